// The shape of one language's word lists. Patterns are regular-expression sources in lower case without accents;
// \b is a word boundary in every script. Lists come in priority order where more than one rule can match.
import type { LessonKey, ProblemKey, QuestionKey, SettingKey, SituationKey, WishKey } from '../types';

export interface Lexicon {
  /** Words and short phrases (folded) for characters → English thing word (a key of THINGS). */
  things: Readonly<Record<string, string>>;
  /** Articles and possessives: a capitalised word after one is a noun, not a name. */
  determiners: readonly string[];
  /** "my", "our": "my son" with no name is who the story is for, not a character. */
  ownPossessives: readonly string[];
  /** Thing words that, after "my", are the listener ("my son", "my kids"). */
  listenerWords: readonly string[];
  /** Phrases after which a name comes: "named", "called". */
  nameCues: readonly string[];
  /** Phrases after which a name refers back to the main character: "name him", "his name was". */
  backCues: readonly string[];
  /** Words that, after a sentence's first capitalised word, show it is someone: "is", "gets", "and". */
  nameFollowers: readonly string[];
  /** Capitalised words that are never names: question words, days, months, places, brands, greetings. */
  notNames: readonly string[];
  /** A capitalised word after these is a place ("from Syria", "to Mars"). */
  placePrepositions: readonly string[];
  /** "Tuggy the little tugboat": the article that opens an apposition. */
  appositionArticles: readonly string[];
  and: readonly string[];
  /** Before a thing word, these mean it is not a character ("the other kids", "no ships"). */
  notCharacterBefore: readonly string[];
  /** Words before a thing that show the idea's writer, not a character ("teacher here"). */
  authorAfter: readonly string[];
  heroWords: readonly string[];
  femalePronouns: readonly string[];
  malePronouns: readonly string[];
  /** Titles that belong to a name: "Mr Buttons". */
  honorifics: readonly string[];
  /** German capitalises every noun, so a bare capital says nothing there. */
  capitalisesNouns?: boolean;
  /** Articles may stand before names ("o Pedro", "la Giulia"). */
  articlesBeforeNames?: boolean;
  /** Chinese, Japanese, Korean: characters a name never runs into (particles, common verbs). */
  nameBoundaries?: string;
  /** Japanese: verbs and adjectives a name written in kana is cut after (「こわいたろうくん」 → たろう). */
  namePredecessors?: readonly string[];
  /** Korean: particles written onto a word ("지우가" → 지우). */
  particles?: readonly string[];
  /** Words that make the idea a question to explain ("why", "how come"). */
  questionWords: string;
  /** Just before a question word, these make it a question even mid-sentence: "my son asks why…", "a book about how…". */
  askCues?: string;
  /** The question words that ask on their own at a sentence's start, with no question mark ("why the moon…"). */
  whyWords?: string;
  /** Sentences with a question word that ask no question to explain: "what if…", "how can I help her". */
  notQuestions?: string;
  /** Chinese, Japanese, Korean: the question word stands anywhere in the sentence (「月はなぜ…」). */
  questionAnywhere?: boolean;
  situations: ReadonlyArray<readonly [SituationKey, string]>;
  /** Someone died; a grandparent word near it makes it a grandparent's death, otherwise a pet's. */
  death: string;
  grandparent: string;
  /** "wants", "would like": a wish follows. */
  wishVerb: string;
  /** Just before the wish verb: "doesn't", "no". */
  negation: string;
  /** Japanese and Korean put what is wished for before the wish verb (「うみをみたい」), and "not" after it. */
  goalBeforeWish?: boolean;
  /** Right after the wish verb, where "not" follows it: 「ねたくない」, 「가고 싶지 않아」. */
  negationAfter?: string;
  wishes: ReadonlyArray<readonly [WishKey, string | undefined, string]>;
  /** "for the first time", 「はじめて」: what is done for the first time, in the same clause, is what the story is after. */
  firstTime?: string;
  /** Things the idea says the hero does ("bauen ein Vogelhaus"), read as the wish when no wish verb says one. */
  doings?: ReadonlyArray<readonly [WishKey, string | undefined, string]>;
  /** Refusals stated in one phrase anywhere ("nicht in den Kindergarten will"). */
  refusals?: ReadonlyArray<readonly [WishKey, string | undefined, string]>;
  problems: ReadonlyArray<readonly [ProblemKey, string | undefined, string]>;
  settings: ReadonlyArray<readonly [SettingKey, string]>;
  lessons: ReadonlyArray<readonly [LessonKey, string]>;
  questions: ReadonlyArray<readonly [QuestionKey, string]>;
}
