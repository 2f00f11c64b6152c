/** The counters POST /v1/stories writes, as they stand now. */
export interface UsageCounters {
  /** This month's balance row; absent until the month's first charge. */
  readonly credits?: { readonly limit: number; readonly used: number; readonly available: number } | undefined;
  /** Creates counted in the clock minute (what the per-minute limit compares). */
  readonly requestsThisMinute: number;
  /** Books accepted in the UTC day (what the daily cap compares). */
  readonly booksToday: number;
}

export interface UsageReader {
  readUsage(input: { userId: string; period: string; minuteWindowId: string; dayWindowId: string }): Promise<UsageCounters>;
  booksOn(input: { userId: string; dayWindowId: string }): Promise<number>;
}
