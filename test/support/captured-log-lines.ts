import { vi } from 'vitest';

export type LogLine = Record<string, unknown> & { level: string; message: string };

/** What the JSON logger writes to stdout and stderr while a test runs, parsed line by line. */
export function captureLogLines() {
  const raw: string[] = [];
  const keep = (chunk: unknown) => {
    raw.push(String(chunk));
    return true;
  };
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(keep), vi.spyOn(process.stderr, 'write').mockImplementation(keep)];
  return {
    /** Everything written, as one text: for checking that a secret appears nowhere. */
    text: () => raw.join(''),
    lines: (): LogLine[] =>
      raw
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    clear: () => void raw.splice(0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
