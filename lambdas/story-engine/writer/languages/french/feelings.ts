// French beats for fears (dark, monsters, water), sharing, telling the truth and two homes.
import type { BeatText } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

const pal = (c: Fr) => c.pal?.n ?? 'son ami';
const Pal = (c: Fr) => c.pal?.N ?? 'Son ami';
const fier = (c: Fr) => c.x('fier', 'fière');
const brave = (c: Fr) => c.x('courageux', 'courageuse');

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Le soir, ${c.n} se préparait pour la nuit.`, (c) => `C’était l’heure du coucher pour ${c.n}.`, (c) => `${c.N} a mis son pyjama et s’est glissé${c.e} dans son lit.`],
    [(c) => `${c.g.N} a fait un bisou et a éteint la lumière.`, () => `Dehors, le ciel devenait tout noir.`, () => `La maison devenait silencieuse.`],
  ] },
  'dark.out': { m: [
    [(c) => `Quand la lumière s’est éteinte, ${c.n} a ouvert grand les yeux dans le noir.`, (c) => `Dans le noir, ${c.n} n’arrivait pas à dormir.`, (c) => `La chambre était toute noire, et ${c.n} avait peur.`],
    [() => `« J’ai peur du noir », a murmuré une petite voix.`, (c) => `${c.N} a tiré la couverture jusqu’au nez.`, () => `Tout semblait différent dans l’obscurité.`],
  ], l: [[(c) => `Le jour, la chambre était pleine de couleurs. Mais la nuit, tout devenait gris et noir, et ${c.n} ne reconnaissait plus rien. Chaque petit bruit paraissait énorme.`]] },
  'dark.shapes': { m: [
    [() => `Sur le mur, il y avait des ombres étranges.`, (c) => `${c.N} voyait des formes bizarres dans le noir.`, () => `Dans le coin, une grande ombre ressemblait à un géant.`],
    [() => `Était-ce un monstre ? Un loup ?`, (c) => `Le cœur ${c.de} battait très fort.`, (c) => `${c.N} n’osait plus bouger.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.N} a appelé ${c.g.n}, qui est venu${c.g.e} avec une lampe de poche.`, (c) => `${c.g.N} est arrivé${c.g.e} avec une petite lampe.`, (c) => `${c.g.N} s’est assis${c.g.e} sur le lit avec une lampe de poche.`],
    [(c) => `« Regardons ensemble », a dit ${c.g.n}.`, () => `La lampe faisait un rond de lumière sur le mur.`, (c) => `« Tu veux tenir la lampe ? » a demandé ${c.g.n}.`],
  ], l: [[(c) => `« Le noir, c’est juste la chambre sans lumière, a expliqué ${c.g.n}. Tout ce qui est là le jour est encore là la nuit. Il n’y a rien de nouveau, seulement moins de couleurs. »`]] },
  'dark.twist': { m: [
    [() => `Soudain, il y a eu un craquement dans le noir !`, (c) => `Puis ${c.n} a entendu un grattement à la fenêtre.`],
    [(c) => `${c.N} s’est caché${c.e} sous la couverture.`, () => `« Qu’est-ce que c’est ? »`],
  ], l: [[(c) => `${c.g.N} a éclairé la fenêtre. C’était une branche qui tapotait doucement contre la vitre, poussée par le vent. « Tu vois ? Ce n’est que l’arbre qui dit bonne nuit. »`]] },
  'dark.look': { m: [
    [() => `La grande ombre, c’était seulement le manteau sur la chaise.`, () => `Le géant dans le coin, c’était juste la pile de jouets.`, (c) => `Avec la lampe, ${c.n} a découvert que les ombres étaient des choses de tous les jours.`],
    [(c) => `${c.N} a ri tout bas.`, () => `Ce n’était rien du tout !`, (c) => `La peur ${c.de} est devenue toute petite.`],
  ] },
  'dark.stars': { m: [
    [(c) => `${c.g.N} a ouvert les rideaux.`, (c) => `Par la fenêtre, ${c.n} a vu la lune et les étoiles.`, () => `Dehors, la lune brillait comme une veilleuse.`],
    [() => `La nuit n’était pas toute noire : elle était pleine d’étoiles.`, (c) => `« La lune veille sur toi », a dit ${c.g.n}.`, (c) => `${c.N} a compté les étoiles, une, deux, trois…`],
  ], l: [[() => `Le noir de la nuit, c’était aussi ce qui permettait de voir les étoiles. Sans la nuit, on ne pourrait jamais les voir briller.`]] },
  'dark.end': { m: [
    [(c) => `Cette nuit-là, ${c.n} s’est endormi${c.e} tranquillement dans le noir.`, (c) => `${c.N} n’avait plus peur du noir.`, (c) => `Avec sa veilleuse, ${c.n} a dormi toute la nuit.`],
    [() => `Bonne nuit, la lune. Bonne nuit, les étoiles.`, (c) => `${c.N} était ${fier(c)} d’avoir été si ${brave(c)}.`, () => `Le noir était devenu un ami.`],
  ] },

  'mon.open': { m: [
    [(c) => `${c.N} s’est glissé${c.e} dans son lit.`, (c) => `C’était l’heure de dormir pour ${c.n}.`, (c) => `${c.g.N} a bordé ${c.n} et a éteint la lumière.`],
    [() => `La chambre était calme et silencieuse.`, () => `Tout était tranquille… pour l’instant.`, () => `Dehors, le vent soufflait doucement.`],
  ] },
  'mon.noise': { m: [
    [() => `Tout à coup, il y a eu un bruit sous le lit.`, (c) => `${c.N} a entendu un grattement sous le lit.`, () => `Crac ! Quelque chose a bougé sous le lit.`],
    [() => `« Il y a un monstre sous mon lit ! »`, (c) => `${c.N} a retenu son souffle.`, () => `Qui était là ?`],
  ], l: [[(c) => `${c.N} imaginait un monstre énorme, avec des dents pointues et des griffes. Mais une petite voix à l’intérieur disait : « Tu n’as pas encore regardé. »`]] },
  'mon.scared': { m: [
    [(c) => `${c.N} s’est caché${c.e} sous la couverture.`, (c) => `${c.N} a appelé ${c.g.n}, d’une toute petite voix.`, (c) => `${c.N} tremblait sous la couette.`],
    [() => `La peur était grande, très grande.`, (c) => `« Et si le monstre m’attrape ? » a pensé ${c.n}.`, () => `Personne n’osait bouger.`],
  ] },
  'mon.look': { m: [
    [(c) => `${c.N} a pris la lampe de poche et a regardé sous le lit.`, (c) => `Avec courage, ${c.n} s’est penché${c.e} pour regarder sous le lit.`, (c) => `${c.N} a allumé la lampe et a éclairé sous le lit.`],
    [() => `Un, deux, trois… on regarde !`, (c) => `${c.g.N} tenait sa main.`, () => `Le rond de lumière a tout éclairé.`],
  ] },
  'mon.twist': { m: [
    [() => `Mais sur le mur, une grande ombre a bougé !`, (c) => `Puis ${c.n} a vu une ombre immense au plafond.`],
    [(c) => `${c.N} a crié : « Le monstre ! »`, () => `C’était peut-être le vrai monstre, cette fois ?`],
  ], l: [[(c) => `${c.g.N} a bougé la main devant la lampe, et l’ombre a bougé aussi. « Regarde : c’est l’ombre de ma main ! » ${c.N} a essayé à son tour et a fait un lapin, puis un oiseau.`]] },
  'mon.found': { m: [
    [() => `Sous le lit, il n’y avait que des chaussettes et un vieux ballon.`, () => `Sous le lit, il y avait… un nounours perdu et des jouets !`, () => `Pas de monstre : juste des moutons de poussière.`],
    [(c) => `${c.N} a éclaté de rire.`, () => `Le bruit, c’était le chat qui jouait avec une balle.`, () => `Il n’y avait pas de monstre du tout.`],
  ] },
  'mon.draw': { m: [
    [(c) => `Le lendemain, ${c.n} a dessiné un monstre rigolo.`, (c) => `${c.N} a dessiné un monstre gentil avec un grand sourire.`, (c) => `${c.N} a dessiné un petit monstre avec des chaussettes rayées.`],
    [() => `Il avait des pois violets et un chapeau.`, () => `Un monstre qui avait peur du noir, lui aussi !`, (c) => `${c.N} l’a appelé Monsieur Grognon.`],
  ] },
  'mon.end': { m: [
    [(c) => `Ce soir-là, ${c.n} a dormi avec le dessin à côté du lit.`, (c) => `${c.N} s’est endormi${c.e} sans peur.`, (c) => `Maintenant, ${c.n} dort bien, même avec les bruits de la nuit.`],
    [() => `Bonne nuit, petit monstre rigolo.`, (c) => `${c.N} était ${fier(c)} d’avoir été si ${brave(c)}.`, () => `Les monstres, ça n’existe que dans les histoires.`],
  ] },

  'wat.open': { m: [
    [(c) => `${c.N} regardait l’eau de loin.`, (c) => `Aujourd’hui, ${c.n} allait ${c.water === 'la piscine' ? 'à la piscine' : c.water === 'le lac' ? 'au lac' : 'à la mer'}.`, (c) => `${c.N} avait son maillot et ses brassards.`],
    [() => `L’eau brillait au soleil.`, () => `Les autres enfants riaient et nageaient.`, () => `Plouf, splash : l’eau faisait beaucoup de bruit.`],
  ] },
  'wat.scared': { m: [
    [(c) => `Au bord de l’eau, ${c.n} s’est arrêté${c.e} net.`, (c) => `${c.N} avait peur de l’eau.`, (c) => `${c.N} restait tout raide au bord de l’eau.`],
    [() => `« L’eau, c’est trop grand ! »`, () => `« Et si je coule ? » a demandé une petite voix.`, (c) => `${c.g.N} a dit : « On va y aller doucement. »`],
  ], l: [[(c) => `« C’est normal d’avoir peur de quelque chose de nouveau, a dit ${c.g.n}. On n’est pas obligé d’aller vite. On va faire un petit pas à la fois. »`]] },
  'wat.toes': { m: [
    [(c) => `${c.N} a trempé un orteil dans l’eau.`, (c) => `${c.N} s’est assis${c.e} au bord et a mis les pieds dans l’eau.`, () => `Un orteil, puis deux, puis tout le pied.`],
    [() => `L’eau était fraîche et douce.`, () => `Ça chatouillait !`, (c) => `${c.N} a fait des petites vagues avec les pieds.`],
  ] },
  'wat.hold': { m: [
    [(c) => `${c.N} est entré${c.e} dans l’eau en tenant les mains ${c.g.de}.`, (c) => `${c.g.N} tenait ${c.n} bien fort dans l’eau.`, (c) => `Main dans la main avec ${c.g.n}, ${c.n} est entré${c.e} dans l’eau.`],
    [(c) => `« Je te tiens », a dit ${c.g.n}.`, () => `L’eau arrivait jusqu’au ventre.`, () => `Ça allait. Ça allait très bien.`],
  ] },
  'wat.twist': { m: [
    [(c) => `Tout à coup, une grosse éclaboussure a mouillé le visage ${c.de}.`, (c) => `Une vague est arrivée, et ${c.n} a bu la tasse.`],
    [(c) => `${c.N} a toussé et a voulu sortir.`, () => `« Je ne veux plus ! »`],
  ], l: [[(c) => `${c.g.N} a aidé ${c.n} à s’essuyer le visage. « Tu as eu de l’eau dans le nez, c’est tout. Souffle comme ça, par la bouche. » Après quelques respirations, le cœur ${c.de} s’est calmé.`]] },
  'wat.float': { m: [
    [(c) => `Avec ses brassards, ${c.n} a flotté sur l’eau.`, (c) => `${c.N} s’est allongé${c.e} sur l’eau, comme une étoile de mer.`, (c) => `${c.N} a essayé de flotter, et l’eau l’a porté${c.e}.`],
    [() => `C’était comme voler dans l’eau !`, (c) => `${c.N} n’avait presque plus peur.`, () => `L’eau portait comme un lit tout doux.`],
  ] },
  'wat.kick': { m: [
    [(c) => `${c.N} a battu des pieds, plouf, plouf !`, (c) => `${c.N} a fait des éclaboussures partout.`, (c) => `${c.N} a avancé dans l’eau en battant des jambes.`],
    [() => `Splash ! Quelle rigolade !`, (c) => `${c.N} riait aux éclats.`, () => `L’eau était devenue un terrain de jeu.`],
  ] },
  'wat.end': { m: [
    [(c) => `${c.N} souriait, ${fier(c)}, dans l’eau.`, (c) => `Maintenant, ${c.n} adore l’eau.`, (c) => `À la fin, ${c.n} ne voulait plus sortir de l’eau !`],
    [() => `« On revient demain ? »`, (c) => `${c.N} avait été très ${brave(c)}.`, () => `L’eau était devenue une amie.`],
  ] },

  'sh.open': { l: [[(c) => `Ils avaient sorti tous les jouets du coffre, et le tapis était devenu une ville entière, avec des routes, des ponts et une ferme. ${c.N} s’occupait des maisons, et ${c.pal?.n ?? 'son ami'} des routes.`]], m: [
    [(c) => `${c.N} et ${pal(c)} jouaient côte à côte.`, (c) => `${c.N} jouait avec ${pal(c)}.`, (c) => `Ce jour-là, ${pal(c)} était venu${c.pal?.e ?? ''} jouer avec ${c.n}.`],
    [() => `Il y avait des cubes, des voitures et des poupées.`, () => `Ils construisaient une grande tour.`, () => `Tout allait bien.`],
  ] },
  'sh.want': { l: [[(c) => `Le camion rouge était le plus beau jouet de tous, avec une benne qui se levait et des phares qui brillaient. Les deux mains se sont posées dessus au même moment, et aucune ne voulait lâcher.`]], m: [
    [() => `Puis ils ont voulu le même jouet : le camion rouge.`, (c) => `${c.N} et ${pal(c)} ont tendu la main vers le même jouet.`, () => `Tous les deux voulaient le même jouet.`],
    [() => `« C’est à moi ! »`, () => `« Non, c’est moi qui l’avais ! »`, () => `Personne ne voulait lâcher.`],
  ] },
  'sh.fight': { l: [[(c) => `Les voix sont montées, de plus en plus fort, et le camion a fini par tomber par terre. Une roue a roulé sous le canapé. ${c.N} avait les joues rouges, et les larmes n’étaient pas loin.`]], m: [
    [(c) => `${c.N} a tiré, ${pal(c)} a tiré aussi.`, () => `Ils se sont disputés et ont tiré sur le jouet.`, (c) => `${c.N} a arraché le jouet des mains ${c.pal ? c.pal.de : 'de son ami'}.`],
    [() => `Et tout le monde s’est mis à pleurer.`, (c) => `${Pal(c)} était triste, et ${c.n} aussi.`, () => `Le jeu n’était plus amusant du tout.`],
  ] },
  'sh.idea': { m: [
    [(c) => `${c.g.N} est arrivé${c.g.e} avec une idée.`, (c) => `${c.g.N} a dit : « Et si vous jouiez chacun son tour ? »`, (c) => `${c.g.N} s’est assis${c.g.e} avec eux.`],
    [() => `« D’abord toi, puis ton ami. »`, () => `« À tour de rôle, tout le monde peut jouer. »`, () => `« Partager, c’est jouer ensemble. »`],
  ], l: [[(c) => `« Quand deux personnes veulent la même chose, il y a plusieurs solutions, a expliqué ${c.g.n}. On peut attendre son tour, on peut jouer ensemble, ou on peut trouver un autre jeu. Qu’est-ce que vous choisissez ? »`]] },
  'sh.turns': { l: [[(c) => `Le sable coulait, doré et silencieux. Pendant que l’un jouait, l’autre construisait un garage avec des cubes, et quand le sablier était vide, on échangeait, sans crier, sans tirer.`]], m: [
    [(c) => `${c.g.N} a apporté un petit sablier.`, () => `Chacun son tour : quand le sable était tombé, on changeait.`, (c) => `D’abord ${c.n}, puis ${pal(c)}.`],
    [() => `Le sable coulait doucement.`, () => `« À ton tour ! » « À mon tour ! »`, () => `Tout le monde pouvait jouer.`],
  ] },
  'sh.twist': { m: [
    [(c) => `Mais attendre son tour, c’était long, très long pour ${c.n}.`, (c) => `${c.N} trépignait en attendant son tour.`],
    [() => `« C’est à moi, maintenant ? »`, () => `Le sable ne coulait pas assez vite !`],
  ], l: [[(c) => `${c.N} a respiré profondément et a compté les grains de sable qui tombaient. En attendant, ${c.n} a construit un garage pour le camion, et le tour est arrivé plus vite que prévu.`]] },
  'sh.together': { l: [[(c) => `Ils ont découvert qu’à deux, on pouvait inventer des histoires bien plus longues : le camion transportait des animaux de la ferme, puis une fusée, puis un gâteau d’anniversaire géant.`]], m: [
    [(c) => `Puis ${c.n} et ${pal(c)} ont inventé un jeu à deux.`, () => `Ensemble, ils ont construit une ville pour le camion.`, () => `Ils ont joué ensemble, et c’était encore mieux.`],
    [() => `Un pour conduire, un pour charger.`, () => `À deux, les idées étaient plus grandes.`, () => `Ils riaient tous les deux.`],
  ] },
  'sh.end': { l: [[(c) => `Le soir, ${c.n} a raconté la journée ${c.g.au}. « On a joué chacun son tour, et après, on a joué ensemble. C’était encore mieux. » ${c.g.N} a souri : c’était exactement ça, partager.`]], m: [
    [(c) => `Maintenant, ${c.n} sait partager.`, (c) => `${c.N} et ${pal(c)} sont les meilleurs amis du monde.`, () => `Partager, c’est plus amusant.`],
    [() => `Chacun son tour, et tout le monde est content.`, () => `Ils ont ri ensemble jusqu’au goûter.`, () => `Jouer ensemble, c’est le meilleur jeu.`],
  ] },

  'tr.open': { l: [[(c) => `Le ballon rebondissait sur le tapis, contre le mur, sur le canapé. « Pas dans la maison », avait dit ${c.g.n}. Mais juste un petit lancer, ça ne pouvait pas faire de mal, pensait ${c.n}.`]], m: [
    [(c) => `${c.N} jouait au ballon dans le salon.`, (c) => `${c.N} s’amusait à lancer une balle dans la maison.`, (c) => `Ce jour-là, ${c.n} jouait à l’intérieur.`],
    [() => `Pourtant, jouer au ballon dans la maison, c’était interdit.`, () => `Boing, boing, faisait la balle.`, () => `Sur l’étagère, il y avait le vase bleu.`],
  ] },
  'tr.break': { l: [[(c) => `Le bruit a résonné dans toute la maison, puis il y a eu un grand silence. ${c.N} regardait les morceaux bleus éparpillés sur le sol, le cœur battant si fort qu’on aurait pu l’entendre.`]], m: [
    [() => `Crac ! La balle a touché le vase bleu, qui est tombé.`, () => `Le vase bleu s’est cassé en mille morceaux.`, (c) => `Oh non ! ${c.N} a cassé le vase bleu.`],
    [(c) => `${c.N} est resté${c.e} figé${c.e}.`, () => `Les morceaux brillaient sur le sol.`, () => `« Oh non, oh non… »`],
  ] },
  'tr.hide': { l: [[(c) => `Les mains ${c.de} tremblaient en ramassant les morceaux. Derrière le coussin, ils ne se voyaient plus, mais ${c.n} savait qu’ils étaient là, et ça, on ne pouvait pas le cacher.`]], m: [
    [(c) => `${c.N} a caché les morceaux derrière un coussin.`, (c) => `Vite, ${c.n} a poussé les morceaux sous le canapé.`, (c) => `${c.N} a caché le vase cassé.`],
    [() => `Personne ne l’avait vu.`, () => `Peut-être que personne ne le remarquerait ?`, () => `Le cœur battait très fort.`],
  ] },
  'tr.twist': { m: [
    [(c) => `« Tu sais qui a cassé le vase ? » a demandé ${c.g.n}.`, (c) => `${c.g.N} a trouvé les morceaux et a demandé ce qui s’était passé.`],
    [(c) => `${c.N} a secoué la tête : « Pas moi. »`, (c) => `${c.N} a dit que c’était le chat.`],
  ], l: [[(c) => `Le mensonge est sorti tout seul, très vite. Mais tout de suite après, ${c.n} s’est senti${c.e} encore plus mal qu’avant, comme si une pierre était tombée dans son ventre.`]] },
  'tr.heavy': { l: [[(c) => `Au dîner, ${c.n} n’a presque rien mangé. Le secret prenait toute la place, dans le ventre et dans la tête, et même le dessert préféré semblait avoir perdu son goût.`]], m: [
    [(c) => `${c.N} se sentait lourd${c.e} et malheureu${c.x('x', 'se')}.`, (c) => `Le secret pesait sur ${c.n} comme un gros sac.`, (c) => `${c.N} n’avait plus envie de jouer.`],
    [() => `Mentir, ça fait mal au ventre.`, () => `Même le goûter n’avait plus de goût.`, () => `Le secret devenait de plus en plus lourd.`],
  ] },
  'tr.tell': { m: [
    [(c) => `${c.N} est allé${c.e} voir ${c.g.n} et a dit la vérité.`, (c) => `${c.N} a pris une grande inspiration : « C’est moi qui ai cassé le vase. »`, (c) => `Enfin, ${c.n} a tout raconté ${c.g.au}.`],
    [() => `« Je suis désolé. Pardon. »`, () => `Dire la vérité, c’était difficile, et courageux.`, () => `« Je jouais au ballon, et c’est tombé. »`],
  ], l: [[(c) => `Les mots étaient difficiles à dire, mais une fois dits, quelque chose de lourd est parti. ${c.g.N} a écouté jusqu’au bout, sans se fâcher.`]] },
  'tr.glad': { l: [[(c) => `${c.g.N} a expliqué que tout le monde fait des erreurs, même les grandes personnes. « Ce qui compte, c’est ce qu’on fait après. Et toi, tu as choisi la vérité. Ça, c’est vraiment courageux. »`]], m: [
    [(c) => `${c.g.N} a fait un grand câlin ${c.au}.`, (c) => `« Merci de m’avoir dit la vérité », a dit ${c.g.n}.`, (c) => `${c.g.N} n’était pas fâché${c.g.e}.`],
    [() => `« Un vase, ça se répare. La confiance, c’est plus précieux. »`, () => `Le ventre ne faisait plus mal.`, (c) => `${c.N} se sentait léger${c.x('', 'e')} comme une plume.`.replace('légere', 'légère')],
  ] },
  'tr.end': { l: [[(c) => `Le vase recollé a repris sa place sur l’étagère, avec ses lignes de colle qui brillaient au soleil. Chaque fois qu’il le voyait, ${c.n} se souvenait que la vérité rend le cœur plus léger.`]], m: [
    [() => `Ensemble, ils ont recollé le vase, morceau par morceau.`, (c) => `${c.N} et ${c.g.n} ont réparé le vase avec de la colle.`, () => `Le vase avait maintenant des fissures dorées.`],
    [() => `Il n’était plus parfait, mais il était encore plus beau.`, () => `Dire la vérité, c’est toujours mieux.`, (c) => `Et ${c.n} joue maintenant au ballon dehors !`],
  ] },

  'two.open': { l: [[(c) => `${c.N} avait appris à reconnaître les deux maisons les yeux fermés : l’odeur du café chez Papa, le grincement de la porte chez Maman. Deux façons d’être chez soi, chacune avec ses petits secrets.`, (c) => `Au début, ${c.n} trouvait ça bizarre d’avoir deux brosses à dents et deux pyjamas. Mais peu à peu, chaque maison avait pris sa couleur, ses bruits et ses habitudes, comme deux chansons différentes qu’on connaît par cœur.`, (c) => `Entre les deux maisons, il y avait une rue, un pont et une boulangerie. ${c.N} connaissait le trajet par cœur et saluait toujours le chat gris assis sur le muret.`]], m: [
    [(c) => `${c.N} avait deux maisons : une chez Maman et une chez Papa.`, (c) => `Le lundi chez Maman, le jeudi chez Papa : ${c.n} connaissait le calendrier par cœur.`, (c) => `${c.N} vivait un peu chez Maman et un peu chez Papa.`, (c) => `Dans la vie ${c.de}, il y avait la maison de Maman et celle de Papa.`, (c) => `${c.N} avait une maison près du parc et une autre près de la rivière.`],
    [() => `Une avec des volets bleus, une avec un jardin.`, (c) => `Dans chaque maison, ${c.n} avait une chambre.`, () => `Deux maisons, deux chambres, deux brosses à dents.`, () => `Dans chaque maison, il y avait un lit qui attendait.`, () => `Un sac à dos faisait le trajet entre les deux.`],
  ] },
  'two.why': { m: [
    [(c) => `Maman et Papa ont expliqué à ${c.n} qu’ils ne vivraient plus ensemble.`, () => `Un jour, Maman et Papa ont dit qu’ils allaient vivre dans deux maisons.`, (c) => `Maman et Papa se sont assis avec ${c.n} pour parler.`, (c) => `Un soir, Maman et Papa ont pris ${c.n} sur le canapé pour expliquer quelque chose d’important.`, () => `Maman et Papa avaient décidé de ne plus habiter ensemble.`, (c) => `Maman et Papa ont annoncé une grande nouvelle à ${c.n} : il y aurait désormais deux maisons.`],
    [() => `« Ce n’est pas à cause de toi. Nous t’aimons tous les deux. »`, (c) => `${c.N} était triste et ne comprenait pas tout.`, () => `« Papa et moi, nous serons toujours tes parents. »`, (c) => `${c.N} a posé beaucoup de questions, et Maman et Papa ont répondu à toutes.`, () => `« Ça, ça ne changera jamais : nous t’aimons. »`, (c) => `« On t’aime, et ça, c’est pour toujours », ont dit Maman et Papa en même temps.`, (c) => `${c.N} a serré fort son doudou en écoutant.`, () => `Il y a eu un long silence, puis un grand câlin à trois.`, (c) => `${c.N} avait mille questions, et chacune a eu sa réponse.`, () => `Les grandes personnes aussi avaient les yeux un peu humides.`],
  ], l: [[(c) => `Maman a expliqué que les parents ne s’entendaient plus assez pour vivre sous le même toit, et que ce n’était la faute de personne, surtout pas ${c.de}.`, (c) => `Il a fallu du temps pour que ${c.n} comprenne. Papa a dessiné deux maisons reliées par un grand cœur. « Tu vois, a-t-il dit, les maisons sont deux, mais le cœur est un seul, et il est à toi. »`, (c) => `Ce soir-là, ${c.n} a pleuré, puis a posé des questions, puis a pleuré encore. Maman et Papa sont restés assis de chaque côté, sans se presser, jusqu’à ce que le sommeil arrive.`, (c) => `« Est-ce que c’est ma faute ? » a demandé ${c.n}. « Jamais, ont dit Maman et Papa. Les grandes personnes décident parfois de vivre séparément. Mais notre amour pour toi ne change pas. »`]] },
  'two.mum': { l: [[(c) => `Chez Maman, le dimanche matin, on traînait en pyjama et on préparait des crêpes en forme de lettres. ${c.N} écrivait son prénom dans la poêle, et Maman faisait semblant de ne pas savoir lire.`, (c) => `Chez Maman, le soir, ${c.n} et Maman jouaient aux cartes sous la lampe, et Maman perdait souvent exprès. Sur le frigo, il y avait tous les dessins ${c.de}, tenus par des aimants en forme de fruits.`]], m: [
    [(c) => `Chez Maman, ${c.n} faisait des crêpes le dimanche.`, (c) => `Chez Maman, il y avait un chat tout roux et une chambre jaune.`, (c) => `Chez Maman, ${c.n} lisait des histoires sur le canapé.`, (c) => `Chez Maman, ${c.n} arrosait les plantes du balcon.`, (c) => `Chez Maman, il y avait un hamac où ${c.n} lisait des bandes dessinées.`],
    [() => `Maman chantait en faisant la cuisine.`, () => `La chambre jaune sentait la lavande.`, () => `C’était doux, chez Maman.`, () => `Maman connaissait toutes les chansons du monde.`, () => `Le balcon de Maman était plein de fleurs.`],
  ] },
  'two.dad': { l: [[(c) => `Chez Papa, le soir, ils regardaient les étoiles depuis la fenêtre du grenier. Papa connaissait le nom de trois constellations, et ${c.n} en inventait d’autres avec des noms rigolos.`, (c) => `Chez Papa, il y avait un grand tableau où ${c.n} pouvait dessiner à la craie. Le samedi, ils allaient au marché et choisissaient ensemble le plus beau melon, en le sentant comme de vrais spécialistes.`]], m: [
    [(c) => `Chez Papa, ${c.n} jouait au foot dans le jardin.`, (c) => `Chez Papa, il y avait une cabane et une chambre verte.`, (c) => `Chez Papa, ${c.n} construisait des cabanes avec des coussins.`, (c) => `Chez Papa, ${c.n} faisait du vélo dans la cour.`, (c) => `Chez Papa, ${c.n} avait une étagère pleine de voitures.`],
    [() => `Papa faisait les meilleures pâtes du monde.`, () => `Le week-end, ils allaient se promener ensemble.`, () => `C’était joyeux, chez Papa.`, () => `Papa racontait des blagues pendant le dîner.`, () => `Le jardin de Papa avait un pommier.`],
  ] },
  'two.twist': { m: [
    [(c) => `Un soir, ${c.n} a oublié son doudou chez l’autre parent.`, (c) => `Un jour, ${c.n} a voulu son livre préféré, mais il était dans l’autre maison.`, (c) => `Un matin, ${c.n} a voulu son pull préféré, mais il était resté chez l’autre parent.`],
    [(c) => `${c.N} était triste et fâché${c.e}.`, () => `« Je veux une seule maison ! »`, () => `Pourquoi les choses ne pouvaient-elles pas être au même endroit ?`],
  ], l: [[(c) => `${c.N} a tapé du pied et a crié que c’était injuste. Papa n’a pas grondé. Il s’est assis par terre et a dit : « Tu as raison, c’est difficile. On va trouver une solution ensemble. »`, (c) => `Papa a appelé Maman, et Maman a apporté le doudou le soir même. « Tu vois, a dit Papa, même dans deux maisons, nous faisons équipe pour toi. »`]] },
  'two.bag': { l: [[(c) => `Chaque vendredi, ${c.n} vérifiait le sac avec sérieux, comme un pilote avant le décollage : doudou, pyjama, livre, brosse à dents, tout était prêt pour l’autre maison.`, (c) => `Le sac avait une poche secrète où ${c.n} glissait des petits mots pour l’autre maison : un dessin pour Papa, une fleur séchée pour Maman, un coquillage trouvé au parc.`, (c) => `Au début, ${c.n} oubliait toujours quelque chose, mais avec le sac et la liste, plus rien ne restait derrière, et le trajet entre les deux maisons est devenu un petit voyage tranquille.`, (c) => `${c.N} a choisi avec soin : le doudou, la lampe de poche, le livre des dinosaures et un caillou porte-bonheur. « Ce sac, c’est ma maison qui voyage », a dit ${c.n}.`, (c) => `Dans le sac, ${c.n} a aussi glissé une photo des deux maisons côte à côte, dessinée au feutre. « Comme ça, les deux maisons voyagent avec moi », a expliqué ${c.n}.`]], m: [
    [(c) => `${c.N} a préparé un petit sac pour aller d’une maison à l’autre.`, () => `Dans le sac spécial, il y avait le doudou, un livre et une photo.`, (c) => `Maintenant, ${c.n} a un sac qui voyage entre les deux maisons.`, (c) => `${c.g.N} a aidé ${c.n} à faire une liste des trésors à emporter.`, (c) => `${c.N} a décoré un sac à dos avec des autocollants pour aller d’une maison à l’autre.`, (c) => `Pour le trajet, ${c.n} a rempli un petit sac rouge.`],
    [() => `Comme ça, les trésors vont partout.`, () => `Le sac avait des étoiles dessus.`, () => `Plus rien ne serait oublié.`, () => `Le doudou voyageait toujours en premier.`, () => `La liste était collée à l’intérieur du sac.`, () => `Le sac était prêt pour le voyage.`, () => `Un sac, deux maisons, zéro oubli.`, () => `Comme une valise de grand voyageur.`],
  ] },
  'two.love': { l: [[(c) => `Un jour, ${c.n} a fait deux dessins identiques, un pour chaque maison, avec toute la famille et un grand soleil. Maman a accroché le sien sur le frigo, et Papa au-dessus de son bureau.`, (c) => `Pour la fête de l’école, Maman et Papa étaient assis côte à côte au premier rang, et ${c.n} les a vus applaudir ensemble ; ce jour-là, les deux maisons semblaient n’en faire qu’une.`, (c) => `Quand ${c.n} faisait un cauchemar, il y avait toujours quelqu’un pour venir, dans une maison comme dans l’autre ; et ${c.n} a compris que l’amour ne dépend pas de l’adresse.`, (c) => `Le jour de l’anniversaire ${c.de}, Maman et Papa étaient là tous les deux pour souffler les bougies. Ils ne vivaient plus ensemble, mais pour ${c.n}, ils savaient toujours faire équipe.`, (c) => `Le soir, au téléphone, le parent de l’autre maison disait toujours bonne nuit. Comme ça, ${c.n} entendait les deux voix avant de dormir, et le cœur se sentait entier.`]], m: [
    [(c) => `Maman et Papa ont fait un câlin à ${c.n}, chacun à son tour.`, (c) => `Maman aimait ${c.n}, et Papa aussi.`, () => `L’amour était dans les deux maisons.`, (c) => `Maman et Papa étaient là tous les deux pour le spectacle ${c.de}.`, (c) => `Maman a serré ${c.n} très fort le lundi, et Papa le jeudi.`, (c) => `Un câlin de Maman le matin, un câlin de Papa le soir : ${c.n} était entouré${c.e} d’amour.`],
    [(c) => `${c.N} était aimé${c.e} dans les deux maisons.`, () => `Deux maisons, c’est deux fois plus de câlins.`, () => `L’amour ne se coupe pas en deux.`, () => `Chez Maman comme chez Papa, il y avait des bisous du soir.`, () => `L’amour faisait le trajet, lui aussi.`, () => `Chaque maison avait ses câlins à elle.`, () => `Il y avait de l’amour en double.`],
  ] },
  'two.end': { l: [[(c) => `Un soir, en se couchant dans la chambre verte, ${c.n} a pensé à la chambre jaune et a souri. Les deux maisons étaient différentes, mais dans chacune, quelqu’un l’aimait de tout son cœur.`, (c) => `Il y a encore des jours difficiles, où une maison manque quand on est dans l’autre. Mais ${c.n} sait maintenant que l’amour de Maman et celui de Papa l’accompagnent partout, d’une porte à l’autre.`]], m: [
    [(c) => `Chez Maman ou chez Papa, ${c.n} est chez ${c.soi === 'lui' || c.soi === 'elle' ? c.soi : 'soi'}.`, (c) => `Maintenant, ${c.n} sourit dans ses deux maisons.`, (c) => `${c.N} sait que Maman et Papa l’aiment tous les deux.`, (c) => `${c.N} a maintenant deux chambres, deux lits et deux fois plus de câlins.`, (c) => `Maintenant, ${c.n} se sent bien dans les deux maisons.`],
    [() => `La maison, c’est là où on est aimé.`, () => `Deux maisons, un seul grand amour.`, () => `Et ça, ça ne changera jamais.`, () => `Deux maisons, un même cœur.`, () => `Où qu’on soit, on est aimé.`],
  ] },
};
