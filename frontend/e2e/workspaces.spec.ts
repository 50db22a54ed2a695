import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { apiCall, uploadThroughAPI } from './api-video';
import { test } from './csp';
import { fakeMediaDevices, screenshot, screenshotBothLanguages, signUp, uniqueEmail } from './helpers';
import { latestMail, mailpit } from './mail';

test.use(fakeMediaDevices);

/** The path of the invite landing in the invitation mailpit holds for `to`. */
async function invitationPath(request: APIRequestContext, to: string): Promise<string> {
  const mail = await latestMail(request, to);
  const path = /\/invite\/t\/\d+\/[A-Za-z0-9_-]+/.exec(mail.Text)?.[0];
  expect(path, mail.Text).toBeTruthy();
  return path!;
}

/** Waits for what the page is about, then saves it in both languages. */
async function shots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  await screenshotBothLanguages(page, name, ready);
}

function idFrom(page: Page, pattern: RegExp): number {
  const match = pattern.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

test.describe('workspaces and rooms', () => {
  test.skip(!mailpit, 'needs the test mail server (TEST_MAILPIT_API; scripts/test.sh starts mailpit)');

  test('an owner invites B by e-mail and C by link; B records into a private room, C sees it live and comments; ownership goes to B', async ({
    page,
    browser,
  }) => {
    // The owner makes a workspace and a private room.
    await signUp(page, 'Olga Owner');
    await page.goto('/workspace/create');
    await shots(page, '90-workspace-create', () => expect(page.getByLabel(/Workspace name|工作区名称/)).toBeVisible());
    await page.getByLabel('Workspace name').fill('  Acme design  ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/workspace\/create\/\d+$/);
    const tid = idFrom(page, /\/workspace\/create\/(\d+)$/);
    await expect(page.getByText('Acme design is ready')).toBeVisible();
    await page.getByRole('button', { name: 'Create a room' }).first().click();
    await page.getByTestId('room-name').fill('Design reviews');
    await expect(page.getByTestId('room-name-left')).toHaveText('6 characters left');
    await page.getByTestId('room-private').click();
    await screenshot(page, '91-create-room');
    await page.getByTestId('room-submit').click();
    await expect(page).toHaveURL(/\/room\/\d+/);
    const cid = idFrom(page, /\/room\/(\d+)/);
    await expect(page.getByTestId('room-name-title')).toHaveText('Design reviews');
    await expect(page.getByTestId('room-private-icon')).toBeVisible();
    await expect(page.getByTestId(`sidebar-room-${cid}`)).toBeVisible();

    // B is invited by e-mail from the room's invite dialog.
    const bEmail = uniqueEmail();
    await page.goto(`/room/${cid}#invite`);
    const invite = page.getByRole('dialog');
    await invite.getByRole('tab', { name: 'E-mails' }).click();
    await invite.getByLabel('E-mail 1').fill(bEmail);
    await invite.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email has been sent')).toBeVisible();
    // C gets the link (sending closed the dialog).
    await page.goto(`/room/${cid}`);
    await page.goto(`/room/${cid}#invite`);
    await invite.getByRole('tab', { name: 'Invite link' }).click();
    const link = await invite.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/invite\/t\/\d+\/[A-Za-z0-9_-]{22,}$/);
    await screenshot(page, '92-invite-dialog');
    await page.keyboard.press('Escape');

    // B follows the mailed link, signs up through it and lands in the room.
    const bPage = await (await browser.newContext()).newPage();
    await bPage.goto(await invitationPath(page.request, bEmail));
    await expect(bPage).toHaveURL(/\/login/);
    await bPage.getByRole('radiogroup').getByText('Create account').click();
    await bPage.getByLabel('E-mail').fill(bEmail);
    await bPage.getByLabel('Nickname').fill('Bea Invited');
    await bPage.getByLabel('Password').fill('correct horse battery');
    await bPage.getByRole('button', { name: 'Create account' }).last().click();
    await expect(bPage).toHaveURL(new RegExp(`/room/${cid}`), { timeout: 30_000 });
    await expect(bPage.getByTestId('room-name-title')).toHaveText('Design reviews');

    // C opens the link signed in and lands in the room too.
    const cPage = await (await browser.newContext()).newPage();
    await signUp(cPage, 'Cai Member');
    await cPage.goto(new URL(link).pathname);
    await expect(cPage).toHaveURL(new RegExp(`/room/${cid}`), { timeout: 30_000 });
    await expect(cPage.getByTestId('room-name-title')).toHaveText('Design reviews');
    await cPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // B records into the room; C's feed shows it without a reload.
    await bPage.getByTestId('room-empty-record-button').click();
    await expect(bPage).toHaveURL(/\/recorder\?channel=\d+/);
    await bPage.getByTestId('recorder-start').click();
    await expect(bPage.getByTestId('recorder-stop')).toBeVisible({ timeout: 30_000 });
    await bPage.waitForTimeout(2500);
    await bPage.getByTestId('recorder-stop').click();
    const rename = bPage.getByTestId('rename-input');
    await expect(rename).toBeVisible({ timeout: 30_000 });
    await rename.fill('Checkout flow walkthrough');
    await bPage.getByTestId('rename-save').click();

    const card = cPage.getByTestId('room-feed').getByText('Checkout flow walkthrough');
    await expect(card).toBeVisible({ timeout: 30_000 });
    expect(await cPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await shots(cPage, '93-room-feed', () => expect(cPage.getByTestId('room-feed')).toBeVisible());

    // C opens it and comments.
    await cPage.getByTestId('room-feed').getByText('Checkout flow walkthrough').click();
    await expect(cPage).toHaveURL(new RegExp(`/roomDetail/${cid}/\\d+`));
    const editor = cPage.getByTestId('comment-editor');
    await editor.click();
    await editor.pressSequentially('Nice flow, Bea');
    await cPage.keyboard.press('Enter');
    await expect(cPage.getByTestId('comment-item').filter({ hasText: 'Nice flow, Bea' })).toBeVisible();
    await shots(cPage, '94-room-detail', () => expect(cPage.getByTestId('comment-panel')).toBeVisible());

    // The owner hands the workspace to B.
    await page.goto(`/workspace/manage/${tid}`);
    const bRow = page.getByRole('row').filter({ hasText: 'Bea Invited' });
    await expect(bRow).toBeVisible();
    await shots(page, '95-workspace-manage', () => expect(page.getByRole('row').filter({ hasText: /Bea Invited/ })).toBeVisible());
    await page.getByRole('row').filter({ hasText: 'Bea Invited' }).getByRole('button', { name: 'Make owner' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make owner' }).click();
    await expect(page.getByText('Ownership transferred')).toBeVisible();
    const roles = await page.request.get(`/api/team/detail/${tid}`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(((await roles.json()) as { data: { role: number } }).data.role).toBe(2);

    // C, a member, cannot open the workspace's management.
    await cPage.goto(`/workspace/manage/${tid}`);
    await expect(cPage.getByText('No access')).toBeVisible();
  });

  test('an expired or unknown invite link shows the error view', async ({ page }) => {
    await signUp(page, 'Lost Visitor');
    await page.goto('/invite/t/1/not-a-real-key-at-all-000000');
    await shots(page, '96-invite-expired', () => expect(page.getByText(/Invite link expired|邀请链接已失效/).first()).toBeVisible());
  });

  test('the workspace screens in both languages: room browser, add members, send dialog, create room, mobile menu', async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = baseURL!;
    const owner = await signUp(page, 'Olga Owner');
    const team = await apiCall<{ id: number }>(page.request, origin, owner.token, 'POST', '/api/team/create', { name: 'Screens team' });
    const room = await apiCall<{ id: number }>(page.request, origin, owner.token, 'POST', '/api/channel/create', {
      team_id: team.id,
      name: 'Open studio',
      description: 'Everyone may join',
      is_private: false,
    });
    const link = await apiCall<{ key: string }>(page.request, origin, owner.token, 'POST', '/api/team/invite/link', {
      team_id: team.id,
      channel_id: 0,
    });
    await uploadThroughAPI(page.request, origin, owner.token, 'Roadmap review');

    // A member who has not joined the public room browses it.
    const memberPage = await (await browser.newContext()).newPage();
    const member = await signUp(memberPage, 'Max Member');
    await apiCall(memberPage.request, origin, member.token, 'POST', '/api/team/invite/join', { team_id: team.id, key: link.key });
    await memberPage.goto(`/room/browser/${team.id}`);
    await shots(memberPage, '97-room-browser', () => expect(memberPage.getByTestId(`browse-room-${room.id}`)).toBeVisible());

    // The owner adds members to the room (#invitation).
    await page.goto(`/room/${room.id}#invitation`);
    await shots(page, '98-add-members', () => expect(page.getByRole('dialog').getByText('Max Member')).toBeVisible());

    // The send dialog from a My Videos card, and the create-room dialog from the sidebar.
    for (const language of ['en', 'zh-CN']) {
      await page.goto('/my_videos');
      await page.evaluate((lang) => localStorage.setItem('forced-language', lang), language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator('[data-testid^="video-send-menu-"]').first().click();
      await page.getByRole('menuitem').first().click();
      await expect(page.getByTestId(`send-team-${team.id}`)).toBeVisible();
      await page.getByTestId(`send-team-${team.id}`).click();
      await screenshot(page, `99-send-dialog-${language}`);
      await page.keyboard.press('Escape');
      await page.getByTestId(`sidebar-create-room-${team.id}`).click();
      await expect(page.getByTestId('room-name')).toBeVisible();
      await screenshot(page, `88-create-room-${language}`);
      await page.keyboard.press('Escape');
    }
    await page.evaluate(() => localStorage.setItem('forced-language', 'en'));

    // The sidebar as the mobile slide-in menu.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/room/${room.id}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shots(page, '89-mobile-menu', async () => {
      const menu = page.getByRole('dialog');
      if (!(await menu.isVisible())) await page.getByRole('button', { name: /Open menu|打开菜单/ }).click();
      await expect(menu.getByTestId(`sidebar-room-${room.id}`)).toBeVisible();
    });
  });
});
