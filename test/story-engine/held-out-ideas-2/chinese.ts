import type { HeldOutIdea } from '../held-out-ideas/types';

export const chinese: HeldOutIdea[] = [
  {
    id: 'zh2-1',
    idea: '给我女儿豆包讲个过年的故事，她5岁。今年回哈尔滨姥姥姥爷家过年，她想去看冰灯，还要跟姥爷一起包饺子，饺子里包硬币，谁吃到谁有福气～',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '豆包', kind: 'child' },
      { name: '姥姥', kind: 'grandparent' },
      { name: '姥爷', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Spring Festival', kind: 'time', forms: ['过年', '春节', '新年', '除夕'] },
      { what: 'Harbin', kind: 'place', forms: ['哈尔滨'] },
      { what: 'ice lanterns', kind: 'thing', forms: ['冰灯'] },
      { what: 'dumplings', kind: 'food', forms: ['饺子'] },
      { what: 'coin', kind: 'thing', forms: ['硬币'] },
    ],
    notNames: ['哈尔滨', '冰灯', '福气'],
    goal: 'Doubao spends New Year at her grandparents’ in Harbin: ice lanterns and a lucky coin in the dumplings',
    covers: ['holiday', 'family', 'place'],
  },
  {
    id: 'zh2-2',
    idea: '我儿子小满两岁半，每天晚上都不肯刷牙，一刷就哭😭 他最喜欢的恐龙玩具叫嗷嗷，能不能写个嗷嗷陪他刷牙的故事',
    request: { ageRange: '0-3', language: 'chinese', pageCount: 6, style: 'crayon' },
    characters: [
      { name: '小满', kind: 'child' },
      { name: '嗷嗷', kind: 'toy' },
    ],
    keys: [
      { what: 'brushing teeth', kind: 'activity', forms: ['刷牙', '牙刷'] },
    ],
    notNames: ['恐龙'],
    goal: 'Xiaoman, who cries at toothbrushing, brushes his teeth with his toy dinosaur Aoao',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'zh2-3',
    idea: '儿子乐乐10岁，问我为什么大熊猫是黑白的？我也答不上来。我们住成都，上周刚带他去了熊猫基地',
    request: { ageRange: '8-12', language: 'chinese', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: '乐乐', kind: 'child' },
    ],
    keys: [
      { what: 'Chengdu', kind: 'place', forms: ['成都'] },
      { what: 'panda base', kind: 'place', forms: ['基地', '繁育研究'] },
      { what: 'giant panda', kind: 'thing', forms: ['熊猫'] },
    ],
    notNames: ['成都', '基地'],
    question: { asks: 'Why is the giant panda black and white?', answerForms: ['伪装', '躲', '雪', '阴影', '保护', '认出', '树林', '岩石'] },
    goal: 'Lele finds out at the Chengdu panda base why pandas are black and white',
    covers: ['question', 'place'],
  },
  {
    id: 'zh2-4',
    idea: '外婆坐轮椅，我女儿糖糖6岁，每天放学都推外婆去公园看跳广场舞的。糖糖一直想带外婆去西湖看荷花，写一个温暖的故事吧',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: '糖糖', kind: 'child' },
      { name: '外婆', kind: 'grandparent', aids: [{ what: 'wheelchair', forms: ['轮椅'] }] },
    ],
    keys: [
      { what: 'West Lake', kind: 'place', forms: ['西湖'] },
      { what: 'lotus flowers', kind: 'thing', forms: ['荷花', '莲花', '荷叶'] },
      { what: 'park', kind: 'place', forms: ['公园'] },
      { what: 'square dancing', kind: 'activity', forms: ['广场舞'] },
    ],
    notNames: ['西湖', '荷花'],
    goal: 'Tangtang pushes her grandmother’s wheelchair all the way to see the lotus on West Lake',
    covers: ['aid', 'family', 'place', 'goal'],
  },
  {
    id: 'zh2-5',
    idea: '女儿安安8岁，想在阳台上自己种番茄，从种子开始种。她每天都去看，问我为什么番茄一定要晒太阳才会变红',
    request: { ageRange: '8-12', language: 'chinese', pageCount: 10, style: '3d' },
    characters: [
      { name: '安安', kind: 'child' },
    ],
    keys: [
      { what: 'tomatoes', kind: 'food', forms: ['番茄', '西红柿'] },
      { what: 'balcony', kind: 'place', forms: ['阳台'] },
      { what: 'seeds', kind: 'thing', forms: ['种子'] },
    ],
    notNames: ['番茄', '阳台'],
    question: { asks: 'Why do tomatoes need sunshine to turn red?', answerForms: ['阳光', '光合', '叶子', '养分', '成熟', '能量'] },
    goal: 'Anan grows tomatoes from seed on the balcony and learns why they need sun to ripen',
    covers: ['goal', 'question'],
  },
  {
    id: 'zh2-6',
    idea: '我是单亲爸爸，儿子可可4岁。我们家养了一只仓鼠叫芝麻，可可老问我仓鼠为什么把吃的都塞在腮帮子里，鼓鼓的好好笑',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 8, style: 'comic_style' },
    characters: [
      { name: '可可', kind: 'child' },
      { name: '芝麻', kind: 'pet' },
      { name: '爸爸', kind: 'parent' },
    ],
    keys: [
      { what: 'hamster', kind: 'thing', forms: ['仓鼠'] },
      { what: 'cheek pouches', kind: 'thing', forms: ['腮帮', '脸颊', '颊囊'] },
    ],
    notNames: ['仓鼠'],
    question: { asks: 'Why do hamsters stuff food into their cheeks?', answerForms: ['颊囊', '口袋', '储存', '藏', '洞里', '运回'] },
    goal: 'Keke and his dad find out why their hamster Zhima stuffs its cheeks',
    covers: ['family', 'pet', 'question'],
  },
];
