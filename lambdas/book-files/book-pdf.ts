// The finished book as a PDF: the cover, one page per story page (more when its text continues), and "The End",
// set in fonts embedded as subsets so it prints and reads the same everywhere, in every language.
import PDFDocument from 'pdfkit';
import type { StoryLanguage } from '../ports/story-model';
import type { BookForFiles } from './book';
import type { BookFonts } from './book-fonts';
import { folioAt, PAGE, planCover, planEnd, planStoryPage, type FontRole, type Measure, type PlannedPage } from './pdf-page-layout';

/** The PDF's /Lang: BCP 47, what screen readers and text extraction go by. */
export const PDF_LANGUAGE: Record<StoryLanguage, string> = {
  english: 'en', spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt', russian: 'ru',
  chinese: 'zh-Hans', japanese: 'ja', korean: 'ko',
};

export const THE_END: Record<StoryLanguage, string> = {
  english: 'The End', spanish: 'Fin', french: 'Fin', german: 'Ende', italian: 'Fine', portuguese: 'Fim', russian: 'Конец',
  chinese: '完', japanese: 'おしまい', korean: '끝',
};

const PAPER = '#fffaf0';
const INK = '#2b2118';
const FOLIO_INK = '#8a7a68';

/** Every PDF page of the book, planned with the fonts' own measurements; `aspectOf` a page's picture's width ÷ height. */
export function planBook(book: BookForFiles, measure: Measure, aspectOf: (index: number) => number | undefined): PlannedPage[] {
  const [cover, ...story] = book.pages;
  const coverAspect = cover && aspectOf(cover.index);
  const pages = planCover(
    { ageRange: book.ageRange, title: book.title, summary: book.summary || cover?.content || '', ...(coverAspect ? { pictureAspect: coverAspect } : {}) },
    measure,
  );
  for (const [i, page] of story.entries()) {
    const aspect = aspectOf(page.index);
    const plan = planStoryPage(
      { ageRange: book.ageRange, title: page.title, content: page.content, pictureIndex: page.index, folio: i + 1, ...(aspect ? { pictureAspect: aspect } : {}) },
      measure,
    );
    pages.push(...plan.pages);
  }
  pages.push(planEnd(THE_END[book.language], book.ageRange, measure));
  return pages;
}

/** A picture pdfkit has read (PNG or JPEG): drawn from this, it is embedded once however often it appears. */
interface OpenedPicture {
  width: number;
  height: number;
}

/** pdfkit's `openImage` is missing from its type definitions. */
type PictureOpener = { openImage(src: Buffer): OpenedPicture };

export async function renderBookPdf(book: BookForFiles, fonts: BookFonts): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    // No default font: pdfkit would load Helvetica's metrics from a file the bundle does not carry.
    font: '',
    lang: PDF_LANGUAGE[book.language],
    displayTitle: true,
    info: { Title: book.title, Subject: book.summary, Creator: 'Storybook API', Producer: 'Storybook API' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // One font for both roles when the language has one weight: registered twice, it would be embedded twice.
  const ownTitleFont = fonts.title !== fonts.body;
  doc.registerFont('body', toBuffer(fonts.body));
  if (ownTitleFont) doc.registerFont('title', toBuffer(fonts.title));
  const fontName = (role: FontRole): string => (role === 'title' && ownTitleFont ? 'title' : 'body');
  const measure: Measure = (role, size, text) => doc.font(fontName(role)).fontSize(size).widthOfString(text);

  const opened = new Map<number, OpenedPicture>();
  for (const page of book.pages) {
    if (!page.picture) continue;
    try {
      opened.set(page.index, (doc as unknown as PictureOpener).openImage(toBuffer(page.picture.bytes)));
    } catch {
      // A picture that cannot be read leaves its page to the text: a book without one picture beats no book.
    }
  }
  const aspectOf = (index: number) => {
    const picture = opened.get(index);
    return picture && picture.width > 0 && picture.height > 0 ? picture.width / picture.height : undefined;
  };

  for (const page of planBook(book, measure, aspectOf)) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER);
    const picture = page.picture && opened.get(page.picture.index);
    if (page.picture && picture) {
      const { x, y, width, height } = page.picture.box;
      doc.save();
      doc.roundedRect(x, y, width, height, 10).clip();
      doc.image(picture as unknown as Buffer, x, y, { width, height });
      doc.restore();
    }
    const lines = page.folio ? [...page.lines, { ...folioAt(String(page.folio), measure), folio: true }] : page.lines;
    for (const line of lines) {
      doc
        .font(fontName(line.font))
        .fontSize(line.size)
        .fillColor('folio' in line ? FOLIO_INK : INK)
        .text(line.text, line.x, line.baseline, { baseline: 'alphabetic', lineBreak: false });
    }
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
