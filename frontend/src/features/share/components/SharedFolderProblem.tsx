import { IconFolderOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { hasCode } from '@/lib/api';
import { CodeShareClosed } from '@/lib/api/types.gen';

/** Spec 2's shared-folder 403 view (sharing turned off) and 404 view (gone or a wrong key). */
export function SharedFolderProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('sharing');
  if (hasCode(error, CodeShareClosed)) {
    return (
      <div data-testid="shared-folder-403">
        <EmptyState icon={<IconLock size={34} />} title={t('visitor.closedTitle')} description={t('visitor.closedDescription')} />
      </div>
    );
  }
  return (
    <div data-testid="shared-folder-404">
      <EmptyState icon={<IconFolderOff size={34} />} title={t('visitor.goneTitle')} description={t('visitor.goneDescription')} />
    </div>
  );
}
