// The point of this layer: a function using DynamoDB and SQS stays small once bundled as the functions are.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../../lib/project-files';

const KiB = 1024;
const outDir = mkdtempSync(path.join(tmpdir(), 'aws-client-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const module = (file: string) => JSON.stringify(fromProjectRoot(`lambdas/adapters/aws/${file}`));

/** Minified ESM for Node, as lib/bundling.ts builds the functions; returns the code. */
async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, loader: 'ts', resolveDir: fromProjectRoot('.') },
    bundle: true,
    write: false,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('a bundle with the DynamoDB document client and the SQS client is under 40 KiB', () => {
  it('builds, loads and stays small', async () => {
    const code = await bundle(`
      import { DynamoDBClient, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand, QueryCommand, BatchGetCommand, TransactWriteCommand } from ${module('dynamodb-document-client.ts')};
      import { ConditionalCheckFailedException, TransactionCanceledException } from ${module('dynamodb-errors.ts')};
      import { SQSClient, SendMessageCommand } from ${module('sqs-client.ts')};
      export const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }), { marshallOptions: { removeUndefinedValues: true } });
      export const sqs = new SQSClient({ region: 'us-east-1' });
      export const commands = [GetCommand, PutCommand, UpdateCommand, QueryCommand, BatchGetCommand, TransactWriteCommand, SendMessageCommand];
      export const errors = [ConditionalCheckFailedException, TransactionCanceledException];
    `);
    const size = Buffer.byteLength(code);
    console.info(`DynamoDB document client + SQS client: ${(size / KiB).toFixed(1)} KiB minified`);
    expect(size).toBeLessThan(40 * KiB);
    // The bundle evaluates on its own, as a function's would.
    const file = path.join(outDir, 'dynamo-sqs.mjs');
    writeFileSync(file, code);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(file)}); process.stdout.write(String(m.commands.length));`], {
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
    });
    expect(out).toBe('7');
  });

  it('S3 with the presigner, Step Functions and the Bedrock Runtime are as small', async () => {
    const s3 = await bundle(`
      import { S3Client, GetObjectCommand, PutObjectCommand } from ${module('s3-client.ts')};
      import { getSignedUrl } from ${module('presign.ts')};
      export const all = [new S3Client({ region: 'us-east-1' }), GetObjectCommand, PutObjectCommand, getSignedUrl];
    `);
    const sfn = await bundle(`
      import { SFNClient, StartExecutionCommand, StopExecutionCommand, ExecutionAlreadyExists } from ${module('sfn-client.ts')};
      export const all = [new SFNClient({ region: 'us-east-1' }), StartExecutionCommand, StopExecutionCommand, ExecutionAlreadyExists];
    `);
    const bedrock = await bundle(`
      import { BedrockRuntimeClient, ConverseCommand, InvokeModelCommand, ThrottlingException } from ${module('bedrock-runtime-client.ts')};
      export const all = [new BedrockRuntimeClient({ region: 'us-east-1' }), ConverseCommand, InvokeModelCommand, ThrottlingException];
    `);
    const sizes = { 'S3 client + presigner': s3, 'SFN client': sfn, 'Bedrock Runtime client': bedrock };
    console.info(Object.entries(sizes).map(([name, code]) => `${name}: ${(Buffer.byteLength(code) / KiB).toFixed(1)} KiB`).join('; '));
    for (const [name, code] of Object.entries(sizes)) expect(Buffer.byteLength(code), name).toBeLessThan(40 * KiB);
  });
});
