// English names by compromise's tagger (its name lists and context rules read "my son kai keeps asking" right, where
// a lower-case name has no cue). Loaded beside the bundle, as the language packs are (brief/load-tools.ts).
import nlp from 'compromise/two';
import type { NameGender, PeopleTagger } from './people-tagger';

interface TaggedTerm {
  readonly tags: readonly string[];
  readonly offset: { readonly start: number };
}

export const englishPeople: PeopleTagger = (text) => {
  const found = new Map<number, NameGender>();
  const terms = nlp(text).terms().json({ offset: true }) as Array<{ terms: TaggedTerm[] }>;
  for (const { terms: [term] } of terms) {
    if (!term) continue;
    const tags = new Set(term.tags);
    // "grandpa" is a Person to compromise too: only given names count, the lexicon reads relatives.
    if (!tags.has('FirstName') && !(tags.has('Person') && tags.has('ProperNoun') && !tags.has('Actor'))) continue;
    found.set(term.offset.start, tags.has('FemaleName') ? 'female' : tags.has('MaleName') ? 'male' : undefined);
  }
  return found;
};
