import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

/** Runs the AWS Solutions rule pack on every synth; unacknowledged findings fail `cdk synth`. */
export function addSecurityChecks(app: App): AwsSolutionsChecks {
  const checks = new AwsSolutionsChecks(app);
  Validations.of(app).addPlugins(checks);
  return checks;
}
