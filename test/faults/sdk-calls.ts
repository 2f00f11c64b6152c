// Every SDK call the service makes, named by what it does, so a fault table reads "the acceptance transaction"
// or "save picture 3" instead of a command name and a key pattern. Names come from the call's input alone.

type Input = Record<string, any>;

/** The page of "text#002" or "books/<id>/pages/002.png": 2. */
const pageOf = (text: string) => Number(/(?:#|\/pages\/)(\d{3})/.exec(text)?.[1]);

/** The step a workflow transaction records in the task's `doneSteps` set, e.g. "text#002" or "finalize". */
function recordedStep(input: Input): string | undefined {
  const step = input.TransactItems?.[1]?.Update?.ExpressionAttributeValues?.[':step'];
  return step instanceof Set ? String([...step][0]) : undefined;
}

function dynamoCall(operation: string, input: Input): string | undefined {
  const sk = String(input.Key?.sk ?? '');
  const pk = String(input.Key?.pk ?? '');
  switch (operation) {
    case 'GetItemCommand':
      if (pk.startsWith('KEY#')) return 'find key';
      if (sk.startsWith('TASK#')) return 'find task';
      if (sk.startsWith('IDEM#')) return 'find claim';
      if (sk === 'BOOK') return 'find book';
      return undefined;
    case 'UpdateItemCommand':
      if (sk.startsWith('RATE#M#')) return 'count request';
      if (sk.startsWith('TASK#') && ':total' in (input.ExpressionAttributeValues ?? {})) return 'start task';
      return undefined;
    case 'QueryCommand':
      if (input.IndexName === 'byActivity') return 'find stuck';
      if (String(input.ExpressionAttributeValues?.[':pk'] ?? '').startsWith('BOOK#')) return 'find story';
      return undefined;
    case 'TransactWriteItemsCommand': {
      const items: Input[] = input.TransactItems ?? [];
      if (items.some((item) => item.Put?.Item?.entity === 'book')) return 'accept';
      const first = items[0]?.Update;
      if (first && ':seen' in (first.ExpressionAttributeValues ?? {})) return 'fail';
      if (first?.ConditionExpression === '#status = :pending') return 'release';
      const step = recordedStep(input);
      if (step === 'plan') return 'save plan';
      if (step === 'finalize') return 'complete';
      if (step?.startsWith('text#')) return `save text ${pageOf(step)}`;
      if (step?.startsWith('image#')) return `save picture ${pageOf(step)}`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** "find key", "accept", "send job", "save text 2", "put picture 3", "start run", …; the raw command otherwise. */
export function callName(command: string, input: Input): string {
  const [client, operation = ''] = command.split(':');
  if (client === 'DynamoDBClient') return dynamoCall(operation, input) ?? command;
  if (client === 'SQSClient' && operation === 'SendMessageCommand') return 'send job';
  if (client === 'S3Client') {
    const key = String(input.Key ?? '');
    if (operation === 'PutObjectCommand' && key.endsWith('/plan.json')) return 'put plan';
    if (operation === 'PutObjectCommand' && key.includes('/pages/')) return `put picture ${pageOf(key)}`;
    if (operation === 'GetObjectCommand' && key.endsWith('/plan.json')) return 'get plan';
  }
  if (client === 'SFNClient' && operation === 'StartExecutionCommand') return 'start run';
  if (client === 'SFNClient' && operation === 'StopExecutionCommand') return 'stop run';
  return command;
}
