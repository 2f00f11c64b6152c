import type { HeldOutIdea } from './types';

export const chinese: HeldOutIdea[] = [
  {
    id: 'zh-1',
    idea: '我女儿豆豆三岁了，中午怎么都不肯睡午觉，想要一个哄睡的小故事',
    request: { ageRange: '0-3', language: 'chinese', pageCount: 6, style: 'watercolor' },
    characters: [{ name: '豆豆', kind: 'child' }],
    keys: [{ what: 'nap', kind: 'activity', forms: ['午觉', '睡'] }],
    goal: 'Doudou takes her nap',
    covers: ['trouble'],
  },
  {
    id: 'zh-2',
    idea: '春节回老家看爷爷奶奶，儿子小宇6岁第一次放鞭炮有点害怕，后来还收到了大红包',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '小宇', kind: 'child' },
      { name: '爷爷', kind: 'grandparent' },
      { name: '奶奶', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Spring Festival', kind: 'time', forms: ['春节', '过年', '新年'] },
      { what: 'firecrackers', kind: 'thing', forms: ['鞭炮'] },
      { what: 'red envelope', kind: 'thing', forms: ['红包'] },
    ],
    notNames: ['春节', '老家'],
    goal: 'Xiaoyu\'s first firecrackers at New Year with his grandparents',
    covers: ['holiday', 'family', 'trouble'],
  },
  {
    id: 'zh-3',
    idea: '为什么月亮一会儿圆一会儿弯？我儿子乐乐5岁每天晚上都要问',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: '乐乐', kind: 'child' }],
    keys: [{ what: 'moon', kind: 'thing', forms: ['月亮'] }],
    question: {
      asks: 'why the moon changes shape',
      answerForms: ['太阳', '阳光', '照', '光'],
    },
    goal: 'the moon is lit by the sun and we see different parts of it',
    covers: ['question'],
  },
  {
    id: 'zh-4',
    idea: '我家小狗叫馒头，女儿朵朵8岁想教它学会握手和坐下，可是馒头老是乱跑',
    request: { ageRange: '8-12', language: 'chinese', pageCount: 10, style: 'crayon' },
    characters: [
      { name: '朵朵', kind: 'child' },
      { name: '馒头', kind: 'pet' },
    ],
    keys: [
      { what: 'shake hands', kind: 'activity', forms: ['握手'] },
      { what: 'sit', kind: 'activity', forms: ['坐下'] },
    ],
    notNames: ['教它', '握手'],
    goal: 'Duoduo teaches Mantou to shake hands',
    covers: ['pet', 'goal'],
  },
  {
    id: 'zh-5',
    idea: '儿子浩浩10岁，踢球的时候腿骨折了打着石膏，不能参加学校运动会，但是他想去当啦啦队给同学加油',
    request: { ageRange: '8-12', language: 'chinese', pageCount: 12, style: 'comic_style' },
    characters: [{ name: '浩浩', kind: 'child', aids: [{ what: 'cast', forms: ['石膏'] }] }],
    keys: [
      { what: 'cast', kind: 'thing', forms: ['石膏'] },
      { what: 'sports day', kind: 'time', forms: ['运动会'] },
      { what: 'cheering', kind: 'activity', forms: ['加油', '啦啦队'] },
    ],
    notNames: ['运动会'],
    goal: 'Haohao cheers his classmates on at sports day',
    covers: ['aid', 'trouble', 'goal'],
  },
  {
    id: 'zh-6',
    idea: '给女儿安安（6岁）讲个故事：她有两个妈妈，周末一家人去成都看大熊猫',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 8, style: '3d' },
    characters: [
      { name: '安安', kind: 'child' },
      { name: '妈妈', kind: 'parent' },
    ],
    keys: [
      { what: 'Chengdu', kind: 'place', forms: ['成都'] },
      { what: 'giant panda', kind: 'thing', forms: ['熊猫'] },
    ],
    notNames: ['成都'],
    goal: 'a weekend trip to see the pandas with her two mums',
    covers: ['family', 'place'],
  },
];
