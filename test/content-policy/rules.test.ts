import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTENT_POLICY_TERMS,
  normaliseStoryIdea,
  RulesContentPolicy,
} from '../../lambdas/core/content-policy-rules';
import { POLICY_CATEGORIES, type ContentPolicy, type PolicyCategory } from '../../lambdas/ports/content-policy';

// The rules, one describe each, with the cases kept from the first version of the checker. Choices
// pinned here:
// - Public-domain tales pass by name (Cinderella, Pinocchio, Alice, Peter Pan, The Little
//   Mermaid, Captain Nemo, Thor); studio versions are caught only through studio-only names or
//   clues ("Ariel the mermaid", "Disney princess", "Nemo the clownfish").
// - Ambiguous names need their franchise context: "Mario the baker", "a girl named Elsa" and
//   "Mickey the mouse who lives in our barn" pass; "Mario and Luigi", "Mickey the Disney mouse",
//   "Simba the lion cub" and Elsa + Anna + one Frozen clue are refused.
// - Winnie-the-Pooh is refused although the 1926 book is public domain in the US: it is not
//   everywhere, and the name is a live trademark.
// - Real history is refused when it names an atrocity or its perpetrators (the Holocaust, Nazis,
//   9/11), even in a grandparent's story; "grandpa's war medal" without such names passes.
// - Milder sexual words only count with a word for a child; explicit terms count on their own.

const policy: ContentPolicy = new RulesContentPolicy();

function expectRefused(idea: string, category: PolicyCategory): { reason: string; matched: string } {
  const verdict = policy.review(idea);
  expect(verdict, idea).toMatchObject({ allowed: false, category });
  if (verdict.allowed) throw new Error('unreachable');
  return verdict;
}

function expectAllowed(idea: string): void {
  expect(policy.review(idea), idea).toEqual({ allowed: true });
}

describe('sexual content involving minors', () => {
  it.each([
    'A 10-year-old girl in a sexy outfit poses for the camera',
    'sexy kids at a pool party',
    'The teacher seduces a schoolboy',
    'porn story with cartoon characters',
    'A story where the girl is raped by a stranger',
    'A man molested the boy next door',
    'Un niño sexy en la playa', // es
    'Une fille sexy de 12 ans', // fr: age as a number
    'Ein sexy Mädchen im Schwimmbad', // de
    'Una ragazzina sexy', // it
    'Uma menina sexy de 9 anos', // pt
    'изнасилование девочки', // ru
    '儿童色情故事', // zh
    '性感的7岁', // zh: age as a number, no word for a child
    '子供のポルノ', // ja
    '아이와 섹스', // ko
    's3x with a kid', // digit swap
    'P.O.R.N for children', // dotted letters
  ])('refuses %s', (idea) => {
    expectRefused(idea, 'sexual_content_minors');
  });

  it('gives a generic reason that does not repeat the words', () => {
    const { reason, matched } = expectRefused('a sexy little girl', 'sexual_content_minors');
    expect(reason).toBe(
      "The story idea asks for sexual content, which is never allowed in a children's book. " +
        'Please describe a different story.',
    );
    expect(reason).not.toMatch(/sexy|girl/i);
    // "little girl" is one term for a child (content-policy-signals.ts), so it is matched whole.
    expect(matched).toBe('sexy + little girl');
  });

  it.each([
    // Nudity without sexual content: a classic tale and a bath-time book.
    'The emperor walks through town in his new clothes and a little boy shouts that he is naked.',
    'A naked baby runs away after bath time and the whole family chases him.',
    // Body-safety lessons worded for children.
    'A story that teaches children their private parts are private and to tell a trusted adult about unsafe touch.',
    'Mum and Dad find out the sex of the baby and Leo gets ready to be a big brother.',
    'A new baby sister: where do babies come from? A gentle answer for a 5 year old.',
    // Words that look like list terms in other languages or inside other words.
    'Un petit garçon trouve une râpe à fromage magique.', // fr "râpe" (grater), not "rape"
    'Un dragón que se tira pedos y molesta a su hermana.', // es "pedo" (fart), "molestar" (to bother)
    'Ein Mädchen hat Lust, im Wald zu spielen.', // de "Lust" (wanting to)
    '一个有个性的女孩和她的小狗去冒险。', // zh 个性的 contains 性的
    '우리 가족은 주말에 한강 간다', // ko: "한강 간다" is not 강간
    'A therapist helps a grumpy bear with his feelings, and they eat grapes.', // "rapist", "rape" inside words
    'A sextant helps the girl pirate find her way home.',
    // Without any child in the idea the milder words are not enough (by design).
    'A sexy pirate queen sails the seven seas.',
  ])('allows %s', (idea) => {
    expectAllowed(idea);
  });
});

describe('real-world violence', () => {
  it.each<[string, string]>([
    ['A story about a school shooting', 'a school shooting'],
    ["A boy takes his dad's rifle and shoots his classmates.", 'an attack on people'],
    ['A boy brings a knife to school and stabs a teacher', 'a real weapon used on people'],
    ['Students were shot by a gunman with a rifle', 'an attack on people'],
    ['A man opened fire on the crowd with a rifle', 'an attack on people'],
    ['A man hurt many people at the market.', 'an attack on people'],
    ['A boy takes a gun and shoots his brother.', 'a real weapon used on people'],
    ['He hid a bomb in the train station', 'a bomb attack'],
    ['A girl cuts her wrists because she is sad', 'self-harm'],
    ['What happened at Columbine', 'a school shooting'],
    ['A mass shooting at the mall', 'a mass shooting'],
    ['A story about 9/11 for my son', 'terrorism'],
    ['A terrorist attack on the city', 'terrorism'],
    ['A suicide bomber in the market', 'terrorism'],
    ['The Holocaust explained to kids', 'the Holocaust'],
    ['A family in a concentration camp', 'the Holocaust'],
    ['Grandpa fought the Nazis in the war and got a medal', 'the Holocaust'],
    ['A genocide in a small country', 'genocide'],
    ['The Nanjing massacre', 'a real massacre or atrocity'],
    ['A beheading in the village square', 'graphic gore'],
    ['The soldiers dismembered the prisoners', 'graphic gore'],
    ['Un tiroteo escolar', 'a school shooting'], // es
    ['Une fusillade dans une école', 'a school shooting'], // fr
    ['Ein Amoklauf an der Schule', 'a school shooting'], // de
    ["La storia dell'Olocausto", 'the Holocaust'], // it
    ['Um atentado terrorista', 'terrorism'], // pt
    ['Теракт в метро', 'terrorism'], // ru
    ['恐怖袭击的故事', 'terrorism'], // zh
    ['ホロコーストの話', 'the Holocaust'], // ja
    ['학교 총기 난사 사건', 'a school shooting'], // ko
  ])('refuses %s', (idea, label) => {
    const { reason } = expectRefused(idea, 'real_world_violence');
    expect(reason).toBe(
      `The story idea refers to real-world violence (${label}). ` +
        'Please describe an imaginary, child-friendly adventure instead.',
    );
  });

  it.each([
    'A brave knight battles a fire-breathing dragon, and in the end they become friends.',
    'Pirates fight a storm and a giant octopus with cannons and swords.',
    'A war between the ant kingdoms ends when two young ants become friends.',
    "Grandpa shows me his war medal and tells me how brave his friends were.",
    'A hunter with a rifle wants to shoot the deer, but the children hide it.',
    "The hunter shot Bambi's mother with a rifle, and the fawn learns to be brave.",
    'The sheriff catches the bandit and locks him in jail.',
    'A cowboy shoots tin cans with his revolver to practise.',
    'A shooting star grants a wish to a lonely boy.',
    'The kids have a water gun fight at school on the last day.',
    'A boy shoots hoops at school with his friends every day.',
    'A little girl calls 911 and saves her grandma.',
    'A story for ages 9-11 about a clever fox.',
    'My toddler is a little terrorist at bedtime: a funny story about brushing teeth.',
    'The Egyptian goddess Isis helps a lost cat.',
    'A boy visits Hiroshima with his grandmother and folds a thousand paper cranes.',
    'A gentle story about grandpa dying and how the family remembers him.',
    'Gore-Tex boots for a rainy hike with dad.',
  ])('allows %s', (idea) => {
    expectAllowed(idea);
  });
});

describe('copyrighted characters', () => {
  it.each<[string, string]>([
    ['Spider-Man saves a kitten from a tree', 'Spider-Man'],
    ['Batman and Robin clean up the city park', 'Batman'],
    ['Elsa from Frozen builds an ice castle', 'Elsa and Anna from Frozen'],
    ['Elsa and Anna build a snowman named Olaf', 'Elsa and Anna from Frozen'],
    ['Elsa and her sister Anna skate on a frozen lake', 'Elsa and Anna from Frozen'], // three Frozen clues
    ['Mickey Mouse goes to the moon', 'Mickey Mouse'],
    ['Peppa Pig jumps in muddy puddles', 'Peppa Pig'],
    ['A Paw Patrol rescue mission', 'PAW Patrol'],
    ['Bluey and Bingo play hide and seek', 'Bluey'],
    ['Super Mario rescues the princess', 'Super Mario'],
    ['Mario and Luigi fix the pipes', 'Super Mario'],
    ['A Minecraft adventure in a cave', 'Minecraft'],
    ['Sonic the Hedgehog runs around the world', 'Sonic the Hedgehog'],
    ['SpongeBob and Patrick go jellyfishing', 'SpongeBob SquarePants'],
    ['Shrek meets a new friend in the swamp', 'Shrek'],
    ['The Minions and Gru steal the moon', 'the Minions'],
    ['Hello Kitty has a tea party', 'Hello Kitty'],
    ['Barbie becomes a doctor', 'Barbie'],
    ['Thomas the Tank Engine gets lost', 'Thomas the Tank Engine'],
    ['Harry Potter goes back to Hogwarts', 'Harry Potter'],
    ['Pikachu learns to swim', 'Pokémon'],
    ['Simba the lion cub learns to roar', 'The Lion King'],
    ['Ariel the mermaid finds a fork', 'Ariel from The Little Mermaid (Disney)'],
    ['Nemo the clownfish gets lost', 'Finding Nemo'],
    ['Winnie the Pooh looks for honey', 'Winnie-the-Pooh (Disney)'],
    ['A Disney princess learns to code', 'Disney princesses and characters'],
    ['La Patrulla Canina salva el día', 'PAW Patrol'], // es
    ["L'Homme-Araignée et son chat", 'Spider-Man'], // fr
    ['Die Eiskönigin Elsa und Olaf der Schneemann', 'Elsa and Anna from Frozen'], // de: names + hint
    ["L'Uomo Ragno al mare", 'Spider-Man'], // it
    ['O Homem-Aranha e o gato', 'Spider-Man'], // pt
    ['Человек-паук спасает кошку', 'Spider-Man'], // ru
    ['Приключения Бэтмена', 'Batman'], // ru, case ending
    ['皮卡丘和他的朋友', 'Pokémon'], // zh
    ['米老鼠去月球', 'Mickey Mouse'], // zh
    ['ミッキーマウスの冒険', 'Mickey Mouse'], // ja
    ['ピカチュウとおでかけ', 'Pokémon'], // ja
    ['피카츄와 친구들', 'Pokémon'], // ko
    ['겨울왕국 엘사 이야기', 'Elsa and Anna from Frozen'], // ko
  ])('refuses %s', (idea, label) => {
    const { reason } = expectRefused(idea, 'copyrighted_character');
    expect(reason).toBe(
      `The story idea names a copyrighted character (${label}). Please describe an original character instead.`,
    );
  });

  it.each([
    'A spider who becomes a hero by saving a fly.',
    'Mario the baker makes the best bread in town.',
    'A bat who is afraid of the dark.',
    'A girl builds a snowman on a frozen pond.',
    'A brave mouse crosses the kitchen to find cheese.',
    'A girl named Elsa learns to ride her bike.',
    'Elsa and Anna go to the beach with their grandma.', // two names alone are not enough
    'Cinderella loses her glass slipper at the ball.',
    'Little Red Riding Hood meets a wolf in the forest.',
    "Peter Rabbit sneaks into Mr. McGregor's garden.",
    'Alice falls down a rabbit hole into Wonderland.',
    'Pinocchio wants to become a real boy.',
    'The Little Mermaid trades her voice for legs.',
    'Captain Nemo explores the ocean in his submarine.',
    'Thor the Norse god loses his hammer.',
    'A black panther cub explores the jungle.',
    'A woodpecker named Woody builds a house.',
    'Tom and his cat go fishing.',
    'The evil wizard and his minions are outwitted by a clever girl.',
    'A hedgehog who loves apples.',
    'A lion cub learns to roar.',
    'A hulking giant who is afraid of mice.',
    'A boy named Thomas rides a train to visit his grandma.',
    'A cat in a hat dances in the rain.',
    'Hello, kitty! said the girl to the stray cat.', // the comma keeps the greeting apart
    'A bluey-green whale swims past the boat.',
    'Our family trip to Disney World with grandma.',
  ])('allows %s', (idea) => {
    expectAllowed(idea);
  });
});

describe("ordinary children's ideas pass", () => {
  it.each([
    'A shy hedgehog named Pip wants to join the forest choir, but his spines keep popping the balloons.',
    'A lost teddy bear tries to find his way home through the big city.',
    'A little girl is scared of the dark until she befriends a glowing firefly.',
    'A dinosaur who loves to dance enters the school talent show.',
    'A friendly robot helps the kids clean up the park and plant flowers.',
    'Two sisters squabble over a red crayon and learn to share.',
    'A girl in a wheelchair becomes the captain of the space station.',
    'A bear who lost his honey jar asks the bees for help.',
    'The class goes on a field trip to the fire station and the firefighters let the kids spray the hose.',
    'A pirate captain fires his cannon at the sea monster to protect his crew.',
    'Lucía, una niña de seis años, tiene miedo del primer día de escuela. Su abuela le regala un lápiz mágico.',
    "Léo, un petit garçon de 5 ans, perd son doudou au marché et le retrouve grâce à un chat roux.",
    'Mia und ihr Opa bauen ein Vogelhaus. Als ein Sturm kommt, retten sie die kleinen Meisen.',
    'Il piccolo drago Zeno non riesce a sputare fuoco, solo bolle di sapone.',
    'Uma menina chamada Bia e seu cachorro exploram a mata atrás da escola e encontram uma tartaruga.',
    'Маленький ёжик боится темноты, но светлячки показывают ему звёздное небо.',
    '小兔子朵朵第一次去幼儿园，她很害怕！老师和新朋友们陪她一起画画、唱歌。',
    'こぐまのポポは、おばあちゃんの誕生日にハチミツのケーキを作ろうとします。',
    '작은 고양이 나비는 비 오는 날을 싫어해요. 하지만 친구 개구리와 함께 웅덩이에서 놀아요.',
    'Un niño tiene miedo de la oscuridad hasta que encuentra una linterna mágica.',
    'Le chevalier combat le dragon avec son épée, puis ils deviennent amis.',
    'Ein Junge und sein Roboter bauen eine Rakete zum Mond.',
    'Un bambino e il suo topolino coraggioso attraversano il bosco.',
    'A baby shark who is afraid of the deep sea finds a brave friend.',
    'My 5 year old wants a story about a bunny who bakes a carrot cake.',
    'A grandma and her granddaughter plant a garden and watch it grow through the seasons.',
  ])('allows %s', (idea) => {
    expectAllowed(idea);
  });

  it('allows a maximum-length (8000 character) ordinary idea and reviews it quickly', () => {
    const sentence =
      'Once upon a time a little fox named Pip lived near the frozen lake with her grandmother, ' +
      'who told stories about the stars. ';
    const idea = sentence.repeat(70).slice(0, 8000);
    const started = performance.now();
    expectAllowed(idea);
    expect(performance.now() - started).toBeLessThan(250);
  });

  // Neither "shoots" nor "dark": "shoots school kids" is an attack and "dark knight" a franchise, both rightly refused.
  it('allows any sentence made of everyday words, including ones that contain list terms inside them', () => {
    const words = [
      'a', 'the', 'little', 'brave', 'dragon', 'knight', 'mouse', 'spider', 'spiders', 'bat', 'bats', 'frozen',
      'lake', 'mario', 'baker', 'friends', 'castle', 'forest', 'hero', 'battle', 'sword', 'cat', 'dog', 'snow',
      'star', 'school', 'kids', 'mansion', 'manners', 'hulking', 'therapist', 'grapes', 'scrape', 'sextant',
      'essex', 'goreng', 'pokey', 'catapult', 'shouts', 'fight', 'war', 'monster', 'pirate', 'mermaid', 'robot',
      'grandpa', 'medal', 'and', 'with', 'finds', 'loses', 'helps', 'night', 'afraid', 'ice', 'queen',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(' ', ', ', '-', '. '),
        (chosen, separator) => {
          expect(policy.review(chosen.join(separator))).toEqual({ allowed: true });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('normalisation and obfuscation', () => {
  it.each<[string, string]>([
    ['Spider-Man', 'spider man'],
    ['  SPIDER   man!! ', 'spider man'],
    ['Spider man. Bat man, bat', 'spider man # bat man | bat'],
    ['s.p.i.d.e.r-m.a.n', 'spiderman'],
    ['B a t m a n', 'batman'],
    ['draw a s p i d e r m a n', 'draw a spiderman'],
    ['Ｐｉｋａｃｈｕ', 'pikachu'], // full-width letters
    ['spi\u200bder\u200bman', 'spiderman'], // zero-width spaces
    ['Pokémon, Mädchen, garçon, Straße', 'pokemon | madchen | garcon | strasse'],
    ['ぴかちゅう', 'ピカチュウ'], // hiragana folded to katakana
    ['寶可夢', '宝可梦'], // traditional folded to simplified
    ['ハリー・ポッター', 'ハリーポッター'],
    ['Ёжик', 'ежик'],
    ['9/11 and ages 9-11', '9/11 and ages 9 11'],
    ["l'Olocausto", 'l olocausto'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseStoryIdea(input)).toBe(expected);
  });

  it.each([
    'Spider-Man', 'spiderman', 'spider man', 'SPIDER_MAN', 'Spider–Man', 'Spídér-Mán', 's.p.i.d.e.r-m.a.n',
    'S P I D E R M A N', 'sp1d3rm4n', 'ｓｐｉｄｅｒｍａｎ', 'spi\u200bder\u200bman', 'The adventures of Spider-Man\'s cat',
    'b@tm@n', 'B-A-T-M-A-N', 'p.o.k.e.m.o.n', 'POKÉMON', 'ぴかちゅう', '寶可夢', 'Человека-паука', 'ＨＥＬＬＯ ＫＩＴＴＹ',
  ])('still refuses the disguised character %j', (idea) => {
    expectRefused(idea, 'copyrighted_character');
  });

  it('does not join words across a comma or a sentence end', () => {
    expectAllowed('A spider, man, was the biggest in the garden.');
    expectAllowed('The cave was full of a bat. Man, it was dark!');
  });

  it('keeps the verdict under case changes and invisible characters', () => {
    const ideas = [
      'Spider-Man saves a kitten',
      'A school shooting story',
      'sexy kids at a pool party',
      'A spider who becomes a hero',
      'Mario the baker',
      'A girl builds a snowman on a frozen pond',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...ideas),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (idea, flips) => {
          const disguised = [...idea]
            .map((ch, i) => (flips[i % flips.length] ? `${ch.toUpperCase()}\u200b` : ch))
            .join('');
          expect(policy.review(disguised).allowed).toBe(policy.review(idea).allowed);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws and always returns a well-formed verdict, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const verdict = policy.review(text);
        if (!verdict.allowed) {
          expect(POLICY_CATEGORIES).toContain(verdict.category);
          expect(verdict.reason.length).toBeGreaterThan(20);
          expect(verdict.matched.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('uses the term lists it is given', () => {
    const custom = new RulesContentPolicy({
      ...DEFAULT_CONTENT_POLICY_TERMS,
      franchises: [{ label: 'Captain Zorblax', anchors: ['captain zorblax'] }],
    });
    expect(custom.review('Captain-Zorblax flies to Mars')).toMatchObject({
      allowed: false,
      category: 'copyrighted_character',
    });
    expect(custom.review('Pikachu learns to swim')).toEqual({ allowed: true });
    expect(policy.review('Captain Zorblax flies to Mars')).toEqual({ allowed: true });
  });
});

describe('known limitations (pinned so that a change is noticed)', () => {
  it('misses characters described by fewer traits than their list needs', () => {
    // Three traits of content-policy-traits.ts, one of them a key one, name Spider-Man; two do not.
    expectRefused('A red and blue hero who swings between skyscrapers on webs.', 'copyrighted_character');
    expectAllowed('A hero in red and blue saves the cat.');
  });

  it('refuses an everyday phrase that is also a character name', () => {
    expectRefused('She says hello kitty to the stray cat.', 'copyrighted_character');
  });

  it('reads fantasy as fantasy even when the words are violent', () => {
    expectAllowed('The goblins massacred the village.');
    expectAllowed('An iron man made of scrap metal.');
  });
});

describe('normalisation undoes disguises', () => {
  it.each<[string, string]>([
    ['Pika-chu goes to the beach', 'hyphen inside a name'],
    ['p-i-k-a c h u learns to swim', 'letters spelled out'],
    ['Harry Poter goes to school', 'a misspelt name (one letter)'],
    ['Hary Pottr goes to school', 'a misspelt name (two letters in a long name)'],
    ['Pikahcu has a picnic', 'swapped letters'],
    ['Ѕріdеrmаn saves a kitten', 'Cyrillic look-alike letters in a Latin word'],
    ['Ｓｐｉｄｅｒｍａｎ saves a kitten', 'full-width letters'],
    ['Spi\u200dder\u200cman saves a kitten', 'joiner characters'],
    ['Sp1d3rm4n saves a kitten', 'digit swaps'],
  ])('refuses %j (%s)', (idea) => {
    expectRefused(idea, 'copyrighted_character');
  });

  it('looks for misspellings of listed names only', () => {
    const anchors = new Set(DEFAULT_CONTENT_POLICY_TERMS.franchises.flatMap((f) => f.anchors));
    expect([...DEFAULT_CONTENT_POLICY_TERMS.fuzzyAnchors].filter((name) => !anchors.has(name))).toEqual([]);
  });

  it.each([
    'A peppy puppy learns to dance.',
    'A barber cuts the hair of a shy lion.',
    'The spider went to war with the ants, then they made peace.',
    'A shriek in the night: it was only the owl.',
  ])('keeps ordinary words that are a letter or two from a name: %s', (idea) => {
    expectAllowed(idea);
  });
});

describe('context lets innocent uses pass', () => {
  it.each([
    'Mickey the mouse who lives in our barn',
    'A girl plays the viol',
    'Tom and Jerry, two brothers, go fishing',
    'The water bomb fight at the summer camp',
    '토끼가 칼로리를 계산해요',
    'Un petit garçon trouve un caillou tout lisse au bord de la rivière',
    'ダンボールのおうちであそぶこねこ',
    'A knight fights a dragon',
    'A pirate sword fight on the deck',
    'The knight kills the dragon with his sword and saves the princess',
    'The police officer catches the thief and they talk about kindness',
  ])('allows %s', (idea) => {
    expectAllowed(idea);
  });

  it.each<[string, PolicyCategory]>([
    ['Mickey Mouse goes to the moon', 'copyrighted_character'],
    ['Mickey the Disney mouse bakes a cake', 'copyrighted_character'],
    ['Tom the cat chases Jerry the mouse', 'copyrighted_character'],
    ['엄마가 칼로 아이들을 찔렀다', 'real_world_violence'],
  ])('refuses %s once the context is there', (idea, category) => {
    expectRefused(idea, category);
  });
});

describe('attacks described in any words', () => {
  it.each([
    "He took his dad's gun to school. Then he shot his classmates.", // split across sentences
    'A man hurt many people at the market.',
    'A bomb goes off in a crowded subway station',
    'A man kills all the Muslims in the town',
    'Un hombre mata a mucha gente en el mercado con un cuchillo', // es
    'Un homme poignarde des gens dans la gare', // fr
    'Ein Junge erschießt seine Mitschüler mit dem Gewehr seines Vaters', // de
    'Un uomo accoltella delle persone alla stazione', // it
    'Um homem esfaqueia pessoas no mercado', // pt
    'Мужчина с ножом нападает на людей на вокзале', // ru
    '一个男人在地铁里用刀捅人们', // zh
    '男の子が学校で銃を撃って同級生を殺す', // ja
    '한 소년이 학교에서 총으로 친구들을 쏜다', // ko
  ])('refuses %s', (idea) => {
    expectRefused(idea, 'real_world_violence');
  });
});

describe('undressing is a taking-off next to a piece of clothing, in either order', () => {
  it.each([
    'the coach tells the 10 year old boy to take off his shorts in the locker room and promises him a new phone',
    'сосед зовёт девочку к себе домой и просит снять платье',
    'おじさんが女の子にお菓子をあげて、スカートを脱がせる',
  ])('refuses a child undressed by an adult with another grooming signal: %s', (idea) => {
    expectRefused(idea, 'sexual_content_minors');
  });

  it.each(['papa enlève le pull de la petite et lui met son manteau', 'la abuela le quita el pijama al bebé y lo baña'])(
    'passes a carer changing a child: %s',
    (idea) => expectAllowed(idea),
  );
});

describe('an intimate part of the body touched, with a child, needs no adult', () => {
  it.each([
    'der Nachbar streichelt das kleine Mädchen zwischen den Beinen',
    'un oncle caresse les cuisses de son neveu de 10 ans pendant la sieste',
    'el tío mete la mano dentro del pantalón del sobrino y le dice que se calle',
  ])('refuses: %s', (idea) => {
    expectRefused(idea, 'sexual_content_minors');
  });

  it('passes a doctor listening to a baby', () => {
    expectAllowed("the doctor listens to the baby s chest and gives mom some pills for the fever");
  });
});

describe('being alone, in bed, in a tent or a car counts only beside touching, undressing or a secret', () => {
  it.each([
    'der Betreuer im Ferienlager kommt nachts ins Zelt der Kinder und fasst sie an',
    'a grown man sneaks into the kids bedroom at night and gets under the covers with the girl, she is told not to say anything',
  ])('refuses: %s', (idea) => {
    expectRefused(idea, 'sexual_content_minors');
  });

  it.each([
    'der Trainer zeigt den Kindern im Zelt Fotos vom Spiel',
    'lo zio porta la nipotina nella sua macchina al mare con un regalo',
    'the neighbor invites the kids to his house for cake and gives them gifts',
    '삼촌이 아이들과 텐트에서 사진을 찍는다',
  ])('passes pictures or a gift in those places: %s', (idea) => {
    expectAllowed(idea);
  });
});

describe('swallowing pills in one clause is self-harm', () => {
  it.each([
    'a lonely teenager swallows a whole box of sleeping pills so she can finally disappear',
    'un ado avale toutes ses pilules',
  ])('refuses: %s', (idea) => {
    expectRefused(idea, 'real_world_violence');
  });

  it('passes a child taking medicine', () => {
    expectAllowed('a girl swallows her medicine with a spoon of honey');
  });
});

describe('ages written as one word count', () => {
  it('reads "12yo" as a child', () => {
    expectRefused('a story where an adult and a 12yo become boyfriend and girlfriend', 'sexual_content_minors');
  });
});
