// Portuguese (Brazilian) phrase bank.
import type { KindKey, TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type PhraseBank } from './phrase-bank';

const KINDS: Record<KindKey, [noun: string, gender: 'm' | 'f']> = {
  hedgehog: ['ouriço', 'm'], rabbit: ['coelhinho', 'm'], cat: ['gatinho', 'm'], dog: ['cachorrinho', 'm'],
  bear: ['ursinho', 'm'], panda: ['panda', 'm'], fox: ['raposinha', 'f'], wolf: ['lobinho', 'm'], mouse: ['ratinho', 'm'],
  squirrel: ['esquilo', 'm'], raccoon: ['guaxinim', 'm'], owl: ['corujinha', 'f'], bird: ['passarinho', 'm'],
  penguin: ['pinguim', 'm'], duck: ['patinho', 'm'], chicken: ['pintinho', 'm'], pig: ['porquinho', 'm'],
  cow: ['vaquinha', 'f'], sheep: ['ovelhinha', 'f'], horse: ['pônei', 'm'], unicorn: ['unicórnio', 'm'],
  elephant: ['elefantinho', 'm'], giraffe: ['girafa', 'f'], lion: ['leãozinho', 'm'], tiger: ['tigrinho', 'm'],
  monkey: ['macaquinho', 'm'], frog: ['sapinho', 'm'], turtle: ['tartaruga', 'f'], fish: ['peixinho', 'm'],
  whale: ['baleia', 'f'], octopus: ['polvo', 'm'], dragon: ['dragãozinho', 'm'], dinosaur: ['dinossauro', 'm'],
  robot: ['robô', 'm'], alien: ['alienígena', 'm'], girl: ['menina', 'f'], boy: ['menino', 'm'], child: ['menino', 'm'],
};

const TRAITS: Record<TraitKey, [m: string, f: string]> = {
  shy: ['tímido', 'tímida'], brave: ['corajoso', 'corajosa'], curious: ['curioso', 'curiosa'],
  sleepy: ['dorminhoco', 'dorminhoca'], grumpy: ['rabugento', 'rabugenta'], lonely: ['solitário', 'solitária'],
  clumsy: ['desajeitado', 'desajeitada'], kind: ['bondoso', 'bondosa'], cheerful: ['alegre', 'alegre'],
  clever: ['esperto', 'esperta'], tiny: ['pequenininho', 'pequenininha'], scared: ['medroso', 'medrosa'],
};

const g01 = (g: 'm' | 'f') => (g === 'f' ? 1 : 0);
const um = (g: 'm' | 'f') => (g === 'f' ? 'uma' : 'um');

function extractGoal(idea: string): string | undefined {
  const m = /(?:quer|queria|gostaria de|sonha em|sonhava em|sonha com|deseja|aprende a|tenta|adora|ama|não consegue|não sabe)\s+([^.,;!?]+)/i.exec(idea);
  const phrase = m?.[1]?.split(/\s+(?:que|mas|porque|enquanto)\s+/i)[0]?.trim();
  if (!phrase) return undefined;
  const first = phrase.split(/\s+/)[0] ?? '';
  return /(ar|er|ir|or|ôr)(-se)?$/i.test(first) ? phrase.split(/\s+/).slice(0, 9).join(' ') : undefined;
}

// Preposition + article contractions: "de o" → "do", "em a" → "na", "a a" → "à".
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/(?<!\p{L})de o(?!\p{L})/gu, 'do'], [/(?<!\p{L})de a(?!\p{L})/gu, 'da'], [/(?<!\p{L})de os(?!\p{L})/gu, 'dos'], [/(?<!\p{L})de as(?!\p{L})/gu, 'das'],
  [/(?<!\p{L})em o(?!\p{L})/gu, 'no'], [/(?<!\p{L})em a(?!\p{L})/gu, 'na'], [/(?<!\p{L})em os(?!\p{L})/gu, 'nos'], [/(?<!\p{L})em as(?!\p{L})/gu, 'nas'],
  [/(?<!\p{L})por o(?!\p{L})/gu, 'pelo'], [/(?<!\p{L})por a(?!\p{L})/gu, 'pela'], [/(?<!\p{L})a o(?!\p{L})/gu, 'ao'], [/(?<!\p{L})a os(?!\p{L})/gu, 'aos'], [/(?<!\p{L})a a(?!\p{L})/gu, 'à'],
];

export const portuguese: PhraseBank = {
  language: 'portuguese',
  kindGender: (kind) => KINDS[kind][1],
  heroIntro: (hero) => {
    const [noun, g] = KINDS[hero.kind];
    return `${um(g)} ${noun} ${TRAITS[hero.trait][g01(g)]} ${g === 'f' ? 'chamada' : 'chamado'} ${hero.name}`;
  },
  heroPhrase: (hero) => {
    const [noun, g] = KINDS[hero.kind];
    if (hero.trait === 'tiny') return `${um(g)} ${noun} ${TRAITS.tiny[g01(g)]}`;
    return `${um(g)} ${g === 'f' ? 'pequena' : 'pequeno'} ${noun} ${TRAITS[hero.trait][g01(g)]}`;
  },
  kindThe: (hero) => `${KINDS[hero.kind][1] === 'f' ? 'a' : 'o'} ${KINDS[hero.kind][0]}`,
  trait: (trait, gender) => TRAITS[trait][g01(gender)],
  goals: {
    goToMoon: 'voar até a lua',
    braveDark: 'ser [corajoso|corajosa] no escuro',
    findTreasure: 'encontrar o tesouro escondido',
    findStar: 'encontrar a estrela dos desejos perdida',
    learnRainbow: 'descobrir de onde vêm os arco-íris',
    makeFriend: 'fazer um amigo de verdade',
    rideBike: 'andar de bicicleta',
    bake: 'fazer o bolo mais maravilhoso do mundo',
    climb: 'subir até o topo da montanha mais alta',
    seeSea: 'ver o mar',
    swim: 'nadar',
    fly: 'voar',
    read: 'ler um livro inteiro [sozinho|sozinha]',
    dance: 'dançar',
    sing: 'cantar uma música na frente de todo mundo',
    grow: 'cultivar um jardim lindo',
    makeLaugh: 'fazer todo mundo rir',
    help: 'ajudar os amigos',
  },
  concepts: {
    moon: 'a lua', stars: 'as estrelas', sun: 'o sol', rainbow: 'os arco-íris', clouds: 'as nuvens fofinhas',
    rain: 'pular nas poças de chuva', snow: 'a neve', sea: 'o mar', river: 'o rio brilhante', forest: 'a floresta',
    flowers: 'as flores', garden: 'o jardim', mountain: 'as montanhas', cave: 'as cavernas secretas',
    castle: 'o velho castelo', rocket: 'os foguetes', planets: 'os planetas', kite: 'as pipas', balloons: 'os balões',
    boat: 'os barcos', train: 'os trens', cake: 'os bolos', music: 'a música', books: 'os livros', school: 'a escola',
    treasure: 'os mapas do tesouro', butterflies: 'as borboletas',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['Tico', 'Juca', 'Léo', 'Davi', 'Tom', 'Pipoca'], f: ['Lia', 'Bia', 'Nina', 'Luna', 'Mel', 'Clara'] },
  finish: (text) => capitalizeSentences(tidySpaces(CONTRACTIONS.reduce((t, [re, to]) => t.replace(re, to), text))),
  goalTitle: '{name} quer {goal}',
  summary: 'Uma história {adjective} sobre {heroIntro} que sonha em {goal}.',
  theEnd: 'Fim.',
  tones: {
    playful_funny: {
      home: 'numa casinha torta com uma chaminé entortada',
      friend: { intro: 'uma gansa risonha de galochas', the: 'a gansa', gender: 'f' },
      things: 'chapéus engraçados, poças saltitantes e piadas bobas',
      adjective: 'divertida',
      lines: {
        opening: '{name} nunca usava meias iguais, e gostava exatamente assim.',
        wish: 'Todo mundo deu risada da ideia, mas {name} riu mais alto que todos, e mesmo assim falava sério.',
        firstTry: 'Boing! Splash! Catapimba! Até os caracóis riram.',
        friend: '{friend} grasnou tão alto que o chapéu de um porquinho que passava saiu voando.',
        climax: '{name} mexeu as orelhas para dar sorte, porque isso sempre ajuda.',
        resolution: 'Foi o momento mais bobo e mais feliz de todos, e ninguém conseguia parar de rir.',
        ending: 'E, em algum lugar, um porquinho ainda está procurando o seu chapéu.',
      },
      toddler: { opening: 'Boing, boing!', ending: 'Ha, ha, ha!' },
      titles: ['{name} e o plano todo atrapalhado', 'Os dias divertidos de {name}'],
    },
    fantasy_magic: {
      home: 'num vale escondido onde as flores cantavam ao amanhecer',
      friend: { intro: 'uma fadinha minúscula de asas brilhantes', the: 'a fadinha', gender: 'f' },
      things: 'estrelas cadentes, velhos livros de feitiços e cogumelos que brilham',
      adjective: 'mágica',
      lines: {
        opening: 'Naquele vale, dava para guardar raios de lua em potes, e às vezes os desejos escutavam.',
        wish: 'Bem nessa hora, uma estrela cadente cruzou o céu, como se tivesse ouvido.',
        firstTry: '{name} até sussurrou uma palavra mágica, mas o feitiço se desfez numa nuvem de fumaça roxa.',
        friend: 'Por onde {friend} voava, o ar brilhava com pó de prata.',
        climax: '{friend} salpicou uma pitada de pó de estrelas, mas a verdadeira mágica já estava dentro de {name}.',
        resolution: 'Brilhos rodopiaram por toda parte, e as flores do vale começaram a cantar.',
        ending: 'Nas noites claras, se você olhar com atenção, ainda dá para ver os brilhos.',
      },
      toddler: { opening: 'Brilha, brilha!', ending: 'Mágica!' },
      titles: ['{name} e as estrelas que sussurram', 'O desejo mágico de {name}'],
    },
    animal: {
      home: 'numa toca aconchegante na beira do grande prado verde',
      friend: { intro: 'uma velha coruja sábia', the: 'a coruja', gender: 'f' },
      things: 'prados ensolarados, folhas crocantes e o cheiro da chuva',
      adjective: 'de bichos',
      lines: {
        opening: 'Os coelhos, os patos e as formigas trabalhadeiras eram todos seus vizinhos.',
        wish: 'Os patos grasnaram e os esquilos tagarelaram: alguém já tinha ouvido uma coisa dessas?',
        firstTry: 'Uma família de patos passou gingando e, muito educada, fingiu que não viu nada.',
        friend: '{friend} piscou os grandes olhos dourados e arrepiou as penas.',
        climax: 'Todos os bichos do prado vieram assistir: coelhos, patos, esquilos e até o velho texugo.',
        resolution: 'Os passarinhos cantaram, os coelhos bateram as patas e os patos bateram as asas.',
        ending: 'E o prado inteiro ficou um pouquinho mais feliz do que antes.',
      },
      toddler: { opening: 'Snif, snif!', ending: 'Piu, piu, quá, quá!' },
      titles: ['{name} do prado verde', '{name} e os amigos do prado'],
    },
    heartwarming: {
      home: 'numa casinha com uma cozinha amarela e quentinha',
      friend: { intro: 'a avó de {name}', the: 'a vovó', gender: 'f' },
      things: 'chocolate quente, cobertores macios e histórias antes de dormir',
      adjective: 'cheia de carinho',
      lines: {
        opening: 'Ali, todo mundo dividia o que tinha, mesmo que fosse só meio biscoito.',
        wish: 'Guardava o desejo bem pertinho, como uma xícara de chocolate quente num dia frio.',
        firstTry: 'Não deu certo, mas um vizinho que passava lhe deu um sorriso de incentivo.',
        friend: '{friend} envolveu {name} num abraço macio e quentinho.',
        climax: '{friend} estava ali pertinho, com o sorriso mais orgulhoso do mundo.',
        resolution: 'Lágrimas de alegria brilhavam em todos os olhos, e todos os corações ficaram quentinhos.',
        ending: 'Porque a bondade, quando é dividida, sempre fica maior.',
      },
      toddler: { opening: 'Abraço apertado.', ending: 'Te amo!' },
      titles: ['O grande coração de {name}', 'Um abraço para {name}'],
    },
    sci_fi: {
      home: 'numa casa redonda e prateada num planetinha tranquilo',
      friend: { intro: 'um robozinho simpático', the: 'o robozinho', gender: 'm' },
      things: 'foguetes, planetas cintilantes e aparelhos brilhantes',
      adjective: 'espacial',
      lines: {
        opening: 'Da janela dava para ver três luas e um planeta com anéis.',
        wish: 'Desenhou projetos no tablet até tarde da noite.',
        firstTry: 'Bip! Bzzz! O aparelho que tinha construído engasgou e soltou faíscas.',
        friend: 'A antena do robozinho piscou verde: um oi amigável.',
        climax: 'Contagem regressiva: cinco, quatro, três, dois, um!',
        resolution: 'Todas as luzes da estação espacial piscaram para comemorar.',
        ending: 'Lá no alto, as estrelas cintilavam como bilhões de olhos piscando.',
      },
      toddler: { opening: 'Bip, bop!', ending: 'Zum!' },
      titles: ['{name} e o foguete das estrelas', 'A viagem de {name} até as estrelas'],
    },
    daily_life_basics: {
      home: 'numa casinha iluminada na Rua dos Bordos',
      friend: { intro: 'uma professora muito gentil', the: 'a professora', gender: 'f' },
      things: 'panquecas no café da manhã, o caminho da escola e as bolhas do banho',
      adjective: 'do dia a dia',
      lines: {
        opening: 'Todo dia começava igual: lavar o rosto, se vestir, tomar café da manhã e dar um abração de bom-dia.',
        wish: 'Pensava nisso enquanto escovava os dentes, e de novo enquanto calçava os sapatos.',
        firstTry: 'Era parecido com amarrar o cadarço pela primeira vez: difícil!',
        friend: '{friend} se abaixou para conversarem olho no olho.',
        climax: '{name} lembrou: inspira, expira, devagarinho.',
        resolution: 'Foi como andar de bicicleta sem ajuda pela primeira vez.',
        ending: 'Amanhã seria um novo dia, cheio de coisinhas novas para aprender.',
      },
      toddler: { opening: 'Bom dia!', ending: 'Banho, livro, cama.' },
      titles: ['O grande dia de {name}', '{name} consegue!'],
    },
    adventurous: {
      home: 'numa cabana aconchegante ao pé das altas montanhas azuis',
      friend: { intro: 'um velho explorador com um mapa remendado', the: 'o explorador', gender: 'm' },
      things: 'mapas antigos, trilhas secretas e lugares distantes',
      adjective: 'de aventura',
      lines: {
        opening: 'Diziam que, além das montanhas, havia lugares que ninguém nunca tinha visto.',
        wish: 'Arrumou uma mochila, só por garantia: uma corda, uma lanterna e um sanduíche.',
        firstTry: 'A trilha era íngreme, e uma rajada de vento levou o seu chapéu.',
        friend: '{friend} desenrolou um mapa cheio de marcas misteriosas.',
        climax: 'Atravessaram uma ponte de corda balançante bem no alto de um rio agitado.',
        resolution: 'Lá de cima, o mundo inteiro parecia se estender aos seus pés.',
        ending: 'E o mapa? Ainda tem alguns espaços em branco, esperando para serem explorados.',
      },
      toddler: { opening: 'Lá vamos nós!', ending: 'Que aventura!' },
      titles: ['{name} e o mapa secreto', 'A grande aventura de {name}'],
    },
    educational: {
      home: 'numa casa alegre cheia de livros e perguntas',
      friend: { intro: 'uma cientista curiosa', the: 'a cientista', gender: 'f' },
      things: 'perguntas, lupas e descobrir como as coisas funcionam',
      adjective: 'cheia de descobertas',
      lines: {
        opening: '{name} sempre perguntava: por quê? como? e se…?',
        wish: 'Para descobrir como, decidiu observar, fazer perguntas e experimentar, igualzinho a [um cientista|uma cientista] de verdade.',
        firstTry: 'O primeiro experimento não deu certo, e isso lhe ensinou uma coisa importante: os erros são pistas.',
        friend: '{friend} mostrou como anotar cada ideia num caderno.',
        climax: '{name} conferiu as anotações uma última vez: passo um, passo dois, passo três.',
        resolution: 'Treino, paciência e boas ideias tinham trabalhado juntos.',
        ending: 'Você sabia? Todo especialista já foi um iniciante.',
      },
      toddler: { opening: 'Por quê? Como?', ending: 'Agora eu sei!' },
      titles: ['{name} quer saber por quê', '{name} descobre tudo'],
    },
  },
  stages: {
    opening: {
      title: 'Conheça {name}',
      short: '[Este|Esta] é {name}. {name} é {heroPhrase}.',
      mid: 'Era uma vez {heroIntro}. {name} morava {home}. Toda manhã, {name} dava bom-dia ao sol.',
      long: 'Era uma vez, {home}, {heroIntro}. {name} era {trait}, mas tinha o coração cheio de encanto e reparava nas coisas pelas quais os outros passavam correndo: o brilho do orvalho, o zumbido das abelhas, as nuvens que passavam devagar como grandes navios.',
    },
    world: {
      title: 'Coisas favoritas',
      short: '{name} adora {things}.',
      mid: '{name} adorava {things}. Passava o dia inteiro pensando nisso. A vida era tranquila e aconchegante.',
      long: 'Mais do que tudo, {name} adorava {things}. Conseguia passar uma tarde inteira sonhando [acordado|acordada], enquanto o mundo ao redor seguia com a pressa de sempre. Ainda assim, bem lá no fundo, parecia faltar alguma coisa.',
    },
    wish: {
      title: 'Um grande desejo',
      short: '{name} quer {goal}.',
      mid: '{name} tinha um grande desejo. Queria muito {goal}! Mas não sabia como.',
      long: 'Certa noite, {name} finalmente contou o segredo que guardava havia muito tempo: queria {goal}. Parecia impossível, talvez até um pouco bobo, mas o desejo brilhava dentro [dele|dela] como uma lanterninha que se recusava a apagar.',
    },
    firstTry: {
      title: 'A primeira tentativa',
      short: '{name} tenta. Opa!',
      mid: 'Então {name} tentou {goal}. Tentou com todas as forças. Mas não deu certo. Opa!',
      long: 'Na manhã seguinte, {name} fez um plano cuidadoso e tentou {goal}. Concentrou-se com todas as forças, contou até três e deu tudo de si. Infelizmente, nada saiu como planejado, e a tentativa terminou numa confusão de cambalhotas e gritinhos de surpresa.',
    },
    setback: {
      title: 'Um momento triste',
      short: '{name} está triste.',
      mid: '{name} se sentou com um suspiro. “Talvez eu não consiga”, sussurrou. Uma lagriminha escorreu pela sua bochecha.',
      long: '[Desanimado|Desanimada], {name} se sentou debaixo de uma árvore e ficou olhando para o chão. “Talvez alguns desejos sejam grandes demais”, murmurou. A decepção pesava como uma mochila cheia de pedras, e por um tempo não teve vontade de tentar mais nada.',
    },
    friend: {
      title: 'Uma mãozinha',
      short: '{name} conhece {friendIntro}.',
      mid: 'Bem nessa hora, {friendIntro} passou por ali. “Por que você está triste?”, perguntou {friend}. {name} contou tudo sobre o seu grande desejo.',
      long: 'Bem nessa hora, {friendIntro} apareceu. “Que suspiro grande!”, disse {friend} com carinho. “O que aconteceu?” Primeiro com timidez e depois de uma vez só, {name} explicou tudo: o desejo, a tentativa que deu errado e o medo de que ele nunca se realizasse.',
    },
    advice: {
      title: 'Um bom conselho',
      short: '“Você consegue!”, diz {friend}.',
      mid: '{friend} sorriu. “Grandes desejos precisam de pequenos passos”, disse. “Vamos tentar juntos, um passinho de cada vez.”',
      long: '{friend} escutou com atenção e depois abriu um sorriso lento e sábio. “Toda grande coisa começa com um pequeno passo”, disse. “Ninguém consegue logo no primeiro dia. Que tal dividir o seu desejo em pedacinhos e treinar cada um?”',
    },
    secondTry: {
      title: 'Treino e mais treino',
      short: '{name} tenta de novo.',
      mid: 'Então {name} treinou todos os dias, um pouquinho e depois mais um pouquinho. Ainda era difícil, mas estava cada vez melhor!',
      long: 'Então eles treinaram juntos, dia após dia. Algumas tentativas foram desengonçadas, outras foram engraçadíssimas, e uma ou duas quase deram certo. Toda noite, {name} percebia que estava um pouquinho mais [corajoso|corajosa] e um pouquinho mais forte do que no dia anterior.',
    },
    doubt: {
      title: 'Uma noite estrelada',
      short: 'É noite. {name} olha as estrelas.',
      mid: 'Naquela noite, {name} olhou para as estrelas. “E se eu nunca conseguir?”, pensou. As estrelas piscaram de volta, como se dissessem: continue.',
      long: 'Naquela noite, {name} não conseguia dormir e ficou olhando as estrelas se acenderem uma a uma no céu de veludo. As dúvidas chegaram como sombras: e se todo aquele treino não servisse para nada? Mas, enquanto a lua subia, uma vozinha calma e teimosa respondeu lá dentro: não desistir também é uma espécie de mágica.',
    },
    insight: {
      title: 'Uma ideia brilhante',
      short: '{name} tem uma ideia!',
      mid: 'De manhã, {name} teve uma ideia maravilhosa. Não precisava fazer tudo [sozinho|sozinha] e nem precisava ser [perfeito|perfeita]!',
      long: 'Quando amanheceu, {name} acordou com uma ideia cintilante. Vinha tentando ser outra pessoa, mas e se usasse justamente aquilo que [o|a] tornava especial? Com um sorrisão, juntou a sua coragem, os seus amigos e tudo o que tinha aprendido.',
    },
    climax: {
      title: 'O grande momento',
      short: 'Preparar, apontar, já!',
      mid: 'O grande dia chegou. {name} respirou fundo. Um, dois, três… e tentou {goal} mais uma vez!',
      long: 'Finalmente chegou o grande momento. Todos se reuniram para assistir, prendendo a respiração. {name} fechou os olhos, lembrou de cada lição, de cada tropeço e de cada palavra gentil, contou até três e tentou {goal} com todo o coração.',
    },
    resolution: {
      title: 'Viva!',
      short: '{name} conseguiu! Viva!',
      mid: 'E dessa vez deu certo! {name} conseguiu mesmo {goal}! “Eu consegui!”, gritou de alegria.',
      long: 'E dessa vez aconteceu uma coisa maravilhosa: {name} conseguiu mesmo {goal}! Um arrepio de alegria [o|a] percorreu da ponta do nariz até a ponta dos pés. “Eu consegui!”, exclamou, e a comemoração que veio em resposta foi a mais barulhenta que alguém já tinha ouvido.',
    },
    celebration: {
      title: 'Uma festa feliz',
      short: 'Todos aplaudem. Eba!',
      mid: 'Todos os amigos de {name} comemoraram e aplaudiram. Fizeram uma festinha com músicas e bolo. {name} ficou muito [orgulhoso|orgulhosa].',
      long: 'Naquela noite teve festa, com música, risadas e bolo demais. {name} agradeceu a {friend} e a todos que tinham acreditado [nele|nela], e entendeu que o caminho tinha sido tão precioso quanto o próprio desejo.',
    },
    ending: {
      title: 'Bons sonhos',
      short: 'Boa noite, {name}.',
      mid: 'Naquela noite, {name} dormiu com um sorrisão. Agora sabia que, com coragem e bons amigos, os desejos podem se realizar.',
      long: 'Mais tarde, bem [cobertinho|cobertinha] e [cheio|cheia] de sono, {name} pensou em tudo o que tinha acontecido. Tinha aprendido que pequenos passos podem levar até um grande sonho. Adormeceu já sonhando com a próxima aventura.',
    },
  },
};
