import { describe, expect, it } from 'vitest';
import { creditPeriod, dayWindow, minuteWindow } from '../../lambdas/core/time-windows';

describe('rate windows are the clock minute and the UTC day', () => {
  const now = new Date('2026-11-21T23:59:15.250Z');

  it('minute window: id and seconds to its end', () => {
    const w = minuteWindow(now);
    expect(w.id).toBe('2026-11-21T23:59');
    expect(w.secondsLeft).toBe(45);
    expect(w.endsAtEpoch).toBe(Date.parse('2026-11-22T00:00:00Z') / 1000);
  });

  it('day window ends at the next UTC midnight', () => {
    const w = dayWindow(now);
    expect(w.id).toBe('2026-11-21');
    expect(w.secondsLeft).toBe(45);
    expect(dayWindow(new Date('2026-11-21T00:00:00Z')).secondsLeft).toBe(86_400);
  });

  it('retry-after is never 0, even on the last millisecond', () => {
    expect(minuteWindow(new Date('2026-11-21T10:00:59.999Z')).secondsLeft).toBe(1);
  });

  it('credits are counted per UTC month', () => {
    expect(creditPeriod(now)).toBe('2026-11');
  });
});
