// Portuguese book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what
// is still to find out. It quotes the question when the idea asks it in Portuguese, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The question as the child asks it (“Por que os gatos ronronam?”), when the idea asks it outright in Portuguese. */
const asked = (c: Pt) => {
  const a = askedIn(c);
  return a?.direct ? `“${cap(a.words)}?”` : undefined;
};
/** The question as a reported clause ("por que os gatos ronronam"), when the idea reports it. */
const about = (c: Pt) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: Pt) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)}, perguntou ${c.n}.`, (c) => asked(c) && `${asked(c)}, pensava ${c.n} o dia inteiro.`,
      (c) => about(c) && `${c.N} ficava pensando ${about(c)}, e ninguém em casa sabia.`, (c) => about(c) && `${c.N} queria saber ${about(c)}, e não parava de pensar nisso.`,
      (c) => !quoted(c) && `${c.N} tinha uma pergunta grande, que não saía da cabeça.`, (c) => !quoted(c) && `Uma manhã, ${c.n} acordou com uma pergunta zumbindo feito abelha.`],
    [() => `Era uma pergunta que ninguém em casa sabia responder.`, (c) => `${c.N} pensou e pensou, mas a resposta não vinha.`, () => `Parecia fácil, mas não era nada fácil.`],
  ], l: [[(c) => `${c.N} fez a pergunta no café da manhã, no banho e de novo na hora de dormir. Algumas perguntas são assim: quando a gente começa a pensar nelas, não consegue mais parar.`]] },
  'fo.grown': { m: [
    [(c) => `Então ${c.n} foi perguntar ${c.g.ao}.`, (c) => `${c.N} levou a pergunta ${c.g.ao}.`],
    [(c) => `— Eu não sei — disse ${c.g.n} —, mas a gente pode descobrir juntos.`, (c) => `${c.g.N} pensou um pouco. — Não tenho certeza. Vamos descobrir!`],
  ], l: [[(c) => `— Ninguém sabe tudo — disse ${c.g.n} —, nem os adultos. Quando a gente não sabe uma coisa, pode observar, pensar, experimentar e perguntar para quem estudou o assunto.`]] },
  'fo.look': { m: [
    [() => `Primeiro, eles olharam com muita atenção.`, () => `Eles pegaram uma lupa e foram observar.`],
    [(c) => `${c.N} reparou em coisas que ninguém tinha reparado antes.`, () => `Eles anotaram num caderno tudo o que viam.`],
  ], l: [[(c) => `Os cientistas sempre começam observando com cuidado. ${c.N} fez desenhinhos e anotou quando e onde cada coisa acontecia, porque pistas pequenas podem se juntar numa resposta grande.`]] },
  'fo.guess': { m: [
    [() => `Depois, cada um pensou numa resposta possível.`, (c) => `${c.N} anotou uma ideia, e ${c.g.n} anotou outra.`],
    [() => `Uma ideia é um bom começo, desde que a gente confira.`, () => `Ninguém sabia ainda qual ideia estava certa.`],
  ], l: [[() => `Os cientistas chamam uma ideia bem pensada de hipótese. Ela não precisa estar certa: é uma coisa para testar. Descobrir que uma ideia não funciona também é descobrir alguma coisa.`]] },
  'fo.try': { m: [
    [() => `Em seguida, eles inventaram um testezinho para conferir uma ideia.`, () => `Eles fizeram uma experiência pequenininha, só para ver.`],
    [() => `Uma ideia não deu certo, e isso também ajudou.`, () => `Algumas coisas aconteceram do jeito que eles esperavam, e outras não.`],
  ], l: [[(c) => `Eles repetiram o teste três vezes, para ter certeza de que não era sorte. Toda vez, ${c.n} anotou exatamente o que acontecia, até as partes mais surpreendentes.`]] },
  'fo.twist': { m: [
    [(c) => `— Quem será que sabe a resposta? — perguntou ${c.n}.`, (c) => `${c.N} teve uma ideia: escrever para alguém que estuda perguntas como essa.`],
    [() => `Eles escreveram uma carta para uma cientista de um museu.`, () => `Eles acharam um especialista e mandaram uma mensagem com a pergunta.`],
  ], l: [[(c) => `Na carta, ${c.n} explicou a pergunta, contou o que eles tinham observado e experimentado, e pediu ajuda com educação. Os cientistas recebem muitas cartas de crianças curiosas, e muitos adoram responder.`]] },
  'fo.library': { m: [
    [() => `Depois eles foram à biblioteca.`, () => `Na biblioteca, procuraram livros sobre o assunto.`],
    [() => `A bibliotecária ajudou a achar a prateleira certinha.`, () => `Um livro tinha uma parte da resposta, e um desenho que ajudava.`],
  ], l: [[(c) => `As bibliotecas guardam o que as pessoas descobriram em centenas de anos. ${c.N} aprendeu que até cientistas famosos começaram com perguntas que não sabiam responder, e continuaram perguntando até conseguir.`]] },
  'fo.end': { m: [
    [() => `Eles ainda não sabiam tudo, e estava tudo bem.`, () => `Eles tinham descoberto algumas coisas, e ainda havia mais para descobrir.`],
    [(c) => asked(c) && `A pergunta ${asked(c)} continua escrita na primeira página do caderno, esperando a resposta inteira.`,
      (c) => about(c) && `${c.N} ainda quer saber ${about(c)}, e vai continuar procurando.`,
      (c) => `— Vamos continuar procurando — disse ${c.n} —, e perguntar para um especialista também.`, (c) => `${c.N} escreveu a pergunta no alto de uma página nova, pronta para o que viesse.`],
  ], l: [[(c) => `Algumas perguntas se resolvem num dia, outras num ano, e outras numa vida inteira. ${c.N} fechou o caderno cheio de desenhos, ideias e algumas respostas, e sorriu: descobrir as coisas juntos era a melhor parte.`]] },
};

export const FIND_OUT_TITLES: Record<string, Part<Pt>> = {
  'question-find-out': [(c) => `${c.N} quer saber`, () => `Vamos descobrir juntos`, (c) => `${c.N} e a grande pergunta`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<Pt>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} pergunta ${asked(c)} e sai para descobrir, passo a passo, com ${c.g.n}.`
      : about(c) ? `${c.N} quer saber ${about(c)} e sai para descobrir, passo a passo, com ${c.g.n}.`
        : `${c.N} tem uma pergunta grande e sai para descobrir, passo a passo, com ${c.g.n}.`),
  ],
};
