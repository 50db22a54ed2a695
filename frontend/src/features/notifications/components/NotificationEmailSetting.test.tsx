import { notifications as toasts } from '@mantine/notifications';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope } from '@/testing/fetch-mock';
import { act, configure, render, screen, waitFor } from '@/testing/render';

import { NotificationEmailSetting } from './NotificationEmailSetting';
import { serveNotifications } from '../testing/server';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const toggle = () => screen.getByRole('switch', { name: /E-mail me mentions and replies I have not seen/ });

describe('NotificationEmailSetting', () => {
  it('shows the saved setting and saves a change', async () => {
    const server = serveNotifications([], { emailUnseen: true });
    const { user } = render(<NotificationEmailSetting />);
    await waitFor(() => expect(toggle()).toBeChecked());
    await user.click(toggle());
    expect(toggle()).not.toBeChecked();
    await waitFor(() => expect(server.settings()).toEqual({ email_unseen: false }));
    expect(server.calls.find((call) => call.method === 'PUT')?.url).toBe('/api/notification/settings');
  });

  it('switches back when the server refuses', async () => {
    const show = vi.spyOn(toasts, 'show');
    serveNotifications([], {
      emailUnseen: false,
      override: (call) => (call.method === 'PUT' ? envelope(null, 500001, 'down', 500) : undefined),
    });
    const { user } = render(<NotificationEmailSetting />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    await user.click(toggle());
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: "Couldn't save the setting" })));
    expect(toggle()).not.toBeChecked();
  });

  it('speaks Simplified Chinese', async () => {
    serveNotifications([]);
    render(<NotificationEmailSetting />);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByRole('switch', { name: /用邮件提醒我未查看的提及和回复/ })).toBeChecked();
  });
});
