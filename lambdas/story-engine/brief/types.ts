// The structured brief read from a story idea: closed keys and English thing words, and the idea's own goal and
// trouble as phrases in its language (for a book in that language only).
import type { AgeRange, StoryLanguage, StoryTone } from '../../ports/story-model';

/** What a character is, in the vocabulary the book-quality corpus annotates with. */
export type CharacterKind =
  | 'person-child' | 'person-adult' | 'person-elder' | 'baby' | 'animal' | 'vehicle' | 'object' | 'toy'
  | 'creature' | 'robot' | 'nature';

export type CharacterRole = 'hero' | 'companion' | 'family' | 'other';

export const SITUATION_KEYS = [
  'new-sibling', 'moving-home', 'first-day', 'pet-died', 'grandparent-died', 'doctor', 'dentist', 'potty', 'bedtime',
  'fear-dark', 'fear-monsters', 'fear-water', 'sharing', 'telling-truth', 'two-homes', 'wheelchair', 'glasses',
  'new-language', 'making-friend', 'question-sky', 'question-rain', 'question-plants',
] as const;
export type SituationKey = (typeof SITUATION_KEYS)[number];

/** What a wish is about; the thing word (English) says what is wished for where the key needs one. */
export const WISH_KEYS = [
  'become', 'see', 'visit', 'fly', 'dance', 'play', 'make-friend', 'win', 'find', 'go-home', 'sleep', 'go-to',
  'swim', 'sing', 'grow-up', 'help', 'build', 'explore',
] as const;
export type WishKey = (typeof WISH_KEYS)[number];

export const PROBLEM_KEYS = ['afraid', 'lost', 'cannot', 'lonely', 'laughed-at', 'sad', 'tired-of', 'worried', 'broke', 'nervous', 'fight'] as const;
export type ProblemKey = (typeof PROBLEM_KEYS)[number];

export const SETTING_KEYS = [
  'kitchen', 'bedroom', 'bathroom', 'classroom', 'school', 'nursery', 'garden', 'forest', 'jungle', 'sea', 'harbour',
  'lake', 'river', 'space', 'farm', 'city', 'snow', 'beach', 'hospital', 'park', 'supermarket', 'library', 'mountain',
  'desert', 'playground', 'garage', 'treehouse', 'sky', 'pool', 'castle', 'home',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const LESSON_KEYS = [
  'sharing', 'honesty', 'bravery', 'kindness', 'friendship', 'patience', 'being-yourself', 'teamwork', 'perseverance',
  'gratitude', 'family-love',
] as const;
export type LessonKey = (typeof LESSON_KEYS)[number];

export const QUESTION_KEYS = [
  'sky-blue', 'rain', 'plants-grow', 'rainbow', 'stars', 'night', 'thunder', 'snow', 'seasons',
  'moon-phases', 'sunset', 'dark-early', 'autumn-leaves', 'salty-sea', 'volcano', 'babies', 'sleep', 'lose-teeth',
] as const;
export type QuestionKey = (typeof QUESTION_KEYS)[number];

/**
 * A question no key answers, in the idea's own words (the one raw piece a brief keeps, so a book can say what was
 * asked): "why do cats purr". Direct when asked outright, not when reported ("asks why cats purr").
 */
export interface AskedQuestion {
  words: string;
  direct: boolean;
}

export interface BriefCharacter {
  /** The name as the idea writes it (first letter raised; Russian names in the nominative); absent for "a red tractor". */
  name?: string;
  kind: CharacterKind;
  /** English word for what it is: "girl", "grandmother", "tractor", "teddy bear". */
  thing: string;
  role: CharacterRole;
  gender?: 'female' | 'male';
}

export interface Wish {
  key: WishKey;
  /** English thing word ("knight", "sea"), only from the lexicon. */
  thing?: string;
  /** "doesn't want to be a princess": the idea asks for the opposite of this wish. */
  negated: boolean;
}

export interface Problem {
  key: ProblemKey;
  thing?: string;
}

/**
 * The idea's own goal, in its words and language, as that language says "to do" it: en "build a rocket out of
 * cardboard boxes", es "hacer la pizza más grande del mundo", de "eine Rakete bauen", ru "построить ракету",
 * zh "给奶奶做蛋糕", ja "ケーキをつくる" (dictionary form), ko "케이크를 만들" (the verb stem).
 */
export interface IdeaGoal {
  phrase: string;
  /** Japanese: the stem the idea put before たい ("ケーキをつくり"). */
  stem?: string;
}

/**
 * What the idea says stands in the hero's way. refuses: the deed the hero will not do, said as a goal is
 * ("brush his teeth"); afraid: what scares the hero, with the idea's own link to its fear word ("of the
 * neighbour's dog", "del perro", "vor dem Hund", zh "狗", ja "いぬ", ko "개를").
 */
export interface IdeaTrouble {
  kind: 'refuses' | 'afraid';
  phrase: string;
  stem?: string;
}

/** When the idea happens, if it says: its weather and hour. */
export interface When {
  weather?: 'rain' | 'snow';
  time?: 'night' | 'afternoon';
}

export interface IdeaBrief {
  /** The language the idea is written in (may differ from the book's). */
  ideaLanguage: StoryLanguage;
  /** Hero first. */
  characters: BriefCharacter[];
  situation?: SituationKey;
  /** The first wish the idea asks for; a negated one only when it states no other. */
  wish?: Wish;
  /** Every wish read, negated ones included ("doesn't want to be a princess, she wants to be a knight"). */
  wishes: Wish[];
  problem?: Problem;
  /** The idea's own goal and trouble, as phrases in ideaLanguage. */
  goal?: IdeaGoal;
  trouble?: IdeaTrouble;
  setting?: SettingKey;
  /** "on a rainy afternoon": what the pictures show of the weather and the hour. */
  when?: When;
  lesson?: LessonKey;
  question?: QuestionKey;
  /** A question the idea asks that no key answers: the book finds out about it together. */
  asked?: AskedQuestion;
}

export interface BriefRequest {
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
}
