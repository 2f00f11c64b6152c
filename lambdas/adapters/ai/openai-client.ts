// One JSON POST to an OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM, LocalAI) over fetch, with a
// whole-request timeout capped by the invocation's deadline, and its failures mapped onto the provider errors.
import {
  ProviderError, ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError, type ProviderOperation,
} from '../../ports/provider-errors';

export const OPENAI_PROVIDER = 'openai';

export interface OpenAiClientOptions {
  /** Scheme, host, port and any path prefix before `/v1`, e.g. `http://127.0.0.1:11434` or `https://api.openai.com`. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (local servers usually need none). */
  readonly apiKey?: string | undefined;
  /** Default 50 000: each call, the whole answer included. */
  readonly requestTimeoutMs?: number | undefined;
  /** When the caller must have its answer (epoch ms): a call never runs past it (see invocation-deadline.ts). */
  readonly deadline?: (() => number | undefined) | undefined;
  /** The setting `baseUrl` came from, for messages: OPENAI_BASE_URL unless told. */
  readonly baseUrlSetting?: string | undefined;
}

/** Which setting names the model of a call, for messages that say what to fix. */
const MODEL_SETTING: Record<ProviderOperation, string> = {
  planStory: 'OPENAI_TEXT_MODEL',
  writePage: 'OPENAI_TEXT_MODEL',
  illustrate: 'OPENAI_IMAGE_MODEL',
  moderate: 'OPENAI_MODERATION_MODEL',
};

/** What the model of a call must support, for the message of a refused request. */
const MODEL_ABILITY: Record<ProviderOperation, string> = {
  planStory: 'JSON schema output',
  writePage: 'JSON schema output',
  illustrate: 'image generation',
  moderate: 'moderation',
};

interface OpenAiErrorBody {
  error?: { message?: unknown; type?: unknown; code?: unknown } | string;
  message?: unknown;
}

/** The error object OpenAI documents (`{ error: { message, type, code } }`), or what a compatible server sends instead. */
function errorDetail(text: string): { message: string; code: string | undefined } {
  try {
    const body = JSON.parse(text) as OpenAiErrorBody;
    if (typeof body.error === 'string') return { message: body.error, code: undefined };
    const message = body.error?.message ?? body.message;
    const code = body.error?.code ?? body.error?.type;
    return { message: typeof message === 'string' ? message : text.slice(0, 300), code: typeof code === 'string' ? code : undefined };
  } catch {
    return { message: text.slice(0, 300), code: undefined };
  }
}

/** `retry-after` in seconds or as an HTTP date (and OpenAI's `retry-after-ms`), as milliseconds from now. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A 429's error: the workflow retries it by its name; `retryAfterMs` is what the server's `retry-after` asked for. */
export type OpenAiThrottledError = ProviderThrottledError & { readonly retryAfterMs: number | undefined };

export class OpenAiClient {
  readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly requestTimeoutMs: number;
  private readonly deadline: () => number | undefined;
  private readonly baseUrlSetting: string;

  constructor(options: OpenAiClientOptions) {
    // A base URL given with its `/v1` (as OpenAI's own clients take it) is accepted too.
    this.baseUrl = options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.apiKey = options.apiKey || undefined;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 50_000;
    this.deadline = options.deadline ?? (() => undefined);
    this.baseUrlSetting = options.baseUrlSetting ?? 'OPENAI_BASE_URL';
  }

  /** Keys and key-like tokens never reach a message: these become the book's failure reason, which API clients read. */
  private withoutSecrets(text: string): string {
    let clean = this.apiKey ? text.split(this.apiKey).join('[key]') : text;
    // OpenAI quotes a refused key masked ("sk-proj-****abcd"): its visible ends are still part of a secret.
    clean = clean.replace(/\bsk[-_][\w*.-]{4,}/gi, '[key]').replace(/\S*\*{3,}\S*/g, '[key]').replace(/Bearer\s+\S+/gi, 'Bearer [key]');
    return clean;
  }

  /** POSTs `body` as JSON to `{baseUrl}{path}` and returns the parsed JSON answer; every failure is a ProviderError. */
  async post(path: `/v1/${string}`, body: object, operation: ProviderOperation, model: string): Promise<unknown> {
    const context = { provider: OPENAI_PROVIDER, operation };
    const timeLeft = (this.deadline() ?? Number.POSITIVE_INFINITY) - Date.now();
    if (timeLeft <= 0) throw new ProviderUnavailableError(`The ${operation} call was not sent: the invocation's time is up`, context);
    const timeoutMs = Math.min(this.requestTimeoutMs, timeLeft);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw this.transportError(error, operation, timeoutMs);
    }
    if (response.status >= 200 && response.status < 300) {
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new ProviderUnavailableError(`${this.server()} answered ${path} with something that is not JSON`, { ...context, cause: error });
      }
    }
    throw this.statusError(response, text, operation, model, path);
  }

  private server(): string {
    return `The OpenAI-compatible server at ${this.baseUrl}`;
  }

  private transportError(error: unknown, operation: ProviderOperation, timeoutMs: number): ProviderError {
    const context = { provider: OPENAI_PROVIDER, operation, cause: error };
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new ProviderUnavailableError(`${this.server()} did not answer ${operation} within ${timeoutMs} ms`, context);
    }
    // fetch reports ECONNREFUSED and DNS failures as a TypeError whose cause has the code.
    const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
    return new ProviderUnavailableError(
      `Could not reach the OpenAI-compatible server at ${this.baseUrl} (${this.baseUrlSetting})${code ? `: ${code}` : ''}`,
      context,
    );
  }

  private statusError(response: Response, text: string, operation: ProviderOperation, model: string, path: string): ProviderError {
    const context = { provider: OPENAI_PROVIDER, operation };
    const { status } = response;
    const detail = errorDetail(text);
    const said = this.withoutSecrets(detail.message).trim();
    const answer = `${this.server()} answered ${status}${said ? `: ${said}` : ''}`;
    const modelSetting = MODEL_SETTING[operation];
    if (status === 429) {
      // OpenAI answers 429 both for "too fast" and for a spent quota; only the first passes with time.
      if (detail.code === 'insufficient_quota') {
        return new ProviderRejectedError(`${answer} (the account's quota is spent: check its billing, or OPENAI_API_KEY)`, context);
      }
      const wait = retryAfterMs(response.headers);
      const hint = wait === undefined ? '' : ` (retry after ${Math.ceil(wait / 1000)} s)`;
      return Object.assign(new ProviderThrottledError(`${answer}${hint}`, context), { retryAfterMs: wait }) as OpenAiThrottledError;
    }
    if (status >= 500 || status === 408) return new ProviderUnavailableError(answer, context);
    if (status === 401) return new ProviderRejectedError(`${answer} (the API key was refused: set OPENAI_API_KEY or OPENAI_API_KEY_SECRET_ARN to a valid key)`, context);
    if (status === 403) return new ProviderRejectedError(`${answer} (the API key may not use model "${model}": check OPENAI_API_KEY and ${modelSetting})`, context);
    if (status === 404) {
      return new ProviderRejectedError(
        `${answer} (no model "${model}" there, or no ${path} route: check ${modelSetting} and ${this.baseUrlSetting})`,
        context,
      );
    }
    if (detail.code === 'content_policy_violation' || detail.code === 'moderation_blocked') {
      return new ProviderRejectedError(`${answer} (refused by the server's content policy)`, context);
    }
    return new ProviderRejectedError(`${answer} (check ${modelSetting}: the model must support ${MODEL_ABILITY[operation]})`, context);
  }
}
