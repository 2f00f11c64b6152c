// The idea reader of the offline story engine: what a story idea asks for, as closed keys and real names.
export { readBrief } from './read-brief';
export { detectLanguage } from './language';
export { loadReadingTools } from './load-tools';
export type { ReadingTools } from './people-tagger';
export * from './types';
