import { IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';

import type { Unavailable } from '../engine/types';
import { unavailableMessage } from '../messages';

/** Spec 5 and 6: this browser or device cannot record. */
export function UnavailableNotice({ reason }: { reason: Unavailable }) {
  const { t } = useTranslation();
  return (
    <div data-testid="recorder-unavailable">
      <EmptyState icon={<IconVideoOff size={34} />} title={t('recorder.unavailable.title')} description={unavailableMessage(t, reason)} />
    </div>
  );
}
