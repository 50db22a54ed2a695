import { notifications as toasts } from '@mantine/notifications';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NotifyChannelVideo, NotifyMention } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope } from '@/testing/fetch-mock';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@/testing/render';

import { NotificationBell } from './NotificationBell';
import { notificationFixture, notificationRange } from '../testing/fixtures';
import { readPageCalls, serveNotifications } from '../testing/server';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const items = (section: string) =>
  within(screen.getByTestId(`notification-section-${section}`))
    .getAllByTestId('notification-item')
    .map((item) => Number(item.getAttribute('data-notification-id')));

const bell = () => screen.getByTestId('notification-bell');

async function openPanel(user: ReturnType<typeof render>['user']) {
  await waitFor(() => expect(bell()).toHaveAccessibleName(/Notifications/));
  await user.click(bell());
}

/** The list reports being scrolled to its end. */
function scrollToEnd() {
  const list = screen.getByTestId('notification-list');
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1_000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(list, 'scrollTop', { configurable: true, writable: true, value: 600 });
  fireEvent.scroll(list);
}

describe('NotificationBell', () => {
  it('shows the unread count on the badge', async () => {
    serveNotifications(notificationRange(30, 3));
    render(<NotificationBell userId={1} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('3');
  });

  it('lists unread then read ones, loading read ones because fewer than 10 are unread', async () => {
    const { calls } = serveNotifications([...notificationRange(30, 2), ...notificationRange(20, 3, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('read')).toEqual([20, 19, 18]));
    expect(items('unread')).toEqual([30, 29]);
    expect(await screen.findByRole('group', { name: 'Unread' })).toBeInTheDocument();
    expect(readPageCalls(calls)).toEqual([0]);
  });

  it('shows one "all" section when nothing is unread', async () => {
    serveNotifications(notificationRange(20, 2, { is_read: true }));
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('all')).toEqual([20, 19]));
    expect(screen.queryByTestId('notification-section-unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-read-all')).toBeDisabled();
  });

  it('asks for no read ones with 10 unread, until the list is scrolled to its end', async () => {
    const { calls } = serveNotifications([...notificationRange(50, 10), ...notificationRange(30, 2, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('unread')).toHaveLength(10));
    expect(readPageCalls(calls)).toEqual([]);
    scrollToEnd();
    await waitFor(() => expect(items('read')).toEqual([30, 29]));
  });

  it('pages read ones by 20 from the oldest loaded while pages are full, and stops on an empty page', async () => {
    const { calls } = serveNotifications(notificationRange(100, 40, { is_read: true }));
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('all')).toHaveLength(20));
    scrollToEnd();
    await waitFor(() => expect(items('all')).toHaveLength(40));
    expect(readPageCalls(calls)).toEqual([0, 81]);
    // The second page was full: one more is asked for, which is empty, and paging ends.
    scrollToEnd();
    await waitFor(() => expect(readPageCalls(calls)).toEqual([0, 81, 61]));
    scrollToEnd();
    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readPageCalls(calls)).toEqual([0, 81, 61]);
  });

  it('stops after a page that is not full', async () => {
    const { calls } = serveNotifications(notificationRange(100, 25, { is_read: true }));
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('all')).toHaveLength(20));
    scrollToEnd();
    await waitFor(() => expect(items('all')).toHaveLength(25));
    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readPageCalls(calls)).toEqual([0, 81]);
  });

  it('toggles an item read and unread, moving it between the sections and counting the badge', async () => {
    const server = serveNotifications([...notificationRange(30, 2), ...notificationRange(20, 1, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('read')).toEqual([20]));
    const first = screen.getAllByTestId('notification-item')[0];
    await user.click(await within(first).findByRole('button', { name: 'Mark as read' }));
    expect(items('unread')).toEqual([29]);
    expect(items('read')).toEqual([30, 20]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(server.calls.some((call) => call.method === 'PUT' && call.url === '/api/notification/read/30')).toBe(true);

    const read20 = screen.getAllByTestId('notification-item').find((item) => item.getAttribute('data-notification-id') === '20')!;
    await user.click(within(read20).getByRole('button', { name: 'Mark as unread' }));
    expect(items('unread')).toEqual([29, 20]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(server.feed().find((item) => item.id === 20)?.is_read).toBe(false);
  });

  it('deletes an item, and puts it back with a toast when the server refuses', async () => {
    let refuse = false;
    const show = vi.spyOn(toasts, 'show');
    serveNotifications(notificationRange(30, 3), {
      override: (call) => (refuse && call.method === 'DELETE' ? envelope(null, 500001, 'down', 500) : undefined),
    });
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('unread')).toEqual([30, 29, 28]));
    const [first, second] = screen.getAllByTestId('notification-item');
    await user.click(await within(first).findByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(items('unread')).toEqual([29, 28]);

    refuse = true;
    await user.click(within(second).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(items('unread')).toEqual([29, 28]));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ id: 'notification-delete-failed', message: "Couldn't delete the notification" }));
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('marks all read: the badge clears and every item is in the "all" section', async () => {
    const server = serveNotifications([...notificationRange(30, 2), ...notificationRange(20, 1, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('read')).toEqual([20]));
    await user.click(screen.getByTestId('notification-read-all'));
    await waitFor(() => expect(items('all')).toEqual([30, 29, 20]));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(server.calls.some((call) => call.method === 'PUT' && call.url === '/api/notification/read_all')).toBe(true);
  });

  it('clears all after confirming, then shows the empty state', async () => {
    const server = serveNotifications([...notificationRange(30, 2), ...notificationRange(20, 1, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(items('read')).toEqual([20]));
    await user.click(screen.getByTestId('notification-clear-all'));
    expect(await screen.findByText('Clear all notifications?')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByTestId('notification-clear-confirm'));
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications');
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(server.feed()).toEqual([]);
  });

  it('says who did what where, grouped ones with "and N others", with the comment', async () => {
    serveNotifications([
      notificationFixture({ id: 3, event: NotifyMention, subject: { id: 5, nickname: 'Carol', avatar: '' }, extra: { content: 'see @Ann' } }),
      notificationFixture({ id: 2, count: 3 }),
      notificationFixture({ id: 1, event: NotifyChannelVideo, extra: { channel_id: 5, channel_name: 'Design', video_title: 'Sprint' } }),
    ]);
    const { user } = render(<NotificationBell userId={1} />);
    await openPanel(user);
    await waitFor(() => expect(screen.getAllByTestId('notification-text')).toHaveLength(3));
    expect(screen.getAllByTestId('notification-text').map((text) => text.textContent)).toEqual([
      'Carol mentioned you on “Quarterly demo”',
      'Bob and 2 others commented on your video “Quarterly demo”',
      'Bob posted “Sprint” in Design',
    ]);
    expect(screen.getByText('see @Ann')).toBeInTheDocument();
  });

  it('says when the notifications cannot load, and tries again', async () => {
    let down = true;
    serveNotifications(notificationRange(30, 1), {
      override: (call) => (down && call.url === '/api/notification/unread' ? envelope(null, 500001, 'down', 500) : undefined),
    });
    const { user } = render(<NotificationBell userId={1} />);
    await user.click(bell());
    expect(await screen.findByTestId('notifications-failed')).toHaveTextContent("Couldn't load your notifications");
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items('unread')).toEqual([30]));
  });

  it('speaks Simplified Chinese', async () => {
    serveNotifications([notificationFixture({ id: 2, count: 2 }), ...notificationRange(1, 1, { is_read: true })]);
    const { user } = render(<NotificationBell userId={1} />);
    await act(() => i18n.changeLanguage('zh-CN'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('通知，1 条未读'));
    await user.click(bell());
    expect(await screen.findByText('Bob 和其他 1 人评论了你的视频“Quarterly demo”')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '未读' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '已读' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-read-all')).toHaveTextContent('全部标为已读');
  });

  it('opens the video at the comment when an item is clicked, marking it read', async () => {
    const server = serveNotifications([notificationFixture({ id: 3, extra: { channel_id: 5, played_time: 42_000 } })]);
    const { user } = render(<NotificationBell userId={1} />, { route: '/my_videos', path: '/my_videos' });
    await openPanel(user);
    await user.click(await screen.findByText('Bob commented on your video “Quarterly demo”'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/roomDetail/5/7?t=42');
    await waitFor(() => expect(server.feed()[0].is_read).toBe(true));
  });
});
