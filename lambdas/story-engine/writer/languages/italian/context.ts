// The Italian sentence context: how each character is called, with its grammatical gender, the article form its first
// sound takes, articulated prepositions, the agreement of adjectives and verbs, the wish, the problem and the place,
// from the pack’s own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';

/** A character as Italian sentences use it. */
export interface Who {
  /** Mid-sentence: "Leo", "il piccolo trattore", "la mamma". */
  n: string;
  /** At the start of a sentence. */
  N: string;
  /** First mention: "Leo", "un piccolo trattore". */
  a: string;
  /** After "di", articulated: "di Leo", "del piccolo trattore", "dello zio". */
  di: string;
  /** After "a", articulated: "a Leo", "al piccolo trattore", "all’orsetto". */
  al: string;
  /** The same at the start of a sentence. */
  Al: string;
  /** After "da": "da Leo", "dalla nonna". */
  da: string;
  /** Called by: the name, or the noun without its article ("nonno", "piccolo trattore"). */
  call: string;
  named: boolean;
  /** Grammatically feminine. */
  f: boolean;
  /** Several told as one ("i bambini"). */
  pl: boolean;
}

export interface It extends Who {
  /** Short second mention ("il trattore"), or the name. */
  h2: string;
  /** What the hero is, as a first mention: "un piccolo trattore". */
  what: string;
  /** Stressed pronoun when the gender is known ("lui", "lei", "loro"); otherwise the name or noun phrase again. */
  lui: string;
  Lui: string;
  /** Has hands, feet and pockets (people, animals, toys, creatures); vehicles and things do not. */
  body: boolean;
  /** Direct object clitic: "lo", "la", "li", "le". */
  lo: string;
  /** Indirect clitic: "gli" or "le". */
  gli: string;
  /** Agreement with the hero: x('stanc') → stanco, stanca, stanchi, stanche. */
  x(stem: string): string;
  /** Verb forms for the hero: v('era', 'erano'). */
  v(one: string, many: string): string;
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
  /** What the one who died was, bare noun: "cane", "nonno". */
  goneWord?: string;
  goneThing?: string;
  pet: boolean;
  /** The new baby: "sorellina", "fratellino" or "fratellino o sorellina". */
  sib: string;
  /** What the hero becomes: "sorella maggiore", "fratello maggiore". */
  big: string;
  place?: string;
  where?: string;
  /** Where the hero lives when the idea names no place: "in una fattoria" for a tractor. */
  home: string;
  water: string;
  /** The arc’s goal as an infinitive ("vedere il mare") and done ("vide il mare"). */
  to?: string;
  did?: string;
  /** The arc’s trouble after the subject: "aveva paura dei tuoni". */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down: "fare la principessa". */
  not?: string;
  broken: string;
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  fear?: string;
  shape: string;
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type G = 'm' | 'f';
/** Agreement ending, with the "h" that keeps -co/-go hard in the plural (stanchi, lunghe). */
export const agree = (stem: string, f: boolean, pl: boolean) => {
  const end = pl ? (f ? 'e' : 'i') : f ? 'a' : 'o';
  return /[cg]$/.test(stem) && pl ? `${stem}h${end}` : stem + end;
};

const VOWEL = /^[aeiouàèéìòùh]/i;
const S_IMPURA = /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i;

/** The definite article the phrase’s first sound takes. */
function article(g: G, phrase: string, pl: boolean): string {
  const vowel = VOWEL.test(phrase) && !/^h[^aeiou]/i.test(phrase);
  if (pl) return g === 'f' ? 'le ' : vowel || S_IMPURA.test(phrase) ? 'gli ' : 'i ';
  if (vowel) return "l’";
  return g === 'f' ? 'la ' : S_IMPURA.test(phrase) ? 'lo ' : 'il ';
}
function indefinite(g: G, phrase: string): string {
  const vowel = VOWEL.test(phrase);
  if (g === 'f') return vowel ? "un’" : 'una ';
  return S_IMPURA.test(phrase) ? 'uno ' : 'un ';
}

const ART_PREP: Record<string, Record<string, string>> = {
  di: { 'il ': 'del ', 'lo ': 'dello ', 'la ': 'della ', "l’": "dell’", 'i ': 'dei ', 'gli ': 'degli ', 'le ': 'delle ' },
  a: { 'il ': 'al ', 'lo ': 'allo ', 'la ': 'alla ', "l’": "all’", 'i ': 'ai ', 'gli ': 'agli ', 'le ': 'alle ' },
  da: { 'il ': 'dal ', 'lo ': 'dallo ', 'la ': 'dalla ', "l’": "dall’", 'i ': 'dai ', 'gli ': 'dagli ', 'le ': 'dalle ' },
  in: { 'il ': 'nel ', 'lo ': 'nello ', 'la ': 'nella ', "l’": "nell’", 'i ': 'nei ', 'gli ': 'negli ', 'le ': 'nelle ' },
  su: { 'il ': 'sul ', 'lo ': 'sullo ', 'la ': 'sulla ', "l’": "sull’", 'i ': 'sui ', 'gli ': 'sugli ', 'le ': 'sulle ' },
};
/** A preposition joined to the article of the phrase that follows: prep('di', 'il mare') → "del mare". */
export function prep(p: 'di' | 'a' | 'da' | 'in' | 'su', phrase: string): string {
  for (const [art, joined] of Object.entries(ART_PREP[p]!)) if (phrase.startsWith(art)) return joined + phrase.slice(art.length);
  return p === 'di' && VOWEL.test(phrase) && !/^[A-Z]/.test(phrase) ? `d'${phrase}` : `${p} ${phrase}`;
}

// An unnamed character: gender, phrase with its adjective, bare noun.
const NOUNS: Record<string, readonly [G, string, string]> = {
  girl: ['f', 'bambina', 'bambina'], boy: ['m', 'bambino', 'bambino'], child: ['m', 'bambino', 'bambino'],
  children: ['m', 'bambini', 'bambini'], friend: ['m', 'nuovo amico', 'amico'], baby: ['m', 'bebè piccolissimo', 'bebè'],
  sister: ['f', 'sorella', 'sorella'], brother: ['m', 'fratello', 'fratello'], 'baby sister': ['f', 'sorellina', 'sorellina'],
  'baby brother': ['m', 'fratellino', 'fratellino'], teacher: ['f', 'maestra', 'maestra'], doctor: ['f', 'dottoressa', 'dottoressa'],
  dentist: ['m', 'dentista', 'dentista'], nurse: ['f', 'infermiera', 'infermiera'], woman: ['f', 'signora', 'signora'],
  man: ['m', 'signore', 'signore'], king: ['m', 'vecchio re', 're'], queen: ['f', 'regina', 'regina'], princess: ['f', 'piccola principessa', 'principessa'],
  prince: ['m', 'piccolo principe', 'principe'], knight: ['m', 'cavaliere coraggioso', 'cavaliere'], pirate: ['m', 'pirata', 'pirata'],
  wizard: ['m', 'vecchio mago', 'mago'], witch: ['f', 'strega', 'strega'], astronaut: ['f', 'astronauta', 'astronauta'],
  firefighter: ['m', 'pompiere', 'pompiere'], parents: ['m', 'genitori', 'genitori'],
  dog: ['m', 'cagnolino', 'cane'], cat: ['m', 'vecchio gatto', 'gatto'], rabbit: ['m', 'coniglietto', 'coniglio'], elephant: ['m', 'piccolo elefante', 'elefante'],
  penguin: ['m', 'piccolo pinguino', 'pinguino'], fox: ['f', 'giovane volpe', 'volpe'], turtle: ['f', 'tartaruga', 'tartaruga'], bear: ['m', 'orsetto', 'orso'],
  lion: ['m', 'leoncino', 'leone'], tiger: ['f', 'giovane tigre', 'tigre'], mouse: ['m', 'topolino', 'topo'], owl: ['m', 'gufo', 'gufo'],
  hedgehog: ['m', 'porcospino', 'porcospino'], frog: ['f', 'ranocchia', 'rana'], pig: ['m', 'maialino', 'maiale'], cow: ['f', 'mucca', 'mucca'],
  horse: ['m', 'cavallino', 'cavallo'], pony: ['m', 'pony', 'pony'], duck: ['m', 'anatroccolo', 'anatroccolo'], chicken: ['f', 'gallina', 'gallina'],
  sheep: ['f', 'pecorella', 'pecora'], bird: ['m', 'uccellino', 'uccellino'], fish: ['m', 'pesciolino', 'pesce'], whale: ['f', 'grande balena', 'balena'],
  dolphin: ['m', 'delfino', 'delfino'], octopus: ['m', 'polpo', 'polpo'], shark: ['m', 'squalo', 'squalo'], monkey: ['f', 'scimmietta', 'scimmia'],
  giraffe: ['f', 'giraffa', 'giraffa'], zebra: ['f', 'zebra', 'zebra'], squirrel: ['m', 'scoiattolo', 'scoiattolo'], wolf: ['m', 'lupo', 'lupo'],
  deer: ['m', 'cerbiatto', 'cervo'], butterfly: ['f', 'farfalla', 'farfalla'], bee: ['f', 'apetta', 'ape'], ladybird: ['f', 'coccinella', 'coccinella'],
  snail: ['f', 'lumachina', 'lumaca'], spider: ['m', 'ragnetto', 'ragno'], hippo: ['m', 'ippopotamo', 'ippopotamo'],
  crocodile: ['m', 'coccodrillo', 'coccodrillo'], kangaroo: ['m', 'canguro', 'canguro'], koala: ['m', 'koala', 'koala'],
  panda: ['m', 'piccolo panda', 'panda'], sloth: ['m', 'bradipo', 'bradipo'], caterpillar: ['m', 'bruco', 'bruco'],
  ant: ['f', 'formichina', 'formica'], goat: ['f', 'capretta', 'capra'], donkey: ['m', 'asinello', 'asino'],
  unicorn: ['m', 'giovane unicorno', 'unicorno'], dragon: ['m', 'giovane drago', 'drago'], dinosaur: ['m', 'piccolo dinosauro', 'dinosauro'],
  monster: ['m', 'grande mostro', 'mostro'], fairy: ['f', 'piccola fata', 'fata'], ghost: ['m', 'fantasmino', 'fantasma'],
  mermaid: ['f', 'sirenetta', 'sirena'], troll: ['m', 'troll', 'troll'], giant: ['m', 'gigante', 'gigante'], alien: ['m', 'piccolo alieno', 'alieno'],
  elf: ['m', 'elfo', 'elfo'],
  tractor: ['m', 'piccolo trattore', 'trattore'], tugboat: ['m', 'piccolo rimorchiatore', 'rimorchiatore'], train: ['m', 'trenino', 'treno'],
  'fire truck': ['m', 'camion dei pompieri', 'camion'], excavator: ['f', 'piccola ruspa', 'ruspa'], ship: ['f', 'grande nave', 'nave'],
  boat: ['f', 'barchetta', 'barca'], car: ['f', 'macchinina', 'macchina'], bus: ['m', 'autobus', 'autobus'], plane: ['m', 'aeroplanino', 'aereo'],
  helicopter: ['m', 'elicottero', 'elicottero'], truck: ['m', 'camioncino', 'camion'], 'garbage truck': ['m', 'camion della spazzatura', 'camion'],
  submarine: ['m', 'sottomarino', 'sottomarino'], rocket: ['m', 'razzo', 'razzo'], 'race car': ['f', 'macchina da corsa', 'macchina'],
  bicycle: ['f', 'bicicletta', 'bicicletta'], robot: ['m', 'robot solitario', 'robot'], rover: ['m', 'piccolo veicolo esploratore', 'veicolo'],
  'teddy bear': ['m', 'orsacchiotto', 'orsacchiotto'], 'toy rabbit': ['m', 'coniglietto di pezza', 'coniglietto'], doll: ['f', 'bambola', 'bambola'],
  toy: ['m', 'giocattolo', 'giocattolo'], puppet: ['m', 'burattino', 'burattino'], 'toy car': ['f', 'macchinina giocattolo', 'macchinina'],
  'rag doll': ['f', 'bambola di pezza', 'bambola'], cloud: ['f', 'nuvoletta', 'nuvola'], snowflake: ['m', 'fiocco di neve', 'fiocco'],
  raindrop: ['f', 'gocciolina di pioggia', 'gocciolina'], tree: ['m', 'vecchio albero', 'albero'], flower: ['m', 'fiorellino', 'fiore'], seed: ['m', 'semino', 'seme'],
  star: ['f', 'stellina', 'stella'], wind: ['m', 'vento', 'vento'], lighthouse: ['m', 'vecchio faro', 'faro'], crayon: ['m', 'pastello', 'pastello'],
  sock: ['m', 'calzino', 'calzino'], snowman: ['m', 'pupazzo di neve', 'pupazzo'], kite: ['m', 'aquilone', 'aquilone'], balloon: ['m', 'palloncino', 'palloncino'],
};
// How a child calls a relative mid-sentence.
const KIN: Record<string, readonly [string, G]> = {
  grandmother: ['la nonna', 'f'], grandfather: ['il nonno', 'm'], mother: ['la mamma', 'f'], father: ['il papà', 'm'],
  aunt: ['la zia', 'f'], uncle: ['lo zio', 'm'],
};
const HOMES: Record<string, string> = {
  tractor: 'in una fattoria', tugboat: 'nel porto', ship: 'nel porto', boat: 'nel porto', train: 'vicino a una vecchia stazione',
  'fire truck': 'nella caserma dei pompieri', excavator: 'in un cantiere', robot: 'in un laboratorio pieno di bulloni', rover: 'in un laboratorio pieno di bulloni',
  lighthouse: 'in riva al mare', cloud: 'nel cielo', whale: 'nel mare', dolphin: 'nel mare', fish: 'in un fiume', penguin: 'sul ghiaccio',
  dragon: 'su una montagna', unicorn: 'in un bosco incantato', fox: 'nel bosco', owl: 'nel bosco', hedgehog: 'nel bosco',
};
const KEEPER: Record<string, readonly [string, G]> = {
  tractor: ['il contadino', 'm'], train: ['il vecchio macchinista', 'm'], tugboat: ['il capitano del porto', 'm'], ship: ['la capitana', 'f'],
  boat: ['la capitana', 'f'], 'fire truck': ['la capitana dei pompieri', 'f'], excavator: ['il costruttore', 'm'], robot: ['il vecchio inventore', 'm'],
  rover: ['il vecchio inventore', 'm'], lighthouse: ['il vecchio guardiano del faro', 'm'], cloud: ['il vecchio vento', 'm'], 'teddy bear': ['il bambino', 'm'],
  doll: ['la bambina', 'f'], 'toy rabbit': ['il bambino', 'm'],
};

function whoWith(n: string, a: string, named: boolean, f: boolean, pl = false): Who {
  const call = n.replace(/^(il|lo|la|i|gli|le) |^l’/, '');
  return { n, N: cap(n), a, di: prep('di', n), al: prep('a', n), Al: cap(prep('a', n)), da: prep('da', n), call, named, f, pl };
}

// Given names ending in -a that are boys' names in Italian or elsewhere.
const BOYS_IN_A = new Set(['luca', 'andrea', 'nicola', 'elia', 'mattia', 'tobia', 'enea', 'misha', 'sasha', 'nikita', 'joshua', 'ilya', 'kolya', 'vanya', 'petya', 'dima', 'jona', 'noa', 'borja']);
function nameLooksFeminine(name: string): boolean {
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return /a$/.test(plain) && !BOYS_IN_A.has(plain);
}

function who(role: Role, first: boolean): Who {
  const name = role.name ? latinName(role.name) : undefined;
  const kin = KIN[role.thing];
  const [g, phrase, noun] = NOUNS[role.thing] ?? ['m', 'amico', 'amico'];
  // A named character agrees with its name ("Bruno, la piccola ruspa" is stanco); an unnamed one with its noun.
  const f = role.gender ? role.gender === 'female' : kin ? kin[1] === 'f' : name ? nameLooksFeminine(name) : g === 'f';
  if (name) {
    const full = kin && !role.other ? `${kin[0].replace(/^(il|la|lo) /, '')} ${name}` : name;
    return whoWith(full, full, true, f);
  }
  if (kin && !first) return whoWith(kin[0], kin[0], true, f);
  const pl = role.plural === true;
  if (role.other) {
    const other = g === 'f' ? "l’altra" : "l’altro";
    return whoWith(`${other} ${noun}`, `${g === 'f' ? "un’altra" : 'un altro'} ${noun}`, false, g === 'f');
  }
  const art = article(g, phrase, pl);
  return whoWith(`${art}${phrase}`, pl ? `${art}${phrase}` : `${indefinite(g, phrase)}${phrase}`, false, g === 'f', pl);
}

export const whoIs = who;

// Wishes: [infinitive, passato remoto].
const BECOME: Record<string, readonly [string, string]> = {
  knight: ['cavaliere', 'cavaliere'], princess: ['principessa', 'principessa'], astronaut: ['astronauta', 'astronauta'],
  pirate: ['pirata', 'pirata'], superhero: ['supereroe', 'supereroina'], doctor: ['dottore', 'dottoressa'],
  firefighter: ['pompiere', 'pompiera'], dancer: ['ballerino', 'ballerina'],
};
const THINGS_SEEN: Record<string, string> = {
  sea: 'il mare', snow: 'la neve', stars: 'le stelle', moon: 'la luna', space: 'lo spazio', school: 'la scuola', race: 'la gara',
};

function wishWords(key: string, t: string | undefined, f: boolean): readonly [string, string] {
  const job = t && BECOME[t] ? BECOME[t]![f ? 1 : 0] : undefined;
  const seen = (t && THINGS_SEEN[t]) || 'il grande mondo';
  switch (key) {
    case 'become': return job ? [`diventare ${job}`, `diventò ${job} davvero`] : ['diventare qualcuno di nuovo', 'diventò qualcuno di nuovo'];
    case 'see': return [`vedere ${seen}`, `vide ${seen}`];
    case 'visit': return t === 'moon' ? ['andare sulla luna', 'arrivò sulla luna'] : t === 'space' ? ['volare nello spazio', 'volò nello spazio'] : ['visitare le colline lontane', 'visitò le colline lontane'];
    case 'fly': return ['volare alto nel cielo', 'volò alto nel cielo'];
    case 'dance': return ['ballare', 'ballò'];
    case 'play': return GAMES[t ?? ''] ?? ['giocare con gli altri', 'giocò con gli altri'];
    case 'make-friend': return ["trovare un amico", 'trovò un vero amico'];
    case 'win': return ['vincere la gara', 'vinse la gara'];
    case 'find': return ['trovare il tesoro nascosto', 'trovò il tesoro nascosto'];
    case 'go-home': return ['tornare a casa', 'tornò a casa'];
    case 'sleep': return ['addormentarsi', 'si addormentò'];
    case 'go-to': return t === 'school' ? ['andare a scuola', 'andò a scuola'] : ['andare al paese lontano', 'arrivò al paese lontano'];
    case 'swim': return ['nuotare', 'nuotò'];
    case 'sing': return ['cantare', 'cantò'];
    case 'grow-up': return ['diventare grande e forte', 'diventò grande e forte'];
    case 'help': return ['aiutare gli altri', 'aiutò gli altri'];
    case 'build': { const b = BUILD[t ?? ''] ?? 'una casa sull’albero'; return [`costruire ${b}`, `costruì ${b}`]; }
    case 'explore': return ['esplorare il mondo', 'esplorò il mondo'];
    default: return ['esplorare il mondo', 'esplorò il mondo'];
  }
}
const GAMES: Record<string, readonly [string, string]> = {
  football: ['giocare a calcio', 'giocò a calcio'], tennis: ['giocare a tennis', 'giocò a tennis'], basketball: ['giocare a basket', 'giocò a basket'],
  piano: ['suonare il pianoforte', 'suonò il pianoforte'], bicycle: ['andare in bici', 'andò in bici'],
};
const BUILD: Record<string, string> = {
  birdhouse: 'una casetta per gli uccellini', treehouse: 'una casa sull’albero', sandcastle: 'un castello di sabbia', rocket: 'un razzo',
  boat: 'una barca', house: 'una casa', robot: 'un robot',
};
const CANNOT: Record<string, readonly [string, string]> = {
  'make rain': ['far piovere', 'fece piovere'], 'breathe fire': ['sputare fuoco', 'sputò fuoco'], fly: ['volare', 'volò'], swim: ['nuotare', 'nuotò'],
};
const FEARS: Record<string, string> = {
  dark: 'il buio', monsters: 'i mostri', water: "l’acqua", thunder: 'i tuoni', dentist: 'il dentista', doctor: 'il dottore',
  'vacuum cleaner': "l’aspirapolvere", 'hair dryer': 'il phon', toilet: 'il water', haircut: 'il parrucchiere', bath: 'il bagnetto',
  fireworks: "i fuochi d’artificio", 'loud noises': 'i rumori forti', spiders: 'i ragni', dogs: 'i cani grandi',
};
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['la cucina', 'in cucina'], bedroom: ['la cameretta', 'in cameretta'], bathroom: ['il bagno', 'in bagno'],
  classroom: ['la classe', 'in classe'], school: ['la scuola', 'a scuola'], nursery: ["l’asilo", "all’asilo"],
  garden: ['il giardino', 'in giardino'], forest: ['il bosco', 'nel bosco'], jungle: ['la giungla', 'nella giungla'], sea: ['il mare', 'in riva al mare'],
  harbour: ['il porto', 'nel porto'], lake: ['il lago', 'vicino al lago'], river: ['il fiume', 'vicino al fiume'], space: ['lo spazio', 'nello spazio'],
  farm: ['la fattoria', 'in fattoria'], city: ['la città', 'in città'], snow: ['le colline innevate', 'sulle colline innevate'],
  beach: ['la spiaggia', 'in spiaggia'], hospital: ["l’ospedale", "all’ospedale"], park: ['il parco', 'al parco'],
  supermarket: ['il supermercato', 'al supermercato'], library: ['la biblioteca', 'in biblioteca'], mountain: ['le montagne', 'in montagna'],
  desert: ['il deserto', 'nel deserto'], playground: ['il parco giochi', 'al parco giochi'], garage: ['il garage', 'in garage'],
  treehouse: ["la casa sull’albero", "nella casa sull’albero"], sky: ['il cielo', 'lassù nel cielo'], pool: ['la piscina', 'in piscina'],
  castle: ['il castello', 'nel castello'], home: ['la casa', 'a casa'],
};

export function italianContext(facts: StoryFacts): It {
  const { cast, brief, band } = facts;
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero = curious ? whoWith('il bambino curioso', 'un bambino curioso', false, false) : who(cast.hero, true);
  const pl = hero.pl;
  const known = cast.hero.gender !== undefined || pl;
  const person = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin, false) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? whoWith(keeper[0], keeper[0], false, keeper[1] === 'f') : whoWith('la mamma', 'la mamma', true, true));
  const goal = brief.wishes.find((w) => !w.negated && /^(see|visit|go-to)$/.test(w.key))?.thing;
  const setting = brief.setting && brief.setting !== goal ? PLACES[brief.setting] : undefined;
  const f = hero.f;
  const x = (stem: string) => agree(stem, f, pl);
  const v = (one: string, many: string) => (pl ? many : one);
  const [g0, phrase0, noun] = NOUNS[cast.hero.thing] ?? ['m', 'amico', 'amico'];
  const what = `${indefinite(g0, phrase0)}${phrase0}`;
  const h2 = hero.named ? hero.n : curious ? 'il bambino' : `${article(g0, noun, pl)}${noun}`;
  const lui = pl ? 'loro' : known || !person ? (f ? 'lei' : 'lui') : h2;
  const lostWho = cast.lost ? who(cast.lost, false) : undefined;

  // The idea's own goal and trouble, when the idea is Italian too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'italian';
  let to: string | undefined; let did: string | undefined; let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  if (own && brief.goal) { const g = brief.goal.phrase; [to, did] = [g, `riuscì ${/^[aA]/.test(g) ? 'ad' : 'a'} ${g}`]; }
  else if (wish) [to, did] = wishWords(wish.key, wish.thing, f);
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid':
        trouble = `${v('aveva', 'avevano')} paura ${fear ? prep('di', fear) : 'di tante cose'}`;
        mended = `non ${v('aveva', 'avevano')} più paura ${fear ? prep('di', fear) : 'di niente'}`;
        break;
      case 'lost':
        if (lostWho) { trouble = `aveva perso ${lostWho.n}`; mended = `aveva ritrovato ${lostWho.n}`; if (!to) [to, did] = [`ritrovare ${lostWho.n}`, `ritrovò ${lostWho.n}`]; }
        else { trouble = `si era ${x('pers')}`; mended = `${v('era', 'erano')} di nuovo al sicuro`; if (!to) [to, did] = ['ritrovare la strada di casa', 'ritrovò la strada di casa']; }
        break;
      case 'cannot': if (can) { trouble = `non sapeva ${can[0]}`; mended = `finalmente sapeva ${can[0]}`; if (!to) [to, did] = can; } break;
      case 'lonely': trouble = `si sentiva ${x('sol')}`; mended = `non si sentiva più ${x('sol')}`; if (!to) [to, did] = ['trovare un amico', 'trovò un amico']; break;
      case 'laughed-at': trouble = 'non sopportava che gli altri ridessero di ' + (f ? 'lei' : 'lui'); mended = 'non si curava più delle prese in giro'; break;
      case 'tired-of': trouble = `${v('era', 'erano')} ${x('stuf')} ${setting ? prep('di', setting[0]) : 'dei soliti giorni tutti uguali'}`; mended = `${v('era', 'erano')} felice di essere a casa`; break;
      case 'sad': trouble = `${v('era', 'erano')} ${v('triste', 'tristi')}`; mended = `non ${v('era', 'erano')} più ${v('triste', 'tristi')}`; break;
      case 'worried': trouble = `${v('era', 'erano')} ${x('preoccupat')}`; mended = `non ${v('era', 'erano')} più ${x('preoccupat')}`; break;
      case 'nervous': trouble = `${v('era', 'erano')} ${x('agitat')}`; mended = `non ${v('era', 'erano')} più ${x('agitat')}`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told) {
    const g = told.phrase;
    if (told.kind === 'refuses') { trouble = `non ${v('voleva', 'volevano')} ${g}`; mended = `${v('era', 'erano')} ${x('content')} di ${g}`; if (!did) did = `si decise ${/^[aA]/.test(g) ? 'ad' : 'a'} ${g}`; }
    else { trouble = `${v('aveva', 'avevano')} paura ${g}`; mended = `non ${v('aveva', 'avevano')} più paura ${g}`; }
  }
  const say = to !== undefined && !(own && brief.goal && /(?<!\p{L})(?:suo|sua|suoi|sue|si|gli|lui|lei)(?!\p{L})|\p{L}(?:arsi|ersi|irsi|arlo|erlo|irlo|arla|erla|irla)(?!\p{L})/u.test(to));
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing && BECOME[w.thing]);
  const gone = cast.departed ? who(cast.departed, false) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'sorellina' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'fratellino' : 'fratellino o sorellina';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named.map((r) => who(r, false).n);
  const water = brief.setting === 'lake' ? 'il lago' : brief.setting === 'sea' ? 'il mare' : 'la piscina';
  const goneWord = cast.departed ? (KIN[cast.departed.thing]?.[0].replace(/^(il|la|lo) /, '') ?? NOUNS[cast.departed.thing]?.[2] ?? 'cucciolo') : undefined;

  return {
    ...hero, h2, what, lui, Lui: cap(lui), lo: pl ? (f ? 'le' : 'li') : f ? 'la' : 'lo', gli: pl ? 'gli' : f ? 'le' : 'gli', x, v,
    body: !/^(vehicle|object|nature|robot)$/.test(cast.hero.kind), kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, g,
    ...(cast.pal ? { pal: who(cast.pal, false) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneWord: goneWord!, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    big: f ? 'sorella maggiore' : 'fratello maggiore',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), home: setting?.[1] ?? HOMES[cast.hero.thing] ?? 'in una casetta con il giardino', water,
    ...(to ? { to } : {}), ...(did ? { did } : {}), say, ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `diventare ${BECOME[notWish.thing!]![f ? 1 : 0]}` } : {}), broken: 'il vaso blu',
    names, wish: wish !== undefined || (own && brief.goal !== undefined),
    ...(p?.key === 'afraid' && p.thing && FEARS[p.thing] ? { fear: FEARS[p.thing] } : {}),
    shape: facts.shape,
  };
}
