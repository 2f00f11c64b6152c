// Story ideas typed the way parents, teachers and children type them, each annotated with what a correct book must
// keep. About a quarter are held out: a generator must not be tuned on them.
import type { AgeRange, StoryLanguage, StoryTone } from '../../lambdas/ports/story-model';
import type { CharacterKind, CorpusCharacter, CorpusEntry, CorpusRun } from './corpus-types';
import { NAME_SPELLINGS } from './name-spellings';

interface Extra {
  role?: 'hero' | 'side';
  alsoCalled?: readonly string[];
}

function named(name: string, kind: CharacterKind, thing: string, extra: Extra = {}): CorpusCharacter {
  const spellings = NAME_SPELLINGS[name];
  if (!spellings) throw new Error(`name-spellings.ts has no row for ${name}`);
  return { name, spellings, kind, thing, role: extra.role ?? 'hero', ...(extra.alsoCalled ? { alsoCalled: extra.alsoCalled } : {}) };
}

function unnamed(kind: CharacterKind, thing: string, extra: Extra = {}): CorpusCharacter {
  return { kind, thing, role: extra.role ?? 'hero', ...(extra.alsoCalled ? { alsoCalled: extra.alsoCalled } : {}) };
}

const run = (tone: StoryTone, ageRange: AgeRange, language: StoryLanguage, pageCount: number): CorpusRun =>
  ({ tone, ageRange, language, pageCount });

const en = (id: string, idea: string, characters: CorpusCharacter[], r: CorpusRun, more: Partial<CorpusEntry> = {}): CorpusEntry =>
  ({ id, idea, ideaLanguage: 'english', characters, run: r, ...more });

const child = 'person-child';
const elder = 'person-elder';

export const CORPUS: readonly CorpusEntry[] = [
  en('maya-hero', 'make Maya the hero, she loves dinosaurs and volcanoes',
    [named('Maya', child, 'girl')], run('adventurous', '4-7', 'english', 8)),
  en('lena-dark', "my daughter Lena is scared of the dark, can you make a story where she learns the dark isn't scary",
    [named('Lena', child, 'girl')], run('heartwarming', '4-7', 'english', 8), { situation: 'fear-dark' }),
  en('twins-treehouse', 'twins Tom and Tim build a treehouse with grandpa Walter',
    [named('Tom', child, 'boy'), named('Tim', child, 'boy'), named('Walter', elder, 'grandfather', { role: 'side' })],
    run('adventurous', '8-12', 'english', 6), { heldOut: true }),
  en('red-tractor', 'a red tractor who is tired of the farm and wants to see the sea',
    [unnamed('vehicle', 'tractor')], run('playful_funny', '0-3', 'english', 6)),
  en('tugboat', 'Tuggy the little tugboat helps a big ship into the harbour in a storm',
    [named('Tuggy', 'vehicle', 'tugboat', { alsoCalled: ['tug', 'tug boat'] })], run('adventurous', '4-7', 'english', 8)),
  en('small-cloud', "a small cloud that can't make rain and feels useless",
    [unnamed('nature', 'cloud')], run('fantasy_magic', '0-3', 'english', 6), { heldOut: true }),
  en('teddy-lost', "story about my son's teddy bear Mr Buttons who gets lost at the supermarket",
    [named('Mr Buttons', 'toy', 'teddy bear', { alsoCalled: ['teddy', 'stuffed bear', 'toy bear'] })],
    run('heartwarming', '0-3', 'english', 6)),
  en('bolt-dark', 'A little robot named Bolt who is afraid of the dark learns that the stars are friends',
    [named('Bolt', 'robot', 'robot')], run('sci_fi', '4-7', 'english', 6), { situation: 'fear-dark' }),
  en('rosie-knight', "a girl called Rosie who doesn't want to be a princess, she wants to be a knight",
    [named('Rosie', child, 'girl')], run('fantasy_magic', '4-7', 'english', 6), {
      mustNotSay: {
        english: ['wants to be a princess', 'wanted to be a princess', 'dreams of being a princess', 'dreamed of being a princess', 'wished to be a princess'],
      },
    }),
  en('sky-blue', 'Why is the sky blue?', [], run('educational', '4-7', 'english', 6), { situation: 'question-sky' }),
  en('rain-where', 'where does rain come from? for my 6 year old', [], run('educational', '4-7', 'english', 8),
    { situation: 'question-rain', heldOut: true }),
  en('leo-baby-sister', 'my son Leo (4) is getting a baby sister next month, a story to get him ready',
    [named('Leo', child, 'boy'), unnamed('baby', 'baby', { role: 'side' })], run('daily_life_basics', '4-7', 'english', 8),
    { situation: 'new-sibling' }),
  en('ava-moving', 'we are moving to a new city and Ava is sad to leave her friends and her room',
    [named('Ava', child, 'girl')], run('heartwarming', '4-7', 'english', 8), { situation: 'moving-home' }),
  en('noah-school', 'First day of school for Noah, he is nervous',
    [named('Noah', child, 'boy')], run('daily_life_basics', '4-7', 'english', 6), { situation: 'first-day', heldOut: true }),
  en('bunny-nursery', 'starting nursery tomorrow!! a bunny who goes to nursery for the first time and misses mummy',
    [unnamed('animal', 'rabbit', { alsoCalled: ['bunny'] })], run('animal', '0-3', 'english', 6), { situation: 'first-day' }),
  en('biscuit-died', "Our dog died last week, I'd like a gentle story about how the family remembers him. His name was Biscuit",
    [named('Biscuit', 'animal', 'dog', { alsoCalled: ['puppy'] })], run('heartwarming', '4-7', 'english', 6), { situation: 'pet-died' }),
  en('grandpa-died', 'grandpa died in the spring and my kids (6 and 8) keep asking where he went. a story to help them',
    [unnamed(child, 'child', { alsoCalled: ['girl', 'boy'] }), unnamed(elder, 'grandfather', { role: 'side' })],
    run('heartwarming', '8-12', 'english', 6), { situation: 'grandparent-died' }),
  en('sofia-dentist', 'Sofia is going to the dentist for the first time and is scared',
    [named('Sofia', child, 'girl')], run('daily_life_basics', '4-7', 'english', 6), { situation: 'dentist' }),
  en('elephant-doctor', 'a little elephant who has to get a shot at the doctor',
    [unnamed('animal', 'elephant')], run('animal', '4-7', 'english', 6), { situation: 'doctor' }),
  en('sam-potty', 'potty training story for a 2 yo boy named Sam',
    [named('Sam', child, 'boy')], run('daily_life_basics', '0-3', 'english', 6), { situation: 'potty' }),
  en('mia-bedtime', "bedtime story, baby Mia doesn't want to go to sleep",
    [named('Mia', 'baby', 'baby', { alsoCalled: ['toddler'] })], run('daily_life_basics', '0-3', 'english', 6),
    { situation: 'bedtime', mustNotSay: { english: ['Mia wants to go to sleep', 'Mia wanted to go to sleep'] } }),
  en('jack-monsters', "there are monsters under Jack's bed!!! 👹👹 help him be brave",
    [named('Jack', child, 'boy')], run('fantasy_magic', '4-7', 'english', 6), { situation: 'fear-monsters', heldOut: true }),
  en('ella-water', 'Ella is afraid of the water and doesnt want to go to swimming lessons',
    [named('Ella', child, 'girl')], run('daily_life_basics', '4-7', 'english', 8), { situation: 'fear-water' }),
  en('lily-rose-sharing', 'my twins Lily and Rose fight over toys all the time. story about sharing and taking turns pls',
    [named('Lily', child, 'girl'), named('Rose', child, 'girl')], run('heartwarming', '4-7', 'english', 8), { situation: 'sharing' }),
  en('fox-vase', "a fox who broke his mom's vase and has to tell the truth",
    [unnamed('animal', 'fox')], run('animal', '4-7', 'english', 6), { situation: 'telling-truth' }),
  en('max-two-homes', 'Our son Max (5) now lives in two homes since his dad and I separated. Something gentle about having two homes and being loved in both.',
    [named('Max', child, 'boy')], run('heartwarming', '4-7', 'english', 8), { situation: 'two-homes' }),
  en('zoe-wheelchair', 'a girl in a wheelchair named Zoe who wants to play football with the other kids',
    [named('Zoe', child, 'girl')], run('daily_life_basics', '8-12', 'english', 6), { situation: 'wheelchair', heldOut: true }),
  en('oliver-glasses', 'Oliver gets glasses and is worried the other kids will laugh',
    [named('Oliver', child, 'boy')], run('playful_funny', '4-7', 'english', 6), { situation: 'glasses' }),
  en('amira-language', "Amira just moved here from Syria and doesn't speak the language at school yet",
    [named('Amira', child, 'girl')], run('heartwarming', '8-12', 'english', 5), { situation: 'new-language' }),
  en('penguin-friend', 'a shy penguin who wants to make a friend',
    [unnamed('animal', 'penguin')], run('animal', '0-3', 'english', 6), { situation: 'making-friend' }),
  en('grandma-cookies', 'A girl and her grandmother baking cookies on a rainy afternoon',
    [unnamed(child, 'girl'), unnamed(elder, 'grandmother')], run('heartwarming', '4-7', 'english', 6), { heldOut: true }),
  en('fire-truck', 'fire truck!!! 🚒🚒 my boy loves fire trucks, one that saves a kitten from a tree',
    [unnamed('vehicle', 'fire truck', { alsoCalled: ['fire engine'] }), unnamed('animal', 'cat', { role: 'side', alsoCalled: ['kitten'] })],
    run('adventurous', '0-3', 'english', 6)),
  en('dino-party', '🦖 dinosaur birthday party 🎂🎉',
    [unnamed('creature', 'dinosaur', { alsoCalled: ['t-rex', 'tyrannosaurus'] })], run('playful_funny', '0-3', 'english', 5)),
  en('dragon-typos', 'a dragom who cant breath fire and all the other dragons laff at him',
    [unnamed('creature', 'dragon')], run('fantasy_magic', '4-7', 'english', 6), { heldOut: true }),
  en('priya-mars',
    'My 9 year old wants a story about a girl named Priya who builds a rocket in her garage with her grandad, they fly to Mars and find a lost rover that is lonely, and she has to decide whether to bring it home or leave it where it belongs. She likes science facts so put some real facts about Mars in.',
    [named('Priya', child, 'girl'), unnamed(elder, 'grandfather', { role: 'side' }), unnamed('robot', 'rover', { role: 'side', alsoCalled: ['robot'] })],
    run('sci_fi', '8-12', 'english', 8)),
  en('grandma-rosa-moon', 'Grandma Rosa and her cat Pepper go on a trip to the moon',
    [named('Rosa', elder, 'grandmother'), named('Pepper', 'animal', 'cat', { alsoCalled: ['kitten'] })], run('sci_fi', '4-7', 'english', 6)),
  en('noor-steps', "baby Noor's first steps",
    [named('Noor', 'baby', 'baby', { alsoCalled: ['toddler'] })], run('daily_life_basics', '0-3', 'english', 5), { heldOut: true }),
  en('time-machine',
    'Hi! Could you write a story for my class (year 3) about a kid who finds a time machine in the school library and visits the dinosaurs but has to be back before the bell rings? Thanks!',
    [unnamed(child, 'child', { alsoCalled: ['girl', 'boy'] })], run('adventurous', '8-12', 'english', 8)),
  en('lighthouse', 'an old lighthouse that is lonely because no ships come anymore',
    [unnamed('object', 'lighthouse')], run('heartwarming', '8-12', 'english', 6)),
  en('percy-train', 'Choo choo! A little blue train named Percy who is scared of the long dark tunnel',
    [named('Percy', 'vehicle', 'train', { alsoCalled: ['engine', 'locomotive'] })], run('adventurous', '0-3', 'english', 6),
    { situation: 'fear-dark' }),
  en('unicorn-truth', 'teacher here - need a story about telling the truth for 5-6 year olds, a unicorn maybe?',
    [unnamed('creature', 'unicorn')], run('educational', '4-7', 'english', 6), { situation: 'telling-truth', heldOut: true }),
  en('shelly-turtle', '🐢🐢 slow turtle race 🏁 name him Shelly',
    [named('Shelly', 'animal', 'turtle', { alsoCalled: ['tortoise'] })], run('playful_funny', '4-7', 'english', 6)),
  en('ivy-grandma', 'litle girl Ivy meets her grandma for the frist time',
    [named('Ivy', child, 'girl'), unnamed(elder, 'grandmother', { role: 'side' })], run('heartwarming', '4-7', 'english', 6)),
  en('plants-grow', 'how do plants grow? my preschoolers want to know', [], run('educational', '0-3', 'english', 6),
    { situation: 'question-plants', heldOut: true }),
  en('cat-puppy-share', 'A story about a grumpy old cat and a new puppy who have to learn to share the sofa',
    [unnamed('animal', 'cat'), unnamed('animal', 'dog', { alsoCalled: ['puppy'] })], run('animal', '8-12', 'english', 8),
    { situation: 'sharing' }),
  {
    id: 'lucia-dentista', ideaLanguage: 'spanish',
    idea: 'Mi hija Lucía tiene miedo de ir al dentista. ¿Un cuento para que no tenga miedo?',
    characters: [named('Lucía', child, 'girl')], situation: 'dentist', run: run('daily_life_basics', '4-7', 'spanish', 6),
  },
  {
    id: 'paco-tractor', ideaLanguage: 'spanish', idea: 'un cuento de un tractor rojo llamado Paco que quiere ver el mar',
    characters: [named('Paco', 'vehicle', 'tractor')], run: run('playful_funny', '4-7', 'spanish', 6), heldOut: true,
  },
  {
    id: 'valentina-silla', ideaLanguage: 'spanish', idea: 'Valentina usa silla de ruedas y quiere bailar en la fiesta de la escuela',
    characters: [named('Valentina', child, 'girl')], situation: 'wheelchair', run: run('heartwarming', '8-12', 'spanish', 6),
  },
  {
    id: 'chloe-frere', ideaLanguage: 'french',
    idea: "Une histoire pour Chloé qui va avoir un petit frère, elle a peur qu'on ne l'aime plus",
    characters: [named('Chloé', child, 'girl'), unnamed('baby', 'baby', { role: 'side' })], situation: 'new-sibling',
    run: run('heartwarming', '4-7', 'french', 6),
  },
  {
    id: 'jules-doudou', ideaLanguage: 'french', idea: 'le doudou lapin de Jules s’est perdu au parc 😢',
    characters: [named('Jules', child, 'boy'), unnamed('toy', 'toy rabbit', { alsoCalled: ['stuffed rabbit', 'soft toy', 'plush rabbit', 'cuddly rabbit'] })],
    run: run('heartwarming', '0-3', 'french', 6), heldOut: true,
  },
  {
    id: 'hilde-oma', ideaLanguage: 'german', idea: 'Oma Hilde ist gestorben und meine Tochter Emma (6) vermisst sie sehr',
    characters: [named('Emma', child, 'girl'), named('Hilde', elder, 'grandmother', { role: 'side' })], situation: 'grandparent-died',
    run: run('heartwarming', '4-7', 'german', 6),
  },
  {
    id: 'bruno-bagger', ideaLanguage: 'german', idea: 'Ein kleiner Bagger namens Bruno, der nicht in den Kindergarten will',
    characters: [named('Bruno', 'vehicle', 'excavator', { alsoCalled: ['digger'] })], situation: 'first-day',
    run: run('playful_funny', '4-7', 'german', 6),
  },
  {
    id: 'giulia-acqua', ideaLanguage: 'italian', idea: "Giulia e il nonno Pietro vanno a pescare sul lago, ma Giulia ha paura dell'acqua",
    characters: [named('Giulia', child, 'girl'), named('Pietro', elder, 'grandfather', { role: 'side' })], situation: 'fear-water',
    run: run('adventurous', '4-7', 'italian', 6), heldOut: true,
  },
  {
    id: 'pedro-duas-casas', ideaLanguage: 'portuguese', idea: 'O Pedro vai morar em duas casas porque os pais se separaram',
    characters: [named('Pedro', child, 'boy')], situation: 'two-homes', run: run('heartwarming', '4-7', 'portuguese', 6),
  },
  {
    id: 'nina-nuvem', ideaLanguage: 'portuguese', idea: 'Uma nuvem pequenina chamada Nina que tem medo de trovão',
    characters: [named('Nina', 'nature', 'cloud')], run: run('fantasy_magic', '0-3', 'portuguese', 6),
  },
  {
    id: 'misha-temnota', ideaLanguage: 'russian', idea: 'Сказка про мальчика Мишу, который боится темноты',
    characters: [named('Миша', child, 'boy')], situation: 'fear-dark', run: run('daily_life_basics', '4-7', 'russian', 6),
  },
  {
    id: 'musya-koshka', ideaLanguage: 'russian', idea: 'Наша кошка Муся умерла. Расскажите сказку для дочки Сони, как мы её помним',
    characters: [named('Муся', 'animal', 'cat', { alsoCalled: ['kitten'] }), named('Соня', child, 'girl')], situation: 'pet-died',
    run: run('heartwarming', '4-7', 'russian', 6), heldOut: true,
  },
  {
    id: 'yui-hoikuen', ideaLanguage: 'japanese', idea: 'ゆいちゃん（3さい）がはじめてほいくえんにいくおはなし',
    characters: [named('ゆい', child, 'girl')], situation: 'first-day', run: run('daily_life_basics', '0-3', 'japanese', 6),
  },
  {
    id: 'sota-oniichan', ideaLanguage: 'japanese', idea: '赤ちゃんが生まれて、お兄ちゃんになるそうたくんのお話',
    characters: [named('そうた', child, 'boy'), unnamed('baby', 'baby', { role: 'side' })], situation: 'new-sibling',
    run: run('heartwarming', '4-7', 'japanese', 6),
  },
  {
    id: 'duoduo-share', ideaLanguage: 'chinese', idea: '给我女儿朵朵讲一个关于分享玩具的故事',
    characters: [named('朵朵', child, 'girl')], situation: 'sharing', run: run('daily_life_basics', '4-7', 'chinese', 6),
  },
  {
    id: 'zh-sky', ideaLanguage: 'chinese', idea: '为什么天空是蓝色的？', characters: [], situation: 'question-sky',
    run: run('educational', '8-12', 'chinese', 6), heldOut: true,
  },
  {
    id: 'jiwoo-glasses', ideaLanguage: 'korean', idea: '지우가 안경을 쓰게 되었는데 친구들이 놀릴까 봐 걱정해요',
    characters: [named('지우', child, 'child', { alsoCalled: ['girl', 'boy'] })], situation: 'glasses',
    run: run('heartwarming', '4-7', 'korean', 6),
  },
  {
    id: 'nabi-cat', ideaLanguage: 'korean', idea: '할머니 집에 놀러 간 아기 고양이 나비',
    characters: [named('나비', 'animal', 'cat', { alsoCalled: ['kitten'] }), unnamed(elder, 'grandmother', { role: 'side' })],
    run: run('animal', '0-3', 'korean', 6),
  },
];

export const corpusEntry = (id: string): CorpusEntry => {
  const entry = CORPUS.find((e) => e.id === id);
  if (!entry) throw new Error(`No corpus entry ${id}`);
  return entry;
};
