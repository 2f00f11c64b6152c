import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLocalStackState } from '../../local/local-stack-state';
import { createTestResources } from '../support/test-resources';
import { runScript } from './process-runner';

let dataDir: string;
const admin = (...args: string[]) => runScript('bin/admin.ts', [...args, '--data-dir', dataDir]);
const json = (stdout: string) => {
  expect(stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(stdout);
};

beforeAll(async () => {
  const resources = await createTestResources('admin-cli');
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-admin-'));
  // The CLI finds the stack through the state file the running local stack writes; this process stands in for it.
  await writeLocalStackState(dataDir, {
    pid: process.pid,
    apiUrl: 'http://127.0.0.1:1',
    region: resources.env.AWS_REGION ?? 'us-east-1',
    tableName: resources.tableName,
    bucketName: resources.bucketName,
    queueUrl: resources.queueUrl,
    endpoints: resources.endpoints,
    startedAt: new Date().toISOString(),
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('admin CLI: one JSON object per command on stdout', () => {
  it('user create → user show → credits set → key create/rotate/revoke → set-plan free', async () => {
    const created = json((await admin('user', 'create', '--email', 'ada@example.com', '--plan', 'pro')).stdout);
    expect(created).toMatchObject({ userId: expect.any(String), plan: 'pro' });
    const userId = created.userId as string;

    expect(json((await admin('user', 'show', '--user', userId)).stdout)).toMatchObject({
      userId, plan: 'pro', email: 'ada@example.com', creditsUsed: 0, creditsLimit: 300, period: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(json((await admin('credits', 'set', '--user', userId, '--monthly', '25')).stdout)).toMatchObject({ creditsLimit: 25, creditsUsed: 0 });

    const key = json((await admin('key', 'create', '--user', userId)).stdout);
    expect(key.apiKey).toMatch(/^cbk_live_[0-9A-Za-z]{38}$/);
    const rotated = json((await admin('key', 'rotate', '--key', key.keyId)).stdout);
    expect(rotated).toMatchObject({ revokedKeyId: key.keyId, apiKey: expect.stringMatching(/^cbk_live_/) });
    expect(json((await admin('key', 'revoke', '--key', rotated.keyId)).stdout)).toEqual({ keyId: rotated.keyId, status: 'revoked' });

    const shown = json((await admin('user', 'show', '--user', userId)).stdout);
    expect(shown.creditsLimit).toBe(25);
    expect(shown.keys.map((k: { status: string }) => k.status)).toEqual(['revoked', 'revoked']);
    // The stored record never holds the key itself.
    expect(JSON.stringify(shown)).not.toContain(key.apiKey);

    // Both keys were revoked already: the downgrade had no live key left to revoke.
    expect(json((await admin('user', 'set-plan', '--user', userId, '--plan', 'free')).stdout)).toMatchObject({ plan: 'free', revokedKeys: 0 });
  }, 120_000);
});

describe('admin CLI: errors are clear, on stderr, with a non-zero exit', () => {
  it('a key for a Free user is refused (exit 1)', async () => {
    const { userId } = json((await admin('user', 'create', '--email', 'free@example.com', '--plan', 'free')).stdout);
    const res = await admin('key', 'create', '--user', userId);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/PLAN_REQUIRED/);
  });

  it.each([
    [['user', 'frob'], /Unknown command/],
    [['user', 'create', '--plan', 'pro'], /--email is required/],
    [['key', 'create'], /--user is required/],
  ])('usage error %j → exit 2 with the usage', async (args, message) => {
    const res = await admin(...args);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stderr).toMatch(/Usage:/);
  });

  it.each([
    [['user', 'create', '--email', 'not-an-email', '--plan', 'pro'], /e-mail/],
    [['user', 'create', '--email', 'a@example.com', '--plan', 'gold'], /plan must be one of/],
    [['user', 'show', '--user', 'nobody'], /NOT_FOUND/],
    [['key', 'revoke', '--key', 'key_nothing'], /NOT_FOUND/],
  ])('%j → exit 1 naming the problem', async (args, message) => {
    const res = await admin(...args);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(message);
  });

  it('no running local stack → says how to start one', async () => {
    const res = await runScript('bin/admin.ts', ['user', 'show', '--user', 'x', '--data-dir', join(dataDir, 'nothing-here')]);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/npm start/);
  });
});
