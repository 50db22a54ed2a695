// Driven by run.sh, which starts the server and sets BASE, SAMPLE and ROUNDS.
import { readFile } from 'node:fs/promises';

import { chromium } from '../../frontend/node_modules/playwright/index.mjs';
import { api, recordInit, signUp, tus } from '../reelroom-api.mjs';

const base = process.env.BASE;
const rounds = Number(process.env.ROUNDS ?? 10);
const sample = await readFile(process.env.SAMPLE);
const targetSeconds = 0.5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a recording and sends all but its last second or so, as a recorder does while recording. */
async function startRecording(token, round) {
  const init = await recordInit(token, `live-visible ${round}`);
  const created = await tus('POST', init.upload_url, token, {
    'Upload-Defer-Length': '1',
    'Upload-Metadata': `video_id ${Buffer.from(String(init.video_id)).toString('base64')}`,
  });
  const upload = created.headers.get('Location');
  const sent = Math.floor(sample.length * 0.8);
  await tus('PATCH', upload, token, { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' }, sample.subarray(0, sent));
  return { id: init.video_id, shareKey: init.share_key, upload, sent };
}

/** Stops as the recorder does: the last bytes with the upload's length, then complete. */
async function stopRecording(token, recording) {
  await tus(
    'PATCH',
    recording.upload,
    token,
    {
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(recording.sent),
      'Upload-Length': String(sample.length),
    },
    sample.subarray(recording.sent),
  );
  await api('POST', '/api/v2/record/local/complete', token, { video_id: recording.id });
}

/** In the page: the times (page clock) the <video> appeared with a source and became playable. */
function watchForVideo() {
  const seen = (video) => {
    if (window.__videoSeen) return;
    window.__videoSeen = Date.now();
    const playable = () => {
      window.__videoPlayable ??= Date.now();
    };
    if (video.readyState >= 2) playable();
    video.addEventListener('loadeddata', playable);
    video.addEventListener('canplay', playable);
  };
  new MutationObserver(() => {
    const video = document.querySelector('video[src]');
    if (video) seen(video);
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
}

async function measure(browser, token, round, push) {
  const recording = await startRecording(token, round);
  const context = await browser.newContext({ baseURL: base });
  try {
    if (!push) await context.route('**/api/v2/notify/ticket', (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(watchForVideo);
    const subscribed = new Promise((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"subscribed"')) resolve();
        }),
      );
    });
    await page.goto(`/share/${recording.id}/${encodeURIComponent(recording.shareKey)}`);
    await page.getByTestId('shared-video-pending').waitFor();
    if (push) await subscribed;
    // Stop at a random point of the page's 2 s poll, as a real stop would.
    await sleep(Math.random() * 2000);
    const stoppedAt = Date.now();
    await stopRecording(token, recording);
    await page.waitForFunction(() => window.__videoPlayable !== undefined, null, { timeout: 20_000, polling: 50 });
    const { seen, playable } = await page.evaluate(() => ({ seen: window.__videoSeen, playable: window.__videoPlayable }));
    return { present: (seen - stoppedAt) / 1000, playable: (playable - stoppedAt) / 1000 };
  } finally {
    await context.close();
  }
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const fmt = (s) => s.toFixed(3);

const { token } = await signUp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required'],
});
const results = {};
try {
  await measure(browser, token, 0, true); // warm-up: first page load, first socket
  for (const [name, push] of [
    ['push', true],
    ['poll only', false],
  ]) {
    const present = [];
    const playable = [];
    for (let round = 1; round <= rounds; round++) {
      const figure = await measure(browser, token, round, push);
      present.push(figure.present);
      playable.push(figure.playable);
      console.log(`${name} round ${round}: present ${fmt(figure.present)} s, playable ${fmt(figure.playable)} s`);
    }
    results[name] = { present, playable };
  }
} finally {
  await browser.close();
}

console.log('');
console.log(`seconds from stop, ${rounds} rounds each (median / p90):`);
for (const [name, { present, playable }] of Object.entries(results)) {
  const figures = (values) => `${fmt(quantile(values, 0.5))} / ${fmt(quantile(values, 0.9))}`;
  console.log(`  ${name.padEnd(9)}  <video> present ${figures(present)}   playable ${figures(playable)}`);
}
const verdict = quantile(results.push.playable, 0.5) < targetSeconds ? 'PASS' : 'FAIL';
console.log(`target: push, stop → playable median < ${targetSeconds} s: ${verdict}`);
if (verdict !== 'PASS') process.exitCode = 1;
