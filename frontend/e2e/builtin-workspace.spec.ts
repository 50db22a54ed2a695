import { expect } from '@playwright/test';

import { test } from './csp';
import { screenshotBothLanguages, signUp } from './helpers';
import { OwnServer } from './own-server';

/** The built-in workspace's fixed ids (shared/api/builtin.go). */
const ALL_HANDS = -2;
const PUBLIC = -3;

test('the built-in workspace: everyone is in it, only its admins record into All hands', async ({ page }) => {
  const server = await OwnServer.start({ BUILTIN_TEAM: 'Everyone' });
  try {
    const mia = await signUp(page, 'Mia Member', server.url);

    // A new member finds it in the sidebar with both rooms, and no settings to open.
    await page.goto(`${server.url}/room/${ALL_HANDS}`);
    await expect(page.getByTestId('room-name-title')).toHaveText('All hands');
    await expect(page.getByTestId(`sidebar-room-${ALL_HANDS}`)).toBeVisible();
    await expect(page.getByTestId(`sidebar-room-${PUBLIC}`)).toBeVisible();
    await expect(page.getByTestId('sidebar-team-title--1')).not.toHaveAttribute('href');
    // 'All hands' does not take a member's recordings; the button says why.
    const record = page.getByTestId('room-record-button');
    await expect(record).toHaveAttribute('aria-disabled', 'true');
    await expect(record).toHaveAccessibleDescription("Only the workspace's owner and admins can add videos to this room");
    // Nothing to change in it: no room menu.
    await expect(page.getByTestId('room-menu')).toHaveCount(0);
    await screenshotBothLanguages(page, '96-builtin-all-hands-member', () => expect(page.getByTestId('room-record-button')).toBeVisible());

    // 'Public' takes everyone's.
    await page.goto(`${server.url}/room/${PUBLIC}`);
    await expect(page.getByTestId('room-name-title')).toHaveText('Public');
    await expect(page.getByTestId('room-record-button')).toHaveAttribute('href', `/recorder?channel=${PUBLIC}`);

    // The operator makes Mia an admin: now 'All hands' takes her recordings.
    expect(server.command(['admin', 'builtin-role', mia.email, 'admin'])).toContain('now has role 2');
    await page.goto(`${server.url}/room/${ALL_HANDS}`);
    await expect(page.getByTestId('room-record-button')).toHaveAttribute('href', `/recorder?channel=${ALL_HANDS}`);
  } finally {
    await server.stop();
  }
});
