// The second held-out corpus: the same shape as the first (six ideas per language, six in English asking for
// another, every request valid, every kind of idea), with ids of its own and nothing shared with the first.
import { describe, expect, it } from 'vitest';
import { ageRanges, languages, styles } from '../../../lambdas/core/schemas';
import { fold, SCRIPT_OF } from '../../book-quality/text-units';
import { mentions } from '../held-out-ideas/checker';
import { heldOutIdeas } from '../held-out-ideas/index';
import type { Covers, Language } from '../held-out-ideas/types';
import { heldOutIdeas2 } from './index';

const PREFIX: Record<Language, string> = {
  english: 'en2-', spanish: 'es2-', french: 'fr2-', german: 'de2-', italian: 'it2-',
  portuguese: 'pt2-', russian: 'ru2-', chinese: 'zh2-', japanese: 'ja2-', korean: 'ko2-',
};

describe('six ideas in each language, six in English asking for another', () => {
  it('has six per language and six English ideas for other languages', () => {
    for (const language of languages) {
      const own = heldOutIdeas2.filter((i) => i.request.language === language && !i.covers.includes('english-asks-other'));
      expect(own, language).toHaveLength(6);
      for (const i of own) expect(i.id.startsWith(PREFIX[language as Language]), i.id).toBe(true);
    }
    const asking = heldOutIdeas2.filter((i) => i.covers.includes('english-asks-other'));
    expect(asking).toHaveLength(6);
    // The English idea names the language it wants the book in.
    for (const i of asking) {
      expect(i.id.startsWith('xx2-'), i.id).toBe(true);
      expect(i.request.language !== 'english' && i.idea.includes(i.request.language), i.id).toBe(true);
    }
    expect(heldOutIdeas2).toHaveLength(66);
  });

  it('gives every idea an id of its own, none shared with the first corpus', () => {
    const ids = heldOutIdeas2.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = new Set(heldOutIdeas.map((i) => i.id));
    for (const id of ids) expect(first.has(id), id).toBe(false);
    const firstIdeas = new Set(heldOutIdeas.map((i) => i.idea));
    for (const i of heldOutIdeas2) expect(firstIdeas.has(i.idea), i.id).toBe(false);
  });
});

describe('every request is one the API accepts', () => {
  it('uses the schema’s ages, styles and languages and 6 to 14 pages', () => {
    for (const { id, idea, request } of heldOutIdeas2) {
      expect(ageRanges, id).toContain(request.ageRange);
      expect(styles, id).toContain(request.style);
      expect(languages, id).toContain(request.language);
      expect(request.pageCount, id).toBeGreaterThanOrEqual(6);
      expect(request.pageCount, id).toBeLessThanOrEqual(14);
      expect(idea.length, id).toBeGreaterThanOrEqual(10);
    }
  });

  it('spreads the styles', () => {
    for (const style of styles) expect(heldOutIdeas2.filter((i) => i.request.style === style).length, style).toBeGreaterThanOrEqual(5);
  });
});

describe('the corpus covers what a picture-book service meets', () => {
  it('has goals, troubles, holidays, families, aids, toys, pets, questions, places and materials, in all three ages', () => {
    const covered = new Set(heldOutIdeas2.flatMap((i) => i.covers));
    const wanted: Covers[] = ['goal', 'trouble', 'holiday', 'family', 'aid', 'toy', 'pet', 'question', 'place', 'material'];
    for (const c of wanted) expect(covered, c).toContain(c);
    for (const age of ageRanges) expect(heldOutIdeas2.filter((i) => i.request.ageRange === age).length, age).toBeGreaterThanOrEqual(10);
    expect(heldOutIdeas2.filter((i) => i.question).length).toBeGreaterThanOrEqual(10);
    for (const i of heldOutIdeas2) expect(i.covers.includes('question'), i.id).toBe(i.question !== undefined);
  });

  it('gives every expectation a non-empty form to look for, and every aid to one person', () => {
    const filled = (s: string) => s.trim().length > 0 && s === s.trim();
    for (const idea of heldOutIdeas2) {
      expect(idea.characters.length, idea.id).toBeGreaterThan(0);
      expect(filled(idea.goal), idea.id).toBe(true);
      expect(new Set(idea.covers).size, idea.id).toBe(idea.covers.length);
      for (const c of idea.characters) {
        expect(filled(c.name), `${idea.id} ${c.name}`).toBe(true);
        for (const f of c.forms ?? []) expect(filled(f), `${idea.id} ${c.name}`).toBe(true);
        for (const aid of c.aids ?? []) {
          expect(filled(aid.what), `${idea.id} ${c.name}`).toBe(true);
          expect(aid.forms.length, `${idea.id} ${aid.what}`).toBeGreaterThan(0);
          for (const f of aid.forms) expect(filled(f), `${idea.id} ${aid.what}`).toBe(true);
        }
      }
      for (const key of idea.keys) {
        expect(filled(key.what), idea.id).toBe(true);
        expect(key.forms.length, `${idea.id} ${key.what}`).toBeGreaterThan(0);
        for (const f of key.forms) expect(filled(f), `${idea.id} ${key.what}`).toBe(true);
      }
      for (const w of idea.notNames ?? []) expect(filled(w), idea.id).toBe(true);
      if (idea.question) {
        expect(filled(idea.question.asks), idea.id).toBe(true);
        expect(idea.question.answerForms.length, idea.id).toBeGreaterThanOrEqual(2);
        for (const f of idea.question.answerForms) expect(filled(f), idea.id).toBe(true);
      }
      const holders = idea.characters.filter((c) => c.aids);
      expect(holders.length, idea.id).toBe(idea.covers.includes('aid') ? 1 : 0);
    }
  });

  it('keeps names apart from the words that are no name', () => {
    for (const idea of heldOutIdeas2) {
      const names = idea.characters.flatMap((c) => [c.name, ...(c.forms ?? [])]).map(fold);
      const words = [...(idea.notNames ?? []), ...idea.keys.flatMap((k) => k.forms)].map(fold);
      for (const w of words) expect(names, `${idea.id} ${w}`).not.toContain(w);
    }
  });

  it('asks questions whose answer words the idea itself does not already say', () => {
    for (const idea of heldOutIdeas2.filter((i) => i.question)) {
      const own = fold(idea.idea);
      const script = SCRIPT_OF[idea.request.language];
      const fresh = idea.question!.answerForms.filter((f) => !mentions(own, f, script));
      expect(fresh.length, idea.id).toBeGreaterThanOrEqual(2);
    }
  });
});
