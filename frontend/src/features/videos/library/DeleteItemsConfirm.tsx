import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { TrashDays } from '@/lib/api/types.gen';

interface DeleteItemsConfirmProps {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before items go to the trash (spec 4), saying how long the trash keeps them. */
export function DeleteItemsConfirm({ count, onConfirm, onCancel }: DeleteItemsConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened
      title={t('library.deleteTitle')}
      message={t('library.deleteMessage', { count, days: TrashDays })}
      cancelLabel={t('library.cancel')}
      confirmLabel={t('library.deleteConfirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm-trash"
    />
  );
}
