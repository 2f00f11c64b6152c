// Copyrighted and trademarked characters and franchises, for the content policy.
// Terms are written as in content-policy-matcher.ts. A name alone is not a character: ambiguous
// names ("Mickey", "Elsa", "Mario") count only with their franchise context (a surname, the
// brand, a co-star, a place of the story), so "Mickey the mouse who lives in our barn" passes.

export interface FranchiseTerms {
  /** Shown in the reason: "names a copyrighted character (<label>)". */
  readonly label: string;
  /** Unambiguous: any one of these is enough. */
  readonly anchors: readonly string[];
  /** Ambiguous character names ("Elsa", "Mario"): never enough on their own. */
  readonly names?: readonly string[];
  /** Further clues that, together with a name, point at the franchise. */
  readonly hints?: readonly string[];
  /** Distinct names and hints needed, at least one of them a name. Default 2. */
  readonly minHits?: number;
}

export const COPYRIGHTED_FRANCHISES: readonly FranchiseTerms[] = [
  // --- Disney
  {
    label: 'Mickey Mouse',
    anchors: [
      'mickey mouse', 'minnie mouse', 'mickey and minnie', 'micky maus', 'mickey maus', 'minnie maus',
      'raton mickey', 'topolino e minnie', 'микки маус', 'минни маус', '米老鼠', '米奇', '米妮', 'ミッキーマウス',
      'ミッキー', 'ミニーマウス', '미키 마우스', '미니 마우스',
    ],
    names: ['mickey', 'minnie', 'микки', 'минни'],
    // Brand and co-stars only: a mouse called Mickey in a barn is not Disney's.
    hints: ['disney', 'goofy', 'pluto', 'donald', 'clubhouse', 'дисней', '迪士尼', 'ディズニー', '디즈니'],
  },
  {
    label: 'Donald Duck',
    anchors: ['donald duck', 'daisy duck', 'pato donald', 'paperino', 'дональд дак', '唐老鸭', 'ドナルドダック', '도널드 덕'],
  },
  {
    label: 'Elsa and Anna from Frozen',
    anchors: [
      'arendelle', 'arendel', 'queen elsa', 'elsa of arendelle', 'frozen movie', 'frozen film', 'disney frozen',
      'disney s frozen', 'frozen 2', 'frozen ii', 'elsa from frozen', 'anna from frozen', 'olaf from frozen',
      'frozen s elsa', 'snowman olaf', 'olaf the snowman', 'snowman named olaf', 'snowman called olaf',
      'la reina elsa', 'la reine elsa', 'königin elsa', 'eiskönigin elsa', 'regina elsa', 'rainha elsa',
      'völlig unverfroren', 'olaf el muñeco de nieve', 'olaf le bonhomme de neige', 'olaf der schneemann',
      'schneemann olaf', 'olaf il pupazzo di neve', 'olaf o boneco de neve', 'королева эльза', 'снеговик олаф',
      '冰雪奇缘', '艾莎公主', '艾莎女王', 'アナと雪の女王',
      'アナ雪', '겨울 왕국', '엘사 여왕', '엘사 공주',
    ],
    names: [
      'elsa', 'anna', 'olaf', 'kristoff', 'эльза', 'анна', 'олаф', '艾莎', '安娜', '雪宝', 'エルサ', 'オラフ', '엘사', '안나', '올라프',
    ],
    hints: [
      'frozen', 'ice powers', 'ice magic', 'let it go', 'liberee delivree', 'libre soy', 'lass jetzt los', 'all alone', 'ice queen',
      'reina de hielo', 'reina del hielo', 'sven', 'snow queen', 'reino del hielo', 'reine des neiges',
      'eiskönigin', 'regno di ghiaccio', 'холодное сердце', '冰雪', '雪の女王', '얼음',
    ],
    minHits: 3,
  },
  {
    label: 'The Lion King',
    anchors: [
      'mufasa', 'timon and pumbaa', 'hakuna matata', 'pride rock', 'simba and nala', 'муфаса', '木法沙', 'ムファサ', '무파사',
    ],
    names: ['simba', 'nala', 'симба', '辛巴', 'シンバ', '심바'],
    // "Simba" means lion: a lion called Simba is the film's.
    hints: [
      'lion', 'lion cub', 'lion king', 'scar', 'timon', 'pumbaa', 'león', 'leon', 'lion', 'löwe', 'leone', 'leão', 'лев',
      'львенок', '狮子', 'ライオン', '사자',
    ],
  },
  {
    label: 'Toy Story',
    anchors: [
      'buzz lightyear', 'sheriff woody', 'woody and buzz', 'buzz and woody', 'toy story 2', 'toy story 3',
      'toy story 4', 'toy story movie', 'базз лайтер', '玩具总动员', '巴斯光年', 'トイストーリー', 'バズライトイヤー',
      '토이 스토리', '버즈 라이트이어',
    ],
    names: ['woody', 'buzz'],
    hints: ['toy story', 'sheriff', 'space ranger', 'cowboy doll', 'to infinity and beyond'],
  },
  {
    label: 'Finding Nemo',
    anchors: [
      'finding nemo', 'finding dory', 'nemo and dory', 'dory and nemo', 'buscando a nemo', 'le monde de nemo',
      'findet nemo', 'alla ricerca di nemo', 'procurando nemo', 'в поисках немо', '海底总动员', 'ファインディングニモ',
      '니모를 찾아서',
    ],
    names: ['nemo', 'dory', 'немо', '尼莫', 'ニモ', '니모', 'dori'],
    hints: [
      'clownfish', 'clown fish', 'blue tang', 'pez payaso', 'poisson clown', 'clownfisch', 'pesce pagliaccio',
      'peixe palhaço', 'рыба клоун', '小丑鱼', 'カクレクマノミ', '흰동가리',
    ],
  },
  {
    label: 'Ariel from The Little Mermaid (Disney)',
    anchors: ['ariel and flounder', 'flounder and ariel', 'ariel and sebastian'],
    names: ['ariel', 'ариэль', '爱丽儿', 'アリエル', '에리얼'],
    hints: [
      'mermaid', 'flounder', 'sebastian', 'ursula', 'under the sea', 'sirenita', 'sirene', 'meerjungfrau',
      'sirenetta', 'sereia', 'русалочка', '美人鱼', '人魚', '인어',
    ],
  },
  {
    label: 'Moana',
    anchors: ['te fiti', 'moana and maui', 'maui and moana', '莫阿娜', 'モアナ', '모아나'],
    names: ['moana', 'моана'],
    hints: ['maui', 'heihei', 'pua', 'demigod', 'motunui'],
  },
  {
    label: 'Lilo & Stitch',
    anchors: [
      'lilo and stitch', 'lilo y stitch', 'lilo et stitch', 'lilo und stitch', 'lilo e stitch', 'experiment 626',
      'лило и стич', '星际宝贝', 'リロアンドスティッチ', '릴로와 스티치',
    ],
  },
  {
    label: 'Lightning McQueen (Cars)',
    anchors: [
      'lightning mcqueen', 'tow mater', 'rayo mcqueen', 'flash mcqueen', 'saetta mcqueen', 'relampago mcqueen',
      'молния маккуин', '闪电麦昆', 'ライトニングマックィーン', '라이트닝 맥퀸',
    ],
  },
  {
    label: 'Monsters, Inc.',
    anchors: [
      'monsters inc', 'mike wazowski', 'sulley and mike', 'mike and sulley', '怪兽电力公司', 'モンスターズインク', '몬스터 주식회사',
    ],
  },
  { label: 'WALL-E', anchors: ['wall e', 'валл и', 'ウォーリー'] },
  {
    label: 'The Incredibles',
    anchors: [
      'the incredibles', 'los increibles', 'les indestructibles', 'die unglaublichen', 'gli incredibili',
      'os incriveis', 'суперсемейка', '超人总动员', 'ミスターインクレディブル', '인크레더블',
    ],
  },
  {
    label: 'Zootopia',
    anchors: [
      'zootopia', 'zootropolis', 'zootopie', 'judy hopps', 'nick wilde', 'зверополис', '疯狂动物城', 'ズートピア', '주토피아',
    ],
  },
  { label: 'Encanto', anchors: ['mirabel madrigal', 'casita madrigal'] },
  { label: 'Dumbo', anchors: ['dumbo', 'дамбо', '小飞象', 'ダンボ', '덤보'] },
  {
    label: 'Winnie-the-Pooh (Disney)',
    anchors: [
      'winnie the pooh', 'winnie pooh', 'winnie l ourson', 'winnie puuh', 'ursinho pooh', 'вини пух', 'винни пух',
      '小熊维尼', 'くまのプーさん', 'プーさん', '곰돌이 푸', 'tigger', 'eeyore',
    ],
    names: ['pooh'],
    hints: ['bear', 'honey', 'hundred acre wood', 'christopher robin', 'piglet'],
  },
  {
    label: 'Disney princesses and characters',
    anchors: [
      'disney princess', 'disney character', 'disney movie', 'pixar character', 'pixar movie', 'princesa disney',
      'princesse disney', 'disney prinzessin', 'principessa disney', 'princesas da disney', 'принцесса диснея',
      '迪士尼公主', 'ディズニープリンセス', '디즈니 공주',
    ],
  },
  // --- Marvel
  {
    label: 'Spider-Man',
    anchors: [
      'spider man', 'spider woman', 'spider gwen', 'spidey', 'peter parker', 'miles morales', 'hombre arana',
      'homem aranha', 'uomo ragno', 'homme araignee', 'человек паук', '蜘蛛侠', 'スパイダーマン', '스파이더맨',
    ],
  },
  {
    // "An iron man made of scrap metal" is a robot; Iron Man needs his suit, his name or Marvel.
    label: 'Iron Man',
    anchors: ['tony stark', '钢铁侠', 'アイアンマン', '아이언맨'],
    names: ['iron man', 'homem de ferro', 'железный человек', 'hombre de hierro', 'uomo di ferro'],
    hints: ['marvel', 'avenger', 'avengers', 'superhero', 'super hero', 'armor', 'armour', 'suit', 'jarvis', 'stark', 'repulsor'],
  },
  {
    label: 'Captain America',
    anchors: [
      'captain america', 'capitan america', 'capitaine america', 'capitao america', 'капитан америка', '美国队长',
      'キャプテンアメリカ', '캡틴 아메리카',
    ],
  },
  { label: 'the Hulk', anchors: ['hulk', 'халк', '绿巨人', 'ハルク', '헐크'] },
  {
    label: 'Marvel superheroes',
    anchors: [
      'avengers', 'vengadores', 'мстители', '复仇者联盟', 'アベンジャーズ', '어벤져스', 'thanos', 'groot', 'deadpool',
      'x men', 'wakanda', 'doctor strange', 'captain marvel', 'ant man', 'hawkeye', 'nick fury', 'marvel superhero',
      'marvel hero', 'marvel character', 'marvel universe', 'танос', 'грут', '灭霸', '格鲁特',
    ],
  },
  // --- DC
  {
    label: 'Batman',
    anchors: [
      'batman', 'bat man', 'batgirl', 'batmobile', 'bruce wayne', 'gotham city', 'gotham', 'dark knight', 'caped crusader', 'готэм',
      '哥谭', 'ゴッサム', '고담', 'бэтмен', 'бетмен', '蝙蝠侠', 'バットマン',
      '배트맨',
    ],
  },
  { label: 'Superman', anchors: ['superman', 'clark kent', 'kryptonite', 'супермен', '超人克拉克', 'スーパーマン', '슈퍼맨'] },
  {
    label: 'Wonder Woman',
    anchors: [
      'wonder woman', 'mujer maravilla', 'mulher maravilha', 'чудо женщина', '神奇女侠', 'ワンダーウーマン', '원더 우먼',
    ],
  },
  {
    label: 'DC superheroes',
    anchors: [
      'aquaman', 'harley quinn', 'justice league', 'catwoman', 'liga de la justicia', 'лига справедливости', '正义联盟',
      'ジャスティスリーグ', '저스티스 리그',
    ],
  },
  // --- Games
  {
    label: 'Pokémon',
    anchors: [
      'pokémon', 'poke ball', 'pikachu', 'charizard', 'charmander', 'squirtle', 'bulbasaur', 'eevee',
      'jigglypuff', 'mewtwo', 'snorlax', 'ash ketchum', 'pokemon trainer', 'покемон', 'пикачу', '宝可梦',
      '神奇宝贝', '口袋妖怪', '皮卡丘', 'ポケモン', 'ピカチュウ', 'ポケットモンスター', '포켓몬', '피카츄',
      // Common misspellings where letters cannot be one off (kana, hangul), and the ball the creatures live in.
      'ピカチュー', '피카추', '피카쮸', 'poke ball', 'pokeball', 'pokebola', 'pokebol', 'покебол', '精灵球', 'モンスターボール', '몬스터볼',
    ],
  },
  {
    label: 'Super Mario',
    anchors: [
      'super mario', 'mario bros', 'mario brothers', 'mario kart', 'princess peach', 'goomba', 'koopa',
      'супер марио', '超级马里奥', '超级马力欧', '超级玛利欧', 'スーパーマリオ', '슈퍼 마리오', 'マリオカート',
    ],
    names: ['mario', 'luigi', 'марио', 'луиджи', '马里奥', '马力欧', '玛利欧', '路易吉', 'マリオ', 'ルイージ', '마리오', '루이지'],
    hints: [
      'bowser', 'yoshi', 'toadstool', 'mushroom kingdom', 'plumber', 'plumbers', 'fontanero', 'plombier', 'klempner',
      'idraulico', 'encanador', 'водопроводчик', '水管工', '配管工', '배관공', 'nintendo',
    ],
  },
  { label: 'Minecraft', anchors: ['minecraft', 'майнкрафт', 'マインクラフト', '마인크래프트'] },
  { label: 'Roblox and Fortnite', anchors: ['roblox', 'fortnite', 'роблокс', 'фортнайт'] },
  {
    label: 'Sonic the Hedgehog',
    anchors: [
      'sonic the hedgehog', 'dr eggman', 'doctor eggman', 'chaos emerald', 'knuckles the echidna', 'sonic and tails',
      'ёж соник', '刺猬索尼克', 'ソニックザヘッジホッグ', '소닉 더 헤지혹',
    ],
    names: ['sonic', 'соник', '索尼克', 'ソニック', '소닉'],
    hints: [
      'hedgehog', 'tails', 'knuckles', 'eggman', 'erizo', 'herisson', 'igel', 'riccio', 'ouriço', 'ёж', 'ежик', '刺猬',
      'ハリネズミ', '고슴도치',
    ],
  },
  { label: 'Five Nights at Freddy\'s', anchors: ['five nights at freddy s', 'fnaf', 'freddy fazbear'] },
  { label: 'Poppy Playtime', anchors: ['huggy wuggy', 'poppy playtime', 'хаги ваги'] },
  { label: 'Skibidi Toilet', anchors: ['skibidi'] },
  // --- Preschool television
  {
    label: 'Peppa Pig',
    anchors: ['peppa', 'peppa pig', 'peppa wutz', 'свинка пеппа', 'пеппа', '小猪佩奇', '佩奇', '粉红猪小妹', 'ペッパピッグ', '페파 피그', '佩琪', '小猪佩琪'],
  },
  {
    label: 'PAW Patrol',
    anchors: [
      'paw patrol', 'patrulla canina', 'pat patrouille', 'patrulha canina', 'щенячий патруль', '汪汪队', 'パウパトロール',
      '퍼피 구조대',
    ],
  },
  { label: 'Bluey', anchors: ['bluey', 'блуи', '布鲁伊', 'ブルーイ', '블루이'] },
  {
    label: 'Thomas the Tank Engine',
    anchors: [
      'thomas the tank engine', 'thomas the train', 'thomas and friends', 'thomas und seine freunde',
      'thomas y sus amigos', 'thomas et ses amis', 'trenino thomas', 'thomas e seus amigos', 'island of sodor',
      'fat controller', 'паровозик томас', '托马斯小火车', '小火车托马斯', '汤玛士小火车', 'きかんしゃトーマス',
      '토마스와 친구들', '꼬마기관차 토마스',
    ],
  },
  { label: 'PJ Masks', anchors: ['pj masks', 'pyjamasques', 'герои в масках', '睡衣小英雄', 'パジャマスク'] },
  { label: 'CoComelon', anchors: ['cocomelon'] },
  {
    label: 'Teletubbies',
    anchors: [
      'teletubbies', 'teletubbie', 'tinky winky', 'телепузики', '天线宝宝', 'テレタビーズ', '텔레토비',
    ],
  },
  {
    label: 'Sesame Street',
    anchors: [
      'sesame street', 'barrio sesamo', 'plaza sesamo', 'rue sesame', 'sesamstrasse', 'vila sesamo', 'улица сезам',
      '芝麻街', 'セサミストリート', '세서미 스트리트',
    ],
    names: ['elmo', 'cookie monster', 'big bird', 'oscar the grouch'],
    hints: ['elmo', 'cookie monster', 'big bird', 'oscar the grouch', 'grover', 'abby cadabby'],
  },
  {
    label: 'Bob the Builder',
    anchors: [
      'bob the builder', 'bob el constructor', 'bob le bricoleur', 'bob der baumeister', 'bob aggiustatutto',
      'bob o construtor', 'боб строитель', '巴布工程师', 'ボブとはたらくブーブーズ',
    ],
  },
  {
    label: 'Fireman Sam',
    anchors: [
      'fireman sam', 'sam el bombero', 'sam le pompier', 'feuerwehrmann sam', 'sam il pompiere', 'пожарный сэм',
    ],
  },
  {
    label: 'Dora the Explorer',
    anchors: [
      'dora the explorer', 'dora la exploradora', 'dora l exploratrice', 'dora aventureira', 'dora l esploratrice',
      'даша путешественница', '爱探险的朵拉', 'ドーラといっしょに大冒険',
    ],
  },
  {
    label: 'Miraculous Ladybug',
    anchors: [
      'miraculous ladybug', 'ladybug and cat noir', 'ladybug et chat noir', 'marinette dupain',
      'леди баг и супер кот', '瓢虫少女',
    ],
  },
  {
    label: 'Paddington Bear',
    anchors: [
      'paddington bear', 'oso paddington', 'ours paddington', 'orso paddington', 'urso paddington',
      'медвежонок паддингтон', '帕丁顿熊', 'パディントン', '패딩턴',
    ],
  },
  { label: 'Curious George', anchors: ['curious george', 'jorge el curioso', 'coco der neugierige affe', '好奇猴乔治'] },
  { label: 'The Gruffalo', anchors: ['gruffalo', 'grüffelo', 'грюффало', '咕噜牛'] },
  { label: 'Dr. Seuss characters', anchors: ['cat in the hat', 'the grinch', 'lorax', 'гринч', '格林奇', 'グリンチ', '그린치'] },
  {
    label: 'Clifford the Big Red Dog',
    anchors: [
      'clifford the big red dog', 'big red dog named clifford', 'big red dog called clifford',
    ],
  },
  // "un caillou" is a pebble in French: the boy counts only with his show or its people.
  { label: 'Caillou', anchors: ['caillou cartoon', 'caillou show', 'dessin anime caillou'], names: ['caillou'], hints: ['cartoon', 'dessin anime', 'tv show', 'pbs', 'bald', 'chauve'] },
  { label: 'Hey Duggee', anchors: ['duggee'] },
  // --- Other film and TV franchises
  {
    label: 'SpongeBob SquarePants',
    anchors: [
      'sponge bob', 'squarepants', 'bob esponja', 'bob l eponge', 'spongebob schwammkopf', 'patrick star', 'bikini bottom', 'губка боб', '海绵宝宝', 'スポンジボブ',
      '스폰지밥',
    ],
  },
  { label: 'Shrek', anchors: ['shrek', 'шрек', '史瑞克', '史莱克', 'シュレック', '슈렉'] },
  {
    label: 'the Minions',
    anchors: [
      'despicable me', 'gru and the minions', 'minions movie', 'mi villano favorito', 'moi moche et mechant',
      'ich einfach unverbesserlich', 'cattivissimo me', 'meu malvado favorito', 'гадкий я', 'миньон', '小黄人', 'ミニオン',
      '미니언즈',
    ],
    names: ['minion', 'minioni'],
    hints: ['gru', 'goggles', 'banana', 'bananas'],
  },
  { label: 'Hello Kitty', anchors: ['hello kitty', 'хеллоу китти', 'хелло китти', '凯蒂猫', 'ハローキティ', '헬로 키티'] },
  { label: 'Barbie', anchors: ['barbie', 'барби', '芭比', 'バービー', '바비 인형'] },
  {
    label: 'Star Wars',
    anchors: [
      'star wars', 'darth vader', 'luke skywalker', 'baby yoda', 'yoda', 'grogu', 'r2 d2', 'c 3po', 'jedi',
      'lightsaber', 'stormtrooper', 'guerra de las galaxias', 'звездные войны', 'дарт вейдер', 'джедай',
      '星球大战', '星际大战', '尤达', 'スターウォーズ', 'ダースベイダー', '스타 워즈', '다스 베이더',
    ],
  },
  { label: 'Scooby-Doo', anchors: ['scooby doo', 'scooby', 'скуби ду', '史酷比', 'スクービードゥー', '스쿠비두'] },
  {
    // "Tom and Jerry, two brothers" is a family; the cat and the mouse are the cartoon.
    label: 'Tom and Jerry',
    anchors: [],
    names: ['tom', 'jerry', 'том', 'джерри', 'トム', 'ジェリー', '톰', '제리', '汤姆', '杰瑞'],
    hints: [
      'tom', 'jerry', 'cat', 'mouse', 'cartoon', 'hanna barbera', 'gato', 'raton', 'chat', 'souris', 'katze', 'maus',
      'gatto', 'topo', 'topolino', 'rato', 'кот', 'кошка', 'мышь', 'мышонок', 'мультик', 'トム', 'ジェリー', '猫', 'ネコ',
      'ネズミ', '톰', '제리', '고양이', '생쥐', '汤姆', '杰瑞', '老鼠', '小猫',
    ],
    minHits: 3,
  },
  {
    label: 'Looney Tunes',
    anchors: [
      'bugs bunny', 'looney tunes', 'daffy duck', 'porky pig', 'tweety', 'wile e coyote', 'багз банни', '兔八哥',
      'バッグスバニー', '벅스 버니',
    ],
  },
  {
    label: 'Garfield',
    anchors: ['garfield and odie', 'odie and garfield', 'гарфилд', '加菲猫', 'ガーフィールド', '가필드'],
    names: ['garfield'],
    hints: ['lasagna', 'lasagne', 'odie', 'cat', 'jon arbuckle'],
  },
  { label: 'Snoopy and Peanuts', anchors: ['snoopy', 'charlie brown', 'снупи', '史努比', 'スヌーピー', '스누피'] },
  {
    label: 'the Smurfs',
    anchors: [
      'smurf', 'smurfs', 'pitufo', 'pitufos', 'schtroumpf', 'schlumpf*', 'puffi', 'smurfen', 'смурфик*', '蓝精灵',
      'スマーフ', '스머프',
    ],
  },
  {
    label: 'Teenage Mutant Ninja Turtles',
    anchors: [
      'ninja turtles', 'ninja turtle', 'tmnt', 'tortugas ninja', 'tortues ninja', 'tartarughe ninja',
      'черепашки ниндзя', '忍者神龟', 'ミュータントタートルズ', '닌자 거북이',
    ],
  },
  {
    label: 'My Little Pony',
    anchors: [
      'my little pony', 'mon petit poney', 'mi pequeno pony', 'twilight sparkle', 'pinkie pie', 'мой маленький пони',
      '小马宝莉', 'マイリトルポニー', '마이 리틀 포니',
    ],
  },
  { label: 'Kung Fu Panda', anchors: ['kung fu panda', 'кунг фу панда', '功夫熊猫', 'カンフーパンダ', '쿵푸 팬더'] },
  {
    label: 'How to Train Your Dragon',
    anchors: [
      'hiccup and toothless', 'toothless and hiccup', 'hipo y chimuelo', 'иккинг и беззубик', '无牙仔',
    ],
  },
  {
    label: 'Transformers',
    anchors: [
      'optimus prime', 'autobot', 'decepticon', 'оптимус прайм', '擎天柱', 'オプティマスプライム', '옵티머스 프라임',
    ],
  },
  { label: 'LEGO Ninjago', anchors: ['ninjago'] },
  { label: 'Harry Potter', anchors: [
    'harry potter', 'hogwarts', 'hogwart', 'hermione granger', 'ron weasley', 'dumbledore', 'voldemort',
    'quidditch', 'gryffindor', 'slytherin', 'hufflepuff', 'ravenclaw', 'hagrid', 'muggle', 'гарри поттер',
    'хогвартс', 'дамблдор', '哈利波特', '霍格沃茨', '霍格华兹', 'ハリーポッター', 'ホグワーツ', '해리 포터', '호그와트',
  ] },
  // --- Japanese, Korean and Russian favourites
  { label: 'Doraemon', anchors: ['doraemon', 'дораэмон', '哆啦a梦', 'ドラえもん', '도라에몽'] },
  { label: 'Anpanman', anchors: ['anpanman', 'アンパンマン', '面包超人', '호빵맨'] },
  { label: 'Totoro', anchors: ['totoro', 'тоторо', 'トトロ', '토토로'] },
  { label: 'Pororo', anchors: ['pororo', '뽀로로', '啵乐乐'] },
  { label: 'Crayon Shin-chan', anchors: ['shin chan', 'クレヨンしんちゃん', '蜡笔小新', '짱구는 못말려'] },
  { label: 'Cheburashka', anchors: ['cheburashka', 'чебурашка'] },
];

/**
 * Anchors that also match misspelt (one letter wrong from 5 letters, two from 9): distinctive
 * names only, so that ordinary words one letter away ("peppy", "shriek", "barber") stay words.
 */
export const FUZZY_ANCHORS: ReadonlySet<string> = new Set([
  'pikachu', 'pokémon', 'harry potter', 'hogwarts', 'voldemort', 'dumbledore', 'hermione granger', 'spider man',
  'batman', 'superman', 'paw patrol', 'peppa pig', 'sponge bob', 'squarepants', 'minecraft',
  'mickey mouse', 'minnie mouse', 'doraemon', 'свинка пеппа', 'cheburashka', 'чебурашка', 'пикачу', 'покемон', 'человек паук',
  'гарри поттер', 'бэтмен', 'scooby doo', 'teletubbies', 'gruffalo', 'lightning mcqueen', 'buzz lightyear',
  'winnie the pooh', 'hello kitty', 'sonic the hedgehog', 'captain america', 'wonder woman', 'darth vader',
  'luke skywalker', 'optimus prime', 'fortnite', 'anpanman', 'charizard', 'bulbasaur', 'squirtle', 'jigglypuff',
  'snorlax', 'lilo and stitch', 'mike wazowski', 'zootopia', 'ninjago', 'ninja turtles', 'my little pony',
  'kung fu panda', 'thomas the tank engine', 'donald duck', 'bugs bunny', 'looney tunes', 'smurfs',
]);
