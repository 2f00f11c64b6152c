import type { HeldOutIdea } from '../held-out-ideas/types';

export const russian: HeldOutIdea[] = [
  {
    id: 'ru2-1',
    idea: 'сказку для сына егора 6 лет про масленицу: как мы с бабушкой печём блины и сжигаем чучело в деревне под ярославлем. у бабушки есть коза зорька она всё время лезет к блинам',
    request: { ageRange: '4-7', language: 'russian', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: 'Егор', forms: ['Егорк', 'Егорушк'], kind: 'child' },
      { name: 'бабушка', forms: ['бабушк', 'бабуля', 'бабул'], kind: 'grandparent' },
      { name: 'Зорька', forms: ['Зорьк'], kind: 'pet' },
    ],
    keys: [
      { what: 'Maslenitsa', kind: 'time', forms: ['маслениц'] },
      { what: 'pancakes', kind: 'food', forms: ['блин'] },
      { what: 'straw effigy', kind: 'thing', forms: ['чучел'] },
      { what: 'village', kind: 'place', forms: ['деревн', 'деревушк'] },
      { what: 'Yaroslavl', kind: 'place', forms: ['ярослав'] },
    ],
    notNames: ['Масленица', 'Чучело', 'Коза'],
    goal: 'Egor bakes bliny with his grandmother for Maslenitsa in a village near Yaroslavl, while the goat Zorka tries to steal them',
    covers: ['holiday', 'family', 'pet', 'place'],
  },
  {
    id: 'ru2-2',
    idea: 'для дочки вари 2 года, у неё мишка топтыжка, они вместе гуляют на площадке и катаются с горки. коротко и ласково',
    request: { ageRange: '0-3', language: 'russian', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Варя', forms: ['Вари', 'Варю', 'Варей', 'Варенька', 'Вареньк', 'Варечк', 'Варюш'], kind: 'child' },
      { name: 'Топтыжка', forms: ['Топтыжк'], kind: 'toy' },
    ],
    keys: [
      { what: 'playground', kind: 'place', forms: ['площадк'] },
      { what: 'slide', kind: 'thing', forms: ['горк'] },
    ],
    notNames: ['Мишка', 'Горка'],
    goal: 'Varya, two, and her teddy bear Toptyzhka play at the playground and go down the slide',
    covers: ['toy'],
  },
  {
    id: 'ru2-3',
    idea: 'сын тимофей (10 лет) спросил почему у нас в питере летом белые ночи и солнце почти не садится, а зимой темно уже в 4 часа. живём на васильевском острове, у нас кот барсик',
    request: { ageRange: '8-12', language: 'russian', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Тимофей', forms: ['Тимофе', 'Тима', 'Тимоше', 'Тимош'], kind: 'child' },
      { name: 'Барсик', kind: 'pet' },
    ],
    keys: [
      { what: 'Saint Petersburg', kind: 'place', forms: ['питер', 'петербург'] },
      { what: 'white nights', kind: 'time', forms: ['белые ночи', 'белых ноч', 'белая ночь', 'белой ноч', 'белыми ноч'] },
      { what: 'Vasilyevsky Island', kind: 'place', forms: ['васильевск'] },
    ],
    notNames: ['Питер', 'Васильевский'],
    question: { asks: 'Why are summer nights white in Saint Petersburg and winter days so short?', answerForms: ['наклон', 'ось', 'север', 'полюс', 'орбит', 'вращ'] },
    goal: 'Timofey finds out why Petersburg has white nights in summer and dark afternoons in winter',
    covers: ['question', 'place', 'pet'],
  },
  {
    id: 'ru2-4',
    idea: 'моя дочка злата (5 лет) обожает дедушку колю. он плохо слышит и носит слуховой аппарат, а злата учит его жестам которые выучила в садике. хочется добрую историю',
    request: { ageRange: '4-7', language: 'russian', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: 'Злата', forms: ['Злат', 'Златочк', 'Златк'], kind: 'child' },
      { name: 'Коля', forms: ['Коли', 'Колю', 'Колей', 'дедушк', 'деда'], kind: 'grandparent', aids: [{ what: 'hearing aid', forms: ['слухов', 'аппарат'] }] },
    ],
    keys: [
      { what: 'sign language', kind: 'activity', forms: ['жест'] },
      { what: 'kindergarten', kind: 'place', forms: ['садик', 'детский сад', 'детском саду', 'детского сада'] },
    ],
    notNames: ['Садик'],
    goal: 'Zlata teaches her hard-of-hearing grandpa Kolya the signs she learned at kindergarten',
    covers: ['aid', 'family'],
  },
  {
    id: 'ru2-5',
    idea: 'артём 8 лет хочет построить из лего город с метро как в москве, и чтобы поезд по-настоящему ездил под землёй. ему помогает старшая сестра соня но она всё время командует',
    request: { ageRange: '8-12', language: 'russian', pageCount: 12, style: '3d' },
    characters: [
      { name: 'Артём', forms: ['Артем', 'Тёма'], kind: 'child' },
      { name: 'Соня', forms: ['Сони', 'Соню', 'Соней', 'Сонечк'], kind: 'sibling' },
    ],
    keys: [
      { what: 'Lego bricks', kind: 'material', forms: ['лего', 'lego', 'конструктор'] },
      { what: 'metro', kind: 'place', forms: ['метро'] },
      { what: 'Moscow', kind: 'place', forms: ['москв'] },
      { what: 'train', kind: 'thing', forms: ['поезд'] },
    ],
    notNames: ['Лего', 'Москва', 'Метро'],
    goal: 'Artyom builds a Lego city with a Moscow-style metro, with his bossy big sister Sonya',
    covers: ['goal', 'material', 'place', 'family'],
  },
  {
    id: 'ru2-6',
    idea: 'для миши (4 года) на новый год. он боится хлопушек и салюта, прячется под стол и закрывает уши. с ним всегда наша такса пуля которая тоже боится',
    request: { ageRange: '4-7', language: 'russian', pageCount: 8, style: 'colored_pencil' },
    characters: [
      { name: 'Миша', forms: ['Миш'], kind: 'child' },
      { name: 'Пуля', forms: ['Пули', 'Пулю', 'Пулей', 'Пулечк'], kind: 'pet' },
    ],
    keys: [
      { what: 'New Year', kind: 'time', forms: ['новый год', 'нового год', 'новым год', 'новом год', 'новогод'] },
      { what: 'fireworks', kind: 'thing', forms: ['салют', 'фейерверк'] },
      { what: 'party poppers', kind: 'thing', forms: ['хлопуш'] },
    ],
    notNames: ['Такса', 'Салют'],
    goal: 'Misha, afraid of the New Year fireworks and poppers, and his dachshund Pulya find a way to face them',
    covers: ['holiday', 'trouble', 'pet'],
  },
];
