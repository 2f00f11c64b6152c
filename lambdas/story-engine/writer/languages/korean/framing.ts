// Korean feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import { j, type Ko } from './context';

type P = Part<Ko>;

type Clause = (c: Ko) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence; each feeling has
// openers that suit it ("가만히" never opens a laugh).
const STILL = ['한동안', '가만히', '조금씩', '어느새', '그 순간', '문득', '그렇게', '그때', '한참 동안', '살며시'];
const SUDDEN = ['그 순간', '바로 그때', '문득', '어느새', '그러자', '마침내', '갑자기', '그때', '이윽고', '순간'];
const UNEASY = ['그 순간', '갑자기', '자꾸만', '어쩐지', '또다시', '문득', '그때', '괜히', '점점 더', '한동안'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[], middles: readonly string[] = ['']): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => middles.map((m) => Object.assign((c: Ko) => {
      const said = clause(c);
      return said && `${o} ${m}${said}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `${c.eun} 느릿느릿 숨을 들이쉬고 내쉬었어요`, (c) => `모든 것이 고요하고 편안하게 느껴졌어요`, (c) => `조용하고 평화로운 기분이 ${c.eul} 감쌌어요`, (c) => `어깨가 스르르 내려가고 손도 가만해졌어요`, (c) => `${c.eun} 마음속이 차분해지는 걸 느꼈어요`], STILL),
  worried: combine([(c) => `${c.ui} 배 속이 꼬이는 것 같았어요`, (c) => `${c.eun} 입술을 깨물었어요`, (c) => `걱정이 벌 떼처럼 머릿속에서 윙윙거렸어요`, (c) => `심장이 빨리 뛰고 손이 차가워졌어요`, (c) => `걱정이 ${c.ui} 몸보다 더 크게 느껴졌어요`], UNEASY),
  sad: combine([(c) => `회색 구름 같은 무거운 슬픔이 ${c.ui} 마음속에 내려앉았어요`, (c) => `${c.ui} 눈에 눈물이 고였어요`, (c) => `${c.eun} 슬픈 마음이 잠시 머물도록 두었어요`, (c) => `목이 꽉 메어 왔어요`, (c) => `모든 것이 조금 잿빛으로 보였어요`], STILL),
  brave: combine([(c) => `${c.eun} 허리를 곧게 폈어요`, (c) => `${c.eun} 그래도 해 보기로 마음먹었어요`, (c) => `무릎은 후들거렸지만 마음은 단단했어요`, (c) => `용감하고 환한 기분이 ${c.ui} 마음속에서 자라났어요`, (c) => `${c.eun} 두려움보다 용기가 더 크다고 느꼈어요`], SUDDEN),
  happy: combine([(c) => `따뜻하고 행복한 기분이 ${c.ui} 마음속에서 보글보글 솟아났어요`, (c) => `${c.eun} 웃음이 멈추지 않았어요`, (c) => `마음이 풍선처럼 가벼워졌어요`, (c) => `기쁨이 발끝까지 톡톡 번졌어요`, (c) => `마음속에 햇살이 비치는 것 같았어요`], SUDDEN),
  warm: combine([(c) => `${c.eun} 따뜻하고 사랑받는 기분이 들었어요`, (c) => `사랑이 보드라운 담요처럼 ${c.eul} 감쌌어요`, (c) => `포근하고 다정한 기분이 마음을 가득 채웠어요`, (c) => `${c.gr.wa} 가까이 있으니 모든 게 부드럽게 느껴졌어요`, (c) => `안기지 않아도 꼭 안긴 것 같았어요`], STILL),
  curious: combine([(c) => `${c.eun} 더, 훨씬 더 알고 싶었어요`, (c) => `머릿속에 질문이 퐁퐁 솟아났어요`, (c) => `${c.ui} 눈이 신기해서 동그래졌어요`, (c) => `알아낼 것이 정말 많은 것 같았어요`, (c) => `${c.eun} 더 잘 보려고 몸을 쑥 내밀었어요`], SUDDEN),
  sleepy: combine([(c) => `눈꺼풀이 무거워졌어요`, (c) => `커다랗고 느린 하품이 나왔어요`, (c) => `모든 게 보드랍고 느릿느릿하고 졸렸어요`, (c) => `${c.eun} 따뜻하고 나른하게 이불 속으로 파고들었어요`, (c) => `고요한 밤이 ${c.eul} 포근히 감쌌어요`], STILL),
};

const NEAR = ['그동안', '그사이', '그러는 동안', '그동안 내내', '이따금', '잠시 뒤'];

export const DETAILS: P = combine([
  (c) => `바람이 나무 사이로 살랑살랑 불어와 나뭇잎들이 소곤소곤 속삭이듯 흔들렸어요`,
  (c) => `벽시계가 째깍째깍 조용히 울리며 시간이 천천히 흘러갔어요`,
  (c) => `빛과 그림자가 조금씩 자리를 바꾸며 천천히 움직였어요`,
  (c) => `물방울이 똑, 똑 떨어지는 소리가 작게 들려왔어요`,
  (c) => `비 냄새와 갓 깎은 풀 냄새가 바람을 타고 은은하게 풍겨 왔어요`,
  (c) => `커튼 자락이 바람에 살짝살짝 흔들리며 춤을 추었어요`,
], NEAR, ['', '언제나처럼 ']);

const T = (c: Ko) => c.n;

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${c.wa} 새 아기`, (c) => `${c.i} ${j(c.big, '이', '가')} 되었어요`, (c) => `${c.ege} 온 아기 ${c.sib}`],
  'moving-home': [(c) => `${c.ui} 이사`, (c) => `${c.wa} 새집`, (c) => `안녕, 옛집! 반가워, ${c.ui} 새집!`],
  'first-day': [(c) => `${c.ui} 첫날`, (c) => `${c.i} ${c.school}에 가요`, (c) => `${c.ui} 두근두근 ${c.school} 첫날`],
  'pet-died': [(c) => `${c.gone!.eul} 기억하며`, (c) => `언제나 우리 마음속에, ${c.gone!.n}`, (c) => `${c.gone!.ege} 작별 인사를 한 날`],
  'grandparent-died': [(c) => `${c.gone!.eul} 기억하며`, (c) => `${c.gone!.ui} 이야기는 계속돼요`, (c) => `언제나 우리 마음속에, ${c.gone!.n}`],
  doctor: [(c) => `${c.i} 병원에 가요`, (c) => `${c.wa} 용감한 주사`, (c) => `${c.ui} 건강 검진`],
  dentist: [(c) => `${c.i} 치과에 가요`, (c) => `${c.wa} 커다란 치과 의자`, (c) => `아 해 봐, ${c.ya}!`],
  potty: [(c) => `${c.wa} 아기 변기`, (c) => `${c.ui} 변기 연습`, (c) => `기저귀야 안녕, ${c.ui} 새 팬티`],
  bedtime: [(c) => `잘 자, ${c.ya}`, (c) => `${c.eun} 자기 싫어요`, (c) => `${c.ui} 잠자는 시간`],
  'fear-dark': [(c) => `${c.wa} 어둠`, (c) => `${c.i} 밤과 친구가 되었어요`, (c) => `어둠이 무서운 사람? ${c.eun} 아니에요!`],
  'fear-monsters': [(c) => `${c.wa} 침대 밑 괴물`, (c) => `${c.ui} 방에는 괴물이 없어요`, (c) => `${c.i} 침대 밑을 들여다봐요`],
  'fear-water': [(c) => `${c.wa} 물`, (c) => `${c.i} 수영을 배워요`, (c) => `첨벙첨벙, ${c.ya}!`],
  sharing: [(c) => `${c.wa} ${c.pal!.named ? c.pal!.n : '친구'}, 차례차례`, (c) => `네 차례야, ${c.ya}!`, (c) => `${c.i} 나누는 법을 배워요`],
  'telling-truth': [(c) => `${c.i} 사실대로 말해요`, (c) => `${c.wa} 깨진 꽃병`, (c) => `${c.ui} 정직한 용기`],
  'two-homes': [(c) => `${c.ui} 두 집`, (c) => `집이 두 개인 ${T(c)}`, (c) => `${c.eun} 두 집에서 사랑받아요`],
  wheelchair: [(c) => `${c.i} 씽씽 달려요`, (c) => `${c.do} 같이 놀아요`, (c) => `${c.ui} 멋진 휠체어`],
  glasses: [(c) => `${c.ui} 새 안경`, (c) => `${c.i} 세상을 또렷하게 봐요`, (c) => `안경 쓴 ${T(c)}`],
  'new-language': [(c) => `${c.i} 새로운 말을 배워요`, (c) => `안녕, ${c.ya}`, (c) => `${c.wa} 새로운 말`],
  'making-friend': [(c) => `${c.i} 친구를 사귀어요`, (c) => `${c.i} 안녕 하고 말해요`, (c) => `${c.ege} 생긴 친구`],
  'question-sky': [(c) => `하늘은 왜 파랄까?`, (c) => `${c.ui} 질문, 하늘은 왜 파랄까?`, (c) => `파란 하늘의 비밀`],
  'question-rain': [(c) => `비는 어디서 올까?`, (c) => `${c.i} 빗방울을 따라가요`, (c) => `비의 기나긴 여행`],
  'question-plants': [(c) => `식물은 어떻게 자랄까?`, (c) => `${c.i} 씨앗을 키워요`, (c) => `작은 씨앗에서 꽃까지`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('아무리 애써도') && `${c.i} 다시 도전해요`, (c) => c.wish && `${c.wa} 커다란 꿈`,
    (c) => c.toN && `${c.ui} 꿈, ${c.toN}`, (c) => c.pal?.named && `${c.wa} ${c.pal.n}`, (c) => c.kin && `${c.wa} ${c.kin.n}`,
    (c) => !c.wish && `${c.place ? `${c.place}의 ` : ''}${c.n}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Ko, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  const list = missing.map((n, i) => (i < missing.length - 1 ? j(n, '과', '와') : n)).join(' ');
  return `${text} ${list}도 함께해요.`;
}
const S = (make: (c: Ko) => string | false | undefined) => (c: Ko) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.ege} ${c.sib === '동생' ? '아기 동생이' : `아기 ${j(c.sib, '이', '가')}`} 생겨요. 그리고 사랑은 자라난다는 걸 알게 돼요.`)],
  'moving-home': [S((c) => `${c.eun} 새집으로 이사를 가면서 정든 옛집과 작별해야 해요.`)],
  'first-day': [S((c) => `${c.ui} ${c.school} 첫날이에요. 새 선생님과 새 친구들을 만나요.`)],
  'pet-died': [S((c) => `${c.gone!.i} 세상을 떠났어요. 가족은 사랑을 담아 ${c.gone!.eul} 기억해요.`)],
  'grandparent-died': [S((c) => `${c.gone!.i} 하늘나라로 가셨어요. 가족은 함께 ${c.gone!.eul} 기억해요.`)],
  doctor: [S((c) => `${c.eun} 건강 검진을 받고 주사를 맞으러 병원에 가요. 그리고 생각보다 훨씬 용감하다는 걸 알게 돼요.`)],
  dentist: [S((c) => `${c.eun} 치과에 가서 커다란 의자에서 무슨 일이 일어나는지 알게 돼요.`)],
  potty: [S((c) => `${c.eun} 한 번, 또 한 번 해 보며 변기 쓰는 법을 배워요.`)],
  bedtime: [S((c) => `${c.eun} 하나도 안 졸리지만, 잠자는 시간은 어느새 포근해져요.`)],
  'fear-dark': [S((c) => `${c.eun} 어둠이 무섭지만, 밤에 정말 무엇이 있는지 알게 돼요.`)],
  'fear-monsters': [S((c) => `${c.eun} 침대 밑에서 괴물 소리를 듣고 용감하게 들여다봐요.`)],
  'fear-water': [S((c) => `${c.eun} 물이 무섭지만, 한 걸음씩 용기를 내는 법을 배워요.`)],
  sharing: [S((c) => `${c.wa} ${c.pal!.eun} 같은 장난감을 갖고 싶어 하다가 차례를 지키는 법을 배워요.`)],
  'telling-truth': [S((c) => `${c.eun} 물건을 깨뜨리고, 사실대로 말하는 게 용감한 일이라는 걸 배워요.`)],
  'two-homes': [S((c) => `${c.eun} 엄마 집과 아빠 집, 두 집에서 살아요. 그리고 두 집 모두에서 사랑받아요.`)],
  wheelchair: [S((c) => `${c.eun} 휠체어를 타요. 그리고 놀이에 함께할 방법을 찾아요.`)],
  glasses: [S((c) => `${c.eun} 안경을 쓰게 되고, 친구들이 놀릴까 봐 걱정해요.`)],
  'new-language': [S((c) => `${c.eun} 새 학교에 왔지만 아직 이 나라 말을 못 해요.`)],
  'making-friend': [S((c) => `${c.eun} 수줍음이 많지만 친구를 사귀고 싶어요.`)],
  'question-sky': [(c) => `${c.eun} 하늘이 왜 파란지 묻고, 빛과 공기에 대해 알게 돼요.`],
  'question-rain': [(c) => `${c.eun} 비가 어디서 오는지 묻고, 바다에서 구름으로, 다시 땅으로 가는 물을 따라가요.`],
  'question-plants': [(c) => `${c.eun} 씨앗을 심고 어떻게 자라는지 지켜봐요.`],
  arc: [S((c) => !c.wish && !c.trouble && `${c.place ? `${c.place}에 사는 ` : ''}${c.n} 이야기.`), S((c) => c.to && (`${c.eun} ${c.to}고 싶어요.`)), S((c) => c.trouble && `${c.eun} ${c.trouble.replace(/어요$/, '지만')}, 곧 달라질 거예요.`)],
};
