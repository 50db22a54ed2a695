import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen } from '@/testing/render';

import { UnsubscribeRoute } from './unsubscribe';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/unsubscribe', () => {
  it('reads the token from the address and unsubscribes with it', async () => {
    const { calls } = mockFetch(() => envelope(null));
    render(<UnsubscribeRoute />, { route: '/unsubscribe?token=a.b%2Bc', path: '/unsubscribe' });
    expect(await screen.findByTestId('unsubscribe-done')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ token: 'a.b+c' });
  });
});
