// Italian explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { It } from './context';

type T = Record<string, BeatText<It>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} guardò fuori dalla finestra. «Perché la Luna cambia forma?»`, (c) => `La settimana prima la Luna era tonda, e quella sera era sottile come un sorriso. «Perché?», chiese ${c.n}.`],
    [(c) => `«Scopriamolo insieme», disse ${c.g.n}. «La risposta comincia dal Sole».`, (c) => `«Che bella domanda!», disse ${c.g.n}, e prese una palla e una lampada.`],
  ], l: [[(c) => `${c.N} aveva visto una Luna tonda, una mezza Luna e una Luna sottile come un’unghia. Certe notti non c’era proprio. Possibile che la Luna si rimpicciolisse e poi crescesse di nuovo?`]] },
  'mo.light': { m: [
    [() => `La Luna non brilla da sola. È il Sole a illuminarla.`, () => `La Luna è una grande palla di roccia, e la luce del Sole la fa brillare.`],
    [() => `Il Sole illumina sempre la metà della Luna rivolta verso di lui, e l’altra metà resta al buio.`, () => `Una metà della Luna è sempre al sole, e l’altra sempre al buio.`],
  ], l: [[() => `La Luna non ha luce propria, proprio come una palla in una stanza buia. Quando la luce del Sole cade sulla sua roccia grigia, una parte rimbalza fino a noi, e la Luna sembra brillare.`]] },
  'mo.orbit': { m: [
    [() => `La Luna viaggia intorno alla Terra, facendo tutto il giro.`, () => `Gira e rigira intorno alla Terra, la Luna.`],
    [() => `Un giro dura più o meno un mese.`, () => `Per fare un giro completo ci mette circa quattro settimane.`],
  ], l: [[() => `Mentre viaggia, vediamo la Luna da un lato un po’ diverso ogni notte. La sua metà illuminata non cambia, ma la parte di quella metà rivolta verso di noi cambia un pochino ogni giorno.`]] },
  'mo.phases': { m: [
    [() => `Vediamo solo la parte della Luna illuminata dal Sole.`, () => `Quando tutta la metà illuminata è rivolta verso di noi, vediamo una Luna piena e tonda.`],
    [() => `Quando ne vediamo solo un pezzetto, è una falce sottile, e quando non ne vediamo niente, la Luna sembra sparire.`, () => `Falce, mezza Luna, Luna piena, e di nuovo mezza Luna e falce: queste forme si chiamano fasi lunari.`],
  ], l: [[() => `La Luna intera è sempre lì, tonda come sempre. Sembra cambiare solo perché vediamo più o meno della sua metà illuminata. Gli scienziati chiamano queste forme fasi: Luna nuova, falce crescente, primo quarto, Luna piena, e poi da capo.`]] },
  'mo.twist': { m: [
    [(c) => `«È l’ombra della Terra che copre la Luna?», chiese ${c.n}.`, (c) => `${c.N} ebbe un’idea: «E se fosse l’ombra della Terra a nascondere un pezzo di Luna?»`],
    [(c) => `«Ben pensato, ma no», disse ${c.g.n}. «Le fasi dipendono solo da quanto vediamo della parte illuminata».`, () => `Molti lo pensano, ma le fasi non c’entrano niente con l’ombra della Terra.`],
  ], l: [[() => `L’ombra della Terra cade sulla Luna solo durante un’eclissi di Luna, che capita poche volte l’anno, quando Sole, Terra e Luna sono perfettamente in fila. Allora la Luna piena può diventare color rame per un’ora o due.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} tenne una palla vicino a una lampada, in una stanza buia.`, () => `Fecero una Luna con una palla e un Sole con una lampada.`],
    [(c) => `Girando piano, ${c.n} vide la luce sulla palla passare da una falce sottile a un cerchio intero.`, () => `Mentre la palla faceva il giro, la sua parte illuminata cresceva e poi calava.`],
  ], l: [[() => `La lampada restava ferma, proprio come il Sole. Si muoveva solo la palla, e con lei cambiava quanto si vedeva del lato illuminato. Tutto il segreto della Luna stava in quella piccola stanza.`]] },
  'mo.month': { m: [
    [(c) => `Ogni sera ${c.n} disegnava la Luna su un calendario.`, () => `Ogni sera cercavano la Luna e ne disegnavano la forma.`],
    [() => `Le forme ingrassavano, poi dimagrivano, e dopo circa quattro settimane tutto ricominciava.`, () => `Certe sere la Luna sorgeva tardi, e certe mattine era ancora lì, nel cielo azzurro.`],
  ], l: [[() => `Quando la parte illuminata cresce, si dice che la Luna è crescente; quando diminuisce, che è calante. Da una Luna nuova alla successiva passano circa ventinove giorni e mezzo.`]] },
  'mo.end': { m: [
    [(c) => `Adesso ${c.n} sa perché la Luna cambia forma.`, (c) => `«Buonanotte, Luna», disse ${c.n}. «Adesso conosco il tuo segreto».`],
    [() => `La Luna è sempre tonda: vediamo solo una parte diversa del suo lato illuminato.`, () => `Luce del Sole, una Luna tonda e un viaggio intorno alla Terra: ecco tutto il segreto.`],
  ], l: [[(c) => `Quella notte la Luna era un cerchio grande e luminoso. ${c.N} le sorrise, sapendo che tra un paio di settimane sarebbe stata una falce sottile, e poi sarebbe cresciuta di nuovo, come sempre.`]] },

  'ni.ask': { m: [
    [(c) => `Il Sole scivolò dietro le colline. «Dove va il Sole di notte?», chiese ${c.n}.`, (c) => `«Dove se ne va il Sole quando fa buio?», si chiese ${c.n}.`],
    [(c) => `«Non va da nessuna parte», disse ${c.g.n}. «Siamo noi che ci muoviamo!»`, (c) => `«Il Sole continua a splendere», disse ${c.g.n}. «Ti faccio vedere».`],
  ], l: [[(c) => `Ogni sera il Sole sembrava sprofondare e sparire, e ogni mattina tornava dall’altra parte del cielo. Si nascondeva sotto terra? Andava a dormire? ${c.N} voleva saperlo.`]] },
  'ni.ball': { m: [
    [() => `Viviamo sulla Terra, e la Terra è una palla gigante.`, () => `La nostra Terra è tonda, come un’enorme palla che galleggia nello spazio.`],
    [() => `Il Sole è lontano, e splende sempre.`, () => `Il Sole illumina la Terra da molto, molto lontano.`],
  ], l: [[() => `La Terra è così grande che a noi sembra piatta, ma dallo spazio è una palla azzurra e verde. La luce del Sole può illuminare solo metà palla alla volta, come una torcia puntata su un’arancia.`]] },
  'ni.spin': { m: [
    [() => `La Terra gira su sé stessa, piano piano, una volta al giorno.`, () => `La Terra gira come una trottola, una volta ogni giorno.`],
    [() => `Il lato rivolto verso il Sole ha il giorno, e il lato opposto ha la notte.`, () => `Quando il nostro lato si allontana dal Sole, fa buio: è la notte.`],
  ], l: [[() => `Un giro completo dura ventiquattro ore, un giorno e una notte. Non lo sentiamo, perché la Terra gira senza scosse e noi giriamo con lei. Quando il nostro lato si volta verso il Sole vediamo l’alba, e quando si allontana, il tramonto.`]] },
  'ni.other': { m: [
    [() => `Quando qui è notte, dall’altra parte del mondo è giorno.`, () => `Proprio adesso, lontano lontano, ci sono bambini che si svegliano al sole.`],
    [() => `Loro fanno colazione mentre noi andiamo a letto.`, () => `Il Sole non smette mai di splendere: illumina solo un’altra parte della Terra.`],
  ], l: [[() => `Per questo si può telefonare la sera a un amico che vive lontano e sentirsi dire «Buongiorno!». Il mondo è diviso in fusi orari, e dall’altra parte della Terra gli orologi sono avanti o indietro di molte ore.`]] },
  'ni.twist': { m: [
    [(c) => `«Allora il Sole non si muove?», chiese ${c.n}.`, (c) => `${c.N} aggrottò la fronte. «Ma io vedo il Sole attraversare il cielo!»`],
    [() => `Sembra solo che il Sole si muova, perché noi giriamo con la Terra.`, (c) => `«Sembra così», disse ${c.g.n}, «perché stiamo girando con la Terra».`],
  ], l: [[() => `È come stare su una giostra: gli alberi sembrano sfrecciare via, ma in realtà sei tu che ti muovi. Tanto tempo fa la gente credeva che il Sole girasse intorno alla Terra, finché osservatori pazienti capirono che è la Terra a girare.`]] },
  'ni.try': { m: [
    [(c) => `${c.g.N} illuminò una palla con una torcia, in una stanza buia.`, () => `Attaccarono un adesivo su una palla e la illuminarono con una torcia.`],
    [() => `Quando la palla girava, l’adesivo passava dalla luce al buio e poi di nuovo alla luce.`, (c) => `«L’adesivo siamo noi», disse ${c.g.n}. «Adesso è giorno, e adesso è notte».`],
  ], l: [[(c) => `${c.N} girò la palla molto lentamente. L’adesivo scivolò nell’ombra, come al tramonto, e poi tornò alla luce, come all’alba. Giorno, notte, giorno, notte: era solo la palla che girava.`]] },
  'ni.stars': { m: [
    [() => `Di notte, quando il Sole non si vede, possiamo vedere le stelle.`, () => `Quando il nostro lato della Terra è al buio, spuntano la Luna e le stelle.`],
    [() => `Erano lì tutto il giorno, ma il cielo pieno di sole era troppo luminoso per vederle.`, () => `Il cielo di notte è come una finestra sullo spazio.`],
  ], l: [[() => `Le stelle non si accendono di notte. Brillano sempre, lontanissime, ma di giorno il cielo azzurro e luminoso le nasconde. Solo quando il nostro lato della Terra volta le spalle al Sole possiamo vederle scintillare.`]] },
  'ni.end': { m: [
    [(c) => `Adesso ${c.n} sa dove va il Sole di notte.`, () => `Il Sole non dorme: è la Terra che gira.`],
    [(c) => `«Buonanotte, Sole», disse ${c.n}. «A domattina!»`, () => `Domattina il nostro lato della Terra sarà di nuovo girato verso il Sole.`],
  ], l: [[(c) => `${c.N} si rannicchiò sotto la coperta e immaginò la grande Terra che gira piano nel buio, portando tutti con sé, fino a un mattino tutto nuovo.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} si sdraiò su una coperta a guardare le stelle. «Perché brillano così, a scatti?»`, (c) => `«Stella stellina, la notte si avvicina», cantò ${c.n}. «Ma che cosa sono le stelle, e perché scintillano?»`],
    [(c) => `«Scopriamolo», disse ${c.g.n}.`, () => `Le stelle ammiccavano e luccicavano, come se facessero l’occhiolino.`],
  ], l: [[(c) => `C’erano così tante stelle che ${c.n} non riusciva a contarle. Alcune brillavano forte, altre appena, e tutte sembravano tremolare. ${c.N} voleva sapere che cosa fossero davvero.`]] },
  'st.suns': { m: [
    [() => `Le stelle sono soli: enormi palle di gas caldissimo che brillano.`, () => `Ogni stella è un sole, come il nostro Sole.`],
    [() => `Alcune sono perfino più grandi del nostro Sole.`, () => `Anche il nostro Sole è una stella, quella più vicina a noi.`],
  ], l: [[() => `Nel cuore di una stella, minuscoli pezzetti di gas si scontrano così forte da produrre un calore e una luce enormi. Il nostro Sole è una stella piuttosto normale: sembra così grande e luminoso solo perché è vicino.`]] },
  'st.far': { m: [
    [() => `Le stelle sembrano minuscole perché sono molto, molto lontane.`, () => `Le stelle sono così lontane che sembrano puntini.`],
    [() => `La loro luce ha viaggiato per anni e anni prima di arrivare fino a noi.`, () => `Anche la più vicina è molto, molto più lontana del Sole.`],
  ], l: [[() => `La luce è la cosa più veloce che esista, eppure la luce della stella più vicina dopo il Sole impiega più di quattro anni ad arrivare. Quando guardiamo le stelle, vediamo una luce partita tanto tempo fa.`]] },
  'st.twinkle': { m: [
    [() => `Le stelle scintillano per colpa dell’aria intorno alla Terra.`, () => `L’aria sopra di noi si muove sempre, ed è questo che fa scintillare le stelle.`],
    [() => `L’aria calda e quella fredda tremolano, e la luce della stella tremola mentre le attraversa.`, () => `Il sottile raggio di luce viene piegato di qua e di là, e così sembra sfarfallare.`],
  ], l: [[() => `La luce di una stella ci arriva come un raggio sottilissimo. Scendendo, attraversa strati di aria calda e fresca che si muovono, e ogni strato la devia un pochino. Siccome queste deviazioni cambiano di continuo, la stella sembra saltellare e luccicare.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} notò un puntino luminoso che non scintillava per niente.`, (c) => `«Quella non fa l’occhiolino», disse ${c.n}.`],
    [(c) => `«È un pianeta», disse ${c.g.n}. «I pianeti sono molto più vicini, e brillano più fermi».`, () => `I pianeti sono vicini, e la loro luce arriva in un fascio più largo, che l’aria non scuote tanto facilmente.`],
  ], l: [[() => `Gli astronauti, nello spazio, vedono le stelle brillare ferme, senza scintillare, perché lassù non c’è aria a far tremare la luce. Per questo alcuni grandi telescopi vengono mandati nello spazio, dove le loro immagini restano nitide.`]] },
  'st.day': { m: [
    [() => `Di giorno le stelle ci sono ancora.`, () => `Le stelle non se ne vanno al mattino.`],
    [() => `Il Sole è così luminoso che non riusciamo a vederle.`, () => `Il cielo azzurro e luminoso le nasconde finché arriva la notte.`],
  ], l: [[() => `È come cercare di vedere una torcia accanto a un grande faro. Le stelle brillano tutto il giorno, ma il cielo illuminato dal Sole è molto più luminoso, e la loro luce debole si perde.`]] },
  'st.look': { m: [
    [(c) => `${c.N} unì le stelle con il dito per fare dei disegni.`, () => `Cercarono delle forme tra le stelle.`],
    [() => `Questi disegni di stelle si chiamano costellazioni.`, () => `Un carro, un cacciatore, una grande orsa: da migliaia di anni la gente dà un nome ai disegni delle stelle.`],
  ], l: [[() => `Tanto tempo fa, marinai e viaggiatori usavano le costellazioni per orientarsi al buio. Le stelle di una costellazione sembrano vicine, ma in realtà alcune sono molto più lontane di altre.`]] },
  'st.end': { m: [
    [(c) => `Adesso ${c.n} sa perché le stelle scintillano.`, () => `Soli lontani e aria che tremola: ecco il segreto dello scintillio.`],
    [(c) => `«Buonanotte, soli lontani!», cantò ${c.n}.`, (c) => `${c.N} diede la buonanotte alle stelle.`],
  ], l: [[(c) => `${c.N} restò immobile a guardare una stella che tremolava. Era un sole gigante, lontanissimo, e la sua luce aveva fatto tutta quella strada per venire a scintillare proprio lì, davanti ai suoi occhi.`]] },

  'ss.ask': { m: [
    [(c) => `Il cielo diventò arancione, rosa e rosso. «Perché il tramonto è arancione?», chiese ${c.n}.`, (c) => `«Perché la sera il cielo diventa rosso, se è stato azzurro tutto il giorno?», si chiese ${c.n}.`],
    [(c) => `«È la stessa luce del Sole», disse ${c.g.n}. «Fa solo una strada più lunga».`, (c) => `«Scopriamolo», disse ${c.g.n}.`],
  ], l: [[(c) => `Per tutto il giorno il cielo era stato azzurro. Adesso, con il Sole basso, le nuvole ardevano come braci e il cielo arrossiva. ${c.N} voleva sapere come lo stesso cielo potesse cambiare così colore.`]] },
  'ss.road': { m: [
    [() => `La sera il Sole è basso, e la sua luce deve attraversare tantissima aria.`, () => `Al tramonto la luce del Sole viaggia di lato, attraverso tanta, tantissima aria.`],
    [() => `Lungo quella strada la luce blu rimbalza via, e a noi arrivano la luce rossa e quella arancione.`, () => `Il blu si disperde lungo la strada, e restano solo i colori caldi.`],
  ], l: [[() => `A mezzogiorno la luce del Sole scende quasi dritta attraverso l’aria: un viaggio breve. Al tramonto arriva di lato e attraversa molta più aria. Tutta quell’aria le porta via il blu, e la luce che arriva ai nostri occhi è arancione e rossa.`]] },
  'ss.twist': { m: [
    [(c) => `«Perché alcuni tramonti sono più rossi di altri?», chiese ${c.n}.`, (c) => `${c.N} si ricordò di un tramonto molto più rosso di questo.`],
    [() => `La polvere, le goccioline d’acqua e il fumo nell’aria possono rendere un tramonto ancora più rosso.`, () => `Più particelle galleggiano nell’aria, più colorato può essere il tramonto.`],
  ], l: [[() => `Quando un vulcano lontano erutta, la sua polvere finissima può galleggiare alta intorno al mondo e tingere di rosso i tramonti per mesi. La polvere dei deserti o il fumo degli incendi possono fare lo stesso.`]] },
  'ss.clouds': { m: [
    [() => `Le nuvole brillavano rosa e oro.`, () => `Le nuvole catturarono la luce arancione e si accesero come lanterne.`],
    [() => `Il Sole, così basso, le illumina da sotto.`, () => `Le nuvole alte restano illuminate anche dopo che il Sole è tramontato.`],
  ], l: [[() => `Le nuvole sono fatte di goccioline d’acqua che rimandano la luce che le raggiunge. Al tramonto quella luce è arancione e rossa, così le nuvole diventano rosa e dorate, come un quadro dipinto nel cielo.`]] },
  'ss.morning': { m: [
    [() => `Anche all’alba il cielo può essere rosa e arancione.`, () => `Al mattino il Sole è di nuovo basso, e i colori ritornano.`],
    [() => `È la stessa lunga strada attraverso l’aria, dall’altra parte del cielo.`, () => `Chi si alza presto ha il suo spettacolo tutto per sé.`],
  ], l: [[() => `L’alba e il tramonto sono i momenti in cui il Sole è vicino al bordo del cielo. L’unica differenza è che all’alba il nostro lato della Terra gira verso il Sole invece di allontanarsene.`]] },
  'ss.end': { m: [
    [(c) => `Adesso ${c.n} sa perché i tramonti sono arancioni.`, () => `L’ultima luce rossa si spense, e apparve la prima stella.`],
    [() => `La luce blu si perde sulla lunga strada, e quella rossa arriva fino in fondo.`, (c) => `«Buonanotte, Sole», disse ${c.n}. «Grazie per i colori».`],
  ], l: [[(c) => `Mentre il cielo diventava blu scuro, ${c.n} pensò alla luce del Sole che continuava la sua lunga strada nell’aria, dipingendo di arancione la sera di altre persone, più a ovest.`]] },

  'se.ask': { m: [
    [(c) => `«Perché d’inverno fa freddo e d’estate fa caldo?», chiese ${c.n}.`, (c) => `Primavera, estate, autunno, inverno. «Perché ci sono le stagioni?», si chiese ${c.n}.`],
    [(c) => `«Perché la Terra è inclinata», disse ${c.g.n}. «Ti faccio vedere».`, (c) => `«Scopriamolo», disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pensò all’albero del parco: fiori rosa, foglie verdi, foglie rosse e gialle, poi rami spogli e neve. Lo stesso albero nello stesso parco, eppure tutto cambiava durante l’anno.`]] },
  'se.tilt': { m: [
    [() => `La Terra non sta dritta: è un po’ inclinata da una parte.`, () => `La nostra Terra è inclinata, come una trottola che pende di lato.`],
    [() => `Pende sempre verso la stessa parte dello spazio.`, () => `Questa inclinazione è il segreto delle stagioni.`],
  ], l: [[() => `L’asse della Terra è inclinato di circa ventitré gradi. Tutto l’anno punta nella stessa direzione, così per una parte dell’anno la nostra metà è inclinata verso il Sole, e per un’altra parte se ne allontana.`]] },
  'se.orbit': { m: [
    [() => `La Terra viaggia tutto intorno al Sole.`, () => `La Terra fa un lungo viaggio intorno al Sole.`],
    [() => `Un giro dura un anno intero.`, () => `Lungo la strada, la nostra metà della Terra a volte pende verso il Sole e a volte dall’altra parte.`],
  ], l: [[() => `È un viaggio enorme: la Terra percorre centinaia di milioni di chilometri per fare il giro del Sole. A ogni compleanno hai fatto un giro in più intorno al Sole.`]] },
  'se.summer': { m: [
    [() => `D’estate la nostra metà della Terra è inclinata verso il Sole.`, () => `Quando la nostra metà pende verso il Sole, è estate.`],
    [() => `Il Sole sale alto nel cielo, e le giornate sono lunghe e calde.`, () => `Il sole scalda forte, e c’è luce fino a sera tardi.`],
  ], l: [[() => `Quando il Sole è alto, la sua luce scende ripida e scalda molto il terreno, come una torcia puntata dall’alto. Le giornate lunghe danno tante ore per scaldarsi, e le notti brevi poco tempo per raffreddarsi.`]] },
  'se.winter': { m: [
    [() => `D’inverno la nostra metà della Terra si allontana dal Sole.`, () => `Quando la nostra metà pende lontano dal Sole, è inverno.`],
    [() => `Il Sole resta basso, le giornate sono corte e fa freddo.`, () => `Il sole scalda poco, arriva di sbieco, e fa buio presto.`],
  ], l: [[() => `La luce bassa arriva di sbieco, si allarga su più terreno e lo scalda meno, come una torcia puntata di lato. E nelle lunghe notti la terra perde il suo calore.`]] },
  'se.twist': { m: [
    [(c) => `«È estate dappertutto nello stesso momento?», chiese ${c.n}.`, (c) => `${c.N} ebbe un pensiero strano: «Se la nostra metà pende verso il Sole, e l’altra metà?»`],
    [() => `Quando al nord del mondo è estate, al sud è inverno.`, () => `L’altra metà si allontana dal Sole, così là è inverno quando qui è estate.`],
  ], l: [[() => `In Australia il Natale arriva in piena estate, e alcune famiglie fanno il picnic sulla spiaggia. E le stagioni non dipendono da quanto la Terra è vicina al Sole: anzi, a gennaio gli è un pochino più vicina.`]] },
  'se.between': { m: [
    [() => `In primavera e in autunno la Terra è a metà strada.`, () => `Tra l’estate e l’inverno arrivano la primavera e l’autunno.`],
    [() => `Nessuna metà pende verso il Sole più dell’altra, così non fa né troppo caldo né troppo freddo.`, () => `In primavera le giornate si allungano, e in autunno si accorciano.`],
  ], l: [[() => `Due giorni all’anno, a marzo e a settembre, il giorno e la notte durano quasi uguali in tutto il mondo. Si chiamano equinozi, che vuol dire «notti uguali».`]] },
  'se.end': { m: [
    [(c) => `Adesso ${c.n} sa perché ci sono le stagioni.`, () => `Una Terra inclinata che viaggia intorno al Sole: ecco che cosa fa le stagioni.`],
    [() => `Inclinata verso il Sole, estate; inclinata lontano, inverno.`, (c) => `${c.N} disegnò le quattro stagioni su un grande foglio.`],
  ], l: [[(c) => `${c.N} infilò una palla su una matita, la inclinò da una parte e camminò piano intorno a una lampada, senza cambiare l’inclinazione. Estate, autunno, inverno, primavera: un anno intero in un giro della stanza.`]] },

  'de.ask': { m: [
    [(c) => `Era appena ora di merenda, e fuori era già buio. «Perché d’inverno fa buio così presto?», chiese ${c.n}.`, (c) => `«D’estate gioco fuori dopo cena. Perché adesso fa buio così presto?», si chiese ${c.n}.`],
    [(c) => `«Dipende da come è inclinata la Terra», disse ${c.g.n}.`, (c) => `«Scopriamolo insieme», disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} schiacciò il naso contro la finestra. I lampioni erano accesi, e la gente tornava a casa con cappello e sciarpa. D’estate c’era luce fino a dopo l’ora di dormire. Dov’era finita tutta quella luce?`]] },
  'de.short': { m: [
    [() => `D’inverno il Sole sorge tardi e tramonta presto.`, () => `D’inverno la nostra metà della Terra si allontana dal Sole.`],
    [() => `Il Sole fa un cammino corto e basso nel cielo, così le giornate sono corte e le notti lunghe.`, () => `La nostra parte del mondo passa meno ore al sole e più ore al buio.`],
  ], l: [[() => `Mentre la Terra gira, la nostra casa passa nella luce del Sole e poi nell’ombra. D’inverno, per via dell’inclinazione, una parte più grande di quel viaggio si svolge dal lato buio. Al nord del mondo, il giorno più corto dell’anno cade a dicembre.`]] },
  'de.summer': { m: [
    [() => `D’estate succede il contrario.`, () => `D’estate la nostra metà pende verso il Sole, e le giornate sono lunghe.`],
    [() => `Il Sole sorge presto e tramonta tardi, e le sere restano chiare.`, () => `Per questo d’estate si può giocare fuori dopo cena.`],
  ], l: [[() => `Molto a nord, in paesi come la Norvegia, il Sole d’estate non tramonta quasi mai, e lo chiamano il sole di mezzanotte. In pieno inverno, lassù, il Sole può restare settimane senza sorgere.`]] },
  'de.cosy': { m: [
    [() => `Le lunghe sere d’inverno sono fatte per le lampade e le storie.`, () => `Quando fa buio presto, la casa sembra ancora più accogliente.`],
    [(c) => `${c.N} e ${c.g.n} lessero un libro vicino alla lampada.`, () => `Molti animali riposano durante il lungo inverno buio.`],
  ], l: [[() => `Anche gli animali si accorgono che le giornate si accorciano. Alcuni uccelli volano verso paesi più caldi, i ricci e gli orsi vanno in letargo, e molti alberi riposano finché la luce ritorna.`]] },
  'de.end': { m: [
    [(c) => `Adesso ${c.n} sa perché d’inverno fa buio presto.`, () => `Dopo il giorno più corto, le giornate ricominciano ad allungarsi.`],
    [() => `Un po’ più di luce ogni giorno, finché torna l’estate.`, () => `D’inverno la Terra pende lontano dal Sole, e d’estate verso di lui.`],
  ], l: [[(c) => `${c.N} fece una tabella e scrisse ogni settimana l’ora del tramonto. Subito dopo il giorno più corto, gli orari cominciarono a spostarsi piano piano più avanti: la luce tornava, un minuto o due ogni giorno.`]] },

  'sn.ask': { m: [
    [(c) => `Scendevano fiocchi bianchi e morbidi. «Che cos’è la neve?», chiese ${c.n}.`, (c) => `«Perché nevica solo d’inverno?», si chiese ${c.n}.`],
    [(c) => `«La neve è acqua ghiacciata», disse ${c.g.n}. «Andiamo a vedere come si forma».`, (c) => `${c.N} acchiappò un fiocco, e si sciolse in una goccia d’acqua.`],
  ], l: [[(c) => `Durante la notte il giardino era diventato bianco. Ogni ramo portava un cappellino di neve, e tutto il mondo era silenzioso. ${c.N} voleva sapere da dove fosse arrivata tutta quella neve.`]] },
  'sn.cloud': { m: [
    [() => `La neve comincia nelle nuvole, proprio come la pioggia.`, () => `Le nuvole sono fatte di goccioline d’acqua minuscole.`],
    [() => `Quell’acqua viene dal mare, dai laghi e dalle pozzanghere scaldati dal Sole.`, () => `Lassù in cielo l’aria è molto fredda.`],
  ], l: [[() => `Il Sole scalda l’acqua sulla terra, e una parte sale nell’aria come vapore acqueo invisibile. Lassù il vapore si raffredda e forma le goccioline che fanno una nuvola.`]] },
  'sn.freeze': { m: [
    [() => `Quando una nuvola è molto fredda, la sua acqua ghiaccia in pezzettini di ghiaccio.`, () => `In una nuvola gelata crescono minuscoli cristalli di ghiaccio.`],
    [() => `Ogni cristallo di ghiaccio ha sei lati, come una stellina.`, () => `L’acqua dell’aria si attacca ai cristalli e fa crescere loro delle braccia.`],
  ], l: [[() => `Quando l’acqua ghiaccia, i suoi minuscoli pezzetti si uniscono in disegni a sei lati. Per questo ogni fiocco di neve ha sei braccia o sei lati, anche se le forme possono essere diverse come stelle, aghi o piccole piastre.`]] },
  'sn.flake': { m: [
    [() => `I cristalli si attaccano tra loro e diventano fiocchi di neve.`, () => `Quando i fiocchi sono abbastanza pesanti, scendono fluttuando.`],
    [() => `Scendono piano, girando su sé stessi.`, () => `Morbidi e leggeri, si posano a terra.`],
  ], l: [[() => `I fiocchi di neve sono così leggeri e piatti che l’aria li frena. Una goccia di pioggia cade veloce, ma un fiocco di neve può metterci un’ora a scendere dalla sua nuvola.`]] },
  'sn.twist': { m: [
    [(c) => `«I fiocchi di neve sono tutti diversi?», chiese ${c.n}.`, (c) => `${c.N} guardò i fiocchi con una lente d’ingrandimento.`],
    [() => `Ognuno fa la sua strada nella nuvola, così ognuno cresce con la sua forma.`, () => `I fiocchi non sono quasi mai uguali, perché non ce ne sono due che cadono esattamente allo stesso modo.`],
  ], l: [[() => `E perché la neve è bianca, se il ghiaccio è trasparente? Un fiocco ha tante faccine minuscole che rimandano la luce in tutte le direzioni, tutti i colori insieme, e così sembra bianco. La neve fresca intrappola anche l’aria: per questo una giornata di neve è così silenziosa.`]] },
  'sn.cold': { m: [
    [() => `Nevica solo quando l’aria è fredda fino a terra.`, () => `La neve ha bisogno di aria fredda, sotto zero.`],
    [() => `Se l’aria vicino a terra è tiepida, i fiocchi si sciolgono e cadono come pioggia.`, () => `Per questo nevica d’inverno, quando l’aria è fredda, e d’estate piove.`],
  ], l: [[() => `L’acqua ghiaccia a zero gradi. D’inverno l’aria vicino a terra è spesso così fredda, e i fiocchi arrivano senza sciogliersi. Sulle montagne alte fa freddo anche d’estate, e alcune hanno la neve tutto l’anno.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} acchiappò dei fiocchi su una muffola scura.`, () => `Guardarono i fiocchi su una manica fredda e scura.`],
    [() => `Stelline a sei punte! Poi, su una mano calda, si sciolsero.`, () => `Ogni fiocco brillò per un attimo, poi tornò a essere una goccia.`],
  ], l: [[() => `Una superficie fredda e scura è il posto migliore per guardare i fiocchi, perché restano gelati abbastanza a lungo da contarne i sei lati. Se ne porti uno in casa, torna a essere una goccia d’acqua, pronta a risalire in cielo un giorno.`]] },
  'sn.end': { m: [
    [(c) => `Adesso ${c.n} sa che cos’è la neve.`, () => `La neve è acqua ghiacciata che nasce nelle nuvole.`],
    [(c) => `${c.N} fece un pupazzo di neve piccolino.`, () => `In primavera la neve si scioglierà e correrà verso i fiumi.`],
  ], l: [[(c) => `${c.N} fece rotolare una grande palla di neve e pensò alle stelline di ghiaccio che c’erano dentro, ognuna nata in una nuvola, lassù. In primavera si sarebbe sciolta, sarebbe scivolata via, e forse sarebbe tornata un altro inverno, di nuovo come neve.`]] },

  'rb.ask': { m: [
    [(c) => `Dopo la pioggia, un arcobaleno attraversò il cielo. «Come si forma un arcobaleno?», chiese ${c.n}.`, (c) => `«Da dove vengono gli arcobaleni?», si chiese ${c.n}.`],
    [(c) => `«Servono due cose», disse ${c.g.n}: «sole e pioggia».`, (c) => `«Scopriamolo insieme», disse ${c.g.n}.`],
  ], l: [[(c) => `L’arcobaleno aveva il rosso fuori e il viola dentro, con l’arancione, il giallo, il verde e il blu in mezzo. Sembrava così vicino da poterlo toccare, ma quando ${c.n} ci camminava incontro, si allontanava.`]] },
  'rb.drop': { m: [
    [() => `Quando la luce del Sole entra in una goccia di pioggia, si piega.`, () => `Ogni goccia di pioggia funziona come un piccolissimo prisma.`],
    [() => `Ogni colore si piega un po’ in modo diverso, così i colori si separano.`, () => `La luce bianca si apre in rosso, arancione, giallo, verde, blu e viola.`],
  ], l: [[() => `La luce rallenta e si piega quando passa dall’aria all’acqua. Dentro la goccia rimbalza sul fondo e si piega di nuovo uscendo. Il rosso si piega meno e il viola di più, così i colori si aprono a ventaglio.`]] },
  'rb.back': { m: [
    [() => `Per vedere un arcobaleno, il Sole deve essere dietro di te e la pioggia davanti.`, () => `Metti le spalle al Sole e guarda la pioggia.`],
    [() => `Milioni di gocce ti mandano un colore ciascuna, e tutte insieme formano l’arco.`, () => `Per questo gli arcobaleni spuntano quando il Sole splende durante un acquazzone.`],
  ], l: [[() => `Le gocce che ti mandano la luce rossa sono più in alto, e quelle che ti mandano il viola più in basso. Ognuno vede il proprio arcobaleno, fatto dalle proprie gocce, ed è per questo che nessuno arriva mai alla sua fine.`]] },
  'rb.twist': { m: [
    [(c) => `«Perché l’arcobaleno è curvo?», chiese ${c.n}.`, (c) => `${c.N} si chiese perché gli arcobaleni siano sempre piegati come un arco.`],
    [() => `Un arcobaleno in realtà è un cerchio intero, ma il terreno ne nasconde la metà di sotto.`, () => `Da un aereo, a volte, si vede l’arcobaleno come un cerchio completo.`],
  ], l: [[() => `Le gocce che ti mandano i colori stanno tutte allo stesso angolo intorno al punto proprio opposto al Sole, e questo forma un cerchio. A volte brilla un secondo arcobaleno più pallido fuori dal primo, con i colori al contrario.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} fece un arcobaleno con la canna del giardino.`, () => `In una giornata di sole, spruzzarono una pioggerellina d’acqua.`],
    [() => `Con il Sole alle spalle, i colori apparvero negli spruzzi!`, () => `Eccolo: un piccolo arcobaleno, proprio in giardino.`],
  ], l: [[() => `Si può fare un arcobaleno anche con un bicchiere d’acqua su una finestra al sole, o vederne uno negli spruzzi di una cascata. Dovunque la luce del Sole incontra tante goccioline, può apparire un arcobaleno.`]] },
  'rb.end': { m: [
    [(c) => `Adesso ${c.n} sa come si forma un arcobaleno.`, () => `Sole e gocce di pioggia: è tutto quello che serve a un arcobaleno.`],
    [(c) => `${c.N} ne disegnò uno con tutti i colori, il rosso fuori e il viola dentro.`, (c) => `La prossima volta che pioverà con il sole, ${c.n} ne cercherà uno.`],
  ], l: [[(c) => `Il pomeriggio dopo, tra pioggia e sole, ${c.n} mise le spalle al Sole e cercò nel cielo. Eccolo: un arcobaleno fatto da un milione di gocce scintillanti.`]] },

  'th.ask': { m: [
    [(c) => `Un lampo! Bum! «Che cosa fa il tuono?», chiese ${c.n}.`, (c) => `Il cielo lampeggiò e brontolò. «Perché il tuono fa bum?», si chiese ${c.n}.`],
    [(c) => `«Qui dentro siamo al sicuro», disse ${c.g.n}. «Scopriamolo».`, (c) => `«Il tuono è il rumore che fa il fulmine», disse ${c.g.n}.`],
  ], l: [[(c) => `La pioggia tamburellava sul tetto. Ogni pochi minuti il cielo si accendeva, e poco dopo un brontolio profondo rotolava sopra la casa. ${c.N} voleva sapere che cosa succedesse lassù, in quelle nuvole scure.`]] },
  'th.cloud': { m: [
    [() => `Le nuvole temporalesche sono altissime e piene di ghiaccio e acqua.`, () => `Dentro una nuvola temporalesca, pezzetti di ghiaccio si scontrano e si strofinano.`],
    [() => `Tutti quegli scontri caricano la nuvola di elettricità, come quando strofini un palloncino sui capelli.`, () => `La nuvola si riempie di elettricità.`],
  ], l: [[() => `Dentro una nuvola temporalesca, venti forti fanno salire e scendere chicchi di grandine e minuscoli cristalli di ghiaccio. Scontrandosi, si passano piccole cariche elettriche, finché la parte alta e la parte bassa della nuvola sono cariche in modo opposto.`]] },
  'th.flash': { m: [
    [() => `Il fulmine è una scintilla di elettricità gigante.`, () => `Quando l’elettricità salta, vediamo il lampo di un fulmine.`],
    [() => `Salta da una nuvola all’altra, o da una nuvola fino a terra.`, () => `È come la scintillina che a volte senti toccando una maniglia, ma enorme.`],
  ], l: [[() => `Per un istante, un fulmine è più caldo della superficie del Sole. È sottilissimo, largo più o meno come un pollice, ma può essere lungo chilometri.`]] },
  'th.boom': { m: [
    [() => `Il fulmine scalda l’aria così in fretta che l’aria scoppia con un gran botto.`, () => `Quel botto è il tuono!`],
    [() => `Da vicino schiocca, e da lontano brontola.`, () => `Il suono rimbalza sulle nuvole e sulle colline, e per questo brontola a lungo.`],
  ], l: [[() => `L’aria intorno al fulmine si scalda di colpo, si spinge fuori all’improvviso e crea un’onda sonora. Quell’onda arriva alle nostre orecchie come tuono. Il tuono non può fare male a nessuno: è solo rumore.`]] },
  'th.twist': { m: [
    [(c) => `«Il fulmine è pericoloso?», chiese ${c.n}.`, (c) => `${c.N} si chiese quale fosse il posto più sicuro durante un temporale.`],
    [() => `Il fulmine può essere pericoloso, perciò durante un temporale è meglio stare in casa o in macchina.`, (c) => `«In casa è il posto più sicuro», disse ${c.g.n}. «Da qui possiamo guardare e ascoltare».`],
  ], l: [[() => `I fulmini cadono di solito sulle cose alte, come alberi e torri, per questo non bisogna ripararsi sotto un albero isolato. Gli edifici alti hanno i parafulmini, che portano l’elettricità nel terreno senza pericolo.`]] },
  'th.count': { m: [
    [(c) => `${c.N} contò tra il lampo e il botto.`, () => `Uno, due, tre… BUM!`],
    [() => `La luce è più veloce del suono, così vediamo prima il lampo e sentiamo dopo il tuono.`, () => `Più lunga è l’attesa, più lontano è il temporale.`],
  ], l: [[() => `Il suono percorre circa un chilometro ogni tre secondi. Se conti sei secondi tra il lampo e il tuono, il fulmine è caduto a circa due chilometri. Quando l’attesa si allunga, il temporale si sta allontanando.`]] },
  'th.end': { m: [
    [(c) => `Adesso ${c.n} sa che cosa fa il tuono.`, () => `Il temporale si allontanò brontolando, e uscì il Sole.`],
    [() => `Una scintilla di fulmine, uno scoppio d’aria: bum!`, () => `Il tuono fa meno paura quando sai che cos’è.`],
  ], l: [[(c) => `Le attese tra i lampi e i brontolii si allungarono sempre di più, finché ${c.n} riuscì a contare fino a venti. Il temporale era andato lontano, e dal giardino bagnato saliva un profumo fresco e pulito.`]] },

  'le.ask': { m: [
    [(c) => `Una foglia rossa scese girando. «Perché le foglie cambiano colore e cadono?», chiese ${c.n}.`, (c) => `«Perché le foglie diventano gialle e rosse?», si chiese ${c.n}.`],
    [(c) => `«Gli alberi si preparano per l’inverno», disse ${c.g.n}.`, (c) => `«Scopriamolo», disse ${c.g.n}.`],
  ], l: [[(c) => `Per tutta l’estate gli alberi del parco erano stati verdi. Adesso erano dorati, arancioni e rossi, e il vialetto scricchiolava di foglie cadute. ${c.N} voleva sapere perché gli alberi le lasciassero andare.`]] },
  'le.green': { m: [
    [() => `D’estate le foglie sono verdi.`, () => `Le foglie sono piccole cucine dove l’albero prepara il suo cibo.`],
    [() => `Sono piene di una sostanza verde che usa la luce del Sole per fare il cibo dell’albero.`, () => `Per lavorare hanno bisogno di tanta luce e tanta acqua.`],
  ], l: [[() => `La sostanza verde delle foglie si chiama clorofilla. Cattura la luce del Sole, e la foglia usa quell’energia per trasformare acqua e aria in zucchero, il cibo dell’albero. C’è così tanta clorofilla che nasconde tutti gli altri colori.`]] },
  'le.cold': { m: [
    [() => `In autunno le giornate diventano più corte e più fredde.`, () => `Quando arriva l’autunno, c’è meno luce.`],
    [() => `L’albero smette di fare il cibo nelle sue foglie.`, () => `Non c’è abbastanza luce per fare molto cibo, e il gelo rovinerebbe le foglie.`],
  ], l: [[() => `Gli alberi si accorgono che le notti si allungano e le giornate si rinfrescano. Invece di fare il cibo, ritirano dalle foglie le cose utili e le conservano nei rami e nelle radici per la primavera.`]] },
  'le.colours': { m: [
    [() => `Il verde svanisce, e compaiono il giallo e l’arancione.`, () => `Senza il verde, si vedono i colori nascosti.`],
    [() => `Il giallo e l’arancione erano nella foglia tutta l’estate, nascosti sotto il verde!`, () => `Alcuni alberi, in autunno, fabbricano anche colori rossi nuovi.`],
  ], l: [[() => `Quando la clorofilla si disfa, finalmente si vedono il giallo e l’arancione che c’erano da sempre. Il rosso e il viola sono diversi: alcuni alberi li fabbricano in autunno, soprattutto dopo giornate di sole e notti fresche.`]] },
  'le.twist': { m: [
    [(c) => `«Perché il pino resta verde?», chiese ${c.n}.`, (c) => `${c.N} notò un albero ancora tutto verde.`],
    [() => `Gli alberi sempreverdi hanno aghi sottili e cerosi che resistono al freddo.`, (c) => `«È un sempreverde», disse ${c.g.n}. «I suoi aghi hanno uno strato di cera».`],
  ], l: [[() => `Gli aghi di pino sono sottili e coperti di cera, così perdono pochissima acqua e il gelo non li rovina. Anche i pini perdono aghi, ma pochi alla volta, e per questo sembrano sempre verdi.`]] },
  'le.fall': { m: [
    [() => `Poi l’albero lascia andare le sue foglie.`, () => `Dove ogni foglia si attacca al ramo cresce un muretto minuscolo, e la foglia cade.`],
    [() => `Il vento le porta giù, e scendono girando fino a terra.`, () => `Senza foglie, l’albero perde meno acqua d’inverno.`],
  ], l: [[() => `D’inverno il terreno può gelare, e allora l’albero non riesce a bere. Le foglie grandi lascerebbero scappare l’acqua, così l’albero le chiude una a una, e la foglia cade. Le foglie cadute marciscono e nutrono la terra.`]] },
  'le.try': { m: [
    [(c) => `${c.N} raccolse foglie di tutti i colori.`, () => `Riempirono un cestino di foglie rosse, gialle, arancioni e marroni.`],
    [() => `Alcune erano ancora mezze verdi.`, (c) => `${c.N} le mise in fila, dalla verde alla rossa.`],
  ], l: [[(c) => `A casa, ${c.n} mise le foglie più belle a seccare dentro un libro pesante. Una, mezza verde e mezza gialla, mostrava il cambiamento proprio lì, sulla pagina.`]] },
  'le.end': { m: [
    [(c) => `Adesso ${c.n} sa perché le foglie cadono in autunno.`, () => `L’albero non è morto: sta riposando.`],
    [() => `Sui rami aspettano gemme minuscole, pronte per la primavera.`, () => `In primavera cresceranno foglie verdi nuove.`],
  ], l: [[(c) => `${c.N} guardò da vicino un ramo spoglio e trovò gemme piccole e strette. In ognuna c’era una foglia nuova ripiegata, che aspettava le giornate lunghe e luminose della primavera.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} assaggiò il mare. «Che salato! Perché il mare è salato?»`, (c) => `«Perché il mare è salato e la pioggia no?», chiese ${c.n}.`],
    [(c) => `«Il sale viene dalle rocce», disse ${c.g.n}.`, (c) => `«Seguiamo una goccia di pioggia», disse ${c.g.n}.`],
  ], l: [[(c) => `Un’onda schizzò in faccia ${c.al}, e le labbra sapevano di sale. Il fiume vicino a casa non era salato, e nemmeno la pioggia. Allora da dove veniva tutto il sale del mare?`]] },
  'sa.rain': { m: [
    [() => `Quando la pioggia cade sulla terra, scorre sulle rocce e sul terreno.`, () => `La pioggia scivola su colline, rocce e sassi.`],
    [() => `Le rocce contengono granellini di sale, e la pioggia se li porta via.`, () => `Lungo la strada, la pioggia si porta via minuscoli pezzetti di sale.`],
  ], l: [[() => `L’acqua piovana è leggermente acida, e col tempo consuma le rocce. Così facendo scioglie piccolissime quantità di minerali, tra cui il sale, e li porta con sé.`]] },
  'sa.rivers': { m: [
    [() => `I fiumi portano il sale fino al mare.`, () => `L’acqua scorre nei ruscelli e nei fiumi, e i fiumi arrivano al mare.`],
    [() => `In un fiume c’è così poco sale che non si sente.`, () => `Ogni fiume porta un pochino di sale al mare.`],
  ], l: [[() => `L’acqua dei fiumi contiene così poco sale che sembra dolce. Ma migliaia di fiumi si gettano nel mare, giorno dopo giorno, e non smettono mai di portare il loro piccolo carico di sale.`]] },
  'sa.sun': { m: [
    [() => `Il Sole scalda il mare, e l’acqua sale in cielo.`, () => `L’acqua sale dal mare per formare le nuvole, ma il sale resta giù.`],
    [() => `Il sale non può salire con lei, così resta nel mare.`, () => `Sale solo l’acqua, e il mare si tiene tutto il suo sale.`],
  ], l: [[() => `Quando l’acqua evapora, sale solo l’acqua, e il sale resta indietro. Le nuvole restituiscono acqua dolce alla terra come pioggia, e il sale del mare si accumula da milioni di anni.`]] },
  'sa.twist': { m: [
    [(c) => `«Tutto il sale viene dai fiumi?», chiese ${c.n}.`, (c) => `${c.N} si chiese se il sale arrivasse anche da qualche altra parte.`],
    [() => `Una parte esce da crepe sul fondo del mare, dove gorgoglia acqua calda.`, () => `Anche le sorgenti calde e i vulcani sotto il mare aggiungono sale.`],
  ], l: [[() => `Laggiù, l’acqua del mare si infila nelle crepe del fondale, si scalda contro la roccia rovente ed esce di nuovo carica di minerali. Alcuni mari, come il Mar Morto, sono così salati che la gente ci galleggia sopra come un tappo di sughero.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} mise un po’ di acqua salata in un piattino al sole.`, () => `Lasciarono un piattino di acqua di mare su una finestra soleggiata.`],
    [() => `Qualche giorno dopo l’acqua era sparita, ed era rimasto del sale bianco!`, () => `L’acqua se ne andò nell’aria, e il sale restò.`],
  ], l: [[() => `È così che si fa il sale marino: si lascia entrare l’acqua del mare in vasche poco profonde, e il Sole e il vento portano via l’acqua. Quello che resta è sale bianco e croccante, come quello in tavola.`]] },
  'sa.time': { m: [
    [() => `Succede da milioni di anni.`, () => `I fiumi continuano a portare sale, ancora e ancora.`],
    [() => `Piano piano, il mare è diventato salato.`, () => `Il mare è un po’ come una gigantesca minestra salata.`],
  ], l: [[() => `Oggi il mare resta più o meno salato così, perché una parte del sale si deposita sul fondo e torna a essere roccia. Un secchio d’acqua di mare contiene più di una tazza di sale.`]] },
  'sa.end': { m: [
    [(c) => `Adesso ${c.n} sa perché il mare è salato.`, () => `Pioggia, rocce, fiumi e Sole: ecco il segreto del mare salato.`],
    [(c) => `${c.N} sguazzò tra le onde salate.`, (c) => `«Ciao, mare salato!», disse ${c.n}.`],
  ], l: [[(c) => `${c.N} si leccò il sale dalle labbra e rise. Un po’ di quel sale forse un tempo era stato dentro una montagna lontana, prima che la pioggia e i fiumi lo portassero fin lì.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} vide l’immagine di un vulcano. «Come funziona un vulcano?»`, (c) => `«Perché dal vulcano esce il fuoco?», chiese ${c.n}.`],
    [(c) => `«Non è fuoco», disse ${c.g.n}. «È roccia fusa».`, (c) => `«Scopriamolo insieme», disse ${c.g.n}.`],
  ], l: [[(c) => `Nell’immagine una montagna sbuffava fumo grigio, e fiumi arancioni e luminosi scendevano lungo i suoi fianchi. ${c.N} voleva sapere che cosa potesse spingere una montagna a fare così.`]] },
  'vo.inside': { m: [
    [() => `In profondità, sotto terra, fa caldissimo.`, () => `Molto sotto i nostri piedi la roccia è così calda che in parte si scioglie.`],
    [() => `La roccia fusa sotto terra si chiama magma.`, () => `Quella roccia calda e molle si chiama magma.`],
  ], l: [[() => `Più si scende dentro la Terra, più fa caldo. A decine di chilometri di profondità fa abbastanza caldo da fondere alcune rocce in un magma denso e luminoso, che si raccoglie in grandi sacche chiamate camere magmatiche.`]] },
  'vo.push': { m: [
    [() => `Il magma è più leggero della roccia dura intorno, così spinge verso l’alto.`, () => `Il magma si fa strada verso l’alto attraverso le crepe del terreno.`],
    [() => `Dentro ha anche del gas, come le bollicine di una bibita.`, () => `La spinta cresce, come in una bottiglia agitata.`],
  ], l: [[() => `Mentre il magma sale, il gas che contiene forma delle bolle, proprio come una bibita frizzante quando la apri. Le bolle spingono sempre più forte, finché il magma trova una via d’uscita.`]] },
  'vo.erupt': { m: [
    [() => `Quando esce di colpo, il vulcano erutta!`, () => `Escono cenere, gas e lava luminosa.`],
    [() => `La roccia fusa che esce dal vulcano si chiama lava.`, () => `La lava scende dalla montagna come un fiume lento e rovente.`],
  ], l: [[() => `Alcuni vulcani fanno eruzioni tranquille, con la lava liquida che cola. Altri esplodono e sparano cenere altissima nel cielo. La montagna stessa è fatta di strati di vecchia lava e cenere, ammucchiati un’eruzione dopo l’altra.`]] },
  'vo.twist': { m: [
    [(c) => `«Dove sono i vulcani?», chiese ${c.n}.`, (c) => `${c.N} voleva sapere perché i vulcani ci sono solo in certi posti.`],
    [() => `La parte esterna della Terra è spezzata in pezzi giganti chiamati placche, e quasi tutti i vulcani sono dove si incontrano.`, () => `La maggior parte dei vulcani si trova ai bordi delle grandi placche che coprono la Terra.`],
  ], l: [[() => `Le placche si muovono lentissimamente, più o meno quanto crescono le tue unghie. Dove si allontanano, o dove una scivola sotto l’altra, il magma può arrivare in superficie. Alcuni vulcani dormono da migliaia di anni.`]] },
  'vo.land': { m: [
    [() => `Quando la lava si raffredda, diventa roccia dura e nuova.`, () => `La lava raffreddata diventa terra nuova.`],
    [() => `Alcune isole, come le Hawaii o l’Islanda, sono state fatte dai vulcani.`, () => `Col tempo, sulla roccia nuova crescono le piante.`],
  ], l: [[() => `La terra vulcanica è piena di minerali, così le piante ci crescono benissimo, e molti contadini vivono vicino ai vulcani, come sull’Etna. Alcune isole sono uscite dal mare, costruite dalla lava, strato dopo strato.`]] },
  'vo.safe': { m: [
    [() => `Gli scienziati dei vulcani li tengono d’occhio da vicino.`, () => `I vulcanologi sono scienziati che studiano i vulcani.`],
    [() => `Spesso capiscono quando un vulcano si sta svegliando, e la gente può allontanarsi in tempo.`, () => `Misurano come trema il terreno e quali gas escono.`],
  ], l: [[() => `Prima di un’eruzione, il terreno può gonfiarsi e tremare, e può uscire più gas. Gli scienziati controllano tutti questi segnali con strumenti e satelliti, e avvisano la gente quando è ora di andare via.`]] },
  'vo.end': { m: [
    [(c) => `Adesso ${c.n} sa come funziona un vulcano.`, () => `Magma caldo, gas che sale e una via d’uscita: ecco un vulcano.`],
    [(c) => `${c.N} costruì un vulcano con il bicarbonato e l’aceto.`, () => `Fsss! La lava finta traboccò schiumando.`],
  ], l: [[(c) => `Il vulcano finto frizzò e schiumò, e ${c.n} rise. Erano solo bicarbonato e aceto, ma mostravano la stessa idea: il gas si accumula e spinge tutto fuori di colpo.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} guardò una vecchia foto di famiglia, con un neonato. «Da dove vengono i bambini?»`, (c) => `«E io da dove vengo?», chiese ${c.n}.`],
    [(c) => `${c.g.N} sorrise. «È una domanda bellissima».`, (c) => `«Te lo racconto», disse ${c.g.n}, e si sedettero vicini vicini.`],
  ], l: [[(c) => `Nella foto c’era un neonato minuscolo con la faccina tutta grinzosa e un cappellino. «Questo era il tuo primo giorno», disse ${c.g.n}. Era difficile credere di essere stati così piccoli.`]] },
  'ba.start': { m: [
    [() => `Un bambino comincia più piccolo di un puntino.`, () => `Ogni bambino comincia piccolissimo.`],
    [() => `Un minuscolo ovulo della mamma e una minuscola cellula del papà si uniscono, e comincia un bambino nuovo.`, () => `All’inizio è così piccolo che si vedrebbe solo con un microscopio.`],
  ], l: [[() => `I corpi dei grandi hanno parti speciali per fare i bambini. Quando un ovulo e uno spermatozoo si uniscono, diventano una sola cellula, e quella cellula cresce e si divide ancora e ancora, fino a diventare una persona nuova.`]] },
  'ba.womb': { m: [
    [() => `Il bambino cresce in un posto accogliente nella pancia della mamma, che si chiama utero.`, () => `Il bambino cresce nell’utero, un posto caldo e sicuro dentro la pancia.`],
    [() => `Non è dove va il cibo: è una stanza speciale solo per il bambino.`, () => `L’utero si allarga man mano che il bambino cresce.`],
  ], l: [[() => `L’utero è una sacca forte ed elastica, proprio sotto la pancia. Tiene il bambino al caldo e al sicuro, a galla nell’acqua come in una piccola piscina. Il bambino riceve cibo e aria dal sangue della mamma attraverso un cordone.`]] },
  'ba.grow': { m: [
    [() => `Il bambino cresce e cresce per circa nove mesi.`, () => `Mese dopo mese, il bambino diventa più grande.`],
    [() => `Prima è piccolo come un seme, poi come una prugna, poi come un melone!`, () => `Gli crescono un cuore, le mani, i piedi e perfino unghie minuscole.`],
  ], l: [[() => `Il cibo del bambino arriva attraverso un tubicino morbido che si chiama cordone ombelicale. Quando il bambino è nato, il cordone non serve più, e il punto dove stava diventa l’ombelico.`]] },
  'ba.twist': { m: [
    [(c) => `«Ecco perché ho l’ombelico!», disse ${c.n}.`, (c) => `${c.N} si guardò l’ombelico.`],
    [() => `Tutti ne hanno uno, perché tutti sono cresciuti dentro qualcuno.`, () => `È dove stava il cordone, tanto tempo fa, prima di nascere.`],
  ], l: [[() => `Le famiglie cominciano in modi diversi. Alcuni bambini vengono adottati, alcune famiglie hanno l’aiuto dei medici, e alcune hanno due mamme o due papà. Ma ogni persona è partita piccolissima ed è cresciuta dentro qualcuno, e ogni ombelico se lo ricorda.`]] },
  'ba.kick': { m: [
    [() => `Dentro l’utero, il bambino può scalciare e muoversi.`, () => `I bambini sentono le voci prima di nascere.`],
    [() => `Si sentono i calcetti appoggiando la mano sulla pancia.`, () => `Possono perfino avere il singhiozzo!`],
  ], l: [[() => `Verso la fine, il bambino sente la musica, le voci e il battito del cuore della mamma. Per questo i neonati spesso riconoscono le voci della loro famiglia e si calmano quando le sentono.`]] },
  'ba.born': { m: [
    [() => `Quando il bambino è pronto, nasce.`, () => `Dopo circa nove mesi, il bambino viene al mondo.`],
    [() => `I medici e le ostetriche aiutano la mamma e il bambino.`, () => `Il neonato viene tenuto stretto e coccolato.`],
  ], l: [[() => `La maggior parte dei bambini esce da un’apertura speciale che si allarga, e alcuni nascono con l’aiuto di un medico, dalla pancia. In un modo o nell’altro, la famiglia incontra il suo bambino per la prima volta.`]] },
  'ba.end': { m: [
    [(c) => `Adesso ${c.n} sa da dove vengono i bambini.`, () => `Ogni bambino comincia minuscolo e cresce in un utero.`],
    [(c) => `Anche l’amore per ${c.n} è cominciato fin dal primo giorno.`, (c) => `${c.N} abbracciò forte ${c.g.n}.`],
  ], l: [[(c) => `${c.N} guardò di nuovo la foto, poi le proprie mani. Da minuscole erano diventate grandi, e sarebbero cresciute ancora. Tutte le persone del mondo erano partite proprio così.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} sbadigliò. «Perché dobbiamo dormire?»`, (c) => `«Perché bisogna dormire tutte le notti?», chiese ${c.n}.`],
    [(c) => `«Dormire è un lavoro importante per il tuo corpo», disse ${c.g.n}.`, (c) => `«Scopriamolo», disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} voleva restare ${c.x('svegli')} a giocare. Dormire sembrava una perdita di tempo: stare fermi al buio mentre il mondo andava avanti. A che cosa serviva?`]] },
  'sl.body': { m: [
    [() => `Quando dormiamo, il corpo riposa e cresce.`, () => `Il sonno dà al corpo il tempo di riposare e di ripararsi.`],
    [() => `I bambini crescono soprattutto mentre dormono!`, () => `I muscoli stanchi diventano più forti, e i graffietti guariscono.`],
  ], l: [[() => `Durante il sonno profondo, il corpo manda fuori un ormone della crescita che aiuta i bambini a crescere. Ripara anche i muscoli, guarisce tagli e lividi e aiuta il corpo a combattere i germi.`]] },
  'sl.brain': { m: [
    [() => `Mentre dormiamo, il cervello mette in ordine.`, () => `Il cervello riordina tutto quello che hai imparato oggi.`],
    [() => `Tiene le cose importanti e lascia andare quelle che non servono.`, () => `Per questo dopo una bella dormita si ricorda meglio.`],
  ], l: [[() => `Durante il giorno, il cervello riceve una montagna di cose nuove. Di notte le riordina, come quando si mettono i giocattoli nelle scatole giuste, per ritrovarle domani. Si fa perfino una pulizia mentre dormi.`]] },
  'sl.dream': { m: [
    [() => `A volte sogniamo mentre dormiamo.`, () => `I sogni sono immagini e storie che il cervello inventa di notte.`],
    [() => `I sogni possono essere buffi, strani o emozionanti.`, () => `Nessuno sa ancora tutto sui sogni.`],
  ], l: [[() => `La maggior parte dei sogni arriva in un tipo di sonno in cui gli occhi si muovono veloci sotto le palpebre chiuse. Gli scienziati pensano che i sogni aiutino forse il cervello a mettere in ordine emozioni e ricordi, ma stanno ancora studiando.`]] },
  'sl.twist': { m: [
    [(c) => `«Anche gli animali dormono?», chiese ${c.n}.`, (c) => `${c.N} guardò il gatto addormentato, acciambellato sulla sedia.`],
    [() => `Quasi tutti gli animali dormono, ma in modi diversi.`, () => `I gatti dormono quasi tutto il giorno, e i pipistrelli dormono a testa in giù.`],
  ], l: [[() => `I delfini fanno riposare metà cervello alla volta, così possono continuare a salire a respirare. Le giraffe dormono solo poche ore, e i koala fino a venti ore al giorno. Ma quasi ogni animale ha bisogno di qualche tipo di sonno.`]] },
  'sl.tired': { m: [
    [() => `Senza abbastanza sonno, siamo brontoloni e stanchi.`, () => `Quando non dormiamo abbastanza, tutto diventa più difficile.`],
    [() => `È difficile imparare, giocare ed essere gentili.`, () => `Anche una piccolezza può far piangere chi è stanco.`],
  ], l: [[() => `I bambini hanno bisogno di dormire più dei grandi: i piccoli circa dieci-quattordici ore, e i bambini di scuola circa nove-dodici. Dopo una bella notte è più facile pensare, imparare ed essere contenti.`]] },
  'sl.end': { m: [
    [(c) => `Adesso ${c.n} sa perché dobbiamo dormire.`, () => `Il sonno ci aiuta a crescere, a guarire e a ricordare.`],
    [(c) => `${c.N} si rannicchiò sotto le coperte e chiuse gli occhi.`, (c) => `«Buonanotte», disse ${c.n}. «Il mio corpo ha da fare».`],
  ], l: [[(c) => `${c.N} restò ${c.x('ferm')} pensando al cervello che metteva in ordine la giornata nelle sue scatole, e al corpo che cresceva un pochino nel buio. Dormire non sembrava più affatto una perdita di tempo.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} mosse un dente che dondolava. «Perché perdiamo i denti?»`, (c) => `«Mi dondola un dente! Perché i denti cadono?», chiese ${c.n}.`],
    [(c) => `«Sta facendo posto a uno più grande», disse ${c.g.n}.`, (c) => `«Scopriamolo», disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} spinse il dente con la lingua, e lui dondolò avanti e indietro. Non faceva male, ma era una sensazione stranissima. Perché mai un dente sano voleva andarsene?`]] },
  'te.baby': { m: [
    [() => `I primi denti si chiamano denti da latte.`, () => `I bambini piccoli hanno venti dentini da latte.`],
    [() => `Sono perfetti per una bocca piccola.`, () => `Ma la bocca continua a crescere, e i denti da latte no.`],
  ], l: [[() => `I denti da latte cominciano a formarsi prima ancora di nascere, nascosti nelle gengive. Spuntano nei primi anni, piccoli per stare in una mascella piccola. Crescendo, la mascella si allarga, ma i denti da latte restano piccoli.`]] },
  'te.under': { m: [
    [() => `Sotto ogni dente da latte aspetta un dente nuovo e grande.`, () => `I denti definitivi crescono dentro le gengive, sotto quelli da latte.`],
    [() => `Quando è pronto, comincia a spingere verso l’alto.`, () => `Il dente nuovo è più grande e più forte.`],
  ], l: [[() => `Ogni dente definitivo cresce nella mascella, sotto un dente da latte. Spingendo verso l’alto, fa sciogliere piano piano la radice del dente da latte, finché niente lo tiene più al suo posto.`]] },
  'te.wobble': { m: [
    [() => `Il dente da latte comincia a dondolare, e un giorno cade.`, () => `Dondola, dondola, e plin, cade!`],
    [() => `Di solito non fa male per niente.`, () => `Quasi tutti i bambini perdono il primo dente verso i sei anni.`],
  ], l: [[() => `Di solito cadono prima i denti davanti, tra i cinque e i sette anni, e gli ultimi denti da latte se ne vanno verso i dodici. Cambiarli tutti e venti richiede anni.`]] },
  'te.twist': { m: [
    [(c) => `«Quanti denti da grande avrò?», chiese ${c.n}.`, (c) => `${c.N} contò i denti su un disegno.`],
    [() => `I grandi hanno fino a trentadue denti, più dei venti da latte.`, () => `I denti in più crescono in fondo alla bocca.`],
  ], l: [[() => `Gli ultimissimi denti, i denti del giudizio, possono spuntare solo da grandi, e alcune persone non li hanno mai. Non c’è una terza dentatura: i denti definitivi devono durare per sempre.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} sorrise con un buchino tra i denti.`, () => `Adesso c’era un buco dove prima c’era il dente.`],
    [() => `Presto spuntò la punta di un dente nuovo.`, () => `Il dente nuovo cresce piano, in qualche mese.`],
  ], l: [[() => `I denti definitivi nuovi sembrano spesso grandi nella faccia di un bambino, con piccole gobbe sul bordo di sotto. Le gobbe si consumano, e la faccia cresce finché i denti ci stanno bene.`]] },
  'te.care': { m: [
    [() => `I denti definitivi devono durare tutta la vita.`, () => `Per questo lavarsi i denti è così importante.`],
    [() => `Lavali due volte al giorno, e resteranno forti.`, (c) => `${c.N} si lavò i denti con cura, fino in fondo.`],
  ], l: [[() => `Lo zucchero nutre minuscoli germi nella bocca che possono fare buchi nei denti. Lavarsi i denti la mattina e prima di dormire, e non mangiare troppi dolci, mantiene sani i denti per tantissimo tempo.`]] },
  'te.end': { m: [
    [(c) => `Adesso ${c.n} sa perché perdiamo i denti.`, () => `Se ne va il dente da latte, e arriva quello grande.`],
    [(c) => `${c.N} mise il dentino in una scatolina.`, (c) => `«Ciao, dentino», disse ${c.n}. «Grazie».`],
  ], l: [[(c) => `${c.N} guardò il dentino nel palmo della mano. Aveva fatto bene il suo lavoro. Adesso arrivava un dente più grande e più forte, uno che sarebbe rimasto per tutta la vita.`]] },
};

type P = Part<It>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `Perché la Luna cambia forma?`, (c) => `${c.N} e la Luna che cambia`, () => `Il segreto delle forme della Luna`],
  'question-night': [() => `Dove va il Sole di notte?`, (c) => `${c.N} e la Terra che gira`, () => `Buonanotte, Sole!`],
  'question-stars': [() => `Perché le stelle scintillano?`, (c) => `${c.N} conta le stelle`, () => `Soli lontani`],
  'question-sunset': [() => `Perché il tramonto è arancione?`, (c) => `${c.N} e il cielo rosso`, () => `La lunga strada della luce della sera`],
  'question-seasons': [() => `Perché ci sono le stagioni?`, (c) => `${c.N} e la Terra inclinata`, () => `Estate, autunno, inverno, primavera`],
  'question-dark-early': [() => `Perché d’inverno fa buio presto?`, (c) => `${c.N} e le giornate corte d’inverno`, () => `Dov’è finita la luce del giorno?`],
  'question-snow': [() => `Che cos’è la neve?`, (c) => `${c.N} acchiappa un fiocco di neve`, () => `Perché nevica d’inverno`],
  'question-rainbow': [() => `Come si forma un arcobaleno?`, (c) => `${c.N} trova un arcobaleno`, () => `Sole e gocce di pioggia`],
  'question-thunder': [() => `Che cosa fa il tuono?`, (c) => `${c.N} e il grande temporale`, () => `Lampo e bum!`],
  'question-leaves': [() => `Perché le foglie cadono in autunno?`, (c) => `${c.N} e le foglie d’autunno`, () => `Rosso, giallo e oro`],
  'question-salty-sea': [() => `Perché il mare è salato?`, (c) => `${c.N} assaggia il mare`, () => `Il sale del mare`],
  'question-volcano': [() => `Come funziona un vulcano?`, (c) => `${c.N} e il vulcano`, () => `Laggiù, rovente`],
  'question-babies': [() => `Da dove vengono i bambini?`, (c) => `${c.N} chiede da dove vengono i bambini`, () => `Tutti abbiamo cominciato piccolissimi`],
  'question-sleep': [() => `Perché dobbiamo dormire?`, (c) => `${c.N} e la notte indaffarata`, () => `Sogni d’oro`],
  'question-teeth': [() => `Perché perdiamo i denti?`, (c) => `${c.N} e il dente che dondola`, () => `Ciao, dente da latte`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} chiede perché la Luna cambia forma e scopre come il Sole la illumina mentre gira intorno alla Terra.`],
  'question-night': [(c) => `${c.N} chiede dove va il Sole di notte e scopre che è la Terra a girare.`],
  'question-stars': [(c) => `${c.N} chiede perché le stelle scintillano e scopre soli lontani e aria che tremola.`],
  'question-sunset': [(c) => `${c.N} chiede perché il tramonto è arancione e segue la luce della sera nella sua lunga strada attraverso l’aria.`],
  'question-seasons': [(c) => `${c.N} chiede perché ci sono le stagioni e scopre la Terra inclinata e il suo viaggio di un anno intorno al Sole.`],
  'question-dark-early': [(c) => `${c.N} chiede perché d’inverno fa buio così presto e scopre come la Terra inclinata fa giornate corte e notti lunghe.`],
  'question-snow': [(c) => `${c.N} chiede che cos’è la neve e perché arriva d’inverno, e segue l’acqua ghiacciata dalle nuvole fino a terra.`],
  'question-rainbow': [(c) => `${c.N} chiede come si forma un arcobaleno e scopre che cosa fanno insieme il Sole e le gocce di pioggia.`],
  'question-thunder': [(c) => `${c.N} chiede che cosa fa il tuono e scopre il fulmine, al sicuro in casa.`],
  'question-leaves': [(c) => `${c.N} chiede perché le foglie cambiano colore e cadono, e scopre come gli alberi si preparano all’inverno.`],
  'question-salty-sea': [(c) => `${c.N} chiede perché il mare è salato e segue il sale dalle rocce ai fiumi fino al mare.`],
  'question-volcano': [(c) => `${c.N} chiede come funziona un vulcano e scopre la roccia calda e fusa nelle profondità.`],
  'question-babies': [(c) => `${c.N} chiede da dove vengono i bambini e scopre come un bambino cresce, al sicuro e amato, in un utero.`],
  'question-sleep': [(c) => `${c.N} chiede perché dobbiamo dormire e scopre quanto lavorano di notte il corpo e il cervello.`],
  'question-teeth': [(c) => `${c.N} chiede perché perdiamo i denti e scopre i denti grandi e nuovi che aspettano sotto.`],
};
