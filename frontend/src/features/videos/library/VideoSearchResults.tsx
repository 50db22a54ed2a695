import { Button, Center, Pagination, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { videoSearchQuery } from '@/lib/api/endpoints/videos/search';
import { SearchPageSize } from '@/lib/api/types.gen';

import { VideoGrid } from '../components/VideoGrid';
import { VideoGridSkeleton } from '../components/VideoGridSkeleton';

/** The videos whose title holds q, SearchPageSize to a page (spec 9). Remount it for a new q. */
export function VideoSearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const search = useQuery(videoSearchQuery(q, page));

  if (search.isPending) return <VideoGridSkeleton />;
  if (search.isError) {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={34} />}
        title={t('library.searchLoadFailed')}
        action={<Button onClick={() => void search.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const { videos, total } = search.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<IconSearch size={34} />}
        title={t('library.searchEmptyTitle', { q })}
        description={t('library.searchEmptyDescription')}
      />
    );
  }
  const pages = Math.ceil(total / SearchPageSize);
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" aria-live="polite">
        {t('library.searchResults', { count: total })}
      </Text>
      <VideoGrid videos={videos} />
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('library.searchPages')} />
        </Center>
      )}
    </Stack>
  );
}
