import type { HeldOutIdea } from '../held-out-ideas/types';

export const korean: HeldOutIdea[] = [
  {
    id: 'ko2-1',
    idea: '6살 딸 하윤이한테 추석 동화 만들어주세요~ 할머니댁이 전주인데 거기서 송편 빚고 밤에 보름달 보면서 소원 비는 이야기요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: '하윤', kind: 'child' },
      { name: '할머니', kind: 'grandparent' },
    ],
    keys: [
      { what: 'Chuseok', kind: 'time', forms: ['추석', '한가위'] },
      { what: 'songpyeon rice cakes', kind: 'food', forms: ['송편'] },
      { what: 'full moon', kind: 'thing', forms: ['보름달'] },
      { what: 'Jeonju', kind: 'place', forms: ['전주'] },
      { what: 'wish', kind: 'activity', forms: ['소원'] },
    ],
    notNames: ['보름달', '전주', '송편'],
    goal: 'Hayun makes songpyeon at her grandmother’s in Jeonju and wishes on the Chuseok full moon',
    covers: ['holiday', 'family', 'place'],
  },
  {
    id: 'ko2-2',
    idea: '두 돌 지난 아들 도윤이가 목욕을 너무 싫어해요ㅠㅠ 고무 오리 꽥꽥이랑 같이 목욕하는 짧은 이야기 부탁드려요',
    request: { ageRange: '0-3', language: 'korean', pageCount: 6, style: 'crayon' },
    characters: [
      { name: '도윤', kind: 'child' },
      { name: '꽥꽥이', forms: ['꽥꽥'], kind: 'toy' },
    ],
    keys: [
      { what: 'bath', kind: 'activity', forms: ['목욕'] },
      { what: 'rubber duck', kind: 'thing', forms: ['오리'] },
    ],
    notNames: ['오리', '고무'],
    goal: 'Doyun, two, who hates baths, takes one with his rubber duck Kkwaekkwaegi',
    covers: ['trouble', 'toy'],
  },
  {
    id: 'ko2-3',
    idea: '초4 아들 준서가 겨울잠 자는 동물은 왜 안 굶어 죽냐고 물어봐요 ㅋㅋ 집에서 다람쥐를 키우는데 이름이 도토리예요',
    request: { ageRange: '8-12', language: 'korean', pageCount: 12, style: 'colored_pencil' },
    characters: [
      { name: '준서', kind: 'child' },
      { name: '도토리', kind: 'pet' },
    ],
    keys: [
      { what: 'hibernation', kind: 'activity', forms: ['겨울잠', '동면'] },
      { what: 'chipmunk', kind: 'thing', forms: ['다람쥐'] },
    ],
    notNames: ['다람쥐', '겨울잠'],
    question: { asks: 'How do hibernating animals not starve?', answerForms: ['지방', '체온', '심장', '에너지', '저장', '천천히'] },
    goal: 'Junseo finds out from his pet chipmunk Dotori how hibernating animals survive without eating',
    covers: ['question', 'pet'],
  },
  {
    id: 'ko2-4',
    idea: '우리 남편은 사고로 한쪽 다리에 의족을 해요. 7살 딸 서아가 아빠랑 한강에서 자전거 타는 걸 배우고 싶어해서 그 이야기로 만들어 주세요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 8, style: 'watercolor' },
    characters: [
      { name: '서아', kind: 'child' },
      { name: '아빠', kind: 'parent', aids: [{ what: 'prosthetic leg', forms: ['의족'] }] },
    ],
    keys: [
      { what: 'Han River', kind: 'place', forms: ['한강'] },
      { what: 'bicycle', kind: 'thing', forms: ['자전거'] },
    ],
    notNames: ['한강'],
    goal: 'Seoa learns to ride a bike by the Han River with her dad, who has a prosthetic leg',
    covers: ['aid', 'goal', 'family', 'place'],
  },
  {
    id: 'ko2-5',
    idea: '11살 민재랑 새 동생 유나(8살) 이야기 써주세요. 재혼 가정이라 아직 서로 좀 어색한데, 강원도 외할머니네 시골집에서 처음으로 같이 김장하는 내용이면 좋겠어요',
    request: { ageRange: '8-12', language: 'korean', pageCount: 14, style: 'oil_painting' },
    characters: [
      { name: '민재', kind: 'child' },
      { name: '유나', kind: 'sibling' },
      { name: '외할머니', forms: ['할머니'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'kimjang kimchi making', kind: 'activity', forms: ['김장', '김치'] },
      { what: 'Gangwon Province', kind: 'place', forms: ['강원'] },
      { what: 'country house', kind: 'place', forms: ['시골'] },
    ],
    notNames: ['강원도', '김장'],
    goal: 'New step-siblings Minjae and Yuna make kimchi together for the first time at their grandmother’s in Gangwon',
    covers: ['family', 'place'],
  },
  {
    id: 'ko2-6',
    idea: '5살 아들 시우가 자기 전에 별은 왜 반짝반짝해요? 하고 물어봐요 ㅎㅎ 애착인형 토끼 이름은 솜사탕이에요',
    request: { ageRange: '4-7', language: 'korean', pageCount: 8, style: '3d' },
    characters: [
      { name: '시우', kind: 'child' },
      { name: '솜사탕', kind: 'toy' },
    ],
    keys: [
      { what: 'stars', kind: 'thing', forms: ['별'] },
    ],
    notNames: ['토끼'],
    question: { asks: 'Why do stars twinkle?', answerForms: ['공기', '대기', '흔들', '멀리', '태양', '바람'] },
    goal: 'Siu and his stuffed rabbit Somsatang find out at bedtime why stars twinkle',
    covers: ['question', 'toy'],
  },
];
