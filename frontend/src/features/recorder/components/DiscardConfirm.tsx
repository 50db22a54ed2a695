import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';

interface DiscardConfirmProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 8: 'Discarded recording will be permanently deleted. …' before anything happens. */
export function DiscardConfirm({ opened, onCancel, onConfirm }: DiscardConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={opened}
      title={t('recorder.discard.title')}
      message={t('recorder.discard.confirm')}
      cancelLabel={t('recorder.cancel')}
      confirmLabel={t('recorder.discard.action')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="discard-confirm"
      zIndex={350}
    />
  );
}
