import { describe, expect, it } from 'vitest';

import { feedAdd, feedComments, feedRemove, feedVideos, type FeedData } from './feed';
import { feedPage, roomVideo } from './testing/room-fixture';

function feed(...pages: number[][]): FeedData {
  return {
    pages: pages.map((ids, index) => feedPage(ids.map((id) => roomVideo(id)), { video_count: 4 }, index < pages.length - 1)),
    pageParams: pages.map((_ids, index) => index + 1),
  };
}

const ids = (data: FeedData | undefined) => feedVideos(data).map((video) => video.id);

describe('the room feed', () => {
  it('puts an added video on top and counts it', () => {
    const next = feedAdd(feed([4, 3], [2, 1]), roomVideo(9));
    expect(ids(next)).toEqual([9, 4, 3, 2, 1]);
    expect(next?.pages[0].channel.video_count).toBe(5);
  });

  it('updates a video it already shows instead of adding it twice', () => {
    const next = feedAdd(feed([4, 3]), roomVideo(3, { title: 'Renamed' }));
    expect(ids(next)).toEqual([4, 3]);
    expect(feedVideos(next)[1].title).toBe('Renamed');
    expect(next?.pages[0].channel.video_count).toBe(4);
  });

  it('shows a video once when a later page repeats it (the pages shifted)', () => {
    expect(ids(feed([4, 3], [3, 2]))).toEqual([4, 3, 2]);
  });

  it('takes a removed video out of whichever page holds it', () => {
    const next = feedRemove(feed([4, 3], [2, 1]), 2);
    expect(ids(next)).toEqual([4, 3, 1]);
    expect(next?.pages[0].channel.video_count).toBe(3);
    expect(feedRemove(next, 77)).toBe(next);
  });

  it('counts comments that come and go, and unread ones from others', () => {
    let next = feedComments(feed([4, 3]), 3, 1, 1);
    next = feedComments(next, 3, 1, 0);
    expect(feedVideos(next)[1]).toMatchObject({ comments: 2, unread: 1 });
    next = feedComments(next, 3, -5);
    expect(feedVideos(next)[1]).toMatchObject({ comments: 0, unread: 1 });
  });

  it('leaves a feed not loaded yet alone', () => {
    expect(feedAdd(undefined, roomVideo(1))).toBeUndefined();
    expect(feedRemove(undefined, 1)).toBeUndefined();
  });
});
