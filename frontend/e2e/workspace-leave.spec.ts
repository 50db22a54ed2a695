import { expect } from '@playwright/test';

import { apiCall } from './api-video';
import { test } from './csp';
import { signUp } from './helpers';

test('a member taken out of a room and then out of the workspace sees them leave, without a reload', async ({ page, browser, baseURL }) => {
  const origin = baseURL!;
  const owner = await signUp(page, 'Olga Owner');
  const team = await apiCall<{ id: number }>(page.request, origin, owner.token, 'POST', '/api/team/create', { name: 'Leaving team' });
  const room = (name: string) =>
    apiCall<{ id: number }>(page.request, origin, owner.token, 'POST', '/api/channel/create', { team_id: team.id, name, is_private: true });
  const secret = await room('Secret plans');
  const other = await room('Other plans');
  const link = await apiCall<{ key: string }>(page.request, origin, owner.token, 'POST', '/api/team/invite/link', {
    team_id: team.id,
    channel_id: 0,
  });

  const memberPage = await (await browser.newContext()).newPage();
  const member = await signUp(memberPage, 'Max Member');
  await apiCall(memberPage.request, origin, member.token, 'POST', '/api/team/invite/join', { team_id: team.id, key: link.key });
  const { id: memberId } = await apiCall<{ id: number }>(memberPage.request, origin, member.token, 'GET', '/api/user/info');
  for (const each of [secret, other]) {
    await apiCall(page.request, origin, owner.token, 'POST', '/api/channel/member/add', { channel_id: each.id, users: [memberId] });
  }

  await memberPage.goto(`/room/${secret.id}`);
  await expect(memberPage.getByTestId('room-name-title')).toHaveText('Secret plans');
  await expect(memberPage.getByTestId(`sidebar-room-${other.id}`)).toBeVisible();
  await memberPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The owner takes the member out of the room they are looking at.
  await apiCall(page.request, origin, owner.token, 'DELETE', '/api/channel/member/remove', { channel_id: secret.id, users: [memberId] });
  await expect(memberPage.getByText('No access to this room')).toBeVisible();
  await expect(memberPage.getByTestId(`sidebar-room-${secret.id}`)).toHaveCount(0);
  await expect(memberPage.getByTestId(`sidebar-room-${other.id}`)).toBeVisible();

  // Then out of the workspace: it leaves the sidebar, and its other room's page says so too.
  await memberPage.getByTestId(`sidebar-room-${other.id}`).click();
  await expect(memberPage.getByTestId('room-name-title')).toHaveText('Other plans');
  await apiCall(page.request, origin, owner.token, 'DELETE', '/api/team/member/remove', { team_id: team.id, user_id: memberId });
  await expect(memberPage.getByText('No access to this room')).toBeVisible();
  await expect(memberPage.getByTestId(`sidebar-team-${team.id}`)).toHaveCount(0);
  expect(await memberPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
