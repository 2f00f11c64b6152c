import type { HeldOutIdea } from '../held-out-ideas/types';

export const italian: HeldOutIdea[] = [
  {
    id: 'it2-1',
    idea: 'storia per mio figlio tommaso 6 anni, a carnevale vuole vestirsi da drago e il costume lo facciamo noi con scatole di cartone e carta crespa verde. andiamo a vedere i carri a viareggio',
    request: { ageRange: '4-7', language: 'italian', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: 'Tommaso', forms: ['Tommi'], kind: 'child' },
    ],
    keys: [
      { what: 'Carnival', kind: 'time', forms: ['carneval'] },
      { what: 'dragon costume', kind: 'thing', forms: ['costum', 'vestito'] },
      { what: 'cardboard boxes', kind: 'material', forms: ['cartone', 'scatol'] },
      { what: 'crepe paper', kind: 'material', forms: ['carta crespa'] },
      { what: 'Viareggio', kind: 'place', forms: ['viareggio'] },
      { what: 'parade floats', kind: 'thing', forms: ['carri', 'carro'] },
    ],
    notNames: ['Drago', 'Carnevale'],
    goal: 'Tommaso makes a cardboard dragon costume for the Viareggio carnival',
    covers: ['holiday', 'material', 'place', 'goal'],
  },
  {
    id: 'it2-2',
    idea: 'per la mia piccola bea (2 anni) che la domenica fa gli gnocchi con nonna pina e mette la farina dappertutto 😂',
    request: { ageRange: '0-3', language: 'italian', pageCount: 6, style: 'watercolor' },
    characters: [
      { name: 'Bea', kind: 'child' },
      { name: 'Pina', forms: ['nonna Pina'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'gnocchi', kind: 'food', forms: ['gnocch'] },
      { what: 'flour', kind: 'material', forms: ['farina'] },
      { what: 'Sunday', kind: 'time', forms: ['domenic'] },
    ],
    notNames: ['Domenica', 'Farina'],
    goal: 'Little Bea makes gnocchi with Nonna Pina on Sunday and gets flour everywhere',
    covers: ['family'],
  },
  {
    id: 'it2-3',
    idea: 'mia figlia giulia ha 10 anni e mi ha chiesto come fanno le api a sapere dove sono i fiori e poi a ritrovare la strada per l\'alveare. il nonno ha le arnie in campagna vicino a montepulciano',
    request: { ageRange: '8-12', language: 'italian', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: 'Giulia', kind: 'child' },
      { name: 'nonno', kind: 'grandparent' },
    ],
    keys: [
      { what: 'beehives', kind: 'thing', forms: ['arnia', 'arnie', 'alvear'] },
      { what: 'bees', kind: 'thing', forms: ['api', 'ape'] },
      { what: 'Montepulciano', kind: 'place', forms: ['montepulciano'] },
      { what: 'countryside', kind: 'place', forms: ['campagna'] },
    ],
    notNames: ['Ape', 'Montepulciano'],
    question: { asks: 'How do bees know where the flowers are and find their way back to the hive?', answerForms: ['danza', 'balla', 'sole', 'odore', 'profum', 'colori'] },
    goal: 'Giulia learns at her grandfather’s hives near Montepulciano how bees find flowers and home',
    covers: ['question', 'place', 'family'],
  },
  {
    id: 'it2-4',
    idea: 'mio figlio lorenzo (7 anni) si e rotto la gamba giocando a calcio e ora va in giro con le stampelle, e triste perche sabato non puo giocare la partita con la sua squadra. il suo amico samuele viene a trovarlo tutti i giorni',
    request: { ageRange: '4-7', language: 'italian', pageCount: 8, style: 'comic_style' },
    characters: [
      { name: 'Lorenzo', kind: 'child', aids: [{ what: 'crutches', forms: ['stampell'] }] },
      { name: 'Samuele', kind: 'friend' },
    ],
    keys: [
      { what: 'football', kind: 'activity', forms: ['calcio', 'pallone'] },
      { what: 'team', kind: 'thing', forms: ['squadra'] },
      { what: 'match', kind: 'activity', forms: ['partita'] },
      { what: 'leg', kind: 'thing', forms: ['gamba'] },
    ],
    notNames: ['Sabato', 'Squadra'],
    goal: 'Lorenzo on crutches misses the match but stays part of his team, with his friend Samuele',
    covers: ['aid', 'trouble'],
  },
  {
    id: 'it2-5',
    idea: 'filippo ha 9 anni e vuole imparare a fare la vera pizza napoletana come lo zio gennaro che ha una pizzeria a napoli. il cane dello zio si chiama totò e ruba sempre la mozzarella',
    request: { ageRange: '8-12', language: 'italian', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Filippo', kind: 'child' },
      { name: 'Gennaro', forms: ['zio Gennaro'], kind: 'adult' },
      { name: 'Totò', forms: ['Toto'], kind: 'pet' },
    ],
    keys: [
      { what: 'pizza', kind: 'food', forms: ['pizz'] },
      { what: 'Naples', kind: 'place', forms: ['napoli'] },
      { what: 'mozzarella', kind: 'food', forms: ['mozzarell'] },
    ],
    notNames: ['Napoletana', 'Napoli', 'Mozzarella'],
    goal: 'Filippo learns to make a real Neapolitan pizza in his uncle Gennaro’s pizzeria in Naples',
    covers: ['goal', 'place', 'pet'],
  },
  {
    id: 'it2-6',
    idea: 'matilde ha 3 anni e la mattina non vuole mai mettersi le scarpe per andare all asilo, ogni giorno è una guerra. ha un unicorno di peluche che si chiama stellina',
    request: { ageRange: '0-3', language: 'italian', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Matilde', kind: 'child' },
      { name: 'Stellina', kind: 'toy' },
    ],
    keys: [
      { what: 'shoes', kind: 'thing', forms: ['scarp'] },
      { what: 'nursery school', kind: 'place', forms: ['asilo'] },
      { what: 'morning', kind: 'time', forms: ['mattin'] },
    ],
    notNames: ['Unicorno', 'Guerra'],
    goal: 'Matilde, three, who fights her shoes every morning, puts them on with her unicorn Stellina',
    covers: ['trouble', 'toy'],
  },
];
