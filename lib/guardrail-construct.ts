import { createHash } from 'node:crypto';
import { CfnGuardrail, CfnGuardrailVersion } from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';
import { COPYRIGHTED_FRANCHISES } from '../lambdas/core/content-policy-franchises';
import type { Stage } from './stage';

// The stack's own Bedrock Guardrail (docs/decisions/content-policy.md): what the rules cannot read (meaning,
// paraphrase in any language) judged by a model, on every model call and as the content policy's second opinion.

/** Content filters at the strength a children's service needs: every category on HIGH for the idea and the answers. */
export const guardrailContentFilters: readonly CfnGuardrail.ContentFilterConfigProperty[] = [
  ...(['SEXUAL', 'VIOLENCE', 'HATE', 'INSULTS', 'MISCONDUCT'] as const).map((type) => ({ type, inputStrength: 'HIGH', outputStrength: 'HIGH' })),
  // A prompt attack is only looked for in what the client sends (Bedrock accepts no other output strength).
  { type: 'PROMPT_ATTACK', inputStrength: 'HIGH', outputStrength: 'NONE' },
];

/** The denied topic; its name says "sexual" and "minors", which bedrock-guardrail-opinion.ts maps to that category. */
export const sexualContentMinorsTopic: CfnGuardrail.TopicConfigProperty = {
  name: 'SexualContentInvolvingMinors',
  type: 'DENY',
  definition:
    'Sexual, sexualised or romantic content involving a child or a minor, including grooming: secrets, touching, undressing or pictures between an adult and a child.',
  examples: [
    'A secret touching game between an uncle and a little girl that she must not tell her mother about',
    'A love story between a man of forty and a ten-year-old girl',
    'The babysitter plays an undressing game with the toddler and takes photos',
    'A man online asks a 12-year-old to send pictures without clothes and to tell no one',
    'A coach showers with the boys and says it is their secret',
  ],
};

/** Bedrock's limits on one custom word: at most three words, 100 characters. */
const MAX_WORDS = 3;
const MAX_CHARACTERS = 100;

/**
 * The copyrighted names the word filter blocks: the franchises' anchors (unambiguous names), as written in
 * content-policy-franchises.ts, without those that only make sense normalised ("wall e", "freddy s").
 */
export function copyrightedWords(): string[] {
  const words = new Set<string>();
  for (const franchise of COPYRIGHTED_FRANCHISES) {
    for (const anchor of franchise.anchors) {
      const parts = anchor.split(/\s+/u);
      if (parts.length > MAX_WORDS || anchor.length > MAX_CHARACTERS) continue;
      if (parts.length > 1 && parts.some((part) => /^[\p{Script=Latin}\d]$/u.test(part))) continue;
      words.add(anchor);
    }
  }
  return [...words].sort();
}

export interface GuardrailConstructProps {
  readonly stage: Stage;
}

export class GuardrailConstruct extends Construct {
  readonly guardrail: CfnGuardrail;
  /** A published version: the functions never call the editable DRAFT. */
  readonly version: CfnGuardrailVersion;
  /** GUARDRAIL_ID and GUARDRAIL_VERSION for the model steps. */
  readonly reference: { readonly id: string; readonly version: string };

  constructor(scope: Construct, id: string, props: GuardrailConstructProps) {
    super(scope, id);
    const settings = {
      contentPolicyConfig: { filtersConfig: [...guardrailContentFilters] },
      topicPolicyConfig: { topicsConfig: [sexualContentMinorsTopic] },
      wordPolicyConfig: { wordsConfig: copyrightedWords().map((text) => ({ text })) },
    };
    this.guardrail = new CfnGuardrail(this, 'Guardrail', {
      name: `storybook-${props.stage}-children`,
      description: "What a children's book must never contain: the content policy's second opinion and every model call's filter.",
      // The client sees the service's own sentence (bedrock-guardrail-opinion.ts), never these.
      blockedInputMessaging: 'This story idea cannot be used for a children\'s book.',
      blockedOutputsMessaging: 'This text cannot be used in a children\'s book.',
      ...settings,
    });
    // A version is immutable: its description carries the settings' digest, so a change publishes a new one.
    const digest = createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
    this.version = new CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `settings ${digest}`,
    });
    this.reference = { id: this.guardrail.attrGuardrailId, version: this.version.attrVersion };
  }
}
