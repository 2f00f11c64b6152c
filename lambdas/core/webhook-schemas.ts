import * as z from 'zod';
import { generationStatusSchema, storyPageSchema, storySchema, webhookEventTypes } from './schemas';

// GET /v1/webhooks/secret and the body of every delivery: their shapes, for the OpenAPI document. Built on call, so
// the API functions that bundle the document's module carry none of this unless they build the document.

/** GET /v1/webhooks/secret: the signing secret of the caller key's mode (Standard Webhooks, `whsec_` + base64). */
export const webhookSecretSchema = () => z.object({
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+=*$/).meta({ description: 'The key that signs every delivery to your webhooks: whsec_ followed by base64' }),
});
export type WebhookSecret = z.infer<ReturnType<typeof webhookSecretSchema>>;

/** The body of every webhook delivery (docs/webhooks.md). */
export const webhookPayloadSchema = () => z.object({
  type: z.enum(webhookEventTypes),
  timestamp: z.iso.datetime(),
  data: z.object({
    bookId: z.uuid(),
    taskId: z.uuid(),
    status: generationStatusSchema,
    progress: z.number().int().min(0).max(100),
    livemode: z.boolean().meta({ description: 'False for a test-mode book (signed with the test secret), true for a live one' }),
    errorMessage: z.string().nullable().optional().meta({ description: 'story.failed: the reason, as GET shows it' }),
    page: storyPageSchema.omit({ imageUrl: true }).optional().meta({ description: 'story.page: the page that now has its text and picture' }),
    story: storySchema.optional().meta({ description: 'story.completed: the Story as GET returns it, with every URL null; GET it for fresh signed URLs' }),
  }),
});
