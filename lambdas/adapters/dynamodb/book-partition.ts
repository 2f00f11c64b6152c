import { QueryCommand } from '../aws/dynamodb-document-client';
import { itemKeys, withoutKeys } from './item-keys';
import { toTaskRecord } from './task-item';
import { sendToTable, type DynamoTarget } from './document-client';
import type { BookRecord, PageRecord, StoredStory } from '../../core/records';

/** One strongly consistent Query reads a whole book: the book, its tasks and its pages. */
export async function readBookPartition(db: DynamoTarget, bookId: string): Promise<StoredStory | undefined> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await sendToTable(db, new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': itemKeys.bookPartition(bookId) },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const book = items.find((item) => item.entity === 'book');
  if (!book) return undefined;
  return {
    book: withoutKeys<BookRecord>(book),
    tasks: items.filter((item) => item.entity === 'task').map(toTaskRecord),
    pages: items.filter((item) => item.entity === 'page').map((item) => withoutKeys<PageRecord>(item)),
  };
}
