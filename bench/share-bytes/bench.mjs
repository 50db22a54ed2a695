// Driven by run.sh, which starts the server and sets BASE.
import { chromium } from '../../frontend/node_modules/playwright/index.mjs';
import { api, signUp } from '../reelroom-api.mjs';

const base = process.env.BASE;

// A video being recorded has a share link at once; its page loads the whole app.
const { token } = await signUp();
const init = await api('POST', '/api/v2/record/local/init', token, {
  title: 'share-bytes',
  folder_id: 0,
  client: 'bench',
  client_version: '1',
  screen_size: '640x360',
  recorder_version: '1',
  record: true,
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-dev-shm-usage'],
});
try {
  // A new context has an empty cache: every file comes over the network.
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`/share/${init.video_id}/${encodeURIComponent(init.share_key)}`);
  await page.getByTestId('shared-video-pending').waitFor();
  await page.waitForLoadState('networkidle');

  let transferred = 0;
  let decoded = 0;
  const encodings = new Set();
  for (const response of scripts) {
    const sizes = await response.request().sizes();
    transferred += sizes.responseBodySize;
    decoded += (await response.body()).length;
    encodings.add((await response.allHeaders())['content-encoding'] ?? 'identity');
  }
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(`JS files: ${scripts.length} (content-encoding: ${[...encodings].join(', ')})`);
  console.log(`JS bytes transferred (body, as sent): ${transferred} (${kib(transferred)} KiB)`);
  console.log(`JS bytes uncompressed: ${decoded} (${kib(decoded)} KiB)`);
  console.log(`transferred / uncompressed: ${(transferred / decoded).toFixed(3)}`);
} finally {
  await browser.close();
}
