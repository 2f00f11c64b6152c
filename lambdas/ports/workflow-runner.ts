export interface WorkflowRunner {
  /** Starts the run named `name`; a run of that name that already exists counts as started. */
  start(name: string, input: object): Promise<'started' | 'already_exists'>;
  /** Stops the run named `name` if it is still running. */
  stop(name: string, cause: string): Promise<void>;
}
