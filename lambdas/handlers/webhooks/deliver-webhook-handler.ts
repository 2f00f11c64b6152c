import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverWebhook, type DeliveryDeps } from '../../core/webhook-delivery';

/**
 * The deliveries queue's consumer: one attempt per record, side by side. A receiver's failure is handled inside
 * (re-sent with a delay, or dead-lettered) and the record deleted; only the service's own failure (the table or the
 * queue) leaves the record for SQS to redeliver, and its redrive policy is the backstop.
 */
export function deliverWebhookHandler(deps: DeliveryDeps): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => {
    const failures = await Promise.all(
      event.Records.map((record) =>
        deps.logger.withContext({ ...(context?.awsRequestId ? { requestId: context.awsRequestId } : {}), messageId: record.messageId }, async () => {
          try {
            await deliverWebhook(deps, JSON.parse(record.body));
            return [];
          } catch (error) {
            deps.logger.error('webhook delivery could not be handled', { error: String(error) });
            return [{ itemIdentifier: record.messageId }];
          }
        }),
      ),
    );
    return { batchItemFailures: failures.flat() };
  };
}
