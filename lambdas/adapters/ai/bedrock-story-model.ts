// Bedrock writer: plans the book and writes each page with the Converse API, the answer forced through a tool whose
// input schema is the plan or page shape (structured output), read from `toolUse.input` and validated with zod.
import {
  ConverseCommand, type BedrockRuntimeClient, type ContentBlock, type ConverseCommandInput, type ConverseCommandOutput,
  type GuardrailConfiguration, type Message, type ToolConfiguration,
} from '../aws/bedrock-runtime-client';
import { modelBehindId, type BedrockModel, type ToolChoiceSupport } from './bedrock-models';
import * as z from 'zod';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';
import { toProviderError } from './bedrock-errors';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderOperation } from '../../ports/provider-errors';
import { coverPageText, pagePrompt, pageSchema, planPrompt, planSchema, storyPlanFrom, systemPrompt } from './story-prompts';
import { answerWithTool, PAGE_TOOL, pageTool, PLAN_TOOL, planTool } from './bedrock-story-tools';
import { describeIssues } from '../../core/zod-issues';

/** A Bedrock Guardrail applied to every model call: its id (or ARN) and version ("DRAFT" or a number). */
export interface BedrockGuardrail {
  readonly id: string;
  readonly version: string;
}

export interface BedrockStoryModelOptions {
  client: BedrockRuntimeClient;
  /** A Converse-capable text model or inference profile, e.g. "amazon.nova-lite-v1:0". */
  modelId: string;
  planMaxTokens?: number;
  pageMaxTokens?: number;
  temperature?: number;
  /** The most output tokens the model allows; a cut answer is asked again with more only below it (default: by model id). */
  maxOutputTokens?: number;
  guardrail?: BedrockGuardrail | undefined;
  /** With an application inference profile as `modelId`: the model or system profile it was made from. */
  source?: string | undefined;
}

// Output token limits of the model families this writer is known to run on; others get no bigger retry.
const OUTPUT_TOKEN_LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  // Amazon Nova Micro, Lite and Pro (v1): 5,000 output tokens per request, as their model cards state at launch.
  [/^amazon\.nova-(micro|lite|pro)-v1/, 5_000],
  [/^anthropic\.claude-3-5-/, 8_192],
  [/^anthropic\.claude-3-haiku/, 4_096],
];

/** The model id without its cross-region prefix or ARN, e.g. "us.amazon.nova-lite-v1:0" → "amazon.nova-lite-v1:0". */
export function baseModelId(modelId: string): string {
  const id = modelId.includes('/') ? modelId.slice(modelId.lastIndexOf('/') + 1) : modelId;
  return id.replace(/^(us|eu|apac|us-gov|ca|jp|au|global)\./, '');
}

export function outputTokenLimit(modelId: string, source?: string): number | undefined {
  const known = modelBehindId(modelId, source)?.maxOutputTokens;
  if (known !== undefined) return known;
  const id = baseModelId(source ?? modelId);
  return OUTPUT_TOKEN_LIMITS.find(([pattern]) => pattern.test(id))?.[1];
}

/**
 * The tool choices a model id is known to refuse, learnt from its ValidationException and kept for this process: a
 * model outside the supported-model table starts with a named tool and steps down to `any`, then to none (`auto`).
 */
const learntToolChoice = new Map<string, ToolChoiceSupport>();
const WEAKER: Record<ToolChoiceSupport, ToolChoiceSupport | undefined> = { tool: 'any', any: 'auto', auto: undefined };
// How Bedrock words a refused toolChoice ("This model doesn't support the toolConfig.toolChoice.tool field…").
const REFUSED_TOOL_CHOICE = /toolChoice/i;
// What Nova raises, instead of stopReason max_tokens, when a tool call runs out of tokens (Nova user guide, "Troubleshooting tool calls").
const NOVA_TOOL_SEQUENCE = /invalid sequence as part of ToolUse/i;

const STOP_REASONS_REFUSED: Record<string, string> = {
  content_filtered: "the model's own content filter blocked the answer",
  guardrail_intervened: 'the Bedrock guardrail blocked the request or the answer',
};

interface ToolCall {
  readonly operation: ProviderOperation;
  readonly system: string;
  readonly prompt: string;
  readonly tool: (choice: ToolChoiceSupport) => ToolConfiguration;
  readonly toolName: string;
  readonly maxTokens: number;
}

export class BedrockStoryModel implements StoryModel {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly planMaxTokens: number;
  private readonly pageMaxTokens: number;
  private readonly temperature: number;
  private readonly maxOutputTokens: number | undefined;
  private readonly guardrail: BedrockGuardrail | undefined;
  private readonly model: BedrockModel | undefined;

  constructor(options: BedrockStoryModelOptions) {
    this.client = options.client;
    this.modelId = options.modelId;
    this.planMaxTokens = options.planMaxTokens ?? 4096;
    this.pageMaxTokens = options.pageMaxTokens ?? 1024;
    this.temperature = options.temperature ?? 0.7;
    this.maxOutputTokens = options.maxOutputTokens ?? outputTokenLimit(options.modelId, options.source);
    this.guardrail = options.guardrail;
    this.model = modelBehindId(options.modelId, options.source);
  }

  /** The strongest tool choice this model takes: the table's, or what its answers taught this process. */
  toolChoice(): ToolChoiceSupport {
    return learntToolChoice.get(this.modelId) ?? this.model?.toolChoice ?? 'tool';
  }

  /**
   * The sampling settings the model takes (supported-model table): temperature and topP; temperature alone (Claude
   * 4.5 and later refuse both, and a model outside the table gets only what every model takes); or greedy decoding,
   * which Amazon Nova advises for tool calls.
   */
  inferenceSettings(maxTokens: number): Pick<ConverseCommandInput, 'inferenceConfig' | 'additionalModelRequestFields'> {
    const sampling = this.model?.sampling ?? 'temperature-only';
    if (sampling === 'greedy-for-tools') return { inferenceConfig: { maxTokens, temperature: 0 }, additionalModelRequestFields: { inferenceConfig: { topK: 1 } } };
    if (sampling === 'temperature-and-top-p') return { inferenceConfig: { maxTokens, temperature: this.temperature, topP: 0.9 } };
    return { inferenceConfig: { maxTokens, temperature: this.temperature } };
  }

  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    const input = await this.callTool({
      operation: 'planStory',
      system: systemPrompt(brief),
      prompt: `${planPrompt(brief)}\n${answerWithTool(PLAN_TOOL)}`,
      tool: (choice) => planTool(brief.pageCount, choice),
      toolName: PLAN_TOOL,
      maxTokens: this.planMaxTokens,
    });
    const story = storyPlanFrom(this.validate('planStory', PLAN_TOOL, input, planSchema), brief);
    const { pages } = story;
    const indicesOk = pages.length === brief.pageCount && pages.every((p, i) => p.index === i);
    if (!indicesOk) {
      // Sampling may get it right next time, so this counts as a transient failure.
      throw new ProviderUnavailableError(
        `Model planned pages [${pages.map((p) => p.index).join(', ')}], expected 0 to ${brief.pageCount - 1}`,
        { provider: 'bedrock', operation: 'planStory' },
      );
    }
    return story;
  }

  async writePage(input: WritePageInput): Promise<PageText> {
    if (input.index === 0) return coverPageText(input.plan);
    const answer = await this.callTool({
      operation: 'writePage',
      system: systemPrompt(input.brief),
      prompt: `${pagePrompt(input)}\n${answerWithTool(PAGE_TOOL)}`,
      tool: (choice) => pageTool(choice),
      toolName: PAGE_TOOL,
      maxTokens: this.pageMaxTokens,
    });
    return this.validate('writePage', PAGE_TOOL, answer, pageSchema);
  }

  /**
   * The tool's input from the model's answer. An answer without the tool is asked again once; an answer cut at
   * maxTokens is asked again once with more tokens while that stays within the model's limit.
   */
  private async callTool(call: ToolCall): Promise<unknown> {
    const context = { provider: 'bedrock', operation: call.operation };
    const refused = (reason: string) =>
      new ProviderRejectedError(`Model refused to ${call.operation === 'planStory' ? 'plan' : 'write'} this book: ${reason}`, context);
    let messages: Message[] = [{ role: 'user', content: [{ text: call.prompt }] }];
    let maxTokens = call.maxTokens;
    let askedForTool = false;
    let askedForMoreTokens = false;
    for (;;) {
      const output = await this.send(call, messages, maxTokens);
      if (output === 'tool-choice-refused') continue;
      const stopReason = output === 'tool-tokens-exhausted' ? 'max_tokens' : (output.stopReason ?? 'none');
      if (output === 'tool-tokens-exhausted') {
        // Nova's ModelErrorException for a tool call cut short is its max_tokens: the same retry with more tokens.
        const limit = this.maxOutputTokens;
        if (!askedForMoreTokens && limit !== undefined && maxTokens < limit) {
          askedForMoreTokens = true;
          maxTokens = Math.min(maxTokens * 2, limit);
          continue;
        }
        throw new ProviderUnavailableError(`Model ran out of output tokens in the ${call.toolName} call at ${maxTokens} (ModelErrorException)`, context);
      }
      const content = output.output?.message?.content ?? [];
      if (Object.hasOwn(STOP_REASONS_REFUSED, stopReason)) throw refused(STOP_REASONS_REFUSED[stopReason]!);
      if (stopReason === 'max_tokens') {
        const limit = this.maxOutputTokens;
        if (!askedForMoreTokens && limit !== undefined && maxTokens < limit) {
          askedForMoreTokens = true;
          maxTokens = Math.min(maxTokens * 2, limit);
          continue;
        }
        throw new ProviderUnavailableError(
          `Model answer was cut off at ${maxTokens} output tokens (maxTokens${limit === undefined ? '' : `; the model allows ${limit}`}): the ${call.toolName} input is incomplete`,
          context,
        );
      }
      if (stopReason === 'tool_use' || stopReason === 'end_turn') {
        const use = content.find((block) => block.toolUse?.name === call.toolName)?.toolUse;
        if (use) return use.input;
        if (!askedForTool) {
          askedForTool = true;
          messages = askAgainForTool(messages, content, call.toolName);
          continue;
        }
        throw new ProviderUnavailableError(`Model answered twice without calling the ${call.toolName} tool`, context);
      }
      if (stopReason === 'model_context_window_exceeded') {
        throw new ProviderRejectedError(`The ${call.operation} prompt does not fit the model's context window (stopReason ${stopReason})`, context);
      }
      throw new ProviderUnavailableError(`Model stopped without a usable answer (stopReason ${stopReason})`, context);
    }
  }

  /**
   * One Converse call. Two refusals are answers to act on rather than failures: a tool choice the model does not
   * take (learnt, and the call is made again with a weaker one) and Nova running out of tokens inside a tool call.
   */
  private async send(call: ToolCall, messages: Message[], maxTokens: number): Promise<ConverseCommandOutput | 'tool-choice-refused' | 'tool-tokens-exhausted'> {
    const guardrailConfig: GuardrailConfiguration | undefined = this.guardrail && {
      guardrailIdentifier: this.guardrail.id,
      guardrailVersion: this.guardrail.version,
    };
    const choice = this.toolChoice();
    try {
      return await this.client.send(
        new ConverseCommand({
          modelId: this.modelId,
          system: [{ text: call.system }],
          messages,
          ...this.inferenceSettings(maxTokens),
          toolConfig: call.tool(choice),
          ...(guardrailConfig ? { guardrailConfig } : {}),
        }),
      );
    } catch (error) {
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      const weaker = WEAKER[choice];
      if (name === 'ValidationException' && weaker && REFUSED_TOOL_CHOICE.test(message ?? '')) {
        learntToolChoice.set(this.modelId, weaker);
        return 'tool-choice-refused';
      }
      if (name === 'ModelErrorException' && NOVA_TOOL_SEQUENCE.test(message ?? '')) return 'tool-tokens-exhausted';
      throw toProviderError(error, call.operation);
    }
  }

  private validate<T extends z.ZodType>(operation: ProviderOperation, toolName: string, input: unknown, schema: T): z.output<T> {
    // A few models send the tool input as a JSON string rather than an object.
    let value = input;
    if (typeof input === 'string') {
      try {
        value = JSON.parse(input);
      } catch {
        // Left as the string: the schema check below names the problem.
      }
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new ProviderUnavailableError(`Model's ${toolName} input does not have the expected shape (${describeIssues(parsed.error)})`, {
      provider: 'bedrock',
      operation,
      cause: parsed.error,
    });
  }
}

/** The conversation asked again: the model's own answer kept (when it said anything), then a reminder to use the tool. */
function askAgainForTool(messages: Message[], answer: ContentBlock[], toolName: string): Message[] {
  const said = answer.filter((block) => typeof block.text === 'string' && block.text.trim() !== '').map((block) => ({ text: block.text! }));
  const reminder = `Please answer again by calling the ${toolName} tool with the whole answer as its input.`;
  if (said.length === 0) {
    const [first] = messages;
    return [{ role: 'user', content: [...(first?.content ?? []), { text: reminder }] }];
  }
  return [...messages, { role: 'assistant', content: said }, { role: 'user', content: [{ text: reminder }] }];
}
