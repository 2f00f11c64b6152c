// Small stand-ins for the workflow handlers, injected through the local server's invoker: the tests check the
// synthesized state machine and the local runtime, not the real handlers.
import { SFNClient } from '@aws-sdk/client-sfn';
import { localCredentials, localRegion } from '../../local/local-aws';
import type { TaskInvoker } from '../../local/step-functions/task-invoker';

export interface RecordedCall {
  readonly state: string;
  readonly entry: string;
  readonly input: Record<string, unknown>;
}

type Behaviour = (input: Record<string, unknown>, attempt: number) => unknown;

export const namedError = (name: string, message = `${name} from a fake handler`): Error =>
  Object.assign(new Error(message), { name });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every call; PlanStory plans `pageIndexes` unless a behaviour says otherwise. */
export class FakeWorkflowHandlers {
  readonly calls: RecordedCall[] = [];
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly behaviours: Partial<Record<string, Behaviour>> = {},
    private readonly pageIndexes: number[] = [0, 1, 2],
  ) {}

  readonly invoke: TaskInvoker = async (state, entry, input) => {
    const record = input as Record<string, unknown>;
    this.calls.push({ state, entry, input: record });
    // Attempts per state and page, so a behaviour can fail the first tries of one page only.
    const key = `${state}:${String(record.taskId)}:${String(record.index ?? '')}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const behaviour = this.behaviours[state];
    if (behaviour) return behaviour(record, attempt);
    return state === 'PlanStory' ? { pageIndexes: this.pageIndexes } : { done: state };
  };

  states(): string[] {
    return this.calls.map((call) => call.state);
  }

  callsTo(state: string): RecordedCall[] {
    return this.calls.filter((call) => call.state === state);
  }
}

export const sfnClient = (endpoint: string) =>
  new SFNClient({ endpoint, region: localRegion, credentials: { ...localCredentials }, maxAttempts: 1 });

/** A promise with its resolver, to hold a handler until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
