import { vi } from 'vitest';

import type { CurrentPlan, PlansResponse } from '@/lib/api/types.gen';
import { basicEntitlements, premiumEntitlements } from '@/testing/user-fixture';

import type { CardField, PaymentGateway } from '../payment-gateway';

export function plansFixture(patch: Partial<PlansResponse> = {}): PlansResponse {
  return {
    plans: [
      { id: 'starter_free', amount_monthly: 0, amount: 0, interval: '', currency: 'usd', payment_platform: '', feature: { record_duration_limit: 300 } },
      { id: 'professional_monthly', amount_monthly: 1000, amount: 1000, interval: 'month', currency: 'usd', payment_platform: 'stripe', feature: { record_duration_limit: -1 } },
      { id: 'professional_yearly', amount_monthly: 800, amount: 9600, interval: 'year', currency: 'usd', payment_platform: 'stripe', feature: { record_duration_limit: -1 } },
    ],
    monthToYearSavePercent: 20,
    billing_enabled: true,
    publishable_key: 'pk_test_123',
    ...patch,
  };
}

export function currentFixture(patch: Partial<CurrentPlan> = {}): CurrentPlan {
  return {
    planType: 'starter_free',
    state: 'none',
    payment_platform: '',
    period_end: 0,
    trial_end: 0,
    isUnSubscrib: false,
    permission: { can_billing: true, can_cancel: false },
    entitlements: basicEntitlements,
    plan: plansFixture().plans[0],
    upgrade_available: false,
    ...patch,
  };
}

export function paidMonthly(patch: Partial<CurrentPlan> = {}): CurrentPlan {
  return currentFixture({
    planType: 'professional_monthly',
    state: 'active',
    payment_platform: 'stripe',
    period_end: Date.UTC(2026, 11, 25) / 1000,
    permission: { can_billing: true, can_cancel: true },
    entitlements: premiumEntitlements,
    plan: plansFixture().plans[1],
    upgrade_available: true,
    ...patch,
  });
}

/** A payment gateway whose card field answers as the test says. */
export function fakeGateway(answers: { setup?: Awaited<ReturnType<CardField['confirmSetup']>>; payment?: { error?: string } } = {}) {
  const card = {
    confirmSetup: vi.fn((_secret: string) => Promise.resolve(answers.setup ?? { paymentMethodId: 'pm_1' })),
    confirmPayment: vi.fn((_secret: string) => Promise.resolve(answers.payment ?? {})),
    destroy: vi.fn(),
  } satisfies CardField;
  const gateway = vi.fn<PaymentGateway>(() => Promise.resolve(card));
  return { gateway, card };
}
