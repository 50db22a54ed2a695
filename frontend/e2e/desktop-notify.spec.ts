import { expect } from '@playwright/test';

import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
import { desktopTest } from './desktop-app';
import { registerAccount } from './helpers';

desktopTest('a mention reaches the desktop app as a native notification and the tray counts it until read', async ({
  server,
  launch,
  request,
}) => {
  const bo = await registerAccount(request, 'Bo Desk', server.url);
  const boUser = await apiCall<{ id: number }>(request, server.url, bo.token, 'GET', '/api/user/info');
  const video = await uploadThroughAPI(request, server.url, bo.token, 'Desk mention');
  const key = await shareVideo(request, server.url, bo.token, video.id);
  const app = await launch({ signedIn: bo, notifications: true });
  await app.until('the tray to name the account', async () => (await app.tray()).some((item) => item.label === 'Sign out'));
  await app.until('the notification socket', async () => (await app.inbox()).subscribed);
  await app.signInWindow(bo, '/my_videos'); // the window opens Bo's own pages
  expect((await app.tray()).some((item) => item.label.includes('unread'))).toBe(false);

  const ann = await registerAccount(request, 'Ann Far', server.url);
  await apiCall(request, server.url, ann.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    share_key: key,
    played_time: 1000,
    blocks: [
      { type: 'text', text: 'Have a look, ', user_id: 0, url: '', time_ms: 0 },
      { type: 'mention', text: '', user_id: boUser.id, url: '', time_ms: 0 },
    ],
  });
  await app.until('the native notification', () => app.nativeNotifications().length > 0);
  const [shown] = app.nativeNotifications();
  expect(shown).toMatchObject({ app: 'Reelroom Desktop', summary: 'Ann Far mentioned you', data: { page: `/video/${video.id}?t=1` } }); // Bo's own video: Bo's player page
  expect(shown.body).toContain('Have a look');
  await app.until('the tray to count it', async () => (await app.tray()).some((item) => item.label === '1 unread notification'));

  // Clicking it opens the video at the comment's moment in the app's window.
  app.clickNativeNotification();
  await app.waitForPage('the video at the comment', (p) => p.url === shown.data!.page && p.text.includes('Have a look'));
  expect(await app.windowVisible()).toBe(true);

  await apiCall(request, server.url, bo.token, 'PUT', '/api/notification/read_all');
  await app.until('the tray to drop the count', async () => !(await app.tray()).some((item) => item.label.includes('unread')));
  expect(app.nativeNotifications()).toHaveLength(1);
});
