import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
import { desktopTest } from './desktop-app';
import { registerAccount } from './helpers';

desktopTest('the desktop window shows a comment posted elsewhere on the open video, without reloading', async ({
  server,
  launch,
  request,
}) => {
  const owner = await registerAccount(request, 'Desk Owner', server.url);
  const video = await uploadThroughAPI(request, server.url, owner.token, 'Desk review');
  const key = await shareVideo(request, server.url, owner.token, video.id);
  const app = await launch({ signedIn: owner });
  await app.until('the tray to name the account', async () => (await app.tray()).some((item) => item.label === 'Sign out'));

  await app.signInWindow(owner, `/video/${video.id}`);
  await app.waitForPage('the video page with its comments', (p) => p.url === `/video/${video.id}` && p.text.includes('No comments yet'));
  await app.wailsTool('js_eval', { js: 'window.stillHere = true; return true;' });

  // Someone else comments through the share link; the app's window shows it by itself.
  const viewer = await registerAccount(request, 'Far Viewer', server.url);
  await apiCall(request, server.url, viewer.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    share_key: key,
    played_time: -1,
    blocks: [{ type: 'text', text: 'Seen from far away', user_id: 0, url: '', time_ms: 0 }],
  });
  await app.waitForPage('the live comment', (p) => p.text.includes('Seen from far away'));
  const stillHere = await app.wailsTool<boolean>('js_eval', { js: 'return window.stillHere === true;' });
  if (!stillHere) throw new Error('the window reloaded instead of receiving the comment live');
  await app.screenshot('69-desktop-live-comment');
});
