// The Chinese sentence context: how each character is called (name, family title or noun with its measure word),
// the pronoun to use, the wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { chineseName } from './names';

/** A character as Chinese sentences use it. */
export interface Who {
  /** What the story calls it: "玛雅", "小拖拉机", "奶奶", "沃尔特爷爷". */
  n: string;
  /** First mention: "一辆红色的小拖拉机", or the name. */
  a: string;
  /** The pronoun when it is clear (他, 她, 它, 他们), otherwise what the story calls it. */
  ta: string;
  named: boolean;
}

export interface Zh extends Who {
  /** The pronoun is a real pronoun (not the name repeated). */
  pro: boolean;
  /** Has hands, feet and a face to speak of (people, animals, creatures, robots, toys; not trucks, clouds or lighthouses). */
  body: boolean;
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
  /** What the one who died was: "dog", "cat", "grandfather". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: 妹妹, 弟弟 or 小宝宝. */
  sib: string;
  /** What the hero becomes: 姐姐, 哥哥, or 哥哥姐姐. */
  big: string;
  /** The story's place: "农场"; where: "在农场上". */
  place?: string;
  where?: string;
  /** Where water fear happens: 游泳池, 湖, 海. */
  water: string;
  /** The arc's goal: "去看看大海" / reached: "看到了大海". */
  to?: string;
  did?: string;
  /** The arc's trouble, after the subject: "害怕打雷"; absent for a plain wish. */
  trouble?: string;
  /** The trouble gone: "不再害怕打雷了". */
  mended?: string;
  /** A wish the idea turns down: "当公主". */
  not?: string;
  /** Everyone named, as the story calls them. */
  names: string[];
  /** The idea states a wish (not only a problem). */
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  shape: string;
  /** First day: 学校 or 幼儿园, and who teaches there. */
  school: string;
  /** Going there: 上学 or 上幼儿园. */
  goSchool: string;
  teacher: string;
}

/** Measure word, short noun, first-mention noun. */
type Noun = readonly [string, string, string];
const N = (m: string, n: string, a = n): Noun => [m, n, a];

export const NOUNS: Readonly<Record<string, Noun>> = {
  girl: N('个', '小女孩'), boy: N('个', '小男孩'), child: N('个', '孩子', '小孩子'), children: N('群', '孩子们', '孩子们'),
  friend: N('个', '新朋友'), baby: N('个', '小宝宝'), 'baby sister': N('个', '小妹妹'), 'baby brother': N('个', '小弟弟'),
  sister: N('个', '妹妹'), brother: N('个', '弟弟'), mother: N('位', '妈妈'), father: N('位', '爸爸'), aunt: N('位', '阿姨'), uncle: N('位', '叔叔'),
  grandmother: N('位', '奶奶'), grandfather: N('位', '爷爷'), teacher: N('位', '老师', '和蔼的老师'), doctor: N('位', '医生', '和蔼的医生'),
  dentist: N('位', '牙医', '和蔼的牙医'), nurse: N('位', '护士', '和蔼的护士'), king: N('位', '老国王'), queen: N('位', '女王'),
  princess: N('位', '小公主'), prince: N('位', '小王子'), knight: N('位', '勇敢的骑士'), pirate: N('个', '小海盗'), wizard: N('位', '老魔法师'),
  witch: N('个', '小女巫'), astronaut: N('位', '小宇航员'), firefighter: N('位', '消防员'),
  dog: N('只', '小狗'), cat: N('只', '小猫', '老猫'), rabbit: N('只', '小兔子'), elephant: N('头', '小象'), penguin: N('只', '小企鹅', '害羞的小企鹅'),
  fox: N('只', '小狐狸'), turtle: N('只', '小乌龟'), bear: N('只', '小熊'), lion: N('头', '小狮子'), tiger: N('只', '小老虎'),
  mouse: N('只', '小老鼠'), owl: N('只', '猫头鹰', '小猫头鹰'), hedgehog: N('只', '小刺猬'), frog: N('只', '小青蛙'), pig: N('只', '小猪'),
  cow: N('头', '奶牛'), horse: N('匹', '小马'), pony: N('匹', '小马驹'), duck: N('只', '小鸭子'), chicken: N('只', '小鸡'), sheep: N('只', '小羊'),
  bird: N('只', '小鸟'), fish: N('条', '小鱼'), whale: N('头', '大鲸鱼'), dolphin: N('只', '小海豚'), octopus: N('只', '小章鱼'),
  shark: N('条', '小鲨鱼'), monkey: N('只', '小猴子'), giraffe: N('只', '长颈鹿', '小长颈鹿'), zebra: N('匹', '小斑马'), squirrel: N('只', '小松鼠'),
  wolf: N('只', '小狼'), deer: N('只', '小鹿'), butterfly: N('只', '蝴蝶', '小蝴蝶'), bee: N('只', '小蜜蜂'), ladybird: N('只', '小瓢虫'),
  snail: N('只', '小蜗牛'), spider: N('只', '小蜘蛛'), hippo: N('头', '小河马'), crocodile: N('条', '小鳄鱼'), kangaroo: N('只', '小袋鼠'),
  koala: N('只', '小考拉'), panda: N('只', '小熊猫', '小熊猫'), sloth: N('只', '树懒', '慢吞吞的树懒'), caterpillar: N('条', '毛毛虫', '小毛毛虫'),
  ant: N('只', '小蚂蚁'), goat: N('只', '小山羊'), donkey: N('头', '小毛驴'), unicorn: N('只', '独角兽', '小独角兽'), dragon: N('条', '小龙'),
  dinosaur: N('只', '小恐龙'), monster: N('个', '大怪兽'), fairy: N('个', '小仙女'), ghost: N('个', '小幽灵'), mermaid: N('条', '小美人鱼'),
  troll: N('个', '小山精'), giant: N('个', '巨人', '善良的巨人'), alien: N('个', '外星人', '小外星人'), elf: N('个', '小精灵'),
  tractor: N('辆', '小拖拉机'), tugboat: N('艘', '小拖船'), train: N('列', '小火车'), 'fire truck': N('辆', '消防车', '亮闪闪的消防车'),
  excavator: N('辆', '小挖掘机'), ship: N('艘', '大轮船'), boat: N('条', '小船'), car: N('辆', '小汽车'), bus: N('辆', '小公交车'),
  plane: N('架', '小飞机'), helicopter: N('架', '小直升机'), truck: N('辆', '小卡车'), 'garbage truck': N('辆', '垃圾车', '小垃圾车'),
  submarine: N('艘', '小潜水艇'), rocket: N('枚', '小火箭'), 'race car': N('辆', '小赛车'), bicycle: N('辆', '小自行车'),
  robot: N('个', '机器人', '孤单的小机器人'), rover: N('辆', '火星车', '小火星车'), 'teddy bear': N('只', '泰迪熊', '软软的泰迪熊'),
  'toy rabbit': N('只', '布兔子', '软软的布兔子'), doll: N('个', '布娃娃'), 'rag doll': N('个', '布娃娃'), toy: N('个', '小玩具'),
  puppet: N('个', '手偶'), 'toy car': N('辆', '玩具车'), cloud: N('朵', '小云朵'), snowflake: N('片', '小雪花'), raindrop: N('颗', '小雨滴'),
  tree: N('棵', '老树'), flower: N('朵', '小花'), seed: N('颗', '小种子'), star: N('颗', '小星星'), wind: N('阵', '小风'),
  lighthouse: N('座', '灯塔', '古老的灯塔'), crayon: N('支', '小蜡笔'), sock: N('只', '小袜子'), snowman: N('个', '小雪人'),
  kite: N('只', '风筝', '小风筝'), balloon: N('个', '红气球'),
};
const noun = (thing: string): Noun => NOUNS[thing] ?? N('个', '小家伙');

// Family titles as a child says them; a name goes before the title (沃尔特爷爷).
const KIN: Record<string, string> = { grandmother: '奶奶', grandfather: '爷爷', mother: '妈妈', father: '爸爸', aunt: '阿姨', uncle: '叔叔' };
const PERSON = /^person-|^baby$/;

function pronoun(role: Role, gender: 'm' | 'f' | undefined): string | undefined {
  if (role.plural) return '他们';
  const g = role.gender === 'female' ? 'f' : role.gender === 'male' ? 'm' : gender;
  if (KIN[role.thing]) return /grandmother|mother|aunt/.test(role.thing) ? '她' : '他';
  if (PERSON.test(role.kind)) return g === 'f' ? '她' : g === 'm' ? '他' : undefined;
  // Animals, vehicles, toys and things are 它 unless the idea says he or she.
  return role.gender === 'female' ? '她' : role.gender === 'male' ? '他' : '它';
}

function who(role: Role): Who {
  const name = role.name ? chineseName(role.name) : undefined;
  const [measure, short, first] = role.plural ? NOUNS.children! : noun(role.thing);
  if (name) {
    const n = KIN[role.thing] && !role.other ? `${name.text}${KIN[role.thing]}` : name.text;
    // First met by what it is: 一艘叫塔吉的小拖船, 一个叫汤姆的孩子.
    const a = KIN[role.thing] ? n : `一${measure}叫${name.text}的${short}`;
    return { n, a, ta: pronoun(role, name.gender) ?? n, named: true };
  }
  if (KIN[role.thing] && !role.other) return { n: KIN[role.thing]!, a: KIN[role.thing]!, ta: pronoun(role, undefined)!, named: true };
  if (role.other) return { n: `另一${measure}${short}`, a: `另一${measure}${short}`, ta: pronoun(role, undefined) ?? '对方', named: false };
  const a = role.plural ? short : `一${measure}${first}`;
  return { n: short, a, ta: pronoun(role, undefined) ?? short, named: false };
}

export const whoIs = who;

// Who looks after a hero that is not a child.
const KEEPER: Record<string, string> = {
  tractor: '农场伯伯', train: '老司机', tugboat: '老港长', ship: '船长', boat: '船长', 'fire truck': '消防队长', excavator: '工地师傅',
  robot: '老发明家', rover: '老发明家', lighthouse: '守塔的老爷爷', cloud: '风婆婆', 'teddy bear': '小主人', doll: '小主人',
  'toy rabbit': '小主人', 'rag doll': '小主人',
};
const keeperWho = (n: string): Who => ({ n, a: n, ta: /婆婆|奶奶/.test(n) ? '她' : '他', named: false });

const BECOME: Record<string, string> = {
  knight: '骑士', princess: '公主', dancer: '舞蹈家', superhero: '超级英雄', doctor: '医生', astronaut: '宇航员', pirate: '海盗',
  firefighter: '消防员', teacher: '老师', king: '国王', queen: '女王', wizard: '魔法师',
};
const SIGHTS: Record<string, string> = {
  sea: '大海', snow: '真正的雪', stars: '满天的星星', moon: '月亮', space: '太空', mountain: '高高的山', castle: '古老的城堡',
  city: '大城市', forest: '大森林', jungle: '热带丛林', beach: '海滩', river: '大河', lake: '湖', farm: '农场',
};
const GAMES: Record<string, readonly [string, string]> = {
  bicycle: ['骑自行车', '骑上了自行车'], football: ['踢足球', '踢了一场足球'], tennis: ['打网球', '打了一场网球'], basketball: ['打篮球', '打了一场篮球'], piano: ['弹钢琴', '弹了一首钢琴曲'],
};
const BUILD: Record<string, string> = { birdhouse: '一个小鸟窝', treehouse: '一座树屋', rocket: '一枚火箭', boat: '一条小船', house: '一座房子', sandcastle: '一座沙堡', robot: '一个机器人' };

// Places: [the place, where (with its preposition)].
const PLACES: Record<string, readonly [string, string]> = {
  kitchen: ['厨房', '在厨房里'], bedroom: ['卧室', '在卧室里'], bathroom: ['浴室', '在浴室里'], classroom: ['教室', '在教室里'],
  school: ['学校', '在学校里'], nursery: ['幼儿园', '在幼儿园里'], garden: ['花园', '在花园里'], forest: ['森林', '在森林里'],
  jungle: ['丛林', '在丛林里'], sea: ['大海', '在海边'], harbour: ['港口', '在港口'], lake: ['湖边', '在湖边'], river: ['河边', '在河边'],
  space: ['太空', '在太空中'], farm: ['农场', '在农场上'], city: ['城市', '在城市里'], snow: ['雪山', '在白雪皑皑的山上'],
  beach: ['海滩', '在海滩上'], hospital: ['医院', '在医院里'], park: ['公园', '在公园里'], supermarket: ['超市', '在超市里'],
  library: ['图书馆', '在图书馆里'], mountain: ['大山', '在大山里'], desert: ['沙漠', '在沙漠里'], playground: ['游乐场', '在游乐场上'],
  garage: ['车库', '在车库里'], treehouse: ['树屋', '在树屋里'], sky: ['天空', '在天空中'], pool: ['游泳池', '在游泳池里'],
  castle: ['城堡', '在城堡里'], home: ['家', '在家里'],
};

type Goal = readonly [string, string];
function wishGoal(key: string, t: string | undefined): Goal {
  const place = PLACES[t ?? '']?.[0];
  switch (key) {
    case 'become': return t && BECOME[t] ? [`当一名${BECOME[t]}`, `成了一名真正的${BECOME[t]}`] : ['变成一个全新的自己', '变成了一个全新的自己'];
    case 'see': return [`去看看${SIGHTS[t ?? ''] ?? '外面的大世界'}`, `看到了${SIGHTS[t ?? ''] ?? '外面的大世界'}`];
    case 'visit': return [`去${place ?? '远方的山丘'}看看`, `去了${place ?? '远方的山丘'}`];
    case 'fly': return ['飞上高高的天空', '飞上了高高的天空'];
    case 'dance': return ['跳一支舞', '跳了一支舞'];
    case 'play': return GAMES[t ?? ''] ?? ['和大家一起玩', '和大家一起玩了个痛快'];
    case 'make-friend': return ['交一个朋友', '交到了一个真正的朋友'];
    case 'win': return ['赢得比赛', '赢得了比赛'];
    case 'find': return ['找到藏起来的宝藏', '找到了藏起来的宝藏'];
    case 'go-home': return ['回家', '回到了家'];
    case 'sleep': return ['安安稳稳地睡着', '安安稳稳地睡着了'];
    case 'go-to': return [`去${place ?? '远方的小镇'}`, `到了${place ?? '远方的小镇'}`];
    case 'swim': return ['学会游泳', '学会了游泳'];
    case 'sing': return ['唱一首自己的歌', '唱了一首自己的歌'];
    case 'grow-up': return ['长得又高又壮', '长得又高又壮了'];
    case 'help': return ['帮助别人', '帮助了别人'];
    case 'build': return [`搭${BUILD[t ?? ''] ?? '一座树屋'}`, `搭好了${BUILD[t ?? ''] ?? '一座树屋'}`];
    case 'explore': return ['去探索整个世界', '探索了外面的世界'];
    default: return ['去探索整个世界', '探索了外面的世界'];
  }
}
const FEARS: Record<string, string> = {
  dark: '黑暗', monsters: '怪物', water: '水', thunder: '打雷', dentist: '看牙医', doctor: '看医生',
  'vacuum cleaner': '吸尘器', 'hair dryer': '吹风机', toilet: '马桶', haircut: '理发', bath: '洗澡',
  fireworks: '放烟花', 'loud noises': '很大的声音', spiders: '蜘蛛', dogs: '大狗',
};
// What cannot be done: [trouble, mended, goal, reached].
const CANNOT: Record<string, readonly [string, string, string, string]> = {
  'make rain': ['怎么也下不出雨来', '终于能下雨了', '下一场雨', '下了一场雨'],
  'breathe fire': ['怎么也喷不出火来', '终于能喷火了', '喷出火来', '喷出了火'],
  fly: ['怎么也飞不起来', '终于能飞了', '飞起来', '飞了起来'], swim: ['怎么也游不起来', '终于能游泳了', '游起来', '游了起来'],
};

export function chineseContext(facts: StoryFacts): Zh {
  const { cast, brief, band } = facts;
  // An unnamed child who asks a question is a curious one.
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero: Who = curious ? { n: '小朋友', a: '一个好奇的小朋友', ta: '小朋友', named: false } : who(cast.hero);
  const person = PERSON.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const g: Who = grownKin ?? (keeper ? keeperWho(keeper) : { n: '妈妈', a: '妈妈', ta: '她', named: true });
  const setting = brief.setting ? PLACES[brief.setting] : undefined;

  const wish = brief.wishes.find((w) => !w.negated);
  // The idea's own goal and trouble, when the idea is Chinese too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'chinese';
  let [to, did]: readonly [string | undefined, string | undefined] = own && brief.goal ? [brief.goal.phrase, `能${brief.goal.phrase}了`] : wish ? wishGoal(wish.key, wish.thing) : [undefined, undefined];
  let trouble: string | undefined; let mended: string | undefined;
  const lostWho = cast.lost ? who(cast.lost) : undefined;
  const p = brief.problem;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid': trouble = `很害怕${fear ?? '好多东西'}`; mended = `不再害怕${fear ?? '了'}${fear ? '了' : ''}`; break;
      case 'lost':
        if (lostWho) { trouble = `把${lostWho.n}弄丢了`; mended = `找回了${lostWho.n}`; if (!to) [to, did] = [`找到${lostWho.n}`, `找到了${lostWho.n}`]; }
        else { trouble = '迷路了'; mended = '平平安安地回到了家'; if (!to) [to, did] = ['找到回家的路', '找到了回家的路']; }
        break;
      case 'cannot': if (can) { [trouble, mended] = can; if (!to) [to, did] = [can[2], can[3]]; } break;
      case 'lonely': trouble = '很孤单'; mended = '再也不孤单了'; if (!to) [to, did] = ['找一个朋友', '找到了一个朋友']; break;
      case 'laughed-at': trouble = '不喜欢被别人笑话'; mended = '不再在意别人的笑话了'; break;
      case 'tired-of': trouble = `对${setting?.[0] ?? ''}一成不变的日子有点厌倦了`; mended = '很高兴又回到了家'; break;
      case 'sad': trouble = '心里很难过'; mended = '不再难过了'; break;
      case 'worried': trouble = '心里很担心'; mended = '不再担心了'; break;
      case 'nervous': trouble = '心里很紧张'; mended = '不再紧张了'; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  if (told?.kind === 'refuses') {
    trouble = `怎么也不肯${told.phrase}`; mended = `高高兴兴地${told.phrase}了`; if (!did) did = `愿意${told.phrase}了`;
  } else if (told) {
    trouble = `很怕${told.phrase}`; mended = `不再怕${told.phrase}了`;
  }
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing && BECOME[w.thing]);
  const gone = cast.departed ? who(cast.departed) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sib = baby?.gender === 'female' || baby?.thing === 'baby sister' ? '妹妹' : baby?.gender === 'male' || baby?.thing === 'baby brother' ? '弟弟' : '小宝宝';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && chineseName(r.name) !== undefined);
  const names = named.map((r) => who(r).n);
  const water = brief.setting === 'lake' ? '湖' : brief.setting === 'sea' ? '海' : brief.setting === 'river' ? '河' : '游泳池';
  const nursery = brief.setting === 'nursery';
  const ta = hero.ta;

  return {
    ...hero, pro: ta !== hero.n, body: !/^(vehicle|object|nature)$/.test(cast.hero.kind), kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, g,
    ...(cast.pal ? { pal: who(cast.pal) } : {}), ...(kin ? { kin } : {}), ...(gone ? { gone, goneThing: cast.departed!.thing } : {}),
    ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib,
    big: ta === '她' ? '姐姐' : ta === '他' ? '哥哥' : '大孩子',
    ...(setting ? { place: setting[0], where: setting[1] } : {}), water,
    ...(to ? { to } : {}), ...(did ? { did } : {}), say: to !== undefined && !(own && brief.goal && /他|她|它/u.test(to)), ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish ? { not: `当${BECOME[notWish.thing!]}` } : {}),
    names, wish: wish !== undefined || (own && brief.goal !== undefined), shape: facts.shape,
    school: nursery ? '幼儿园' : '学校', goSchool: nursery ? '上幼儿园' : '上学', teacher: '老师',
  };
}
