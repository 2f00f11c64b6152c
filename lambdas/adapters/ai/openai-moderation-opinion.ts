// The content policy's second opinion on an OpenAI-compatible server: POST /v1/moderations with the text, its flagged
// categories mapped onto the policy's. A moderation model knows nothing of copyrighted characters, so this opinion
// never refuses for that category: the rules engine (and, on AWS, a guardrail's word list) covers it.
import type { PolicyCategory, PolicyVerdict, ReviewedText, SecondOpinion } from '../../ports/content-policy';
import { ProviderUnavailableError } from '../../ports/provider-errors';
import { OPENAI_PROVIDER, type OpenAiClient } from './openai-client';

export interface OpenAiModerationOpinionOptions {
  client: OpenAiClient;
  /** OPENAI_MODERATION_MODEL, e.g. "omni-moderation-latest". */
  model: string;
}

/** One result of the answer (OpenAI API reference, "Moderations": `results[].flagged`, `categories`). */
interface ModerationResult {
  flagged?: unknown;
  categories?: Record<string, unknown>;
}

// Sexual content of any kind has no place in a children's book; `sexual/minors` is the worst of it.
const SEXUAL = new Set(['sexual/minors', 'sexual']);

const SUBJECT: Record<ReviewedText, string> = { idea: 'The story idea', generated: 'Text written for this book' };

function reasonFor(category: PolicyCategory, reviewed: ReviewedText): string {
  const subject = SUBJECT[reviewed];
  return category === 'sexual_content_minors'
    ? `${subject} was refused by an automated safety review: it contains sexual content, which a children's book must never have.`
    : `${subject} was refused by an automated safety review: it contains violent or harmful content.`;
}

function resultsOf(answer: unknown): ModerationResult[] | undefined {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || results.length === 0) return undefined;
  const usable = results.every((result) => typeof result === 'object' && result !== null && typeof (result as ModerationResult).flagged === 'boolean');
  return usable ? (results as ModerationResult[]) : undefined;
}

export class OpenAiModerationOpinion implements SecondOpinion {
  private readonly client: OpenAiClient;
  private readonly model: string;

  constructor(options: OpenAiModerationOpinionOptions) {
    this.client = options.client;
    this.model = options.model;
  }

  async review(text: string, reviewed: ReviewedText): Promise<PolicyVerdict> {
    const answer = await this.client.post('/v1/moderations', { model: this.model, input: text }, 'moderate', this.model);
    const results = resultsOf(answer);
    if (!results) {
      throw new ProviderUnavailableError(`The OpenAI-compatible server at ${this.client.baseUrl} answered /v1/moderations without a usable results[].flagged`, {
        provider: OPENAI_PROVIDER,
        operation: 'moderate',
      });
    }
    const flagged = results.filter((result) => result.flagged === true);
    if (flagged.length === 0) return { allowed: true };
    const categories = [
      ...new Set(flagged.flatMap((result) => Object.entries(result.categories ?? {}).filter(([, on]) => on === true).map(([name]) => name))),
    ].sort((a, b) => Number(SEXUAL.has(b)) - Number(SEXUAL.has(a)));
    // Violence, threats, self-harm, illicit acts, hate, harassment: all harm in a child's book.
    const category: PolicyCategory = categories.some((name) => SEXUAL.has(name)) ? 'sexual_content_minors' : 'real_world_violence';
    return {
      allowed: false,
      category,
      reason: reasonFor(category, reviewed),
      matched: `moderation:${categories.length > 0 ? categories.join(' + ') : 'flagged'}`,
    };
  }
}
