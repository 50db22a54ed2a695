import type { InfiniteData } from '@tanstack/react-query';

import type { NotificationPage } from '@/lib/api/endpoints/notifications/read';
import type { Notification, NotificationList } from '@/lib/api/types.gen';

export type ReadPages = InfiniteData<NotificationPage, number>;

/** The feed as the cache holds it: the unread list (with the badge's count) and the read pages loaded. */
export interface Feed {
  unread: NotificationList | undefined;
  read: ReadPages | undefined;
}

/** Newest first, as the server lists them. */
function newer(a: Notification, b: Notification): boolean {
  return a.created_at !== b.created_at ? a.created_at > b.created_at : a.id > b.id;
}

function insertSorted(list: Notification[], item: Notification): Notification[] {
  const at = list.findIndex((other) => newer(item, other));
  return at < 0 ? [...list, item] : [...list.slice(0, at), item, ...list.slice(at)];
}

function withoutId(list: Notification[], id: number): Notification[] {
  return list.filter((item) => item.id !== id);
}

export function findNotification(feed: Feed, id: number): Notification | undefined {
  return feed.unread?.notices.find((item) => item.id === id) ?? feed.read?.pages.flatMap((page) => page.notices).find((item) => item.id === id);
}

function removeFromRead(read: ReadPages | undefined, id: number): ReadPages | undefined {
  if (!read) return read;
  return { ...read, pages: read.pages.map((page) => ({ ...page, notices: withoutId(page.notices, id) })) };
}

/**
 * Puts a read notification where it belongs among the loaded pages. One older than every loaded
 * one is left to a later page when more pages follow, so the paging's place stays the server's.
 */
function insertRead(read: ReadPages | undefined, item: Notification): ReadPages | undefined {
  if (!read || read.pages.length === 0) return read;
  const pages = read.pages;
  let target = pages.findIndex((page) => page.notices.some((other) => newer(item, other)));
  if (target < 0) {
    if (pages.at(-1)?.next !== undefined) return read;
    target = pages.length - 1;
  }
  return {
    ...read,
    pages: pages.map((page, index) => (index === target ? { ...page, notices: insertSorted(page.notices, item) } : page)),
  };
}

function withCount(unread: NotificationList | undefined, count: number): NotificationList | undefined {
  return unread && { ...unread, unread_count: Math.max(0, count) };
}

/** Which count the badge shows after a change: the server's when it said, else the local reckoning. */
function countAfter(feed: Feed, delta: number, count: number | undefined): number {
  return count ?? (feed.unread?.unread_count ?? 0) + delta;
}

export function markRead(feed: Feed, id: number, count?: number): Feed {
  const item = findNotification(feed, id);
  const wasUnread = item !== undefined && !item.is_read;
  const unread = feed.unread && { ...feed.unread, notices: withoutId(feed.unread.notices, id) };
  const read = item && wasUnread ? insertRead(removeFromRead(feed.read, id), { ...item, is_read: true }) : feed.read;
  return { unread: withCount(unread, countAfter(feed, wasUnread ? -1 : 0, count)), read };
}

export function markUnread(feed: Feed, id: number, count?: number): Feed {
  const item = findNotification(feed, id);
  const wasRead = item !== undefined && item.is_read;
  const unread =
    feed.unread && item && wasRead
      ? { ...feed.unread, notices: insertSorted(feed.unread.notices, { ...item, is_read: false }) }
      : feed.unread;
  return { unread: withCount(unread, countAfter(feed, wasRead ? 1 : 0, count)), read: removeFromRead(feed.read, id) };
}

export function markAllRead(feed: Feed): Feed {
  let read = feed.read;
  for (const item of feed.unread?.notices ?? []) read = insertRead(read, { ...item, is_read: true });
  return { unread: feed.unread && { ...feed.unread, notices: [], unread_count: 0 }, read };
}

export function removeNotification(feed: Feed, id: number, count?: number): Feed {
  const item = findNotification(feed, id);
  const wasUnread = item !== undefined && !item.is_read;
  const unread = feed.unread && { ...feed.unread, notices: withoutId(feed.unread.notices, id) };
  return { unread: withCount(unread, countAfter(feed, wasUnread ? -1 : 0, count)), read: removeFromRead(feed.read, id) };
}

export function emptyFeed(feed: Feed): Feed {
  return {
    unread: feed.unread && { ...feed.unread, notices: [], unread_count: 0, has_more: false },
    read: feed.read && { ...feed.read, pages: feed.read.pages.map((page) => ({ ...page, notices: [], next: undefined })) },
  };
}

/**
 * notification:new: a new one, or a grouped one brought up to date (the same id), goes to the
 * top of the unread ones; the badge grows unless it was unread already.
 */
export function arrived(feed: Feed, item: Notification): Feed {
  const before = findNotification(feed, item.id);
  const alreadyUnread = before !== undefined && !before.is_read;
  const read = removeFromRead(feed.read, item.id);
  if (item.is_read) return { unread: feed.unread, read: insertRead(read, item) };
  const unread = feed.unread && {
    ...feed.unread,
    notices: insertSorted(withoutId(feed.unread.notices, item.id), item),
  };
  return { unread: withCount(unread, countAfter(feed, alreadyUnread ? 0 : 1, undefined)), read };
}
