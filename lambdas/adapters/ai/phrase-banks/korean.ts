// Korean phrase bank. Wishes are verb stems (하늘을 날); particles such as (은/는) are chosen after the words are filled in.
import type { KindKey, TraitKey } from '../story-lexicon';
import type { PhraseBank } from './phrase-bank';

const KINDS: Record<KindKey, string> = {
  hedgehog: '고슴도치', rabbit: '토끼', cat: '아기 고양이', dog: '강아지', bear: '아기 곰', panda: '판다', fox: '아기 여우',
  wolf: '아기 늑대', mouse: '생쥐', squirrel: '다람쥐', raccoon: '너구리', owl: '부엉이', bird: '작은 새', penguin: '펭귄',
  duck: '아기 오리', chicken: '병아리', pig: '아기 돼지', cow: '송아지', sheep: '아기 양', horse: '조랑말',
  unicorn: '유니콘', elephant: '아기 코끼리', giraffe: '기린', lion: '아기 사자', tiger: '아기 호랑이',
  monkey: '아기 원숭이', frog: '개구리', turtle: '거북이', fish: '물고기', whale: '아기 고래', octopus: '문어',
  dragon: '아기 용', dinosaur: '아기 공룡', robot: '로봇', alien: '외계인', girl: '여자아이', boy: '남자아이', child: '아이',
};

// attributive, predicate (polite past)
const TRAITS: Record<TraitKey, [string, string]> = {
  shy: ['수줍음 많은', '수줍음이 많았어요'], brave: ['용감한', '아주 용감했어요'], curious: ['호기심 많은', '호기심이 많았어요'],
  sleepy: ['잠꾸러기', '잠이 많았어요'], grumpy: ['투덜이', '투덜대기를 잘했어요'], lonely: ['외로운', '늘 외로웠어요'],
  clumsy: ['덜렁대는', '조금 덜렁댔어요'], kind: ['착한', '마음씨가 착했어요'], cheerful: ['명랑한', '늘 명랑했어요'],
  clever: ['똑똑한', '아주 똑똑했어요'], tiny: ['아주 작은', '몸집이 아주 작았어요'], scared: ['겁 많은', '겁이 조금 많았어요'],
};

const HANGUL_BASE = 0xac00;
const isHangul = (code: number) => code >= HANGUL_BASE && code <= 0xd7a3;

/** Final consonant of the last syllable: 0 none, 8 ㄹ, other values another consonant. */
function finalConsonant(word: string): number {
  const last = [...word.replace(/[\s"'“”‘’)\]]+$/u, '')].pop() ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (isHangul(code)) return (code - HANGUL_BASE) % 28;
  // Latin names: a final consonant letter behaves like a final consonant ("Pip" → "Pip은").
  if (/[a-z]/i.test(last)) return /[aeiouy]/i.test(last) ? 0 : /l/i.test(last) ? 8 : 1;
  return /[0-9]/.test(last) ? 1 : 0;
}

/** Adds ㄹ to an open final syllable: 가 → 갈. */
function addRieul(syllable: string): string {
  const code = syllable.codePointAt(0) ?? 0;
  return String.fromCodePoint(code + 8);
}

/** "하늘을 날" → "하늘을 날 수", "보" → "볼 수", "찾" → "찾을 수". */
export function canForm(stem: string): string {
  const jong = finalConsonant(stem);
  if (jong === 0) return `${stem.slice(0, -1)}${addRieul(stem.slice(-1))} 수`;
  return jong === 8 ? `${stem} 수` : `${stem}을 수`;
}

/** "날" → "날려고", "찾" → "찾으려고", "보" → "보려고". */
export function tryForm(stem: string): string {
  const jong = finalConsonant(stem);
  return jong === 0 || jong === 8 ? `${stem}려고` : `${stem}으려고`;
}

const PARTICLES: Array<[marker: string, afterConsonant: string, afterVowel: string]> = [
  ['(은/는)', '은', '는'], ['(이/가)', '이', '가'], ['(을/를)', '을', '를'], ['(와/과)', '과', '와'],
  ['(아/야)', '아', '야'], ['(이)에요', '이에요', '예요'], ['(이)었어요', '이었어요', '였어요'], ['(이)라는', '이라는', '라는'],
];

/** Chooses each particle by the sound before it: 핍(은/는) → 핍은, 콩이(은/는) → 콩이는. */
export function resolveParticles(text: string): string {
  let result = text;
  for (const [marker, afterConsonant, afterVowel] of PARTICLES) {
    let at = result.indexOf(marker);
    while (at >= 0) {
      const before = result.slice(0, at);
      const form = finalConsonant(before) === 0 ? afterVowel : afterConsonant;
      result = before + form + result.slice(at + marker.length);
      at = result.indexOf(marker, before.length + form.length);
    }
  }
  // (으로/로): ㄹ-final words take 로 like vowels do.
  return result.replace(/(.)\(으로\/로\)/gu, (_m, prev: string) => prev + (finalConsonant(prev) === 0 || finalConsonant(prev) === 8 ? '로' : '으로'));
}

function extractGoal(idea: string): string | undefined {
  const m = /((?:[가-힣]+\s)?[가-힣]+?)고\s?싶/u.exec(idea);
  if (!m?.[1]) return undefined;
  const words = m[1].split(/\s+/);
  // "핍은 날고 싶어요": a word ending in a topic or subject particle belongs to the hero, not the wish.
  if (words.length === 2 && /[은는이가]$/u.test(words[0] ?? '')) words.shift();
  return words.join(' ');
}

export const korean: PhraseBank = {
  language: 'korean',
  kindGender: () => 'n',
  heroIntro: (hero) => `${TRAITS[hero.trait][0]} ${KINDS[hero.kind]} ${hero.name}`,
  heroPhrase: (hero) => `${TRAITS[hero.trait][0]}${hero.trait === 'tiny' ? '' : ' 작은'} ${KINDS[hero.kind]}`,
  kindThe: (hero) => KINDS[hero.kind],
  trait: (trait) => TRAITS[trait][1],
  goals: {
    goToMoon: '달나라까지 날아가',
    braveDark: '어둠 속에서도 용감해지',
    findTreasure: '숨겨진 보물을 찾',
    findStar: '잃어버린 소원별을 찾',
    learnRainbow: '무지개가 어디서 오는지 알아내',
    makeFriend: '진짜 친구를 사귀',
    rideBike: '자전거를 타',
    bake: '세상에서 제일 멋진 케이크를 만들',
    climb: '가장 높은 산꼭대기에 오르',
    seeSea: '바다를 보',
    swim: '헤엄치',
    fly: '하늘을 날',
    read: '혼자서 책 한 권을 다 읽',
    dance: '춤을 추',
    sing: '모두 앞에서 노래를 부르',
    grow: '아름다운 꽃밭을 가꾸',
    makeLaugh: '모두를 웃게 하',
    help: '친구들을 도와주',
  },
  concepts: {
    moon: '달', stars: '별', sun: '따스한 햇살', rainbow: '무지개', clouds: '폭신한 구름', rain: '빗속 첨벙 놀이',
    snow: '하얀 눈', sea: '바다', river: '반짝이는 강', forest: '숲', flowers: '꽃', garden: '정원', mountain: '높은 산',
    cave: '비밀 동굴', castle: '오래된 성', rocket: '로켓', planets: '행성', kite: '연날리기', balloons: '풍선',
    boat: '배', train: '기차', cake: '케이크', music: '음악', books: '책', school: '학교', treasure: '보물 지도',
    butterflies: '나비',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}(와/과) ${items[items.length - 1]}`,
  goalForms: (goal) => ({ goalCan: canForm(goal), goalTry: tryForm(goal) }),
  extractGoal,
  names: { m: ['콩이', '보리', '도토리', '하루', '단비', '호두'], f: ['별이', '솜이', '나비', '봄이', '꽃님', '하늘'] },
  finish: (text) => resolveParticles(text).replace(/\s+/g, ' ').trim(),
  goalTitle: '{goal}고 싶은 {name}',
  summary: '{goal}고 싶은 {heroIntro}의 {adjective} 이야기.',
  theEnd: '끝.',
  tones: {
    playful_funny: {
      home: '굴뚝이 삐뚤어진 흔들흔들 작은 집에',
      friend: { intro: '장화를 신은 깔깔이 거위', the: '거위', gender: 'f' },
      things: '웃긴 모자, 통통 튀는 물웅덩이, 엉뚱한 농담',
      adjective: '웃음 가득한',
      lines: {
        opening: '{name}(은/는) 늘 짝짝이 양말을 신었는데, 그게 딱 좋았어요.',
        wish: '모두 킥킥 웃었지만 {name}(이/가) 제일 크게 웃었어요. 그래도 진심이었지요.',
        firstTry: '뿅! 철퍼덕! 쿵! 달팽이들까지 웃음을 터뜨렸어요.',
        friend: '{friend}(이/가) 어찌나 크게 꽥꽥거렸는지, 지나가던 아기 돼지의 모자가 날아가 버렸어요.',
        climax: '{name}(은/는) 행운을 빌며 귀를 쫑긋쫑긋 움직였어요. 이건 언제나 효과가 있거든요.',
        resolution: '세상에서 가장 웃기고 가장 행복한 순간이었어요. 아무도 웃음을 멈출 수 없었지요.',
        ending: '지금도 어딘가에서 아기 돼지가 모자를 찾고 있대요.',
      },
      toddler: { opening: '통통통!', ending: '하하하!' },
      titles: ['{name}의 엉뚱한 대작전', '{name}의 깔깔 하루'],
    },
    fantasy_magic: {
      home: '새벽마다 꽃들이 노래하는 숨겨진 골짜기에',
      friend: { intro: '반짝이는 날개를 가진 아주 작은 요정', the: '요정', gender: 'f' },
      things: '별똥별, 오래된 마법책, 빛나는 버섯',
      adjective: '신비로운',
      lines: {
        opening: '그 골짜기에서는 달빛을 유리병에 담을 수 있었고, 가끔은 소원이 귀를 기울여 주기도 했어요.',
        wish: '바로 그때 별똥별 하나가 하늘을 가로질렀어요. 마치 그 말을 들은 것처럼요.',
        firstTry: '{name}(은/는) 마법 주문까지 속삭였지만, 주문은 보라색 연기를 뿅 내뿜고 사라져 버렸어요.',
        friend: '{friend}(이/가) 날아가는 곳마다 은빛 가루가 반짝였어요.',
        climax: '{friend}(이/가) 별가루를 한 줌 뿌려 주었어요. 하지만 진짜 마법은 이미 {name}의 마음속에 있었어요.',
        resolution: '반짝이가 사방으로 춤을 추고, 골짜기의 꽃들이 일제히 노래하기 시작했어요.',
        ending: '맑은 밤에 자세히 보면, 지금도 그 반짝이를 볼 수 있답니다.',
      },
      toddler: { opening: '반짝반짝!', ending: '마법이다!' },
      titles: ['{name}(와/과) 속삭이는 별들', '{name}의 마법 소원'],
    },
    animal: {
      home: '넓은 초록 들판 끝자락의 아늑한 굴에',
      friend: { intro: '지혜로운 늙은 부엉이', the: '부엉이 할아버지', gender: 'm' },
      things: '햇살 가득한 들판, 바스락거리는 낙엽, 비 냄새',
      adjective: '동물 친구들의',
      lines: {
        opening: '토끼와 오리와 부지런한 개미들이 모두 {name}의 이웃이었어요.',
        wish: '오리들은 꽥꽥, 다람쥐들은 재잘재잘. "그런 얘기 들어 본 적 있어?"',
        firstTry: '오리 가족이 뒤뚱뒤뚱 지나가면서, 예의 바르게 못 본 척해 주었어요.',
        friend: '{friend}(은/는) 커다란 금빛 눈을 끔뻑이며 깃털을 부풀렸어요.',
        climax: '들판의 동물들이 모두 구경하러 모였어요. 토끼, 오리, 다람쥐, 그리고 늙은 오소리까지요.',
        resolution: '새들은 노래하고, 토끼들은 발을 쿵쿵 구르고, 오리들은 날개를 파닥였어요.',
        ending: '그리고 들판 전체가 전보다 조금 더 행복해졌어요.',
      },
      toddler: { opening: '킁킁!', ending: '짹짹, 꽥꽥!' },
      titles: ['초록 들판의 {name}', '{name}(와/과) 들판 친구들'],
    },
    heartwarming: {
      home: '따뜻한 노란 부엌이 있는 작은 집에',
      friend: { intro: '{name}의 할머니', the: '할머니', gender: 'f' },
      things: '따끈한 코코아, 보드라운 담요, 잠자리 동화',
      adjective: '마음이 따뜻해지는',
      lines: {
        opening: '그곳에서는 모두가 가진 것을 나누었어요. 비록 과자 반쪽뿐이라도요.',
        wish: '{name}(은/는) 추운 날 따끈한 코코아 한 잔처럼 그 소원을 소중히 품고 있었어요.',
        firstTry: '잘되지 않았지만, 지나가던 이웃이 힘내라며 빙긋 웃어 주었어요.',
        friend: '{friend}(은/는) {name}(을/를) 포근하고 따뜻하게 꼭 안아 주었어요.',
        climax: '{friend}(은/는) 바로 옆에서 세상에서 가장 자랑스러운 미소를 짓고 있었어요.',
        resolution: '모두의 눈에 기쁨의 눈물이 반짝이고, 마음마다 따뜻함이 가득 찼어요.',
        ending: '나누는 친절은 언제나 더 커지니까요.',
      },
      toddler: { opening: '꼬옥.', ending: '사랑해!' },
      titles: ['{name}의 따뜻한 마음', '{name}에게 보내는 큰 포옹'],
    },
    sci_fi: {
      home: '조용한 작은 행성의 동그란 은빛 집에',
      friend: { intro: '다정한 꼬마 로봇', the: '꼬마 로봇', gender: 'm' },
      things: '로켓, 반짝이는 행성, 번쩍이는 발명품',
      adjective: '우주',
      lines: {
        opening: '창문 밖으로는 달 세 개와 고리가 있는 행성이 보였어요.',
        wish: '{name}(은/는) 밤늦게까지 태블릿에 설계도를 그렸어요.',
        firstTry: '삐빅! 지지직! 직접 만든 기계가 푸슉푸슉 불꽃을 튀겼어요.',
        friend: '{friend}의 안테나가 초록색으로 깜빡였어요. 반갑다는 인사였지요.',
        climax: '카운트다운! 다섯, 넷, 셋, 둘, 하나!',
        resolution: '우주 정거장의 불빛이 모두 축하하듯 번쩍번쩍 빛났어요.',
        ending: '저 높은 곳에서 별들이 셀 수 없이 많은 눈처럼 윙크하고 있었어요.',
      },
      toddler: { opening: '삐삐 뽀뽀!', ending: '슝!' },
      titles: ['{name}(와/과) 별빛 로켓', '별나라로 가는 {name}'],
    },
    daily_life_basics: {
      home: '단풍나무 거리의 밝은 작은 집에',
      friend: { intro: '다정한 선생님', the: '선생님', gender: 'f' },
      things: '아침의 팬케이크, 유치원 가는 길, 목욕할 때 거품',
      adjective: '일상',
      lines: {
        opening: '하루는 늘 똑같이 시작되었어요. 세수하고, 옷 입고, 아침 먹고, 아침 인사로 꼭 안아 주기.',
        wish: '{name}(은/는) 이를 닦으면서도, 신발을 신으면서도 그 생각을 했어요.',
        firstTry: '처음으로 신발 끈을 묶을 때처럼 어려웠어요!',
        friend: '{friend}(은/는) 쪼그려 앉아 {name}(와/과) 눈을 맞추며 이야기했어요.',
        climax: '{name}(은/는) 떠올렸어요. 숨을 들이쉬고, 내쉬고, 천천히.',
        resolution: '처음으로 혼자 자전거를 탔을 때 같은 기분이었어요.',
        ending: '내일은 또 새로운 날, 새로 배울 작은 것들이 가득할 거예요.',
      },
      toddler: { opening: '좋은 아침!', ending: '목욕, 책, 잠자리.' },
      titles: ['{name}의 중요한 하루', '{name}, 할 수 있어!'],
    },
    adventurous: {
      home: '높고 푸른 산기슭의 아늑한 오두막에',
      friend: { intro: '낡은 지도를 든 늙은 탐험가', the: '탐험가', gender: 'm' },
      things: '오래된 지도, 비밀 오솔길, 머나먼 곳',
      adjective: '모험',
      lines: {
        opening: '산 너머에는 아무도 가 보지 못한 곳이 있다고들 했어요.',
        wish: '{name}(은/는) 혹시 몰라 배낭을 꾸렸어요. 밧줄, 등불, 그리고 샌드위치.',
        firstTry: '길은 가팔랐고, 휙 불어온 바람에 모자가 날아가 버렸어요.',
        friend: '{friend}(은/는) 알쏭달쏭한 표시가 가득한 지도를 펼쳤어요.',
        climax: '둘은 세차게 흐르는 강 위의 출렁다리를 건넜어요.',
        resolution: '꼭대기에서 보니 넓은 세상이 모두 발아래 펼쳐져 있었어요.',
        ending: '그 지도는 어떻게 됐냐고요? 아직 빈칸이 몇 군데 남아서 탐험을 기다리고 있어요.',
      },
      toddler: { opening: '출발!', ending: '굉장한 모험이야!' },
      titles: ['{name}(와/과) 비밀 지도', '{name}의 대모험'],
    },
    educational: {
      home: '책과 질문이 가득한 즐거운 집에',
      friend: { intro: '호기심 많은 과학자', the: '과학자', gender: 'f' },
      things: '궁금한 것들, 돋보기, 물건이 움직이는 원리',
      adjective: '호기심 가득한',
      lines: {
        opening: '{name}(은/는) 늘 물었어요. "왜? 어떻게? 만약에…?"',
        wish: '알아내기 위해 {name}(은/는) 진짜 과학자처럼 관찰하고, 질문하고, 직접 해 보기로 했어요.',
        firstTry: '첫 번째 실험은 실패였지만, 중요한 것을 배웠어요. 실수는 단서라는 것을요.',
        friend: '{friend}(은/는) 떠오르는 생각을 모두 공책에 적는 방법을 알려 주었어요.',
        climax: '{name}(은/는) 마지막으로 공책을 확인했어요. 첫째, 둘째, 셋째.',
        resolution: '연습과 인내와 똑똑한 생각이 힘을 합쳤어요.',
        ending: '알고 있나요? 모든 전문가도 처음에는 초보자였답니다.',
      },
      toddler: { opening: '왜? 어떻게?', ending: '이제 알았다!' },
      titles: ['왜냐고 묻는 {name}', '{name}의 궁금증 탐험'],
    },
  },
  stages: {
    opening: {
      title: '{name}(을/를) 소개해요',
      short: '{name}(이)에요. {heroPhrase}(이)에요.',
      mid: '옛날 옛적, {home} {heroIntro}(이/가) 살았어요. 아침마다 {name}(은/는) 해님에게 "안녕!" 하고 인사했어요.',
      long: '옛날 옛적, {home} {heroIntro}(이/가) 살았어요. {name}(은/는) {trait}. 하지만 마음속은 늘 놀라움으로 가득해서, 다른 친구들이 그냥 지나치는 것들을 알아차렸지요. 반짝이는 이슬, 윙윙대는 꿀벌 소리, 배처럼 느릿느릿 흘러가는 구름 같은 것들을요.',
    },
    world: {
      title: '제일 좋아하는 것들',
      short: '{name}(은/는) {things}(을/를) 좋아해요.',
      mid: '{name}(은/는) {things}(을/를) 정말 좋아했어요. 하루 종일 그 생각만 해도 즐거웠지요. 하루하루가 조용하고 포근했어요.',
      long: '{name}(이/가) 세상에서 가장 좋아하는 건 {things}(이)었어요. 주변 세상이 바쁘게 돌아가는 동안에도, {name}(은/는) 오후 내내 그것들을 떠올리며 꿈을 꿀 수 있었어요. 그런데도 마음 깊은 곳에서는 무언가가 빠진 것 같았어요.',
    },
    wish: {
      title: '커다란 소원',
      short: '{name}(은/는) {goal}고 싶어요.',
      mid: '{name}에게는 커다란 소원이 있었어요. {goal}고 싶었어요! 하지만 어떻게 해야 할지 몰랐어요.',
      long: '어느 날 저녁, {name}(은/는) 오랫동안 마음속에 간직해 온 비밀을 마침내 털어놓았어요. "나는 {goal}고 싶어." 불가능해 보였고, 어쩌면 조금 엉뚱한 소원일지도 몰랐어요. 그래도 그 소원은 절대 꺼지지 않는 작은 등불처럼 마음속에서 반짝였어요.',
    },
    firstTry: {
      title: '첫 번째 도전',
      short: '{name}, 해 볼까? 어이쿠!',
      mid: '그래서 {name}(은/는) {goalTry} 했어요. 정말 열심히 노력했지요. 하지만 잘되지 않았어요. 어이쿠!',
      long: '바로 다음 날 아침, {name}(은/는) 꼼꼼하게 계획을 세우고 {goalTry} 했어요. 온 힘을 다해 집중하고, 셋까지 센 다음, 가진 힘을 모두 쏟아부었지요. 하지만 아무것도 계획대로 되지 않았고, 도전은 데굴데굴 구르기와 깜짝 놀란 비명 속에서 끝나 버렸어요.',
    },
    setback: {
      title: '속상한 순간',
      short: '{name}(은/는) 속상해요.',
      mid: '{name}(은/는) 한숨을 쉬며 털썩 주저앉았어요. "나는 못 할지도 몰라." 하고 작게 속삭였어요. 작은 눈물 한 방울이 볼을 타고 굴러떨어졌어요.',
      long: '풀이 죽은 {name}(은/는) 나무 아래 앉아 땅만 바라보았어요. "어떤 소원은 그냥 너무 큰 건지도 몰라." 하고 중얼거렸지요. 실망은 돌멩이가 가득 든 배낭처럼 무거웠고, 한동안은 아무것도 해 보고 싶지 않았어요.',
    },
    friend: {
      title: '도와주는 손길',
      short: '{name}(은/는) {friendIntro}(을/를) 만났어요.',
      mid: '바로 그때 {friendIntro}(이/가) 다가왔어요. "왜 슬퍼하니?" 하고 {friend}(이/가) 물었어요. {name}(은/는) 커다란 소원에 대해 모두 이야기했어요.',
      long: '바로 그때 {friendIntro}(이/가) 나타났어요. "정말 커다란 한숨이구나." {friend}(이/가) 다정하게 말했어요. "무슨 일이니?" {name}(은/는) 처음에는 머뭇머뭇, 나중에는 단숨에 모든 것을 털어놓았어요. 소원과 실패한 도전, 그리고 소원이 영영 이루어지지 않을까 봐 두려운 마음까지요.',
    },
    advice: {
      title: '좋은 조언',
      short: '"넌 할 수 있어!" {friend}(이/가) 말해요.',
      mid: '{friend}(이/가) 빙그레 웃었어요. "큰 소원에는 작은 걸음이 필요해. 우리 같이 한 걸음씩 해 보자."',
      long: '{friend}(은/는) 귀 기울여 듣고 나서 천천히, 지혜롭게 미소 지었어요. "모든 멋진 일은 작은 한 걸음에서 시작된단다. 첫날부터 잘하는 사람은 아무도 없어. 소원을 아주 작은 조각으로 나누어서 하나씩 연습해 보면 어떨까?"',
    },
    secondTry: {
      title: '연습, 또 연습',
      short: '{name}, 다시 한 번!',
      mid: '그래서 {name}(은/는) 날마다 연습했어요. 조금씩, 그리고 또 조금씩. 여전히 어려웠지만 점점 더 잘하게 되었어요!',
      long: '그렇게 둘은 날마다 함께 연습했어요. 어떤 때는 비틀비틀, 어떤 때는 너무 우스꽝스러웠고, 한두 번은 거의 성공할 뻔했지요. 저녁마다 {name}(은/는) 어제보다 아주 조금 더 용감해지고, 아주 조금 더 힘이 세진 것을 느꼈어요.',
    },
    doubt: {
      title: '별이 빛나는 밤',
      short: '밤이에요. {name}(은/는) 별을 봐요.',
      mid: '그날 밤, {name}(은/는) 별을 바라보았어요. "내가 영영 못 하면 어떡하지?" 별들은 "계속해 봐." 하고 말하듯 반짝반짝 빛났어요.',
      long: '그날 밤, {name}(은/는) 잠이 오지 않아 벨벳 같은 하늘에 별이 하나둘 켜지는 것을 바라보았어요. 걱정이 그림자처럼 살금살금 다가왔어요. 그 많은 연습이 다 소용없었으면 어쩌지? 하지만 달이 높이 떠오를수록 마음속 작고 고집스러운 목소리가 대답했어요. 포기하지 않는 것도 일종의 마법이야.',
    },
    insight: {
      title: '반짝이는 생각',
      short: '{name}에게 좋은 생각이 났어요!',
      mid: '아침이 되자 {name}에게 멋진 생각이 떠올랐어요. 혼자 다 하지 않아도 되고, 완벽하지 않아도 괜찮아!',
      long: '아침이 밝자 {name}(은/는) 반짝이는 생각과 함께 눈을 떴어요. 지금까지는 다른 누군가가 되려고 애썼지만, 나만의 특별한 점을 쓰면 어떨까? {name}(은/는) 씩 웃으며 용기와 친구들과 지금까지 배운 모든 것을 모았어요.',
    },
    climax: {
      title: '중요한 순간',
      short: '준비, 시작!',
      mid: '드디어 그날이 왔어요. {name}(은/는) 숨을 크게 들이쉬었어요. 하나, 둘, 셋… 다시 한 번 {goalTry} 했어요!',
      long: '마침내 중요한 순간이 찾아왔어요. 모두가 모여 숨죽이고 지켜보았지요. {name}(은/는) 눈을 감고 모든 연습과 흔들렸던 순간과 다정한 말들을 떠올렸어요. 그리고 셋까지 센 다음, 온 마음을 다해 {goalTry} 했어요.',
    },
    resolution: {
      title: '만세!',
      short: '{name}(이/가) 해냈어요! 만세!',
      mid: '이번에는 성공했어요! {name}(은/는) 정말로 {goalCan} 있었어요! "해냈다!" {name}(은/는) 기뻐서 소리쳤어요.',
      long: '그리고 이번에는 놀라운 일이 일어났어요. {name}(은/는) 정말로 {goalCan} 있었어요! 기쁨이 코끝에서 발끝까지 찌릿찌릿 퍼져 나갔어요. "해냈다!" 하고 외치자, 지금까지 아무도 들어 본 적 없는 커다란 환호성이 터져 나왔어요.',
    },
    celebration: {
      title: '신나는 잔치',
      short: '모두 짝짝짝. 야호!',
      mid: '친구들이 모두 박수를 치며 기뻐했어요. 노래하고 케이크를 먹으며 작은 잔치를 열었지요. {name}(은/는) 정말 뿌듯했어요.',
      long: '그날 저녁에는 음악과 웃음소리, 그리고 다 먹지도 못할 만큼 많은 케이크로 잔치가 열렸어요. {name}(은/는) {friend}(와/과) 자신을 믿어 준 모두에게 고맙다고 말했어요. 그리고 소원만큼이나 그 길도 소중했다는 것을 깨달았어요.',
    },
    ending: {
      title: '잘 자요',
      short: '잘 자, {name}.',
      mid: '그날 밤, {name}(은/는) 활짝 웃으며 잠이 들었어요. 이제는 알았어요. 용기와 좋은 친구가 있으면 소원은 이루어진다는 것을요.',
      long: '나중에 이불을 폭 덮고 꾸벅꾸벅 졸면서, {name}(은/는) 오늘 있었던 일을 떠올렸어요. 작은 걸음도 큰 꿈까지 데려다줄 수 있다는 걸 배웠지요. {name}(은/는) 벌써 다음 모험을 꿈꾸며 새근새근 잠이 들었어요.',
    },
  },
};
