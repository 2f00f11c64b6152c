// Scheduled every minute: sends the mails queued for key owners.
import { lambdaEntry } from '../composition/lambda-entry';
import { mailSendingDependencies } from '../composition/mail-dependencies';
import { sendMailHandler } from '../handlers/mail/send-mail-handler';

export const handler = lambdaEntry(async (config) => sendMailHandler(await mailSendingDependencies(config)));
