import { expect, test as unwatched } from '@playwright/test';

import { test, watchCsp } from './csp';

test('the app is served under a Content-Security-Policy without inline script', async ({ page }) => {
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

unwatched('the watcher sees what the policy refuses', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const violations = await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.src = 'https://example.invalid/pixel.png';
    document.body.append(image);
  });
  await expect
    .poll(() => violations.map((v) => v.directive))
    .toEqual(expect.arrayContaining(['script-src-elem', 'img-src']));
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await context.close();
});

test('a test whose page breaks the policy fails', async ({ page }) => {
  test.fail(true, 'the CSP fixture must fail this test');
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = '1';
    document.body.append(script);
  });
});
