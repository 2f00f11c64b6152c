import type { DynamoDBDocumentClient } from '../aws/dynamodb-document-client';
import type { DependencyCheck } from '../../ports/dependency-check';

/** DescribeTable: metadata only, no item read and no capacity used; fails when DynamoDB or the table is not there. */
export const dynamoTableCheck = (client: DynamoDBDocumentClient, tableName: string): DependencyCheck => ({
  name: 'dynamodb',
  check: async () => {
    await client.client.call('DescribeTable', { TableName: tableName });
  },
});
