// Italian beats for fears (dark, monsters, water), sharing, telling the truth and two homes.
import type { BeatText } from '../pack';
import type { It } from './context';

type T = Record<string, BeatText<It>>;

const o = (c: It) => (c.f ? 'a' : 'o');
const pal = (c: It) => c.pal!;
const gf = (c: It) => (c.g.f ? 'a' : 'o');

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Ogni sera, fuori dalla finestra ${c.di}, il cielo diventava buio.`, () => `Quando arrivava la notte, le luci si spegnevano piano piano.`, (c) => `Il buio non piaceva per niente ${c.al}.`],
    [(c) => `E ogni sera ${c.n} aveva un po’ di paura.`, () => `La notte era il momento meno preferito della giornata.`, () => `Avrebbe voluto che il giorno non finisse mai.`],
  ] },
  'dark.out': { m: [
    [() => `Clic! La luce si spense, e tutto diventò buio.`, (c) => `Nel buio, ${c.n} aveva paura.`, () => `La cameretta era buia buia e silenziosa.`],
    [(c) => `${c.N} si tirò la coperta fin sopra il naso.`, () => `«Ho paura del buio», sussurrò.`, () => `Aveva gli occhi spalancati.`],
  ], l: [[() => `Il cuore batteva forte. Ogni rumorino sembrava molto più forte nel buio che di giorno.`, (c) => `«${c.g.N.replace(/^(La|Il|Lo|L’) /, '')}?», chiamò piano. Non voleva fare come i bebè, ma era ${c.x('spaventat')}.`]] },
  'dark.shapes': { m: [
    [() => `Strane forme si muovevano sul muro.`, () => `Qualcosa nell’angolo sembrava un gigante!`, () => `C’era un’ombra lunga e scura vicino alla porta.`],
    [(c) => `${c.N} trattenne il respiro.`, () => `Sarà stato qualcosa di spaventoso?`, () => `Non aveva il coraggio di guardare.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.g.N} arrivò con una torcia.`, (c) => `${c.g.N} si sedette sul letto e accese una lucina.`, (c) => `${c.g.N} diede ${c.al} una torcia tutta sua.`],
    [(c) => `«Il buio è solo la notte che riposa», disse ${c.g.n}.`, (c) => `«Tutto quello che c’è nel buio è lo stesso che c’è di giorno», disse ${c.g.n}.`, (c) => `«Guardiamo insieme», disse ${c.g.n}.`],
  ], l: [[(c) => `«Avere paura del buio è normalissimo», disse ${c.g.n}. «Gli occhi non vedono molto, così la testa riempie i buchi con le storie. Andiamo a vedere che cosa c’è davvero».`, (c) => `«Quando ero piccol${gf(c)}, anch’io avevo paura», disse ${c.g.n}. «Così ho fatto amicizia con la notte. Ti faccio vedere come?»`]] },
  'dark.twist': { m: [
    [() => `Poi qualcosa scricchiolò nel buio!`, () => `Poi la torcia tremolò e si spense.`],
    [(c) => `${c.N} rimase ${c.v('immobile', 'immobili')} come una statua.`, () => `Il cuore batteva velocissimo.`],
  ], l: [[(c) => `${c.N} respirò piano, come ${c.gli} aveva insegnato ${c.g.n}: aria dal naso, aria dalla bocca. Lo scricchiolio tornò. Era solo la vecchia casa che si sistemava per la notte.`, (c) => `${c.N} contò fino a cinque e cercò la lucina a tentoni. Clic. Tutto era esattamente dov’era prima.`]] },
  'dark.look': { m: [
    [(c) => `${c.N} puntò la torcia sul gigante. Era solo un cappotto!`, () => `L’ombra lunga era solo una sedia.`, () => `La forma spaventosa era solo il suo pupazzo.`],
    [(c) => `${c.N} rise.`, (c) => `«Ciao, sedia», disse ${c.n}.`, () => `Alla fine, nel buio non c’era niente di cui avere paura.`],
  ] },
  'dark.stars': { m: [
    [(c) => `Poi ${c.n} guardò fuori dalla finestra.`, () => `Il cielo buio era pieno di stelle.`, () => `La luna brillava come una lucina da notte.`],
    [() => `Senza il buio, le stelle non si vedono.`, () => `Le stelle scintillavano, come amiche che danno la buonanotte.`, () => `Il buio era morbido e pieno di lucine.`],
  ], l: [[(c) => `«Le stelle ci sono anche di giorno», disse ${c.g.n}. «Ma le vediamo solo quando è buio. È il buio che le fa uscire».`, (c) => `${c.N} contò le stelle finché non perse il conto. Adesso la notte non sembrava vuota. Sembrava piena.`]] },
  'dark.end': { m: [
    [(c) => `Ora ${c.n} è ${c.x('coraggios')} anche al buio.`, (c) => `${c.N} diede la buonanotte alle stelle.`, (c) => `Ora ${c.n} non ha più paura del buio.`],
    [() => `Tiene la torcia vicino, per sicurezza.`, () => `Il buio è solo la notte che riposa.`, () => `Buonanotte, buio.`],
  ] },

  'mon.open': { m: [
    [(c) => `All’ora della nanna, ${c.n} sentì un rumore.`, (c) => `${c.N} era ${c.x('sicur')} che sotto il letto ci fosse un mostro.`, (c) => `Ogni sera ${c.n} cercava i mostri.`],
    [() => `Aveva paura di mettere i piedi per terra.`, () => `Saltava sul letto da lontanissimo.`, () => `«I mostri escono di notte», pensava.`],
  ] },
  'mon.noise': { m: [
    [() => `Grat, grat! C’era qualcosa sotto il letto.`, () => `Bum! Un rumore venne da sotto il letto.`, () => `Un fruscio arrivò dall’angolo buio.`],
    [(c) => `${c.N} aveva tantissima paura.`, () => `«Un mostro!», sussurrò.`, (c) => `${c.N} si nascose sotto le lenzuola.`],
  ] },
  'mon.scared': { m: [
    [(c) => `${c.N} chiamò ${c.g.n}.`, (c) => `«C’è un mostro sotto il mio letto!», gridò ${c.n}.`, (c) => `${c.N} era troppo ${c.x('spaventat')} per muoversi.`],
    [(c) => `${c.g.N} arrivò subito.`, (c) => `«Facciamoci coraggio insieme», disse ${c.g.n}.`, (c) => `${c.g.N} ${c.gli} prese la mano.`],
  ], l: [[(c) => `«I mostri sono fatti di preoccupazioni», disse ${c.g.n}. «E le preoccupazioni si rimpiccioliscono quando le guardi alla luce».`, (c) => `«Com’è il tuo mostro?», chiese ${c.g.n}. «Grande», disse ${c.n}. «Con i denti». «Mmm», disse ${c.g.n}. «Andiamo a vedere».`]] },
  'mon.look': { m: [
    [(c) => `${c.N} prese la torcia e guardò sotto il letto.`, (c) => `Piano piano, con coraggio, ${c.n} sollevò la coperta.`, (c) => `${c.N} illuminò l’angolo buio.`],
    [() => `La mano tremava un po’, ma guardò.`, () => `Uno, due, tre… si guarda!`, () => `Che cosa avrebbe trovato?`],
  ] },
  'mon.twist': { m: [
    [() => `Poi un’ombra enorme con gli artigli salì sul muro!`, () => `Poi qualcosa di peloso sfiorò la mano!`],
    [(c) => `${c.N} lanciò uno strillo.`, () => `Per poco non scappò via.`],
  ], l: [[(c) => `Ma si fece coraggio e guardò di nuovo. Gli artigli erano i rami dell’albero di fuori, mossi dal vento. ${c.N} salutò con la mano, e l’ombra salutò a sua volta.`, () => `Era solo la pantofola pelosa persa la settimana prima. «Eri nascosta qui!», disse, e non riusciva a smettere di ridere.`]] },
  'mon.found': { m: [
    [() => `Nessun mostro. Solo calzini e una macchinina persa!`, () => `Sotto il letto c’erano libri, polvere e un calzino.`, () => `Il mostro era solo un mucchio di vestiti.`],
    [(c) => `${c.N} rise di gusto.`, (c) => `«Qui non ci sono mostri», disse ${c.n}.`, (c) => `Si sentì ${c.x('coraggios')} e un po’ ${c.x('sciocc')}.`],
  ] },
  'mon.draw': { m: [
    [(c) => `${c.N} disegnò un mostro simpatico.`, (c) => `${c.N} immaginò un mostro a pois con un cappello buffo.`, (c) => `${c.N} inventò un mostro buono che fa la guardia alla cameretta.`],
    [() => `Aveva un grande sorriso e neanche un dente.`, () => `Si chiamava Signor Batuffolo.`, () => `E lui aveva paura dei bambini!`],
  ] },
  'mon.end': { m: [
    [(c) => `Ora ${c.n} dorme con il disegno vicino al letto.`, (c) => `Ora ${c.n} è ${c.x('coraggios')}.`, (c) => `Ora ${c.n} non ha più paura dei mostri.`],
    [() => `Buonanotte, mostro simpatico.`, () => `Se sente un rumore, guarda e controlla.`, (c) => `Dormi bene, ${c.x('coraggios')}.`],
  ] },

  'wat.open': { m: [
    [(c) => `${c.N} aveva paura dell’acqua.`, (c) => `${c.N} guardava volentieri l’acqua, ma da lontano.`, (c) => `Oggi ${c.n} aveva lezione di nuoto ${c.water === 'il lago' ? 'al lago' : c.water === 'il mare' ? 'al mare' : 'in piscina'}.`],
    [() => `L’acqua sembrava grande e profonda.`, () => `Non voleva nuotare.`, () => `L’acqua sulla faccia faceva paura.`],
  ] },
  'wat.scared': { m: [
    [(c) => `${c.water === 'il lago' ? 'Al lago' : c.water === 'il mare' ? 'Al mare' : 'In piscina'}, ${c.n} restò sul bordo.`, (c) => `${c.N} stringeva forte la mano ${c.g.di}.`, (c) => `L’acqua schizzò, e ${c.n} fece un passo indietro.`],
    [() => `«Ho paura», disse.`, (c) => `«Possiamo andare piano piano», disse ${c.g.n}.`, () => `La pancia tremava.`],
  ], l: [[(c) => `«È normale avere paura dell’acqua», disse ${c.g.n}. «È nuova e si muove. Andremo un passo alla volta, e puoi fermarti quando vuoi».`, (c) => `Gli altri bambini sguazzavano e gridavano. ${c.N} voleva sentirsi come loro, ma le gambe non si muovevano.`]] },
  'wat.toes': { m: [
    [(c) => `Prima ${c.n} mise dentro le dita dei piedi.`, (c) => `${c.N} si sedette sul bordo e mosse i piedi.`, (c) => `Plic! ${c.N} toccò l’acqua con una mano.`],
    [() => `L’acqua era freschina.`, () => `Faceva il solletico.`, () => `Non era poi così male.`],
  ] },
  'wat.hold': { m: [
    [(c) => `Poi ${c.n} diede le mani ${c.g.al} ed entrò in acqua.`, (c) => `${c.g.N} tenne ${c.n} in acqua.`, (c) => `L’istruttore di nuoto diede ${c.al} i braccioli.`],
    [(c) => `«Ti tengo io», disse ${c.g.n}.`, () => `L’acqua arrivava alla pancia.`, (c) => `${c.N} si sentiva al sicuro.`],
  ] },
  'wat.twist': { m: [
    [(c) => `Poi un grande schizzo arrivò dritto in faccia ${c.al}!`, () => `Poi un piede scivolò, e l’acqua entrò nel naso.`],
    [(c) => `${c.N} tossì e volle uscire.`, () => `«Voglio smettere!», pianse.`],
  ], l: [[(c) => `Si sedettero un po’ sui gradini, avvolti in un asciugamano. «Va bene fermarsi», disse ${c.g.n}. Quando ${c.n} fu ${c.x('pront')}, tornò in acqua, solo fino al primo gradino.`, (c) => `«Fai le bolle», disse l’istruttore. «L’acqua non può entrare nel naso se soffi». ${c.N} provò. Blub, blub, blub. Funzionava!`]] },
  'wat.float': { m: [
    [(c) => `${c.N} si sdraiò all’indietro e galleggiò come una stella marina.`, (c) => `Con i braccioli, ${c.n} riusciva a galleggiare!`, (c) => `${c.N} fece le bolle nell’acqua.`],
    [(c) => `L’acqua ${c.lo} teneva su.`, () => `«Guardami!», disse.`, (c) => `Era davvero ${c.x('coraggios')}.`],
  ] },
  'wat.kick': { m: [
    [(c) => `Calcia, calcia, calcia! ${c.N} nuotò un pochino.`, (c) => `${c.N} mosse le gambe e andò avanti.`, (c) => `${c.N} sguazzò e rise.`],
    [() => `Adesso l’acqua era divertente.`, (c) => `${c.g.N} batté le mani.`, () => `Voleva rifarlo subito.`],
  ] },
  'wat.end': { m: [
    [(c) => `Ora ${c.n} adora l’acqua.`, (c) => `Ora ${c.n} non ha più paura dell’acqua.`, (c) => `${c.N} sa già nuotare un pochino, e questo è coraggio.`],
    [() => `La settimana prossima, un’altra lezione di nuoto!`, () => `Essere coraggiosi non vuol dire non avere paura. Vuol dire provarci.`, () => `Splash, splash, che bello!`],
  ] },

  'sh.open': { m: [
    [(c) => `${c.N} e ${pal(c).n} amavano giocare insieme.`, (c) => `${c.N} e ${pal(c).n} avevano una scatola piena di giocattoli.`, (c) => `${c.N} giocava con ${pal(c).n} tutti i giorni.`],
    [() => `Quasi sempre era divertente.`, () => `Ma certi giorni tutti e due volevano lo stesso giocattolo.`, () => `Ma c’era un giocattolo che a tutti e due piaceva più di tutti.`],
  ], l: [[() => `Avevano colori preferiti diversi, canzoni preferite diverse e idee diverse su quasi tutto. Ma a tutti e due piaceva costruire, e a tutti e due piaceva lo stesso camion rosso, ed è lì che cominciò il pasticcio.`]] },
  'sh.want': { m: [
    [() => `Un giorno tutti e due volevano il camion rosso.`, (c) => `${c.N} afferrò il giocattolo. «È mio!»`, (c) => `${pal(c).N} prese il giocattolo. «È mio!»`],
    [(c) => `«No, è mio!», disse ${pal(c).n}.`, () => `Tutti e due tiravano e tiravano.`, () => `Nessuno voleva mollarlo.`],
  ], l: [[(c) => `Ognuno era sicuro che fosse giusto tenerlo. ${c.N} l’aveva visto per prim${o(c)}. ${pal(c).N} ci giocava da più tempo. Erano vere tutte e due le cose, e questo rendeva tutto più difficile.`]] },
  'sh.fight': { m: [
    [() => `Cominciarono a litigare per il giocattolo.`, () => `Tira e tira, finirono tutti e due per terra.`, () => `Ci furono grida, e poi pianti.`],
    [() => `Nessuno si divertiva più.`, () => `Il giocattolo restò per terra, tutto solo.`, (c) => `${c.N} si sentiva ${c.x('arrabbiat')} e ${c.v('triste', 'tristi')}.`],
  ], l: [[(c) => `«Tu lo prendi sempre per primo!», disse ${c.n}. «Tu non condividi mai!», disse ${pal(c).n}. Tutti e due avevano la faccia rossa e gli occhi lucidi, e il giocattolo restò dimenticato.`, (c) => `${c.N} si nascose dietro il divano, e ${pal(c).n} sotto il tavolo. Tutti e due tenevano il muso, e tutti e due si sentivano soli.`]] },
  'sh.idea': { m: [
    [(c) => `Entrò ${c.g.n}. «E se giocaste a turno?»`, (c) => `${c.g.N} ebbe un’idea: «Condividiamo».`, (c) => `«Usiamo una clessidra», disse ${c.g.n}.`],
    [(c) => `«Prima il tuo turno, e poi il turno ${pal(c).di}».`, () => `«Quando finisce la sabbia, tocca all’altro».`, () => `«Condividere vuol dire che potete giocare tutti e due».`],
  ], l: [[(c) => `«Quando due persone vogliono la stessa cosa», disse ${c.g.n}, «possono litigare e perdere tutte e due, oppure fare a turno e vincere tutte e due. Che cosa vi sembra meglio?». ${c.N} guardò ${pal(c).n}. ${pal(c).N} guardò ${c.n}. Nessuno voleva perdere.`]] },
  'sh.turns': { m: [
    [(c) => `${c.N} fece il primo turno.`, (c) => `Poi toccò ${pal(c).al}.`, () => `Tocca a te, tocca a me, tocca a te.`],
    [() => `La sabbia scendeva, scendeva, scendeva.`, (c) => `Aspettare era difficile, ma ${c.n} aspettò.`, () => `Giocare a turno era giusto.`],
  ], l: [[(c) => `All’inizio la clessidra sembrava lentissima. Ma quando toccò ${c.al}, se lo godette di più, perché nessuno cercava di portarglielo via. Aspettare rendeva il turno speciale.`]] },
  'sh.twist': { m: [
    [() => `Ma aspettare era difficilissimo.`, (c) => `Ma ${pal(c).n} ci metteva tantissimo a finire il turno.`],
    [(c) => `${c.N} voleva di nuovo strappare il giocattolo.`, (c) => `«Adesso tocca a me!», disse ${c.n}.`],
  ], l: [[(c) => `${c.N} fece un respiro profondo e guardò la sabbia. «Ancora tre granelli», disse. «Due. L’ultimo». E allora fu davvero il suo turno, e ${pal(c).n} ${c.gli} passò il camion.`, (c) => `Invece di strapparlo, ${c.n} chiese: «Me lo presti quando hai finito?». ${pal(c).N} fu così ${pal(c).f ? 'sorpresa' : 'sorpreso'} che lo passò subito.`]] },
  'sh.together': { m: [
    [(c) => `Poi ${c.n} ebbe un’idea nuova: giocare insieme!`, (c) => `${c.N} e ${pal(c).n} costruirono una strada per il camion.`, () => `Condivisero i mattoncini e costruirono un paese.`],
    [() => `In due ci si diverte più che da soli.`, () => `Risero e risero.`, () => `Condividere rese il gioco più grande.`],
  ], l: [[() => `Si scoprì che una strada ha bisogno di qualcuno che la costruisca e di qualcuno che ci guidi sopra. Un paese ha bisogno di case e di una caserma dei pompieri. C’era posto per due, appena smisero di litigare.`]] },
  'sh.end': { m: [
    [(c) => `Ora ${c.n} e ${pal(c).n} condividono i giocattoli.`, () => `Ora giocano a turno, e nessuno litiga.`, (c) => `${c.N} e ${pal(c).n} sono la squadra migliore.`],
    [() => `Condividere è volersi bene.`, (c) => `«Tocca a te!», dice ${c.n} con un sorriso.`, () => `E quando è difficile, usano la clessidra.`],
  ], l: [[() => `A volte litigano ancora. Tutti litigano. Ma adesso, prima che qualcuno afferri qualcosa, uno dice: «A turno?», e l’altro dice: «A turno», e si stringono la mano come i grandi.`]] },

  'tr.open': { m: [
    [(c) => `${c.N} stava giocando a palla in casa.`, (c) => `${c.N} sapeva che la palla era per giocare fuori.`, (c) => `${c.N} faceva rimbalzare la palla, sempre più in alto.`],
    [() => `Boing, boing, boing!`, () => `Solo un altro tiro, pensò.`, () => `La palla volò attraverso la stanza.`],
  ] },
  'tr.break': { m: [
    [(c) => `Crac! ${c.N} ruppe ${c.broken}.`, (c) => `La palla colpì ${c.broken}, che cadde. Patatrac!`, (c) => `Oh no: ${c.broken} era rotto.`],
    [(c) => `Era il preferito ${c.g.di}.`, () => `I pezzi erano sul pavimento.`, (c) => `${c.N} rimase ${c.x('zitt')} e ${c.x('ferm')}.`],
  ] },
  'tr.hide': { m: [
    [(c) => `${c.N} nascose i pezzi dietro un cuscino.`, (c) => `${c.N} spinse i pezzi sotto il divano.`, (c) => `In fretta, ${c.n} nascose i pezzi rotti.`],
    [() => `Nessuno se ne accorgerà, pensò.`, () => `Il cuore batteva forte.`, () => `Non voleva finire nei guai.`],
  ] },
  'tr.twist': { m: [
    [(c) => `«Sai che cosa è successo al vaso blu?», chiese ${c.g.n}.`, (c) => `${c.g.N} cercò il vaso blu dappertutto.`],
    [(c) => `«È stato il vento», disse ${c.n}. Era una piccola bugia.`, (c) => `${c.N} disse: «Non lo so». Era una bugia.`],
  ], l: [[() => `La piccola bugia restò nella pancia come un sasso freddo. A cena pesava sempre di più, e non riuscì a mangiare il dolce.`, (c) => `${c.g.N} sembrava ${c.g.f ? 'triste e confusa' : 'triste e confuso'}, e questo fece sentire ${c.n} ancora peggio. Una piccola bugia era diventata un segreto grande e pesante.`]] },
  'tr.heavy': { m: [
    [(c) => `${c.N} sentiva un peso dentro.`, (c) => `${c.N} non riusciva a smettere di pensarci.`, () => `Tenere il segreto era orribile.`],
    [() => `Non aveva voglia di giocare.`, () => `La verità nascosta era come un sasso nella pancia.`, () => `Se solo si potesse tornare indietro.`],
  ] },
  'tr.tell': { m: [
    [(c) => `Alla fine ${c.n} andò a cercare ${c.g.n}.`, (c) => `${c.N} fece un respiro profondo e disse la verità.`, (c) => `«L’ho rotto io», disse ${c.n}. «Mi dispiace».`],
    [() => `«Sono stato io. Giocavo a palla in casa. Scusa».`, (c) => `Mostrò i pezzi ${c.g.al}.`, () => `Dire la verità era difficile, ma lo fece.`],
  ], l: [[() => `La voce era piccola, ma le parole uscirono: «Non è stato il vento. È stata la mia palla. Ho nascosto i pezzi perché avevo paura che ti arrabbiassi».`, () => `«Ho fatto un errore», disse, «e poi ne ho fatto un altro dicendo una bugia. Mi dispiace per tutti e due».`]] },
  'tr.glad': { m: [
    [(c) => `${c.g.N} diede ${c.al} un abbraccio enorme.`, (c) => `«Grazie per avermi detto la verità», disse ${c.g.n}.`, (c) => `«Tutti fanno errori», disse ${c.g.n}.`],
    [() => `«Essere sinceri è essere coraggiosi».`, () => `Il peso dentro era sparito.`, (c) => `«Sono ${c.g.f ? 'fiera' : 'fiero'} di te perché sei ${c.x('sincer')}».`],
  ] },
  'tr.end': { m: [
    [() => `Insieme incollarono i pezzi del vaso blu.`, (c) => `Ora ${c.n} gioca a palla fuori.`, (c) => `${c.N} si sentì di nuovo ${c.x('legger')} e felice.`],
    [() => `Aveva una crepa, ma era ancora bellissimo.`, () => `Dire la verità sistemò tutto.`, () => `La sincerità è la strada migliore.`],
  ] },

  'two.open': { m: [
    [(c) => `${c.N} ha due case: la casa di mamma e la casa di papà.`, (c) => `Adesso ${c.n} vive in due case.`, (c) => `C’è la casa di mamma, c’è la casa di papà, e ${c.n} vive in tutte e due.`],
    [() => `Ha un letto in ogni casa.`, (c) => `In ogni casa c’è uno spazzolino solo per ${c.lui}.`, () => `Due case, due camerette, un solo cuore.`],
  ] },
  'two.why': { m: [
    [() => `Mamma e papà hanno deciso di vivere in case diverse.`, () => `«Non vivremo più insieme», dissero mamma e papà.`, (c) => `Mamma e papà si sedettero con ${c.n} per spiegare.`],
    [() => `«Non è colpa tua», dissero. «Ti vogliamo bene tutti e due, sempre».`, () => `«A volte i grandi vivono separati. Il nostro amore per te resta uguale».`, (c) => `${c.N} si sentiva ${c.v('triste', 'tristi')} e ${c.x('confus')}.`],
  ], l: [[(c) => `«Ho fatto qualcosa di sbagliato?», chiese ${c.n}. «Mai», disse papà. «È una decisione da grandi», disse mamma. «E noi saremo sempre la tua mamma e il tuo papà».`, (c) => `${c.N} aveva tante domande. Dove vivranno i miei giocattoli? Chi mi leggerà la storia? Mamma e papà risposero a tutte.`]] },
  'two.mum': { m: [
    [() => `Da mamma, il sabato si fanno i pancake.`, (c) => `Da mamma, ${c.n} ha una cameretta azzurra.`, () => `Da mamma, nella casa accanto c’è un gatto.`],
    [() => `Mamma legge le storie con le voci buffe.`, (c) => `${c.N} annaffia le piante con mamma.`, () => `Mamma dà i migliori abbracci della buonanotte.`],
  ] },
  'two.dad': { m: [
    [() => `Da papà c’è un giardino con l’altalena.`, (c) => `Da papà, ${c.n} ha un letto a castello.`, () => `Da papà si costruiscono cose.`],
    [() => `Papà fa gli spaghetti più buoni del mondo.`, () => `Giocano a pallone al parco.`, () => `Papà canta in macchina.`],
  ] },
  'two.twist': { m: [
    [(c) => `Una sera ${c.n} lasciò il pupazzo nell’altra casa.`, (c) => `Un pomeriggio, da papà, la mamma mancava tantissimo ${c.al}.`],
    [() => `Pianse e non riusciva a dormire.`, () => `Senza il pupazzo, la casa non sembrava la stessa.`],
  ], l: [[(c) => `Papà chiamò mamma, e mamma avvicinò il pupazzo allo schermo e gli fece fare ciao con la zampa. «Il pupazzo ti dà la buonanotte», disse mamma. ${c.N} rise e si asciugò gli occhi.`, () => `«Va bene che qui ti manchi la mamma, e là ti manchi io», disse papà. «Se qualcuno ci manca, vuol dire che gli vogliamo bene». Chiamarono mamma per darle la buonanotte.`]] },
  'two.bag': { m: [
    [(c) => `${c.N} ha uno zaino speciale che va in tutte e due le case.`, () => `Sul frigorifero di tutte e due le case c’è un calendario.`, (c) => `${c.N} prepara lo zaino ogni settimana.`],
    [() => `Il pupazzo viaggia sempre nello zaino.`, () => `Mostra quali giorni sono da mamma e quali da papà.`, () => `Il fine settimana da papà, i giorni di scuola da mamma.`],
  ] },
  'two.love': { m: [
    [(c) => `Mamma vuole bene ${c.al}. Papà vuole bene ${c.al}.`, (c) => `In tutte e due le case ${c.gli} vogliono bene.`, (c) => `In tutte e due le case ci sono abbracci per ${c.n}.`],
    [() => `Due case, due abbracci, tantissimo amore.`, (c) => `L’amore va con ${c.lui} dappertutto.`, () => `Questo non cambia mai.`],
  ] },
  'two.end': { m: [
    [(c) => `Ora ${c.n} lo sa: due case possono essere tutte e due casa.`, (c) => `${c.N} sorride da mamma e da papà.`, () => `Due case, un cuore solo.`],
    [(c) => `E in tutte e due le case ${c.gli} vogliono bene, ogni giorno.`, (c) => `Dovunque dorma, c’è sempre qualcuno che ${c.gli} vuole bene.`, () => `Casa è dove c’è amore, e c’è amore in entrambe le case.`],
  ] },
};
