import type { HeldOutIdea } from '../held-out-ideas/types';

export const portuguese: HeldOutIdea[] = [
  {
    id: 'pt2-1',
    idea: 'historia pra minha filha helena de 5 anos sobre a festa junina da escola, ela vai dançar quadrilha com o amiguinho davi e comer pamonha e pé de moleque',
    request: { ageRange: '4-7', language: 'portuguese', pageCount: 10, style: 'crayon' },
    characters: [
      { name: 'Helena', kind: 'child' },
      { name: 'Davi', kind: 'friend' },
    ],
    keys: [
      { what: 'June festival', kind: 'time', forms: ['festa junina', 'junina', 'são joão', 'sao joao'] },
      { what: 'quadrilha dance', kind: 'activity', forms: ['quadrilha'] },
      { what: 'pamonha', kind: 'food', forms: ['pamonha'] },
      { what: 'peanut brittle', kind: 'food', forms: ['pé de moleque', 'pé-de-moleque', 'pe de moleque'] },
      { what: 'school', kind: 'place', forms: ['escola'] },
    ],
    notNames: ['Moleque', 'Junina', 'Quadrilha'],
    goal: 'Helena dances the quadrilha with Davi at her school’s festa junina',
    covers: ['holiday'],
  },
  {
    id: 'pt2-2',
    idea: 'para o nosso tomás, 2 anos. ele adora ver as gaivotas na ribeira no porto e o nosso gato tareco que fica à janela a olhar para elas',
    request: { ageRange: '0-3', language: 'portuguese', pageCount: 6, style: 'watercolor' },
    characters: [
      { name: 'Tomás', forms: ['Tomas'], kind: 'child' },
      { name: 'Tareco', kind: 'pet' },
    ],
    keys: [
      { what: 'seagulls', kind: 'thing', forms: ['gaivota'] },
      { what: 'Porto', kind: 'place', forms: ['porto'] },
      { what: 'Ribeira riverside', kind: 'place', forms: ['ribeira', 'rio douro', 'douro'] },
      { what: 'window', kind: 'place', forms: ['janela'] },
    ],
    notNames: ['Ribeira', 'Porto', 'Gaivota'],
    goal: 'Tomás watches the seagulls in Porto, and his cat Tareco watches them from the window',
    covers: ['pet', 'place'],
  },
  {
    id: 'pt2-3',
    idea: 'meu filho bernardo (11) perguntou por que o pão de queijo cresce e fica oco por dentro se não leva fermento. a gente mora em belo horizonte e a avó dele faz todo domingo',
    request: { ageRange: '8-12', language: 'portuguese', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: 'Bernardo', kind: 'child' },
      { name: 'avó', forms: ['vovó', 'vó'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'cheese bread', kind: 'food', forms: ['pão de queijo', 'pães de queijo', 'paozinho de queijo', 'pãozinho de queijo'] },
      { what: 'Belo Horizonte', kind: 'place', forms: ['belo horizonte'] },
      { what: 'Sunday', kind: 'time', forms: ['domingo'] },
    ],
    notNames: ['Horizonte', 'Domingo'],
    question: { asks: 'Why does pão de queijo puff up and go hollow without yeast?', answerForms: ['vapor', 'polvilho', 'água', 'ovo', 'goma', 'amido', 'quente'] },
    goal: 'Bernardo bakes pão de queijo with his grandmother in Belo Horizonte and finds out why it puffs up',
    covers: ['question', 'place', 'family'],
  },
  {
    id: 'pt2-4',
    idea: 'a minha filha carolina tem 6 anos e começou a usar oculos cor de rosa. diz que parece uma coruja e nao quer ir para a escola com eles. o irmao mais velho, o rafa, defende-a sempre',
    request: { ageRange: '4-7', language: 'portuguese', pageCount: 8, style: '3d' },
    characters: [
      { name: 'Carolina', forms: ['Carol'], kind: 'child', aids: [{ what: 'glasses', forms: ['óculos', 'oculos'] }] },
      { name: 'Rafa', forms: ['Rafael'], kind: 'sibling' },
    ],
    keys: [
      { what: 'school', kind: 'place', forms: ['escola'] },
    ],
    notNames: ['Coruja'],
    goal: 'Carolina learns to like her new pink glasses at school, with her big brother Rafa on her side',
    covers: ['aid', 'trouble'],
  },
  {
    id: 'pt2-5',
    idea: 'gabriel tem 8 anos e quer fazer uma pipa com varetas de bambu e papel de seda pra soltar na praia com o pai no fim de semana. a gente mora em fortaleza e o vento la é bem forte',
    request: { ageRange: '8-12', language: 'portuguese', pageCount: 10, style: 'oil_painting' },
    characters: [
      { name: 'Gabriel', forms: ['Gabi', 'Biel'], kind: 'child' },
      { name: 'pai', forms: ['papai'], kind: 'parent' },
    ],
    keys: [
      { what: 'kite', kind: 'thing', forms: ['pipa'] },
      { what: 'bamboo sticks', kind: 'material', forms: ['bambu', 'vareta'] },
      { what: 'tissue paper', kind: 'material', forms: ['papel de seda'] },
      { what: 'beach', kind: 'place', forms: ['praia'] },
      { what: 'Fortaleza', kind: 'place', forms: ['fortaleza'] },
      { what: 'wind', kind: 'thing', forms: ['vento'] },
    ],
    notNames: ['Fortaleza', 'Vento', 'Pipa'],
    goal: 'Gabriel builds a bamboo and tissue-paper kite and flies it on the beach in Fortaleza with his dad',
    covers: ['goal', 'material', 'place'],
  },
  {
    id: 'pt2-6',
    idea: 'a beatriz tem 3 anos e ganhou uma irmazinha, a luna. ela quer dar a bonequinha dela, a fifi, pra bebe mas depois se arrepende kkkk',
    request: { ageRange: '0-3', language: 'portuguese', pageCount: 6, style: 'paper_cut' },
    characters: [
      { name: 'Beatriz', forms: ['Bia'], kind: 'child' },
      { name: 'Luna', kind: 'sibling' },
      { name: 'Fifi', kind: 'toy' },
    ],
    keys: [
      { what: 'doll', kind: 'thing', forms: ['bonec', 'bonequ'] },
    ],
    notNames: ['Bebê', 'Boneca', 'Irmãzinha'],
    goal: 'Beatriz, three, wants to give her doll Fifi to her new baby sister Luna, then changes her mind',
    covers: ['family', 'toy'],
  },
];
