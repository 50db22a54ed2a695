// Driven by run.sh, which starts the server and sets BASE.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '../../frontend/node_modules/playwright/index.mjs';
import { api, recordInit, signUp, tus } from '../reelroom-api.mjs';

const base = process.env.BASE;
// Issue 18's budget for a share page's JavaScript, compressed, and the most any page here sent.
const budget = 150_000;
let largest = 0;

// A video being recorded has a share link at once; its page has no first view, only the script.
const { token } = await signUp();
const init = await recordInit(token, 'share-bytes');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-dev-shm-usage'],
});
try {
  // A new context has an empty cache: every file comes over the network.
  await scriptBytes(`/share/${init.video_id}/${encodeURIComponent(init.share_key)}`, 'recording', (page) =>
    page.getByTestId('shared-video-pending').waitFor(),
  );

  // The same for a processed video's page: the server's first view, until the page's script
  // has taken it over (.rr-first gone).
  const shared = await processedShare(token);
  await scriptBytes(shared, 'processed', (page) => page.locator('.rr-first').waitFor({ state: 'detached' }));

  // Navigation to first frame: the processed video's share page, opened with an empty cache;
  // as soon as a <video> is in the page it is played (muted), and the time of the first
  // 'playing' event after navigation start is taken. ROUNDS (5) rounds, each timing the page
  // and its reference, in turn: the same page with every script refused (the server's HTML and
  // video alone, the floor any script can only add to).
  const loopback = await firstFrames(shared, 'loopback', null);
  // Chrome's "Fast 3G" profile: 150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up.
  await firstFrames(shared, 'Fast 3G', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log(`target: JS under ${budget} B compressed: ${verdict(largest < budget)} (${largest} B)`);
  console.log(`target: first frame under 300 ms on loopback (median): ${verdict(loopback < 300)} (${loopback.toFixed(0)} ms)`);
} finally {
  await browser.close();
}

/**
 * Opens path in a new context (an empty cache), waits for ready(page) and network idle, and
 * prints the JavaScript it fetched: files, bytes as sent (compressed when the server compressed
 * them) and uncompressed; LIST=1 also every file, largest first.
 */
async function scriptBytes(path, label, ready) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');

  let transferred = 0;
  let decoded = 0;
  const encodings = new Set();
  const files = [];
  for (const response of scripts) {
    const sizes = await response.request().sizes();
    transferred += sizes.responseBodySize;
    files.push([sizes.responseBodySize, new URL(response.url()).pathname]);
    decoded += (await response.body()).length;
    encodings.add((await response.allHeaders())['content-encoding'] ?? 'identity');
  }
  largest = Math.max(largest, transferred);
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(`share page of a ${label} video:`);
  console.log(`  JS files: ${scripts.length} (content-encoding: ${[...encodings].join(', ')})`);
  console.log(`  JS bytes transferred (body, as sent): ${transferred} (${kib(transferred)} KiB)`);
  console.log(`  JS bytes uncompressed: ${decoded} (${kib(decoded)} KiB)`);
  console.log(`  transferred / uncompressed: ${(transferred / decoded).toFixed(3)}; / the ${budget} B budget: ${(transferred / budget).toFixed(3)}`);
  if (process.env.LIST) {
    for (const [size, file] of files.sort((a, b) => b[0] - a[0])) console.log(`    ${size}\t${file}`);
  }
  await context.close();
}

/**
 * Times navigation to first frame on the share page at shared (a path) over the network
 * conditions given (null: none), ROUNDS times, alternating with the same page without its
 * scripts (which goes first switches each round); prints both and their ratio, and gives the
 * page's median in milliseconds.
 */
async function firstFrames(shared, label, network) {
  const page = [];
  const floor = [];
  for (let round = 0; round < Number(process.env.ROUNDS ?? 5); round++) {
    for (const scripts of round % 2 === 0 ? [true, false] : [false, true]) {
      (scripts ? page : floor).push(await firstFrame(shared, network, scripts));
    }
  }
  const stats = (times) => {
    const sorted = times.toSorted((a, b) => a - b);
    return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
  };
  const line = ({ min, median, max }) => `min ${min.toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms`;
  const [withScripts, without] = [stats(page), stats(floor)];
  console.log(`navigation -> first frame playing, ${label} (${page.length} rounds, alternated):`);
  console.log(`  share page:           ${line(withScripts)}`);
  console.log(`  without its scripts:  ${line(without)}`);
  console.log(`  page / without scripts (medians): ${(withScripts.median / without.median).toFixed(2)}`);
  return withScripts.median;
}

/** One visit with an empty cache: the milliseconds from navigation start to the first frame playing. */
async function firstFrame(shared, network, scripts) {
  const fresh = await browser.newContext({ baseURL: base });
  const visit = await fresh.newPage();
  if (!scripts) await visit.route('**/*.js', (route) => route.abort());
  if (network) {
    const cdp = await fresh.newCDPSession(visit);
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await visit.goto(shared, { waitUntil: 'commit' });
  await visit.locator('video').first().waitFor({ state: 'attached' });
  // The first 'playing' of any video in the page: were the page's script to replace the
  // server's <video> with its own while it loads, every video that appears is played.
  const ms = await visit.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('playing', () => resolve(performance.now()), { capture: true, once: true });
        const play = () => {
          for (const element of document.querySelectorAll('video')) {
            if (!element.paused) continue;
            element.muted = true;
            element.play().catch(() => undefined); // one removed by a render is simply gone
          }
        };
        new MutationObserver(play).observe(document, { childList: true, subtree: true });
        play();
      }),
  );
  await fresh.close();
  return ms;
}

/** Uploads a 4-second 640x360 video (made once in BENCH_CACHE), waits until it is processed, shares it; its share link. */
async function processedShare(token) {
  const cache = process.env.BENCH_CACHE ?? '/tmp/reelroom-bench-cache';
  mkdirSync(cache, { recursive: true });
  const file = join(cache, 'share-first-frame.mp4');
  if (!existsSync(file)) {
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440',
      '-t', '4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file,
    ]);
  }
  const bytes = readFileSync(file);
  const up = await api('POST', '/api/v2/record/local/init', token, { title: 'first-frame', client: 'bench' });
  const created = await tus('POST', up.upload_url, token, {
    'Upload-Length': String(bytes.length),
    'Upload-Metadata': `video_id ${Buffer.from(String(up.video_id)).toString('base64')}`,
  });
  await tus('PATCH', new URL(created.headers.get('location'), base).href, token,
    { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, bytes);
  await api('POST', '/api/v2/record/local/complete', token, { video_id: up.video_id });
  for (;;) {
    const v = await api('GET', `/api/video/detail/${up.video_id}`, token);
    if (v.status === 1 && v.play_url.includes('/video.mp4')) break;
    await new Promise((resolve) => setTimeout(resolve, 200)); // polling the server's processing, not timing anything
  }
  const share = await api('GET', `/api/video/share/create/${up.video_id}?scope=public`, token);
  return `/share/${up.video_id}/${encodeURIComponent(share.share_key)}`;
}
