import { App } from 'aws-cdk-lib';
import { alarmOptionsFromContext, DeployOptionsError, mailOptionsFromContext, workflowOptionsFromContext } from '../lib/deploy-options';
import { addSecurityChecks } from '../lib/security-checks';
import { parseStage, StageError } from '../lib/stage';
import { StorybookStack } from '../lib/storybook-stack';

const app = new App();
// `cdk synth` and `cdk deploy` fail on any AWS Solutions finding not acknowledged with a reason.
addSecurityChecks(app);

try {
  const stage = parseStage(app.node.tryGetContext('stage'));
  new StorybookStack(app, `Storybook-${stage}`, {
    stage,
    workflow: workflowOptionsFromContext((key) => app.node.tryGetContext(key)),
    alarms: alarmOptionsFromContext((key) => app.node.tryGetContext(key)),
    mail: mailOptionsFromContext((key) => app.node.tryGetContext(key)),
    // Set by the CDK CLI from the current credentials; absent means an environment-agnostic template.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
} catch (error) {
  if (!(error instanceof StageError) && !(error instanceof DeployOptionsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
