import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../lambdas/adapters/ai/picture-fit';
import { PAGE_TOOL, PLAN_TOOL } from '../../lambdas/adapters/ai/bedrock-story-tools';
import { coverFirstStates } from '../../lambdas/contract/workflow-steps';
import { PICTURE_SIZE } from '../../lambdas/ports/image-model';
import { applyGuardrailReply, converseToolUse, stabilityReply, startFakeBedrock, type FakeBedrock, type ReceivedRequest } from '../support/fake-bedrock';
import { pngSize } from '../support/png-header';
import { startProviderWorkflow, type ProviderWorkflow } from './provider-workflow';

// PROVIDER=bedrock end to end with the default image model, Stable Diffusion 3.5 Large, which draws from a picture:
// the workflow synthesized for it draws the cover first and every page from the cover (image-to-image), so the
// hero keeps one look. The functions are the bundles `cdk deploy -c provider=bedrock` ships, calling a fake Bedrock
// Runtime (shapes from the Bedrock API reference and user guide; see test/support/fake-bedrock.ts).
// The defaults: a pair us-west-2 can call, Nova Lite through its US profile; the fake plays us-west-2's endpoint with the service's rules.
const TEXT_MODEL = 'us.amazon.nova-lite-v1:0';
const IMAGE_MODEL = 'stability.sd3-5-large-v1:0';
const GUARDRAIL = 'gr0123456789';

let bedrock: FakeBedrock;
let service: ProviderWorkflow;
/** Whether the guardrail blocks the client's idea (ApplyGuardrail with source INPUT). */
let guardrailBlocksIdeas = false;

const plan = (pageCount: number) => ({
  title: 'Pip Learns to Fly',
  summary: 'A shy hedgehog named Pip finds a way to the clouds.',
  characterSheet: {
    name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a red scarf',
    feature: 'a star-shaped patch on one cheek', description: 'Pip is a small brown hedgehog with a red scarf.',
  },
  pages: Array.from({ length: pageCount }, (_, index) => ({ index, outline: `Pip tries idea number ${index}.`, scene: `Pip on a hill, try ${index}` })),
});

// Each picture a colour of its own, so a page's reference can be told to be the cover and nothing else.
const picture = (shade: number) => encodePng({ width: 1216, height: 832, rgb: new Uint8Array(1216 * 832 * 3).fill(shade) });

const toolOf = (request: ReceivedRequest) => (request.body as { toolConfig?: { toolChoice?: { tool?: { name?: string } } } }).toolConfig?.toolChoice?.tool?.name;
const pictureRequests = () => bedrock.requests.filter((request) => request.operation === 'invoke').map((request) => request.body as Record<string, unknown>);

beforeAll(async () => {
  bedrock = await startFakeBedrock({ rules: true, region: 'us-west-2' });
  let drawn = 0;
  bedrock.handle((request) => {
    if (request.operation === 'invoke') return stabilityReply([picture(40 + 20 * drawn++)]);
    if (request.operation === 'applyGuardrail') {
      const blocked = guardrailBlocksIdeas && (request.body as { source?: string }).source === 'INPUT';
      return applyGuardrailReply(blocked ? [{ contentPolicy: { filters: [{ type: 'VIOLENCE', confidence: 'HIGH', filterStrength: 'HIGH', action: 'BLOCKED', detected: true }] } }] : []);
    }
    return toolOf(request) === PLAN_TOOL
      ? converseToolUse(PLAN_TOOL, plan(5))
      : converseToolUse(PAGE_TOOL, { title: 'A try', content: 'Pip climbed the hill and spread her arms wide.' });
  });
  service = await startProviderWorkflow({
    name: 'bedrock-provider',
    provider: 'bedrock',
    // As `cdk deploy -c guardrailId=… -c guardrailVersion=…` sets them on the model steps.
    settings: { BEDROCK_ENDPOINT: bedrock.endpoint, GUARDRAIL_ID: GUARDRAIL, GUARDRAIL_VERSION: '1' },
    workflow: { textModelId: TEXT_MODEL, imageModelId: IMAGE_MODEL },
  });
}, 180_000);
afterAll(async () => {
  await service?.close();
  await bedrock?.close();
});

describe('With a model that draws from a picture, the cover is drawn first and every page is drawn from it', () => {
  it('the workflow synthesized for SD3.5 Large has IllustrateCover before the pages', () => {
    expect(Object.keys(service.workflow.definition.States)).toContain(coverFirstStates.illustrateCover);
    expect(service.workflow.taskFunctions[coverFirstStates.illustrateCover]).toBe('illustratePage');
  });

  it('one cover drawn from text; four pages drawn image-to-image from the stored cover; the book completes', async () => {
    const { taskId, final, run } = await service.generate(5);
    expect(service.modelStepErrors(taskId)).toEqual([]);
    expect(final).toMatchObject({ status: 'completed', title: 'Pip Learns to Fly' });
    expect(run?.status).toBe('SUCCEEDED');

    const requests = pictureRequests();
    expect(requests).toHaveLength(5);
    // The cover is asked for before any page, from text alone.
    expect(requests[0]).toMatchObject({ mode: 'text-to-image' });
    expect(requests[0]!.image).toBeUndefined();
    const cover = new Uint8Array(await (await fetch(final.coverImage as string)).arrayBuffer());
    expect(pngSize(cover)).toEqual(PICTURE_SIZE);
    // Every page sends the cover as the service stored it (1024 × 768 PNG), and nothing else.
    for (const request of requests.slice(1)) {
      expect(request).toMatchObject({ mode: 'image-to-image', strength: expect.any(Number) });
      expect(request.image).toBe(Buffer.from(cover).toString('base64'));
    }
    // Each page still got its own picture (the fake drew each in another shade).
    const pages = await Promise.all((final.pages as Array<{ imageUrl: string }>).map(async (page) => Buffer.from(await (await fetch(page.imageUrl)).arrayBuffer()).toString('base64')));
    expect(new Set(pages).size).toBe(5);
  }, 120_000);
});

const guardrailChecks = () =>
  bedrock.requests.filter((request) => request.operation === 'applyGuardrail').map((request) => (request.body as { source: string }).source);

describe('With a Bedrock Guardrail, the content policy gets a second opinion (ApplyGuardrail) after the rules', () => {
  it('the idea is checked as INPUT before planning, and the plan and every page as OUTPUT before they are saved', async () => {
    bedrock.requests.length = 0;
    guardrailBlocksIdeas = false;
    const { final } = await service.generate(5);
    expect(final).toMatchObject({ status: 'completed', errorMessage: null });
    // The idea once; the plan once; each of the five pages once (the cover's text, the plan's summary, too).
    expect(guardrailChecks().sort()).toEqual(['INPUT', ...Array(6).fill('OUTPUT')]);
    expect(bedrock.requests.find((request) => request.operation === 'applyGuardrail')!.guardrail).toEqual({ identifier: GUARDRAIL, version: '1' });
  }, 120_000);

  it('an idea the guardrail blocks fails the book before anything is written, every credit back, with a plain reason', async () => {
    bedrock.requests.length = 0;
    guardrailBlocksIdeas = true;
    const { taskId, final } = await service.generate(5);
    guardrailBlocksIdeas = false;
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toBe('The story idea is not allowed by the content policy: The content review refused the idea (real world violence). Credits for unfinished pages were returned.');
    expect(service.modelStepErrors(taskId)).toEqual(['PlanStory: IdeaRefusedError']);
    expect(bedrock.requests.filter((request) => request.operation === 'converse')).toEqual([]);
    expect(final.pages.every((page: { content: unknown }) => page.content === null)).toBe(true);
  }, 120_000);
});
