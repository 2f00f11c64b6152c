// ASCII URL slugs for book titles: Latin accents are dropped, Cyrillic is transliterated, other scripts fall back to the book id.

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

export function transliterateCyrillic(text: string): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = CYRILLIC[lower];
      if (latin === undefined) return ch;
      return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

const MAX_SLUG_LENGTH = 60;

export function slugify(title: string, bookId: string): string {
  const ascii = transliterateCyrillic(title)
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = ascii.match(/[a-z0-9]+/g) ?? [];
  const nonLatinLetters = (title.match(/[^\p{Script=Latin}\p{Script=Cyrillic}\P{L}]/gu) ?? []).length;
  const fragment = bookId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8).toLowerCase() || 'book';
  // Titles mostly in Chinese, Japanese or Korean keep their Latin words (a hero named Pip) plus the id fragment.
  if (words.length === 0 || nonLatinLetters > words.join('').length) {
    return ['story', ...words, fragment].join('-').slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  }
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || fragment;
}
