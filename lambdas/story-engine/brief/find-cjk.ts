// Finds characters in Japanese, Chinese and Korean ideas, written without spaces between words (or, in Korean,
// with particles written onto them): things by the lexicon, names by the honorific, naming word or thing around them.
import type { Lexicon } from './lexicon/lexicon';
import type { Mention } from './mentions';
import { THINGS } from './things';

interface Hit {
  from: number;
  to: number;
  thing: string;
  used?: boolean;
}

const HAN = /\p{Script=Han}/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const KATAKANA = /[\p{Script=Katakana}ー]/u;
const HANGUL = /\p{Script=Hangul}/u;

function classOf(char: string): 'han' | 'hiragana' | 'katakana' | 'hangul' | 'other' {
  if (HAN.test(char)) return 'han';
  if (KATAKANA.test(char)) return 'katakana';
  if (HIRAGANA.test(char)) return 'hiragana';
  if (HANGUL.test(char)) return 'hangul';
  return 'other';
}

/** Every thing word in the text, longest first, never overlapping. */
function findThings(text: string, lexicon: Lexicon): Hit[] {
  const surfaces = Object.keys(lexicon.things).sort((a, b) => b.length - a.length);
  const hits: Hit[] = [];
  const covered = new Array<boolean>(text.length).fill(false);
  for (const surface of surfaces) {
    let from = text.indexOf(surface);
    while (from >= 0) {
      const to = from + surface.length;
      if (!covered.slice(from, to).some(Boolean)) {
        for (let k = from; k < to; k++) covered[k] = true;
        hits.push({ from, to, thing: lexicon.things[surface]! });
      }
      from = text.indexOf(surface, from + 1);
    }
  }
  hits.sort((a, b) => a.from - b.from);
  // 「くまのこ」, 「くまの子」: the young of an animal is that animal.
  for (const hit of hits) {
    const young = /^(のこ|の子)/u.exec(text.slice(hit.to));
    if (young && THINGS[hit.thing]?.kind === 'animal' && !hits.some((h) => h.from >= hit.to && h.from < hit.to + young[0].length)) hit.to += young[0].length;
  }
  // 「아기 거북이」, 「あかちゃんのくま」: "baby" before an animal says how young it is, not who else is there.
  return hits.filter((hit, index) => {
    const next = hits[index + 1];
    if (THINGS[hit.thing]?.kind !== 'baby' || !next || !/^(animal|creature)$/u.test(THINGS[next.thing]?.kind ?? '')) return true;
    return !/^[ \u3000の的]?$/u.test(text.slice(hit.to, next.from));
  });
}

function mentionsFrom(text: string, names: Array<{ name: string; at: number; thing?: Hit; gender?: 'female' | 'male' }>, things: Hit[], lexicon: Lexicon): Mention[] {
  const mentions: Mention[] = names.map((found) => {
    if (found.thing) found.thing.used = true;
    const thing = found.thing?.thing;
    return {
      name: found.name,
      ...(thing ? { thing } : {}),
      gender: (thing ? THINGS[thing]?.gender : undefined) ?? found.gender,
      at: found.thing ? Math.min(found.thing.from, found.at) : found.at,
    };
  });
  for (const hit of things) {
    const info = THINGS[hit.thing];
    if (hit.used || !info || info.prop) continue;
    const before = text.slice(Math.max(0, hit.from - 4), hit.from);
    const listener = lexicon.listenerWords.some((w) => w === text.slice(hit.from, hit.to)) && lexicon.ownPossessives.some((p) => before.endsWith(p));
    mentions.push({ thing: hit.thing, ...(info.gender ? { gender: info.gender } : {}), at: hit.from, listener });
  }
  return mentions.sort((a, b) => a.at - b.at);
}

/** The name left after the last predicate the lexicon knows in `before` (at least two kana), if one stands there. */
function cutAfterPredicate(before: string, predecessors: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const word of predecessors) {
    for (let at = before.indexOf(word); at >= 0; at = before.indexOf(word, at + 1)) {
      const rest = before.slice(at + word.length);
      if (rest.length >= 2 && rest.length <= 4 && [...rest].every((c) => HIRAGANA.test(c)) && (best === undefined || rest.length < best.length)) best = rest;
    }
  }
  return best;
}

const JAPANESE_AGE = /[（(]?[0-9０-９一二三四五六七八九十]+\s*(?:さい|歳|才)[）)]?の?/gu;
// Particles a name written in kana is cut before, once it has two letters (と and の stay: はると, ゆうの).
const JAPANESE_PARTICLES = 'がはをにもでへ、 ';
const CHINESE_AGE = /[（(]?[0-9０-９一二两三四五六七八九十]+(?:周岁|岁)/gu;
const KOREAN_AGE_AFTER_NAME = /(\p{Script=Hangul}{2,4})\s*[（(]?\s*[0-9]+\s*살/gu;
const KOREAN_AGE_BEFORE_NAME = /[0-9]+\s*살(?:짜리|인)?\s+(\p{Script=Hangul}{2,5})/gu;

const notName = (lexicon: Lexicon, candidate: string): boolean =>
  candidate.length === 0 || lexicon.notNames.includes(candidate) || lexicon.things[candidate] !== undefined;

export function findJapaneseMentions(text: string, lexicon: Lexicon): Mention[] {
  const things = findThings(text, lexicon);
  const names: Array<{ name: string; at: number; thing?: Hit; gender?: 'female' | 'male' }> = [];
  const boundaries = lexicon.nameBoundaries ?? '';
  const thingEndingAt = (end: number) => things.find((h) => h.to === end || (h.to === end - 1 && text[end - 1] === 'の'));
  const add = (name: string, at: number, gender?: 'female' | 'male') => {
    if (notName(lexicon, name) || names.some((n) => n.name === name)) return;
    if (things.some((h) => h.from <= at && at < h.to)) return;
    names.push({ name, at, thing: thingEndingAt(at), gender });
  };
  // "ゆいちゃん", "そうたくん": the name is the run of letters before the honorific, cut at the particle before it.
  for (const match of text.matchAll(/ちゃん|くん|さん|君|様/gu)) {
    const end = match.index ?? 0;
    const kind = classOf(text[end - 1] ?? '');
    if (kind === 'other') continue;
    let from = end;
    while (from > 0 && end - from < 6 && classOf(text[from - 1]!) === kind) from--;
    let run = text.slice(from, end);
    // 「こわいたろうくん」: a kana name starts after the verb or adjective before it (the longest the lexicon knows).
    const predecessor = kind === 'hiragana' ? cutAfterPredicate(text.slice(Math.max(0, end - 10), end), lexicon.namePredecessors ?? []) : undefined;
    if (predecessor !== undefined) {
      from = end - predecessor.length;
      run = predecessor;
    } else if (kind === 'hiragana') {
      for (let k = run.length - 3; k >= 0; k--) {
        if (boundaries.includes(run[k]!)) {
          from += k + 1;
          run = run.slice(k + 1);
          break;
        }
      }
    }
    const whole = text.slice(Math.max(0, from - 1), end + match[0].length);
    if (lexicon.honorifics.some((word) => whole.endsWith(word))) continue;
    add(run, from, match[0] === 'くん' || match[0] === '君' ? 'male' : match[0] === 'ちゃん' ? 'female' : undefined);
  }
  // An age beside a word makes it a name: 「むすめのあおい（5さい）」, 「さくら9歳」 before it, 「7歳のそうまが」 after it.
  for (const match of text.matchAll(JAPANESE_AGE)) {
    const at = match.index ?? 0;
    const kind = classOf(text[at - 1] ?? '');
    if (kind !== 'other') {
      let from = at;
      while (from > 0 && at - from < 6 && classOf(text[from - 1]!) === kind && !'の、'.includes(text[from - 1]!)) from--;
      const run = text.slice(from, at).replace(/^.*(?:ちゃん|くん|さん)/u, '');
      if (run.length >= 2) add(run, at - run.length);
    }
    const after = at + match[0].length;
    if (text[after - 1] === 'の') {
      const next = classOf(text[after] ?? '');
      let end = after;
      while (end < text.length && end - after < 6 && classOf(text[end]!) === next && !(end - after >= 2 && JAPANESE_PARTICLES.includes(text[end]!))) end++;
      if (next !== 'other' && end - after >= 2) add(text.slice(after, end), after);
    }
  }
  // "ミケという ねこ", "なまえは ミケ", "ねこの ミケ": katakana names by a naming word or a thing before them.
  for (const match of text.matchAll(/[\p{Script=Katakana}ー]{2,8}/gu)) {
    const at = match.index ?? 0;
    const after = text.slice(at + match[0].length);
    const before = text.slice(0, at);
    const named = lexicon.nameCues.some((cue) => after.startsWith(cue) || before.endsWith(cue));
    if (named || thingEndingAt(at)) add(match[0], at);
  }
  return mentionsFrom(text, names, things, lexicon);
}

export function findChineseMentions(text: string, lexicon: Lexicon): Mention[] {
  const things = findThings(text, lexicon);
  const names: Array<{ name: string; at: number; thing?: Hit }> = [];
  const boundaries = lexicon.nameBoundaries ?? '';
  /** A name of one to three characters from `at`, stopping where a particle or common verb begins. */
  const nameFrom = (at: number): string => {
    if (text[at] !== undefined && text[at] === text[at + 1] && HAN.test(text[at]!)) return text.slice(at, at + 2);
    let end = at;
    while (end < text.length && end - at < 3 && HAN.test(text[end]!) && !boundaries.includes(text[end]!)) end++;
    return text.slice(at, end);
  };
  const add = (at: number, thing?: Hit) => {
    const name = nameFrom(at);
    if (name.length < 2 || notName(lexicon, name) || things.some((h) => h.from === at)) return;
    if (!names.some((n) => n.name === name)) names.push({ name, at, thing });
  };
  for (const cue of lexicon.nameCues) {
    for (let at = text.indexOf(cue); at >= 0; at = text.indexOf(cue, at + 1)) {
      // 「一只叫豆豆的小狗」: after a naming word, 的 and a thing word say what the name is.
      const name = nameFrom(at + cue.length);
      const after = at + cue.length + name.length;
      const named = text[after] === '的' ? things.find((h) => h.from === after + 1) : undefined;
      const thing = named ?? things.filter((h) => h.to <= at && at - h.to <= 4).at(-1);
      add(at + cue.length, thing);
    }
  }
  // 「朵朵的猫咪」: a doubled name before 的 and a thing word is its owner, a child.
  for (const hit of things) {
    const owner = text.slice(Math.max(0, hit.from - 3), hit.from);
    if (/^(\p{Script=Han})\1的$/u.test(owner) && !things.some((h) => h.to === hit.from - 1)) add(hit.from - 3);
  }
  // 「儿子小明（6岁）」, 「豆豆三岁」: the characters right before an age are a name, whatever they are.
  for (const match of text.matchAll(CHINESE_AGE)) {
    const at = match.index ?? 0;
    const kin = things.find((h) => h.to < at && at - h.to >= 2 && at - h.to <= 3);
    const from = kin ? kin.to : at - 2;
    const name = text.slice(Math.max(0, from), at);
    if ([...name].length >= 2 && [...name].every((c) => HAN.test(c)) && !/[的了是岁]/u.test(name) && !notName(lexicon, name) && !names.some((n) => n.name === name)) {
      names.push({ name, at: from, ...(kin ? { thing: kin } : {}) });
    }
  }
  // "女儿朵朵", "小猫咪咪": a name straight after a relative or thing word.
  for (const hit of things) add(hit.to, hit);
  return mentionsFrom(text, names, things, lexicon);
}

export function findKoreanMentions(text: string, lexicon: Lexicon): Mention[] {
  const things = findThings(text, lexicon);
  const particles = [...(lexicon.particles ?? [])].sort((a, b) => b.length - a.length);
  const names: Array<{ name: string; at: number; thing?: Hit }> = [];
  const words = [...text.matchAll(/\p{Script=Hangul}+/gu)].map((m) => ({ word: m[0], at: m.index ?? 0 }));
  const stemOf = (word: string): { stem: string; particle: string } => {
    for (const particle of particles) {
      if (word.length > particle.length && word.endsWith(particle)) return { stem: word.slice(0, -particle.length), particle };
    }
    return { stem: word, particle: '' };
  };
  const candidate = (stem: string) => stem.length >= 2 && stem.length <= 3 && !notName(lexicon, stem)
    && !Object.keys(lexicon.things).some((surface) => stem.startsWith(surface) || surface.startsWith(stem));
  // 「도윤이(6살)」, 「지우 5살」 before an age, 「7살 서연이가」 after it: a name, with its friendly 이 and particle off.
  const bare = (word: string) => {
    const stem = stemOf(word).stem;
    return stem.length >= 3 && stem.endsWith('이') ? stem.slice(0, -1) : stem;
  };
  for (const match of text.matchAll(KOREAN_AGE_AFTER_NAME)) {
    const name = bare(match[1]!);
    if (candidate(name) && !names.some((n) => n.name === name)) names.push({ name, at: match.index ?? 0, thing: things.find((h) => h.to === (match.index ?? 0) - 1 || h.to === match.index) });
  }
  for (const match of text.matchAll(KOREAN_AGE_BEFORE_NAME)) {
    const name = bare(match[1]!);
    if (candidate(name) && !names.some((n) => n.name === name)) names.push({ name, at: (match.index ?? 0) + match[0].length - match[1]!.length });
  }
  // 「강아지 이름은 콩이에요」: what follows "its name is" is the name of the thing before it.
  for (const match of text.matchAll(/이름은\s*(\p{Script=Hangul}{1,4}?)(?:이에요|예요|이야|야|이래요|래요|입니다|이고|이다|이)(?![\p{Script=Hangul}])/gu)) {
    const name = match[1]!;
    const thing = things.filter((h) => h.to <= (match.index ?? 0)).at(-1);
    if (name.length >= 1 && !notName(lexicon, name) && !names.some((n) => n.name === name)) names.push({ name, at: match.index ?? 0, ...(thing && !thing.used ? { thing } : {}) });
    if (thing) thing.used = true;
  }
  words.forEach(({ word, at }, index) => {
    if (word === '이름은' || word === '이름이') return;
    let { stem, particle } = stemOf(word);
    // 「거북이 꼬북이」: with nothing after it, a last 이 is part of the name, not a particle.
    if (particle === '이' && /^\s*([.!?。！？,\n]|$)/u.test(text.slice(at + word.length)) && things.some((h) => h.to === at - 1 || h.to === at)) {
      stem = word;
      particle = '';
    }
    const previous = words[index - 1];
    const sentenceStart = index === 0 || /[.!?。！？\n]/u.test(text.slice(previous!.at + previous!.word.length, at));
    const thingBefore = previous ? things.find((h) => h.to === previous.at + previous.word.length) : undefined;
    const named = lexicon.nameCues.some((cue) => word.endsWith(cue) && word.length > cue.length);
    if (named) {
      const base = word.slice(0, word.length - lexicon.nameCues.find((cue) => word.endsWith(cue))!.length).replace(/이$/u, '');
      if (candidate(base) && !names.some((n) => n.name === base)) names.push({ name: base, at, thing: thingBefore });
      return;
    }
    if (!candidate(stem) || names.some((n) => n.name === stem)) return;
    if (thingBefore && !thingBefore.used) {
      thingBefore.used = true;
      names.push({ name: stem, at, thing: thingBefore });
    } else if (sentenceStart && particle && ['이', '가', '은', '는', '와', '과', '랑', '이랑', '도', '의'].includes(particle)) {
      names.push({ name: stem, at });
    }
  });
  return mentionsFrom(text, names, things, lexicon);
}
