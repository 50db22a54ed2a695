import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, type APIRequestContext, type LaunchOptions, type Locator, type Page } from '@playwright/test';

export const screensDir = resolve(import.meta.dirname, '..', 'test-results', 'screens');

/** Saves what the page shows as test-results/screens/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: join(screensDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Saves what the page shows in English, then in Simplified Chinese, and goes back to English.
 * After each reload `ready` waits for what the picture is about (by default, for the network
 * to go quiet).
 */
export async function screenshotBothLanguages(
  page: Page,
  name: string,
  ready: () => Promise<void> = () => page.waitForLoadState('networkidle'),
): Promise<void> {
  await screenshot(page, `${name}-en`);
  await page.evaluate(() => localStorage.setItem('forced-language', 'zh-CN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await ready();
  await screenshot(page, `${name}-zh-CN`);
  await page.evaluate(() => localStorage.setItem('forced-language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await ready();
}

/** For test.use: Chromium's fake devices, a moving test screen, a fake camera and a beeping microphone. */
export const fakeMediaDevices: { launchOptions: LaunchOptions; permissions: string[] } = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
    ],
  },
  permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
};

/** A 4-second 640x360 H.264/AAC video with a test pattern and a tone; the name's extension picks the container. */
export function makeTestVideo(fileName: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'reelroom-video-')), fileName);
  execFileSync(
    'ffmpeg',
    [
      '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30',
      '-f', 'lavfi', '-i', 'sine=frequency=440',
      '-t', '4',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac',
      path,
    ],
    { stdio: 'inherit' },
  );
  return path;
}

/** Plays a <video> muted (allowed without a gesture) and waits until it is past 0.5 s. */
export async function expectPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
}

/** Waits until an <img> has really loaded a picture. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

/** An account made for a test: its e-mail and token pair. */
export interface Account {
  email: string;
  token: string;
  refresh_token: string;
}

/** Registers a new account through the API of the server at `origin` ('' for the test's own). */
export async function registerAccount(request: APIRequestContext, nickname: string, origin = ''): Promise<Account> {
  const email = uniqueEmail();
  const response = await request.post(`${origin}/api/auth/register`, {
    data: { email, password: 'correct horse battery', nickname },
  });
  const body = (await response.json()) as { code: number; data: { token: string; refresh_token: string } };
  expect(body.code).toBe(0);
  return { email, ...body.data };
}

/** Registers through the API and stores the tokens in the page the way the app does. */
export async function signUp(page: Page, nickname: string, origin = ''): Promise<Account> {
  const account = await registerAccount(page.request, nickname, origin);
  await page.goto(`${origin}/login`);
  await page.evaluate((pair) => {
    localStorage.setItem('token', pair.token);
    localStorage.setItem('refresh_token', pair.refresh_token);
    localStorage.setItem('token_date', String(Date.now()));
  }, account);
  return account;
}

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Fills the Basic plan: 30 videos made through the recorder's init call, as a client does. */
export async function fillBasicPlan(page: Page): Promise<void> {
  const codes = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ title: 'filler', folder_id: 0, client: 'web' });
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch('/api/v2/record/local/init', { method: 'POST', headers, body });
      answers.push(((await response.json()) as { code: number }).code);
    }
    return answers;
  });
  expect(codes.every((code) => code === 0)).toBe(true);
}
