// Rules-based content policy for story ideas (see ports/content-policy.ts).
//
// How an idea is judged, in bounded time: it is normalised once (content-policy-normalise.ts), every
// term list is matched in one pass over its words (content-policy-matcher.ts), and the rules below
// read the list of hits with windows measured in words, never re-scanning the text. The cost is
// linear in the length of the idea.
//
// The three categories of the usage policy:
// - sexual_content_minors: an explicit sexual term on its own; a milder sexual word together with a
//   word for a child or an age under 18; a grooming scene (an adult, a child, undressing, touching
//   or a secret), unless the idea teaches body safety ("she says no and tells her mom").
// - real_world_violence: named real events and atrocities (school shootings, terrorism, genocide,
//   the Holocaust), graphic gore, self-harm, and attacks described in any words: a killing or
//   wounding verb aimed at people (in the same clause) with a real weapon or a real place nearby
//   (within a few sentences), a killing aimed at a religious or ethnic group, a bomb near a crowd or
//   a public place. A fantasy creature in the sentence sets an attack aside ("a knight kills the
//   dragon"); toy and game phrases ("water bomb", "shooting star") never count.
// - copyrighted_character: a franchise's unambiguous name in any of its spellings, joined or split
//   ("Pika-chu"), or misspelt ("Harry Poter"); an ambiguous name ("Mickey", "Elsa") only together
//   with its franchise context ("Mickey Mouse", "Mickey the Disney mouse").
//
// What it still misses: meaning. Paraphrase without any listed word ("a hero who swings on webs"),
// euphemism, sarcasm, and languages outside the ten. A model-based review is the backstop.

import type { ContentPolicy, PolicyCategory, PolicyVerdict } from '../ports/content-policy';
import { COPYRIGHTED_FRANCHISES, FUZZY_ANCHORS, type FranchiseTerms } from './content-policy-franchises';
import { TermMatcher, type Hit, type Reading, type TermEntry } from './content-policy-matcher';
import {
  ADULT_TERMS,
  BODY_SAFETY_TERMS,
  CROWD_TERMS,
  EXPLOSIVE_TERMS,
  FANTASY_TERMS,
  GORE_LABEL,
  GROOMING_TERMS,
  GROUP_TERMS,
  LETHAL_TERMS,
  MINOR_TERMS,
  MURDER_TERMS,
  NEUTRAL_PHRASES,
  PERSON_TERMS,
  PLACE_TERMS,
  SELF_HARM_TERMS,
  SEXUAL_CONTEXT_TERMS,
  SEXUAL_EXPLICIT_TERMS,
  VIOLENCE_TERMS,
  WEAPON_TERMS,
  type LabelledTerms,
} from './content-policy-terms';

export { normaliseStoryIdea } from './content-policy-normalise';

export interface ContentPolicyTerms {
  readonly neutralPhrases: readonly string[];
  readonly sexualExplicit: readonly string[];
  readonly sexualContext: readonly string[];
  readonly grooming: readonly string[];
  readonly adults: readonly string[];
  readonly bodySafety: readonly string[];
  readonly minors: readonly string[];
  readonly violence: readonly LabelledTerms[];
  readonly selfHarm: readonly string[];
  readonly weapons: readonly string[];
  readonly explosives: readonly string[];
  readonly lethal: readonly string[];
  readonly murder: readonly string[];
  readonly crowds: readonly string[];
  readonly groups: readonly string[];
  readonly persons: readonly string[];
  readonly places: readonly string[];
  readonly fantasy: readonly string[];
  readonly franchises: readonly FranchiseTerms[];
  /** Franchise anchors that also match misspelt. */
  readonly fuzzyAnchors: ReadonlySet<string>;
}

export const DEFAULT_CONTENT_POLICY_TERMS: ContentPolicyTerms = {
  neutralPhrases: NEUTRAL_PHRASES,
  sexualExplicit: SEXUAL_EXPLICIT_TERMS,
  sexualContext: SEXUAL_CONTEXT_TERMS,
  grooming: GROOMING_TERMS,
  adults: ADULT_TERMS,
  bodySafety: BODY_SAFETY_TERMS,
  minors: MINOR_TERMS,
  violence: VIOLENCE_TERMS,
  selfHarm: SELF_HARM_TERMS,
  weapons: WEAPON_TERMS,
  explosives: EXPLOSIVE_TERMS,
  lethal: LETHAL_TERMS,
  murder: MURDER_TERMS,
  crowds: CROWD_TERMS,
  groups: GROUP_TERMS,
  persons: PERSON_TERMS,
  places: PLACE_TERMS,
  fantasy: FANTASY_TERMS,
  franchises: COPYRIGHTED_FRANCHISES,
  fuzzyAnchors: FUZZY_ANCHORS,
};

type Group =
  | 'neutral'
  | 'sexExplicit'
  | 'sexContext'
  | 'grooming'
  | 'adult'
  | 'bodySafety'
  | 'minor'
  | 'named'
  | 'gore'
  | 'selfHarm'
  | 'weapon'
  | 'explosive'
  | 'lethal'
  | 'murder'
  | 'crowd'
  | 'group'
  | 'person'
  | 'place'
  | 'fantasy'
  | 'anchor'
  | 'name'
  | 'hint';

interface Key {
  readonly group: Group;
  readonly label?: string;
  readonly franchise?: number;
  readonly term?: string;
}

/** Target (people) within this many words of the verb, in the same clause. */
const TARGET_WINDOW = 8;
/** A real weapon near a verb aimed at one person. */
const PERSON_WEAPON_WINDOW = 15;
/** A real weapon or place near a verb aimed at a crowd: a few sentences ("He took a gun to school. He shot..."). */
const CROWD_MEANS_WINDOW = 30;
/** An explosive this close to a crowd or a public place. */
const EXPLOSIVE_WINDOW = 10;

/** Auxiliaries of the passive: "were shot", "fueron asesinados", "wurden erschossen", "были убиты". */
const PASSIVE_MARKERS: ReadonlySet<string> = new Set([
  'was', 'were', 'been', 'being', 'is', 'are', 'get', 'gets', 'got', 'getting', 'fue', 'fueron', 'es', 'son', 'fut',
  'furent', 'ete', 'sont', 'est', 'wurde', 'wurden', 'worden', 'wird', 'werden', 'sono', 'stato', 'stata', 'stati',
  'state', 'viene', 'vengono', 'foi', 'foram', 'sao', 'был', 'была', 'были', 'было',
]);
/** A Korean word marked as the object of a verb, or as whom it is done to. */
const KOREAN_OBJECT = /(?:을|를|에게|한테|께)$/u;

const YEARS_WORDS: ReadonlySet<string> = new Set([
  'year', 'years', 'yr', 'yrs', 'yo', 'anos', 'ano', 'ans', 'an', 'anni', 'jahre', 'jahrige', 'jahriger', 'jahriges',
  'jahrigen', 'лет', 'года', 'год', '岁', '歳', '才', '살', '세',
]);

const refuse = (category: PolicyCategory, reason: string, matched: string): PolicyVerdict => ({
  allowed: false,
  category,
  reason,
  matched,
});

const SEXUAL_REASON =
  "The story idea asks for sexual content, which is never allowed in a children's book. " +
  'Please describe a different story.';
const violenceReason = (label: string): string =>
  `The story idea refers to real-world violence (${label}). ` +
  'Please describe an imaginary, child-friendly adventure instead.';
const copyrightReason = (label: string): string =>
  `The story idea names a copyrighted character (${label}). Please describe an original character instead.`;

function compile(terms: ContentPolicyTerms): TermMatcher<Key> {
  const entries: Array<TermEntry<Key>> = [];
  const plain = (list: readonly string[], group: Group): void => {
    const key: Key = { group };
    for (const term of list) entries.push({ term, key });
  };
  plain(terms.neutralPhrases, 'neutral');
  plain(terms.sexualExplicit, 'sexExplicit');
  plain(terms.sexualContext, 'sexContext');
  plain(terms.grooming, 'grooming');
  plain(terms.adults, 'adult');
  plain(terms.bodySafety, 'bodySafety');
  plain(terms.minors, 'minor');
  for (const { label, terms: list } of terms.violence) {
    const key: Key = { group: label === GORE_LABEL ? 'gore' : 'named', label };
    for (const term of list) entries.push({ term, key });
  }
  plain(terms.selfHarm, 'selfHarm');
  plain(terms.weapons, 'weapon');
  plain(terms.explosives, 'explosive');
  plain(terms.lethal, 'lethal');
  plain(terms.murder, 'murder');
  plain(terms.crowds, 'crowd');
  plain(terms.groups, 'group');
  plain(terms.persons, 'person');
  plain(terms.places, 'place');
  plain(terms.fantasy, 'fantasy');
  terms.franchises.forEach((franchise, index) => {
    const anchor: Key = { group: 'anchor', franchise: index };
    for (const term of franchise.anchors) {
      entries.push({ term, key: anchor, compact: true, fuzzy: terms.fuzzyAnchors.has(term) });
    }
    for (const term of franchise.names ?? []) {
      entries.push({ term, key: { group: 'name', franchise: index, term }, compact: true });
    }
    for (const term of franchise.hints ?? []) entries.push({ term, key: { group: 'hint', franchise: index, term } });
  });
  return new TermMatcher(entries);
}

let defaultMatcher: TermMatcher<Key> | undefined;

/** The hits of one idea, grouped, with neutral phrases removed. */
class Findings {
  private readonly byGroup = new Map<Group, Array<Hit<Key>>>();
  private readonly units = new Map<string, Set<number>>();

  constructor(
    readonly reading: Reading,
    hits: ReadonlyArray<Hit<Key>>,
  ) {
    // A hit that shares a word with a neutral phrase ("water bomb", "dye her hair") does not count.
    const neutral = new Uint8Array(reading.tokens.length);
    for (const hit of hits) {
      if (hit.key.group === 'neutral') neutral.fill(1, hit.start, hit.end);
    }
    for (const hit of hits) {
      if (hit.key.group === 'neutral') continue;
      let touched = false;
      for (let i = hit.start; i < hit.end && !touched; i++) touched = neutral[i] === 1;
      if (touched) continue;
      const list = this.byGroup.get(hit.key.group) ?? [];
      list.push(hit);
      this.byGroup.set(hit.key.group, list);
    }
  }

  /** Whether a hit of `group` starts in the same sentence (or clause) as `at`. */
  sameUnit(group: Group, at: Hit<Key>, unit: 'clause' | 'sentence'): boolean {
    const numbers = unit === 'clause' ? this.reading.clause : this.reading.sentence;
    let units = this.units.get(`${unit}:${group}`);
    if (units === undefined) {
      units = new Set((this.byGroup.get(group) ?? []).map((hit) => numbers[hit.start] as number));
      this.units.set(`${unit}:${group}`, units);
    }
    return units.has(numbers[at.start] as number);
  }

  all(group: Group): ReadonlyArray<Hit<Key>> {
    return this.byGroup.get(group) ?? [];
  }

  first(group: Group): Hit<Key> | undefined {
    return this.byGroup.get(group)?.[0];
  }

  /** The first hit of `group` within `window` words of `at` (hits are sorted by start). */
  near(
    group: Group,
    at: Hit<Key>,
    window: number,
    same?: 'clause' | 'sentence',
    /** Only people that `at` (a verb) is done to. */
    targetOf?: Hit<Key>,
  ): Hit<Key> | undefined {
    const list = this.byGroup.get(group);
    if (list === undefined) return undefined;
    const from = at.start - window;
    const to = at.end - 1 + window;
    // Binary search for the first hit starting at or after `from`.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as Hit<Key>).start < from) lo = mid + 1;
      else hi = mid;
    }
    const unit = same === 'clause' ? this.reading.clause : same === 'sentence' ? this.reading.sentence : undefined;
    for (let i = lo; i < list.length; i++) {
      const hit = list[i] as Hit<Key>;
      if (hit.start > to) break;
      if (unit !== undefined && unit[hit.start] !== unit[at.start]) continue;
      if (targetOf !== undefined && !this.isTarget(hit, targetOf)) continue;
      return hit;
    }
    return undefined;
  }

  /**
   * Whether people named near a verb are what it is done to, not who does it: after the verb; before
   * it only in the passive ("students were shot"), or marked as the object in Korean (을/를/에게) and
   * Japanese (を/に), or after 被/把 in Chinese. "The kids shoot a goal" is not an attack on kids.
   */
  isTarget(people: Hit<Key>, verb: Hit<Key>): boolean {
    if (people.start >= verb.end || (people.start >= verb.start && people.end <= verb.end)) return true;
    const { tokens } = this.reading;
    const last = tokens[people.end - 1];
    if (last === undefined) return false;
    if (last.script === 'hangul') return KOREAN_OBJECT.test(last.text);
    if (last.script === 'cjk') {
      const next = tokens[people.end]?.text ?? '';
      const before = tokens[people.start - 1]?.text ?? '';
      let between = '';
      for (let i = people.end; i < verb.start; i++) between += tokens[i]?.text ?? '';
      // Hiragana is read as katakana: を and に are ヲ and ニ here.
      return /^[ヲニ]/u.test(next) || between.includes('被') || before.includes('把');
    }
    for (let i = people.end; i < verb.start; i++) {
      if (PASSIVE_MARKERS.has(tokens[i]?.text ?? '')) return true;
    }
    return false;
  }

  /** An age under 18 written as a number and a word for years ("8 ans", "10 лет", "7岁"). */
  minorAge(): string | undefined {
    const { tokens } = this.reading;
    for (let i = 0; i + 1 < tokens.length; i++) {
      const number = (tokens[i] as { text: string }).text;
      if (!/^\d{1,2}$/.test(number)) continue;
      const age = Number(number);
      if (age < 1 || age > 17) continue;
      const next = (tokens[i + 1] as { text: string }).text;
      const word = next.replace(/^(\d+)/, '');
      if (YEARS_WORDS.has(next) || YEARS_WORDS.has([...next][0] ?? '') || YEARS_WORDS.has(word)) return `${number} ${next}`;
    }
    return undefined;
  }
}

export class RulesContentPolicy implements ContentPolicy {
  private readonly matcher: TermMatcher<Key>;
  private readonly franchises: readonly FranchiseTerms[];

  /** Custom term lists compile their own tables; the default lists are compiled once per process. */
  constructor(terms?: ContentPolicyTerms) {
    if (terms === undefined) {
      defaultMatcher ??= compile(DEFAULT_CONTENT_POLICY_TERMS);
      this.matcher = defaultMatcher;
      this.franchises = DEFAULT_CONTENT_POLICY_TERMS.franchises;
    } else {
      this.matcher = compile(terms);
      this.franchises = terms.franchises;
    }
  }

  review(storyIdea: string): PolicyVerdict {
    const text = typeof storyIdea === 'string' ? storyIdea : String(storyIdea);
    const reading = this.matcher.read(text);
    const findings = new Findings(reading, this.matcher.hits(reading));
    return this.sexual(findings) ?? this.violence(findings) ?? this.copyright(findings) ?? { allowed: true };
  }

  private sexual(f: Findings): PolicyVerdict | undefined {
    const explicit = f.first('sexExplicit');
    if (explicit) return refuse('sexual_content_minors', SEXUAL_REASON, explicit.text);
    const minor = f.first('minor')?.text ?? f.minorAge();
    if (minor === undefined) return undefined;
    const context = f.first('sexContext');
    if (context) return refuse('sexual_content_minors', SEXUAL_REASON, `${context.text} + ${minor}`);
    const grooming = f.first('grooming');
    const adult = f.first('adult');
    if (grooming && adult && !f.first('bodySafety')) {
      return refuse('sexual_content_minors', SEXUAL_REASON, `${grooming.text} + ${adult.text} + ${minor}`);
    }
    return undefined;
  }

  private violence(f: Findings): PolicyVerdict | undefined {
    const named = f.first('named');
    if (named) return refuse('real_world_violence', violenceReason(named.key.label ?? 'violence'), named.text);
    const selfHarm = f.first('selfHarm');
    if (selfHarm) return refuse('real_world_violence', violenceReason('self-harm'), selfHarm.text);

    for (const gore of f.all('gore')) {
      const person = f.near('crowd', gore, TARGET_WINDOW, 'sentence') ?? f.near('person', gore, TARGET_WINDOW, 'sentence');
      if (f.sameUnit('fantasy', gore, 'sentence') && person === undefined) continue;
      return refuse('real_world_violence', violenceReason(GORE_LABEL), gore.text);
    }

    for (const group of ['murder', 'lethal'] as const) {
      for (const verb of f.all(group)) {
        const verdict = this.attack(f, verb, group === 'murder');
        if (verdict) return verdict;
      }
    }

    for (const explosive of f.all('explosive')) {
      const where = f.near('place', explosive, EXPLOSIVE_WINDOW, 'sentence') ?? f.near('crowd', explosive, EXPLOSIVE_WINDOW, 'sentence');
      if (where === undefined || f.sameUnit('fantasy', explosive, 'clause')) continue;
      return refuse('real_world_violence', violenceReason('a bomb attack'), `${explosive.text} + ${where.text}`);
    }
    return undefined;
  }

  /** A killing or wounding verb aimed at people, with the means or the place that makes it real. */
  private attack(f: Findings, verb: Hit<Key>, murder: boolean): PolicyVerdict | undefined {
    const group = f.near('group', verb, TARGET_WINDOW, 'clause', verb);
    if (group) {
      return refuse('real_world_violence', violenceReason('violence against a group of people'), `${verb.text} + ${group.text}`);
    }
    const crowd = f.near('crowd', verb, TARGET_WINDOW, 'clause', verb);
    if (crowd && !f.sameUnit('fantasy', verb, 'clause')) {
      const means =
        f.near('weapon', verb, CROWD_MEANS_WINDOW) ??
        f.near('explosive', verb, CROWD_MEANS_WINDOW) ??
        f.near('place', verb, CROWD_MEANS_WINDOW);
      if (murder || means) {
        const matched = [means?.text, verb.text, crowd.text].filter((t) => t !== undefined).join(' + ');
        return refuse('real_world_violence', violenceReason('an attack on people'), matched);
      }
    }
    // "opens fire at the mall": a killing verb at a real place, whoever the target.
    const place = murder ? f.near('place', verb, TARGET_WINDOW, 'clause') : undefined;
    if (place && !f.sameUnit('fantasy', verb, 'clause')) {
      return refuse('real_world_violence', violenceReason('an attack on people'), `${verb.text} + ${place.text}`);
    }
    const person = f.near('person', verb, TARGET_WINDOW, 'clause', verb);
    if (person && !f.sameUnit('fantasy', verb, 'sentence')) {
      const weapon = f.near('weapon', verb, PERSON_WEAPON_WINDOW) ?? f.near('explosive', verb, PERSON_WEAPON_WINDOW);
      if (murder || weapon) {
        const matched = [weapon?.text, verb.text, person.text].filter((t) => t !== undefined).join(' + ');
        return refuse('real_world_violence', violenceReason('a real weapon used on people'), matched);
      }
    }
    return undefined;
  }

  private copyright(f: Findings): PolicyVerdict | undefined {
    const anchor = f.first('anchor');
    if (anchor) {
      const label = this.franchises[anchor.key.franchise ?? -1]?.label ?? anchor.text;
      return refuse('copyrighted_character', copyrightReason(label), anchor.text);
    }
    const found = new Map<number, { names: Set<string>; clues: Set<string>; texts: string[] }>();
    for (const hit of [...f.all('name'), ...f.all('hint')]) {
      const index = hit.key.franchise ?? -1;
      const entry = found.get(index) ?? { names: new Set<string>(), clues: new Set<string>(), texts: [] };
      found.set(index, entry);
      const term = hit.key.term ?? hit.text;
      if (hit.key.group === 'name') entry.names.add(term);
      if (!entry.clues.has(term)) entry.texts.push(hit.text);
      entry.clues.add(term);
    }
    for (const [index, entry] of found) {
      const franchise = this.franchises[index];
      if (franchise === undefined) continue;
      if (entry.names.size > 0 && entry.clues.size >= (franchise.minHits ?? 2)) {
        return refuse('copyrighted_character', copyrightReason(franchise.label), entry.texts.join(' + '));
      }
    }
    return undefined;
  }
}
