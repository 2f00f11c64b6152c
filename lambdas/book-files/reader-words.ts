// The reader page's own words (button names, page labels) in each book language, and the language's BCP 47 tag.
import type { StoryLanguage } from '../ports/story-model';

export interface ReaderWords {
  /** BCP 47 tag for `<html lang>`; Chinese books are written in simplified characters. */
  tag: string;
  previous: string;
  next: string;
  cover: string;
  /** "Page 3": the word and the number's place differ by language. */
  page: (n: number) => string;
  /** Name of the row of page-turning controls. */
  pages: string;
}

export const READER_WORDS: Record<StoryLanguage, ReaderWords> = {
  english: { tag: 'en', previous: 'Previous page', next: 'Next page', cover: 'Cover', page: (n) => `Page ${n}`, pages: 'Pages' },
  spanish: { tag: 'es', previous: 'Página anterior', next: 'Página siguiente', cover: 'Portada', page: (n) => `Página ${n}`, pages: 'Páginas' },
  french: { tag: 'fr', previous: 'Page précédente', next: 'Page suivante', cover: 'Couverture', page: (n) => `Page ${n}`, pages: 'Pages' },
  german: { tag: 'de', previous: 'Vorherige Seite', next: 'Nächste Seite', cover: 'Titelseite', page: (n) => `Seite ${n}`, pages: 'Seiten' },
  italian: { tag: 'it', previous: 'Pagina precedente', next: 'Pagina successiva', cover: 'Copertina', page: (n) => `Pagina ${n}`, pages: 'Pagine' },
  portuguese: { tag: 'pt', previous: 'Página anterior', next: 'Próxima página', cover: 'Capa', page: (n) => `Página ${n}`, pages: 'Páginas' },
  russian: { tag: 'ru', previous: 'Предыдущая страница', next: 'Следующая страница', cover: 'Обложка', page: (n) => `Страница ${n}`, pages: 'Страницы' },
  chinese: { tag: 'zh-Hans', previous: '上一页', next: '下一页', cover: '封面', page: (n) => `第 ${n} 页`, pages: '翻页' },
  japanese: { tag: 'ja', previous: '前のページ', next: '次のページ', cover: '表紙', page: (n) => `${n} ページ`, pages: 'ページ' },
  korean: { tag: 'ko', previous: '이전 페이지', next: '다음 페이지', cover: '표지', page: (n) => `${n}페이지`, pages: '페이지' },
};
