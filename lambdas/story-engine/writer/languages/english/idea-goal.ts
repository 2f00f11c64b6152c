// The idea's own goal in the book's English: its verbs put in the past ("build a rocket" → "built a rocket") and
// as a gerund ("building a rocket"), by compromise's conjugation, only where the goal's verbs are.
import nlp from 'compromise';

export interface EnglishGoal {
  to: string;
  did: string;
  /** "building a rocket out of cardboard boxes", for "… was harder than it looked". */
  doing: string;
}

interface TermJson { text: string; tags: string[] }

/** The goal's own verbs: its first word, and a verb right after "and" ("bake a cake and give it to Grandma"). */
function verbPlaces(phrase: string): Set<number> {
  const terms = (nlp(`he will ${phrase}`).json() as Array<{ terms: TermJson[] }>).flatMap((s) => s.terms).slice(2);
  const places = new Set<number>([0]);
  terms.forEach((term, i) => {
    if (i > 0 && terms[i - 1]!.text.toLowerCase() === 'and' && term.tags.includes('Verb') && !term.tags.includes('Gerund')) places.add(i);
  });
  return places;
}

function conjugated(verb: string, form: 'PastTense' | 'Gerund', many: boolean): string {
  if (verb.toLowerCase() === 'be') return form === 'Gerund' ? 'being' : many ? 'were' : 'was';
  const forms = nlp(verb).verbs().conjugate()[0] as Record<string, string> | undefined;
  return forms?.[form] ?? verb;
}

// Tagging a phrase takes milliseconds; a process writes many books of the same few goals.
const made = new Map<string, EnglishGoal>();

/** The goal, what was done and the doing of it; `many` for a plural hero ("were", not "was"). */
export function englishGoal(phrase: string, many: boolean): EnglishGoal {
  const key = `${many ? '+' : '-'}${phrase}`;
  const known = made.get(key);
  if (known) return known;
  const goal = conjugatedGoal(phrase, many);
  if (made.size < 500) made.set(key, goal);
  return goal;
}

function conjugatedGoal(phrase: string, many: boolean): EnglishGoal {
  const words = phrase.split(' ');
  const places = verbPlaces(phrase);
  const as = (form: 'PastTense' | 'Gerund', onlyFirst: boolean) =>
    words.map((w, i) => (places.has(i) && (!onlyFirst || i === 0) ? conjugated(w, form, many) : w)).join(' ');
  return { to: phrase, did: as('PastTense', false), doing: as('Gerund', true) };
}

/** A goal a character can say of themself: no "his", "her" or "their" of the telling in it. */
export const sayable = (phrase: string) => !/(?<![\p{L}])(?:his|her|hers|their|its|him|them|himself|herself|themselves|itself)(?![\p{L}])/iu.test(phrase);
