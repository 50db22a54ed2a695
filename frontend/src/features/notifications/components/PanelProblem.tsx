import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The panel could not load its notifications (spec 8: list load failure), with a retry. */
export function PanelProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Stack align="center" gap="xs" py="lg" data-testid="notifications-failed">
      <Text size="sm" c="dimmed">
        {t('panel.loadFailed')}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('panel.retry')}
      </Button>
    </Stack>
  );
}
