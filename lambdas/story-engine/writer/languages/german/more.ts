// More ways to say the beats that many ideas share, merged into the first parts of those beats.
import type { BeatText, Line } from '../pack';
import type { De } from './context';

type L = Line<De>;
export const MORE: Record<string, readonly (readonly L[])[]> = {
  'pet.open': [[(c) => `Alle zu Hause erinnern sich gern an ${c.gone!.acc}.`, (c) => `${c.gone!.N} war immer da, wenn jemand Trost brauchte.`, (c) => `Mit ${c.gone!.dat} war jeder Tag ein bisschen fröhlicher gewesen.`, (c) => `${c.gone!.N} gehörte zur Familie, so lange alle zurückdenken konnten.`], [(c) => `Jeden Morgen wartete ${c.gone!.n} schon an der Tür.`, (c) => `Im Flur hing ein Foto von ${c.gone!.dat} mit Schleife.`]],
  'pet.news': [[(c) => `Als ${c.n} aus dem Kindergarten ${c.v('kam', 'kamen')}, hatte ${c.gr.n} verweinte Augen. „${c.gone!.N} ist gestorben“, sagte ${c.gr.n}.`, (c) => `Die Tierärztin hatte alles versucht, aber ${c.gone!.n} starb ganz friedlich.`, (c) => `An einem grauen Morgen sagte ${c.gr.n}: „Ich muss euch etwas Trauriges sagen. ${c.gone!.N} ist heute Nacht gestorben.“`], [(c) => `Niemand sagte lange etwas.`, (c) => `Draußen regnete es leise.`]],
  'pet.ask': [[(c) => `„Tut ${c.gone!.dat} jetzt noch etwas weh?“, ${c.v('wollte', 'wollten')} ${c.n} wissen.`, (c) => `„Warum ist ${c.gone!.n} gestorben?“, ${c.v('fragte', 'fragten')} ${c.n}.`, (c) => `„Schläft ${c.gone!.n} nur?“, ${c.v('fragte', 'fragten')} ${c.n}.`], [(c) => `„Nein, ${c.gone!.n} wacht nicht mehr auf“, sagte ${c.gr.n} sanft. „Aber wir denken jeden Tag an ${c.gone!.acc}.“`]],
  'pet.remember': [[(c) => `Sie erzählten sich, wie ${c.gone!.n} einmal in eine Pfütze gesprungen war.`, (c) => `Auf dem Handy fanden sie ein lustiges Video von ${c.gone!.dat}.`, (c) => `Abends blätterten sie im Fotoalbum und erinnerten sich an ${c.gone!.acc}.`], [(c) => `Jedes Foto erzählte eine kleine Geschichte.`]],
  'pet.end': [[(c) => `Manchmal legen sie eine Blume zu dem Foto von ${c.gone!.dat}.`, (c) => `Die Erinnerung an ${c.gone!.acc} bleibt warm und hell.`, (c) => `Neben der Tür hängt jetzt ein Foto von ${c.gone!.dat}.`], [(c) => `Wer geliebt wird, wird nicht vergessen.`]],
  'pet.feel': [[(c) => `Das leere Körbchen stand noch in der Ecke.`, (c) => `Ohne ${c.gone!.acc} war es viel zu leise.`, (c) => `Am Abend fehlte jemand beim Kuscheln.`], [(c) => `Alle waren leise an diesem Tag.`]],
  'pet.make': [[(c) => `Sie schrieben einen Brief an ${c.gone!.acc} und legten ihn zu den Fotos.`, (c) => `Aus Steinen legten sie im Garten ein Herz für ${c.gone!.acc}.`], [(c) => `Jeder durfte etwas dazulegen.`]],
  'two.open': [[(c) => `Bei ${c.dat} gibt es zwei Zuhause und zwei Kinderzimmer.`], [(c) => `Und in beiden wartet ein Kuscheltier.`]],
  'two.why': [[(c) => `Eines Abends setzten sich Mama und Papa zu ${c.dat} aufs Sofa.`], [(c) => `„Du hast jetzt zwei Zuhause, und wir lieben dich beide“, sagte Mama.`]],
  'two.mum': [[(c) => `Bei Mama wachsen Tomaten auf dem Balkon.`], [(c) => `Dort riecht es nach Kakao.`]],
  'two.dad': [[(c) => `Bei Papa gibt es eine Hängematte im Garten.`], [(c) => `Dort baut ${c.n} mit Papa Höhlen aus Decken.`]],
  'two.twist': [[(c) => `An einem Wochenende war das Lieblingsbuch beim anderen Zuhause geblieben.`], [(c) => `${c.N} war wütend und traurig zugleich.`]],
  'two.bag': [[(c) => `Mama und Papa kauften ${c.dat} einen kleinen Koffer mit Rädern.`], [(c) => `Darin ist Platz für den Teddy und das Lieblingsbuch.`]],
  'two.love': [[(c) => `Abends telefoniert ${c.n} mit dem anderen Zuhause und sagt Gute Nacht.`], [(c) => `Die Liebe wohnt in beiden Häusern.`]],
  'two.end': [[(c) => `Bei Mama und bei Papa hat ${c.n} ein Zuhause.`], [(c) => `Beide sind für ${c.acc} da.`]],
  'sib.news': [[(c) => `Beim Frühstück verrieten Mama und Papa ein Geheimnis: „Wir bekommen ein Baby.“`], [(c) => `${c.N} machte große Augen.`]],
  'sib.arrive': [[(c) => `Nach ein paar Tagen im Krankenhaus kam das Baby endlich nach Hause.`], [(c) => `Das Baby hatte winzige Fußzehen und ganz weiche Haare.`]],
  'sib.help': [[(c) => `${c.N} brachte dem Baby eine Rassel.`], [(c) => `Das Baby griff nach dem Finger von ${c.dat}.`]],
  'sib.end': [[(c) => `${c.N} und das Baby kuscheln jetzt jeden Morgen zusammen.`], [(c) => `Als Geschwister sind sie ein starkes Team.`]],
  'sib.worry': [[(c) => `Eines Abends konnte ${c.n} nicht einschlafen.`], [(c) => `Würde es noch Zeit für ${c.ihn} geben?`]],
  'sib.open': [[(c) => `${c.N} spielte am liebsten mit ${c.gr.dat} auf dem Teppich.`], [(c) => `Im Haus war es oft ganz still.`]],
  'sib.wait': [[(c) => `Zusammen strichen sie das kleine Zimmer gelb.`], [(c) => `Auf das Bettchen kam ein Mobile mit Sternen.`]],
  'sib.love': [[(c) => `Später gab es Zeit nur für ${c.n} und ${c.gr.acc}.`], [(c) => `Das Herz fühlte sich ganz voll an.`]],
  'arc.open': [[(c) => `Tag für Tag erlebte ${c.n} kleine Abenteuer ${c.where ?? 'rund ums Haus'}.`, (c) => `Keiner kannte sich ${c.where ?? 'zu Hause'} so gut aus wie ${c.n}.`, (c) => `Morgens war ${c.n} immer als Erstes wach.`, (c) => `Mitten ${at(c)} war ${c.n} zu Hause.`], [(c) => `Am liebsten hörte ${c.n} den Vögeln zu.`]],
  'arc.want': [[(c) => c.wish && (c.zu && (!c.trouble && `Schon lange träumte ${c.n} davon, ${c.zu}.`)), (c) => c.trouble && `Nur eins machte ${c.dat} Kummer: ${c.N} ${c.trouble}.`, (c) => c.to && (!c.trouble && `Seit langem hatte ${c.n} einen großen Wunsch: ${c.to}.`)], [(c) => c.wish && `Der Wunsch ließ ${c.ihn} nicht mehr los.`]],
  'arc.go': [[(c) => `Mit einem Winken zog ${c.n} hinaus in die Welt.`, (c) => `Kurz nach Sonnenaufgang brach ${c.n} auf.`, (c) => `Früh am Morgen, als alle noch schliefen, ging ${c.n} los.`], [(c) => `Der Himmel war klar, und die Luft roch frisch.`]],
  'arc.hard': [[(c) => `Nach einer Weile wurde es steil und steinig.`, (c) => `Auf einmal wusste ${c.n} nicht mehr weiter.`, (c) => `Plötzlich versperrte ein breiter Bach den Weg.`], [(c) => `Es sah aus, als ginge es nicht weiter.`]],
  'arc.help': [[(c) => `Ein kleiner Igel kannte eine Abkürzung.`, (c) => `Eine alte Schildkröte am Wegrand wusste Rat.`], [(c) => `Manchmal braucht man nur eine helfende Hand.`]],
  'arc.turn': [[(c) => `Mit neuem Mut wagte ${c.n} einen zweiten Versuch.`, (c) => `${c.N} sammelte allen Mut und probierte es anders.`], [(c) => `Stück für Stück ging es voran.`]],
  'arc.reach': [[(c) => c.didV && c.didR && (`Schließlich ${c.didV} ${c.n} ${c.didR}.`.replace(' .', '.')), (c) => c.didV && c.didR && (`Nach dem langen Weg ${c.didV} ${c.n} endlich ${c.didR}.`.replace(' .', '.')), (c) => c.didV && c.didR && (c.wish && `Am Ende des Weges ${c.didV} ${c.n} ${c.didR}, genau wie erträumt.`.replace(' ,', ','))], [(c) => `Das Herz hüpfte vor Glück.`]],
  'arc.end': [[(c) => `Müde, aber glücklich kuschelte sich ${c.n} abends ein.`, (c) => `Zu Hause erzählte ${c.n} ${c.gr.dat} von allem.`, (c) => `Als die Sterne aufgingen, war ${c.n} wieder daheim.`], [(c) => `Was für ein Abenteuer!`]],
};
const at = (c: De) => c.where ?? 'im Grünen';

/** The beats with the extra alternatives added to their first parts (and to the short parts where they exist). */
export function withMore(beats: Record<string, BeatText<De>>): Record<string, BeatText<De>> {
  const out: Record<string, BeatText<De>> = {};
  for (const [id, text] of Object.entries(beats)) {
    const more = MORE[id];
    const moreL = MORE_L[id];
    const m = more ? text.m.map((part, i) => [...part, ...(more[i] ?? [])]) : text.m;
    const l = moreL ? [[...(text.l?.[0] ?? []), ...moreL], ...(text.l?.slice(1) ?? [])] : text.l;
    out[id] = { ...text, m, ...(l ? { l } : {}) };
  }
  return out;
}

/** More ways to tell the older readers' part of the beats many ideas share. */
export const MORE_L: Record<string, readonly L[]> = {
  'pet.open': [(c) => `${c.N} ${c.v('dachte', 'dachten')} oft an die Nachmittage mit ${c.gone!.dat}: das Spielen im Garten, das Kuscheln auf dem Sofa und das leise Schnaufen beim Einschlafen.`, (c) => `Auf einem alten Foto sah man ${c.gone!.acc} als ganz kleines Tier, mit riesigen Pfoten und neugierigen Augen. Seitdem waren viele Jahre vergangen.`],
  'pet.news': [(c) => `${c.gr.N} erklärte ganz ruhig, was passiert war: „${c.gone!.N} war sehr krank, und der Körper konnte nicht mehr weiterleben. ${c.gone!.N} ist gestorben und spürt jetzt keine Schmerzen mehr.“`, (c) => `Lange saßen alle zusammen auf dem Sofa. „Es ist in Ordnung, traurig zu sein“, sagte ${c.gr.n}. „Wir waren eine Familie, und ${c.gone!.n} hat dazugehört.“`],
  'pet.ask': [(c) => `„Wo ist ${c.gone!.n} jetzt?“, ${c.v('fragte', 'fragten')} ${c.n}. „Wir haben ${c.gone!.acc} im Garten begraben, unter dem Apfelbaum“, sagte ${c.gr.n}. „Dort können wir hingehen, wann immer wir wollen.“`, (c) => `„Kann man ein neues Tier bekommen?“, ${c.v('fragte', 'fragten')} ${c.n} vorsichtig. „Irgendwann vielleicht“, sagte ${c.gr.n}. „Aber niemand wird ${c.gone!.acc} ersetzen.“`],
  'pet.remember': [(c) => `Sie erinnerten sich an den Tag, an dem ${c.gone!.n} den ganzen Kuchen vom Tisch stibitzt hatte. Alle kicherten, und ein paar Tränen liefen trotzdem.`, (c) => `Jeder durfte sagen, was am meisten fehlte. Für die einen war es das Begrüßen an der Tür, für die anderen das warme Fell am Abend.`],
  'pet.end': [(c) => `Die Traurigkeit kam noch manchmal, wie eine Welle. Aber zwischen den Wellen gab es wieder ruhige Tage, und an jedem davon war die Erinnerung an ${c.gone!.acc} ein kleines warmes Licht.`, (c) => `Unter dem Apfelbaum wuchs im Frühling eine Blume. „Die ist für ${c.gone!.acc}“, ${c.v('sagte', 'sagten')} ${c.n}, und es fühlte sich ein bisschen tröstlich an.`],
  'pet.feel': [(c) => `Beim Abendessen lag kein Kopf mehr unter dem Tisch, und niemand wartete auf Krümel. ${c.N} ${c.v('merkte', 'merkten')} erst jetzt, wie viele kleine Dinge ${c.gone!.n} jeden Tag gemacht hatte.`],
  'arc.open': [(c) => `Morgens trank ${c.n} den Tau von den Blättern, mittags döste ${c.n} in der Sonne, und abends wurden die Schatten lang. Ein ruhiges Leben, aber irgendetwas fehlte.`, (c) => `${c.N} hatte viele Lieblingsplätze: die Stelle am Zaun, den Hügel mit der Aussicht und den Baum, unter dem es immer kühl war. Trotzdem träumte ${c.er} von der Ferne.`],
  'arc.want': [(c) => c.wish && `Abends erzählte ${c.n} den Sternen von dem Wunsch. Die Sterne blinkten, als wollten sie sagen: Versuch es doch.`, (c) => c.wish && `${c.N} malte den Wunsch in Gedanken immer wieder aus, mit allen Farben und Geräuschen. Je öfter, desto klarer wurde er.`],
  'arc.go': [(c) => `Hinter dem letzten Haus wurde der Weg schmal. ${c.N} schaute noch einmal zurück, dann nach vorn, und ging weiter.`, (c) => `Unterwegs summte ${c.n} ein Lied, damit die Zeit schneller verging. Schmetterlinge flogen ein Stück mit.`],
  'arc.hard': [(c) => `Erst rollte ein Stein in den Weg, dann ein zweiter. ${c.N} blieb stehen und schnaufte. „So schwer habe ich mir das nicht vorgestellt“, murmelte ${c.n}.`, (c) => `Es fing an zu nieseln, und alles wurde rutschig. ${c.N} rutschte aus und saß plötzlich im Matsch. Einen Augenblick wollte ${c.n} nur noch weinen.`],
  'arc.twist': [(c) => `Der Nebel wurde so dicht, dass ${c.n} kaum noch etwas sah. Nur ganz weit vorn schimmerte ein kleines Licht.`],
  'arc.help': [(c) => `„Du siehst aus, als könntest du Hilfe gebrauchen“, sagte eine freundliche Stimme. Gemeinsam überlegten sie, und bald hatten sie eine Idee, die allein niemandem eingefallen wäre.`, (c) => `Hilfe annehmen ist nicht schwach, dachte ${c.n}. Es ist klug. Und es fühlte sich gut an, nicht mehr allein zu sein.`],
  'arc.turn': [(c) => `Diesmal plante ${c.n} jeden Schritt genau. Erst langsam, dann sicherer. Und plötzlich ging es viel leichter als gedacht.`],
  'arc.reach': [(c) => `Eine ganze Weile konnte ${c.n} gar nichts sagen. Dann kam ein Lachen, ganz von innen, so laut, dass es weit über das Land klang.`, (c) => `Alles war genau so, wie ${c.n} es sich vorgestellt hatte, und doch ganz anders: größer, heller und viel lebendiger.`],
  'arc.end': [(c) => `Am Abend erzählte ${c.n} die ganze Geschichte von vorn bis hinten. Das Schönste daran war, dass sich das Durchhalten gelohnt hatte.`, (c) => `Beim Einschlafen dachte ${c.n} an den langen Weg zurück. Jeder Schritt hatte sich gelohnt, auch die schweren.`],
};
