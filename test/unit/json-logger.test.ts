import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonLogger } from '../../lambdas/adapters/json-logger';
import { generateApiKey } from '../../lambdas/core/api-key';
import { captureLogLines } from '../support/captured-log-lines';

let captured: ReturnType<typeof captureLogLines>;
beforeEach(() => {
  captured = captureLogLines();
});
afterEach(() => captured.restore());

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Keys and the Authorization header never reach a log line', () => {
  it('fields named like credentials are redacted at any depth, in arrays too', () => {
    const log = jsonLogger({ stage: 'test' });
    log.info('request', {
      headers: { Authorization: 'Bearer abc', 'x-api-key': 'abc', accept: 'application/json' },
      nested: { deeper: [{ apiKey: 'abc', api_key: 'abc', sessionToken: 'abc', password: 'abc' }] },
    });
    const [line] = captured.lines();
    expect(line).toMatchObject({
      headers: { Authorization: '[redacted]', 'x-api-key': '[redacted]', accept: 'application/json' },
      nested: { deeper: [{ apiKey: '[redacted]', api_key: '[redacted]', sessionToken: '[redacted]', password: '[redacted]' }] },
    });
    expect(captured.text()).not.toContain('abc');
  });

  it('a key pasted into a message, a field or an error is cut out wherever it appears', () => {
    const key = generateApiKey();
    const log = jsonLogger();
    log.error(`could not check ${key}`, { note: `sent ${key} twice`, error: new Error(`bad key ${key}`), list: [key] });
    expect(captured.lines()).toHaveLength(1);
    expect(captured.text()).not.toContain(key.slice(9));
    expect(captured.lines()[0]!.message).toBe('could not check cbk_live_[redacted]');
  });

  it('an object nested deeper than the service ever logs is not written', () => {
    const key = 'hidden-in-the-depths';
    let deep: Record<string, unknown> = { key };
    for (let i = 0; i < 10; i++) deep = { inner: deep };
    jsonLogger().info('deep', { deep });
    expect(captured.text()).not.toContain(key);
  });
});

describe('Every line carries the context of the run it belongs to', () => {
  it('fields given to withContext are on every line inside it, however deep and after awaits', async () => {
    const log = jsonLogger({ stage: 'test' });
    const inner = async () => {
      await tick(1);
      log.warn('inner');
    };
    await log.withContext({ requestId: 'req-1', bookId: 'book-1' }, async () => {
      log.info('first');
      await inner();
      log.error('last');
    });
    const lines = captured.lines();
    expect(lines.map((line) => line.message)).toEqual(['first', 'inner', 'last']);
    for (const line of lines) expect(line).toMatchObject({ requestId: 'req-1', bookId: 'book-1', stage: 'test', service: 'storybook-api' });
  });

  it('appendContext adds a field to the later lines of the same run only', async () => {
    const log = jsonLogger();
    await log.withContext({ requestId: 'req-2' }, async () => {
      log.info('before the book is known');
      log.appendContext({ bookId: 'book-2' });
      log.info('after');
    });
    log.info('outside');
    const [before, after, outside] = captured.lines();
    expect(before).not.toHaveProperty('bookId');
    expect(after).toMatchObject({ requestId: 'req-2', bookId: 'book-2' });
    expect(outside).not.toHaveProperty('requestId');
    expect(outside).not.toHaveProperty('bookId');
  });

  it('overlapping runs (the local stack serves many at once) never mix their fields', async () => {
    const log = jsonLogger();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        log.withContext({ requestId: `req-${i}` }, async () => {
          await tick(20 - i);
          log.appendContext({ bookId: `book-${i}` });
          await tick(i % 3);
          log.info('done', { i });
        }),
      ),
    );
    const lines = captured.lines();
    expect(lines).toHaveLength(20);
    for (const line of lines) expect(line).toMatchObject({ requestId: `req-${line.i}`, bookId: `book-${line.i}` });
  });

  it('a field passed with the line wins over the context for that line', async () => {
    const log = jsonLogger();
    await log.withContext({ bookId: 'from-context' }, async () => log.info('explicit', { bookId: 'from-line' }));
    expect(captured.lines()[0]).toMatchObject({ bookId: 'from-line' });
  });
});
