// Splits text into lines that fit a width, for scripts with spaces between words and for Chinese and Japanese,
// which break between characters except before closing punctuation and small kana (kinsoku) or after opening brackets.

/** Width of `text` at the current font and size, in points. */
export type MeasureText = (text: string) => number;

/** A line may not start with these: closing punctuation, iteration marks, small kana, the prolonged sound mark. */
const NO_BREAK_BEFORE = new Set(
  Array.from('。、，．,.・：；:;？！?!)]}」』）〕］｝〉》】〙〗〟’”»…‥ー々〻ゝゞヽヾ゛゜ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ'),
);
/** A line may not end with these: opening brackets and quotes. */
const NO_BREAK_AFTER = new Set(Array.from('([{「『（〔［｛〈《【〘〖〝‘“«'));

const DASHES = new Set(['‐', '–', '—']);

/** Han, kana and full-width forms: a line may break on either side of each (Korean is written with spaces). */
const BREAKS_AROUND = /[\u2E80-\u2FFF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[\u{20000}-\u{3FFFF}]/u;

/**
 * The text as pieces no line break may fall inside; a piece keeps the spaces that follow it, which vanish when a
 * line ends there.
 */
export function unbreakablePieces(text: string): string[] {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    current += c;
    const next = chars[i + 1];
    if (next === undefined) break;
    if (next === ' ') continue;
    const breakHere =
      // A dash between spaces stays with the word before it (Russian and French dialogue: «Я упала, — сказала…»).
      (c === ' ' && !(DASHES.has(next) && chars[i + 2] === ' ')) ||
      ((BREAKS_AROUND.test(c) || BREAKS_AROUND.test(next)) && !NO_BREAK_BEFORE.has(next) && !NO_BREAK_AFTER.has(c)) ||
      // Hyphenated words (Жила-была, well-known) may break after the hyphen.
      ((c === '-' || DASHES.has(c)) && /\p{L}/u.test(chars[i - 1] ?? '') && /\p{L}/u.test(next));
    if (breakHere) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Greedy line filling; a piece wider than the line alone is cut between characters rather than overflow. Each line
 * keeps what separated it from the next (a space, or "\n" at a paragraph's end), so joining the lines gives the
 * text back; trim a line to measure or draw it.
 */
export function breakLines(text: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  const fits = (line: string) => measure(line.trimEnd()) <= width;
  for (const paragraph of text.split(/\n/)) {
    if (!paragraph.trim()) continue;
    let line = '';
    for (const piece of unbreakablePieces(paragraph)) {
      if (fits(line + piece)) {
        line += piece;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (fits(piece)) {
        line = piece;
        continue;
      }
      for (const c of Array.from(piece)) {
        if (line && !fits(line + c)) {
          lines.push(line);
          line = '';
        }
        line += c;
      }
    }
    if (line) lines.push(line);
    lines[lines.length - 1] = lines[lines.length - 1]!.trimEnd() + '\n';
  }
  return lines;
}
