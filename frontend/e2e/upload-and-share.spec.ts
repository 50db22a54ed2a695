import { expect } from '@playwright/test';

import { test } from './csp';
import { expectImageLoaded, expectPlays, makeTestVideo, screenshot, uniqueEmail } from './helpers';

test('create an account, upload an MP4, play it and share it with a visitor', async ({ page, browser, baseURL }) => {
  const videoPath = makeTestVideo('reelroom-demo.mp4');

  // Create an account through the UI.
  await page.goto('/my_videos');
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(uniqueEmail());
  await page.getByLabel('Nickname').fill('E2E Tester');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/my_videos$/);
  await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
  await screenshot(page, '03-my-videos-empty');

  // Upload through the dialog.
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload videos' });
  await dialog.getByLabel('Drop MP4 files here, or click to browse').setInputFiles(videoPath);
  await expect(dialog.getByText('reelroom-demo.mp4')).toBeVisible();
  await screenshot(page, '04-upload-selected');
  await dialog.getByRole('button', { name: 'Start upload (1)' }).click();
  await expect(dialog.getByText('1/1 uploaded')).toBeVisible({ timeout: 90_000 });
  await screenshot(page, '05-upload-done');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The list shows it with its cover and duration.
  const card = page.getByRole('link', { name: /reelroom-demo/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0:04');
  await expectImageLoaded(card.getByTestId('video-cover'));
  await screenshot(page, '06-my-videos');

  // Open and play it.
  await card.click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole('heading', { name: 'reelroom-demo' })).toBeVisible();
  await expectPlays(page.locator('video'));
  await screenshot(page, '07-video');

  // Get the share link: it is copied and shown.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Get link' }).click();
  const linkField = page.getByLabel('Share link');
  await expect(linkField).toHaveValue(/\/share\/\d+\/.+/);
  await expect(page.getByText('Link copied').first()).toBeVisible();
  const link = await linkField.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(link.startsWith(baseURL ?? '')).toBe(true);
  await screenshot(page, '08-video-get-link');

  // A visitor who is not signed in opens it and it plays.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { name: 'reelroom-demo' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectPlays(visitorPage.locator('video'));
  await screenshot(visitorPage, '09-share-visitor');

  // A wrong key is a not-found state, not an error.
  await visitorPage.goto(link.replace(/\/[^/]+$/, '/wrong-key'));
  await expect(visitorPage.getByRole('heading', { name: 'This video is not available' })).toBeVisible();
  await screenshot(visitorPage, '10-share-not-found');
  await visitor.close();
});
