import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { COMMENT_GONE_NOTICE_MS, TOAST_MS } from '@/config/constants';
import { getCommentHistory, newestCommentsQuery } from '@/lib/api/endpoints/comments/history';
import {
  EventCommentDelete,
  EventCommentEdit,
  EventCommentNew,
  type Comment,
  type CommentDeletedEvent,
} from '@/lib/api/types.gen';
import { useLiveTopic, useOutdatedReload, type LiveEvent } from '@/lib/live';

import { commentListReducer, emptyCommentList, isTemporary } from '../model';

interface CommentListOptions {
  videoId: number;
  shareKey: string;
  viewerId: number | undefined;
  /** Called when someone else's comment arrives live. */
  onOthersComment: () => void;
}

/**
 * A video's comments: the newest page, older pages on demand, and what the live channel brings
 * (new, edited, deleted). After a reconnect, or when another tab changed comments, the newest
 * page is fetched again.
 */
export function useCommentList({ videoId, shareKey, viewerId, onOthersComment }: CommentListOptions) {
  const { t } = useTranslation('comments');
  const [state, dispatch] = useReducer(commentListReducer, emptyCommentList);
  const newest = useQuery(newestCommentsQuery(videoId, shareKey));
  const [olderLoading, setOlderLoading] = useState(false);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const goneTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (newest.data) dispatch({ type: 'newest', page: newest.data, viewerId });
  }, [newest.data, viewerId]);

  useEffect(() => {
    const timers = goneTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const refetch = newest.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  useOutdatedReload('comments', reload);

  const loadOlder = useCallback(async () => {
    const { hasMore, items } = stateRef.current;
    const oldest = items.find((item) => !isTemporary(item.id));
    if (!hasMore || !oldest || olderLoading) return;
    setOlderLoading(true);
    try {
      const page = await getCommentHistory(videoId, { shareKey, before: oldest.id });
      dispatch({ type: 'older', page, viewerId });
    } catch {
      notifications.show({ color: 'red', message: t('panel.loadOlderFailed'), autoClose: TOAST_MS });
    } finally {
      setOlderLoading(false);
    }
  }, [videoId, shareKey, viewerId, olderLoading, t]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === EventCommentNew) {
        const comment = event.data as Comment;
        dispatch({ type: 'arrived', comment, viewerId });
        if (comment.info.user.id !== viewerId) onOthersComment();
      } else if (event.type === EventCommentEdit) {
        dispatch({ type: 'edited', comment: event.data as Comment });
      } else if (event.type === EventCommentDelete) {
        const id = (event.data as CommentDeletedEvent).comment_id;
        const item = stateRef.current.items.find((other) => other.id === id);
        if (!item) return;
        // The viewer's own deletion (from here or another tab) needs no notice.
        if (item.isSelf) {
          dispatch({ type: 'remove', id });
          return;
        }
        dispatch({ type: 'gone', id });
        const timer = setTimeout(() => {
          goneTimers.current.delete(timer);
          dispatch({ type: 'remove', id });
        }, COMMENT_GONE_NOTICE_MS);
        goneTimers.current.add(timer);
      }
    },
    [viewerId, onOthersComment],
  );

  useLiveTopic(`video:${videoId}`, { shareKey: shareKey || undefined, onEvent, onResync: reload });

  return { state, dispatch, loadOlder, olderLoading, loading: newest.isLoading, error: newest.error };
}
