import type { HeldOutIdea } from '../held-out-ideas/types';

export const english: HeldOutIdea[] = [
  {
    id: 'en2-1',
    idea: 'my son theo (6) wants to build a bird feeder out of an old milk carton for the robins in our backyard. our dog biscuit keeps trying to eat the birdseed lol, pls make it funny',
    request: { ageRange: '4-7', language: 'english', pageCount: 10, style: 'crayon' },
    characters: [
      { name: 'Theo', kind: 'child' },
      { name: 'Biscuit', kind: 'pet' },
    ],
    keys: [
      { what: 'bird feeder', kind: 'thing', forms: ['feeder', 'bird feeder'] },
      { what: 'milk carton', kind: 'material', forms: ['carton'] },
      { what: 'birdseed', kind: 'food', forms: ['seed', 'birdseed'] },
      { what: 'robins', kind: 'thing', forms: ['robin'] },
      { what: 'backyard', kind: 'place', forms: ['yard', 'backyard', 'garden'] },
    ],
    notNames: ['Robin', 'Carton', 'Feeder'],
    goal: 'Theo builds a milk-carton bird feeder for the robins while his dog eats the seed',
    covers: ['goal', 'material', 'pet'],
  },
  {
    id: 'en2-2',
    idea: 'story for my daughter priya, shes 9 and just got a hearing aid for her left ear. she refuses to wear it at school bc she thinks the other kids will stare at her. she LOVES rock climbing, we go to the climbing gym every saturday',
    request: { ageRange: '8-12', language: 'english', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: 'Priya', kind: 'child', aids: [{ what: 'hearing aid', forms: ['hearing aid'] }] },
    ],
    keys: [
      { what: 'school', kind: 'place', forms: ['school', 'class'] },
      { what: 'rock climbing', kind: 'activity', forms: ['climb'] },
      { what: 'climbing gym', kind: 'place', forms: ['gym', 'climbing wall'] },
    ],
    notNames: ['Saturday'],
    goal: 'Priya, nine, stops hiding her new hearing aid at school; rock climbing helps',
    covers: ['trouble', 'aid'],
  },
  {
    id: 'en2-3',
    idea: 'bedtime book for my 2 yr old noa about hanukkah at home with her mama and mommy. lighting the menorah, eating latkes, spinning the dreidel 🕎 short and sweet please',
    request: { ageRange: '0-3', language: 'english', pageCount: 6, style: 'watercolor' },
    characters: [
      { name: 'Noa', kind: 'child' },
      { name: 'Mama', kind: 'parent' },
      { name: 'Mommy', kind: 'parent' },
    ],
    keys: [
      { what: 'Hanukkah', kind: 'time', forms: ['hanukkah', 'chanukah', 'hanukah'] },
      { what: 'menorah', kind: 'thing', forms: ['menorah'] },
      { what: 'latkes', kind: 'food', forms: ['latke'] },
      { what: 'dreidel', kind: 'thing', forms: ['dreidel'] },
    ],
    notNames: ['Hanukkah', 'Menorah', 'Dreidel'],
    goal: 'A toddler’s Hanukkah night at home with her two mums',
    covers: ['holiday', 'family'],
  },
  {
    id: 'en2-4',
    idea: 'my kid ollie (5) asked me today why do cats knead blankets like theyre making bread?? i had no idea. our cat is called pickles and she does it every night on his bed',
    request: { ageRange: '4-7', language: 'english', pageCount: 8, style: 'oil_painting' },
    characters: [
      { name: 'Ollie', kind: 'child' },
      { name: 'Pickles', kind: 'pet' },
    ],
    keys: [
      { what: 'blanket', kind: 'thing', forms: ['blanket'] },
    ],
    notNames: ['Bread', 'Knead'],
    question: { asks: 'Why do cats knead blankets?', answerForms: ['kitten', 'milk', 'mother', 'scent', 'comfort', 'paw', 'nurs'] },
    goal: 'Ollie finds out why his cat Pickles kneads his blanket',
    covers: ['question', 'pet'],
  },
  {
    id: 'en2-5',
    idea: 'story for my stepson marcus (10) and my daughter june (8). they just became step siblings and this summer were all going to grandpa walt\'s cabin on lake superior. they fight about literally everything but maybe they have to work together when the canoe drifts off?',
    request: { ageRange: '8-12', language: 'english', pageCount: 14, style: 'oil_painting' },
    characters: [
      { name: 'Marcus', kind: 'child' },
      { name: 'June', kind: 'sibling' },
      { name: 'Walt', forms: ['Grandpa Walt'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'cabin', kind: 'place', forms: ['cabin'] },
      { what: 'Lake Superior', kind: 'place', forms: ['lake superior', 'superior'] },
      { what: 'canoe', kind: 'thing', forms: ['canoe'] },
    ],
    notNames: ['Superior', 'Lake'],
    goal: 'New step-siblings stop fighting to get their drifting canoe back at Grandpa Walt’s cabin',
    covers: ['family', 'place'],
  },
  {
    id: 'en2-6',
    idea: 'ruby is 3 and broke her arm at the playground, she has a purple cast now and wants everybody to draw on it, even her stuffed giraffe noodle haha. she keeps asking how do bones get fixed inside',
    request: { ageRange: '0-3', language: 'english', pageCount: 8, style: '3d' },
    characters: [
      { name: 'Ruby', kind: 'child', aids: [{ what: 'cast', forms: ['cast'] }] },
      { name: 'Noodle', kind: 'toy' },
    ],
    keys: [
      { what: 'arm', kind: 'thing', forms: ['arm'] },
      { what: 'playground', kind: 'place', forms: ['playground', 'park'] },
    ],
    notNames: ['Purple', 'Giraffe'],
    question: { asks: 'How does a broken bone heal?', answerForms: ['heal', 'grow', 'calcium', 'x-ray', 'cells', 'new bone', 'mend'] },
    goal: 'Ruby, three, with her arm in a purple cast, learns how bones mend',
    covers: ['aid', 'toy', 'question'],
  },
];
