import { describe, expect, it } from 'vitest';

import { commentListReducer, emptyCommentList, fromServer, type CommentListState } from './model';
import { pendingItem } from './pending-comment';
import { ann, commentFixture, commentRange, textBlock } from './testing/comment-fixture';
import { timelineMoments } from './timeline';

const loaded = (first: number, last: number, hasMore = false): CommentListState =>
  commentListReducer(emptyCommentList, { type: 'newest', page: { comments: commentRange(first, last), has_more: hasMore }, viewerId: 1 });

const ids = (state: CommentListState) => state.items.map((item) => item.id);

describe('commentListReducer', () => {
  it('keeps older pages and comments being sent when the newest page comes again', () => {
    let state = loaded(21, 40, true);
    state = commentListReducer(state, { type: 'older', page: { comments: commentRange(1, 20), has_more: false }, viewerId: 1 });
    state = commentListReducer(state, { type: 'pending', item: pendingItem(-1, ann, [textBlock('hi')], -1, null) });
    const newest = { comments: commentRange(22, 41), has_more: true };
    state = commentListReducer(state, { type: 'newest', page: newest, viewerId: 1 });
    expect(ids(state)).toEqual([...Array.from({ length: 41 }, (_, index) => index + 1), -1]);
    expect(state.hasMore).toBe(false);
  });

  it('drops comments the newest page no longer holds when it is the whole history', () => {
    const state = commentListReducer(loaded(1, 3), { type: 'newest', page: { comments: [commentFixture(1), commentFixture(3)], has_more: false }, viewerId: 1 });
    expect(ids(state)).toEqual([1, 3]);
  });

  it('gives a sent comment its id, or drops the copy when the live channel brought it first', () => {
    let state = commentListReducer(loaded(1, 2), { type: 'pending', item: pendingItem(-5, ann, [textBlock('hi')], -1, null) });
    const sent = commentListReducer(state, { type: 'sent', tempId: -5, id: 3 });
    expect(ids(sent)).toEqual([1, 2, 3]);
    expect(sent.items[2].comment.info.id).toBe(3);
    expect(sent.items[2].isSended).toBe(true);

    state = commentListReducer(state, { type: 'arrived', comment: commentFixture(3, { user: ann }), viewerId: 1 });
    expect(ids(state)).toEqual([1, 2, 3, -5]);
    expect(ids(commentListReducer(state, { type: 'sent', tempId: -5, id: 3 }))).toEqual([1, 2, 3]);
  });

  it("lets the live copy of the viewer's own comment replace its pending copy at once", () => {
    let state = commentListReducer(loaded(1, 2), { type: 'pending', item: pendingItem(-6, ann, [textBlock('same words')], -1, null) });
    state = commentListReducer(state, { type: 'pending', item: pendingItem(-7, ann, [textBlock('other words')], -1, null) });
    state = commentListReducer(state, {
      type: 'arrived',
      comment: commentFixture(3, { user: ann, blocks: [textBlock('same words')] }),
      viewerId: 1,
    });
    expect(ids(state)).toEqual([1, 2, 3, -7]);
    // The send's answer then changes nothing more.
    expect(ids(commentListReducer(state, { type: 'sent', tempId: -6, id: 3 }))).toEqual([1, 2, 3, -7]);
    // Someone else's comment with the same words is not mistaken for it.
    const other = commentListReducer(loaded(1, 2), { type: 'pending', item: pendingItem(-8, ann, [textBlock('hi')], -1, null) });
    expect(ids(commentListReducer(other, { type: 'arrived', comment: commentFixture(3, { blocks: [textBlock('hi')] }), viewerId: 1 }))).toEqual([1, 2, 3, -8]);
  });

  it('marks replies to a removed comment as quoting a deleted one', () => {
    const reply = commentFixture(2, { quote: { blocks: [textBlock('x')], id: 1, status: 'ok', user: ann } });
    let state = commentListReducer(emptyCommentList, { type: 'newest', page: { comments: [commentFixture(1), reply], has_more: false }, viewerId: 1 });
    state = commentListReducer(state, { type: 'remove', id: 1 });
    expect(state.items[0].comment.info.quote).toMatchObject({ id: 1, status: 'deleted', blocks: [] });
  });
});

describe('timelineMoments', () => {
  it('places played times and time-points within the video, and none without a length', () => {
    const items = [
      fromServer(commentFixture(1, { playedTime: 30_000 }), 1),
      fromServer(commentFixture(2, { playedTime: 0 }), 1),
      fromServer(
        commentFixture(3, {
          blocks: [
            { type: 'time_point', text: '', user_id: 0, url: '', time_ms: 15_000 },
            { type: 'time_point', text: '', user_id: 0, url: '', time_ms: 90_000 },
          ],
        }),
        1,
      ),
    ];
    expect(timelineMoments(items, 60_000).map((moment) => [moment.commentId, moment.timeMs, moment.percent])).toEqual([
      [1, 30_000, 50],
      [3, 15_000, 25],
    ]);
    expect(timelineMoments(items, 0)).toEqual([]);
  });
});
