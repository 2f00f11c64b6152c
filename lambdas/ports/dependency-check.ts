/** The engines the service cannot work without, by the names GET /v1/health reports them under. */
export const dependencyNames = ['dynamodb', 's3', 'sqs'] as const;
export type DependencyName = (typeof dependencyNames)[number];

/** One cheap call that succeeds only when the dependency answers and its resource (table, bucket, queue) is there. */
export interface DependencyCheck {
  readonly name: DependencyName;
  check(): Promise<void>;
}
