// Books for the PDF's tests: real offline pictures, the same six-page story in five scripts, and the PDF's facts read
// back with poppler (page count, fonts, text).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoryLanguage } from '../../lambdas/ports/story-model';
import { bookOf, drawBookPictures, type BookText } from './test-books';

/** A cover and three scenes, drawn once per test file (drawing is the slow part). */
export const drawPictures = () => drawBookPictures(4);

export { bookOf, type BookText };

/** Cover + five pages in each script the fonts must cover. */
export const SIX_PAGE_BOOKS: Partial<Record<StoryLanguage, BookText>> = {
  english: {
    title: 'Maya and the Lost Star',
    summary: 'One night Maya finds a little star in the garden and helps it home.',
    pages: [
      { content: 'Maya looked out of her window and saw something shining in the garden.' },
      { content: 'It was a little star, sitting in the grass and crying softly.' },
      { content: '"I fell down," said the star. "I cannot find my way back to the sky."' },
      { content: 'Maya carried the star up the hill, where the sky was closest.' },
      { content: 'The star rose up, twinkled once to say thank you, and Maya went happily to bed.' },
    ],
  },
  russian: {
    title: 'Маша и потерянная звезда',
    summary: 'Однажды ночью Маша находит в саду маленькую звезду и помогает ей вернуться домой.',
    pages: [
      { content: 'Маша выглянула в окно и увидела в саду что-то блестящее.' },
      { content: 'Это была маленькая звезда, она сидела в траве и тихо плакала.' },
      { content: '«Я упала, — сказала звезда. — Я не могу найти дорогу на небо».' },
      { content: 'Маша отнесла звезду на высокий холм, где небо ближе всего.' },
      { content: 'Звезда поднялась, мигнула на прощание, и Маша счастливо пошла спать.' },
    ],
  },
  japanese: {
    title: 'マヤとまいごのほし',
    summary: 'あるよる、マヤはにわでちいさなほしをみつけて、そらへかえるのをてつだいます。',
    pages: [
      { content: 'マヤがまどのそとをみると、にわでなにかがきらきらひかっていました。' },
      { content: 'それはちいさなほしでした。くさのなかにすわって、しくしくないていました。' },
      { content: '「おちてしまったの」とほしはいいました。「そらへのみちがわからないの」' },
      { content: 'マヤはほしをだいて、そらにいちばんちかいおかのうえまでのぼりました。' },
      { content: 'ほしはそらへのぼり、いちどきらりとひかってありがとうといいました。マヤはにっこりねむりました。' },
    ],
  },
  chinese: {
    title: '玛雅和迷路的星星',
    summary: '一天晚上，玛雅在花园里发现了一颗小星星，并帮助它回家。',
    pages: [
      { content: '玛雅望向窗外，看见花园里有什么东西在闪闪发光。' },
      { content: '那是一颗小星星，它坐在草地上，轻轻地哭着。' },
      { content: '“我掉下来了，”星星说，“我找不到回天上的路了。”' },
      { content: '玛雅抱着星星爬上小山，那里离天空最近。' },
      { content: '星星升上天空，眨了眨眼说谢谢，玛雅开心地去睡觉了。' },
    ],
  },
  korean: {
    title: '마야와 길 잃은 별',
    summary: '어느 날 밤, 마야는 정원에서 작은 별을 발견하고 집에 돌아가도록 도와줍니다.',
    pages: [
      { content: '마야가 창밖을 내다보니 정원에서 무언가가 반짝이고 있었어요.' },
      { content: '그것은 작은 별이었어요. 풀밭에 앉아서 조용히 울고 있었어요.' },
      { content: '"떨어졌어," 별이 말했어요. "하늘로 돌아가는 길을 모르겠어."' },
      { content: '마야는 별을 안고 하늘과 가장 가까운 언덕 위로 올라갔어요.' },
      { content: '별은 하늘로 올라가 반짝이며 고맙다고 인사했고, 마야는 행복하게 잠들었어요.' },
    ],
  },
};

export interface PdfFacts {
  pages: number;
  fonts: { name: string; embedded: boolean; subset: boolean; unicode: boolean }[];
  text: string;
  bytes: number;
}

/** What poppler reads from the PDF: page count (pdfinfo), fonts (pdffonts), text (pdftotext). */
export function pdfFacts(pdf: Uint8Array, keepAs?: string): PdfFacts {
  const dir = mkdtempSync(join(tmpdir(), 'book-pdf-'));
  const file = join(dir, keepAs ?? 'book.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const fontTable = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter((l) => l.trim());
  const fonts = fontTable.map((line) => {
    // name type... encoding emb sub uni object ID: the flags are the 5th to 3rd columns from the end.
    const cols = line.trim().split(/\s+/);
    const [emb, sub, uni] = cols.slice(-5, -2);
    return { name: cols[0]!, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), fonts, text, bytes: pdf.byteLength };
}

/**
 * Text without page numbers (lines of digits alone, which pdftotext may read in between a page's lines) and without
 * line breaks and spaces, for finding a sentence however it was wrapped.
 */
export const squeezed = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/^\s*\d+\s*$/.test(line))
    .join('')
    .replace(/\s+/g, '');
