// Plans and their limits. Per-minute and per-day numbers are the spec's; monthly credits are our defaults.
export const planNames = ['free', 'pro', 'premium'] as const;
export type Plan = (typeof planNames)[number];

export interface PlanLimits {
  readonly requestsPerMinute: number;
  readonly booksPerDay: number;
  readonly monthlyCredits: number;
}

export const planLimits: Readonly<Record<Plan, PlanLimits>> = {
  free: { requestsPerMinute: 0, booksPerDay: 0, monthlyCredits: 0 },
  pro: { requestsPerMinute: 60, booksPerDay: 50, monthlyCredits: 300 },
  premium: { requestsPerMinute: 200, booksPerDay: 200, monthlyCredits: 1500 },
};

export function isApiPlan(plan: Plan): boolean {
  return plan === 'pro' || plan === 'premium';
}
