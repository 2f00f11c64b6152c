// The idea reader of the offline story engine: what a story idea asks for, as closed keys and real names.
export { readBrief } from './read-brief';
export * from './types';
