import type { AccountAdmin } from '../lambdas/core/accounts';

// The bench's client side of the HTTP API: plain fetch, every status checked, every body read to the end.

/** The body every benchmarked POST sends (the same story a client of the book benchmark asks for). */
export const benchStoryBody = {
  storyIdea: 'A brave little lighthouse keeper named Ada who befriends a whale',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount: 10,
  tone: 'adventurous',
  language: 'english',
} as const;

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A non-2xx answer falsifies a latency or throughput figure (a 429 is fast), so it stops the bench. */
export class UnexpectedStatusError extends Error {
  constructor(what: string, response: ApiResponse) {
    super(`${what} answered ${response.status}, expected 2xx: ${JSON.stringify(response.body).slice(0, 300)}`);
    this.name = 'UnexpectedStatusError';
  }
}

async function send(url: string, init: RequestInit): Promise<ApiResponse> {
  const response = await fetch(url, init);
  // Reading the whole body lets fetch reuse the connection, as a real client's next request would.
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A non-JSON body is kept as text for the error message.
  }
  return { status: response.status, headers: response.headers, body };
}

export function postStory(baseUrl: string, apiKey: string, idempotencyKey?: string): Promise<ApiResponse> {
  return send(`${baseUrl}/v1/stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
    body: JSON.stringify(benchStoryBody),
  });
}

export function getStory(baseUrl: string, apiKey: string, bookId: string): Promise<ApiResponse> {
  return send(`${baseUrl}/v1/stories/${bookId}`, { headers: { 'x-api-key': apiKey } });
}

export function expectSuccess(what: string, response: ApiResponse): ApiResponse {
  if (response.status < 200 || response.status > 299) throw new UnexpectedStatusError(what, response);
  return response;
}

/**
 * API keys for benchmarked POSTs. Each belongs to a fresh Premium user and is handed out at most `budget` times,
 * below the plan's 200 requests a minute and 200 books a day; its monthly credits are raised by the admin,
 * so no request of the bench is ever refused by a limit.
 */
export class PostKeys {
  private created = 0;

  constructor(
    private readonly admin: AccountAdmin,
    private readonly budget = 150,
  ) {}

  /** `count` keys, one per request, from users of their own (none shared with another allocation). */
  async allocate(count: number): Promise<string[]> {
    const keys: string[] = [];
    while (keys.length < count) {
      const apiKey = await this.newUserKey();
      keys.push(...Array.from({ length: Math.min(this.budget, count - keys.length) }, () => apiKey));
    }
    return keys;
  }

  get usersCreated(): number {
    return this.created;
  }

  private async newUserKey(): Promise<string> {
    this.created += 1;
    const { userId } = await this.admin.createUser({ email: `bench-post-${this.created}@example.com`, plan: 'premium' });
    // A book charges pageCount credits; this keeps the budget far from the month's limit.
    await this.admin.setMonthlyCredits(userId, 1_000_000);
    return (await this.admin.createKey(userId)).apiKey;
  }
}
