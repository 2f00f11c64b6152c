// The book as one self-contained HTML file: every picture inside it, nothing fetched, readable one page at a time
// with the script and as one long page without it.
import type { BookFilePage, BookFilePicture, BookForFiles } from './book';
import { READER_SCRIPT, READER_SCRIPT_HASH } from './reader-script';
import { READER_STYLE } from './reader-style';
import { READER_WORDS, type ReaderWords } from './reader-words';

// Nothing may load from anywhere: pictures are data URIs, the style and the one script are inline.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  'img-src data:',
  "style-src 'unsafe-inline'",
  `script-src ${READER_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
// Every provider delivers 1024 × 768 (PICTURE_SIZE); declaring it lets the browser lay out before decoding.
const PICTURE_WIDTH = 1024;
const PICTURE_HEIGHT = 768;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text from the book as HTML text or attribute value: it can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function renderReaderPage(book: BookForFiles): string {
  const words = READER_WORDS[book.language] ?? READER_WORDS.english;
  const pages = [...book.pages].sort((a, b) => a.index - b.index);
  const total = pages.length;
  const sections = pages.map((page, i) => renderPage(book, page, i, total, words)).join('\n');
  return `<!doctype html>
<html lang="${words.tag}" class="age-${escapeHtml(book.ageRange)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(book.title)}</title>
<style>${READER_STYLE}</style>
</head>
<body>
<main id="book" class="book">
${sections}
</main>
<nav id="controls" class="controls" aria-label="${escapeHtml(words.pages)}" hidden>
<button type="button" id="previous" aria-label="${escapeHtml(words.previous)}" title="${escapeHtml(words.previous)}"><span aria-hidden="true">&#8592;</span></button>
<span id="indicator" class="indicator" aria-live="polite" aria-atomic="true">1 / ${total}</span>
<button type="button" id="next" aria-label="${escapeHtml(words.next)}" title="${escapeHtml(words.next)}"><span aria-hidden="true">&#8594;</span></button>
</nav>
<script>${READER_SCRIPT}</script>
</body>
</html>
`;
}

function renderPage(book: BookForFiles, page: BookFilePage, position: number, total: number, words: ReaderWords): string {
  const isCover = position === 0;
  const label = isCover ? words.cover : words.page(position + 1);
  const classes = ['page', isCover ? 'cover' : 'story', page.picture ? '' : 'text-only'].filter(Boolean).join(' ');
  const heading = isCover
    ? `<h1>${escapeHtml(page.title?.trim() || book.title)}</h1>`
    : page.title?.trim() ? `<h2>${escapeHtml(page.title.trim())}</h2>` : '';
  const text = isCover ? page.content.trim() || book.summary : page.content;
  const paragraphs = paragraphsOf(text).map((p) => `<p${isCover ? ' class="summary"' : ''}>${p}</p>`).join('');
  return `<section class="${classes}" id="page-${position + 1}" aria-label="${escapeHtml(label)}" data-page="${position + 1}" data-of="${total}">
${page.picture ? `<figure class="picture">${pictureTag(page.picture)}</figure>\n` : ''}<div class="words">${heading}${paragraphs}</div>
</section>`;
}

/** Blank lines part paragraphs; a single line break stays a line break. */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n').map((line) => escapeHtml(line.trim())).join('<br>'));
}

// The words beside the picture tell the story, so the picture itself is decorative to a screen reader.
function pictureTag(picture: BookFilePicture): string {
  const type = PICTURE_TYPES.has(picture.contentType) ? picture.contentType : 'image/png';
  const data = Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength).toString('base64');
  return `<img src="data:${type};base64,${data}" alt="" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" decoding="async">`;
}
