import { describe, expect, it } from 'vitest';
import { readBrief } from '../../lambdas/story-engine/brief';
import { ageAfter, ageBefore } from '../../lambdas/story-engine/brief/age-marks';
import { englishPeople } from '../../lambdas/story-engine/brief/english-people';
import { readingTools } from '../support/reading-tools';
import { PEOPLE_CASES } from './idea-people-dev';

const namesIn = (idea: string, language: (typeof PEOPLE_CASES)[number]['language'], tools = readingTools) =>
  readBrief(idea, { language, tone: 'heartwarming', ageRange: '4-7' }, tools).characters.flatMap((c) => (c.name ? [c.name] : []));

describe('A name typed in lower case is still a name', () => {
  it.each(PEOPLE_CASES.filter((c) => c.names.length > 0))('$language: $idea', ({ idea, language, names }) => {
    expect(namesIn(idea, language)).toEqual(expect.arrayContaining(names));
  });
});

describe('A verb, pronoun or relative after "my son" is no name', () => {
  it.each(PEOPLE_CASES.filter((c) => c.notNames))('$language: $idea', ({ idea, language, notNames }) => {
    const found = namesIn(idea, language);
    for (const word of notNames!) expect(found).not.toContain(word);
  });
  it('"nina che ha 6 anni": the relative before the age is not a name, the word before it is', () => {
    expect(namesIn('perché il cielo è blu? me lo chiede sempre nina che ha 6 anni', 'italian')).toEqual(['Nina']);
  });
});

describe('An age beside a word marks a name, in every way parents write one', () => {
  it.each([
    ['ava (6) wants', 'ava'], ['léa 4 ans qui', 'léa'], ['mateo de 4 años', 'mateo'], ['bianca di 3 anni', 'bianca'],
    ['миши 5 лет', 'миши'], ['сонечка 2 годика', 'сонечка'], ['arlo age 6', 'arlo'], ['priya is 4 and', 'priya'],
    ['noé a 5 ans', 'noé'], ['rafa tem 10 anos', 'rafa'], ['finn ist 4.', 'finn'], ['adam (7 ans)', 'adam'],
  ])('after the word: %s', (text, word) => {
    expect(ageAfter(text, text.indexOf(word) + word.length)).toBe(true);
  });
  it.each([['my 3yo theo', 'theo'], ['our 10 year old sam', 'sam'], ['die 6-jährige lena', 'lena']])('before the word: %s', (text, word) => {
    expect(ageBefore(text, text.indexOf(word))).toBe(true);
  });
  it.each([['the party is 4 days away', 'party'], ['the tower is 10 metres tall', 'tower'], ['bus 42 leaves', 'bus']])('not a measure or a number: %s', (text, word) => {
    expect(ageAfter(text, text.indexOf(word) + word.length)).toBe(false);
  });
});

describe('English names without any cue come from compromise\'s tagger', () => {
  it('knows "kai" in "my son kai keeps asking", and its name lists give a gender', () => {
    const tagged = englishPeople('my son kai keeps asking about theo');
    expect([...tagged.keys()]).toEqual([7, 30]);
    expect(tagged.get(30)).toBe('male');
  });
  it('without the tagger the reader goes by cues alone, and misses it', () => {
    expect(namesIn('my son kai keeps asking where the sun goes', 'english', {})).toEqual([]);
    expect(namesIn('my son kai keeps asking where the sun goes', 'english')).toEqual(['Kai']);
  });
});

describe('Names are read back in the form the book writes', () => {
  it('a Russian name after "для" comes back in the nominative', () => {
    expect(namesIn('история для даши 12 лет про переезд', 'russian')).toEqual(['Даша']);
  });
  it('French typed without apostrophes reads its naming words: "qui s appelle pompon"', () => {
    expect(namesIn('son doudou c est un lapin qui s appelle pompon', 'french')).toContain('Pompon');
  });
  it('Korean: the friendly 이 and the particle come off (도윤이(6살)가 → 도윤), and "its name is" names the pet', () => {
    expect(namesIn('첫째 도윤이(6살)가 질투해요. 강아지 이름은 콩이에요', 'korean')).toEqual(expect.arrayContaining(['도윤', '콩']));
    expect(namesIn('강아지 이름은 콩이에요', 'korean')).not.toContain('이름');
  });
});
