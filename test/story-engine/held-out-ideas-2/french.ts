import type { HeldOutIdea } from '../held-out-ideas/types';

export const french: HeldOutIdea[] = [
  {
    id: 'fr2-1',
    idea: 'histoire pour ma fille capucine 5 ans. on fait la galette des rois chez mamie et papi a lyon et elle reve de trouver la feve pour etre la reine ! son doudou lapin s\'appelle pompon',
    request: { ageRange: '4-7', language: 'french', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Capucine', kind: 'child' },
      { name: 'Mamie', kind: 'grandparent' },
      { name: 'Papi', kind: 'grandparent' },
      { name: 'Pompon', kind: 'toy' },
    ],
    keys: [
      { what: 'king cake', kind: 'food', forms: ['galette'] },
      { what: 'lucky charm in the cake', kind: 'thing', forms: ['fève', 'feve'] },
      { what: 'Lyon', kind: 'place', forms: ['lyon'] },
    ],
    notNames: ['Reine', 'Roi', 'Rois', 'Lapin', 'Doudou'],
    goal: 'Capucine hopes to find the fève in the galette des rois at her grandparents’ in Lyon',
    covers: ['holiday', 'family', 'toy', 'place'],
  },
  {
    id: 'fr2-2',
    idea: 'mon fils yanis a 8 ans et il a peur de la piscine depuis qu\'il a bu la tasse l\'été dernier. il doit passer le test d\'aisance aquatique avec l\'ecole en juin... en plus il porte des lunettes et il a peur de les perdre dans l\'eau',
    request: { ageRange: '8-12', language: 'french', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: 'Yanis', kind: 'child', aids: [{ what: 'glasses', forms: ['lunettes'] }] },
    ],
    keys: [
      { what: 'swimming pool', kind: 'place', forms: ['piscine'] },
      { what: 'water', kind: 'thing', forms: ['eau'] },
      { what: 'school', kind: 'place', forms: ['école', 'ecole', 'classe'] },
      { what: 'swimming test', kind: 'activity', forms: ['test', 'aisance', 'épreuve', 'epreuve'] },
    ],
    notNames: ['Juin', 'Tasse', 'Piscine'],
    goal: 'Yanis, who wears glasses, gets over his fear of the pool before the school swimming test',
    covers: ['trouble', 'aid', 'goal'],
  },
  {
    id: 'fr2-3',
    idea: 'pour léon 2 ans qui adore notre poule cocotte, elle pond un oeuf tous les matins dans le jardin et il va le chercher avec papa',
    request: { ageRange: '0-3', language: 'french', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Léon', forms: ['Leon'], kind: 'child' },
      { name: 'Cocotte', kind: 'pet' },
      { name: 'Papa', kind: 'parent' },
    ],
    keys: [
      { what: 'egg', kind: 'food', forms: ['oeuf', 'œuf'] },
      { what: 'garden', kind: 'place', forms: ['jardin'] },
      { what: 'morning', kind: 'time', forms: ['matin'] },
    ],
    notNames: ['Poule', 'Oeuf'],
    goal: 'Léon fetches the morning egg that his hen Cocotte lays in the garden',
    covers: ['pet', 'family'],
  },
  {
    id: 'fr2-4',
    idea: 'ma fille inès (10 ans) m\'a demandé pourquoi on voit parfois la lune en plein jour et j\'ai pas su repondre lol. on habite en bretagne pres de la mer, elle a un chien qui s\'appelle caramel',
    request: { ageRange: '8-12', language: 'french', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Inès', forms: ['Ines'], kind: 'child' },
      { name: 'Caramel', kind: 'pet' },
    ],
    keys: [
      { what: 'moon', kind: 'thing', forms: ['lune'] },
      { what: 'Brittany', kind: 'place', forms: ['bretagne', 'breton'] },
    ],
    notNames: ['Lune', 'Bretagne'],
    question: { asks: 'Why can we sometimes see the moon in the daytime?', answerForms: ['soleil', 'lumière', 'reflet', 'orbite', 'tourne', 'éclair'] },
    goal: 'Inès and her dog find out why the moon shows in the daytime sky over Brittany',
    covers: ['question', 'place', 'pet'],
  },
  {
    id: 'fr2-5',
    idea: 'mon fils malo (4 ans) va etre grand frere en mars et il est un peu jaloux du bebe. on voudrait une histoire ou il aide a preparer la chambre du bebe et choisit une peluche pour lui',
    request: { ageRange: '4-7', language: 'french', pageCount: 8, style: 'paper_cut' },
    characters: [
      { name: 'Malo', kind: 'child' },
      { name: 'bébé', forms: ['bebe'], kind: 'sibling' },
    ],
    keys: [
      { what: 'baby’s bedroom', kind: 'place', forms: ['chambre'] },
      { what: 'soft toy', kind: 'thing', forms: ['peluche', 'doudou'] },
    ],
    notNames: ['Mars', 'Peluche'],
    goal: 'Malo, jealous of the coming baby, gets the room ready and picks a soft toy for it',
    covers: ['family', 'trouble'],
  },
  {
    id: 'fr2-6',
    idea: 'mes jumeaux elliot et rose ont 7 ans et veulent construire le plus gros fort de neige de la rue avant que ça fonde. on est a montreal, le voisin m. tremblay a promis de les aider avec sa pelle',
    request: { ageRange: '4-7', language: 'french', pageCount: 10, style: '3d' },
    characters: [
      { name: 'Elliot', kind: 'child' },
      { name: 'Rose', kind: 'sibling' },
      { name: 'Tremblay', forms: ['M. Tremblay', 'monsieur Tremblay'], kind: 'adult' },
    ],
    keys: [
      { what: 'snow fort', kind: 'thing', forms: ['fort'] },
      { what: 'snow', kind: 'material', forms: ['neige'] },
      { what: 'Montreal', kind: 'place', forms: ['montréal', 'montreal'] },
      { what: 'shovel', kind: 'thing', forms: ['pelle'] },
      { what: 'street', kind: 'place', forms: ['rue'] },
    ],
    notNames: ['Neige', 'Pelle', 'Fort'],
    goal: 'Twins Elliot and Rose build the biggest snow fort on their Montreal street before the thaw',
    covers: ['goal', 'material', 'place'],
  },
];
