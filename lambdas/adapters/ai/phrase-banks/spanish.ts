// Spanish phrase bank.
import type { KindKey, TraitKey } from '../story-lexicon';
import { capitalizeSentences, tidySpaces, type HeroWords, type PhraseBank } from './phrase-bank';

const KINDS: Record<KindKey, [noun: string, gender: 'm' | 'f']> = {
  hedgehog: ['erizo', 'm'], rabbit: ['conejito', 'm'], cat: ['gatito', 'm'], dog: ['perrito', 'm'], bear: ['osito', 'm'],
  panda: ['panda', 'm'], fox: ['zorrito', 'm'], wolf: ['lobito', 'm'], mouse: ['ratoncito', 'm'], squirrel: ['ardilla', 'f'],
  raccoon: ['mapache', 'm'], owl: ['búho', 'm'], bird: ['pajarito', 'm'], penguin: ['pingüino', 'm'], duck: ['patito', 'm'],
  chicken: ['gallinita', 'f'], pig: ['cerdito', 'm'], cow: ['vaquita', 'f'], sheep: ['ovejita', 'f'], horse: ['poni', 'm'],
  unicorn: ['unicornio', 'm'], elephant: ['elefante', 'm'], giraffe: ['jirafa', 'f'], lion: ['leoncito', 'm'],
  tiger: ['tigre', 'm'], monkey: ['monito', 'm'], frog: ['ranita', 'f'], turtle: ['tortuga', 'f'], fish: ['pececito', 'm'],
  whale: ['ballena', 'f'], octopus: ['pulpo', 'm'], dragon: ['dragón', 'm'], dinosaur: ['dinosaurio', 'm'],
  robot: ['robot', 'm'], alien: ['extraterrestre', 'm'], girl: ['niña', 'f'], boy: ['niño', 'm'], child: ['niño', 'm'],
};

const TRAITS: Record<TraitKey, [m: string, f: string]> = {
  shy: ['tímido', 'tímida'], brave: ['valiente', 'valiente'], curious: ['curioso', 'curiosa'],
  sleepy: ['dormilón', 'dormilona'], grumpy: ['gruñón', 'gruñona'], lonely: ['solitario', 'solitaria'],
  clumsy: ['torpe', 'torpe'], kind: ['bondadoso', 'bondadosa'], cheerful: ['alegre', 'alegre'],
  clever: ['listo', 'lista'], tiny: ['pequeñito', 'pequeñita'], scared: ['miedoso', 'miedosa'],
};

const noun = (hero: HeroWords) => KINDS[hero.kind];
const un = (g: 'm' | 'f') => (g === 'f' ? 'una' : 'un');
const el = (g: 'm' | 'f') => (g === 'f' ? 'la' : 'el');

function extractGoal(idea: string): string | undefined {
  const m = /(?:quiere|quería|quisiera|sueña con|soñaba con|desea|deseaba|aprende a|intenta|necesita|le encanta|le gusta|no puede|no sabe)\s+([^.,;!?]+)/i.exec(idea);
  const phrase = m?.[1]?.split(/\s+(?:que|pero|porque|aunque|mientras)\s+/i)[0]?.trim();
  if (!phrase) return undefined;
  const first = phrase.split(/\s+/)[0] ?? '';
  return /(ar|er|ir|ír)(se|lo|la|le)?$/i.test(first) ? phrase.split(/\s+/).slice(0, 9).join(' ') : undefined;
}

export const spanish: PhraseBank = {
  language: 'spanish',
  kindGender: (kind) => KINDS[kind][1],
  heroIntro: (hero) => {
    const [word, g] = noun(hero);
    const named = g === 'f' ? 'llamada' : 'llamado';
    return `${un(g)} ${word} ${TRAITS[hero.trait][g === 'f' ? 1 : 0]} ${named} ${hero.name}`;
  },
  heroPhrase: (hero) => {
    const [word, g] = noun(hero);
    if (hero.trait === 'tiny') return `${un(g)} ${word} ${g === 'f' ? 'pequeñita' : 'pequeñito'}`;
    return `${un(g)} ${g === 'f' ? 'pequeña' : 'pequeño'} ${word} ${TRAITS[hero.trait][g === 'f' ? 1 : 0]}`;
  },
  kindThe: (hero) => `${el(noun(hero)[1])} ${noun(hero)[0]}`,
  trait: (trait, gender) => TRAITS[trait][gender === 'f' ? 1 : 0],
  goals: {
    goToMoon: 'volar hasta la luna',
    braveDark: 'ser [valiente|valiente] en la oscuridad',
    findTreasure: 'encontrar el tesoro escondido',
    findStar: 'encontrar la estrella de los deseos perdida',
    learnRainbow: 'descubrir de dónde salen los arcoíris',
    makeFriend: 'encontrar un amigo de verdad',
    rideBike: 'montar en bicicleta',
    bake: 'hornear el pastel más maravilloso del mundo',
    climb: 'subir a la cima de la montaña más alta',
    seeSea: 'ver el mar',
    swim: 'nadar',
    fly: 'volar',
    read: 'leer un libro entero [solo|sola]',
    dance: 'bailar',
    sing: 'cantar una canción delante de todos',
    grow: 'cultivar un jardín precioso',
    makeLaugh: 'hacer reír a todo el mundo',
    help: 'ayudar a sus amigos',
  },
  concepts: {
    moon: 'la luna', stars: 'las estrellas', sun: 'el sol', rainbow: 'los arcoíris', clouds: 'las nubes esponjosas',
    rain: 'chapotear bajo la lluvia', snow: 'la nieve', sea: 'el mar', river: 'el río brillante', forest: 'el bosque',
    flowers: 'las flores', garden: 'el jardín', mountain: 'las montañas', cave: 'las cuevas secretas',
    castle: 'el viejo castillo', rocket: 'los cohetes', planets: 'los planetas', kite: 'las cometas',
    balloons: 'los globos', boat: 'los barcos', train: 'los trenes', cake: 'los pasteles', music: 'la música',
    books: 'los libros', school: 'el cole', treasure: 'los mapas del tesoro', butterflies: 'las mariposas',
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`,
  extractGoal,
  names: { m: ['Lucas', 'Nico', 'Tito', 'Pablo', 'Leo', 'Bruno'], f: ['Lola', 'Paloma', 'Luna', 'Vera', 'Nora', 'Chispa'] },
  finish: (text) =>
    // "de el" → "del", "a el" → "al"
    capitalizeSentences(tidySpaces(text.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, '$1l'))),
  goalTitle: '{name} quiere {goal}',
  summary: 'Una historia {adjective} sobre {heroIntro} que sueña con {goal}.',
  theEnd: 'Fin.',
  tones: {
    playful_funny: {
      home: 'en una casita torcida con una chimenea ladeada',
      friend: { intro: 'una oca risueña con botas de agua', the: 'la oca', gender: 'f' },
      things: 'los sombreros raros, los charcos saltarines y los chistes tontos',
      adjective: 'divertida',
      lines: {
        opening: '{name} nunca llevaba los calcetines a juego, y así era como más le gustaba.',
        wish: 'Todos se rieron de la idea, pero {name} se rio más que nadie, y aun así lo decía en serio.',
        firstTry: '¡Boing! ¡Plaf! ¡Patapum! Hasta los caracoles se rieron.',
        friend: '{friend} graznó tan fuerte que a un cerdito que pasaba se le voló el sombrero.',
        climax: '{name} movió las orejas para tener suerte, porque eso siempre ayuda.',
        resolution: 'Fue el momento más tonto y más feliz de todos, y nadie podía parar de reír.',
        ending: 'Y en algún lugar, un cerdito sigue buscando su sombrero.',
      },
      toddler: { opening: '¡Boing, boing!', ending: '¡Ja, ja, ja!' },
      titles: ['{name} y el plan patas arriba', 'Los días risueños de {name}'],
    },
    fantasy_magic: {
      home: 'en un valle escondido donde las flores cantaban al amanecer',
      friend: { intro: 'un hada diminuta de alas brillantes', the: 'el hada', gender: 'f' },
      things: 'las estrellas fugaces, los viejos libros de hechizos y las setas que brillan',
      adjective: 'mágica',
      lines: {
        opening: 'En aquel valle, los rayos de luna se guardaban en frascos y los deseos, a veces, escuchaban.',
        wish: 'Justo entonces, una estrella fugaz cruzó el cielo, como si lo hubiera oído.',
        firstTry: '{name} hasta susurró una palabra mágica, pero el hechizo se deshizo en una nube de humo morado.',
        friend: 'Allí donde volaba {friend}, el aire brillaba con polvo de plata.',
        climax: '{friend} espolvoreó una pizca de polvo de estrellas, aunque la verdadera magia ya estaba dentro de {name}.',
        resolution: 'Los destellos giraron por todas partes, y las flores del valle se pusieron a cantar.',
        ending: 'En las noches claras, si miras con atención, todavía puedes ver los destellos.',
      },
      toddler: { opening: '¡Chispas, chispitas!', ending: '¡Magia!' },
      titles: ['{name} y las estrellas que susurran', 'El deseo mágico de {name}'],
    },
    animal: {
      home: 'en una madriguera acogedora al borde del gran prado verde',
      friend: { intro: 'un viejo búho sabio', the: 'el búho', gender: 'm' },
      things: 'los prados soleados, las hojas crujientes y el olor de la lluvia',
      adjective: 'de animales',
      lines: {
        opening: 'Los conejos, los patos y las hormigas trabajadoras eran sus vecinos.',
        wish: 'Los patos graznaron y las ardillas parlotearon: ¿alguien había oído algo parecido?',
        firstTry: 'Una familia de patos pasó contoneándose y, muy educada, hizo como que no veía nada.',
        friend: '{friend} parpadeó con sus grandes ojos dorados y se ahuecó las plumas.',
        climax: 'Todos los animales del prado se reunieron para mirar: conejos, patos, ardillas y hasta el viejo tejón.',
        resolution: 'Los pájaros cantaron, los conejos golpearon el suelo con las patas y los patos batieron las alas.',
        ending: 'Y todo el prado fue un poquito más feliz que antes.',
      },
      toddler: { opening: '¡Snif, snif!', ending: '¡Pío, pío, cuac!' },
      titles: ['{name} del prado verde', '{name} y los amigos del prado'],
    },
    heartwarming: {
      home: 'en una casita con una cocina amarilla y calentita',
      friend: { intro: 'la abuela de {name}', the: 'la abuela', gender: 'f' },
      things: 'el chocolate caliente, las mantas suaves y los cuentos antes de dormir',
      adjective: 'entrañable',
      lines: {
        opening: 'Allí todos compartían lo que tenían, aunque fuera media galleta.',
        wish: 'Guardaba el deseo muy cerca, como una taza de chocolate caliente en un día frío.',
        firstTry: 'No salió bien, pero un vecino que pasaba le dedicó una sonrisa de ánimo.',
        friend: '{friend} envolvió a {name} en un abrazo suave y calentito.',
        climax: '{friend} estaba cerca, con la sonrisa más orgullosa del mundo.',
        resolution: 'Brillaban lágrimas de felicidad en todos los ojos, y todos los corazones se sentían calentitos.',
        ending: 'Porque la bondad, cuando se comparte, siempre se hace más grande.',
      },
      toddler: { opening: 'Un abrazo grande.', ending: '¡Te quiero!' },
      titles: ['El gran corazón de {name}', 'Un abrazo para {name}'],
    },
    sci_fi: {
      home: 'en una casa redonda y plateada de un pequeño planeta tranquilo',
      friend: { intro: 'un robot pequeño y simpático', the: 'el robot', gender: 'm' },
      things: 'los cohetes, los planetas que titilan y los aparatos relucientes',
      adjective: 'espacial',
      lines: {
        opening: 'Desde su ventana se veían tres lunas y un planeta con anillos.',
        wish: 'Dibujó planos en su tableta hasta muy tarde.',
        firstTry: '¡Bip! ¡Bzzz! El aparato que había construido chisporroteó y echó chispas.',
        friend: 'La antena del robot parpadeó en verde: un saludo amistoso.',
        climax: 'Cuenta atrás: cinco, cuatro, tres, dos, uno…',
        resolution: 'Todas las luces de la estación espacial parpadearon para celebrarlo.',
        ending: 'Allá arriba, las estrellas titilaban como mil millones de ojos que guiñan.',
      },
      toddler: { opening: '¡Bip, bop!', ending: '¡Zuuum!' },
      titles: ['{name} y el cohete de las estrellas', 'El viaje de {name} a las estrellas'],
    },
    daily_life_basics: {
      home: 'en una casita luminosa de la calle de los Arces',
      friend: { intro: 'una maestra muy amable', the: 'la maestra', gender: 'f' },
      things: 'las tortitas del desayuno, el camino al cole y las burbujas del baño',
      adjective: 'del día a día',
      lines: {
        opening: 'Cada día empezaba igual: lavarse, vestirse, desayunar y darse un gran abrazo de buenos días.',
        wish: 'Pensaba en ello mientras se lavaba los dientes, y otra vez mientras se ponía los zapatos.',
        firstTry: 'Era como atarse los cordones por primera vez: ¡difícil!',
        friend: '{friend} se agachó para poder hablar cara a cara.',
        climax: '{name} se acordó: inspira, espira, despacito.',
        resolution: 'Fue como montar en bici sin ayuda por primera vez.',
        ending: 'Mañana sería un día nuevo, lleno de cositas nuevas que aprender.',
      },
      toddler: { opening: '¡Buenos días!', ending: 'Baño, cuento y a la cama.' },
      titles: ['El gran día de {name}', '¡{name} puede hacerlo!'],
    },
    adventurous: {
      home: 'en una cabaña acogedora al pie de las altas montañas azules',
      friend: { intro: 'un viejo explorador con un mapa remendado', the: 'el explorador', gender: 'm' },
      things: 'los mapas antiguos, los senderos secretos y los lugares lejanos',
      adjective: 'de aventuras',
      lines: {
        opening: 'Decían que, más allá de las montañas, había lugares que nadie había visto jamás.',
        wish: 'Preparó una mochila, por si acaso: una cuerda, un farol y un bocadillo.',
        firstTry: 'El camino era empinado, y una ráfaga de viento le voló el sombrero.',
        friend: '{friend} desenrolló un mapa lleno de marcas misteriosas.',
        climax: 'Cruzaron un puente colgante que se balanceaba sobre un río rugiente.',
        resolution: 'Desde allí arriba, el mundo entero parecía extenderse a sus pies.',
        ending: '¿Y el mapa? Todavía tiene algunos huecos en blanco, esperando a ser explorados.',
      },
      toddler: { opening: '¡Allá vamos!', ending: '¡Qué aventura!' },
      titles: ['{name} y el mapa secreto', 'La gran aventura de {name}'],
    },
    educational: {
      home: 'en una casa alegre llena de libros y preguntas',
      friend: { intro: 'una científica curiosa', the: 'la científica', gender: 'f' },
      things: 'las preguntas, las lupas y descubrir cómo funcionan las cosas',
      adjective: 'para aprender',
      lines: {
        opening: '{name} siempre preguntaba: ¿por qué?, ¿cómo?, ¿y si…?',
        wish: 'Para descubrir cómo, decidió observar, hacer preguntas y probar cosas, como [un verdadero científico|una verdadera científica].',
        firstTry: 'El primer experimento no funcionó, y eso le enseñó algo importante: los errores son pistas.',
        friend: '{friend} le enseñó a apuntar cada idea en un cuaderno.',
        climax: '{name} revisó sus notas una última vez: paso uno, paso dos, paso tres.',
        resolution: 'La práctica, la paciencia y las buenas ideas habían trabajado juntas.',
        ending: '¿Sabías que todos los expertos empezaron siendo principiantes?',
      },
      toddler: { opening: '¿Por qué? ¿Cómo?', ending: '¡Ahora lo sé!' },
      titles: ['{name} se pregunta por qué', '{name} lo descubre'],
    },
  },
  stages: {
    opening: {
      title: 'Conoce a {name}',
      short: '[Este|Esta] es {name}. {name} es {heroPhrase}.',
      mid: 'Había una vez {heroIntro}. {name} vivía {home}. Cada mañana, {name} saludaba al sol.',
      long: 'Había una vez, {home}, {heroIntro}. {name} era {trait}, pero tenía el corazón lleno de asombro y se fijaba en las cosas que los demás pasaban por alto: el brillo del rocío, el zumbido de las abejas, las nubes que navegaban despacio como barcos.',
    },
    world: {
      title: 'Sus cosas favoritas',
      short: '{name} adora {things}.',
      mid: '{name} adoraba {things}. Podía pensar en ello todo el día. La vida era tranquila y acogedora.',
      long: 'Más que nada en el mundo, {name} adoraba {things}. Podía pasarse una tarde entera soñando [despierto|despierta] mientras el mundo seguía con sus prisas de siempre. Aun así, en lo más hondo, sentía que algo le faltaba.',
    },
    wish: {
      title: 'Un gran deseo',
      short: '{name} quiere {goal}.',
      mid: '{name} tenía un gran deseo. ¡Quería {goal}! Pero no sabía cómo.',
      long: 'Una tarde, {name} confesó por fin el secreto que llevaba tanto tiempo guardando: quería {goal}. Parecía imposible, quizá hasta un poco tonto, pero el deseo brillaba dentro de [él|ella] como un farolito que se negaba a apagarse.',
    },
    firstTry: {
      title: 'El primer intento',
      short: '{name} lo intenta. ¡Uy!',
      mid: 'Así que {name} intentó {goal}. Lo intentó con todas sus fuerzas. Pero no funcionó. ¡Uy!',
      long: 'A la mañana siguiente, {name} trazó un plan cuidadoso e intentó {goal}. Se concentró con todas sus fuerzas, contó hasta tres y lo dio todo. Por desgracia, nada salió como esperaba, y el intento terminó en un lío de volteretas y exclamaciones de sorpresa.',
    },
    setback: {
      title: 'Un momento triste',
      short: '{name} está triste.',
      mid: '{name} se sentó con un suspiro. «Quizá no pueda hacerlo», susurró. Una lagrimita le rodó por la mejilla.',
      long: '[Desanimado|Desanimada], {name} se sentó bajo un árbol y se quedó mirando el suelo. «Quizá algunos deseos son demasiado grandes», murmuró. La desilusión pesaba como una mochila llena de piedras, y durante un rato no tuvo ganas de intentar nada.',
    },
    friend: {
      title: 'Una mano amiga',
      short: '{name} conoce a {friendIntro}.',
      mid: 'Justo entonces pasó por allí {friendIntro}. «¿Por qué estás triste?», preguntó {friend}. {name} le contó todo sobre su gran deseo.',
      long: 'Justo entonces apareció {friendIntro}. «Vaya suspiro tan grande», dijo {friend} con dulzura. «¿Qué te pasa?». Primero con timidez y luego de corrido, {name} se lo explicó todo: el deseo, el intento fallido y el miedo a que nunca se cumpliera.',
    },
    advice: {
      title: 'Un buen consejo',
      short: '«¡Tú puedes!», dice {friend}.',
      mid: '{friend} sonrió. «Los grandes deseos necesitan pasos pequeños», dijo. «Probemos juntos, paso a paso».',
      long: '{friend} escuchó con atención y luego sonrió despacio, con sabiduría. «Todo lo grande empieza con un paso pequeño», dijo. «Nadie lo consigue el primer día. ¿Y si dividimos tu deseo en trocitos y practicamos cada uno?».',
    },
    secondTry: {
      title: 'Práctica y más práctica',
      short: '{name} lo intenta otra vez.',
      mid: 'Así que {name} practicó cada día, un poquito y luego otro poquito más. Todavía era difícil, ¡pero cada vez lo hacía mejor!',
      long: 'Así que practicaron juntos, día tras día. Algunos intentos fueron torpes, otros fueron ridículos, y uno o dos casi salieron bien. Cada tarde, {name} notaba que era un poquito más valiente y un poquito más fuerte que el día anterior.',
    },
    doubt: {
      title: 'Una noche estrellada',
      short: 'Es de noche. {name} mira las estrellas.',
      mid: 'Esa noche, {name} miró las estrellas. «¿Y si nunca lo consigo?», se preguntó. Las estrellas parpadearon, como diciendo: sigue adelante.',
      long: 'Esa noche, {name} no podía dormir y miraba cómo las estrellas se encendían una a una en el cielo de terciopelo. Las dudas llegaron como sombras: ¿y si tanta práctica no servía para nada? Pero mientras la luna subía, una vocecita tranquila y testaruda le respondió por dentro: no rendirse también es una especie de magia.',
    },
    insight: {
      title: 'Una idea brillante',
      short: '¡{name} tiene una idea!',
      mid: 'Por la mañana, {name} tuvo una idea maravillosa. ¡No tenía que hacerlo [solo|sola] ni tenía que ser [perfecto|perfecta]!',
      long: 'Al amanecer, {name} se despertó con una idea chispeante. Había estado intentando ser otra persona, pero ¿y si usaba lo que [lo|la] hacía especial? Con una sonrisa, reunió su valor, a sus amigos y todo lo que había aprendido.',
    },
    climax: {
      title: 'El gran momento',
      short: '¡Preparados, listos, ya!',
      mid: 'Llegó el gran día. {name} respiró hondo. Uno, dos, tres… ¡intentó {goal} una vez más!',
      long: 'Por fin llegó el gran momento. Todos se reunieron para mirar, conteniendo la respiración. {name} cerró los ojos, recordó cada lección, cada tropiezo y cada palabra amable, contó hasta tres e intentó {goal} con todo su corazón.',
    },
    resolution: {
      title: '¡Hurra!',
      short: '¡{name} lo logró! ¡Hurra!',
      mid: '¡Y esta vez funcionó! ¡{name} pudo {goal} de verdad! «¡Lo conseguí!», gritó con alegría.',
      long: 'Y esta vez ocurrió algo maravilloso: ¡{name} consiguió {goal} de verdad! Un escalofrío de alegría le recorrió desde la nariz hasta la punta de los pies. «¡Lo conseguí!», exclamó, y la ovación que le respondió fue la más fuerte que nadie había oído jamás.',
    },
    celebration: {
      title: 'Una fiesta feliz',
      short: 'Todos aplauden. ¡Bien!',
      mid: 'Todos sus amigos aplaudieron y lo celebraron. Hicieron una pequeña fiesta con canciones y pastel. {name} se sentía muy [orgulloso|orgullosa].',
      long: 'Esa noche hubo una fiesta con música, risas y muchísimo pastel. {name} le dio las gracias a {friend} y a todos los que habían creído en [él|ella], y comprendió que el camino había sido tan valioso como el propio deseo.',
    },
    ending: {
      title: 'Dulces sueños',
      short: 'Buenas noches, {name}.',
      mid: 'Esa noche, {name} se durmió con una gran sonrisa. Ahora sabía que, con valor y buenos amigos, los deseos se pueden cumplir.',
      long: 'Más tarde, ya [arropado|arropada] y con sueño, {name} pensó en todo lo que había pasado. Había aprendido que los pasos pequeños pueden llevarte muy lejos, hasta un gran sueño. Se quedó [dormido|dormida] soñando ya con la próxima aventura.',
    },
  },
};
