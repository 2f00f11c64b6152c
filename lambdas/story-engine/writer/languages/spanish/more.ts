// More ways to say the beats most books share (the wish arc, the quiet interludes, grief and two homes): Spanish
// drops subject pronouns, so without these two heroes would tell many of the same sentences word for word.
import type { BeatText, Line } from '../pack';
import type { Es } from './context';

type More = Record<string, { m?: ReadonlyArray<ReadonlyArray<Line<Es>>>; l?: ReadonlyArray<ReadonlyArray<Line<Es>>> }>;

const o = (c: Es) => (c.f ? 'a' : 'o');
const at = (c: Es) => c.home;
/** The hero's first mention, saying what a named vehicle, animal or toy is: "un pequeño tractor llamado Paco". */
const intro = (c: Es) => (c.named && !c.person ? `${c.what} llamad${o(c)} ${c.n}` : c.a);

export const MORE: More = {
  'arc.open': {
    m: [
      [(c) => `Esta es la historia de ${intro(c)}, que vivía ${at(c)}.`, (c) => `${c.where ? `Allí, ${at(c)}` : 'En una casa con tejado rojo'}, vivía ${intro(c)}.`, (c) => `Hace no mucho tiempo, ${at(c)}, vivía ${intro(c)}.`],
      [(c) => `Le encantaba inventar canciones mientras trabajaba.`, (c) => `Le gustaban las mañanas tranquilas y las tardes largas.`, (c) => `Siempre tenía una pregunta nueva en la punta de la lengua.`, (c) => `Sus días estaban llenos de risas y de pequeñas tareas.`, (c) => `Era curios${o(c)}, alegre y un poco testarud${o(c)}.`],
    ],
    l: [[(c) => `Todas las mañanas, ${c.n} saludaba al sol por la ventana y pensaba en lo que haría ese día. Casi siempre tenía un plan, y casi nunca salía como lo había pensado.`, (c) => `Por las noches, antes de dormir, ${c.n} repasaba el día entero: lo que había salido bien, lo que había salido regular y lo que quería probar mañana.`, (c) => `Nadie ${c.where ?? 'en la casa'} se levantaba tan temprano como ${c.n}, ni miraba las cosas con tanta atención.`]],
  },
  'arc.want': {
    m: [
      [(c) => c.to && (!c.trouble && `Había algo que ${c.n} deseaba con todo su corazón: ${c.to}.`), (c) => c.to && (!c.trouble && `Desde hacía mucho tiempo, ${c.n} soñaba con ${c.to}.`), (c) => c.trouble && `Había algo que preocupaba a ${c.n}: ${c.trouble}.`.replace('a el ', 'al ')],
      [(c) => c.wish && `Ese deseo le hacía cosquillas en el corazón.`, (c) => c.wish && `Lo pensaba de día y lo soñaba de noche.`, (c) => c.wish && `Se lo contaba a todo el que quisiera escuchar.`, (c) => c.wish && `Solo de pensarlo, le brillaban los ojos.`, (c) => c.wish && `Lo dibujaba en cada hoja de papel que encontraba.`, (c) => c.wish && `Cada noche, antes de dormir, lo pensaba otra vez.`, (c) => c.wish && `Era un deseo grande, casi más grande que ${c.n}.`],
    ],
    l: [[(c) => c.wish && `A veces cerraba los ojos y se imaginaba que ya lo había conseguido. Era una sensación tan bonita que daban ganas de empezar ya mismo.`, (c) => c.wish && `Se lo contó a las nubes, al viento y a los pájaros, y a ninguno le pareció una tontería. Eso le dio ánimos.`, (c) => c.wish && `Hizo una lista de todo lo que necesitaría, la dobló con cuidado y la guardó en el bolsillo, por si acaso.`]],
  },
  'arc.go': {
    m: [
      [(c) => `Al amanecer, ${c.n} salió sin hacer ruido.`, (c) => `Con el corazón latiendo fuerte, ${c.n} dio el primer paso.`, (c) => `Un buen día, ${c.n} decidió que ya era hora de intentarlo.`],
      [(c) => `Olía a hierba y a aventura.`, (c) => `El mundo parecía enorme y lleno de promesas.`, (c) => `Cada paso le acercaba un poquito más.`, (c) => `Un pájaro le acompañó durante un trecho.`],
    ],
    l: [[(c) => `Llevaba un bocadillo, una botella de agua y muchas ganas. No hacía falta nada más para empezar, pensó ${c.n}, mientras el camino se alargaba delante.`, (c) => `Al principio todo le resultaba conocido: el camino, los árboles, las piedras de siempre. Luego, poco a poco, empezaron a aparecer cosas que nunca había visto, y ${c.n} las miraba todas con los ojos muy abiertos.`]],
  },
  'arc.hard': {
    m: [
      [(c) => `Pronto las cosas se torcieron.`, (c) => `Pero no era tan fácil como parecía.`, (c) => `El camino se llenó de piedras y de charcos.`, (c) => `Hubo un momento en que todo salió al revés.`, (c) => `Nada salía como ${c.n} había imaginado.`, (c) => `De repente, todo se volvió más complicado.`, (c) => `El primer intento salió fatal.`],
      [(c) => `${c.N} suspiró muy hondo.`, (c) => `Le dieron ganas de llorar.`, (c) => `Todo parecía demasiado difícil.`],
    ],
    l: [[(c) => `Llovió un poco, luego mucho, y después salió un sol tímido. ${c.N} se secó la cara, miró el cielo y decidió que un poco de lluvia no iba a pararle.`, (c) => `Se sentó en una piedra y miró hacia atrás. Había recorrido mucho camino, más del que creía. Eso le hizo pensar que quizá también podría recorrer lo que faltaba.`]],
  },
  'arc.help': {
    m: [
      [(c) => `Entonces alguien apareció justo a tiempo.`, (c) => `Por suerte, ${c.n} no estaba sol${o(c)}.`, (c) => `Una ardilla curiosa bajó del árbol a ver qué pasaba.`],
      [(c) => `Con ayuda, el problema parecía más pequeño.`, (c) => `Entre dos, todo pesaba la mitad.`, (c) => `Pedir ayuda también es ser valiente.`],
    ],
    l: [[(c) => `Resultó que juntos pensaban el doble de rápido. Uno tenía una idea, el otro la mejoraba, y enseguida tuvieron un plan que ninguno habría encontrado solo.`, (c) => `Pensaron juntos, probaron una idea que no funcionó y luego otra que casi funcionó. La tercera fue la buena, y se rieron de lo tontas que habían sido las dos primeras.`]],
  },
  'arc.turn': {
    m: [
      [(c) => `${c.N} lo intentó una vez más, con más calma.`, (c) => `Esta vez, ${c.n} fue paso a paso.`, (c) => `Con un poco de paciencia, ${c.n} volvió a empezar.`],
      [(c) => `Esta vez, algo salió un poco mejor.`, (c) => `Y esta vez, algo cambió.`, (c) => `Poco a poco, lo difícil se hizo posible.`, (c) => `Cada intento salía un poco mejor.`],
    ],
    l: [[(c) => `Esta vez no miró lo lejos que estaba la meta. Miró solo el siguiente paso, y luego el siguiente. Y de pronto, sin darse cuenta, ya había recorrido la mitad.`, (c) => `No fue rápido ni fácil. Pero cada vez que algo salía mal, ${c.n} aprendía una cosa nueva, y cada cosa nueva le acercaba un poco más.`]],
  },
  'arc.reach': {
    m: [
      [(c) => c.did && `Lo había conseguido: ${c.n} ${c.did}.`, (c) => c.did && `Después de tanto esfuerzo, ${c.n} ${c.did}.`, (c) => c.mended && !c.wish && `Por fin, ${c.n} ${c.mended}.`],
      [(c) => `Por dentro, todo era alegría.`, (c) => `El corazón le daba saltos de alegría.`, (c) => `Tenía una sonrisa de oreja a oreja.`, (c) => `Todo había merecido la pena.`],
    ],
    l: [[(c) => `Era exactamente como lo había soñado, y a la vez completamente distinto: más grande, más ruidoso, más bonito. ${c.N} quiso recordar cada detalle.`, (c) => `Por un momento no dijo nada. Solo miró, respiró y dejó que la alegría le llenara entero, desde las orejas hasta la punta de los pies.`]],
  },
  'arc.end': {
    m: [
      [(c) => `Al final del día, ${c.n} estaba agotad${o(c)}, pero muy feliz.`, (c) => `Cuando por fin volvió, todos salieron a recibir${c.lo}.`, (c) => `Esa tarde, ${c.n} volvió a casa con el corazón lleno.`, (c) => `Al volver, ${c.n} se lo contó todo ${c.g.al}.`, (c) => `Aquella noche, ${c.n} se durmió con una sonrisa.`, (c) => `De vuelta en casa, todo parecía un poco distinto.`],
      [(c) => `Había sido un día para recordar.`, (c) => `Y colorín colorado, este cuento se ha acabado.`, (c) => `A veces, lo más difícil es empezar.`, (c) => `Y a la mañana siguiente, ya tenía un sueño nuevo.`, (c) => `Ahora sabía que podía con cosas difíciles.`, (c) => `Y nunca olvidó aquel día.`, (c) => `Los sueños grandes empiezan con un paso pequeño.`],
    ],
    l: [[(c) => `Antes de dormir, ${c.n} pensó en todo lo que había pasado. Había tenido miedo, había querido rendirse y había seguido adelante. Eso era lo que más orgullo le daba.`, (c) => `${c.g.N} escuchó la historia entera sin interrumpir ni una vez. Al final, solo dijo: «Ya sabía yo que lo conseguirías». Y ${c.n} se dio cuenta de que, en el fondo, también lo sabía.`]],
  },
  'i.notice': { m: [[(c) => `${c.N} ${c.v('encontró', 'encontraron')} una mariquita en una hoja.`, (c) => `El sol dibujaba manchas de luz en el suelo.`], [(c) => `Era bonito fijarse en lo pequeño.`, (c) => `Todo parecía más tranquilo así.`]] },
  'i.talk': { m: [[(c) => `${c.g.N} se sentó al lado ${c.de} para charlar.`, (c) => `Aquella tarde hubo tiempo para hablar sin prisa.`], [(c) => `Las palabras salían despacito.`, (c) => `Hablando, todo se entendía mejor.`]] },
  'i.rest': { m: [[(c) => `Era hora de parar un ratito.`, (c) => `${c.N} se ${c.v('tumbó', 'tumbaron')} en la hierba a descansar.`], [(c) => `El cansancio se fue poco a poco.`, (c) => `Un rato de calma sentaba de maravilla.`]] },
  'i.think': { m: [[(c) => `${c.N} ${c.v('apoyó', 'apoyaron')} la barbilla en las manos y ${c.v('pensó', 'pensaron')}.`, (c) => `Había mucho en lo que pensar.`], [(c) => `Las ideas iban llegando, una detrás de otra.`, (c) => `Pensar despacio también es hacer algo.`]] },
  'i.small': { m: [[(c) => `${c.N} ${c.v('hizo', 'hicieron')} un barquito de papel.`, (c) => `${c.N} ${c.v('recogió', 'recogieron')} una hoja con forma de corazón.`], [(c) => `A veces, lo pequeño es lo que más alegra.`, (c) => `Fue un ratito feliz.`]] },
  'i.window': { m: [[(c) => `Desde la ventana se veía todo el barrio.`, (c) => `Por la ventana entraba una luz dorada.`], [(c) => `Las nubes cambiaban de forma sin parar.`, (c) => `Un avión dejó una raya blanca en el cielo.`]] },
  'i.hand': { m: [[(c) => `${c.g.N} rodeó ${c.al} con el brazo.`, (c) => `Se quedaron un rato muy juntos.`], [(c) => `El silencio también puede ser cálido.`, (c) => `No hacía falta nada más.`]] },
  'i.tomorrow': { m: [[(c) => `Mañana sería otro día.`, (c) => `${c.N} ${c.v('pensó', 'pensaron')} en todo lo que quedaba por hacer.`], [(c) => `Y eso era una buena noticia.`, (c) => `Paso a paso se llega lejos.`]] },

  'pet.open': { l: [[(c) => `Con ${c.gone!.n} en casa, nunca había un día aburrido: siempre había alguien a quien contarle las cosas, alguien que escuchaba sin interrumpir.`, (c) => `${c.gone!.N} conocía todos los ruidos de la casa: las llaves en la puerta, la bolsa de la comida, los pasos de cada uno.`]] },
  'pet.news': { l: [[(c) => `«¿Dónde está ahora?», ${c.v('preguntó', 'preguntaron')} ${c.n} en voz bajita. ${c.g.N} ${c.lo} abrazó y contestó despacio: «Su cuerpo ya no funciona, y ya no siente nada. No va a volver. Pero lo que sentimos por ${c.gone!.f ? 'ella' : 'él'} se queda».`]] },
  'pet.remember': { l: [[(c) => `Cada uno eligió su foto favorita ${c.gone!.de}, y las pusieron juntas encima de la mesa. Había fotos dormidas, fotos corriendo y una foto muy borrosa que les hizo sonreír a todos.`]] },
  'pet.end': { l: [[(c) => `Las flores crecieron despacio, igual que el recuerdo se fue volviendo más dulce. Y cuando alguien decía el nombre ${c.gone!.de}, ya no solo había lágrimas: también había sonrisas.`]] },
  'gp.open': { l: [[(c) => `Con ${c.gone!.n}, las tardes pasaban despacio: juegos de cartas, cuentos de antes y meriendas con pan y chocolate.`]] },
  'gp.remember': { l: [[(c) => `Sacaron la vieja caja de fotos, y cada foto traía una historia. En una, ${c.gone!.n} era joven y tenía el pelo oscuro. En otra, se reía con toda la familia alrededor.`]] },
  'sib.open': { m: [[(c) => `En casa de ${c.n} todo tenía su sitio y su hora.`.replace('de el ', 'del '), (c) => `${c.N} era la persona más pequeña de la casa, y le encantaba.`], [(c) => `Los mejores ratos eran los abrazos de la tarde.`, (c) => `Nadie le quitaba su sitio en el sofá.`]], l: [[(c) => `Los domingos por la mañana, ${c.n} se metía en la cama grande y se quedaba allí, calentit${o(c)}, escuchando la lluvia o los pájaros.`]] },
  'sib.news': { m: [[(c) => `Una mañana, en el desayuno, ${c.g.n} dijo: «Tenemos una noticia: vas a ser ${c.f ? 'la' : 'el'} ${c.big}».`, (c) => `Aquel día, ${c.n} se enteró de que venía un bebé.`, (c) => `Una tarde, ${c.g.n} le contó un secreto muy grande: iba a llegar un bebé.`, (c) => `«La familia va a crecer», anunció ${c.g.n} con una sonrisa.`], [(c) => `${c.N} abrió mucho los ojos.`, (c) => `Tenía un montón de preguntas a la vez.`]], l: [[(c) => `Esa noche, ${c.n} le contó el secreto a su peluche: «Vamos a ser más en casa». El peluche no dijo nada, pero parecía contento.`, (c) => `${c.N} puso la oreja en la barriga y escuchó con mucha atención. Se oían ruiditos, como burbujas. «Creo que me está saludando», dijo.`]] },
  'sib.wait': { m: [[(c) => `Poco a poco, la casa se fue llenando de cosas de bebé.`, (c) => `${c.N} eligió una canción para cantársela al bebé.`], [(c) => `Faltaba muy poquito.`, (c) => `Cada día parecía más largo que el anterior.`]], l: [[(c) => `Pintaron juntos la pared del cuarto del bebé de un amarillo suave, y ${c.n} dejó en un rincón la huella de su mano, para que el bebé supiera quién había ayudado.`]] },
  'sib.worry': { m: [[(c) => `Un día, ${c.n} se quedó muy callad${o(c)} a la hora de cenar.`, (c) => `Algo le daba vueltas a ${c.n} en la cabeza.`.replace('a el ', 'al ')], [(c) => `«¿Y si ya no hay tiempo para mí?», pensó.`, (c) => `No sabía cómo decirlo en voz alta.`]], l: [[(c) => `«¿Y si el bebé rompe mis juguetes?», ${c.v('preguntó', 'preguntaron')} ${c.n}. ${c.g.N} sonrió. «Guardaremos los más especiales en una caja solo tuya. Y tú decidirás cuándo enseñárselos».`]] },
  'sib.arrive': { m: [[(c) => `Un día de otoño, por fin, llegó el bebé.`, (c) => `El gran día llegó de repente, por la noche.`], [(c) => `Llevaba un gorrito de lana y dormía muy tranquilo.`, (c) => `Hacía ruiditos suaves, como un pajarito.`, (c) => `Tenía los puñitos cerrados y la boca como una fresa.`, (c) => `Era lo más pequeño que ${c.n} había visto nunca.`]], l: [[(c) => `En casa todo olía distinto, a bebé y a leche tibia. ${c.N} se acercó de puntillas a la cuna y miró aquella carita arrugada, que bostezó como un gatito.`]] },
  'sib.help': { m: [[(c) => `${c.N} le puso los calcetines al bebé, con mucho cuidado.`, (c) => `${c.N} le enseñó al bebé su sonajero favorito.`], [(c) => `El bebé hizo un ruidito feliz.`, (c) => `Ayudar le hacía sentirse mayor.`]], l: [[(c) => `Cuando el bebé lloraba en el coche, ${c.n} le cantaba la canción de los patitos, y el bebé se callaba para escuchar. Era su truco secreto, y funcionaba casi siempre.`]] },
  'sib.love': { m: [[(c) => `Aquella noche, hubo un ratito solo para ${c.n}.`, (c) => `${c.g.N} se acurrucó con ${c.n} antes de dormir.`], [(c) => `El corazón tiene sitio para todos.`, (c) => `Nadie le había quitado nada.`]] },
  'sib.end': { m: [[(c) => `Ahora, cuando el bebé llora, ${c.n} sabe qué canción cantarle.`, (c) => `${c.N} y el bebé tienen un juego secreto de cucú.`, (c) => `Ahora en casa hay una personita más, y el doble de risas.`, (c) => `Cada mañana, ${c.n} da los buenos días al bebé.`], [(c) => `En esta familia, el amor se multiplica.`, (c) => `Y cada día se quieren un poquito más.`, (c) => `Y el bebé le sonríe como a nadie.`, (c) => `Ser ${c.f ? 'la mayor' : 'el mayor'} es un trabajo precioso.`]] },
  'two.open': { m: [[(c) => `${c.N} va y viene entre dos casas, las dos llenas de cariño.`, (c) => `${c.N} tiene dos llaves, una para cada casa.`, (c) => `La vida ${c.de} tiene dos puertas de entrada.`], [(c) => `Y en las dos le esperan.`, (c) => `Cada casa tiene sus costumbres.`]] },
  'two.mum': { m: [[(c) => `En casa de mamá, por las noches, miran las estrellas desde la ventana.`, (c) => `En casa de mamá, cenan en la terraza cuando hace bueno.`, (c) => `En casa de mamá hay una estantería llena de cuentos.`], [(c) => `Mamá y ${c.n} cantan mientras recogen.`, (c) => `Allí huele a galletas recién hechas.`]] },
  'two.dad': { m: [[(c) => `En casa de papá, hacen pizzas caseras los viernes.`, (c) => `En casa de papá, el desayuno de los domingos es con churros.`, (c) => `En casa de papá hay un balcón lleno de macetas.`], [(c) => `Papá cuenta los chistes más malos del mundo.`, (c) => `Allí montan en bici por las tardes.`]] },
  'two.bag': { m: [[(c) => `Los lunes, ${c.n} cambia de casa con su maleta de ruedas.`, (c) => `Los dibujos ${c.de} están colgados en las dos neveras.`], [(c) => `En la mochila también va su libro favorito.`, (c) => `Así todo es más fácil.`, (c) => `Ya se sabe el camino de memoria.`]] },
  'two.end': { m: [[(c) => `Mamá y papá viven separados, pero quieren igual a ${c.n}.`.replace('a el ', 'al '), (c) => `Dos casas, dos camas y un montón de cariño.`], [(c) => `${c.N} ya no tiene miedo de ir y venir.`, (c) => `Y eso es lo más importante.`]] },
  'den.chair': { m: [[(c) => `En la consulta, el dentista le enseñó a ${c.n} su sillón mágico.`.replace('a el ', 'al ')], [(c) => `Los botones hacían que el sillón se tumbara despacito.`]] },
  'den.count': { m: [[(c) => `El dentista fue contando: uno, dos, tres… ¡hasta veinte!`], [(c) => `${c.N} intentó contar también, pero con la boca abierta era difícil.`]] },
  'den.open': { m: [[(c) => `Hoy toca revisión de dientes.`], [(c) => `¿Cómo será un dentista por dentro de su consulta?`]] },
  'den.worry': { m: [[(c) => `Camino del dentista, ${c.n} iba muy callad${o(c)}.`], [(c) => `${c.g.N} le contó que el dentista también fue pequeño y también tuvo miedo.`]] },
  'den.clean': { m: [[(c) => `Luego vino la pasta de dientes especial.`], [(c) => `Las cosquillas le hicieron reír con la boca abierta.`]] },
  'den.end': { m: [[(c) => `El dentista le chocó la mano a ${c.n}.`.replace('a el ', 'al ')], [(c) => `En casa, le enseñó a su peluche cómo se cepillan los dientes.`]] },
  'sib.twist': { l: [[(c) => `${c.N} se sentó en la escalera con los brazos cruzados. Al rato, ${c.g.n} se sentó a su lado sin decir nada, y luego le pasó el brazo por los hombros. Ese silencio juntos arregló mucho.`]] },
  'two.twist': { l: [[(c) => `Al día siguiente, papá y ${c.n} prepararon una bolsita para el peluche, con su propio cepillo de dientes de mentira. Así no volvería a quedarse atrás.`]] },
  'pet.feel': { l: [[(c) => `Por las noches era cuando más se notaba. Nadie suspiraba a los pies de la cama, nadie se estiraba con un ruidito. ${c.g.N} dejaba la lamparita encendida un poco más, y eso ayudaba.`]] },
  'pet.ask': { l: [[(c) => `«¿Podemos tener otro?», ${c.v('preguntó', 'preguntaron')} ${c.n}, y enseguida se ${c.v('sintió', 'sintieron')} mal por preguntarlo. «Es normal pensarlo», dijo ${c.g.n}. «Algún día, quizá. Pero nadie ocupará su sitio».`, (c) => `«¿Por qué se mueren los animales?», ${c.v('preguntó', 'preguntaron')} ${c.n}. ${c.g.N} pensó un momento. «Todos los seres vivos tienen una vida, unos más larga y otros más corta. La de nuestro amigo fue una vida feliz».`]] },
  'pet.twist': { l: [[(c) => `${c.N} se ${c.v('sentó', 'sentaron')} junto a la camita vacía y ${c.v('apoyó', 'apoyaron')} la mano donde solía estar la cabeza ${c.gone!.de}. Todavía olía un poco a ${c.gone!.f ? 'ella' : 'él'}. ${c.g.N} se sentó al lado y esperó, sin prisa.`]] },
  'pet.make': { l: [[(c) => `En la tapa de la caja escribieron su nombre con letras grandes y lo rodearon de huellas de patitas dibujadas. Cada vez que alguien pasaba por delante, la tocaba un momento, como quien saluda.`]] },
  'gp.news': { l: [[(c) => `Aquella noche, ${c.g.n} no leyó un cuento. Se sentaron juntos en el sofá, muy cerca, y hablaron ${c.gone!.de}: de lo que le gustaba, de lo que decía y de cuánto le iban a echar de menos.`]] },
  'gp.feel': { l: [[(c) => `En la cocina seguía colgado su delantal, y nadie quería quitarlo todavía. ${c.g.N} dijo que no había prisa, que las cosas se guardan cuando uno está preparado.`]] },
  'gp.ask': { l: [[(c) => `«¿Se acordará de ${c.v('mí', 'nosotros')}?», ${c.v('preguntó', 'preguntaron')} ${c.n}. «Te quería muchísimo», dijo ${c.g.n}. «Y ahora nos toca a nosotros acordarnos por los dos».`]] },
  'gp.twist': { l: [[(c) => `Dentro del sombrero había un caramelo de menta olvidado. ${c.N} lo ${c.v('sostuvo', 'sostuvieron')} en la mano mucho rato, y ${c.v('lloró', 'lloraron')}, y luego, sin saber por qué, ${c.v('sonrió', 'sonrieron')} un poquito.`]] },
  'gp.make': { l: [[(c) => `En la primera página pegaron una foto de las manos ${c.gone!.de}, grandes y arrugadas, junto a una foto de las manos ${c.de}, pequeñas y nuevas. Debajo escribieron: «Juntas, siempre».`]] },
  'gp.end': { l: [[(c) => `Cada vez que hacían su receta favorita, alguien decía: «Esto le habría gustado». Y así, poco a poco, recordar se convirtió en una manera de seguir juntos.`]] },
  'two.why': { m: [[(c) => `Un día, mamá y papá le contaron algo importante a ${c.n}.`.replace('a el ', 'al ')], [(c) => `«Vamos a vivir en dos casas, pero seguimos siendo tu familia», le dijeron.`]], l: [[(c) => `Mamá le dio a ${c.n} un dibujo de dos casas unidas por un camino lleno de corazones. «Este camino eres tú», le dijo. «Y los corazones somos papá y yo, queriéndote desde las dos puntas».`.replace('a el ', 'al ')]] },
  'two.love': { m: [[(c) => `Mamá manda besos por teléfono, y papá también.`, (c) => `En cada casa hay una foto de la familia.`], [(c) => `Ese cariño viaja con ${c.n} a todas partes.`, (c) => `El cariño no se queda en una sola casa.`]] },
};

/** A line for 8–12 readers only: younger pages are filled with feelings and places instead of the longer passages. */
const older = (line: Line<Es>): Line<Es> => Object.assign((c: Es) => c.band === 'older' && line(c), line.key ? { key: line.key } : {});

/** The beats with MORE's variants added to the same parts; their longer passages kept for older readers. */
export function withMore(beats: Record<string, BeatText<Es>>): Record<string, BeatText<Es>> {
  const out: Record<string, BeatText<Es>> = {};
  const join = (own: readonly (readonly Line<Es>[])[] | undefined, extra: ReadonlyArray<ReadonlyArray<Line<Es>>> | undefined) =>
    (own ?? []).map((part, i) => [...part, ...(extra?.[i] ?? [])]);
  for (const [id, beat] of Object.entries(beats)) {
    const more = MORE[id] ?? {};
    out[id] = {
      ...beat, m: join(beat.m, more.m),
      ...(beat.l ? { l: join(beat.l, more.l).map((part) => part.map(older)) } : {}),
    };
  }
  return out;
}
