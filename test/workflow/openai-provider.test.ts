import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SIZE } from '../../lambdas/ports/image-model';
import { malformedContent, rateLimited, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { startFakeSecretsManager, type FakeSecretsManager } from '../support/fake-secrets-manager';
import { localCredentials } from '../../local/local-aws';
import { pngSize } from '../support/png-header';
import { startProviderWorkflow, type ProviderWorkflow } from './provider-workflow';

// PROVIDER=openai end to end: the functions bundled for the openai provider (as `cdk deploy -c provider=openai`
// ships them), each in a process of its own, driven by the synthesized state machine, writing and drawing through a
// fake OpenAI-compatible server, with the API key read from a (fake) Secrets Manager secret as on AWS.
const API_KEY = 'sk-storybook-e2e-0123456789abcdef';
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:storybook/openai-AbCdEf';
const TEXT_MODEL = 'llama3.1:8b';
const IMAGE_MODEL = 'gpt-image-1.5';

let openai: FakeOpenAi;
let secrets: FakeSecretsManager;
let service: ProviderWorkflow;

beforeAll(async () => {
  openai = await startFakeOpenAi({ apiKey: API_KEY, models: [TEXT_MODEL, IMAGE_MODEL] });
  secrets = await startFakeSecretsManager(localCredentials);
  secrets.secrets.set(SECRET_ARN, API_KEY);
  service = await startProviderWorkflow({
    name: 'openai-provider',
    provider: 'openai',
    settings: {
      OPENAI_BASE_URL: openai.url,
      OPENAI_TEXT_MODEL: TEXT_MODEL,
      OPENAI_IMAGE_MODEL: IMAGE_MODEL,
      OPENAI_API_KEY_SECRET_ARN: SECRET_ARN,
      SECRETS_MANAGER_ENDPOINT: secrets.endpoint,
    },
  });
}, 180_000);
afterAll(async () => {
  await service?.close();
  await secrets?.close();
  await openai?.close();
});

const generate = (pageCount: number) => service.generate(pageCount);
const modelStepErrors = (taskId: string) => service.modelStepErrors(taskId);

describe('A book completes end to end with PROVIDER=openai against an OpenAI-compatible server', () => {
  it('every page written by the text model and drawn by the image model: PNGs of the agreed size', async () => {
    openai.reset();
    const { taskId, final, run } = await generate(5);
    expect(modelStepErrors(taskId)).toEqual([]);
    expect(final).toMatchObject({ title: 'Pip Learns to Fly' });
    expect(final.pages.map((p: { index: number }) => p.index)).toEqual([0, 1, 2, 3, 4]);
    expect(final.pages[3]).toMatchObject({ title: 'Idea 3', content: expect.stringContaining('idea number 3') });
    // One plan, four pages (the cover's text is the plan's), five pictures; all with the key from the secret.
    expect(openai.requests.filter((r) => r.route === 'chat')).toHaveLength(5);
    expect(openai.requests.filter((r) => r.route === 'images').map((r) => [r.body.model, r.body.size])).toEqual(Array(5).fill([IMAGE_MODEL, '1536x1024']));
    expect(openai.requests.every((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
    for (const url of [final.pages[0].imageUrl, final.pages[2].imageUrl] as string[]) {
      const picture = await fetch(url);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual(PICTURE_SIZE);
    }
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(run?.status).toBe('SUCCEEDED');
  }, 120_000);

  it('a 429 is retried by the state machine and a malformed answer repaired in the step: the book still completes', async () => {
    openai.reset();
    openai.answer(malformedContent(TEXT_MODEL));
    const { taskId, final } = await generate(5);
    expect(modelStepErrors(taskId)).toEqual([]);
    expect(final.status).toBe('completed');
    // The plan's first answer was malformed: the repair carried it back.
    expect(openai.requests[1]!.body.messages).toHaveLength(4);

    openai.reset();
    openai.answer(rateLimited(1));
    const throttled = await generate(5);
    expect(modelStepErrors(throttled.taskId)).toEqual(['PlanStory: ProviderThrottledError']);
    expect(throttled.final.status).toBe('completed');
  }, 180_000);

  it('a wrong model name fails the book with a reason naming the setting, without retries', async () => {
    openai.reset();
    // Every answer for the next calls: the model the step asks for is not served.
    openai.answer(...Array(3).fill({ status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { message: 'The model `llama3.1:8b` does not exist or you do not have access to it.', type: 'invalid_request_error', param: null, code: 'model_not_found' } }) }));
    const { taskId, final } = await generate(5);
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toMatch(/OPENAI_TEXT_MODEL/);
    expect(final.errorMessage).not.toContain(API_KEY);
    expect(modelStepErrors(taskId)).toEqual(['PlanStory: ProviderRejectedError']);
    openai.reset();
  }, 120_000);
});
