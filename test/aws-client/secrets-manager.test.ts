// GetSecretValue against a fake Secrets Manager that checks the call as the service would: there is no local engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetSecretValueCommand, InternalServiceError, ResourceNotFoundException, SecretsManagerClient,
} from '../../lambdas/adapters/aws/secrets-manager-client';
import { loadStoryModel } from '../../lambdas/composition/model-providers';
import { ProviderRejectedError, ProviderUnavailableError } from '../../lambdas/ports/provider-errors';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { startFakeSecretsManager, type FakeSecretsManager } from '../support/fake-secrets-manager';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:storybook/openai-AbCdEf';
let secrets: FakeSecretsManager;
let client: SecretsManagerClient;

beforeAll(async () => {
  secrets = await startFakeSecretsManager(credentials);
  secrets.secrets.set(arn, 'sk-from-the-secret-0123456789');
  client = new SecretsManagerClient({ region: 'eu-west-1', endpoint: secrets.endpoint, credentials });
});
afterAll(async () => {
  client.destroy();
  await secrets.close();
});

describe('GetSecretValue is one signed JSON 1.1 call', () => {
  it('sends X-Amz-Target secretsmanager.GetSecretValue with { SecretId }, signed for secretsmanager in the region', async () => {
    const output = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    const request = secrets.requests.at(-1)!;
    expect(request.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request.headers.authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request/);
    expect(request.signatureValid).toBe(true);
    expect(JSON.parse(request.body)).toEqual({ SecretId: arn });
    expect(output).toMatchObject({ ARN: arn, Name: 'storybook/openai', SecretString: 'sk-from-the-secret-0123456789', VersionStages: ['AWSCURRENT'] });
    expect(output.CreatedDate).toEqual(new Date(1_523_477_145_713));
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
  });

  it('a request signed with other keys is refused (the fake really checks signatures)', async () => {
    const forger = new SecretsManagerClient({ region: 'eu-west-1', endpoint: secrets.endpoint, credentials: { ...credentials, secretAccessKey: 'not-the-key' } });
    const error = await forger.send(new GetSecretValueCommand({ SecretId: arn })).catch((e: unknown) => e);
    forger.destroy();
    expect((error as Error).name).toBe('InvalidSignatureException');
    expect(secrets.requests.at(-1)!.signatureValid).toBe(false);
  });

  it('an unknown secret → ResourceNotFoundException with the service’s message, not retried', async () => {
    const error = await client.send(new GetSecretValueCommand({ SecretId: `${arn}-missing` })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundException);
    expect((error as Error).message).toBe("Secrets Manager can't find the specified secret.");
    expect((error as ResourceNotFoundException).$metadata.attempts).toBe(1);
  });

  it('a 500 InternalServiceError is retried; one that persists is thrown as its class', async () => {
    secrets.failNext.push(500);
    expect((await client.send(new GetSecretValueCommand({ SecretId: arn }))).$metadata.attempts).toBe(2);
    secrets.failNext.push(500, 500, 500);
    const error = await client.send(new GetSecretValueCommand({ SecretId: arn })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServiceError);
    secrets.failNext.length = 0;
  });
});

describe('PROVIDER=openai on AWS reads the API key from its secret once per cold start', () => {
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ apiKey: 'sk-json-field-key-0123456789' });
  });
  afterAll(() => openai.close());

  it('the key is the secret’s text, or its OPENAI_API_KEY field; read once for any number of models', async () => {
    const jsonArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:storybook/openai-json-XyZ123';
    secrets.secrets.set(jsonArn, JSON.stringify({ OPENAI_API_KEY: 'sk-json-field-key-0123456789' }));
    const before = secrets.requests.length;
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    const selection = {
      provider: 'openai' as const, textModelId: 'unused', imageModelId: 'unused',
      openai: { baseUrl: openai.url, textModel: 'llama3.1:8b', imageModel: 'x/z-image-turbo', apiKeySecretArn: jsonArn, secretsManagerEndpoint: secrets.endpoint },
    };
    const brief = { bookId: 'b', storyIdea: 'a shy hedgehog named Pip', ageRange: '4-7', style: '3d', tone: 'animal', language: 'english', pageCount: 3 } as const;
    for (let i = 0; i < 3; i++) await (await loadStoryModel(selection)).planStory(brief);
    expect(secrets.requests.length - before).toBe(1);
    expect(openai.requests.map((request) => request.headers.authorization)).toEqual(Array(3).fill('Bearer sk-json-field-key-0123456789'));
  });

  it('a secret that cannot be read fails with a reason naming the setting, not the account; an outage is retried', async () => {
    const selection = (apiKeySecretArn: string) => ({
      provider: 'openai' as const, textModelId: 'unused', imageModelId: 'unused',
      openai: { baseUrl: openai.url, textModel: 'llama3.1:8b', imageModel: 'x/z-image-turbo', apiKeySecretArn, secretsManagerEndpoint: secrets.endpoint },
    });
    const missing = (await loadStoryModel(selection(`${arn}-gone`)).catch((e: unknown) => e)) as Error;
    expect(missing).toBeInstanceOf(ProviderRejectedError);
    expect(missing.message).toBe('Could not read the API key from the secret OPENAI_API_KEY_SECRET_ARN names (ResourceNotFoundException)');
    secrets.failNext.push(500, 500, 500);
    const outage = (await loadStoryModel(selection(`${arn}-outage`)).catch((e: unknown) => e)) as Error;
    expect(outage).toBeInstanceOf(ProviderUnavailableError);
    secrets.failNext.length = 0;
  });
});
