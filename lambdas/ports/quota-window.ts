/**
 * A per-second allowance shared by every process that asks, as a model service's account quota is: the offline
 * provider's simulated quota (PROVIDER_QUOTA) takes its calls from one.
 */
export interface QuotaWindow {
  /** One call of `name` in the second `now` falls in, unless `perSecond` calls took it already; false when refused. */
  take(name: string, perSecond: number, now: Date): Promise<boolean>;
}
