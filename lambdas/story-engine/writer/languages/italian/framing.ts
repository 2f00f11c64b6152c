// Italian feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import { cap, prep, type It } from './context';

type P = Part<It>;
type Clause = (c: It) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['Per un po’,', 'In fondo,', 'In quel momento,', 'Proprio allora,', 'In silenzio,', 'Chissà come,', 'Per un istante,', 'Piano piano,', 'Senza sapere bene perché,', 'Allora,', 'Pian pianino,', 'Quel giorno,'];
const ENDINGS = ['', ', e andava bene così'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: It) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([() => `il mondo sembrò andare più piano`, () => `ogni cosa tornò al suo posto, tranquilla e in ordine`, () => `la calma arrivò come una piccola onda`, (c) => `${c.n} ${c.v('respirò', 'respirarono')} piano, dentro e fuori`, () => `tutto sembrava tranquillo e sicuro`, (c) => `una sensazione di calma avvolse ${c.n}`, (c) => c.body && `le spalle si rilassarono e le mani si fermarono`, (c) => `${c.n} si ${c.v('sentì', 'sentirono')} ${c.x('tranquill')} dentro`]),
  worried: combine([() => `un pensiero inquieto continuava a girare`, () => `lo stomaco si strinse come un pugno`, () => `tutto sembrava un po’ più difficile del solito`, (c) => `${c.n} ${c.v('sentiva', 'sentivano')} un nodo nella pancia`, (c) => c.body && `${c.n} si ${c.v('morse', 'morsero')} il labbro`, (c) => `le preoccupazioni ronzavano nella testa ${c.di} come api`, (c) => c.body && `il cuore batteva forte e le mani erano fredde`, (c) => `la preoccupazione sembrava più grande ${c.di}`]),
  sad: combine([() => `la giornata diventò lenta e pesante`, () => `perfino la luce sembrava più spenta`, () => `un lungo sospiro uscì senza volerlo`, (c) => `una tristezza pesante restò dentro ${c.n}, come una nuvola grigia`, (c) => `gli occhi ${c.di} si riempirono di lacrime`, (c) => `${c.n} ${c.v('lasciò', 'lasciarono')} che la tristezza restasse un po’`, () => `la gola si strinse un poco`, () => `tutto sembrava un po’ grigio`]),
  brave: combine([() => `la paura diventò un pochino più piccola`, () => `una scintilla di coraggio si accese dentro`, (c) => c.body && `i piedi fecero un passo avanti`, (c) => `${c.n} si ${c.v('mise', 'misero')} ${c.x('dritt')}`, (c) => `${c.n} ${c.v('decise', 'decisero')} di provarci lo stesso`, () => `le ginocchia tremavano, ma il cuore era forte`, (c) => `una sensazione di coraggio crebbe dentro ${c.n}`, (c) => `${c.n} si ${c.v('sentì', 'sentirono')} più ${c.x('coraggios')} della paura`], OPENERS, ['']),
  happy: combine([() => `tutto brillava un po’ più di prima`, () => `veniva voglia di ballare`, () => `la risata uscì da sola, forte e allegra`, (c) => `una gioia calda gorgogliò dentro ${c.n}`, (c) => `${c.n} non ${c.v('riusciva', 'riuscivano')} a smettere di sorridere`, (c) => `il cuore ${c.di} era leggero come un palloncino`, (c) => c.body && `la felicità faceva il solletico fino alla punta dei piedi`, () => `era come avere il sole dentro`], OPENERS, ['']),
  warm: combine([() => `l’affetto si sentiva nell’aria`, () => `tutto sembrava morbido e sicuro`, () => `era bello sentirsi a casa`, (c) => `${c.n} si ${c.v('sentì', 'sentirono')} ${c.x('amat')} e al sicuro`, (c) => `l’affetto avvolse ${c.n} come una coperta morbida`, (c) => `una sensazione dolce e accogliente riempì il cuore ${c.di}`, (c) => `stare vicino ${prep('a', c.g.n)} rendeva tutto più dolce`, (c) => `${c.n} si ${c.v('sentì', 'sentirono')} ${c.x('abbracciat')}, anche senza un abbraccio`]),
  curious: combine([() => `ogni cosa sembrava nascondere un segreto`, () => `la curiosità faceva il solletico dentro`, () => `c’era una domanda nuova in ogni angolo`, (c) => `${c.n} ${c.v('voleva', 'volevano')} sapere di più, molto di più`, (c) => `le domande spuntavano nella testa ${c.di}`, (c) => `gli occhi ${c.di} si spalancarono per la meraviglia`, () => `sembrava che ci fosse tantissimo da scoprire`, (c) => `${c.n} si ${c.v('avvicinò', 'avvicinarono')} un po’ per guardare meglio`], OPENERS, ['']),
  sleepy: combine([() => `i rumori della casa si fecero morbidi`, () => `il cuscino sembrava una nuvola`, () => `le luci della strada si spensero piano piano`, (c) => `le palpebre ${c.di} cominciarono a pesare`, (c) => `uno sbadiglio lento ed enorme comparve sulla faccia ${c.di}`, () => `tutto sembrava morbido, lento e pieno di sonno`, (c) => `${c.n} si ${c.v('rannicchiò', 'rannicchiarono')}, al calduccio e con tanto sonno`, (c) => `la calma della notte avvolse ${c.n}`], OPENERS, ['']),
};

const NEAR = ['Lì vicino,', 'Fuori,', 'Non lontano,', 'Lassù,', 'Intanto,', 'Ogni tanto,'];

export const DETAILS: P = combine([
  (c) => c.place && `${c.place} era ${/^(le|gli|i) /.test(c.place) ? (/^le /.test(c.place) ? 'piene' : 'pieni') : /^la /.test(c.place) ? 'piena' : 'pieno'} di suoni e di colori`,
  () => `il vento muoveva piano gli alberi`,
  () => `un orologio faceva tic tac piano piano`,
  () => `la luce cambiava lentamente`,
  () => `un merlo saltellava, come se volesse aiutare`,
  () => `l’aria profumava di pioggia e di erba fresca`,
  () => `una nuvola bianca passava adagio`,
  () => `si sentiva da lontano il canto di un gallo`,
  () => `le foglie sussurravano nella brezza`,
  () => `un gatto si stiracchiava al sole`,
], NEAR, ['', ', come sempre']);

const T = (c: It) => c.N;
const G = (c: It) => (c.gone ? c.gone.N : '');
const school = (c: It) => (c.place === "l’asilo" ? "all’asilo" : 'a scuola');

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} e il nuovo arrivato`, (c) => `${T(c)}, ${c.f ? 'sorella' : 'fratello'} maggiore`, (c) => `${c.sib === 'sorellina' ? 'Una sorellina' : c.sib === 'fratellino' ? 'Un fratellino' : 'Un bebè'} per ${c.n}`],
  'moving-home': [(c) => `${T(c)} trasloca`, (c) => `${T(c)} e la casa nuova`, () => `Ciao, vecchia casa; benvenuta, casa nuova`],
  'first-day': [(c) => `Il primo giorno ${c.di}`, (c) => `${T(c)} va ${school(c)}`, (c) => `Un grande primo giorno per ${c.n}`],
  'pet-died': [(c) => `Ricordando ${c.gone!.n}`, (c) => `${G(c)}, per sempre nel nostro cuore`, (c) => `Il giorno in cui salutammo ${c.gone!.n}`],
  'grandparent-died': [(c) => `Ricordando ${c.gone!.n}`, (c) => `Le storie ${c.gone!.di}`, (c) => `${G(c)}, per sempre nel nostro cuore`],
  doctor: [(c) => `${T(c)} va dal dottore`, (c) => `${T(c)} e la puntura coraggiosa`, (c) => `Una visita per ${c.n}`],
  dentist: [(c) => `${T(c)} va dal dentista`, (c) => `${T(c)} e la grande poltrona del dentista`, (c) => `Apri bene la bocca, ${c.call}!`],
  potty: [(c) => `${T(c)} e il vasino`, (c) => `Sul vasino, ${c.call}!`, (c) => `${T(c)} saluta il pannolino`],
  bedtime: [(c) => `Buonanotte, ${c.call}`, (c) => `${T(c)} non vuole dormire`, (c) => `È ora di fare la nanna, ${c.call}`],
  'fear-dark': [(c) => `${T(c)} e il buio`, (c) => `${T(c)} fa amicizia con la notte`, () => `Chi ha paura del buio?`],
  'fear-monsters': [(c) => `${T(c)} e il mostro sotto il letto`, (c) => `Niente mostri per ${c.n}`, (c) => `${T(c)} guarda sotto il letto`],
  'fear-water': [(c) => `${T(c)} e l’acqua`, (c) => `${T(c)} impara a nuotare`, (c) => `Tutti in acqua, ${c.call}!`],
  sharing: [(c) => `${T(c)} e ${c.pal!.named ? c.pal!.N : c.pal!.f ? 'la sua amica' : 'il suo amico'} giocano a turno`, (c) => `Tocca a te, ${c.call}!`, (c) => `${T(c)} impara a condividere`],
  'telling-truth': [(c) => `${T(c)} dice la verità`, (c) => `${T(c)} e il vaso rotto`, (c) => `La verità ${c.di}`],
  'two-homes': [(c) => `Le due case ${c.di}`, (c) => `Due case per ${c.n}`, (c) => `${T(c)} e le due camerette`],
  wheelchair: [(c) => `${T(c)} sulle ruote!`, (c) => `${T(c)} entra nel gioco`, (c) => `Largo ${prep('a', c.n)}!`],
  glasses: [(c) => `${T(c)} e gli occhiali nuovi`, (c) => `Gli occhiali ${c.di}`, (c) => `${T(c)} vede il mondo`],
  'new-language': [(c) => `${T(c)} e le parole nuove`, (c) => `Ciao, ${c.call}!`, (c) => `${T(c)} impara una lingua nuova`],
  'making-friend': [(c) => `${T(c)} trova un amico`, (c) => `Un amico per ${c.n}`, (c) => `${T(c)} e il primo ciao`],
  'question-sky': [() => `Perché il cielo è azzurro?`, (c) => `${T(c)} e il cielo azzurro`, () => `Il segreto del cielo azzurro`],
  'question-rain': [() => `Da dove viene la pioggia?`, (c) => `${T(c)} segue una goccia di pioggia`, () => `Il grande viaggio della pioggia`],
  'question-plants': [() => `Come crescono le piante?`, (c) => `${T(c)} pianta un seme`, () => `Dal semino al fiore`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('non sapeva') && `${T(c)} ci riprova`, (c) => c.wish && `${T(c)} e il grande desiderio`,
    (c) => c.to && `${T(c)} vuole ${c.to}`,
    (c) => c.pal?.named && `${T(c)} e ${c.pal.N}`, (c) => c.kin && `${T(c)} e ${c.kin.n}`,
    (c) => !c.wish && `${T(c)}${c.where ? ` ${c.where}` : ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: It, text: string): string {
  const missing = c.names.filter((n) => !text.toLowerCase().includes(n.toLowerCase()));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} e ${missing.at(-1)}`;
  return `${text} Con ${list}.`;
}
const S = (make: (c: It) => string | false | undefined) => (c: It) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} sta per avere ${c.sib === 'sorellina' ? 'una sorellina' : c.sib === 'fratellino' ? 'un fratellino' : 'un fratellino o una sorellina'}, e scopre che l’amore cresce.`)],
  'moving-home': [S((c) => `${c.N} trasloca in una casa nuova e deve salutare quella vecchia.`)],
  'first-day': [S((c) => `È il primo giorno ${c.di} ${school(c)}, con una maestra nuova e compagni nuovi.`)],
  'pet-died': [S((c) => `${c.gone!.N} è ${c.gone!.f ? 'morta' : 'morto'}, e la famiglia ${c.gone!.f ? 'la' : 'lo'} ricorda con affetto.`)],
  'grandparent-died': [S((c) => `${c.gone!.N} è ${c.gone!.f ? 'morta' : 'morto'}, e la famiglia ${c.gone!.f ? 'la' : 'lo'} ricorda insieme.`)],
  doctor: [S((c) => `${c.N} va dal dottore per una visita e un vaccino, ed è più ${c.x('coraggios')} di quanto credeva.`)],
  dentist: [S((c) => `${c.N} va dal dentista e scopre che cosa succede sulla grande poltrona.`)],
  potty: [S((c) => `${c.N} impara a usare il vasino, un tentativo dopo l’altro.`)],
  bedtime: [S((c) => `${c.N} non ha sonno, ma l’ora della nanna sa diventare accogliente.`)],
  'fear-dark': [S((c) => `${c.N} ha paura del buio e scopre che cosa nasconde davvero la notte.`)],
  'fear-monsters': [S((c) => `${c.N} sente un mostro sotto il letto e, con coraggio, va a guardare.`)],
  'fear-water': [S((c) => `${c.N} ha paura dell’acqua e impara a essere ${c.x('coraggios')}, un passo alla volta.`)],
  sharing: [S((c) => `${c.N} e ${c.pal!.n} vogliono lo stesso giocattolo e imparano a giocare a turno.`)],
  'telling-truth': [S((c) => `${c.N} rompe qualcosa e impara che dire la verità è una cosa da coraggiosi.`)],
  'two-homes': [S((c) => `${c.N} vive in due case, la casa di mamma e la casa di papà, e in tutte e due gli vogliono bene.`.replace('gli vogliono', `${c.gli} vogliono`))],
  wheelchair: [S((c) => `${c.N} va in sedia a rotelle e trova il modo di entrare nel gioco.`)],
  glasses: [S((c) => `${c.N} ha gli occhiali nuovi e ha paura che gli altri bambini ridano.`)],
  'new-language': [S((c) => `${c.N} è ${c.x('nuov')} a scuola e non parla ancora la lingua.`)],
  'making-friend': [S((c) => `${c.N} è ${c.x('timid')} e vuole farsi degli amici.`)],
  'question-sky': [(c) => `${c.N} si chiede perché il cielo è azzurro e scopre tante cose sulla luce e sull’aria.`],
  'question-rain': [(c) => `${c.N} si chiede da dove viene la pioggia e segue l’acqua dal mare alle nuvole, e ritorno.`],
  'question-plants': [(c) => `${c.N} pianta un seme e guarda come cresce.`],
  arc: [S((c) => !c.wish && !c.trouble && `Una storia su ${c.a}${c.where ? ` ${c.where}` : ''}.`), S((c) => c.to && (`${c.N} vuole ${c.to}.`)), S((c) => c.trouble && `${c.N} ${c.trouble}, ma non per molto.`)],
};

export { cap };
