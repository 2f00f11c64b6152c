import { ValidationError } from './errors';
import { cursorTag, decodePageCursor, encodePageCursor } from './page-cursor';
import { toStoryView } from './get-story';
import { countMinuteRead, type RateInfo } from './minute-limit';
import { livemodeOf } from './key-mode';
import { bookIdSchema, fieldErrors } from './schemas';
import { LIBRARY_LIMIT_DEFAULT, librarySchemas, type LibraryPage, type LibraryQuery, type StorySummary } from './library-schemas';
import type { Principal } from './authenticate';
import type { AssetUrlSigner } from '../ports/asset-urls';
import type { Clock } from '../ports/clock';
import type { RequestCounter } from '../ports/request-counter';
import type { LibraryFilters, LibraryPosition, StoryLibrary } from '../ports/story-library';
import * as z from 'zod';

export interface ListStoriesDeps {
  readonly library: StoryLibrary;
  readonly assets: AssetUrlSigner;
  readonly counter: RequestCounter;
  readonly clock: Clock;
}

export interface ListStoriesInput {
  readonly principal: Principal;
  /** The query string's parameters, not yet validated. */
  readonly query: Readonly<Record<string, string | undefined>>;
  /** Told the key's read window once this read is counted (the rate headers). */
  readonly onRate?: (rate: RateInfo) => void;
}

const CURSOR_VERSION = 1;

// The cursor names its owner and filters by digest only: it shows nothing of the account, and another user's (or
// another filter's) cursor is refused instead of silently paging something else.
const ownerTag = (userId: string) => cursorTag(`library-owner:${userId}`);
// A test key's cursors name its mode too (live ones stay as they were), so neither mode pages the other's list.
const filterTag = (filters: LibraryFilters) => cursorTag(`library-filters:${filters.status ?? ''}|${filters.source ?? ''}${filters.livemode === false ? '|test' : ''}`);

// Made on first use, like the library's schemas (library-schemas.ts).
const cursorSchema = () => z.object({ v: z.literal(CURSOR_VERSION), o: z.string(), f: z.string(), t: z.iso.datetime(), b: bookIdSchema }).strict();

/** An opaque cursor: base64url JSON of where the page ended, bound to the owner and the filters it was made for. */
export function encodeCursor(userId: string, filters: LibraryFilters, position: LibraryPosition): string {
  return encodePageCursor({ v: CURSOR_VERSION, o: ownerTag(userId), f: filterTag(filters), t: position.createdAt, b: position.bookId });
}

export function decodeCursor(userId: string, filters: LibraryFilters, cursor: string): LibraryPosition {
  const parsed = decodePageCursor(cursor, cursorSchema(), { o: ownerTag(userId), f: filterTag(filters) }, {
    owner: 'it belongs to another account',
    filters: 'it was made for other filters (send the same status and source)',
  });
  return { createdAt: parsed.t, bookId: parsed.b };
}

export function parseLibraryQuery(query: ListStoriesInput['query']): LibraryQuery {
  const parsed = librarySchemas().libraryQuerySchema.safeParse(query);
  if (!parsed.success) throw new ValidationError('The query is invalid.', { fields: fieldErrors(parsed.error, query) });
  return parsed.data;
}

/**
 * The caller's library, newest first (GET /v1/stories): the same ownership rule as a single read, since the owner
 * index is queried by the key's own user only. Counted against the key's per-minute read limit like GET by id.
 */
export async function listStories(deps: ListStoriesDeps, input: ListStoriesInput): Promise<LibraryPage> {
  const { principal } = input;
  input.onRate?.(await countMinuteRead(deps.counter, principal, deps.clock.now()));
  const query = parseLibraryQuery(input.query);
  // The key's mode is a filter the caller cannot lift: a test key lists test books only, a live key live ones only.
  const filters: LibraryFilters = { status: query.status, source: query.source, livemode: livemodeOf(principal) };
  const after = query.cursor === undefined ? undefined : decodeCursor(principal.userId, filters, query.cursor);
  const page = await deps.library.listBooks({ userId: principal.userId, limit: query.limit ?? LIBRARY_LIMIT_DEFAULT, after, filters });
  const items = await Promise.all(
    page.books.map(async ({ book, task }): Promise<StorySummary> => {
      const { pages: _pages, ...summary } = await toStoryView({ book, tasks: task ? [task] : [], pages: [] }, deps.assets);
      return summary;
    }),
  );
  return { items, nextCursor: page.next ? encodeCursor(principal.userId, filters, page.next) : null };
}
