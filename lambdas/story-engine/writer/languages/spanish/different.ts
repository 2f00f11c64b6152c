// Spanish beats for being different (a wheelchair, glasses, a new language) and for making a friend.
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

const o = (c: Es) => (c.f ? 'a' : 'o');
const dance = (c: Es) => c.to === 'bailar';
/** What the others do at break: [they were doing it, to do it]. */
const game = (c: Es): readonly [string, string] => (dance(c) ? ['bailaban', 'bailar con ellos'] : ['jugaban al fútbol', 'jugar al fútbol']);

export const DIFFERENT: T = {
  'wh.open': { m: [
    [(c) => `${c.N} iba a toda velocidad a todas partes en su silla de ruedas.`, (c) => `${c.N} tenía una silla de ruedas con ruedas de color verde brillante.`, (c) => `¡Zas! ${c.N} sabía hacer girar su silla de ruedas en un círculo perfecto.`],
    [(c) => `Rodaba más rápido que nadie de su clase.`, (c) => `Tenía los brazos fuertes de tanto empujar las ruedas.`, (c) => `La silla iba adonde quisiera, siempre que hubiera una rampa.`],
  ], l: [[(c) => `A veces la gente miraba primero la silla de ruedas y después ${c.al}. ${c.Al} no le importaban las miradas. Lo que le molestaba era que decidieran lo que podía hacer sin preguntarle.`]] },
  'wh.want': { m: [
    [(c) => `En el recreo, los demás niños ${game(c)[0]}.`, (c) => `${c.N} miraba a los demás y quería ${game(c)[1]}.`, (c) => c.to && `Más que nada en el mundo, ${c.n} quería ${c.to}.`],
    [(c) => `«¿Puedo jugar?», preguntó.`, (c) => `Sabía que podía hacerlo, a su manera.`, (c) => `Le picaban las manos de ganas de empujar las ruedas hasta el centro.`],
  ], l: [[(c) => `${c.N} llevaba semanas mirando y se sabía cada regla, cada truco y quién iba siempre hacia la izquierda. Estaba segur${o(c)} de que había una manera de formar parte de aquello.`]] },
  'wh.doubt': { m: [
    [(c) => `«¿Cómo vas a ${dance(c) ? 'bailar' : 'jugar'} en silla de ruedas?», preguntó un niño.`, (c) => `Algunos niños no estaban seguros de que ${c.n} pudiera unirse.`, (c) => `Nadie le pasaba la pelota ${c.al}.`],
    [(c) => `${c.N} se sintió apartad${o(c)}, a un lado.`, (c) => `Eso ${c.lo} puso triste y un poco enfadad${o(c)}.`, (c) => `Rodaba adelante y atrás, esperando.`],
  ], l: [[(c) => `No es que fueran malos. Es que no lo habían pensado. ${c.N} conocía esa sensación: que te miren, pero que no te vean de verdad.`, (c) => `«No soy de cristal», murmuró. Quería que la gente ${c.lo} viera de verdad, no solo las ruedas.`]] },
  'wh.twist': { m: [
    [(c) => !dance(c) && `El juego se fue al otro lado del patio, y había tres escalones y ninguna rampa.`, (c) => dance(c) && `La música sonaba en el gimnasio, y la puerta del gimnasio tenía un escalón muy alto.`, (c) => dance(c) ? `El baile se trasladó al escenario, y para subir había tres escalones y ninguna rampa.` : `La pelota rodó por una cuesta llena de baches por donde sus ruedas no podían pasar.`],
    [(c) => `${c.N} se quedó atascad${o(c)} arriba.`, (c) => `No podía seguirlos.`],
  ], l: [[(c) => `${c.N} fue a ver a la directora. «Aquí debería haber una rampa», dijo. «No solo para mí. Para los carritos, las bicis y cualquiera que tenga una pierna dolorida». La directora escuchó y lo apuntó.`, (c) => `${c.N} no se rindió. Encontró el camino largo, por detrás de los contenedores, y llegó justo cuando todos se preguntaban dónde estaba.`]] },
  'wh.idea': { m: [
    [(c) => dance(c) ? `${c.N} tuvo una idea. «¡Mirad cómo giro al ritmo de la música!»` : `${c.N} tuvo una idea. «¡Puedo ser portero! Mirad cómo giro».`, (c) => `${c.N} les enseñó lo rápido que podía rodar y girar.`, (c) => dance(c) ? `${c.N} empujó las ruedas y dio vueltas al compás de la música.` : `${c.N} empujó las ruedas y giró para parar la pelota.`],
    [(c) => `Todos se quedaron mirando. Luego aplaudieron.`, (c) => `«¡Hala!», dijeron los niños.`, (c) => dance(c) ? `¡Sus ruedas brillaban bajo las luces!` : `¡La pelota rebotó en su rueda y salió despedida!`],
  ], l: [[(c) => `${c.N} sabía exactamente lo rápido que podía girar su silla, porque lo había practicado cien veces en el pasillo de casa. ${dance(c) ? 'La música empezó, y ya estaba en el centro.' : 'La pelota llegó volando, y ya estaba allí.'}`]] },
  'wh.play': { m: [
    [(c) => dance(c) ? `Ahora ${c.n} baila en todas las fiestas.` : `Ahora ${c.n} juega todos los días en el recreo.`, (c) => dance(c) ? `Los demás aprendieron a bailar en corro alrededor ${c.de}.` : `Los demás aprendieron a pasarle la pelota ${c.al}.`, (c) => `Cambiaron el juego para que todos pudieran participar.`],
    [(c) => `${c.N} rueda, gira y se ríe.`, (c) => `Ya nadie se queda a un lado.`, (c) => `El juego es mejor con todos dentro.`],
  ], l: [[(c) => `Las reglas cambiaron un poco. Todo se hacía en la parte llana del patio, había sitio para girar, y a nadie le parecía raro. Simplemente era su manera de jugar ahora, y a todos les gustaba más.`]] },
  'wh.end': { m: [
    [(c) => `${c.N} y su silla de ruedas son parte del grupo.`, (c) => `${c.N} hace las cosas a su manera, y eso es genial.`, (c) => `Todos somos distintos, y todos podemos jugar.`],
    [(c) => dance(c) ? `¡Gira, rueda, baila!` : `¡Gira, rueda, gol!`, (c) => `${c.N} sonríe todo el camino a casa.`, (c) => `Ser distint${o(c)} no es un problema. Es simplemente ser ${c.n}.`],
  ], l: [[(c) => `De camino a casa, ${c.n} dio una vuelta lenta de pura alegría en mitad del camino. No había tenido que cambiar. Solo había hecho falta que el juego le hiciera un poco de sitio.`]] },

  'gl.open': { m: [
    [(c) => `Todo lo que estaba lejos se veía borroso para ${c.n}.`, (c) => `${c.N} tenía que entornar los ojos para ver la pizarra.`, (c) => `Las hojas de los árboles parecían nubes verdes para ${c.n}.`],
    [(c) => `Se le cansaban los ojos.`, (c) => `Las letras de los libros bailaban.`, (c) => `Creía que todo el mundo veía así.`],
  ] },
  'gl.test': { m: [
    [(c) => `${c.g.N} llevó ${c.al} a la óptica.`, (c) => `En la óptica, ${c.n} leyó letras en un cartel.`, (c) => `La óptica le iluminó los ojos con una lucecita.`],
    [(c) => `«Necesitas gafas», dijo la óptica con amabilidad.`, (c) => `«Las gafas te ayudarán a ver», dijo la óptica.`, (c) => `La última fila se veía muy borrosa.`],
  ] },
  'gl.pick': { m: [
    [(c) => `${c.N} se probó muchas monturas.`, (c) => `Había monturas rojas, monturas redondas y monturas de lunares.`, (c) => `${c.N} eligió una montura azul.`],
    [(c) => `Escogió las que le hacían sonreír.`, (c) => `Eran perfectas.`, (c) => `«Estas son las mías», dijo.`],
  ] },
  'gl.worry': { m: [
    [(c) => `Pero ${c.n} estaba preocupad${o(c)}.`, (c) => `«¿Y si los otros niños se ríen de mí?», preguntó ${c.n}.`, (c) => `${c.N} no quería llevar las gafas al colegio.`],
    [(c) => `Las escondió en el bolsillo.`, (c) => `Pensaba que se vería distint${o(c)}.`, (c) => `¿Se reirían los niños?`],
  ], l: [[(c) => `«Muchísima gente lleva gafas», dijo ${c.g.n}. «Pilotos, maestras, futbolistas. Las gafas son solo una herramienta, como un casco de bici o un chubasquero».`, (c) => `Esa noche, ${c.n} se puso las gafas delante del espejo, se las quitó y se las volvió a poner.`]] },
  'gl.see': { m: [
    [(c) => `${c.N} se puso las gafas y miró hacia arriba.`, (c) => `¡Con las gafas puestas, ${c.n} veía cada hoja!`, (c) => `De pronto, el mundo era nítido y brillante.`],
    [(c) => `Veía pájaros, letras y caras lejanas.`, (c) => `«Hala», susurró.`, (c) => `Ya no se le cansaban los ojos.`],
  ] },
  'gl.twist': { m: [
    [(c) => `En el colegio, un niño se rio y le llamó «cuatro ojos».`, (c) => `Una niña señaló sus gafas y soltó una risita.`],
    [(c) => `${c.N} se puso colorad${o(c)} y quiso esconderse.`, (c) => `${c.N} miró al suelo.`],
  ], l: [[(c) => `${c.N} respiró hondo. «Ahora veo la pizarra», dijo. «¿Tú puedes leer la palabra pequeñita de la esquina?». El niño entornó los ojos. No podía. ${c.N} sí.`, (c) => `La maestra lo oyó, y a la hora del cuento se puso sus propias gafas. «Estas me ayudan a leeros», dijo. «Las gafas son geniales».`]] },
  'gl.friend': { m: [
    [(c) => `Un compañero dijo: «¡Qué gafas tan chulas!».`, (c) => `La maestra sonrió. «Yo también llevo gafas».`, (c) => `Su amiga le pidió probárselas.`],
    [(c) => `${c.N} sonrió de oreja a oreja.`, (c) => `Muchísima gente lleva gafas.`, (c) => `Ya nadie se reía.`],
  ] },
  'gl.end': { m: [
    [(c) => `Ahora ${c.n} lleva sus gafas todos los días.`, (c) => `${c.Al} le encantan sus gafas.`, (c) => `${c.N} ve el mundo entero con claridad.`],
    [(c) => `Y sus ojos están contentos.`, (c) => `Las gafas son parte de ser ${c.n}.`, (c) => `Por la noche puede ver todas las estrellas.`],
  ] },

  'ln.open': { m: [
    [(c) => `${c.N} había llegado desde muy lejos a un país nuevo.`, (c) => `Era la primera semana ${c.de} en una escuela nueva.`, (c) => `${c.N} y su familia se habían mudado a otro país.`],
    [(c) => `Todo era nuevo: las calles, la comida, el idioma.`, (c) => `En casa hablaba otro idioma.`, (c) => `En la escuela nueva, nadie hablaba su idioma.`],
  ], l: [[(c) => `${c.N} había dejado atrás una casa, una escuela y un idioma que le quedaban como su jersey favorito. Aquí todo le quedaba grande: el edificio, el ruido, las palabras.`]] },
  'ln.noise': { m: [
    [(c) => `En clase, las palabras pasaban muy deprisa.`, (c) => `La maestra hablaba, pero ${c.n} no entendía.`, (c) => `Las palabras sonaban como una música que no conocía.`],
    [(c) => `Todavía no sabía hablar español.`, (c) => `Asentía y sonreía, pero no entendía.`, (c) => `Tenía la cabeza llena y cansada.`],
  ], l: [[(c) => `En casa, ${c.n} sabía cientos de palabras: graciosas, largas, palabras para cada sentimiento. Aquí sabía tres. Era como tener la voz encerrada en una caja.`, (c) => `${c.N} observaba caras y manos, intentando adivinar. Un dedo que señalaba quería decir «allí». Una sonrisa quería decir «no pasa nada». Eso ayudaba un poco.`]] },
  'ln.alone': { m: [
    [(c) => `En el recreo, ${c.n} se sentaba ${c.x('sol')}.`, (c) => `${c.N} echaba de menos a sus antiguos amigos.`, (c) => `${c.N} se sentía ${c.x('sol')}.`],
    [(c) => `Quería decir hola, pero ¿cómo?`, (c) => `Miraba jugar a los demás.`, (c) => `Sin palabras, era difícil unirse.`],
  ], l: [[(c) => `En su antigua escuela, ${c.n} era quien contaba los chistes. Aquí no podía ni preguntar dónde estaban los servicios. Era muy solitario ser divertid${o(c)} por dentro y callad${o(c)} por fuera.`]] },
  'ln.twist': { m: [
    [(c) => `Un día, la maestra le hizo una pregunta ${c.al} delante de todos.`, (c) => `Alguien le preguntó algo ${c.al}, y todos esperaban una respuesta.`],
    [(c) => `${c.N} no entendió ni una palabra.`, (c) => `Se le pusieron las mejillas calientes.`],
  ], l: [[(c) => `La maestra se dio cuenta y dibujó en la pizarra un sol y un signo de interrogación. «¿El tiempo?», dijo despacio. ${c.N} señaló la ventana. «Sol», dijo. Fue su primera palabra en clase.`, (c) => `Entonces una niña del pupitre de al lado susurró: «Tranquil${o(c)}. Yo tampoco hablaba español cuando llegué». ${c.N} la miró. Ella sonrió.`]] },
  'ln.help': { m: [
    [(c) => `Una compañera se sentó al lado ${c.de}.`, (c) => `Una niña señaló una pelota y dijo: «Pelota».`, (c) => `Un niño le enseñó ${c.al} un libro con dibujos y palabras.`],
    [(c) => `«Pelota», dijo ${c.n}. Los dos sonrieron.`, (c) => `Señalaban cosas y decían su nombre: árbol, cielo, amigo.`, (c) => `Aprender palabras juntos era divertido.`],
  ], l: [[(c) => `Cada día se intercambiaban palabras. ${c.N} aprendió ventana, comida y miércoles. Su compañera aprendió a decir gracias en el idioma ${c.de}, lo dijo fatal, y las dos se rieron.`.replace('las dos', c.f ? 'las dos' : 'los dos')]] },
  'ln.learn': { m: [
    [(c) => `Cada día, ${c.n} aprendía palabras nuevas.`, (c) => c.named && `${c.N} dijo: «¡Hola! Me llamo ${c.n}».`, (c) => `Poco a poco, ${c.n} entendía más.`],
    [(c) => `Hola, por favor, gracias, jugar.`, (c) => `Sus compañeros aplaudieron.`, (c) => `Las palabras empezaban a tener sentido.`],
  ], l: [[(c) => `Una mañana, ${c.n} se dio cuenta de que había entendido un cuento entero sin que nadie se lo explicara. Ni siquiera había notado cuándo había pasado. Las palabras, simplemente, habían empezado a encajar.`]] },
  'ln.teach': { m: [
    [(c) => `Entonces ${c.n} enseñó a la clase una palabra de su idioma.`, (c) => `${c.N} les enseñó a decir hola en su idioma.`, (c) => `${c.N} enseñó una canción de su tierra.`],
    [(c) => `Todos intentaron decirla.`, (c) => `Ahora todos sabían decir hola de dos maneras.`, (c) => `Se rieron y lo intentaron otra vez.`],
  ], l: [[(c) => `Ahora había dos idiomas en la clase, y eso la hacía más rica. Algunas palabras no se podían traducir, y la clase decidió que esas eran las más interesantes.`]] },
  'ln.end': { m: [
    [(c) => `Ahora ${c.n} habla dos idiomas.`, (c) => `${c.N} tiene amigos con los que jugar.`, (c) => `Dos idiomas, muchos amigos.`],
    [(c) => `Uno para casa y otro para la escuela.`, (c) => `Cada palabra que aprende es una puerta nueva.`, (c) => `Y su propio idioma es un tesoro para compartir.`],
  ], l: [[(c) => `A veces, ${c.n} todavía sueña en su primer idioma. Ahora sabe que no tiene que elegir. En una persona caben dos idiomas, dos hogares y muchísimos amigos.`]] },

  'fr.open': { m: [
    [(c) => `${c.N} era tímid${o(c)}.`, (c) => `${c.N} quería tener un amigo más que nada en el mundo.`, (c) => `Todos ${c.where ?? 'en el parque'} parecían tener amigos, menos ${c.n}.`],
    [(c) => `Miraba a los demás jugar juntos.`, (c) => `Jugar sol${o(c)} era muy aburrido.`, (c) => `No sabía cómo empezar.`],
  ] },
  'fr.shy': { m: [
    [(c) => `${c.N} quería decir hola, pero la palabra se le atascaba.`, (c) => `${c.N} era demasiado tímid${o(c)} para hablar.`, (c) => `${c.N} se escondió detrás de un árbol.`],
    [(c) => `Se le pusieron las mejillas rosas.`, (c) => `¿Y si le decían que no?`, (c) => `Se miraba los pies.`],
  ] },
  'fr.try': { m: [
    [(c) => `${c.N} se acercó a un grupo que estaba jugando.`, (c) => `${c.N} intentó unirse al juego.`, (c) => `${c.N} dijo un «hola» muy bajito.`],
    [(c) => `Pero nadie lo oyó.`, (c) => `Se fueron corriendo antes de que pudiera preguntar.`, (c) => `Se quedó allí, sol${o(c)}.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} lo intentó otra vez, pero tropezó y todos le miraron.`, (c) => `${c.N} preguntó si podía jugar, pero el juego ya estaba completo.`],
    [(c) => `Se marchó con un nudo en la garganta.`, (c) => `Ser tímid${o(c)} era muy difícil.`],
  ], l: [[(c) => `${c.N} se sentó junto al estanque y se lo contó todo a un pato. El pato no contestó, pero escuchó, y de algún modo ${c.n} se sintió un poco más valiente.`, (c) => `«Hacer amigos requiere práctica», le había dicho ${c.g.n}. «Como montar en bici. Al principio te tambaleas». ${c.N} decidió tambalearse una vez más.`]] },
  'fr.meet': { m: [
    [(c) => `Entonces ${c.n} vio ${pa(c)}, sentad${c.pal!.f ? 'a' : 'o'} sol${c.pal!.f ? 'a' : 'o'}.`, (c) => `Allí estaba ${c.pal!.a}, que también parecía tímid${c.pal!.f ? 'a' : 'o'}.`, (c) => `Junto a los columpios estaba ${c.pal!.a}, sol${c.pal!.f ? 'a' : 'o'}.`],
    [(c) => `${c.pal!.N} parecía sentirse sol${c.pal!.f ? 'a' : 'o'}.`, (c) => `A lo mejor ${c.pal!.n} también necesitaba un amigo.`, (c) => `${c.N} respiró hondo.`],
  ] },
  'fr.hello': { m: [
    [(c) => `«Hola», dijo ${c.n}. «¿Quieres jugar?»`, (c) => `${c.N} se acercó y dijo: «¡Hola!».`, (c) => `«Hola. ¿Cómo te llamas?», preguntó ${c.n}.`],
    [(c) => `${c.pal!.N} sonrió de oreja a oreja.`, (c) => `«¡Sí, por favor!», dijo ${c.pal!.n}.`, (c) => `${c.pal!.N} también dijo hola.`],
  ], l: [[(c) => `Resultó que ${c.pal!.n} era nuev${c.pal!.f ? 'a' : 'o'}, y tímid${c.pal!.f ? 'a' : 'o'}, y llevaba rato esperando que alguien se acercara. «No sabía qué decir», confesó. «Yo tampoco», dijo ${c.n}, y los dos se rieron.`, (c) => `Se contaron sus cosas favoritas: colores, meriendas, juegos. Les gustaban casi todas las mismas, y las que no, eran las más interesantes.`]] },
  'fr.play': { m: [
    [(c) => `${c.N} y ${c.pal!.n} jugaron juntos toda la tarde.`, (c) => `Jugaron juntos al escondite.`, (c) => `Construyeron juntos un castillo de arena.`],
    [(c) => `Se rieron y se rieron.`, (c) => `Jugar juntos era lo mejor.`, (c) => `${c.N} ya no era tímid${o(c)}.`],
  ] },
  'fr.end': { m: [
    [(c) => `Ahora ${c.n} tiene ${c.pal!.f ? 'una amiga' : 'un amigo'}.`, (c) => `«¡Hasta mañana, amig${c.pal!.f ? 'a' : 'o'}!», dijo ${c.n}.`, (c) => `${c.N} y ${c.pal!.n} son muy buenos amigos.`],
    [(c) => `Solo hizo falta un hola valiente.`, (c) => `Se dicen adiós con la mano y están deseando volver a jugar.`, (c) => `Un amigo hace que cada día sea más bonito.`],
  ] },
};

/** "a una niña", "a Leo": the personal a before a first mention. */
function pa(c: Es): string {
  const a = c.pal!.a;
  return a.startsWith('el ') ? `al ${a.slice(3)}` : `a ${a}`;
}
