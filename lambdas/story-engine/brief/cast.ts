// Turns the mentions a finder saw into the cast: names given to the character they belong to, duplicates merged,
// the hero first, and everyone else as companion, family or other.
import type { Mention } from './mentions';
import { THINGS } from './things';
import type { BriefCharacter, CharacterRole, SituationKey } from './types';

const isKin = (m: Mention) => m.thing !== undefined && THINGS[m.thing]?.kin === true;
const isPerson = (m: Mention) => m.thing === undefined || /^person-/.test(THINGS[m.thing]?.kind ?? '');

function personThing(gender: Mention['gender']): string {
  return gender === 'female' ? 'girl' : gender === 'male' ? 'boy' : 'child';
}

export function castCharacters(found: readonly Mention[], situation: SituationKey | undefined): BriefCharacter[] {
  let mentions = found.map((m) => ({ ...m }));
  // "name him Shelly", "his name was Biscuit": the name goes to the main unnamed character.
  for (const naming of mentions.filter((m) => m.namesMain && m.name)) {
    const main = mentions.find((m) => !m.name && !m.listener && m.thing && !isKin(m));
    if (main) {
      main.name = naming.name;
      mentions = mentions.filter((m) => m !== naming);
    }
  }
  const unique: Mention[] = [];
  for (const m of mentions) {
    if (m.name && unique.some((u) => u.name === m.name)) continue;
    if (!m.name && m.thing && unique.some((u) => u.thing === m.thing && (!u.listener || m.listener))) continue;
    if (!m.name && m.thing && mentions.some((n) => n.name && n.thing === m.thing)) continue;
    unique.push(m);
  }

  const grief = situation === 'pet-died' || situation === 'grandparent-died';
  /** A relative who belongs to someone already in the idea, or who died, is family, not the hero. */
  const family = (m: Mention, index: number): boolean =>
    isKin(m) && (m.possessed === true || unique.slice(0, index).some((o) => !o.listener && !isKin(o))
      || (situation === 'grandparent-died' && THINGS[m.thing!]?.kind === 'person-elder'));
  const newBaby = (m: Mention) => situation === 'new-sibling' && m.thing !== undefined && THINGS[m.thing]?.kind === 'baby' && !m.name;
  const eligible = unique.filter((m, index) => !m.listener && !family(m, index) && !newBaby(m));
  const named = eligible.filter((m) => m.name);
  // "Opa Heinz und sein Enkel Jonas": a story with a child and a grown-up relative is the child's.
  const grownKin = (m: Mention | undefined) => m !== undefined && isKin(m) && /^person-(adult|elder)$/.test(THINGS[m.thing!]?.kind ?? '');
  const child = grownKin(named[0]) ? eligible.find((m) => !isKin(m) && m.thing !== undefined && THINGS[m.thing]?.kind === 'person-child') : undefined;
  let hero = unique.find((m) => m.heroCue && m.name)
    ?? (situation === 'pet-died' ? named.find((m) => isPerson(m)) : undefined)
    ?? child
    ?? named[0]
    ?? eligible.find((m) => !grief || isPerson(m))
    ?? eligible[0]
    ?? unique.find((m) => m.listener)
    ?? unique.find((m) => !isKin(m) || situation !== 'grandparent-died');

  const cast = unique.filter((m) => m === hero || !m.listener);
  if (hero) cast.splice(cast.indexOf(hero), 1), cast.unshift(hero);
  return cast.map((m): BriefCharacter => {
    const thing = m.thing ?? personThing(m.gender);
    const kind = THINGS[thing]?.kind ?? 'person-child';
    const role: CharacterRole = m === hero ? 'hero' : isKin(m) || newBaby(m) ? 'family' : m.name ? 'companion' : 'other';
    const gender = m.gender ?? THINGS[thing]?.gender;
    return { ...(m.name ? { name: m.name } : {}), kind, thing, role, ...(gender ? { gender } : {}) };
  });
}
