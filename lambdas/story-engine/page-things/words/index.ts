// Every language's thing words, by the story language they read.
import type { StoryLanguage } from '../../../ports/story-model';
import type { ThingWords } from '../thing-words';
import { CHINESE } from './chinese';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { ITALIAN } from './italian';
import { JAPANESE } from './japanese';
import { KOREAN } from './korean';
import { PORTUGUESE } from './portuguese';
import { RUSSIAN } from './russian';
import { SPANISH } from './spanish';

export const THING_WORDS: Readonly<Record<StoryLanguage, ThingWords>> = {
  english: ENGLISH, spanish: SPANISH, french: FRENCH, german: GERMAN, italian: ITALIAN, portuguese: PORTUGUESE,
  russian: RUSSIAN, chinese: CHINESE, japanese: JAPANESE, korean: KOREAN,
};
