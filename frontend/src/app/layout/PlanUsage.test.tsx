import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { PlanUsage } from './PlanUsage';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

function server(capacity: { used_capacaty: number; upper_capacity: number }, isVip = false) {
  return mockFetch((call) => {
    if (call.url === '/api/user/info') return envelope({ id: 1, isVip, videoCount: 31, videoLimit: 30 });
    if (call.url === '/api/video/capacity') return envelope(capacity);
    return envelope(null);
  });
}

describe('PlanUsage', () => {
  it('counts from /video/capacity, which leaves the trash out, and says so', async () => {
    server({ used_capacaty: 12, upper_capacity: 30 });
    render(<PlanUsage />);
    expect(await screen.findByText('12 of 30 videos used')).toBeInTheDocument();
    expect(screen.getByText("Videos in the trash don't count.")).toBeInTheDocument();
  });

  it('shows the Premium badge when the capacity is unlimited', async () => {
    server({ used_capacaty: 120, upper_capacity: -1 });
    render(<PlanUsage />);
    expect(await screen.findByText('Premium')).toBeInTheDocument();
  });
});
