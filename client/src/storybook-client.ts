// A typed client for the Storybook API v1: create with safe retries, read, and wait for a book to finish.
import type {
  CreateStoryInput,
  Envelope,
  GenerationStatus,
  LibraryPage,
  Story,
  StoryPage,
  StorySource,
  LibraryStatusFilter,
  StoryStatus,
  StorySummary,
  TaskAcceptance,
  Usage,
  WebhookDeliveriesPage,
  WebhookDeliveryOutcome,
  WebhookEventType,
  WebhookReplay,
} from './api-shapes.js';
import { ApiError, apiErrorFrom, BookFailedError, DeadlineExceededError, NetworkError } from './errors.js';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryPolicy {
  /** Retries after the first attempt (default 4). */
  retries: number;
  /** First backoff step; doubles per retry up to `maxDelayMs`, then jittered into its upper half. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking for a longer wait than this (a daily cap) is thrown at once instead of waited out. */
  maxRetryAfterSeconds: number;
}

export interface StorybookClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  sleep?: Sleep;
  /** Jitter source, in [0, 1). */
  random?: () => number;
  /** Milliseconds since the epoch; deadlines are measured with it. */
  now?: () => number;
  retry?: Partial<RetryPolicy>;
}

/** The minute window's counters from the `x-ratelimit-*` headers; absent headers stay undefined. */
export interface RateLimit {
  limit?: number;
  remaining?: number;
  /** Seconds until the window resets. */
  resetSeconds?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as `X-Request-Id` (at most 64 characters) to find the request in the service's logs; otherwise it makes one. */
  requestId?: string;
}

/** GET /v1/stories' query: a page size (1–100, default 20), the previous page's `nextCursor`, and filters. */
export interface ListStoriesQuery {
  limit?: number;
  cursor?: string;
  status?: LibraryStatusFilter;
  source?: StorySource;
}

export interface ListWebhookDeliveriesQuery {
  limit?: number;
  cursor?: string;
  bookId?: string;
  eventType?: WebhookEventType;
  outcome?: WebhookDeliveryOutcome;
}

export interface CreateStoryOptions extends RequestOptions {
  /** Sent as `Idempotency-Key`; a UUID is generated when absent, and every retry reuses it. */
  idempotencyKey?: string;
  retries?: number;
  /** Told before each wait ahead of a retry (a 429's wait can be a minute). */
  onRetry?: (retry: { attempt: number; delayMs: number; error: unknown }) => void;
}

export interface CreateStoryResult {
  taskId: string;
  bookId: string;
  status: GenerationStatus;
  /** True when the server answered from an earlier request with the same key (`idempotent-replayed`). */
  replayed: boolean;
  idempotencyKey: string;
  rate: RateLimit;
  requestId?: string;
}

export interface WaitForStoryOptions {
  signal?: AbortSignal;
  /** Milliseconds from now, or a moment. */
  deadline?: number | Date;
  /** Called with the first Story read and again whenever its status or progress changes (after that read's onPage calls). */
  onProgress?: (story: Story) => void;
  /** Called once per page, the first time it has both content and imageUrl. */
  onPage?: (page: StoryPage, story: Story) => void;
  /** First polling interval (default 1000 ms); it grows ×1.5 while nothing changes. */
  intervalMs?: number;
  /** Longest polling interval (default 5000 ms). */
  maxIntervalMs?: number;
}

const defaultRetryPolicy: RetryPolicy = { retries: 4, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterSeconds: 120 };

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

interface ApiResponse<T> {
  data: T;
  headers: Headers;
  requestId?: string;
}

export class StorybookClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly fetchFn: typeof globalThis.fetch;
  private readonly sleep: Sleep;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly retry: RetryPolicy;

  constructor(options: StorybookClientOptions) {
    if (!options.baseUrl) throw new TypeError('baseUrl is required');
    if (!options.apiKey) throw new TypeError('apiKey is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.retry = { ...defaultRetryPolicy, ...options.retry };
  }

  /** POST /v1/stories. Retrying is safe because every attempt carries the same Idempotency-Key. */
  async createStory(input: CreateStoryInput, options: CreateStoryOptions = {}): Promise<CreateStoryResult> {
    const idempotencyKey = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    const retries = options.retries ?? this.retry.retries;
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.call<TaskAcceptance>('POST', '/v1/stories', {
          body: input,
          headers: { 'idempotency-key': idempotencyKey, ...requestIdHeader(options) },
          signal: options.signal,
        });
        const { taskId, bookId, status } = response.data;
        return {
          taskId,
          bookId,
          status,
          replayed: response.headers.get('idempotent-replayed') === 'true',
          idempotencyKey,
          rate: rateLimitFrom(response.headers),
          ...(response.requestId === undefined ? {} : { requestId: response.requestId }),
        };
      } catch (error) {
        const delay = attempt < retries ? this.retryDelay(error, attempt) : undefined;
        if (delay === undefined) throw error;
        options.onRetry?.({ attempt: attempt + 1, delayMs: delay, error });
        await this.sleep(delay, options.signal);
      }
    }
  }

  /** GET /v1/stories/{id}: one attempt; waitForStory is the polling loop. */
  async getStory(id: string, options: RequestOptions = {}): Promise<Story> {
    const response = await this.call<Story>('GET', `/v1/stories/${encodeURIComponent(id)}`, {
      headers: requestIdHeader(options),
      signal: options.signal,
    });
    return response.data;
  }

  /**
   * GET /v1/webhooks/secret: the key that signs every delivery to your webhooks (made on first use). Check a
   * delivery with `verifyWebhook(secret, headers, rawBody)`.
   */
  async getWebhookSecret(options: RequestOptions = {}): Promise<string> {
    const response = await this.call<{ secret: string }>('GET', '/v1/webhooks/secret', { headers: requestIdHeader(options), signal: options.signal });
    return response.data.secret;
  }

  /**
   * GET /v1/webhooks/deliveries: one page of your delivery log (the key's mode only), newest first. Pass `nextCursor`
   * back as `cursor` with the same filters; with a filter a page may be short before the end.
   */
  async listWebhookDeliveries(query: ListWebhookDeliveriesQuery = {}, options: RequestOptions = {}): Promise<WebhookDeliveriesPage> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    const response = await this.call<WebhookDeliveriesPage>('GET', `/v1/webhooks/deliveries${search ? `?${search}` : ''}`, { headers: requestIdHeader(options), signal: options.signal });
    return response.data;
  }

  /** POST /v1/webhooks/deliveries/{id}/replay: sends the attempt's event again (same body and webhook-id, signed anew). */
  async replayWebhookDelivery(id: string, options: RequestOptions = {}): Promise<WebhookReplay> {
    const response = await this.call<WebhookReplay>('POST', `/v1/webhooks/deliveries/${encodeURIComponent(id)}/replay`, { headers: requestIdHeader(options), signal: options.signal });
    return response.data;
  }

  /**
   * POST /v1/stories/{id}/cancel: one attempt. Resolves with the book, now failed with `cancelledAt` (a book
   * cancelled already answers the same); a book that ended otherwise rejects with StoryAlreadyFinishedError.
   */
  async cancelStory(id: string, options: RequestOptions = {}): Promise<Story> {
    const response = await this.call<Story>('POST', `/v1/stories/${encodeURIComponent(id)}/cancel`, {
      headers: requestIdHeader(options),
      signal: options.signal,
    });
    return response.data;
  }

  /**
   * GET /v1/stories: one page of the key owner's library, newest first, books without pages. Pass `nextCursor` back
   * as `cursor` with the same filters; with a filter a page may be short (even empty) before the end.
   */
  async listStories(query: ListStoriesQuery = {}, options: RequestOptions = {}): Promise<LibraryPage> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    const response = await this.call<LibraryPage>('GET', `/v1/stories${search ? `?${search}` : ''}`, { headers: requestIdHeader(options), signal: options.signal });
    return response.data;
  }

  /** Every book of the library matching the filters, page after page, until `nextCursor` is null. */
  async *allStories(query: Omit<ListStoriesQuery, 'cursor'> = {}, options: RequestOptions = {}): AsyncGenerator<StorySummary> {
    let cursor: string | undefined;
    do {
      const page = await this.listStories({ ...query, ...(cursor !== undefined && { cursor }) }, options);
      yield* page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
  }

  /** GET /v1/usage: the plan, this month's credits and the create windows, as POST /v1/stories counts them. */
  async getUsage(options: RequestOptions = {}): Promise<Usage> {
    const response = await this.call<Usage>('GET', '/v1/usage', { headers: requestIdHeader(options), signal: options.signal });
    return response.data;
  }

  /**
   * Polls until the book is completed (resolves with it) or failed (rejects with BookFailedError). Network errors,
   * 5xx gateway answers and 429 are waited through; the deadline rejects with DeadlineExceededError, an abort with
   * the signal's reason.
   */
  async waitForStory(id: string, options: WaitForStoryOptions = {}): Promise<Story> {
    const startInterval = options.intervalMs ?? 1_000;
    const maxInterval = Math.max(options.maxIntervalMs ?? 5_000, startInterval);
    const deadlineAt =
      options.deadline === undefined
        ? undefined
        : options.deadline instanceof Date
          ? options.deadline.getTime()
          : this.now() + options.deadline;
    // A request still open at the deadline is cut off rather than waited for.
    const deadline = new AbortController();
    const timer =
      deadlineAt === undefined ? undefined : setTimeout(() => deadline.abort(), Math.max(0, deadlineAt - this.now()));
    const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
    let last: Story | undefined;
    try {
      let interval = startInterval;
      let lastState: string | undefined;
      const pagesSeen = new Set<number>();
      for (;;) {
        if (signal.aborted) throw signal.reason;
        let wait: number;
        try {
          const story = await this.getStory(id, { signal });
          last = story;
          for (const page of [...story.pages].sort((a, b) => a.index - b.index)) {
            if (page.content && page.imageUrl && !pagesSeen.has(page.index)) {
              pagesSeen.add(page.index);
              options.onPage?.(page, story);
            }
          }
          const state = `${story.status}:${story.progress}`;
          if (state !== lastState) {
            lastState = state;
            interval = startInterval;
            options.onProgress?.(story);
          } else {
            interval = Math.min(maxInterval, interval * 1.5);
          }
          if (story.status === 'completed') return story;
          if (story.status === 'failed') throw new BookFailedError(story);
          wait = interval;
        } catch (error) {
          if (signal.aborted || !isTransient(error)) throw error;
          wait = error instanceof ApiError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : interval;
          interval = Math.min(maxInterval, interval * 1.5);
        }
        if (deadlineAt !== undefined) {
          const remaining = deadlineAt - this.now();
          if (remaining <= 0) throw new DeadlineExceededError(id, last);
          wait = Math.min(wait, remaining);
        }
        await this.sleep(wait, signal);
      }
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (deadline.signal.aborted) throw new DeadlineExceededError(id, last);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Milliseconds to wait before retrying a create, or undefined when the error must not be retried. */
  private retryDelay(error: unknown, attempt: number): number | undefined {
    const backoff = () => {
      const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt);
      return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
    };
    if (error instanceof NetworkError) return backoff();
    if (!(error instanceof ApiError)) return undefined;
    if (error.status === 429) {
      if (error.retryAfterSeconds === undefined) return backoff();
      return error.retryAfterSeconds <= this.retry.maxRetryAfterSeconds ? error.retryAfterSeconds * 1000 : undefined;
    }
    return gatewayStatuses.has(error.status) ? backoff() : undefined;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal | undefined },
  ): Promise<ApiResponse<T>> {
    init.signal?.throwIfAborted();
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': this.apiKey, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let responseHeaders: Headers;
    let text: string;
    try {
      const response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        ...(init.signal ? { signal: init.signal } : {}),
      });
      status = response.status;
      responseHeaders = response.headers;
      text = await response.text();
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw new NetworkError(`${method} ${path} got no answer: ${describeFetchError(error)}`, { cause: error });
    }
    const envelope = parseEnvelope<T>(text);
    const requestId = envelope?.requestId ?? responseHeaders.get('x-request-id') ?? undefined;
    if (status >= 200 && status < 300 && envelope?.ok === true && envelope.data !== undefined) {
      return { data: envelope.data, headers: responseHeaders, ...(requestId === undefined ? {} : { requestId }) };
    }
    const retryAfterSeconds = parseRetryAfter(responseHeaders.get('retry-after'), this.now());
    const body = envelope?.error;
    throw apiErrorFrom({
      status,
      code: body?.code ?? 'UNEXPECTED_RESPONSE',
      message: body?.message ?? `Unexpected response to ${method} ${path} (HTTP ${status})`,
      requestId,
      fields: body?.fields,
      meta: body?.meta,
      retryAfterSeconds,
    });
  }
}

/** Statuses a gateway or the service's dependency outage answers with; the request may well succeed later. */
const gatewayStatuses = new Set([502, 503, 504]);

/** Errors worth polling through: no answer, a dependency outage, or being asked to slow down. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 429 || gatewayStatuses.has(error.status));
}

function parseEnvelope<T>(text: string): Envelope<T> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Envelope<T>) : undefined;
  } catch {
    return undefined;
  }
}

/** `retry-after` is whole seconds here, but HTTP also allows a date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const requestIdHeader = (options: RequestOptions): Record<string, string> =>
  options.requestId === undefined ? {} : { 'x-request-id': options.requestId };

function rateLimitFrom(headers: Headers): RateLimit {
  const int = (name: string) => {
    const value = headers.get(name);
    return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  };
  const rate: RateLimit = {};
  const limit = int('x-ratelimit-limit');
  const remaining = int('x-ratelimit-remaining');
  const resetSeconds = int('x-ratelimit-reset');
  if (limit !== undefined) rate.limit = limit;
  if (remaining !== undefined) rate.remaining = remaining;
  if (resetSeconds !== undefined) rate.resetSeconds = resetSeconds;
  return rate;
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
}
