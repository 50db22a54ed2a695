import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';

import { COMMENT_SEND_TIMEOUT_MS, TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { deleteComment } from '@/lib/api/endpoints/comments/delete';
import { postComment } from '@/lib/api/endpoints/comments/post';
import { updateComment } from '@/lib/api/endpoints/comments/update';
import type { CommentBlock, CommentQuote, User } from '@/lib/api/types.gen';
import { markOutdated } from '@/lib/live';

import { temporaryId, type CommentItem, type CommentListAction } from '../model';
import { pendingItem } from '../pending-comment';

interface ActionOptions {
  videoId: number;
  shareKey: string;
  viewer: Pick<User, 'id' | 'nickname' | 'avatar'> | undefined;
  dispatch: Dispatch<CommentListAction>;
}

/** Spec 9: a comment the server has not accepted within 10 s counts as failed. */
async function postWithTimeout(...args: Parameters<typeof postComment>) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), COMMENT_SEND_TIMEOUT_MS);
  try {
    return await postComment(args[0], controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** Sending (optimistic, with resend), editing and deleting (optimistic, reverted on failure). */
export function useCommentActions({ videoId, shareKey, viewer, dispatch }: ActionOptions) {
  const { t } = useTranslation('comments');
  const queryClient = useQueryClient();

  const changed = useCallback(() => {
    markOutdated('comments');
    // The cards' counts are out of date; they are fetched again when next shown.
    void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all, refetchType: 'none' });
  }, [queryClient]);

  const send = useCallback(
    async (blocks: CommentBlock[], playedTime: number, quote: CommentQuote | null) => {
      if (!viewer) return;
      const tempId = temporaryId();
      const item = pendingItem(tempId, viewer, blocks, playedTime, quote);
      dispatch({ type: 'pending', item });
      try {
        const posted = await postWithTimeout({
          video_id: videoId,
          channel_id: 0,
          share_key: shareKey,
          blocks,
          played_time: item.comment.played_time,
          parent_id: item.parentId,
        });
        dispatch({ type: 'sent', tempId, id: posted.id });
        changed();
      } catch {
        dispatch({ type: 'failed', tempId });
      }
    },
    [videoId, shareKey, viewer, dispatch, changed],
  );

  /** Spec 4: the failed one goes and the same comment is posted again. */
  const resend = useCallback(
    (item: CommentItem) => {
      dispatch({ type: 'remove', id: item.id });
      return send(item.comment.info.content, item.comment.played_time, item.comment.info.quote);
    },
    [dispatch, send],
  );

  const remove = useCallback(
    async (item: CommentItem) => {
      dispatch({ type: 'deleting', id: item.id, deleting: true });
      try {
        await deleteComment(item.id, shareKey);
        dispatch({ type: 'remove', id: item.id });
        changed();
      } catch {
        dispatch({ type: 'deleting', id: item.id, deleting: false });
        notifications.show({ color: 'red', message: t('panel.deleteFailed'), autoClose: TOAST_MS });
      }
    },
    [shareKey, dispatch, changed, t],
  );

  /** Resolves once saved; rejects (after saying so) so the edit box stays open. */
  const edit = useCallback(
    async (item: CommentItem, blocks: CommentBlock[]) => {
      try {
        const comment = await updateComment({ comment_id: item.id, share_key: shareKey, blocks });
        dispatch({ type: 'edited', comment });
        changed();
      } catch (error) {
        notifications.show({ color: 'red', message: t('panel.editFailed'), autoClose: TOAST_MS });
        throw error;
      }
    },
    [shareKey, dispatch, changed, t],
  );

  return { send, resend, remove, edit };
}
