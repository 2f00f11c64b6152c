// German beats for two homes, being different (wheelchair, glasses, a new language) and making a friend.
import type { BeatText } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

const friend = (c: De) => c.pal?.n ?? 'ein anderes Kind';
const Friend = (c: De) => c.pal?.N ?? 'Ein anderes Kind';

export const DIFFERENT: T = {
  'two.open': { m: [
    [(c) => `${c.N} hat zwei Zuhause: eins bei Mama und eins bei Papa.`, (c) => `${c.N} wohnt in zwei Häusern, manchmal bei Mama, manchmal bei Papa.`],
    [(c) => `In beiden gibt es ein Bett und eine Zahnbürste.`, (c) => `Beide Häuser haben ein Kinderzimmer.`],
  ] },
  'two.why': { m: [
    [(c) => `Mama und Papa erklärten, dass sie nicht mehr zusammen wohnen.`, (c) => `„Wir wohnen jetzt in zwei Wohnungen“, sagten Mama und Papa.`],
    [(c) => `„Aber wir haben dich beide lieb, für immer“, sagten sie.`, (c) => `„Es ist nicht deine Schuld“, sagte Papa. „Wir lieben dich beide.“`],
  ], l: [[(c) => `${c.N} war traurig und hatte viele Fragen. Mama und Papa beantworteten jede einzelne, und sie hielten dabei beide die Hände von ${c.dat}.`]] },
  'two.mum': { m: [
    [(c) => `Bei Mama gibt es Pfannkuchen am Sonntag.`, (c) => `Bei Mama spielt ${c.n} mit der Katze von nebenan.`],
    [(c) => `Am Abend singt Mama ein Lied.`, (c) => `Das Zimmer bei Mama ist gelb.`],
  ] },
  'two.dad': { m: [
    [(c) => `Bei Papa gibt es einen Garten mit einer Schaukel.`, (c) => `Am Wochenende ist ${c.n} bei Papa.`],
    [(c) => `Papa liest die lustigsten Geschichten vor.`, (c) => `Das Zimmer bei Papa ist blau.`],
  ] },
  'two.twist': { m: [
    [(c) => `Einmal lag der Lieblingsteddy im anderen Haus.`, (c) => `Eines Abends fehlte der Teddy, denn er war noch bei Mama.`],
    [(c) => `${c.N} weinte und konnte nicht schlafen.`, (c) => `Ohne Teddy war alles falsch.`],
  ], l: [[(c) => `Papa rief Mama an, und Mama brachte den Teddy noch am selben Abend vorbei. „Wir kümmern uns zusammen um dich“, sagte sie, „auch wenn wir in zwei Häusern wohnen.“`]] },
  'two.bag': { m: [
    [(c) => `Jetzt packt ${c.n} eine kleine Tasche für den Weg zwischen den zwei Zuhause.`, (c) => `${c.N} hat jetzt eine Reisetasche für die Lieblingssachen.`],
    [(c) => `Der Teddy reist immer mit.`, (c) => `So ist das Wichtigste immer dabei.`],
  ] },
  'two.love': { m: [
    [(c) => `Mama umarmt ${c.acc}, und Papa umarmt ${c.acc}.`, (c) => `Bei Mama und bei Papa gibt es Umarmungen.`],
    [(c) => `Zwei Zuhause, doppelt so viel Liebe.`, (c) => `Beide haben ${c.acc} lieb, egal wo.`],
  ] },
  'two.end': { m: [
    [(c) => `${c.N} ist bei Mama zu Hause und bei Papa zu Hause.`, (c) => `Jetzt weiß ${c.n}: Beide Zuhause sind richtig.`],
    [(c) => `Und überall ist ${c.n} lieb gehabt.`, (c) => `Die Liebe kommt immer mit.`],
  ] },

  'wh.open': { m: [
    [(c) => `${c.N} saust im Rollstuhl über den Platz.`, (c) => `${c.N} fährt einen Rollstuhl mit blitzenden Rädern.`],
    [(c) => `Die Räder drehen sich schnell.`, (c) => `Rollen macht Spaß!`],
  ] },
  'wh.want': { m: [
    [(c) => `Auf dem Spielplatz spielten die anderen Kinder Fangen.`, (c) => `${c.N} schaute den anderen Kindern beim Spielen zu.`],
    [(c) => `${c.N} wollte so gern mitspielen.`, (c) => `„Darf ich mitmachen?“, fragte ${c.n} leise.`],
  ] },
  'wh.doubt': { m: [
    [(c) => `Aber niemand dachte daran, ${c.acc} zu fragen.`, (c) => `${c.N} blieb am Rand stehen.`],
    [(c) => `Kann man mit Rädern mitspielen?`, (c) => `${c.N} fühlte sich ein bisschen allein.`],
  ] },
  'wh.twist': { m: [
    [(c) => `Dann kam eine Treppe, und keine Rampe.`, (c) => `Das Spiel ging die Stufen hinauf, wo kein Rollstuhl hinkommt.`],
    [(c) => `${c.N} musste unten bleiben.`, (c) => `Das war ungerecht.`],
  ], l: [[(c) => `„Hier fehlt eine Rampe“, sagte ${c.n} laut und deutlich. Die anderen schauten sich die Treppe an und merkten es zum ersten Mal. Zusammen verlegten sie das Spiel auf den flachen Platz.`]] },
  'wh.idea': { m: [
    [(c) => `Dann hatte ${c.n} eine Idee: ein Rollstuhl-Wettrennen!`, (c) => `${c.N} zeigte, wie schnell der Rollstuhl fahren kann.`],
    [(c) => `„Ich kann euch schieben, oder ihr schiebt mich!“`, (c) => `Die anderen staunten.`],
  ] },
  'wh.play': { m: [
    [(c) => `Jetzt spielten alle zusammen.`, (c) => `${c.N} rollte mitten ins Spiel.`],
    [(c) => `Die Räder drehten sich, und alle lachten.`, (c) => `Alle wollten mitmachen.`],
  ] },
  'wh.end': { m: [
    [(c) => `${c.N} dreht sich im Kreis, mit neuen Freunden.`, (c) => `Jetzt ist ${c.n} immer mitten im Spiel.`],
    [(c) => `Auf Rädern kann man alles mitmachen.`, (c) => `Jeder spielt auf seine Weise.`],
  ] },

  'gl.open': { m: [
    [(c) => `${c.N} kniff die Augen zusammen, denn alles war verschwommen.`, (c) => `Die Buchstaben an der Tafel waren für ${c.acc} unscharf.`],
    [(c) => `Was war das nur?`, (c) => `Sehen war ganz schön schwer.`],
  ] },
  'gl.test': { m: [
    [(c) => `Beim Optiker las ${c.n} Buchstaben an der Wand.`, (c) => `Die Optikerin prüfte die Augen von ${c.dat}.`],
    [(c) => `„Eine Brille wird helfen“, sagte die Optikerin.`, (c) => `E, F, P… die kleinen Buchstaben waren schwer.`],
  ] },
  'gl.pick': { m: [
    [(c) => `${c.N} suchte sich ein rotes Gestell aus.`, (c) => `Es gab so viele Brillen zur Auswahl!`],
    [(c) => `Das Gestell passte genau.`, (c) => `${c.N} schaute in den Spiegel.`],
  ] },
  'gl.worry': { m: [
    [(c) => `Aber ${c.n} machte sich Sorgen: Würden die anderen lachen?`, (c) => `„Was sagen die anderen zu meiner Brille?“, fragte ${c.n}.`],
    [(c) => `Die Brille fühlte sich neu und komisch an.`, (c) => `Vielleicht lieber keine Brille, dachte ${c.n}.`],
  ] },
  'gl.see': { m: [
    [(c) => `Mit der Brille konnte ${c.n} alles klar sehen!`, (c) => `Plötzlich waren die Blätter am Baum ganz scharf.`],
    [(c) => `Jedes Blatt, jeder Vogel, jeder Buchstabe!`, (c) => `„Wow“, sagte ${c.n}.`],
  ] },
  'gl.twist': { m: [
    [(c) => `Ein Kind lachte und rief: „Brillenschlange!“`, (c) => `In der Klasse lachte jemand über die Brille.`],
    [(c) => `${c.N} wurde ganz rot.`, (c) => `${c.N} wollte die Brille abnehmen.`],
  ], l: [[(c) => `Die Lehrerin hatte es gehört. „Ich trage auch eine Brille“, sagte sie und setzte ihre auf. „Damit sehe ich sogar, wer hinten schwätzt.“ Alle lachten, diesmal zusammen.`]] },
  'gl.friend': { m: [
    [(c) => `${Friend(c)} sagte: „Deine Brille sieht toll aus!“`, (c) => `„Ich will auch so eine Brille“, sagte ${friend(c)}.`],
    [(c) => `${c.N} lächelte.`, (c) => `Die Sorge war weg.`],
  ] },
  'gl.end': { m: [
    [(c) => `Jetzt trägt ${c.n} die Brille jeden Tag.`, (c) => `${c.N} sieht die Welt jetzt ganz klar.`],
    [(c) => `Mit der Brille sind die Augen glücklich.`, (c) => `Und die Brille steht ${c.dat} richtig gut.`],
  ] },

  'ln.open': { m: [
    [(c) => `${c.N} war neu in der Schule und in einem neuen Land.`, (c) => `Heute war der erste Tag in einer Schule, in der alle Deutsch sprechen.`],
    [(c) => `${c.N} sprach noch kein Deutsch.`, (c) => `Alles war fremd.`],
  ] },
  'ln.noise': { m: [
    [(c) => `Die Wörter klangen seltsam.`, (c) => `Alle sprachen schnell in einer fremden Sprache.`],
    [(c) => `${c.N} verstand kein Wort.`, (c) => `Es klang wie Musik ohne Sinn.`],
  ] },
  'ln.alone': { m: [
    [(c) => `In der Pause saß ${c.n} allein.`, (c) => `Auf dem Schulhof spielte niemand mit ${c.dat}.`],
    [(c) => `${c.N} vermisste die eigene Sprache.`, (c) => `Es war schwer, nichts zu verstehen.`],
  ] },
  'ln.twist': { m: [
    [(c) => `Die Lehrerin stellte eine Frage, aber ${c.n} verstand sie nicht.`, (c) => `Alle schauten ${c.acc} an und warteten auf eine Antwort.`],
    [(c) => `${c.N} wurde ganz still.`, (c) => `Die Wörter wollten nicht kommen.`],
  ], l: [[(c) => `Die Lehrerin lächelte und zeigte auf ein Bild. „Apfel“, sagte sie langsam. „Apfel“, sagte ${c.n}. „Genau!“, sagte die Lehrerin, und die Klasse klatschte.`]] },
  'ln.help': { m: [
    [(c) => `Ein Mädchen aus der Klasse zeigte auf Dinge und sagte die Wörter: „Ball. Baum. Hallo.“`, (c) => `Ein Junge zeigte ${c.dat} die Wörter mit Bildern.`],
    [(c) => `${c.N} sprach sie nach.`, (c) => `Jedes Wort war ein kleines Geschenk.`],
  ] },
  'ln.learn': { m: [
    [(c) => `Bald konnte ${c.n} die ersten Wörter sagen.`, (c) => `„Hallo! Ich heiße ${c.named ? c.n : 'so'}“, sagte ${c.n} stolz.`],
    [(c) => `Jeden Tag lernte ${c.n} mehr.`, (c) => `Die neue Sprache wurde leichter.`],
  ] },
  'ln.teach': { m: [
    [(c) => `Dann brachte ${c.n} den anderen ein Wort aus der eigenen Sprache bei.`, (c) => `${c.N} zeigte allen, wie man Hallo in der eigenen Sprache sagt.`],
    [(c) => `Alle wollten es lernen.`, (c) => `Jetzt konnten alle zwei Sprachen ein bisschen.`],
  ] },
  'ln.end': { m: [
    [(c) => `Jetzt spricht ${c.n} zwei Sprachen.`, (c) => `Auf dem Schulhof lacht ${c.n} mit den neuen Freunden.`],
    [(c) => `Wörter sind Brücken zwischen Menschen.`, (c) => `Jeden Tag lernt ${c.n} neue Wörter dazu.`],
  ] },

  'fr.open': { m: [
    [(c) => `${c.N} schaute den anderen Kindern von weitem zu.`, (c) => `Im Park spielten viele Kinder, aber ${c.n} war allein.`],
    [(c) => `${c.N} wünschte sich einen Freund.`, (c) => `Zusammen spielen sah so schön aus.`],
  ] },
  'fr.shy': { m: [
    [(c) => `${c.N} war zu schüchtern, um Hallo zu sagen.`, (c) => `Die Worte blieben im Hals stecken.`],
    [(c) => `Was, wenn niemand mitspielen will?`, (c) => `Schüchtern sein ist schwer.`],
  ] },
  'fr.try': { m: [
    [(c) => `${c.N} versuchte, bei einem Spiel mitzumachen.`, (c) => `${c.N} stellte sich an den Rand vom Spiel.`],
    [(c) => `Aber niemand merkte es.`, (c) => `Das Spiel war schon voll.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} ging traurig weg und setzte sich auf eine Bank.`, (c) => `Es hatte nicht geklappt, und ${c.n} ging weg.`],
    [(c) => `Vielleicht war es zu schwer.`, (c) => `${c.N} fühlte sich sehr allein.`],
  ] },
  'fr.meet': { m: [
    [(c) => `Dann sah ${c.n} ${c.pal ? c.pal.acc : 'ein anderes Kind'}, ganz allein.`, (c) => `Auf der Bank nebenan saß ${friend(c)}, auch allein.`],
    [(c) => `Vielleicht war ${c.pal ? c.pal.er : 'es'} auch schüchtern.`, (c) => `${c.N} fasste Mut.`],
  ] },
  'fr.hello': { m: [
    [(c) => `„Hallo“, sagte ${c.n}. „Willst du mit mir spielen?“`, (c) => `${c.N} ging hin und sagte: „Hallo! Wie heißt du?“`],
    [(c) => `${Friend(c)} lächelte breit.`, (c) => `„Ja, gern!“, sagte ${friend(c)}.`],
  ], l: [[(c) => `Es stellte sich heraus, dass ${friend(c)} neu war und schüchtern und gehofft hatte, dass jemand kommt. „Ich wusste nicht, was ich sagen soll“, gab ${friend(c)} zu. „Ich auch nicht“, sagte ${c.n}, und beide lachten.`]] },
  'fr.play': { m: [
    [(c) => `${c.N} und ${friend(c)} spielten den ganzen Nachmittag zusammen.`, (c) => `Sie spielten zusammen Verstecken.`],
    [(c) => `Sie lachten und lachten.`, (c) => `${c.N} war nicht mehr schüchtern.`],
  ] },
  'fr.end': { m: [
    [(c) => `Jetzt hat ${c.n} einen Freund.`, (c) => `„Bis morgen!“, rief ${c.n}.`],
    [(c) => `Ein mutiges Hallo hat gereicht.`, (c) => `Mit einem Freund ist jeder Tag heller.`],
  ] },
};
