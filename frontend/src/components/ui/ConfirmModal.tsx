import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  cancelLabel: string;
  /** The red button's label: the action asked about. */
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmTestId?: string;
  /** Above other overlays (the recorder's) when they are there. */
  zIndex?: number;
}

/** Asks before something that cannot be taken back: a message, Cancel, and a red button. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, message, cancelLabel, confirmLabel, onCancel, onConfirm, confirmTestId, zIndex } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={400} zIndex={zIndex}>
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
