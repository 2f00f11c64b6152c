// Names in the book's script: Japanese and Chinese names stay as written, common names come from a table, and any
// other Latin or Cyrillic (or Korean) name is read out letter by letter into katakana.
import { latinName } from '../latin-names';

// Common names in katakana, keyed by their Latin spelling in lower case without accents.
const TABLE: Record<string, string> = {
  maya: 'マヤ', maia: 'マヤ', lena: 'レナ', tom: 'トム', tim: 'ティム', walter: 'ウォルター', tuggy: 'タギー', 'mr buttons': 'ボタンズ',
  buttons: 'ボタンズ', bolt: 'ボルト', rosie: 'ロージー', leo: 'レオ', ava: 'エヴァ', noah: 'ノア', biscuit: 'ビスケット', sofia: 'ソフィア',
  sophia: 'ソフィア', sam: 'サム', mia: 'ミア', jack: 'ジャック', ella: 'エラ', lily: 'リリー', lili: 'リリー', rose: 'ローズ', max: 'マックス',
  zoe: 'ゾーイ', oliver: 'オリバー', amira: 'アミラ', priya: 'プリヤ', rosa: 'ローザ', pepper: 'ペッパー', noor: 'ヌール', nur: 'ヌール',
  percy: 'パーシー', shelly: 'シェリー', ivy: 'アイビー', lucia: 'ルシア', paco: 'パコ', valentina: 'バレンティナ', chloe: 'クロエ',
  jules: 'ジュール', emma: 'エマ', hilde: 'ヒルデ', bruno: 'ブルーノ', giulia: 'ジュリア', julia: 'ジュリア', pietro: 'ピエトロ', pedro: 'ペドロ',
  nina: 'ニーナ', anna: 'アンナ', emily: 'エミリー', olivia: 'オリビア', charlotte: 'シャーロット', grace: 'グレース', lucy: 'ルーシー',
  isla: 'アイラ', freya: 'フレイヤ', alice: 'アリス', sophie: 'ソフィー', hannah: 'ハンナ', amelia: 'アメリア', isabella: 'イザベラ',
  luna: 'ルナ', clara: 'クララ', george: 'ジョージ', harry: 'ハリー', oscar: 'オスカー', charlie: 'チャーリー', james: 'ジェームズ',
  william: 'ウィリアム', henry: 'ヘンリー', thomas: 'トーマス', ben: 'ベン', finn: 'フィン', lucas: 'ルーカス', luca: 'ルカ', ethan: 'イーサン',
  liam: 'リアム', daniel: 'ダニエル', david: 'デイビッド', adam: 'アダム', alex: 'アレックス', michael: 'マイケル', peter: 'ピーター',
  paul: 'ポール', john: 'ジョン', joe: 'ジョー', jake: 'ジェイク', misha: 'ミーシャ', musya: 'ムーシャ', sonya: 'ソーニャ', sasha: 'サーシャ',
  yui: 'ユイ', sota: 'ソウタ', duoduo: 'ドゥオドゥオ', jiu: 'ジウ', jiwoo: 'ジウ', nabi: 'ナビ', spot: 'スポット', rex: 'レックス', bella: 'ベラ',
  teddy: 'テディ', milo: 'マイロ', coco: 'ココ', lola: 'ローラ', marie: 'マリー', maria: 'マリア', elena: 'エレナ', hugo: 'ユーゴ',
  felix: 'フェリックス', ida: 'イーダ', karl: 'カール', paula: 'パウラ', pip: 'ピップ', bobby: 'ボビー', molly: 'モリー', ruby: 'ルビー',
  zoya: 'ゾーヤ', masha: 'マーシャ', dasha: 'ダーシャ', vanya: 'ワーニャ', petya: 'ペーチャ', katya: 'カーチャ', olya: 'オーリャ',
  nastya: 'ナースチャ', dima: 'ジーマ', tanya: 'ターニャ', anya: 'アーニャ', mischa: 'ミーシャ', whiskers: 'ウィスカーズ', fluffy: 'フラッフィー',
  hugh: 'ヒュー', penelope: 'ペネロペ', kevin: 'ケビン', aurora: 'オーロラ', hamish: 'ヘイミッシュ',
};

// Katakana for consonant + vowel, in the order a i u e o.
const ROWS: Record<string, string> = {
  '': 'アイウエオ', k: 'カキクケコ', g: 'ガギグゲゴ', s: 'サシスセソ', z: 'ザジズゼゾ', t: 'タティトゥテト', d: 'ダディドゥデド',
  n: 'ナニヌネノ', h: 'ハヒフヘホ', b: 'バビブベボ', p: 'パピプペポ', m: 'マミムメモ', y: 'ヤイユイエヨ', r: 'ラリルレロ', l: 'ラリルレロ',
  w: 'ワウィウウェウォ', f: 'ファフィフフェフォ', v: 'ヴァヴィヴヴェヴォ', sh: 'シャシシュシェショ', ch: 'チャチチュチェチョ',
  j: 'ジャジジュジェジョ', ts: 'ツァツィツツェツォ', c: 'カシクセコ', q: 'カキクケコ', x: 'クサクシクスクセクソ',
};
const VOWELS = 'aiueo';

/** The kana of a consonant + vowel; rows are split into five syllables of one or two letters. */
function syllable(consonant: string, vowel: string): string {
  const row = ROWS[consonant] ?? ROWS.k!;
  const parts = [...row.matchAll(/.[ァィゥェォャュョ]?/gu)].map((m) => m[0]);
  if (parts.length === 5) return parts[VOWELS.indexOf(vowel)]!;
  // Rows written with small vowels need a lookup per vowel.
  const small: Record<string, Record<string, string>> = {
    t: { a: 'タ', i: 'ティ', u: 'トゥ', e: 'テ', o: 'ト' }, d: { a: 'ダ', i: 'ディ', u: 'ドゥ', e: 'デ', o: 'ド' },
    y: { a: 'ヤ', i: 'イ', u: 'ユ', e: 'イェ', o: 'ヨ' }, w: { a: 'ワ', i: 'ウィ', u: 'ウ', e: 'ウェ', o: 'ウォ' },
    f: { a: 'ファ', i: 'フィ', u: 'フ', e: 'フェ', o: 'フォ' }, v: { a: 'ヴァ', i: 'ヴィ', u: 'ヴ', e: 'ヴェ', o: 'ヴォ' },
    sh: { a: 'シャ', i: 'シ', u: 'シュ', e: 'シェ', o: 'ショ' }, ch: { a: 'チャ', i: 'チ', u: 'チュ', e: 'チェ', o: 'チョ' },
    j: { a: 'ジャ', i: 'ジ', u: 'ジュ', e: 'ジェ', o: 'ジョ' }, ts: { a: 'ツァ', i: 'ツィ', u: 'ツ', e: 'ツェ', o: 'ツォ' },
    c: { a: 'カ', i: 'シ', u: 'ク', e: 'セ', o: 'コ' }, x: { a: 'クサ', i: 'クシ', u: 'クス', e: 'クセ', o: 'クソ' },
  };
  return small[consonant]?.[vowel] ?? parts[VOWELS.indexOf(vowel)] ?? '';
}

// A consonant with no vowel after it: most take u, t and d take o.
const LONE: Record<string, string> = {
  k: 'ク', g: 'グ', s: 'ス', z: 'ズ', t: 'ト', d: 'ド', n: 'ン', h: '', b: 'ブ', p: 'プ', m: 'ム', y: 'イ', r: 'ル', l: 'ル', w: 'ウ',
  f: 'フ', v: 'ヴ', sh: 'シュ', ch: 'チ', j: 'ジ', ts: 'ツ', c: 'ク', q: 'ク', x: 'クス',
};

/** A Latin word read out in katakana, roughly as it sounds. */
export function katakana(word: string): string {
  let rest = word.toLowerCase().replace(/ñ/g, 'ny').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]/g, '')
    .replace(/sch/g, 'sh').replace(/zh/g, 'j').replace(/kh/g, 'h').replace(/gh$/, '').replace(/ers$/, 'a-z').replace(/er$/, 'a-').replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/qu/g, 'kw').replace(/th/g, 's').replace(/wh/g, 'w')
    .replace(/oo/g, 'u-').replace(/ee/g, 'i-').replace(/ea/g, 'i-').replace(/(?<=[^aeiou])y$/, 'i-').replace(/ie$/, 'i-')
    .replace(/(?<=[^aeiou])y(?=[^aeiou])/g, 'i').replace(/(?<=.{3}[^aeiou])e$/, '').replace(/([bcdfgklmnprstvz])\1/g, (m, c: string) => (c === 'n' || c === 'm' || c === 'l' || c === 'r' ? c : `!${c}`));
  let out = '';
  while (rest.length > 0) {
    if (rest.startsWith('-')) { out += 'ー'; rest = rest.slice(1); continue; }
    if (rest.startsWith('!')) { out += 'ッ'; rest = rest.slice(1); continue; }
    const m = /^(sh|ch|ts|[bcdfghjklmnpqrstvwxyz]?)(y?)([aeiou]?)/.exec(rest)!;
    let [all, consonant, glide, vowel] = [m[0], m[1]!, m[2]!, m[3]!];
    if (!all) { rest = rest.slice(1); continue; }
    if (consonant === 'y' && glide === '' && vowel) { out += syllable('y', vowel); rest = rest.slice(all.length); continue; }
    if (glide && vowel && consonant && 'auo'.includes(vowel)) {
      out += syllable(consonant, 'i') + ({ a: 'ャ', u: 'ュ', o: 'ョ' } as Record<string, string>)[vowel];
      rest = rest.slice(all.length); continue;
    }
    if (glide) { all = consonant; vowel = ''; }
    if (!vowel) {
      // An n before a vowel starts the next syllable; alone it is ン.
      out += LONE[consonant] ?? '';
      rest = rest.slice(Math.max(1, consonant.length));
      continue;
    }
    out += syllable(consonant, vowel);
    rest = rest.slice(all.length);
  }
  return out;
}

const JAPANESE_OR_CHINESE = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー・\s]+$/u;

/** The name in Japanese script, or undefined when it cannot be written (the pack then calls the character by what it is). */
export function japaneseName(name: string): string | undefined {
  const trimmed = name.trim();
  if (JAPANESE_OR_CHINESE.test(trimmed)) return trimmed;
  const latin = latinName(trimmed);
  if (!latin) return undefined;
  const key = latin.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '');
  const known = TABLE[key] ?? TABLE[key.replace(/^(mr|mrs|miss|ms) /, '')];
  const written = known ?? key.replace(/^(mr|mrs|miss|ms) /, '').split(/[\s-]+/).map(katakana).filter(Boolean).join('・');
  if (!written) return undefined;
  // "Mr Buttons" is called with さん, as a Japanese book would.
  return /^(mr|mrs|miss|ms) /.test(key) ? `${written}さん` : written;
}
