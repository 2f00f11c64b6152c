// storybook-api: create, follow, read and open storybooks from a terminal or a script.
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ageRanges,
  languages,
  styles,
  tones,
  webhookEventTypes,
  type AgeRange,
  type CreateStoryInput,
  type Language,
  type Story,
  type StoryPage,
  type StorySource,
  type LibraryStatusFilter,
  type StoryStatus,
  type StorySummary,
  type Style,
  type Usage,
  type Tone,
  type WebhookDeliveryOutcome,
  type WebhookEventType,
} from './api-shapes.js';
import { ApiError, BookFailedError, DeadlineExceededError, NetworkError } from './errors.js';
import { StorybookClient } from './storybook-client.js';
import { verifyWebhook, WebhookVerificationError } from './webhooks.js';

export const exitCodes = { done: 0, bookFailed: 1, usage: 2, apiError: 3, notFinished: 4, interrupted: 130 } as const;
export const defaultBaseUrl = 'http://127.0.0.1:3100';

export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Aborted on Ctrl-C; waiting stops and the book goes on. */
  signal?: AbortSignal;
}

class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

const mainHelp = `storybook-api — create and read illustrated storybooks with the Storybook API v1

Usage:
  storybook-api create --idea TEXT [options]   create a book; --wait follows it to the end
  storybook-api get ID [--json]                show a book
  storybook-api open ID                        print (and open) the reader page of a finished book
  storybook-api cancel ID [--json]             stop a book still pending or processing
  storybook-api list [options]                 your library, newest first
  storybook-api usage [--json]                 plan, monthly credits and create limits left
  storybook-api webhooks secret|verify         your webhook signing secret; check a received delivery
  storybook-api webhooks deliveries|replay     your delivery log; send a delivered or failed event again
  storybook-api COMMAND --help                 options of a command

Environment:
  STORYBOOK_API_URL   the API's base URL (default ${defaultBaseUrl})
  STORYBOOK_API_KEY   the API key (required)

Exit codes: 0 done, 1 book failed, 2 usage, 3 API error (code and requestId on stderr),
            4 not finished yet (open before completion, --timeout passed), 130 interrupted.
`;

const createHelp = `Usage: storybook-api create --idea TEXT [options]

Creates a book (POST /v1/stories). Network errors, 502 and 429 are retried with the same Idempotency-Key,
so a retried create never makes a second book.

Options:
  --idea TEXT              the story idea (required)
  --age RANGE              ${ageRanges.join(' | ')} (default 4-7)
  --style STYLE            ${styles.join(' | ')} (default watercolor)
  --pages N                pages including the cover (default 6)
  --tone TONE              ${tones.join(' | ')} (default animal)
  --language LANGUAGE      ${languages.join(' | ')} (default english)
  --webhook URL            POST the book's events here, signed (https; http to 127.0.0.1 on the local stack)
  --webhook-events LIST    comma-separated: ${webhookEventTypes.join(', ')} (default story.completed,story.failed)
  --idempotency-key KEY    reuse a key to make a retried command return the same book (default: a new UUID)
  --wait                   follow the book: progress, a line per finished page, then a summary
  --timeout SECONDS        with --wait: give up waiting after this long, exit 4 (default 600)
  --interval SECONDS       with --wait: first polling interval, growing to 5 s while nothing changes (default 1)
  --json                   print exactly one JSON object on stdout: the book (with --wait) or the acceptance
  -h, --help               this help

Exit codes: 0 accepted (or completed with --wait), 1 book failed, 2 usage, 3 API error, 4 --timeout passed,
130 interrupted (the book goes on: storybook-api get ID).
`;

const getHelp = `Usage: storybook-api get ID [--json]

Shows a book (GET /v1/stories/ID): status, progress, pages and, once completed, pdfUrl and readerUrl; a book made
with a test-mode key (cbk_test_) says "Mode: test" (livemode false in --json).

Options:
  --json       print the book as one JSON object on stdout
  -h, --help   this help

Exit codes: 0 read (whatever its status, except failed), 1 book failed, 2 usage, 3 API error.
`;

const openHelp = `Usage: storybook-api open ID

Prints the reader page URL (readerUrl) of a completed book and, on a terminal with a desktop, opens it with the
platform's opener (open, xdg-open or start). Otherwise it only prints it.

Exit codes: 0 printed, 1 book failed, 2 usage, 3 API error, 4 not completed yet (the status is on stderr).
`;

const cancelHelp = `Usage: storybook-api cancel ID [--json]

Cancels a book still pending or processing (POST /v1/stories/ID/cancel): it ends failed, its run stops, and the
credits of pages not finished are returned. Cancelling a cancelled book again changes nothing.

Options:
  --json       print the cancelled book as one JSON object on stdout
  -h, --help   this help

Exit codes: 0 cancelled (or cancelled already), 2 usage, 3 API error (STORY_ALREADY_FINISHED: the book had
completed or failed before).
`;

const listHelp = `Usage: storybook-api list [options]

Lists the key owner's books, newest first (GET /v1/stories): one line each with id, status, created, source and title.

Options:
  --limit N        books per page, 1-100 (default 20)
  --status S       only pending, processing, completed, failed, unknown or cancelled books
  --source S       only books made in web, api or hf
  --cursor C       start at the page this cursor names (printed after a page as "next: C")
  --all            follow the cursor to the end of the library
  --json           print the page (or, with --all, every book) as JSON on stdout
  -h, --help       this help

Exit codes: 0 listed, 2 usage, 3 API error (INVALID_CURSOR: a cursor of another account or other filters).
`;

const usageHelp = `Usage: storybook-api usage [--json]

Shows the plan, this month's credits (limit, used, remaining, when they reset) and what is left of the minute's
and the day's create limits (GET /v1/usage): the numbers POST /v1/stories is held to.

Options:
  --json       print the usage as one JSON object on stdout
  -h, --help   this help

Exit codes: 0 shown, 2 usage, 3 API error.
`;

const deliveryOutcomes = ['delivered', 'failed', 'stopped', 'refused'] as const satisfies readonly WebhookDeliveryOutcome[];

const webhooksHelp = `Usage: storybook-api webhooks secret [--json]
       storybook-api webhooks verify --id ID --timestamp SECONDS --signature SIG [--body-file FILE]
       storybook-api webhooks deliveries [--book ID] [--event TYPE] [--outcome OUTCOME] [--limit N] [--cursor C] [--json]
       storybook-api webhooks replay DELIVERY_ID [--json]

secret   prints your webhook signing secret (GET /v1/webhooks/secret; made on first use).
verify   checks a received delivery as your receiver should: the headers' values and the raw body (from
         --body-file, or stdin), with the secret in STORYBOOK_WEBHOOK_SECRET (or the one the API returns for your
         key). Prints the payload as JSON when the signature matches and the timestamp is within 5 minutes.
deliveries  one page of your delivery log, newest first (GET /v1/webhooks/deliveries): id, time, outcome, status or
         error, event type, book, target host. OUTCOME is ${deliveryOutcomes.join(', ')}.
replay   sends the attempt's event again, same body and webhook-id, signed anew (POST …/deliveries/{id}/replay).

Exit codes: 0 shown or verified, 1 the delivery does not verify, 2 usage, 3 API error.
`;

const helpByCommand: Record<string, string> = { create: createHelp, get: getHelp, open: openHelp, cancel: cancelHelp, list: listHelp, usage: usageHelp, webhooks: webhooksHelp };

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      if (command === undefined) {
        io.stderr.write(mainHelp);
        return exitCodes.usage;
      }
      io.stdout.write(mainHelp);
      return exitCodes.done;
    }
    if (!(command in helpByCommand)) throw new UsageError(`unknown command "${command}"`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout.write(helpByCommand[command] ?? mainHelp);
      return exitCodes.done;
    }
    if (command === 'create') return await create(rest, io);
    if (command === 'get') return await get(rest, io);
    if (command === 'cancel') return await cancel(rest, io);
    if (command === 'list') return await list(rest, io);
    if (command === 'usage') return await usage(rest, io);
    if (command === 'webhooks') return await webhooksCommand(rest, io);
    return await open(rest, io);
  } catch (error) {
    return reportError(error, command, io);
  }
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: readonly string[], options: T, command: string) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
}

function clientFor(io: CliIo): StorybookClient {
  const apiKey = io.env.STORYBOOK_API_KEY?.trim();
  if (!apiKey) throw new UsageError('STORYBOOK_API_KEY is not set (the key npm start printed, or one from the dashboard)');
  return new StorybookClient({ baseUrl: io.env.STORYBOOK_API_URL?.trim() || defaultBaseUrl, apiKey });
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], command: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of: ${allowed.join(', ')}`, command);
}

function positiveSeconds(name: string, value: string | undefined, fallback: number, command: string): number {
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--${name} must be a number of seconds above 0`, command);
  return seconds;
}

async function create(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      idea: { type: 'string' },
      age: { type: 'string', default: '4-7' },
      style: { type: 'string', default: 'watercolor' },
      pages: { type: 'string', default: '6' },
      tone: { type: 'string', default: 'animal' },
      language: { type: 'string', default: 'english' },
      'idempotency-key': { type: 'string' },
      webhook: { type: 'string' },
      'webhook-events': { type: 'string' },
      wait: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      interval: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    'create',
  );
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'create');
  if (values.idea === undefined || values.idea.trim() === '') throw new UsageError('--idea is required', 'create');
  if (!/^\d+$/.test(values.pages)) throw new UsageError('--pages must be a whole number', 'create');
  const input: CreateStoryInput = {
    storyIdea: values.idea,
    ageRange: oneOf<AgeRange>('age', values.age, ageRanges, 'create'),
    style: oneOf<Style>('style', values.style, styles, 'create'),
    pageCount: Number(values.pages),
    tone: oneOf<Tone>('tone', values.tone, tones, 'create'),
    language: oneOf<Language>('language', values.language, languages, 'create'),
    ...(values.webhook !== undefined && { webhook: values.webhook }),
    ...(values['webhook-events'] !== undefined && {
      webhookEvents: values['webhook-events'].split(',').map((event) => oneOf<WebhookEventType>('webhook-events', event.trim(), webhookEventTypes, 'create')),
    }),
  };
  const timeoutSeconds = positiveSeconds('timeout', values.timeout, 600, 'create');
  const intervalSeconds = positiveSeconds('interval', values.interval, 1, 'create');
  const client = clientFor(io);

  const accepted = await client.createStory(input, {
    ...(values['idempotency-key'] === undefined ? {} : { idempotencyKey: values['idempotency-key'] }),
    ...(io.signal ? { signal: io.signal } : {}),
    onRetry: ({ delayMs, error }) => {
      const why = error instanceof ApiError ? `${error.code} (HTTP ${error.status})` : 'no answer';
      io.stderr.write(`${why}; retrying with the same Idempotency-Key in ${Math.ceil(delayMs / 1000)} s…\n`);
    },
  });
  if (!values.wait) {
    if (values.json) {
      printJson(io, { taskId: accepted.taskId, bookId: accepted.bookId, status: accepted.status });
    } else {
      io.stdout.write(
        `Book ${accepted.bookId} accepted${accepted.replayed ? ' (replayed: this key made it before)' : ''}: ` +
          `task ${accepted.taskId}, status ${accepted.status}.\nFollow it: storybook-api get ${accepted.bookId}\n`,
      );
    }
    return exitCodes.done;
  }

  io.stderr.write(`Book ${accepted.bookId} accepted${accepted.replayed ? ' (replayed)' : ''}; waiting for it…\n`);
  const view = new ProgressView(io.stderr, input.pageCount, io.env);
  try {
    const story = await client.waitForStory(accepted.bookId, {
      deadline: timeoutSeconds * 1000,
      intervalMs: intervalSeconds * 1000,
      maxIntervalMs: Math.max(5_000, intervalSeconds * 1000),
      onProgress: (s) => view.progress(s),
      onPage: (page, s) => view.page(page, s),
      ...(io.signal ? { signal: io.signal } : {}),
    });
    view.end();
    if (values.json) printJson(io, story);
    else io.stdout.write(summary(story));
    return exitCodes.done;
  } catch (error) {
    view.end();
    if (io.signal?.aborted) {
      io.stderr.write(`Stopped waiting; book ${accepted.bookId} goes on: storybook-api get ${accepted.bookId}\n`);
      return exitCodes.interrupted;
    }
    if (error instanceof BookFailedError && values.json) printJson(io, error.story);
    throw error;
  }
}

async function get(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, { json: { type: 'boolean', default: false } }, 'get');
  const id = singleId(positionals, 'get');
  const story = await clientFor(io).getStory(id, io.signal ? { signal: io.signal } : {});
  if (values.json) printJson(io, story);
  else io.stdout.write(summary(story));
  return story.status === 'failed' ? exitCodes.bookFailed : exitCodes.done;
}

async function cancel(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, { json: { type: 'boolean', default: false } }, 'cancel');
  const id = singleId(positionals, 'cancel');
  const story = await clientFor(io).cancelStory(id, io.signal ? { signal: io.signal } : {});
  if (values.json) printJson(io, story);
  else io.stdout.write(summary(story));
  return exitCodes.done;
}

const storyStatuses = ['pending', 'processing', 'completed', 'failed', 'unknown', 'cancelled'] as const satisfies readonly LibraryStatusFilter[];
const storySources = ['web', 'api', 'hf'] as const satisfies readonly StorySource[];

async function list(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      limit: { type: 'string' },
      status: { type: 'string' },
      source: { type: 'string' },
      cursor: { type: 'string' },
      all: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    'list',
  );
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'list');
  if (values.limit !== undefined && !/^\d+$/.test(values.limit)) throw new UsageError('--limit must be a whole number from 1 to 100', 'list');
  if (values.all && values.cursor !== undefined) throw new UsageError('--all starts at the newest book: leave out --cursor', 'list');
  const query = {
    ...(values.limit !== undefined && { limit: Number(values.limit) }),
    ...(values.status !== undefined && { status: oneOf<LibraryStatusFilter>('status', values.status, storyStatuses, 'list') }),
    ...(values.source !== undefined && { source: oneOf<StorySource>('source', values.source, storySources, 'list') }),
  };
  const client = clientFor(io);
  const options = io.signal ? { signal: io.signal } : {};
  if (values.all) {
    const books: StorySummary[] = [];
    for await (const book of client.allStories(query, options)) {
      if (values.json) books.push(book);
      else io.stdout.write(libraryLine(book));
    }
    if (values.json) printJson(io, books);
    return exitCodes.done;
  }
  const page = await client.listStories({ ...query, ...(values.cursor !== undefined && { cursor: values.cursor }) }, options);
  if (values.json) {
    printJson(io, page);
    return exitCodes.done;
  }
  for (const book of page.items) io.stdout.write(libraryLine(book));
  if (page.items.length === 0) io.stderr.write(page.nextCursor ? 'No matching books on this page.\n' : 'No books.\n');
  if (page.nextCursor) io.stderr.write(`next: ${page.nextCursor}\n`);
  return exitCodes.done;
}

function libraryLine(book: StorySummary): string {
  const status = book.status === 'completed' || book.status === 'unknown' ? book.status : `${book.status} ${book.progress}%`;
  return `${[book.id, status.padEnd(14), book.createdAt ?? '-', (book.source ?? '-').padEnd(3), book.title ?? '(untitled)'].join('  ')}\n`;
}

async function webhooksCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'secret') {
    const { values, positionals } = parse(rest, { json: { type: 'boolean', default: false } }, 'webhooks');
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'webhooks');
    const secret = await clientFor(io).getWebhookSecret(io.signal ? { signal: io.signal } : {});
    if (values.json) printJson(io, { secret });
    else io.stdout.write(`${secret}\n`);
    return exitCodes.done;
  }
  if (sub === 'deliveries') return webhookDeliveries(rest, io);
  if (sub === 'replay') {
    const { values, positionals } = parse(rest, { json: { type: 'boolean', default: false } }, 'webhooks');
    if (positionals.length !== 1) throw new UsageError('replay needs one delivery id', 'webhooks');
    const replay = await clientFor(io).replayWebhookDelivery(positionals[0]!, io.signal ? { signal: io.signal } : {});
    if (values.json) printJson(io, replay);
    else io.stdout.write(`queued ${replay.eventId} again (from ${replay.deliveryId})\n`);
    return exitCodes.done;
  }
  if (sub !== 'verify') throw new UsageError(sub ? `unknown webhooks command "${sub}"` : 'webhooks needs secret, verify, deliveries or replay', 'webhooks');
  const { values, positionals } = parse(
    rest,
    { id: { type: 'string' }, timestamp: { type: 'string' }, signature: { type: 'string' }, 'body-file': { type: 'string' } },
    'webhooks',
  );
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'webhooks');
  for (const name of ['id', 'timestamp', 'signature'] as const) if (!values[name]) throw new UsageError(`--${name} is required`, 'webhooks');
  const body = values['body-file'] !== undefined ? readFileSync(values['body-file'], 'utf8') : await readStdin();
  const secret = io.env.STORYBOOK_WEBHOOK_SECRET?.trim() || (await clientFor(io).getWebhookSecret(io.signal ? { signal: io.signal } : {}));
  try {
    const verified = await verifyWebhook(secret, { 'webhook-id': values.id, 'webhook-timestamp': values.timestamp, 'webhook-signature': values.signature }, body);
    printJson(io, verified.payload);
    return exitCodes.done;
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    io.stderr.write(`not verified: ${error.message}\n`);
    return exitCodes.bookFailed;
  }
}

async function webhookDeliveries(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    args,
    { book: { type: 'string' }, event: { type: 'string' }, outcome: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' }, json: { type: 'boolean', default: false } },
    'webhooks',
  );
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'webhooks');
  if (values.limit !== undefined && !/^\d+$/.test(values.limit)) throw new UsageError('--limit must be a whole number from 1 to 100', 'webhooks');
  const page = await clientFor(io).listWebhookDeliveries(
    {
      ...(values.limit !== undefined && { limit: Number(values.limit) }),
      ...(values.cursor !== undefined && { cursor: values.cursor }),
      ...(values.book !== undefined && { bookId: values.book }),
      ...(values.event !== undefined && { eventType: oneOf<WebhookEventType>('event', values.event, webhookEventTypes, 'webhooks') }),
      ...(values.outcome !== undefined && { outcome: oneOf<WebhookDeliveryOutcome>('outcome', values.outcome, deliveryOutcomes, 'webhooks') }),
    },
    io.signal ? { signal: io.signal } : {},
  );
  if (values.json) {
    printJson(io, page);
    return exitCodes.done;
  }
  for (const d of page.items) {
    const result = d.httpStatus !== null ? `${d.outcome} ${d.httpStatus}` : `${d.outcome} (${d.error ?? 'no answer'})`;
    io.stdout.write(`${[d.id, d.attemptedAt, result.padEnd(16), d.eventType.padEnd(16), d.bookId, d.targetHost, `#${d.attempt}${d.replay ? ' replay' : ''}`].join('  ')}\n`);
  }
  if (page.nextCursor) io.stdout.write(`more: --cursor ${page.nextCursor}\n`);
  return exitCodes.done;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

async function usage(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, { json: { type: 'boolean', default: false } }, 'usage');
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'usage');
  const now = await clientFor(io).getUsage(io.signal ? { signal: io.signal } : {});
  if (values.json) printJson(io, now);
  else io.stdout.write(usageSummary(now));
  return exitCodes.done;
}

function usageSummary(now: Usage): string {
  const { credits, rateLimits } = now;
  return [
    `Plan:    ${now.plan}`,
    `Credits: ${credits.remaining} of ${credits.limit} left in ${credits.period} (${credits.used} used; resets ${credits.resetsAt})`,
    `Minute:  ${rateLimits.minute.remaining} of ${rateLimits.minute.limit} creates left (resets in ${rateLimits.minute.reset} s)`,
    `Day:     ${rateLimits.day.remaining} of ${rateLimits.day.limit} books left (resets in ${rateLimits.day.reset} s)`,
    ...(now.livemode === false ? ['Mode:    test (this key\'s books charge no credits; the limits above still apply)'] : []),
  ].join('\n') + '\n';
}

async function open(args: readonly string[], io: CliIo): Promise<number> {
  const { positionals } = parse(args, {}, 'open');
  const id = singleId(positionals, 'open');
  const story = await clientFor(io).getStory(id, io.signal ? { signal: io.signal } : {});
  if (story.status === 'failed') throw new BookFailedError(story);
  const url = story.readerUrl ?? story.pdfUrl;
  if (story.status !== 'completed' || !url) {
    io.stderr.write(
      `Book ${id} is ${story.status} (${story.progress}%), not ready to open yet. ` +
        `Try again later, or follow it: storybook-api get ${id}\n`,
    );
    return exitCodes.notFinished;
  }
  io.stdout.write(`${url}\n`);
  if (io.stdout.isTTY) openWithPlatformOpener(url, io.env);
  return exitCodes.done;
}

function singleId(positionals: string[], command: string): string {
  if (positionals.length !== 1 || !positionals[0]) throw new UsageError('expected exactly one book ID', command);
  return positionals[0];
}

function printJson(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

const pageLabel = (page: StoryPage) => (page.index === 0 ? 'cover' : `page ${page.index}`);
const readyPages = (story: Story) => story.pages.filter((p) => p.content && p.imageUrl).length;

function summary(story: Story): string {
  const rows: [string, string | null | undefined][] = [
    ['Book', story.id],
    ['Title', story.title],
    ['Status', story.status === 'completed' ? 'completed' : `${story.status} (${story.progress}%)`],
    ['Pages', `${readyPages(story)} of ${story.pageCount ?? story.pages.length} ready`],
    ['PDF', story.pdfUrl],
    ['Reader', story.readerUrl],
    ['Error', story.errorMessage],
    ['Cancelled', story.cancelledAt],
    // Only a test book says so; live books read as they always did.
    ['Mode', story.livemode === false ? 'test (made with a cbk_test_ key: written offline, no credits charged)' : null],
  ];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([name, value]) => `${`${name}:`.padEnd(8)} ${value}\n`)
    .join('');
}

/** Progress on stderr: a bar redrawn in place on a terminal, plain lines anywhere else. */
class ProgressView {
  private readonly tty: boolean;
  private barShown = false;
  private last: Story | undefined;

  constructor(
    private readonly out: CliIo['stderr'],
    private readonly pageCount: number,
    env: NodeJS.ProcessEnv,
  ) {
    this.tty = Boolean(out.isTTY) && env.TERM !== 'dumb';
  }

  progress(story: Story): void {
    this.last = story;
    if (this.tty) this.drawBar();
    else this.out.write(`${story.status} ${story.progress}% (${readyPages(story)}/${this.total(story)} pages)\n`);
  }

  page(page: StoryPage, story: Story): void {
    this.last = story;
    const text = (page.content ?? '').replace(/\s+/g, ' ').trim();
    const snippet = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    const line = `${pageLabel(page)} ready: ${snippet}`;
    if (this.tty) {
      this.out.write(`\r\x1b[2K✓ ${line}\n`);
      this.drawBar();
    } else {
      this.out.write(`${line}\n`);
    }
  }

  end(): void {
    if (this.tty && this.barShown) this.out.write('\r\x1b[2K');
    this.barShown = false;
  }

  private total(story: Story): number {
    return story.pageCount ?? this.pageCount;
  }

  private drawBar(): void {
    const story = this.last;
    if (!story) return;
    const width = 24;
    const filled = Math.round((Math.min(100, Math.max(0, story.progress)) / 100) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    this.out.write(`\r\x1b[2K${bar} ${String(story.progress).padStart(3)}% ${story.status} · ${readyPages(story)}/${this.total(story)} pages`);
    this.barShown = true;
  }
}

function reportError(error: unknown, command: string | undefined, io: CliIo): number {
  if (error instanceof UsageError) {
    const helpFor = error.command ?? (command && command in helpByCommand ? command : undefined);
    io.stderr.write(`storybook-api: ${error.message}\nSee: storybook-api ${helpFor ? `${helpFor} ` : ''}--help\n`);
    return exitCodes.usage;
  }
  if (error instanceof BookFailedError) {
    io.stderr.write(`Book ${error.story.id} failed: ${error.errorMessage ?? 'no reason given'}\n`);
    return exitCodes.bookFailed;
  }
  if (error instanceof DeadlineExceededError) {
    const last = error.story;
    io.stderr.write(
      `Gave up waiting: book ${error.bookId} is still ${last ? `${last.status} (${last.progress}%)` : 'unread'}. ` +
        `It goes on; check later: storybook-api get ${error.bookId}\n`,
    );
    return exitCodes.notFinished;
  }
  if (error instanceof ApiError) {
    const lines = [`storybook-api: ${error.code} (HTTP ${error.status}): ${error.message}`];
    if (error.requestId) lines.push(`  requestId: ${error.requestId}`);
    for (const [field, message] of Object.entries(error.fields ?? {})) lines.push(`  ${field}: ${message}`);
    if (error.retryAfterSeconds !== undefined) lines.push(`  retry after: ${error.retryAfterSeconds} s`);
    io.stderr.write(`${lines.join('\n')}\n`);
    return exitCodes.apiError;
  }
  if (error instanceof NetworkError) {
    io.stderr.write(`storybook-api: cannot reach ${io.env.STORYBOOK_API_URL?.trim() || defaultBaseUrl}: ${error.message}\n`);
    return exitCodes.apiError;
  }
  if (io.signal?.aborted) {
    io.stderr.write('Stopped.\n');
    return exitCodes.interrupted;
  }
  io.stderr.write(`storybook-api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return exitCodes.apiError;
}

/** Only where someone can look at it: a desktop session with an opener on PATH. */
function openWithPlatformOpener(url: string, env: NodeJS.ProcessEnv): void {
  const opener =
    process.platform === 'darwin'
      ? { command: 'open', args: [url] }
      : process.platform === 'win32'
        ? { command: 'cmd', args: ['/c', 'start', '""', url] }
        : env.DISPLAY || env.WAYLAND_DISPLAY
          ? { command: 'xdg-open', args: [url] }
          : undefined;
  if (!opener || !onPath(opener.command, env)) return;
  const child = spawn(opener.command, opener.args, { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  child.unref();
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  if (process.platform === 'win32') return true;
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Runs the CLI as a process: Ctrl-C stops waiting, the exit code says how it ended. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const interrupt = new AbortController();
  // The first Ctrl-C stops waiting and says how to follow the book; a second one quits at once.
  process.on('SIGINT', () => {
    if (interrupt.signal.aborted) process.exit(exitCodes.interrupted);
    interrupt.abort(new Error('interrupted'));
  });
  process.exitCode = await runCli(argv, { stdout: process.stdout, stderr: process.stderr, env: process.env, signal: interrupt.signal });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
