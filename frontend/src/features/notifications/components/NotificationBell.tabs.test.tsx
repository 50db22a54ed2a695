import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { configure, render, screen, waitFor, within } from '@/testing/render';

import { NotificationBell } from './NotificationBell';
import { notificationRange } from '../testing/fixtures';
import { serveNotifications } from '../testing/server';

configure({ asyncUtilTimeout: 10_000 });

/** Another tab of the same browser, on the channel the tabs mark outdated data on. */
let otherTab: BroadcastChannel;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  saveTokens({ token: 'access', refresh_token: 'refresh' });
  otherTab = new BroadcastChannel('reelroom-outdated');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => otherTab.close());

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const unreadCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/notification/unread').length;

describe('NotificationBell across tabs (spec 4)', () => {
  it('tells the other tabs when it changed notifications', async () => {
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    serveNotifications(notificationRange(30, 2));
    const { user } = render(<NotificationBell userId={1} />);
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(screen.getByTestId('notification-bell'));
    const [first] = await screen.findAllByTestId('notification-item');
    await user.click(await within(first).findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(heard).toContainEqual({ kind: 'notifications' }));
  });

  it('reloads them when shown again after another tab changed them', async () => {
    const server = serveNotifications(notificationRange(30, 2));
    // Only the mark reloads here, not the return of focus.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    render(<NotificationBell userId={1} />, { queryClient });
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread'));
    const before = unreadCalls(server.calls);
    show('hidden');
    show('visible');
    expect(unreadCalls(server.calls)).toBe(before);

    show('hidden');
    // A third listener hears the mark when this tab does.
    const probe = new BroadcastChannel('reelroom-outdated');
    const delivered = new Promise((resolve) => (probe.onmessage = resolve));
    otherTab.postMessage({ kind: 'notifications' });
    await delivered;
    probe.close();
    // The hidden tab only notes it; nothing is asked yet.
    expect(unreadCalls(server.calls)).toBe(before);

    show('visible');
    await waitFor(() => expect(unreadCalls(server.calls)).toBe(before + 1));
  });
});
