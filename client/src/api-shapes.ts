// The API's shapes as the OpenAPI document describes them (src/generated/api-types.ts), named for the client.
import type { components, operations } from './generated/api-types.js';

type Schemas = components['schemas'];

export type CreateStoryInput = Schemas['CreateStoryRequest'];
export type AgeRange = CreateStoryInput['ageRange'];
export type Style = CreateStoryInput['style'];
export type Tone = CreateStoryInput['tone'];
export type Language = CreateStoryInput['language'];
export type TaskAcceptance = Schemas['TaskAcceptance'];
export type GenerationStatus = TaskAcceptance['status'];
export type Story = Schemas['Story'];
export type StoryStatus = Story['status'];
export type StoryPage = Schemas['StoryPage'];
export type Health = Schemas['Health'];
export type StorySummary = Schemas['StorySummary'];
export type StorySource = NonNullable<StorySummary['source']>;
/** A library filter: a Story's status, or `cancelled` (the failed books their owner cancelled). */
export type LibraryStatusFilter = NonNullable<NonNullable<operations['listStories']['parameters']['query']>['status']>;
export type LibraryPage = Schemas['LibraryPage'];
export type Usage = Schemas['Usage'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryOutcome = WebhookDelivery['outcome'];
export type WebhookDeliveriesPage = Schemas['WebhookDeliveriesPage'];
export type WebhookReplay = Schemas['WebhookReplay'];
export type ErrorBody = Schemas['Error'];

export interface Envelope<T> {
  ok: boolean;
  requestId?: string;
  data?: T;
  error?: ErrorBody;
}

type ResponseOf<Operation> = Operation extends { responses: infer Responses } ? Responses[keyof Responses] : never;
type BodyOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type CodeOf<Body> = Body extends { ok: false; error: { code: unknown } } ? Body['error']['code'] : never;
/** Every error code some operation of the document says it can answer with. */
export type DocumentedErrorCode = Exclude<CodeOf<BodyOf<ResponseOf<operations[keyof operations]>>>, undefined>;

/** Compiles only when the list names every value of the union. */
type Complete<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never] ? true : false;
type Holds<_ extends true> = never;

/** Values the CLI offers and checks before sending; the server stays the judge. */
export const ageRanges = ['0-3', '4-7', '8-12'] as const satisfies readonly AgeRange[];
export const styles = ['watercolor', 'oil_painting', '3d', 'comic_style', 'crayon', 'colored_pencil', 'paper_cut'] as const satisfies readonly Style[];
export const tones = [
  'playful_funny',
  'fantasy_magic',
  'animal',
  'heartwarming',
  'sci_fi',
  'daily_life_basics',
  'adventurous',
  'educational',
] as const satisfies readonly Tone[];
export const languages = [
  'english',
  'spanish',
  'french',
  'german',
  'chinese',
  'japanese',
  'korean',
  'russian',
  'portuguese',
  'italian',
] as const satisfies readonly Language[];

export type ListsMatchTheDocument = Holds<Complete<AgeRange, typeof ageRanges>> &
  Holds<Complete<Style, typeof styles>> &
  Holds<Complete<Tone, typeof tones>> &
  Holds<Complete<Language, typeof languages>>;

/** The events a book's webhook can be told of (`webhookEvents` on create). */
export type WebhookEventType = NonNullable<CreateStoryInput['webhookEvents']>[number];
export const webhookEventTypes = ['story.processing', 'story.page', 'story.completed', 'story.failed'] as const satisfies readonly WebhookEventType[];
export type WebhookEventTypesComplete = Holds<Complete<WebhookEventType, typeof webhookEventTypes>>;
/** The body of every delivery, as `verifyWebhook` parses it. */
export type WebhookEvent = Schemas['WebhookEvent'];
