// Italian beats for the wish or problem arc, and the quiet interludes that stretch any story.
import type { BeatText } from '../pack';
import { prep, type It } from './context';

type T = Record<string, BeatText<It>>;

const at = (c: It) => c.home;
const o = (c: It) => (c.f ? 'a' : 'o');

export const ARC: T = {
  'arc.open': { m: [
    [(c) => `C’era una volta ${c.named && !c.person ? `${c.what} di nome ${c.n}, che` : c.named ? `${c.n}, che` : `${c.a} che`} viveva ${at(c)}.`, (c) => `${c.N} viveva ${at(c)}.`, (c) => c.where && `Ogni giorno, ${c.where}, ${c.n} era ${c.x('indaffarat')} dalla mattina alla sera.`],
    [(c) => c.pal && `${c.pal.f ? 'La sua migliore amica' : 'Il suo migliore amico'} era ${c.pal.n}.`, (c) => c.kin && `${c.kin.N} non era mai lontano.`.replace('lontano', c.kin.f ? 'lontana' : 'lontano'), () => `Aveva un cuore grandissimo e la testa piena di idee.`, () => `Ogni giorno era pieno di piccole cose da fare.`],
  ], l: [[(c) => `Conosceva ogni sentiero e ogni angolo ${c.place ? prep('di', c.place) : 'intorno a casa'}, e gli piaceva guardare il cielo passare dall’azzurro del mattino all’oro della sera. Ma ultimamente aveva cominciato a chiedersi che cosa ci fosse più lontano.`.replace('gli piaceva', `${c.gli} piaceva`), (c) => `Chi conosceva ${c.n} diceva che notava tutto: un fiore nuovo, un suono diverso, un amico che sembrava un po’ triste.`]] },
  'arc.want': { m: [
    [(c) => !c.trouble && !c.to && `Ogni giorno ${c.n} scopriva qualcosa di nuovo${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && c.kin && `${c.N} passava i momenti più belli con ${c.kin.n}.`, (c) => !c.trouble && !c.to && c.pal && `${c.N} e ${c.pal.n} facevano tutto insieme.`, (c) => !c.trouble && !c.to && `Niente${c.where ? ` ${c.where}` : ''} era mai uguale per due giorni di fila, e a ${c.n} piaceva così.`.replace('a il ', 'al ').replace('a lo ', 'allo ').replace('a la ', 'alla ').replace('a l’', 'all’'), (c) => !c.trouble && !c.to && `${c.N} aveva un angolo preferito${c.where ? ` ${c.where}` : ''} e cento domande da fare.`, (c) => c.trouble && `Ma ${c.n} aveva un problema: ${c.trouble}.`, (c) => c.not && `Tutti pensavano che ${c.n} dovesse ${c.not}, ma non ne aveva nessuna voglia.`, (c) => c.to && (!c.trouble && `Più di ogni altra cosa al mondo, ${c.n} voleva ${c.to}.`), (c) => c.trouble && `${c.N} ${c.trouble}, e questo ${c.lo} rendeva ${c.v('triste', 'tristi')}.`],
    [(c) => c.wish && `Voleva tanto ${c.to}.`, (c) => c.say && c.to && `«Un giorno riuscirò ${prep('a', c.to)}», disse.`, (c) => c.wish && `Lo sognava ogni notte.`],
  ], s: [[(c) => c.trouble && !c.wish && `${c.N} ${c.trouble}.`, (c) => !c.trouble && !c.to && `Ogni giorno ${c.n} scopriva qualcosa di nuovo${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && `Niente${c.where ? ` ${c.where}` : ''} era mai uguale per due giorni di fila, e a ${c.n} piaceva così.`.replace('a il ', 'al ').replace('a lo ', 'allo ').replace('a la ', 'alla ').replace('a l’', 'all’'), (c) => !c.trouble && !c.to && `${c.N} aveva un angolo preferito${c.where ? ` ${c.where}` : ''} e cento domande da fare.`, (c) => c.trouble && c.wish && `${c.N} ${c.trouble}. Voleva ${c.to}.`, (c) => c.trouble && !c.wish && c.say && c.to && `${c.N} ${c.trouble}. «Un giorno riuscirò ${prep('a', c.to)}», disse.`, (c) => c.to && (!c.trouble && `${c.N} voleva ${c.to}, più di tutto.`)]],
  l: [[(c) => c.wish && `Ci pensava mentre lavorava e mentre riposava. Il desiderio cresceva ogni giorno, finché non riuscì più a tenerlo dentro.`, (c) => c.wish && `Qualcuno diceva che era impossibile. ${c.N} ascoltava con educazione, e poi pensava: «Vedremo».`]] },
  'arc.go': { m: [
    [(c) => `Così una mattina ${c.n} si mise in cammino.`, (c) => (c.body ? `${c.N} preparò uno zaino e partì.` : c.kind === 'vehicle' ? `${c.N} accese il motore e partì.` : `${c.N} si mise in viaggio.`), (c) => c.pal && `${c.N} e ${c.pal.n} partirono insieme.`, (c) => c.kin && `${c.N} e ${c.kin.n} partirono insieme.`],
    [(c) => `La strada era lunga, ma ${c.n} si sentiva ${c.x('coraggios')}.`, () => `«Si parte!», disse.`, () => `Splendeva il sole, e la strada era libera.`],
  ], l: [[() => `Non sapeva esattamente quanta strada mancasse, né che cosa avrebbe trovato lungo il cammino. Faceva un po’ paura, ed era anche la cosa più emozionante che avesse mai provato.`, (c) => `${c.g.N} salutò con la mano finché ${c.n} non fu solo un puntino lontano. «Sta’ attento», gridò. «E sii coraggioso».`.replace('attento', `attent${o(c)}`).replace('coraggioso', `coraggios${o(c)}`)]] },
  'arc.hard': { m: [
    [(c) => c.to && `Ma ${c.to} era più difficile del previsto.`, (c) => c.trouble && `Non era facile, perché ${c.n} ${c.trouble}.`, () => `Il sentiero era lungo e pieno di buche.`, () => `Presto arrivò un grosso problema.`, (c) => c.lost && `${c.N} cercò ${c.lost.n} dappertutto, ma non riusciva ${prep('a', c.lost.f ? 'trovarla' : 'trovarlo')}.`],
    [(c) => `${c.N} ci provò, e non funzionò.`, (c) => `Si sentì ${c.x('piccol')} e pieno di dubbi.`.replace('pieno', c.x('pien')), () => `Cominciò a soffiare un vento freddo.`],
  ], l: [[(c) => `«Forse era un’idea sciocca», sussurrò. Era ${c.x('stanc')} e aveva il cuore pesante. Ma da qualche parte, dentro, una vocina disse: non ancora.`, (c) => c.to && `${c.N} si sedette a pensare. Arrendersi sarebbe stato facile. Tornare a casa sarebbe stato facile. Ma voleva ancora ${c.to}.`]] },
  'arc.twist': { m: [
    [() => `Poi arrivò un temporale, buio e rumoroso.`, (c) => `Poi la strada si divise in due, e ${c.n} non sapeva da che parte andare.`],
    [(c) => `${c.N} doveva decidere, e in fretta.`, () => `Le cose non erano mai sembrate così difficili.`],
  ], l: [[(c) => `${c.N} si ricordò quello che diceva sempre ${c.g.n}: «Quando non sai la strada, fermati, guarda e ascolta». Così si fermò. Guardò. E ascoltò, finché non sentì qualcosa che indicava la direzione giusta.`, (c) => `Per un momento ebbe voglia di tornare indietro. Poi pensò a tutti quelli che ${c.lo} aspettavano, fece un respiro profondo e scelse la strada più difficile, quella che andava avanti.`]] },
  'arc.help': { m: [
    [(c) => c.pal && `${c.pal.N} venne ad aiutare.`, (c) => c.kin && `${c.kin.N} tese una mano.`, (c) => `Un uccellino gentile mostrò la strada ${prep('a', c.n)}.`, (c) => `${c.g.N} passò di lì con una buona idea.`],
    [() => `«Insieme ce la possiamo fare», disse una voce gentile.`, () => `Insieme, tutto sembrava più facile.`, () => `L’aiuto rende più leggere le cose difficili.`],
  ], l: [[(c) => `«Perché sei venut${c.g.f ? 'a' : 'o'}?», chiese ${c.n}. «Perché è questo che fanno gli amici», fu la risposta. Divisero la merenda e fecero un piano.`]] },
  'arc.turn': { m: [
    [(c) => `${c.N} fece un respiro profondo e ci riprovò.`, (c) => `${c.N} non si arrese.`, (c) => `Questa volta ${c.n} provò in un altro modo.`],
    [() => `Un passo, e poi un altro.`, (c) => `Fu ${c.x('coraggios')}, anche se aveva un po’ di paura.`, () => `Piano piano, cominciò a funzionare.`],
  ], l: [[() => `Questa volta andò piano e con attenzione, pensando a quello che non era andato bene prima. Un errore, capì, è solo una lezione travestita.`, () => `«Posso fare cose difficili», disse ad alta voce, e a dirlo diventò un po’ più vero.`]] },
  'arc.reach': { m: [
    [(c) => !c.did && !c.mended && `E alla fine, tutto${c.where ? ` ${c.where}` : ''} era proprio come doveva essere.`, (c) => !c.did && !c.mended && `A fine giornata, ${c.n} era felice dalla testa ai piedi.`, (c) => !c.did && !c.mended && `Che bella giornata${c.where ? ` ${c.where}` : ''}!`, (c) => c.did && `E alla fine ${c.n} ${c.did}!`, (c) => c.did && `Poi, dopo tanto tempo, ${c.n} ${c.did}.`, (c) => c.mended && !c.wish && `Ora ${c.n} ${c.mended}.`],
    [() => `Fu ancora più bello di come l’aveva sognato.`, (c) => `${c.N} rise di pura gioia.`, () => `Che sensazione meravigliosa!`],
  ], l: [[(c) => `${c.N} rimase ${c.x('ferm')} a guardare tutto con calma, per ricordarlo per sempre: i colori, i suoni, il battito felice del proprio cuore.`]] },
  'arc.end': { m: [
    [(c) => `Quella sera ${c.n} tornò a casa, ${c.x('stanc')} e felice.`, (c) => `${c.N} non vedeva l’ora di raccontarlo a tutti.`, (c) => `A casa, ${c.n} fece un grande sorriso assonnato.`],
    [() => `Tutto è possibile con un cuore coraggioso.`, () => `Fu il giorno più bello di tutti.`, () => `E domani? Chissà che cosa succederà!`],
  ], l: [[(c) => `Più tardi, mentre raccontava tutto ${prep('a', c.g.n)}, ${c.n} capì che la cosa più bella non era stata la fine. Era stata scoprire di poter andare avanti anche quando le cose si facevano difficili.`, (c) => `Quella notte rimase ${c.x('svegli')} un po’, sorridendo nel buio, già pensando alla prossima avventura.`]] },

  'i.notice': { m: [
    [(c) => `${c.N} si ${c.v('fermò', 'fermarono')} un momento e ${c.v('si guardò', 'si guardarono')} intorno.`, () => `Fuori, un uccellino cantava su un ramo.`, () => `Per un po’, tutto fu tranquillo.`],
    [() => `C’erano piccole cose dappertutto: una lumaca, una nuvola, un sasso lucente.`, () => `Era bello fermarsi a guardare.`, () => `Il mondo era pieno di piccole sorprese.`],
  ], l: [[(c) => `È facile tirare dritto quando si ha fretta. Ma quando ${c.n} ${c.v('rallentò', 'rallentarono')}, il mondo sembrò aprirsi, pieno di minuscoli dettagli che nessun altro aveva notato.`]] },
  'i.talk': { m: [
    [(c) => `${c.N} ${c.v('parlò', 'parlarono')} con ${c.g.n} della giornata.`, (c) => `${c.g.N} chiese: «Come ti senti?».`, (c) => `${c.N} ${c.v('raccontò', 'raccontarono')} ${prep('a', c.g.n)} che cosa ${c.v('pensava', 'pensavano')}.`],
    [() => `Dire le cose ad alta voce aiutava.`, (c) => `${c.g.N} ascoltava con attenzione.`, () => `Parlarne rendeva i sentimenti più piccoli.`],
  ], l: [[(c) => `«Non serve avere tutte le risposte», disse ${c.g.n}. «Basta continuare a fare buone domande». ${c.N} ci ${c.v('pensò', 'pensarono')} a lungo.`]] },
  'i.rest': { m: [
    [(c) => `${c.N} si ${c.v('sedette', 'sedettero')} a riposare.`, () => `Ci fu il tempo per bere qualcosa e mangiare un boccone.`, (c) => `${c.N} si ${c.v('riposò', 'riposarono')} un pochino.`],
    [() => `Anche riposare è importante.`, () => `Dopo, tutto sembrava un po’ meglio.`, () => `Poi si poteva ripartire.`],
  ], l: [[(c) => `${c.N} ${c.v('lasciò', 'lasciarono')} che i pensieri galleggiassero come foglie in un ruscello. Dopo un po’ la stanchezza passò, e un’idea nuova cominciò a crescere.`]] },
  'i.think': { m: [
    [(c) => `${c.N} ${c.v('rimase', 'rimasero')} a pensare in silenzio.`, (c) => `${c.N} ${c.v('chiuse', 'chiusero')} gli occhi e ${c.v('pensò', 'pensarono')} intensamente.`, (c) => `${c.N} si ${c.v('ricordò', 'ricordarono')} una cosa che aveva detto ${c.g.n}.`],
    [() => `«Anche i passi piccoli ti portano avanti».`, () => `Pensare aiuta.`, (c) => `«Sei più ${c.x('coraggios')} di quanto credi».`],
  ], l: [[(c) => `A volte la risposta non arriva quando la rincorri. Arriva quando stai fermo e la lasci venire da te. ${c.N} ${c.v('aspettò', 'aspettarono')}, e la risposta arrivò.`]] },
  'i.small': { m: [
    [(c) => `${c.N} ${c.v('canticchiò', 'canticchiarono')} una canzoncina.`, (c) => `${c.N} ${c.v('trovò', 'trovarono')} un sasso liscio e se lo ${c.v('mise', 'misero')} in tasca.`, (c) => `${c.N} ${c.v('contò', 'contarono')} le nuvole nel cielo.`],
    [() => `Le piccole cose possono cambiare tanto.`, () => `Questo fece spuntare un sorriso.`, () => `Fu un bel momento.`],
  ], l: [[(c) => `Non fu un momento grande, ma fu un momento buono, e ${c.n} lo ${c.v('conservò', 'conservarono')} per ricordarlo dopo, come un tesoro in tasca.`]] },
  'i.window': { m: [
    [(c) => `${c.N} ${c.v('guardò', 'guardarono')} fuori dalla finestra per un po’.`, (c) => `${c.N} ${c.v('guardò', 'guardarono')} passare le nuvole.`, (c) => `${c.N} ${c.v('schiacciò', 'schiacciarono')} il naso contro il vetro.`],
    [() => `Il cielo era grande e pieno di forme.`, () => `Una nuvola sembrava un gatto addormentato.`, () => `In lontananza, un uccellino tornava al nido.`],
  ], l: [[(c) => `Guardare fuori dalla finestra ha qualcosa che fa rallentare i pensieri e li rende più chiari. Quando ${c.n} finalmente ${c.v('distolse', 'distolsero')} lo sguardo, dentro tutto sembrava più in ordine.`]] },
  'i.hand': { m: [
    [(c) => `${c.N} ${c.v('tenne', 'tennero')} la mano ${prep('a', c.g.n)} per un po’.`, (c) => `${c.g.N} si sedette vicino ${prep('a', c.n)}.`, (c) => `${c.N} si ${c.v('appoggiò', 'appoggiarono')} ${prep('a', c.g.n)}.`],
    [() => `Non c’era bisogno di dire niente.`, () => `Era bello stare vicini.`, () => `Stare insieme bastava.`],
  ], l: [[(c) => `Ci sono momenti che non hanno bisogno di parole. ${c.N} ${c.v('sentiva', 'sentivano')} il respiro tranquillo ${prep('di', c.g.n)}, e piano piano anche il proprio respiro si calmò, allo stesso ritmo.`]] },
  'i.tomorrow': { m: [
    [(c) => `${c.N} si ${c.v('chiese', 'chiesero')} che cosa avrebbe portato il giorno dopo.`, (c) => `${c.N} ${c.v('pensò', 'pensarono')} ai giorni che sarebbero venuti.`, (c) => `${c.N} ${c.v('fece', 'fecero')} un piccolo piano nella testa.`],
    [() => `Domani è sempre un nuovo inizio.`, (c) => `Un giorno alla volta, diceva sempre ${c.g.n}.`, () => `Era bello avere qualcosa da aspettare.`],
  ], l: [[(c) => `${c.N} non ${c.v('sapeva', 'sapevano')} tutto quello che sarebbe successo, e andava bene così. Nessuno lo sa. Quello che si sapeva bastava per fare il prossimo passettino.`]] },
};
