// Names in Cyrillic: common names from a table, other Latin names letter by letter, names from other scripts
// romanised first; Cyrillic names stay as written. Names are declined by the usual rules; foreign names ending in a
// vowel other than а/я stay the same in every case.
import { latinName } from '../latin-names';
import type { Gen } from './context';

// Common names: [Cyrillic, gender] ('' when it could be either).
const TABLE: Record<string, readonly [string, '' | 'm' | 'f']> = {
  maya: ['Майя', 'f'], maia: ['Майя', 'f'], lena: ['Лена', 'f'], tom: ['Том', 'm'], tim: ['Тим', 'm'], walter: ['Уолтер', 'm'],
  tuggy: ['Тагги', ''], 'mr buttons': ['Баттонс', 'm'], buttons: ['Баттонс', 'm'], bolt: ['Болт', 'm'], rosie: ['Рози', 'f'],
  leo: ['Лео', 'm'], ava: ['Ава', 'f'], noah: ['Ной', 'm'], biscuit: ['Бисквит', 'm'], sofia: ['София', 'f'], sophia: ['София', 'f'],
  sam: ['Сэм', ''], mia: ['Мия', 'f'], jack: ['Джек', 'm'], ella: ['Элла', 'f'], lily: ['Лили', 'f'], rose: ['Роуз', 'f'],
  max: ['Макс', 'm'], zoe: ['Зоя', 'f'], zoé: ['Зоя', 'f'], oliver: ['Оливер', 'm'], amira: ['Амира', 'f'], priya: ['Прия', 'f'],
  rosa: ['Роза', 'f'], pepper: ['Пеппер', ''], noor: ['Нур', ''], percy: ['Перси', 'm'], shelly: ['Шелли', ''], ivy: ['Айви', 'f'],
  lucía: ['Люсия', 'f'], lucia: ['Люсия', 'f'], paco: ['Пако', 'm'], valentina: ['Валентина', 'f'], chloé: ['Хлоя', 'f'], chloe: ['Хлоя', 'f'],
  jules: ['Жюль', 'm'], emma: ['Эмма', 'f'], hilde: ['Хильде', 'f'], bruno: ['Бруно', 'm'], giulia: ['Джулия', 'f'], julia: ['Юлия', 'f'],
  pietro: ['Пьетро', 'm'], pedro: ['Педро', 'm'], nina: ['Нина', 'f'], anna: ['Анна', 'f'], emily: ['Эмили', 'f'], olivia: ['Оливия', 'f'],
  charlotte: ['Шарлотта', 'f'], grace: ['Грейс', 'f'], lucy: ['Люси', 'f'], isla: ['Айла', 'f'], freya: ['Фрейя', 'f'], alice: ['Алиса', 'f'],
  sophie: ['Софи', 'f'], hannah: ['Ханна', 'f'], amelia: ['Амелия', 'f'], isabella: ['Изабелла', 'f'], luna: ['Луна', 'f'], clara: ['Клара', 'f'],
  george: ['Джордж', 'm'], harry: ['Гарри', 'm'], oscar: ['Оскар', 'm'], charlie: ['Чарли', ''], james: ['Джеймс', 'm'], william: ['Уильям', 'm'],
  henry: ['Генри', 'm'], thomas: ['Томас', 'm'], ben: ['Бен', 'm'], finn: ['Финн', 'm'], lucas: ['Лукас', 'm'], luca: ['Лука', 'm'],
  ethan: ['Итан', 'm'], liam: ['Лиам', 'm'], daniel: ['Даниэль', 'm'], david: ['Давид', 'm'], adam: ['Адам', 'm'], alex: ['Алекс', ''],
  michael: ['Майкл', 'm'], peter: ['Питер', 'm'], paul: ['Пол', 'm'], john: ['Джон', 'm'], joe: ['Джо', 'm'], jake: ['Джейк', 'm'],
  misha: ['Миша', 'm'], sonya: ['Соня', 'f'], sasha: ['Саша', ''], yui: ['Юи', 'f'], sota: ['Сота', 'm'], duoduo: ['Дуодуо', 'f'],
  jiu: ['Джиу', ''], jiwoo: ['Джиу', ''], nabi: ['Наби', ''], spot: ['Спот', 'm'], rex: ['Рекс', 'm'], bella: ['Белла', 'f'],
  teddy: ['Тедди', 'm'], milo: ['Майло', 'm'], coco: ['Коко', ''], lola: ['Лола', 'f'], marie: ['Мари', 'f'], maria: ['Мария', 'f'],
  elena: ['Елена', 'f'], hugo: ['Уго', 'm'], felix: ['Феликс', 'm'], ida: ['Ида', 'f'], karl: ['Карл', 'm'], paula: ['Паула', 'f'],
};

// Letter rules for other Latin names, longest first; the first list only at the start of a word.
const START: ReadonlyArray<readonly [RegExp, string]> = [[/^ye/, 'е'], [/^ya/, 'я'], [/^yu/, 'ю'], [/^yo/, 'йо'], [/^e/, 'э']];
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^shch/, 'щ'], [/^sch/, 'ш'], [/^sh/, 'ш'], [/^ch/, 'ч'], [/^zh/, 'ж'], [/^kh/, 'х'], [/^ts/, 'ц'], [/^th/, 'т'], [/^ph/, 'ф'],
  [/^ck/, 'к'], [/^qu/, 'кв'], [/^oo/, 'у'], [/^ee/, 'и'], [/^ea/, 'и'], [/^ou/, 'у'], [/^ie$/, 'и'], [/^ia/, 'ия'], [/^ay$/, 'ей'],
  [/^ey$/, 'ей'], [/^y$/, 'и'], [/^ya/, 'ья'], [/^ye/, 'ье'], [/^yu/, 'ью'],
  [/^a/, 'а'], [/^b/, 'б'], [/^c(?=[eiy])/, 'с'], [/^c/, 'к'], [/^d/, 'д'], [/^e/, 'е'], [/^f/, 'ф'], [/^g/, 'г'], [/^h/, 'х'],
  [/^i/, 'и'], [/^j/, 'дж'], [/^k/, 'к'], [/^l/, 'л'], [/^m/, 'м'], [/^n/, 'н'], [/^o/, 'о'], [/^p/, 'п'], [/^q/, 'к'], [/^r/, 'р'],
  [/^s/, 'с'], [/^t/, 'т'], [/^u/, 'у'], [/^v/, 'в'], [/^w/, 'у'], [/^x/, 'кс'], [/^y(?=[aeiou])/, 'й'], [/^y/, 'и'], [/^z/, 'з'],
];
const VOWEL_END = /[аеиоуэюяй]$/;

function byLetters(word: string): string {
  let rest = word.toLowerCase().replace(/ñ/g, 'ny').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]/g, '');
  let out = '';
  while (rest.length > 0) {
    const rules = out === '' ? [...START, ...RULES] : RULES;
    const hit = rules.find(([re]) => re.test(rest));
    if (!hit) { rest = rest.slice(1); continue; }
    let to = hit[1];
    if (out !== '' && VOWEL_END.test(out)) {
      if (to === 'е') to = 'э';
      if (/^ь[яею]$/.test(to)) to = to.slice(1);
    }
    out += to;
    rest = rest.slice(rest.match(hit[0])![0].length);
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export interface CyrillicName {
  nom: string;
  /** Nominative, accusative, genitive, dative, instrumental, prepositional. */
  forms(g: Gen | undefined): string[];
}

const HUSH = /[жшчщц]$/;
const SOFTEN = /[гкхжшчщ]$/;

/** The six case forms of a name by the usual rules. */
export function declineName(name: string, g: Gen | undefined): string[] {
  const same = [name, name, name, name, name, name];
  if (name.includes(' ')) return same;
  const stem = name.slice(0, -1);
  if (/ия$/.test(name)) return [name, `${stem}ю`, `${stem}и`, `${stem}и`, `${stem}ей`, `${stem}и`];
  if (/я$/.test(name)) return [name, `${stem}ю`, `${stem}и`, `${stem}е`, `${stem}ей`, `${stem}е`];
  if (/а$/.test(name)) {
    const gen = SOFTEN.test(stem) ? `${stem}и` : `${stem}ы`;
    return [name, `${stem}у`, gen, `${stem}е`, HUSH.test(stem) ? `${stem}ей` : `${stem}ой`, `${stem}е`];
  }
  if (g !== 'm') return same;
  if (/й$/.test(name)) return [name, `${stem}я`, `${stem}я`, `${stem}ю`, `${stem}ем`, `${stem}е`];
  if (/ь$/.test(name)) return [name, `${stem}я`, `${stem}я`, `${stem}ю`, `${stem}ем`, `${stem}е`];
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(name)) {
    return [name, `${name}а`, `${name}а`, `${name}у`, HUSH.test(name) ? `${name}ем` : `${name}ом`, `${name}е`];
  }
  return same;
}

/** The name in Cyrillic, or undefined when it cannot be written (the pack then calls the character by what it is). */
export function cyrillicName(name: string): CyrillicName | undefined {
  let nom: string | undefined;
  if (/\p{Script=Cyrillic}/u.test(name)) nom = name;
  else {
    const latin = latinName(name);
    if (!latin) return undefined;
    const key = latin.toLowerCase().replace(/\./g, '');
    const known = TABLE[key] ?? TABLE[key.replace(/^(mr|mrs|miss|ms) /, '')];
    nom = known ? known[0] : latin.split(/[\s-]+/).map(byLetters).filter(Boolean).join(' ');
  }
  if (!nom) return undefined;
  const fixed = nom;
  return { nom: fixed, forms: (g) => declineName(fixed, g) };
}

const FEMININE_CYRILLIC = /[ая]$/;
const MASCULINE_IN_A = /^(Миша|Саша|Дима|Ваня|Петя|Коля|Федя|Лёша|Алёша|Гоша|Паша|Серёжа|Костя|Вова|Никита|Илья|Тёма|Лёва|Женя|Слава|Гриша|Боря|Толя|Юра|Витя|Вася|Стёпа|Даня|Сеня|Тима|Мотя)$/;

/** A person's gender from the name, when the idea does not say it. */
export function nameGender(name: CyrillicName): Gen | undefined {
  for (const [cyr, g] of Object.values(TABLE)) if (cyr === name.nom && g) return g;
  if (MASCULINE_IN_A.test(name.nom)) return 'm';
  if (/^(Саша|Женя|Валя)$/.test(name.nom)) return undefined;
  if (/\p{Script=Cyrillic}/u.test(name.nom) && FEMININE_CYRILLIC.test(name.nom)) return 'f';
  return undefined;
}
