import { expect } from '@playwright/test';

import { desktopTest } from './desktop-app';
import { screenshot, uniqueEmail } from './helpers';


desktopTest.describe('desktop app', () => {
  desktopTest('signs in through the browser and a reelroom:// link, then signs out from the tray', async ({ page, server, launch }) => {
    const app = await launch();
    // Signed out: the window offers the browser sign-in, the tray offers Sign in.
    await app.waitForPage('the signed-out window', (p) => p.url.startsWith('/login') && p.text.includes('Sign in with your browser'));
    expect((await app.tray()).map((item) => item.label)).toEqual([
      'Open Reelroom',
      'Start recording',
      'Sign in',
      'Settings…',
      'Quit Reelroom',
    ]);
    await app.screenshot('60-desktop-signed-out');

    // The window's sign-in button: the app opens the server's login page in the browser.
    await app.clickInWindow('Sign in with your browser');
    const waiting = await app.waitForPage('the window to wait', (p) => p.text.includes('Waiting for you to sign in in your browser'));
    // The window shows the code the person types in the browser if the link cannot reach the app.
    expect(waiting.text).toMatch(/Your sign-in code\s*[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}/);
    await app.until('the login page to be opened', async () => (await app.opened()).length === 1);
    const login = new URL((await app.opened())[0]);
    expect(login.origin).toBe(server.url);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('checkuid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // It names the app, its OS and the machine, so the person can tell who asks.
    expect(login.searchParams.get('app_info')).toMatch(/^Reelroom Desktop \S+ \(Linux, .+\)$/);

    // The browser side, in Chromium: create an account there; the page binds the check UID.
    const email = uniqueEmail();
    await page.goto(login.href);
    await expect(page.getByTestId('handoff-banner')).toContainText('Reelroom Desktop');
    await page.getByRole('radiogroup').getByText('Create account').click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Nickname').fill('Desk Top');
    await page.getByLabel('Password').fill('correct horse battery');
    const bound = page.waitForResponse((r) => r.url().endsWith('/api/auth/handoff/bind'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const { data } = (await (await bound).json()) as { data: { code: string } };
    await expect(page.getByTestId('handoff-done')).toBeVisible();
    // Signed in, the page shows the server's record of the app that asked, from this network.
    await expect(page.getByTestId('handoff-asker')).toContainText('Reelroom Desktop');
    await expect(page.getByTestId('handoff-asker')).toContainText('Asked from the same network as this browser.');
    await screenshot(page, '61-desktop-browser-side-done');

    // The OS hands the page's reelroom:// link to a second launch, which passes it on and exits.
    const link = `reelroom://auth?code=${encodeURIComponent(data.code)}`;
    expect(await app.launchAgain([link])).toBe(0);

    // The running app redeemed it: the window shows My Videos, the tray names the account.
    // The list and the user's avatar (its initials, DT) load apart: wait for both.
    const videos = await app.waitForPage(
      'My Videos with the avatar',
      (p) => p.url === '/my_videos' && p.text.includes('No videos yet') && p.text.includes('DT'),
    );
    expect(videos.text).toContain('My Videos');
    await app.until('the tray to name the account', async () =>
      (await app.tray()).some((item) => item.label === email),
    );
    expect((await app.tray()).map((item) => item.label)).toEqual([
      'Open Reelroom',
      'Start recording',
      email,
      'Sign out',
      'Settings…',
      'Quit Reelroom',
    ]);
    await app.screenshot('62-desktop-my-videos');

    // Closing the window keeps the app in the tray; Open brings it back.
    await app.closeWindow();
    await app.until('the window to hide', async () => !(await app.windowVisible()));
    await app.clickTray('Open Reelroom');
    await app.until('the window to show', async () => app.windowVisible());

    // Tray → Settings…: the settings screen.
    await app.clickTray('Settings…');
    const settings = await app.waitForPage('the settings', (p) => p.url === '/settings' && p.text.includes('Server address'));
    expect(settings.text).toContain('Open Reelroom when you log in');
    await app.screenshot('63-desktop-settings');

    // Tray → Sign out: the window is signed out, and so is the tray.
    await app.clickTray('Sign out');
    await app.waitForPage('the signed-out window', (p) => p.url.startsWith('/login') && p.text.includes('Sign in with your browser'));
    await app.until('the tray to offer Sign in', async () => (await app.tray()).some((item) => item.label === 'Sign in'));
    await app.screenshot('64-desktop-signed-out-again');

    // A used link is worth nothing: the app stays signed out.
    expect(await app.launchAgain([link])).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await app.page())?.url).toMatch(/^\/login/);

    // The tray's Sign in starts a new sign-in in the browser, with a check UID of its own.
    await app.clickTray('Sign in');
    await app.until('a second login page to be opened', async () => (await app.opened()).length === 2);
    const again = new URL((await app.opened())[1]);
    expect(again.searchParams.get('checkuid')).not.toBe(login.searchParams.get('checkuid'));

    await app.clickTray('Quit Reelroom');
    expect(await app.exited()).toBe(0);
  });

  desktopTest('switches to Simplified Chinese on its settings screen, tray included', async ({ launch }) => {
    const app = await launch();
    await app.waitForPage('the signed-out window', (p) => p.text.includes('Sign in with your browser'));
    await app.clickTray('Settings…');
    await app.waitForPage('the settings', (p) => p.url === '/settings' && p.text.includes('Server address'));
    await app.clickInWindow('简体中文');
    await app.clickInWindow('Save');
    const saved = await app.waitForPage('the saved settings', (p) => p.text.includes('设置已保存。'));
    expect(saved.lang).toBe('zh-CN');
    expect(saved.text).toContain('登录系统时打开 Reelroom');
    await app.until('the tray to speak Chinese', async () => (await app.tray())[0]?.label === '打开 Reelroom');
    expect((await app.tray()).map((item) => item.label)).toEqual([
      '打开 Reelroom',
      '开始录制',
      '登录',
      '设置…',
      '退出 Reelroom',
    ]);
    await app.screenshot('65-desktop-settings-zh-CN');

    // The choice is kept: the next start speaks Chinese from the first screen.
    await app.clickTray('退出 Reelroom');
    expect(await app.exited()).toBe(0);
    await app.relaunch();
    const login = await app.waitForPage('the window after a restart', (p) => p.text.includes('使用浏览器登录'));
    expect(login.lang).toBe('zh-CN');
  });
});
