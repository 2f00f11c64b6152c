// German feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import type { De } from './context';

type P = Part<De>;
type Clause = (c: De) => string | false | undefined;

// Openers put the verb second: "Eine Weile ..." is followed by the verb, so each clause starts with its verb.
const OPENERS = ['Eine Weile', 'Tief drinnen', 'In diesem Moment', 'Ganz leise', 'Irgendwie', 'Nur für einen Augenblick', 'Nach und nach', 'Genau da'];
const ENDINGS = ['', ', und das war in Ordnung'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `klausel${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: De) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `atmete ${c.n} langsam ein und aus`, () => `fühlte sich alles ruhig und sicher an`, (c) => `legte sich ein stilles, friedliches Gefühl über ${c.acc}`, (c) => `wurde es in ${c.dat} ganz ruhig`]),
  worried: combine([(c) => `zog sich der Bauch von ${c.dat} zusammen`, (c) => `biss sich ${c.n} auf die Lippe`, (c) => `summten die Sorgen wie Bienen im Kopf von ${c.dat}`, (c) => `schien die Sorge größer als ${c.n}`]),
  sad: combine([(c) => `saß eine schwere Traurigkeit in ${c.dat}, wie eine graue Wolke`, (c) => `kamen ${c.dat} die Tränen`, (c) => `ließ ${c.n} das traurige Gefühl eine Weile da sein`, () => `schien alles ein bisschen grau`]),
  brave: combine([(c) => `stand ${c.n} ganz aufrecht`, (c) => `beschloss ${c.n}, es trotzdem zu versuchen`, (c) => `wuchs ein mutiges, helles Gefühl in ${c.dat}`, (c) => `war ${c.n} mutiger als die Angst`], OPENERS, ['']),
  happy: combine([(c) => `blubberte ein warmes, fröhliches Gefühl in ${c.dat}`, (c) => `konnte ${c.n} nicht aufhören zu lächeln`, (c) => `fühlte sich das Herz von ${c.dat} leicht wie ein Luftballon an`, () => `fühlte es sich an wie Sonnenschein von innen`], OPENERS, ['']),
  warm: combine([(c) => `fühlte sich ${c.n} warm und geliebt`, (c) => `hüllte die Liebe ${c.acc} ein wie eine weiche Decke`, (c) => `wurde alles weicher, weil ${c.gr.n} in der Nähe war`, (c) => `fühlte sich ${c.n} gehalten, auch ohne Umarmung`]),
  curious: combine([(c) => `wollte ${c.n} mehr wissen, viel mehr`, (c) => `tauchten Fragen im Kopf von ${c.dat} auf`, () => `schien es so viel herauszufinden zu geben`, (c) => `beugte sich ${c.n} näher heran, um zu sehen`], OPENERS, ['']),
  sleepy: combine([(c) => `wurden die Augenlider von ${c.dat} schwer`, () => `fühlte sich alles weich und langsam und müde an`, (c) => `kuschelte sich ${c.n} ein, warm und schläfrig`, (c) => `hüllte die Stille der Nacht ${c.acc} ein`], OPENERS, ['']),
};

const NEAR = ['Ganz in der Nähe', 'Draußen', 'Nicht weit weg', 'Die ganze Zeit', 'Ab und zu'];

export const DETAILS: P = combine([
  (c) => c.place && c.where && `war es ${c.where} voller Geräusche und Farben`,
  () => `strich der Wind sanft durch die Bäume`,
  () => `tickte leise eine Uhr`,
  () => `veränderte sich langsam das Licht`,
  () => `hüpfte eine Amsel herum, als wollte sie helfen`,
  () => `roch die Luft nach Regen und frischem Gras`,
], NEAR, ['', ', so wie immer']);

const T = (c: De) => c.N;

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} und das neue Baby`, (c) => `${T(c)} wird ${c.bigA.replace(/^ein(e)? /, (m) => m)}`.replace(/ wird ein(e)? /, ' wird '), (c) => `Ein Baby für ${T(c)}`],
  'moving-home': [(c) => `${T(c)} zieht um`, (c) => `${T(c)} und das neue Zuhause`, () => `Tschüss, altes Haus!`],
  'first-day': [(c) => `Der erste Tag ${c.school.in}`, (c) => `${T(c)} kommt ${c.school.zu}`, (c) => `Ein großer Tag für ${T(c)}`],
  'pet-died': [(c) => `Wir erinnern uns an ${c.gone!.acc}`, (c) => `Für immer im Herzen: ${c.gone!.N}`, (c) => `Abschied von ${c.gone!.dat}`],
  'grandparent-died': [(c) => `Wir erinnern uns an ${c.gone!.acc}`, (c) => `Die Geschichten von ${c.gone!.dat}`, (c) => `Für immer im Herzen: ${c.gone!.N}`],
  doctor: [(c) => `${T(c)} geht zur Ärztin`, (c) => `${T(c)} und der kleine Pieks`, (c) => `Ein Arztbesuch für ${T(c)}`],
  dentist: [(c) => `${T(c)} geht zum Zahnarzt`, (c) => `${T(c)} und der große Zahnarztstuhl`, (c) => `Mund auf, ${T(c)}!`],
  potty: [(c) => `${T(c)} und das Töpfchen`, (c) => `Töpfchenzeit für ${T(c)}`, (c) => `Tschüss, Windel!`],
  bedtime: [(c) => `Gute Nacht, ${T(c)}`, (c) => `${T(c)} will nicht schlafen`, (c) => `Schlafenszeit für ${T(c)}`],
  'fear-dark': [(c) => `${T(c)} und die Dunkelheit`, (c) => `${T(c)} freundet sich mit der Nacht an`, (c) => `Wer hat Angst im Dunkeln?`],
  'fear-monsters': [(c) => `${T(c)} und das Monster unter dem Bett`, (c) => `Keine Monster für ${T(c)}`, (c) => `${T(c)} schaut unter das Bett`],
  'fear-water': [(c) => `${T(c)} und das Wasser`, (c) => `${T(c)} lernt schwimmen`, (c) => `Platsch, ${T(c)}!`],
  sharing: [(c) => `${T(c)} und ${c.pal!.n} wechseln sich ab`, (c) => `Du bist dran, ${T(c)}!`, (c) => `${T(c)} lernt teilen`],
  'telling-truth': [(c) => `${T(c)} sagt die Wahrheit`, (c) => `${T(c)} und die blaue Vase`, () => `Die Wahrheit über die Vase`],
  'two-homes': [(c) => `Die zwei Zuhause von ${c.dat}`, (c) => `Zwei Zuhause für ${T(c)}`, (c) => `${T(c)} bei Mama und bei Papa`],
  wheelchair: [(c) => `${T(c)} rollt los`, (c) => `${T(c)} spielt mit`, (c) => `Platz da für ${T(c)}!`],
  glasses: [(c) => `${T(c)} und die neue Brille`, (c) => `${T(c)} sieht die Welt`, (c) => `Eine Brille für ${T(c)}`],
  'new-language': [(c) => `${T(c)} lernt neue Wörter`, (c) => `Hallo, ${T(c)}!`, (c) => `${T(c)} und die neue Sprache`],
  'making-friend': [(c) => `${T(c)} findet einen Freund`, (c) => `${T(c)} sagt Hallo`, (c) => `Ein Freund für ${T(c)}`],
  'question-sky': [() => `Warum ist der Himmel blau?`, (c) => `${T(c)} fragt: Warum ist der Himmel blau?`, () => `Das Geheimnis des blauen Himmels`],
  'question-rain': [() => `Woher kommt der Regen?`, (c) => `${T(c)} folgt einem Regentropfen`, () => `Die große Reise des Regens`],
  'question-plants': [() => `Wie wachsen Pflanzen?`, (c) => `${T(c)} pflanzt einen Samen`, () => `Vom Samenkorn zur Blume`],
  arc: [
    (c) => c.trouble?.startsWith('konnte') && `${T(c)} versucht es noch einmal`, (c) => c.wish && `${T(c)} und der große Wunsch`,
    (c) => c.to && `${T(c)} will ${c.to}`, (c) => c.pal?.named && `${T(c)} und ${c.pal.n}`, (c) => c.kin && `${T(c)} und ${c.kin.n}`,
    (c) => !c.wish && `${T(c)}${c.where ? ` ${c.where}` : ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: De, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} und ${missing.at(-1)}`;
  return `${text} Mit ${list}.`;
}
const S = (make: (c: De) => string | false | undefined) => (c: De) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} bekommt ${c.sibGen === 'f' ? 'eine Schwester' : c.sibGen === 'm' ? 'einen Bruder' : 'ein Geschwisterchen'} und merkt, dass die Liebe wächst.`)],
  'moving-home': [S((c) => `${c.N} zieht in ein neues Zuhause und muss sich vom alten verabschieden.`)],
  'first-day': [S((c) => `Der erste Tag ${c.school.in}, mit einer neuen Lehrerin und neuen Kindern.`)],
  'pet-died': [S((c) => `${c.gone!.N} ist gestorben, und die Familie erinnert sich voller Liebe.`)],
  'grandparent-died': [S((c) => `${c.gone!.N} ist gestorben, und die Familie erinnert sich gemeinsam.`)],
  doctor: [S((c) => `${c.N} geht zur Ärztin, zur Untersuchung und zur Impfung, und ist mutiger als gedacht.`)],
  dentist: [S((c) => `${c.N} geht zum Zahnarzt und erfährt, was auf dem großen Stuhl passiert.`)],
  potty: [S((c) => `${c.N} lernt, aufs Töpfchen zu gehen, einen Versuch nach dem anderen.`)],
  bedtime: [S((c) => `${c.N} ist gar nicht müde, aber die Schlafenszeit wird ganz gemütlich.`)],
  'fear-dark': [S((c) => `${c.N} hat Angst im Dunkeln und findet heraus, was die Nacht wirklich bereithält.`)],
  'fear-monsters': [S((c) => `${c.N} hört ein Monster unter dem Bett und schaut mutig nach.`)],
  'fear-water': [S((c) => `${c.N} hat Angst vor dem Wasser und wird mutig, Schritt für Schritt.`)],
  sharing: [S((c) => `${c.N} und ${c.pal!.n} wollen dasselbe Spielzeug und lernen, sich abzuwechseln.`)],
  'telling-truth': [S((c) => `${c.N} macht etwas kaputt und lernt, dass die Wahrheit zu sagen mutig ist.`)],
  'two-homes': [S((c) => `${c.N} hat zwei Zuhause, bei Mama und bei Papa, und wird in beiden geliebt.`)],
  wheelchair: [S((c) => `${c.N} fährt Rollstuhl und findet einen Weg, mitzuspielen.`)],
  glasses: [S((c) => `${c.N} bekommt eine Brille und hat Angst, dass die anderen lachen.`)],
  'new-language': [S((c) => `${c.N} ist neu in der Schule und spricht die Sprache noch nicht.`)],
  'making-friend': [S((c) => `${c.N} ist schüchtern und wünscht sich einen Freund.`)],
  'question-sky': [(c) => `${c.N} fragt, warum der Himmel blau ist, und lernt etwas über Licht und Luft.`],
  'question-rain': [(c) => `${c.N} fragt, woher der Regen kommt, und folgt dem Wasser vom Meer zu den Wolken und zurück.`],
  'question-plants': [(c) => `${c.N} pflanzt einen Samen und schaut zu, wie er wächst.`],
  arc: [S((c) => !c.wish && !c.trouble && `Eine Geschichte über ${c.acc}${c.where ? ` ${c.where}` : ''}.`), S((c) => c.to && (`${c.N} möchte ${c.to}.`)), S((c) => c.trouble && `${c.N} ${c.trouble}, aber nicht mehr lange.`)],
};
