// Per-language word lists the checker's sentence rules read: words a sentence never ends on, function words whose
// doubling is an error, word pairs no grammar allows, English words that have no business in other languages.
import type { AgeRange, StoryLanguage } from '../../lambdas/ports/story-model';
import type { ScriptGroup } from './text-units';

/** Words a finished sentence or heading does not end on, in lower case with accents (prepositions that may end a sentence are left out). */
export const DANGLING_WORDS: Record<StoryLanguage, readonly string[]> = {
  english: ['the', 'a', 'an', 'of', 'and', 'or', 'but', 'my', 'your', 'our', 'their', 'its', 'to'],
  spanish: ['el', 'la', 'los', 'las', 'un', 'una', 'de', 'del', 'al', 'y', 'que', 'para', 'con', 'en', 'por', 'su', 'sus', 'mi'],
  // "a" (has) ends "Il y en a."; "à" never ends a sentence.
  french: ['le', 'la', 'les', 'un', 'une', 'de', 'du', 'des', 'au', 'aux', 'à', 'et', 'pour', 'que', 'dans', 'sur', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'ce'],
  // "zu", "mit", "auf", "aus", "an", "ein" end German sentences as verb particles; "das" ends "Was ist das?".
  german: ['der', 'den', 'dem', 'des', 'eine', 'einen', 'einem', 'einer', 'zum', 'zur', 'vom', 'und', 'für', 'mein', 'meine', 'meinen', 'seine', 'seinen', 'ihre', 'ihren', 'im'],
  italian: ['il', 'gli', 'un', 'uno', 'una', 'di', 'del', 'della', 'dei', 'degli', 'al', 'alla', 'allo', 'e', 'per', 'con', 'nel', 'nella', 'sul', 'sulla'],
  portuguese: ['os', 'um', 'uma', 'de', 'do', 'da', 'dos', 'das', 'na', 'em', 'e', 'que', 'para', 'com', 'pelo', 'pela'],
  russian: ['в', 'во', 'на', 'с', 'со', 'к', 'ко', 'о', 'об', 'по', 'для', 'из', 'от', 'до', 'у', 'и', 'чтобы', 'но', 'или'],
  japanese: [],
  chinese: [],
  korean: [],
};

/** After these an English sentence may end on "to" ("I want to."). */
export const ENGLISH_TO_ENDS_AFTER = ['want', 'wants', 'wanted', 'have', 'has', 'had', 'going', 'need', 'needs', 'try', 'tried', 'like', 'love', 'used', 'ought', 'got'];

/** Sentence ends that break Chinese, Japanese and Korean grammar: an object marker or linking word with nothing after. */
export const DANGLING_END: Partial<Record<StoryLanguage, RegExp>> = {
  japanese: /を$/u,
  chinese: /(?:和|与|把|被|从|向|因为|所以|关于|对于)$/u,
  korean: /(?:를|에게|에서)$/u,
};

/**
 * Function words: the same one twice in a row ("the the", "de de") is a slip. Left out where doubling is grammar or
 * song: German "die die" (relative pronoun and article), "la la la", English "that that".
 */
export const FUNCTION_WORDS: Record<StoryLanguage, readonly string[]> = {
  english: ['the', 'a', 'an', 'of', 'and', 'to', 'in', 'on', 'at', 'is', 'was', 'it', 'he', 'she', 'with', 'for', 'his', 'her'],
  spanish: ['el', 'los', 'las', 'un', 'una', 'de', 'del', 'al', 'a', 'y', 'que', 'para', 'con', 'en', 'por', 'su', 'se', 'lo'],
  french: ['le', 'les', 'un', 'une', 'de', 'du', 'des', 'au', 'à', 'et', 'pour', 'que', 'qui', 'dans', 'sur', 'il', 'elle', 'se'],
  german: ['ein', 'eine', 'einen', 'und', 'zu', 'mit', 'von', 'in', 'im', 'er', 'sie', 'es', 'sich'],
  italian: ['il', 'lo', 'gli', 'le', 'un', 'una', 'di', 'del', 'della', 'al', 'e', 'che', 'per', 'con', 'in', 'nel', 'si'],
  portuguese: ['o', 'a', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'em', 'no', 'na', 'e', 'que', 'para', 'com', 'se'],
  russian: ['в', 'на', 'с', 'к', 'о', 'по', 'для', 'из', 'от', 'до', 'и', 'что', 'он', 'она', 'не'],
  japanese: [],
  chinese: [],
  korean: ['그리고', '그래서', '하지만'],
};

/** Word pairs no sentence of the language allows: contractions left undone, an article before an infinitive. */
export const BROKEN_PAIRS: Partial<Record<StoryLanguage, RegExp>> = {
  english: /(?<!\p{L})(?:a|an|the) (?:a|an|the)(?!\p{L})/iu,
  spanish: /(?<!\p{L})(?:de|a) el(?!\p{L})/u,
  french: /(?<!\p{L})(?:du (?:faire|être|avoir|aller|voir|voler|nager|trouver|devenir|partir|dormir|jouer|danser|chanter|lire|grandir|apprendre|manger|grimper|construire|dessiner)|de une?|que (?:il|elle|on)|si il|je ai)(?!\p{L})/iu,
  italian: /(?<!\p{L})(?:di|a|da|in|su) (?:il|lo|gli)(?!\p{L})/iu,
  portuguese: /(?<!\p{L})em (?:o|a|os|as)(?!\p{L})/iu,
};

/**
 * Common English words that are not also words of another of the ten languages ("was" and "will" are German,
 * "he" and "has" Spanish, "but", "on" and "brave" French, so they are left out).
 */
export const ENGLISH_ONLY_WORDS: readonly string[] = [
  'the', 'and', 'with', 'who', 'wants', 'wanted', 'named', 'called', 'she', 'they', 'little', 'friend', 'friends',
  'said', 'because', 'would', 'could', 'very', 'happy', 'story', 'day', 'night', 'home', 'mom', 'dad', 'grandma',
  'grandpa', 'afraid', 'scared', 'loves', 'likes', 'wish', 'big', 'small', 'went', 'there', 'where', 'why',
];

/** Question words: a hero named after one of them was read from a question, not given a name. */
export const QUESTION_WORDS: readonly string[] = [
  'why', 'what', 'how', 'where', 'when', 'who', 'which', 'por que', 'porque', 'que', 'como', 'donde', 'pourquoi',
  'comment', 'ou', 'quand', 'warum', 'wieso', 'weshalb', 'wie', 'wo', 'perche', 'come', 'dove', 'quando',
  'почему', 'зачем', 'как', 'где', 'когда', '为什么', '怎么', '哪里', 'なぜ', 'どうして', 'なんで', 'どこ', '왜', '어떻게', '어디',
];

/** A hero introduced by a question word in the text: "a curious owl named Why". */
export const NAMED_AFTER_QUESTION = /(?:named|called|llamad[oa]|nommée?|appelée?|namens|chiamat[oa]|chamad[oa]|по имени)\s+(?:why|what|how|where|when|who|por qué|pourquoi|warum|perché|por que|почему)(?!\p{L})/iu;

/** Letters of another script: a name or word that was not written in the book's own script. */
export const FOREIGN_LETTERS: Record<ScriptGroup, RegExp> = {
  latin: /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu,
  cyrillic: /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu,
  japanese: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Hangul}]+/gu,
  chinese: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
  korean: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
};

/**
 * Longest verbatim run of the idea a careful writer might still copy (words; letters where there are no spaces,
 * about the same length): a longer run is pasted from the request, not written.
 */
export const LONGEST_FAIR_COPY: Record<StoryLanguage, number> = {
  english: 9, spanish: 9, french: 9, german: 9, italian: 9, portuguese: 9, russian: 8, korean: 6,
  japanese: 24, chinese: 14,
};

/** Words per story page the issue asks for by age (0–3 short, 4–7 a few sentences, 8–12 the 70–120 of story-guidance.ts). */
export const WORDS_PER_PAGE: Record<AgeRange, readonly [number, number]> = {
  '0-3': [1, 25],
  '4-7': [20, 70],
  '8-12': [70, 120],
};

/** The issue says "about": a page may be this much shorter or longer before it is flagged. */
export const PAGE_LENGTH_SLACK = 0.15;

/** Letters that make one English word's worth of text, measured on the phrase banks' parallel translations. */
export const LETTERS_PER_WORD: Partial<Record<StoryLanguage, number>> = {
  japanese: 2.7,
  chinese: 1.6,
  korean: 2.0,
};

/** Words per English word where a language is much terser (Russian has no articles). */
export const WORDS_PER_ENGLISH_WORD: Partial<Record<StoryLanguage, number>> = {
  russian: 0.8,
};
