import type { ReactNode } from 'react';

import type { Video } from '@/lib/api/types.gen';

import type { PlayerHandle } from './player-handle';

/** Where a page puts a video's comments: the markers under the player, and the panel beside it. */
export interface CommentParts {
  timeline: ReactNode;
  panel: ReactNode;
}

/**
 * How the app hands a player page its comments (features do not import each other): given the
 * video and its player, it renders the page's layout with the parts filled in.
 */
export type WithComments = (video: Video, player: PlayerHandle, layout: (parts: CommentParts) => ReactNode) => ReactNode;
