// The sendMail function's parts: the outbox in the table and the mail transport the config names.
import { DynamoMailOutbox } from '../adapters/dynamodb/dynamo-mail-outbox';
import type { AppConfig } from '../contract/config';
import type { MailSendingDeps } from '../core/mail-outbox';
import { systemClock, type Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { Metrics } from '../ports/metrics';
import { dynamoClientFor, type AwsClients } from './aws-clients';
import { invocationDeadline } from './invocation-deadline';
import { loggerFor } from './keyless-dependencies';
import { metricsFor } from './metrics-for';

export interface MailOverrides {
  readonly clients?: AwsClients;
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly metrics?: Metrics;
  readonly mailer?: Mailer;
}

// Mails read per run: a minute's run sends them one by one well within its timeout.
const MAILS_PER_RUN = 25;

/** SMTP to the local mail catcher when SMTP_URL is set (npm start), else Amazon SES. */
export async function mailerFor(config: AppConfig): Promise<Mailer> {
  const { from, configurationSet, smtpUrl, sesEndpoint } = config.mail;
  if (smtpUrl) {
    const { SmtpMailer } = await import('../adapters/mail/smtp-mailer');
    return new SmtpMailer({ url: smtpUrl, from });
  }
  const [{ SesMailer }, { SESv2Client }] = await Promise.all([import('../adapters/mail/ses-mailer'), import('../adapters/aws/sesv2-client')]);
  const client = new SESv2Client({ region: config.region, deadline: invocationDeadline, ...(sesEndpoint ? { endpoint: sesEndpoint } : {}) });
  return new SesMailer({ client, from, ...(configurationSet ? { configurationSet } : {}) });
}

export async function mailSendingDependencies(config: AppConfig, overrides: MailOverrides = {}): Promise<MailSendingDeps> {
  return {
    outbox: new DynamoMailOutbox({ client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName }),
    mailer: overrides.mailer ?? (await mailerFor(config)),
    clock: overrides.clock ?? systemClock,
    logger: loggerFor(config, overrides),
    metrics: overrides.metrics ?? metricsFor(config),
    maxAttempts: config.mail.maxAttempts,
    batchSize: MAILS_PER_RUN,
  };
}
