import { Alert, List } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { isMac, isSafari } from '../browser';
import type { BlockedDevice } from '../engine/types';

/**
 * Spec 8: a persistent notice while the camera, microphone or screen is blocked, saying
 * where to allow it: the site settings in Chrome and Edge, Safari's website settings, and
 * for the screen on macOS the system's screen-recording permission.
 */
export function PermissionHelp({ device }: { device: BlockedDevice }) {
  const { t } = useTranslation();
  const userAgent = navigator.userAgent;
  const safari = isSafari(userAgent);
  const steps =
    device === 'screen'
      ? [
          isMac(userAgent) ? t('recorder.blocked.screenMac') : t('recorder.blocked.screenOther'),
          t('recorder.blocked.screenRetry'),
        ]
      : [safari ? t(`recorder.blocked.safari.${device}`) : t(`recorder.blocked.chrome.${device}`), t('recorder.blocked.reload')];

  return (
    <Alert color="orange" variant="light" icon={<IconLock size={18} />} title={t(`recorder.blocked.title.${device}`)} data-testid="permission-help">
      <List size="sm" spacing={4}>
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
