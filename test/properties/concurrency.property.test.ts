import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { envelopeSchema } from '../../lambdas/core/schemas';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { directApp, invokeDirect } from './request-harness';

// Random interleavings of creates, idempotent retries, credit-limit and plan changes against one fresh user
// per run: credits are debited exactly once per accepted book and never past the limits that were set, and one
// Idempotency-Key never names two books.

let api: ApiFixture;
let app: ReturnType<typeof directApp>;
beforeAll(async () => {
  api = await startApiFixture('prop-concurrency');
  app = directApp(api);
});
afterAll(() => api?.close());

const seedOption = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {};
// `npm run fuzz` sets FUZZ_SCALE for the long run.
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);

/** A small pool of bodies and keys, so retries (same key, same or other body) happen often. */
const BODY_VARIANTS = 3;
const KEYS = ['k-alpha', 'k-beta', 'k-gamma'];

type Create = { kind: 'create'; body: number; key: number | null };
type SetCredits = { kind: 'credits'; monthly: number };
type SetPlan = { kind: 'plan'; plan: 'pro' | 'premium' };
type Op = Create | SetCredits | SetPlan;

const createArb: fc.Arbitrary<Create> = fc.record({
  kind: fc.constant('create' as const),
  body: fc.nat({ max: BODY_VARIANTS - 1 }),
  key: fc.option(fc.nat({ max: KEYS.length - 1 }), { nil: null, freq: 3 }),
});
const adminArb: fc.Arbitrary<SetCredits | SetPlan> = fc.oneof(
  fc.record({ kind: fc.constant('credits' as const), monthly: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 400 })) }),
  fc.record({ kind: fc.constant('plan' as const), plan: fc.constantFrom('pro' as const, 'premium' as const) }),
);
/** One group runs at once: its creates in parallel, its admin changes in order alongside them. */
const groupArb = fc.record({
  creates: fc.array(createArb, { minLength: 1, maxLength: 6 }),
  admin: fc.array(adminArb, { maxLength: 1 }),
});

const scenarioArb = fc.record({
  pageCounts: fc.array(fc.integer({ min: 5, max: 15 }), { minLength: BODY_VARIANTS, maxLength: BODY_VARIANTS }),
  initialLimit: fc.integer({ min: 0, max: 80 }),
  groups: fc.array(groupArb, { minLength: 2, maxLength: 7 }),
});

function bodyOf(pageCounts: number[], variant: number) {
  return { ...validStory, storyIdea: `${validStory.storyIdea} (variant ${variant})`, pageCount: pageCounts[variant]! };
}

interface Outcome {
  op: Create;
  status: number;
  replayed: boolean;
  bookId?: string;
  conflictBookId?: string;
  code?: string;
}

let runs = 0;
let totalRequests = 0;
const statusCounts = new Map<number, number>();

describe('Property: concurrent creates, retries and limit changes debit each accepted book once, within the limits set', () => {
  it('random interleavings, a fresh user per run', { timeout: 180_000 * SCALE }, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ pageCounts, initialLimit, groups }) => {
        runs += 1;
        // A new minute per run: the per-minute limit (60 on Pro) is not what this property is about.
        api.clock.advance(60_000);
        const { userId, apiKey } = await api.newUser('pro', initialLimit);
        let highestLimit = initialLimit;
        /** The month's limit after the last admin change (a plan change resets it to the plan's). */
        let limitInForce = initialLimit;
        const outcomes: Outcome[] = [];

        const send = async (op: Create): Promise<void> => {
          const headers: Record<string, string> = { 'x-api-key': apiKey, 'content-type': 'application/json' };
          if (op.key !== null) headers['idempotency-key'] = KEYS[op.key]!;
          const response = await invokeDirect(app, {
            method: 'POST',
            path: '/v1/stories',
            headers,
            body: JSON.stringify(bodyOf(pageCounts, op.body)),
          });
          totalRequests += 1;
          statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
          const label = `${JSON.stringify(op)} → ${response.status} ${response.text.slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          const envelope = envelopeSchema.parse(response.json);
          const data = envelope.data as { bookId?: string } | undefined;
          outcomes.push({
            op,
            status: response.status,
            replayed: response.headers['idempotent-replayed'] === 'true',
            ...(data?.bookId !== undefined && { bookId: data.bookId }),
            ...(envelope.error?.meta?.bookId !== undefined && { conflictBookId: String(envelope.error.meta.bookId) }),
            ...(envelope.error && { code: envelope.error.code }),
          });
          expect([202, 402, 409], label).toContain(response.status);
        };

        const runAdmin = async (ops: Array<SetCredits | SetPlan>): Promise<void> => {
          for (const op of ops) {
            if (op.kind === 'credits') {
              highestLimit = Math.max(highestLimit, op.monthly);
              await api.admin.setMonthlyCredits(userId, op.monthly);
            } else {
              highestLimit = Math.max(highestLimit, op.plan === 'pro' ? 300 : 1500);
              await api.admin.setPlan(userId, op.plan);
            }
          }
        };

        for (const group of groups) {
          // Limits may rise mid-group: the highest one counts from the start of the group.
          for (const op of group.admin) {
            if (op.kind === 'credits') highestLimit = Math.max(highestLimit, op.monthly);
            else highestLimit = Math.max(highestLimit, op.plan === 'pro' ? 300 : 1500);
          }
          const usedBefore = (await api.admin.showUser(userId)).creditsUsed;
          const seenBefore = outcomes.length;
          await Promise.all([...group.creates.map(send), runAdmin(group.admin)]);
          const usedAfter = (await api.admin.showUser(userId)).creditsUsed;
          const groupDebits = outcomes
            .slice(seenBefore)
            .filter((o) => o.status === 202 && !o.replayed)
            .reduce((sum, o) => sum + pageCounts[o.op.body]!, 0);
          const where = `group ${JSON.stringify(group)} with limit ${limitInForce}, used ${usedBefore} → ${usedAfter}`;
          expect(usedAfter - usedBefore, where).toBe(groupDebits);
          // With no limit change in the group, the debits fit the balance that was in force.
          if (group.admin.length === 0) expect(usedAfter, where).toBeLessThanOrEqual(Math.max(limitInForce, usedBefore));
          for (const op of group.admin) limitInForce = op.kind === 'credits' ? op.monthly : op.plan === 'pro' ? 300 : 1500;
        }

        // Every first-time 202 is one debit of its pageCount; replays and refusals debit nothing.
        const firstTime = outcomes.filter((o) => o.status === 202 && !o.replayed);
        const debited = firstTime.reduce((sum, o) => sum + pageCounts[o.op.body]!, 0);
        const shown = await api.admin.showUser(userId);
        const summary = `user ${userId}: ${JSON.stringify(outcomes.map((o) => [o.op.key, o.op.body, o.status, o.replayed]))}`;
        expect(shown.creditsUsed, summary).toBe(debited);
        expect(shown.creditsUsed, summary).toBeLessThanOrEqual(highestLimit);
        expect(new Set(firstTime.map((o) => o.bookId)).size, `${summary}: one bookId per accepted book`).toBe(firstTime.length);

        // One key → one book and one body; a 409 only for that key with another body.
        for (const [index, key] of KEYS.entries()) {
          const withKey = outcomes.filter((o) => o.op.key === index);
          const accepted = withKey.filter((o) => o.status === 202);
          const bookIds = new Set(accepted.map((o) => o.bookId));
          const bodies = new Set(accepted.map((o) => o.op.body));
          expect(bookIds.size, `${summary}: key ${key} named ${[...bookIds].join(', ')}`).toBeLessThanOrEqual(1);
          expect(bodies.size, `${summary}: key ${key} accepted bodies ${[...bodies].join(', ')}`).toBeLessThanOrEqual(1);
          expect(accepted.filter((o) => !o.replayed).length, `${summary}: key ${key} charged more than once`).toBeLessThanOrEqual(1);
          for (const conflict of withKey.filter((o) => o.status === 409)) {
            expect(conflict.code).toBe('IDEMPOTENCY_CONFLICT');
            // The key must be held by a book made from a different body.
            expect(accepted.length, `${summary}: 409 for key ${key} but no book holds it`).toBeGreaterThan(0);
            expect(conflict.op.body, `${summary}: 409 for the same body`).not.toBe(accepted[0]!.op.body);
            expect(conflict.conflictBookId).toBe(accepted[0]!.bookId);
          }
        }
        for (const o of outcomes.filter((o) => o.status === 409)) expect(o.op.key, summary).not.toBeNull();

        // Finally a downgrade to Free: the key stops working at once and nothing more is charged.
        await api.admin.setPlan(userId, 'free');
        const after = await invokeDirect(app, {
          method: 'POST',
          path: '/v1/stories',
          headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'idempotency-key': KEYS[0]! },
          body: JSON.stringify(bodyOf(pageCounts, 0)),
        });
        totalRequests += 1;
        expect(after.status, after.text).toBe(401);
        expect((after.json as { error: { code: string } }).error.code).toBe('INVALID_API_KEY');
        expect((await api.admin.showUser(userId)).creditsUsed).toBe(debited);
      }),
      { numRuns: 30 * SCALE, endOnFailure: true, ...seedOption },
    );
    console.info(`concurrency: ${runs} runs, ${totalRequests} requests; statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}`);
    expect(statusCounts.get(402) ?? 0, 'some creates should run out of credits').toBeGreaterThan(0);
    expect(statusCounts.get(409) ?? 0, 'some retries should conflict').toBeGreaterThan(0);
  });
});
