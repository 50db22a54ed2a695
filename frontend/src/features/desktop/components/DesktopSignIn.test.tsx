import { describe, expect, it } from 'vitest';

import { createDesktopPlatform } from '@/lib/platform';
import { mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { DesktopSignIn } from './DesktopSignIn';

function setup(status: number) {
  const { calls } = mockFetch(() => new Response(null, { status }));
  const shell = createDesktopPlatform('https://video.example.com').desktop!;
  return { ...render(<DesktopSignIn shell={shell} server="https://video.example.com" />), calls };
}

describe('DesktopSignIn', () => {
  it('opens the browser sign-in and waits for it, offering to open it again', async () => {
    const { user, calls } = setup(204);
    expect(screen.getByText('Server: https://video.example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change server' })).toHaveAttribute('href', '/settings');
    await user.click(screen.getByRole('button', { name: 'Sign in with your browser' }));
    expect(await screen.findByTestId('desktop-sign-in-waiting')).toHaveTextContent(
      'Waiting for you to sign in in your browser…',
    );
    await user.click(screen.getByRole('button', { name: 'Open the browser again' }));
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/_desktop/sign-in'],
      ['POST', '/_desktop/sign-in'],
    ]);
  });

  it('says so when the browser could not be opened', async () => {
    const { user } = setup(500);
    await user.click(screen.getByRole('button', { name: 'Sign in with your browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser could not be opened.');
  });
});
