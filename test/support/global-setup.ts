import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb-local';
import { startS3Server } from '../../local/s3-server';
import { startSqsServer } from '../../local/sqs-server';
import './provided-context';

type Stop = () => Promise<void>;

async function stopAll(stops: Stop[]): Promise<void> {
  await Promise.allSettled(stops.map((stop) => stop()));
}

/** One set of engines for the whole run (a JVM per test file would cost seconds each); files use their own names. */
export default async function setup(project: TestProject): Promise<Stop> {
  // Deployed functions run on Node 22; the SDK's Node 20 notice would only bury test output (workers get it from the config).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3Directory = await mkdtemp(join(tmpdir(), 'storybook-test-s3-'));
  const removeS3Directory = () => rmSync(s3Directory, { recursive: true, force: true });
  // An interrupted run skips the teardown; the exit hook still removes the objects.
  process.once('exit', removeS3Directory);
  const [dynamodb, s3, sqs] = await Promise.allSettled([
    startDynamoDbLocal(),
    startS3Server({ directory: s3Directory }),
    startSqsServer(),
  ]);
  const stops = [dynamodb, s3, sqs].flatMap((started) => (started.status === 'fulfilled' ? [started.value.stop] : []));
  if (dynamodb.status === 'rejected' || s3.status === 'rejected' || sqs.status === 'rejected') {
    await stopAll(stops);
    removeS3Directory();
    const failure = [dynamodb, s3, sqs].find((started) => started.status === 'rejected') as PromiseRejectedResult;
    throw failure.reason;
  }
  project.provide('localEndpoints', { dynamodb: dynamodb.value.endpoint, s3: s3.value.endpoint, sqs: sqs.value.endpoint });
  return async () => {
    await stopAll(stops);
    removeS3Directory();
  };
}
