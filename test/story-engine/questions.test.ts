// A child's question gets a book about that very question: the explainers answer the questions children ask most, in
// every language and age, recognised however a parent types them; a question no key answers gets an honest
// find-out-together book about it, never a different adventure.
import { beforeAll, describe, expect, it } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import type { AgeRange, StoryLanguage } from '../../lambdas/ports/story-model';
import { readBrief } from '../../lambdas/story-engine/brief';
import type { QuestionKey } from '../../lambdas/story-engine/brief/types';
import { describePicture } from '../../lambdas/story-engine/picture';
import { loadPack, writeBookWith, type AnyPack, type WrittenBook } from '../../lambdas/story-engine/writer';
import { checkBook } from '../book-quality/checker';
import { SCRIPT_OF, fold, hasKeyword, splitSentences } from '../book-quality/text-units';
import { STOCK_WISHES } from './held-out-ideas/checker';

const LANGUAGES: StoryLanguage[] = ['english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'russian', 'japanese', 'chinese', 'korean'];
const AGES: AgeRange[] = ['0-3', '4-7', '8-12'];

/** The explainer each key is told as. */
const SHAPE_OF: Record<QuestionKey, string> = {
  'sky-blue': 'question-sky', rain: 'question-rain', 'plants-grow': 'question-plants', rainbow: 'question-rainbow',
  stars: 'question-stars', night: 'question-night', thunder: 'question-thunder', snow: 'question-snow',
  seasons: 'question-seasons', 'moon-phases': 'question-moon', sunset: 'question-sunset', 'dark-early': 'question-dark-early',
  'autumn-leaves': 'question-leaves', 'salty-sea': 'question-salty-sea', volcano: 'question-volcano', babies: 'question-babies',
  sleep: 'question-sleep', 'lose-teeth': 'question-teeth',
};

/** Questions as parents type them: typos, no accents, no question mark, "my son asks", in each language. */
const TYPED: Record<StoryLanguage, ReadonlyArray<readonly [string, QuestionKey]>> = {
  english: [
    ['my son asks why the moon changes shape', 'moon-phases'], ['wy does the moon change shape??', 'moon-phases'],
    ['Why is the moon sometimes a banana and sometimes round?', 'moon-phases'], ['where does the sun go at night', 'night'],
    ['why do leafs fall off trees in autumn', 'autumn-leaves'], ['what is snow made of? for my 4 year old', 'snow'],
    ['Why is the sea salty?', 'salty-sea'], ['why is the sky orange at sunset', 'sunset'],
    ['my daughter wants to know why it gets dark so early in winter', 'dark-early'], ['why do stars twinkle', 'stars'],
    ['how do volcanos work', 'volcano'], ['Where do babies come from? (age appropriate please)', 'babies'],
    ['why do we need to sleep', 'sleep'], ['why do kids lose their teeth', 'lose-teeth'], ['a book explaining how volcanoes erupt', 'volcano'],
  ],
  spanish: [
    ['¿Por qué la luna cambia de forma?', 'moon-phases'], ['mi hijo pregunta porque la luna cambia de forma', 'moon-phases'],
    ['a donde va el sol por la noche', 'night'], ['por que se caen las hojas en otoño', 'autumn-leaves'],
    ['¿Por qué el mar es salado?', 'salty-sea'], ['¿Cómo funcionan los volcanes?', 'volcano'],
    ['¿De dónde vienen los bebés?', 'babies'], ['por que se caen los dientes de leche', 'lose-teeth'],
    ['¿Por qué oscurece tan pronto en invierno?', 'dark-early'], ['¿por qué tenemos que dormir?', 'sleep'],
  ],
  french: [
    ['Pourquoi la lune change de forme ?', 'moon-phases'], ['ma fille demande pourquoi la lune change de forme', 'moon-phases'],
    ['ou va le soleil la nuit', 'night'], ['Pourquoi les feuilles tombent en automne ?', 'autumn-leaves'],
    ['pourquoi la mer est salee', 'salty-sea'], ["D'où viennent les bébés ?", 'babies'],
    ['Comment marche un volcan ?', 'volcano'], ['pourquoi on perd ses dents de lait', 'lose-teeth'],
  ],
  german: [
    ['Warum ändert der Mond seine Form?', 'moon-phases'], ['mein sohn fragt warum der mond mal rund und mal eine sichel ist', 'moon-phases'],
    ['Warum ist es im Winter so früh dunkel?', 'dark-early'], ['wo geht die sonne nachts hin', 'night'],
    ['Warum ist das Meer salzig?', 'salty-sea'], ['Wie funktioniert ein Vulkan?', 'volcano'],
    ['Warum fallen die Blätter im Herbst?', 'autumn-leaves'], ['Wo kommen die Babys her?', 'babies'],
  ],
  italian: [
    ['Perché la luna cambia forma?', 'moon-phases'], ['perche la luna cambia forma', 'moon-phases'],
    ['Perché il mare è salato?', 'salty-sea'], ['Come funziona un vulcano?', 'volcano'],
    ['perché cadono i denti da latte', 'lose-teeth'], ['Da dove vengono i bambini?', 'babies'],
  ],
  portuguese: [
    ['Por que a lua muda de forma?', 'moon-phases'], ['meu filho pergunta por que a lua muda de forma', 'moon-phases'],
    ['por que o mar é salgado', 'salty-sea'], ['Por que as folhas caem no outono?', 'autumn-leaves'],
    ['De onde vêm os bebês?', 'babies'], ['Como funciona um vulcão?', 'volcano'],
  ],
  russian: [
    ['Почему луна меняет форму?', 'moon-phases'], ['сын спрашивает почему луна меняет форму', 'moon-phases'],
    ['Куда уходит солнце ночью?', 'night'], ['Почему море солёное?', 'salty-sea'], ['почему море соленое', 'salty-sea'],
    ['Откуда берутся дети?', 'babies'], ['Почему осенью листья желтеют и падают?', 'autumn-leaves'], ['Как работает вулкан?', 'volcano'],
  ],
  japanese: [
    ['なぜ月の形はかわるの？', 'moon-phases'], ['どうしておつきさまはかたちがかわるの', 'moon-phases'],
    ['どうしてうみはしょっぱいの？', 'salty-sea'], ['あかちゃんはどこからくるの？', 'babies'],
    ['なんで歯がぬけるの', 'lose-teeth'], ['かざんはどうやってふんかするの？', 'volcano'],
  ],
  chinese: [
    ['为什么月亮会变形状？', 'moon-phases'], ['儿子问：为什么月亮有时候圆有时候弯？', 'moon-phases'],
    ['为什么海水是咸的？', 'salty-sea'], ['小宝宝是从哪里来的？', 'babies'], ['为什么秋天树叶会变黄掉下来', 'autumn-leaves'],
    ['火山是怎么喷发的？', 'volcano'],
  ],
  korean: [
    ['달은 왜 모양이 바뀌어요?', 'moon-phases'], ['아들이 달 모양이 왜 바뀌는지 물어봐요', 'moon-phases'],
    ['바다는 왜 짜요?', 'salty-sea'], ['아기는 어디서 와요?', 'babies'], ['화산은 어떻게 폭발해요? 용암이 궁금해요', 'volcano'],
  ],
};

/** Ideas with a question word that ask nothing to explain: a story is wanted, not an answer. */
const NOT_QUESTIONS: readonly string[] = [
  'When night falls, the owl wakes up and looks for food', 'a story about how a little fox learns to share',
  'what if a cat could fly?', 'How can I help my son who is scared of the dark?', 'Can you write a story about a dragon who loves the moon?',
];

/** What a moon book must say in each language: the Moon, the Sun, that it is lit, and (past 0–3) its shapes. */
const MOON_WORDS: Record<StoryLanguage, readonly string[]> = {
  english: ['moon', 'sun', 'light|lit|shine'], spanish: ['luna', 'sol', 'luz|ilumina|brilla'],
  french: ['lune', 'soleil', 'lumière|éclaire|brille'], german: ['mond', 'sonne', 'licht|leuchtet|beleuchtet'],
  italian: ['luna', 'sole', 'luce|illumina|brilla'], portuguese: ['lua', 'sol', 'luz|ilumina|brilha'],
  russian: ['лун', 'солнц', 'свет|освещ'], japanese: ['おつきさま', 'おひさま', 'てら|ひか'],
  chinese: ['月亮', '太阳', '照亮|光|亮'], korean: ['달', '해', '비추|빛'],
};
const MOON_SHAPES: Record<StoryLanguage, string> = {
  english: 'half|phase|crescent|full', spanish: 'mitad|fase|llena|creciente', french: 'moitié|phase|pleine|croissant',
  german: 'hälfte|phase|vollmond|sichel|halbmond', italian: 'metà|fase|piena|falce', portuguese: 'metade|fase|cheia|crescente',
  russian: 'половин|фаз|полн|серп', japanese: 'はんぶん|まんげつ|みかづき|みちかけ', chinese: '一半|满月|月牙|月相', korean: '절반|보름달|초승달|위상',
};

/** A question no key answers, asked outright in each language. */
const UNKNOWN: Record<StoryLanguage, string> = {
  english: 'Why do cats purr?', spanish: '¿Por qué ronronean los gatos?', french: 'Pourquoi les chats ronronnent ?',
  german: 'Warum schnurren Katzen?', italian: 'Perché i gatti fanno le fusa?', portuguese: 'Por que os gatos ronronam?',
  russian: 'Почему кошки мурлычут?', japanese: 'なんでねこはゴロゴロいうの？', chinese: '为什么猫会打呼噜？', korean: '고양이는 왜 가르랑거려요?',
};
/** How each language says the honest next steps: asking an expert, the library. */
const FIND_MORE: Record<StoryLanguage, readonly string[]> = {
  english: ['library|librarian|expert|scientist'], spanish: ['biblioteca|experto|científic'], french: ['bibliothèque|spécialiste|savant'],
  german: ['bücherei|expertin|fachmann|forscher'], italian: ['biblioteca|esperto|scienziat'], portuguese: ['biblioteca|especialista|cientista'],
  russian: ['библиотек|специалист|учён'], japanese: ['としょかん|かがくしゃ|くわしい人'], chinese: ['图书馆|专家|科学家'], korean: ['도서관|전문가|과학자'],
};

const packs = new Map<StoryLanguage, AnyPack>();
beforeAll(async () => {
  for (const language of LANGUAGES) packs.set(language, await loadPack(language));
});

function write(idea: string, language: StoryLanguage, ageRange: AgeRange, pageCount: number, seed = idea): WrittenBook {
  const brief = readBrief(idea, { language, tone: 'educational', ageRange });
  return writeBookWith(packs.get(language)!, brief, { language, tone: 'educational', ageRange, pageCount, seed });
}

const textOf = (book: WrittenBook) => [book.title, book.summary, ...book.pages.map((p) => p.text)].join('\n');

/** Broken sentences and pages of the wrong length, as the book-quality checker finds them. */
function quality(idea: string, language: StoryLanguage, ageRange: AgeRange, book: WrittenBook) {
  const brief = readBrief(idea, { language, tone: 'educational', ageRange });
  return checkBook({
    entryId: idea, language, tone: 'educational', ageRange, title: book.title, summary: book.summary,
    pages: book.pages.slice(1).map((p) => ({ text: p.text })), characters: book.cast.map((m) => ({ name: m.label, kind: m.thing })),
  }, { id: idea, idea, ideaLanguage: brief.ideaLanguage, characters: [], run: { tone: 'educational', ageRange, language, pageCount: book.pages.length } });
}

const says = (book: WrittenBook, language: StoryLanguage, group: string) =>
  group.split('|').some((word) => hasKeyword(fold(textOf(book)), word, SCRIPT_OF[language]));

describe('recognised as parents type it', () => {
  it.each(LANGUAGES.flatMap((language) => TYPED[language].map(([idea, key]) => [language, idea, key] as const)))('%s: %s', (language, idea, key) => {
    const brief = readBrief(idea, { language, tone: 'educational', ageRange: '4-7' });
    expect(brief.question).toBe(key);
    expect(write(idea, language, '4-7', 8).shape).toBe(SHAPE_OF[key]);
  });

  it.each(NOT_QUESTIONS)('asks nothing to explain: %s', (idea) => {
    const brief = readBrief(idea, { language: 'english', tone: 'educational', ageRange: '4-7' });
    expect(brief.question).toBeUndefined();
    expect(brief.asked).toBeUndefined();
  });
});

describe('a moon-phase question gets the phases explained, in every language and age', () => {
  it.each(LANGUAGES)('%s', (language) => {
    const idea = TYPED[language].find(([, key]) => key === 'moon-phases')![0];
    for (const ageRange of AGES) {
      const book = write(idea, language, ageRange, 8);
      expect(book.shape, ageRange).toBe('question-moon');
      for (const group of MOON_WORDS[language]) expect(says(book, language, group), `${ageRange}: ${group}`).toBe(true);
      if (ageRange !== '0-3') expect(says(book, language, MOON_SHAPES[language]), `${ageRange}: the shapes`).toBe(true);
      // Never the old wish arc ("flies to the Moon"): no stock wish, no journey to reach it.
      expect(STOCK_WISHES[language].filter((wish) => wish.test(fold(textOf(book))))).toEqual([]);
    }
  });
});

describe('every question gets its own explainer, whole and unbroken, in every language and age', () => {
  it.each(LANGUAGES)('%s', (language) => {
    const problems: string[] = [];
    for (const [idea, key] of TYPED[language]) {
      for (const ageRange of AGES) {
        for (const pageCount of [5, 12]) {
          const book = write(idea, language, ageRange, pageCount, `${idea}-${ageRange}-${pageCount}`);
          if (book.shape !== SHAPE_OF[key]) problems.push(`${idea} ${ageRange}: told as ${book.shape}`);
          const report = quality(idea, language, ageRange, book);
          problems.push(...report.brokenSentences.map((s) => `${idea} ${ageRange} ${pageCount}: broken | ${s}`));
          if (report.pages.atAgeLength < report.pages.total * 0.85) problems.push(`${idea} ${ageRange} ${pageCount}: pages ${report.pages.atAgeLength}/${report.pages.total}`);
          const sentences = book.pages.slice(1).flatMap((p) => splitSentences(p.text)).filter((s) => !/^[—–-]/.test(s));
          problems.push(...sentences.filter((s, i) => sentences.indexOf(s) !== i).map((s) => `${idea} ${ageRange}: twice | ${s}`));
          if (/\$\{|undefined|NaN/.test(textOf(book))) problems.push(`${idea}: a template slot left`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('passes the content policy, idea and book, where babies come from included', () => {
    const policy = new RulesContentPolicy();
    const refused: string[] = [];
    for (const language of LANGUAGES) {
      for (const idea of [...TYPED[language].map(([typed]) => typed), UNKNOWN[language]]) {
        if (!policy.review(idea).allowed) refused.push(`${language} idea: ${idea}`);
        for (const ageRange of AGES) {
          const book = write(idea, language, ageRange, 12);
          for (const text of [book.title, book.summary, ...book.pages.flatMap((p) => [p.text, describePicture(p.picture)])]) {
            const verdict = policy.review(text);
            if (!verdict.allowed) refused.push(`${language} ${ageRange} ${verdict.matched} | ${text.slice(0, 80)}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('writes every explainer in every language without a line missing', () => {
    for (const language of LANGUAGES) {
      for (const shape of new Set(Object.values(SHAPE_OF))) {
        const pack = packs.get(language)!;
        expect(pack.titles[shape], `${language} ${shape} title`).toBeDefined();
        expect(pack.summaries[shape], `${language} ${shape} summary`).toBeDefined();
      }
    }
  });
});

describe('an unknown question gets a find-out-together book about that question', () => {
  it.each(LANGUAGES)('%s', (language) => {
    const idea = UNKNOWN[language];
    const brief = readBrief(idea, { language, tone: 'educational', ageRange: '4-7' });
    expect(brief.question).toBeUndefined();
    expect(brief.asked?.words).toBeTruthy();
    for (const ageRange of AGES) {
      const book = write(idea, language, ageRange, 9);
      expect(book.shape).toBe('question-find-out');
      // The very question, in the idea's own words, and no cat or any other thing made the hero of an adventure.
      expect(textOf(book)).toContain(brief.asked!.words.slice(1));
      expect(book.hero.thing).not.toBe('cat');
      if (ageRange !== '0-3') for (const group of FIND_MORE[language]) expect(says(book, language, group), `${ageRange}: ${group}`).toBe(true);
      expect(STOCK_WISHES[language].filter((wish) => wish.test(fold(textOf(book))))).toEqual([]);
      expect(quality(idea, language, ageRange, book).brokenSentences).toEqual([]);
    }
  });

  it('restates a question asked in another language gently, without quoting words the book does not speak', () => {
    const book = write('Why do cats purr?', 'german', '4-7', 8);
    expect(book.shape).toBe('question-find-out');
    expect(textOf(book)).not.toContain('purr');
  });

  it('tells a reported question as the child wondering it: "wondered why cats purr"', () => {
    const book = write('my son keeps asking me why cats purr', 'english', '4-7', 9, 'reported');
    expect(book.shape).toBe('question-find-out');
    expect(textOf(book)).toMatch(/why cats purr/);
    expect(textOf(book)).not.toMatch(/“Why cats purr\?”/);
  });

  it('quotes no question too long to be a child’s, and still finds out about it', () => {
    const idea = 'Why do some of the cats on our street purr so loudly when the neighbours feed them in the morning?';
    const book = write(idea, 'english', '8-12', 9);
    expect(book.shape).toBe('question-find-out');
    expect(textOf(book)).not.toContain('neighbours feed them');
  });

  it('leaves a question that opens a story to the story: "Where is Teddy? He got lost in the park"', () => {
    expect(write('Where is Teddy? Teddy the bear got lost in the park', 'english', '4-7', 8).shape).not.toBe('question-find-out');
  });

  it('leaves a story that only mentions a question word alone: no find-out book for "what if a cat could fly?"', () => {
    expect(write('what if a cat could fly?', 'english', '4-7', 8).shape).not.toBe('question-find-out');
  });
});
