import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { readNotificationsQuery } from '@/lib/api/endpoints/notifications/read';
import { unreadNotificationsQuery } from '@/lib/api/endpoints/notifications/unread';
import { NotificationFewUnread } from '@/lib/api/types.gen';

/** The bell's count: the unread list's, asked for once signed in (userId known). */
export function useUnreadCount(userId: number | undefined): number | undefined {
  const unread = useQuery({ ...unreadNotificationsQuery(), enabled: userId !== undefined });
  return unread.data?.unread_count;
}

/**
 * The panel's feed (spec 9): the unread ones, and read ones too when fewer than 10 are unread;
 * more read pages of 20 as the list is scrolled to its end, while the last page was full.
 * With 10 or more unread, reaching the end starts the read ones.
 */
export function useNotificationFeed() {
  const unread = useQuery(unreadNotificationsQuery());
  const [readAsked, setReadAsked] = useState(false);
  const fewUnread = unread.data !== undefined && unread.data.notices.length < NotificationFewUnread;
  const readWanted = fewUnread || readAsked;
  const read = useInfiniteQuery({ ...readNotificationsQuery(), enabled: readWanted });

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = read;
  const loadMore = useCallback(() => {
    if (!readWanted) setReadAsked(true);
    else if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [readWanted, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    unread: unread.data?.notices ?? [],
    read: read.data?.pages.flatMap((page) => page.notices) ?? [],
    loading: unread.isPending || (readWanted && read.isPending),
    failed: unread.isError || read.isError,
    retry: () => void (unread.isError ? unread.refetch() : isFetchNextPageError ? fetchNextPage() : read.refetch()),
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
