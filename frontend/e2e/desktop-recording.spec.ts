import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

import { expect, type APIRequestContext } from '@playwright/test';

import { desktopTest, type DesktopApp, type StartOptions } from './desktop-app';
import { registerAccount, type Account } from './helpers';
import type { OwnServer } from './own-server';
import { downloadVideo, finalVideo, probeFile } from './stored-video';

/** The pattern's colour bars, left to right (desktop/internal/xvfbtest). */
const bars = [0xffffff, 0xffff00, 0x00ffff, 0x00ff00, 0xff00ff, 0xff0000, 0x0000ff, 0x000000];

/** A new account on the server, and the app started signed in as it, once its tray names the account. */
async function signedInApp(
  request: APIRequestContext,
  server: OwnServer,
  launch: (options?: StartOptions) => Promise<DesktopApp>,
  options: StartOptions,
): Promise<{ account: Account; app: DesktopApp }> {
  const account = await registerAccount(request, 'Desk', server.url);
  const app = await launch({ ...options, signedIn: account });
  await app.until('the tray to name the account', async () =>
    (await app.tray()).some((item) => item.label === 'Sign out'),
  );
  return { account, app };
}

/** Waits for the video to be ok and saves its file. */
async function playable(request: APIRequestContext, server: OwnServer, account: Account, id: number): Promise<string> {
  return downloadVideo(request, server.url, await finalVideo(request, server.url, account.token, id, 90_000));
}

/** The codecs of the file's streams and its length in seconds. */
function probe(file: string): { codecs: string[]; duration: number } {
  const { streams, seconds } = probeFile(file);
  return { codecs: streams.map((s) => s.codec_name), duration: seconds };
}

/** The frequency (1 Hz steps, 50 to 2000 Hz) with the most energy, by the Goertzel algorithm. */
function dominantFrequency(file: string, from: number, seconds: number): number {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-ss', String(from), '-t', String(seconds), '-i', file,
    '-vn', '-ac', '1', '-ar', '8000', '-f', 'f32le', '-']); // prettier-ignore
  const pcm = new Float32Array(raw.buffer, raw.byteOffset, Math.floor(raw.length / 4));
  let best = 0;
  let bestPower = -1;
  for (let f = 50; f <= 2000; f++) {
    const coeff = 2 * Math.cos((2 * Math.PI * f) / 8000);
    let s1 = 0;
    let s2 = 0;
    for (const x of pcm) {
      const s0 = x + coeff * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
    if (power > bestPower) {
      best = f;
      bestPower = power;
    }
  }
  return best;
}

/** The picture of file at `at` seconds: its size and RGB bytes, row by row. */
function picture(file: string, at: number): { width: number; height: number; rgb: Buffer } {
  const { width = 0, height = 0 } = probeFile(file).streams.find((stream) => stream.codec_type === 'video') ?? {};
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    maxBuffer: 64 << 20,
  });
  return { width, height, rgb };
}

/** How many colours (to 5 bits a channel) a square of side `side` centred at (x, y) has. */
function coloursAround(file: string, at: number, fx: number, fy: number, side: number): number {
  const { width, height, rgb } = picture(file, at);
  const cx = Math.round(fx * width);
  const cy = Math.round(fy * height);
  const seen = new Set<number>();
  for (let y = cy - side / 2; y < cy + side / 2; y += 3) {
    for (let x = cx - side / 2; x < cx + side / 2; x += 3) {
      const p = (y * width + x) * 3;
      seen.add(((rgb[p] >> 3) << 10) | ((rgb[p + 1] >> 3) << 5) | (rgb[p + 2] >> 3));
    }
  }
  return seen.size;
}

/** The colour (0xRRGGBB) of the picture at `at` seconds at (fx, fy), in fractions of its size. */
function colourAt(file: string, at: number, fx: number, fy: number): number {
  const { width, height, rgb } = picture(file, at);
  const p = (Math.round(fy * height) * width + Math.round(fx * width)) * 3;
  return (rgb[p] << 16) | (rgb[p + 1] << 8) | rgb[p + 2];
}

/** The colours of the bars in the picture at `at` seconds, along a line near its bottom. */
function barsAt(file: string, at: number): number[] {
  const { width, height, rgb } = picture(file, at);
  const y = Math.round(height * 0.96);
  return bars.map((_, i) => {
    const x = Math.round(((i + 0.5) * width) / bars.length);
    const p = (y * width + x) * 3;
    return (rgb[p] << 16) | (rgb[p + 1] << 8) | rgb[p + 2];
  });
}

function near(a: number, b: number): boolean {
  return [16, 8, 0].every((shift) => Math.abs(((a >> shift) & 0xff) - ((b >> shift) & 0xff)) <= 48);
}

desktopTest.describe('desktop recording', () => {
  desktopTest('records the screen and a 440 Hz tone from the tray, stops with the hotkey, and the video plays', async ({ server, launch, request }) => {
    const { account, app } = await signedInApp(request, server, launch, { sound: true, pattern: true });
    await app.closeWindow(); // to the tray: the screen shows the pattern
    await app.clickTray('Start recording');
    await app.until('the countdown', async () => (await app.recorder()).status === 'countdown');
    await app.until('the recording', async () => (await app.recorder()).status === 'recording', 10_000);
    const started = await app.recorder();
    expect(started.video_id).toBeGreaterThan(0);
    expect(started.share_url).toMatch(new RegExp(`^${server.url}/share/${started.video_id}/[A-Za-z0-9_-]{22,}$`));
    expect((await app.tray()).map((item) => item.label)).toContain('Stop recording');
    await app.until('5 s of recording', async () => (await app.recorder()).elapsed_ms >= 5000, 15_000);
    expect((await app.recorder()).level).toBeGreaterThan(0.05);
    await app.screenshot('66-desktop-recording-bar');
    // The bar is named in the app's language for window lists and screen readers.
    expect(app.windowsTitled('Reelroom recording')).toBeGreaterThan(0);
    await app.until('10 s of recording', async () => (await app.recorder()).elapsed_ms >= 10_000, 15_000);
    // Paused before the hotkey stops it, the recorder's own clock holds the recorded length:
    // the video must match that, however late a busy machine delivers the keys.
    await app.clickTray('Pause recording');
    await app.until('the pause', async () => (await app.recorder()).status === 'paused');
    const recordedSeconds = (await app.recorder()).elapsed_ms / 1000;

    app.pressKeys('ctrl+shift+r');
    await app.until('the recorder to be ready again', async () => (await app.recorder()).status === 'ready', 60_000);
    const file = await playable(request, server, account, started.video_id!);
    const { codecs, duration } = probe(file);
    expect(codecs).toEqual(['h264', 'aac']);
    expect(recordedSeconds).toBeGreaterThanOrEqual(10);
    expect(Math.abs(duration - recordedSeconds)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(dominantFrequency(file, 3, 4) - 440)).toBeLessThanOrEqual(5);
    const seen = barsAt(file, 5);
    seen.forEach((colour, i) => expect(near(colour, bars[i]), `bar ${i}: ${colour.toString(16)}`).toBe(true));
    // The recording bar (460x56 at the top middle of the one display, 570..1030 x 24..80) is painted
    // out of the video: where it was, the pattern's bars go on as they are just below it.
    for (const [fx, colour] of [[720 / 1600, bars[3]], [960 / 1600, bars[4]]]) {
      const got = colourAt(file, 5, fx, 52 / 1000);
      expect(near(got, colour), `under the bar at ${fx}: ${got.toString(16)}`).toBe(true);
    }

    // The video opens in the main window, and the local copy is gone.
    await app.until('the main window to show the video', async () => {
      const page = await app.page();
      return page !== null && page.url.includes(`${started.video_id}`) && (await app.windowVisible());
    });
    await app.screenshot('67-desktop-after-stop');
    expect(readdirSync(app.pendingDir)).toEqual([]);
  });

  desktopTest('shows the recording started from the tray at the top of its own My Videos while it is made', async ({ server, launch, request }) => {
    const { account, app } = await signedInApp(request, server, launch, { pattern: true, settings: { microphone: 'none' } });
    await app.signInWindow(account, '/my_videos');
    await app.waitForPage('My Videos, empty', (p) => p.url.startsWith('/my_videos') && p.text.includes('No videos yet'));
    await app.clickTray('Start recording');
    await app.until('the recording', async () => (await app.recorder()).status === 'recording', 10_000);
    // The window was not asked: it follows the app's recorder, and the server lists the video as recording.
    await app.until('the placeholder in My Videos', async () => (await app.page())?.text.includes('Recording…') ?? false, 10_000);
    await app.screenshot('66b-desktop-my-videos-placeholder');
    await app.clickTray('Stop recording');
    await app.until('the recorder to be ready again', async () => (await app.recorder()).status === 'ready', 60_000);
  });

  desktopTest('a recording killed 5 s in is recovered on the next start', async ({ server, launch, request }) => {
    const { account, app } = await signedInApp(request, server, launch, { sound: true, pattern: true });
    await app.clickTray('Start recording');
    await app.until('the recording', async () => (await app.recorder()).status === 'recording', 10_000);
    const { video_id: id } = await app.recorder();
    await app.until('5 s of recording', async () => (await app.recorder()).elapsed_ms >= 5000, 15_000);
    await app.kill();
    expect(readdirSync(app.pendingDir).some((name) => name.endsWith('.mp4'))).toBe(true);

    await app.relaunch();
    const file = await playable(request, server, account, id!);
    const { codecs, duration } = probe(file);
    expect(codecs).toEqual(['h264', 'aac']);
    expect(duration).toBeGreaterThanOrEqual(4.5);
    await app.until('the local copy to go', () => !existsSync(app.pendingDir) || readdirSync(app.pendingDir).length === 0);
  });

  desktopTest('records the display with the camera bubble on it, at its corner', async ({ server, launch, request }) => {
    const { account, app } = await signedInApp(request, server, launch, {
      pattern: true,
      camera: true,
      settings: { microphone: 'none', camera_size: 'small' },
    });
    await app.closeWindow();
    expect(await app.windowVisible('bubble')).toBe(false);
    await app.clickTray('Start recording');
    await app.until('the camera bubble', () => app.windowVisible('bubble'));
    await app.until('the recording', async () => (await app.recorder()).status === 'recording', 10_000);
    const { video_id: id } = await app.recorder();
    // The small bubble is 160 px square, 32 px from the display's bottom left; the bar 460x56.
    expect(await app.window('bubble')).toMatchObject({ width: 160, height: 160, x: 32, y: 808 });
    expect(await app.window('bar')).toMatchObject({ width: 460, height: 56 });
    await app.until('4 s of recording', async () => (await app.recorder()).elapsed_ms >= 4000, 15_000);
    await app.screenshot('68-desktop-camera-bubble');
    // The user moves the bubble (here through Wails' automation: Xvfb has no window manager to drag with).
    await app.wailsTool('window_control', { window: 'bubble', action: 'set_position', x: 600, y: 300 });
    await app.clickTray('Stop recording');
    await app.until('the recorder to be ready again', async () => (await app.recorder()).status === 'ready', 60_000);
    expect(await app.windowVisible('bubble')).toBe(false);

    // The next recording finds the bubble where it was left.
    await app.clickTray('Start recording');
    await app.until('the camera bubble again', () => app.windowVisible('bubble'));
    expect(await app.window('bubble')).toMatchObject({ x: 600, y: 300 });
    await app.clickTray('Stop recording'); // during the countdown: cancels
    await app.until('the bubble to go', async () => !(await app.windowVisible('bubble')));

    const file = await playable(request, server, account, id!);
    expect(probe(file).codecs).toEqual(['h264']);
    // Over the white bar, where the bubble sits, the video shows the camera's many colours; a bar
    // away from it is flat.
    expect(coloursAround(file, 2, 112 / 1600, 888 / 1000, 80)).toBeGreaterThanOrEqual(10);
    expect(coloursAround(file, 2, 500 / 1600, 350 / 1000, 60)).toBeLessThanOrEqual(3);
  });

  desktopTest('records the camera alone in camera-only mode, the bubble showing what it records', async ({ server, launch, request }) => {
    const { account, app } = await signedInApp(request, server, launch, {
      camera: true,
      settings: { microphone: 'none', mode: 'camera' },
    });
    await app.clickTray('Start recording');
    await app.until('the recording', async () => (await app.recorder()).status === 'recording', 10_000);
    const { video_id: id } = await app.recorder();
    expect(await app.windowVisible('bubble')).toBe(true);
    await app.until('3 s of recording', async () => (await app.recorder()).elapsed_ms >= 3000, 15_000);
    await app.clickTray('Stop recording');
    await app.until('the recorder to be ready again', async () => (await app.recorder()).status === 'ready', 60_000);

    const file = await playable(request, server, account, id!);
    const { width, height } = picture(file, 1);
    expect([width, height]).toEqual([640, 360]);
    expect(coloursAround(file, 1, 0.5, 0.5, 120)).toBeGreaterThanOrEqual(12);
  });
});
