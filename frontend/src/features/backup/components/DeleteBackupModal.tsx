import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteBackupModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 4: a backup is deleted only after a confirmation. */
export function DeleteBackupModal({ opened, onCancel, onConfirm }: DeleteBackupModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('backup.deleteTitle')} size={400}>
      <Stack gap="lg">
        <Text size="sm">{t('backup.deleteConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('backup.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} data-testid="local-video-delete-confirm">
            {t('backup.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
