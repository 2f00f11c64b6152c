// Expectations a reader can check against a book made from one held-out idea.
// Forms are matched case-insensitively as substrings of the book's text, so a stem ("пицц") covers its inflections.

export type Language =
  | 'english' | 'spanish' | 'french' | 'german' | 'italian'
  | 'portuguese' | 'russian' | 'chinese' | 'japanese' | 'korean';
export type AgeRange = '0-3' | '4-7' | '8-12';
export type Style = 'watercolor' | 'oil_painting' | '3d' | 'comic_style' | 'crayon' | 'colored_pencil' | 'paper_cut';

export type Covers =
  | 'goal' | 'trouble' | 'holiday' | 'family' | 'aid' | 'toy' | 'pet'
  | 'question' | 'place' | 'material' | 'english-asks-other';

export interface HeldOutCharacter {
  /** The name as it must appear in the book's script (団団-style names, not transliterations). */
  name: string;
  /** Accepted written forms, inflections included; the name itself is always accepted. */
  forms?: string[];
  kind: 'child' | 'adult' | 'grandparent' | 'parent' | 'toy' | 'pet' | 'animal' | 'sibling' | 'friend';
  /** Aids or traits this person (and no one else) has: a wheelchair, a cast, glasses. */
  aids?: { what: string; forms: string[] }[];
}

export interface HeldOutKey {
  what: string;
  kind: 'thing' | 'place' | 'time' | 'food' | 'material' | 'activity';
  forms: string[];
}

export interface HeldOutIdea {
  id: string;
  /** Typed as a parent types it: this is the request's storyIdea, verbatim. */
  idea: string;
  request: { ageRange: AgeRange; language: Language; pageCount: number; style: Style };
  characters: HeldOutCharacter[];
  /** Things, places, times, foods and materials the text must name. Places, times and materials are never characters. */
  keys: HeldOutKey[];
  /** Further words a reader could mistake for a name (a verb, a common noun); none may be a character. */
  notNames?: string[];
  /** The idea asks a question: the book answers it, and the answer is about these words. */
  question?: { asks: string; answerForms: string[] };
  /** What the idea is about, in a few words. */
  goal: string;
  covers: Covers[];
}
