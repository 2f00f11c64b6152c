import { withoutKeys } from './item-keys';
import type { TaskRecord } from '../../core/records';

/** A task item as the domain sees it: the set of finished steps becomes their count. */
export function toTaskRecord(item: Record<string, unknown>): TaskRecord {
  const { doneSteps, ...rest } = withoutKeys<Record<string, unknown>>(item);
  return { ...(rest as unknown as TaskRecord), stepsDone: doneSteps instanceof Set ? doneSteps.size : 0 };
}
