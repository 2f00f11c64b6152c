// Spanish beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

const baby = (c: Es) => (c.kin && c.kin.named ? c.kin.n : 'el bebé');
const school = (c: Es) => (c.place === 'la guardería' ? 'la guardería' : 'la escuela');
// Grief books may have "los niños" as their hero: verbs agree through v.
const gt = (c: Es) => (c.goneThing === 'dog' ? 'perro' : c.goneThing === 'cat' ? 'gato' : c.goneWord);

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.Al} le encantaba ser la única personita pequeña de la casa.`, (c) => `${c.N} tenía una cama grande, una caja enorme de juguetes y muchos abrazos.`, (c) => `En casa, ${c.n} tenía toda la atención ${c.g.de}.`],
    [(c) => `No se imaginaba que algo muy grande estaba a punto de cambiar.`, (c) => `Cada noche, ${c.g.n} le leía dos cuentos, y a veces tres.`, (c) => `La vida era tranquila y acogedora, justo como le gustaba.`],
  ], l: [[(c) => `«Solo nosotros», decía, acurrucándose. Todavía no sabía cuánto iba a cambiar aquello.`, (c) => `Le gustaba saber dónde estaba cada cosa: el vaso rojo, la manta azul, su rincón del sofá.`]] },
  'sib.news': { m: [
    [(c) => `«Viene un bebé», dijo ${c.g.n}. «Pronto serás ${c.f ? 'la' : 'el'} ${c.big}».`, (c) => `Un día, ${c.g.n} dijo: «Está creciendo un bebé, y vas a tener ${c.sib === 'hermanita' ? 'una hermanita' : c.sib === 'hermanito' ? 'un hermanito' : 'un hermanito o una hermanita'}».`, (c) => `${c.g.N} puso la mano ${c.de} sobre una barriga redonda. «Aquí dentro hay un bebé», dijo.`],
    [(c) => `${c.N} sintió una patadita en la barriga. «Hola, bebé», susurró.`, (c) => `${c.N} no sabía si sentirse feliz o preocupad${c.f ? 'a' : 'o'}.`, (c) => `${c.N} pensó en ello todo el día.`],
  ], s: [[(c) => `¡Viene un bebé nuevo! ${c.N} va a ser ${c.f ? 'la' : 'el'} ${c.big}.`, (c) => `Hay un bebé en la barriga ${c.g.de}.`, (c) => `Pronto llegará ${c.sib === 'hermanita' ? 'una hermanita' : c.sib === 'hermanito' ? 'un hermanito' : 'un bebé nuevo'}.`]],
  l: [[(c) => `«¿Le caeré bien al bebé?», preguntó. «El bebé te va a querer muchísimo», dijo ${c.g.n}. «Los bebés adoran a sus hermanos mayores».`, (c) => `«¿Cuándo llega?», preguntaba cada mañana. «Cuando caigan las hojas de los árboles», decía ${c.g.n}.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} ayudó a preparar la cuna del bebé.`, (c) => `Juntos doblaron calcetines diminutos y camisetas diminutas.`, (c) => `${c.N} eligió un peluche viejo para regalárselo al bebé.`],
    [(c) => `¡Todo lo del bebé era tan pequeño!`, (c) => `Puso un conejito suave en la cuna, por si acaso.`, (c) => `Practicó cómo sostener una muñeca con mucho cuidado.`],
  ], l: [[(c) => `«¿Yo fui así de pequeñ${c.f ? 'a' : 'o'}?», preguntó, levantando un calcetín no más grande que su pulgar. «Más pequeñ${c.f ? 'a' : 'o'} todavía», se rio ${c.g.n}.`, (c) => `Dibujó a toda la familia, con un bebé diminuto en el medio, y pegó el dibujo encima de la cuna.`]] },
  'sib.worry': { m: [
    [(c) => `Por la noche, ${c.al} le entró una preocupación.`, (c) => `Pero un día, ${c.n} sintió algo raro por dentro.`, (c) => `${c.N} se sentó en la escalera, pensando mucho.`],
    [(c) => `«¿Me seguirás queriendo cuando llegue el bebé?», preguntó.`, (c) => `¿Y si ya no quedaba sitio para ${c.el}?`, (c) => `¿Y si todos querían más al bebé?`],
  ], l: [[(c) => `${c.g.N} se sentó a su lado. «El amor no es como una tarta», dijo. «Cuando llega un bebé, no se corta en trozos más pequeños. Simplemente se hace más grande».`, (c) => `${c.g.N} ${c.lo} abrazó fuerte. «Nadie podrá ocupar nunca tu lugar», dijo. «Solo hay ${c.f ? 'una' : 'un'} como tú».`]] },
  'sib.arrive': { m: [
    [(c) => `Entonces nació ${c.sib === 'hermanita' ? 'la hermanita' : c.sib === 'hermanito' ? 'el hermanito' : 'el bebé'}.`, (c) => `Una mañana, el bebé nuevo llegó a casa.`, (c) => `Por fin, ${c.n} conoció ${c.kin?.named ? c.kin.al : 'al bebé'}.`],
    [(c) => `El bebé era diminuto, con deditos diminutos y una nariz diminuta.`, (c) => `${baby(c) === 'el bebé' ? 'El bebé' : baby(c)} abrió dos ojitos dormidos y bostezó.`, (c) => `El bebé olía a leche y a mantitas calentitas.`],
  ], l: [[(c) => `«Saluda a tu ${c.sib === 'hermanito o hermanita' ? 'bebé' : c.sib}», dijo ${c.g.n}. ${c.N} le tocó la manita al bebé, y un dedito diminuto se enroscó alrededor del suyo.`, (c) => `${c.N} se quedó mirando mucho rato. «Es tan pequeño», susurró. «Y es nuestro».`]] },
  'sib.twist': { m: [
    [(c) => `Pero los bebés lloran mucho, y ${baby(c)} lloró toda la tarde.`, (c) => `Todos estaban ocupados con el bebé, y nadie miraba ${c.al}.`],
    [(c) => `${c.N} subió a su cuarto dando pisotones y cerró la puerta.`, (c) => `${c.N} se sintió apartad${c.f ? 'a' : 'o'} y un poco enfadad${c.f ? 'a' : 'o'}.`],
  ], l: [[(c) => `«Ya nadie se acuerda de mí», le dijo a su peluche. Entonces se abrió la puerta, y entró ${c.g.n} con dos galletas y una gran sonrisa.`, (c) => `«Sé que es difícil», dijo ${c.g.n}, sentándose en la cama. «El bebé necesita mucha ayuda. Y tú también, a veces. Eso está permitido».`]] },
  'sib.help': { m: [
    [(c) => `${c.N} trajo un pañal limpio.`, (c) => `${c.N} cantó una canción, y el bebé dejó de llorar.`, (c) => `${c.N} empujó el cochecito por el parque.`],
    [(c) => `«¡Qué gran ayudante eres!», dijo ${c.g.n}.`, (c) => `El bebé miró ${c.al} y sonrió sin dientes.`, (c) => `Ser ${c.f ? 'la' : 'el'} ${c.big} era un trabajo importante.`],
  ], l: [[(c) => `Le enseñó al bebé sus juguetes favoritos, uno a uno. «Esto es un camión. Esto es una pelota. Podrás jugar con ellos cuando seas mayor».`, (c) => `El bebé aún no sabía hablar, pero ${c.n} estaba segur${c.f ? 'a' : 'o'} de que le escuchaba.`]] },
  'sib.love': { m: [
    [(c) => `A la hora de dormir, ${c.g.n} le dio ${c.al} el abrazo más grande.`, (c) => `${c.g.N} y ${c.n} leyeron un cuento, solos los dos.`, (c) => `${c.g.N} susurró: «Te quiero exactamente igual que antes».`],
    [(c) => `Había amor de sobra para todos.`, (c) => `El amor se había hecho más grande, tal como había dicho ${c.g.n}.`, (c) => `${c.N} sintió un calorcito desde la cabeza hasta los pies.`],
  ] },
  'sib.end': { m: [
    [(c) => `Ahora ${c.n} es ${c.f ? 'la' : 'el'} ${c.big}, y el bebé es su personita favorita.`, (c) => `${c.N} le da la mano al bebé y sonríe.`, (c) => `${c.N} y el bebé, uno al lado del otro.`],
    [(c) => `La familia creció, y el amor también.`, (c) => `«Yo soy ${c.f ? 'la mayor' : 'el mayor'}», dice con orgullo.`, (c) => `Algún día jugarán juntos.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.Al} le encantaba su cuarto, el de la ventana torcida.`, (c) => `${c.N} conocía cada rincón de su casa.`, (c) => `${c.N} tenía los mejores amigos de toda la calle.`],
    [(c) => `Sabía qué escalón crujía y por dónde entraba el sol.`, (c) => `Era su hogar, y lo quería mucho.`, (c) => `Todas las tardes, después de clase, jugaba con los vecinos.`],
  ] },
  'mov.news': { m: [
    [(c) => `Un día, ${c.g.n} dijo: «Vamos a mudarnos a una casa nueva».`, (c) => `«Nos mudamos a otra casa», dijo ${c.g.n} con dulzura.`, (c) => `Había una gran noticia: la familia se iba a mudar${c.place ? ` a ${c.place}` : ' muy lejos'}.`],
    [(c) => `${c.N} no quería dejar a sus amigos.`, (c) => `${c.N} se sintió triste y un poco enfadad${c.f ? 'a' : 'o'}.`, (c) => `«Pero a mí me gusta vivir aquí», dijo ${c.n}, y le tembló el labio.`],
  ], l: [[(c) => `«¿Mis amigos se olvidarán de mí?», preguntó. «Los amigos de verdad no olvidan», dijo ${c.g.n}. «Podrás llamarlos y escribirles cartas».`, (c) => `«¿Por qué tenemos que irnos?», preguntó. ${c.g.N} le habló del trabajo nuevo y de la casa nueva, y le tuvo de la mano todo el rato.`]] },
  'mov.pack': { m: [
    [(c) => `Pronto la casa se llenó de cajas.`, (c) => `${c.N} guardó sus juguetes en una caja de cartón grande.`, (c) => `Envolvieron las tazas en papel y llenaron una caja tras otra.`],
    [(c) => `Escribió su nombre en ella con letras enormes.`, (c) => `Su peluche favorito se quedó fuera, para viajar con ${c.el}.`, (c) => `Las habitaciones empezaron a hacer eco.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} se despidió de su antigua habitación.`, (c) => `El último día, ${c.n} dijo adiós a sus amigos.`, (c) => `${c.N} dijo adiós con la mano a la vieja casa.`],
    [(c) => `«Te echaré de menos», susurró a las paredes vacías.`, (c) => `Sus amigos le dieron una tarjeta con todos sus nombres.`, (c) => `Irse era difícil, y no pasaba nada por sentirlo.`],
  ], l: [[(c) => `Su mejor amiga le regaló una piedra brillante. «Para que te acuerdes de mí», le dijo. ${c.N} se la guardó en el bolsillo y la apretó fuerte.`, (c) => `${c.N} miró por última vez el jardín y el viejo columpio. Se le hizo un nudo en la garganta, y ${c.g.n} le apretó la mano.`]] },
  'mov.road': { m: [
    [(c) => `El gran camión de la mudanza arrancó, y la familia fue detrás.`, (c) => `Viajaron durante mucho, mucho tiempo.`, (c) => `${c.N} miraba pasar los campos y los pueblos.`],
    [(c) => `${c.N} llevaba su peluche y la llave nueva y brillante.`, (c) => `«¿Falta mucho?», preguntaba una y otra vez.`, (c) => `Todo lo que se veía por la ventana era nuevo.`],
  ] },
  'mov.new': { m: [
    [(c) => `La casa nueva era grande y estaba vacía.`, (c) => `La casa nueva olía a pintura.`, (c) => `En la casa nueva, nada estaba en su sitio.`],
    [(c) => `${c.N} no sabía qué escalón crujía.`, (c) => `Sus pasos resonaban en la habitación vacía.`, (c) => `Ya echaba de menos la vieja casa.`],
  ], l: [[(c) => `«No parece mi casa», dijo. «Todavía no», dijo ${c.g.n}. «Una casa se convierte en hogar cuando la llenamos de nosotros».`, (c) => `Esa noche no podía dormir. Las sombras eran distintas y la calle sonaba extraña.`]] },
  'mov.twist': { m: [
    [(c) => `Entonces ${c.n} no encontraba su peluche por ninguna parte.`, (c) => `La caja con sus cosas favoritas había desaparecido.`],
    [(c) => `Buscaron en todas las cajas de la casa nueva.`, (c) => `Miró debajo de cada caja, y se le saltaron las lágrimas.`],
  ], l: [[(c) => `Al final, ${c.g.n} lo encontró en una caja que decía «Cocina». «El peluche quería ver la cocina nueva primero», dijo ${c.g.n}, y ${c.n} se rio entre lágrimas.`, (c) => `Estaba en la última caja, aplastado pero a salvo. ${c.N} lo abrazó fuerte y se sintió un poquito más en casa.`]] },
  'mov.find': { m: [
    [(c) => `Al día siguiente, ${c.n} encontró un árbol enorme en el jardín nuevo.`, (c) => `Una niña vecina saludó por encima de la valla.`, (c) => `Al final de la calle nueva había un parque.`],
    [(c) => `«¡Hola! ¿Quieres jugar?», preguntó la niña.`, (c) => `A lo mejor el sitio nuevo también podía ser bonito.`, (c) => `${c.N} sonrió por primera vez desde la mudanza.`],
  ] },
  'mov.end': { m: [
    [(c) => `Con sus cosas alrededor, el cuarto nuevo ya parecía suyo.`, (c) => `Ahora la casa nueva es su hogar.`, (c) => `${c.N} todavía extraña la vieja casa a veces, y no pasa nada.`],
    [(c) => `El hogar está donde la familia está unida.`, (c) => `Se quedó dormid${c.f ? 'a' : 'o'} con la piedra brillante bajo la almohada.`, (c) => `Mañana escribirá a sus viejos amigos para contarles cómo es la casa nueva.`],
  ] },

  'day.open': { m: [
    [(c) => `Mañana es su primer día en ${school(c)}.`, (c) => `${c.N} tiene una mochila nueva y zapatos nuevos.`, (c) => `${c.N} dejó su mochila nueva junto a la puerta.`],
    [(c) => `${c.N} guardó algo de beber y un tentempié.`, (c) => `«¿Cómo será ${school(c)}?», se preguntó.`, (c) => `Revisó la mochila tres veces.`],
  ] },
  'day.worry': { m: [
    [(c) => `Por la mañana, ${c.n} sentía mariposas en la barriga.`, (c) => `De camino a ${school(c)}, ${c.n} apretaba fuerte la mano ${c.g.de}.`, (c) => `${c.N} no quería ir a ${school(c)}.`],
    [(c) => `«¿Y si no conozco a nadie?», preguntó.`, (c) => `«Te voy a echar de menos», dijo.`, (c) => `«Es normal estar nervios${c.f ? 'a' : 'o'}», dijo ${c.g.n}.`],
  ], l: [[(c) => `«Todo el mundo se siente un poco raro el primer día», dijo ${c.g.n}. «Hasta la maestra, hace mucho tiempo».`, (c) => `${c.g.N} le dibujó un corazón diminuto en la mano. «Si me echas de menos, apriétalo y yo lo sentiré», dijo.`]] },
  'day.door': { m: [
    [(c) => `En la puerta de la clase, llegó la hora de decir adiós.`, (c) => `${c.g.N} le dio un gran abrazo en la puerta.`, (c) => `${c.N} dijo adiós con la mano desde la puerta.`],
    [(c) => `«Vendré a recogerte después de comer», dijo ${c.g.n}.`, (c) => `«Yo siempre vuelvo», dijo ${c.g.n}.`, (c) => `«Hasta luego», dijo ${c.g.n}, y se despidió con la mano.`],
  ], l: [[(c) => `${c.N} se agarró un poquito más que de costumbre. Luego respiró hondo y soltó la mano, dedo a dedo.`, (c) => `Por un momento quiso correr detrás ${c.g.de}. Pero entonces vio una caja de bloques de colores, y sus pies se quedaron.`]] },
  'day.teacher': { m: [
    [(c) => `La maestra tenía una sonrisa amable.`, (c) => `«¡Bienvenid${c.f ? 'a' : 'o'}!», dijo la maestra. «Nos alegra que estés aquí».`, (c) => `La maestra le enseñó ${c.al} un perchero con su propia foto.`],
    [(c) => `Había pinturas, bloques y un rincón de lectura.`, (c) => `${c.N} colgó su abrigo.`, (c) => `La clase era luminosa y estaba llena de juguetes.`],
  ] },
  'day.twist': { m: [
    [(c) => `Después de comer, ${c.n} se perdió en el largo pasillo.`, (c) => `En la comida, ${c.n} derramó el zumo por toda la mesa.`],
    [(c) => `Se le llenaron los ojos de lágrimas.`, (c) => `Por un momento, todo parecía demasiado grande.`],
  ], l: [[(c) => `Entonces una compañera le dio la mano. «Yo también me perdí mi primer día», dijo. «Ven, yo sé el camino».`, (c) => `«Uy», dijo la maestra con cariño, y trajo un trapo. «A todo el mundo se le caen cosas. Hasta a mí».`]] },
  'day.play': { m: [
    [(c) => `Un compañero le preguntó: «¿Quieres hacer una torre?».`, (c) => `${c.N} se sentó junto a una compañera y pintó un sol.`, (c) => `En el recreo, una compañera compartió la gran pelota roja.`],
    [(c) => `Jugaron juntos hasta la hora del cuento.`, (c) => `${c.N} se rio a carcajadas.`, (c) => `Pronto, ${c.n} se olvidó de los nervios.`],
  ], l: [[(c) => `«¿Cómo te llamas?», le preguntó el compañero. ${c.N} lo dijo con voz bajita, y luego con voz más fuerte.`, (c) => `Hicieron la torre tan alta que se tambaleó y se cayó, y los dos se rieron tanto que la maestra también se rio.`]] },
  'day.miss': { m: [
    [(c) => `Una vez, ${c.n} echó mucho de menos su casa.`, (c) => `En el rato de calma, ${c.n} pensó en ${c.g.n}.`, (c) => `Por un momento, ${c.n} se sintió un poco triste.`],
    [(c) => `Miró el corazón de su mano y se sintió mejor.`, (c) => `La maestra leyó un cuento divertido, y se sintió mejor.`, (c) => `Se acordó: «Yo siempre vuelvo».`],
  ] },
  'day.end': { m: [
    [(c) => `Cuando se abrió la puerta, ¡allí estaba ${c.g.n}!`, (c) => `A la hora de salir, ${c.g.n} vino a recoger${c.lo}.`, (c) => `${c.N} corrió hacia ${c.g.n} a la hora de la recogida.`],
    [(c) => `«Mañana quiero volver», dijo ${c.n}.`, (c) => `«He hecho ${c.f ? 'una amiga' : 'un amigo'}», dijo con orgullo.`, (c) => `Su primer día había terminado, y había sido un buen día.`],
  ] },

  'pet.open': { m: [
    [(c) => `${c.gone!.N} era ${c.gone!.f ? 'la' : 'el'} ${gt(c)} de la familia, suave, graciosa y buena.`.replace('graciosa y buena', c.gone!.f ? 'graciosa y buena' : 'gracioso y bueno').replace('suave, ', 'suave, '), (c) => `${c.N} y ${c.gone!.n} habían pasado mucho tiempo juntos.`, (c) => `En casa, todos querían mucho ${c.gone!.al}.`, (c) => `${c.gone!.N} era ${c.gone!.f ? 'la mejor' : 'el mejor'} ${gt(c)} de toda la calle.`, (c) => `${c.N} ${c.v('conocía', 'conocían')} ${c.gone!.al} desde siempre.`],
    [(c) => `${c.gone!.Al} le gustaban ${c.goneThing === 'dog' ? 'los paseos largos' : 'las siestas largas'} y los rincones calentitos al sol.`, (c) => `En la nevera había una foto ${c.gone!.de}.`, (c) => c.goneThing === 'dog' && `${c.gone!.N} siempre venía corriendo cuando alguien llegaba a casa.`, (c) => c.goneThing === 'cat' && `${c.gone!.N} se acurrucaba en todos los regazos calentitos de la casa.`, (c) => `${c.gone!.N} tenía un sitio favorito junto a la ventana.`, (c) => `${c.gone!.N} roncaba un poquito al dormir.`],
  ], l: [[(c) => `${c.gone!.N} tenía la costumbre de apoyar la cabeza en tu rodilla cuando estabas triste, como diciendo: «Aquí estoy».`, (c) => `Cada mañana, ${c.gone!.n} esperaba junto a la puerta, feliz solo de ver a todos.`]] },
  'pet.news': { m: [
    [(c) => `Pero ${c.gone!.n} se hizo muy mayor y se puso muy enfermo, y entonces murió.`.replace('enfermo', c.gone!.f ? 'enferma' : 'enfermo'), (c) => `Un día, ${c.g.n} dijo en voz baja que ${c.gone!.n} había muerto.`, (c) => `La semana pasada, ${c.gone!.n} murió.`, (c) => `Entonces llegó un día muy triste: ${c.gone!.n} murió.`, (c) => `${c.g.N} reunió a todos y les dijo que ${c.gone!.n} había muerto mientras dormía.`],
    [(c) => `${c.gone!.N} no va a volver.`, (c) => `Morir significa que el cuerpo deja de funcionar. Ya no le duele nada.`, (c) => `${c.N} ${c.v('lloró', 'lloraron')}, y ${c.g.n} ${c.lo} abrazó fuerte.`.replace(' abrazó', c.v(' abrazó', ' abrazó')), (c) => `Toda la casa se quedó en silencio, y nadie sabía qué decir.`, (c) => `Todos estaban muy tristes, y nadie fingía lo contrario.`],
  ], l: [[(c) => `«¿Fue culpa ${c.v('mía', 'nuestra')}?», ${c.v('preguntó', 'preguntaron')} ${c.n}. «No», dijo ${c.g.n}. «Nadie podía evitarlo. ${c.gone!.N} era ${c.gone!.f ? 'mayor' : 'mayor'}, y su cuerpo estaba muy cansado».`, (c) => `«${c.gone!.f ? 'Muerta' : 'Muerto'} quiere decir que ${c.gone!.n} ya no puede comer, ni jugar, ni sentir dolor», dijo ${c.g.n} con dulzura. «Es triste, y está bien estar triste».`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} se ${c.v('sentía', 'sentían')} ${c.v('triste', 'tristes')}, y a veces ${c.x('enfadad')}.`, (c) => `La casa estaba muy silenciosa.`, (c) => `${c.N} no ${c.v('tenía', 'tenían')} ganas de jugar.`, (c) => `El cuenco ${c.gone!.de} seguía vacío en el rincón.`, (c) => `Ya nadie esperaba junto a la puerta.`],
    [(c) => `Todos los sentimientos están permitidos.`, (c) => `${c.g.N} también estaba triste, y se sentaron juntos.`, (c) => `A veces, un abrazo ayuda.`, (c) => `Llorar es una de las maneras en que sale el cariño.`, (c) => `${c.N} ${c.v('dejó', 'dejaron')} salir las lágrimas.`],
  ], l: [[(c) => `A ratos, ${c.n} se ${c.v('olvidaba', 'olvidaban')} y se ${c.v('sentía', 'sentían')} casi normal, y luego se ${c.v('acordaba', 'acordaban')}, y la tristeza volvía de golpe. ${c.g.N} dijo que la pena llega en olas, como el mar, y que cada ola es un poquito más pequeña.`]] },
  'pet.ask': { m: [
    [(c) => `«¿Dónde está ${c.gone!.n} ahora?», ${c.v('preguntó', 'preguntaron')} ${c.n}.`, (c) => `${c.N} ${c.v('tenía', 'tenían')} muchas preguntas.`, (c) => `«¿Va a volver ${c.gone!.n}?», ${c.v('preguntó', 'preguntaron')} ${c.n}.`, (c) => `«¿${c.gone!.N} tiene frío?», ${c.v('preguntó', 'preguntaron')} ${c.n}.`],
    [(c) => `«${c.gone!.N} ya no está aquí, pero podemos guardar${c.gone!.f ? 'la' : 'lo'} en el corazón», dijo ${c.g.n}.`, (c) => `${c.g.N} respondió a cada pregunta con cariño.`, (c) => `«Siempre nos acordaremos», dijo ${c.g.n}.`, (c) => `«${c.gone!.N} ya no puede sentir frío, ni hambre, ni dolor», dijo ${c.g.n}.`],
  ], l: [[(c) => `«¿Sabía cuánto ${c.gone!.f ? 'la' : 'lo'} queríamos?», ${c.v('preguntó', 'preguntaron')} ${c.n}. «Cada día», dijo ${c.g.n}. «Los animales notan el cariño por cómo los tratamos, y nosotros ${c.gone!.f ? 'la' : 'lo'} tratábamos como a uno más de la familia».`]] },
  'pet.twist': { m: [
    [(c) => `Una mañana, ${c.n} ${c.v('vio', 'vieron')} la camita vacía junto a la puerta.`, (c) => `${c.N} ${c.v('encontró', 'encontraron')} la vieja pelota ${c.gone!.de} debajo del sofá.`],
    [(c) => `La tristeza volvió, grande y pesada.`, (c) => `${c.N} ${c.v('la abrazó', 'la abrazaron')} y ${c.v('lloró', 'lloraron')} mucho rato.`],
  ], l: [[(c) => `«¿Siempre va a doler tanto?», ${c.v('preguntó', 'preguntaron')} ${c.n}. «Dolerá menos, poco a poco», dijo ${c.g.n}. «Pero no l${c.gone!.f ? 'a' : 'o'} olvidaremos».`, (c) => `${c.g.N} no dijo «no llores». Se sentó en el suelo y abrazó ${c.al} hasta que se acabaron las lágrimas.`]] },
  'pet.remember': { m: [
    [(c) => `Esa tarde, miraron fotos ${c.gone!.de}.`, (c) => `La familia contó historias ${c.gone!.de}.`, (c) => c.goneThing === 'dog' && `Recordaron el día en que ${c.gone!.n} se tiró al estanque.`, (c) => c.goneThing === 'cat' && `Recordaron el día en que ${c.gone!.n} se quedó atrapado en el tejado del cobertizo.`, (c) => `Cada uno compartió su recuerdo favorito ${c.gone!.de}.`],
    [(c) => `Se rieron y lloraron a la vez.`, (c) => `${c.N} ${c.v('recordó', 'recordaron')} lo suave que era ${c.gone!.n}.`, (c) => `Recordar era triste y cálido a la vez.`, (c) => `Algunos recuerdos les daban risa, y otros los dejaban en silencio.`],
  ], l: [[(c) => `«¿Os acordáis de cuando ${c.gone!.n} robó las salchichas?», dijo ${c.g.n}. Todos se rieron, y fue raro reírse, y también bonito.`, (c) => `Había fotos ${c.gone!.de} de cuando era un cachorrito diminuto, y fotos de paseos largos y tardes de siesta.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} ${c.v('hizo', 'hicieron')} una caja de recuerdos para ${c.gone!.n}.`, (c) => `${c.N} ${c.v('dibujó', 'dibujaron')} ${c.gone!.al}.`, (c) => `Guardaron el viejo collar en una caja especial.`, (c) => `${c.N} le ${c.v('escribió', 'escribieron')} una carta ${c.gone!.al}.`],
    [(c) => `Dentro pusieron una foto, un dibujo y el juguete favorito ${c.gone!.de}.`, (c) => `En el dibujo, ${c.gone!.n} corría por la hierba.`, (c) => `Dejaron la caja en una estantería donde todos pudieran verla.`, (c) => `Decía: gracias por ser parte de nuestra familia.`],
  ], l: [[(c) => `Hacer la caja les llevó toda una tarde. Encontraron fotos, un mechón de pelo del viejo cepillo y la chapa con su nombre. Cada cosa tenía una historia, y las contaron todas.`]] },
  'pet.end': { m: [
    [(c) => `En el jardín, plantaron una flor para ${c.gone!.n}.`, (c) => `Plantaron un arbolito en el jardín para ${c.gone!.n}.`, (c) => `Donde ${c.gone!.al} le gustaba tumbarse al sol, plantaron flores amarillas.`],
    [(c) => `«Siempre te recordaremos», ${c.v('susurró', 'susurraron')} ${c.n}.`, (c) => `Cuando ${c.n} ${c.v('extraña', 'extrañan')} ${c.gone!.al}, ${c.v('mira', 'miran')} su foto y ${c.v('sonríe', 'sonríen')}.`, (c) => `El cariño se queda, aunque alguien ya no esté.`, (c) => `${c.gone!.N} siempre será parte de la familia.`],
  ], l: [[(c) => `La tristeza no desapareció, pero cambió. Se volvió más suave, más parecida a echar de menos que a doler. Y cada vez que veían un ${gt(c)} en el parque, sonreían y pensaban en ${c.gone!.n}.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} ${c.v('quería', 'querían')} muchísimo ${c.gone!.al}.`, (c) => `${c.gone!.N} sabía los mejores cuentos y las canciones más tontas.`, (c) => `En la estantería había una foto ${c.gone!.de}.`],
    [(c) => `Solían salir a pasear juntos.`, (c) => `${c.gone!.N} siempre tenía un abrazo preparado.`, (c) => `${c.gone!.N} olía a caramelos de menta y a tierra del jardín.`],
  ], l: [[(c) => `${c.gone!.N} sabía silbar como un mirlo y hacer desaparecer una moneda detrás de tu oreja. Nadie más sabía hacerlo.`, (c) => `Los domingos se sentaban en el jardín, y ${c.gone!.n} decía el nombre de cada pájaro que llegaba.`]] },
  'gp.news': { m: [
    [(c) => `${c.gone!.N} llevaba mucho tiempo enferm${c.gone!.f ? 'a' : 'o'}, y al final murió.`, (c) => `${c.g.N} volvió del hospital con los ojos rojos y dijo que ${c.gone!.n} había muerto.`, (c) => `En primavera, ${c.gone!.n} murió.`],
    [(c) => `${c.gone!.N} no va a volver, por mucho que lo deseemos.`, (c) => `Cuando alguien muere, su cuerpo deja de funcionar y ya no siente ningún dolor.`, (c) => `Llegaron las lágrimas, y ${c.g.n} envolvió ${c.al} en un abrazo.`],
  ], l: [[(c) => `«¿Y ahora dónde está ${c.gone!.n}?», ${c.v('quiso', 'quisieron')} saber ${c.n}. «No está en ningún sitio al que podamos ir de visita», dijo ${c.g.n}. «Pero sigue en cada historia que contamos».`, (c) => `«${c.gone!.f ? 'Muerta' : 'Muerto'} quiere decir que ${c.gone!.n} no puede volver, aunque lo deseemos con todas nuestras fuerzas», dijo ${c.g.n}. «Es muy triste. Podemos estar tristes juntos».`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} se ${c.v('sentó', 'sentaron')} en el sillón grande ${c.gone!.de}.`, (c) => `La casa estaba muy callada sin ${c.gone!.n}.`, (c) => `Algunos días, ${c.n} se ${c.v('sentía', 'sentían')} ${c.v('triste', 'tristes')}, y otros, ${c.x('enfadad')}.`],
    [(c) => `Triste, enfadado, confundido: todos los sentimientos eran bienvenidos.`, (c) => `${c.g.N} también echaba de menos ${c.gone!.al}.`, (c) => `${c.g.N} dijo que no hay una manera equivocada de sentirse.`],
  ], l: [[(c) => `A ratos, ${c.n} se ${c.v('olvidaba', 'olvidaban')} y se ${c.v('sentía', 'sentían')} casi normal, y luego se ${c.v('acordaba', 'acordaban')}, y la tristeza volvía de golpe. ${c.g.N} dijo que la pena llega en olas, como el mar, y que cada ola es un poquito más pequeña.`]] },
  'gp.ask': { m: [
    [(c) => `«¿Adónde se ha ido ${c.gone!.n}?», ${c.v('preguntó', 'preguntaron')} ${c.n}.`, (c) => `${c.N} ${c.v('hacía', 'hacían')} preguntas día tras día.`, (c) => `«¿${c.gone!.N} nos puede ver?», ${c.v('preguntó', 'preguntaron')} ${c.n}.`],
    [(c) => `«${c.gone!.N} ya no está aquí, pero sigue viviendo en nuestro corazón y en nuestras historias», dijo ${c.g.n}.`, (c) => `${c.g.N} respondió a cada pregunta con cariño y con sinceridad.`, (c) => `«Hay cosas que no sabemos», dijo ${c.g.n}. «Pero sabemos que nos queríamos».`],
  ], l: [[(c) => `«¿Tú también te vas a morir?», ${c.v('preguntó', 'preguntaron')} ${c.n} con voz bajita. ${c.g.N} ${c.lo} abrazó fuerte. «Espero que dentro de muchísimo tiempo. Voy a estar aquí contigo».`]] },
  'gp.twist': { m: [
    [(c) => `Un día, ${c.n} ${c.v('encontró', 'encontraron')} el viejo sombrero ${c.gone!.de}.`, (c) => `En la cena, la silla ${c.gone!.de} estaba vacía.`],
    [(c) => `La tristeza volvió, grande y pesada.`, (c) => `${c.N} ${c.v('corrió', 'corrieron')} a su cuarto a llorar.`],
  ], l: [[(c) => `«¿Por qué todavía duele?», ${c.v('preguntó', 'preguntaron')} ${c.n}. «Porque queríamos mucho ${c.gone!.al}», dijo ${c.g.n}. «Con el tiempo, el dolor se vuelve más suave. El cariño se queda».`, (c) => `${c.g.N} vino y se sentó en la cama. «Yo también echo de menos ${c.gone!.al}», dijo, y se dieron la mano hasta que las lágrimas pararon.`]] },
  'gp.remember': { m: [
    [(c) => `Encontraron el viejo álbum lleno de fotos ${c.gone!.de}.`, (c) => `Por turnos, cada uno contó una historia ${c.gone!.de}.`, (c) => `Recordaron los chistes graciosos ${c.gone!.de}.`],
    [(c) => `Hubo risitas y lágrimas, todo mezclado.`, (c) => `${c.N} ${c.v('recordó', 'recordaron')} las canciones que cantaban ${c.f && c.gone!.f ? 'juntas' : 'juntos'}.`, (c) => `Los recuerdos hacían que la habitación pareciera más cálida.`],
  ], l: [[(c) => `«¿Os acordáis de cuando ${c.gone!.n} se quedó dormid${c.gone!.f ? 'a' : 'o'} en la tumbona con el periódico en la cara?», dijo ${c.g.n}. Todos se rieron, y sentó bien reírse.`, (c) => `Había fotos ${c.gone!.de} en la playa hace mucho tiempo, y una de los dos con helado en la nariz.`]] },
  'gp.make': { m: [
    [(c) => `Juntos hicieron un libro de recuerdos ${c.gone!.de}.`, (c) => `${c.N} ${c.v('dibujó', 'dibujaron')} ${c.gone!.al}.`, (c) => `Plantaron las flores favoritas ${c.gone!.de}.`],
    [(c) => `Dentro pusieron fotos, dibujos e historias.`, (c) => `En el dibujo iban los dos de la mano.`, (c) => `Lo dejaron en la estantería, donde todos pudieran verlo.`],
  ], l: [[(c) => `Escribieron sus frases favoritas, la receta de sus famosas tortitas y los nombres de todos los pájaros. El libro se llenó de recuerdos, y siguieron añadiendo páginas durante semanas.`]] },
  'gp.end': { m: [
    [(c) => `Por la noche, miraron las estrellas y pensaron en ${c.gone!.n}.`, (c) => `${c.gone!.N} murió, pero el cariño sigue aquí.`, (c) => `Cuando ${c.n} ${c.v('extraña', 'extrañan')} ${c.gone!.al}, ${c.v('canta', 'cantan')} su vieja canción.`],
    [(c) => `«Buenas noches, ${c.gone!.n}», ${c.v('susurró', 'susurraron')} ${c.n} al cielo.`, (c) => `El cariño entre ellos no se acabó.`, (c) => `${c.gone!.N} sigue viviendo en cada historia que cuentan.`],
  ], l: [[(c) => `La añoranza no se fue, pero se volvió más suave. Ahora, cuando ${c.n} ${c.v('oye', 'oyen')} cantar a un mirlo, ${c.v('piensa', 'piensan')} en ${c.gone!.n} y ${c.v('lo siente', 'lo sienten')} cerca otra vez.`.replace('lo siente', c.gone!.f ? 'la siente' : 'lo siente').replace('lo sienten', c.gone!.f ? 'la sienten' : 'lo sienten')]] },
};
