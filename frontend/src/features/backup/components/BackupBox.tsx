import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BackupItemRow } from './BackupItemRow';
import { useBackupCommand, useBackupItems, useBackupStore } from '../hooks/use-backups';

interface BackupBoxProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The backup box (spec 2): recordings kept on this device, from the header icon with a
 * count; it collapses on a click outside.
 */
export function BackupBox({ opened, onChange }: BackupBoxProps) {
  const { t } = useTranslation();
  const store = useBackupStore();
  const command = useBackupCommand();
  const items = useBackupItems();

  function toggle() {
    if (!opened) command(() => store.refresh());
    onChange(!opened);
  }

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      trapFocus={false}
      // The header is fixed, so the toggle never scrolls away from its dropdown.
      hideDetached={false}
    >
      <Popover.Target>
        <Indicator label={items.length} size={16} disabled={items.length === 0} offset={4} color="red">
          <Tooltip label={t('backup.title')} disabled={opened}>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('backup.title')}
              aria-expanded={opened}
              onClick={toggle}
              data-testid="backup-box-toggle"
            >
              <IconArchive size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="backup-box">
        <Text fw={650}>{t('backup.title')}</Text>
        <Text size="xs" c="dimmed" mb="sm">
          {t('backup.hint')}
        </Text>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('backup.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars="present">
            <Stack gap="xs" role="list" aria-label={t('backup.title')}>
              {items.map((entry) => (
                <BackupItemRow key={entry.key} entry={entry} onNavigate={() => onChange(false)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
