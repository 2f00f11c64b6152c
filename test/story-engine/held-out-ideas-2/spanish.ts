import type { HeldOutIdea } from '../held-out-ideas/types';

export const spanish: HeldOutIdea[] = [
  {
    id: 'es2-1',
    idea: 'cuento para mi hija ximena de 6 años. es su primer dia de muertos desde que fallecio su abuelito chuy y queremos poner la ofrenda juntas con su pan de muerto favorito y flores de cempasuchil. que no sea muy triste porfa',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: 'Ximena', kind: 'child' },
      { name: 'Chuy', forms: ['abuelito Chuy'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'Day of the Dead', kind: 'time', forms: ['día de muertos', 'dia de muertos', 'día de los muertos'] },
      { what: 'ofrenda altar', kind: 'thing', forms: ['ofrenda', 'altar'] },
      { what: 'pan de muerto', kind: 'food', forms: ['pan de muerto', 'panes de muerto'] },
      { what: 'marigold flowers', kind: 'thing', forms: ['cempasúchil', 'cempasuchil', 'cempoal', 'flor de muerto', 'flores de muerto'] },
    ],
    notNames: ['Muertos', 'Ofrenda'],
    goal: 'Ximena sets up her first ofrenda for her late grandfather Chuy, gently',
    covers: ['holiday', 'family'],
  },
  {
    id: 'es2-2',
    idea: 'mi bebe valentina tiene 2 años y no quiere dormir la siesta NUNCA 😩 tenemos un perrito salchicha que se llama chorizo y el si duerme siempre con ella',
    request: { ageRange: '0-3', language: 'spanish', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Valentina', forms: ['Vale'], kind: 'child' },
      { name: 'Chorizo', kind: 'pet' },
    ],
    keys: [
      { what: 'nap', kind: 'activity', forms: ['siesta'] },
    ],
    notNames: ['Salchicha', 'Siesta'],
    goal: 'Valentina, two, who never wants a nap, naps beside her dachshund Chorizo',
    covers: ['trouble', 'pet'],
  },
  {
    id: 'es2-3',
    idea: 'mi hijo mateo tiene 11 y quiere ganar el concurso de robotica de su escuela aqui en monterrey. su robot se llama tornillo y siempre se le cae una rueda jaja. su mejor amigo iker le ayuda',
    request: { ageRange: '8-12', language: 'spanish', pageCount: 12, style: 'comic_style' },
    characters: [
      { name: 'Mateo', kind: 'child' },
      { name: 'Tornillo', kind: 'toy' },
      { name: 'Iker', kind: 'friend' },
    ],
    keys: [
      { what: 'robotics contest', kind: 'activity', forms: ['concurso', 'competencia', 'torneo'] },
      { what: 'wheel', kind: 'thing', forms: ['rueda'] },
      { what: 'Monterrey', kind: 'place', forms: ['monterrey'] },
      { what: 'school', kind: 'place', forms: ['escuela', 'colegio'] },
    ],
    notNames: ['Robótica', 'Rueda'],
    goal: 'Mateo and Iker fix the wobbly wheel of their robot Tornillo to win the school robotics contest',
    covers: ['goal', 'place', 'toy'],
  },
  {
    id: 'es2-4',
    idea: 'lucia (5) me pregunto porque el mar es salado y los rios no?? no supe que decirle jaja. vivimos en cadiz y vamos mucho a la playa con su hermano pablo',
    request: { ageRange: '4-7', language: 'spanish', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Lucía', forms: ['Lucia'], kind: 'child' },
      { name: 'Pablo', kind: 'sibling' },
    ],
    keys: [
      { what: 'Cadiz', kind: 'place', forms: ['cádiz', 'cadiz'] },
      { what: 'beach', kind: 'place', forms: ['playa'] },
      { what: 'sea', kind: 'place', forms: ['mar', 'océano', 'oceano'] },
    ],
    notNames: ['Cádiz', 'Mar'],
    question: { asks: 'Why is the sea salty and rivers are not?', answerForms: ['roca', 'piedra', 'lluvia', 'mineral', 'evapor', 'tierra'] },
    goal: 'Lucía finds out on the beach at Cádiz why the sea is salty',
    covers: ['question', 'place'],
  },
  {
    id: 'es2-5',
    idea: 'para mi hija renata de 9 años. desde hace poco vivimos solas ella y yo. renata usa silla de ruedas y le encanta el basquet, quiere entrar al equipo de basquetbol en silla de ruedas del club deportivo. tenemos un gato que se llama mole',
    request: { ageRange: '8-12', language: 'spanish', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: 'Renata', kind: 'child', aids: [{ what: 'wheelchair', forms: ['silla de ruedas'] }] },
      { name: 'Mamá', forms: ['mama', 'mami'], kind: 'parent' },
      { name: 'Mole', kind: 'pet' },
    ],
    keys: [
      { what: 'basketball', kind: 'activity', forms: ['básquet', 'basquet', 'baloncesto'] },
      { what: 'team', kind: 'thing', forms: ['equipo'] },
      { what: 'sports club', kind: 'place', forms: ['club'] },
    ],
    notNames: ['Club', 'Equipo'],
    goal: 'Renata, in her wheelchair, tries out for the club’s wheelchair basketball team; she and her mum live alone',
    covers: ['aid', 'family', 'goal', 'pet'],
  },
  {
    id: 'es2-6',
    idea: 'cuento cortito para nico (3), le encanta jugar con plastilina. hace una culebra y un pastel para su osito pelusa',
    request: { ageRange: '0-3', language: 'spanish', pageCount: 6, style: '3d' },
    characters: [
      { name: 'Nico', forms: ['Nicolás', 'Nicolas'], kind: 'child' },
      { name: 'Pelusa', kind: 'toy' },
    ],
    keys: [
      { what: 'modelling clay', kind: 'material', forms: ['plastilina'] },
      { what: 'clay snake', kind: 'thing', forms: ['culebra', 'serpiente'] },
      { what: 'cake', kind: 'thing', forms: ['pastel', 'tarta'] },
    ],
    notNames: ['Plastilina', 'Culebra', 'Osito'],
    goal: 'Nico shapes a snake and a cake out of play dough for his teddy Pelusa',
    covers: ['material', 'toy'],
  },
];
