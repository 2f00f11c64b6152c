// Italian phrase bank.
import type { KindKey, TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type HeroWords, type PhraseBank } from './phrase-bank';

// noun, gender, indefinite article, definite article ("l’" is written without a space)
const KINDS: Record<KindKey, [noun: string, gender: 'm' | 'f', a: string, the: string]> = {
  hedgehog: ['riccio', 'm', 'un', 'il'], rabbit: ['coniglietto', 'm', 'un', 'il'], cat: ['gattino', 'm', 'un', 'il'],
  dog: ['cagnolino', 'm', 'un', 'il'], bear: ['orsetto', 'm', 'un', 'l’'], panda: ['panda', 'm', 'un', 'il'],
  fox: ['volpe', 'f', 'una', 'la'], wolf: ['lupacchiotto', 'm', 'un', 'il'], mouse: ['topolino', 'm', 'un', 'il'],
  squirrel: ['scoiattolo', 'm', 'uno', 'lo'], raccoon: ['procione', 'm', 'un', 'il'], owl: ['gufo', 'm', 'un', 'il'],
  bird: ['uccellino', 'm', 'un', 'l’'], penguin: ['pinguino', 'm', 'un', 'il'], duck: ['paperotto', 'm', 'un', 'il'],
  chicken: ['pulcino', 'm', 'un', 'il'], pig: ['maialino', 'm', 'un', 'il'], cow: ['mucca', 'f', 'una', 'la'],
  sheep: ['pecorella', 'f', 'una', 'la'], horse: ['pony', 'm', 'un', 'il'], unicorn: ['unicorno', 'm', 'un', 'l’'],
  elephant: ['elefantino', 'm', 'un', 'l’'], giraffe: ['giraffa', 'f', 'una', 'la'], lion: ['leoncino', 'm', 'un', 'il'],
  tiger: ['tigrotto', 'm', 'un', 'il'], monkey: ['scimmietta', 'f', 'una', 'la'], frog: ['ranocchio', 'm', 'un', 'il'],
  turtle: ['tartaruga', 'f', 'una', 'la'], fish: ['pesciolino', 'm', 'un', 'il'], whale: ['balena', 'f', 'una', 'la'],
  octopus: ['polpo', 'm', 'un', 'il'], dragon: ['draghetto', 'm', 'un', 'il'], dinosaur: ['dinosauro', 'm', 'un', 'il'],
  robot: ['robot', 'm', 'un', 'il'], alien: ['alieno', 'm', 'un', 'l’'], girl: ['bambina', 'f', 'una', 'la'],
  boy: ['bambino', 'm', 'un', 'il'], child: ['bambino', 'm', 'un', 'il'],
};

const TRAITS: Record<TraitKey, [m: string, f: string]> = {
  shy: ['timido', 'timida'], brave: ['coraggioso', 'coraggiosa'], curious: ['curioso', 'curiosa'],
  sleepy: ['dormiglione', 'dormigliona'], grumpy: ['brontolone', 'brontolona'], lonely: ['solitario', 'solitaria'],
  clumsy: ['goffo', 'goffa'], kind: ['gentile', 'gentile'], cheerful: ['allegro', 'allegra'],
  clever: ['intelligente', 'intelligente'], tiny: ['piccolissimo', 'piccolissima'], scared: ['pauroso', 'paurosa'],
};

const g01 = (g: 'm' | 'f') => (g === 'f' ? 1 : 0);

function extractGoal(idea: string): string | undefined {
  const m = /(?:vuole|voleva|vorrebbe|sogna di|sognava di|desidera|impara a|prova a|cerca di|ama|adora|non sa|non riesce a)\s+([^.,;!?]+)/i.exec(idea);
  const phrase = m?.[1]?.split(/\s+(?:che|ma|perché|mentre)\s+/i)[0]?.trim();
  if (!phrase) return undefined;
  const first = phrase.split(/\s+/)[0] ?? '';
  return /(are|ere|ire|arsi|ersi|irsi|rre)$/i.test(first) ? phrase.split(/\s+/).slice(0, 9).join(' ') : undefined;
}

const ARTICLE_MERGES: Array<[RegExp, string]> = [
  [/(?<!\p{L})di il(?!\p{L})/gu, 'del'], [/(?<!\p{L})di lo(?!\p{L})/gu, 'dello'], [/(?<!\p{L})di la(?!\p{L})/gu, 'della'], [/(?<!\p{L})di l’/gu, 'dell’'], [/(?<!\p{L})di i(?!\p{L})/gu, 'dei'],
  [/(?<!\p{L})di gli(?!\p{L})/gu, 'degli'], [/(?<!\p{L})di le(?!\p{L})/gu, 'delle'], [/(?<!\p{L})a il(?!\p{L})/gu, 'al'], [/(?<!\p{L})a lo(?!\p{L})/gu, 'allo'], [/(?<!\p{L})a la(?!\p{L})/gu, 'alla'],
  [/(?<!\p{L})a l’/gu, 'all’'], [/(?<!\p{L})a i(?!\p{L})/gu, 'ai'], [/(?<!\p{L})a gli(?!\p{L})/gu, 'agli'], [/(?<!\p{L})a le(?!\p{L})/gu, 'alle'], [/(?<!\p{L})da il(?!\p{L})/gu, 'dal'],
  [/(?<!\p{L})da la(?!\p{L})/gu, 'dalla'], [/(?<!\p{L})in il(?!\p{L})/gu, 'nel'], [/(?<!\p{L})in la(?!\p{L})/gu, 'nella'], [/(?<!\p{L})su il(?!\p{L})/gu, 'sul'], [/(?<!\p{L})su la(?!\p{L})/gu, 'sulla'],
  // euphonic d: "riuscì a andare" → "riuscì ad andare"
  [/(?<!\p{L})a a/gu, 'ad a'],
];

export const italian: PhraseBank = {
  language: 'italian',
  kindGender: (kind) => KINDS[kind][1],
  heroIntro: (hero) => {
    const [noun, g, a] = KINDS[hero.kind];
    return `${a} ${noun} ${TRAITS[hero.trait][g01(g)]} di nome ${hero.name}`;
  },
  heroPhrase: (hero: HeroWords) => {
    const [noun, g, a] = KINDS[hero.kind];
    if (hero.trait === 'tiny') return `${a} ${noun} ${TRAITS.tiny[g01(g)]}`;
    return `${g === 'f' ? 'una piccola' : 'un piccolo'} ${noun} ${TRAITS[hero.trait][g01(g)]}`;
  },
  kindThe: (hero) => {
    const [noun, , , the] = KINDS[hero.kind];
    return the.endsWith('’') ? `${the}${noun}` : `${the} ${noun}`;
  },
  trait: (trait, gender) => TRAITS[trait][g01(gender)],
  goals: {
    goToMoon: 'volare fino alla luna',
    braveDark: 'essere [coraggioso|coraggiosa] al buio',
    findTreasure: 'trovare il tesoro nascosto',
    findStar: 'ritrovare la stella dei desideri perduta',
    learnRainbow: 'scoprire da dove vengono gli arcobaleni',
    makeFriend: 'trovare un vero amico',
    rideBike: 'andare in bicicletta',
    bake: 'preparare la torta più meravigliosa del mondo',
    climb: 'salire in cima alla montagna più alta',
    seeSea: 'vedere il mare',
    swim: 'nuotare',
    fly: 'volare',
    read: 'leggere un libro intero da [solo|sola]',
    dance: 'ballare',
    sing: 'cantare una canzone davanti a tutti',
    grow: 'far crescere un giardino meraviglioso',
    makeLaugh: 'far ridere tutti',
    help: 'aiutare i suoi amici',
  },
  concepts: {
    moon: 'la luna', stars: 'le stelle', sun: 'il sole', rainbow: 'gli arcobaleni', clouds: 'le nuvole soffici',
    rain: 'saltare nelle pozzanghere', snow: 'la neve', sea: 'il mare', river: 'il fiume scintillante',
    forest: 'il bosco', flowers: 'i fiori', garden: 'il giardino', mountain: 'le montagne', cave: 'le grotte segrete',
    castle: 'il vecchio castello', rocket: 'i razzi', planets: 'i pianeti', kite: 'gli aquiloni',
    balloons: 'i palloncini', boat: 'le barche', train: 'i treni', cake: 'le torte', music: 'la musica',
    books: 'i libri', school: 'la scuola', treasure: 'le mappe del tesoro', butterflies: 'le farfalle',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['Pino', 'Nino', 'Bruno', 'Tito', 'Leo', 'Gigi'], f: ['Lulù', 'Stella', 'Gioia', 'Nina', 'Viola', 'Bice'] },
  finish: (text) => capitalizeSentences(tidySpaces(ARTICLE_MERGES.reduce((t, [re, to]) => t.replace(re, to), text))),
  goalTitle: '{name} vuole {goal}',
  summary: 'Una storia {adjective} su {heroIntro} che sogna di {goal}.',
  theEnd: 'Fine.',
  tones: {
    playful_funny: {
      home: 'in una casetta traballante con il comignolo storto',
      friend: { intro: 'un’oca ridarella con gli stivali di gomma', the: 'l’oca', gender: 'f' },
      things: 'i cappelli buffi, le pozzanghere saltellanti e le barzellette sciocche',
      adjective: 'divertente',
      lines: {
        opening: '{name} non portava mai due calzini uguali, ed era proprio così che [gli|le] piaceva.',
        wish: 'Tutti ridacchiarono all’idea, ma {name} ridacchiò più forte di tutti, e diceva sul serio.',
        firstTry: 'Boing! Splat! Patatrac! Perfino le lumache si misero a ridere.',
        friend: '{friend} starnazzò così forte che a un maialino di passaggio volò via il cappello.',
        climax: '{name} mosse le orecchie per portafortuna, perché aiuta sempre.',
        resolution: 'Fu il momento più buffo e più felice di sempre, e nessuno riusciva a smettere di ridere.',
        ending: 'E da qualche parte, un maialino sta ancora cercando il suo cappello.',
      },
      toddler: { opening: 'Boing, boing!', ending: 'Ah ah ah!' },
      titles: ['{name} e il piano tutto storto', 'Le giornate buffe di {name}'],
    },
    fantasy_magic: {
      home: 'in una valle nascosta dove i fiori cantavano all’alba',
      friend: { intro: 'una fatina minuscola con le ali scintillanti', the: 'la fatina', gender: 'f' },
      things: 'le stelle cadenti, i vecchi libri di incantesimi e i funghi luminosi',
      adjective: 'magica',
      lines: {
        opening: 'In quella valle si potevano catturare i raggi di luna nei barattoli, e a volte i desideri ascoltavano.',
        wish: 'Proprio allora una stella cadente attraversò il cielo, come se avesse sentito.',
        firstTry: '{name} sussurrò perfino una parola magica, ma l’incantesimo svanì in uno sbuffo di fumo viola.',
        friend: 'Ovunque volasse {friend}, l’aria luccicava di polvere d’argento.',
        climax: '{friend} sparse un pizzico di polvere di stelle, anche se la vera magia era già nel cuore di {name}.',
        resolution: 'Scintille turbinarono tutto intorno, e i fiori della valle si misero a cantare.',
        ending: 'Nelle notti limpide, se guardi bene, puoi ancora vedere le scintille.',
      },
      toddler: { opening: 'Brilla, brilla!', ending: 'Magia!' },
      titles: ['{name} e le stelle che sussurrano', 'Il desiderio magico di {name}'],
    },
    animal: {
      home: 'in una tana accogliente ai margini del grande prato verde',
      friend: { intro: 'un vecchio gufo saggio', the: 'il gufo', gender: 'm' },
      things: 'i prati assolati, le foglie croccanti e il profumo della pioggia',
      adjective: 'di animali',
      lines: {
        opening: 'I conigli, le anatre e le formiche laboriose erano tutti suoi vicini.',
        wish: 'Le anatre starnazzarono e gli scoiattoli chiacchierarono: qualcuno aveva mai sentito una cosa simile?',
        firstTry: 'Una famiglia di anatre passò ondeggiando e, per educazione, fece finta di non vedere.',
        friend: '{friend} sbatté i suoi grandi occhi dorati e arruffò le piume.',
        climax: 'Tutti gli animali del prato si riunirono a guardare: conigli, anatre, scoiattoli e perfino il vecchio tasso.',
        resolution: 'Gli uccellini cantarono, i conigli batterono le zampe e le anatre sbatterono le ali.',
        ending: 'E tutto il prato fu un pochino più felice di prima.',
      },
      toddler: { opening: 'Snif, snif!', ending: 'Cip cip, qua qua!' },
      titles: ['{name} del prato verde', '{name} e gli amici del prato'],
    },
    heartwarming: {
      home: 'in una casetta con una cucina gialla e calda',
      friend: { intro: 'la nonna di {name}', the: 'la nonna', gender: 'f' },
      things: 'la cioccolata calda, le coperte morbide e le storie della buonanotte',
      adjective: 'piena di tenerezza',
      lines: {
        opening: 'Lì tutti dividevano quello che avevano, anche se era solo mezzo biscotto.',
        wish: 'Teneva stretto quel desiderio, come una tazza di cioccolata calda in una giornata fredda.',
        firstTry: 'Non funzionò, ma un vicino di passaggio [gli|le] regalò un sorriso di incoraggiamento.',
        friend: '{friend} strinse {name} in un abbraccio morbido e caldo.',
        climax: '{friend} era lì vicino, con il sorriso più orgoglioso del mondo.',
        resolution: 'Lacrime di gioia brillavano in tutti gli occhi, e tutti i cuori erano caldi e pieni.',
        ending: 'Perché la gentilezza, quando si condivide, diventa sempre più grande.',
      },
      toddler: { opening: 'Un abbraccio forte.', ending: 'Ti voglio bene!' },
      titles: ['Il grande cuore di {name}', 'Un abbraccio per {name}'],
    },
    sci_fi: {
      home: 'in una casa rotonda e argentata su un piccolo pianeta tranquillo',
      friend: { intro: 'un robottino simpatico', the: 'il robottino', gender: 'm' },
      things: 'i razzi, i pianeti scintillanti e gli aggeggi luccicanti',
      adjective: 'spaziale',
      lines: {
        opening: 'Dalla sua finestra si vedevano tre lune e un pianeta con gli anelli.',
        wish: 'Disegnò progetti sul suo tablet fino a tarda notte.',
        firstTry: 'Bip! Bzzz! L’aggeggio che aveva costruito tossicchiò e fece scintille.',
        friend: 'L’antenna del robottino lampeggiò di verde: un saluto amichevole.',
        climax: 'Conto alla rovescia: cinque, quattro, tre, due, uno!',
        resolution: 'Tutte le luci della stazione spaziale lampeggiarono per festeggiare.',
        ending: 'Lassù, le stelle brillavano come miliardi di occhi che fanno l’occhiolino.',
      },
      toddler: { opening: 'Bip, bop!', ending: 'Zuum!' },
      titles: ['{name} e il razzo delle stelle', 'Il viaggio di {name} verso le stelle'],
    },
    daily_life_basics: {
      home: 'in una casetta luminosa in via degli Aceri',
      friend: { intro: 'una maestra gentile', the: 'la maestra', gender: 'f' },
      things: 'le frittelle a colazione, la strada per la scuola e le bolle del bagnetto',
      adjective: 'di tutti i giorni',
      lines: {
        opening: 'Ogni giorno cominciava allo stesso modo: lavarsi, vestirsi, fare colazione e un grande abbraccio del buongiorno.',
        wish: 'Ci pensava mentre si lavava i denti, e di nuovo mentre si metteva le scarpe.',
        firstTry: 'Era un po’ come allacciarsi le scarpe per la prima volta: difficile!',
        friend: '{friend} si abbassò per poter parlare occhi negli occhi.',
        climax: '{name} si ricordò: inspira, espira, piano piano.',
        resolution: 'Fu come andare in bicicletta senza aiuto per la prima volta.',
        ending: 'Domani sarebbe stato un nuovo giorno, pieno di piccole cose nuove da imparare.',
      },
      toddler: { opening: 'Buongiorno!', ending: 'Bagnetto, storia, nanna.' },
      titles: ['Il grande giorno di {name}', '{name} ce la fa!'],
    },
    adventurous: {
      home: 'in una capanna accogliente ai piedi delle alte montagne blu',
      friend: { intro: 'un vecchio esploratore con una mappa rattoppata', the: 'l’esploratore', gender: 'm' },
      things: 'le vecchie mappe, i sentieri segreti e i luoghi lontani',
      adjective: 'avventurosa',
      lines: {
        opening: 'Si diceva che oltre le montagne ci fossero luoghi che nessuno aveva mai visto.',
        wish: 'Preparò uno zaino, per sicurezza: una corda, una lanterna e un panino.',
        firstTry: 'Il sentiero era ripido, e una folata di vento [gli|le] fece volare via il cappello.',
        friend: '{friend} srotolò una mappa piena di segni misteriosi.',
        climax: 'Attraversarono un ponte di corda traballante, alto sopra un fiume impetuoso.',
        resolution: 'Da lassù, il mondo intero sembrava stendersi ai loro piedi.',
        ending: 'E la mappa? Ha ancora qualche spazio bianco, che aspetta di essere esplorato.',
      },
      toddler: { opening: 'Si parte!', ending: 'Che avventura!' },
      titles: ['{name} e la mappa segreta', 'La grande avventura di {name}'],
    },
    educational: {
      home: 'in una casa allegra piena di libri e di domande',
      friend: { intro: 'una scienziata curiosa', the: 'la scienziata', gender: 'f' },
      things: 'le domande, le lenti d’ingrandimento e scoprire come funzionano le cose',
      adjective: 'tutta da scoprire',
      lines: {
        opening: '{name} chiedeva sempre: perché? come? e se…?',
        wish: 'Per scoprire come fare, decise di osservare, fare domande e provare, proprio come [un vero scienziato|una vera scienziata].',
        firstTry: 'Il primo esperimento non riuscì, e questo [gli|le] insegnò una cosa importante: gli errori sono indizi.',
        friend: '{friend} [gli|le] mostrò come annotare ogni idea in un quaderno.',
        climax: '{name} controllò gli appunti un’ultima volta: passo uno, passo due, passo tre.',
        resolution: 'Pratica, pazienza e buone idee avevano lavorato insieme.',
        ending: 'Lo sapevi? Ogni esperto è stato prima un principiante.',
      },
      toddler: { opening: 'Perché? Come?', ending: 'Ora lo so!' },
      titles: ['{name} si chiede perché', '{name} scopre tutto'],
    },
  },
  stages: {
    opening: {
      title: 'Ecco {name}',
      short: 'Ecco {name}. {name} è {heroPhrase}.',
      mid: 'C’era una volta {heroIntro}. {name} viveva {home}. Ogni mattina {name} salutava il sole.',
      long: 'C’era una volta, {home}, {heroIntro}. {name} era {trait}, ma aveva il cuore pieno di meraviglia e notava le cose che gli altri non vedevano: il luccichio della rugiada, il ronzio delle api, le nuvole che passavano lente come grandi navi.',
    },
    world: {
      title: 'Le cose preferite',
      short: '{name} adora {things}.',
      mid: '{name} adorava {things}. Ci pensava tutto il giorno. La vita era tranquilla e accogliente.',
      long: 'Più di ogni altra cosa, {name} adorava {things}. Poteva passare un intero pomeriggio a sognare ad occhi aperti, mentre il mondo intorno a [lui|lei] correva con la solita fretta. Eppure, nel profondo, sentiva che mancava qualcosa.',
    },
    wish: {
      title: 'Un grande desiderio',
      short: '{name} vuole {goal}.',
      mid: '{name} aveva un grande desiderio. Voleva tanto {goal}! Ma non sapeva come fare.',
      long: 'Una sera, {name} confessò finalmente il segreto che custodiva da tanto tempo: voleva {goal}. Sembrava impossibile, forse persino un po’ sciocco, eppure il desiderio brillava dentro di [lui|lei] come una piccola lanterna che non voleva spegnersi.',
    },
    firstTry: {
      title: 'Il primo tentativo',
      short: '{name} ci prova. Ops!',
      mid: 'Così {name} provò a {goal}. Ci mise tutto l’impegno. Ma non funzionò. Ops!',
      long: 'La mattina dopo, {name} preparò un piano accurato e provò a {goal}. Si concentrò con tutte le sue forze, contò fino a tre e ci mise tutto [se stesso|se stessa]. Purtroppo niente andò come previsto, e il tentativo finì in un groviglio di capriole ed esclamazioni di sorpresa.',
    },
    setback: {
      title: 'Un momento triste',
      short: '{name} è triste.',
      mid: '{name} si sedette con un sospiro. «Forse non ce la faccio», sussurrò. Una lacrimuccia [gli|le] scese sulla guancia.',
      long: '[Scoraggiato|Scoraggiata], {name} si sedette sotto un albero e fissò il terreno. «Forse certi desideri sono semplicemente troppo grandi», mormorò. La delusione pesava come uno zaino pieno di sassi, e per un po’ non ebbe voglia di provare più niente.',
    },
    friend: {
      title: 'Una mano amica',
      short: '{name} incontra {friendIntro}.',
      mid: 'Proprio in quel momento passò di lì {friendIntro}. «Perché sei triste?» chiese {friend}. {name} <gli|le> raccontò tutto del suo grande desiderio.',
      long: 'Proprio in quel momento comparve {friendIntro}. «Che sospiro grande!» disse {friend} con dolcezza. «Che cosa succede?» Prima esitando e poi tutto d’un fiato, {name} spiegò ogni cosa: il desiderio, il tentativo fallito e la paura che non si sarebbe mai avverato.',
    },
    advice: {
      title: 'Un buon consiglio',
      short: '«Ce la puoi fare!» dice {friend}.',
      mid: '{friend} sorrise. «I grandi desideri hanno bisogno di piccoli passi», disse. «Proviamo insieme, un passetto alla volta.»',
      long: '{friend} ascoltò con attenzione e poi fece un sorriso lento e saggio. «Ogni grande cosa comincia con un piccolo passo», disse. «Nessuno ci riesce il primo giorno. E se dividessimo il tuo desiderio in tanti pezzetti e li provassimo uno alla volta?»',
    },
    secondTry: {
      title: 'Prova e riprova',
      short: '{name} ci riprova.',
      mid: 'Così {name} si allenò ogni giorno, un pochino e poi un pochino di più. Era ancora difficile, ma migliorava sempre!',
      long: 'Così si allenarono insieme, giorno dopo giorno. Alcuni tentativi erano traballanti, altri buffissimi, e uno o due quasi riusciti. Ogni sera {name} si accorgeva di essere un pochino più [coraggioso|coraggiosa] e un pochino più forte del giorno prima.',
    },
    doubt: {
      title: 'Una notte stellata',
      short: 'È notte. {name} guarda le stelle.',
      mid: 'Quella notte {name} guardò le stelle. «E se non ci riuscissi mai?» si chiese. Le stelle scintillarono, come per dire: continua.',
      long: 'Quella notte {name} non riusciva a dormire e guardava le stelle accendersi una dopo l’altra nel cielo di velluto. I dubbi arrivarono come ombre: e se tutto quell’allenamento non fosse servito a niente? Ma mentre la luna saliva, una vocina calma e testarda dentro di [lui|lei] rispose: anche non arrendersi è una specie di magia.',
    },
    insight: {
      title: 'Un’idea luminosa',
      short: '{name} ha un’idea!',
      mid: 'Al mattino {name} ebbe un’idea meravigliosa. Non doveva farcela da [solo|sola] e non doveva essere [perfetto|perfetta]!',
      long: 'All’alba {name} si svegliò con un’idea frizzante. Aveva cercato di essere qualcun altro, ma se invece avesse usato proprio ciò che [lo|la] rendeva speciale? Con un gran sorriso raccolse il suo coraggio, i suoi amici e tutto quello che aveva imparato.',
    },
    climax: {
      title: 'Il grande momento',
      short: 'Pronti, partenza, via!',
      mid: 'Arrivò il grande giorno. {name} fece un respiro profondo. Uno, due, tre… provò a {goal} ancora una volta!',
      long: 'Finalmente arrivò il grande momento. Tutti si riunirono a guardare, trattenendo il fiato. {name} chiuse gli occhi, ricordò ogni lezione, ogni inciampo e ogni parola gentile, poi contò fino a tre e provò a {goal} con tutto il cuore.',
    },
    resolution: {
      title: 'Evviva!',
      short: '{name} ce l’ha fatta! Evviva!',
      mid: 'E questa volta funzionò! {name} riuscì davvero a {goal}! «Ce l’ho fatta!» gridò felice.',
      long: 'E questa volta accadde qualcosa di meraviglioso: {name} riuscì davvero a {goal}! Un brivido di gioia [lo|la] attraversò dalla punta del naso alla punta dei piedi. «Ce l’ho fatta!» esclamò, e l’applauso che [gli|le] rispose fu il più forte che si fosse mai sentito.',
    },
    celebration: {
      title: 'Una festa allegra',
      short: 'Tutti applaudono. Evviva!',
      mid: 'Tutti gli amici di {name} esultarono e applaudirono. Fecero una piccola festa con canzoni e torta. {name} era così [orgoglioso|orgogliosa].',
      long: 'Quella sera ci fu una festa con musica, risate e decisamente troppa torta. {name} ringraziò {friend} e tutti quelli che avevano creduto in [lui|lei], e capì che il viaggio era stato prezioso quanto il desiderio stesso.',
    },
    ending: {
      title: 'Sogni d’oro',
      short: 'Buonanotte, {name}.',
      mid: 'Quella notte {name} si addormentò con un gran sorriso. Ora sapeva che, con il coraggio e con buoni amici, i desideri possono avverarsi.',
      long: 'Più tardi, ben [rimboccato|rimboccata] sotto le coperte e già [assonnato|assonnata], {name} ripensò a tutto quello che era successo. Aveva imparato che i piccoli passi possono portarti fino a un grande sogno. Si addormentò sognando già la prossima avventura.',
    },
  },
};
