// French beats for being different (a wheelchair, glasses, a new language) and making a friend.
import type { BeatText } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

const friend = (c: Fr) => c.pal?.n ?? 'une petite fille';
const Friend = (c: Fr) => c.pal?.N ?? 'Une petite fille';

export const DIFFERENT: T = {
  'wh.open': { l: [[(c) => `${c.N} connaissait tous les trottoirs du quartier, ceux qui étaient lisses comme de la glace et ceux qui secouaient comme un vieux manège. Avec ses gants de cycliste, ${c.n} pouvait tourner sur place plus vite que n’importe qui.`, (c) => `Le fauteuil roulant avait des autocollants d’étoiles sur les roues, choisis par ${c.n}. Quand les roues tournaient vite, les étoiles se mélangeaient et faisaient comme une galaxie.`]], m: [
    [(c) => `${c.N} filait dans son fauteuil roulant, vite comme le vent.`, (c) => `${c.N} se déplaçait en fauteuil roulant.`, (c) => `Le fauteuil roulant ${c.de} avait des roues qui brillaient au soleil.`],
    [(c) => `${c.N} adorait faire des virages en roulant.`, () => `Zoum ! Les roues tournaient à toute allure.`, (c) => `${c.N} poussait les roues avec des bras très forts.`],
  ] },
  'wh.want': { l: [[(c) => `Les cris joyeux montaient de l’aire de jeux, et ${c.n} s’est approché${c.e} doucement pour regarder. Il y avait un jeu de ballon, une course et un grand château de bois, et tout avait l’air formidable.`, (c) => `${c.N} observait les règles du jeu avec attention, comme un entraîneur au bord du terrain. Au bout d’un moment, ${c.n} connaissait tous les coups et savait exactement où il faudrait se placer.`]], m: [
    [(c) => `À l’aire de jeux, ${c.n} regardait les autres enfants jouer.`, (c) => `${c.N} regardait les enfants jouer au ballon.`, (c) => `Les autres jouaient à chat, et ${c.n} avait envie de jouer aussi.`],
    [() => `Ça avait l’air tellement amusant !`, (c) => `${c.N} voulait entrer dans le jeu.`, () => `Les rires résonnaient partout.`],
  ] },
  'wh.doubt': { m: [
    [(c) => `Mais personne ne pensait à inviter ${c.n}.`, (c) => `${c.N} est resté${c.e} sur le côté.`, () => `« Tu ne peux pas jouer, tu es en fauteuil », a dit un garçon.`],
    [(c) => `${c.N} s’est senti${c.e} un peu seul${c.e}.`, () => `Le jeu continuait sans attendre.`, (c) => `Les roues ${c.de} sont restées immobiles.`],
  ], l: [[(c) => `Ce n’était pas la première fois. Les gens voyaient souvent le fauteuil avant de voir ${c.n}. Mais ${c.n} savait faire plein de choses, et c’était le moment de le montrer.`]] },
  'wh.twist': { m: [
    [() => `Puis le jeu est parti vers le toboggan, en haut d’un escalier sans rampe.`, (c) => `Pour rejoindre les autres, il fallait monter des marches, et ${c.n} ne pouvait pas rouler dessus.`],
    [(c) => `${c.N} s’est arrêté${c.e} en bas des marches.`, () => `Pas de rampe. Pas de chemin.`],
  ], l: [[(c) => `${c.N} a regardé tout autour. Il y avait forcément un autre chemin. Et justement, de l’autre côté, une allée en pente faisait le tour jusqu’en haut.`]] },
  'wh.idea': { l: [[(c) => `« Le fauteuil, ça peut être un bateau, une fusée ou un camion de pompiers », a expliqué ${c.n}. Les autres enfants ont écouté, les yeux brillants, et très vite, tout le monde voulait monter à bord du jeu.`, (c) => `${c.N} a dessiné un parcours à la craie, avec des virages, un tunnel en carton et une ligne d’arrivée. « Ici, tout le monde peut jouer, à pied ou sur des roues », a annoncé ${c.n}.`]], m: [
    [(c) => `${c.N} a eu une idée : « Et si on jouait à la course de relais ? »`, (c) => `${c.N} a proposé un jeu où le fauteuil devenait un bateau pirate.`, (c) => `« Je peux être le gardien de but ! » a dit ${c.n}.`],
    [() => `Les autres ont trouvé l’idée géniale.`, (c) => `${c.N} a montré comment rouler en faisant des huit.`, () => `Tout le monde voulait essayer.`],
  ] },
  'wh.play': { l: [[(c) => `Le jeu a duré jusqu’à ce que les parents appellent pour le goûter. Personne ne voulait s’arrêter, et tout le monde parlait déjà de la partie du lendemain, avec de nouvelles règles inventées par ${c.n}.`, (c) => `Il y a eu des rires, des courses et une grande dispute pour savoir qui avait gagné. À la fin, tout le monde a décidé que l’équipe ${c.de} avait gagné, parce qu’elle avait eu la meilleure idée.`]], m: [
    [(c) => `Bientôt, tout le monde jouait avec ${c.n}.`, (c) => `${c.N} a arrêté tous les tirs avec son fauteuil roulant.`, () => `Ils ont joué ensemble tout l’après-midi.`],
    [() => `Le fauteuil roulait, les enfants couraient, et tout le monde riait.`, () => `Quelle partie !`, (c) => `Un ami poussait ${c.n} dans les virages.`],
  ] },
  'wh.end': { l: [[(c) => `Le soir, en racontant la journée, ${c.n} a parlé de ses nouveaux amis pendant tout le dîner. Le fauteuil roulant n’avait pas changé, mais quelque chose d’autre avait changé : maintenant, les autres voyaient d’abord ${c.n}.`]], m: [
    [(c) => `${c.N} a tourné sur ${c.x('lui', 'elle')}-même, heureu${c.x('x', 'se')}, avec ses nouveaux amis.`, (c) => `Maintenant, ${c.n} joue avec tout le monde à l’aire de jeux.`, (c) => `Le soir, les roues ${c.de} étaient pleines de sable et son cœur plein de joie.`],
    [() => `Chacun joue à sa manière, et c’est très bien.`, () => `Les roues, c’est aussi pour s’amuser !`, () => `Demain, on rejoue !`],
  ] },

  'gl.open': { l: [[(c) => `À l’école, ${c.n} devait s’approcher tout près du tableau pour lire, et les lettres dansaient quand même. Le soir, les yeux ${c.de} piquaient un peu, à force de plisser.`]], m: [
    [(c) => `${c.N} plissait les yeux pour voir le tableau.`, (c) => `Tout était flou pour ${c.n}, même les lettres des livres.`, (c) => `${c.N} ne voyait pas bien les choses de loin.`],
    [() => `Les oiseaux n’étaient que des taches.`, (c) => `${c.N} se frottait souvent les yeux.`, () => `Le monde ressemblait à un dessin mouillé.`],
  ] },
  'gl.test': { l: [[(c) => `L’opticien a fait regarder ${c.n} dans une drôle de machine où l’on voyait une montgolfière au bout d’une route. Puis il a essayé plusieurs verres, jusqu’à ce que tout devienne net.`]], m: [
    [(c) => `${c.g.N} a emmené ${c.n} chez l’opticien.`, (c) => `Chez l’opticien, ${c.n} a lu des lettres sur un tableau.`, () => `L’opticien a montré des lettres, des grandes et des toutes petites.`],
    [() => `« Et celle-ci ? » Les petites lettres étaient floues.`, () => `L’opticien a posé des verres devant ses yeux.`, () => `« Tu as besoin de lunettes », a dit l’opticien.`],
  ] },
  'gl.pick': { l: [[(c) => `Il y avait des montures de toutes les formes, comme des bonbons dans une vitrine. ${c.N} en a essayé au moins dix, en faisant des grimaces dans le miroir, avant de trouver les bonnes.`]], m: [
    [(c) => `${c.N} a essayé plein de montures.`, () => `Des rouges, des bleues, des rondes, des carrées !`, (c) => `${c.N} a choisi des lunettes de la couleur du ciel.`],
    [() => `Ces lunettes-là étaient parfaites.`, (c) => `${c.N} s’est regardé${c.e} dans le miroir.`, () => `Quel choix difficile !`],
  ] },
  'gl.worry': { l: [[(c) => `Le soir, ${c.n} a posé les lunettes sur la table de nuit et les a regardées longtemps. Et si quelqu’un disait qu’elles étaient moches ? Et si personne ne voulait plus jouer ?`]], m: [
    [(c) => `Mais ${c.n} s’inquiétait : et si les autres se moquaient ?`, (c) => `${c.N} avait peur d’aller à l’école avec des lunettes.`, (c) => `La nuit, ${c.n} pensait aux autres enfants.`],
    [() => `« Et s’ils rient de moi ? »`, () => `Personne d’autre dans la classe n’avait de lunettes.`, (c) => `${c.N} a caché les lunettes dans sa poche.`],
  ] },
  'gl.see': { l: [[(c) => `${c.N} a couru à la fenêtre : on voyait les feuilles une par une, les briques des maisons, et même un chat sur un toit tout au loin. Le monde avait toujours été là, si net, et personne ne l’avait dit !`]], m: [
    [(c) => `Avec ses lunettes, ${c.n} a tout vu clairement.`, (c) => `${c.N} a mis ses lunettes, et le monde est devenu net.`, (c) => `Pour la première fois, ${c.n} voyait chaque feuille des arbres.`],
    [() => `« Oh ! Je peux voir les fourmis ! »`, () => `Les couleurs étaient plus belles que jamais.`, () => `Le monde entier brillait.`],
  ] },
  'gl.twist': { m: [
    [() => `À l’école, un enfant a ri : « Quatre yeux ! »`, () => `Un garçon s’est moqué des nouvelles lunettes.`],
    [(c) => `${c.N} a baissé la tête, les yeux pleins de larmes.`, (c) => `${c.N} a eu envie d’enlever ses lunettes.`],
  ], l: [[(c) => `Ça faisait mal, ces mots. ${c.N} a pensé à retirer ses lunettes et à ne plus jamais les porter. Mais sans elles, tout redeviendrait flou.`]] },
  'gl.friend': { l: [[(c) => `« Tu sais, a dit la maîtresse, les lunettes, c’est comme une loupe magique : elles aident à voir le monde tel qu’il est. » Plusieurs enfants ont voulu les essayer, en riant de voir tout flou.`]], m: [
    [(c) => `Mais ${friend(c)} a dit : « Tes lunettes sont trop belles ! »`, () => `La maîtresse a dit : « Moi aussi, je porte des lunettes ! »`, () => `Une camarade a demandé si elle pouvait les essayer.`],
    [(c) => `${c.N} a souri.`, () => `Finalement, les lunettes plaisaient à tout le monde.`, () => `Le garçon qui avait ri a dit pardon.`],
  ] },
  'gl.end': { l: [[(c) => `Le lendemain, ${c.n} est arrivé${c.e} à l’école les lunettes sur le nez et le sourire aux lèvres. Personne ne s’est moqué. Et le garçon qui avait ri a demandé où on pouvait trouver les mêmes.`]], m: [
    [(c) => `Maintenant, ${c.n} porte ses lunettes avec fierté.`, (c) => `${c.N} voit tout, et les lunettes sont devenues ses amies.`, (c) => `${c.N} sourit derrière ses lunettes bleues.`],
    [() => `Les lunettes aident à voir le monde en grand.`, () => `Chacun est différent, et c’est ça qui est beau.`, () => `Le monde est si beau, vu de près comme de loin !`],
  ] },

  'ln.open': { l: [[(c) => `Dans sa valise, ${c.n} avait apporté une photo de sa grand-mère, un bracelet de perles et des mots de sa langue, bien rangés dans sa tête. Mais ici, personne ne semblait parler comme à la maison.`, (c) => `Le voyage avait été long, en avion puis en train, et tout paraissait différent : le ciel, les maisons, la nourriture et même le chant des oiseaux. ${c.N} serrait fort la main ${c.g.de} devant la grille de l’école.`]], m: [
    [(c) => `${c.N} est arrivé${c.e} dans une nouvelle école, dans un nouveau pays.`, (c) => `C’était le premier jour ${c.de} dans une école où l’on parlait une autre langue.`, (c) => `${c.N} venait de loin, et ici, on parlait français.`],
    [() => `Tout était nouveau : les murs, les visages, les mots.`, (c) => `${c.N} tenait fort son cartable.`, () => `La cour était pleine d’enfants.`],
  ] },
  'ln.noise': { l: [[(c) => `Les mots arrivaient de tous les côtés, rapides et mélangés, comme une chanson dont on ne connaît pas les paroles. ${c.N} essayait d’attraper un mot, juste un, mais ils filaient tous comme des poissons.`, (c) => `La maîtresse parlait doucement, en souriant, mais ${c.n} ne comprenait presque rien. Alors ${c.n} regardait les mains, les visages et les images au mur pour deviner ce qui se passait.`]], m: [
    [() => `Les enfants parlaient vite, avec des mots inconnus.`, (c) => `${c.N} ne comprenait pas les mots de la maîtresse.`, () => `Les mots tourbillonnaient comme des oiseaux.`],
    [() => `« Bonjour », disaient-ils. Qu’est-ce que ça voulait dire ?`, (c) => `${c.N} hochait la tête sans comprendre.`, () => `Tout semblait bizarre et bruyant.`],
  ] },
  'ln.alone': { l: [[(c) => `${c.N} pensait à ses amis de là-bas, à leurs jeux et à leurs rires qu’on comprenait sans effort. Ici, il fallait tout recommencer, et le banc de la cour paraissait très grand pour une seule personne.`]], m: [
    [(c) => `À la récréation, ${c.n} était seul${c.e} sur un banc.`, (c) => `${c.N} regardait les autres jouer, sans parler.`, (c) => `${c.N} ne savait pas comment dire « Je peux jouer ? ».`],
    [(c) => `${c.N} pensait à la maison et à sa langue.`, () => `Le silence était lourd.`, () => `Les mots de la maison ne servaient à rien ici.`],
  ] },
  'ln.twist': { m: [
    [(c) => `En classe, la maîtresse a posé une question à ${c.n}.`, () => `La maîtresse a demandé quelque chose, et tout le monde a regardé.`],
    [(c) => `${c.N} n’a pas compris et est devenu${c.e} tout${c.e} rouge.`, () => `Pas un mot ne venait.`],
  ], l: [[(c) => `La maîtresse s’est approchée et a montré une image. « Chat ? » a-t-elle dit en montrant l’image. ${c.N} a compris et a répété : « Chat. » La maîtresse a souri, et tout le monde a applaudi.`]] },
  'ln.help': { l: [[(c) => `${c.N} a montré un oiseau et a dit son nom dans sa langue. La camarade a répété en riant, puis a dit le mot en français. Ils ont continué ainsi avec tout ce qu’elles voyaient, comme un jeu de devinettes.`, (c) => `Chaque jour, la même camarade attendait ${c.n} à la grille avec un nouveau mot. Lundi, c’était « bonjour », mardi « merci », mercredi « on joue ? ». Le vendredi, ${c.n} avait une petite collection de mots tout neufs.`]], m: [
    [(c) => `Une camarade a montré des choses à ${c.n} en disant leur nom.`, () => `« Ballon », a dit un garçon en montrant le ballon.`, (c) => `${Friend(c)} s’est assis${c.pal?.e ?? 'e'} à côté ${c.de} pour l’aider.`],
    [() => `« Arbre. Soleil. Ami. »`, (c) => `${c.N} répétait chaque mot.`, () => `Les mots devenaient des cadeaux.`],
  ] },
  'ln.learn': { l: [[(c) => `Le soir, ${c.n} répétait les nouveaux mots dans son lit, tout bas, pour ne pas les oublier. Certains étaient faciles, d’autres tordaient la langue, mais chaque jour, il y en avait un de plus dans la tête.`]], m: [
    [(c) => `Petit à petit, ${c.n} a appris de nouveaux mots.`, (c) => `${c.N} a dit son premier mot en français : « Bonjour ! »`, (c) => `Chaque jour, ${c.n} comprenait un peu plus.`],
    [() => `« Merci ! » « S’il te plaît ! » « On joue ? »`, () => `Les mots trouvaient leur place, l’un après l’autre.`, () => `C’était comme un puzzle qui se complétait.`],
  ] },
  'ln.teach': { l: [[(c) => `Les camarades ont essayé de prononcer le mot, et cela sonnait si drôle que toute la classe a éclaté de rire. ${c.N} a ri aussi, et pour la première fois, ${c.n} s’est senti${c.e} vraiment à sa place.`]], m: [
    [(c) => `Puis ${c.n} a appris aux autres un mot de sa langue.`, (c) => `${c.N} a appris aux autres à dire bonjour dans sa langue.`, () => `Les enfants voulaient connaître les mots de la maison.`],
    [() => `Tout le monde a essayé de le répéter, en riant.`, () => `Deux langues, c’est deux fois plus de mots !`, (c) => `${c.N} était ${c.x('fier', 'fière')} de sa langue.`],
  ] },
  'ln.end': { l: [[(c) => `Maintenant, ${c.n} rêve parfois dans une langue et parfois dans l’autre. À la maison, on parle la langue de toujours, et à l’école, le français. Deux langues, deux trésors, et plein d’amis pour les partager.`]], m: [
    [(c) => `Maintenant, ${c.n} rit et parle avec ses amis.`, (c) => `${c.N} joue dans la cour avec tout le monde.`, (c) => `${c.N} parle deux langues, et ça, c’est un trésor.`],
    [() => `Les mots ont construit un pont entre eux.`, () => `Et l’amitié n’a pas besoin de beaucoup de mots.`, () => `Bonjour, les amis !`],
  ] },

  'fr.open': { l: [[(c) => `${c.N} connaissait tous les coins du parc, mais n’avait personne avec qui les partager. Souvent, ${c.n} inventait des jeux pour une seule personne, en imaginant qu’un ami riait à côté.`]], m: [
    [(c) => `${c.N} regardait les autres jouer, de loin.`, (c) => `Au parc, ${c.n} restait dans son coin.`, (c) => `${c.N} aurait bien aimé avoir un ami.`],
    [() => `Les autres riaient ensemble.`, (c) => `${c.N} était un peu timide.`, () => `Tout le monde semblait déjà avoir un ami.`],
  ] },
  'fr.shy': { l: [[(c) => `Dans sa tête, ${c.n} préparait les mots : « Bonjour, je peux jouer ? » Mais au moment de les dire, la bouche restait fermée, et les mots retournaient se cacher tout au fond.`]], m: [
    [(c) => `${c.N} voulait dire bonjour, mais les mots restaient coincés.`, (c) => `${c.N} était trop timide pour dire bonjour.`, (c) => `Les joues ${c.de} devenaient toutes rouges.`],
    [() => `« Et s’ils ne veulent pas jouer avec moi ? »`, () => `Le cœur battait très vite.`, () => `C’était si difficile de faire le premier pas.`],
  ] },
  'fr.try': { l: [[(c) => `${c.N} s’est approché${c.e}, un pas, puis deux, et a attendu le bon moment. Mais le jeu allait trop vite, et personne n’a remarqué la petite silhouette qui attendait au bord.`]], m: [
    [(c) => `${c.N} s’est approché${c.e} d’un groupe qui jouait au ballon.`, (c) => `${c.N} a essayé de rejoindre un jeu.`, (c) => `${c.N} a demandé tout bas : « Je peux jouer ? »`],
    [() => `Mais personne n’a entendu.`, () => `Le ballon est passé tout près.`, () => `Les autres étaient trop occupés.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} est reparti${c.e}, la tête basse.`, (c) => `Le jeu a continué sans ${c.n}, et ${c.n} s’est éloigné${c.e}.`],
    [() => `Ça faisait mal au cœur.`, (c) => `${c.N} a eu envie de rentrer à la maison.`],
  ], l: [[(c) => `${c.N} s’est assis${c.e} sous un arbre, les genoux serrés contre la poitrine. Peut-être que personne ne voulait jouer. Ou peut-être qu’il fallait juste essayer autrement.`]] },
  'fr.meet': { l: [[(c) => `Cette personne avait l’air de s’ennuyer, toute seule avec ses cailloux. ${c.N} s’est dit qu’on pouvait peut-être être timide à deux, et que ce serait sûrement moins difficile.`]], m: [
    [(c) => `Puis ${c.n} a remarqué ${friend(c)}, ${c.pal?.f === false ? 'seul' : 'seule'} sur un banc.`, (c) => `Sous l’arbre, il y avait déjà quelqu’un : ${friend(c)}.`, () => `Quelqu’un d’autre jouait tout seul avec des cailloux.`],
    [() => `Peut-être que cette personne cherchait un ami, elle aussi ?`, () => `Elle avait l’air timide aussi.`, () => `Elle construisait une tour de cailloux.`],
  ] },
  'fr.hello': { l: [[(c) => `Le mot est sorti tout petit, mais il est sorti. Et en face, un sourire est apparu, puis un autre « bonjour », puis un nom. ${c.N} a senti son cœur faire un bond de joie.`]], m: [
    [(c) => `${c.N} a pris son courage à deux mains : « Bonjour ! »`, (c) => `${c.N} s’est approché${c.e} et a dit : « Salut ! Je m’appelle ${c.named ? c.n : 'comme tu veux'}. »`.replace('Je m’appelle comme tu veux', 'On joue ensemble ?'), (c) => `${c.N} a souri et a dit bonjour.`],
    [() => `« Bonjour ! Tu veux jouer avec moi ? »`, () => `Un grand sourire est apparu en face.`, () => `« Oui ! » a été la réponse.`],
  ] },
  'fr.play': { l: [[(c) => `Ils ont découvert qu’ils aimaient les mêmes choses : les escargots, les biscuits au chocolat et les histoires de dragons. À la fin de l’après-midi, ils avaient déjà un jeu secret, rien qu’à eux.`]], m: [
    [() => `Ils ont joué ensemble tout l’après-midi.`, () => `Ensemble, ils ont construit la plus haute tour de cailloux du parc.`, () => `Ils ont joué à cache-cache, puis au toboggan.`],
    [() => `Ils riaient tous les deux.`, () => `Le temps passait si vite !`, () => `Jouer à deux, c’était tellement mieux.`],
  ] },
  'fr.end': { l: [[(c) => `En rentrant, ${c.n} marchait en sautillant. Demain, au parc, quelqu’un attendrait. Et ${c.n} a compris qu’un ami, ça commence souvent par un seul mot, même dit tout bas.`]], m: [
    [(c) => `Le soir, ${c.n} a dit au revoir à son nouvel ami.`, (c) => `Maintenant, ${c.n} a un ami, un vrai.`, (c) => `${c.N} et son nouvel ami se sont promis de se revoir demain.`],
    [() => `« À demain ! »`, () => `Un seul bonjour avait tout changé.`, () => `Se faire un ami, ça commence par un petit bonjour.`],
  ] },
};
