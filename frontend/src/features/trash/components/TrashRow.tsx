import { Badge, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconFolderFilled, IconMovie, IconRestore, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { daysUntilErased } from '../erase-days';

export interface TrashEntry {
  itemType: 'folder' | 'video';
  id: number;
  name: string;
  eraseAt?: string;
}

interface TrashRowProps {
  entry: TrashEntry;
  now: number;
  onRestore: (entry: TrashEntry) => void;
  onErase: (entry: TrashEntry) => void;
}

/** One trashed folder or video: what it is, when it will be erased, restore and erase. */
export function TrashRow({ entry, now, onRestore, onErase }: TrashRowProps) {
  const { t } = useTranslation();
  const days = entry.eraseAt ? daysUntilErased(entry.eraseAt, now) : null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`trash-${entry.itemType}-${entry.id}`} aria-label={entry.name}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={36} radius="md" color={entry.itemType === 'folder' ? 'brand' : 'gray'}>
            {entry.itemType === 'folder' ? <IconFolderFilled size={18} /> : <IconMovie size={18} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate title={entry.name}>
              {entry.name}
            </Text>
            <Group gap={6}>
              <Badge size="xs" variant="light" color="gray">
                {t(entry.itemType === 'folder' ? 'trash.folder' : 'trash.video')}
              </Badge>
              {days !== null && (
                <Text size="xs" c="dimmed">
                  {days > 0 ? t('trash.eraseIn', { count: days }) : t('trash.eraseSoon')}
                </Text>
              )}
            </Group>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" leftSection={<IconRestore size={14} />} onClick={() => onRestore(entry)}>
            {t('trash.restore')}
          </Button>
          <Button size="xs" variant="light" color="red" leftSection={<IconTrashX size={14} />} onClick={() => onErase(entry)}>
            {t('trash.erase')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
