// The writer itself, whatever the language: the same seed writes the same book, and each page's picture names who
// is on it (the illustrator draws exactly these).
import { describe, expect, it } from 'vitest';
import { readBrief } from '../../lambdas/story-engine/brief';
import { loadPack, writeBookWith } from '../../lambdas/story-engine/writer';
import { corpusEntry } from '../book-quality/corpus';
import { printBook } from './writer-books';
import { readingTools } from '../support/reading-tools';

const request = { language: 'english', tone: 'playful_funny', ageRange: '4-7', pageCount: 8, seed: 'a' } as const;
const briefOf = (id: string) => readBrief(corpusEntry(id).idea, request, readingTools);

describe('the same seed writes the same book', () => {
  it('is deterministic for a seed and varies with it', async () => {
    const pack = await loadPack('english');
    const brief = briefOf('red-tractor');
    expect(writeBookWith(pack, brief, request)).toEqual(writeBookWith(pack, brief, request));
    expect(printBook(writeBookWith(pack, brief, { ...request, seed: 'b' }))).not.toEqual(printBook(writeBookWith(pack, brief, request)));
  });
});

describe('each page’s picture names who is on it', () => {
  it('draws the hero on every page, as what it is, and anyone the page text names', async () => {
    const book = writeBookWith(await loadPack('english'), briefOf('red-tractor'), request);
    for (const page of book.pages) {
      const hero = page.picture.figures[0]!;
      expect(hero).toMatchObject({ hero: true, kind: 'vehicle', thing: 'tractor' });
      for (const member of book.cast.slice(1)) {
        expect(page.picture.figures.some((f) => f.thing === member.thing && f.name === member.name), `${member.label} on page ${page.index}`)
          .toBe(page.text.includes(member.label) || (member.name !== undefined && page.text.includes(member.name)));
      }
    }
  });

  it('shows the one who died as remembered, never as present', async () => {
    const book = writeBookWith(await loadPack('english'), briefOf('biscuit-died'), { ...request, tone: 'heartwarming' });
    const remembered = book.pages.flatMap((p) => p.picture.figures.filter((f) => f.remembered));
    expect(remembered.length).toBeGreaterThan(0);
    expect(remembered.every((f) => f.kind === 'animal' && !f.hero)).toBe(true);
  });

  it('sets the picture where the idea happens', async () => {
    const book = writeBookWith(await loadPack('english'), readBrief('A girl and her grandmother baking cookies in the kitchen on a rainy afternoon', request, readingTools), request);
    expect(book.pages.filter((p) => /kitchen/.test(p.picture.setting)).length).toBeGreaterThan(book.pages.length / 2);
    // The idea's weather and hour are the pictures' too.
    expect(book.pages.filter((p) => /kitchen on a rainy afternoon$/.test(p.picture.setting)).length).toBeGreaterThan(book.pages.length / 2);
    expect(book.pages.some((p) => p.picture.figures.some((f) => f.thing === 'grandmother' && f.kind === 'person-elder'))).toBe(true);
  });

  it('opens and ends a wish story at home, or at the place the idea names, never in a default meadow', async () => {
    const pack = await loadPack('english');
    const atHome = writeBookWith(pack, readBrief('Arlo wants to be brave', request, readingTools), request);
    expect([atHome.pages[1]!.picture.setting, atHome.pages.at(-1)!.picture.setting]).toEqual(['a cosy home', 'a cosy home']);
    const onTheFarm = writeBookWith(pack, briefOf('red-tractor'), request);
    expect(onTheFarm.pages[1]!.picture.setting).toBe('a farm');
  });

  it('agrees the verb with the hero’s name, whatever pronoun the hero has: "Mia was afraid", never "Mia were"', async () => {
    const pack = await loadPack('english');
    for (const idea of ['Mia is scared of fireworks', 'a little bear who is afraid of the dark', 'the twins are scared of the vacuum cleaner']) {
      for (const ageRange of ['0-3', '4-7', '8-12'] as const) {
        const book = writeBookWith(pack, readBrief(idea, { ...request, ageRange }, readingTools), { ...request, ageRange, pageCount: 10 });
        const text = [book.summary, ...book.pages.map((p) => p.text)].join(' ');
        expect(text, idea).not.toMatch(/\b(Mia|bear) were\b/);
      }
    }
  });

  it('draws who the place brings: the dentist in the dentist’s room, the teacher in the classroom', async () => {
    const pack = await loadPack('english');
    for (const [id, thing] of [['sofia-dentist', 'dentist'], ['noah-school', 'teacher']] as const) {
      const book = writeBookWith(pack, briefOf(id), { ...request, pageCount: 12 });
      const there = book.pages.filter((page) => !page.picture.cover && /dentist’s room|classroom/.test(page.picture.setting));
      expect(there.length, id).toBeGreaterThan(0);
      for (const page of there) expect(page.picture.figures.filter((figure) => figure.thing === thing), `${id} page ${page.index}`).toHaveLength(1);
    }
  });
});

