export type { CommentParts, WithComments } from './comment-slot';
export { playerHandleFor, type PlayerHandle } from './player-handle';
export { startSeconds, usePlayer } from './use-player';
