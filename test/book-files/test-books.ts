// What the book-file tests share: real offline pictures (a cover and scenes) and a book made of a text and them.
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import type { BookFilePicture, BookForFiles } from '../../lambdas/book-files/book';
import type { AgeRange, StoryLanguage } from '../../lambdas/ports/story-model';
import { figure, input, MAYA, page } from '../story-engine/illustrator/picture-facts';

const SCENES = [
  page('a warm kitchen', [MAYA, figure('grandmother', 'person-elder', { name: 'Rose', gender: 'female' })], 'happy', 'baking cookies', true),
  page('a farm', [MAYA, figure('cow', 'animal')], 'happy'),
  page('a bedroom at night', [MAYA, figure('teddy bear', 'toy')], 'sleepy'),
  page('a busy harbour', [MAYA, figure('tugboat', 'vehicle')], 'brave'),
];

/** The cover and the first `count - 1` scenes, drawn once per test file (drawing is the slow part). */
export async function drawBookPictures(count: number): Promise<BookFilePicture[]> {
  const images = new OfflineImageModel();
  const drawn = [];
  for (const [i, scene] of SCENES.slice(0, count).entries()) drawn.push(await images.illustrate(input(scene, 'watercolor', i)));
  return drawn.map((p) => ({ bytes: p.body, contentType: p.contentType }));
}

export interface BookText {
  title: string;
  summary: string;
  /** One entry per story page (the cover is made from title and summary); `picture: false` leaves one without. */
  pages: { title?: string; content: string; picture?: boolean }[];
}

/** The book of `text`: the cover's picture first, then the scenes in turn for the story pages. */
export function bookOf(text: BookText, pictures: BookFilePicture[], language: StoryLanguage = 'english', ageRange: AgeRange = '4-7'): BookForFiles {
  const [cover, ...scenes] = pictures;
  return {
    bookId: '0b9d1a2e-1111-4222-8333-444455556666',
    title: text.title,
    summary: text.summary,
    language,
    ageRange,
    style: 'watercolor',
    pages: [
      { index: 0, title: text.title, content: text.summary, ...(cover ? { picture: cover } : {}) },
      ...text.pages.map((p, i) => {
        const picture = p.picture === false ? undefined : scenes[i % scenes.length];
        return { index: i + 1, title: p.title ?? null, content: p.content, ...(picture ? { picture } : {}) };
      }),
    ],
  };
}
