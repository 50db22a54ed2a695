import { expect } from '@playwright/test';

import { test } from './csp';
import { screenshot, uniqueEmail } from './helpers';

test('an unauthenticated visit to /my_videos lands on /login with redirect', async ({ page }) => {
  await page.goto('/my_videos');

  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy_videos$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await screenshot(page, '01-login');
});

test('the login page keeps the desktop handoff parameters', async ({ page }) => {
  await page.goto('/login?checkuid=abc&app_info=desk&requery=1&redirect=%2Fvideo%2F1');
  await page.getByRole('radiogroup').getByText('Create account').click();

  const url = new URL(page.url());
  expect(url.searchParams.get('checkuid')).toBe('abc');
  expect(url.searchParams.get('app_info')).toBe('desk');
  expect(url.searchParams.get('requery')).toBe('1');
  expect(url.searchParams.get('redirect')).toBe('/video/1');
});

test('validation messages appear before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Password must be 8 to 72 characters')).toBeVisible();
});

test('creating an account with a common password says why it is refused, in English and Chinese', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('radiogroup').getByText('Create account').click();
  await page.getByLabel('E-mail').fill(uniqueEmail());
  await page.getByLabel('Nickname').fill('Weak');
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByText('Password is too easy to guess: it is a common password or made of common words.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await page.getByRole('button', { name: '注册账号' }).click();
  await expect(page.getByText('密码太容易被猜到：这是常见密码', { exact: false })).toBeVisible();
});

test('switching the language to 简体中文 changes the text and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();

  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await screenshot(page, '02-login-zh-CN');
});

test('unknown addresses show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshot(page, '15-not-found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
});
