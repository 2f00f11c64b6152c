// A child's age written beside a word marks that word as the child's name, in lower case too: "ava (6)", "léa 4 ans",
// "mateo de 4 años", "миши 5 лет", "my 3yo theo", "nina che ha 6 anni". Parents give ages far more often than capitals.
import { fold } from './text';

const YEARS = '(?:y|yo|y/o|yrs?|years?(?: old)?|yr old|ans?|anni|anno|anos?|años?|jahre?n?|j|лет|года?|годик\\p{L}*|годовас\\p{L}*|mois|meses|mesi|monate?|месяц\\p{L}*)';
const NUMBER = '(?:\\d{1,2}(?:[.,]5)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|um|dois|quatro|sete|oito|dez|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|два|три|четыре|пять|шесть|семь|восемь|девять|десять)';
// Right after the word: "(6)", "(6 ans)", ", 6 ans", "de 4 años", "di 3 anni", "age 6", "5 лет".
const AFTER = new RegExp(`^\\s*(?:,?\\s*(?:age|aged|agee?)\\s+${NUMBER}(?![\\p{L}\\d])|\\(\\s*${NUMBER}\\s*${YEARS}?\\s*\\)|,?\\s*(?:age|aged|de|di|da|von|,)?\\s*${NUMBER}\\s*-?\\s*${YEARS}(?![\\p{L}]))`, 'u');
// A verb of being, then the age: "is 4", "a 5 ans", "ha 9 anni", "tem 10 anos", "tiene 5 años", "ist 4", "che ha 6 anni".
const HAS_AGE = new RegExp(`^\\s*,?\\s*(?:who(?:'s| is)|which is|che ha|qui a|que tiene|que tem|der ist|die ist|is|a|ha|tem|tiene|ist|hat|est|wird|turns|turned|just turned|acaba de cumplir|vient d'avoir)\\s+${NUMBER}(?:\\s*${YEARS}(?![\\p{L}])|\\s*(?=$|[,.;:!?)]|\\s+(?:and|et|und|e|y|и|og)(?![\\p{L}])))`, 'u');
// Right before the word: "my 3yo theo", "our 10 year old sam", "4-year-old mia", "6-jährige lena".
const BEFORE = new RegExp(`${NUMBER}\\s*-?\\s*(?:yo|y/o|years?[\\s-]*old|yrs?[\\s-]*old|jahrige[nrs]?|летн\\p{L}+)\\s*$`, 'u');

// Words that stand before an age without being anyone's name: "nina che ha 6 anni", "la più piccola ha 3 anni".
const NEVER_NAMES = new Set(['che', 'chi', 'qui', 'que', 'who', 'which', 'der', 'die', 'das', 'und', 'and', 'et', 'y', 'e', 'she', 'he', 'it', 'elle', 'il', 'ella', 'el', 'ele', 'ela', 'er', 'sie', 'es', 'lei', 'lui', 'он', 'она', 'который', 'которая', 'которой', 'которому', 'мне', 'нам', 'him', 'her', 'now', 'turns', 'is', 'ist', 'hat', 'ha', 'tem', 'tiene', 'a', 'est', 'also', 'just', 'only', 'about', 'almost', 'nearly', 'presque', 'casi', 'quasi', 'quase', 'fast', 'почти', 'уже', 'ещё', 'еще', 'already', 'deja', 'ya', 'gia', 'ja', 'schon',
  // Little words an age can follow: "bianca di 3 anni", "mateo de 4 años", "für 5 jahre".
  'de', 'di', 'da', 'do', 'du', 'des', 'del', 'della', 'dos', 'das', 'von', 'of', 'the', 'my', 'our', 'mon', 'ma', 'mi', 'mio', 'mia', 'meu', 'minha',
  'mein', 'meine', 'unser', 'unsere', 'notre', 'nos', 'nuestro', 'nuestra', 'per', 'para', 'pra', 'pour', 'fur', 'for', 'для', 'про', 'у', 'в', 'с',
  'age', 'aged', 'agee', 'ans', 'anni', 'anos', 'years', 'jahre', 'лет']);

/** A word that may be a name by its age: not a pronoun, a relative or a verb of being. */
export const mayBeAgedName = (folded: string): boolean => !NEVER_NAMES.has(folded);

/** The text right after a word gives an age: the word is somebody's name. */
export function ageAfter(text: string, end: number): boolean {
  const rest = fold(text.slice(end, end + 40));
  return AFTER.test(rest) || HAS_AGE.test(rest);
}

/** The text right before a word gives an age ("my 3yo theo"). */
export function ageBefore(text: string, start: number): boolean {
  return BEFORE.test(fold(text.slice(Math.max(0, start - 24), start)));
}
