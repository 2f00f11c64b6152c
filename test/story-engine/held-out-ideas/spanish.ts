import type { HeldOutIdea } from './types';

export const spanish: HeldOutIdea[] = [
  {
    id: 'es-1',
    idea: 'mi hija valentina tiene 9 años y va en silla de ruedas, quiere ser la capitana del equipo de baloncesto del cole y su hermano tomas la ayuda a entrenar',
    request: { ageRange: '8-12', language: 'spanish', pageCount: 12, style: 'comic_style' },
    characters: [
      { name: 'Valentina', kind: 'child', aids: [{ what: 'wheelchair', forms: ['silla de ruedas'] }] },
      { name: 'Tomás', forms: ['Tomas'], kind: 'sibling' },
    ],
    keys: [
      { what: 'basketball', kind: 'activity', forms: ['baloncesto', 'canasta'] },
      { what: 'team captain', kind: 'thing', forms: ['capitana', 'equipo'] },
      { what: 'wheelchair', kind: 'thing', forms: ['silla de ruedas'] },
    ],
    goal: 'become captain of the school basketball team',
    covers: ['aid', 'goal', 'family'],
  },
  {
    id: 'es-2',
    idea: 'cuento para dormir para mi nene santi de 2 años q no se duerme sin su perrito de peluche chispas',
    request: { ageRange: '0-3', language: 'spanish', pageCount: 6, style: 'watercolor' },
    characters: [
      { name: 'Santi', kind: 'child' },
      { name: 'Chispas', kind: 'toy' },
    ],
    keys: [
      { what: 'sleep', kind: 'activity', forms: ['dorm', 'sueño', 'cama'] },
      { what: 'stuffed dog', kind: 'thing', forms: ['peluche', 'perrito'] },
    ],
    goal: 'Santi falls asleep with Chispas',
    covers: ['toy', 'trouble'],
  },
  {
    id: 'es-3',
    idea: 'de donde viene la lluvia? mi hija martina de 5 años me lo pregunta siempre q llueve jaja',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: 'Martina', kind: 'child' }],
    keys: [{ what: 'rain', kind: 'thing', forms: ['lluvia', 'llueve', 'llover'] }],
    question: {
      asks: 'where rain comes from',
      answerForms: ['nube', 'vapor', 'evapor', 'gota'],
    },
    goal: 'water rises into clouds and falls as rain',
    covers: ['question'],
  },
  {
    id: 'es-4',
    idea: 'una historia de navidad en un pueblo de asturias, mi hijo diego (6) y su abuela carmen hacen turrón y se les quema',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 10, style: 'oil_painting' },
    characters: [
      { name: 'Diego', kind: 'child' },
      { name: 'Carmen', forms: ['abuela'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Christmas', kind: 'time', forms: ['navidad', 'nochebuena'] },
      { what: 'Asturias', kind: 'place', forms: ['asturias'] },
      { what: 'turrón', kind: 'food', forms: ['turrón', 'turron'] },
    ],
    notNames: ['Navidad', 'Asturias', 'Turrón'],
    goal: 'make turrón with Grandma Carmen even though it burns',
    covers: ['holiday', 'family', 'place'],
  },
  {
    id: 'es-5',
    idea: 'sofi tiene 7 y mañana empieza en un cole nuevo, le da miedo q nadie quiera jugar con ella y encima lleva gafas nuevas',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 8, style: 'crayon' },
    characters: [{ name: 'Sofi', kind: 'child', aids: [{ what: 'glasses', forms: ['gafas'] }] }],
    keys: [
      { what: 'new school', kind: 'place', forms: ['cole', 'colegio', 'escuela'] },
      { what: 'glasses', kind: 'thing', forms: ['gafas'] },
    ],
    goal: 'Sofi makes a friend on her first day at a new school',
    covers: ['trouble', 'aid'],
  },
  {
    id: 'es-6',
    idea: 'quiero un cuento para luis q tiene 11 años, quiere hacer un volcan con bicarbonato y vinagre para la feria de ciencias pero la primera vez le sale fatal',
    request: { ageRange: '8-12', language: 'spanish', pageCount: 12, style: '3d' },
    characters: [{ name: 'Luis', kind: 'child' }],
    keys: [
      { what: 'volcano', kind: 'thing', forms: ['volcán', 'volcan'] },
      { what: 'baking soda', kind: 'material', forms: ['bicarbonato'] },
      { what: 'vinegar', kind: 'material', forms: ['vinagre'] },
      { what: 'science fair', kind: 'time', forms: ['feria'] },
    ],
    notNames: ['Bicarbonato', 'Vinagre', 'Feria'],
    goal: 'make the volcano work for the science fair after a failure',
    covers: ['goal', 'material', 'trouble'],
  },
];
