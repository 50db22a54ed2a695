import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFolderSymlink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  onMove: () => void;
  onDelete: () => void;
}

/** Select mode's actions on the picked items, with the drag hint. */
export function SelectionBar({ count, onMove, onDelete }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="toolbar" aria-label={t('library.selectionActions')}>
      <Group justify="space-between">
        <div>
          <Text fw={600} size="sm" aria-live="polite">
            {t('library.selected', { count })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('library.dragHint')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFolderSymlink size={16} />} disabled={count === 0} onClick={onMove}>
            {t('library.move')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={count === 0} onClick={onDelete}>
            {t('library.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
