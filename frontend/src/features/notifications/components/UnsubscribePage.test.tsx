import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeInvalidParam } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, configure, render, screen } from '@/testing/render';

import { UnsubscribePage } from './UnsubscribePage';

configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('UnsubscribePage', () => {
  it('posts the link token without signing in, once, and says it is done', async () => {
    const { calls } = mockFetch(() => envelope(null));
    render(<UnsubscribePage token="tok.en" />);
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent('You are unsubscribed');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/notification/unsubscribe', method: 'POST', body: { token: 'tok.en' } });
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('says a forged or broken link does not work', async () => {
    mockFetch(() => envelope(null, CodeInvalidParam, 'invalid token'));
    render(<UnsubscribePage token="forged" />);
    expect(await screen.findByTestId('unsubscribe-invalid')).toHaveTextContent('This unsubscribe link does not work');
  });

  it('says a link without a token does not work, asking nothing', () => {
    const { calls } = mockFetch(() => envelope(null));
    render(<UnsubscribePage token="" />);
    expect(screen.getByTestId('unsubscribe-invalid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers to try again after a failure', async () => {
    let fail = true;
    mockFetch(() => (fail ? envelope(null, 500001, 'down', 500) : envelope(null)));
    const { user } = render(<UnsubscribePage token="tok" />);
    expect(await screen.findByTestId('unsubscribe-failed')).toHaveTextContent("Couldn't unsubscribe");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('unsubscribe-done')).toBeInTheDocument();
  });

  it('speaks Simplified Chinese', async () => {
    mockFetch(() => envelope(null));
    render(<UnsubscribePage token="tok" />);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent('已退订');
  });
});
