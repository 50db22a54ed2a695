import { createHash, randomBytes } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { test } from './csp';
import { screenshot, uniqueEmail } from './helpers';

interface DesktopApp {
  secret: string;
  checkUID: string;
  userCode: string;
}

/** What a desktop app does before opening the browser: make a secret, register the sign-in. */
async function startApp(request: APIRequestContext, appInfo: string): Promise<DesktopApp> {
  const secret = randomBytes(32).toString('base64url');
  const checkUID = createHash('sha256').update(secret).digest('base64url');
  const response = await request.post('/api/auth/handoff/start', { data: { secret, app_info: appInfo } });
  const body = (await response.json()) as { code: number; data: { user_code: string } };
  expect(body.code).toBe(0);
  return { secret, checkUID, userCode: body.data.user_code };
}

interface Poll {
  status: string;
  token: string;
}

/** Polls as the desktop app does when its reelroom:// link cannot reach it. */
async function poll(request: APIRequestContext, app: DesktopApp): Promise<Poll> {
  const response = await request.post('/api/auth/handoff/poll', { data: { checkuid: app.checkUID, secret: app.secret } });
  const body = (await response.json()) as { code: number; data: Poll };
  expect(body.code).toBe(0);
  return body.data;
}

async function signedInEmail(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/user/info', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { email: string } }).data.email;
}

/** The reelroom:// links the page opened, as the pages record them (see the test's start). */
async function openedAppLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { openedAppLinks: string[] }).openedAppLinks);
}

test('sign in on the web for the desktop app with its code, then switch account for it', async ({ page: first }) => {
  let page = first;
  const appInfo = 'Reelroom Desktop 0.1.0 (Linux, ann-laptop)';
  const app = await startApp(page.request, appInfo);
  const login = `/login?checkuid=${app.checkUID}&app_info=${encodeURIComponent(appInfo)}`;
  // No app takes reelroom:// links on this machine, and headless Chromium, asking the desktop for
  // one, stops delivering clicks to the page. The pages record the links they open and stay, as
  // when the OS hands a link to the app.
  await page.context().addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedAppLinks: opened });
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (event) => {
      const { destination, cancelable } = event as Event & { destination: { url: string } };
      if (cancelable && destination.url.startsWith('reelroom:')) {
        opened.push(destination.url);
        event.preventDefault();
      }
    });
  });
  expect((await poll(page.request, app)).status).toBe('pending');

  // Signed out: the form, with a banner naming the app.
  const email = uniqueEmail();
  await page.goto(login);
  await expect(page.getByTestId('handoff-banner')).toContainText(appInfo);
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nickname').fill('Desk Top');
  await page.getByLabel('Password').fill('correct horse battery');
  await screenshot(page, '50-handoff-sign-in');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('handoff-done')).toBeVisible();
  await expect(page.getByTestId('handoff-asker')).toContainText(`${appInfo} asks to sign in to your account`);
  await expect.poll(() => openedAppLinks(page)).toEqual([expect.stringMatching(/^reelroom:\/\/auth\?code=/)]);

  // The reelroom:// link reaches no app here. Signed in and bound is not enough for polling.
  expect((await poll(page.request, app)).status).toBe('pending');

  // The person types the code the app shows (any case, with a space); the app, polling, gets a
  // sign-in of its own, once.
  await page.getByTestId('handoff-code').fill(app.userCode.toLowerCase().replace('-', ' '));
  await page.getByTestId('handoff-approve').click();
  await expect(page.getByTestId('handoff-approved')).toBeVisible();
  await screenshot(page, '51-handoff-approved');
  const done = await poll(page.request, app);
  expect(done.status).toBe('done');
  expect(await signedInEmail(page.request, done.token)).toBe(email);
  expect((await poll(page.request, app)).status).toBe('pending');

  // A second app instance opens its own tab while the browser is signed in: the user is
  // asked to continue as this account or switch.
  const second = await startApp(page.request, 'Reelroom Desktop 0.1.0 (Linux, ann-laptop)');
  page = await page.context().newPage();
  await page.goto(`/login?checkuid=${second.checkUID}&app_info=Reelroom`);
  await expect(page.getByTestId('handoff-continue')).toBeVisible();
  await expect(page.getByTestId('handoff-asker')).toContainText('Asked from the same network as this browser.');
  await screenshot(page, '52-handoff-continue-or-switch');
  await page.getByTestId('handoff-switch').click();
  const other = uniqueEmail();
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(other);
  await page.getByLabel('Nickname').fill('Other');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('handoff-done')).toBeVisible();
  await expect.poll(() => openedAppLinks(page)).toHaveLength(1);
  // A wrong code is refused with the reason, and approves nothing.
  await page.getByTestId('handoff-code').fill('BBBB-BBBB');
  await page.getByTestId('handoff-approve').click();
  await expect(page.getByText('That code does not match the one the app shows.')).toBeVisible();
  await screenshot(page, '53-handoff-wrong-code');
  expect((await poll(page.request, second)).status).toBe('pending');
  await page.getByTestId('handoff-code').fill(second.userCode);
  await page.getByTestId('handoff-approve').click();
  await expect(page.getByTestId('handoff-approved')).toBeVisible();
  await screenshot(page, '54-handoff-approved-after-a-wrong-code');
  const switched = await poll(page.request, second);
  expect(switched.status).toBe('done');
  expect(await signedInEmail(page.request, switched.token)).toBe(other);
});
