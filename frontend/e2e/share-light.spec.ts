import { expect } from '@playwright/test';

import { shareVideo, uploadThroughAPI } from './api-video';
import { test, watchCsp } from './csp';
import { expectPlays, screenshot, signUp } from './helpers';

test('a share page plays from its HTML with JavaScript off, and the app still takes over with it on', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUp(page, 'Lia Light');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Light <first> view');
  const key = await shareVideo(page.request, '', owner.token, video.id);
  const link = `${baseURL}/share/${video.id}/${key}`;

  // No JavaScript at all: the server's first view is the page, and its video plays.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const violations = await watchCsp(plain);
  const plainPage = await plain.newPage();
  await plainPage.goto(link);
  await expect(plainPage.getByRole('heading', { name: 'Light <first> view' })).toBeVisible();
  const first = plainPage.locator('#root video');
  await expect(first).toHaveAttribute('src', `/api/media/videos/${video.id}/video.mp4?share_key=${key}`);
  await expectPlays(first);
  await screenshot(plainPage, 'share-light-no-js');
  expect(violations).toEqual([]);
  await plain.close();

  // With JavaScript the app replaces the first view with its own share page.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitorPage.locator('.rr-first')).toHaveCount(0);
  await expect(visitorPage.getByRole('heading', { name: 'Light <first> view' })).toBeVisible();
  await expect(visitorPage.locator('video')).toHaveCount(1);
  await expectPlays(visitorPage.locator('video'));
  await visitor.close();
});
