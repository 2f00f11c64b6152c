import { GetCommand, QueryCommand } from '../aws/dynamodb-document-client';
import { tableKeys } from '../../contract/table-layout';
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

/**
 * The library: ONE Query on the owner index per page (newest first), then each listed book's latest task read
 * side by side (GetItem; the grants allow no batch reads). The query asks for one book more than the page holds, so
 * a page that ends exactly at the last book says so (no cursor to an empty page) when nothing is filtered out.
 */
export class DynamoStoryLibrary implements StoryLibrary {
  constructor(private readonly db: DynamoTarget) {}

  async listBooks(query: LibraryPageQuery): Promise<LibraryBooks> {
    const { userId, limit, after, filters } = query;
    const filter = indexFilter(filters);
    const { Items = [], LastEvaluatedKey } = await sendToTable(this.db, new QueryCommand({
      TableName: this.db.tableName,
      IndexName: tableKeys.ownerIndex.name,
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :book)',
      ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: filter.names }),
      ExpressionAttributeValues: { ':owner': itemKeys.ownerPartition(userId), ':book': BOOK_SORT_PREFIX, ...filter.values },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: after ? startKey(userId, after) : undefined,
    }));
    const books = Items.map((item) => withoutKeys<BookRecord>(item));
    // Without a status filter only the books shown need their task.
    const candidates = filters.status === undefined ? books.slice(0, limit) : books;
    const withTasks = await Promise.all(candidates.map((book) => this.withLatestTask(book)));
    const matching = filters.status === undefined ? withTasks : withTasks.filter(({ task }) => (task?.status ?? 'unknown') === filters.status);
    // More books match than the page holds: it ends at its own last book, not where the Query stopped.
    if (matching.length > limit || (filters.status === undefined && books.length > limit)) {
      const shown = matching.slice(0, limit);
      return { books: shown, next: { createdAt: shown[limit - 1]!.book.createdAt, bookId: shown[limit - 1]!.book.bookId } };
    }
    return { books: matching, next: LastEvaluatedKey ? positionOf(LastEvaluatedKey) : undefined };
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
