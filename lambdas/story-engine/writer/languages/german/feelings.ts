// German beats for fears (dark, monsters, water), sharing and telling the truth.
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Jeden Abend wurde der Himmel vor dem Fenster dunkel.`, (c) => `Wenn die Nacht kam, gingen die Lichter eins nach dem anderen aus.`, (c) => `${c.N} mochte die Dunkelheit nicht.`],
    [(c) => `Und jeden Abend hatte ${c.n} ein bisschen Angst.`, (c) => `Die Nacht war die unbeliebteste Zeit von ${c.dat}.`, (c) => `${c.N} wünschte, der Tag würde nie enden.`],
  ] },
  'dark.out': { m: [
    [(c) => `Klick! Das Licht ging aus, und es war dunkel.`, (c) => `Im Dunkeln hatte ${c.n} Angst.`, (c) => `Das Zimmer war sehr dunkel und sehr still.`],
    [(c) => `${c.N} zog die Decke bis zur Nase.`, (c) => `„Ich habe Angst im Dunkeln“, flüsterte ${c.n}.`, (c) => `${c.N} hielt die Augen weit offen.`],
  ], l: [[(c) => `Das Herz pochte. Jedes kleine Geräusch klang im Dunkeln viel lauter als am Tag.`, (c) => `„${c.gr.N}?“, rief ${c.n} leise. ${c.N} wollte nicht wie ein Baby sein, aber die Angst war groß.`]] },
  'dark.shapes': { m: [
    [(c) => `Seltsame Formen bewegten sich an der Wand.`, (c) => `Etwas in der Ecke sah aus wie ein Riese!`, (c) => `An der Tür war ein langer, dunkler Schatten.`],
    [(c) => `${c.N} hielt die Luft an.`, (c) => `War das etwas Unheimliches?`, (c) => `${c.N} traute sich nicht hinzuschauen.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.gr.N} kam mit einer Taschenlampe.`, (c) => `${c.gr.N} setzte sich aufs Bett und knipste eine kleine Lampe an.`, (c) => `${c.gr.N} gab ${c.dat} eine eigene Taschenlampe.`],
    [(c) => `„Die Dunkelheit ist nur die Nacht, die sich ausruht“, sagte ${c.gr.n}.`, (c) => `„Im Dunkeln ist alles genauso wie am Tag“, sagte ${c.gr.n}.`, (c) => `„Lass uns zusammen nachschauen“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `„Angst vor der Dunkelheit ist ganz normal“, sagte ${c.gr.n}. „Die Augen sehen wenig, also füllt der Kopf die Lücken mit Geschichten. Schauen wir, was wirklich da ist.“`, (c) => `„Als ich klein war, hatte ich auch Angst“, sagte ${c.gr.n}. „Dann habe ich mich mit der Nacht angefreundet. Soll ich dir zeigen, wie?“`]] },
  'dark.twist': { m: [
    [(c) => `Dann knarrte etwas im Dunkeln!`, (c) => `Dann flackerte die Taschenlampe und ging aus.`],
    [(c) => `${c.N} erstarrte.`, (c) => `Das Herz klopfte schnell.`],
  ], l: [[(c) => `${c.N} atmete langsam, so wie ${c.gr.n} es gezeigt hatte: durch die Nase ein, durch den Mund aus. Das Knarren kam wieder. Es war nur das alte Haus, das sich für die Nacht zurechtrückte.`, (c) => `${c.N} zählte bis fünf und tastete nach der Lampe. Klick. Alles war genau da, wo es vorher gewesen war.`]] },
  'dark.look': { m: [
    [(c) => `${c.N} leuchtete den Riesen an. Es war nur ein Mantel!`, (c) => `Der lange Schatten war nur ein Stuhl.`, (c) => `Die unheimliche Form war nur der Teddy.`],
    [(c) => `${c.N} lachte.`, (c) => `„Hallo, Stuhl“, sagte ${c.n}.`, (c) => `Im Dunkeln war gar nichts zum Fürchten.`],
  ] },
  'dark.stars': { m: [
    [(c) => `Dann schaute ${c.n} aus dem Fenster.`, (c) => `Der dunkle Himmel war voller Sterne.`, (c) => `Der Mond leuchtete wie ein Nachtlicht.`],
    [(c) => `Ohne Dunkelheit kann man die Sterne nicht sehen.`, (c) => `Die Sterne funkelten, als würden sie Gute Nacht sagen.`, (c) => `Die Dunkelheit war weich und voller kleiner Lichter.`],
  ], l: [[(c) => `„Die Sterne sind auch am Tag da“, sagte ${c.gr.n}. „Aber wir sehen sie nur, wenn es dunkel ist. Die Dunkelheit holt sie hervor.“`, (c) => `${c.N} zählte die Sterne, bis die Zahlen durcheinanderkamen. Die Nacht fühlte sich nicht mehr leer an. Sie fühlte sich voll an.`]] },
  'dark.end': { m: [
    [(c) => `Jetzt ist ${c.n} mutig im Dunkeln.`, (c) => `${c.N} sagte den Sternen Gute Nacht.`, (c) => `${c.N} hat keine Angst mehr vor der Dunkelheit.`],
    [(c) => `Die Taschenlampe liegt trotzdem in der Nähe, für alle Fälle.`, (c) => `Die Dunkelheit ist nur die Nacht, die sich ausruht.`, (c) => `Gute Nacht, Dunkelheit.`],
  ] },

  'mon.open': { m: [
    [(c) => `Beim Schlafengehen hörte ${c.n} ein Geräusch.`, (c) => `${c.N} war sicher, dass ein Monster unter dem Bett wohnte.`, (c) => `Jeden Abend suchte ${c.n} nach Monstern.`],
    [(c) => `${c.N} traute sich nicht, die Füße auf den Boden zu stellen.`, (c) => `${c.N} sprang von weit weg ins Bett.`, (c) => `„Monster kommen nachts heraus“, dachte ${c.n}.`],
  ] },
  'mon.noise': { m: [
    [(c) => `Kritz, kratz! Etwas war unter dem Bett.`, (c) => `Rums! Ein Geräusch kam unter dem Bett hervor.`, (c) => `In der dunklen Ecke raschelte es.`],
    [(c) => `${c.N} hatte große Angst.`, (c) => `„Ein Monster!“, flüsterte ${c.n}.`, (c) => `${c.N} versteckte sich unter der Decke.`],
  ] },
  'mon.scared': { m: [
    [(c) => `${c.N} rief nach ${c.gr.dat}.`, (c) => `„Unter meinem Bett ist ein Monster!“, rief ${c.n}.`, (c) => `${c.N} hatte zu viel Angst, um sich zu bewegen.`],
    [(c) => `${c.gr.N} kam sofort.`, (c) => `„Lass uns zusammen mutig sein“, sagte ${c.gr.n}.`, (c) => `${c.gr.N} hielt die Hand von ${c.dat}.`],
  ], l: [[(c) => `„Monster sind aus Sorgen gemacht“, sagte ${c.gr.n}. „Und Sorgen schrumpfen, wenn man sie im Licht anschaut.“`, (c) => `„Wie sieht dein Monster denn aus?“, fragte ${c.gr.n}. „Groß“, sagte ${c.n}. „Mit Zähnen.“ „Hm“, sagte ${c.gr.n}. „Lass uns nachsehen.“`]] },
  'mon.look': { m: [
    [(c) => `${c.N} nahm die Taschenlampe und schaute unter das Bett.`, (c) => `Langsam und mutig hob ${c.n} die Decke hoch.`, (c) => `${c.N} leuchtete in die dunkle Ecke.`],
    [(c) => `Die Hand zitterte ein bisschen, aber ${c.n} schaute hin.`, (c) => `Eins, zwei, drei, hinschauen!`, (c) => `Was würde da wohl sein?`],
  ] },
  'mon.twist': { m: [
    [(c) => `Dann wuchs ein riesiger Schatten mit Krallen die Wand hinauf!`, (c) => `Dann berührte etwas Pelziges die Hand von ${c.dat}!`],
    [(c) => `${c.N} quiekte.`, (c) => `${c.N} wäre fast weggerannt.`],
  ], l: [[(c) => `Aber ${c.n} schaute noch einmal hin. Die Krallen waren die Äste vom Baum draußen, die im Wind wehten. ${c.N} winkte, und der Schatten winkte zurück.`, (c) => `Es war nur der flauschige Hausschuh, der letzte Woche verschwunden war. „Da hast du dich versteckt!“, sagte ${c.n} und musste lachen.`]] },
  'mon.found': { m: [
    [(c) => `Da war kein Monster. Nur Socken und ein verlorenes Spielzeugauto!`, (c) => `Unter dem Bett lagen Bücher, Staub und eine Socke.`, (c) => `Das Monster war nur ein Haufen Kleider.`],
    [(c) => `${c.N} lachte laut.`, (c) => `„Hier gibt es keine Monster“, sagte ${c.n}.`, (c) => `${c.N} fühlte sich mutig und ein bisschen albern.`],
  ] },
  'mon.draw': { m: [
    [(c) => `${c.N} malte ein Bild von einem freundlichen Monster.`, (c) => `${c.N} dachte sich ein Monster mit Punkten und einem lustigen Hut aus.`, (c) => `${c.N} erfand ein liebes Monster, das das Zimmer bewacht.`],
    [(c) => `Es hatte ein breites Lächeln und keine Zähne.`, (c) => `Es hieß Herr Flausch.`, (c) => `Es hatte selbst Angst vor Kindern!`],
  ] },
  'mon.end': { m: [
    [(c) => `Jetzt schläft ${c.n} mit dem Bild neben dem Bett.`, (c) => `${c.N} ist jetzt mutig.`, (c) => `${c.N} hat keine Angst mehr vor Monstern.`],
    [(c) => `Gute Nacht, freundliches Monster.`, (c) => `Wenn es ein Geräusch gibt, schaut ${c.n} einfach nach.`, (c) => `Schlaf gut, du Mutige.`.replace('Mutige', c.gen === 'm' ? 'Mutiger' : 'Mutige'),
    ],
  ] },

  'wat.open': { m: [
    [(c) => `${c.N} hatte Angst vor dem Wasser.`, (c) => `${c.N} schaute sich das Wasser gern an, von weit weg.`, (c) => `Heute hatte ${c.n} Schwimmunterricht ${c.water}.`],
    [(c) => `Das Wasser sah groß und tief aus.`, (c) => `${c.N} wollte nicht schwimmen.`, (c) => `Wasser im Gesicht fühlte sich unheimlich an.`],
  ] },
  'wat.scared': { m: [
    [(c) => `${c.N} stand ${c.water} ganz am Rand.`, (c) => `${c.N} hielt sich an ${c.gr.dat} fest.`, (c) => `Das Wasser spritzte, und ${c.n} trat zurück.`],
    [(c) => `„Ich habe Angst“, sagte ${c.n}.`, (c) => `„Wir machen ganz langsam“, sagte ${c.gr.n}.`, (c) => `Der Bauch fühlte sich wackelig an.`],
  ], l: [[(c) => `„Angst vor dem Wasser ist verständlich“, sagte ${c.gr.n}. „Es ist neu und es bewegt sich. Wir gehen einen winzigen Schritt nach dem anderen, und du kannst jederzeit aufhören.“`, (c) => `Andere Kinder planschten und riefen. ${c.N} wäre gern wie sie gewesen, aber die Beine wollten sich nicht bewegen.`]] },
  'wat.toes': { m: [
    [(c) => `Zuerst tauchte ${c.n} die Zehen ein.`, (c) => `${c.N} setzte sich an den Rand und strampelte mit den Füßen.`, (c) => `Platsch! ${c.N} berührte das Wasser mit einer Hand.`],
    [(c) => `Das Wasser war kühl.`, (c) => `Es kitzelte.`, (c) => `Das war gar nicht so schlimm.`],
  ] },
  'wat.hold': { m: [
    [(c) => `Dann nahm ${c.n} die Hände von ${c.gr.dat} und stieg ins Wasser.`, (c) => `${c.gr.N} hielt ${c.acc} im Wasser fest.`, (c) => `Die Schwimmlehrerin gab ${c.dat} Schwimmflügel.`],
    [(c) => `„Ich halte dich“, sagte ${c.gr.n}.`, (c) => `Das Wasser ging bis zum Bauch.`, (c) => `${c.N} fühlte sich sicher.`],
  ] },
  'wat.twist': { m: [
    [(c) => `Dann spritzte eine große Welle mitten ins Gesicht!`, (c) => `Dann rutschte ein Fuß weg, und Wasser kam in die Nase.`],
    [(c) => `${c.N} hustete und wollte raus.`, (c) => `„Ich will aufhören!“, rief ${c.n}.`],
  ], l: [[(c) => `Sie saßen eine Weile auf der Treppe, in ein Handtuch gewickelt. „Aufhören ist in Ordnung“, sagte ${c.gr.n}. Als ${c.n} bereit war, ging es wieder hinein, erst einmal nur bis zur ersten Stufe.`, (c) => `„Mach Blubberblasen“, sagte die Schwimmlehrerin. „Wenn du ausatmest, kann kein Wasser in die Nase.“ ${c.N} probierte es. Blubb, blubb, blubb. Es klappte!`]] },
  'wat.float': { m: [
    [(c) => `${c.N} legte sich zurück und trieb wie ein Seestern.`, (c) => `Mit Schwimmflügeln konnte ${c.n} schwimmen!`, (c) => `${c.N} machte Blubberblasen im Wasser.`],
    [(c) => `Das Wasser trug ${c.acc}.`, (c) => `„Schau mal!“, rief ${c.n}.`, (c) => `Das war richtig mutig.`],
  ] },
  'wat.kick': { m: [
    [(c) => `Strampel, strampel! ${c.N} schwamm ein kleines Stück.`, (c) => `${c.N} strampelte mit den Beinen und kam voran.`, (c) => `${c.N} planschte und lachte.`],
    [(c) => `Jetzt machte das Wasser Spaß.`, (c) => `${c.gr.N} jubelte.`, (c) => `${c.N} wollte es gleich noch einmal machen.`],
  ] },
  'wat.end': { m: [
    [(c) => `Jetzt liebt ${c.n} das Wasser.`, (c) => `${c.N} hat keine Angst mehr vor dem Wasser.`, (c) => `${c.N} kann schon ein bisschen schwimmen, und das ist mutig.`],
    [(c) => `Nächste Woche gibt es wieder Schwimmunterricht!`, (c) => `Mutig heißt nicht, keine Angst zu haben. Mutig heißt, es zu versuchen.`, (c) => `Platsch, platsch, hurra!`],
  ] },

  'sh.open': { m: [
    [(c) => `${c.N} und ${c.pal!.n} spielten gern zusammen.`, (c) => `${c.N} und ${c.pal!.n} hatten eine Kiste voller Spielzeug.`, (c) => `${c.N} spielte jeden Tag mit ${c.pal!.dat}.`],
    [(c) => `Meistens machte es Spaß.`, (c) => `Aber manchmal wollten beide dasselbe Spielzeug.`, (c) => `Aber es gab ein Spielzeug, das beide am liebsten mochten.`],
  ], l: [[(c) => `Sie hatten verschiedene Lieblingsfarben, verschiedene Lieblingslieder und zu fast allem verschiedene Ideen. Aber beide bauten gern, und beide liebten denselben roten Laster, und da fing der Ärger an.`]] },
  'sh.want': { m: [
    [(c) => `Eines Tages wollten beide den roten Spielzeuglaster.`, (c) => `${c.N} schnappte sich das Spielzeug. „Meins!“`, (c) => `${c.pal!.N} riss das Spielzeug an sich. „Meins!“`],
    [(c) => `„Nein, meins!“, rief ${c.pal!.n}.`, (c) => `Beide zogen und zerrten.`, (c) => `Niemand wollte loslassen.`],
  ], l: [[(c) => `Beide fanden, dass es gerecht wäre, das Spielzeug zu bekommen. ${c.N} hatte es zuerst gesehen. ${c.pal!.N} hatte am längsten damit gespielt. Beides stimmte, und das machte es noch schwerer.`]] },
  'sh.fight': { m: [
    [(c) => `Sie fingen an, um das Spielzeug zu streiten.`, (c) => `Zerr, zerr, und beide fielen hin.`, (c) => `Es gab Geschrei und dann Tränen.`],
    [(c) => `Niemand hatte mehr Spaß.`, (c) => `Das Spielzeug lag ganz allein auf dem Boden.`, (c) => `${c.N} war wütend und traurig.`],
  ], l: [[(c) => `„Du kriegst es immer zuerst!“, rief ${c.n}. „Du teilst nie!“, rief ${c.pal!.n}. Beide hatten rote Gesichter und nasse Augen, und das Spielzeug war vergessen.`]] },
  'sh.idea': { m: [
    [(c) => `${c.gr.N} kam herein. „Wie wäre es, wenn ihr euch abwechselt?“`, (c) => `${c.gr.N} hatte eine Idee: „Lasst uns teilen.“`, (c) => `„Nehmen wir eine Sanduhr“, sagte ${c.gr.n}.`],
    [(c) => `„Erst ist der eine dran, dann der andere.“`, (c) => `„Wenn der Sand durchgelaufen ist, ist der Nächste dran.“`, (c) => `„Teilen heißt, dass ihr beide spielen könnt.“`],
  ], l: [[(c) => `„Wenn zwei dasselbe wollen“, sagte ${c.gr.n}, „können sie streiten, und beide verlieren. Oder sie wechseln sich ab, und beide gewinnen. Was klingt besser?“ Keiner von beiden wollte verlieren.`]] },
  'sh.turns': { m: [
    [(c) => `${c.N} war zuerst dran.`, (c) => `Dann war ${c.pal!.n} dran.`, (c) => `Du bist dran, ich bin dran, du bist dran.`],
    [(c) => `Der Sand rieselte hinunter, immer weiter.`, (c) => `Warten war schwer, aber ${c.n} wartete.`, (c) => `Abwechseln war gerecht.`],
  ], l: [[(c) => `Zuerst lief die Sanduhr schrecklich langsam. Aber als ${c.n} dran war, machte das Spielen noch mehr Spaß, weil niemand versuchte, das Spielzeug wegzuschnappen.`]] },
  'sh.twist': { m: [
    [(c) => `Aber das Warten war sehr schwer.`, (c) => `Aber ${c.pal!.n} spielte sehr, sehr lange.`],
    [(c) => `${c.N} wollte sich das Spielzeug wieder schnappen.`, (c) => `„Jetzt bin ich dran!“, rief ${c.n}.`],
  ], l: [[(c) => `${c.N} holte tief Luft und schaute auf den Sand. „Noch drei Körnchen“, sagte ${c.n}. „Zwei. Eins.“ Und dann war ${c.n} wirklich dran, und ${c.pal!.n} gab das Spielzeug her.`]] },
  'sh.together': { m: [
    [(c) => `Dann hatte ${c.n} eine neue Idee: zusammen spielen!`, (c) => `${c.N} und ${c.pal!.n} bauten eine Straße für den Laster.`, (c) => `Sie teilten die Bausteine und bauten eine Stadt.`],
    [(c) => `Zu zweit macht es mehr Spaß als allein.`, (c) => `Sie lachten und lachten.`, (c) => `Durch das Teilen wurde das Spiel größer.`],
  ], l: [[(c) => `Eine Straße braucht jemanden, der sie baut, und jemanden, der darauf fährt. Eine Stadt braucht Häuser und eine Feuerwache. Es gab mehr als genug für zwei, als der Streit vorbei war.`]] },
  'sh.end': { m: [
    [(c) => `Jetzt teilen ${c.n} und ${c.pal!.n} ihr Spielzeug.`, (c) => `Jetzt wechseln sie sich ab, und niemand streitet.`, (c) => `${c.N} und ${c.pal!.n} sind das beste Team.`],
    [(c) => `Teilen macht froh.`, (c) => `„Du bist dran!“, sagt ${c.n} und lächelt.`, (c) => `Und wenn es schwer ist, nehmen sie die Sanduhr.`],
  ] },

  'tr.open': { m: [
    [(c) => `${c.N} spielte im Haus mit dem Ball.`, (c) => `${c.N} wusste, dass Bälle nach draußen gehören.`, (c) => `${c.N} ließ den Ball hüpfen, höher und höher.`],
    [(c) => `Hüpf, hüpf, hüpf!`, (c) => `Nur noch ein Wurf, dachte ${c.n}.`, (c) => `Der Ball flog quer durchs Zimmer.`],
  ] },
  'tr.break': { m: [
    [(c) => `Klirr! ${c.N} hatte ${c.broken} kaputt gemacht.`, (c) => `Der Ball traf ${c.broken}, und sie fiel herunter. Klirr!`, (c) => `Oh nein, ${c.broken} war zerbrochen.`],
    [(c) => `Überall lagen Scherben.`, (c) => `${c.N} erschrak sehr.`, (c) => `Es war die Lieblingsvase von ${c.gr.dat}.`],
  ] },
  'tr.hide': { m: [
    [(c) => `Schnell versteckte ${c.n} die Scherben hinter einem Kissen.`, (c) => `${c.N} schob die Scherben unter das Sofa.`, (c) => `${c.N} sagte niemandem etwas.`],
    [(c) => `Vielleicht merkt es keiner, dachte ${c.n}.`, (c) => `Das Herz klopfte laut.`, (c) => `${c.N} tat so, als wäre nichts passiert.`],
  ] },
  'tr.twist': { m: [
    [(c) => `„Weißt du, was mit der Vase passiert ist?“, fragte ${c.gr.n}.`, (c) => `${c.gr.N} suchte die blaue Vase und fragte: „Warst du das?“`],
    [(c) => `${c.N} schüttelte den Kopf. „Nein“, sagte ${c.n}. Das war eine Lüge.`, (c) => `„Ich war das nicht“, log ${c.n}.`],
  ], l: [[(c) => `Die Lüge ging ganz leicht über die Lippen. Aber danach fühlte sie sich an wie ein Stein im Bauch, der mit jeder Minute schwerer wurde.`]] },
  'tr.heavy': { m: [
    [(c) => `${c.N} fühlte sich schwer und unglücklich.`, (c) => `Beim Abendessen hatte ${c.n} keinen Hunger.`, (c) => `Die Lüge drückte wie ein Stein.`],
    [(c) => `Das Spielen machte keinen Spaß mehr.`, (c) => `Immer wieder musste ${c.n} an die Vase denken.`, (c) => `Ein Geheimnis kann sehr schwer sein.`],
  ] },
  'tr.tell': { m: [
    [(c) => `Endlich ging ${c.n} zu ${c.gr.dat} und sagte die Wahrheit.`, (c) => `„Ich war es“, sagte ${c.n} leise. „Ich habe die Vase kaputt gemacht.“`, (c) => `${c.N} holte tief Luft und erzählte alles, ganz ehrlich.`],
    [(c) => `„Es tut mir leid“, sagte ${c.n}.`, (c) => `„Entschuldigung, dass ich gelogen habe.“`, (c) => `Die Wahrheit zu sagen war mutig.`],
  ], l: [[(c) => `Die Worte kamen erst ganz langsam, dann alle auf einmal: der Ball, das Klirren, die Scherben hinter dem Kissen und die Lüge. Danach war es still.`]] },
  'tr.glad': { m: [
    [(c) => `${c.gr.N} nahm ${c.acc} in den Arm.`, (c) => `„Danke, dass du ehrlich bist“, sagte ${c.gr.n}.`, (c) => `${c.gr.N} war nicht böse, nur ein bisschen traurig wegen der Vase.`],
    [(c) => `„Fehler passieren. Die Wahrheit zu sagen ist wichtig.“`, (c) => `Der Stein im Bauch war weg.`, (c) => `${c.N} fühlte sich wieder leicht.`],
  ] },
  'tr.end': { m: [
    [(c) => `Zusammen klebten sie die Vase wieder zusammen.`, (c) => `Die geklebte Vase steht jetzt wieder auf dem Regal.`, (c) => `Jetzt spielt ${c.n} mit dem Ball nur noch draußen.`],
    [(c) => `Man sieht noch die Risse, aber sie hält.`, (c) => `Ehrlich sein fühlt sich gut an.`, (c) => `Die Wahrheit macht das Herz leicht.`],
  ] },
};
