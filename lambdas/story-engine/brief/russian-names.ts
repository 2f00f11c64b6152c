// Russian names are declined ("про мальчика Мишу", "для дочки Сони"); the brief keeps the nominative (Миша, Соня).

const HUSHING = /[гкхжшщч]$/u;
/** Thing words whose nouns are masculine: a name after them in -а, -у, -е is declined from a bare stem ("кота Барсика"). */
const MASCULINE_THING = /^(мальчик|кот|пес|пёс|щен|зайч|заяц|зайц|медвед|ежик|ёжик|еж|ёж|слон|трактор|поезд|робот|брат|сын|дракон|динозавр|пингвин|лис|волк|котенок|котёнок|кролик)/u;

// Prepositions that put the name after them in the genitive: "для даши", "у сони", "от полины".
const GENITIVE_PREPOSITIONS = new Set(['для', 'у', 'от', 'до', 'без', 'из', 'около', 'возле', 'кроме']);

/** name as written; thingWord the declined word before it ("мальчика", "дочки"), when there is one; wordBefore the word right before the name. */
export function russianNominative(name: string, thingWord?: string, wordBefore?: string): string {
  const stem = name.slice(0, -1);
  const last = name.slice(-1);
  // After "для" a name in -и/-ы is a genitive as surely as after "дочки".
  const thing = thingWord?.toLowerCase() ?? (wordBefore !== undefined && GENITIVE_PREPOSITIONS.has(wordBefore) ? 'и' : undefined);
  const masculine = thing !== undefined && MASCULINE_THING.test(thing);
  if (masculine && /[ауе]$/u.test(name) && /[бвгджзклмнпрстфхцчщ]$/u.test(stem) && thing!.slice(-1) === last) {
    // "кота Барсика", "коту Барсику": a masculine name takes the same ending as its noun.
    return stem;
  }
  if (/(ом|ем)$/u.test(name) && masculine && /(ом|ем)$/u.test(thing!)) return name.slice(0, -2);
  switch (last) {
    case 'у': return `${stem}а`;
    case 'ю': return `${stem}я`;
    case 'ы': return `${stem}а`;
    case 'и': return thing !== undefined && /[иы]$/u.test(thing) ? (HUSHING.test(stem) ? `${stem}а` : `${stem}я`) : name;
    default: return name;
  }
}
