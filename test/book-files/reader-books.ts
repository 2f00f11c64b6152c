// Books for the reader page's tests: real offline pictures, story text in several languages, and a hostile one.
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import type { BookFilePicture, BookForFiles } from '../../lambdas/book-files/book';
import type { AgeRange, StoryLanguage } from '../../lambdas/ports/story-model';
import { figure, input, MAYA, page } from '../story-engine/illustrator/picture-facts';

/** A cover and two scenes, drawn once and shared by every book (drawing is the slow part). */
export async function drawPictures(): Promise<BookFilePicture[]> {
  const images = new OfflineImageModel();
  const scenes = [
    page('a warm kitchen', [MAYA, figure('grandmother', 'person-elder', { name: 'Rose', gender: 'female' })], 'happy', 'baking cookies', true),
    page('a farm', [MAYA, figure('cow', 'animal')], 'happy'),
    page('a bedroom at night', [MAYA, figure('teddy bear', 'toy')], 'sleepy'),
  ];
  const drawn = [];
  for (const [i, scene] of scenes.entries()) drawn.push(await images.illustrate(input(scene, 'watercolor', i)));
  return drawn.map((p) => ({ bytes: p.body, contentType: p.contentType }));
}

export interface BookText {
  title: string;
  summary: string;
  /** One entry per story page (the cover is made from title and summary). */
  pages: { title?: string; content: string; picture?: boolean }[];
}

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

/** Ten pages: the cover and nine story pages, the fifth without a picture. */
export const ENGLISH: BookText = {
  title: 'Maya and Grandma Bake Cookies',
  summary: 'On a rainy afternoon, Maya and her grandmother fill the kitchen with the smell of cookies.',
  pages: [
    { content: 'Rain tapped on the kitchen window. Maya pressed her nose to the glass and sighed.' },
    { content: '“Shall we bake something?” asked Grandma Rose, tying on her flowery apron.' },
    { content: 'They measured the flour, cracked two eggs and stirred until the bowl went round and round.' },
    { content: 'Maya licked the spoon. “Just checking,” she said with a grin.' },
    { title: 'Waiting', content: 'The oven hummed.\n\nMaya counted to one hundred, twice.', picture: false },
    { content: 'The kitchen filled with a warm, golden smell that curled all the way up the stairs.' },
    { content: 'Grandma opened the oven door. Twelve round cookies sat in neat little rows.' },
    { content: 'They shared the cookies with the neighbours, who shared their umbrella on the way home.' },
    { content: 'That night, Maya dreamt of a kitchen as big as a field, full of cookies. The end.' },
  ],
};

export const JAPANESE: BookText = {
  title: 'マヤとおばあちゃんのクッキー',
  summary: 'あめのひのごご、マヤとおばあちゃんはクッキーをやきます。',
  pages: [
    { content: 'あめが まどを トントンと たたきました。マヤは ためいきを つきました。' },
    { content: '「なにか やいてみようか？」と おばあちゃんが いいました。こむぎこを はかって、たまごを ふたつ わって、ぐるぐる まぜました。' },
  ],
};

export const RUSSIAN: BookText = {
  title: 'Мая и бабушка пекут печенье',
  summary: 'В дождливый день Мая и бабушка наполняют кухню запахом печенья.',
  pages: [
    { content: 'Дождь стучал в окно кухни. Мая прижалась носом к стеклу и вздохнула.' },
    { content: '«Испечём что-нибудь?» — спросила бабушка Роза и надела фартук в цветочек.' },
  ],
};

/** Markup in every field the book lets a user influence; each tries to run script or fetch something. */
export const HOSTILE_TITLE = '<script>window.__pwned = "title"</script><img src="https://evil.example/t.png" onerror="window.__pwned = \'img\'">';
export const HOSTILE_TEXT = '</p></section><script>window.__pwned = "text"</script><a href="javascript:alert(1)">&amp; "quoted" \'single\'</a>';
export const HOSTILE: BookText = {
  title: HOSTILE_TITLE,
  summary: '<style>body { display: none }</style>',
  pages: [{ title: '<b onmouseover="window.__pwned = 1">bold</b>', content: HOSTILE_TEXT }],
};
