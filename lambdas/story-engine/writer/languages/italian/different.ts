// Italian beats for being different (a wheelchair, glasses, a new language) and for making a friend.
import type { BeatText } from '../pack';
import { prep, type It } from './context';

type T = Record<string, BeatText<It>>;

const o = (c: It) => (c.f ? 'a' : 'o');
const po = (c: It) => (c.pal!.f ? 'a' : 'o');
const dance = (c: It) => c.to === 'ballare';
/** What the others do at break: [they were doing it, to do it]. */
const game = (c: It): readonly [string, string] => (dance(c) ? ['ballavano', 'ballare con loro'] : ['giocavano a calcio', 'giocare a calcio']);

export const DIFFERENT: T = {
  'wh.open': { m: [
    [(c) => `${c.N} andava dappertutto a tutta velocità sulla sua sedia a rotelle.`, (c) => `${c.N} aveva una sedia a rotelle con le ruote verde brillante.`, (c) => `Zac! ${c.N} sapeva far girare la sedia a rotelle in un cerchio perfetto.`],
    [() => `Andava più veloce di chiunque altro in classe.`, () => `Aveva le braccia forti a forza di spingere le ruote.`, () => `La sedia andava dove voleva, bastava che ci fosse una rampa.`],
  ], l: [[(c) => `A volte la gente guardava prima la sedia a rotelle e poi ${c.n}. Gli sguardi non erano un problema. Il problema era quando decidevano che cosa poteva fare senza chiederlo.`]] },
  'wh.want': { m: [
    [(c) => `All’intervallo, gli altri bambini ${game(c)[0]}.`, (c) => `${c.N} guardava gli altri e voleva ${game(c)[1]}.`, (c) => c.to && `Più di ogni altra cosa, ${c.n} voleva ${c.to}.`],
    [() => `«Posso giocare anch’io?», chiese.`, () => `Sapeva di poterlo fare, a modo suo.`, () => `Le mani non vedevano l’ora di spingere le ruote fino in mezzo al gioco.`],
  ], l: [[(c) => `${c.N} guardava da settimane e conosceva ogni regola, ogni trucco e chi andava sempre a sinistra. Era ${c.x('sicur')} che ci fosse un modo per far parte del gioco.`]] },
  'wh.doubt': { m: [
    [(c) => `«Come fai a ${dance(c) ? 'ballare' : 'giocare'} sulla sedia a rotelle?», chiese un bambino.`, (c) => `Alcuni bambini non erano sicuri che ${c.n} potesse unirsi.`, (c) => `Nessuno passava la palla ${c.al}.`],
    [(c) => `${c.N} si sentì ${c.f ? 'messa' : 'messo'} da parte.`, (c) => `Questo ${c.lo} rese ${c.v('triste', 'tristi')} e un po’ ${c.x('arrabbiat')}.`, () => `Andava avanti e indietro sulle ruote, aspettando.`],
  ], l: [[(c) => `Non erano cattivi. Semplicemente non ci avevano pensato. ${c.N} conosceva quella sensazione: essere guardati, ma non visti davvero.`, (c) => `«Non sono di vetro», mormorò. Voleva che la gente vedesse davvero ${c.n}, non solo le ruote.`]] },
  'wh.twist': { m: [
    [(c) => !dance(c) && `Il gioco si spostò dall’altra parte del cortile, dove c’erano tre gradini e nessuna rampa.`, (c) => dance(c) && `La musica suonava in palestra, e la porta della palestra aveva un gradino altissimo.`, (c) => (dance(c) ? `Il ballo si spostò sul palco, e per salire c’erano tre gradini e nessuna rampa.` : `La palla rotolò giù per una discesa piena di buche dove le ruote non potevano passare.`)],
    [(c) => `${c.N} rimase ${c.x('bloccat')} lassù.`, () => `Non riusciva a seguirli.`],
  ], l: [[(c) => `${c.N} andò dalla direttrice. «Qui ci vorrebbe una rampa», disse. «Non solo per me. Per i passeggini, le biciclette e chiunque abbia una gamba che fa male». La direttrice ascoltò e lo scrisse.`, (c) => `${c.N} non si arrese. Trovò la strada lunga, dietro i bidoni, e arrivò proprio mentre tutti si chiedevano dove fosse.`]] },
  'wh.idea': { m: [
    [(c) => (dance(c) ? `${c.N} ebbe un’idea. «Guardate come giro a ritmo di musica!»` : `${c.N} ebbe un’idea. «Posso fare il portiere! Guardate come giro».`), (c) => `${c.N} mostrò quanto veloce sapeva andare e girare.`, (c) => (dance(c) ? `${c.N} spinse le ruote e girò a tempo di musica.` : `${c.N} spinse le ruote e girò per parare la palla.`)],
    [() => `Tutti rimasero a guardare. Poi applaudirono.`, () => `«Wow!», dissero i bambini.`.replace('Wow', 'Caspita'), (c) => (dance(c) ? `Le ruote brillavano sotto le luci!` : `La palla rimbalzò sulla ruota e volò via!`)],
  ], l: [[(c) => `${c.N} sapeva esattamente quanto velocemente poteva girare, perché si era esercitat${o(c)} cento volte nel corridoio di casa. ${dance(c) ? 'La musica cominciò, ed era già in mezzo alla pista.' : 'La palla arrivò volando, ed era già lì.'}`]] },
  'wh.play': { m: [
    [(c) => (dance(c) ? `Ora ${c.n} balla a tutte le feste.` : `Ora ${c.n} gioca ogni giorno all’intervallo.`), (c) => (dance(c) ? `Gli altri impararono a ballare in cerchio intorno ${c.al}.` : `Gli altri impararono a passare la palla ${c.al}.`), () => `Cambiarono il gioco perché tutti potessero partecipare.`],
    [(c) => `${c.N} rotola, gira e ride.`, () => `Ormai nessuno resta in disparte.`, () => `Il gioco è più bello con tutti dentro.`],
  ], l: [[() => `Le regole cambiarono un po’. Si giocava nella parte piana del cortile, c’era spazio per girare, e a nessuno sembrava strano. Era semplicemente il loro modo di giocare adesso, e piaceva di più a tutti.`]] },
  'wh.end': { m: [
    [(c) => `${c.N} e la sua sedia a rotelle fanno parte del gruppo.`, (c) => `${c.N} fa le cose a modo suo, ed è fantastico.`, () => `Siamo tutti diversi, e tutti possiamo giocare.`],
    [(c) => (dance(c) ? `Gira, rotola, balla!` : `Gira, rotola, gol!`), (c) => `${c.N} sorride per tutta la strada di casa.`, (c) => `Essere ${c.x('divers')} non è un problema. È semplicemente essere ${c.n}.`],
  ], l: [[(c) => `Tornando a casa, ${c.n} fece un giro lento di pura gioia in mezzo al marciapiede. Non aveva dovuto cambiare. Era bastato che il gioco facesse un po’ di posto.`]] },

  'gl.open': { m: [
    [(c) => `Per ${c.n}, tutto quello che era lontano sembrava sfocato.`, (c) => `${c.N} doveva strizzare gli occhi per vedere la lavagna.`, (c) => `Per ${c.n}, le foglie degli alberi sembravano nuvole verdi.`],
    [() => `Gli occhi si stancavano.`, () => `Le lettere dei libri ballavano.`, () => `Credeva che tutti vedessero così.`],
  ] },
  'gl.test': { m: [
    [(c) => `${c.g.N} portò ${c.n} dall’ottico.`, (c) => `Dall’ottico, ${c.n} lesse le lettere su un cartellone.`, () => `L’ottica illuminò gli occhi con una lucina.`],
    [() => `«Ti servono gli occhiali», disse l’ottica con gentilezza.`, () => `«Gli occhiali ti aiuteranno a vedere», disse l’ottica.`, () => `L’ultima riga era tutta sfocata.`],
  ] },
  'gl.pick': { m: [
    [(c) => `${c.N} provò tantissime montature.`, () => `C’erano montature rosse, montature rotonde e montature a pois.`, (c) => `${c.N} scelse una montatura blu.`],
    [() => `Scelse quella che faceva sorridere.`, () => `Era perfetta.`, () => `«Questi sono i miei», disse.`],
  ] },
  'gl.worry': { m: [
    [(c) => `Ma ${c.n} era ${c.x('preoccupat')}.`, (c) => `«E se gli altri bambini ridono di me?», chiese ${c.n}.`, (c) => `${c.N} non voleva portare gli occhiali a scuola.`],
    [() => `Li nascose in tasca.`, (c) => `Pensava di sembrare ${c.x('divers')}.`, () => `I bambini avrebbero riso?`],
  ], l: [[(c) => `«Tantissime persone portano gli occhiali», disse ${c.g.n}. «Piloti, maestre, calciatori. Gli occhiali sono solo uno strumento, come il casco della bici o l’impermeabile».`, (c) => `Quella sera ${c.n} si mise gli occhiali davanti allo specchio, se li tolse e se li rimise.`]] },
  'gl.see': { m: [
    [(c) => `${c.N} si mise gli occhiali e guardò in su.`, (c) => `Con gli occhiali, ${c.n} vedeva ogni foglia!`, () => `All’improvviso il mondo era nitido e luminoso.`],
    [() => `Vedeva uccellini, lettere e facce lontane.`, () => `«Oh», sussurrò.`, () => `Gli occhi non si stancavano più.`],
  ] },
  'gl.twist': { m: [
    [(c) => `A scuola un bambino rise e chiamò ${c.n} «quattrocchi».`, () => `Una bambina indicò gli occhiali e ridacchiò.`],
    [(c) => `${c.N} diventò ${c.x('ross')} e voleva nascondersi.`, (c) => `${c.N} guardò per terra.`],
  ], l: [[(c) => `${c.N} fece un respiro profondo. «Adesso vedo la lavagna», disse. «Tu riesci a leggere la parolina nell’angolo?». Il bambino strizzò gli occhi. Non ci riusciva. ${c.N} sì.`, () => `La maestra sentì, e all’ora della storia si mise i suoi occhiali. «Questi mi aiutano a leggere per voi», disse. «Gli occhiali sono fantastici».`]] },
  'gl.friend': { m: [
    [() => `Un compagno disse: «Che begli occhiali!».`, () => `La maestra sorrise. «Anch’io porto gli occhiali».`, () => `Un’amica chiese di provarli.`],
    [(c) => `${c.N} sorrise da un orecchio all’altro.`, () => `Tantissime persone portano gli occhiali.`, () => `Nessuno rideva più.`],
  ] },
  'gl.end': { m: [
    [(c) => `Ora ${c.n} porta gli occhiali tutti i giorni.`, (c) => `${c.N} adora i suoi occhiali.`, (c) => `${c.N} vede tutto il mondo chiaramente.`],
    [() => `E gli occhi sono contenti.`, (c) => `Gli occhiali sono una parte ${prep('di', c.n)}.`, () => `La sera riesce a vedere tutte le stelle.`],
  ] },

  'ln.open': { m: [
    [(c) => `${c.N} era arrivat${o(c)} da molto lontano in un paese nuovo.`, (c) => `Era la prima settimana ${c.di} in una scuola nuova.`, (c) => `${c.N} e la sua famiglia si erano trasferiti in un altro paese.`],
    [() => `Tutto era nuovo: le strade, il cibo, la lingua.`, () => `A casa parlava un’altra lingua.`, () => `Nella scuola nuova nessuno parlava la sua lingua.`],
  ], l: [[(c) => `${c.N} aveva lasciato una casa, una scuola e una lingua che stavano addosso come il maglione preferito. Qui tutto era troppo grande: l’edificio, il rumore, le parole.`]] },
  'ln.noise': { m: [
    [() => `In classe le parole passavano velocissime.`, (c) => `La maestra parlava, ma ${c.n} non capiva.`, () => `Le parole suonavano come una musica sconosciuta.`],
    [() => `Non sapeva ancora parlare italiano.`, () => `Annuiva e sorrideva, ma non capiva.`, () => `La testa era piena e stanca.`],
  ], l: [[(c) => `A casa ${c.n} conosceva centinaia di parole: buffe, lunghe, parole per ogni sentimento. Qui ne conosceva tre. Era come avere la voce chiusa in una scatola.`, (c) => `${c.N} osservava facce e mani, cercando di indovinare. Un dito che indicava voleva dire «là». Un sorriso voleva dire «va tutto bene». Questo aiutava un po’.`]] },
  'ln.alone': { m: [
    [(c) => `All’intervallo ${c.n} stava ${c.x('sedut')} ${prep('da', c.f ? 'sola' : 'solo')}.`, (c) => `A ${c.n} mancavano i vecchi amici.`, (c) => `${c.N} si sentiva ${c.x('sol')}.`],
    [() => `Voleva dire ciao, ma come?`, () => `Guardava gli altri giocare.`, () => `Senza parole era difficile unirsi.`],
  ], l: [[(c) => `Nella vecchia scuola, ${c.n} era quell${o(c)} che raccontava le barzellette. Qui non riusciva nemmeno a chiedere dov’era il bagno. Era molto solitario essere ${c.x('divertent')} dentro e ${c.x('silenzios')} fuori.`.replace(/divertent[oa]/, 'divertente').replace(/divertent[ie]/, 'divertenti')]] },
  'ln.twist': { m: [
    [(c) => `Un giorno la maestra fece una domanda ${c.al} davanti a tutti.`, (c) => `Qualcuno chiese qualcosa ${c.al}, e tutti aspettavano una risposta.`],
    [(c) => `${c.N} non capì neanche una parola.`, () => `Le guance diventarono calde.`],
  ], l: [[(c) => `La maestra se ne accorse e disegnò alla lavagna un sole e un punto di domanda. «Il tempo?», disse piano. ${c.N} indicò la finestra. «Sole», disse. Fu la prima parola in classe.`, (c) => `Poi una bambina del banco accanto sussurrò: «Tranquill${o(c)}. Anch’io non parlavo italiano quando sono arrivata». ${c.N} la guardò. Lei sorrise.`]] },
  'ln.help': { m: [
    [(c) => `Una compagna si sedette vicino ${c.al}.`, () => `Una bambina indicò una palla e disse: «Palla».`, (c) => `Un bambino mostrò ${c.al} un libro con figure e parole.`],
    [(c) => `«Palla», disse ${c.n}. Sorrisero tutti e due.`, () => `Indicavano le cose e dicevano il nome: albero, cielo, amico.`, () => `Imparare parole insieme era divertente.`],
  ], l: [[(c) => `Ogni giorno si scambiavano parole. ${c.N} imparò finestra, pranzo e mercoledì. La compagna imparò a dire grazie nella lingua ${c.di}, lo disse malissimo, e risero tutti e due.`]] },
  'ln.learn': { m: [
    [(c) => `Ogni giorno ${c.n} imparava parole nuove.`, (c) => c.named && `${c.N} disse: «Ciao! Mi chiamo ${c.n}».`, (c) => `Piano piano ${c.n} capiva di più.`],
    [() => `Ciao, per favore, grazie, giocare.`, () => `I compagni applaudirono.`, () => `Le parole cominciavano ad avere senso.`],
  ], l: [[(c) => `Una mattina ${c.n} si accorse di aver capito una storia intera senza che nessuno la spiegasse. Non si era nemmeno accort${o(c)} di quando era successo. Le parole, semplicemente, avevano cominciato a incastrarsi.`]] },
  'ln.teach': { m: [
    [(c) => `Poi ${c.n} insegnò alla classe una parola della sua lingua.`, (c) => `${c.N} insegnò a tutti a dire ciao nella sua lingua.`, (c) => `${c.N} insegnò una canzone del suo paese.`],
    [() => `Tutti provarono a dirla.`, () => `Adesso tutti sapevano dire ciao in due modi.`, () => `Risero e ci riprovarono.`],
  ], l: [[() => `Adesso in classe c’erano due lingue, e questo la rendeva più ricca. Alcune parole non si potevano tradurre, e la classe decise che erano le più interessanti.`]] },
  'ln.end': { m: [
    [(c) => `Ora ${c.n} parla due lingue.`, (c) => `${c.N} ha amici con cui giocare.`, () => `Due lingue, tanti amici.`],
    [() => `Una per casa e una per la scuola.`, () => `Ogni parola che impara è una porta nuova.`, () => `E la sua lingua è un tesoro da condividere.`],
  ], l: [[(c) => `A volte ${c.n} sogna ancora nella sua prima lingua. Ora sa che non deve scegliere. In una persona ci stanno due lingue, due case e tantissimi amici.`]] },

  'fr.open': { m: [
    [(c) => `${c.N} era ${c.x('timid')}.`, (c) => `${c.N} voleva un amico più di ogni altra cosa.`, (c) => `Tutti ${c.where ?? 'al parco'} sembravano avere amici, tranne ${c.n}.`],
    [() => `Guardava gli altri giocare insieme.`, (c) => `Giocare ${prep('da', c.f ? 'sola' : 'solo')} era noiosissimo.`, () => `Non sapeva come cominciare.`],
  ] },
  'fr.shy': { m: [
    [(c) => `${c.N} voleva dire ciao, ma la parola restava incastrata.`, (c) => `${c.N} era troppo ${c.x('timid')} per parlare.`, (c) => `${c.N} si nascose dietro un albero.`],
    [() => `Le guance diventarono rosa.`, () => `E se gli altri dicevano di no?`, () => `Si guardava i piedi.`],
  ] },
  'fr.try': { m: [
    [(c) => `${c.N} si avvicinò a un gruppo che giocava.`, (c) => `${c.N} provò a entrare nel gioco.`, (c) => `${c.N} disse un «ciao» piccolo piccolo.`],
    [() => `Ma nessuno lo sentì.`, () => `Corsero via prima che potesse chiedere.`, (c) => `Rimase lì, ${c.x('sol')}.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} ci riprovò, ma inciampò e tutti si voltarono a guardare.`, (c) => `${c.N} chiese se poteva giocare, ma la squadra era già al completo.`],
    [() => `Andò via con un nodo in gola.`, (c) => `Essere ${c.x('timid')} era proprio difficile.`],
  ], l: [[(c) => `${c.N} si sedette vicino allo stagno e raccontò tutto a un’anatra. L’anatra non rispose, ma ascoltò, e chissà come ${c.n} si sentì un po’ più ${c.x('coraggios')}.`, (c) => `«Farsi degli amici richiede pratica», aveva detto ${c.g.n}. «Come andare in bici. All’inizio si traballa». ${c.N} decise di traballare ancora una volta.`]] },
  'fr.meet': { m: [
    [(c) => `Poi ${c.n} vide ${c.pal!.a}, ${c.pal!.f ? 'seduta' : 'seduto'} ${prep('da', c.pal!.f ? 'sola' : 'solo')}.`, (c) => `Lì c’era ${c.pal!.a}, che sembrava ${c.pal!.f ? 'timida' : 'timido'} anche lei.`.replace(' anche lei', c.pal!.f ? ' anche lei' : ' anche lui'), (c) => `Vicino alle altalene c’era ${c.pal!.a}, tutt${po(c)} sol${po(c)}.`],
    [(c) => `${c.pal!.N} sembrava sentirsi sol${po(c)}.`, (c) => `Forse anche ${c.pal!.n} aveva bisogno di un amico.`, (c) => `${c.N} fece un respiro profondo.`],
  ] },
  'fr.hello': { m: [
    [(c) => `«Ciao», disse ${c.n}. «Vuoi giocare?»`, (c) => `${c.N} si avvicinò e disse: «Ciao!».`, (c) => `«Ciao. Come ti chiami?», chiese ${c.n}.`],
    [(c) => `${c.pal!.N} sorrise da un orecchio all’altro.`, (c) => `«Sì, grazie!», disse ${c.pal!.n}.`, (c) => `Anche ${c.pal!.n} disse ciao.`],
  ], l: [[(c) => `Si scoprì che ${c.pal!.n} era nuov${po(c)}, e timid${po(c)}, e aspettava da un pezzo che qualcuno si avvicinasse. «Non sapevo che cosa dire», confessò. «Neanch’io», disse ${c.n}, e risero tutti e due.`, () => `Si raccontarono le cose preferite: colori, merende, giochi. Ne avevano quasi tutte uguali, e quelle diverse erano le più interessanti.`]] },
  'fr.play': { m: [
    [(c) => `${c.N} e ${c.pal!.n} giocarono insieme tutto il pomeriggio.`, () => `Giocarono insieme a nascondino.`, () => `Costruirono insieme un castello di sabbia.`],
    [() => `Risero e risero.`, () => `Giocare insieme era la cosa più bella.`, (c) => `${c.N} non era più ${c.x('timid')}.`],
  ] },
  'fr.end': { m: [
    [(c) => `Ora ${c.n} ha ${c.pal!.f ? 'un’amica' : 'un amico'}.`, (c) => `«A domani, amic${c.pal!.f ? 'a' : 'o'}!», disse ${c.n}.`, (c) => `${c.N} e ${c.pal!.n} sono grandi amici.`],
    [() => `È bastato un ciao coraggioso.`, () => `Si salutano con la mano e non vedono l’ora di giocare di nuovo.`, () => `Un amico rende ogni giorno più bello.`],
  ] },
};
