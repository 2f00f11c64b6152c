// Books a careful human would write for corpus ideas: the checker must pass them, or it is not fair. Each broken
// variant below changes one of them in one way, so every rule is shown able to fail.
import type { BookUnderTest, FindingKind } from './checker';

const tractor: BookUnderTest = {
  entryId: 'red-tractor', language: 'english', tone: 'playful_funny', ageRange: '0-3',
  title: 'Red Tractor Goes to the Sea',
  summary: 'A little red tractor leaves the farm to see the sea.',
  coverPicture: 'A small red tractor with big black wheels on a sandy beach, waves behind it.',
  characters: [{ name: 'Red Tractor', kind: 'small red tractor' }],
  pages: [
    { heading: 'Putt, Putt!', text: 'Putt, putt! Here is Red Tractor. He works on the farm all day.',
      picture: 'A farmyard with a red barn. A small red tractor with big black wheels chugs past the hens.' },
    { heading: 'So Tired', text: 'Hay, hay, hay. Red Tractor is tired. He wants to see the sea.',
      picture: 'The red tractor pulls a cart of hay across a field and dreams of blue waves.' },
    { heading: 'Off He Goes', text: 'Off he goes, down the hill. Bump, bump, bump!',
      picture: 'The red tractor rolls down a country lane between green hills.' },
    { heading: 'Splash!', text: 'Look! Blue water and big waves. Splash!',
      picture: 'A sandy beach. The red tractor stops at the edge of the blue sea, waves splashing its wheels.' },
    { heading: 'Good Night', text: 'The sea is big. Red Tractor is happy. Now, home to the farm. Good night, Red Tractor.',
      picture: 'Evening in the barn. The red tractor is parked with a seashell on its seat.' },
  ],
};

const biscuit: BookUnderTest = {
  entryId: 'biscuit-died', language: 'english', tone: 'heartwarming', ageRange: '4-7',
  title: 'Remembering Biscuit',
  summary: 'A gentle story about a family who remembers their dog, Biscuit.',
  coverPicture: 'A golden-brown dog with floppy ears, Biscuit the dog, lying in a sunny garden.',
  characters: [{ name: 'Biscuit', kind: 'dog' }],
  pages: [
    { heading: 'Our Dog', text: 'Biscuit was our dog. He had floppy ears, a waggy tail and a bark that sounded like a sneeze. Every morning he waited by the door for his walk.',
      picture: 'A cosy hallway. Biscuit the dog waits by the front door with his lead in his mouth.' },
    { heading: 'A Quiet House', text: 'Last week, Biscuit died. He was very old and very tired, and now he is not here any more. Mum cried, Dad cried, and I cried too. The house felt very quiet.',
      picture: 'Evening in the kitchen. A mother, a father and a child sit close together at the table. An empty dog basket is in the corner.' },
    { heading: 'Do You Remember?', text: 'We sat together and talked about him. Do you remember how he stole Grandpa’s sock? Do you remember how he snored? We laughed a little, and that felt good.',
      picture: 'The family on the sofa, looking at a photo album full of pictures of Biscuit the dog.' },
    { heading: 'A Tree for Biscuit', text: 'We planted a little tree in the garden, right where Biscuit liked to lie in the sun. Dad made a small sign with his name on it.',
      picture: 'A sunny garden. The child and Dad plant a small tree beside a wooden sign. A dog’s ball lies in the grass.' },
    { heading: 'Always Ours', text: 'We still miss Biscuit. But when we look at his tree, we think of his waggy tail, and we smile. He will always be part of our family. The end.',
      picture: 'Evening light in the garden. The family stands around the young tree; a photo of Biscuit the dog is on the windowsill.' },
  ],
};

const amira: BookUnderTest = {
  entryId: 'amira-language', language: 'english', tone: 'heartwarming', ageRange: '8-12',
  title: 'The Words Amira Carried',
  summary: 'Amira starts at a new school where she does not speak the language yet, and finds that friendship needs only a few words to begin.',
  coverPicture: 'Amira, a girl of about nine with dark curly hair and a yellow backpack, at the gate of a brick school.',
  characters: [{ name: 'Amira', kind: 'girl' }],
  pages: [
    { heading: 'A Wall of Sounds', text: 'On her first morning at Hillside School, Amira stood by the coat hooks and listened. The classroom was full of sounds she could not untangle: quick questions, loud laughter, a teacher calling out names. Back home in Aleppo she had been the girl who always answered first. Here, every word slid past her like water. She held the strap of her new backpack tightly and counted the windows in Arabic, one to ten, just to hear something she understood. Her father had promised it would get easier, but today that felt very far away.',
      picture: 'A bright classroom with coat hooks by the door. Amira, a girl with dark curly hair, stands quietly while other children chat around her.' },
    { heading: 'Cheese and Za’atar', text: 'At lunch a boy named Theo sat down opposite her. He pointed at his sandwich and said, “Cheese.” Then he pointed at hers. Amira hesitated, then smiled and said, “Za’atar.” Theo tried to repeat it and got it so wrong that they both burst out laughing. After that, it became a game. He taught her spoon, window, thunder and giraffe; she taught him the same words in Arabic. By the end of the week, Amira had a notebook full of new words, written in two alphabets side by side.',
      picture: 'The school lunch hall. Amira and a freckled boy sit opposite each other, laughing over their sandwiches and a small notebook.' },
    { heading: 'The Hard Days', text: 'Some days were still hard. In maths she knew every answer but could not explain it, and once, when the class laughed at a joke, she laughed too without understanding, and felt hot and silly afterwards. That evening she told her mother she wanted to stop going. Her mother took her hand. “When we came here, I did not know how to ask for bread,” she said. “Now I can. Every day you learn a little, even on the days you cannot see it.” Amira thought about that for a long time before she fell asleep.',
      picture: 'A small kitchen at night. Amira’s mother holds her hand across the table under a warm lamp.' },
    { heading: 'Marhaba', text: 'In spring, the teacher asked everyone to say hello in a language from home. When it was Amira’s turn, she stood up, her heart thumping, and said, “Marhaba.” Then she taught the whole class to say it back. Thirty voices tried at once, and it sounded wonderful and terrible at the same time. Theo said it loudest of all. Amira realised that she now understood almost everything around her, and that she had brought something too: her own words, which now belonged a little to everyone. The end.',
      picture: 'The classroom in spring sunshine. Amira, the girl, stands at the front while the whole class waves and calls out hello.' },
  ],
};

const rosie: BookUnderTest = {
  entryId: 'rosie-knight', language: 'english', tone: 'fantasy_magic', ageRange: '4-7',
  title: 'Sir Rosie',
  summary: 'Rosie does not want a crown. She wants a sword, a horse and a brave quest.',
  coverPicture: 'Rosie, a girl with messy red hair, in shiny armour, holding a wooden sword in front of a castle.',
  characters: [{ name: 'Rosie', kind: 'girl' }],
  pages: [
    { heading: 'No Crowns, Thank You', text: 'Everyone in the castle gave Rosie pink dresses and tiny crowns. Rosie put the crowns on her teddy bears. She liked climbing trees and practising with a wooden sword.',
      picture: 'A castle garden. Rosie, a girl with messy red hair, swings a wooden sword while tiny crowns sit on her teddy bears.' },
    { heading: 'I Want to Be a Knight', text: '“A princess waits in a tower,” said the king. “I don’t want to wait,” said Rosie. “I want to be a knight!”',
      picture: 'The throne room. Rosie, the girl, stands in front of the king, holding her wooden sword high.' },
    { heading: 'Training', text: 'So Rosie trained every day. She learned to ride the old grey horse, to hold a shield and to be kind to the frightened. She fell off many times and always got back up.',
      picture: 'A training yard. Rosie rides an old grey horse and holds a small round shield.' },
    { heading: 'The Dragon’s Tooth', text: 'One day a dragon with a sore tooth came to the village. Everyone ran away, but Rosie walked up to it slowly. She pulled out the tooth, and the dragon stopped roaring and said thank you.',
      picture: 'The village square. Rosie, a girl in shiny armour, gently pulls a tooth from a huge green dragon’s mouth.' },
    { heading: 'Sir Rosie', text: 'The king tapped Rosie on each shoulder with his sword. “Arise, Sir Rosie, the bravest knight in the land.” And she was. The end.',
      picture: 'The great hall. The king knights Rosie, the girl, who kneels in shiny armour while the dragon peeks through the window.' },
  ],
};

const yui: BookUnderTest = {
  entryId: 'yui-hoikuen', language: 'japanese', tone: 'daily_life_basics', ageRange: '0-3',
  title: 'ゆいちゃんの はじめての ほいくえん',
  summary: 'はじめて ほいくえんへ いく ゆいちゃんと、やさしい せんせいの おはなし。',
  coverPicture: 'Yui, a three-year-old girl with short black hair and a yellow bag, in front of a nursery school gate.',
  characters: [{ name: 'ゆい', kind: 'girl' }],
  pages: [
    { heading: 'あさです', text: 'あさです。ゆいちゃんは、あたらしい かばんを もちました。きょうから ほいくえん！',
      picture: 'Morning in a small bedroom. Yui, a three-year-old girl with short black hair, holds a new yellow bag.' },
    { heading: 'もんの まえで', text: 'ほいくえんの もんの まえで、ゆいちゃんは ママの てを ぎゅっ。「いかないで」',
      picture: 'The gate of a nursery school with a colourful fence. Yui holds her mother’s hand tightly.' },
    { heading: 'せんせい', text: 'せんせいが にっこり。「ゆいちゃん、いっしょに あそぼう」 ママは「おむかえに くるね」と バイバイ。',
      picture: 'Inside a nursery classroom. A smiling teacher kneels beside Yui; her mother waves goodbye at the door.' },
    { heading: 'たのしいね', text: 'つみきで おしろ。おともだちと おえかき。おひるごはんも ぜんぶ たべたよ。',
      picture: 'Yui builds a block castle and draws with two other children at a low table.' },
    { heading: 'おかえり', text: '「ゆいちゃん、おかえり！」ママが おむかえに きました。ゆいちゃんは にこにこ。また あした ね。',
      picture: 'Afternoon at the nursery gate. Yui, the girl, runs into her mother’s arms, smiling.' },
  ],
};

const misha: BookUnderTest = {
  entryId: 'misha-temnota', language: 'russian', tone: 'daily_life_basics', ageRange: '4-7',
  title: 'Миша и темнота',
  summary: 'Сказка о мальчике, который боялся темноты и нашёл в ней друзей.',
  coverPicture: 'Misha, a little boy in striped pyjamas, holds a small torch in a dark bedroom full of stars.',
  characters: [{ name: 'Миша', kind: 'boy' }],
  pages: [
    { heading: 'Под одеялом', text: 'Жил-был мальчик Миша. Днём он ничего не боялся: ни большой собаки, ни высокой горки. Но когда мама выключала свет, Миша прятался под одеяло с головой.',
      picture: 'A child’s bedroom at night. Misha, a little boy in striped pyjamas, hides under his blanket.' },
    { heading: 'Кто там?', text: 'В темноте всё казалось другим. Стул превращался в медведя, а халат на двери — в великана. «Мама, мне страшно!» — звал Миша.',
      picture: 'The dark bedroom: the shadow of a chair looks like a bear and a dressing gown on the door looks like a giant.' },
    { heading: 'Фонарик', text: 'Однажды папа принёс маленький фонарик. «Давай посмотрим, кто там прячется», — сказал он. Луч скользнул по стулу. Никакого медведя! Просто стул и Мишина рубашка.',
      picture: 'Dad and Misha sit on the bed; a small torch shines on the chair, and Misha laughs.' },
    { heading: 'Тихая темнота', text: 'Потом Миша сам светил фонариком: вот шкаф, вот окно, вот его плюшевый заяц. А за окном, в тёмном небе, горели звёзды. «Темнота не злая, — подумал Миша. — Она просто тихая».',
      picture: 'Misha, the boy, shines the torch on a wardrobe, a window and a plush hare; stars glow outside.' },
    { heading: 'Спокойной ночи', text: 'Теперь у Миши есть ночник в виде луны. Он говорит ему «спокойной ночи» и спокойно засыпает. Темноты он больше не боится. Конец.',
      picture: 'Misha sleeps peacefully; a moon-shaped night light glows softly beside his bed.' },
  ],
};

const lucia: BookUnderTest = {
  entryId: 'lucia-dentista', language: 'spanish', tone: 'daily_life_basics', ageRange: '4-7',
  title: 'Lucía y el sillón que sube y baja',
  summary: 'Lucía va a la consulta por primera vez y descubre que no es tan terrible.',
  coverPicture: 'Lucía, a five-year-old girl with two braids, sits in a big blue dentist’s chair and smiles.',
  characters: [{ name: 'Lucía', kind: 'girl' }],
  pages: [
    { heading: 'Mañana', text: 'Lucía tenía cinco años y una sonrisa llena de dientes pequeños. Un martes, mamá le dijo: «Mañana vamos a la dentista». A Lucía se le encogió la barriga.',
      picture: 'A cosy kitchen. Lucía, a five-year-old girl with two braids, looks worried while her mother talks to her.' },
    { heading: 'La sala de espera', text: 'En la sala de espera había cuentos y un pez naranja en una pecera. Lucía apretaba la mano de mamá. «¿Me va a doler?», preguntó bajito.',
      picture: 'A bright waiting room with picture books and a fish tank. Lucía holds her mother’s hand.' },
    { heading: 'La doctora Marta', text: 'La dentista, la doctora Marta, le enseñó su espejito y su cepillo mágico. «Solo vamos a contar tus dientes», dijo. Lucía se sentó en el sillón, que subía y bajaba como un ascensor.',
      picture: 'A dentist’s room. A smiling woman dentist shows a small mirror to Lucía, who sits in a big blue chair.' },
    { heading: 'Como un león', text: 'Lucía abrió la boca muy grande, como un león. Uno, dos, tres… ¡veinte dientes! No dolió nada. Solo hacía cosquillas.',
      picture: 'Lucía opens her mouth wide like a lion while the dentist counts her teeth with a tiny mirror.' },
    { heading: '¿Cuándo volvemos?', text: 'Al salir, Lucía llevaba una pegatina de estrella y un cepillo nuevo. «Mamá, ¿cuándo volvemos?», preguntó. Ya no tenía miedo. Fin.',
      picture: 'Outside the clinic. Lucía, the girl, shows a star sticker and a new toothbrush to her mother.' },
  ],
};

const chloe: BookUnderTest = {
  entryId: 'chloe-frere', language: 'french', tone: 'heartwarming', ageRange: '4-7',
  title: 'Chloé et le bébé',
  summary: 'Chloé attend un petit frère et se demande s’il restera assez d’amour pour elle.',
  coverPicture: 'Chloé, a five-year-old girl with a red hairband, holds the tiny hand of her baby brother.',
  characters: [{ name: 'Chloé', kind: 'girl' }],
  pages: [
    { heading: 'Un ventre tout rond', text: 'Chloé a cinq ans. Le ventre de maman est tout rond : dedans, il y a un bébé. « C’est ton petit frère », dit papa. Chloé ne dit rien.',
      picture: 'A living room. Chloé, a five-year-old girl with a red hairband, looks at her mother’s round belly while her father smiles.' },
    { heading: 'Et si… ?', text: 'Le soir, dans son lit, Chloé serre son lapin. « Et si maman et papa m’aimaient moins ? » Elle a un peu peur.',
      picture: 'Night in a bedroom. Chloé, the girl, hugs a toy rabbit in bed, looking worried.' },
    { heading: 'Léo', text: 'Un matin, le bébé arrive. Il s’appelle Léo. Il est tout petit et il pleure très fort. Tout le monde le regarde, lui.',
      picture: 'A hospital room. Chloé stands on tiptoe to see her baby brother in her mother’s arms.' },
    { heading: 'Une chambre de plus', text: 'Alors maman fait une place sur le canapé. « Viens, ma grande. Mon cœur est comme une maison : quand quelqu’un arrive, on ajoute une chambre. Personne ne perd la sienne. »',
      picture: 'On the sofa, the mother holds the baby and puts an arm around Chloé.' },
    { heading: 'Grande sœur', text: 'Chloé tient la petite main de Léo. Il serre son doigt très fort. « Bonjour, petit frère », chuchote-t-elle. Elle est grande sœur maintenant. Fin.',
      picture: 'Chloé, the girl, sits beside the cot and the baby holds her finger.' },
  ],
};

const emma: BookUnderTest = {
  entryId: 'hilde-oma', language: 'german', tone: 'heartwarming', ageRange: '4-7',
  title: 'Emma und Omas Garten',
  summary: 'Eine leise Geschichte darüber, wie Emma sich an ihre Oma Hilde erinnert.',
  coverPicture: 'Emma, a six-year-old girl with blond pigtails, sits among strawberry plants in a garden.',
  characters: [{ name: 'Emma', kind: 'girl' }, { name: 'Hilde', kind: 'grandmother' }],
  pages: [
    { heading: 'Erdbeeren', text: 'Oma Hilde hatte einen Garten voller Erdbeeren. Jeden Sommer pflückte Emma dort mit ihr die dicksten Beeren, und Oma lachte, wenn Emma mehr aß als sammelte.',
      picture: 'A summer garden full of strawberries. Emma, a six-year-old girl with blond pigtails, picks berries with Hilde, an old woman in a straw hat.' },
    { heading: 'Ein stiller Morgen', text: 'Im Herbst wurde Oma sehr krank. Eines Morgens sagte Mama leise: „Oma Hilde ist gestorben.“ Emma verstand das nicht. Sie wollte nur, dass Oma wiederkommt.',
      picture: 'A kitchen on a grey morning. The mother kneels and holds Emma, the girl, close.' },
    { heading: 'Alte Fotos', text: 'Emma war traurig und manchmal auch wütend. Papa sagte: „Du darfst weinen. Wir vermissen sie alle.“ Dann schauten sie zusammen alte Fotos an: Oma auf dem Fahrrad, Oma mit Emma im Schnee.',
      picture: 'The family on the sofa with a photo album: Hilde, the grandmother, on a bicycle and in the snow.' },
    { heading: 'Neue Erdbeeren', text: 'Im Frühling pflanzte Emma in Omas Garten neue Erdbeeren. „Die sind für dich, Oma“, flüsterte sie. Wenn Emma jetzt an Oma Hilde denkt, ist sie ein bisschen traurig und ein bisschen froh. Ende.',
      picture: 'Spring in the garden. Emma, the girl, plants strawberry seedlings next to a small stone with a painted flower.' },
  ],
};

const duoduo: BookUnderTest = {
  entryId: 'duoduo-share', language: 'chinese', tone: 'daily_life_basics', ageRange: '4-7',
  title: '朵朵学会了轮流',
  summary: '朵朵和好朋友小雨都想玩同一个玩具，她们想出了一个好办法。',
  coverPicture: 'Duoduo, a five-year-old girl with two little hair buns, holds a pink toy rabbit.',
  characters: [{ name: '朵朵', kind: 'girl' }],
  pages: [
    { heading: '小兔子', text: '朵朵有一只粉红色的小兔子玩偶，她最喜欢它了。每天晚上，她都抱着小兔子睡觉。',
      picture: 'A cosy bedroom. Duoduo, a five-year-old girl with two little hair buns, hugs a pink toy rabbit.' },
    { heading: '这是我的！', text: '这天，好朋友小雨来家里玩。小雨一看见小兔子，就伸手去拿。“这是我的！”朵朵一把抢了回来。小雨哭了。',
      picture: 'A living room. Duoduo holds the toy rabbit tightly while her friend cries.' },
    { heading: '妈妈的办法', text: '妈妈走过来，轻轻地说：“你们可以轮流玩呀。朵朵先玩一会儿，再给小雨玩。”朵朵想了想，点点头。',
      picture: 'The mother kneels between the two girls and shows them a little sand timer.' },
    { heading: '两份快乐', text: '她们一起给小兔子搭了一座小房子，玩得可开心了。朵朵发现，和朋友分享，快乐会变成两份。',
      picture: 'Duoduo, the girl, and her friend build a little house of blocks for the toy rabbit, laughing.' },
  ],
};

const jiwoo: BookUnderTest = {
  entryId: 'jiwoo-glasses', language: 'korean', tone: 'heartwarming', ageRange: '4-7',
  title: '지우의 새 안경',
  summary: '안경을 처음 쓰게 된 지우가 친구들 앞에서 용기를 내는 이야기예요.',
  coverPicture: 'Jiwoo, a seven-year-old child with short hair, smiles in new red glasses.',
  characters: [{ name: '지우', kind: 'child' }],
  pages: [
    { heading: '흐릿한 칠판', text: '지우는 요즘 칠판 글씨가 잘 보이지 않았어요. 엄마와 안과에 갔더니 의사 선생님이 말했어요. "지우에게는 안경이 필요하겠구나."',
      picture: 'An eye doctor’s room. Jiwoo, a seven-year-old child with short hair, reads letters on a chart while the mother watches.' },
    { heading: '빨간 안경', text: '빨간 테 안경을 쓰자 세상이 반짝반짝 또렷해졌어요. 하지만 지우는 걱정이 됐어요. "친구들이 놀리면 어떡하지?"',
      picture: 'Jiwoo, the child, tries on red glasses in front of a mirror and blinks in surprise.' },
    { heading: '교실에서', text: '다음 날 교실에 들어가자 친구들이 지우를 쳐다봤어요. 지우는 얼굴이 빨개졌어요. 그때 민호가 말했어요. "우와, 안경 멋지다! 꼭 탐험가 같아!"',
      picture: 'A classroom. Jiwoo stands at the door in red glasses while a boy with a big smile gives a thumbs-up.' },
    { heading: '잘 보여요', text: '친구들은 돌아가며 지우의 안경을 구경했어요. 아무도 놀리지 않았어요. 이제 지우는 칠판 글씨도, 친구들의 웃는 얼굴도 아주 잘 보여요. 끝.',
      picture: 'Jiwoo, the child, and classmates laugh together in the schoolyard; the red glasses shine in the sun.' },
  ],
};

export const HONEST_BOOKS: readonly BookUnderTest[] = [tractor, biscuit, amira, rosie, yui, misha, lucia, chloe, emma, duoduo, jiwoo];

export interface BrokenVariant {
  name: string;
  /** The one finding the change must bring. */
  expect: FindingKind;
  book: BookUnderTest;
}

/** A copy of a book with some page texts rewritten (1-based page numbers) and other fields replaced. */
function variant(book: BookUnderTest, pageTexts: Record<number, (text: string) => string>, fields: Partial<BookUnderTest> = {}): BookUnderTest {
  return {
    ...book,
    pages: book.pages.map((page, i) => (pageTexts[i + 1] ? { ...page, text: pageTexts[i + 1]!(page.text) } : page)),
    ...fields,
  };
}

const everywhere = (book: BookUnderTest, from: RegExp, to: string): BookUnderTest => ({
  ...book,
  title: book.title.replace(from, to),
  ...(book.summary ? { summary: book.summary.replace(from, to) } : {}),
  pages: book.pages.map((p) => ({ ...p, text: p.text.replace(from, to), ...(p.heading ? { heading: p.heading.replace(from, to) } : {}) })),
  characters: book.characters.map((c) => ({ ...c, name: c.name.replace(from, to) })),
});

export const BROKEN_VARIANTS: readonly BrokenVariant[] = [
  { name: 'the request pasted into a sentence', expect: 'pasted-fragment',
    book: variant(biscuit, { 2: (t) => `${t} Biscuit wanted to like a gentle story about how the family remembers him.` }) },
  { name: 'two sentences of the idea glued into one', expect: 'pasted-fragment',
    book: variant(biscuit, { 5: (t) => t.replace('We still miss Biscuit.', 'Now the family remembers him his name was Biscuit.') }) },
  { name: 'a sentence cut off after "the"', expect: 'dangling-ending',
    book: variant(tractor, { 2: (t) => t.replace('He wants to see the sea.', 'He wants to see the sea and the.') }) },
  { name: 'French "du" before a verb', expect: 'broken-grammar',
    book: variant(chloe, { 5: (t) => t.replace('Elle est grande sœur maintenant.', 'Elle rêve du faire un câlin au bébé.') }) },
  { name: 'the hero named twice in one breath', expect: 'name-echo',
    book: variant(chloe, { 4: (t) => `Chloé embrasse la maman de Chloé. ${t}` }) },
  { name: 'a doubled phrase', expect: 'doubled-phrase',
    book: variant(lucia, { 4: (t) => t.replace('No dolió nada.', 'No dolió nada de verdad de verdad.') }) },
  { name: 'a hero named after a question word', expect: 'question-word-name',
    book: variant(amira, {}, { characters: [{ name: 'Why', kind: 'girl' }] }) },
  { name: 'a Latin-letter name inside Japanese', expect: 'wrong-script',
    book: variant(yui, { 4: (t) => t.replace('つみきで おしろ。', 'Yuiちゃんは つみきで おしろ。') }) },
  { name: 'an English word left in Spanish', expect: 'english-word',
    book: variant(lucia, { 4: (t) => t.replace('Lucía abrió la boca muy grande', 'Lucía abrió la boca and muy grande') }) },
  { name: 'the idea turned around', expect: 'contradicts-idea',
    book: variant(rosie, { 3: (t) => `Secretly, Rosie wanted to be a princess. ${t}` }) },
  { name: 'the named hero replaced', expect: 'name-lost',
    book: everywhere(everywhere(everywhere(misha, /Миша/g, 'Петя'), /Мишина/g, 'Петина'), /Миши/g, 'Пети') },
  { name: 'a dog drawn as a boy', expect: 'kind-wrong',
    book: {
      ...biscuit,
      characters: [{ name: 'Biscuit', kind: 'boy' }],
      pages: biscuit.pages.map((p) => ({ ...p, ...(p.picture ? { picture: p.picture.replace(/Biscuit the dog/g, 'Biscuit the boy') } : {}) })),
    } },
  { name: 'a dentist story told as a haircut', expect: 'situation-missed',
    book: everywhere(everywhere(everywhere(everywhere(lucia, /dentista/g, 'peluquera'), /dientes/g, 'pelos'), /sillón/g, 'taburete'), /boca/g, 'cabeza') },
  { name: 'a cheer in a grief story', expect: 'situation-forbidden',
    book: variant(biscuit, { 5: (t) => t.replace('The end.', '“I did it!” I shouted. The end.') }) },
  { name: 'another idea written with the same sentences', expect: 'overlap',
    book: {
      ...everywhere(tractor, /Red Tractor/g, 'Dino'),
      entryId: 'dino-party',
      characters: [{ name: 'Dino', kind: 'green dinosaur' }],
      coverPicture: 'A small green dinosaur with a party hat on a sandy beach.',
      pages: everywhere(tractor, /Red Tractor/g, 'Dino').pages.map((p) => ({ ...p, picture: 'Dino, a small green dinosaur, at a birthday party with cake and balloons.' })),
    } },
  { name: 'a toddler page far too long', expect: 'page-length',
    book: variant(tractor, { 1: (t) => `${t} He ploughs the long brown fields, he pulls the heavy trailer full of hay, he carries the apples to the barn, and when the sun goes down he rumbles slowly back to his shed beside the old oak tree.` }) },
];
