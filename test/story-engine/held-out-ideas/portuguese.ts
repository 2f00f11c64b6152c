import type { HeldOutIdea } from './types';

export const portuguese: HeldOutIdea[] = [
  {
    id: 'pt-1',
    idea: 'minha filha alice de 5 anos vai passar as ferias na fazenda da vó em minas gerais e quer aprender a tirar leite da vaca mimosa',
    request: { ageRange: '4-7', language: 'portuguese', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Alice', kind: 'child' },
      { name: 'Vó', forms: ['vovó', 'avó'], kind: 'grandparent' },
      { name: 'Mimosa', kind: 'animal' },
    ],
    keys: [
      { what: 'Minas Gerais', kind: 'place', forms: ['minas gerais', 'minas'] },
      { what: 'farm', kind: 'place', forms: ['fazenda'] },
      { what: 'milk', kind: 'food', forms: ['leite'] },
    ],
    notNames: ['Minas', 'Gerais', 'Fazenda'],
    goal: 'learn to milk Mimosa the cow at Grandma\'s farm',
    covers: ['place', 'family', 'pet', 'goal'],
  },
  {
    id: 'pt-2',
    idea: 'meu filho bernardo 3 anos nao quer largar a chupeta de jeito nenhum',
    request: { ageRange: '0-3', language: 'portuguese', pageCount: 6, style: 'crayon' },
    characters: [{ name: 'Bernardo', kind: 'child' }],
    keys: [{ what: 'pacifier', kind: 'thing', forms: ['chupeta'] }],
    goal: 'Bernardo says goodbye to his pacifier',
    covers: ['trouble'],
  },
  {
    id: 'pt-3',
    idea: 'pq o céu fica laranja e vermelho quando o sol se põe? pergunta do meu filho davi de 8 anos',
    request: { ageRange: '8-12', language: 'portuguese', pageCount: 10, style: 'colored_pencil' },
    characters: [{ name: 'Davi', kind: 'child' }],
    keys: [
      { what: 'sunset', kind: 'time', forms: ['pôr do sol', 'por do sol', 'sol se põe', 'entardecer'] },
      { what: 'sky', kind: 'thing', forms: ['céu', 'ceu'] },
    ],
    question: {
      asks: 'why the sky turns red at sunset',
      answerForms: ['luz', 'ar', 'atmosfera', 'cores', 'caminho'],
    },
    goal: 'light crosses more air at sunset and the reds get through',
    covers: ['question'],
  },
  {
    id: 'pt-4',
    idea: 'festa junina na escola, a helena de 6 anos vai dançar quadrilha mas morre de vergonha',
    request: { ageRange: '4-7', language: 'portuguese', pageCount: 8, style: 'paper_cut' },
    characters: [{ name: 'Helena', kind: 'child' }],
    keys: [
      { what: 'festa junina', kind: 'time', forms: ['festa junina', 'junina'] },
      { what: 'quadrilha dance', kind: 'activity', forms: ['quadrilha', 'dança', 'danç'] },
    ],
    notNames: ['Junina', 'Quadrilha'],
    goal: 'Helena dances the quadrilha despite her shyness',
    covers: ['holiday', 'trouble'],
  },
  {
    id: 'pt-5',
    idea: 'o rafa tem 10 anos, usa óculos e sonha em ser goleiro do time do bairro',
    request: { ageRange: '8-12', language: 'portuguese', pageCount: 12, style: 'comic_style' },
    characters: [{ name: 'Rafa', kind: 'child', aids: [{ what: 'glasses', forms: ['óculos', 'oculos'] }] }],
    keys: [
      { what: 'glasses', kind: 'thing', forms: ['óculos', 'oculos'] },
      { what: 'goalkeeper', kind: 'thing', forms: ['goleiro', 'gol'] },
      { what: 'neighbourhood team', kind: 'thing', forms: ['time', 'bairro'] },
    ],
    goal: 'become the team\'s goalkeeper',
    covers: ['aid', 'goal'],
  },
  {
    id: 'pt-6',
    idea: 'historia pro joão de 7 anos, ele e o irmão pedro constroem um robô com latinhas e garrafa pet',
    request: { ageRange: '4-7', language: 'portuguese', pageCount: 8, style: '3d' },
    characters: [
      { name: 'João', forms: ['Joao'], kind: 'child' },
      { name: 'Pedro', kind: 'sibling' },
    ],
    keys: [
      { what: 'robot', kind: 'thing', forms: ['robô', 'robo'] },
      { what: 'cans', kind: 'material', forms: ['latinha', 'lata'] },
      { what: 'plastic bottle', kind: 'material', forms: ['garrafa'] },
    ],
    notNames: ['Latinhas', 'Garrafa', 'Pet'],
    goal: 'build a robot from cans and bottles',
    covers: ['material', 'family', 'goal'],
  },
];
