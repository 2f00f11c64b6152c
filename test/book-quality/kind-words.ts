// English words a character sheet or picture description may use for each kind of character. Animals, vehicles,
// objects, toys, creatures and nature must be named by their own thing word; people by any word for their age.
import type { CharacterKind, CorpusCharacter } from './corpus-types';

const CLASS_WORDS: Record<CharacterKind, readonly string[]> = {
  'person-child': ['child', 'kid', 'toddler', 'pupil', 'schoolchild'],
  'person-adult': ['woman', 'man', 'adult', 'parent', 'mother', 'father', 'mom', 'mum', 'dad', 'teacher', 'lady'],
  'person-elder': ['grandmother', 'grandma', 'granny', 'grandfather', 'grandpa', 'grandad', 'granddad', 'old woman', 'old man', 'elderly'],
  baby: ['baby', 'newborn', 'infant'],
  animal: [],
  vehicle: [],
  object: [],
  toy: [],
  creature: [],
  robot: ['robot'],
  nature: [],
};

export function acceptedKindWords(character: CorpusCharacter): readonly string[] {
  return [character.thing, ...(character.alsoCalled ?? []), ...CLASS_WORDS[character.kind]];
}

/** Whether an English description calls something by one of the words (plural allowed). */
export function describedBy(description: string, accepted: readonly string[]): boolean {
  const text = description.toLowerCase();
  return accepted.some((word) => {
    const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[ -]?');
    return new RegExp(`(?<![a-z])${escaped}(?:s|es)?(?![a-z])`).test(text);
  });
}
