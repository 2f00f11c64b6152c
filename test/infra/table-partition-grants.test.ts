import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DynamoDBDocumentClient } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { TransactionCanceledException } from '../../lambdas/adapters/aws/dynamodb-errors';
import type { DynamoTarget } from '../../lambdas/adapters/dynamodb/document-client';
import { DynamoGenerationStore } from '../../lambdas/adapters/dynamodb/dynamo-generation-store';
import { DynamoAbuseStore } from '../../lambdas/adapters/dynamodb/dynamo-abuse-store';
import { DynamoKeyStore } from '../../lambdas/adapters/dynamodb/dynamo-key-store';
import { DynamoRequestCounter } from '../../lambdas/adapters/dynamodb/dynamo-request-counter';
import { DynamoStoryStore } from '../../lambdas/adapters/dynamodb/dynamo-story-store';
import { DynamoStoryLibrary } from '../../lambdas/adapters/dynamodb/dynamo-story-library';
import { DynamoUsageReader } from '../../lambdas/adapters/dynamodb/dynamo-usage-reader';
import { DynamoMailOutbox } from '../../lambdas/adapters/dynamodb/dynamo-mail-outbox';
import { DynamoTurnStore } from '../../lambdas/adapters/dynamodb/dynamo-turn-store';
import { DynamoWebhookOutbox } from '../../lambdas/adapters/dynamodb/dynamo-webhook-outbox';
import { DynamoWebhookSecrets } from '../../lambdas/adapters/dynamodb/dynamo-webhook-secrets';
import { DynamoWebhookDeliveryLog } from '../../lambdas/adapters/dynamodb/dynamo-webhook-delivery-log';
import type { DeliveryAttempt } from '../../lambdas/ports/webhook-delivery-log';
import type { WebhookOutboxEntry } from '../../lambdas/ports/webhook-events';
import { activePartition, itemKeys, mailQueuePartition, webhookQueuePartition, partitionPrefixes } from '../../lambdas/adapters/dynamodb/item-keys';
import type { FunctionName } from '../../lambdas/contract/functions';
import { tableKeys } from '../../lambdas/contract/table-layout';
import { dayWindow, minuteWindow } from '../../lambdas/core/time-windows';
import type { OutboxMail } from '../../lambdas/core/records';
import type { Acceptance } from '../../lambdas/ports/story-store';
import { ServiceFunction } from '../../lib/service-function';
import { logicalIdOf, synthesize, type Synthesized } from './synth';
import { arnOf, resolved } from './workflow-template';

const synthesized = synthesize('development');
const { stack, template } = synthesized;
const tableArn = arnOf(synthesized, stack.data.table);

/** Where a DynamoDB call lands: the table itself, or one of its indexes by name. */
type Target = 'table' | typeof tableKeys.ownerIndex.name | typeof tableKeys.activityIndex.name;

interface TableGrant {
  readonly actions: string[];
  readonly target: Target;
  /** The statement's `dynamodb:LeadingKeys` patterns; undefined when it has none. */
  readonly leadingKeys?: string[];
  readonly condition: unknown;
}

function targetOf(resource: string): Target | undefined {
  if (resource === tableArn) return 'table';
  const index = resource.startsWith(`${tableArn}/index/`) ? resource.slice(`${tableArn}/index/`.length) : undefined;
  if (index === tableKeys.ownerIndex.name || index === tableKeys.activityIndex.name) return index;
  return undefined;
}

interface RawStatement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** Every statement, in every policy of the stack, that grants a DynamoDB action on the table or its indexes. */
function tableGrantsIn(policies: Record<string, Record<string, any>>): TableGrant[] {
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as RawStatement[]).flatMap((statement) => {
      // DescribeTable (the health check) reads the table's metadata, no item: there is no partition to name.
      const actions = [statement.Action].flat().filter((action) => action.startsWith('dynamodb:') && action !== 'dynamodb:DescribeTable');
      const resources = [resolved(synthesized, statement.Resource)].flat() as string[];
      if (actions.length === 0) return [];
      return resources.map((resource) => {
        const target = targetOf(resource);
        if (!target) throw new Error(`a DynamoDB grant on ${resource}, neither the table nor one of its indexes`);
        const leadingKeys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        return { actions, target, leadingKeys: leadingKeys === undefined ? undefined : [leadingKeys].flat(), condition: statement.Condition };
      });
    }),
  );
}

const policiesOfRole = ({ stack: s, template: t }: Synthesized, fn: ServiceFunction) => {
  const roleId = logicalIdOf(s, fn.role!);
  return Object.fromEntries(
    Object.entries(t.findResources('AWS::IAM::Policy')).filter(([, policy]) =>
      (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
    ),
  );
};

// Every function the stack deploys, found in the construct tree: one added later is checked without a change here.
const deployed = new Map(
  stack.node.findAll().filter((construct) => construct instanceof ServiceFunction).map((fn) => [fn.serviceName, fn] as const),
);
const functionNames = [...deployed.keys()];

function deployedFunction(name: FunctionName): ServiceFunction {
  const fn = deployed.get(name);
  if (!fn) throw new Error(`no function ${name} in the stack`);
  return fn;
}

const grantsOf = (name: FunctionName) => tableGrantsIn(policiesOfRole(synthesized, deployedFunction(name)));

/** A function's table grants as `Action on target` → its LeadingKeys patterns, sorted, for comparing with a table. */
function grantSummary(name: FunctionName): Record<string, string[]> {
  const summary: Record<string, string[]> = {};
  for (const grant of grantsOf(name)) {
    for (const action of grant.actions) {
      const key = `${action.replace('dynamodb:', '')} on ${grant.target}`;
      summary[key] = [...new Set([...(summary[key] ?? []), ...(grant.leadingKeys ?? [])])].sort();
    }
  }
  return summary;
}

// IAM's StringLike: `*` any run of characters, `?` any one; everything else literal.
const stringLike = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}$`).test(value);

const knownTablePatterns = Object.values(partitionPrefixes).map((prefix) => `${prefix}*`);
const knownPatterns: Record<Target, string[]> = {
  table: knownTablePatterns,
  [tableKeys.ownerIndex.name]: [`${partitionPrefixes.user}*`],
  [tableKeys.activityIndex.name]: [activePartition, mailQueuePartition, webhookQueuePartition],
};

describe('every table grant names its partitions (dynamodb:LeadingKeys)', () => {
  const everyGrant = tableGrantsIn(template.findResources('AWS::IAM::Policy'));

  it('the stack has table grants to check', () => {
    expect(everyGrant.length).toBeGreaterThan(0);
  });

  it('every statement with a DynamoDB action on the table or an index carries exactly one ForAllValues:StringLike LeadingKeys condition', () => {
    for (const grant of everyGrant) {
      expect(Object.keys(grant.condition ?? {}), grant.actions.join(',')).toEqual(['ForAllValues:StringLike']);
      expect(grant.leadingKeys?.length, grant.actions.join(',')).toBeGreaterThan(0);
    }
  });

  it('lists only the known partition prefixes (item-keys.ts), and on an index only what its partition key holds', () => {
    for (const grant of everyGrant) {
      for (const pattern of grant.leadingKeys ?? []) expect(knownPatterns[grant.target]).toContain(pattern);
    }
  });

  it('grants no action that reads or writes without a partition key (Scan, batch, PartiQL)', () => {
    const itemActions = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'Query'].map((a) => `dynamodb:${a}`));
    for (const grant of everyGrant) for (const action of grant.actions) expect(itemActions).toContain(action);
  });

  // Function → `Action on target` → the partitions it may touch. A new function must be added here.
  const expectedGrants: Record<FunctionName, Record<string, string[]>> = {
    health: {},
    fallback: {},
    apiReference: {},
    dispatcher: {},
    createStory: {
      'GetItem on table': ['BOOK#*', 'KEY#*', 'USER#*'],
      'PutItem on table': ['BOOK#*', 'USER#*'],
      'UpdateItem on table': ['BOOK#*', 'KEY#*', 'USER#*'],
      'ConditionCheckItem on table': ['BOOK#*', 'USER#*'],
      'DeleteItem on table': ['USER#*'],
    },
    getStory: { 'GetItem on table': ['KEY#*'], 'UpdateItem on table': ['KEY#*'], 'Query on table': ['BOOK#*'], 'PutItem on table': ['USER#*'] },
    listStories: { 'GetItem on table': ['BOOK#*', 'KEY#*'], 'UpdateItem on table': ['KEY#*'], 'Query on byOwner': ['USER#*'], 'PutItem on table': ['USER#*'] },
    getUsage: { 'GetItem on table': ['KEY#*', 'USER#*'], 'UpdateItem on table': ['KEY#*'], 'PutItem on table': ['USER#*'] },
    cancelStory: {
      'GetItem on table': ['BOOK#*', 'KEY#*'],
      'UpdateItem on table': ['BOOK#*', 'KEY#*', 'USER#*'],
      'PutItem on table': ['BOOK#*', 'USER#*'],
      'Query on table': ['BOOK#*'],
      'DeleteItem on table': ['BOOK#*'],
    },
    // Every webhook emitter may put and delete its book's outbox items (lib/webhooks-construct.ts, bindEmitter).
    markProcessing: { 'GetItem on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*'], 'Query on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    planStory: { 'GetItem on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*'] },
    writePage: { 'UpdateItem on table': ['BOOK#*'], 'GetItem on table': ['BOOK#*'], 'Query on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    illustratePage: { 'UpdateItem on table': ['BOOK#*'], 'GetItem on table': ['BOOK#*'], 'Query on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    makeBookFiles: { 'Query on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*'] },
    finalize: { 'Query on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*'], 'ConditionCheckItem on table': ['BOOK#*'], 'GetItem on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    markFailed: { 'Query on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*', 'USER#*'], 'GetItem on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    // The reaper's minute also sweeps the webhook outbox (WEBHOOKQ).
    reaper: { 'Query on byActivity': ['ACTIVE', 'WEBHOOKQ'], 'Query on table': ['BOOK#*'], 'UpdateItem on table': ['BOOK#*', 'USER#*'], 'GetItem on table': ['BOOK#*'], 'PutItem on table': ['BOOK#*'], 'DeleteItem on table': ['BOOK#*'] },
    // Webhooks: the owner's signing secret (USER#), after the key's checks; the delivery reads or makes the same item.
    webhookSecret: { 'GetItem on table': ['KEY#*', 'USER#*'], 'UpdateItem on table': ['KEY#*'], 'PutItem on table': ['USER#*'] },
    deliverWebhook: { 'GetItem on table': ['USER#*'], 'PutItem on table': ['USER#*'] },
    // The owner's delivery log (USER#<id> / DELIVERY#…): listed after the key's read checks, read before a replay.
    listWebhookDeliveries: { 'GetItem on table': ['KEY#*'], 'UpdateItem on table': ['KEY#*'], 'PutItem on table': ['USER#*'], 'Query on table': ['USER#*'] },
    replayWebhookDelivery: { 'GetItem on table': ['KEY#*', 'USER#*'], 'UpdateItem on table': ['KEY#*', 'USER#*'], 'PutItem on table': ['USER#*'] },
    sendMail: { 'Query on byActivity': ['MAILQ'], 'GetItem on table': ['USER#*'], 'UpdateItem on table': ['USER#*'] },
    // Model turns (deployed with -c modelBudget=…; test/infra/model-turns-stack.test.ts checks that stack's grants).
    awaitTurn: { 'PutItem on table': ['GATE#*'], 'GetItem on table': ['GATE#*'] },
    grantTurns: { 'Query on table': ['GATE#*'], 'GetItem on table': ['GATE#*'], 'UpdateItem on table': ['GATE#*'], 'DeleteItem on table': ['GATE#*'] },
  };

  it('the stack deploys functions to check', () => {
    expect(functionNames.length).toBeGreaterThan(0);
  });

  it.each(functionNames)('%s may touch exactly its partitions', (name) => {
    expect(grantSummary(name)).toEqual(expectedGrants[name]);
  });

  it('no function may create or delete an API key item (KEY#, KEYID#): keys are minted by the admin tools only', () => {
    for (const name of functionNames) {
      for (const grant of grantsOf(name).filter((g) => g.actions.includes('dynamodb:PutItem') || g.actions.includes('dynamodb:DeleteItem'))) {
        expect(grant.leadingKeys?.filter((pattern) => pattern.startsWith('KEY')), name).toEqual([]);
      }
    }
  });
});

// ---- What the adapters really send, recorded from their commands ----

interface TableCall {
  readonly action: string;
  readonly target: Target;
  readonly partition: string;
}

interface RecordedCommand {
  readonly operation: string;
  readonly input: Record<string, any>;
}

const partitionKeyOf: Record<Target, string> = {
  table: tableKeys.partitionKey,
  [tableKeys.ownerIndex.name]: tableKeys.ownerIndex.partitionKey,
  [tableKeys.activityIndex.name]: tableKeys.activityIndex.partitionKey,
};

function queriedPartition(input: Record<string, any>, target: Target): string {
  const key = partitionKeyOf[target];
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const condition = String(input.KeyConditionExpression).replace(/#\w+/g, (alias) => names[alias] ?? alias);
  const match = new RegExp(`(?:^|[\\s(])${key}\\s*=\\s*(:\\w+)`).exec(condition);
  const value = match ? input.ExpressionAttributeValues?.[match[1]!] : undefined;
  if (typeof value !== 'string') throw new Error(`cannot read the partition of ${String(input.KeyConditionExpression)}`);
  return value;
}

// IAM authorises a transaction per contained item, under that item's own action.
const transactActions = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' } as const;

function callsOf({ operation, input }: RecordedCommand): TableCall[] {
  switch (operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ action: operation, target: 'table', partition: input.Key.pk }];
    case 'PutItem':
      return [{ action: operation, target: 'table', partition: input.Item.pk }];
    case 'Query': {
      const target = (input.IndexName ?? 'table') as Target;
      return [{ action: 'Query', target, partition: queriedPartition(input, target) }];
    }
    case 'BatchGetItem':
      return Object.values(input.RequestItems as Record<string, { Keys: { pk: string }[] }>).flatMap(({ Keys }) =>
        Keys.map((key) => ({ action: 'BatchGetItem', target: 'table' as const, partition: key.pk })),
      );
    case 'TransactWriteItems':
      return (input.TransactItems as Record<string, any>[]).flatMap((item) =>
        Object.entries(transactActions).flatMap(([kind, action]) =>
          item[kind] ? [{ action, target: 'table' as const, partition: item[kind].Key?.pk ?? item[kind].Item.pk }] : [],
        ),
      );
    default:
      throw new Error(`unrecorded DynamoDB operation ${operation}`);
  }
}

const ids = { userId: 'user-1', bookId: 'book-1', taskId: 'task-1', keyHash: 'hash-1' };
const now = new Date('2026-03-01T12:00:00.000Z');
const taskRef = { bookId: ids.bookId, taskId: ids.taskId };

// What the table holds for the book: enough for findStory, and for fail() to find a task still processing.
const storyItems = [
  { ...itemKeys.book(ids.bookId), entity: 'book', bookId: ids.bookId, userId: ids.userId, pageCount: 1 },
  { ...itemKeys.task(ids.bookId, ids.taskId), entity: 'task', ...taskRef, userId: ids.userId, status: 'processing', creditPeriod: '2026-03' },
  { ...itemKeys.page(ids.bookId, 0), entity: 'page', index: 0, content: 'text', imageKey: 'books/book-1/page-000.png' },
];

/** A table that answers every command plausibly and records what each one touches. */
function recordingTable() {
  const calls: TableCall[] = [];
  let cancelNextTransaction: { Code: string }[] | undefined;
  const client = {
    send: async (command: RecordedCommand) => {
      calls.push(...callsOf(command));
      if (command.operation === 'TransactWriteItems' && cancelNextTransaction) {
        const reasons = cancelNextTransaction;
        cancelNextTransaction = undefined;
        throw new TransactionCanceledException({ message: 'cancelled', CancellationReasons: reasons });
      }
      if (command.operation === 'Query' && command.input.IndexName) {
        // The activity index holds stuck tasks and queued mails alike; each reader takes the fields it needs.
        const mail: Partial<OutboxMail> = { mailId: 'mail-1', userId: ids.userId, createdAt: now.toISOString(), attempts: 0 };
        return { Items: [{ ...taskRef, userId: ids.userId, status: 'processing', gsi2sk: now.toISOString(), ...mail }] };
      }
      if (command.operation === 'Query') return { Items: storyItems };
      if (command.operation === 'GetItem') return { Item: { ...command.input.Key, ...taskRef, userId: ids.userId, keyHash: ids.keyHash } };
      return {};
    },
  };
  const db: DynamoTarget = { client: client as unknown as DynamoDBDocumentClient, tableName: 'table' };
  return {
    db,
    calls,
    /** The next transaction is cancelled with these reasons, as DynamoDB reports a failed condition. */
    cancelNextTransaction: (reasons: { Code: string }[]) => (cancelNextTransaction = reasons),
  };
}

// Only the fields the adapters write keys from matter here; the rest of the records is not read.
const acceptance = {
  book: { bookId: ids.bookId, userId: ids.userId, createdAt: now.toISOString() },
  task: { ...taskRef, userId: ids.userId, updatedAt: now.toISOString() },
  charge: { userId: ids.userId, period: '2026-03', credits: 1, defaultLimit: 10 },
  daily: { userId: ids.userId, window: dayWindow(now), cap: 5 },
  idempotency: { userId: ids.userId, keyHash: ids.keyHash, record: { expiresAt: now.toISOString() }, now },
} as unknown as Acceptance;

type Table = ReturnType<typeof recordingTable>;

/** What the abuse rules write after authentication (core/abuse-guard.ts), in createStory and getStory alike. */
async function abuseRuleCalls(db: Table['db']): Promise<void> {
  const abuse = new DynamoAbuseStore(db);
  await abuse.recordUse(ids.keyHash, { EU: { at: now.toISOString(), ip: '80.128.0.1', country: 'DE' } }, { continent: 'EU', switches: [] });
  await abuse.recordLimited(ids.keyHash, { minute: '2026-03-01T10:00', streak: 1 }, undefined);
  const event = { eventId: 'event-1', userId: ids.userId, keyId: 'key-1', rule: 'burst' as const, action: 'key_revoked' as const, evidence: {}, at: now.toISOString() };
  const mail = { mailId: 'mail-1', userId: ids.userId, notice: { kind: 'key_revoked' as const, keyId: 'key-1' }, status: 'queued' as const, createdAt: now.toISOString(), attempts: 0 };
  await abuse.warnOwner({ keyHash: ids.keyHash, rule: 'limited_streak', event: { ...event, action: 'owner_warned' }, mail, notBefore: now.toISOString() });
  await abuse.revokeForAbuse({ keyHash: ids.keyHash, event, mail });
}
const ending = () => ({ errorMessage: 'failed', creditsToRefund: 1, webhookEvents: [webhookEvent('story.failed')] });
/** A book's webhook event as the store's transactions write it to the outbox. */
const webhookEvent = (type: WebhookOutboxEntry['type']): WebhookOutboxEntry => ({ eventId: `msg_${type}`, bookId: ids.bookId, taskId: ids.taskId, type, at: now.toISOString() });

/** One attempt as deliverWebhook writes it to the owner's log. */
const deliveryAttempt: DeliveryAttempt = {
  id: 'dlv_000000000000000000000000', userId: ids.userId, eventId: 'msg_1', eventType: 'story.completed', bookId: ids.bookId, livemode: true,
  url: 'https://example.com/hook', body: '{}', attempt: 1, outcome: 'delivered', httpStatus: 200, responseTimeMs: 5, attemptedAt: now.toISOString(), willRetry: false, replay: false,
};

// Function → every store call it makes (lambdas/core, through the stores its composition root builds), on every
// path: a call missing here is a partition the test cannot vouch for.
const storeCalls: Record<FunctionName, (table: Table) => Promise<unknown>> = {
  health: async () => {},
  fallback: async () => {},
  apiReference: async () => {},
  dispatcher: async () => {},
  createStory: async (table) => {
    const store = new DynamoStoryStore(table.db);
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRequest({ userId: ids.userId, keyId: 'key-1', at: now.toISOString(), window: minuteWindow(now), limit: 10 });
    await store.accept(acceptance);
    // A replayed idempotency key, on an engine that does not return the old item: it is read.
    table.cancelNextTransaction([{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }, { Code: 'None' }, { Code: 'None' }]);
    await store.accept(acceptance);
    await store.findTask(ids.bookId, ids.taskId);
    await store.releaseUnqueued(acceptance, 'not queued');
  },
  getStory: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRead({ keyHash: ids.keyHash, window: minuteWindow(now), limit: 10 });
    await new DynamoStoryStore(table.db).findStory(ids.bookId);
  },
  cancelStory: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRequest({ userId: ids.userId, keyId: 'key-1', at: now.toISOString(), window: minuteWindow(now), limit: 10 });
    const store = new DynamoGenerationStore(table.db);
    await store.findStory(ids.bookId);
    await store.fail(taskRef, () => ({ ...ending(), cancelledAt: now.toISOString() }), now.toISOString());
    // Its webhook event (core/webhook-events.ts): the partition builds the payload, then the outbox item goes.
    await store.findBook(ids.bookId);
    await new DynamoWebhookOutbox(table.db).forwarded(webhookEvent('story.failed'));
  },
  listStories: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRead({ keyHash: ids.keyHash, window: minuteWindow(now), limit: 10 });
    await new DynamoStoryLibrary(table.db).listBooks({ userId: ids.userId, limit: 20, filters: {} });
  },
  getUsage: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRead({ keyHash: ids.keyHash, window: minuteWindow(now), limit: 10 });
    await new DynamoUsageReader(table.db).readUsage({ userId: ids.userId, period: '2026-03', minuteWindowId: minuteWindow(now).id, dayWindowId: dayWindow(now).id });
  },
  markProcessing: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findBook(ids.bookId);
    await store.startTask(taskRef, 3, now.toISOString());
    await store.findStory(ids.bookId);
  },
  planStory: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findBook(ids.bookId);
    await store.savePlan(taskRef, { title: 't', summary: 's', slug: 'slug' }, now.toISOString());
  },
  // The page steps, then what notifyWebhook reads: the book, and the partition for a subscribed one.
  writePage: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findBook(ids.bookId);
    await store.savePageText(taskRef, 1, { title: null, content: 'text' }, now.toISOString(), [webhookEvent('story.page')]);
    await store.findStory(ids.bookId);
    await new DynamoWebhookOutbox(db).forwarded(webhookEvent('story.page'));
  },
  illustratePage: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findBook(ids.bookId);
    await store.savePageImage(taskRef, 1, 'books/book-1/page-001.png', now.toISOString(), [webhookEvent('story.page')]);
    await store.findStory(ids.bookId);
    await new DynamoWebhookOutbox(db).forwarded(webhookEvent('story.page'));
  },
  makeBookFiles: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findStory(ids.bookId);
    await store.saveBookFiles(taskRef, { pdfKey: 'books/book-1/book.pdf', readerKey: 'books/book-1/index.html' }, now.toISOString());
  },
  finalize: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.findStory(ids.bookId);
    await store.complete(taskRef, 'books/book-1/page-000.png', now.toISOString(), [webhookEvent('story.completed')]);
    await store.findBook(ids.bookId);
    await new DynamoWebhookOutbox(db).forwarded(webhookEvent('story.completed'));
  },
  markFailed: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    await store.fail(taskRef, ending, now.toISOString());
    await store.findBook(ids.bookId);
    await store.findStory(ids.bookId);
    await new DynamoWebhookOutbox(db).forwarded(webhookEvent('story.failed'));
  },
  reaper: async ({ db }) => {
    const store = new DynamoGenerationStore(db);
    for (const stuck of await store.findStuck(now.toISOString(), 100)) {
      await store.fail(stuck, ending, now.toISOString());
      await store.findBook(stuck.bookId);
      await store.findStory(stuck.bookId);
    }
    const outbox = new DynamoWebhookOutbox(db);
    for (const entry of await outbox.queued(now.toISOString(), 100)) {
      await store.findStory(entry.bookId);
      await outbox.forwarded(entry);
    }
  },
  webhookSecret: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    const secrets = new DynamoWebhookSecrets(table.db);
    await secrets.find(ids.userId);
    await secrets.createIfAbsent(ids.userId, 'whsec_c2VjcmV0', now.toISOString());
  },
  deliverWebhook: async ({ db }) => {
    const secrets = new DynamoWebhookSecrets(db);
    await secrets.find(ids.userId);
    await secrets.createIfAbsent(ids.userId, 'whsec_c2VjcmV0', now.toISOString());
    await new DynamoWebhookDeliveryLog(db).record(deliveryAttempt, now);
  },
  listWebhookDeliveries: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRead({ keyHash: ids.keyHash, window: minuteWindow(now), limit: 10 });
    await new DynamoWebhookDeliveryLog(table.db).list({ userId: ids.userId, livemode: true, limit: 20, filters: { outcome: 'failed' } });
  },
  replayWebhookDelivery: async (table) => {
    await new DynamoKeyStore(table.db).findKey(ids.keyHash);
    await abuseRuleCalls(table.db);
    await new DynamoRequestCounter(table.db).countRequest({ userId: ids.userId, keyId: 'key-1', at: now.toISOString(), window: minuteWindow(now), limit: 10 });
    await new DynamoWebhookDeliveryLog(table.db).find(ids.userId, true, deliveryAttempt.id);
  },
  awaitTurn: async ({ db }) => {
    const turns = new DynamoTurnStore(db);
    await turns.addTurn({ turnId: 't', model: 'image', userId: ids.userId, bookId: ids.bookId, taskId: ids.taskId, token: 'token', enqueuedAt: now.toISOString(), deadlineAt: now.toISOString() });
    await turns.readGate('image');
  },
  grantTurns: async ({ db }) => {
    const turns = new DynamoTurnStore(db);
    await turns.takeLease('image', 'keeper', 1, 0);
    await turns.readGate('image');
    await turns.listTurns('image');
    await turns.listTurns('image', now.toISOString());
    await turns.removeTurn({ turnId: 't', model: 'image', userId: ids.userId, bookId: ids.bookId, taskId: ids.taskId, token: 'token', enqueuedAt: now.toISOString(), deadlineAt: now.toISOString() });
    await turns.releaseLease('image', 'keeper');
  },
  sendMail: async ({ db }) => {
    const outbox = new DynamoMailOutbox(db);
    for (const mail of await outbox.queued(25)) {
      await outbox.claim(mail, now.toISOString(), now.toISOString());
      await outbox.recipientOf(mail.userId);
      await outbox.markSent(mail, { to: 'owner@example.com', subject: 's', text: 't', sentAt: now.toISOString() });
      await outbox.markAttempt(mail, { error: 'refused', failed: true, at: now.toISOString() });
    }
  },
};

/** What the function's adapters sent, one entry per item an IAM check sees. */
async function recordedCalls(name: FunctionName): Promise<TableCall[]> {
  const table = recordingTable();
  await storeCalls[name](table);
  return table.calls;
}

const allows = (grant: TableGrant, call: TableCall) =>
  grant.target === call.target
  && grant.actions.includes(`dynamodb:${call.action}`)
  && (grant.leadingKeys ?? []).some((pattern) => stringLike(pattern, call.partition));

// Granted on purpose though no adapter sends it today (kept when the grants were narrowed to partitions).
const grantedButUnused: Partial<Record<FunctionName, string[]>> = {
  // story.processing is published straight after the change, not through the outbox (docs/decisions/webhooks.md).
  markProcessing: ['PutItem', 'DeleteItem'],
  createStory: ['ConditionCheckItem'],
  finalize: ['ConditionCheckItem'],
};

describe('each function\'s grants cover every key its adapters send (recorded from their commands)', () => {
  it.each(functionNames)('%s: every item it reads or writes is inside a granted partition', async (name) => {
    const grants = grantsOf(name);
    const denied = (await recordedCalls(name)).filter((call) => !grants.some((grant) => allows(grant, call)));
    expect(denied).toEqual([]);
  });

  it.each(functionNames)('%s: every granted action and partition is used by some call', async (name) => {
    const calls = await recordedCalls(name);
    const unused = grantsOf(name).flatMap((grant) =>
      grant.actions.flatMap((action) =>
        (grant.leadingKeys ?? [])
          .filter((pattern) => !calls.some((call) => allows({ ...grant, actions: [action], leadingKeys: [pattern] }, call)))
          .filter(() => !grantedButUnused[name]?.includes(action.replace('dynamodb:', '')))
          .map((pattern) => `${action} ${pattern} on ${grant.target}`),
      ),
    );
    expect(unused).toEqual([]);
  });

  it('the recorded calls do reach every kind of partition the grants name', async () => {
    const everyFunction = Object.keys(storeCalls) as FunctionName[];
    const partitions = new Set((await Promise.all(everyFunction.map(recordedCalls))).flat().map((call) => call.partition));
    const kinds = [itemKeys.apiKey(ids.keyHash).pk, itemKeys.user(ids.userId).pk, itemKeys.bookPartition(ids.bookId), activePartition, mailQueuePartition];
    for (const expected of kinds) {
      expect(partitions).toContain(expected);
    }
  });

  it('a prefix missing from a grant is caught: the book partition is outside getStory\'s key grant', () => {
    const keyGrant = grantsOf('getStory').find((grant) => grant.actions.includes('dynamodb:GetItem'))!;
    expect(allows(keyGrant, { action: 'GetItem', target: 'table', partition: itemKeys.apiKey(ids.keyHash).pk })).toBe(true);
    expect(allows(keyGrant, { action: 'GetItem', target: 'table', partition: itemKeys.book(ids.bookId).pk })).toBe(false);
    expect(allows(keyGrant, { action: 'GetItem', target: 'table', partition: itemKeys.keyId('id-1').pk })).toBe(false);
  });
});

describe('a grant that names no partition does not compile (checked by tsc)', () => {
  it('allowTable and allowIndexQuery take at least one known partition, and allowTable at least one action', () => {
    // Never called: the expected errors are the test, and `npx tsc --noEmit` fails if one of them compiles.
    const refused = (fn: ServiceFunction, table: ITable) => {
      // @ts-expect-error no partitions
      fn.allowTable(table, 'GetItem');
      // @ts-expect-error an empty list
      fn.allowTable(table, { partitions: [] }, 'GetItem');
      // @ts-expect-error a prefix item-keys.ts does not declare
      fn.allowTable(table, { partitions: ['ITEM#'] }, 'GetItem');
      // @ts-expect-error no action
      fn.allowTable(table, { partitions: ['BOOK#'] });
      // @ts-expect-error no partitions on the index
      fn.allowIndexQuery(table, tableKeys.activityIndex.name);
      // @ts-expect-error the activity index holds no book partition
      fn.allowIndexQuery(table, tableKeys.activityIndex.name, { partitions: ['BOOK#'] });
      fn.allowIndexQuery(table, tableKeys.ownerIndex.name, { partitions: ['USER#'] });
    };
    expect(refused).toBeTypeOf('function');
  });
});
