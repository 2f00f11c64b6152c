import { App } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { StorybookStack } from '../lib/storybook-stack';
import { costPerBook, gbSeconds, unitPrices, type CostBreakdown } from '../lib/unit-prices';
import type { UsageMeter } from './usage-meter';

/** Memory (MB) and entry of every deployed function, read from the stack itself. */
export function deployedFunctions(): Array<{ name: string; entry: string; memoryMb: number }> {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new StorybookStack(app, 'Bench', { stage: 'development' });
  return Object.entries(stack.functions).map(([name, fn]) => ({
    name,
    entry: fn.entry,
    memoryMb: Number((fn.node.defaultChild as CfnFunction).memorySize ?? 128),
  }));
}

export interface BookCostInput {
  readonly stateTransitions: number;
  /** Milliseconds each Task invocation ran, by the entry of the function it ran. */
  readonly taskDurationsByEntry: ReadonlyMap<string, number[]>;
  readonly meter: UsageMeter;
  /** The client's API calls for the book: one POST and its polls. */
  readonly apiRequests: number;
  /** Pictures the reader opens through their signed URLs. */
  readonly pictureViews: number;
}

export function bookCost(input: BookCostInput): { usage: Parameters<typeof costPerBook>[0]; cost: CostBreakdown; pricesAsOf: string } {
  const functions = deployedFunctions();
  const memoryOf = (entry: string) => functions.find((fn) => fn.entry === entry)?.memoryMb ?? 512;
  let lambdaGbSeconds = 0;
  let taskInvocations = 0;
  for (const [entry, durations] of input.taskDurationsByEntry) {
    taskInvocations += durations.length;
    lambdaGbSeconds += durations.reduce((sum, ms) => sum + gbSeconds(memoryOf(entry), ms), 0);
  }
  const usage = {
    stateTransitions: input.stateTransitions,
    // The Task invocations, the dispatcher's one, and one API function call per API request.
    lambdaInvocations: taskInvocations + 1 + input.apiRequests,
    lambdaGbSeconds,
    dynamoWrites: input.meter.dynamoWriteUnits,
    dynamoReads: input.meter.dynamoReadUnits,
    sqsRequests: input.meter.sqsRequests,
    s3Puts: input.meter.s3Puts,
    s3Gets: input.meter.s3Gets + input.pictureViews,
    apiRequests: input.apiRequests,
  };
  return { usage, cost: costPerBook(usage), pricesAsOf: unitPrices.asOf };
}
