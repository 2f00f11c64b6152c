import { describe, expect, it } from 'vitest';
import { costPerBook, gbSeconds, unitPrices, type BookUsage } from '../../lib/unit-prices';

const none: BookUsage = {
  stateTransitions: 0, lambdaInvocations: 0, lambdaGbSeconds: 0, dynamoWrites: 0, dynamoReads: 0,
  sqsRequests: 0, s3Puts: 0, s3Gets: 0, apiRequests: 0,
};

describe('unit prices: public us-east-1 list prices with their date', () => {
  it('states the region, the date and the pricing pages', () => {
    expect(unitPrices.region).toBe('us-east-1');
    expect(unitPrices.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(unitPrices.sources).toHaveLength(6);
  });

  it('is priced per single unit', () => {
    expect(unitPrices.stateTransition * 1_000).toBeCloseTo(0.025, 12);
    expect(unitPrices.lambdaRequest * 1_000_000).toBeCloseTo(0.2, 12);
    expect(unitPrices.lambdaArmGbSecond).toBe(0.0000133334);
    expect(unitPrices.dynamoWriteRequestUnit * 1_000_000).toBeCloseTo(0.625, 12);
    expect(unitPrices.dynamoReadRequestUnit * 1_000_000).toBeCloseTo(0.125, 12);
    expect(unitPrices.sqsRequest * 1_000_000).toBeCloseTo(0.4, 12);
    expect(unitPrices.s3Put * 1_000).toBeCloseTo(0.005, 12);
    expect(unitPrices.s3Get * 1_000).toBeCloseTo(0.0004, 12);
    expect(unitPrices.httpApiRequest * 1_000_000).toBeCloseTo(1, 12);
  });
});

describe('costPerBook', () => {
  it('costs nothing for no usage', () => {
    expect(costPerBook(none).total).toBe(0);
  });

  it('prices each line on its own unit', () => {
    const cost = costPerBook({
      stateTransitions: 1_000, lambdaInvocations: 1_000_000, lambdaGbSeconds: 100_000, dynamoWrites: 1_000_000,
      dynamoReads: 1_000_000, sqsRequests: 1_000_000, s3Puts: 1_000, s3Gets: 1_000, apiRequests: 1_000_000,
    });
    expect(cost.stepFunctions).toBeCloseTo(0.025, 10);
    expect(cost.lambdaRequests).toBeCloseTo(0.2, 10);
    expect(cost.lambdaDuration).toBeCloseTo(1.33334, 10);
    expect(cost.dynamoWrites).toBeCloseTo(0.625, 10);
    expect(cost.dynamoReads).toBeCloseTo(0.125, 10);
    expect(cost.sqs).toBeCloseTo(0.4, 10);
    expect(cost.s3Puts).toBeCloseTo(0.005, 10);
    expect(cost.s3Gets).toBeCloseTo(0.0004, 10);
    expect(cost.httpApi).toBeCloseTo(1, 10);
    expect(cost.total).toBeCloseTo(0.025 + 0.2 + 1.33334 + 0.625 + 0.125 + 0.4 + 0.005 + 0.0004 + 1, 10);
  });

  it('prices a plausible 10-page book in a fraction of a cent', () => {
    // 4 top-level steps plus 2 per page, with Map and Succeed transitions: about 30 transitions.
    const cost = costPerBook({
      ...none,
      stateTransitions: 30,
      lambdaInvocations: 25,
      lambdaGbSeconds: 25 * gbSeconds(1024, 200),
      dynamoWrites: 40,
      dynamoReads: 10,
      sqsRequests: 3,
      s3Puts: 11,
      s3Gets: 20,
      apiRequests: 2,
    });
    expect(cost.stepFunctions).toBeCloseTo(0.00075, 12);
    expect(cost.lambdaDuration).toBeCloseTo(5 * 0.0000133334, 12);
    expect(cost.total).toBeGreaterThan(0.0008);
    expect(cost.total).toBeLessThan(0.01);
  });

  it('takes other prices, for another region', () => {
    const doubled = Object.fromEntries(
      Object.entries(unitPrices).filter(([, v]) => typeof v === 'number').map(([k, v]) => [k, (v as number) * 2]),
    ) as unknown as Parameters<typeof costPerBook>[1];
    const usage = { ...none, stateTransitions: 1_000, apiRequests: 1_000_000 };
    expect(costPerBook(usage, doubled).total).toBeCloseTo(2 * costPerBook(usage).total, 12);
  });

  it('refuses negative or non-finite counts', () => {
    expect(() => costPerBook({ ...none, s3Puts: -1 })).toThrow('s3Puts must be a non-negative number, got -1');
    expect(() => costPerBook({ ...none, dynamoReads: Number.NaN })).toThrow(RangeError);
  });
});

describe('gbSeconds', () => {
  it('is memory in GB times the duration rounded up to the millisecond', () => {
    expect(gbSeconds(1024, 1000)).toBe(1);
    expect(gbSeconds(512, 200)).toBeCloseTo(0.1, 12);
    expect(gbSeconds(1024, 0.2)).toBeCloseTo(0.001, 12);
  });
});
