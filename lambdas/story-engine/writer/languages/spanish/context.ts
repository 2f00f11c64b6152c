// The Spanish sentence context: how each character is called, with its grammatical gender, the agreement of
// adjectives and verbs, the wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';

/** A character as Spanish sentences use it. */
export interface Who {
  /** Mid-sentence: "Leo", "el pequeño tractor", "mamá". */
  n: string;
  /** At the start of a sentence. */
  N: string;
  /** First mention: "Leo", "un pequeño tractor". */
  a: string;
  /** After "de", contracted: "de Leo", "del pequeño tractor". */
  de: string;
  /** After "a", contracted: "a Leo", "al pequeño tractor". */
  al: string;
  /** The same at the start of a sentence: "A Leo", "Al pequeño tractor". */
  Al: string;
  named: boolean;
  /** Grammatically feminine. */
  f: boolean;
  /** Several told as one ("los niños"). */
  pl: boolean;
}

export interface Es extends Who {
  /** Short second mention ("el tractor"), or the name. */
  h2: string;
  /** What the hero is, as a first mention: "un pequeño tractor". */
  what: string;
  /** Subject pronoun when the gender is known ("él", "ella", "ellos"); otherwise the name or noun phrase again. */
  el: string;
  El: string;
  /** Object clitic: "lo", "la", "los". */
  lo: string;
  /** Indirect clitic: "le", or "les" for several. */
  le: string;
  /** Agreement with the hero: x('cansad') → cansado, cansada, cansados, cansadas. */
  x(stem: string): string;
  /** Verb forms for the hero: v('estaba', 'estaban'). */
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
  /** What the one who died was, bare noun: "perro", "abuelo". */
  goneWord?: string;
  /** The pet's word class for small details. */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "hermanita", "hermanito" or "hermanito o hermanita". */
  sib: string;
  /** What the hero becomes: "hermana mayor", "hermano mayor". */
  big: string;
  place?: string;
  where?: string;
  /** Where the hero lives when the idea names no place: "en una granja" for a tractor. */
  home: string;
  water: string;
  /** The arc's goal as an infinitive ("ver el mar") and done ("vio el mar"). */
  to?: string;
  did?: string;
  /** The arc's trouble after the subject: "tenía miedo de los truenos". */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down: "ser princesa". */
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

/** Contract "de el" and "a el" into "del" and "al" (the pronoun "él" carries an accent and is left alone). */
const de = (n: string) => (n.startsWith('el ') ? `del ${n.slice(3)}` : `de ${n}`);
const al = (n: string) => (n.startsWith('el ') ? `al ${n.slice(3)}` : `a ${n}`);

type G = 'm' | 'f';
// An unnamed character: gender, phrase with its adjective, bare noun; "el hada" takes el before a stressed a.
const NOUNS: Record<string, readonly [G, string, string]> = {
  girl: ['f', 'niña pequeña', 'niña'], boy: ['m', 'niño pequeño', 'niño'], child: ['m', 'niño pequeño', 'niño'],
  children: ['m', 'niños', 'niños'], friend: ['m', 'nuevo amigo', 'amigo'], baby: ['m', 'bebé diminuto', 'bebé'],
  sister: ['f', 'hermana', 'hermana'], brother: ['m', 'hermano', 'hermano'], 'baby sister': ['f', 'hermanita', 'hermanita'],
  'baby brother': ['m', 'hermanito', 'hermanito'], teacher: ['f', 'maestra', 'maestra'], doctor: ['f', 'doctora', 'doctora'],
  dentist: ['f', 'dentista', 'dentista'], nurse: ['f', 'enfermera', 'enfermera'], woman: ['f', 'señora', 'señora'],
  man: ['m', 'señor', 'señor'], king: ['m', 'viejo rey', 'rey'], queen: ['f', 'reina', 'reina'], princess: ['f', 'pequeña princesa', 'princesa'],
  prince: ['m', 'pequeño príncipe', 'príncipe'], knight: ['m', 'caballero valiente', 'caballero'], pirate: ['m', 'pirata', 'pirata'],
  wizard: ['m', 'viejo mago', 'mago'], witch: ['f', 'bruja', 'bruja'], astronaut: ['f', 'astronauta', 'astronauta'],
  firefighter: ['m', 'bombero', 'bombero'], parents: ['m', 'padres', 'padres'],
  dog: ['m', 'perrito', 'perro'], cat: ['m', 'viejo gato', 'gato'], rabbit: ['m', 'conejito', 'conejo'], elephant: ['m', 'pequeño elefante', 'elefante'],
  penguin: ['m', 'pequeño pingüino', 'pingüino'], fox: ['m', 'zorro joven', 'zorro'], turtle: ['f', 'tortuga', 'tortuga'], bear: ['m', 'osito', 'oso'],
  lion: ['m', 'leoncito', 'león'], tiger: ['m', 'tigre joven', 'tigre'], mouse: ['m', 'ratoncito', 'ratón'], owl: ['m', 'búho', 'búho'],
  hedgehog: ['m', 'erizo', 'erizo'], frog: ['f', 'ranita', 'rana'], pig: ['m', 'cerdito', 'cerdo'], cow: ['f', 'vaca', 'vaca'],
  horse: ['m', 'caballito', 'caballo'], pony: ['m', 'poni', 'poni'], duck: ['m', 'patito', 'pato'], chicken: ['f', 'gallina', 'gallina'],
  sheep: ['f', 'ovejita', 'oveja'], bird: ['m', 'pajarito', 'pájaro'], fish: ['m', 'pececito', 'pez'], whale: ['f', 'gran ballena', 'ballena'],
  dolphin: ['m', 'delfín', 'delfín'], octopus: ['m', 'pulpo', 'pulpo'], shark: ['m', 'tiburón', 'tiburón'], monkey: ['m', 'monito', 'mono'],
  giraffe: ['f', 'jirafa', 'jirafa'], zebra: ['f', 'cebra', 'cebra'], squirrel: ['f', 'ardilla', 'ardilla'], wolf: ['m', 'lobo', 'lobo'],
  deer: ['m', 'ciervo', 'ciervo'], butterfly: ['f', 'mariposa', 'mariposa'], bee: ['f', 'abejita', 'abeja'], ladybird: ['f', 'mariquita', 'mariquita'],
  snail: ['m', 'caracol', 'caracol'], spider: ['f', 'arañita', 'araña'], hippo: ['m', 'hipopótamo', 'hipopótamo'],
  crocodile: ['m', 'cocodrilo', 'cocodrilo'], kangaroo: ['m', 'canguro', 'canguro'], koala: ['m', 'koala', 'koala'],
  panda: ['m', 'osito panda', 'panda'], sloth: ['m', 'perezoso', 'perezoso'], caterpillar: ['f', 'oruga', 'oruga'],
  ant: ['f', 'hormiguita', 'hormiga'], goat: ['f', 'cabrita', 'cabra'], donkey: ['m', 'burrito', 'burro'],
  unicorn: ['m', 'unicornio joven', 'unicornio'], dragon: ['m', 'dragón joven', 'dragón'], dinosaur: ['m', 'pequeño dinosaurio', 'dinosaurio'],
  monster: ['m', 'gran monstruo', 'monstruo'], fairy: ['f', 'pequeña hada', 'hada'], ghost: ['m', 'fantasmita', 'fantasma'],
  mermaid: ['f', 'sirenita', 'sirena'], troll: ['m', 'trol', 'trol'], giant: ['m', 'gigante', 'gigante'], alien: ['m', 'extraterrestre', 'extraterrestre'],
  elf: ['m', 'duende', 'duende'],
  tractor: ['m', 'pequeño tractor', 'tractor'], tugboat: ['m', 'pequeño remolcador', 'remolcador'], train: ['m', 'pequeño tren', 'tren'],
  'fire truck': ['m', 'camión de bomberos', 'camión'], excavator: ['f', 'pequeña excavadora', 'excavadora'], ship: ['m', 'gran barco', 'barco'],
  boat: ['f', 'barquita', 'barca'], car: ['m', 'cochecito', 'coche'], bus: ['m', 'autobús', 'autobús'], plane: ['m', 'avioncito', 'avión'],
  helicopter: ['m', 'helicóptero', 'helicóptero'], truck: ['m', 'camioncito', 'camión'], 'garbage truck': ['m', 'camión de la basura', 'camión'],
  submarine: ['m', 'submarino', 'submarino'], rocket: ['m', 'cohete', 'cohete'], 'race car': ['m', 'coche de carreras', 'coche'],
  bicycle: ['f', 'bicicleta', 'bicicleta'], robot: ['m', 'robot solitario', 'robot'], rover: ['m', 'pequeño vehículo explorador', 'vehículo'],
  'teddy bear': ['m', 'osito de peluche', 'osito'], 'toy rabbit': ['m', 'conejito de peluche', 'conejito'], doll: ['f', 'muñeca', 'muñeca'],
  toy: ['m', 'juguete', 'juguete'], puppet: ['f', 'marioneta', 'marioneta'], 'toy car': ['m', 'cochecito de juguete', 'cochecito'],
  'rag doll': ['f', 'muñeca de trapo', 'muñeca'], cloud: ['f', 'pequeña nube', 'nube'], snowflake: ['m', 'copo de nieve', 'copo'],
  raindrop: ['f', 'gotita de lluvia', 'gotita'], tree: ['m', 'viejo árbol', 'árbol'], flower: ['f', 'florecita', 'flor'], seed: ['f', 'semillita', 'semilla'],
  star: ['f', 'estrellita', 'estrella'], wind: ['m', 'viento', 'viento'], lighthouse: ['m', 'viejo faro', 'faro'], crayon: ['f', 'cera de colores', 'cera'],
  sock: ['m', 'calcetín', 'calcetín'], snowman: ['m', 'muñeco de nieve', 'muñeco'], kite: ['f', 'cometa', 'cometa'], balloon: ['m', 'globo', 'globo'],
};
// How a child calls a relative: with the article mid-sentence except mamá and papá.
const KIN: Record<string, readonly [string, G]> = {
  grandmother: ['la abuela', 'f'], grandfather: ['el abuelo', 'm'], mother: ['mamá', 'f'], father: ['papá', 'm'],
  aunt: ['la tía', 'f'], uncle: ['el tío', 'm'],
};
// Where a hero that is not a child lives when the idea names no place.
const HOMES: Record<string, string> = {
  tractor: 'en una granja', tugboat: 'en el puerto', ship: 'en el puerto', boat: 'en el puerto', train: 'junto a una vieja estación',
  'fire truck': 'en el parque de bomberos', excavator: 'en una obra', robot: 'en un taller lleno de tornillos', rover: 'en un taller lleno de tornillos',
  lighthouse: 'junto al mar', cloud: 'en el cielo', whale: 'en el mar', dolphin: 'en el mar', fish: 'en un río', penguin: 'en el hielo',
  dragon: 'en una montaña', unicorn: 'en un bosque encantado', fox: 'en el bosque', owl: 'en el bosque', hedgehog: 'en el bosque',
};
// Who looks after a hero that is not a child.
const KEEPER: Record<string, readonly [string, G]> = {
  tractor: ['el granjero', 'm'], train: ['el viejo maquinista', 'm'], tugboat: ['el capitán del puerto', 'm'], ship: ['la capitana', 'f'],
  boat: ['la capitana', 'f'], 'fire truck': ['la jefa de bomberos', 'f'], excavator: ['el constructor', 'm'], robot: ['el viejo inventor', 'm'],
  rover: ['el viejo inventor', 'm'], lighthouse: ['el viejo farero', 'm'], cloud: ['el viejo viento', 'm'], 'teddy bear': ['el niño', 'm'],
  doll: ['la niña', 'f'], 'toy rabbit': ['el niño', 'm'],
};

const article = (g: G, noun: string, pl: boolean) => (pl ? (g === 'f' ? 'las' : 'los') : g === 'f' && !/^h?[aá]/i.test(noun) ? 'la' : 'el');
const indefinite = (g: G, noun: string) => (g === 'f' && !/^h?[aá]/i.test(noun) ? 'una' : 'un');

function whoWith(n: string, a: string, named: boolean, f: boolean, pl = false): Who {
  return { n, N: cap(n), a, de: de(n), al: al(n), Al: cap(al(n)), named, f, pl };
}

// Given names ending in -a that are boys' names; other names ending in -a agree as feminine when the idea gives no gender.
const BOYS_IN_A = new Set(['misha', 'sasha', 'nikita', 'luca', 'joshua', 'ilya', 'kolya', 'vanya', 'petya', 'dima', 'jona', 'noa', 'elia', 'andrea', 'borja', 'garcilaso']);
/** Adjectives must agree in Spanish: a person whose gender the idea leaves open agrees by the usual ending of the name. */
function nameLooksFeminine(name: string): boolean {
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return /a$/.test(plain) && !BOYS_IN_A.has(plain);
}

function who(role: Role, first: boolean): Who {
  const name = role.name ? latinName(role.name) : undefined;
  const kin = KIN[role.thing];
  const [g, phrase, noun] = NOUNS[role.thing] ?? ['m', role.thing, role.thing];
  const person = /^person-|^baby$/.test(role.kind);
  const f = role.gender ? role.gender === 'female' : kin ? kin[1] === 'f' : name && person ? nameLooksFeminine(name) : g === 'f';
  if (name) {
    const full = kin && !role.other ? `${kin[0]} ${name}` : name;
    return whoWith(full, full, true, f);
  }
  if (kin && !first) return whoWith(kin[0], kin[0], true, f);
  const pl = role.plural === true;
  if (role.other) {
    const other = g === 'f' ? 'la otra' : 'el otro';
    return whoWith(`${other} ${noun}`, `${g === 'f' ? 'otra' : 'otro'} ${noun}`, false, g === 'f');
  }
  const art = article(g, phrase, pl);
  return whoWith(`${art} ${phrase}`, pl ? `${art} ${phrase}` : `${indefinite(g, phrase)} ${phrase}`, false, g === 'f', pl);
}

export const whoIs = who;

// Wishes: [infinitive, preterite]. Nouns after "ser" take no article.
const BECOME: Record<string, readonly [string, string]> = {
  knight: ['caballero', 'caballera'], princess: ['princesa', 'princesa'], astronaut: ['astronauta', 'astronauta'],
  pirate: ['pirata', 'pirata'], superhero: ['superhéroe', 'superheroína'], doctor: ['médico', 'médica'],
  firefighter: ['bombero', 'bombera'], dancer: ['bailarín', 'bailarina'],
};
const THINGS_SEEN: Record<string, string> = {
  sea: 'el mar', snow: 'la nieve', stars: 'las estrellas', moon: 'la luna', space: 'el espacio', school: 'la escuela',
  race: 'la carrera', football: 'al fútbol',
};
const GAMES: Record<string, readonly [string, string]> = {
  football: ['jugar al fútbol', 'jugó al fútbol'], tennis: ['jugar al tenis', 'jugó al tenis'], basketball: ['jugar al baloncesto', 'jugó al baloncesto'],
  piano: ['tocar el piano', 'tocó el piano'], bicycle: ['montar en bici', 'montó en bici'],
};
const BUILD: Record<string, string> = {
  birdhouse: 'una casita para pájaros', treehouse: 'una casa en el árbol', sandcastle: 'un castillo de arena', rocket: 'un cohete',
  boat: 'un barco', house: 'una casa', robot: 'un robot',
};
const seen = (t: string | undefined, fallback: string) => (t && THINGS_SEEN[t]) || fallback;

function wishWords(key: string, t: string | undefined, f: boolean): readonly [string, string] {
  const job = t && BECOME[t] ? BECOME[t]![f ? 1 : 0] : undefined;
  switch (key) {
    case 'become': return job ? [`ser ${job}`, `llegó a ser ${job} de verdad`] : ['ser alguien nuevo', 'se convirtió en alguien nuevo'];
    case 'see': return [`ver ${seen(t, 'el ancho mundo')}`, `vio ${seen(t, 'el ancho mundo')}`];
    case 'visit': return t === 'moon' ? ['viajar a la luna', 'viajó a la luna'] : t === 'space' ? ['viajar al espacio', 'viajó al espacio'] : ['visitar las colinas lejanas', 'visitó las colinas lejanas'];
    case 'fly': return ['volar alto en el cielo', 'voló alto en el cielo'];
    case 'dance': return ['bailar', 'bailó'];
    case 'play': return GAMES[t ?? ''] ?? ['jugar con los demás', 'jugó con los demás'];
    case 'make-friend': return ['hacer un amigo', 'hizo un amigo de verdad'];
    case 'win': return ['ganar la carrera', 'ganó la carrera'];
    case 'find': return ['encontrar el tesoro escondido', 'encontró el tesoro escondido'];
    case 'go-home': return ['volver a casa', 'volvió a casa'];
    case 'sleep': return ['quedarse dormido', 'se quedó dormido'];
    case 'go-to': return t === 'school' ? ['ir a la escuela', 'fue a la escuela'] : ['ir al pueblo lejano', 'fue al pueblo lejano'];
    case 'swim': return ['nadar', 'nadó'];
    case 'sing': return ['cantar', 'cantó'];
    case 'grow-up': return ['crecer grande y fuerte', 'creció grande y fuerte'];
    case 'help': return ['ayudar a los demás', 'ayudó a los demás'];
    case 'build': { const b = BUILD[t ?? ''] ?? 'una casa en el árbol'; return [`construir ${b}`, `construyó ${b}`]; }
    case 'explore': return ['explorar el mundo', 'exploró el mundo'];
    default: return ['explorar el mundo', 'exploró el mundo'];
  }
}
const CANNOT: Record<string, readonly [string, string]> = {
  'make rain': ['hacer llover', 'hizo llover'], 'breathe fire': ['echar fuego', 'echó fuego'], fly: ['volar', 'voló'], swim: ['nadar', 'nadó'],
};
const FEARS: Record<string, string> = {
  dark: 'la oscuridad', monsters: 'los monstruos', water: 'el agua', thunder: 'los truenos', dentist: 'el dentista', doctor: 'el médico',
  'vacuum cleaner': 'la aspiradora', 'hair dryer': 'el secador', toilet: 'el váter', haircut: 'cortarse el pelo', bath: 'la hora del baño',
  fireworks: 'los fuegos artificiales', 'loud noises': 'los ruidos fuertes', spiders: 'las arañas', dogs: 'los perros grandes',
};
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['la cocina', 'en la cocina'], bedroom: ['el dormitorio', 'en el dormitorio'], bathroom: ['el baño', 'en el baño'],
  classroom: ['la clase', 'en la clase'], school: ['la escuela', 'en la escuela'], nursery: ['la guardería', 'en la guardería'],
  garden: ['el jardín', 'en el jardín'], forest: ['el bosque', 'en el bosque'], jungle: ['la selva', 'en la selva'], sea: ['el mar', 'junto al mar'],
  harbour: ['el puerto', 'en el puerto'], lake: ['el lago', 'junto al lago'], river: ['el río', 'junto al río'], space: ['el espacio', 'en el espacio'],
  farm: ['la granja', 'en la granja'], city: ['la ciudad', 'en la ciudad'], snow: ['las colinas nevadas', 'en las colinas nevadas'],
  beach: ['la playa', 'en la playa'], hospital: ['el hospital', 'en el hospital'], park: ['el parque', 'en el parque'],
  supermarket: ['el supermercado', 'en el supermercado'], library: ['la biblioteca', 'en la biblioteca'], mountain: ['las montañas', 'en las montañas'],
  desert: ['el desierto', 'en el desierto'], playground: ['el patio de juegos', 'en el patio de juegos'], garage: ['el garaje', 'en el garaje'],
  treehouse: ['la casa del árbol', 'en la casa del árbol'], sky: ['el cielo', 'allá arriba en el cielo'], pool: ['la piscina', 'en la piscina'],
  castle: ['el castillo', 'en el castillo'], home: ['la casa', 'en casa'],
};

export function spanishContext(facts: StoryFacts): Es {
  const { cast, brief, band } = facts;
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero = curious ? whoWith('el niño curioso', 'un niño curioso', false, false) : who(cast.hero, true);
  const pl = hero.pl;
  const known = cast.hero.gender !== undefined || pl;
  const person = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin, false) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? whoWith(keeper[0], keeper[0], false, keeper[1] === 'f') : whoWith('mamá', 'mamá', true, true));
  // A place the hero wishes to reach is not where the hero lives ("wants to see the sea" does not live by the sea).
  const goal = brief.wishes.find((w) => !w.negated && /^(see|visit|go-to)$/.test(w.key))?.thing;
  const setting = brief.setting && brief.setting !== goal ? PLACES[brief.setting] : undefined;
  const f = hero.f;
  const x = (stem: string) => stem + (pl ? (f ? 'as' : 'os') : f ? 'a' : 'o');
  const v = (one: string, many: string) => (pl ? many : one);
  const [g0, phrase0, noun] = NOUNS[cast.hero.thing] ?? ['m', cast.hero.thing, cast.hero.thing];
  const what = `${indefinite(g0, phrase0)} ${phrase0}`;
  const h2 = hero.named ? hero.n : curious ? 'el niño' : `${article(f ? 'f' : 'm', noun, pl)} ${noun}`;
  const el = pl ? 'ellos' : known ? (f ? 'ella' : 'él') : h2;

  // The idea's own goal and trouble, when the idea is Spanish too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'spanish';
  let to: string | undefined; let did: string | undefined; let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  if (own && brief.goal) { const g = brief.goal.phrase; [to, did] = [g, `consiguió ${g}`]; }
  else if (wish) [to, did] = wishWords(wish.key, wish.thing, f);
  const lostWho = cast.lost ? who(cast.lost, false) : undefined;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid':
        trouble = `${v('tenía', 'tenían')} miedo ${fear ? de(fear) : 'de muchas cosas'}`;
        mended = `ya no ${v('tenía', 'tenían')} miedo ${fear ? de(fear) : 'de nada'}`;
        break;
      case 'lost':
        if (lostWho) { trouble = `había perdido ${lostWho.al}`; mended = `volvía a tener ${lostWho.al}`; if (!to) [to, did] = [`encontrar ${lostWho.al}`, `encontró ${lostWho.al}`]; }
        else { trouble = `se había perdido`; mended = `${v('estaba', 'estaban')} a salvo otra vez`; if (!to) [to, did] = ['encontrar el camino de vuelta', 'encontró el camino de vuelta']; }
        break;
      case 'cannot': if (can) { trouble = `no sabía ${can[0]}`; mended = `por fin sabía ${can[0]}`; if (!to) [to, did] = can; } break;
      case 'lonely': trouble = `se sentía ${x('sol')}`; mended = `ya no se sentía ${x('sol')}`; if (!to) [to, did] = ['encontrar un amigo', 'encontró un amigo']; break;
      case 'laughed-at': trouble = 'no soportaba que se rieran de ' + (f ? 'ella' : 'él'); mended = 'ya no le importaban las burlas'; break;
      case 'tired-of': trouble = `${v('estaba', 'estaban')} ${x('cansad')} de ${setting?.[0] ?? 'los mismos días de siempre'}`; mended = `${v('estaba', 'estaban')} feliz de estar en casa`; break;
      case 'sad': trouble = `${v('estaba', 'estaban')} ${v('triste', 'tristes')}`; mended = `ya no ${v('estaba', 'estaban')} ${v('triste', 'tristes')}`; break;
      case 'worried': trouble = `${v('estaba', 'estaban')} ${x('preocupad')}`; mended = `ya no ${v('estaba', 'estaban')} ${x('preocupad')}`; break;
      case 'nervous': trouble = `${v('estaba', 'estaban')} ${x('nervios')}`; mended = `ya no ${v('estaba', 'estaban')} ${x('nervios')}`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told) {
    const g = told.phrase;
    if (told.kind === 'refuses') { trouble = `no ${v('quería', 'querían')} ${g}`; mended = `${v('estaba', 'estaban')} ${x('content')} de ${g}`; if (!did) did = `se animó a ${g}`; }
    else { trouble = `${v('tenía', 'tenían')} miedo ${g}`; mended = `ya no ${v('tenía', 'tenían')} miedo ${g}`; }
  }
  const say = to !== undefined && !(own && brief.goal && /(?<!\p{L})(?:su|sus|se|lo|la|le|les|él|ella)(?!\p{L})|\p{L}(?:ar|er|ir)(?:se|lo|la|le|les|los|las)(?!\p{L})/u.test(to));
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing && BECOME[w.thing]);
  const gone = cast.departed ? who(cast.departed, false) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'hermanita' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'hermanito' : 'hermanito o hermanita';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named.map((r) => who(r, false).n);
  const water = brief.setting === 'lake' ? 'el lago' : brief.setting === 'sea' ? 'el mar' : 'la piscina';
  const goneWord = cast.departed ? (KIN[cast.departed.thing]?.[0].replace(/^(el|la) /, '') ?? NOUNS[cast.departed.thing]?.[2] ?? 'mascota') : undefined;

  return {
    ...hero, h2, what, el, El: cap(el), lo: pl ? (f ? 'las' : 'los') : f ? 'la' : 'lo', le: pl ? 'les' : 'le', x, v,
    kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, g,
    ...(cast.pal ? { pal: who(cast.pal, false) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneWord: goneWord!, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    big: f ? 'hermana mayor' : 'hermano mayor',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), home: setting?.[1] ?? HOMES[cast.hero.thing] ?? 'en una casita con jardín', water,
    ...(to ? { to } : {}), ...(did ? { did } : {}), say, ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `ser ${BECOME[notWish.thing!]![f ? 1 : 0]}` } : {}), broken: 'el jarrón azul',
    names, wish: wish !== undefined || (own && brief.goal !== undefined),
    ...(p?.key === 'afraid' && p.thing && FEARS[p.thing] ? { fear: FEARS[p.thing] } : {}),
    shape: facts.shape,
  };
}
