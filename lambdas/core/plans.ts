// Plans and their limits. Per-minute and per-day numbers are the spec's; monthly credits are our defaults.
export const planNames = ['free', 'pro', 'premium'] as const;
export type Plan = (typeof planNames)[number];

export interface PlanLimits {
  readonly requestsPerMinute: number;
  /** GET /v1/stories/{id} per key per minute (ours; the spec limits creates only): ten times the create rate. */
  readonly readsPerMinute: number;
  readonly booksPerDay: number;
  readonly monthlyCredits: number;
}

export const planLimits: Readonly<Record<Plan, PlanLimits>> = {
  free: { requestsPerMinute: 0, readsPerMinute: 0, booksPerDay: 0, monthlyCredits: 0 },
  pro: { requestsPerMinute: 60, readsPerMinute: 600, booksPerDay: 50, monthlyCredits: 300 },
  premium: { requestsPerMinute: 200, readsPerMinute: 2000, booksPerDay: 200, monthlyCredits: 1500 },
};

export function isApiPlan(plan: Plan): boolean {
  return plan === 'pro' || plan === 'premium';
}
