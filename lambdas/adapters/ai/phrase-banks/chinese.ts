// Chinese (simplified) phrase bank.
import type { KindKey, TraitKey } from '../story-lexicon';
import type { HeroWords, PhraseBank } from './phrase-bank';

// noun and its measure word (一只刺猬, 一条鱼, 一个机器人)
const KINDS: Record<KindKey, [noun: string, measure: string]> = {
  hedgehog: ['小刺猬', '只'], rabbit: ['小兔子', '只'], cat: ['小猫', '只'], dog: ['小狗', '只'], bear: ['小熊', '只'],
  panda: ['熊猫宝宝', '只'], fox: ['小狐狸', '只'], wolf: ['小狼', '只'], mouse: ['小老鼠', '只'], squirrel: ['小松鼠', '只'],
  raccoon: ['小浣熊', '只'], owl: ['小猫头鹰', '只'], bird: ['小鸟', '只'], penguin: ['小企鹅', '只'], duck: ['小鸭子', '只'],
  chicken: ['小鸡', '只'], pig: ['小猪', '只'], cow: ['小奶牛', '头'], sheep: ['小羊', '只'], horse: ['小马', '匹'],
  unicorn: ['小独角兽', '只'], elephant: ['小象', '头'], giraffe: ['小长颈鹿', '只'], lion: ['小狮子', '只'],
  tiger: ['小老虎', '只'], monkey: ['小猴子', '只'], frog: ['小青蛙', '只'], turtle: ['小乌龟', '只'], fish: ['小鱼', '条'],
  whale: ['小鲸鱼', '头'], octopus: ['小章鱼', '只'], dragon: ['小龙', '条'], dinosaur: ['小恐龙', '只'],
  robot: ['小机器人', '个'], alien: ['小外星人', '个'], girl: ['小女孩', '个'], boy: ['小男孩', '个'], child: ['小朋友', '个'],
};

// attributive, predicate
const TRAITS: Record<TraitKey, [string, string]> = {
  shy: ['害羞的', '很害羞'], brave: ['勇敢的', '很勇敢'], curious: ['好奇的', '好奇心很强'],
  sleepy: ['爱睡觉的', '特别爱睡觉'], grumpy: ['爱发脾气的', '有点爱发脾气'], lonely: ['孤单的', '常常觉得孤单'],
  clumsy: ['笨手笨脚的', '有点笨手笨脚'], kind: ['善良的', '心地很善良'], cheerful: ['快乐的', '总是快快乐乐的'],
  clever: ['聪明的', '很聪明'], tiny: ['小小的', '个子小小的'], scared: ['胆小的', '胆子很小'],
};

const kindWord = (hero: HeroWords) => KINDS[hero.kind][0];

function extractGoal(idea: string): string | undefined {
  const m = /(?:梦想着?|想要|渴望|希望|想)([^，。！？,.!?的；;]{1,14})/u.exec(idea);
  const goal = m?.[1]?.replace(/^(要|能|去)(?=.)/u, '').trim();
  return goal && /\p{Script=Han}/u.test(goal) ? goal : undefined;
}

const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff00-\\uffef“”‘’…—]';

/** Removes the spaces templates leave next to Chinese or Japanese characters and punctuation. */
export function joinCjk(text: string): string {
  return text
    .replace(new RegExp(`\\s+(?=${CJK})`, 'gu'), '')
    .replace(new RegExp(`(${CJK})\\s+`, 'gu'), '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export const chinese: PhraseBank = {
  language: 'chinese',
  kindGender: () => 'n',
  heroIntro: (hero) => `一${KINDS[hero.kind][1]}名叫${hero.name}的${TRAITS[hero.trait][0]}${kindWord(hero)}`,
  heroPhrase: (hero) => `一${KINDS[hero.kind][1]}${TRAITS[hero.trait][0]}${kindWord(hero)}`,
  kindThe: (hero) => kindWord(hero),
  trait: (trait) => TRAITS[trait][1],
  goals: {
    goToMoon: '飞到月亮上',
    braveDark: '不再怕黑',
    findTreasure: '找到藏起来的宝藏',
    findStar: '找回那颗丢失的许愿星',
    learnRainbow: '弄明白彩虹是从哪里来的',
    makeFriend: '交到一个真正的好朋友',
    rideBike: '自己骑自行车',
    bake: '烤出世界上最棒的蛋糕',
    climb: '爬上最高的那座山',
    seeSea: '去看大海',
    swim: '游泳',
    fly: '飞上天空',
    read: '自己读完一整本书',
    dance: '跳舞',
    sing: '在大家面前唱一首歌',
    grow: '种出一座美丽的花园',
    makeLaugh: '让大家都哈哈大笑',
    help: '帮助朋友们',
  },
  concepts: {
    moon: '月亮', stars: '星星', sun: '暖暖的太阳', rainbow: '彩虹', clouds: '软软的云朵', rain: '在雨里踩水',
    snow: '白白的雪', sea: '大海', river: '闪亮的小河', forest: '森林', flowers: '花儿', garden: '花园',
    mountain: '高山', cave: '秘密山洞', castle: '古老的城堡', rocket: '火箭', planets: '星球', kite: '风筝',
    balloons: '气球', boat: '小船', train: '火车', cake: '蛋糕', music: '音乐', books: '书', school: '学校',
    treasure: '藏宝图', butterflies: '蝴蝶',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['豆豆', '乐乐', '团团', '阿福', '小虎', '嘟嘟'], f: ['米米', '小星', '朵朵', '甜甜', '圆圆', '丫丫'] },
  finish: joinCjk,
  goalTitle: '想{goal}的{name}',
  summary: '一个{adjective}的故事：{heroIntro}，一心想{goal}。',
  theEnd: '（完）',
  tones: {
    playful_funny: {
      home: '在一座烟囱歪歪的、摇摇晃晃的小房子里',
      friend: { intro: '一只穿着雨靴、爱咯咯笑的大鹅', the: '大鹅', gender: 'f' },
      things: '好笑的帽子、会弹跳的水坑和傻乎乎的笑话',
      adjective: '好笑',
      lines: {
        opening: '{name}的两只袜子从来都不一样，[他|她]就喜欢这样。',
        wish: '大家听了都咯咯笑，{name}笑得最大声，可[他|她]是认真的。',
        firstTry: '嘣！啪嗒！咕咚！连蜗牛都笑了。',
        friend: '{friend}嘎嘎叫得那么响，把一只路过的小猪的帽子都吓飞了。',
        climax: '{name}晃了晃耳朵求好运，这招总是管用。',
        resolution: '这是最好笑、最开心的时刻，谁也停不下来笑。',
        ending: '直到现在，某个地方还有一只小猪在找它的帽子呢。',
      },
      toddler: { opening: '嘣嘣跳！', ending: '哈哈哈！' },
      titles: ['{name}和歪歪扭扭的计划', '{name}的开心日子'],
    },
    fantasy_magic: {
      home: '在一个清晨花儿会唱歌的秘密山谷里',
      friend: { intro: '一位长着闪亮翅膀的小仙子', the: '小仙子', gender: 'f' },
      things: '流星、古老的魔法书和会发光的蘑菇',
      adjective: '奇幻',
      lines: {
        opening: '在那个山谷里，月光可以装进瓶子，愿望有时候也会静静地听。',
        wish: '就在这时，一颗流星划过夜空，好像听见了一样。',
        firstTry: '{name}甚至悄悄念了一句咒语，可是魔法“噗”的一声，变成了一团紫色的烟。',
        friend: '{friend}飞过的地方，空气里都闪着银色的光粉。',
        climax: '{friend}撒下一小撮星星粉，可真正的魔法，早就藏在{name}的心里了。',
        resolution: '闪闪的光点四处飞舞，山谷里的花儿一起唱起了歌。',
        ending: '在晴朗的夜晚，只要你仔细看，还能看见那些闪闪的光点。',
      },
      toddler: { opening: '亮晶晶！', ending: '变变变！' },
      titles: ['{name}和会说悄悄话的星星', '{name}的魔法愿望'],
    },
    animal: {
      home: '在大草地边上一个暖和的小窝里',
      friend: { intro: '一只聪明的老猫头鹰', the: '猫头鹰爷爷', gender: 'm' },
      things: '洒满阳光的草地、沙沙响的落叶和雨的味道',
      adjective: '动物',
      lines: {
        opening: '兔子、鸭子和勤劳的小蚂蚁都是[他|她]的邻居。',
        wish: '鸭子嘎嘎叫，松鼠叽叽喳喳：谁听说过这样的事呀？',
        firstTry: '鸭子一家摇摇摆摆地走过，很有礼貌地假装什么都没看见。',
        friend: '{friend}眨了眨金色的大眼睛，抖了抖羽毛。',
        climax: '草地上的动物都来看了：兔子、鸭子、松鼠，连老獾也来了。',
        resolution: '鸟儿唱歌，兔子跺脚，鸭子拍打着翅膀。',
        ending: '整片草地都比以前更快乐了一点点。',
      },
      toddler: { opening: '嗅嗅，嗅嗅！', ending: '叽叽，嘎嘎！' },
      titles: ['绿草地上的{name}', '{name}和草地上的朋友们'],
    },
    heartwarming: {
      home: '在一座有着暖黄色厨房的小房子里',
      friend: { intro: '{name}的奶奶', the: '奶奶', gender: 'f' },
      things: '热可可、软软的毯子和睡前故事',
      adjective: '温暖',
      lines: {
        opening: '在那里，大家都愿意分享，哪怕只有半块饼干。',
        wish: '[他|她]把这个愿望紧紧抱在心口，就像冷天里捧着一杯热可可。',
        firstTry: '没有成功，可是一位路过的邻居对[他|她]露出了鼓励的微笑。',
        friend: '{friend}给了{name}一个又软又暖的拥抱。',
        climax: '{friend}就站在旁边，笑得最骄傲。',
        resolution: '每个人的眼里都闪着开心的泪光，每颗心都暖暖的、满满的。',
        ending: '因为分享出去的善良，总会变得更多。',
      },
      toddler: { opening: '抱抱。', ending: '爱你哟！' },
      titles: ['{name}暖暖的心', '给{name}的大大拥抱'],
    },
    sci_fi: {
      home: '在一颗安静小星球上的一座圆圆的银色房子里',
      friend: { intro: '一个友好的小机器人', the: '小机器人', gender: 'm' },
      things: '火箭、闪烁的星球和亮晶晶的小发明',
      adjective: '太空',
      lines: {
        opening: '从窗户望出去，能看见三个月亮和一颗带光环的星球。',
        wish: '[他|她]在平板电脑上画设计图，一直画到深夜。',
        firstTry: '哔！滋滋！[他|她]做的小机器噼里啪啦地冒出了火花。',
        friend: '小机器人的天线闪了闪绿光：这是友好的问候。',
        climax: '倒计时：五、四、三、二、一！',
        resolution: '太空站所有的灯都闪了起来，为[他|她]庆祝。',
        ending: '高高的天上，星星眨着眼睛，像数不清的小眼睛。',
      },
      toddler: { opening: '哔哔，嘟嘟！', ending: '嗖——！' },
      titles: ['{name}和星光火箭', '{name}飞向星星'],
    },
    daily_life_basics: {
      home: '在枫叶街上一座明亮的小房子里',
      friend: { intro: '一位和蔼的老师', the: '老师', gender: 'f' },
      things: '早餐的松饼、去幼儿园的路和洗澡时的泡泡',
      adjective: '关于生活',
      lines: {
        opening: '每一天都是这样开始的：洗脸、穿衣服、吃早饭，再来一个大大的早安拥抱。',
        wish: '[他|她]刷牙的时候想着这件事，穿鞋的时候又想了一遍。',
        firstTry: '这就像第一次自己系鞋带：好难呀！',
        friend: '{friend}蹲了下来，和{name}面对面地说话。',
        climax: '{name}想起来了：吸气，呼气，慢慢来。',
        resolution: '就像第一次不用人扶，自己骑自行车一样。',
        ending: '明天又是新的一天，有好多新的小事情等着去学。',
      },
      toddler: { opening: '早上好！', ending: '洗澡，讲故事，睡觉。' },
      titles: ['{name}的大日子', '{name}能做到！'],
    },
    adventurous: {
      home: '在高高的蓝色大山脚下一座温暖的小木屋里',
      friend: { intro: '一位拿着旧地图的老探险家', the: '老探险家', gender: 'm' },
      things: '古老的地图、秘密的小路和遥远的地方',
      adjective: '冒险',
      lines: {
        opening: '人们说，大山的那一边，有谁也没见过的地方。',
        wish: '[他|她]收拾好背包，以防万一：一根绳子、一盏灯笼和一个三明治。',
        firstTry: '山路很陡，一阵风把[他|她]的帽子吹跑了。',
        friend: '{friend}展开一张画满神秘记号的地图。',
        climax: '他们走过一座摇摇晃晃的绳桥，桥下是奔腾的河水。',
        resolution: '从高处望去，整个广阔的世界好像都铺展在脚下。',
        ending: '那张地图呢？上面还有几块空白，等着人去探索。',
      },
      toddler: { opening: '出发啦！', ending: '好棒的冒险！' },
      titles: ['{name}和神秘地图', '{name}的大冒险'],
    },
    educational: {
      home: '在一座满是书和问题的快乐房子里',
      friend: { intro: '一位充满好奇心的科学家', the: '科学家', gender: 'f' },
      things: '各种问题、放大镜和弄清楚东西是怎么运转的',
      adjective: '充满好奇',
      lines: {
        opening: '{name}总是问：为什么？怎么会？如果……会怎样？',
        wish: '为了弄明白，[他|她]决定像真正的科学家一样观察、提问、动手试一试。',
        firstTry: '第一次实验失败了，这让[他|她]学到一件重要的事：错误就是线索。',
        friend: '{friend}教[他|她]把每个想法都记在笔记本上。',
        climax: '{name}最后一次检查笔记：第一步、第二步、第三步。',
        resolution: '练习、耐心和动脑筋，一起发挥了作用。',
        ending: '你知道吗？每个专家都曾经是初学者。',
      },
      toddler: { opening: '为什么？怎么会？', ending: '我知道啦！' },
      titles: ['{name}问为什么', '{name}找答案'],
    },
  },
  stages: {
    opening: {
      title: '这是{name}',
      short: '这是{name}。{name}是{heroPhrase}。',
      mid: '从前，有{heroIntro}。{name}住{home}。每天早上，{name}都会跟太阳说早安。',
      long: '从前，{home}，住着{heroIntro}。{name}{trait}，可是心里装满了惊奇，总能注意到别人匆匆错过的东西：露珠的闪光、蜜蜂的嗡嗡声，还有像小船一样慢慢飘过的云朵。',
    },
    world: {
      title: '最喜欢的东西',
      short: '{name}喜欢{things}。',
      mid: '{name}最喜欢{things}了。[他|她]可以一整天都想着它们。日子过得安安静静、舒舒服服。',
      long: '{name}最最喜欢的，就是{things}。[他|她]可以整整一个下午都沉浸在幻想里，而身边的世界照样忙忙碌碌。可是，在心底最深的地方，好像总少了点什么。',
    },
    wish: {
      title: '一个大大的愿望',
      short: '{name}想{goal}。',
      mid: '{name}有一个大大的愿望：[他|她]想{goal}！可是[他|她]不知道该怎么做。',
      long: '一天傍晚，{name}终于说出了藏在心里很久的秘密：[他|她]想{goal}。这听起来不可能，甚至有点傻，可这个愿望就像一盏怎么也不肯熄灭的小灯笼，在[他|她]心里一闪一闪地亮着。',
    },
    firstTry: {
      title: '第一次尝试',
      short: '{name}试一试。哎呀！',
      mid: '于是，{name}试着{goal}。[他|她]非常非常努力。可是没有成功。哎呀！',
      long: '第二天一早，{name}订了一个仔细的计划，试着{goal}。[他|她]使出全身的力气，数到三，拼尽了全力。可惜事情完全没有按计划进行，这次尝试在一连串的跟头和惊呼声中结束了。',
    },
    setback: {
      title: '难过的时候',
      short: '{name}有点难过。',
      mid: '{name}叹了口气，坐了下来。“也许我做不到吧。”[他|她]小声说。一颗小小的眼泪从[他|她]脸上滚了下来。',
      long: '{name}垂头丧气地坐在一棵树下，呆呆地望着地面。“也许有些愿望就是太大了。”[他|她]喃喃地说。失望沉甸甸的，像一个装满石头的背包，有好一会儿，[他|她]什么都不想再试了。',
    },
    friend: {
      title: '伸出援手',
      short: '{name}遇见了{friendIntro}。',
      mid: '就在这时，{friendIntro}走了过来。“你为什么难过呀？”{friend}问。{name}把自己的大愿望全都告诉了<他|她>。',
      long: '就在这时，{friendIntro}出现了。“好大的一声叹气呀，”{friend}温柔地说，“发生什么事了？”{name}先是吞吞吐吐，后来一口气把一切都说了出来：那个愿望、失败的尝试，还有害怕愿望永远不会实现的担心。',
    },
    advice: {
      title: '好主意',
      short: '“你能行！”{friend}说。',
      mid: '{friend}笑了。“大大的愿望，需要小小的脚步，”<他|她>说，“我们一起试试，一步一步来。”',
      long: '{friend}认真地听完，慢慢地露出一个充满智慧的微笑。“每一件了不起的事，都是从一小步开始的，”<他|她>说，“没有谁第一天就能做好。我们把你的愿望分成很多小块，一块一块地练习，好不好？”',
    },
    secondTry: {
      title: '练习，再练习',
      short: '{name}再试一次。',
      mid: '于是，{name}每天都练习，练一点点，再多练一点点。虽然还是很难，可是[他|她]越来越棒了！',
      long: '于是他们一起练习，一天又一天。有的尝试摇摇晃晃，有的尝试滑稽极了，还有一两次差一点点就成功了。每天晚上，{name}都发现自己比前一天更勇敢了一点，也更有力气了一点。',
    },
    doubt: {
      title: '满天星星的夜晚',
      short: '天黑了。{name}看星星。',
      mid: '那天晚上，{name}望着星星。“要是我永远都做不到怎么办？”[他|她]想。星星一闪一闪，好像在说：继续加油。',
      long: '那天晚上，{name}躺着睡不着，看着星星一颗接一颗地在丝绒般的夜空里亮起来。疑虑像影子一样悄悄爬了过来：要是这么多练习都白费了呢？可是，月亮越升越高，[他|她]心里有一个小小的、倔强的声音回答说：不放弃，本身也是一种魔法。',
    },
    insight: {
      title: '好点子',
      short: '{name}想到一个好主意！',
      mid: '早上，{name}想到了一个好主意：[他|她]不用一个人完成，也不用做得十全十美！',
      long: '天亮的时候，{name}带着一个闪闪发亮的点子醒了过来。[他|她]一直努力想变成别人，可是，如果用上让自己与众不同的地方呢？[他|她]咧嘴一笑，鼓起勇气，叫上朋友，带上学到的一切。',
    },
    climax: {
      title: '关键时刻',
      short: '预备——开始！',
      mid: '重要的日子到了。{name}深深吸了一口气。一、二、三……[他|她]再一次试着{goal}！',
      long: '重要的时刻终于到了。大家都聚过来看，屏住了呼吸。{name}闭上眼睛，想起每一次练习、每一次摇晃和每一句鼓励的话，然后数到三，全心全意地试着{goal}。',
    },
    resolution: {
      title: '太棒啦！',
      short: '{name}成功啦！好耶！',
      mid: '这一次，成功了！{name}真的能{goal}了！“我做到了！”[他|她]开心地大喊。',
      long: '这一次，奇妙的事情发生了：{name}真的能{goal}了！一股快乐从[他|她]的鼻尖一直传到脚趾。“我做到了！”[他|她]大声喊道，回应[他|她]的欢呼声，是大家听过的最响亮的一次。',
    },
    celebration: {
      title: '快乐的派对',
      short: '大家拍手。耶！',
      mid: '朋友们都为{name}欢呼鼓掌。大家开了一个小派对，唱歌、吃蛋糕。{name}好骄傲呀。',
      long: '那天晚上，大家举行了一场庆祝会，有音乐、有欢笑，还有多得吃不完的蛋糕。{name}谢谢{friend}，也谢谢每一个相信[他|她]的人。[他|她]明白了：这一路的旅程，和愿望本身一样珍贵。',
    },
    ending: {
      title: '做个好梦',
      short: '晚安，{name}。',
      mid: '那天晚上，{name}带着大大的笑容睡着了。现在[他|她]知道：只要有勇气、有好朋友，愿望就能实现。',
      long: '后来，{name}盖好被子，困得眼皮直打架，回想着发生的一切。[他|她]明白了，小小的脚步，也能带你走到大大的梦想那里。[他|她]慢慢睡着了，已经开始梦见下一次冒险。',
    },
  },
};
