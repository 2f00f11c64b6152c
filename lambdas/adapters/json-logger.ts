import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { API_KEY_IN_TEXT, API_KEY_PREFIX } from '../core/api-key';
import type { LogFields, Logger } from '../ports/logger';

/** Field names whose values are credentials: never written, whatever a caller passes. */
const secretField = /authorization|api[-_]?key|secret|password|token$/i;
const redacted = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  // A key pasted into a message or a header is cut out wherever it appears, not only under a known field name.
  if (typeof value === 'string') return value.replace(API_KEY_IN_TEXT, (key) => `${key.slice(0, API_KEY_PREFIX.length)}${redacted}`);
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any field the service logs: not walked, so not written.
  if (depth > 6) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) return redact({ name: value.name, message: value.message, stack: value.stack }, depth + 1);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, secretField.test(key) ? redacted : redact(field, depth + 1)]),
  );
}

// One store per process: the local stack runs many invocations at once, Lambda one at a time.
const context = new AsyncLocalStorage<LogFields>();

/**
 * One JSON object per line, as CloudWatch Logs Insights reads best: Powertools Logger behind the service's
 * Logger port, with the current run's context (request id, book id) on every line and credentials redacted.
 */
export function jsonLogger(base: LogFields = {}): Logger {
  const logger = new PowertoolsLogger({ serviceName: 'storybook-api', persistentKeys: redact(base) as Record<string, string> });
  const write = (level: 'info' | 'warn' | 'error', message: string, fields?: LogFields) => {
    logger[level]({ ...(redact({ ...context.getStore(), ...fields }) as LogFields), message: redact(message) as string });
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    withContext: (fields, work) => context.run({ ...context.getStore(), ...fields }, work),
    appendContext: (fields) => {
      const store = context.getStore();
      if (store) Object.assign(store, fields);
    },
  };
}
