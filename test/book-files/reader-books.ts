// Books for the reader page's tests: real offline pictures, story text in several languages, and a hostile one.
import { bookOf, drawBookPictures, type BookText } from './test-books';

/** A cover and two scenes, drawn once per test file (drawing is the slow part). */
export const drawPictures = () => drawBookPictures(3);

export { bookOf, type BookText };

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
