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
import {
  ARSON_TERMS, BATH_TOGETHER_TERMS, CELEBRATION_TERMS, CONTACT_TERMS, HEIGHT_TERMS, JUMP_DOWN_TERMS, MORE_ADULT_TERMS,
  MORE_CROWD_TERMS, MORE_LETHAL_TERMS, MORE_SELF_HARM_TERMS, MORE_SEXUAL_EXPLICIT_TERMS, MORE_MINOR_TERMS, MORE_NEUTRAL_PHRASES, MORE_PLACE_TERMS, MORE_TERROR_TERMS,
  MORE_WEAPON_TERMS, PEOPLE_TERMS, RAMMING_TERMS, PHOTO_TERMS, ROMANCE_TERMS, SECRET_TERMS, TOUCH_TERMS, UNDER_CLOTHES_TERMS, UNDRESS_TERMS,
  WIPE_OUT_TERMS, PRIVACY_TERMS, BODY_PART_TERMS, REMOVE_TERMS, CLOTHING_TERMS, INGEST_TERMS, PILL_TERMS, THIRD_MINOR_TERMS,
  THIRD_ADULT_TERMS, THIRD_SECRET_TERMS, THIRD_TOUCH_TERMS, GIFT_TERMS, THIRD_PEOPLE_TERMS, THIRD_SELF_HARM_TERMS, THIRD_LETHAL_TERMS,
  INSIDE_TERMS,
} from './content-policy-signals';
import { CHARACTER_TRAITS, type CharacterTraits } from './content-policy-traits';
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
  /** Signals of the combined rules (content-policy-signals.ts): harmless alone, telling together. */
  readonly signals: Readonly<Record<SignalGroup, readonly string[]>>;
  /** Characters described instead of named (content-policy-traits.ts). */
  readonly characterTraits: readonly CharacterTraits[];
}

/** Signal groups of the combined rules. */
export type SignalGroup =
  | 'touch' | 'underClothes' | 'secret' | 'undress' | 'photo' | 'bath' | 'contact' | 'romance'
  | 'jumpDown' | 'height' | 'arson' | 'wipeOut' | 'people'
  | 'privacy' | 'bodyPart' | 'remove' | 'clothing' | 'ingest' | 'pills' | 'inside';

export const DEFAULT_CONTENT_POLICY_TERMS: ContentPolicyTerms = {
  neutralPhrases: [...NEUTRAL_PHRASES, ...MORE_NEUTRAL_PHRASES],
  sexualExplicit: [...SEXUAL_EXPLICIT_TERMS, ...MORE_SEXUAL_EXPLICIT_TERMS],
  sexualContext: SEXUAL_CONTEXT_TERMS,
  grooming: GROOMING_TERMS,
  adults: [...ADULT_TERMS, ...MORE_ADULT_TERMS, ...THIRD_ADULT_TERMS],
  bodySafety: BODY_SAFETY_TERMS,
  minors: [...MINOR_TERMS, ...MORE_MINOR_TERMS, ...THIRD_MINOR_TERMS],
  violence: [...VIOLENCE_TERMS, { label: 'terrorism', terms: MORE_TERROR_TERMS }],
  selfHarm: [...SELF_HARM_TERMS, ...MORE_SELF_HARM_TERMS, ...THIRD_SELF_HARM_TERMS],
  weapons: [...WEAPON_TERMS, ...MORE_WEAPON_TERMS],
  explosives: EXPLOSIVE_TERMS,
  lethal: [...LETHAL_TERMS, ...MORE_LETHAL_TERMS, ...THIRD_LETHAL_TERMS],
  murder: [...MURDER_TERMS, ...RAMMING_TERMS],
  crowds: [...CROWD_TERMS, ...MORE_CROWD_TERMS],
  groups: GROUP_TERMS,
  persons: PERSON_TERMS,
  places: [...PLACE_TERMS, ...MORE_PLACE_TERMS],
  fantasy: [...FANTASY_TERMS, ...CELEBRATION_TERMS],
  franchises: COPYRIGHTED_FRANCHISES,
  fuzzyAnchors: FUZZY_ANCHORS,
  signals: {
    touch: [...TOUCH_TERMS, ...THIRD_TOUCH_TERMS],
    underClothes: UNDER_CLOTHES_TERMS,
    secret: [...SECRET_TERMS, ...THIRD_SECRET_TERMS],
    undress: UNDRESS_TERMS,
    photo: PHOTO_TERMS,
    bath: BATH_TOGETHER_TERMS,
    contact: [...CONTACT_TERMS, ...GIFT_TERMS],
    romance: ROMANCE_TERMS,
    jumpDown: JUMP_DOWN_TERMS,
    height: HEIGHT_TERMS,
    arson: ARSON_TERMS,
    wipeOut: WIPE_OUT_TERMS,
    people: [...PEOPLE_TERMS, ...THIRD_PEOPLE_TERMS],
    privacy: PRIVACY_TERMS,
    bodyPart: BODY_PART_TERMS,
    remove: REMOVE_TERMS,
    clothing: CLOTHING_TERMS,
    ingest: INGEST_TERMS,
    pills: PILL_TERMS,
    inside: INSIDE_TERMS,
  },
  characterTraits: CHARACTER_TRAITS,
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
  | 'hint'
  | 'trait'
  | SignalGroup;

interface Key {
  readonly group: Group;
  readonly label?: string;
  readonly franchise?: number;
  readonly term?: string;
  /** Which trait of a described character. */
  readonly trait?: number;
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

const HANGUL = /\p{Script=Hangul}/u;

/** The combined rules look for their signals within this many words of each other (a few sentences). */
const SIGNAL_WINDOW = 30;
/** A jump and the height it is from: the same clause, this close. */
const JUMP_WINDOW = 6;
/** An arson and what burns, a wiping-out and the people: this close, in one sentence. */
const TARGET_SENTENCE_WINDOW = 10;
/** Grooming signals: two distinct kinds of these, with a child and an adult, refuse. */
const GROOMING_KINDS: readonly Group[] = ['touch', 'secret', 'undress', 'photo', 'bath', 'contact', 'privacy'];
/** A taking-off and a piece of clothing this close, in one clause, are an undressing ("takes off his shorts"). */
const REMOVE_WINDOW = 3;
/** Under or inside and a piece of clothing: next to each other, an article or a possessive between. */
const INSIDE_WINDOW = 2;
/** Touching and an intimate part of the body: this close (a sentence or two). */
const BODY_WINDOW = 15;
/** Swallowing and pills: this close, in one clause. */
const INGEST_WINDOW = 6;

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
    // Korean written syllable by syllable ("섹 스", "초 딩") is read joined, for the words a child's safety depends on.
    const spaced = group === 'sexExplicit' || group === 'sexContext' || group === 'minor';
    for (const term of list) entries.push({ term, key, ...(spaced && HANGUL.test(term) && { compact: true }) });
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
  for (const [group, list] of Object.entries(terms.signals) as Array<[SignalGroup, readonly string[]]>) plain(list, group);
  terms.characterTraits.forEach((character) => {
    // Traits of a franchise the lists do not carry are not looked for.
    const index = terms.franchises.findIndex((franchise) => franchise.label === character.label);
    if (index === -1) return;
    character.traits.forEach((list, trait) => {
      const key: Key = { group: 'trait', franchise: index, trait };
      for (const term of list) entries.push({ term, key });
    });
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
      this.add(hit);
    }
    // "le dice que no le cuente" (tells her not to tell) is secrecy, not a child saying no: a body-safety phrase that
    // shares a word with a secret is not one.
    const secrets = this.byGroup.get('secret');
    const safety = this.byGroup.get('bodySafety');
    if (secrets && safety) {
      const kept = safety.filter((hit) => !secrets.some((secret) => secret.start < hit.end && hit.start < secret.end));
      if (kept.length === 0) this.byGroup.delete('bodySafety');
      else this.byGroup.set('bodySafety', kept);
    }
    // Ages written as numbers: under 18 a child ("a 12 year old"), 18 and over an adult ("a man of 40 years").
    let aged = false;
    for (const { start, text, age } of this.ages()) {
      this.add({ key: { group: age < 18 ? 'minor' : 'adult' }, start, end: start + 2, text });
      aged = true;
    }
    // A taking-off next to a piece of clothing, either order (verbs come last in German, Japanese and Korean).
    let undressed = false;
    for (const remove of this.byGroup.get('remove') ?? []) {
      const clothing = this.near('clothing', remove, REMOVE_WINDOW, 'clause');
      if (clothing === undefined) continue;
      const start = Math.min(remove.start, clothing.start);
      const end = Math.max(remove.end, clothing.end);
      this.add({ key: { group: 'undress' }, start, end, text: `${remove.text} ${clothing.text}` });
      undressed = true;
    }
    // Under or inside a piece of clothing, either order ("under his shorts", "裙子里面").
    for (const inside of this.byGroup.get('inside') ?? []) {
      const clothing = this.near('clothing', inside, INSIDE_WINDOW, 'clause');
      if (clothing === undefined) continue;
      const start = Math.min(inside.start, clothing.start);
      const end = Math.max(inside.end, clothing.end);
      this.add({ key: { group: 'underClothes' }, start, end, text: `${inside.text} ${clothing.text}` });
      undressed = true;
    }
    if (aged || undressed) for (const list of this.byGroup.values()) list.sort((a, b) => a.start - b.start);
  }

  private add(hit: Hit<Key>): void {
    const list = this.byGroup.get(hit.key.group) ?? [];
    list.push(hit);
    this.byGroup.set(hit.key.group, list);
  }

  /** Numbers followed by a word for years ("8 ans", "10 лет", "7岁", "12-jährigen", "12-летней"). */
  private *ages(): Generator<{ start: number; text: string; age: number }> {
    const { tokens } = this.reading;
    for (let i = 0; i < tokens.length; i++) {
      const number = (tokens[i] as { text: string }).text;
      // Written as one word: "12yo", "9yrs", "10ans".
      const glued = /^(\d{1,2})(yo|yrs?|ans|anos|anni|jahre)$/u.exec(number);
      if (glued) {
        const age = Number(glued[1]);
        if (age >= 1) yield { start: i, text: number, age };
        continue;
      }
      if (!/^\d{1,2}$/.test(number)) continue;
      const age = Number(number);
      if (age < 1) continue;
      const next = tokens[i + 1]?.text;
      if (next === undefined) continue;
      const word = next.replace(/^(\d+)/, '');
      if (YEARS_WORDS.has(next) || YEARS_WORDS.has([...next][0] ?? '') || YEARS_WORDS.has(word) || /^(летн|jahrig)/u.test(next)) {
        yield { start: i, text: `${number} ${next}`, age };
      }
    }
  }

  /**
   * Whether some stretch of `window` words holds hits of groups that satisfy `enough` (given the groups present).
   * One pass over the groups' hits, merged by position: linear in their number.
   */
  cluster(groups: readonly Group[], window: number, enough: (present: ReadonlySet<Group>) => boolean): Array<Hit<Key>> | undefined {
    const hits: Array<Hit<Key>> = [];
    for (const group of groups) hits.push(...(this.byGroup.get(group) ?? []));
    if (hits.length === 0) return undefined;
    hits.sort((a, b) => a.start - b.start);
    const counts = new Map<Group, number>();
    let from = 0;
    for (let to = 0; to < hits.length; to++) {
      const hit = hits[to] as Hit<Key>;
      counts.set(hit.key.group, (counts.get(hit.key.group) ?? 0) + 1);
      while ((hits[from] as Hit<Key>).start < hit.start - window) {
        const old = (hits[from] as Hit<Key>).key.group;
        const left = (counts.get(old) ?? 1) - 1;
        if (left === 0) counts.delete(old);
        else counts.set(old, left);
        from++;
      }
      if (enough(new Set(counts.keys()))) return hits.slice(from, to + 1);
    }
    return undefined;
  }

  /** Distinct traits of one described character within `window` words, if some stretch shows enough of them. */
  traits(franchise: number, window: number, character: CharacterTraits): Array<Hit<Key>> | undefined {
    const hits = (this.byGroup.get('trait') ?? []).filter((hit) => hit.key.franchise === franchise);
    const counts = new Map<number, number>();
    let from = 0;
    const needed = character.minTraits ?? 3;
    for (let to = 0; to < hits.length; to++) {
      const hit = hits[to] as Hit<Key>;
      counts.set(hit.key.trait ?? -1, (counts.get(hit.key.trait ?? -1) ?? 0) + 1);
      while ((hits[from] as Hit<Key>).start < hit.start - window) {
        const old = (hits[from] as Hit<Key>).key.trait ?? -1;
        const left = (counts.get(old) ?? 1) - 1;
        if (left === 0) counts.delete(old);
        else counts.set(old, left);
        from++;
      }
      if (counts.size >= needed && character.key.some((trait) => counts.has(trait))) return hits.slice(from, to + 1);
    }
    return undefined;
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
      // 向/对/朝 before the people: "向同学开枪", shooting at classmates.
      return /^[ヲニ]/u.test(next) || between.includes('被') || before.includes('把') || /[向对朝]$/u.test(before);
    }
    for (let i = people.end; i < verb.start; i++) {
      if (PASSIVE_MARKERS.has(tokens[i]?.text ?? '')) return true;
    }
    return false;
  }

}

export class RulesContentPolicy implements ContentPolicy {
  private matcherOf: TermMatcher<Key> | undefined;
  private readonly franchises: readonly FranchiseTerms[];
  private readonly characterTraits: readonly CharacterTraits[];

  /**
   * Custom term lists compile their own tables here. The default lists are compiled at the first review, once per
   * process: every API and model-step cold start constructs a policy, and most of their requests never review an idea.
   */
  constructor(terms?: ContentPolicyTerms) {
    if (terms === undefined) {
      this.franchises = DEFAULT_CONTENT_POLICY_TERMS.franchises;
      this.characterTraits = DEFAULT_CONTENT_POLICY_TERMS.characterTraits;
    } else {
      this.matcherOf = compile(terms);
      this.franchises = terms.franchises;
      this.characterTraits = terms.characterTraits;
    }
  }

  private get matcher(): TermMatcher<Key> {
    this.matcherOf ??= defaultMatcher ??= compile(DEFAULT_CONTENT_POLICY_TERMS);
    return this.matcherOf;
  }

  review(storyIdea: string): PolicyVerdict {
    const text = typeof storyIdea === 'string' ? storyIdea : String(storyIdea);
    const matcher = this.matcher;
    const reading = matcher.read(text);
    const findings = new Findings(reading, matcher.hits(reading));
    return this.sexual(findings) ?? this.violence(findings) ?? this.copyright(findings) ?? { allowed: true };
  }

  private sexual(f: Findings): PolicyVerdict | undefined {
    const explicit = f.first('sexExplicit');
    if (explicit) return refuse('sexual_content_minors', SEXUAL_REASON, explicit.text);
    const minor = f.first('minor')?.text;
    if (minor === undefined) return undefined;
    const context = f.first('sexContext');
    if (context) return refuse('sexual_content_minors', SEXUAL_REASON, `${context.text} + ${minor}`);
    const grooming = f.first('grooming');
    const adult = f.first('adult');
    const bodySafety = f.first('bodySafety') !== undefined;
    if (grooming && adult && !bodySafety) {
      return refuse('sexual_content_minors', SEXUAL_REASON, `${grooming.text} + ${adult.text} + ${minor}`);
    }
    return this.combinedSexual(f, bodySafety);
  }

  /**
   * Paraphrase, by signals that are harmless alone: a child and an adult with romance ("a love story between a man of
   * 40 and a girl of 10"); a child and an adult with two kinds of grooming signal (touching, a secret, undressing,
   * pictures, washing together, online contact); a child undressed with pictures; a child touched under the clothes.
   * Each within a few sentences; a body-safety lesson sets the grooming ones aside.
   */
  private combinedSexual(f: Findings, bodySafety: boolean): PolicyVerdict | undefined {
    const matched = (hits: ReadonlyArray<Hit<Key>>): string => [...new Set(hits.map((hit) => hit.text))].join(' + ');
    const romance = f.cluster(['minor', 'adult', 'romance'], SIGNAL_WINDOW, (p) => p.size === 3);
    if (romance) return refuse('sexual_content_minors', SEXUAL_REASON, matched(romance));
    if (bodySafety) return undefined;
    // Being alone, in bed or in a car counts only beside touching, undressing or a secret: with pictures or a gift it is
    // a camping trip or a lift to the beach.
    const strong = (p: ReadonlySet<Group>): boolean =>
      p.has('touch') || p.has('secret') || p.has('undress') || p.has('underClothes') || p.has('bodyPart');
    const kinds = (p: ReadonlySet<Group>): number =>
      GROOMING_KINDS.filter(
        (kind) =>
          (kind === 'privacy' ? strong(p) && p.has(kind) : p.has(kind)) ||
          (kind === 'undress' && (p.has('underClothes') || p.has('bodyPart'))),
      ).length;
    const grooming = f.cluster(['minor', 'adult', 'underClothes', 'bodyPart', ...GROOMING_KINDS], SIGNAL_WINDOW, (p) => p.has('minor') && p.has('adult') && kinds(p) >= 2);
    if (grooming) return refuse('sexual_content_minors', SEXUAL_REASON, matched(grooming));
    const pictured = f.cluster(['minor', 'undress', 'photo'], SIGNAL_WINDOW, (p) => p.size === 3);
    if (pictured) return refuse('sexual_content_minors', SEXUAL_REASON, matched(pictured));
    const underClothes = f.cluster(['minor', 'touch', 'underClothes'], SIGNAL_WINDOW, (p) => p.size === 3);
    if (underClothes) return refuse('sexual_content_minors', SEXUAL_REASON, matched(underClothes));
    const intimate = f.cluster(['minor', 'touch', 'bodyPart'], BODY_WINDOW, (p) => p.size === 3);
    if (intimate) return refuse('sexual_content_minors', SEXUAL_REASON, matched(intimate));
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

    for (const jump of f.all('jumpDown')) {
      const height = f.near('height', jump, JUMP_WINDOW, 'clause');
      if (height && !f.sameUnit('fantasy', jump, 'sentence')) {
        return refuse('real_world_violence', violenceReason('self-harm'), `${jump.text} + ${height.text}`);
      }
    }
    for (const ingest of f.all('ingest')) {
      const pills = f.near('pills', ingest, INGEST_WINDOW, 'clause');
      if (pills && !f.sameUnit('fantasy', ingest, 'sentence')) {
        return refuse('real_world_violence', violenceReason('self-harm'), `${ingest.text} + ${pills.text}`);
      }
    }
    for (const arson of f.all('arson')) {
      const what =
        f.near('place', arson, TARGET_SENTENCE_WINDOW, 'sentence') ??
        f.near('crowd', arson, TARGET_SENTENCE_WINDOW, 'sentence') ??
        f.near('group', arson, TARGET_SENTENCE_WINDOW, 'sentence');
      if (what && !f.sameUnit('fantasy', arson, 'sentence')) {
        return refuse('real_world_violence', violenceReason('an attack on people'), `${arson.text} + ${what.text}`);
      }
    }
    for (const wipe of f.all('wipeOut')) {
      const people = f.near('people', wipe, TARGET_SENTENCE_WINDOW, 'sentence') ?? f.near('group', wipe, TARGET_SENTENCE_WINDOW, 'sentence');
      if (people && !f.sameUnit('fantasy', wipe, 'sentence')) {
        return refuse('real_world_violence', violenceReason('genocide'), `${wipe.text} + ${people.text}`);
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
    // "tire dans la cantine avec une kalachnikov": a killing verb with a real weapon at a real place.
    const weaponAt = f.near('weapon', verb, CROWD_MEANS_WINDOW) ?? f.near('explosive', verb, CROWD_MEANS_WINDOW);
    const placeOf = weaponAt ? f.near('place', verb, CROWD_MEANS_WINDOW) : undefined;
    if (weaponAt && placeOf && !f.sameUnit('fantasy', verb, 'clause')) {
      return refuse('real_world_violence', violenceReason('an attack on people'), `${weaponAt.text} + ${verb.text} + ${placeOf.text}`);
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
    for (const character of this.characterTraits) {
      const index = this.franchises.findIndex((franchise) => franchise.label === character.label);
      const hits = f.traits(index, SIGNAL_WINDOW, character);
      if (hits) {
        return refuse('copyrighted_character', copyrightReason(character.label), [...new Set(hits.map((hit) => hit.text))].join(' + '));
      }
    }
    return undefined;
  }
}
