// SendEmail against a fake SES v2 that checks the call as the service would, and the Mailer built on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountSuspendedException, MessageRejected, NotFoundException, SESv2Client, SESv2ServiceException, SendEmailCommand,
  SendingPausedException, TooManyRequestsException,
} from '../../lambdas/adapters/aws/sesv2-client';
import { SesMailer } from '../../lambdas/adapters/mail/ses-mailer';
import { MailRejectedError, MailTransientError } from '../../lambdas/ports/mailer';
import { startFakeSesV2, type FakeSesV2 } from '../support/fake-sesv2';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const from = 'Storybook <no-reply@storybook.example>';
let ses: FakeSesV2;
let client: SESv2Client;

beforeAll(async () => {
  ses = await startFakeSesV2(credentials);
  ses.verifiedIdentities.add('@storybook.example');
  ses.configurationSets.add('storybook-keys');
  client = new SESv2Client({ region: 'eu-west-1', endpoint: ses.endpoint, credentials });
});
afterAll(async () => {
  client.destroy();
  await ses.close();
});

const simple = (to: string, subject = 'Your API key was created') => new SendEmailCommand({
  FromEmailAddress: from,
  Destination: { ToAddresses: [to] },
  Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: 'Hello', Charset: 'UTF-8' } } } },
});
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as Error);

describe('SendEmail is one signed REST-JSON call to /v2/email/outbound-emails', () => {
  it('POSTs the input as JSON, signed for ses in the region, and returns the MessageId', async () => {
    const output = await client.send(new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['owner@example.com'] },
      Content: { Simple: { Subject: { Data: '鍵を作成しました', Charset: 'UTF-8' }, Body: { Text: { Data: 'こんにちは\n.', Charset: 'UTF-8' } } } },
      ConfigurationSetName: 'storybook-keys',
    }));
    const request = ses.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v2/email/outbound-emails');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/ses\/aws4_request/);
    expect(request.signatureValid).toBe(true);
    expect(JSON.parse(request.body)).toEqual({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['owner@example.com'] },
      Content: { Simple: { Subject: { Data: '鍵を作成しました', Charset: 'UTF-8' }, Body: { Text: { Data: 'こんにちは\n.', Charset: 'UTF-8' } } } },
      ConfigurationSetName: 'storybook-keys',
    });
    expect(output.MessageId).toBe(ses.sent.at(-1)!.messageId);
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1, requestId: expect.stringMatching(/^fake-ses-/) });
  });

  it('the regional endpoint is email.<region>.amazonaws.com', () => {
    const regional = new SESv2Client({ region: 'ap-northeast-1', credentials });
    expect(regional.endpoint.href).toBe('https://email.ap-northeast-1.amazonaws.com/');
    regional.destroy();
  });

  it('interceptors see it as SendEmailCommand of SESv2Client', async () => {
    const seen: string[] = [];
    const remove = client.use({ before: (call) => void seen.push(`${call.client}.${call.command}`) });
    await client.send(simple('owner@example.com'));
    remove();
    expect(seen).toEqual(['SESv2Client.SendEmailCommand']);
  });

  it('a request signed with other keys is refused (the fake really checks signatures)', async () => {
    const forger = new SESv2Client({ region: 'eu-west-1', endpoint: ses.endpoint, credentials: { ...credentials, secretAccessKey: 'not-the-key' } });
    const error = await failure(forger.send(simple('owner@example.com')));
    forger.destroy();
    expect(error?.name).toBe('InvalidSignatureException');
    expect(error).toBeInstanceOf(SESv2ServiceException);
    expect(ses.requests.at(-1)!.signatureValid).toBe(false);
  });
});

describe('Errors come back under the SES v2 names, read from x-amzn-errortype', () => {
  it('an unverified sender → MessageRejected with the service’s message, a client fault, not retried', async () => {
    const stranger = new SendEmailCommand({ ...simple('owner@example.com').input, FromEmailAddress: 'someone@elsewhere.example' });
    const error = await failure(client.send(stranger));
    expect(error).toBeInstanceOf(MessageRejected);
    expect(error?.message).toBe('Email address is not verified. The following identities failed the check in region EU-WEST-1: someone@elsewhere.example');
    expect(error).toMatchObject({ $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
  });

  it('an unknown configuration set → NotFoundException (404)', async () => {
    const error = await failure(client.send(new SendEmailCommand({ ...simple('owner@example.com').input, ConfigurationSetName: 'nope' })));
    expect(error).toBeInstanceOf(NotFoundException);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });

  it.each([
    [400, 'AccountSuspendedException', AccountSuspendedException],
    [400, 'SendingPausedException', SendingPausedException],
  ] as const)('%i %s is thrown as its class, once', async (status, type, errorClass) => {
    ses.failNext.push({ status, type });
    const error = await failure(client.send(simple('owner@example.com')));
    expect(error).toBeInstanceOf(errorClass);
    expect(error?.name).toBe(type);
    expect((error as SESv2ServiceException).$metadata.attempts).toBe(1);
  });

  it('429 TooManyRequestsException is retried as throttling; one that persists is thrown as its class', async () => {
    ses.failNext.push({ status: 429, type: 'TooManyRequestsException' });
    expect((await client.send(simple('owner@example.com'))).$metadata.attempts).toBe(2);
    ses.failNext.push(...Array(3).fill({ status: 429, type: 'TooManyRequestsException' }));
    const error = await failure(client.send(simple('owner@example.com')));
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect((error as SESv2ServiceException).$retryable).toEqual({ throttling: true });
    expect((error as SESv2ServiceException).$metadata.attempts).toBe(3);
  });

  it('a 500 the model does not name is a server fault of the base class, retried', async () => {
    ses.failNext.push(...Array(3).fill({ status: 500, type: 'InternalFailure' }));
    const error = await failure(client.send(simple('owner@example.com')));
    expect(error).toBeInstanceOf(SESv2ServiceException);
    expect(error).toMatchObject({ name: 'InternalFailure', $fault: 'server', $metadata: { attempts: 3 } });
  });
});

describe('SesMailer sends a UTF-8 simple message from the configured sender', () => {
  it('one recipient, subject and text as UTF-8, the configuration set when given; resolves with SES’s MessageId', async () => {
    const mailer = new SesMailer({ client, from, configurationSet: 'storybook-keys' });
    const { messageId } = await mailer.send({ to: 'owner@example.com', subject: 'APIキーを作成しました', text: 'キー sk_…1234 を作成しました。\n.\n' });
    expect(messageId).toBe(ses.sent.at(-1)!.messageId);
    expect(JSON.parse(ses.requests.at(-1)!.body)).toEqual({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['owner@example.com'] },
      Content: { Simple: { Subject: { Data: 'APIキーを作成しました', Charset: 'UTF-8' }, Body: { Text: { Data: 'キー sk_…1234 を作成しました。\n.\n', Charset: 'UTF-8' } } } },
      ConfigurationSetName: 'storybook-keys',
    });
  });

  it('no configuration set unless configured', async () => {
    await new SesMailer({ client, from }).send({ to: 'owner@example.com', subject: 's', text: 't' });
    expect(JSON.parse(ses.requests.at(-1)!.body)).not.toHaveProperty('ConfigurationSetName');
  });
});

describe('SesMailer: throttling, paused sending and outages are transient; refusals are permanent', () => {
  const mailer = () => new SesMailer({ client: new SESv2Client({ region: 'eu-west-1', endpoint: ses.endpoint, credentials, maxAttempts: 1 }), from });
  const mail = { to: 'owner@example.com', subject: 'Key revoked', text: 'Your key was revoked.' };

  it.each([
    [429, 'TooManyRequestsException'],
    [400, 'LimitExceededException'],
    [400, 'ThrottlingException'],
    [400, 'SendingPausedException'],
    [500, 'InternalFailure'],
    [503, 'ServiceUnavailable'],
  ] as const)('%i %s → MailTransientError', async (status, type) => {
    ses.failNext.push({ status, type });
    const error = await failure(mailer().send(mail));
    expect(error).toBeInstanceOf(MailTransientError);
    expect(error).toMatchObject({ name: 'MailTransientError', transport: 'ses', reason: type });
    expect((error as MailTransientError).cause).toMatchObject({ name: type });
  });

  it.each([
    [400, 'MessageRejected'],
    [400, 'MailFromDomainNotVerifiedException'],
    [400, 'AccountSuspendedException'],
    [400, 'BadRequestException'],
    [404, 'NotFoundException'],
  ] as const)('%i %s → MailRejectedError', async (status, type) => {
    ses.failNext.push({ status, type, message: `${type} for this mail` });
    const error = await failure(mailer().send(mail));
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ name: 'MailRejectedError', transport: 'ses', reason: type, message: `SES refused the mail (${type}): ${type} for this mail` });
  });

  it('an unreachable endpoint → MailTransientError', async () => {
    const nowhere = new SESv2Client({ region: 'eu-west-1', endpoint: 'http://127.0.0.1:1', credentials, maxAttempts: 1 });
    const error = await failure(new SesMailer({ client: nowhere, from }).send(mail));
    expect(error).toBeInstanceOf(MailTransientError);
    expect((error as MailTransientError).reason).toBe('ECONNREFUSED');
  });
});
