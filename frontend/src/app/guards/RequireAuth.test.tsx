import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearTokens, saveTokens } from '@/lib/auth/token-store';
import { render, screen } from '@/testing/render';

import { RequireAuth } from './RequireAuth';

function LoginPage() {
  const { search } = useLocation();
  return <p>login page {decodeURIComponent(search)}</p>;
}

function ProtectedPage() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/my_videos" element={<p>secret list</p>} />
      </Route>
      <Route path="/login" element={<LoginPage />} />
    </Routes>
  );
}

describe('RequireAuth', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a visitor without a token to login with the redirect', () => {
    render(<ProtectedPage />, { route: '/my_videos?sort=title' });
    expect(screen.queryByText('secret list')).not.toBeInTheDocument();
    expect(screen.getByText('login page ?redirect=/my_videos?sort=title')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    saveTokens({ token: 't', refresh_token: 'r' });
    render(<ProtectedPage />, { route: '/my_videos' });
    expect(screen.getByText('secret list')).toBeInTheDocument();
  });

  it('waits one second after the login expired, then goes to login', () => {
    saveTokens({ token: 't', refresh_token: 'r' });
    vi.useFakeTimers();
    render(<ProtectedPage />, { route: '/my_videos' });

    act(() => clearTokens('expired'));
    expect(screen.getByText('secret list')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('secret list')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('login page ?redirect=/my_videos')).toBeInTheDocument();
  });
});
