import type { Plan, PlanType } from '@/lib/api/types.gen';

/** Cents as money in the page's language, e.g. $8.00 or US$8.00. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() || 'USD' }).format(cents / 100);
}

/** A Unix-seconds date as a day in the page's language. */
export function formatDay(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}

export function planOf(plans: readonly Plan[] | undefined, id: PlanType): Plan | undefined {
  return plans?.find((plan) => plan.id === id);
}

/** Whether a plan type is Premium (paid, granted or the privilege). */
export function isPremiumPlan(id: PlanType | undefined): boolean {
  return id !== undefined && id !== 'starter_free';
}
