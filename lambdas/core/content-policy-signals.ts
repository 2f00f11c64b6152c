// Signal lists for the content policy's combined rules (content-policy-rules.ts): single words that are harmless on
// their own ("secret", "touches", "photos", "roof", "tribe") and telling only together. Written as the term lists in
// content-policy-terms.ts are, in the ten service languages.

/** Touching a child: refused together with an adult and a second grooming signal. */
export const TOUCH_TERMS: readonly string[] = [
  'touch*', 'fondl*', 'tickl*', 'his hand under', 'hand under her', 'hand under his', 'rubs her', 'rubs his', 'strokes her',
  'toca', 'tocar', 'toco', 'manosea*', 'acaricia*', 'touche', 'toucher', 'tripote*', 'caresse*', 'anfass*', 'fasst _ an',
  'befumm*', 'streichelt', 'tocca', 'toccare', 'palpa*', 'accarezza*', 'mexe na', 'mexe no', 'mexer na', 'mexer no', 'toca na',
  'toca no', 'apalpa*', 'acaricia', 'трога*', 'потрога*', 'гладит', 'лапа*', '摸', '抚摸', '触摸', '碰她', '碰他', '触', '触る', '触っ',
  'さわ', '만지*', '만져*', '더듬*',
];

/** Under a child's clothes: a touch there needs nothing more. */
export const UNDER_CLOTHES_TERMS: readonly string[] = [
  'under her nightie', 'under the little girls nightie', 'under his pyjamas', 'under her pyjamas', 'under his pajamas',
  'under her pajamas', 'under her skirt', 'under her dress', 'under her clothes', 'under his clothes', 'in her panties',
  'in his underpants', 'debajo del pijama', 'debajo de la falda', 'bajo la ropa', 'sous sa chemise de nuit', 'sous son pyjama',
  'sous sa jupe', 'sous ses vetements', 'unter dem schlafanzug', 'unter ihrem rock', 'unter die kleidung', 'sotto il pigiama',
  'sotto la gonna', 'sotto i vestiti', 'debaixo do pijama', 'debaixo da saia', 'debaixo da roupa', 'под пижамой', 'под пижаму',
  'под юбкой', 'под одеждой', '睡衣下面', '睡衣里', '裙子里', '衣服里面', 'パジャマの中', 'スカートの中', '服の中', '잠옷 속', '치마 속', '옷 속',
];

/** Keeping it from the parents. */
export const SECRET_TERMS: readonly string[] = [
  'secret', 'secrets', 'never tell', 'tell no one', 'tell nobody', 'don t tell', 'do not tell', 'must not tell', 'not to tell',
  'between us', 'heimlich', 'nobody must know', 'no one must know', 'secreto', 'secretito', 'no le cuente', 'no le digas', 'no se lo digas',
  'nadie lo sepa', 'que nadie sepa', 'entre nosotros', 'secret', 'ne rien dire', 'rien dire', 'ne dis rien', 'ne le dis pas',
  'entre nous', 'geheim*', 'nie sagen', 'niemandem sagen', 'nicht verraten', 'unter uns', 'segreto', 'segretino',
  'non dirlo', 'non deve dirlo', 'non dire niente', 'tra di noi', 'segredo', 'nao pode contar', 'nao conta', 'nao conte',
  'entre nos', 'секрет*', 'тайн*', 'не рассказыва*', 'не говори*', 'никому не', 'между нами', '秘密', '不许告诉', '不要告诉',
  '别告诉', '不能告诉', '秘密の', 'ないしょ', '内緒', '言わない', '言っちゃだめ', '비밀', '말하면 안', '말하지 마*',
  // Second round (after the second fresh set was first measured).
  'nobody can know', 'no one can know', 'can t tell anyone', 'no diga nada', 'no digas nada', 'nao diga nada', 'nao conta nada', 'sag nichts', 'sag niemandem', 'ничего не говори', 'никому не говори', '什么都别说', '谁都别说', '아무한테도 말하지*', 'segredinho', 'segreti', 'segredos', 'secretos',
];

/** Undressed, or being undressed. */
export const UNDRESS_TERMS: readonly string[] = [
  'undress*', 'naked', 'nude', 'nudes', 'no clothes', 'without clothes', 'take off her clothes', 'take off his clothes',
  'takes off her clothes', 'takes off his clothes', 'strip*', 'desvest*', 'desnud*', 'sin ropa', 'quitarse la ropa',
  'se quita la ropa', 'quite la ropa', 'deshabill*', 'nu', 'nue', 'nus', 'nues', 'tout nu', 'toute nue', 'sans vetements',
  'auszieh*', 'zieht sich aus', 'zieh dich aus', 'nackt*', 'ohne kleider', 'spogli*', 'nudo', 'nuda', 'nudi', 'nude',
  'senza vestiti', 'tirar a roupa', 'tira a roupa', 'tirou a roupa', 'despi*', 'pelad*', 'nua', 'nuas', 'sem roupa',
  'раздева*', 'раздеть*', 'разделся', 'раздета*', 'голы*', 'голая', 'голой', 'без одежды', 'обнаж*', '脱衣服', '脱光', '脱掉',
  '裸', '光着身子', '服を脱', '脱が', '脱い', '裸の', 'はだか', '옷 벗*', '옷을 벗*', '벗기*', '알몸', '벌거벗*', '나체',
  // Second round (after the second fresh set was first measured).
  'show* her body', 'show* his body', 'show* me your body', 'montrer son corps', 'montre son corps', 'ensene su cuerpo', 'ensenar su cuerpo', 'ihren korper zeigen', 'seinen korper zeigen', 'mostrare il corpo', 'mostrargli il corpo', 'mostrar o corpo', 'mostra o corpo', 'показать тело', 'показывает тело', '看身体', '给我看', '体を見せ', '몸을 보여*', 'pull* down her pants', 'pull* down his pants', 'pull* down her trousers', 'pull* down his trousers', 'baje los pantalones', 'bajarse los pantalones', 'se baje los pantalones', 'baisse son pantalon', 'baisser son pantalon', 'hose runter', 'hose herunter', 'abbassa i pantaloni', 'abbassarsi i pantaloni', 'abaixa as calcas', 'abaixar as calcas', 'спусти* штаны', 'сними* штаны', '脱裤子', '脱她的裤子', '脱他的裤子', 'ズボンを脱', 'パンツを脱', '바지를 벗*', '바지를 내리*', 'look at her in the bath', 'look at her naked',
];

/** Pictures taken or asked for. */
export const PHOTO_TERMS: readonly string[] = [
  'photo', 'photos', 'picture', 'pictures', 'pics', 'film*', 'records her', 'records him', 'camera', 'webcam', 'filma*', 'filme', 'filmt', 'grava*', 'telecamera', 'camara', 'kamera', 'снима* на', 'камер*', '录像', '拍视频', '摄像', '撮影', '카메라', '촬영*', 'video', 'videos', 'selfie*', 'foto', 'fotos', 'fotografia*', 'photo',
  'photographie*', 'fotograf*', 'bild', 'bilder', 'фото*', 'фотограф*', 'снимк*', 'видео', '拍照', '照片', '相片', '视频',
  '写真', '動画', '撮', '사진', '동영상', '영상',
];

/** Washing together: the adult in the shower or the bath with the child. */
export const BATH_TOGETHER_TERMS: readonly string[] = [
  'shower', 'showers', 'ducha', 'douche', 'dusche', 'doccia', 'chuveiro', 'душ', 'душе', '淋浴', 'シャワー', '샤워*',
  'shower together', 'showers together', 'showering together', 'bath together', 'bathe together', 'bathes together',
  'shower with', 'showers with', 'bath with him', 'se ducha con', 'ducharse con', 'duchan juntos', 'banan juntos',
  'se banan con', 'prend sa douche avec', 'se douche avec', 'douche avec', 'bain avec lui', 'duscht mit', 'duschen zusammen',
  'badet mit', 'baden zusammen', 'doccia con', 'fa la doccia con', 'bagno insieme', 'toma banho com', 'tomam banho juntos',
  'banho com', 'в душе с', 'моется с', 'моются вместе', 'купается с', '一起洗澡', '一起淋浴', '一緒にお風呂', '一緒にシャワー',
  '같이 샤워*', '함께 샤워*', '같이 목욕*', '함께 목욕*',
  // Second round (after the second fresh set was first measured).
  'bathtub', 'in the bath', 'in the shower', 'gives her a bath', 'gives him a bath', 'bathes her', 'le da un bano', 'la bana', 'donne le bain', 'lui donne le bain', 'badet sie', 'badet ihn', 'le fa il bagno', 'da banho', 'dar banho', 'купает её', 'купает ее', 'купает его', '给她洗澡', '给他洗澡', 'お風呂に入れ', '목욕시키*',
];

/** A stranger's way in: online contact, gifts, meeting alone. */
export const CONTACT_TERMS: readonly string[] = [
  'online', 'internet', 'chat', 'chats', 'chatting', 'dms', 'messages her', 'messages him', 'meet him alone', 'meet her alone', 'meet alone', 'meet in secret', 'befriends', 'chatea*', 'a solas', 'en internet', 'en ligne', 'seul a seul', 'im chat', 'im internet', 'heimlich treffen',
  'allein treffen', 'su internet', 'in chat', 'da soli', 'na internet',
  'в интернете', 'в чате', 'наедине', 'знакомится', '网上', '在网上', '聊天', '单独见面', 'ネット', 'チャット',
  '二人きり', '인터넷', '채팅', '단둘이',
  // Second round (after the second fresh set was first measured).
  'candy', 'sweets', 'caramelos', 'golosinas', 'bonbons', 'bonbon', 'sussigkeiten', 'caramelle', 'doces', 'balas', 'конфет*', '买糖', '给糖', '糖果', 'お菓子', 'アメ', '사탕', '용돈', '没人的地方', '人のいない所', '아무도 없는', 'where nobody can see', 'donde nadie', 'ou personne', 'wo niemand', 'dove nessuno', 'onde ninguem',
];

/** Romance and courtship: with an adult and a child, refused. */
export const ROMANCE_TERMS: readonly string[] = [
  'romance', 'romantic', 'love story', 'in love', 'fall in love', 'falls in love', 'fell in love', 'kiss', 'kisses', 'kissing',
  'kissed', 'marry', 'marries', 'married', 'dating', 'girlfriend', 'boyfriend', 'lover', 'lovers', 'flirt*',
  'historia de amor', 'romance', 'romantic*', 'enamor*', 'novia', 'novio', 'besos en la boca', 'se besan', 'amantes',
  'histoire d amour', 'amoureu*', 'bisous sur la bouche', 'bisou sur la bouche', 'drague', 'draguer', 'sa copine', 'son copain',
  'liebesgeschichte', 'liebesbeziehung', 'verliebt*', 'kusst', 'kussen', 'freundin', 'liebhaber', 'storia d amore', 'innamora*',
  'fidanzat*', 'bacia', 'baci sulla bocca', 'amanti', 'historia de amor', 'namora*', 'apaixona*', 'beija*', 'amantes',
  'любов*', 'влюб*', 'роман', 'целует', 'поцелу*', 'свидани*', 'жених', 'невеста', '爱情', '恋爱', '相爱', '谈恋爱', '亲吻',
  '女朋友', '男朋友', '恋愛', '恋人', 'キス', '付き合', 'デート', '사랑 이야기', '사랑*', '연애', '키스', '뽀뽀', '여자친구', '남자친구',
  // Second round (after the second fresh set was first measured).
  'heiraten', 'heiratet', 'casarse', 'se casa', 'epouser', 'epouse', 'sposare', 'sposa', 'casar', 'casa com', 'жениться', 'женится', '结婚', '結婚', '결혼*',
];

/** Adults, added to ADULT_TERMS for the combined rules. */
export const MORE_ADULT_TERMS: readonly string[] = [
  'stepfather', 'step dad', 'stepdad', 'babysitter', 'baby sitter', 'nanny', 'grown man', 'older man', 'adult man',
  'senor', 'padrastro', 'ninera', 'canguro', 'beau pere', 'nounou', 'moniteur', 'animateur', 'stiefvater', 'babysitterin',
  'trainer', 'patrigno', 'allenatore', 'istruttore', 'padrasto', 'treinador', 'vizinho', 'отчим', 'няня',
  'мужчин*', 'взросл*', 'вожат*', 'сосед*', '继父', '保姆', '男人', '男子', '大叔', '近所のおじさん', '男性', '義父', 'ベビーシッター',
  '성인', '새아빠', '의붓아버지', '베이비시터', '이웃 아저씨',
];

/** More words for a child. */
export const MORE_MINOR_TERMS: readonly string[] = [
  'little girl', 'little girls', 'little boy', 'little one', 'kids', 'kiddie*', 'lil girl', 'nena', 'nenas', 'chicos', 'chicas', 'la pequena', 'el pequeno', 'nene', 'la petite', 'le petit', 'gosse', 'gosses', 'gamine',
  'kleinkind*', 'die kleine', 'der kleine', 'jungs', 'kindern', 'il piccolo', 'la piccola', 'bimbi', 'bimbe', 'ragazzini',
  'meninos', 'meninas', 'garotas', 'garotos', 'малыш*', 'мальчиками', 'детьми', 'девочкой', 'девочку', '小女孩', '小男孩',
  '小宝宝', '男孩们', '女孩们', '幼い', '초딩', '초등학생', '여자아이', '남자아이', '여자애', '남자애', '애기',
  // Second round (after the second fresh set was first measured).
  'niece', 'nephew', 'sobrina', 'sobrino', 'sobrinha', 'sobrinho', 'niece', 'neveu', 'nichte', 'neffe', 'nipotina', 'nipotino', 'племянниц*', 'племянник*', '侄女', '外甥女', '姪', '조카', 'einjahrig*', 'zweijahrig*', 'dreijahrig*', 'vierjahrig*', 'funfjahrig*', 'sechsjahrig*', 'siebenjahrig*', 'achtjahrig*', 'neunjahrig*', 'zehnjahrig*', 'elfjahrig*', 'zwolfjahrig*', 'dreizehnjahrig*', 'vierzehnjahrig*', 'funfzehnjahrig*',
];

/** Going down from a height: with a high place, self-harm (unless it is a fantasy or an animal). */
export const JUMP_DOWN_TERMS: readonly string[] = [
  'jump* in front of', 'throws herself under', 'throws himself under', 'se jette sous', 'se jette devant', 'se tira bajo', 'se lanza bajo', 'se tira a', 'wirft sich vor', 'si butta sotto', 'si getta sotto', 'se joga na frente', 'se jogou', 'бросается под', 'бросилась под', 'бросился под', '卧轨', '飛び込', '뛰어들*', 'jump* from', 'jump* off', 'throws herself', 'throws himself', 'threw herself', 'threw himself', 'leap* from', 'leap* off',
  'tirandose', 'se tira', 'se lanza', 'se arroja', 'saute du', 'saute de', 'se jette', 'springt von', 'springt vom', 'sturzt sich',
  'si butta', 'si getta', 'salta dal', 'salta giu', 'se joga', 'pula do', 'pula da', 'прыгает с', 'прыгнул* с', 'бросается с',
  'спрыгну*', 'выпрыгну*', '跳下', '跳楼', '跳下去', '飛び降り', '身を投げ', '뛰어내리*', '뛰어내린*', '몸을 던지*',
];

/** High places people fall from. */
export const HEIGHT_TERMS: readonly string[] = [
  'under a train', 'in front of a train', 'onto the tracks', 'sous un train', 'devant un train', 'bajo un tren', 'delante del tren', 'a las vias', 'vor einen zug', 'vor den zug', 'sotto un treno', 'sotto il treno', 'na frente do trem', 'embaixo do trem', 'под поезд', '火车前', '铁轨', '電車', '線路', '기차', '선로', 'roof', 'rooftop', 'bridge', 'balcony', 'cliff', 'tower block', 'top floor', 'window of', 'techo', 'tejado', 'azotea', 'puente',
  'balcon', 'toit', 'pont', 'balcon', 'fenetre', 'dach', 'brucke', 'balkon', 'hochhaus', 'tetto', 'ponte', 'balcone', 'finestra',
  'telhado', 'ponte', 'sacada', 'janela', 'predio', 'крыш*', 'мост*', 'балкон*', 'окн*', '楼顶', '楼上', '屋顶', '桥', '阳台', '窗户',
  '屋上', '橋', 'ベランダ', '窓', 'ビル', '옥상', '다리', '베란다', '창문', '아파트',
];

/** Arson: setting a building on fire. */
export const ARSON_TERMS: readonly string[] = [ 'brulent', 'brule une', 'brule la', 'brule le', 'queman', 'quema la', 'quema el', 'verbrennen', 'bruciano', 'queimam', 'сжига*', 'сожгли', '焼き払', '燃やし', '태워*',
  'burn* down', 'set* fire to', 'set* on fire', 'sets _ on fire', 'prende fuego', 'prenden fuego', 'incendia', 'incendian',
  'met le feu', 'mettent le feu', 'brandstift*', 'in brand', 'abbrenn*', 'niederbrenn*', 'brennt _ nieder',
  'da fuoco', 'danno fuoco', 'appicca*', 'ateia fogo', 'poe fogo', 'incendeia*', 'поджига*',
  'поджег*', 'подожг*', '放火', '烧死', '烧毁', '纵火', '불을 질러*', '불을 지르*',
  '방화', '불태*',
];

/** Wiping out a people: with PEOPLE_TERMS, genocide told in other words. */
export const WIPE_OUT_TERMS: readonly string[] = [
  'get rid of', 'gets rid of', 'got rid of', 'wipe* out', 'eliminat*', 'exterminat*', 'destroy*', 'kill* all', 'kill* every',
  'kill* the whole', 'erase*', 'elimin*', 'extermin*', 'acab* con', 'hace* desaparecer', 'hacer desaparecer', 'matan a todos',
  'fait disparaitre', 'font disparaitre', 'faire disparaitre', 'aneanti*', 'massacr*', 'vernicht*', 'ausrott*', 'ausloschen',
  'loschen _ aus', 'loschen aus', 'beseitig*', 'toten alle', 'stermin*', 'distrugg*', 'far sparire', 'fa sparire', 'fanno sparire',
  'uccidono tutti', 'acaba* com', 'dizim*', 'matam todos', 'уничтож*', 'истреб*', 'вырез*', 'убива* всех', '消灭', '灭绝', '杀光',
  '铲除', '赶尽杀绝', '皆殺し', '滅ぼ', '根絶', '一掃', '없애*', '몰살*', '전멸*', '말살*', '다 죽이*', '모두 죽이*',
];

/** A people, a nation, a tribe: the target of a genocide. */
export const PEOPLE_TERMS: readonly string[] = [
  'tribe', 'tribes', 'a people', 'whole people', 'an entire people', 'nation', 'race', 'ethnic group', 'natives', 'native people',
  'indigenous', 'indians', 'tribu', 'tribus', 'indigenas', 'etnia', 'raza', 'un pueblo entero', 'todo un pueblo', 'peuple',
  'ethnie', 'indigenes', 'volk', 'volkes', 'stamm', 'ureinwohner', 'ethnie', 'popolo', 'etnia', 'indigeni', 'povo', 'tribo',
  'indigena', 'indigenas', 'народ*', 'племя', 'племен*', 'этнос*', '民族', '部落', '种族', '原住民', '部族', '先住民', '민족',
  '부족', '원주민', '종족',
];

/** Killing verbs this file adds to LETHAL_TERMS. */
export const MORE_LETHAL_TERMS: readonly string[] = [
  'fire at', 'fires at', 'fired at', 'firing at', 'fire on', 'fires on', 'opens fire', 'tire dans', 'tirent dans', 'schiesst um sich',
  'schiessen um sich', 'ballert*', 'atira', 'atiram', 'spara su', 'sparano su', 'стреляет в', '开枪', '撃ち', '쏜다',
  // Second round (after the second fresh set was first measured).
  '砍', '砍死', '砍伤',
];

/** Weapons this file adds to WEAPON_TERMS. */
export const MORE_WEAPON_TERMS: readonly string[] = [
  'an ar', 'kalashnikov', 'kalachnikov', 'kalaschnikow', 'ak47', 'facao', 'faca', 'escopeta', 'fusil d assaut', 'калашников*',
  // Second round (after the second fresh set was first measured).
  'armed', 'armed man', 'armed men', 'armado', 'armados', 'armada', 'grupo armado', 'homme arme', 'hommes armes', 'bewaffnet*', 'armato', 'armati', 'вооружен*', '持枪', '武装', '무장한',
];

/** Places where people gather, added to PLACE_TERMS (and places of worship). */
export const MORE_PLACE_TERMS: readonly string[] = [ 'christmas market', 'weihnachtsmarkt', 'mercado navideno', 'marche de noel', 'mercatino di natale', 'feira de natal', 'рождественск* ярмарк*', '圣诞市场', '歩行者天国', 'クリスマスマーケット', '크리스마스 마켓',
  'middle school', 'high school', 'hallway', 'cafeteria', 'station', 'subway train', 'train', 'synagogues', 'church service',
  'instituto', 'pasillo', 'comedor', 'estacion', 'templo', 'college', 'lycee', 'cantine', 'couloir', 'messe', 'rame de metro',
  'pausenhalle', 'schulhof', 'u bahn', 'gottesdienst', 'metropolitana', 'corridoio', 'mensa', 'estacao', 'culto', 'onibus', 'metro',
  'станци*', 'коридор*', 'столов*', 'автобус*', 'храм*', '走廊', '食堂', '寺庙', '公交', '廊下', '寺', '神社', '복도', '식당', '역', '사원',
];

/** Worshippers and congregations, added to CROWD_TERMS. */
export const MORE_CROWD_TERMS: readonly string[] = [
  'betenden', 'glaubigen', 'gemeinde', 'fieis', 'feligreses', 'верующ*', 'прихожан*', '信者', '信徒', '礼拜的人', '신도들', '신자들',
  'the public', 'le public', 'el publico', 'das publikum', 'il pubblico', 'o publico',
];

/** Named terrorism this file adds: terrorists, suicide bombers, hijackers. */
export const MORE_TERROR_TERMS: readonly string[] = [
  'terrorist', 'terrorists', 'jihadi', 'jihadis', 'suicide bomber*', 'blows himself up', 'blew himself up', 'hijack* a plane',
  'hijack* the plane', 'crash* it into', 'terrorista', 'terroristas', 'se inmola', 'se inmolo', 'terroriste', 'terroristes',
  'se fait exploser', 'prennent en otage', 'prend en otage', 'terrorist', 'terroristen', 'sprengt sich', 'terroristi', 'kamikaze',
  'si fa esplodere', 'terrorista', 'se explode', 'террорист*', 'взорвал себя', 'взрывает себя', '恐怖分子', '劫持', '自爆', '자폭',
  'テロ',
];

/** Harmless uses of the words above. */
export const MORE_NEUTRAL_PHRASES: readonly string[] = [ 'secret gift', 'secret present', 'secret surprise', 'surprise party', 'regalo secreto', 'sorpresa secreta', 'cadeau secret', 'surprise secrete', 'geheimes geschenk', 'geheime uberraschung', 'regalo segreto', 'sorpresa segreta', 'presente secreto', 'surpresa secreta', 'секретный подарок', 'секретный сюрприз', '秘密礼物', '秘密惊喜', '内緒のプレゼント', '秘密のプレゼント', '비밀 선물', '깜짝 선물', '깜짝 파티',
  'little terrorist', 'a secret from grandma', 'water slide', 'jump off the diving board', 'jumps off the diving board',
  'burn* the toast', 'burn* the cookies', 'birthday present*', 'christmas present*', 'present for', 'presents for',
];

/** Fireworks and party poppers: an explosion among them is a celebration (an attack in their sentence is set aside). */
export const CELEBRATION_TERMS: readonly string[] = [
  'firework*', 'fuegos artificiales', 'feux d artifice', 'feuerwerk*', 'fuochi d artificio', 'fogos de artificio', 'фейерверк*',
  'салют*', '烟花', '焰火', '花火', '불꽃놀이', 'volcano', 'volcan', 'vulkan', 'vulcano', 'вулкан*', '火山', '화산',
];

/** Sexual words this file adds: refused on their own. */
export const MORE_SEXUAL_EXPLICIT_TERMS: readonly string[] = [
  '=pédo', '=pédos', 'hentai', 'nsfw', 'r34', 'rule 34', 'lolicon', 'shotacon', 'cp video*', 'педо', '啪啪啪', '啪啪', '约炮',
  // Second round (after the second fresh set was first measured).
  'adult video*', 'adult movie*', 'adult film*', 'video per adulti', 'film per adulti', 'videos para adultos', 'peliculas para adultos', 'videos pour adultes', 'films pour adultes', 'erwachsenenvideo*', 'filme fur erwachsene', 'videos adultos', 'filmes adultos', 'видео для взрослых', '成人视频', '成人电影', 'アダルトビデオ', 'アダルト動画', '성인 동영상', '성인 영상',
];

/** Self-harm in other words: ending it, all the pills. */
export const MORE_SELF_HARM_TERMS: readonly string[] = [
  'end it all', 'ends it all', 'ending it all', 'all the pills', 'all of the pills', 'whole bottle of pills', 'doesn t want to live',
  'no longer wants to live', 'acabar con su vida', 'acaba con su vida', 'todas las pastillas', 'no quiere vivir', 'en finir',
  'toutes les pilules', 'tous les medicaments', 'ne veut plus vivre', 'nicht mehr leben', 'alle tabletten', 'farla finita',
  'tutte le pillole', 'non vuole piu vivere', 'todos os remedios', 'todos os comprimidos', 'nao quer mais viver', 'acabar com a vida',
  'уйти из жизни', 'все таблетки', 'не хочет жить', '结束生命', '结束自己的生命', '不想活', '所有的药', '吞药', '生きたくない',
  '薬を全部', '命を絶', '살고 싶지 않*', '약을 다', '목숨을 끊*',
  // Second round (after the second fresh set was first measured).
  'whole bottle of', 'bottle of sleeping pills', 'lots of sleeping pills', 'all her sleeping pills', 'all his sleeping pills', 'todo el frasco', 'tout le flacon', 'ganze packung', 'tutto il flacone', 'o frasco inteiro', 'целую пачку', '很多安眠药', '一瓶安眠药', '活着没意思', '睡眠薬をたくさん', '수면제를 잔뜩', 'cuts her arms', 'cuts his arms', 'cuts her legs', 'se corta los brazos', 'se corta a escondidas', 'se corta escondid*', 'se coupe les bras', 'schneidet sich', 'si taglia le braccia', 'se corta escondida', 'режет себе*', 'режет руки', '割自己', '腕を切', '팔을 긋*', 'sich das leben nehmen', 'nimmt sich das leben', 'si impicca', 'impiccarsi', 'se ahorca', 'ahorcarse', 'se pend', 'se pendre', 'erhangt sich', 'se enforca', 'enforcar se', 'вешается', 'повесился', 'повесилась',
];

/** Driving into people: refused with a crowd as the target, like any killing without a weapon named. */
export const RAMMING_TERMS: readonly string[] = [
  'shoot* up', 'drives into the crowd', 'drove into the crowd', 'plows into', 'fonce dans', 'fonce avec un camion', 'fonce sur', 'rast in',
  'rast mit', 'embiste', 'arrolla*', 'lastwagen in', 'lkw in', 'camion contra', 'camion dans', 'camion nella', 'caminhao contra', 'грузовик* в', 'トラックで', '트럭으로', 'atropell*', 'ecrase la foule', 'uberfahrt', 'travolge', 'investe la folla', 'investe', 'atropela*', 'наезжа*', 'въехал в', '冲进人群', '开车冲进', '撞死', '突っ込',
  '돌진*',
];

// Third round: broader signal groups, measured on both fresh sets (now tuned on) and on paraphrases written for the
// purpose in the ten languages; each group is a lexicon of its kind, not a list of sentences.

/** Being alone with a child, in bed, under the covers, in a changing room, on a lap: a grooming kind of its own. */
export const PRIVACY_TERMS: readonly string[] = [
  'alone with', 'all alone with', 'into bed with', 'into her bed', 'into his bed', 'in bed with', 'gets into bed', 'under the covers',
  'under the sheets', 'her bedroom', 'his bedroom', 'kids bedroom', 'child s bedroom', 'locker room', 'changing room',
  'on his lap', 'on her lap', 'into the tent', 'in his tent', 'into his car', 'in his car', 'get in his car', 'gets in his car', 'in his van', 'to his house', 'to his place', 'in his office', 'nobody is home', 'no one is home', 'when mom is out', 'when mommy is out', 'parents are away',
  'a solas con', 'en su cama', 'en la cama con', 'se mete en la cama', 'se mete en su cama', 'bajo las sabanas', 'debajo de las sabanas',
  'bajo la manta', 'vestuario', 'a su casa', 'en su coche', 'en su carro', 'a su coche', 'en la tienda de campana', 'en su regazo', 'cuando la mama no esta', 'cuando no hay nadie',
  'seul avec', 'seule avec', 'dans son lit', 'dans le lit', 'sous la couette', 'sous les draps', 'sous la couverture', 'vestiaire',
  'sur ses genoux', 'chez lui', 'dans sa voiture', 'dans la tente', 'sous la tente', 'quand maman n est pas la', 'quand il n y a personne',
  'allein mit', 'in ihrem bett', 'in seinem bett', 'ins bett', 'zu ihr ins bett', 'unter der decke', 'unter die decke', 'umkleide*',
  'auf seinen schoss', 'ins zelt', 'im zelt', 'in sein auto', 'in seinem auto', 'zu sich nach hause', 'zu ihm nach hause', 'auf seinem schoss', 'wenn mama nicht da ist', 'wenn niemand da ist',
  'da solo con', 'da sola con', 'nel suo letto', 'nel letto con', 'sotto le coperte', 'spogliatoio', 'sulle ginocchia', 'a casa sua', 'nella sua macchina', 'nella sua auto', 'nella tenda', 'in braccio a lui',
  'quando la mamma non c e',
  'sozinho com', 'sozinha com', 'na cama dela', 'na cama dele', 'na cama com', 'debaixo do cobertor', 'debaixo das cobertas',
  'embaixo do cobertor', 'vestiario', 'casa dele', 'no carro dele', 'na barraca', 'no colo', 'quando a mae nao esta', 'quarto da', 'quarto do',
  'один на один', 'в постел*', 'в кровать к', 'в её кровать', 'в ее кровать', 'в его кровать', 'в кровати с', 'под одеялом', 'под одеяло',
  'в спальн*', 'раздевалк*', 'к себе домой', 'к нему домой', 'в машину', 'в палатк*', 'на колени', 'на коленях', 'когда мамы нет',
  '单独和', '床上', '去他家', '他家', '上车', '帐篷里', '车里', '被窝', '被子里', '卧室', '更衣室', '坐在他腿上', '腿上', '妈妈不在', '房间里',
  'ベッド', '布団', '家に呼', '車に乗', 'テント', '寝室', '更衣室', '膝の上', 'ママがいない', '部屋に入',
  '침대', '이불 속', '자기 집*', '집으로 불러*', '차에 타*', '텐트*', '침실', '탈의실', '무릎 위', '엄마가 없*', '방에 들어가*', '방에 들어와*',
];

/** Intimate parts of the body: touched with a child, refused without an adult (as under the clothes). */
export const BODY_PART_TERMS: readonly string[] = [
  'private parts', 'privates', 'private area', 'private place*', 'between her legs', 'between his legs', 'thigh*', 'crotch', 'genital*',
  'penis', 'vagina', 'breasts', 'willy', 'pee pee', 'her bottom', 'his bottom', 'her butt', 'his butt', 'her chest',
  'partes intimas', 'sus partes', 'entre las piernas', 'muslo*', 'genital*', 'pene', 'pechos', 'pompis', 'colita', 'su culito', 'sus pechos',
  'parties intimes', 'ses parties', 'entre les jambes', 'cuisse*', 'zizi', 'zezette', 'vagin', 'sa poitrine', 'ses fesses', 'son sexe',
  'intimbereich', 'intimen stellen', 'zwischen den beinen', 'zwischen die beine', 'oberschenkel*', 'genitalien', 'ihre brust', 'ihren po',
  'seinen po', 'pipimann', 'scheide',
  'parti intime', 'tra le gambe', 'cosce', 'coscia', 'genitali', 'pene', 'il seno', 'pisello', 'patatina',
  'partes intimas', 'entre as pernas', 'coxa*', 'genitais', 'seios', 'bumbum', 'pipi', 'peito dela',
  'интимн* мест*', 'между ног', 'бедр*', 'половы* орган*', 'грудь', 'попу', 'попк*', 'писю*',
  '私处', '私密部位', '隐私部位', '下体', '两腿之间', '大腿', '胸部', '屁股', '身体', '私密处',
  '陰部', '股間', '太もも', '胸を', 'お尻', '体を', '身体を', '大事なところ',
  '은밀한 곳', '은밀한 부위', '중요 부위', '소중한 곳', '다리 사이', '허벅지*', '가슴*', '엉덩이*', '몸을', '몸 구석구석',
];

/** Taking off or pulling down: with a piece of clothing next to it, undressing. */
export const REMOVE_TERMS: readonly string[] = [
  'take* off', 'took off', 'taking off', 'take* _ off', 'take* _ _ off', 'took _ off', 'took _ _ off', 'pull* _ down', 'pull* _ _ down', 'get* changed', 'change* clothes', 'change* in front of', 'pull* down', 'pull* off', 'remove*', 'strip* off', 'unbutton*', 'unzip*', 'lift* up',
  'quita', 'quitar', 'quitarse', 'quitarle', 'quite', 'quitate', 'se quite', 'baja', 'bajar', 'bajarle', 'desabrocha*', 'levanta',
  'enleve*', 'enlever', 'retire*', 'baisse*', 'baisser', 'ote', 'oter', 'defait', 'souleve',
  'zieht', 'zog', 'ziehen', 'runterzieh*', 'herunterzieh*', 'offnet', 'knopft _ auf',
  'togli*', 'abbass*', 'sfil*', 'sbottona*', 'alza',
  'tira', 'tirar', 'tirou', 'tire', 'abaixa*', 'baixa*', 'desabotoa*', 'levanta',
  'сним*', 'снял*', 'снять', 'сняла', 'снимать', 'стяги*', 'стянул*', 'спуска*', 'спусти*', 'расстег*', 'задира*',
  '脱', '解开', '掀起', '拉下', '脱下', '扒',
  '脱が', '脱い', '脱ぐ', '脱がせ', 'めくっ', '下ろ',
  '벗*', '내리*', '벗겨*', '벗기*', '들추*',
];

/** Clothes, underwear above all. */
export const CLOTHING_TERMS: readonly string[] = [
  'clothes', 'shirt', 't shirt', 'blouse', 'dress', 'skirt', 'shorts', 'pants', 'trousers', 'underwear', 'underpants', 'panties', 'knickers',
  'pajamas', 'pyjamas', 'nightie', 'nightgown', 'swimsuit', 'bathing suit', 'diaper', 'nappy', 'bra', 'jeans', 'leggings', 'tights',
  'ropa', 'camisa', 'camiseta', 'blusa', 'vestido', 'falda', 'pantalon', 'pantalones', 'calzon*', 'bragas', 'braguitas', 'ropa interior',
  'pijama', 'banador', 'panal', 'sujetador', 'calzoncillos',
  'vetements', 'chemise', 'robe', 'jupe', 'pantalon', 'culotte', 'son slip', 'ton slip', 'le slip', 'sein slip', 'lo slip', 'sous vetements', 'pyjama', 'chemise de nuit', 'maillot',
  'soutien gorge',
  'kleider', 'kleidung', 'hemd', 'bluse', 'kleid', 'hose', 'unterhose', 'hoschen', 'schlupfer', 'unterwasche', 'schlafanzug',
  'badeanzug', 'badehose', 'windel',
  'vestiti', 'maglietta', 'camicia', 'camicetta', 'vestito', 'gonna', 'pantaloni', 'pantaloncini', 'mutande', 'mutandine', 'pigiama',
  'pannolino', 'reggiseno',
  'roupa', 'roupas', 'camisa', 'camiseta', 'blusa', 'vestido', 'saia', 'calca', 'calcas', 'shorts', 'calcinha', 'cueca', 'pijama', 'maio',
  'fralda', 'sutia',
  'одежд*', 'рубашк*', 'футболк*', 'блузк*', 'плать*', 'юбк*', 'штан*', 'брюк*', 'шорт*', 'трус*', 'белье', 'пижам*', 'купальник*',
  'подгузник*', 'лифчик*',
  '衣服', '上衣', '衬衫', '裙子', '裤子', '短裤', '内裤', '内衣', '睡衣', '泳衣', '尿布',
  '服', 'シャツ', 'ワンピース', 'スカート', 'ズボン', 'パンツ', '下着', 'パジャマ', '水着', 'おむつ',
  '옷', '셔츠', '티셔츠', '블라우스', '원피스', '치마', '바지', '반바지', '팬티', '속옷', '잠옷', '수영복', '기저귀',
];

/** Swallowing: with pills in the same clause, an overdose. */
export const INGEST_TERMS: readonly string[] = [
  'swallow*', 'gulps down', 'takes all', 'took all', 'whole box of', 'whole pack of', 'a handful of', 'dozens of',
  'traga', 'tragar', 'se traga', 'se toma todas', 'un punado de', 'avale', 'avaler', 'avalent', 'une poignee de', 'schluckt', 'schlucken',
  'schluckte', 'eine handvoll', 'ingoia', 'ingoiare', 'manda giu', 'una manciata di', 'engole', 'engolir', 'engoliu', 'um punhado de',
  'глота*', 'проглоти*', 'выпил* все', 'горсть', '吞', '吞下', '吞了', '一把', '飲み込', '大量の', '一気に飲', '삼키*', '삼켰*', '한 움큼',
];

/** Pills and medicines. */
export const PILL_TERMS: readonly string[] = [
  'pills', 'tablets', 'sleeping pills', 'painkillers', 'pastillas', 'pildoras', 'medicamentos',
  'somniferos', 'pilules', 'comprimes', 'medicaments', 'somniferes', 'tabletten', 'pillen', 'schlaftabletten', 'medikamente', 'pillole',
  'compresse', 'farmaci', 'sonniferi', 'comprimidos', 'pilulas', 'calmantes', 'таблет*', 'снотворн*', '药片',
  '安眠药', '药丸', '睡眠薬', '錠剤', '수면제', '알약',
];

/** Words for a child, a third round: school years, step-children, slang. */
export const THIRD_MINOR_TERMS: readonly string[] = [ 'учениц*',
  'schoolkid*', 'grade schooler', 'first grader', 'second grader', 'third grader', 'fourth grader', 'fifth grader', 'sixth grader',
  'stepdaughter', 'stepson', 'little niece', 'little nephew', 'young girl', 'young boy', 'the little girl',
  'hijastra', 'hijastro', 'nina de primaria', 'nino de primaria', 'de primaria', 'escolar', 'chiquilla', 'chiquillo', 'peque',
  'collegienne', 'collegien', 'belle fille', 'beau fils', 'petite fille', 'petit garcon', 'fillettes', 'gamines',
  'grundschuler*', 'grundschulerin', 'stieftochter', 'stiefsohn', 'kleines madchen', 'kleinen madchen', 'kleiner junge', 'kleinen jungen',
  'figliastra', 'figliastro', 'nipotina', 'nipotino', 'scolaro', 'scolara', 'alunna', 'bambinetta',
  'enteada', 'enteado', 'garotinha', 'garotinho', 'menininha', 'menininho', 'sobrinha', 'sobrinho', 'colegial', 'estudante',
  'падчериц*', 'пасын*', 'первоклассни*', 'школьниц*', 'девчушк*', 'малолет*',
  '继女', '继子', '小学生', '初中生', '幼女', '小姑娘', '小女生', '小男生', '侄子', '外甥',
  '継娘', '連れ子', '小学生', '女子小学生', '男子小学生', '女児', '男児', '姪', '甥',
  '의붓딸', '의붓아들', '초등학생', '여학생', '남학생', '꼬마', '어린 여자애', '어린 소녀', '조카',
];

/** Adults, a third round: step-parents, relatives, carers, instructors. */
export const THIRD_ADULT_TERMS: readonly string[] = [ 'babysits', 'babysitting', 'hace de canguro', 'garde les enfants',
  'grown man', 'older guy', 'old guy', 'guy', 'grandpa s friend', 'family friend', 'instructor', 'tutor', 'camp counselor',
  'scout leader', 'pastor', 'youth leader', 'music teacher', 'driver', 'janitor',
  'tio', 'amigo de la familia', 'monitor', 'instructor', 'cura', 'sacerdote', 'chofer', 'conserje', 'tutor',
  'animateur de colonie', 'ami de la famille', 'instituteur', 'pretre', 'chauffeur', 'concierge', 'precepteur',
  'hausmeister', 'betreuer', 'pfarrer', 'nachhilfelehrer', 'busfahrer', 'freund der familie', 'jugendleiter',
  'animatore', 'prete', 'bidello', 'autista', 'amico di famiglia',
  'monitor', 'padre da igreja', 'motorista', 'porteiro', 'amigo da familia', 'professor particular',
  'отчим', 'дяденьк*', 'вожатый', 'священник', 'водитель', 'репетитор', 'охранник', 'тренер',
  '继父', '叔叔', '舅舅', '司机', '保安', '辅导老师', '家教', '神父',
  '継父', '義父', '叔父', '伯父', '運転手', '家庭教師', '塾の先生', '神父', 'コーチ',
  '새아빠', '계부', '삼촌', '기사', '경비', '과외 선생님', '학원 선생님', '신부님', '코치',
];

/** Secrecy, a third round: silence and threats. */
export const THIRD_SECRET_TERMS: readonly string[] = [
  'keep* quiet', 'stay quiet', 'keinem erzahlen', 'keinem sagen', 'keinem verraten', 'se calle', 'callate', 'que se calle', 'sei still', 'sta zitto', 'fica quieto', 'stay silent', 'not to say anything', 'not say anything', 'say nothing', 'would be angry', 'will be angry', 'finds out',
  'found out', 'no one would believe', 'nobody would believe', 'keep* it between', 'hush', 'quiet about it',
  'callado', 'callada', 'no decir nada', 'que no diga nada', 'se enojaria', 'nadie le creeria', 'pide silencio', 'guardar silencio',
  'garder le silence', 'se taire', 'tais toi', 'personne ne le saura', 'personne ne la croira', 'ne rien dire', 'rien dire a',
  'schweig*', 'kein wort', 'niemand erfahrt', 'niemand wird dir glauben', 'niemandem erzahlen', 'nichts sagen',
  'zitto', 'zitta', 'stare zitto', 'stare zitta', 'nessuno lo sapra', 'nessuno ti credera', 'non dire nulla', 'non dirlo a nessuno',
  'calado', 'calada', 'ficar quieto', 'ficar quieta', 'ninguem vai saber', 'ninguem vai acreditar', 'pede segredo', 'nao contar',
  'молчать', 'молчи', 'никто не узнает', 'никому не рассказывать', 'никому не говорить', 'не поверят', 'держать в тайне',
  '保密', '不准说', '别说出去', '谁也不许说', '不许说', '不能说', '别告诉别人', '不要说出去',
  '黙って', '誰にも言', '言っちゃダメ', '言ってはいけない', '秘密だよ', '秘密にし',
  '아무한테도', '말하지 말*', '말하면 안 돼', '비밀로 하*', '비밀이라고', '아무에게도',
];

/** Touching, a third round: massaging, caressing, fondling in every language. */
export const THIRD_TOUCH_TERMS: readonly string[] = [
  'massage*', 'caress*', 'stroke*', 'hand inside', 'hand down her', 'hand down his', 'puts his hand in', 'mete la mano', 'met la main dans', 'steckt die hand in', 'steckt seine hand', 'mette la mano', 'enfia a mao', 'coloca a mao', 'засовывает руку', 'сунул руку', '把手伸进', '手を入れ', '손을 넣*', 'rubs', 'rubbing', 'rubbed', 'feels her', 'feels him', 'gropes', 'paw* at',
  'masaje*', 'soba', 'sobar', 'magrea*', 'masse', 'masser', 'caresse', 'tripote', 'pelote*', 'massier*', 'streichel*', 'betatsch*', 'begrapsch*',
  'fasst _ an', 'massagg*', 'tocca', 'palpeggi*', 'massage*', 'massageia*', 'passa a mao', 'acaricia', 'bolina*',
  'массаж*', 'глад*', 'щупа*', 'лапа*', 'ласка*', '按摩', '抚摸', '摸', '摸摸', '揉', 'マッサージ', 'なで', '撫で', '触', 'さわっ', '마사지*',
  '만지*', '만져*', '쓰다듬*', '주물*',
];

/** Gifts and favours: a lure (with the other grooming kinds). */
export const GIFT_TERMS: readonly string[] = [
  'gift', 'gifts', 'promises him', 'promises her', 'new phone', 'video games', 'pocket money', 'regalo', 'regalos', 'le promete', 'cadeau',
  'cadeaux', 'lui promet', 'geschenk*', 'verspricht', 'regali', 'le promette', 'gli promette', 'presentes', 'promete',
  'подар*', 'обещает', '礼物', '零花钱', '答应给', 'プレゼント', 'お小遣い', '約束', '선물', '용돈', '약속*',
];

/** Peoples, a third round: a village's inhabitants and natives as the target of a wiping-out. */
export const THIRD_PEOPLE_TERMS: readonly string[] = [
  'native', 'natives', 'inhabitants', 'villagers', 'every family', 'the locals', 'habitantes', 'aldeanos', 'nativos', 'habitants', 'villageois',
  'autochtones', 'einwohner', 'bewohner', 'dorfbewohner', 'eingeborene*', 'abitanti', 'paesani', 'nativi', 'moradores', 'aldeoes',
  'nativos', 'жител*', 'селян*', 'туземц*', '居民', '村民', '土著', '住民', '村人', '원주민', '주민', '마을 사람들',
];

/** Self-harm, a third round: veins and wrists in every language. */
export const THIRD_SELF_HARM_TERMS: readonly string[] = [
  'cuts her veins', 'cuts his veins', 'cut her veins', 'cut his veins', 'slits her wrists', 'corta las venas', 'cortarse las venas',
  'se corta las venas', 'se taille les veines', 'se couper les veines', 'pulsadern', 'tagliarsi le vene', 'si taglia le vene',
  'corta os pulsos', 'cortar os pulsos', 'corta as veias', 'cortar as veias', 'вскрыть вены', 'вскрыл* вены', 'режет вены',
  '割脉', '手首を切', '손목을 그*', 'kill* herself', 'kill* himself', 'se quitar la vida', 'se tue', 'sich das leben nehmen',
  'nimmt sich das leben', 'si toglie la vita', 'tira a propria vida', 'покончить с жизнью', 'покончит с жизнью',
  '结束自己', '自分の命', '스스로 목숨',
];

/** Killing verbs, a third round: stabbing, ramming and attacking in the forms the lists missed. */
export const THIRD_LETHAL_TERMS: readonly string[] = [
  'drive* into the', 'drove into the', 'drive* a truck', 'drive* his truck', 'drive* a van', 'truck into', 'lorry into', 'van into',
  'tiroteo', 'fusillade', 'schiesserei', 'amoklauf', 'sparatoria', 'tiroteio', 'перестрелк*', '枪击', '銃撃', '총격*', 'shooting spree', 'sticht', 'stach', 'sticht _ ein', 'einstechen', 'sticht auf', 'schlitzt', 'metralha', 'fuzila*', 'accoltella', 'pugnala*', 'apunhala*',
  'coltellate', 'acuchilla', 'зарезал*', 'пырнул*', '捅死', '捅伤', '刺伤', '刺杀', '砍杀',
  '刺した', '刺して', '切りつけ', '斬りつけ', '찌른*', '찔렀*', '칼부림', '흉기를 휘두르*', '칼을 휘두르*', '振り回',
];

/** Under or inside: with a piece of clothing next to it, under the clothes ("dentro del pantalón", "服の中"). */
export const INSIDE_TERMS: readonly string[] = [
  'under', 'underneath', 'inside', 'debajo de', 'debajo del', 'dentro de', 'dentro del', 'bajo', 'sous', 'a l interieur de', 'unter',
  'unters', 'sotto', 'dentro', 'debaixo', 'por baixo', 'por dentro', 'под', 'внутрь', 'внутри', '里', '里面', '下面', '底下', '中', '下',
  '속', '속으로', '안', '안으로',
];
