import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Spec 4: leaving the recorder during countdown, recording, paused or uploading asks first.
 * `shouldBlock` is asked at the moment of navigation, so it sees the recorder's latest state.
 */
export function LeaveGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
  const blocked = blocker.state === 'blocked';

  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('recorder.leave.title')} size={400} zIndex={450}>
      <Stack gap="lg" data-testid="leave-confirm">
        <Stack gap={6}>
          <Text size="sm">{t('recorder.leave.message')}</Text>
          <Text size="sm" c="dimmed">
            {t('recorder.leave.hint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
            {t('recorder.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-proceed">
            {t('recorder.leave.proceed')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
