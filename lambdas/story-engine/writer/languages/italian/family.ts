// Italian beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import { cap, prep, type It } from './context';

type T = Record<string, BeatText<It>>;

const o = (c: It) => (c.f ? 'a' : 'o');
const baby = (c: It) => (c.kin && c.kin.named ? c.kin.n : 'il bebè');
const school = (c: It) => (c.place === "l’asilo" ? 'l’asilo' : 'la scuola');
const aSchool = (c: It) => (c.place === "l’asilo" ? 'all’asilo' : 'a scuola');
const oneSib = (c: It) => (c.sib === 'sorellina' ? 'una sorellina' : c.sib === 'fratellino' ? 'un fratellino' : 'un fratellino o una sorellina');
const bigArt = (c: It) => `${c.f ? 'la' : 'il'} ${c.big}`;
// Grief books may have "i bambini" as their hero: verbs agree through v; "the one who died" agrees through gone.f.
const go = (c: It) => (c.gone!.f ? 'a' : 'o');
const gl = (c: It) => (c.gone!.f ? 'la' : 'lo');
const gt = (c: It) => (c.goneThing === 'dog' ? 'cane' : c.goneThing === 'cat' ? 'gatto' : c.goneWord);

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.N} era l’unic${o(c)} piccol${o(c)} di casa, e gli piaceva tanto.`.replace('gli piaceva', `${c.gli} piaceva`), (c) => `${c.N} aveva un letto grande, una scatola enorme di giocattoli e tantissimi abbracci.`, (c) => `A casa, ${c.n} aveva tutta l’attenzione ${prep('di', c.g.n)}.`],
    [() => `Non immaginava che qualcosa di molto grande stava per cambiare.`, (c) => `Ogni sera ${c.g.n} leggeva due storie, e a volte tre.`, () => `La vita era tranquilla e accogliente, proprio come piaceva a lei.`.replace(' a lei', '')],
  ], l: [[() => `«Solo noi», diceva, rannicchiandosi. Non sapeva ancora quanto sarebbe cambiato tutto.`, () => `Le piaceva sapere dove stava ogni cosa: il bicchiere rosso, la coperta blu, il suo angolo del divano.`.replace('Le piaceva', 'Era bello')]] },
  'sib.news': { m: [
    [(c) => `«Sta arrivando un bebè», disse ${c.g.n}. «Presto sarai ${bigArt(c)}».`, (c) => `Un giorno ${c.g.n} disse: «Nella pancia sta crescendo un bebè, e avrai ${oneSib(c)}».`, (c) => `${c.g.N} appoggiò la mano ${prep('di', c.n)} su una pancia rotonda. «Qui dentro c’è un bebè», disse.`],
    [(c) => `${c.N} sentì un calcetto nella pancia. «Ciao, bebè», sussurrò.`, (c) => `${c.N} non sapeva se sentirsi ${c.x('content')} o ${c.x('preoccupat')}.`, (c) => `${c.N} ci pensò tutto il giorno.`],
  ], s: [[(c) => `Arriva un bebè nuovo! ${c.N} sarà ${bigArt(c)}.`, (c) => `C’è un bebè nella pancia ${prep('di', c.g.n)}.`, (c) => `Presto arriverà ${c.sib === 'fratellino o sorellina' ? 'un bebè nuovo' : oneSib(c)}.`]],
  l: [[(c) => `«Piacerò al bebè?», chiese. «Il bebè ti vorrà un bene grandissimo», disse ${c.g.n}. «I bebè adorano i loro fratelli maggiori».`, (c) => `«Quando arriva?», chiedeva ogni mattina. «Quando cadranno le foglie dagli alberi», diceva ${c.g.n}.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} aiutò a preparare la culla del bebè.`, () => `Insieme piegarono calzini minuscoli e magliettine minuscole.`, (c) => `${c.N} scelse un vecchio pupazzo da regalare al bebè.`],
    [() => `Tutte le cose del bebè erano così piccole!`, () => `Mise un coniglietto morbido nella culla, per sicurezza.`, () => `Si esercitò a tenere in braccio una bambola con tanta attenzione.`],
  ], l: [[(c) => `«Ero così ${c.x('piccol')} anch’io?», chiese, sollevando un calzino non più grande del suo pollice. «Ancora più ${c.x('piccol')}», rise ${c.g.n}.`, () => `Disegnò tutta la famiglia, con un bebè minuscolo in mezzo, e attaccò il disegno sopra la culla.`]] },
  'sib.worry': { m: [
    [(c) => `Di notte, ${prep('a', c.n)} venne una preoccupazione.`.replace(`${prep('a', c.n)}`, prep('a', c.n)), (c) => `Ma un giorno ${c.n} sentì una cosa strana dentro.`, (c) => `${c.N} si sedette sulle scale, pensieros${o(c)}.`],
    [() => `«Mi vorrai ancora bene quando arriverà il bebè?», chiese.`, (c) => `E se non ci fosse più posto per ${c.lui}?`, () => `E se tutti volessero più bene al bebè?`],
  ], l: [[(c) => `${c.g.N} si sedette accanto. «L’amore non è come una torta», disse. «Quando arriva un bebè, non si taglia in fette più piccole. Diventa solo più grande».`, (c) => `${c.g.N} ${c.lo} abbracciò forte. «Nessuno potrà mai prendere il tuo posto», disse. «C’è ${c.f ? 'una' : 'uno'} sol${o(c)} come te».`]] },
  'sib.arrive': { m: [
    [(c) => `Poi nacque ${c.sib === 'sorellina' ? 'la sorellina' : c.sib === 'fratellino' ? 'il fratellino' : 'il bebè'}.`, () => `Una mattina il bebè nuovo arrivò a casa.`, (c) => `Finalmente ${c.n} conobbe ${c.kin?.named ? c.kin.n : 'il bebè'}.`],
    [() => `Il bebè era minuscolo, con ditine minuscole e un nasino minuscolo.`, (c) => `${cap(baby(c))} aprì due occhietti assonnati e sbadigliò.`, () => `Il bebè profumava di latte e di copertine calde.`],
  ], l: [[(c) => `«Saluta ${c.sib === 'sorellina' ? 'la tua sorellina' : c.sib === 'fratellino' ? 'il tuo fratellino' : 'il bebè'}», disse ${c.g.n}. ${c.N} toccò la manina del bebè, e un ditino minuscolo si strinse intorno al suo.`, (c) => `${c.N} rimase a guardare a lungo. «È così piccolo», sussurrò. «Ed è nostro».`]] },
  'sib.twist': { m: [
    [(c) => `Ma i bebè piangono tanto, e ${baby(c)} pianse tutto il pomeriggio.`, (c) => `Tutti erano occupati con il bebè, e nessuno guardava ${c.n}.`],
    [(c) => `${c.N} salì in camera pestando i piedi e chiuse la porta.`, (c) => `${c.N} si sentì ${c.x('messo')} da parte e un po’ ${c.x('arrabbiat')}.`.replace(c.x('messo'), c.f ? 'messa' : 'messo')],
  ], l: [[(c) => `«Nessuno si ricorda più di me», disse al suo pupazzo. Poi la porta si aprì, ed entrò ${c.g.n} con due biscotti e un grande sorriso.`, (c) => `«Lo so che è difficile», disse ${c.g.n}, sedendosi sul letto. «Il bebè ha bisogno di tanto aiuto. E anche tu, a volte. Va bene così».`]] },
  'sib.help': { m: [
    [(c) => `${c.N} portò un pannolino pulito.`, (c) => `${c.N} cantò una canzone, e il bebè smise di piangere.`, (c) => `${c.N} spinse la carrozzina al parco.`],
    [(c) => `«Che bravo aiutante sei!», disse ${c.g.n}.`.replace('bravo aiutante', c.f ? 'brava aiutante' : 'bravo aiutante'), (c) => `Il bebè guardò ${c.n} e fece un sorriso senza denti.`, (c) => `Essere ${bigArt(c)} era un lavoro importante.`],
  ], l: [[() => `Mostrò al bebè i suoi giocattoli preferiti, uno alla volta. «Questo è un camion. Questa è una palla. Ci giocherai quando sarai grande».`, (c) => `Il bebè non sapeva ancora parlare, ma ${c.n} era ${c.x('sicur')} che ascoltasse.`]] },
  'sib.love': { m: [
    [(c) => `All’ora della nanna, ${c.g.n} diede ${prep('a', c.n)} l’abbraccio più grande.`, (c) => `${c.g.N} e ${c.n} lessero una storia, da soli.`, (c) => `${c.g.N} sussurrò: «Ti voglio bene esattamente come prima».`],
    [() => `C’era amore in abbondanza per tutti.`, (c) => `L’amore era diventato più grande, proprio come aveva detto ${c.g.n}.`, (c) => `${c.N} sentì un bel calduccio dalla testa ai piedi.`],
  ] },
  'sib.end': { m: [
    [(c) => `Ora ${c.n} è ${bigArt(c)}, e il bebè è la sua personcina preferita.`, (c) => `${c.N} tiene la manina del bebè e sorride.`, (c) => `${c.N} e il bebè, uno accanto all’altro.`],
    [() => `La famiglia è cresciuta, e anche l’amore.`, (c) => `«Io sono ${c.f ? 'la grande' : 'il grande'}», dice con orgoglio.`, () => `Un giorno giocheranno insieme.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.N} adorava la sua cameretta, quella con la finestra storta.`, (c) => `${c.N} conosceva ogni angolo di casa sua.`, (c) => `${c.N} aveva gli amici più simpatici di tutta la via.`],
    [() => `Sapeva quale gradino scricchiolava e da dove entrava il sole.`, () => `Era casa sua, e le voleva tanto bene.`, () => `Ogni pomeriggio, dopo la scuola, giocava con i vicini.`],
  ] },
  'mov.news': { m: [
    [(c) => `Un giorno ${c.g.n} disse: «Andiamo a vivere in una casa nuova».`, (c) => `«Traslochiamo in un’altra casa», disse ${c.g.n} con dolcezza.`, (c) => `C’era una grande notizia: la famiglia stava per traslocare${c.place ? ` ${c.where}` : ' lontano'}.`],
    [(c) => `${c.N} non voleva lasciare i suoi amici.`, (c) => `${c.N} si sentì ${c.v('triste', 'tristi')} e un po’ ${c.x('arrabbiat')}.`, (c) => `«Ma a me piace vivere qui», disse ${c.n}, e il labbro gli tremò.`.replace('gli tremò', `${c.gli} tremò`)],
  ], l: [[(c) => `«I miei amici si dimenticheranno di me?», chiese. «I veri amici non dimenticano», disse ${c.g.n}. «Potrai telefonare e scrivere lettere».`, (c) => `«Perché dobbiamo andare via?», chiese. ${c.g.N} parlò del lavoro nuovo e della casa nuova, tenendo${c.lo} per mano tutto il tempo.`]] },
  'mov.pack': { m: [
    [() => `Presto la casa si riempì di scatole.`, (c) => `${c.N} mise i giocattoli in una grande scatola di cartone.`, () => `Avvolsero le tazze nella carta e riempirono una scatola dopo l’altra.`],
    [() => `Ci scrisse sopra il suo nome a lettere enormi.`, (c) => `Il pupazzo preferito restò fuori, per viaggiare con ${c.lui}.`, () => `Le stanze cominciarono a fare l’eco.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} salutò la sua vecchia cameretta.`, (c) => `L’ultimo giorno ${c.n} disse addio agli amici.`, (c) => `${c.N} salutò con la mano la vecchia casa.`],
    [() => `«Mi mancherai», sussurrò alle pareti vuote.`, () => `Gli amici regalarono un biglietto con tutti i loro nomi.`, () => `Andare via era difficile, ed era giusto sentirlo.`],
  ], l: [[(c) => `La sua migliore amica ${c.gli} regalò un sasso lucente. «Così ti ricorderai di me», disse. ${c.N} se lo mise in tasca e lo strinse forte.`, (c) => `${c.N} guardò per l’ultima volta il giardino e la vecchia altalena. Sentì un nodo in gola, e ${c.g.n} ${c.gli} strinse la mano.`]] },
  'mov.road': { m: [
    [() => `Il grande camion del trasloco partì, e la famiglia gli andò dietro.`, () => `Viaggiarono per tanto, tanto tempo.`, (c) => `${c.N} guardava passare i campi e i paesi.`],
    [(c) => `${c.N} teneva in braccio il pupazzo e la chiave nuova e lucente.`, () => `«Manca tanto?», chiedeva di continuo.`, () => `Tutto quello che si vedeva dal finestrino era nuovo.`],
  ] },
  'mov.new': { m: [
    [() => `La casa nuova era grande e vuota.`, () => `La casa nuova profumava di vernice.`, () => `Nella casa nuova niente era al suo posto.`],
    [(c) => `${c.N} non sapeva quale gradino scricchiolava.`, () => `I passi rimbombavano nella stanza vuota.`, () => `La vecchia casa mancava già.`],
  ], l: [[(c) => `«Non sembra casa mia», disse. «Non ancora», disse ${c.g.n}. «Una casa diventa casa quando la riempiamo di noi».`, () => `Quella notte non riusciva a dormire. Le ombre erano diverse e la strada aveva rumori strani.`]] },
  'mov.twist': { m: [
    [(c) => `Poi ${c.n} non trovava più il suo pupazzo da nessuna parte.`, () => `La scatola con le sue cose preferite era sparita.`],
    [() => `Cercarono in tutte le scatole della casa nuova.`, () => `Guardò sotto ogni scatola, con le lacrime agli occhi.`],
  ], l: [[(c) => `Alla fine ${c.g.n} lo trovò in una scatola con scritto «Cucina». «Il pupazzo voleva vedere per primo la cucina nuova», disse ${c.g.n}, e ${c.n} rise tra le lacrime.`, (c) => `Era nell’ultima scatola, un po’ schiacciato ma sano e salvo. ${c.N} lo strinse forte e si sentì un pochino più a casa.`]] },
  'mov.find': { m: [
    [(c) => `Il giorno dopo ${c.n} trovò un albero enorme nel giardino nuovo.`, () => `Una bambina vicina di casa salutò da sopra la siepe.`, () => `In fondo alla via nuova c’era un parco.`],
    [() => `«Ciao! Vuoi giocare?», chiese la bambina.`, () => `Forse anche il posto nuovo poteva essere bello.`, (c) => `${c.N} sorrise per la prima volta dal trasloco.`],
  ] },
  'mov.end': { m: [
    [() => `Con le sue cose intorno, la cameretta nuova sembrava già sua.`, () => `Ora la casa nuova è casa sua.`, (c) => `A volte la vecchia casa manca ancora ${prep('a', c.n)}, e va bene così.`],
    [() => `Casa è dove la famiglia sta insieme.`, (c) => `Si addormentò con il sasso lucente sotto il cuscino.`.replace('Si addormentò', `${c.N} si addormentò`), () => `Domani scriverà ai vecchi amici per raccontare com’è la casa nuova.`],
  ] },

  'day.open': { m: [
    [(c) => `Domani è il primo giorno ${c.di} ${aSchool(c)}.`, (c) => `${c.N} ha uno zaino nuovo e scarpe nuove.`, (c) => `${c.N} mise lo zaino nuovo vicino alla porta.`],
    [(c) => `${c.N} preparò qualcosa da bere e una merenda.`, (c) => `«Come sarà ${school(c)}?», si chiese.`, () => `Controllò lo zaino tre volte.`],
  ] },
  'day.worry': { m: [
    [(c) => `Al mattino ${c.n} aveva le farfalle nella pancia.`, (c) => `Sulla strada per ${school(c)}, ${c.n} stringeva forte la mano ${prep('di', c.g.n)}.`, (c) => `${c.N} non voleva andare ${aSchool(c)}.`],
    [() => `«E se non conosco nessuno?», chiese.`, () => `«Mi mancherai», disse.`, (c) => `«È normale essere ${c.x('agitat')}», disse ${c.g.n}.`],
  ], l: [[(c) => `«Tutti si sentono un po’ strani il primo giorno», disse ${c.g.n}. «Perfino la maestra, tanto tempo fa».`, (c) => `${c.g.N} disegnò un cuoricino sulla mano ${prep('di', c.n)}. «Se ti manco, schiaccialo e io lo sentirò», disse.`]] },
  'day.door': { m: [
    [() => `Davanti alla porta della classe arrivò il momento di salutarsi.`, (c) => `${c.g.N} diede un grande abbraccio sulla porta.`, (c) => `${c.N} salutò con la mano dalla porta.`],
    [(c) => `«Vengo a prenderti dopo pranzo», disse ${c.g.n}.`, (c) => `«Io torno sempre», disse ${c.g.n}.`, (c) => `«A dopo», disse ${c.g.n}, salutando con la mano.`],
  ], l: [[(c) => `${c.N} si aggrappò un pochino più del solito. Poi fece un respiro profondo e lasciò la mano, un dito alla volta.`, (c) => `Per un momento ebbe voglia di correre dietro ${prep('a', c.g.n)}. Ma poi vide una scatola di mattoncini colorati, e i piedi rimasero lì.`]] },
  'day.teacher': { m: [
    [() => `La maestra aveva un sorriso gentile.`, (c) => `«Benvenut${o(c)}!», disse la maestra. «Siamo contenti che tu sia qui».`, (c) => `La maestra mostrò ${prep('a', c.n)} un attaccapanni con la sua foto.`],
    [() => `C’erano colori, mattoncini e un angolo della lettura.`, (c) => `${c.N} appese il cappotto.`, () => `La classe era luminosa e piena di giochi.`],
  ] },
  'day.twist': { m: [
    [(c) => `Dopo pranzo ${c.n} si perse nel lungo corridoio.`, (c) => `A pranzo ${c.n} rovesciò il succo su tutto il tavolo.`],
    [() => `Gli occhi si riempirono di lacrime.`, () => `Per un momento, tutto sembrava troppo grande.`],
  ], l: [[() => `Poi una compagna gli prese la mano. «Anch’io mi sono persa il primo giorno», disse. «Vieni, so io la strada».`, () => `«Ops», disse la maestra con dolcezza, e portò uno straccio. «A tutti cadono le cose. Anche a me».`]] },
  'day.play': { m: [
    [() => `Un compagno chiese: «Vuoi fare una torre?».`, (c) => `${c.N} si sedette vicino a una compagna e dipinse un sole.`, () => `In cortile, una compagna condivise la grande palla rossa.`],
    [() => `Giocarono insieme fino all’ora della storia.`, (c) => `${c.N} rise di gusto.`, (c) => `Presto ${c.n} dimenticò l’agitazione.`],
  ], l: [[(c) => `«Come ti chiami?», chiese il compagno. ${c.N} lo disse a voce bassa, e poi a voce più alta.`, () => `Fecero la torre così alta che traballò e cadde, e risero così tanto che rise anche la maestra.`]] },
  'day.miss': { m: [
    [(c) => `A un certo punto ${prep('a', c.n)} mancò molto casa.`.replace(`${prep('a', c.n)}`, prep('a', c.n)), (c) => `Nel momento tranquillo, ${c.n} pensò ${prep('a', c.g.n)}.`, (c) => `Per un momento ${c.n} si sentì un po’ ${c.v('triste', 'tristi')}.`],
    [() => `Guardò il cuoricino sulla mano e si sentì meglio.`, () => `La maestra lesse una storia buffa, e andò meglio.`, () => `Si ricordò: «Io torno sempre».`],
  ] },
  'day.end': { m: [
    [(c) => `Quando la porta si aprì, ecco ${c.g.n}!`, (c) => `All’uscita ${c.g.n} venne a prender${c.lo}.`, (c) => `${c.N} corse ${prep('da', c.g.n)} all’ora dell’uscita.`.replace(`${prep('da', c.g.n)}`, prep('da', c.g.n))],
    [(c) => `«Domani voglio tornare», disse ${c.n}.`, (c) => `«Ho trovato ${c.f ? 'un’amica' : 'un amico'}», disse con orgoglio.`, () => `Il primo giorno era finito, ed era stato un bel giorno.`],
  ] },

  'pet.open': { m: [
    [(c) => `${c.gone!.N} era ${c.gone!.f ? 'la' : 'il'} ${gt(c)} di famiglia, morbid${go(c)}, buff${go(c)} e buon${go(c)}.`, (c) => `${c.N} e ${c.gone!.n} avevano passato tanto tempo insieme.`, (c) => `A casa, tutti volevano un gran bene ${prep('a', c.gone!.n)}.`, (c) => `${c.gone!.N} era ${c.gone!.f ? 'la' : 'il'} ${gt(c)} più dolce di tutta la via.`, (c) => `${c.N} ${c.v('conosceva', 'conoscevano')} ${c.gone!.n} da sempre.`],
    [(c) => `${c.gone!.N} amava ${c.goneThing === 'dog' ? 'le lunghe passeggiate' : 'i lunghi pisolini'} e gli angoli caldi al sole.`, (c) => `Sul frigorifero c’era una foto ${prep('di', c.gone!.n)}.`, (c) => c.goneThing === 'dog' && `${c.gone!.N} correva sempre incontro a chi arrivava a casa.`, (c) => c.goneThing === 'cat' && `${c.gone!.N} si acciambellava su tutte le ginocchia calde della casa.`, (c) => `${c.gone!.N} aveva un posto preferito vicino alla finestra.`, (c) => `${c.gone!.N} russava un pochino quando dormiva.`],
  ], l: [[(c) => `${c.gone!.N} aveva l’abitudine di appoggiare la testa sul tuo ginocchio quando eri triste, come per dire: «Sono qui».`, (c) => `Ogni mattina ${c.gone!.n} aspettava vicino alla porta, felice solo di vedere tutti.`]] },
  'pet.news': { m: [
    [(c) => `Ma ${c.gone!.n} diventò molto vecchi${go(c)} e molto malat${go(c)}, e poi morì.`, (c) => `Un giorno ${c.g.n} disse piano che ${c.gone!.n} era mort${go(c)}.`, (c) => `La settimana scorsa ${c.gone!.n} è mort${go(c)}.`, (c) => `Poi arrivò un giorno molto triste: ${c.gone!.n} morì.`, (c) => `${c.g.N} riunì tutti e disse che ${c.gone!.n} era mort${go(c)} nel sonno.`],
    [(c) => `${c.gone!.N} non tornerà.`, () => `Morire vuol dire che il corpo smette di funzionare. Non sente più nessun dolore.`, (c) => `${c.N} ${c.v('pianse', 'piansero')}, e ${c.g.n} ${c.lo} abbracciò forte.`, () => `Tutta la casa rimase in silenzio, e nessuno sapeva che cosa dire.`, () => `Erano tutti molto tristi, e nessuno faceva finta di no.`],
  ], l: [[(c) => `«È stata colpa ${c.v('mia', 'nostra')}?», ${c.v('chiese', 'chiesero')} ${c.n}. «No», disse ${c.g.n}. «Nessuno poteva impedirlo. ${c.gone!.N} era vecchi${go(c)}, e il suo corpo era molto stanco».`, (c) => `«Mort${go(c)} vuol dire che ${c.gone!.n} non può più mangiare, né giocare, né sentire dolore», disse ${c.g.n} con dolcezza. «È triste, ed è giusto essere tristi».`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} si ${c.v('sentiva', 'sentivano')} ${c.v('triste', 'tristi')}, e a volte ${c.x('arrabbiat')}.`, () => `La casa era molto silenziosa.`, (c) => `${c.N} non ${c.v('aveva', 'avevano')} voglia di giocare.`, (c) => `La ciotola ${prep('di', c.gone!.n)} era ancora vuota nell’angolo.`, () => `Nessuno aspettava più vicino alla porta.`],
    [() => `Tutti i sentimenti vanno bene.`, (c) => `Anche ${c.g.n} era triste, e si sedettero vicini.`, () => `A volte un abbraccio aiuta.`, () => `Piangere è uno dei modi in cui esce il bene che vogliamo.`, (c) => `${c.N} ${c.v('lasciò', 'lasciarono')} uscire le lacrime.`],
  ], l: [[(c) => `A tratti ${c.n} se ne ${c.v('dimenticava', 'dimenticavano')} e si ${c.v('sentiva', 'sentivano')} quasi come prima, e poi se ne ${c.v('ricordava', 'ricordavano')}, e la tristezza tornava tutta insieme. ${c.g.N} disse che il dolore arriva a onde, come il mare, e che ogni onda è un pochino più piccola.`]] },
  'pet.ask': { m: [
    [(c) => `«Dov’è ${c.gone!.n} adesso?», ${c.v('chiese', 'chiesero')} ${c.n}.`, (c) => `${c.N} ${c.v('aveva', 'avevano')} tante domande.`, (c) => `«${c.gone!.N} tornerà?», ${c.v('chiese', 'chiesero')} ${c.n}.`, (c) => `«${c.gone!.N} ha freddo?», ${c.v('chiese', 'chiesero')} ${c.n}.`],
    [(c) => `«${c.gone!.N} non è più qui, ma possiamo tener${gl(c)} nel cuore», disse ${c.g.n}.`, (c) => `${c.g.N} rispose a ogni domanda con affetto.`, (c) => `«Ce ne ricorderemo sempre», disse ${c.g.n}.`, (c) => `«${c.gone!.N} non può più sentire freddo, né fame, né dolore», disse ${c.g.n}.`],
  ], l: [[(c) => `«Sapeva quanto ${gl(c)} amavamo?», ${c.v('chiese', 'chiesero')} ${c.n}. «Ogni giorno», disse ${c.g.n}. «Gli animali sentono l’affetto da come li trattiamo, e noi ${gl(c)} trattavamo come uno di famiglia».`]] },
  'pet.twist': { m: [
    [(c) => `Una mattina ${c.n} ${c.v('vide', 'videro')} la cuccia vuota vicino alla porta.`, (c) => `${c.N} ${c.v('trovò', 'trovarono')} la vecchia pallina ${prep('di', c.gone!.n)} sotto il divano.`],
    [() => `La tristezza tornò, grande e pesante.`, (c) => `${c.N} ${c.v('la strinse', 'la strinsero')} e ${c.v('pianse', 'piansero')} a lungo.`],
  ], l: [[(c) => `«Farà sempre così male?», ${c.v('chiese', 'chiesero')} ${c.n}. «Farà meno male, piano piano», disse ${c.g.n}. «Ma non ${gl(c)} dimenticheremo».`, (c) => `${c.g.N} non disse «non piangere». Si sedette per terra e abbracciò ${c.n} finché le lacrime non finirono.`]] },
  'pet.remember': { m: [
    [(c) => `Quel pomeriggio guardarono le foto ${prep('di', c.gone!.n)}.`, (c) => `La famiglia raccontò storie ${prep('di', c.gone!.n)}.`, (c) => c.goneThing === 'dog' && `Si ricordarono di quando ${c.gone!.n} si era tuffat${go(c)} nello stagno.`, (c) => c.goneThing === 'cat' && `Si ricordarono di quando ${c.gone!.n} era rimast${go(c)} sul tetto della legnaia.`, (c) => `Ognuno raccontò il suo ricordo preferito ${prep('di', c.gone!.n)}.`],
    [() => `Risero e piansero insieme.`, (c) => `${c.N} si ${c.v('ricordò', 'ricordarono')} com’era morbid${go(c)} ${c.gone!.n}.`, () => `Ricordare era triste e dolce insieme.`, () => `Alcuni ricordi facevano ridere, altri lasciavano in silenzio.`],
  ], l: [[(c) => `«Vi ricordate quando ${c.gone!.n} rubò le salsicce?», disse ${c.g.n}. Risero tutti, ed era strano ridere, e anche bello.`, (c) => `C’erano foto ${prep('di', c.gone!.n)} da cucciolo minuscolo, e foto di lunghe passeggiate e pomeriggi di pisolini.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} ${c.v('preparò', 'prepararono')} una scatola dei ricordi per ${c.gone!.n}.`, (c) => `${c.N} ${c.v('disegnò', 'disegnarono')} ${c.gone!.n}.`, () => `Misero il vecchio collare in una scatola speciale.`, (c) => `${c.N} ${c.v('scrisse', 'scrissero')} una lettera ${prep('a', c.gone!.n)}.`],
    [(c) => `Dentro misero una foto, un disegno e il gioco preferito ${prep('di', c.gone!.n)}.`, (c) => `Nel disegno, ${c.gone!.n} correva nell’erba.`, () => `Misero la scatola su una mensola dove tutti potevano vederla.`, () => `C’era scritto: grazie di essere stato parte della nostra famiglia.`],
  ], l: [[() => `Per preparare la scatola ci volle un pomeriggio intero. Trovarono foto, un ciuffo di pelo della vecchia spazzola e la medaglietta con il nome. Ogni cosa aveva una storia, e le raccontarono tutte.`]] },
  'pet.end': { m: [
    [(c) => `In giardino piantarono un fiore per ${c.gone!.n}.`, (c) => `Piantarono un alberello in giardino per ${c.gone!.n}.`, (c) => `Dove ${c.gone!.n} amava sdraiarsi al sole, piantarono fiori gialli.`],
    [(c) => `«Ti ricorderemo sempre», ${c.v('sussurrò', 'sussurrarono')} ${c.n}.`, (c) => `Quando ${c.n} ${c.v('sente', 'sentono')} la mancanza ${prep('di', c.gone!.n)}, ${c.v('guarda', 'guardano')} la sua foto e ${c.v('sorride', 'sorridono')}.`, () => `Il bene resta, anche quando qualcuno non c’è più.`, (c) => `${c.gone!.N} sarà sempre parte della famiglia.`],
  ], l: [[(c) => `La tristezza non sparì, ma cambiò. Diventò più morbida, più simile alla nostalgia che al dolore. E ogni volta che vedevano ${c.goneThing === 'cat' ? 'un gatto' : c.goneThing === 'dog' ? 'un cane' : 'un animale'} al parco, sorridevano e pensavano ${prep('a', c.gone!.n)}.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} ${c.v('voleva', 'volevano')} un bene immenso ${prep('a', c.gone!.n)}.`, (c) => `${c.gone!.N} conosceva le storie più belle e le canzoni più buffe.`, (c) => `Sulla mensola c’era una foto ${prep('di', c.gone!.n)}.`],
    [() => `Andavano spesso a passeggiare insieme.`, (c) => `${c.gone!.N} aveva sempre un abbraccio pronto.`, (c) => `${c.gone!.N} profumava di caramelle alla menta e di terra del giardino.`],
  ], l: [[(c) => `${c.gone!.N} sapeva fischiare come un merlo e far sparire una moneta dietro il tuo orecchio. Nessun altro sapeva farlo.`, (c) => `La domenica si sedevano in giardino, e ${c.gone!.n} diceva il nome di ogni uccellino che arrivava.`]] },
  'gp.news': { m: [
    [(c) => `${c.gone!.N} era malat${go(c)} da tanto tempo, e alla fine morì.`, (c) => `${c.g.N} tornò dall’ospedale con gli occhi rossi e disse che ${c.gone!.n} era mort${go(c)}.`, (c) => `In primavera, ${c.gone!.n} morì.`],
    [(c) => `${c.gone!.N} non tornerà, anche se lo vorremmo tanto.`, () => `Quando qualcuno muore, il suo corpo smette di funzionare e non sente più nessun dolore.`, (c) => `Arrivarono le lacrime, e ${c.g.n} avvolse ${c.n} in un abbraccio.`],
  ], l: [[(c) => `«E adesso dov’è ${c.gone!.n}?», ${c.v('volle', 'vollero')} sapere ${c.n}. «Non è in un posto dove possiamo andare a trovar${gl(c)}», disse ${c.g.n}. «Ma è in ogni storia che raccontiamo».`, (c) => `«Mort${go(c)} vuol dire che ${c.gone!.n} non può tornare, anche se lo desideriamo con tutte le nostre forze», disse ${c.g.n}. «È molto triste. Possiamo essere tristi insieme».`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} si ${c.v('sedette', 'sedettero')} nella grande poltrona ${prep('di', c.gone!.n)}.`, (c) => `La casa era molto silenziosa senza ${c.gone!.n}.`, (c) => `Certi giorni ${c.n} si ${c.v('sentiva', 'sentivano')} ${c.v('triste', 'tristi')}, altri ${c.x('arrabbiat')}.`],
    [() => `Triste, arrabbiato, confuso: tutti i sentimenti erano benvenuti.`, (c) => `Anche ${prep('a', c.g.n)} mancava ${c.gone!.n}.`, (c) => `${c.g.N} disse che non c’è un modo sbagliato di sentirsi.`],
  ], l: [[(c) => `A tratti ${c.n} se ne ${c.v('dimenticava', 'dimenticavano')} e si ${c.v('sentiva', 'sentivano')} quasi come prima, e poi se ne ${c.v('ricordava', 'ricordavano')}, e la tristezza tornava tutta insieme. ${c.g.N} disse che il dolore arriva a onde, come il mare, e che ogni onda è un pochino più piccola.`]] },
  'gp.ask': { m: [
    [(c) => `«Dove è andat${go(c)} ${c.gone!.n}?», ${c.v('chiese', 'chiesero')} ${c.n}.`, (c) => `${c.N} ${c.v('faceva', 'facevano')} domande, giorno dopo giorno.`, (c) => `«${c.gone!.N} ci può vedere?», ${c.v('chiese', 'chiesero')} ${c.n}.`],
    [(c) => `«${c.gone!.N} non è più qui, ma continua a vivere nel nostro cuore e nelle nostre storie», disse ${c.g.n}.`, (c) => `${c.g.N} rispose a ogni domanda con affetto e con sincerità.`, (c) => `«Ci sono cose che non sappiamo», disse ${c.g.n}. «Ma sappiamo che ci volevamo bene».`],
  ], l: [[(c) => `«Morirai anche tu?», ${c.v('chiese', 'chiesero')} ${c.n} a voce bassa. ${c.g.N} ${c.lo} strinse forte. «Spero tra tantissimo tempo. Io sono qui con te».`]] },
  'gp.twist': { m: [
    [(c) => `Un giorno ${c.n} ${c.v('trovò', 'trovarono')} il vecchio cappello ${prep('di', c.gone!.n)}.`, (c) => `A cena, la sedia ${prep('di', c.gone!.n)} era vuota.`],
    [() => `La tristezza tornò, grande e pesante.`, (c) => `${c.N} ${c.v('corse', 'corsero')} in camera a piangere.`],
  ], l: [[(c) => `«Perché fa ancora male?», ${c.v('chiese', 'chiesero')} ${c.n}. «Perché volevamo tanto bene ${prep('a', c.gone!.n)}», disse ${c.g.n}. «Col tempo, il dolore diventa più morbido. Il bene resta».`, (c) => `${c.g.N} venne a sedersi sul letto. «Anche a me manca ${c.gone!.n}», disse, e si tennero per mano finché le lacrime non si fermarono.`]] },
  'gp.remember': { m: [
    [(c) => `Trovarono il vecchio album pieno di foto ${prep('di', c.gone!.n)}.`, (c) => `A turno, ognuno raccontò una storia ${prep('di', c.gone!.n)}.`, (c) => `Si ricordarono le barzellette buffe ${prep('di', c.gone!.n)}.`],
    [() => `Ci furono risatine e lacrime, tutte mescolate.`, (c) => `${c.N} si ${c.v('ricordò', 'ricordarono')} le canzoni che cantavano insieme.`, () => `I ricordi rendevano la stanza più calda.`],
  ], l: [[(c) => `«Vi ricordate quando ${c.gone!.n} si addormentò sulla sdraio con il giornale sulla faccia?», disse ${c.g.n}. Risero tutti, e fece bene ridere.`, (c) => `C’erano foto ${prep('di', c.gone!.n)} al mare tanto tempo fa, e una con il gelato sul naso.`]] },
  'gp.make': { m: [
    [(c) => `Insieme fecero un libro dei ricordi ${prep('di', c.gone!.n)}.`, (c) => `${c.N} ${c.v('disegnò', 'disegnarono')} ${c.gone!.n}.`, (c) => `Piantarono i fiori preferiti ${prep('di', c.gone!.n)}.`],
    [() => `Dentro misero foto, disegni e storie.`, () => `Nel disegno si tenevano per mano.`, () => `Lo misero sulla mensola, dove tutti potevano vederlo.`],
  ], l: [[() => `Scrissero le sue frasi preferite, la ricetta delle sue famose frittelle e i nomi di tutti gli uccellini. Il libro si riempì di ricordi, e continuarono ad aggiungere pagine per settimane.`]] },
  'gp.end': { m: [
    [(c) => `La sera guardarono le stelle e pensarono ${prep('a', c.gone!.n)}.`, (c) => `${c.gone!.N} è mort${go(c)}, ma il bene è ancora qui.`, (c) => `Quando ${c.n} ${c.v('sente', 'sentono')} la mancanza ${prep('di', c.gone!.n)}, ${c.v('canta', 'cantano')} la sua vecchia canzone.`],
    [(c) => `«Buonanotte, ${c.gone!.call}», ${c.v('sussurrò', 'sussurrarono')} ${c.n} al cielo.`, () => `Il bene tra loro non è finito.`, (c) => `${c.gone!.N} continua a vivere in ogni storia che raccontano.`],
  ], l: [[(c) => `La nostalgia non se ne andò, ma diventò più morbida. Ora, quando ${c.n} ${c.v('sente', 'sentono')} cantare un merlo, ${c.v('pensa', 'pensano')} ${prep('a', c.gone!.n)} e ${c.v(`${gl(c)} sente`, `${gl(c)} sentono`)} di nuovo vicin${go(c)}.`]] },
};
