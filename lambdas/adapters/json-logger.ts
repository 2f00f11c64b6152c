import type { Logger } from '../ports/logger';

/** One JSON object per line, as CloudWatch Logs Insights reads best. */
export function jsonLogger(base: Record<string, unknown> = {}): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) =>
    console.log(JSON.stringify({ level, message, time: new Date().toISOString(), ...base, ...fields }));
  return {
    info: (message, fields) => write('INFO', message, fields),
    warn: (message, fields) => write('WARN', message, fields),
    error: (message, fields) => write('ERROR', message, fields),
  };
}
