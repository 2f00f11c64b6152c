export interface GenerationJob {
  readonly bookId: string;
  readonly taskId: string;
  readonly userId: string;
}

export interface JobQueue {
  enqueue(job: GenerationJob): Promise<void>;
}
