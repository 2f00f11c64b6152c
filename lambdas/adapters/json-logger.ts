import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Logger } from '../ports/logger';

/** Field names whose values are credentials: never written, whatever a caller passes. */
const secretField = /authorization|api[-_]?key|secret|password|token$/i;
const redacted = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, secretField.test(key) ? redacted : redact(field, depth + 1)]),
  );
}

// The Lambda runtime keeps the current invocation's request id here; absent outside Lambda.
interface InvokeStore {
  getRequestId(): string;
}
const currentRequestId = (): string | undefined => {
  const store = (globalThis as { awslambda?: { InvokeStore?: InvokeStore } }).awslambda?.InvokeStore;
  const requestId = store?.getRequestId();
  return requestId && requestId !== '-' ? requestId : undefined;
};

/**
 * One JSON object per line, as CloudWatch Logs Insights reads best: Powertools Logger behind the service's
 * Logger port, with the invocation's request id (and X-Ray trace id) on every line and credentials redacted.
 */
export function jsonLogger(base: Record<string, unknown> = {}): Logger {
  const logger = new PowertoolsLogger({ serviceName: 'storybook-api', persistentKeys: redact(base) as Record<string, string> });
  const write = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => {
    const requestId = currentRequestId();
    logger[level]({ message, ...(requestId && { requestId }), ...(redact(fields ?? {}) as Record<string, unknown>) });
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
