import type { HeldOutIdea } from './types';

export const korean: HeldOutIdea[] = [
  {
    id: 'ko-1',
    idea: '우리 딸 지우 5살인데 추석에 할머니댁 가서 송편 같이 만드는 이야기 해주세요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: '지우', kind: 'child' },
      { name: '할머니', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Chuseok', kind: 'time', forms: ['추석'] },
      { what: 'songpyeon', kind: 'food', forms: ['송편'] },
    ],
    notNames: ['추석', '송편'],
    goal: 'Jiu makes songpyeon with Grandma at Chuseok',
    covers: ['holiday', 'family'],
  },
  {
    id: 'ko-2',
    idea: '아들 민준이 3살 기저귀 떼는 중인데 변기를 너무 무서워해요ㅠㅠ',
    request: { ageRange: '0-3', language: 'korean', pageCount: 6, style: 'crayon' },
    characters: [{ name: '민준', kind: 'child' }],
    keys: [
      { what: 'potty', kind: 'thing', forms: ['변기'] },
      { what: 'nappy', kind: 'thing', forms: ['기저귀'] },
    ],
    goal: 'Minjun is no longer afraid of the potty',
    covers: ['trouble'],
  },
  {
    id: 'ko-3',
    idea: '별은 왜 반짝반짝 빛나요? 7살 서연이가 물어봤는데 대답을 못했어요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 8, style: 'colored_pencil' },
    characters: [{ name: '서연', kind: 'child' }],
    keys: [{ what: 'stars', kind: 'thing', forms: ['별'] }],
    question: {
      asks: 'why stars twinkle',
      answerForms: ['빛', '공기', '멀리', '태양', '해'],
    },
    goal: 'stars are faraway suns whose light wobbles through the air',
    covers: ['question'],
  },
  {
    id: 'ko-4',
    idea: '동생이 태어나서 질투하는 첫째 도윤이(6살) 이야기요. 강아지 이름은 콩이에요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '도윤', kind: 'child' },
      { name: '콩이', kind: 'pet' },
    ],
    keys: [{ what: 'new baby sibling', kind: 'thing', forms: ['동생', '아기'] }],
    goal: 'Doyun comes to love his new baby sibling',
    covers: ['family', 'pet', 'trouble'],
  },
  {
    id: 'ko-5',
    idea: '안경 쓴 하은이(9살)가 학교 연극에서 주인공을 맡았는데 자꾸 대사를 까먹어요',
    request: { ageRange: '8-12', language: 'korean', pageCount: 10, style: 'comic_style' },
    characters: [{ name: '하은', kind: 'child', aids: [{ what: 'glasses', forms: ['안경'] }] }],
    keys: [
      { what: 'school play', kind: 'activity', forms: ['연극'] },
      { what: 'lines', kind: 'thing', forms: ['대사'] },
      { what: 'glasses', kind: 'thing', forms: ['안경'] },
    ],
    goal: 'Haeun remembers her lines in the school play',
    covers: ['aid', 'trouble', 'goal'],
  },
  {
    id: 'ko-6',
    idea: '제주도 바닷가에서 12살 준서가 할아버지랑 해녀 할머니를 만나는 이야기',
    request: { ageRange: '8-12', language: 'korean', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: '준서', kind: 'child' },
      { name: '할아버지', kind: 'grandparent' },
      { name: '해녀', kind: 'adult' },
    ],
    keys: [
      { what: 'Jeju', kind: 'place', forms: ['제주'] },
      { what: 'seaside', kind: 'place', forms: ['바닷가', '바다'] },
    ],
    notNames: ['제주도', '바닷가'],
    goal: 'Junseo meets a haenyeo diver by the sea in Jeju',
    covers: ['place', 'family'],
  },
];
