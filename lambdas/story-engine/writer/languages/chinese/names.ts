// Names in Chinese characters: common names from a table with the usual transliterations, any other Latin (or
// Cyrillic, kana, Hangul) name sound by sound in the characters Chinese uses for foreign names; Han names stay as written.
import { latinName } from '../latin-names';

// Common names: [characters, gender] ('' when it could be either).
const TABLE: Record<string, readonly [string, '' | 'm' | 'f']> = {
  maya: ['玛雅', 'f'], maia: ['玛雅', 'f'], lena: ['莉娜', 'f'], tom: ['汤姆', 'm'], tim: ['蒂姆', 'm'], walter: ['沃尔特', 'm'],
  tuggy: ['塔吉', ''], 'mr buttons': ['纽扣先生', 'm'], buttons: ['纽扣先生', 'm'], bolt: ['博尔特', 'm'], rosie: ['罗茜', 'f'],
  leo: ['利奥', 'm'], ava: ['艾娃', 'f'], noah: ['诺亚', 'm'], noa: ['诺亚', 'm'], 'noé': ['诺亚', 'm'], biscuit: ['饼干', ''],
  sofia: ['索菲亚', 'f'], sophia: ['索菲亚', 'f'], 'sofía': ['索菲亚', 'f'], sam: ['山姆', ''], mia: ['米娅', 'f'], jack: ['杰克', 'm'],
  ella: ['艾拉', 'f'], lily: ['莉莉', 'f'], lili: ['莉莉', 'f'], rose: ['罗丝', 'f'], max: ['麦克斯', 'm'], zoe: ['佐伊', 'f'],
  'zoé': ['佐伊', 'f'], 'zoë': ['佐伊', 'f'], oliver: ['奥利弗', 'm'], olivier: ['奥利弗', 'm'], amira: ['阿米拉', 'f'],
  priya: ['普丽娅', 'f'], rosa: ['罗莎', 'f'], pepper: ['胡椒', ''], noor: ['努尔', ''], nur: ['努尔', ''], percy: ['珀西', 'm'],
  shelly: ['雪莉', 'f'], ivy: ['艾薇', 'f'], 'lucía': ['露西亚', 'f'], lucia: ['露西亚', 'f'], paco: ['帕科', 'm'],
  valentina: ['瓦伦蒂娜', 'f'], 'chloé': ['克洛伊', 'f'], chloe: ['克洛伊', 'f'], jules: ['朱尔', 'm'], emma: ['艾玛', 'f'],
  hilde: ['希尔德', 'f'], bruno: ['布鲁诺', 'm'], giulia: ['朱莉娅', 'f'], julia: ['朱莉娅', 'f'], pietro: ['彼得罗', 'm'],
  pedro: ['佩德罗', 'm'], nina: ['妮娜', 'f'], misha: ['米沙', 'm'], musya: ['穆夏', 'f'], sonya: ['索尼娅', 'f'], yui: ['小唯', 'f'],
  sota: ['苍太', 'm'], jiu: ['智宇', ''], jiwoo: ['智宇', ''], nabi: ['娜比', 'f'], duoduo: ['朵朵', 'f'],
  anna: ['安娜', 'f'], emily: ['艾米丽', 'f'], olivia: ['奥利维亚', 'f'], charlotte: ['夏洛特', 'f'], grace: ['格蕾丝', 'f'],
  lucy: ['露西', 'f'], alice: ['爱丽丝', 'f'], sophie: ['苏菲', 'f'], hannah: ['汉娜', 'f'], amelia: ['阿米莉亚', 'f'],
  isabella: ['伊莎贝拉', 'f'], luna: ['露娜', 'f'], clara: ['克拉拉', 'f'], george: ['乔治', 'm'], harry: ['哈利', 'm'],
  oscar: ['奥斯卡', 'm'], charlie: ['查理', ''], james: ['詹姆斯', 'm'], william: ['威廉', 'm'], henry: ['亨利', 'm'],
  thomas: ['托马斯', 'm'], ben: ['本', 'm'], finn: ['芬恩', 'm'], lucas: ['卢卡斯', 'm'], luca: ['卢卡', 'm'], ethan: ['伊森', 'm'],
  liam: ['利亚姆', 'm'], daniel: ['丹尼尔', 'm'], david: ['大卫', 'm'], adam: ['亚当', 'm'], alex: ['亚历克斯', ''],
  michael: ['迈克尔', 'm'], peter: ['彼得', 'm'], paul: ['保罗', 'm'], john: ['约翰', 'm'], joe: ['乔', 'm'], jake: ['杰克', 'm'],
  sasha: ['萨沙', ''], spot: ['斑斑', ''], rex: ['雷克斯', 'm'], bella: ['贝拉', 'f'], teddy: ['泰迪', 'm'], milo: ['米洛', 'm'],
  coco: ['可可', ''], lola: ['萝拉', 'f'], marie: ['玛丽', 'f'], maria: ['玛丽亚', 'f'], elena: ['埃琳娜', 'f'], hugo: ['雨果', 'm'],
  felix: ['菲利克斯', 'm'], ida: ['艾达', 'f'], karl: ['卡尔', 'm'], paula: ['葆拉', 'f'], pip: ['皮普', ''], kiki: ['琪琪', 'f'],
};

// Syllables: consonant onset + vowel, in the characters used for foreign names.
const VOWELS = ['a', 'e', 'i', 'o', 'u'] as const;
const SYLLABLES: Record<string, string> = {
  '': '阿埃伊奥乌', b: '巴贝比博布', p: '帕佩皮波普', d: '达德迪多杜', t: '塔特蒂托图', g: '加格吉戈古', k: '卡克基科库',
  f: '法费菲福富', v: '瓦维维沃武', l: '拉莱利洛卢', r: '拉雷里罗鲁', m: '马梅米莫穆', n: '纳内尼诺努', s: '萨塞西索苏',
  z: '扎泽齐佐祖', h: '哈赫希霍胡', j: '贾杰吉乔朱', w: '瓦韦威沃伍', y: '亚耶伊约尤', sh: '沙谢希肖舒', ch: '查切奇乔丘',
  th: '萨瑟西索苏', ph: '法费菲福富', kh: '哈赫希霍胡', zh: '扎热日若朱', ts: '察采齐措楚', qu: '夸奎基科库', c: '卡塞西科库',
};
// A consonant with no vowel after it.
const ALONE: Record<string, string> = {
  b: '布', p: '普', d: '德', t: '特', g: '格', k: '克', c: '克', f: '夫', v: '夫', l: '尔', r: '尔', m: '姆', n: '恩', s: '斯',
  z: '兹', h: '赫', j: '杰', w: '沃', y: '伊', sh: '什', ch: '奇', th: '斯', ph: '夫', kh: '赫', zh: '日', ts: '茨', x: '克斯', q: '克',
};
const ONSETS = ['sh', 'ch', 'th', 'ph', 'kh', 'zh', 'ts', 'qu', 'ck', 'b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'q', 'r', 's', 't', 'v', 'w', 'x', 'y', 'z'];

/** One Latin word, sound by sound. */
function bySound(word: string): string {
  let rest = word.toLowerCase().replace(/ñ/g, 'ny').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]/g, '');
  rest = rest.replace(/(.)\1/g, '$1').replace(/ee|ea/g, 'i').replace(/oo|ou/g, 'u').replace(/iy$/, 'i').replace(/([^aeiou])y$/, '$1i').replace(/([^aeiou])e$/, '$1');
  let out = '';
  while (rest.length > 0) {
    let onset = ONSETS.find((o) => rest.startsWith(o)) ?? '';
    rest = rest.slice(onset.length);
    if (onset === 'ck' || onset === 'q') onset = 'k';
    if (onset === 'x') { out += '克'; onset = 's'; }
    if (onset === 'c' && /^[eiy]/.test(rest)) onset = 's';
    const vowel = /^[aeiouy]/.exec(rest)?.[0];
    if (!vowel) { out += ALONE[onset] ?? ''; continue; }
    rest = rest.slice(1);
    const v = vowel === 'y' ? 'i' : vowel;
    out += SYLLABLES[onset]?.[VOWELS.indexOf(v as (typeof VOWELS)[number])] ?? '';
    // A vowel pair is read as one sound; a following n that starts no syllable is a nasal ending.
    if (/^[iy]/.test(rest) && /[aeo]/.test(v)) rest = rest.slice(1);
    if (/^n(?![aeiouy])/.test(rest)) { out += '恩'; rest = rest.slice(1); }
  }
  return out;
}

export interface ChineseName {
  /** The name as the book writes it. */
  text: string;
  gender?: 'm' | 'f';
}

/** The name in Chinese characters, or undefined when nothing can be written (the pack then calls the character by what it is). */
export function chineseName(name: string): ChineseName | undefined {
  if (/^[\p{Script=Han}·]+$/u.test(name)) return { text: name };
  const latin = latinName(name);
  if (!latin) return undefined;
  const key = latin.toLowerCase().replace(/\./g, '').trim();
  const known = TABLE[key] ?? TABLE[key.replace(/^(mr|mrs|miss|ms) /, '')] ?? TABLE[key.replace(/[\s-]/g, '')];
  if (known) return { text: known[0], ...(known[1] ? { gender: known[1] } : {}) };
  const text = latin.split(/[\s-]+/).map(bySound).filter(Boolean).join('·');
  return text ? { text } : undefined;
}
