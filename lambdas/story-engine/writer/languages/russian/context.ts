// The Russian sentence context: every character in five cases, past tense and short forms agreeing with the hero's
// gender, the wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { cyrillicName, nameGender } from './names';

/** Grammatical gender, or plural. */
export type Gen = 'm' | 'f' | 'n' | 'p';

/** Marks a word whose ending depends on a gender the story does not know; a line containing it is not used. */
export const UNKNOWN = '\u2400';

/** A character as Russian sentences use it. */
export interface Who {
  /** Nominative mid-sentence: "Майя", "трактор", "бабушка". */
  n: string;
  /** Nominative at the start of a sentence. */
  N: string;
  acc: string; gen: string; dat: string; ins: string;
  /** Prepositional case, after «о»: "о Бисквите". */
  pre: string;
  /** First mention, nominative: "маленький трактор", or the name. */
  a: string;
  named: boolean;
  /** Undefined when a named person's gender is not known. */
  g?: Gen;
  /** Pronouns: nominative, accusative/genitive, dative, instrumental (UNKNOWN when the gender is not known). */
  on: string; On: string; ego: string; emu: string; im: string;
  /** Past tense agreeing with this character: d('сказал') → сказала; d('пошёл') → пошла. */
  d(masc: string): string;
  /** Any word in four forms: f('сам', 'сама', 'само', 'сами'). */
  f(m: string, fem: string, neut?: string, pl?: string): string;
}

export interface Ru extends Who {
  /** Short second mention ("трактор"), or the name. */
  h2: string;
  kind: Role['kind'];
  person: boolean;
  baby: boolean;
  thing: string;
  band: AgeBand;
  /** Present tense forms after the hero: v('живёт', 'живут'); plural only for "дети". */
  v(one: string, many: string): string;
  /** The grown-up who looks after the hero. */
  gr: Who;
  pal?: Who;
  kin?: Who;
  gone?: Who;
  lost?: Who;
  /** What the one who died was: "dog", "cat", "grandmother". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: «сестрёнка», «братик» or «малыш». */
  sib: string;
  /** What the hero becomes: «старшей сестрой», «старшим братом», «старшим» (instrumental). */
  bigIns: string;
  /** The place in the prepositional with its preposition: «на ферме»; and where to go: «на ферму». */
  where?: string;
  place?: string;
  /** Where water fear happens: «в бассейне», «на озере». */
  water: string;
  /** The arc's goal, infinitive: «увидеть море». */
  to?: string;
  /** The goal reached, past tense agreeing with the hero: «увидел море». */
  did?: string;
  /** The trouble as a whole predicate after the hero: «боялся грозы»; absent for a plain wish. */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down, infinitive: «быть принцессой». */
  not?: string;
  broken: { n: string; acc: string; gen: string };
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  shape: string;
  /** First day: school or nursery words («в школу», «в школе»; gen is «в школе» too, for «первый день в школе»). */
  school: { to: string; at: string; gen: string; t: string };
  /** «оба» or «обе» for the hero and the friend together. */
  both: string;
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Past tense stems that do not end in л: the feminine is stem + а.
const IRREGULAR: Record<string, string> = {
  пошёл: 'пошл', нашёл: 'нашл', смог: 'смогл', вырос: 'выросл', шёл: 'шл', пришёл: 'пришл', ушёл: 'ушл', лёг: 'легл',
  помог: 'помогл', замер: 'замерл', мог: 'могл', залез: 'залезл', испёк: 'испекл', зашёл: 'зашл', подошёл: 'подошл',
  вошёл: 'вошл', отнёс: 'отнесл', принёс: 'принесл', вышел: 'вышл', прошёл: 'прошл', нёс: 'несл', привёз: 'привезл',
  перешёл: 'перешл', дошёл: 'дошл', прилёг: 'прилегл', уснул: 'уснул', умер: 'умерл', пах: 'пахл', привёл: 'привел', провёл: 'провел', отвёл: 'отвел', завёл: 'завел', вёл: 'вел', испугался: 'испугал',
};

export function past(masc: string, g: Gen | undefined): string {
  if (!g) return UNKNOWN;
  const reflexive = masc.endsWith('ся');
  const base = reflexive ? masc.slice(0, -2) : masc;
  if (g === 'm') return masc;
  const stem = IRREGULAR[base] ?? base;
  const end = g === 'f' ? 'а' : g === 'n' ? 'о' : 'и';
  return stem + end + (reflexive ? 'сь' : '');
}

const pick = (g: Gen | undefined, m: string, f: string, n = m, p = m) => (g === 'm' ? m : g === 'f' ? f : g === 'n' ? n : g === 'p' ? p : UNKNOWN);

/** A noun in nominative, accusative, genitive, dative, instrumental and prepositional singular, with its gender. */
interface Noun { g: Gen; c: readonly [string, string, string, string, string, string]; anim: boolean; adj: string }
const N = (g: Gen, forms: string, adj = 'маленьк', anim = true): Noun => {
  const c = forms.split('|') as unknown as Noun['c'];
  return { g, c, anim, adj };
};

// nominative|accusative|genitive|dative|instrumental|prepositional
export const NOUNS: Readonly<Record<string, Noun>> = {
  girl: N('f', 'девочка|девочку|девочки|девочке|девочкой|девочке'), boy: N('m', 'мальчик|мальчика|мальчика|мальчику|мальчиком|мальчике'),
  child: N('m', 'ребёнок|ребёнка|ребёнка|ребёнку|ребёнком|ребёнке'), children: N('p', 'дети|детей|детей|детям|детьми|детях', ''),
  friend: N('m', 'друг|друга|друга|другу|другом|друге', 'нов'), sister: N('f', 'сестра|сестру|сестры|сестре|сестрой|сестре', ''),
  brother: N('m', 'брат|брата|брата|брату|братом|брате', ''), baby: N('m', 'малыш|малыша|малыша|малышу|малышом|малыше', ''),
  'baby sister': N('f', 'сестрёнка|сестрёнку|сестрёнки|сестрёнке|сестрёнкой|сестрёнке', ''), 'baby brother': N('m', 'братик|братика|братика|братику|братиком|братике', ''),
  mother: N('f', 'мама|маму|мамы|маме|мамой|маме', ''), father: N('m', 'папа|папу|папы|папе|папой|папе', ''),
  parents: N('p', 'родители|родителей|родителей|родителям|родителями|родителях', ''), aunt: N('f', 'тётя|тётю|тёти|тёте|тётей|тёте', ''),
  uncle: N('m', 'дядя|дядю|дяди|дяде|дядей|дяде', ''), grandmother: N('f', 'бабушка|бабушку|бабушки|бабушке|бабушкой|бабушке', ''),
  grandfather: N('m', 'дедушка|дедушку|дедушки|дедушке|дедушкой|дедушке', ''), teacher: N('f', 'учительница|учительницу|учительницы|учительнице|учительницей|учительнице', 'добр'),
  doctor: N('m', 'врач|врача|врача|врачу|врачом|враче', 'добр'), dentist: N('m', 'стоматолог|стоматолога|стоматолога|стоматологу|стоматологом|стоматологе', 'добр'),
  nurse: N('f', 'медсестра|медсестру|медсестры|медсестре|медсестрой|медсестре', 'добр'), woman: N('f', 'женщина|женщину|женщины|женщине|женщиной|женщине', 'добр'),
  man: N('m', 'человек|человека|человека|человеку|человеком|человеке', 'добр'), king: N('m', 'король|короля|короля|королю|королём|короле', 'стар'),
  queen: N('f', 'королева|королеву|королевы|королеве|королевой|королеве', 'юн'), princess: N('f', 'принцесса|принцессу|принцессы|принцессе|принцессой|принцессе'),
  prince: N('m', 'принц|принца|принца|принцу|принцем|принце'), knight: N('m', 'рыцарь|рыцаря|рыцаря|рыцарю|рыцарем|рыцаре', 'храбр'),
  pirate: N('m', 'пират|пирата|пирата|пирату|пиратом|пирате'), wizard: N('m', 'волшебник|волшебника|волшебника|волшебнику|волшебником|волшебнике', 'стар'),
  witch: N('f', 'ведьма|ведьму|ведьмы|ведьме|ведьмой|ведьме'), astronaut: N('m', 'космонавт|космонавта|космонавта|космонавту|космонавтом|космонавте', 'юн'),
  firefighter: N('m', 'пожарный|пожарного|пожарного|пожарному|пожарным|пожарном', 'храбр'),
  dog: N('f', 'собака|собаку|собаки|собаке|собакой|собаке'), cat: N('f', 'кошка|кошку|кошки|кошке|кошкой|кошке', 'стар'),
  rabbit: N('m', 'зайчик|зайчика|зайчика|зайчику|зайчиком|зайчике'), elephant: N('m', 'слонёнок|слонёнка|слонёнка|слонёнку|слонёнком|слонёнке'),
  penguin: N('m', 'пингвин|пингвина|пингвина|пингвину|пингвином|пингвине', 'застенчив'), fox: N('m', 'лисёнок|лисёнка|лисёнка|лисёнку|лисёнком|лисёнке'),
  turtle: N('f', 'черепаха|черепаху|черепахи|черепахе|черепахой|черепахе'), bear: N('m', 'медвежонок|медвежонка|медвежонка|медвежонку|медвежонком|медвежонке'),
  lion: N('m', 'львёнок|львёнка|львёнка|львёнку|львёнком|львёнке'), tiger: N('m', 'тигрёнок|тигрёнка|тигрёнка|тигрёнку|тигрёнком|тигрёнке'),
  mouse: N('f', 'мышка|мышку|мышки|мышке|мышкой|мышке'), owl: N('f', 'сова|сову|совы|сове|совой|сове'),
  hedgehog: N('m', 'ёжик|ёжика|ёжика|ёжику|ёжиком|ёжике'), frog: N('f', 'лягушка|лягушку|лягушки|лягушке|лягушкой|лягушке'),
  pig: N('m', 'поросёнок|поросёнка|поросёнка|поросёнку|поросёнком|поросёнке'), cow: N('f', 'корова|корову|коровы|корове|коровой|корове'),
  horse: N('f', 'лошадка|лошадку|лошадки|лошадке|лошадкой|лошадке'), pony: N('m', 'пони|пони|пони|пони|пони|пони'),
  duck: N('f', 'уточка|уточку|уточки|уточке|уточкой|уточке'), chicken: N('m', 'цыплёнок|цыплёнка|цыплёнка|цыплёнку|цыплёнком|цыплёнке'),
  sheep: N('f', 'овечка|овечку|овечки|овечке|овечкой|овечке'), bird: N('f', 'птичка|птичку|птички|птичке|птичкой|птичке'),
  fish: N('f', 'рыбка|рыбку|рыбки|рыбке|рыбкой|рыбке'), whale: N('m', 'кит|кита|кита|киту|китом|ките', 'больш'),
  dolphin: N('m', 'дельфин|дельфина|дельфина|дельфину|дельфином|дельфине'), octopus: N('m', 'осьминог|осьминога|осьминога|осьминогу|осьминогом|осьминоге'),
  shark: N('f', 'акула|акулу|акулы|акуле|акулой|акуле'), monkey: N('f', 'обезьянка|обезьянку|обезьянки|обезьянке|обезьянкой|обезьянке'),
  giraffe: N('m', 'жирафик|жирафика|жирафика|жирафику|жирафиком|жирафике'), zebra: N('f', 'зебра|зебру|зебры|зебре|зеброй|зебре'),
  squirrel: N('f', 'белочка|белочку|белочки|белочке|белочкой|белочке'), wolf: N('m', 'волчонок|волчонка|волчонка|волчонку|волчонком|волчонке'),
  deer: N('m', 'оленёнок|оленёнка|оленёнка|оленёнку|оленёнком|оленёнке'), butterfly: N('f', 'бабочка|бабочку|бабочки|бабочке|бабочкой|бабочке'),
  bee: N('f', 'пчёлка|пчёлку|пчёлки|пчёлке|пчёлкой|пчёлке'), ladybird: N('f', 'божья коровка|божью коровку|божьей коровки|божьей коровке|божьей коровкой|божьей коровке', ''),
  snail: N('f', 'улитка|улитку|улитки|улитке|улиткой|улитке'), spider: N('m', 'паучок|паучка|паучка|паучку|паучком|паучке'),
  hippo: N('m', 'бегемотик|бегемотика|бегемотика|бегемотику|бегемотиком|бегемотике'), crocodile: N('m', 'крокодильчик|крокодильчика|крокодильчика|крокодильчику|крокодильчиком|крокодильчике'),
  kangaroo: N('m', 'кенгурёнок|кенгурёнка|кенгурёнка|кенгурёнку|кенгурёнком|кенгурёнке'), koala: N('f', 'коала|коалу|коалы|коале|коалой|коале'),
  panda: N('f', 'панда|панду|панды|панде|пандой|панде'), sloth: N('m', 'ленивец|ленивца|ленивца|ленивцу|ленивцем|ленивце'),
  caterpillar: N('f', 'гусеница|гусеницу|гусеницы|гусенице|гусеницей|гусенице'), ant: N('m', 'муравьишка|муравьишку|муравьишки|муравьишке|муравьишкой|муравьишке'),
  goat: N('m', 'козлёнок|козлёнка|козлёнка|козлёнку|козлёнком|козлёнке'), donkey: N('m', 'ослик|ослика|ослика|ослику|осликом|ослике'),
  unicorn: N('m', 'единорог|единорога|единорога|единорогу|единорогом|единороге', 'юн'), dragon: N('m', 'дракончик|дракончика|дракончика|дракончику|дракончиком|дракончике'),
  dinosaur: N('m', 'динозаврик|динозаврика|динозаврика|динозаврику|динозавриком|динозаврике'), monster: N('m', 'монстр|монстра|монстра|монстру|монстром|монстре', 'больш'),
  fairy: N('f', 'фея|фею|феи|фее|феей|фее'), ghost: N('n', 'привидение|привидение|привидения|привидению|привидением|привидении'),
  mermaid: N('f', 'русалочка|русалочку|русалочки|русалочке|русалочкой|русалочке'), troll: N('m', 'тролль|тролля|тролля|троллю|троллем|тролле'),
  giant: N('m', 'великан|великана|великана|великану|великаном|великане', 'добр'), alien: N('m', 'инопланетянин|инопланетянина|инопланетянина|инопланетянину|инопланетянином|инопланетянине'),
  elf: N('m', 'эльф|эльфа|эльфа|эльфу|эльфом|эльфе'),
  tractor: N('m', 'трактор|трактор|трактора|трактору|трактором|тракторе', 'маленьк', false), tugboat: N('m', 'буксир|буксир|буксира|буксиру|буксиром|буксире', 'маленьк', false),
  train: N('m', 'паровозик|паровозик|паровозика|паровозику|паровозиком|паровозике', 'маленьк', false), 'fire truck': N('f', 'пожарная машина|пожарную машину|пожарной машины|пожарной машине|пожарной машиной|пожарной машине', '', false),
  excavator: N('m', 'экскаватор|экскаватор|экскаватора|экскаватору|экскаватором|экскаваторе', 'маленьк', false), ship: N('m', 'корабль|корабль|корабля|кораблю|кораблём|корабле', 'больш', false),
  boat: N('f', 'лодочка|лодочку|лодочки|лодочке|лодочкой|лодочке', 'маленьк', false), car: N('f', 'машинка|машинку|машинки|машинке|машинкой|машинке', 'маленьк', false),
  bus: N('m', 'автобус|автобус|автобуса|автобусу|автобусом|автобусе', 'маленьк', false), plane: N('m', 'самолётик|самолётик|самолётика|самолётику|самолётиком|самолётике', 'маленьк', false),
  helicopter: N('m', 'вертолёт|вертолёт|вертолёта|вертолёту|вертолётом|вертолёте', 'маленьк', false), truck: N('m', 'грузовик|грузовик|грузовика|грузовику|грузовиком|грузовике', 'маленьк', false),
  'garbage truck': N('m', 'мусоровоз|мусоровоз|мусоровоза|мусоровозу|мусоровозом|мусоровозе', 'маленьк', false), submarine: N('f', 'подводная лодка|подводную лодку|подводной лодки|подводной лодке|подводной лодкой|подводной лодке', '', false),
  rocket: N('f', 'ракета|ракету|ракеты|ракете|ракетой|ракете', 'маленьк', false), 'race car': N('f', 'гоночная машина|гоночную машину|гоночной машины|гоночной машине|гоночной машиной|гоночной машине', '', false),
  bicycle: N('m', 'велосипед|велосипед|велосипеда|велосипеду|велосипедом|велосипеде', 'маленьк', false),
  robot: N('m', 'робот|робота|робота|роботу|роботом|роботе', 'одинок'), rover: N('m', 'марсоход|марсоход|марсохода|марсоходу|марсоходом|марсоходе', 'маленьк', false),
  'teddy bear': N('m', 'мишка|мишку|мишки|мишке|мишкой|мишке', 'плюшев'), 'toy rabbit': N('m', 'зайка|зайку|зайки|зайке|зайкой|зайке', 'плюшев'),
  doll: N('f', 'кукла|куклу|куклы|кукле|куклой|кукле'), toy: N('f', 'игрушка|игрушку|игрушки|игрушке|игрушкой|игрушке', 'маленьк', false),
  puppet: N('f', 'кукла-перчатка|куклу-перчатку|куклы-перчатки|кукле-перчатке|куклой-перчаткой|кукле-перчатке'), 'toy car': N('f', 'машинка|машинку|машинки|машинке|машинкой|машинке', 'игрушечн', false),
  'rag doll': N('f', 'тряпичная кукла|тряпичную куклу|тряпичной куклы|тряпичной кукле|тряпичной куклой|тряпичной кукле', ''),
  cloud: N('n', 'облачко|облачко|облачка|облачку|облачком|облачке', 'маленьк', false), snowflake: N('f', 'снежинка|снежинку|снежинки|снежинке|снежинкой|снежинке'),
  raindrop: N('f', 'капелька|капельку|капельки|капельке|капелькой|капельке', 'маленьк', false), tree: N('n', 'дерево|дерево|дерева|дереву|деревом|дереве', 'стар', false),
  flower: N('m', 'цветок|цветок|цветка|цветку|цветком|цветке', 'маленьк', false), seed: N('n', 'семечко|семечко|семечка|семечку|семечком|семечке', 'маленьк', false),
  star: N('f', 'звёздочка|звёздочку|звёздочки|звёздочке|звёздочкой|звёздочке', 'маленьк', false), wind: N('m', 'ветер|ветер|ветра|ветру|ветром|ветре', 'маленьк', false),
  lighthouse: N('m', 'маяк|маяк|маяка|маяку|маяком|маяке', 'стар', false), crayon: N('m', 'карандаш|карандаш|карандаша|карандашу|карандашом|карандаше', 'маленьк', false),
  sock: N('m', 'носок|носок|носка|носку|носком|носке', 'маленьк', false), snowman: N('m', 'снеговик|снеговика|снеговика|снеговику|снеговиком|снеговике', 'маленьк'),
  kite: N('m', 'воздушный змей|воздушного змея|воздушного змея|воздушному змею|воздушным змеем|воздушном змее', ''), balloon: N('m', 'шарик|шарик|шарика|шарику|шариком|шарике', 'красн', false),
};
const noun = (thing: string): Noun => NOUNS[thing] ?? NOUNS.child!;

// Adjective endings by case (nom, acc, gen, dat, ins, pre); masculine accusative is the genitive for animate nouns.
const HARD: Record<Gen, readonly string[]> = {
  m: ['ый', 'ый', 'ого', 'ому', 'ым', 'ом'], f: ['ая', 'ую', 'ой', 'ой', 'ой', 'ой'], n: ['ое', 'ое', 'ого', 'ому', 'ым', 'ом'], p: ['ые', 'ые', 'ых', 'ым', 'ыми', 'ых'],
};
const VELAR = /[кгхжшщч]$/;
export function adjective(stem: string, g: Gen, kase: number, anim: boolean): string {
  if (!stem) return '';
  let end = HARD[g][kase]!;
  if (g === 'm' && kase === 1 && anim) end = 'ого';
  if (g === 'p' && kase === 1 && anim) end = 'ых';
  if (VELAR.test(stem)) end = end.replace(/^ы/, 'и');
  if (stem === 'больш' && g === 'm' && kase === 0) end = 'ой';
  if (stem === 'друг' && g === 'm' && kase === 0) end = 'ой';
  return stem + end;
}

const phrase = (nn: Noun, kase: number, adj = '') => [adjective(adj, nn.g, kase, nn.anim), nn.c[kase]].filter(Boolean).join(' ');

const PRONOUNS: Record<Gen, readonly [string, string, string, string]> = {
  m: ['он', 'его', 'ему', 'им'], f: ['она', 'её', 'ей', 'ей'], n: ['оно', 'его', 'ему', 'им'], p: ['они', 'их', 'им', 'ими'],
};

function make(forms: readonly string[], a: string, named: boolean, g: Gen | undefined): Who {
  const [on, ego, emu, im] = g ? PRONOUNS[g] : [UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN];
  return {
    n: forms[0]!, N: cap(forms[0]!), acc: forms[1]!, gen: forms[2]!, dat: forms[3]!, ins: forms[4]!, pre: forms[5]!, a, named,
    ...(g ? { g } : {}), on: on!, On: cap(on!), ego: ego!, emu: emu!, im: im!,
    d: (masc) => past(masc, g), f: (m, f, n = m, p = m) => pick(g, m, f, n, p),
  };
}

const KIN: Record<string, true> = { grandmother: true, grandfather: true, mother: true, father: true, aunt: true, uncle: true };
const PERSON = /^person-|^baby$/;

function who(role: Role): Who {
  const nn = role.plural ? NOUNS.children! : noun(role.thing);
  const name = role.name ? cyrillicName(role.name) : undefined;
  if (name) {
    const gen: Gen | undefined = role.gender === 'female' ? 'f' : role.gender === 'male' ? 'm'
      : KIN[role.thing] ? nn.g : PERSON.test(role.kind) ? nameGender(name) : nameGender(name) ?? nn.g;
    const forms = name.forms(gen);
    if (KIN[role.thing] && !role.other) {
      const full = nn.c.map((w, i) => `${w} ${forms[i]}`);
      return make(full, full[0]!, true, nn.g);
    }
    return make(forms, name.nom, true, gen);
  }
  if (KIN[role.thing] && !role.other) return make(nn.c, nn.c[0], true, nn.g);
  const forms = nn.c.map((_, i) => phrase(nn, i, role.other ? 'друг' : ''));
  return make(forms, role.other ? forms[0]! : phrase(nn, 0, nn.adj), false, nn.g);
}

export const whoIs = who;

// Who looks after a hero that is not a child.
const KEEPER: Record<string, Noun> = {
  tractor: N('m', 'фермер|фермера|фермера|фермеру|фермером|фермере', ''), train: N('m', 'машинист|машиниста|машиниста|машинисту|машинистом|машинисте', ''),
  tugboat: N('m', 'начальник порта|начальника порта|начальника порта|начальнику порта|начальником порта|начальнике порта', ''),
  ship: N('m', 'капитан|капитана|капитана|капитану|капитаном|капитане', ''), boat: N('m', 'капитан|капитана|капитана|капитану|капитаном|капитане', ''),
  'fire truck': N('m', 'командир пожарных|командира пожарных|командира пожарных|командиру пожарных|командиром пожарных|командире пожарных', ''),
  excavator: N('m', 'строитель|строителя|строителя|строителю|строителем|строителе', ''),
  robot: N('m', 'изобретатель|изобретателя|изобретателя|изобретателю|изобретателем|изобретателе', ''),
  rover: N('m', 'изобретатель|изобретателя|изобретателя|изобретателю|изобретателем|изобретателе', ''),
  lighthouse: N('m', 'смотритель|смотрителя|смотрителя|смотрителю|смотрителем|смотрителе', ''),
  cloud: N('m', 'мудрый ветер|мудрый ветер|мудрого ветра|мудрому ветру|мудрым ветром|мудром ветре', ''),
  'teddy bear': N('m', 'мальчик|мальчика|мальчика|мальчику|мальчиком|мальчике', ''), 'toy rabbit': N('m', 'мальчик|мальчика|мальчика|мальчику|мальчиком|мальчике', ''),
  doll: N('f', 'девочка|девочку|девочки|девочке|девочкой|девочке', ''), 'rag doll': N('f', 'девочка|девочку|девочки|девочке|девочкой|девочке', ''),
};

// Places: [prepositional with preposition, accusative with preposition].
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['на кухне', 'на кухню'], bedroom: ['в спальне', 'в спальню'], bathroom: ['в ванной', 'в ванную'], classroom: ['в классе', 'в класс'],
  school: ['в школе', 'в школу'], nursery: ['в детском саду', 'в детский сад'], garden: ['в саду', 'в сад'], forest: ['в лесу', 'в лес'],
  jungle: ['в джунглях', 'в джунгли'], sea: ['у моря', 'к морю'], harbour: ['в порту', 'в порт'], lake: ['у озера', 'к озеру'],
  river: ['у реки', 'к реке'], space: ['в космосе', 'в космос'], farm: ['на ферме', 'на ферму'], city: ['в городе', 'в город'],
  snow: ['среди снежных холмов', 'к снежным холмам'], beach: ['на пляже', 'на пляж'], hospital: ['в больнице', 'в больницу'],
  park: ['в парке', 'в парк'], supermarket: ['в магазине', 'в магазин'], library: ['в библиотеке', 'в библиотеку'],
  mountain: ['в горах', 'в горы'], desert: ['в пустыне', 'в пустыню'], playground: ['на детской площадке', 'на детскую площадку'],
  garage: ['в гараже', 'в гараж'], treehouse: ['в домике на дереве', 'в домик на дереве'], sky: ['высоко в небе', 'в небо'],
  pool: ['в бассейне', 'в бассейн'], castle: ['в замке', 'в замок'], home: ['дома', 'домой'],
};
// What can be seen, in the accusative.
const SIGHTS: Record<string, string> = {
  sea: 'море', snow: 'настоящий снег', stars: 'звёзды', moon: 'Луну', space: 'космос', mountain: 'горы', castle: 'старый замок',
  city: 'большой город', forest: 'лес', jungle: 'джунгли', beach: 'пляж', river: 'реку', lake: 'озеро', farm: 'ферму',
};
const GAMES: Record<string, string> = { football: 'в футбол', tennis: 'в теннис', basketball: 'в баскетбол', piano: 'на пианино' };
const BECOME: Record<string, string> = {
  knight: 'рыцарем', princess: 'принцессой', dancer: 'танцором', superhero: 'супергероем', doctor: 'врачом', astronaut: 'космонавтом',
  pirate: 'пиратом', firefighter: 'пожарным', teacher: 'учителем', king: 'королём', queen: 'королевой', wizard: 'волшебником',
};
const BUILD: Record<string, string> = { birdhouse: 'скворечник', treehouse: 'домик на дереве', rocket: 'ракету', boat: 'лодку', house: 'дом', sandcastle: 'замок из песка', robot: 'робота' };

/** The arc's goal: infinitive phrase, masculine past verb, object. */
type Goal = readonly [string, string, string];
const G = (inf: string, pastVerb: string, rest: string): Goal => [`${inf} ${rest}`.trim(), pastVerb, rest];

function wishGoal(key: string, t: string | undefined): Goal {
  switch (key) {
    case 'become': return t && BECOME[t] ? G('стать', 'стал', `${/^(princess|queen)$/.test(t) ? 'настоящей' : 'настоящим'} ${BECOME[t]}`) : G('стать', 'стал', 'кем-то новым');
    case 'see': return G('увидеть', 'увидел', SIGHTS[t ?? ''] ?? 'большой мир');
    case 'visit': return G('побывать', 'побывал', PLACES[t ?? '']?.[0] ?? 'за дальними холмами');
    case 'fly': return G('полететь', 'полетел', 'высоко в небо');
    case 'dance': return G('танцевать', 'станцевал', 'на празднике');
    case 'play': if (t === 'bicycle') return G('научиться', 'научился', 'кататься на велосипеде');
      return G('поиграть', 'поиграл', GAMES[t ?? ''] ?? 'вместе со всеми');
    case 'make-friend': return G('найти', 'нашёл', 'настоящего друга');
    case 'win': return G('победить', 'победил', 'в большой гонке');
    case 'find': return G('найти', 'нашёл', 'спрятанный клад');
    case 'go-home': return G('вернуться', 'вернулся', 'домой');
    case 'sleep': return G('уснуть', 'уснул', 'спокойно');
    case 'go-to': return G('добраться', 'добрался', PLACES[t ?? '']?.[1]?.replace(/^в /, 'до ').replace(/^на /, 'до ').replace(/^к /, 'до ') ?? 'до далёкого города');
    case 'swim': return G('научиться', 'научился', 'плавать');
    case 'sing': return G('спеть', 'спел', 'свою песню');
    case 'grow-up': return G('вырасти', 'вырос', 'большим и сильным');
    case 'help': return G('помогать', 'помог', 'другим');
    case 'build': return G('построить', 'построил', BUILD[t ?? ''] ?? 'домик на дереве');
    case 'explore': return G('исследовать', 'исследовал', 'весь мир');
    default: return G('исследовать', 'исследовал', 'весь мир');
  }
}
// After "боялся": genitive.
const FEARS: Record<string, string> = {
  dark: 'темноты', monsters: 'монстров', water: 'воды', thunder: 'грозы', dentist: 'зубного врача', doctor: 'врача',
  'vacuum cleaner': 'пылесоса', 'hair dryer': 'фена', toilet: 'унитаза', haircut: 'стрижки', bath: 'купания',
  fireworks: 'салюта', 'loud noises': 'громких звуков', spiders: 'пауков', dogs: 'больших собак',
};
const CANNOT: Record<string, Goal> = {
  'make rain': G('сделать', 'сделал', 'дождь'), 'breathe fire': G('выдохнуть', 'выдохнул', 'огонь'), fly: G('взлететь', 'взлетел', ''), swim: G('проплыть', 'проплыл', 'хоть немножко'),
};

export function russianContext(facts: StoryFacts): Ru {
  const { cast, brief, band } = facts;
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero = curious
    ? make(['любопытный малыш', 'любопытного малыша', 'любопытного малыша', 'любопытному малышу', 'любопытным малышом', 'любопытном малыше'], 'любопытный малыш', false, 'm')
    : who(cast.hero);
  const hn = cast.hero.plural ? NOUNS.children! : noun(cast.hero.thing);
  const g = hero.g;
  const person = PERSON.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const gr: Who = grownKin ?? (keeper ? make(keeper.c, keeper.c[0], false, keeper.g) : make(NOUNS.mother!.c, 'мама', true, 'f'));
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  const wish = brief.wishes.find((w) => !w.negated);
  // The idea's own goal and trouble, when the idea is Russian too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'russian';
  let goal: Goal | undefined = own && brief.goal ? [brief.goal.phrase, 'смог', brief.goal.phrase] : wish ? wishGoal(wish.key, wish.thing) : undefined;
  let trouble: string | undefined; let mended: string | undefined;
  const lostWho = cast.lost ? who(cast.lost) : undefined;
  const p = brief.problem;
  const d = (m: string) => past(m, g);
  const sh = (m: string) => pick(g, m, `${m}а`, `${m}о`, `${m}ы`);
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid': trouble = `${d('боялся')} ${fear ?? 'очень многого'}`; mended = `больше не ${d('боялся')} ${fear ?? 'ничего'}`; break;
      case 'lost':
        if (lostWho) { trouble = `${d('потерял')} ${lostWho.acc}`; mended = `${d('нашёл')} ${lostWho.acc}`; if (!goal) goal = G('найти', 'нашёл', lostWho.acc); }
        else { trouble = `${d('заблудился')}`; mended = `снова ${pick(g, 'был', 'была', 'было', 'были')} дома`; if (!goal) goal = G('найти', 'нашёл', 'дорогу домой'); }
        break;
      case 'cannot': if (can) { trouble = `никак не ${d('мог')} ${can[0]}`; mended = `наконец ${d('смог')} ${can[0]}`; if (!goal) goal = can; } break;
      case 'lonely': trouble = `${pick(g, 'был', 'была', 'было', 'были')} ${pick(g, 'совсем один', 'совсем одна', 'совсем одно', 'совсем одни')}`; mended = `больше не ${pick(g, 'был', 'была', 'было', 'были')} ${pick(g, 'одинок', 'одинока', 'одиноко', 'одиноки')}`; if (!goal) goal = G('найти', 'нашёл', 'друга'); break;
      case 'laughed-at': trouble = `очень ${d('огорчался')}, когда над ${pick(g, 'ним', 'ней', 'ним', 'ними')} смеялись`; mended = `больше не ${d('обращал')} внимания на насмешки`; break;
      case 'tired-of': trouble = `${d('устал')} от одних и тех же дней`; mended = `${sh('рад')} снова быть дома`; break;
      case 'sad': trouble = `${d('грустил')}`; mended = `больше не ${d('грустил')}`; break;
      case 'worried': trouble = `очень ${d('волновался')}`; mended = `больше не ${d('волновался')}`; break;
      case 'nervous': trouble = `очень ${d('нервничал')}`; mended = `${d('успокоился')}`; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  let refusedDid: string | undefined;
  if (told?.kind === 'refuses') {
    trouble = `не ${d('хотел')} ${told.phrase}`; mended = `больше не ${d('спорил')}, когда надо было ${told.phrase}`; refusedDid = `${d('согласился')} ${told.phrase}`;
  } else if (told) {
    trouble = `${d('боялся')} ${told.phrase}`; mended = `больше не ${d('боялся')} ${told.phrase}`;
  }
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing);
  const gone = cast.departed ? who(cast.departed) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? 'сестрёнка' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? 'братик' : 'малыш';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && cyrillicName(r.name) !== undefined);
  const names = named.map((r) => who(r).n);
  const water = brief.setting === 'lake' ? 'на озере' : brief.setting === 'sea' ? 'на море' : brief.setting === 'river' ? 'на реке' : 'в бассейне';
  const nursery = brief.setting === 'nursery';
  const did = goal ? `${d(goal[1])} ${goal[2]}`.trim() : refusedDid;

  return {
    ...hero, h2: hero.named ? hero.n : hn.c[0],
    kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band,
    v: (one, many) => (g === 'p' ? many : one), gr,
    ...(cast.pal ? { pal: who(cast.pal) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneThing: cast.departed!.thing } : {}), ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    bigIns: pick(g, 'старшим братом', 'старшей сестрой', 'старшим', 'старшими'),
    ...(setting ? { where: setting[0], place: setting[1] } : {}), water,
    ...(goal ? { to: goal[0] } : {}), ...(did ? { did } : {}), say: goal !== undefined && !(own && brief.goal && /(?<!\p{L})(?:его|её|ее|ему|ей|он|она)(?!\p{L})/u.test(goal[0])), ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish && BECOME[notWish.thing!] ? { not: `быть ${BECOME[notWish.thing!]}` } : {}),
    broken: { n: 'синяя ваза', acc: 'синюю вазу', gen: 'синей вазы' },
    names, wish: wish !== undefined || (own && brief.goal !== undefined), shape: facts.shape,
    school: nursery ? { to: 'в садик', at: 'в садике', gen: 'в садике', t: 'воспитательниц' } : { to: 'в школу', at: 'в школе', gen: 'в школе', t: 'учительниц' },
    both: hero.g === 'f' && cast.pal && who(cast.pal).g === 'f' ? 'обе' : 'оба',
  };
}
