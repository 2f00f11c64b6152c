// Italian beats for doctor and dentist visits, potty training and bedtime.
import type { BeatText } from '../pack';
import { prep, type It } from './context';

type T = Record<string, BeatText<It>>;

const o = (c: It) => (c.f ? 'a' : 'o');

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Oggi ${c.n} va dalla dottoressa per una visita.`, (c) => `${c.N} aveva appuntamento con la dottoressa, oggi.`, (c) => `«Stamattina andiamo dalla dottoressa», disse ${c.g.n}.`],
    [(c) => `Forse ci sarà un piccolo vaccino, per restare ${c.x('san')}.`, (c) => `Era il giorno del vaccino, perché i microbi non ${c.lo} facessero ammalare.`, () => `La dottoressa aiuta tutti a stare bene.`],
  ] },
  'doc.worry': { m: [
    [(c) => `${c.N} era ${c.x('preoccupat')} mentre andava all’ambulatorio.`, (c) => `«La puntura mi farà male?», chiese ${c.n}.`, (c) => `${c.N} camminava sempre più piano.`],
    [(c) => `«Pizzica un momentino e poi passa», disse ${c.g.n}.`, (c) => `«Ti terrò la mano tutto il tempo», disse ${c.g.n}.`, (c) => `«Avere paura va bene. Essere coraggiosi è farlo lo stesso», disse ${c.g.n}.`],
  ], l: [[(c) => `«A che cosa serve il vaccino?», chiese. «Insegna al tuo corpo a combattere i microbi prima che arrivino», disse ${c.g.n}. «È come allenarsi per una corsa».`, (c) => `${c.N} strinse la mano. «Posso portare il mio pupazzo?», chiese. «Certo», disse ${c.g.n}.`]] },
  'doc.wait': { m: [
    [() => `Nella sala d’attesa c’erano libri e un acquario.`, () => `Aspettarono che chiamassero il nome.`, (c) => `Un’infermiera sorrise e salutò ${c.n} con la mano.`],
    [(c) => `${c.N} contò i pesci arancioni: uno, due, tre.`, () => `Lesse un libro su un orso che andava dal dottore.`, () => `La sala d’attesa era calda e tranquilla.`],
  ] },
  'doc.check': { m: [
    [(c) => `La dottoressa lasciò che ${c.n} ascoltasse con lo stetoscopio.`, () => `La dottoressa ascoltò il cuore.`, () => `La dottoressa misurò la febbre.`],
    [() => `Tum-tum, tum-tum, faceva il cuore!`, () => `«Forte e sano», disse la dottoressa.`, () => `La dottoressa guardò nelle orecchie con una lucina.`],
  ], l: [[(c) => `«Vuoi sentire il tuo cuore?», chiese la dottoressa, e appoggiò lo stetoscopio freddo sul petto. ${c.N} rise. Sembrava un tamburo minuscolo.`, () => `«Di’ aaa», disse la dottoressa, e guardò in gola. «Perfetto. Adesso vediamo le ginocchia». Toc, toc, e la gamba fece un saltello!`]] },
  'doc.twist': { m: [
    [(c) => `Quando l’infermiera portò il vaccino, ${c.n} si nascose dietro ${c.g.n}.`, (c) => `Poi ${c.n} vide l’ago e scoppiò a piangere.`],
    [() => `«Non la voglio!», disse.`, () => `Il cuore batteva fortissimo.`],
  ], l: [[(c) => `L’infermiera non aveva fretta. «Contiamo insieme prima?», chiese. «E puoi scegliere il braccio». ${c.N} ci pensò e scelse.`, () => `«Va bene avere paura», disse la dottoressa. «Te lo faccio vedere prima sul tuo pupazzo?». Il pupazzo fece il suo vaccino e non gli importò per niente.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} tenne la mano ${c.g.di} e guardò i pesci.`, () => `Uno, due, tre: una punturina, e il vaccino era fatto!`, (c) => `${c.N} fece un respiro profondo e fu ${c.x('coraggios')}.`],
    [() => `Finì prestissimo.`, (c) => `«Già finito?», chiese, ${c.x('sorpres')}.`, () => `L’infermiera mise un cerotto con le stelline.`],
  ] },
  'doc.end': { m: [
    [(c) => `${c.N} ricevette un adesivo con scritto «Sono stat${o(c)} coraggios${o(c)}».`, (c) => `La dottoressa diede un adesivo luccicante ${prep('a', c.n)}.`, (c) => `Tornando a casa, ${c.n} mostrava l’adesivo con orgoglio.`],
    [() => `Ora il suo corpo è pronto a combattere i microbi.`, (c) => `«La prossima volta sarò meno ${c.x('preoccupat')}», disse ${c.n}.`, () => `A casa, giocò al dottore con i suoi pupazzi.`],
  ] },

  'den.open': { m: [
    [(c) => `Stamattina ${c.n} si lavò i denti meglio che mai.`, (c) => `Oggi ${c.n} va dal dentista per la prima volta.`, (c) => `«Il dentista ti conterà i denti», disse ${c.g.n}.`],
    [() => `Spazzola, spazzola, su e giù.`, () => `Chissà quanti denti aveva.`, () => `Non sapeva che cosa facesse un dentista.`],
  ] },
  'den.worry': { m: [
    [(c) => `Nella sala d’attesa ${c.n} aveva paura.`, (c) => `«Mi farà male?», sussurrò ${c.n}.`, (c) => `${c.N} stringeva fortissimo la mano ${c.g.di}.`, (c) => `${c.N} stava ${c.x('ferm')} sulla sedia della sala d’attesa, dondolando le gambe.`, (c) => `La sala d’attesa profumava di menta, e ${c.n} si sentiva un po’ ${c.x('agitat')}.`],
    [(c) => `«Il dentista guarda e conta, basta», disse ${c.g.n}.`, (c) => `«Se vuoi una pausa, alza la mano», disse ${c.g.n}.`, (c) => `${c.g.N} diede una stretta affettuosa.`, (c) => `«Il dentista ti dirà sempre prima che cosa fa», disse ${c.g.n}.`, (c) => `${c.g.N} lesse un fumetto per passare il tempo.`],
  ], l: [[(c) => `Un bambino uscì dalla porta sorridendo, con un adesivo sulla maglietta. «Fa il solletico», disse ${prep('a', c.n)}. Questo fece sentire un po’ meglio.`, (c) => `«I dentisti aiutano i denti a restare forti», disse ${c.g.n}. «Vogliono che il tuo sorriso duri tanto tempo».`]] },
  'den.chair': { m: [
    [() => `Il dentista aveva una grande poltrona che saliva e scendeva.`, (c) => `${c.N} salì sulla grande poltrona del dentista.`, () => `Zzzz! La poltrona salì, salì e salì.`, () => `Il dentista batté la mano sulla poltrona. «Sali. È come il sedile di un’astronave».`],
    [() => `C’era una lampada luminosa e uno specchietto minuscolo.`, () => `Il dentista aveva la mascherina e gli occhi sorridenti.`, (c) => `«Stai ${c.x('comod')}?», chiese il dentista.`, () => `Sul soffitto c’era un poster di denti sorridenti.`],
  ] },
  'den.count': { m: [
    [() => `«Apri bene, come un leone», disse il dentista.`, () => `Il dentista contò i denti con uno specchietto.`, (c) => `${c.N} aprì la bocca tanto, tanto grande.`],
    [() => `«Venti denti, e tutti lucenti!», disse il dentista.`, () => `Non fece male per niente.`, () => `Lo specchietto era freschino e divertente.`, () => `«Che denti forti», disse il dentista.`],
  ], l: [[(c) => `Il dentista diede anche uno specchio ${prep('a', c.n)}, per guardare. Ecco i denti, tutti in fila, come sassolini bianchi.`, (c) => `«Sai a che cosa servono i denti?», chiese il dentista. «A mordere, a masticare e a sorridere», disse ${c.n}. «Esatto», disse il dentista.`]] },
  'den.twist': { m: [
    [(c) => `Poi un piccolo attrezzo cominciò a ronzare, e ${c.n} chiuse la bocca di colpo.`, (c) => `Una cannuccia che aspirava fece un rumore fortissimo, e ${c.n} fece un salto.`],
    [() => `Alzò la mano per fare una pausa.`, () => `Il cuore batteva forte.`],
  ], l: [[(c) => `Il dentista si fermò subito. «È solo la mia cannuccia dell’acqua. Aspira l’acqua, come fai tu con un frullato. Vuoi tenerla?». ${c.N} la tenne, e fece il solletico al dito.`, () => `«Sei stato bravissimo», disse il dentista. «Alza la mano ogni volta che vuoi. Andiamo con calma».`]] },
  'den.clean': { m: [
    [() => `Il dentista pulì i denti con uno spazzolino che faceva il solletico.`, () => `Brrr, faceva lo spazzolino sui denti.`, (c) => `${c.N} si sciacquò la bocca con l’acqua.`, () => `Il dentista lucidò ogni dente finché non brillò.`],
    [() => `Sapeva di fragola.`, (c) => `${c.N} rise. Faceva il solletico!`, () => `«Ecco fatto», disse il dentista.`],
  ] },
  'den.end': { m: [
    [(c) => `${c.N} ricevette uno spazzolino nuovo e un adesivo.`, (c) => `«Sei stat${o(c)} davvero coraggios${o(c)}», disse il dentista.`, (c) => `${c.N} fece un sorriso grande e lucente.`, (c) => `${c.N} scese dalla poltrona sentendosi ${c.x('grandissim')}.`],
    [() => `Ora si lava i denti ogni mattina e ogni sera.`, (c) => `«Adesso il dentista mi piace», disse ${c.n}.`, () => `La prossima volta non avrà paura.`, () => `Non vede l’ora di mostrare i denti puliti.`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} porta il pannolino.`, (c) => `${c.N} sta diventando ${c.v('grande', 'grandi')}.`, (c) => `${c.N} guardava i bambini grandi andare al gabinetto.`],
    [() => `Ma i bambini grandi usano il vasino.`, () => `Forse può provarci anche ora.`, () => `I pannolini sono per i bebè, pensò.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.g.N} portò un vasino nuovo di zecca.`, (c) => `Ecco il vasino ${c.di}!`, () => `Il vasino era rosso e lucente.`],
    [(c) => `${c.N} ci si sedette sopra ${c.x('vestit')}, solo per provare.`, () => `Il pupazzo lo provò per primo.`, () => `«È per me?», chiese.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} si sedette sul vasino e aspettò.`, (c) => `${c.N} si sedette sul vasino e lesse un libro.`, () => `Per ora non usciva niente.`],
    [() => `Non importa. Provarci è già bravissimo!`, (c) => `«Possiamo riprovare più tardi», disse ${c.g.n}.`, () => `Cantò una canzone mentre aspettava.`],
  ] },
  'pot.oops': { m: [
    [() => `Ops! La pipì scappò nelle mutandine.`, () => `Oh no, un piccolo incidente sul pavimento!`, (c) => `${c.N} non arrivò in tempo al vasino.`],
    [(c) => `«Non fa niente. Gli incidenti capitano a tutti», disse ${c.g.n}.`, () => `Pulirono e ci riprovarono.`, () => `Nessuno si arrabbiò.`],
  ] },
  'pot.twist': { m: [
    [(c) => `Un giorno al parco, ${c.n} sentì che doveva proprio andare in bagno.`, (c) => `Nel bel mezzo del gioco, ${c.n} sentì arrivare la pipì.`],
    [() => `Corse più veloce che poteva.`, () => `Gridò: «Vasino, subito!».`],
  ] },
  'pot.done': { m: [
    [(c) => `E poi ${c.n} fece la pipì nel vasino!`, () => `Psss, psss: pipì nel vasino!`, (c) => `${c.N} fece la cacca nel vasino!`],
    [() => `Aiutò a tirare lo sciacquone. Fiuuu!`, (c) => `${c.g.N} batté le mani e ${c.n} ballò.`, () => `Poi si lavò le mani.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} scelse delle mutandine da grandi con i dinosauri.`, (c) => `Ciao ciao, pannolino! ${c.N} ha le mutandine nuove.`, (c) => `${c.N} scelse delle mutandine con le stelle.`],
    [() => `Erano morbide e coloratissime.`, () => `Le fece vedere a tutti.`, () => `Si sentì proprio grande.`],
  ] },
  'pot.end': { m: [
    [(c) => `Ora ${c.n} usa il vasino tutti i giorni.`, (c) => `Pipì, sciacquone, mani pulite: ${c.n} sa fare tutto.`, (c) => `${c.N} è una stella del vasino.`],
    [() => `A volte capita ancora un incidente, e va bene così.`, (c) => `È ${c.x('orgoglios')}.`, (c) => `Bravissim${o(c)}, ${c.call}!`],
  ] },

  'bed.open': { m: [
    [() => `Il sole tramontò, e il cielo diventò rosa.`, () => `Era la fine di una giornata piena piena.`, (c) => `${c.N} giocò e giocò tutto il pomeriggio.`],
    [() => `Presto sarebbe stata l’ora della nanna.`, (c) => `${c.N} aveva ancora un sacco di energia.`, (c) => `I giocattoli erano stanchi, anche se ${c.n} non lo era.`],
  ] },
  'bed.no': { m: [
    [(c) => `«A letto», disse ${c.g.n}. «No!», disse ${c.n}.`, (c) => `${c.N} non voleva andare a letto.`, (c) => `${c.N} si nascose dietro il divano. Stanotte niente nanna!`],
    [() => `Voleva giocare ancora un po’.`, () => `Non aveva neanche un briciolo di sonno.`, () => `«Solo un altro gioco», disse.`],
  ] },
  'bed.bath': { m: [
    [() => `Prima, un bagnetto caldo con le bolle.`, (c) => `Splash, splash, faceva ${c.n} nella vasca.`, () => `La paperella di gomma galleggiava nella vasca.`],
    [() => `L’acqua era tiepida e piacevole.`, () => `Bolle dappertutto!`, () => `Dopo, un asciugamano morbidissimo.`],
  ] },
  'bed.pyj': { m: [
    [() => `Poi, un pigiama morbido con le lune.`, (c) => `${c.N} si mise il pigiama.`, () => `Dentro le braccia, dentro le gambe: pigiama fatto!`],
    [() => `Poi, lavarsi i denti, su e giù.`, () => `Che morbido e che caldo.`, (c) => `${c.N} fece un piccolo sbadiglio.`],
  ] },
  'bed.twist': { m: [
    [(c) => `Già a letto, ${c.n} chiamò: «Ho bisogno di un bicchiere d’acqua!».`, (c) => `«Un’altra storia!», chiese ${c.n}.`],
    [() => `Poi serviva un abbraccio. Poi il pupazzo.`, (c) => `${c.g.N} tornò, con pazienza e con affetto.`],
  ] },
  'bed.story': { m: [
    [(c) => `${c.g.N} lesse una storia su un gufo assonnato.`, () => `Era l’ora della storia della buonanotte.`, (c) => `${c.N} si rannicchiò per ascoltare una storia.`],
    [(c) => `Il gufo sbadigliò, e anche ${c.n}.`, () => `Le parole erano morbide e lente.`, () => `Gli occhi cominciarono a chiudersi.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.g.N} cantò una ninna nanna e rimboccò le coperte.`, (c) => `Uno sbadiglio enorme. Adesso sì che ${c.n} aveva sonno.`, () => `Le palpebre erano pesanti.`],
    [() => `La lucina brillava come una piccola luna.`, () => `La coperta era calda calda.`, (c) => `Alla fine era proprio ${c.x('stanc')}.`],
  ] },
  'bed.end': { m: [
    [(c) => `Buonanotte, ${c.call}. Sogni d’oro.`, (c) => `Presto ${c.n} dormiva profondamente nel suo letto.`, (c) => `${c.N} si addormentò abbracciat${o(c)} al suo pupazzo.`],
    [() => `Sogni belli fino a domani.`, () => `Fuori, la luna vegliava.`, () => `Ssst. Ora dormono tutti.`],
  ] },
};
