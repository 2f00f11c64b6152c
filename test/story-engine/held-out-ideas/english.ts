import type { HeldOutIdea } from './types';

export const english: HeldOutIdea[] = [
  {
    id: 'en-1',
    idea: 'bedtime story for my 3yo theo he screams every time its bath time, his rubber duck is called captain quack',
    request: { ageRange: '0-3', language: 'english', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Theo', kind: 'child' },
      { name: 'Captain Quack', kind: 'toy' },
    ],
    keys: [
      { what: 'bath', kind: 'thing', forms: ['bath', 'tub'] },
      { what: 'rubber duck', kind: 'thing', forms: ['duck'] },
    ],
    goal: 'Theo comes to enjoy bath time',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'en-2',
    idea: 'my daughter ava (6) wants to build a rocket out of cardboard boxes in the garage and fly it to visit grandpa joe',
    request: { ageRange: '4-7', language: 'english', pageCount: 10, style: 'crayon' },
    characters: [
      { name: 'Ava', kind: 'child' },
      { name: 'Grandpa Joe', forms: ['Grandpa'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'rocket', kind: 'thing', forms: ['rocket'] },
      { what: 'cardboard boxes', kind: 'material', forms: ['cardboard', 'box'] },
      { what: 'garage', kind: 'place', forms: ['garage'] },
    ],
    notNames: ['Cardboard', 'Boxes', 'Garage'],
    goal: 'build a cardboard rocket to visit Grandpa Joe',
    covers: ['goal', 'material', 'family'],
  },
  {
    id: 'en-3',
    idea: 'where does the sun go at night?? my son kai keeps asking and i dont know how to explain it. hes 5',
    request: { ageRange: '4-7', language: 'english', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: 'Kai', kind: 'child' }],
    keys: [{ what: 'sun', kind: 'thing', forms: ['sun'] }],
    question: {
      asks: 'where the sun goes at night',
      answerForms: ['earth', 'turn', 'spin', 'other side', 'round'],
    },
    goal: 'the Earth turns, so the sun shines on the other side',
    covers: ['question'],
  },
  {
    id: 'en-4',
    idea: 'story about my twins nora and eli (7). nora broke her arm on the monkey bars and has a pink cast, she cant play at recess so eli stays with her',
    request: { ageRange: '4-7', language: 'english', pageCount: 10, style: 'comic_style' },
    characters: [
      { name: 'Nora', kind: 'child', aids: [{ what: 'cast', forms: ['cast'] }] },
      { name: 'Eli', kind: 'sibling' },
    ],
    keys: [
      { what: 'cast', kind: 'thing', forms: ['cast'] },
      { what: 'monkey bars', kind: 'thing', forms: ['monkey bars'] },
      { what: 'recess', kind: 'time', forms: ['recess', 'playtime', 'break'] },
    ],
    notNames: ['Recess'],
    goal: 'Eli keeps Nora company while her arm heals',
    covers: ['aid', 'family', 'trouble'],
  },
  {
    id: 'en-5',
    idea: 'for our 10 year old sam who has two dads (papa and daddy) - a camping trip where it pours with rain and the tent collapses at night and they fix it together',
    request: { ageRange: '8-12', language: 'english', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Sam', kind: 'child' },
      { name: 'Papa', kind: 'parent' },
      { name: 'Daddy', kind: 'parent' },
    ],
    keys: [
      { what: 'tent', kind: 'thing', forms: ['tent'] },
      { what: 'rain', kind: 'thing', forms: ['rain', 'pour'] },
      { what: 'camping', kind: 'activity', forms: ['camp'] },
    ],
    goal: 'fix the collapsed tent together in the rain',
    covers: ['family', 'trouble'],
  },
  {
    id: 'en-6',
    idea: 'my girl priya is 4 and its her first diwali at her nani\'s house, she really wants to light the diyas by herself',
    request: { ageRange: '4-7', language: 'english', pageCount: 8, style: 'paper_cut' },
    characters: [
      { name: 'Priya', kind: 'child' },
      { name: 'Nani', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Diwali', kind: 'time', forms: ['diwali'] },
      { what: 'diyas', kind: 'thing', forms: ['diya', 'lamp'] },
    ],
    notNames: ['Diwali'],
    goal: 'Priya lights the diyas at Nani\'s for Diwali',
    covers: ['holiday', 'family', 'goal'],
  },
];
