import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EventNotificationDelete,
  EventNotificationNew,
  EventNotificationRead,
  EventNotificationReadAll,
  LiveEventOp,
  type Notification,
  type NotificationChange,
} from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient, type FakeLiveSocket } from '@/testing/fake-live-socket';
import { act, configure, render, screen, waitFor, within } from '@/testing/render';

import { NotificationBell } from './NotificationBell';
import { notificationFixture, notificationRange } from '../testing/fixtures';
import { serveNotifications } from '../testing/server';

configure({ asyncUtilTimeout: 10_000 });

let socket: FakeLiveSocket;

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.getByTestId('notification-bell');
const ids = () => screen.queryAllByTestId('notification-item').map((item) => Number(item.getAttribute('data-notification-id')));

/** The bell with its socket open on the user's topic. */
async function setup(initial: Notification[]) {
  const server = serveNotifications(initial);
  const live = fakeLiveClient();
  installLiveClient(live.client);
  const view = render(<NotificationBell userId={1} />);
  await waitFor(() => expect(live.sockets).toHaveLength(1));
  socket = live.sockets[0];
  act(() => socket.serverOpen());
  expect(socket.sent).toEqual([{ op: 'subscribe', topic: 'user:1' }]);
  await waitFor(() => expect(bell()).toHaveAccessibleName(/Notifications/));
  return { ...view, server };
}

function push(type: string, data: Notification | NotificationChange) {
  act(() => socket.serverSend({ op: LiveEventOp, topic: 'user:1', type, data }));
}

describe('NotificationBell live', () => {
  it('adds a new notification on top and grows the badge, and rings the bell', async () => {
    const { user } = await setup(notificationRange(30, 2));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    await waitFor(() => expect(ids()).toEqual([30, 29]));

    push(EventNotificationNew, notificationFixture({ id: 31, created_at: 1_764_000_100 }));
    await waitFor(() => expect(ids()).toEqual([31, 30, 29]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await waitFor(() => expect(bell().querySelector('[data-ringing]')).toHaveAttribute('data-ringing', 'true'));
  });

  it('replaces a grouped notification of the same id instead of adding one, without counting it twice', async () => {
    const { user } = await setup(notificationRange(30, 2));
    await user.click(bell());
    await waitFor(() => expect(ids()).toEqual([30, 29]));

    push(EventNotificationNew, notificationFixture({ id: 29, count: 4, created_at: 1_764_000_100 }));
    await waitFor(() => expect(ids()).toEqual([29, 30]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await waitFor(() => expect(screen.getAllByTestId('notification-text')[0]).toHaveTextContent('Bob and 3 others commented'));
  });

  it('follows read_all from another tab: the badge clears and the items are read', async () => {
    const { user } = await setup(notificationRange(30, 3));
    await user.click(bell());
    await waitFor(() => expect(ids()).toEqual([30, 29, 28]));

    push(EventNotificationReadAll, { id: 0, unread_count: 0 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(within(screen.getByTestId('notification-section-all')).getAllByTestId('notification-item')).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('bell-badge').querySelector('.mantine-Indicator-indicator')).toBeNull());
  });

  it('follows a read and a delete from another tab, taking their unread counts', async () => {
    const { user } = await setup(notificationRange(30, 3));
    await user.click(bell());
    await waitFor(() => expect(ids()).toEqual([30, 29, 28]));

    push(EventNotificationRead, { id: 29, unread_count: 2 });
    await waitFor(() => expect(screen.getByTestId('notification-section-read')).toHaveTextContent('video 29'));
    push(EventNotificationDelete, { id: 30, unread_count: 1 });
    await waitFor(() => expect(ids()).toEqual([28, 29]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('does not ring when the count shrinks', async () => {
    await setup(notificationRange(30, 3));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    push(EventNotificationRead, { id: 29, unread_count: 2 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await waitFor(() => expect(bell().querySelector('[data-ringing]')).toHaveAttribute('data-ringing', 'false'));
  });
});
