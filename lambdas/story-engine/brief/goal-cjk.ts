// Goal and trouble readers for Chinese, Japanese and Korean: 想/要 and the verb phrase after it, the phrase before
// たい (said again in its dictionary form) and before 고 싶다 (kept as the verb stem), the refusal and the fear.
import type { BriefCharacter, IdeaGoal, IdeaTrouble } from './types';

type Cjk = 'chinese' | 'japanese' | 'korean';
interface Found { goal?: IdeaGoal; trouble?: IdeaTrouble }

const CLAUSE_END = /[，。！？,.!?；;：:、\n（）()「」『』【】~～]/u;

function clauseAfter(text: string, from: number): string {
  const rest = text.slice(from);
  const end = rest.search(CLAUSE_END);
  return (end >= 0 ? rest.slice(0, end) : rest).trim();
}

function clauseBefore(text: string, to: number): string {
  const before = text.slice(0, to);
  let start = 0;
  for (const m of before.matchAll(new RegExp(CLAUSE_END.source, 'gu'))) start = (m.index ?? 0) + 1;
  return before.slice(start).trim();
}

// --- Chinese: 想/想要/希望 + the verb phrase; 不肯/不想 + the deed; 怕/害怕 + the thing.
const ZH_WANT = /(?:很想|好想|特别想|非常想|真想|想要|梦想着|梦想|希望|想(?![念法象起到过]))/gu;
const ZH_REFUSE = /(?:不肯|不想|不愿意|不愿|不喜欢|讨厌)/gu;
const ZH_AFRAID = /(?:害怕|很怕|特别怕|(?<![可恐哪])怕)/gu;
// "想当宇航员的小猫": the goal ends where the clause turns back to who wants it; "的故事" closes the idea.
const ZH_TAIL = /的(?:故事|童话|绘本|小|大|一个|孩子|男孩|女孩)[\p{Script=Han}]*$|(?:的故事|的童话|吧|呢|啊|了)$/u;

function chineseStory(phrase: string): string | undefined {
  const out = phrase.replace(/我们的|我的/gu, '').replace(/(?:我们|我)(?=(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|家))/gu, '').replace(ZH_TAIL, '').trim();
  return /我/u.test(out) || out.length === 0 ? undefined : out;
}

function readChinese(text: string): Found {
  let goal: string | undefined;
  for (const m of text.matchAll(ZH_WANT)) {
    const at = m.index ?? 0;
    if (/不$/u.test(text.slice(0, at))) continue;
    const phrase = chineseStory(clauseAfter(text, at + m[0].length));
    if (phrase && [...phrase].length >= 2) { goal = phrase; break; }
  }
  let trouble: IdeaTrouble | undefined;
  for (const m of text.matchAll(ZH_AFRAID)) {
    const phrase = chineseStory(clauseAfter(text, (m.index ?? 0) + m[0].length));
    if (phrase) { trouble = { kind: 'afraid', phrase }; break; }
  }
  if (!trouble && !goal) {
    for (const m of text.matchAll(ZH_REFUSE)) {
      const phrase = chineseStory(clauseAfter(text, (m.index ?? 0) + m[0].length));
      if (phrase && [...phrase].length >= 2) { trouble = { kind: 'refuses', phrase }; break; }
    }
  }
  return { ...(goal ? { goal: { phrase: goal } } : {}), ...(trouble ? { trouble } : {}) };
}

// --- Japanese: the phrase before たい, from the clause's start or after whoever wants it (「ゆいちゃんは」).
const JA_WANT = /(たい(?!よう|へん|せつ|そう|かい|いく|ど|ら)|たく(?=ない|て)|たがって|たがる)/gu;
const JA_WHO = /(?:ちゃん|くん|さん|たち|のこ|の子|[\p{Script=Han}\p{Script=Katakana}ー])(?:は|が)/gu;
// The ます stem of the verbs a child's goal most often has, that are not simply the u-row of the stem (見 → 見る).
const JA_ICHIDAN_I = /(?:^|[をにがへでと])(?:み|見|き|着|おき|起き|でき|出来|おり|降り|かり|借り|いき|生き|あび|浴び|のび|伸び|しんじ|おち|落ち)$/u;
const JA_GODAN: Record<string, string> = { き: 'く', ぎ: 'ぐ', し: 'す', ち: 'つ', に: 'ぬ', び: 'ぶ', み: 'む', り: 'る', い: 'う' };

/** The dictionary form of a verb phrase given as its ます stem: つくり → つくる, たべ → たべる, べんきょうし → べんきょうする. */
export function japaneseDictionary(stem: string): string | undefined {
  if (/(?:^|[をにがへでと\p{Script=Han}\p{Script=Katakana}ー])し$/u.test(stem) || stem === 'し') return `${stem.slice(0, -1)}する`;
  if (/(?:^|[をにがへでと])き$/u.test(stem) && !/(?:いき|行き|おき|でき|ひき|かき|書き|まき|はき|ふき|あるき|歩き|ひらき|き)$/u.test(stem.slice(-2))) return `${stem.slice(0, -1)}くる`;
  if (JA_ICHIDAN_I.test(stem) && !/(?:いき|行き)$/u.test(stem)) return `${stem}る`;
  if (/(?:いき|行き)$/u.test(stem)) return `${stem.slice(0, -1)}く`;
  if (/[えけげせぜてでねへべぺめれ]$/u.test(stem)) return `${stem}る`;
  const last = stem.at(-1) ?? '';
  if (JA_GODAN[last]) return `${stem.slice(0, -1)}${JA_GODAN[last]}`;
  return undefined;
}

function japaneseStory(phrase: string, hero: BriefCharacter | undefined): string | undefined {
  let out = phrase;
  if (hero?.name) {
    const at = out.lastIndexOf(hero.name);
    if (at >= 0) out = out.slice(at + hero.name.length).replace(/^(?:ちゃん|くん|さん)?(?:は|が|も)/u, '');
  }
  let cut = -1;
  for (const m of out.matchAll(JA_WHO)) cut = (m.index ?? 0) + m[0].length;
  if (cut > 0 && cut < out.length - 1) out = out.slice(cut);
  out = out.replace(/^(?:わたしの|私の|ぼくの|僕の|うちの|わたしたちの)/u, '').trim();
  return /(?:わたし|私|ぼく|僕)/u.test(out) || out.length < 2 ? undefined : out;
}

function readJapanese(text: string, hero: BriefCharacter | undefined): Found {
  let goal: IdeaGoal | undefined;
  let refused: IdeaGoal | undefined;
  for (const m of text.matchAll(JA_WANT)) {
    const at = m.index ?? 0;
    const stem = japaneseStory(clauseBefore(text, at), hero);
    const dictionary = stem ? japaneseDictionary(stem) : undefined;
    if (!stem || !dictionary) continue;
    const negated = /^(?:くない|くなく|ない)/u.test(text.slice(at + 2, at + 6));
    if (negated) refused ??= { phrase: dictionary, stem };
    else if (!goal) goal = { phrase: dictionary, stem };
  }
  let trouble: IdeaTrouble | undefined;
  const fear = /([^はがをにでも、。！？\s]{1,12})(?:が|を)(?:こわい|怖い|こわがる|怖がる|こわくて|怖くて|こわがって|怖がって|にがて|苦手)/u.exec(text);
  if (fear) {
    const phrase = japaneseStory(fear[1]!, hero);
    if (phrase) trouble = { kind: 'afraid', phrase };
  }
  if (!trouble && refused && !goal) trouble = { kind: 'refuses', phrase: refused.phrase, ...(refused.stem ? { stem: refused.stem } : {}) };
  return { ...(goal ? { goal } : {}), ...(trouble ? { trouble } : {}) };
}

// --- Korean: the words before 고 싶다 back to whoever wants it, kept as the verb stem (만들고 싶어요 → 만들).
const KO_WANT = /([^\s,.!?]+)고\s?(?:싶|파)/gu;
const KO_REFUSE = /([^\s,.!?]+)기\s?(?:싫|를 싫어|가 싫)/gu;
const KO_AFRAID = /([^\s,.!?]+(?:을|를|이|가))\s(?:무서워|무섭|겁내|겁을 내)/u;

function koreanBefore(text: string, to: number, hero: BriefCharacter | undefined): string[] {
  const words = clauseBefore(text, to).split(/\s+/).filter(Boolean);
  let from = 0;
  words.forEach((w, i) => {
    // Whoever wants it comes before the goal: the hero's name, or a word with the topic particle.
    if ((hero?.name && w.startsWith(hero.name)) || /(?:은|는)$/u.test(w)) from = i + 1;
  });
  return words.slice(from).map((w) => w.replace(/^(?:내|제|우리|나의)$/u, '')).filter(Boolean);
}

function koreanStory(words: string[]): string | undefined {
  const out = words.join(' ').trim();
  return /(?:^|\s)(?:나|저|나를|저를|나는|저는|내가|제가)(?:\s|$)/u.test(out) || out.length === 0 ? undefined : out;
}

function readKorean(text: string, hero: BriefCharacter | undefined): Found {
  let goal: string | undefined;
  let refused: string | undefined;
  for (const m of text.matchAll(KO_WANT)) {
    const at = m.index ?? 0;
    const words = [...koreanBefore(text, at, hero), m[1]!];
    const after = text.slice(at + m[0].length, at + m[0].length + 8);
    const phrase = koreanStory(words);
    if (!phrase) continue;
    if (/^(?:어|은|다|었)?(?:하)?지\s?않|^지\s?않/u.test(after) || /안$/u.test(words.at(-2) ?? '')) refused ??= phrase;
    else goal ??= phrase;
  }
  for (const m of text.matchAll(KO_REFUSE)) {
    const phrase = koreanStory([...koreanBefore(text, m.index ?? 0, hero), m[1]!]);
    if (phrase) { refused ??= phrase; break; }
  }
  let trouble: IdeaTrouble | undefined;
  const fear = KO_AFRAID.exec(text);
  if (fear) {
    const phrase = koreanStory([...koreanBefore(text, fear.index, hero), fear[1]!]);
    if (phrase) trouble = { kind: 'afraid', phrase };
  }
  if (!trouble && refused && !goal) trouble = { kind: 'refuses', phrase: refused };
  return { ...(goal ? { goal: { phrase: goal } } : {}), ...(trouble ? { trouble } : {}) };
}

export function readCjkGoal(text: string, language: Cjk, hero: BriefCharacter | undefined): Found {
  if (language === 'chinese') return readChinese(text);
  if (language === 'japanese') return readJapanese(text, hero);
  return readKorean(text, hero);
}
