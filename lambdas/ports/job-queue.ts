export interface GenerationJob {
  readonly bookId: string;
  readonly taskId: string;
  readonly userId: string;
  /** Set for a test-mode book only (docs/test-mode.md); a live book's job has no such field. */
  readonly livemode?: false;
}

export interface JobQueue {
  enqueue(job: GenerationJob): Promise<void>;
}
