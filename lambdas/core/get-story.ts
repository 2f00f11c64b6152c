import { NotFoundError, ValidationError } from './errors';
import { progressOf } from './generation';
import { presentedApiKey, principalFor, type CredentialHeaders } from './authenticate';
import type { StoredStory, TaskRecord } from './records';
import { bookIdSchema, type Story, type StoryPage } from './schemas';
import { countMinuteRead, type RateInfo } from './minute-limit';
import { livemodeOf, sameMode } from './key-mode';
import type { AbuseGuard } from './abuse-guard';
import type { AssetUrlSigner } from '../ports/asset-urls';
import type { Clock } from '../ports/clock';
import type { KeyStore } from '../ports/key-store';
import type { RequestCounter } from '../ports/request-counter';
import type { StoryStore } from '../ports/story-store';

export interface GetStoryDeps {
  readonly keys: KeyStore;
  readonly store: StoryStore;
  readonly assets: AssetUrlSigner;
  readonly counter: RequestCounter;
  readonly guard: AbuseGuard;
  readonly clock: Clock;
}

export interface GetStoryInput {
  readonly credentials: CredentialHeaders;
  readonly bookId: string | undefined;
  /** The client's address, for the abuse rules. */
  readonly sourceIp?: string | undefined;
  /** Told the key's read window once this read is counted (the x-ratelimit-* headers). */
  readonly onRate?: (rate: RateInfo) => void;
}


/** The task the book's status comes from: the one the book names, else the newest. */
export function latestTask(stored: StoredStory): TaskRecord | undefined {
  const named = stored.tasks.find((task) => task.taskId === stored.book.latestTaskId);
  if (named) return named;
  return [...stored.tasks].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

async function signed(assets: AssetUrlSigner, key: string | null): Promise<string | null> {
  return key === null ? null : assets.signedUrl(key);
}

export async function toStoryView(stored: StoredStory, assets: AssetUrlSigner): Promise<Story> {
  const { book } = stored;
  const task = latestTask(stored);
  const pages: StoryPage[] = await Promise.all(
    [...stored.pages]
      .sort((a, b) => a.index - b.index)
      .map(async (page) => ({
        index: page.index,
        title: page.title,
        content: page.content,
        imageUrl: await signed(assets, page.imageKey),
      })),
  );
  return {
    id: book.bookId,
    title: book.title,
    slug: book.slug,
    coverImage: await signed(assets, book.coverImageKey),
    summary: book.summary,
    storyIdea: book.storyIdea,
    ageRange: book.ageRange,
    style: book.style,
    pageCount: book.pageCount,
    tone: book.tone,
    language: book.language,
    source: book.source,
    storageProvider: book.storageProvider,
    createdAt: book.createdAt,
    updatedAt: task && task.updatedAt > book.updatedAt ? task.updatedAt : book.updatedAt,
    status: task?.status ?? 'unknown',
    progress: task ? progressOf(task) : 0,
    errorMessage: task?.status === 'failed' ? task.errorMessage : null,
    completedAt: task?.completedAt ?? null,
    // Signed at read time like the pictures; null until the book is completed, while its files are made again
    // (docs/decisions/workflow-retries-and-refunds.md), and for books made before them.
    pdfUrl: task?.status === 'completed' ? await signed(assets, book.pdfKey ?? null) : null,
    readerUrl: task?.status === 'completed' ? await signed(assets, book.readerKey ?? null) : null,
    cancelledAt: task?.cancelledAt ?? null,
    livemode: livemodeOf(book),
    pages,
  };
}

/**
 * The caller's own book; anyone else's, or a missing one, is indistinguishable: 404.
 * The key and the book are read side by side (one round trip of waiting, not two); the book is shown only once the
 * key is known to be its owner's, and a bad key is answered 401 whatever the read found. A known key's read is
 * counted against its own per-minute read limit before anything else is said.
 */
export async function getStory(deps: GetStoryDeps, input: GetStoryInput): Promise<Story> {
  const apiKey = presentedApiKey(input.credentials);
  const bookId = input.bookId ?? '';
  const validId = bookIdSchema.safeParse(bookId).success;
  const principal = principalFor(deps.keys, apiKey);
  const read = validId ? deps.store.findStory(bookId.toLowerCase()) : Promise.resolve(undefined);
  // Whichever fails first, the other's failure is still reported in order below, never left unhandled.
  principal.catch(() => undefined);
  read.catch(() => undefined);
  const owner = await principal;
  const now = deps.clock.now();
  await deps.guard.checkUse(owner, input.sourceIp, now);
  input.onRate?.(await countMinuteRead(deps.counter, owner, now));
  const { userId } = owner;
  if (!validId) {
    throw new ValidationError('The story id is invalid.', { fields: { id: 'id must be a UUID (the bookId from the create call)' } });
  }
  const stored = await read;
  // A book of the other mode is hidden like another user's (docs/test-mode.md).
  if (!stored || stored.book.userId !== userId || !sameMode(owner, stored.book)) throw new NotFoundError('No story with this id.');
  return toStoryView(stored, deps.assets);
}
