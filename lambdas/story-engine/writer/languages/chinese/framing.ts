// Chinese feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import type { Zh } from './context';

type P = Part<Zh>;

type Clause = (c: Zh) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['有那么一会儿，', '心底里，', '就在那一刻，', '这时候，', '悄悄地，', '不知不觉中，', '有一小会儿，', '慢慢地，'];
const ENDINGS = [''];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: Zh) => {
      const said = clause(c);
      return said && `${o}${said}${e}。`;
    }, { key })));
  });
}

// Feelings that may simply be let be end with "and that was all right"; warm ones with "how good that felt".
const LET_BE = ['', '，这也没关系'];
const GOOD = ['', '，这种感觉真好'];

export const MOODS: Record<Mood, P> = {
  calm: combine([
    (c) => `${c.n}慢慢地吸气，又慢慢地呼气，心跳也跟着一下一下地慢了下来`, (c) => `周围的一切都显得那么平静、那么安全，就像躺在软软的云朵上`,
    (c) => `一种安安静静的感觉，像一片羽毛一样，轻轻地落在了${c.n}的心上`, (c) => c.body && `${c.n}的肩膀放松了，小手也安安稳稳地放着，整个人都松快了`,
    (c) => `${c.n}的心里稳稳当当的，像一艘停在港湾里、随着水波轻轻摇晃的小船`,
  ], OPENERS, GOOD),
  worried: combine([
    (c) => `${c.n}的肚子里好像打了一个结，越想解开，就系得越紧`, (c) => c.body && `${c.n}咬着嘴唇，手指绞在一起，不知道接下来会发生什么`,
    (c) => `担心像一群小蜜蜂，在${c.n}的脑袋里嗡嗡嗡地转个不停`, (c) => (c.body ? `${c.n}的心扑通扑通跳得好快，手心也变得凉凉的、湿湿的` : `${c.n}的心扑通扑通跳得好快，怎么也静不下来`),
    (c) => `那份担心好像越长越大，一直长到比${c.n}自己还要大`,
  ], OPENERS, LET_BE),
  sad: combine([
    (c) => `一团沉沉的难过，像一朵灰色的云，静静地停在${c.n}的心里`, (c) => c.body && `${c.n}的眼睛湿湿的，鼻子酸酸的，眼泪在眼眶里打着转`,
    (c) => `${c.n}没有把难过赶走，而是让它在心里多待了一会儿`, (c) => `${c.n}的喉咙紧紧的，心里想说的话，一句也说不出来`,
    (c) => `周围的一切好像都变得灰蒙蒙的，连窗外的光都暗了一些`,
  ], OPENERS, LET_BE),
  brave: combine([
    (c) => (c.body ? `${c.n}挺直了身子，把下巴抬得高高的，眼睛看着前方` : `${c.n}鼓足了劲儿，稳稳地朝着前方`), (c) => (c.body ? `${c.n}握紧了小拳头，在心里说：不管怎样，我都要试一试` : `${c.n}在心里说：不管怎样，我都要试一试`),
    (c) => c.body && `${c.n}的腿有一点点发抖，可是心里却坚强得像一块大石头`, (c) => `一种勇敢的、亮亮的感觉，在${c.n}的心里一点一点地长了出来`,
    (c) => `${c.n}忽然觉得，自己的勇气比害怕还要大那么一点点`,
  ], OPENERS, ['']),
  happy: combine([
    (c) => `一股暖暖的快乐，在${c.n}的心里咕嘟咕嘟地冒着小泡泡`, (c) => c.body && `${c.n}忍不住一直笑，嘴角翘得高高的，怎么也放不下来`,
    (c) => `${c.n}的心轻得像一只气球，好像随时都能飘到天上去`, (c) => c.body && `快乐从${c.n}的头顶一直冒到了脚趾头，连头发丝都是开心的`,
    (c) => `${c.n}的心里好像照进了一大片暖洋洋、金灿灿的阳光`,
  ], OPENERS, ['']),
  warm: combine([
    (c) => `${c.n}觉得全身暖暖的，知道自己正被好好地爱着`, (c) => `爱像一条又大又软的毯子，把${c.n}轻轻地裹了起来`,
    (c) => `一种温柔的、暖洋洋的感觉，满满地装进了${c.n}的心里`, (c) => `待在${c.g.n}身边，一切都变得柔软又安心，什么也不用怕`,
    (c) => `就算没有拥抱，${c.n}也觉得自己被紧紧地、暖暖地抱着`,
  ], OPENERS, GOOD),
  curious: combine([
    (c) => `${c.n}想知道得更多，更多，再多一点，一刻也等不及`, (c) => `一个又一个问题，像肥皂泡一样，在${c.n}的脑袋里冒了出来`,
    (c) => `${c.n}好奇地睁大了眼睛，生怕漏掉一丁点儿有意思的东西`, (c) => `世界上好像有那么多那么多的东西，正等着${c.n}去发现`,
    (c) => `${c.n}凑近了一点，又凑近了一点，想把一切看得清清楚楚`,
  ], OPENERS, ['']),
  sleepy: combine([
    (c) => `${c.n}的眼皮越来越沉，像挂上了两颗小小的石子`, (c) => `一个大大的、慢慢的哈欠，悄悄地爬上了${c.n}的小脸`,
    (c) => `周围的一切都变得软软的、慢慢的、困困的，像在梦里一样`, (c) => `${c.n}往被窝里钻了又钻，又暖和又迷糊，眼睛快睁不开了`,
    (c) => `夜晚的安静，像一只温柔的大手，轻轻地包围着${c.n}`,
  ], OPENERS, ['']),
};

const NEAR = ['不远处，', '外面，', '附近，', '头顶上，', '这时候，', '时不时地，'];

export const DETAILS: P = combine([
  (c) => c.place && !/^(家|天空|太空|沙漠|雪山)$/.test(c.place) && `${c.place}里到处都是声音和颜色，热热闹闹的，看也看不够`,
  (c) => `风轻轻地吹过树梢，树叶沙沙地响，像在小声地说悄悄话`,
  (c) => `一只钟轻轻地滴答滴答，不紧不慢地走着，好像在数着时间`,
  (c) => `光线慢慢地变了，影子也悄悄地挪了位置，变得长长的`,
  (c) => `一只小黑鸟在枝头跳来跳去，歪着脑袋，好像也想帮忙`,
  (c) => `空气里飘着雨水和青草的清香，闻起来凉丝丝的`,
], NEAR, ['', '，就像平常一样']);

const T = (c: Zh) => c.n;

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)}和新来的小宝宝`, (c) => `${T(c)}当${c.big === '大孩子' ? '哥哥姐姐' : c.big}了`, (c) => `${T(c)}有了${c.sib === '小宝宝' ? '一个小宝宝' : `小${c.sib}`}`],
  'moving-home': [(c) => `${T(c)}搬家了`, (c) => `${T(c)}和新家`, (c) => `再见，旧房子；你好，${T(c)}的新家`],
  'first-day': [(c) => `${T(c)}的第一天`, (c) => `${T(c)}去${c.goSchool}`, (c) => `${T(c)}的大日子`],
  'pet-died': [(c) => `怀念${c.gone!.n}`, (c) => `永远在我们心里：${c.gone!.n}`, (c) => `我们和${c.gone!.n}说再见的那一天`],
  'grandparent-died': [(c) => `怀念${c.gone!.n}`, (c) => `${c.gone!.n}的故事还在继续`, (c) => `永远在我们心里：${c.gone!.n}`],
  doctor: [(c) => `${T(c)}去看医生`, (c) => `${T(c)}勇敢地打针`, (c) => `${T(c)}去做检查`],
  dentist: [(c) => `${T(c)}去看牙医`, (c) => `${T(c)}和牙医的大椅子`, (c) => `张大嘴巴，${T(c)}！`],
  potty: [(c) => `${T(c)}和小便盆`, (c) => `${T(c)}学用便盆`, (c) => `再见啦，纸尿裤：${T(c)}长大了`],
  bedtime: [(c) => `晚安，${T(c)}`, (c) => `${T(c)}不想睡觉`, (c) => `${T(c)}该睡觉啦`],
  'fear-dark': [(c) => `${T(c)}和黑夜`, (c) => `${T(c)}和黑夜交朋友`, (c) => `谁怕黑？${T(c)}才不怕！`],
  'fear-monsters': [(c) => `${T(c)}和床底下的怪物`, (c) => `${T(c)}不怕怪物`, (c) => `${T(c)}看看床底下`],
  'fear-water': [(c) => `${T(c)}和水`, (c) => `${T(c)}学游泳`, (c) => `扑通，${T(c)}！`],
  sharing: [(c) => `${T(c)}和${c.pal?.named ? c.pal.n : '好朋友'}轮流玩`, (c) => `轮到你啦，${T(c)}！`, (c) => `${T(c)}学会分享`],
  'telling-truth': [(c) => `${T(c)}说真话`, (c) => `${T(c)}和打碎的花瓶`, (c) => `${T(c)}的实话`],
  'two-homes': [(c) => `${T(c)}的两个家`, (c) => `${T(c)}有两个家`, (c) => `两个家都爱${T(c)}`],
  wheelchair: [(c) => `${T(c)}的轮椅转呀转`, (c) => `${T(c)}加入游戏`, (c) => `让一让，${T(c)}来啦！`],
  glasses: [(c) => `${T(c)}的新眼镜`, (c) => `${T(c)}看清了世界`, (c) => `看，谁戴上了眼镜：${T(c)}`],
  'new-language': [(c) => `${T(c)}学新单词`, (c) => `你好，${T(c)}`, (c) => `${T(c)}和新语言`],
  'making-friend': [(c) => `${T(c)}交朋友`, (c) => `${T(c)}说你好`, (c) => `${T(c)}的新朋友`],
  'question-sky': [() => `天空为什么是蓝色的？`, (c) => `${T(c)}问：天空为什么是蓝色的？`, () => `蓝天的秘密`],
  'question-rain': [() => `雨是从哪里来的？`, (c) => `${T(c)}跟着一滴雨去旅行`, () => `雨的奇妙旅行`],
  'question-plants': [() => `植物是怎么长大的？`, (c) => `${T(c)}种了一颗种子`, () => `从小种子到一朵花`],
  arc: [
    (c) => c.trouble?.startsWith('怎么也') && `${T(c)}再试一次`, (c) => c.wish && `${T(c)}的大心愿`, (c) => c.to && `${T(c)}想${c.to}`,
    (c) => c.pal?.named && `${T(c)}和${c.pal.n}`, (c) => c.kin && `${T(c)}和${c.kin.n}`,
    (c) => !c.wish && `${T(c)}${c.where ?? ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Zh, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join('、')}和${missing.at(-1)}`;
  return `${text}故事里还有${list}。`;
}
const S = (make: (c: Zh) => string | false | undefined) => (c: Zh) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.n}就要有${c.sib === '小宝宝' ? '一个小宝宝' : `一个${c.sib}`}了，也发现了爱会变得更大。`)],
  'moving-home': [S((c) => `${c.n}要搬到新家去，得和旧家说再见了。`)],
  'first-day': [S((c) => `今天是${c.n}${c.goSchool}的第一天，有新老师，也有新同学。`)],
  'pet-died': [S((c) => `${c.gone!.n}死了，一家人带着爱怀念着${c.pet ? '它' : c.gone!.ta}。`)],
  'grandparent-died': [S((c) => `${c.gone!.n}去世了，一家人一起怀念${c.gone!.ta}。`)],
  doctor: [S((c) => `${c.n}去看医生，做检查，还要打一针，结果比自己想的还要勇敢。`)],
  dentist: [S((c) => `${c.n}去看牙医，知道了那张大椅子上会发生什么。`)],
  potty: [S((c) => `${c.n}学着用便盆，一次一次慢慢来。`)],
  bedtime: [S((c) => `${c.n}一点也不困，可是睡觉时间自有办法变得暖暖的。`)],
  'fear-dark': [S((c) => `${c.n}害怕黑暗，后来发现了夜晚真正的样子。`)],
  'fear-monsters': [S((c) => `${c.n}听见床底下有怪物，勇敢地看了一看。`)],
  'fear-water': [S((c) => `${c.n}害怕水，一步一步学着变勇敢。`)],
  sharing: [S((c) => `${c.n}和${c.pal?.n ?? '好朋友'}都想要同一个玩具，后来学会了轮流玩。`)],
  'telling-truth': [S((c) => `${c.n}打碎了东西，也明白了说真话是一种勇敢。`)],
  'two-homes': [S((c) => `${c.n}有两个家，妈妈家和爸爸家，在两个家里都被爱着。`)],
  wheelchair: [S((c) => `${c.n}坐着轮椅，想出了加入游戏的办法。`)],
  glasses: [S((c) => `${c.n}戴上了眼镜，担心别的孩子会笑话。`)],
  'new-language': [S((c) => `${c.n}刚来到新学校，还不会说这里的语言。`)],
  'making-friend': [S((c) => `${c.n}有点害羞，很想交一个朋友。`)],
  'question-sky': [(c) => `${c.n}想知道天空为什么是蓝色的，发现了光和空气的秘密。`],
  'question-rain': [(c) => `${c.n}想知道雨从哪里来，跟着水从大海到云朵，再回到地上。`],
  'question-plants': [(c) => `${c.n}种下一颗种子，看着它慢慢长大。`],
  arc: [S((c) => !c.wish && !c.trouble && `一个关于${c.n}${c.where ? `${c.where}` : ''}的故事。`), S((c) => c.to && (`${c.n}想${c.to}。`)), S((c) => c.trouble && `${c.n}${c.trouble}，不过不会太久。`)],
};
