// German explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} schaute aus dem Fenster. „Warum verändert der Mond seine Form?“`, (c) => `Letzte Woche war der Mond rund, und heute Abend war er schmal wie ein Lächeln. „Warum?“, fragte ${c.n}.`],
    [(c) => `„Das finden wir zusammen heraus“, sagte ${c.gr.n}. „Die Antwort beginnt bei der Sonne.“`, (c) => `„Eine sehr gute Frage“, sagte ${c.gr.n} und holte einen Ball und eine Lampe.`],
  ], l: [[(c) => `${c.N} hatte schon einen runden Mond gesehen, einen Halbmond und einen Mond, so schmal wie ein Fingernagel. Manche Nächte war er gar nicht da. Konnte der Mond wirklich schrumpfen und wieder wachsen?`]] },
  'mo.light': { m: [
    [() => `Der Mond leuchtet nicht von selbst. Die Sonne macht ihn hell.`, () => `Der Mond ist eine große Kugel aus Gestein, und das Sonnenlicht bringt ihn zum Leuchten.`],
    [() => `Die Sonne beleuchtet immer die Hälfte des Mondes, die ihr zugewandt ist, und die andere Hälfte bleibt dunkel.`, () => `Eine Hälfte des Mondes liegt immer im Sonnenschein, die andere immer im Dunkeln.`],
  ], l: [[() => `Der Mond hat kein eigenes Licht, genau wie ein Ball in einem dunklen Zimmer. Wenn Sonnenlicht auf sein graues Gestein fällt, wird ein Teil davon zu uns zurückgeworfen, und der Mond scheint zu leuchten.`]] },
  'mo.orbit': { m: [
    [() => `Der Mond reist um die Erde herum, einmal ganz herum.`, () => `Rund und rund um die Erde wandert der Mond.`],
    [() => `Eine Runde dauert ungefähr einen Monat, und daher kommt auch das Wort „Monat“.`, () => `Für eine ganze Runde braucht er etwa vier Wochen.`],
  ], l: [[() => `Während er wandert, sehen wir den Mond jede Nacht von einer etwas anderen Seite. Seine beleuchtete Hälfte bleibt gleich, aber wie viel von dieser Hälfte uns zugewandt ist, ändert sich jeden Tag ein wenig.`]] },
  'mo.phases': { m: [
    [() => `Wir sehen nur den Teil des Mondes, den die Sonne beleuchtet.`, () => `Wenn uns die ganze beleuchtete Hälfte zugewandt ist, sehen wir einen runden Vollmond.`],
    [() => `Sehen wir nur ein kleines Stück davon, ist der Mond eine schmale Sichel, und sehen wir gar nichts davon, scheint er zu verschwinden.`, () => `Sichel, Halbmond, Vollmond, dann wieder Halbmond und Sichel: Diese Formen heißen Mondphasen.`],
  ], l: [[() => `Der ganze Mond ist immer da, so rund wie immer. Er scheint sich nur zu verändern, weil wir mehr oder weniger von seiner sonnigen Hälfte sehen. Forscher nennen diese Formen Phasen: Neumond, zunehmende Sichel, Halbmond, Vollmond und wieder zurück.`]] },
  'mo.twist': { m: [
    [(c) => `„Ist es der Schatten der Erde, der den Mond verdeckt?“, fragte ${c.n}.`, (c) => `${c.N} hatte eine Idee: „Vielleicht versteckt der Erdschatten ein Stück vom Mond?“`],
    [(c) => `„Gut überlegt, aber nein“, sagte ${c.gr.n}. „Bei den Phasen geht es nur darum, wie viel wir von der hellen Seite sehen.“`, () => `Viele Menschen glauben das, aber die Mondphasen haben nichts mit dem Erdschatten zu tun.`],
  ], l: [[() => `Der Schatten der Erde fällt nur bei einer Mondfinsternis auf den Mond. Das passiert nur wenige Male im Jahr, wenn Sonne, Erde und Mond genau in einer Reihe stehen. Dann kann der Vollmond für ein, zwei Stunden kupferrot werden.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} hielt in einem dunklen Zimmer einen Ball neben eine Lampe.`, () => `Sie machten aus einem Ball einen Mond und aus einer Lampe eine Sonne.`],
    [(c) => `Langsam drehte sich ${c.n}, und das Licht auf dem Ball wuchs von einer schmalen Sichel zu einem vollen Kreis.`, () => `Während der Ball herumwanderte, wurde sein heller Teil größer und wieder kleiner.`],
  ], l: [[() => `Die Lampe blieb stehen, genau wie die Sonne. Nur der Ball bewegte sich, und damit änderte sich, wie viel von seiner hellen Seite zu sehen war. Das ganze Geheimnis des Mondes passte in dieses kleine Zimmer.`]] },
  'mo.month': { m: [
    [(c) => `Jeden Abend malte ${c.n} den Mond in einen Kalender.`, () => `Jeden Abend suchten sie den Mond und zeichneten seine Form.`],
    [() => `Die Formen wurden dicker, dann dünner, und nach ungefähr vier Wochen fing alles wieder von vorn an.`, () => `Manchmal ging der Mond spät auf, und manchmal stand er morgens noch am blauen Himmel.`],
  ], l: [[() => `Wenn der helle Teil wächst, sagt man, der Mond nimmt zu. Wenn er schrumpft, nimmt er ab. Von einem Neumond zum nächsten dauert es ungefähr neunundzwanzigeinhalb Tage.`]] },
  'mo.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum der Mond seine Form verändert.`, (c) => `„Gute Nacht, Mond“, sagte ${c.n}. „Ich kenne jetzt dein Geheimnis.“`],
    [() => `Der Mond ist immer rund, wir sehen nur einen anderen Teil seiner sonnigen Seite.`, () => `Sonnenlicht, ein runder Mond und eine Reise um die Erde: Das ist das ganze Geheimnis.`],
  ], l: [[(c) => `In dieser Nacht war der Mond ein dicker, heller Kreis. ${c.N} lächelte zu ihm hinauf und wusste, dass er in ein paar Wochen wieder eine schmale Sichel sein und dann von Neuem wachsen würde.`]] },

  'ni.ask': { m: [
    [(c) => `Die Sonne rutschte hinter die Hügel. „Wo geht die Sonne nachts hin?“, fragte ${c.n}.`, (c) => `„Wohin verschwindet die Sonne, wenn es dunkel wird?“, überlegte ${c.n}.`],
    [(c) => `„Sie geht nirgendwohin“, sagte ${c.gr.n}. „Wir sind es, die sich bewegen!“`, (c) => `„Die Sonne scheint die ganze Zeit weiter“, sagte ${c.gr.n}. „Ich zeige es dir.“`],
  ], l: [[(c) => `Jeden Abend schien die Sonne zu versinken, und jeden Morgen kam sie auf der anderen Seite des Himmels zurück. Versteckte sie sich unter der Erde? Ging sie schlafen? ${c.N} wollte es wissen.`]] },
  'ni.ball': { m: [
    [() => `Wir leben auf der Erde, und die Erde ist eine riesige Kugel.`, () => `Unsere Erde ist rund, wie ein gewaltiger Ball, der im Weltall schwebt.`],
    [() => `Die Sonne ist weit weg und scheint die ganze Zeit.`, () => `Die Sonne beleuchtet die Erde aus sehr, sehr großer Entfernung.`],
  ], l: [[() => `Die Erde ist so groß, dass sie uns flach vorkommt, doch aus dem Weltall ist sie eine blau-grüne Kugel. Sonnenlicht kann immer nur eine Hälfte einer Kugel beleuchten, so wie eine Taschenlampe, die auf eine Orange scheint.`]] },
  'ni.spin': { m: [
    [() => `Die Erde dreht sich langsam, einmal am Tag.`, () => `Die Erde dreht sich wie ein Kreisel, einmal jeden Tag.`],
    [() => `Auf der Seite, die zur Sonne zeigt, ist Tag, und auf der abgewandten Seite ist Nacht.`, () => `Wenn sich unsere Seite von der Sonne wegdreht, wird es dunkel, und das ist die Nacht.`],
  ], l: [[() => `Eine ganze Drehung dauert vierundzwanzig Stunden, einen Tag und eine Nacht. Wir spüren das nicht, weil sich die Erde ganz gleichmäßig dreht und wir uns mitdrehen. Dreht sich unsere Seite zur Sonne hin, sehen wir den Sonnenaufgang, dreht sie sich weg, den Sonnenuntergang.`]] },
  'ni.other': { m: [
    [() => `Wenn hier Nacht ist, ist auf der anderen Seite der Welt Tag.`, () => `Gerade jetzt wachen weit weg Kinder im Sonnenschein auf.`],
    [() => `Sie frühstücken, während wir ins Bett gehen.`, () => `Die Sonne hört nie auf zu scheinen, sie scheint nur auf einen anderen Teil der Erde.`],
  ], l: [[() => `Darum kann man abends jemanden anrufen, der weit weg wohnt, und „Guten Morgen!“ hören. Die Welt ist in Zeitzonen eingeteilt, und auf der anderen Seite der Erde gehen die Uhren viele Stunden vor oder nach.`]] },
  'ni.twist': { m: [
    [(c) => `„Dann bewegt sich die Sonne gar nicht?“, fragte ${c.n}.`, (c) => `${c.N} runzelte die Stirn. „Aber ich sehe doch, wie die Sonne über den Himmel wandert.“`],
    [() => `Es sieht nur so aus, als würde die Sonne wandern, weil wir uns mit der Erde drehen.`, (c) => `„So sieht es aus“, sagte ${c.gr.n}, „weil wir uns mit der Erde drehen.“`],
  ], l: [[() => `Es ist wie auf einem Karussell: Die Bäume scheinen vorbeizusausen, aber in Wirklichkeit bewegst du dich. Früher glaubten die Menschen, die Sonne kreise um die Erde, bis geduldige Beobachter herausfanden, dass sich die Erde dreht.`]] },
  'ni.try': { m: [
    [(c) => `${c.gr.N} leuchtete in einem dunklen Zimmer mit einer Taschenlampe auf einen Ball.`, () => `Sie klebten einen Sticker auf einen Ball und leuchteten ihn mit einer Taschenlampe an.`],
    [() => `Als sich der Ball drehte, wanderte der Sticker vom Licht ins Dunkle und wieder zurück.`, (c) => `„Der Sticker sind wir“, sagte ${c.gr.n}. „Jetzt ist Tag, und jetzt ist Nacht.“`],
  ], l: [[(c) => `${c.N} drehte den Ball ganz langsam. Der Sticker glitt in den Schatten wie bei einem Sonnenuntergang und wieder ins Licht wie bei einem Sonnenaufgang. Tag, Nacht, Tag, Nacht: Es war nur der Ball, der sich drehte.`]] },
  'ni.stars': { m: [
    [() => `Nachts, wenn die Sonne nicht zu sehen ist, können wir die Sterne sehen.`, () => `Wenn unsere Seite der Erde im Dunkeln liegt, kommen Mond und Sterne heraus.`],
    [() => `Sie waren den ganzen Tag da, aber der sonnige Himmel war zu hell, um sie zu sehen.`, () => `Der Nachthimmel ist wie ein Fenster ins Weltall.`],
  ], l: [[() => `Die Sterne werden nachts nicht eingeschaltet. Sie leuchten immer, weit weg, aber am Tag versteckt sie der helle blaue Himmel. Erst wenn sich unsere Seite der Erde von der Sonne abwendet, können wir sie funkeln sehen.`]] },
  'ni.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, wo die Sonne nachts hingeht.`, () => `Die Sonne schläft nicht, die Erde dreht sich.`],
    [(c) => `„Gute Nacht, Sonne“, sagte ${c.n}. „Bis morgen früh!“`, () => `Bis zum Morgen hat sich unsere Seite der Erde wieder zur Sonne gedreht.`],
  ], l: [[(c) => `${c.N} kuschelte sich unter die Decke und stellte sich die große Erde vor, die sich langsam im Dunkeln dreht und alle mitnimmt, bis zu einem ganz neuen Morgen.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} lag auf einer Decke und schaute zu den Sternen. „Warum funkeln sie?“`, (c) => `„Weißt du, wie viel Sternlein stehen?“, sang ${c.n}. „Aber was sind Sterne, und warum funkeln sie?“`],
    [(c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`, () => `Die Sterne blinkten und glitzerten, als würden sie zwinkern.`],
  ], l: [[(c) => `Es gab so viele Sterne, dass ${c.n} sie nicht zählen konnte. Manche leuchteten hell, manche ganz schwach, und alle schienen zu flimmern. ${c.N} wollte wissen, was sie wirklich waren.`]] },
  'st.suns': { m: [
    [() => `Sterne sind Sonnen: riesige, heiße, leuchtende Kugeln aus Gas.`, () => `Jeder Stern ist eine Sonne, genau wie unsere Sonne.`],
    [() => `Manche sind sogar größer als unsere Sonne.`, () => `Auch unsere Sonne ist ein Stern, der, der uns am nächsten ist.`],
  ], l: [[() => `Tief im Inneren eines Sterns stoßen winzige Gasteilchen so heftig zusammen, dass riesige Hitze und viel Licht entstehen. Unsere Sonne ist ein ziemlich gewöhnlicher Stern, sie sieht nur so groß und hell aus, weil sie so nah ist.`]] },
  'st.far': { m: [
    [() => `Sterne sehen winzig aus, weil sie sehr, sehr weit weg sind.`, () => `Die Sterne sind so weit weg, dass sie wie kleine Punkte aussehen.`],
    [() => `Ihr Licht war viele, viele Jahre unterwegs, bis es bei uns ankam.`, () => `Selbst der nächste ist viel, viel weiter weg als die Sonne.`],
  ], l: [[() => `Licht ist das Schnellste, was es gibt, und trotzdem braucht das Licht des nächsten Sterns nach der Sonne mehr als vier Jahre bis zu uns. Wenn wir die Sterne anschauen, sehen wir Licht, das vor langer Zeit losgeschickt wurde.`]] },
  'st.twinkle': { m: [
    [() => `Sterne funkeln wegen der Luft rund um die Erde.`, () => `Die Luft über uns bewegt sich immerzu, und das bringt die Sterne zum Funkeln.`],
    [() => `Warme und kalte Luft wabern, und das Sternenlicht wackelt, wenn es hindurchgeht.`, () => `Der dünne Lichtstrahl wird hierhin und dorthin gebogen, darum scheint er zu flackern.`],
  ], l: [[() => `Sternenlicht kommt als ganz dünner Strahl bei uns an. Auf dem Weg nach unten durchquert es Schichten aus warmer und kühler, bewegter Luft, und jede Schicht lenkt es ein klein wenig ab. Weil sich das ständig ändert, scheint der Stern zu hüpfen und zu glitzern.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} entdeckte einen hellen Punkt, der überhaupt nicht funkelte.`, (c) => `„Der da blinkt nicht“, sagte ${c.n}.`],
    [(c) => `„Das ist ein Planet“, sagte ${c.gr.n}. „Planeten sind viel näher, deshalb leuchten sie ruhiger.“`, () => `Planeten sind nah, ihr Licht kommt als breiteres Bündel an, das die Luft nicht so leicht durchschüttelt.`],
  ], l: [[() => `Astronauten im Weltall sehen die Sterne ganz ruhig leuchten, ohne Funkeln, weil es dort oben keine Luft gibt, die das Licht wackeln lässt. Darum schickt man manche großen Teleskope ins All, wo ihre Bilder scharf bleiben.`]] },
  'st.day': { m: [
    [() => `Am Tag sind die Sterne immer noch da.`, () => `Die Sterne verschwinden am Morgen nicht.`],
    [() => `Die Sonne ist so hell, dass wir sie nicht sehen können.`, () => `Der helle blaue Himmel versteckt sie, bis es Nacht wird.`],
  ], l: [[() => `Es ist, als wollte man eine Taschenlampe neben einem großen Scheinwerfer erkennen. Die Sterne leuchten den ganzen Tag, aber der sonnige Himmel ist viel heller, und ihr schwaches Licht geht darin unter.`]] },
  'st.look': { m: [
    [(c) => `${c.N} verband die Sterne mit dem Finger zu Bildern.`, () => `Sie suchten Figuren in den Sternen.`],
    [() => `Solche Sternbilder nennt man Konstellationen.`, () => `Ein Wagen, ein Jäger, ein großer Bär: Seit Tausenden von Jahren geben Menschen den Sternbildern Namen.`],
  ], l: [[() => `Früher fanden Seeleute und Reisende mit den Sternbildern im Dunkeln ihren Weg. Die Sterne eines Sternbilds sehen nur so aus, als stünden sie nah beieinander; in Wirklichkeit sind manche viel weiter weg als andere.`]] },
  'st.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum die Sterne funkeln.`, () => `Ferne Sonnen und wabernde Luft: Das ist das Geheimnis des Funkelns.`],
    [(c) => `„Gute Nacht, ihr fernen Sonnen“, sang ${c.n}.`, (c) => `${c.N} winkte den Sternen gute Nacht.`],
  ], l: [[(c) => `${c.N} lag ganz still und sah einem Stern beim Flackern zu. Er war eine riesige Sonne, unvorstellbar weit weg, und sein Licht hatte den ganzen Weg zurückgelegt, nur um in diesen Augen zu funkeln.`]] },

  'ss.ask': { m: [
    [(c) => `Der Himmel wurde orange, rosa und rot. „Warum ist der Sonnenuntergang orange?“, fragte ${c.n}.`, (c) => `„Warum wird der Himmel abends rot, wenn er den ganzen Tag blau war?“, überlegte ${c.n}.`],
    [(c) => `„Es ist dasselbe Sonnenlicht“, sagte ${c.gr.n}. „Es nimmt nur einen längeren Weg.“`, (c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Den ganzen Tag war der Himmel blau gewesen. Jetzt, als die Sonne tief stand, glühten die Wolken wie Kohlen, und der Himmel färbte sich rosa. ${c.N} wollte wissen, wie derselbe Himmel so seine Farben wechseln konnte.`]] },
  'ss.road': { m: [
    [() => `Am Abend steht die Sonne tief, und ihr Licht muss einen langen Weg durch die Luft zurücklegen.`, () => `Beim Sonnenuntergang reist das Sonnenlicht schräg durch sehr, sehr viel Luft.`],
    [() => `Auf diesem langen Weg wird das blaue Licht weggestreut, und rotes und oranges Licht kommen bei uns an.`, () => `Das Blau wird unterwegs verstreut, und nur die warmen Farben bleiben übrig.`],
  ], l: [[() => `Mittags fällt das Sonnenlicht fast senkrecht durch die Luft, ein kurzer Weg. Beim Sonnenuntergang kommt es von der Seite und durchquert viel mehr Luft. All diese Luft nimmt dem Licht sein Blau, und was bei unseren Augen ankommt, ist orange und rot.`]] },
  'ss.twist': { m: [
    [(c) => `„Warum sind manche Sonnenuntergänge röter als andere?“, fragte ${c.n}.`, (c) => `${c.N} erinnerte sich an einen Sonnenuntergang, der viel röter gewesen war.`],
    [() => `Staub, winzige Wassertröpfchen und Rauch in der Luft können einen Sonnenuntergang noch röter machen.`, () => `Je mehr winzige Teilchen in der Luft schweben, desto bunter kann der Sonnenuntergang werden.`],
  ], l: [[() => `Wenn weit weg ein Vulkan ausbricht, kann sein feiner Staub hoch um die ganze Welt schweben und die Sonnenuntergänge monatelang tiefrot färben. Wüstenstaub oder Rauch von Bränden können das auch.`]] },
  'ss.clouds': { m: [
    [() => `Die Wolken leuchteten rosa und golden.`, () => `Die Wolken fingen das orange Licht ein und leuchteten wie Laternen.`],
    [() => `Die tief stehende Sonne beleuchtet sie von unten.`, () => `Hohe Wolken leuchten noch, wenn die Sonne schon untergegangen ist.`],
  ], l: [[() => `Wolken bestehen aus winzigen Wassertröpfchen, die das Licht zurückwerfen, das auf sie fällt. Beim Sonnenuntergang ist dieses Licht orange und rot, und so werden die Wolken rosa und golden, wie ein Gemälde am Himmel.`]] },
  'ss.morning': { m: [
    [() => `Auch beim Sonnenaufgang kann der Himmel rosa und orange sein.`, () => `Am Morgen steht die Sonne wieder tief, und die Farben kommen zurück.`],
    [() => `Es ist derselbe lange Weg durch die Luft, nur auf der anderen Seite des Himmels.`, () => `Wer früh aufsteht, bekommt eine eigene Vorstellung.`],
  ], l: [[() => `Sonnenaufgang und Sonnenuntergang sind die Zeiten, in denen die Sonne nah am Rand des Himmels steht. Der einzige Unterschied: Beim Sonnenaufgang dreht sich unsere Seite der Erde zur Sonne hin statt von ihr weg.`]] },
  'ss.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum Sonnenuntergänge orange sind.`, () => `Das letzte rote Licht verblasste, und der erste Stern erschien.`],
    [() => `Das blaue Licht geht auf dem langen Weg verloren, und das rote kommt durch.`, (c) => `„Gute Nacht, Sonne“, sagte ${c.n}. „Danke für die Farben.“`],
  ], l: [[(c) => `Während der Himmel dunkelblau wurde, dachte ${c.n} an das Sonnenlicht, das noch immer seinen langen Weg durch die Luft nahm und den Abend für Menschen weiter im Westen orange malte.`]] },

  'se.ask': { m: [
    [(c) => `„Warum ist es im Winter kalt und im Sommer heiß?“, fragte ${c.n}.`, (c) => `Frühling, Sommer, Herbst, Winter. „Warum gibt es Jahreszeiten?“, überlegte ${c.n}.`],
    [(c) => `„Weil die Erde schief steht“, sagte ${c.gr.n}. „Ich zeige es dir.“`, (c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `${c.N} dachte an den Baum im Park: rosa Blüten, grüne Blätter, rote und gelbe Blätter, dann kahle Äste und Schnee. Derselbe Baum im selben Park, und trotzdem veränderte sich alles im Lauf des Jahres.`]] },
  'se.tilt': { m: [
    [() => `Die Erde steht nicht gerade, sie ist ein bisschen zur Seite geneigt.`, () => `Unsere Erde ist schief, wie ein Kreisel, der sich zur Seite neigt.`],
    [() => `Sie neigt sich immer in dieselbe Richtung im Weltall.`, () => `Diese Neigung ist das Geheimnis der Jahreszeiten.`],
  ], l: [[() => `Die Erdachse ist um etwa dreiundzwanzig Grad geneigt. Das ganze Jahr über zeigt sie in dieselbe Richtung, deshalb ist unsere Hälfte einen Teil des Jahres zur Sonne hin geneigt und einen Teil des Jahres von ihr weg.`]] },
  'se.orbit': { m: [
    [() => `Die Erde reist einmal ganz um die Sonne herum.`, () => `Die Erde macht eine lange Reise um die Sonne.`],
    [() => `Eine Runde dauert ein ganzes Jahr.`, () => `Unterwegs ist unsere Hälfte der Erde mal zur Sonne hin und mal von ihr weg geneigt.`],
  ], l: [[() => `Das ist eine riesige Reise: Die Erde legt Hunderte Millionen Kilometer zurück, um einmal die Sonne zu umrunden. An jedem Geburtstag bist du wieder einmal ganz um die Sonne gereist.`]] },
  'se.summer': { m: [
    [() => `Im Sommer ist unsere Hälfte der Erde zur Sonne hin geneigt.`, () => `Wenn sich unsere Hälfte zur Sonne neigt, ist Sommer.`],
    [() => `Die Sonne steigt hoch am Himmel, und die Tage sind lang und warm.`, () => `Die Sonne scheint kräftig, und es bleibt bis spät am Abend hell.`],
  ], l: [[() => `Wenn die Sonne hoch steht, fällt ihr Licht steil herab und wärmt den Boden stark, wie eine Lampe, die von oben scheint. Lange Tage geben dem Land viele Stunden zum Aufwärmen, kurze Nächte wenig Zeit zum Abkühlen.`]] },
  'se.winter': { m: [
    [() => `Im Winter ist unsere Hälfte der Erde von der Sonne weg geneigt.`, () => `Wenn sich unsere Hälfte von der Sonne wegneigt, ist Winter.`],
    [() => `Die Sonne bleibt tief, die Tage sind kurz, und es ist kalt.`, () => `Die Sonne scheint schwach und schräg, und es wird früh dunkel.`],
  ], l: [[() => `Tief stehendes Licht fällt schräg ein, verteilt sich auf mehr Boden und wärmt ihn weniger, wie eine Lampe, die von der Seite scheint. Und in den langen Nächten verliert das Land seine Wärme.`]] },
  'se.twist': { m: [
    [(c) => `„Ist überall gleichzeitig Sommer?“, fragte ${c.n}.`, (c) => `${c.N} hatte einen kniffligen Gedanken: „Wenn unsere Hälfte zur Sonne zeigt, was ist dann mit der anderen?“`],
    [() => `Wenn im Norden der Welt Sommer ist, ist im Süden Winter.`, () => `Die andere Hälfte neigt sich weg, also hat sie Winter, während wir Sommer haben.`],
  ], l: [[() => `In Australien fällt Weihnachten mitten in den Sommer, und manche Familien machen ein Picknick am Strand. Und die Jahreszeiten kommen nicht daher, dass die Erde der Sonne näher ist: Im Januar ist sie ihr sogar ein kleines bisschen näher.`]] },
  'se.between': { m: [
    [() => `Im Frühling und im Herbst ist die Erde dazwischen.`, () => `Zwischen Sommer und Winter kommen Frühling und Herbst.`],
    [() => `Keine Hälfte neigt sich mehr zur Sonne als die andere, deshalb ist es weder sehr heiß noch sehr kalt.`, () => `Im Frühling werden die Tage länger, im Herbst kürzer.`],
  ], l: [[() => `An zwei Tagen im Jahr, im März und im September, sind Tag und Nacht auf der ganzen Welt fast gleich lang. Diese Tage heißen Tagundnachtgleiche.`]] },
  'se.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum es Jahreszeiten gibt.`, () => `Eine schiefe Erde auf ihrer Reise um die Sonne: Das macht die Jahreszeiten.`],
    [() => `Zur Sonne geneigt ist Sommer, von ihr weg geneigt ist Winter.`, (c) => `${c.N} malte die vier Jahreszeiten auf ein großes Blatt Papier.`],
  ], l: [[(c) => `${c.N} steckte einen Ball auf einen Stift, neigte ihn zur Seite und ging langsam um eine Lampe herum, ohne die Neigung zu ändern. Sommer, Herbst, Winter, Frühling: ein ganzes Jahr in einer Runde durchs Zimmer.`]] },

  'de.ask': { m: [
    [(c) => `Es war erst Nachmittag, und draußen war es schon dunkel. „Warum wird es im Winter so früh dunkel?“, fragte ${c.n}.`, (c) => `„Im Sommer spiele ich nach dem Abendessen draußen. Warum ist es jetzt so früh dunkel?“, überlegte ${c.n}.`],
    [(c) => `„Das hat damit zu tun, wie die Erde sich neigt“, sagte ${c.gr.n}.`, (c) => `„Das finden wir zusammen heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `${c.N} drückte die Nase ans Fenster. Die Straßenlaternen brannten, und die Leute eilten mit Mützen und Schals nach Hause. Im Sommer war es bis nach der Schlafenszeit hell gewesen. Wohin war all das Tageslicht verschwunden?`]] },
  'de.short': { m: [
    [() => `Im Winter geht die Sonne spät auf und früh unter.`, () => `Im Winter ist unsere Hälfte der Erde von der Sonne weg geneigt.`],
    [() => `Die Sonne nimmt einen kurzen, flachen Weg über den Himmel, deshalb sind die Tage kurz und die Nächte lang.`, () => `Unser Teil der Welt verbringt weniger Stunden im Sonnenlicht und mehr Stunden im Dunkeln.`],
  ], l: [[() => `Während sich die Erde dreht, wird unser Zuhause durch das Sonnenlicht und dann in den Schatten getragen. Im Winter liegt wegen der Neigung ein größerer Teil dieser Reise auf der dunklen Seite. Im Norden der Welt ist der kürzeste Tag des Jahres im Dezember.`]] },
  'de.summer': { m: [
    [() => `Im Sommer ist es genau andersherum.`, () => `Im Sommer neigt sich unsere Hälfte zur Sonne, und die Tage sind lang.`],
    [() => `Die Sonne geht früh auf und spät unter, und die Abende bleiben hell.`, () => `Darum kann man im Sommer nach dem Abendessen noch draußen spielen.`],
  ], l: [[() => `Ganz im Norden, in Ländern wie Norwegen, geht die Sommersonne kaum unter, und man nennt sie die Mitternachtssonne. Mitten im Winter geht die Sonne dort manchmal wochenlang gar nicht auf.`]] },
  'de.cosy': { m: [
    [() => `Lange Winterabende sind gut für Lampen und Geschichten.`, () => `Wenn es früh dunkel wird, ist es zu Hause besonders gemütlich.`],
    [(c) => `${c.N} und ${c.gr.n} lasen im Lampenlicht ein Buch.`, () => `Viele Tiere ruhen sich im langen, dunklen Winter aus.`],
  ], l: [[() => `Auch Tiere merken, dass die Tage kürzer werden. Manche Vögel fliegen in wärmere Länder, Igel und Bären halten Winterschlaf, und viele Bäume ruhen, bis das Licht zurückkommt.`]] },
  'de.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum es im Winter früh dunkel wird.`, () => `Nach dem kürzesten Tag werden die Tage wieder länger.`],
    [() => `Jeden Tag ein bisschen mehr Licht, bis der Sommer zurückkommt.`, () => `Im Winter neigt sich die Erde von der Sonne weg, im Sommer zu ihr hin.`],
  ], l: [[(c) => `${c.N} machte eine Tabelle und schrieb jede Woche auf, wann die Sonne unterging. Gleich nach dem kürzesten Tag rückten die Zeiten langsam nach hinten: Das Licht kam zurück, jeden Tag ein, zwei Minuten.`]] },

  'sn.ask': { m: [
    [(c) => `Weiche weiße Flocken schwebten herab. „Was ist Schnee?“, fragte ${c.n}.`, (c) => `„Warum schneit es nur im Winter?“, überlegte ${c.n}.`],
    [(c) => `„Schnee ist gefrorenes Wasser“, sagte ${c.gr.n}. „Schauen wir, wie er entsteht.“`, (c) => `${c.N} fing eine Schneeflocke, und sie schmolz zu einem Wassertropfen.`],
  ], l: [[(c) => `Über Nacht war der Garten weiß geworden. Jeder Ast trug ein Mützchen aus Schnee, und die ganze Welt war still. ${c.N} wollte wissen, woher all der Schnee gekommen war.`]] },
  'sn.cloud': { m: [
    [() => `Schnee beginnt in den Wolken, genau wie Regen.`, () => `Wolken bestehen aus winzigen Wassertröpfchen.`],
    [() => `Das Wasser kommt aus Meeren, Seen und Pfützen, die die Sonne erwärmt.`, () => `Hoch oben am Himmel ist die Luft sehr kalt.`],
  ], l: [[() => `Die Sonne erwärmt Wasser am Boden, und ein Teil davon steigt als unsichtbarer Wasserdampf in die Luft. Hoch oben kühlt der Dampf ab und bildet die winzigen Tröpfchen, aus denen eine Wolke besteht.`]] },
  'sn.freeze': { m: [
    [() => `Wenn eine Wolke sehr kalt ist, gefriert ihr Wasser zu winzigen Eisstückchen.`, () => `In einer eisigen Wolke wachsen winzige Eiskristalle.`],
    [() => `Jeder Eiskristall hat sechs Seiten, wie ein kleiner Stern.`, () => `Wasser aus der Luft setzt sich an die Kristalle, und ihnen wachsen Arme.`],
  ], l: [[() => `Wenn Wasser gefriert, ordnen sich seine winzigen Teilchen zu sechseckigen Mustern. Darum hat jede Schneeflocke sechs Arme oder sechs Seiten, auch wenn die Formen so verschieden sein können wie Sterne, Nadeln oder kleine Plättchen.`]] },
  'sn.flake': { m: [
    [() => `Die Kristalle kleben zusammen und werden zu Schneeflocken.`, () => `Wenn die Schneeflocken schwer genug sind, schweben sie herab.`],
    [() => `Sie segeln langsam herunter und drehen sich dabei.`, () => `Weich und leicht legen sie sich auf den Boden.`],
  ], l: [[() => `Schneeflocken sind so leicht und flach, dass die Luft sie bremst. Ein Regentropfen fällt schnell, aber eine Schneeflocke kann eine Stunde brauchen, bis sie von ihrer Wolke unten ankommt.`]] },
  'sn.twist': { m: [
    [(c) => `„Sind alle Schneeflocken verschieden?“, fragte ${c.n}.`, (c) => `${c.N} betrachtete die Schneeflocken mit einer Lupe.`],
    [() => `Jede nimmt ihren eigenen Weg durch die Wolke, deshalb wächst jede zu ihrer eigenen Form.`, () => `Schneeflocken sind fast nie gleich, weil keine zwei genau gleich fallen.`],
  ], l: [[() => `Und warum ist Schnee weiß, wenn Eis durchsichtig ist? Eine Schneeflocke hat viele winzige Flächen, die das Licht in alle Richtungen zurückwerfen, alle Farben zusammen, und so sieht sie weiß aus. Frischer Schnee schließt außerdem Luft ein, darum ist ein Schneetag so still.`]] },
  'sn.cold': { m: [
    [() => `Es schneit nur, wenn die Luft bis hinunter zum Boden kalt ist.`, () => `Schnee braucht kalte Luft, kälter als null Grad.`],
    [() => `Ist die Luft am Boden warm, schmelzen die Flocken und fallen als Regen.`, () => `Darum schneit es im Winter, wenn die Luft kalt ist, und im Sommer regnet es.`],
  ], l: [[() => `Wasser gefriert bei null Grad. Im Winter ist die Luft am Boden oft so kalt, und die Flocken kommen an, ohne zu schmelzen. Auf hohen Bergen ist es sogar im Sommer kalt, und manche haben das ganze Jahr Schnee.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} fing Schneeflocken auf einem dunklen Handschuh.`, () => `Sie betrachteten die Flocken auf einem kalten, dunklen Ärmel.`],
    [() => `Winzige Sterne mit sechs Zacken! Auf einer warmen Hand schmolzen sie.`, () => `Jede glitzerte einen Moment und wurde dann wieder zu einem Tropfen.`],
  ], l: [[() => `Eine kalte, dunkle Fläche ist der beste Ort, um Schneeflocken anzuschauen, weil sie lange genug gefroren bleiben, um ihre sechs Seiten zu zählen. Nimmt man eine mit ins Haus, wird sie wieder zu einem Wassertropfen, bereit, eines Tages in den Himmel aufzusteigen.`]] },
  'sn.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, was Schnee ist.`, () => `Schnee ist gefrorenes Wasser aus den Wolken.`],
    [(c) => `${c.N} baute einen kleinen Schneemann.`, () => `Im Frühling schmilzt der Schnee und fließt zu den Flüssen.`],
  ], l: [[(c) => `${c.N} rollte eine dicke Schneekugel und dachte an die winzigen Eissterne darin, jeder in einer Wolke hoch oben gewachsen. Im Frühling würde sie schmelzen, davonfließen und vielleicht in einem anderen Winter wieder als Schnee zurückkommen.`]] },

  'rb.ask': { m: [
    [(c) => `Nach dem Regen spannte sich ein Regenbogen über den Himmel. „Wie entsteht ein Regenbogen?“, fragte ${c.n}.`, (c) => `„Woher kommen Regenbögen?“, überlegte ${c.n}.`],
    [(c) => `„Man braucht zwei Dinge“, sagte ${c.gr.n}, „Sonne und Regen.“`, (c) => `„Das finden wir zusammen heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Der Regenbogen war außen rot und innen violett, mit Orange, Gelb, Grün und Blau dazwischen. Er sah so nah aus, dass man ihn fast anfassen konnte, doch als ${c.n} darauf zuging, schien er zurückzuweichen.`]] },
  'rb.drop': { m: [
    [() => `Wenn Sonnenlicht in einen Regentropfen fällt, wird es abgelenkt.`, () => `Jeder Regentropfen wirkt wie ein winziges Prisma.`],
    [() => `Jede Farbe wird ein bisschen anders abgelenkt, deshalb fächern sich die Farben auf.`, () => `Das weiße Licht teilt sich in Rot, Orange, Gelb, Grün, Blau und Violett.`],
  ], l: [[() => `Licht wird langsamer und knickt ab, wenn es von Luft in Wasser übergeht. Im Tropfen wird es an der Rückseite gespiegelt und beim Austreten noch einmal abgelenkt. Rot knickt am wenigsten ab, Violett am meisten, und so fächern sich die Farben zu einem Band auf.`]] },
  'rb.back': { m: [
    [() => `Um einen Regenbogen zu sehen, muss die Sonne hinter dir sein und der Regen vor dir.`, () => `Stell dich mit dem Rücken zur Sonne und schau in den Regen.`],
    [() => `Millionen Regentropfen schicken dir jeder eine Farbe, und zusammen bilden sie den Bogen.`, () => `Darum erscheinen Regenbögen, wenn während eines Schauers die Sonne scheint.`],
  ], l: [[() => `Die Tropfen, die dir rotes Licht schicken, sind weiter oben, die mit violettem weiter unten. Jeder Mensch sieht seinen eigenen Regenbogen, gemacht aus seinen eigenen Tropfen, und darum kommt niemand je an sein Ende.`]] },
  'rb.twist': { m: [
    [(c) => `„Warum ist ein Regenbogen gebogen?“, fragte ${c.n}.`, (c) => `${c.N} fragte sich, warum Regenbögen immer wie ein Bogen gekrümmt sind.`],
    [() => `Ein Regenbogen ist eigentlich ein ganzer Kreis, aber der Boden versteckt die untere Hälfte.`, () => `Aus einem Flugzeug kann man einen Regenbogen manchmal als ganzen Kreis sehen.`],
  ], l: [[() => `Alle Tropfen, die dir Farben schicken, liegen im selben Winkel um den Punkt genau gegenüber der Sonne, und das ergibt einen Kreis. Manchmal leuchtet außen ein zweiter, blasserer Regenbogen, mit den Farben in umgekehrter Reihenfolge.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} machte mit dem Gartenschlauch einen Regenbogen.`, () => `An einem sonnigen Tag sprühten sie einen feinen Wassernebel.`],
    [() => `Mit der Sonne im Rücken erschienen die Farben im Sprühnebel!`, () => `Da war er: ein kleiner Regenbogen, mitten im Garten.`],
  ], l: [[() => `Man kann einen Regenbogen auch mit einem Glas Wasser auf einem sonnigen Fensterbrett machen oder einen im Sprühnebel eines Wasserfalls sehen. Überall, wo Sonnenlicht auf viele winzige Tropfen trifft, kann ein Regenbogen erscheinen.`]] },
  'rb.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, wie ein Regenbogen entsteht.`, () => `Sonnenschein und Regentropfen: Mehr braucht ein Regenbogen nicht.`],
    [(c) => `${c.N} malte einen mit allen Farben, außen rot und innen violett.`, (c) => `Wenn es das nächste Mal bei Sonnenschein regnet, sucht ${c.n} einen.`],
  ], l: [[(c) => `Am nächsten Nachmittag mit Regen und Sonne stellte sich ${c.n} mit dem Rücken zur Sonne und suchte den Himmel ab. Da war er, ein Regenbogen aus einer Million funkelnder Tropfen.`]] },

  'th.ask': { m: [
    [(c) => `Blitz! Bumm! „Was macht den Donner?“, fragte ${c.n}.`, (c) => `Der Himmel blitzte und grollte. „Warum macht der Donner bumm?“, überlegte ${c.n}.`],
    [(c) => `„Drinnen sind wir sicher“, sagte ${c.gr.n}. „Finden wir es heraus.“`, (c) => `„Donner ist das Geräusch, das der Blitz macht“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Der Regen trommelte aufs Dach. Alle paar Minuten leuchtete der Himmel auf, und kurz darauf rollte ein tiefes Grollen über das Haus. ${c.N} wollte wissen, was dort oben in den dunklen Wolken geschah.`]] },
  'th.cloud': { m: [
    [() => `Gewitterwolken sind riesig hoch und voller Eis und Wasser.`, () => `In einer Gewitterwolke stoßen Eisstückchen zusammen und reiben aneinander.`],
    [() => `All das Stoßen lädt die Wolke elektrisch auf, wie wenn man einen Luftballon an den Haaren reibt.`, () => `Die Wolke füllt sich mit Elektrizität.`],
  ], l: [[() => `In einer Gewitterwolke wirbeln starke Winde Hagelkörner und winzige Eiskristalle auf und ab. Wenn sie aneinander vorbeischrammen, tauschen sie winzige elektrische Ladungen aus, bis der obere und der untere Teil der Wolke gegensätzlich geladen sind.`]] },
  'th.flash': { m: [
    [() => `Ein Blitz ist ein riesiger elektrischer Funke.`, () => `Wenn die Elektrizität überspringt, sehen wir einen Blitz.`],
    [() => `Er springt von Wolke zu Wolke oder von einer Wolke zum Boden.`, () => `Er ist wie der kleine Funke, den man manchmal an einer Türklinke spürt, nur riesig.`],
  ], l: [[() => `Für einen Augenblick ist ein Blitz heißer als die Oberfläche der Sonne. Er ist sehr dünn, etwa so breit wie ein Daumen, kann aber kilometerlang sein.`]] },
  'th.boom': { m: [
    [() => `Der Blitz erhitzt die Luft so schnell, dass sie mit einem Knall auseinanderfährt.`, () => `Dieser Knall ist der Donner!`],
    [() => `Aus der Nähe kracht es, aus der Ferne grollt es.`, () => `Das Geräusch prallt von Wolken und Hügeln ab und grollt deshalb eine Weile.`],
  ], l: [[() => `Die Luft um den Blitz wird im Bruchteil einer Sekunde erhitzt, dehnt sich schlagartig aus und erzeugt eine Schallwelle. Diese Welle hören wir als Donner. Donner kann niemandem etwas tun, er ist nur ein Geräusch.`]] },
  'th.twist': { m: [
    [(c) => `„Ist ein Blitz gefährlich?“, fragte ${c.n}.`, (c) => `${c.N} überlegte, wo man bei einem Gewitter am sichersten ist.`],
    [() => `Blitze können gefährlich sein, darum bleibt man bei Gewitter am besten im Haus oder im Auto.`, (c) => `„Drinnen ist es am sichersten“, sagte ${c.gr.n}. „Von hier aus können wir zuschauen und zuhören.“`],
  ], l: [[() => `Blitze schlagen meist in hohe Dinge ein, wie Bäume und Türme, deshalb sucht man bei Gewitter keinen Schutz unter einem einzelnen Baum. Hohe Gebäude haben Blitzableiter, die den Strom sicher in den Boden leiten.`]] },
  'th.count': { m: [
    [(c) => `${c.N} zählte zwischen Blitz und Donner.`, () => `Eins, zwei, drei … BUMM!`],
    [() => `Licht ist schneller als Schall, deshalb sehen wir zuerst den Blitz und hören später den Donner.`, () => `Je länger man warten muss, desto weiter weg ist das Gewitter.`],
  ], l: [[() => `Schall legt in drei Sekunden ungefähr einen Kilometer zurück. Zählst du sechs Sekunden zwischen Blitz und Donner, war der Blitz etwa zwei Kilometer entfernt. Werden die Pausen länger, zieht das Gewitter weiter.`]] },
  'th.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, was den Donner macht.`, () => `Das Gewitter grollte davon, und die Sonne kam heraus.`],
    [() => `Ein Blitzfunke, ein Luftknall: bumm!`, () => `Donner ist nicht so unheimlich, wenn man weiß, was er ist.`],
  ], l: [[(c) => `Die Pausen zwischen Blitzen und Grollen wurden immer länger, bis ${c.n} bis zwanzig zählen konnte. Das Gewitter war weit weggezogen, und aus dem nassen Garten stieg ein frischer, sauberer Duft.`]] },

  'le.ask': { m: [
    [(c) => `Ein rotes Blatt wirbelte herab. „Warum werden die Blätter bunt und fallen herunter?“, fragte ${c.n}.`, (c) => `„Warum werden die Blätter gelb und rot?“, überlegte ${c.n}.`],
    [(c) => `„Die Bäume machen sich bereit für den Winter“, sagte ${c.gr.n}.`, (c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Den ganzen Sommer waren die Bäume im Park grün gewesen. Jetzt waren sie golden, orange und rot, und auf dem Weg raschelte das Laub. ${c.N} wollte wissen, warum die Bäume ihre Blätter gehen ließen.`]] },
  'le.green': { m: [
    [() => `Im Sommer sind die Blätter grün.`, () => `Blätter sind kleine Küchen, in denen der Baum sein Essen macht.`],
    [() => `Sie stecken voller grünem Stoff, der mit Sonnenlicht Nahrung für den Baum herstellt.`, () => `Sie brauchen viel Sonnenlicht und Wasser, um zu arbeiten.`],
  ], l: [[() => `Der grüne Stoff in den Blättern heißt Chlorophyll. Er fängt Sonnenlicht ein, und das Blatt nutzt diese Energie, um aus Wasser und Luft Zucker zu machen, die Nahrung des Baumes. Es ist so viel Chlorophyll darin, dass es alle anderen Farben verdeckt.`]] },
  'le.cold': { m: [
    [() => `Im Herbst werden die Tage kürzer und kälter.`, () => `Wenn der Herbst kommt, gibt es weniger Sonnenlicht.`],
    [() => `Der Baum hört auf, in seinen Blättern Nahrung zu machen.`, () => `Das Licht reicht nicht mehr für viel Nahrung, und Frost würde die Blätter beschädigen.`],
  ], l: [[() => `Bäume merken, dass die Nächte länger und die Tage kühler werden. Statt Nahrung zu machen, holen sie nützliche Stoffe aus ihren Blättern zurück und lagern sie für den Frühling in Ästen und Wurzeln.`]] },
  'le.colours': { m: [
    [() => `Das Grün verblasst, und Gelb und Orange kommen zum Vorschein.`, () => `Ohne das Grün zeigen sich die versteckten Farben.`],
    [() => `Gelb und Orange waren den ganzen Sommer im Blatt, versteckt unter dem Grün!`, () => `Manche Bäume machen im Herbst auch neue rote Farben.`],
  ], l: [[() => `Wenn das Chlorophyll abgebaut wird, sieht man endlich das Gelb und Orange, das immer schon da war. Rot und Lila sind anders: Manche Bäume bilden sie im Herbst neu, besonders nach sonnigen Tagen und kühlen Nächten.`]] },
  'le.twist': { m: [
    [(c) => `„Warum bleibt die Tanne grün?“, fragte ${c.n}.`, (c) => `${c.N} bemerkte einen Baum, der noch ganz grün war.`],
    [() => `Immergrüne Bäume haben dünne, wachsige Nadeln, die die Kälte aushalten.`, (c) => `„Das ist ein Nadelbaum“, sagte ${c.gr.n}. „Seine Nadeln haben eine Wachsschicht.“`],
  ], l: [[() => `Tannennadeln sind dünn und mit Wachs überzogen, so verlieren sie kaum Wasser, und Frost schadet ihnen nicht. Auch Nadelbäume verlieren Nadeln, aber immer nur ein paar auf einmal, darum sehen sie immer grün aus.`]] },
  'le.fall': { m: [
    [() => `Dann lässt der Baum seine Blätter los.`, () => `Dort, wo jedes Blatt am Zweig sitzt, wächst eine kleine Wand, und das Blatt fällt ab.`],
    [() => `Der Wind weht sie herunter, und sie segeln wirbelnd zu Boden.`, () => `Ohne Blätter verliert der Baum im Winter weniger Wasser.`],
  ], l: [[() => `Im Winter kann der Boden gefrieren, und dann kann ein Baum nicht trinken. Große Blätter würden Wasser entweichen lassen, darum verschließt der Baum jedes einzelne, und das Blatt fällt. Das Laub verrottet und düngt die Erde.`]] },
  'le.try': { m: [
    [(c) => `${c.N} sammelte Blätter in allen Farben.`, () => `Sie füllten einen Korb mit roten, gelben, orangen und braunen Blättern.`],
    [() => `Manche waren noch halb grün.`, (c) => `${c.N} legte sie in eine Reihe, von grün bis rot.`],
  ], l: [[(c) => `Zu Hause presste ${c.n} die schönsten Blätter in einem dicken Buch. Eines, halb grün und halb gelb, zeigte die Veränderung mitten im Geschehen, direkt auf der Seite.`]] },
  'le.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum die Blätter im Herbst fallen.`, () => `Der Baum ist nicht tot, er ruht sich aus.`],
    [() => `An den Zweigen warten winzige Knospen auf den Frühling.`, () => `Im Frühling wachsen neue grüne Blätter.`],
  ], l: [[(c) => `${c.N} betrachtete einen kahlen Zweig ganz genau und fand kleine, feste Knospen. In jeder war ein neues Blatt zusammengefaltet und wartete auf die langen, hellen Tage des Frühlings.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} probierte das Meer. „Ist das salzig! Warum ist das Meer salzig?“`, (c) => `„Warum ist das Meer salzig, aber der Regen nicht?“, fragte ${c.n}.`],
    [(c) => `„Das Salz kommt aus den Steinen“, sagte ${c.gr.n}.`, (c) => `„Lass uns einem Regentropfen folgen“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Eine Welle spritzte ${c.dat} ins Gesicht, und die Lippen schmeckten nach Salz. Der Fluss zu Hause schmeckte gar nicht salzig, und der Regen auch nicht. Woher kam also all das Salz im Meer?`]] },
  'sa.rain': { m: [
    [() => `Wenn Regen aufs Land fällt, fließt er über Steine und Erde.`, () => `Regen rinnt über Hügel, Felsen und Steine.`],
    [() => `In Steinen stecken winzige Salzkörnchen, und der Regen nimmt sie mit.`, () => `Unterwegs nimmt der Regen winzige Salzteilchen mit.`],
  ], l: [[() => `Regenwasser ist ganz leicht sauer, und mit der Zeit nagt es an den Felsen. Dabei löst es winzige Mengen Mineralien, auch Salz, und trägt sie davon.`]] },
  'sa.rivers': { m: [
    [() => `Die Flüsse tragen das Salz bis ins Meer.`, () => `Das Wasser fließt in Bäche und Flüsse, und die Flüsse fließen ins Meer.`],
    [() => `In einem Fluss ist so wenig Salz, dass man es nicht schmeckt.`, () => `Jeder Fluss bringt ein kleines bisschen Salz ins Meer.`],
  ], l: [[() => `Flusswasser enthält so wenig Salz, dass es wie Süßwasser schmeckt. Aber Tausende Flüsse münden Tag für Tag ins Meer, und sie hören nie auf, ihre winzige Ladung Salz zu bringen.`]] },
  'sa.sun': { m: [
    [() => `Die Sonne wärmt das Meer, und Wasser steigt in den Himmel.`, () => `Wasser steigt aus dem Meer auf und bildet Wolken, aber das Salz bleibt unten.`],
    [() => `Das Salz kann nicht mit aufsteigen, also bleibt es im Meer.`, () => `Nur das Wasser steigt auf, und das Meer behält sein ganzes Salz.`],
  ], l: [[() => `Wenn Wasser verdunstet, steigt nur das Wasser auf, und das Salz bleibt zurück. Die Wolken regnen süßes Wasser aufs Land, und das Salz im Meer sammelt sich seit Millionen von Jahren.`]] },
  'sa.twist': { m: [
    [(c) => `„Kommt das ganze Salz aus den Flüssen?“, fragte ${c.n}.`, (c) => `${c.N} fragte sich, ob das Salz auch von woanders kam.`],
    [() => `Ein Teil kommt aus Spalten im tiefen Meeresboden, wo heißes Wasser heraussprudelt.`, () => `Heiße Quellen und Vulkane unter dem Meer bringen auch Salz.`],
  ], l: [[() => `Tief unten sickert Meerwasser in Spalten im Meeresboden, wird an heißem Gestein erhitzt und kommt voller Mineralien wieder heraus. Manche Meere, wie das Tote Meer, sind so salzig, dass Menschen darauf treiben wie Korken.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} stellte ein Schälchen Salzwasser in die Sonne.`, () => `Sie ließen ein Schälchen Meerwasser auf einem sonnigen Fensterbrett stehen.`],
    [() => `Ein paar Tage später war das Wasser weg, und weißes Salz war übrig!`, () => `Das Wasser stieg in die Luft, und das Salz blieb.`],
  ], l: [[() => `So macht man Meersalz: Man lässt Meerwasser in flache Becken laufen, und Sonne und Wind tragen das Wasser fort. Übrig bleibt knuspriges weißes Salz, wie das auf dem Esstisch.`]] },
  'sa.time': { m: [
    [() => `Das geht schon seit Millionen von Jahren so.`, () => `Die Flüsse bringen immer wieder Salz.`],
    [() => `Nach und nach wurde das Meer salzig.`, () => `Das Meer ist ein bisschen wie eine riesige salzige Suppe.`],
  ], l: [[() => `Heute bleibt das Meer ungefähr gleich salzig, weil sich ein Teil des Salzes am Meeresboden absetzt und wieder zu Gestein wird. In einem Eimer Meerwasser steckt mehr als eine Tasse Salz.`]] },
  'sa.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum das Meer salzig ist.`, () => `Regen, Steine, Flüsse und Sonne: Das ist das Geheimnis des salzigen Meeres.`],
    [(c) => `${c.N} planschte in den salzigen Wellen.`, (c) => `„Hallo, salziges Meer“, sagte ${c.n}.`],
  ], l: [[(c) => `${c.N} leckte sich das Salz von den Lippen und lachte. Ein wenig von diesem Salz war vielleicht einmal in einem fernen Berg gewesen, bevor Regen und Flüsse es den ganzen Weg hierher getragen hatten.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} sah ein Bild von einem Vulkan. „Wie funktioniert ein Vulkan?“`, (c) => `„Warum kommt Feuer aus einem Vulkan?“, fragte ${c.n}.`],
    [(c) => `„Das ist kein Feuer“, sagte ${c.gr.n}. „Das ist geschmolzenes Gestein.“`, (c) => `„Das finden wir zusammen heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Auf dem Bild stieß ein Berg grauen Rauch aus, und leuchtend orange Flüsse liefen an seinen Seiten herab. ${c.N} wollte wissen, was einen Berg so etwas tun lässt.`]] },
  'vo.inside': { m: [
    [() => `Tief unter der Erde ist es sehr, sehr heiß.`, () => `Weit unter unseren Füßen ist das Gestein so heiß, dass ein Teil davon schmilzt.`],
    [() => `Geschmolzenes Gestein unter der Erde heißt Magma.`, () => `Das heiße, flüssige Gestein heißt Magma.`],
  ], l: [[() => `Je tiefer man in die Erde kommt, desto heißer wird es. Viele Kilometer tief ist es heiß genug, dass manches Gestein zu dickem, glühendem Magma schmilzt, das sich in großen Hohlräumen sammelt, den Magmakammern.`]] },
  'vo.push': { m: [
    [() => `Magma ist leichter als das feste Gestein um es herum, darum drückt es nach oben.`, () => `Das Magma zwängt sich durch Risse im Boden nach oben.`],
    [() => `Außerdem steckt Gas darin, wie die Bläschen in einer Limonade.`, () => `Der Druck wird immer größer, wie in einer geschüttelten Flasche.`],
  ], l: [[() => `Wenn das Magma aufsteigt, bildet das Gas darin Blasen, so wie eine Sprudelflasche sprudelt, wenn man sie öffnet. Die Blasen drücken immer stärker, bis das Magma einen Weg nach draußen findet.`]] },
  'vo.erupt': { m: [
    [() => `Wenn es herausbricht, bricht der Vulkan aus!`, () => `Heraus kommen Asche, Gas und glühende Lava.`],
    [() => `Geschmolzenes Gestein, das aus einem Vulkan kommt, heißt Lava.`, () => `Die Lava fließt den Berg hinab wie ein langsamer, glühend heißer Fluss.`],
  ], l: [[() => `Manche Vulkane brechen ruhig aus, und flüssige Lava quillt heraus. Andere explodieren und schleudern Asche hoch in den Himmel. Der Berg selbst ist aus Schichten alter Lava und Asche gebaut, Ausbruch um Ausbruch übereinandergestapelt.`]] },
  'vo.twist': { m: [
    [(c) => `„Wo gibt es Vulkane?“, fragte ${c.n}.`, (c) => `${c.N} wollte wissen, warum es Vulkane nur an manchen Orten gibt.`],
    [() => `Die äußere Hülle der Erde ist in riesige Stücke zerbrochen, die Platten heißen, und die meisten Vulkane liegen dort, wo sie aneinanderstoßen.`, () => `Die meisten Vulkane stehen an den Rändern der großen Platten, die die Erde bedecken.`],
  ], l: [[() => `Die Platten bewegen sich sehr langsam, ungefähr so schnell, wie deine Fingernägel wachsen. Wo sie auseinanderdriften oder eine unter die andere gleitet, kann Magma an die Oberfläche kommen. Manche Vulkane schlafen schon seit Tausenden von Jahren.`]] },
  'vo.land': { m: [
    [() => `Wenn Lava abkühlt, wird sie zu hartem, neuem Gestein.`, () => `Abgekühlte Lava wird zu neuem Land.`],
    [() => `Manche Inseln, wie Hawaii und Island, wurden von Vulkanen gemacht.`, () => `Nach einer Weile wachsen Pflanzen auf dem neuen Gestein.`],
  ], l: [[() => `Vulkanerde steckt voller Mineralien, darum wachsen Pflanzen darin sehr gut, und viele Bauern leben in der Nähe von Vulkanen. Manche Inseln sind aus dem Meer emporgewachsen, gebaut aus Lava, Schicht für Schicht.`]] },
  'vo.safe': { m: [
    [() => `Vulkanforscher beobachten Vulkane ganz genau.`, () => `Vulkanologen sind Forscher, die Vulkane untersuchen.`],
    [() => `Oft merken sie, wenn einer aufwacht, und die Menschen können rechtzeitig weggehen.`, () => `Sie messen, wie der Boden bebt und welches Gas herauskommt.`],
  ], l: [[() => `Vor einem Ausbruch kann sich der Boden heben und zittern, und es kann mehr Gas entweichen. Forscher beobachten all diese Zeichen mit Messgeräten und Satelliten und warnen die Menschen, wenn es Zeit ist zu gehen.`]] },
  'vo.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, wie ein Vulkan funktioniert.`, () => `Heißes Magma, aufsteigendes Gas und ein Weg nach draußen: Das ist ein Vulkan.`],
    [(c) => `${c.N} baute einen Vulkan aus Backpulver und Essig.`, () => `Zisch! Die Spiellava blubberte über den Rand.`],
  ], l: [[(c) => `Der Spielvulkan zischte und schäumte, und ${c.n} lachte. Es war nur Backpulver und Essig, aber es zeigte dieselbe Idee: Gas sammelt sich und drückt alles mit einem Schwung heraus.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} betrachtete ein Babyfoto. „Wo kommen die Babys her?“`, (c) => `„Wo komme ich eigentlich her?“, fragte ${c.n}.`],
    [(c) => `${c.gr.N} lächelte. „Das ist eine schöne Frage.“`, (c) => `„Ich erzähle es dir“, sagte ${c.gr.n}, und sie setzten sich ganz nah zusammen.`],
  ], l: [[(c) => `Auf dem Foto war ein winziges Baby mit einem zerknautschten Gesicht und einer kleinen Mütze. „Das Baby da, das warst du“, sagte ${c.gr.n}. Kaum zu glauben, dass jemand einmal so klein gewesen war.`]] },
  'ba.start': { m: [
    [() => `Ein Baby fängt kleiner an als ein Punkt.`, () => `Jedes Baby beginnt ganz, ganz winzig.`],
    [() => `Eine winzige Eizelle von der Mutter und eine winzige Zelle vom Vater kommen zusammen, und ein neues Baby beginnt.`, () => `Am Anfang ist es so klein, dass man es nur unter dem Mikroskop sehen könnte.`],
  ], l: [[() => `Die Körper von Erwachsenen haben besondere Teile, um Babys zu machen. Wenn eine Eizelle und eine Samenzelle zusammenkommen, werden sie zu einer einzigen Zelle, und diese Zelle wächst und teilt sich immer wieder, bis ein ganz neuer Mensch daraus wird.`]] },
  'ba.womb': { m: [
    [() => `Das Baby wächst an einem gemütlichen Ort im Bauch der Mutter, der Gebärmutter.`, () => `Das Baby wächst in der Gebärmutter, einem warmen, sicheren Ort im Bauch.`],
    [() => `Dort landet nicht das Essen, es ist ein besonderes Zimmer nur für das Baby.`, () => `Die Gebärmutter dehnt sich, während das Baby größer wird.`],
  ], l: [[() => `Die Gebärmutter ist ein kräftiger, dehnbarer Beutel unten im Bauch. Sie hält das Baby warm und geschützt, schwebend im Wasser wie in einem kleinen Schwimmbecken. Über eine Schnur bekommt das Baby Nahrung und Luft aus dem Blut der Mutter.`]] },
  'ba.grow': { m: [
    [() => `Das Baby wächst und wächst, ungefähr neun Monate lang.`, () => `Monat für Monat wird das Baby größer.`],
    [() => `Erst ist es so klein wie ein Samenkorn, dann wie eine Pflaume, dann wie eine Melone!`, () => `Es bekommt ein Herz, Hände, Füße und sogar winzige Fingernägel.`],
  ], l: [[() => `Die Nahrung des Babys kommt durch einen weichen Schlauch, die Nabelschnur. Wenn das Baby geboren ist, braucht es die Nabelschnur nicht mehr, und die Stelle, wo sie war, wird zum Bauchnabel.`]] },
  'ba.twist': { m: [
    [(c) => `„Darum habe ich also einen Bauchnabel!“, sagte ${c.n}.`, (c) => `${c.N} schaute sich den eigenen Bauchnabel an.`],
    [() => `Jeder Mensch hat einen, weil jeder Mensch in jemandem gewachsen ist.`, () => `Dort war die Nabelschnur, vor langer Zeit, vor der Geburt.`],
  ], l: [[() => `Familien beginnen auf verschiedene Weise. Manche Babys werden adoptiert, manche Familien bekommen Hilfe von Ärzten, und manche haben zwei Mamas oder zwei Papas. Aber jeder Mensch hat winzig angefangen und ist in jemandem gewachsen, und jeder Bauchnabel erinnert daran.`]] },
  'ba.kick': { m: [
    [() => `In der Gebärmutter kann das Baby strampeln und sich bewegen.`, () => `Babys können Stimmen hören, bevor sie geboren sind.`],
    [() => `Mit der Hand auf dem Bauch kann man die Tritte spüren.`, () => `Sie können sogar Schluckauf bekommen!`],
  ], l: [[() => `Gegen Ende hört das Baby Musik, Stimmen und den Herzschlag der Mutter. Darum kennen Neugeborene oft die Stimmen ihrer Familie und werden ruhig, wenn sie diese Stimmen hören.`]] },
  'ba.born': { m: [
    [() => `Wenn das Baby bereit ist, wird es geboren.`, () => `Nach ungefähr neun Monaten kommt das Baby auf die Welt.`],
    [() => `Ärztinnen, Ärzte und Hebammen helfen der Mutter und dem Baby.`, () => `Das neue Baby wird ganz nah gehalten und gekuschelt.`],
  ], l: [[() => `Die meisten Babys kommen durch eine besondere, dehnbare Öffnung heraus, und manche werden von einer Ärztin durch den Bauch geholt. So oder so lernt die Familie ihr Baby zum allerersten Mal kennen.`]] },
  'ba.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, wo die Babys herkommen.`, () => `Jedes Baby fängt winzig an und wächst in einer Gebärmutter.`],
    [(c) => `Auch ${c.n} war einmal ein Baby, von Anfang an geliebt.`, (c) => `${c.N} umarmte ${c.gr.acc} ganz fest.`],
  ], l: [[(c) => `${c.N} schaute noch einmal das Babyfoto an und dann die eigenen Hände. Sie waren von winzig zu groß gewachsen, und sie würden weiterwachsen. Jeder Mensch auf der Welt hatte genau so angefangen.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} gähnte. „Warum müssen wir schlafen?“`, (c) => `„Warum muss man jede Nacht schlafen?“, fragte ${c.n}.`],
    [(c) => `„Schlafen ist richtig viel Arbeit für deinen Körper“, sagte ${c.gr.n}.`, (c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `${c.N} wollte aufbleiben und spielen. Schlafen kam einem wie Zeitverschwendung vor: still im Dunkeln liegen, während die Welt weiterging. Wozu sollte das gut sein?`]] },
  'sl.body': { m: [
    [() => `Wenn wir schlafen, ruht sich der Körper aus und wächst.`, () => `Schlaf gibt dem Körper Zeit, sich auszuruhen und zu reparieren.`],
    [() => `Kinder wachsen vor allem, während sie schlafen!`, () => `Müde Muskeln werden stärker, und kleine Schrammen heilen.`],
  ], l: [[() => `Im Tiefschlaf schüttet der Körper ein Wachstumshormon aus, das Kindern beim Wachsen hilft. Er repariert auch Muskeln, heilt Schnitte und blaue Flecken und hilft dem Körper, Keime zu bekämpfen.`]] },
  'sl.brain': { m: [
    [() => `Während wir schlafen, räumt das Gehirn auf.`, () => `Das Gehirn sortiert alles, was du heute gelernt hast.`],
    [() => `Es behält das Wichtige und lässt los, was nicht gebraucht wird.`, () => `Darum kann man sich nach gutem Schlaf besser erinnern.`],
  ], l: [[() => `Tagsüber nimmt das Gehirn einen riesigen Haufen neuer Dinge auf. Nachts sortiert es sie, wie Spielzeug, das in die richtigen Kisten kommt, damit du es morgen wiederfindest. Es putzt sich sogar selbst, während du schläfst.`]] },
  'sl.dream': { m: [
    [() => `Manchmal träumen wir, wenn wir schlafen.`, () => `Träume sind Bilder und Geschichten, die das Gehirn nachts macht.`],
    [() => `Träume können lustig, seltsam oder spannend sein.`, () => `Noch weiß niemand alles über Träume.`],
  ], l: [[() => `Die meisten Träume kommen in einer Schlafphase, in der sich die Augen hinter den geschlossenen Lidern schnell bewegen. Forscher glauben, dass Träume dem Gehirn helfen könnten, Gefühle und Erinnerungen zu ordnen, aber sie forschen noch.`]] },
  'sl.twist': { m: [
    [(c) => `„Schlafen Tiere auch?“, fragte ${c.n}.`, (c) => `${c.N} schaute die Katze an, die zusammengerollt auf dem Stuhl schlief.`],
    [() => `Fast alle Tiere schlafen, aber auf ganz verschiedene Weise.`, () => `Katzen schlafen den größten Teil des Tages, und Fledermäuse schlafen kopfüber.`],
  ], l: [[() => `Delfine lassen immer nur eine Hälfte ihres Gehirns ruhen, damit sie weiter zum Atmen auftauchen können. Giraffen schlafen nur ein paar Stunden, Koalas bis zu zwanzig Stunden am Tag. Aber fast jedes Tier braucht irgendeine Art von Schlaf.`]] },
  'sl.tired': { m: [
    [() => `Ohne genug Schlaf sind wir mürrisch und müde.`, () => `Wenn wir zu wenig schlafen, fällt alles schwerer.`],
    [() => `Dann ist es schwer zu lernen, zu spielen und freundlich zu sein.`, () => `Schon Kleinigkeiten können einen müden Menschen zum Weinen bringen.`],
  ], l: [[() => `Kinder brauchen mehr Schlaf als Erwachsene: kleine Kinder etwa zehn bis vierzehn Stunden, Schulkinder etwa neun bis zwölf. Nach einer guten Nacht fällt es leichter zu denken, zu lernen und fröhlich zu sein.`]] },
  'sl.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum wir schlafen müssen.`, () => `Schlaf hilft uns zu wachsen, zu heilen und uns zu erinnern.`],
    [(c) => `${c.N} kuschelte sich unter die Decke und schloss die Augen.`, (c) => `„Gute Nacht“, sagte ${c.n}. „Mein Körper hat jetzt zu tun.“`],
  ], l: [[(c) => `${c.N} lag still und dachte an das Gehirn, das den Tag in Kisten sortierte, und an den Körper, der im Dunkeln ein kleines Stückchen wuchs. Schlafen kam einem gar nicht mehr wie Zeitverschwendung vor.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} wackelte an einem lockeren Zahn. „Warum verlieren wir unsere Zähne?“`, (c) => `„Mein Zahn wackelt! Warum fallen Zähne aus?“, fragte ${c.n}.`],
    [(c) => `„Er macht Platz für einen größeren“, sagte ${c.gr.n}.`, (c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `${c.N} schob den Zahn mit der Zunge hin und her. Es tat nicht weh, aber es fühlte sich sehr seltsam an. Warum wollte ein ganz gesunder Zahn denn heraus?`]] },
  'te.baby': { m: [
    [() => `Unsere ersten Zähne heißen Milchzähne.`, () => `Kleine Kinder haben zwanzig kleine Milchzähne.`],
    [() => `Sie passen genau in einen kleinen Mund.`, () => `Aber der Mund wächst weiter, und Milchzähne tun das nicht.`],
  ], l: [[() => `Milchzähne entstehen schon vor der Geburt, versteckt im Zahnfleisch. Sie kommen in den ersten Lebensjahren heraus und sind klein, damit sie in einen kleinen Kiefer passen. Mit dem Wachsen wird der Kiefer größer, aber die Milchzähne bleiben klein.`]] },
  'te.under': { m: [
    [() => `Unter jedem Milchzahn wartet ein großer neuer Zahn.`, () => `Die bleibenden Zähne wachsen im Kiefer, unter den Milchzähnen.`],
    [() => `Wenn er so weit ist, drückt er nach oben.`, () => `Der neue Zahn ist größer und stärker.`],
  ], l: [[() => `Jeder bleibende Zahn wächst im Kiefer unter einem Milchzahn. Während er nach oben drückt, löst sich die Wurzel des Milchzahns langsam auf, bis ihn nichts mehr festhält.`]] },
  'te.wobble': { m: [
    [() => `Der Milchzahn wird wackelig, und eines Tages fällt er heraus.`, () => `Wackel, wackel, raus ist er!`],
    [() => `Meistens tut das überhaupt nicht weh.`, () => `Die meisten Kinder verlieren ihren ersten Zahn mit ungefähr sechs Jahren.`],
  ], l: [[() => `Meist fallen die Vorderzähne zuerst aus, mit fünf bis sieben Jahren, und die letzten Milchzähne wackeln mit etwa zwölf heraus. Bis alle zwanzig getauscht sind, dauert es Jahre.`]] },
  'te.twist': { m: [
    [(c) => `„Wie viele große Zähne bekomme ich?“, fragte ${c.n}.`, (c) => `${c.N} zählte die Zähne auf einer Zeichnung.`],
    [() => `Erwachsene haben bis zu zweiunddreißig Zähne, mehr als die zwanzig Milchzähne.`, () => `Die zusätzlichen Zähne wachsen hinten im Mund.`],
  ], l: [[() => `Die allerletzten Zähne, die Weisheitszähne, kommen manchmal erst bei Erwachsenen heraus, und manche Menschen bekommen sie nie. Ein drittes Gebiss gibt es nicht: Die bleibenden Zähne müssen für immer halten.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} lächelte mit einer Zahnlücke.`, () => `Jetzt war eine Lücke da, wo der Zahn gewesen war.`],
    [() => `Bald lugte die Spitze eines neuen Zahns hervor.`, () => `Der neue Zahn wächst langsam, über ein paar Monate.`],
  ], l: [[() => `Neue bleibende Zähne sehen in einem Kindergesicht oft groß aus, mit kleinen Zacken an der unteren Kante. Die Zacken schleifen sich ab, und das Gesicht wächst, bis die Zähne passen.`]] },
  'te.care': { m: [
    [() => `Bleibende Zähne müssen ein ganzes Leben lang halten.`, () => `Darum ist Zähneputzen so wichtig.`],
    [() => `Zweimal am Tag putzen, dann bleiben sie stark.`, (c) => `${c.N} putzte gründlich, bis ganz nach hinten.`],
  ], l: [[() => `Zucker füttert winzige Keime im Mund, die Löcher in die Zähne machen können. Morgens und abends putzen und nicht zu viele Süßigkeiten essen hält die bleibenden Zähne sehr lange gesund.`]] },
  'te.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum wir unsere Zähne verlieren.`, () => `Der Milchzahn geht, und der große kommt.`],
    [(c) => `${c.N} legte den kleinen Zahn in eine winzige Dose.`, (c) => `„Tschüss, kleiner Zahn“, sagte ${c.n}. „Danke.“`],
  ], l: [[(c) => `${c.N} betrachtete den winzigen Zahn in der Hand. Er hatte seine Arbeit gut gemacht. Jetzt war ein größerer, stärkerer Zahn unterwegs, einer, der ein ganzes Leben lang bleiben würde.`]] },
};

type P = Part<De>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `Warum verändert der Mond seine Form?`, (c) => `${c.N} und der wandelbare Mond`, () => `Das Geheimnis der Mondformen`],
  'question-night': [() => `Wo geht die Sonne nachts hin?`, (c) => `${c.N} und die Erde, die sich dreht`, () => `Gute Nacht, Sonne!`],
  'question-stars': [() => `Warum funkeln die Sterne?`, (c) => `${c.N} zählt Sterne`, () => `Ferne Sonnen`],
  'question-sunset': [() => `Warum ist der Sonnenuntergang orange?`, (c) => `${c.N} und der rote Himmel`, () => `Der lange Weg des Abendlichts`],
  'question-seasons': [() => `Warum gibt es Jahreszeiten?`, (c) => `${c.N} und die schiefe Erde`, () => `Sommer, Herbst, Winter, Frühling`],
  'question-dark-early': [() => `Warum wird es im Winter früh dunkel?`, (c) => `${c.N} und die kurzen Wintertage`, () => `Wohin ist das Tageslicht?`],
  'question-snow': [() => `Was ist Schnee?`, (c) => `${c.N} fängt eine Schneeflocke`, () => `Warum es im Winter schneit`],
  'question-rainbow': [() => `Wie entsteht ein Regenbogen?`, (c) => `${c.N} findet einen Regenbogen`, () => `Sonnenschein und Regentropfen`],
  'question-thunder': [() => `Was macht den Donner?`, (c) => `${c.N} und das große Gewitter`, () => `Blitz und Bumm!`],
  'question-leaves': [() => `Warum fallen die Blätter im Herbst?`, (c) => `${c.N} und die Herbstblätter`, () => `Rot, Gelb und Gold`],
  'question-salty-sea': [() => `Warum ist das Meer salzig?`, (c) => `${c.N} probiert das Meer`, () => `Das Salz im Meer`],
  'question-volcano': [() => `Wie funktioniert ein Vulkan?`, (c) => `${c.N} und der Vulkan`, () => `Tief unten, glühend heiß`],
  'question-babies': [() => `Wo kommen die Babys her?`, (c) => `${c.N} fragt, wo die Babys herkommen`, () => `Jeder hat mal winzig angefangen`],
  'question-sleep': [() => `Warum müssen wir schlafen?`, (c) => `${c.N} und die fleißige Nacht`, () => `Schlaf gut`],
  'question-teeth': [() => `Warum verlieren wir unsere Zähne?`, (c) => `${c.N} und der Wackelzahn`, () => `Tschüss, Milchzahn`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} fragt, warum der Mond seine Form verändert, und entdeckt, wie die Sonne ihn beleuchtet, während er um die Erde wandert.`],
  'question-night': [(c) => `${c.N} fragt, wo die Sonne nachts hingeht, und entdeckt, dass sich die Erde dreht.`],
  'question-stars': [(c) => `${c.N} fragt, warum die Sterne funkeln, und entdeckt ferne Sonnen und wabernde Luft.`],
  'question-sunset': [(c) => `${c.N} fragt, warum der Sonnenuntergang orange ist, und folgt dem Abendlicht auf seinem langen Weg durch die Luft.`],
  'question-seasons': [(c) => `${c.N} fragt, warum es Jahreszeiten gibt, und entdeckt die schiefe Erde und ihre Jahresreise um die Sonne.`],
  'question-dark-early': [(c) => `${c.N} fragt, warum es im Winter so früh dunkel wird, und entdeckt, wie die geneigte Erde kurze Tage und lange Nächte macht.`],
  'question-snow': [(c) => `${c.N} fragt, was Schnee ist und warum er im Winter kommt, und folgt dem gefrorenen Wasser von den Wolken bis zum Boden.`],
  'question-rainbow': [(c) => `${c.N} fragt, wie ein Regenbogen entsteht, und entdeckt, was Sonne und Regentropfen zusammen machen.`],
  'question-thunder': [(c) => `${c.N} fragt, was den Donner macht, und entdeckt den Blitz, sicher im Haus.`],
  'question-leaves': [(c) => `${c.N} fragt, warum die Blätter bunt werden und fallen, und entdeckt, wie sich Bäume auf den Winter vorbereiten.`],
  'question-salty-sea': [(c) => `${c.N} fragt, warum das Meer salzig ist, und folgt dem Salz von den Steinen über die Flüsse bis ins Meer.`],
  'question-volcano': [(c) => `${c.N} fragt, wie ein Vulkan funktioniert, und entdeckt das heiße, geschmolzene Gestein tief unter der Erde.`],
  'question-babies': [(c) => `${c.N} fragt, wo die Babys herkommen, und entdeckt, wie ein Baby geborgen und geliebt in einer Gebärmutter wächst.`],
  'question-sleep': [(c) => `${c.N} fragt, warum wir schlafen müssen, und entdeckt, wie fleißig Körper und Gehirn in der Nacht sind.`],
  'question-teeth': [(c) => `${c.N} fragt, warum wir Zähne verlieren, und entdeckt die großen neuen Zähne, die darunter warten.`],
};
