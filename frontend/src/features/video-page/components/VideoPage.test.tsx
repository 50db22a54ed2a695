import { Notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeInternal, CodeVideoNotReady } from '@/lib/api/types.gen';
import { saveFromUrl } from '@/lib/download/save-url';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';
import { videoFixture } from '@/testing/video-fixture';

import { VideoPage } from './VideoPage';

vi.mock('@/lib/download/save-url', () => ({ saveFromUrl: vi.fn() }));

type Answer = (call: Call) => Response | undefined;

function serve(answer: Answer = () => undefined) {
  return mockFetch((call) => answer(call) ?? envelope(videoFixture()));
}

function renderPage(viewerId = 1) {
  return render(
    <>
      <Notifications />
      <VideoPage id={7} viewerId={viewerId} getLink={() => <button type="button">Get link</button>} />
    </>,
    { route: '/video/7', path: '/video/:id' },
  );
}

const over = (call: Call, method: string, url: string) => call.method === method && call.url === url;

describe('VideoPage side panel', () => {
  beforeEach(() => vi.mocked(saveFromUrl).mockClear());

  it('shows the uploader, views and the owner actions', async () => {
    serve();
    renderPage();
    expect(await screen.findByTestId('video-uploader')).toHaveTextContent('Ann');
    expect(screen.getByTestId('video-shared-time')).toHaveTextContent('3 views');
    expect(screen.getByRole('button', { name: 'Get link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });

  it('offers others the link but neither renaming nor the more-menu', async () => {
    serve();
    renderPage(99);
    expect(await screen.findByRole('heading', { name: 'Quarterly demo' })).toBeInTheDocument();
    expect(screen.queryByTestId('video-title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get link' })).toBeInTheDocument();
  });
});

describe('VideoPage title editing', () => {
  it('renames on Enter and shows the new title', async () => {
    const { calls } = serve((call) => (over(call, 'PUT', '/api/video/rename') ? envelope(null) : undefined));
    const { user } = renderPage();
    await user.click(await screen.findByTestId('video-title'));
    const input = screen.getByRole('textbox', { name: 'Video title' });
    await user.clear(input);
    await user.type(input, '  Q4 review  {Enter}');

    expect(await screen.findByTestId('video-title')).toHaveTextContent('Q4 review');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/video/rename', body: { id: 7, name: 'Q4 review' } }),
    ]);
  });

  it('reverts a blank name on blur without asking the server', async () => {
    const { calls } = serve();
    const { user } = renderPage();
    await user.click(await screen.findByTestId('video-title'));
    await user.clear(screen.getByRole('textbox', { name: 'Video title' }));
    expect(screen.getByText('The name cannot be empty!')).toBeInTheDocument();
    await user.click(document.body);

    expect(screen.getByTestId('video-title')).toHaveTextContent('Quarterly demo');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('refuses a name over 80 characters and accepts one of 80', async () => {
    const { calls } = serve((call) => (over(call, 'PUT', '/api/video/rename') ? envelope(null) : undefined));
    const { user } = renderPage();
    await user.click(await screen.findByTestId('video-title'));
    const input = screen.getByRole('textbox', { name: 'Video title' });
    await user.clear(input);
    await user.type(input, 'x'.repeat(81));
    expect(screen.getByText('The name is too long!')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('video-title')).toHaveTextContent('Quarterly demo');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByTestId('video-title'));
    await user.clear(screen.getByRole('textbox', { name: 'Video title' }));
    await user.type(screen.getByRole('textbox', { name: 'Video title' }), `${'y'.repeat(80)}{Enter}`);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 7, name: 'y'.repeat(80) });
  });

  it("says 'video rename failed' and keeps the old title when the server refuses", async () => {
    serve((call) => (over(call, 'PUT', '/api/video/rename') ? envelope(null, CodeInternal, 'boom', 500) : undefined));
    const { user } = renderPage();
    await user.click(await screen.findByTestId('video-title'));
    await user.type(screen.getByRole('textbox', { name: 'Video title' }), ' 2{Enter}');

    expect(await screen.findByText('video rename failed')).toBeInTheDocument();
    expect(screen.getByTestId('video-title')).toHaveTextContent('Quarterly demo');
  });

  it('starts editing from the more-menu', async () => {
    serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(screen.getByRole('textbox', { name: 'Video title' })).toHaveValue('Quarterly demo');
  });
});

describe('VideoPage download', () => {
  beforeEach(() => vi.mocked(saveFromUrl).mockClear());

  it('saves the MP4 from the signed URL under its file name', async () => {
    serve((call) =>
      call.url === '/api/video/download/7' ? envelope({ url: '/signed/7.mp4', file_name: 'Quarterly demo.mp4' }) : undefined,
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(saveFromUrl).toHaveBeenCalledWith('/signed/7.mp4', 'Quarterly demo.mp4'));
  });

  it('says the video is still uploading', async () => {
    serve((call) => (call.url === '/api/video/download/7' ? envelope(null, CodeVideoNotReady, 'not ready', 409) : undefined));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    expect(await screen.findByText('Video is uploading, please try again later')).toBeInTheDocument();
    expect(saveFromUrl).not.toHaveBeenCalled();
  });
});

describe('VideoPage delete', () => {
  it('asks, moves the video to the trash, then leaves for / when the page was opened directly', async () => {
    const { calls } = serve((call) => (over(call, 'DELETE', '/api/items/trash') ? envelope(null) : undefined));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ folders: [], videos: [7] });
  });
});
