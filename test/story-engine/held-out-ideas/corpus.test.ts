// The held-out corpus is what issue 25 asks for: six ideas per language, six in English asking for another, every
// request valid, and every kind of idea the issue lists.
import { describe, expect, it } from 'vitest';
import { ageRanges, languages, styles } from '../../../lambdas/core/schemas';
import { heldOutIdeas } from './index';
import type { Covers } from './types';

describe('six ideas in each language, six in English asking for another', () => {
  it('has six per language and six English ideas for other languages', () => {
    for (const language of languages) {
      const own = heldOutIdeas.filter((i) => i.request.language === language && !i.covers.includes('english-asks-other'));
      expect(own, language).toHaveLength(6);
    }
    const asking = heldOutIdeas.filter((i) => i.covers.includes('english-asks-other'));
    expect(asking).toHaveLength(6);
    // The English idea names the language it wants the book in.
    for (const i of asking) expect(i.request.language !== 'english' && i.idea.includes(i.request.language), i.id).toBe(true);
    expect(new Set(heldOutIdeas.map((i) => i.id)).size).toBe(heldOutIdeas.length);
  });
});

describe('every request is one the API accepts', () => {
  it('uses the schema’s ages, styles and languages and 6 to 15 pages', () => {
    for (const { id, idea, request } of heldOutIdeas) {
      expect(ageRanges, id).toContain(request.ageRange);
      expect(styles, id).toContain(request.style);
      expect(languages, id).toContain(request.language);
      expect(request.pageCount, id).toBeGreaterThanOrEqual(6);
      expect(request.pageCount, id).toBeLessThanOrEqual(15);
      expect(idea.length, id).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('the corpus covers what the issue lists', () => {
  it('has goals, troubles, holidays, families, aids, toys, pets, questions, places and materials, in all three ages', () => {
    const covered = new Set(heldOutIdeas.flatMap((i) => i.covers));
    const wanted: Covers[] = ['goal', 'trouble', 'holiday', 'family', 'aid', 'toy', 'pet', 'question', 'place', 'material'];
    for (const c of wanted) expect(covered, c).toContain(c);
    for (const age of ageRanges) expect(heldOutIdeas.filter((i) => i.request.ageRange === age).length, age).toBeGreaterThanOrEqual(10);
    expect(heldOutIdeas.filter((i) => i.question).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every expectation a form to look for, and every aid to one person', () => {
    for (const idea of heldOutIdeas) {
      expect(idea.characters.length, idea.id).toBeGreaterThan(0);
      for (const key of idea.keys) expect(key.forms.length, `${idea.id} ${key.what}`).toBeGreaterThan(0);
      if (idea.question) expect(idea.question.answerForms.length, idea.id).toBeGreaterThanOrEqual(2);
      if (idea.covers.includes('aid')) expect(idea.characters.filter((c) => c.aids).length, idea.id).toBe(1);
    }
  });
});
