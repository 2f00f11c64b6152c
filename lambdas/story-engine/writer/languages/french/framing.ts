// French feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import type { Fr } from './context';

type P = Part<Fr>;
type Clause = (c: Fr) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence. Every clause is
// in the imperfect, which each opener suits.
const OPENERS = ['À cet instant,', 'Pendant un moment,', 'Au fond,', 'Alors,', 'En silence,', 'Peu à peu,'];
const GENTLE = ['', ', et c’était normal'];
const SOFT = ['', ', tout simplement'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ['']): P {
  return clauses.flatMap((clause) => {
    const key = `fr-clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: Fr) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `${c.n} respirait lentement, en sentant son ventre monter et descendre comme une vague tranquille`, () => `tout semblait calme et rassurant, comme une maison où l’on se sent en sécurité`, (c) => `une paix tranquille se posait sur ${c.n}, légère comme un flocon`, (c) => c.person && `les épaules ${c.de} se détendaient, et ses mains ne bougeaient plus`, (c) => `${c.n} se sentait solide à l’intérieur, comme un arbre aux racines profondes`]),
  worried: combine([(c) => `le ventre ${c.de} se nouait, comme une ficelle trop serrée`, (c) => c.person && `${c.n} se mordait la lèvre sans pouvoir s’en empêcher`, (c) => `les soucis bourdonnaient dans la tête ${c.de} comme des abeilles affairées`, (c) => `le cœur ${c.de} battait vite, beaucoup trop vite`, () => `l’inquiétude paraissait plus grande que tout le reste, plus grande même que la maison`], OPENERS, GENTLE),
  sad: combine([(c) => `une lourde tristesse pesait sur ${c.n}, comme un gros nuage gris`, (c) => `des larmes brillaient au coin des yeux ${c.de}`, (c) => `${c.n} laissait la tristesse rester un peu, sans la chasser`, (c) => `la gorge ${c.de} était toute serrée`, () => `tout semblait un peu gris, même les couleurs les plus vives`], OPENERS, GENTLE),
  brave: combine([(c) => c.person && `${c.n} se tenait bien droit${c.e}, le menton levé`, (c) => `${c.n} avait décidé d’essayer quand même, malgré la peur`, (c) => c.person && `les genoux ${c.de} tremblaient, mais son cœur était fort`, (c) => `un courage tout neuf grandissait en ${c.soi}, comme une petite flamme`, (c) => `${c.n} se sentait plus fort${c.e} que la peur, juste un peu, et c’était assez`]),
  happy: combine([(c) => `une joie chaude pétillait dans le cœur ${c.de}, comme des bulles de limonade`, (c) => `${c.n} n’arrivait plus à s’arrêter de sourire`, (c) => `le cœur ${c.de} était léger comme un ballon qui s’envole`, (c) => `le bonheur remplissait ${c.n} tout${c.e} entier${c.x('', 'e')}`, (c) => `${c.n} avait comme un rayon de soleil à l’intérieur`]),
  warm: combine([(c) => `${c.n} se sentait aimé${c.e} et bien au chaud, comme sous une couette en hiver`, (c) => `l’amour enveloppait ${c.n} comme une couverture douce`, (c) => `une douce chaleur remplissait le cœur ${c.de}`, (c) => `être près ${c.g.de} rendait tout plus doux`, (c) => `${c.n} se sentait entouré${c.e} de gens qui l’aimaient`], OPENERS, SOFT),
  curious: combine([(c) => `${c.n} voulait en savoir plus, beaucoup plus, tout de suite`, (c) => `les questions se bousculaient dans la tête ${c.de}, les unes après les autres`, (c) => `les yeux ${c.de} s’ouvraient tout grands d’étonnement`, (c) => `${c.n} avait l’impression qu’il y avait tant de choses à découvrir`, (c) => c.person && `${c.n} se penchait pour mieux voir, le nez presque collé aux choses`]),
  sleepy: combine([(c) => `les paupières ${c.de} devenaient lourdes, lourdes comme des plumes mouillées`, (c) => `un grand bâillement étirait le visage ${c.de}`, () => `tout devenait doux, lent et plein de sommeil`, (c) => `${c.n} se blottissait, bien au chaud, les yeux mi-clos`, (c) => `le calme de la nuit enveloppait ${c.n} tout doucement`]),
};

const NEAR = ['Tout près,', 'Pendant ce temps,', 'Autour,', 'De temps en temps,'];

// Stories told at night or indoors hear the house; the others see the place and the sky.
const night = (c: Fr) => /^(?:bedtime|fear-dark|fear-monsters)$/.test(c.shape);
export const DETAILS: P = combine([
  (c) => !night(c) && c.where && `il y avait plein de bruits et de couleurs ${c.where}`,
  (c) => !night(c) && `le vent passait doucement dans les arbres et faisait danser les feuilles`,
  (c) => !night(c) && `la lumière changeait lentement, du jaune à l’orangé`,
  (c) => !night(c) && `un merle sautillait sur le chemin, l’air curieux`,
  (c) => !night(c) && `l’air sentait la pluie et l’herbe fraîche`,
  (c) => !night(c) && `des oiseaux se répondaient d’un arbre à l’autre`,
  (c) => night(c) && `la maison craquait tout doucement, comme une vieille dame qui s’installe`,
  (c) => night(c) && `la lune brillait derrière les rideaux`,
  (c) => night(c) && `une voiture passait au loin, dans la rue endormie`,
  (c) => night(c) && `la veilleuse dessinait un rond doré au plafond`,
  (c) => night(c) && `le vent chantait tout bas contre les volets`,
], NEAR, ['', ', comme chaque jour']);

const T = (c: Fr) => c.N;

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} et le nouveau bébé`, (c) => `${T(c)} devient ${c.big}`, (c) => `Un bébé arrive chez ${c.n}`],
  'moving-home': [(c) => `${T(c)} déménage`, (c) => `${T(c)} et la nouvelle maison`, (c) => `Au revoir, vieille maison ! Bonjour, nouvelle maison !`],
  'first-day': [(c) => `Le premier jour ${c.de}`, (c) => `${T(c)} va ${c.place === 'la crèche' ? 'à la crèche' : 'à l’école'}`, (c) => `Un grand premier jour pour ${c.n}`],
  'pet-died': [(c) => `Le souvenir ${c.gone!.de}`, (c) => `${c.gone!.N}, pour toujours dans nos cœurs`, (c) => `Le jour où nous avons dit au revoir ${c.gone!.au}`],
  'grandparent-died': [(c) => `Le souvenir ${c.gone!.de}`, (c) => `Les histoires ${c.gone!.de}`, (c) => `${c.gone!.N}, pour toujours dans nos cœurs`],
  doctor: [(c) => `${T(c)} va chez le médecin`, (c) => `${T(c)} et la petite piqûre`, (c) => `Une visite chez le docteur pour ${c.n}`],
  dentist: [(c) => `${T(c)} va chez le dentiste`, (c) => `${T(c)} et le grand fauteuil du dentiste`, (c) => `Ouvre grand, ${c.n} !`],
  potty: [(c) => `${T(c)} et le pot`, (c) => `C’est l’heure du pot pour ${c.n}`, (c) => `${T(c)} dit au revoir aux couches`],
  bedtime: [(c) => `Bonne nuit, ${c.n}`, (c) => `${T(c)} ne veut pas dormir`, (c) => `L’heure du dodo pour ${c.n}`],
  'fear-dark': [(c) => `${T(c)} et le noir`, (c) => `${T(c)} apprivoise la nuit`, (c) => `Qui a peur du noir ? Pas ${c.n} !`],
  'fear-monsters': [(c) => `${T(c)} et le monstre sous le lit`, (c) => `Pas de monstre pour ${c.n}`, (c) => `${T(c)} regarde sous le lit`],
  'fear-water': [(c) => `${T(c)} et l’eau`, (c) => `${T(c)} apprend à nager`, (c) => `Plouf, ${c.n} !`],
  sharing: [(c) => `${T(c)} et ${c.pal!.n} jouent chacun son tour`, (c) => `À ton tour, ${c.n} !`, (c) => `${T(c)} apprend à partager`],
  'telling-truth': [(c) => `${T(c)} dit la vérité`, (c) => `${T(c)} et le vase cassé`, (c) => `La vérité ${c.de}`],
  'two-homes': [(c) => `Les deux maisons ${c.de}`, (c) => `Deux maisons pour ${c.n}`, (c) => `${T(c)}, aimé${c.e} dans ses deux maisons`],
  wheelchair: [(c) => `${T(c)} roule sa route`, (c) => `${T(c)} entre dans le jeu`, (c) => `Place à ${c.n} !`],
  glasses: [(c) => `Les nouvelles lunettes ${c.de}`, (c) => `${T(c)} voit le monde`, (c) => `${T(c)} porte des lunettes`],
  'new-language': [(c) => `${T(c)} apprend de nouveaux mots`, (c) => `Bonjour, ${c.n}`, (c) => `${T(c)} et la nouvelle langue`],
  'making-friend': [(c) => `${T(c)} se fait un ami`, (c) => `${T(c)} dit bonjour`, (c) => `Un ami pour ${c.n}`],
  'question-sky': [() => `Pourquoi le ciel est-il bleu ?`, (c) => `${T(c)} se demande pourquoi le ciel est bleu`, () => `Le secret du ciel bleu`],
  'question-rain': [() => `D’où vient la pluie ?`, (c) => `${T(c)} suit une goutte de pluie`, () => `Le grand voyage de la pluie`],
  'question-plants': [() => `Comment poussent les plantes ?`, (c) => `${T(c)} fait pousser une graine`, () => `De la petite graine à la fleur`],
  arc: [
    (c) => c.trouble?.startsWith('n’arrivait pas') && `${T(c)} essaie encore`, (c) => c.wish && `${T(c)} et le grand rêve`,
    (c) => c.to && `${T(c)} veut ${c.to}`, (c) => c.pal?.named && `${T(c)} et ${c.pal.n}`, (c) => c.kin && `${T(c)} et ${c.kin.n}`,
    (c) => c.wish && `Le grand rêve ${c.de}`, (c) => `Le voyage ${c.de}`,
    (c) => !c.wish && `${T(c)}${c.where ? ` ${c.where}` : ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Fr, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} et ${missing.at(-1)}`;
  return `${text} Avec ${list}.`;
}
const S = (make: (c: Fr) => string | false | undefined) => (c: Fr) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} va avoir ${c.sibF === undefined ? 'un petit frère ou une petite sœur' : c.sibF ? 'une petite sœur' : 'un petit frère'}, et découvre que l’amour grandit.`)],
  'moving-home': [S((c) => `${c.N} déménage dans une nouvelle maison et doit dire au revoir à l’ancienne.`)],
  'first-day': [S((c) => `C’est le premier jour ${c.de} ${c.place === 'la crèche' ? 'à la crèche' : 'à l’école'}, avec une nouvelle maîtresse et de nouveaux camarades.`)],
  'pet-died': [S((c) => `${c.gone!.N} est mort, et toute la famille se souvient ${c.gone!.de} avec amour.`.replace(/est mort,/, c.gone!.f ? 'est morte,' : 'est mort,'))],
  'grandparent-died': [S((c) => `${c.gone!.N} est ${c.gone!.f ? 'morte' : 'mort'}, et toute la famille se souvient ${c.gone!.de} ensemble.`)],
  doctor: [S((c) => `${c.N} va chez le médecin pour une visite et une piqûre, et se montre plus courageu${c.x('x', 'se')} que prévu.`)],
  dentist: [S((c) => `${c.N} va chez le dentiste et découvre ce qui se passe dans le grand fauteuil.`)],
  potty: [S((c) => `${c.N} apprend à aller sur le pot, un essai après l’autre.`)],
  bedtime: [S((c) => `${c.N} n’a pas sommeil, mais le coucher devient tout doux.`)],
  'fear-dark': [S((c) => `${c.N} a peur du noir et découvre ce que la nuit cache vraiment.`)],
  'fear-monsters': [S((c) => `${c.N} entend un monstre sous le lit et ose aller regarder.`)],
  'fear-water': [S((c) => `${c.N} a peur de l’eau et apprend à être courageu${c.x('x', 'se')}, un petit pas après l’autre.`)],
  sharing: [S((c) => `${c.N} et ${c.pal!.n} veulent le même jouet et apprennent à jouer chacun son tour.`)],
  'telling-truth': [S((c) => `${c.N} casse quelque chose et apprend que dire la vérité, c’est courageux.`)],
  'two-homes': [S((c) => `${c.N} a deux maisons, chez Maman et chez Papa, et est aimé${c.e} dans les deux.`)],
  wheelchair: [S((c) => `${c.N} se déplace en fauteuil roulant et trouve une façon d’entrer dans le jeu.`)],
  glasses: [S((c) => `${c.N} porte des lunettes pour la première fois et a peur que les autres se moquent.`)],
  'new-language': [S((c) => `${c.N} arrive dans une nouvelle école et ne parle pas encore la langue.`)],
  'making-friend': [S((c) => `${c.N} est timide et voudrait se faire un ami.`)],
  'question-sky': [(c) => `${c.N} se demande pourquoi le ciel est bleu et découvre la lumière et l’air.`],
  'question-rain': [(c) => `${c.N} se demande d’où vient la pluie et suit l’eau de la mer jusqu’aux nuages, puis retour.`],
  'question-plants': [(c) => `${c.N} plante une graine et regarde comment elle pousse.`],
  arc: [S((c) => !c.wish && !c.trouble && `Une histoire ${c.de}${c.where ? ` ${c.where}` : ''}.`), S((c) => c.to && (`${c.N} rêve de ${c.to}.`.replace(/de ([aeiouyéè])/i, 'd’$1'))), S((c) => c.trouble && `${c.N} ${c.trouble}, mais plus pour longtemps.`)],
};
