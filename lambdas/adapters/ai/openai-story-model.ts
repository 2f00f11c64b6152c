// OpenAI-compatible writer: plans the book and writes each page through POST /v1/chat/completions with a strict JSON
// schema (made from the same zod schema that validates the answer), with one repair attempt for a bad answer.
import * as z from 'zod';
import { describeIssues } from '../../core/zod-issues';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderOperation } from '../../ports/provider-errors';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';
import { OPENAI_PROVIDER, type OpenAiClient } from './openai-client';
import { coverPageText, extractJson, pagePrompt, pageSchema, planPrompt, planSchema, storyPlanFrom, systemPrompt } from './story-prompts';

export interface OpenAiStoryModelOptions {
  client: OpenAiClient;
  /** The server's name for a chat model, e.g. "llama3.1:8b" (Ollama), "gpt-4o-mini" (OpenAI). */
  model: string;
  planMaxTokens?: number;
  pageMaxTokens?: number;
  temperature?: number;
}

type JsonSchema = Record<string, unknown>;

/**
 * Models that answered a 400 naming `max_tokens` or `temperature` as unsupported (OpenAI's reasoning models do):
 * learnt from the server's answer, not from the model's name, and kept for this process.
 */
const reasoningModels = new Set<string>();
const UNSUPPORTED_SAMPLING = /unsupported (parameter|value)[^']*'(max_tokens|temperature)'|'(max_tokens|temperature)'[^.]*not supported/i;

// Structured outputs in strict mode accept a subset of JSON Schema: every property required (optional ones nullable),
// no other properties, no string lengths. The zod schema still checks everything it drops.
const DROPPED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'default']);

function strictSubset(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    // zod writes Number.MAX_SAFE_INTEGER as an int's maximum: no bound at all, and not worth a grammar's time.
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = value;
  }
  if (out.items && typeof out.items === 'object') out.items = strictSubset(out.items as JsonSchema);
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    const properties = out.properties as Record<string, JsonSchema>;
    const required = new Set((out.required as string[] | undefined) ?? []);
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const strict = strictSubset(property);
        return [name, required.has(name) ? strict : { anyOf: [strict, { type: 'null' }] }];
      }),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The `response_format.json_schema.schema` for answers that `schema` validates. */
export const wireSchema = (schema: z.ZodType): JsonSchema => strictSubset(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);

// A strict schema makes the model write `null` for an optional field; the zod schema knows it as absent.
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
}

/** The plan for this brief: exactly its pages, indexed 0 to pageCount - 1, which the JSON schema can say as a length. */
const planSchemaFor = (brief: StoryBrief) =>
  planSchema.extend({ pages: planSchema.shape.pages.length(brief.pageCount) }).superRefine((plan, context) => {
    const indices = plan.pages.map((p) => p.index).sort((a, b) => a - b);
    if (!indices.every((index, i) => index === i)) {
      context.addIssue({ code: 'custom', path: ['pages'], message: `page indices must be 0 to ${brief.pageCount - 1}, each once (got ${indices.join(', ')})` });
    }
  });

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

export class OpenAiStoryModel implements StoryModel {
  private readonly client: OpenAiClient;
  private readonly model: string;
  private readonly planMaxTokens: number;
  private readonly pageMaxTokens: number;
  private readonly temperature: number;

  constructor(options: OpenAiStoryModelOptions) {
    this.client = options.client;
    this.model = options.model;
    this.planMaxTokens = options.planMaxTokens ?? 4096;
    this.pageMaxTokens = options.pageMaxTokens ?? 1024;
    this.temperature = options.temperature ?? 0.7;
  }

  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    const plan = await this.ask('planStory', 'story_plan', planSchemaFor(brief), systemPrompt(brief), planPrompt(brief), this.planMaxTokens);
    return storyPlanFrom(plan, brief);
  }

  async writePage(input: WritePageInput): Promise<PageText> {
    if (input.index === 0) return coverPageText(input.plan);
    return this.ask('writePage', 'story_page', pageSchema, systemPrompt(input.brief), pagePrompt(input), this.pageMaxTokens);
  }

  /** The request body for one chat completion: the model, the messages, and the answer's JSON schema. */
  buildRequest(name: string, schema: z.ZodType, messages: ChatMessage[], maxTokens: number): Record<string, unknown> {
    // Reasoning models refuse `max_tokens` and a temperature (their 400 says so); every compatible server takes both.
    const reasoning = reasoningModels.has(this.model);
    return {
      model: this.model,
      messages,
      ...(reasoning ? { max_completion_tokens: maxTokens } : { temperature: this.temperature, max_tokens: maxTokens }),
      stream: false,
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: wireSchema(schema) } },
    };
  }

  /** One question; an answer that is not JSON of the schema gets one repair attempt with the problems spelt out. */
  private async ask<T extends z.ZodType>(
    operation: ProviderOperation, name: string, schema: T, system: string, prompt: string, maxTokens: number,
  ): Promise<z.output<T>> {
    const messages: ChatMessage[] = [{ role: 'system', content: system }, { role: 'user', content: prompt }];
    const first = await this.complete(operation, name, schema, messages, maxTokens);
    const firstCheck = this.check(first, schema);
    if (firstCheck.ok) return firstCheck.value;
    messages.push(
      { role: 'assistant', content: first },
      {
        role: 'user',
        content: `That answer cannot be used: ${firstCheck.problem}. Answer again with one JSON object that follows the schema exactly, with nothing else.`,
      },
    );
    const second = await this.complete(operation, name, schema, messages, maxTokens);
    const secondCheck = this.check(second, schema);
    if (secondCheck.ok) return secondCheck.value;
    // Sampling may do better on the workflow's next attempt, so this stays a transient failure.
    throw new ProviderUnavailableError(
      `Model "${this.model}" gave no usable ${operation === 'planStory' ? 'plan' : 'page'} in two answers (the second: ${secondCheck.problem}); a model that follows JSON schemas (OPENAI_TEXT_MODEL) avoids this`,
      { provider: OPENAI_PROVIDER, operation },
    );
  }

  private check<T extends z.ZodType>(reply: string, schema: T): { ok: true; value: z.output<T> } | { ok: false; problem: string } {
    let json: unknown;
    try {
      json = JSON.parse(reply);
    } catch {
      try {
        // Servers that do not enforce the schema may still wrap the object in fences or chatter.
        json = extractJson(reply);
      } catch (error) {
        return { ok: false, problem: `it is not JSON (${error instanceof Error ? error.message : String(error)})` };
      }
    }
    const result = schema.safeParse(withoutNulls(json));
    return result.success ? { ok: true, value: result.data } : { ok: false, problem: `it does not match the schema (${describeIssues(result.error)})` };
  }

  private async complete(operation: ProviderOperation, name: string, schema: z.ZodType, messages: ChatMessage[], maxTokens: number): Promise<string> {
    const context = { provider: OPENAI_PROVIDER, operation };
    let raw: unknown;
    try {
      raw = await this.client.post('/v1/chat/completions', this.buildRequest(name, schema, messages, maxTokens), operation, this.model);
    } catch (error) {
      if (!(error instanceof ProviderRejectedError) || reasoningModels.has(this.model) || !UNSUPPORTED_SAMPLING.test(error.message)) throw error;
      reasoningModels.add(this.model);
      raw = await this.client.post('/v1/chat/completions', this.buildRequest(name, schema, messages, maxTokens), operation, this.model);
    }
    const parsed = completionSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderUnavailableError(`The chat completion was not in the documented shape (${describeIssues(parsed.error)})`, context);
    }
    const [choice] = parsed.data.choices;
    if (choice!.message.refusal) throw new ProviderRejectedError(`Model "${this.model}" refused: ${choice!.message.refusal}`, context);
    if (choice!.finish_reason === 'content_filter') throw new ProviderRejectedError(`Model "${this.model}" refused this book (content filter)`, context);
    if (choice!.finish_reason === 'length') throw new ProviderUnavailableError(`Model reply was cut off after ${maxTokens} tokens`, context);
    const content = choice!.message.content ?? '';
    if (!content.trim()) throw new ProviderUnavailableError(`Model "${this.model}" returned an empty reply`, context);
    return content;
  }
}
