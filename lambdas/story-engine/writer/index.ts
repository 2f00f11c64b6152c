// The writer of the offline story engine: a brief in, a whole book out, in the pack of the book's language.
export { writeBook, writeBookWith } from './write-book';
export type { WriteRequest, WrittenBook, WrittenPage, Scene, CastMember } from './types';
