// German book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what is
// still to find out. It quotes the question when the idea asks it in German, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import type { De } from './context';

type T = Record<string, BeatText<De>>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The question as the child asks it („Warum schnurren Katzen?“), when the idea asks it outright in German. */
const asked = (c: De) => {
  const a = askedIn(c);
  return a?.direct ? `„${cap(a.words)}?“` : undefined;
};
/** The question as a reported clause ("warum Katzen schnurren"), when the idea reports it. */
const about = (c: De) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: De) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)}, fragte ${c.n}.`, (c) => asked(c) && `${asked(c)}, überlegte ${c.n} den ganzen Tag.`,
      (c) => about(c) && `${c.N} fragte sich, ${about(c)}, und zu Hause wusste es niemand.`, (c) => about(c) && `${c.N} wollte wissen, ${about(c)}, und konnte an nichts anderes denken.`,
      (c) => !quoted(c) && `${c.N} hatte eine große Frage, und sie ging nicht mehr weg.`, (c) => !quoted(c) && `Eines Morgens wachte ${c.n} mit einer Frage auf, die summte wie eine Biene.`],
    [() => `Es war eine Frage, die niemand im Haus beantworten konnte.`, (c) => `${c.N} dachte und dachte, aber die Antwort kam nicht.`, () => `Sie klang einfach, aber sie war überhaupt nicht einfach.`],
  ], l: [[(c) => `${c.N} stellte die Frage beim Frühstück, in der Badewanne und noch einmal beim Schlafengehen. Manche Fragen sind so: Wenn man einmal angefangen hat, darüber nachzudenken, kann man nicht mehr aufhören.`]] },
  'fo.grown': { m: [
    [(c) => `Also ging ${c.n} zu ${c.gr.dat} und fragte.`, (c) => `${c.N} brachte die Frage zu ${c.gr.dat}.`],
    [(c) => `„Ich weiß es nicht“, sagte ${c.gr.n}, „aber wir können es zusammen herausfinden.“`, (c) => `${c.gr.N} dachte eine Weile nach. „Ich bin mir nicht sicher. Finden wir es heraus!“`],
  ], l: [[(c) => `„Niemand weiß alles“, sagte ${c.gr.n}, „nicht einmal die Großen. Wenn wir etwas nicht wissen, können wir genau hinschauen, nachdenken, etwas ausprobieren und Leute fragen, die sich damit auskennen.“`]] },
  'fo.look': { m: [
    [() => `Zuerst schauten sie ganz genau hin.`, () => `Sie nahmen eine Lupe und gingen nachsehen.`],
    [(c) => `${c.N} bemerkte Dinge, die vorher niemandem aufgefallen waren.`, () => `Sie schrieben alles, was sie sahen, in ein Heft.`],
  ], l: [[(c) => `Forscher fangen immer mit genauem Hinschauen an. ${c.N} malte kleine Bilder und schrieb auf, wann und wo etwas passierte, denn kleine Hinweise können zusammen eine große Antwort ergeben.`]] },
  'fo.guess': { m: [
    [() => `Dann überlegte sich jeder eine mögliche Antwort.`, (c) => `${c.N} schrieb eine Vermutung auf, und ${c.gr.n} schrieb eine andere auf.`],
    [() => `Eine Vermutung ist ein guter Anfang, wenn man sie überprüft.`, () => `Noch wusste niemand, welche Vermutung stimmte.`],
  ], l: [[() => `Forscher nennen eine gut überlegte Vermutung eine Hypothese. Sie muss nicht stimmen, sie ist etwas, das man testet. Herauszufinden, dass eine Vermutung falsch ist, heißt auch, etwas herauszufinden.`]] },
  'fo.try': { m: [
    [() => `Danach dachten sie sich einen kleinen Test aus, um eine Vermutung zu prüfen.`, () => `Sie machten ein kleines Experiment, einfach um zu sehen, was passiert.`],
    [() => `Eine Vermutung stimmte nicht, und auch das war nützlich.`, () => `Manches kam so, wie sie es erwartet hatten, und manches nicht.`],
  ], l: [[(c) => `Sie machten den Test dreimal, um sicher zu sein, dass es kein Zufall war. Jedes Mal schrieb ${c.n} genau auf, was passierte, auch das Überraschende.`]] },
  'fo.twist': { m: [
    [(c) => `„Wer könnte die Antwort wissen?“, fragte ${c.n}.`, (c) => `${c.N} hatte eine Idee: jemandem zu schreiben, der solche Fragen erforscht.`],
    [() => `Sie schrieben einen Brief an eine Forscherin in einem Museum.`, () => `Sie fanden einen Fachmann und schickten ihm eine Nachricht mit der Frage.`],
  ], l: [[(c) => `In dem Brief erklärte ${c.n} die Frage, erzählte, was sie beobachtet und ausprobiert hatten, und bat höflich um Hilfe. Forscher bekommen oft Briefe von neugierigen Kindern, und viele antworten sehr gern.`]] },
  'fo.library': { m: [
    [() => `Dann gingen sie in die Bücherei.`, () => `In der Bücherei suchten sie nach Büchern darüber.`],
    [() => `Die Bibliothekarin half ihnen, genau das richtige Regal zu finden.`, () => `Ein Buch hatte einen Teil der Antwort und ein Bild, das half.`],
  ], l: [[(c) => `In Büchereien steht, was Menschen in Hunderten von Jahren herausgefunden haben. ${c.N} erfuhr, dass selbst berühmte Forscher mit Fragen angefangen hatten, die sie nicht beantworten konnten, und so lange weitergefragt hatten, bis sie es konnten.`]] },
  'fo.end': { m: [
    [() => `Sie wussten noch nicht alles, und das war in Ordnung.`, () => `Sie hatten einiges herausgefunden, und es gab noch mehr zu entdecken.`],
    [(c) => asked(c) && `Die Frage ${asked(c)} steht immer noch auf der ersten Seite des Hefts und wartet auf ihre ganze Antwort.`,
      (c) => about(c) && `${c.N} will immer noch wissen, ${about(c)}, und forscht weiter.`,
      (c) => `„Wir suchen weiter“, sagte ${c.n}, „und fragen auch eine Expertin.“`, (c) => `${c.N} schrieb die Frage oben auf eine neue Seite, bereit für mehr.`],
  ], l: [[(c) => `Manche Fragen beantwortet man an einem Tag, manche in einem Jahr und manche in einem ganzen Leben. ${c.N} klappte das Heft voller Bilder, Vermutungen und ein paar Antworten zu und lächelte: Gemeinsam herausfinden war das Schönste daran.`]] },
};

export const FIND_OUT_TITLES: Record<string, Part<De>> = {
  'question-find-out': [(c) => `${c.N} will es wissen`, () => `Wir finden es zusammen heraus`, (c) => `${c.N} und die große Frage`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<De>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} fragt ${asked(c)} und macht sich mit ${c.gr.dat} Schritt für Schritt auf die Suche nach der Antwort.`
      : about(c) ? `${c.N} will wissen, ${about(c)}, und macht sich mit ${c.gr.dat} Schritt für Schritt auf die Suche nach der Antwort.`
        : `${c.N} hat eine große Frage und macht sich mit ${c.gr.dat} Schritt für Schritt auf die Suche nach der Antwort.`),
  ],
};
