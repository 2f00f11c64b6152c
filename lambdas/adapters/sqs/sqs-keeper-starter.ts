import { SendMessageCommand, type SQSClient } from '../aws/sqs-client';
import { callDependency } from '../dependency-errors';
import type { ModelKind } from '../../core/model-rates';
import type { KeeperStarter } from '../../ports/model-turns';

/** Starts a turn keeper by a message on the keepers queue, which the GrantTurns function consumes. */
export class SqsKeeperStarter implements KeeperStarter {
  constructor(private readonly sqs: SQSClient, private readonly queueUrl: string) {}

  async start(model: ModelKind): Promise<void> {
    await callDependency('queue', () => this.sqs.send(new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify({ model }) })));
  }
}
