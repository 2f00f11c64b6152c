export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Runs `work` with `fields` on every line logged inside it, however deep; overlapping runs keep their own. */
  withContext<T>(fields: LogFields, work: () => Promise<T>): Promise<T>;
  /** Adds fields to every later line of the current `withContext` run (a book id learnt mid-request). */
  appendContext(fields: LogFields): void;
}

export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
  withContext: (_fields, work) => work(),
  appendContext: () => {},
};
