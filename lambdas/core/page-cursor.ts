// Opaque paging cursors bound to their owner and filters, shared by the library (story-library.ts) and the webhook
// delivery log (webhook-delivery-log.ts): base64url JSON that names the owner and filters by digest only.
import { createHash } from 'node:crypto';
import type * as z from 'zod';
import { InvalidCursorError } from './errors';

/** A digest of what a cursor is bound to: it shows nothing of the account. */
export const cursorTag = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Every cursor's binding: `o` the owner's tag, `f` the filters' tag. */
interface BoundCursor {
  readonly o: string;
  readonly f: string;
}

export function encodePageCursor(body: BoundCursor & Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/**
 * The cursor's body, or 400 INVALID_CURSOR: not one this service made, or made for another owner or other filters
 * (`refusals` say which in the API's words).
 */
export function decodePageCursor<Body extends BoundCursor>(
  cursor: string,
  schema: z.ZodType<Body>,
  expected: BoundCursor,
  refusals: { readonly owner: string; readonly filters: string },
): Body {
  const refused = (why: string) => new InvalidCursorError(`The cursor is not valid here: ${why}. Start again without a cursor.`);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw refused('it is not a cursor this service made');
  let parsed: Body;
  try {
    parsed = schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw refused('it is not a cursor this service made');
  }
  if (parsed.o !== expected.o) throw refused(refusals.owner);
  if (parsed.f !== expected.f) throw refused(refusals.filters);
  return parsed;
}
