import { Button } from '@mantine/core';
import { IconAlertTriangle, IconFolderQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api';
import { CodeNotFound } from '@/lib/api/types.gen';

/** A folder that is gone (trashed, erased, never there) or a list that failed to load. */
export function FolderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (hasCode(error, CodeNotFound)) {
    return (
      <EmptyState
        icon={<IconFolderQuestion size={34} />}
        title={t('library.notFoundTitle')}
        description={t('library.notFoundDescription')}
        action={
          <Button component={Link} to={paths.myVideos}>
            {t('library.backToAll')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<IconAlertTriangle size={34} />}
      title={t('library.loadFailed')}
      action={<Button onClick={onRetry}>{t('errors.retry')}</Button>}
    />
  );
}
