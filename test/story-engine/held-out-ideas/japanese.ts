import type { HeldOutIdea } from './types';

export const japanese: HeldOutIdea[] = [
  {
    id: 'ja-1',
    idea: 'むすこのそうた（4さい）が はいしゃさんに行くのをすごくこわがってます。らいしゅう行くのでその前に読みたい',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 8, style: 'watercolor' },
    characters: [{ name: 'そうた', forms: ['ソウタ'], kind: 'child' }],
    keys: [{ what: 'dentist', kind: 'place', forms: ['はいしゃ', '歯医者', 'はいしゃさん'] }],
    goal: 'Sota goes to the dentist without fear',
    covers: ['trouble'],
  },
  {
    id: 'ja-2',
    idea: '娘のゆい7歳が、おばあちゃんといっしょに七夕の短冊にねがいごとを書くお話にしてください',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 8, style: 'paper_cut' },
    characters: [
      { name: 'ゆい', forms: ['ユイ'], kind: 'child' },
      { name: 'おばあちゃん', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Tanabata', kind: 'time', forms: ['七夕', 'たなばた'] },
      { what: 'paper wish strip', kind: 'thing', forms: ['短冊', 'たんざく'] },
      { what: 'wish', kind: 'thing', forms: ['ねがい', '願い'] },
    ],
    notNames: ['七夕', '短冊'],
    goal: 'Yui writes her Tanabata wish with Grandma',
    covers: ['holiday', 'family'],
  },
  {
    id: 'ja-3',
    idea: 'なんで虹ってできるの？って6さいのはるとがきいてきます。こたえになる絵本がほしいです',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: 'はると', forms: ['ハルト'], kind: 'child' }],
    keys: [{ what: 'rainbow', kind: 'thing', forms: ['虹', 'にじ'] }],
    question: {
      asks: 'how a rainbow forms',
      answerForms: ['ひかり', '光', 'あめ', '雨', 'しずく', 'たいよう', '太陽', 'おひさま'],
    },
    goal: 'sunlight through raindrops splits into colours',
    covers: ['question'],
  },
  {
    id: 'ja-4',
    idea: 'うちの白いねこの「もち」が迷子になって、娘のさくら9歳が町じゅうをさがすお話',
    request: { ageRange: '8-12', language: 'japanese', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'さくら', forms: ['サクラ'], kind: 'child' },
      { name: 'もち', forms: ['モチ'], kind: 'pet' },
    ],
    keys: [
      { what: 'cat', kind: 'thing', forms: ['ねこ', '猫', 'ネコ'] },
      { what: 'town', kind: 'place', forms: ['町', 'まち'] },
    ],
    goal: 'Sakura searches the town for lost Mochi',
    covers: ['pet', 'goal'],
  },
  {
    id: 'ja-5',
    idea: '2さいのりくに でんしゃのえほん。がたんごとん が大すき',
    request: { ageRange: '0-3', language: 'japanese', pageCount: 6, style: 'crayon' },
    characters: [{ name: 'りく', forms: ['リク'], kind: 'child' }],
    keys: [
      { what: 'train', kind: 'thing', forms: ['でんしゃ', '電車', 'でんしゃ'] },
      { what: 'gatan goton', kind: 'thing', forms: ['がたんごとん', 'ガタンゴトン'] },
    ],
    goal: 'a train ride with its sounds for Riku',
    covers: ['toy'],
  },
  {
    id: 'ja-6',
    idea: '車いすのお兄ちゃんけんと（11歳）と妹のみお（8歳）が、だんボールで秘密基地をつくる話',
    request: { ageRange: '8-12', language: 'japanese', pageCount: 12, style: '3d' },
    characters: [
      { name: 'けんと', forms: ['ケント'], kind: 'child', aids: [{ what: 'wheelchair', forms: ['車いす', '車椅子', 'くるまいす'] }] },
      { name: 'みお', forms: ['ミオ'], kind: 'sibling' },
    ],
    keys: [
      { what: 'cardboard', kind: 'material', forms: ['だんボール', '段ボール', 'ダンボール'] },
      { what: 'secret base', kind: 'place', forms: ['基地', 'きち'] },
      { what: 'wheelchair', kind: 'thing', forms: ['車いす', '車椅子', 'くるまいす'] },
    ],
    notNames: ['だんボール', '段ボール'],
    goal: 'Kento and Mio build a secret base from cardboard',
    covers: ['aid', 'material', 'family', 'goal'],
  },
];
