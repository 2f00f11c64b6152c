// French beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import { cap, type Fr } from './context';

type T = Record<string, BeatText<Fr>>;

const baby = (c: Fr) => (c.kin && c.kin.named ? c.kin.n : 'le bébé');
const school = (c: Fr) => (c.place === 'la crèche' ? 'la crèche' : 'l’école');
const toSchool = (c: Fr) => (c.place === 'la crèche' ? 'à la crèche' : 'à l’école');
const gone = (c: Fr) => c.gone!;
const dog = (c: Fr) => c.goneThing === 'dog';
const cat = (c: Fr) => c.goneThing === 'cat';

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.N} aimait être le seul petit de la maison.`.replace('le seul petit', c.f ? 'la seule petite' : 'le seul petit'), (c) => `${c.N} avait un grand lit, une grande caisse de jouets et plein de câlins.`, (c) => `À la maison, ${c.n} avait ${c.g.n} rien que pour ${c.soi}.`],
    [(c) => `${c.Il} ne se doutait pas qu’une grande nouvelle allait tout changer.`, (c) => `Chaque soir, ${c.g.n} lisait deux histoires, et parfois trois.`, () => `La vie était douce et tranquille.`],
  ], l: [[(c) => `« Rien que nous deux », disait ${c.n} en se blottissant. ${c.Il} ne savait pas encore que cela allait changer.`, (c) => `${c.N} aimait savoir où était chaque chose : la tasse rouge, la couverture bleue, et sa place à lui sur le canapé.`.replace('sa place à lui', c.f ? 'sa place à elle' : 'sa place à lui')]] },
  'sib.news': { m: [
    [(c) => `« Un bébé va arriver, a dit ${c.g.n}. Tu vas bientôt être ${c.big}. »`, (c) => `Un jour, ${c.g.n} a annoncé : « Un bébé grandit dans mon ventre. Tu vas avoir un ${c.sib}. »`.replace('un petite', 'une petite'), (c) => `${c.g.N} a posé la main ${c.de} sur son ventre tout rond. « Il y a un bébé là-dedans », a dit ${c.g.n}.`],
    [(c) => `${c.N} a senti le bébé donner un petit coup. « Coucou, bébé », a murmuré ${c.n}.`, (c) => `${c.N} ne savait pas s’il fallait être content${c.e} ou inquiet${c.x('', 'e')}.`.replace('inquiete', 'inquiète'), (c) => `${c.N} y a pensé toute la journée.`],
  ], s: [[(c) => `Un bébé arrive ! ${c.N} va être ${c.big}.`, (c) => `Il y a un bébé dans le ventre ${c.g.de}.`, () => `Bientôt, il y aura un bébé à la maison.`]],
  l: [[(c) => `« Est-ce que le bébé va m’aimer ? » a demandé ${c.n}. « Le bébé va t’adorer, a répondu ${c.g.n}. Les bébés aiment leurs grands frères et leurs grandes sœurs plus que tout. »`, (c) => `« Quand est-ce qu’il arrive ? » demandait ${c.n} chaque matin. « Quand les feuilles tomberont des arbres », répondait ${c.g.n}.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} a aidé à préparer le petit lit du bébé.`, () => `Ensemble, ils ont plié de minuscules chaussettes et de tout petits bodys.`, (c) => `${c.N} a choisi un vieux nounours à offrir au bébé.`],
    [() => `Tout ce qui était pour le bébé était si petit !`, (c) => `${c.N} a posé un lapin tout doux dans le berceau, au cas où.`, (c) => `${c.N} s’est entraîné${c.e} à tenir une poupée très doucement.`],
  ], l: [[(c) => `« Est-ce que j’ai été aussi petit${c.e}, moi ? » a demandé ${c.n} en montrant une chaussette pas plus grande que son pouce. « Encore plus petit${c.e} », a ri ${c.g.n}.`, (c) => `${c.N} a dessiné toute la famille, avec un tout petit bébé au milieu, et l’a accroché au-dessus du berceau.`]] },
  'sib.worry': { m: [
    [(c) => `Le soir, ${c.n} avait un souci.`, (c) => `Mais un jour, ${c.n} a senti un drôle de pincement à l’intérieur.`, (c) => `${c.N} s’est assis${c.e} dans l’escalier pour réfléchir.`],
    [() => `« Est-ce que tu m’aimeras encore quand le bébé sera là ? »`, (c) => `Et s’il n’y avait plus de place pour ${c.soi} ?`, () => `Et si tout le monde préférait le bébé ?`],
  ], l: [[(c) => `${c.g.N} s’est assis${c.g.e} tout près. « L’amour, ce n’est pas comme un gâteau, a dit ${c.g.n}. Quand un bébé arrive, on ne le coupe pas en parts plus petites. Il devient simplement plus grand. »`, (c) => `${c.g.N} a serré ${c.n} très fort. « Personne ne pourra jamais prendre ta place, a dit ${c.g.n}. Tu es unique au monde. »`]] },
  'sib.arrive': { m: [
    [(c) => `Puis ${c.sibF === undefined ? 'le bébé est né' : c.sibF ? 'la petite sœur est née' : 'le petit frère est né'}.`, () => `Un matin, le nouveau bébé est arrivé à la maison.`, (c) => `Enfin, ${c.n} a rencontré ${baby(c)}.`],
    [() => `Le bébé était minuscule, avec de tout petits doigts et un tout petit nez.`, (c) => `${cap(baby(c))} a ouvert deux yeux endormis et a bâillé.`, () => `Le bébé sentait le lait et les couvertures chaudes.`],
  ], l: [[(c) => `« Dis bonjour à ${c.sibF === undefined ? 'ton petit bébé' : c.sibF ? 'ta petite sœur' : 'ton petit frère'} », a dit ${c.g.n}. ${c.N} a touché la main du bébé, et un doigt minuscule s’est enroulé autour du sien.`, (c) => `${c.N} a regardé très longtemps. « Il est si petit, a chuchoté ${c.n}. Et il est à nous. »`]] },
  'sib.twist': { m: [
    [(c) => `Mais les bébés pleurent beaucoup, et ${baby(c)} a pleuré toute la soirée.`, (c) => `Tout le monde s’occupait du bébé, et personne ne regardait ${c.n}.`],
    [(c) => `${c.N} est monté${c.e} dans sa chambre en tapant des pieds et a claqué la porte.`, (c) => `${c.N} se sentait mis${c.x('', 'e')} de côté, et un peu fâché${c.e}.`],
  ], l: [[(c) => `« Plus personne ne s’occupe de moi », a dit ${c.n} à son nounours. Puis la porte s’est ouverte, et ${c.g.n} est entré${c.g.e} avec deux biscuits et un grand sourire.`, (c) => `« Je sais que c’est difficile, a dit ${c.g.n} en s’asseyant sur le lit. Le bébé a besoin de beaucoup d’aide. Et toi aussi, parfois. C’est permis. »`]] },
  'sib.help': { m: [
    [(c) => `${c.N} est allé${c.e} chercher une couche propre.`, (c) => `${c.N} a chanté une chanson, et le bébé a arrêté de pleurer.`, (c) => `${c.N} a poussé le landau au parc.`],
    [(c) => `« Quel${c.e} super assistant${c.e} tu fais ! » a dit ${c.g.n}.`.replace('Quele', 'Quelle'), (c) => `Le bébé a regardé ${c.n} et a fait un sourire sans dents.`, (c) => `Être ${c.big}, c’était un travail important.`],
  ], l: [[(c) => `${c.N} a montré ses jouets préférés au bébé, l’un après l’autre. « Ça, c’est un camion. Ça, c’est un ballon. Tu pourras les avoir quand tu seras grand. »`, (c) => `Le bébé ne savait pas encore parler, mais ${c.n} était sûr${c.e} qu’il écoutait.`]] },
  'sib.love': { m: [
    [(c) => `À l’heure du coucher, ${c.g.n} a fait ${c.au} le plus gros des câlins.`, (c) => `${c.g.N} et ${c.n} ont lu une histoire, rien que tous les deux.`, (c) => `${c.g.N} a chuchoté : « Je t’aime exactement autant qu’avant. »`],
    [() => `Il y avait assez d’amour pour tout le monde.`, (c) => `L’amour avait grandi, comme l’avait dit ${c.g.n}.`, (c) => `${c.N} avait chaud au cœur jusqu’au bout des orteils.`],
  ] },
  'sib.end': { m: [
    [(c) => `Maintenant, ${c.n} est ${c.big}, et le bébé est son tout petit préféré.`, (c) => `${c.N} tient la main du bébé et sourit.`, (c) => `${c.N} et le bébé, côte à côte.`],
    [() => `La famille s’est agrandie, et l’amour aussi.`, (c) => `« C’est moi ${c.x('le grand', 'la grande')} ! » dit fièrement ${c.n}.`, () => `Un jour, ils joueront ensemble.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.N} adorait sa chambre avec la fenêtre de travers.`, (c) => `${c.N} connaissait chaque recoin de sa maison.`, (c) => `${c.N} avait les meilleurs amis de toute la rue.`],
    [(c) => `${c.Il} savait quelle marche grinçait et par où entrait le soleil.`, () => `C’était la maison, et c’était bien.`, (c) => `Après l’école, ${c.n} jouait avec les voisins.`],
  ] },
  'mov.news': { m: [
    [(c) => `Un jour, ${c.g.n} a dit : « Nous allons déménager dans une nouvelle maison. »`, (c) => `« Nous allons déménager », a dit doucement ${c.g.n}.`, (c) => `Grande nouvelle : la famille allait déménager${c.place ? ` ${c.where}` : ' très loin'}.`],
    [(c) => `${c.N} ne voulait pas quitter ses amis.`, (c) => `${c.N} était triste, et un peu fâché${c.e}.`, (c) => `« Mais moi, je me plais ici », a dit ${c.n}, la lèvre tremblante.`],
  ], l: [[(c) => `« Est-ce que mes amis vont m’oublier ? » a demandé ${c.n}. « Les vrais amis n’oublient pas, a dit ${c.g.n}. Tu pourras les appeler et leur écrire des lettres. »`, (c) => `« Pourquoi on doit partir ? » a demandé ${c.n}. ${c.g.N} a parlé du nouveau travail et de la nouvelle maison, en lui tenant la main tout du long.`]] },
  'mov.pack': { m: [
    [() => `Bientôt, la maison était pleine de cartons.`, (c) => `${c.N} a rangé ses jouets dans un grand carton.`, () => `Ils ont emballé les tasses dans du papier et rempli carton après carton.`],
    [(c) => `${c.N} a écrit son nom dessus en grandes lettres.`, (c) => `Son nounours préféré est resté dehors, pour voyager avec ${c.soi}.`, () => `Les pièces commençaient à résonner.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} a dit au revoir à son ancienne chambre.`, (c) => `Le dernier jour, ${c.n} a dit au revoir à ses amis.`, (c) => `${c.N} a fait au revoir de la main à l’ancienne maison.`],
    [() => `« Tu vas me manquer », a chuchoté une petite voix aux murs vides.`, () => `Ses amis ont offert une carte avec tous leurs prénoms.`, () => `C’était dur de partir, et c’était normal.`],
  ], l: [[(c) => `Sa meilleure amie lui a donné un caillou brillant. « Pour que tu te souviennes de moi », a-t-elle dit. ${c.N} l’a mis dans sa poche et l’a serré très fort.`, (c) => `${c.N} a regardé une dernière fois le jardin et la vieille balançoire. Sa gorge s’est serrée, et ${c.g.n} a pressé sa main.`]] },
  'mov.road': { m: [
    [() => `Le gros camion de déménagement est parti, et la famille a suivi.`, () => `Ils ont roulé longtemps, très longtemps.`, (c) => `${c.N} regardait défiler les champs et les villages.`],
    [(c) => `${c.N} serrait son nounours et la nouvelle clé toute brillante.`, () => `« On est bientôt arrivés ? » demandait une petite voix, encore et encore.`, () => `Tout ce qu’on voyait par la fenêtre était nouveau.`],
  ] },
  'mov.new': { m: [
    [() => `La nouvelle maison était grande et vide.`, () => `La nouvelle maison sentait la peinture.`, () => `Dans la nouvelle maison, rien n’était à sa place.`],
    [(c) => `${c.N} ne savait pas quelle marche grinçait.`, () => `Les pas résonnaient dans la pièce vide.`, (c) => `L’ancienne maison manquait déjà ${c.au}.`],
  ], l: [[(c) => `« On ne se sent pas chez nous », a dit ${c.n}. « Pas encore, a dit ${c.g.n}. Une maison devient un chez-soi quand on la remplit de nous. »`, (c) => `Ce soir-là, ${c.n} n’arrivait pas à dormir. Les ombres étaient différentes, et la rue faisait des bruits étranges.`]] },
  'mov.twist': { m: [
    [(c) => `Puis ${c.n} n’a plus trouvé son nounours nulle part.`, () => `Le carton avec les trésors préférés avait disparu.`],
    [() => `Ils ont fouillé tous les cartons de la nouvelle maison.`, (c) => `${c.N} a regardé sous chaque carton, et les larmes sont venues.`],
  ], l: [[(c) => `Enfin, ${c.g.n} l’a trouvé dans un carton marqué « Cuisine ». « Nounours voulait voir la nouvelle cuisine en premier », a dit ${c.g.n}, et ${c.n} a ri à travers ses larmes.`, (c) => `Il était dans le tout dernier carton, un peu écrasé mais sain et sauf. ${c.N} l’a serré fort et s’est senti${c.e} un peu plus chez ${c.soi === 'lui' || c.soi === 'elle' ? c.soi : 'soi'}.`]] },
  'mov.find': { m: [
    [(c) => `Le lendemain, ${c.n} a trouvé un grand arbre dans le nouveau jardin.`, () => `Une petite voisine a fait coucou par-dessus la clôture.`, () => `Il y avait un parc au bout de la nouvelle rue.`],
    [() => `« Bonjour ! Tu veux jouer ? » a-t-elle demandé.`, () => `Peut-être que le nouvel endroit pouvait être bien, lui aussi.`, (c) => `${c.N} a souri pour la première fois depuis le déménagement.`],
  ] },
  'mov.end': { m: [
    [(c) => `Avec ses affaires tout autour, la nouvelle chambre est devenue celle ${c.de}.`, () => `Maintenant, la nouvelle maison, c’est chez nous.`, (c) => `${c.N} pense encore parfois à l’ancienne maison, et c’est normal.`],
    [() => `La maison, c’est là où la famille est ensemble.`, (c) => `${c.N} s’est endormi${c.e} avec le caillou brillant sous l’oreiller.`, (c) => `Demain, ${c.n} écrira à ses anciens amis pour raconter la nouvelle maison.`],
  ] },

  'day.open': { m: [
    [(c) => `Demain, c’est le premier jour ${c.de} ${toSchool(c)}.`, (c) => `${c.N} a un nouveau cartable et de nouvelles chaussures.`, (c) => `${c.N} a posé son nouveau cartable près de la porte.`],
    [(c) => `${c.N} a préparé une gourde et un petit goûter.`, (c) => `« Comment ce sera, ${school(c)} ? » se demandait ${c.n}.`, (c) => `${c.N} a vérifié son cartable trois fois.`],
  ] },
  'day.worry': { m: [
    [(c) => `Le matin, ${c.n} avait des papillons dans le ventre.`, (c) => `Sur le chemin de ${school(c)}, ${c.n} serrait fort la main ${c.g.de}.`, (c) => `${c.N} ne voulait pas aller ${toSchool(c)}.`],
    [() => `« Et si je ne connais personne ? »`, () => `« Tu vas me manquer », a dit une petite voix.`, (c) => `« C’est normal d’avoir un peu peur », a dit ${c.g.n}.`],
  ], l: [[(c) => `« Tout le monde a un peu peur le premier jour, a dit ${c.g.n}. Même la maîtresse, il y a très longtemps. »`, (c) => `${c.g.N} a dessiné un petit cœur sur la main ${c.de}. « Si je te manque, appuie dessus, et je le sentirai », a dit ${c.g.n}.`]] },
  'day.door': { m: [
    [() => `À la porte de la classe, c’était l’heure de se dire au revoir.`, (c) => `${c.g.N} a fait un gros câlin ${c.au} devant la porte.`, (c) => `${c.N} a fait au revoir de la main devant la porte.`],
    [(c) => `« Je viens te chercher après le déjeuner », a dit ${c.g.n}.`, (c) => `« Je reviens toujours », a dit ${c.g.n}.`, (c) => `« À tout à l’heure ! » a dit ${c.g.n} en faisant signe.`],
  ], l: [[(c) => `${c.N} s’est accroché${c.e} un peu plus longtemps que d’habitude. Puis ${c.il} a pris une grande inspiration et a lâché, un doigt après l’autre.`, (c) => `Un instant, ${c.n} a eu envie de courir derrière ${c.g.n}. Mais il y avait une caisse de cubes de toutes les couleurs, et ses pieds sont restés là.`]] },
  'day.teacher': { m: [
    [() => `La maîtresse avait un sourire gentil.`, () => `« Bienvenue ! a dit la maîtresse. Nous sommes contents que tu sois là. »`, (c) => `La maîtresse a montré ${c.au} un portemanteau avec sa photo.`],
    [() => `Il y avait de la peinture, des cubes et un coin lecture.`, (c) => `${c.N} a accroché son manteau.`, () => `La classe était lumineuse et pleine de jouets.`],
  ] },
  'day.twist': { m: [
    [(c) => `Après le déjeuner, ${c.n} s’est perdu${c.e} dans le long couloir.`, (c) => `À la cantine, ${c.n} a renversé son jus sur toute la table.`],
    [() => `Les larmes sont montées.`, () => `Pendant un moment, tout semblait trop grand.`],
  ], l: [[(c) => `Alors une camarade a pris la main ${c.de}. « Moi aussi, je me suis perdue le premier jour, a-t-elle dit. Viens, je connais le chemin. »`, () => `« Oups ! » a dit gentiment la maîtresse en allant chercher un chiffon. « Tout le monde renverse des choses. Même moi. »`]] },
  'day.play': { m: [
    [() => `Un camarade a demandé : « Tu veux construire une tour ? »`, (c) => `${c.N} s’est assis${c.e} à côté d’une camarade et a peint un soleil.`, () => `À la récréation, un camarade a partagé le gros ballon rouge.`],
    [() => `Ils ont joué ensemble jusqu’à l’heure de l’histoire.`, (c) => `${c.N} a éclaté de rire.`, (c) => `Bientôt, ${c.n} a oublié d’avoir peur.`],
  ], l: [[(c) => `« Comment tu t’appelles ? » a demandé le camarade. ${c.N} a répondu d’une toute petite voix, puis d’une voix plus grande.`, () => `Ils ont construit une tour si haute qu’elle a vacillé et qu’elle est tombée, et ils ont tellement ri que la maîtresse a ri aussi.`]] },
  'day.miss': { m: [
    [(c) => `À un moment, la maison a beaucoup manqué ${c.au}.`, (c) => `Pendant le temps calme, ${c.n} a pensé à ${c.g.n}.`, (c) => `Un instant, ${c.n} s’est senti${c.e} un peu triste.`],
    [(c) => `${c.N} a regardé le cœur dessiné sur sa main, et ça allait mieux.`, () => `La maîtresse a lu une histoire rigolote, et ça allait mieux.`, () => `Il fallait se souvenir : « Je reviens toujours. »`],
  ] },
  'day.end': { m: [
    [(c) => `Quand la porte s’est ouverte, ${c.g.n} était là !`, (c) => `À la sortie, ${c.g.n} est venu${c.g.e} chercher ${c.n}.`, (c) => `${c.N} a couru vers ${c.g.n} à la sortie.`],
    [() => `« Je veux revenir demain ! »`, () => `« Je me suis fait un ami », a dit une petite voix fière.`, () => `Le premier jour était fini, et c’était une belle journée.`],
  ] },

  'pet.open': { m: [
    [(c) => `${gone(c).N}, c’était ${gone(c).f ? 'la' : 'le'} ${dog(c) ? (gone(c).f ? 'chienne' : 'chien') : cat(c) ? (gone(c).f ? 'chatte' : 'chat') : 'compagnon'} de la famille, doux, drôle et gentil.`.replace('la compagnon', 'la compagne'), (c) => `${c.N} et ${gone(c).n} avaient passé des années ensemble.`, (c) => `Toute la maison aimait ${gone(c).n}.`, (c) => `${c.N} connaissait ${gone(c).n} depuis toujours.`],
    [(c) => `${gone(c).N} aimait ${dog(c) ? 'les longues promenades' : 'les longues siestes'} et les coins de soleil.`, (c) => `Il y avait une photo ${gone(c).de} sur le frigo.`, (c) => dog(c) && `${gone(c).N} accourait toujours quand quelqu’un rentrait.`, (c) => cat(c) && `${gone(c).N} se roulait en boule sur tous les genoux de la maison.`, (c) => `${gone(c).N} avait sa place préférée près de la fenêtre.`],
  ], l: [[(c) => `${gone(c).N} avait une façon unique de poser la tête sur vos genoux quand vous étiez triste, comme pour dire : « Je suis là. »`, (c) => `Chaque matin, il y avait ${gone(c).n} près de la porte, heureu${gone(c).f ? 'se' : 'x'} simplement de voir tout le monde.`]] },
  'pet.news': { m: [
    [(c) => `Mais ${gone(c).n} est devenu${gone(c).e} très vieux${gone(c).f ? '' : ''} et très malade, et ${gone(c).il} est mort${gone(c).e}.`.replace('devenue très vieux', 'devenue très vieille'), (c) => `Un jour, ${c.g.n} a dit doucement que ${gone(c).n} était mort${gone(c).e}.`, (c) => `La semaine dernière, ${gone(c).n} est mort${gone(c).e}.`, (c) => `Puis il y a eu un jour très triste : ${gone(c).n} est mort${gone(c).e}.`],
    [(c) => `${gone(c).N} ne reviendra pas.`, () => `Mourir, cela veut dire que le corps s’arrête. Ça ne fait plus mal.`, (c) => `${c.N} a pleuré, et ${c.g.n} l’a serré${c.e} contre ${c.g.soi}.`, (c) => `Toute la maison est devenue silencieuse, et ${c.n} ne savait pas quoi dire.`, () => `Tout le monde était très triste, et personne ne faisait semblant.`],
  ], l: [[(c) => `« C’est ma faute ? » a demandé ${c.n}. « Non, a dit ${c.g.n}. Personne ne pouvait l’empêcher. ${gone(c).N} était ${gone(c).f ? 'vieille' : 'vieux'}, et son corps était très fatigué. »`, (c) => `« Être mort, cela veut dire que ${gone(c).n} ne peut plus manger, ni jouer, ni avoir mal, a dit doucement ${c.g.n}. C’est triste, et on a le droit d’être triste. »`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} était triste, et parfois en colère.`, () => `La maison semblait très silencieuse.`, (c) => `${c.N} n’avait pas envie de jouer.`, (c) => `La gamelle ${gone(c).de} restait vide dans son coin.`, () => `Plus personne n’attendait près de la porte.`],
    [() => `Tous les sentiments ont le droit d’exister.`, (c) => `${c.g.N} était triste aussi, et ${c.g.il} est venu${c.g.e} s’asseoir tout près.`, () => `Parfois, un câlin aide.`, () => `Pleurer, c’est une façon de laisser sortir l’amour.`, (c) => `${c.N} a laissé couler ses larmes.`],
  ], l: [[(c) => `Par moments, ${c.n} oubliait et se sentait presque comme avant, puis ça revenait, et la tristesse remontait d’un coup. ${c.g.N} a expliqué que le chagrin vient par vagues, comme la mer, et que chaque vague devient un peu plus petite.`]] },
  'pet.ask': { m: [
    [(c) => `« Où est ${gone(c).n}, maintenant ? » a demandé ${c.n}.`, (c) => `${c.N} avait beaucoup de questions.`, (c) => `« Est-ce que ${gone(c).n} va revenir ? » a demandé ${c.n}.`, (c) => `« Est-ce que ${gone(c).n} a froid ? » a demandé ${c.n}.`],
    [(c) => `« ${gone(c).N} n’est plus là, mais nous pouvons garder ${gone(c).n} dans nos cœurs », a dit ${c.g.n}.`, (c) => `${c.g.N} a répondu doucement à chaque question.`, (c) => `« ${gone(c).N} n’est plus avec nous, mais nous ne l’oublierons jamais », a dit ${c.g.n}.`, (c) => `« ${gone(c).N} ne peut plus avoir froid, ni faim, ni mal », a dit ${c.g.n}.`],
  ], l: [[(c) => `« Est-ce que ${gone(c).n} a eu mal ? » a demandé ${c.n} tout bas. ${c.g.N} a secoué la tête doucement : « Non. À la fin, ${gone(c).n} dormait, bien au chaud, et nous étions tout près. »`, (c) => `« Est-ce que ${gone(c).n} savait combien on l’aimait ? » a demandé ${c.n}. « Chaque jour, a répondu ${c.g.n}. Les animaux sentent l’amour à la façon dont on s’occupe d’eux, et ${gone(c).n} faisait partie de la famille. »`]] },
  'pet.twist': { m: [
    [(c) => `Un matin, ${c.n} a vu le panier vide près de la porte.`, (c) => `${c.N} a trouvé la vieille balle ${gone(c).de} sous le canapé.`],
    [() => `La tristesse est revenue, grande et lourde.`, (c) => `${c.N} a serré la balle et a pleuré longtemps.`],
  ], l: [[(c) => `« Est-ce que ça fera toujours aussi mal ? » a demandé ${c.n}. « Ça fera moins mal, petit à petit, a dit ${c.g.n}. Mais nous n’oublierons pas. »`, (c) => `${c.g.N} n’a pas dit « ne pleure pas ». ${c.g.N} s’est juste assis${c.g.e} par terre et a tenu ${c.n} dans ses bras jusqu’à ce que les larmes s’arrêtent.`]] },
  'pet.remember': { m: [
    [(c) => `Ce soir-là, ils ont regardé des photos ${gone(c).de}.`, (c) => `La famille a raconté des histoires sur ${gone(c).n}.`, (c) => dog(c) && `Ils se sont souvenus du jour où ${gone(c).n} avait sauté dans la mare.`, (c) => cat(c) && `Ils se sont souvenus du jour où ${gone(c).n} était resté${gone(c).e} coincé${gone(c).e} sur le toit de la cabane.`, (c) => `Chacun a partagé son souvenir préféré ${gone(c).de}.`],
    [() => `Ils ont ri et pleuré en même temps.`, (c) => `${c.N} se souvenait combien ${gone(c).n} était doux${gone(c).f ? 'ce' : ''}.`.replace('douxce', 'douce'), () => `Se souvenir, c’était à la fois triste et doux.`, () => `Certains souvenirs faisaient pouffer de rire, d’autres rendaient silencieux.`],
  ], l: [[(c) => `« Tu te souviens quand ${gone(c).n} avait volé les saucisses ? » a dit ${c.g.n}. Tout le monde a ri, et c’était étrange de rire, et bon aussi.`, (c) => `Il y avait des photos ${gone(c).de} tout bébé, et des photos de longues promenades et d’après-midi endormis.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} a fabriqué une boîte à souvenirs pour ${gone(c).n}.`, (c) => `${c.N} a fait un dessin ${gone(c).de}.`, () => `Ils ont rangé le vieux collier dans une boîte spéciale.`, (c) => `${c.N} a écrit une lettre à ${gone(c).n}.`.replace('à le ', 'au ')],
    [(c) => `Dedans, il y avait une photo, un dessin et le jouet préféré ${gone(c).de}.`, (c) => `${c.N} a dessiné ${gone(c).n} en train de courir dans l’herbe.`, () => `Ils ont posé la boîte sur une étagère, où tout le monde pouvait la voir.`, (c) => `Il y était écrit : merci d’avoir fait partie de notre famille, ${gone(c).n}.`],
  ], l: [[() => `Fabriquer la boîte a pris tout un après-midi. Ils ont trouvé des photos, une touffe de poils restée dans la vieille brosse et la médaille avec le nom. Chaque objet avait son histoire, et ils les ont toutes racontées.`]] },
  'pet.end': { m: [
    [(c) => `Dans le jardin, ils ont planté une fleur pour ${gone(c).n}.`, (c) => `Ils ont planté un petit arbre dans le jardin pour ${gone(c).n}.`, (c) => `Là où ${gone(c).n} aimait se coucher au soleil, ils ont planté des fleurs jaunes.`],
    [(c) => `« Nous nous souviendrons toujours de toi », a chuchoté ${c.n}.`, (c) => `Quand ${gone(c).n} manque ${c.au}, ${c.il} regarde la photo et sourit doucement.`, () => `L’amour reste, même quand quelqu’un est parti.`, (c) => `${gone(c).N} fera toujours partie de la famille.`],
  ], l: [[(c) => `La tristesse n’a pas disparu, mais elle a changé. Elle est devenue plus douce, moins une douleur qu’un manque. Et chaque fois qu’ils voyaient un ${dog(c) ? 'chien' : cat(c) ? 'chat' : 'animal'} au parc, ils souriaient en pensant à ${gone(c).n}.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} aimait très fort ${gone(c).n}.`, (c) => `${gone(c).N} connaissait les plus belles histoires et les chansons les plus rigolotes.`, (c) => `Il y avait une photo ${gone(c).de} sur l’étagère.`],
    [() => `Ils faisaient souvent des promenades ensemble.`, (c) => `${gone(c).N} avait toujours un câlin en réserve.`, (c) => `${gone(c).N} sentait la menthe et la terre du jardin.`],
  ], l: [[(c) => `${gone(c).N} savait siffler comme un merle et faire disparaître une pièce derrière l’oreille ${c.de}. Personne d’autre ne savait faire ça.`, (c) => `Le dimanche, ils s’asseyaient dans le jardin, et ${gone(c).n} donnait le nom de chaque oiseau qui passait.`]] },
  'gp.news': { m: [
    [(c) => `${gone(c).N} était malade depuis longtemps, et à la fin, ${gone(c).il} est mort${gone(c).e}.`, (c) => `${c.g.N} est rentré${c.g.e} de l’hôpital les yeux rouges et a dit que ${gone(c).n} était mort${gone(c).e}.`, (c) => `Au printemps, ${gone(c).n} est mort${gone(c).e}.`],
    [(c) => `${gone(c).N} ne reviendra pas, même si on le souhaite très fort.`, () => `Quand quelqu’un meurt, son corps s’arrête de fonctionner, et il n’a plus mal.`, (c) => `Les larmes sont venues, et ${c.g.n} a pris ${c.n} dans ses bras.`],
  ], l: [[(c) => `« Où est partie la personne qu’on aime quand elle meurt ? » a demandé ${c.n}. « On ne peut plus lui rendre visite, a dit ${c.g.n}. Mais ${gone(c).n} est encore là, dans chaque histoire que nous racontons. »`, (c) => `« Être mort, cela veut dire que ${gone(c).n} ne peut pas revenir, même si on le souhaite très fort, a dit ${c.g.n}. C’est très triste. Nous pouvons être tristes ensemble. »`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} s’est assis${c.e} dans le grand fauteuil ${gone(c).de}.`, (c) => `La maison semblait silencieuse sans ${gone(c).n}.`, (c) => `Certains jours, ${c.n} était triste, et d’autres jours en colère.`],
    [() => `Triste, fâché, perdu : chaque sentiment avait sa place.`, (c) => `${gone(c).N} manquait aussi ${c.g.au}.`, (c) => `${c.g.N} a dit qu’il n’y a pas de mauvaise façon de se sentir.`],
  ], l: [[(c) => `Par moments, ${c.n} oubliait et se sentait presque comme avant, puis ça revenait, et la tristesse remontait d’un coup. ${c.g.N} a expliqué que le chagrin vient par vagues, comme la mer, et que chaque vague devient un peu plus petite.`]] },
  'gp.ask': { m: [
    [(c) => `« Où est ${gone(c).n} ? » a demandé ${c.n}.`, (c) => `${c.N} posait des questions, jour après jour.`, (c) => `« Est-ce que ${gone(c).n} peut nous voir ? » a demandé ${c.n}.`],
    [(c) => `« ${gone(c).N} n’est plus là, mais vit encore dans nos cœurs et dans nos histoires », a dit ${c.g.n}.`, (c) => `${c.g.N} a répondu à chaque question, doucement et honnêtement.`, (c) => `« Il y a des choses qu’on ne sait pas, a dit ${c.g.n}. Mais on sait qu’on s’aimait. »`],
  ], l: [[(c) => `« Est-ce que toi aussi, tu vas mourir ? » a demandé ${c.n} d’une toute petite voix. ${c.g.N} a serré ${c.n} contre ${c.g.soi}. « Pas avant très, très longtemps, j’espère. Je suis là pour toi. »`]] },
  'gp.twist': { m: [
    [(c) => `Un jour, ${c.n} a trouvé le vieux chapeau ${gone(c).de}.`, (c) => `Au dîner, la chaise ${gone(c).de} était vide.`],
    [() => `La tristesse est revenue, grande et lourde.`, (c) => `${c.N} a couru dans sa chambre pour pleurer.`],
  ], l: [[(c) => `« Pourquoi ça fait encore mal ? » a demandé ${c.n}. « Parce que nous aimions tellement ${gone(c).n}, a dit ${c.g.n}. La peine devient plus douce avec le temps. L’amour, lui, reste. »`, (c) => `${c.g.N} est venu${c.g.e} s’asseoir sur le lit. « ${gone(c).N} me manque aussi », a dit ${c.g.n}, et ils se sont tenu la main jusqu’à ce que les larmes s’arrêtent.`]] },
  'gp.remember': { m: [
    [(c) => `Ils ont trouvé le vieil album plein de photos ${gone(c).de}.`, (c) => `Chacun à son tour a raconté une histoire sur ${gone(c).n}.`, (c) => `Ils se sont souvenus des blagues rigolotes ${gone(c).de}.`],
    [() => `Il y avait des rires et des larmes, tout mélangés.`, (c) => `${c.N} se souvenait des chansons qu’ils chantaient ensemble.`, () => `Les souvenirs rendaient la pièce plus chaude.`],
  ], l: [[(c) => `« Tu te souviens quand ${gone(c).n} s’était endormi${gone(c).e} dans la chaise longue avec le journal sur la figure ? » a dit ${c.g.n}. Tout le monde a ri, et ça faisait du bien de rire.`, (c) => `Il y avait des photos ${gone(c).de} au bord de la mer, il y a très longtemps, et une photo d’eux deux avec de la glace sur le nez.`]] },
  'gp.make': { m: [
    [(c) => `Ensemble, ils ont fait un livre de souvenirs sur ${gone(c).n}.`, (c) => `${c.N} a fait un dessin ${gone(c).de}.`, (c) => `Ils ont planté les fleurs préférées ${gone(c).de}.`],
    [() => `Dedans, il y avait des photos, des dessins et des histoires.`, (c) => `${c.N} s’est dessiné${c.e} avec ${gone(c).n}, main dans la main.`, () => `Ils l’ont posé sur l’étagère, là où tout le monde pouvait le voir.`],
  ], l: [[(c) => `Ils ont écrit les phrases préférées ${gone(c).de}, la recette des fameuses crêpes et le nom de tous les oiseaux. Le livre est devenu épais de souvenirs, et ils ont continué à le remplir pendant des semaines.`]] },
  'gp.end': { m: [
    [(c) => `Le soir, ils ont regardé les étoiles en pensant à ${gone(c).n}.`, (c) => `${gone(c).N} est mort${gone(c).e}, mais l’amour est toujours là.`, (c) => `Quand ${gone(c).n} manque ${c.au}, ${c.il} chante leur vieille chanson.`],
    [(c) => `« Bonne nuit, ${gone(c).n} », a chuchoté ${c.n} vers le ciel.`, () => `L’amour entre eux ne s’est pas arrêté.`, (c) => `${gone(c).N} vit encore dans chaque histoire qu’ils racontent.`],
  ], l: [[(c) => `Le manque n’est pas parti, mais il est devenu plus doux. Maintenant, quand ${c.n} entend un merle, ${c.il} pense à ${gone(c).n} et se sent de nouveau tout près.`]] },
};
