// readBrief: one describe per rule of the idea reader, then the whole book-quality corpus measured per language.
// The held-out ideas are scored only here, at a lower bar, and the reader is not tuned on them.
import { describe, expect, it } from 'vitest';
import { readBrief, LESSON_KEYS, PROBLEM_KEYS, QUESTION_KEYS, SETTING_KEYS, SITUATION_KEYS, WISH_KEYS, type IdeaBrief } from '../../lambdas/story-engine/brief';
import { THINGS } from '../../lambdas/story-engine/brief/things';
import { CORPUS } from '../book-quality/corpus';
import { formatScores, percent, scoreByLanguage } from './brief-measure';
import type { StoryLanguage } from '../../lambdas/ports/story-model';
import { readingTools } from '../support/reading-tools';

const read = (idea: string, language: StoryLanguage = 'english'): IdeaBrief => readBrief(idea, { language, tone: 'heartwarming', ageRange: '4-7' }, readingTools);
const cast = (brief: IdeaBrief) => brief.characters.map((c) => `${c.name ?? '-'}:${c.kind}:${c.thing}:${c.role}`);

describe('rule: named characters and what they are', () => {
  it('reads a name after "named" or "called", with the thing word before it', () => {
    expect(cast(read('A little robot named Bolt who is afraid of the dark'))[0]).toBe('Bolt:robot:robot:hero');
    expect(cast(read('a girl called Rosie who wants a pony'))[0]).toBe('Rosie:person-child:girl:hero');
  });
  it('reads a lowercase name when a naming word shows it', () => {
    expect(read('a dog called biscuit who loves the beach').characters[0]).toMatchObject({ name: 'Biscuit', kind: 'animal', thing: 'dog' });
  });
  it('reads a name after a relative or thing word: my daughter X, grandpa X, her cat X', () => {
    expect(cast(read('my daughter Lena is scared of the dark'))).toEqual(['Lena:person-child:girl:hero']);
    expect(cast(read('Grandma Rosa and her cat Pepper go to the moon'))).toEqual(['Rosa:person-elder:grandmother:hero', 'Pepper:animal:cat:companion']);
  });
  it('reads twins and names joined by "and"', () => {
    const names = read('twins Kit and Bea build a raft with grandpa Otto').characters.map((c) => [c.name, c.role]);
    expect(names).toEqual([['Kit', 'hero'], ['Bea', 'companion'], ['Otto', 'family']]);
  });
  it('reads "X the little tugboat" as a tugboat named X', () => {
    expect(read('Chuff the little train goes up a hill').characters[0]).toMatchObject({ name: 'Chuff', kind: 'vehicle', thing: 'train' });
  });
  it('gives "name him X" and "his name was X" to the main character', () => {
    expect(read('🐢 a race, name him Shelly').characters[0]).toMatchObject({ name: 'Shelly', thing: 'turtle' });
    expect(read('Our cat died. His name was Tiger').characters[0]).toMatchObject({ name: 'Tiger', thing: 'cat' });
  });
  it('cuts a kana name before an honorific after the verb or adjective before it', () => {
    expect(read('おばけがこわいたろうくん', 'japanese').characters[0]).toMatchObject({ name: 'たろう', kind: 'person-child' });
    expect(read('はいしゃさんにいくはなちゃん', 'japanese').characters[0]).toMatchObject({ name: 'はな', kind: 'person-child' });
    expect(read('ねたくないゆうたくん', 'japanese').characters[0]).toMatchObject({ name: 'ゆうた' });
  });
  it('reads the young of an animal as that animal, with the name after it', () => {
    expect(cast(read('はじめてじてんしゃにのる、くまのこのモモ', 'japanese'))).toEqual(['モモ:animal:bear:hero']);
    expect(cast(read('바다를 보고 싶은 아기 거북이 꼬북이', 'korean'))).toEqual(['꼬북이:animal:turtle:hero']);
  });
  it('reads 叫X的Y as a Y named X, and a doubled name before 的 as the owner', () => {
    expect(cast(read('一只叫豆豆的小狗', 'chinese'))).toEqual(['豆豆:animal:dog:hero']);
    expect(cast(read('一只叫乐乐的小猫想去看海', 'chinese'))).toEqual(['乐乐:animal:cat:hero']);
    const grief = read('朵朵的猫咪死了', 'chinese');
    expect(grief.situation).toBe('pet-died');
    expect(cast(grief)).toEqual(['朵朵:person-child:child:hero', '-:animal:cat:other']);
  });
  it('keeps a title with its name: Mr Buttons', () => {
    expect(read("my son's teddy bear Mr Buttons gets lost").characters[0]).toMatchObject({ name: 'Mr Buttons', kind: 'toy' });
  });
});

describe('rule: the hero comes first', () => {
  it('puts "make X the hero" first', () => {
    const brief = read('a story about a dragon and a knight, make Maya the hero, she loves volcanoes');
    expect(brief.characters[0]).toMatchObject({ name: 'Maya', role: 'hero', thing: 'girl' });
  });
  it('casts a relative who belongs to the hero as family', () => {
    expect(cast(read('A girl and her grandmother baking cookies'))).toEqual(['-:person-child:girl:hero', '-:person-elder:grandmother:family']);
  });
  it('makes the child the hero of a story with a grown-up relative, who is family', () => {
    expect(cast(read('Opa Heinz und sein Enkel Jonas bauen zusammen ein Vogelhaus', 'german'))).toEqual(['Jonas:person-child:boy:hero', 'Heinz:person-elder:grandfather:family']);
    expect(cast(read('Oma Erna und ihre Enkelin Lotte backen Kekse', 'german'))).toEqual(['Lotte:person-child:girl:hero', 'Erna:person-elder:grandmother:family']);
    expect(cast(read('Grandpa Joe and his granddaughter Mia build a treehouse'))).toEqual(['Mia:person-child:girl:hero', 'Joe:person-elder:grandfather:family']);
  });
  it('does not cast the listener ("my boy loves fire trucks") when someone else is the hero', () => {
    expect(cast(read('my boy loves them, a fire truck that saves a kitten'))).toEqual(['-:vehicle:fire truck:hero', '-:animal:cat:other']);
  });
});

describe('rule: words that are never names', () => {
  it('never takes a question word, a day, a place or a greeting for a name', () => {
    for (const idea of ['Why is the sky blue?', 'Hi! Could you write a story about Monday?', 'a girl who moved here from Poland', 'Thanks! A story about Mars please']) {
      expect(read(idea).characters.filter((c) => c.name)).toEqual([]);
    }
  });
  it('never takes "I\'d" or a sentence\'s first word for a name', () => {
    expect(read("Our dog died, I'd like a gentle story").characters.filter((c) => c.name)).toEqual([]);
    expect(read('Something gentle about a bear').characters.filter((c) => c.name)).toEqual([]);
  });
});

describe('rule: situations', () => {
  it.each([
    ['Our dog died last week, a story about remembering him', 'pet-died'],
    ['grandma died and my son keeps asking where she went', 'grandparent-died'],
    ['my son Leo is getting a baby sister', 'new-sibling'],
    ['we are moving to a new city', 'moving-home'],
    ['First day of school for Noah', 'first-day'],
    ['Sofia is going to the dentist and is scared', 'dentist'],
    ['a hippo who has to get a shot at the doctor', 'doctor'],
    ['potty training for a boy named Sam', 'potty'],
    ["baby Mia doesn't want to go to sleep", 'bedtime'],
    ['a bear cub who is scared of the dark', 'fear-dark'],
    ['monsters under the bed! help him be brave', 'fear-monsters'],
    ['afraid of the water at swimming lessons', 'fear-water'],
    ['two brothers who must learn to share', 'sharing'],
    ['a fox who broke a vase and tells the truth', 'telling-truth'],
    ['our son lives in two homes now', 'two-homes'],
    ['a boy in a wheelchair who plays basketball', 'wheelchair'],
    ['she gets glasses and worries', 'glasses'],
    ["he doesn't speak the language at school yet", 'new-language'],
    ['a lonely owl who wants to make a friend', 'making-friend'],
    ['how do plants grow?', 'question-plants'],
  ] as const)('%s → %s', (idea, situation) => {
    expect(read(idea).situation).toBe(situation);
  });
  it('leaves the situation out when there is none, even with situation words around', () => {
    expect(read("a small cloud that can't make rain").situation).toBeUndefined();
    expect(read('a rainy afternoon baking with granny').situation).toBeUndefined();
    expect(read('a tractor who is tired of the farm').situation).toBeUndefined();
  });
});

describe('rule: grief is about the one who died, told from the family', () => {
  it('casts a dead grandparent as family and the child as hero', () => {
    const brief = read('Oma Hilde ist gestorben und meine Tochter Emma vermisst sie sehr', 'german');
    expect(brief.situation).toBe('grandparent-died');
    expect(cast(brief)).toEqual(['Emma:person-child:girl:hero', 'Hilde:person-elder:grandmother:family']);
  });
  it('puts a named child before a pet that died', () => {
    const brief = read('Наша кошка Муся умерла. Расскажите сказку для дочки Сони', 'russian');
    expect(brief.situation).toBe('pet-died');
    expect(brief.characters.map((c) => c.name)).toEqual(['Соня', 'Муся']);
  });
});

describe('rule: wishes, problems and negation', () => {
  it('reads a negated wish as negated and the other wish as the wish', () => {
    const brief = read("a girl called Rosie who doesn't want to be a princess, she wants to be a knight");
    expect(brief.wishes).toEqual([{ key: 'become', thing: 'princess', negated: true }, { key: 'become', thing: 'knight', negated: false }]);
    expect(brief.wish).toEqual({ key: 'become', thing: 'knight', negated: false });
  });
  it('reads "doesnt want to" without an apostrophe', () => {
    expect(read('Ella doesnt want to go to sleep').wish).toEqual({ key: 'sleep', negated: true });
  });
  it('reads a refusal stated at the end (German)', () => {
    expect(read('Ein kleiner Bagger namens Bruno, der nicht in den Kindergarten will', 'german').wish).toEqual({ key: 'go-to', thing: 'school', negated: true });
  });
  it('reads the thing feared, household things included', () => {
    expect(read('my son Arlo is scared of the vacuum cleaner, help him feel brave').problem).toEqual({ key: 'afraid', thing: 'vacuum cleaner' });
    expect(read('a girl who is terrified of the hair dryer').problem).toEqual({ key: 'afraid', thing: 'hair dryer' });
    expect(read('Max is scared of the toilet flushing').problem).toEqual({ key: 'afraid', thing: 'toilet' });
  });
  it('reads what is wished for after the verb in every spaced language', () => {
    expect(read('Una jirafa llamada Greta que quiere ver la nieve', 'spanish').wish).toEqual({ key: 'see', thing: 'snow', negated: false });
    expect(read('Un pirata que quiere ser astronauta', 'spanish').wish).toEqual({ key: 'become', thing: 'astronaut', negated: false });
    expect(read('a fox who wants to build a treehouse').wish).toEqual({ key: 'build', thing: 'treehouse', negated: false });
  });
  it('reads a wish and a problem as keys', () => {
    const brief = read('a red tractor who is tired of the farm and wants to see the sea');
    expect(brief.wish).toEqual({ key: 'see', thing: 'sea', negated: false });
    expect(brief.problem).toEqual({ key: 'tired-of' });
    expect(brief.setting).toBe('farm');
  });
});

describe('rule: Japanese and Korean say the wish before the verb, and "not" after it', () => {
  it.each([
    ['うみをみたい', 'japanese', { key: 'see', thing: 'sea', negated: false }],
    ['くまのこはうみにいきたい', 'japanese', { key: 'see', thing: 'sea', negated: false }],
    ['おひめさまになりたいおんなのこ', 'japanese', { key: 'become', thing: 'princess', negated: false }],
    ['学校に行きたくない', 'japanese', { key: 'go-to', thing: 'school', negated: true }],
    ['바다를 보고 싶은 아기 거북이 꼬북이', 'korean', { key: 'see', thing: 'sea', negated: false }],
    ['바다를 보고 싶어요', 'korean', { key: 'see', thing: 'sea', negated: false }],
    ['유치원에 가고 싶지 않아요', 'korean', { key: 'go-to', thing: 'school', negated: true }],
  ] as const)('%s', (idea, language, wish) => {
    expect(read(idea, language).wishes).toEqual([wish]);
  });
  it('does not take a word that only sounds like the wish verb (たいよう, the sun)', () => {
    expect(read('たいようとくものおはなし', 'japanese').wishes).toEqual([]);
  });
});

describe('rule: a deed done for the first time, or stated outright, is the wish', () => {
  it.each([
    ['はじめてじてんしゃにのる、くまのこのモモ', 'japanese', { key: 'play', thing: 'bicycle', negated: false }],
    ['a boy who rides a bike for the first time', 'english', { key: 'play', thing: 'bicycle', negated: false }],
    ['Mi nieto Leo quiere montar en bici por primera vez', 'spanish', { key: 'play', thing: 'bicycle', negated: false }],
    ['Opa Heinz und sein Enkel Jonas bauen zusammen ein Vogelhaus', 'german', { key: 'build', thing: 'birdhouse', negated: false }],
    ['two cousins build a sandcastle at the beach', 'english', { key: 'build', thing: 'sandcastle', negated: false }],
  ] as const)('%s', (idea, language, wish) => {
    expect(read(idea, language).wish).toEqual(wish);
  });
  it('keeps a stated wish before a deed', () => {
    expect(read('a bear who builds a boat and wants to see the sea').wish).toEqual({ key: 'see', thing: 'sea', negated: false });
  });
});

describe('rule: questions to explain', () => {
  it.each([
    ['Why is the sky blue?', 'english', 'sky-blue', 'question-sky'],
    ['where does rain come from? for my 6 year old', 'english', 'rain', 'question-rain'],
    ['为什么天空是蓝色的？', 'chinese', 'sky-blue', 'question-sky'],
    ['¿Por qué el cielo es azul?', 'spanish', 'sky-blue', 'question-sky'],
  ] as const)('%s', (idea, language, question, situation) => {
    const brief = read(idea, language);
    expect(brief).toMatchObject({ question, situation });
    expect(brief.characters).toEqual([]);
  });
});

describe('rule: emoji, typos and missing punctuation', () => {
  it('reads past emoji and takes a character from them when words give none', () => {
    expect(read('🦖 birthday party 🎂🎉').characters[0]).toMatchObject({ kind: 'creature', thing: 'dinosaur' });
    expect(cast(read('fire truck!!! 🚒🚒 one that saves a kitten'))[0]).toBe('-:vehicle:fire truck:hero');
  });
  it('reads a misspelt animal and a misspelt word', () => {
    expect(read('a dragom who cant breath fire').characters[0]).toMatchObject({ kind: 'creature', thing: 'dragon' });
    expect(read('a dragom who cant breath fire').problem).toEqual({ key: 'cannot', thing: 'breathe fire' });
    expect(read('litle girl Ivy meets her grandma for the frist time').characters[0]).toMatchObject({ name: 'Ivy', thing: 'girl' });
  });
  it('does not take a real word for a typo ("sleep" is no sheep)', () => {
    expect(read("baby Mia doesn't want to sleep").characters.map((c) => c.thing)).toEqual(['baby']);
  });
});

describe('rule: every script', () => {
  it.each([
    ['Mi hija Lucía tiene miedo de ir al dentista', 'spanish', 'Lucía', 'person-child'],
    ['un cuento de un tractor rojo llamado Paco', 'spanish', 'Paco', 'vehicle'],
    ["Une histoire pour Chloé qui va avoir un petit frère", 'french', 'Chloé', 'person-child'],
    ['Ein kleiner Bagger namens Bruno', 'german', 'Bruno', 'vehicle'],
    ['Giulia e il nonno Pietro vanno al lago', 'italian', 'Giulia', 'person-child'],
    ['Uma nuvem pequenina chamada Nina', 'portuguese', 'Nina', 'nature'],
    ['Сказка про мальчика Мишу, который боится темноты', 'russian', 'Миша', 'person-child'],
    ['ゆいちゃん（3さい）がはじめてほいくえんにいくおはなし', 'japanese', 'ゆい', 'person-child'],
    ['赤ちゃんが生まれて、お兄ちゃんになるそうたくんのお話', 'japanese', 'そうた', 'person-child'],
    ['给我女儿朵朵讲一个关于分享玩具的故事', 'chinese', '朵朵', 'person-child'],
    ['지우가 안경을 쓰게 되었는데 친구들이 놀릴까 봐 걱정해요', 'korean', '지우', 'person-child'],
    ['할머니 집에 놀러 간 아기 고양이 나비', 'korean', '나비', 'animal'],
  ] as const)('%s', (idea, language, name, kind) => {
    const brief = read(idea, language);
    expect(brief.ideaLanguage).toBe(language);
    expect(brief.characters[0]).toMatchObject({ name, kind });
    expect(brief.characters.filter((c) => c.name && c.name !== name).map((c) => c.name)).toEqual(
      language === 'italian' ? ['Pietro'] : [],
    );
  });
  it('reads an idea in another language than the book', () => {
    expect(readBrief('Valentina usa silla de ruedas', { language: 'english', tone: 'heartwarming', ageRange: '4-7' }, readingTools)).toMatchObject({ ideaLanguage: 'spanish', situation: 'wheelchair' });
  });

  it('reads a short English idea as English whatever the book’s language, and the same way', () => {
    const idea = "there are monsters under Jack's bed!!! 👹👹 help him be brave";
    const english = readBrief(idea, { language: 'english', tone: 'heartwarming', ageRange: '4-7' }, readingTools);
    expect(english).toMatchObject({ ideaLanguage: 'english', situation: 'fear-monsters' });
    for (const language of ['spanish', 'german', 'russian', 'japanese', 'chinese', 'korean'] as const) {
      expect(readBrief(idea, { language, tone: 'heartwarming', ageRange: '4-7' }, readingTools), language).toEqual(english);
    }
  });
});

describe('rule: nothing raw leaves the reader', () => {
  it('fills every field but names from closed lists', () => {
    for (const entry of CORPUS) {
      const brief = readBrief(entry.idea, entry.run, readingTools);
      for (const c of brief.characters) {
        expect(THINGS[c.thing], `${entry.id}: ${c.thing}`).toBeDefined();
        expect(['hero', 'companion', 'family', 'other']).toContain(c.role);
      }
      if (brief.situation) expect(SITUATION_KEYS).toContain(brief.situation);
      for (const wish of brief.wishes) expect(WISH_KEYS).toContain(wish.key);
      if (brief.problem) expect(PROBLEM_KEYS).toContain(brief.problem.key);
      if (brief.setting) expect(SETTING_KEYS).toContain(brief.setting);
      if (brief.lesson) expect(LESSON_KEYS).toContain(brief.lesson);
      if (brief.question) expect(QUESTION_KEYS).toContain(brief.question);
    }
  });
  it('gives the same brief for the same idea, and copes with empty and very long ideas', () => {
    const idea = 'my twins Lily and Rose fight over toys';
    expect(read(idea)).toEqual(read(idea));
    expect(read('').characters).toEqual([]);
    expect(() => read('a cat '.repeat(5000))).not.toThrow();
  });
});

describe('the book-quality corpus, per language', () => {
  const reader = (entry: (typeof CORPUS)[number]) => readBrief(entry.idea, entry.run, readingTools);
  it('finds ≥ 95% of names, ≥ 90% of kinds, every situation and no invented name on the tuned ideas', () => {
    const scores = scoreByLanguage(CORPUS.filter((e) => !e.heldOut), reader);
    const all = scores.get('all')!;
    console.log(`readBrief on the ${CORPUS.filter((e) => !e.heldOut).length} tuned ideas:\n${formatScores(scores)}\n${all.misses.join('\n')}`);
    for (const [language, s] of scores) {
      expect(percent(s.names), `${language} names`).toBeGreaterThanOrEqual(95);
      expect(percent(s.kinds), `${language} kinds`).toBeGreaterThanOrEqual(90);
      expect(percent(s.situations), `${language} situations`).toBe(100);
      expect(s.invented, `${language} invented names`).toEqual([]);
    }
  });
  // The held-out bar is lower on purpose: 80% names, 75% kinds, 75% situations, and still no invented name.
  it('reaches the lower bar on the held-out ideas it was not tuned on', () => {
    const scores = scoreByLanguage(CORPUS.filter((e) => e.heldOut), reader);
    const all = scores.get('all')!;
    console.log(`readBrief on the ${CORPUS.filter((e) => e.heldOut).length} held-out ideas:\n${formatScores(scores)}\n${all.misses.join('\n')}`);
    expect(percent(all.names)).toBeGreaterThanOrEqual(80);
    expect(percent(all.kinds)).toBeGreaterThanOrEqual(75);
    expect(percent(all.situations)).toBeGreaterThanOrEqual(75);
    expect(all.invented).toEqual([]);
  });
});

describe('rule: when it happens', () => {
  it.each([
    ['A girl and her grandmother baking cookies on a rainy afternoon', { weather: 'rain', time: 'afternoon' }],
    ['Маша гуляет под дождём ночью', { weather: 'rain', time: 'night' }],
    ['une nuit de neige pour un petit renard', { weather: 'snow', time: 'night' }],
    ['雨の日のかえる', { weather: 'rain' }],
    ['下雪的晚上', { weather: 'snow', time: 'night' }],
    ['비 오는 날 토끼', { weather: 'rain' }],
  ] as const)('%s', (idea, when) => {
    expect(read(idea, 'english').when).toEqual(when);
  });

  it('never from a word that only contains one ("rainbow", "brainy")', () => {
    expect(read('a rainbow for brainy Bob the robot', 'english').when).toBeUndefined();
  });
});

