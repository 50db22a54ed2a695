import { expect, type Browser, type Page } from '@playwright/test';

import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
import { test } from './csp';
import { screenshot, screenshotBothLanguages, signUp } from './helpers';
import { Instances, testPostgres } from './pg-instances';

/** Marks the page so a reload (which would clear the mark) can be told apart from a live update. */
async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

/** Types a comment into the box and sends it with Enter. */
async function typeComment(page: Page, text: string): Promise<void> {
  const editor = page.getByTestId('comment-editor');
  await editor.click();
  await editor.pressSequentially(text);
}

function commentWith(page: Page, text: string) {
  return page.getByTestId('comment-item').filter({ hasText: text });
}

/**
 * A (the owner, at `ownerOrigin`) and B (a signed-in viewer through the share link, at
 * `viewerOrigin`) watch the same video. B comments first, so A may mention B; A posts a
 * mention, a link and a time-point; B sees it without reloading, seeks with its
 * time-point, and sees A's edit and delete.
 */
async function talkAboutAVideo(browser: Browser, page: Page, ownerOrigin: string, viewerOrigin: string, shots: boolean) {
  const owner = await signUp(page, 'Ada Owner', ownerOrigin);
  const video = await uploadThroughAPI(page.request, ownerOrigin, owner.token, 'Standup notes');
  const key = await shareVideo(page.request, ownerOrigin, owner.token, video.id);

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signUp(viewer, 'Bo Viewer', viewerOrigin);
  await viewer.goto(`${viewerOrigin}/share/${video.id}/${key}`);
  await expect(viewer.getByTestId('comment-panel')).toBeVisible();
  await typeComment(viewer, 'First look from Bo');
  await viewer.keyboard.press('Enter');
  await expect(commentWith(viewer, 'First look from Bo')).toBeVisible();
  await expect(commentWith(viewer, 'First look from Bo')).not.toHaveAttribute('data-comment-id', /^-/);

  await page.goto(`${ownerOrigin}/video/${video.id}`);
  await expect(commentWith(page, 'First look from Bo')).toBeVisible();
  await markNoReload(viewer);

  // The mention popup lists who can see the video: here Bo, who has commented.
  await typeComment(page, 'Thanks @Bo');
  const popup = page.getByTestId('mention-popup');
  await expect(popup).toBeVisible();
  if (shots) await screenshot(page, '80-mention-popup-en');
  await popup.getByRole('option', { name: /Bo Viewer/ }).click();
  await expect(popup).toBeHidden();
  await page.getByTestId('comment-editor').pressSequentially(' see https://example.com/notes at 0:02');
  const sentAt = Date.now();
  await page.keyboard.press('Enter');
  const arrived = commentWith(viewer, 'https://example.com/notes');
  await expect(arrived).toBeVisible({ timeout: 10_000 });
  console.log(`comment seen by the other viewer ${Date.now() - sentAt} ms after Enter`);
  await expectNoReload(viewer);
  await expect(arrived).toContainText('@Bo Viewer');
  await expect(arrived.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
    'href',
    'https://example.com/notes',
  );

  // Its time-point seeks B's player.
  await arrived.getByTestId('comment-time-point').click();
  await expect
    .poll(() => viewer.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(2, 0);
  await expect(viewer.getByTestId('timeline-marker').first()).toBeVisible();

  // A edits it; B sees the new text.
  const mine = commentWith(page, 'https://example.com/notes');
  await expect(mine).not.toHaveAttribute('data-comment-id', /^-/);
  await mine.hover();
  await mine.getByTestId('comment-edit').click();
  const edit = page.getByRole('dialog');
  const editEditor = edit.getByTestId('comment-editor');
  await editEditor.click();
  await editEditor.press('End');
  await editEditor.pressSequentially(' (updated)');
  await edit.getByTestId('comment-send').click();
  await expect(edit).toBeHidden();
  await expect(commentWith(viewer, '(updated)')).toBeVisible({ timeout: 10_000 });

  // A deletes it; B sees it go.
  await mine.hover();
  await mine.getByTestId('comment-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(commentWith(page, '(updated)')).toHaveCount(0);
  await expect(commentWith(viewer, '(updated)')).toHaveCount(0, { timeout: 15_000 });
  await expectNoReload(viewer);
  await viewerContext.close();
  return { owner, video, key };
}

test('a comment with a mention, a link and a time-point reaches another viewer live; its edit and delete too', async ({
  browser,
  page,
}) => {
  const { owner, video, key } = await talkAboutAVideo(browser, page, '', '', true);

  // A fuller thread for the pictures: a time-point, a mention and a link in one comment, and a reply.
  const people = await apiCall<{ users: { id: number; nickname: string }[] }>(
    page.request, '', owner.token, 'GET', `/api/comment/mentionable?video_id=${video.id}`,
  );
  const bo = people.users.find((user) => user.nickname === 'Bo Viewer')!;
  const block = (type: string, fields: Record<string, unknown>) => ({ type, text: '', user_id: 0, url: '', time_ms: 0, ...fields });
  const thread = await apiCall<{ id: number }>(page.request, '', owner.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    played_time: 1500,
    blocks: [
      block('text', { text: 'The title card at ' }),
      block('time_point', { time_ms: 1000 }),
      block('text', { text: ' needs work, ' }),
      block('mention', { user_id: bo.id }),
      block('text', { text: ' — notes: ' }),
      block('link', { url: 'https://example.com/notes' }),
    ],
  });
  await apiCall(page.request, '', owner.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    played_time: -1,
    parent_id: thread.id,
    blocks: [block('text', { text: 'I will redo it tomorrow.' })],
  });
  await page.reload();
  const panelReady = () => expect(commentWith(page, 'I will redo it tomorrow.')).toBeVisible();
  await panelReady();
  await screenshotBothLanguages(page, '81-comment-panel', panelReady);

  // The mention popup in Simplified Chinese.
  await page.evaluate(() => localStorage.setItem('forced-language', 'zh-CN'));
  await page.reload();
  await typeComment(page, '@B');
  await expect(page.getByTestId('mention-popup')).toBeVisible();
  await screenshot(page, '80-mention-popup-zh-CN');
  await page.evaluate(() => localStorage.setItem('forced-language', 'en'));

  // An anonymous visitor reads the comments and is offered sign-in that comes back here.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/share/${video.id}/${key}`);
  await expect(visitor.getByText('First look from Bo')).toBeVisible();
  await expect(visitor.getByTestId('comment-editor')).toHaveCount(0);
  await expect(visitor.getByTestId('sign-in-to-comment')).toBeVisible();
  await visitorContext.close();
});

test('two cloud instances on one PostgreSQL deliver each other’s comments live', async ({ browser, page }) => {
  test.skip(!testPostgres, 'needs the PostgreSQL server scripts/test.sh starts (TEST_PG_DSN)');
  const instances = await Instances.start(2);
  try {
    await talkAboutAVideo(browser, page, instances.urls[0], instances.urls[1], false);
  } finally {
    await instances.stop();
  }
});
