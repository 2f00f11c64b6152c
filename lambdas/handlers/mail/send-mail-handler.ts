import type { Context } from 'aws-lambda';
import { sendQueuedMail, type MailRun, type MailSendingDeps } from '../../core/mail-outbox';
import { invocationFields } from '../workflow/workflow-handlers';

/** Scheduled every minute (and run on a short timer locally): sends what the outbox holds. */
export function sendMailHandler(deps: MailSendingDeps): (event?: unknown, context?: Context) => Promise<MailRun> {
  return (_event, context) => deps.logger.withContext(invocationFields(context), () => sendQueuedMail(deps));
}
