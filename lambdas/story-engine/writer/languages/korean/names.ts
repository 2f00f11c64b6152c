// Names in Hangul: common names from a table, other Latin names sound by sound, names from other scripts romanised
// first; Hangul names stay as written. Particles after a name follow its last syllable (마야가, 톰이).
import { latinName } from '../latin-names';

// Common names as Korean writes them.
const TABLE: Record<string, string> = {
  maya: '마야', maia: '마야', lena: '레나', tom: '톰', tim: '팀', walter: '월터', tuggy: '터기', 'mr buttons': '버튼스', buttons: '버튼스',
  bolt: '볼트', rosie: '로지', leo: '레오', ava: '에이바', noah: '노아', noé: '노아', noè: '노아', noa: '노아', biscuit: '비스킷',
  sofia: '소피아', sophia: '소피아', sofía: '소피아', sam: '샘', mia: '미아', jack: '잭', ella: '엘라', lily: '릴리', lili: '릴리',
  rose: '로즈', max: '맥스', zoe: '조이', zoé: '조이', zoë: '조이', oliver: '올리버', olivier: '올리버', amira: '아미라', priya: '프리야',
  rosa: '로사', pepper: '페퍼', noor: '누르', nur: '누르', percy: '퍼시', shelly: '셸리', ivy: '아이비', lucía: '루시아', lucia: '루시아',
  paco: '파코', valentina: '발렌티나', chloé: '클로에', chloe: '클로에', jules: '쥘', emma: '엠마', hilde: '힐데', bruno: '브루노',
  giulia: '줄리아', julia: '줄리아', pietro: '피에트로', pedro: '페드로', nina: '니나', anna: '안나', emily: '에밀리', olivia: '올리비아',
  charlotte: '샬럿', grace: '그레이스', lucy: '루시', isla: '아일라', freya: '프레야', alice: '앨리스', sophie: '소피', hannah: '한나',
  amelia: '아멜리아', isabella: '이사벨라', luna: '루나', clara: '클라라', george: '조지', harry: '해리', oscar: '오스카', charlie: '찰리',
  james: '제임스', william: '윌리엄', henry: '헨리', thomas: '토마스', ben: '벤', finn: '핀', lucas: '루카스', luca: '루카', ethan: '이선',
  liam: '리엄', daniel: '대니얼', david: '데이비드', adam: '애덤', alex: '알렉스', michael: '마이클', peter: '피터', paul: '폴', john: '존',
  joe: '조', jake: '제이크', misha: '미샤', mischa: '미샤', micha: '미샤', misza: '미샤', musya: '무샤', musja: '무샤', moussia: '무샤',
  musia: '무샤', sonya: '소냐', sonja: '소냐', sonia: '소냐', sasha: '사샤', yui: '유이', sota: '소타', souta: '소타', duoduo: '둬둬',
  'duo duo': '둬둬', 'duo-duo': '둬둬', jiu: '지우', jiwoo: '지우', 'ji-woo': '지우', jiwu: '지우', nabi: '나비', spot: '스폿', rex: '렉스',
  bella: '벨라', teddy: '테디', milo: '마일로', coco: '코코', lola: '롤라', marie: '마리', maria: '마리아', elena: '엘레나', hugo: '위고',
  felix: '펠릭스', ida: '이다', karl: '카를', paula: '파울라', pip: '핍', poppy: '포피', daisy: '데이지', ruby: '루비', molly: '몰리',
};

// Other Latin names are sounded out: the Hangul initial of each consonant (index into ㄱ…ㅎ), the vowel of each
// spelling (index into ㅏ…ㅣ), longest spellings first.
const INITIAL: Record<string, number> = {
  g: 0, n: 2, d: 3, r: 5, l: 5, m: 6, b: 7, v: 7, s: 9, th: 9, '': 11, j: 12, z: 12, ch: 14, k: 15, c: 15, q: 15, t: 16, p: 17, f: 17, ph: 17, h: 18,
};
const VOWELS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:er|ur|ir)(?![aeiouy])/, 4], [/^ar(?![aeiouy])/, 0], [/^or(?![aeiouy])/, 8], [/^(?:ee|ea|ie$|y$|ey$|i)/, 20], [/^(?:oo|ou|u)/, 13], [/^(?:ai|ay|ei)/, 5], [/^(?:oa|o)/, 8], [/^(?:au|aw)/, 8], [/^a/, 0], [/^e/, 5],
];
const CONSONANTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^sch/, 'sh'], [/^sh/, 'sh'], [/^ch/, 'ch'], [/^tch/, 'ch'], [/^th/, 'th'], [/^ph/, 'ph'], [/^ck/, 'k'], [/^ng(?![aeiouy])/, 'ng'],
  [/^qu/, 'kw'], [/^x/, 'ks'], [/^y(?=[aeiou])/, 'y'], [/^[bcdfghjklmnpqrstvwz]/, ''],
];
// Last consonants Korean writes under the syllable before (batchim): ㄱ ㄴ ㄹ ㅁ ㅂ ㅇ.
const FINAL: Record<string, number> = { k: 1, c: 1, n: 4, l: 8, m: 16, p: 17, ng: 21 };

const syllable = (initial: number, vowel: number, final = 0) => String.fromCharCode(0xac00 + (initial * 21 + vowel) * 28 + final);

function soundOut(word: string): string {
  let rest = word.toLowerCase().replace(/ñ/g, 'ny').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]/g, '');
  const out: string[] = [];
  let open = false; // the last syllable has no final consonant yet
  let pending: string | undefined; // a consonant waiting for its vowel
  const flush = () => {
    if (pending === undefined) return;
    const c = pending;
    pending = undefined;
    if (open && FINAL[c] !== undefined) { out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + FINAL[c]!); open = false; return; }
    if (c === 'sh') out.push(syllable(9, 16)); else if (c === 'ch' || c === 'j') out.push(syllable(INITIAL[c]!, 20));
    else if (c === 'ks') { if (open) out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + 1); out.push(syllable(9, 18)); }
    else if (c === 'w' || c === 'y') return;
    else out.push(syllable(INITIAL[c] ?? 11, 18));
    open = false;
  };
  while (rest.length > 0) {
    const vowel = VOWELS.find(([re]) => re.test(rest));
    if (vowel) {
      const len = rest.match(vowel[0])![0].length;
      let initial = 11; let v = vowel[1];
      if (pending !== undefined) {
        const c = pending;
        pending = undefined;
        if (c === 'w') v = v === 0 ? 9 : v === 5 ? 15 : v === 20 ? 16 : v === 8 ? 14 : v;
        else if (c === 'y') v = v === 0 ? 2 : v === 5 ? 7 : v === 8 ? 12 : v === 13 ? 17 : v;
        else if (c === 'sh') { initial = 9; v = v === 0 ? 2 : v === 5 ? 7 : v === 8 ? 12 : v === 13 ? 17 : v; }
        else if (c === 'kw') { initial = 15; v = v === 0 ? 9 : v === 5 ? 15 : v === 20 ? 16 : 14; }
        else if (c === 'ks') { if (open) out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + 1); initial = 9; }
        else if (c === 'l' && open) { out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + 8); initial = 5; }
        else if (c === 'ng') { initial = 11; if (open) out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + 21); }
        else initial = INITIAL[c] ?? 11;
      }
      out.push(syllable(initial, v));
      open = true;
      rest = rest.slice(len);
      continue;
    }
    const hit = CONSONANTS.find(([re]) => re.test(rest));
    if (!hit) { rest = rest.slice(1); continue; }
    const text = rest.match(hit[0])![0];
    flush();
    pending = hit[1] || text;
    if (pending === 'y' && out.length === 0 && !/^y[aeiou]/.test(rest)) pending = undefined;
    if (pending === 'c' && /^c[eiy]/.test(rest)) pending = 's';
    if (pending === 'g' && /^g[ei]/.test(rest) && out.length === 0) pending = 'j';
    rest = rest.slice(text.length);
    // A doubled consonant is said once: "Ella" is 엘라, "Anna" is 안나.
    if (rest.startsWith(text) && text.length === 1) {
      if (text === 'l' || text === 'n' || text === 'm') {
        const c = pending!;
        pending = undefined;
        if (open && FINAL[c] !== undefined) { out[out.length - 1] = String.fromCharCode(out.at(-1)!.charCodeAt(0) + FINAL[c]!); open = false; }
        if (!/^.[aeiouy]/.test(rest)) rest = rest.slice(1);
      }
      else rest = rest.slice(1);
    }
  }
  flush();
  return out.join('');
}

/** The name in Hangul, or undefined when it cannot be written (the pack then calls the character by what it is). */
export function hangulName(name: string): string | undefined {
  if (/\p{Script=Hangul}/u.test(name)) return name.replace(/[^\p{Script=Hangul}\s]/gu, '').trim() || undefined;
  const latin = latinName(name);
  if (!latin) return undefined;
  const key = latin.toLowerCase().replace(/\./g, '');
  const known = TABLE[key] ?? TABLE[key.replace(/^(mr|mrs|miss|ms) /, '')];
  const out = known ?? latin.split(/[\s-]+/).map(soundOut).filter(Boolean).join(' ');
  return out || undefined;
}

/** Whether the last syllable ends in a consonant (true for 톰, false for 마야). */
export function hasFinal(word: string): boolean {
  const last = [...word.replace(/[^\p{Script=Hangul}]/gu, '')].at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
}
