// The German sentence context: how each character is called in every case, pronouns by grammatical gender, the
// wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';

/** Grammatical gender, or plural. */
export type Gen = 'm' | 'f' | 'n' | 'p';

/** Possessive ending: 'm' masculine nominative, 'n' neuter nominative/accusative, or the ending itself. */
export type End = 'm' | 'n' | 'e' | 'en' | 'em' | 'er';

/** A character as German sentences use it. */
export interface Who {
  /** Nominative mid-sentence: "Leo", "der kleine Traktor", "Oma". */
  n: string;
  /** Nominative at the start of a sentence. */
  N: string;
  /** Accusative: "den kleinen Traktor". */
  acc: string;
  /** Dative: "dem kleinen Traktor". */
  dat: string;
  /** First mention, nominative: "ein kleiner Traktor", or the name. */
  a: string;
  named: boolean;
  gen: Gen;
  /** Pronouns in nominative, accusative and dative (the name again when a named person's gender is unknown). */
  er: string; Er: string; ihn: string; ihm: string;
  /** Possessive with its ending: sein('e') → "seine", "ihre", or an article when the pronoun is unknown. */
  sein(end: End): string;
  Sein(end: End): string;
}

export interface De extends Who {
  /** Short second mention ("der Traktor"), or the name. */
  h2: string;
  /** Verb forms after the hero: v('ist', 'sind'); plural only for "die Kinder". */
  v(one: string, many: string): string;
  kind: Role['kind'];
  person: boolean;
  baby: boolean;
  thing: string;
  band: AgeBand;
  /** The grown-up who looks after the hero. */
  gr: Who;
  pal?: Who;
  kin?: Who;
  gone?: Who;
  lost?: Who;
  /** What the one who died was to the family: "der Hund der Familie". */
  goneWas?: string;
  /** The departed was a dog (walks) or a cat (laps), for details. */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "Schwester", "Bruder" or "Geschwisterchen", with its gender. */
  sib: string;
  sibGen: Gen;
  /** What the hero becomes, with the indefinite article: "eine große Schwester". */
  bigA: string;
  /** The story's place in the dative with a preposition: "auf dem Bauernhof". */
  where?: string;
  /** The place, nominative with article: "der Bauernhof". */
  place?: string;
  /** Where water fear happens: "im Schwimmbad", "am See". */
  water: string;
  /** The arc's goal as an infinitive phrase ("das Meer sehen"), with zu ("das Meer zu sehen"). */
  to?: string;
  zu?: string;
  /** The goal reached: finite verb and the rest, for verb-second sentences ("sah", "das Meer"). */
  didV?: string;
  didR?: string;
  /** The trouble after the subject: "hatte Angst vor dem Donner"; absent for a plain wish. */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down: "eine Prinzessin sein". */
  not?: string;
  /** The thing broken in a truth story, nominative/accusative. */
  broken: string;
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  shape: string;
  /** First day: "Schule" or "Kindergarten" words. */
  school: { n: string; zu: string; in: string };
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DEF: Record<Gen, readonly [string, string, string]> = {
  m: ['der', 'den', 'dem'], f: ['die', 'die', 'der'], n: ['das', 'das', 'dem'], p: ['die', 'die', 'den'],
};
const WEAK: Record<Gen, readonly [string, string, string]> = {
  m: ['e', 'en', 'en'], f: ['e', 'e', 'en'], n: ['e', 'e', 'en'], p: ['en', 'en', 'en'],
};
const INDEF: Record<Gen, readonly [string, string]> = { m: ['ein', 'er'], f: ['eine', 'e'], n: ['ein', 'es'], p: ['', 'e'] };
const INDEF_ACC: Record<Gen, readonly [string, string]> = { m: ['einen', 'en'], f: ['eine', 'e'], n: ['ein', 'es'], p: ['', 'e'] };

/** A noun: gender, nominative singular, the ending it takes in accusative and dative (weak masculines), adjective. */
interface Noun { g: Gen; w: string; x?: string; adj: string }
const N = (g: Gen, w: string, adj = 'klein', x?: string): Noun => ({ g, w, adj, ...(x ? { x } : {}) });

export const NOUNS: Readonly<Record<string, Noun>> = {
  girl: N('n', 'Mädchen'), boy: N('m', 'Junge', 'klein', 'n'), child: N('n', 'Kind'), children: N('p', 'Kinder', ''),
  friend: N('n', 'Kind', 'neu'), sister: N('f', 'Schwester'), brother: N('m', 'Bruder'), baby: N('n', 'Baby', 'winzig'),
  'baby sister': N('f', 'Schwester'), 'baby brother': N('m', 'Bruder'), mother: N('f', 'Mutter', ''), father: N('m', 'Vater', ''),
  parents: N('p', 'Eltern', ''), aunt: N('f', 'Tante', ''), uncle: N('m', 'Onkel', ''), grandmother: N('f', 'Großmutter', ''),
  grandfather: N('m', 'Großvater', ''), teacher: N('f', 'Lehrerin', 'freundlich'), doctor: N('f', 'Ärztin', 'freundlich'),
  dentist: N('m', 'Zahnarzt', 'freundlich'), nurse: N('f', 'Pflegerin', 'freundlich'), woman: N('f', 'Frau', 'nett'),
  man: N('m', 'Mann', 'nett'), king: N('m', 'König', 'alt'), queen: N('f', 'Königin', 'jung'), princess: N('f', 'Prinzessin'),
  prince: N('m', 'Prinz', 'klein', 'en'), knight: N('m', 'Ritter', 'tapfer'), pirate: N('m', 'Pirat', 'klein', 'en'),
  wizard: N('m', 'Zauberer', 'alt'), witch: N('f', 'Hexe'), astronaut: N('m', 'Astronaut', 'jung', 'en'),
  firefighter: N('m', 'Feuerwehrmann', 'mutig'),
  dog: N('m', 'Hund'), cat: N('f', 'Katze', 'alt'), rabbit: N('m', 'Hase', 'klein', 'n'), elephant: N('m', 'Elefant', 'klein', 'en'),
  penguin: N('m', 'Pinguin', 'schüchtern'), fox: N('m', 'Fuchs', 'jung'), turtle: N('f', 'Schildkröte'), bear: N('m', 'Bär', 'klein', 'en'),
  lion: N('m', 'Löwe', 'klein', 'n'), tiger: N('m', 'Tiger'), mouse: N('f', 'Maus'), owl: N('f', 'Eule'), hedgehog: N('m', 'Igel'),
  frog: N('m', 'Frosch'), pig: N('n', 'Schwein'), cow: N('f', 'Kuh'), horse: N('n', 'Pferd'), pony: N('n', 'Pony'),
  duck: N('f', 'Ente'), chicken: N('n', 'Huhn'), sheep: N('n', 'Schaf'), bird: N('m', 'Vogel'), fish: N('m', 'Fisch'),
  whale: N('m', 'Wal', 'groß'), dolphin: N('m', 'Delfin'), octopus: N('m', 'Tintenfisch'), shark: N('m', 'Hai'),
  monkey: N('m', 'Affe', 'klein', 'n'), giraffe: N('f', 'Giraffe'), zebra: N('n', 'Zebra'), squirrel: N('n', 'Eichhörnchen'),
  wolf: N('m', 'Wolf'), deer: N('n', 'Reh'), butterfly: N('m', 'Schmetterling'), bee: N('f', 'Biene'), ladybird: N('m', 'Marienkäfer'),
  snail: N('f', 'Schnecke'), spider: N('f', 'Spinne'), hippo: N('n', 'Nilpferd'), crocodile: N('n', 'Krokodil'),
  kangaroo: N('n', 'Känguru'), koala: N('m', 'Koala'), panda: N('m', 'Panda'), sloth: N('n', 'Faultier'),
  caterpillar: N('f', 'Raupe'), ant: N('f', 'Ameise'), goat: N('f', 'Ziege'), donkey: N('m', 'Esel'),
  unicorn: N('n', 'Einhorn', 'jung'), dragon: N('m', 'Drache', 'jung', 'n'), dinosaur: N('m', 'Dinosaurier'), monster: N('n', 'Monster', 'groß'),
  fairy: N('f', 'Fee'), ghost: N('n', 'Gespenst'), mermaid: N('f', 'Meerjungfrau'), troll: N('m', 'Troll'),
  giant: N('m', 'Riese', 'freundlich', 'n'), alien: N('n', 'Weltraumwesen'), elf: N('m', 'Elf', 'klein', 'en'),
  tractor: N('m', 'Traktor'), tugboat: N('m', 'Schlepper'), train: N('m', 'Zug'), 'fire truck': N('n', 'Feuerwehrauto', 'rot'),
  excavator: N('m', 'Bagger'), ship: N('n', 'Schiff', 'groß'), boat: N('n', 'Boot'), car: N('n', 'Auto'), bus: N('m', 'Bus'),
  plane: N('n', 'Flugzeug'), helicopter: N('m', 'Hubschrauber'), truck: N('m', 'Lastwagen'), 'garbage truck': N('n', 'Müllauto'),
  submarine: N('n', 'U-Boot', 'gelb'), rocket: N('f', 'Rakete'), 'race car': N('m', 'Rennwagen', 'schnell'), bicycle: N('n', 'Fahrrad'),
  robot: N('m', 'Roboter', 'einsam'), rover: N('m', 'Rover'),
  'teddy bear': N('m', 'Teddybär', 'weich', 'en'), 'toy rabbit': N('m', 'Stoffhase', 'weich', 'n'), doll: N('f', 'Puppe'),
  toy: N('n', 'Spielzeug'), puppet: N('f', 'Handpuppe'), 'toy car': N('n', 'Spielzeugauto'), 'rag doll': N('f', 'Stoffpuppe', 'alt'),
  cloud: N('f', 'Wolke'), snowflake: N('f', 'Schneeflocke'), raindrop: N('m', 'Regentropfen'), tree: N('m', 'Baum', 'alt'),
  flower: N('f', 'Blume'), seed: N('n', 'Samenkorn'), star: N('m', 'Stern'), wind: N('m', 'Wind'),
  lighthouse: N('m', 'Leuchtturm', 'alt'), crayon: N('m', 'Buntstift'), sock: N('f', 'Socke'), snowman: N('m', 'Schneemann'),
  kite: N('m', 'Drachen', 'bunt'), balloon: N('m', 'Luftballon', 'rot'),
};
const noun = (thing: string): Noun => NOUNS[thing] ?? N('n', 'Kind');

/** Noun phrase with the definite article: case 0 nominative, 1 accusative, 2 dative. */
export function def(nn: Noun, kase: 0 | 1 | 2, adj = nn.adj): string {
  const word = nn.g === 'p' && kase === 2 ? (/[ns]$/.test(nn.w) ? nn.w : `${nn.w}n`) : kase > 0 && nn.x ? nn.w + nn.x : nn.w;
  return [DEF[nn.g][kase], adj ? adj + WEAK[nn.g][kase] : '', word].filter(Boolean).join(' ');
}
/** Noun phrase with the indefinite article in nominative or accusative. */
export function indef(nn: Noun, acc: boolean, adj = nn.adj): string {
  const [art, end] = (acc ? INDEF_ACC : INDEF)[nn.g];
  const word = acc && nn.x ? nn.w + nn.x : nn.w;
  return [art, adj ? adj + end : '', word].filter(Boolean).join(' ');
}

const KIN: Record<string, readonly [string, Gen]> = {
  grandmother: ['Oma', 'f'], grandfather: ['Opa', 'm'], mother: ['Mama', 'f'], father: ['Papa', 'm'], aunt: ['Tante', 'f'], uncle: ['Onkel', 'm'],
};
// Who looks after a hero that is not a child: the grown-up its world would have.
const KEEPER: Record<string, Noun> = {
  tractor: N('m', 'Bauer', 'alt', 'n'), train: N('m', 'Lokführer', 'alt'), tugboat: N('f', 'Hafenmeisterin', 'alt'),
  ship: N('m', 'Kapitän', 'alt'), boat: N('m', 'Kapitän', 'alt'), 'fire truck': N('f', 'Feuerwehrchefin', 'mutig'),
  excavator: N('f', 'Baumeisterin', 'klug'), robot: N('m', 'Erfinder', 'alt'), rover: N('m', 'Erfinder', 'alt'),
  lighthouse: N('m', 'Leuchtturmwärter', 'alt'), cloud: N('m', 'Wind', 'weise'), 'teddy bear': N('m', 'Junge', 'klein', 'n'),
  doll: N('n', 'Mädchen'), 'toy rabbit': N('m', 'Junge', 'klein', 'n'), 'rag doll': N('n', 'Mädchen'),
};

const PRONOUNS: Record<Gen, readonly [string, string, string, string]> = {
  m: ['er', 'ihn', 'ihm', 'sein'], f: ['sie', 'sie', 'ihr', 'ihr'], n: ['es', 'es', 'ihm', 'sein'], p: ['sie', 'sie', 'ihnen', 'ihr'],
};
const ARTICLE_FOR: Record<End, string> = { m: 'der', n: 'das', e: 'die', en: 'den', em: 'dem', er: 'der' };

function pronounsOf(gen: Gen | undefined, name: string | undefined) {
  if (!gen) {
    const n = name!;
    const art = (end: End) => ARTICLE_FOR[end];
    return { er: n, Er: n, ihn: n, ihm: n, sein: art, Sein: (end: End) => cap(art(end)) };
  }
  const [er, ihn, ihm, sein] = PRONOUNS[gen];
  const poss = (end: End) => sein + (end === 'm' || end === 'n' ? '' : end);
  return { er, Er: cap(er), ihn, ihm, sein: poss, Sein: (end: End) => cap(poss(end)) };
}

const PERSON = /^person-|^baby$/;
const genderOf = (role: Role): Gen | undefined =>
  (role.gender === 'female' ? 'f' : role.gender === 'male' ? 'm' : undefined);

function named(text: string, gen: Gen | undefined): Who {
  return { n: text, N: text, acc: text, dat: text, a: text, named: true, gen: gen ?? 'n', ...pronounsOf(gen, text) };
}
function phrase(nn: Noun, adj = nn.adj): Who {
  const n = def(nn, 0, adj);
  return { n, N: cap(n), acc: def(nn, 1, adj), dat: def(nn, 2, adj), a: nn.g === 'p' ? n : indef(nn, false, adj), named: false, gen: nn.g, ...pronounsOf(nn.g, undefined) };
}

function who(role: Role): Who {
  const name = role.name ? latinName(role.name) : undefined;
  const kin = KIN[role.thing];
  const nn = role.plural ? NOUNS.children! : noun(role.thing);
  if (name) {
    // A named person is er or sie by the brief's gender, repeated by name when unknown; a named thing by its noun.
    const gen = genderOf(role) ?? (kin ? kin[1] : PERSON.test(role.kind) ? undefined : nn.g);
    return named(kin && !role.other ? `${kin[0]} ${name}` : name, gen);
  }
  if (kin && !role.other) return named(kin[0], kin[1]);
  if (role.other) {
    const w = phrase(nn, 'ander');
    return { ...w, a: indef(nn, false, 'ander') };
  }
  return phrase(nn);
}

export const whoIs = who;

type Goal = readonly [to: string, zu: string, didV: string, didR: string];
const goal = (obj: string, verb: string, zuVerb: string, past: string): Goal =>
  [`${obj} ${verb}`.trim(), `${obj} ${zuVerb}`.trim(), past, obj];

// What can be seen or visited, in the accusative; where one can travel to.
const SIGHTS: Record<string, string> = {
  sea: 'das Meer', snow: 'den Schnee', stars: 'die Sterne', moon: 'den Mond', space: 'das Weltall', mountain: 'die Berge',
  castle: 'die Burg', city: 'die große Stadt', forest: 'den Wald', jungle: 'den Dschungel', beach: 'den Strand',
};
const TOWARDS: Record<string, string> = {
  sea: 'ans Meer', school: 'in die Schule', moon: 'zum Mond', space: 'ins Weltall', mountain: 'in die Berge', city: 'in die große Stadt',
  beach: 'an den Strand', forest: 'in den Wald', castle: 'zur Burg', farm: 'auf den Bauernhof', park: 'in den Park',
};
const GAMES: Record<string, string> = { football: 'Fußball', tennis: 'Tennis', basketball: 'Basketball', piano: 'Klavier' };
const BECOME: Record<string, Noun> = {
  dancer: N('f', 'Tänzerin', 'echt'), superhero: N('m', 'Superheld', 'echt', 'en'), doctor: N('f', 'Ärztin', 'echt'),
};
const BUILD: Record<string, string> = { birdhouse: 'ein Vogelhaus', treehouse: 'ein Baumhaus', rocket: 'eine Rakete', boat: 'ein Boot', house: 'ein Haus', sandcastle: 'eine Sandburg', robot: 'einen Roboter' };

function wishGoal(key: string, t: string | undefined, plural: boolean): Goal {
  const v = (one: string, many: string) => (plural ? many : one);
  switch (key) {
    case 'become': {
      const nn = t ? BECOME[t] ?? NOUNS[t] : undefined;
      return nn ? goal(indef(nn, false, 'echt'), 'werden', 'zu werden', v('wurde', 'wurden')) : goal('jemand ganz Neues', 'werden', 'zu werden', v('wurde', 'wurden'));
    }
    case 'see': return goal(SIGHTS[t ?? ''] ?? 'die weite Welt', 'sehen', 'zu sehen', v('sah', 'sahen'));
    case 'visit': return goal(SIGHTS[t ?? ''] ?? 'die fernen Hügel', 'besuchen', 'zu besuchen', v('besuchte', 'besuchten'));
    case 'fly': return goal('hoch am Himmel', 'fliegen', 'zu fliegen', v('flog', 'flogen'));
    case 'dance': return goal('', 'tanzen', 'zu tanzen', v('tanzte', 'tanzten'));
    case 'play': if (t === 'bicycle') return goal('Fahrrad', 'fahren', 'zu fahren', v('fuhr', 'fuhren'));
      return goal(GAMES[t ?? ''] ?? 'mit den anderen', 'spielen', 'zu spielen', v('spielte', 'spielten'));
    case 'make-friend': return goal('Freunde', 'finden', 'zu finden', v('fand', 'fanden'));
    case 'win': return goal(t === 'race' || !t ? 'das große Rennen' : 'den großen Preis', 'gewinnen', 'zu gewinnen', v('gewann', 'gewannen'));
    case 'find': return goal('den versteckten Schatz', 'finden', 'zu finden', v('fand', 'fanden'));
    case 'go-home': return goal('nach Hause', 'kommen', 'zu kommen', v('kam', 'kamen'));
    case 'sleep': return ['einschlafen', 'einzuschlafen', v('schlief', 'schliefen'), 'ein'];
    case 'go-to': return goal(TOWARDS[t ?? ''] ?? 'in die ferne Stadt', 'reisen', 'zu reisen', v('reiste', 'reisten'));
    case 'swim': return goal('', 'schwimmen', 'zu schwimmen', v('schwamm', 'schwammen'));
    case 'sing': return goal('', 'singen', 'zu singen', v('sang', 'sangen'));
    case 'grow-up': return goal('groß und stark', 'werden', 'zu werden', v('wurde', 'wurden'));
    case 'help': return goal('anderen', 'helfen', 'zu helfen', v('half', 'halfen'));
    case 'build': return goal(BUILD[t ?? ''] ?? 'ein Baumhaus', 'bauen', 'zu bauen', v('baute', 'bauten'));
    default: return goal('die Welt', 'entdecken', 'zu entdecken', v('entdeckte', 'entdeckten'));
  }
}
const CANNOT: Record<string, readonly [string, string]> = {
  'make rain': ['Regen machen', 'Regen zu machen'], 'breathe fire': ['Feuer speien', 'Feuer zu speien'], fly: ['fliegen', 'zu fliegen'], swim: ['schwimmen', 'zu schwimmen'],
};
// After "Angst vor": dative.
const FEARS: Record<string, string> = {
  dark: 'der Dunkelheit', monsters: 'Monstern', water: 'dem Wasser', thunder: 'dem Donner', dentist: 'dem Zahnarzt', doctor: 'dem Arzt',
  'vacuum cleaner': 'dem Staubsauger', 'hair dryer': 'dem Föhn', toilet: 'der Toilette', haircut: 'dem Haareschneiden', bath: 'dem Baden',
  fireworks: 'dem Feuerwerk', 'loud noises': 'lauten Geräuschen', spiders: 'Spinnen', dogs: 'großen Hunden',
};
/** [nominative with article, where (dative), from (von + dative)]. */
const PLACES: Record<string, readonly [string, string, string]> = {
  kitchen: ['die Küche', 'in der Küche', 'von der Küche'], bedroom: ['das Kinderzimmer', 'im Kinderzimmer', 'vom Kinderzimmer'],
  bathroom: ['das Badezimmer', 'im Badezimmer', 'vom Badezimmer'], classroom: ['das Klassenzimmer', 'im Klassenzimmer', 'vom Klassenzimmer'],
  school: ['die Schule', 'in der Schule', 'von der Schule'], nursery: ['der Kindergarten', 'im Kindergarten', 'vom Kindergarten'],
  garden: ['der Garten', 'im Garten', 'vom Garten'], forest: ['der Wald', 'im Wald', 'vom Wald'], jungle: ['der Dschungel', 'im Dschungel', 'vom Dschungel'],
  sea: ['das Meer', 'am Meer', 'vom Meer'], harbour: ['der Hafen', 'im Hafen', 'vom Hafen'], lake: ['der See', 'am See', 'vom See'],
  river: ['der Fluss', 'am Fluss', 'vom Fluss'], space: ['das Weltall', 'im Weltall', 'vom Weltall'], farm: ['der Bauernhof', 'auf dem Bauernhof', 'vom Bauernhof'],
  city: ['die Stadt', 'in der Stadt', 'von der Stadt'], snow: ['die verschneiten Hügel', 'in den verschneiten Hügeln', 'von den verschneiten Hügeln'],
  beach: ['der Strand', 'am Strand', 'vom Strand'], hospital: ['das Krankenhaus', 'im Krankenhaus', 'vom Krankenhaus'],
  park: ['der Park', 'im Park', 'vom Park'], supermarket: ['der Supermarkt', 'im Supermarkt', 'vom Supermarkt'],
  library: ['die Bücherei', 'in der Bücherei', 'von der Bücherei'], mountain: ['die Berge', 'in den Bergen', 'von den Bergen'],
  desert: ['die Wüste', 'in der Wüste', 'von der Wüste'], playground: ['der Spielplatz', 'auf dem Spielplatz', 'vom Spielplatz'],
  garage: ['die Garage', 'in der Garage', 'von der Garage'], treehouse: ['das Baumhaus', 'im Baumhaus', 'vom Baumhaus'],
  sky: ['der Himmel', 'oben am Himmel', 'vom Himmel'], pool: ['das Schwimmbad', 'im Schwimmbad', 'vom Schwimmbad'],
  castle: ['die Burg', 'auf der Burg', 'von der Burg'], home: ['das Zuhause', 'zu Hause', 'vom Zuhause'],
};

// Separable verbs take zu inside: "aufräumen" → "aufzuräumen"; others before: "bauen" → "zu bauen".
const SEPARABLE = /^(ab|an|auf|aus|ein|mit|vor|weg|zurück|los|heim|hin|her|nach|zu)(\p{Ll}{3,})$/u;
function withZu(phrase: string): string {
  const words = phrase.split(' ');
  const verb = words.pop() ?? '';
  const split = SEPARABLE.exec(verb);
  return [...words, split ? `${split[1]}zu${split[2]}` : `zu ${verb}`].join(' ');
}
/** "seine Zähne putzen" → "seine Zähne nicht putzen": nicht before the verb at the end. */
function notBeforeVerb(phrase: string): string {
  const words = phrase.split(' ');
  return [...words.slice(0, -1), 'nicht', ...words.slice(-1)].join(' ');
}

export function germanContext(facts: StoryFacts): De {
  const { cast, brief, band } = facts;
  const hn = cast.hero.plural ? NOUNS.children! : noun(cast.hero.thing);
  // An unnamed child who asks a question is a curious one.
  const hero = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name ? phrase(hn, 'neugierig') : who(cast.hero);
  const many = cast.hero.plural === true;
  const v = (one: string, more: string) => (many ? more : one);
  const person = PERSON.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const gr: Who = grownKin ?? (keeper ? phrase(keeper) : named('Mama', 'f'));
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  // The idea's own goal and trouble, when the idea is German too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'german';
  let [to, zu, didV, didR] = [undefined, undefined, undefined, undefined] as [string | undefined, string | undefined, string | undefined, string | undefined];
  let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  if (own && brief.goal) [to, zu, didV, didR] = [brief.goal.phrase, withZu(brief.goal.phrase), v('konnte', 'konnten'), brief.goal.phrase];
  else if (wish) [to, zu, didV, didR] = wishGoal(wish.key, wish.thing, many);
  const lostWho = cast.lost ? who(cast.lost) : undefined;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid': trouble = `${v('hatte', 'hatten')} Angst vor ${fear ?? 'vielen Dingen'}`; mended = `${v('hatte', 'hatten')} keine Angst mehr`; break;
      case 'lost':
        if (lostWho) { trouble = `${v('hatte', 'hatten')} ${lostWho.acc} verloren`; mended = `${v('hatte', 'hatten')} ${lostWho.acc} wieder`; if (!to) [to, zu, didV, didR] = goal(lostWho.acc, 'wiederfinden', 'wiederzufinden', v('fand', 'fanden')); }
        else { trouble = `${v('hatte', 'hatten')} sich verlaufen`; mended = `${v('war', 'waren')} wieder in Sicherheit`; if (!to) [to, zu, didV, didR] = goal('den Weg nach Hause', 'finden', 'zu finden', v('fand', 'fanden')); }
        break;
      case 'cannot': if (can) { trouble = `${v('konnte', 'konnten')} nicht ${can[0]}`; mended = `${v('konnte', 'konnten')} endlich ${can[0]}`; if (!to) [to, zu, didV, didR] = [can[0], can[1], v('konnte', 'konnten'), can[0]]; } break;
      case 'lonely': trouble = `${v('war', 'waren')} einsam`; mended = `${v('war', 'waren')} nicht mehr einsam`; if (!to) [to, zu, didV, didR] = goal('einen Freund', 'finden', 'zu finden', v('fand', 'fanden')); break;
      case 'laughed-at': trouble = `${v('mochte', 'mochten')} es nicht, ausgelacht zu werden`; mended = `${v('machte', 'machten')} sich nichts mehr aus dem Lachen der anderen`; break;
      case 'tired-of': trouble = `${v('hatte', 'hatten')} genug ${setting?.[2] ?? 'von den immer gleichen Tagen'}`; mended = `${v('war', 'waren')} froh, wieder zu Hause zu sein`; break;
      case 'sad': trouble = `${v('war', 'waren')} traurig`; mended = `${v('war', 'waren')} nicht mehr traurig`; break;
      case 'worried': trouble = `${v('machte', 'machten')} sich Sorgen`; mended = `${v('machte', 'machten')} sich keine Sorgen mehr`; break;
      case 'nervous': trouble = `${v('war', 'waren')} schrecklich aufgeregt`; mended = `${v('war', 'waren')} ganz ruhig`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told?.kind === 'refuses') {
    trouble = `${v('wollte', 'wollten')} ${notBeforeVerb(told.phrase)}`; mended = `${v('hatte', 'hatten')} nichts mehr dagegen, ${withZu(told.phrase)}`;
    if (!didV) [didV, didR] = [v('traute sich', 'trauten sich'), withZu(told.phrase)];
  } else if (told) {
    trouble = `${v('hatte', 'hatten')} Angst ${told.phrase}`; mended = `${v('hatte', 'hatten')} keine Angst mehr ${told.phrase}`;
  }
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing);
  const notNoun = notWish ? BECOME[notWish.thing!] ?? NOUNS[notWish.thing!] : undefined;
  const gone = cast.departed ? who(cast.departed) : undefined;
  const goneNoun = cast.departed ? noun(cast.departed.thing) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sibGen: Gen = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'f' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'm' : 'n';
  const sib = sibGen === 'f' ? 'Schwester' : sibGen === 'm' ? 'Bruder' : 'Geschwisterchen';
  const heroGen = hero.gen;
  const bigA = cast.hero.gender === 'female' || (!cast.hero.gender && heroGen === 'f') ? 'eine große Schwester'
    : cast.hero.gender === 'male' || (!cast.hero.gender && heroGen === 'm') ? 'ein großer Bruder' : 'ein großes Geschwisterkind';
  const named_ = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named_.map((r) => who(r).n);
  const water = brief.setting === 'lake' ? 'am See' : brief.setting === 'sea' ? 'am Meer' : 'im Schwimmbad';
  const nursery = brief.setting === 'nursery';

  return {
    ...hero, h2: hero.named ? hero.n : def(hn, 0, ''),
    v, kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, gr,
    ...(cast.pal ? { pal: who(cast.pal) } : {}), ...(kin ? { kin } : {}),
    ...(gone && goneNoun ? { gone, goneWas: `${def(goneNoun, 0, '')} der Familie`, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib, sibGen, bigA,
    ...(setting ? { place: setting[0], where: setting[1] } : {}), water,
    ...(to && zu ? { to, zu } : {}), ...(didV && didR ? { didV, didR } : {}), say: to !== undefined && !(own && brief.goal && /(?<!\p{L})(?:sich|sein\p{L}*|ihr\p{L}*|er|sie)(?!\p{L})/u.test(to)), ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notNoun ? { not: `${indef(notNoun, false, '')} sein` } : {}), broken: 'die blaue Vase',
    names, wish: wish !== undefined || (own && brief.goal !== undefined), shape: facts.shape,
    school: nursery ? { n: 'Kindergarten', zu: 'in den Kindergarten', in: 'im Kindergarten' } : { n: 'Schule', zu: 'in die Schule', in: 'in der Schule' },
  };
}
