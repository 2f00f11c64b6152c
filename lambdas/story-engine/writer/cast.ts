// Who plays which part in the story, from the brief: the one the story follows, a friend, a relative, the one
// remembered, the thing that is lost. Language-free: the language pack decides how each is called.
import type { BriefCharacter, CharacterKind, IdeaBrief } from '../brief/types';

export interface Role {
  name?: string;
  kind: CharacterKind;
  thing: string;
  gender?: 'female' | 'male';
  /** "the children": several people told as one. */
  plural?: boolean;
  /** Another one of the hero's own kind ("another little penguin"). */
  other?: boolean;
}

export interface StoryCast {
  /** The one the story follows. */
  hero: Role;
  /** A friend or companion on the journey. */
  pal?: Role;
  /** A relative from the idea (grandmother, baby sister, father). */
  kin?: Role;
  /** The pet or grandparent who died. */
  departed?: Role;
  /** A toy or friend that is lost and must be found. */
  lost?: Role;
  /** Named characters with no other part, so the book still names them. */
  others: Role[];
}

const PEOPLE = /^person-|^baby$/;
// Characters that are the situation itself (the monster under the bed, the doctor), not friends.
const SITUATION_THINGS = new Set(['monster', 'doctor', 'dentist', 'nurse', 'teacher']);

const role = (c: BriefCharacter): Role =>
  ({ ...(c.name ? { name: c.name } : {}), kind: c.kind, thing: c.thing, ...(c.gender ? { gender: c.gender } : {}) });

export function castStory(brief: IdeaBrief, shape: string): StoryCast {
  // In a question's book, what it asks about ("why do cats purr", "where do babies come from") is its subject, not a character.
  const chars = shape.startsWith('question-') ? brief.characters.filter((c) => c.name || /^person-/.test(c.kind)) : brief.characters;
  const used = new Set<BriefCharacter>();
  const take = (c: BriefCharacter | undefined): Role | undefined => (c ? (used.add(c), role(c)) : undefined);

  let departed: Role | undefined;
  if (shape === 'pet-died') departed = take(chars.find((c) => c.kind === 'animal' && c.name) ?? chars.find((c) => c.kind === 'animal'));
  if (shape === 'grandparent-died') departed = take(chars.find((c) => c.kind === 'person-elder'));

  const grief = departed !== undefined || shape.endsWith('-died');
  const heroChar = grief
    ? chars.find((c) => !used.has(c) && /^person-child$|^baby$/.test(c.kind))
    : chars.find((c) => !used.has(c) && c.role === 'hero') ?? chars.find((c) => !used.has(c) && c.role !== 'family');
  let hero = take(heroChar);
  if (!hero) hero = grief ? { kind: 'person-child', thing: 'children', plural: true } : { kind: 'person-child', thing: 'child' };

  let lost: Role | undefined;
  if (brief.problem?.key === 'lost') {
    lost = take(chars.find((c) => !used.has(c) && c.role !== 'family' && /^(toy|robot|animal)$/.test(c.kind)));
  }
  let kin = take(chars.find((c) => !used.has(c) && c.role === 'family'));
  if (!kin && shape === 'new-sibling') kin = { kind: 'baby', thing: 'baby' };
  let pal = take(chars.find((c) => !used.has(c) && c.role !== 'family' && !SITUATION_THINGS.has(c.thing)));
  if (!pal && (shape === 'sharing' || shape === 'making-friend')) {
    pal = PEOPLE.test(hero.kind) ? { kind: 'person-child', thing: 'friend' } : { kind: hero.kind, thing: hero.thing, other: true };
  }
  const others = chars.filter((c) => !used.has(c) && c.name).map(role);
  return {
    hero, others,
    ...(pal ? { pal } : {}), ...(kin ? { kin } : {}), ...(departed ? { departed } : {}), ...(lost ? { lost } : {}),
  };
}
