import { beforeEach, describe, expect, it, vi } from 'vitest';

import { VideoFail, VideoOK, VideoProcessing } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { fireEvent, render, screen } from '@/testing/render';

import { UploadDialog } from './UploadDialog';
import { startTusUpload, type TusUploadOptions } from '../api/tus-upload';

vi.mock('../api/tus-upload', () => ({ startTusUpload: vi.fn() }));

/** Stands in for tus-js-client: the test drives progress and the outcome. */
function fakeTus() {
  let options: TusUploadOptions | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  vi.mocked(startTusUpload).mockImplementation((given) => {
    options = given;
    const done = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    return { done, abort: vi.fn() };
  });
  return {
    options: () => options,
    progress: (loaded: number, total: number) => options?.onProgress(loaded, total),
    succeed: () => settle?.resolve(),
    fail: () => settle?.reject(new Error('tus: connection reset')),
  };
}

function server(detailStatuses: number[]) {
  return mockFetch((call: Call) => {
    if (call.url === '/api/v2/record/local/init') {
      return envelope({ video_id: 42, upload_url: '/api/v2/record/upload/' });
    }
    if (call.url === '/api/v2/record/local/complete') return envelope({ id: 42, status: VideoProcessing });
    if (call.url === '/api/video/detail/42') return envelope({ id: 42, status: detailStatuses.shift() ?? VideoOK });
    return envelope(null);
  });
}

const mp4 = () => new File([new Uint8Array(2048)], 'Team demo.mp4', { type: 'video/mp4' });

async function chooseAndStart(user: ReturnType<typeof render>['user'], file: File) {
  await user.upload(screen.getByLabelText('Drop an MP4 here, or click to browse'), file);
  await user.click(screen.getByRole('button', { name: 'Start upload' }));
}

describe('UploadDialog', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it('refuses a file that is not an MP4 without calling the server', () => {
    const { calls } = server([]);
    render(<UploadDialog opened onClose={() => undefined} />);

    // A drop, or a picker told to show all files, can still hand over another type.
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Drop an MP4 here, or click to browse'), { target: { files: [text] } });

    expect(screen.getByRole('alert')).toHaveTextContent('Wrong format: choose an MP4 file');
    expect(screen.queryByRole('button', { name: 'Start upload' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('goes from progress to processing to ready', async () => {
    const tus = fakeTus();
    const { calls } = server([VideoProcessing, VideoOK]);
    const { user } = render(<UploadDialog opened onClose={() => undefined} />);

    await chooseAndStart(user, mp4());

    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({ title: 'Team demo', folder_id: 0, client: 'web' });
    await vi.waitFor(() => expect(tus.options()).toMatchObject({ endpoint: '/api/v2/record/upload/', videoId: 42 }));

    tus.progress(1024, 2048);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute('aria-valuenow', '50');

    tus.succeed();
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v2/record/local/complete')?.body).toEqual({ video_id: 42 });

    expect(await screen.findByText('Your video is ready', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open video' })).toHaveAttribute('href', '/video/42');
  });

  it('offers to try again when the upload fails', async () => {
    const tus = fakeTus();
    server([]);
    const { user } = render(<UploadDialog opened onClose={() => undefined} />);

    await chooseAndStart(user, mp4());
    await vi.waitFor(() => expect(tus.options()).toBeDefined());
    tus.fail();

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(startTusUpload).toHaveBeenCalledTimes(2);
  });

  it('says the video is invalid when processing fails', async () => {
    const tus = fakeTus();
    server([VideoFail]);
    const { user } = render(<UploadDialog opened onClose={() => undefined} />);

    await chooseAndStart(user, mp4());
    await vi.waitFor(() => expect(tus.options()).toBeDefined());
    tus.succeed();

    expect(await screen.findByText('Invalid video: it could not be processed')).toBeInTheDocument();
  });
});
