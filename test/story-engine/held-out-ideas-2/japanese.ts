import type { HeldOutIdea } from '../held-out-ideas/types';

export const japanese: HeldOutIdea[] = [
  {
    id: 'ja2-1',
    idea: '5歳の娘（ひまり）に、お盆におばあちゃんの田舎の新潟に帰るお話を作ってほしいです。きゅうりの馬となすの牛を一緒に作って、夜は盆踊りに行きます',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'ひまり', forms: ['ヒマリ', '陽葵'], kind: 'child' },
      { name: 'おばあちゃん', forms: ['ばあば', 'おばあさん', '祖母'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Obon', kind: 'time', forms: ['お盆', 'おぼん'] },
      { what: 'Niigata', kind: 'place', forms: ['新潟', 'にいがた'] },
      { what: 'countryside', kind: 'place', forms: ['田舎', 'いなか'] },
      { what: 'cucumber horse', kind: 'thing', forms: ['きゅうり', 'キュウリ', '胡瓜'] },
      { what: 'eggplant cow', kind: 'thing', forms: ['ナス', '茄子', 'なすの牛', 'なすのうし', 'なすの うし', 'おなす'] },
      { what: 'Bon dance', kind: 'activity', forms: ['盆踊り', '盆おどり', 'ぼんおどり'] },
    ],
    notNames: ['新潟', 'お盆'],
    goal: 'Himari spends Obon at her grandmother’s in rural Niigata: cucumber horse, eggplant cow and the Bon dance',
    covers: ['holiday', 'family', 'place'],
  },
  {
    id: 'ja2-2',
    idea: '2歳のそうちゃん、トイレトレーニング中なんですがトイレがこわいみたいで全然すわってくれません…ペンギンのぬいぐるみ「ペンペン」と一緒にがんばるお話にしてください',
    request: { ageRange: '0-3', language: 'japanese', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'そうちゃん', forms: ['ソウちゃん', 'そうくん'], kind: 'child' },
      { name: 'ペンペン', kind: 'toy' },
    ],
    keys: [
      { what: 'toilet', kind: 'thing', forms: ['トイレ', 'といれ'] },
    ],
    notNames: ['ペンギン', 'トイレ'],
    goal: 'Sou-chan, two and scared of the toilet, tries it with his penguin Penpen',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'ja2-3',
    idea: '小4の息子（10歳）に「なんでイカはすみをはくの？タコのすみとちがうの？」と聞かれました。函館の朝市でイカを見たのがきっかけです。れんが主人公でお願いします',
    request: { ageRange: '8-12', language: 'japanese', pageCount: 12, style: 'comic_style' },
    characters: [
      { name: 'れん', forms: ['蓮', 'レン', 'れんくん'], kind: 'child' },
    ],
    keys: [
      { what: 'Hakodate', kind: 'place', forms: ['函館', 'はこだて'] },
      { what: 'morning market', kind: 'place', forms: ['朝市', 'あさいち'] },
      { what: 'squid', kind: 'thing', forms: ['イカ', '烏賊'] },
      { what: 'octopus', kind: 'thing', forms: ['タコ', '蛸'] },
      { what: 'ink', kind: 'thing', forms: ['墨', 'スミ', 'すみを', 'すみが', 'すみは'] },
    ],
    notNames: ['函館', '朝市'],
    question: { asks: 'Why do squid squirt ink, and is it different from octopus ink?', answerForms: ['逃げ', 'にげ', '敵', 'ねばね', '粘り', '煙', 'けむり', '分身'] },
    goal: 'Ren finds out at the Hakodate morning market why squid squirt ink and how it differs from an octopus’s',
    covers: ['question', 'place'],
  },
  {
    id: 'ja2-4',
    idea: '6歳の娘つむぎが弱視の治療でアイパッチをしてるんですが、保育園でからかわれるのがいやみたいで毎朝泣きます。猫のおもちが大好きです',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 8, style: 'colored_pencil' },
    characters: [
      { name: 'つむぎ', forms: ['ツムギ', '紬'], kind: 'child', aids: [{ what: 'eye patch', forms: ['アイパッチ', '眼帯', 'がんたい'] }] },
      { name: 'おもち', forms: ['オモチ'], kind: 'pet' },
    ],
    keys: [
      { what: 'nursery school', kind: 'place', forms: ['保育園', 'ほいくえん'] },
    ],
    notNames: ['ねこ', '猫', '保育園'],
    goal: 'Tsumugi, teased at nursery for her eye patch, comes to wear it proudly; her cat Omochi helps',
    covers: ['aid', 'trouble', 'pet'],
  },
  {
    id: 'ja2-5',
    idea: '小5の娘ほのか(11)が夏休みの自由研究で段ボールのプラネタリウムを作りたいそうです。星座がすごく好き。うちはパパと娘の二人暮らしです',
    request: { ageRange: '8-12', language: 'japanese', pageCount: 12, style: '3d' },
    characters: [
      { name: 'ほのか', forms: ['ホノカ'], kind: 'child' },
      { name: 'パパ', forms: ['お父さん', 'おとうさん'], kind: 'parent' },
    ],
    keys: [
      { what: 'cardboard', kind: 'material', forms: ['段ボール', 'ダンボール', 'だんボール'] },
      { what: 'planetarium', kind: 'thing', forms: ['プラネタリウム'] },
      { what: 'constellations', kind: 'thing', forms: ['星座', 'せいざ'] },
      { what: 'summer vacation', kind: 'time', forms: ['夏休み', 'なつやすみ'] },
    ],
    notNames: ['段ボール', 'プラネタリウム'],
    goal: 'Honoka builds a cardboard planetarium for her summer project with her dad',
    covers: ['goal', 'material', 'family'],
  },
  {
    id: 'ja2-6',
    idea: '3歳のはるとと柴犬のコタロウが、沖縄のじいじの家でサーターアンダギーを作るお話',
    request: { ageRange: '0-3', language: 'japanese', pageCount: 6, style: 'oil_painting' },
    characters: [
      { name: 'はると', forms: ['ハルト', 'はるとくん'], kind: 'child' },
      { name: 'コタロウ', forms: ['こたろう', 'コタロー'], kind: 'pet' },
      { name: 'じいじ', forms: ['おじいちゃん'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Okinawa', kind: 'place', forms: ['沖縄', 'おきなわ'] },
      { what: 'sata andagi doughnuts', kind: 'food', forms: ['サーターアンダギー', 'アンダギー'] },
    ],
    notNames: ['柴犬', '沖縄'],
    goal: 'Haruto and his Shiba Kotarou make sata andagi at grandpa’s house in Okinawa',
    covers: ['pet', 'place', 'family'],
  },
];
