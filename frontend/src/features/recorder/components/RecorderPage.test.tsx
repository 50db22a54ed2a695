import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/api';
import type { Entitlements } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { act, screen, waitFor, within } from '@/testing/render';

import { createFakeEngine } from '../testing/fake-engine';
import { renderRecorder } from '../testing/render-recorder';

interface ServerOptions {
  user?: { isVip?: boolean; videoCount: number; videoLimit: number; entitlements?: Entitlements };
  renameCode?: number;
  /** The joined rooms /api/team/list answers, by id, with whether videos may be added. */
  rooms?: Record<number, boolean>;
}

function server({ user = { videoCount: 3, videoLimit: 30 }, renameCode = 0, rooms }: ServerOptions = {}) {
  return mockFetch((call: Call) => {
    if (call.url === '/api/user/info') return envelope({ id: 1, nickname: 'Me', isVip: false, ...user });
    if (call.url === '/api/team/list' && rooms) {
      const channels = Object.entries(rooms).map(([id, canAdd]) => ({ id: Number(id), name: `Room ${id}`, can_add_video: canAdd }));
      return envelope({ teams: [{ id: 1, name: 'Acme', channels }] });
    }
    if (call.url === '/api/video/rename') return renameCode ? envelope(null, renameCode, 'nope') : envelope(null);
    return envelope(null);
  });
}

const startButton = () => screen.getByTestId('recorder-start');

async function readyToStart() {
  await waitFor(() => expect(startButton()).toBeEnabled());
}

describe('RecorderPage', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it('starts, counts down, records, stops, and names the video before opening it', async () => {
    const { calls } = server();
    const fake = createFakeEngine({ snapshot: { status: 'notReady' } });
    const { user, queryClient } = renderRecorder(fake.engine);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await readyToStart();
    expect(fake.recorder.prepare).toHaveBeenCalledTimes(1);
    await user.click(startButton());

    expect(fake.recorder.start).toHaveBeenCalledWith(
      expect.objectContaining({
        recordType: 'desktop',
        countdownMs: 3000,
        resolution: '720p',
        folderId: 0,
        channelId: 0,
        camera: { deviceId: null, open: false },
        microphone: { deviceId: null, open: true },
        title: expect.stringMatching(/^WEB_\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as string,
      }),
    );
    const title = vi.mocked(fake.recorder.start).mock.calls[0][0].title;
    expect(screen.getByTestId('countdown-number')).toHaveTextContent('3');
    act(() => fake.set({ countdownLeftMs: 1200 }));
    expect(screen.getByTestId('countdown-number')).toHaveTextContent('2');

    act(() => {
      fake.set({ status: 'recording', elapsedMs: 65_000, videoId: 7, shareUrl: 'http://localhost/share/7/key' });
      fake.emit('start');
    });
    expect(screen.queryByTestId('countdown-number')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.videos.all });
    expect(screen.getByTestId('recorder-timer')).toHaveTextContent('01:05');
    expect(screen.getByText(title)).toBeInTheDocument();

    await user.click(screen.getByTestId('recorder-pause'));
    expect(fake.recorder.pause).toHaveBeenCalled();
    await user.click(screen.getByTestId('recorder-resume'));
    expect(fake.recorder.resume).toHaveBeenCalled();

    await user.click(screen.getByTestId('recorder-stop'));
    expect(fake.recorder.stop).toHaveBeenCalled();
    act(() => fake.set({ uploadProgress: 0.42 }));
    expect(screen.getByTestId('recorder-upload-percent')).toHaveTextContent('42%');

    act(() => {
      fake.set({ status: 'ready', finishedVideoId: 7, uploadProgress: 1 });
      fake.emit('processing_success');
    });
    const input = await screen.findByTestId('rename-input');
    expect(input).toHaveValue(title);
    await user.clear(input);
    await user.type(input, '  Quarterly demo  ');
    await user.click(screen.getByTestId('rename-save'));

    expect(await screen.findByTestId('location')).toHaveTextContent('/video/7');
    const rename = calls.find((call) => call.url === '/api/video/rename');
    expect(rename).toMatchObject({ method: 'PUT', body: { id: 7, name: 'Quarterly demo' } });
  });

  it('records into the folder it was opened from', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'notReady' } });
    const { user } = renderRecorder(fake.engine, '/recorder?folder=5');
    await readyToStart();
    await user.click(startButton());
    expect(fake.recorder.start).toHaveBeenCalledWith(expect.objectContaining({ folderId: 5 }));
  });

  it('records into the room it was opened from', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'notReady' } });
    const { user, queryClient } = renderRecorder(fake.engine, '/recorder?channel=12');
    await readyToStart();
    await user.click(startButton());
    expect(fake.recorder.start).toHaveBeenCalledWith(expect.objectContaining({ folderId: 0, channelId: 12 }));

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      fake.set({ status: 'recording', videoId: 9 });
      fake.emit('start');
    });
    // The room's feed shows the recording as its placeholder.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.channels.all });
    act(() => {
      fake.set({ status: 'ready', finishedVideoId: 9 });
      fake.emit('processing_success');
    });
    await user.click(await screen.findByTestId('rename-skip'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/roomDetail/12/9');
  });

  it('says which room it records into', async () => {
    server({ rooms: { 12: true } });
    renderRecorder(createFakeEngine({ snapshot: { status: 'notReady' } }).engine, '/recorder?channel=12');
    expect(await screen.findByTestId('recorder-destination')).toHaveTextContent('Records into Room 12');
    await readyToStart();
  });

  it('refuses before capturing anything a room the user may not record into', async () => {
    server({ rooms: { 12: false } });
    const fake = createFakeEngine({ snapshot: { status: 'notReady' } });
    renderRecorder(fake.engine, '/recorder?channel=12');
    expect(await screen.findByTestId('recorder-room-refused')).toHaveTextContent("You can't record into this room");
    expect(startButton()).toBeDisabled();
  });

  it('refuses a room the user has not joined', async () => {
    server({ rooms: { 7: true } });
    renderRecorder(createFakeEngine({ snapshot: { status: 'notReady' } }).engine, '/recorder?channel=12');
    expect(await screen.findByTestId('recorder-room-refused')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
  });

  it('opens the video also when naming is skipped', async () => {
    const { calls } = server();
    const fake = createFakeEngine({ snapshot: { status: 'uploading' } });
    const { user } = renderRecorder(fake.engine);

    act(() => {
      fake.set({ status: 'ready', finishedVideoId: 9 });
      fake.emit('processing_success');
    });
    await user.click(await screen.findByTestId('rename-skip'));

    expect(await screen.findByTestId('location')).toHaveTextContent('/video/9');
    expect(calls.some((call) => call.url === '/api/video/rename')).toBe(false);
  });

  it('goes back to ready when the countdown is cancelled', async () => {
    server();
    const fake = createFakeEngine();
    const { user } = renderRecorder(fake.engine);
    await readyToStart();
    await user.click(startButton());

    await user.click(screen.getByTestId('countdown-cancel'));

    expect(fake.recorder.cancel).toHaveBeenCalled();
    expect(screen.queryByTestId('countdown-number')).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('shows the screen-share guide while the browser asks what to share, with Cancel', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'waitingAuthorized' } });
    const { user } = renderRecorder(fake.engine);

    expect(screen.getByTestId('share-guide')).toHaveTextContent(
      'Select Entire screen, Application Window or Tab, then click Share.',
    );
    await user.click(screen.getByTestId('recorder-cancel'));
    expect(fake.recorder.cancel).toHaveBeenCalled();
  });

  it('discards only after confirming, and offers undo until it takes effect', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'recording', videoId: 7 } });
    const { user } = renderRecorder(fake.engine);

    await user.click(screen.getByTestId('recorder-discard'));
    let dialog = await screen.findByRole('dialog', { name: 'Discard recording?' });
    expect(dialog).toHaveTextContent(
      'Discarded recording will be permanently deleted. Are you sure you want to discard this recording?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.recorder.discard).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('recorder-discard'));
    dialog = await screen.findByRole('dialog', { name: 'Discard recording?' });
    await user.click(within(dialog).getByTestId('discard-confirm'));
    expect(fake.recorder.discard).toHaveBeenCalled();

    const notice = await screen.findByTestId('discard-undo-notice');
    expect(notice).toHaveTextContent(/deleted in [45] seconds/);
    expect(screen.queryByTestId('recorder-stop')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('discard-undo'));

    expect(fake.recorder.undoDiscard).toHaveBeenCalled();
    expect(screen.queryByTestId('discard-undo-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('recorder-stop')).toBeInTheDocument();
  });

  it('copies the share link, which works from the start', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'recording', shareUrl: 'http://localhost/share/7/key' } });
    const { user } = renderRecorder(fake.engine);

    expect(screen.getByTestId('recorder-share-url')).toHaveValue('http://localhost/share/7/key');
    await user.click(screen.getByTestId('recorder-copy-link'));

    expect(await navigator.clipboard.readText()).toBe('http://localhost/share/7/key');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('says the recording is safe while the connection is lost', () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'recording', problem: { kind: 'network' } } });
    renderRecorder(fake.engine);
    expect(screen.getByTestId('network-notice')).toHaveTextContent(
      'Connection lost — your recording is safe on this device and will upload when the connection returns.',
    );
  });

  it.each([
    [{ kind: 'unsupported', browser: 'Firefox' } as const, 'Recording is not available in Firefox. Use Chrome, Edge or Safari.'],
    [{ kind: 'mobile' } as const, 'Recording is not available on mobile devices'],
  ])('explains why %o cannot record', (unavailable, message) => {
    server();
    const fake = createFakeEngine({ unavailable, snapshot: { status: 'notReady' } });
    renderRecorder(fake.engine);

    expect(screen.getByTestId('recorder-unavailable')).toHaveTextContent(message);
    expect(screen.queryByTestId('recorder-start')).not.toBeInTheDocument();
    expect(fake.recorder.prepare).not.toHaveBeenCalled();
  });

  it('offers Premium instead of recording at the Basic plan limit', async () => {
    server({ user: { videoCount: 30, videoLimit: 30 } });
    const fake = createFakeEngine();
    const { user } = renderRecorder(fake.engine);
    await readyToStart();
    await waitFor(() => expect(screen.queryByTestId('premium-nudge')).not.toBeInTheDocument());

    await user.click(startButton());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The Basic plan keeps up to 30 videos. Get Premium for unlimited videos.');
    expect(fake.recorder.start).not.toHaveBeenCalled();
  });

  it('opens the upgrade prompt when the server refuses for the limit, and clears the problem', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { problem: { kind: 'limit', videoCount: 30, videoLimit: 30 } } });
    const { user } = renderRecorder(fake.engine);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The Basic plan keeps up to 30 videos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.recorder.dismissProblem).toHaveBeenCalled();
  });

  it('nudges towards Premium with 10 or fewer videos left, and keeps 4K for Premium', async () => {
    server({ user: { videoCount: 22, videoLimit: 30 } });
    renderRecorder(createFakeEngine().engine);

    expect(await screen.findByTestId('premium-nudge')).toHaveTextContent('Only 8 videos left on the Basic plan.');
    expect(screen.getByRole('radio', { name: '4K' })).toBeDisabled();
    expect(screen.getByText('4K is available with Premium.')).toBeInTheDocument();
  });

  it('lets Premium users choose 4K, without a nudge', async () => {
    server({
      user: {
        isVip: true,
        videoCount: 29,
        videoLimit: -1,
        entitlements: { video_limit: -1, record_duration_limit: -1, max_height: 2160, download: true, annotation: true },
      },
    });
    const fake = createFakeEngine();
    const { user } = renderRecorder(fake.engine);
    await waitFor(() => expect(screen.getByRole('radio', { name: '4K' })).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: '4K' }));
    await user.click(startButton());

    expect(screen.queryByTestId('premium-nudge')).not.toBeInTheDocument();
    expect(fake.recorder.start).toHaveBeenCalledWith(expect.objectContaining({ resolution: '4k' }));
  });

  it('remembers the choices for the next visit', async () => {
    server();
    const first = renderRecorder(createFakeEngine().engine);
    await first.user.click(screen.getByRole('radio', { name: 'Camera' }));
    await first.user.click(screen.getByRole('radio', { name: '1080p' }));
    await first.user.click(screen.getByTestId('recorder-microphone-toggle'));
    first.unmount();

    const fake = createFakeEngine();
    const second = renderRecorder(fake.engine);
    expect(screen.getByRole('radio', { name: 'Camera' })).toBeChecked();
    await readyToStart();
    await second.user.click(startButton());

    expect(fake.recorder.start).toHaveBeenCalledWith(
      expect.objectContaining({
        recordType: 'camera',
        resolution: '1080p',
        camera: { deviceId: null, open: true },
        microphone: { deviceId: null, open: false },
      }),
    );
  });

  it.each([
    ['camera', 'Camera access is blocked', 'click the site settings icon at the left of the address bar and allow Camera'],
    ['microphone', 'Microphone access is blocked', 'allow Microphone'],
    ['screen', 'Screen recording is blocked', 'If you closed the sharing dialog'],
  ] as const)('explains how to allow a blocked %s', (device, title, step) => {
    server();
    const fake = createFakeEngine({ snapshot: { problem: { kind: 'blocked', device } } });
    renderRecorder(fake.engine);

    const help = screen.getByTestId('permission-help');
    expect(help).toHaveTextContent(title);
    expect(help).toHaveTextContent(step);
  });

  it('points to the backup box when processing failed', async () => {
    server();
    const fake = createFakeEngine({ snapshot: { status: 'uploading' } });
    const { user, onShowBackups } = renderRecorder(fake.engine);

    act(() => {
      fake.set({ status: 'ready', problem: { kind: 'server', message: 'processing failed' } });
      fake.emit('processing_error');
    });
    expect(screen.getByTestId('processing-failed')).toHaveTextContent("Your recording couldn't be finished");
    await user.click(screen.getByTestId('open-backup-box'));
    expect(onShowBackups).toHaveBeenCalled();
  });
});
