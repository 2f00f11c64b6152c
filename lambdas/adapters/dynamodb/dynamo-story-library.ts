import { GetCommand, QueryCommand } from '../aws/dynamodb-document-client';
import { tableKeys } from '../../contract/table-layout';
import { LIBRARY_LIMIT_MAX } from '../../core/library-schemas';
import { itemKeys, withoutKeys } from './item-keys';
import { toTaskRecord } from './task-item';
import { sendToTable, type DynamoTarget } from './document-client';
import type { BookRecord } from '../../core/records';
import type { LibraryBook, LibraryBooks, LibraryFilters, LibraryPageQuery, LibraryPosition, StoryLibrary } from '../../ports/story-library';

const BOOK_SORT_PREFIX = 'BOOK#';
const ownerSortKey = (position: LibraryPosition) => `${BOOK_SORT_PREFIX}${position.createdAt}#${position.bookId}`;

// The owner index's key of a book: what ExclusiveStartKey needs (index keys and table keys).
function startKey(userId: string, position: LibraryPosition): Record<string, string> {
  return { gsi1pk: itemKeys.ownerPartition(userId), gsi1sk: ownerSortKey(position), ...itemKeys.book(position.bookId) };
}

function positionOf(key: Record<string, unknown>): LibraryPosition | undefined {
  const sort = typeof key.gsi1sk === 'string' ? key.gsi1sk.slice(BOOK_SORT_PREFIX.length) : '';
  const split = sort.lastIndexOf('#');
  return split > 0 ? { createdAt: sort.slice(0, split), bookId: sort.slice(split + 1) } : undefined;
}

/** The filters the index can apply itself (attributes of the book item); the task's status is checked after the read. */
function indexFilter(filters: LibraryFilters): { FilterExpression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filters.source !== undefined) {
    clauses.push('#source = :source');
    names['#source'] = 'source';
    values[':source'] = filters.source;
  }
  // Books made before test mode have no livemode attribute: they are live.
  names['#livemode'] = 'livemode';
  values[':test'] = false;
  clauses.push(filters.livemode !== false ? '(attribute_not_exists(#livemode) OR #livemode <> :test)' : '#livemode = :test');
  return { ...(clauses.length > 0 && { FilterExpression: clauses.join(' AND ') }), names, values };
}

/** Queries one page may take: past this a sparse filter gives a short page (with `next`) rather than reading on. */
export const LIBRARY_QUERIES_PER_PAGE = 4;
/** Books one Query reads at most: the widest page and its one book of look-ahead. */
const BOOKS_PER_QUERY_MAX = LIBRARY_LIMIT_MAX + 1;

const positionOfBook = ({ book }: LibraryBook): LibraryPosition => ({ createdAt: book.createdAt, bookId: book.bookId });

function matchesStatus(status: LibraryFilters['status'], { task }: LibraryBook): boolean {
  if (status === undefined) return true;
  // Cancelled books are failed ones with cancelledAt: `failed` keeps listing them, `cancelled` lists only them.
  if (status === 'cancelled') return task?.status === 'failed' && typeof task.cancelledAt === 'string';
  return (task?.status ?? 'unknown') === status;
}

/**
 * The library: Queries on the owner index (newest first) until the page is full, the books end, or
 * LIBRARY_QUERIES_PER_PAGE is reached; each read book's latest task read side by side where the status filter needs
 * it (GetItem; the grants allow no batch reads). The index filters (mode, source) apply after DynamoDB's Limit, so
 * one Query can come back with fewer books than asked: the next one reads on from where it stopped, asking for twice
 * as many. Every read asks for one book more than the page still needs, so a page that ends exactly at the last
 * matching book says so (no cursor to an empty page) when that book is within the reads.
 */
export class DynamoStoryLibrary implements StoryLibrary {
  constructor(private readonly db: DynamoTarget) {}

  async listBooks(query: LibraryPageQuery): Promise<LibraryBooks> {
    const { userId, limit, after, filters } = query;
    const found: LibraryBook[] = [];
    let start: Record<string, unknown> | undefined = after ? startKey(userId, after) : undefined;
    for (let reads = 0; reads < LIBRARY_QUERIES_PER_PAGE; reads++) {
      const wanted = Math.min(BOOKS_PER_QUERY_MAX, (limit - found.length + 1) * 2 ** reads);
      const { books, next } = await this.readBooks(userId, filters, wanted, start);
      found.push(...books);
      // One book past the page matched: the page ends at its own last book, not where the reads stopped.
      if (found.length > limit) return this.withTasks(filters, { books: found.slice(0, limit), next: positionOfBook(found[limit - 1]!) });
      if (next === undefined) return this.withTasks(filters, { books: found, next: undefined });
      start = next;
    }
    return this.withTasks(filters, { books: found, next: start ? positionOf(start) : undefined });
  }

  /** One Query of the owner index from `start`: the books that pass every filter, and where the Query stopped. */
  private async readBooks(userId: string, filters: LibraryFilters, limit: number, start: Record<string, unknown> | undefined) {
    const filter = indexFilter(filters);
    const { Items = [], LastEvaluatedKey } = await sendToTable(this.db, new QueryCommand({
      TableName: this.db.tableName,
      IndexName: tableKeys.ownerIndex.name,
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :book)',
      ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: filter.names }),
      ExpressionAttributeValues: { ':owner': itemKeys.ownerPartition(userId), ':book': BOOK_SORT_PREFIX, ...filter.values },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }));
    const books = Items.map((item) => withoutKeys<BookRecord>(item));
    const withTasks = filters.status === undefined
      ? books.map((book): LibraryBook => ({ book }))
      : (await Promise.all(books.map((book) => this.withLatestTask(book)))).filter((listed) => matchesStatus(filters.status, listed));
    return { books: withTasks, next: LastEvaluatedKey };
  }

  /** The page with each book's latest task: already read when the status filter needed it, read now otherwise. */
  private async withTasks(filters: LibraryFilters, page: LibraryBooks): Promise<LibraryBooks> {
    if (filters.status !== undefined) return page;
    return { ...page, books: await Promise.all(page.books.map(({ book }) => this.withLatestTask(book))) };
  }

  private async withLatestTask(book: BookRecord): Promise<LibraryBook> {
    const { Item } = await sendToTable(this.db, new GetCommand({
      TableName: this.db.tableName,
      Key: itemKeys.task(book.bookId, book.latestTaskId),
      ConsistentRead: true,
    }));
    return { book, task: Item ? toTaskRecord(Item) : undefined };
  }
}
