import type { HeldOutIdea } from './types';

export const russian: HeldOutIdea[] = [
  {
    id: 'ru-1',
    idea: 'сказка для сына миши 5 лет про новый год, как дед мороз потерял мешок с подарками а миша помог найти',
    request: { ageRange: '4-7', language: 'russian', pageCount: 10, style: 'watercolor' },
    characters: [
      { name: 'Миша', forms: ['Миши', 'Мише', 'Мишу', 'Мишей'], kind: 'child' },
      { name: 'Дед Мороз', forms: ['Деда Мороза', 'Деду Морозу', 'Дедом Морозом', 'Деде Морозе'], kind: 'adult' },
    ],
    keys: [
      { what: 'New Year', kind: 'time', forms: ['новый год', 'нового года', 'новому году', 'новогод'] },
      { what: 'sack of presents', kind: 'thing', forms: ['мешок', 'мешк'] },
      { what: 'presents', kind: 'thing', forms: ['подар'] },
    ],
    notNames: ['Новый', 'Год'],
    goal: 'Misha helps Ded Moroz find his sack of presents',
    covers: ['holiday', 'goal'],
  },
  {
    id: 'ru-2',
    idea: 'сонечка 2 годика не хочет есть кашу по утрам, у нас кот барсик он всегда сидит рядом',
    request: { ageRange: '0-3', language: 'russian', pageCount: 6, style: 'crayon' },
    characters: [
      { name: 'Соня', forms: ['Сонечка', 'Сонечки', 'Сонечке', 'Сонечку', 'Сони', 'Соне', 'Соню'], kind: 'child' },
      { name: 'Барсик', forms: ['Барсика', 'Барсику', 'Барсиком'], kind: 'pet' },
    ],
    keys: [{ what: 'porridge', kind: 'food', forms: ['каш'] }],
    goal: 'Sonya eats her porridge with Barsik beside her',
    covers: ['trouble', 'pet'],
  },
  {
    id: 'ru-3',
    idea: 'почему зимой так рано темнеет? спрашивает артём 9 лет, объясните по-простому',
    request: { ageRange: '8-12', language: 'russian', pageCount: 10, style: 'colored_pencil' },
    characters: [{ name: 'Артём', forms: ['Артем', 'Артёма', 'Артёму', 'Артёмом'], kind: 'child' }],
    keys: [
      { what: 'winter', kind: 'time', forms: ['зим'] },
      { what: 'getting dark', kind: 'time', forms: ['темне', 'темн'] },
    ],
    question: {
      asks: 'why it gets dark early in winter',
      answerForms: ['земл', 'солнц', 'наклон', 'ось', 'короче'],
    },
    goal: 'the Earth\'s tilt makes winter days short',
    covers: ['question'],
  },
  {
    id: 'ru-4',
    idea: 'моя дочка алиса 7 лет на инвалидной коляске, очень хочет на каток вместе с подружкой катей',
    request: { ageRange: '4-7', language: 'russian', pageCount: 8, style: 'paper_cut' },
    characters: [
      {
        name: 'Алиса',
        forms: ['Алисы', 'Алисе', 'Алису', 'Алисой'],
        kind: 'child',
        aids: [{ what: 'wheelchair', forms: ['коляск'] }],
      },
      { name: 'Катя', forms: ['Кати', 'Кате', 'Катю', 'Катей'], kind: 'friend' },
    ],
    keys: [
      { what: 'ice rink', kind: 'place', forms: ['каток', 'катк', 'лёд', 'льду'] },
      { what: 'wheelchair', kind: 'thing', forms: ['коляск'] },
    ],
    goal: 'Alisa goes to the ice rink with Katya',
    covers: ['aid', 'goal'],
  },
  {
    id: 'ru-5',
    idea: 'летом у бабушки с дедушкой на даче, внук егор 6 лет хочет вырастить самый большой огурец',
    request: { ageRange: '4-7', language: 'russian', pageCount: 8, style: 'oil_painting' },
    characters: [
      { name: 'Егор', forms: ['Егора', 'Егору', 'Егором', 'Егоре'], kind: 'child' },
      { name: 'бабушка', forms: ['бабушк'], kind: 'grandparent' },
      { name: 'дедушка', forms: ['дедушк'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'dacha', kind: 'place', forms: ['дач'] },
      { what: 'cucumber', kind: 'food', forms: ['огур'] },
    ],
    notNames: ['Дача', 'Огурец'],
    goal: 'grow the biggest cucumber at the dacha',
    covers: ['goal', 'family', 'place'],
  },
  {
    id: 'ru-6',
    idea: 'история для даши 12 лет, мы переезжаем из казани в петербург и ей очень грустно оставлять лучшую подругу полину',
    request: { ageRange: '8-12', language: 'russian', pageCount: 12, style: 'watercolor' },
    characters: [
      { name: 'Даша', forms: ['Даши', 'Даше', 'Дашу', 'Дашей'], kind: 'child' },
      { name: 'Полина', forms: ['Полины', 'Полине', 'Полину', 'Полиной'], kind: 'friend' },
    ],
    keys: [
      { what: 'Kazan', kind: 'place', forms: ['казан'] },
      { what: 'St Petersburg', kind: 'place', forms: ['петербург'] },
      { what: 'moving house', kind: 'activity', forms: ['переезд', 'переезжа'] },
    ],
    notNames: ['Казань', 'Петербург'],
    goal: 'Dasha moves away and keeps her friendship with Polina',
    covers: ['trouble', 'place'],
  },
];
