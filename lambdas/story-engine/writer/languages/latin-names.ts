// Names from other scripts written in Latin letters, for the Latin-script packs (Миша → Misha, ゆい → Yui, 지우 → Jiu).

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya',
};

// Hepburn for the kana a name is likely to use; small ゃゅょ join the syllable before.
const KANA = 'あa いi うu えe おo かka きki くku けke こko さsa しshi すsu せse そso たta ちchi つtsu てte とto なna にni ぬnu ねne のno はha ひhi ふfu へhe ほho まma みmi むmu めme もmo やya ゆyu よyo らra りri るru れre ろro わwa をo んn がga ぎgi ぐgu げge ごgo ざza じji ずzu ぜze ぞzo だda ぢji づzu でde どdo ばba びbi ぶbu べbe ぼbo ぱpa ぴpi ぷpu ぺpe ぽpo';
const KANA_TABLE = new Map<string, string>();
for (const pair of KANA.split(' ')) {
  const kana = pair[0]!;
  KANA_TABLE.set(kana, pair.slice(1));
  KANA_TABLE.set(String.fromCharCode(kana.charCodeAt(0) + 0x60), pair.slice(1));
}

function kana(name: string): string {
  let out = '';
  for (const ch of name) {
    const small = { ゃ: 'ya', ゅ: 'yu', ょ: 'yo', ャ: 'ya', ュ: 'yu', ョ: 'yo' }[ch];
    if (small) out = out.replace(/i$/, '').replace(/(sh|ch|j)y$/, '$1') + (/(sh|ch|j)$/.test(out.replace(/i$/, '')) ? small.slice(1) : small);
    else if (ch === 'ー') out += '';
    else out += KANA_TABLE.get(ch) ?? '';
  }
  // Long vowels as Hepburn writes them without macrons: そうた → Sota.
  return out.replace(/ou/g, 'o').replace(/uu/g, 'u');
}

// Revised Romanization of Hangul syllables (initial, vowel, final).
const INITIAL = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const VOWEL = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
const FINAL = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];

function hangul(name: string): string {
  let out = '';
  for (const ch of name) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += INITIAL[Math.floor(code / 588)]! + VOWEL[Math.floor((code % 588) / 28)]! + FINAL[code % 28]!;
  }
  return out;
}

// Pinyin for characters common in children's given names; a name with others cannot be written and is left out.
const HAN: Record<string, string> = {
  朵: 'duo', 小: 'xiao', 明: 'ming', 乐: 'le', 天: 'tian', 宝: 'bao', 贝: 'bei', 美: 'mei', 丽: 'li', 花: 'hua', 华: 'hua',
  雨: 'yu', 子: 'zi', 安: 'an', 欣: 'xin', 怡: 'yi', 佳: 'jia', 琪: 'qi', 思: 'si', 文: 'wen', 浩: 'hao', 宇: 'yu',
  轩: 'xuan', 涵: 'han', 萱: 'xuan', 诺: 'nuo', 一: 'yi', 心: 'xin', 月: 'yue', 星: 'xing', 阳: 'yang', 豆: 'dou',
  果: 'guo', 甜: 'tian', 糖: 'tang', 圆: 'yuan', 团: 'tuan', 妞: 'niu', 娃: 'wa', 龙: 'long', 虎: 'hu', 强: 'qiang',
  伟: 'wei', 杰: 'jie', 婷: 'ting', 玲: 'ling', 晶: 'jing', 静: 'jing', 悦: 'yue', 嘉: 'jia', 博: 'bo', 毛: 'mao',
};

function han(name: string): string | undefined {
  const syllables = [...name].map((ch) => HAN[ch]);
  return syllables.every((s) => s) ? syllables.join('') : undefined;
}

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name in Latin letters; undefined when it cannot be written (the pack then calls the character by what it is). */
export function latinName(name: string): string | undefined {
  if (/^[\p{Script=Latin}\s.'’-]+$/u.test(name)) return name;
  if (/\p{Script=Cyrillic}/u.test(name)) return title([...name.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join(''));
  if (/\p{Script=Hangul}/u.test(name)) return title(hangul(name)) || undefined;
  if (/^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(name)) return title(kana(name)) || undefined;
  const pinyin = /^\p{Script=Han}+$/u.test(name) ? han(name) : undefined;
  return pinyin ? title(pinyin) : undefined;
}
