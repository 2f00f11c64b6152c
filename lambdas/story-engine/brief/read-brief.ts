// readBrief: a story idea, as people type it, read into an IdeaBrief. Pure; the same idea always gives the same brief.
import { readWhen } from './weather';
import { castCharacters } from './cast';
import { EMOJI_THINGS } from './emoji';
import { findChineseMentions, findJapaneseMentions, findKoreanMentions } from './find-cjk';
import { findSpacedMentions } from './find-spaced';
import { readGoal } from './goal';
import { readAsked, readLesson, readProblem, readQuestion, readSetting, readSituation, readWishes } from './keys';
import { detectLanguage } from './language';
import { LEXICONS } from './lexicon';
import type { Mention } from './mentions';
import type { ReadingTools } from './people-tagger';
import { fold, repairFrenchElisions, withoutEmoji } from './text';
import { THINGS } from './things';
import type { BriefRequest, IdeaBrief } from './types';

const MAX_IDEA_LENGTH = 4000;

function emojiMentions(idea: string): Mention[] {
  const mentions: Mention[] = [];
  for (const [emoji, thing] of Object.entries(EMOJI_THINGS)) {
    const at = idea.indexOf(emoji);
    if (at >= 0 && !THINGS[thing]?.prop) mentions.push({ thing, at });
  }
  return mentions.sort((a, b) => a.at - b.at).slice(0, 2);
}

/** `tools` are the idea language's taggers (loadReadingTools); without them the reader goes by cues alone. */
export function readBrief(idea: string, request: BriefRequest, tools: ReadingTools = {}): IdeaBrief {
  const raw = idea.slice(0, MAX_IDEA_LENGTH).normalize('NFC');
  const ideaLanguage = detectLanguage(raw, request.language);
  const lexicon = LEXICONS[ideaLanguage];
  // "l anniversaire", "s appelle": French typed without its apostrophes reads as French again.
  const text = ideaLanguage === 'french' ? repairFrenchElisions(withoutEmoji(raw)) : withoutEmoji(raw);
  const folded = fold(text);

  let mentions: Mention[];
  if (ideaLanguage === 'japanese') mentions = findJapaneseMentions(text, lexicon);
  else if (ideaLanguage === 'chinese') mentions = findChineseMentions(text, lexicon);
  else if (ideaLanguage === 'korean') mentions = findKoreanMentions(text, lexicon);
  else mentions = findSpacedMentions(text, lexicon, ideaLanguage, ideaLanguage === 'english' ? tools.english : undefined);
  if (mentions.every((m) => m.listener || !m.thing)) mentions = [...mentions, ...emojiMentions(raw)];

  const question = readQuestion(folded, lexicon);
  const situation = readSituation(folded, lexicon, mentions, question);
  const asked = question || situation ? undefined : readAsked(text, lexicon);
  const wishes = readWishes(folded, lexicon);
  const wish = wishes.find((w) => !w.negated) ?? wishes[0];
  const problem = readProblem(folded, lexicon);
  const characters = castCharacters(mentions, situation);
  const { goal, trouble } = readGoal(text, ideaLanguage, characters[0]);
  const setting = readSetting(folded, lexicon);
  const when = readWhen(folded);
  const lesson = readLesson(folded, lexicon);
  return {
    ideaLanguage,
    characters,
    ...(situation ? { situation } : {}),
    ...(wish ? { wish } : {}),
    wishes,
    ...(problem ? { problem } : {}),
    ...(goal ? { goal } : {}),
    ...(trouble ? { trouble } : {}),
    ...(setting ? { setting } : {}),
    ...(when ? { when } : {}),
    ...(lesson ? { lesson } : {}),
    ...(question ? { question } : {}),
    ...(asked ? { asked } : {}),
  };
}
