import { CommentDeleted, type Comment, type CommentBlock, type CommentHistory } from '@/lib/api/types.gen';

/** A comment as the panel holds it, with spec 3's local flags. */
export interface CommentItem {
  /** The server's id, or a temporary one below 0 ('-3') while it is being sent. */
  id: number;
  comment: Comment;
  isSelf: boolean;
  /** Accepted by the server. */
  isSended: boolean;
  /** Sending failed; it can be sent again. */
  isError: boolean;
  /** The viewer deleted it and the server has not answered yet. */
  isDel: boolean;
  /** Someone else deleted it a few seconds ago; it goes soon. */
  isGone: boolean;
  /** The comment it replies to (0: none), to send it again. */
  parentId: number;
}

export interface CommentListState {
  items: CommentItem[];
  /** Older comments remain on the server. */
  hasMore: boolean;
  loaded: boolean;
}

export const emptyCommentList: CommentListState = { items: [], hasMore: false, loaded: false };

export type CommentListAction =
  | { type: 'newest'; page: CommentHistory; viewerId: number | undefined }
  | { type: 'older'; page: CommentHistory; viewerId: number | undefined }
  | { type: 'pending'; item: CommentItem }
  | { type: 'sent'; tempId: number; id: number }
  | { type: 'failed'; tempId: number }
  | { type: 'remove'; id: number }
  | { type: 'deleting'; id: number; deleting: boolean }
  | { type: 'arrived'; comment: Comment; viewerId: number | undefined }
  | { type: 'edited'; comment: Comment }
  | { type: 'gone'; id: number };

let lastTemporaryId = 0;

/** A fresh temporary id for a comment being sent: negative, so it prints with a leading '-'. */
export function temporaryId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

export function isTemporary(id: number): boolean {
  return id < 0;
}

export function fromServer(comment: Comment, viewerId: number | undefined): CommentItem {
  return {
    id: comment.info.id,
    comment,
    isSelf: viewerId !== undefined && comment.info.user.id === viewerId,
    isSended: true,
    isError: false,
    isDel: false,
    isGone: false,
    parentId: comment.info.quote?.id ?? 0,
  };
}

/** Server comments stay in id order (oldest first); ones still being sent stay last. */
function insertSorted(items: CommentItem[], item: CommentItem): CommentItem[] {
  const at = items.findIndex((other) => isTemporary(other.id) || other.id > item.id);
  if (at < 0) return [...items, item];
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/**
 * The newest page replaces what it covers: older pages loaded before stay above it, comments
 * still being sent stay below it, and a deletion on its way stays marked.
 */
function mergeNewest(state: CommentListState, page: CommentHistory, viewerId: number | undefined): CommentListState {
  const deleting = new Set(state.items.filter((item) => item.isDel).map((item) => item.id));
  const fresh = page.comments.map((comment) => {
    const item = fromServer(comment, viewerId);
    return deleting.has(item.id) ? { ...item, isDel: true } : item;
  });
  const firstId = fresh[0]?.id;
  const older =
    page.has_more && firstId !== undefined
      ? state.items.filter((item) => !isTemporary(item.id) && item.id < firstId)
      : [];
  const local = state.items.filter((item) => isTemporary(item.id));
  return {
    items: [...older, ...fresh, ...local],
    hasMore: older.length > 0 ? state.hasMore : page.has_more,
    loaded: true,
  };
}

/** Replies to a comment that went show their quote as deleted. */
function withQuoteDeleted(items: CommentItem[], id: number): CommentItem[] {
  return items.map((item) => {
    const quote = item.comment.info.quote;
    if (!quote || quote.id !== id) return item;
    const info = { ...item.comment.info, quote: { ...quote, status: CommentDeleted, blocks: [] } };
    return { ...item, comment: { ...item.comment, info } };
  });
}

/** What a block says, whatever the server filled in beside it (a mention's name). */
function blockKey(block: CommentBlock): string {
  switch (block.type) {
    case 'mention':
      return `mention:${block.user_id}`;
    case 'link':
      return `link:${block.url}`;
    case 'time_point':
      return `time:${block.time_ms}`;
    default:
      return `text:${block.text}`;
  }
}

/**
 * The viewer's own comment still being sent that a comment from the live channel is: the
 * server's event may come before the answer to the send (another instance, a slow answer).
 */
function pendingCopyOf(items: CommentItem[], comment: Comment): CommentItem | undefined {
  const key = comment.info.content.map(blockKey).join('\u0000');
  const parent = comment.info.quote?.id ?? 0;
  return items.find(
    (item) =>
      isTemporary(item.id) &&
      item.isSelf &&
      !item.isError &&
      item.parentId === parent &&
      item.comment.info.content.map(blockKey).join('\u0000') === key,
  );
}

function update(state: CommentListState, id: number, change: (item: CommentItem) => CommentItem): CommentListState {
  return { ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) };
}

export function commentListReducer(state: CommentListState, action: CommentListAction): CommentListState {
  switch (action.type) {
    case 'newest':
      return mergeNewest(state, action.page, action.viewerId);
    case 'older': {
      const known = new Set(state.items.map((item) => item.id));
      const older = action.page.comments.filter((c) => !known.has(c.info.id)).map((c) => fromServer(c, action.viewerId));
      return { ...state, items: [...older, ...state.items], hasMore: action.page.has_more };
    }
    case 'pending':
      return { ...state, items: [...state.items, action.item] };
    case 'sent': {
      // The live channel may have brought it already: then the pending copy just goes.
      if (state.items.some((item) => item.id === action.id)) {
        return { ...state, items: state.items.filter((item) => item.id !== action.tempId) };
      }
      const sent = state.items.find((item) => item.id === action.tempId);
      if (!sent) return state;
      const rest = state.items.filter((item) => item.id !== action.tempId);
      const comment = { ...sent.comment, info: { ...sent.comment.info, id: action.id } };
      return { ...state, items: insertSorted(rest, { ...sent, id: action.id, comment, isSended: true, isError: false }) };
    }
    case 'failed':
      return update(state, action.tempId, (item) => ({ ...item, isError: true }));
    case 'remove':
      return { ...state, items: withQuoteDeleted(state.items.filter((item) => item.id !== action.id), action.id) };
    case 'deleting':
      return update(state, action.id, (item) => ({ ...item, isDel: action.deleting }));
    case 'arrived': {
      if (state.items.some((item) => item.id === action.comment.info.id)) return state;
      const arrived = fromServer(action.comment, action.viewerId);
      // Its pending copy gives way; the send's answer then finds it here already.
      const copy = arrived.isSelf ? pendingCopyOf(state.items, action.comment) : undefined;
      const rest = copy ? state.items.filter((item) => item !== copy) : state.items;
      return { ...state, items: insertSorted(rest, arrived) };
    }
    case 'edited':
      return update(state, action.comment.info.id, (item) => ({ ...item, comment: action.comment }));
    case 'gone':
      return update(state, action.id, (item) => ({ ...item, isGone: true }));
  }
}
