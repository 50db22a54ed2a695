import { test as base, expect, type BrowserContext } from '@playwright/test';

/** A Content-Security-Policy violation seen in a page. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Records every CSP violation in the context's pages: the `securitypolicyviolation` events
 * (added before any page script runs) and Chromium's console reports of them, which also cover
 * what is refused before the document exists.
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const found: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, directive: string, blocked: string) => {
    found.push({ page: page.url(), directive, blocked });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (d: string, b: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(event.effectiveDirective, event.blockedURI));
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      found.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: message.text() });
    }
  });
  return found;
}

/**
 * The end-to-end tests' `test`: every page a test opens (all come from its context) is watched,
 * and the test fails when any broke the service's Content-Security-Policy.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const found = await watchCsp(context);
      await use(found);
      // Violation events are queued as tasks: let the pages run theirs before looking.
      for (const page of context.pages()) {
        await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve)))).catch(() => undefined);
      }
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
