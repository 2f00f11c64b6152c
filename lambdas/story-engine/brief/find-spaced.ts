// Finds characters in ideas written with spaces between words (Latin and Cyrillic scripts): things by the lexicon,
// names by what stands around them (a naming word, a relative or thing word before, a verb after).
import type { Lexicon } from './lexicon/lexicon';
import type { Mention } from './mentions';
import { ageAfter, ageBefore, mayBeAgedName } from './age-marks';
import type { NameGender, PeopleTagger } from './people-tagger';
import { russianNominative } from './russian-names';
import { THINGS } from './things';
import { tokenize, withinOneEdit, type Token } from './text';

interface ThingHit {
  from: number;
  to: number;
  thing: string;
  surface: string;
  used?: boolean;
}

const SENTENCE_BREAK = /[.!?…:;\n。！？]/u;
const CLAUSE_BREAK = /[.!?…:;,\n。！？()]/u;

/** Lexicon keys ending in * match any word that starts with the rest (Russian and German endings). */
function lookupThing(lexicon: Lexicon, phrase: string, allowTypo: boolean): { thing: string; surface: string } | undefined {
  const exact = lexicon.things[phrase];
  if (exact) return { thing: exact, surface: phrase };
  if (phrase.includes(' ')) {
    const plural = /^(.+?)(?:es|s)$/u.exec(phrase);
    return plural && lexicon.things[plural[1]!] ? { thing: lexicon.things[plural[1]!]!, surface: plural[1]! } : undefined;
  }
  for (const [key, thing] of Object.entries(lexicon.things)) {
    if (key.endsWith('*') && phrase.startsWith(key.slice(0, -1)) && phrase.length <= key.length + 2) return { thing, surface: key };
  }
  const singular = /^(.{3,}?)(?:es|s)$/u.exec(phrase);
  for (const stem of [singular?.[1], phrase.endsWith('s') ? phrase.slice(0, -1) : undefined]) {
    if (stem && lexicon.things[stem]) return { thing: lexicon.things[stem]!, surface: stem };
  }
  // Typos only for animals, creatures and machines of six letters or more: "dragom" is a dragon, "sleep" is no sheep.
  if (allowTypo && phrase.length >= 6) {
    for (const [key, thing] of Object.entries(lexicon.things)) {
      const kind = THINGS[thing]?.kind;
      if (kind === undefined || /^person-|baby/.test(kind) || key.length < 6) continue;
      if (!key.includes(' ') && !key.endsWith('*') && withinOneEdit(phrase, key)) return { thing, surface: key };
    }
  }
  return undefined;
}

function findThings(tokens: Token[], lexicon: Lexicon, known: ReadonlySet<string>): ThingHit[] {
  const hits: ThingHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let length = 3; length >= 1; length--) {
      if (i + length > tokens.length) continue;
      const slice = tokens.slice(i, i + length);
      if (slice.slice(1).some((t) => SENTENCE_BREAK.test(t.gapBefore) || /[,!?]/.test(t.gapBefore))) continue;
      const phrase = slice.map((t) => t.fold).join(' ');
      const typoAllowed = length === 1 && !known.has(phrase) && !tokens[i]!.capital;
      const found = lookupThing(lexicon, phrase, typoAllowed);
      if (found) {
        hits.push({ from: i, to: i + length - 1, thing: found.thing, surface: found.surface });
        i += length - 1;
        break;
      }
    }
  }
  return hits;
}

function phraseAt(tokens: Token[], i: number, phrases: readonly string[]): number {
  let best = 0;
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (parts.every((part, k) => tokens[i + k]?.fold === part && (k === 0 || !CLAUSE_BREAK.test(tokens[i + k]!.gapBefore)))) {
      best = Math.max(best, parts.length);
    }
  }
  return best;
}

const raiseFirst = (name: string): string => name.charAt(0).toLocaleUpperCase() + name.slice(1);

export function findSpacedMentions(text: string, lexicon: Lexicon, language: string, people?: PeopleTagger): Mention[] {
  const tokens = tokenize(text);
  // Names a tagger knows (English), with the gender its name lists give.
  const tagged = people?.(text) ?? new Map<number, NameGender>();
  const set = (words: readonly string[]) => new Set(words);
  const determiners = set(lexicon.determiners);
  const notNames = set(lexicon.notNames);
  const honorifics = set(lexicon.honorifics);
  const followers = set(lexicon.nameFollowers);
  const places = set(lexicon.placePrepositions);
  const known = new Set([...notNames, ...determiners, ...followers, ...lexicon.and, ...places, ...lexicon.notCharacterBefore]);
  const things = findThings(tokens, lexicon, known);
  const thingStartingAt = new Map(things.map((hit) => [hit.from, hit]));
  const thingEndingAt = new Map(things.map((hit) => [hit.to, hit]));
  const isThingToken = (i: number) => things.some((hit) => i >= hit.from && i <= hit.to);

  /** A token that could be a name: letters, not a known word, not a thing word. */
  const nameable = (i: number, lowercaseAllowed = false, thingAllowed = false): boolean => {
    const token = tokens[i];
    if (!token || !/^\p{L}/u.test(token.text) || token.text.length < 2) return false;
    if (!token.capital && !lowercaseAllowed) return false;
    // "I'd", "I'm": a known word with an ending is still that word.
    const head = token.fold.split("'")[0]!;
    if (head !== token.fold && known.has(head)) return false;
    return !known.has(token.fold) && (!isThingToken(i) || (thingAllowed && token.capital)) && !honorifics.has(token.fold);
  };
  const gapBreaks = (i: number) => CLAUSE_BREAK.test(tokens[i]?.gapBefore ?? '.');
  // A word in lower case is a name when an age stands beside it or a tagger knows it as one.
  const aged = (i: number) => tokens[i] !== undefined && mayBeAgedName(tokens[i]!.fold) && (ageAfter(text, tokens[i]!.end) || ageBefore(text, tokens[i]!.start));
  const lowerName = (i: number) => aged(i) || tagged.has(tokens[i]?.start ?? -1);
  // After "my daughter", a word that ends its clause is her name too ("mon fils noé, …", "с подружкой катей").
  const endsClause = (i: number) => i + 1 >= tokens.length || gapBreaks(i + 1) || lexicon.and.includes(tokens[i + 1]!.fold);

  const names: Array<{ from: number; to: number; thing?: ThingHit; namesMain?: boolean }> = [];
  const taken = new Set<number>();
  const addName = (from: number, to: number, thing?: ThingHit, namesMain?: boolean) => {
    if (taken.has(from)) return;
    for (let k = from; k <= to; k++) taken.add(k);
    if (thing) thing.used = true;
    names.push({ from, to, thing, namesMain });
    // "twins Tom and Tim", "Lily and Rose": a name joined by "and" to another is another of the same.
    const next = to + 1;
    // A name read in lower case takes its partner in lower case too: "nora and eli (7)", "lucas and maya,".
    const partnerLower = !tokens[from]!.capital && (lowerName(next + 1) || endsClause(next + 1));
    if (lexicon.and.includes(tokens[next]?.fold ?? '') && !gapBreaks(next) && !gapBreaks(next + 1) && nameable(next + 1, partnerLower)
      && !thingStartingAt.has(next + 2)) {
      addName(next + 1, next + 1, thing && THINGS[thing.thing]?.kin ? undefined : thing, undefined);
    }
  };
  /** "Mr Buttons": a title and the name after it are one name. */
  const nameSpan = (i: number, lowercaseAllowed: boolean, thingAllowed = false): [number, number] | undefined => {
    if (honorifics.has(tokens[i]?.fold ?? '') && !gapBreaks(i + 1) && nameable(i + 1, lowercaseAllowed, thingAllowed)) return [i, i + 1];
    return nameable(i, lowercaseAllowed, thingAllowed) ? [i, i] : undefined;
  };
  const nearestThingBefore = (i: number): ThingHit | undefined => {
    for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
      const hit = thingEndingAt.get(k);
      if (hit && !hit.used) return hit;
      if (SENTENCE_BREAK.test(tokens[k + 1]!.gapBefore) && k + 1 !== i) return undefined;
    }
    return undefined;
  };

  for (let i = 0; i < tokens.length; i++) {
    // A naming word: "named Bolt", "called biscuit", "name him Shelly".
    const back = phraseAt(tokens, i, lexicon.backCues);
    const cue = back || phraseAt(tokens, i, lexicon.nameCues);
    if (cue) {
      // After a naming word even a thing word is a name ("his name was Tiger").
      const span = nameSpan(i + cue, true, true);
      if (span) for (const hit of things) if (hit.from >= span[0] && hit.to <= span[1]) hit.used = true;
      if (span && !gapBreaks(i + cue) || (span && back)) {
        if (back) addName(span![0], span![1], undefined, true);
        else addName(span![0], span![1], nearestThingBefore(i));
      }
      continue;
    }
    // A relative or thing word right before: "my daughter Lena", "grandpa Walter", "her cat Pepper", "Oma Hilde".
    const hit = thingEndingAt.get(i);
    if (hit && !gapBreaks(i + 1)) {
      const person = /^person-|^baby$/.test(THINGS[hit.thing]?.kind ?? '');
      const span = nameSpan(i + 1, lowerName(i + 1) || (person && endsClause(i + 1)));
      if (span && !places.has(tokens[i]!.fold)) {
        addName(span[0], span[1], hit);
        continue;
      }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const token = tokens[i]!;
    if (!token.capital && lowerName(i) && nameable(i, true)) {
      addName(i, i);
      continue;
    }
    const span = nameSpan(i, false);
    if (!span) continue;
    const end = span[1];
    const previous = tokens[i - 1];
    const next = tokens[end + 1];
    // "Tuggy the little tugboat": an apposition says what the name is.
    if (next && lexicon.appositionArticles.includes(next.fold) && !gapBreaks(end + 1)) {
      const thing = [end + 2, end + 3, end + 4].map((k) => thingStartingAt.get(k)).find((h) => h && !h.used);
      if (thing) {
        addName(span[0], end, thing);
        continue;
      }
    }
    const followed = next !== undefined && !SENTENCE_BREAK.test(next.gapBefore) && (followers.has(next.fold) || tokens[end]!.possessive);
    const afterArticle = previous !== undefined && determiners.has(previous.fold) && !gapBreaks(i);
    const afterPlace = previous !== undefined && places.has(previous.fold) && !gapBreaks(i);
    if (token.sentenceStart || lexicon.capitalisesNouns) {
      // The first word of a sentence is capitalised anyway: only a verb after it shows it is someone.
      if (followed && !(afterArticle && !lexicon.articlesBeforeNames)) addName(span[0], end);
      continue;
    }
    if (afterPlace && !followed) continue;
    if (afterArticle && !lexicon.articlesBeforeNames) continue;
    addName(span[0], end);
  }

  const pronounGender = (from: number): 'female' | 'male' | undefined => {
    for (let k = from + 1; k < Math.min(tokens.length, from + 14); k++) {
      if (lexicon.femalePronouns.includes(tokens[k]!.fold)) return 'female';
      if (lexicon.malePronouns.includes(tokens[k]!.fold)) return 'male';
      if (taken.has(k)) return undefined;
    }
    return undefined;
  };
  const heroCueNear = (from: number, to: number): boolean => {
    for (let k = Math.max(0, from - 4); k <= Math.min(tokens.length - 1, to + 4); k++) {
      if (k >= from && k <= to) continue;
      if (phraseAt(tokens, k, lexicon.heroWords)) return true;
    }
    return false;
  };

  const mentions: Mention[] = [];
  for (const found of names) {
    const written = tokens.slice(found.from, found.to + 1).map((t) => t.text);
    let name = raiseFirst(text.slice(tokens[found.from]!.start, tokens[found.to]!.start) + written.at(-1)!);
    if (language === 'russian') name = russianNominative(name, found.thing ? tokens[found.thing.to]!.text : undefined, tokens[found.from - 1]?.fold);
    const thing = found.thing?.thing;
    mentions.push({
      name,
      ...(thing ? { thing } : {}),
      gender: (thing ? THINGS[thing]?.gender : undefined) ?? tagged.get(tokens[found.from]!.start) ?? pronounGender(found.to),
      at: tokens[found.thing && found.thing.from < found.from ? found.thing.from : found.from]!.start,
      heroCue: heroCueNear(found.from, found.to),
      possessed: found.thing ? possessedAt(found.thing.from) : false,
      namesMain: found.namesMain,
    });
  }

  function possessedAt(from: number): boolean {
    const before = tokens[from - 1]?.fold;
    return before !== undefined && determiners.has(before) && !['a', 'an', 'the'].includes(before) && !lexicon.ownPossessives.includes(before);
  }
  for (const hit of things) {
    if (hit.used) continue;
    const info = THINGS[hit.thing];
    if (!info || info.prop) continue;
    let before = hit.from - 1;
    while (before >= 0 && (determiners.has(tokens[before]!.fold) || /^\d/.test(tokens[before]!.text)) && !lexicon.ownPossessives.includes(tokens[before]!.fold) && !lexicon.notCharacterBefore.includes(tokens[before]!.fold)) before--;
    const skipBefore = (k: number) => k >= 0 && lexicon.notCharacterBefore.includes(tokens[k]!.fold) && !gapBreaks(k + 1);
    if (skipBefore(hit.from - 1) || skipBefore(hit.from - 2) || skipBefore(before)) continue;
    if (lexicon.authorAfter.includes(tokens[hit.to + 1]?.fold ?? '')) continue;
    const own = (k: number) => k >= 0 && lexicon.ownPossessives.includes(tokens[k]!.fold);
    const listener = lexicon.listenerWords.includes(hit.surface) && [hit.from - 1, hit.from - 2, hit.from - 3, hit.from - 4].some((k) => own(k) && !gapBreaks(k + 1));
    mentions.push({
      thing: hit.thing,
      ...(info.gender ? { gender: info.gender } : {}),
      at: tokens[hit.from]!.start,
      listener,
      possessed: possessedAt(hit.from),
    });
  }
  return mentions.sort((a, b) => a.at - b.at);
}
