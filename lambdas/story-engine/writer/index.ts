// The writer of the offline story engine: a brief in, a whole book out, in the pack of the book's language.
export { writeBookWith } from './write-book';
export { loadPack, storyPackFile, storyPackModule, type AnyPack } from './load-pack';
export type { WriteRequest, WrittenBook, WrittenPage, CastMember } from './types';
