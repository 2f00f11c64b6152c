import { GetCommand } from '../aws/dynamodb-document-client';
import { itemKeys, type ItemKey } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { UsageCounters, UsageReader } from '../../ports/usage-reader';

/** The user's counter rows as POST /v1/stories leaves them: consistent reads, side by side, of the user's partition. */
export class DynamoUsageReader implements UsageReader {
  constructor(private readonly db: DynamoTarget) {}

  async readUsage(input: Parameters<UsageReader['readUsage']>[0]): Promise<UsageCounters> {
    const [credits, minute, day] = await Promise.all([
      this.read(itemKeys.credits(input.userId, input.period)),
      this.read(itemKeys.minuteCounter(input.userId, input.minuteWindowId)),
      this.read(itemKeys.dayCounter(input.userId, input.dayWindowId)),
    ]);
    return {
      credits: credits && {
        limit: Number(credits.creditLimit ?? 0),
        used: Number(credits.used ?? 0),
        available: Number(credits.available ?? 0),
      },
      requestsThisMinute: Number(minute?.requests ?? 0),
      booksToday: Number(day?.books ?? 0),
    };
  }

  async booksOn(input: Parameters<UsageReader['booksOn']>[0]): Promise<number> {
    const day = await this.read(itemKeys.dayCounter(input.userId, input.dayWindowId));
    return Number(day?.books ?? 0);
  }

  private async read(Key: ItemKey): Promise<Record<string, unknown> | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key, ConsistentRead: true }));
    return Item;
  }
}
