import { describe, expect, it } from 'vitest';

import { withNextPage } from '@/lib/api/endpoints/notifications/read';
import type { Notification } from '@/lib/api/types.gen';

import { arrived, emptyFeed, markAllRead, markRead, markUnread, removeNotification, type Feed } from './model';
import { notificationFixture, notificationRange } from './testing/fixtures';

function feedOf(unread: Notification[], readPages: Notification[][] | undefined, count = unread.length): Feed {
  return {
    unread: { notices: unread, unread_count: count, has_more: false },
    read: readPages && {
      pages: readPages.map((notices) => withNextPage({ notices, unread_count: count, has_more: false })),
      pageParams: readPages.map((_, index) => index),
    },
  };
}

const ids = (list: Notification[] | undefined) => (list ?? []).map((item) => item.id);
const readIds = (feed: Feed) => feed.read?.pages.map((page) => ids(page.notices));

describe('the feed in the cache', () => {
  it('moves a notification marked read into the read ones, in its place, and counts one less', () => {
    const feed = feedOf(notificationRange(10, 3), [notificationRange(6, 2, { is_read: true })]);
    const next = markRead(feed, 9);
    expect(ids(next.unread?.notices)).toEqual([10, 8]);
    expect(next.unread?.unread_count).toBe(2);
    expect(readIds(next)).toEqual([[9, 6, 5]]);
    expect(next.read?.pages[0].notices[0].is_read).toBe(true);
  });

  it('takes the server count when it says one', () => {
    const next = markRead(feedOf(notificationRange(10, 2), undefined, 40), 10, 17);
    expect(next.unread?.unread_count).toBe(17);
  });

  it('marks a read one unread again, back among the unread ones', () => {
    const feed = feedOf([notificationFixture({ id: 12, created_at: 1_764_000_012 })], [notificationRange(9, 3, { is_read: true })]);
    const next = markUnread(feed, 8);
    expect(ids(next.unread?.notices)).toEqual([12, 8]);
    expect(next.unread?.notices[1].is_read).toBe(false);
    expect(next.unread?.unread_count).toBe(2);
    expect(readIds(next)).toEqual([[9, 7]]);
  });

  it('leaves a newly read one older than every loaded one to a later page while more pages follow', () => {
    const full = notificationRange(40, 20, { is_read: true });
    const old = notificationFixture({ id: 3, created_at: 1_764_000_003 });
    const next = markRead(feedOf([old], [full]), 3);
    expect(readIds(next)).toEqual([ids(full)]);
    expect(next.read?.pages[0].next).toBe(21);
    // Without a next page it goes last.
    const short = markRead(feedOf([old], [notificationRange(9, 2, { is_read: true })]), 3);
    expect(readIds(short)).toEqual([[9, 8, 3]]);
  });

  it('keeps the paging place when an item is deleted from a full page', () => {
    const next = removeNotification(feedOf([], [notificationRange(40, 20, { is_read: true })]), 21);
    expect(next.read?.pages[0].notices).toHaveLength(19);
    expect(next.read?.pages[0].next).toBe(21);
  });

  it('marks all read: no unread left, the badge at 0, each now among the read ones', () => {
    const next = markAllRead(feedOf(notificationRange(12, 2), [notificationRange(9, 2, { is_read: true })]));
    expect(next.unread?.notices).toEqual([]);
    expect(next.unread?.unread_count).toBe(0);
    expect(readIds(next)).toEqual([[12, 11, 9, 8]]);
  });

  it('deletes an unread one (one less) and a read one (same count), and empties everything', () => {
    const feed = feedOf(notificationRange(12, 2), [notificationRange(9, 2, { is_read: true })]);
    expect(removeNotification(feed, 12).unread?.unread_count).toBe(1);
    expect(removeNotification(feed, 9).unread?.unread_count).toBe(2);
    expect(readIds(removeNotification(feed, 9))).toEqual([[8]]);
    const empty = emptyFeed(feed);
    expect(empty.unread).toMatchObject({ notices: [], unread_count: 0 });
    expect(readIds(empty)).toEqual([[]]);
    expect(empty.read?.pages[0].next).toBeUndefined();
  });

  it('puts a new one on top and counts it; a grouped one brought up to date replaces its item without counting again', () => {
    const feed = feedOf(notificationRange(12, 2), [notificationRange(9, 1, { is_read: true })]);
    const added = arrived(feed, notificationFixture({ id: 13, created_at: 1_764_000_100 }));
    expect(ids(added.unread?.notices)).toEqual([13, 12, 11]);
    expect(added.unread?.unread_count).toBe(3);

    const grouped = arrived(added, notificationFixture({ id: 11, count: 3, created_at: 1_764_000_200 }));
    expect(ids(grouped.unread?.notices)).toEqual([11, 13, 12]);
    expect(grouped.unread?.notices[0].count).toBe(3);
    expect(grouped.unread?.unread_count).toBe(3);
  });
});
