import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';

/** A workspace page the user may not open: not a member, not an admin, or no such workspace. */
export function NoAccess() {
  const { t } = useTranslation('workspaces');
  return (
    <div data-testid="workspace-no-access">
      <EmptyState
        icon={<IconLock size={34} />}
        title={t('manage.noAccessTitle')}
        description={t('manage.noAccessText')}
        action={
          <Button component={Link} to={paths.myVideos} variant="light">
            {t('manage.backHome')}
          </Button>
        }
      />
    </div>
  );
}
