// Characters told by what they look like instead of their name ("a yellow electric mouse with red cheeks"): each
// franchise lists traits (each a list of ways to say it in the ten languages); an idea that shows `minTraits` distinct
// traits within a few sentences, one of them a key trait, names the character. A single trait ("a yellow mouse",
// "a plumber", "a wizard with glasses") is any story's; the key trait is what only that character has.

export interface CharacterTraits {
  /** The franchise's label in content-policy-franchises.ts. */
  readonly label: string;
  readonly traits: ReadonlyArray<readonly string[]>;
  /** Indexes into `traits`: at least one must be present. */
  readonly key: readonly number[];
  /** Distinct traits needed; default 3. */
  readonly minTraits?: number;
}

const YELLOW = ['yellow', 'amarillo', 'amarilla', 'jaune', 'gelb*', 'giallo', 'gialla', 'amarelo', 'amarela', 'желт*', 'жёлт*', '黄色', '黄', 'キイロ', '노란', '노랑*'];
const MOUSE = ['mouse', 'mice', 'rodent', 'raton', 'ratoncito', 'raton', 'souris', 'maus', 'elektro maus', 'topo', 'topolino', 'rato', 'ratinho', 'мыш*', 'мышк*', '老鼠', '鼠', 'ネズミ', '쥐', '생쥐'];
const RED_CAP = ['red cap', 'red hat', 'gorra roja', 'sombrero rojo', 'casquette rouge', 'rote mutze', 'rote kappe', 'cappello rosso', 'berretto rosso', 'bone vermelho', 'chapeu vermelho', 'красн* кепк*', 'красн* шапк*', '红帽子', '赤い帽子', '赤帽子', '빨간 모자'];
const HERO = ['hero', 'superhero', 'super hero', 'superheroe', 'heroe', 'super heros', 'heros', 'superheld*', 'supereroe', 'eroe', 'super heroi', 'heroi', 'супергеро*', '超级英雄', '英雄', 'ヒーロー', '영웅', '히어로', '슈퍼히어로'];
const SISTER = ['sister', 'hermana', 'soeur', 'schwester', 'sorella', 'irma', 'сестр*', '妹妹', '姐姐', '妹', '姉', '여동생', '언니'];

export const CHARACTER_TRAITS: readonly CharacterTraits[] = [
  {
    label: 'Pokémon',
    traits: [
      YELLOW,
      ['electric', 'electricity', 'lightning', 'thunder', 'sparks', 'zaps', 'electrico', 'electrica', 'electricidad', 'rayos', 'electrique',
        'eclairs', 'elektrisch*', 'elektro', 'blitze', 'elettric*', 'fulmini', 'eletrico', 'eletrica', 'raios', 'электрическ*', 'молни*',
        '电老鼠', '放电', '闪电', '雷电', '电击', '電気', '雷', '전기'],
      MOUSE,
      ['red cheeks', 'rosy cheeks', 'mejillas rojas', 'cachetes rojos', 'joues rouges', 'rote backen', 'roten backen', 'rote wangen',
        'guance rosse', 'bochechas vermelhas', 'красн* щ*чк*', 'красн* щек*', '红脸蛋', '红脸颊', '脸颊', '脸蛋', 'ほっぺ', 'щечк*', '赤いほっぺ', '赤いほお', '빨간 볼', '빨간 뺨'],
      ['red and white ball', 'ball', 'bola', 'balle', 'ball', 'palla', 'мяч*', 'шар*', '球', 'ボール', '볼', '공'],
    ],
    key: [1, 3],
  },
  {
    label: 'Harry Potter',
    traits: [
      ['wizard', 'sorcerer', 'mago', 'brujo', 'hechicero', 'sorcier', 'magicien', 'zauberer', 'zauberlehrling', 'stregone', 'bruxo',
        'feiticeiro', 'волшебник*', 'колдун*', '巫师', '魔法师', '魔法使い', '마법사'],
      ['glasses', 'spectacles', 'gafas', 'lentes', 'anteojos', 'lunettes', 'brille', 'occhiali', 'oculos', 'очк*', '眼镜', 'メガネ', '眼鏡', '안경'],
      ['scar', 'cicatriz', 'cicatrice', 'narbe', 'шрам*', '疤', '疤痕', '伤疤', '傷跡', '傷あと', '흉터'],
      ['lightning', 'bolt', 'rayo', 'eclair', 'blitz*', 'fulmine', 'raio', 'молни*', '闪电', '稲妻', '번개'],
      ['cupboard under the stairs', 'magic school', 'school of magic', 'school of wizardry', 'wizard school', 'escuela de magia',
        'colegio de magia', 'ecole de magie', 'ecole des sorciers', 'zauberschule', 'scuola di magia', 'escola de magia',
        'школ* магии', 'школ* волшебства', '魔法学校', '마법 학교'],
    ],
    key: [2, 4],
  },
  {
    label: 'Super Mario',
    traits: [
      ['plumber', 'fontanero', 'plombier', 'klempner', 'installateur', 'idraulico', 'encanador', 'водопроводчик*', 'сантехник*', '水管工', '配管工', '배관공'],
      ['moustache', 'mustache', 'mustached', 'moustached', 'bigote*', 'bigotudo', 'moustachu', 'schnurrbart*', 'baffi', 'baffuto', 'bigode*',
        'bigodudo', 'усы', 'усат*', '胡子', '八字胡', 'ヒゲ', '髭', '콧수염'],
      RED_CAP,
      ['mushroom*', 'champinon*', 'seta*', 'hongo*', 'champignon*', 'pilz*', 'fungh*', 'fungo', 'cogumelo*', 'гриб*', '蘑菇', 'キノコ', '버섯'],
      ['princess', 'princesa', 'princesse', 'prinzessin', 'principessa', 'принцесс*', '公主', '姫', 'プリンセス', '공주'],
      ['turtle*', 'tortuga*', 'tortue*', 'schildkrot*', 'tartarug*', 'черепах*', '乌龟', 'カメ', '거북*', 'brother in green', 'hermano de verde',
        'irmao de verde', 'fratello verde'],
    ],
    key: [0, 1],
  },
  {
    label: 'Spider-Man',
    traits: [
      ['web slinging', 'web slinger', 'web shooting', 'shoots webs', 'webs', 'spider web*', 'telarana*', 'toile d araignee',
        'toiles d araignee', 'spinnennetz*', 'spinnenfaden', 'ragnatel*', 'teia*', 'паутин*', '蛛网', '蜘蛛丝', '蜘蛛网', 'クモの糸', '蜘蛛の糸', '거미줄'],
      ['bitten by a spider', 'bitten by a radioactive spider', 'radioactive spider', 'spider bite', 'radioactive', 'arana radiactiva',
        'radiactiva', 'araignee radioactive', 'radioactive', 'radioaktiv*', 'ragno radioattivo', 'radioattivo', 'aranha radioativa',
        'radioativa', 'радиоактивн*', '放射性', '被蜘蛛咬', 'クモに噛まれ', '放射能', '방사능'],
      ['red and blue', 'rojo y azul', 'roja y azul', 'rouge et bleu', 'rot blau', 'rot und blau', 'rot blauen', 'rosso e blu', 'rossa e blu',
        'vermelho e azul', 'vermelha e azul', 'красно син*', '红蓝', '红色和蓝色', '赤と青', '빨간색과 파란색', '빨강 파랑'],
      HERO,
      ['climbs walls', 'climbs up walls', 'swings between skyscrapers', 'trepa paredes', 'trepa por las paredes', 'grimpe aux murs',
        'klettert an wanden', 'scala i muri', 'escala paredes', 'лаза* по стенам', '爬墙', '壁を登', '벽을 타'],
    ],
    key: [0, 1],
  },
  {
    label: 'SpongeBob SquarePants',
    traits: [
      ['sponge', 'esponja', 'eponge', 'schwamm', 'spugna', 'губк*', '海绵', 'スポンジ', '스펀지', '스폰지'],
      ['square', 'square pants', 'cuadrad*', 'carre', 'carree', 'eckig*', 'viereckig*', 'quadrat*', 'quadrad*', 'квадрат*', '方形', '方块', '四角', '네모'],
      ['pineapple', 'under the sea', 'pina', 'bajo el mar', 'ananas', 'sous la mer', 'unter dem meer', 'sotto il mare', 'abacaxi',
        'fundo do mar', 'ананас*', 'под водой', '菠萝', '海底', 'パイナップル', '海の底', '파인애플', '바닷속'],
      ['starfish', 'estrella de mar', 'etoile de mer', 'seestern', 'stella marina', 'estrela do mar', 'морск* звезд*', '海星', 'ヒトデ', '불가사리',
        'jellyfish', 'medusas', 'meduses', 'quallen', 'meduse', 'медуз*', '水母', 'クラゲ', '해파리', 'krabby', 'burger*', 'hamburguesa*'],
    ],
    key: [0],
  },
  {
    label: 'Elsa and Anna from Frozen',
    traits: [
      ['ice powers', 'ice magic', 'freezes everything', 'poderes de hielo', 'magia de hielo', 'pouvoirs de glace', 'eiskrafte', 'eismagie',
        'poteri di ghiaccio', 'poderes de gelo', 'ледян* сил*', 'ледян* маги*', '冰雪魔法', '冰魔法', '氷の魔法', '얼음 마법'],
      ['ice queen', 'snow queen', 'queen of ice', 'reina de hielo', 'reina del hielo', 'reina de las nieves', 'reine des neiges',
        'reine de glace', 'eiskonigin', 'schneekonigin', 'regina delle nevi', 'regina di ghiaccio', 'rainha do gelo', 'rainha da neve',
        'снежн* королев*', 'ледян* королев*', '冰雪女王', '冰雪皇后', '雪の女王', '氷の女王', '눈의 여왕', '얼음 여왕'],
      SISTER,
      ['snowman', 'muneco de nieve', 'bonhomme de neige', 'schneemann', 'pupazzo di neve', 'boneco de neve', 'снегов*', '雪人', '雪だるま', '눈사람'],
      ['ice castle', 'ice palace', 'castillo de hielo', 'palacio de hielo', 'palais de glace', 'chateau de glace', 'eispalast', 'eisschloss',
        'castello di ghiaccio', 'castelo de gelo', 'ледян* двор*', 'ледян* замок', '冰宫', '冰城堡', '氷の城', '얼음 성', 'let it go',
        'liberee delivree', 'libre soy', 'lass jetzt los', 'all alone', 'ОтпусТи и забудь'],
    ],
    key: [0, 1],
  },
  {
    label: 'Peppa Pig',
    traits: [
      ['pink pig', 'little pink pig', 'cerdita rosa', 'cerdito rosa', 'cochon rose', 'cochonne rose', 'rosa schwein*', 'rosa ferkel',
        'maialin* rosa', 'porquinh* rosa', 'porquinh* cor de rosa', 'porc* cor de rosa', 'porca rosa', 'розов* свин*', '粉红猪', '粉色小猪', '粉红色的小猪', 'ピンクのブタ', '분홍 돼지'],
      ['muddy puddles', 'mud puddles', 'charcos de barro', 'charcos de lodo', 'flaques de boue', 'matschpfutze*', 'pfutzen', 'pozzanghere di fango',
        'pocas de lama', 'лужам', 'лужи', '泥坑', '泥水たまり', '水たまり', '진흙 웅덩이', '웅덩이'],
      ['george', 'daddy pig', 'mummy pig', 'little brother george', 'jorge', 'джордж', '乔治', 'ジョージ', '조지'],
    ],
    key: [0],
  },
  {
    label: 'Mickey Mouse',
    traits: [
      MOUSE,
      ['red shorts', 'red trousers', 'pantalones cortos rojos', 'pantalon corto rojo', 'short rouge', 'culotte rouge', 'rote hose', 'roten hose',
        'pantaloncini rossi', 'shorts vermelho', 'calcao vermelho', 'красн* шорт*', '红短裤', '赤い半ズボン', '赤いズボン', '빨간 반바지'],
      ['big round ears', 'round black ears', 'orejas redondas', 'oreilles rondes', 'runde ohren', 'runden ohren', 'orecchie tonde',
        'orelhas redondas', 'кругл* уш*', '圆耳朵', '丸い耳', '동그란 귀'],
      ['white gloves', 'guantes blancos', 'gants blancs', 'weisse handschuhe', 'weissen handschuhen', 'guanti bianchi', 'luvas brancas',
        'бел* перчатк*', '白手套', '白い手袋', '하얀 장갑'],
    ],
    key: [1, 2, 3],
  },
  {
    label: 'the Minions',
    traits: [
      YELLOW,
      ['goggles', 'gafas de aviador', 'lunettes de plongee', 'schutzbrille', 'occhialoni', 'oculos de protecao', 'защитн* очк*', '护目镜', 'ゴーグル', '고글'],
      ['overalls', 'dungarees', 'peto', 'salopette', 'latzhose', 'jardineira', 'комбинезон*', '背带裤', 'オーバーオール', '멜빵바지'],
      ['banana', 'bananas', 'platano', 'platanos', 'banane', 'bananen', 'banane', 'банан*', '香蕉', 'バナナ', '바나나'],
      ['little yellow creatures', 'capsule shaped', 'pill shaped', 'one eye', 'one eyed', 'un solo ojo', 'un seul oeil', 'ein auge', 'un occhio', 'um olho', 'одноглаз*', '独眼', '一つ目', '외눈'],
    ],
    key: [1, 2],
  },
  {
    label: 'Shrek',
    traits: [
      ['ogre', 'ogro', 'oger', 'orco', 'огр*', '怪物史莱克', '食人魔', '妖怪', '오우거'],
      ['green', 'verde', 'vert', 'grun', 'grune*', 'зелен*', '绿色', '绿', '緑', '녹색', '초록*'],
      ['swamp', 'pantano', 'marais', 'sumpf', 'palude', 'pantano', 'болот*', '沼泽', '沼', '늪'],
      ['donkey', 'burro', 'ane', 'esel', 'asino', 'asinello', 'burrinho', 'осл*', '驴', 'ロバ', '당나귀'],
    ],
    key: [0],
  },
  {
    label: 'Winnie-the-Pooh (Disney)',
    traits: [
      ['bear', 'teddy', 'oso', 'osito', 'ours', 'ourson', 'bar', 'barchen', 'orso', 'orsetto', 'urso', 'ursinho', 'медвед*', 'мишк*', '熊', '小熊', 'クマ', '곰', '곰돌이'],
      ['honey', 'miel', 'honig', 'miele', 'mel', 'мед', 'мёд', 'медом', '蜂蜜', 'ハチミツ', '꿀'],
      ['red shirt', 'red t shirt', 'red top', 'camiseta roja', 'camisa roja', 't shirt rouge', 'chemise rouge', 'rotes hemd', 'rotes t shirt',
        'rotem t shirt', 'maglietta rossa', 'camicia rossa', 'camisa vermelha', 'camiseta vermelha', 'красн* футболк*', 'красн* рубашк*',
        '红色的衣服', '红衣服', '红色衣服', '红色的上衣', '赤いシャツ', '赤い服', '빨간 셔츠', '빨간 티셔츠', '빨간 옷'],
      YELLOW,
    ],
    key: [2],
  },
  {
    label: 'Sonic the Hedgehog',
    traits: [
      ['hedgehog', 'erizo', 'herisson', 'igel', 'riccio', 'ourico', 'ёж', 'еж', 'ежик', 'ёжик', '刺猬', 'ハリネズミ', '고슴도치'],
      ['blue', 'azul', 'bleu', 'blau*', 'blu', 'син*', 'голуб*', '蓝色', '蓝', '青い', '파란'],
      ['super fast', 'fastest', 'speed of sound', 'muy rapido', 'super rapide', 'superschnell', 'velocissimo', 'super rapido', 'очень быстр*',
        '超快', '音速', '超高速', '엄청 빠른', 'golden rings', 'rings', 'anillos', 'anneaux', 'ringe', 'anelli', 'aneis', 'кольц*', '金环', 'リング', '링'],
    ],
    key: [0],
  },
];
