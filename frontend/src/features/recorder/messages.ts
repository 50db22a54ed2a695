import type { TFunction } from 'i18next';

import type { Unavailable } from './engine/types';
import type { RecordAccess } from './hooks/use-record-access';

/** Spec 5 and 6: why this browser or device cannot record. */
export function unavailableMessage(t: TFunction, reason: Unavailable): string {
  switch (reason.kind) {
    case 'mobile':
      return t('recorder.unavailable.mobile');
    case 'unsupported':
      return t('recorder.unavailable.browser', { browser: reason.browser });
    case 'insecure':
      return t('recorder.unavailable.insecure');
  }
}

/** The Record button's tooltip when it is disabled; null when it can be pressed. */
export function disabledReason(t: TFunction, access: RecordAccess): string | null {
  switch (access.kind) {
    case 'unavailable':
      return unavailableMessage(t, access.reason);
    case 'signedOut':
      return t('recorder.access.signedOut');
    case 'loading':
      return t('recorder.access.loading');
    default:
      return null;
  }
}
