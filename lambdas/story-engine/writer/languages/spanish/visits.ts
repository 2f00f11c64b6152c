// Spanish beats for doctor and dentist visits, potty training and bedtime.
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Hoy ${c.n} va al médico para una revisión.`, (c) => `${c.N} tenía cita con la doctora hoy.`, (c) => `«Esta mañana vamos a ver a la doctora», dijo ${c.g.n}.`],
    [(c) => `A lo mejor le ponen una vacuna pequeñita para que siga sano.`.replace('sano', c.x('san')), (c) => `Le tocaba la vacuna, para que los microbios no le pusieran enferm${c.f ? 'a' : 'o'}.`, (c) => `La doctora ayuda a que todos estemos sanos.`],
  ] },
  'doc.worry': { m: [
    [(c) => `${c.N} iba preocupad${c.f ? 'a' : 'o'} de camino a la consulta.`, (c) => `«¿Me va a doler el pinchazo?», preguntó ${c.n}.`, (c) => `${c.N} caminaba cada vez más despacio.`],
    [(c) => `«Pica un momentito y luego se acaba», dijo ${c.g.n}.`, (c) => `«Te daré la mano todo el rato», dijo ${c.g.n}.`, (c) => `«Tener miedo está bien. Ser valiente es hacerlo igualmente», dijo ${c.g.n}.`],
  ], l: [[(c) => `«¿Para qué necesito una vacuna?», preguntó. «Le enseña a tu cuerpo a luchar contra los microbios antes de que lleguen», dijo ${c.g.n}. «Es como entrenar para una carrera».`, (c) => `${c.N} apretó la mano ${c.g.de}. «¿Puedo llevar mi peluche?», preguntó. «Claro que sí», dijo ${c.g.n}.`]] },
  'doc.wait': { m: [
    [(c) => `En la sala de espera había libros y una pecera.`, (c) => `Esperaron a que dijeran su nombre.`, (c) => `Una enfermera sonrió y saludó ${c.al} con la mano.`],
    [(c) => `${c.N} contó los peces naranjas: uno, dos, tres.`, (c) => `Leyó un libro sobre un oso que iba al médico.`, (c) => `La sala de espera era cálida y tranquila.`],
  ] },
  'doc.check': { m: [
    [(c) => `La doctora dejó que ${c.n} escuchara con el estetoscopio.`, (c) => `La doctora escuchó su corazón.`, (c) => `La doctora le tomó la temperatura.`],
    [(c) => `¡Pum-pum, pum-pum, hacía el corazón!`, (c) => `«Fuerte y sano», dijo la doctora.`, (c) => `La doctora le miró los oídos con una lucecita.`],
  ], l: [[(c) => `«¿Quieres oír tu propio corazón?», preguntó la doctora, y le puso el estetoscopio frío en el pecho. ${c.N} se rio. Sonaba como un tambor diminuto.`, (c) => `«Di aaa», dijo la doctora, y le miró la garganta. «Perfecto. Ahora vamos a ver esas rodillas». Toc, toc, ¡y la pierna dio un saltito!`]] },
  'doc.twist': { m: [
    [(c) => `Cuando la enfermera trajo la vacuna, ${c.n} se escondió detrás ${c.g.de}.`, (c) => `Entonces ${c.n} vio la aguja y se echó a llorar.`],
    [(c) => `«¡No la quiero!», dijo.`, (c) => `El corazón le latía muy deprisa.`],
  ], l: [[(c) => `La enfermera no tuvo prisa. «¿Contamos juntos primero?», preguntó. «Y puedes elegir el brazo». ${c.N} lo pensó y eligió.`, (c) => `«Está bien tener miedo», dijo la doctora. «¿Te lo enseño primero con tu peluche?». El peluche recibió su vacuna y no le importó nada.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} le dio la mano ${c.g.al} y miró los peces.`, (c) => `Uno, dos, tres: un pinchacito, ¡y la vacuna ya estaba puesta!`, (c) => `${c.N} respiró hondo y fue valiente.`],
    [(c) => `Se acabó muy rápido.`, (c) => `«¿Ya está?», preguntó, sorprendid${c.f ? 'a' : 'o'}.`, (c) => `La enfermera le puso una tirita de estrellas.`],
  ] },
  'doc.end': { m: [
    [(c) => `${c.N} recibió una pegatina que decía «He sido valiente».`, (c) => `La doctora le dio ${c.al} una pegatina brillante.`, (c) => `De vuelta a casa, ${c.n} llevaba su pegatina con orgullo.`],
    [(c) => `Ahora su cuerpo está preparado para luchar contra los microbios.`, (c) => `«La próxima vez no estaré tan preocupad${c.f ? 'a' : 'o'}», dijo ${c.n}.`, (c) => `En casa, jugó a los médicos con sus juguetes.`],
  ] },

  'den.open': { m: [
    [(c) => `Esta mañana, ${c.n} se cepilló los dientes mejor que nunca.`, (c) => `Hoy ${c.n} va al dentista por primera vez.`, (c) => `«El dentista te va a contar los dientes», dijo ${c.g.n}.`],
    [(c) => `Cepilla, cepilla, arriba y abajo.`, (c) => `Se preguntaba cuántos dientes tendría.`, (c) => `No sabía qué hacía un dentista.`],
  ] },
  'den.worry': { m: [
    [(c) => `En la sala de espera, ${c.n} tenía miedo.`, (c) => `«¿Me va a doler?», susurró ${c.n}.`, (c) => `${c.N} apretaba muy fuerte la mano ${c.g.de}.`, (c) => `${c.N} estaba muy quiet${c.f ? 'a' : 'o'} en la silla de la sala de espera, balanceando las piernas.`, (c) => `La sala de espera olía a menta, y ${c.n} se sentía un poco nervios${c.f ? 'a' : 'o'}.`],
    [(c) => `«El dentista solo mira y cuenta», dijo ${c.g.n}.`, (c) => `«Si quieres descansar, levanta la mano», dijo ${c.g.n}.`, (c) => `${c.g.N} le dio un apretón cariñoso.`, (c) => `«El dentista siempre te dirá antes lo que va a hacer», dijo ${c.g.n}.`, (c) => `${c.g.N} le leyó un tebeo para pasar el rato.`],
  ], l: [[(c) => `Un niño salió por la puerta, sonriendo, con una pegatina en la camiseta. «Hace cosquillas», le dijo ${c.al}. Eso le hizo sentirse un poco mejor.`, (c) => `«Los dentistas ayudan a que los dientes estén fuertes», dijo ${c.g.n}. «Quieren que tu sonrisa dure mucho tiempo».`]] },
  'den.chair': { m: [
    [(c) => `El dentista tenía un sillón grande que subía y bajaba.`, (c) => `${c.N} se subió al gran sillón del dentista.`, (c) => `¡Zzzz! El sillón subió, subió y subió.`, (c) => `El dentista dio una palmadita en el sillón. «Sube. Es como el asiento de una nave espacial».`],
    [(c) => `Había una lámpara brillante y un espejito diminuto.`, (c) => `El dentista llevaba mascarilla y tenía los ojos sonrientes.`, (c) => `«¿Estás cómod${c.f ? 'a' : 'o'}?», preguntó el dentista.`, (c) => `En el techo había un póster de dientes sonrientes.`],
  ] },
  'den.count': { m: [
    [(c) => `«Abre bien grande, como un león», dijo el dentista.`, (c) => `El dentista le contó los dientes con un espejito.`, (c) => `${c.N} abrió la boca muy, muy grande.`],
    [(c) => `«¡Veinte dientes, y todos brillantes!», dijo el dentista.`, (c) => `No le dolió nada.`, (c) => `El espejito estaba fresquito y era divertido.`, (c) => `«Qué dientes tan fuertes», dijo el dentista.`],
  ], l: [[(c) => `El dentista le dio también un espejo de mano ${c.al}, para que pudiera mirar. Allí estaban sus dientes, todos en fila, como piedrecitas blancas.`, (c) => `«¿Sabes para qué sirven los dientes?», preguntó el dentista. «Para morder, masticar y sonreír», dijo ${c.n}. «Exacto», dijo el dentista.`]] },
  'den.twist': { m: [
    [(c) => `Entonces un aparatito empezó a zumbar, y ${c.n} cerró la boca muy fuerte.`, (c) => `Un tubito que sorbía hizo un ruido muy fuerte, y ${c.n} dio un respingo.`],
    [(c) => `Levantó la mano para descansar.`, (c) => `El corazón le latía deprisa.`],
  ], l: [[(c) => `El dentista paró enseguida. «Es solo mi pajita de agua. Sorbe el agua, como tú con un batido. ¿Quieres sujetarla?». ${c.N} la sujetó, y le hizo cosquillas en el dedo.`, (c) => `«Has hecho muy bien», dijo el dentista. «Levanta la mano siempre que quieras. Vamos a tu ritmo».`]] },
  'den.clean': { m: [
    [(c) => `El dentista le limpió los dientes con un cepillo que hacía cosquillas.`, (c) => `Brrr, hacía el cepillito en sus dientes.`, (c) => `${c.N} se enjuagó la boca con agua.`, (c) => `El dentista pulió cada diente hasta que brilló.`],
    [(c) => `Sabía a fresa.`, (c) => `${c.N} se rio. ¡Hacía cosquillas!`, (c) => `«Ya está», dijo el dentista.`],
  ] },
  'den.end': { m: [
    [(c) => `${c.N} se llevó un cepillo de dientes nuevo y una pegatina.`, (c) => `«Has sido muy valiente», dijo el dentista.`, (c) => `${c.N} sonrió con una sonrisa grande y brillante.`, (c) => `${c.N} se bajó del sillón sintiéndose muy mayor.`],
    [(c) => `Ahora se cepilla los dientes cada mañana y cada noche.`, (c) => `«Ahora me gusta el dentista», dijo ${c.n}.`, (c) => `La próxima vez no tendrá miedo.`, (c) => `Está deseando enseñar sus dientes limpios.`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} lleva pañal.`, (c) => `${c.N} se está haciendo mayor.`, (c) => `${c.N} miraba cómo los niños mayores iban al váter.`],
    [(c) => `Pero los niños mayores usan el orinal.`, (c) => `A lo mejor también puede intentarlo.`, (c) => `Los pañales son para los bebés, pensó.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.g.N} trajo un orinal nuevecito.`, (c) => `¡Aquí está el orinal ${c.de}!`, (c) => `El orinal era rojo y brillante.`],
    [(c) => `${c.N} se sentó encima con la ropa puesta, solo para probar.`, (c) => `Su peluche lo probó primero.`, (c) => `«¿Es para mí?», preguntó.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} se sentó en el orinal y esperó.`, (c) => `${c.N} se sentó en el orinal y leyó un libro.`, (c) => `Todavía no salía nada.`],
    [(c) => `No pasa nada. ¡Intentarlo está muy bien!`, (c) => `«Podemos probar otra vez más tarde», dijo ${c.g.n}.`, (c) => `Cantó una canción mientras esperaba.`],
  ] },
  'pot.oops': { m: [
    [(c) => `¡Uy! Se le escapó el pipí en las braguitas.`.replace('las braguitas', c.f ? 'las braguitas' : 'los calzoncillos'), (c) => `¡Oh, no, un pequeño accidente en el suelo!`, (c) => `${c.N} no llegó a tiempo al orinal.`],
    [(c) => `«No pasa nada. Todo el mundo tiene accidentes», dijo ${c.g.n}.`, (c) => `Lo limpiaron y volvieron a intentarlo.`, (c) => `Nadie se enfadó.`],
  ] },
  'pot.twist': { m: [
    [(c) => `Un día en el parque, ${c.al} le entraron muchas ganas de ir al baño.`, (c) => `En mitad del juego, ${c.n} notó que venía el pipí.`],
    [(c) => `Corrió tan rápido como pudo.`, (c) => `Gritó: «¡Orinal, ya!».`],
  ] },
  'pot.done': { m: [
    [(c) => `¡Y entonces ${c.n} hizo pipí en el orinal!`, (c) => `Chorrito, chorrito: ¡pipí en el orinal!`, (c) => `¡${c.N} hizo caca en el orinal!`],
    [(c) => `Ayudó a tirar de la cadena. ¡Fiuuu!`, (c) => `${c.g.N} aplaudió y ${c.n} bailó.`, (c) => `Luego se lavó las manos.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} eligió ropa interior de mayor con dinosaurios.`, (c) => `¡Adiós, pañal! ${c.N} tiene ropa interior nueva.`, (c) => `${c.N} escogió ${c.f ? 'unas braguitas' : 'unos calzoncillos'} con estrellas.`],
    [(c) => `Era suave y de colores vivos.`, (c) => `Se la enseñó a todo el mundo.`, (c) => `Se sintió muy mayor.`],
  ] },
  'pot.end': { m: [
    [(c) => `Ahora ${c.n} usa el orinal todos los días.`, (c) => `Pipí, cadena, manos limpias: ${c.n} lo sabe hacer todo.`, (c) => `${c.N} es una estrella del orinal.`],
    [(c) => `A veces hay algún accidente, y no pasa nada.`, (c) => `Está muy orgullos${c.f ? 'a' : 'o'}.`, (c) => `¡Muy bien, ${c.n}!`],
  ] },

  'bed.open': { m: [
    [(c) => `El sol se escondió, y el cielo se puso rosa.`, (c) => `Era el final de un día muy ajetreado.`, (c) => `${c.N} jugó y jugó toda la tarde.`],
    [(c) => `Pronto sería la hora de dormir.`, (c) => `${c.N} todavía tenía energía de sobra.`, (c) => `Los juguetes estaban cansados, aunque ${c.n} no lo estuviera.`],
  ] },
  'bed.no': { m: [
    [(c) => `«A la cama», dijo ${c.g.n}. «¡No!», dijo ${c.n}.`, (c) => `${c.N} no quería irse a la cama.`, (c) => `${c.N} se escondió detrás del sofá. ¡Esta noche no se duerme!`],
    [(c) => `Quería jugar un poco más.`, (c) => `No tenía nada de sueño, ni pizca.`, (c) => `«Solo un juego más», dijo.`],
  ] },
  'bed.bath': { m: [
    [(c) => `Primero, un baño calentito con burbujas.`, (c) => `Chap, chap, hacía ${c.n} en la bañera.`, (c) => `El patito de goma flotaba en la bañera.`],
    [(c) => `El agua estaba templada y agradable.`, (c) => `¡Burbujas por todas partes!`, (c) => `Después, una toalla esponjosa.`],
  ] },
  'bed.pyj': { m: [
    [(c) => `Luego, un pijama suave con lunas.`, (c) => `${c.N} se puso el pijama.`, (c) => `Los brazos dentro, las piernas dentro: ¡pijama puesto!`],
    [(c) => `Después, a lavarse los dientes, arriba y abajo.`, (c) => `Qué suave y qué calentito.`, (c) => `${c.N} soltó un bostezo pequeñito.`],
  ] },
  'bed.twist': { m: [
    [(c) => `Ya en la cama, ${c.n} llamó: «¡Necesito un vaso de agua!».`, (c) => `«¡Otro cuento!», pidió ${c.n}.`],
    [(c) => `Luego necesitaba un abrazo. Luego, su peluche.`, (c) => `${c.g.N} volvió, con paciencia y cariño.`],
  ] },
  'bed.story': { m: [
    [(c) => `${c.g.N} leyó un cuento sobre un búho con sueño.`, (c) => `Hora de un cuento antes de dormir.`, (c) => `${c.N} se acurrucó para escuchar un cuento.`],
    [(c) => `El búho bostezó, y ${c.n} también.`, (c) => `Las palabras eran suaves y lentas.`, (c) => `Se le empezaron a cerrar los ojos.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.g.N} cantó una nana y ${c.lo} arropó.`, (c) => `Un bostezo enorme. Ahora ${c.n} sí tenía sueño.`, (c) => `Le pesaban los párpados.`],
    [(c) => `La lamparita brillaba como una lunita.`, (c) => `La manta estaba calentita.`, (c) => `Al final sí estaba cansad${c.f ? 'a' : 'o'}.`],
  ] },
  'bed.end': { m: [
    [(c) => `Buenas noches, ${c.n}. Que duermas bien.`, (c) => `Pronto ${c.n} estaba profundamente dormid${c.f ? 'a' : 'o'} en su cama.`, (c) => `${c.N} se durmió abrazad${c.f ? 'a' : 'o'} a su peluche.`],
    [(c) => `Dulces sueños hasta mañana.`, (c) => `Fuera, la luna vigilaba.`, (c) => `Chsss. Ya duermen todos.`],
  ] },
};
