import * as z from 'zod';
import { didYouMean } from './did-you-mean';
import { WEBHOOK_URL_MAX, webhookUrlProblem } from './webhook-targets';

// The spec's request and response shapes; validation, types and the OpenAPI document (contract/openapi.ts) come from here.

export const ageRanges = ['0-3', '4-7', '8-12'] as const;
export const styles = ['watercolor', 'oil_painting', '3d', 'comic_style', 'crayon', 'colored_pencil', 'paper_cut'] as const;
export const tones = [
  'playful_funny',
  'fantasy_magic',
  'animal',
  'heartwarming',
  'sci_fi',
  'daily_life_basics',
  'adventurous',
  'educational',
] as const;
export const languages = [
  'english',
  'spanish',
  'french',
  'german',
  'chinese',
  'japanese',
  'korean',
  'russian',
  'portuguese',
  'italian',
] as const;
export const generationStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export const storyStatuses = [...generationStatuses, 'unknown'] as const;

// Both published bound pairs are accepted: storyIdea 10–8000 characters, pageCount 5–15.
export const STORY_IDEA_MIN = 10;
export const STORY_IDEA_MAX = 8000;
export const PAGE_COUNT_MIN = 5;
export const PAGE_COUNT_MAX = 15;
export const IDEMPOTENCY_KEY_MAX = 128;

/** The events a book's webhook can be told of (docs/webhooks.md). */
export const webhookEventTypes = ['story.processing', 'story.page', 'story.completed', 'story.failed'] as const;
export const REQUEST_ID_MAX = 64;

const codePoints = (s: string) => [...s].length;
// A story is written from text: unpaired surrogates and control characters (other than tab and newlines) are not text.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const isPlainText = (s: string) => s.isWellFormed() && !CONTROL_CHARACTERS.test(s);

const enumOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, {
    error: (issue) => {
      const meant = didYouMean(issue.input, values);
      return `${name} must be one of: ${values.join(', ')}${meant ? `; did you mean "${meant}"?` : ''}`;
    },
  });

export const createStoryRequestSchema = z.object({
  storyIdea: z
    .string({ error: 'storyIdea must be a string' })
    .trim()
    .refine(isPlainText, 'storyIdea must be plain text: no control characters or broken Unicode')
    .refine((s) => codePoints(s) >= STORY_IDEA_MIN, `storyIdea must be at least ${STORY_IDEA_MIN} characters`)
    .refine((s) => codePoints(s) <= STORY_IDEA_MAX, `storyIdea must be at most ${STORY_IDEA_MAX} characters`)
    // The refinements above have no JSON Schema form: the document states the bounds they check.
    .meta({ description: 'Plain-language description of the story, plain text, counted after trimming', minLength: STORY_IDEA_MIN, maxLength: STORY_IDEA_MAX }),
  ageRange: enumOf('ageRange', ageRanges),
  style: enumOf('style', styles),
  pageCount: z
    .number({ error: `pageCount must be an integer from ${PAGE_COUNT_MIN} to ${PAGE_COUNT_MAX}` })
    .int(`pageCount must be an integer from ${PAGE_COUNT_MIN} to ${PAGE_COUNT_MAX}`)
    .min(PAGE_COUNT_MIN, `pageCount must be an integer from ${PAGE_COUNT_MIN} to ${PAGE_COUNT_MAX}`)
    .max(PAGE_COUNT_MAX, `pageCount must be an integer from ${PAGE_COUNT_MIN} to ${PAGE_COUNT_MAX}`),
  tone: enumOf('tone', tones),
  language: enumOf('language', languages),
  /** Added to /v1 (docs/webhooks.md): where the book's events are POSTed, signed. */
  webhook: z
    .string({ error: 'webhook must be a string (an https URL)' })
    .superRefine((value, context) => {
      const problem = webhookUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({ description: 'An https URL the book\'s events are POSTed to, signed as Standard Webhooks; no credentials in it', format: 'uri', maxLength: WEBHOOK_URL_MAX })
    .optional(),
  webhookEvents: z
    .array(enumOf('webhookEvents', webhookEventTypes), { error: `webhookEvents must be a list of: ${webhookEventTypes.join(', ')}` })
    .min(1, 'webhookEvents must name at least one event')
    .refine((events) => new Set(events).size === events.length, 'webhookEvents must not repeat an event')
    .meta({ description: 'Which events the webhook gets; default story.completed and story.failed' })
    .optional(),
}).refine((body) => body.webhookEvents === undefined || body.webhook !== undefined, {
  message: 'webhookEvents needs a webhook',
  path: ['webhookEvents'],
}).meta({
  description: 'A story to generate. Every field is required; unknown fields are ignored.',
  // The README's walk-through request, shown as the example in /docs.
  examples: [{ storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 6, tone: 'animal', language: 'english' }],
});
export type CreateStoryRequest = z.output<typeof createStoryRequestSchema>;

/** A book's id as the create call returns it. */
// Any 8-4-4-4-12 hex id, as tools read `format: uuid`: an unknown one is 404, not 400, whatever its version nibble.
export const bookIdSchema = z.guid();

export const generationStatusSchema = z.enum(generationStatuses);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
export type StoryStatus = (typeof storyStatuses)[number];

export const taskAcceptanceSchema = z.object({
  taskId: z.uuid(),
  bookId: z.uuid(),
  status: generationStatusSchema,
});
export type TaskAcceptance = z.infer<typeof taskAcceptanceSchema>;

export const storyPageSchema = z.object({
  index: z.number().int(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

export const storySchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  slug: z.string().nullable(),
  coverImage: z.string().nullable(),
  summary: z.string().nullable(),
  storyIdea: z.string().nullable(),
  ageRange: z.string().nullable(),
  style: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  tone: z.string().nullable(),
  language: z.string().nullable(),
  source: z.enum(['web', 'api', 'hf']).nullable(),
  storageProvider: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  status: z.enum(storyStatuses),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** Added to /v1: the book as a PDF and as a reader page, signed like imageUrl; null until completed. */
  pdfUrl: z.string().nullable(),
  readerUrl: z.string().nullable(),
  /** Added to /v1: when the owner cancelled the book (POST /v1/stories/{id}/cancel); null otherwise. */
  cancelledAt: z.iso.datetime().nullable(),
  /** Added to /v1: false for a book made with a test-mode key (cbk_test_), true otherwise (docs/test-mode.md). */
  livemode: z.boolean().meta({ description: 'false for a book made with a test-mode key (`cbk_test_`): written by the offline provider, no credits charged, seen by test keys only; true otherwise' }),
  pages: z.array(storyPageSchema),
});
export type Story = z.infer<typeof storySchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  stage: z.enum(['development', 'preview', 'production']),
  version: z.string().optional(),
  now: z.iso.datetime().optional(),
});
export type Health = z.infer<typeof healthSchema>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export const envelopeSchema = z.object({
  ok: z.boolean(),
  requestId: z.string().optional(),
  data: z.unknown().optional(),
  error: errorBodySchema.optional(),
});

/** zod issues → the spec's `error.fields`: one message per field (the first issue wins); absent fields say so. */
export function fieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const body = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  for (const issue of error.issues) {
    const top = issue.path[0];
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const missing = issue.path.length === 1 && typeof top === 'string' && body[top] === undefined;
    fields[field] ??= missing ? `${field} is required` : issue.message;
  }
  return fields;
}
