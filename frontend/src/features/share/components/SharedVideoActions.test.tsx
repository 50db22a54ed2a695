import { Notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeShareClosed, CodeVideoLimit } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { saveFromUrl } from '@/lib/download/save-url';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';
import { videoFixture } from '@/testing/video-fixture';

import { SharedVideoView } from './SharedVideoView';

vi.mock('@/lib/download/save-url', () => ({ saveFromUrl: vi.fn() }));

function renderShare(answer: (call: Call) => Response | undefined = () => undefined, canDownload = true) {
  const fetched = mockFetch(
    (call) => answer(call) ?? envelope(videoFixture({ can_download_share: canDownload, share_key: 'key' })),
  );
  const rendered = render(
    <>
      <Notifications />
      <SharedVideoView id={7} shareKey="key" />
    </>,
    { route: '/share/7/key', path: '/share/:id/:key' },
  );
  return { ...fetched, ...rendered };
}

const forkAnswer = (response: Response) => (call: Call) => (call.url === '/api/video/fork' ? response : undefined);

describe('share page download', () => {
  beforeEach(() => vi.mocked(saveFromUrl).mockClear());

  it('downloads with the share key', async () => {
    const { user, calls } = renderShare((call) =>
      call.url.startsWith('/api/video/download/') ? envelope({ url: '/signed/7.mp4', file_name: 'Quarterly demo.mp4' }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveFromUrl).toHaveBeenCalledWith('/signed/7.mp4', 'Quarterly demo.mp4'));
    expect(calls.map((call) => call.url)).toContain('/api/video/download/7?share_key=key');
  });

  it('says the author turned download off when the server answers -403', async () => {
    const { user } = renderShare((call) =>
      call.url.startsWith('/api/video/download/') ? envelope(null, CodeShareClosed, 'closed', 403) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The video author has turned off download video feature')).toBeInTheDocument();
    expect(saveFromUrl).not.toHaveBeenCalled();
  });

  it('offers neither download nor saving when the author turned them off', async () => {
    renderShare(undefined, false);
    expect(await screen.findByRole('heading', { name: 'Quarterly demo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to My Videos' })).not.toBeInTheDocument();
  });

  it("offers saving but not download when the author allows both but has no Premium", async () => {
    mockFetch(() => envelope(videoFixture({ can_download_share: true, can_download: false, share_key: 'key' })));
    render(<SharedVideoView id={7} shareKey="key" />, { route: '/share/7/key', path: '/share/:id/:key' });
    expect(await screen.findByRole('button', { name: 'Save to My Videos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});

describe('share page save to My Videos', () => {
  it('sends a visitor who is not signed in to the login page, coming back here', async () => {
    const { user, calls } = renderShare();
    await user.click(await screen.findByRole('button', { name: 'Save to My Videos' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fshare%2F7%2Fkey');
    expect(calls.some((call) => call.url === '/api/video/fork')).toBe(false);
  });

  it('saves a copy and links to it', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { user, calls } = renderShare(forkAnswer(envelope(videoFixture({ id: 12 }))));
    await user.click(await screen.findByRole('button', { name: 'Save to My Videos' }));

    expect(await screen.findByText(/Saved to My Videos\./)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/video/fork')?.body).toEqual({ video_id: 7, share_key: 'key', folder_id: 0 });
    await user.click(screen.getByRole('button', { name: 'Open the copy' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/video/12');
  });

  it('says the author turned saving off when the server answers -403', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { user } = renderShare(forkAnswer(envelope(null, CodeShareClosed, 'closed', 403)));
    await user.click(await screen.findByRole('button', { name: 'Save to My Videos' }));
    expect(await screen.findByText('The video author has turned off saving feature')).toBeInTheDocument();
  });

  it("opens the upgrade modal with the user's own limit when the plan is full", async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const full = forkAnswer(envelope(null, CodeVideoLimit, 'limit', 403));
    const { user } = renderShare((call) =>
      call.url === '/api/user/info' ? envelope({ id: 3, videoCount: 50, videoLimit: 50 }) : full(call),
    );
    await user.click(await screen.findByRole('button', { name: 'Save to My Videos' }));
    expect(await screen.findByText(/keeps up to 50 videos, so this copy does not fit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/pricing');
  });
});
