import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
import { test } from './csp';
import { screenshotBothLanguages, signUp, type Account } from './helpers';

/** The id of the account behind `token`. */
async function userId(request: APIRequestContext, token: string): Promise<number> {
  return (await apiCall<{ id: number }>(request, '', token, 'GET', '/api/user/info')).id;
}

function block(type: string, fields: Record<string, unknown>) {
  return { type, text: '', user_id: 0, url: '', time_ms: 0, ...fields };
}

/** `author` comments on the shared video at `playedMs`, mentioning `mentioned`. */
async function mentionIn(
  request: APIRequestContext,
  author: Account,
  video: { id: number; key: string },
  mentioned: number,
  text: string,
  playedMs: number,
): Promise<void> {
  await apiCall(request, '', author.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    share_key: video.key,
    played_time: playedMs,
    blocks: [block('mention', { user_id: mentioned }), block('text', { text: ` ${text}` })],
  });
}

const badge = (page: Page) => page.getByTestId('bell-badge');
const bell = (page: Page) => page.getByTestId('notification-bell');
const items = (page: Page) => page.getByTestId('notification-item');

/** Marks the page so a reload (which would clear the mark) can be told apart from a live update. */
async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

/** Opens the bell's panel (after a reload it is closed). */
async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await expect(page.getByTestId('notification-read-all')).toBeVisible();
}

test('a mention reaches both of B’s tabs live; the panel reads, toggles, deletes and clears in every tab', async ({
  browser,
  page,
}) => {
  // B owns a shared video; A comments through its link.
  const bContext = await browser.newContext();
  const tab1 = await bContext.newPage();
  const b = await signUp(tab1, 'Bea Owner');
  const bId = await userId(tab1.request, b.token);
  const uploaded = await uploadThroughAPI(tab1.request, '', b.token, 'Weekly demo');
  const video = { id: uploaded.id, key: await shareVideo(tab1.request, '', b.token, uploaded.id) };
  const a = await signUp(page, 'Ada Author');

  await tab1.goto('/my_videos');
  const tab2 = await bContext.newPage();
  await tab2.goto('/my_videos');
  for (const tab of [tab1, tab2]) {
    await expect(bell(tab)).toBeVisible();
    await expect(badge(tab)).toHaveText('');
    await markNoReload(tab);
  }

  // A mentions B at 0:02: both tabs show the badge without a reload.
  await mentionIn(page.request, a, video, bId, 'can you check the intro?', 2000);
  await expect(badge(tab1)).toHaveText('1');
  await expect(badge(tab2)).toHaveText('1');
  await expect(bell(tab2)).toHaveAccessibleName('Notifications, 1 unread');

  // Tab 1's panel names A; marking all read there clears tab 2's badge live.
  await openPanel(tab1);
  const mention = items(tab1).first();
  await expect(tab1.getByTestId('notification-section-all')).toHaveCount(0);
  await expect(tab1.getByTestId('notification-section-unread').getByTestId('notification-item')).toHaveCount(1);
  await expect(mention.getByTestId('notification-text')).toHaveText('Ada Author mentioned you on “Weekly demo”');
  await expect(mention).toContainText('can you check the intro?');
  await tab1.getByTestId('notification-read-all').click();
  await expect(badge(tab1)).toHaveText('');
  await expect(badge(tab2)).toHaveText('');
  await expect(tab1.getByTestId('notification-section-all').getByTestId('notification-item')).toHaveCount(1);
  await expect(tab1.getByTestId('notification-read-all')).toBeDisabled();
  await expectNoReload(tab2);

  // The item's toggle makes it unread again, in both tabs; then read again.
  await mention.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(badge(tab1)).toHaveText('1');
  await expect(badge(tab2)).toHaveText('1');
  await expect(mention).toHaveAttribute('data-read', 'false');
  await mention.getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge(tab2)).toHaveText('');
  await expect(mention).toHaveAttribute('data-read', 'true');

  // A second mention: the panel shows an unread and a read section (grouping ends at read).
  await mentionIn(page.request, a, video, bId, 'and the outro at the end', 3000);
  await expect(badge(tab1)).toHaveText('1');
  await expect(badge(tab2)).toHaveText('1');
  await expect(tab1.getByTestId('notification-section-unread').getByTestId('notification-item')).toHaveCount(1);
  await expect(tab1.getByTestId('notification-section-read').getByTestId('notification-item')).toHaveCount(1);
  await tab1.reload();
  const panelShown = async () => {
    await openPanel(tab1);
    await expect(tab1.getByTestId('notification-section-read').getByTestId('notification-item')).toHaveCount(1);
  };
  await panelShown();
  // After the last reload it leaves the panel open.
  await screenshotBothLanguages(tab1, '100-notification-panel', panelShown);

  // Clicking the unread one opens the video at the comment's moment and marks it read.
  await tab1.getByTestId('notification-section-unread').getByTestId('notification-item').getByTestId('notification-text').click();
  await expect(tab1).toHaveURL(new RegExp(`/video/${video.id}\\?t=3$`));
  await expect(badge(tab1)).toHaveText('');
  await expect(badge(tab2)).toHaveText('');

  // Deleting one removes it from both tabs.
  await openPanel(tab1);
  await openPanel(tab2);
  await expect(items(tab1)).toHaveCount(2);
  await expect(items(tab2)).toHaveCount(2);
  await items(tab1).first().getByRole('button', { name: 'Delete notification' }).click();
  await expect(items(tab1)).toHaveCount(1);
  await expect(items(tab2)).toHaveCount(1);

  // Clear all (after confirming) empties both tabs.
  await tab1.getByTestId('notification-clear-all').click();
  await tab1.getByTestId('notification-clear-confirm').click();
  await expect(tab1.getByTestId('notifications-empty')).toBeVisible();
  await expect(tab2.getByTestId('notifications-empty')).toBeVisible();
  await expect(tab1.getByTestId('notification-clear-all')).toBeDisabled();
  await expectNoReload(tab2);
  const emptyShown = async () => {
    await openPanel(tab2);
    await expect(tab2.getByTestId('notifications-empty')).toBeVisible();
  };
  await screenshotBothLanguages(tab2, '101-notification-panel-empty', emptyShown);
  await bContext.close();
});

test('the profile page’s e-mail setting persists; a bad unsubscribe link says so', async ({ page }) => {
  await signUp(page, 'Pia Profile');
  await page.goto('/menu/profile');
  const setting = page.getByRole('switch', { name: 'E-mail me mentions and replies I have not seen' });
  await expect(setting).toBeChecked();
  const profileShown = () => expect(page.getByTestId('notification-settings').getByRole('switch')).toBeVisible();
  await screenshotBothLanguages(page, '102-profile-notifications', profileShown);
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect(page.getByText('Setting saved')).toBeVisible();
  await page.reload();
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(setting).toBeChecked();
  await page.reload();
  await expect(setting).toBeChecked();

  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByTestId('unsubscribe-invalid')).toContainText('This unsubscribe link does not work');
  await screenshotBothLanguages(page, '103-unsubscribe-invalid', () =>
    expect(page.getByTestId('unsubscribe-invalid')).toBeVisible(),
  );
});
