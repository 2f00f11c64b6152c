// German beats for the wish or problem arc, and the quiet interludes that stretch any story.
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

const at = (c: De) => c.where ?? 'zu Hause';

export const ARC: T = {
  'arc.open': { m: [
    [(c) => !c.named && `Es war einmal ${c.a}, ${c.gen === 'm' ? 'der' : c.gen === 'f' ? 'die' : 'das'} ${at(c)} wohnte.`, (c) => `${c.N} wohnte ${at(c)}.`, (c) => c.where && `Jeden Tag war ${c.n} ${c.where} von morgens bis abends beschäftigt.`, (c) => `${c.N} lebte glücklich ${at(c)}.`],
    [(c) => c.pal && `${c.Sein('m')} bester Freund war ${c.pal.n}.`, (c) => c.kin && `${c.kin.N} war nie weit weg.`, (c) => `${c.N} hatte ein großes Herz und einen Kopf voller Ideen.`, (c) => `Jeder Tag war voller kleiner Aufgaben.`],
  ], l: [[(c) => `${c.N} kannte jeden Weg und jede Ecke ${at(c)} und sah gern zu, wie der Himmel von Morgenblau zu Abendgold wurde. Doch in letzter Zeit fragte ${c.er} sich, was wohl weiter weg lag.`, (c) => `Alle, die ${c.acc} kannten, sagten, ${c.er} bemerke einfach alles: eine neue Blume, ein fremdes Geräusch, einen Freund, der ein bisschen traurig aussah.`]] },
  'arc.want': { m: [
    [(c) => !c.trouble && !c.to && `Jeden Tag entdeckte ${c.n}${c.where ? ` ${c.where}` : ''} etwas Neues.`, (c) => !c.trouble && !c.to && c.kin && `Am liebsten war ${c.n} mit ${c.kin.dat} zusammen.`, (c) => !c.trouble && !c.to && c.pal && `${c.N} und ${c.pal.n} machten alles zusammen.`, (c) => !c.trouble && !c.to && `Kein Tag${c.where ? ` ${c.where}` : ''} war wie der andere, und genau das liebte ${c.n}.`, (c) => !c.trouble && !c.to && `${c.N} hatte${c.where ? ` ${c.where}` : ''} einen Lieblingsplatz und hundert Fragen dazu.`, (c) => c.trouble && `Aber es gab ein Problem: ${c.N} ${c.trouble}.`, (c) => c.not && `Alle dachten, ${c.n} sollte ${c.not}, aber das wollte ${c.er} überhaupt nicht.`, (c) => c.to && (!c.trouble && `Mehr als alles andere wollte ${c.n} ${c.to}.`), (c) => c.trouble && `Doch ${c.n} ${c.trouble}, und das machte ${c.ihn} traurig.`],
    [(c) => c.wish && `${c.N} wünschte sich so sehr, ${c.zu}.`, (c) => c.say && c.to && `„Eines Tages werde ich ${c.to}“, sagte ${c.n}.`, (c) => c.wish && `Jede Nacht träumte ${c.er} davon.`],
  ], s: [[(c) => c.trouble && !c.wish && `${c.N} ${c.trouble}.`, (c) => !c.trouble && !c.to && `Jeden Tag entdeckte ${c.n}${c.where ? ` ${c.where}` : ''} etwas Neues.`, (c) => !c.trouble && !c.to && `Kein Tag${c.where ? ` ${c.where}` : ''} war wie der andere, und genau das liebte ${c.n}.`, (c) => !c.trouble && !c.to && `${c.N} hatte${c.where ? ` ${c.where}` : ''} einen Lieblingsplatz und hundert Fragen dazu.`, (c) => c.trouble && c.wish && `${c.N} ${c.trouble}. ${c.Er} wollte ${c.to}.`, (c) => c.say && c.to && (c.trouble && !c.wish && `${c.N} ${c.trouble}. „Eines Tages werde ich ${c.to}“, sagte ${c.er}.`), (c) => c.to && (!c.trouble && `${c.N} wollte ${c.to}, mehr als alles andere.`)]],
  l: [[(c) => c.wish && `${c.N} dachte daran beim Arbeiten und beim Ausruhen. Der Wunsch wurde jeden Tag größer, bis ${c.er} ihn nicht mehr für sich behalten konnte.`, (c) => c.wish && `Manche sagten, das sei unmöglich. ${c.N} hörte höflich zu und dachte dann: „Das werden wir ja sehen.“`]] },
  'arc.go': { m: [
    [(c) => `Eines Morgens machte ${c.n} sich auf den Weg.`, (c) => `${c.N} packte eine Tasche und zog los.`, (c) => c.pal && `${c.N} und ${c.pal.n} machten sich zusammen auf den Weg.`, (c) => c.kin && `${c.N} und ${c.kin.n} zogen gemeinsam los.`],
    [(c) => `Der Weg war lang, aber ${c.n} fühlte sich mutig.`, (c) => `„Jetzt geht es los“, sagte ${c.er}.`, (c) => `Die Sonne schien, und der Weg lag offen da.`],
  ], l: [[(c) => `${c.N} wusste nicht genau, wie weit es war oder wem ${c.er} unterwegs begegnen würde. Das war ein bisschen unheimlich und zugleich das Aufregendste, was ${c.er} je gefühlt hatte.`, (c) => `${c.gr.N} winkte, bis ${c.n} nur noch ein Punkt in der Ferne war. „Pass gut auf dich auf“, rief ${c.gr.n}. „Und sei mutig.“`]] },
  'arc.hard': { m: [
    [(c) => c.zu && `Aber es war schwerer als gedacht, ${c.zu}.`, (c) => c.trouble && `Leicht war es nicht, denn ${c.n} ${c.trouble}.`, (c) => `Der Weg war lang und holprig.`, (c) => `Bald gab es ein großes Problem.`, (c) => c.lost && `${c.N} suchte überall nach ${c.lost.dat}, aber nirgends war eine Spur zu sehen.`],
    [(c) => `${c.N} versuchte es, aber es klappte nicht.`, (c) => `${c.N} fühlte sich klein und unsicher.`, (c) => `Ein kalter Wind kam auf.`],
  ], l: [[(c) => `„Vielleicht war das eine dumme Idee“, flüsterte ${c.n}. Die Beine waren müde, und das Herz war schwer. Aber tief drinnen sagte eine leise Stimme: Noch nicht aufgeben.`, (c) => c.to && `${c.N} setzte sich hin, um nachzudenken. Aufgeben wäre leicht gewesen. Umkehren auch. Aber ${c.er} wollte immer noch ${c.to}.`]] },
  'arc.twist': { m: [
    [(c) => `Dann zog ein Sturm auf, dunkel und laut.`, (c) => `Dann teilte sich der Weg, und ${c.n} wusste nicht, wohin.`],
    [(c) => `${c.N} musste sich entscheiden, und zwar schnell.`, (c) => `So schwer war es noch nie gewesen.`],
  ], l: [[(c) => `${c.N} erinnerte sich an das, was ${c.gr.n} immer sagte: „Wenn du den Weg nicht weißt, bleib stehen, schau und hör zu.“ Also blieb ${c.er} stehen. Schaute. Und lauschte, bis ${c.er} etwas hörte, das den Weg zeigte.`, (c) => `Einen Moment lang wollte ${c.n} umkehren. Dann dachte ${c.er} an alle, die warteten, holte tief Luft und wählte den schwereren Weg, den nach vorn.`]] },
  'arc.help': { m: [
    [(c) => c.pal && `${c.pal.N} kam, um zu helfen.`, (c) => c.kin && `${c.kin.N} streckte eine Hand aus.`, (c) => `Ein freundlicher Vogel zeigte ${c.dat} den Weg.`, (c) => `${c.gr.N} kam vorbei und hatte eine gute Idee.`],
    [(c) => `„Zusammen schaffen wir das“, sagte eine freundliche Stimme.`, (c) => `Zu zweit fühlte sich alles leichter an.`, (c) => `Hilfe macht schwere Dinge leichter.`],
  ], l: [[(c) => `„Warum bist du gekommen?“, fragte ${c.n}. „Weil Freunde das so machen“, kam die Antwort. Sie teilten sich einen Apfel und schmiedeten einen Plan.`]] },
  'arc.turn': { m: [
    [(c) => `${c.N} holte tief Luft und versuchte es noch einmal.`, (c) => `${c.N} gab nicht auf.`, (c) => `Diesmal probierte ${c.n} einen neuen Weg.`],
    [(c) => `Ein Schritt, dann der nächste.`, (c) => `${c.Er} war mutig, auch wenn ${c.er} ein bisschen Angst hatte.`, (c) => `Langsam begann es zu klappen.`],
  ], l: [[(c) => `Diesmal ging ${c.n} langsam und vorsichtig vor und dachte darüber nach, was vorher schiefgelaufen war. Ein Fehler, merkte ${c.er}, ist nur eine verkleidete Lektion.`, (c) => `„Ich kann schwierige Dinge schaffen“, sagte ${c.n} laut, und als die Worte heraus waren, wurde es ein kleines bisschen wahrer.`]] },
  'arc.reach': { m: [
    [(c) => !c.didV && !c.mended && `Und am Ende war alles${c.where ? ` ${c.where}` : ''} genau richtig.`, (c) => !c.didV && !c.mended && `Am Abend war ${c.n} glücklich bis in die Zehenspitzen.`, (c) => !c.didV && !c.mended && `Was für ein schöner Tag${c.where ? ` ${c.where}` : ''}!`, (c) => c.didV && c.didR && (`Und endlich ${c.didV} ${c.n} ${c.didR}!`.replace(/ !$/, '!')), (c) => c.didV && c.didR && (`Dann, nach langer Zeit, ${c.didV} ${c.n} ${c.didR}.`.replace(/ \.$/, '.')), (c) => c.mended && `Jetzt ${c.mended.replace(/^(\S+) /, `$1 ${c.n} `)}.`],
    [(c) => `Es war noch schöner, als ${c.n} es sich erträumt hatte.`, (c) => `${c.N} lachte laut vor Freude.`, (c) => `Was für ein wunderbares Gefühl!`],
  ], l: [[(c) => `${c.N} stand ganz still und nahm alles in sich auf, um es nie zu vergessen: die Farben, die Geräusche und das fröhliche Klopfen des eigenen Herzens.`]] },
  'arc.end': { m: [
    [(c) => `An diesem Abend kam ${c.n} müde und glücklich nach Hause.`, (c) => `${c.N} konnte es kaum erwarten, allen davon zu erzählen.`, (c) => `Zu Hause lächelte ${c.n} ein großes, müdes Lächeln.`],
    [(c) => `Mit einem mutigen Herzen ist alles möglich.`, (c) => `Es war der schönste Tag überhaupt.`, (c) => `Und morgen? Wer weiß, was dann kommt!`],
  ], l: [[(c) => `Später, als ${c.n} ${c.gr.dat} die ganze Geschichte erzählte, merkte ${c.er}, dass das Beste gar nicht das Ende war. Das Beste war, herauszufinden, dass man weitermachen kann, wenn es schwer wird.`, (c) => `In dieser Nacht lag ${c.n} noch eine Weile wach, lächelte in die Dunkelheit und fragte sich schon, was das nächste Abenteuer sein würde.`]] },

  'i.notice': { m: [
    [(c) => `${c.N} ${c.v('blieb', 'blieben')} einen Moment stehen und ${c.v('schaute', 'schauten')} sich um.`, (c) => `Draußen sang ein Vogel auf einem Ast.`, (c) => `Eine Weile war alles still.`],
    [(c) => `Überall gab es kleine Dinge zu sehen: eine Schnecke, eine Wolke, einen glänzenden Stein.`, (c) => `Es tat gut, stehen zu bleiben und zu schauen.`, (c) => `Die Welt war voller kleiner Überraschungen.`],
  ], l: [[(c) => `Wenn man es eilig hat, läuft man leicht an allem vorbei. Doch als ${c.n} langsamer ${c.v('wurde', 'wurden')}, schien sich die Welt zu öffnen, voller winziger Dinge, die sonst niemand bemerkt hatte.`]] },
  'i.talk': { m: [
    [(c) => `${c.N} ${c.v('sprach', 'sprachen')} mit ${c.gr.dat} über den Tag.`, (c) => `${c.gr.N} fragte: „Wie fühlst du dich?“`, (c) => `${c.N} ${c.v('erzählte', 'erzählten')} ${c.gr.dat}, was ${c.er} ${c.v('dachte', 'dachten')}.`],
    [(c) => `Es half, die Dinge laut auszusprechen.`, (c) => `${c.gr.N} hörte gut zu.`, (c) => `Beim Reden wurden die Gefühle kleiner.`],
  ], l: [[(c) => `„Du musst nicht alle Antworten kennen“, sagte ${c.gr.n}. „Du musst nur weiter gute Fragen stellen.“ Darüber dachte ${c.n} lange nach.`]] },
  'i.rest': { m: [
    [(c) => `${c.N} ${c.v('setzte', 'setzten')} sich hin, um auszuruhen.`, (c) => `Es war Zeit für etwas zu trinken und einen kleinen Happen.`, (c) => `${c.N} ${c.v('machte', 'machten')} eine kleine Pause.`],
    [(c) => `Ausruhen ist auch wichtig.`, (c) => `Danach ging es schon etwas besser.`, (c) => `Dann konnte es weitergehen.`],
  ], l: [[(c) => `${c.N} ${c.v('ließ', 'ließen')} die Gedanken treiben wie Blätter auf einem Bach. Nach einer Weile verschwand die Müdigkeit, und eine neue Idee begann zu wachsen.`]] },
  'i.think': { m: [
    [(c) => `${c.N} ${c.v('dachte', 'dachten')} in Ruhe nach.`, (c) => `${c.N} ${c.v('schloss', 'schlossen')} die Augen und ${c.v('dachte', 'dachten')} fest nach.`, (c) => `${c.N} ${c.v('erinnerte', 'erinnerten')} sich an etwas, das ${c.gr.n} einmal gesagt hatte.`],
    [(c) => `„Auch kleine Schritte bringen dich voran.“`, (c) => `Nachdenken hilft.`, (c) => `„Du bist mutiger, als du glaubst.“`],
  ], l: [[(c) => `Manchmal kommt die Antwort nicht, wenn man ihr hinterherrennt. Sie kommt, wenn man still sitzt und sie einen finden lässt. ${c.N} ${c.v('wartete', 'warteten')}, und die Antwort kam.`]] },
  'i.small': { m: [
    [(c) => `${c.N} ${c.v('summte', 'summten')} ein kleines Lied.`, (c) => `${c.N} ${c.v('fand', 'fanden')} einen glatten Kieselstein und ${c.v('behielt', 'behielten')} ihn.`, (c) => `${c.N} ${c.v('zählte', 'zählten')} die Wolken am Himmel.`],
    [(c) => `Kleine Dinge können viel bewirken.`, (c) => `Das brachte ${c.ihn} zum Lächeln.`, (c) => `Es war ein schöner Moment.`],
  ], l: [[(c) => `Es war kein großer Moment, aber ein guter, und ${c.n} ${c.v('hob', 'hoben')} ihn sich für später auf, wie einen Schatz in der Hosentasche.`]] },
  'i.window': { m: [
    [(c) => `${c.N} ${c.v('schaute', 'schauten')} eine Weile aus dem Fenster.`, (c) => `${c.N} ${c.v('sah', 'sahen')} den Wolken beim Ziehen zu.`, (c) => `${c.N} ${c.v('drückte', 'drückten')} die Nase ans Fenster.`],
    [(c) => `Der Himmel war groß und voller Formen.`, (c) => `Eine Wolke sah aus wie eine schlafende Katze.`, (c) => `Weit weg flog ein Vogel nach Hause.`],
  ], l: [[(c) => `Wenn man aus dem Fenster schaut, werden die Gedanken langsamer und klarer. Als ${c.n} sich wieder ${c.v('umdrehte', 'umdrehten')}, fühlte sich alles im Kopf ordentlicher an als vorher.`]] },
  'i.hand': { m: [
    [(c) => `${c.N} ${c.v('hielt', 'hielten')} eine Weile die Hand von ${c.gr.dat}.`, (c) => `${c.gr.N} setzte sich ganz nah zu ${c.dat}.`, (c) => `${c.N} ${c.v('lehnte', 'lehnten')} sich an ${c.gr.acc}.`],
    [(c) => `Niemand musste etwas sagen.`, (c) => `Es tat gut, sich nah zu sein.`, (c) => `Zusammen zu sein war genug.`],
  ], l: [[(c) => `Manche Momente brauchen keine Worte. ${c.N} ${c.v('spürte', 'spürten')} den ruhigen Atem von ${c.gr.dat}, und allmählich wurde auch der eigene Atem ruhiger.`]] },
  'i.tomorrow': { m: [
    [(c) => `${c.N} ${c.v('fragte', 'fragten')} sich, was der morgige Tag bringen würde.`, (c) => `${c.N} ${c.v('dachte', 'dachten')} an die kommenden Tage.`, (c) => `${c.N} ${c.v('machte', 'machten')} im Kopf einen kleinen Plan.`],
    [(c) => `Morgen ist immer ein neuer Anfang.`, (c) => `„Ein Tag nach dem anderen“, sagte ${c.gr.n} immer.`, (c) => `Es war schön, sich auf etwas zu freuen.`],
  ], l: [[(c) => `${c.N} ${c.v('wusste', 'wussten')} nicht alles, was als Nächstes geschehen würde, und das war in Ordnung. Das weiß niemand. Was ${c.er} ${c.v('wusste', 'wussten')}, reichte für den nächsten kleinen Schritt.`]] },
};
