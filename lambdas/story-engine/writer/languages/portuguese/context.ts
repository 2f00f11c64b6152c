// The Portuguese sentence context (Brazilian Portuguese): how each character is called, with its grammatical gender,
// the contractions of de, em, a and por with the article, the agreement of adjectives and verbs, the wish, the problem
// and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { latinName } from '../latin-names';

/** A character as Portuguese sentences use it. */
export interface Who {
  /** Mid-sentence: "Leo", "o pequeno trator", "mamãe". */
  n: string;
  /** At the start of a sentence. */
  N: string;
  /** First mention: "Leo", "um pequeno trator". */
  a: string;
  /** After "de", contracted: "de Leo", "do pequeno trator", "da vovó". */
  de: string;
  /** After "em", contracted: "em Leo", "no trator", "na vovó". */
  em: string;
  /** After "a", contracted: "a Leo", "ao trator", "à vovó". */
  ao: string;
  /** After "por", contracted: "por Leo", "pelo trator", "pela vovó". */
  por: string;
  named: boolean;
  /** Grammatically feminine. */
  f: boolean;
  /** Several told as one ("as crianças"). */
  pl: boolean;
}

export interface Pt extends Who {
  /** Short second mention ("o trator"), or the name. */
  h2: string;
  /** What the hero is, as a first mention: "um pequeno trator". */
  what: string;
  /** Subject pronoun when the gender is known ("ele", "ela", "eles", "elas"); otherwise the name or noun phrase again. */
  el: string;
  El: string;
  /** "dele", "dela", "deles", "delas"; otherwise "de" + the name or noun phrase. */
  dele: string;
  /** Agreement with the hero: x('cansad') → cansado, cansada, cansados, cansadas. */
  x(stem: string): string;
  /** Verb forms for the hero: v('estava', 'estavam'). */
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
  /** What the one who died was, bare noun: "cachorro", "vovô". */
  goneWord?: string;
  /** The pet's thing word, for small details. */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "irmãzinha", "irmãozinho" or "irmãozinho ou irmãzinha". */
  sib: string;
  /** What the hero becomes: "irmã mais velha", "irmão mais velho". */
  big: string;
  place?: string;
  where?: string;
  /** Where the hero lives when the idea names no place: "numa fazenda" for a tractor. */
  home: string;
  water: string;
  /** The arc's goal as an infinitive ("ver o mar") and done ("viu o mar"). */
  to?: string;
  did?: string;
  /** The arc's trouble after the subject: "tinha medo dos trovões". */
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

const ARTICLE = /^(o|a|os|as|um|uma) /;
function contract(prep: 'de' | 'em' | 'a' | 'por', n: string): string {
  const m = ARTICLE.exec(n);
  if (!m) return `${prep} ${n}`;
  const rest = n.slice(m[0].length);
  const art = m[1]!;
  const table: Record<string, Record<string, string>> = {
    de: { o: 'do', a: 'da', os: 'dos', as: 'das', um: 'de um', uma: 'de uma' },
    em: { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa' },
    a: { o: 'ao', a: 'à', os: 'aos', as: 'às', um: 'a um', uma: 'a uma' },
    por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas', um: 'por um', uma: 'por uma' },
  };
  return `${table[prep]![art]} ${rest}`;
}
export const de = (n: string) => contract('de', n);
export const em = (n: string) => contract('em', n);

type G = 'm' | 'f';
// An unnamed character: gender, phrase with its adjective, bare noun.
const NOUNS: Record<string, readonly [G, string, string]> = {
  girl: ['f', 'menininha', 'menina'], boy: ['m', 'menininho', 'menino'], child: ['m', 'menininho', 'menino'],
  children: ['f', 'crianças', 'crianças'], friend: ['m', 'novo amigo', 'amigo'], baby: ['m', 'bebê pequenino', 'bebê'],
  sister: ['f', 'irmã', 'irmã'], brother: ['m', 'irmão', 'irmão'], 'baby sister': ['f', 'irmãzinha', 'irmãzinha'],
  'baby brother': ['m', 'irmãozinho', 'irmãozinho'], teacher: ['f', 'professora', 'professora'], doctor: ['f', 'médica', 'médica'],
  dentist: ['f', 'dentista', 'dentista'], nurse: ['f', 'enfermeira', 'enfermeira'], woman: ['f', 'senhora', 'senhora'],
  man: ['m', 'senhor', 'senhor'], king: ['m', 'velho rei', 'rei'], queen: ['f', 'rainha', 'rainha'], princess: ['f', 'pequena princesa', 'princesa'],
  prince: ['m', 'pequeno príncipe', 'príncipe'], knight: ['m', 'cavaleiro corajoso', 'cavaleiro'], pirate: ['m', 'pirata', 'pirata'],
  wizard: ['m', 'velho mago', 'mago'], witch: ['f', 'bruxa', 'bruxa'], astronaut: ['f', 'astronauta', 'astronauta'],
  firefighter: ['m', 'bombeiro', 'bombeiro'], parents: ['m', 'pais', 'pais'],
  dog: ['m', 'cachorrinho', 'cachorro'], cat: ['m', 'velho gato', 'gato'], rabbit: ['m', 'coelhinho', 'coelho'], elephant: ['m', 'pequeno elefante', 'elefante'],
  penguin: ['m', 'pequeno pinguim', 'pinguim'], fox: ['f', 'raposinha', 'raposa'], turtle: ['f', 'tartaruga', 'tartaruga'], bear: ['m', 'ursinho', 'urso'],
  lion: ['m', 'leãozinho', 'leão'], tiger: ['m', 'tigre jovem', 'tigre'], mouse: ['m', 'ratinho', 'rato'], owl: ['f', 'corujinha', 'coruja'],
  hedgehog: ['m', 'ouriço', 'ouriço'], frog: ['m', 'sapinho', 'sapo'], pig: ['m', 'porquinho', 'porco'], cow: ['f', 'vaca', 'vaca'],
  horse: ['m', 'cavalinho', 'cavalo'], pony: ['m', 'pônei', 'pônei'], duck: ['m', 'patinho', 'pato'], chicken: ['f', 'galinha', 'galinha'],
  sheep: ['f', 'ovelhinha', 'ovelha'], bird: ['m', 'passarinho', 'pássaro'], fish: ['m', 'peixinho', 'peixe'], whale: ['f', 'grande baleia', 'baleia'],
  dolphin: ['m', 'golfinho', 'golfinho'], octopus: ['m', 'polvo', 'polvo'], shark: ['m', 'tubarão', 'tubarão'], monkey: ['m', 'macaquinho', 'macaco'],
  giraffe: ['f', 'girafa', 'girafa'], zebra: ['f', 'zebra', 'zebra'], squirrel: ['m', 'esquilo', 'esquilo'], wolf: ['m', 'lobo', 'lobo'],
  deer: ['m', 'cervo', 'cervo'], butterfly: ['f', 'borboleta', 'borboleta'], bee: ['f', 'abelhinha', 'abelha'], ladybird: ['f', 'joaninha', 'joaninha'],
  snail: ['m', 'caracol', 'caracol'], spider: ['f', 'aranhinha', 'aranha'], hippo: ['m', 'hipopótamo', 'hipopótamo'],
  crocodile: ['m', 'crocodilo', 'crocodilo'], kangaroo: ['m', 'canguru', 'canguru'], koala: ['m', 'coala', 'coala'],
  panda: ['m', 'pequeno panda', 'panda'], sloth: ['m', 'bicho-preguiça', 'bicho-preguiça'], caterpillar: ['f', 'lagarta', 'lagarta'],
  ant: ['f', 'formiguinha', 'formiga'], goat: ['f', 'cabrinha', 'cabra'], donkey: ['m', 'burrinho', 'burro'],
  unicorn: ['m', 'unicórnio jovem', 'unicórnio'], dragon: ['m', 'dragão jovem', 'dragão'], dinosaur: ['m', 'pequeno dinossauro', 'dinossauro'],
  monster: ['m', 'grande monstro', 'monstro'], fairy: ['f', 'pequena fada', 'fada'], ghost: ['m', 'fantasminha', 'fantasma'],
  mermaid: ['f', 'pequena sereia', 'sereia'], troll: ['m', 'ogrinho', 'ogro'], giant: ['m', 'gigante', 'gigante'], alien: ['m', 'extraterrestre', 'extraterrestre'],
  elf: ['m', 'elfo', 'elfo'],
  tractor: ['m', 'pequeno trator', 'trator'], tugboat: ['m', 'pequeno rebocador', 'rebocador'], train: ['m', 'trenzinho', 'trem'],
  'fire truck': ['m', 'caminhão de bombeiros', 'caminhão'], excavator: ['f', 'pequena escavadeira', 'escavadeira'], ship: ['m', 'grande navio', 'navio'],
  boat: ['m', 'barquinho', 'barco'], car: ['m', 'carrinho', 'carro'], bus: ['m', 'ônibus', 'ônibus'], plane: ['m', 'aviãozinho', 'avião'],
  helicopter: ['m', 'helicóptero', 'helicóptero'], truck: ['m', 'caminhãozinho', 'caminhão'], 'garbage truck': ['m', 'caminhão de lixo', 'caminhão'],
  submarine: ['m', 'submarino', 'submarino'], rocket: ['m', 'foguete', 'foguete'], 'race car': ['m', 'carro de corrida', 'carro'],
  bicycle: ['f', 'bicicleta', 'bicicleta'], robot: ['m', 'robô solitário', 'robô'], rover: ['m', 'pequeno veículo explorador', 'veículo'],
  'teddy bear': ['m', 'ursinho de pelúcia', 'ursinho'], 'toy rabbit': ['m', 'coelhinho de pelúcia', 'coelhinho'], doll: ['f', 'boneca', 'boneca'],
  toy: ['m', 'brinquedo', 'brinquedo'], puppet: ['m', 'fantoche', 'fantoche'], 'toy car': ['m', 'carrinho de brinquedo', 'carrinho'],
  'rag doll': ['f', 'boneca de pano', 'boneca'], cloud: ['f', 'pequena nuvem', 'nuvem'], snowflake: ['m', 'floco de neve', 'floco'],
  raindrop: ['f', 'gotinha de chuva', 'gotinha'], tree: ['f', 'velha árvore', 'árvore'], flower: ['f', 'florzinha', 'flor'], seed: ['f', 'sementinha', 'semente'],
  star: ['f', 'estrelinha', 'estrela'], wind: ['m', 'vento', 'vento'], lighthouse: ['m', 'velho farol', 'farol'], crayon: ['m', 'giz de cera', 'giz'],
  sock: ['f', 'meia', 'meia'], snowman: ['m', 'boneco de neve', 'boneco'], kite: ['f', 'pipa', 'pipa'], balloon: ['m', 'balão', 'balão'],
};
// How a child calls a relative: with the article mid-sentence except mamãe and papai.
const KIN: Record<string, readonly [string, G]> = {
  grandmother: ['a vovó', 'f'], grandfather: ['o vovô', 'm'], mother: ['mamãe', 'f'], father: ['papai', 'm'],
  aunt: ['a tia', 'f'], uncle: ['o tio', 'm'],
};
// Where a hero that is not a child lives when the idea names no place.
const HOMES: Record<string, string> = {
  tractor: 'numa fazenda', tugboat: 'no porto', ship: 'no porto', boat: 'no porto', train: 'perto de uma velha estação',
  'fire truck': 'no quartel dos bombeiros', excavator: 'numa obra', robot: 'numa oficina cheia de parafusos', rover: 'numa oficina cheia de parafusos',
  lighthouse: 'perto do mar', cloud: 'no céu', whale: 'no mar', dolphin: 'no mar', fish: 'num rio', penguin: 'no gelo',
  dragon: 'numa montanha', unicorn: 'numa floresta encantada', fox: 'na floresta', owl: 'na floresta', hedgehog: 'na floresta',
};
// Who looks after a hero that is not a child.
const KEEPER: Record<string, readonly [string, G]> = {
  tractor: ['o fazendeiro', 'm'], train: ['o velho maquinista', 'm'], tugboat: ['o capitão do porto', 'm'], ship: ['a capitã', 'f'],
  boat: ['a capitã', 'f'], 'fire truck': ['a chefe dos bombeiros', 'f'], excavator: ['o construtor', 'm'], robot: ['o velho inventor', 'm'],
  rover: ['o velho inventor', 'm'], lighthouse: ['o velho faroleiro', 'm'], cloud: ['o velho vento', 'm'], 'teddy bear': ['o menino', 'm'],
  doll: ['a menina', 'f'], 'toy rabbit': ['o menino', 'm'],
};

const article = (g: G, pl: boolean) => (pl ? (g === 'f' ? 'as' : 'os') : g === 'f' ? 'a' : 'o');
const indefinite = (g: G) => (g === 'f' ? 'uma' : 'um');

function whoWith(n: string, a: string, named: boolean, f: boolean, pl = false): Who {
  // "mamãe" and "papai" go without the article on their own but take it after a preposition: "da mamãe", "ao papai".
  const withArticle = /^(mamãe|papai)(?![\p{L}])/u.test(n) ? `${n.startsWith('mamãe') ? 'a' : 'o'} ${n}` : n;
  return { n, N: cap(n), a, de: de(withArticle), em: em(withArticle), ao: contract('a', withArticle), por: contract('por', withArticle), named, f, pl };
}

// Given names ending in -a that are boys' names; other names ending in -a agree as feminine when the idea gives no gender.
const BOYS_IN_A = new Set(['misha', 'sasha', 'nikita', 'luca', 'joshua', 'ilya', 'kolya', 'vanya', 'petya', 'dima', 'jona', 'noa', 'elia', 'andrea', 'borja', 'garcilaso', 'juca', 'nikola']);
/** Adjectives must agree: a person whose gender the idea leaves open agrees by the usual ending of the name. */
function nameLooksFeminine(name: string): boolean {
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return /a$/.test(plain) && !BOYS_IN_A.has(plain);
}

function who(role: Role, first: boolean): Who {
  const name = role.name ? latinName(role.name) : undefined;
  const kin = KIN[role.thing];
  const [g, phrase, noun] = NOUNS[role.thing] ?? ['m', 'amigo', 'amigo'];
  const person = /^person-|^baby$/.test(role.kind);
  const f = role.gender ? role.gender === 'female' : kin ? kin[1] === 'f' : name && person ? nameLooksFeminine(name) : g === 'f';
  if (name) {
    const full = kin && !role.other ? `${kin[0]} ${name}` : name;
    return whoWith(full, full, true, f);
  }
  if (kin && !first) return whoWith(kin[0], kin[0], true, f);
  const pl = role.plural === true;
  if (role.other) {
    const other = g === 'f' ? 'a outra' : 'o outro';
    return whoWith(`${other} ${noun}`, `${g === 'f' ? 'outra' : 'outro'} ${noun}`, false, g === 'f');
  }
  const art = article(g, pl);
  return whoWith(`${art} ${phrase}`, pl ? `${art} ${phrase}` : `${indefinite(g)} ${phrase}`, false, g === 'f', pl);
}

export const whoIs = who;

// Wishes: [infinitive, past]. Nouns after "ser" take no article.
const BECOME: Record<string, readonly [string, string]> = {
  knight: ['cavaleiro', 'cavaleira'], princess: ['princesa', 'princesa'], astronaut: ['astronauta', 'astronauta'],
  pirate: ['pirata', 'pirata'], superhero: ['super-herói', 'super-heroína'], doctor: ['médico', 'médica'],
  firefighter: ['bombeiro', 'bombeira'], dancer: ['bailarino', 'bailarina'],
};
const THINGS_SEEN: Record<string, string> = {
  sea: 'o mar', snow: 'a neve', stars: 'as estrelas', moon: 'a lua', space: 'o espaço', school: 'a escola',
  race: 'a corrida', football: 'um jogo de futebol',
};
const GAMES: Record<string, readonly [string, string]> = {
  football: ['jogar futebol', 'jogou futebol'], tennis: ['jogar tênis', 'jogou tênis'], basketball: ['jogar basquete', 'jogou basquete'],
  piano: ['tocar piano', 'tocou piano'], bicycle: ['andar de bicicleta', 'andou de bicicleta'],
};
const BUILD: Record<string, string> = {
  birdhouse: 'uma casinha de passarinho', treehouse: 'uma casa na árvore', sandcastle: 'um castelo de areia', rocket: 'um foguete',
  boat: 'um barco', house: 'uma casa', robot: 'um robô',
};
const seen = (t: string | undefined, fallback: string) => (t && THINGS_SEEN[t]) || fallback;

function wishWords(key: string, t: string | undefined, f: boolean): readonly [string, string] {
  const job = t && BECOME[t] ? BECOME[t]![f ? 1 : 0] : undefined;
  switch (key) {
    case 'become': return job ? [`ser ${job}`, `virou ${job} de verdade`] : ['ser alguém novo', 'virou alguém novo'];
    case 'see': return [`ver ${seen(t, 'o mundo lá fora')}`, `viu ${seen(t, 'o mundo lá fora')}`];
    case 'visit': return t === 'moon' ? ['viajar até a lua', 'viajou até a lua'] : t === 'space' ? ['viajar para o espaço', 'viajou para o espaço'] : ['visitar as colinas distantes', 'visitou as colinas distantes'];
    case 'fly': return ['voar bem alto no céu', 'voou bem alto no céu'];
    case 'dance': return ['dançar', 'dançou'];
    case 'play': return GAMES[t ?? ''] ?? ['brincar com os outros', 'brincou com os outros'];
    case 'make-friend': return ['fazer um amigo', 'fez um amigo de verdade'];
    case 'win': return ['ganhar a corrida', 'ganhou a corrida'];
    case 'find': return ['encontrar o tesouro escondido', 'encontrou o tesouro escondido'];
    case 'go-home': return ['voltar para casa', 'voltou para casa'];
    case 'sleep': return ['pegar no sono', 'pegou no sono'];
    case 'go-to': return t === 'school' ? ['ir para a escola', 'foi para a escola'] : ['ir até a cidade distante', 'foi até a cidade distante'];
    case 'swim': return ['nadar', 'nadou'];
    case 'sing': return ['cantar', 'cantou'];
    case 'grow-up': return ['crescer grande e forte', 'cresceu grande e forte'];
    case 'help': return ['ajudar os outros', 'ajudou os outros'];
    case 'build': { const b = BUILD[t ?? ''] ?? 'uma casa na árvore'; return [`construir ${b}`, `construiu ${b}`]; }
    case 'explore': return ['explorar o mundo', 'explorou o mundo'];
    default: return ['explorar o mundo', 'explorou o mundo'];
  }
}
const CANNOT: Record<string, readonly [string, string]> = {
  'make rain': ['fazer chover', 'fez chover'], 'breathe fire': ['soltar fogo', 'soltou fogo'], fly: ['voar', 'voou'], swim: ['nadar', 'nadou'],
};
const FEARS: Record<string, string> = {
  dark: 'o escuro', monsters: 'os monstros', water: 'a água', thunder: 'os trovões', dentist: 'o dentista', doctor: 'o médico',
  'vacuum cleaner': 'o aspirador de pó', 'hair dryer': 'o secador de cabelo', toilet: 'o vaso sanitário', haircut: 'cortar o cabelo', bath: 'a hora do banho',
  fireworks: 'os fogos de artifício', 'loud noises': 'os barulhos altos', spiders: 'as aranhas', dogs: 'os cachorros grandes',
};
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['a cozinha', 'na cozinha'], bedroom: ['o quarto', 'no quarto'], bathroom: ['o banheiro', 'no banheiro'],
  classroom: ['a sala de aula', 'na sala de aula'], school: ['a escola', 'na escola'], nursery: ['a creche', 'na creche'],
  garden: ['o jardim', 'no jardim'], forest: ['a floresta', 'na floresta'], jungle: ['a selva', 'na selva'], sea: ['o mar', 'perto do mar'],
  harbour: ['o porto', 'no porto'], lake: ['o lago', 'perto do lago'], river: ['o rio', 'perto do rio'], space: ['o espaço', 'no espaço'],
  farm: ['a fazenda', 'na fazenda'], city: ['a cidade', 'na cidade'], snow: ['as colinas nevadas', 'nas colinas nevadas'],
  beach: ['a praia', 'na praia'], hospital: ['o hospital', 'no hospital'], park: ['o parque', 'no parque'],
  supermarket: ['o supermercado', 'no supermercado'], library: ['a biblioteca', 'na biblioteca'], mountain: ['as montanhas', 'nas montanhas'],
  desert: ['o deserto', 'no deserto'], playground: ['o parquinho', 'no parquinho'], garage: ['a garagem', 'na garagem'],
  treehouse: ['a casa na árvore', 'na casa na árvore'], sky: ['o céu', 'lá no alto do céu'], pool: ['a piscina', 'na piscina'],
  castle: ['o castelo', 'no castelo'], home: ['a casa', 'em casa'],
};

export function portugueseContext(facts: StoryFacts): Pt {
  const { cast, brief, band } = facts;
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero = curious ? whoWith('o menino curioso', 'um menino curioso', false, false) : who(cast.hero, true);
  const pl = hero.pl;
  const known = cast.hero.gender !== undefined || pl;
  const person = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin, false) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? whoWith(keeper[0], keeper[0], false, keeper[1] === 'f') : whoWith('mamãe', 'mamãe', true, true));
  // A place the hero wishes to reach is not where the hero lives ("wants to see the sea" does not live by the sea).
  const goal = brief.wishes.find((w) => !w.negated && /^(see|visit|go-to)$/.test(w.key))?.thing;
  const setting = brief.setting && brief.setting !== goal ? PLACES[brief.setting] : undefined;
  const f = hero.f;
  const x = (stem: string) => stem + (pl ? (f ? 'as' : 'os') : f ? 'a' : 'o');
  const v = (one: string, many: string) => (pl ? many : one);
  const [g0, phrase0, noun] = NOUNS[cast.hero.thing] ?? ['m', 'amigo', 'amigo'];
  const what = `${indefinite(g0)} ${phrase0}`;
  const h2 = hero.named ? hero.n : curious ? 'o menino' : `${article(f ? 'f' : 'm', pl)} ${noun}`;
  const el = pl ? (f ? 'elas' : 'eles') : known || !person ? (f ? 'ela' : 'ele') : h2;
  const dele = pl ? (f ? 'delas' : 'deles') : known || !person ? (f ? 'dela' : 'dele') : de(h2);

  // The idea's own goal and trouble, when the idea is Portuguese too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'portuguese';
  let to: string | undefined; let did: string | undefined; let trouble: string | undefined; let mended: string | undefined;
  const wish = brief.wishes.find((w) => !w.negated);
  const p = brief.problem;
  if (own && brief.goal) { const g = brief.goal.phrase; [to, did] = [g, `conseguiu ${g}`]; }
  else if (wish) [to, did] = wishWords(wish.key, wish.thing, f);
  const lostWho = cast.lost ? who(cast.lost, false) : undefined;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid':
        trouble = `${v('tinha', 'tinham')} medo ${fear ? de(fear) : 'de muitas coisas'}`;
        mended = `já não ${v('tinha', 'tinham')} medo ${fear ? de(fear) : 'de nada'}`;
        break;
      case 'lost':
        if (lostWho) { trouble = `${v('tinha', 'tinham')} perdido ${lostWho.n}`; mended = `${v('tinha', 'tinham')} ${lostWho.n} de volta`; if (!to) [to, did] = [`encontrar ${lostWho.n}`, `encontrou ${lostWho.n}`]; }
        else { trouble = `${v('tinha', 'tinham')} se perdido`; mended = `${v('estava', 'estavam')} em segurança de novo`; if (!to) [to, did] = ['encontrar o caminho de volta', 'encontrou o caminho de volta']; }
        break;
      case 'cannot': if (can) { trouble = `não sabia ${can[0]}`; mended = `finalmente sabia ${can[0]}`; if (!to) [to, did] = can; } break;
      case 'lonely': trouble = `se sentia ${x('sozinh')}`; mended = `já não se sentia ${x('sozinh')}`; if (!to) [to, did] = ['encontrar um amigo', 'encontrou um amigo']; break;
      case 'laughed-at': trouble = `não aguentava que rissem ${dele}`; mended = 'já não ligava para as risadas'; break;
      case 'tired-of': trouble = `${v('estava', 'estavam')} ${x('cansad')} ${setting ? de(setting[0]) : 'dos mesmos dias de sempre'}`; mended = `${v('estava feliz', 'estavam felizes')} de estar em casa`; break;
      case 'sad': trouble = `${v('estava', 'estavam')} ${v('triste', 'tristes')}`; mended = `já não ${v('estava', 'estavam')} ${v('triste', 'tristes')}`; break;
      case 'worried': trouble = `${v('estava', 'estavam')} ${x('preocupad')}`; mended = `já não ${v('estava', 'estavam')} ${x('preocupad')}`; break;
      case 'nervous': trouble = `${v('estava', 'estavam')} ${x('nervos')}`; mended = `já não ${v('estava', 'estavam')} ${x('nervos')}`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told) {
    const g = told.phrase;
    if (told.kind === 'refuses') { trouble = `não ${v('queria', 'queriam')} ${g}`; mended = `${v('estava', 'estavam')} ${x('content')} de ${g}`; if (!did) did = `resolveu ${g}`; }
    else { trouble = `${v('tinha', 'tinham')} medo ${g}`; mended = `já não ${v('tinha', 'tinham')} medo ${g}`; }
  }
  const say = to !== undefined && !(own && brief.goal && /(?<!\p{L})(?:seu|sua|seus|suas|se|ele|ela|lhe)(?!\p{L})|-se(?!\p{L})/u.test(to));
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing && BECOME[w.thing]);
  const gone = cast.departed ? who(cast.departed, false) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'irmãzinha' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'irmãozinho' : 'irmãozinho ou irmãzinha';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && latinName(r.name) !== undefined);
  const names = named.map((r) => who(r, false).n);
  const water = brief.setting === 'lake' ? 'o lago' : brief.setting === 'sea' ? 'o mar' : 'a piscina';
  const goneWord = cast.departed ? (KIN[cast.departed.thing]?.[0].replace(/^(o|a) /, '') ?? NOUNS[cast.departed.thing]?.[2] ?? 'bichinho') : undefined;

  return {
    ...hero, h2, what, el, El: cap(el), dele, x, v,
    kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, g,
    ...(cast.pal ? { pal: who(cast.pal, false) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneWord: goneWord!, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    big: f ? 'irmã mais velha' : 'irmão mais velho',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), home: setting?.[1] ?? HOMES[cast.hero.thing] ?? 'numa casinha com jardim', water,
    ...(to ? { to } : {}), ...(did ? { did } : {}), say, ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `ser ${BECOME[notWish.thing!]![f ? 1 : 0]}` } : {}), broken: 'o vaso azul',
    names, wish: wish !== undefined || (own && brief.goal !== undefined),
    ...(p?.key === 'afraid' && p.thing && FEARS[p.thing] ? { fear: FEARS[p.thing] } : {}),
    shape: facts.shape,
  };
}
