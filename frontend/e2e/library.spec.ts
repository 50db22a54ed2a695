import { expect, type Page } from '@playwright/test';

import { test } from './csp';
import { expectPlays, makeTestVideo, screenshot, screenshotBothLanguages, signUp } from './helpers';

/** Uploads files through the upload dialog and waits until all are stored. */
async function uploadVideos(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload videos' });
  await dialog.getByLabel('Drop MP4 files here, or click to browse').setInputFiles(names.map((n) => makeTestVideo(n)));
  await dialog.getByRole('button', { name: `Start upload (${names.length})` }).click();
  await expect(dialog.getByText(`${names.length}/${names.length} uploaded`)).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** A folder's card, a link named by the folder's name and its counts. */
function folderLink(page: Page, name: string) {
  return page.getByRole('link', { name: new RegExp(`^${name} \\d+ folders?`) });
}

async function newFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(folderLink(page, name)).toBeVisible();
}

test('nested folders, three videos dragged into one in select mode, the folder trashed and restored whole', async ({
  page,
}) => {
  await signUp(page, 'Lib Rarian');
  await page.goto('/my_videos');
  await uploadVideos(page, ['alpha.mp4', 'bravo.mp4', 'charlie.mp4']);
  const videos = page.locator('[data-testid^="video-item-"]');
  await expect(videos).toHaveCount(3);

  // Nested folders: Projects, and Q4 inside it.
  await newFolder(page, 'Projects');
  // A second folder of the same name is refused with the spec's words.
  await page.getByRole('button', { name: 'New folder' }).click();
  const again = page.getByRole('dialog', { name: 'New folder' });
  await again.getByRole('textbox', { name: 'Folder name' }).fill('Projects');
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(again.getByText('This name has been used. Please try another.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await folderLink(page, 'Projects').click();
  await expect(page).toHaveURL(/\/folder\/\d+$/);
  const projectsURL = page.url();
  await newFolder(page, 'Q4');
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Projects');
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(/\/my_videos$/);

  // Select mode: pick the three videos and drag one of them onto the folder; all three go.
  await page.getByRole('button', { name: 'Select' }).click();
  for (const name of ['alpha', 'bravo', 'charlie']) {
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  }
  await expect(page.getByRole('toolbar', { name: 'Selected items' })).toContainText('3 items selected');
  await screenshot(page, '70-library-select-mode-en');
  const projectsCard = page.locator('[data-testid^="folder-card-"]', { hasText: 'Projects' });
  await videos.first().dragTo(projectsCard);
  await expect(videos).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  await screenshotBothLanguages(page, '71-library-root-with-folder');

  await page.goto(projectsURL);
  await expect(videos).toHaveCount(3);
  await expect(folderLink(page, 'Q4')).toBeVisible();
  await screenshotBothLanguages(page, '72-library-folder');

  // Trash the folder: it takes its videos and its subfolder with it.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'All videos' }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: 'Select Projects' }).check();
  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-trash').click();
  await expect(folderLink(page, 'Projects')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash$/);
  const trashed = page.locator('[data-testid^="trash-folder-"]', { hasText: 'Projects' });
  await expect(trashed).toBeVisible();
  await expect(page.locator('[data-testid^="trash-video-"]')).toHaveCount(0); // the videos went inside it
  await screenshotBothLanguages(page, '73-trash');
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(trashed).toHaveCount(0);

  // Everything is back where it was.
  await page.goto(projectsURL);
  await expect(videos).toHaveCount(3);
  await expect(folderLink(page, 'Q4')).toBeVisible();
});

test('a shared folder opens for a visitor, who saves one of its videos; after revoking, both links answer not found', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Folder Owner');
  await page.goto('/my_videos');
  await uploadVideos(page, ['roadmap.mp4']);
  await newFolder(page, 'Team share');

  // Into the folder with the move picker.
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: 'Select roadmap' }).check();
  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Move' }).click();
  const picker = page.getByRole('dialog', { name: 'Move to' });
  await picker.getByRole('radio', { name: 'Team share' }).check();
  await screenshot(page, '78-move-dialog-en');
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(page.locator('[data-testid^="video-item-"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();

  // The owner shares the folder, and the video by its own link.
  await page.getByRole('button', { name: 'Actions for Team share' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Share folder “Team share”' });
  await folderDialog.getByRole('button', { name: 'Create link' }).click();
  const folderURL = await folderDialog.getByRole('textbox', { name: 'Folder link' }).inputValue();
  expect(folderURL).toMatch(/\/folderShare\/folder\/\d+\?key=[\w-]{22,}$/);
  await screenshot(page, '74-folder-share-modal-en');
  await page.keyboard.press('Escape');

  await folderLink(page, 'Team share').click();
  await page.getByRole('link', { name: /roadmap/ }).click();
  await expect(page.getByRole('heading', { name: 'roadmap' })).toBeVisible();
  await screenshotBothLanguages(page, '79-video-page');
  await page.getByRole('button', { name: 'Get link' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Share this video' });
  const videoURL = await videoDialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(videoURL).toMatch(/\/share\/\d+\/[\w-]{22,}$/);
  await screenshot(page, '75-video-share-modal-en');
  await page.keyboard.press('Escape');

  // A visitor, in a browser of their own, opens the folder and saves the video.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUp(visitor, 'Vis Itor');
  await visitor.goto(folderURL);
  await expect(visitor.getByRole('navigation', { name: 'Shared folder' })).toContainText('Team share');
  await screenshotBothLanguages(visitor, '76-shared-folder-visitor');
  await visitor.getByRole('link', { name: /roadmap/ }).click();
  await expect(visitor).toHaveURL(/\/folderShare\/video\/\d+\?key=/);
  await visitor.getByRole('button', { name: 'Save to My Videos' }).click();
  await expect(visitor.getByText('Saved to My Videos.')).toBeVisible();
  await visitor.goto('/my_videos');
  await expect(visitor.locator('[data-testid^="video-item-"]')).toHaveCount(1);
  await expect(visitor.getByText('roadmap')).toBeVisible();

  // The owner revokes both links.
  await videoDialogAgain(page);
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog', { name: 'Stop sharing this video?' }).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Create a new link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/my_videos');
  await page.getByRole('button', { name: 'Actions for Team share' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Delete link' }).click();
  await page.getByRole('dialog', { name: "Delete this folder's link?" }).getByRole('button', { name: 'Delete link' }).click();
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();

  // Both links now answer not found, at once.
  await visitor.goto(folderURL);
  await expect(visitor.getByTestId('shared-folder-404')).toBeVisible();
  await screenshot(visitor, '77-shared-folder-gone-en');
  await visitor.goto(videoURL);
  await expect(visitor.getByText('This video is not available')).toBeVisible();
  const [, id, key] = /\/share\/(\d+)\/([\w-]+)$/.exec(videoURL)!;
  const answer = await visitor.request.get(`/api/video/share/detail/${id}?share_key=${key}`);
  expect(answer.status()).toBe(404);
  // The visitor's copy is theirs and still plays.
  await visitor.goto('/my_videos');
  await visitor.getByRole('link', { name: /roadmap/ }).click();
  await expectPlays(visitor.locator('video'));
  await visitorContext.close();
});

/** Opens the get-link modal of the video page the owner is on. */
async function videoDialogAgain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get link' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this video' })).toBeVisible();
}
