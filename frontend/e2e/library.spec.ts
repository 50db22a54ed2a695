import { expect, type Page } from '@playwright/test';

import { test } from './csp';
import { makeTestVideo, screenshot, signUp } from './helpers';

/** Saves what the page shows in English, then in Simplified Chinese, and goes back to English. */
async function screenshotBothLanguages(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-en`);
  await page.evaluate(() => localStorage.setItem('forced-language', 'zh-CN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-zh-CN`);
  await page.evaluate(() => localStorage.setItem('forced-language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

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

async function newFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
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

  await page.getByRole('link', { name: 'Projects', exact: true }).click();
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
  await screenshot(page, '60-library-select-mode-en');
  const projectsCard = page.locator('[data-testid^="folder-card-"]', { hasText: 'Projects' });
  await videos.first().dragTo(projectsCard);
  await expect(videos).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  await screenshotBothLanguages(page, '61-library-root-with-folder');

  await page.goto(projectsURL);
  await expect(videos).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Q4', exact: true })).toBeVisible();
  await screenshotBothLanguages(page, '62-library-folder');

  // Trash the folder: it takes its videos and its subfolder with it.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'All videos' }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: 'Select Projects' }).check();
  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-trash').click();
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash$/);
  const trashed = page.locator('[data-testid^="trash-folder-"]', { hasText: 'Projects' });
  await expect(trashed).toBeVisible();
  await expect(page.locator('[data-testid^="trash-video-"]')).toHaveCount(0); // the videos went inside it
  await screenshotBothLanguages(page, '63-trash');
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(trashed).toHaveCount(0);

  // Everything is back where it was.
  await page.goto(projectsURL);
  await expect(videos).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Q4', exact: true })).toBeVisible();
});
