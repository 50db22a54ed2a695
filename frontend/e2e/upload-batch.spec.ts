import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { expect } from '@playwright/test';

import { test } from './csp';
import { expectPlays, fillBasicPlan, makeTestVideo, screenshot, signUp } from './helpers';

test('upload a .mov, an .mp4 and a text file named .mp4 at once: two play, one is the wrong format', async ({ page }) => {
  const mov = makeTestVideo('screen-capture.mov');
  const mp4 = makeTestVideo('team-demo.mp4');
  const notVideo = join(dirname(mp4), 'meeting-notes.mp4');
  writeFileSync(notVideo, 'Meeting notes: this is plain text, not a video.\n'.repeat(20));

  await signUp(page, 'Batch Uploader');
  await page.goto('/my_videos');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload videos' });
  await expect(dialog.getByRole('button', { name: 'Start upload (0)' })).toBeDisabled();
  await screenshot(page, '16-upload-dialog-empty');
  await dialog.getByLabel('Drop MP4 files here, or click to browse').setInputFiles([mov, mp4, notVideo]);

  const notes = dialog.getByRole('listitem', { name: 'meeting-notes.mp4' });
  await expect(notes).toContainText('Wrong format');
  await expect(notes.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(dialog.getByRole('listitem')).toHaveCount(3);

  // Slow the network so the screenshots catch the uploads on their way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 48 * 1024,
  });
  await dialog.getByRole('button', { name: 'Start upload (2)' }).click();
  await expect(dialog.getByText(/^\d+(\.\d+)? KB of /).first()).toBeVisible();
  await expect(dialog.getByLabel('Drop MP4 files here, or click to browse')).toHaveCount(0);
  await screenshot(page, '17-upload-batch-uploading');

  // Minimised: the floating bar and the placeholder cards follow the uploads.
  await dialog.getByRole('button', { name: 'Minimise' }).click();
  const bar = page.getByRole('button', { name: 'Show uploads' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/^Uploading \d+%$/).first()).toBeVisible();
  await screenshot(page, '18-upload-minimised');
  await bar.click();
  await expect(dialog).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(dialog.getByText('2/3 uploaded')).toBeVisible({ timeout: 90_000 });
  for (const name of ['screen-capture.mov', 'team-demo.mp4']) {
    await expect(dialog.getByRole('listitem', { name })).toContainText('Uploaded');
  }
  await expect(notes).toContainText('Wrong format');
  await screenshot(page, '19-upload-batch-done');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Both are in My Videos and play.
  for (const title of ['screen-capture', 'team-demo']) {
    await page.goto('/my_videos');
    const card = page.getByRole('link', { name: new RegExp(title) });
    await expect(card).toContainText('0:04');
    await card.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectPlays(page.locator('video'));
  }
  await page.goto('/my_videos');
  await expect(page.getByRole('link', { name: /meeting-notes/ })).toHaveCount(0);
  await screenshot(page, '20-my-videos-after-batch');
});

test('at the Basic plan limit the upload fails and the subscribe modal offers Premium', async ({ page }) => {
  const mp4 = makeTestVideo('one-too-many.mp4');
  await signUp(page, 'Full Plan');
  await fillBasicPlan(page);

  await page.goto('/my_videos');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload videos' });
  await dialog.getByLabel('Drop MP4 files here, or click to browse').setInputFiles(mp4);
  await dialog.getByRole('button', { name: 'Start upload (1)' }).click();

  await expect(page.getByText('The Basic plan keeps up to 30 videos. Get Premium for unlimited videos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium', exact: true })).toHaveAttribute('href', '/pricing');
  await expect(dialog.getByRole('listitem', { name: 'one-too-many.mp4' })).toContainText('Basic plan video limit reached');
  await screenshot(page, '21-upload-subscribe-modal');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Get Premium', exact: true })).toBeHidden();
  await expect(dialog.getByText('0/1 uploaded')).toBeVisible();
});
