import type { HeldOutIdea } from './types';

export const french: HeldOutIdea[] = [
  {
    id: 'fr-1',
    idea: 'une histoire pour ma fille léa 4 ans qui veut faire le plus gros gâteau du monde pour l anniversaire de papi',
    request: { ageRange: '4-7', language: 'french', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Léa', kind: 'child' },
      { name: 'Papi', kind: 'grandparent' },
    ],
    keys: [
      { what: 'cake', kind: 'food', forms: ['gâteau', 'gateau'] },
      { what: 'birthday', kind: 'time', forms: ['anniversaire'] },
    ],
    goal: 'bake the biggest cake in the world for Papi\'s birthday',
    covers: ['goal', 'family'],
  },
  {
    id: 'fr-2',
    idea: 'mon fils noé a 5 ans il a peur du noir le soir, son doudou c est un lapin qui s appelle pompon',
    request: { ageRange: '4-7', language: 'french', pageCount: 8, style: 'colored_pencil' },
    characters: [
      { name: 'Noé', kind: 'child' },
      { name: 'Pompon', kind: 'toy' },
    ],
    keys: [
      { what: 'the dark', kind: 'time', forms: ['noir', 'nuit', 'obscurité'] },
      { what: 'cuddly rabbit', kind: 'thing', forms: ['lapin', 'doudou'] },
    ],
    goal: 'Noé is less afraid of the dark with Pompon',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'fr-3',
    idea: 'vacances chez mamie en auvergne: mes deux filles jade (9) et manon (11) trouvent une vieille carte au trésor dans la cave',
    request: { ageRange: '8-12', language: 'french', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Jade', kind: 'sibling' },
      { name: 'Manon', kind: 'sibling' },
      { name: 'Mamie', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Auvergne', kind: 'place', forms: ['auvergne'] },
      { what: 'cellar', kind: 'place', forms: ['cave'] },
      { what: 'treasure map', kind: 'thing', forms: ['carte'] },
    ],
    notNames: ['Auvergne', 'Cave'],
    goal: 'follow the old map found in Mamie\'s cellar',
    covers: ['place', 'family', 'goal'],
  },
  {
    id: 'fr-4',
    idea: 'pourquoi les feuilles tombent en automne ? c est la question de mon fils hugo 6 ans',
    request: { ageRange: '4-7', language: 'french', pageCount: 8, style: 'paper_cut' },
    characters: [{ name: 'Hugo', kind: 'child' }],
    keys: [
      { what: 'leaves', kind: 'thing', forms: ['feuille'] },
      { what: 'autumn', kind: 'time', forms: ['automne'] },
    ],
    question: {
      asks: 'why leaves fall in autumn',
      answerForms: ['arbre', 'hiver', 'froid', 'lumière', 'sève', 'eau'],
    },
    goal: 'trees let their leaves go to rest through winter',
    covers: ['question'],
  },
  {
    id: 'fr-5',
    idea: 'ma petite inès 2 ans adore les trains tchou tchou, elle prend le train pour aller voir tata nadia',
    request: { ageRange: '0-3', language: 'french', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Inès', kind: 'child' },
      { name: 'Tata Nadia', forms: ['Nadia'], kind: 'adult' },
    ],
    keys: [{ what: 'train', kind: 'thing', forms: ['train', 'tchou'] }],
    goal: 'a train ride to see Aunt Nadia',
    covers: ['family'],
  },
  {
    id: 'fr-6',
    idea: 'notre fils adam (7 ans) fait le ramadan pour la premiere fois, juste une demi journée, et aide maman à préparer l iftar avec des dattes',
    request: { ageRange: '4-7', language: 'french', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Adam', kind: 'child' },
      { name: 'Maman', kind: 'parent' },
    ],
    keys: [
      { what: 'Ramadan', kind: 'time', forms: ['ramadan'] },
      { what: 'iftar', kind: 'time', forms: ['iftar', 'rompre le jeûne'] },
      { what: 'dates', kind: 'food', forms: ['datte'] },
    ],
    notNames: ['Ramadan', 'Iftar'],
    goal: 'Adam\'s first half-day fast and preparing iftar',
    covers: ['holiday', 'family'],
  },
];
