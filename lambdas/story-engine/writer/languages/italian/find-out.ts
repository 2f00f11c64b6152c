// Italian book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what is
// still to find out. It quotes the question when the idea asks it in Italian, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import type { It } from './context';

type T = Record<string, BeatText<It>>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The question as the child asks it («Perché i gatti fanno le fusa?»), when the idea asks it outright in Italian. */
const asked = (c: It) => {
  const a = askedIn(c);
  return a?.direct ? `«${cap(a.words)}?»` : undefined;
};
/** The question as a reported clause ("perché i gatti fanno le fusa"), when the idea reports it. */
const about = (c: It) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: It) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)}, chiese ${c.n}.`, (c) => asked(c) && `${asked(c)}, si chiedeva ${c.n} tutto il giorno.`,
      (c) => about(c) && `${c.N} si chiedeva ${about(c)}, e a casa nessuno lo sapeva.`, (c) => about(c) && `${c.N} voleva sapere ${about(c)}, e non smetteva di pensarci.`,
      (c) => !quoted(c) && `${c.N} aveva una grande domanda, e non riusciva a togliersela dalla testa.`, (c) => !quoted(c) && `Una mattina ${c.n} si svegliò con una domanda che ronzava come un’ape.`],
    [() => `Era una domanda a cui nessuno in casa sapeva rispondere.`, (c) => `${c.N} pensò e ripensò, ma la risposta non arrivava.`, () => `Sembrava facile, ma non lo era per niente.`],
  ], l: [[(c) => `${c.N} la fece a colazione, nella vasca da bagno e di nuovo all’ora di dormire. Certe domande sono così: quando cominci a pensarci, non riesci più a smettere.`]] },
  'fo.grown': { m: [
    [(c) => `Così ${c.n} andò a chiederlo ${c.g.al}.`, (c) => `${c.N} portò la domanda ${c.g.al}.`],
    [(c) => `«Non lo so», disse ${c.g.n}, «ma possiamo scoprirlo insieme».`, (c) => `${c.g.N} ci pensò un po’. «Non lo so con certezza. Scopriamolo!»`],
  ], l: [[(c) => `«Nessuno sa tutto», disse ${c.g.n}, «nemmeno i grandi. Quando non sappiamo una cosa, possiamo osservare, pensare, provare e chiedere a chi l’ha studiata».`]] },
  'fo.look': { m: [
    [() => `Prima di tutto guardarono con molta attenzione.`, () => `Presero una lente d’ingrandimento e andarono a osservare.`],
    [(c) => `${c.N} notò cose che nessuno aveva notato prima.`, () => `Scrissero su un quaderno tutto quello che vedevano.`],
  ], l: [[(c) => `Gli scienziati cominciano sempre osservando con cura. ${c.N} fece dei disegnini e scrisse quando e dove succedeva ogni cosa, perché tanti piccoli indizi possono fare una grande risposta.`]] },
  'fo.guess': { m: [
    [() => `Poi ognuno pensò a una risposta possibile.`, (c) => `${c.N} scrisse un’idea, e ${c.g.n} ne scrisse un’altra.`],
    [() => `Un’idea è un buon inizio, purché la controlli.`, () => `Nessuno sapeva ancora quale idea fosse giusta.`],
  ], l: [[() => `Gli scienziati chiamano ipotesi un’idea pensata con cura. Non deve per forza essere giusta: è qualcosa da mettere alla prova. Scoprire che un’idea non funziona è comunque scoprire qualcosa.`]] },
  'fo.try': { m: [
    [() => `Poi inventarono una piccola prova per controllare un’idea.`, () => `Fecero un esperimento piccolo piccolo, giusto per vedere.`],
    [() => `Un’idea non funzionò, e anche questo servì.`, () => `Alcune cose andarono come si aspettavano, e altre no.`],
  ], l: [[(c) => `Rifecero la prova tre volte, per essere sicuri che non fosse un caso. Ogni volta ${c.n} scrisse esattamente che cosa succedeva, anche le cose più sorprendenti.`]] },
  'fo.twist': { m: [
    [(c) => `«Chi potrebbe sapere la risposta?», chiese ${c.n}.`, (c) => `${c.N} ebbe un’idea: scrivere a qualcuno che studia domande come questa.`],
    [() => `Scrissero una lettera a una scienziata di un museo.`, () => `Trovarono un esperto e gli mandarono un messaggio con la domanda.`],
  ], l: [[(c) => `Nella lettera ${c.n} spiegò la domanda, raccontò che cosa avevano osservato e provato, e chiese aiuto con gentilezza. Gli scienziati ricevono spesso lettere da bambini curiosi, e a molti piace tantissimo rispondere.`]] },
  'fo.library': { m: [
    [() => `Poi andarono in biblioteca.`, () => `In biblioteca cercarono dei libri sull’argomento.`],
    [() => `La bibliotecaria li aiutò a trovare lo scaffale giusto.`, () => `Un libro aveva una parte della risposta, e un disegno che aiutava.`],
  ], l: [[(c) => `Le biblioteche conservano quello che le persone hanno scoperto in centinaia di anni. ${c.N} imparò che anche gli scienziati famosi avevano cominciato con domande senza risposta, e avevano continuato a chiedere finché non l’avevano trovata.`]] },
  'fo.end': { m: [
    [() => `Non sapevano ancora tutto, e andava bene così.`, () => `Avevano scoperto alcune cose, e ce n’erano altre da scoprire.`],
    [(c) => asked(c) && `La domanda ${asked(c)} è ancora scritta sulla prima pagina del quaderno, e aspetta la sua risposta intera.`,
      (c) => about(c) && `${c.N} vuole ancora sapere ${about(c)}, e continuerà a cercare.`,
      (c) => `«Continueremo a cercare», disse ${c.n}, «e chiederemo anche a un esperto».`, (c) => `${c.N} scrisse la domanda in cima a una pagina nuova, pronta per il seguito.`],
  ], l: [[(c) => `Certe domande si risolvono in un giorno, altre in un anno e altre in una vita intera. ${c.N} chiuse il quaderno pieno di disegni, idee e qualche risposta, e sorrise: scoprire le cose insieme era la parte più bella.`]] },
};

export const FIND_OUT_TITLES: Record<string, Part<It>> = {
  'question-find-out': [(c) => `${c.N} vuole sapere`, () => `Scopriamolo insieme`, (c) => `${c.N} e la grande domanda`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<It>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} chiede ${asked(c)} e parte alla scoperta, passo dopo passo, insieme ${c.g.al}.`
      : about(c) ? `${c.N} vuole sapere ${about(c)} e parte alla scoperta, passo dopo passo, insieme ${c.g.al}.`
        : `${c.N} ha una grande domanda e parte alla scoperta, passo dopo passo, insieme ${c.g.al}.`),
  ],
};
