// Driven by run.sh, which starts the server and sets BASE and LENGTHS.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

import { chromium } from '../../frontend/node_modules/playwright/index.mjs';
import { api, signUp } from '../reelroom-api.mjs';

const base = process.env.BASE;
const lengths = (process.env.LENGTHS ?? '10 60 300').split(/\s+/).filter(Boolean).map(Number);
const throttleBytesPerSecond = (20 * 1000 * 1000) / 8; // 20 Mbit/s
const targetSeconds = 0.5;
const targetRatio = 1.5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the recording's video is ok and its play URL answers 206; returns the video. */
async function waitPlayable(token, id) {
  for (;;) {
    const video = await api('GET', `/api/video/detail/${id}`, token);
    if (video.status === -1) throw new Error(`video ${id} failed: ${video.fail_reason}`);
    if (video.status === 1 && video.play_url) {
      const response = await fetch(base + video.play_url, { headers: { Range: 'bytes=0-1' } });
      await response.arrayBuffer();
      if (response.status === 206) return video;
    }
    await sleep(10);
  }
}

/** The recording video the page created: the newest one in status 21. */
async function recordingVideoId(token) {
  for (let i = 0; i < 500; i++) {
    const list = await api('GET', '/api/video/list/0', token);
    const recording = list.videos.find((video) => video.status === 21);
    if (recording) return recording.id;
    await sleep(20);
  }
  throw new Error('no recording video appeared');
}

/** A loopback sink that reads whole request bodies, to time uploads from the page. */
const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const sinkURL = `http://127.0.0.1:${sink.address().port}/`;

/** Times a 5 MB POST from the page to the sink, to show the throttle is in force. */
async function measuredUploadMbps(page) {
  const seconds = await page.evaluate(async (url) => {
    const body = new Uint8Array(5 * 1000 * 1000);
    const start = performance.now();
    await fetch(url, { method: 'POST', mode: 'no-cors', body });
    return (performance.now() - start) / 1000;
  }, sinkURL);
  return (5 * 8) / seconds;
}

async function recordOnce(browser, pair, seconds, throttled) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((tokens) => {
    localStorage.setItem('token', tokens.token);
    localStorage.setItem('refresh_token', tokens.refresh_token);
    localStorage.setItem('token_date', String(Date.now()));
  }, pair);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let uploadMbps = null;
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: throttleBytesPerSecond,
    });
    uploadMbps = await measuredUploadMbps(page);
  }
  await page.goto('/recorder');
  await page.getByTestId('recorder-start').click();
  await page.getByTestId('recorder-stop').waitFor({ state: 'visible', timeout: 30_000 });
  const recordingStarted = performance.now();
  const id = await recordingVideoId(pair.token);
  await sleep(Math.max(0, seconds * 1000 - (performance.now() - recordingStarted)));

  const pressed = performance.now();
  await page.getByTestId('recorder-stop').click();
  const video = await waitPlayable(pair.token, id);
  const stopToLink = (performance.now() - pressed) / 1000;
  await context.close();
  return { stopToLink, video, uploadMbps };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    '--auto-select-desktop-capture-source=Entire screen',
  ],
});
const pair = await signUp();
const results = [];
let pass = true;
for (const throttled of [false, true]) {
  const label = throttled ? 'upload throttled to 20 Mbit/s' : 'loopback, no throttle';
  console.log(`\n${label}`);
  const figures = {};
  for (const seconds of lengths) {
    const { stopToLink, video, uploadMbps } = await recordOnce(browser, pair, seconds, throttled);
    figures[seconds] = stopToLink;
    const mbps = ((video.size * 8) / (video.duration / 1000) / 1e6).toFixed(2);
    const ok = stopToLink < targetSeconds;
    pass &&= ok;
    console.log(
      `  ${String(seconds).padStart(4)} s recording: stop -> ok + 206 in ${stopToLink.toFixed(3)} s ` +
        `(duration ${(video.duration / 1000).toFixed(2)} s, ${(video.size / 1e6).toFixed(1)} MB, ${mbps} Mbit/s recorded` +
        `${uploadMbps ? `, page upload measured ${uploadMbps.toFixed(1)} Mbit/s` : ''}) ${ok ? 'PASS' : 'FAIL'} (< ${targetSeconds} s)`,
    );
    results.push({ throttled, seconds, stopToLink });
  }
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  if (first !== last) {
    const ratio = figures[last] / figures[first];
    const ok = ratio < targetRatio;
    pass &&= ok;
    console.log(`  ratio ${last} s / ${first} s: ${ratio.toFixed(2)} ${ok ? 'PASS' : 'FAIL'} (< ${targetRatio})`);
  }
}
await browser.close();
sink.close();
console.log(`\nverdict: ${pass ? 'PASS' : 'FAIL'}`);
process.exit(pass ? 0 : 1);
