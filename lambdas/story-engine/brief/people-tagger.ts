// A language tool that knows people's names where a cue does not show one (English: compromise's tagger and name lists).

export type NameGender = 'female' | 'male' | undefined;

/** The start offset of every word the tool takes for a person's name, with the gender its name lists give. */
export type PeopleTagger = (text: string) => ReadonlyMap<number, NameGender>;

/** The tools a reading may use, by the idea's language; a language without one reads by cues alone. */
export interface ReadingTools {
  readonly english?: PeopleTagger;
}
