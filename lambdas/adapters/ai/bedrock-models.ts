// The Bedrock models the service is known to run on: where each is callable on demand (by its bare id, or through
// which cross-Region inference profile), what its requests must look like, and the IAM resources a call needs.
// One definition: the stack checks deploy options and writes grants from it, the adapters shape requests from it,
// the fake Bedrock answers by it, and docs/providers-bedrock.md is its table in words.

export type BedrockModelKind = 'text' | 'image';

/** The geography prefixes of system-defined cross-Region inference profiles. */
export const profileGeographies = ['us', 'eu', 'apac', 'global'] as const;
export type ProfileGeography = (typeof profileGeographies)[number];

/**
 * Sampling settings a model takes on Converse: both temperature and topP; only one of them (Claude 4.5 and later
 * answer ValidationException to both); or greedy decoding for tool calls (Amazon Nova's advice).
 */
export type SamplingRule = 'temperature-and-top-p' | 'temperature-only' | 'greedy-for-tools';

/** The strongest `toolChoice` the model takes: a named tool, `any` tool, or only `auto` (no toolChoice at all). */
export type ToolChoiceSupport = 'tool' | 'any' | 'auto';

/** How long one call may take: `fast` models answer a plan well within 25 s; `slow` ones get one longer attempt. */
export type LatencyClass = 'fast' | 'slow';

export interface BedrockModel {
  /** The foundation model id, e.g. `amazon.nova-lite-v1:0`. */
  readonly id: string;
  readonly name: string;
  readonly kind: BedrockModelKind;
  /** Regions where the bare id is invocable on demand. */
  readonly onDemandRegions: readonly string[];
  /**
   * Cross-Region inference profiles (`<geo>.<id>`), by geography: the Regions a call may come from, which are also
   * the Regions it is routed to (and where IAM must allow the foundation model). `global` routes to every
   * commercial Region: IAM allows the model there by the Region-less ARN.
   */
  readonly profiles: Partial<Record<ProfileGeography, readonly string[]>>;
  readonly latency: LatencyClass;
  /** Text models: what toolChoice and sampling they accept, and the most output tokens one answer may have. */
  readonly toolChoice?: ToolChoiceSupport;
  readonly sampling?: SamplingRule;
  readonly maxOutputTokens?: number;
  /** Where the Regions and invocation forms were read. */
  readonly sources: readonly string[];
  readonly note?: string;
}

const US3 = ['us-east-1', 'us-east-2', 'us-west-2'] as const;
const US4 = ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'] as const;
const EU_NOVA = ['eu-central-1', 'eu-north-1', 'eu-west-1', 'eu-west-3'] as const;
const EU_CLAUDE = ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'] as const;
const APAC_NOVA = ['ap-northeast-1', 'ap-northeast-2', 'ap-south-1', 'ap-southeast-1', 'ap-southeast-2'] as const;
// The source Regions of the global profiles read for this table; a call from any of them may run in any commercial Region.
const GLOBAL_SOURCES = [
  'us-east-1', 'us-east-2', 'us-west-1', 'us-west-2', 'ca-central-1', 'eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2',
  'eu-west-1', 'eu-west-2', 'eu-west-3', 'ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3', 'ap-south-1', 'ap-southeast-1',
  'ap-southeast-2', 'sa-east-1',
] as const;

const PROFILES_PAGE = 'https://docs.aws.amazon.com/bedrock/latest/userguide/inference-profiles-support.html';
const MODELS_PAGE = 'https://docs.aws.amazon.com/bedrock/latest/userguide/models-supported.html';
const GLOBAL_PAGE = 'https://docs.aws.amazon.com/bedrock/latest/userguide/global-cross-region-inference.html';
const TOOL_CHOICE_PAGE = 'https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolChoice.html';
const NOVA_TOOLS_PAGE = 'https://docs.aws.amazon.com/nova/latest/userguide/prompting-tool-troubleshooting.html';

const nova = (id: string, name: string, latency: LatencyClass): BedrockModel => ({
  id, name, kind: 'text', onDemandRegions: ['us-east-1'], profiles: { us: US3, eu: EU_NOVA, apac: APAC_NOVA }, latency,
  toolChoice: 'tool', sampling: 'greedy-for-tools', maxOutputTokens: 5_000,
  sources: [MODELS_PAGE, PROFILES_PAGE, TOOL_CHOICE_PAGE, NOVA_TOOLS_PAGE],
});

const claude45 = (id: string, name: string, latency: LatencyClass): BedrockModel => ({
  id, name, kind: 'text', onDemandRegions: [], profiles: { us: US4, eu: EU_CLAUDE, global: GLOBAL_SOURCES }, latency,
  toolChoice: 'tool', sampling: 'temperature-only', maxOutputTokens: 64_000,
  sources: [MODELS_PAGE, PROFILES_PAGE, GLOBAL_PAGE, TOOL_CHOICE_PAGE],
  note: 'callable only through an inference profile; temperature and topP together are refused',
});

export const bedrockModels: readonly BedrockModel[] = [
  nova('amazon.nova-micro-v1:0', 'Amazon Nova Micro', 'fast'),
  nova('amazon.nova-lite-v1:0', 'Amazon Nova Lite', 'fast'),
  nova('amazon.nova-pro-v1:0', 'Amazon Nova Pro', 'slow'),
  claude45('anthropic.claude-haiku-4-5-20251001-v1:0', 'Anthropic Claude Haiku 4.5', 'fast'),
  claude45('anthropic.claude-sonnet-4-5-20250929-v1:0', 'Anthropic Claude Sonnet 4.5', 'slow'),
  claude45('anthropic.claude-sonnet-4-6', 'Anthropic Claude Sonnet 4.6', 'slow'),
  {
    id: 'meta.llama3-3-70b-instruct-v1:0', name: 'Meta Llama 3.3 70B Instruct', kind: 'text', onDemandRegions: [], profiles: { us: US3 },
    latency: 'slow', toolChoice: 'auto', sampling: 'temperature-and-top-p', maxOutputTokens: 8_192,
    sources: [MODELS_PAGE, PROFILES_PAGE, TOOL_CHOICE_PAGE], note: 'no toolChoice: the tool is offered and asked for in the prompt',
  },
  {
    id: 'mistral.mistral-large-2407-v1:0', name: 'Mistral Large 2 (24.07)', kind: 'text', onDemandRegions: ['us-west-2'], profiles: {},
    latency: 'slow', toolChoice: 'any', sampling: 'temperature-and-top-p', maxOutputTokens: 8_192,
    sources: [MODELS_PAGE, TOOL_CHOICE_PAGE], note: 'toolChoice any, not a named tool',
  },
  {
    id: 'stability.sd3-5-large-v1:0', name: 'Stable Diffusion 3.5 Large', kind: 'image', onDemandRegions: ['us-west-2'], profiles: {},
    latency: 'slow', sources: [MODELS_PAGE, 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-diffusion-3-5-large.html'],
    note: 'text-to-image and image-to-image',
  },
  {
    id: 'stability.stable-image-ultra-v1:1', name: 'Stable Image Ultra', kind: 'image', onDemandRegions: ['us-west-2'], profiles: {},
    latency: 'slow', sources: [MODELS_PAGE, 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-diffusion-stable-ultra-text-image-request-response.html'],
    note: 'text-to-image and image-to-image',
  },
  {
    id: 'stability.stable-image-core-v1:1', name: 'Stable Image Core', kind: 'image', onDemandRegions: ['us-west-2'], profiles: {},
    latency: 'slow', sources: [MODELS_PAGE, 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-diffusion-stable-image-core-text-image-request-response.html'],
    note: 'text-to-image only',
  },
  {
    id: 'amazon.nova-canvas-v1:0', name: 'Amazon Nova Canvas', kind: 'image', onDemandRegions: ['us-east-1', 'eu-west-1', 'ap-northeast-1'], profiles: {},
    latency: 'slow', sources: [MODELS_PAGE, 'https://docs.aws.amazon.com/nova/latest/userguide/image-gen-req-resp-structure.html'],
    note: 'Legacy; filtered prompts and pictures are a 400 ValidationException',
  },
  {
    id: 'amazon.titan-image-generator-v2:0', name: 'Amazon Titan Image Generator G1 v2', kind: 'image', onDemandRegions: ['us-east-1', 'us-west-2'], profiles: {},
    latency: 'slow', sources: [MODELS_PAGE, 'https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-titan-image.html'],
    note: 'Legacy; filtered prompts and pictures are a 400 ValidationException',
  },
];

/** How a configured model id names the model: its bare id, a cross-Region profile (by id or ARN), or an application profile ARN. */
export type ModelReference =
  | { readonly form: 'foundation-model'; readonly baseId: string }
  | { readonly form: 'inference-profile'; readonly geography: ProfileGeography; readonly baseId: string; readonly profileId: string; readonly arn?: ArnParts }
  | { readonly form: 'application-inference-profile'; readonly arn: ArnParts };

export interface ArnParts {
  readonly partition: string;
  readonly region: string;
  readonly account: string;
  readonly resource: string;
  readonly text: string;
}

const ARN = /^arn:(aws[a-z-]*):bedrock:([a-z0-9-]*):(\d{12}|):([a-z-]+)\/(.+)$/;
const PROFILE_ID = new RegExp(`^(${profileGeographies.join('|')})\\.(.+)$`);

export class ModelIdError extends Error {}

/** Reads a model id in any of the forms Converse and InvokeModel take. */
export function parseModelReference(modelId: string): ModelReference {
  const arn = ARN.exec(modelId);
  if (arn) {
    const [, partition, region, account, resourceType, resource] = arn as unknown as [string, string, string, string, string, string];
    const parts = { partition, region, account, resource, text: modelId };
    if (resourceType === 'foundation-model') return { form: 'foundation-model', baseId: resource };
    if (resourceType === 'application-inference-profile') return { form: 'application-inference-profile', arn: parts };
    const profile = resourceType === 'inference-profile' ? PROFILE_ID.exec(resource) : null;
    if (profile) return { form: 'inference-profile', geography: profile[1] as ProfileGeography, baseId: profile[2]!, profileId: resource, arn: parts };
    throw new ModelIdError(`${modelId} is not a foundation-model, inference-profile or application-inference-profile ARN`);
  }
  const profile = PROFILE_ID.exec(modelId);
  if (profile) return { form: 'inference-profile', geography: profile[1] as ProfileGeography, baseId: profile[2]!, profileId: modelId };
  return { form: 'foundation-model', baseId: modelId };
}

export const findBedrockModel = (baseId: string): BedrockModel | undefined => bedrockModels.find((model) => model.id === baseId);

/**
 * The catalogue entry a configured model id calls: through the id itself, or for an application inference profile
 * through `source`, the model or system profile it was created from (`-c textModelSource=…`).
 */
export function modelBehindId(modelId: string, source?: string): BedrockModel | undefined {
  const reference = parseModelReference(modelId);
  if (reference.form === 'application-inference-profile') return source ? modelBehindId(source) : undefined;
  return findBedrockModel(reference.baseId);
}

/** Why `modelId` cannot be called from `region` for `kind`, with the fix; undefined when it can. */
export function invocationProblem(modelId: string, region: string, kind: BedrockModelKind, source?: string): string | undefined {
  let reference: ModelReference;
  try {
    reference = parseModelReference(modelId);
  } catch (error) {
    return (error as Error).message;
  }
  if (reference.form === 'application-inference-profile') {
    if (!source) return `${modelId} is an application inference profile: name the model or inference profile it was created from with -c ${kind}ModelSource=… (its grants and request shape come from it)`;
    if (parseModelReference(source).form === 'application-inference-profile') return `${kind}ModelSource must be a model or system inference profile id, not another application profile`;
    if (reference.arn.region !== region) return `${modelId} lives in ${reference.arn.region}; the stack calls Bedrock in ${region}: deploy to ${reference.arn.region} or create the profile in ${region}`;
    return invocationProblem(source, region, kind);
  }
  const model = findBedrockModel(reference.baseId);
  const listed = bedrockModels.filter((m) => m.kind === kind).map((m) => m.id).join(', ');
  if (!model) return `${reference.baseId} is not in the supported-model table (docs/providers-bedrock.md; lambdas/adapters/ai/bedrock-models.ts). Supported ${kind} models: ${listed}`;
  if (model.kind !== kind) return `${model.id} is a ${model.kind} model, not a ${kind} model. Supported ${kind} models: ${listed}`;
  const ways = callableForms(model, region);
  if (reference.form === 'foundation-model') {
    if (model.onDemandRegions.includes(region)) return undefined;
    return ways.length > 0
      ? `${model.id} cannot be invoked on demand by its bare id in ${region}; use ${ways.join(' or ')}`
      : `${model.id} is not callable from ${region}; it is: ${whereCallable(model)}`;
  }
  if (reference.arn && reference.arn.region !== region) {
    return `${modelId} is a profile in ${reference.arn.region}; the stack calls Bedrock in ${region}: use ${ways.join(' or ') || 'a Region where the model is served'}`;
  }
  const sources = model.profiles[reference.geography];
  if (!sources) return `There is no ${reference.geography}. inference profile for ${model.id}; ${whereCallable(model)}`;
  if (!sources.includes(region)) {
    return ways.length > 0
      ? `${reference.profileId} cannot be called from ${region}; use ${ways.join(' or ')}`
      : `${reference.profileId} cannot be called from ${region}; it can from ${sources.join(', ')}`;
  }
  return undefined;
}

/** The ids that call `model` from `region`: the bare id where it is on demand, and each profile whose sources include it. */
export function callableForms(model: BedrockModel, region: string): string[] {
  return [
    ...(model.onDemandRegions.includes(region) ? [model.id] : []),
    ...profileGeographies.filter((geo) => model.profiles[geo]?.includes(region)).map((geo) => `${geo}.${model.id}`),
  ];
}

function whereCallable(model: BedrockModel): string {
  const parts = [
    ...(model.onDemandRegions.length > 0 ? [`${model.id} in ${model.onDemandRegions.join(', ')}`] : []),
    ...profileGeographies.filter((geo) => model.profiles[geo]).map((geo) => `${geo}.${model.id} from ${model.profiles[geo]!.join(', ')}`),
  ];
  return parts.join('; ');
}

/** Where a grant is written: the stack's partition, account and Region (CDK tokens or plain text). */
export interface GrantPlace {
  readonly partition: string;
  readonly account: string;
  readonly region: string;
}

/** The resources `bedrock:InvokeModel` must allow, split by whether the statement needs the global profiles' condition. */
export interface ModelResources {
  readonly resources: string[];
  /** Global profiles: the Region-less foundation-model ARN, allowed with `aws:RequestedRegion` = `unspecified`. */
  readonly regionless: string[];
}

/**
 * What AWS documents a call needs ("Prerequisites for inference profiles", "Geographic/Global cross-Region
 * inference"): a bare id its foundation-model ARN in the Region; a profile its inference-profile ARN (with the
 * account) and the foundation model in every Region the profile routes to; an application profile its own ARN and
 * what its source needs.
 */
export function modelResources(modelId: string, place: GrantPlace, source?: string): ModelResources {
  const reference = parseModelReference(modelId);
  const foundation = (region: string, baseId: string) => `arn:${place.partition}:bedrock:${region}::foundation-model/${baseId}`;
  if (reference.form === 'foundation-model') {
    return { resources: [modelId.startsWith('arn:') ? modelId : foundation(place.region, reference.baseId)], regionless: [] };
  }
  if (reference.form === 'application-inference-profile') {
    if (!source) throw new ModelIdError(`${modelId} needs the model or profile it was created from`);
    const behind = modelResources(source, place);
    return { resources: [reference.arn.text, ...behind.resources], regionless: behind.regionless };
  }
  const profileArn = reference.arn?.text ?? `arn:${place.partition}:bedrock:${place.region}:${place.account}:inference-profile/${reference.profileId}`;
  const model = findBedrockModel(reference.baseId);
  if (reference.geography === 'global') {
    return { resources: [profileArn, foundation(reference.arn?.region ?? place.region, reference.baseId)], regionless: [`arn:${place.partition}:bedrock:::foundation-model/${reference.baseId}`] };
  }
  const regions = model?.profiles[reference.geography] ?? [reference.arn?.region ?? place.region];
  return { resources: [profileArn, ...regions.map((region) => foundation(region, reference.baseId))], regionless: [] };
}
