import { expect, type Page } from '@playwright/test';

import { test } from './csp';
import { expectPlays, fakeMediaDevices, screenshot, signUp } from './helpers';
import { OwnServer } from './own-server';
import { downloadVideo, finalVideo, probeFile, type StoredVideo } from './stored-video';

test.use(fakeMediaDevices);

function videoIdFromURL(page: Page): number {
  const match = /\/video\/(\d+)$/.exec(new URL(page.url()).pathname);
  expect(match).not.toBeNull();
  return Number(match![1]);
}

async function startRecording(page: Page): Promise<number> {
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder-stop')).toBeVisible({ timeout: 30_000 });
  return Date.now();
}

/**
 * Pauses and reads the recorder's own clock, which stands still while paused: the recorded
 * time as the product counts it, pauses excluded, taken in the same call that pauses
 * MediaRecorder. A click that lands late on a busy machine moves both alike, where the
 * test's own clock would count the delay as recorded time.
 */
async function pauseAndReadClock(page: Page): Promise<number> {
  await page.getByTestId('recorder-pause').click();
  await expect(page.getByTestId('recorder-resume')).toBeVisible();
  return Number(await page.getByTestId('recorder-timer').getAttribute('data-elapsed-ms'));
}

/** In the page: the recorded time of the (one) local backup, read from the recorder's IndexedDB. */
function backupDurationMs(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('reelroom-recorder');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const all = open.result.transaction('recordings').objectStore('recordings').getAll();
      all.onerror = () => reject(new Error(String(all.error)));
      all.onsuccess = () => {
        const rows = all.result as { durationMs: number }[];
        open.result.close();
        resolve(rows.length === 1 ? rows[0].durationMs : -1);
      };
    };
  });
}

test('record the screen with the microphone, pause, stop, rename and play it', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const tokens = await signUp(page, 'Recorder', origin);
  await page.goto('/my_videos');
  await page.getByTestId('record-button').first().click();
  await expect(page).toHaveURL(/\/recorder$/);
  await screenshot(page, '40-recorder-start-panel');

  const started = await startRecording(page);
  // The link works from the start: a visitor who opens it sees the recording in progress.
  const shareURL = await page.getByTestId('recorder-share-url').inputValue();
  expect(shareURL).toMatch(/\/share\/\d+\/.{22,}/);
  await page.waitForTimeout(2500);
  await screenshot(page, '41-recording');
  const firstPause = Date.now();
  const beforePause = await pauseAndReadClock(page);
  const paused = Date.now();
  // The clock started before Stop showed and stopped after the click was sent: a lower bound.
  expect(beforePause).toBeGreaterThanOrEqual(firstPause - started);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(shareURL);
  await expect(visitor.getByText(/recording in progress/i)).toBeVisible();
  await screenshot(visitor, '42-share-while-recording');
  await visitor.close();
  await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - paused)));
  // The pause is not recorded time.
  await expect(page.getByTestId('recorder-timer')).toHaveAttribute('data-elapsed-ms', String(beforePause));
  await page.getByTestId('recorder-resume').click();
  const resumed = Date.now();
  await page.waitForTimeout(2500);
  const secondPause = Date.now();
  // Stopped while paused, so the clock holds the whole recorded length.
  const recordedMs = await pauseAndReadClock(page);
  expect(recordedMs - beforePause).toBeGreaterThanOrEqual(secondPause - resumed);
  await page.getByTestId('recorder-stop').click();
  const recordedSeconds = recordedMs / 1000;

  const input = page.getByTestId('rename-input');
  await expect(input).toBeVisible({ timeout: 30_000 });
  await expect(input).toHaveValue(/^WEB_/);
  await screenshot(page, '43-rename');
  await input.fill('  Weekly demo  ');
  await page.getByTestId('rename-save').click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Weekly demo' })).toBeVisible();
  await expectPlays(page.locator('video'));
  await screenshot(page, '44-recorded-video');

  const video = await finalVideo(page.request, origin, tokens.token, videoIdFromURL(page));
  const probe = probeFile(await downloadVideo(page.request, origin, video));
  const codecs = probe.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`);
  expect(codecs).toContain('video:h264');
  expect(codecs.some((codec) => codec.startsWith('audio:'))).toBe(true);
  expect(Math.abs(probe.seconds - recordedSeconds)).toBeLessThan(0.5);
});

test('a server down for 10 s in the middle of a 30 s recording loses nothing', async ({ page }) => {
  const server = await OwnServer.start();
  try {
    const tokens = await signUp(page, 'Recorder', server.url);
    await page.goto(`${server.url}/recorder`);
    const started = await startRecording(page);
    await page.waitForTimeout(10_000);
    await server.crash();
    await expect(page.getByTestId('network-notice')).toBeVisible({ timeout: 15_000 });
    await screenshot(page, '45-recording-server-down');
    await page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - started)));
    await server.up();
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - started)));
    // The recorder's own clock (see pauseAndReadClock) is what the video must hold: at least
    // the 30 s this test waited through, the outage included.
    const recordedMs = await pauseAndReadClock(page);
    expect(recordedMs).toBeGreaterThanOrEqual(30_000);
    await page.getByTestId('recorder-stop').click();
    const recordedSeconds = recordedMs / 1000;
    await page.getByTestId('rename-skip').click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/video\/\d+$/);
    const video = await finalVideo(page.request, server.url, tokens.token, videoIdFromURL(page));
    expect(Math.abs(video.duration / 1000 - recordedSeconds)).toBeLessThan(1);
  } finally {
    await server.stop();
  }
});

test('a tab closed mid-recording is offered in the backup box and becomes a playable video', async ({ context, baseURL }) => {
  const origin = baseURL!;
  const first = await context.newPage();
  const tokens = await signUp(first, 'Recorder', origin);
  await first.goto('/recorder');
  await startRecording(first);
  await first.waitForTimeout(6_000);
  // What the backup holds by now, as the recorder counts it: recorded time as of its last stored
  // chunk. Chunks stored after this only add to it.
  const storedMs = await first.evaluate(backupDurationMs);
  await first.close(); // no unload handlers: like a crash

  const page = await context.newPage();
  await page.goto('/my_videos');
  await page.getByTestId('backup-box-toggle').click();
  await expect(page.getByTestId('backup-item').first()).toBeVisible();
  await screenshot(page, '46-backup-box');
  // It finishes by itself (or on Retry) and disappears from the box, and the video plays.
  const retry = page.getByTestId('backup-retry');
  if (await retry.isVisible()) await retry.click();
  await expect(page.getByTestId('backup-item')).toHaveCount(0, { timeout: 60_000 });
  const list = await page.request.get(`${origin}/api/video/list/0`, { headers: { Authorization: `Bearer ${tokens.token}` } });
  const videos = ((await list.json()) as { data: { videos: StoredVideo[] } }).data.videos;
  expect(videos).toHaveLength(1);
  const video = await finalVideo(page.request, origin, tokens.token, videos[0].id);
  // The server keeps whole MP4 fragments (one a second, KEYFRAME_INTERVAL_MS), so at most the
  // last one is cut; 500 ms more as the other recordings are allowed.
  expect(storedMs).toBeGreaterThan(0);
  expect(video.duration).toBeGreaterThanOrEqual(storedMs - 1_000 - 500);
  await page.goto(`/video/${video.id}`);
  await expectPlays(page.locator('video'));
  await screenshot(page, '47-recovered-video');
});
