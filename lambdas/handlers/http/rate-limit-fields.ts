import type { RateInfo } from '../../core/minute-limit';

/** The windows a response can describe: the clock minute (x-ratelimit-* too) and, on creates, the UTC day. */
export interface RateWindows {
  readonly minute?: RateInfo | undefined;
  readonly day?: RateInfo | undefined;
}

const windowSeconds = { minute: 60, day: 24 * 60 * 60 } as const;

/**
 * The IETF RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers): one list member per window,
 * named "minute" and "day"; `q` the quota, `w` the window in seconds, `r` what remains, `t` seconds until it resets.
 */
export function rateLimitFields(windows: RateWindows): Record<string, string> {
  const known = (['minute', 'day'] as const).flatMap((name) => {
    const rate = windows[name];
    return rate ? [{ name, rate }] : [];
  });
  if (known.length === 0) return {};
  return {
    'ratelimit-policy': known.map(({ name, rate }) => `"${name}";q=${rate.limit};w=${windowSeconds[name]}`).join(', '),
    ratelimit: known.map(({ name, rate }) => `"${name}";r=${rate.remaining};t=${rate.resetSeconds}`).join(', '),
  };
}
