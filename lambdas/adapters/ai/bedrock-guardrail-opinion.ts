// The content policy's second opinion on AWS: Bedrock Guardrails' ApplyGuardrail on the idea (source INPUT) or on
// text a model wrote (source OUTPUT), its assessments mapped onto the policy's three categories.
import {
  ApplyGuardrailCommand, type ApplyGuardrailCommandOutput, type BedrockRuntimeClient, type GuardrailAssessment,
  type GuardrailContentFilterType,
} from '../aws/bedrock-runtime-client';
import type { PolicyCategory, PolicyVerdict, ReviewedText, SecondOpinion } from '../../ports/content-policy';
import { ProviderRejectedError, ProviderUnavailableError } from '../../ports/provider-errors';
import { toProviderError } from './bedrock-errors';
import type { BedrockGuardrail } from './bedrock-story-model';

export interface BedrockGuardrailOpinionOptions {
  client: BedrockRuntimeClient;
  /** GUARDRAIL_ID (an id or its ARN) and GUARDRAIL_VERSION ("DRAFT" or a number). */
  guardrail: BedrockGuardrail;
}

const PROVIDER = 'bedrock';

const FILTER_CATEGORY: Record<Exclude<GuardrailContentFilterType, 'PROMPT_ATTACK'>, PolicyCategory> = {
  SEXUAL: 'sexual_content_minors',
  VIOLENCE: 'real_world_violence',
  HATE: 'real_world_violence',
  INSULTS: 'real_world_violence',
  MISCONDUCT: 'real_world_violence',
};

// A denied topic the operator named after franchises or characters is the copyright rule; one named after sexual content
// or minors (the stack's own, lib/guardrail-construct.ts) is a child's safety; any other is harm.
const COPYRIGHT_TOPIC = /copyright|character|franchise|trademark|brand/i;
const SEXUAL_MINORS_TOPIC = /sexual|minor|child/i;

// When several fire, the most serious names the refusal: a child's safety, then harm, then someone else's property.
const PRECEDENCE: readonly PolicyCategory[] = ['sexual_content_minors', 'real_world_violence', 'copyrighted_character'];

interface Finding {
  readonly category: PolicyCategory;
  readonly matched: string;
}

const SUBJECT: Record<ReviewedText, string> = { idea: 'The story idea', generated: 'Text written for this book' };

/** Client-safe: never the guardrail's own blocked message, which the operator wrote for another audience. */
function reasonFor(category: PolicyCategory, reviewed: ReviewedText): string {
  const subject = SUBJECT[reviewed];
  switch (category) {
    case 'sexual_content_minors':
      return `${subject} was refused by an automated safety review: it contains sexual content, which a children's book must never have.`;
    case 'real_world_violence':
      return `${subject} was refused by an automated safety review: it contains violent or harmful content.`;
    case 'copyrighted_character':
      return `${subject} was refused by an automated safety review: it seems to use a copyrighted character or franchise. Please use characters of your own.`;
  }
}

// With outputScope FULL the answer also lists what did not fire (action NONE, detected false): only blocks count.
const blocked = (entry: { action?: unknown; detected?: unknown }) => entry.action === 'BLOCKED' && entry.detected !== false;

function findingsOf(assessments: readonly GuardrailAssessment[]): { findings: Finding[]; promptAttack: string | undefined } {
  const findings: Finding[] = [];
  let promptAttack: string | undefined;
  for (const assessment of assessments) {
    for (const filter of assessment.contentPolicy?.filters ?? []) {
      if (!blocked(filter)) continue;
      const matched = `guardrail:${filter.type}:${filter.confidence}`;
      if (filter.type === 'PROMPT_ATTACK') promptAttack ??= matched;
      else if (Object.hasOwn(FILTER_CATEGORY, filter.type)) findings.push({ category: FILTER_CATEGORY[filter.type], matched });
    }
    for (const topic of assessment.topicPolicy?.topics ?? []) {
      if (!blocked(topic)) continue;
      const category = SEXUAL_MINORS_TOPIC.test(topic.name)
        ? 'sexual_content_minors'
        : COPYRIGHT_TOPIC.test(topic.name) ? 'copyrighted_character' : 'real_world_violence';
      findings.push({ category, matched: `guardrail:topic:${topic.name}` });
    }
    // Custom words are the operator's list of names (characters, franchises) the rules engine may not know.
    for (const word of assessment.wordPolicy?.customWords ?? []) {
      if (blocked(word)) findings.push({ category: 'copyrighted_character', matched: `guardrail:word:${word.match}` });
    }
  }
  return { findings, promptAttack };
}

/** The first blocked entry of any policy this adapter does not map (profanity, PII, grounding, one added later). */
function otherBlock(value: unknown, path: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = otherBlock(item, path);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (blocked(entry)) return `guardrail:${path}${typeof entry.type === 'string' ? `:${entry.type}` : ''}`;
  for (const [key, member] of Object.entries(entry)) {
    if (key === 'invocationMetrics') continue;
    const found = otherBlock(member, key);
    if (found) return found;
  }
  return undefined;
}

function verdictOf(output: Pick<ApplyGuardrailCommandOutput, 'action' | 'assessments'>, reviewed: ReviewedText): PolicyVerdict {
  if (output.action === 'NONE') return { allowed: true };
  if (output.action !== 'GUARDRAIL_INTERVENED') {
    throw new ProviderUnavailableError(`Bedrock ApplyGuardrail answered an unknown action (${String(output.action)})`, { provider: PROVIDER, operation: 'moderate' });
  }
  const assessments = Array.isArray(output.assessments) ? output.assessments : [];
  const { findings, promptAttack } = findingsOf(assessments);
  const refuse = (category: PolicyCategory, matched: string): PolicyVerdict => ({ allowed: false, category, reason: reasonFor(category, reviewed), matched });
  if (findings.length > 0) {
    const ordered = [...findings].sort((a, b) => PRECEDENCE.indexOf(a.category) - PRECEDENCE.indexOf(b.category));
    return refuse(ordered[0]!.category, [...new Set(ordered.map((finding) => finding.matched))].join(' + '));
  }
  // A prompt attack is not one of the policy's categories: it refuses as harm only when nothing else explains the block.
  if (promptAttack) return refuse('real_world_violence', promptAttack);
  // Blocked by a policy this adapter does not map: refused all the same (fail closed), as harm.
  const other = otherBlock(assessments, 'assessment');
  if (other) return refuse('real_world_violence', other);
  // Intervened only to mask (PII anonymized): nothing was refused.
  return { allowed: true };
}

export class BedrockGuardrailOpinion implements SecondOpinion {
  private readonly client: BedrockRuntimeClient;
  private readonly guardrail: BedrockGuardrail;

  constructor(options: BedrockGuardrailOpinionOptions) {
    this.client = options.client;
    this.guardrail = options.guardrail;
  }

  async review(text: string, reviewed: ReviewedText): Promise<PolicyVerdict> {
    let output: ApplyGuardrailCommandOutput;
    try {
      output = await this.client.send(
        new ApplyGuardrailCommand({
          guardrailIdentifier: this.guardrail.id,
          guardrailVersion: this.guardrail.version,
          source: reviewed === 'idea' ? 'INPUT' : 'OUTPUT',
          content: [{ text: { text } }],
        }),
      );
    } catch (error) {
      throw guardrailError(error);
    }
    return verdictOf(output, reviewed);
  }
}

/** As the models' errors, and a refused call says which settings to check (the message never carries an ARN). */
function guardrailError(error: unknown) {
  const mapped = toProviderError(error, 'moderate', PROVIDER);
  if (!(mapped instanceof ProviderRejectedError) || mapped.cause !== error) return mapped;
  return new ProviderRejectedError(
    `${mapped.message} (check GUARDRAIL_ID and GUARDRAIL_VERSION: the guardrail and version must exist in this region, and the role must be allowed bedrock:ApplyGuardrail on it)`,
    { provider: PROVIDER, operation: 'moderate', cause: error },
  );
}
