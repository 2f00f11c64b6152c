/** Business figures ops watch: books through the pipeline and the credits they cost. */
export type BusinessMetric =
  | 'BooksAccepted' | 'BooksCompleted' | 'BooksFailed' | 'CreditsSpent' | 'CreditsRefunded'
  /** Keys revoked by an abuse rule. */
  | 'AbuseActions'
  /** Owners warned by an abuse rule before it would revoke. */
  | 'AbuseWarnings'
  /** Mails to owners sent, given up, or still queued after 15 minutes. */
  | 'MailsSent' | 'MailsFailed' | 'MailsDelayed'
  /** Model turns (core/model-turns.ts), per model kind: waiting, granted, their wait, throttles, deadline headroom. */
  | `${'Text' | 'Image'}${'TurnsWaiting' | 'TurnsGranted' | 'TurnWaitMs' | 'Throttles' | 'TurnsExpired' | 'DeadlineHeadroomSeconds'}`;

export interface Metrics {
  /** Adds `value` (default 1) to the metric now; nothing is buffered until the end of the invocation. */
  count(name: BusinessMetric, value?: number): void;
}

export const noMetrics: Metrics = { count: () => {} };
