// Tells which language an idea is written in: by script, then by the little words only one language uses.
import type { StoryLanguage } from '../../ports/story-model';

const LITTLE_WORDS: ReadonlyArray<readonly [StoryLanguage, readonly string[]]> = [
  ['english', [
    'the', 'a', 'an', 'who', 'and', 'to', 'of', 'is', 'my', 'with', 'about', 'story', 'wants', 'her', 'his', 'for', 'she', 'he',
    'there', 'are', 'under', 'him', 'be', 'help', 'in', 'on', 'at', 'it', 'was', 'i', 'me', 'we', 'our', 'your', 'that',
    'this', 'from', 'has', 'have', 'named', 'called', 'loves', 'likes', 'first', 'their', 'they', 'them', 'afraid', 'scared',
    // A child's question may have none of the words above.
    'why', 'does', 'do', 'how',
  ]],
  ['spanish', ['el', 'la', 'los', 'las', 'un', 'una', 'que', 'de', 'y', 'mi', 'quiere', 'cuento', 'con', 'su', 'para', 'tiene', 'del', 'al', 'qué']],
  ['french', ['le', 'la', 'les', 'un', 'une', 'qui', 'de', 'et', 'mon', 'ma', 'veut', 'histoire', 'avec', 'pour', 'est', 'du', 'des', 'elle', 'il', 'pourquoi']],
  ['german', ['der', 'die', 'das', 'ein', 'eine', 'und', 'will', 'namens', 'mit', 'meine', 'mein', 'ist', 'nicht', 'den', 'geschichte', 'sie', 'er', 'warum', 'wieso']],
  ['italian', ['il', 'lo', 'la', 'gli', 'un', 'una', 'che', 'di', 'e', 'mia', 'mio', 'vuole', 'storia', 'con', 'per', 'ha', 'sul', 'ma', 'nonno', 'nonna', 'perché', 'perchè', 'perche', 'dove']],
  ['portuguese', ['o', 'a', 'os', 'um', 'uma', 'que', 'de', 'e', 'minha', 'meu', 'quer', 'história', 'com', 'para', 'em', 'vai', 'não', 'tem', 'chamada', 'chamado']],
];

export function detectLanguage(idea: string, fallback: StoryLanguage): StoryLanguage {
  if (/\p{Script=Hangul}/u.test(idea)) return 'korean';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(idea)) return 'japanese';
  if (/\p{Script=Han}/u.test(idea)) return 'chinese';
  if (/\p{Script=Cyrillic}/u.test(idea)) return 'russian';
  // An idea in Latin letters is in one of the Latin-script languages, whatever language the book is asked in.
  if (!LITTLE_WORDS.some(([language]) => language === fallback)) fallback = 'english';
  const words = idea.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = fallback;
  let bestScore = 0;
  for (const [language, little] of LITTLE_WORDS) {
    const score = words.filter((w) => little.includes(w)).length + (language === fallback ? 0.5 : 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  if (/[ñ¿¡]/u.test(idea)) return 'spanish';
  if (/[äöüß]/u.test(idea)) return 'german';
  if (/[ãõ]/u.test(idea)) return 'portuguese';
  return best;
}
