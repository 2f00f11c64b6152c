import { readFileSync } from 'node:fs';
import type { Clock } from '../ports/clock';

/**
 * The local stack's test clock (LOCAL_CLOCK_OFFSET_FILE): the system clock moved on by the milliseconds the file
 * holds, read on every call, so an end-to-end test lets minutes pass in a moment (test/e2e/abuse-and-mail.test.ts).
 * A missing or unreadable file is no offset.
 */
export function offsetFileClock(path: string): Clock {
  return {
    now: () => {
      let offset = 0;
      try {
        offset = Number(readFileSync(path, 'utf8').trim()) || 0;
      } catch {
        offset = 0;
      }
      return new Date(Date.now() + offset);
    },
  };
}
