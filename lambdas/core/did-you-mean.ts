// "Did you mean" for the create body's enums: the most common mistakes are case, spaces and language codes.

const languageCodes: Record<string, string> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', zh: 'chinese', ja: 'japanese', jp: 'japanese', ko: 'korean', kr: 'korean', ru: 'russian', pt: 'portuguese', it: 'italian',
};

const folded = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_').replace(/[–—]/g, '-');

/** The allowed value the sender most likely meant, if one is clear. */
export function didYouMean(received: unknown, allowed: readonly string[]): string | undefined {
  if (typeof received !== 'string') return undefined;
  const key = folded(received);
  const byFold = allowed.find((value) => folded(value) === key || folded(value) === key.replace(/_/g, '-') || value === received.replace(/\s+/g, '').replace(/[–—]/g, '-'));
  if (byFold) return byFold;
  const language = languageCodes[key.split(/[_-]/)[0] ?? ''];
  return language && allowed.includes(language) ? language : undefined;
}
