import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconDatabaseExclamation, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { PermissionHelp } from './PermissionHelp';
import type { RecorderProblem } from '../engine/types';

/** What went wrong, above the panel; the plan's limit opens the subscribe modal instead. */
export function ProblemNotice({ problem }: { problem: RecorderProblem | null }) {
  const { t } = useTranslation();
  switch (problem?.kind) {
    case 'blocked':
      return <PermissionHelp device={problem.device} />;
    case 'network':
      return (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} role="status" data-testid="network-notice">
          {t('recorder.problems.network')}
        </Alert>
      );
    case 'storage':
      return (
        <Alert color="yellow" variant="light" icon={<IconDatabaseExclamation size={18} />} data-testid="storage-notice">
          {t('recorder.problems.storage')}
        </Alert>
      );
    case 'lengthLimit':
      return (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} />} role="status" data-testid="length-limit-notice">
          {t('recorder.problems.lengthLimit')}
        </Alert>
      );
    case 'server':
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {problem.message ? t('errors.reason', { msg: problem.message }) : t('errors.unknown')}
        </Alert>
      );
    default:
      return null;
  }
}
