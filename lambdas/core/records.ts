import type { Plan } from './plans';
import type { GenerationStatus } from './schemas';

// What the service stores, independent of how the store lays it out.

export interface ApiKeyRecord {
  readonly keyHash: string;
  readonly keyId: string;
  readonly userId: string;
  readonly status: 'active' | 'revoked';
  /** Snapshot of the owner's plan, kept in step by every plan change, so one read authorises a request. */
  readonly plan: Plan;
  readonly monthlyCredits: number;
}

export interface BookRecord {
  readonly bookId: string;
  readonly userId: string;
  readonly title: string | null;
  readonly slug: string | null;
  readonly summary: string | null;
  readonly coverImageKey: string | null;
  /** The book's PDF and reader page, once made (books finished before they existed have none). */
  readonly pdfKey?: string | null;
  readonly readerKey?: string | null;
  readonly storyIdea: string;
  readonly ageRange: string;
  readonly style: string;
  readonly pageCount: number;
  readonly tone: string;
  readonly language: string;
  readonly source: 'web' | 'api' | 'hf';
  readonly storageProvider: string;
  readonly latestTaskId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface TaskRecord {
  readonly taskId: string;
  readonly bookId: string;
  readonly userId: string;
  readonly status: GenerationStatus;
  readonly progress: number;
  readonly errorMessage: string | null;
  /** Credits reserved at acceptance (one per page, cover included) and the month they were taken from. */
  readonly creditsReserved: number;
  readonly creditPeriod: string;
  readonly creditsRefunded: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly completedAt: string | null;
  /** Workflow steps finished and planned (plan, each page's text and picture, finalize): progress comes from these. */
  readonly stepsDone?: number;
  readonly stepsTotal?: number;
}

export interface PageRecord {
  readonly index: number;
  readonly title: string | null;
  readonly content: string | null;
  readonly imageKey: string | null;
}

export interface IdempotencyRecord {
  readonly requestHash: string;
  readonly bookId: string;
  readonly taskId: string;
  readonly expiresAt: string;
}

export interface StoredStory {
  readonly book: BookRecord;
  readonly tasks: readonly TaskRecord[];
  readonly pages: readonly PageRecord[];
}
