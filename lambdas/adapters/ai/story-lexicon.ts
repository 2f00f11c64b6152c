// Language-independent story vocabulary: keys, English words (used in picture prompts) and detection stems in all ten
// languages, so an idea written in any language can be recognised. Each language's own words live in phrase-banks/.
//
// Stem syntax: "word" matches the whole word (plus an -s/-es plural), "pref*" matches words starting with "pref",
// and stems in Chinese, Japanese or Korean script match anywhere (those scripts have no spaces between words).

export const KIND_KEYS = [
  'hedgehog', 'rabbit', 'cat', 'dog', 'bear', 'panda', 'fox', 'wolf', 'mouse', 'squirrel', 'raccoon', 'owl',
  'bird', 'penguin', 'duck', 'chicken', 'pig', 'cow', 'sheep', 'horse', 'unicorn', 'elephant', 'giraffe', 'lion',
  'tiger', 'monkey', 'frog', 'turtle', 'fish', 'whale', 'octopus', 'dragon', 'dinosaur', 'robot', 'alien', 'girl',
  'boy', 'child',
] as const;
export type KindKey = (typeof KIND_KEYS)[number];

export interface NamedColor {
  hex: string;
  name: string;
}

export interface KindInfo {
  english: string;
  stems: readonly string[];
  /** Body colours that suit the kind; one is picked per book. */
  colors: readonly NamedColor[];
}

const c = (hex: string, name: string): NamedColor => ({ hex, name });
const SKIN = [c('#f2c9a6', 'peach'), c('#d9a27c', 'warm tan'), c('#a8714f', 'brown'), c('#6f4a33', 'deep brown')];

export const KINDS: Record<KindKey, KindInfo> = {
  hedgehog: { english: 'hedgehog', colors: [c('#9a6a3f', 'warm brown'), c('#b07d4f', 'hazelnut brown')],
    stems: ['hedgehog', 'eriz*', 'herisson*', 'igel*', 'ricci*', 'ourico*', 'ежик*', 'ежих*', 'еж', 'ежа', '刺猬', 'ハリネズミ', 'はりねずみ', '고슴도치'] },
  rabbit: { english: 'rabbit', colors: [c('#b9b3ae', 'soft grey'), c('#c8955f', 'caramel brown')],
    stems: ['rabbit', 'bunny', 'bunnies', 'hare', 'conej*', 'lapin*', 'hase', 'hasen', 'haschen', 'kaninchen', 'conigli*', 'coelh*', 'заяц', 'зайч*', 'зайк*', 'кролик*', '兔', 'うさぎ', 'ウサギ', '토끼'] },
  cat: { english: 'cat', colors: [c('#e8924a', 'ginger orange'), c('#8d8f99', 'smoky grey')],
    stems: ['cat', 'kitten', 'kitty', 'gato', 'gata', 'gatit*', 'chat', 'chaton*', 'chatte', 'katze*', 'katzchen', 'kater', 'gatto', 'gatta', 'gattin*', 'кот', 'кота', 'котен*', 'кошк*', 'котик*', '猫', 'ねこ', 'ネコ', '고양이'] },
  dog: { english: 'dog', colors: [c('#d4a055', 'golden tan'), c('#7b4f32', 'chocolate brown')],
    stems: ['dog', 'puppy', 'puppies', 'doggy', 'perr*', 'cachorr*', 'chien*', 'chiot*', 'hund*', 'welpe*', 'cane', 'cagnolin*', 'cucciol*', 'cao', 'caozinho', 'собак*', 'пес', 'песик*', 'щен*', '狗', '小狗', 'いぬ', '犬', 'イヌ', '강아지', '멍멍이'] },
  bear: { english: 'bear', colors: [c('#a86b3c', 'honey brown'), c('#b5683a', 'cinnamon brown')],
    stems: ['bear', 'teddy', 'oso', 'osit*', 'ours', 'ourson*', 'bar', 'baren', 'barchen', 'orso', 'orsett*', 'urso', 'ursinho', 'медвед*', 'медвеж*', 'мишк*', 'мишут*', '熊', 'くま', 'クマ', '곰'] },
  panda: { english: 'panda', colors: [c('#f4f1ea', 'snowy white')],
    stems: ['panda*', 'панд*', '熊猫', 'パンダ', '판다'] },
  fox: { english: 'fox', colors: [c('#e07a2e', 'fox orange')],
    stems: ['fox', 'zorr*', 'renard*', 'fuchs*', 'fuchse', 'volp*', 'raposa*', 'лиса', 'лису', 'лисы', 'лис', 'лисен*', 'лисич*', '狐狸', 'きつね', 'キツネ', '여우'] },
  wolf: { english: 'wolf', colors: [c('#8c96a3', 'silver grey')],
    stems: ['wolf', 'wolves', 'lobo*', 'loup*', 'wolfe', 'welpen', 'lup*', 'волк*', 'волч*', '狼', 'おおかみ', 'オオカミ', '늑대'] },
  mouse: { english: 'mouse', colors: [c('#a9a4a8', 'dove grey'), c('#c4a27a', 'sandy brown')],
    stems: ['mouse', 'mice', 'raton*', 'souris', 'maus', 'mause', 'mauschen', 'topo', 'topolin*', 'rato', 'ratinho', 'мыш*', '老鼠', '鼠', 'ねずみ', 'ネズミ', '생쥐', '쥐'] },
  squirrel: { english: 'squirrel', colors: [c('#c0652e', 'russet red')],
    stems: ['squirrel', 'ardill*', 'ecureuil*', 'eichhorn*', 'scoiattol*', 'esquilo*', 'белк*', 'бельч*', '松鼠', 'りす', 'リス', '다람쥐'] },
  raccoon: { english: 'raccoon', colors: [c('#8a8580', 'ash grey')],
    stems: ['raccoon', 'mapache*', 'raton laveur', 'waschbar*', 'procione', 'guaxinim', 'енот*', '浣熊', 'アライグマ', '너구리'] },
  owl: { english: 'owl', colors: [c('#8a6446', 'cocoa brown')],
    stems: ['owl', 'owlet', 'buho*', 'lechuz*', 'hibou*', 'chouette*', 'eule*', 'gufo', 'civetta', 'coruja*', 'сова', 'сову', 'совы', 'совен*', 'совушк*', 'филин*', '猫头鹰', 'ふくろう', 'フクロウ', '부엉이', '올빼미'] },
  bird: { english: 'bird', colors: [c('#5aa9e6', 'sky blue'), c('#d9534f', 'robin red')],
    stems: ['bird', 'birdie', 'sparrow', 'robin', 'pajar*', 'oiseau*', 'vogel*', 'vogelchen', 'uccell*', 'passar*', 'птиц*', 'птенч*', 'воробей', 'воробь*', '鸟', '小鸟', 'ことり', '小鳥', '鳥', '작은 새', '새 한 마리', '참새'] },
  penguin: { english: 'penguin', colors: [c('#2f3e57', 'midnight blue')],
    stems: ['penguin', 'pingu*', 'manchot*', 'пингвин*', '企鹅', 'ペンギン', '펭귄'] },
  duck: { english: 'duck', colors: [c('#f6cd3b', 'sunny yellow')],
    stems: ['duck', 'duckling', 'patit*', 'canard*', 'caneton*', 'ente', 'entchen', 'anatr*', 'papera*', 'pato', 'patinho', 'утк*', 'утен*', 'уточк*', '鸭', 'あひる', 'アヒル', '오리'] },
  chicken: { english: 'chicken', colors: [c('#e9b44c', 'golden yellow')],
    stems: ['chicken', 'chick', 'hen', 'gallin*', 'pollit*', 'poule*', 'poussin*', 'huhn', 'kuken', 'henne', 'gallina', 'pulcin*', 'galinh*', 'pintinho', 'куриц*', 'курочк*', 'цыпл*', '鸡', '小鸡', 'にわとり', 'ひよこ', 'ニワトリ', '닭', '병아리'] },
  pig: { english: 'pig', colors: [c('#f4a6b8', 'rosy pink')],
    stems: ['pig', 'piglet', 'piggy', 'cerdit*', 'cerdo*', 'cochon*', 'porcelet', 'schwein*', 'ferkel', 'maiale*', 'maialin*', 'porquinho', 'porco', 'свин*', 'поросен*', 'хрюш*', '猪', 'ぶた', 'ブタ', '돼지'] },
  cow: { english: 'cow', colors: [c('#efe8dc', 'cream white')],
    stems: ['cow', 'calf', 'vaca*', 'vache*', 'veau', 'kuh', 'kalb', 'mucca', 'vitell*', 'bezerr*', 'коров*', 'теленок', 'теленк*', '奶牛', '牛', 'うしさん', 'ウシ', '젖소', '송아지'] },
  sheep: { english: 'sheep', colors: [c('#f2efe9', 'cloud white')],
    stems: ['sheep', 'lamb', 'ovej*', 'corder*', 'mouton*', 'agneau*', 'schaf*', 'lamm', 'pecor*', 'agnell*', 'ovelh*', 'cordeir*', 'овц*', 'овеч*', 'баран*', 'ягн*', '羊', 'ひつじ', 'ヒツジ', '아기 양', '어린 양', '양떼'] },
  horse: { english: 'pony', colors: [c('#a0522d', 'chestnut brown')],
    stems: ['horse', 'pony', 'ponies', 'caball*', 'poni', 'cheval', 'chevaux', 'poney', 'pferd*', 'pony', 'cavall*', 'pony', 'cavalo*', 'лошад*', 'пони', 'конь', 'коня', 'конек', 'лошадк*', '马', '小马', 'おうま', 'ポニー', '馬', '조랑말', '망아지'] },
  unicorn: { english: 'unicorn', colors: [c('#efe3fb', 'pearly lilac')],
    stems: ['unicorn*', 'unicornio*', 'licorne*', 'einhorn*', 'unicorno', 'единорог*', '独角兽', 'ユニコーン', '유니콘'] },
  elephant: { english: 'elephant', colors: [c('#9aa7b8', 'blue grey')],
    stems: ['elephant*', 'elefant*', 'слон*', '大象', '象', 'ぞう', 'ゾウ', '코끼리'] },
  giraffe: { english: 'giraffe', colors: [c('#e8b64c', 'golden yellow')],
    stems: ['giraffe*', 'jirafa*', 'girafe*', 'giraffa', 'girafa*', 'жираф*', '长颈鹿', 'キリン', 'きりん', '기린'] },
  lion: { english: 'lion', colors: [c('#d9a441', 'golden')],
    stems: ['lion', 'lioness', 'leon*', 'lionne*', 'lionceau', 'lowe', 'lowen', 'leone*', 'leoncin*', 'leao', 'leaozinho', 'лев', 'льв*', 'львен*', '狮子', 'ライオン', '사자'] },
  tiger: { english: 'tiger', colors: [c('#ee8a2f', 'tiger orange')],
    stems: ['tiger*', 'tigre*', 'tigr*', 'тигр*', '老虎', '虎', 'トラ', 'とら', '호랑이'] },
  monkey: { english: 'monkey', colors: [c('#8b5e3c', 'nutty brown')],
    stems: ['monkey', 'mono', 'monit*', 'singe*', 'affe', 'affen', 'affchen', 'scimmi*', 'macaco*', 'обезьян*', 'мартышк*', '猴', 'おさる', 'サル', '猿', '원숭이'] },
  frog: { english: 'frog', colors: [c('#6cbf4b', 'leaf green')],
    stems: ['frog', 'toad', 'rana', 'ranita', 'sapo*', 'grenouille*', 'frosch*', 'frosche', 'ranocchi*', 'ra', 'лягуш*', 'жаб*', '青蛙', '蛙', 'かえる', 'カエル', '개구리'] },
  turtle: { english: 'turtle', colors: [c('#5fae7a', 'sea green')],
    stems: ['turtle', 'tortoise', 'tortug*', 'tortue*', 'schildkrot*', 'tartarug*', 'tartaruga', 'черепах*', '乌龟', '海龟', 'かめ', 'カメ', '亀', '거북'] },
  fish: { english: 'fish', colors: [c('#ff8c5a', 'coral orange'), c('#3fc1c9', 'aqua blue')],
    stems: ['fish', 'fishes', 'goldfish', 'pez', 'peces', 'pececit*', 'poisson*', 'fisch*', 'pesce*', 'pesciolin*', 'peixe*', 'рыб*', 'рыбк*', '鱼', 'さかな', '魚', 'サカナ', '물고기'] },
  whale: { english: 'whale', colors: [c('#4a7fc1', 'ocean blue')],
    stems: ['whale', 'ballena*', 'baleine*', 'wal', 'wale', 'walfisch', 'balena', 'baleia*', 'кит', 'кита', 'китен*', '鲸', 'くじら', 'クジラ', '고래'] },
  octopus: { english: 'octopus', colors: [c('#f07f8f', 'coral pink'), c('#9b6bd6', 'violet')],
    stems: ['octopus', 'pulpo*', 'poulpe*', 'pieuvre*', 'krake*', 'tintenfisch*', 'polpo*', 'polvo*', 'осьминог*', '章鱼', 'たこ', 'タコ', '문어'] },
  dragon: { english: 'dragon', colors: [c('#3fa66b', 'emerald green'), c('#8e6bd6', 'violet')],
    stems: ['dragon*', 'dragon', 'dragoncit*', 'drache*', 'drachen', 'drago', 'draghett*', 'dragao', 'dragaozinho', 'дракон*', '龙', '小龙', 'ドラゴン', '竜', '龍', '드래곤', '아기 용', '용이라는'] },
  dinosaur: { english: 'dinosaur', colors: [c('#8cc04b', 'lime green'), c('#2fa39a', 'teal')],
    stems: ['dinosaur*', 'dino', 'dinosauri*', 'dinosaure*', 'dinosaurier', 'dinossaur*', 'динозавр*', '恐龙', '恐竜', 'きょうりゅう', '공룡'] },
  robot: { english: 'robot', colors: [c('#9fb7cc', 'silver blue'), c('#c98a5a', 'shiny copper')],
    stems: ['robot*', 'roboter', 'robo', 'robozinho', 'робот*', '机器人', 'ロボット', '로봇'] },
  alien: { english: 'alien', colors: [c('#8fe0a8', 'mint green')],
    stems: ['alien*', 'extraterrestre*', 'marcian*', 'martien*', 'außerirdisch*', 'ausserirdisch*', 'alieno', 'пришел*', 'инопланетян*', '外星人', 'うちゅうじん', '宇宙人', '외계인'] },
  girl: { english: 'girl', colors: SKIN,
    stems: ['girl', 'princess', 'nina', 'chica', 'princesa', 'fille', 'fillette', 'princesse', 'madchen', 'prinzessin', 'bambina', 'ragazza', 'principessa', 'menina', 'garota', 'девочк*', 'принцесс*', '女孩', '小女孩', '公主', '女の子', 'お姫様', 'おひめさま', '소녀', '여자아이', '공주'] },
  boy: { english: 'boy', colors: SKIN,
    stems: ['boy', 'prince', 'nino', 'chico', 'principe', 'garcon', 'junge', 'prinz', 'bambino', 'ragazzo', 'menino', 'garoto', 'мальчик*', 'принц*', '男孩', '小男孩', '王子', '男の子', '王子様', '소년', '남자아이', '왕자'] },
  child: { english: 'child', colors: SKIN,
    stems: ['child', 'kid', 'children', 'toddler', 'baby', 'nin@', 'bebe', 'enfant*', 'bambin*', 'crianca', 'ребен*', 'малыш*', '孩子', '小朋友', '宝宝', '子ども', '子供', 'こども', '赤ちゃん', '아이', '어린이', '아기'] },
};

export const TRAIT_KEYS = [
  'shy', 'brave', 'curious', 'sleepy', 'grumpy', 'lonely', 'clumsy', 'kind', 'cheerful', 'clever', 'tiny', 'scared',
] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

export const TRAITS: Record<TraitKey, { english: string; stems: readonly string[] }> = {
  shy: { english: 'shy', stems: ['shy', 'timid*', 'timide', 'schuchtern*', 'vergonhos*', 'застенчив*', 'стеснит*', '害羞', '胆小', 'はずかしがり', '恥ずかしがり', '内気', '수줍', '부끄럼'] },
  brave: { english: 'brave', stems: ['brave', 'bold', 'valiente*', 'courageu*', 'brave', 'mutig*', 'tapfer*', 'coraggios*', 'corajos*', 'valent*', 'смел*', 'храбр*', '勇敢', 'ゆうかん', '勇気', '용감', '용기'] },
  curious: { english: 'curious', stems: ['curious', 'curios*', 'curieu*', 'neugierig*', 'любопыт*', 'любознат*', '好奇', 'こうきしん', '好奇心', '호기심'] },
  sleepy: { english: 'sleepy', stems: ['sleepy', 'dormilon*', 'somnolent*', 'endormi*', 'schlafrig*', 'mude*', 'assonnat*', 'dorminhoc*', 'сонн*', 'сонлив*', '爱睡觉', '瞌睡', 'ねむたがり', 'ねぼすけ', '잠꾸러기', '졸린'] },
  grumpy: { english: 'grumpy', stems: ['grumpy', 'grouchy', 'grunon*', 'gruñon*', 'ronchon*', 'grognon*', 'grummelig*', 'brummig*', 'mürrisch*', 'murrisch*', 'brontolon*', 'rabugent*', 'ворчлив*', 'ворчун*', '爱发脾气', '脾气', 'おこりんぼ', 'ぷんぷん', '심술', '투덜'] },
  lonely: { english: 'lonely', stems: ['lonely', 'alone', 'solitari*', 'seul', 'seule', 'einsam*', 'allein*', 'solitari*', 'sozinh*', 'одинок*', '孤单', '孤独', '寂寞', 'ひとりぼっち', 'さびし', '외로운', '외톨이'] },
  clumsy: { english: 'clumsy', stems: ['clumsy', 'torpe*', 'maladroit*', 'tollpatsch*', 'ungeschickt*', 'goffo', 'goffa', 'imbranat*', 'desajeitad*', 'неуклюж*', '笨手笨脚', '笨拙', 'ドジ', 'どじ', 'ぶきよう', '덜렁', '서툰'] },
  kind: { english: 'kind', stems: ['kind', 'gentle', 'amable*', 'bondados*', 'gentil*', 'freundlich*', 'lieb', 'liebe', 'lieber', 'gentile', 'buono', 'buona', 'bondos*', 'gentil', 'добр*', '善良', '好心', 'やさしい', '優しい', '착한', '다정'] },
  cheerful: { english: 'cheerful', stems: ['cheerful', 'happy', 'jolly', 'alegre*', 'feliz', 'joyeu*', 'gai', 'frohlich*', 'glucklich*', 'allegr*', 'felice', 'весел*', 'радост*', '快乐', '开心', '活泼', 'げんき', '元気', 'あかるい', '명랑', '행복한', '즐거운'] },
  clever: { english: 'clever', stems: ['clever', 'smart', 'wise', 'listo', 'lista', 'inteligente*', 'malin*', 'intelligent*', 'klug*', 'schlau*', 'furb*', 'intelligente', 'esperto', 'esperta', 'умн*', 'сообразит*', '聪明', 'かしこい', '賢い', '똑똑', '영리'] },
  tiny: { english: 'tiny', stems: ['tiny', 'little', 'small', 'pequen*', 'chiquit*', 'petit*', 'klein*', 'winzig*', 'piccol*', 'minuscol*', 'pequen*', 'малень*', 'крошечн*', '小小', 'ちいさな', '小さな', 'ちっちゃな', '작은', '꼬마'] },
  scared: { english: 'scared', stems: ['scared', 'afraid', 'frightened', 'fearful', 'miedo*', 'asustad*', 'peur', 'peureu*', 'angst*', 'angstlich*', 'paura', 'pauros*', 'medo', 'medros*', 'боит*', 'боязлив*', 'страш*', '害怕', '怕', 'こわが', '怖が', 'こわい', '무서워', '겁'] },
};

export const GOAL_KEYS = [
  'goToMoon', 'braveDark', 'findTreasure', 'findStar', 'learnRainbow', 'makeFriend', 'rideBike', 'bake', 'climb',
  'seeSea', 'swim', 'fly', 'read', 'dance', 'sing', 'grow', 'makeLaugh', 'help',
] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];

/** In detection order: the more specific wishes come first ("fly to the moon" before "fly"). */
export const GOALS: Record<GoalKey, { english: string; stems: readonly string[] }> = {
  goToMoon: { english: 'fly all the way to the moon', stems: ['moon', 'luna', 'lune', 'mond', 'lua', 'луну', 'луна', 'луне', '月亮', '月球', '月へ', '月に', 'つき', '달나라', '달에', '달까지'] },
  braveDark: { english: 'be brave in the dark', stems: ['dark', 'darkness', 'oscuridad', 'oscuro', 'noir', 'obscurit*', 'dunkel*', 'buio', 'escuro', 'escuridao', 'темнот*', 'темно', '黑暗', '怕黑', '暗やみ', '暗闇', 'くらやみ', '어둠', '깜깜'] },
  findTreasure: { english: 'find the hidden treasure', stems: ['treasure', 'tesoro*', 'tresor*', 'schatz*', 'tesouro*', 'сокровищ*', 'клад*', '宝藏', '宝物', 'たからもの', '宝', '보물'] },
  findStar: { english: 'find the lost wishing star', stems: ['star', 'estrella*', 'etoile*', 'stern*', 'stella', 'stelle', 'estrela*', 'звезд*', '星星', '星', 'お星', 'ほしぞら', '流れ星', '별을', '별이', '별님', '별빛', '별똥별'] },
  learnRainbow: { english: 'find out where rainbows come from', stems: ['rainbow*', 'arcoiris', 'arco iris', 'arc-en-ciel', 'regenbogen*', 'arcobalen*', 'arco-iris', 'радуг*', '彩虹', 'にじ', '虹', '무지개'] },
  makeFriend: { english: 'make a true friend', stems: ['friend*', 'amig*', 'ami', 'amie', 'amis', 'amitie', 'freund*', 'amic*', 'друг', 'друз*', 'дружб*', 'подруг*', '朋友', '友达', '友だち', 'ともだち', '友達', '친구'] },
  rideBike: { english: 'ride a bike', stems: ['bike*', 'bicycle*', 'bicicleta*', 'velo', 'bicyclette', 'fahrrad*', 'rad fahren', 'bicicletta', 'bici', 'велосипед*', '自行车', '单车', 'じてんしゃ', '自転車', '자전거'] },
  bake: { english: 'bake the most wonderful cake', stems: ['cake*', 'bake*', 'baking', 'pastel*', 'tarta', 'hornear', 'gateau*', 'kuchen', 'torte', 'backen', 'torta', 'bolo', 'торт*', 'пирог*', 'печь', 'испечь', '蛋糕', '烤', 'ケーキ', 'やく', '케이크', '빵'] },
  climb: { english: 'climb to the top of the tallest mountain', stems: ['mountain*', 'climb*', 'montana*', 'escalar', 'montagne*', 'grimper', 'berg', 'berge', 'gipfel', 'klettern', 'montagn*', 'scalare', 'montanha*', 'гора', 'гору', 'горы', 'горах', 'вершин*', '山', '爬', 'やま', 'のぼ', '산에', '산을', '산꼭대기', '오르'] },
  seeSea: { english: 'see the sea', stems: ['sea', 'ocean*', 'beach*', 'mar', 'oceano*', 'playa*', 'mer', 'plage*', 'meer*', 'strand*', 'mare', 'spiaggia', 'praia*', 'море', 'моря', 'морю', 'морем', 'морск*', 'океан*', 'пляж*', '大海', '海', 'うみ', '바다'] },
  swim: { english: 'swim', stems: ['swim*', 'nadar', 'nager', 'schwimm*', 'nuotare', 'nuot*', 'плава*', 'плыть', 'поплыть', '游泳', 'およ', '泳', '수영', '헤엄'] },
  fly: { english: 'fly', stems: ['fly', 'flying', 'flies', 'wings', 'volar', 'vuele', 'voler', 'vole', 'fliegen', 'fliegt', 'fliegt', 'volare', 'vola', 'voar', 'летать', 'лететь', 'полететь', 'летает', 'летат*', 'крыль*', '飞', '翅膀', 'とび', 'とぶ', '飛', 'そらを', '날고', '날개', '날기', '날아', '하늘을 날'] },
  read: { english: 'read a whole book all alone', stems: ['read', 'reading', 'reads', 'book*', 'leer', 'libro*', 'lire', 'livre*', 'lesen', 'buch', 'bucher', 'leggere', 'libro', 'ler', 'livro*', 'чита*', 'книг*', '读书', '看书', '书', 'えほん', '絵本', '本を', '本が', 'よむ', '読', '책'] },
  dance: { english: 'dance', stems: ['danc*', 'bailar', 'baile', 'danser', 'danse', 'tanz*', 'ballare', 'danzare', 'dancar', 'танц*', '跳舞', '舞', 'おど', '踊', '춤'] },
  sing: { english: 'sing', stems: ['sing', 'singing', 'song*', 'cantar', 'cancion*', 'chanter', 'chanson*', 'singen', 'lieder', 'cantare', 'canzon*', 'cancao', 'петь', 'спеть', 'песн*', '唱歌', '歌', 'うた', '노래'] },
  grow: { english: 'grow a beautiful garden', stems: ['garden*', 'grow', 'plant*', 'jardin*', 'cultivar', 'jardin', 'garten', 'pflanz*', 'giardin*', 'jardim', 'сад', 'сада', 'саду', 'огород*', 'вырастить', '花园', '种花', '种子', 'にわ', '庭', '花だん', '정원', '꽃밭', '키우'] },
  makeLaugh: { english: 'make everyone laugh', stems: ['laugh*', 'joke*', 'funny', 'reir', 'chiste*', 'rire', 'blague*', 'lachen', 'witz*', 'ridere', 'barzellett*', 'rir', 'piada*', 'смеш*', 'смея*', 'шутк*', '笑', 'わら', '笑い', '웃'] },
  help: { english: 'help {[his|her]} friends', stems: ['help*', 'ayudar', 'aider', 'helfen', 'aiutare', 'ajudar', 'помога*', 'помочь', '帮助', '帮', 'たすけ', '助け', '돕', '도와'] },
};

export const CONCEPT_KEYS = [
  'moon', 'stars', 'sun', 'rainbow', 'clouds', 'rain', 'snow', 'sea', 'river', 'forest', 'flowers', 'garden',
  'mountain', 'cave', 'castle', 'rocket', 'planets', 'kite', 'balloons', 'boat', 'train', 'cake', 'music', 'books',
  'school', 'treasure', 'butterflies',
] as const;
export type ConceptKey = (typeof CONCEPT_KEYS)[number];

/** Things and places an idea may mention; they become the hero's favourite things and the picture's props. */
export const CONCEPTS: Record<ConceptKey, { english: string; stems: readonly string[] }> = {
  moon: { english: 'moon', stems: GOALS.goToMoon.stems },
  stars: { english: 'stars', stems: GOALS.findStar.stems },
  sun: { english: 'sun', stems: ['sun', 'sunny', 'sunshine', 'sol', 'soleil', 'sonne*', 'sole', 'солнц*', '太阳', '阳光', 'たいよう', '太陽', 'おひさま', '해님', '햇살', '태양'] },
  rainbow: { english: 'rainbow', stems: GOALS.learnRainbow.stems },
  clouds: { english: 'clouds', stems: ['cloud*', 'nube*', 'nuage*', 'wolke*', 'nuvol*', 'nuve*', 'облак*', 'туч*', '云', 'くも', '雲', '구름'] },
  rain: { english: 'rain', stems: ['rain', 'rainy', 'raindrop*', 'puddle*', 'lluvia*', 'pluie*', 'regen', 'regentag*', 'regentropf*', 'pfutze*', 'pioggia', 'chuva*', 'дожд*', 'лужи*', '下雨', '雨', 'あめ', '비가', '빗'] },
  snow: { english: 'snow', stems: ['snow*', 'winter', 'nieve*', 'neige*', 'schnee*', 'winter*', 'neve', 'inverno', 'снег*', 'снеж*', 'зим*', '雪', 'ゆき', '冬', '눈사람', '눈이', '눈을', '겨울'] },
  sea: { english: 'sea', stems: GOALS.seeSea.stems },
  river: { english: 'river', stems: ['river*', 'lake*', 'pond*', 'rio', 'lago*', 'estanque', 'riviere*', 'fleuve', 'etang*', 'fluss*', 'teich*', 'fiume', 'stagno', 'рек*', 'озер*', 'пруд*', '河', '湖', '池塘', 'かわ', '川', 'いけ', '池', '강가', '강물', '호수', '연못'] },
  forest: { english: 'forest', stems: ['forest*', 'wood', 'woods', 'bosque*', 'selva', 'foret*', 'bois', 'wald*', 'bosco', 'foresta', 'floresta*', 'лес', 'леса', 'лесу', 'лесн*', '森林', '树林', 'もりの', '森', '숲'] },
  flowers: { english: 'flowers', stems: ['flower*', 'flor', 'flores', 'fleur*', 'blume*', 'fiore', 'fiori', 'цветы', 'цветок', 'цветоч*', 'цветк*', '花', 'おはな', 'はなばたけ', '꽃'] },
  garden: { english: 'garden', stems: GOALS.grow.stems },
  mountain: { english: 'mountains', stems: ['mountain*', 'hill*', 'montana*', 'colina*', 'montagne*', 'colline*', 'berg', 'berge', 'hugel*', 'montagn*', 'collin*', 'montanha*', 'гор', 'горы', 'гору', 'горах', 'холм*', '山', 'やま', '산에', '산을', '높은 산'] },
  cave: { english: 'cave', stems: ['cave*', 'cueva*', 'grotte*', 'hohle*', 'grotta', 'caverna', 'пещер*', '山洞', '洞穴', 'どうくつ', '洞窟', '동굴'] },
  castle: { english: 'castle', stems: ['castle*', 'palace', 'castillo*', 'palacio', 'chateau*', 'palais', 'schloss*', 'burg*', 'castell*', 'palazzo', 'castelo*', 'замк*', 'замок', 'дворец*', '城堡', '宫殿', 'おしろ', 'お城', '城', '성에', '성으로', '성을', '궁전'] },
  rocket: { english: 'rocket', stems: ['rocket*', 'spaceship*', 'cohete*', 'nave*', 'fusee*', 'rakete*', 'razzo', 'astronav*', 'foguete*', 'ракет*', 'корабл*', '火箭', '飞船', 'ロケット', '宇宙船', '로켓', '우주선'] },
  planets: { english: 'planets', stems: ['planet*', 'space', 'espacio', 'planeta*', 'espace', 'weltraum', 'weltall', 'spazio', 'pianet*', 'espaco', 'космос*', 'планет*', '星球', '宇宙', '太空', 'うちゅう', 'わくせい', '惑星', '우주', '행성'] },
  kite: { english: 'kite', stems: ['kite*', 'cometa*', 'papalote', 'cerf-volant*', 'drachen steigen', 'aquilone*', 'pipa', 'papagaio', 'воздушн* зме*', 'змей', '风筝', 'たこあげ', 'たこ揚げ', '凧', '연날리기', '연을'] },
  balloons: { english: 'balloons', stems: ['balloon*', 'globo*', 'ballon*', 'luftballon*', 'palloncin*', 'balao', 'baloes', 'шарик*', 'шары', 'шаров', '气球', 'ふうせん', '風船', '풍선'] },
  boat: { english: 'boat', stems: ['boat*', 'ship*', 'barc*', 'bateau*', 'navire', 'boot', 'boote', 'schiff*', 'nave', 'barco*', 'лодк*', 'корабл*', '船', 'ふね', '배를', '배가', '배에', '보트'] },
  train: { english: 'train', stems: ['train*', 'tren*', 'zug', 'zuge', 'eisenbahn*', 'treno', 'trem', 'поезд*', 'паровоз*', '火车', 'でんしゃ', '電車', 'きしゃ', '汽車', '기차'] },
  cake: { english: 'cake', stems: GOALS.bake.stems },
  music: { english: 'music', stems: ['music*', 'song*', 'musica*', 'cancion*', 'musique*', 'chanson*', 'musik*', 'lied*', 'canzon*', 'музык*', 'песн*', '音乐', '歌', 'おんがく', '音楽', 'うた', '음악', '노래'] },
  books: { english: 'books', stems: GOALS.read.stems },
  school: { english: 'school', stems: ['school*', 'class*', 'escuela*', 'colegio', 'ecole*', 'classe', 'schule*', 'kindergarten', 'scuola', 'asilo', 'escola*', 'школ*', 'детсад*', 'садик*', '学校', '幼儿园', 'がっこう', '学校', 'ようちえん', '保育園', '학교', '유치원'] },
  treasure: { english: 'treasure chest', stems: GOALS.findTreasure.stems },
  butterflies: { english: 'butterflies', stems: ['butterfl*', 'mariposa*', 'papillon*', 'schmetterling*', 'farfall*', 'borboleta*', 'бабоч*', '蝴蝶', 'ちょうちょ', 'ちょう', '蝶', '나비'] },
};

/** Lower-cases and strips Latin accents (é → e) while leaving CJK and Hangul intact. */
export function normalizeForMatching(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').replace(/ё/g, 'е');
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stemPattern(rawStem: string): string {
  const stem = normalizeForMatching(rawStem);
  if (CJK.test(stem)) return escapeRegExp(stem);
  if (stem.endsWith('*')) return `(?<!\\p{L})${escapeRegExp(stem.slice(0, -1))}`;
  // "nin@" style: @ stands for any one vowel (niño/niña)
  const body = escapeRegExp(stem).replace(/@/g, '[aeiou]');
  return `(?<!\\p{L})${body}(?:s|es)?(?!\\p{L})`;
}

const compiled = new Map<readonly string[], RegExp>();

export function stemsRegExp(stems: readonly string[]): RegExp {
  let re = compiled.get(stems);
  if (!re) {
    re = new RegExp(stems.map(stemPattern).join('|'), 'u');
    compiled.set(stems, re);
  }
  return re;
}

/** Position and length of the first match of any stem in already-normalized text. */
export function firstMatch(normalizedText: string, stems: readonly string[]): { at: number; length: number } | undefined {
  const m = stemsRegExp(stems).exec(normalizedText);
  return m ? { at: m.index, length: m[0].length } : undefined;
}

export interface KeyHit<K extends string> {
  key: K;
  /** Index and length of the first mention in the normalized text (same indices as the original for these scripts). */
  at: number;
  length: number;
}

/** Keys of a table whose stems occur in the text, earliest mention first; at the same spot the longer word wins. */
export function locateKeys<K extends string>(
  text: string,
  table: Record<K, { stems: readonly string[] }>,
  keys: readonly K[],
): Array<KeyHit<K>> {
  const normalized = normalizeForMatching(text);
  return keys
    .flatMap((key) => {
      const hit = firstMatch(normalized, table[key].stems);
      return hit ? [{ key, ...hit }] : [];
    })
    .sort((a, b) => a.at - b.at || b.length - a.length);
}

export function findKeys<K extends string>(
  text: string,
  table: Record<K, { stems: readonly string[] }>,
  keys: readonly K[],
): K[] {
  return locateKeys(text, table, keys).map((hit) => hit.key);
}
