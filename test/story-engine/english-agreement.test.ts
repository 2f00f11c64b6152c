// The English pack's subject–verb agreement, read over written books: a hero the idea gives no "he" or "she" is
// "they" (people and animals), and "the children" are plural, so no sentence may say "they was" or "they has".
import { describe, expect, it } from 'vitest';
import { type AgeRange, type StoryTone as Tone } from '../../lambdas/ports/story-model';
import { readBrief } from '../../lambdas/story-engine/brief';
import { loadPack, writeBookWith, type WrittenBook } from '../../lambdas/story-engine/writer';
import { CORPUS } from '../book-quality/corpus';
import { splitSentences } from '../book-quality/text-units';
import { readingTools } from '../support/reading-tools';

// Heroes without a gender in the idea, one for each kind of story the writer tells, and a plural one.
const THEY_IDEAS = [
  'a child who is scared of the dark',
  'a kid who is afraid of monsters under the bed',
  'a little penguin who is afraid of the water',
  'Sam starts at a new school tomorrow and is nervous',
  'our dog Pip died, a story to help my kid remember him',
  'Grandpa died and my child Alex misses him',
  'a shy fox who wants to make a friend',
  'Robin is moving to a new house in a new city',
  'Kai is learning English at a new school and speaks Polish at home',
  'a child is getting a new baby brother',
  'a kid who broke a vase and did not tell the truth',
  'Charlie lives in two homes because the parents split up',
  'a child who is lonely on the playground',
  'a young dragon who cannot breathe fire',
  'a little fox who is lost in the forest',
  'a child in a wheelchair who wants to play football',
  'a child who wants to see the sea',
  'a kid who is tired of the farm',
  'a child who is sad and worried',
  'the children want to build a treehouse',
  'the children are scared of the thunder',
  'a curious child asks why the sky is blue',
  'a baby who does not want to sleep',
  'a unicorn who is laughed at for her colours',
  'a teddy bear who gets lost at the park',
] as const;

const AGES: readonly AgeRange[] = ['0-3', '4-7', '8-12'];
const SEEDS = ['a', 'b', 'c'];
const TONES: readonly Tone[] = ['heartwarming', 'adventurous', 'educational'];

// "they" (or a plural hero) with a singular verb, with or without one adverb between.
const DISAGREES = /(?<!\p{L})(they|the children|the twins)(?: (?:all|both|still|never|always|really|just|now|also|even|then))? (was|is|has|does|wasn['’]t|isn['’]t|hasn['’]t|doesn['’]t|knows|says|wants|likes|loves|thinks|feels|needs|goes|speaks|dreams|learns|lives|misses|remembers|keeps|comes|gets|makes|sees|looks|tries|plays)(?!\p{L})/iu;

const pack = await loadPack('english');
const write = (idea: string, tone: Tone, ageRange: AgeRange, seed: string): WrittenBook =>
  writeBookWith(pack, readBrief(idea, { language: 'english', tone, ageRange }, readingTools), { language: 'english', tone, ageRange, pageCount: 12, seed });
const sentencesOf = (book: WrittenBook) => [book.title, book.summary, ...book.pages.map((p) => p.text)].flatMap((text) => splitSentences(text));

function disagreements(ideas: readonly (readonly [string, readonly Tone[]])[]): string[] {
  const seen = new Set<string>();
  for (const [idea, toneList] of ideas) {
    for (const tone of toneList) {
      for (const ageRange of AGES) {
        for (const seed of SEEDS) {
          for (const sentence of sentencesOf(write(idea, tone, ageRange, `${idea}-${seed}`))) {
            if (DISAGREES.test(sentence)) seen.add(sentence);
          }
        }
      }
    }
  }
  return [...seen];
}

describe('Rule: an English sentence never pairs "they" (or a plural hero) with a singular verb', () => {
  it('the check itself finds "they was", "they has" and "the children is"', () => {
    for (const bad of ['Then they was afraid.', 'They has a big heart.', 'The children is happy.', 'They still knows the way.']) expect(bad).toMatch(DISAGREES);
    for (const good of ['They were afraid.', 'They had a big heart.', 'He was brave.', 'Then they went home, and it was late.']) expect(good).not.toMatch(DISAGREES);
  });

  it('books for heroes with no "he" or "she" (people, animals, the children), every age, several tones and seeds', () => {
    expect(disagreements(THEY_IDEAS.map((idea) => [idea, TONES]))).toEqual([]);
  });

  // Hundreds of books: most of a minute on two cores busy with other test files.
  it('books for every idea of the quality corpus, in English, in its own tone and a heartwarming one', () => {
    expect(disagreements(CORPUS.map((entry) => [entry.idea, [...new Set<Tone>([entry.run.tone, 'heartwarming'])]]))).toEqual([]);
  }, 120_000);
});
