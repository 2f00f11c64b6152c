// German explainer beats: true, simple science, a little more of it for older readers.
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} lag im Gras und schaute nach oben. „Warum ist der Himmel blau?“`, (c) => `„Warum ist der Himmel blau?“, fragte ${c.n}.`],
    [(c) => `„Das finden wir heraus“, sagte ${c.gr.n}.`, (c) => `Nicht grün, nicht rosa, sondern blau. Warum nur?`],
  ] },
  'sky.light': { m: [
    [(c) => `Sonnenlicht sieht weiß aus, aber es besteht aus allen Farben zusammen.`, (c) => `${c.gr.N} hielt ein Glasprisma in die Sonne, und ein Regenbogen erschien an der Wand.`],
    [(c) => `Rot, Orange, Gelb, Grün, Blau und Violett verstecken sich im Licht.`, (c) => `Ein Regenbogen zeigt die Farben nacheinander.`],
  ], l: [[(c) => `Jede Farbe des Lichts reist in Wellen. Rotes Licht hat lange, gemütliche Wellen. Blaues Licht hat kurze, schnelle Wellen. Dieser Unterschied ist das ganze Geheimnis.`]] },
  'sky.air': { m: [
    [(c) => `Am Himmel ist überall Luft, und Luft besteht aus winzigen Teilchen, viel zu klein zum Sehen.`, (c) => `Zwischen uns und dem Weltall liegt eine dicke Decke aus Luft.`],
    [(c) => `Das Sonnenlicht muss durch die ganze Luft hindurch, bis es bei uns ankommt.`, (c) => `Auf dem Weg nach unten stößt das Sonnenlicht an die Luftteilchen.`],
  ], l: [[(c) => `Luft sieht man nicht, aber sie ist wirklich da: Man spürt sie, wenn der Wind weht. Ein einziger Atemzug enthält unvorstellbar viele winzige Luftteilchen.`]] },
  'sky.bounce': { m: [
    [(c) => `Wenn Sonnenlicht auf die Luft trifft, wird das blaue Licht über den ganzen Himmel verstreut.`, (c) => `Die winzigen Luftteilchen streuen blaues Licht viel stärker als rotes oder gelbes.`],
    [(c) => `Deshalb kommt von überall blaues Licht in unsere Augen. Darum ist der Himmel blau!`, (c) => `„Der Himmel ist also voller hüpfendem blauem Licht!“, sagte ${c.n}.`],
  ], l: [[(c) => `Forscher nennen das Streuung. Die kurzen Wellen des blauen Lichts werden von der Luft am leichtesten zur Seite geschubst, und so kommt blaues Licht aus jeder Richtung des Himmels zu uns.`]] },
  'sky.twist': { m: [
    [(c) => `„Aber violette Wellen sind noch kürzer“, sagte ${c.n}. „Warum ist der Himmel dann nicht violett?“`],
    [(c) => `Im Sonnenlicht steckt weniger Violett, und unsere Augen sehen Blau viel besser.`],
  ], l: [[(c) => `„Gut überlegt“, sagte ${c.gr.n}. „Ein bisschen Violett ist da oben. Aber das Sonnenlicht hat weniger Violett als Blau, und unsere Augen reagieren viel stärker auf Blau. Darum sehen wir Blau.“`]] },
  'sky.sunset': { m: [
    [(c) => `Bei Sonnenuntergang wird der Himmel orange und rot.`, (c) => `Am Abend steht die Sonne tief, und der Himmel leuchtet rosa und golden.`],
    [(c) => `Dann muss das Licht durch viel mehr Luft, und das meiste Blau wird unterwegs weggestreut.`, (c) => `Nur das Rot und das Orange kommen durch all die Luft bis zu unseren Augen.`],
  ], l: [[(c) => `Ein Sonnenuntergang ist also dasselbe Sonnenlicht wie am Mittag. Es hat nur einen längeren Weg durch die Luft hinter sich und unterwegs sein Blau verloren.`]] },
  'sky.space': { m: [
    [(c) => `Astronauten im Weltall sehen einen schwarzen Himmel, sogar bei Sonnenschein.`, (c) => `Auf dem Mond ist der Himmel schwarz, weil es dort keine Luft gibt.`],
    [(c) => `Keine Luft, kein Blau!`, (c) => `Der blaue Himmel ist eigentlich unsere Luft, von der Sonne beleuchtet.`],
  ], l: [[(c) => `Von der Raumstation aus sehen Astronauten eine dünne blaue Linie aus Luft rund um die Erde und darüber die Schwärze des Weltalls.`]] },
  'sky.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, warum der Himmel blau ist.`, (c) => `Sonnenlicht, Luft und gestreutes blaues Licht: Das ist das Geheimnis des blauen Himmels.`],
    [(c) => `${c.N} kann es kaum erwarten, es einem Freund zu erzählen.`, (c) => `„Blaues Licht, das in der Luft herumhüpft“, sagte ${c.n}. „Ganz einfach!“`],
  ], l: [[(c) => `Am Abend schaute ${c.n} den Sonnenuntergang an und erklärte ${c.gr.dat} alles: weißes Sonnenlicht, winzige Luftteilchen, überall verstreutes blaues Licht und der lange rote Weg in der Dämmerung.`]] },

  'rain.ask': { m: [
    [(c) => `Der Regen prasselte ans Fenster. „Woher kommt der Regen?“, fragte ${c.n}.`, (c) => `${c.N} sah den Regentropfen zu, wie sie die Scheibe hinunterliefen.`],
    [(c) => `„Aus den Wolken“, sagte ${c.gr.n}. „Aber wie kommt das Wasser da hinauf?“`, (c) => `„Lass uns einem Wassertropfen folgen“, sagte ${c.gr.n}.`],
  ] },
  'rain.sun': { m: [
    [(c) => `Alles beginnt damit, dass die Sonne das Meer, die Seen und die Pfützen wärmt.`, (c) => `Die Sonne scheint auf das Meer und wärmt das Wasser.`],
    [(c) => `Das warme Wasser wird zu einem unsichtbaren Gas, dem Wasserdampf.`, (c) => `Darum trocknen Pfützen an einem sonnigen Tag.`],
  ], l: [[(c) => `Das nennt man Verdunstung. Sie passiert ständig, sogar an kalten Tagen, nur langsamer. Wasser schleicht sich immer in die Luft davon, aus dem Meer, aus Flüssen und sogar aus nasser Wäsche an der Leine.`]] },
  'rain.rise': { m: [
    [(c) => `Der Wasserdampf steigt hoch, hoch, hoch in den Himmel.`, (c) => `Warme Luft trägt den Wasserdampf hoch über den Boden.`],
    [(c) => `Hoch oben ist die Luft kalt.`, (c) => `Dort oben kühlt der Dampf ab.`],
  ], l: [[(c) => `Warme Luft ist leichter als kalte Luft. Darum steigt sie auf und nimmt den unsichtbaren Wasserdampf mit, hoch hinauf, wo die Flugzeuge fliegen.`]] },
  'rain.cloud': { m: [
    [(c) => `In der kalten Luft wird der Dampf wieder zu winzigen Wassertröpfchen.`, (c) => `Millionen winziger Tröpfchen schweben zusammen und bilden eine Wolke.`],
    [(c) => `Das ist wie der Beschlag an einem kalten Fenster.`, (c) => `Weiße, flauschige Wolken sind voller Wasser.`],
  ], l: [[(c) => `Das kann man zu Hause ausprobieren: Hauch einen kalten Spiegel an, und er beschlägt. Der warme Wasserdampf im Atem wird zu winzigen Tropfen, wenn er das kalte Glas berührt, genau wie in einer Wolke.`]] },
  'rain.twist': { m: [
    [(c) => `„Aber warum fallen die Tröpfchen nicht sofort herunter?“, fragte ${c.n}.`],
    [(c) => `Die winzigen Tröpfchen sind so leicht, dass die aufsteigende Luft sie trägt, bis sie zusammenstoßen und wachsen.`],
  ], l: [[(c) => `In einer Wolke stoßen die Tröpfchen immer wieder zusammen und verbinden sich. Es braucht ungefähr eine Million Wolkentröpfchen für einen einzigen Regentropfen. Ist eine Wolke voller großer Tropfen, sieht sie dunkelgrau aus, und bald regnet es.`]] },
  'rain.fall': { m: [
    [(c) => `Wenn die Tropfen groß und schwer werden, fallen sie als Regen herunter.`, (c) => `Plitsch, platsch! Die schweren Tropfen fallen aus der Wolke.`],
    [(c) => `Der Regen gießt die Pflanzen und füllt die Flüsse.`, (c) => `Wenn es sehr kalt ist, gefrieren die Tropfen und fallen als Schnee.`],
  ], l: [[(c) => `Ein Regentropfen fällt ungefähr so schnell wie ein Fahrrad, das einen Berg hinuntersaust. Und anders als auf Bildern haben Regentropfen keine Tränenform: Kleine sind rund, große sind platt wie kleine Brötchen.`]] },
  'rain.cycle': { m: [
    [(c) => `Der Regen fließt in Bäche und Flüsse und zurück ins Meer.`, (c) => `Immer im Kreis: Meer, Himmel, Wolke, Regen, Fluss, Meer.`],
    [(c) => `Das nennt man den Wasserkreislauf.`, (c) => `Dasselbe Wasser reist immer wieder im Kreis.`],
  ], l: [[(c) => `Neues Wasser entsteht dabei nicht. Die Erde hat seit Milliarden von Jahren dasselbe Wasser, das zwischen Meer, Himmel und Land hin und her reist.`]] },
  'rain.end': { m: [
    [(c) => `Jetzt weiß ${c.n}, woher der Regen kommt.`, (c) => `${c.N} zog Gummistiefel an und sprang in eine Pfütze.`],
    [(c) => `Bald hebt die Sonne dieses Wasser wieder zu den Wolken hinauf.`, (c) => `„Hallo, Regen“, sagte ${c.n}. „Bis bald in den Wolken.“`],
  ], l: [[(c) => `${c.N} sah zu, wie eine Pfütze in der Sonne kleiner wurde, und wusste genau, wohin das Wasser ging: hinauf in die Luft, um eine Wolke zu werden und eines Tages wieder Regen.`]] },

  'pl.ask': { m: [
    [(c) => `${c.N} fand ein winziges Samenkorn. „Wie wachsen Pflanzen?“`, (c) => `„Wie wird aus einem kleinen Samen eine große Pflanze?“, fragte ${c.n}.`],
    [(c) => `„Lass uns einen pflanzen und nachschauen“, sagte ${c.gr.n}.`, (c) => `Im Samen steckt eine winzige Pflanze mit ihrem Essensvorrat.`],
  ], l: [[(c) => `Ein Samen ist wie ein gepackter Koffer. Darin liegt eine winzige, zusammengefaltete Pflanze und ein Vorrat an Nahrung, der reicht, bis sie sich selbst versorgen kann.`]] },
  'pl.plant': { m: [
    [(c) => `Sie füllten Erde in einen Topf und drückten den Samen hinein.`, (c) => `${c.N} pflanzte den Samen in die Erde.`],
    [(c) => `Die Erde ist wie eine warme Decke für den Samen.`, (c) => `Jetzt braucht der Samen Wasser und Wärme.`],
  ], l: [[(c) => `Erde ist nicht einfach Dreck. Sie steckt voller winziger Steinchen, alter Blätter, Wasser, Luft und fleißiger Helfer wie Regenwürmer, alles Dinge, die eine Pflanze braucht.`]] },
  'pl.water': { m: [
    [(c) => `${c.N} goss den Samen mit etwas Wasser.`, (c) => `Sie stellten den Topf dorthin, wo die Sonne hinkam.`],
    [(c) => `Samen brauchen Wasser, um aufzuwachen.`, (c) => `Nicht zu viel und nicht zu wenig.`],
  ], l: [[(c) => `Wenn ein Samen Wasser aufsaugt, quillt er auf und wird weich. Das Wasser weckt ihn und sagt ihm, dass jetzt eine gute Zeit zum Wachsen ist.`]] },
  'pl.root': { m: [
    [(c) => `Unter der Erde wuchs eine kleine Wurzel nach unten.`, (c) => `Zuerst platzte der Samen auf, und eine Wurzel kam heraus.`],
    [(c) => `Die Wurzel trinkt Wasser aus der Erde.`, (c) => `Sie hält die Pflanze fest im Boden.`],
  ], l: [[(c) => `Wurzeln wachsen immer nach unten und Triebe immer nach oben, egal wie herum der Samen liegt. Pflanzen spüren, in welche Richtung die Schwerkraft zieht.`]] },
  'pl.twist': { m: [
    [(c) => `${c.N} stellte einen Topf in einen dunklen Schrank, um zu sehen, was passiert.`],
    [(c) => `Das Pflänzchen wurde lang, dünn und blass und ließ dann den Kopf hängen.`],
  ], l: [[(c) => `„Pflanzen brauchen Licht, um ihre Nahrung zu machen“, sagte ${c.gr.n}. Der Vorrat im Samen reicht nur für den Anfang. Danach muss die Pflanze ihre Nahrung selbst herstellen, und dafür braucht sie Sonne.`]] },
  'pl.shoot': { m: [
    [(c) => `Dann schob sich ein grüner Trieb aus der Erde!`, (c) => `Eines Morgens entdeckte ${c.n} einen winzigen grünen Trieb.`],
    [(c) => `Er wuchs dem Licht entgegen.`, (c) => `„Es wächst!“, rief ${c.n}.`],
  ], l: [[(c) => `Der Trieb biegt sich zum Fenster hin und folgt dem Licht. Dreht man den Topf um, biegt er sich nach ein, zwei Tagen wieder zum Licht.`]] },
  'pl.leaf': { m: [
    [(c) => `Die Blätter trinken das Sonnenlicht.`, (c) => `Die Pflanze macht aus Sonne, Wasser und Luft ihre eigene Nahrung.`],
    [(c) => `Mehr Blätter, ein höherer Stängel.`, (c) => `So wächst sie groß und stark.`],
  ], l: [[(c) => `Blätter sind grün, weil sie voller Blattgrün sind. Es fängt das Sonnenlicht ein, und mit dieser Energie macht die Pflanze aus Wasser und Luft Zucker, ihre Nahrung. Forscher nennen das Fotosynthese.`]] },
  'pl.end': { m: [
    [(c) => `Endlich öffnete sich eine Blüte!`, (c) => `Jetzt weiß ${c.n}, wie Pflanzen wachsen.`],
    [(c) => `In der Blüte steckten neue Samen, bereit zum Wachsen.`, (c) => `Samen, Wurzel, Trieb, Blätter, Blüte, Samen.`],
  ], l: [[(c) => `Aus einem winzigen Samen wurde eine ganze Pflanze, und aus dieser Pflanze viele neue Samen. In jedem wartet eine neue kleine Pflanze auf Wasser, Wärme und Licht.`]] },
};
