// The fonts the book's PDF embeds: Noto Sans (SIL OFL 1.1) for Latin and Cyrillic, its Chinese, Japanese and Korean
// cuts for those books. They ship beside the function's bundle; each book reads only the files its language needs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StoryLanguage } from '../ports/story-model';

/** The fonts a book's PDF is set in: titles may share the body's font (the CJK cuts come in one weight here). */
export interface BookFonts {
  body: Uint8Array;
  title: Uint8Array;
}

export interface BookFontFile {
  /** Path beside the bundle's index.mjs. */
  name: string;
  /** Where the font is in node_modules, for copying it there at build time. */
  source: string;
}

interface FontPackageFile {
  name: string;
  packageName: string;
  file: string;
}

const LATIN_REGULAR = { name: 'fonts/NotoSans-Regular.ttf', packageName: '@embedpdf/fonts-latin', file: 'NotoSans-Regular.ttf' };
const LATIN_BOLD = { name: 'fonts/NotoSans-Bold.ttf', packageName: '@embedpdf/fonts-latin', file: 'NotoSans-Bold.ttf' };
// One weight per CJK script: each is 4.5–8 MB; titles stand out by size instead.
const CHINESE = { name: 'fonts/NotoSansHans-Regular.otf', packageName: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' };
const JAPANESE = { name: 'fonts/NotoSansJP-Regular.otf', packageName: '@embedpdf/fonts-jp', file: 'NotoSansJP-Regular.otf' };
const KOREAN = { name: 'fonts/NotoSansKR-Regular.otf', packageName: '@embedpdf/fonts-kr', file: 'NotoSansKR-Regular.otf' };

const ALL: FontPackageFile[] = [LATIN_REGULAR, LATIN_BOLD, CHINESE, JAPANESE, KOREAN];

/** The packages export only their index, so a font file is found from the index's folder. */
const sourceOf = (font: FontPackageFile): string =>
  join(dirname(createRequire(import.meta.url).resolve(font.packageName)), '..', 'fonts', font.file);

/**
 * Every font file any book needs, to copy beside the bundle. `source` is resolved when read: a deployed bundle has
 * no node_modules, and importing this module there must not fail.
 */
export const BOOK_FONT_FILES: readonly BookFontFile[] = ALL.map((font) => ({
  name: font.name,
  get source() {
    return sourceOf(font);
  },
}));

/** Names (beside the bundle) of the body and title fonts a book in `language` is set in. */
export function fontsFor(language: StoryLanguage): { body: string; title: string } {
  const cjk = language === 'chinese' ? CHINESE : language === 'japanese' ? JAPANESE : language === 'korean' ? KOREAN : null;
  // Noto Sans covers Latin and Cyrillic; the CJK cuts also carry Latin letters and digits for names and numbers.
  return cjk ? { body: cjk.name, title: cjk.name } : { body: LATIN_REGULAR.name, title: LATIN_BOLD.name };
}

/** The fonts a book in `language` needs, each read once by `read` (given a name beside the bundle). */
export async function readBookFonts(language: StoryLanguage, read: (name: string) => Promise<Uint8Array>): Promise<BookFonts> {
  const { body, title } = fontsFor(language);
  const [bodyBytes, titleBytes] = await Promise.all([read(body), title === body ? null : read(title)]);
  return { body: bodyBytes, title: titleBytes ?? bodyBytes };
}

/** Reads the fonts a book in `language` needs from `dir`, the folder the font files were copied into. */
export function loadBookFonts(dir: URL | string, language: StoryLanguage): Promise<BookFonts> {
  return readBookFonts(language, (name) =>
    readFile(typeof dir === 'string' ? join(dir, name) : new URL(name, dir.href.endsWith('/') ? dir : new URL(`${dir.href}/`))));
}
