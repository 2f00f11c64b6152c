// Term lists for the rules-based content policy (content-policy-rules.ts).
//
// How a term is written here:
// - Any case, accents and script: every term goes through the same normalisation as the idea
//   text (NFKC, lower case, Latin accents removed, traditional Chinese folded to simplified,
//   hiragana folded to katakana), so "Pokémon", "Mädchen" and "寶可夢" are fine as written.
// - Words separated by a space also match written together or hyphenated:
//   "spider man" matches "Spider-Man", "spiderman" and "spider man" (not across a comma).
//   Two adjacent numbers keep their separator: "ak 47" matches "AK-47" but "9/11" is kept as is.
// - A trailing `*` on a word allows any further letters of the same script: "massacr*".
// - A leading `=` matches the term with accents kept: "=rape" must not match French "râpe".
// - A Latin term also matches with a plural -s/-es; a Cyrillic word also matches with up to
//   three more letters (case endings: "бэтмен" matches "бэтмена", "бэтменом").
// - Latin and Cyrillic terms match whole words; Chinese, Japanese and Korean terms match
//   anywhere (no spaces between words in zh/ja; particles attach to words in ko).
// - Spaces between Chinese or Japanese characters are ignored. Korean keeps its spaces: write a
//   Korean term with a space where one may appear ("해리 포터" matches "해리포터" and "해리 포터"),
//   and without one where a space would change the meaning ("강간" must not match "한강 간다").
//
// Keep CJK terms specific: a two-character term matches inside longer words.

/** Benign phrases removed before any check, so their words cannot trigger a rule. */
export const NEUTRAL_PHRASES: readonly string[] = [
  // toys and things that are not weapons
  'water gun', 'toy gun', 'nerf gun', 'squirt gun', 'laser gun', 'ray gun', 'bubble gun', 'glue gun',
  'confetti gun', 'paintball gun', 'snow gun', 'water pistol', 'toy pistol', 'cap gun', 'toy knife',
  'butter knife', 'bath bomb', 'seed bomb', 'glitter bomb', 'photo bomb', 'bomb pop', 'cherry bomb tomato',
  'pistola de agua', 'pistola de juguete', 'pistolet a eau', 'pistolet en plastique', 'wasserpistole',
  'spielzeugpistole', 'pistola ad acqua', 'pistola d acqua', 'pistola giocattolo', 'arma de brinquedo',
  'pistola de brinquedo', 'водяной пистолет', 'игрушечный пистолет', '水枪', '玩具枪', '水鉄砲',
  'オモチャノ銃', '물총', '장난감 총',
  // harmless uses of words on the lists
  'shooting star', 'shooting stars', 'photo shoot', 'bamboo shoot', 'bamboo shoots', 'flu shot',
  'gore tex', 'bluey green', 'bluey grey', 'bluey gray',
  'sex of the baby', 'baby s sex', 'sexo del bebe', 'sexe du bebe', 'sexo do bebe', 'sesso del bambino',
];

// ---------------------------------------------------------------------------------------------
// (1) Sexual content involving minors.
// Every book this service makes is for children, so explicit sexual terms are refused on their
// own; milder sexual words are refused when the idea also mentions a child.

/** Refused on their own. */
export const SEXUAL_EXPLICIT_TERMS: readonly string[] = [
  // en
  'porn*', 'hentai', 'lolicon', 'shotacon', 'csam', 'child abuse material', 'sex scene', 'sex act',
  'having sex', 'have sex', 'has sex', 'had sex', 'sexual intercourse', 'oral sex', '=rape', '=raped',
  'raping', 'rapist*', 'molest', 'molested', 'molesting', 'molester', 'molestation', 'pedophil*',
  'paedophil*', 'pederast*', 'nudes',
  'naked photo', 'naked picture', 'naked pic', 'naked selfie', 'nude photo', 'nude picture', 'nude pic',
  'nude selfie', 'sexting', 'erotic*', 'erotis*', 'erotik*', 'orgasm*', 'masturba*', 'blowjob',
  'handjob', 'incest*', 'prostitut*', 'brothel', 'strip club', 'stripper', 'sex worker', 'onlyfans',
  'bdsm',
  // es / pt / it / fr / de
  'tener sexo', 'pedopornograf*', 'estupr*', 'stupr*', 'attouchement*', 'vergewaltig*',
  'kinderporno*', 'padophil*', 'sexueller missbrauch', 'nacktfoto*', 'nacktbild*', 'geschlechtsverkehr',
  'sex haben',
  // ru
  'изнасил*', 'педофил*', 'порно*', 'эроти*', 'растлен*', 'проститу*', 'мастурб*', 'оргазм*', 'инцест*',
  'нюдс*',
  // zh
  '色情', '性交', '强奸', '恋童', '猥亵', '做爱', '性爱', '裸照', '性侵', '乱伦', '卖淫', '萝莉控', '性行为',
  // ja
  'ポルノ', '性行為', 'レイプ', 'ロリコン', 'ショタコン', 'わいせつ', '売春', '援助交際', '近親相姦',
  'ヌード写真', '裸の写真',
  // ko
  '포르노', '성행위', '강간', '성폭행', '성추행', '소아성애', '야동', '음란', '성관계', '근친상간', '성매매',
  '원조 교제',
];

/** Refused when the idea also mentions a child (MINOR_TERMS or an age under 18). */
export const SEXUAL_CONTEXT_TERMS: readonly string[] = [
  // en
  'sex', 'sexy', 'sexual*', 'seduc*', 'lingerie', 'french kiss*', 'making out with', 'aroused',
  'sensual', 'lustful', 'grope*', 'groping', 'fondl*', 'strip naked', 'undress her',
  'undress him', 'in her underwear', 'in his underwear',
  // es / pt / it / fr / de
  'sexo', 'sexe', 'sesso', 'sessual*', 'sexuel*', 'sexuell*', 'violacion', 'violar', 'violada',
  'violado', '=viol', '=viols', '=violé', '=violée', 'hacer el amor', 'faire l amour', 'coucher avec',
  'fare l amore', 'fazer amor', 'missbrauch*', 'abusata', 'abusada',
  // ru
  'секс*',
  // zh / ja / ko
  '性感', 'セックス', 'セクシー', '섹스', '섹시',
];

/** Words for a child or minor. */
export const MINOR_TERMS: readonly string[] = [
  // en
  'child', 'children', 'childs', 'kid', 'kiddo', 'boy', 'girl', 'baby', 'babies', 'toddler', 'teen',
  'teenage*', 'minor', 'underage', 'under age', 'preteen', 'tween', 'schoolgirl', 'schoolboy', 'student',
  'pupil', 'daughter', 'niece', 'nephew', 'infant', 'youngster', 'little sister', 'little brother',
  'kindergarten*', 'preschool*', 'elementary school', 'middle school', 'loli', 'shota',
  // es / pt
  'nino', 'nina', 'ninos', 'ninas', 'nene', 'nena', 'chico', 'chica', 'menor', 'menores', 'bebe',
  'adolescente', 'hijo', 'hija', 'alumno', 'alumna', 'colegiala', 'colegial', 'crianca', 'criancas',
  'menino', 'menina', 'garoto', 'garota', 'filho', 'filha', 'aluno', 'aluna',
  // fr
  'enfant', 'garcon', 'fille', 'fillette', 'mineur', 'mineure', 'adolescent*', 'ado', 'eleve', 'ecolier',
  'ecoliere', 'gamin', 'gamine',
  // de
  'kind', 'kinder', 'kindes', 'junge', 'jungen', 'madchen', 'minderjahrig*', 'schuler', 'schulerin',
  'tochter', 'sohn', 'teenager',
  // it
  'bambino', 'bambina', 'bambini', 'bambine', 'bimba', 'bimbo', 'ragazzino', 'ragazzina', 'ragazzo',
  'ragazza', 'minorenne', 'figlio', 'figlia', 'alunno', 'alunna',
  // ru
  'ребен*', 'дети', 'детей', 'детям', 'детьми', 'детск*', 'девочк*', 'девчонк*', 'мальчик*', 'школьни*',
  'подрост*', 'несовершеннолет*', 'малыш*', 'дочь', 'дочк*', 'сын', 'ученик*', 'ученица',
  // zh
  '儿童', '孩子', '小孩', '女孩', '男孩', '少女', '幼女', '幼童', '未成年', '学生', '女儿', '儿子', '宝宝', '萝莉',
  '正太', '小朋友', '幼儿',
  // ja
  '子供', '子ども', 'こども', '児童', '少年', '女の子', '男の子', '小学生', '中学生', '娘', '息子', '赤ちゃん',
  '幼児',
  // ko
  '아이', '어린이', '아동', '소녀', '소년', '미성년', '초등학생', '중학생', '딸', '아들', '아기', '유아', '학생',
];

// ---------------------------------------------------------------------------------------------
// (2) Real-world violence: real events, atrocities, terrorism, graphic gore. Fantasy conflict
// ("fight", "battle", "sword", "war", "dragon", "monster") is deliberately absent.

export interface LabelledTerms {
  /** Shown in the reason, e.g. "The story idea refers to real-world violence (a school shooting)." */
  readonly label: string;
  readonly terms: readonly string[];
}

export const VIOLENCE_TERMS: readonly LabelledTerms[] = [
  {
    label: 'a school shooting',
    terms: [
      'school shooting', 'shooting at a school', 'shooting at school', 'shooting at his school',
      'shooting at her school', 'shoot up the school', 'shoots up the school', 'shot up the school',
      'columbine', 'sandy hook', 'uvalde', 'parkland shooting', 'virginia tech shooting', 'dunblane massacre',
      'beslan', 'gun to school', 'guns to school', 'weapon to school', 'weapons to school',
      'rifle to school', 'pistol to school',
      'tiroteo escolar', 'tiroteo en la escuela', 'tiroteo en una escuela', 'tiroteo en el colegio',
      'pistola a la escuela', 'arma a la escuela', 'fusillade dans une ecole', 'fusillade a l ecole',
      'fusillade scolaire', 'arme a l ecole', 'amoklauf', 'schulmassaker', 'schulschiesserei',
      'waffe in die schule', 'sparatoria a scuola', 'sparatoria in una scuola', 'pistola a scuola',
      'tiroteio em escola', 'tiroteio na escola', 'massacre na escola', 'arma para a escola',
      'стрельба в школе', 'стрельбу в школе', 'школьный стрелок', 'колумбайн', 'беслан', 'оружие в школу',
      'пистолет в школу',
      '校园枪击', '学校枪击', '带枪去学校', '学校銃撃', '学校で銃', '학교 총격', '학교 총기',
    ],
  },
  {
    label: 'a mass shooting',
    terms: [
      'mass shooting', 'shooting spree', 'active shooter', 'las vegas shooting', 'christchurch shooting',
      'christchurch mosque', 'utoya', 'pulse nightclub', 'tiroteo masivo', 'fusillade de masse',
      'massenschiesserei', 'sparatoria di massa', 'tiroteio em massa', 'массовый расстрел',
      'массовая стрельба', '枪击案', '大规模枪击', '銃乱射', '乱射事件', '총기 난사',
    ],
  },
  {
    label: 'terrorism',
    terms: [
      'terrorism', 'terrorist attack', 'terror attack', 'terrorist bombing', 'terrorist group',
      'terrorist organisation', 'terrorist organization', 'terrorist plot', 'terrorist cell',
      'suicide bomb*', 'car bomb', 'truck bomb', 'bomb attack', 'bombing attack', 'islamic state', 'daesh',
      'al qaeda', 'al qaida', 'boko haram', 'taliban', 'jihadist*', '9/11', 'september 11 attack',
      'september 11th attack', 'twin towers attack', 'attack on the twin towers', 'into the twin towers',
      'oklahoma city bombing', 'boston marathon bombing', 'manchester arena bombing', 'bataclan',
      'terrorismo', 'atentado terrorista', 'ataque terrorista', 'atentados del 11 de septiembre',
      'terrorisme', 'attentat*', 'attentats du 11 septembre', 'terroranschl*', 'terrorismus',
      'selbstmordattentat*', 'attentato', 'attentati', 'attacco terroristico', 'atentado', 'atentados',
      'теракт*', 'террористическ*', 'терроризм*', 'смертник*',
      '恐怖袭击', '恐怖主义', '恐怖分子', '恐袭', '自杀式炸弹', '自杀式袭击', '九一一', '911事件', '9 11事件',
      'テロ事件', 'テロ攻撃', '自爆テロ', '同時多発テロ', 'テロリスト', 'テロ組織',
      '테러',
    ],
  },
  {
    label: 'genocide',
    terms: [
      'genocide', 'genocidal', 'ethnic cleansing', 'khmer rouge', 'pol pot', 'srebrenica',
      'genocidio', 'limpieza etnica', 'nettoyage ethnique', 'genozid', 'volkermord', 'pulizia etnica',
      'limpeza etnica', 'геноцид*', 'этническ* чистк*',
      '种族灭绝', '种族清洗', 'ジェノサイド', '集団虐殺', '民族浄化', '제노사이드', '집단 학살', '인종 청소',
    ],
  },
  {
    label: 'the Holocaust',
    terms: [
      'holocaust*', 'olocaust*', 'shoah', 'auschwitz', 'concentration camp', 'death camp', 'extermination camp',
      'gas chamber', 'kristallnacht', 'nazi', 'nazis', 'hitler',
      'campo de concentracion', 'camp de concentration', 'camp d extermination', 'konzentrationslager',
      'vernichtungslager', 'gaskammer*', 'campo di concentramento', 'campo de concentracao',
      'холокост*', 'освенцим*', 'концлагер*', 'нацист*', 'гитлер*',
      '集中营', '纳粹', '奥斯维辛', '希特勒', 'ホロコースト', '強制収容所', 'アウシュビッツ', 'アウシュヴィッツ',
      'ナチス', 'ヒトラー', '홀로코스트', '강제수용소', '아우슈비츠', '나치', '히틀러',
    ],
  },
  {
    label: 'a real massacre or atrocity',
    terms: [
      'massacr*', 'masacr*', 'massaker', 'nanjing massacre', 'rape of nanking', 'tiananmen square massacre',
      'my lai', 'hiroshima bombing', 'bombing of hiroshima', 'atomic bombing', 'nagasaki bombing',
      'bombing of nagasaki', 'lynching', 'lynch mob', 'lynched', 'kennedy assassination',
      'assassination of kennedy', 'lincoln assassination', 'assassination of lincoln',
      'assassinat* the president', 'assassinat* of the president', 'kill* the president',
      'shoot the president', 'shot the president', 'kill* the prime minister',
      'резня', 'резню', 'бойня', 'бойню', '屠杀', '大屠杀', '虐殺', '大虐殺', '학살',
    ],
  },
  {
    label: 'graphic gore',
    terms: [
      'gore', 'gored', 'gory', 'goriest', 'bloodbath', 'blood bath', 'dismember*', 'disembowel*',
      'decapit*', 'behead*', 'eviscerat*', 'mutila*', 'entrails', 'guts spill*', 'intestines spill*',
      'flayed alive', 'skinned alive', 'snuff film', 'descuartiz*', 'desmembr*', 'demembr*', 'eventr*',
      'zerstuckel*', 'enthaupt*', 'ausweid*', 'smembr*', 'squartat*', 'esquartej*',
      'расчлен*', 'обезглав*', 'кровавая баня',
      '斩首', '肢解', '碎尸', '血腥', '首を切', 'バラバラ死体', '참수', '토막 살인',
    ],
  },
];

/** Label used when a real weapon, a harming verb and a person or real place come together. */
export const WEAPON_ATTACK_LABEL = 'a real weapon used on people';

/** Real weapons (toys are removed first by NEUTRAL_PHRASES). */
export const WEAPON_TERMS: readonly string[] = [
  'gun', 'guns', 'gunfire', 'gunshot', 'handgun', 'pistol', 'rifle', 'shotgun', 'machine gun',
  'assault rifle', 'ak 47', 'ar 15', 'uzi', 'glock', 'revolver', 'grenade', 'bomb', 'explosive',
  'suicide vest', 'knife', 'knives', 'machete', 'firearm', 'weapon',
  'pistola', 'fusil', 'escopeta', 'arma', 'armas', 'bomba', 'granada', 'cuchillo', 'explosivo',
  'pistolet', 'arme', 'armes', 'bombe', 'couteau', 'couteaux', 'explosif*',
  'waffe', 'waffen', 'pistole', 'gewehr*', 'granate', 'messer', 'sprengstoff', 'schusswaffe*',
  'fucile', 'fucili', 'armi', 'granata', 'coltello', 'esplosiv*', 'fuzil', 'espingarda', 'faca',
  'пистолет*', 'ружь*', 'винтовк*', 'автомат*', 'оружи*', 'бомб*', 'гранат*', 'нож', 'ножом', 'ножа',
  'взрывчатк*',
  '枪', '手枪', '步枪', '炸弹', '武器', '銃', '拳銃', 'ライフル', '爆弾', 'ナイフ', '刃物',
  '총기', '권총', '소총', '총으로', '총을', '폭탄', '흉기', '칼로', '무기',
];

/** Verbs of killing or wounding. */
export const HARM_TERMS: readonly string[] = [
  'shoot', 'shoots', 'shooting', 'shot', 'kill', 'kills', 'killed', 'killing', 'murder*', 'stab',
  'stabs', 'stabbed', 'stabbing', 'blow up', 'blows up', 'blew up', 'blowing up', 'open fire',
  'opens fire', 'opened fire', 'gun down', 'guns down', 'gunned down', 'slaughter*', 'attack*',
  'disparar', 'dispara', 'disparo', 'disparos', 'mata', 'matar', 'mato', 'mataron', 'matando',
  'asesin*', 'apunal*', 'abre fuego', 'abrio fuego', 'atac*',
  'tirer sur', 'tire sur', 'tue', 'tuer', 'tuent', 'tuant', 'abat', 'abattre', 'abattu*', 'assassin*',
  'poignard*', 'ouvre le feu', 'attaqu*',
  'erschiess*', 'erschoss*', 'schiesst', 'schiessen', 'schoss', 'tote', 'toten', 'totet', 'totete*',
  'ermord*', 'ersticht', 'erstach', 'angriff*',
  'spara*', 'uccid*', 'uccis*', 'ammazz*', 'accoltell*', 'attacc*',
  'atira*', 'matou', 'mataram', 'esfaque*', 'ataca*',
  'стреля*', 'застрел*', 'убива*', 'убил*', 'убить', 'убей*', 'зареза*', 'взорва*', 'расстреля*', 'напад*',
  '杀', '射杀', '开枪', '枪杀', '炸死', '袭击', '射击', '殺', '撃', '刺し', '爆破', '乱射',
  '죽이', '죽였', '쏘', '쐈', '쏜', '살해', '찔러', '찔렀', '폭파', '공격', '난사',
];

/**
 * Groups of real people and real places that a weapon is turned on. Single family members
 * ("mother", "brother") are left out: "the hunter shot the deer's mother" is a fairy-tale scene.
 */
export const TARGET_TERMS: readonly string[] = [
  'classmate', 'his class', 'her class', 'their class', 'my class', 'the class', 'school',
  'the school', 'student', 'pupil', 'teacher', 'schoolchildren', 'school children', 'schoolkids',
  'school kids', 'people', 'crowd', 'worshipper', 'worshiper', 'mosque', 'church', 'synagogue', 'mall',
  'concert', 'police', 'policeman', 'policemen', 'cop', 'officer', 'president', 'prime minister',
  'politician', 'neighbor', 'neighbour', 'everyone', 'everybody',
  'companeros', 'escuela', 'colegio', 'estudiantes', 'alumnos', 'maestro', 'maestra', 'profesor*',
  'gente', 'personas', 'multitud', 'iglesia', 'mezquita', 'sinagoga', 'vecinos', 'todos',
  'camarade', 'camarades', 'sa classe', 'ecole', 'eleves', 'etudiants', 'professeur', 'maitresse', 'gens',
  'personnes', 'foule', 'eglise', 'mosquee', 'synagogue', 'voisins', 'tout le monde',
  'mitschuler*', 'klassenkamerad*', 'schule', 'schuler*', 'lehrer*', 'leute', 'menschen', 'kirche',
  'moschee', 'synagoge', 'nachbarn',
  'compagni', 'scuola', 'studenti', 'alunni', 'insegnant*', 'persone', 'folla', 'chiesa', 'moschea',
  'vicini', 'tutti',
  'colegas', 'escola', 'estudantes', 'pessoas', 'multidao', 'igreja', 'mesquita', 'vizinhos',
  'одноклассник*', 'школ*', 'учени*', 'учител*', 'студент*', 'люд*', 'толп*', 'церк*', 'мечет*',
  'синагог*', 'сосед*', 'всех',
  '同学', '学校', '学生', '老师', '人群', '路人', '教堂', '清真寺',
  '同級生', 'クラスメイト', '生徒', '先生', '人々', '群衆', '教会',
  '반 친구', '학교', '학생', '선생님', '사람들', '군중', '교회',
];

// ---------------------------------------------------------------------------------------------
// (3) Copyrighted and trademarked characters and franchises.

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
    hints: [
      'mouse', 'mice', 'disney', 'goofy', 'pluto', 'donald', 'ratón', 'souris', 'maus', 'topo', 'rato', 'мышь',
      'мышонок',
    ],
  },
  {
    label: 'Donald Duck',
    anchors: ['donald duck', 'daisy duck', 'pato donald', 'paperino', 'дональд дак', '唐老鸭', 'ドナルドダック', '도널드 덕'],
  },
  {
    label: 'Elsa and Anna from Frozen',
    anchors: [
      'arendelle', 'queen elsa', 'elsa of arendelle', 'frozen movie', 'frozen film', 'disney frozen',
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
      'frozen', 'ice powers', 'ice magic', 'let it go', 'sven', 'snow queen', 'reino del hielo', 'reine des neiges',
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
    hints: ['lion', 'lion cub', 'lion king', 'león', 'löwe', 'leone', 'leão', 'лев', 'львенок', '狮子', 'ライオン', '사자'],
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
    names: ['nemo', 'dory', 'немо', '尼莫', 'ニモ', '니모'],
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
    label: 'Iron Man',
    anchors: [
      'iron man', 'tony stark', 'homem de ferro', 'железный человек', '钢铁侠', '钢铁人', 'アイアンマン', '아이언맨',
    ],
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
      'batman', 'bat man', 'batgirl', 'batmobile', 'bruce wayne', 'gotham city', 'бэтмен', 'бетмен', '蝙蝠侠', 'バットマン',
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
    anchors: ['peppa', 'peppa wutz', 'свинка пеппа', 'пеппа', '小猪佩奇', '佩奇', '粉红猪小妹', 'ペッパピッグ', '페파 피그'],
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
  { label: 'Caillou', anchors: ['caillou'] },
  { label: 'Hey Duggee', anchors: ['duggee'] },
  // --- Other film and TV franchises
  {
    label: 'SpongeBob SquarePants',
    anchors: [
      'sponge bob', 'squarepants', 'bob esponja', 'patrick star', 'bikini bottom', 'губка боб', '海绵宝宝', 'スポンジボブ',
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
    label: 'Tom and Jerry',
    anchors: [
      'tom and jerry', 'tom y jerry', 'tom et jerry', 'tom und jerry', 'tom e jerry', 'том и джерри', 'トムとジェリー',
      '톰과 제리',
    ],
    names: ['tom', 'jerry'],
    hints: ['tom', 'jerry', 'cat', 'mouse'],
    minHits: 4,
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
