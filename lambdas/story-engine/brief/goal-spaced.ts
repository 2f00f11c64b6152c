// Goal and trouble readers for the languages written with spaces: the want verb and the infinitive after it (German:
// the clause-final infinitive), the refusal, the fear with its own preposition.
import type { StoryLanguage } from '../../ports/story-model';
import type { BriefCharacter, IdeaGoal, IdeaTrouble } from './types';

type Spaced = Exclude<StoryLanguage, 'chinese' | 'japanese' | 'korean'>;

/** A pattern with word edges that know accented and Cyrillic letters: \b in JavaScript only knows ASCII. */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (source: string) => new RegExp(source.replace(/\\b/g, B).replace(/\\e/g, E), 'iu');
/** The same pattern, for every match in a text. */
const all = (pattern: RegExp) => new RegExp(pattern.source, 'giu');

interface Rules {
  /** Want verbs that the goal follows; a named group `learn` marks "is learning to", which the goal keeps. */
  want: RegExp;
  /** What the goal is then said as when the idea says it as learning: en "learn to", es "aprender a". */
  learn?: string;
  refuse: RegExp;
  /** Ends at the fear word; the phrase after it keeps its own preposition ("of the dog", "del perro", "vor dem Hund"). */
  afraid: RegExp;
  /** The first word of a goal must be an infinitive (Romance languages, Russian); English takes "to" as the proof. */
  verb?: RegExp;
  /** Where the clause ends: punctuation, a conjunction, a new subject. */
  end: RegExp;
  /** The parent's "my" and "our", as the hero's: [pattern, male or unknown hero, female hero]. */
  mine: ReadonlyArray<readonly [RegExp, string, string]>;
  /** First-person words left after that: the phrase speaks as the parent, and is not used. */
  firstPerson: RegExp;
  /** Words that close a phrase without adding to it ("so much", "pls"). */
  trailing?: RegExp;
}

const PUNCTUATION = '[,.;:!?()\\[\\]"“”«»…\\n]|\\s[-–—]\\s';

const RULES: Record<Spaced, Rules> = {
  english: {
    want: words("\\b(?:wants|want|wanted|wanna|wishes|wished|would (?:really )?(?:like|love)|['’]d (?:like|love)|hopes|hoped|longs|is (?:desperate|eager|dying)|can(?:no|['’])?t wait|(?<learn>is learning|are learning|learns|learnt|learned)(?: how)?|is trying|tries|tried)\\s+to\\s+|\\bdreams? (?:of|about)\\s+(?<gerund>)"),
    learn: 'learn to',
    refuse: words("\\b(?:(?:doesn['’]?t|does not|don['’]?t|do not|didn['’]?t|did not|never) (?:really )?(?:want|wanna|like|wants|likes)(?: to)?|won['’]?t|wont|will not|refuses to|refused to|hates to)\\s+"),
    afraid: words('\\b(?:scared|afraid|frightened|terrified|fearful)\\s+(?=(?:of|to)\\e)'),
    end: words(`${PUNCTUATION}|\\s(?:but|because|cause|so|then|while|when|until|before|after|though|although|or|who|which|where|can you|could you|please|pls|plz|story|for (?:a|an|my|our) (?:\\d|story|bedtime|toddler|preschool)|and (?:he|she|they|it|i|we|his|her|their|its|my|our|doesn['’]?t|won['’]?t|can['’]?t)|(?:and )?(?:is|was|has|gets|loves|likes|learns|finds|meets|needs|misses|discovers|realises|realizes|decides|visits|sees|goes|comes|wants|helps|saves|starts))\\e`),
    mine: [[words('\\b(?:my|our)\\e'), 'his', 'her']],
    firstPerson: /(?<![\p{L}])(?:I|me|we|us|mine|myself|ourselves)(?![\p{L}])/u,
    trailing: words('\\s+(?:so much|very much|really badly|so badly|so bad|one day|someday|some day|too|really|please|pls)$'),
  },
  spanish: {
    want: words('\\b(?:quiere|quería|queria|quisiera|desea|deseaba|sueña con|suena con|le gustaría|le gustaria|intenta|trata de|(?<learn>está aprendiendo a|esta aprendiendo a|aprende a))\\s+'),
    learn: 'aprender a',
    refuse: words('\\bno\\s+(?:quiere|quería|queria|le gusta|se quiere)\\s+'),
    afraid: words('\\b(?:tiene|tenía|tenia|le da|siente)\\s+(?:mucho\\s+|un poco de\\s+)?miedo\\s+(?=(?:de|del|a|al)\\e)'),
    verb: words('^\\p{L}+(?:ar|er|ir|ír)(?:se|lo|la|los|las|le|les)?\\e'),
    end: words(`${PUNCTUATION}|\\s(?:pero|porque|cuando|mientras|aunque|hasta que|para que|que|y (?:él|ella|el|su|sus|se|es|está|tiene|no))\\e`),
    mine: [[words('\\b(?:mi|nuestro|nuestra)\\e'), 'su', 'su'], [words('\\b(?:mis|nuestros|nuestras)\\e'), 'sus', 'sus']],
    firstPerson: words('\\b(?:yo|mí|conmigo|nosotros|nosotras|me)\\e'),
    trailing: words('\\s+(?:por favor|también|mucho)$'),
  },
  french: {
    want: words("\\b(?:veut|voulait|voudrait|aimerait|rêve de|reve de|rêve d['’ ]|essaie de|essaye de|(?<learn>apprend à|apprend a))\\s*"),
    learn: 'apprendre à',
    refuse: words("\\b(?:ne veut pas|ne voulait pas|veut pas|n['’ ]aime pas|aime pas|refuse de|refuse d['’ ])\\s*"),
    afraid: words("\\b(?:a|avait)\\s+(?:très\\s+|tellement\\s+|un peu\\s+|trop\\s+)?peur\\s+(?=(?:de|du|des)\\e|d['’ ])"),
    verb: words("^(?:(?:se|s['’]|le|la|les|l['’]|lui|leur|en|y)\\s*)?\\p{L}+(?:er|ir|re|oir)\\e"),
    end: words(`${PUNCTUATION}|\\s(?:mais|parce que|parce qu['’]|quand|lorsque|pendant que|alors|car|pour qu['’]|pour que|qui|et (?:il|elle|ils|elles|sa|son|ses|est|a|n['’]))\\e`),
    mine: [[words('\\bmon\\e'), 'son', 'son'], [words('\\bma\\e'), 'sa', 'sa'], [words('\\b(?:mes|nos)\\e'), 'ses', 'ses']],
    firstPerson: words("\\b(?:je|j['’]|moi|me|m['’]|notre|nous)\\e"),
    trailing: words('\\s+(?:s[’\']il (?:te|vous) pla[iî]t|aussi)$'),
  },
  german: {
    want: words('\\b(?:will|möchte|mochte|möchten|wollte|wünscht sich|wunscht sich|träumt davon|traumt davon|versucht|(?<learn>lernt))\\s+'),
    refuse: words('\\b(?:will|möchte|mag|wollte)\\s+(?:einfach\\s+|partout\\s+)?(?:nicht|nie|keine?n?)\\s+'),
    afraid: words('\\b(?:hat|hatte|haben)\\s+(?:große\\s+|so\\s+|solche\\s+|ein bisschen\\s+|riesige\\s+)?angst\\s+(?=vor\\e)|\\bfürchtet sich\\s+(?=vor\\e)'),
    end: words(`${PUNCTUATION}|\\s(?:aber|weil|wenn|als|denn|sondern|dass|obwohl|und (?:er|sie|es|sein|seine|ihr|ihre|ist|hat))\\e`),
    mine: [
      [words('\\b(?:mein|unser)\\e'), 'sein', 'ihr'], [words('\\b(?:meine|unsere)\\e'), 'seine', 'ihre'], [words('\\b(?:meinen|unseren)\\e'), 'seinen', 'ihren'],
      [words('\\b(?:meinem|unserem)\\e'), 'seinem', 'ihrem'], [words('\\b(?:meiner|unserer)\\e'), 'seiner', 'ihrer'], [words('\\b(?:meines|unseres)\\e'), 'seines', 'ihres'],
    ],
    firstPerson: words('\\b(?:ich|mich|mir|wir|uns)\\e'),
  },
  italian: {
    want: words("\\b(?:vuole|voleva|vorrebbe|desidera|sogna di|prova a|prova ad|cerca di|(?<learn>sta imparando a|impara a|impara ad))\\s+"),
    learn: 'imparare a',
    refuse: words('\\bnon\\s+(?:vuole|voleva|ha voglia di|gli piace|le piace)\\s+'),
    afraid: words("\\b(?:ha|aveva)\\s+(?:tanta\\s+|molta\\s+|un po['’] di\\s+)?paura\\s+(?=(?:di|del|della|dello|dei|degli|delle)\\e|dell['’ ]|d['’ ])"),
    verb: words("^\\p{L}+(?:are|ere|ire|rre|arsi|ersi|irsi|arlo|erlo|irlo|arla|erla|irla)\\e"),
    end: words(`${PUNCTUATION}|\\s(?:ma|perché|perche|quando|mentre|però|pero|che|e (?:lui|lei|il suo|la sua|è|ha|non))\\e`),
    mine: [[words('\\b(?:mio|nostro)\\e'), 'suo', 'suo'], [words('\\b(?:mia|nostra)\\e'), 'sua', 'sua'], [words('\\b(?:miei|nostri)\\e'), 'suoi', 'suoi'], [words('\\b(?:mie|nostre)\\e'), 'sue', 'sue']],
    firstPerson: words('\\b(?:io|me|noi)\\e'),
  },
  portuguese: {
    want: words('\\b(?:quer|queria|gostaria de|deseja|sonha em|tenta|(?<learn>está aprendendo a|esta aprendendo a|aprende a))\\s+'),
    learn: 'aprender a',
    refuse: words('\\b(?:não|nao)\\s+(?:quer|queria|gosta de)\\s+'),
    afraid: words('\\b(?:tem|tinha|sente)\\s+(?:muito\\s+|um pouco de\\s+)?medo\\s+(?=(?:de|do|da|dos|das)\\e)'),
    verb: words('^\\p{L}+(?:ar|er|ir|or|ôr)(?:-se|-lo|-la)?\\e'),
    end: words(`${PUNCTUATION}|\\s(?:mas|porque|quando|enquanto|embora|que|e (?:ele|ela|seu|sua|é|está|tem|não))\\e`),
    mine: [[words('\\b(?:meu|nosso)\\e'), 'seu', 'seu'], [words('\\b(?:minha|nossa)\\e'), 'sua', 'sua'], [words('\\b(?:meus|nossos)\\e'), 'seus', 'seus'], [words('\\b(?:minhas|nossas)\\e'), 'suas', 'suas']],
    firstPerson: words('\\b(?:eu|mim|comigo|nós|nos|me)\\e'),
  },
  russian: {
    want: words('\\b(?:хочет|хотел|хотела|хотят|мечтает|пытается|старается|(?<learn>учится))\\s+'),
    learn: 'научиться',
    refuse: words('\\b(?:не хочет|не хотел|не хотела|не любит|отказывается)\\s+'),
    afraid: words('\\b(?:боится|боялся|боялась|боятся)\\s+'),
    verb: words('^\\p{L}+(?:ть|ти|чь|ться|тись|чься)\\e'),
    end: words(`${PUNCTUATION}|\\s(?:но|потому что|когда|пока|хотя|чтобы|который|которая|которое|а|и (?:он|она|его|её|ее|у него|у неё))\\e`),
    mine: [
      [words('\\b(?:мой|наш)\\e'), 'свой', 'свой'], [words('\\b(?:моя|наша)\\e'), 'своя', 'своя'], [words('\\b(?:моё|мое|наше)\\e'), 'своё', 'своё'],
      [words('\\b(?:мои|наши)\\e'), 'свои', 'свои'], [words('\\b(?:моего|нашего)\\e'), 'своего', 'своего'], [words('\\b(?:моей|нашей)\\e'), 'своей', 'своей'],
      [words('\\b(?:моему|нашему)\\e'), 'своему', 'своему'], [words('\\b(?:мою|нашу)\\e'), 'свою', 'свою'], [words('\\b(?:моим|нашим)\\e'), 'своим', 'своим'],
      [words('\\b(?:моих|наших)\\e'), 'своих', 'своих'], [words('\\b(?:моими|нашими)\\e'), 'своими', 'своими'],
    ],
    firstPerson: words('\\b(?:я|меня|мне|мной|мы|нас|нам|нами)\\e'),
  },
};

/** The phrase from `from` to the clause's end, trimmed. */
function clauseFrom(text: string, from: number, rules: Rules): string {
  const rest = text.slice(from);
  const end = rules.end.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim().replace(/\s+/g, ' ');
}

// "l anniversaire", "dell acqua": an elision typed without its apostrophe.
const ELISION: Partial<Record<Spaced, RegExp>> = {
  french: /(?<![\p{L}])([ldjmnst]|qu)(?:'| )(?=[aeiouyhéèêàâîôûœ])/giu,
  italian: /(?<![\p{L}])(l|dell|all|dall|nell|sull|quell|un|d)'(?=[aeiouàèéìòù])|(?<![\p{L}])(l|dell|all|dall|nell|sull|quell) (?=[aeiouàèéìòù])/giu,
};

/** The parent's words made the story's: "my" as the hero's, apostrophes repaired; undefined when first person stays. */
function asStory(phrase: string, language: Spaced, rules: Rules, hero: BriefCharacter | undefined): string | undefined {
  const female = hero?.gender === 'female';
  let out = phrase;
  for (const [mine, male, fem] of rules.mine) {
    out = out.replace(new RegExp(mine.source, 'giu'), (word) => {
      const own = language === 'english' && hero?.gender === undefined ? (/^(vehicle|robot|toy|object|nature)$/.test(hero?.kind ?? '') ? 'its' : 'their') : female ? fem : male;
      return /^\p{Lu}/u.test(word) ? own.charAt(0).toUpperCase() + own.slice(1) : own;
    });
  }
  const elision = ELISION[language];
  if (elision) out = out.replace(elision, (_all, a?: string, b?: string) => `${a ?? b}’`);
  if (rules.trailing) out = out.replace(rules.trailing, '');
  out = out.replace(/['’]/g, '’').trim();
  if (rules.firstPerson.test(out)) return undefined;
  return out.length > 0 ? out : undefined;
}

/** "dreams of flying to the moon": the gerund said as the verb itself. */
function fromGerund(phrase: string): string {
  return phrase.replace(/^(\p{L}+)ing(?=\s|$)/u, (_all, stem: string) => {
    if (stem === 'be' || stem === 'becom') return stem === 'be' ? 'be' : 'become';
    if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
    // "mak" → "make", "rid" → "ride"; "visit", "open", "travel" keep their last syllable as it is.
    if (/[^aeiou][aeiou][bcdgkmnprstvz]$/.test(stem) && !(stem.length > 4 && /(?:en|er|el|it|al|on|ow)$/.test(stem))) return `${stem}e`;
    if (/(?:c|g|v|z)$/.test(stem)) return `${stem}e`;
    return stem;
  });
}

const NEGATION: Partial<Record<Spaced, RegExp>> = {
  english: /(?:(?<![\p{L}])not|n['’]?t|(?<![\p{L}])never|(?<![\p{L}])no)\s*(?:really\s*)?$/iu,
  spanish: /(?<![\p{L}])no\s*$/iu,
  french: /(?<![\p{L}])(?:ne|n['’]|pas)\s*$/iu,
  italian: /(?<![\p{L}])non\s*$/iu,
  portuguese: /(?<![\p{L}])(?:não|nao)\s*$/iu,
  russian: /(?<![\p{L}])не\s*$/iu,
};

function readGoalPhrase(text: string, language: Spaced, rules: Rules): string | undefined {
  for (const match of text.matchAll(all(rules.want))) {
    const at = match.index ?? 0;
    if (NEGATION[language]?.test(text.slice(Math.max(0, at - 16), at))) continue;
    let phrase = clauseFrom(text, at + match[0].length, rules);
    if (match.groups?.gerund !== undefined) {
      if (!/^\p{L}+ing(?:\s|$)/u.test(phrase)) continue;
      phrase = fromGerund(phrase);
    }
    if (rules.verb && !rules.verb.test(phrase)) continue;
    // "my preschoolers want to know": a bare "know" or "do" is no goal a story can reach.
    if (phrase.length < 2 || /^(?:know|understand|do|be|have|go|see|learn)$/iu.test(phrase)) continue;
    if (match.groups?.learn !== undefined && rules.learn) phrase = `${rules.learn} ${phrase}`;
    return phrase;
  }
  return undefined;
}

function readRefusal(text: string, rules: Rules): string | undefined {
  for (const match of text.matchAll(all(rules.refuse))) {
    const phrase = clauseFrom(text, (match.index ?? 0) + match[0].length, rules);
    if (rules.verb && !rules.verb.test(phrase)) continue;
    if (phrase.length > 1) return phrase;
  }
  return undefined;
}

function readFear(text: string, rules: Rules): string | undefined {
  for (const match of text.matchAll(all(rules.afraid))) {
    const phrase = clauseFrom(text, (match.index ?? 0) + match[0].length, rules);
    if (phrase.split(' ').length >= 1 && phrase.length > 1) return phrase;
  }
  return undefined;
}

// German puts the infinitive last: "will eine Rakete bauen", "…, der eine Rakete bauen will".
const GERMAN_INFINITIVE = /^\p{Ll}\p{L}*(?:en|ern|eln)$/u;
const GERMAN_ADVERBS = /(?<![\p{L}])(?:so\s+)?(?:gern|gerne|unbedingt|endlich|einmal|mal|auch|sehr|wirklich)(?![\p{L}])\s*/giu;
const GERMAN_SUBORDINATE = words('\\b(?:der|die|das|weil|dass|wenn|und)\\s+([^,.;!?]+?)\\s+(?:will|möchte|mochte|wollte|möchten|mag)\\e');

function germanPhrase(raw: string): string | undefined {
  let phrase = raw.replace(GERMAN_ADVERBS, '').trim();
  // "träumt davon, eine Rakete zu bauen": the zu goes, a separable verb closes up ("aufzuräumen" → "aufräumen").
  phrase = phrase.replace(/^davon\s+/iu, '').replace(/\s+zu\s+(\p{L}+)$/u, ' $1').replace(/^zu\s+/u, '')
    .replace(/(?<![\p{L}])(ab|an|auf|aus|ein|mit|vor|weg|zurück|los|heim|hin|her|nach)zu(\p{Ll}+en)$/u, '$1$2');
  const last = phrase.split(' ').at(-1) ?? '';
  return GERMAN_INFINITIVE.test(last) ? phrase : undefined;
}

function readGerman(text: string, rules: Rules): { goal?: string; refused?: string; fear?: string } {
  const found: { goal?: string; refused?: string; fear?: string } = {};
  for (const match of text.matchAll(all(rules.refuse))) {
    const phrase = germanPhrase(clauseFrom(text, (match.index ?? 0) + match[0].length, rules));
    if (phrase) { found.refused = phrase; break; }
  }
  for (const match of text.matchAll(all(rules.want))) {
    const rest = clauseFrom(text, (match.index ?? 0) + match[0].length, rules);
    if (/^(?:nicht|nie|kein)/iu.test(rest)) continue;
    const phrase = germanPhrase(rest);
    if (phrase) { found.goal = match.groups?.learn !== undefined ? `${phrase} lernen` : phrase; break; }
  }
  for (const match of text.matchAll(all(GERMAN_SUBORDINATE))) {
    const inner = match[1]!.trim();
    const refused = /^(?:nicht|nie)\s+/iu.exec(inner);
    const phrase = germanPhrase(refused ? inner.slice(refused[0].length) : inner);
    if (!phrase) continue;
    if (refused) found.refused ??= phrase;
    else found.goal ??= phrase;
  }
  for (const match of text.matchAll(all(rules.afraid))) {
    // "…, der Angst vor dem Hund hat": the subordinate clause's verb is not part of the fear.
    const phrase = clauseFrom(text, (match.index ?? 0) + match[0].length, rules).replace(/\s+(?:hat|hatte|haben)$/u, '');
    if (phrase.length > 4) { found.fear = phrase; break; }
  }
  const subordinateFear = words('\\bangst\\s+(vor\\s+[^,.;!?]+?)\\s+(?:hat|hatte|haben)\\e').exec(text);
  if (!found.fear && subordinateFear) found.fear = subordinateFear[1]!;
  return found;
}

// "Tuggy the little tugboat helps a big ship into the harbour": the deed the idea states is the goal when it states
// no wish. Verbs of being, having and feeling say what the hero is, not what the hero does.
const ENGLISH_DOING = /(?:(?<![\p{L}])(?:who|that|which)|\p{Lu}\p{Ll}+)\s+(?:the\s+(?:\p{Ll}+\s+){0,2})?(\p{Ll}{2,}s)\s+(?=\p{L})/gu;
const NOT_DEEDS = /^(?:is|was|has|does|loves|likes|lives|feels|gets|seems|looks|needs|wants|wishes|hopes|dreams|learns|tries|misses|hates|keeps|says|thinks|knows|goes to the|lets|makes sure|uses|becomes|turns|starts|begins|wears)$/u;

/** The verb's own form from its third person: helps → help, goes → go, flies → fly, watches → watch. */
function baseOf(verb: string): string {
  if (/ies$/u.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/u.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

function readEnglishDoing(text: string, rules: Rules): string | undefined {
  for (const match of text.matchAll(ENGLISH_DOING)) {
    const verb = match[1]!;
    if (NOT_DEEDS.test(verb) || /(?:ss|us|is)$/u.test(verb)) continue;
    const rest = clauseFrom(text, (match.index ?? 0) + match[0].length, rules);
    if (rest.split(' ').length < 2) continue;
    return `${baseOf(verb)} ${rest}`;
  }
  return undefined;
}

export function readSpacedGoal(text: string, language: Spaced, hero: BriefCharacter | undefined): { goal?: IdeaGoal; trouble?: IdeaTrouble } {
  const rules = RULES[language];
  const raw = language === 'german' ? readGerman(text, rules) : { goal: readGoalPhrase(text, language, rules), refused: readRefusal(text, rules), fear: readFear(text, rules) };
  if (language === 'english' && !raw.goal && !raw.refused && !raw.fear) raw.goal = readEnglishDoing(text, rules);
  const goal = raw.goal ? asStory(raw.goal, language, rules, hero) : undefined;
  const refused = raw.refused ? asStory(raw.refused, language, rules, hero) : undefined;
  const fear = raw.fear ? asStory(raw.fear, language, rules, hero) : undefined;
  // A refusal beside a goal is the wish turned down ("not a princess, a knight"), not the trouble.
  const trouble: IdeaTrouble | undefined = fear ? { kind: 'afraid', phrase: fear } : refused && !goal ? { kind: 'refuses', phrase: refused } : undefined;
  return { ...(goal ? { goal: { phrase: goal } } : {}), ...(trouble ? { trouble } : {}) };
}
