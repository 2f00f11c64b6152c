// Spanish explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} miró por la ventana. «¿Por qué la Luna cambia de forma?»`, (c) => `La semana pasada la Luna era redonda, y esta noche era fina como una sonrisa. «¿Por qué?», preguntó ${c.n}.`],
    [(c) => `«Vamos a averiguarlo juntos», dijo ${c.g.n}. «La respuesta empieza por el Sol».`, (c) => `«¡Qué buena pregunta!», dijo ${c.g.n}, y fue a buscar una pelota y una lámpara.`],
  ], l: [[(c) => `${c.N} había visto una Luna redonda, una media Luna y una Luna fina como una uña. Algunas noches ni siquiera estaba. ¿De verdad podía la Luna encogerse y volver a crecer?`]] },
  'mo.light': { m: [
    [(c) => `La Luna no brilla sola. La ilumina el Sol.`, (c) => `La Luna es una gran bola de roca, y la luz del Sol la hace brillar.`],
    [(c) => `El Sol siempre ilumina la mitad de la Luna que mira hacia él, y la otra mitad queda a oscuras.`, (c) => `Una mitad de la Luna está siempre al sol, y la otra mitad siempre en la oscuridad.`],
  ], l: [[(c) => `La Luna no tiene luz propia, igual que una pelota en un cuarto oscuro. Cuando la luz del Sol cae sobre su roca gris, parte de esa luz rebota hacia nosotros, y la Luna parece brillar.`]] },
  'mo.orbit': { m: [
    [(c) => `La Luna viaja alrededor de la Tierra, dando la vuelta entera.`, (c) => `La Luna da vueltas y vueltas alrededor de la Tierra.`],
    [(c) => `Cada vuelta dura más o menos un mes.`, (c) => `Tarda unas cuatro semanas en dar una vuelta completa.`],
  ], l: [[(c) => `Mientras viaja, vemos la Luna desde un lado un poco distinto cada noche. Su mitad iluminada no cambia, pero cada día vemos un poco más o un poco menos de esa mitad.`]] },
  'mo.phases': { m: [
    [(c) => `Solo vemos la parte de la Luna que ilumina el Sol.`, (c) => `Cuando toda la mitad iluminada nos mira, vemos una Luna llena y redonda.`],
    [(c) => `Cuando vemos solo un poquito de la parte iluminada, la Luna es una fina rodaja, y cuando no vemos nada, parece que desaparece.`, (c) => `Creciente, media, llena, y otra vez media y menguante: estas formas se llaman las fases de la Luna.`],
  ], l: [[(c) => `La Luna entera siempre está ahí, tan redonda como siempre. Solo parece cambiar porque vemos más o menos de su mitad iluminada. Los científicos llaman fases a esas formas: luna nueva, creciente, cuarto creciente, luna llena, y vuelta a empezar.`]] },
  'mo.twist': { m: [
    [(c) => `«¿Es la sombra de la Tierra la que tapa la Luna?», preguntó ${c.n}.`, (c) => `${c.N} tuvo una idea: «¿Y si la sombra de la Tierra esconde un trozo de la Luna?»`],
    [(c) => `«Buena idea, pero no», dijo ${c.g.n}. «Las fases solo dependen de cuánto vemos de la parte iluminada».`, (c) => `Mucha gente lo cree, pero las fases no tienen nada que ver con la sombra de la Tierra.`],
  ], l: [[(c) => `La sombra de la Tierra solo cae sobre la Luna en un eclipse lunar, que ocurre pocas veces al año, cuando el Sol, la Tierra y la Luna se ponen justo en fila. Entonces la Luna llena puede volverse de color cobrizo durante una o dos horas.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} sostuvo una pelota junto a una lámpara en un cuarto oscuro.`, (c) => `Hicieron una Luna con una pelota y un Sol con una lámpara.`],
    [(c) => `Girando despacio, ${c.n} vio cómo la luz de la pelota pasaba de una rodaja fina a un círculo entero.`, (c) => `Mientras la pelota daba la vuelta, su parte iluminada crecía y volvía a menguar.`],
  ], l: [[(c) => `La lámpara se quedaba quieta, igual que el Sol. Solo se movía la pelota, y con ella cambiaba cuánto se veía de su lado iluminado. Todo el secreto de la Luna cabía en aquella habitación.`]] },
  'mo.month': { m: [
    [(c) => `Cada noche, ${c.n} dibujaba la Luna en un calendario.`, (c) => `Cada tarde buscaban la Luna y dibujaban su forma.`],
    [(c) => `Las formas engordaban, luego adelgazaban, y al cabo de unas cuatro semanas todo volvía a empezar.`, (c) => `Algunas noches la Luna salía tarde, y algunas mañanas seguía allí, en el cielo azul.`],
  ], l: [[(c) => `Cuando la parte iluminada crece, se dice que la Luna está creciente; cuando se achica, que está menguante. De una luna nueva a la siguiente pasan unos veintinueve días y medio.`]] },
  'mo.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué la Luna cambia de forma.`, (c) => `«Buenas noches, Luna», dijo ${c.n}. «Ya sé tu secreto».`],
    [(c) => `La Luna siempre es redonda; solo vemos una parte distinta de su lado iluminado.`, (c) => `Luz del Sol, una Luna redonda y un viaje alrededor de la Tierra: ese es todo el secreto.`],
  ], l: [[(c) => `Aquella noche la Luna era un círculo gordo y brillante. ${c.N} le sonrió, sabiendo que en un par de semanas sería una rodaja fina y que después volvería a crecer, como siempre.`]] },

  'ni.ask': { m: [
    [(c) => `El Sol se escondió detrás de las colinas. «¿Adónde va el Sol por la noche?», preguntó ${c.n}.`, (c) => `«¿Adónde se va el Sol cuando se hace de noche?», se preguntó ${c.n}.`],
    [(c) => `«No se va a ninguna parte», dijo ${c.g.n}. «¡Los que nos movemos somos nosotros!»`, (c) => `«El Sol sigue brillando», dijo ${c.g.n}. «Te lo enseño».`],
  ], l: [[(c) => `Cada tarde el Sol parecía hundirse y desaparecer, y cada mañana volvía por el otro lado del cielo. ¿Se escondía bajo la tierra? ¿Se iba a dormir? ${c.N} quería saberlo.`]] },
  'ni.ball': { m: [
    [(c) => `Vivimos en la Tierra, y la Tierra es una bola gigante.`, (c) => `Nuestra Tierra es redonda, como una pelota enorme flotando en el espacio.`],
    [(c) => `El Sol está muy lejos y brilla todo el tiempo.`, (c) => `El Sol ilumina la Tierra desde muy, muy lejos.`],
  ], l: [[(c) => `La Tierra es tan grande que a nosotros nos parece plana, pero desde el espacio es una bola azul y verde. La luz del Sol solo puede iluminar media bola a la vez, igual que una linterna que alumbra una naranja.`]] },
  'ni.spin': { m: [
    [(c) => `La Tierra gira y gira, despacio, una vez cada día.`, (c) => `La Tierra da vueltas como una peonza, una vez al día.`],
    [(c) => `El lado que mira al Sol tiene día, y el lado que le da la espalda tiene noche.`, (c) => `Cuando nuestro lado se aleja del Sol, oscurece, y eso es la noche.`],
  ], l: [[(c) => `Una vuelta entera dura veinticuatro horas, un día y una noche. No lo notamos porque la Tierra gira muy suave y nosotros giramos con ella. Cuando nuestro lado se vuelve hacia el Sol vemos el amanecer, y cuando se aleja, el atardecer.`]] },
  'ni.other': { m: [
    [(c) => `Cuando aquí es de noche, al otro lado del mundo es de día.`, (c) => `Ahora mismo, muy lejos, hay niños despertándose con el sol.`],
    [(c) => `Ellos desayunan mientras nosotros nos vamos a la cama.`, (c) => `El Sol nunca deja de brillar; solo ilumina otra parte de la Tierra.`],
  ], l: [[(c) => `Por eso alguien puede llamar por la tarde a una amiga que vive lejos y oír «¡Buenos días!». El mundo está dividido en husos horarios, y al otro lado de la Tierra los relojes van muchas horas adelantados o atrasados.`]] },
  'ni.twist': { m: [
    [(c) => `«Entonces, ¿el Sol no se mueve?», preguntó ${c.n}.`, (c) => `${c.N} frunció el ceño: «Pero yo veo el Sol cruzar el cielo».`],
    [(c) => `Solo parece que el Sol se mueve, porque nosotros giramos con la Tierra.`, (c) => `«Eso parece», dijo ${c.g.n}, «porque estamos girando con la Tierra».`],
  ], l: [[(c) => `Es como ir en un tiovivo: parece que los árboles pasan volando, pero en realidad eres tú quien se mueve. Hace mucho tiempo la gente creía que el Sol giraba alrededor de la Tierra, hasta que unos observadores muy atentos descubrieron que es la Tierra la que gira.`]] },
  'ni.try': { m: [
    [(c) => `${c.g.N} iluminó una pelota con una linterna en un cuarto oscuro.`, (c) => `Pegaron una pegatina en una pelota y la alumbraron con una linterna.`],
    [(c) => `Al girar la pelota, la pegatina pasaba de la luz a la oscuridad y otra vez a la luz.`, (c) => `«La pegatina somos nosotros», dijo ${c.g.n}. «Ahora es de día, y ahora es de noche».`],
  ], l: [[(c) => `${c.N} giró la pelota muy despacio. La pegatina entró en la sombra, como en un atardecer, y volvió a salir a la luz, como en un amanecer. Día, noche, día, noche: todo era la pelota girando.`]] },
  'ni.stars': { m: [
    [(c) => `De noche, cuando el Sol no se ve, podemos ver las estrellas.`, (c) => `Cuando nuestro lado de la Tierra está a oscuras, salen la Luna y las estrellas.`],
    [(c) => `Estaban ahí todo el día, pero el cielo soleado brillaba demasiado para verlas.`, (c) => `El cielo de la noche es como una ventana al espacio.`],
  ], l: [[(c) => `Las estrellas no se encienden por la noche. Brillan siempre, muy lejos, pero de día el cielo azul y luminoso las esconde. Solo cuando nuestro lado de la Tierra da la espalda al Sol podemos verlas titilar.`]] },
  'ni.end': { m: [
    [(c) => `Ahora ${c.n} sabe adónde va el Sol por la noche.`, (c) => `El Sol no duerme: es la Tierra la que gira.`],
    [(c) => `«Buenas noches, Sol», dijo ${c.n}. «¡Hasta mañana!»`, (c) => `Por la mañana, nuestro lado de la Tierra habrá vuelto a mirar al Sol.`],
  ], l: [[(c) => `${c.N} se acurrucó bajo la manta e imaginó la enorme Tierra girando despacio en la oscuridad, llevándonos a todos con ella, hasta llegar a una mañana nueva.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} se tumbó sobre una manta a mirar las estrellas. «¿Por qué titilan?»`, (c) => `«Estrellita, ¿dónde estás?», cantó ${c.n}. «¿Qué son las estrellas y por qué titilan?»`],
    [(c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`, (c) => `Las estrellas parpadeaban y chispeaban, como si guiñaran un ojo.`],
  ], l: [[(c) => `Había tantas estrellas que ${c.n} no podía contarlas. Unas brillaban mucho y otras muy poco, y todas parecían temblar. ${c.N} quería saber qué eran de verdad.`]] },
  'st.suns': { m: [
    [(c) => `Las estrellas son soles: bolas enormes de gas muy caliente que brillan.`, (c) => `Cada estrella es un sol, como nuestro Sol.`],
    [(c) => `Algunas son incluso más grandes que nuestro Sol.`, (c) => `Nuestro Sol también es una estrella, la que tenemos más cerca.`],
  ], l: [[(c) => `En el centro de una estrella, trocitos de gas chocan con tanta fuerza que producen muchísimo calor y muchísima luz. Nuestro Sol es una estrella bastante normal; solo parece tan grande y brillante porque está muy cerca.`]] },
  'st.far': { m: [
    [(c) => `Las estrellas parecen diminutas porque están muy, muy lejos.`, (c) => `Están tan lejos que parecen puntitos.`],
    [(c) => `Su luz ha viajado durante años y años para llegar hasta nosotros.`, (c) => `Hasta la más cercana está muchísimo más lejos que el Sol.`],
  ], l: [[(c) => `La luz es lo más rápido que existe, y aun así la luz de la estrella más cercana después del Sol tarda más de cuatro años en llegar. Cuando miramos las estrellas, vemos una luz que salió de ellas hace mucho tiempo.`]] },
  'st.twinkle': { m: [
    [(c) => `Las estrellas titilan por culpa del aire que rodea la Tierra.`, (c) => `El aire de encima siempre se mueve, y eso hace titilar a las estrellas.`],
    [(c) => `El aire caliente y el frío se mezclan y tiemblan, y la luz de la estrella tiembla al atravesarlos.`, (c) => `El rayito de luz se tuerce hacia un lado y hacia otro, y por eso parece parpadear.`],
  ], l: [[(c) => `La luz de una estrella nos llega como un rayo finísimo. Al bajar atraviesa capas de aire caliente y fresco que se mueven, y cada capa la desvía un poquito. Como esas desviaciones cambian sin parar, la estrella parece saltar y chispear.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} vio un punto brillante que no titilaba nada.`, (c) => `«Esa no parpadea», dijo ${c.n}.`],
    [(c) => `«Eso es un planeta», dijo ${c.g.n}. «Los planetas están mucho más cerca y brillan más quietos».`, (c) => `Los planetas están cerca y su luz llega en un haz más ancho, que el aire no sacude con tanta facilidad.`],
  ], l: [[(c) => `Los astronautas, en el espacio, ven las estrellas brillar quietas, sin titilar, porque allí no hay aire que mueva la luz. Por eso algunos telescopios grandes se mandan al espacio: allí sus fotos salen nítidas.`]] },
  'st.day': { m: [
    [(c) => `De día, las estrellas siguen ahí.`, (c) => `Las estrellas no se van por la mañana.`],
    [(c) => `El Sol brilla tanto que no podemos verlas.`, (c) => `El cielo azul y luminoso las esconde hasta que llega la noche.`],
  ], l: [[(c) => `Es como intentar ver una linterna al lado de un gran foco. Las estrellas brillan todo el día, pero el cielo iluminado por el Sol es mucho más brillante y su luz débil se pierde.`]] },
  'st.look': { m: [
    [(c) => `${c.N} unió las estrellas con el dedo para hacer dibujos.`, (c) => `Buscaron formas en las estrellas.`],
    [(c) => `A esos dibujos de estrellas se les llama constelaciones.`, (c) => `Un carro, un cazador, una osa: la gente lleva miles de años poniendo nombre a los dibujos de estrellas.`],
  ], l: [[(c) => `Hace mucho tiempo, marineros y viajeros usaban las constelaciones para orientarse en la oscuridad. Las estrellas de una constelación solo parecen juntas; en realidad, unas están mucho más lejos que otras.`]] },
  'st.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué titilan las estrellas.`, (c) => `Soles lejanos y aire que tiembla: ese es el secreto del titileo.`],
    [(c) => `«Estrellita lejana, eres un sol», cantó ${c.n}.`, (c) => `${c.N} dijo buenas noches a las estrellas.`],
  ], l: [[(c) => `${c.N} se quedó muy ${c.x('quiet')} mirando cómo parpadeaba una estrella. Era un sol gigante, lejísimos, y su luz había viajado hasta allí para titilar en sus ojos.`]] },

  'ss.ask': { m: [
    [(c) => `El cielo se volvió naranja, rosa y rojo. «¿Por qué el atardecer es naranja?», preguntó ${c.n}.`, (c) => `«¿Por qué el cielo se pone rojo por la tarde, si ha estado azul todo el día?», se preguntó ${c.n}.`],
    [(c) => `«Es la misma luz del Sol», dijo ${c.g.n}. «Solo que recorre un camino más largo».`, (c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`],
  ], l: [[(c) => `Todo el día el cielo había sido azul. Ahora, con el Sol muy bajo, las nubes brillaban como brasas y el cielo se sonrojaba. ${c.N} quería saber cómo el mismo cielo podía cambiar así de colores.`]] },
  'ss.road': { m: [
    [(c) => `Por la tarde el Sol está bajo, y su luz atraviesa muchísimo aire.`, (c) => `Al atardecer, la luz del Sol viaja de lado, a través de mucho, mucho aire.`],
    [(c) => `En ese camino tan largo la luz azul rebota y se pierde, y nos llegan la roja y la naranja.`, (c) => `El azul se dispersa por el camino, y solo quedan los colores cálidos.`],
  ], l: [[(c) => `A mediodía, la luz del Sol baja casi recta a través del aire: un viaje corto. Al atardecer entra de lado y cruza muchísimo más aire. Todo ese aire le quita el azul, así que la luz que nos llega a los ojos es naranja y roja.`]] },
  'ss.twist': { m: [
    [(c) => `«¿Por qué unos atardeceres son más rojos que otros?», preguntó ${c.n}.`, (c) => `${c.N} se acordó de un atardecer mucho más rojo que este.`],
    [(c) => `El polvo, las gotitas de agua y el humo del aire pueden hacer un atardecer aún más rojo.`, (c) => `Cuantas más partículas flotan en el aire, más colorido puede ser el atardecer.`],
  ], l: [[(c) => `Cuando un volcán entra en erupción muy lejos, su polvo fino puede flotar alto alrededor del mundo y teñir de rojo los atardeceres durante meses. El polvo de los desiertos o el humo de los incendios pueden hacer lo mismo.`]] },
  'ss.clouds': { m: [
    [(c) => `Las nubes brillaban rosas y doradas.`, (c) => `Las nubes atraparon la luz naranja y se encendieron como farolillos.`],
    [(c) => `El Sol, tan bajo, las ilumina desde abajo.`, (c) => `Las nubes altas siguen iluminadas aunque el Sol ya se haya puesto.`],
  ], l: [[(c) => `Las nubes están hechas de gotitas de agua que reflejan la luz que les llega. Al atardecer esa luz es naranja y roja, así que las nubes se vuelven rosas y doradas, como un cuadro pintado en el cielo.`]] },
  'ss.morning': { m: [
    [(c) => `Al amanecer el cielo también puede ponerse rosa y naranja.`, (c) => `Por la mañana el Sol vuelve a estar bajo, y vuelven los colores.`],
    [(c) => `Es el mismo camino largo a través del aire, al otro lado del cielo.`, (c) => `Quien madruga tiene su propio espectáculo.`],
  ], l: [[(c) => `El amanecer y el atardecer son los momentos en que el Sol está cerca del borde del cielo. La única diferencia es que al amanecer nuestro lado de la Tierra gira hacia el Sol, en vez de alejarse de él.`]] },
  'ss.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué los atardeceres son naranjas.`, (c) => `La última luz roja se apagó y apareció la primera estrella.`],
    [(c) => `La luz azul se pierde por el camino largo, y la roja consigue llegar.`, (c) => `«Buenas noches, Sol», dijo ${c.n}. «Gracias por los colores».`],
  ], l: [[(c) => `Mientras el cielo se volvía azul oscuro, ${c.n} pensó en la luz del Sol, que seguía recorriendo su largo camino por el aire y pintando de naranja la tarde de otras personas, más al oeste.`]] },

  'se.ask': { m: [
    [(c) => `«¿Por qué hace frío en invierno y calor en verano?», preguntó ${c.n}.`, (c) => `Primavera, verano, otoño, invierno. «¿Por qué hay estaciones?», se preguntó ${c.n}.`],
    [(c) => `«Porque la Tierra está inclinada», dijo ${c.g.n}. «Te lo enseño».`, (c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pensó en el árbol del parque: flores rosas, hojas verdes, hojas rojas y amarillas, y luego ramas desnudas y nieve. El mismo árbol en el mismo parque, y aun así todo cambiaba a lo largo del año.`]] },
  'se.tilt': { m: [
    [(c) => `La Tierra no está derecha: está un poco inclinada hacia un lado.`, (c) => `Nuestra Tierra está inclinada, como una peonza que se ladea.`],
    [(c) => `Siempre se inclina hacia el mismo lado del espacio.`, (c) => `Esa inclinación es el secreto de las estaciones.`],
  ], l: [[(c) => `La Tierra está inclinada unos veintitrés grados. Durante todo el año apunta hacia el mismo lado, así que una parte del año nuestra mitad se inclina hacia el Sol, y otra parte se aleja de él.`]] },
  'se.orbit': { m: [
    [(c) => `La Tierra viaja alrededor del Sol, dando la vuelta entera.`, (c) => `La Tierra hace un largo viaje alrededor del Sol.`],
    [(c) => `Cada vuelta dura un año entero.`, (c) => `En el camino, nuestra mitad de la Tierra a veces se inclina hacia el Sol y a veces se aleja.`],
  ], l: [[(c) => `Es un viaje enorme: la Tierra recorre cientos de millones de kilómetros para dar una vuelta al Sol. Cada cumpleaños, has dado una vuelta más alrededor del Sol.`]] },
  'se.summer': { m: [
    [(c) => `En verano, nuestra mitad de la Tierra se inclina hacia el Sol.`, (c) => `Cuando nuestra mitad se inclina hacia el Sol, es verano.`],
    [(c) => `El Sol sube muy alto en el cielo, y los días son largos y calurosos.`, (c) => `El sol calienta fuerte, y hay luz hasta muy tarde.`],
  ], l: [[(c) => `Cuando el Sol está alto, su luz baja muy recta y calienta mucho el suelo, como una linterna que alumbra de arriba abajo. Los días largos dan muchas horas para calentarse, y las noches cortas dejan poco tiempo para enfriarse.`]] },
  'se.winter': { m: [
    [(c) => `En invierno, nuestra mitad de la Tierra se aleja del Sol.`, (c) => `Cuando nuestra mitad se aleja del Sol, es invierno.`],
    [(c) => `El Sol va bajo, los días son cortos y hace frío.`, (c) => `El sol calienta poco, llega inclinado, y oscurece temprano.`],
  ], l: [[(c) => `La luz baja llega inclinada, así que se reparte sobre más suelo y lo calienta menos, como una linterna que alumbra de lado. Y en las noches largas la tierra pierde su calor.`]] },
  'se.twist': { m: [
    [(c) => `«¿Es verano en todas partes a la vez?», preguntó ${c.n}.`, (c) => `${c.Al} se le ocurrió algo curioso: «Si nuestra mitad se inclina hacia el Sol, ¿qué pasa con la otra?»`],
    [(c) => `Cuando es verano en el norte del mundo, es invierno en el sur.`, (c) => `La otra mitad se aleja del Sol, así que allí es invierno cuando aquí es verano.`],
  ], l: [[(c) => `En Argentina o en Australia, la Navidad llega en pleno verano, y muchas familias la celebran en la playa. Y las estaciones no dependen de estar más cerca del Sol: la Tierra está un poco más cerca de él en enero.`]] },
  'se.between': { m: [
    [(c) => `En primavera y en otoño, la Tierra está a medio camino.`, (c) => `Entre el verano y el invierno llegan la primavera y el otoño.`],
    [(c) => `Ninguna mitad se inclina hacia el Sol más que la otra, así que no hace ni mucho calor ni mucho frío.`, (c) => `En primavera los días se alargan, y en otoño se acortan.`],
  ], l: [[(c) => `Dos días al año, en marzo y en septiembre, el día y la noche duran casi lo mismo en todo el mundo. Se llaman equinoccios, que quiere decir «noches iguales».`]] },
  'se.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué hay estaciones.`, (c) => `Una Tierra inclinada que viaja alrededor del Sol: eso es lo que hace las estaciones.`],
    [(c) => `Inclinada hacia el Sol, verano; inclinada lejos del Sol, invierno.`, (c) => `${c.N} dibujó las cuatro estaciones en un papel enorme.`],
  ], l: [[(c) => `${c.N} pinchó una pelota en un lápiz, la inclinó hacia un lado y caminó despacio alrededor de una lámpara, sin cambiar la inclinación. Verano, otoño, invierno, primavera: un año entero en un paseo por la habitación.`]] },

  'de.ask': { m: [
    [(c) => `Era la hora de la merienda y ya era de noche. «¿Por qué oscurece tan pronto en invierno?», preguntó ${c.n}.`, (c) => `«En verano juego fuera después de cenar. ¿Por qué ahora oscurece tan pronto?», se preguntó ${c.n}.`],
    [(c) => `«Tiene que ver con cómo se inclina la Tierra», dijo ${c.g.n}.`, (c) => `«Vamos a averiguarlo juntos», dijo ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pegó la nariz a la ventana. Las farolas estaban encendidas y la gente volvía a casa con gorro y bufanda. En verano había luz hasta después de la hora de dormir. ¿Adónde se había ido tanta luz?`]] },
  'de.short': { m: [
    [(c) => `En invierno, el Sol sale tarde y se pone pronto.`, (c) => `En invierno, nuestra mitad de la Tierra se aleja del Sol.`],
    [(c) => `El Sol hace un camino corto y bajo por el cielo, así que los días son cortos y las noches largas.`, (c) => `Nuestra parte del mundo pasa menos horas al sol y más horas a oscuras.`],
  ], l: [[(c) => `Al girar la Tierra, nuestra casa pasa por la luz del Sol y luego por la sombra. En invierno, por la inclinación, una parte mayor de ese viaje ocurre en el lado oscuro. En el norte del mundo, el día más corto del año llega en diciembre.`]] },
  'de.summer': { m: [
    [(c) => `En verano pasa justo al revés.`, (c) => `En verano nuestra mitad se inclina hacia el Sol, y los días son largos.`],
    [(c) => `El Sol sale temprano y se pone tarde, y las tardes siguen claras.`, (c) => `Por eso en verano puedes jugar fuera después de cenar.`],
  ], l: [[(c) => `Muy al norte, en lugares como Noruega, el Sol de verano casi no se pone, y lo llaman el sol de medianoche. En pleno invierno, allí el Sol puede pasar semanas sin salir.`]] },
  'de.cosy': { m: [
    [(c) => `Las tardes largas de invierno son buenas para lámparas y cuentos.`, (c) => `Cuando oscurece pronto, la casa parece aún más acogedora.`],
    [(c) => `${c.N} y ${c.g.n} leyeron un libro junto a la lámpara.`, (c) => `Muchos animales descansan durante el largo y oscuro invierno.`],
  ], l: [[(c) => `Los animales también notan los días cortos. Algunos pájaros vuelan a sitios más cálidos, los erizos y los osos hibernan, y muchos árboles descansan hasta que vuelve la luz.`]] },
  'de.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué oscurece pronto en invierno.`, (c) => `Después del día más corto, los días empiezan a alargarse otra vez.`],
    [(c) => `Un poquito más de luz cada día, hasta que vuelva el verano.`, (c) => `En invierno la Tierra se aleja del Sol, y en verano se inclina hacia él.`],
  ], l: [[(c) => `${c.N} hizo una tabla y apuntó cada semana la hora a la que se ponía el Sol. Justo después del día más corto, las horas empezaron a retrasarse poco a poco: la luz volvía, uno o dos minutos cada día.`]] },

  'sn.ask': { m: [
    [(c) => `Caían copos blancos y suaves. «¿Qué es la nieve?», preguntó ${c.n}.`, (c) => `«¿Por qué solo nieva en invierno?», se preguntó ${c.n}.`],
    [(c) => `«La nieve es agua congelada», dijo ${c.g.n}. «Vamos a ver cómo se hace».`, (c) => `${c.N} atrapó un copo, y se deshizo en una gota de agua.`],
  ], l: [[(c) => `El jardín se había vuelto blanco durante la noche. Cada rama llevaba un gorrito de nieve y todo estaba en silencio. ${c.N} quería saber de dónde había salido tanta nieve.`]] },
  'sn.cloud': { m: [
    [(c) => `La nieve empieza en las nubes, igual que la lluvia.`, (c) => `Las nubes están hechas de gotitas de agua diminutas.`],
    [(c) => `Esa agua viene de los mares, los lagos y los charcos que calienta el Sol.`, (c) => `Allá arriba, en el cielo, el aire está muy frío.`],
  ], l: [[(c) => `El Sol calienta el agua del suelo, y una parte sube al aire como vapor de agua invisible. Allá arriba el vapor se enfría y forma las gotitas que hacen una nube.`]] },
  'sn.freeze': { m: [
    [(c) => `Cuando una nube está muy fría, su agua se congela en trocitos de hielo.`, (c) => `En una nube helada crecen cristalitos de hielo.`],
    [(c) => `Cada cristal de hielo tiene seis lados, como una estrellita.`, (c) => `El agua del aire se pega a los cristales y les crecen brazos.`],
  ], l: [[(c) => `Cuando el agua se congela, sus partículas diminutas se unen formando figuras de seis lados. Por eso cada copo de nieve tiene seis brazos o seis lados, aunque las formas pueden ser tan distintas como estrellas, agujas o placas.`]] },
  'sn.flake': { m: [
    [(c) => `Los cristales se juntan y se convierten en copos de nieve.`, (c) => `Cuando los copos pesan lo suficiente, bajan flotando.`],
    [(c) => `Bajan despacio, dando vueltas al caer.`, (c) => `Suaves y ligeros, se posan en el suelo.`],
  ], l: [[(c) => `Los copos son tan ligeros y planos que el aire los frena. Una gota de lluvia cae deprisa, pero un copo de nieve puede tardar una hora en bajar flotando desde su nube.`]] },
  'sn.twist': { m: [
    [(c) => `«¿Todos los copos son distintos?», preguntó ${c.n}.`, (c) => `${c.N} miró los copos con una lupa.`],
    [(c) => `Cada uno hace su propio camino por la nube, así que a cada uno le crece su propia forma.`, (c) => `Los copos casi nunca son iguales, porque no hay dos que caigan exactamente igual.`],
  ], l: [[(c) => `¿Y por qué la nieve es blanca si el hielo es transparente? Un copo tiene muchas caritas diminutas que rebotan la luz en todas direcciones, todos los colores juntos, y por eso se ve blanco. La nieve recién caída atrapa aire, y por eso un día nevado es tan silencioso.`]] },
  'sn.cold': { m: [
    [(c) => `Solo nieva cuando el aire está frío hasta llegar al suelo.`, (c) => `La nieve necesita aire frío, por debajo de cero grados.`],
    [(c) => `Si el aire cerca del suelo está templado, los copos se derriten y caen como lluvia.`, (c) => `Por eso nieva en invierno, cuando el aire está frío, y en verano llueve.`],
  ], l: [[(c) => `El agua se congela a cero grados. En invierno el aire cerca del suelo suele estar así de frío, y los copos llegan sin derretirse. En las montañas altas hace frío incluso en verano, y algunas tienen nieve todo el año.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} atrapó copos de nieve en una manopla oscura.`, (c) => `Miraron los copos sobre una manga fría y oscura.`],
    [(c) => `¡Estrellitas de seis lados! Luego, en una mano caliente, se derritieron.`, (c) => `Cada copo brilló un momento y después volvió a ser una gota.`],
  ], l: [[(c) => `Una superficie fría y oscura es el mejor sitio para mirar copos, porque se quedan congelados el tiempo justo para contarles los seis lados. Si metes uno en casa, vuelve a ser una gota de agua, lista para subir al cielo algún día.`]] },
  'sn.end': { m: [
    [(c) => `Ahora ${c.n} sabe qué es la nieve.`, (c) => `La nieve es agua congelada que se forma en las nubes.`],
    [(c) => `${c.N} hizo un muñeco de nieve pequeñito.`, (c) => `Cuando llegue la primavera, la nieve se derretirá y correrá hacia los ríos.`],
  ], l: [[(c) => `${c.N} hizo rodar una bola de nieve grande y pensó en las estrellitas de hielo que había dentro, cada una nacida en una nube, allá arriba. En primavera se derretiría, correría lejos y quizá volvería algún invierno convertida otra vez en nieve.`]] },

  'rb.ask': { m: [
    [(c) => `Después de la lluvia, un arcoíris cruzó el cielo. «¿Cómo se hace un arcoíris?», preguntó ${c.n}.`, (c) => `«¿De dónde salen los arcoíris?», se preguntó ${c.n}.`],
    [(c) => `«Hacen falta dos cosas», dijo ${c.g.n}: «sol y lluvia».`, (c) => `«Vamos a averiguarlo juntos», dijo ${c.g.n}.`],
  ], l: [[(c) => `El arcoíris tenía el rojo por fuera y el violeta por dentro, con naranja, amarillo, verde y azul en medio. Parecía tan cerca que se podía tocar, pero cuando ${c.n} caminaba hacia él, se alejaba.`]] },
  'rb.drop': { m: [
    [(c) => `Cuando la luz del Sol entra en una gota de lluvia, se tuerce.`, (c) => `Cada gota de lluvia funciona como un prisma diminuto.`],
    [(c) => `Cada color se tuerce un poco distinto, así que los colores se separan.`, (c) => `La luz blanca se abre en rojo, naranja, amarillo, verde, azul y violeta.`],
  ], l: [[(c) => `La luz va más despacio y se desvía al pasar del aire al agua. Dentro de la gota rebota en la parte de atrás y vuelve a desviarse al salir. El rojo se desvía menos y el violeta más, así que los colores se abren en abanico.`]] },
  'rb.back': { m: [
    [(c) => `Para ver un arcoíris, el Sol tiene que estar detrás de ti y la lluvia delante.`, (c) => `Ponte de espaldas al Sol y mira la lluvia.`],
    [(c) => `Millones de gotas te mandan un color cada una, y juntas forman el arco.`, (c) => `Por eso los arcoíris salen cuando brilla el Sol durante un chaparrón.`],
  ], l: [[(c) => `Las gotas que te mandan luz roja están más arriba, y las que te mandan violeta, más abajo. Cada persona ve su propio arcoíris, hecho por sus propias gotas, y por eso nadie llega nunca a su final.`]] },
  'rb.twist': { m: [
    [(c) => `«¿Por qué el arcoíris es curvo?», preguntó ${c.n}.`, (c) => `${c.N} se preguntó por qué los arcoíris siempre están doblados como un arco.`],
    [(c) => `Un arcoíris es en realidad un círculo entero, pero el suelo esconde la mitad de abajo.`, (c) => `Desde un avión, a veces se ve el arcoíris como un círculo completo.`],
  ], l: [[(c) => `Las gotas que te mandan colores están todas en el mismo ángulo alrededor del punto justo opuesto al Sol, y eso forma un círculo. A veces brilla un segundo arcoíris más débil por fuera del primero, con los colores al revés.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} hizo un arcoíris con la manguera del jardín.`, (c) => `Un día de sol, echaron una lluvia finita de agua.`],
    [(c) => `Con el Sol a la espalda, ¡los colores aparecieron en el agua!`, (c) => `Ahí estaba: un arcoíris pequeñito, en medio del jardín.`],
  ], l: [[(c) => `También puedes hacer un arcoíris con un vaso de agua en una ventana soleada, o ver uno en la espuma de una cascada. Donde la luz del Sol se encuentra con muchas gotitas, puede aparecer un arcoíris.`]] },
  'rb.end': { m: [
    [(c) => `Ahora ${c.n} sabe cómo se hace un arcoíris.`, (c) => `Sol y gotas de lluvia: es todo lo que necesita un arcoíris.`],
    [(c) => `${c.N} dibujó uno con todos los colores, el rojo por fuera y el violeta por dentro.`, (c) => `La próxima vez que llueva con sol, ${c.n} buscará uno.`],
  ], l: [[(c) => `La siguiente tarde de lluvia y sol, ${c.n} se puso de espaldas al Sol y buscó en el cielo. Allí estaba: un arcoíris hecho por un millón de gotas brillantes.`]] },

  'th.ask': { m: [
    [(c) => `¡Fogonazo! ¡Bum! «¿Qué hace el trueno?», preguntó ${c.n}.`, (c) => `El cielo brilló y retumbó. «¿Por qué el trueno hace bum?», se preguntó ${c.n}.`],
    [(c) => `«Aquí dentro estamos a salvo», dijo ${c.g.n}. «Vamos a averiguarlo».`, (c) => `«El trueno es el ruido que hace el rayo», dijo ${c.g.n}.`],
  ], l: [[(c) => `La lluvia tamborileaba en el tejado. Cada pocos minutos el cielo se iluminaba, y un poco después un rugido grave rodaba sobre la casa. ${c.N} quería saber qué pasaba allá arriba, en aquellas nubes oscuras.`]] },
  'th.cloud': { m: [
    [(c) => `Las nubes de tormenta son altísimas y están llenas de hielo y agua.`, (c) => `Dentro de una nube de tormenta, trocitos de hielo chocan y se frotan.`],
    [(c) => `Tanto choque carga la nube de electricidad, como cuando frotas un globo en el pelo.`, (c) => `La nube se llena de electricidad.`],
  ], l: [[(c) => `Dentro de una nube de tormenta, vientos fuertes suben y bajan granizos y cristalitos de hielo. Al chocar se pasan cargas eléctricas diminutas, hasta que la parte de arriba y la de abajo de la nube quedan cargadas de forma opuesta.`]] },
  'th.flash': { m: [
    [(c) => `El rayo es una chispa de electricidad gigante.`, (c) => `Cuando la electricidad salta, vemos el destello de un rayo.`],
    [(c) => `Salta de una nube a otra, o de una nube al suelo.`, (c) => `Es como la chispita que a veces notas al tocar un picaporte, pero enorme.`],
  ], l: [[(c) => `Durante un instante, un rayo está más caliente que la superficie del Sol. Es muy fino, más o menos como un pulgar, pero puede medir kilómetros.`]] },
  'th.boom': { m: [
    [(c) => `El rayo calienta el aire tan deprisa que el aire estalla con un estruendo.`, (c) => `¡Ese estruendo es el trueno!`],
    [(c) => `De cerca suena como un chasquido, y de lejos, como un rugido.`, (c) => `El sonido rebota en las nubes y en las colinas, y por eso retumba un buen rato.`],
  ], l: [[(c) => `El aire que rodea el rayo se calienta de golpe, se empuja hacia fuera de repente y forma una onda de sonido. Esa onda llega a nuestros oídos como un trueno. El trueno no puede hacer daño a nadie: solo es sonido.`]] },
  'th.twist': { m: [
    [(c) => `«¿El rayo es peligroso?», preguntó ${c.n}.`, (c) => `${c.N} se preguntó cuál sería el sitio más seguro durante una tormenta.`],
    [(c) => `El rayo puede ser peligroso, así que en una tormenta lo mejor es quedarse en casa o en el coche.`, (c) => `«Dentro de casa es el sitio más seguro», dijo ${c.g.n}. «Desde aquí podemos mirar y escuchar».`],
  ], l: [[(c) => `Los rayos suelen caer en las cosas altas, como árboles y torres, así que no es seguro refugiarse bajo un árbol solitario. Los edificios altos tienen pararrayos que llevan la electricidad sin peligro hasta el suelo.`]] },
  'th.count': { m: [
    [(c) => `${c.N} contó entre el destello y el estruendo.`, (c) => `Uno, dos, tres… ¡BUM!`],
    [(c) => `La luz es más rápida que el sonido, así que vemos el rayo primero y oímos el trueno después.`, (c) => `Cuanto más larga es la espera, más lejos está la tormenta.`],
  ], l: [[(c) => `El sonido recorre más o menos un kilómetro cada tres segundos. Si cuentas seis segundos entre el rayo y el trueno, el rayo cayó a unos dos kilómetros. Cuando la espera se alarga, la tormenta se está alejando.`]] },
  'th.end': { m: [
    [(c) => `Ahora ${c.n} sabe qué hace el trueno.`, (c) => `La tormenta se alejó retumbando, y salió el Sol.`],
    [(c) => `Una chispa de rayo, un estallido de aire: ¡bum!`, (c) => `El trueno da menos miedo cuando sabes lo que es.`],
  ], l: [[(c) => `Las esperas entre los destellos y los truenos se fueron alargando, hasta que ${c.n} pudo contar hasta veinte. La tormenta se había ido lejos, y del jardín mojado subía un olor fresco y limpio.`]] },

  'le.ask': { m: [
    [(c) => `Una hoja roja bajó girando. «¿Por qué las hojas cambian de color y se caen?», preguntó ${c.n}.`, (c) => `«¿Por qué las hojas se ponen amarillas y rojas?», se preguntó ${c.n}.`],
    [(c) => `«Los árboles se preparan para el invierno», dijo ${c.g.n}.`, (c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`],
  ], l: [[(c) => `Todo el verano los árboles del parque habían estado verdes. Ahora eran dorados, naranjas y rojos, y el camino crujía lleno de hojas caídas. ${c.N} quería saber por qué los árboles las dejaban marchar.`]] },
  'le.green': { m: [
    [(c) => `En verano, las hojas son verdes.`, (c) => `Las hojas son cocinitas donde el árbol prepara su comida.`],
    [(c) => `Están llenas de una sustancia verde que usa la luz del Sol para hacer comida para el árbol.`, (c) => `Necesitan mucha luz y mucha agua para trabajar.`],
  ], l: [[(c) => `La sustancia verde de las hojas se llama clorofila. Atrapa la luz del Sol, y la hoja usa esa energía para convertir agua y aire en azúcar, la comida del árbol. Hay tanta clorofila que tapa todos los demás colores.`]] },
  'le.cold': { m: [
    [(c) => `En otoño, los días se vuelven más cortos y más fríos.`, (c) => `Cuando llega el otoño, hay menos luz.`],
    [(c) => `El árbol deja de hacer comida en sus hojas.`, (c) => `No hay luz suficiente para hacer mucha comida, y la helada estropearía las hojas.`],
  ], l: [[(c) => `Los árboles notan las noches más largas y los días más frescos. En vez de hacer comida, sacan de las hojas lo que les sirve y lo guardan en las ramas y en las raíces para la primavera.`]] },
  'le.colours': { m: [
    [(c) => `El verde se apaga, y aparecen el amarillo y el naranja.`, (c) => `Sin el verde, se ven los colores escondidos.`],
    [(c) => `¡El amarillo y el naranja estaban en la hoja todo el verano, escondidos bajo el verde!`, (c) => `Algunos árboles, además, fabrican colores rojos nuevos en otoño.`],
  ], l: [[(c) => `Al deshacerse la clorofila, por fin se ven el amarillo y el naranja que siempre estuvieron ahí. El rojo y el morado son distintos: algunos árboles los fabrican en otoño, sobre todo después de días soleados y noches frescas.`]] },
  'le.twist': { m: [
    [(c) => `«¿Por qué el pino sigue verde?», preguntó ${c.n}.`, (c) => `${c.N} se fijó en un árbol que seguía verde.`],
    [(c) => `Los árboles de hoja perenne tienen agujas finas y enceradas que aguantan el frío.`, (c) => `«Es un árbol de hoja perenne», dijo ${c.g.n}. «Sus agujas tienen una capa de cera».`],
  ], l: [[(c) => `Las agujas del pino son finas y están cubiertas de cera, así que pierden muy poca agua y la helada no les hace daño. Los pinos también pierden agujas, pero pocas a la vez, y por eso siempre parecen verdes.`]] },
  'le.fall': { m: [
    [(c) => `Después, el árbol suelta sus hojas.`, (c) => `Donde cada hoja se une a la rama crece una pared diminuta, y la hoja se cae.`],
    [(c) => `El viento las arrastra y bajan girando hasta el suelo.`, (c) => `Sin hojas, el árbol pierde menos agua en invierno.`],
  ], l: [[(c) => `En invierno el suelo puede helarse, y entonces el árbol no puede beber. Las hojas grandes dejarían escapar el agua, así que el árbol las cierra una a una, y la hoja cae. Las hojas caídas se pudren y alimentan la tierra.`]] },
  'le.try': { m: [
    [(c) => `${c.N} recogió hojas de todos los colores.`, (c) => `Llenaron una cesta de hojas rojas, amarillas, naranjas y marrones.`],
    [(c) => `Algunas todavía estaban medio verdes.`, (c) => `${c.N} las puso en fila, de la verde a la roja.`],
  ], l: [[(c) => `En casa, ${c.n} prensó las hojas más bonitas dentro de un libro gordo. Una, medio verde y medio amarilla, mostraba el cambio ahí mismo, sobre la página.`]] },
  'le.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué las hojas se caen en otoño.`, (c) => `El árbol no está muerto: está descansando.`],
    [(c) => `En las ramas esperan yemas diminutas a que llegue la primavera.`, (c) => `En primavera crecerán hojas verdes nuevas.`],
  ], l: [[(c) => `${c.N} miró de cerca una rama desnuda y encontró yemas pequeñas y apretadas. Dentro de cada una había una hoja nueva doblada, esperando los días largos y luminosos de la primavera.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} probó el mar. «¡Qué salado! ¿Por qué el mar es salado?»`, (c) => `«¿Por qué el mar es salado y la lluvia no?», preguntó ${c.n}.`],
    [(c) => `«La sal viene de las rocas», dijo ${c.g.n}.`, (c) => `«Vamos a seguir una gota de lluvia», dijo ${c.g.n}.`],
  ], l: [[(c) => `Una ola le salpicó la cara ${c.al}, y los labios le supieron a sal. El río de casa no sabía salado, y la lluvia tampoco. Entonces, ¿de dónde salía toda la sal del mar?`]] },
  'sa.rain': { m: [
    [(c) => `Cuando la lluvia cae sobre la tierra, corre por las rocas y el suelo.`, (c) => `La lluvia resbala por colinas, rocas y piedras.`],
    [(c) => `Las rocas tienen trocitos de sal, y la lluvia se los lleva.`, (c) => `Por el camino, la lluvia arrastra trocitos de sal.`],
  ], l: [[(c) => `El agua de lluvia es un poquito ácida, y con mucho tiempo va desgastando las rocas. Al hacerlo, disuelve cantidades diminutas de minerales, entre ellos la sal, y se los lleva.`]] },
  'sa.rivers': { m: [
    [(c) => `Los ríos llevan la sal hasta el mar.`, (c) => `El agua corre hacia arroyos y ríos, y los ríos desembocan en el mar.`],
    [(c) => `Un río lleva tan poca sal que no se nota.`, (c) => `Cada río lleva un poquito de sal al mar.`],
  ], l: [[(c) => `El agua de río tiene tan poca sal que sabe dulce. Pero hay miles de ríos que desembocan en el mar, día tras día, y nunca dejan de llevar su pequeña carga de sal.`]] },
  'sa.sun': { m: [
    [(c) => `El Sol calienta el mar, y el agua sube al cielo.`, (c) => `El agua sube del mar para formar nubes, pero la sal se queda abajo.`],
    [(c) => `La sal no puede subir con ella, así que se queda en el mar.`, (c) => `Solo sube el agua, y el mar se queda con toda su sal.`],
  ], l: [[(c) => `Cuando el agua se evapora, solo sube el agua, y la sal se queda atrás. Las nubes devuelven agua dulce a la tierra en forma de lluvia, y la sal del mar lleva millones de años acumulándose.`]] },
  'sa.twist': { m: [
    [(c) => `«¿Toda la sal viene de los ríos?», preguntó ${c.n}.`, (c) => `${c.N} se preguntó si la sal venía también de otro sitio.`],
    [(c) => `Una parte sale de grietas del fondo del mar, por donde burbujea agua caliente.`, (c) => `Las fuentes calientes y los volcanes del fondo del mar también añaden sal.`],
  ], l: [[(c) => `Allá abajo, el agua del mar se cuela por grietas del fondo, se calienta con la roca ardiente y vuelve a salir cargada de minerales. Algunos mares, como el mar Muerto, son tan salados que la gente flota encima como un corcho.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} puso un poco de agua salada en un platito al sol.`, (c) => `Dejaron un platito de agua de mar en una ventana soleada.`],
    [(c) => `¡Unos días después el agua había desaparecido y quedaba sal blanca!`, (c) => `El agua subió al aire, y la sal se quedó.`],
  ], l: [[(c) => `Así se hace la sal marina: se deja entrar agua de mar en charcas poco hondas, y el Sol y el viento se llevan el agua. Lo que queda es sal blanca y crujiente, como la de la mesa.`]] },
  'sa.time': { m: [
    [(c) => `Esto lleva pasando millones de años.`, (c) => `Los ríos siguen trayendo sal, una y otra vez.`],
    [(c) => `Poco a poco, el mar se volvió salado.`, (c) => `El mar es un poco como una sopa salada gigante.`],
  ], l: [[(c) => `Hoy el mar se mantiene más o menos igual de salado, porque parte de la sal se posa en el fondo y vuelve a convertirse en roca. Un cubo de agua de mar lleva más de una taza de sal.`]] },
  'sa.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué el mar es salado.`, (c) => `Lluvia, rocas, ríos y Sol: ese es el secreto del mar salado.`],
    [(c) => `${c.N} chapoteó entre las olas saladas.`, (c) => `«Hola, mar salado», dijo ${c.n}.`],
  ], l: [[(c) => `${c.N} se lamió la sal de los labios y se rio. Un poco de esa sal quizá estuvo una vez dentro de una montaña lejana, antes de que la lluvia y los ríos la trajeran hasta aquí.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} vio un dibujo de un volcán. «¿Cómo funciona un volcán?»`, (c) => `«¿Por qué sale fuego de un volcán?», preguntó ${c.n}.`],
    [(c) => `«No es fuego», dijo ${c.g.n}. «Es roca derretida».`, (c) => `«Vamos a averiguarlo juntos», dijo ${c.g.n}.`],
  ], l: [[(c) => `En el dibujo, una montaña echaba humo gris y por sus lados bajaban ríos naranjas que brillaban. ${c.N} quería saber qué podía hacer que una montaña hiciera eso.`]] },
  'vo.inside': { m: [
    [(c) => `Muy dentro de la tierra hace muchísimo calor.`, (c) => `Muy por debajo de nuestros pies, la roca está tan caliente que parte se derrite.`],
    [(c) => `La roca derretida bajo tierra se llama magma.`, (c) => `Esa roca caliente y blanda se llama magma.`],
  ], l: [[(c) => `Cuanto más se baja dentro de la Tierra, más calor hace. A decenas de kilómetros de profundidad hace tanto calor que algunas rocas se funden en un magma espeso y brillante, que se junta en grandes bolsas llamadas cámaras magmáticas.`]] },
  'vo.push': { m: [
    [(c) => `El magma pesa menos que la roca dura que lo rodea, así que empuja hacia arriba.`, (c) => `El magma se cuela hacia arriba por grietas del suelo.`],
    [(c) => `Además lleva gas dentro, como las burbujas de un refresco.`, (c) => `El empuje crece, como en una botella agitada.`],
  ], l: [[(c) => `Mientras el magma sube, el gas que lleva forma burbujas, igual que un refresco burbujea al abrirlo. Las burbujas empujan cada vez más fuerte, hasta que el magma encuentra una salida.`]] },
  'vo.erupt': { m: [
    [(c) => `Cuando sale de golpe, ¡el volcán entra en erupción!`, (c) => `Salen ceniza, gas y lava que brilla.`],
    [(c) => `La roca derretida que sale del volcán se llama lava.`, (c) => `La lava baja por la montaña como un río lento y al rojo vivo.`],
  ], l: [[(c) => `Algunos volcanes hacen erupciones tranquilas, con lava líquida que se derrama. Otros explotan y lanzan ceniza muy alto. La propia montaña está hecha de capas de lava y ceniza viejas, apiladas erupción tras erupción.`]] },
  'vo.twist': { m: [
    [(c) => `«¿Dónde hay volcanes?», preguntó ${c.n}.`, (c) => `${c.N} quería saber por qué solo hay volcanes en algunos sitios.`],
    [(c) => `La parte de fuera de la Tierra está partida en piezas gigantes llamadas placas, y casi todos los volcanes están donde se juntan.`, (c) => `La mayoría de los volcanes están en los bordes de las grandes placas que cubren la Tierra.`],
  ], l: [[(c) => `Las placas se mueven muy despacio, más o menos lo que crecen las uñas. Donde se separan, o donde una se mete debajo de otra, el magma puede llegar a la superficie. Algunos volcanes llevan miles de años dormidos.`]] },
  'vo.land': { m: [
    [(c) => `Cuando la lava se enfría, se convierte en roca nueva y dura.`, (c) => `La lava fría se convierte en tierra nueva.`],
    [(c) => `Algunas islas, como las Canarias, Hawái o Islandia, las hicieron los volcanes.`, (c) => `Con el tiempo, crecen plantas sobre la roca nueva.`],
  ], l: [[(c) => `La tierra volcánica está llena de minerales, así que las plantas crecen muy bien en ella, y mucha gente cultiva cerca de los volcanes. Algunas islas salieron del mar, construidas por la lava, capa a capa.`]] },
  'vo.safe': { m: [
    [(c) => `Los científicos de volcanes vigilan los volcanes de cerca.`, (c) => `Los vulcanólogos son científicos que estudian los volcanes.`],
    [(c) => `Muchas veces saben cuándo uno se está despertando, y la gente puede irse a tiempo.`, (c) => `Miden cómo tiembla el suelo y qué gases salen.`],
  ], l: [[(c) => `Antes de una erupción, el suelo puede hincharse y temblar, y puede salir más gas. Los científicos vigilan todas esas señales con aparatos y satélites, y avisan a la gente cuando es hora de marcharse.`]] },
  'vo.end': { m: [
    [(c) => `Ahora ${c.n} sabe cómo funciona un volcán.`, (c) => `Magma caliente, gas que sube y una salida: eso es un volcán.`],
    [(c) => `${c.N} hizo un volcán de juguete con bicarbonato y vinagre.`, (c) => `¡Fsss! La lava de mentira burbujeó por encima.`],
  ], l: [[(c) => `El volcán de juguete burbujeó y echó espuma, y ${c.n} se rio. Solo era bicarbonato y vinagre, pero mostraba la misma idea: el gas se acumula y empuja todo hacia fuera de golpe.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} miró una foto de bebé. «¿De dónde vienen los bebés?»`, (c) => `«¿De dónde vengo yo?», preguntó ${c.n}.`],
    [(c) => `${c.g.N} sonrió. «Es una pregunta preciosa».`, (c) => `«Te lo cuento», dijo ${c.g.n}, y se sentaron muy juntos.`],
  ], l: [[(c) => `En la foto había un bebé diminuto con la cara arrugadita y un gorrito. «Ese bebé eras tú», dijo ${c.g.n}. Costaba creer que alguien hubiera sido tan pequeño.`]] },
  'ba.start': { m: [
    [(c) => `Un bebé empieza siendo más pequeño que un punto.`, (c) => `Todos los bebés empiezan siendo muy, muy chiquititos.`],
    [(c) => `Un óvulo diminuto de una madre y una célula diminuta de un padre se juntan, y empieza un bebé nuevo.`, (c) => `Al principio es tan pequeño que solo se vería con un microscopio.`],
  ], l: [[(c) => `Los cuerpos de los adultos tienen partes especiales para hacer bebés. Cuando un óvulo y un espermatozoide se unen, forman una sola célula, y esa célula crece y se divide una y otra vez hasta formar una persona nueva.`]] },
  'ba.womb': { m: [
    [(c) => `El bebé crece en un sitio calentito dentro de la barriga de la madre, que se llama útero.`, (c) => `El bebé crece en el útero, un lugar cálido y seguro dentro de la barriga.`],
    [(c) => `No es donde va la comida: es una habitación especial solo para el bebé.`, (c) => `El útero se estira a medida que el bebé crece.`],
  ], l: [[(c) => `El útero es una bolsa fuerte y elástica, justo debajo de la barriga. Mantiene al bebé calentito y protegido, flotando en agua como en una piscinita. El bebé recibe comida y aire de la sangre de la madre a través de un cordón.`]] },
  'ba.grow': { m: [
    [(c) => `El bebé crece y crece durante unos nueve meses.`, (c) => `Mes a mes, el bebé se hace más grande.`],
    [(c) => `¡Primero es como una semilla, luego como una ciruela, luego como un melón!`, (c) => `Le crecen el corazón, las manos, los pies y hasta unas uñas diminutas.`],
  ], l: [[(c) => `La comida del bebé llega por un tubito blando que se llama cordón umbilical. Cuando el bebé nace, el cordón ya no hace falta, y el sitio donde estaba se convierte en el ombligo.`]] },
  'ba.twist': { m: [
    [(c) => `«¡Por eso tengo ombligo!», dijo ${c.n}.`, (c) => `${c.N} se miró el ombligo.`],
    [(c) => `Todo el mundo tiene uno, porque todo el mundo creció dentro de alguien.`, (c) => `Es donde estaba el cordón, hace mucho, antes de nacer.`],
  ], l: [[(c) => `Las familias empiezan de maneras distintas. Algunos bebés son adoptados, algunas familias tienen ayuda de los médicos, y algunas tienen dos mamás o dos papás. Pero cada persona empezó siendo diminuta y creció dentro de alguien, y cada ombligo lo recuerda.`]] },
  'ba.kick': { m: [
    [(c) => `Dentro del útero, el bebé puede dar patadas y moverse.`, (c) => `Los bebés oyen voces antes de nacer.`],
    [(c) => `Se notan las patadas poniendo la mano en la barriga.`, (c) => `¡Hasta les puede dar hipo!`],
  ], l: [[(c) => `Al final, el bebé oye música, voces y el latido del corazón de la madre. Por eso los recién nacidos suelen reconocer las voces de su familia y se calman al oírlas.`]] },
  'ba.born': { m: [
    [(c) => `Cuando el bebé está listo, nace.`, (c) => `Después de unos nueve meses, el bebé sale al mundo.`],
    [(c) => `Los médicos y las matronas ayudan a la madre y al bebé.`, (c) => `Al bebé recién nacido lo abrazan y lo acurrucan.`],
  ], l: [[(c) => `La mayoría de los bebés salen por una abertura especial que se estira, y algunos nacen con ayuda de un médico a través de la barriga. De una forma o de otra, la familia conoce al bebé por primera vez.`]] },
  'ba.end': { m: [
    [(c) => `Ahora ${c.n} sabe de dónde vienen los bebés.`, (c) => `Cada bebé empieza diminuto y crece en un útero.`],
    [(c) => `${c.N} también fue un bebé, y desde el principio le dieron mucho amor.`, (c) => `${c.N} le dio un abrazo enorme ${c.g.al}.`],
  ], l: [[(c) => `${c.N} volvió a mirar la foto de bebé y luego sus propias manos. Habían crecido de diminutas a grandes, y seguirían creciendo. Todas las personas del mundo habían empezado exactamente así.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} bostezó. «¿Por qué tenemos que dormir?»`, (c) => `«¿Por qué hay que dormir todas las noches?», preguntó ${c.n}.`],
    [(c) => `«Dormir es un trabajo muy ocupado para tu cuerpo», dijo ${c.g.n}.`, (c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`],
  ], l: [[(c) => `${c.N} quería quedarse ${c.x('levantad')} jugando. Dormir parecía una pérdida de tiempo: quedarse quieto a oscuras mientras el mundo seguía. ¿Para qué servía?`]] },
  'sl.body': { m: [
    [(c) => `Cuando dormimos, el cuerpo descansa y crece.`, (c) => `Dormir le da al cuerpo tiempo para descansar y repararse.`],
    [(c) => `¡Los niños crecen sobre todo mientras duermen!`, (c) => `Los músculos cansados se hacen más fuertes, y los rasguños se curan.`],
  ], l: [[(c) => `En el sueño profundo, el cuerpo suelta una hormona del crecimiento que ayuda a los niños a crecer. También repara los músculos, cura cortes y moratones y ayuda al cuerpo a luchar contra los microbios.`]] },
  'sl.brain': { m: [
    [(c) => `Mientras dormimos, el cerebro ordena.`, (c) => `El cerebro ordena todo lo que has aprendido hoy.`],
    [(c) => `Guarda lo importante y suelta lo que no hace falta.`, (c) => `Por eso las cosas se recuerdan mejor después de dormir bien.`],
  ], l: [[(c) => `Durante el día, el cerebro recibe un montón de cosas nuevas. Por la noche las ordena, como cuando se guardan los juguetes en sus cajas, para encontrarlas mañana. Hasta se limpia a sí mismo mientras duermes.`]] },
  'sl.dream': { m: [
    [(c) => `A veces soñamos mientras dormimos.`, (c) => `Los sueños son dibujos e historias que hace el cerebro por la noche.`],
    [(c) => `Los sueños pueden ser graciosos, raros o emocionantes.`, (c) => `Nadie lo sabe todo sobre los sueños todavía.`],
  ], l: [[(c) => `Casi todos los sueños llegan en un tipo de sueño en el que los ojos se mueven deprisa bajo los párpados cerrados. Los científicos creen que soñar ayuda al cerebro a ordenar sentimientos y recuerdos, pero todavía lo están investigando.`]] },
  'sl.twist': { m: [
    [(c) => `«¿Los animales también duermen?», preguntó ${c.n}.`, (c) => `${c.N} miró al gato dormido, hecho una bola en la silla.`],
    [(c) => `Casi todos los animales duermen, pero de maneras distintas.`, (c) => `Los gatos duermen casi todo el día, y los murciélagos duermen boca abajo.`],
  ], l: [[(c) => `Los delfines descansan la mitad del cerebro cada vez, para poder seguir subiendo a respirar. Las jirafas duermen solo unas pocas horas, y los koalas hasta veinte horas al día. Pero casi todos los animales necesitan algún tipo de sueño.`]] },
  'sl.tired': { m: [
    [(c) => `Sin dormir lo suficiente, nos sentimos gruñones y cansados.`, (c) => `Cuando no dormimos bastante, todo cuesta más.`],
    [(c) => `Cuesta aprender, jugar y ser amable.`, (c) => `Cualquier tontería puede hacer llorar a alguien cansado.`],
  ], l: [[(c) => `Los niños necesitan dormir más que los adultos: los pequeños, unas diez a catorce horas, y los niños de colegio, unas nueve a doce. Después de una buena noche es más fácil pensar, aprender y estar contento.`]] },
  'sl.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué tenemos que dormir.`, (c) => `Dormir nos ayuda a crecer, a curarnos y a recordar.`],
    [(c) => `${c.N} se acurrucó bajo las sábanas y cerró los ojos.`, (c) => `«Buenas noches», dijo ${c.n}. «Mi cuerpo tiene trabajo».`],
  ], l: [[(c) => `${c.N} se quedó ${c.x('quiet')} pensando en su cerebro ordenando el día en cajitas, y en su cuerpo creciendo un poquito en la oscuridad. Dormir ya no le parecía una pérdida de tiempo.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} movió un diente flojo. «¿Por qué se nos caen los dientes?»`, (c) => `«¡Tengo un diente flojo! ¿Por qué se caen los dientes?», preguntó ${c.n}.`],
    [(c) => `«Está dejando sitio para uno más grande», dijo ${c.g.n}.`, (c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`],
  ], l: [[(c) => `${c.N} empujó el diente con la lengua, y se movió adelante y atrás. No dolía, pero era una sensación muy rara. ¿Por qué querría salirse un diente que estaba perfectamente bien?`]] },
  'te.baby': { m: [
    [(c) => `Los primeros dientes se llaman dientes de leche.`, (c) => `Los niños pequeños tienen veinte dientes de leche pequeñitos.`],
    [(c) => `Son perfectos para una boca pequeña.`, (c) => `Pero la boca sigue creciendo, y los dientes de leche no.`],
  ], l: [[(c) => `Los dientes de leche empiezan a formarse antes de nacer, escondidos en las encías. Salen en los primeros años, pequeños para caber en una mandíbula pequeña. Al crecer, la mandíbula se hace más grande, pero los dientes de leche siguen igual de pequeños.`]] },
  'te.under': { m: [
    [(c) => `Debajo de cada diente de leche espera un diente nuevo y grande.`, (c) => `Los dientes definitivos crecen dentro de las encías, debajo de los de leche.`],
    [(c) => `Cuando está listo, empieza a empujar hacia arriba.`, (c) => `El diente nuevo es más grande y más fuerte.`],
  ], l: [[(c) => `Cada diente definitivo crece en la mandíbula, debajo de un diente de leche. Al empujar hacia arriba, la raíz del diente de leche se va deshaciendo poco a poco, hasta que ya no hay nada que lo sujete.`]] },
  'te.wobble': { m: [
    [(c) => `El diente de leche se afloja, y un día se cae.`, (c) => `Se mueve, se mueve, ¡y fuera!`],
    [(c) => `Normalmente no duele nada.`, (c) => `La mayoría de los niños pierden el primer diente hacia los seis años.`],
  ], l: [[(c) => `Los dientes de delante suelen caerse primero, entre los cinco y los siete años, y los últimos dientes de leche se caen hacia los doce. Cambiar los veinte lleva años.`]] },
  'te.twist': { m: [
    [(c) => `«¿Cuántos dientes de mayor tendré?», preguntó ${c.n}.`, (c) => `${c.N} contó los dientes en un dibujo.`],
    [(c) => `Los adultos tienen hasta treinta y dos dientes, más que los veinte de leche.`, (c) => `Los dientes de más crecen al fondo de la boca.`],
  ], l: [[(c) => `Los últimos dientes, las muelas del juicio, pueden tardar en salir hasta que alguien es adulto, y algunas personas no las tienen nunca. No hay una tercera dentadura: los dientes definitivos tienen que durar para siempre.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} sonrió con un hueco entre los dientes.`, (c) => `Ahora había un hueco donde antes estaba el diente.`],
    [(c) => `Pronto asomó la puntita de un diente nuevo.`, (c) => `El diente nuevo sale despacio, durante unos meses.`],
  ], l: [[(c) => `Los dientes definitivos nuevos suelen parecer grandes en la cara de un niño, con bultitos en el borde de abajo. Los bultitos se desgastan, y la cara crece hasta que los dientes encajan.`]] },
  'te.care': { m: [
    [(c) => `Los dientes definitivos tienen que durar toda la vida.`, (c) => `Por eso es tan importante cepillarse.`],
    [(c) => `Si los cepillas dos veces al día, seguirán fuertes.`, (c) => `${c.N} se cepilló con cuidado, hasta el fondo.`],
  ], l: [[(c) => `El azúcar alimenta a unos microbios diminutos de la boca que pueden hacer agujeros en los dientes. Cepillarse por la mañana y antes de dormir, y no comer demasiados dulces, mantiene sanos los dientes durante muchísimo tiempo.`]] },
  'te.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué se nos caen los dientes.`, (c) => `Se va el diente de leche, y llega el grande.`],
    [(c) => `${c.N} guardó el dientecito en una cajita.`, (c) => `«Adiós, dientecito», dijo ${c.n}. «Gracias».`],
  ], l: [[(c) => `${c.N} miró el dientecito en la palma de la mano. Había hecho bien su trabajo. Ahora venía un diente más grande y más fuerte, uno que se quedaría para toda la vida.`]] },
};

type P = Part<Es>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `¿Por qué la Luna cambia de forma?`, (c) => `${c.N} y la Luna que cambia`, () => `El secreto de las formas de la Luna`],
  'question-night': [() => `¿Adónde va el Sol por la noche?`, (c) => `${c.N} y la Tierra que gira`, () => `¡Buenas noches, Sol!`],
  'question-stars': [() => `¿Por qué titilan las estrellas?`, (c) => `${c.N} cuenta estrellas`, () => `Soles lejanos`],
  'question-sunset': [() => `¿Por qué el atardecer es naranja?`, (c) => `${c.N} y el cielo rojo`, () => `El largo camino de la luz de la tarde`],
  'question-seasons': [() => `¿Por qué hay estaciones?`, (c) => `${c.N} y la Tierra inclinada`, () => `Verano, otoño, invierno y primavera`],
  'question-dark-early': [() => `¿Por qué oscurece pronto en invierno?`, (c) => `${c.N} y los días cortos de invierno`, () => `¿Adónde se fue la luz del día?`],
  'question-snow': [() => `¿Qué es la nieve?`, (c) => `${c.N} atrapa un copo de nieve`, () => `Por qué nieva en invierno`],
  'question-rainbow': [() => `¿Cómo se hace un arcoíris?`, (c) => `${c.N} encuentra un arcoíris`, () => `Sol y gotas de lluvia`],
  'question-thunder': [() => `¿Qué hace el trueno?`, (c) => `${c.N} y la gran tormenta`, () => `¡Destello y bum!`],
  'question-leaves': [() => `¿Por qué se caen las hojas en otoño?`, (c) => `${c.N} y las hojas de otoño`, () => `Rojo, amarillo y dorado`],
  'question-salty-sea': [() => `¿Por qué el mar es salado?`, (c) => `${c.N} prueba el mar`, () => `La sal del mar`],
  'question-volcano': [() => `¿Cómo funciona un volcán?`, (c) => `${c.N} y el volcán`, () => `Allá abajo, al rojo vivo`],
  'question-babies': [() => `¿De dónde vienen los bebés?`, (c) => `${c.N} pregunta de dónde vienen los bebés`, () => `Tú también fuiste chiquitito`],
  'question-sleep': [() => `¿Por qué tenemos que dormir?`, (c) => `${c.N} y la noche ocupada`, () => `Que duermas bien`],
  'question-teeth': [() => `¿Por qué se nos caen los dientes?`, (c) => `El diente flojo ${c.de}`, () => `Adiós, diente de leche`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} pregunta por qué la Luna cambia de forma y descubre cómo la ilumina el Sol mientras da vueltas a la Tierra.`],
  'question-night': [(c) => `${c.N} pregunta adónde va el Sol por la noche y descubre que es la Tierra la que gira.`],
  'question-stars': [(c) => `${c.N} pregunta por qué titilan las estrellas y descubre que son soles lejanos y que el aire tiembla.`],
  'question-sunset': [(c) => `${c.N} pregunta por qué el atardecer es naranja y sigue a la luz de la tarde en su largo camino por el aire.`],
  'question-seasons': [(c) => `${c.N} pregunta por qué hay estaciones y descubre la Tierra inclinada y su viaje de un año alrededor del Sol.`],
  'question-dark-early': [(c) => `${c.N} pregunta por qué oscurece tan pronto en invierno y descubre cómo la Tierra inclinada hace días cortos y noches largas.`],
  'question-snow': [(c) => `${c.N} pregunta qué es la nieve y por qué llega en invierno, y sigue al agua congelada desde las nubes hasta el suelo.`],
  'question-rainbow': [(c) => `${c.N} pregunta cómo se hace un arcoíris y descubre lo que hacen juntos el Sol y las gotas de lluvia.`],
  'question-thunder': [(c) => `${c.N} pregunta qué hace el trueno y descubre cómo nace el rayo, a salvo dentro de casa.`],
  'question-leaves': [(c) => `${c.N} pregunta por qué las hojas cambian de color y se caen, y descubre cómo se preparan los árboles para el invierno.`],
  'question-salty-sea': [(c) => `${c.N} pregunta por qué el mar es salado y sigue a la sal desde las rocas hasta los ríos y el mar.`],
  'question-volcano': [(c) => `${c.N} pregunta cómo funciona un volcán y descubre la roca caliente y derretida de las profundidades.`],
  'question-babies': [(c) => `${c.N} pregunta de dónde vienen los bebés y descubre cómo un bebé crece, seguro y querido, en un útero.`],
  'question-sleep': [(c) => `${c.N} pregunta por qué tenemos que dormir y descubre todo lo que hacen el cuerpo y el cerebro por la noche.`],
  'question-teeth': [(c) => `${c.N} pregunta por qué se caen los dientes y descubre los dientes nuevos y grandes que esperan debajo.`],
};
