// English phrase bank.
import { KINDS, type TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type HeroWords, type PhraseBank } from './phrase-bank';

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|one|eu)/i.test(word) ? 'an' : 'a');
const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

const kindWord = (hero: HeroWords) => hero.rawKind ?? KINDS[hero.kind].english;

const TRAIT_WORDS: Record<TraitKey, string> = {
  shy: 'shy', brave: 'brave', curious: 'curious', sleepy: 'sleepy', grumpy: 'grumpy', lonely: 'lonely',
  clumsy: 'clumsy', kind: 'kind', cheerful: 'cheerful', clever: 'clever', tiny: 'tiny', scared: 'timid',
};

/** "baking" → "bake", "swimming" → "swim", "flying" → "fly". */
export function gerundToBase(word: string): string {
  const irregular: Record<string, string> = {
    making: 'make', baking: 'bake', dancing: 'dance', riding: 'ride', skating: 'skate', writing: 'write',
    hiding: 'hide', exploring: 'explore', sharing: 'share', smiling: 'smile', giving: 'give', having: 'have',
    living: 'live', driving: 'drive', diving: 'dive', shining: 'shine', sliding: 'slide', racing: 'race',
    saving: 'save', taking: 'take', caring: 'care', becoming: 'become', coming: 'come', juggling: 'juggle',
    giggling: 'giggle', cycling: 'cycle', tickling: 'tickle', solving: 'solve', moving: 'move', using: 'use',
  };
  const lower = word.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  const stem = lower.replace(/ing$/, '');
  if (/([bcdfghjklmnpqrstvwz])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)) return stem.slice(0, -1);
  return stem;
}

function extractGoal(idea: string): string | undefined {
  const text = idea.replace(/[“”"]/g, '').replace(/\s+/g, ' ');
  const end = '([^.,;!?]+)';
  const tidy = (phrase: string) =>
    phrase
      .split(/\b(?:who|which|while|because|but|so that|and then)\b/i)[0]!
      .replace(/\b(one day|someday|some day|again)\s*$/i, '')
      .trim()
      .split(' ')
      .slice(0, 9)
      .join(' ')
      .replace(/^\w/, (ch) => ch.toLowerCase());
  const direct = new RegExp(
    `\\b(?:wants?|wanted|wishes|wished|hopes?|hoped|longs?|longed|tries|tried|learns?|learned|needs?|would like|dreams?|dreamed) to ${end}`,
    'i',
  ).exec(text);
  if (direct?.[1]) return tidy(direct[1]);
  const gerund = new RegExp(`\\b(?:dreams?|dreamed|dreaming|thinks?) (?:of|about) ([a-z]+ing)\\b${end}?`, 'i').exec(text)
    ?? new RegExp(`\\b(?:loves?|likes?|enjoys?) ([a-z]+ing)\\b${end}?`, 'i').exec(text);
  if (gerund?.[1]) return tidy(`${gerundToBase(gerund[1])}${gerund[2] ?? ''}`);
  const cannot = new RegExp(`\\b(?:can't|can’t|cannot|can not|is unable to) ${end}`, 'i').exec(text);
  if (cannot?.[1]) return tidy(cannot[1]);
  const afraid = new RegExp(`\\b(?:afraid|scared|frightened) of ${end}`, 'i').exec(text);
  if (afraid?.[1]) return tidy(`stop being afraid of ${afraid[1]}`);
  return undefined;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from']);
/** "pip wants to fly to the moon" → "Pip Wants to Fly to the Moon". */
export function englishTitleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase())))
    .join(' ');
}

export const english: PhraseBank = {
  language: 'english',
  kindGender: () => 'n',
  heroIntro: (hero) =>
    hero.trait === 'tiny'
      ? `a tiny ${kindWord(hero)} named ${hero.name}`
      : `${withArticle(TRAIT_WORDS[hero.trait])} ${kindWord(hero)} named ${hero.name}`,
  heroPhrase: (hero) =>
    hero.trait === 'tiny' ? `a tiny ${kindWord(hero)}` : `${withArticle(TRAIT_WORDS[hero.trait])} little ${kindWord(hero)}`,
  kindThe: (hero) => `the ${kindWord(hero)}`,
  trait: (trait) => TRAIT_WORDS[trait],
  goals: {
    goToMoon: 'fly all the way to the moon',
    braveDark: 'be brave in the dark',
    findTreasure: 'find the hidden treasure',
    findStar: 'find the lost wishing star',
    learnRainbow: 'find out where rainbows come from',
    makeFriend: 'make a true friend',
    rideBike: 'ride a bike',
    bake: 'bake the most wonderful cake',
    climb: 'climb to the top of the tallest mountain',
    seeSea: 'see the sea',
    swim: 'swim',
    fly: 'fly',
    read: 'read a whole book all by [himself|herself]',
    dance: 'dance',
    sing: 'sing a song in front of everyone',
    grow: 'grow a beautiful garden',
    makeLaugh: 'make everyone laugh',
    help: 'help [his|her] friends',
  },
  concepts: {
    moon: 'the moon', stars: 'the stars', sun: 'the warm sun', rainbow: 'rainbows', clouds: 'fluffy clouds',
    rain: 'splashing in the rain', snow: 'the snow', sea: 'the sea', river: 'the sparkling river',
    forest: 'the forest', flowers: 'flowers', garden: 'the garden', mountain: 'the mountains', cave: 'secret caves',
    castle: 'the old castle', rocket: 'rockets', planets: 'the planets', kite: 'kites', balloons: 'balloons',
    boat: 'boats', train: 'trains', cake: 'cake', music: 'music', books: 'books', school: 'school',
    treasure: 'treasure maps', butterflies: 'butterflies',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['Pip', 'Milo', 'Toby', 'Ollie', 'Benny', 'Finn'], f: ['Luna', 'Poppy', 'Rosie', 'Hazel', 'Ivy', 'Mabel'] },
  finish: (text) => capitalizeSentences(tidySpaces(text)),
  goalTitle: '{name} Wants to {goal}',
  summary: '{adjective} story about {heroIntro} who wants to {goal}.',
  theEnd: 'The end.',
  titleCase: true,
  tones: {
    playful_funny: {
      home: 'in a wobbly little house with a crooked chimney',
      friend: { intro: 'a giggly goose in rubber boots', the: 'the goose', gender: 'f' },
      things: 'funny hats, bouncy puddles and silly jokes',
      adjective: 'A funny',
      lines: {
        opening: '{name} never wore matching socks, and that was exactly how [he|she] liked it.',
        wish: 'Everyone giggled at the idea, but {name} giggled loudest of all, and still meant it.',
        firstTry: 'Boing! Splat! Wobble! Even the snails laughed.',
        friend: '{friend} honked so loudly that a hat flew off a passing pig.',
        climax: '{name} wiggled [his|her] ears for luck, because that always helps.',
        resolution: 'It was the silliest, happiest moment ever, and nobody could stop laughing.',
        ending: 'And somewhere, a pig is still looking for its hat.',
      },
      toddler: { opening: 'Boing, boing!', ending: 'Ha ha ha!' },
      titles: ['{name} and the Very Wobbly Plan', 'The Giggly Days of {name}'],
    },
    fantasy_magic: {
      home: 'in a hidden valley where the flowers sang at dawn',
      friend: { intro: 'a tiny fairy with glittering wings', the: 'the fairy', gender: 'f' },
      things: 'shooting stars, old spellbooks and glowing mushrooms',
      adjective: 'A magical',
      lines: {
        opening: 'In that valley, moonbeams could be caught in jars, and wishes sometimes listened.',
        wish: 'Just then a shooting star streaked across the sky, as if it had heard.',
        firstTry: '{name} even whispered a magic word, but the spell fizzled out in a puff of purple smoke.',
        friend: 'Wherever {friend} flew, the air shimmered with silver dust.',
        climax: '{friend} sprinkled a pinch of stardust, though the real magic was already inside {name}.',
        resolution: 'Sparkles swirled all around, and the flowers of the valley burst into song.',
        ending: 'On clear nights, if you look closely, you can still see the sparkles.',
      },
      toddler: { opening: 'Sparkle, sparkle!', ending: 'Magic!' },
      titles: ['{name} and the Whispering Stars', 'The Magic Wish of {name}'],
    },
    animal: {
      home: 'in a cozy den at the edge of the big green meadow',
      friend: { intro: 'a wise old owl', the: 'the owl', gender: 'm' },
      things: 'sunny meadows, crunchy leaves and the smell of rain',
      adjective: 'An animal',
      lines: {
        opening: 'The rabbits, the ducks and the busy ants were all [his|her] neighbours.',
        wish: 'The ducks quacked and the squirrels chattered: had anyone ever heard of such a thing?',
        firstTry: 'A family of ducks waddled past and politely pretended not to see.',
        friend: '{friend} blinked <his|her> great golden eyes and ruffled <his|her> feathers.',
        climax: 'All the animals of the meadow gathered to watch: rabbits, ducks, squirrels and even the old badger.',
        resolution: 'The birds sang, the rabbits thumped their feet and the ducks flapped their wings.',
        ending: 'And the whole meadow was a little happier than before.',
      },
      toddler: { opening: 'Sniff, sniff!', ending: 'Tweet, quack, squeak!' },
      titles: ['{name} of the Green Meadow', '{name} and the Meadow Friends'],
    },
    heartwarming: {
      home: 'in a little house with a warm yellow kitchen',
      friend: { intro: "{name}'s grandma", the: 'Grandma', gender: 'f' },
      things: 'warm cocoa, soft blankets and bedtime stories',
      adjective: 'A heartwarming',
      lines: {
        opening: 'There, everyone shared what they had, even if it was only half a cookie.',
        wish: '[He|She] held the wish close, like a warm cup of cocoa on a cold day.',
        firstTry: 'It did not work, but a neighbour passing by gave [him|her] an encouraging smile.',
        friend: '{friend} wrapped {name} in a soft, warm hug.',
        climax: '{friend} stood close by, smiling the proudest smile.',
        resolution: 'Happy tears shone in every eye, and every heart felt warm and full.',
        ending: 'Because kindness that is shared always grows bigger.',
      },
      toddler: { opening: 'Hug, hug.', ending: 'Love you!' },
      titles: ["{name}'s Warm Heart", 'A Big Hug for {name}'],
    },
    sci_fi: {
      home: 'in a round silver house on a quiet little planet',
      friend: { intro: 'a friendly little robot', the: 'the robot', gender: 'm' },
      things: 'rockets, twinkling planets and shiny gadgets',
      adjective: 'A space-age',
      lines: {
        opening: 'From [his|her] window [he|she] could see three moons and a planet with rings.',
        wish: '[He|She] drew plans on [his|her] tablet late into the night.',
        firstTry: 'Beep! Bzzt! The gadget [he|she] had built sputtered and sparked.',
        friend: "The robot's antenna blinked green: a friendly hello.",
        climax: 'Countdown: five, four, three, two, one!',
        resolution: 'All the lights on the space station flashed in celebration.',
        ending: 'Far above, the stars twinkled like a billion winking eyes.',
      },
      toddler: { opening: 'Beep, boop!', ending: 'Zoom!' },
      titles: ['{name} and the Starlight Rocket', "{name}'s Trip to the Stars"],
    },
    daily_life_basics: {
      home: 'in a bright little house on Maple Street',
      friend: { intro: 'a kind teacher', the: 'the teacher', gender: 'f' },
      things: 'pancakes for breakfast, the walk to school and bath-time bubbles',
      adjective: 'An everyday',
      lines: {
        opening: 'Every day began the same way: wash, get dressed, eat breakfast and share a big good-morning hug.',
        wish: '[He|She] thought about it while brushing [his|her] teeth, and again while putting on [his|her] shoes.',
        firstTry: 'It was a bit like tying shoelaces for the very first time: tricky!',
        friend: '{friend} knelt down so they could talk eye to eye.',
        climax: '{name} remembered: breathe in, breathe out, go slowly.',
        resolution: 'It felt just like riding a bike without help for the very first time.',
        ending: 'Tomorrow would be a new day, full of new little things to learn.',
      },
      toddler: { opening: 'Good morning!', ending: 'Bath, book, bed.' },
      titles: ["{name}'s Big Day", '{name} Can Do It!'],
    },
    adventurous: {
      home: 'in a snug cabin at the foot of the tall blue mountains',
      friend: { intro: 'an old explorer with a patched map', the: 'the explorer', gender: 'm' },
      things: 'old maps, secret paths and faraway places',
      adjective: 'An adventurous',
      lines: {
        opening: 'Beyond the mountains, people said, lay places no one had ever seen.',
        wish: '[He|She] packed a backpack, just in case: a rope, a lantern and a sandwich.',
        firstTry: 'The path was steep, and a gust of wind sent [his|her] hat tumbling.',
        friend: '{friend} unrolled a map covered in mysterious marks.',
        climax: 'They crossed a wobbly rope bridge high above a rushing river.',
        resolution: 'From up there, the whole wide world seemed to stretch out below.',
        ending: 'And the map? It still has a few blank spaces, waiting to be explored.',
      },
      toddler: { opening: 'Off we go!', ending: 'What an adventure!' },
      titles: ['{name} and the Secret Map', "{name}'s Great Adventure"],
    },
    educational: {
      home: 'in a cheerful house full of books and questions',
      friend: { intro: 'a curious scientist', the: 'the scientist', gender: 'f' },
      things: 'questions, magnifying glasses and finding out how things work',
      adjective: 'A curious',
      lines: {
        opening: '{name} always asked: Why? How? What if?',
        wish: 'To find out how, [he|she] decided to watch, ask questions and try things out, just like a real scientist.',
        firstTry: 'The first experiment did not work, and that taught [him|her] something important: mistakes are clues.',
        friend: '{friend} showed [him|her] how to write every idea down in a notebook.',
        climax: '{name} checked the notes one last time: step one, step two, step three.',
        resolution: 'Practice, patience and clever thinking had worked together.',
        ending: 'Did you know? Every expert was once a beginner.',
      },
      toddler: { opening: 'Why? How?', ending: 'Now I know!' },
      titles: ['{name} Wonders Why', '{name} Finds Out'],
    },
  },
  stages: {
    opening: {
      title: 'Meet {name}',
      short: 'This is {name}. {name} is {heroPhrase}.',
      mid: 'Once upon a time, there was {heroIntro}. {name} lived {home}. Every morning, {name} said hello to the sun.',
      long: 'Once upon a time, {home}, there lived {heroIntro}. {name} was {trait}, but [his|her] heart was full of wonder, and [he|she] noticed the things others hurried past: the glitter of dew, the hum of bees, the way clouds drifted by like slow ships.',
    },
    world: {
      title: 'Favourite Things',
      short: '{name} loves {things}.',
      mid: '{name} loved {things}. [He|She] could think about them all day long. Life was cozy and quiet.',
      long: 'More than anything, {name} loved {things}. [He|She] could spend a whole afternoon daydreaming about them while the world around [him|her] went about its busy, ordinary business. Still, deep inside, something seemed to be missing.',
    },
    wish: {
      title: 'A Big Wish',
      short: '{name} wants to {goal}.',
      mid: '{name} had a big wish. [He|She] wanted to {goal}! But [he|she] did not know how.',
      long: 'One evening, {name} finally admitted the secret [he|she] had kept for a long time: [he|she] wanted to {goal}. It seemed impossible, perhaps even a little silly, yet the wish glowed inside [him|her] like a tiny lantern that refused to go out.',
    },
    firstTry: {
      title: 'The First Try',
      short: '{name} tries. Oops!',
      mid: 'So {name} tried to {goal}. [He|She] tried very hard. But it did not work. Oops!',
      long: 'The very next morning, {name} made a careful plan and tried to {goal}. [He|She] concentrated with all [his|her] might, counted to three and gave it everything [he|she] had. Unfortunately, nothing went according to plan, and the whole attempt ended in a tangle of tumbles and surprised gasps.',
    },
    setback: {
      title: 'A Sad Moment',
      short: '{name} is sad.',
      mid: '{name} sat down with a sigh. “Maybe I can’t do it,” [he|she] whispered. A small tear rolled down [his|her] cheek.',
      long: 'Discouraged, {name} sat beneath a tree and stared at the ground. “Perhaps some wishes are simply too big,” [he|she] murmured. The disappointment felt heavy, like a backpack full of stones, and for a while [he|she] did not feel like trying anything at all.',
    },
    friend: {
      title: 'A Helping Hand',
      short: '{name} meets {friendIntro}.',
      mid: 'Just then, {friendIntro} came by. “Why are you sad?” asked {friend}. {name} told <him|her> all about the big wish.',
      long: 'Just then, {friendIntro} appeared. “That was a very big sigh,” said {friend} gently. “What is the matter?” Haltingly at first, and then all in a rush, {name} explained everything: the wish, the failed attempt and the fear that it would never come true.',
    },
    advice: {
      title: 'Good Advice',
      short: '“You can do it!” says {friend}.',
      mid: '{friend} smiled. “Big wishes need small steps,” <he|she> said. “Let’s try together, one little step at a time.”',
      long: '{friend} listened carefully and then smiled a slow, wise smile. “Every great thing begins with a small step,” <he|she> said. “Nobody gets it right on the first day. What if we break your wish into tiny pieces and practise each one?”',
    },
    secondTry: {
      title: 'Practice, Practice',
      short: '{name} tries again.',
      mid: 'So {name} practised every day, a little bit and then a little bit more. It was still hard, but [he|she] was getting better!',
      long: 'So they practised together, day after day. Some attempts were wobbly, some were ridiculous, and one or two were almost good. Each evening {name} noticed that [he|she] was a tiny bit braver and a tiny bit stronger than the day before.',
    },
    doubt: {
      title: 'A Starry Night',
      short: 'Night falls. {name} looks at the stars.',
      mid: 'That night, {name} looked at the stars. “What if I never can?” [he|she] wondered. The stars twinkled back, as if to say: keep going.',
      long: 'That night, {name} lay awake, watching the stars blink on one by one across the velvet sky. Doubts crept in like shadows: what if all that practice was for nothing? Yet as the moon rose higher, a quiet, stubborn voice inside [him|her] answered: not giving up is a kind of magic, too.',
    },
    insight: {
      title: 'A Bright Idea',
      short: '{name} has an idea!',
      mid: 'In the morning, {name} had a wonderful idea. [He|She] did not have to do it alone, and [he|she] did not have to be perfect!',
      long: 'When morning came, {name} woke up with a sparkling idea. [He|She] had been trying to be somebody else, but what if [he|she] used what made [him|her] special instead? With a grin, [he|she] gathered [his|her] courage, [his|her] friends and everything [he|she] had learned.',
    },
    climax: {
      title: 'The Big Moment',
      short: 'Ready, steady, go!',
      mid: 'The big day came. {name} took a deep breath. One, two, three… [he|she] tried to {goal} one more time!',
      long: 'At last the big moment arrived. Everyone gathered to watch, holding their breath. {name} closed [his|her] eyes, remembered every lesson, every wobble and every kind word, then counted to three and tried to {goal} with all [his|her] heart.',
    },
    resolution: {
      title: 'Hooray!',
      short: '{name} did it! Hooray!',
      mid: 'And this time, it worked! {name} could really {goal}! “I did it!” [he|she] shouted with joy.',
      long: 'And this time, something wonderful happened: {name} really could {goal}! A thrill of joy raced from [his|her] nose to [his|her] toes. “I did it!” [he|she] cried, and the cheer that answered [him|her] was the loudest anyone had ever heard.',
    },
    celebration: {
      title: 'A Happy Party',
      short: 'Everyone claps. Yay!',
      mid: 'All of {name}’s friends cheered and clapped. They had a little party with songs and cake. {name} felt so proud.',
      long: 'That evening there was a celebration with music, laughter and far too much cake. {name} thanked {friend} and everyone who had believed in [him|her], and realised that the journey had been just as precious as the wish itself.',
    },
    ending: {
      title: 'Sweet Dreams',
      short: 'Good night, {name}.',
      mid: 'That night, {name} fell asleep with a big smile. [He|She] knew that with courage and good friends, wishes can come true.',
      long: 'Later, tucked in and drowsy, {name} thought about everything that had happened. Small steps, [he|she] had learned, can carry you all the way to a big dream. [He|She] drifted off to sleep, already dreaming of the next adventure.',
    },
  },
};

