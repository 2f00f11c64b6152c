// Spanish beats for the wish or problem arc, and the quiet interludes that stretch any story.
import type { BeatText } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

const at = (c: Es) => c.home;
const o = (c: Es) => (c.f ? 'a' : 'o');

export const ARC: T = {
  'arc.open': { m: [
    [(c) => `Había una vez ${c.named && !c.person ? `${c.what} llamad${o(c)} ${c.n} que` : c.named ? `${c.n}, que` : `${c.a} que`} vivía ${at(c)}.`, (c) => `${c.N} vivía ${at(c)}.`, (c) => c.where && `Cada día, ${c.where}, ${c.n} estaba ocupad${o(c)} de la mañana a la noche.`],
    [(c) => c.pal && `Su mejor amigo era ${c.pal.n}.`.replace('mejor amigo', c.pal.f ? 'mejor amiga' : 'mejor amigo'), (c) => c.kin && `${c.kin.N} nunca andaba lejos.`, (c) => `Tenía un corazón enorme y la cabeza llena de ideas.`, (c) => `Cada día estaba lleno de pequeñas cosas que hacer.`],
  ], l: [[(c) => `Conocía cada camino y cada rincón ${c.place ? (c.place.startsWith('el ') ? `del ${c.place.slice(3)}` : `de ${c.place}`) : 'cerca de casa'}, y le gustaba ver cómo el cielo pasaba del azul de la mañana al dorado de la tarde. Pero últimamente había empezado a preguntarse qué habría más lejos.`, (c) => `Quienes conocían ${c.al} decían que se fijaba en todo: una flor nueva, un sonido distinto, un amigo que parecía un poco triste.`]] },
  'arc.want': { m: [
    [(c) => !c.trouble && !c.to && `${c.N} encontraba algo nuevo que mirar cada día${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && c.kin && `${c.N} pasaba los mejores ratos con ${c.kin.n}.`, (c) => !c.trouble && !c.to && c.pal && `${c.N} y ${c.pal.n} lo hacían todo juntos.`, (c) => !c.trouble && !c.to && `Nada${c.where ? ` ${c.where}` : ''} era igual dos días seguidos, y eso le encantaba.`, (c) => !c.trouble && !c.to && `${c.N} tenía un rincón favorito${c.where ? ` ${c.where}` : ''} y cien preguntas sobre él.`, (c) => c.trouble && `Pero ${c.n} tenía un problema: ${c.trouble}.`, (c) => c.not && `Todos creían que ${c.n} debía ${c.not}, pero no quería eso para nada.`, (c) => c.to && (!c.trouble && `Más que nada en el mundo, ${c.n} quería ${c.to}.`), (c) => c.trouble && `${c.N} ${c.trouble}, y eso le ponía triste.`],
    [(c) => c.wish && `Quería ${c.to}.`, (c) => c.say && c.to && `«Algún día voy a ${c.to}», dijo.`, (c) => c.wish && `Soñaba con ello todas las noches.`],
  ], s: [[(c) => c.trouble && !c.wish && `${c.N} ${c.trouble}.`, (c) => !c.trouble && !c.to && `${c.N} encontraba algo nuevo que mirar cada día${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && `Nada${c.where ? ` ${c.where}` : ''} era igual dos días seguidos, y eso le encantaba.`, (c) => !c.trouble && !c.to && `${c.N} tenía un rincón favorito${c.where ? ` ${c.where}` : ''} y cien preguntas sobre él.`, (c) => c.trouble && c.wish && `${c.N} ${c.trouble}. Quería ${c.to}.`, (c) => c.say && c.to && (c.trouble && !c.wish && `${c.N} ${c.trouble}. «Algún día voy a ${c.to}», dijo.`), (c) => c.to && (!c.trouble && `${c.N} quería ${c.to}, más que nada.`)]],
  l: [[(c) => c.wish && `Lo pensaba mientras trabajaba y mientras descansaba. El deseo crecía cada día, hasta que ya no pudo guardárselo dentro.`, (c) => c.wish && `Algunos decían que era imposible. ${c.N} escuchaba con educación, y luego pensaba: «Ya veremos».`]] },
  'arc.go': { m: [
    [(c) => `Así que una mañana, ${c.n} se puso en camino.`, (c) => `${c.N} preparó una mochila y se puso en marcha.`, (c) => c.pal && `${c.N} y ${c.pal.n} se pusieron en camino juntos.`, (c) => c.kin && `${c.N} y ${c.kin.n} se pusieron en camino juntos.`],
    [(c) => `El camino era largo, pero se sentía valiente.`, (c) => `«Allá voy», dijo.`, (c) => `Brillaba el sol, y el camino estaba despejado.`],
  ], l: [[(c) => `No sabía exactamente cuánto quedaba, ni qué encontraría por el camino. Eso daba un poco de miedo, y también era lo más emocionante que había sentido nunca.`, (c) => `${c.g.N} dijo adiós con la mano hasta que ${c.n} fue solo un puntito a lo lejos. «Ten cuidado», gritó. «Y sé valiente».`]] },
  'arc.hard': { m: [
    [(c) => c.to && `Pero ${c.to} era más difícil de lo que parecía.`, (c) => c.trouble && `No era fácil, porque ${c.n} ${c.trouble}.`, (c) => `El camino era largo y lleno de baches.`, (c) => `Pronto apareció un gran problema.`, (c) => c.lost && `${c.N} buscó ${c.lost.al} por todas partes, pero no ${c.lost.f ? 'la' : 'lo'} encontraba.`],
    [(c) => `${c.N} lo intentó, y no funcionó.`, (c) => `Se sintió pequeñ${o(c)} y llen${o(c)} de dudas.`, (c) => `Empezó a soplar un viento frío.`],
  ], l: [[(c) => `«A lo mejor ha sido una idea tonta», susurró. Estaba cansad${o(c)} y le pesaba el corazón. Pero en algún lugar de dentro, una vocecita dijo: todavía no.`, (c) => c.to && `${c.N} se sentó a pensar. Rendirse sería fácil. Volver a casa sería fácil. Pero todavía quería ${c.to}.`]] },
  'arc.twist': { m: [
    [(c) => `Entonces llegó una tormenta, oscura y ruidosa.`, (c) => `Entonces el camino se dividió en dos, y ${c.n} no sabía por dónde ir.`],
    [(c) => `${c.N} tenía que decidir, y deprisa.`, (c) => `Las cosas nunca habían parecido tan difíciles.`],
  ], l: [[(c) => `${c.N} recordó lo que siempre decía ${c.g.n}: «Cuando no sepas el camino, para, mira y escucha». Así que paró. Miró. Y escuchó, hasta que oyó algo que le indicaba por dónde ir.`, (c) => `Por un momento quiso darse la vuelta. Luego pensó en todos los que le esperaban, respiró hondo y eligió el camino más difícil, el que llevaba hacia delante.`]] },
  'arc.help': { m: [
    [(c) => c.pal && `${c.pal.N} vino a ayudar.`, (c) => c.kin && `${c.kin.N} le tendió la mano.`, (c) => `Un pájaro simpático le enseñó el camino ${c.al}.`, (c) => `${c.g.N} pasó por allí con una buena idea.`],
    [(c) => `«Juntos podemos», dijo una voz amable.`, (c) => `Juntos, todo parecía más fácil.`, (c) => `La ayuda hace más ligeras las cosas difíciles.`],
  ], l: [[(c) => `«¿Por qué has venido?», preguntó ${c.n}. «Porque eso es lo que hacen los amigos», fue la respuesta. Compartieron la merienda e hicieron un plan.`]] },
  'arc.turn': { m: [
    [(c) => `${c.N} respiró hondo y lo intentó otra vez.`, (c) => `${c.N} no se rindió.`, (c) => `Esta vez, ${c.n} probó de otra manera.`],
    [(c) => `Un paso, y luego otro.`, (c) => `Fue valiente, aunque tenía un poco de miedo.`, (c) => `Poco a poco, empezó a funcionar.`],
  ], l: [[(c) => `Esta vez fue despacio y con cuidado, pensando en lo que había salido mal antes. Un error, se dio cuenta, es solo una lección disfrazada.`, (c) => `«Puedo hacer cosas difíciles», dijo en voz alta, y al decirlo se volvió un poco más verdad.`]] },
  'arc.reach': { m: [
    [(c) => !c.did && !c.mended && `Y al final, todo ${c.where ?? 'en casa'} estaba justo como debía estar.`, (c) => !c.did && !c.mended && `Al final del día, ${c.n} estaba feliz de la cabeza a los pies.`, (c) => !c.did && !c.mended && `¡Qué día tan bonito${c.where ? ` ${c.where}` : ''}!`, (c) => c.did && `¡Y por fin, ${c.n} ${c.did}!`, (c) => c.did && `Entonces, después de tanto tiempo, ${c.n} ${c.did}.`, (c) => c.mended && !c.wish && `Ahora ${c.n} ${c.mended}.`],
    [(c) => `Fue todavía mejor de lo que había soñado.`, (c) => `${c.N} se rio de pura alegría.`, (c) => `¡Qué sensación tan maravillosa!`],
  ], l: [[(c) => `${c.N} se quedó quiet${o(c)} y lo miró todo con calma, para recordarlo siempre: los colores, los sonidos, el latido feliz de su propio corazón.`]] },
  'arc.end': { m: [
    [(c) => `Esa noche, ${c.n} volvió a casa, cansad${o(c)} y feliz.`, (c) => `${c.N} estaba deseando contárselo a todo el mundo.`, (c) => `Ya en casa, ${c.n} sonrió con una gran sonrisa de sueño.`],
    [(c) => `Todo es posible con un corazón valiente.`, (c) => `Fue el mejor día de todos.`, (c) => `¿Y mañana? ¡Quién sabe qué hará!`],
  ], l: [[(c) => `Más tarde, mientras se lo contaba todo ${c.g.al}, ${c.n} se dio cuenta de que lo mejor no había sido el final. Había sido descubrir que podía seguir adelante cuando las cosas se ponían difíciles.`, (c) => `Esa noche se quedó un rato despiert${o(c)}, sonriendo en la oscuridad, pensando ya en cuál sería la próxima aventura.`]] },

  'i.notice': { m: [
    [(c) => `${c.N} se ${c.v('paró', 'pararon')} un momento y ${c.v('miró', 'miraron')} a su alrededor.`, (c) => `Fuera, un pájaro cantaba en una rama.`, (c) => `Durante un rato, todo estuvo en calma.`],
    [(c) => `Había cosas pequeñas por todas partes: un caracol, una nube, una piedra brillante.`, (c) => `Era agradable pararse a mirar.`, (c) => `El mundo estaba lleno de pequeñas sorpresas.`],
  ], l: [[(c) => `Es fácil pasar de largo cuando se tiene prisa. Pero cuando ${c.n} ${c.v('fue', 'fueron')} más despacio, el mundo pareció abrirse, lleno de detalles diminutos en los que nadie más se había fijado.`]] },
  'i.talk': { m: [
    [(c) => `${c.N} ${c.v('habló', 'hablaron')} con ${c.g.n} sobre el día.`, (c) => `${c.g.N} preguntó: «¿Cómo te sientes?».`, (c) => `${c.N} le ${c.v('contó', 'contaron')} ${c.g.al} lo que ${c.v('pensaba', 'pensaban')}.`],
    [(c) => `Ayudaba decir las cosas en voz alta.`, (c) => `${c.g.N} escuchaba con atención.`, (c) => `Hablar hacía más pequeños los sentimientos.`],
  ], l: [[(c) => `«No hace falta tener todas las respuestas», dijo ${c.g.n}. «Solo hay que seguir haciendo buenas preguntas». ${c.N} se ${c.v('quedó', 'quedaron')} pensando en ello mucho rato.`]] },
  'i.rest': { m: [
    [(c) => `${c.N} se ${c.v('sentó', 'sentaron')} a descansar.`, (c) => `Hubo tiempo para beber algo y comer un bocado.`, (c) => `${c.N} ${c.v('descansó', 'descansaron')} un poquito.`],
    [(c) => `Descansar también es importante.`, (c) => `Después, todo parecía un poco mejor.`, (c) => `Luego ya se podía seguir.`],
  ], l: [[(c) => `${c.N} ${c.v('dejó', 'dejaron')} que sus pensamientos flotaran como hojas en un arroyo. Al cabo de un rato, el cansancio se fue, y una idea nueva empezó a crecer.`]] },
  'i.think': { m: [
    [(c) => `${c.N} se ${c.v('quedó', 'quedaron')} pensando en silencio.`, (c) => `${c.N} ${c.v('cerró', 'cerraron')} los ojos y ${c.v('pensó', 'pensaron')} mucho.`, (c) => `${c.N} se ${c.v('acordó', 'acordaron')} de algo que había dicho ${c.g.n}.`],
    [(c) => `«Los pasos pequeños también te llevan adelante».`, (c) => `Pensar ayuda.`, (c) => `«Eres más valiente de lo que crees».`],
  ], l: [[(c) => `A veces la respuesta no llega cuando la persigues. Llega cuando te quedas quieto y dejas que te encuentre. ${c.N} ${c.v('esperó', 'esperaron')}, y la respuesta llegó.`]] },
  'i.small': { m: [
    [(c) => `${c.N} ${c.v('tarareó', 'tararearon')} una cancioncita.`, (c) => `${c.N} ${c.v('encontró', 'encontraron')} una piedra lisa y se la ${c.v('guardó', 'guardaron')}.`, (c) => `${c.N} ${c.v('contó', 'contaron')} las nubes del cielo.`],
    [(c) => `Las cosas pequeñas pueden cambiar mucho.`, (c) => `Eso trajo una sonrisa.`, (c) => `Fue un buen momento.`],
  ], l: [[(c) => `No fue un momento grande, pero sí uno bueno, y ${c.n} lo ${c.v('guardó', 'guardaron')} para recordarlo después, como un tesoro en el bolsillo.`]] },
  'i.window': { m: [
    [(c) => `${c.N} ${c.v('miró', 'miraron')} por la ventana un rato.`, (c) => `${c.N} ${c.v('miró', 'miraron')} pasar las nubes.`, (c) => `${c.N} ${c.v('apretó', 'apretaron')} la nariz contra el cristal.`],
    [(c) => `El cielo era grande y estaba lleno de formas.`, (c) => `Una nube parecía un gato dormido.`, (c) => `A lo lejos, un pájaro volvía a su nido.`],
  ], l: [[(c) => `Mirar por una ventana tiene algo que hace que los pensamientos vayan más despacio y se vuelvan más claros. Cuando ${c.n} por fin ${c.v('apartó', 'apartaron')} la vista, todo parecía más ordenado por dentro.`]] },
  'i.hand': { m: [
    [(c) => `${c.N} le ${c.v('dio', 'dieron')} la mano ${c.g.al} un rato.`, (c) => `${c.g.N} se sentó cerca ${c.de}.`, (c) => `${c.N} se ${c.v('apoyó', 'apoyaron')} en ${c.g.n}.`],
    [(c) => `No hacía falta decir nada.`, (c) => `Era agradable estar cerca.`, (c) => `Estar juntos era suficiente.`],
  ], l: [[(c) => `Hay momentos que no necesitan palabras. ${c.N} ${c.v('notaba', 'notaban')} la respiración tranquila ${c.g.de}, y poco a poco su propia respiración se fue calmando al mismo ritmo.`]] },
  'i.tomorrow': { m: [
    [(c) => `${c.N} se ${c.v('preguntó', 'preguntaron')} qué traería el día siguiente.`, (c) => `${c.N} ${c.v('pensó', 'pensaron')} en los días que vendrían.`, (c) => `${c.N} ${c.v('hizo', 'hicieron')} un pequeño plan en su cabeza.`],
    [(c) => `Mañana siempre es un nuevo comienzo.`, (c) => `Día a día, decía siempre ${c.g.n}.`, (c) => `Era bonito tener algo que esperar.`],
  ], l: [[(c) => `${c.N} no ${c.v('sabía', 'sabían')} todo lo que iba a pasar, y no pasaba nada. Nadie lo sabe. Lo que ya se sabía bastaba para dar el siguiente pasito.`]] },
};
