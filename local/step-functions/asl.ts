import type { StateMachine } from 'aws-local-stepfunctions';

/** An Amazon States Language definition, as the local interpreter takes it. */
export type AslDefinition = ConstructorParameters<typeof StateMachine>[0];

type AslState = AslDefinition['States'][string];

export interface TaskStateRef {
  readonly name: string;
  readonly state: Extract<AslState, { Type: 'Task' }>;
}

/** Every Task state, including those inside Map item processors and Parallel branches. */
export function taskStates(definition: Pick<AslDefinition, 'States'>): TaskStateRef[] {
  return Object.entries(definition.States).flatMap(([name, state]): TaskStateRef[] => {
    switch (state.Type) {
      case 'Task':
        return [{ name, state }];
      case 'Map': {
        const processor = state.ItemProcessor ?? state.Iterator;
        return processor ? taskStates(processor) : [];
      }
      case 'Parallel':
        return state.Branches.flatMap(taskStates);
      default:
        return [];
    }
  });
}

/** Every state with a Retry field, nested ones included. */
export function retryableStates(definition: Pick<AslDefinition, 'States'>): Array<{ name: string; state: AslState }> {
  return Object.entries(definition.States).flatMap(([name, state]) => {
    const own = 'Retry' in state && state.Retry ? [{ name, state }] : [];
    if (state.Type === 'Map') {
      const processor = state.ItemProcessor ?? state.Iterator;
      return [...own, ...(processor ? retryableStates(processor) : [])];
    }
    if (state.Type === 'Parallel') return [...own, ...state.Branches.flatMap(retryableStates)];
    return own;
  });
}
