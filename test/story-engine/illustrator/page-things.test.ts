import { describe, expect, it } from 'vitest';
import { STORY_LANGUAGES, type StoryLanguage } from '../../../lambdas/ports/story-model';
import { renderPicture } from '../../../lambdas/story-engine/illustrator';
import { THING_DRAWINGS } from '../../../lambdas/story-engine/illustrator/things';
import { MOST_THINGS, withPageThings, type BookPage } from '../../../lambdas/story-engine/page-things/picture-things';
import { readPageThings, THING_KEYS } from '../../../lambdas/story-engine/page-things/read-page-things';
import { THING_WORDS } from '../../../lambdas/story-engine/page-things/words';
import { describePicture, type PagePicture, type PictureFigure } from '../../../lambdas/story-engine/picture';
import { drawnFigures, drawnThings, figure, input, MAYA, page } from './picture-facts';
import { DEV_IDEAS, writeDevBook } from './written-books';
import { xmlProblems } from './xml-well-formed';

/** Sentences of a page, one per language, each naming the thing (the others' inflections: ракету, Zahnbürste, 红包). */
const NAMED: Record<string, Record<StoryLanguage, string>> = {
  rocket: {
    english: 'Maya built a rocket from an old box.', spanish: 'Maya construyó un cohete con una caja vieja.',
    french: 'Maya a construit une fusée avec une vieille boîte.', german: 'Maya baute eine Rakete aus einem alten Karton.',
    italian: 'Maya ha costruito un razzo con una vecchia scatola.', portuguese: 'Maya construiu um foguete com uma caixa velha.',
    russian: 'Майя построила ракету из старой коробки.', chinese: '玛雅用旧纸箱做了一个火箭。',
    japanese: 'マヤはふるい箱でロケットをつくりました。', korean: '마야는 낡은 상자로 로켓을 만들었어요.',
  },
  pizza: {
    english: 'Grandpa and Leo made a pizza.', spanish: 'El abuelo y Leo hicieron una pizza.', french: 'Papi et Léo ont fait une pizza.',
    german: 'Opa und Leo backten eine Pizza.', italian: 'Il nonno e Leo hanno fatto una pizza.', portuguese: 'O avô e o Leo fizeram uma pizza.',
    russian: 'Дедушка и Лёва испекли пиццу.', chinese: '爷爷和乐乐一起做了比萨。', japanese: 'おじいちゃんとレオはピザをつくりました。',
    korean: '할아버지와 레오는 피자를 만들었어요.',
  },
  toothbrush: {
    english: 'Leo brushed his teeth with a new toothbrush.', spanish: 'Leo se lavó los dientes con su cepillo nuevo.',
    french: 'Léo se brosse les dents avec sa nouvelle brosse à dents.', german: 'Leo putzte sich mit der neuen Kinderzahnbürste die Zähne.',
    italian: 'Leo si lava i denti con lo spazzolino nuovo.', portuguese: 'O Leo escovou os dentes com a escova nova.',
    russian: 'Лёва почистил зубы новой зубной щёткой.', chinese: '乐乐用新牙刷刷牙。', japanese: 'レオはあたらしいはぶらしでみがきました。',
    korean: '레오는 새 칫솔로 이를 닦았어요.',
  },
  'red envelope': {
    english: 'Grandma gave Leo a red envelope.', spanish: 'La abuela le dio a Leo un sobre rojo.', french: 'Mamie a donné à Léo une enveloppe rouge.',
    german: 'Oma gab Leo einen roten Umschlag.', italian: 'La nonna ha dato a Leo una busta rossa.', portuguese: 'A avó deu ao Leo um envelope vermelho.',
    russian: 'Бабушка вручила Лёве красный конверт.', chinese: '奶奶给了乐乐一个红包。', japanese: 'おばあちゃんはレオにお年玉をあげました。',
    korean: '할머니가 레오에게 빨간 봉투를 주었어요.',
  },
  volcano: {
    english: 'Far away, the volcano rumbled.', spanish: 'A lo lejos, el volcán retumbó.', french: 'Au loin, le volcan grondait.',
    german: 'In der Ferne grollte der Vulkan.', italian: 'Lontano, il vulcano brontolava.', portuguese: 'Ao longe, o vulcão roncava.',
    russian: 'Вдали грохотал вулкан.', chinese: '远处的火山轰隆隆地响。', japanese: 'とおくでかざんがごろごろなりました。', korean: '멀리서 화산이 우르릉 울렸어요.',
  },
  dates: {
    english: 'After sunset they shared sweet dates.', spanish: 'Al atardecer comieron dátiles dulces.', french: 'Ils ont mangé des dattes sucrées.',
    german: 'Sie aßen süße Datteln.', italian: 'Hanno mangiato datteri dolci.', portuguese: 'Comeram tâmaras doces.', russian: 'Они ели сладкие финики.',
    chinese: '他们吃了甜甜的椰枣。', japanese: 'みんなであまいデーツをたべました。', korean: '모두 달콤한 대추를 먹었어요.',
  },
};

const GRANDPA = figure('grandfather', 'person-elder', { name: 'Walter', gender: 'male' });
const FORMS: Record<string, Record<string, string[]>> = {
  english: { Maya: ['Maya'], Walter: ['Grandpa'] }, spanish: { Maya: ['Maya'], Walter: ['el abuelo'] },
  russian: { Maya: ['Майя'], Walter: ['Дедушка'] }, chinese: { Maya: ['玛雅'], Walter: ['爷爷'] },
};

/** A book of pages with these texts (the cover first), Maya and Grandpa on each, as the writer hands them over. */
function book(language: StoryLanguage, texts: string[], figures: PictureFigure[] = [MAYA, GRANDPA]): PagePicture[] {
  const pages: BookPage[] = texts.map((text, i) => ({ text, picture: page('a park', figures, 'happy', 'playing together', i === 0) }));
  const forms = FORMS[language] ?? FORMS.english!;
  return withPageThings(language, pages, (f) => forms[f.name ?? ''] ?? []);
}

const svgOf = (picture: PagePicture, index = 1) => renderPicture(input(picture, 'comic_style', index));

describe('a page that names a thing draws it, in every language', () => {
  for (const [thing, sentences] of Object.entries(NAMED)) {
    it(`a page that names ${thing === 'dates' ? 'dates' : `a ${thing}`} draws it and records it`, () => {
      for (const language of STORY_LANGUAGES) {
        const [, picture] = book(language, ['', sentences[language]]);
        expect(picture!.things, `${language}: ${sentences[language]}`).toContain(thing);
        expect(drawnThings(svgOf(picture!)).map((d) => d.thing), language).toContain(thing);
      }
    });
  }

  it('a rocket built from a box draws the box too', () => {
    for (const language of STORY_LANGUAGES) expect(book(language, ['', NAMED.rocket![language]])[1]!.things, language).toContain('cardboard box');
  });
});

describe('every thing the words can name has a drawing, and every language names every thing', () => {
  it('the ten languages have words for the same things, and each is drawn', () => {
    expect(THING_KEYS.length).toBeGreaterThanOrEqual(100);
    for (const language of STORY_LANGUAGES) expect(Object.keys(THING_WORDS[language]).sort(), language).toEqual([...THING_KEYS].sort());
    expect(Object.keys(THING_DRAWINGS).sort()).toEqual([...THING_KEYS].sort());
  });

  it('draws every thing as well-formed SVG inside the picture, each recorded once', () => {
    for (let i = 0; i < THING_KEYS.length; i += MOST_THINGS) {
      const things = THING_KEYS.slice(i, i + MOST_THINGS);
      for (const setting of ['a garden', 'a warm kitchen']) {
        const svg = svgOf({ ...page(setting, [MAYA]), things }, i);
        expect(xmlProblems(svg), things.join()).toEqual([]);
        expect(drawnThings(svg).map((d) => d.thing).sort(), `${setting}: ${things.join()}`).toEqual([...things].sort());
        for (const [, x] of svg.matchAll(/<g transform="translate\((-?[\d.]+) -?[\d.]+\)[^>]*data-thing=/g)) {
          expect(Number(x)).toBeGreaterThanOrEqual(0);
          expect(Number(x)).toBeLessThanOrEqual(800);
        }
      }
    }
  });
});

describe('words inside other words are not things, and the longer word wins', () => {
  const none: Array<[StoryLanguage, string, string]> = [
    ['english', 'They walked up to the castle and broadcast the news.', 'cast'],
    ['russian', 'Миша не мог дождаться вечера.', 'rain'],
    ['russian', 'Он надел новый костюм.', 'bone'],
    ['german', 'Gestern kam sein Kamerad vorbei.', 'stars'],
    ['german', 'Gestern kam sein Kamerad vorbei.', 'bike'],
    ['chinese', '星期天他们去了公园。', 'stars'],
    ['japanese', 'ぼくもほしいとおもいました。', 'stars'],
    ['japanese', 'たのしかったですね。', 'seeds'],
    ['korean', '민수는 집으로 돌아왔어요.', 'stone'],
    ['korean', '배가 고파서 밥을 먹었어요.', 'boat'],
    ['italian', 'Pian piano tornò a casa.', 'piano'],
  ];
  it('finds no thing in a word that only contains its letters', () => {
    for (const [language, text, thing] of none) expect(readPageThings(language, text).map((n) => n.thing), `${language}: ${text}`).not.toContain(thing);
  });

  it('reads "a red envelope" as one thing, not also a letter, and "a plaster cast" as a cast, not a bandage', () => {
    expect(readPageThings('english', 'Grandma gave her a red envelope.').map((n) => n.thing)).toEqual(['red envelope']);
    expect(readPageThings('english', 'Her arm was in a plaster cast.').map((n) => n.thing)).toEqual(['cast']);
    expect(readPageThings('chinese', '宇宙飞船飞走了。').map((n) => n.thing)).toEqual(['rocket']);
  });

  it('draws at most four things on a page, the ones it names most', () => {
    const text = 'Maya had a kite, a ball, a drum, a book and a cake. The cake was big. The cake was pink.';
    const [, picture] = book('english', ['', text]);
    expect(picture!.things).toHaveLength(MOST_THINGS);
    expect(picture!.things).toContain('cake');
  });
});

describe('a thing named only as a likeness is not drawn', () => {
  const likenesses: Array<[StoryLanguage, string, string]> = [
    ['english', 'Maya ran like a rocket.', 'rocket'], ['german', 'Die Zähne waren wie kleine weiße Steine.', 'stone'],
    ['spanish', 'Se sentía ligero como un globo.', 'balloon'], ['russian', 'Он бежал как ракета.', 'rocket'],
    ['chinese', '她的心像一只气球一样轻。', 'balloon'], ['japanese', 'ほしのようにひかりました。', 'stars'], ['korean', '별처럼 빛나요.', 'stars'],
  ];
  it('reads no thing in "like a rocket", "wie Steine", "像气球", "ほしのように", "별처럼"', () => {
    for (const [language, text, thing] of likenesses) expect(readPageThings(language, text).map((n) => n.thing), `${language}: ${text}`).not.toContain(thing);
  });

  it('still reads the thing itself, and "I like pizza" is pizza', () => {
    expect(readPageThings('english', 'I like pizza. Maya built a rocket.').map((n) => n.thing)).toEqual(['pizza', 'rocket']);
    expect(readPageThings('russian', 'Как построить ракету?').map((n) => n.thing)).toEqual(['rocket']);
    expect(readPageThings('chinese', '她有一个气球。').map((n) => n.thing)).toEqual(['balloon']);
  });
});

describe('an aid goes on the person the text gives it to', () => {
  const glasses: Record<string, string> = {
    english: 'Grandpa put on his glasses and read to Maya.', spanish: 'El abuelo se puso las gafas y leyó para Maya.',
    russian: 'Дедушка надел очки и почитал Майе.', chinese: '爷爷戴上眼镜，给玛雅讲故事。',
  };
  const wheelchair: Record<string, string> = {
    english: 'Maya zoomed to the door in her wheelchair.', spanish: 'Maya fue hasta la puerta en su silla de ruedas.',
    russian: 'Майя поехала к двери в инвалидной коляске.', chinese: '玛雅坐着轮椅去门口。',
  };

  it('draws the glasses on Grandpa and the wheelchair on Maya, whoever else is on the page', () => {
    for (const language of ['english', 'spanish', 'russian', 'chinese'] as const) {
      const [, withGlasses, withChair] = book(language, ['', glasses[language]!, wheelchair[language]!]);
      const onGrandpa = drawnThings(svgOf(withGlasses!)).filter((d) => d.thing === 'glasses');
      expect(onGrandpa, language).toEqual([{ thing: 'glasses', drawnAs: 'aid/glasses', on: 'grandfather' }]);
      const chair = drawnThings(svgOf(withChair!, 2)).filter((d) => d.thing === 'wheelchair');
      expect(chair.map((d) => d.on), language).toEqual(['girl']);
      // Drawn inside the holder's own figure, so it moves and scales with it.
      const girl = drawnFigures(svgOf(withChair!, 2)).find((d) => d.thing === 'girl')!;
      expect(girl.inner).toContain('data-thing="wheelchair"');
    }
  });

  it('keeps a wheelchair with its holder on later pages and on the cover, and a cast only while the story names it', () => {
    const pictures = book('english', ['Maya and Grandpa go to the park.', 'Maya got a new wheelchair.', 'Maya has a cast on her arm.', 'The cast itched all day.', 'Maya and Grandpa played ball.']);
    const aidsOn = (p: PagePicture) => drawnThings(svgOf(p)).filter((d) => d.on === 'girl').map((d) => d.thing).sort();
    expect(pictures.map(aidsOn)).toEqual([['wheelchair'], ['wheelchair'], ['cast', 'wheelchair'], ['cast', 'wheelchair'], ['wheelchair']]);
  });

  it('draws an aid nobody is given beside the hero, on no one', () => {
    const [, picture] = book('english', ['', 'A pair of crutches leaned by the door.'], [MAYA]);
    expect(drawnThings(svgOf(picture!)).filter((d) => d.thing === 'crutches')).toEqual([{ thing: 'crutches', drawnAs: 'thing/crutches' }]);
  });
});

describe('a written book draws what each of its pages names', () => {
  it('every thing the writer puts in a page’s picture is in the picture’s record, and every aid on the figure it was given to', async () => {
    let named = 0;
    for (const [language, idea] of DEV_IDEAS) {
      const book = await writeDevBook(language, idea, 10);
      for (const p of book.pages) {
        const svg = renderPicture(input(p.picture, 'watercolor', p.index));
        const record = drawnThings(svg);
        for (const thing of p.picture.things ?? []) expect(record.map((d) => d.thing), `${language} page ${p.index}: ${p.text}`).toContain(thing);
        for (const f of p.picture.figures.filter((fig) => !fig.remembered)) {
          for (const aid of f.aids ?? []) expect(record, `${language} page ${p.index}`).toContainEqual({ thing: aid, drawnAs: `aid/${aid}`, on: f.thing });
        }
        named += (p.picture.things ?? []).length;
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('the prompt says the things and the aids too, never a lure', () => {
  it('says "Maya, a girl with a wheelchair" and the things beside her, and leaves a gift or sweets to the drawing', () => {
    const picture = { ...page('a park', [{ ...MAYA, aids: ['wheelchair'] }, GRANDPA]), things: ['rocket', 'gift', 'sweets', 'dates'] };
    const prompt = describePicture(picture);
    expect(prompt).toContain('Maya, a girl with a wheelchair; Walter, a grandfather');
    expect(prompt).toContain('Beside them: a rocket, dates.');
    expect(prompt).not.toMatch(/gift|sweets|picture/);
    expect(drawnThings(svgOf(picture)).map((d) => d.thing)).toEqual(expect.arrayContaining(['rocket', 'gift', 'sweets', 'dates', 'wheelchair']));
  });
});
