import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

import { mentionablesQuery } from '@/lib/api/endpoints/comments/mentionable';
import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import type { Video } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';
import type { CommentParts, PlayerHandle } from '@/lib/player';

import { CommentPanel } from './CommentPanel';
import { CommentTimeline } from './CommentTimeline';
import { useCommentActions } from '../api/use-comment-actions';
import { useCommentList } from '../api/use-comment-list';
import { useMarkRead } from '../api/use-mark-read';
import { CommentsContext, type CommentsContextValue } from '../comments-context';
import type { CommentItem } from '../model';

interface VideoCommentsProps {
  video: Pick<Video, 'id' | 'duration'>;
  /** The link the page was opened with ('' for the owner's page). */
  shareKey?: string;
  player: PlayerHandle;
  /** Lays the page out with the timeline and the panel. */
  children: (parts: CommentParts) => ReactNode;
  /** Instead of the comment box: the viewer may read but not comment (a room it has not joined). */
  closedNotice?: ReactNode;
}

/** A video's comments for a player page: loads them, keeps them live, and hands out the parts. */
export function VideoComments({ video, shareKey = '', player, children, closedNotice = null }: VideoCommentsProps) {
  const signedIn = useIsSignedIn();
  const { data: viewer } = useQuery({ ...userInfoQuery(), enabled: signedIn });
  const canComment = signedIn && viewer !== undefined;
  const onOthersComment = useMarkRead(video.id, shareKey, signedIn);
  const list = useCommentList({ videoId: video.id, shareKey, viewerId: viewer?.id, onOthersComment });
  const actions = useCommentActions({ videoId: video.id, shareKey, viewer, dispatch: list.dispatch });
  const { data: people } = useQuery({ ...mentionablesQuery(video.id, shareKey), enabled: canComment });
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [editing, setEditing] = useState<CommentItem | null>(null);

  const mentionables = useMemo(
    () => (people?.users ?? []).filter((user) => user.id !== viewer?.id),
    [people, viewer?.id],
  );
  const value: CommentsContextValue = {
    videoId: video.id,
    shareKey,
    durationMs: video.duration,
    player,
    viewer,
    signedIn,
    closedNotice,
    mentionables,
    list,
    actions,
    replyTo,
    setReplyTo,
    editing,
    setEditing,
  };
  return (
    <CommentsContext.Provider value={value}>
      {children({ timeline: <CommentTimeline />, panel: <CommentPanel /> })}
    </CommentsContext.Provider>
  );
}
