// Content policy port: decides whether a story idea may become a book.
//
// The usage policy forbids three kinds of content in a story idea: sexual content involving
// minors, real-world violence, and copyrighted characters. The create-story path depends on
// this interface only; the rules-based implementation lives in core/content-policy-rules.ts.
//
// `review` is synchronous on purpose. The rules check is pure and takes well under a
// millisecond for a typical idea, so it runs inline before a job is queued (the 202 is expected
// quickly). A model-based checker is slow and asynchronous and belongs in the background
// workflow rather than in the request path: it is the SecondOpinion port below, which reuses
// PolicyVerdict.

export type PolicyCategory = 'sexual_content_minors' | 'real_world_violence' | 'copyrighted_character';

export const POLICY_CATEGORIES: readonly PolicyCategory[] = [
  'sexual_content_minors',
  'real_world_violence',
  'copyrighted_character',
];

export type PolicyVerdict =
  | { allowed: true }
  | {
      allowed: false;
      category: PolicyCategory;
      /** One human-readable sentence or two, safe to show to the API client (error.meta). */
      reason: string;
      /**
       * What in the idea triggered the refusal, in normalised form (lower case, accents and
       * punctuation removed), e.g. "spiderman" or "sexy + girl". For logs and support, not for logic.
       */
      matched: string;
    };

export interface ContentPolicy {
  /** Never throws for any string input. */
  review(storyIdea: string): PolicyVerdict;
}

/** What a second opinion is asked about: the client's idea, or text a model wrote for the book. */
export type ReviewedText = 'idea' | 'generated';

/**
 * A model's view after the rules allowed a text (Bedrock Guardrails' ApplyGuardrail on AWS, an OpenAI-compatible
 * moderation endpoint where configured). Slow and asynchronous, so only the workflow asks it (PlanStory for the idea,
 * every step for what the models write). An outage is a provider error, retried like any model call.
 */
export interface SecondOpinion {
  review(text: string, reviewed: ReviewedText): Promise<PolicyVerdict>;
}
