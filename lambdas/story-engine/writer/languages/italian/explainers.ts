// Italian explainer beats: true, simple science, a little more of it for older readers.
import type { BeatText } from '../pack';
import type { It } from './context';

type T = Record<string, BeatText<It>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} si sdraiò sull’erba e guardò in su. «Perché il cielo è azzurro?»`, (c) => `«Perché il cielo è azzurro?», chiese ${c.n}.`, (c) => `Il cielo era azzurro da una parte all’altra, e ${c.n} si chiese perché.`],
    [(c) => `«Scopriamolo insieme», disse ${c.g.n}.`, (c) => `«Che bella domanda!», disse ${c.g.n}.`, () => `Non verde, non rosa, ma azzurro. Perché?`],
  ], l: [[(c) => `${c.N} aveva notato che il cielo non era sempre dello stesso azzurro. Vicino al sole era chiaro, proprio sopra la testa era intenso, e verso l’orizzonte era quasi bianco. Doveva esserci una ragione.`]] },
  'sky.light': { m: [
    [() => `La luce del sole sembra bianca, ma è fatta di tutti i colori mescolati.`, (c) => `${c.g.N} mise un prisma di vetro al sole, e sul muro comparve un arcobaleno.`, () => `La luce del sole porta dentro tutti i colori dell’arcobaleno.`],
    [() => `Rosso, arancione, giallo, verde, blu e viola, tutti nascosti nella luce.`, (c) => `«La luce del sole è piena di colori», disse ${c.g.n}.`, () => `Un arcobaleno mostra i colori separati, in fila.`],
  ], l: [[() => `Ogni colore della luce viaggia in onde. La luce rossa ha onde lunghe e pigre. La luce blu ha onde corte, veloci e agitate. Tutto il segreto sta in questa differenza.`]] },
  'sky.air': { m: [
    [() => `Il cielo è pieno d’aria, e l’aria è fatta di pezzettini minuscoli, troppo piccoli per vederli.`, () => `Tra noi e lo spazio c’è una spessa coperta d’aria.`, () => `L’aria è fatta di particelle minuscole chiamate molecole.`],
    [() => `La luce del sole deve attraversare tutta quell’aria per arrivare fino a noi.`, () => `Sono molto più piccole di un granello di polvere.`, () => `Scendendo, la luce del sole sbatte contro di loro.`],
  ], l: [[() => `L’aria non si vede, ma c’è davvero: la senti quando soffia il vento. In un solo respiro ci sono più molecole d’aria che granelli di sabbia su tutte le spiagge della Terra.`]] },
  'sky.bounce': { m: [
    [() => `Quando la luce del sole incontra l’aria, la luce blu rimbalza per tutto il cielo.`, () => `I pezzettini d’aria deviano la luce blu molto più di quella rossa o gialla.`, () => `La luce blu rimbalza da un pezzettino all’altro, per tutto il cielo.`],
    [() => `Così, dovunque guardiamo, negli occhi ci arriva luce blu. Ecco perché il cielo è azzurro!`, () => `Gli altri colori quasi sempre tirano dritto, ma il blu si sparge dappertutto.`, (c) => `«Allora il cielo è pieno di luce blu che rimbalza!», disse ${c.n}.`],
  ], l: [[() => `Gli scienziati la chiamano diffusione. Le onde corte e agitate della luce blu sono quelle che l’aria devia più facilmente, così la luce blu ci arriva da ogni parte del cielo.`]] },
  'sky.twist': { m: [
    [(c) => `«Ma le onde viola sono ancora più corte», disse ${c.n}. «Perché il cielo non è viola?»`, (c) => `${c.N} ci pensò su. «La luce viola è ancora più agitata. Perché non c’è un cielo viola?»`],
    [() => `La luce del sole porta meno viola, e i nostri occhi vedono il blu molto meglio.`, () => `Un po’ di viola resta lassù nell’aria, e i nostri occhi notano molto di più il blu.`],
  ], l: [[(c) => `«Ottima domanda», disse ${c.g.n}. «Lassù c’è anche un po’ di viola. Ma la luce del sole porta meno viola che blu, e i nostri occhi sono molto più sensibili al blu, così quello che vediamo è azzurro».`]] },
  'sky.sunset': { m: [
    [() => `Al tramonto il cielo diventa arancione e rosso.`, () => `La sera il sole è basso e il cielo brilla di rosa e d’oro.`, () => `Quando il sole tramonta, l’azzurro si spegne.`],
    [() => `Allora la luce attraversa molta più aria, e quasi tutto il blu si disperde prima di arrivare a noi.`, () => `Le onde lunghe, rosse e arancioni, sono quelle che riescono ad arrivare ai nostri occhi.`, () => `Solo i rossi e gli arancioni attraversano così tanta aria.`],
  ], l: [[() => `Quindi il tramonto è la stessa luce del sole di mezzogiorno. Ha solo fatto una strada più lunga attraverso l’aria e ha perso il blu per la via.`]] },
  'sky.space': { m: [
    [() => `Gli astronauti nello spazio vedono il cielo nero, anche quando splende il sole.`, () => `Nello spazio non c’è aria, quindi niente fa rimbalzare la luce.`, () => `Sulla luna il cielo è nero, perché non c’è aria.`],
    [() => `Senz’aria, niente azzurro!`, () => `Il cielo azzurro è in realtà la nostra aria, illuminata dal sole.`, () => `Il nostro cielo azzurro è una cosa speciale della Terra.`],
  ], l: [[() => `Dalla Stazione Spaziale Internazionale, gli astronauti vedono la sottile linea azzurra dell’aria intorno alla Terra e, sopra, il nero dello spazio.`]] },
  'sky.end': { m: [
    [(c) => `Ora ${c.n} sa perché il cielo è azzurro.`, () => `Luce del sole, aria e luce blu che rimbalza: ecco il segreto del cielo azzurro.`, (c) => `${c.N} guardò il cielo azzurro e sorrise.`],
    [() => `Non vede l’ora di raccontarlo agli amici.`, () => `«Luce blu che rimbalza nell’aria», disse. «Facilissimo!»`, () => `E adesso sa anche perché il cielo diventa arancione al tramonto.`],
  ], l: [[(c) => `Quella sera ${c.n} guardò il tramonto e spiegò tutto ${c.g.al}: la luce bianca del sole, i pezzettini d’aria, la luce blu che rimbalza dappertutto e la lunga strada rossa del tramonto.`]] },

  'rain.ask': { m: [
    [(c) => `Tic, tic, faceva la pioggia sulla finestra. «Da dove viene la pioggia?», chiese ${c.n}.`, (c) => `${c.N} guardava le gocce di pioggia fare a gara sul vetro. «Da dove viene tutta quest’acqua?»`, (c) => `«Da dove arriva tutta questa pioggia?», si chiese ${c.n}.`],
    [(c) => `«Dalle nuvole», disse ${c.g.n}. «Ma come ci arriva l’acqua lassù?»`, (c) => `«Seguiamo una goccia d’acqua», disse ${c.g.n}.`, (c) => `«È un viaggio lunghissimo», disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} schiacciò il naso contro il vetro freddo. Da dove prendevano tanta acqua le nuvole? Sembrava impossibile che il cielo potesse tenerne così tanta.`]] },
  'rain.sun': { m: [
    [() => `Tutto comincia quando il sole scalda il mare, i laghi e le pozzanghere.`, () => `Il sole splende sul mare e scalda l’acqua.`, () => `Quando il sole scalda l’acqua, una parte sale piano piano nell’aria.`],
    [() => `L’acqua calda diventa un gas invisibile chiamato vapore acqueo.`, () => `Questo si chiama evaporazione.`, () => `Ecco perché le pozzanghere si asciugano in una giornata di sole.`],
  ], l: [[() => `L’evaporazione succede sempre, anche nei giorni freddi, solo più piano. L’acqua scappa di continuo nell’aria dal mare, dai fiumi e perfino dai panni bagnati stesi ad asciugare.`]] },
  'rain.rise': { m: [
    [() => `Il vapore acqueo sale, sale e sale verso il cielo.`, () => `L’aria calda porta il vapore acqueo molto in alto, sopra la terra.`, () => `Non lo vediamo, ma il vapore acqueo è tutto intorno a noi.`],
    [() => `Lassù l’aria è fredda.`, () => `Più sale, più fa freddo.`, () => `Lassù il vapore comincia a raffreddarsi.`],
  ], l: [[() => `L’aria calda è più leggera dell’aria fredda, così sale e si porta dietro il vapore acqueo invisibile, in alto, dove volano gli aerei.`]] },
  'rain.cloud': { m: [
    [() => `Con l’aria fredda, il vapore torna a essere goccioline d’acqua minuscole.`, () => `Milioni di goccioline minuscole galleggiano insieme e formano una nuvola.`, () => `Una nuvola è fatta di goccioline d’acqua minuscole, così leggere che galleggiano.`],
    [() => `Questo si chiama condensazione, come l’appannarsi di una finestra fredda.`, () => `Ogni gocciolina è più piccola di un granello di sabbia.`, () => `Le nuvole bianche e soffici sono piene d’acqua.`],
  ], l: [[() => `Puoi vederlo a casa: soffia su uno specchio freddo e si appannerà. Il vapore acqueo caldo del tuo fiato diventa goccioline minuscole quando tocca il vetro freddo, proprio come in una nuvola.`]] },
  'rain.twist': { m: [
    [(c) => `«Ma perché le goccioline non cadono subito?», chiese ${c.n}.`, (c) => `${c.N} aggrottò la fronte. «Allora perché non piove sempre?»`],
    [() => `Le goccioline sono così leggere che l’aria che sale le tiene su, finché non si scontrano, si uniscono e crescono.`, () => `Le gocce cadono solo quando si sono unite in gocce grandi e pesanti.`],
  ], l: [[() => `Dentro una nuvola le goccioline si scontrano e si uniscono di continuo. Ci vuole circa un milione di goccioline di nuvola per fare una sola goccia di pioggia. Quando una nuvola è piena di gocce grandi diventa grigio scuro, e vuol dire che sta per piovere.`]] },
  'rain.fall': { m: [
    [() => `Quando le gocce diventano grandi e pesanti, cadono come pioggia.`, () => `Plic, ploc! Le gocce pesanti cadono dalla nuvola.`, () => `La nuvola diventa più scura e più pesante, e poi piove.`],
    [() => `La pioggia annaffia le piante e riempie i fiumi.`, () => `Una parte della pioggia entra nella terra.`, () => `Se fa molto freddo, le gocce gelano e cadono come neve.`],
  ], l: [[() => `Una goccia di pioggia cade più o meno alla velocità di una bicicletta che scende veloce da una discesa. E anche se nei disegni sembrano lacrime, le gocce piccole sono rotonde, e quelle grandi sono schiacciate come panini.`]] },
  'rain.cycle': { m: [
    [() => `La pioggia scorre nei ruscelli e nei fiumi, e torna al mare.`, () => `Poi il sole scalda di nuovo l’acqua, e tutto ricomincia.`, () => `L’acqua gira e gira: mare, cielo, nuvola, pioggia, fiume, mare.`],
    [() => `Questo si chiama ciclo dell’acqua.`, () => `La stessa acqua gira e rigira, per sempre.`, () => `Forse la pioggia di oggi è stata una volta nella pozzanghera di un dinosauro!`],
  ], l: [[() => `Non si crea acqua nuova. La Terra ha la stessa acqua da miliardi di anni, che gira tra il mare, il cielo e la terra.`]] },
  'rain.end': { m: [
    [(c) => `Ora ${c.n} sa da dove viene la pioggia.`, (c) => `${c.N} si mise gli stivali e saltò in una pozzanghera.`, () => `Smise di piovere, e uscì il sole.`],
    [() => `Presto il sole riporterà quest’acqua su fino alle nuvole.`, () => `Sole, nuvole, pioggia, e poi si ricomincia.`, (c) => `«Ciao, pioggia», disse ${c.n}. «Ci vediamo tra le nuvole».`],
  ], l: [[(c) => `${c.N} guardò una pozzanghera rimpicciolire al sole e sapeva esattamente dove andava l’acqua: su, su, nell’aria, per diventare nuvola e, un giorno, di nuovo pioggia.`]] },

  'pl.ask': { m: [
    [(c) => `${c.N} trovò un seme minuscolo. «Come crescono le piante?»`, (c) => `«Come fa una pianta grande a uscire da un semino così piccolo?», chiese ${c.n}.`, (c) => `${c.N} teneva un seme in mano.`],
    [(c) => `«Piantiamone uno e vediamo», disse ${c.g.n}.`, () => `Dentro il seme c’è una piantina bebè con la sua scorta di cibo.`, () => `Era piccolo, duro e marrone.`],
  ], l: [[() => `Un seme è come una valigia già pronta. Dentro c’è una piantina minuscola, piegata, e una scorta di cibo per resistere finché non potrà prepararsi il suo.`]] },
  'pl.plant': { m: [
    [() => `Misero la terra in un vaso e ci infilarono il seme.`, (c) => `${c.N} piantò il seme nella terra.`, () => `Si fa una buchetta, si mette il seme e lo si copre con la terra.`],
    [() => `La terra è come una coperta calda per il seme.`, () => `Pat, pat, pat.`, () => `Ora il seme ha bisogno di acqua e di calore.`],
  ], l: [[() => `La terra non è solo sporco. È piena di pezzettini di roccia, foglie vecchie, acqua, aria e animaletti che aiutano, come i lombrichi: tutto quello che serve a una pianta.`]] },
  'pl.water': { m: [
    [(c) => `${c.N} diede un po’ d’acqua al seme.`, (c) => `Ogni giorno ${c.n} annaffiava il vaso.`, () => `Misero il vaso dove arrivava il sole.`],
    [() => `I semi hanno bisogno d’acqua per svegliarsi.`, () => `Né troppa, né troppo poca.`, () => `Poi aspettarono.`],
  ], l: [[() => `Quando un seme assorbe l’acqua, si gonfia e si ammorbidisce. L’acqua lo sveglia e gli dice che è arrivato il momento giusto per crescere.`]] },
  'pl.root': { m: [
    [() => `Sotto la terra, una radichetta crebbe verso il basso.`, () => `Prima il seme si aprì e spuntò una radice.`, () => `La radice cresce verso il basso, dentro la terra.`],
    [() => `La radice beve l’acqua dalla terra.`, () => `Tiene la pianta ben ferma nel terreno.`, () => `Non la vediamo, ma è molto indaffarata.`],
  ], l: [[() => `Le radici crescono sempre verso il basso e i fusti sempre verso l’alto, in qualunque modo si pianti il seme. Le piante sentono da che parte tira la gravità.`]] },
  'pl.twist': { m: [
    [(c) => `${c.N} mise un vaso in un armadio buio, per vedere che cosa succedeva.`, () => `Lasciarono una piantina dove il sole non arrivava.`],
    [() => `Crebbe alta, sottile e pallida, e poi si piegò.`, () => `Senza luce, diventò gialla e debole.`],
  ], l: [[(c) => `«Le piante hanno bisogno di luce per prepararsi il cibo», disse ${c.g.n}. Il seme aveva cibo a sufficienza per cominciare, ma poi la pianta doveva farsi il suo, e per questo serviva il sole.`]] },
  'pl.shoot': { m: [
    [() => `Poi un germoglio verde spuntò dalla terra!`, (c) => `Una mattina ${c.n} vide un germoglio verde minuscolo.`, () => `Su, su, spuntò un fusticino verde.`],
    [() => `Cresceva verso la luce.`, (c) => `«Sta crescendo!», disse ${c.n}.`, () => `Si aprirono due foglioline.`],
  ], l: [[() => `Il germoglio si piega verso la finestra, seguendo la luce. Se giri il vaso, in un giorno o due si piegherà di nuovo verso la luce.`]] },
  'pl.leaf': { m: [
    [() => `Le foglie bevono la luce del sole.`, () => `La pianta usa il sole, l’acqua e l’aria per prepararsi il cibo da sola.`, () => `Ogni giorno la pianta cresceva un pochino di più.`],
    [() => `Più foglie, un fusto più alto.`, () => `È così che diventa grande e forte.`, () => `Sole, acqua e terra: è tutto quello che le serve.`],
  ], l: [[() => `Le foglie sono verdi perché sono piene di una cosa chiamata clorofilla. La clorofilla cattura la luce del sole, e la pianta usa quell’energia per trasformare l’acqua e l’aria in zucchero, che è il suo cibo. Gli scienziati la chiamano fotosintesi.`]] },
  'pl.end': { m: [
    [() => `Finalmente si aprì un fiore!`, () => `Il semino diventò una pianta grande con un fiore.`, (c) => `Ora ${c.n} sa come crescono le piante.`],
    [() => `E dentro il fiore c’erano semi nuovi, pronti a crescere di nuovo.`, () => `Seme, radice, germoglio, foglie, fiore, semi.`, () => `Acqua, sole e terra, e un po’ di pazienza.`],
  ], l: [[() => `Da un seme minuscolo è nata una pianta intera, e da quella pianta tanti semi nuovi. Ognuno custodisce un’altra piantina, che aspetta acqua, calore e luce.`]] },
};
