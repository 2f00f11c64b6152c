import { RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Stage } from './stage';

/** A log group kept three months past the stack in production, two weeks and deleted with the stack elsewhere. */
export function stageLogGroup(scope: Construct, id: string, stage: Stage, logGroupName?: string): LogGroup {
  const production = stage === 'production';
  return new LogGroup(scope, id, {
    ...(logGroupName && { logGroupName }),
    retention: production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}
