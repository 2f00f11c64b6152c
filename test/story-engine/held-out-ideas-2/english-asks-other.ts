import type { HeldOutIdea } from '../held-out-ideas/types';

// Written in English, asking for a book in another language: names and keys are as that language's book writes them.
export const englishAsksOther: HeldOutIdea[] = [
  {
    id: 'xx2-1',
    idea: 'my wife is from novosibirsk and we want a book in russian for our son sasha (5). about sledding down the big hill with his babushka on new years eve and then eating olivier salad lol',
    request: { ageRange: '4-7', language: 'russian', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Саша', forms: ['Саш', 'Сашеньк'], kind: 'child' },
      { name: 'бабушка', forms: ['бабушк', 'бабуля', 'бабул'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'sled', kind: 'thing', forms: ['санк', 'сани', 'санях', 'санями', 'салазк', 'ледянк'] },
      { what: 'hill', kind: 'place', forms: ['горк', 'холм', 'гора', 'горы', 'гору', 'горой'] },
      { what: 'New Year’s Eve', kind: 'time', forms: ['новый год', 'нового год', 'новым год', 'новом год', 'новогод'] },
      { what: 'Olivier salad', kind: 'food', forms: ['оливье'] },
    ],
    notNames: ['Оливье', 'Новосибирск'],
    goal: 'Sasha sleds down the big hill with his grandmother on New Year’s Eve, then Olivier salad at home',
    covers: ['english-asks-other', 'holiday', 'family'],
  },
  {
    id: 'xx2-2',
    idea: 'can you make it in japanese? for my daughter riko (2). a simple story about feeding the deer in nara park with her grandpa, she loves the deer crackers',
    request: { ageRange: '0-3', language: 'japanese', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'りこ', forms: ['リコ', '莉子', 'りこちゃん'], kind: 'child' },
      { name: 'おじいちゃん', forms: ['じいじ', 'おじいさん', '祖父'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Nara Park', kind: 'place', forms: ['奈良', 'なら公園', 'ならこうえん'] },
      { what: 'deer', kind: 'thing', forms: ['シカ', '鹿', 'しかさん'] },
      { what: 'deer crackers', kind: 'food', forms: ['せんべい', 'センベイ', '煎餅'] },
    ],
    notNames: ['奈良'],
    goal: 'Riko, two, feeds the deer crackers in Nara Park with her grandpa',
    covers: ['english-asks-other', 'place', 'family'],
  },
  {
    id: 'xx2-3',
    idea: 'my son leo is 9 and half korean, pls write the story in korean. he really wants to pass his taekwondo belt test and get his black belt before we visit his halmoni in busan this summer',
    request: { ageRange: '8-12', language: 'korean', pageCount: 12, style: 'comic_style' },
    characters: [
      { name: '레오', kind: 'child' },
      { name: '할머니', kind: 'grandparent' },
    ],
    keys: [
      { what: 'taekwondo', kind: 'activity', forms: ['태권도'] },
      { what: 'black belt', kind: 'thing', forms: ['검은 띠', '검은띠', '검정 띠', '검정띠', '블랙벨트', '블랙 벨트'] },
      { what: 'belt test', kind: 'activity', forms: ['심사', '승급', '시험'] },
      { what: 'Busan', kind: 'place', forms: ['부산'] },
    ],
    notNames: ['부산', '태권도'],
    goal: 'Leo trains for his taekwondo black-belt test before visiting his grandmother in Busan',
    covers: ['english-asks-other', 'goal', 'family', 'place'],
  },
  {
    id: 'xx2-4',
    idea: 'please write it in spanish. my twins sofia and diego are 4 and we\'re moving to buenos aires next month, theyre scared of the new kindergarten and sad about leaving their turtle manchas with our neighbor',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 8, style: 'colored_pencil' },
    characters: [
      { name: 'Sofía', forms: ['Sofia'], kind: 'child' },
      { name: 'Diego', kind: 'sibling' },
      { name: 'Manchas', kind: 'pet' },
    ],
    keys: [
      { what: 'Buenos Aires', kind: 'place', forms: ['buenos aires'] },
      { what: 'kindergarten', kind: 'place', forms: ['jardín', 'kinder', 'escuela', 'guardería', 'colegio'] },
      { what: 'moving house', kind: 'activity', forms: ['mudanza', 'mudar', 'mudamos', 'mudaron', 'mudan', 'mudaba'] },
    ],
    notNames: ['Aires', 'Tortuga'],
    goal: 'Twins Sofía and Diego move to Buenos Aires, start a new kindergarten and leave their turtle Manchas behind',
    covers: ['english-asks-other', 'trouble', 'place', 'pet'],
  },
  {
    id: 'xx2-5',
    idea: 'in german please! my daughter clara (8) asked why owls can turn their heads almost all the way around and if it hurts them. a barn owl nests in the barn behind our house near freiburg',
    request: { ageRange: '8-12', language: 'german', pageCount: 10, style: 'oil_painting' },
    characters: [
      { name: 'Clara', forms: ['Klara'], kind: 'child' },
    ],
    keys: [
      { what: 'barn owl', kind: 'thing', forms: ['schleiereule', 'eule'] },
      { what: 'barn', kind: 'place', forms: ['scheune'] },
      { what: 'Freiburg', kind: 'place', forms: ['freiburg'] },
    ],
    notNames: ['Eule', 'Scheune'],
    question: { asks: 'How can owls turn their heads so far, and does it hurt?', answerForms: ['wirbel', 'hals', 'blut', 'gefäß', 'augen', 'knochen'] },
    goal: 'Clara watches the barn owl in the barn near Freiburg and learns how it turns its head so far',
    covers: ['english-asks-other', 'question', 'place'],
  },
  {
    id: 'xx2-6',
    idea: 'hi, could you do this one in chinese (simplified)? my son haohao (浩浩) is 6. his nainai lives with us in vancouver and uses a walker. story about them going to the mid-autumn lantern walk together and sharing mooncakes',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '浩浩', kind: 'child' },
      { name: '奶奶', kind: 'grandparent', aids: [{ what: 'walker', forms: ['助行器', '助步器', '步行器', '助行架'] }] },
    ],
    keys: [
      { what: 'Mid-Autumn Festival', kind: 'time', forms: ['中秋'] },
      { what: 'mooncakes', kind: 'food', forms: ['月饼'] },
      { what: 'lanterns', kind: 'thing', forms: ['灯笼', '花灯'] },
      { what: 'Vancouver', kind: 'place', forms: ['温哥华'] },
    ],
    notNames: ['温哥华', '中秋'],
    goal: 'Haohao walks the Mid-Autumn lantern walk in Vancouver beside his grandmother and her walker, and they share mooncakes',
    covers: ['english-asks-other', 'holiday', 'aid', 'family', 'place'],
  },
];
