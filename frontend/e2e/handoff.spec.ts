import { createHash, randomBytes } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import { test } from './csp';
import { screenshot, uniqueEmail } from './helpers';

/** What a desktop app holds while it signs in: a secret, and the check UID it puts in the URL. */
function desktopApp() {
  const secret = randomBytes(32).toString('base64url');
  const checkUID = createHash('sha256').update(secret).digest('base64url');
  return { secret, checkUID };
}

interface Poll {
  status: string;
  token: string;
}

/** Polls as the desktop app does when its reelroom:// link cannot reach it. */
async function poll(request: APIRequestContext, app: { secret: string; checkUID: string }): Promise<Poll> {
  const response = await request.post('/api/auth/handoff/poll', { data: { checkuid: app.checkUID, secret: app.secret } });
  const body = (await response.json()) as { code: number; data: Poll };
  expect(body.code).toBe(0);
  return body.data;
}

async function signedInEmail(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/user/info', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { email: string } }).data.email;
}

test('sign in on the web for the desktop app, then switch account for it', async ({ page: first }) => {
  let page = first;
  const app = desktopApp();
  const login = `/login?checkuid=${app.checkUID}&app_info=${encodeURIComponent('Reelroom Desktop 0.1.0 (linux)')}`;
  expect((await poll(page.request, app)).status).toBe('pending');

  // Signed out: the form, with a banner naming the app.
  const email = uniqueEmail();
  await page.goto(login);
  await expect(page.getByTestId('handoff-banner')).toContainText('Reelroom Desktop 0.1.0 (linux)');
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nickname').fill('Desk Top');
  await page.getByLabel('Password').fill('correct horse battery');
  await screenshot(page, '50-handoff-sign-in');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('handoff-done')).toBeVisible();
  await screenshot(page, '51-handoff-done');

  // The app, polling, gets a sign-in of its own, once.
  const done = await poll(page.request, app);
  expect(done.status).toBe('done');
  expect(await signedInEmail(page.request, done.token)).toBe(email);
  expect((await poll(page.request, app)).status).toBe('pending');

  // A second app instance opens its own tab while the browser is signed in: the user is
  // asked to continue as this account or switch.
  const second = desktopApp();
  page = await page.context().newPage();
  await page.goto(`/login?checkuid=${second.checkUID}&app_info=Reelroom`);
  await expect(page.getByTestId('handoff-continue')).toBeVisible();
  await screenshot(page, '52-handoff-continue-or-switch');
  await page.getByTestId('handoff-switch').click();
  const other = uniqueEmail();
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(other);
  await page.getByLabel('Nickname').fill('Other');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('handoff-done')).toBeVisible();
  const switched = await poll(page.request, second);
  expect(switched.status).toBe('done');
  expect(await signedInEmail(page.request, switched.token)).toBe(other);
});
