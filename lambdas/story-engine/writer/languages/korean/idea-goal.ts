// The idea's own goal in the book's Korean: from the verb stem the idea put before 고 싶다 ("케이크를 만들"), the
// noun phrase ("케이크를 만드는 것") and what was done ("케이크를 만들 수 있었어요"), built syllable by syllable.
const FIRST = 0xac00;
const LAST = 0xd7a3;
/** The final consonant's index in a syllable block: 0 none, 8 ㄹ, 17 ㅂ, 7 ㄷ. */
const finalOf = (syllable: string) => {
  const code = syllable.codePointAt(0) ?? 0;
  return code >= FIRST && code <= LAST ? (code - FIRST) % 28 : -1;
};
const withFinal = (syllable: string, final: number) => {
  const code = syllable.codePointAt(0)! - FIRST;
  return String.fromCodePoint(FIRST + code - (code % 28) + final);
};
// Stems whose ㅂ or ㄷ changes before a vowel: 굽 → 구울, 듣 → 들을.
const IRREGULAR: Record<string, string> = { 굽: '구울', 돕: '도울', 눕: '누울', 줍: '주울', 듣: '들을', 걷: '걸을', 묻: '물을', 짓: '지을', 낫: '나을' };

/** The stem with the future adnominal ending, for "수 있다": 가 → 갈, 만들 → 만들, 먹 → 먹을. */
export function willForm(stem: string): string {
  const last = stem.slice(-1);
  const head = stem.slice(0, -1);
  if (IRREGULAR[last]) return head + IRREGULAR[last];
  const final = finalOf(last);
  if (final === 0) return head + withFinal(last, 8);
  if (final === 8 || final < 0) return stem;
  return `${stem}을`;
}

/** The stem with the present adnominal ending and 것: 만들 → 만드는 것, 먹 → 먹는 것. */
export function doingForm(stem: string): string {
  const last = stem.slice(-1);
  const base = finalOf(last) === 8 ? stem.slice(0, -1) + withFinal(last, 0) : stem;
  return `${base}는 것`;
}

/** Goal, noun phrase and done, as the Korean pack's goals are: [stem, "…는 것", "… 수 있었어요"]. */
export const koreanGoal = (stem: string): readonly [string, string, string] => [stem, doingForm(stem), `${willForm(stem)} 수 있었어요`];
