// The Korean sentence context: every character with the particles its last syllable takes, honorific verbs for
// grandparents, the wish, the problem and the place, from the pack's own tables; an idea in this language gives its own goal and trouble.
import type { Role } from '../../cast';
import type { AgeBand } from '../../types';
import type { StoryFacts } from '../pack';
import { koreanGoal, willForm } from './idea-goal';
import { hangulName, hasFinal } from './names';

/** A character as Korean sentences use it, with the particle already on: 마야가, 톰은, 할머니를. */
export interface Who {
  /** Bare: "마야", "작은 트랙터", "할머니". */
  n: string;
  /** Subject 이/가, topic 은/는, object 을/를, with 와/과, of 의, to 에게 (께 for elders), also 도. */
  i: string; eun: string; eul: string; wa: string; ui: string; ege: string; do: string;
  /** Called by a child: "마야야", "톰아", "할머니". */
  ya: string;
  /** First mention: "작은 트랙터", or the name. */
  a: string;
  named: boolean;
  /** Elders are spoken of with honorific verbs. */
  hon: boolean;
  /** "말했어요", or "말씀하셨어요" for an elder. */
  said: string;
  /** The plain or the honorific form, for this character. */
  h(plain: string, honorific: string): string;
}

export interface Ko extends Who {
  /** What the hero is, named or not: "트랙터", "아이". */
  noun: string;
  kind: Role['kind'];
  person: boolean;
  baby: boolean;
  thing: string;
  band: AgeBand;
  /** The grown-up who looks after the hero. */
  gr: Who;
  pal?: Who;
  kin?: Who;
  gone?: Who;
  lost?: Who;
  /** What the one who died was: "dog", "cat", "grandmother". */
  goneThing?: string;
  pet: boolean;
  /** The new baby: "여동생", "남동생" or "동생". */
  sib: string;
  /** What the hero becomes: "언니", "누나", "형", "오빠", or "맏이". */
  big: string;
  /** The place: "농장"; with 에서 it is where things happen. */
  place?: string;
  /** Where water fear happens: "수영장", "호수". */
  water: string;
  /** The arc's goal as a verb stem for 고 싶다: "바다를 보"; as a noun phrase: "바다를 보는 것"; reached: "바다를 봤어요". */
  to?: string;
  toN?: string;
  did?: string;
  /** The trouble as a whole predicate: "천둥을 무서워했어요"; absent for a plain wish. */
  trouble?: string;
  mended?: string;
  /** A wish the idea turns down, as a noun: "공주". */
  not?: string;
  broken: string;
  names: string[];
  /** The goal can be said by the hero ("One day I will …"): no "his" or "her" of the telling in it. */
  say?: boolean;
  wish: boolean;
  shape: string;
  /** First day: "학교" or "어린이집". */
  school: string;
}

/** The particle after a word: with a final consonant or without (톰이 / 마야가). */
export const j = (word: string, withFinal: string, without: string) => `${word}${hasFinal(word) ? withFinal : without}`;

function make(n: string, a: string, named: boolean, opts: { hon?: boolean; name?: boolean } = {}): Who {
  const hon = opts.hon === true;
  const vocative = opts.name ? j(n, '아', '야') : n;
  return {
    n, a, named, hon,
    i: j(n, '이', '가'), eun: j(n, '은', '는'), eul: j(n, '을', '를'), wa: j(n, '과', '와'), ui: `${n}의`,
    ege: hon ? `${n}께` : `${n}에게`, do: `${n}도`, ya: vocative,
    said: hon ? '말씀하셨어요' : '말했어요', h: (plain, honorific) => (hon ? honorific : plain),
  };
}

// How an unnamed character is called: [first mention, later]. Relatives are called as a child calls them.
const NOUNS: Record<string, readonly [string, string]> = {
  girl: ['작은 여자아이', '여자아이'], boy: ['작은 남자아이', '남자아이'], child: ['어린아이', '아이'], children: ['아이들', '아이들'],
  friend: ['새 친구', '새 친구'], sister: ['언니', '언니'], brother: ['형', '형'], baby: ['아기', '아기'], 'baby sister': ['여동생', '여동생'],
  'baby brother': ['남동생', '남동생'], teacher: ['친절한 선생님', '선생님'], doctor: ['친절한 의사 선생님', '의사 선생님'],
  dentist: ['친절한 치과 선생님', '치과 선생님'], nurse: ['친절한 간호사', '간호사'], woman: ['아주머니', '아주머니'], man: ['아저씨', '아저씨'],
  king: ['늙은 왕', '왕'], queen: ['젊은 여왕', '여왕'], princess: ['꼬마 공주', '공주'], prince: ['꼬마 왕자', '왕자'], knight: ['용감한 기사', '기사'],
  pirate: ['꼬마 해적', '해적'], wizard: ['늙은 마법사', '마법사'], witch: ['꼬마 마녀', '마녀'], astronaut: ['젊은 우주 비행사', '우주 비행사'],
  firefighter: ['용감한 소방관', '소방관'], dog: ['작은 강아지', '강아지'], cat: ['늙은 고양이', '고양이'], rabbit: ['아기 토끼', '토끼'],
  elephant: ['아기 코끼리', '코끼리'], penguin: ['수줍은 펭귄', '펭귄'], fox: ['아기 여우', '여우'], turtle: ['작은 거북이', '거북이'],
  bear: ['아기 곰', '곰'], lion: ['아기 사자', '사자'], tiger: ['아기 호랑이', '호랑이'], mouse: ['작은 생쥐', '생쥐'], owl: ['작은 부엉이', '부엉이'],
  hedgehog: ['작은 고슴도치', '고슴도치'], frog: ['작은 개구리', '개구리'], pig: ['아기 돼지', '돼지'], cow: ['젖소', '젖소'], horse: ['작은 말', '말'],
  pony: ['조랑말', '조랑말'], duck: ['아기 오리', '오리'], chicken: ['병아리', '병아리'], sheep: ['아기 양', '양'], bird: ['작은 새', '새'],
  fish: ['작은 물고기', '물고기'], whale: ['커다란 고래', '고래'], dolphin: ['아기 돌고래', '돌고래'], octopus: ['작은 문어', '문어'],
  shark: ['아기 상어', '상어'], monkey: ['아기 원숭이', '원숭이'], giraffe: ['아기 기린', '기린'], zebra: ['아기 얼룩말', '얼룩말'],
  squirrel: ['작은 다람쥐', '다람쥐'], wolf: ['아기 늑대', '늑대'], deer: ['아기 사슴', '사슴'], butterfly: ['작은 나비', '나비'],
  bee: ['꼬마 꿀벌', '꿀벌'], ladybird: ['무당벌레', '무당벌레'], snail: ['작은 달팽이', '달팽이'], spider: ['작은 거미', '거미'],
  hippo: ['아기 하마', '하마'], crocodile: ['아기 악어', '악어'], kangaroo: ['아기 캥거루', '캥거루'], koala: ['아기 코알라', '코알라'],
  panda: ['아기 판다', '판다'], sloth: ['나무늘보', '나무늘보'], caterpillar: ['작은 애벌레', '애벌레'], ant: ['작은 개미', '개미'],
  goat: ['아기 염소', '염소'], donkey: ['작은 당나귀', '당나귀'], unicorn: ['어린 유니콘', '유니콘'], dragon: ['아기 용', '용'],
  dinosaur: ['아기 공룡', '공룡'], monster: ['커다란 괴물', '괴물'], fairy: ['작은 요정', '요정'], ghost: ['꼬마 유령', '유령'],
  mermaid: ['작은 인어', '인어'], troll: ['트롤', '트롤'], giant: ['착한 거인', '거인'], alien: ['꼬마 외계인', '외계인'], elf: ['꼬마 요정', '요정'],
  tractor: ['작은 트랙터', '트랙터'], tugboat: ['작은 예인선', '예인선'], train: ['꼬마 기차', '기차'], 'fire truck': ['반짝이는 소방차', '소방차'],
  excavator: ['작은 굴착기', '굴착기'], ship: ['커다란 배', '배'], boat: ['작은 배', '배'], car: ['작은 자동차', '자동차'], bus: ['작은 버스', '버스'],
  plane: ['작은 비행기', '비행기'], helicopter: ['작은 헬리콥터', '헬리콥터'], truck: ['작은 트럭', '트럭'], 'garbage truck': ['작은 쓰레기차', '쓰레기차'],
  submarine: ['작은 잠수함', '잠수함'], rocket: ['작은 로켓', '로켓'], 'race car': ['경주용 자동차', '경주용 자동차'], bicycle: ['작은 자전거', '자전거'],
  robot: ['외로운 로봇', '로봇'], rover: ['작은 탐사 로봇', '탐사 로봇'], 'teddy bear': ['보들보들한 곰 인형', '곰 인형'],
  'toy rabbit': ['보들보들한 토끼 인형', '토끼 인형'], doll: ['작은 인형', '인형'], toy: ['작은 장난감', '장난감'], puppet: ['손 인형', '손 인형'],
  'toy car': ['장난감 자동차', '장난감 자동차'], 'rag doll': ['헝겊 인형', '헝겊 인형'], cloud: ['작은 구름', '구름'], snowflake: ['작은 눈송이', '눈송이'],
  raindrop: ['작은 빗방울', '빗방울'], tree: ['늙은 나무', '나무'], flower: ['작은 꽃', '꽃'], seed: ['작은 씨앗', '씨앗'], star: ['작은 별', '별'],
  wind: ['작은 바람', '바람'], lighthouse: ['오래된 등대', '등대'], crayon: ['작은 크레용', '크레용'], sock: ['작은 양말', '양말'],
  snowman: ['작은 눈사람', '눈사람'], kite: ['연', '연'], balloon: ['빨간 풍선', '풍선'],
};
const KIN: Record<string, string> = {
  grandmother: '할머니', grandfather: '할아버지', mother: '엄마', father: '아빠', aunt: '이모', uncle: '삼촌',
};
const ELDER = new Set(['grandmother', 'grandfather']);
// Who looks after a hero that is not a child: the grown-up its world would have.
const KEEPER: Record<string, string> = {
  tractor: '농부 아저씨', train: '기관사 아저씨', tugboat: '항구 관리인 아저씨', ship: '선장님', boat: '선장님', 'fire truck': '소방대장님',
  excavator: '건축가 아저씨', robot: '발명가 할아버지', rover: '발명가 할아버지', lighthouse: '관리인 할아버지', cloud: '지혜로운 바람',
  'teddy bear': '남자아이', 'toy rabbit': '남자아이', doll: '여자아이', 'rag doll': '여자아이',
};

function who(role: Role): Who {
  const name = role.name ? hangulName(role.name) : undefined;
  const elder = ELDER.has(role.thing) && !role.other;
  if (name) {
    const full = KIN[role.thing] && !role.other ? `${name} ${KIN[role.thing]}` : name;
    return make(full, full, true, { hon: elder, name: !KIN[role.thing] || role.other === true });
  }
  if (KIN[role.thing] && !role.other) return make(KIN[role.thing]!, KIN[role.thing]!, true, { hon: elder });
  const [first, later] = role.plural ? NOUNS.children! : NOUNS[role.thing] ?? NOUNS.child!;
  if (role.other) return make('다른 친구', `또 다른 ${later}`, false);
  return make(later, first, false);
}

export const whoIs = who;

// Places: the noun, which takes 에서 or 에.
const PLACES: Record<string, string> = {
  kitchen: '부엌', bedroom: '침실', bathroom: '욕실', classroom: '교실', school: '학교', nursery: '어린이집', garden: '정원', forest: '숲',
  jungle: '정글', sea: '바닷가', harbour: '항구', lake: '호숫가', river: '강가', space: '우주', farm: '농장', city: '도시', snow: '눈 덮인 언덕',
  beach: '바닷가', hospital: '병원', park: '공원', supermarket: '마트', library: '도서관', mountain: '산속', desert: '사막', playground: '놀이터',
  garage: '차고', treehouse: '나무 위 오두막', sky: '하늘', pool: '수영장', castle: '성', home: '집',
};
const SIGHTS: Record<string, string> = {
  sea: '바다', snow: '진짜 눈', stars: '밤하늘의 별', moon: '달', space: '우주', mountain: '높은 산', castle: '오래된 성', city: '큰 도시',
  forest: '깊은 숲', jungle: '정글', beach: '바닷가', river: '큰 강', lake: '호수', farm: '농장',
};
const GAMES: Record<string, readonly [string, string]> = { football: ['축구를', '하'], tennis: ['테니스를', '치'], basketball: ['농구를', '하'], piano: ['피아노를', '치'] };
const BECOME: Record<string, string> = {
  knight: '기사', princess: '공주', dancer: '무용수', superhero: '슈퍼히어로', doctor: '의사', astronaut: '우주 비행사', pirate: '해적',
  firefighter: '소방관', teacher: '선생님', king: '왕', queen: '여왕', wizard: '마법사',
};
const BUILD: Record<string, string> = { birdhouse: '새집', treehouse: '나무 위 오두막', rocket: '로켓', boat: '배', house: '집', sandcastle: '모래성', robot: '로봇' };

/** The goal: verb stem for 고 싶다, the noun phrase, and the polite past. */
type Goal = readonly [string, string, string];

function wishGoal(key: string, t: string | undefined): Goal {
  const o = (w: string) => j(w, '을', '를');
  switch (key) {
    case 'become': { const b = t && BECOME[t] ? `진짜 ${j(BECOME[t]!, '이', '가')}` : '새로운 누군가가'; return [`${b} 되`, `${b} 되는 것`, `${b} 되었어요`]; }
    case 'see': { const s = o(SIGHTS[t ?? ''] ?? '넓은 세상'); return [`${s} 보`, `${s} 보는 것`, `${s} 보았어요`]; }
    case 'visit': { const p = PLACES[t ?? ''] ?? '먼 언덕 너머'; return [`${p}에 가 보`, `${p}에 가 보는 것`, `${p}에 가 보았어요`]; }
    case 'fly': return ['하늘 높이 날아 보', '하늘 높이 나는 것', '하늘 높이 날았어요'];
    case 'dance': return ['멋지게 춤을 추', '멋지게 춤추는 것', '멋지게 춤을 추었어요'];
    case 'play': { if (t === 'bicycle') return ['자전거를 타', '자전거를 타는 것', '자전거를 탔어요'];
      const g = GAMES[t ?? '']; return g ? [`${g[0]} ${g[1]}`, `${g[0]} ${g[1]}는 것`, `${g[0]} ${g[1] === '하' ? '했어요' : '쳤어요'}`] : ['다른 친구들과 함께 놀', '친구들과 함께 노는 것', '친구들과 함께 놀았어요']; }
    case 'make-friend': return ['진짜 친구를 사귀', '진짜 친구를 사귀는 것', '진짜 친구를 사귀었어요'];
    case 'win': return ['큰 경주에서 이기', '큰 경주에서 이기는 것', '큰 경주에서 이겼어요'];
    case 'find': return ['숨겨진 보물을 찾', '숨겨진 보물을 찾는 것', '숨겨진 보물을 찾았어요'];
    case 'go-home': return ['집으로 돌아가', '집으로 돌아가는 것', '집으로 돌아갔어요'];
    case 'sleep': return ['푹 잠들', '푹 잠드는 것', '푹 잠들었어요'];
    case 'go-to': { const p = PLACES[t ?? ''] ?? '먼 도시'; return [`${p}까지 가`, `${p}까지 가는 것`, `${p}까지 갔어요`]; }
    case 'swim': return ['수영을 배우', '수영을 배우는 것', '수영을 배웠어요'];
    case 'sing': return ['자기만의 노래를 부르', '자기만의 노래를 부르는 것', '자기만의 노래를 불렀어요'];
    case 'grow-up': return ['크고 튼튼하게 자라', '크고 튼튼하게 자라는 것', '크고 튼튼하게 자랐어요'];
    case 'help': return ['다른 이들을 돕', '다른 이들을 돕는 것', '다른 이들을 도왔어요'];
    case 'build': { const b = o(BUILD[t ?? ''] ?? '나무 위 오두막'); return [`${b} 만들`, `${b} 만드는 것`, `${b} 만들었어요`]; }
    case 'explore': return ['온 세상을 탐험하', '온 세상을 탐험하는 것', '온 세상을 탐험했어요'];
    default: return ['온 세상을 탐험하', '온 세상을 탐험하는 것', '온 세상을 탐험했어요'];
  }
}
const FEARS: Record<string, string> = {
  dark: '어둠', monsters: '괴물', water: '물', thunder: '천둥', dentist: '치과', doctor: '병원',
  'vacuum cleaner': '청소기', 'hair dryer': '드라이어', toilet: '변기', haircut: '머리 자르기', bath: '목욕',
  fireworks: '불꽃놀이', 'loud noises': '큰 소리', spiders: '거미', dogs: '큰 개',
};
const CANNOT: Record<string, readonly [Goal, string]> = {
  'make rain': [['비를 내리게 하', '비를 내리게 하는 것', '비를 내리게 했어요'], '비를 내리게 할'],
  'breathe fire': [['불을 뿜', '불을 뿜는 것', '불을 뿜었어요'], '불을 뿜을'],
  fly: [['날아 보', '하늘을 나는 것', '하늘을 날았어요'], '날'],
  swim: [['헤엄쳐 보', '헤엄치는 것', '헤엄을 쳤어요'], '헤엄칠'],
};

export function koreanContext(facts: StoryFacts): Ko {
  const { cast, brief, band } = facts;
  // An unnamed child who asks a question is a curious one.
  const curious = facts.shape.startsWith('question-') && cast.hero.thing === 'child' && !cast.hero.name;
  const hero = curious ? make('호기심 많은 아이', '호기심 많은 아이', false) : who(cast.hero);
  const person = /^person-|^baby$/.test(cast.hero.kind);
  const kin = cast.kin ? who(cast.kin) : undefined;
  const grownKin = cast.kin && /^person-(adult|elder)$/.test(cast.kin.kind) ? kin : undefined;
  const keeper = KEEPER[cast.hero.thing];
  const gr: Who = grownKin ?? (keeper ? make(keeper, keeper, false, { hon: /할아버지|님$/.test(keeper) }) : make('엄마', '엄마', true));
  const place = brief.setting ? PLACES[brief.setting] : undefined;

  const wish = brief.wishes.find((w) => !w.negated);
  // The idea's own goal and trouble, when the idea is Korean too; no goal at all when it names none.
  const own = brief.ideaLanguage === 'korean';
  let goal: Goal | undefined = own && brief.goal ? koreanGoal(brief.goal.phrase) : wish ? wishGoal(wish.key, wish.thing) : undefined;
  let trouble: string | undefined; let mended: string | undefined;
  const lostWho = cast.lost ? who(cast.lost) : undefined;
  const p = brief.problem;
  if (p) {
    const fear = p.thing ? FEARS[p.thing] : undefined;
    const can = p.thing ? CANNOT[p.thing] : undefined;
    switch (p.key) {
      case 'afraid':
        trouble = fear ? `${j(fear, '을', '를')} 무서워했어요` : '무서운 게 아주 많았어요';
        mended = fear ? `이제 ${j(fear, '이', '가')} 무섭지 않았어요` : '이제 그렇게 무섭지 않았어요';
        break;
      case 'lost':
        if (lostWho) { trouble = `${lostWho.eul} 잃어버렸어요`; mended = `${lostWho.eul} 다시 찾았어요`; if (!goal) goal = [`${lostWho.eul} 찾`, `${lostWho.eul} 찾는 것`, `${lostWho.eul} 찾았어요`]; }
        else { trouble = '길을 잃었어요'; mended = '무사히 돌아왔어요'; if (!goal) goal = ['돌아가는 길을 찾', '돌아가는 길을 찾는 것', '돌아가는 길을 찾았어요']; }
        break;
      case 'cannot': if (can) { trouble = `아무리 애써도 ${can[1]} 수 없었어요`; mended = `드디어 ${can[1]} 수 있었어요`; if (!goal) goal = can[0]; } break;
      case 'lonely': trouble = '늘 혼자라서 외로웠어요'; mended = '이제 외롭지 않았어요'; if (!goal) goal = ['친구를 사귀', '친구를 사귀는 것', '친구를 사귀었어요']; break;
      case 'laughed-at': trouble = '누가 놀리면 무척 속상했어요'; mended = '이제 놀림에 마음 쓰지 않았어요'; break;
      case 'tired-of': trouble = '날마다 똑같은 하루가 지루했어요'; mended = '집이 다시 좋아졌어요'; break;
      case 'sad': trouble = '마음이 슬펐어요'; mended = '이제 슬프지 않았어요'; break;
      case 'worried': trouble = '걱정이 많았어요'; mended = '이제 걱정하지 않았어요'; break;
      case 'nervous': trouble = '몹시 긴장했어요'; mended = '마음이 편안해졌어요'; break;
      default: break;
    }
  }
  const told = own ? brief.trouble : undefined;
  let refusedDid: string | undefined;
  if (told?.kind === 'refuses') {
    trouble = `${told.phrase}기 싫어했어요`; mended = `이제 즐겁게 ${told.phrase}게 되었어요`; refusedDid = `${willForm(told.phrase)} 수 있었어요`;
  } else if (told) {
    // "옆집 개를", "옆집 개가": what scares the hero, with the particle its verb takes.
    const feared = told.phrase.replace(/\s?(?:을|를|이|가)$/u, '');
    trouble = `${j(feared, '을', '를')} 무서워했어요`; mended = `이제 ${j(feared, '이', '가')} 무섭지 않았어요`;
  }
  const notWish = brief.wishes.find((w) => w.negated && w.key === 'become' && w.thing);
  const gone = cast.departed ? who(cast.departed) : undefined;
  const baby = cast.kin?.kind === 'baby' ? cast.kin : undefined;
  const sister = baby?.gender === 'female' || baby?.thing === 'baby sister';
  const brother = baby?.gender === 'male' || baby?.thing === 'baby brother';
  const sib = sister ? '여동생' : brother ? '남동생' : '동생';
  const g = cast.hero.gender;
  const big = g === 'female' ? (brother ? '누나' : '언니') : g === 'male' ? (sister ? '오빠' : '형') : '맏이';
  const named = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined && r.name !== undefined && hangulName(r.name) !== undefined);
  const names = named.map((r) => who(r).n);
  const water = brief.setting === 'lake' ? '호수' : brief.setting === 'sea' || brief.setting === 'beach' ? '바다' : brief.setting === 'river' ? '강' : '수영장';

  return {
    ...hero, noun: KIN[cast.hero.thing] ?? (cast.hero.plural ? NOUNS.children! : NOUNS[cast.hero.thing] ?? NOUNS.child!)[1], kind: cast.hero.kind, person, baby: cast.hero.kind === 'baby', thing: cast.hero.thing, band, gr,
    ...(cast.pal ? { pal: who(cast.pal) } : {}), ...(kin ? { kin } : {}),
    ...(gone ? { gone, goneThing: cast.departed!.thing } : {}), ...(lostWho ? { lost: lostWho } : {}),
    pet: facts.shape === 'pet-died', sib, big,
    ...(place ? { place } : {}), water,
    ...(goal ? { to: goal[0], toN: goal[1], did: goal[2] } : refusedDid ? { did: refusedDid } : {}), say: goal !== undefined, ...(trouble ? { trouble } : {}), ...(mended ? { mended } : {}),
    ...(notWish && BECOME[notWish.thing!] ? { not: BECOME[notWish.thing!] } : {}),
    broken: '파란 꽃병', names, wish: wish !== undefined || (own && brief.goal !== undefined), shape: facts.shape,
    school: brief.setting === 'nursery' ? '어린이집' : '학교',
  };
}
