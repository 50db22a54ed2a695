import { describe, expect, it } from 'vitest';

import { createDesktopPlatform } from '@/lib/platform';
import { shellAnswer, shellRefusal } from '@/testing/desktop-shell';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { DesktopSignIn } from './DesktopSignIn';

const started = { user_code: 'BCDF-GHJK', expires_in: 600 };

/** The shell: no sign-in under way until a POST starts one (answered with `status`). */
function setup(status: number) {
  let pending = false;
  const { calls } = mockFetch((call: Call) => {
    if (call.method === 'POST') {
      pending = status === 200;
      return status === 200 ? shellAnswer(started) : shellRefusal('sign_in_failed', status);
    }
    return shellAnswer(pending ? started : null);
  });
  const shell = createDesktopPlatform('https://video.example.com').desktop!;
  return { ...render(<DesktopSignIn shell={shell} server="https://video.example.com" />), calls };
}

describe('DesktopSignIn', () => {
  it('opens the browser sign-in and waits for it, showing the code and offering to open it again', async () => {
    const { user, calls } = setup(200);
    expect(screen.getByText('Server: https://video.example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change server' })).toHaveAttribute('href', '/settings');
    await user.click(screen.getByRole('button', { name: 'Sign in with your browser' }));
    expect(await screen.findByTestId('desktop-sign-in-waiting')).toHaveTextContent(
      'Waiting for you to sign in in your browser…',
    );
    expect(screen.getByTestId('desktop-sign-in-code')).toHaveTextContent('BCDF-GHJK');
    await user.click(screen.getByRole('button', { name: 'Open the browser again' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/_desktop/sign-in',
      '/_desktop/sign-in',
    ]);
  });

  it('shows the code of a sign-in the tray started', async () => {
    mockFetch(() => shellAnswer(started));
    const shell = createDesktopPlatform('https://video.example.com').desktop!;
    render(<DesktopSignIn shell={shell} server="https://video.example.com" />);
    expect(await screen.findByTestId('desktop-sign-in-code')).toHaveTextContent('BCDF-GHJK');
    expect(screen.getByRole('button', { name: 'Open the browser again' })).toBeInTheDocument();
  });

  it('says so when the browser could not be opened', async () => {
    const { user } = setup(500);
    await user.click(screen.getByRole('button', { name: 'Sign in with your browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser could not be opened.');
  });
});
