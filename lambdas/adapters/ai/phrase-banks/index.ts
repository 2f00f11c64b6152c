// One phrase bank per book language.
import type { StoryLanguage } from '../../../ports/story-model';
import { chinese } from './chinese';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { italian } from './italian';
import { japanese } from './japanese';
import { korean } from './korean';
import type { PhraseBank } from './phrase-bank';
import { portuguese } from './portuguese';
import { russian } from './russian';
import { spanish } from './spanish';

const BANKS: Record<StoryLanguage, PhraseBank> = {
  english, spanish, french, german, chinese, japanese, korean, russian, portuguese, italian,
};

export function phraseBankFor(language: StoryLanguage): PhraseBank {
  return BANKS[language];
}
