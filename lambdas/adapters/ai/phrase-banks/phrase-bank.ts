// What a language must provide so the offline writer can tell a story in it: words, grammar helpers and templates.
//
// Template syntax (resolved by text-template.ts):
//   {token}        a story word, e.g. {name}, {goal}, {friend}
//   [m|f] [m|f|n]  the hero's gender: "[he|she]"
//   <m|f>          the friend's gender
//   [k:m|f|n]      the grammatical gender of the hero's kind noun ("Жил-был" / "Жила-была")
import type { AgeRange, StoryLanguage, StoryTone } from '../../../ports/story-model';
import type { ConceptKey, GoalKey, KindKey, TraitKey } from '../story-lexicon';

export type Gender = 'm' | 'f' | 'n';

export const STAGE_KEYS = [
  'opening', 'world', 'wish', 'firstTry', 'setback', 'friend', 'advice', 'secondTry', 'doubt', 'insight', 'climax',
  'resolution', 'celebration', 'ending',
] as const;
export type StageKey = (typeof STAGE_KEYS)[number];

/** Stages that carry an extra tone-specific sentence. */
export const TONE_LINE_KEYS = ['opening', 'wish', 'firstTry', 'friend', 'climax', 'resolution', 'ending'] as const;
export type ToneLineKey = (typeof TONE_LINE_KEYS)[number];

export interface StageText {
  /** Page heading. */
  title: string;
  /** Ages 0-3: one or two very short sentences. */
  short: string;
  /** Ages 4-7: a few simple sentences. */
  mid: string;
  /** Ages 8-12: a longer paragraph with richer words. */
  long: string;
}

export interface TonePack {
  /** Where the hero lives, as a place phrase: "in a cozy den at the edge of the meadow". */
  home: string;
  /** The helper met halfway: intro with an indefinite article, "the" form for later, grammatical gender. */
  friend: { intro: string; the: string; gender: Gender };
  /** Default favourite things when the idea names none (object form, ready after "loved"). */
  things: string;
  /** Adjective for the summary line: "A magical story about …". */
  adjective: string;
  lines: Record<ToneLineKey, string>;
  /** Very short tone sounds for the youngest readers. */
  toddler: { opening: string; ending: string };
  titles: readonly string[];
}

export interface HeroWords {
  name: string;
  kind: KindKey;
  /** An English kind word not in the lexicon (English books only). */
  rawKind?: string;
  trait: TraitKey;
  /** Natural gender used for pronouns and predicate adjectives. */
  gender: 'm' | 'f';
}

export interface PhraseBank {
  language: StoryLanguage;
  /** Grammatical gender of the kind noun ('n' for languages without it). */
  kindGender(kind: KindKey): Gender;
  /** Indefinite phrase naming the hero: "a shy hedgehog named Pip". */
  heroIntro(hero: HeroWords): string;
  /** Indefinite phrase without the name: "a shy little hedgehog". */
  heroPhrase(hero: HeroWords): string;
  /** Definite kind phrase in subject position: "the hedgehog". */
  kindThe(hero: HeroWords): string;
  /** Predicate adjective agreeing with the hero: "shy" / "tímida". */
  trait(trait: TraitKey, gender: 'm' | 'f'): string;
  /** Wishes in the form the templates expect after "wanted to". */
  goals: Record<GoalKey, string>;
  /** Favourite things in object form. */
  concepts: Record<ConceptKey, string>;
  /** Joins things: "the moon, the stars and the sea". */
  list(items: readonly string[]): string;
  /** Extra goal forms some grammars need ({goalZu} in German, {goalCan} in Korean). */
  goalForms?(goal: string): Record<string, string>;
  /** The wish as written in an idea in this language, already in goal form, when a pattern recognises it. */
  extractGoal(idea: string): string | undefined;
  /** Adapts a name from another script (Pip → Пип). */
  adaptName?(name: string): string;
  /** Names to pick from when the idea gives none. */
  names: Record<'m' | 'f', readonly string[]>;
  /** Language clean-up after templates are filled: contractions, particles, capitals. */
  finish(text: string): string;
  /** Title built from the wish: "{name} Wants to {goal}". */
  goalTitle: string;
  /** The title page line: "A {adjective} story about {heroIntro} who wants to {goal}." */
  summary: string;
  /** Closing words on the last page (ages 4+). */
  theEnd: string;
  /** Title-case English-style titles. */
  titleCase?: boolean;
  tones: Record<StoryTone, TonePack>;
  stages: Record<StageKey, StageText>;
}

export type AgeBand = keyof Pick<StageText, 'short' | 'mid' | 'long'>;

export function ageBand(ageRange: AgeRange): AgeBand {
  return ageRange === '0-3' ? 'short' : ageRange === '4-7' ? 'mid' : 'long';
}

/**
 * Upper-cases the first letter of the text and of each sentence. A closing quote after ! or ? does not end the
 * sentence ("“I did it!” she said"), so only bare . ! ? count.
 */
export function capitalizeSentences(text: string): string {
  return text.replace(
    /(^|[.!?…]\s+)([«„“"¡¿(]*\s?)(\p{Ll})/gu,
    (_m, before: string, open: string, letter: string) => before + open + letter.toUpperCase(),
  );
}

/** Collapses doubled spaces and removes spaces before , . (leaves French spacing to French). */
export function tidySpaces(text: string): string {
  return text.replace(/[ \t]+/g, ' ').replace(/ ([,.])/g, '$1').trim();
}
