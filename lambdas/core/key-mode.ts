// Test-mode keys (docs/test-mode.md): a key's mode is in its prefix, and a book keeps the mode of the key
// that made it. Test books are written offline, charge no credits, and are seen by test keys only.

/** Every key starts with one of these; the rest of the format (body and check digits) is the same for both. */
export const LIVE_KEY_PREFIX = 'cbk_live_';
export const TEST_KEY_PREFIX = 'cbk_test_';
export const keyPrefixes = [LIVE_KEY_PREFIX, TEST_KEY_PREFIX] as const;

export type KeyMode = 'live' | 'test';

/** The mode a key's prefix names; a text with neither prefix is no key of either mode. */
export function keyModeOf(apiKey: string): KeyMode | undefined {
  if (apiKey.startsWith(LIVE_KEY_PREFIX)) return 'live';
  if (apiKey.startsWith(TEST_KEY_PREFIX)) return 'test';
  return undefined;
}

export const prefixOf = (mode: KeyMode) => (mode === 'test' ? TEST_KEY_PREFIX : LIVE_KEY_PREFIX);

/** Books and keys stored before test mode have no `livemode`: they are live. */
export const livemodeOf = (record: { readonly livemode?: boolean | undefined }): boolean => record.livemode !== false;

/** A key sees a book only in its own mode: a test key no live book, a live key no test book. */
export const sameMode = (principal: { readonly livemode?: boolean | undefined }, book: { readonly livemode?: boolean | undefined }): boolean =>
  livemodeOf(principal) === livemodeOf(book);

/** What a job, a step's input or a plan carries for a test book only: live books' shapes stay as they were. */
export const testModeMark = (livemode: boolean): { readonly livemode?: false } => (livemode ? {} : { livemode: false });
