import * as z from 'zod';
import type { AlarmOptions } from './alarms-construct';
import type { WorkflowOptions } from './storybook-stack';
import { describeIssues } from '../lambdas/core/zod-issues';

// `cdk deploy -c provider=bedrock -c textModelId=… -c imageModelId=… -c maxConcurrency=…`: the workflow's tunables.
const contextSchema = z.object({
  provider: z.enum(['offline', 'bedrock'], { error: 'provider must be offline or bedrock' }).optional(),
  textModelId: z.string().min(1).optional(),
  imageModelId: z.string().min(1).optional(),
  maxConcurrency: z.coerce.number().int().min(1).max(40, 'maxConcurrency must be 1 to 40').optional(),
});

export class DeployOptionsError extends Error {}

export function workflowOptionsFromContext(tryGetContext: (key: string) => unknown): WorkflowOptions {
  const raw = Object.fromEntries(['provider', 'textModelId', 'imageModelId', 'maxConcurrency'].map((key) => [key, tryGetContext(key)]));
  const parsed = contextSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)));
  if (!parsed.success) {
    throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as WorkflowOptions;
}

// `-c alarmTopicArn=arn:aws:sns:…` notifies an existing topic; `-c alarmEmail=…` subscribes someone to the stack's own.
const alarmContextSchema = z.object({
  alarmTopicArn: z.string().regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]+$/, 'alarmTopicArn must be an SNS topic ARN').optional(),
  alarmEmail: z.email({ error: 'alarmEmail must be an email address' }).optional(),
});

export function alarmOptionsFromContext(tryGetContext: (key: string) => unknown): AlarmOptions {
  const parsed = alarmContextSchema.safeParse({ alarmTopicArn: tryGetContext('alarmTopicArn'), alarmEmail: tryGetContext('alarmEmail') });
  if (!parsed.success) {
    throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  }
  const { alarmTopicArn, alarmEmail } = parsed.data;
  return { ...(alarmTopicArn && { topicArn: alarmTopicArn }), ...(alarmEmail && { email: alarmEmail }) };
}
