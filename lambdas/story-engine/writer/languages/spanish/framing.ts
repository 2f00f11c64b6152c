// Spanish feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import { cap, type Es } from './context';

type P = Part<Es>;

type Clause = (c: Es) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['Durante un rato,', 'En el fondo,', 'En ese momento,', 'Justo entonces,', 'En silencio,', 'De algún modo,', 'Por un instante,', 'Poco a poco,', 'Sin saber muy bien por qué,', 'Entonces,', 'Muy despacito,', 'Aquel día,'];
const ENDINGS = ['', ', y eso estaba bien'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: Es) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `el mundo pareció ir más despacio`, (c) => `todo volvió a su sitio, tranquilo y en orden`, (c) => `la calma llegó como una ola pequeña`, (c) => `${c.n} ${c.v('respiró', 'respiraron')} despacio, dentro y fuera`, (c) => `todo parecía tranquilo y seguro`, (c) => `una sensación de calma envolvió ${c.al}`, (c) => `los hombros se relajaron y las manos se quedaron quietas`, (c) => `${c.n} se ${c.v('sintió', 'sintieron')} ${c.x('tranquil')} por dentro`]),
  worried: combine([(c) => `un pensamiento inquieto no dejaba de dar vueltas`, (c) => `el estómago se encogió como un puño`, (c) => `todo parecía un poco más difícil de lo normal`, (c) => `se ${c.le} hizo un nudo en la barriga`, (c) => `${c.n} se ${c.v('mordió', 'mordieron')} el labio`, (c) => `las preocupaciones zumbaban en la cabeza ${c.de} como abejas`, (c) => `el corazón latía deprisa y las manos estaban frías`, (c) => `la preocupación parecía más grande que ${c.n}`]),
  sad: combine([(c) => `el día se volvió lento y pesado`, (c) => `hasta la luz parecía más apagada`, (c) => `un suspiro largo salió sin querer`, (c) => `una tristeza pesada se quedó dentro ${c.de}, como una nube gris`, (c) => `se ${c.le} llenaron los ojos de lágrimas`, (c) => `${c.n} ${c.v('dejó', 'dejaron')} que la tristeza se quedara un rato`, (c) => `se ${c.le} cerró un poco la garganta`, (c) => `todo parecía un poco gris`]),
  brave: combine([(c) => `el miedo se hizo un poquito más pequeño`, (c) => `una chispa de valor se encendió por dentro`, (c) => `los pies dieron un paso adelante`, (c) => `${c.n} se ${c.v('puso', 'pusieron')} muy derech${c.f ? 'a' : 'o'}${c.pl ? 's' : ''}`, (c) => `${c.n} ${c.v('decidió', 'decidieron')} intentarlo de todos modos`, (c) => `${c.le} temblaban las rodillas, pero el corazón era fuerte`, (c) => `una sensación valiente y brillante creció dentro ${c.de}`, (c) => `${c.n} se ${c.v('sintió', 'sintieron')} más ${c.v('valiente', 'valientes')} que el miedo`], OPENERS, ['']),
  happy: combine([(c) => `todo brillaba un poco más que antes`, (c) => `daban ganas de bailar`, (c) => `la risa salió sola, fuerte y alegre`, (c) => `una alegría calentita burbujeó dentro ${c.de}`, (c) => `${c.n} no ${c.v('podía', 'podían')} dejar de sonreír`, (c) => `el corazón ${c.de} se sentía ligero como un globo`, (c) => `la felicidad cosquilleaba hasta la punta de los pies`, (c) => `era como tener sol por dentro`], OPENERS, ['']),
  warm: combine([(c) => `el cariño se notaba en el aire`, (c) => `todo parecía suave y seguro`, (c) => `era bonito sentirse en casa`, (c) => `${c.n} se ${c.v('sintió', 'sintieron')} ${c.x('querid')} y a gusto`, (c) => `el cariño envolvió ${c.al} como una manta suave`, (c) => `una sensación dulce y acogedora llenó el corazón ${c.de}`, (c) => `estar cerca ${c.g.de} lo hacía todo más suave`, (c) => `${c.n} se ${c.v('sintió', 'sintieron')} ${c.x('abrazad')}, incluso sin un abrazo`]),
  curious: combine([(c) => `cada cosa parecía esconder un secreto`, (c) => `la curiosidad hacía cosquillas por dentro`, (c) => `había una pregunta nueva en cada rincón`, (c) => `${c.n} ${c.v('quería', 'querían')} saber más, mucho más`, (c) => `las preguntas brotaban en la cabeza ${c.de}`, (c) => `los ojos ${c.de} se abrieron de asombro`, (c) => `parecía que había muchísimo por descubrir`, (c) => `${c.n} se ${c.v('acercó', 'acercaron')} un poco más para ver`], OPENERS, ['']),
  sleepy: combine([(c) => `los ruidos de la casa se volvieron suaves`, (c) => `la almohada parecía una nube`, (c) => `las luces de la calle se fueron apagando`, (c) => `los párpados ${c.de} empezaron a pesar`, (c) => `un bostezo lento y enorme se asomó a la cara ${c.de}`, (c) => `todo parecía suave, lento y con sueño`, (c) => `${c.n} se ${c.v('acurrucó', 'acurrucaron')}, calentit${c.f ? 'a' : 'o'}${c.pl ? 's' : ''} y con sueño`, (c) => `la calma de la noche envolvió ${c.al}`], OPENERS, ['']),
};

const NEAR = ['Cerca,', 'Fuera,', 'No muy lejos,', 'Allá arriba,', 'Mientras tanto,', 'De vez en cuando,'];

export const DETAILS: P = combine([
  (c) => c.place && `${c.place} estaba llen${/^las? /.test(c.place) ? 'a' : 'o'}${/^(los|las) /.test(c.place) ? 's' : ''} de sonidos y colores`,
  (c) => `el viento movía suavemente los árboles`,
  (c) => `un reloj hacía tictac muy bajito`,
  (c) => `la luz cambiaba despacio`,
  (c) => `un mirlo daba saltitos, como si quisiera ayudar`,
  (c) => `el aire olía a lluvia y a hierba fresca`,
  (c) => `una nube blanca pasaba despacio`,
  (c) => `se oía a lo lejos el canto de un gallo`,
  (c) => `las hojas susurraban con la brisa`,
  (c) => `un gato se estiraba al sol`,
], NEAR, ['', ', como siempre']);

/** The hero as a title says it: the name, or the noun phrase with a capital. */
const T = (c: Es) => c.N;
const G = (c: Es) => (c.gone ? c.gone.N : '');

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} y el bebé nuevo`, (c) => `${T(c)}, ${c.f ? 'la' : 'el'} ${c.big}`, (c) => `${c.sib === 'hermanita' ? 'Una hermanita' : c.sib === 'hermanito' ? 'Un hermanito' : 'Un bebé'} para ${c.n}`],
  'moving-home': [(c) => `${T(c)} se muda`, (c) => `${T(c)} y la casa nueva`, (c) => `Adiós, casa vieja; hola, casa nueva`],
  'first-day': [(c) => `El primer día ${c.de}`, (c) => `${T(c)} va a ${c.place === 'la guardería' ? 'la guardería' : 'la escuela'}`, (c) => `Un gran primer día para ${c.n}`],
  'pet-died': [(c) => `Recordando ${c.gone!.al}`, (c) => `${G(c)}, siempre en nuestro corazón`, (c) => `El día que dijimos adiós ${c.gone!.al}`],
  'grandparent-died': [(c) => `Recordando ${c.gone!.al}`, (c) => `Las historias ${c.gone!.de}`, (c) => `${G(c)}, siempre en nuestro corazón`],
  doctor: [(c) => `${T(c)} va al médico`, (c) => `${T(c)} y la vacuna valiente`, (c) => `Una revisión para ${c.n}`],
  dentist: [(c) => `${T(c)} va al dentista`, (c) => `${T(c)} y el gran sillón del dentista`, (c) => `¡Abre bien la boca, ${c.n}!`],
  potty: [(c) => `${T(c)} y el orinal`, (c) => `¡Al orinal, ${c.n}!`, (c) => `${T(c)} dice adiós al pañal`],
  bedtime: [(c) => `Buenas noches, ${c.n}`, (c) => `${T(c)} no quiere dormir`, (c) => `Hora de dormir para ${c.n}`],
  'fear-dark': [(c) => `${T(c)} y la oscuridad`, (c) => `${T(c)} se hace amig${c.f ? 'a' : 'o'} de la noche`, (c) => `¿Quién tiene miedo a la oscuridad?`],
  'fear-monsters': [(c) => `${T(c)} y el monstruo de debajo de la cama`, (c) => `No hay monstruos para ${c.n}`, (c) => `${T(c)} mira debajo de la cama`],
  'fear-water': [(c) => `${T(c)} y el agua`, (c) => `${T(c)} aprende a nadar`, (c) => `¡Al agua, ${c.n}!`],
  sharing: [(c) => `${T(c)} y ${c.pal!.named ? c.pal!.N : 'su amigo'} juegan por turnos`, (c) => `¡Te toca, ${c.n}!`, (c) => `${T(c)} aprende a compartir`],
  'telling-truth': [(c) => `${T(c)} dice la verdad`, (c) => `${T(c)} y el jarrón roto`, (c) => `La verdad ${c.de}`],
  'two-homes': [(c) => `Las dos casas ${c.de}`, (c) => `Dos casas para ${c.n}`, (c) => `${c.Al} le quieren en las dos casas`],
  wheelchair: [(c) => `¡${T(c)} sobre ruedas!`, (c) => `${T(c)} se une al juego`, (c) => `¡Paso ${c.al}!`],
  glasses: [(c) => `Las gafas nuevas ${c.de}`, (c) => `${T(c)} ve el mundo`, (c) => `Mira quién lleva gafas: ${c.n}`],
  'new-language': [(c) => `${T(c)} aprende palabras nuevas`, (c) => `Hola, ${c.n}`, (c) => `${T(c)} y el idioma nuevo`],
  'making-friend': [(c) => `${T(c)} hace ${c.pal?.f ? 'una amiga' : 'un amigo'}`, (c) => `${T(c)} dice hola`, (c) => `Un amigo para ${c.n}`],
  'question-sky': [(c) => `¿Por qué el cielo es azul?`, (c) => `${T(c)} pregunta: ¿por qué el cielo es azul?`, (c) => `El secreto del cielo azul`],
  'question-rain': [(c) => `¿De dónde viene la lluvia?`, (c) => `${T(c)} sigue a una gota de lluvia`, (c) => `El gran viaje de la lluvia`],
  'question-plants': [(c) => `¿Cómo crecen las plantas?`, (c) => `${T(c)} planta una semilla`, (c) => `De semillita a flor`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('no sabía') && `${T(c)} lo vuelve a intentar`, (c) => c.wish && `${T(c)} y el gran deseo`,
    (c) => c.to && `${T(c)} quiere ${c.to}`,
    (c) => c.pal?.named && `${T(c)} y ${c.pal.N}`, (c) => c.kin && `${T(c)} y ${c.kin.n}`,
    (c) => !c.wish && `${T(c)}${c.where ? ` ${c.where}` : ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Es, text: string): string {
  const missing = c.names.filter((n) => !text.toLowerCase().includes(n.toLowerCase()));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} y ${missing.at(-1)}`;
  return `${text} Con ${list}.`;
}
const S = (make: (c: Es) => string | false | undefined) => (c: Es) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} va a tener ${c.sib === 'hermanita' ? 'una hermanita' : c.sib === 'hermanito' ? 'un hermanito' : 'un hermanito o una hermanita'}, y descubre que el amor crece.`)],
  'moving-home': [S((c) => `${c.N} se muda a una casa nueva y tiene que despedirse de la antigua.`)],
  'first-day': [S((c) => `Es el primer día ${c.de} en ${c.place === 'la guardería' ? 'la guardería' : 'la escuela'}, con una maestra nueva y compañeros nuevos.`)],
  'pet-died': [S((c) => `${c.gone!.N} ha muerto, y la familia ${c.gone!.f ? 'la' : 'lo'} recuerda con cariño.`)],
  'grandparent-died': [S((c) => `${c.gone!.N} ha muerto, y la familia ${c.gone!.f ? 'la' : 'lo'} recuerda unida.`)],
  doctor: [S((c) => `${c.N} va al médico para una revisión y una vacuna, y es más valiente de lo que creía.`)],
  dentist: [S((c) => `${c.N} va al dentista y descubre qué pasa en el gran sillón.`)],
  potty: [S((c) => `${c.N} aprende a usar el orinal, intento a intento.`)],
  bedtime: [S((c) => `${c.N} no tiene sueño, pero la hora de dormir sabe ponerse acogedora.`)],
  'fear-dark': [S((c) => `${c.N} tiene miedo a la oscuridad y descubre lo que de verdad guarda la noche.`)],
  'fear-monsters': [S((c) => `${c.N} oye un monstruo debajo de la cama y, con valentía, se asoma a mirar.`)],
  'fear-water': [S((c) => `${c.N} tiene miedo al agua y aprende a ser valiente, paso a paso.`)],
  sharing: [S((c) => `${c.N} y ${c.pal!.n} quieren el mismo juguete y aprenden a jugar por turnos.`)],
  'telling-truth': [S((c) => `${c.N} rompe algo y aprende que decir la verdad es de valientes.`)],
  'two-homes': [S((c) => `${c.N} vive en dos casas, la casa de mamá y la casa de papá, y en las dos le quieren.`)],
  wheelchair: [S((c) => `${c.N} va en silla de ruedas y encuentra la manera de unirse al juego.`)],
  glasses: [S((c) => `${c.N} tiene gafas nuevas y le preocupa que los otros niños se rían.`)],
  'new-language': [S((c) => `${c.N} es nuev${c.f ? 'a' : 'o'} en la escuela y todavía no habla el idioma.`)],
  'making-friend': [S((c) => `${c.N} es tímid${c.f ? 'a' : 'o'} y quiere hacer amigos.`)],
  'question-sky': [(c) => `${c.N} pregunta por qué el cielo es azul y descubre cosas sobre la luz y el aire.`],
  'question-rain': [(c) => `${c.N} pregunta de dónde viene la lluvia y sigue el agua desde el mar hasta las nubes, y de vuelta.`],
  'question-plants': [(c) => `${c.N} planta una semilla y observa cómo crece.`],
  arc: [S((c) => !c.wish && !c.trouble && `Un cuento sobre ${c.a}${c.where ? ` ${c.where}` : ''}.`), S((c) => c.to && (`${c.N} quiere ${c.to}.`)), S((c) => c.trouble && `${c.N} ${c.trouble}, pero no por mucho tiempo.`)],
};

export { cap };
