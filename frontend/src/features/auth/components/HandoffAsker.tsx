import { Alert, Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { HandoffInfo } from '@/lib/api/types.gen';

import { clipAppInfo } from '../handoff';

/** Which app on which machine asks to be signed in, from the server's record of its request. */
export function HandoffAsker({ info }: { info: HandoffInfo }) {
  const { t } = useTranslation();
  // app_info is the app's own word: only ever rendered as text.
  const app = clipAppInfo(info.app_info) || t('auth.handoff.defaultApp');

  return (
    <>
      <Group gap="sm" wrap="nowrap" data-testid="handoff-asker">
        <ThemeIcon variant="light" radius="xl" size={36}>
          <IconDeviceDesktop size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('auth.handoff.askingApp', { app })}
          </Text>
          {info.same_network && (
            <Text size="xs" c="dimmed">
              {t('auth.handoff.sameNetwork')}
            </Text>
          )}
        </div>
      </Group>
      {!info.same_network && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="handoff-other-network">
          {t('auth.handoff.otherNetwork', { address: info.app_address })}
        </Alert>
      )}
    </>
  );
}
