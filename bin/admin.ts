#!/usr/bin/env tsx
// Admin CLI: the dashboard's jobs (users, plans, keys, credits) against the local stack or a deployed one.
// Prints one JSON object on one line; errors go to stderr with a non-zero exit.
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { AwsCredentials } from '../lambdas/adapters/aws/credentials';
import { DynamoAbuseStore } from '../lambdas/adapters/dynamodb/dynamo-abuse-store';
import { DynamoAccountStore } from '../lambdas/adapters/dynamodb/dynamo-account-store';
import { DynamoMailOutbox } from '../lambdas/adapters/dynamodb/dynamo-mail-outbox';
import { DynamoWebhookSecrets } from '../lambdas/adapters/dynamodb/dynamo-webhook-secrets';
import { rotateWebhookSecret } from '../lambdas/core/webhook-secret';
import { createDocumentClient } from '../lambdas/adapters/dynamodb/document-client';
import { AccountAdmin } from '../lambdas/core/accounts';
import { AppError } from '../lambdas/core/errors';
import { systemClock } from '../lambdas/ports/clock';
import { randomIds } from '../lambdas/ports/id-generator';
import { readLocalStackState, resolveDataDir } from '../local/local-stack-state';

const USAGE = `Usage: npm run --silent admin -- <command> [flags]

  user create --email E --plan free|pro|premium
  user show --user ID
  user set-plan --user ID --plan free|pro|premium     (to free: revokes every key at once)
  credits set --user ID --monthly N                   (this month's credit limit)
  key create --user ID [--test] [--multi-region]       (Pro/Premium only; the key is shown once; --test: a cbk_test_ key;
                                                       --multi-region: used from several continents, no IP-jump rule)
  key multi-region --key KEY_ID [--off]                (mark a key as used from several continents, or --off to unmark)
  key rotate --key KEY_ID                              (new key; the old one is revoked)
  key revoke --key KEY_ID
  events --user ID                                     (automatic actions, e.g. a key revoked by an abuse rule)
  mail list --user ID                                  (mails to the user: queued, sent or failed)
  webhooks rotate-secret --user ID                     (a new webhook signing secret; deliveries from now on use it)

Every command mails the key's owner where it changes a key (created, rotated, revoked, revoked by a downgrade).
events and mail list print one JSON line per entry, oldest first; the rest print one JSON object.

Target (default: the local stack running with DATA_DIR, default ./.data):
  --data-dir DIR          the local stack's data directory
  --table NAME            a deployed table (AWS credentials from the usual chain)
  --stack NAME            read the table name from a deployed stack's outputs, e.g. Storybook-development
  --region REGION         AWS region (default: AWS_REGION, then us-east-1)`;

class UsageError extends Error {}

/** A listing: printed one JSON line per entry. */
class Lines {
  constructor(readonly entries: readonly unknown[]) {}
}

/** The user id, once the user is known to exist (an unknown one is an error, not an empty list). */
async function existingUser(admin: AccountAdmin, userId: string): Promise<string> {
  await admin.showUser(userId);
  return userId;
}

interface Target {
  tableName: string;
  region: string;
  endpoint?: string;
  credentials?: AwsCredentials;
}

/** An operator's credentials, from the usual chain (environment, profiles, SSO…); the functions' client reads only the environment. */
async function operatorCredentials(): Promise<AwsCredentials> {
  const { accessKeyId, secretAccessKey, sessionToken } = await defaultProvider()();
  return { accessKeyId, secretAccessKey, sessionToken };
}

async function resolveTarget(flags: Record<string, string | undefined>): Promise<Target> {
  const region = flags.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  if (flags.table) return { tableName: flags.table, region, credentials: await operatorCredentials() };
  if (flags.stack) {
    const cfn = new CloudFormationClient({ region });
    const { Stacks } = await cfn.send(new DescribeStacksCommand({ StackName: flags.stack }));
    const tableName = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'TableName')?.OutputValue;
    if (!tableName) throw new Error(`Stack ${flags.stack} has no TableName output in ${region}.`);
    return { tableName, region, credentials: await operatorCredentials() };
  }
  const dataDir = resolveDataDir(flags['data-dir'] ?? process.env.DATA_DIR);
  const state = await readLocalStackState(dataDir);
  // The local engines accept any credentials.
  return { tableName: state.tableName, region: state.region, endpoint: state.endpoints.dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
}

function required(flags: Record<string, string | undefined>, name: string): string {
  const value = flags[name];
  if (!value) throw new UsageError(`--${name} is required for this command.`);
  return value;
}

async function run(argv: string[]): Promise<unknown> {
  // The SDK's Node 20 upgrade notice would otherwise land on stderr of every command.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        ['email', 'plan', 'user', 'monthly', 'key', 'data-dir', 'table', 'stack', 'region'].map((name) => [name, { type: 'string' as const }]),
      ),
      // A test-mode key: its books are made offline, charge no credits and are seen by test keys only.
      test: { type: 'boolean' as const },
      // A key used from several continents on purpose: the IP-jump rule leaves it alone (docs/decisions/abuse-rules.md).
      'multi-region': { type: 'boolean' as const },
      off: { type: 'boolean' as const },
    },
  });
  const { test: testMode, 'multi-region': multiRegion, off, ...stringFlags } = values as Record<string, string | boolean | undefined>;
  const flags = stringFlags as Record<string, string | undefined>;
  if (testMode && positionals.join(' ') !== 'key create') throw new UsageError('--test is for key create only.');
  if (multiRegion && positionals.join(' ') !== 'key create') throw new UsageError('--multi-region is for key create only (key multi-region marks an existing key).');
  if (off && positionals.join(' ') !== 'key multi-region') throw new UsageError('--off is for key multi-region only.');
  const command = positionals.join(' ');
  const known = ['user create', 'user show', 'user set-plan', 'credits set', 'key create', 'key rotate', 'key revoke', 'key multi-region', 'events', 'mail list', 'webhooks rotate-secret'];
  if (!known.includes(command)) throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');

  const target = await resolveTarget(flags);
  const db = { client: createDocumentClient(target), tableName: target.tableName };
  const admin = new AccountAdmin(new DynamoAccountStore(db), systemClock, randomIds);
  switch (command) {
    case 'events':
      return new Lines(await new DynamoAbuseStore(db).listEvents(await existingUser(admin, required(flags, 'user'))));
    case 'mail list':
      return new Lines(
        (await new DynamoMailOutbox(db).list(await existingUser(admin, required(flags, 'user')))).map((mail) => ({
          mailId: mail.mailId,
          kind: mail.notice.kind,
          status: mail.status,
          to: mail.to ?? null,
          subject: mail.subject ?? null,
          text: mail.text ?? null,
          sentAt: mail.sentAt ?? null,
          createdAt: mail.createdAt,
          attempts: mail.attempts,
          ...(mail.lastError && { lastError: mail.lastError }),
        })),
      );
    case 'webhooks rotate-secret': {
      const userId = await existingUser(admin, required(flags, 'user'));
      return { userId, ...(await rotateWebhookSecret({ secrets: new DynamoWebhookSecrets(db), clock: systemClock }, userId)) };
    }
    case 'user create':
      return admin.createUser({ email: required(flags, 'email'), plan: required(flags, 'plan') });
    case 'user show':
      return admin.showUser(required(flags, 'user'));
    case 'user set-plan':
      return admin.setPlan(required(flags, 'user'), required(flags, 'plan'));
    case 'credits set':
      return admin.setMonthlyCredits(required(flags, 'user'), required(flags, 'monthly'));
    case 'key create':
      return admin.createKey(required(flags, 'user'), testMode ? 'test' : 'live', { multiRegion: multiRegion === true });
    case 'key multi-region':
      return admin.setMultiRegion(required(flags, 'key'), off !== true);
    case 'key rotate':
      return admin.rotateKey(required(flags, 'key'));
    default:
      return admin.revokeKey(required(flags, 'key'));
  }
}

run(process.argv.slice(2)).then(
  (result) => {
    const lines = result instanceof Lines ? result.entries : [result];
    process.stdout.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof Error && error.name === 'TypeError' && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`admin: ${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    const message = error instanceof AppError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
    process.stderr.write(`admin: ${message}\n`);
    process.exit(1);
  },
);
