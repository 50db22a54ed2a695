import { Alert, Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscardUndoNoticeProps {
  /** When the discard takes effect (ms since epoch). */
  discardAt: number;
  onUndo: () => void;
}

/** The 5 s after a confirmed discard, with the seconds left and Undo. */
export function DiscardUndoNotice({ discardAt, onUndo }: DiscardUndoNoticeProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((discardAt - now) / 1000));

  return (
    <Alert color="red" variant="light" icon={<IconTrash size={18} />} role="alert" data-testid="discard-undo-notice">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1 }}>
          {t('recorder.discard.pending', { count: seconds })}
        </Text>
        <Button size="compact-sm" variant="white" color="red" onClick={onUndo} style={{ flexShrink: 0 }} data-testid="discard-undo">
          {t('recorder.discard.undo')}
        </Button>
      </Group>
    </Alert>
  );
}
