// French beats for visits and routines: the doctor, the dentist, the potty and bedtime.
import type { BeatText } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Ce matin, ${c.n} jouait tranquillement à la maison.`, (c) => `${c.N} avait rendez-vous chez le médecin aujourd’hui.`, (c) => `Aujourd’hui, c’était le jour de la visite chez le docteur pour ${c.n}.`],
    [(c) => `« C’est juste pour vérifier que tu grandis bien », a dit ${c.g.n}.`, (c) => `${c.N} a mis son doudou dans sa poche, au cas où.`, () => `Le rendez-vous était à dix heures.`],
  ] },
  'doc.worry': { m: [
    [(c) => `Sur le chemin, ${c.n} se tortillait sur son siège.`, (c) => `${c.N} serrait la main ${c.g.de} un peu trop fort.`, (c) => `Plus on approchait, plus ${c.n} avait le ventre noué.`],
    [() => `« Est-ce que le médecin va me faire une piqûre ? »`, () => `« Et si ça fait mal ? » a demandé une petite voix.`, (c) => `« Je reste avec toi tout le temps », a promis ${c.g.n}.`],
  ], l: [[(c) => `« Le médecin est là pour aider les enfants à rester en bonne santé, a expliqué ${c.g.n}. Et tu as le droit de poser toutes les questions que tu veux. »`, (c) => `${c.g.N} a raconté sa propre visite chez le médecin, il y a très longtemps, avec une sucette à la fraise à la fin.`]] },
  'doc.wait': { m: [
    [() => `Dans la salle d’attente, il y avait des jouets et des livres.`, (c) => `${c.N} a attendu sur une petite chaise rouge.`, () => `Dans la salle d’attente, un bébé gazouillait et une fille lisait.`],
    [(c) => `${c.N} a construit une tour avec des cubes.`, () => `Enfin, une infirmière a appelé : « À toi ! »`, () => `L’attente semblait longue, très longue.`],
  ] },
  'doc.check': { m: [
    [(c) => `Le médecin a écouté le cœur ${c.de} avec un stéthoscope.`, (c) => `Le médecin a regardé dans les oreilles ${c.de} avec une petite lampe.`, (c) => `Le médecin a mesuré ${c.n} et l’a pesé${c.e} sur la balance.`],
    [() => `Boum-boum, boum-boum, faisait le cœur.`, (c) => `« Tu veux écouter aussi ? » a demandé le médecin, et ${c.n} a entendu son propre cœur.`, () => `« Tout va très bien », a dit le médecin en souriant.`],
  ], l: [[(c) => `Le médecin a expliqué chaque chose avant de la faire. « Ceci, c’est pour écouter ton cœur. Cela, c’est pour regarder ta gorge. Dis "Aaah" ! » ${c.N} a dit « Aaah », si fort que tout le monde a ri.`]] },
  'doc.twist': { m: [
    [(c) => `Quand le médecin a sorti la seringue, ${c.n} s’est caché${c.e} derrière ${c.g.n}.`, (c) => `Tout à coup, ${c.n} n’avait plus envie d’être là.`],
    [() => `« Je ne veux pas ! »`, (c) => `Le cœur ${c.de} battait à toute vitesse.`],
  ], l: [[(c) => `Le médecin ne s’est pas fâché. « Ça pique un tout petit peu, comme une fourmi, a-t-il dit. Et ce vaccin protège ton corps contre les maladies. » ${c.g.N} a pris ${c.n} sur ses genoux.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} a regardé ailleurs et a compté jusqu’à trois.`, (c) => `${c.N} a serré son doudou et a pris une grande inspiration.`, (c) => `${c.N} a soufflé comme pour éteindre une bougie pendant la piqûre.`],
    [() => `Pique ! Et c’était déjà fini.`, () => `Ça a piqué un peu, puis plus du tout.`, (c) => `« Bravo, tu as été très courageu${c.x('x', 'se')} », a dit le médecin.`],
  ] },
  'doc.end': { m: [
    [(c) => `En sortant, ${c.n} avait un pansement avec des étoiles.`, (c) => `${c.N} est reparti${c.e} avec un autocollant brillant sur son pull.`, (c) => `À la maison, ${c.n} a raconté la visite à tout le monde.`],
    [() => `Le médecin, ce n’était pas si terrible, finalement.`, (c) => `${c.N} était fier${c.x('', 'e')}.`.replace('fiere', 'fière'), (c) => `Le soir, ${c.n} a soigné son nounours avec un stéthoscope en carton.`],
  ] },

  'den.open': { l: [[(c) => `Devant le miroir, ${c.n} s’est entraîné${c.e} à ouvrir la bouche très grand, comme un crocodile. ${c.g.N} a ri et a dit que la dentiste allait adorer ce sourire.`, (c) => `${c.N} avait une dent qui bougeait un peu, et ${c.g.n} voulait que la dentiste y jette un œil. « Une dent qui bouge, c’est une grande dent qui arrive », a expliqué ${c.g.n}.`]], m: [
    [(c) => `Ce matin, ${c.n} s’est brossé les dents avec soin.`, (c) => `Aujourd’hui, ${c.n} allait chez le dentiste.`, (c) => `Devant le miroir, ${c.n} a compté ses dents.`, (c) => `Ce jour-là, ${c.n} avait rendez-vous chez la dentiste.`, (c) => `${c.N} a frotté ses dents en chantant une chanson.`],
    [() => `Le dentiste allait vérifier si les dents étaient en bonne santé.`, () => `Les dents de lait travaillent dur toute la journée.`, () => `« Il faut que mes dents soient toutes belles ! »`, () => `Frotte, frotte, en haut, en bas.`, () => `Une petite visite pour garder un beau sourire.`, () => `La brosse à dents faisait des bulles de dentifrice.`],
  ] },
  'den.worry': { l: [[(c) => `Pour passer le temps, ${c.g.n} a proposé un jeu : trouver dans la salle d’attente quelque chose de rouge, quelque chose de rond et quelque chose qui brille. ${c.N} a trouvé les trois avant qu’on appelle son nom.`, (c) => `${c.N} a demandé à ${c.g.n} ce que ferait la dentiste. « D’abord, elle dira bonjour, a répondu ${c.g.n}. Ensuite, elle comptera tes dents avec un petit miroir. Ce sera tout. »`, (c) => `« Tu sais, a dit ${c.g.n}, la dentiste connaît les dents mieux que personne. Elle va juste compter, regarder et nettoyer. Et si quelque chose te gêne, tu lèves la main. » ${c.N} a répété le signal deux fois pour être sûr${c.e}.`, (c) => `À côté, une petite fille racontait qu’elle venait pour la troisième fois. « C’est rigolo, le fauteuil monte comme une fusée », a-t-elle dit. ${c.N} a regardé la porte d’un autre œil.`]], m: [
    [(c) => `Dans la salle d’attente, ${c.n} balançait les jambes.`, (c) => `${c.N} feuilletait un livre sans vraiment le lire.`, (c) => `${c.N} entendait un petit bruit de machine derrière la porte.`, (c) => `${c.N} se demandait ce que le dentiste allait faire.`, (c) => `Sur le chemin du cabinet, ${c.n} ne disait pas un mot.`],
    [() => `« Est-ce que ça va faire mal ? »`, () => `Sur le mur, une grande dent dessinée souriait.`, (c) => `${c.g.N} a souri : « Le dentiste va juste regarder tes dents. »`, () => `Un petit garçon est sorti en souriant, avec une brosse à dents neuve.`],
  ] },
  'den.chair': { m: [
    [(c) => `${c.N} s’est assis${c.e} dans le grand fauteuil du dentiste.`, () => `Le grand fauteuil montait et descendait, comme un ascenseur.`, () => `Au-dessus du fauteuil, il y avait une grosse lampe ronde.`, (c) => `Le fauteuil bleu s’est incliné doucement sous ${c.n}.`, () => `Le fauteuil du dentiste était immense et tout doux.`],
    [() => `« Ouvre grand la bouche, comme un lion ! » a dit le dentiste.`, (c) => `${c.N} a ouvert la bouche tout grand.`, () => `La dentiste avait des lunettes rigolotes et une voix douce.`, () => `« Tu vois cette lampe ? Elle m’aide à bien voir tes dents. »`, (c) => `${c.N} a tenu très fort son doudou.`],
  ], l: [[(c) => `La dentiste a fait monter le fauteuil, puis descendre, puis monter encore, juste pour rire. ${c.N} s’est accroché${c.e} aux accoudoirs en riant, comme dans un manège.`, (c) => `Le fauteuil s’est penché tout doucement en arrière, et ${c.n} s’est retrouvé${c.e} à regarder le plafond, où quelqu’un avait collé des étoiles et une grosse lune souriante. « Tu vois la lune ? a demandé la dentiste. Tu peux la regarder pendant que je compte. »`, (c) => `La dentiste a montré ses outils un par un : un petit miroir pour voir derrière les dents, et une brosse qui tourne. « Tu veux essayer sur ton doigt ? » ${c.N} a ri, ça chatouillait.`]] },
  'den.count': { l: [[(c) => `La dentiste a expliqué que les dents de lait tombent un jour pour laisser la place aux grandes dents. « Tu en as vingt, et tu en auras bientôt plus », a-t-elle dit. ${c.N} a trouvé ça incroyable.`, (c) => `Avec son petit miroir, la dentiste a montré à ${c.n} l’arrière des dents, là où la brosse oublie parfois de passer. « Là, il faut bien frotter », a-t-elle dit avec un clin d’œil.`]], m: [
    [(c) => `La dentiste a compté les dents ${c.de} : une, deux, trois… vingt !`, () => `Avec son petit miroir, la dentiste a regardé chaque dent.`, () => `La dentiste a compté tout haut, dent après dent.`, () => `« Voyons ces dents ! » a dit la dentiste en souriant.`, () => `La dentiste a touché chaque dent avec un petit outil tout doux.`],
    [() => `« Toutes tes dents sont bien là », a-t-elle dit.`, () => `« Quelles belles dents ! »`, (c) => `${c.N} a gardé la bouche grande ouverte, sans bouger.`, () => `« Tu as des dents de champion ! »`, (c) => `${c.N} a compté avec la dentiste, dans sa tête.`],
  ] },
  'den.twist': { m: [
    [() => `Puis la petite machine s’est mise à bourdonner.`, (c) => `Quand la brosse a commencé à vrombir, ${c.n} a fermé la bouche d’un coup.`, () => `Soudain, un petit tuyau s’est mis à aspirer avec un drôle de bruit.`],
    [(c) => `${c.N} a eu un peu peur.`, () => `Bzzz ! Ça faisait un drôle de bruit.`, () => `Slurp ! Qu’est-ce que c’était que ce bruit ?`],
  ], l: [[(c) => `Le petit aspirateur à salive faisait un bruit de paille au fond d’un verre. « C’est lui qui boit l’eau dans ta bouche », a dit la dentiste. ${c.N} a trouvé ça tellement drôle que la peur s’est envolée.`, (c) => `${c.N} a levé la main, comme on l’avait décidé avant. La dentiste s’est arrêtée tout de suite. « Tu vois ? C’est toi qui décides quand on fait une pause. » Après trois grandes respirations, ${c.n} a rouvert la bouche, prêt${c.e} à continuer.`, (c) => `« C’est juste une brosse qui tourne très vite, a expliqué la dentiste. Écoute : elle chante comme une abeille. » Elle l’a posée sur l’ongle ${c.de}. Ça chatouillait, et ça ne faisait pas mal du tout.`]] },
  'den.clean': { l: [[(c) => `Pendant le nettoyage, ${c.n} a imaginé que chaque dent était une petite maison qu’on repeignait en blanc. Quand la dentiste a dit « Terminé ! », tout le village brillait.`, (c) => `La brosse tournait en faisant un petit bruit, et le dentifrice avait un goût de fraise. ${c.N} a compté les carreaux du plafond, et avant d’arriver à vingt, c’était déjà fini.`, (c) => `La dentiste a raconté l’histoire d’une dent qui voulait devenir la plus brillante du monde, pendant qu’elle nettoyait. ${c.N} a oublié d’avoir peur.`]], m: [
    [() => `La petite brosse a nettoyé chaque dent.`, (c) => `La dentiste a brossé les dents ${c.de} avec une pâte au goût de fraise.`, () => `Ça chatouillait un peu, et c’était vite fini.`, () => `Une brosse toute ronde a fait briller chaque dent.`, () => `La dentiste a nettoyé les dents en les chatouillant.`],
    [() => `« Tu peux rincer », a dit la dentiste.`, (c) => `${c.N} a craché dans le petit lavabo.`, () => `Les dents brillaient comme des perles.`, () => `Ça sentait la menthe.`, (c) => `${c.N} a passé la langue sur ses dents toutes lisses.`],
  ] },
  'den.end': { l: [[(c) => `Sur le chemin du retour, ${c.n} a raconté la visite ${c.g.au}, en montrant chaque dent. « La prochaine fois, je n’aurai pas peur du tout », a dit ${c.n}, et c’était vrai.`, (c) => `Le soir, ${c.n} a joué au dentiste avec son nounours, en comptant ses dents imaginaires et en lui donnant une brosse à dents en papier.`]], m: [
    [(c) => `${c.N} est reparti${c.e} avec une brosse à dents toute neuve.`, (c) => `${c.N} a fait un grand sourire dans le miroir.`, (c) => `En sortant, ${c.n} montrait ses dents à tout le monde.`, (c) => `${c.N} a choisi un autocollant en forme de dent qui sourit.`, (c) => `Sur le chemin du retour, ${c.n} souriait à tout le monde.`],
    [() => `Le dentiste, ce n’était pas si effrayant !`, () => `Des dents propres, ça fait un sourire qui brille.`, (c) => `Le soir, ${c.n} s’est brossé les dents encore plus longtemps.`, () => `« Je reviendrai dans six mois ! »`, () => `Une dent propre, c’est une dent heureuse.`, () => `Quelle visite !`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} portait encore des couches.`, (c) => `${c.N} jouait avec ses cubes, en couche.`, (c) => `${c.N} grandissait vite.`],
    [() => `Mais bientôt, les couches, ce serait fini.`, (c) => `${c.g.N} avait une surprise.`, () => `Il était temps d’essayer quelque chose de nouveau.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.g.N} a apporté un pot tout neuf.`, () => `Dans la salle de bain, il y avait un joli pot.`, (c) => `${c.N} a regardé le nouveau pot.`],
    [() => `« C’est pour faire pipi et caca comme les grands. »`, (c) => `${c.N} s’est assis${c.e} dessus, tout habillé${c.e}, pour essayer.`, () => `Le pot était rouge et brillant.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} s’est assis${c.e} sur le pot avec un livre.`, (c) => `${c.N} a essayé le pot.`, (c) => `Tous les matins, ${c.n} essayait le pot.`],
    [() => `Il ne se passait rien. Ce n’était pas grave.`, (c) => `${c.g.N} a lu une histoire pour patienter.`, () => `Il fallait attendre un peu.`],
  ] },
  'pot.oops': { m: [
    [() => `Oups ! Un petit accident.`, (c) => `${c.N} n’a pas eu le temps d’arriver au pot.`, () => `La culotte était toute mouillée.`],
    [(c) => `« Ce n’est pas grave, a dit ${c.g.n}. On apprend. »`, (c) => `${c.g.N} a fait un câlin.`, () => `Tout le monde a des accidents au début.`],
  ] },
  'pot.twist': { m: [
    [(c) => `Un jour, en plein jeu, ${c.n} a senti l’envie.`, (c) => `Vite, vite, ${c.n} a couru vers la salle de bain !`],
    [() => `Est-ce que ce serait à temps ?`, () => `Il fallait faire vite.`],
  ], l: [[(c) => `${c.N} a laissé tomber son camion et a couru. Le couloir paraissait très long. « J’arrive, pot ! » a crié ${c.n}, et ${c.g.n} a couru derrière en riant.`]] },
  'pot.done': { m: [
    [(c) => `${c.N} a fait pipi dans le pot !`, (c) => `Et cette fois, ${c.n} a réussi : pipi dans le pot !`, () => `Plic, ploc ! Pipi dans le pot.`],
    [(c) => `${c.g.N} a applaudi.`, (c) => `${c.N} était si fier${c.x('', 'e')} !`.replace('fiere', 'fière'), () => `Tout le monde a fait un grand sourire.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} a choisi de nouvelles culottes.`, (c) => `${c.N} a choisi une culotte avec des dinosaures.`, () => `Adieu les couches, bonjour les culottes !`],
    [() => `Des culottes de grand, avec des couleurs partout.`, (c) => `${c.N} les a toutes essayées.`, () => `Quelle fierté !`],
  ] },
  'pot.end': { m: [
    [(c) => `Maintenant, ${c.n} va sur le pot tout${c.e} seul${c.e}.`, (c) => `${c.N} tire la chasse d’eau et se lave les mains.`, (c) => `Après le pot, ${c.n} se lave toujours les mains.`],
    [() => `Plouf, la chasse d’eau ! Et on se lave les mains.`, () => `Comme les grands !`, () => `Les couches, c’est fini.`],
  ] },

  'bed.open': { m: [
    [(c) => `Le soir tombait, mais ${c.n} jouait encore.`, (c) => `${c.N} courait dans toute la maison.`, (c) => `${c.N} n’avait pas du tout sommeil.`],
    [() => `Dehors, le ciel devenait orange.`, () => `La journée avait été pleine de jeux.`, () => `Encore une partie, rien qu’une petite !`],
  ] },
  'bed.no': { m: [
    [(c) => `« C’est l’heure d’aller au lit », a dit ${c.g.n}.`, (c) => `${c.g.N} a dit : « Au lit, maintenant ! »`, (c) => `Quand ${c.g.n} a parlé du coucher, ${c.n} a croisé les bras.`],
    [(c) => `« Non ! Je ne suis pas fatigué${c.e} ! »`, (c) => `${c.N} ne voulait pas dormir.`, (c) => `${c.N} s’est caché${c.e} derrière le canapé.`],
  ], l: [[(c) => `« Pourquoi il faut dormir ? » a demandé ${c.n}. « Parce que c’est en dormant que ton corps grandit et que ta tête range toutes les choses de la journée », a expliqué ${c.g.n}.`]] },
  'bed.bath': { m: [
    [(c) => `D’abord, un bon bain chaud pour ${c.n}.`, (c) => `Dans le bain, ${c.n} a fait plein de bulles.`, () => `Plouf ! C’était l’heure du bain.`],
    [() => `Le canard en plastique flottait sur l’eau.`, () => `Ça sentait bon le savon.`, (c) => `${c.N} a fait une barbe de mousse.`],
  ] },
  'bed.pyj': { m: [
    [(c) => `${c.N} a mis son pyjama tout doux.`, (c) => `${c.N} a enfilé son pyjama avec des étoiles.`, (c) => `Pyjama, brosse à dents : ${c.n} était presque prêt${c.e}.`],
    [() => `Le pyjama sentait bon le propre.`, () => `Un bras, puis l’autre.`, () => `Et voilà, tout doux, tout chaud.`],
  ] },
  'bed.twist': { m: [
    [(c) => `Mais une fois au lit, ${c.n} a appelé : « J’ai soif ! »`, (c) => `Puis ${c.n} a demandé encore une histoire, et encore un câlin.`],
    [() => `« Et encore un bisou ! Et encore un verre d’eau ! »`, (c) => `${c.g.N} est revenu${c.g.e}, une fois, deux fois, trois fois.`],
  ], l: [[(c) => `${c.g.N} s’est assis${c.g.e} au bord du lit. « Je suis juste à côté, a dit ${c.g.n} doucement. Et demain matin, je serai là quand tu te réveilleras. »`]] },
  'bed.story': { m: [
    [(c) => `${c.g.N} a lu une histoire tout bas.`, (c) => `Bien au chaud dans son lit, ${c.n} a écouté une histoire.`, () => `C’était l’heure de l’histoire du soir.`],
    [() => `L’histoire parlait d’un ours qui cherchait la lune.`, () => `La voix était douce et lente.`, () => `Les pages tournaient doucement.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.N} a bâillé un grand bâillement.`, (c) => `Les yeux ${c.de} se fermaient tout seuls.`, (c) => `${c.N} s’est blotti${c.e} sous la couverture.`],
    [() => `Ses paupières devenaient lourdes.`, (c) => `« Bonne nuit », a murmuré ${c.g.n}.`, () => `Tout devenait calme et doux.`],
  ] },
  'bed.end': { m: [
    [(c) => `Et ${c.n} s’est endormi${c.e}.`, (c) => `Bientôt, ${c.n} dormait à poings fermés.`, (c) => `La veilleuse brillait doucement, et ${c.n} dormait.`],
    [() => `Bonne nuit, petite étoile.`, () => `Fais de beaux rêves.`, () => `Chut… tout le monde dort.`],
  ] },
};
