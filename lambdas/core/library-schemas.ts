import * as z from 'zod';
import { storySchema, storyStatuses } from './schemas';

// GET /v1/stories and GET /v1/usage: their query and response shapes (validation, types and the OpenAPI document).
// Built on first use: the composition root imports every handler, so schemas made at load time would land in every
// API function's bundle.

export const storySources = ['web', 'api', 'hf'] as const;
export type StorySource = (typeof storySources)[number];
export const LIBRARY_LIMIT_MIN = 1;
export const LIBRARY_LIMIT_MAX = 100;
export const LIBRARY_LIMIT_DEFAULT = 20;
export const LIBRARY_CURSOR_MAX = 512;
/** `status` of GET /v1/stories: a Story's statuses, and `cancelled` (failed books with `cancelledAt`; `failed` still lists them too). */
export const libraryStatusFilters = [...storyStatuses, 'cancelled'] as const;
export type LibraryStatusFilter = (typeof libraryStatusFilters)[number];

function buildLibrarySchemas() {
  const enumOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
    z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });
  const limitMessage = `limit must be an integer from ${LIBRARY_LIMIT_MIN} to ${LIBRARY_LIMIT_MAX}`;

  /** A book in the library (GET /v1/stories): the Story without its pages. */
  const storySummarySchema = storySchema.omit({ pages: true });

  /** GET /v1/stories query parameters (as strings, the way they arrive); unknown ones are ignored. */
  const libraryQuerySchema = z.object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, limitMessage)
      .transform(Number)
      .pipe(z.number().int().min(LIBRARY_LIMIT_MIN, limitMessage).max(LIBRARY_LIMIT_MAX, limitMessage))
      .optional(),
    cursor: z.string().min(1, 'cursor must not be empty').max(LIBRARY_CURSOR_MAX, `cursor must be at most ${LIBRARY_CURSOR_MAX} characters`).optional(),
    status: enumOf('status', libraryStatusFilters).optional(),
    source: enumOf('source', storySources).optional(),
  });

  const libraryPageSchema = z.object({
    items: z.array(storySummarySchema),
    /** Pass as `cursor` for the next page; null at the end of the library. */
    nextCursor: z.string().nullable(),
  });

  const rateWindowSchema = z.object({
    limit: z.number().int().min(0),
    remaining: z.number().int().min(0),
    /** Whole seconds until the window resets, as x-ratelimit-reset. */
    reset: z.number().int().min(0),
    resetsAt: z.iso.datetime(),
  });

  /** GET /v1/usage: the plan, this month's credits and the create windows, as POST /v1/stories counts them. */
  const usageSchema = z.object({
    plan: z.enum(['pro', 'premium']),
    credits: z.object({
      /** The UTC month, yyyy-mm. */
      period: z.string(),
      limit: z.number().int().min(0),
      used: z.number().int().min(0),
      remaining: z.number().int().min(0),
      resetsAt: z.iso.datetime(),
    }),
    rateLimits: z.object({
      /** POST /v1/stories requests in the clock minute. */
      minute: rateWindowSchema,
      /** Books accepted in the UTC day. */
      day: rateWindowSchema,
    }),
    /** Added to /v1: the calling key's mode; a test key's books never move `credits` (docs/test-mode.md). */
    livemode: z.boolean(),
  });

  return { storySummarySchema, libraryQuerySchema, libraryPageSchema, usageSchema };
}

let built: ReturnType<typeof buildLibrarySchemas> | undefined;
export const librarySchemas = () => (built ??= buildLibrarySchemas());

type Schemas = ReturnType<typeof buildLibrarySchemas>;
export type StorySummary = z.infer<Schemas['storySummarySchema']>;
export type LibraryQuery = z.output<Schemas['libraryQuerySchema']>;
export type LibraryPage = z.infer<Schemas['libraryPageSchema']>;
export type Usage = z.infer<Schemas['usageSchema']>;
