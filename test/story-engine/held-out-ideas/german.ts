import type { HeldOutIdea } from './types';

export const german: HeldOutIdea[] = [
  {
    id: 'de-1',
    idea: 'mein sohn jonas (6) will mit opa ein floß aus korken und ästen bauen und damit über den see fahren',
    request: { ageRange: '4-7', language: 'german', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Jonas', kind: 'child' },
      { name: 'Opa', kind: 'grandparent' },
    ],
    keys: [
      { what: 'raft', kind: 'thing', forms: ['floß', 'floss'] },
      { what: 'corks', kind: 'material', forms: ['korken'] },
      { what: 'lake', kind: 'place', forms: ['see'] },
    ],
    notNames: ['Korken', 'Äste', 'See'],
    goal: 'build a raft of corks and sail across the lake with Opa',
    covers: ['goal', 'material', 'family'],
  },
  {
    id: 'de-2',
    idea: 'gute nacht geschichte für mila 2 jahre, sie will morgens nie die schuhe anziehen. ihr kuscheltier ist ein bär und heißt herr brummel',
    request: { ageRange: '0-3', language: 'german', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Mila', kind: 'child' },
      { name: 'Herr Brummel', forms: ['Brummel'], kind: 'toy' },
    ],
    keys: [
      { what: 'shoes', kind: 'thing', forms: ['schuh'] },
      { what: 'teddy bear', kind: 'thing', forms: ['bär'] },
    ],
    goal: 'Mila puts her shoes on',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'de-3',
    idea: 'meine tochter emma (8) hat seit letzter woche eine brille und ein paar kinder in der klasse lachen darüber. am ende soll sie die brille cool finden',
    request: { ageRange: '8-12', language: 'german', pageCount: 10, style: 'colored_pencil' },
    characters: [{ name: 'Emma', kind: 'child', aids: [{ what: 'glasses', forms: ['brille'] }] }],
    keys: [
      { what: 'glasses', kind: 'thing', forms: ['brille'] },
      { what: 'class', kind: 'place', forms: ['klasse', 'schule'] },
    ],
    goal: 'Emma comes to like her new glasses',
    covers: ['aid', 'trouble'],
  },
  {
    id: 'de-4',
    idea: 'wir bekommen im märz ein baby. unser großer finn ist 4 und hat angst dass wir ihn dann nicht mehr lieb haben. unsere katze heißt socke',
    request: { ageRange: '4-7', language: 'german', pageCount: 8, style: 'paper_cut' },
    characters: [
      { name: 'Finn', kind: 'child' },
      { name: 'Socke', kind: 'pet' },
    ],
    keys: [{ what: 'baby', kind: 'thing', forms: ['baby', 'geschwister', 'schwester', 'bruder'] }],
    notNames: ['März'],
    goal: 'Finn learns he is still loved when the baby comes',
    covers: ['family', 'pet', 'trouble'],
  },
  {
    id: 'de-5',
    idea: 'warum schneit es eigentlich nur im winter? fragt leon (7) jeden tag',
    request: { ageRange: '4-7', language: 'german', pageCount: 8, style: 'watercolor' },
    characters: [{ name: 'Leon', kind: 'child' }],
    keys: [
      { what: 'snow', kind: 'thing', forms: ['schnee', 'schneit'] },
      { what: 'winter', kind: 'time', forms: ['winter'] },
    ],
    question: {
      asks: 'why it snows only in winter',
      answerForms: ['kalt', 'gefrier', 'kristall', 'wolke', 'eis'],
    },
    goal: 'cold clouds freeze water into snowflakes',
    covers: ['question'],
  },
  {
    id: 'de-6',
    idea: 'st. martin laternenumzug: paul (10) bastelt seine laterne diesmal ganz allein aber im regen weicht sie auf und geht kaputt',
    request: { ageRange: '8-12', language: 'german', pageCount: 12, style: 'oil_painting' },
    characters: [{ name: 'Paul', kind: 'child' }],
    keys: [
      { what: 'St. Martin', kind: 'time', forms: ['martin'] },
      { what: 'lantern', kind: 'thing', forms: ['laterne'] },
      { what: 'rain', kind: 'thing', forms: ['regen'] },
    ],
    notNames: ['Laternenumzug', 'Laterne'],
    goal: 'Paul\'s own lantern for St. Martin survives the rain',
    covers: ['holiday', 'material', 'trouble'],
  },
];
