// French book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what is
// still to find out. It quotes the question when the idea asks it in French, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The question as the child asks it (« Pourquoi les chats ronronnent ? »), when the idea asks it outright in French. */
const asked = (c: Fr) => {
  const a = askedIn(c);
  return a?.direct ? `« ${cap(a.words)} ? »` : undefined;
};
/** The question as a reported clause ("pourquoi les chats ronronnent"), when the idea reports it. */
const about = (c: Fr) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: Fr) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)} a demandé ${c.n}.`, (c) => asked(c) && `${asked(c)} se demandait ${c.n} toute la journée.`,
      (c) => about(c) && `${c.N} se demandait ${about(c)}, et personne à la maison ne savait.`, (c) => about(c) && `${c.N} voulait savoir ${about(c)}, et n’arrêtait pas d’y penser.`,
      (c) => !quoted(c) && `${c.N} avait une grande question, et elle ne voulait pas partir.`, (c) => !quoted(c) && `Un matin, ${c.n} s’est réveillé${c.e} avec une question qui bourdonnait comme une abeille.`],
    [() => `C’était une question à laquelle personne à la maison ne savait répondre.`, (c) => `${c.N} a réfléchi et réfléchi, mais la réponse ne venait pas.`, () => `Elle avait l’air simple, mais elle ne l’était pas du tout.`],
  ], l: [[(c) => `${c.N} l’a posée au petit-déjeuner, dans le bain et encore à l’heure du coucher. Certaines questions sont comme ça : une fois qu’on a commencé à y penser, on ne peut plus s’arrêter.`]] },
  'fo.grown': { m: [
    [(c) => `Alors ${c.n} est allé${c.e} demander ${c.g.au}.`, (c) => `${c.N} a posé la question ${c.g.au}.`],
    [(c) => `« Je ne sais pas, a dit ${c.g.n}, mais on peut chercher ensemble. »`, (c) => `${c.g.N} a réfléchi un moment. « Je ne sais pas bien. Cherchons ! »`],
  ], l: [[(c) => `« Personne ne sait tout, a dit ${c.g.n}, même pas les grands. Quand on ne sait pas quelque chose, on peut observer, réfléchir, essayer, et demander à ceux qui l’ont étudié. »`]] },
  'fo.look': { m: [
    [() => `D’abord, ils ont regardé très attentivement.`, () => `Ils ont pris une loupe et sont allés observer.`],
    [(c) => `${c.N} a remarqué des choses que personne n’avait remarquées avant.`, () => `Ils ont noté dans un carnet tout ce qu’ils voyaient.`],
  ], l: [[(c) => `Les savants commencent toujours par bien observer. ${c.N} a fait de petits dessins et a noté quand et où chaque chose arrivait, parce que les petits indices peuvent s’additionner jusqu’à une grande réponse.`]] },
  'fo.guess': { m: [
    [() => `Ensuite, chacun a proposé une réponse possible.`, (c) => `${c.N} a noté une idée, et ${c.g.n} en a noté une autre.`],
    [() => `Une idée, c’est un bon début, à condition de la vérifier.`, () => `Personne ne savait encore quelle idée était la bonne.`],
  ], l: [[() => `Les savants appellent une idée bien réfléchie une hypothèse. Elle n’a pas besoin d’être juste : c’est quelque chose à mettre à l’épreuve. Découvrir qu’une idée ne marche pas, c’est aussi découvrir quelque chose.`]] },
  'fo.try': { m: [
    [() => `Puis ils ont inventé un petit test pour vérifier une idée.`, () => `Ils ont fait une toute petite expérience, juste pour voir.`],
    [() => `Une idée n’a pas marché, et ça aussi, c’était utile.`, () => `Certaines choses se sont passées comme prévu, et d’autres non.`],
  ], l: [[(c) => `Ils ont refait le test trois fois, pour être sûrs que ce n’était pas un hasard. À chaque fois, ${c.n} a noté exactement ce qui se passait, même les choses surprenantes.`]] },
  'fo.twist': { m: [
    [(c) => `« Qui pourrait connaître la réponse ? » a demandé ${c.n}.`, (c) => `${c.N} a eu une idée : écrire à quelqu’un qui étudie ce genre de questions.`],
    [() => `Ils ont écrit une lettre à une savante d’un musée.`, () => `Ils ont trouvé un spécialiste et lui ont envoyé un message avec la question.`],
  ], l: [[(c) => `Dans la lettre, ${c.n} a expliqué la question, a raconté ce qu’ils avaient observé et essayé, et a demandé de l’aide poliment. Les savants reçoivent souvent des lettres d’enfants curieux, et beaucoup adorent y répondre.`]] },
  'fo.library': { m: [
    [() => `Puis ils sont allés à la bibliothèque.`, () => `À la bibliothèque, ils ont cherché des livres sur le sujet.`],
    [() => `La bibliothécaire les a aidés à trouver la bonne étagère.`, () => `Un livre avait une partie de la réponse, et une image qui aidait.`],
  ], l: [[(c) => `Les bibliothèques gardent ce que les gens ont découvert depuis des centaines d’années. ${c.N} a appris que même les savants célèbres avaient commencé par des questions sans réponse, et qu’ils avaient continué à chercher jusqu’à trouver.`]] },
  'fo.end': { m: [
    [() => `Ils ne savaient pas encore tout, et ce n’était pas grave.`, () => `Ils avaient découvert certaines choses, et il en restait d’autres à trouver.`],
    [(c) => asked(c) && `La question ${asked(c)} reste écrite sur la première page du carnet, en attendant sa réponse complète.`,
      (c) => about(c) && `${c.N} veut toujours savoir ${about(c)}, et va continuer à chercher.`,
      (c) => `« On va continuer à chercher, a dit ${c.n}, et on demandera aussi à un spécialiste. »`, (c) => `${c.N} a écrit la question en haut d’une nouvelle page, prête pour la suite.`],
  ], l: [[(c) => `Certaines questions se règlent en un jour, d’autres en un an, et d’autres en toute une vie. ${c.N} a refermé le carnet plein de dessins, d’idées et de quelques réponses, et a souri : chercher ensemble, c’était le meilleur.`]] },
};

export const FIND_OUT_TITLES: Record<string, Part<Fr>> = {
  'question-find-out': [(c) => `${c.N} veut savoir`, () => `Cherchons ensemble`, (c) => `${c.N} et la grande question`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<Fr>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} demande ${asked(c)} et part chercher la réponse pas à pas avec ${c.g.n}.`
      : about(c) ? `${c.N} veut savoir ${about(c)} et part chercher la réponse pas à pas avec ${c.g.n}.`
        : `${c.N} a une grande question et part chercher la réponse pas à pas avec ${c.g.n}.`),
  ],
};
