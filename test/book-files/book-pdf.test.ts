import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFilePicture, BookForFiles } from '../../lambdas/book-files/book';
import { BOOK_FONT_FILES, type BookFonts, fontsFor, loadBookFonts } from '../../lambdas/book-files/book-fonts';
import { renderBookPdf, THE_END } from '../../lambdas/book-files/book-pdf';
import { breakLines } from '../../lambdas/book-files/pdf-line-breaks';
import { PAGE, planStoryPage, TYPE_BY_AGE, type Measure } from '../../lambdas/book-files/pdf-page-layout';
import { AGE_RANGES, STORY_LANGUAGES, type AgeRange, type StoryLanguage } from '../../lambdas/ports/story-model';
import { bookOf, drawPictures, pdfFacts, SIX_PAGE_BOOKS, squeezed, type BookText, type PdfFacts } from './pdf-books';

const SCRIPTS = ['english', 'russian', 'japanese', 'chinese', 'korean'] as const;

/** The fonts straight from node_modules (a deployed function reads the same files from beside its bundle). */
function fontsOf(language: StoryLanguage): BookFonts {
  const read = (name: string) => readFileSync(BOOK_FONT_FILES.find((f) => f.name === name)!.source);
  const { body, title } = fontsFor(language);
  const bodyBytes = read(body);
  return { body: bodyBytes, title: title === body ? bodyBytes : read(title) };
}

const renderIn = (book: BookForFiles) => renderBookPdf(book, fontsOf(book.language));

/** About 0.55 em per character: enough like a real font for geometry that does not depend on the font. */
const roughMeasure: Measure = (_font, size, text) => Array.from(text).length * size * 0.55;

let pictures: BookFilePicture[];
const sixPage = new Map<StoryLanguage, { book: BookForFiles; facts: PdfFacts }>();

beforeAll(async () => {
  pictures = await drawPictures();
  for (const language of SCRIPTS) {
    const book = bookOf(SIX_PAGE_BOOKS[language]!, pictures, language, '4-7');
    sixPage.set(language, { book, facts: pdfFacts(await renderIn(book)) });
  }
}, 120_000);

describe('pages: the cover, one PDF page per story page, and "The End"', () => {
  it.each(SCRIPTS)('%s: a six-page book (cover + 5) makes 7 PDF pages', (language) => {
    expect(sixPage.get(language)!.facts.pages).toBe(7);
  });

  it('every page is landscape A5', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'book-pdf-')), 'book.pdf');
    writeFileSync(file, await renderIn(sixPage.get('english')!.book));
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '7', file], { encoding: 'utf8' });
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(sizes).toHaveLength(7);
    for (const [w, h] of sizes) expect([Math.round(w!), Math.round(h!)]).toEqual([595, 420]);
  });
});

describe('pictures: a page whose picture cannot be read is set without it, and the book still renders', () => {
  it('a truncated PNG and a stray non-picture leave their pages to the text', async () => {
    const book = bookOf(SIX_PAGE_BOOKS.english!, pictures, 'english', '4-7');
    book.pages[1] = { ...book.pages[1]!, picture: { bytes: pictures[1]!.bytes.subarray(0, 300), contentType: 'image/png' } };
    book.pages[2] = { ...book.pages[2]!, picture: { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' } };
    const facts = pdfFacts(await renderIn(book));
    expect(facts.pages).toBe(7);
    for (const page of book.pages.slice(1)) expect(squeezed(facts.text)).toContain(squeezed(page.content));
  });
});

describe('fonts: every font embedded as a subset with a Unicode map, the right one per script', () => {
  const expected: Record<(typeof SCRIPTS)[number], RegExp> = {
    english: /^[A-Z]{6}\+NotoSans-(Regular|Bold)$/,
    russian: /^[A-Z]{6}\+NotoSans-(Regular|Bold)$/,
    japanese: /^[A-Z]{6}\+NotoSansJP-Regular$/,
    chinese: /^[A-Z]{6}\+NotoSansHans-Regular$/,
    korean: /^[A-Z]{6}\+NotoSansKR-Regular$/,
  };
  it.each(SCRIPTS)('%s', (language) => {
    const { fonts } = sixPage.get(language)!.facts;
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
      expect(font.name).toMatch(expected[language]);
    }
  });

  it('every language has a body and a title font among the files copied beside the bundle', () => {
    const names = new Set(BOOK_FONT_FILES.map((f) => f.name));
    for (const language of STORY_LANGUAGES) {
      const { body, title } = fontsFor(language);
      expect(names.has(body) && names.has(title)).toBe(true);
    }
    for (const file of BOOK_FONT_FILES) expect(readFileSync(file.source).byteLength).toBeGreaterThan(100_000);
  });

  it('loadBookFonts reads a language\'s fonts from the folder they were copied into (path or file URL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'book-fonts-'));
    for (const file of BOOK_FONT_FILES) {
      mkdirSync(dirname(join(dir, file.name)), { recursive: true });
      copyFileSync(file.source, join(dir, file.name));
    }
    const japanese = await loadBookFonts(dir, 'japanese');
    expect(japanese.title).toBe(japanese.body);
    expect(Buffer.from(japanese.body).equals(fontsOf('japanese').body)).toBe(true);
    const russian = await loadBookFonts(pathToFileURL(dir), 'russian');
    expect(Buffer.from(russian.title).equals(Buffer.from(russian.body))).toBe(false);
    expect(Buffer.from(russian.body).equals(fontsOf('russian').body)).toBe(true);
  });
});

describe('text: extractable, every sentence in its own script (glyphs mapped, not boxes)', () => {
  const scriptOf: Record<(typeof SCRIPTS)[number], RegExp> = {
    english: /\p{Script=Latin}/u,
    russian: /\p{Script=Cyrillic}/u,
    japanese: /\p{Script=Hiragana}/u,
    chinese: /\p{Script=Han}/u,
    korean: /\p{Script=Hangul}/u,
  };
  it.each(SCRIPTS)('%s', (language) => {
    const { book, facts } = sixPage.get(language)!;
    const text = squeezed(facts.text);
    expect(text).toContain(squeezed(book.title));
    expect(text).toContain(squeezed(book.summary));
    for (const page of book.pages.slice(1)) expect(text).toContain(squeezed(page.content));
    expect(text).toContain(squeezed(THE_END[language]));
    expect(facts.text).toMatch(scriptOf[language]);
    expect(facts.text).not.toMatch(/\uFFFD/);
  });
});

describe('metadata: Title, /Lang and Creator', () => {
  it.each([
    ['english', 'en'],
    ['russian', 'ru'],
    ['japanese', 'ja'],
    ['chinese', 'zh-Hans'],
    ['korean', 'ko'],
  ] as const)('%s: /Lang (%s)', async (language, lang) => {
    const { book } = sixPage.get(language)!;
    const pdf = await renderIn(book);
    const file = join(mkdtempSync(join(tmpdir(), 'book-pdf-')), 'book.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(new RegExp(`^Title:\\s+${book.title}$`, 'm'));
    expect(info).toMatch(/^Creator:\s+Storybook API$/m);
    expect(Buffer.from(pdf).toString('latin1')).toContain(`/Lang (${lang})`);
  });
});

describe('type size: biggest for 0–3, then 4–7, then 8–12', () => {
  const page = { pictureAspect: 4 / 3, pictureIndex: 1, title: null, content: 'Maya looked out of her window and saw something shining.', folio: 1 };

  it('the layout sets each age at its size (0–3: 22–26 pt, 4–7: 16–18 pt, 8–12: 12–13 pt)', () => {
    const sizes = AGE_RANGES.map((ageRange) => planStoryPage({ ...page, ageRange }, roughMeasure).bodySize);
    expect(sizes).toEqual([TYPE_BY_AGE['0-3'].body, TYPE_BY_AGE['4-7'].body, TYPE_BY_AGE['8-12'].body]);
    const [young, middle, old] = sizes as [number, number, number];
    expect(young).toBeGreaterThanOrEqual(22);
    expect(young).toBeLessThanOrEqual(26);
    expect(middle).toBeGreaterThanOrEqual(16);
    expect(middle).toBeLessThanOrEqual(18);
    expect(old).toBeGreaterThanOrEqual(12);
    expect(old).toBeLessThanOrEqual(13);
  });

  it('in the PDF, the story text of a 0–3 book is taller than a 4–7 book\'s, and that than an 8–12 book\'s', async () => {
    const heights: number[] = [];
    for (const ageRange of AGE_RANGES) {
      const pdf = await renderIn(bookOf(SIX_PAGE_BOOKS.english!, pictures, 'english', ageRange));
      const file = join(mkdtempSync(join(tmpdir(), 'book-pdf-')), 'book.pdf');
      writeFileSync(file, pdf);
      const words = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' });
      const box = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Maya<\/word>/.exec(words)!;
      heights.push(Number(box[2]) - Number(box[1]));
    }
    const [young, middle, old] = heights as [number, number, number];
    expect(young).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(old);
    expect(old).toBeGreaterThan(12);
  });
});

describe('line breaks: between words where there are spaces, between characters in Chinese and Japanese', () => {
  const perChar = (t: string) => Array.from(t).length * 10;
  const NO_LINE_STARTS_WITH = /^[。、，．！？」』）ーっゃゅょ]/u;

  it('English breaks only at spaces, and the lines give back the text', () => {
    const text = 'Maya carried the little star all the way up the hill, where the sky was closest.';
    const lines = breakLines(text, 200, perChar);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(perChar(line.trim())).toBeLessThanOrEqual(200);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
  });

  it.each([
    ['japanese', '「おちてしまったの」とほしはいいました。「そらへのみちがわからないの」ちいさなほしはしくしくないていました。'],
    ['chinese', '“我掉下来了，”星星说，“我找不到回天上的路了。”玛雅抱着星星爬上小山，那里离天空最近。'],
  ])('%s breaks between characters, never before closing punctuation or small kana, nor after an opening bracket', (_language, text) => {
    for (const width of [60, 70, 80, 90, 100, 110, 120, 130]) {
      const lines = breakLines(text, width, perChar).map((l) => l.trim());
      expect(lines.join('')).toBe(text);
      for (const [i, line] of lines.entries()) {
        expect(perChar(line), `line ${i} at width ${width}`).toBeLessThanOrEqual(width + 10);
        expect(line, `line ${i} at width ${width}`).not.toMatch(NO_LINE_STARTS_WITH);
        expect(line, `line ${i} at width ${width}`).not.toMatch(/[「『（“]$/u);
      }
    }
  });

  it('a dash between spaces stays on the line of the word before it', () => {
    const lines = breakLines('«Я упала, — сказала звезда. — Я не могу найти дорогу».', 120, perChar).map((l) => l.trim());
    for (const line of lines) expect(line).not.toMatch(/^—/);
  });

  it('a word longer than the line is cut rather than let overflow', () => {
    const lines = breakLines('Supercalifragilisticexpialidocious', 100, perChar);
    for (const line of lines) expect(perChar(line.trim())).toBeLessThanOrEqual(100);
    expect(lines.map((l) => l.trim()).join('')).toBe('Supercalifragilisticexpialidocious');
  });
});

describe('long text: continues on the next PDF page, at a readable size, nothing lost or overflowing', () => {
  const longText: BookText = {
    title: 'Maya Counts the Stars',
    summary: 'Maya counts every star in the sky.',
    pages: [
      { content: 'Maya climbed the hill.' },
      { title: 'The Longest Night', content: Array.from({ length: 120 }, (_, i) => `Maya counted star number ${i + 1} and smiled.`).join(' ') },
      { content: 'Then she fell asleep.' },
    ],
  };

  it('the layout gives the long page several PDF pages, every line inside the page, at the age\'s size or one step smaller', () => {
    const plan = planStoryPage({ ageRange: '8-12', pictureAspect: 4 / 3, pictureIndex: 2, title: 'The Longest Night', content: longText.pages[1]!.content, folio: 2 }, roughMeasure);
    expect(plan.pages.length).toBeGreaterThan(1);
    expect(plan.bodySize).toBeGreaterThanOrEqual(TYPE_BY_AGE['8-12'].smaller);
    for (const page of plan.pages) {
      for (const line of page.lines) {
        expect(line.x).toBeGreaterThanOrEqual(0);
        expect(line.x + roughMeasure(line.font, line.size, line.text)).toBeLessThanOrEqual(PAGE.width - 20);
        expect(line.baseline).toBeLessThanOrEqual(PAGE.height - 20);
      }
    }
  });

  it.each(['8-12', '0-3'] as AgeRange[])('%s: every sentence of a 120-sentence page is in the PDF', async (ageRange) => {
    const book = bookOf(longText, pictures, 'english', ageRange);
    const facts = pdfFacts(await renderIn(book));
    const text = squeezed(facts.text);
    for (let i = 1; i <= 120; i++) expect(text).toContain(squeezed(`Maya counted star number ${i} and smiled.`));
    expect(text).toContain('Thenshefellasleep.');
    expect(facts.pages).toBeGreaterThan(5);
  });

  it('a page with no picture and text that fits is one PDF page', () => {
    const plan = planStoryPage({ ageRange: '4-7', pictureIndex: 1, title: null, content: 'Maya waved goodbye.', folio: 1 }, roughMeasure);
    expect(plan.pages).toHaveLength(1);
    expect(plan.arrangement).toBe('text-only');
  });
});

describe('file size: a 15-page book with a picture on every page stays under 6 MB', () => {
  const LIMIT = 6 * 1024 * 1024;
  it.each(['english', 'japanese'] as const)('%s', async (language) => {
    const six = SIX_PAGE_BOOKS[language]!;
    // Cover + 14 pages; each page's picture is embedded on its own, as in a real book, where no two are alike.
    const pages = Array.from({ length: 14 }, (_, i) => six.pages[i % six.pages.length]!);
    const book = bookOf({ ...six, pages }, pictures, language, '4-7');
    const pdf = await renderIn(book);
    const facts = pdfFacts(pdf);
    expect(facts.pages).toBe(16);
    expect(pdf.byteLength).toBeLessThan(LIMIT);
    // Nearly all of it is pictures: the subset fonts and text add little.
    const pictureBytes = book.pages.reduce((n, p) => n + (p.picture?.bytes.byteLength ?? 0), 0);
    expect(pdf.byteLength - pictureBytes).toBeLessThan(300 * 1024);
  });
});
