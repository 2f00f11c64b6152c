// German beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

const baby = (c: De) => (c.kin && c.kin.named ? c.kin.n : 'das Baby');
const Baby = (c: De) => (c.kin && c.kin.named ? c.kin.n : 'Das Baby');
const little = (c: De) => (c.sibGen === 'f' ? 'eine kleine Schwester' : c.sibGen === 'm' ? 'einen kleinen Bruder' : 'ein kleines Geschwisterchen');

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.N} war gern das einzige Kind zu Hause.`, (c) => `${c.N} hatte ein großes Bett, eine große Kiste voller Spielsachen und jede Menge Umarmungen.`, (c) => `Zu Hause hatte ${c.n} ${c.gr.acc} ganz für sich allein.`],
    [(c) => `${c.Er} ahnte nicht, dass sich bald etwas Großes ändern würde.`, (c) => `Jeden Abend las ${c.gr.n} zwei Geschichten vor, manchmal sogar drei.`, (c) => `Das Leben war gemütlich und ruhig, genau wie ${c.n} es mochte.`],
  ], l: [[(c) => `„Nur wir zwei“, sagte ${c.n} oft und kuschelte sich an. Noch wusste ${c.er} nicht, wie sich das ändern würde.`, (c) => `${c.N} wusste gern, wo alles war: der rote Becher, die blaue Decke und der Platz auf dem Sofa, der nur ${c.dat} gehörte.`]] },
  'sib.news': { m: [
    [(c) => `„Ein Baby kommt“, sagte ${c.gr.n}. „Bald bist du ${c.bigA}.“`, (c) => `Eines Tages sagte ${c.gr.n}: „Ein Baby wächst in meinem Bauch. Du bekommst ${little(c)}.“`, (c) => `${c.gr.N} legte die Hand von ${c.dat} auf einen runden Bauch. „Da drin ist ein Baby“, sagte ${c.gr.n}.`],
    [(c) => `${c.N} spürte, wie der Bauch strampelte. „Hallo, Baby“, flüsterte ${c.er}.`, (c) => `${c.N} wusste nicht, ob ${c.er} sich freuen oder Sorgen machen sollte.`, (c) => `${c.N} dachte den ganzen Tag darüber nach.`],
  ], s: [[(c) => `Ein Baby kommt! ${c.N} wird ${c.bigA}.`, (c) => `Im Bauch von ${c.gr.dat} wächst ein Baby.`, (c) => `Bald gibt es ${little(c)}.`]],
  l: [[(c) => `„Wird das Baby mich mögen?“, fragte ${c.n}. „Das Baby wird dich lieben“, sagte ${c.gr.n}. „Babys lieben ihre großen Geschwister am allermeisten.“`, (c) => `„Wann kommt es denn?“, fragte ${c.n} jeden Morgen. „Wenn die Blätter von den Bäumen fallen“, sagte ${c.gr.n}.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} half, das Babybett vorzubereiten.`, (c) => `Zusammen falteten sie winzige Socken und winzige Hemdchen.`, (c) => `${c.N} suchte einen alten Teddy für das Baby aus.`],
    [(c) => `Alles für das Baby war so klein!`, (c) => `${c.N} legte einen weichen Hasen ins Bettchen, nur für alle Fälle.`, (c) => `${c.N} übte, eine Puppe ganz vorsichtig zu halten.`],
  ], l: [[(c) => `„War ich auch mal so klein?“, fragte ${c.n} und hielt eine Socke hoch, nicht größer als ein Daumen. „Noch kleiner“, lachte ${c.gr.n}.`, (c) => `${c.N} malte ein Bild von der ganzen Familie, mit einem winzigen Baby in der Mitte, und klebte es über das Bettchen.`]] },
  'sib.worry': { m: [
    [(c) => `Nachts hatte ${c.n} eine Sorge.`, (c) => `Doch eines Tages hatte ${c.n} ein wackeliges Gefühl im Bauch.`, (c) => `${c.N} saß auf der Treppe und dachte angestrengt nach.`],
    [(c) => `„Hast du mich noch lieb, wenn das Baby da ist?“, fragte ${c.er}.`, (c) => `Was, wenn kein Platz mehr für ${c.ihn} blieb?`, (c) => `Was, wenn alle das Baby lieber hatten?`],
  ], l: [[(c) => `${c.gr.N} setzte sich daneben. „Liebe ist nicht wie ein Kuchen“, sagte ${c.gr.n}. „Wenn ein Baby kommt, wird sie nicht in kleinere Stücke geschnitten. Sie wird einfach größer.“`, (c) => `${c.gr.N} hielt ${c.ihn} ganz fest. „Niemand kann deinen Platz einnehmen“, sagte ${c.gr.n}. „Dich gibt es nur ein einziges Mal.“`]] },
  'sib.arrive': { m: [
    [(c) => `Dann wurde ${c.sibGen === 'f' ? 'die kleine Schwester' : c.sibGen === 'm' ? 'der kleine Bruder' : 'das Baby'} geboren.`, (c) => `Eines Morgens kam das neue Baby nach Hause.`, (c) => `Endlich lernte ${c.n} das Baby kennen.`],
    [(c) => `Das Baby war winzig, mit winzigen Fingern und einer winzigen Nase.`, (c) => `${Baby(c)} öffnete zwei müde Augen und gähnte.`, (c) => `Das Baby roch nach Milch und warmen Decken.`],
  ], l: [[(c) => `„Sag Hallo zu deinem Geschwisterchen“, sagte ${c.gr.n}. ${c.N} berührte die Hand des Babys, und ein winziger Finger schloss sich um einen Finger von ${c.dat}.`, (c) => `${c.N} schaute lange hin. „Es ist so klein“, flüsterte ${c.er}. „Und es gehört zu uns.“`]] },
  'sib.twist': { m: [
    [(c) => `Aber Babys weinen viel, und ${baby(c)} weinte den ganzen Abend.`, (c) => `Alle kümmerten sich um das Baby, und niemand schaute zu ${c.dat}.`],
    [(c) => `${c.N} stapfte ins Kinderzimmer und machte die Tür zu.`, (c) => `${c.N} fühlte sich ausgeschlossen und ein bisschen wütend.`],
  ], l: [[(c) => `„Mich hat keiner mehr lieb“, sagte ${c.n} zum Teddy. Dann ging die Tür auf, und ${c.gr.n} kam herein, mit zwei Keksen und einem großen Lächeln.`, (c) => `„Ich weiß, dass es schwer ist“, sagte ${c.gr.n} und setzte sich aufs Bett. „Das Baby braucht viel Hilfe. Und du manchmal auch. Das ist erlaubt.“`]] },
  'sib.help': { m: [
    [(c) => `${c.N} holte eine frische Windel.`, (c) => `${c.N} sang ein Lied, und das Baby hörte auf zu weinen.`, (c) => `${c.N} schob den Kinderwagen durch den Park.`],
    [(c) => `„Was für eine tolle Hilfe du bist“, sagte ${c.gr.n}.`, (c) => `Das Baby schaute ${c.acc} an und lächelte ein zahnloses Lächeln.`, (c) => `Großes Geschwisterkind zu sein war eine wichtige Aufgabe.`],
  ], l: [[(c) => `${c.N} zeigte dem Baby die liebsten Spielsachen, eins nach dem anderen. „Das ist ein Laster. Das ist ein Ball. Die bekommst du, wenn du größer bist.“`, (c) => `Das Baby konnte noch nicht sprechen, aber ${c.n} war sicher, dass es zuhörte.`]] },
  'sib.love': { m: [
    [(c) => `Beim Schlafengehen bekam ${c.n} von ${c.gr.dat} die allergrößte Umarmung.`, (c) => `${c.gr.N} und ${c.n} lasen eine Geschichte, nur sie beide.`, (c) => `${c.gr.N} flüsterte: „Ich hab dich lieb, genauso sehr wie vorher.“`],
    [(c) => `Es gab genug Liebe für alle.`, (c) => `Die Liebe war größer geworden, genau wie ${c.gr.n} gesagt hatte.`, (c) => `${c.N} fühlte sich warm bis in die Zehenspitzen.`],
  ] },
  'sib.end': { m: [
    [(c) => `Jetzt ist ${c.n} ${c.bigA}, und das Baby ist der liebste kleine Mensch der Welt.`, (c) => `${c.N} hält die Hand des Babys und lächelt.`, (c) => `${c.N} und das Baby, Seite an Seite.`],
    [(c) => `Die Familie ist größer geworden, und die Liebe auch.`, (c) => `„Jetzt bin ich ${c.bigA}“, sagt ${c.n} stolz.`, (c) => `Eines Tages werden sie zusammen spielen.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.N} liebte das Zimmer mit dem schiefen Fenster.`, (c) => `${c.N} kannte jede Ecke im alten Haus.`, (c) => `${c.N} hatte die besten Freunde in der ganzen Straße.`],
    [(c) => `${c.N} wusste, welche Stufe knarrte und wo die Sonne hereinschien.`, (c) => `Es war ein Zuhause, und ${c.n} liebte es.`, (c) => `Jeden Nachmittag spielte ${c.n} mit den Kindern von nebenan.`],
  ] },
  'mov.news': { m: [
    [(c) => `Eines Tages sagte ${c.gr.n}: „Wir ziehen um, in eine neue Wohnung.“`, (c) => `„Wir ziehen in ein neues Haus“, sagte ${c.gr.n} sanft.`, (c) => `Es gab große Neuigkeiten: Die Familie würde umziehen, weit weg.`],
    [(c) => `${c.N} wollte die Freunde nicht verlassen.`, (c) => `${c.N} war traurig und ein bisschen wütend.`, (c) => `„Aber mir gefällt es hier“, sagte ${c.n}, und die Lippe zitterte.`],
  ], l: [[(c) => `„Vergessen mich meine Freunde?“, fragte ${c.n}. „Echte Freunde vergessen nicht“, sagte ${c.gr.n}. „Du kannst sie anrufen und ihnen Briefe schreiben.“`, (c) => `„Warum müssen wir weg?“, fragte ${c.n}. ${c.gr.N} erzählte von der neuen Arbeit und dem neuen Zuhause und hielt dabei die ganze Zeit die Hand von ${c.dat}.`]] },
  'mov.pack': { m: [
    [(c) => `Bald war das Haus voller Kisten.`, (c) => `${c.N} packte die Spielsachen in einen großen Karton.`, (c) => `Sie wickelten die Tassen in Papier und füllten Kiste um Kiste.`],
    [(c) => `${c.N} schrieb den eigenen Namen in großen Buchstaben darauf.`, (c) => `Der liebste Teddy blieb draußen, um mitzureisen.`, (c) => `Die Zimmer begannen zu hallen.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} sagte dem alten Zimmer Tschüss.`, (c) => `Am letzten Tag nahm ${c.n} Abschied von den Freunden.`, (c) => `${c.N} winkte dem alten Haus zum Abschied.`],
    [(c) => `„Ich werde dich vermissen“, flüsterte ${c.n} den leeren Wänden zu.`, (c) => `Die Freunde schenkten ${c.dat} eine Karte mit allen Namen.`, (c) => `Der Abschied war schwer, und das war in Ordnung.`],
  ], l: [[(c) => `Die beste Freundin schenkte ${c.dat} einen glänzenden Stein. „Damit du an mich denkst“, sagte sie. ${c.N} steckte ihn in die Tasche und hielt ihn fest.`, (c) => `${c.N} warf einen letzten Blick auf den Garten und die alte Schaukel. Ein Kloß saß im Hals, und ${c.gr.n} drückte sanft die Hand.`]] },
  'mov.road': { m: [
    [(c) => `Der große Umzugswagen fuhr los, und die Familie fuhr hinterher.`, (c) => `Sie fuhren lange, lange Zeit.`, (c) => `${c.N} sah Felder und Städte vorbeiziehen.`],
    [(c) => `${c.N} hielt den Teddy und den neuen glänzenden Schlüssel fest.`, (c) => `„Sind wir bald da?“, fragte ${c.n} immer wieder.`, (c) => `Alles draußen vor dem Fenster war neu.`],
  ] },
  'mov.new': { m: [
    [(c) => `Das neue Haus war groß und leer.`, (c) => `Das neue Zuhause roch nach frischer Farbe.`, (c) => `Im neuen Haus war nichts da, wo es hingehörte.`],
    [(c) => `${c.N} wusste nicht, welche Stufe knarrte.`, (c) => `Die Schritte hallten im leeren Zimmer.`, (c) => `${c.N} vermisste das alte Haus jetzt schon.`],
  ], l: [[(c) => `„Das fühlt sich nicht wie zu Hause an“, sagte ${c.n}. „Noch nicht“, sagte ${c.gr.n}. „Ein Haus wird ein Zuhause, wenn wir es mit uns füllen.“`, (c) => `In dieser Nacht konnte ${c.n} nicht schlafen. Die Schatten waren anders, und die Straße klang fremd.`]] },
  'mov.twist': { m: [
    [(c) => `Dann war der Teddy nirgends zu finden.`, (c) => `Die Kiste mit den liebsten Sachen war verschwunden.`],
    [(c) => `Sie durchsuchten jede Kiste im neuen Haus.`, (c) => `${c.N} schaute unter jeden Karton, und die Tränen kamen.`],
  ], l: [[(c) => `Endlich fand ${c.gr.n} ihn, in einer Kiste mit der Aufschrift „Küche“. „Der Teddy wollte zuerst die neue Küche sehen“, sagte ${c.gr.n}, und ${c.n} lachte unter Tränen.`, (c) => `Er lag in der allerletzten Kiste, zerknautscht, aber heil. ${c.N} drückte ihn fest und fühlte sich ein bisschen mehr zu Hause.`]] },
  'mov.find': { m: [
    [(c) => `Am nächsten Tag entdeckte ${c.n} einen großen Baum im neuen Garten.`, (c) => `Ein Mädchen von nebenan winkte über den Zaun.`, (c) => `Am Ende der neuen Straße gab es einen Park.`],
    [(c) => `„Hallo! Willst du mitspielen?“, fragte das Mädchen.`, (c) => `Vielleicht konnte der neue Ort auch schön sein.`, (c) => `Zum ersten Mal seit dem Umzug lächelte ${c.n}.`],
  ] },
  'mov.end': { m: [
    [(c) => `Mit den eigenen Sachen überall fühlte sich das neue Zimmer richtig an.`, (c) => `Jetzt ist das neue Haus ein Zuhause.`, (c) => `Manchmal vermisst ${c.n} das alte Haus noch, und das ist in Ordnung.`],
    [(c) => `Zuhause ist da, wo die Familie zusammen ist.`, (c) => `${c.N} schlief mit dem glänzenden Stein unter dem Kopfkissen ein.`, (c) => `Morgen schreibt ${c.n} den alten Freunden von der neuen Wohnung.`],
  ] },

  'day.open': { m: [
    [(c) => `Morgen ist der erste Tag ${c.school.in}.`, (c) => `${c.N} hat eine neue Tasche und neue Schuhe.`, (c) => `${c.N} stellte die neue Tasche an die Tür.`],
    [(c) => `${c.N} packte etwas zu trinken und ein kleines Brot ein.`, (c) => `„Wie wird es wohl ${c.school.in}?“, fragte sich ${c.n}.`, (c) => `${c.N} kontrollierte die Tasche dreimal.`],
  ] },
  'day.worry': { m: [
    [(c) => `Am Morgen kribbelte es im Bauch von ${c.dat}.`, (c) => `Auf dem Weg ${c.school.zu} hielt ${c.n} die Hand von ${c.gr.dat} ganz fest.`, (c) => `${c.N} wollte nicht ${c.school.zu} gehen.`],
    [(c) => `„Was, wenn ich niemanden kenne?“, fragte ${c.n}.`, (c) => `„Ich werde dich vermissen“, sagte ${c.n}.`, (c) => `„Es ist in Ordnung, aufgeregt zu sein“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `„Am ersten Tag ist jeder ein bisschen wackelig“, sagte ${c.gr.n}. „Sogar die Lehrerin war das, vor langer Zeit.“`, (c) => `${c.gr.N} malte ein winziges Herz auf die Hand von ${c.dat}. „Wenn du mich vermisst, drück darauf, dann spüre ich es“, sagte ${c.gr.n}.`]] },
  'day.door': { m: [
    [(c) => `An der Tür zur Klasse hieß es Tschüss sagen.`, (c) => `${c.gr.N} umarmte ${c.acc} fest an der Tür.`, (c) => `${c.N} winkte an der Tür zum Abschied.`],
    [(c) => `„Nach dem Mittagessen hole ich dich ab“, sagte ${c.gr.n}.`, (c) => `„Ich komme immer wieder“, sagte ${c.gr.n}.`, (c) => `„Bis nachher“, sagte ${c.gr.n} und winkte.`],
  ], l: [[(c) => `${c.N} hielt sich etwas länger fest als sonst. Dann holte ${c.er} tief Luft und ließ los, einen Finger nach dem anderen.`, (c) => `Einen Moment lang wollte ${c.n} hinterherlaufen. Doch dann entdeckte ${c.er} eine Kiste mit bunten Bausteinen, und die Füße blieben stehen.`]] },
  'day.teacher': { m: [
    [(c) => `Die Lehrerin hatte ein freundliches Lächeln.`, (c) => `„Willkommen!“, sagte die Lehrerin. „Schön, dass du da bist.“`, (c) => `Die Lehrerin zeigte ${c.dat} einen Haken mit dem eigenen Bild.`],
    [(c) => `Es gab Farben, Bausteine und eine Leseecke.`, (c) => `${c.N} hängte die Jacke auf.`, (c) => `Die Klasse war hell und voller Spielsachen.`],
  ] },
  'day.twist': { m: [
    [(c) => `Nach dem Mittagessen verlief sich ${c.n} im langen Flur.`, (c) => `Beim Mittagessen kippte ${c.n} den Saft über den ganzen Tisch.`],
    [(c) => `Tränen stiegen in die Augen.`, (c) => `Einen Moment lang war alles zu groß.`],
  ], l: [[(c) => `Dann nahm ein Kind aus der Klasse die Hand von ${c.dat}. „Ich hab mich am ersten Tag auch verlaufen“, sagte es. „Komm, ich kenne den Weg.“`, (c) => `„Hoppla“, sagte die Lehrerin freundlich und holte einen Lappen. „Jeder verschüttet mal etwas. Sogar ich.“`]] },
  'day.play': { m: [
    [(c) => `Ein Kind aus der Klasse fragte: „Wollen wir einen Turm bauen?“`, (c) => `${c.N} saß neben einem anderen Kind und malte eine Sonne.`, (c) => `In der Pause teilte ein Kind aus der Klasse den großen roten Ball.`],
    [(c) => `Sie spielten zusammen, bis es Zeit für die Geschichte war.`, (c) => `${c.N} lachte laut.`, (c) => `Bald vergaß ${c.n} die Aufregung.`],
  ], l: [[(c) => `„Wie heißt du?“, fragte das andere Kind. ${c.N} sagte den Namen erst ganz leise, dann lauter.`, (c) => `Sie bauten den Turm so hoch, dass er wackelte und umfiel, und sie lachten so sehr, dass die Lehrerin mitlachen musste.`]] },
  'day.miss': { m: [
    [(c) => `Einmal vermisste ${c.n} das Zuhause sehr.`, (c) => `In der Ruhezeit dachte ${c.n} an ${c.gr.acc}.`, (c) => `Einen Moment lang war ${c.n} ein bisschen traurig.`],
    [(c) => `Ein Blick auf das Herz auf der Hand, und es ging besser.`, (c) => `Die Lehrerin las eine lustige Geschichte vor, und es ging besser.`, (c) => `${c.N} erinnerte sich: „Ich komme immer wieder.“`],
  ] },
  'day.end': { m: [
    [(c) => `Als die Tür aufging, stand da ${c.gr.n}!`, (c) => `Am Nachmittag kam ${c.gr.n}, um ${c.acc} abzuholen.`, (c) => `Beim Abholen rannte ${c.n} zu ${c.gr.dat}.`],
    [(c) => `„Morgen will ich wiederkommen“, sagte ${c.n}.`, (c) => `„Ich habe ein Kind zum Spielen gefunden“, sagte ${c.n} stolz.`, (c) => `Der erste Tag war vorbei, und er war gut.`],
  ] },

  'pet.open': { m: [
    [(c) => `${c.gone!.N} war ${c.goneWas}, weich und lustig und lieb.`, (c) => `${c.N} und ${c.gone!.n} waren lange zusammen gewesen.`, (c) => `Alle zu Hause hatten ${c.gone!.acc} lieb.`, (c) => `${c.N} ${c.v('kannte', 'kannten')} ${c.gone!.acc}, solange ${c.er} denken ${c.v('konnte', 'konnten')}.`],
    [(c) => `${c.gone!.N} mochte ${c.goneThing === 'dog' ? 'lange Spaziergänge' : 'lange Nickerchen'} und warme Plätzchen in der Sonne.`, (c) => `Am Kühlschrank hing ein Foto von ${c.gone!.dat}.`, (c) => c.goneThing === 'dog' && `${c.gone!.N} kam immer angerannt, wenn jemand nach Hause kam.`, (c) => c.goneThing === 'cat' && `${c.gone!.N} rollte sich auf jedem warmen Schoß im Haus zusammen.`, (c) => `${c.gone!.N} hatte einen Lieblingsplatz am Fenster.`],
  ], l: [[(c) => `Es gab so viele kleine Dinge: wie ${c.gone!.n} morgens begrüßte, wie ${c.gone!.n} im Schlaf zuckte, wie warm das Fell war. ${c.N} ${c.v('wusste', 'wussten')} sie alle auswendig.`]] },
  'pet.news': { m: [
    [(c) => `Eines Tages nahm ${c.gr.n} ${c.acc} in den Arm und sagte leise: „${c.gone!.N} ist gestorben.“`, (c) => `${c.gone!.N} war sehr alt und sehr müde geworden. Dann starb ${c.gone!.n}.`, (c) => `„${c.gone!.N} ist tot“, sagte ${c.gr.n} sanft. „${c.gone!.N} kommt nicht wieder.“`],
    [(c) => `${c.N} ${c.v('weinte', 'weinten')} und ${c.v('weinte', 'weinten')}.`, (c) => `${c.gr.N} hielt ${c.acc} ganz fest.`, (c) => `Es war sehr still im Haus.`],
  ], l: [[(c) => `„Gestorben heißt, dass der Körper nicht mehr funktioniert“, erklärte ${c.gr.n}. „${c.gone!.N} atmet nicht mehr, frisst nicht mehr und hat keine Schmerzen mehr.“ ${c.N} ${c.v('hörte', 'hörten')} zu und ${c.v('hielt', 'hielten')} sich fest.`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} ${c.v('war', 'waren')} sehr traurig.`, (c) => `${c.N} ${c.v('saß', 'saßen')} lange ganz still da.`, (c) => `Das Haus fühlte sich leer an ohne ${c.gone!.acc}.`],
    [(c) => `Es ist in Ordnung, traurig zu sein.`, (c) => `${c.gr.N} war auch traurig.`, (c) => `Sie kuschelten sich zusammen aufs Sofa.`],
  ], l: [[(c) => `„Traurig sein zeigt, wie lieb wir ${c.gone!.acc} hatten“, sagte ${c.gr.n}. „Du darfst weinen, so viel du willst. Und du darfst auch lachen, wenn dir danach ist.“`]] },
  'pet.ask': { m: [
    [(c) => `„Wo ist ${c.gone!.n} jetzt?“, ${c.v('fragte', 'fragten')} ${c.n}.`, (c) => `„Kommt ${c.gone!.n} zurück?“, ${c.v('fragte', 'fragten')} ${c.n} leise.`, (c) => `${c.N} hatte viele Fragen.`],
    [(c) => `„Nein, ${c.gone!.n} kommt nicht zurück. Aber die Liebe bleibt“, sagte ${c.gr.n}.`, (c) => `${c.gr.N} beantwortete jede Frage, ganz geduldig.`, (c) => `„Wir behalten ${c.gone!.acc} im Herzen“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `„War es meine Schuld?“, ${c.v('fragte', 'fragten')} ${c.n}. „Nein“, sagte ${c.gr.n} fest. „Niemand ist schuld. Jedes Leben geht irgendwann zu Ende, und ${c.gone!.n} hatte ein langes, gutes Leben bei uns.“`]] },
  'pet.twist': { m: [
    [(c) => `Dann sah ${c.n} das leere Körbchen, und die Tränen kamen wieder.`, (c) => `Der Napf stand noch in der Küche, leer.`],
    [(c) => `Das Vermissen tat sehr weh.`, (c) => `${c.N} ${c.v('vermisste', 'vermissten')} ${c.gone!.acc} so sehr.`],
  ], l: [[(c) => `${c.gr.N} setzte sich daneben. „Ich vermisse ${c.gone!.acc} auch“, sagte ${c.gr.n}. „Das Weh wird mit der Zeit sanfter. Die Liebe bleibt.“`]] },
  'pet.remember': { m: [
    [(c) => `Gemeinsam schauten sie Fotos von ${c.gone!.dat} an.`, (c) => `Alle erzählten eine Geschichte über ${c.gone!.acc}.`, (c) => `Sie erinnerten sich an die lustigen Dinge, die ${c.gone!.n} gemacht hatte.`],
    [(c) => `Es gab Kichern und Tränen, alles durcheinander.`, (c) => `Die Erinnerungen machten das Zimmer wärmer.`, (c) => `${c.N} ${c.v('lächelte', 'lächelten')} ein kleines bisschen.`],
  ], l: [[(c) => `„Weißt du noch, wie ${c.gone!.n} den Hausschuh versteckt hat?“, fragte ${c.gr.n}. Alle mussten lachen, und es tat gut zu lachen.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} ${c.v('bastelte', 'bastelten')} eine Erinnerungskiste für ${c.gone!.acc}.`, (c) => `${c.N} ${c.v('malte', 'malten')} ein Bild von ${c.gone!.dat}.`, (c) => `Zusammen machten sie ein Album mit Fotos.`],
    [(c) => `In die Kiste kamen das Halsband, Fotos und Bilder.`, (c) => `Auf das Bild kam ein großes Herz.`, (c) => `Sie stellten es ins Regal, wo alle es sehen konnten.`],
  ] },
  'pet.end': { m: [
    [(c) => `Im Garten pflanzten sie eine Blume für ${c.gone!.acc}.`, (c) => `${c.gone!.N} ist gestorben, aber die Liebe ist noch da.`, (c) => `Wenn ${c.n} ${c.gone!.acc} ${c.v('vermisst', 'vermissen')}, ${c.v('schaut', 'schauen')} ${c.er} das Foto an.`],
    [(c) => `„Tschüss, ${c.gone!.n}“, flüsterte ${c.n}.`, (c) => `Die Liebe hört nicht auf.`, (c) => `${c.gone!.N} bleibt für immer im Herzen.`],
  ], l: [[(c) => `Das Vermissen ging nicht weg, aber es wurde sanfter. Jedes Mal, wenn die Blume blühte, dachten sie an ${c.gone!.acc} und lächelten ein bisschen.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} ${c.v('hatte', 'hatten')} ${c.gone!.acc} sehr lieb.`, (c) => `Am Kühlschrank hing ein Foto von ${c.gone!.dat}.`, (c) => `${c.gone!.N} wusste immer die besten Geschichten.`],
    [(c) => `${c.gone!.N} hatte warme Hände und ein lautes Lachen.`, (c) => `Bei ${c.gone!.dat} gab es immer Kakao und Zeit.`, (c) => `${c.gone!.N} kannte die Namen aller Vögel im Garten.`],
  ], l: [[(c) => `Jeden Sonntag waren sie bei ${c.gone!.dat} gewesen. Es gab Pfannkuchen, alte Lieder und einen Sessel, in dem ${c.gone!.n} immer saß und Geschichten von früher erzählte.`]] },
  'gp.news': { m: [
    [(c) => `Eines Tages sagte ${c.gr.n} ganz leise: „${c.gone!.N} ist gestorben.“`, (c) => `${c.gone!.N} war sehr alt und sehr krank gewesen. Dann starb ${c.gone!.n}.`, (c) => `„${c.gone!.N} ist nicht mehr da“, sagte ${c.gr.n} sanft. „${c.gone!.N} ist gestorben.“`],
    [(c) => `${c.gr.N} hielt ${c.acc} ganz fest.`, (c) => `${c.N} ${c.v('weinte', 'weinten')}, und ${c.gr.n} weinte auch.`, (c) => `Es war sehr still im Haus.`],
  ], l: [[(c) => `„Gestorben heißt, dass der Körper aufgehört hat zu arbeiten“, erklärte ${c.gr.n}. „${c.gone!.N} hat keine Schmerzen mehr. Aber wir können nicht mehr zusammen sein.“`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} ${c.v('saß', 'saßen')} im Lieblingssessel von ${c.gone!.dat}.`, (c) => `${c.N} ${c.v('war', 'waren')} sehr traurig.`, (c) => `Das Haus fühlte sich leer an.`],
    [(c) => `Der Sessel roch noch ein bisschen nach früher.`, (c) => `Es ist in Ordnung, traurig zu sein.`, (c) => `${c.gr.N} war auch traurig.`],
  ], l: [[(c) => `„Traurig sein ist die Liebe, die nicht weiß, wohin“, sagte ${c.gr.n}. „Du darfst weinen. Und du darfst auch lachen, wenn dir danach ist.“`]] },
  'gp.ask': { m: [
    [(c) => `„Wo ist ${c.gone!.n} jetzt?“, ${c.v('fragte', 'fragten')} ${c.n}.`, (c) => `„Kommt ${c.gone!.n} wieder?“, ${c.v('fragte', 'fragten')} ${c.n} leise.`, (c) => `${c.N} ${c.v('hatte', 'hatten')} viele Fragen.`],
    [(c) => `„${c.gone!.N} kommt nicht wieder. Aber ${c.gone!.er} bleibt in unseren Herzen“, sagte ${c.gr.n}.`, (c) => `${c.gr.N} beantwortete jede Frage, ganz geduldig.`, (c) => `„Die Liebe hört nicht auf“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `„Vergessen wir ${c.gone!.acc}?“, ${c.v('fragte', 'fragten')} ${c.n}. „Nein“, sagte ${c.gr.n}. „Wir erzählen uns die Geschichten immer wieder, damit sie bei uns bleiben.“`]] },
  'gp.twist': { m: [
    [(c) => `Dann fand ${c.n} den alten Hut von ${c.gone!.dat}, und die Tränen kamen wieder.`, (c) => `Am Sonntag fehlte jemand am Tisch.`],
    [(c) => `Das Vermissen tat sehr weh.`, (c) => `${c.N} ${c.v('vermisste', 'vermissten')} ${c.gone!.acc} so sehr.`],
  ], l: [[(c) => `${c.gr.N} kam und setzte sich dazu. „Ich vermisse ${c.gone!.acc} auch“, sagte ${c.gr.n}, und sie hielten sich an den Händen, bis die Tränen aufhörten.`]] },
  'gp.remember': { m: [
    [(c) => `Sie holten das alte Album voller Fotos von ${c.gone!.dat}.`, (c) => `Alle erzählten abwechselnd eine Geschichte über ${c.gone!.acc}.`, (c) => `Sie erinnerten sich an die lustigen Witze von ${c.gone!.dat}.`],
    [(c) => `Es gab Kichern und Tränen, alles durcheinander.`, (c) => `${c.N} ${c.v('erinnerte', 'erinnerten')} sich an die alten Lieder.`, (c) => `Die Erinnerungen machten das Zimmer wärmer.`],
  ], l: [[(c) => `„Weißt du noch, wie ${c.gone!.n} im Liegestuhl eingeschlafen ist, mit der Zeitung auf dem Gesicht?“, fragte ${c.gr.n}. Alle lachten, und es tat gut zu lachen.`]] },
  'gp.make': { m: [
    [(c) => `Zusammen machten sie ein Erinnerungsbuch über ${c.gone!.acc}.`, (c) => `${c.N} ${c.v('malte', 'malten')} ein Bild von ${c.gone!.dat}.`, (c) => `Sie pflanzten die Lieblingsblumen von ${c.gone!.dat}.`],
    [(c) => `Hinein kamen Fotos, Bilder und Geschichten.`, (c) => `Auf dem Bild gingen sie Hand in Hand.`, (c) => `Sie stellten es ins Regal, wo alle es sehen konnten.`],
  ], l: [[(c) => `Sie schrieben die Lieblingssprüche von ${c.gone!.dat} auf, das Rezept für die berühmten Pfannkuchen und die Namen aller Vögel. Das Buch wurde dick voller Erinnerungen.`]] },
  'gp.end': { m: [
    [(c) => `Am Abend schauten sie in die Sterne und dachten an ${c.gone!.acc}.`, (c) => `${c.gone!.N} ist gestorben, aber die Liebe ist noch da.`, (c) => `Wenn ${c.n} ${c.gone!.acc} ${c.v('vermisst', 'vermissen')}, ${c.v('singt', 'singen')} ${c.er} das alte Lied.`],
    [(c) => `„Gute Nacht, ${c.gone!.n}“, flüsterte ${c.n} in den Himmel.`, (c) => `Die Liebe zwischen ihnen hört nicht auf.`, (c) => `${c.gone!.N} lebt in jeder Geschichte weiter, die sie erzählen.`],
  ], l: [[(c) => `Das Vermissen ging nicht weg, aber es wurde sanfter. Wenn ${c.n} jetzt eine Amsel ${c.v('hört', 'hören')}, ${c.v('denkt', 'denken')} ${c.er} an ${c.gone!.acc} und ${c.v('fühlt', 'fühlen')} sich ganz nah.`]] },
};
