// Reads a child's story idea (in any of the ten languages) for the hero's name, kind, traits, wish and favourite things.
import type { StoryLanguage } from '../../ports/story-model';
import {
  CONCEPT_KEYS, CONCEPTS, GOAL_KEYS, GOALS, KIND_KEYS, KINDS, TRAIT_KEYS, TRAITS, findKeys, firstMatch, locateKeys,
  normalizeForMatching, type ConceptKey, type GoalKey, type KeyHit, type KindKey, type TraitKey,
} from './story-lexicon';

export interface IdeaAnalysis {
  /** Language the idea is written in, when it can be told. */
  language: StoryLanguage | undefined;
  name?: string;
  kind?: KindKey;
  /** English kind word the lexicon does not know ("axolotl"), from "a … named X" phrasing. */
  rawKind?: string;
  traits: TraitKey[];
  goal?: GoalKey;
  concepts: ConceptKey[];
  gender?: 'm' | 'f';
}

const STOPWORDS: Partial<Record<StoryLanguage, readonly string[]>> = {
  english: ['the', 'a', 'an', 'who', 'and', 'to', 'of', 'named', 'called', 'wants', 'with', 'is', 'his', 'her', 'about', 'that'],
  spanish: ['el', 'la', 'los', 'las', 'un', 'una', 'que', 'de', 'y', 'quiere', 'llamado', 'llamada', 'con', 'su', 'por', 'del'],
  french: ['le', 'la', 'les', 'un', 'une', 'qui', 'de', 'et', 'veut', 'nommé', 'nommée', 'appelé', 'avec', 'son', 'sa', 'du', 'des'],
  german: ['der', 'die', 'das', 'ein', 'eine', 'und', 'will', 'namens', 'mit', 'sein', 'ihr', 'von', 'möchte', 'ist', 'einen'],
  italian: ['il', 'lo', 'la', 'gli', 'un', 'una', 'che', 'di', 'e', 'vuole', 'chiamato', 'chiamata', 'con', 'suo', 'sua', 'del'],
  portuguese: ['o', 'a', 'os', 'um', 'uma', 'que', 'de', 'e', 'quer', 'chamado', 'chamada', 'com', 'seu', 'sua', 'do', 'da', 'não'],
};

export function detectLanguage(text: string): StoryLanguage | undefined {
  if (/\p{Script=Hangul}/u.test(text)) return 'korean';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'japanese';
  if (/\p{Script=Han}/u.test(text)) return 'chinese';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'russian';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: StoryLanguage | undefined;
  let bestScore = 0;
  for (const [language, stopwords] of Object.entries(STOPWORDS) as Array<[StoryLanguage, readonly string[]]>) {
    const score = words.filter((w) => stopwords.includes(w)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // Letters only one of the close neighbours uses settle ties.
  if (/[ñ¿¡]/.test(text)) return 'spanish';
  if (/[äöüß]/.test(text)) return 'german';
  if (/[ãõ]/.test(text)) return 'portuguese';
  return best;
}

const NAME_PATTERNS: readonly RegExp[] = [
  /\b(?:named|called|name is)\s+(\p{Lu}[\p{L}'’-]*)/u,
  /\b(?:llamad[oa]|de nombre|se llama)\s+(\p{Lu}[\p{L}-]*)/u,
  /(?:nommée?|appelée?|qui s['’]appelle|prénommée?)\s+(\p{Lu}[\p{L}-]*)/u,
  /(?:namens|mit dem Namen|heißt|heisst)\s+(\p{Lu}[\p{L}-]*)/u,
  /\b(?:di nome|chiamat[oa]|si chiama)\s+(\p{Lu}[\p{L}-]*)/u,
  /\b(?:chamad[oa]|de nome|se chama)\s+(\p{Lu}[\p{L}-]*)/u,
  /(?:по имени|по кличке|зовут|звали)\s+(\p{Lu}[\p{L}-]*)/u,
  /(?:名叫|叫做|名字叫|名字是)([\p{Script=Han}A-Za-z]{1,4}?)(?=的|，|,|。|、|想|是|和|$|\s)/u,
  /([\p{Script=Katakana}ー]{2,8}|[\p{Script=Hiragana}]{2,6})(?:という|って名前)/u,
  /(?:名前は)([\p{Script=Katakana}ー\p{Script=Hiragana}\p{Script=Han}]{1,8}?)(?=です|。|、|$)/u,
  /([가-힣A-Za-z]{1,6}?)(?:이라는|라는|이라고 하는|라고 하는)/u,
  /(?:이름은|이름이)\s*([가-힣A-Za-z]{1,6}?)(?:이에요|예요|입니다|인|이고|\s|$)/u,
];

// Capitalised words that open a sentence without being a name.
const NOT_NAMES = new Set(['a', 'an', 'the', 'once', 'one', 'there', 'el', 'la', 'un', 'una', 'le', 'les', 'une', 'der', 'die', 'das', 'ein', 'eine', 'il', 'lo', 'o', 'os', 'um', 'uma', 'my', 'our', 'mi', 'mon', 'ma', 'mein', 'meine', 'i', 'in', 'on', 'when', 'if', 'this', 'es', 'era', 'c', 'жил', 'жила', 'жил-был', 'жила-была', 'однажды', 'маленький', 'маленькая']);
const CHINESE_NOT_NAMES = /^(非常|一直|总是|特别|很想|也想|每天|真的|已经|从小|想要|一心|梦想|最爱|喜欢)$/;

/** A name written right after the kind word: "ёжик Пип", "hedgehog Pip", "ハリネズミのピップ", "고슴도치 핍은", "刺猬皮皮想…". */
function nameAfterKind(idea: string, hit: KeyHit<KindKey>): string | undefined {
  const rest = idea.slice(hit.at + hit.length);
  const latin = /^\p{L}*,?\s+(\p{Lu}[\p{Ll}'’-]+)(?!\p{L})/u.exec(rest);
  if (latin?.[1] && !NOT_NAMES.has(latin[1].toLowerCase())) return latin[1];
  const japanese = /^の([\p{Script=Katakana}ー]{2,8})(?![\p{Script=Katakana}ー])/u.exec(rest);
  if (japanese?.[1]) return japanese[1];
  const korean = /^\s+([가-힣A-Za-z]{1,4}?)(?:은|는|이|가)(?=\s|$|[,.!?])/u.exec(rest) ?? /^\s+([가-힣A-Za-z]{1,4})\s*(?=$|[,.!?])/u.exec(rest);
  if (korean?.[1] && !/^(한|두|작은|아주|매우|정말)$/.test(korean[1])) return korean[1];
  const chinese = /^([\p{Script=Han}]{2})(?=想|是|，|,|。|的|和|在|要|很|$)/u.exec(rest);
  const zh = chinese?.[1];
  if (zh && !CHINESE_NOT_NAMES.test(zh) && (zh[0] === zh[1] || /^[小阿大]/.test(zh))) return zh;
  return undefined;
}

function extractName(idea: string, kindHit: KeyHit<KindKey> | undefined): string | undefined {
  for (const pattern of NAME_PATTERNS) {
    const candidate = pattern.exec(idea)?.[1]?.replace(/['’]s$/, '');
    if (candidate && !NOT_NAMES.has(candidate.toLowerCase())) return candidate;
  }
  if (kindHit) {
    const after = nameAfterKind(idea, kindHit);
    if (after) return after;
  }
  // "a shy hedgehog, Pip, who …"
  const appositive = /,\s*(\p{Lu}[\p{Ll}'’-]+)\s*,/u.exec(idea);
  if (appositive?.[1] && !NOT_NAMES.has(appositive[1].toLowerCase())) return appositive[1];
  // "Pip the hedgehog …", "Pip, a shy hedgehog, …", "Pip is a hedgehog …"
  const leading = /^\s*(\p{Lu}[\p{L}'’-]+)(?:,|\s+(?:the|is|was|wants|lives|loves|es|est|ist|è|é|é|—|-)\s)/u.exec(idea);
  if (leading?.[1] && !NOT_NAMES.has(leading[1].toLowerCase())) return leading[1];
  return undefined;
}

// The words right after "wants to" (or before たい / 싶다) say what the wish really is.
const WISH_AFTER = /(?:wants? to|wish(?:es)? to|hopes? to|dreams? (?:of|about)|longs? to|learns? to|tries to|loves|likes|afraid of|scared of|quiere|sueña con|desea|veut|rêve d|souhaite|will|möchte|träumt|vuole|sogna di|desidera|quer|sonha|deseja|хочет|мечтает|хотел|想|梦想)/iu;
const WISH_BEFORE = /(?:たい|たがっ|싶)/u;

function wishClause(idea: string): string | undefined {
  const after = WISH_AFTER.exec(idea);
  if (after) return idea.slice(after.index + after[0].length, after.index + after[0].length + 48);
  const before = WISH_BEFORE.exec(idea);
  if (before) return idea.slice(Math.max(0, before.index - 16), before.index);
  return undefined;
}

function detectGoal(idea: string): GoalKey | undefined {
  const inClause = (text: string) => {
    const normalized = normalizeForMatching(text);
    return GOAL_KEYS.find((key) => firstMatch(normalized, GOALS[key].stems) !== undefined);
  };
  const clause = wishClause(idea);
  return (clause ? inClause(clause) : undefined) ?? inClause(idea);
}

const FEMALE = /(?<!\p{L})(?:she|her|girl|princess|queen|mother|ella|niña|chica|princesa|elle|fille|princesse|mädchen|prinzessin|lei|bambina|ragazza|principessa|menina|garota|она|её|девочка|принцесса)(?!\p{L})|她|女孩|公主|女の子|彼女|お姫様|소녀|여자아이|공주/iu;
const MALE = /(?<!\p{L})(?:he|his|him|boy|prince|king|father|él|niño|chico|príncipe|garçon|junge|prinz|ragazzo|bambino|principe|menino|garoto|он|его|мальчик|принц)(?!\p{L})|他|男孩|王子|男の子|왕자|소년|남자아이/iu;

const ENGLISH_RAW_KIND = /\b(?:a|an)\s+(?:(?:little|small|tiny|big|young|shy|brave|curious|sleepy|grumpy|lonely|clumsy|kind|cheerful|clever|happy|old|baby)\s+)*([a-z]{3,})\s+(?:named|called|who|that)\b/i;

export function analyzeIdea(idea: string): IdeaAnalysis {
  const language = detectLanguage(idea);
  const kindHit = locateKeys(idea, KINDS, KIND_KEYS)[0];
  const kind = kindHit?.key;
  const name = extractName(idea, kindHit);
  // A name is not a wish or a thing: "Luna" must not bring the moon, nor "Star" the stars.
  const rest = name ? idea.split(name).join(' ') : idea;
  const traits = findKeys(rest, TRAITS, TRAIT_KEYS);
  const goal = detectGoal(rest);
  const concepts = findKeys(rest, CONCEPTS, CONCEPT_KEYS);
  const gender = kind === 'girl' ? 'f' : kind === 'boy' ? 'm' : FEMALE.test(idea) ? 'f' : MALE.test(idea) ? 'm' : undefined;
  const analysis: IdeaAnalysis = { language, traits, concepts };
  if (name) analysis.name = name;
  if (kind) analysis.kind = kind;
  else if (language === 'english') {
    const raw = ENGLISH_RAW_KIND.exec(idea)?.[1]?.toLowerCase();
    if (raw && !['story', 'book', 'day', 'time', 'tale', 'friend', 'way', 'lot'].includes(raw)) analysis.rawKind = raw;
  }
  if (goal) analysis.goal = goal;
  if (gender) analysis.gender = gender;
  return analysis;
}
