// Bedrock writer: plans the book and writes each page with the Converse API, asking for JSON and validating it.
import { ConverseCommand, type BedrockRuntimeClient, type ConverseCommandOutput } from '../aws/bedrock-runtime-client';
import * as z from 'zod';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';
import { toProviderError } from './bedrock-errors';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderOperation } from '../../ports/provider-errors';
import { slugify } from './slug';
import { AGE_GUIDANCE, LANGUAGE_NAMES, SAFETY_RULES, TONE_GUIDANCE } from './story-guidance';
import { describeIssues } from '../../core/zod-issues';

export interface BedrockStoryModelOptions {
  client: BedrockRuntimeClient;
  /** A Converse-capable text model or inference profile, e.g. "amazon.nova-lite-v1:0". */
  modelId: string;
  planMaxTokens?: number;
  pageMaxTokens?: number;
  temperature?: number;
}

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour').transform((c) => c.toLowerCase());
const text = (max: number) => z.string().trim().min(1).max(max);

const planSchema = z.object({
  title: text(120),
  summary: text(600),
  characterSheet: z.object({
    name: text(60),
    kind: text(60),
    bodyColor: hexColor,
    accentColor: hexColor,
    outfit: text(200),
    feature: text(200),
    description: text(900),
  }),
  pages: z
    .array(z.object({ index: z.number().int().min(0), outline: text(800), scene: text(900).optional() }))
    .min(1),
});

const pageSchema = z.object({ title: text(120), content: text(2000) });

/** Pulls the JSON object out of a model reply (tolerates ```json fences and chatter around it). */
export function extractJson(reply: string): unknown {
  const unfenced = reply.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new SyntaxError('no JSON object in the reply');
  return JSON.parse(unfenced.slice(start, end + 1));
}

function systemPrompt(brief: StoryBrief): string {
  return [
    "You are an award-winning children's picture book author.",
    `Write in ${LANGUAGE_NAMES[brief.language]}. ${AGE_GUIDANCE[brief.ageRange]}`,
    `The tone is ${TONE_GUIDANCE[brief.tone]}.`,
    SAFETY_RULES,
    'Answer with one JSON object only, no commentary.',
  ].join(' ');
}

function planPrompt(brief: StoryBrief): string {
  const storyPages = brief.pageCount - 1;
  return [
    `Plan a picture book from this story idea: """${brief.storyIdea}"""`,
    `The book has ${brief.pageCount} pages: page 0 is the cover, pages 1 to ${storyPages} tell the story with a clear arc (beginning, problem, attempts, resolution, ending).`,
    "Take the hero's name and kind from the idea when it gives them, and reuse the idea's own words.",
    'Return JSON with exactly these fields:',
    `{"title": "book title in ${LANGUAGE_NAMES[brief.language]}, at most 60 characters",`,
    ` "summary": "one-sentence summary in ${LANGUAGE_NAMES[brief.language]}",`,
    ' "characterSheet": {"name": "hero name", "kind": "species or kind in English", "bodyColor": "#rrggbb", "accentColor": "#rrggbb",',
    '   "outfit": "what the hero always wears, in English", "feature": "one distinctive mark, in English",',
    '   "description": "one English paragraph fixing the hero\'s look (colours, outfit, feature, proportions) for an illustrator"},',
    ` "pages": [{"index": 0, "outline": "what happens", "scene": "English description of the picture: place, time of day, what the hero does"}, … exactly ${brief.pageCount} entries, index 0 to ${storyPages}]}`,
  ].join('\n');
}

function pagePrompt({ brief, plan, index }: WritePageInput): string {
  const outlines = plan.pages
    .filter((p) => p.index > 0)
    .map((p) => `${p.index}. ${p.outline}`)
    .join('\n');
  const page = plan.pages.find((p) => p.index === index);
  return [
    `Book title: ${plan.title}`,
    `Summary: ${plan.summary}`,
    `Hero: ${plan.characterSheet.name}, ${plan.characterSheet.kind}.`,
    `Story idea: """${brief.storyIdea}"""`,
    `Page outlines:\n${outlines}`,
    `Write page ${index} of ${brief.pageCount - 1}: ${page?.outline ?? ''}`,
    `Return JSON: {"title": "short page heading in ${LANGUAGE_NAMES[brief.language]}", "content": "the page text in ${LANGUAGE_NAMES[brief.language]}"}`,
  ].join('\n');
}

export class BedrockStoryModel implements StoryModel {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly planMaxTokens: number;
  private readonly pageMaxTokens: number;
  private readonly temperature: number;

  constructor(options: BedrockStoryModelOptions) {
    this.client = options.client;
    this.modelId = options.modelId;
    this.planMaxTokens = options.planMaxTokens ?? 4096;
    this.pageMaxTokens = options.pageMaxTokens ?? 1024;
    this.temperature = options.temperature ?? 0.7;
  }

  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    const reply = await this.converse('planStory', systemPrompt(brief), planPrompt(brief), this.planMaxTokens);
    const plan = this.parse('planStory', reply, planSchema);
    const pages = [...plan.pages].sort((a, b) => a.index - b.index);
    const indicesOk = pages.length === brief.pageCount && pages.every((p, i) => p.index === i);
    if (!indicesOk) {
      // Sampling may get it right next time, so this counts as a transient failure.
      throw new ProviderUnavailableError(
        `Model planned pages [${pages.map((p) => p.index).join(', ')}], expected 0 to ${brief.pageCount - 1}`,
        { provider: 'bedrock', operation: 'planStory' },
      );
    }
    return {
      title: plan.title,
      summary: plan.summary,
      slug: slugify(plan.title, brief.bookId),
      characterSheet: plan.characterSheet,
      pages: pages.map((p) => ({ index: p.index, outline: p.outline, ...(p.scene ? { scene: p.scene } : {}) })),
    };
  }

  async writePage(input: WritePageInput): Promise<PageText> {
    // The cover's text is the title page; no model call needed.
    if (input.index === 0) return { title: input.plan.title, content: input.plan.summary };
    const reply = await this.converse('writePage', systemPrompt(input.brief), pagePrompt(input), this.pageMaxTokens);
    return this.parse('writePage', reply, pageSchema);
  }

  private async converse(operation: ProviderOperation, system: string, prompt: string, maxTokens: number): Promise<string> {
    let output: ConverseCommandOutput;
    try {
      output = await this.client.send(
        new ConverseCommand({
          modelId: this.modelId,
          system: [{ text: system }],
          messages: [{ role: 'user', content: [{ text: prompt }] }],
          inferenceConfig: { maxTokens, temperature: this.temperature, topP: 0.9 },
        }),
      );
    } catch (error) {
      throw toProviderError(error, operation);
    }
    const context = { provider: 'bedrock', operation };
    if (output.stopReason === 'content_filtered' || output.stopReason === 'guardrail_intervened') {
      throw new ProviderRejectedError(`Model refused to ${operation === 'planStory' ? 'plan' : 'write'} this book (${output.stopReason})`, context);
    }
    if (output.stopReason === 'max_tokens') {
      throw new ProviderUnavailableError(`Model reply was cut off after ${maxTokens} tokens`, context);
    }
    const reply = (output.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    if (!reply.trim()) throw new ProviderUnavailableError('Model returned an empty reply', context);
    return reply;
  }

  private parse<T extends z.ZodType>(operation: ProviderOperation, reply: string, schema: T): z.output<T> {
    try {
      return schema.parse(extractJson(reply));
    } catch (error) {
      const detail = error instanceof z.ZodError ? describeIssues(error) : String(error);
      throw new ProviderUnavailableError(`Model reply was not the expected JSON (${detail})`, { provider: 'bedrock', operation, cause: error });
    }
  }
}
