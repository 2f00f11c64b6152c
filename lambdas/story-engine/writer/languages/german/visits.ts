// German beats for doctor and dentist visits, potty training and bedtime.
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Heute geht ${c.n} zur Ärztin, zur Untersuchung.`, (c) => `Heute stand ein Besuch in der Arztpraxis an.`, (c) => `„Heute Morgen gehen wir zur Kinderärztin“, sagte ${c.gr.n}.`],
    [(c) => `Vielleicht gibt es eine kleine Impfung, damit ${c.n} gesund bleibt.`, (c) => `Es war Zeit für eine Impfung, damit Keime nicht krank machen.`, (c) => `Die Ärztin hilft allen, gesund zu bleiben.`],
  ] },
  'doc.worry': { m: [
    [(c) => `Auf dem Weg zur Praxis machte sich ${c.n} Sorgen.`, (c) => `„Tut die Spritze weh?“, fragte ${c.n}.`, (c) => `${c.N} ging langsamer und langsamer.`],
    [(c) => `„Es piekst kurz, dann ist es vorbei“, sagte ${c.gr.n}.`, (c) => `„Ich halte die ganze Zeit deine Hand“, sagte ${c.gr.n}.`, (c) => `„Angst haben ist in Ordnung. Mutig sein heißt, es trotzdem zu tun“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `„Warum brauche ich eine Impfung?“, fragte ${c.n}. „Sie bringt deinem Körper bei, gegen Keime zu kämpfen, bevor sie kommen“, sagte ${c.gr.n}. „Wie Üben für ein Wettrennen.“`, (c) => `„Darf ich meinen Teddy mitnehmen?“, fragte ${c.n}. „Natürlich“, sagte ${c.gr.n}.`]] },
  'doc.wait': { m: [
    [(c) => `Im Wartezimmer gab es Bücher und ein Aquarium.`, (c) => `Sie warteten, bis der Name aufgerufen wurde.`, (c) => `Eine Pflegerin lächelte und winkte.`],
    [(c) => `${c.N} zählte die orangefarbenen Fische: eins, zwei, drei.`, (c) => `${c.N} las ein Buch über einen Bären beim Arzt.`, (c) => `Das Wartezimmer war warm und ruhig.`],
  ] },
  'doc.check': { m: [
    [(c) => `Die Ärztin ließ ${c.acc} durch das Stethoskop hören.`, (c) => `Die Ärztin hörte das Herz ab.`, (c) => `Die Ärztin maß die Temperatur.`],
    [(c) => `Bumm-bumm, bumm-bumm machte das Herz!`, (c) => `„Stark und gesund“, sagte die Ärztin.`, (c) => `Die Ärztin schaute mit einem kleinen Licht in die Ohren.`],
  ], l: [[(c) => `„Willst du dein eigenes Herz hören?“, fragte die Ärztin und legte das kalte Stethoskop auf die Brust. ${c.N} kicherte. Es klang wie eine winzige Trommel.`, (c) => `„Sag mal Aaah“, sagte die Ärztin und schaute in den Hals. „Prima. Jetzt die Knie.“ Tipp, tipp, und das Bein hüpfte!`]] },
  'doc.twist': { m: [
    [(c) => `Als die Pflegerin die Spritze brachte, versteckte sich ${c.n} hinter ${c.gr.dat}.`, (c) => `Dann sah ${c.n} die Nadel und fing an zu weinen.`],
    [(c) => `„Ich will das nicht!“, sagte ${c.n}.`, (c) => `Das Herz klopfte ganz schnell.`],
  ], l: [[(c) => `Die Pflegerin hatte keine Eile. „Sollen wir erst zusammen zählen?“, fragte sie. „Und du darfst dir den Arm aussuchen.“ ${c.N} dachte nach und suchte einen aus.`, (c) => `„Angst haben ist in Ordnung“, sagte die Ärztin. „Soll ich es dir erst am Teddy zeigen?“ Der Teddy bekam die Spritze und fand es gar nicht schlimm.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} hielt die Hand von ${c.gr.dat} und schaute auf die Fische.`, (c) => `Eins, zwei, drei, ein kleiner Pieks, und die Spritze war vorbei!`, (c) => `${c.N} holte tief Luft und war mutig.`],
    [(c) => `Es ging ganz schnell.`, (c) => `„War das schon alles?“, fragte ${c.n} überrascht.`, (c) => `Die Pflegerin klebte ein Pflaster mit Sternen darauf.`],
  ] },
  'doc.end': { m: [
    [(c) => `${c.N} bekam einen Aufkleber, auf dem „Ich war mutig“ stand.`, (c) => `Die Ärztin schenkte ${c.dat} einen glänzenden Aufkleber.`, (c) => `Auf dem Heimweg trug ${c.n} den Aufkleber ganz stolz.`],
    [(c) => `Jetzt ist der Körper bereit, gegen Keime zu kämpfen.`, (c) => `„Nächstes Mal mache ich mir nicht so viele Sorgen“, sagte ${c.n}.`, (c) => `Zu Hause spielte ${c.n} mit den Kuscheltieren Arztpraxis.`],
  ] },

  'den.open': { m: [
    [(c) => `Heute Morgen putzte ${c.n} die Zähne besonders gründlich.`, (c) => `Heute geht ${c.n} zum ersten Mal zum Zahnarzt.`, (c) => `„Der Zahnarzt zählt deine Zähne“, sagte ${c.gr.n}.`],
    [(c) => `Putz, putz, putz, rauf und runter.`, (c) => `Wie viele Zähne wohl im Mund waren?`, (c) => `${c.N} wusste nicht, was ein Zahnarzt macht.`],
  ] },
  'den.worry': { m: [
    [(c) => `Im Wartezimmer bekam ${c.n} Angst.`, (c) => `„Tut das weh?“, flüsterte ${c.n}.`, (c) => `${c.N} hielt die Hand von ${c.gr.dat} ganz fest.`, (c) => `${c.N} saß ganz still auf dem Stuhl im Wartezimmer und baumelte mit den Beinen.`],
    [(c) => `„Der Zahnarzt schaut nur und zählt“, sagte ${c.gr.n}.`, (c) => `„Du kannst die Hand heben, wenn du eine Pause willst“, sagte ${c.gr.n}.`, (c) => `„Der Zahnarzt sagt dir vorher immer, was er macht“, sagte ${c.gr.n}.`],
  ], l: [[(c) => `Ein Junge kam lächelnd aus der Tür, mit einem Aufkleber auf dem Pulli. „Es kitzelt nur“, sagte er. Da ging es ${c.dat} gleich ein bisschen besser.`, (c) => `„Der Zahnarzt hilft, die Zähne gesund zu halten“, sagte ${c.gr.n}. „Er will, dass dein Lächeln lange hält.“`]] },
  'den.chair': { m: [
    [(c) => `Der Zahnarzt hatte einen großen Stuhl, der hoch- und runterfuhr.`, (c) => `${c.N} kletterte auf den großen Zahnarztstuhl.`, (c) => `Surr! Der Stuhl fuhr hoch, hoch, hoch.`],
    [(c) => `Es gab eine helle Lampe und einen winzigen Spiegel.`, (c) => `Der Zahnarzt trug eine Maske und hatte lächelnde Augen.`, (c) => `„Bequem?“, fragte der Zahnarzt.`],
  ] },
  'den.count': { m: [
    [(c) => `„Mund weit auf wie ein Löwe“, sagte der Zahnarzt.`, (c) => `Der Zahnarzt zählte die Zähne mit einem winzigen Spiegel.`, (c) => `${c.N} machte den Mund ganz weit auf.`],
    [(c) => `„Zwanzig Zähne, alle glänzend!“, sagte der Zahnarzt.`, (c) => `Es tat überhaupt nicht weh.`, (c) => `Der Spiegel fühlte sich kühl und lustig an.`],
  ], l: [[(c) => `Der Zahnarzt gab ${c.dat} auch einen Handspiegel zum Zuschauen. Da waren die Zähne, alle in einer Reihe, wie kleine weiße Steine.`, (c) => `„Weißt du, wofür Zähne gut sind?“, fragte der Zahnarzt. „Zum Beißen, Kauen und Lächeln“, sagte ${c.n}. „Genau“, sagte der Zahnarzt.`]] },
  'den.twist': { m: [
    [(c) => `Dann fing ein kleines Gerät an zu summen, und ${c.n} machte den Mund fest zu.`, (c) => `Ein Schlürfröhrchen machte ein lautes Geräusch, und ${c.n} zuckte zusammen.`],
    [(c) => `${c.N} hob die Hand für eine Pause.`, (c) => `Das Herz klopfte schnell.`],
  ], l: [[(c) => `Der Zahnarzt hörte sofort auf. „Das ist nur mein Wassersauger. Der schlürft Wasser, so wie du einen Milchshake. Willst du ihn halten?“ ${c.N} hielt ihn, und er kitzelte am Finger.`, (c) => `„Das hast du richtig gemacht“, sagte der Zahnarzt. „Heb die Hand, wann immer du willst. Wir machen so langsam, wie du möchtest.“`]] },
  'den.clean': { m: [
    [(c) => `Der Zahnarzt putzte die Zähne mit einer kitzeligen Bürste.`, (c) => `Brrr machte die kleine Bürste auf den Zähnen.`, (c) => `${c.N} spülte den Mund mit Wasser aus.`],
    [(c) => `Es schmeckte nach Erdbeeren.`, (c) => `${c.N} kicherte. Das kitzelte!`, (c) => `„Fertig“, sagte der Zahnarzt.`],
  ] },
  'den.end': { m: [
    [(c) => `${c.N} bekam eine neue Zahnbürste und einen Aufkleber.`, (c) => `„Du warst sehr mutig“, sagte der Zahnarzt.`, (c) => `${c.N} lächelte ein großes, glänzendes Lächeln.`],
    [(c) => `Jetzt putzt ${c.n} jeden Morgen und jeden Abend die Zähne.`, (c) => `„Jetzt mag ich den Zahnarzt“, sagte ${c.n}.`, (c) => `Nächstes Mal gibt es keine Angst mehr.`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} trägt eine Windel.`, (c) => `${c.N} wird schon groß.`, (c) => `${c.N} sah zu, wie die großen Kinder aufs Klo gingen.`],
    [(c) => `Aber große Kinder gehen aufs Töpfchen.`, (c) => `Vielleicht klappt es ja auch bei ${c.dat}.`, (c) => `„Windeln sind für Babys“, dachte ${c.n}.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.gr.N} brachte ein nagelneues Töpfchen.`, (c) => `Hier ist ein eigenes Töpfchen!`, (c) => `Das Töpfchen war glänzend und rot.`],
    [(c) => `${c.N} setzte sich angezogen darauf, nur zum Ausprobieren.`, (c) => `Der Teddy probierte es zuerst.`, (c) => `„Ist das für mich?“, fragte ${c.n}.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} saß auf dem Töpfchen und wartete.`, (c) => `${c.N} saß auf dem Töpfchen und schaute ein Buch an.`, (c) => `Noch kam nichts.`],
    [(c) => `Das ist in Ordnung. Probieren ist gut!`, (c) => `„Wir versuchen es später noch mal“, sagte ${c.gr.n}.`, (c) => `Beim Warten sang ${c.n} ein Lied.`],
  ] },
  'pot.oops': { m: [
    [(c) => `Hoppla! Das Pipi ging in die Hose.`, (c) => `Oh nein, ein kleines Missgeschick auf dem Boden!`, (c) => `${c.N} hat es nicht rechtzeitig aufs Töpfchen geschafft.`],
    [(c) => `„Das macht nichts. Das passiert allen mal“, sagte ${c.gr.n}.`, (c) => `Sie machten sauber und versuchten es noch einmal.`, (c) => `Niemand war böse.`],
  ] },
  'pot.twist': { m: [
    [(c) => `Eines Tages im Park musste ${c.n} ganz schnell aufs Klo.`, (c) => `Mitten im Spielen merkte ${c.n}, dass das Pipi kam.`],
    [(c) => `${c.N} rannte, so schnell es ging.`, (c) => `„Töpfchen, sofort!“, rief ${c.n}.`],
  ] },
  'pot.done': { m: [
    [(c) => `Dann machte ${c.n} Pipi ins Töpfchen!`, (c) => `Plätscher, plätscher, Pipi im Töpfchen!`, (c) => `${c.N} machte Kacka ins Töpfchen!`],
    [(c) => `${c.N} half beim Runterspülen in der Toilette. Wusch!`, (c) => `${c.gr.N} klatschte, und ${c.n} tanzte.`, (c) => `Dann wurden die Hände gewaschen.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} suchte eine Unterhose mit Dinosauriern aus.`, (c) => `Keine Windel mehr! ${c.N} hat neue Unterhosen.`, (c) => `${c.N} wählte eine Unterhose mit Sternen.`],
    [(c) => `Sie waren weich und bunt.`, (c) => `Alle durften sie sehen.`, (c) => `${c.N} fühlte sich sehr groß.`],
  ] },
  'pot.end': { m: [
    [(c) => `Jetzt geht ${c.n} jeden Tag aufs Töpfchen.`, (c) => `Pipi, spülen, Hände waschen: ${c.N} kann das alles.`, (c) => `${c.N} ist ein echter Töpfchen-Star.`],
    [(c) => `Manchmal passiert ein Missgeschick, und das ist in Ordnung.`, (c) => `${c.N} ist sehr stolz.`, (c) => `Gut gemacht, ${c.n}!`],
  ] },

  'bed.open': { m: [
    [(c) => `Die Sonne ging unter, und der Himmel wurde rosa.`, (c) => `Ein langer Tag ging zu Ende.`, (c) => `${c.N} spielte den ganzen Nachmittag.`],
    [(c) => `Bald war Schlafenszeit.`, (c) => `${c.N} war noch putzmunter.`, (c) => `Die Spielsachen waren müde, auch wenn ${c.n} es nicht war.`],
  ] },
  'bed.no': { m: [
    [(c) => `„Ab ins Bett“, sagte ${c.gr.n}. „Nein!“, rief ${c.n}.`, (c) => `${c.N} wollte nicht ins Bett.`, (c) => `${c.N} versteckte sich hinter dem Sofa. Heute wird nicht geschlafen!`],
    [(c) => `${c.N} wollte noch weiterspielen.`, (c) => `${c.N} war kein bisschen müde.`, (c) => `„Nur noch ein Spiel“, bettelte ${c.n}.`],
  ] },
  'bed.bath': { m: [
    [(c) => `Zuerst ein warmes Bad mit Schaum.`, (c) => `Plitsch, platsch machte ${c.n} im Bad.`, (c) => `Die Quietscheente schwamm in der Badewanne.`],
    [(c) => `Das Wasser war warm und gemütlich.`, (c) => `Überall Schaum!`, (c) => `Dann ein flauschiges Handtuch.`],
  ] },
  'bed.pyj': { m: [
    [(c) => `Dann der weiche Schlafanzug mit Monden darauf.`, (c) => `${c.N} zog den Schlafanzug an.`, (c) => `Arme rein, Beine rein, Schlafanzug an!`],
    [(c) => `Dann Zähne putzen, oben und unten.`, (c) => `So weich und kuschelig.`, (c) => `${c.N} gähnte ein kleines bisschen.`],
  ] },
  'bed.twist': { m: [
    [(c) => `Im Bett rief ${c.n}: „Ich brauche noch ein Glas Wasser!“`, (c) => `„Noch eine Geschichte!“, rief ${c.n}.`],
    [(c) => `Dann noch eine Umarmung. Dann der Teddy.`, (c) => `${c.gr.N} kam zurück, geduldig und lieb.`],
  ] },
  'bed.story': { m: [
    [(c) => `${c.gr.N} las eine Geschichte von einer müden Eule vor.`, (c) => `Zeit für eine Gutenachtgeschichte.`, (c) => `${c.N} kuschelte sich ein für eine Geschichte.`],
    [(c) => `Die Eule gähnte, und ${c.n} gähnte auch.`, (c) => `Die Worte waren leise und langsam.`, (c) => `Die Augen fielen langsam zu.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.gr.N} sang ein Schlaflied und deckte ${c.acc} zu.`, (c) => `Ein großes Gähnen. Jetzt war ${c.n} müde.`, (c) => `Die Augenlider wurden schwer.`],
    [(c) => `Das Nachtlicht leuchtete wie ein kleiner Mond.`, (c) => `Die Decke war warm.`, (c) => `${c.N} war doch müde.`],
  ] },
  'bed.end': { m: [
    [(c) => `Gute Nacht, ${c.n}. Schlaf gut.`, (c) => `Bald schlief ${c.n} tief und fest im Bett.`, (c) => `${c.N} schlief mit dem Teddy ein.`],
    [(c) => `Süße Träume bis zum Morgen.`, (c) => `Draußen hielt der Mond Wache.`, (c) => `Pst. Jetzt schlafen alle.`],
  ] },
};
