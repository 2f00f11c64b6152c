// French beats that explain a question in small true steps: the blue sky, the rain, how plants grow.
import type { BeatText } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} était allongé${c.e} dans l’herbe et regardait le ciel.`, (c) => `Un matin, ${c.n} a levé les yeux vers le ciel tout bleu.`, (c) => `${c.N} regardait le grand ciel bleu.`],
    [(c) => `« Pourquoi le ciel est-il bleu ? » a demandé ${c.n}.`, () => `« Pourquoi le ciel est bleu, et pas vert ou rose ? »`, (c) => `${c.N} voulait savoir pourquoi le ciel était bleu.`],
  ], l: [[(c) => `${c.g.N} s’est allongé${c.g.e} à côté. « C’est une très bonne question, a dit ${c.g.n}. Pour y répondre, il faut parler de la lumière du soleil et de l’air. »`]] },
  'sky.light': { m: [
    [() => `La lumière du soleil a l’air blanche, mais elle cache toutes les couleurs.`, (c) => `${c.g.N} a montré un prisme : la lumière du soleil s’est changée en arc-en-ciel.`, () => `Dans la lumière du soleil, il y a du rouge, du jaune, du vert, du bleu et du violet.`],
    [() => `Toutes les couleurs voyagent ensemble.`, (c) => `${c.N} a vu les couleurs danser sur le mur.`, () => `C’est pour ça qu’on voit des arcs-en-ciel.`],
  ] },
  'sky.air': { m: [
    [() => `Autour de la Terre, il y a de l’air.`, () => `L’air est fait de minuscules grains, bien trop petits pour les voir.`, () => `Le ciel est rempli d’air, même si on ne le voit pas.`],
    [() => `Ces grains d’air sont partout au-dessus de nous.`, (c) => `${c.N} a essayé d’attraper l’air avec sa main.`, () => `On ne les voit pas, mais ils sont là.`],
  ] },
  'sky.bounce': { m: [
    [() => `Quand la lumière du soleil traverse l’air, la lumière bleue rebondit sur les grains d’air.`, () => `La lumière bleue se disperse partout dans le ciel, beaucoup plus que le rouge ou le jaune.`, () => `Le bleu rebondit dans tous les sens, comme une balle.`],
    [() => `Alors, où qu’on regarde, on voit du bleu !`, () => `Voilà pourquoi le ciel est bleu.`, (c) => `« Alors le ciel est plein de lumière bleue ! » a dit ${c.n}.`],
  ], l: [[() => `Les couleurs ne voyagent pas toutes de la même façon. Le rouge passe tout droit, mais le bleu est renvoyé de grain d’air en grain d’air, encore et encore, jusqu’à remplir le ciel entier. Quand on lève les yeux, c’est cette lumière bleue qui arrive jusqu’à nous.`]] },
  'sky.twist': { m: [
    [(c) => `Puis ${c.n} a pensé à autre chose : « Et le violet ? Il rebondit aussi ? »`, () => `Mais le violet rebondit encore plus que le bleu. Pourquoi le ciel n’est-il pas violet ?`],
    [() => `Le soleil envoie moins de violet que de bleu.`, () => `Et nos yeux voient bien mieux le bleu que le violet.`],
  ], l: [[(c) => `« Le soleil donne moins de lumière violette, a expliqué ${c.g.n}, et nos yeux sont plus sensibles au bleu. Alors, pour nous, le ciel est bleu. » ${c.N} a trouvé ça génial.`]] },
  'sky.sunset': { m: [
    [() => `Le soir, le soleil est bas, et sa lumière traverse beaucoup plus d’air.`, (c) => `Le soir, ${c.n} a regardé le ciel devenir orange et rose.`, () => `Au coucher du soleil, le bleu s’est perdu en route.`],
    [() => `Le bleu se perd en chemin, et il ne reste que l’orange et le rouge.`, () => `Le soir, le bleu s’est dispersé avant d’arriver jusqu’à nous : voilà pourquoi le coucher de soleil est orange.`, () => `Le ciel était comme en feu, tout doux.`],
  ] },
  'sky.space': { m: [
    [() => `Dans l’espace, il n’y a presque pas d’air.`, () => `Les astronautes voient un ciel noir, même en plein jour.`, () => `Là-haut, dans l’espace, le ciel est noir.`],
    [() => `Sans air, la lumière bleue ne rebondit pas.`, () => `Pas d’air, pas de bleu !`, (c) => `${c.N} a regardé une photo de l’espace tout noir.`],
  ] },
  'sky.end': { m: [
    [(c) => `${c.N} a expliqué à un ami pourquoi le ciel est bleu.`, (c) => `Maintenant, ${c.n} sait pourquoi le ciel est bleu.`, (c) => `${c.N} a regardé le ciel avec des yeux tout neufs.`],
    [() => `La lumière du soleil, l’air, et le bleu qui rebondit partout.`, () => `Le ciel bleu, c’est la lumière du soleil qui joue dans l’air.`, () => `Quel beau secret !`],
  ] },

  'rain.ask': { m: [
    [(c) => `Il pleuvait, et ${c.n} regardait les gouttes couler sur la vitre.`, (c) => `${c.N} regardait la pluie tomber du ciel gris.`, () => `Plic, ploc ! Il pleuvait dehors.`],
    [(c) => `« D’où vient la pluie ? » a demandé ${c.n}.`, () => `« Qui remplit les nuages d’eau ? »`, (c) => `${c.N} voulait savoir d’où venait toute cette eau.`],
  ], l: [[(c) => `${c.g.N} a souri. « La pluie fait un très long voyage, a dit ${c.g.n}. Elle va de la mer jusqu’au ciel, puis revient sur la terre. Tu veux la suivre ? »`]] },
  'rain.sun': { m: [
    [() => `Tout commence avec le soleil, qui chauffe la mer, les lacs et les flaques.`, () => `Le soleil réchauffe l’eau de la mer.`, () => `Quand le soleil brille, il chauffe l’eau des lacs et des rivières.`],
    [() => `L’eau devient toute chaude.`, () => `Le soleil est comme un grand radiateur.`, (c) => `${c.N} a senti le soleil chaud sur sa peau.`],
  ] },
  'rain.rise': { m: [
    [() => `L’eau chauffée se transforme en vapeur, invisible et légère.`, () => `La vapeur d’eau monte dans le ciel, tout doucement.`, () => `L’eau s’envole en vapeur, si légère qu’on ne la voit pas.`],
    [() => `C’est comme la buée au-dessus d’une tasse chaude.`, () => `Elle monte, monte, très haut.`, () => `Le linge sèche pour la même raison !`],
  ] },
  'rain.cloud': { m: [
    [() => `Là-haut, il fait froid, et la vapeur devient de minuscules gouttelettes.`, () => `Des milliards de petites gouttes se serrent les unes contre les autres : c’est un nuage !`, () => `Dans le froid du ciel, la vapeur redevient de l’eau en toutes petites gouttes.`],
    [() => `Un nuage, c’est plein de gouttelettes d’eau.`, () => `Les nuages sont faits d’eau, pas de coton.`, (c) => `${c.N} a regardé les nuages avec étonnement.`],
  ] },
  'rain.twist': { m: [
    [() => `Dans le nuage, les gouttelettes se cognent et se collent ensemble.`, () => `Les petites gouttes s’assemblent et deviennent de plus en plus grosses.`],
    [() => `Le nuage devient gris et lourd.`, () => `Bientôt, les gouttes sont trop lourdes pour flotter.`],
  ], l: [[() => `Un nuage blanc a des gouttes minuscules. Mais quand elles se rassemblent, elles grossissent, et le nuage devient gris foncé. C’est le signe que la pluie va bientôt tomber.`]] },
  'rain.fall': { m: [
    [() => `Alors les gouttes tombent : c’est la pluie !`, () => `Quand les gouttes sont trop lourdes, elles tombent du nuage.`, () => `Plic, ploc, plouf : la pluie tombe sur la terre.`],
    [() => `La pluie arrose les fleurs et remplit les rivières.`, (c) => `${c.N} a tendu la main pour attraper une goutte.`, () => `Les flaques se remplissent.`],
  ] },
  'rain.cycle': { m: [
    [() => `L’eau de pluie coule dans les rivières, et les rivières vont jusqu’à la mer.`, () => `Puis le soleil chauffe de nouveau la mer, et tout recommence.`, () => `L’eau fait un grand cercle : mer, nuage, pluie, rivière, et encore la mer.`],
    [() => `C’est le cycle de l’eau.`, () => `L’eau ne disparaît jamais, elle voyage.`, () => `Le même voyage, encore et encore.`],
  ], l: [[() => `L’eau que nous buvons aujourd’hui a peut-être été un jour dans un nuage au-dessus de la mer, ou dans une rivière très loin d’ici. Elle voyage sans cesse autour de la Terre.`]] },
  'rain.end': { m: [
    [(c) => `Après la pluie, ${c.n} a sauté dans les flaques.`, (c) => `${c.N} a mis ses bottes et a couru dans les flaques.`, (c) => `Maintenant, ${c.n} sait d’où vient la pluie.`],
    [() => `Splash ! Chaque flaque vient d’un nuage.`, () => `Merci, le soleil, merci, les nuages !`, () => `La prochaine fois qu’il pleuvra, on pensera au grand voyage de l’eau.`],
  ] },

  'pl.ask': { m: [
    [(c) => `${c.N} tenait une toute petite graine dans sa main.`, (c) => `${c.N} a trouvé une graine dans le jardin.`, (c) => `${c.g.N} a donné une petite graine ${c.au}.`],
    [(c) => `« Comment une graine devient une plante ? » a demandé ${c.n}.`, () => `« Comment une si petite graine peut devenir une fleur ? »`, (c) => `${c.N} voulait savoir comment poussent les plantes.`],
  ], l: [[(c) => `« Dans cette graine, il y a une plante endormie et un petit repas pour l’aider à démarrer, a dit ${c.g.n}. Pour la réveiller, il lui faut de la terre, de l’eau et de la chaleur. »`]] },
  'pl.plant': { m: [
    [(c) => `${c.N} a planté la graine dans un pot plein de terre.`, () => `Un petit trou dans la terre, la graine dedans, et on rebouche.`, (c) => `${c.N} a mis de la terre dans un pot et a planté la graine.`],
    [() => `La graine était bien au chaud dans la terre.`, () => `Tapote, tapote, la terre par-dessus.`, () => `Maintenant, il fallait attendre.`],
  ] },
  'pl.water': { m: [
    [(c) => `${c.N} a arrosé le pot avec un petit arrosoir.`, (c) => `Chaque jour, ${c.n} donnait un peu d’eau à la graine.`, () => `Le pot a été posé au soleil, près de la fenêtre.`],
    [() => `L’eau réveille la graine.`, () => `Le soleil réchauffe la terre.`, () => `Il faut de l’eau, mais pas trop !`],
  ] },
  'pl.root': { m: [
    [() => `Sous la terre, la graine s’est ouverte, et une petite racine est sortie.`, () => `D’abord, une racine pousse vers le bas.`, () => `Sous la terre, en secret, une racine a commencé à pousser.`],
    [() => `La racine boit l’eau de la terre.`, () => `Elle tient la plante bien en place.`, () => `Personne ne la voit, mais elle travaille dur.`],
  ] },
  'pl.twist': { m: [
    [(c) => `Mais ${c.n} a mis un pot dans un placard sombre, et la petite pousse est devenue pâle et toute molle.`, () => `Un pot, oublié dans un placard, avait une pousse toute jaune et penchée.`],
    [() => `Sans lumière, la plante ne peut pas grandir.`, () => `Les plantes ont besoin de soleil.`],
  ], l: [[(c) => `« Les plantes fabriquent leur nourriture avec la lumière du soleil, l’eau et l’air, a expliqué ${c.g.n}. Dans le noir, elles ne peuvent pas manger. » ${c.N} a vite remis le pot au soleil, et la pousse a reverdi.`]] },
  'pl.shoot': { m: [
    [() => `Un matin, une petite pousse verte est sortie de la terre !`, (c) => `${c.N} a vu une pousse verte pointer le bout de son nez.`, () => `Hop ! Une tige verte a percé la terre.`],
    [() => `Elle se tournait vers la lumière.`, (c) => `${c.N} a battu des mains.`, () => `Elle était toute petite et toute fragile.`],
  ] },
  'pl.leaf': { m: [
    [() => `Puis des feuilles se sont ouvertes au soleil.`, () => `Les feuilles vertes attrapent la lumière du soleil.`, () => `La plante a grandi, avec des feuilles de plus en plus grandes.`],
    [() => `Avec la lumière, l’eau et l’air, les feuilles fabriquent la nourriture de la plante.`, () => `Les feuilles sont comme de petites cuisines.`, () => `Chaque jour, la plante montait un peu plus haut.`],
  ] },
  'pl.end': { m: [
    [() => `Un jour, une fleur s’est ouverte.`, (c) => `La plante ${c.de} a fait une belle fleur.`, () => `Au bout de quelques semaines, il y avait une fleur magnifique.`],
    [() => `Et dans la fleur, il y avait de nouvelles graines !`, () => `Les nouvelles graines pourront faire de nouvelles plantes.`, () => `Graine, racine, pousse, feuille, fleur, et de nouveau graine.`],
  ] },
};
