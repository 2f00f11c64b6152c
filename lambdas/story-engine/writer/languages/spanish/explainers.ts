// Spanish explainer beats: true, simple science, a little more of it for older readers.
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} se tumbó en la hierba y miró hacia arriba. «¿Por qué el cielo es azul?»`, (c) => `«¿Por qué el cielo es azul?», preguntó ${c.n}.`, (c) => `El cielo era azul de un lado a otro, y ${c.n} se preguntó por qué.`],
    [(c) => `«Vamos a averiguarlo», dijo ${c.g.n}.`, (c) => `«¡Qué buena pregunta!», dijo ${c.g.n}.`, (c) => `Ni verde, ni rosa, sino azul. ¿Por qué?`],
  ], l: [[(c) => `${c.N} se había fijado en que el cielo no siempre era del mismo azul. Cerca del sol era pálido, justo encima era intenso, y en los bordes era casi blanco. Seguro que había una razón.`]] },
  'sky.light': { m: [
    [(c) => `La luz del sol parece blanca, pero está hecha de todos los colores mezclados.`, (c) => `${c.g.N} puso un prisma de cristal al sol, y apareció un arcoíris en la pared.`, (c) => `La luz del sol lleva dentro todos los colores del arcoíris.`],
    [(c) => `Rojo, naranja, amarillo, verde, azul y violeta, todos escondidos en la luz.`, (c) => `«La luz del sol está llena de colores», dijo ${c.g.n}.`, (c) => `Un arcoíris enseña los colores uno a uno.`],
  ], l: [[(c) => `Cada color de la luz viaja en ondas. La luz roja tiene ondas largas y perezosas. La luz azul tiene ondas cortas, rápidas y muy movidas. Esa diferencia es todo el secreto.`]] },
  'sky.air': { m: [
    [(c) => `El cielo está lleno de aire, y el aire está hecho de trocitos diminutos, demasiado pequeños para verlos.`, (c) => `Entre nosotros y el espacio hay una manta gruesa de aire.`, (c) => `El aire está hecho de partículas diminutas llamadas moléculas.`],
    [(c) => `La luz del sol tiene que atravesar todo ese aire para llegar hasta nosotros.`, (c) => `Son mucho más pequeñas que una mota de polvo.`, (c) => `La luz del sol choca con ellas al bajar.`],
  ], l: [[(c) => `El aire no se ve, pero está ahí de verdad: lo notas cuando sopla el viento. En una sola respiración hay más moléculas de aire que granos de arena en todas las playas de la Tierra.`]] },
  'sky.bounce': { m: [
    [(c) => `Cuando la luz del sol choca con el aire, la luz azul rebota por todo el cielo.`, (c) => `Los trocitos de aire desvían la luz azul mucho más que la roja o la amarilla.`, (c) => `La luz azul rebota de trocito en trocito, por todo el cielo.`],
    [(c) => `Así que, miremos donde miremos, nos llega luz azul a los ojos. ¡Por eso el cielo es azul!`, (c) => `Los otros colores casi siempre siguen de largo, pero el azul se reparte por todas partes.`, (c) => `«¡Entonces el cielo está lleno de luz azul que rebota!», dijo ${c.n}.`],
  ], l: [[(c) => `Los científicos lo llaman dispersión. Las ondas cortas y movidas de la luz azul son las que el aire desvía con más facilidad, así que la luz azul nos llega desde todas las partes del cielo.`]] },
  'sky.twist': { m: [
    [(c) => `«Pero las ondas violetas son aún más cortas», dijo ${c.n}. «¿Por qué el cielo no es violeta?»`, (c) => `${c.N} pensó mucho. «La luz violeta es todavía más movida. ¿Por qué no hay un cielo violeta?»`],
    [(c) => `La luz del sol trae menos violeta, y nuestros ojos ven el azul mucho mejor.`, (c) => `Parte del violeta se queda arriba, en el aire, y nuestros ojos notan mucho más el azul.`],
  ], l: [[(c) => `«Muy bien pensado», dijo ${c.g.n}. «Allí arriba hay algo de violeta. Pero la luz del sol trae menos violeta que azul, y nuestros ojos son mucho más sensibles al azul, así que lo que vemos es azul».`]] },
  'sky.sunset': { m: [
    [(c) => `Al atardecer, el cielo se vuelve naranja y rojo.`, (c) => `Por la tarde, el sol está bajo y el cielo brilla rosa y dorado.`, (c) => `Cuando el sol se pone, el azul se apaga.`],
    [(c) => `Entonces la luz atraviesa mucho más aire, y casi todo el azul se dispersa antes de llegar a nosotros.`, (c) => `Las ondas largas, rojas y naranjas, son las que consiguen llegar hasta nuestros ojos.`, (c) => `Solo los rojos y los naranjas atraviesan tanto aire.`],
  ], l: [[(c) => `Así que un atardecer es la misma luz del sol que a mediodía. Solo que ha hecho un camino más largo a través del aire y ha perdido el azul por el camino.`]] },
  'sky.space': { m: [
    [(c) => `Los astronautas en el espacio ven el cielo negro, aunque brille el sol.`, (c) => `En el espacio no hay aire, así que nada hace rebotar la luz.`, (c) => `En la luna, el cielo es negro, porque no hay aire.`],
    [(c) => `¡Sin aire, no hay azul!`, (c) => `El cielo azul es en realidad nuestro aire, iluminado por el sol.`, (c) => `Nuestro cielo azul es algo especial de la Tierra.`],
  ], l: [[(c) => `Desde la Estación Espacial Internacional, los astronautas ven la fina línea azul del aire de la Tierra alrededor del planeta y, por encima, la negrura del espacio.`]] },
  'sky.end': { m: [
    [(c) => `Ahora ${c.n} sabe por qué el cielo es azul.`, (c) => `Luz del sol, aire y luz azul que rebota: ese es el secreto del cielo azul.`, (c) => `${c.N} miró el cielo azul y sonrió.`],
    [(c) => `Está deseando contárselo a sus amigos.`, (c) => `«Luz azul que rebota en el aire», dijo. «¡Facilísimo!»`, (c) => `Y ahora también sabe por qué el cielo se vuelve naranja al atardecer.`],
  ], l: [[(c) => `Esa tarde, ${c.n} miró la puesta de sol y se lo explicó todo ${c.g.al}: la luz blanca del sol, los trocitos de aire, la luz azul rebotando por todas partes y el largo camino rojo del atardecer.`]] },

  'rain.ask': { m: [
    [(c) => `Plic, plic, hacía la lluvia en la ventana. «¿De dónde viene la lluvia?», preguntó ${c.n}.`, (c) => `${c.N} miraba las gotas de lluvia echar carreras por el cristal.`, (c) => `«¿De dónde sale toda esta lluvia?», se preguntó ${c.n}.`],
    [(c) => `«De las nubes», dijo ${c.g.n}. «Pero ¿cómo llega el agua hasta allí arriba?»`, (c) => `«Vamos a seguir a una gota de agua», dijo ${c.g.n}.`, (c) => `«Es un viaje muy largo», dijo ${c.g.n}.`],
  ], l: [[(c) => `${c.N} apretó la nariz contra el cristal frío. ¿De dónde sacaban las nubes tanta agua? Parecía imposible que el cielo pudiera guardar tanta.`]] },
  'rain.sun': { m: [
    [(c) => `Todo empieza cuando el sol calienta el mar, los lagos y los charcos.`, (c) => `El sol brilla sobre el mar y calienta el agua.`, (c) => `Cuando el sol calienta el agua, una parte sube despacito al aire.`],
    [(c) => `El agua caliente se convierte en un gas invisible llamado vapor de agua.`, (c) => `Esto se llama evaporación.`, (c) => `Por eso los charcos se secan en un día de sol.`],
  ], l: [[(c) => `La evaporación ocurre todo el tiempo, incluso en días fríos, solo que más despacio. El agua siempre se está escapando al aire desde el mar, desde los ríos y hasta desde la ropa mojada del tendedero.`]] },
  'rain.rise': { m: [
    [(c) => `El vapor de agua sube, sube y sube hacia el cielo.`, (c) => `El aire caliente lleva el vapor de agua muy alto, por encima del suelo.`, (c) => `No lo vemos, pero el vapor de agua está a nuestro alrededor.`],
    [(c) => `Allí arriba, el aire está frío.`, (c) => `Cuanto más sube, más frío hace.`, (c) => `Allí arriba, el vapor empieza a enfriarse.`],
  ], l: [[(c) => `El aire caliente pesa menos que el aire frío, así que sube y se lleva con él el vapor de agua invisible, muy alto, por donde vuelan los aviones.`]] },
  'rain.cloud': { m: [
    [(c) => `Con el aire frío, el vapor vuelve a convertirse en gotitas de agua diminutas.`, (c) => `Millones de gotitas diminutas flotan juntas y forman una nube.`, (c) => `Una nube está hecha de gotitas de agua diminutas, tan ligeras que flotan.`],
    [(c) => `Esto se llama condensación, como el vaho en una ventana fría.`, (c) => `Cada gotita es más pequeña que un grano de arena.`, (c) => `Las nubes blancas y esponjosas están llenas de agua.`],
  ], l: [[(c) => `Puedes verlo en casa: echa el aliento en un espejo frío y se empañará. El vapor de agua caliente de tu aliento se convierte en gotitas diminutas al tocar el cristal frío, igual que en una nube.`]] },
  'rain.twist': { m: [
    [(c) => `«Pero ¿por qué las gotas no caen enseguida?», preguntó ${c.n}.`, (c) => `${c.N} frunció el ceño. «Entonces, ¿por qué no llueve todo el rato?»`],
    [(c) => `Las gotitas son tan ligeras que el aire que sube las sostiene, hasta que chocan, se juntan y crecen.`, (c) => `Las gotas solo caen cuando se han juntado en gotas grandes y pesadas.`],
  ], l: [[(c) => `Dentro de una nube, las gotitas chocan y se juntan una y otra vez. Hace falta alrededor de un millón de gotitas de nube para formar una sola gota de lluvia. Cuando una nube está llena de gotas grandes, se ve gris oscuro, y eso es señal de que va a llover.`]] },
  'rain.fall': { m: [
    [(c) => `Cuando las gotas se hacen grandes y pesadas, caen en forma de lluvia.`, (c) => `¡Plic, ploc! Las gotas pesadas caen de la nube.`, (c) => `La nube se vuelve más oscura y más pesada, y entonces llueve.`],
    [(c) => `La lluvia riega las plantas y llena los ríos.`, (c) => `Una parte de la lluvia se mete en la tierra.`, (c) => `Si hace mucho frío, las gotas se congelan y caen como nieve.`],
  ], l: [[(c) => `Una gota de lluvia cae más o menos a la velocidad de una bicicleta que baja rápido por una cuesta. Y aunque en los dibujos parezcan lágrimas, las gotas pequeñas son redondas, y las grandes están aplastadas como panecillos.`]] },
  'rain.cycle': { m: [
    [(c) => `La lluvia corre hacia los arroyos y los ríos, y vuelve al mar.`, (c) => `Luego el sol vuelve a calentar el agua, y todo empieza otra vez.`, (c) => `El agua da vueltas y vueltas: mar, cielo, nube, lluvia, río, mar.`],
    [(c) => `Esto se llama el ciclo del agua.`, (c) => `La misma agua da vueltas y vueltas, para siempre.`, (c) => `¡La lluvia de hoy quizá estuvo una vez en el charco de un dinosaurio!`],
  ], l: [[(c) => `No se fabrica agua nueva. La Tierra tiene la misma agua desde hace miles de millones de años, dando vueltas entre el mar, el cielo y la tierra.`]] },
  'rain.end': { m: [
    [(c) => `Ahora ${c.n} sabe de dónde viene la lluvia.`, (c) => `${c.N} se puso las botas y saltó en un charco.`, (c) => `Dejó de llover, y salió el sol.`],
    [(c) => `Pronto el sol volverá a subir esta agua hasta las nubes.`, (c) => `Sol, nubes, lluvia, y otra vez a empezar.`, (c) => `«Hola, lluvia», dijo ${c.n}. «Nos vemos en las nubes».`],
  ], l: [[(c) => `${c.N} miró cómo un charco se encogía al sol y supo exactamente adónde iba el agua: arriba, arriba, al aire, para convertirse en nube y, algún día, otra vez en lluvia.`]] },

  'pl.ask': { m: [
    [(c) => `${c.N} encontró una semilla diminuta. «¿Cómo crecen las plantas?»`, (c) => `«¿Cómo sale una planta grande de una semilla pequeñita?», preguntó ${c.n}.`, (c) => `${c.N} tenía una semilla en la mano.`],
    [(c) => `«Vamos a plantar una y lo veremos», dijo ${c.g.n}.`, (c) => `Dentro de la semilla hay una plantita bebé y su comida.`, (c) => `Era pequeña, dura y marrón.`],
  ], l: [[(c) => `Una semilla es como una maleta hecha. Dentro hay una plantita diminuta, doblada, y una reserva de comida para aguantar hasta que pueda fabricar la suya.`]] },
  'pl.plant': { m: [
    [(c) => `Pusieron tierra en una maceta y metieron la semilla.`, (c) => `${c.N} plantó la semilla en la tierra.`, (c) => `Se hace un hoyito, se mete la semilla y se tapa con tierra.`],
    [(c) => `La tierra es como una manta calentita para la semilla.`, (c) => `Pum, pum, pum.`, (c) => `Ahora la semilla necesita agua y calor.`],
  ], l: [[(c) => `La tierra no es solo suciedad. Está llena de trocitos de roca, hojas viejas, agua, aire y bichitos que ayudan, como las lombrices: todo lo que una planta necesita.`]] },
  'pl.water': { m: [
    [(c) => `${c.N} le echó un poco de agua a la semilla.`, (c) => `Todos los días, ${c.n} regaba la maceta.`, (c) => `Pusieron la maceta donde le diera el sol.`],
    [(c) => `Las semillas necesitan agua para despertarse.`, (c) => `Ni mucha, ni poca.`, (c) => `Después, esperaron.`],
  ], l: [[(c) => `Cuando una semilla absorbe agua, se hincha y se ablanda. El agua la despierta y le dice que ha llegado un buen momento para crecer.`]] },
  'pl.root': { m: [
    [(c) => `Bajo la tierra, creció una raicita hacia abajo.`, (c) => `Primero, la semilla se abrió y salió una raíz.`, (c) => `La raíz crece hacia abajo, dentro de la tierra.`],
    [(c) => `La raíz bebe agua de la tierra.`, (c) => `Sujeta la planta bien firme en el suelo.`, (c) => `No la vemos, pero está muy ocupada.`],
  ], l: [[(c) => `Las raíces siempre crecen hacia abajo, y los tallos siempre hacia arriba, da igual cómo se plante la semilla. Las plantas notan hacia dónde tira la gravedad.`]] },
  'pl.twist': { m: [
    [(c) => `${c.N} puso una maceta en un armario oscuro, para ver qué pasaba.`, (c) => `Dejaron una plantita donde no le llegaba el sol.`],
    [(c) => `Creció alta, delgada y pálida, y luego se dobló.`, (c) => `Sin luz, se puso amarilla y débil.`],
  ], l: [[(c) => `«Las plantas necesitan luz para fabricar su comida», dijo ${c.g.n}. La semilla traía comida suficiente para empezar, pero después la planta tenía que fabricar la suya, y para eso necesitaba sol.`]] },
  'pl.shoot': { m: [
    [(c) => `¡Entonces un brote verde asomó de la tierra!`, (c) => `Una mañana, ${c.n} vio un brote verde diminuto.`, (c) => `Arriba, arriba, salió un tallito verde.`],
    [(c) => `Crecía hacia la luz.`, (c) => `«¡Está creciendo!», dijo ${c.n}.`, (c) => `Se abrieron dos hojitas.`],
  ], l: [[(c) => `El brote se inclina hacia la ventana, siguiendo la luz. Si le das la vuelta a la maceta, en uno o dos días volverá a inclinarse hacia la luz.`]] },
  'pl.leaf': { m: [
    [(c) => `Las hojas se beben la luz del sol.`, (c) => `La planta usa el sol, el agua y el aire para fabricar su propia comida.`, (c) => `Cada día, la planta crecía un poquito más.`],
    [(c) => `Más hojas, un tallo más alto.`, (c) => `Así es como crece grande y fuerte.`, (c) => `Sol, agua y tierra: es todo lo que necesita.`],
  ], l: [[(c) => `Las hojas son verdes porque están llenas de algo llamado clorofila. La clorofila atrapa la luz del sol, y la planta usa esa energía para convertir el agua y el aire en azúcar, que es su comida. Los científicos lo llaman fotosíntesis.`]] },
  'pl.end': { m: [
    [(c) => `¡Por fin se abrió una flor!`, (c) => `La semillita se convirtió en una planta grande con una flor.`, (c) => `Ahora ${c.n} sabe cómo crecen las plantas.`],
    [(c) => `Y dentro de la flor había semillas nuevas, listas para crecer otra vez.`, (c) => `Semilla, raíz, brote, hojas, flor, semillas.`, (c) => `Agua, sol y tierra, y un poco de paciencia.`],
  ], l: [[(c) => `De una semilla diminuta salió una planta entera, y de esa planta, muchas semillas nuevas. Cada una guarda otra plantita, esperando agua, calor y luz.`]] },
};
