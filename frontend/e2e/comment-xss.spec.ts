import { expect, type Page } from '@playwright/test';

import { apiCall, shareVideo, uploadThroughAPI } from './api-video';
import { test } from './csp';
import { signUp } from './helpers';

/** Texts that would run script if the app ever put them into the page as markup. */
const corpus = [
  '<script>window.pwned = "script"</script>',
  '<img src=x onerror="window.pwned = \'img\'">',
  '<svg onload="window.pwned = \'svg\'"><circle r="5"/></svg>',
  '<a href="javascript:window.pwned=\'link\'">click me</a>',
  '"><iframe srcdoc="<script>parent.pwned=1</script>">',
  'safe text \u202Eevil.exe\u202C with a right-to-left override',
  '{{constructor.constructor("window.pwned=1")()}}',
];

function textBlock(text: string) {
  return { type: 'text', text, user_id: 0, url: '', time_ms: 0 };
}

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).toBeUndefined();
}

test('script in comments and titles stays text in Chromium, and a 10,000-character comment is refused', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const owner = await signUp(page, 'Xavier Owner');
  const video = await uploadThroughAPI(page.request, '', owner.token, 'Plain title');
  // A title may not hold a direction override (it could disguise the name); markup it may.
  const disguised = await page.request.put('/api/video/rename', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { id: video.id, name: 'report\u202Efdp.exe' },
  });
  expect(((await disguised.json()) as { code: number }).code).toBe(400001);
  const title = '<img src=x onerror="window.pwned=\'title\'"><b>bold?</b>';
  await apiCall(page.request, '', owner.token, 'PUT', '/api/video/rename', { id: video.id, name: title });
  const key = await shareVideo(page.request, '', owner.token, video.id);

  for (const text of corpus) {
    await apiCall(page.request, '', owner.token, 'POST', '/api/comment/post', {
      video_id: video.id,
      blocks: [textBlock(text)],
      played_time: -1,
    });
  }
  // A link block may only point at http or https.
  const badLink = await page.request.post('/api/comment/post', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { video_id: video.id, played_time: -1, blocks: [{ ...textBlock('x'), type: 'link', url: 'javascript:alert(1)' }] },
  });
  expect(((await badLink.json()) as { code: number }).code).toBe(400001);
  // The longest comment is 5,000 characters; twice that is refused with a reason and stores nothing.
  const long = await page.request.post('/api/comment/post', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { video_id: video.id, played_time: -1, blocks: [textBlock('x'.repeat(10_000))] },
  });
  expect(((await long.json()) as { code: number }).code).toBe(400001);
  const longest = 'y'.repeat(5_000);
  await apiCall(page.request, '', owner.token, 'POST', '/api/comment/post', {
    video_id: video.id,
    blocks: [textBlock(longest)],
    played_time: -1,
  });

  for (const path of [`/video/${video.id}`, `/share/${video.id}/${key}`]) {
    await page.goto(path);
    const items = page.getByTestId('comment-item');
    await expect(items).toHaveCount(corpus.length + 1);
    for (const [i, text] of corpus.entries()) {
      await expect(items.nth(i)).toContainText(text);
    }
    await expect(items.nth(corpus.length)).toContainText(longest);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNothingRan(page);
  }
  expect(dialogs).toEqual([]);
});
