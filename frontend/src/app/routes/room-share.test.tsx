import { describe, expect, it } from 'vitest';

import { CodeForbidden } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { RoomShareRoute } from './room-share';

describe('RoomShareRoute', () => {
  it('asks someone outside the room or workspace to get access, and to sign in first', async () => {
    const { calls } = mockFetch(() => envelope(null, CodeForbidden, 'forbidden', 403));
    render(<RoomShareRoute />, { route: '/roomShare/7/abc', path: '/roomShare/:id/:key' });
    expect(await screen.findByText('Ask for access')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).some((link) => link.getAttribute('href')?.includes('redirect=%2FroomShare%2F7%2Fabc'))).toBe(true);
    expect(calls[0].url).toBe('/api/video/share/detail/7?share_key=abc');
  });
});
