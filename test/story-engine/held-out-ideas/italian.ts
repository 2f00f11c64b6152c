import type { HeldOutIdea } from './types';

export const italian: HeldOutIdea[] = [
  {
    id: 'it-1',
    idea: 'mio figlio matteo 7 anni vuole costruire il castello di sabbia più alto di tutta la spiaggia di rimini insieme alla cugina giulia',
    request: { ageRange: '4-7', language: 'italian', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Matteo', kind: 'child' },
      { name: 'Giulia', kind: 'child' },
    ],
    keys: [
      { what: 'sandcastle', kind: 'thing', forms: ['castello'] },
      { what: 'sand', kind: 'material', forms: ['sabbia'] },
      { what: 'Rimini beach', kind: 'place', forms: ['rimini', 'spiaggia'] },
    ],
    notNames: ['Rimini', 'Sabbia'],
    goal: 'build the tallest sandcastle on the beach',
    covers: ['goal', 'place', 'family'],
  },
  {
    id: 'it-2',
    idea: 'una storia x la mia bimba bianca di 3 anni che ha paura del cane dei vicini, si chiama briciola ed è piccolissima',
    request: { ageRange: '0-3', language: 'italian', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Bianca', kind: 'child' },
      { name: 'Briciola', kind: 'pet' },
    ],
    keys: [{ what: 'dog', kind: 'thing', forms: ['cane', 'cagnolin'] }],
    goal: 'Bianca stops being afraid of Briciola',
    covers: ['trouble', 'pet'],
  },
  {
    id: 'it-3',
    idea: 'perché il mare è salato? me lo chiede sempre nina che ha 6 anni',
    request: { ageRange: '4-7', language: 'italian', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: 'Nina', kind: 'child' }],
    keys: [{ what: 'sea', kind: 'place', forms: ['mare'] }],
    question: {
      asks: 'why the sea is salty',
      answerForms: ['sale', 'rocc', 'fium', 'pioggia'],
    },
    goal: 'rivers carry salt from rocks to the sea',
    covers: ['question'],
  },
  {
    id: 'it-4',
    idea: 'natale a napoli dai nonni, tommaso 5 anni prepara il presepe e perde la statuina di gesù bambino proprio la vigilia',
    request: { ageRange: '4-7', language: 'italian', pageCount: 10, style: 'oil_painting' },
    characters: [
      { name: 'Tommaso', kind: 'child' },
      { name: 'Nonni', forms: ['nonno', 'nonna'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Christmas', kind: 'time', forms: ['natale', 'vigilia'] },
      { what: 'Naples', kind: 'place', forms: ['napoli'] },
      { what: 'nativity scene', kind: 'thing', forms: ['presepe'] },
      { what: 'figurine', kind: 'thing', forms: ['statuina'] },
    ],
    notNames: ['Natale', 'Napoli', 'Vigilia'],
    goal: 'find the lost figurine before Christmas Eve ends',
    covers: ['holiday', 'family', 'place'],
  },
  {
    id: 'it-5',
    idea: 'mio figlio leonardo ha 9 anni e la gamba ingessata, non può giocare la partita di calcio con la sua squadra e allora fa il vice allenatore',
    request: { ageRange: '8-12', language: 'italian', pageCount: 12, style: 'comic_style' },
    characters: [{ name: 'Leonardo', kind: 'child', aids: [{ what: 'cast', forms: ['gess', 'ingessat'] }] }],
    keys: [
      { what: 'cast', kind: 'thing', forms: ['gess', 'ingessat'] },
      { what: 'football match', kind: 'activity', forms: ['calcio', 'partita'] },
      { what: 'coach', kind: 'thing', forms: ['allenator'] },
    ],
    goal: 'help his team as assistant coach while his leg heals',
    covers: ['aid', 'trouble', 'goal'],
  },
  {
    id: 'it-6',
    idea: 'storia per edoardo (11 anni) che ha due papà, luca e marco: vanno sulle dolomiti in rifugio a guardare le stelle cadenti',
    request: { ageRange: '8-12', language: 'italian', pageCount: 12, style: 'paper_cut' },
    characters: [
      { name: 'Edoardo', kind: 'child' },
      { name: 'Luca', kind: 'parent' },
      { name: 'Marco', kind: 'parent' },
    ],
    keys: [
      { what: 'Dolomites', kind: 'place', forms: ['dolomiti'] },
      { what: 'shooting stars', kind: 'thing', forms: ['stell'] },
      { what: 'mountain hut', kind: 'place', forms: ['rifugio'] },
    ],
    notNames: ['Dolomiti', 'Rifugio'],
    goal: 'watch the shooting stars with his two dads',
    covers: ['family', 'place'],
  },
];
