// Gives each page's picture the things its text names, and puts each aid (a wheelchair, a cast, glasses) on the figure
// the text gives it to. Read over the whole book: a wheelchair or glasses, once given, stay with their holder on every
// later page and on the cover; a cast, crutches or a bandage from the first page naming them to the last.
import type { StoryLanguage } from '../../ports/story-model';
import type { PagePicture, PictureFigure } from '../picture';
import { foldText, readPageThings, type NamedThing } from './read-page-things';

/** Things a person has on them, drawn on their holder rather than beside the figures. */
export const AIDS: ReadonlySet<string> = new Set(['wheelchair', 'cast', 'crutches', 'hearing aid', 'glasses', 'walking stick', 'bandage', 'inhaler']);
const LASTING: ReadonlySet<string> = new Set(['wheelchair', 'glasses', 'hearing aid', 'walking stick']);

/** More things than this make a picture a jumble: the ones the page names most (then first) are drawn. */
export const MOST_THINGS = 4;

export interface BookPage {
  text: string;
  picture: PagePicture;
}

/** The words the story uses for a figure: its label ("Grandpa Walter", "the little tractor") and its name. */
export type FormsOf = (figure: PictureFigure) => readonly string[];

const SPACELESS = new Set<StoryLanguage>(['chinese', 'japanese']);
const SENTENCE_END = /[.!?…。！？\n]+/gu;
const keyOf = (figure: PictureFigure) => `${figure.name ?? ''}|${figure.thing}`;

/** Where the folded text mentions a form: at the start of a word (anywhere in Chinese and Japanese); a long name also by its stem (Майю). */
function mentionsAt(folded: string, form: string, language: StoryLanguage): number[] {
  const f = foldText(form).trim();
  if (!f) return [];
  const stems = SPACELESS.has(language) || [...f].length < 4 ? [f] : [f, f.slice(0, -1)];
  const at = new Set<number>();
  for (const stem of stems) {
    for (let i = folded.indexOf(stem); i >= 0; i = folded.indexOf(stem, i + 1)) {
      if (SPACELESS.has(language) || i === 0 || !/[\p{L}\p{N}]/u.test(folded[i - 1]!)) at.add(i);
    }
  }
  return [...at];
}

/**
 * Who the text gives an aid to, named at `at`: the figure named nearest before it in its sentence ("Maya's
 * wheelchair", "Grandpa put on his glasses"), else nearest after it, else the last one named before the sentence
 * (a pronoun: "She rolled her wheelchair"). Undefined when the page names nobody before it.
 */
function holderAt(folded: string, at: number, figures: readonly PictureFigure[], formsOf: FormsOf, language: StoryLanguage): PictureFigure | undefined {
  let start = 0, end = folded.length;
  for (const m of folded.matchAll(SENTENCE_END)) {
    if (m.index! + m[0].length <= at) start = m.index! + m[0].length;
    else if (m.index! >= at) { end = m.index!; break; }
  }
  const mentions = figures.flatMap((figure) => formsOf(figure).flatMap((form) => mentionsAt(folded, form, language).map((i) => ({ figure, i }))));
  const nearest = (list: typeof mentions, by: (m: (typeof mentions)[number]) => number) => list.sort((a, b) => by(a) - by(b))[0]?.figure;
  const inSentence = mentions.filter((m) => m.i >= start && m.i < end);
  return nearest(inSentence.filter((m) => m.i < at), (m) => at - m.i)
    ?? nearest(inSentence.filter((m) => m.i > at), (m) => m.i - at)
    ?? nearest(mentions.filter((m) => m.i < start), (m) => start - m.i);
}

/** The pictures of a book's pages (the cover first) with the things their texts name and the aids on their holders. */
export function withPageThings(language: StoryLanguage, pages: readonly BookPage[], formsOf: FormsOf): PagePicture[] {
  const named: NamedThing[][] = pages.map((page) => readPageThings(language, page.text));
  // Each aid's holder on the pages naming it, and the first one found anywhere (for pages that do not say whose it is).
  const holders = new Map<string, Map<number, string>>();
  const bookHolder = new Map<string, string>();
  const pagesNaming = new Map<string, number[]>();
  named.forEach((list, i) => {
    const folded = foldText(pages[i]!.text);
    for (const { thing, at } of list.filter((n) => AIDS.has(n.thing))) {
      pagesNaming.set(thing, [...(pagesNaming.get(thing) ?? []), i]);
      const holder = holderAt(folded, at, pages[i]!.picture.figures.filter((f) => !f.remembered), formsOf, language);
      if (!holder) continue;
      holders.set(thing, (holders.get(thing) ?? new Map()).set(i, keyOf(holder)));
      if (!bookHolder.has(thing)) bookHolder.set(thing, keyOf(holder));
    }
  });

  return pages.map((page, i) => {
    const aidsOn = new Map<string, string[]>();
    const loose: string[] = [];
    for (const [aid, naming] of pagesNaming) {
      const first = naming[0]!, last = naming[naming.length - 1]!;
      const lasting = LASTING.has(aid) && (i >= first || i === 0);
      if (!lasting && (i < first || i > last)) continue;
      const holder = holders.get(aid)?.get(i) ?? bookHolder.get(aid);
      const figure = holder ? page.picture.figures.find((f) => !f.remembered && keyOf(f) === holder) : undefined;
      if (figure) aidsOn.set(keyOf(figure), [...(aidsOn.get(keyOf(figure)) ?? []), aid]);
      else if (naming.includes(i)) loose.push(aid);
    }
    const drawnAsFigure = new Set(page.picture.figures.map((f) => f.thing));
    const things = named[i]!.filter((n) => !AIDS.has(n.thing) && !drawnAsFigure.has(n.thing))
      .sort((a, b) => b.times - a.times || a.at - b.at).slice(0, MOST_THINGS)
      .sort((a, b) => a.at - b.at).map((n) => n.thing);
    const figures = page.picture.figures.map((f) => (aidsOn.has(keyOf(f)) ? { ...f, aids: aidsOn.get(keyOf(f))! } : f));
    const all = [...things, ...loose];
    return { ...page.picture, figures, ...(all.length > 0 ? { things: all } : {}) };
  });
}
