import { createContext, useContext, type ReactNode } from 'react';

import type { CommentUser, User } from '@/lib/api/types.gen';
import type { PlayerHandle } from '@/lib/player';

import type { useCommentActions } from './api/use-comment-actions';
import type { useCommentList } from './api/use-comment-list';
import type { CommentItem } from './model';

/** What the panel, its items and the timeline share for one video. */
export interface CommentsContextValue {
  videoId: number;
  shareKey: string;
  durationMs: number;
  player: PlayerHandle;
  /** The signed-in viewer; undefined for an anonymous visitor. */
  viewer: User | undefined;
  signedIn: boolean;
  /** Shown instead of the comment box when the viewer may read but not comment (not in the video's room). */
  closedNotice: ReactNode;
  /** People the viewer may mention, the viewer left out. */
  mentionables: CommentUser[];
  list: ReturnType<typeof useCommentList>;
  actions: ReturnType<typeof useCommentActions>;
  replyTo: CommentItem | null;
  setReplyTo: (item: CommentItem | null) => void;
  editing: CommentItem | null;
  setEditing: (item: CommentItem | null) => void;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useComments(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useComments outside VideoComments');
  return value;
}

/** Brings a comment of the panel into view (from a timeline marker). */
export function scrollToComment(id: number): void {
  document.querySelector(`[data-testid="comment-item"][data-comment-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}
