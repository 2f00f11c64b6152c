// The held-out checker judges what issue 25 lists, one rule per describe, on small hand-written books.
import { describe, expect, it } from 'vitest';
import type { StoryLanguage } from '../../../lambdas/ports/story-model';
import { STORY_LANGUAGES } from '../../../lambdas/ports/story-model';
import { readRecord } from './books';
import { STOCK_WISHES, checkHeldOutBook, figuresByLanguage, overlapOf, type HeldOutBook, type PictureRecord } from './checker';
import type { HeldOutIdea } from './types';

const idea = (over: Partial<HeldOutIdea> & Pick<HeldOutIdea, 'characters'>): HeldOutIdea => ({
  id: 'test-1', idea: 'a test idea', request: { ageRange: '4-7', language: 'english', pageCount: 6, style: 'crayon' },
  keys: [], goal: 'test', covers: ['goal'], ...over,
});

const book = (texts: string[], over: Partial<HeldOutBook> = {}, drawn: PictureRecord[] = []): HeldOutBook => ({
  ideaId: 'test-1', language: 'english', tone: 'playful_funny', ageRange: '4-7', title: 'A Book', summary: '',
  pages: texts.map((text, i) => ({ text, drawn: drawn[i] ?? { setting: 'a park', figures: [] } })), cast: [], ...over,
});

const AVA = idea({ characters: [{ name: 'Ava', kind: 'child' }] });

describe('named heroes are kept, in the book’s script', () => {
  const doudou = idea({ characters: [{ name: '团团', kind: 'child' }], request: { ageRange: '4-7', language: 'chinese', pageCount: 6, style: 'crayon' } });

  it('counts a name written in the book’s script and misses a transliteration', () => {
    const kept = checkHeldOutBook(book(['团团在家里玩。'], { language: 'chinese' }), doudou);
    const lost = checkHeldOutBook(book(['图阿恩在家里玩。'], { language: 'chinese' }), doudou);
    expect(kept.heroes).toMatchObject({ right: 1, total: 1 });
    expect(lost.heroes).toMatchObject({ right: 0, missing: ['团团'] });
  });

  it('accepts the declined forms the corpus lists', () => {
    const misha = idea({ characters: [{ name: 'Миша', forms: ['Мишу'], kind: 'child' }] });
    expect(checkHeldOutBook(book(['Мама обняла Мишу.'], { language: 'russian' }), misha).heroes.right).toBe(1);
  });
});

describe('characters are drawn as what they are', () => {
  it('finds a stuffed bunny drawn as a boy', () => {
    const pompon = idea({ characters: [{ name: 'Noé', kind: 'child' }, { name: 'Pompon', kind: 'toy' }] });
    const cast = [{ name: 'Noé', label: 'Noé', kind: 'person-child' as const, thing: 'boy' }, { name: 'Pompon', label: 'Pompon', kind: 'person-child' as const, thing: 'boy' }];
    expect(checkHeldOutBook(book(['Noé et Pompon.'], { cast }), pompon).kinds).toMatchObject({ right: 1, total: 2 });
  });
});

describe('the idea’s key things, places and times are in the text', () => {
  const dacha = idea({
    characters: [{ name: 'Егор', kind: 'child' }],
    keys: [{ what: 'dacha', kind: 'place', forms: ['дач'] }, { what: 'cucumber', kind: 'food', forms: ['огур'] }],
  });

  it('finds inflected forms at the start of a word, and misses what is not there', () => {
    const report = checkHeldOutBook(book(['Егор поехал на дачу и увидел там сад.'], { language: 'russian' }), dacha);
    expect(report.keys).toMatchObject({ right: 1, total: 2, missing: ['cucumber'] });
  });
});

describe('an aid belongs to the right person', () => {
  const valentina = idea({
    characters: [{ name: 'Valentina', kind: 'child', aids: [{ what: 'wheelchair', forms: ['silla de ruedas'] }] }, { name: 'Tomás', kind: 'sibling' }],
  });

  it('is right when the holder has it and wrong when it is given to someone else', () => {
    const right = checkHeldOutBook(book(['Valentina giró su silla de ruedas. Tomás corrió.'], { language: 'spanish' }), valentina);
    const wrong = checkHeldOutBook(book(['Tomás giró su silla de ruedas. Valentina corrió.'], { language: 'spanish' }), valentina);
    expect(right.aids).toMatchObject({ right: 1, total: 1 });
    expect(wrong.aids).toMatchObject({ right: 0, total: 1 });
    const shared = checkHeldOutBook(book(['Valentina giró su silla de ruedas. Tomás también iba en silla de ruedas.'], { language: 'spanish' }), valentina);
    expect(shared.aids).toMatchObject({ right: 0, total: 1 });
  });
});

describe('no stock wish, in any of the ten languages', () => {
  const samples: Record<StoryLanguage, string> = {
    english: 'Ava wanted to find a real adventure.',
    spanish: 'Ava quería vivir una aventura de verdad.',
    french: 'Ava rêvait de vivre une vraie aventure.',
    german: 'Ava wünschte sich ein echtes Abenteuer.',
    italian: 'Ava voleva vivere una vera avventura.',
    portuguese: 'Ava queria viver uma aventura de verdade.',
    russian: 'Ава очень хотела настоящее приключение.',
    chinese: 'Ava想要一次真正的冒险。',
    japanese: 'Avaは ほんとうの ぼうけんを したかった。',
    korean: 'Ava는 진짜 모험을 하고 싶었어요.',
  };

  it.each(STORY_LANGUAGES)('finds the %s stock wish and nothing in a plain page', (language) => {
    expect(checkHeldOutBook(book([samples[language]], { language }), AVA).stockWishes, language).toHaveLength(1);
    expect(STOCK_WISHES[language].length).toBeGreaterThan(0);
    expect(checkHeldOutBook(book(['Ava baked a cake with Grandpa.'], { language }), AVA).stockWishes).toEqual([]);
  });
});

describe('places, holidays, materials and verbs are never characters', () => {
  const auvergne = idea({
    characters: [{ name: 'Jade', kind: 'child' }, { name: 'Дед Мороз', kind: 'adult' }],
    keys: [{ what: 'Auvergne', kind: 'place', forms: ['auvergne'] }],
    notNames: ['教它'],
  });
  const member = (name: string) => ({ name, label: name, kind: 'person-child' as const, thing: 'girl' });

  it('flags a place, a verb and a name split in two, and keeps the real characters', () => {
    const cast = ['Jade', 'Auvergne', '教它', 'Дед', 'Мороз'].map(member);
    expect(checkHeldOutBook(book(['Jade.'], { cast }), auvergne).nonCharacters).toEqual(['Auvergne', '教它', 'Дед', 'Мороз']);
    expect(checkHeldOutBook(book(['Jade.'], { cast: [member('Jade'), member('Дед Мороз')] }), auvergne).nonCharacters).toEqual([]);
  });
});

describe('a question is answered', () => {
  const moon = idea({
    idea: '为什么月亮会变形状？',
    characters: [{ name: '乐乐', kind: 'child' }],
    question: { asks: 'why the moon changes shape', answerForms: ['太阳', '照', '光'] },
    request: { ageRange: '4-7', language: 'chinese', pageCount: 6, style: 'crayon' },
  });

  it('is answered when the book says what the answer is about, not when it tells another story', () => {
    const answered = checkHeldOutBook(book(['月亮自己不发光，是太阳照亮了它。'], { language: 'chinese' }), moon);
    const flown = checkHeldOutBook(book(['乐乐飞到了月亮上。'], { language: 'chinese' }), moon);
    expect(answered.question?.answered).toBe(true);
    expect(flown.question?.answered).toBe(false);
  });
});

describe('no broken sentences', () => {
  it('counts a doubled word and an empty page', () => {
    const report = checkHeldOutBook(book(['Ava went to to the park with her dog.', ' ']), AVA);
    expect(report.brokenSentences.length).toBe(2);
    expect(checkHeldOutBook(book(['Ava went to the park with her dog and threw a ball for him.']), AVA).brokenSentences).toEqual([]);
  });
});

describe('pages fit the age', () => {
  it('finds a page far too long for ages 0-3', () => {
    const long = Array.from({ length: 12 }, () => 'Ava ran and ran and jumped.').join(' ');
    const report = checkHeldOutBook(book(['Ava hops.', long], { ageRange: '0-3' }), AVA);
    expect(report.pages).toEqual({ atAgeLength: 1, total: 2 });
  });
});

describe('the page’s key thing is in its picture’s record', () => {
  const rocket = idea({ characters: [{ name: 'Ava', kind: 'child' }], keys: [{ what: 'cardboard rocket', kind: 'thing', forms: ['rocket'] }] });

  it('reads the SVG’s attributes and finds the thing the page names, or misses it', () => {
    const svg = '<svg><g data-setting="garage"></g><g transform="translate(1)" data-figure="rocket" data-drawn-as="vehicle/rocket"></g></svg>';
    expect(readRecord(svg)).toEqual({ setting: 'garage', figures: [{ thing: 'rocket', drawnAs: 'vehicle/rocket' }] });
    const drawn = checkHeldOutBook(book(['Ava built a rocket.', 'Ava slept.'], {}, [readRecord(svg), { figures: [] }]), rocket);
    const missed = checkHeldOutBook(book(['Ava built a rocket.'], {}, [{ setting: 'meadow', figures: [{ thing: 'girl', drawnAs: 'child/plain' }] }]), rocket);
    expect(drawn.thingsDrawn).toMatchObject({ right: 1, total: 1 });
    expect(missed.thingsDrawn).toMatchObject({ right: 0, total: 1 });
  });

  it('reads a thing drawn beside the figures, an aid on its holder and the shot, and counts the thing as drawn', () => {
    const svg = '<svg data-composition="wide"><g data-setting="garage"></g><g data-thing="rocket" data-drawn-as="thing/rocket"></g>' +
      '<g transform="translate(1)" data-figure="girl" data-drawn-as="child/plain"><g data-thing="cast" data-drawn-as="aid/cast" data-on="girl"></g></g></svg>';
    const record = readRecord(svg);
    expect(record).toEqual({
      setting: 'garage', figures: [{ thing: 'girl', drawnAs: 'child/plain' }], composition: 'wide',
      things: [{ thing: 'rocket', drawnAs: 'thing/rocket' }, { thing: 'cast', drawnAs: 'aid/cast', on: 'girl' }],
    });
    expect(checkHeldOutBook(book(['Ava built a rocket.'], {}, [record]), rocket).thingsDrawn).toMatchObject({ right: 1, total: 1 });
  });
});

describe('filler lines and cross-book overlap', () => {
  const filler = 'It is easy to rush past things when you are busy.';
  const reports = ['a', 'b', 'c', 'd'].map((id, i) => checkHeldOutBook(
    { ...book([i < 3 ? `${filler} Ava found the ${id} shell on the shore today.` : 'Ava read a long book about whales and seas.']), ideaId: id },
    { ...AVA, id },
  ));

  it('lists a line found in three books of a language as filler', () => {
    const english = figuresByLanguage(reports)[0]!;
    expect(english.filler.lines).toEqual(['3× it is easy to rush past things when you are busy']);
    expect(english.filler.books).toBe(3);
  });

  it('measures the share of a book’s sentences another book also has', () => {
    const overlap = overlapOf(reports);
    expect(overlap.get('a')).toBe(0.5);
    expect(overlap.get('d')).toBe(0);
  });
});
