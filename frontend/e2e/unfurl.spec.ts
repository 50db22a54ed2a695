import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect } from '@playwright/test';

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

/** A chat tool's message with the link unfurled from its tags: site, title, cover, and the player in a frame. */
function cardPage(tags: Map<string, string>, link: string): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><meta charset="utf-8"><body style="font-family: sans-serif; background: #f4f5f7; padding: 24px">
    <div style="max-width: 520px; background: white; border-left: 4px solid #7048e8; padding: 12px; border-radius: 6px">
      <div style="color: #666; font-size: 13px">${attr(tags.get('og:site_name') ?? '')}</div>
      <a href="${attr(link)}" style="font-weight: bold; display: block; margin: 4px 0 8px">${attr(tags.get('og:title') ?? '')}</a>
      <img id="cover" src="${attr(tags.get('og:image') ?? '')}" style="width: 480px; display: block; border-radius: 4px">
      <iframe id="player" src="${attr(tags.get('twitter:player') ?? '')}" width="480" height="270"
        style="border: 0; margin-top: 8px" allow="autoplay; fullscreen"></iframe>
    </div></body>`;
}

/** Serves the card from another origin (another port), as another site would show it. */
async function otherSite(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
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

  const chat = await otherSite(cardPage(tags, link));
  for (const language of ['en', 'zh-CN']) {
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('forced-language', lang), language);
    await page.goto(chat.url);
    await expectImageLoaded(page.locator('#cover'));
    const frame = page.frameLocator('#player');
    await expectPlays(frame.locator('video'));
    await screenshot(page, `82-unfurled-link-card-${language}`);
  }
  chat.close();
});
