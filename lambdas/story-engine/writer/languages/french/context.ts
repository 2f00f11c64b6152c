// The French sentence context: how each character is called (gender, elision), pronouns and agreement, the wish, the
// problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';

/** A character as French sentences use it. */
export interface Who {
  /** Mid-sentence: "Léo", "le petit tracteur", "Mamie". */
  n: string;
  /** At the start of a sentence. */
  N: string;
  /** First mention: "Léo", "un petit tracteur". */
  a: string;
  /** "de Léo", "du petit tracteur", "de l’éléphant". */
  de: string;
  /** "à Léo", "au petit tracteur". */
  au: string;
  /** Subject pronoun, or the name again when the gender is not known. */
  il: string;
  Il: string;
  /** Stressed pronoun ("avec lui", "avec elle"), or the name. */
  soi: string;
  /** Feminine agreement ending: "e" or "". */
  e: string;
  f: boolean;
  named: boolean;
}

export interface Fr extends Who {
  /** Short second mention ("le tracteur"), or the name. */
  h2: string;
  /** Masculine or feminine word for the hero: x('content', 'contente'). */
  x(m: string, f: string): string;
  kind: Role['kind'];
  person: boolean;
  baby: boolean;
  thing: string;
  /** "un petit tracteur", "une fillette": what the hero is, for a named non-person. */
  what?: string;
  band: AgeBand;
  /** The grown-up who looks after the hero. */
  g: Who;
  pal?: Who;
  kin?: Who;
  gone?: Who;
  lost?: Who;
  /** What the one who died was (English thing word): "dog", "grandfather". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "petite sœur", "petit frère" or "petit frère ou petite sœur". */
  sib: string;
  sibF?: boolean;
  /** What the hero becomes: "grande sœur", "grand frère", "grand frère ou grande sœur". */
  big: string;
  /** The story's place: "la ferme"; where: "à la ferme". */
  place?: string;
  where?: string;
  /** Where water fear happens: "la piscine", "le lac". */
  water: string;
  /** The arc's goal as an infinitive ("voir la mer") and done, after the subject ("a vu la mer"). */
  to?: string;
  did?: string;
  /** The arc's trouble after the subject: "avait peur de l’orage". */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down: "devenir princesse". */
  not?: string;
  broken: string;
  /** Everyone named, as the story calls them. */
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  fear?: string;
  shape: string;
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;
export const elides = (word: string) => VOWEL.test(word);

/** "de" before a phrase: du, des, de la, de l’, d’. */
export function de(x: string): string {
  if (x.startsWith('le ')) return `du ${x.slice(3)}`;
  if (x.startsWith('les ')) return `des ${x.slice(4)}`;
  return elides(x) ? `d’${x}` : `de ${x}`;
}
/** "à" before a phrase: au, aux, à la, à l’. */
export function au(x: string): string {
  if (x.startsWith('le ')) return `au ${x.slice(3)}`;
  if (x.startsWith('les ')) return `aux ${x.slice(4)}`;
  return `à ${x}`;
}
/** "que" before a word: qu’ before a vowel. */
export const que = (x: string) => (elides(x) ? `qu’${x}` : `que ${x}`);
/** "je"/"me"/"ne"/"se" style elision of a one-syllable word before the next. */
export const el = (word: string, next: string) => (elides(next) ? `${word.slice(0, -1)}’${next}` : `${word} ${next}`);

// [gender, noun, adjective before it (masculine form), mute h]. Relatives are called as a child calls them.
type Noun = readonly [ 'm' | 'f', string, string, boolean?];
export const NOUNS: Record<string, Noun> = {
  girl: ['f', 'fille', 'petit'], boy: ['m', 'garçon', 'petit'], child: ['m', 'enfant', 'jeune'], children: ['m', 'enfant', ''],
  friend: ['m', 'ami', 'nouvel'], sister: ['f', 'sœur', 'grand'], brother: ['m', 'frère', 'grand'], baby: ['m', 'bébé', 'tout petit'],
  'baby sister': ['f', 'sœur', 'petit'], 'baby brother': ['m', 'frère', 'petit'], mother: ['f', 'maman', ''], father: ['m', 'papa', ''],
  parents: ['m', 'parents', ''], aunt: ['f', 'tante', ''], uncle: ['m', 'oncle', ''], grandmother: ['f', 'grand-mère', ''],
  grandfather: ['m', 'grand-père', ''], teacher: ['f', 'maîtresse', 'gentil'], doctor: ['m', 'médecin', 'gentil'],
  dentist: ['m', 'dentiste', 'gentil'], nurse: ['f', 'infirmière', 'gentil'], woman: ['f', 'dame', 'vieux'], man: ['m', 'monsieur', 'vieux'],
  king: ['m', 'roi', 'vieux'], queen: ['f', 'reine', 'jeune'], princess: ['f', 'princesse', 'petit'], prince: ['m', 'prince', 'petit'],
  knight: ['m', 'chevalier', 'jeune'], pirate: ['m', 'pirate', 'jeune'], wizard: ['m', 'magicien', 'vieux'], witch: ['f', 'sorcière', 'petit'],
  astronaut: ['m', 'astronaute', 'jeune'], firefighter: ['m', 'pompier', 'jeune'],
  dog: ['m', 'chien', 'petit'], cat: ['m', 'chat', 'vieux'], rabbit: ['m', 'lapin', 'petit'], elephant: ['m', 'éléphant', 'petit'],
  penguin: ['m', 'manchot', 'petit'], fox: ['m', 'renard', 'jeune'], turtle: ['f', 'tortue', 'petit'], bear: ['m', 'ours', 'gros'],
  lion: ['m', 'lion', 'jeune'], tiger: ['m', 'tigre', 'jeune'], mouse: ['f', 'souris', 'petit'], owl: ['m', 'hibou', 'petit'],
  hedgehog: ['m', 'hérisson', 'petit'], frog: ['f', 'grenouille', 'petit'], pig: ['m', 'cochon', 'petit'], cow: ['f', 'vache', 'gros'],
  horse: ['m', 'cheval', 'beau'], pony: ['m', 'poney', 'petit'], duck: ['m', 'canard', 'petit'], chicken: ['f', 'poule', 'petit'],
  sheep: ['m', 'mouton', 'petit'], bird: ['m', 'oiseau', 'petit'], fish: ['m', 'poisson', 'petit'], whale: ['f', 'baleine', 'grand'],
  dolphin: ['m', 'dauphin', 'jeune'], octopus: ['f', 'pieuvre', 'petit'], shark: ['m', 'requin', 'jeune'], monkey: ['m', 'singe', 'petit'],
  giraffe: ['f', 'girafe', 'jeune'], zebra: ['m', 'zèbre', 'jeune'], squirrel: ['m', 'écureuil', 'petit'], wolf: ['m', 'loup', 'jeune'],
  deer: ['m', 'faon', 'jeune'], butterfly: ['m', 'papillon', 'petit'], bee: ['f', 'abeille', 'petit'], ladybird: ['f', 'coccinelle', 'petit'],
  snail: ['m', 'escargot', 'petit'], spider: ['f', 'araignée', 'petit'], hippo: ['m', 'hippopotame', 'gros'], crocodile: ['m', 'crocodile', 'jeune'],
  kangaroo: ['m', 'kangourou', 'jeune'], koala: ['m', 'koala', 'petit'], panda: ['m', 'panda', 'petit'], sloth: ['m', 'paresseux', 'petit'],
  caterpillar: ['f', 'chenille', 'petit'], ant: ['f', 'fourmi', 'petit'], goat: ['f', 'chèvre', 'petit'], donkey: ['m', 'âne', 'petit'],
  unicorn: ['f', 'licorne', 'jeune'], dragon: ['m', 'dragon', 'jeune'], dinosaur: ['m', 'dinosaure', 'petit'], monster: ['m', 'monstre', 'gros'],
  fairy: ['f', 'fée', 'petit'], ghost: ['m', 'fantôme', 'petit'], mermaid: ['f', 'sirène', 'petit'], troll: ['m', 'troll', 'petit'],
  giant: ['m', 'géant', 'gentil'], alien: ['m', 'extraterrestre', 'petit'], elf: ['m', 'lutin', 'petit'],
  tractor: ['m', 'tracteur', 'petit'], tugboat: ['m', 'remorqueur', 'petit'], train: ['m', 'train', 'petit'], 'fire truck': ['m', 'camion de pompiers', 'beau'],
  excavator: ['f', 'pelleteuse', 'petit'], ship: ['m', 'bateau', 'grand'], boat: ['m', 'bateau', 'petit'], car: ['f', 'voiture', 'petit'],
  bus: ['m', 'bus', 'petit'], plane: ['m', 'avion', 'petit'], helicopter: ['m', 'hélicoptère', 'petit', true], truck: ['m', 'camion', 'gros'],
  'garbage truck': ['m', 'camion-poubelle', 'gros'], submarine: ['m', 'sous-marin', 'petit'], rocket: ['f', 'fusée', 'petit'],
  'race car': ['f', 'voiture de course', 'petit'], bicycle: ['m', 'vélo', 'petit'],
  robot: ['m', 'robot', 'petit'], rover: ['m', 'robot explorateur', 'petit'],
  'teddy bear': ['m', 'nounours', 'petit'], 'toy rabbit': ['m', 'doudou lapin', ''], doll: ['f', 'poupée', 'joli'], toy: ['m', 'jouet', 'petit'],
  puppet: ['f', 'marionnette', 'petit'], 'toy car': ['f', 'voiture', 'petit'], 'rag doll': ['f', 'poupée de chiffon', 'petit'],
  cloud: ['m', 'nuage', 'petit'], snowflake: ['m', 'flocon', 'petit'], raindrop: ['f', 'goutte de pluie', 'petit'], tree: ['m', 'arbre', 'vieil'],
  flower: ['f', 'fleur', 'petit'], seed: ['f', 'graine', 'petit'], star: ['f', 'étoile', 'petit'], wind: ['m', 'vent', 'petit'],
  lighthouse: ['m', 'phare', 'vieux'], crayon: ['m', 'crayon', 'petit'], sock: ['f', 'chaussette', 'petit'],
  snowman: ['m', 'bonhomme de neige', 'petit'], kite: ['m', 'cerf-volant', 'petit'], balloon: ['m', 'ballon', 'petit'],
};
// Nouns for things the kind names when the thing word itself is unknown.
const BY_KIND: Record<Role['kind'], Noun> = {
  'person-child': ['m', 'enfant', 'jeune'], 'person-adult': ['f', 'grande personne', 'gentil'], 'person-elder': ['f', 'vieille dame', ''],
  baby: ['m', 'bébé', 'tout petit'], animal: ['m', 'animal', 'petit'], vehicle: ['m', 'véhicule', 'petit'], object: ['m', 'objet', 'petit'],
  toy: ['m', 'jouet', 'petit'], creature: ['f', 'créature', 'petit'], robot: ['m', 'robot', 'petit'], nature: ['m', 'nuage', 'petit'],
};
const FEMININE_ADJ: Record<string, string> = {
  petit: 'petite', grand: 'grande', jeune: 'jeune', vieux: 'vieille', vieil: 'vieille', doux: 'douce', joli: 'jolie', gros: 'grosse',
  beau: 'belle', gentil: 'gentille', nouvel: 'nouvelle', 'tout petit': 'toute petite', '': '',
};
const KIN: Record<string, readonly [string, 'm' | 'f']> = {
  grandmother: ['Mamie', 'f'], grandfather: ['Papi', 'm'], mother: ['Maman', 'f'], father: ['Papa', 'm'], aunt: ['Tata', 'f'], uncle: ['Tonton', 'm'],
};
// Who looks after a hero that is not a child: the grown-up its world would have.
const KEEPER: Record<string, readonly [string, 'm' | 'f']> = {
  tractor: ['le fermier', 'm'], train: ['le vieux conducteur', 'm'], tugboat: ['le capitaine du port', 'm'], ship: ['la capitaine', 'f'],
  boat: ['le vieux marin', 'm'], 'fire truck': ['la cheffe des pompiers', 'f'], excavator: ['le chef de chantier', 'm'],
  robot: ['le vieil inventeur', 'm'], rover: ['la vieille inventrice', 'f'], lighthouse: ['le vieux gardien', 'm'],
  cloud: ['le vent, vieux et sage', 'm'], 'teddy bear': ['le petit garçon', 'm'], doll: ['la petite fille', 'f'], 'toy rabbit': ['le petit garçon', 'm'],
};

function adjective(adj: string, f: boolean, noun: string): string {
  if (!adj) return '';
  const form = f ? FEMININE_ADJ[adj] ?? adj : adj === 'vieux' && elides(noun) ? 'vieil' : adj === 'nouvel' && !elides(noun) ? 'nouveau' : adj === 'vieil' && !elides(noun) ? 'vieux' : adj;
  return `${form} `;
}

/** "le tracteur", "l’éléphant", "la fusée" with elision. */
export const the = (noun: string, f: boolean, muteH = false) => (elides(noun) || muteH ? `l’${noun}` : `${f ? 'la' : 'le'} ${noun}`);

function person(n: string, f: boolean, named: boolean, gendered: boolean, N = cap(n), a = n): Who {
  const il = gendered ? (f ? 'elle' : 'il') : n;
  return { n, N, a, de: de(n), au: au(n), il, Il: cap(il), soi: gendered ? (f ? 'elle' : 'lui') : n, e: f ? 'e' : '', f, named };
}

function who(role: Role, first: boolean): Who & { h2: string } {
  const name = role.name ? latinName(role.name) : undefined;
  const kin = KIN[role.thing];
  if (name) {
    const f = role.gender ? role.gender === 'female' : kin ? kin[1] === 'f' : false;
    const full = kin && !role.other ? `${kin[0]} ${name}` : name;
    return { ...person(full, f, true, role.gender !== undefined || kin !== undefined), h2: full };
  }
  if (kin && !first) return { ...person(kin[0], kin[1] === 'f', true, true), h2: kin[0] };
  const [g, noun, adj, muteH] = NOUNS[role.thing] ?? BY_KIND[role.kind];
  const f = g === 'f';
  const before = adjective(adj, f, noun);
  const h2 = the(noun, f, muteH);
  if (role.other) {
    const n = `l’autre ${noun}`;
    return { ...person(n, f, false, true, cap(n), `${f ? 'une' : 'un'} autre ${noun}`), h2: n };
  }
  const n = before ? `${f ? 'la' : 'le'} ${before}${noun}` : h2;
  return { ...person(n, f, false, true, cap(n), `${f ? 'une' : 'un'} ${before}${noun}`), h2 };
}

export const whoIs = who;

const BECOME: Record<string, readonly [string, string]> = {
  knight: ['chevalier', 'chevalière'], princess: ['princesse', 'princesse'], astronaut: ['astronaute', 'astronaute'], pirate: ['pirate', 'pirate'],
  superhero: ['super-héros', 'super-héroïne'], doctor: ['médecin', 'médecin'], firefighter: ['pompier', 'pompière'], dancer: ['danseur', 'danseuse'],
};
const SEE: Record<string, string> = { sea: 'la mer', snow: 'la neige', stars: 'les étoiles', moon: 'la Lune' };
type Goal = readonly [string, string];
const WISH: Record<string, (e: string, f: boolean, thing?: string) => Goal> = {
  become: (e, f, t) => {
    const w = t ? BECOME[t] : undefined;
    return w ? [`devenir ${w[f ? 1 : 0]}`, `est devenu${e} ${w[f ? 1 : 0]}`] : ['vivre une vie nouvelle', 'a commencé une vie nouvelle'];
  },
  see: (e, f, t) => { const s = (t && SEE[t]) || 'le vaste monde'; return [`voir ${s}`, `a vu ${s}`]; },
  visit: (e, f, t) => (t === 'moon' ? ['aller sur la Lune', `est allé${e} sur la Lune`] : t === 'space' ? ['voyager dans l’espace', 'a voyagé dans l’espace'] : ['visiter les collines lointaines', 'a visité les collines lointaines']),
  fly: () => ['voler haut dans le ciel', 'a volé haut dans le ciel'], dance: () => ['danser', 'a dansé'],
  play: (e, f, t) => GAMES[t ?? ''] ?? ['jouer avec les autres', 'a joué avec les autres'],
  'make-friend': () => ['trouver un ami', 'a trouvé un vrai ami'], win: () => ['gagner la course', 'a gagné la course'],
  find: () => ['trouver le trésor caché', 'a trouvé le trésor caché'], 'go-home': (e) => ['rentrer à la maison', `est rentré${e} à la maison`],
  sleep: () => ['bien dormir', 'a bien dormi'],
  'go-to': (e, f, t) => (t === 'school' ? ['aller à l’école', `est allé${e} à l’école`] : ['aller jusqu’à la ville lointaine', `est allé${e} jusqu’à la ville lointaine`]),
  swim: () => ['nager', 'a nagé'], sing: () => ['chanter', 'a chanté'], 'grow-up': () => ['grandir', 'a grandi'],
  help: () => ['aider les autres', 'a aidé les autres'], build: (e, f, t) => { const b = BUILD[t ?? ''] ?? 'une cabane'; return [`construire ${b}`, `a construit ${b}`]; },
  explore: () => ['explorer le monde', 'a exploré le monde'],
};
const GAMES: Record<string, Goal> = {
  football: ['jouer au football', 'a joué au football'], tennis: ['jouer au tennis', 'a joué au tennis'], basketball: ['jouer au basket', 'a joué au basket'],
  piano: ['jouer du piano', 'a joué du piano'], bicycle: ['faire du vélo', 'a fait du vélo'],
};
const BUILD: Record<string, string> = {
  birdhouse: 'un nichoir', treehouse: 'une cabane', sandcastle: 'un château de sable', rocket: 'une fusée', boat: 'un bateau', house: 'une maison', robot: 'un robot',
};
const CANNOT: Record<string, string> = { 'make rain': 'faire pleuvoir', 'breathe fire': 'cracher du feu', fly: 'voler', swim: 'nager' };
const CAN_DID: Record<string, string> = { 'make rain': 'a fait pleuvoir', 'breathe fire': 'a craché du feu', fly: 'a volé', swim: 'a nagé' };
const FEARS: Record<string, string> = {
  dark: 'le noir', monsters: 'les monstres', water: 'l’eau', thunder: 'l’orage', dentist: 'le dentiste', doctor: 'le médecin',
  'vacuum cleaner': 'l’aspirateur', 'hair dryer': 'le sèche-cheveux', toilet: 'les toilettes', haircut: 'le coiffeur', bath: 'le bain',
  fireworks: 'les feux d’artifice', 'loud noises': 'les bruits forts', spiders: 'les araignées', dogs: 'les gros chiens',
};
export const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['la cuisine', 'dans la cuisine'], bedroom: ['la chambre', 'dans la chambre'], bathroom: ['la salle de bain', 'dans la salle de bain'],
  classroom: ['la classe', 'en classe'], school: ['l’école', 'à l’école'], nursery: ['la crèche', 'à la crèche'], garden: ['le jardin', 'dans le jardin'],
  forest: ['la forêt', 'dans la forêt'], jungle: ['la jungle', 'dans la jungle'], sea: ['la mer', 'au bord de la mer'], harbour: ['le port', 'au port'],
  lake: ['le lac', 'au bord du lac'], river: ['la rivière', 'au bord de la rivière'], space: ['l’espace', 'dans l’espace'], farm: ['la ferme', 'à la ferme'],
  city: ['la ville', 'en ville'], snow: ['les collines enneigées', 'dans les collines enneigées'], beach: ['la plage', 'sur la plage'],
  hospital: ['l’hôpital', 'à l’hôpital'], park: ['le parc', 'au parc'], supermarket: ['le supermarché', 'au supermarché'],
  library: ['la bibliothèque', 'à la bibliothèque'], mountain: ['la montagne', 'à la montagne'], desert: ['le désert', 'dans le désert'],
  playground: ['l’aire de jeux', 'à l’aire de jeux'], garage: ['le garage', 'au garage'], treehouse: ['la cabane dans l’arbre', 'dans la cabane de l’arbre'],
  sky: ['le ciel', 'là-haut dans le ciel'], pool: ['la piscine', 'à la piscine'], castle: ['le château', 'au château'], home: ['la maison', 'à la maison'],
};

export function frenchContext(facts: StoryFacts): Fr {
  const { cast, brief, band } = facts;
  const base = who(cast.hero, true);
  // An unnamed child who asks a question is a curious one.
  const hero = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name
    ? { ...person('l’enfant curieux', false, false, true, 'L’enfant curieux', 'un enfant curieux'), h2: 'l’enfant' } : base;
  const { e, f } = hero;
  const x = (m: string, fem: string) => (f ? fem : m);
  const personHero = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin, false) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? person(keeper[0], keeper[1] === 'f', false, true) : person('Maman', true, true, true));
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  // The idea's own goal and trouble, when the idea is French too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'french';
  let to: string | undefined; let did: string | undefined; let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  if (own && brief.goal) { const g = brief.goal.phrase; [to, did] = [g, `a réussi à ${g}`]; }
  else if (wish && WISH[wish.key]) [to, did] = WISH[wish.key]!(e, f, wish.thing);
  const lostWho = cast.lost ? who(cast.lost, false) : undefined;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid': trouble = fear ? `avait peur ${de(fear)}` : 'avait peur de beaucoup de choses'; mended = fear ? `n’avait plus peur ${de(fear)}` : 'n’avait plus peur'; break;
      case 'lost':
        if (lostWho) { trouble = `avait perdu ${lostWho.n}`; mended = `avait retrouvé ${lostWho.n}`; if (!to) [to, did] = [`retrouver ${lostWho.n}`, `a retrouvé ${lostWho.n}`]; }
        else { trouble = `s’était perdu${e}`; mended = 'était de nouveau en sécurité'; if (!to) [to, did] = ['retrouver le chemin de la maison', 'a retrouvé le chemin de la maison']; }
        break;
      case 'cannot': if (can) { trouble = `n’arrivait pas à ${can}`; mended = `arrivait enfin à ${can}`; if (!to) [to, did] = [can, CAN_DID[p.thing!]!]; } break;
      case 'lonely': trouble = `se sentait seul${e}`; mended = `ne se sentait plus seul${e}`; if (!to) [to, did] = ['trouver un ami', 'a trouvé un vrai ami']; break;
      case 'laughed-at': trouble = `n’aimait pas qu’on se moque ${de(hero.soi)}`; mended = 'ne faisait plus attention aux moqueries'; break;
      case 'tired-of': trouble = `en avait assez ${setting ? de(setting[0]) : 'des journées toutes pareilles'}`; mended = `était content${e} d’être à la maison`; break;
      case 'sad': trouble = 'était triste'; mended = 'n’était plus triste'; break;
      case 'worried': trouble = `était ${x('inquiet', 'inquiète')}`; mended = `n’était plus ${x('inquiet', 'inquiète')}`; break;
      case 'nervous': trouble = `était ${x('nerveux', 'nerveuse')}`; mended = `n’était plus ${x('nerveux', 'nerveuse')}`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told) {
    const g = told.phrase;
    if (told.kind === 'refuses') { trouble = `ne voulait pas ${g}`; mended = `était content${e} ${el('de', g)}`; if (!did) did = `a fini par ${g}`; }
    else { trouble = `avait peur ${g}`; mended = `n’avait plus peur ${g}`; }
  }
  const say = to !== undefined && !(own && brief.goal && /(?<!\p{L})(?:se|s’|son|sa|ses|lui|leur|leurs|il|elle)(?!\p{L})/u.test(to));
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing && BECOME[w.thing]);
  const gone = cast.departed ? who(cast.departed, false) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sibF = baby?.gender === 'female' || baby?.thing === 'baby sister' ? true : baby?.gender === 'male' || baby?.thing === 'baby brother' ? false : undefined;
  const sib = sibF === true ? 'petite sœur' : sibF === false ? 'petit frère' : 'petit frère ou une petite sœur';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named.map((r) => who(r, false).n);
  const waterPlace = brief.setting === 'lake' || brief.setting === 'sea' ? PLACES[brief.setting]![0] : 'la piscine';
  const [ng, noun] = NOUNS[cast.hero.thing] ?? BY_KIND[cast.hero.kind];
  const what = hero.named && !personHero ? `${ng === 'f' ? 'une' : 'un'} ${adjective(NOUNS[cast.hero.thing]?.[2] ?? 'petit', ng === 'f', noun)}${noun}` : undefined;

  return {
    ...hero, x,
    kind: cast.hero.kind, person: personHero, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, ...(what ? { what } : {}), band, g,
    ...(cast.pal ? { pal: who(cast.pal, false) } : {}), ...(kin ? { kin } : {}), ...(gone ? { gone, goneThing: cast.departed!.thing } : {}), ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib, ...(sibF !== undefined ? { sibF } : {}),
    big: hero.il === 'elle' ? 'grande sœur' : hero.il === 'il' ? 'grand frère' : f ? 'grande sœur' : 'grand frère',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), water: waterPlace,
    ...(to ? { to } : {}), ...(did ? { did } : {}), say, ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `devenir ${BECOME[notWish.thing!]![f ? 1 : 0]}` } : {}), broken: 'le vase bleu',
    names, wish: wish !== undefined || (own && brief.goal !== undefined),
    ...(p?.key === 'afraid' && p.thing && FEARS[p.thing] ? { fear: FEARS[p.thing] } : {}),
    shape: facts.shape,
  };
}

// Object pronouns before an infinitive ("à le remplir"), which keep "le" and "les" as they are.
const PRONOUN_VERBS = /^(?:remplir|montrer|dire|voir|garder|faire|répéter|prononcer|lire|prendre|trouver)$/;

/**
 * The last pass over every sentence: contractions and elisions a slot can create when a name or a noun phrase is
 * put after a small word ("que Ivy" → "qu’Ivy", "à le fermier" → "au fermier", "de un" → "d’un").
 */
export function tidy(text: string): string {
  return text
    .replace(/(?<!\p{L})(à|de|À|De) (le|les) (\p{L}+)/gu, (all, prep: string, art: string, next: string) => {
      if (PRONOUN_VERBS.test(next)) return all;
      const lower = prep.toLowerCase();
      const word = lower === 'à' ? (art === 'le' ? 'au' : 'aux') : art === 'le' ? 'du' : 'des';
      return `${prep === lower ? word : cap(word)} ${next}`;
    })
    .replace(/(?<!\p{L})(que|Que|de|De|ne|je|Je|se|me|te|jusque|lorsque|puisque) (?=(?:il|elle|on|ils|elles|un|une)(?!\p{L})|[AEIOUYÉÈÊÀÂÎÔŒ])/gu, (_, word: string) => `${word.slice(0, -1)}’`)
    .replace(/(?<!\p{L})([Ss])i (ils?)(?!\p{L})/gu, '$1’$2');
}
