import { NotFoundError, ValidationError } from './errors';
import { progressOf } from './generation';
import type { Principal } from './authenticate';
import type { StoredStory, TaskRecord } from './records';
import { bookIdSchema, type Story, type StoryPage } from './schemas';
import type { AssetUrlSigner } from '../ports/asset-urls';
import type { StoryStore } from '../ports/story-store';

export interface GetStoryDeps {
  readonly store: StoryStore;
  readonly assets: AssetUrlSigner;
}


function latestTask(stored: StoredStory): TaskRecord | undefined {
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
    pages,
  };
}

/** The caller's own book; anyone else's, or a missing one, is indistinguishable: 404. */
export async function getStory(deps: GetStoryDeps, input: { principal: Principal; bookId: string | undefined }): Promise<Story> {
  const bookId = input.bookId ?? '';
  if (!bookIdSchema.safeParse(bookId).success) {
    throw new ValidationError('The story id is invalid.', { fields: { id: 'id must be a UUID (the bookId from the create call)' } });
  }
  const stored = await deps.store.findStory(bookId.toLowerCase());
  if (!stored || stored.book.userId !== input.principal.userId) throw new NotFoundError('No story with this id.');
  return toStoryView(stored, deps.assets);
}
