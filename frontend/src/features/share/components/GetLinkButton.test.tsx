import { describe, expect, it } from 'vitest';

import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';

import { GetLinkButton } from './GetLinkButton';

function serveShares() {
  const keys = ['first-key', 'second-key'];
  let live: { share_key: string; can_download_share: boolean } | null = null;
  const share = () => ({ ...live, scope: 'public', shared_at: '2026-11-24T10:00:00Z', views: 2 });
  return mockFetch(({ url, method, body }: Call) => {
    if (url.startsWith('/api/video/share/create/7')) {
      live = { share_key: keys.shift()!, can_download_share: true };
      return envelope({ share_key: live.share_key, scope: 'public' });
    }
    if (url === '/api/video/share/list/7') return envelope({ shares: live ? [share()] : [] });
    if (method === 'PUT' && url === '/api/video/share/update/7') {
      live = { ...live!, ...(body as { can_download_share: boolean }) };
      return envelope(share());
    }
    if (method === 'DELETE' && url === '/api/video/share/revoke/7') {
      live = null;
      return envelope(null);
    }
    return envelope(null);
  });
}

const linkField = () => screen.getByRole('textbox', { name: 'Share link' });

describe('GetLinkButton', () => {
  it('creates the link, shows it and copies it', async () => {
    const { calls } = serveShares();
    const { user } = render(<GetLinkButton videoId={7} />);
    await user.click(screen.getByRole('button', { name: 'Get link' }));

    expect(await screen.findByRole('dialog', { name: 'Share this video' })).toBeInTheDocument();
    expect(linkField()).toHaveValue(`${window.location.origin}/share/7/first-key`);
    expect(calls[0].url).toBe('/api/video/share/create/7?scope=public');
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/7/first-key`));
    // Someone else's video: no management, not even the list.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/video/share/list'))).toBe(false);
  });

  it("lets the owner turn off viewers' download and saving", async () => {
    const { calls } = serveShares();
    const { user } = render(<GetLinkButton videoId={7} manage />);
    await user.click(screen.getByRole('button', { name: 'Get link' }));

    const toggle = await screen.findByRole('switch', { name: 'Allow viewers to download and save' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByTestId('share-views')).toHaveTextContent('2 views');
    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/video/share/update/7',
      body: { can_download_share: false },
    });
  });

  it('stops sharing after asking, then offers a new link', async () => {
    const { calls } = serveShares();
    const { user } = render(<GetLinkButton videoId={7} manage />);
    await user.click(screen.getByRole('button', { name: 'Get link' }));
    await screen.findByRole('switch', { name: 'Allow viewers to download and save' });

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop sharing this video?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));

    expect(await screen.findByText('Sharing stopped. The old link no longer works.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/video/share/revoke/7']);
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    await waitFor(() => expect(linkField()).toHaveValue(`${window.location.origin}/share/7/second-key`));
    expect(await screen.findByRole('switch', { name: 'Allow viewers to download and save' })).toBeChecked();
  });
});
