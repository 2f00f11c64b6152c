import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '../aws/dynamodb-document-client';
import { itemKeys, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget, type TransactItem } from './document-client';
import { outboxMailItem } from './dynamo-mail-outbox';
import type { AccountStore, CreditBalance, StoredKey, UserRecord } from '../../ports/account-store';


// Sets a period's limit and keeps `available` = limit − used, creating the row when the month has none yet.
const SET_LIMIT_EXPRESSION =
  'SET #limit = :limit, #used = if_not_exists(#used, :zero), #available = :limit - if_not_exists(#used, :zero)';
const MAX_TRANSACTION_ITEMS = 100;
const CREDIT_NAMES = { '#limit': 'creditLimit', '#used': 'used', '#available': 'available' };

export class DynamoAccountStore implements AccountStore {
  constructor(private readonly db: DynamoTarget) {}

  async createUser(user: UserRecord): Promise<void> {
    await sendToTable(this.db, 
      new PutCommand({
        TableName: this.db.tableName,
        Item: { ...itemKeys.user(user.userId), entity: 'user', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async findUser(userId: string): Promise<UserRecord | undefined> {
    const { Item } = await sendToTable(this.db, 
      new GetCommand({ TableName: this.db.tableName, Key: itemKeys.user(userId), ConsistentRead: true }),
    );
    return Item ? withoutKeys<UserRecord>(Item) : undefined;
  }

  async findKeys(keyHashes: readonly string[]): Promise<StoredKey[]> {
    const found: StoredKey[] = [];
    for (let i = 0; i < keyHashes.length; i += 100) {
      let pending: Record<string, unknown>[] | undefined = keyHashes.slice(i, i + 100).map((hash) => ({ ...itemKeys.apiKey(hash) }));
      while (pending && pending.length > 0) {
        const result: { Responses?: Record<string, Record<string, unknown>[]>; UnprocessedKeys?: Record<string, { Keys?: Record<string, unknown>[] }> } =
          await sendToTable(this.db, 
            new BatchGetCommand({ RequestItems: { [this.db.tableName]: { Keys: pending, ConsistentRead: true } } }),
          );
        found.push(...(result.Responses?.[this.db.tableName] ?? []).map((item) => withoutKeys<StoredKey>(item)));
        pending = result.UnprocessedKeys?.[this.db.tableName]?.Keys;
      }
    }
    return found;
  }

  async findKeyById(keyId: string): Promise<StoredKey | undefined> {
    const { Item: pointer } = await sendToTable(this.db, 
      new GetCommand({ TableName: this.db.tableName, Key: itemKeys.keyId(keyId), ConsistentRead: true }),
    );
    if (!pointer) return undefined;
    const [key] = await this.findKeys([String(pointer.keyHash)]);
    return key;
  }

  async findCredits(userId: string, period: string): Promise<CreditBalance | undefined> {
    const { Item } = await sendToTable(this.db, 
      new GetCommand({ TableName: this.db.tableName, Key: itemKeys.credits(userId, period), ConsistentRead: true }),
    );
    return Item ? { period, limit: Number(Item.creditLimit), used: Number(Item.used ?? 0) } : undefined;
  }

  async setCreditLimit(userId: string, period: string, limit: number): Promise<CreditBalance> {
    const { Attributes } = await sendToTable(this.db, 
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.credits(userId, period),
        UpdateExpression: SET_LIMIT_EXPRESSION,
        ExpressionAttributeNames: CREDIT_NAMES,
        ExpressionAttributeValues: { ':limit': limit, ':zero': 0 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { period, limit: Number(Attributes?.creditLimit), used: Number(Attributes?.used ?? 0) };
  }

  async changePlan(input: Parameters<AccountStore['changePlan']>[0]): Promise<{ liveKeys: number }> {
    const { user, plan, monthlyCredits, revoke, period, now, mail } = input;
    const TableName = this.db.tableName;
    // Only live keys carry the plan the API checks; revoked ones stay as they are, however many were ever issued.
    const live = (await this.findKeys(Object.values(user.keys))).filter((key) => key.status === 'active').map((key) => key.keyHash);
    const keyUpdate = (keyHash: string): TransactItem => ({
      Update: {
        TableName,
        Key: itemKeys.apiKey(keyHash),
        UpdateExpression: revoke
          ? 'SET #plan = :plan, monthlyCredits = :mc, #status = :revoked, revokedAt = if_not_exists(revokedAt, :now)'
          : 'SET #plan = :plan, monthlyCredits = :mc',
        ExpressionAttributeNames: { '#plan': 'plan', ...(revoke && { '#status': 'status' }) },
        ExpressionAttributeValues: { ':plan': plan, ':mc': monthlyCredits, ...(revoke && { ':revoked': 'revoked', ':now': now }) },
      },
    });
    const account: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: itemKeys.user(user.userId),
          UpdateExpression: 'SET #plan = :plan, monthlyCredits = :mc, updatedAt = :now',
          // Refused if the user changed since it was read (a key added meanwhile would miss the update).
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeNames: { '#plan': 'plan' },
          ExpressionAttributeValues: { ':plan': plan, ':mc': monthlyCredits, ':now': now, ':seen': user.updatedAt },
        },
      },
      {
        Update: {
          TableName,
          Key: itemKeys.credits(user.userId, period),
          UpdateExpression: SET_LIMIT_EXPRESSION,
          ExpressionAttributeNames: CREDIT_NAMES,
          ExpressionAttributeValues: { ':limit': monthlyCredits, ':zero': 0 },
        },
      },
    ];
    if (mail) account.push({ Put: { TableName, Item: outboxMailItem(mail(live.length)) } });
    // Up to 97 live keys change with the account in one transaction (DynamoDB's limit is 100 items); a user with
    // more has the rest changed in transactions of 100 right after, milliseconds later.
    const first = MAX_TRANSACTION_ITEMS - account.length;
    await sendToTable(this.db, new TransactWriteCommand({ TransactItems: [...account, ...live.slice(0, first).map(keyUpdate)] }));
    for (let at = first; at < live.length; at += MAX_TRANSACTION_ITEMS) {
      await sendToTable(this.db, new TransactWriteCommand({ TransactItems: live.slice(at, at + MAX_TRANSACTION_ITEMS).map(keyUpdate) }));
    }
    return { liveKeys: live.length };
  }

  async addKey(input: Parameters<AccountStore['addKey']>[0]): Promise<void> {
    const { user, key, revokeKeyHash, now, mail } = input;
    const TableName = this.db.tableName;
    const items: TransactItem[] = [
      {
        Put: {
          TableName,
          Item: { ...itemKeys.apiKey(key.keyHash), entity: 'apiKey', ...key },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName, Item: { ...itemKeys.keyId(key.keyId), entity: 'keyId', keyHash: key.keyHash, userId: key.userId } } },
      {
        Update: {
          TableName,
          Key: itemKeys.user(user.userId),
          UpdateExpression: 'SET #keys.#keyId = :hash, updatedAt = :now',
          // The plan read when the key was made must still hold: a concurrent downgrade wins.
          ConditionExpression: '#plan = :plan',
          ExpressionAttributeNames: { '#keys': 'keys', '#keyId': key.keyId, '#plan': 'plan' },
          ExpressionAttributeValues: { ':hash': key.keyHash, ':now': now, ':plan': user.plan },
        },
      },
    ];
    if (revokeKeyHash) items.push(this.revokeItem(revokeKeyHash, now));
    items.push({ Put: { TableName, Item: outboxMailItem(mail) } });
    await sendToTable(this.db, new TransactWriteCommand({ TransactItems: items }));
  }

  async revokeKey(keyHash: string, now: string, mail: Parameters<AccountStore['revokeKey']>[2]): Promise<void> {
    await sendToTable(this.db, new TransactWriteCommand({ TransactItems: [this.revokeItem(keyHash, now), { Put: { TableName: this.db.tableName, Item: outboxMailItem(mail) } }] }));
  }

  async setMultiRegion(keyHash: string, multiRegion: boolean): Promise<void> {
    await sendToTable(this.db, new UpdateCommand({
      TableName: this.db.tableName,
      Key: itemKeys.apiKey(keyHash),
      UpdateExpression: multiRegion ? 'SET multiRegion = :on' : 'REMOVE multiRegion',
      ConditionExpression: 'attribute_exists(pk)',
      ...(multiRegion && { ExpressionAttributeValues: { ':on': true } }),
    }));
  }

  private revokeItem(keyHash: string, now: string): TransactItem & { Update: NonNullable<TransactItem['Update']> } {
    return {
      Update: {
        TableName: this.db.tableName,
        Key: itemKeys.apiKey(keyHash),
        UpdateExpression: 'SET #status = :revoked, revokedAt = if_not_exists(revokedAt, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':revoked': 'revoked', ':now': now },
      },
    };
  }
}
