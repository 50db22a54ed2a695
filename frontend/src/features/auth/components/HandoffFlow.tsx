import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { clipAppInfo, type Handoff } from '../handoff';
import { AuthForm } from './AuthForm';
import { HandoffAsker } from './HandoffAsker';
import { HandoffCodeForm } from './HandoffCodeForm';
import { HandoffConfirm } from './HandoffConfirm';
import { HandoffDone } from './HandoffDone';
import { HandoffError } from './HandoffError';
import { useHandoffInfo } from '../api/get-handoff-info';
import { useHandoff } from '../hooks/use-handoff';

/** /login opened by the desktop app: sign in (or confirm who is), then hand the session to the app. */
export function HandoffFlow({ handoff }: { handoff: Handoff }) {
  const { t } = useTranslation();
  const flow = useHandoff(handoff);
  // Signed in, the page shows the server's record of the app's request, not the URL's word.
  const info = useHandoffInfo(handoff.checkuid);
  // app_info is untrusted: it is only ever rendered as text.
  const app = clipAppInfo(info.data?.app_info ?? null) || handoff.appLabel || t('auth.handoff.defaultApp');
  const asker = info.data ? <HandoffAsker info={info.data} /> : null;

  if (flow.code) {
    return (
      <HandoffDone app={app} asker={asker} onOpenAgain={flow.openAgain}>
        <HandoffCodeForm
          app={app}
          onApprove={flow.approve}
          approving={flow.approving}
          approved={flow.approved}
          error={flow.approveError}
        />
      </HandoffDone>
    );
  }

  if (flow.step !== 'form' && info.error) {
    return <HandoffError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  }

  if (flow.step === 'confirm') {
    return (
      <HandoffConfirm
        app={app}
        asker={asker}
        onContinue={flow.start}
        onSwitch={flow.switchAccount}
        switching={flow.switching}
      />
    );
  }

  if (flow.step === 'form') {
    return (
      <Stack gap="lg">
        <Alert variant="light" icon={<IconDeviceDesktop size={18} />} data-testid="handoff-banner">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('auth.handoff.banner', { app })}
          </Text>
        </Alert>
        <AuthForm onSignedIn={flow.start} />
      </Stack>
    );
  }

  if (flow.error && !flow.binding) return <HandoffError error={flow.error} onRetry={flow.start} />;
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('auth.handoff.binding', { app })}
        </Text>
      </Stack>
    </Center>
  );
}
