import * as z from 'zod';
import { ExternalServiceError } from './errors';
import { BookDeadlinePassedError, BookFilesError, GeneratedContentRefusedError, IdeaRefusedError, IncompleteBookError, InvalidJobError, TaskAlreadyEndedError } from './generation-errors';
import type { ContentPolicy, PolicyVerdict, SecondOpinion } from '../ports/content-policy';
import type { BookFilePage, BookForFiles } from '../book-files/book';
import type { BookFileMaker } from '../ports/book-files';
import type { BookRecord, StoredStory } from './records';
import type { AssetStore } from '../ports/asset-store';
import type { Clock } from '../ports/clock';
import type { GenerationStore, TaskEnding, TaskRef } from '../ports/generation-store';
import type { ImageModel } from '../ports/image-model';
import type { Logger } from '../ports/logger';
import { illustrationPromptFor, type StoryBrief, type StoryModel, type StoryPlan } from '../ports/story-model';
import { ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError } from '../ports/provider-errors';
import type { WorkflowRunner } from '../ports/workflow-runner';
import { describeIssues } from './zod-issues';
import { livemodeOf, testModeMark } from './key-mode';
import { emitWritten, endingWithFailedEvent, forwardQueuedWebhooks, notifyWebhook, outboxEntries } from './webhook-events';
import type { WebhookEvents } from '../ports/webhook-events';

// The generation workflow's steps. Each is small and safe to repeat: Step Functions retries them.

export interface GenerationDeps {
  readonly store: GenerationStore;
  readonly assets: AssetStore;
  readonly storyModel: StoryModel;
  readonly imageModel: ImageModel;
  readonly bookFiles: BookFileMaker;
  /** Checks what the model wrote (titles, pages, picture prompts) before it is saved, as it checks ideas. */
  readonly policy: ContentPolicy;
  /** A moderation model asked after the rules allowed a text, where one is configured (docs/content-policy.md). */
  readonly secondOpinion?: SecondOpinion | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Where the book's webhook events go (docs/webhooks.md); none where no deliveries queue is configured. */
  readonly webhooks?: WebhookEvents | undefined;
  /**
   * The offline provider's models, loaded on a test book's first call only (docs/test-mode.md); absent where
   * the configured models are offline already.
   */
  readonly offlineStoryModel?: (() => Promise<StoryModel>) | undefined;
  readonly offlineImageModel?: (() => Promise<ImageModel>) | undefined;
}

/** What the steps that only keep the book's records need (MarkProcessing, Finalize, MarkFailed): no assets, no models. */
export type RecordDeps = Pick<GenerationDeps, 'store' | 'clock' | 'logger' | 'webhooks'>;
/** PlanStory and WritePage: the story model and the policy its output passes, no image model. */
export type StoryStepDeps = RecordDeps & Pick<GenerationDeps, 'assets' | 'storyModel' | 'policy' | 'secondOpinion' | 'offlineStoryModel'>;
/** IllustratePage: the image model, no story model. */
export type ImageStepDeps = RecordDeps & Pick<GenerationDeps, 'assets' | 'imageModel' | 'offlineImageModel'>;
/** MakeBookFiles: the pictures and the file maker, no model. */
export type BookFilesStepDeps = RecordDeps & Pick<GenerationDeps, 'assets' | 'bookFiles'>;

const jobSchema = z.object({
  bookId: z.uuid(),
  taskId: z.uuid(),
  userId: z.string().min(1),
  /** A test book's job only (docs/test-mode.md): kept in the run's input, `$.livemode`, for the states to read. */
  livemode: z.literal(false).optional(),
});
const pageSchema = z.object({
  bookId: z.uuid(),
  taskId: z.uuid(),
  index: z.number().int().min(0).max(99),
  /** Set when the workflow drew the cover before the pages: every other page is drawn from it. */
  fromCover: z.boolean().optional(),
});
export type Job = z.infer<typeof jobSchema>;
export type PageJob = z.infer<typeof pageSchema>;

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidJobError(`Invalid step input: ${describeIssues(result.error)}`);
  return result.data;
}

export const planKey = (bookId: string) => `books/${bookId}/plan.json`;

/** What the page steps need, written once by PlanStory so they read one object instead of the book and the plan. */
interface PlanDocument {
  readonly brief: StoryBrief;
  readonly plan: StoryPlan;
  /** A test book's plan says so: its pages are written and drawn offline too. */
  readonly livemode?: false;
}

/**
 * The story step's dependencies for a book of this mode: a test book is written by the offline model and asked of
 * no second opinion (no call leaves for the deployment's provider); a live book's are the configured ones.
 */
async function storyDepsFor(deps: StoryStepDeps, livemode: boolean): Promise<StoryStepDeps> {
  if (livemode) return deps;
  return { ...deps, storyModel: deps.offlineStoryModel ? await deps.offlineStoryModel() : deps.storyModel, secondOpinion: undefined };
}

async function imageModelFor(deps: ImageStepDeps, livemode: boolean): Promise<ImageModel> {
  return !livemode && deps.offlineImageModel ? deps.offlineImageModel() : deps.imageModel;
}
export const pageImageKey = (bookId: string, index: number, extension: string) =>
  `books/${bookId}/pages/${String(index).padStart(3, '0')}.${extension}`;

/** Every provider's pictures are PNG (PICTURE_SIZE), so the cover's key is known before it is read. */
export const coverPictureKey = (bookId: string) => pageImageKey(bookId, 0, 'png');

export const bookPdfKey = (bookId: string) => `books/${bookId}/book.pdf`;
export const readerPageKey = (bookId: string) => `books/${bookId}/reader.html`;

/** Plan, each page's text and picture, the book's files, finalize: the steps `progress` counts. */
export const stepsFor = (pageCount: number) => 2 * pageCount + 3;

/** Progress as the API shows it: 100 only when completed, otherwise the share of steps done (at most 99). */
export function progressOf(task: { status: string; progress: number; stepsDone?: number; stepsTotal?: number }): number {
  if (task.status === 'completed') return 100;
  if (!task.stepsTotal) return task.progress;
  return Math.min(99, Math.floor((100 * (task.stepsDone ?? 0)) / task.stepsTotal));
}

/** Pages with both text and picture are delivered; the rest of the reserved credits go back. */
export function undeliveredCredits(story: StoredStory, taskId: string): number {
  const task = story.tasks.find((t) => t.taskId === taskId);
  if (!task) return 0;
  const delivered = story.pages.filter((page) => page.content && page.imageKey).length;
  return Math.max(0, task.creditsReserved - Math.min(delivered, task.creditsReserved));
}

function briefOf(book: BookRecord): StoryBrief {
  return {
    bookId: book.bookId,
    storyIdea: book.storyIdea,
    ageRange: book.ageRange as StoryBrief['ageRange'],
    style: book.style as StoryBrief['style'],
    tone: book.tone as StoryBrief['tone'],
    language: book.language as StoryBrief['language'],
    pageCount: book.pageCount,
  };
}

async function requireBook(deps: RecordDeps, bookId: string): Promise<BookRecord> {
  const book = await deps.store.findBook(bookId);
  if (!book) throw new InvalidJobError(`No book ${bookId}.`);
  return book;
}

export async function markProcessing(deps: RecordDeps, input: unknown): Promise<Job> {
  const job = parse(jobSchema, input);
  const book = await requireBook(deps, job.bookId);
  const started = await deps.store.startTask(job, stepsFor(book.pageCount), deps.clock.now().toISOString());
  if (!started) throw new TaskAlreadyEndedError(`Task ${job.taskId} already ended; nothing to do.`);
  await notifyWebhook(deps, job, 'story.processing');
  return job;
}

/**
 * What a model wrote, checked by the content policy before anything is saved: a refused text is asked for once
 * more, and a second refusal fails the book (its unfinished pages refunded) with a plain reason.
 */
async function moderated<T>(deps: StoryStepDeps, what: string, write: () => Promise<T>, texts: (written: T) => string[]): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const written = await write();
    const refusal = await firstRefusal(deps, texts(written).filter((text) => text.trim() !== ''), 'generated');
    if (!refusal || refusal.allowed) return written;
    // What matched stays in the log; the client is told the category only.
    deps.logger.warn('generated text refused by the content policy', { what, attempt, category: refusal.category, matched: refusal.matched });
    if (attempt === 2) throw new GeneratedContentRefusedError(`${what} broke the content policy twice (${refusal.category.replaceAll('_', ' ')}).`);
  }
}

/** The rules' verdict on each text, then the second opinion's on all of them at once where one is configured. */
async function firstRefusal(deps: StoryStepDeps, texts: string[], reviewed: 'idea' | 'generated'): Promise<PolicyVerdict | undefined> {
  const byRules = texts.map((text) => deps.policy.review(text)).find((verdict) => !verdict.allowed);
  if (byRules || !deps.secondOpinion || texts.length === 0) return byRules;
  const verdict = await deps.secondOpinion.review(texts.join('\n\n'), reviewed);
  return verdict.allowed ? undefined : verdict;
}

export async function planStory(given: StoryStepDeps, input: unknown): Promise<{ pageIndexes: number[] }> {
  const job = parse(jobSchema, input);
  const book = await requireBook(given, job.bookId);
  const livemode = livemodeOf(book);
  const deps = await storyDepsFor(given, livemode);
  // The rules judged the idea at the door; a moderation model, where configured, judges it here, off the request path.
  const ideaRefusal = deps.secondOpinion ? await firstRefusal(deps, [book.storyIdea], 'idea') : undefined;
  if (ideaRefusal && !ideaRefusal.allowed) {
    deps.logger.warn('idea refused by the content review', { category: ideaRefusal.category, matched: ideaRefusal.matched });
    throw new IdeaRefusedError(`The content review refused the idea (${ideaRefusal.category.replaceAll('_', ' ')}).`);
  }
  const plan = await moderated(deps, 'The story plan', () => deps.storyModel.planStory(briefOf(book)), (written) => [
    written.title, written.summary, ...written.pages.flatMap((page) => [page.outline, page.scene ?? '']),
  ]);
  if (plan.pages.length !== book.pageCount) {
    throw new InvalidJobError(`The story plan has ${plan.pages.length} pages; the book needs ${book.pageCount}.`);
  }
  // The plan travels through S3, never through the state machine's payload.
  const document: PlanDocument = { brief: briefOf(book), plan, ...testModeMark(livemode) };
  await deps.assets.put(planKey(book.bookId), JSON.stringify(document), 'application/json');
  await deps.store.savePlan(job, { title: plan.title, summary: plan.summary, slug: plan.slug }, deps.clock.now().toISOString());
  return { pageIndexes: plan.pages.map((page) => page.index).sort((a, b) => a - b) };
}

export async function writePage(given: StoryStepDeps, input: unknown): Promise<PageJob> {
  const page = parse(pageSchema, input);
  const document = await given.assets.getJson<PlanDocument>(planKey(page.bookId));
  const { brief, plan } = document;
  const deps = await storyDepsFor(given, livemodeOf(document));
  const text = await moderated(deps, `Page ${page.index}`, () => deps.storyModel.writePage({ brief, plan, index: page.index }), (written) => [written.title ?? '', written.content]);
  const now = deps.clock.now().toISOString();
  const events = await pageEvents(deps, page, now);
  await deps.store.savePageText(page, page.index, text, now, events);
  await emitWritten(deps, page, 'story.page', events, page.index);
  return page;
}

export async function illustratePage(deps: ImageStepDeps, input: unknown): Promise<PageJob> {
  const page = parse(pageSchema, input);
  const document = await deps.assets.getJson<PlanDocument>(planKey(page.bookId));
  const { brief, plan } = document;
  const imageModel = await imageModelFor(deps, livemodeOf(document));
  const facts = plan.pages.find((p) => p.index === page.index)?.picture;
  // The cover was drawn first: a model that draws from a picture keeps the hero's look from it.
  const reference = page.fromCover && page.index !== 0
    ? { contentType: 'image/png', body: await deps.assets.getBytes(coverPictureKey(page.bookId)) }
    : undefined;
  const picture = await imageModel.illustrate({
    bookId: page.bookId,
    index: page.index,
    style: brief.style,
    prompt: illustrationPromptFor(plan, page.index, brief.language),
    characterSheet: plan.characterSheet,
    ...(facts ? { picture: facts } : {}),
    isCover: page.index === 0,
    title: plan.title,
    ...(reference ? { reference } : {}),
  });
  const key = pageImageKey(page.bookId, page.index, picture.extension);
  await deps.assets.put(key, picture.body, picture.contentType);
  const now = deps.clock.now().toISOString();
  const events = await pageEvents(deps, page, now);
  await deps.store.savePageImage(page, page.index, key, now, events);
  await emitWritten(deps, page, 'story.page', events, page.index);
  return page;
}

/** The story.page event a page's text or picture writes with it (forwarded once both have landed). */
async function pageEvents(deps: RecordDeps, page: PageJob, now: string) {
  const book = deps.webhooks?.outbox ? await deps.store.findBook(page.bookId) : undefined;
  return book ? outboxEntries(deps, book, page.taskId, 'story.page', now, page.index) : [];
}

/** The book's pages by index, every one with its text and picture; a page without either fails the book. */
function requireFinishedPages(story: StoredStory): Map<number, StoredStory['pages'][number]> {
  const pages = new Map(story.pages.map((page) => [page.index, page]));
  const missing = Array.from({ length: story.book.pageCount }, (_, i) => i).filter((i) => !pages.get(i)?.content || !pages.get(i)?.imageKey);
  if (missing.length > 0) throw new IncompleteBookError(`Pages ${missing.join(', ')} have no text or picture.`);
  return pages;
}

/** Every page of the book with its text and picture bytes, in order. */
async function finishedPages(deps: RecordDeps & Pick<GenerationDeps, 'assets'>, story: StoredStory): Promise<BookFilePage[]> {
  const pages = [...requireFinishedPages(story).values()].sort((a, b) => a.index - b.index);
  return Promise.all(pages.map(async (page) => ({
    index: page.index,
    title: page.title,
    content: page.content!,
    picture: { bytes: await deps.assets.getBytes(page.imageKey!), contentType: 'image/png' },
  })));
}

/** The book's PDF and reader page, made from its finished pages and stored beside the pictures. */
export async function makeBookFiles(deps: BookFilesStepDeps, input: unknown): Promise<Job> {
  const job = parse(jobSchema, input);
  const story = await deps.store.findStory(job.bookId);
  if (!story) throw new InvalidJobError(`No book ${job.bookId}.`);
  const { book } = story;
  const forFiles: BookForFiles = {
    bookId: book.bookId,
    title: book.title ?? '',
    summary: book.summary ?? '',
    language: book.language as BookForFiles['language'],
    ageRange: book.ageRange as BookForFiles['ageRange'],
    style: book.style as BookForFiles['style'],
    pages: await finishedPages(deps, story),
  };
  let files;
  try {
    files = await deps.bookFiles.make(forFiles);
  } catch (error) {
    // A renderer's own failure is not a dependency hiccup: retrying it would make the same bad file.
    throw new BookFilesError(error instanceof Error ? error.message : String(error));
  }
  const keys = { pdfKey: bookPdfKey(book.bookId), readerKey: readerPageKey(book.bookId) };
  await Promise.all([
    deps.assets.put(keys.pdfKey, files.pdf, 'application/pdf'),
    deps.assets.put(keys.readerKey, files.readerPage, 'text/html; charset=utf-8'),
  ]);
  await deps.store.saveBookFiles(job, keys, deps.clock.now().toISOString());
  return job;
}

export async function finalize(deps: RecordDeps, input: unknown): Promise<Job> {
  const job = parse(jobSchema, input);
  const story = await deps.store.findStory(job.bookId);
  if (!story) throw new InvalidJobError(`No book ${job.bookId}.`);
  const pages = requireFinishedPages(story);
  const now = deps.clock.now().toISOString();
  const events = outboxEntries(deps, story.book, job.taskId, 'story.completed', now);
  const completedNow = await deps.store.complete(job, pages.get(0)!.imageKey!, now, events);
  deps.logger.info(completedNow ? 'book completed' : 'book was completed already', { bookId: job.bookId, taskId: job.taskId, pages: story.book.pageCount });
  await emitWritten(deps, job, 'story.completed', events);
  return job;
}

// Keyed by the names the steps' errors declare (what a Catch records as `Error`).
const failureMessages: Record<string, string> = {
  [ProviderRejectedError.errorName]: 'The story or picture service refused this book',
  [ProviderThrottledError.errorName]: 'The story or picture service stayed too busy to finish this book',
  [ProviderUnavailableError.errorName]: 'The story or picture service was unavailable for too long',
  [IncompleteBookError.errorName]: 'Some pages could not be finished',
  [BookFilesError.errorName]: 'The book’s PDF and reader page could not be made',
  [GeneratedContentRefusedError.errorName]: 'The story service wrote something our content policy does not allow',
  [IdeaRefusedError.errorName]: 'The story idea is not allowed by the content policy',
  [BookDeadlinePassedError.errorName]: 'The story or picture service was too busy to finish this book in time',
  'States.Timeout': 'Generation took too long and was stopped',
};

/**
 * The reason, then what happened to the credits: returned for unfinished pages, or kept when every page was made;
 * a test book (`livemode: false`) reserved none, and says so.
 */
export function withCreditsNote(reason: string, creditsRefunded: number, livemode = true): string {
  const note = !livemode
    ? 'Test books use no credits.'
    : creditsRefunded > 0 ? 'Credits for unfinished pages were returned.' : 'Every page was finished, so its credits stay spent.';
  return `${reason.replace(/\.?$/, '.')} ${note}`;
}

/** The task's ending: fails it with `reason`, refunding every page not delivered, and says so. */
export function endingFor(reason: string, taskId: string, extra: Pick<TaskEnding, 'cancelledAt'> = {}): (story: StoredStory) => TaskEnding {
  return (story) => {
    const creditsToRefund = undeliveredCredits(story, taskId);
    return { ...extra, creditsToRefund, errorMessage: withCreditsNote(reason, creditsToRefund, livemodeOf(story.book)) };
  };
}

/** A human-readable reason from what a Catch recorded: the error's kind, plus its message where it helps. */
export function failureReason(error: { Error?: string; Cause?: string } | undefined): string {
  const name = error?.Error ?? 'Unknown';
  let detail: string | undefined;
  try {
    detail = (JSON.parse(error?.Cause ?? '') as { errorMessage?: string }).errorMessage;
  } catch {
    detail = error?.Cause;
  }
  // The service's own dependency: named from the error's message ("The database is temporarily unavailable…").
  if (name === ExternalServiceError.errorName) {
    const dependency = /^The (.+?) is temporarily unavailable/.exec(detail ?? '')?.[1] ?? 'storage';
    return `The ${dependency} stayed unavailable for too long (the book waited about two minutes)`;
  }
  const base = failureMessages[name] ?? 'Generation failed unexpectedly';
  return detail && name in failureMessages ? `${base}: ${detail}` : `${base} (${name}).`;
}

const failureSchema = jobSchema.extend({ error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional() });

export async function markFailed(deps: RecordDeps, input: unknown) {
  const { error, ...job } = parse(failureSchema, input);
  const reason = failureReason(error);
  const now = deps.clock.now().toISOString();
  const { ending, written } = endingWithFailedEvent(deps, job.taskId, now, endingFor(reason, job.taskId));
  // MarkFailed answers with the message it wrote (true for test books too), not one made again from the outcome.
  let errorMessage: string | undefined;
  const outcome = await deps.store.fail(job, (story) => {
    const decided = ending(story);
    errorMessage = decided.errorMessage;
    return decided;
  }, now);
  deps.logger.warn('book failed', { bookId: job.bookId, taskId: job.taskId, error: error?.Error, ...outcome });
  await emitWritten(deps, job, 'story.failed', written);
  return { ...job, ...outcome, errorMessage: errorMessage ?? withCreditsNote(reason, outcome.creditsRefunded) };
}

export interface ReaperDeps {
  readonly store: GenerationStore;
  readonly runner: WorkflowRunner;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly stuckAfterSeconds: number;
  readonly webhooks?: WebhookEvents | undefined;
}

/** Ends every job that stopped making progress: its run is stopped, the task failed and refunded. */
export async function reapStuck(deps: ReaperDeps): Promise<{ reaped: TaskRef[] }> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - deps.stuckAfterSeconds * 1000).toISOString();
  const minutes = Math.round(deps.stuckAfterSeconds / 60);
  const reason = `Generation stopped making progress for ${minutes} minute${minutes === 1 ? '' : 's'} and was ended.`;
  const reaped: TaskRef[] = [];
  for (const task of await deps.store.findStuck(before, 100)) {
    await deps.runner.stop(task.taskId, reason);
    const { ending, written } = endingWithFailedEvent(deps, task.taskId, now.toISOString(), endingFor(reason, task.taskId));
    const outcome = await deps.store.fail(task, ending, now.toISOString());
    if (!outcome.alreadyEnded) reaped.push({ bookId: task.bookId, taskId: task.taskId });
    // The event is in the outbox with the failure: a queue hiccup here leaves it for the sweep below (next run).
    await emitWritten(deps, task, 'story.failed', written).catch((error: unknown) => deps.logger.error('webhook event not forwarded', { bookId: task.bookId, taskId: task.taskId, error: String(error) }));
    deps.logger.warn('stuck job reaped', { bookId: task.bookId, taskId: task.taskId, status: task.status, heartbeatAt: task.heartbeatAt, ...outcome });
  }
  // The webhook outbox's sweep rides on the reaper's minute (docs/decisions/webhooks.md); it never stops the reaping.
  await forwardQueuedWebhooks(deps).catch((error: unknown) => deps.logger.error('webhook outbox sweep failed', { error: String(error) }));
  return { reaped };
}

export interface DispatchDeps {
  readonly runner: WorkflowRunner;
  readonly logger: Logger;
}

/** Starts one run per job, named by its taskId, so a redelivered message starts nothing new. */
export async function dispatchJob(deps: DispatchDeps, body: string): Promise<'started' | 'already_exists'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new InvalidJobError('The job message is not JSON.');
  }
  const job = parse(jobSchema, parsed);
  const outcome = await deps.runner.start(job.taskId, job);
  deps.logger.info(outcome === 'started' ? 'generation started' : 'generation already running', { bookId: job.bookId, taskId: job.taskId });
  return outcome;
}
