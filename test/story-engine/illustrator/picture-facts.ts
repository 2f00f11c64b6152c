// Builds the inputs the illustrator is given in tests and reads back what the SVG says it drew.
import type { IllustrateInput } from '../../../lambdas/ports/image-model';
import type { IllustrationStyle } from '../../../lambdas/ports/story-model';
import type { CharacterKind } from '../../../lambdas/story-engine/brief/types';
import { designHero } from '../../../lambdas/story-engine/illustrator';
import type { PagePicture, PictureFigure } from '../../../lambdas/story-engine/picture';
import type { Mood } from '../../../lambdas/story-engine/writer/types';

export const BOOK = '0b9d1a2e-1111-4222-8333-444455556666';

export const figure = (thing: string, kind: CharacterKind, extra: Partial<PictureFigure> = {}): PictureFigure => ({ thing, kind, hero: false, ...extra });

export const MAYA = figure('girl', 'person-child', { hero: true, name: 'Maya', gender: 'female' });

export function page(setting: string, figures: PictureFigure[], mood: Mood = 'happy', action = 'playing together', cover = false): PagePicture {
  return { setting, mood, action, figures, cover };
}

/** The input for page `index` of a book whose hero is the picture's hero (Maya when it has none). */
export function input(picture: PagePicture | undefined, style: IllustrationStyle = 'comic_style', index = 3): IllustrateInput {
  const hero = picture?.figures.find((f) => f.hero) ?? MAYA;
  return {
    bookId: BOOK, index, style, prompt: 'a page', characterSheet: designHero(hero, 'heartwarming', BOOK),
    ...(picture ? { picture } : {}), isCover: picture?.cover ?? index === 0, title: 'Maya and Grandma',
  };
}

export interface DrawnFigure {
  thing: string;
  drawnAs: string;
  hero: boolean;
  remembered?: string;
  scale: number;
  /** The figure's own markup, without where it stands. */
  inner: string;
}

/** Every figure group the SVG says it drew, in document order. */
export function drawnFigures(svg: string): DrawnFigure[] {
  const out: DrawnFigure[] = [];
  const open = /<g transform="([^"]*)" data-figure="([^"]*)" data-drawn-as="([^"]*)"( data-hero="true")?( data-remembered="([^"]*)")?>/g;
  for (const m of svg.matchAll(open)) {
    // The group's content: from after its opening tag to its matching </g>.
    let depth = 1, at = m.index! + m[0].length;
    const start = at;
    const tag = /<g[\s>]|<\/g>/g;
    tag.lastIndex = at;
    for (let t = tag.exec(svg); t && depth > 0; t = tag.exec(svg)) {
      depth += t[0] === '</g>' ? -1 : 1;
      at = t.index;
    }
    const scale = Number(/scale\(([\d.]+)\)/.exec(m[1]!)?.[1] ?? 1);
    out.push({ thing: m[2]!, drawnAs: m[3]!, hero: Boolean(m[4]), ...(m[6] ? { remembered: m[6] } : {}), scale, inner: svg.slice(start, at) });
  }
  return out;
}

export const settingOf = (svg: string): string | undefined => /data-setting="([^"]+)"/.exec(svg)?.[1];

export interface DrawnThing {
  thing: string;
  drawnAs: string;
  /** The figure an aid is drawn on. */
  on?: string;
}

/** Every thing the SVG says it drew (data-thing), in document order. */
export const drawnThings = (svg: string): DrawnThing[] =>
  [...svg.matchAll(/data-thing="([^"]*)" data-drawn-as="([^"]*)"(?: data-on="([^"]*)")?/g)].map((m) => ({ thing: m[1]!, drawnAs: m[2]!, ...(m[3] ? { on: m[3] } : {}) }));

export const compositionOf = (svg: string): string | undefined => /data-composition="([^"]+)"/.exec(svg)?.[1];
