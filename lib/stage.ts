import { stageSchema, type Stage } from '../lambdas/contract/config';

export type { Stage };

// The stages the Lambdas accept are the stages the app can deploy.
export const stages: readonly Stage[] = stageSchema.options;

export class StageError extends Error {
  override name = 'StageError';
}

/** Reads the `-c stage=...` context value; absent means development. */
export function parseStage(value: unknown): Stage {
  const result = stageSchema.safeParse(value ?? 'development');
  if (!result.success) {
    throw new StageError(`Unknown stage ${JSON.stringify(value)}: use -c stage=${stages.join('|')}`);
  }
  return result.data;
}
