/**
 * Public AWS list prices, us-east-1, on-demand, without free tiers or volume discounts.
 * DynamoDB is after the 1 November 2024 on-demand price cut. Cross-checked on 2026-11-22 against archived copies of
 * the Step Functions page and published summaries of the others: unchanged. Re-check the live pages before quoting.
 */
export const unitPrices = {
  region: 'us-east-1',
  asOf: '2025-07-01',
  sources: [
    'https://aws.amazon.com/step-functions/pricing/',
    'https://aws.amazon.com/lambda/pricing/',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    'https://aws.amazon.com/sqs/pricing/',
    'https://aws.amazon.com/s3/pricing/',
    'https://aws.amazon.com/api-gateway/pricing/',
  ],
  /** Step Functions Standard: $0.025 per 1,000 state transitions. */
  stateTransition: 0.025 / 1_000,
  /** Lambda requests: $0.20 per million. */
  lambdaRequest: 0.2 / 1_000_000,
  /** Lambda duration on arm64: $0.0000133334 per GB-second (first 7.5 billion GB-s a month). */
  lambdaArmGbSecond: 0.0000133334,
  /** DynamoDB on-demand: $0.625 per million write request units. */
  dynamoWriteRequestUnit: 0.625 / 1_000_000,
  /** DynamoDB on-demand: $0.125 per million read request units. */
  dynamoReadRequestUnit: 0.125 / 1_000_000,
  /** SQS standard queue: $0.40 per million requests (each 64 KB chunk of a payload is a request). */
  sqsRequest: 0.4 / 1_000_000,
  /** S3 Standard: $0.005 per 1,000 PUT, COPY, POST or LIST requests. */
  s3Put: 0.005 / 1_000,
  /** S3 Standard: $0.0004 per 1,000 GET requests. */
  s3Get: 0.0004 / 1_000,
  /** API Gateway HTTP API: $1.00 per million requests (first 300 million a month). */
  httpApiRequest: 1 / 1_000_000,
} as const;

export type UnitPrices = Omit<typeof unitPrices, 'region' | 'asOf' | 'sources'>;

/** What one book consumed, counted by the caller; DynamoDB in request units (a transactional write item is 2). */
export interface BookUsage {
  readonly stateTransitions: number;
  readonly lambdaInvocations: number;
  readonly lambdaGbSeconds: number;
  readonly dynamoWrites: number;
  readonly dynamoReads: number;
  readonly sqsRequests: number;
  readonly s3Puts: number;
  readonly s3Gets: number;
  readonly apiRequests: number;
}

export interface CostBreakdown {
  readonly stepFunctions: number;
  readonly lambdaRequests: number;
  readonly lambdaDuration: number;
  readonly dynamoWrites: number;
  readonly dynamoReads: number;
  readonly sqs: number;
  readonly s3Puts: number;
  readonly s3Gets: number;
  readonly httpApi: number;
  readonly total: number;
}

/** US dollars per line item and in total for one book's usage; model costs (Bedrock) are not included. */
export function costPerBook(usage: BookUsage, prices: UnitPrices = unitPrices): CostBreakdown {
  for (const [name, value] of Object.entries(usage)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number, got ${value}`);
  }
  const lines = {
    stepFunctions: usage.stateTransitions * prices.stateTransition,
    lambdaRequests: usage.lambdaInvocations * prices.lambdaRequest,
    lambdaDuration: usage.lambdaGbSeconds * prices.lambdaArmGbSecond,
    dynamoWrites: usage.dynamoWrites * prices.dynamoWriteRequestUnit,
    dynamoReads: usage.dynamoReads * prices.dynamoReadRequestUnit,
    sqs: usage.sqsRequests * prices.sqsRequest,
    s3Puts: usage.s3Puts * prices.s3Put,
    s3Gets: usage.s3Gets * prices.s3Get,
    httpApi: usage.apiRequests * prices.httpApiRequest,
  };
  return { ...lines, total: Object.values(lines).reduce((sum, cost) => sum + cost, 0) };
}

/** Lambda GB-seconds of one invocation: configured memory in GB times billed duration (rounded up to the ms). */
export const gbSeconds = (memoryMb: number, durationMs: number): number => (memoryMb / 1024) * (Math.ceil(durationMs) / 1000);
