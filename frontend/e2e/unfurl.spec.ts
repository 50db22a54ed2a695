import { expect, type Page } from '@playwright/test';

import { shareVideo, uploadThroughAPI } from './api-video';
import { test } from './csp';
import { expectImageLoaded, expectPlays, screenshot, signUp } from './helpers';

/** The <meta> tags of an HTML page, property or name → content, as a chat tool reads them. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  const decode = (s: string) =>
    s.replace(/&quot;|&#34;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)) {
    tags.set(match[1], decode(match[2]));
  }
  return tags;
}

/**
 * Shows the link the way a chat tool unfurls it: the cover and title from the tags, and
 * the tags' player in a frame of another page (about:blank here, not the service's origin).
 */
async function unfurlCard(page: Page, tags: Map<string, string>, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.setContent(`<!doctype html><body style="font-family: sans-serif; background: #f4f5f7; padding: 24px">
    <div style="max-width: 520px; background: white; border-left: 4px solid #7048e8; padding: 12px; border-radius: 6px">
      <div style="color: #666; font-size: 13px" id="site"></div>
      <a id="title" style="font-weight: bold; display: block; margin: 4px 0 8px"></a>
      <img id="cover" style="width: 480px; display: block; border-radius: 4px">
      <iframe id="player" width="480" height="270" style="border: 0; margin-top: 8px" allow="autoplay; fullscreen"></iframe>
    </div></body>`);
  await page.evaluate(
    ({ site, title, cover, player, link }) => {
      document.getElementById('site')!.textContent = site;
      const a = document.getElementById('title') as HTMLAnchorElement;
      a.textContent = title;
      a.href = link;
      (document.getElementById('cover') as HTMLImageElement).src = cover;
      (document.getElementById('player') as HTMLIFrameElement).src = player;
    },
    {
      site: tags.get('og:site_name') ?? '',
      title: tags.get('og:title') ?? '',
      cover: tags.get('og:image') ?? '',
      player: tags.get('twitter:player') ?? '',
      link,
    },
  );
}

test('a share link unfurls: tags with the cover and video, oEmbed, and a player other sites may frame', async ({
  page,
  baseURL,
}) => {
  const owner = await signUp(page, 'Una Furl');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Quarterly demo');
  const key = await shareVideo(page.request, '', owner.token, video.id);
  const link = `${baseURL}/share/${video.id}/${key}`;

  // A chat tool fetches the page without running it: the server wrote the tags.
  const html = await (await page.request.get(link)).text();
  const tags = metaTags(html);
  expect(tags.get('og:title')).toBe('Quarterly demo');
  expect(tags.get('og:type')).toBe('video.other');
  expect(tags.get('twitter:card')).toBe('player');
  expect(tags.get('og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  expect(tags.get('twitter:player')).toBe(`${baseURL}/iframePlayer?id=${video.id}&key=${key}`);
  const cover = await page.request.get(tags.get('og:image')!);
  expect(cover.headers()['content-type']).toMatch(/^image\//);
  const file = await page.request.get(tags.get('og:video')!);
  expect(file.headers()['content-type']).toBe('video/mp4');

  // oEmbed names the same player.
  const oembed = await page.request.get(`/api/oembed?url=${encodeURIComponent(link)}&format=json`);
  expect(oembed.status()).toBe(200);
  const embed = (await oembed.json()) as { type: string; title: string; html: string };
  expect(embed.type).toBe('video');
  expect(embed.title).toBe('Quarterly demo');
  expect(embed.html).toContain(`/iframePlayer?id=${video.id}&amp;key=${key}`);
  // A link that is not a share page of this service is not embedded.
  expect((await page.request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/my_videos`)}`)).status()).toBe(404);

  // Only the player pages may be framed by other sites.
  const player = await page.request.get(tags.get('twitter:player')!);
  expect(player.headers()['content-security-policy']).toContain('frame-ancestors *');
  const share = await page.request.get(link);
  expect(share.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  for (const language of ['en', 'zh-CN']) {
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('forced-language', lang), language);
    await unfurlCard(page, tags, link);
    await expectImageLoaded(page.locator('#cover'));
    const frame = page.frameLocator('#player');
    await expectPlays(frame.locator('video'));
    await screenshot(page, `82-unfurled-link-card-${language}`);
  }
});
