import type { TransactItem } from './document-client';
import { itemKeys } from './item-keys';

/** Gives credits back to the user's month in a transaction: available up and used down by the same amount. */
export function refundCreditsItem(tableName: string, userId: string, period: string, credits: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: itemKeys.credits(userId, period),
      UpdateExpression: 'ADD #available :refund, #used :minus',
      ExpressionAttributeNames: { '#available': 'available', '#used': 'used' },
      ExpressionAttributeValues: { ':refund': credits, ':minus': -credits },
    },
  };
}
