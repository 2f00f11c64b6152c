// Portuguese beats for doctor and dentist visits, potty training and bedtime.
import type { BeatText } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const o = (c: Pt) => (c.f ? 'a' : 'o');

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Hoje ${c.n} vai à médica para uma consulta de rotina.`, (c) => `${c.N} tinha consulta com a médica hoje.`, (c) => `— Hoje de manhã a gente vai ver a médica — disse ${c.g.n}.`],
    [(c) => `Talvez tome uma vacina pequenininha para continuar saudável.`, (c) => `Era dia de vacina, para os micróbios não deixarem ${c.n} doente.`, (c) => `A médica ajuda todo mundo a ficar com saúde.`],
  ] },
  'doc.worry': { m: [
    [(c) => `${c.N} foi ${c.x('preocupad')} no caminho para o consultório.`, (c) => `— A picada vai doer? — perguntou ${c.n}.`, (c) => `${c.N} andava cada vez mais devagar.`],
    [(c) => `— Pica só um pouquinho e logo passa — disse ${c.g.n}.`, (c) => `— Eu vou segurar a sua mão o tempo todo — disse ${c.g.n}.`, (c) => `— Tudo bem ter medo. Ser valente é fazer mesmo assim — disse ${c.g.n}.`],
  ], l: [[(c) => `— Para que eu preciso de vacina? — perguntou. — Ela ensina o seu corpo a lutar contra os micróbios antes que eles cheguem — disse ${c.g.n}. — É como treinar para uma corrida.`, (c) => `${c.N} apertou a mão ${c.g.de}. — Posso levar o meu bichinho de pelúcia? — perguntou. — Claro que pode — disse ${c.g.n}.`]] },
  'doc.wait': { m: [
    [(c) => `Na sala de espera havia livros e um aquário.`, (c) => `Esperaram até chamarem o nome ${c.de}.`, (c) => `Uma enfermeira sorriu e acenou para ${c.n}.`],
    [(c) => `${c.N} contou os peixinhos laranja: um, dois, três.`, (c) => `Leu um livro sobre um urso que ia ao médico.`, (c) => `A sala de espera era quentinha e tranquila.`],
  ] },
  'doc.check': { m: [
    [(c) => `A médica deixou ${c.n} escutar com o estetoscópio.`, (c) => `A médica escutou o coração ${c.de}.`, (c) => `A médica mediu a temperatura ${c.de}.`],
    [(c) => `Tum-tum, tum-tum, fazia o coração!`, (c) => `— Forte e saudável — disse a médica.`, (c) => `A médica olhou os ouvidos com uma luzinha.`],
  ], l: [[(c) => `— Quer ouvir o seu próprio coração? — perguntou a médica, e encostou o estetoscópio gelado no peito ${c.de}. ${c.N} riu. Parecia um tamborzinho.`, (c) => `— Diga “aaa” — pediu a médica, e olhou a garganta. — Perfeito. Agora vamos ver esses joelhos. — Toc, toc, e a perna deu um pulinho!`]] },
  'doc.twist': { m: [
    [(c) => `Quando a enfermeira trouxe a vacina, ${c.n} se escondeu atrás ${c.g.de}.`, (c) => `Então ${c.n} viu a agulha e começou a chorar.`],
    [(c) => `— Eu não quero! — disse.`, (c) => `O coração batia muito rápido.`],
  ], l: [[(c) => `A enfermeira não teve pressa. — Vamos contar juntos primeiro? — perguntou. — E você pode escolher o braço. ${c.N} pensou e escolheu.`, (c) => `— Tudo bem ter medo — disse a médica. — Quer que eu mostre primeiro no seu bichinho de pelúcia? — O bichinho tomou a vacina e nem ligou.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} segurou a mão ${c.g.de} e olhou os peixinhos.`, (c) => `Um, dois, três: uma picadinha, e a vacina já estava dada!`, (c) => `${c.N} respirou fundo e foi valente.`],
    [(c) => `Acabou muito rápido.`, (c) => `— Já acabou? — perguntou, ${c.x('surpres')}.`, (c) => `A enfermeira colocou um curativo de estrelinhas.`],
  ] },
  'doc.end': { m: [
    [(c) => `${c.N} ganhou um adesivo que dizia “Fui valente”.`, (c) => `A médica deu ${c.ao} um adesivo brilhante.`, (c) => `Na volta para casa, ${c.n} mostrava o adesivo com orgulho.`],
    [(c) => `Agora o corpo está pronto para lutar contra os micróbios.`, (c) => `— Da próxima vez não vou ficar tão ${c.x('preocupad')} — disse ${c.n}.`, (c) => `Em casa, brincou de médico com os brinquedos.`],
  ] },

  'den.open': { m: [
    [(c) => `Hoje de manhã, ${c.n} escovou os dentes melhor do que nunca.`, (c) => `Hoje ${c.n} vai ao dentista pela primeira vez.`, (c) => `— O dentista vai contar os seus dentes — disse ${c.g.n}.`],
    [(c) => `Escova, escova, para cima e para baixo.`, (c) => `Ficou pensando em quantos dentes teria.`, (c) => `Não sabia o que um dentista fazia.`],
  ] },
  'den.worry': { m: [
    [(c) => `Na sala de espera, ${c.n} estava com medo.`, (c) => `— Vai doer? — sussurrou ${c.n}.`, (c) => `${c.N} apertava muito forte a mão ${c.g.de}.`, (c) => `${c.N} estava muito quiet${o(c)} na cadeira da sala de espera, balançando as pernas.`, (c) => `A sala de espera tinha cheiro de hortelã, e ${c.n} estava um pouco nervos${o(c)}.`],
    [(c) => `— O dentista só olha e conta — disse ${c.g.n}.`, (c) => `— Se quiser descansar, é só levantar a mão — disse ${c.g.n}.`, (c) => `${c.g.N} deu um apertinho carinhoso na mão ${c.de}.`, (c) => `— O dentista sempre vai avisar antes o que vai fazer — disse ${c.g.n}.`, (c) => `${c.g.N} leu um gibi para passar o tempo.`],
  ], l: [[(c) => `Um menino saiu pela porta, sorrindo, com um adesivo na camiseta. — Faz cócegas — contou. Isso fez ${c.n} se sentir um pouco melhor.`, (c) => `— Os dentistas ajudam os dentes a ficarem fortes — disse ${c.g.n}. — Eles querem que o seu sorriso dure muito tempo.`]] },
  'den.chair': { m: [
    [(c) => `O dentista tinha uma cadeira grande que subia e descia.`, (c) => `${c.N} subiu na grande cadeira do dentista.`, (c) => `Zzzz! A cadeira subiu, subiu e subiu.`, (c) => `O dentista deu um tapinha na cadeira. — Pode subir. É como o assento de uma nave espacial.`],
    [(c) => `Havia uma luz forte e um espelhinho pequenininho.`, (c) => `O dentista usava máscara e tinha olhos sorridentes.`, (c) => `— Está confortável? — perguntou o dentista.`, (c) => `No teto havia um cartaz de dentes sorridentes.`],
  ] },
  'den.count': { m: [
    [(c) => `— Abra bem a boca, como um leão — disse o dentista.`, (c) => `O dentista contou os dentes ${c.de} com um espelhinho.`, (c) => `${c.N} abriu a boca bem, bem grande.`],
    [(c) => `— Vinte dentes, e todos brilhando! — disse o dentista.`, (c) => `Não doeu nada.`, (c) => `O espelhinho era geladinho e engraçado.`, (c) => `— Que dentes fortes — disse o dentista.`],
  ], l: [[(c) => `O dentista também deu um espelho de mão ${c.ao}, para poder olhar. Lá estavam os dentes, todos em fila, como pedrinhas brancas.`, (c) => `— Você sabe para que servem os dentes? — perguntou o dentista. — Para morder, mastigar e sorrir — disse ${c.n}. — Isso mesmo — disse o dentista.`]] },
  'den.twist': { m: [
    [(c) => `Então um aparelhinho começou a zumbir, e ${c.n} fechou a boca com força.`, (c) => `Um caninho que sugava fez um barulho muito alto, e ${c.n} levou um susto.`],
    [(c) => `Levantou a mão para descansar.`, (c) => `O coração batia depressa.`],
  ], l: [[(c) => `O dentista parou na hora. — É só o meu canudinho de água. Ele puxa a água, como você faz com um suco. Quer segurar? — ${c.N} segurou, e fez cócegas no dedo.`, (c) => `— Você foi muito bem — disse o dentista. — Levante a mão sempre que quiser. A gente vai no seu ritmo.`]] },
  'den.clean': { m: [
    [(c) => `O dentista limpou os dentes ${c.de} com uma escovinha que fazia cócegas.`, (c) => `Brrr, fazia a escovinha nos dentes.`, (c) => `${c.N} enxaguou a boca com água.`, (c) => `O dentista poliu cada dente até brilhar.`],
    [(c) => `Tinha gosto de morango.`, (c) => `${c.N} riu. Fazia cócegas!`, (c) => `— Prontinho — disse o dentista.`],
  ] },
  'den.end': { m: [
    [(c) => `${c.N} levou para casa uma escova de dentes nova e um adesivo.`, (c) => `— Você foi muito valente — disse o dentista.`, (c) => `${c.N} abriu um sorriso grande e brilhante.`, (c) => `${c.N} desceu da cadeira se sentindo muito crescid${o(c)}.`],
    [(c) => `Agora escova os dentes toda manhã e toda noite.`, (c) => `— Agora eu gosto do dentista — disse ${c.n}.`, (c) => `Da próxima vez, não vai ter medo.`, (c) => `Mal pode esperar para mostrar os dentes limpinhos.`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} usa fralda.`, (c) => `${c.N} está ficando grande.`, (c) => `${c.N} via as crianças maiores irem ao banheiro.`],
    [(c) => `Mas as crianças maiores usam o penico.`, (c) => `Talvez dê para tentar também.`, (c) => `Fralda é coisa de bebê, pensou.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.g.N} trouxe um penico novinho.`, (c) => `Aqui está o penico ${c.de}!`, (c) => `O penico era vermelho e brilhante.`],
    [(c) => `${c.N} sentou nele de roupa e tudo, só para experimentar.`, (c) => `O bichinho de pelúcia experimentou primeiro.`, (c) => `— É para mim? — perguntou.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} sentou no penico e esperou.`, (c) => `${c.N} sentou no penico e leu um livro.`, (c) => `Ainda não saía nada.`],
    [(c) => `Tudo bem. Tentar já é ótimo!`, (c) => `— A gente pode tentar de novo mais tarde — disse ${c.g.n}.`, (c) => `Cantou uma música enquanto esperava.`],
  ] },
  'pot.oops': { m: [
    [(c) => `Opa! O xixi escapou na ${c.f ? 'calcinha' : 'cueca'}.`, (c) => `Ah, não, um pequeno acidente no chão!`, (c) => `${c.N} não chegou a tempo no penico.`],
    [(c) => `— Tudo bem. Todo mundo tem acidentes — disse ${c.g.n}.`, (c) => `Limparam tudo e tentaram outra vez.`, (c) => `Ninguém ficou zangado.`],
  ] },
  'pot.twist': { m: [
    [(c) => `Um dia, no parque, ${c.n} ficou com muita vontade de ir ao banheiro.`, (c) => `No meio da brincadeira, ${c.n} sentiu que o xixi estava chegando.`],
    [(c) => `Correu o mais rápido que pôde.`, (c) => `Gritou: — Penico, já!`],
  ] },
  'pot.done': { m: [
    [(c) => `E então ${c.n} fez xixi no penico!`, (c) => `Psss, psss: xixi no penico!`, (c) => `${c.N} fez cocô no penico!`],
    [(c) => `Ajudou a dar a descarga. Fuuush!`, (c) => `${c.g.N} bateu palmas, e ${c.n} dançou.`, (c) => `Depois lavou as mãos.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} escolheu ${c.f ? 'uma calcinha' : 'uma cueca'} de gente grande com dinossauros.`, (c) => `Tchau, fralda! ${c.N} tem ${c.f ? 'calcinha' : 'cueca'} nova.`, (c) => `${c.N} escolheu ${c.f ? 'uma calcinha' : 'uma cueca'} com estrelinhas.`],
    [(c) => `Era macia e bem colorida.`, (c) => `Mostrou para todo mundo.`, (c) => `Sentiu-se muito crescid${o(c)}.`],
  ] },
  'pot.end': { m: [
    [(c) => `Agora ${c.n} usa o penico todos os dias.`, (c) => `Xixi, descarga, mãos limpas: ${c.n} sabe fazer tudo.`, (c) => `${c.N} é uma estrela do penico.`],
    [(c) => `Às vezes ainda tem algum acidente, e tudo bem.`, (c) => `Está muito orgulhos${o(c)}.`, (c) => `Muito bem, ${c.n}!`],
  ] },

  'bed.open': { m: [
    [(c) => `O sol se escondeu, e o céu ficou cor-de-rosa.`, (c) => `Era o fim de um dia muito agitado.`, (c) => `${c.N} brincou e brincou a tarde inteira.`],
    [(c) => `Logo seria hora de dormir.`, (c) => `${c.N} ainda tinha energia de sobra.`, (c) => `Os brinquedos estavam cansados, mesmo que ${c.n} não estivesse.`],
  ] },
  'bed.no': { m: [
    [(c) => `— Hora da cama — disse ${c.g.n}. — Não! — disse ${c.n}.`, (c) => `${c.N} não queria ir para a cama.`, (c) => `${c.N} se escondeu atrás do sofá. Hoje não vai ter sono!`],
    [(c) => `Queria brincar mais um pouquinho.`, (c) => `Não estava com nem um pingo de sono.`, (c) => `— Só mais uma brincadeira — disse.`],
  ] },
  'bed.bath': { m: [
    [(c) => `Primeiro, um banho quentinho com espuma.`, (c) => `Chuá, chuá, fazia ${c.n} na banheira.`, (c) => `O patinho de borracha boiava na banheira.`],
    [(c) => `A água estava morna e gostosa.`, (c) => `Espuma por todo lado!`, (c) => `Depois, uma toalha bem fofinha.`],
  ] },
  'bed.pyj': { m: [
    [(c) => `Depois, um pijama macio com luas.`, (c) => `${c.N} vestiu o pijama.`, (c) => `Braços para dentro, pernas para dentro: pijama vestido!`],
    [(c) => `Depois, escovar os dentes, para cima e para baixo.`, (c) => `Que macio e que quentinho.`, (c) => `${c.N} deu um bocejo pequenininho.`],
  ] },
  'bed.twist': { m: [
    [(c) => `Já na cama, ${c.n} chamou: — Preciso de um copo de água!`, (c) => `— Mais uma história! — pediu ${c.n}.`],
    [(c) => `Depois precisava de um abraço. Depois, do bichinho de pelúcia.`, (c) => `${c.g.N} voltou, com paciência e carinho.`],
  ] },
  'bed.story': { m: [
    [(c) => `${c.g.N} leu uma história sobre uma coruja com sono.`, (c) => `Hora de uma história antes de dormir.`, (c) => `${c.N} se aconchegou para ouvir uma história.`],
    [(c) => `A coruja bocejou, e ${c.n} também.`, (c) => `As palavras eram suaves e lentas.`, (c) => `Os olhinhos começaram a fechar.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.g.N} cantou uma canção de ninar e cobriu ${c.n} com a manta.`, (c) => `Um bocejo enorme. Agora ${c.n} estava mesmo com sono.`, (c) => `As pálpebras pesavam.`],
    [(c) => `O abajur brilhava como uma luazinha.`, (c) => `A manta estava quentinha.`, (c) => `No fim, estava mesmo ${c.x('cansad')}.`],
  ] },
  'bed.end': { m: [
    [(c) => `Boa noite, ${c.n}. Durma bem.`, (c) => `Logo ${c.n} estava dormindo profundamente na cama.`, (c) => `${c.N} dormiu abraçadinh${o(c)} ao bichinho de pelúcia.`],
    [(c) => `Bons sonhos até amanhã.`, (c) => `Lá fora, a lua tomava conta.`, (c) => `Shhh. Todo mundo já está dormindo.`],
  ] },
};
