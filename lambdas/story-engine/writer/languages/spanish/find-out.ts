// Spanish book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what is
// still to find out. It quotes the question when the idea asks it in Spanish, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import type { Es } from './context';

type T = Record<string, BeatText<Es>>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The question as the child asks it («¿Por qué ronronean los gatos?»), when the idea asks it outright in Spanish. */
const asked = (c: Es) => {
  const a = askedIn(c);
  return a?.direct ? `«¿${cap(a.words)}?»` : undefined;
};
/** The question as a reported clause ("por qué ronronean los gatos"), when the idea reports it. */
const about = (c: Es) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: Es) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)}, preguntó ${c.n}.`, (c) => asked(c) && `${asked(c)}, se preguntaba ${c.n} todo el día.`,
      (c) => about(c) && `${c.N} se preguntaba ${about(c)}, y nadie en casa lo sabía.`, (c) => about(c) && `${c.N} quería saber ${about(c)}, y no paraba de pensarlo.`,
      (c) => !quoted(c) && `${c.N} tenía una gran pregunta, y no se le iba de la cabeza.`, (c) => !quoted(c) && `Una mañana, ${c.n} se despertó con una pregunta zumbando como una abeja.`],
    [(c) => `Era una pregunta que nadie en casa sabía contestar.`, (c) => `${c.N} pensó y pensó, pero la respuesta no llegaba.`, (c) => `Parecía sencilla, pero no lo era en absoluto.`],
  ], l: [[(c) => `${c.N} la preguntó en el desayuno, en el baño y otra vez a la hora de dormir. Algunas preguntas son así: cuando empiezas a pensar en ellas, ya no puedes parar.`]] },
  'fo.grown': { m: [
    [(c) => `Así que ${c.n} fue a preguntar ${c.g.al}.`, (c) => `${c.N} le llevó la pregunta ${c.g.al}.`],
    [(c) => `«No lo sé», dijo ${c.g.n}, «pero podemos averiguarlo juntos».`, (c) => `${c.g.N} se quedó pensando. «No lo tengo claro. ¡Vamos a averiguarlo!»`],
  ], l: [[(c) => `«Nadie lo sabe todo», dijo ${c.g.n}, «ni siquiera los mayores. Cuando no sabemos algo, podemos mirar, pensar, probar cosas y preguntar a quien lo ha estudiado».`]] },
  'fo.look': { m: [
    [(c) => `Primero, miraron con mucha atención.`, (c) => `Cogieron una lupa y fueron a mirar.`],
    [(c) => `${c.N} se fijó en cosas en las que nadie se había fijado antes.`, (c) => `Apuntaron en un cuaderno todo lo que veían.`],
  ], l: [[(c) => `Los científicos siempre empiezan mirando con cuidado. ${c.N} hizo dibujitos y apuntó cuándo y dónde pasaba cada cosa, porque las pistas pequeñas pueden sumar una gran respuesta.`]] },
  'fo.guess': { m: [
    [(c) => `Luego, cada uno pensó una posible respuesta.`, (c) => `${c.N} apuntó una idea, y ${c.g.n} apuntó otra.`],
    [(c) => `Una idea es un buen comienzo, siempre que la compruebes.`, (c) => `Nadie sabía todavía cuál era la buena.`],
  ], l: [[(c) => `Los científicos llaman hipótesis a una idea pensada con cuidado. No tiene por qué ser correcta: es algo que hay que poner a prueba. Descubrir que una idea no funciona también es descubrir algo.`]] },
  'fo.try': { m: [
    [(c) => `Después, inventaron una pequeña prueba para comprobar una idea.`, (c) => `Hicieron un experimento pequeñito, solo para ver qué pasaba.`],
    [(c) => `Una idea no funcionó, y eso también sirvió.`, (c) => `Algunas cosas pasaron como esperaban, y otras no.`],
  ], l: [[(c) => `Repitieron la prueba tres veces, para estar seguros de que no era casualidad. Cada vez, ${c.n} apuntó exactamente lo que pasaba, hasta lo más sorprendente.`]] },
  'fo.twist': { m: [
    [(c) => `«¿Quién sabrá la respuesta?», preguntó ${c.n}.`, (c) => `${c.N} tuvo una idea: escribir a alguien que estudia preguntas como esta.`],
    [(c) => `Escribieron una carta a una científica de un museo.`, (c) => `Encontraron a un experto y le mandaron un mensaje con la pregunta.`],
  ], l: [[(c) => `En la carta, ${c.n} explicó la pregunta, contó lo que habían visto y probado, y pidió ayuda con educación. Los científicos reciben a menudo cartas de niños curiosos, y a muchos les encanta contestar.`]] },
  'fo.library': { m: [
    [(c) => `Luego fueron a la biblioteca.`, (c) => `En la biblioteca buscaron libros sobre el tema.`],
    [(c) => `La bibliotecaria les ayudó a encontrar la estantería justa.`, (c) => `Un libro tenía parte de la respuesta, y un dibujo que ayudaba.`],
  ], l: [[(c) => `Las bibliotecas guardan lo que la gente ha descubierto durante cientos de años. ${c.N} aprendió que hasta los científicos famosos empezaron con preguntas que no sabían contestar, y siguieron preguntando hasta que pudieron.`]] },
  'fo.end': { m: [
    [(c) => `Todavía no lo sabían todo, y no pasaba nada.`, (c) => `Habían descubierto algunas cosas, y quedaban más por descubrir.`],
    [(c) => asked(c) && `La pregunta ${asked(c)} sigue escrita en la primera página del cuaderno, esperando su respuesta completa.`,
      (c) => about(c) && `${c.N} todavía quiere saber ${about(c)}, y va a seguir investigando.`,
      (c) => `«Seguiremos buscando», dijo ${c.n}, «y también preguntaremos a un experto».`, (c) => `${c.N} escribió la pregunta en una página nueva, lista para más.`],
  ], l: [[(c) => `Algunas preguntas se contestan en un día, otras en un año y otras en toda una vida. ${c.N} cerró el cuaderno lleno de dibujos, ideas y unas pocas respuestas, y sonrió: descubrir cosas juntos era lo mejor.`]] },
};

export const FIND_OUT_TITLES: Record<string, Part<Es>> = {
  'question-find-out': [(c) => `${c.N} quiere saber`, () => `Vamos a averiguarlo juntos`, (c) => `${c.N} y la gran pregunta`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<Es>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} pregunta ${asked(c)}, y sale a averiguarlo paso a paso con ${c.g.n}.`
      : about(c) ? `${c.N} quiere saber ${about(c)}, y sale a averiguarlo paso a paso con ${c.g.n}.`
        : `${c.N} tiene una gran pregunta, y sale a averiguarlo paso a paso con ${c.g.n}.`),
  ],
};
