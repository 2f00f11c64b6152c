import type { BookRecord, TaskRecord } from '../core/records';
import type { LibraryStatusFilter, StorySource } from '../core/library-schemas';

/** Where a page of the library ends: the last book it covered, in the owner index's order. */
export interface LibraryPosition {
  readonly createdAt: string;
  readonly bookId: string;
}

/** Every filter the library knows; a new one (e.g. test-mode books) is added here and in the adapter's one query. */
export interface LibraryFilters {
  readonly source?: StorySource | undefined;
  /** The latest task's status; `cancelled` is a `failed` task with `cancelledAt`. */
  readonly status?: LibraryStatusFilter | undefined;
  /** The key's mode (docs/test-mode.md): only books of that mode are listed; absent lists live books. */
  readonly livemode?: boolean | undefined;
}

export interface LibraryPageQuery {
  readonly userId: string;
  readonly limit: number;
  readonly after?: LibraryPosition | undefined;
  readonly filters: LibraryFilters;
}

export interface LibraryBook {
  readonly book: BookRecord;
  /** The book's latest task; absent when none exists yet (status `unknown`). */
  readonly task?: TaskRecord | undefined;
}

export interface LibraryBooks {
  readonly books: readonly LibraryBook[];
  /** Present while the owner index may hold more books after this page. */
  readonly next?: LibraryPosition | undefined;
}

export interface StoryLibrary {
  /**
   * One page of the owner's books, newest first: `limit` of them unless the library ends first or the filters drop
   * so many that the read bound is reached (then fewer, even none, with `next`).
   */
  listBooks(query: LibraryPageQuery): Promise<LibraryBooks>;
}
