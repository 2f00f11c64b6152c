// One lexicon per language; each file can be bundled on its own.
import type { StoryLanguage } from '../../../ports/story-model';
import { CHINESE } from './chinese';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { ITALIAN } from './italian';
import { JAPANESE } from './japanese';
import { KOREAN } from './korean';
import type { Lexicon } from './lexicon';
import { PORTUGUESE } from './portuguese';
import { RUSSIAN } from './russian';
import { SPANISH } from './spanish';

export const LEXICONS: Readonly<Record<StoryLanguage, Lexicon>> = {
  english: ENGLISH, spanish: SPANISH, french: FRENCH, german: GERMAN, italian: ITALIAN, portuguese: PORTUGUESE,
  russian: RUSSIAN, japanese: JAPANESE, chinese: CHINESE, korean: KOREAN,
};
