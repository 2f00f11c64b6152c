import { Duration } from 'aws-cdk-lib';
import * as z from 'zod';
import { parseModelRates } from '../lambdas/core/model-rates';
import type { AlarmOptions } from './alarms-construct';
import type { MailOptions } from './mail-construct';
import type { WorkflowOptions } from './storybook-stack';
import { describeIssues } from '../lambdas/core/zod-issues';
import { providerNames } from '../lambdas/contract/config';

// `cdk deploy -c provider=bedrock -c textModelId=… -c imageModelId=… -c maxConcurrency=… -c coverFirst=…`: the workflow's tunables;
// `-c provider=openai -c openaiBaseUrl=… -c openaiTextModel=… -c openaiImageModel=… [-c openaiApiKeySecretArn=…]
// [-c openaiModerationModel=…] (the content policy's second opinion)
// [-c openaiImageBaseUrl=…]` for an OpenAI-compatible server (and another for pictures);
// `-c modelBudget=image:4/s,text:20/s [-c bookDeadlineMinutes=30]`: model calls wait for turns within that budget.
const openaiKeys = ['openaiBaseUrl', 'openaiImageBaseUrl', 'openaiTextModel', 'openaiImageModel', 'openaiModerationModel', 'openaiApiKeySecretArn'] as const;
const contextSchema = z
  .object({
    provider: z.enum(providerNames, { error: `provider must be one of ${providerNames.join(', ')}` }).optional(),
    textModelId: z.string().min(1).optional(),
    imageModelId: z.string().min(1).optional(),
    // With an application inference profile ARN as the model id: the model or system profile it was created from.
    textModelSource: z.string().min(1).optional(),
    imageModelSource: z.string().min(1).optional(),
    maxConcurrency: z.coerce.number().int().min(1).max(40, 'maxConcurrency must be 1 to 40').optional(),
    // `-c coverFirst=false` draws the cover with the pages even when the image model could draw them from it.
    coverFirst: z
      .union([z.boolean(), z.enum(['true', 'false'], { error: 'coverFirst must be true or false' }).transform((value) => value === 'true')])
      .optional(),
    // `-c modelBudget=image:4/s,text:20/s -c bookDeadlineMinutes=30`: model calls wait for turns within the budget.
    modelBudget: z.string().superRefine((spec, context) => {
      try {
        parseModelRates(spec, 'modelBudget');
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }).optional(),
    bookDeadlineMinutes: z.coerce.number().int().min(1).max(24 * 60, 'bookDeadlineMinutes must be 1 to 1440').optional(),
    openaiBaseUrl: z.url({ protocol: /^https?$/, error: 'openaiBaseUrl must be an http(s) URL' }).optional(),
    openaiImageBaseUrl: z.url({ protocol: /^https?$/, error: 'openaiImageBaseUrl must be an http(s) URL' }).optional(),
    openaiTextModel: z.string().min(1).optional(),
    openaiImageModel: z.string().min(1).optional(),
    openaiModerationModel: z.string().min(1).optional(),
    openaiApiKeySecretArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/, 'openaiApiKeySecretArn must be a Secrets Manager secret ARN')
      .optional(),
  })
  .superRefine((options, context) => {
    if (options.provider === 'openai') {
      // A deployed function cannot reach a server on the deployer's own 127.0.0.1, so there is no default here.
      for (const key of ['openaiBaseUrl', 'openaiTextModel', 'openaiImageModel'] as const) {
        if (!options[key]) context.addIssue({ code: 'custom', path: [key], message: `${key} is required with provider=openai` });
      }
      return;
    }
    for (const key of openaiKeys) {
      if (options[key] !== undefined) context.addIssue({ code: 'custom', path: [key], message: `${key} needs -c provider=openai` });
    }
  });

export class DeployOptionsError extends Error {}

export function workflowOptionsFromContext(tryGetContext: (key: string) => unknown): WorkflowOptions {
  const raw = Object.fromEntries(['provider', 'textModelId', 'imageModelId', 'textModelSource', 'imageModelSource', 'maxConcurrency', 'coverFirst', 'modelBudget', 'bookDeadlineMinutes', ...openaiKeys].map((key) => [key, tryGetContext(key)]));
  const parsed = contextSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)));
  if (!parsed.success) {
    throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  }
  const { openaiBaseUrl, openaiImageBaseUrl, openaiTextModel, openaiImageModel, openaiModerationModel, openaiApiKeySecretArn, bookDeadlineMinutes, ...rest } = parsed.data;
  const workflow = { ...rest, ...(bookDeadlineMinutes !== undefined && { bookDeadline: Duration.minutes(bookDeadlineMinutes) }) };
  const openai = openaiBaseUrl && openaiTextModel && openaiImageModel
    ? {
      openai: {
        baseUrl: openaiBaseUrl,
        ...(openaiImageBaseUrl && { imageBaseUrl: openaiImageBaseUrl }),
        textModel: openaiTextModel,
        imageModel: openaiImageModel,
        ...(openaiModerationModel && { moderationModel: openaiModerationModel }),
        ...(openaiApiKeySecretArn && { apiKeySecretArn: openaiApiKeySecretArn }),
      },
    }
    : {};
  const guardrail = guardrailFromContext(tryGetContext);
  const ownGuardrail = ownGuardrailFromContext(tryGetContext);
  return {
    ...Object.fromEntries(Object.entries(workflow).filter(([, value]) => value !== undefined)),
    ...openai,
    ...(guardrail && { guardrail }),
    ...(ownGuardrail !== undefined && { ownGuardrail }),
  } as WorkflowOptions;
}

// `-c ownGuardrail=false`: with provider=bedrock and no guardrailId, deploy without the stack's own guardrail (an explicit opt-out).
const ownGuardrailSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'ownGuardrail must be true or false' })
  .optional();

/** Whether the context keeps (true), refuses (false) or does not mention (undefined) the stack's own guardrail. */
export function ownGuardrailFromContext(tryGetContext: (key: string) => unknown): boolean | undefined {
  const parsed = ownGuardrailSchema.safeParse(tryGetContext('ownGuardrail'));
  if (!parsed.success) throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  if (parsed.data !== undefined && tryGetContext('guardrailId') !== undefined) {
    throw new DeployOptionsError('Invalid context: ownGuardrail and guardrailId exclude each other (a named guardrail replaces the stack\'s own)');
  }
  return parsed.data;
}

// `-c guardrailId=… -c guardrailVersion=…`: a Bedrock Guardrail (its id or ARN, and a version) on every model call.
const guardrailContextSchema = z
  .object({
    guardrailId: z
      .string()
      .regex(/^([a-z0-9]{12}|arn:aws[a-z-]*:bedrock:[a-z0-9-]+:\d{12}:guardrail\/[a-z0-9]{12})$/, 'guardrailId must be a guardrail id (12 letters and digits) or its ARN')
      .optional(),
    guardrailVersion: z.coerce.string().regex(/^(DRAFT|[1-9]\d{0,7})$/, 'guardrailVersion must be DRAFT or a version number').optional(),
  })
  .refine((value) => (value.guardrailId === undefined) === (value.guardrailVersion === undefined), 'guardrailId and guardrailVersion go together');

/** The guardrail the context names, or undefined when it names none. */
export function guardrailFromContext(tryGetContext: (key: string) => unknown): { id: string; version: string } | undefined {
  const parsed = guardrailContextSchema.safeParse({ guardrailId: tryGetContext('guardrailId'), guardrailVersion: tryGetContext('guardrailVersion') });
  if (!parsed.success) {
    throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  }
  const { guardrailId, guardrailVersion } = parsed.data;
  return guardrailId && guardrailVersion ? { id: guardrailId, version: guardrailVersion } : undefined;
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

// `-c mailFrom=… [-c mailConfigurationSet=…]`: who mails key owners (a verified SES identity).
const mailContextSchema = z.object({
  mailFrom: z
    .string()
    .regex(/^([^<>]*<)?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?$/, 'mailFrom must be an address, or "Name <address>"')
    .optional(),
  mailConfigurationSet: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'mailConfigurationSet must be an SES configuration set name').optional(),
});

/** The sender the context names, if any. */
export function mailOptionsFromContext(tryGetContext: (key: string) => unknown): MailOptions {
  const parsed = mailContextSchema.safeParse({ mailFrom: tryGetContext('mailFrom'), mailConfigurationSet: tryGetContext('mailConfigurationSet') });
  if (!parsed.success) throw new DeployOptionsError(`Invalid context: ${describeIssues(parsed.error)}`);
  const { mailFrom, mailConfigurationSet } = parsed.data;
  return { ...(mailFrom && { from: mailFrom }), ...(mailConfigurationSet && { configurationSet: mailConfigurationSet }) };
}
