import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DiscardConfirmProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 8: 'Discarded recording will be permanently deleted. …' before anything happens. */
export function DiscardConfirm({ opened, onCancel, onConfirm }: DiscardConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('recorder.discard.title')} size={400} zIndex={350}>
      <Stack gap="lg">
        <Text size="sm">{t('recorder.discard.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('recorder.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} data-testid="discard-confirm">
            {t('recorder.discard.action')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
