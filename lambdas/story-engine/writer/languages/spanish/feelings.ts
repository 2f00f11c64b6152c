// Spanish beats for fears (dark, monsters, water), sharing, telling the truth and two homes.
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

const o = (c: Es) => (c.f ? 'a' : 'o');
const pal = (c: Es) => c.pal!;

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Cada noche, el cielo se volvía oscuro al otro lado de la ventana ${c.de}.`, (c) => `Cuando llegaba la noche, las luces se apagaban una tras otra.`, (c) => `${c.Al} no le gustaba la oscuridad.`],
    [(c) => `Y cada noche, ${c.n} sentía un poco de miedo.`, (c) => `La noche era su momento menos favorito.`, (c) => `Deseaba que el día no se acabara nunca.`],
  ] },
  'dark.out': { m: [
    [(c) => `¡Clic! Se apagó la luz, y todo quedó a oscuras.`, (c) => `En la oscuridad, ${c.n} tenía miedo.`, (c) => `La habitación estaba muy oscura y muy callada.`],
    [(c) => `${c.N} se tapó con la manta hasta arriba.`, (c) => `«Me da miedo la oscuridad», susurró.`, (c) => `Tenía los ojos muy abiertos.`],
  ], l: [[(c) => `El corazón le latía con fuerza. Cada ruidito parecía mucho más fuerte en la oscuridad que de día.`, (c) => `«¿${c.g.N}?», llamó bajito. No quería portarse como un bebé, pero estaba asustad${o(c)}.`]] },
  'dark.shapes': { m: [
    [(c) => `Unas formas extrañas se movían en la pared.`, (c) => `¡Algo en el rincón parecía un gigante!`, (c) => `Había una sombra larga y oscura junto a la puerta.`],
    [(c) => `${c.N} contuvo la respiración.`, (c) => `¿Sería algo que daba miedo?`, (c) => `No se atrevía a mirar.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.g.N} llegó con una linterna.`, (c) => `${c.g.N} se sentó en la cama y encendió una lamparita.`, (c) => `${c.g.N} le dio ${c.al} su propia linterna.`],
    [(c) => `«La oscuridad es solo la noche, que descansa», dijo ${c.g.n}.`, (c) => `«Todo lo que hay en la oscuridad es lo mismo que hay de día», dijo ${c.g.n}.`, (c) => `«Vamos a mirar juntos», dijo ${c.g.n}.`],
  ], l: [[(c) => `«Tener miedo a la oscuridad es muy normal», dijo ${c.g.n}. «Los ojos no ven mucho, así que la cabeza rellena los huecos con historias. Vamos a comprobar qué hay de verdad».`, (c) => `«Cuando era pequeñ${c.g.f ? 'a' : 'o'}, yo también tenía miedo», dijo ${c.g.n}. «Así que me hice amig${c.g.f ? 'a' : 'o'} de la noche. ¿Te enseño cómo?»`]] },
  'dark.twist': { m: [
    [(c) => `¡Entonces algo crujió en la oscuridad!`, (c) => `Entonces la linterna parpadeó y se apagó.`],
    [(c) => `${c.N} se quedó quiet${o(c)} como una estatua.`, (c) => `El corazón le latía muy deprisa.`],
  ], l: [[(c) => `${c.N} respiró despacio, como le había enseñado ${c.g.n}: aire por la nariz, aire por la boca. El crujido volvió. Era solo la vieja casa, que se acomodaba para pasar la noche.`, (c) => `${c.N} contó hasta cinco y buscó la lamparita a tientas. Clic. Todo estaba exactamente donde estaba antes.`]] },
  'dark.look': { m: [
    [(c) => `${c.N} alumbró al gigante con la linterna. ¡Era solo un abrigo!`, (c) => `La sombra larga era solo una silla.`, (c) => `La forma que daba miedo era solo su peluche.`],
    [(c) => `${c.N} se rio.`, (c) => `«Hola, silla», dijo ${c.n}.`, (c) => `Al final, no había nada que diera miedo en la oscuridad.`],
  ] },
  'dark.stars': { m: [
    [(c) => `Entonces ${c.n} miró por la ventana.`, (c) => `El cielo oscuro estaba lleno de estrellas.`, (c) => `La luna brillaba como una lamparita de noche.`],
    [(c) => `Sin oscuridad, no se pueden ver las estrellas.`, (c) => `Las estrellas titilaban, como amigas que dan las buenas noches.`, (c) => `La oscuridad era suave y estaba llena de lucecitas.`],
  ], l: [[(c) => `«Las estrellas también están ahí de día», dijo ${c.g.n}. «Pero solo las vemos cuando está oscuro. La oscuridad las hace salir».`, (c) => `${c.N} contó estrellas hasta que perdió la cuenta. Ahora la noche no parecía vacía. Parecía llena.`]] },
  'dark.end': { m: [
    [(c) => `Ahora ${c.n} es valiente en la oscuridad.`, (c) => `${c.N} les dio las buenas noches a las estrellas.`, (c) => `${c.Al} ya no le da miedo la oscuridad.`],
    [(c) => `Tiene la linterna cerca, por si acaso.`, (c) => `La oscuridad es solo la noche, que descansa.`, (c) => `Buenas noches, oscuridad.`],
  ] },

  'mon.open': { m: [
    [(c) => `A la hora de dormir, ${c.n} oyó un ruido.`, (c) => `${c.N} estaba segur${o(c)} de que había un monstruo debajo de la cama.`, (c) => `Cada noche, ${c.n} buscaba monstruos.`],
    [(c) => `Le daba miedo poner los pies en el suelo.`, (c) => `Saltaba a la cama desde muy lejos.`, (c) => `«Los monstruos salen de noche», pensaba.`],
  ] },
  'mon.noise': { m: [
    [(c) => `¡Ris, ras! Había algo debajo de la cama.`, (c) => `¡Pum! Un ruido salió de debajo de la cama.`, (c) => `Un susurro llegó desde el rincón oscuro.`],
    [(c) => `${c.N} tenía muchísimo miedo.`, (c) => `«¡Un monstruo!», susurró.`, (c) => `${c.N} se escondió bajo las sábanas.`],
  ] },
  'mon.scared': { m: [
    [(c) => `${c.N} llamó ${c.g.al}.`, (c) => `«¡Hay un monstruo debajo de mi cama!», gritó ${c.n}.`, (c) => `${c.N} estaba demasiado asustad${o(c)} para moverse.`],
    [(c) => `${c.g.N} vino enseguida.`, (c) => `«Seamos valientes juntos», dijo ${c.g.n}.`, (c) => `${c.g.N} le dio la mano.`],
  ], l: [[(c) => `«Los monstruos están hechos de preocupaciones», dijo ${c.g.n}. «Y las preocupaciones se encogen cuando las miras con luz».`, (c) => `«¿Cómo es tu monstruo?», preguntó ${c.g.n}. «Grande», dijo ${c.n}. «Con dientes». «Mmm», dijo ${c.g.n}. «Vamos a ver».`]] },
  'mon.look': { m: [
    [(c) => `${c.N} cogió la linterna y miró debajo de la cama.`, (c) => `Despacio y con valentía, ${c.n} levantó la manta.`, (c) => `${c.N} iluminó el rincón oscuro.`],
    [(c) => `Le temblaba un poco la mano, pero miró.`, (c) => `Uno, dos, tres… ¡a mirar!`, (c) => `¿Qué iba a encontrar?`],
  ] },
  'mon.twist': { m: [
    [(c) => `¡Entonces una sombra enorme con garras subió por la pared!`, (c) => `¡Entonces algo peludo le rozó la mano!`],
    [(c) => `${c.N} soltó un chillido.`, (c) => `Casi sale corriendo.`],
  ], l: [[(c) => `Pero se obligó a mirar otra vez. Las garras eran las ramas del árbol de fuera, que se movían con el viento. ${c.N} saludó con la mano, y la sombra saludó también.`, (c) => `Era solo la zapatilla peluda que había perdido la semana pasada. «¡Estabas escondida!», dijo, y no podía parar de reír.`]] },
  'mon.found': { m: [
    [(c) => `No había ningún monstruo. ¡Solo calcetines y un cochecito perdido!`, (c) => `Debajo de la cama había libros, polvo y un calcetín.`, (c) => `El monstruo era solo un montón de ropa.`],
    [(c) => `${c.N} se rio a carcajadas.`, (c) => `«Aquí no hay monstruos», dijo ${c.n}.`, (c) => `Se sintió valiente y un poco tont${o(c)}.`],
  ] },
  'mon.draw': { m: [
    [(c) => `${c.N} dibujó un monstruo simpático.`, (c) => `${c.N} se imaginó un monstruo con lunares y un sombrero gracioso.`, (c) => `${c.N} se inventó un monstruo bueno que cuida la habitación.`],
    [(c) => `Tenía una gran sonrisa y ningún diente.`, (c) => `Se llamaba Don Pelusa.`, (c) => `¡Y a él le daban miedo los niños!`],
  ] },
  'mon.end': { m: [
    [(c) => `Ahora ${c.n} duerme con su dibujo junto a la cama.`, (c) => `Ahora ${c.n} es valiente.`, (c) => `${c.Al} ya no le dan miedo los monstruos.`],
    [(c) => `Buenas noches, monstruo simpático.`, (c) => `Si oye un ruido, mira y lo comprueba.`, (c) => `Que duermas bien, valiente.`],
  ] },

  'wat.open': { m: [
    [(c) => `${c.Al} le daba miedo el agua.`, (c) => `${c.Al} le gustaba mirar el agua, pero desde lejos.`, (c) => `Hoy ${c.n} tenía clase de natación en ${c.water}.`],
    [(c) => `El agua parecía grande y profunda.`, (c) => `No quería nadar.`, (c) => `El agua en la cara le daba miedo.`],
  ] },
  'wat.scared': { m: [
    [(c) => `En ${c.water}, ${c.n} se quedó en el borde.`, (c) => `${c.N} se agarraba fuerte de la mano ${c.g.de}.`, (c) => `El agua salpicó, y ${c.n} dio un paso atrás.`],
    [(c) => `«Tengo miedo», dijo.`, (c) => `«Podemos ir despacito», dijo ${c.g.n}.`, (c) => `Le temblaba la barriga.`],
  ], l: [[(c) => `«Es normal tenerle miedo al agua», dijo ${c.g.n}. «Es nueva y se mueve. Iremos paso a paso, y puedes parar cuando quieras».`, (c) => `Otros niños chapoteaban y gritaban. ${c.N} quería sentirse como ellos, pero las piernas no se le movían.`]] },
  'wat.toes': { m: [
    [(c) => `Primero, ${c.n} metió los dedos de los pies.`, (c) => `${c.N} se sentó en el borde y movió los pies.`, (c) => `¡Plis! ${c.N} tocó el agua con una mano.`],
    [(c) => `El agua estaba fresquita.`, (c) => `Hacía cosquillas.`, (c) => `No estaba tan mal.`],
  ] },
  'wat.hold': { m: [
    [(c) => `Luego, ${c.n} le dio las manos ${c.g.al} y entró en el agua.`, (c) => `${c.g.N} sujetó ${c.al} en el agua.`, (c) => `El profesor de natación le dio unos manguitos ${c.al}.`],
    [(c) => `«Te tengo», dijo ${c.g.n}.`, (c) => `El agua le llegaba a la barriga.`, (c) => `${c.N} se sentía segur${o(c)}.`],
  ] },
  'wat.twist': { m: [
    [(c) => `¡Entonces una gran salpicadura le dio ${c.al} en toda la cara!`, (c) => `Entonces se le resbaló un pie, y le entró agua por la nariz.`],
    [(c) => `${c.N} tosió y quiso salir.`, (c) => `«¡Quiero parar!», lloró.`],
  ], l: [[(c) => `Se sentaron un rato en los escalones, envueltos en una toalla. «Está bien parar», dijo ${c.g.n}. Cuando ${c.n} estuvo list${o(c)}, volvió a entrar, solo hasta el primer escalón.`, (c) => `«Haz burbujas», dijo el profesor. «El agua no puede entrar por la nariz si estás soplando». ${c.N} lo probó. Blub, blub, blub. ¡Funcionaba!`]] },
  'wat.float': { m: [
    [(c) => `${c.N} se tumbó hacia atrás y flotó como una estrella de mar.`, (c) => `¡Con los manguitos, ${c.n} podía flotar!`, (c) => `${c.N} hizo burbujas en el agua.`],
    [(c) => `El agua ${c.lo} sostenía.`, (c) => `«¡Mírame!», dijo.`, (c) => `Estaba siendo muy valiente.`],
  ] },
  'wat.kick': { m: [
    [(c) => `¡Patada, patada, patada! ${c.N} nadó un poquito.`, (c) => `${c.N} movió las piernas y avanzó.`, (c) => `${c.N} chapoteó y se rio.`],
    [(c) => `Ahora el agua era divertida.`, (c) => `${c.g.N} aplaudió.`, (c) => `Quería hacerlo otra vez.`],
  ] },
  'wat.end': { m: [
    [(c) => `Ahora ${c.al} le encanta el agua.`, (c) => `${c.Al} ya no le da miedo el agua.`, (c) => `${c.N} ya sabe nadar un poquito, y eso es ser valiente.`],
    [(c) => `¡La semana que viene, otra clase de natación!`, (c) => `Ser valiente no es no tener miedo. Es intentarlo.`, (c) => `¡Chap, chap, qué bien!`],
  ] },

  'sh.open': { m: [
    [(c) => `${c.Al} y ${pal(c).al} les gustaba jugar juntos.`, (c) => `${c.N} y ${pal(c).n} tenían una caja llena de juguetes.`, (c) => `${c.N} jugaba con ${pal(c).n} todos los días.`],
    [(c) => `Casi siempre, era divertido.`, (c) => `Pero algunos días, los dos querían el mismo juguete.`, (c) => `Pero había un juguete que a los dos les gustaba más que ninguno.`],
  ], l: [[(c) => `Tenían colores favoritos distintos, canciones favoritas distintas e ideas distintas sobre casi todo. Pero a los dos les gustaba construir, y a los dos les gustaba el mismo camión rojo, y ahí empezó el lío.`]] },
  'sh.want': { m: [
    [(c) => `Un día, los dos querían el camión de juguete rojo.`, (c) => `${c.N} agarró el juguete. «¡Es mío!»`, (c) => `${pal(c).N} le quitó el juguete. «¡Es mío!»`],
    [(c) => `«¡No, es mío!», dijo ${pal(c).n}.`, (c) => `Los dos tiraban y tiraban.`, (c) => `Nadie quería soltarlo.`],
  ], l: [[(c) => `Cada uno estaba seguro de que lo justo era quedárselo. ${c.N} lo había visto primero. ${pal(c).N} llevaba más rato jugando con él. Las dos cosas eran verdad, y eso lo hacía aún más difícil.`]] },
  'sh.fight': { m: [
    [(c) => `Empezaron a pelearse por el juguete.`, (c) => `Tira que tira, y los dos se cayeron al suelo.`, (c) => `Hubo gritos, y luego llanto.`],
    [(c) => `Ya nadie se divertía.`, (c) => `El juguete se quedó en el suelo, solito.`, (c) => `${c.N} se sentía enfadad${o(c)} y triste.`],
  ], l: [[(c) => `«¡Tú siempre lo coges primero!», dijo ${c.n}. «¡Tú nunca compartes!», dijo ${pal(c).n}. Los dos tenían la cara roja y los ojos llorosos, y el juguete quedó olvidado.`, (c) => `${c.N} se escondió detrás del sofá, y ${pal(c).n} debajo de la mesa. Los dos estaban enfurruñados, y los dos se sentían solos.`]] },
  'sh.idea': { m: [
    [(c) => `Entró ${c.g.n}. «¿Y si jugáis por turnos?»`, (c) => `${c.g.N} tuvo una idea: «Vamos a compartir».`, (c) => `«Vamos a usar un reloj de arena», dijo ${c.g.n}.`],
    [(c) => `«Primero tu turno, y luego el turno ${pal(c).de}».`, (c) => `«Cuando se acabe la arena, le toca al otro».`, (c) => `«Compartir significa que los dos podéis jugar».`],
  ], l: [[(c) => `«Cuando dos personas quieren lo mismo», dijo ${c.g.n}, «pueden pelearse y perder las dos, o turnarse y ganar las dos. ¿Qué os parece mejor?». ${c.N} miró ${pal(c).al}. ${pal(c).N} miró ${c.al}. Ninguno quería perder.`]] },
  'sh.turns': { m: [
    [(c) => `${c.N} tuvo el primer turno.`, (c) => `Luego le tocó ${pal(c).al}.`, (c) => `Tu turno, mi turno, tu turno.`],
    [(c) => `La arena caía, caía, caía.`, (c) => `Esperar era difícil, pero ${c.n} esperó.`, (c) => `Jugar por turnos era justo.`],
  ], l: [[(c) => `Al principio, el reloj parecía lentísimo. Pero cuando le tocó ${c.al}, lo disfrutó más, porque nadie intentaba quitárselo. Esperar hacía que el turno fuera especial.`]] },
  'sh.twist': { m: [
    [(c) => `Pero esperar era muy difícil.`, (c) => `Pero ${pal(c).n} tardaba muchísimo en acabar su turno.`],
    [(c) => `${c.N} quería volver a quitarle el juguete.`, (c) => `«¡Ahora me toca a mí!», dijo ${c.n}.`],
  ], l: [[(c) => `${c.N} respiró hondo y miró la arena. «Tres granitos más», dijo. «Dos. Uno». Y entonces sí fue su turno, y ${pal(c).n} se lo dio.`, (c) => `En vez de quitárselo, ${c.n} preguntó: «¿Me lo dejas cuando termines?». ${pal(c).N} se sorprendió tanto que se lo dio enseguida.`]] },
  'sh.together': { m: [
    [(c) => `Entonces ${c.n} tuvo una idea nueva: ¡jugar juntos!`, (c) => `${c.N} y ${pal(c).n} construyeron una carretera para el camión.`, (c) => `Compartieron los bloques e hicieron un pueblo.`],
    [(c) => `Dos juntos se divierten más que uno solo.`, (c) => `Se rieron y se rieron.`, (c) => `Compartir hizo el juego más grande.`],
  ], l: [[(c) => `Resultó que una carretera necesita a alguien que la construya y a alguien que circule por ella. Un pueblo necesita casas y un parque de bomberos. Había de sobra para dos, en cuanto dejaron de pelearse.`]] },
  'sh.end': { m: [
    [(c) => `Ahora ${c.n} y ${pal(c).n} comparten sus juguetes.`, (c) => `Ahora juegan por turnos, y nadie se pelea.`, (c) => `${c.N} y ${pal(c).n} son el mejor equipo.`],
    [(c) => `Compartir es querer.`, (c) => `«¡Te toca!», dice ${c.n} con una sonrisa.`, (c) => `Y cuando cuesta, usan el reloj de arena.`],
  ], l: [[(c) => `A veces todavía discuten. Todo el mundo discute. Pero ahora, antes de que nadie agarre nada, uno dice: «¿Por turnos?», y el otro dice: «Por turnos», y se dan la mano como los mayores.`]] },

  'tr.open': { m: [
    [(c) => `${c.N} estaba jugando a la pelota dentro de casa.`, (c) => `${c.N} sabía que la pelota era para jugar fuera.`, (c) => `${c.N} botaba la pelota, cada vez más alto.`],
    [(c) => `¡Bota, bota, bota!`, (c) => `Solo un lanzamiento más, pensó.`, (c) => `La pelota cruzó volando la habitación.`],
  ] },
  'tr.break': { m: [
    [(c) => `¡Crac! ${c.N} rompió ${c.broken}.`, (c) => `La pelota golpeó ${c.broken.replace(/^el /, 'el ')}, y se cayó. ¡Cataplán!`, (c) => `Oh, no: ${c.broken} estaba roto.`],
    [(c) => `Era el favorito ${c.g.de}.`, (c) => `Los trozos estaban en el suelo.`, (c) => `${c.N} se quedó muy quiet${o(c)}.`],
  ] },
  'tr.hide': { m: [
    [(c) => `${c.N} escondió los trozos detrás de un cojín.`, (c) => `${c.N} empujó los trozos debajo del sofá.`, (c) => `Rápidamente, ${c.n} escondió los trozos rotos.`],
    [(c) => `Nadie se enterará, pensó.`, (c) => `El corazón le latía deprisa.`, (c) => `No quería meterse en un lío.`],
  ] },
  'tr.twist': { m: [
    [(c) => `«¿Sabes qué le ha pasado al jarrón azul?», preguntó ${c.g.n}.`, (c) => `${c.g.N} buscó el jarrón azul por todas partes.`],
    [(c) => `«Ha sido el viento», dijo ${c.n}. Eso era una mentirijilla.`, (c) => `${c.N} dijo: «No lo sé». Era una mentira.`],
  ], l: [[(c) => `La mentirijilla se le quedó en la barriga como una piedra fría. Durante la cena pesaba cada vez más, y no pudo comerse el postre.`, (c) => `${c.g.N} parecía triste y confundid${c.g.f ? 'a' : 'o'}, y eso hizo que ${c.n} se sintiera aún peor. Una mentira pequeña se había convertido en un secreto grande y pesado.`]] },
  'tr.heavy': { m: [
    [(c) => `${c.N} sentía un peso por dentro.`, (c) => `${c.N} no podía dejar de pensar en ello.`, (c) => `Guardar el secreto era horrible.`],
    [(c) => `No tenía ganas de jugar.`, (c) => `La verdad escondida era como una piedra en la barriga.`, (c) => `Ojalá pudiera deshacerlo.`],
  ] },
  'tr.tell': { m: [
    [(c) => `Al final, ${c.n} fue a buscar ${c.g.al}.`, (c) => `${c.N} respiró hondo y dijo la verdad.`, (c) => `«Lo he roto yo», dijo ${c.n}. «Lo siento».`],
    [(c) => `«Fui yo. Estaba jugando a la pelota dentro. Lo siento».`, (c) => `Le enseñó los trozos ${c.g.al}.`, (c) => `Decir la verdad era difícil, pero lo hizo.`],
  ], l: [[(c) => `Su voz sonaba bajita, pero las palabras salieron: «No fue el viento. Fue mi pelota. Escondí los trozos porque tenía miedo de que te enfadaras».`, (c) => `«Cometí un error», dijo, «y luego cometí otro al decir una mentira. Lo siento por los dos».`]] },
  'tr.glad': { m: [
    [(c) => `${c.g.N} le dio ${c.al} un abrazo enorme.`, (c) => `«Gracias por decirme la verdad», dijo ${c.g.n}.`, (c) => `«Todo el mundo comete errores», dijo ${c.g.n}.`],
    [(c) => `«Ser sincero es ser valiente».`, (c) => `El peso de dentro había desaparecido.`, (c) => `«Estoy orgullos${c.g.f ? 'a' : 'o'} de ti por ser sincer${o(c)}».`],
  ] },
  'tr.end': { m: [
    [(c) => `Juntos, pegaron los trozos del jarrón azul.`, (c) => `Ahora ${c.n} juega a la pelota fuera.`, (c) => `${c.N} volvió a sentirse liger${o(c)} y feliz.`],
    [(c) => `Tenía una grieta, pero seguía siendo precioso.`, (c) => `Decir la verdad lo arregló todo.`, (c) => `La sinceridad es el mejor camino.`],
  ] },

  'two.open': { m: [
    [(c) => `${c.N} tiene dos casas: la casa de mamá y la casa de papá.`, (c) => `Ahora ${c.n} vive en dos casas.`, (c) => `Está la casa de mamá, y está la casa de papá, y ${c.n} vive en las dos.`],
    [(c) => `Tiene una cama en cada casa.`, (c) => `En cada casa hay un cepillo de dientes solo para ${c.el}.`, (c) => `Dos casas, y ${c.f ? 'una sola' : 'un solo'} ${c.h2}.`],
  ] },
  'two.why': { m: [
    [(c) => `Mamá y papá decidieron vivir en casas distintas.`, (c) => `«Ya no vamos a vivir juntos», dijeron mamá y papá.`, (c) => `Mamá y papá se sentaron con ${c.n} para explicárselo.`],
    [(c) => `«No es culpa tuya», le dijeron. «Los dos te queremos, siempre».`, (c) => `«A veces los mayores viven separados. Nuestro amor por ti sigue igual».`, (c) => `${c.N} se sentía triste y confundid${o(c)}.`],
  ], l: [[(c) => `«¿He hecho algo mal?», preguntó ${c.n}. «Nunca», dijo papá. «Es una decisión de mayores», dijo mamá. «Y los dos seremos siempre tu mamá y tu papá».`, (c) => `${c.N} tenía muchas preguntas. ¿Dónde vivirán mis juguetes? ¿Quién me leerá el cuento? Mamá y papá contestaron a todas.`]] },
  'two.mum': { m: [
    [(c) => `En casa de mamá, los sábados hacen tortitas.`, (c) => `En casa de mamá, ${c.n} tiene un cuarto azul.`, (c) => `En casa de mamá, hay un gato en la casa de al lado.`],
    [(c) => `Mamá lee los cuentos con voces graciosas.`, (c) => `${c.N} riega las plantas con mamá.`, (c) => `Mamá da los mejores abrazos de buenas noches.`],
  ] },
  'two.dad': { m: [
    [(c) => `En casa de papá, hay un jardín con columpio.`, (c) => `En casa de papá, ${c.n} tiene una litera.`, (c) => `En casa de papá, construyen cosas.`],
    [(c) => `Papá hace los mejores espaguetis.`, (c) => `Juegan al fútbol en el parque.`, (c) => `Papá canta en el coche.`],
  ] },
  'two.twist': { m: [
    [(c) => `Una noche, ${c.n} se dejó el peluche en la otra casa.`, (c) => `Una tarde, en casa de papá, ${c.n} echaba muchísimo de menos a mamá.`],
    [(c) => `Lloró y no podía dormir.`, (c) => `Sin el peluche, la casa no parecía la misma.`],
  ], l: [[(c) => `Papá llamó a mamá, y mamá acercó el peluche a la pantalla y le hizo decir adiós con la patita. «El peluche te da las buenas noches», dijo mamá. ${c.N} se rio y se secó los ojos.`, (c) => `«Está bien echar de menos a mamá aquí, y a mí allí», dijo papá. «Echar de menos a alguien significa que lo quieres». Llamaron a mamá para darle las buenas noches.`]] },
  'two.bag': { m: [
    [(c) => `${c.N} tiene una mochila especial que va a las dos casas.`, (c) => `En la nevera de las dos casas hay un calendario.`, (c) => `${c.N} prepara su mochila cada semana.`],
    [(c) => `El peluche siempre viaja en la mochila.`, (c) => `Muestra qué días son de mamá y qué días son de papá.`, (c) => `Los fines de semana, en casa de papá; los días de cole, en casa de mamá.`],
  ] },
  'two.love': { m: [
    [(c) => `Mamá quiere ${c.al}. Papá quiere ${c.al}.`, (c) => `${c.Al} le quieren en las dos casas.`, (c) => `En las dos casas hay abrazos para ${c.n}.`],
    [(c) => `Dos casas, dos abrazos, muchísimo amor.`, (c) => `El amor va con ${c.el} a todas partes.`, (c) => `Eso no cambia nunca.`],
  ] },
  'two.end': { m: [
    [(c) => `Ahora ${c.n} lo sabe: dos casas pueden ser las dos su hogar.`, (c) => `${c.N} sonríe en casa de mamá y en casa de papá.`, (c) => `Dos casas, un solo corazón.`],
    [(c) => `Y en las dos casas le quieren, todos los días.`, (c) => `Duerma donde duerma, siempre le quieren.`, (c) => `El hogar está donde está el amor, y hay amor en ambas casas.`],
  ] },
};
