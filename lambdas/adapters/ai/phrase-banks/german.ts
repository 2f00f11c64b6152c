// German phrase bank. Kind nouns appear only in the nominative; the hero is otherwise called by name.
import type { KindKey, TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type Gender, type HeroWords, type PhraseBank } from './phrase-bank';

const KINDS: Record<KindKey, [noun: string, gender: Gender]> = {
  hedgehog: ['Igel', 'm'], rabbit: ['Hase', 'm'], cat: ['Kätzchen', 'n'], dog: ['Hündchen', 'n'], bear: ['Bär', 'm'],
  panda: ['Panda', 'm'], fox: ['Fuchs', 'm'], wolf: ['Wolf', 'm'], mouse: ['Maus', 'f'], squirrel: ['Eichhörnchen', 'n'],
  raccoon: ['Waschbär', 'm'], owl: ['Eule', 'f'], bird: ['Vogel', 'm'], penguin: ['Pinguin', 'm'], duck: ['Entchen', 'n'],
  chicken: ['Küken', 'n'], pig: ['Schweinchen', 'n'], cow: ['Kuh', 'f'], sheep: ['Schäfchen', 'n'], horse: ['Pony', 'n'],
  unicorn: ['Einhorn', 'n'], elephant: ['Elefant', 'm'], giraffe: ['Giraffe', 'f'], lion: ['Löwe', 'm'], tiger: ['Tiger', 'm'],
  monkey: ['Äffchen', 'n'], frog: ['Frosch', 'm'], turtle: ['Schildkröte', 'f'], fish: ['Fisch', 'm'], whale: ['Wal', 'm'],
  octopus: ['Krake', 'm'], dragon: ['Drache', 'm'], dinosaur: ['Dinosaurier', 'm'], robot: ['Roboter', 'm'],
  alien: ['Alien', 'n'], girl: ['Mädchen', 'n'], boy: ['Junge', 'm'], child: ['Kind', 'n'],
};

const TRAITS: Record<TraitKey, string> = {
  shy: 'schüchtern', brave: 'mutig', curious: 'neugierig', sleepy: 'verschlafen', grumpy: 'brummig', lonely: 'einsam',
  clumsy: 'tollpatschig', kind: 'lieb', cheerful: 'fröhlich', clever: 'klug', tiny: 'winzig', scared: 'ängstlich',
};

const INDEFINITE: Record<Gender, [article: string, ending: string]> = { m: ['ein', 'er'], f: ['eine', 'e'], n: ['ein', 'es'] };
const DEFINITE: Record<Gender, string> = { m: 'der', f: 'die', n: 'das' };

function indefinite(hero: HeroWords, adjectives: readonly string[]): string {
  const [noun, g] = KINDS[hero.kind];
  const [article, ending] = INDEFINITE[g];
  return [article, ...adjectives.map((a) => a + ending), noun].join(' ');
}

// Separable prefixes take "zu" in the middle: herausfinden → herauszufinden.
const SEPARABLE = /^(heraus|hinauf|hinaus|zurück|auf|aus|los|weg|mit)(?=\p{Ll}{3,})/u;

/** "Fahrrad fahren" → "Fahrrad zu fahren". */
export function zuInfinitive(goal: string): string {
  const words = goal.split(' ');
  const verb = words.pop() ?? '';
  const prefix = SEPARABLE.exec(verb)?.[1];
  const withZu = prefix ? `${prefix}zu${verb.slice(prefix.length)}` : `zu ${verb}`;
  return [...words, withZu].join(' ');
}

function extractGoal(idea: string): string | undefined {
  const isInfinitive = (phrase: string) => /(en|ern|eln)$/.test(phrase.split(' ').pop() ?? '');
  const relative = /(?:,\s*|\s)(?:der|die|das|welche[rs]?)\s+(?:so\s+|sehr\s+|unbedingt\s+|gern\s+|gerne\s+|endlich\s+|einmal\s+)*(.+?)\s+(?:will|möchte|wollte|lernen will|lernen möchte)\b/i.exec(idea);
  if (relative?.[1] && isInfinitive(relative[1])) return relative[1].trim();
  const dream = /träumt\s+davon,?\s+(.+?)\s+zu\s+(\p{L}+)/iu.exec(idea);
  if (dream?.[1] && dream[2]) return `${dream[1]} ${dream[2]}`;
  const main = /\b(?:will|möchte)\s+(?:so\s+gern\s+|unbedingt\s+|gern\s+)?([^.,;!?]+)/i.exec(idea);
  if (main?.[1] && isInfinitive(main[1].trim())) return main[1].trim().split(/\s+/).slice(0, 9).join(' ');
  return undefined;
}

export const german: PhraseBank = {
  language: 'german',
  kindGender: (kind) => KINDS[kind][1],
  heroIntro: (hero) => `${indefinite(hero, [TRAITS[hero.trait]])} namens ${hero.name}`,
  heroPhrase: (hero) => indefinite(hero, hero.trait === 'tiny' ? ['winzig', 'klein'] : [TRAITS[hero.trait], 'klein']),
  kindThe: (hero) => `${DEFINITE[KINDS[hero.kind][1]]} ${KINDS[hero.kind][0]}`,
  trait: (trait) => TRAITS[trait],
  goals: {
    goToMoon: 'bis zum Mond fliegen',
    braveDark: 'im Dunkeln mutig sein',
    findTreasure: 'den versteckten Schatz finden',
    findStar: 'den verlorenen Wunschstern finden',
    learnRainbow: 'das Geheimnis des Regenbogens lüften',
    makeFriend: 'einen echten Freund finden',
    rideBike: 'Fahrrad fahren',
    bake: 'den wunderbarsten Kuchen der Welt backen',
    climb: 'auf den höchsten Berg klettern',
    seeSea: 'das Meer sehen',
    swim: 'schwimmen',
    fly: 'fliegen',
    read: 'ganz allein ein Buch lesen',
    dance: 'tanzen',
    sing: 'vor allen ein Lied singen',
    grow: 'einen wunderschönen Garten pflanzen',
    makeLaugh: 'alle zum Lachen bringen',
    help: '[seinen|ihren] Freunden helfen',
  },
  concepts: {
    moon: 'den Mond', stars: 'die Sterne', sun: 'die warme Sonne', rainbow: 'Regenbögen', clouds: 'flauschige Wolken',
    rain: 'Pfützenspringen im Regen', snow: 'den Schnee', sea: 'das Meer', river: 'den glitzernden Fluss',
    forest: 'den Wald', flowers: 'Blumen', garden: 'den Garten', mountain: 'die Berge', cave: 'geheime Höhlen',
    castle: 'das alte Schloss', rocket: 'Raketen', planets: 'die Planeten', kite: 'Drachensteigen',
    balloons: 'Luftballons', boat: 'Boote', train: 'Züge', cake: 'Kuchen', music: 'Musik', books: 'Bücher',
    school: 'den Kindergarten', treasure: 'Schatzkarten', butterflies: 'Schmetterlinge',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`,
  goalForms: (goal) => ({ goalZu: zuInfinitive(goal) }),
  extractGoal,
  names: { m: ['Paul', 'Emil', 'Fritzi', 'Jonas', 'Flocke', 'Theo'], f: ['Lotte', 'Mia', 'Frieda', 'Ida', 'Pünktchen', 'Lina'] },
  finish: (text) => capitalizeSentences(tidySpaces(text)),
  goalTitle: '{name} will {goal}',
  summary: 'Eine {adjective} Geschichte von {name}, [der|die] so gern {goal} möchte.',
  theEnd: 'Ende.',
  tones: {
    playful_funny: {
      home: 'in einem wackeligen Häuschen mit einem schiefen Schornstein',
      friend: { intro: 'eine kichernde Gans in Gummistiefeln', the: 'die Gans', gender: 'f' },
      things: 'lustige Hüte, hüpfende Pfützen und alberne Witze',
      adjective: 'lustige',
      lines: {
        opening: '{name} trug nie zwei gleiche Socken, und genau so gefiel es [ihm|ihr].',
        wish: 'Alle kicherten über die Idee, aber {name} kicherte am lautesten und meinte es trotzdem ernst.',
        firstTry: 'Boing! Platsch! Holterdiepolter! Sogar die Schnecken lachten.',
        friend: '{friend} schnatterte so laut, dass einem vorbeilaufenden Schwein der Hut davonflog.',
        climax: '{name} wackelte für das Glück mit den Ohren, denn das hilft immer.',
        resolution: 'Es war der albernste und glücklichste Moment überhaupt, und niemand konnte aufhören zu lachen.',
        ending: 'Und irgendwo sucht ein Schwein noch immer seinen Hut.',
      },
      toddler: { opening: 'Boing, boing!', ending: 'Hahaha!' },
      titles: ['{name} und der kunterbunte Plan', 'Die kichernden Tage von {name}'],
    },
    fantasy_magic: {
      home: 'in einem verborgenen Tal, in dem die Blumen im Morgengrauen sangen',
      friend: { intro: 'eine winzige Fee mit glitzernden Flügeln', the: 'die Fee', gender: 'f' },
      things: 'Sternschnuppen, alte Zauberbücher und leuchtende Pilze',
      adjective: 'zauberhafte',
      lines: {
        opening: 'In diesem Tal konnte man Mondstrahlen in Gläsern fangen, und manchmal hörten Wünsche zu.',
        wish: 'Genau in diesem Moment zog eine Sternschnuppe über den Himmel, als hätte sie es gehört.',
        firstTry: '{name} flüsterte sogar ein Zauberwort, aber der Zauber verpuffte in einer lila Rauchwolke.',
        friend: 'Wo {friend} hinflog, schimmerte die Luft von silbernem Staub.',
        climax: '{friend} streute eine Prise Sternenstaub, doch der wahre Zauber steckte längst in {name}.',
        resolution: 'Überall wirbelte Glitzer, und die Blumen des Tals begannen zu singen.',
        ending: 'Wenn du in klaren Nächten genau hinschaust, kannst du das Glitzern noch immer sehen.',
      },
      toddler: { opening: 'Glitzer, glitzer!', ending: 'Zauberei!' },
      titles: ['{name} und die flüsternden Sterne', 'Der Zauberwunsch von {name}'],
    },
    animal: {
      home: 'in einem gemütlichen Bau am Rand der großen grünen Wiese',
      friend: { intro: 'eine weise alte Eule', the: 'die Eule', gender: 'f' },
      things: 'sonnige Wiesen, raschelnde Blätter und den Duft von Regen',
      adjective: 'tierische',
      lines: {
        opening: 'Die Hasen, die Enten und die fleißigen Ameisen waren alle [seine|ihre] Nachbarn.',
        wish: 'Die Enten schnatterten und die Eichhörnchen plapperten: Hatte man so etwas schon einmal gehört?',
        firstTry: 'Eine Entenfamilie watschelte vorbei und tat höflich so, als hätte sie nichts gesehen.',
        friend: '{friend} blinzelte mit <seinen|ihren> großen goldenen Augen und plusterte <sein|ihr> Gefieder auf.',
        climax: 'Alle Tiere der Wiese kamen, um zuzusehen: Hasen, Enten, Eichhörnchen und sogar der alte Dachs.',
        resolution: 'Die Vögel sangen, die Hasen trommelten mit den Pfoten und die Enten schlugen mit den Flügeln.',
        ending: 'Und die ganze Wiese war ein kleines bisschen glücklicher als zuvor.',
      },
      toddler: { opening: 'Schnupper, schnupper!', ending: 'Piep, quak, quiek!' },
      titles: ['{name} von der grünen Wiese', '{name} und die Wiesenfreunde'],
    },
    heartwarming: {
      home: 'in einem kleinen Haus mit einer warmen gelben Küche',
      friend: { intro: 'die Oma von {name}', the: 'Oma', gender: 'f' },
      things: 'heißen Kakao, weiche Decken und Gutenachtgeschichten',
      adjective: 'herzerwärmende',
      lines: {
        opening: 'Dort teilte jeder, was er hatte, auch wenn es nur ein halber Keks war.',
        wish: '[Er|Sie] hütete den Wunsch wie eine warme Tasse Kakao an einem kalten Tag.',
        firstTry: 'Es klappte nicht, aber ein Nachbar, der vorbeikam, schenkte [ihm|ihr] ein aufmunterndes Lächeln.',
        friend: '{friend} nahm {name} ganz fest und warm in den Arm.',
        climax: '{friend} stand ganz in der Nähe und lächelte das stolzeste Lächeln der Welt.',
        resolution: 'In allen Augen glänzten Freudentränen, und alle Herzen fühlten sich warm und voll an.',
        ending: 'Denn Freundlichkeit, die man teilt, wird immer größer.',
      },
      toddler: { opening: 'Drück, drück.', ending: 'Hab dich lieb!' },
      titles: ['Das große Herz von {name}', 'Eine Umarmung für {name}'],
    },
    sci_fi: {
      home: 'in einem runden Silberhaus auf einem stillen kleinen Planeten',
      friend: { intro: 'ein freundlicher kleiner Roboter', the: 'der Roboter', gender: 'm' },
      things: 'Raketen, funkelnde Planeten und glänzende Geräte',
      adjective: 'galaktische',
      lines: {
        opening: 'Aus [seinem|ihrem] Fenster sah [er|sie] drei Monde und einen Planeten mit Ringen.',
        wish: '[Er|Sie] zeichnete bis spät in die Nacht Pläne auf [seinem|ihrem] Tablet.',
        firstTry: 'Piep! Bzzzt! Das Gerät, das [er|sie] gebaut hatte, stotterte und sprühte Funken.',
        friend: 'Die Antenne des Roboters blinkte grün: ein freundliches Hallo.',
        climax: 'Countdown: fünf, vier, drei, zwei, eins!',
        resolution: 'Alle Lichter der Raumstation blinkten zur Feier des Tages.',
        ending: 'Weit oben funkelten die Sterne wie Milliarden zwinkernder Augen.',
      },
      toddler: { opening: 'Piep, piep!', ending: 'Wusch!' },
      titles: ['{name} und die Sternenrakete', 'Die Reise von {name} zu den Sternen'],
    },
    daily_life_basics: {
      home: 'in einem hellen kleinen Haus in der Ahornstraße',
      friend: { intro: 'eine freundliche Erzieherin', the: 'die Erzieherin', gender: 'f' },
      things: 'Pfannkuchen zum Frühstück, den Weg zum Kindergarten und Schaumbäder',
      adjective: 'alltägliche',
      lines: {
        opening: 'Jeder Tag begann gleich: waschen, anziehen, frühstücken und eine große Guten-Morgen-Umarmung.',
        wish: '[Er|Sie] dachte beim Zähneputzen daran und dann wieder beim Schuheanziehen.',
        firstTry: 'Es war ein bisschen wie das allererste Schleifebinden: knifflig!',
        friend: '{friend} ging in die Hocke, damit sie sich in die Augen sehen konnten.',
        climax: '{name} erinnerte sich: einatmen, ausatmen, ganz langsam.',
        resolution: 'Es fühlte sich an wie das erste Mal Fahrradfahren ohne Hilfe.',
        ending: 'Morgen würde ein neuer Tag sein, voller neuer kleiner Dinge zum Lernen.',
      },
      toddler: { opening: 'Guten Morgen!', ending: 'Baden, Buch, Bett.' },
      titles: ['Der große Tag von {name}', '{name} schafft das!'],
    },
    adventurous: {
      home: 'in einer gemütlichen Hütte am Fuß der hohen blauen Berge',
      friend: { intro: 'ein alter Entdecker mit einer geflickten Karte', the: 'der Entdecker', gender: 'm' },
      things: 'alte Landkarten, geheime Pfade und ferne Orte',
      adjective: 'abenteuerliche',
      lines: {
        opening: 'Hinter den Bergen, so hieß es, lagen Orte, die noch niemand gesehen hatte.',
        wish: '[Er|Sie] packte vorsichtshalber einen Rucksack: ein Seil, eine Laterne und ein Butterbrot.',
        firstTry: 'Der Weg war steil, und ein Windstoß wirbelte [seinen|ihren] Hut davon.',
        friend: '{friend} rollte eine Karte voller geheimnisvoller Zeichen aus.',
        climax: 'Sie überquerten eine wackelige Hängebrücke hoch über einem rauschenden Fluss.',
        resolution: 'Von dort oben schien die ganze weite Welt unter ihnen zu liegen.',
        ending: 'Und die Karte? Sie hat noch ein paar weiße Flecken, die darauf warten, entdeckt zu werden.',
      },
      toddler: { opening: 'Los geht’s!', ending: 'Was für ein Abenteuer!' },
      titles: ['{name} und die geheime Karte', 'Das große Abenteuer von {name}'],
    },
    educational: {
      home: 'in einem fröhlichen Haus voller Bücher und Fragen',
      friend: { intro: 'eine neugierige Forscherin', the: 'die Forscherin', gender: 'f' },
      things: 'Fragen, Lupen und das Herausfinden, wie Dinge funktionieren',
      adjective: 'lehrreiche',
      lines: {
        opening: '{name} fragte immer: Warum? Wie? Was wäre, wenn?',
        wish: 'Um es herauszufinden, beschloss [er|sie], zu beobachten, Fragen zu stellen und Dinge auszuprobieren, genau wie [ein echter Forscher|eine echte Forscherin].',
        firstTry: 'Das erste Experiment ging schief, und das lehrte [ihn|sie] etwas Wichtiges: Fehler sind Hinweise.',
        friend: '{friend} zeigte [ihm|ihr], wie man jede Idee in ein Notizbuch schreibt.',
        climax: '{name} prüfte die Notizen ein letztes Mal: Schritt eins, Schritt zwei, Schritt drei.',
        resolution: 'Übung, Geduld und kluges Nachdenken hatten zusammengearbeitet.',
        ending: 'Wusstest du? Jeder Experte hat einmal als Anfänger begonnen.',
      },
      toddler: { opening: 'Warum? Wie?', ending: 'Jetzt weiß ich es!' },
      titles: ['{name} fragt, warum', '{name} findet es heraus'],
    },
  },
  stages: {
    opening: {
      title: 'Das ist {name}',
      short: 'Das ist {name}. {name} ist {heroPhrase}.',
      mid: 'Es war einmal {heroIntro}. {name} wohnte {home}. Jeden Morgen sagte {name} der Sonne Guten Morgen.',
      long: 'Es war einmal, {home}, {heroIntro}. {name} war {trait}, aber [sein|ihr] Herz war voller Staunen, und [er|sie] bemerkte die Dinge, an denen andere vorbeieilten: das Glitzern des Taus, das Summen der Bienen und die Wolken, die wie langsame Schiffe vorüberzogen.',
    },
    world: {
      title: 'Lieblingsdinge',
      short: '{name} liebt {things}.',
      mid: '{name} liebte {things}. [Er|Sie] konnte den ganzen Tag daran denken. Das Leben war gemütlich und ruhig.',
      long: 'Mehr als alles andere liebte {name} {things}. [Er|Sie] konnte einen ganzen Nachmittag davon träumen, während die Welt um [ihn|sie] herum ihren eiligen Alltag lebte. Und doch fehlte tief drinnen irgendetwas.',
    },
    wish: {
      title: 'Ein großer Wunsch',
      short: '{name} will {goal}.',
      mid: '{name} hatte einen großen Wunsch. [Er|Sie] wollte so gern {goal}! Aber [er|sie] wusste nicht, wie.',
      long: 'Eines Abends verriet {name} endlich das Geheimnis, das [er|sie] so lange gehütet hatte: [Er|Sie] wollte {goal}. Es schien unmöglich, vielleicht sogar ein bisschen albern, und doch leuchtete der Wunsch in [ihm|ihr] wie eine kleine Laterne, die einfach nicht ausgehen wollte.',
    },
    firstTry: {
      title: 'Der erste Versuch',
      short: '{name} versucht es. Hoppla!',
      mid: 'Also versuchte {name}, {goalZu}. [Er|Sie] strengte sich sehr an. Aber es klappte nicht. Hoppla!',
      long: 'Gleich am nächsten Morgen schmiedete {name} einen sorgfältigen Plan und versuchte, {goalZu}. [Er|Sie] konzentrierte sich mit aller Kraft, zählte bis drei und gab alles. Leider lief gar nichts nach Plan, und der ganze Versuch endete in einem Durcheinander aus Purzelbäumen und erstaunten Rufen.',
    },
    setback: {
      title: 'Ein trauriger Moment',
      short: '{name} ist traurig.',
      mid: '{name} setzte sich seufzend hin. „Vielleicht schaffe ich es nicht“, flüsterte [er|sie]. Eine kleine Träne kullerte über [seine|ihre] Wange.',
      long: 'Entmutigt setzte sich {name} unter einen Baum und starrte auf den Boden. „Vielleicht sind manche Wünsche einfach zu groß“, murmelte [er|sie]. Die Enttäuschung war schwer wie ein Rucksack voller Steine, und eine Weile hatte [er|sie] zu gar nichts mehr Lust.',
    },
    friend: {
      title: 'Eine helfende Hand',
      short: 'Da kommt {friendIntro}.',
      mid: 'Gerade da kam {friendIntro} vorbei. „Warum bist du traurig?“, fragte {friend}. {name} erzählte <ihm|ihr> alles über den großen Wunsch.',
      long: 'Genau in diesem Moment tauchte {friendIntro} auf. „Das war aber ein großer Seufzer“, sagte {friend} sanft. „Was ist denn los?“ Erst zögernd und dann ganz schnell erklärte {name} alles: den Wunsch, den misslungenen Versuch und die Angst, dass er nie in Erfüllung gehen würde.',
    },
    advice: {
      title: 'Ein guter Rat',
      short: '„Du schaffst das!“, sagt {friend}.',
      mid: '{friend} lächelte. „Große Wünsche brauchen kleine Schritte“, sagte <er|sie>. „Lass es uns zusammen versuchen, Schritt für Schritt.“',
      long: '{friend} hörte aufmerksam zu und lächelte dann ein langsames, weises Lächeln. „Alles Große beginnt mit einem kleinen Schritt“, sagte <er|sie>. „Niemand schafft es am ersten Tag. Wie wäre es, wenn wir deinen Wunsch in winzige Stücke teilen und jedes einzeln üben?“',
    },
    secondTry: {
      title: 'Üben, üben, üben',
      short: '{name} versucht es noch einmal.',
      mid: 'Also übte {name} jeden Tag, ein bisschen und dann noch ein bisschen mehr. Es war immer noch schwer, aber [er|sie] wurde immer besser!',
      long: 'Also übten sie zusammen, Tag für Tag. Manche Versuche waren wackelig, manche ziemlich lustig, und ein oder zwei waren fast gut. Jeden Abend merkte {name}, dass [er|sie] ein kleines bisschen mutiger und ein kleines bisschen stärker war als am Tag davor.',
    },
    doubt: {
      title: 'Eine Sternennacht',
      short: 'Es ist Nacht. {name} schaut die Sterne an.',
      mid: 'In dieser Nacht schaute {name} zu den Sternen hinauf. „Und wenn ich es nie kann?“, fragte [er|sie] sich. Die Sterne funkelten zurück, als wollten sie sagen: Mach weiter.',
      long: 'In dieser Nacht lag {name} wach und sah zu, wie die Sterne einer nach dem anderen am samtenen Himmel aufleuchteten. Zweifel schlichen sich heran wie Schatten: Was, wenn all das Üben umsonst war? Doch als der Mond höher stieg, antwortete eine leise, hartnäckige Stimme in [ihm|ihr]: Nicht aufzugeben ist auch eine Art Zauberei.',
    },
    insight: {
      title: 'Eine glänzende Idee',
      short: '{name} hat eine Idee!',
      mid: 'Am Morgen hatte {name} eine wunderbare Idee. [Er|Sie] musste es nicht allein schaffen, und [er|sie] musste nicht perfekt sein!',
      long: 'Als der Morgen kam, wachte {name} mit einer funkelnden Idee auf. [Er|Sie] hatte versucht, jemand anderes zu sein, aber was, wenn [er|sie] stattdessen das nutzte, was [ihn|sie] besonders machte? Mit einem Grinsen nahm [er|sie] [seinen|ihren] Mut, [seine|ihre] Freunde und alles Gelernte zusammen.',
    },
    climax: {
      title: 'Der große Moment',
      short: 'Auf die Plätze, fertig, los!',
      mid: 'Der große Tag kam. {name} holte tief Luft. Eins, zwei, drei … [er|sie] versuchte noch einmal, {goalZu}!',
      long: 'Endlich war der große Moment da. Alle versammelten sich und hielten den Atem an. {name} schloss die Augen, erinnerte sich an jede Lektion, jedes Wackeln und jedes liebe Wort, zählte dann bis drei und versuchte von ganzem Herzen, {goalZu}.',
    },
    resolution: {
      title: 'Hurra!',
      short: '{name} hat es geschafft! Hurra!',
      mid: 'Und diesmal klappte es! {name} konnte wirklich {goal}! „Ich hab’s geschafft!“, rief [er|sie] voller Freude.',
      long: 'Und diesmal geschah etwas Wunderbares: {name} konnte wirklich {goal}! Ein Freudenschauer lief [ihm|ihr] von der Nasenspitze bis zu den Zehen. „Ich hab’s geschafft!“, rief [er|sie], und der Jubel, der [ihm|ihr] antwortete, war der lauteste, den man je gehört hatte.',
    },
    celebration: {
      title: 'Ein fröhliches Fest',
      short: 'Alle klatschen. Juhu!',
      mid: 'Alle Freunde von {name} jubelten und klatschten. Sie feierten ein kleines Fest mit Liedern und Kuchen. {name} war so stolz.',
      long: 'An diesem Abend gab es ein Fest mit Musik, Gelächter und viel zu viel Kuchen. {name} bedankte sich bei allen, die an [ihn|sie] geglaubt hatten, und verstand, dass der Weg genauso kostbar gewesen war wie der Wunsch selbst.',
    },
    ending: {
      title: 'Schlaf gut',
      short: 'Gute Nacht, {name}.',
      mid: 'In dieser Nacht schlief {name} mit einem breiten Lächeln ein. Jetzt wusste [er|sie]: Mit Mut und guten Freunden können Wünsche wahr werden.',
      long: 'Später, gut zugedeckt und schon ganz schläfrig, dachte {name} an alles, was geschehen war. [Er|Sie] hatte gelernt, dass kleine Schritte bis zu einem großen Traum führen können. Dann schlief [er|sie] ein und träumte schon vom nächsten Abenteuer.',
    },
  },
};
