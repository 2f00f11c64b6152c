// The content policy's second opinions over real HTTP: Bedrock Guardrails' ApplyGuardrail against the fake Bedrock
// Runtime, and an OpenAI-compatible /v1/moderations against the fake OpenAI server (shapes from their API references;
// published examples in test/fixtures).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockGuardrailOpinion } from '../../../lambdas/adapters/ai/bedrock-guardrail-opinion';
import { OpenAiClient } from '../../../lambdas/adapters/ai/openai-client';
import { OpenAiModerationOpinion } from '../../../lambdas/adapters/ai/openai-moderation-opinion';
import { BedrockRuntimeClient } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import { transientErrorNames } from '../../../lambdas/contract/workflow-steps';
import type { PolicyVerdict } from '../../../lambdas/ports/content-policy';
import { ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError } from '../../../lambdas/ports/provider-errors';
import {
  applyGuardrailReply, bedrockError, hang as bedrockHang, startFakeBedrock, type FakeBedrock, type GuardrailFinding,
} from '../../support/fake-bedrock';
import {
  hang as openAiHang, MODERATION_CATEGORIES, moderationAnswer, openAiError, rateLimited, serverError, startFakeOpenAi,
  type FakeOpenAi, type ModerationCategory,
} from '../../support/fake-openai';

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const guardrailExamples = fixture('bedrock/apply-guardrail.json');
const moderationExample = fixture('openai/moderation.json');
const json = (payload: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error as Error);
const refused = (verdict: PolicyVerdict) => {
  if (verdict.allowed) throw new Error('expected a refusal');
  return verdict;
};

const IDEA = 'a shy hedgehog named Pip who wants to fly';
const BLOCKED_MESSAGE = 'Operator note: blocked by guardrail gr-kids-policy, contact trust-and-safety@example.com';

let bedrock: FakeBedrock;
let openai: FakeOpenAi;
const API_KEY = 'sk-test-0123456789abcdef0123456789';
const MODERATION_MODEL = 'omni-moderation-latest';
beforeAll(async () => {
  [bedrock, openai] = await Promise.all([startFakeBedrock(), startFakeOpenAi({ apiKey: API_KEY, models: [MODERATION_MODEL] })]);
});
afterAll(() => Promise.all([bedrock.close(), openai.close()]));
beforeEach(() => {
  bedrock.reset();
  openai.reset();
});

const GUARDRAIL_ARN = 'arn:aws:bedrock:us-east-1:123456789012:guardrail/gr0123456789';
const guardrail = (config: ConstructorParameters<typeof BedrockRuntimeClient>[0] = {}, id = 'gr0123456789') =>
  new BedrockGuardrailOpinion({
    client: new BedrockRuntimeClient({ region: 'us-east-1', endpoint: bedrock.endpoint, maxAttempts: 1, ...config }),
    guardrail: { id, version: '3' },
  });

const filter = (type: string, confidence = 'HIGH', action: 'BLOCKED' | 'NONE' = 'BLOCKED'): GuardrailFinding => ({
  contentPolicy: { filters: [{ type, confidence, filterStrength: 'HIGH', action, detected: action === 'BLOCKED' }] },
});
const topic = (name: string): GuardrailFinding => ({ topicPolicy: { topics: [{ name, type: 'DENY', action: 'BLOCKED', detected: true }] } });
const customWord = (match: string): GuardrailFinding => ({ wordPolicy: { customWords: [{ match, action: 'BLOCKED', detected: true }] } });

async function guardrailVerdict(...findings: GuardrailFinding[]): Promise<PolicyVerdict> {
  bedrock.answer(applyGuardrailReply(findings, { blockedMessage: BLOCKED_MESSAGE }));
  return guardrail().review(IDEA, 'idea');
}

describe('Guardrail: the idea goes as INPUT, generated text as OUTPUT, to the configured guardrail and version', () => {
  it.each([
    ['idea', 'INPUT'],
    ['generated', 'OUTPUT'],
  ] as const)('%s → source %s, the text as one text block', async (reviewed, source) => {
    bedrock.answer(applyGuardrailReply());
    await guardrail().review('Pip flew over the hill.', reviewed);
    const [request] = bedrock.requests;
    expect(request!.operation).toBe('applyGuardrail');
    expect(request!.guardrail).toEqual({ identifier: 'gr0123456789', version: '3' });
    expect(request!.body).toEqual({ source, content: [{ text: { text: 'Pip flew over the hill.' } }] });
  });

  it('an ARN identifier travels as one encoded path segment', async () => {
    bedrock.answer(applyGuardrailReply());
    await guardrail({}, GUARDRAIL_ARN).review(IDEA, 'idea');
    expect(bedrock.requests[0]!.path).toBe('/guardrail/arn%3Aaws%3Abedrock%3Aus-east-1%3A123456789012%3Aguardrail%2Fgr0123456789/version/3/apply');
    expect(bedrock.requests[0]!.guardrail?.identifier).toBe(GUARDRAIL_ARN);
  });
});

describe('Guardrail: action NONE is allowed', () => {
  it('the published "takes no action" answer', async () => {
    bedrock.answer(json(guardrailExamples.noAction));
    await expect(guardrail().review(IDEA, 'idea')).resolves.toEqual({ allowed: true });
  });

  it('an intervention that only masked (PII anonymized, nothing blocked) refuses nothing', async () => {
    const masked: GuardrailFinding = { sensitiveInformationPolicy: { piiEntities: [{ type: 'NAME', match: 'ZAID', action: 'ANONYMIZED', detected: true }], regexes: [] } };
    bedrock.answer(applyGuardrailReply([masked], { outputs: ['Hi, my name is {NAME}.'] }));
    await expect(guardrail().review('Hi, my name is Zaid.', 'idea')).resolves.toEqual({ allowed: true });
  });

  it('with outputScope FULL, entries that did not fire (action NONE, detected false) refuse nothing', async () => {
    const quiet: GuardrailFinding = {
      ...filter('VIOLENCE', 'NONE', 'NONE'),
      topicPolicy: { topics: [{ name: 'Copyrighted characters', type: 'DENY', action: 'NONE', detected: false }] },
      sensitiveInformationPolicy: { piiEntities: [{ type: 'NAME', match: 'ZAID', action: 'ANONYMIZED', detected: true }], regexes: [] },
    };
    await expect(guardrailVerdict(quiet)).resolves.toEqual({ allowed: true });
  });
});

describe('Guardrail: a blocked SEXUAL content filter is sexual_content_minors', () => {
  it('matched names the filter and its confidence', async () => {
    expect(await guardrailVerdict(filter('SEXUAL', 'MEDIUM'))).toMatchObject({ allowed: false, category: 'sexual_content_minors', matched: 'guardrail:SEXUAL:MEDIUM' });
  });
});

describe('Guardrail: blocked VIOLENCE, HATE, INSULTS and MISCONDUCT filters are real_world_violence', () => {
  it.each(['VIOLENCE', 'HATE', 'INSULTS', 'MISCONDUCT'])('%s', async (type) => {
    expect(await guardrailVerdict(filter(type))).toMatchObject({ allowed: false, category: 'real_world_violence', matched: `guardrail:${type}:HIGH` });
  });
});

describe('Guardrail: a denied topic named for franchises or characters, or any custom word, is copyrighted_character', () => {
  it.each(['Copyrighted characters', 'Famous cartoon CHARACTERS', 'Movie franchises', 'Trademarks', 'Toy brands'])('topic "%s"', async (name) => {
    expect(await guardrailVerdict(topic(name))).toMatchObject({ allowed: false, category: 'copyrighted_character', matched: `guardrail:topic:${name}` });
  });

  it('a custom word', async () => {
    expect(await guardrailVerdict(customWord('Spider-Man'))).toMatchObject({ allowed: false, category: 'copyrighted_character', matched: 'guardrail:word:Spider-Man' });
  });
});

describe('Guardrail: a denied topic named for sexual content or minors is sexual_content_minors', () => {
  it.each(['SexualContentInvolvingMinors', 'Child safety', 'Minors'])('topic "%s" (the stack\'s own is the first)', async (name) => {
    expect(await guardrailVerdict(topic(name))).toMatchObject({ allowed: false, category: 'sexual_content_minors', matched: `guardrail:topic:${name}` });
  });
});

describe('Guardrail: any other denied topic is real_world_violence', () => {
  it('the published AWS CLI example (topic "Fiduciary Advice")', async () => {
    bedrock.answer(json(guardrailExamples.response));
    expect(await guardrail().review(IDEA, 'idea')).toMatchObject({ allowed: false, category: 'real_world_violence', matched: 'guardrail:topic:Fiduciary Advice' });
  });

  it('the published "blocks content" example (topic "Cars", a name masked beside it)', async () => {
    bedrock.answer(json(guardrailExamples.blocksContent));
    expect(await guardrail().review(IDEA, 'idea')).toMatchObject({ allowed: false, category: 'real_world_violence', matched: 'guardrail:topic:Cars' });
  });
});

describe('Guardrail: a prompt attack refuses as real_world_violence only when nothing else matched', () => {
  it('alone: real_world_violence', async () => {
    expect(await guardrailVerdict(filter('PROMPT_ATTACK'))).toMatchObject({ allowed: false, category: 'real_world_violence', matched: 'guardrail:PROMPT_ATTACK:HIGH' });
  });

  it('beside a copyright topic: copyrighted_character, and the attack is not what matched', async () => {
    const verdict = refused(await guardrailVerdict({ ...filter('PROMPT_ATTACK'), ...topic('Copyrighted characters') }));
    expect(verdict).toMatchObject({ category: 'copyrighted_character', matched: 'guardrail:topic:Copyrighted characters' });
  });
});

describe('Guardrail: when several fire, the most serious category names the refusal and matched lists them all', () => {
  it('sexual before violence before copyright', async () => {
    const verdict = refused(await guardrailVerdict(customWord('Elsa'), { ...filter('VIOLENCE'), ...topic('Weapons') }, filter('SEXUAL')));
    expect(verdict.category).toBe('sexual_content_minors');
    expect(verdict.matched).toBe('guardrail:SEXUAL:HIGH + guardrail:VIOLENCE:HIGH + guardrail:topic:Weapons + guardrail:word:Elsa');
  });

  it('violence before copyright', async () => {
    expect(await guardrailVerdict(topic('Copyrighted characters'), filter('HATE'))).toMatchObject({ category: 'real_world_violence' });
  });
});

describe('Guardrail: a block by a policy the adapter does not map still refuses (fail closed), as real_world_violence', () => {
  it('the managed profanity list', async () => {
    const profanity: GuardrailFinding = { wordPolicy: { managedWordLists: [{ match: 'darn', type: 'PROFANITY', action: 'BLOCKED', detected: true }] } };
    expect(await guardrailVerdict(profanity)).toMatchObject({ allowed: false, category: 'real_world_violence', matched: 'guardrail:managedWordLists:PROFANITY' });
  });

  it('a policy added after this adapter was written', async () => {
    expect(await guardrailVerdict({ automatedReasoningPolicy: { findings: [{ action: 'BLOCKED' }] } })).toMatchObject({ allowed: false, category: 'real_world_violence' });
  });
});

describe('Guardrail: the reason is a client-safe sentence of our own, never the guardrail’s blocked message', () => {
  it('names what was reviewed, and carries neither the operator’s message nor actionReason', async () => {
    bedrock.answer(applyGuardrailReply([filter('VIOLENCE')], { blockedMessage: BLOCKED_MESSAGE }), applyGuardrailReply([filter('VIOLENCE')], { blockedMessage: BLOCKED_MESSAGE }));
    const idea = refused(await guardrail().review(IDEA, 'idea'));
    const generated = refused(await guardrail().review('The knight fought.', 'generated'));
    expect(idea.reason).toMatch(/^The story idea was refused by an automated safety review/);
    expect(generated.reason).toMatch(/^Text written for this book was refused by an automated safety review/);
    for (const { reason } of [idea, generated]) {
      expect(reason).not.toContain('Operator note');
      expect(reason).not.toContain('trust-and-safety');
      expect(reason).not.toContain('Guardrail blocked');
    }
  });
});

describe('Guardrail: service failures become provider errors (transient ones retried by name)', () => {
  it.each([
    ['ThrottlingException (429)', () => bedrockError('ThrottlingException', 'Too many requests, please wait before trying again.'), ProviderThrottledError],
    ['ServiceQuotaExceededException', () => bedrockError('ServiceQuotaExceededException', 'Your request rate is too high.'), ProviderThrottledError],
    ['InternalServerException (500)', () => bedrockError('InternalServerException', 'Internal server error'), ProviderUnavailableError],
    ['ServiceUnavailableException (503)', () => bedrockError('ServiceUnavailableException', 'Service unavailable'), ProviderUnavailableError],
  ] as const)('%s', async (_, answer, errorClass) => {
    bedrock.answer(answer());
    const error = await failure(guardrail().review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ provider: 'bedrock', operation: 'moderate' });
    expect(transientErrorNames).toContain(error.name);
  });

  it('no answer within the request timeout: ProviderUnavailableError', async () => {
    bedrock.answer(bedrockHang);
    const error = await failure(guardrail({ requestTimeoutMs: 200 }).review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(transientErrorNames).toContain(error.name);
  });

  it('an answer that is not JSON, or an unknown action: ProviderUnavailableError', async () => {
    bedrock.answer({ status: 200, body: '<html>' }, json({ action: 'SOMETHING_NEW', outputs: [], assessments: [] }));
    await expect(guardrail().review(IDEA, 'idea')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(guardrail().review(IDEA, 'idea')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  const ROLE = 'arn:aws:sts::123456789012:assumed-role/storybook-PlanStory-role/storybook-PlanStory';
  it.each([
    ['AccessDeniedException (403)', bedrockError('AccessDeniedException', `User: ${ROLE} is not authorized to perform: bedrock:ApplyGuardrail on resource: ${GUARDRAIL_ARN}`)],
    ['ResourceNotFoundException (404)', bedrockError('ResourceNotFoundException', `The guardrail ${GUARDRAIL_ARN} version 3 was not found.`)],
    ['ValidationException (400)', bedrockError('ValidationException', '1 validation error detected: Value at guardrailVersion failed to satisfy constraint')],
  ])('%s: ProviderRejectedError naming GUARDRAIL_ID, never an ARN or the account', async (_, answer) => {
    bedrock.answer(answer);
    const error = await failure(guardrail({}, GUARDRAIL_ARN).review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(transientErrorNames).not.toContain(error.name);
    expect(error.message).toContain('GUARDRAIL_ID');
    expect(error.message).not.toMatch(/arn:aws|123456789012|storybook-PlanStory-role/);
  });
});

const moderation = (options: Partial<ConstructorParameters<typeof OpenAiClient>[0]> = {}, model = MODERATION_MODEL) =>
  new OpenAiModerationOpinion({ client: new OpenAiClient({ baseUrl: openai.url, apiKey: API_KEY, ...options }), model });

async function moderationVerdict(...categories: ModerationCategory[]): Promise<PolicyVerdict> {
  openai.answer(moderationAnswer(MODERATION_MODEL, categories));
  return moderation().review(IDEA, 'idea');
}

describe('Moderation: POST /v1/moderations with the model and the text as input', () => {
  it.each(['idea', 'generated'] as const)('%s', async (reviewed) => {
    await moderation().review('Pip flew over the hill.', reviewed);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]).toMatchObject({ route: 'moderations', body: { model: MODERATION_MODEL, input: 'Pip flew over the hill.' } });
    expect(openai.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });
});

describe('Moderation: not flagged is allowed', () => {
  it('the working server flags nothing', async () => {
    await expect(moderation().review(IDEA, 'idea')).resolves.toEqual({ allowed: true });
  });
});

describe('Moderation: flagged sexual or sexual/minors is sexual_content_minors', () => {
  it.each([['sexual/minors'], ['sexual'], ['violence', 'sexual']] as ModerationCategory[][])('%s', async (...categories) => {
    const verdict = refused(await moderationVerdict(...categories));
    expect(verdict.category).toBe('sexual_content_minors');
    expect(verdict.matched).toMatch(/^moderation:sexual/);
  });
});

describe('Moderation: every other flagged category is real_world_violence', () => {
  const others = MODERATION_CATEGORIES.filter((name) => name !== 'sexual' && name !== 'sexual/minors');
  it.each(others)('%s', async (category) => {
    expect(await moderationVerdict(category)).toMatchObject({ allowed: false, category: 'real_world_violence', matched: `moderation:${category}` });
  });

  it('the published example (harassment and violence flagged)', async () => {
    openai.answer(json(moderationExample.response));
    const verdict = refused(await moderation().review(IDEA, 'generated'));
    expect(verdict.category).toBe('real_world_violence');
    expect(verdict.matched).toBe('moderation:harassment + harassment/threatening + violence + violence/graphic');
    expect(verdict.reason).toMatch(/^Text written for this book was refused/);
  });

  it('flagged without naming a category: still refused', async () => {
    openai.answer(json({ id: 'modr-1', model: MODERATION_MODEL, results: [{ flagged: true, categories: {} }] }));
    expect(await moderation().review(IDEA, 'idea')).toMatchObject({ allowed: false, category: 'real_world_violence', matched: 'moderation:flagged' });
  });
});

describe('Moderation: server failures become provider errors (transient ones retried by name)', () => {
  it('429: ProviderThrottledError', async () => {
    openai.answer(rateLimited(2));
    const error = await failure(moderation().review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderThrottledError);
    expect(error).toMatchObject({ provider: 'openai', operation: 'moderate', retryAfterMs: 2000 });
    expect(transientErrorNames).toContain(error.name);
  });

  it('500: ProviderUnavailableError', async () => {
    openai.answer(serverError());
    await expect(moderation().review(IDEA, 'idea')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('no answer within the request timeout: ProviderUnavailableError', async () => {
    openai.answer(openAiHang);
    const error = await failure(moderation({ requestTimeoutMs: 200 }).review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/did not answer moderate within 200 ms/);
  });

  it('an answer without results[].flagged: ProviderUnavailableError', async () => {
    openai.answer(json({ id: 'modr-1', model: MODERATION_MODEL, results: [] }), json({ results: [{ categories: { violence: true } }] }));
    await expect(moderation().review(IDEA, 'idea')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(moderation().review(IDEA, 'idea')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('403: ProviderRejectedError naming OPENAI_MODERATION_MODEL, without the key', async () => {
    openai.answer(openAiError(403, `You are not allowed to use this model with key ${API_KEY}.`, 'invalid_request_error', 'model_not_permitted'));
    const error = await failure(moderation().review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toContain('OPENAI_MODERATION_MODEL');
    expect(error.message).not.toContain(API_KEY);
  });

  it('404 (a model the server does not serve): ProviderRejectedError naming OPENAI_MODERATION_MODEL', async () => {
    const error = await failure(moderation({}, 'text-moderation-999').review(IDEA, 'idea'));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toMatch(/404.*text-moderation-999.*OPENAI_MODERATION_MODEL/);
    expect(transientErrorNames).not.toContain(error.name);
  });
});
