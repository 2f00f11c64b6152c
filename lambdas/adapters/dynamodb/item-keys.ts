// Item layout of the single table: a book's items share one partition, a user's counters another.
export interface ItemKey {
  readonly pk: string;
  readonly sk: string;
}

const pageSortKey = (index: number) => `PAGE#${String(index).padStart(3, '0')}`;

export const itemKeys = {
  apiKey: (keyHash: string): ItemKey => ({ pk: `KEY#${keyHash}`, sk: 'KEY' }),
  keyId: (keyId: string): ItemKey => ({ pk: `KEYID#${keyId}`, sk: 'KEYID' }),
  user: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  credits: (userId: string, period: string): ItemKey => ({ pk: `USER#${userId}`, sk: `CREDITS#${period}` }),
  minuteCounter: (userId: string, windowId: string): ItemKey => ({ pk: `USER#${userId}`, sk: `RATE#M#${windowId}` }),
  dayCounter: (userId: string, windowId: string): ItemKey => ({ pk: `USER#${userId}`, sk: `RATE#D#${windowId}` }),
  idempotency: (userId: string, keyHash: string): ItemKey => ({ pk: `USER#${userId}`, sk: `IDEM#${keyHash}` }),
  book: (bookId: string): ItemKey => ({ pk: `BOOK#${bookId}`, sk: 'BOOK' }),
  task: (bookId: string, taskId: string): ItemKey => ({ pk: `BOOK#${bookId}`, sk: `TASK#${taskId}` }),
  page: (bookId: string, index: number): ItemKey => ({ pk: `BOOK#${bookId}`, sk: pageSortKey(index) }),
  /** Sparse index entry of a task still pending or processing, sorted by heartbeat (for the reaper). */
  activeTask: (heartbeatAt: string) => ({ gsi2pk: 'ACTIVE', gsi2sk: heartbeatAt }),
  bookPartition: (bookId: string) => `BOOK#${bookId}`,
  ownerPartition: (userId: string) => `USER#${userId}`,
};

/** Drops the table's own attributes so only the record's fields remain. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, entity: _e, expiresAtEpoch: _t, ...record } = item;
  return record as T;
}

export const epochSeconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
