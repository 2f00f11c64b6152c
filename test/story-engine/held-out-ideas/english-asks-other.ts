import type { HeldOutIdea } from './types';

// Written in English by parents who want the book in another language: names must come out in that language's script.
export const englishAsksOther: HeldOutIdea[] = [
  {
    id: 'xx-1',
    idea: 'can you write it in spanish pls, my son nico (6) is obsessed w dinosaurs and wants to dig up a real fossil in our backyard',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 8, style: 'crayon' },
    characters: [{ name: 'Nico', kind: 'child' }],
    keys: [
      { what: 'dinosaur', kind: 'thing', forms: ['dinosaurio'] },
      { what: 'fossil', kind: 'thing', forms: ['fósil', 'fosil'] },
      { what: 'backyard', kind: 'place', forms: ['jardín', 'jardin', 'patio'] },
    ],
    goal: 'Nico digs for a fossil in the backyard',
    covers: ['english-asks-other', 'goal'],
  },
  {
    id: 'xx-2',
    idea: 'story in german for my niece clara (4), her grandpa is teaching her to ride a bike without training wheels',
    request: { ageRange: '4-7', language: 'german', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Clara', kind: 'child' },
      { name: 'Opa', forms: ['Großvater', 'Grossvater'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'bike', kind: 'thing', forms: ['fahrrad', 'rad'] },
      { what: 'training wheels', kind: 'thing', forms: ['stützräder', 'stützrad'] },
    ],
    goal: 'Clara learns to ride without training wheels',
    covers: ['english-asks-other', 'family', 'goal'],
  },
  {
    id: 'xx-3',
    idea: 'in japanese please: my daughter hana is 6 and just got a baby brother named ren, shes not sure she likes him yet',
    request: { ageRange: '4-7', language: 'japanese', pageCount: 8, style: 'colored_pencil' },
    characters: [
      { name: 'はな', forms: ['ハナ'], kind: 'child' },
      { name: 'れん', forms: ['レン'], kind: 'sibling' },
    ],
    keys: [{ what: 'baby brother', kind: 'thing', forms: ['あかちゃん', '赤ちゃん', 'おとうと', '弟'] }],
    goal: 'Hana warms to her baby brother Ren',
    covers: ['english-asks-other', 'family'],
  },
  {
    id: 'xx-4',
    idea: 'korean please - seollal at halmeoni\'s, my son minho (8) has to do sebae properly for the first time and gets nervous',
    request: { ageRange: '8-12', language: 'korean', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '민호', kind: 'child' },
      { name: '할머니', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Seollal', kind: 'time', forms: ['설날', '설'] },
      { what: 'sebae bow', kind: 'activity', forms: ['세배'] },
    ],
    notNames: ['설날', '세배'],
    goal: 'Minho does his New Year bow for Grandma',
    covers: ['english-asks-other', 'holiday', 'family'],
  },
  {
    id: 'xx-5',
    idea: 'russian story for my daughter anya (10) who uses a wheelchair, she wants to go to the planetarium with her grandma',
    request: { ageRange: '8-12', language: 'russian', pageCount: 10, style: 'watercolor' },
    characters: [
      {
        name: 'Аня',
        forms: ['Ани', 'Ане', 'Аню', 'Аней'],
        kind: 'child',
        aids: [{ what: 'wheelchair', forms: ['коляск'] }],
      },
      { name: 'бабушка', forms: ['бабушк'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'planetarium', kind: 'place', forms: ['планетари'] },
      { what: 'wheelchair', kind: 'thing', forms: ['коляск'] },
    ],
    notNames: ['Планетарий'],
    goal: 'Anya visits the planetarium with Grandma',
    covers: ['english-asks-other', 'aid', 'family', 'goal'],
  },
  {
    id: 'xx-6',
    idea: 'write in chinese for my son mingming (5), he makes dumplings with his nainai for spring festival but his are always too fat lol',
    request: { ageRange: '4-7', language: 'chinese', pageCount: 8, style: '3d' },
    characters: [
      { name: '明明', kind: 'child' },
      { name: '奶奶', kind: 'grandparent' },
    ],
    keys: [
      { what: 'dumplings', kind: 'food', forms: ['饺子'] },
      { what: 'Spring Festival', kind: 'time', forms: ['春节', '过年', '新年'] },
    ],
    notNames: ['春节'],
    goal: 'Mingming makes dumplings with Nainai for New Year',
    covers: ['english-asks-other', 'holiday', 'family'],
  },
];
