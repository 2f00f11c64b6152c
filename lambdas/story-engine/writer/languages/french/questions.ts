// French explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { Fr } from './context';

type T = Record<string, BeatText<Fr>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} a regardé par la fenêtre. « Pourquoi la Lune change de forme ? »`, (c) => `La semaine dernière, la Lune était ronde, et ce soir elle était fine comme un sourire. « Pourquoi ? » a demandé ${c.n}.`],
    [(c) => `« Cherchons ensemble, a dit ${c.g.n}. La réponse commence par le Soleil. »`, (c) => `« Très bonne question ! » a dit ${c.g.n} en sortant une balle et une lampe.`],
  ], l: [[(c) => `${c.N} avait déjà vu une Lune ronde, une demi-Lune et une Lune fine comme un ongle. Certains soirs, on ne la voyait pas du tout. La Lune pouvait-elle vraiment rétrécir, puis grandir à nouveau ?`]] },
  'mo.light': { m: [
    [() => `La Lune ne brille pas toute seule. C’est le Soleil qui l’éclaire.`, () => `La Lune est une grosse boule de roche, et la lumière du Soleil la fait briller.`],
    [() => `Le Soleil éclaire toujours la moitié de la Lune tournée vers lui, et l’autre moitié reste dans le noir.`, () => `Une moitié de la Lune est toujours au soleil, et l’autre toujours dans l’ombre.`],
  ], l: [[() => `La Lune n’a pas de lumière à elle, comme une balle dans une pièce sombre. Quand la lumière du Soleil tombe sur sa roche grise, une partie rebondit jusqu’à nous, et la Lune semble briller.`]] },
  'mo.orbit': { m: [
    [() => `La Lune voyage autour de la Terre, tout autour.`, () => `La Lune tourne et tourne autour de la Terre.`],
    [() => `Un tour dure à peu près un mois.`, () => `Il lui faut environ quatre semaines pour faire un tour complet.`],
  ], l: [[() => `Pendant son voyage, on voit la Lune d’un côté un peu différent chaque nuit. Sa moitié éclairée ne change pas, mais la part de cette moitié tournée vers nous change un peu chaque jour.`]] },
  'mo.phases': { m: [
    [() => `On ne voit que la partie de la Lune éclairée par le Soleil.`, () => `Quand toute la moitié éclairée est tournée vers nous, on voit une pleine Lune bien ronde.`],
    [() => `Quand on en voit seulement un petit bout, c’est un fin croissant, et quand on n’en voit rien, la Lune semble disparaître.`, () => `Croissant, demi-Lune, pleine Lune, puis demi-Lune et croissant encore : ce sont les phases de la Lune.`],
  ], l: [[() => `La Lune entière est toujours là, toute ronde. Elle semble changer seulement parce qu’on voit plus ou moins de sa moitié éclairée. Les savants appellent ces formes des phases : nouvelle Lune, croissant, premier quartier, pleine Lune, et on recommence.`]] },
  'mo.twist': { m: [
    [(c) => `« C’est l’ombre de la Terre qui cache la Lune ? » a demandé ${c.n}.`, (c) => `${c.N} a eu une idée : « Et si l’ombre de la Terre cachait un morceau de la Lune ? »`],
    [(c) => `« Bien pensé, mais non, a dit ${c.g.n}. Les phases dépendent seulement de ce qu’on voit de la partie éclairée. »`, () => `Beaucoup de gens le croient, mais les phases n’ont rien à voir avec l’ombre de la Terre.`],
  ], l: [[() => `L’ombre de la Terre ne tombe sur la Lune que pendant une éclipse de Lune, qui arrive quelques fois par an, quand le Soleil, la Terre et la Lune sont parfaitement alignés. Alors la pleine Lune peut devenir rouge cuivré pendant une heure ou deux.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} a tenu une balle près d’une lampe, dans une pièce sombre.`, () => `Ils ont fait une Lune avec une balle et un Soleil avec une lampe.`],
    [(c) => `En tournant doucement, ${c.n} a vu la lumière sur la balle passer d’un fin croissant à un rond tout entier.`, () => `Pendant que la balle faisait le tour, sa partie éclairée grandissait, puis rapetissait.`],
  ], l: [[() => `La lampe restait immobile, comme le Soleil. Seule la balle bougeait, et avec elle, la part de son côté éclairé qu’on pouvait voir. Tout le secret de la Lune tenait dans cette petite pièce.`]] },
  'mo.month': { m: [
    [(c) => `Chaque soir, ${c.n} a dessiné la Lune sur un calendrier.`, () => `Tous les soirs, ils cherchaient la Lune et dessinaient sa forme.`],
    [() => `Les formes grossissaient, puis maigrissaient, et au bout de quatre semaines environ, tout recommençait.`, () => `Certains soirs, la Lune se levait tard, et certains matins, elle était encore là, dans le ciel bleu.`],
  ], l: [[() => `Quand la partie éclairée grandit, on dit que la Lune est croissante ; quand elle diminue, on dit qu’elle est décroissante. D’une nouvelle Lune à la suivante, il faut environ vingt-neuf jours et demi.`]] },
  'mo.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi la Lune change de forme.`, (c) => `« Bonne nuit, la Lune, a dit ${c.n}. Je connais ton secret. »`],
    [() => `La Lune est toujours ronde : on voit seulement une autre partie de son côté éclairé.`, () => `Le Soleil, une Lune ronde et un voyage autour de la Terre : voilà tout le secret.`],
  ], l: [[(c) => `Ce soir-là, la Lune était un grand rond brillant. ${c.N} lui a souri, en sachant que dans deux semaines environ elle serait un fin croissant, puis qu’elle grandirait de nouveau, comme toujours.`]] },

  'ni.ask': { m: [
    [(c) => `Le Soleil a glissé derrière les collines. « Où va le Soleil la nuit ? » a demandé ${c.n}.`, (c) => `« Où part le Soleil quand il fait nuit ? » se demandait ${c.n}.`],
    [(c) => `« Il ne va nulle part, a dit ${c.g.n}. C’est nous qui bougeons ! »`, (c) => `« Le Soleil brille toujours, a dit ${c.g.n}. Je vais te montrer. »`],
  ], l: [[(c) => `Chaque soir, le Soleil semblait s’enfoncer et disparaître, et chaque matin il revenait de l’autre côté du ciel. Se cachait-il sous la terre ? Allait-il dormir ? ${c.N} voulait savoir.`]] },
  'ni.ball': { m: [
    [() => `Nous vivons sur la Terre, et la Terre est une boule géante.`, () => `Notre Terre est ronde, comme un immense ballon qui flotte dans l’espace.`],
    [() => `Le Soleil est très loin, et il brille tout le temps.`, () => `Le Soleil éclaire la Terre de très, très loin.`],
  ], l: [[() => `La Terre est si grande qu’elle nous paraît plate, mais vue de l’espace c’est une boule bleue et verte. La lumière du Soleil ne peut éclairer qu’une moitié de boule à la fois, comme une lampe de poche qui éclaire une orange.`]] },
  'ni.spin': { m: [
    [() => `La Terre tourne sur elle-même, doucement, une fois par jour.`, () => `La Terre tourne comme une toupie, une fois chaque jour.`],
    [() => `Le côté tourné vers le Soleil a le jour, et le côté tourné de l’autre côté a la nuit.`, () => `Quand notre côté s’éloigne du Soleil, il fait noir : c’est la nuit.`],
  ], l: [[() => `Un tour complet dure vingt-quatre heures, un jour et une nuit. On ne le sent pas, parce que la Terre tourne sans secousse et que nous tournons avec elle. Quand notre côté se tourne vers le Soleil, on voit le lever du soleil, et quand il s’en éloigne, le coucher.`]] },
  'ni.other': { m: [
    [() => `Quand il fait nuit ici, il fait jour de l’autre côté du monde.`, () => `En ce moment, très loin, des enfants se réveillent au soleil.`],
    [() => `Ils prennent leur petit-déjeuner pendant que nous allons au lit.`, () => `Le Soleil ne s’arrête jamais de briller : il éclaire seulement une autre partie de la Terre.`],
  ], l: [[() => `C’est pour ça qu’on peut appeler le soir un ami qui habite très loin et l’entendre dire « Bonjour ! ». Le monde est partagé en fuseaux horaires, et de l’autre côté de la Terre les horloges ont des heures d’avance ou de retard.`]] },
  'ni.twist': { m: [
    [(c) => `« Alors, le Soleil ne bouge pas ? » a demandé ${c.n}.`, (c) => `${c.N} a froncé les sourcils : « Mais je vois le Soleil traverser le ciel ! »`],
    [() => `On a seulement l’impression que le Soleil bouge, parce que nous tournons avec la Terre.`, (c) => `« On dirait, a dit ${c.g.n}, parce que nous tournons avec la Terre. »`],
  ], l: [[() => `C’est comme sur un manège : les arbres ont l’air de défiler, mais en vrai, c’est toi qui bouges. Il y a très longtemps, les gens croyaient que le Soleil tournait autour de la Terre, jusqu’à ce que des observateurs patients comprennent que c’est la Terre qui tourne.`]] },
  'ni.try': { m: [
    [(c) => `${c.g.N} a éclairé une balle avec une lampe de poche, dans une pièce sombre.`, () => `Ils ont collé une gommette sur une balle et l’ont éclairée avec une lampe.`],
    [() => `Quand la balle tournait, la gommette passait de la lumière au noir, puis revenait à la lumière.`, (c) => `« La gommette, c’est nous, a dit ${c.g.n}. Là, c’est le jour, et là, c’est la nuit. »`],
  ], l: [[(c) => `${c.N} a tourné la balle très lentement. La gommette est entrée dans l’ombre, comme au coucher du soleil, puis elle est ressortie dans la lumière, comme au lever du soleil. Jour, nuit, jour, nuit : c’était seulement la balle qui tournait.`]] },
  'ni.stars': { m: [
    [() => `La nuit, quand on ne voit plus le Soleil, on peut voir les étoiles.`, () => `Quand notre côté de la Terre est dans le noir, la Lune et les étoiles apparaissent.`],
    [() => `Elles étaient là toute la journée, mais le ciel ensoleillé brillait trop pour les voir.`, () => `Le ciel de la nuit est comme une fenêtre ouverte sur l’espace.`],
  ], l: [[() => `Les étoiles ne s’allument pas le soir. Elles brillent tout le temps, très loin, mais le jour, le ciel bleu et lumineux les cache. C’est seulement quand notre côté de la Terre se détourne du Soleil qu’on peut les voir scintiller.`]] },
  'ni.end': { m: [
    [(c) => `Maintenant, ${c.n} sait où va le Soleil la nuit.`, () => `Le Soleil ne dort pas : c’est la Terre qui tourne.`],
    [(c) => `« Bonne nuit, Soleil, a dit ${c.n}. À demain matin ! »`, () => `Demain matin, notre côté de la Terre sera de nouveau tourné vers le Soleil.`],
  ], l: [[(c) => `${c.N} s’est blotti${c.e} sous la couverture et a imaginé l’immense Terre qui tourne doucement dans le noir, en nous emportant tous avec elle, jusqu’à un tout nouveau matin.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} s’est allongé${c.e} sur une couverture pour regarder les étoiles. « Pourquoi elles scintillent ? »`, (c) => `« Ah, vous dirai-je, maman », a chanté ${c.n}. « Mais les étoiles, c’est quoi, et pourquoi elles scintillent ? »`],
    [(c) => `« Cherchons ensemble », a dit ${c.g.n}.`, () => `Les étoiles clignotaient et pétillaient, comme si elles faisaient des clins d’œil.`],
  ], l: [[(c) => `Il y avait tant d’étoiles que ${c.n} ne pouvait pas les compter. Certaines brillaient fort, d’autres à peine, et toutes semblaient trembler. ${c.N} voulait savoir ce qu’elles étaient vraiment.`]] },
  'st.suns': { m: [
    [() => `Les étoiles sont des soleils : d’énormes boules de gaz très chaud qui brillent.`, () => `Chaque étoile est un soleil, comme notre Soleil.`],
    [() => `Certaines sont même plus grosses que notre Soleil.`, () => `Notre Soleil aussi est une étoile, la plus proche de nous.`],
  ], l: [[() => `Au cœur d’une étoile, de minuscules morceaux de gaz se cognent si fort qu’ils fabriquent une chaleur et une lumière énormes. Notre Soleil est une étoile plutôt ordinaire ; il paraît si grand et si brillant parce qu’il est tout près.`]] },
  'st.far': { m: [
    [() => `Les étoiles paraissent minuscules parce qu’elles sont très, très loin.`, () => `Les étoiles sont si loin qu’elles ressemblent à de petits points.`],
    [() => `Leur lumière a voyagé pendant des années et des années pour arriver jusqu’à nous.`, () => `Même la plus proche est beaucoup, beaucoup plus loin que le Soleil.`],
  ], l: [[() => `La lumière est ce qui va le plus vite au monde, et pourtant la lumière de l’étoile la plus proche après le Soleil met plus de quatre ans à nous parvenir. Quand on regarde les étoiles, on voit une lumière partie il y a longtemps.`]] },
  'st.twinkle': { m: [
    [() => `Les étoiles scintillent à cause de l’air qui entoure la Terre.`, () => `L’air au-dessus de nous bouge tout le temps, et c’est ce qui fait scintiller les étoiles.`],
    [() => `L’air chaud et l’air froid tremblent, et la lumière de l’étoile tremble en les traversant.`, () => `Le mince rayon de lumière est dévié d’un côté, puis de l’autre, alors il semble clignoter.`],
  ], l: [[() => `La lumière d’une étoile nous arrive en un rayon tout fin. En descendant, elle traverse des couches d’air chaud et frais qui bougent, et chaque couche la dévie un petit peu. Comme ces déviations changent sans arrêt, l’étoile semble sautiller et pétiller.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} a remarqué un point brillant qui ne scintillait pas du tout.`, (c) => `« Celle-là ne clignote pas », a dit ${c.n}.`],
    [(c) => `« C’est une planète, a dit ${c.g.n}. Les planètes sont beaucoup plus proches, alors elles brillent plus calmement. »`, () => `Les planètes sont proches, et leur lumière arrive en un faisceau plus large que l’air secoue moins facilement.`],
  ], l: [[() => `Dans l’espace, les astronautes voient les étoiles briller sans scintiller, parce qu’il n’y a pas d’air là-haut pour faire trembler la lumière. C’est pour ça qu’on envoie certains grands télescopes dans l’espace : leurs images y restent nettes.`]] },
  'st.day': { m: [
    [() => `Le jour, les étoiles sont toujours là.`, () => `Les étoiles ne s’en vont pas le matin.`],
    [() => `Le Soleil brille tellement qu’on ne peut pas les voir.`, () => `Le ciel bleu et lumineux les cache jusqu’à la nuit.`],
  ], l: [[() => `C’est comme essayer de voir une lampe de poche à côté d’un énorme projecteur. Les étoiles brillent toute la journée, mais le ciel éclairé par le Soleil est beaucoup plus lumineux, et leur faible lumière s’y perd.`]] },
  'st.look': { m: [
    [(c) => `${c.N} a relié les étoiles du bout du doigt pour faire des dessins.`, () => `Ils ont cherché des formes dans les étoiles.`],
    [() => `Ces dessins d’étoiles s’appellent des constellations.`, () => `Une casserole, un chasseur, une grande ourse : depuis des milliers d’années, les gens donnent des noms aux dessins d’étoiles.`],
  ], l: [[() => `Autrefois, les marins et les voyageurs se servaient des constellations pour trouver leur chemin dans le noir. Les étoiles d’une constellation paraissent proches les unes des autres, mais certaines sont bien plus loin que d’autres.`]] },
  'st.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi les étoiles scintillent.`, () => `Des soleils lointains et de l’air qui tremble : voilà le secret du scintillement.`],
    [(c) => `« Bonne nuit, soleils lointains ! » a chanté ${c.n}.`, (c) => `${c.N} a dit bonne nuit aux étoiles.`],
  ], l: [[(c) => `${c.N} est resté${c.e} immobile à regarder une étoile clignoter. C’était un soleil géant, incroyablement loin, et sa lumière avait fait tout ce chemin pour venir scintiller dans ses yeux.`]] },

  'ss.ask': { m: [
    [(c) => `Le ciel est devenu orange, rose et rouge. « Pourquoi le coucher de soleil est orange ? » a demandé ${c.n}.`, (c) => `« Pourquoi le ciel devient rouge le soir, alors qu’il était bleu toute la journée ? » se demandait ${c.n}.`],
    [(c) => `« C’est la même lumière du Soleil, a dit ${c.g.n}. Elle prend juste un chemin plus long. »`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `Toute la journée, le ciel avait été bleu. Maintenant, avec le Soleil tout bas, les nuages rougeoyaient comme des braises et le ciel rosissait. ${c.N} voulait savoir comment le même ciel pouvait changer ainsi de couleurs.`]] },
  'ss.road': { m: [
    [() => `Le soir, le Soleil est bas, et sa lumière traverse énormément d’air.`, () => `Au coucher du soleil, la lumière voyage de côté, à travers beaucoup, beaucoup d’air.`],
    [() => `Sur ce long chemin, la lumière bleue rebondit et se perd, et ce sont le rouge et l’orange qui arrivent jusqu’à nous.`, () => `Le bleu se disperse en route, et il ne reste que les couleurs chaudes.`],
  ], l: [[() => `À midi, la lumière du Soleil descend presque tout droit à travers l’air : un petit trajet. Au coucher du soleil, elle arrive de côté et traverse bien plus d’air. Tout cet air lui enlève son bleu, alors la lumière qui arrive à nos yeux est orange et rouge.`]] },
  'ss.twist': { m: [
    [(c) => `« Pourquoi certains couchers de soleil sont plus rouges que d’autres ? » a demandé ${c.n}.`, (c) => `${c.N} se souvenait d’un coucher de soleil bien plus rouge que celui-ci.`],
    [() => `La poussière, les gouttelettes d’eau et la fumée dans l’air peuvent rendre un coucher de soleil encore plus rouge.`, () => `Plus il y a de petites poussières dans l’air, plus le coucher de soleil peut être coloré.`],
  ], l: [[() => `Quand un volcan entre en éruption très loin, sa fine poussière peut flotter tout autour du monde et rendre les couchers de soleil rouge vif pendant des mois. La poussière des déserts ou la fumée des incendies peuvent faire pareil.`]] },
  'ss.clouds': { m: [
    [() => `Les nuages brillaient en rose et en or.`, () => `Les nuages ont attrapé la lumière orange et se sont allumés comme des lanternes.`],
    [() => `Le Soleil, tout bas, les éclaire par en dessous.`, () => `Les nuages hauts restent éclairés même après le coucher du Soleil.`],
  ], l: [[() => `Les nuages sont faits de gouttelettes d’eau qui renvoient la lumière qu’elles reçoivent. Au coucher du soleil, cette lumière est orange et rouge, alors les nuages deviennent roses et dorés, comme un tableau peint dans le ciel.`]] },
  'ss.morning': { m: [
    [() => `Au lever du soleil aussi, le ciel peut être rose et orange.`, () => `Le matin, le Soleil est de nouveau bas, et les couleurs reviennent.`],
    [() => `C’est le même long chemin à travers l’air, de l’autre côté du ciel.`, () => `Ceux qui se lèvent tôt ont droit à leur propre spectacle.`],
  ], l: [[() => `Le lever et le coucher du soleil sont les moments où le Soleil est près du bord du ciel. La seule différence, c’est qu’au lever, notre côté de la Terre tourne vers le Soleil au lieu de s’en éloigner.`]] },
  'ss.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi les couchers de soleil sont orange.`, () => `La dernière lumière rouge s’est éteinte, et la première étoile est apparue.`],
    [() => `La lumière bleue se perd sur le long chemin, et la lumière rouge arrive au bout.`, (c) => `« Bonne nuit, Soleil, a dit ${c.n}. Merci pour les couleurs. »`],
  ], l: [[(c) => `Pendant que le ciel devenait bleu foncé, ${c.n} a pensé à la lumière du Soleil qui continuait son long chemin dans l’air, en peignant d’orange la soirée d’autres gens, plus à l’ouest.`]] },

  'se.ask': { m: [
    [(c) => `« Pourquoi il fait froid en hiver et chaud en été ? » a demandé ${c.n}.`, (c) => `Printemps, été, automne, hiver. « Pourquoi il y a des saisons ? » se demandait ${c.n}.`],
    [(c) => `« Parce que la Terre penche, a dit ${c.g.n}. Je vais te montrer. »`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pensait à l’arbre du parc : des fleurs roses, des feuilles vertes, des feuilles rouges et jaunes, puis des branches nues et de la neige. Le même arbre dans le même parc, et pourtant tout changeait au fil de l’année.`]] },
  'se.tilt': { m: [
    [() => `La Terre ne se tient pas droite : elle penche un peu sur le côté.`, () => `Notre Terre est penchée, comme une toupie qui s’incline.`],
    [() => `Elle penche toujours du même côté de l’espace.`, () => `Cette inclinaison, c’est le secret des saisons.`],
  ], l: [[() => `La Terre est penchée d’environ vingt-trois degrés. Toute l’année, elle garde la même direction, alors pendant une partie de l’année notre moitié penche vers le Soleil, et pendant l’autre partie elle s’en éloigne.`]] },
  'se.orbit': { m: [
    [() => `La Terre voyage tout autour du Soleil.`, () => `La Terre fait un long voyage autour du Soleil.`],
    [() => `Un tour dure une année entière.`, () => `En chemin, notre moitié de la Terre penche parfois vers le Soleil, et parfois de l’autre côté.`],
  ], l: [[() => `C’est un voyage immense : la Terre parcourt des centaines de millions de kilomètres pour faire le tour du Soleil. À chaque anniversaire, tu as fait un tour de plus autour du Soleil.`]] },
  'se.summer': { m: [
    [() => `En été, notre moitié de la Terre penche vers le Soleil.`, () => `Quand notre moitié penche vers le Soleil, c’est l’été.`],
    [() => `Le Soleil monte haut dans le ciel, et les journées sont longues et chaudes.`, () => `Le soleil chauffe fort, et il fait jour jusqu’à tard le soir.`],
  ], l: [[() => `Quand le Soleil est haut, sa lumière descend bien droit et chauffe fort le sol, comme une lampe qui éclaire du dessus. Les longues journées laissent beaucoup d’heures pour se réchauffer, et les nuits courtes peu de temps pour refroidir.`]] },
  'se.winter': { m: [
    [() => `En hiver, notre moitié de la Terre s’éloigne du Soleil.`, () => `Quand notre moitié penche loin du Soleil, c’est l’hiver.`],
    [() => `Le Soleil reste bas, les journées sont courtes et il fait froid.`, () => `Le soleil chauffe peu, ses rayons arrivent de biais, et la nuit tombe tôt.`],
  ], l: [[() => `Une lumière basse arrive de biais : elle s’étale sur plus de sol et le chauffe moins, comme une lampe qui éclaire de côté. Et pendant les longues nuits, la terre perd sa chaleur.`]] },
  'se.twist': { m: [
    [(c) => `« C’est l’été partout en même temps ? » a demandé ${c.n}.`, (c) => `${c.N} a eu une drôle d’idée : « Si notre moitié penche vers le Soleil, et l’autre moitié ? »`],
    [() => `Quand c’est l’été au nord du monde, c’est l’hiver au sud.`, () => `L’autre moitié s’éloigne du Soleil, alors chez elle c’est l’hiver quand chez nous c’est l’été.`],
  ], l: [[() => `En Australie, Noël arrive en plein été, et des familles pique-niquent sur la plage. Et les saisons ne viennent pas de la distance au Soleil : la Terre en est même un peu plus proche en janvier.`]] },
  'se.between': { m: [
    [() => `Au printemps et en automne, la Terre est entre les deux.`, () => `Entre l’été et l’hiver, il y a le printemps et l’automne.`],
    [() => `Aucune moitié ne penche plus que l’autre vers le Soleil, alors il ne fait ni trop chaud ni trop froid.`, () => `Au printemps, les journées s’allongent, et en automne, elles raccourcissent.`],
  ], l: [[() => `Deux jours par an, en mars et en septembre, le jour et la nuit durent presque autant partout sur la Terre. On les appelle les équinoxes, ce qui veut dire « nuits égales ».`]] },
  'se.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi il y a des saisons.`, () => `Une Terre penchée qui voyage autour du Soleil : voilà ce qui fait les saisons.`],
    [() => `Penchée vers le Soleil, c’est l’été ; penchée de l’autre côté, c’est l’hiver.`, (c) => `${c.N} a dessiné les quatre saisons sur une grande feuille.`],
  ], l: [[(c) => `${c.N} a planté une balle sur un crayon, l’a penchée d’un côté et a marché lentement autour d’une lampe sans changer l’inclinaison. Été, automne, hiver, printemps : une année entière en un tour de la pièce.`]] },

  'de.ask': { m: [
    [(c) => `C’était l’heure du goûter, et il faisait déjà nuit. « Pourquoi il fait nuit si tôt en hiver ? » a demandé ${c.n}.`, (c) => `« En été, je joue dehors après le dîner. Pourquoi il fait nuit si tôt maintenant ? » se demandait ${c.n}.`],
    [(c) => `« C’est à cause de la façon dont la Terre penche », a dit ${c.g.n}.`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `${c.N} a collé son nez à la fenêtre. Les réverbères étaient allumés, et les gens rentraient chez eux en bonnet et en écharpe. En été, il faisait jour bien après l’heure du coucher. Où était passée toute cette lumière ?`]] },
  'de.short': { m: [
    [() => `En hiver, le Soleil se lève tard et se couche tôt.`, () => `En hiver, notre moitié de la Terre s’éloigne du Soleil.`],
    [() => `Le Soleil fait un chemin court et bas dans le ciel, alors les jours sont courts et les nuits longues.`, () => `Notre coin du monde passe moins d’heures au soleil et plus d’heures dans le noir.`],
  ], l: [[() => `Quand la Terre tourne, notre maison passe dans la lumière du Soleil, puis dans l’ombre. En hiver, à cause de l’inclinaison, une plus grande partie de ce trajet se fait du côté sombre. Au nord du monde, le jour le plus court de l’année tombe en décembre.`]] },
  'de.summer': { m: [
    [() => `En été, c’est le contraire.`, () => `En été, notre moitié penche vers le Soleil, et les jours sont longs.`],
    [() => `Le Soleil se lève tôt et se couche tard, et les soirées restent claires.`, () => `C’est pour ça qu’en été on peut jouer dehors après le dîner.`],
  ], l: [[() => `Tout au nord, dans des pays comme la Norvège, le Soleil d’été ne se couche presque pas : on l’appelle le soleil de minuit. En plein hiver, là-bas, le Soleil peut rester des semaines sans se lever.`]] },
  'de.cosy': { m: [
    [() => `Les longues soirées d’hiver sont faites pour les lampes et les histoires.`, () => `Quand la nuit tombe tôt, la maison paraît encore plus douillette.`],
    [(c) => `${c.N} et ${c.g.n} ont lu un livre près de la lampe.`, () => `Beaucoup d’animaux se reposent pendant le long hiver sombre.`],
  ], l: [[() => `Les animaux aussi sentent que les jours raccourcissent. Certains oiseaux s’envolent vers des pays plus chauds, les hérissons et les ours hibernent, et beaucoup d’arbres se reposent jusqu’au retour de la lumière.`]] },
  'de.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi il fait nuit tôt en hiver.`, () => `Après le jour le plus court, les jours recommencent à s’allonger.`],
    [() => `Un peu plus de lumière chaque jour, jusqu’au retour de l’été.`, () => `En hiver, la Terre penche loin du Soleil, et en été, vers lui.`],
  ], l: [[(c) => `${c.N} a fait un tableau et a noté chaque semaine l’heure du coucher du soleil. Juste après le jour le plus court, les heures ont commencé à reculer doucement : la lumière revenait, une ou deux minutes chaque jour.`]] },

  'sn.ask': { m: [
    [(c) => `De doux flocons blancs tombaient. « C’est quoi, la neige ? » a demandé ${c.n}.`, (c) => `« Pourquoi il neige seulement en hiver ? » se demandait ${c.n}.`],
    [(c) => `« La neige, c’est de l’eau gelée, a dit ${c.g.n}. Allons voir comment elle se fabrique. »`, (c) => `${c.N} a attrapé un flocon, et il a fondu en une goutte d’eau.`],
  ], l: [[(c) => `Le jardin était devenu tout blanc pendant la nuit. Chaque branche portait un petit bonnet de neige, et le monde entier était silencieux. ${c.N} voulait savoir d’où venait toute cette neige.`]] },
  'sn.cloud': { m: [
    [() => `La neige commence dans les nuages, comme la pluie.`, () => `Les nuages sont faits de minuscules gouttes d’eau.`],
    [() => `Cette eau vient des mers, des lacs et des flaques, chauffés par le Soleil.`, () => `Tout là-haut dans le ciel, l’air est très froid.`],
  ], l: [[() => `Le Soleil chauffe l’eau sur le sol, et une partie monte dans l’air sous forme de vapeur d’eau invisible. Là-haut, la vapeur se refroidit et forme les gouttelettes qui font un nuage.`]] },
  'sn.freeze': { m: [
    [() => `Quand un nuage est très froid, son eau gèle en petits morceaux de glace.`, () => `Dans un nuage glacé poussent de minuscules cristaux de glace.`],
    [() => `Chaque cristal de glace a six côtés, comme une petite étoile.`, () => `L’eau de l’air se colle aux cristaux et leur fait pousser des bras.`],
  ], l: [[() => `Quand l’eau gèle, ses minuscules morceaux s’assemblent en motifs à six côtés. C’est pour ça que chaque flocon a six branches ou six côtés, même si les formes peuvent être aussi différentes que des étoiles, des aiguilles ou de petites plaques.`]] },
  'sn.flake': { m: [
    [() => `Les cristaux se collent ensemble et deviennent des flocons.`, () => `Quand les flocons sont assez lourds, ils descendent en flottant.`],
    [() => `Ils tombent doucement, en tournoyant.`, () => `Doux et légers, ils se posent sur le sol.`],
  ], l: [[() => `Les flocons sont si légers et si plats que l’air les freine. Une goutte de pluie tombe vite, mais un flocon peut mettre une heure à descendre de son nuage.`]] },
  'sn.twist': { m: [
    [(c) => `« Tous les flocons sont différents ? » a demandé ${c.n}.`, (c) => `${c.N} a regardé les flocons avec une loupe.`],
    [() => `Chacun suit son propre chemin dans le nuage, alors chacun pousse avec sa propre forme.`, () => `Les flocons ne sont presque jamais pareils, parce qu’il n’y en a pas deux qui tombent exactement de la même façon.`],
  ], l: [[() => `Et pourquoi la neige est blanche alors que la glace est transparente ? Un flocon a plein de minuscules facettes qui renvoient la lumière dans tous les sens, toutes les couleurs ensemble, alors il paraît blanc. La neige fraîche emprisonne aussi de l’air : c’est pour ça qu’un jour de neige est si calme.`]] },
  'sn.cold': { m: [
    [() => `Il neige seulement quand l’air est froid jusqu’au sol.`, () => `La neige a besoin d’air froid, en dessous de zéro degré.`],
    [() => `Si l’air près du sol est doux, les flocons fondent et tombent en pluie.`, () => `C’est pour ça qu’il neige en hiver, quand l’air est froid, et qu’il pleut en été.`],
  ], l: [[() => `L’eau gèle à zéro degré. En hiver, l’air près du sol est souvent aussi froid, alors les flocons arrivent sans fondre. En haute montagne, il fait froid même en été, et certains sommets gardent de la neige toute l’année.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} a attrapé des flocons sur une moufle sombre.`, () => `Ils ont regardé les flocons sur une manche froide et sombre.`],
    [() => `De minuscules étoiles à six côtés ! Puis, dans une main chaude, elles ont fondu.`, () => `Chaque flocon a brillé un instant, puis il est redevenu une goutte.`],
  ], l: [[() => `Une surface froide et sombre est le meilleur endroit pour regarder les flocons, parce qu’ils restent gelés assez longtemps pour qu’on compte leurs six côtés. Si on en rentre un à la maison, il redevient une goutte d’eau, prête à remonter un jour dans le ciel.`]] },
  'sn.end': { m: [
    [(c) => `Maintenant, ${c.n} sait ce qu’est la neige.`, () => `La neige, c’est de l’eau gelée fabriquée dans les nuages.`],
    [(c) => `${c.N} a fait un tout petit bonhomme de neige.`, () => `Au printemps, la neige fondra et coulera vers les rivières.`],
  ], l: [[(c) => `${c.N} a roulé une grosse boule de neige en pensant aux petites étoiles de glace qu’elle contenait, chacune née dans un nuage, tout là-haut. Au printemps, elle fondrait, s’en irait, et reviendrait peut-être un hiver, en neige encore.`]] },

  'rb.ask': { m: [
    [(c) => `Après la pluie, un arc-en-ciel a traversé le ciel. « Comment se fait un arc-en-ciel ? » a demandé ${c.n}.`, (c) => `« D’où viennent les arcs-en-ciel ? » se demandait ${c.n}.`],
    [(c) => `« Il faut deux choses, a dit ${c.g.n} : du soleil et de la pluie. »`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `L’arc-en-ciel avait du rouge à l’extérieur et du violet à l’intérieur, avec de l’orange, du jaune, du vert et du bleu au milieu. Il paraissait assez proche pour le toucher, mais quand ${c.n} marchait vers lui, il s’éloignait.`]] },
  'rb.drop': { m: [
    [() => `Quand la lumière du Soleil entre dans une goutte de pluie, elle se courbe.`, () => `Chaque goutte de pluie fait comme un minuscule prisme.`],
    [() => `Chaque couleur se courbe un peu différemment, alors les couleurs se séparent.`, () => `La lumière blanche s’ouvre en rouge, orange, jaune, vert, bleu et violet.`],
  ], l: [[() => `La lumière ralentit et se courbe quand elle passe de l’air à l’eau. Dans la goutte, elle rebondit sur le fond, puis se courbe encore en ressortant. Le rouge se courbe le moins et le violet le plus, alors les couleurs s’ouvrent en éventail.`]] },
  'rb.back': { m: [
    [() => `Pour voir un arc-en-ciel, il faut le Soleil derrière soi et la pluie devant.`, () => `Tourne le dos au Soleil et regarde la pluie.`],
    [() => `Des millions de gouttes t’envoient chacune une couleur, et ensemble elles font l’arc.`, () => `C’est pour ça que les arcs-en-ciel arrivent quand le Soleil brille pendant une averse.`],
  ], l: [[() => `Les gouttes qui t’envoient du rouge sont plus haut, et celles qui t’envoient du violet plus bas. Chacun voit son propre arc-en-ciel, fait de ses propres gouttes, et c’est pour ça que personne n’arrive jamais à son pied.`]] },
  'rb.twist': { m: [
    [(c) => `« Pourquoi l’arc-en-ciel est courbé ? » a demandé ${c.n}.`, (c) => `${c.N} se demandait pourquoi les arcs-en-ciel sont toujours courbés comme un arc.`],
    [() => `Un arc-en-ciel est en vrai un cercle entier, mais le sol cache la moitié du bas.`, () => `Depuis un avion, on voit parfois l’arc-en-ciel en cercle complet.`],
  ], l: [[() => `Les gouttes qui t’envoient des couleurs sont toutes au même angle autour du point juste en face du Soleil, et cela forme un cercle. Parfois, un deuxième arc-en-ciel plus pâle brille à l’extérieur du premier, avec ses couleurs à l’envers.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} a fait un arc-en-ciel avec le tuyau d’arrosage.`, () => `Par une journée ensoleillée, ils ont fait une fine pluie d’eau.`],
    [() => `Avec le Soleil dans le dos, les couleurs sont apparues dans les gouttes !`, () => `Le voilà : un petit arc-en-ciel, en plein jardin.`],
  ], l: [[() => `On peut aussi faire un arc-en-ciel avec un verre d’eau sur une fenêtre au soleil, ou en voir un dans les embruns d’une cascade. Partout où la lumière du Soleil rencontre plein de gouttelettes, un arc-en-ciel peut apparaître.`]] },
  'rb.end': { m: [
    [(c) => `Maintenant, ${c.n} sait comment se fait un arc-en-ciel.`, () => `Du soleil et des gouttes de pluie : c’est tout ce qu’il faut à un arc-en-ciel.`],
    [(c) => `${c.N} en a dessiné un avec toutes les couleurs, le rouge à l’extérieur et le violet à l’intérieur.`, (c) => `La prochaine fois qu’il pleuvra au soleil, ${c.n} en cherchera un.`],
  ], l: [[(c) => `L’après-midi suivant de pluie et de soleil, ${c.n} a tourné le dos au Soleil et a fouillé le ciel du regard. Il était là : un arc-en-ciel fait d’un million de gouttes brillantes.`]] },

  'th.ask': { m: [
    [(c) => `Un éclair ! Boum ! « Qu’est-ce qui fait le tonnerre ? » a demandé ${c.n}.`, (c) => `Le ciel a brillé et grondé. « Pourquoi le tonnerre fait boum ? » se demandait ${c.n}.`],
    [(c) => `« À l’intérieur, on ne risque rien, a dit ${c.g.n}. Cherchons ensemble. »`, (c) => `« Le tonnerre, c’est le bruit de l’éclair », a dit ${c.g.n}.`],
  ], l: [[(c) => `La pluie tambourinait sur le toit. Toutes les quelques minutes, le ciel s’allumait, et un peu plus tard un grondement sourd roulait au-dessus de la maison. ${c.N} voulait savoir ce qui se passait là-haut, dans ces nuages sombres.`]] },
  'th.cloud': { m: [
    [() => `Les nuages d’orage sont immenses et pleins de glace et d’eau.`, () => `Dans un nuage d’orage, des morceaux de glace se cognent et se frottent.`],
    [() => `Tous ces chocs chargent le nuage d’électricité, comme quand on frotte un ballon sur ses cheveux.`, () => `Le nuage se remplit d’électricité.`],
  ], l: [[() => `Dans un nuage d’orage, des vents forts font monter et descendre des grêlons et de minuscules cristaux de glace. En se cognant, ils échangent de petites charges électriques, jusqu’à ce que le haut et le bas du nuage soient chargés de façon opposée.`]] },
  'th.flash': { m: [
    [() => `L’éclair est une étincelle d’électricité géante.`, () => `Quand l’électricité saute, on voit la lumière d’un éclair.`],
    [() => `Il saute d’un nuage à l’autre, ou d’un nuage jusqu’au sol.`, () => `C’est comme la petite étincelle qu’on sent parfois en touchant une poignée de porte, mais en énorme.`],
  ], l: [[() => `Pendant un instant, un éclair est plus chaud que la surface du Soleil. Il est très fin, à peu près comme un pouce, mais il peut mesurer des kilomètres.`]] },
  'th.boom': { m: [
    [() => `L’éclair chauffe l’air si vite que l’air éclate avec un grand bruit.`, () => `Ce grand bruit, c’est le tonnerre !`],
    [() => `De près, ça claque, et de loin, ça gronde.`, () => `Le bruit rebondit sur les nuages et les collines, alors il gronde longtemps.`],
  ], l: [[() => `L’air autour de l’éclair est chauffé d’un coup, il se pousse vers l’extérieur d’un seul coup et fait une onde de son. Cette onde arrive à nos oreilles : c’est le tonnerre. Le tonnerre ne peut faire de mal à personne, ce n’est que du bruit.`]] },
  'th.twist': { m: [
    [(c) => `« La foudre, c’est dangereux ? » a demandé ${c.n}.`, (c) => `${c.N} se demandait quel était l’endroit le plus sûr pendant un orage.`],
    [() => `La foudre peut être dangereuse, alors pendant un orage, le mieux est de rester dans une maison ou dans une voiture.`, (c) => `« À l’intérieur, c’est le plus sûr, a dit ${c.g.n}. D’ici, on peut regarder et écouter. »`],
  ], l: [[() => `La foudre tombe souvent sur ce qui est haut, comme les arbres et les tours, alors il ne faut pas s’abriter sous un arbre tout seul. Les grands bâtiments ont des paratonnerres qui conduisent l’électricité jusqu’au sol sans danger.`]] },
  'th.count': { m: [
    [(c) => `${c.N} a compté entre l’éclair et le boum.`, () => `Un, deux, trois… BOUM !`],
    [() => `La lumière va plus vite que le son : on voit l’éclair d’abord et on entend le tonnerre après.`, () => `Plus l’attente est longue, plus l’orage est loin.`],
  ], l: [[() => `Le son parcourt environ un kilomètre en trois secondes. Si on compte six secondes entre l’éclair et le tonnerre, l’éclair est tombé à environ deux kilomètres. Quand l’attente s’allonge, l’orage s’éloigne.`]] },
  'th.end': { m: [
    [(c) => `Maintenant, ${c.n} sait ce qui fait le tonnerre.`, () => `L’orage s’est éloigné en grondant, et le Soleil est revenu.`],
    [() => `Une étincelle d’éclair, un éclat d’air : boum !`, () => `Le tonnerre fait moins peur quand on sait ce que c’est.`],
  ], l: [[(c) => `Les attentes entre les éclairs et les grondements se sont allongées, jusqu’à ce que ${c.n} puisse compter jusqu’à vingt. L’orage était parti loin, et une bonne odeur fraîche montait du jardin mouillé.`]] },

  'le.ask': { m: [
    [(c) => `Une feuille rouge est descendue en tournoyant. « Pourquoi les feuilles changent de couleur et tombent ? » a demandé ${c.n}.`, (c) => `« Pourquoi les feuilles deviennent jaunes et rouges ? » se demandait ${c.n}.`],
    [(c) => `« Les arbres se préparent pour l’hiver », a dit ${c.g.n}.`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `Tout l’été, les arbres du parc avaient été verts. Maintenant ils étaient dorés, orange et rouges, et le chemin craquait sous les feuilles tombées. ${c.N} voulait savoir pourquoi les arbres les laissaient partir.`]] },
  'le.green': { m: [
    [() => `En été, les feuilles sont vertes.`, () => `Les feuilles sont de petites cuisines où l’arbre prépare sa nourriture.`],
    [() => `Elles sont pleines d’une matière verte qui se sert de la lumière du Soleil pour nourrir l’arbre.`, () => `Elles ont besoin de beaucoup de lumière et d’eau pour travailler.`],
  ], l: [[() => `La matière verte des feuilles s’appelle la chlorophylle. Elle attrape la lumière du Soleil, et la feuille utilise cette énergie pour transformer l’eau et l’air en sucre, la nourriture de l’arbre. Il y a tant de chlorophylle qu’elle cache toutes les autres couleurs.`]] },
  'le.cold': { m: [
    [() => `En automne, les jours deviennent plus courts et plus froids.`, () => `Quand l’automne arrive, il y a moins de lumière.`],
    [() => `L’arbre arrête de fabriquer de la nourriture dans ses feuilles.`, () => `Il n’y a plus assez de lumière pour fabriquer beaucoup de nourriture, et le gel abîmerait les feuilles.`],
  ], l: [[() => `Les arbres sentent que les nuits s’allongent et que les jours fraîchissent. Au lieu de fabriquer de la nourriture, ils retirent de leurs feuilles ce qui leur est utile et le gardent dans leurs branches et leurs racines pour le printemps.`]] },
  'le.colours': { m: [
    [() => `Le vert s’efface, et le jaune et l’orange apparaissent.`, () => `Sans le vert, les couleurs cachées se montrent.`],
    [() => `Le jaune et l’orange étaient dans la feuille tout l’été, cachés sous le vert !`, () => `Certains arbres fabriquent aussi de nouvelles couleurs rouges en automne.`],
  ], l: [[() => `Quand la chlorophylle se défait, on voit enfin le jaune et l’orange qui étaient là depuis toujours. Le rouge et le violet, c’est différent : certains arbres les fabriquent en automne, surtout après des journées ensoleillées et des nuits fraîches.`]] },
  'le.twist': { m: [
    [(c) => `« Pourquoi le sapin reste vert ? » a demandé ${c.n}.`, (c) => `${c.N} a remarqué un arbre qui était encore tout vert.`],
    [() => `Les arbres à feuillage persistant ont des aiguilles fines et cireuses qui résistent au froid.`, (c) => `« C’est un conifère, a dit ${c.g.n}. Ses aiguilles ont une couche de cire. »`],
  ], l: [[() => `Les aiguilles de sapin sont fines et couvertes de cire, alors elles perdent très peu d’eau et le gel ne les abîme pas. Les sapins perdent aussi des aiguilles, mais quelques-unes à la fois, et c’est pour ça qu’ils ont toujours l’air verts.`]] },
  'le.fall': { m: [
    [() => `Ensuite, l’arbre laisse partir ses feuilles.`, () => `Là où chaque feuille rejoint sa branche, un petit mur pousse, et la feuille tombe.`],
    [() => `Le vent les emporte, et elles descendent en tournoyant jusqu’au sol.`, () => `Sans feuilles, l’arbre perd moins d’eau en hiver.`],
  ], l: [[() => `En hiver, le sol peut geler, et alors l’arbre ne peut plus boire. De grandes feuilles laisseraient filer l’eau, alors l’arbre les ferme une à une, et la feuille tombe. Les feuilles mortes pourrissent et nourrissent la terre.`]] },
  'le.try': { m: [
    [(c) => `${c.N} a ramassé des feuilles de toutes les couleurs.`, () => `Ils ont rempli un panier de feuilles rouges, jaunes, orange et marron.`],
    [() => `Certaines étaient encore à moitié vertes.`, (c) => `${c.N} les a rangées en ligne, de la verte à la rouge.`],
  ], l: [[(c) => `À la maison, ${c.n} a mis les plus belles feuilles à sécher dans un gros livre. L’une d’elles, à moitié verte et à moitié jaune, montrait le changement en train de se faire, juste là, sur la page.`]] },
  'le.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi les feuilles tombent en automne.`, () => `L’arbre n’est pas mort : il se repose.`],
    [() => `Sur les branches, de minuscules bourgeons attendent le printemps.`, () => `Au printemps, de nouvelles feuilles vertes pousseront.`],
  ], l: [[(c) => `${c.N} a regardé de près une branche nue et a trouvé de petits bourgeons bien serrés. Dans chacun, une nouvelle feuille était pliée, en attendant les longues journées claires du printemps.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} a goûté la mer. « Que c’est salé ! Pourquoi la mer est salée ? »`, (c) => `« Pourquoi la mer est salée, alors que la pluie ne l’est pas ? » a demandé ${c.n}.`],
    [(c) => `« Le sel vient des roches », a dit ${c.g.n}.`, (c) => `« Suivons une goutte de pluie », a dit ${c.g.n}.`],
  ], l: [[(c) => `Une vague a éclaboussé le visage ${c.de}, et ses lèvres avaient le goût du sel. La rivière près de chez eux n’était pas salée, et la pluie non plus. Alors d’où venait tout le sel de la mer ?`]] },
  'sa.rain': { m: [
    [() => `Quand la pluie tombe sur la terre, elle coule sur les roches et le sol.`, () => `La pluie ruisselle sur les collines, les roches et les cailloux.`],
    [() => `Les roches contiennent de minuscules grains de sel, et la pluie les emporte.`, () => `En chemin, la pluie emporte de tout petits morceaux de sel.`],
  ], l: [[() => `L’eau de pluie est très légèrement acide, et avec le temps elle use les roches. En les usant, elle dissout de minuscules quantités de minéraux, dont le sel, et les emporte avec elle.`]] },
  'sa.rivers': { m: [
    [() => `Les rivières emportent le sel jusqu’à la mer.`, () => `L’eau coule dans les ruisseaux et les rivières, et les rivières vont à la mer.`],
    [() => `Une rivière contient si peu de sel qu’on ne le sent pas.`, () => `Chaque rivière apporte un tout petit peu de sel à la mer.`],
  ], l: [[() => `L’eau des rivières contient si peu de sel qu’elle a un goût d’eau douce. Mais des milliers de rivières se jettent dans la mer, jour après jour, et elles n’arrêtent jamais d’apporter leur petite charge de sel.`]] },
  'sa.sun': { m: [
    [() => `Le Soleil chauffe la mer, et l’eau monte dans le ciel.`, () => `L’eau monte de la mer pour faire des nuages, mais le sel reste en bas.`],
    [() => `Le sel ne peut pas monter avec elle, alors il reste dans la mer.`, () => `Seule l’eau s’en va, et la mer garde tout son sel.`],
  ], l: [[() => `Quand l’eau s’évapore, seule l’eau monte, et le sel reste derrière. Les nuages rendent de l’eau douce à la terre sous forme de pluie, et le sel de la mer s’accumule depuis des millions d’années.`]] },
  'sa.twist': { m: [
    [(c) => `« Tout le sel vient des rivières ? » a demandé ${c.n}.`, (c) => `${c.N} se demandait si le sel venait aussi d’ailleurs.`],
    [() => `Une partie sort de fissures au fond de la mer, où de l’eau chaude fait des bulles.`, () => `Les sources chaudes et les volcans sous la mer ajoutent aussi du sel.`],
  ], l: [[() => `Tout au fond, l’eau de mer s’infiltre dans des fissures, se réchauffe contre la roche brûlante et ressort chargée de minéraux. Certaines mers, comme la mer Morte, sont si salées qu’on y flotte comme un bouchon.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} a mis un peu d’eau salée dans une soucoupe, au soleil.`, () => `Ils ont laissé une soucoupe d’eau de mer sur une fenêtre ensoleillée.`],
    [() => `Quelques jours plus tard, l’eau avait disparu, et il restait du sel blanc !`, () => `L’eau est partie dans l’air, et le sel est resté.`],
  ], l: [[() => `C’est comme ça qu’on fait le sel de mer : on laisse entrer l’eau de mer dans des bassins peu profonds, et le Soleil et le vent emportent l’eau. Il reste un sel blanc et croquant, comme celui de la table.`]] },
  'sa.time': { m: [
    [() => `Cela dure depuis des millions d’années.`, () => `Les rivières apportent du sel, encore et encore.`],
    [() => `Petit à petit, la mer est devenue salée.`, () => `La mer, c’est un peu comme une soupe salée géante.`],
  ], l: [[() => `Aujourd’hui, la mer reste à peu près aussi salée, parce qu’une partie du sel se dépose au fond et redevient de la roche. Un seau d’eau de mer contient plus d’une tasse de sel.`]] },
  'sa.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi la mer est salée.`, () => `La pluie, les roches, les rivières et le Soleil : voilà le secret de la mer salée.`],
    [(c) => `${c.N} a barboté dans les vagues salées.`, (c) => `« Bonjour, la mer salée ! » a dit ${c.n}.`],
  ], l: [[(c) => `${c.N} a léché le sel sur ses lèvres et a ri. Un peu de ce sel avait peut-être été un jour dans une montagne lointaine, avant que la pluie et les rivières ne l’apportent jusqu’ici.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} a vu une image de volcan. « Comment marche un volcan ? »`, (c) => `« Pourquoi du feu sort des volcans ? » a demandé ${c.n}.`],
    [(c) => `« Ce n’est pas du feu, a dit ${c.g.n}. C’est de la roche fondue. »`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `Sur l’image, une montagne crachait une fumée grise, et des rivières orange et brillantes coulaient sur ses flancs. ${c.N} voulait savoir ce qui pouvait pousser une montagne à faire ça.`]] },
  'vo.inside': { m: [
    [() => `Tout au fond de la terre, il fait très, très chaud.`, () => `Loin sous nos pieds, la roche est si chaude qu’une partie fond.`],
    [() => `La roche fondue sous la terre s’appelle le magma.`, () => `Cette roche chaude et molle s’appelle le magma.`],
  ], l: [[() => `Plus on descend dans la Terre, plus il fait chaud. À des dizaines de kilomètres de profondeur, il fait assez chaud pour que certaines roches fondent en un magma épais et brillant, qui se rassemble dans de grandes poches appelées chambres magmatiques.`]] },
  'vo.push': { m: [
    [() => `Le magma est plus léger que la roche dure autour de lui, alors il pousse vers le haut.`, () => `Le magma se faufile vers le haut par des fissures du sol.`],
    [() => `Il contient aussi du gaz, comme les bulles d’une limonade.`, () => `La poussée grandit, comme dans une bouteille qu’on a secouée.`],
  ], l: [[() => `Quand le magma monte, le gaz qu’il contient forme des bulles, comme une boisson pétillante qu’on ouvre. Les bulles poussent de plus en plus fort, jusqu’à ce que le magma trouve une sortie.`]] },
  'vo.erupt': { m: [
    [() => `Quand il jaillit, le volcan entre en éruption !`, () => `Il en sort de la cendre, du gaz et de la lave brillante.`],
    [() => `La roche fondue qui sort d’un volcan s’appelle la lave.`, () => `La lave descend la montagne comme une rivière lente et rouge de chaleur.`],
  ], l: [[() => `Certains volcans ont des éruptions calmes, avec de la lave liquide qui coule. D’autres explosent et projettent de la cendre très haut dans le ciel. La montagne elle-même est faite de couches de vieille lave et de cendre, empilées éruption après éruption.`]] },
  'vo.twist': { m: [
    [(c) => `« Où sont les volcans ? » a demandé ${c.n}.`, (c) => `${c.N} voulait savoir pourquoi il n’y a des volcans qu’à certains endroits.`],
    [() => `L’extérieur de la Terre est cassé en pièces géantes qu’on appelle des plaques, et la plupart des volcans sont là où elles se rencontrent.`, () => `La plupart des volcans se trouvent au bord des grandes plaques qui recouvrent la Terre.`],
  ], l: [[() => `Les plaques bougent très lentement, à peu près à la vitesse où poussent tes ongles. Là où elles s’écartent, ou là où l’une glisse sous l’autre, le magma peut arriver en surface. Certains volcans dorment depuis des milliers d’années.`]] },
  'vo.land': { m: [
    [() => `Quand la lave refroidit, elle devient de la roche dure et neuve.`, () => `La lave refroidie devient une nouvelle terre.`],
    [() => `Certaines îles, comme Hawaï ou l’Islande, ont été faites par des volcans.`, () => `Avec le temps, des plantes poussent sur la roche neuve.`],
  ], l: [[() => `La terre volcanique est pleine de minéraux, alors les plantes y poussent très bien, et beaucoup d’agriculteurs vivent près des volcans. Certaines îles sont sorties de la mer, construites par la lave, couche après couche.`]] },
  'vo.safe': { m: [
    [() => `Des savants surveillent les volcans de près.`, () => `Les volcanologues sont des savants qui étudient les volcans.`],
    [() => `Ils savent souvent quand un volcan se réveille, et les gens peuvent partir à temps.`, () => `Ils mesurent comment le sol tremble et quels gaz s’échappent.`],
  ], l: [[() => `Avant une éruption, le sol peut gonfler et trembler, et plus de gaz peut s’échapper. Les savants surveillent tous ces signes avec des instruments et des satellites, et préviennent les gens quand il est temps de partir.`]] },
  'vo.end': { m: [
    [(c) => `Maintenant, ${c.n} sait comment marche un volcan.`, () => `Du magma chaud, du gaz qui monte et une sortie : voilà un volcan.`],
    [(c) => `${c.N} a fabriqué un volcan avec du bicarbonate et du vinaigre.`, () => `Pschhh ! La fausse lave a débordé en moussant.`],
  ], l: [[(c) => `Le volcan pour de faux a pétillé et moussé, et ${c.n} a éclaté de rire. Ce n’était que du bicarbonate et du vinaigre, mais on y voyait la même idée : le gaz qui s’accumule et qui pousse tout dehors d’un coup.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} a regardé une photo de bébé. « D’où viennent les bébés ? »`, (c) => `« Et moi, je viens d’où ? » a demandé ${c.n}.`],
    [(c) => `${c.g.N} a souri. « C’est une très belle question. »`, (c) => `« Je vais te raconter », a dit ${c.g.n}, et ils se sont assis tout près l’un de l’autre.`],
  ], l: [[(c) => `Sur la photo, il y avait un bébé minuscule avec un visage tout fripé et un petit bonnet. « Ce bébé, c’était toi », a dit ${c.g.n}. C’était difficile de croire qu’on avait pu être si petit.`]] },
  'ba.start': { m: [
    [() => `Un bébé commence plus petit qu’un point.`, () => `Tous les bébés commencent tout, tout petits.`],
    [() => `Un minuscule ovule de la maman et une minuscule cellule du papa se rejoignent, et un nouveau bébé commence.`, () => `Au début, il est si petit qu’on ne pourrait le voir qu’au microscope.`],
  ], l: [[() => `Les corps des adultes ont des parties spéciales pour faire des bébés. Quand un ovule et un spermatozoïde se rejoignent, ils forment une seule cellule, et cette cellule grandit et se divise encore et encore, jusqu’à devenir une nouvelle personne.`]] },
  'ba.womb': { m: [
    [() => `Le bébé grandit dans un endroit douillet du ventre de la maman, qu’on appelle l’utérus.`, () => `Le bébé grandit dans l’utérus, un endroit chaud et protégé dans le ventre.`],
    [() => `Ce n’est pas là que va la nourriture : c’est une chambre spéciale rien que pour le bébé.`, () => `L’utérus s’agrandit à mesure que le bébé grandit.`],
  ], l: [[() => `L’utérus est une poche solide et élastique, juste sous le ventre. Il garde le bébé au chaud et à l’abri, flottant dans de l’eau comme dans une petite piscine. Le bébé reçoit sa nourriture et son air par le sang de la maman, grâce à un cordon.`]] },
  'ba.grow': { m: [
    [() => `Le bébé grandit, grandit pendant environ neuf mois.`, () => `Mois après mois, le bébé devient plus grand.`],
    [() => `D’abord il est petit comme une graine, puis comme une prune, puis comme un melon !`, () => `Il lui pousse un cœur, des mains, des pieds et même de minuscules ongles.`],
  ], l: [[() => `La nourriture du bébé arrive par un petit tuyau souple qu’on appelle le cordon ombilical. Quand le bébé est né, le cordon ne sert plus, et l’endroit où il était devient le nombril.`]] },
  'ba.twist': { m: [
    [(c) => `« Alors c’est pour ça que j’ai un nombril ! » a dit ${c.n}.`, (c) => `${c.N} a regardé son propre nombril.`],
    [() => `Tout le monde en a un, parce que tout le monde a grandi dans le ventre de quelqu’un.`, () => `C’est là qu’était le cordon, il y a longtemps, avant la naissance.`],
  ], l: [[() => `Les familles commencent de façons différentes. Certains bébés sont adoptés, certaines familles reçoivent l’aide des médecins, et certaines ont deux mamans ou deux papas. Mais chaque personne a commencé toute petite et a grandi dans le ventre de quelqu’un, et chaque nombril s’en souvient.`]] },
  'ba.kick': { m: [
    [() => `Dans l’utérus, le bébé peut donner des coups de pied et gigoter.`, () => `Les bébés entendent des voix avant de naître.`],
    [() => `On sent les coups de pied en posant la main sur le ventre.`, () => `Ils peuvent même avoir le hoquet !`],
  ], l: [[() => `Vers la fin, le bébé entend la musique, les voix et les battements du cœur de la maman. C’est pour ça que les nouveau-nés reconnaissent souvent les voix de leur famille et se calment en les entendant.`]] },
  'ba.born': { m: [
    [() => `Quand le bébé est prêt, il naît.`, () => `Après environ neuf mois, le bébé arrive dans le monde.`],
    [() => `Les médecins et les sages-femmes aident la maman et le bébé.`, () => `Le nouveau bébé est serré contre son parent et câliné.`],
  ], l: [[() => `La plupart des bébés sortent par une ouverture spéciale qui s’étire, et certains naissent avec l’aide d’un médecin, par le ventre. Dans tous les cas, la famille rencontre son bébé pour la toute première fois.`]] },
  'ba.end': { m: [
    [(c) => `Maintenant, ${c.n} sait d’où viennent les bébés.`, () => `Chaque bébé commence tout petit et grandit dans un utérus.`],
    [(c) => `${c.N} aussi a été un bébé, aimé${c.e} dès le tout début.`, (c) => `${c.N} a fait un gros câlin ${c.g.au}.`],
  ], l: [[(c) => `${c.N} a regardé encore la photo de bébé, puis ses propres mains. Elles étaient passées de toutes petites à grandes, et elles allaient encore grandir. Toutes les personnes du monde avaient commencé exactement comme ça.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} a bâillé. « Pourquoi on doit dormir ? »`, (c) => `« Pourquoi il faut dormir toutes les nuits ? » a demandé ${c.n}.`],
    [(c) => `« Dormir, c’est un vrai travail pour ton corps », a dit ${c.g.n}.`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `${c.N} voulait rester debout pour jouer. Dormir semblait une perte de temps : rester immobile dans le noir pendant que le monde continuait. À quoi ça servait ?`]] },
  'sl.body': { m: [
    [() => `Quand on dort, le corps se repose et grandit.`, () => `Le sommeil donne au corps le temps de se reposer et de se réparer.`],
    [() => `Les enfants grandissent surtout pendant qu’ils dorment !`, () => `Les muscles fatigués deviennent plus forts, et les petites égratignures guérissent.`],
  ], l: [[() => `Pendant le sommeil profond, le corps envoie une hormone de croissance qui aide les enfants à grandir. Il répare aussi les muscles, soigne les coupures et les bleus, et aide le corps à combattre les microbes.`]] },
  'sl.brain': { m: [
    [() => `Pendant qu’on dort, le cerveau range.`, () => `Le cerveau trie tout ce que tu as appris aujourd’hui.`],
    [() => `Il garde ce qui est important et laisse partir ce qui ne sert pas.`, () => `C’est pour ça qu’on se souvient mieux après une bonne nuit.`],
  ], l: [[() => `Pendant la journée, le cerveau reçoit une montagne de choses nouvelles. La nuit, il les trie, comme quand on range les jouets dans les bonnes boîtes, pour les retrouver demain. Il se nettoie même pendant que tu dors.`]] },
  'sl.dream': { m: [
    [() => `Parfois, on rêve en dormant.`, () => `Les rêves sont des images et des histoires que le cerveau fabrique la nuit.`],
    [() => `Les rêves peuvent être drôles, bizarres ou passionnants.`, () => `Personne ne sait encore tout sur les rêves.`],
  ], l: [[() => `La plupart des rêves arrivent pendant un sommeil où les yeux bougent vite sous les paupières fermées. Les savants pensent que les rêves aident peut-être le cerveau à ranger les émotions et les souvenirs, mais ils cherchent encore.`]] },
  'sl.twist': { m: [
    [(c) => `« Les animaux dorment aussi ? » a demandé ${c.n}.`, (c) => `${c.N} a regardé le chat endormi, roulé en boule sur la chaise.`],
    [() => `Presque tous les animaux dorment, mais de façons différentes.`, () => `Les chats dorment presque toute la journée, et les chauves-souris dorment la tête en bas.`],
  ], l: [[() => `Les dauphins reposent une moitié de leur cerveau à la fois, pour pouvoir continuer à remonter respirer. Les girafes ne dorment que quelques heures, et les koalas jusqu’à vingt heures par jour. Mais presque tous les animaux ont besoin d’une sorte de sommeil.`]] },
  'sl.tired': { m: [
    [() => `Sans assez de sommeil, on est grognon et fatigué.`, () => `Quand on ne dort pas assez, tout devient plus difficile.`],
    [() => `C’est dur d’apprendre, de jouer et d’être gentil.`, () => `La moindre petite chose peut faire pleurer quelqu’un de fatigué.`],
  ], l: [[() => `Les enfants ont besoin de plus de sommeil que les adultes : environ dix à quatorze heures pour les petits, et neuf à douze heures pour les écoliers. Après une bonne nuit, c’est plus facile de réfléchir, d’apprendre et d’être content.`]] },
  'sl.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi on doit dormir.`, () => `Le sommeil nous aide à grandir, à guérir et à nous souvenir.`],
    [(c) => `${c.N} s’est blotti${c.e} sous la couette et a fermé les yeux.`, (c) => `« Bonne nuit, a dit ${c.n}. Mon corps a du travail. »`],
  ], l: [[(c) => `${c.N} est resté${c.e} immobile en pensant à son cerveau qui rangeait la journée dans des boîtes, et à son corps qui grandissait un tout petit peu dans le noir. Dormir ne lui semblait plus du tout une perte de temps.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} a fait bouger une dent qui branlait. « Pourquoi on perd nos dents ? »`, (c) => `« J’ai une dent qui bouge ! Pourquoi les dents tombent ? » a demandé ${c.n}.`],
    [(c) => `« Elle laisse la place à une plus grande », a dit ${c.g.n}.`, (c) => `« Cherchons ensemble », a dit ${c.g.n}.`],
  ], l: [[(c) => `${c.N} a poussé la dent avec sa langue, et elle a bougé d’avant en arrière. Ça ne faisait pas mal, mais c’était très bizarre. Pourquoi une dent en parfaite santé voudrait-elle partir ?`]] },
  'te.baby': { m: [
    [() => `Nos premières dents s’appellent les dents de lait.`, () => `Les petits enfants ont vingt petites dents de lait.`],
    [() => `Elles sont parfaites pour une petite bouche.`, () => `Mais la bouche continue de grandir, et les dents de lait, non.`],
  ], l: [[() => `Les dents de lait commencent à se former avant même la naissance, cachées dans les gencives. Elles sortent pendant les premières années, petites pour tenir dans une petite mâchoire. En grandissant, la mâchoire s’agrandit, mais les dents de lait restent petites.`]] },
  'te.under': { m: [
    [() => `Sous chaque dent de lait, une grande dent neuve attend.`, () => `Les dents définitives poussent dans les gencives, sous les dents de lait.`],
    [() => `Quand elle est prête, elle commence à pousser vers le haut.`, () => `La nouvelle dent est plus grande et plus solide.`],
  ], l: [[() => `Chaque dent définitive pousse dans la mâchoire, sous une dent de lait. En montant, elle fait fondre petit à petit la racine de la dent de lait, jusqu’à ce que plus rien ne la retienne.`]] },
  'te.wobble': { m: [
    [() => `La dent de lait se met à bouger, et un jour elle tombe.`, () => `Elle bouge, elle bouge, et hop, elle tombe !`],
    [() => `D’habitude, ça ne fait pas mal du tout.`, () => `La plupart des enfants perdent leur première dent vers six ans.`],
  ], l: [[() => `Les dents de devant tombent souvent en premier, entre cinq et sept ans, et les dernières dents de lait partent vers douze ans. Changer les vingt prend des années.`]] },
  'te.twist': { m: [
    [(c) => `« J’aurai combien de dents de grand ? » a demandé ${c.n}.`, (c) => `${c.N} a compté les dents sur un dessin.`],
    [() => `Les adultes ont jusqu’à trente-deux dents, plus que les vingt dents de lait.`, () => `Les dents en plus poussent au fond de la bouche.`],
  ], l: [[() => `Les toutes dernières dents, les dents de sagesse, peuvent attendre l’âge adulte pour sortir, et certaines personnes n’en ont jamais. Il n’y a pas de troisième série : les dents définitives doivent durer toujours.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} a souri avec un trou entre les dents.`, () => `Maintenant, il y avait un trou là où était la dent.`],
    [() => `Bientôt, le bout d’une nouvelle dent a pointé.`, () => `La nouvelle dent pousse doucement, pendant quelques mois.`],
  ], l: [[() => `Les nouvelles dents définitives paraissent souvent grandes dans un visage d’enfant, avec de petites bosses sur le bord du bas. Les bosses s’usent, et le visage grandit jusqu’à aller avec les dents.`]] },
  'te.care': { m: [
    [() => `Les dents définitives doivent durer toute la vie.`, () => `C’est pour ça que se brosser les dents est si important.`],
    [() => `Brosse-les deux fois par jour, et elles resteront solides.`, (c) => `${c.N} s’est brossé les dents avec soin, jusqu’au fond.`],
  ], l: [[() => `Le sucre nourrit de minuscules microbes dans la bouche, qui peuvent faire des trous dans les dents. Se brosser les dents le matin et au coucher, et ne pas manger trop de bonbons, garde les dents en bonne santé très longtemps.`]] },
  'te.end': { m: [
    [(c) => `Maintenant, ${c.n} sait pourquoi on perd nos dents.`, () => `La dent de lait s’en va, et la grande arrive.`],
    [(c) => `${c.N} a rangé la petite dent dans une petite boîte.`, (c) => `« Au revoir, petite dent, a dit ${c.n}. Merci. »`],
  ], l: [[(c) => `${c.N} a regardé la toute petite dent dans sa main. Elle avait bien fait son travail. Maintenant, une dent plus grande et plus solide arrivait, une dent qui resterait toute sa vie.`]] },
};

type P = Part<Fr>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `Pourquoi la Lune change de forme ?`, (c) => `${c.N} et la Lune qui change`, () => `Le secret des formes de la Lune`],
  'question-night': [() => `Où va le Soleil la nuit ?`, (c) => `${c.N} et la Terre qui tourne`, () => `Bonne nuit, Soleil !`],
  'question-stars': [() => `Pourquoi les étoiles scintillent ?`, (c) => `${c.N} compte les étoiles`, () => `Des soleils lointains`],
  'question-sunset': [() => `Pourquoi le coucher de soleil est orange ?`, (c) => `${c.N} et le ciel rouge`, () => `Le long chemin de la lumière du soir`],
  'question-seasons': [() => `Pourquoi il y a des saisons ?`, (c) => `${c.N} et la Terre penchée`, () => `Été, automne, hiver, printemps`],
  'question-dark-early': [() => `Pourquoi il fait nuit tôt en hiver ?`, (c) => `${c.N} et les jours courts d’hiver`, () => `Où est passée la lumière du jour ?`],
  'question-snow': [() => `C’est quoi, la neige ?`, (c) => `${c.N} attrape un flocon`, () => `Pourquoi il neige en hiver`],
  'question-rainbow': [() => `Comment se fait un arc-en-ciel ?`, (c) => `${c.N} trouve un arc-en-ciel`, () => `Du soleil et des gouttes de pluie`],
  'question-thunder': [() => `Qu’est-ce qui fait le tonnerre ?`, (c) => `${c.N} et le gros orage`, () => `Éclair et boum !`],
  'question-leaves': [() => `Pourquoi les feuilles tombent en automne ?`, (c) => `${c.N} et les feuilles d’automne`, () => `Rouge, jaune et or`],
  'question-salty-sea': [() => `Pourquoi la mer est salée ?`, (c) => `${c.N} goûte la mer`, () => `Le sel de la mer`],
  'question-volcano': [() => `Comment marche un volcan ?`, (c) => `${c.N} et le volcan`, () => `Tout au fond, rouge de chaleur`],
  'question-babies': [() => `D’où viennent les bébés ?`, (c) => `${c.N} demande d’où viennent les bébés`, () => `Tout le monde a commencé tout petit`],
  'question-sleep': [() => `Pourquoi on doit dormir ?`, (c) => `${c.N} et la nuit bien occupée`, () => `Dors bien`],
  'question-teeth': [() => `Pourquoi on perd nos dents ?`, (c) => `La dent qui bouge ${c.de}`, () => `Au revoir, dent de lait`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} demande pourquoi la Lune change de forme et découvre comment le Soleil l’éclaire pendant qu’elle tourne autour de la Terre.`],
  'question-night': [(c) => `${c.N} demande où va le Soleil la nuit et découvre que c’est la Terre qui tourne.`],
  'question-stars': [(c) => `${c.N} demande pourquoi les étoiles scintillent et découvre des soleils lointains et de l’air qui tremble.`],
  'question-sunset': [(c) => `${c.N} demande pourquoi le coucher de soleil est orange et suit la lumière du soir sur son long chemin à travers l’air.`],
  'question-seasons': [(c) => `${c.N} demande pourquoi il y a des saisons et découvre la Terre penchée et son voyage d’un an autour du Soleil.`],
  'question-dark-early': [(c) => `${c.N} demande pourquoi il fait nuit si tôt en hiver et découvre comment la Terre penchée fait des jours courts et des nuits longues.`],
  'question-snow': [(c) => `${c.N} demande ce qu’est la neige et pourquoi elle vient en hiver, et suit l’eau gelée des nuages jusqu’au sol.`],
  'question-rainbow': [(c) => `${c.N} demande comment se fait un arc-en-ciel et découvre ce que font ensemble le Soleil et les gouttes de pluie.`],
  'question-thunder': [(c) => `${c.N} demande ce qui fait le tonnerre et découvre l’éclair, bien à l’abri dans la maison.`],
  'question-leaves': [(c) => `${c.N} demande pourquoi les feuilles changent de couleur et tombent, et découvre comment les arbres se préparent pour l’hiver.`],
  'question-salty-sea': [(c) => `${c.N} demande pourquoi la mer est salée et suit le sel des roches jusqu’aux rivières et à la mer.`],
  'question-volcano': [(c) => `${c.N} demande comment marche un volcan et découvre la roche chaude et fondue des profondeurs.`],
  'question-babies': [(c) => `${c.N} demande d’où viennent les bébés et découvre comment un bébé grandit, à l’abri et aimé, dans un utérus.`],
  'question-sleep': [(c) => `${c.N} demande pourquoi on doit dormir et découvre tout ce que font le corps et le cerveau la nuit.`],
  'question-teeth': [(c) => `${c.N} demande pourquoi on perd nos dents et découvre les grandes dents neuves qui attendent en dessous.`],
};
