// writeBookWith: a pack, a brief and a request in, a whole book out. Pure and deterministic for a given seed.
import type { IdeaBrief } from '../brief/types';
import { withPageThings } from '../page-things/picture-things';
import type { PictureFigure } from '../picture';
import { BAND_OF, PAGE_WORDS } from './ages';
import { castStory, type Role } from './cast';
import { chooser, type Chooser } from './choose';
import { letterCount, type AskedWords, type LanguagePack, type Part } from './languages/pack';
import { fitBeats, shapeFor } from './shapes';
import type { Beat } from './shapes/beat';
import { sceneSetting } from './scenes';
import type { AgeBand, CastMember, WriteRequest, WrittenBook, WrittenPage } from './types';

// Who a place brings along, drawn though the story casts nobody for it: the dentist at the dentist's chair.
const PLACE_FIGURES: ReadonlyArray<readonly [string, PictureFigure]> = [
  ['a dentist’s room', { kind: 'person-adult', thing: 'dentist', hero: false }],
  ['a doctor’s room', { kind: 'person-adult', thing: 'doctor', hero: false }],
  ['a classroom', { kind: 'person-adult', thing: 'teacher', hero: false }],
];

/** The page's figures, and the one its place brings when nobody of that kind is there yet. */
function withPlaceFigure(setting: string, figures: PictureFigure[]): PictureFigure[] {
  const brought = PLACE_FIGURES.find(([place]) => setting.startsWith(place))?.[1];
  return brought && !figures.some((figure) => figure.thing === brought.thing) ? [...figures, brought] : figures;
}

// A name is mentioned when its stem is (Russian declines names: Майя, Майю, Майей).
const mentions = (text: string, word: string) => text.includes(word) || (word.length >= 4 && text.includes(word.slice(0, -1)));

class PageWriter<C> {
  private readonly used = new Set<string>();
  private readonly usedKeys = new Set<string>();
  constructor(private readonly pack: LanguagePack<C>, private readonly c: C, private readonly pick: Chooser) {}

  /** One sentence from a part: the first in seed order that fits the story, is new to the book and keeps the page short enough. */
  line(part: Part<C>, label: string, room: number): string | undefined {
    for (const make of this.pick.order(part, label)) {
      if (make.key && this.usedKeys.has(make.key)) continue;
      const text = make(this.c);
      if (!text || this.used.has(text) || this.pack.words(text) > room) continue;
      this.used.add(text);
      if (make.key) this.usedKeys.add(make.key);
      return text;
    }
    return undefined;
  }

  page(beat: Beat, band: AgeBand, index: number): string {
    const text = this.pack.beats[beat.id];
    if (!text) throw new Error(`No text for beat ${beat.id}`);
    const { fewest, target, most } = PAGE_WORDS[band];
    const parts: Array<readonly [Part<C>, string]> = [];
    const own = (list: readonly Part<C>[] | undefined, tag: string) => (list ?? []).forEach((p, i) => parts.push([p, `${beat.id}.${tag}${i}`]));
    if (band === 'tiny') own(text.s ?? text.m.slice(0, 1), 's');
    else own(text.m, 'm');
    const more: Array<readonly [Part<C>, string]> = [];
    (text.l ?? []).forEach((p, i) => more.push([p, `${beat.id}.l${i}`]));
    // Older readers with no extra text for this beat get a second way of telling it before any filler.
    if (band === 'older' && !text.l) text.m.slice().reverse().forEach((p, i) => more.push([p, `${beat.id}.x${i}`]));
    // Feelings and the place fill what the beat leaves short; each is built from parts, so books rarely share one.
    const fill: Array<readonly [Part<C>, string]> = [
      [this.pack.moods[beat.mood], `mood.${beat.mood}.${index}`],
      [this.pack.details, `detail.${index}`],
      [this.pack.moods[beat.mood === 'calm' ? 'warm' : 'calm'], `mood2.${index}`],
      [this.pack.details, `detail2.${index}`],
      [this.pack.moods.curious, `mood3.${index}`],
      [this.pack.details, `detail3.${index}`],
    ];
    const sentences: string[] = [];
    let words = 0;
    const add = (part: Part<C>, label: string) => {
      const line = this.line(part, label, most - words);
      if (line) sentences.push(line), (words += this.pack.words(line));
    };
    for (const [part, label] of parts) {
      if (band === 'tiny' && words >= target) break;
      add(part, label);
    }
    const enough = band === 'older' ? target : fewest;
    for (const [part, label] of more) if (band === 'older' || words < fewest) add(part, label);
    let fillers = 0;
    for (const [part, label] of fill) {
      // Two fillers at most, unless the page is still short of the age's fewest words.
      if (words >= enough || (fillers >= 2 && words >= fewest)) break;
      const before = sentences.length;
      add(part, label);
      fillers += sentences.length - before;
    }
    return sentences.join(this.pack.sentenceGap ?? ' ');
  }
}

// The longest question a book quotes from the idea, in words (letters where words run together): a longer one would
// be a pasted paragraph, not a child's question, and is told in the pack's own words instead.
const QUOTE_MOST: Record<WriteRequest['language'], number> = {
  english: 9, spanish: 9, french: 9, german: 9, italian: 9, portuguese: 9, russian: 8, korean: 6, japanese: 24, chinese: 14,
};

/** The question the book may quote: asked in the book's own language and short enough to say as a child says it. */
function quotable(brief: IdeaBrief, language: WriteRequest['language']): AskedWords | undefined {
  const asked = brief.asked;
  if (!asked || brief.ideaLanguage !== language) return undefined;
  const size = language === 'japanese' || language === 'chinese' ? letterCount(asked.words) : asked.words.split(/\s+/).length;
  return size <= QUOTE_MOST[language] ? asked : undefined;
}

/** The book for a brief, written in the pack's language (loadPack gives the pack of a language). */
export function writeBookWith<C>(pack: LanguagePack<C>, brief: IdeaBrief, request: WriteRequest): WrittenBook {
  const band = BAND_OF[request.ageRange];
  const shape = shapeFor(brief);
  const cast = castStory(brief, shape.key);
  const quote = shape.key === 'question-find-out' ? quotable(brief, request.language) : undefined;
  const c = { ...pack.context({ brief, cast, shape: shape.key, band, tone: request.tone }), ...(quote ? { asked: quote } : {}) };
  const pick = chooser(request.seed);
  const writer = new PageWriter(pack, c, pick);

  const roles: Role[] = [cast.hero, cast.departed, cast.kin, cast.pal, cast.lost, ...cast.others].filter((r): r is Role => r !== undefined);
  const members: CastMember[] = roles.map((r) => ({
    ...(r.name ? { name: r.name } : {}), kind: r.kind, thing: r.thing, ...(r.gender ? { gender: r.gender } : {}), label: pack.label(c, r),
  }));
  // Who is on a page: the hero always, anyone else the text mentions (by what the story calls them, or by name).
  const figures = (text: string): PictureFigure[] => roles.map((r, i) => ({ r, m: members[i]! }))
    .filter(({ r, m }, i) => i === 0 || mentions(text, m.label) || (m.name !== undefined && mentions(text, m.name)))
    .map(({ r, m }) => ({
      ...(m.name ? { name: m.name } : {}), kind: m.kind, thing: m.thing, ...(m.gender ? { gender: m.gender } : {}),
      hero: r === cast.hero, ...(r === cast.departed ? { remembered: true } : {}),
    }));

  const title = writer.line(pack.titles[shape.key] ?? pack.titles.arc!, 'title', 99) ?? '';
  const summary = writer.line(pack.summaries[shape.key] ?? pack.summaries.arc!, 'summary', 99) ?? '';
  const storyPages = Math.max(1, request.pageCount - 1);
  const beats = fitBeats(shape, band, storyPages);
  const pages: WrittenPage[] = [{
    index: 0, title, text: summary,
    picture: {
      setting: sceneSetting(brief, undefined, shape.at), mood: 'happy', action: 'the story’s characters together, smiling',
      figures: figures(summary), cover: true,
    },
  }];
  beats.forEach((beat, i) => {
    const text = writer.page(beat, band, i + 1);
    const setting = sceneSetting(brief, beat.at, shape.at, beat.id === 'arc.reach', beat.home);
    pages.push({
      index: i + 1, text,
      picture: { setting, mood: beat.mood, action: beat.action, figures: withPlaceFigure(setting, figures(text)), cover: false },
    });
  });

  // Each picture draws the things its page names, and each aid on whoever the text gives it to.
  const formsOf = (f: PictureFigure) => members.filter((m) => m.thing === f.thing && m.name === f.name).flatMap((m) => (m.name ? [m.label, m.name] : [m.label]));
  const pictures = withPageThings(request.language, pages, formsOf);

  // A question's book follows its curious child, not the thing it asks about ("why do cats purr").
  const heroRole = shape.key.startsWith('question-') ? cast.hero : brief.characters[0] ?? cast.hero;
  return {
    title, summary, pages: pages.map((page, i) => ({ ...page, picture: pictures[i]! })), shape: shape.key, cast: members,
    hero: { ...(heroRole.name ? { name: heroRole.name } : {}), kind: heroRole.kind, thing: heroRole.thing, ...(heroRole.gender ? { gender: heroRole.gender } : {}) },
  };
}
