// French phrase bank.
import type { KindKey, TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type HeroWords, type PhraseBank } from './phrase-bank';

// noun, gender, definite article ("l'" before a vowel or silent h; "le" before aspirated h as in hérisson)
const KINDS: Record<KindKey, [noun: string, gender: 'm' | 'f', the: string]> = {
  hedgehog: ['hérisson', 'm', 'le'], rabbit: ['lapin', 'm', 'le'], cat: ['chaton', 'm', 'le'], dog: ['chiot', 'm', 'le'],
  bear: ['ourson', 'm', "l'"], panda: ['panda', 'm', 'le'], fox: ['renardeau', 'm', 'le'], wolf: ['louveteau', 'm', 'le'],
  mouse: ['souris', 'f', 'la'], squirrel: ['écureuil', 'm', "l'"], raccoon: ['raton laveur', 'm', 'le'],
  owl: ['hibou', 'm', 'le'], bird: ['oiseau', 'm', "l'"], penguin: ['pingouin', 'm', 'le'], duck: ['caneton', 'm', 'le'],
  chicken: ['poussin', 'm', 'le'], pig: ['cochon', 'm', 'le'], cow: ['vache', 'f', 'la'], sheep: ['agneau', 'm', "l'"],
  horse: ['poney', 'm', 'le'], unicorn: ['licorne', 'f', 'la'], elephant: ['éléphanteau', 'm', "l'"],
  giraffe: ['girafe', 'f', 'la'], lion: ['lionceau', 'm', 'le'], tiger: ['tigre', 'm', 'le'], monkey: ['singe', 'm', 'le'],
  frog: ['grenouille', 'f', 'la'], turtle: ['tortue', 'f', 'la'], fish: ['poisson', 'm', 'le'], whale: ['baleine', 'f', 'la'],
  octopus: ['pieuvre', 'f', 'la'], dragon: ['dragon', 'm', 'le'], dinosaur: ['dinosaure', 'm', 'le'], robot: ['robot', 'm', 'le'],
  alien: ['extraterrestre', 'm', "l'"], girl: ['fille', 'f', 'la'], boy: ['garçon', 'm', 'le'], child: ['enfant', 'm', "l'"],
};

const TRAITS: Record<TraitKey, [m: string, f: string]> = {
  shy: ['timide', 'timide'], brave: ['courageux', 'courageuse'], curious: ['curieux', 'curieuse'],
  sleepy: ['dormeur', 'dormeuse'], grumpy: ['grognon', 'grognonne'], lonely: ['solitaire', 'solitaire'],
  clumsy: ['maladroit', 'maladroite'], kind: ['gentil', 'gentille'], cheerful: ['joyeux', 'joyeuse'],
  clever: ['malin', 'maligne'], tiny: ['tout petit', 'toute petite'], scared: ['peureux', 'peureuse'],
};

const g01 = (g: 'm' | 'f') => (g === 'f' ? 1 : 0);
const un = (g: 'm' | 'f') => (g === 'f' ? 'une' : 'un');

function nounPhrase(hero: HeroWords, withLittle: boolean): string {
  const [noun, g] = KINDS[hero.kind];
  // fille and garçon read naturally as "petite fille", "petit garçon"
  const little = withLittle || hero.kind === 'girl' || hero.kind === 'boy';
  if (hero.trait === 'tiny') return `${un(g)} ${g === 'f' ? 'toute petite' : 'tout petit'} ${noun}`;
  const head = little ? `${g === 'f' ? 'petite' : 'petit'} ${noun}` : noun;
  return `${un(g)} ${head} ${TRAITS[hero.trait][g01(g)]}`;
}

function extractGoal(idea: string): string | undefined {
  const m = /(?:veut|voulait|voudrait|rêve d[e']|rêvait d[e']|souhaite|aimerait|apprend à|essaie d[e']|adore|aime|n['’]arrive pas à|ne sait pas)\s*([^.,;!?]+)/i.exec(idea);
  const phrase = m?.[1]?.split(/\s+(?:qui|mais|parce que|car|pendant que)\s+/i)[0]?.trim();
  if (!phrase) return undefined;
  const words = phrase.split(/\s+/);
  const verb = /^(se|s['’])$/i.test(words[0] ?? '') ? words[1] ?? '' : (words[0] ?? '').replace(/^s['’]/, '');
  return /(er|ir|re|oir)$/i.test(verb) ? words.slice(0, 9).join(' ') : undefined;
}

/** Elision, contractions and French spacing before ! ? : ; and inside « ». */
function finishFrench(text: string): string {
  // Word starts are checked with \p{L} because \b treats accented letters as word breaks ("drôle où").
  const elided = text
    .replace(/(?<!\p{L})([dDlLjJnNsS]e|[qQ]ue) (?=[aeiouyâàéèêîôûœAEIOUYÂÀÉÈÊÎÔÛ])/gu, (_m, word: string) => `${word.slice(0, -1)}'`)
    .replace(/(?<!\p{L})([sS])i (?=ils?(?!\p{L}))/gu, "$1'")
    .replace(/(?<!\p{L})([dD])e le(?!\p{L})/gu, '$1u')
    .replace(/(?<!\p{L})([àÀ]) le(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Au' : 'au'))
    .replace(/(?<!\p{L})([dD])e les(?!\p{L})/gu, '$1es')
    .replace(/(?<!\p{L})([àÀ]) les(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Aux' : 'aux'))
    .replace(/'/g, '’');
  return capitalizeSentences(tidySpaces(elided))
    .replace(/\s*([!?:;»])/g, '\u202f$1')
    .replace(/«\s*/g, '«\u202f')
    .replace(/^\u202f/, '');
}

export const french: PhraseBank = {
  language: 'french',
  kindGender: (kind) => KINDS[kind][1],
  heroIntro: (hero) => {
    const g = KINDS[hero.kind][1];
    return `${nounPhrase(hero, false)} ${g === 'f' ? 'nommée' : 'nommé'} ${hero.name}`;
  },
  heroPhrase: (hero) => nounPhrase(hero, true),
  kindThe: (hero) => {
    const [noun, , the] = KINDS[hero.kind];
    return the.endsWith("'") ? `${the}${noun}` : `${the} ${noun}`;
  },
  trait: (trait, gender) => TRAITS[trait][g01(gender)],
  goals: {
    goToMoon: "voler jusqu'à la lune",
    braveDark: 'être [courageux|courageuse] dans le noir',
    findTreasure: 'trouver le trésor caché',
    findStar: "retrouver l'étoile à vœux perdue",
    learnRainbow: "découvrir d'où viennent les arcs-en-ciel",
    makeFriend: 'se faire un vrai ami',
    rideBike: 'faire du vélo',
    bake: 'préparer le plus merveilleux des gâteaux',
    climb: 'grimper au sommet de la plus haute montagne',
    seeSea: 'voir la mer',
    swim: 'nager',
    fly: 'voler',
    read: 'lire un livre entier tout [seul|seule]',
    dance: 'danser',
    sing: 'chanter une chanson devant tout le monde',
    grow: 'faire pousser un magnifique jardin',
    makeLaugh: 'faire rire tout le monde',
    help: 'aider ses amis',
  },
  concepts: {
    moon: 'la lune', stars: 'les étoiles', sun: 'le soleil', rainbow: 'les arcs-en-ciel', clouds: 'les nuages moelleux',
    rain: 'sauter dans les flaques', snow: 'la neige', sea: 'la mer', river: 'la rivière scintillante',
    forest: 'la forêt', flowers: 'les fleurs', garden: 'le jardin', mountain: 'les montagnes',
    cave: 'les grottes secrètes', castle: 'le vieux château', rocket: 'les fusées', planets: 'les planètes',
    kite: 'les cerfs-volants', balloons: 'les ballons', boat: 'les bateaux', train: 'les trains', cake: 'les gâteaux',
    music: 'la musique', books: 'les livres', school: "l'école", treasure: 'les cartes au trésor',
    butterflies: 'les papillons',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['Léon', 'Filou', 'Gaspard', 'Pompon', 'Hugo', 'Noé'], f: ['Lila', 'Capucine', 'Noisette', 'Zoé', 'Rose', 'Lou'] },
  finish: finishFrench,
  goalTitle: '{name} veut {goal}',
  summary: 'Une histoire {adjective} où {heroIntro} rêve de {goal}.',
  theEnd: 'Fin.',
  tones: {
    playful_funny: {
      home: 'dans une petite maison bancale à la cheminée tordue',
      friend: { intro: 'une oie rigolote en bottes de pluie', the: "l'oie", gender: 'f' },
      things: 'les chapeaux rigolos, les flaques rebondissantes et les blagues idiotes',
      adjective: 'drôle',
      lines: {
        opening: '{name} ne portait jamais deux chaussettes pareilles, et c’était très bien comme ça.',
        wish: 'Tout le monde pouffa de rire, {name} [le premier|la première], mais [il|elle] le pensait vraiment.',
        firstTry: 'Boing ! Splatch ! Patatras ! Même les escargots rigolèrent.',
        friend: '{friend} cacarda si fort que le chapeau d’un cochon qui passait s’envola.',
        climax: '{name} remua les oreilles pour se porter chance, car ça aide toujours.',
        resolution: 'Ce fut le moment le plus rigolo et le plus joyeux de tous, et personne ne pouvait s’arrêter de rire.',
        ending: 'Et quelque part, un cochon cherche encore son chapeau.',
      },
      toddler: { opening: 'Boing, boing !', ending: 'Ha ha ha !' },
      titles: ['{name} et le plan tout de travers', 'Les folles journées de {name}'],
    },
    fantasy_magic: {
      home: 'dans une vallée cachée où les fleurs chantaient à l’aube',
      friend: { intro: 'une minuscule fée aux ailes scintillantes', the: 'la fée', gender: 'f' },
      things: 'les étoiles filantes, les vieux grimoires et les champignons lumineux',
      adjective: 'magique',
      lines: {
        opening: 'Dans cette vallée, on pouvait attraper les rayons de lune dans des bocaux, et les souhaits écoutaient parfois.',
        wish: 'À cet instant, une étoile filante traversa le ciel, comme si elle avait entendu.',
        firstTry: '{name} chuchota même un mot magique, mais le sort s’éteignit dans un nuage de fumée violette.',
        friend: 'Partout où volait {friend}, l’air scintillait de poussière d’argent.',
        climax: '{friend} saupoudra une pincée de poussière d’étoiles, même si la vraie magie était déjà dans le cœur de {name}.',
        resolution: 'Des étincelles tourbillonnèrent tout autour, et les fleurs de la vallée se mirent à chanter.',
        ending: 'Les nuits claires, si tu regardes bien, tu peux encore voir les étincelles.',
      },
      toddler: { opening: 'Brille, brille !', ending: 'Magie !' },
      titles: ['{name} et les étoiles qui murmurent', 'Le souhait magique de {name}'],
    },
    animal: {
      home: 'dans un terrier douillet au bord de la grande prairie verte',
      friend: { intro: 'un vieux hibou très sage', the: 'le hibou', gender: 'm' },
      things: 'les prairies ensoleillées, les feuilles qui craquent et l’odeur de la pluie',
      adjective: 'd’animaux',
      lines: {
        opening: 'Les lapins, les canards et les fourmis travailleuses étaient tous ses voisins.',
        wish: 'Les canards cancanèrent et les écureuils jacassèrent : avait-on jamais entendu pareille chose ?',
        firstTry: 'Une famille de canards passa en se dandinant et fit poliment semblant de ne rien voir.',
        friend: '{friend} cligna de ses grands yeux dorés et ébouriffa ses plumes.',
        climax: 'Tous les animaux de la prairie vinrent regarder : les lapins, les canards, les écureuils et même le vieux blaireau.',
        resolution: 'Les oiseaux chantèrent, les lapins tapèrent des pattes et les canards battirent des ailes.',
        ending: 'Et toute la prairie fut un peu plus heureuse qu’avant.',
      },
      toddler: { opening: 'Snif, snif !', ending: 'Cui-cui, coin-coin !' },
      titles: ['{name} de la prairie verte', '{name} et les amis de la prairie'],
    },
    heartwarming: {
      home: 'dans une petite maison à la cuisine jaune et chaleureuse',
      friend: { intro: 'la grand-mère de {name}', the: 'Mamie', gender: 'f' },
      things: 'le chocolat chaud, les couvertures douces et les histoires du soir',
      adjective: 'pleine de tendresse',
      lines: {
        opening: 'Là-bas, chacun partageait ce qu’il avait, même si ce n’était qu’un demi-biscuit.',
        wish: '[Il|Elle] gardait ce souhait tout contre [lui|elle], comme une tasse de chocolat chaud un jour d’hiver.',
        firstTry: 'Ça ne marcha pas, mais un voisin qui passait lui adressa un sourire encourageant.',
        friend: '{friend} serra {name} dans ses bras, bien fort et bien doucement.',
        climax: '{friend} se tenait tout près, avec le sourire le plus fier du monde.',
        resolution: 'Des larmes de bonheur brillaient dans tous les yeux, et tous les cœurs étaient chauds et pleins.',
        ending: 'Car la gentillesse, quand on la partage, grandit toujours.',
      },
      toddler: { opening: 'Un gros câlin.', ending: 'Je t’aime !' },
      titles: ['Le grand cœur de {name}', 'Un câlin pour {name}'],
    },
    sci_fi: {
      home: 'dans une maison ronde et argentée sur une petite planète tranquille',
      friend: { intro: 'un petit robot sympathique', the: 'le robot', gender: 'm' },
      things: 'les fusées, les planètes qui scintillent et les gadgets brillants',
      adjective: 'spatiale',
      lines: {
        opening: 'De sa fenêtre, [il|elle] voyait trois lunes et une planète à anneaux.',
        wish: '[Il|Elle] dessina des plans sur sa tablette jusque tard dans la nuit.',
        firstTry: 'Bip ! Bzzt ! L’engin qu’[il|elle] avait construit crachota et fit des étincelles.',
        friend: 'L’antenne du robot clignota en vert : un bonjour amical.',
        climax: 'Compte à rebours : cinq, quatre, trois, deux, un !',
        resolution: 'Toutes les lumières de la station spatiale clignotèrent pour fêter ça.',
        ending: 'Tout là-haut, les étoiles scintillaient comme des milliards d’yeux malicieux.',
      },
      toddler: { opening: 'Bip, boup !', ending: 'Zoum !' },
      titles: ['{name} et la fusée des étoiles', 'Le voyage de {name} vers les étoiles'],
    },
    daily_life_basics: {
      home: 'dans une petite maison lumineuse de la rue des Érables',
      friend: { intro: 'une maîtresse très gentille', the: 'la maîtresse', gender: 'f' },
      things: 'les crêpes du petit déjeuner, le chemin de l’école et les bulles du bain',
      adjective: 'du quotidien',
      lines: {
        opening: 'Chaque journée commençait pareil : se laver, s’habiller, prendre le petit déjeuner et faire un gros câlin du matin.',
        wish: '[Il|Elle] y pensait en se brossant les dents, et encore en mettant ses chaussures.',
        firstTry: 'C’était un peu comme faire ses lacets pour la toute première fois : pas facile !',
        friend: '{friend} s’accroupit pour qu’ils puissent se parler les yeux dans les yeux.',
        climax: '{name} se rappela : on inspire, on expire, on y va doucement.',
        resolution: 'C’était comme faire du vélo sans petites roues pour la première fois.',
        ending: 'Demain serait un nouveau jour, plein de nouvelles petites choses à apprendre.',
      },
      toddler: { opening: 'Bonjour !', ending: 'Bain, histoire, dodo.' },
      titles: ['La grande journée de {name}', '{name} y arrive !'],
    },
    adventurous: {
      home: 'dans une cabane douillette au pied des hautes montagnes bleues',
      friend: { intro: 'un vieil explorateur avec une carte rapiécée', the: "l'explorateur", gender: 'm' },
      things: 'les vieilles cartes, les sentiers secrets et les pays lointains',
      adjective: 'd’aventure',
      lines: {
        opening: 'On disait qu’au-delà des montagnes se trouvaient des endroits que personne n’avait jamais vus.',
        wish: '[Il|Elle] prépara un sac à dos, au cas où : une corde, une lanterne et un sandwich.',
        firstTry: 'Le chemin était raide, et un coup de vent fit s’envoler son chapeau.',
        friend: '{friend} déroula une carte couverte de signes mystérieux.',
        climax: 'Ils traversèrent un pont de corde branlant, tout en haut d’une rivière déchaînée.',
        resolution: 'De là-haut, le monde entier semblait s’étendre à leurs pieds.',
        ending: 'Et la carte ? Elle a encore quelques espaces blancs, qui attendent d’être explorés.',
      },
      toddler: { opening: 'En route !', ending: 'Quelle aventure !' },
      titles: ['{name} et la carte secrète', 'La grande aventure de {name}'],
    },
    educational: {
      home: 'dans une maison joyeuse pleine de livres et de questions',
      friend: { intro: 'une scientifique curieuse', the: 'la scientifique', gender: 'f' },
      things: 'les questions, les loupes et comprendre comment marchent les choses',
      adjective: 'pleine de découvertes',
      lines: {
        opening: '{name} demandait toujours : pourquoi ? comment ? et si… ?',
        wish: 'Pour trouver comment, [il|elle] décida d’observer, de poser des questions et de faire des essais, comme [un vrai scientifique|une vraie scientifique].',
        firstTry: 'La première expérience rata, et cela lui apprit une chose importante : les erreurs sont des indices.',
        friend: '{friend} lui montra comment noter chaque idée dans un carnet.',
        climax: '{name} relut ses notes une dernière fois : étape un, étape deux, étape trois.',
        resolution: 'L’entraînement, la patience et la réflexion avaient travaillé ensemble.',
        ending: 'Le savais-tu ? Chaque expert a d’abord été un débutant.',
      },
      toddler: { opening: 'Pourquoi ? Comment ?', ending: 'Maintenant, je sais !' },
      titles: ['{name} se demande pourquoi', '{name} mène l’enquête'],
    },
  },
  stages: {
    opening: {
      title: 'Voici {name}',
      short: 'Voici {name}. {name} est {heroPhrase}.',
      mid: 'Il était une fois {heroIntro}. {name} vivait {home}. Chaque matin, {name} disait bonjour au soleil.',
      long: 'Il était une fois, {home}, {heroIntro}. {name} était {trait}, mais son cœur débordait d’émerveillement, et [il|elle] remarquait ce que les autres ne voyaient pas : l’éclat de la rosée, le bourdonnement des abeilles, les nuages qui passaient lentement comme de grands bateaux.',
    },
    world: {
      title: 'Ses choses préférées',
      short: '{name} adore {things}.',
      mid: '{name} adorait {things}. [Il|Elle] pouvait y penser toute la journée. La vie était douce et tranquille.',
      long: 'Plus que tout, {name} adorait {things}. [Il|Elle] pouvait passer tout un après-midi à en rêver, pendant que le monde autour [de lui|d’elle] continuait sa course pressée. Pourtant, tout au fond, il manquait quelque chose.',
    },
    wish: {
      title: 'Un grand souhait',
      short: '{name} veut {goal}.',
      mid: '{name} avait un grand souhait. [Il|Elle] voulait {goal} ! Mais [il|elle] ne savait pas comment.',
      long: 'Un soir, {name} avoua enfin le secret qu’[il|elle] gardait depuis longtemps : [il|elle] voulait {goal}. Cela semblait impossible, peut-être même un peu fou, et pourtant ce souhait brillait en [lui|elle] comme une petite lanterne qui refusait de s’éteindre.',
    },
    firstTry: {
      title: 'Le premier essai',
      short: '{name} essaie. Oups !',
      mid: 'Alors {name} essaya de {goal}. [Il|Elle] essaya très fort. Mais ça ne marcha pas. Oups !',
      long: 'Dès le lendemain matin, {name} prépara un plan soigneux et essaya de {goal}. [Il|Elle] se concentra de toutes ses forces, compta jusqu’à trois et donna tout ce qu’[il|elle] avait. Hélas, rien ne se passa comme prévu, et l’essai se termina en un fouillis de culbutes et de cris de surprise.',
    },
    setback: {
      title: 'Un moment triste',
      short: '{name} est triste.',
      mid: '{name} s’assit avec un soupir. « Je n’y arriverai peut-être pas », murmura-t-[il|elle]. Une petite larme roula sur sa joue.',
      long: '[Découragé|Découragée], {name} s’assit sous un arbre et fixa le sol. « Certains souhaits sont peut-être tout simplement trop grands », murmura-t-[il|elle]. La déception pesait lourd, comme un sac à dos rempli de pierres, et pendant un moment [il|elle] n’eut plus envie de rien essayer.',
    },
    friend: {
      title: 'Un coup de main',
      short: '{name} rencontre {friendIntro}.',
      mid: 'Juste à ce moment-là, {friendIntro} passa par là. « Pourquoi es-tu triste ? » demanda {friend}. {name} lui raconta tout de son grand souhait.',
      long: 'Juste à ce moment-là, {friendIntro} apparut. « Quel gros soupir ! » dit doucement {friend}. « Qu’est-ce qui ne va pas ? » D’abord en hésitant, puis d’un seul coup, {name} expliqua tout : le souhait, l’essai raté et la peur que ça ne se réalise jamais.',
    },
    advice: {
      title: 'Un bon conseil',
      short: '« Tu peux y arriver ! » dit {friend}.',
      mid: '{friend} sourit. « Les grands souhaits ont besoin de petits pas, dit-<il|elle>. Essayons ensemble, un petit pas à la fois. »',
      long: '{friend} écouta attentivement, puis sourit d’un sourire lent et sage. « Toute grande chose commence par un petit pas, dit-<il|elle>. Personne ne réussit dès le premier jour. Et si on découpait ton souhait en tout petits morceaux pour s’entraîner sur chacun ? »',
    },
    secondTry: {
      title: 'Encore et encore',
      short: '{name} essaie encore.',
      mid: 'Alors {name} s’entraîna chaque jour, un peu, puis encore un peu plus. C’était toujours difficile, mais [il|elle] faisait des progrès !',
      long: 'Alors ils s’entraînèrent ensemble, jour après jour. Certains essais étaient bancals, d’autres complètement ridicules, et un ou deux presque réussis. Chaque soir, {name} remarquait qu’[il|elle] était un tout petit peu plus [courageux|courageuse] et un tout petit peu plus [fort|forte] que la veille.',
    },
    doubt: {
      title: 'Une nuit étoilée',
      short: 'C’est la nuit. {name} regarde les étoiles.',
      mid: 'Cette nuit-là, {name} regarda les étoiles. « Et si je n’y arrivais jamais ? » se demanda-t-[il|elle]. Les étoiles scintillèrent, comme pour dire : continue.',
      long: 'Cette nuit-là, {name} ne dormait pas et regardait les étoiles s’allumer une à une dans le ciel de velours. Les doutes se glissaient comme des ombres : et si tout cet entraînement ne servait à rien ? Mais tandis que la lune montait, une petite voix calme et têtue lui répondit au fond [de lui|d’elle] : ne pas abandonner, c’est aussi une sorte de magie.',
    },
    insight: {
      title: 'Une idée lumineuse',
      short: '{name} a une idée !',
      mid: 'Au matin, {name} eut une idée merveilleuse. [Il|Elle] n’était pas [obligé|obligée] de le faire [seul|seule], ni d’être [parfait|parfaite] !',
      long: 'Au lever du jour, {name} se réveilla avec une idée pétillante. [Il|Elle] avait essayé d’être quelqu’un d’autre, mais si [il|elle] se servait plutôt de ce qui [le|la] rendait unique ? Avec un grand sourire, [il|elle] rassembla son courage, ses amis et tout ce qu’[il|elle] avait appris.',
    },
    climax: {
      title: 'Le grand moment',
      short: 'À vos marques, prêts, partez !',
      mid: 'Le grand jour arriva. {name} prit une grande inspiration. Un, deux, trois… [il|elle] essaya de {goal} encore une fois !',
      long: 'Enfin, le grand moment arriva. Tout le monde se rassembla pour regarder, en retenant son souffle. {name} ferma les yeux, se souvint de chaque leçon, de chaque chute et de chaque mot gentil, puis compta jusqu’à trois et essaya de {goal} de tout son cœur.',
    },
    resolution: {
      title: 'Hourra !',
      short: '{name} a réussi ! Hourra !',
      mid: 'Et cette fois, ça marcha ! {name} réussit vraiment à {goal} ! « J’ai réussi ! » cria-t-[il|elle] de joie.',
      long: 'Et cette fois, quelque chose de merveilleux se produisit : {name} réussit vraiment à {goal} ! Un frisson de joie [le|la] parcourut du bout du nez au bout des pieds. « J’ai réussi ! » s’écria-t-[il|elle], et la clameur qui lui répondit fut la plus forte qu’on ait jamais entendue.',
    },
    celebration: {
      title: 'Une joyeuse fête',
      short: 'Tout le monde applaudit. Youpi !',
      mid: 'Tous ses amis applaudirent et l’acclamèrent. Ils firent une petite fête avec des chansons et du gâteau. {name} était si [fier|fière].',
      long: 'Ce soir-là, il y eut une fête avec de la musique, des rires et beaucoup trop de gâteau. {name} remercia {friend} et tous ceux qui avaient cru en [lui|elle], et comprit que le chemin avait été aussi précieux que le souhait lui-même.',
    },
    ending: {
      title: 'Fais de beaux rêves',
      short: 'Bonne nuit, {name}.',
      mid: 'Ce soir-là, {name} s’endormit avec un grand sourire. [Il|Elle] savait maintenant qu’avec du courage et de bons amis, les souhaits peuvent se réaliser.',
      long: 'Plus tard, bien [bordé|bordée] et tout [ensommeillé|ensommeillée], {name} repensa à tout ce qui s’était passé. [Il|Elle] avait appris que les petits pas peuvent mener jusqu’aux plus grands rêves. [Il|Elle] s’endormit en rêvant déjà de sa prochaine aventure.',
    },
  },
};
