// More ways to say the beats most books share (the wish arc, the quiet interludes, siblings, grief, the dentist and
// two homes), so two heroes with the same tone and age rarely tell the same sentence word for word.
import type { BeatText, Line } from '../pack';
import { prep, type It } from './context';

type Lines = ReadonlyArray<ReadonlyArray<Line<It>>>;
type More = Record<string, { m?: Lines; l?: Lines }>;

const o = (c: It) => (c.f ? 'a' : 'o');
const at = (c: It) => c.home;
/** The hero's first mention, saying what a named vehicle, animal or toy is: "un piccolo trattore di nome Paco". */
const intro = (c: It) => (c.named && !c.person ? `${c.what} di nome ${c.n}` : c.a);
const go = (c: It) => (c.gone!.f ? 'a' : 'o');

export const MORE: More = {
  'arc.open': {
    m: [
      [(c) => `Questa è la storia di ${intro(c)}, che viveva ${at(c)}.`, (c) => (c.where ? `Lì, ${at(c)}, viveva ${intro(c)}.` : `${at(c).charAt(0).toUpperCase()}${at(c).slice(1)} viveva ${intro(c)}.`), (c) => `Non tanto tempo fa, ${at(c)}, viveva ${intro(c)}.`],
      [() => `Inventava canzoni su tutto.`, () => `Amava le mattine tranquille e i pomeriggi lunghi.`, () => `Aveva sempre una domanda nuova sulla punta della lingua.`, () => `Le giornate erano piene di risate e di piccoli lavori.`, (c) => `Era ${c.x('curios')}, allegr${o(c)} e un po’ testard${o(c)}.`],
    ],
    l: [[(c) => `Ogni mattina ${c.n} salutava il sole dalla finestra e pensava a che cosa avrebbe fatto quel giorno. Quasi sempre aveva un piano, e quasi mai andava come previsto.`, (c) => `La sera, prima di dormire, ${c.n} ripassava tutta la giornata: quello che era andato bene, quello che era andato così così e quello che voleva provare domani.`, (c) => `Nessuno ${c.where ?? 'in casa'} si alzava presto come ${c.n}, né guardava le cose con tanta attenzione.`]],
  },
  'arc.want': {
    m: [
      [(c) => c.to && (!c.trouble && `C’era una cosa che ${c.n} desiderava con tutto il cuore: ${c.to}.`), (c) => c.to && (!c.trouble && `Da tanto tempo ${c.n} sognava di ${c.to}.`), (c) => c.trouble && `C’era una cosa che preoccupava ${c.n}: ${c.trouble}.`],
      [(c) => c.wish && `Quel desiderio faceva il solletico al cuore.`, (c) => c.wish && `Ci pensava di giorno e lo sognava di notte.`, (c) => c.wish && `Lo raccontava a chiunque avesse voglia di ascoltare.`, (c) => c.wish && `Solo a pensarci, gli occhi brillavano.`, (c) => c.wish && `Lo disegnava su ogni foglio che trovava.`, (c) => c.wish && `Era un desiderio grande, quasi più grande di chi lo aveva.`],
    ],
    l: [[(c) => c.wish && `A volte chiudeva gli occhi e immaginava di avercela già fatta. Era una sensazione così bella che veniva voglia di cominciare subito.`, (c) => c.wish && `Lo raccontò alle nuvole, al vento e agli uccellini, e a nessuno sembrò una sciocchezza. Questo diede coraggio.`, (c) => c.body && `Fece una lista di tutto quello che serviva, la piegò con cura e la mise in tasca, per sicurezza.`]],
  },
  'arc.go': {
    m: [
      [(c) => `All’alba ${c.n} uscì senza far rumore.`, (c) => `Con il cuore che batteva forte, ${c.n} fece il primo passo.`, (c) => `Un bel giorno ${c.n} decise che era ora di provarci.`],
      [() => `C’era profumo d’erba e d’avventura.`, () => `Il mondo sembrava enorme e pieno di promesse.`, () => `Ogni passo avvicinava un pochino di più.`, () => `Un uccellino fece un pezzo di strada insieme.`],
    ],
    l: [[(c) => c.body && `Nello zaino c’erano un panino, una borraccia e tanta voglia di andare. Non serviva altro per cominciare, pensò ${c.n}, mentre la strada si allungava davanti.`, () => `All’inizio tutto era conosciuto: il sentiero, gli alberi, i sassi di sempre. Poi, piano piano, cominciarono ad apparire cose mai viste, e ogni cosa era da guardare con gli occhi spalancati.`]],
  },
  'arc.hard': {
    m: [
      [() => `Presto le cose si complicarono.`, () => `Ma non era facile come sembrava.`, () => `Il sentiero si riempì di sassi e di pozzanghere.`, () => `A un certo punto tutto andò storto.`, (c) => `Niente andava come ${c.n} aveva immaginato.`, () => `Il primo tentativo andò malissimo.`],
      [(c) => `${c.N} fece un sospiro lunghissimo.`, () => `Veniva voglia di piangere.`, () => `Tutto sembrava troppo difficile.`],
    ],
    l: [[(c) => `Piovve un po’, poi tanto, e poi uscì un sole timido. ${c.N} si asciugò la faccia, guardò il cielo e decise che un po’ di pioggia non l’avrebbe fermat${o(c)}.`, (c) => `${c.N} si sedette su un sasso e si voltò a guardare. Aveva fatto tanta strada, più di quanto credesse. Forse ce l’avrebbe fatta anche per il pezzo che mancava.`]],
  },
  'arc.help': {
    m: [
      [(c) => `Proprio allora arrivò ${c.g.n}.`, () => `Una vecchia tartaruga saggia si fermò ad ascoltare.`, () => `Uno scoiattolo sbucò da un ramo con un’idea.`],
      [() => `A volte basta una mano tesa.`, () => `Due teste pensano meglio di una sola.`, () => `Con un aiuto, la strada sembrava più corta.`],
    ],
    l: [[(c) => `Insieme guardarono il problema da ogni lato, come si fa con un sasso strano trovato per terra. E a un certo punto ${c.n} vide una cosa che prima non aveva notato.`]],
  },
  'arc.turn': {
    m: [
      [(c) => `${c.N} strinse i denti e ricominciò.`, (c) => `Con calma, ${c.n} provò ancora.`, (c) => `${c.N} si rialzò, si scosse la polvere di dosso e riprovò.`],
      [() => `Questa volta andava meglio.`, () => `Pian piano, le cose cominciarono a girare per il verso giusto.`, () => `Ogni tentativo insegnava qualcosa.`],
    ],
    l: [[(c) => `${c.N} si ricordò di tutte le volte in cui una cosa era sembrata impossibile, e poi non lo era stata. Allacciare le scarpe. Fischiare. Andare in bici. Anche questa, pensò, era solo una cosa che non aveva ancora imparato.`]],
  },
  'arc.reach': {
    m: [
      [(c) => c.did && `E così, un passo dopo l’altro, ${c.n} ${c.did}.`, (c) => c.wish && (c.did && (`Finalmente, proprio come sognava, ${c.n} ${c.did}.`))],
      [(c) => `Il cuore ${c.di} batteva di felicità.`, () => `Era tutto vero!`, () => `Che meraviglia!`],
    ],
    l: [[() => `Per un lungo momento rimase lì, senza dire niente, a godersi la sensazione. Non era soltanto bello. Era bello perché era stato difficile.`]],
  },
  'arc.end': {
    m: [
      [(c) => `Quando il sole tramontò, ${c.n} era di nuovo a casa.`, (c) => `Quella sera ${c.g.n} volle sapere tutto, e ${c.n} raccontò ogni cosa.`, (c) => c.body && `Più tardi, sotto le coperte, ${c.n} sorrideva ancora.`],
      [() => `A volte i sogni grandi cominciano con un passo piccolo.`, () => `Che giornata!`, () => `Il coraggio era stato lì dentro per tutto il tempo.`],
    ],
    l: [[(c) => `${c.N} sapeva che ci sarebbero stati altri giorni difficili. Ma adesso sapeva anche un’altra cosa: che le cose difficili si possono fare, un passo alla volta, e che non si è mai davvero da soli.`]],
  },

  'i.notice': { m: [[(c) => `${c.N} ${c.v('trovò', 'trovarono')} una piuma sul sentiero.`, () => `Una farfalla si posò lì vicino.`], [() => `Era leggera come un soffio.`, () => `Era bello accorgersi delle piccole cose.`]] },
  'i.talk': { m: [[(c) => `${c.g.N} si sedette accanto e chiese come andava.`, (c) => `Quella sera ${c.n} e ${c.g.n} chiacchierarono a lungo.`], [() => `Certe cose, a dirle, diventano più leggere.`, () => `Parlare insieme scaldava il cuore.`]] },
  'i.rest': { m: [[() => `Era ora di fermarsi un pochino.`, (c) => `${c.N} si ${c.v('sdraiò', 'sdraiarono')} sull’erba a guardare il cielo.`], [() => `Anche i più forti hanno bisogno di una pausa.`, () => `Un po’ di riposo e una merenda facevano bene.`]] },
  'i.think': { m: [[(c) => `${c.N} ${c.v('appoggiò', 'appoggiarono')} il mento sulle mani e ${c.v('pensò', 'pensarono')}.`, () => `C’era un pensiero nuovo che girava in testa.`], [() => `Pensare con calma aiuta a capire.`, () => `A volte la risposta arriva piano piano.`]] },
  'i.small': { m: [[(c) => `${c.N} ${c.v('fece', 'fecero')} una collanina di margherite.`, (c) => `${c.N} ${c.v('fischiettò', 'fischiettarono')} una melodia.`], [() => `Un momento piccolo, ma bellissimo.`, () => `Certe gioie stanno in una tasca.`]] },
  'i.window': { m: [[() => `Dalla finestra si vedeva tutto il cortile.`, () => `Sul vetro scendeva una goccia, lenta lenta.`], [() => `Fuori, il mondo andava avanti tranquillo.`, () => `Un gatto attraversava il muretto.`]] },
  'i.hand': { m: [[(c) => `${c.g.N} strinse forte ${c.n} in un abbraccio.`, (c) => `${c.N} e ${c.g.n} restarono vicini vicini.`], [() => `Un abbraccio dice tante cose.`, () => `Insieme, tutto era più semplice.`]] },
  'i.tomorrow': { m: [[() => `Domani sarebbe stato un altro giorno.`, (c) => `${c.N} ${c.v('chiuse', 'chiusero')} gli occhi e ${c.v('immaginò', 'immaginarono')} il giorno dopo.`], [() => `Chissà che cosa sarebbe successo.`, () => `Ogni giorno porta qualcosa di nuovo.`]] },

  'sib.open': { m: [[(c) => `In casa ${c.di} ogni cosa aveva il suo posto.`, (c) => `${c.N} era abituat${o(c)} ad avere tutta la casa per sé.`], [() => `Le giornate erano sempre uguali, e andava benissimo così.`, () => `Non mancava niente, o almeno così sembrava.`]] },
  'sib.news': { m: [[(c) => `Una mattina, a colazione, ${c.g.n} diede una grande notizia: in famiglia stava per arrivare un bebè.`, (c) => `Un pomeriggio ${c.g.n} mostrò una foto in bianco e nero. «Questo è il bebè, ancora nella pancia», disse.`], [(c) => `${c.N} rimase a bocca aperta.`, (c) => `${c.N} fece mille domande.`]] },
  'sib.wait': { m: [[() => `Piano piano la casa si riempì di cose piccole piccole.`, () => `Montarono insieme il lettino nuovo.`], [() => `I vestitini sembravano fatti per le bambole.`, () => `La pancia diventava ogni giorno più rotonda.`]] },
  'sib.worry': { m: [[(c) => `Un giorno ${c.n} rimase in silenzio per un bel po’.`, (c) => `Una sera ${c.n} non riusciva ad addormentarsi.`], [() => `E se il bebè prendesse tutti gli abbracci?`, () => `Il cuore era pieno di domande.`]] },
  'sib.arrive': { m: [[() => `Un giorno d’autunno, finalmente, il bebè arrivò.`, () => `Dall’ospedale arrivò una telefonata: il bebè era nato!`], [() => `Era piccolissimo e avvolto in una copertina gialla.`, () => `Aveva un ciuffetto di capelli e le guance rosa.`]] },
  'sib.help': { m: [[(c) => `${c.N} mise i calzini al bebè, uno dopo l’altro.`, (c) => `${c.N} scelse il pigiamino del bebè.`], [() => `Il bebè gorgogliò, contento.`, () => `Aiutare era proprio bello.`]] },
  'sib.love': { m: [[() => `Quella sera ci fu un momento speciale, solo per loro due.`, (c) => `${c.g.N} guardò ${c.n} negli occhi e sorrise.`], [() => `Nel cuore c’era posto per tutti.`, () => `L’amore non finisce mai.`]] },
  'sib.end': { m: [[(c) => `Adesso, quando il bebè piange, ${c.n} canta la sua canzone.`, () => `La famiglia adesso è più grande, e anche più rumorosa.`], [() => `E il bebè ride ogni volta che sente quella canzone.`, () => `Insieme sono una squadra.`]] },

  'two.open': { m: [[(c) => `${c.N} va e viene tra due case.`, (c) => `La settimana ${c.di} è divisa tra due case.`], [() => `In ognuna c’è un angolo tutto suo.`, () => `Due porte, due chiavi, e lo stesso bene.`]] },
  'two.why': { m: [[(c) => `Un giorno mamma e papà parlarono con ${c.n}, con voce calma.`, () => `Mamma e papà non abitano più insieme.`], [() => `«Questo non cambierà mai quanto ti vogliamo bene», dissero.`, () => `Era difficile da capire, e andava bene fare domande.`]] },
  'two.mum': { m: [[() => `Da mamma si fanno le torte la domenica.`, () => `Da mamma c’è un balcone pieno di fiori.`], [() => `La sera si legge insieme sul divano.`, () => `Mamma conosce tutte le canzoni.`]] },
  'two.dad': { m: [[() => `Da papà si fa la pizza il venerdì.`, () => `Da papà c’è un cane che scodinzola sempre.`], [() => `Papà racconta barzellette terribili.`, () => `Si fanno le costruzioni sul tappeto.`]] },
  'two.bag': { m: [[(c) => `Il lunedì ${c.n} cambia casa.`, () => `C’è una scatola dei tesori che viaggia sempre.`], [() => `Dentro c’è tutto quello che serve.`, () => `Così niente di importante resta indietro.`]] },
  'two.love': { m: [[() => `Mamma manda baci per telefono.`, () => `Papà chiama tutte le sere per la buonanotte.`], [() => `Il bene arriva in tutte e due le case.`, () => `Lontano o vicino, l’amore c’è.`]] },
  'two.end': { m: [[() => `Mamma e papà vivono separati, ma il bene resta insieme.`, (c) => `${c.N} ha due case e un cuore pieno.`], [() => `E questo basta.`, () => `Casa è dove si è amati.`]] },

  'den.open': { m: [[() => `Oggi c’è il controllo dei denti.`, (c) => `${c.N} si guardò i denti allo specchio.`], [() => `Brillavano, ma volevano una visita.`, () => `Il dentista li avrebbe contati tutti.`]] },
  'den.worry': { m: [[(c) => `Andando dal dentista, ${c.n} era silenzios${o(c)}.`], [(c) => `«Io resto qui vicino», disse ${c.g.n}.`]] },
  'den.chair': { m: [[() => `Nello studio il dentista mostrò la poltrona.`], [() => `C’era anche un acquario con un pesce rosso.`]] },
  'den.count': { m: [[() => `Il dentista contava: uno, due, tre, fino a venti.`], [() => `Ogni dente era al suo posto.`]] },
  'den.clean': { m: [[() => `Poi arrivò il dentifricio alla menta.`], [() => `Fresco fresco in bocca!`]] },
  'den.end': { m: [[() => `Il dentista batté il cinque.`], [() => `Denti puliti, sorriso lucente!`]] },

  'pet.open': { l: [[(c) => `Con ${c.gone!.n} in casa, nessuno era mai solo. C’era sempre qualcuno che aspettava, qualcuno che ascoltava, qualcuno con cui stare in silenzio.`]] },
  'pet.news': { l: [[(c) => `«Dov’è adesso?», ${c.v('chiese', 'chiesero')} ${c.n}. ${c.g.N} rispose piano che il corpo ${prep('di', c.gone!.n)} si era fermato per sempre, e che era normale sentirsi così tristi.`]] },
  'pet.feel': { l: [[(c) => `Era di sera che mancava di più. Nessun rumore di zampe sul pavimento, nessun respiro tranquillo ai piedi del letto. ${c.N} ${c.v('si stringeva', 'si stringevano')} alla coperta, e ${c.g.n} restava vicino.`]] },
  'pet.ask': { l: [[(c) => `«Possiamo prenderne un altro?», ${c.v('chiese', 'chiesero')} ${c.n}. «Forse un giorno», disse ${c.g.n}. «Ma nessuno prenderà il posto ${prep('di', c.gone!.n)}. Ognuno ha il suo posto nel cuore».`]] },
  'pet.twist': { l: [[(c) => `${c.N} si ${c.v('sedette', 'sedettero')} per terra con la pallina in mano. Era ancora un po’ mordicchiata. Era strano come una cosa così piccola potesse far sentire tanto ${c.gone!.n} vicin${go(c)} e tanto lontan${go(c)} insieme.`]] },
  'pet.remember': { l: [[(c) => `Ognuno scelse la sua foto preferita ${prep('di', c.gone!.n)}. C’era quella nella neve, quella sul divano e quella con il muso sporco di terra. Le misero tutte in fila sul tavolo.`]] },
  'pet.make': { l: [[(c) => `Sul coperchio della scatola scrissero il nome ${prep('di', c.gone!.n)} a lettere grandi e colorate, e intorno disegnarono tanti cuori.`]] },
  'pet.end': { l: [[(c) => `I fiori crebbero piano piano. Ogni volta che ne spuntava uno nuovo, ${c.n} ${c.v('diceva', 'dicevano')}: «Guarda, ${c.gone!.call}». E sembrava quasi di sentire una risposta nel vento.`]] },
  'gp.open': { l: [[(c) => `Con ${c.gone!.n}, i pomeriggi erano lunghi e lenti: carte da gioco, tè con i biscotti e storie di quando era piccol${go(c)}.`]] },
  'gp.news': { l: [[(c) => `Quella notte ${c.g.n} non lesse la solita storia. Si sedette sul letto e rimase vicino a lungo, senza fretta, finché gli occhi di tutti non furono stanchi.`]] },
  'gp.feel': { l: [[(c) => `In cucina era ancora appeso il grembiule ${prep('di', c.gone!.n)}. Nessuno aveva voglia di toglierlo, e andava bene così.`]] },
  'gp.ask': { l: [[(c) => `«Si ricorderà di ${c.v('me', 'noi')}?», ${c.v('chiese', 'chiesero')} ${c.n}. «Sei ${c.v('stato', 'stati')} una delle cose più belle della sua vita», disse ${c.g.n}. «Questo non si cancella».`]] },
  'gp.twist': { l: [[(c) => `Dentro il cappello c’era un biglietto piegato, con la calligrafia ${prep('di', c.gone!.n)}: una lista della spesa. ${c.N} ${c.v('la lesse', 'la lessero')} e ${c.v('sorrise', 'sorrisero')} tra le lacrime.`]] },
  'gp.remember': { l: [[(c) => `Tirarono fuori la vecchia scatola delle foto. C’era ${c.gone!.n} giovane, con i capelli scuri, e poi più grande, con gli occhiali sul naso. In ogni foto c’era lo stesso sorriso.`]] },
  'gp.make': { l: [[(c) => `Sulla prima pagina incollarono una foto ${prep('di', c.gone!.n)} in giardino. Sotto scrissero: «Ti vogliamo bene». Poi aggiunsero una pagina ogni volta che tornava un ricordo.`]] },
  'gp.end': { l: [[(c) => `Ogni volta che preparavano la sua ricetta, la cucina si riempiva di profumo e di ricordi, e sembrava che ${c.gone!.n} fosse lì, a dire che ci voleva ancora un pizzico di sale.`]] },
};

/** A line for 8–12 readers only: younger pages are filled with feelings and places instead of the longer passages. */
const older = (line: Line<It>): Line<It> => Object.assign((c: It) => c.band === 'older' && line(c), line.key ? { key: line.key } : {});

/** The beats with MORE's variants added to the same parts; their longer passages kept for older readers. */
export function withMore(beats: Record<string, BeatText<It>>): Record<string, BeatText<It>> {
  const out: Record<string, BeatText<It>> = {};
  const join = (own: readonly (readonly Line<It>[])[] | undefined, extra: Lines | undefined) =>
    (own ?? []).map((part, i) => [...part, ...(extra?.[i] ?? [])]);
  for (const [id, beat] of Object.entries(beats)) {
    const more = MORE[id] ?? {};
    out[id] = {
      ...beat, m: join(beat.m, more.m),
      ...(beat.l ? { l: join(beat.l, more.l).map((part) => part.map(older)) } : {}),
    };
  }
  return out;
}
