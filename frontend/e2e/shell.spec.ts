import { expect } from '@playwright/test';

import { test } from './csp';
import { screenshot, signUp } from './helpers';

test('the sidebar is resizable and remembers its width', async ({ page }) => {
  await signUp(page, 'Resizer');
  await page.goto('/my_videos');
  const handle = page.getByRole('separator', { name: 'Resize sidebar' });
  await expect(handle).toHaveAttribute('aria-valuenow', '245');

  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', /^3[34]\d$/);

  const width = await handle.getAttribute('aria-valuenow');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize sidebar' })).toHaveAttribute('aria-valuenow', width!);

  await page.mouse.move(box.x + 100, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(0, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '220');
});

test('the avatar menu shows the user and signs out', async ({ page }) => {
  const { email } = await signUp(page, 'Menu Person');
  await page.goto('/my_videos');
  await page.getByRole('button', { name: 'Account menu' }).click();

  await expect(page.getByRole('menu')).toContainText('Menu Person');
  await expect(page.getByRole('menu')).toContainText(email);
  await screenshot(page, '11-avatar-menu');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/my_videos');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy_videos$/);
});

test('below 768 px the sidebar becomes a slide-in menu over a mask', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'Phone');
  await page.goto('/my_videos');
  await expect(page.getByRole('separator', { name: 'Resize sidebar' })).toBeHidden();
  await screenshot(page, '12-mobile-my-videos');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'My Videos' })).toBeVisible();
  await screenshot(page, '13-mobile-menu');
  await menu.getByRole('link', { name: 'My Videos' }).click();
  await expect(menu).toBeHidden();
});

test('a video that does not exist shows the video 404 state', async ({ page }) => {
  await signUp(page, 'Lost');
  await page.goto('/video/999999');

  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  await screenshot(page, '14-video-not-found');
  await page.getByRole('link', { name: 'Back to My Videos' }).click();
  await expect(page).toHaveURL(/\/my_videos$/);
});
