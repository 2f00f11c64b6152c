// Term lists for the content policy (content-policy-rules.ts); how a term is written is explained in
// content-policy-matcher.ts. Every list covers the ten service languages: english, spanish, french,
// german, italian, portuguese, russian, chinese, japanese, korean.
//
// Keep Chinese and Japanese terms specific (two characters or more): a run of text is cut into the
// longest known terms, so add the harmless longer word to NEUTRAL_PHRASES when a term hides in one.

/** Harmless phrases; the words they cover cannot trigger a rule. */
export const NEUTRAL_PHRASES: readonly string[] = [
  // toys, games and things that are not weapons
  'water gun', 'toy gun', 'nerf gun', 'squirt gun', 'laser gun', 'ray gun', 'bubble gun', 'glue gun',
  'confetti gun', 'paintball gun', 'snow gun', 'water pistol', 'toy pistol', 'cap gun', 'toy knife',
  'butter knife', 'bath bomb', 'seed bomb', 'glitter bomb', 'photo bomb', 'bomb pop', 'cherry bomb tomato',
  'water bomb', 'water balloon', 'stink bomb', 'snowball', 'pillow fight', 'food fight', 'dodgeball',
  'pistola de agua', 'pistola de juguete', 'globo de agua', 'globos de agua', 'bomba de agua', 'bombas de agua',
  'pistolet a eau', 'pistolet en plastique', 'bombe a eau', 'bombes a eau', 'wasserpistole', 'wasserbombe*',
  'spielzeugpistole', 'pistola ad acqua', 'pistola d acqua', 'pistole ad acqua', 'pistola giocattolo',
  'gavettone', 'gavettoni', 'palloncini d acqua', 'arma de brinquedo', 'pistola de brinquedo', 'bexiga d agua',
  'bombinha de agua', 'balao de agua', 'водяной пистолет', 'водяные пистолеты', 'игрушечный пистолет',
  'водяная бомбочка', 'водяные бомбочки', '水枪', '玩具枪', '水球大战', '水弹', '水鉄砲', 'オモチャノ銃', '水風船',
  '물총', '장난감 총', '물풍선',
  // harmless uses of words on the lists
  'ダンボール', 'だんぼーる',
  'shooting star', 'shooting stars', 'photo shoot', 'bamboo shoot', 'bamboo shoots', 'flu shot', 'shoots hoops',
  'shoot hoops', 'shooting hoops', 'shoots a goal', 'shoot a goal', 'shoots the ball', 'shoot the ball',
  'gore tex', 'bluey green', 'bluey grey', 'bluey gray', 'killer whale', 'killer whales', 'kill time',
  'dressed to kill', 'knife and fork', 'pocket knife', 'bread knife', 'shoot* pictures', 'shoot* photos',
  'shoot* a photo', 'shoot* a video', 'shoot* a film', 'shoot* a movie', 'shoot* for the stars', 'die* her hair',
  'die* his hair', 'die* their hair', 'kill* the weeds', 'tirer sur la corde', 'tire sur la corde',
  'tirent sur la corde', 'ein tor schiessen', 'schiesst ein tor', 'schiessen ein tor', 'schoss ein tor',
  'bolas de neve', 'bolas de nieve', 'boules de neige', 'palle di neve', 'schneeball*', 'снежк*',
  'sex of the baby', 'baby s sex', 'sexo del bebe', 'sexe du bebe', 'sexo do bebe', 'sesso del bambino',
  'estrella fugaz', 'etoile filante', 'sternschnuppe', 'stella cadente', 'estrela cadente', 'падающая звезда',
  '流星', '流れ星', '별똥별',
  // Korean and Chinese words that contain a shorter listed word
  '个性', '性格', '性别', '女性', '男性', '性子', '耐性', '习性', '中性',
  '칼로리', '칼국수', '총각', '총명', '총알개미', '총무', '폭탄세일', '폭탄 세일', '卡路里', '枪乌贼', '杀菌', '抹杀时间',
  '爆米花', '炸弹鱼', '包丁', '手裏剣',
];

// ---------------------------------------------------------------------------------------------
// Sexual content involving minors. Every book this service makes is for children, so explicit
// sexual terms are refused on their own; milder sexual words are refused when the idea also
// mentions a child; grooming scenes (an adult, a child, undressing or a secret) also need both.

/** Refused on their own. */
export const SEXUAL_EXPLICIT_TERMS: readonly string[] = [
  // en
  'porn*', 'hentai', 'lolicon', 'shotacon', 'csam', 'child abuse material', 'sex scene', 'sex act',
  'having sex', 'have sex', 'has sex', 'had sex', 'sexual intercourse', 'oral sex', '=rape', '=raped',
  'raping', 'rapist*', 'molest', 'molested', 'molesting', 'molester', 'molestation', 'pedophil*',
  'paedophil*', 'pederast*', 'nudes',
  'naked photo', 'naked picture', 'naked pic', 'naked selfie', 'nude photo', 'nude picture', 'nude pic',
  'nude selfie', 'sexting', 'erotic*', 'erotis*', 'erotik*', 'erotiq*', 'orgasm*', 'masturba*', 'blowjob',
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
  // paraphrase
  'make love', 'makes love', 'made love', 'making love', 'sleep with her', 'sleeps with her', 'slept with her',
  'sleep with him', 'sleeps with him', 'slept with him', 'sexual abuse', 'sexually abused', 'sexual assault',
  'sexually assault*', 'child abuse', 'abuse* a child', 'abused the child', 'groom* a child', 'child groom*',
  'hacer el amor', 'hace el amor', 'abuso sexual', 'abusa sexualmente', 'abusada sexualmente', 'faire l amour',
  'fait l amour', 'abus sexuel', 'abus sexuels', 'agression sexuelle', '=viol de', '=un viol', '=le viol', '=violee',
  '=viole par', '=violer', 'fare l amore', 'fa l amore', 'abuso sessuale', 'abusi sessuali', 'violenza sessuale',
  'violentata', 'violentato', 'fazer amor', 'faz amor', 'abuso sexual infantil', 'abusada sexualmente',
  'sexuellen missbrauch', 'sexuell missbraucht', 'liebe machen', 'занимаются любовью', 'заниматься любовью',
  'сексуальное насилие', 'растлил*', 'домогал*', '性侵犯', '性虐待', '发生关系', '上床', '猥褻', '性的虐待', '性的暴行',
  'エッチ', '性的いたずら', '성적 학대', '성범죄', '잠자리를', '성폭력',
];

/** Refused when the idea also mentions a child (MINOR_TERMS or an age under 18). */
export const SEXUAL_CONTEXT_TERMS: readonly string[] = [
  'sex', 'sexy', 'sexual*', 'seduc*', 'lingerie', 'french kiss*', 'making out', 'make out', 'aroused', 'arousing',
  'sensual', 'lustful', 'horny', 'grope*', 'groping', 'fondl*', 'strip naked', 'strips naked',
  'stripped naked', 'striptease', 'in her underwear', 'in his underwear', 'in their underwear', 'naked body',
  'naked bodies', 'nude', 'topless', 'kiss* on the lips', 'hot body', 'seductive', 'provocative pose*',
  'sexo', 'sexy', 'sensual', 'seducir', 'seduce', 'lenceria', 'en ropa interior',
  'sexe', 'sexy', 'seduire', 'seduit', 'en sous vetements', 'lingerie',
  'sexuel*', 'sexuell*', 'verfuhr*', 'in unterwasche', 'unterwasche',
  'sesso', 'sessual*', 'sensuale', 'sedur*', 'in mutande', 'biancheria intima',
  'sexual*', 'sensual', 'seduzir', 'seduz', 'de calcinha', 'de cueca',
  'секс*', 'сексуальн*', 'соблазн*', 'обнаженн*', 'в нижнем белье',
  '性感', '色色', '脱光', '内衣', '诱惑', '亲嘴', 'セックス', 'セクシー', '下着姿', '誘惑',
 '섹스', '섹시*', '속옷 차림', '유혹',
];

/** A grooming scene: refused with an adult and a child, unless the idea teaches body safety. */
export const GROOMING_TERMS: readonly string[] = [
  'take off her clothes', 'takes off her clothes', 'take off his clothes', 'takes off his clothes', 'undress*',
  'private parts', 'touch* her body', 'touch* his body', 'our little secret', 'our secret', 'don t tell your parents',
  'do not tell your parents', 'don t tell mom', 'keep it a secret', 'in his bed', 'in her bed', 'into his bed',
  'sit on his lap', 'sits on his lap', 'send photos', 'send pictures', 'send me photos', 'send me pictures',
  'desnud*', 'desvest*', 'quitarse la ropa', 'se quita la ropa', 'quite la ropa', 'nuestro secreto', 'su secreto',
  'no le digas a tus padres', 'no le diga a sus padres', 'no se lo digas a nadie',
  'toca su cuerpo', 'toca sus partes',
  'deshabill*', 'enleve ses vetements', 'enlever ses vetements', 'notre secret', 'ne dis rien a tes parents',
  'touche son corps', 'touche ses parties',
  'auszieh*', 'zieht sich aus', 'unser geheimnis', 'sag es nicht deinen eltern', 'beruhrt ihren korper',
  'beruhrt seinen korper',
  'spoglia*', 'togliersi i vestiti', 'si toglie i vestiti', 'il nostro segreto', 'non dirlo ai tuoi genitori',
  'tocca il suo corpo',
  'tirar a roupa', 'tira a roupa', 'despir*', 'nosso segredo', 'nao conte aos seus pais', 'toca o corpo',
  'раздева*', 'раздеть*', 'разделся', 'снять одежду', 'снимает одежду', 'наш секрет', 'не говори родителям',
  'трогает её тело', 'трогает ее тело', 'трогает его тело',
  '脱衣服', '脱掉衣服', '我们的秘密', '别告诉你爸妈', '不要告诉爸妈', '摸她的身体', '摸他的身体',
  '服を脱', '二人だけの秘密', '親に言わない', '体を触', '옷을 벗*', '옷 벗*', '우리만의 비밀', '부모님께 말하지*', '몸을 만지*',
];

/** Adults in a grooming scene. */
export const ADULT_TERMS: readonly string[] = [
  'adult', 'man', 'men', 'stranger', 'uncle', 'coach', 'teacher', 'neighbor', 'neighbour', 'priest', 'stepfather',
  'stepdad', 'babysitter', 'old man', 'grown up', 'grownup',
  'adulto', 'hombre', 'extrano', 'desconocido', 'tio', 'entrenador', 'profesor', 'vecino',
  'monsieur', 'senor', 'signore', 'senhor', 'herr',
  'adulte', 'homme', 'inconnu', 'oncle', 'entraineur', 'professeur', 'voisin',
  'erwachsene*', 'mann', 'fremde*', 'onkel', 'trainer', 'lehrer', 'nachbar',
  'adulto', 'uomo', 'sconosciuto', 'zio', 'allenatore', 'vicino',
  'homem', 'estranho', 'treinador', 'professor',
  'взрослый', 'мужчина', 'незнаком*', 'дядя', 'тренер', 'учитель', 'сосед',
  '大人', '成年人', '男人', '陌生人', '叔叔', '教练', '老师', '邻居', 'おじさん', '知らない人', '男', 'コーチ', '先生',
  '어른', '아저씨', '낯선 사람', '삼촌', '코치', '선생님', '이웃',
];

/** Body-safety lessons: a grooming scene told to teach a child to say no is allowed. */
export const BODY_SAFETY_TERMS: readonly string[] = [
  'body safety', 'safe touch', 'unsafe touch', 'say no', 'says no', 'said no', 'trusted adult', 'tells her mom',
  'tells his mom', 'tells her mother', 'tells his mother', 'tells her parents', 'tells his parents', 'tell a grown up',
  'tells a teacher', 'nobody may', 'no one may', 'no one is allowed', 'nobody is allowed', 'my body belongs to me',
  'her body belongs to her', 'his body belongs to him', 'consent', 'private parts are private',
  'decir que no', 'dice que no', 'adulto de confianza', 'se lo cuenta a su mama', 'dire non', 'dit non',
  'adulte de confiance', 'le dit a sa maman', 'nein sagen', 'sagt nein', 'vertrauensperson', 'erzahlt es ihrer mama',
  'dire di no', 'dice di no', 'adulto di fiducia', 'dizer nao', 'diz nao', 'adulto de confianca',
  'сказать нет', 'говорит нет', 'рассказывает маме', 'взрослому которому доверяет',
  '说不', '告诉妈妈', '身体安全', '嫌だと言', 'ママに話', '体を守る', '싫다고 말', '엄마에게 말', '몸을 지키',
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
  '아이', '어린이', '아동', '소녀', '소년', '미성년', '초등학생', '중학생', '딸', '아들', '아기', '유아', '학생', '여자아이',
  '남자아이', '여자 아이', '남자 아이', '꼬마',
];

// ---------------------------------------------------------------------------------------------
// Real-world violence: named events and atrocities, attacks on people with real weapons or in real
// places, graphic gore and self-harm. Fantasy conflict ("a knight fights a dragon", "a pirate sword
// fight") passes: swords, cannons and battles are not on the lists, and a fantasy creature in the
// sentence sets an attack aside.

export interface LabelledTerms {
  /** Shown in the reason, e.g. "The story idea refers to real-world violence (a school shooting)." */
  readonly label: string;
  readonly terms: readonly string[];
}

/** Label of the gore group: set aside in fantasy ("the knight beheads the dragon"). */
export const GORE_LABEL = 'graphic gore';

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
      '테러', '테러리스트', '테러범', '자폭 테러',
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
      'nanjing massacre', 'rape of nanking', 'tiananmen square massacre',
      'my lai', 'hiroshima bombing', 'bombing of hiroshima', 'atomic bombing', 'nagasaki bombing',
      'bombing of nagasaki', 'lynching', 'lynch mob', 'lynched', 'kennedy assassination',
      'assassination of kennedy', 'lincoln assassination', 'assassination of lincoln',
      'assassinat* the president', 'assassinat* of the president', 'kill* the president',
      'shoot the president', 'shot the president', 'kill* the prime minister',
      '南京大屠杀', '南京大虐殺', '난징 대학살',
    ],
  },
  {
    label: 'graphic gore',
    terms: [
      'gore', 'gored', 'gory', 'goriest', 'bloodbath', 'blood bath', 'dismember*', 'disembowel*',
      'decapit*', 'behead*', 'cut off their heads', 'cut off his head', 'cut off her head', 'cuts off his head',
      'cuts off her head', 'cuts off their heads', 'chop* off his head', 'chop* off her head', 'chop* off their heads', 'eviscerat*', 'mutila*', 'entrails', 'guts spill*', 'intestines spill*',
      'flayed alive', 'skinned alive', 'snuff film', 'descuartiz*', 'desmembr*', 'demembr*', 'eventr*',
      'zerstuckel*', 'enthaupt*', 'ausweid*', 'smembr*', 'squartat*', 'esquartej*',
      'расчлен*', 'обезглав*', 'кровавая баня',
      '斩首', '肢解', '碎尸', '血腥', '首を切', 'バラバラ死体', '참수', '토막 살인',
    ],
  },
];


/** Self-harm and suicide, refused on their own. */
export const SELF_HARM_TERMS: readonly string[] = [
  'suicide', 'suicidal', 'kill himself', 'kill herself', 'kills himself', 'kills herself', 'killed himself',
  'killed herself', 'kill myself', 'kill themselves', 'self harm', 'selfharm', 'cuts herself', 'cut herself',
  'cuts himself on purpose', 'cuts her wrist*', 'cut her wrist*', 'cuts his wrist*', 'cut his wrist*',
  'hang himself', 'hang herself', 'hangs himself', 'hangs herself', 'hanged himself', 'hanged herself',
  'slit* her wrist*', 'slit* his wrist*', 'slit* their wrist*', 'wants to die', 'want to die', 'wanted to die', 'end his life', 'end her life', 'ends his life', 'ends her life',
  'take his own life', 'take her own life', 'takes his own life', 'takes her own life', 'starves herself',
  'starve herself', 'jump off a bridge', 'jumps off a bridge', 'overdose*', 'hurts herself on purpose',
  'hurts himself on purpose',
  'suicidio', 'suicidarse', 'se suicida', 'quitarse la vida', 'se quita la vida', 'autolesion*', 'se corta las munecas',
  'quiere morir', 'quiere morirse', 'se hace dano a proposito', 'hacerse dano a proposito', 'se lastima a proposito',
  'suicide', 'se suicider', 'se suicide', 'se tuer', 'se tue', 'automutil*', 'se scarifie', 'veut mourir', 'se fait du mal expres',
  'selbstmord', 'suizid*', 'sich umbringen', 'bringt sich um', 'ritzt sich', 'selbstverletz*', 'will sterben',
  'suicidio', 'suicidarsi', 'si suicida', 'si uccide', 'uccidersi', 'autolesion*', 'si taglia i polsi',
  'vuole morire', 'si fa del male apposta', 'suicidar', 'se mata', 'se matar', 'automutila*', 'corta os pulsos', 'quer morrer',
  'самоубий*', 'суицид*', 'покончить с собой', 'покончил с собой', 'покончила с собой', 'порезать вены',
  'режет себя', 'хочет умереть', 'повеси*ся',
  '自杀', '自残', '割腕', '想死', '轻生', '上吊', '自殺', '自傷', 'リストカット', 'リスカ', '死にたい', '首を吊',
  '자살', '자해', '죽고 싶*', '손목을 긋*', '목을 매*',
];

/** Real weapons (toys and games are removed first by NEUTRAL_PHRASES). */
export const WEAPON_TERMS: readonly string[] = [
  'gun', 'guns', 'gunfire', 'gunshot', 'handgun', 'pistol', 'rifle', 'shotgun', 'machine gun', 'assault rifle',
  'ak 47', 'ar 15', 'uzi', 'glock', 'revolver', 'firearm', 'weapon', 'knife', 'knives', 'machete', 'dad s gun',
  'sniper', 'sniper rifle', 'bullet', 'bullets', 'ammunition',
  'pistola', 'fusil', 'escopeta', 'arma', 'armas', 'cuchillo', 'navaja', 'metralleta', 'revolver',
  'pistolet', 'arme', 'armes', 'couteau', 'couteaux', 'mitraillette',
  'waffe', 'waffen', 'pistole', 'gewehr*', 'messer', 'schusswaffe*', 'maschinengewehr',
  'fucile', 'fucili', 'armi', 'coltello', 'coltelli', 'mitra',
  'fuzil', 'espingarda', 'faca', 'facas', 'metralhadora',
  'пистолет*', 'ружь*', 'винтовк*', 'автомат', 'автомата', 'автоматом', 'оружи*', 'нож', 'ножом', 'ножа', 'ножи',
  '枪', '手枪', '步枪', '枪支', '机关枪', '武器', '刀子', '匕首', '菜刀', '用刀', '拿刀', '持刀', '銃', '拳銃', 'ライフル', 'ナイフ',
  '刃物', '機関銃', 'ピストル', '총', '총기', '권총', '소총', '흉기', '칼', '무기', '기관총',
];

/** Explosives: refused near a real place or a crowd, even without a verb ("a bomb in the mall"). */
export const EXPLOSIVE_TERMS: readonly string[] = [
  'bomb', 'bombs', 'bombed', 'bombing', 'bomber', 'bombers', 'explosive*', 'grenade*', 'suicide vest', 'dynamite', 'ied', 'detonator',
  'bomba', 'bombas', 'explosivo*', 'granada', 'granadas', 'bombe', 'bombes', 'explosif*', 'grenade',
  'bombe', 'sprengstoff', 'sprengsatz', 'granate*', 'esplosiv*', 'granata', 'granate', 'bomba', 'explosivo',
  'бомб*', 'гранат*', 'взрывчатк*', 'взрывное устройство', 'пояс шахида',
  '炸弹', '炸药', '手榴弹', '爆炸物', '爆弾', '爆発物', '手榴弾', '폭탄', '폭발물', '수류탄',
];

/** Killing verbs: refused with people as the target and a real weapon or place nearby. */
export const LETHAL_TERMS: readonly string[] = [
  'shoot', 'shoots', 'shooting', 'shot', 'kill', 'kills', 'killed', 'killing', 'stab', 'stabs', 'stabbed',
  'stabbing', 'blow up', 'blows up', 'blew up', 'blowing up', 'explode*', 'detonat*', 'strangle*', 'choke* to death',
  'poison* the', 'burn* alive', 'run over', 'runs over', 'ran over', 'drive* into the crowd', 'drove into the crowd',
  'hurt', 'hurts', 'hurting', 'injure*', 'wound', 'wounds', 'wounded', 'attack', 'attacks', 'attacked', 'attacking',
  'beat up', 'beats up', 'beat to death', 'beaten to death', 'punch* to death',
  'disparar', 'dispara', 'disparo', 'disparos', 'disparo a', 'mata', 'matar', 'mato', 'mataron', 'matando',
  'apunal*', 'acuchill*', 'ataca', 'atacar', 'ataco', 'atacan', 'hiere', 'herir', 'herido*', 'hacer dano',
  'hace dano', 'explota', 'estalla', 'golpea hasta', 'envenen*',
  'tirer sur', 'tire sur', 'tirent sur', 'tue', 'tuer', 'tuent', 'tuant', 'abat', 'abattre', 'abattu*', 'poignard*',
  'attaque', 'attaquer', 'attaquent', 'blesse*', 'blesser', 'faire du mal', 'fait du mal', 'explose', 'empoisonn*',
  'erschiess*', 'erschoss*', 'schiesst', 'schiessen', 'schoss', 'totet', 'toten', 'totete*', 'ersticht', 'erstach',
  'greift an', 'greift', 'griff', 'angreifen', 'verletzt', 'verletzen', 'weh tun', 'explodiert', 'sprengt', 'vergiftet',
  'spara*', 'uccid*', 'uccis*', 'ammazz*', 'accoltell*', 'attacca*', 'ferisce', 'ferire', 'ferit*', 'fare del male',
  'fa del male', 'esplode', 'avvelen*',
  'atira*', 'matou', 'mataram', 'esfaque*', 'ataca*', 'fere', 'ferir', 'ferido*', 'machuca*', 'explode', 'envenen*',
  'стреля*', 'застрел*', 'убива*', 'убил*', 'убить', 'убей*', 'зареза*', 'взорва*', 'расстреля*', 'напад*',
  'ранил*', 'ранит', 'покалечи*', 'избива*', 'избил*', 'отрави*',
  '杀', '杀死', '杀了', '射杀', '开枪', '枪杀', '炸死', '袭击', '射击', '刺死', '捅', '伤害', '打伤', '炸毁', '毒死',
  '殺', '殺す', '殺し', '撃', '撃つ', '刺し', '刺す', '爆破', '乱射', '傷つけ', '襲', '襲う', '襲っ',
  '죽이*', '죽였*', '죽인*', '쏘*', '쏴*', '쐈*', '쏜*', '살해', '찔러*', '찔렀*', '찌르*', '폭파', '공격', '난사', '다치게*',
  '해치*', '때려*', '터져*', '터지*', '터뜨*',
];

/** Killing without a weapon named: refused with people as the target. */
export const MURDER_TERMS: readonly string[] = [
  ...['beat*', 'stab*', 'kick*', 'punch*'].flatMap((verb) => [`${verb} _ to death`, `${verb} _ _ to death`, `${verb} _ _ _ to death`]),
  'shot _ dead', 'shoot* _ dead', 'shot _ _ dead', 'shoot* _ _ dead', 'murder*', 'massacr*', 'slaughter*', 'kidnap*', 'abduct*', 'tortur*', 'spray* bullets', 'fire* bullets', 'drive* a truck into', 'drove a truck into',
  'drive* a car into', 'drove a car into', 'ram* into', 'plow* into', 'plough* into', 'execute* the', 'executes them', 'gun down', 'guns down', 'gunned down',
  'open fire', 'opens fire', 'opened fire', 'mass murder*', 'exterminat*', 'wipe out', 'wipes out', 'wiped out',
  'asesin*', 'masacr*', 'abre fuego', 'abrio fuego', 'exterminar', 'extermina',
  'assassin*', 'massacre*', 'ouvre le feu', 'extermin*',
  'ermord*', 'massaker', 'abschlacht*', 'eroffnet das feuer', 'ausrott*',
  'assassin*', 'massacr*', 'sterminare', 'stermina', 'apre il fuoco',
  'assassin*', 'massacr*', 'chacin*', 'abre fogo', 'exterminar',
  'убийств*', 'убийц*', 'резн*', 'бойн*', 'истреб*', 'перебил*', 'открыл огонь',
  '屠杀', '谋杀', '残杀', '灭门', '虐殺', '皆殺し', '惨殺', '殺害', '학살', '살인', '몰살',
];

/** Groups of real people an attack is aimed at. */
export const CROWD_TERMS: readonly string[] = [
  'people', 'classmates', 'classmate', 'students', 'pupils', 'children', 'kids', 'schoolchildren', 'school kids',
  'teachers', 'worshippers', 'worshipers', 'shoppers', 'passengers', 'crowd', 'everyone', 'everybody', 'civilians',
  'families', 'his class', 'her class', 'the class', 'his friends', 'her friends', 'their friends', 'neighbors',
  'neighbours', 'villagers', 'tourists', 'fans', 'spectators', 'runners', 'the audience', 'policemen', 'police',
  'prisoners', 'hostages', 'customers', 'worshippers',
  'gente', 'personas', 'companeros', 'estudiantes', 'alumnos', 'ninos', 'multitud', 'todos', 'vecinos', 'pasajeros',
  'maestros', 'sus amigos', 'fieles',
  'gens', 'personnes', 'camarades', 'eleves', 'etudiants', 'enfants', 'foule', 'tout le monde', 'voisins', 'passagers',
  'ses amis', 'fideles',
  'leute', 'menschen', 'mitschuler*', 'klassenkamerad*', 'schuler', 'kinder', 'menge', 'alle', 'nachbarn',
  'passagiere', 'seine freunde', 'ihre freunde', 'lehrer',
  'gente', 'persone', 'compagni', 'studenti', 'alunni', 'bambini', 'folla', 'tutti', 'vicini', 'passeggeri',
  'i suoi amici', 'fedeli',
  'pessoas', 'colegas', 'estudantes', 'alunos', 'criancas', 'multidao', 'todo mundo', 'vizinhos', 'passageiros',
  'seus amigos',
  'людей', 'люди', 'одноклассник*', 'учеников', 'учеников', 'школьников', 'детей', 'толп*', 'всех', 'соседей',
  'пассажир*', 'прохож*', 'студентов', 'учителей', 'друзей',
  '人群', '同学', '同学们', '很多孩子', '孩子们', '小朋友们', '学生', '学生们', '孩子们', '路人', '乘客', '所有人', '大家', '老师们', '人们', '很多人',
  '同級生', 'クラスメイト', '生徒', '生徒たち', '子供たち', '子どもたち', '人々', '群衆', '乗客', 'みんな', '人たち',
  '사람들', '반 친구들', '친구들', '학생들', '아이들', '군중', '승객', '모두', '선생님들',
];

/** Religious, ethnic and other groups: a killing aimed at one is refused without a weapon named. */
export const GROUP_TERMS: readonly string[] = [
  'jews', 'jewish people', 'muslims', 'christians', 'black people', 'white people', 'asians', 'immigrants',
  'refugees', 'gay people', 'gays', 'arabs', 'mexicans', 'gypsies', 'roma', 'disabled people',
  'judios', 'musulmanes', 'cristianos', 'negros', 'inmigrantes', 'refugiados', 'gitanos', 'juifs', 'musulmans',
  'chretiens', 'noirs', 'immigres', 'migrants', 'refugies', 'juden', 'muslime', 'christen', 'auslander',
  'fluchtlinge', 'zigeuner', 'ebrei', 'musulmani', 'cristiani', 'neri', 'immigrati', 'profughi', 'zingari',
  'judeus', 'muculmanos', 'cristaos', 'imigrantes', 'refugiados', 'евреев', 'евреи', 'мусульман*', 'христиан*',
  'мигрант*', 'цыган*', '犹太人', '穆斯林', '基督徒', '黑人', '移民', '难民', 'ユダヤ人', 'イスラム教徒', '黒人', '移民',
  '難民', '유대인', '무슬림', '흑인', '이민자', '난민',
];

/** One real person: refused as a target only with a real weapon nearby. */
export const PERSON_TERMS: readonly string[] = [
  'man', 'woman', 'boy', 'girl', 'brother', 'sister', 'mother', 'mom', 'mum', 'father', 'dad', 'teacher', 'friend',
  'classmate', 'neighbor', 'neighbour', 'grandma', 'grandpa', 'wife', 'husband', 'policeman', 'police officer',
  'president', 'him', 'her', 'them', 'his family', 'baby', 'child', 'kid', 'student',
  'hombre', 'mujer', 'nino', 'nina', 'hermano', 'hermana', 'madre', 'mama', 'padre', 'papa', 'maestro', 'maestra',
  'amigo', 'amiga', 'vecino', 'policia',
  'homme', 'femme', 'garcon', 'fille', 'frere', 'soeur', 'mere', 'maman', 'pere', 'papa', 'professeur', 'maitresse',
  'ami', 'amie', 'voisin', 'policier',
  'mann', 'frau', 'junge', 'madchen', 'bruder', 'schwester', 'mutter', 'vater', 'lehrerin', 'freund', 'freundin',
  'nachbarn', 'polizist', 'ihn',
  'uomo', 'donna', 'ragazzo', 'ragazza', 'fratello', 'sorella', 'madre', 'padre', 'maestra', 'amico', 'amica',
  'poliziotto',
  'homem', 'mulher', 'menino', 'menina', 'irmao', 'irma', 'mae', 'pai', 'professora', 'amigo', 'policial',
  'мужчин*', 'женщин*', 'мальчик*', 'девочк*', 'брат*', 'сестр*', 'маму', 'мать', 'папу', 'отца', 'учител*',
  'друга', 'соседа', 'полицейск*', 'его', 'её', 'ее',
  '男人', '女人', '孩子', '男孩', '女孩', '哥哥', '弟弟', '姐姐', '妹妹', '妈妈', '爸爸', '老师', '朋友', '邻居', '警察',
  '男の人', '女の人', '兄', '弟', '姉', '妹', '母', '父', 'ママ', 'パパ', '先生', '友達', '警官',
  '남자', '여자', '형', '동생', '누나', '언니', '엄마', '아빠', '선생님', '친구', '경찰', '그를', '그녀를',
];

/** Real places where people gather. */
export const PLACE_TERMS: readonly string[] = [
  'school', 'classroom', 'church', 'mosque', 'synagogue', 'temple', 'mall', 'shopping centre', 'shopping center',
  'market', 'supermarket', 'concert', 'stadium', 'subway', 'metro', 'train station', 'airport', 'hospital',
  'kindergarten', 'office', 'festival', 'parade', 'nightclub', 'cinema', 'movie theater', 'bus', 'plane',
  'escuela', 'colegio', 'iglesia', 'mezquita', 'sinagoga', 'centro comercial', 'mercado', 'concierto', 'estadio',
  'aeropuerto', 'hospital', 'autobus', 'avion',
  'ecole', 'classe', 'eglise', 'mosquee', 'marche', 'centre commercial', 'stade', 'gare', 'aeroport', 'hopital',
  'avion',
  'schule', 'klassenzimmer', 'kirche', 'moschee', 'synagoge', 'einkaufszentrum', 'markt', 'konzert', 'stadion',
  'bahnhof', 'flughafen', 'krankenhaus', 'kindergarten', 'flugzeug',
  'scuola', 'classe', 'chiesa', 'moschea', 'sinagoga', 'centro commerciale', 'mercato', 'concerto', 'stadio',
  'stazione', 'aeroporto', 'ospedale', 'aereo',
  'escola', 'sala de aula', 'igreja', 'mesquita', 'shopping', 'mercado', 'show', 'estadio', 'aeroporto', 'aviao',
  'школ*', 'класс*', 'церк*', 'мечет*', 'синагог*', 'торгов* центр*', 'рын*', 'концерт*', 'стадион*', 'метро',
  'вокзал*', 'аэропорт*', 'больниц*', 'детск* сад*', 'самолет*',
  '学校', '教室', '教堂', '清真寺', '商场', '超市', '市场', '演唱会', '体育场', '地铁', '车站', '机场', '医院', '幼儿园',
  '飞机', '公交车', '教会', 'モスク', 'ショッピングモール', 'スーパー', '市場', 'コンサート', 'スタジアム', '地下鉄',
  '駅', '空港', '病院', '幼稚園', '保育園', '飛行機', 'バス',
  '학교', '교실', '교회', '성당', '쇼핑몰', '시장', '마트', '콘서트', '경기장', '지하철', '공항', '병원', '유치원',
  '비행기', '버스',
];

/** Fantasy, animals and make-believe: an attack in the same sentence as one of these is a story. */
export const FANTASY_TERMS: readonly string[] = [
  'cat', 'kitten', 'dog', 'puppy', 'mouse', 'bird', 'owl', 'snake', 'crocodile', 'bee', 'bees', 'hawk', 'eagle',
  'gato', 'perro', 'raton', 'pajaro', 'chat', 'chien', 'souris', 'oiseau', 'katze', 'hund', 'maus', 'vogel', 'gatto',
  'cane', 'topo', 'uccello', 'cachorro', 'rato', 'passaro', 'кот', 'кошк*', 'собак*', 'мыш*', 'птиц*', '猫', '狗',
  '老鼠', '小鸟', '犬', 'ネコ', 'イヌ', 'ネズミ', '고양이', '강아지', '쥐',
  'dragon', 'knight', 'monster', 'goblin', 'troll', 'ogre', 'orc', 'wizard', 'witch', 'sorcerer', 'giant', 'zombie',
  'alien', 'robot', 'dinosaur', 'pirate', 'ghost', 'vampire', 'werewolf', 'sea monster', 'kraken', 'villain',
  'evil queen', 'evil king', 'dark lord', 'beast', 'wolf', 'bear', 'shark', 'tiger', 'lion', 'deer', 'rabbit',
  'bunny', 'fox', 'hunter', 'superhero', 'fairy', 'elf', 'dwarf', 'unicorn', 'spaceship', 'laser', 'sword',
  'dragon', 'caballero', 'monstruo', 'duende', 'bruja', 'brujo', 'mago', 'gigante', 'pirata', 'fantasma', 'robot',
  'lobo', 'oso', 'dinosaurio', 'extraterrestre', 'espada', 'hada',
  'chevalier', 'monstre', 'lutin', 'sorciere', 'sorcier', 'magicien', 'geant', 'pirate', 'fantome', 'loup', 'ours',
  'dinosaure', 'epee', 'fee',
  'drache', 'drachen', 'ritter', 'monster', 'kobold', 'hexe', 'zauberer', 'riese', 'pirat', 'piraten', 'gespenst',
  'wolf', 'bar', 'dinosaurier', 'schwert', 'fee',
  'drago', 'cavaliere', 'mostro', 'folletto', 'strega', 'mago', 'gigante', 'pirata', 'pirati', 'fantasma', 'lupo',
  'orso', 'dinosauro', 'spada', 'fata',
  'dragao', 'cavaleiro', 'monstro', 'bruxa', 'mago', 'gigante', 'pirata', 'piratas', 'fantasma', 'lobo', 'urso',
  'dinossauro', 'espada', 'fada',
  'дракон*', 'рыцар*', 'монстр*', 'чудовищ*', 'гоблин*', 'тролл*', 'ведьм*', 'колдун*', 'волшебник*', 'великан*',
  'пират*', 'привидени*', 'робот*', 'волк*', 'медвед*', 'динозавр*', 'мечом', 'мечи', 'фея', 'змей горыныч',
  '龙', '恐龙', '骑士', '怪兽', '怪物', '巫婆', '女巫', '巫师', '魔法师', '巨人', '海盗', '鬼', '机器人', '狼', '熊',
  '宝剑', '剑', '仙女', 'ドラゴン', '竜', '騎士', '怪獣', 'モンスター', '魔女', '魔法使い', '巨人', '海賊', 'おばけ',
  'ロボット', 'オオカミ', 'クマ', '剣', '恐竜', '鬼', '妖精',
  '용', '드래곤', '기사', '괴물', '마녀', '마법사', '거인', '해적', '유령', '로봇', '늑대', '곰', '공룡', '검', '요정',
];
