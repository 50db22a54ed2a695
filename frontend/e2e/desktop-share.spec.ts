import { shareVideo, uploadThroughAPI } from './api-video';
import { desktopTest } from './desktop-app';
import { registerAccount } from './helpers';

desktopTest('a share link opened in the desktop window shows and plays its video', async ({ server, launch, request }) => {
  const owner = await registerAccount(request, 'Desk Sharer', server.url);
  const video = await uploadThroughAPI(request, server.url, owner.token, 'Desk share');
  const key = await shareVideo(request, server.url, owner.token, video.id);
  const app = await launch({ signedIn: owner });
  await app.until('the tray to name the account', async () => (await app.tray()).some((item) => item.label === 'Sign out'));

  const path = `/share/${video.id}/${key}`;
  await app.signInWindow(owner, path);
  await app.waitForPage(
    'the share page with its video and comments',
    (p) => p.url === path && p.text.includes('Desk share') && p.text.includes('No comments yet'),
  );
  // The webview's media player reads the server itself (its wails:// scheme carries no media),
  // and plays H.264 through GStreamer's libav plugin, which the package recommends.
  const source = await app.wailsTool<string>('js_eval', { js: "return JSON.stringify(document.querySelector('video')?.currentSrc ?? '');" });
  if (!source.startsWith(`${server.url}/api/media/videos/${video.id}/video.mp4`)) throw new Error(`the player's source: ${source}`);
  await app.until('the video to play in the window', () =>
    app.wailsTool<boolean>('js_eval', {
      js: "const video = document.querySelector('video'); video.muted = true; if (video.paused) video.play().catch(() => undefined); return video.currentTime > 0.5;",
    }),
  );
  await app.screenshot('120-desktop-share-page');
});
