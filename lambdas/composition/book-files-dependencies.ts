// MakeBookFiles' dependencies, apart from the other steps': only this function carries the PDF and page renderers
// (and reads the fonts beside its bundle).
import type { AppConfig } from '../contract/config';
import type { BookFilesStepDeps } from '../core/generation';
import type { BookFileMaker } from '../ports/book-files';
import { withBucket, type WorkflowOverrides } from './workflow-dependencies';

/** The file maker the book-files adapter builds (fonts beside the bundle, or from the packages on the sources). */
export async function loadBookFileMaker(): Promise<BookFileMaker> {
  return new (await import('../book-files/book-file-maker')).RenderedBookFiles();
}

/** MakeBookFiles: the table, the bucket and the renderers. */
export async function bookFilesStepDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): Promise<BookFilesStepDeps> {
  return { ...withBucket(config, overrides), bookFiles: overrides.bookFiles ?? (await loadBookFileMaker()) };
}
