// `npm run smoke -- --stage <stage> --region <region> [--text-model …] [--image-model …] [--text-source …]
// [--image-source …] [--guardrail-id … --guardrail-version …]`: the handful of Bedrock calls a book needs, made
// with the operator's credentials through the service's own adapters, each reported as working or with its fix
// (docs/providers-bedrock.md, "Smoke check for a real account"). Models default to what config.ts defaults to;
// pass what the stage was deployed with.
import { parseArgs } from 'node:util';
import { BedrockGuardrailOpinion } from '../lambdas/adapters/ai/bedrock-guardrail-opinion';
import { BedrockImageModel } from '../lambdas/adapters/ai/bedrock-image-model';
import { drawsFromReference } from '../lambdas/adapters/ai/bedrock-image-families';
import { invocationProblem } from '../lambdas/adapters/ai/bedrock-models';
import { BedrockStoryModel } from '../lambdas/adapters/ai/bedrock-story-model';
import { encodePng } from '../lambdas/adapters/ai/picture-fit';
import { BedrockRuntimeClient } from '../lambdas/adapters/aws/bedrock-runtime-client';
import type { AwsCredentials } from '../lambdas/adapters/aws/credentials';
import { configSchema } from '../lambdas/contract/config';
import type { StoryBrief } from '../lambdas/ports/story-model';

export interface SmokeOptions {
  readonly stage: string;
  readonly region: string;
  readonly textModel: string;
  readonly imageModel: string;
  readonly textSource?: string | undefined;
  readonly imageSource?: string | undefined;
  readonly guardrail?: { readonly id: string; readonly version: string } | undefined;
  /** Tests only: a Bedrock Runtime on 127.0.0.1 and its credentials. */
  readonly endpoint?: string | undefined;
  readonly credentials?: AwsCredentials | undefined;
}

export interface SmokeCheck {
  readonly name: string;
  readonly ok: boolean;
  /** What happened, and for a failure the exact fix. */
  readonly detail: string;
}

const brief = {
  bookId: 'bk_smoke', storyIdea: 'A small hedgehog who wants to see the clouds', ageRange: '4-7', style: 'watercolor',
  tone: 'heartwarming', language: 'english', pageCount: 2,
} as unknown as StoryBrief;

/** The fix for a failed call, by the error's name (the adapters keep the service's error as `cause`). */
function fixFor(error: unknown, modelId: string, kind: 'text' | 'image' | 'guardrail', region: string): string {
  const cause = (error as { cause?: { name?: string } }).cause;
  const name = cause?.name ?? (error as { name?: string }).name ?? 'Error';
  const message = (error as Error).message ?? String(error);
  if (/AccessDenied/.test(name) || /AccessDenied/.test(message)) {
    return kind === 'guardrail'
      ? `allow bedrock:ApplyGuardrail on the guardrail, and check it exists in ${region}`
      : `enable access to ${modelId} in the Bedrock console of ${region} (Model access), and allow bedrock:InvokeModel on what docs/providers-bedrock.md lists for this id form`;
  }
  if (/on-demand throughput/.test(message)) return `call ${modelId} through an inference profile: ${invocationProblem(modelId, region, kind === 'image' ? 'image' : 'text') ?? 'see docs/providers-bedrock.md'}`;
  if (/model identifier is invalid|ResourceNotFound/.test(message)) return `${modelId} is not served in ${region}: pick a model/Region pair from docs/providers-bedrock.md`;
  if (/Throttl|ServiceQuota/.test(name + message)) return `raise the Bedrock quota for ${modelId} in ${region} (Service Quotas), or set -c modelBudget`;
  return `read the error above; the supported forms and Regions are in docs/providers-bedrock.md`;
}

export async function runSmoke(options: SmokeOptions): Promise<SmokeCheck[]> {
  const checks: SmokeCheck[] = [];
  const client = new BedrockRuntimeClient({ region: options.region, maxAttempts: 1, requestTimeoutMs: 50_000, ...(options.endpoint && { endpoint: options.endpoint }), ...(options.credentials && { credentials: options.credentials }) });
  const record = async (name: string, modelId: string, kind: 'text' | 'image' | 'guardrail', call: () => Promise<string>) => {
    try {
      checks.push({ name, ok: true, detail: await call() });
    } catch (error) {
      checks.push({ name, ok: false, detail: `${(error as Error).message}\n    fix: ${fixFor(error, modelId, kind, options.region)}` });
    }
  };
  for (const [kind, id, source] of [['text', options.textModel, options.textSource], ['image', options.imageModel, options.imageSource]] as const) {
    const problem = invocationProblem(id, options.region, kind, source);
    checks.push({ name: `${kind} model ${id} callable from ${options.region}`, ok: !problem, detail: problem ? `fix: ${problem}` : 'listed in the supported-model table' });
  }
  const writer = new BedrockStoryModel({ client, modelId: options.textModel, source: options.textSource, planMaxTokens: 2048 });
  let hero = { name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a red scarf', feature: 'a star-shaped patch', description: 'Pip is a small brown hedgehog with a red scarf.' };
  await record('text model: plan through the tool (Converse, toolUse)', options.textModel, 'text', async () => {
    const plan = await writer.planStory(brief);
    hero = plan.characterSheet;
    return `planned "${plan.title}" (${plan.pages.length} pages)`;
  });
  const illustrator = new BedrockImageModel({ client, modelId: options.imageModel, source: options.imageSource, ...(options.guardrail && { guardrail: options.guardrail }) });
  const picture = { bookId: 'bk_smoke', style: 'watercolor' as const, characterSheet: hero, title: 'Smoke test', prompt: 'The hero on a green hill under a blue sky' };
  let cover: Uint8Array | undefined;
  await record('image model: text-to-image (InvokeModel)', options.imageModel, 'image', async () => {
    const drawn = await illustrator.illustrate({ ...picture, index: 0, isCover: true });
    cover = drawn.body;
    return `drew a ${drawn.contentType} of ${drawn.body.byteLength} bytes`;
  });
  if (drawsFromReference(options.imageSource ?? options.imageModel)) {
    await record('image model: image-to-image from the cover (InvokeModel)', options.imageModel, 'image', async () => {
      const reference = cover ?? encodePng({ width: 1024, height: 768, rgb: new Uint8Array(1024 * 768 * 3).fill(120) });
      const drawn = await illustrator.illustrate({ ...picture, index: 1, isCover: false, reference: { contentType: 'image/png', body: reference } });
      return `drew a ${drawn.contentType} of ${drawn.body.byteLength} bytes from the cover`;
    });
  }
  if (options.guardrail) {
    const opinion = new BedrockGuardrailOpinion({ client, guardrail: options.guardrail });
    await record(`guardrail ${options.guardrail.id} version ${options.guardrail.version} (ApplyGuardrail)`, options.guardrail.id, 'guardrail', async () => {
      const verdict = await opinion.review(brief.storyIdea, 'idea');
      return `answered ${JSON.stringify(verdict).slice(0, 120)}`;
    });
  }
  return checks;
}

export function report(options: SmokeOptions, checks: readonly SmokeCheck[]): string {
  const lines = checks.map((check) => `${check.ok ? 'ok  ' : 'FAIL'} ${check.name}\n    ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  // The functions' roles trust only Lambda: the calls ran with the operator's credentials, so IAM of the roles is not proven here.
  return [`Bedrock smoke check, stage ${options.stage}, ${options.region}`, ...lines, failed === 0 ? 'all calls a book needs work' : `${failed} of ${checks.length} checks failed`].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' }, region: { type: 'string' }, 'text-model': { type: 'string' }, 'image-model': { type: 'string' },
      'text-source': { type: 'string' }, 'image-source': { type: 'string' }, 'guardrail-id': { type: 'string' }, 'guardrail-version': { type: 'string' },
    },
  });
  if (!values.stage || !values.region) {
    console.error('usage: npm run smoke -- --stage <stage> --region <region> [--text-model <id>] [--image-model <id>] [--guardrail-id <id> --guardrail-version <n>]');
    process.exit(2);
  }
  const defaults = configSchema.parse({ TABLE_NAME: '-', BUCKET_NAME: '-', QUEUE_URL: '-' }).provider;
  const options: SmokeOptions = {
    stage: values.stage, region: values.region,
    textModel: values['text-model'] ?? defaults.textModelId, imageModel: values['image-model'] ?? defaults.imageModelId,
    textSource: values['text-source'], imageSource: values['image-source'],
    ...(values['guardrail-id'] && { guardrail: { id: values['guardrail-id'], version: values['guardrail-version'] ?? 'DRAFT' } }),
  };
  const checks = await runSmoke(options);
  console.log(report(options, checks));
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
