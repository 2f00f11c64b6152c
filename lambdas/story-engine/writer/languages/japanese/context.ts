// The Japanese sentence context: how each character is called (names in katakana, family as a child calls them),
// the wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble. Japanese verbs
// do not agree with their subject, so one form serves every hero.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { japaneseName } from './names';

/** A character as Japanese sentences use it; particles are written after it (マヤは, マヤの). */
export interface Who {
  /** Every mention after the first: "マヤ", "トラクター", "おばあちゃん". */
  n: string;
  /** First mention: "ちいさなトラクター", or the name. */
  a: string;
  named: boolean;
}

export interface Ja extends Who {
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
  /** What the one who died was: "dog", "cat", "grandmother". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: いもうと, おとうと or あかちゃん. */
  sib: string;
  /** How the hero says "I": わたし or ぼく. */
  me: string;
  /** What the hero becomes: おねえちゃん, おにいちゃん, or おにいちゃんかおねえちゃん. */
  big: string;
  /** The idea's place: "うみ"; where things happen: "うみべで". */
  place?: string;
  where?: string;
  /** Where water fear happens: プール, みずうみ, うみ. */
  water: string;
  /** The goal, dictionary form ("うみを見る"), the stem for たい ("うみを見"), and reached ("うみを見た"). */
  to?: string;
  toStem?: string;
  did?: string;
  /** The trouble as a predicate after "〜は": "かみなりがこわかった"; absent for a plain wish. */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down: "おひめさまになる". */
  not?: string;
  broken: string;
  /** Everyone named, as the story calls them. */
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  shape: string;
  /** First day: ほいくえん, ようちえん or がっこう. */
  school: string;
}

// How an unnamed character is called: [noun, first mention].
const NOUNS: Record<string, readonly [string, string]> = {
  girl: ['おんなのこ', 'ちいさなおんなのこ'], boy: ['おとこのこ', 'ちいさなおとこのこ'], child: ['その子', 'ひとりの子ども'],
  children: ['子どもたち', '子どもたち'], friend: ['ともだち', 'あたらしいともだち'], sister: ['おねえちゃん', 'おねえちゃん'],
  brother: ['おにいちゃん', 'おにいちゃん'], baby: ['あかちゃん', 'ちいさなあかちゃん'], 'baby sister': ['いもうと', 'ちいさないもうと'],
  'baby brother': ['おとうと', 'ちいさなおとうと'], mother: ['ママ', 'ママ'], father: ['パパ', 'パパ'], parents: ['ママとパパ', 'ママとパパ'],
  aunt: ['おばさん', 'おばさん'], uncle: ['おじさん', 'おじさん'], grandmother: ['おばあちゃん', 'おばあちゃん'], grandfather: ['おじいちゃん', 'おじいちゃん'],
  teacher: ['せんせい', 'やさしいせんせい'], doctor: ['おいしゃさん', 'やさしいおいしゃさん'], dentist: ['はいしゃさん', 'やさしいはいしゃさん'],
  nurse: ['かんごしさん', 'やさしいかんごしさん'], woman: ['おねえさん', 'やさしいおねえさん'], man: ['おじさん', 'やさしいおじさん'],
  king: ['おうさま', 'としとったおうさま'], queen: ['じょおうさま', 'わかいじょおうさま'], princess: ['おひめさま', 'ちいさなおひめさま'],
  prince: ['おうじさま', 'ちいさなおうじさま'], knight: ['きし', 'ゆうかんなきし'], pirate: ['かいぞく', 'ちいさなかいぞく'],
  wizard: ['まほうつかい', 'としとったまほうつかい'], witch: ['まじょ', 'ちいさなまじょ'], astronaut: ['うちゅうひこうし', 'わかいうちゅうひこうし'],
  firefighter: ['しょうぼうしさん', 'ゆうかんなしょうぼうしさん'],
  dog: ['こいぬ', 'ちいさなこいぬ'], cat: ['ねこ', 'としとったねこ'], rabbit: ['うさぎ', 'ちいさなうさぎ'], elephant: ['ぞうさん', 'ちいさなぞうさん'],
  penguin: ['ペンギン', 'はずかしがりやのペンギン'], fox: ['こぎつね', 'わかいこぎつね'], turtle: ['かめ', 'ちいさなかめ'], bear: ['こぐま', 'ちいさなこぐま'],
  lion: ['ライオン', 'ちいさなライオン'], tiger: ['トラ', 'ちいさなトラ'], mouse: ['ねずみ', 'ちいさなねずみ'], owl: ['ふくろう', 'ちいさなふくろう'],
  hedgehog: ['はりねずみ', 'ちいさなはりねずみ'], frog: ['かえる', 'ちいさなかえる'], pig: ['こぶた', 'ちいさなこぶた'], cow: ['うし', 'ちいさなうし'],
  horse: ['うま', 'ちいさなうま'], pony: ['ポニー', 'ちいさなポニー'], duck: ['あひる', 'ちいさなあひる'], chicken: ['ひよこ', 'ちいさなひよこ'],
  sheep: ['ひつじ', 'ちいさなひつじ'], bird: ['ことり', 'ちいさなことり'], fish: ['さかな', 'ちいさなさかな'], whale: ['くじら', 'おおきなくじら'],
  dolphin: ['イルカ', 'ちいさなイルカ'], octopus: ['たこ', 'ちいさなたこ'], shark: ['サメ', 'ちいさなサメ'], monkey: ['こざる', 'ちいさなこざる'],
  giraffe: ['キリン', 'ちいさなキリン'], zebra: ['シマウマ', 'ちいさなシマウマ'], squirrel: ['りす', 'ちいさなりす'], wolf: ['おおかみ', 'ちいさなおおかみ'],
  deer: ['こじか', 'ちいさなこじか'], butterfly: ['ちょうちょ', 'ちいさなちょうちょ'], bee: ['みつばち', 'ちいさなみつばち'],
  ladybird: ['てんとうむし', 'ちいさなてんとうむし'], snail: ['かたつむり', 'ちいさなかたつむり'], spider: ['クモ', 'ちいさなクモ'],
  hippo: ['カバ', 'ちいさなカバ'], crocodile: ['ワニ', 'ちいさなワニ'], kangaroo: ['カンガルー', 'ちいさなカンガルー'], koala: ['コアラ', 'ちいさなコアラ'],
  panda: ['パンダ', 'ちいさなパンダ'], sloth: ['ナマケモノ', 'のんびりやのナマケモノ'], caterpillar: ['いもむし', 'ちいさないもむし'],
  ant: ['あり', 'ちいさなあり'], goat: ['こやぎ', 'ちいさなこやぎ'], donkey: ['ろば', 'ちいさなろば'], unicorn: ['ユニコーン', 'わかいユニコーン'],
  dragon: ['ドラゴン', 'ちいさなドラゴン'], dinosaur: ['きょうりゅう', 'ちいさなきょうりゅう'], monster: ['かいぶつ', 'おおきなかいぶつ'],
  fairy: ['ようせい', 'ちいさなようせい'], ghost: ['おばけ', 'ちいさなおばけ'], mermaid: ['にんぎょ', 'ちいさなにんぎょ'], troll: ['トロル', 'ちいさなトロル'],
  giant: ['きょじん', 'やさしいきょじん'], alien: ['うちゅうじん', 'ちいさなうちゅうじん'], elf: ['こびと', 'ちいさなこびと'],
  tractor: ['トラクター', 'ちいさなトラクター'], tugboat: ['タグボート', 'ちいさなタグボート'], train: ['きかんしゃ', 'ちいさなきかんしゃ'],
  'fire truck': ['しょうぼうしゃ', 'ぴかぴかのしょうぼうしゃ'], excavator: ['ショベルカー', 'ちいさなショベルカー'], ship: ['ふね', 'おおきなふね'],
  boat: ['ボート', 'ちいさなボート'], car: ['くるま', 'ちいさなくるま'], bus: ['バス', 'ちいさなバス'], plane: ['ひこうき', 'ちいさなひこうき'],
  helicopter: ['ヘリコプター', 'ちいさなヘリコプター'], truck: ['トラック', 'ちいさなトラック'], 'garbage truck': ['ごみしゅうしゅうしゃ', 'ちいさなごみしゅうしゅうしゃ'],
  submarine: ['せんすいかん', 'ちいさなせんすいかん'], rocket: ['ロケット', 'ちいさなロケット'], 'race car': ['レーシングカー', 'ちいさなレーシングカー'],
  bicycle: ['じてんしゃ', 'ちいさなじてんしゃ'], robot: ['ロボット', 'ひとりぼっちのロボット'], rover: ['たんさしゃ', 'ちいさなたんさしゃ'],
  'teddy bear': ['くまのぬいぐるみ', 'やわらかいくまのぬいぐるみ'], 'toy rabbit': ['うさぎのぬいぐるみ', 'やわらかいうさぎのぬいぐるみ'],
  doll: ['にんぎょう', 'ちいさなにんぎょう'], toy: ['おもちゃ', 'ちいさなおもちゃ'], puppet: ['ゆびにんぎょう', 'ちいさなゆびにんぎょう'],
  'toy car': ['ミニカー', 'ちいさなミニカー'], 'rag doll': ['ぬのにんぎょう', 'ちいさなぬのにんぎょう'], cloud: ['くもの子', 'ちいさなくもの子'],
  snowflake: ['ゆきのけっしょう', 'ちいさなゆきのけっしょう'], raindrop: ['あまつぶ', 'ちいさなあまつぶ'], tree: ['木', 'としとった木'],
  flower: ['花', 'ちいさな花'], seed: ['たね', 'ちいさなたね'], star: ['ほし', 'ちいさなほし'], wind: ['かぜ', 'ちいさなかぜ'],
  lighthouse: ['とうだい', 'ふるいとうだい'], crayon: ['クレヨン', 'ちいさなクレヨン'], sock: ['くつした', 'ちいさなくつした'],
  snowman: ['ゆきだるま', 'ちいさなゆきだるま'], kite: ['たこ', 'あかいたこ'], balloon: ['ふうせん', 'あかいふうせん'],
};
// Family are called as a child calls them, with the name first: ウォルターおじいちゃん.
const KIN: Record<string, string> = {
  grandmother: 'おばあちゃん', grandfather: 'おじいちゃん', mother: 'ママ', father: 'パパ', aunt: 'おばさん', uncle: 'おじさん',
};
// Who looks after a hero that is not a child: the grown-up its world would have.
const KEEPER: Record<string, string> = {
  tractor: 'のうかのおじさん', train: 'うんてんしさん', tugboat: 'みなとのおじさん', ship: 'せんちょうさん', boat: 'せんちょうさん',
  'fire truck': 'しょうぼうたいちょう', excavator: 'こうじのおじさん', robot: 'はかせ', rover: 'はかせ', lighthouse: 'ばんにんのおじいさん',
  cloud: 'かぜのおじいさん', 'teddy bear': 'おとこのこ', doll: 'おんなのこ', 'toy rabbit': 'おとこのこ',
};

const PERSON = /^person-|^baby$/;

function who(role: Role): Who {
  const [noun, first] = role.plural ? NOUNS.children! : NOUNS[role.thing] ?? [role.thing === 'child' ? 'その子' : 'その子', 'ひとりの子ども'];
  const name = role.name ? japaneseName(role.name) : undefined;
  if (name) {
    const full = KIN[role.thing] && !role.other ? `${name}${KIN[role.thing]}` : name;
    return { n: full, a: full, named: true };
  }
  if (KIN[role.thing] && !role.other) return { n: KIN[role.thing]!, a: KIN[role.thing]!, named: true };
  // Another one of the hero's own kind: called "the friend", so the hero's noun is not said twice in a row.
  if (role.other) return PERSON.test(role.kind) ? { n: 'もうひとりの子', a: 'もうひとりの子', named: false } : { n: 'おともだち', a: `べつの${noun}`, named: false };
  return { n: noun, a: first, named: false };
}

export const whoIs = who;

// Places: [the place, where something happens].
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['だいどころ', 'だいどころで'], bedroom: ['しんしつ', 'しんしつで'], bathroom: ['おふろば', 'おふろばで'], classroom: ['きょうしつ', 'きょうしつで'],
  school: ['がっこう', 'がっこうで'], nursery: ['ほいくえん', 'ほいくえんで'], garden: ['にわ', 'にわで'], forest: ['もり', 'もりで'],
  jungle: ['ジャングル', 'ジャングルで'], sea: ['うみ', 'うみべで'], harbour: ['みなと', 'みなとで'], lake: ['みずうみ', 'みずうみのほとりで'],
  river: ['かわ', 'かわのそばで'], space: ['うちゅう', 'うちゅうで'], farm: ['ぼくじょう', 'ぼくじょうで'], city: ['まち', 'まちで'],
  snow: ['ゆきのおか', 'ゆきのおかで'], beach: ['すなはま', 'すなはまで'], hospital: ['びょういん', 'びょういんで'], park: ['こうえん', 'こうえんで'],
  supermarket: ['スーパー', 'スーパーで'], library: ['としょかん', 'としょかんで'], mountain: ['やま', 'やまで'], desert: ['さばく', 'さばくで'],
  playground: ['あそびば', 'あそびばで'], garage: ['ガレージ', 'ガレージで'], treehouse: ['木の上のおうち', '木の上のおうちで'],
  sky: ['そら', 'そらの上で'], pool: ['プール', 'プールで'], castle: ['おしろ', 'おしろで'], home: ['おうち', 'おうちで'],
};
// What can be seen: the object of 見る.
const SIGHTS: Record<string, string> = {
  sea: 'うみ', snow: 'ほんもののゆき', stars: 'ほし', moon: 'おつきさま', space: 'うちゅう', mountain: 'たかいやま', castle: 'ふるいおしろ',
  city: 'おおきなまち', forest: 'もり', jungle: 'ジャングル', beach: 'すなはま', river: 'かわ', lake: 'みずうみ', farm: 'ぼくじょう',
};
const GAMES: Record<string, string> = { football: 'サッカー', tennis: 'テニス', basketball: 'バスケットボール' };
const BECOME: Record<string, string> = {
  knight: 'きし', princess: 'おひめさま', dancer: 'ダンサー', superhero: 'スーパーヒーロー', doctor: 'おいしゃさん', astronaut: 'うちゅうひこうし',
  pirate: 'かいぞく', firefighter: 'しょうぼうしさん', teacher: 'せんせい', king: 'おうさま', queen: 'じょおうさま', wizard: 'まほうつかい',
};
const BUILD: Record<string, string> = { birdhouse: 'とりのすばこ', treehouse: '木の上のおうち', rocket: 'ロケット', boat: 'ボート', house: 'おうち', sandcastle: 'すなのおしろ', robot: 'ロボット' };

/** A goal: the stem before たい ("うみを見"), the dictionary form ("うみを見る") and the past ("うみを見た"). */
interface Goal { stem: string; to: string; did: string }
/** The object or adverb, then the verb as stem, dictionary form and past: G('うみを', '見', '見る', '見た'). */
const G = (head: string, stem: string, dict: string, past: string): Goal => ({ stem: head + stem, to: head + dict, did: head + past });
const MIRU = (obj: string) => G(`${obj}を`, '見', '見る', '見た');
const NARU = (what: string) => G(`${what}に`, 'なり', 'なる', 'なった');
const IKU = (head: string) => G(head, 'いき', 'いく', 'いった');

function wishGoal(key: string, t: string | undefined): Goal {
  switch (key) {
    case 'become': return NARU(t && BECOME[t] ? `ほんものの${BECOME[t]}` : 'あたらしいじぶん');
    case 'see': return MIRU(SIGHTS[t ?? ''] ?? 'ひろいせかい');
    case 'visit': return IKU(`${PLACES[t ?? '']?.[0] ?? 'とおくのおか'}へ`);
    case 'fly': return G('そらたかく', 'とび', 'とぶ', 'とんだ');
    case 'dance': return G('みんなのまえで', 'おどり', 'おどる', 'おどった');
    case 'play': return t === 'bicycle' ? G('じてんしゃに', 'のり', 'のる', 'のった') : t === 'piano' ? G('ピアノを', 'ひき', 'ひく', 'ひいた') : t && GAMES[t] ? G(`${GAMES[t]}を`, 'し', 'する', 'した') : G('みんなといっしょに', 'あそび', 'あそぶ', 'あそんだ');
    case 'make-friend': return G('ほんとうのともだちを', 'つくり', 'つくる', 'つくった');
    case 'win': return G('おおきなきょうそうで', 'かち', 'かつ', 'かった');
    case 'find': return G('かくされたたからものを', '見つけ', '見つける', '見つけた');
    case 'go-home': return G('おうちに', 'かえり', 'かえる', 'かえった');
    case 'sleep': return G('ぐっすり', 'ねむり', 'ねむる', 'ねむった');
    case 'go-to': return IKU(`${PLACES[t ?? '']?.[0] ?? 'とおくのまち'}まで`);
    case 'swim': return NARU('およげるよう');
    case 'sing': return G('じぶんのうたを', 'うたい', 'うたう', 'うたった');
    case 'grow-up': return G('おおきくつよく', 'なり', 'なる', 'なった');
    case 'help': return G('みんなの', 'やくにたち', 'やくにたつ', 'やくにたった');
    case 'build': return G(`${BUILD[t ?? ''] ?? '木の上のおうち'}を`, 'つくり', 'つくる', 'つくった');
    case 'explore': return G('せかいじゅうを', 'たんけんし', 'たんけんする', 'たんけんした');
    default: return G('せかいじゅうを', 'たんけんし', 'たんけんする', 'たんけんした');
  }
}
const FEARS: Record<string, string> = {
  dark: 'くらやみ', monsters: 'かいぶつ', water: 'みず', thunder: 'かみなり', dentist: 'はいしゃさん', doctor: 'おいしゃさん',
  'vacuum cleaner': 'そうじき', 'hair dryer': 'ドライヤー', toilet: 'トイレ', haircut: 'とこやさん', bath: 'おふろ',
  fireworks: 'はなび', 'loud noises': 'おおきなおと', spiders: 'くも', dogs: 'おおきないぬ',
};
// What a hero cannot do: the goal, and the potential stem (ひをふけ + ない / + るようになった).
const CANNOT: Record<string, readonly [Goal, string]> = {
  'make rain': [G('あめを', 'ふらせ', 'ふらせる', 'ふらせた'), 'あめをふらせられ'], 'breathe fire': [G('ひを', 'ふき', 'ふく', 'ふいた'), 'ひをふけ'],
  fly: [G('そらを', 'とび', 'とぶ', 'とんだ'), 'そらをとべ'], swim: [G('', 'およぎ', 'およぐ', 'およいだ'), 'およげ'],
};

export function japaneseContext(facts: StoryFacts): Ja {
  const { cast, brief, band } = facts;
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero: Who = curious ? { n: 'その子', a: 'しりたがりやの子ども', named: false } : who(cast.hero);
  const person = PERSON.test(cast.hero.kind);
  // In a new-sibling story the sister or brother is the one being born: いもうと, おとうと.
  const younger = facts.shape === 'new-sibling' && cast.kin && /^(sister|brother)$/.test(cast.kin.thing) && !cast.kin.name
    ? (cast.kin.thing === 'sister' ? 'いもうと' : 'おとうと') : undefined;
  const kin = younger ? { n: younger, a: younger, named: false } : cast.kin ? who(cast.kin) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const gr: Who = grownKin ?? (keeper ? { n: keeper, a: keeper, named: false } : { n: 'ママ', a: 'ママ', named: true });
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  const wish = brief.wishes.find((w) => !w.negated);
  // The idea's own goal and trouble, when the idea is Japanese too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'japanese';
  let goal: Goal | undefined = own && brief.goal ? { stem: brief.goal.stem ?? brief.goal.phrase, to: brief.goal.phrase, did: `${brief.goal.phrase}ことができた` } : wish ? wishGoal(wish.key, wish.thing) : undefined;
  let trouble: string | undefined; let mended: string | undefined;
  const lostWho = cast.lost ? who(cast.lost) : undefined;
  const p = brief.problem;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid': trouble = fear ? `${fear}がこわくてたまらなかった` : 'こわいものがたくさんあった'; mended = fear ? `もう${fear}がこわくなかった` : 'もうこわくなかった'; break;
      case 'lost':
        if (lostWho) { trouble = `${lostWho.n}をなくしてしまった`; mended = `${lostWho.n}をとりもどした`; if (!goal) goal = G(`${lostWho.n}を`, '見つけ', '見つける', '見つけた'); }
        else { trouble = 'まいごになってしまった'; mended = 'ぶじにおうちにもどった'; if (!goal) goal = G('かえりみちを', '見つけ', '見つける', '見つけた'); }
        break;
      case 'cannot': if (can) { trouble = `どうしても${can[1]}なかった`; mended = `とうとう${can[1]}るようになった`; if (!goal) goal = can[0]; } break;
      case 'lonely': trouble = 'ひとりぼっちでさみしかった'; mended = 'もうさみしくなかった'; if (!goal) goal = G('ともだちを', '見つけ', '見つける', '見つけた'); break;
      case 'laughed-at': trouble = 'みんなにわらわれるのがつらかった'; mended = 'もうからかわれてもへいきだった'; break;
      case 'tired-of': trouble = `まいにちおなじ${setting ? `${setting[0]}のくらし` : 'ひび'}にあきていた`; mended = 'おうちにいられるのがうれしかった'; break;
      case 'sad': trouble = 'かなしい気もちだった'; mended = 'もうかなしくなかった'; break;
      case 'worried': trouble = 'しんぱいでたまらなかった'; mended = 'もうしんぱいしていなかった'; break;
      case 'nervous': trouble = 'どきどきしておちつかなかった'; mended = 'すっかりおちついていた'; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  let refusedDid: string | undefined;
  if (told?.kind === 'refuses') {
    trouble = `${told.phrase}のがいやでたまらなかった`; mended = `よろこんで${told.phrase}ようになった`; refusedDid = `じぶんから${told.phrase}ことができた`;
  } else if (told) {
    trouble = `${told.phrase}がこわくてたまらなかった`; mended = `もう${told.phrase}がこわくなかった`;
  }
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing);
  const gone = cast.departed ? who(cast.departed) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = younger ?? (baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'いもうと' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'おとうと' : 'あかちゃん');
  const big = cast.hero.gender === 'female' || cast.hero.thing === 'girl' ? 'おねえちゃん' : cast.hero.gender === 'male' || cast.hero.thing === 'boy' ? 'おにいちゃん' : 'おにいちゃんかおねえちゃん';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && japaneseName(r.name) !== undefined);
  const names = named.map((r) => who(r).n);
  const water = brief.setting === 'lake' ? 'みずうみ' : brief.setting === 'sea' ? 'うみ' : brief.setting === 'river' ? 'かわ' : 'プール';
  const school = brief.setting === 'nursery' ? 'ほいくえん' : brief.setting === 'school' || brief.setting === 'classroom' ? 'がっこう' : band === 'tiny' ? 'ほいくえん' : 'がっこう';

  return {
    ...hero, kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, gr,
    ...(cast.pal ? { pal: who(cast.pal) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneThing: cast.departed!.thing } : {}), ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib, big,
    me: cast.hero.gender === 'female' || cast.hero.thing === 'girl' ? 'わたし' : cast.hero.gender === 'male' || cast.hero.thing === 'boy' || !person ? 'ぼく' : 'わたし',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), water,
    ...(goal ? { to: goal.to, toStem: goal.stem, did: goal.did } : refusedDid ? { did: refusedDid } : {}), say: goal !== undefined && !(own && brief.goal && /かれ|かのじょ|彼|彼女/u.test(goal.to)),
    ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish && BECOME[notWish.thing!] ? { not: `${BECOME[notWish.thing!]}になる` } : {}),
    broken: 'あおいかびん', names, wish: wish !== undefined || (own && brief.goal !== undefined), shape: facts.shape, school,
  };
}
