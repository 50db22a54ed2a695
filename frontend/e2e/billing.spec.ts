import { expect, type Page } from '@playwright/test';

import { test } from './csp';
import { fillBasicPlan, screenshotBothLanguages, signUp } from './helpers';
import { OwnServer } from './own-server';

/** Resolves once the page's live socket has its user topic ("user:{id}") subscribed. */
function userTopicSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (/"op"\s*:\s*"subscribed"/.test(text) && /"topic"\s*:\s*"user:\d+"/.test(text)) resolve();
      });
    });
  });
}

test('a Basic user at the limit reaches /pricing; an operator grant lifts the limit without a reload', async ({ page, context }) => {
  // Billing is off here (no Stripe key): Premium comes from the operator.
  const server = await OwnServer.start();
  try {
    const ann = await signUp(page, 'Ann Basic', server.url);
    await fillBasicPlan(page);

    const subscribed = userTopicSubscribed(page);
    await page.goto(`${server.url}/my_videos`);
    await expect(page.getByTestId('plan-usage')).toContainText('30 of 30 videos used');
    await expect(page.getByTestId('header-pricing')).toHaveAttribute('href', '/pricing');

    // At the limit, Record offers Premium instead.
    const record = page.getByTestId('record-button').first();
    const modal = page.getByTestId('subscribe-modal');
    await record.click();
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('The Basic plan keeps up to 30 videos.');
    await expect(modal.getByTestId('subscribe-pricing')).toHaveAttribute('href', '/pricing');
    await screenshotBothLanguages(page, '110-billing-limit-modal', async () => {
      await page.getByTestId('record-button').first().click();
      await expect(modal).toBeVisible();
    });

    // /pricing (the modal opens it in a new tab): billing off, Basic marked, nothing to buy.
    const pricing = await context.newPage();
    await pricing.goto(`${server.url}/pricing`);
    await expect(pricing.getByTestId('billing-off')).toBeVisible();
    await expect(pricing.getByTestId('plan-basic').getByTestId('current-plan')).toBeVisible();
    await expect(pricing.getByTestId('plan-premium')).toContainText('Not sold on this server');
    await expect(pricing.getByTestId('subscribe')).toHaveCount(0);
    await screenshotBothLanguages(pricing, '111-pricing-billing-off', () => expect(pricing.getByTestId('billing-off')).toBeVisible());

    // Back on the first tab the modal is open again, and the page is marked to tell a reload apart.
    if (!(await modal.isVisible())) await record.click();
    await expect(modal).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await subscribed;

    // The operator's grant (it fails the test if the command exits non-zero); the running service
    // then publishes action:plan_changed, which reaches the open page.
    server.command(['admin', 'grant-premium', ann.email]);

    await expect(modal).toBeHidden();
    await expect(page.getByTestId('plan-usage')).toBeHidden();
    await expect(page.getByTestId('header-billing')).toHaveAttribute('href', '/menu/billing');
    await expect(page.getByTestId('record-button').first()).toHaveAttribute('href', '/recorder');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // The pricing tab follows too: Premium is now the current plan.
    await expect(pricing.getByTestId('plan-premium').getByTestId('current-plan')).toBeVisible();

    await screenshotBothLanguages(page, '112-billing-granted', () => expect(page.getByTestId('header-billing')).toBeVisible());

    // The billing page names the operator's grant.
    await page.goto(`${server.url}/menu/billing`);
    await expect(page.getByTestId('plan-name')).toHaveText('Premium (given)');
    await screenshotBothLanguages(page, '113-billing-page-granted', () => expect(page.getByTestId('plan-name')).toBeVisible());
  } finally {
    await server.stop();
  }
});
