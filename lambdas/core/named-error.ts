// Error names cross boundaries (Step Functions Retry/Catch, the Lambda error payload, log fields), and a minifier
// renames classes: so every such class declares its name as a string, and instances carry that, never the class's.

/** A class of errors whose name is declared, so it survives bundling; lists of names are built from these. */
export interface NamedErrorClass {
  readonly errorName: string;
}

export abstract class NamedError extends Error {
  /** Each concrete subclass declares its own; a test checks that none inherits its parent's. */
  static readonly errorName: string = 'NamedError';

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = (new.target as unknown as NamedErrorClass).errorName;
  }
}

/** The declared names of these classes, for Retry/Catch lists and lookups keyed by error name. */
export const errorNames = <const T extends readonly NamedErrorClass[]>(...classes: T): string[] => classes.map((c) => c.errorName);
