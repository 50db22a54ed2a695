import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';

interface DeleteBackupModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 4: a backup is deleted only after a confirmation. */
export function DeleteBackupModal({ opened, onCancel, onConfirm }: DeleteBackupModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={opened}
      title={t('backup.deleteTitle')}
      message={t('backup.deleteConfirm')}
      cancelLabel={t('backup.cancel')}
      confirmLabel={t('backup.delete')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="local-video-delete-confirm"
    />
  );
}
