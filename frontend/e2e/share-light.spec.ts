import { expect, type Page } from '@playwright/test';

import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
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

  // With JavaScript the viewer takes over the first view with its own share page.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitorPage.locator('.rr-first')).toHaveCount(0);
  await expect(visitorPage.getByRole('heading', { name: 'Light <first> view' })).toBeVisible();
  await expect(visitorPage.locator('video')).toHaveCount(1);
  await expectPlays(visitorPage.locator('video'));

  // The viewer came with English's strings alone; Chinese's arrive when a visitor picks it.
  const strings: string[] = [];
  visitorPage.on('request', (request) => {
    if (/\/assets\/viewer-strings-/.test(request.url())) strings.push(new URL(request.url()).pathname);
  });
  await visitorPage.getByRole('button', { name: 'English' }).click();
  await visitorPage.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(visitorPage.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(visitorPage.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(strings).toEqual([expect.stringMatching(/^\/assets\/viewer-strings-zh-CN-[\w-]+\.js$/)]);
  await visitor.close();
});

test('the viewer keeps the server\'s video playing while it boots, and fetches none of the app\'s code', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUp(page, 'Vic Viewer');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Adopted view');
  const key = await shareVideo(page.request, '', owner.token, video.id);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const scripts: string[] = [];
  visitorPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The viewer's JavaScript waits until the server's video plays, so the takeover happens mid-play.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await visitorPage.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await visitorPage.goto(`/share/${video.id}/${key}`, { waitUntil: 'commit' });
  const served = await visitorPage.locator('#root video').elementHandle();
  expect(served).not.toBeNull();
  await served.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => served.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  release();

  // Booted: the viewer's page is there, and its player is the server's element, still playing.
  await expect(visitorPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'Adopted view' })).toBeVisible();
  await expect(visitorPage.locator('.rr-first')).toHaveCount(0);
  await expect(visitorPage.locator('video')).toHaveCount(1);
  const state = await served.evaluate((element: HTMLVideoElement) => ({
    same: element === document.querySelector('video'),
    connected: element.isConnected,
    paused: element.paused,
    at: element.currentTime,
  }));
  expect(state).toMatchObject({ same: true, connected: true, paused: false });
  await expect.poll(() => served.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(state.at);

  // Only the viewer's own build (assets/viewer-*), none of the app's chunks.
  await visitorPage.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !/^\/assets\/viewer-[\w-]+\.js$/.test(path))).toEqual([]);
  await visitor.close();
});

test('the embeddable player and its cover card play in the viewer', async ({ page, browser, baseURL }) => {
  const owner = await signUp(page, 'Emma Embed');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Framed clip');
  const key = await shareVideo(page.request, '', owner.token, video.id);

  const visitor = await browser.newContext({ baseURL });
  const frame = await visitor.newPage();
  await frame.goto(`/iframePlayer?id=${video.id}&key=${key}`);
  await expectPlays(frame.getByLabel('Framed clip'));

  await frame.goto(`/preview-iframePlayer?id=${video.id}&key=${key}`);
  await frame.getByRole('button', { name: 'Play Framed clip' }).click();
  await expectPlays(frame.getByLabel('Framed clip'));
  await visitor.close();
});

test('a shared folder\'s video opened by its link plays from the server\'s element in the viewer', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUp(page, 'Flo Folder');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Folder clip');
  const folder = await apiCall<{ id: number }>(page.request, '', owner.token, 'POST', '/api/folder/create', {
    name: 'Light folder',
    pid: 0,
  });
  await apiCall(page.request, '', owner.token, 'PUT', '/api/items/move', { folders: [], videos: [video.id], target: folder.id });
  const share = await apiCall<{ share_key: string }>(page.request, '', owner.token, 'PUT', `/api/folder/share/create/${folder.id}`);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await opensInTheViewer(visitorPage, `/folderShare/video/${video.id}?key=${share.share_key}&from=${folder.id}`, 'Folder clip');
  await visitor.close();
});

test('a room video\'s public link plays in the viewer, and a link kept to the room shows a visitor nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUp(page, 'Rosa Room');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Room clip');
  const team = await apiCall<{ id: number }>(page.request, '', owner.token, 'POST', '/api/team/create', { name: 'Light team' });
  const room = await apiCall<{ id: number }>(page.request, '', owner.token, 'POST', '/api/channel/create', {
    team_id: team.id,
    name: 'Light room',
    is_private: true,
  });
  await apiCall(page.request, '', owner.token, 'POST', '/api/channel/video/move', { channel_id: room.id, video_id: video.id });
  const key = await shareVideo(page.request, '', owner.token, video.id);
  const link = `/roomShare/${video.id}/${key}`;

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await opensInTheViewer(visitorPage, link, 'Room clip');

  // Kept to the room: the page neither names nor plays the video for someone outside it.
  await apiCall(page.request, '', owner.token, 'GET', `/api/video/share/create/${video.id}?scope=channel`);
  await visitorPage.goto(link);
  await expect(visitorPage.getByText('This video is not available')).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'Room clip' })).toHaveCount(0);
  await expect(visitorPage.locator('video')).toHaveCount(0);
  await visitor.close();
});

/**
 * Opens path: the server's first view plays, the viewer takes that very element over under the
 * video's title, and no script of the app's own build is fetched.
 */
async function opensInTheViewer(visitorPage: Page, path: string, title: string): Promise<void> {
  const scripts: string[] = [];
  visitorPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visitorPage.goto(path, { waitUntil: 'commit' });
  const served = await visitorPage.locator('#root video').elementHandle();
  expect(served).not.toBeNull();
  await expect(visitorPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitorPage.locator('.rr-first')).toHaveCount(0);
  await expect(visitorPage.locator('video')).toHaveCount(1);
  expect(await served.evaluate((element) => element === document.querySelector('video'))).toBe(true);
  await expectPlays(visitorPage.locator('video'));
  await visitorPage.waitForLoadState('networkidle');
  expect(scripts.filter((script) => !/^\/assets\/viewer-[\w-]+\.js$/.test(script))).toEqual([]);
}
