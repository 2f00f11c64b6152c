// The English sentence context: how each character is called, pronouns and verb agreement, the wish, the problem
// and the place, from the pack's own tables; an English idea's own goal and trouble in its own words.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';
import { englishGoal, sayable } from './idea-goal';

/** A character as English sentences use it. */
export interface Who {
  /** Mid-sentence: "Leo", "the little tractor", "Grandma". */
  n: string;
  /** At the start of a sentence. */
  N: string;
  /** Possessive: "Leo's", "the little tractor's". */
  s: string;
  /** First mention: "Leo", "a little tractor". */
  a: string;
  named: boolean;
}

export interface En extends Who {
  /** Short second mention ("the tractor"), or the name. */
  h2: string;
  he: string; He: string; him: string; his: string; His: string; self: string;
  /** Verb forms after the hero's pronoun: v('is', 'are'). */
  v(one: string, many: string): string;
  /** Verb forms after the hero's name or noun: plural only for "the children". */
  vn(one: string, many: string): string;
  kind: Role['kind'];
  person: boolean;
  baby: boolean;
  thing: string;
  band: AgeBand;
  /** The grown-up who looks after the hero. */
  g: Who;
  pal?: Who;
  kin?: Who;
  gone?: Who;
  lost?: Who;
  /** What the one who died was: "dog", "grandpa". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "sister", "brother" or "brother or sister". */
  sib: string;
  /** What the hero becomes: "big sister", "big brother", "big sibling". */
  big: string;
  /** The story's place: "the farm"; where: "on the farm". */
  place?: string;
  where?: string;
  /** Where water fear happens: "the pool", "the lake". */
  water: string;
  /** The arc's goal: "see the sea" / "saw the sea" / "seeing the sea"; absent when the idea names none. */
  to?: string;
  did?: string;
  doing?: string;
  /** The goal as the hero can say it ("One day I will …"): absent when it has "his" or "her" in it. */
  say?: string;
  /** The arc's trouble: "was afraid of thunder" (after the subject); absent for a plain wish. */
  trouble?: string;
  /** The trouble gone: "was not afraid of thunder any more". */
  mended?: string;
  /** A wish the idea turns down: "be a princess". */
  not?: string;
  /** The thing that gets broken in a truth story. */
  broken: string;
  /** Everyone named, as the story calls them. */
  names: string[];
  /** The idea states a wish (not only a problem). */
  wish: boolean;
  fear?: string;
  shape: string;
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

// How an unnamed character is called: [adjective, noun]. Relatives are called as a child calls them.
const NOUNS: Record<string, readonly [string, string]> = {
  girl: ['little', 'girl'], boy: ['little', 'boy'], child: ['young', 'child'], children: ['', 'children'], friend: ['new', 'friend'],
  baby: ['tiny', 'baby'], ship: ['big', 'ship'], whale: ['big', 'whale'], elephant: ['little', 'elephant'], lighthouse: ['old', 'lighthouse'],
  dragon: ['young', 'dragon'], cat: ['old', 'cat'], dog: ['little', 'dog'], 'teddy bear': ['soft', 'teddy bear'], 'toy rabbit': ['soft', 'toy rabbit'],
  robot: ['lonely', 'robot'], cloud: ['small', 'cloud'], 'fire truck': ['shiny', 'fire truck'], dinosaur: ['little', 'dinosaur'],
  monster: ['big', 'monster'], unicorn: ['young', 'unicorn'], penguin: ['shy', 'penguin'], fox: ['young', 'fox'],
};
const KIN: Record<string, string> = {
  grandmother: 'Grandma', grandfather: 'Grandpa', mother: 'Mum', father: 'Dad', aunt: 'Aunt', uncle: 'Uncle',
};
// Who looks after a hero that is not a child: the grown-up its world would have.
const KEEPER: Record<string, string> = {
  tractor: 'the farmer', train: 'the old driver', tugboat: 'the harbour master', ship: 'the captain', boat: 'the captain',
  'fire truck': 'the fire chief', excavator: 'the builder', robot: 'the old inventor', rover: 'the old inventor',
  lighthouse: 'the old keeper', cloud: 'the wise old wind', 'teddy bear': 'the little boy', doll: 'the little girl', 'toy rabbit': 'the little boy',
};

function who(role: Role, first: boolean): Who {
  const name = role.name ? latinName(role.name) : undefined;
  if (name) {
    const full = KIN[role.thing] && !role.other ? `${KIN[role.thing]} ${name}` : name;
    return { n: full, N: full, s: `${full}’s`, a: full, named: true };
  }
  if (KIN[role.thing] && !first) {
    const n = KIN[role.thing]!;
    return { n, N: n, s: `${n}’s`, a: n, named: true };
  }
  const [adj, noun] = NOUNS[role.thing] ?? ['little', role.thing];
  if (role.other) return { n: `the other ${noun}`, N: `The other ${noun}`, s: `the other ${noun}’s`, a: `another ${adj} ${noun}`, named: false };
  const phrase = adj ? `${adj} ${noun}` : noun;
  const a = role.plural ? `the ${phrase}` : an(phrase);
  return { n: `the ${phrase}`, N: `The ${phrase}`, s: role.plural ? `the ${phrase}’` : `the ${phrase}’s`, a, named: false };
}

export const whoIs = who;

type Pronouns = [string, string, string, string];
function pronouns(role: Role): Pronouns {
  if (role.plural) return ['they', 'them', 'their', 'themselves'];
  if (role.gender === 'female') return ['she', 'her', 'her', 'herself'];
  if (role.gender === 'male') return ['he', 'him', 'his', 'himself'];
  // Vehicles, robots, toys, objects and nature are "it" unless the idea says he or she; people and animals "they".
  if (/^(vehicle|robot|toy|object|nature)$/.test(role.kind)) return ['it', 'it', 'its', 'itself'];
  return ['they', 'them', 'their', 'themselves'];
}

// Games that are not "played": riding a bike, playing the piano.
const GAMES: Record<string, readonly [string, string]> = {
  bicycle: ['ride a bike', 'rode a bike'], piano: ['play the piano', 'played the piano'],
};
const WISH: Record<string, (thing?: string) => readonly [string, string]> = {
  become: (t) => (t ? [`be ${an(t)}`, `became a real ${t}`] : ['be someone new', 'became someone new']),
  see: (t) => [`see the ${t ?? 'wide world'}`, `saw the ${t ?? 'wide world'}`],
  visit: (t) => [`visit the ${t ?? 'faraway hills'}`, `visited the ${t ?? 'faraway hills'}`],
  fly: () => ['fly high in the sky', 'flew high in the sky'], dance: () => ['dance', 'danced'],
  play: (t) => GAMES[t ?? ''] ?? (t ? [`play ${t}`, `played ${t}`] : ['play with the others', 'played with the others']),
  'make-friend': () => ['make a friend', 'made a real friend'], win: (t) => [`win the ${t ?? 'race'}`, `won the ${t ?? 'race'}`],
  find: (t) => [`find the ${t ?? 'hidden treasure'}`, `found the ${t ?? 'hidden treasure'}`], 'go-home': () => ['get home', 'got home'],
  sleep: () => ['fall asleep', 'fell asleep'], 'go-to': (t) => [`go to the ${t ?? 'faraway town'}`, `went to the ${t ?? 'faraway town'}`],
  swim: () => ['swim', 'swam'], sing: () => ['sing', 'sang'], 'grow-up': () => ['grow big and strong', 'grew big and strong'],
  help: () => ['help others', 'helped others'], build: (t) => [`build ${an(t ?? 'treehouse')}`, `built ${an(t ?? 'treehouse')}`],
  explore: () => ['explore the world', 'explored the world'],
};
const CANNOT: Record<string, readonly [string, string]> = {
  'make rain': ['make rain', 'made rain'], 'breathe fire': ['breathe fire', 'breathed fire'], fly: ['fly', 'flew'], swim: ['swim', 'swam'],
};
const FEARS: Record<string, string> = {
  dark: 'the dark', monsters: 'monsters', water: 'the water', thunder: 'thunder', dentist: 'the dentist', doctor: 'the doctor',
  'vacuum cleaner': 'the vacuum cleaner', 'hair dryer': 'the hair dryer', toilet: 'the toilet', haircut: 'haircuts', bath: 'bath time',
  fireworks: 'fireworks', 'loud noises': 'loud noises', spiders: 'spiders', dogs: 'big dogs',
};
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['the kitchen', 'in the kitchen'], bedroom: ['the bedroom', 'in the bedroom'], classroom: ['the classroom', 'in the classroom'],
  school: ['the school', 'at school'], nursery: ['the nursery', 'at nursery'], garden: ['the garden', 'in the garden'],
  forest: ['the forest', 'in the forest'], jungle: ['the jungle', 'in the jungle'], sea: ['the sea', 'by the sea'], harbour: ['the harbour', 'in the harbour'],
  lake: ['the lake', 'by the lake'], river: ['the river', 'by the river'], space: ['outer space', 'in outer space'], farm: ['the farm', 'on the farm'],
  city: ['the city', 'in the city'], snow: ['the snowy hills', 'in the snowy hills'], beach: ['the beach', 'on the beach'],
  hospital: ['the hospital', 'at the hospital'], park: ['the park', 'in the park'], supermarket: ['the supermarket', 'at the supermarket'],
  library: ['the library', 'in the library'], mountain: ['the mountains', 'in the mountains'], desert: ['the desert', 'in the desert'],
  playground: ['the playground', 'at the playground'], garage: ['the garage', 'in the garage'], treehouse: ['the treehouse', 'in the treehouse'],
  sky: ['the sky', 'up in the sky'], pool: ['the pool', 'at the pool'], castle: ['the castle', 'at the castle'], home: ['home', 'at home'],
};

export function englishContext(facts: StoryFacts): En {
  const { cast, brief, band } = facts;
  // An unnamed child who asks a question is a curious one.
  const hero = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name
    ? { n: 'the curious child', N: 'The curious child', s: 'the curious child’s', a: 'a curious child', named: false }
    : who(cast.hero, true);
  const [he, him, his, self] = pronouns(cast.hero);
  const many = he === 'they';
  const person = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin, false) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? { n: keeper, N: cap(keeper), s: `${keeper}’s`, a: keeper, named: false } : { n: 'Mum', N: 'Mum', s: 'Mum’s', a: 'Mum', named: true });
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  let to: string | undefined; let did: string | undefined; let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  // The idea's own goal and trouble, when the idea is English too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'english';
  const plural = cast.hero.plural === true;
  if (own && brief.goal) ({ to, did } = englishGoal(brief.goal.phrase, plural));
  else if (wish && WISH[wish.key]) [to, did] = WISH[wish.key]!(wish.thing);
  const lostWho = cast.lost ? who(cast.lost, false) : undefined;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    // The trouble follows the hero's name or noun ("Mia was afraid…"): plural only for "the children".
    const v = (one: string, more: string) => (cast.hero.plural ? more : one);
    switch (p.key) {
      case 'afraid': trouble = `${v('was', 'were')} afraid of ${fear ?? 'many things'}`; mended = `${v('was', 'were')} not afraid of ${fear ?? 'them'} any more`; break;
      case 'lost':
        if (lostWho) { trouble = `had lost ${lostWho.n}`; mended = `had ${lostWho.n} back`; if (!to) [to, did] = [`find ${lostWho.n}`, `found ${lostWho.n}`]; }
        else { trouble = `${v('was', 'were')} lost`; mended = `${v('was', 'were')} safe again`; if (!to) [to, did] = ['find the way back', 'found the way back']; }
        break;
      case 'cannot': if (can) { trouble = `could not ${can[0]}`; mended = `could ${can[0]} at last`; if (!to) [to, did] = can; } break;
      case 'lonely': trouble = `${v('was', 'were')} lonely`; mended = `${v('was', 'were')} not lonely any more`; if (!to) [to, did] = ['find a friend', 'found a friend']; break;
      case 'laughed-at': trouble = 'did not like being laughed at'; mended = 'did not mind the teasing any more'; break;
      case 'tired-of': trouble = `${v('was', 'were')} tired of ${setting?.[0] ?? 'the same old days'}`; mended = `${v('was', 'were')} happy to be home`; break;
      case 'sad': case 'worried': case 'nervous': trouble = `${v('was', 'were')} ${p.key}`; mended = `${v('was', 'were')} not ${p.key} any more`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told?.kind === 'refuses') {
    trouble = `did not want to ${told.phrase}`; mended = `${plural ? 'were' : 'was'} happy to ${told.phrase}`;
    if (!did) did = englishGoal(told.phrase, plural).did;
  } else if (told?.kind === 'afraid') {
    trouble = `${plural ? 'were' : 'was'} scared ${told.phrase}`; mended = `${plural ? 'were' : 'was'} not scared ${told.phrase} any more`;
  }
  const doing = to ? englishGoal(to, plural).doing : undefined;
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing);
  const gone = cast.departed ? who(cast.departed, false) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'sister' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'brother' : 'brother or sister';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named.map((r) => who(r, false).n);
  const waterPlace = brief.setting === 'lake' || brief.setting === 'sea' ? PLACES[brief.setting]![0] : 'the pool';

  return {
    ...hero, h2: hero.named ? hero.n : `the ${(NOUNS[cast.hero.thing] ?? ['', cast.hero.thing])[1]}`,
    he, He: cap(he), him, his, His: cap(his), self, v: (one, more) => (many ? more : one), vn: (one, more) => (cast.hero.plural ? more : one),
    kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, g,
    ...(cast.pal ? { pal: who(cast.pal, false) } : {}), ...(kin ? { kin } : {}), ...(gone ? { gone, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    big: he === 'she' ? 'sister' : he === 'he' ? 'brother' : 'sibling',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), water: waterPlace,
    ...(to ? { to } : {}), ...(did ? { did } : {}), ...(doing ? { doing } : {}), ...(to && sayable(to) ? { say: to } : {}), ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `be ${an(notWish.thing!)}` } : {}), broken: 'the blue vase',
    names, wish: wish !== undefined || (own && brief.goal !== undefined),
    ...(p?.key === 'afraid' && p.thing && FEARS[p.thing] ? { fear: FEARS[p.thing] } : {}),
    shape: facts.shape,
  };
}
