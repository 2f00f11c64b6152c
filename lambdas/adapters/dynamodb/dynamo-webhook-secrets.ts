import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { GetCommand, PutCommand } from '../aws/dynamodb-document-client';
import { itemKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { WebhookSecretStore } from '../../ports/webhook-secrets';

/** One item per user and mode, in the user's partition: `USER#<id>` / `WEBHOOK#SECRET` (live), `WEBHOOK#SECRET#TEST`. */
export class DynamoWebhookSecrets implements WebhookSecretStore {
  constructor(private readonly db: DynamoTarget) {}

  async find(userId: string, livemode = true): Promise<string | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.webhookSecret(userId, livemode), ConsistentRead: true }));
    return typeof Item?.secret === 'string' ? Item.secret : undefined;
  }

  async createIfAbsent(userId: string, secret: string, now: string, livemode = true): Promise<string> {
    try {
      await sendToTable(this.db, new PutCommand({
        TableName: this.db.tableName,
        Item: { ...itemKeys.webhookSecret(userId, livemode), entity: 'webhookSecret', userId, livemode, secret, createdAt: now },
        ConditionExpression: 'attribute_not_exists(pk)',
      }));
      return secret;
    } catch (error) {
      // Someone made it first (another request, or a delivery): theirs is the secret.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const existing = await this.find(userId, livemode);
      if (!existing) throw error;
      return existing;
    }
  }

  async replace(userId: string, secret: string, now: string, livemode = true): Promise<void> {
    await sendToTable(this.db, new PutCommand({
      TableName: this.db.tableName,
      Item: { ...itemKeys.webhookSecret(userId, livemode), entity: 'webhookSecret', userId, livemode, secret, createdAt: now },
    }));
  }
}
