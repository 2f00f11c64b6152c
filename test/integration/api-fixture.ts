import type { Interceptor } from '../../lambdas/adapters/aws/interceptors';
import { createAwsClients, type AwsClients } from '../../lambdas/composition/aws-clients';
import { createHttpApp, type HttpOverrides } from '../../lambdas/composition/http-dependencies';
import { DynamoAccountStore } from '../../lambdas/adapters/dynamodb/dynamo-account-store';
import { AccountAdmin } from '../../lambdas/core/accounts';
import { parseConfig, type AppConfig } from '../../lambdas/contract/config';
import type { Plan } from '../../lambdas/core/plans';
import { randomIds } from '../../lambdas/ports/id-generator';
import { silentLogger } from '../../lambdas/ports/logger';
import { startHttpBridge } from '../../local/http-bridge';
import { assertConformsToOpenApi } from '../support/openapi-conformance';
import { createTestResources } from '../support/test-resources';

/** A clock the test moves by hand, so minute and day windows never roll over mid-test. */
export class TestClock {
  constructor(private current: Date = new Date('2026-11-21T10:00:05.000Z')) {}
  now = (): Date => new Date(this.current);
  set(iso: string): void {
    this.current = new Date(iso);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Every SDK command any client sends, by name, e.g. "DynamoDBClient:GetCommand". */
export class CallLog {
  calls: string[] = [];
  reset(): void {
    this.calls = [];
  }
  count(pattern: RegExp): number {
    return this.calls.filter((call) => pattern.test(call)).length;
  }
}

export type FaultRule = (command: string, input: Record<string, unknown>) => Error | undefined;

/** The interceptor behind the call log: `faults` fail a call before it is sent, `afterFaults` after it went through. */
export function callLogInterceptor(log: CallLog, faults: FaultRule[], afterFaults: FaultRule[] = []): Interceptor {
  const firstError = (rules: FaultRule[], command: string, input: Record<string, unknown>) => {
    for (const rule of rules) {
      const error = rule(command, input);
      if (error) return error;
    }
    return undefined;
  };
  const nameOf = (call: { client: string; command: string }) => `${call.client}:${call.command}`;
  return {
    before: (call) => {
      log.calls.push(nameOf(call));
      const before = firstError(faults, nameOf(call), call.input);
      if (before) throw before;
    },
    after: (call) => {
      // The service did the work; the caller loses the answer (a timeout, a dropped connection, a crash).
      const after = firstError(afterFaults, nameOf(call), call.input);
      if (after) throw after;
    },
  };
}

// Counts each command once (retries happen further down the stack) and lets a test inject failures.
function instrument(clients: AwsClients, log: CallLog, faults: FaultRule[], afterFaults: FaultRule[]): AwsClients {
  const interceptor = callLogInterceptor(log, faults, afterFaults);
  clients.dynamodb.use(interceptor);
  clients.sqs.use(interceptor);
  clients.s3.use(interceptor);
  return clients;
}

/** An AWS service error as the SDK throws it once its own retries gave up. */
export function sdkError(name: string, status = 503): Error {
  return Object.assign(new Error(`${name} injected by the test`), { name, $metadata: { httpStatusCode: status }, $fault: status >= 500 ? 'server' : 'client' });
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface ApiFixture {
  /** The variables the functions' config parser reads, for this fixture's table, bucket and queue. */
  readonly env: Record<string, string>;
  config: AppConfig;
  clients: AwsClients;
  clock: TestClock;
  log: CallLog;
  faults: FaultRule[];
  /** Rules applied after a call succeeded: the write happened, the caller sees an error. */
  afterFaults: FaultRule[];
  admin: AccountAdmin;
  url: string;
  request(method: string, path: string, options?: { headers?: Record<string, string>; body?: unknown; rawBody?: string }): Promise<ApiResponse>;
  newUser(plan?: Plan, monthlyCredits?: number): Promise<{ userId: string; apiKey: string; keyId: string }>;
  close(): Promise<void>;
}

export async function startApiFixture(label: string, overrides: Omit<HttpOverrides, 'clients' | 'clock'> = {}, settings: Record<string, string> = {}): Promise<ApiFixture> {
  const resources = await createTestResources(label);
  const config = parseConfig({ ...resources.env, ...settings });
  const log = new CallLog();
  const faults: FaultRule[] = [];
  const afterFaults: FaultRule[] = [];
  const clients = instrument(createAwsClients(config), log, faults, afterFaults);
  const clock = new TestClock();
  const app = createHttpApp(config, { logger: silentLogger, ...overrides, clients, clock });
  // A test plays a client elsewhere in the world with X-Forwarded-For (as npm start does with LOCAL_TRUST_FORWARDED_FOR=1).
  const bridge = await startHttpBridge({ port: 0, handlers: app, trustForwardedFor: true });
  const admin = new AccountAdmin(new DynamoAccountStore({ client: clients.dynamodb, tableName: config.tableName }), clock, randomIds);

  async function request(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {}) {
    const hasJson = options.body !== undefined;
    const response = await fetch(`${bridge.url}${path}`, {
      method,
      headers: { ...(hasJson && { 'content-type': 'application/json' }), ...options.headers },
      ...(options.rawBody !== undefined ? { body: options.rawBody } : hasJson ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Non-JSON bodies are returned as text so the test can say what it got.
    }
    // Every answer any integration test gets is held to the published contract.
    assertConformsToOpenApi({ method, path, status: response.status, headers: response.headers, body });
    return { status: response.status, headers: response.headers, body };
  }

  async function newUser(plan: Plan = 'pro', monthlyCredits?: number) {
    const { userId } = await admin.createUser({ email: `${plan}-${randomIds.uuid()}@example.com`, plan });
    if (monthlyCredits !== undefined) await admin.setMonthlyCredits(userId, monthlyCredits);
    const { apiKey, keyId } = plan === 'free' ? { apiKey: '', keyId: '' } : await admin.createKey(userId);
    return { userId, apiKey, keyId };
  }

  return { config, env: resources.env, clients, clock, log, faults, afterFaults, admin, url: bridge.url, request, newUser, close: () => bridge.close() };
}

export const validStory = {
  storyIdea: 'A shy hedgehog named Pip who wants to fly over the hills',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount: 6,
  tone: 'animal',
  language: 'english',
} as const;
