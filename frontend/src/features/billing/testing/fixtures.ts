import { vi } from 'vitest';

import type { CurrentPlan, Entitlements, PlansResponse, User } from '@/lib/api/types.gen';

import type { CardField, PaymentGateway } from '../payment-gateway';

export const basicEntitlements: Entitlements = {
  video_limit: 30,
  record_duration_limit: 300,
  max_height: 1080,
  download: false,
  annotation: false,
};

export const premiumEntitlements: Entitlements = {
  video_limit: -1,
  record_duration_limit: -1,
  max_height: 2160,
  download: true,
  annotation: true,
};

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

export function userFixture(patch: Partial<User> = {}): User {
  return {
    id: 7,
    nickname: 'Ann',
    avatar: '',
    email: 'ann@example.com',
    phone: '',
    gender: 0,
    isPending: false,
    isVip: false,
    videoCount: 30,
    videoLimit: 30,
    entitlements: basicEntitlements,
    email_verified: true,
    ...patch,
  };
}

export const premiumUser = (patch: Partial<User> = {}) =>
  userFixture({ isVip: true, videoLimit: -1, entitlements: premiumEntitlements, ...patch });

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
