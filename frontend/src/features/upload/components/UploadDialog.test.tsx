import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeVideoLimit, VideoFail, VideoOK } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitForElementToBeRemoved, within } from '@/testing/render';

import { UploadButton } from './UploadButton';
import { UploadProvider } from './UploadProvider';
import { startTusUpload, type TusUploadOptions } from '../api/tus-upload';

vi.mock('../api/tus-upload', () => ({ startTusUpload: vi.fn() }));

/** Stands in for tus-js-client: the test drives progress and the outcome of each transfer. */
function fakeTus() {
  const transfers: { options: TusUploadOptions; resolve: () => void; reject: (error: Error) => void }[] = [];
  vi.mocked(startTusUpload).mockImplementation((options) => {
    const done = new Promise<void>((resolve, reject) => transfers.push({ options, resolve, reject }));
    return { done, abort: vi.fn() };
  });
  return transfers;
}

interface ServerOptions {
  detail?: number;
  user?: { videoCount: number; videoLimit: number };
  initCode?: number;
}

function server({ detail = VideoOK, user = { videoCount: 0, videoLimit: 30 }, initCode = 0 }: ServerOptions = {}) {
  let nextId = 40;
  return mockFetch((call: Call) => {
    if (call.url === '/api/user/info') return envelope({ id: 1, nickname: 'Me', isVip: false, ...user });
    if (call.url === '/api/v2/record/local/init') {
      if (initCode) return envelope(null, initCode, 'The Basic plan keeps up to 30 videos.');
      return envelope({ video_id: ++nextId, upload_url: '/api/v2/record/upload/' });
    }
    if (call.url === '/api/v2/record/local/complete') return envelope({ id: (call.body as { video_id: number }).video_id });
    const detailId = /^\/api\/video\/detail\/(\d+)$/.exec(call.url)?.[1];
    if (detailId) return envelope({ id: Number(detailId), status: detail });
    return envelope(null);
  });
}

const mp4Head = [0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0];
const movHead = [0, 0, 0, 0x14, ...new TextEncoder().encode('ftypqt  '), 0, 0, 2, 0];
const video = (name: string, head = mp4Head) =>
  new File([new Uint8Array(head), new Uint8Array(2048)], name, { type: 'video/mp4' });
const fakeMp4 = (name: string) => new File(['this is a text file named like a video'], name, { type: 'video/mp4' });

function renderUpload(folderId?: number) {
  const result = render(
    <UploadProvider>
      <UploadButton folderId={folderId} />
    </UploadProvider>,
  );
  return { ...result, invalidate: vi.spyOn(result.queryClient, 'invalidateQueries') };
}

async function openDialog(user: ReturnType<typeof render>['user']) {
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Upload videos' });
}

const picker = () => screen.getByLabelText('Drop MP4 files here, or click to browse');
const item = (name: string) => screen.getByRole('listitem', { name });

describe('UploadDialog', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it('lists the chosen files, refusing by their bytes, and counts what will start', async () => {
    const { calls } = server();
    const { user } = renderUpload();
    await openDialog(user);

    expect(picker()).toHaveAttribute('accept', 'video/mp4,.mp4');
    expect(picker()).toHaveAttribute('multiple');
    await user.upload(picker(), [video('demo.mp4'), video('screen.mov', movHead), fakeMp4('notes.mp4')]);

    expect(await screen.findByRole('button', { name: 'Start upload (2)' })).toBeEnabled();
    expect(within(item('notes.mp4')).getByRole('alert')).toHaveTextContent('Wrong format');
    expect(within(item('notes.mp4')).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await user.click(within(item('demo.mp4')).getByRole('button', { name: 'Remove demo.mp4' }));
    expect(screen.queryByRole('listitem', { name: 'demo.mp4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start upload (1)' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('uploads into the folder the dialog was opened from', async () => {
    const tus = fakeTus();
    const { calls } = server();
    const { user } = renderUpload(5);
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));
    await vi.waitFor(() => expect(tus).toHaveLength(1));
    expect(calls.find((call) => call.url === '/api/v2/record/local/init')?.body).toMatchObject({ folder_id: 5 });
  });

  it('says a file was already added, for 3 seconds', async () => {
    server();
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await screen.findByRole('listitem', { name: 'demo.mp4' });
    await user.upload(picker(), [video('demo.mp4')]);

    const notice = await screen.findByText('The video "demo.mp4" was already added');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitForElementToBeRemoved(notice, { timeout: 4000 });
  });

  it('uploads, processes and ends with success/total, then refreshes My Videos on close', async () => {
    const tus = fakeTus();
    const { calls } = server();
    const { user, invalidate } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('  A very long title that keeps going and going well past the eighty character limit.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));

    await vi.waitFor(() => expect(tus).toHaveLength(1));
    expect(calls.find((call) => call.url === '/api/v2/record/local/init')?.body).toMatchObject({
      title: 'A very long title that keeps going and going well past the eighty character limi',
      folder_id: 0,
      client: 'web',
    });
    expect(tus[0].options).toMatchObject({ endpoint: '/api/v2/record/upload/', videoId: 41 });
    expect(screen.queryByLabelText('Drop MP4 files here, or click to browse')).not.toBeInTheDocument();

    tus[0].options.onProgress(1032, 2064);
    expect(await screen.findByText('50%')).toBeInTheDocument();

    tus[0].resolve();
    expect(await screen.findByText('1/1 uploaded')).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v2/record/local/complete')?.body).toEqual({ video_id: 41 });

    invalidate.mockClear();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['videos'] });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Drop MP4 files here, or click to browse')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows Upload failed with Try again, which resumes the same upload', async () => {
    const tus = fakeTus();
    server();
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));
    await vi.waitFor(() => expect(tus).toHaveLength(1));
    tus[0].options.onUploadUrl?.('http://localhost/api/v2/record/upload/abc');
    tus[0].reject(new Error('tus: connection reset'));

    expect(await within(item('demo.mp4')).findByText('Upload failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(tus).toHaveLength(2));
    expect(tus[1].options).toMatchObject({ videoId: 41, uploadUrl: 'http://localhost/api/v2/record/upload/abc' });
  });

  it('says Invalid video when processing fails, with nothing to retry', async () => {
    const tus = fakeTus();
    server({ detail: VideoFail });
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));
    await vi.waitFor(() => expect(tus).toHaveLength(1));
    tus[0].resolve();

    expect(await within(item('demo.mp4')).findByText('Invalid video')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('0/1 uploaded')).toBeInTheDocument();
  });

  it('opens the subscribe modal when the Basic plan is full', async () => {
    fakeTus();
    const { calls } = server({ user: { videoCount: 30, videoLimit: 30 } });
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));

    expect(await screen.findByText('The Basic plan keeps up to 30 videos. Get Premium for unlimited videos.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/pricing');
    expect(within(item('demo.mp4')).getByText('Basic plan video limit reached')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/v2/record/local/init')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByText('Get Premium', { selector: 'a *' })).not.toBeInTheDocument());
  });

  it('treats init refused with the video-limit code the same way', async () => {
    fakeTus();
    server({ initCode: CodeVideoLimit });
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));

    expect(await within(item('demo.mp4')).findByText('Basic plan video limit reached')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get Premium' })).toBeInTheDocument();
  });

  it('minimises to a floating progress bar while uploading, warns before leaving, and reopens', async () => {
    const tus = fakeTus();
    server();
    const { user } = renderUpload();
    await openDialog(user);
    await user.upload(picker(), [video('demo.mp4')]);
    await user.click(await screen.findByRole('button', { name: 'Start upload (1)' }));
    await vi.waitFor(() => expect(tus).toHaveLength(1));
    tus[0].options.onProgress(516, 2064);

    await user.click(screen.getByRole('button', { name: 'Minimise' }));
    const bar = await screen.findByRole('button', { name: 'Show uploads' });
    expect(bar).toHaveTextContent('Uploading… 25%');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.click(bar);
    expect(await screen.findByRole('listitem', { name: 'demo.mp4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show uploads' })).not.toBeInTheDocument();

    tus[0].resolve();
    expect(await screen.findByText('1/1 uploaded')).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
