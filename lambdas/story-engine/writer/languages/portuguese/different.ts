// Portuguese beats for being different (a wheelchair, glasses, a new language) and for making a friend.
import type { BeatText } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const o = (c: Pt) => (c.f ? 'a' : 'o');
const po = (c: Pt) => (c.pal!.f ? 'a' : 'o');
const dance = (c: Pt) => c.to === 'dançar';
/** What the others do at break: [they were doing it, to do it]. */
const game = (c: Pt): readonly [string, string] => (dance(c) ? ['dançavam', 'dançar com eles'] : ['jogavam futebol', 'jogar futebol']);

export const DIFFERENT: T = {
  'wh.open': { m: [
    [(c) => `${c.N} ia a toda velocidade para todo lado na cadeira de rodas.`, (c) => `${c.N} tinha uma cadeira de rodas com rodas verde-brilhante.`, (c) => `Zum! ${c.N} sabia girar a cadeira de rodas num círculo perfeito.`],
    [(c) => `Rodava mais rápido do que qualquer um da turma.`, (c) => `Tinha braços fortes de tanto empurrar as rodas.`, (c) => `A cadeira ia aonde quisesse, desde que houvesse uma rampa.`],
  ], l: [[(c) => `Às vezes as pessoas olhavam primeiro para a cadeira de rodas e só depois para ${c.n}. Os olhares não incomodavam. O que incomodava era quando decidiam o que ${c.n} podia fazer sem perguntar.`]] },
  'wh.want': { m: [
    [(c) => `No recreio, as outras crianças ${game(c)[0]}.`, (c) => `${c.N} olhava os outros e queria ${game(c)[1]}.`, (c) => c.to && `Mais do que tudo no mundo, ${c.n} queria ${c.to}.`],
    [(c) => `— Posso brincar? — perguntou.`, (c) => `Sabia que conseguia, do seu jeito.`, (c) => `As mãos coçavam de vontade de empurrar as rodas até o meio.`],
  ], l: [[(c) => `${c.N} passou semanas olhando e sabia cada regra, cada truque e quem sempre ia para a esquerda. Tinha certeza de que havia um jeito de fazer parte daquilo.`]] },
  'wh.doubt': { m: [
    [(c) => `— Como você vai ${dance(c) ? 'dançar' : 'jogar'} de cadeira de rodas? — perguntou um menino.`, (c) => `Algumas crianças não tinham certeza se ${c.n} podia participar.`, (c) => `Ninguém passava a bola para ${c.n}.`],
    [(c) => `${c.N} se sentiu deixad${o(c)} de lado.`, (c) => `Aquilo deixou ${c.n} triste e um pouco ${c.x('zangad')}.`, (c) => `Rodava para a frente e para trás, esperando.`],
  ], l: [[(c) => `Não é que fossem maus. É que não tinham pensado nisso. ${c.N} conhecia aquela sensação: ser olhad${o(c)}, mas não ser vist${o(c)} de verdade.`, (c) => `— Eu não sou de vidro — murmurou. Queria que as pessoas enxergassem ${c.n} de verdade, e não só as rodas.`]] },
  'wh.twist': { m: [
    [(c) => !dance(c) && `O jogo foi para o outro lado do pátio, onde havia três degraus e nenhuma rampa.`, (c) => dance(c) && `A música tocava no ginásio, e a porta do ginásio tinha um degrau muito alto.`, (c) => dance(c) ? `A dança mudou para o palco, e para subir havia três degraus e nenhuma rampa.` : `A bola rolou por uma ladeira cheia de buracos por onde as rodas não passavam.`],
    [(c) => `${c.N} ficou ${c.x('empacad')} lá em cima.`, (c) => `Não dava para ir atrás deles.`],
  ], l: [[(c) => `${c.N} foi falar com a diretora. — Aqui precisa de uma rampa — disse. — Não só para mim. Para carrinhos de bebê, bicicletas e qualquer um com a perna machucada. A diretora escutou e anotou.`, (c) => `${c.N} não desistiu. Achou o caminho mais comprido, por trás das lixeiras, e chegou bem quando todos se perguntavam onde estava.`]] },
  'wh.idea': { m: [
    [(c) => dance(c) ? `${c.N} teve uma ideia. — Olhem como eu giro no ritmo da música!` : `${c.N} teve uma ideia. — Eu posso ser goleir${o(c)}! Olhem como eu giro.`, (c) => `${c.N} mostrou como conseguia rodar e girar rápido.`, (c) => dance(c) ? `${c.N} empurrou as rodas e deu voltas no ritmo da música.` : `${c.N} empurrou as rodas e girou para defender a bola.`],
    [(c) => `Todo mundo ficou olhando. Depois, aplaudiram.`, (c) => `— Uau! — disseram as crianças.`, (c) => dance(c) ? `As rodas brilhavam debaixo das luzes!` : `A bola bateu na roda e voltou longe!`],
  ], l: [[(c) => `${c.N} sabia exatamente o quanto a cadeira conseguia girar rápido, porque tinha treinado cem vezes no corredor de casa. ${dance(c) ? 'A música começou, e lá estava no meio da roda.' : 'A bola veio voando, e lá estava para pegar.'}`]] },
  'wh.play': { m: [
    [(c) => dance(c) ? `Agora ${c.n} dança em todas as apresentações da escola.` : `Agora ${c.n} joga todos os dias no recreio.`, (c) => dance(c) ? `Os outros aprenderam a dançar em roda em volta ${c.de}.` : `Os outros aprenderam a passar a bola para ${c.n}.`, (c) => `Mudaram a brincadeira para todo mundo poder participar.`],
    [(c) => `${c.N} roda, gira e ri.`, (c) => `Ninguém mais fica de lado.`, (c) => `A brincadeira é melhor com todo mundo junto.`],
  ], l: [[(c) => `As regras mudaram um pouco. Tudo acontecia na parte plana do pátio, havia espaço para girar, e ninguém achava estranho. Era só o jeito de brincar agora, e todo mundo gostava mais.`]] },
  'wh.end': { m: [
    [(c) => `${c.N} e a cadeira de rodas fazem parte da turma.`, (c) => `${c.N} faz as coisas do seu jeito, e isso é ótimo.`, (c) => `Todo mundo é diferente, e todo mundo pode brincar.`],
    [(c) => dance(c) ? `Gira, roda, dança!` : `Gira, roda, gol!`, (c) => `${c.N} sorri o caminho todo até em casa.`, (c) => `Ser diferente não é um problema. É só ser ${c.n}.`],
  ], l: [[(c) => `No caminho de casa, ${c.n} deu uma volta lenta de pura alegria no meio da calçada. Não tinha precisado mudar. Só tinha sido preciso que a brincadeira abrisse um pouco de espaço.`]] },

  'gl.open': { m: [
    [(c) => `Tudo o que estava longe parecia embaçado para ${c.n}.`, (c) => `${c.N} precisava apertar os olhos para ver o quadro.`, (c) => `As folhas das árvores pareciam nuvens verdes para ${c.n}.`],
    [(c) => `Os olhos ficavam cansados.`, (c) => `As letras dos livros dançavam.`, (c) => `Achava que todo mundo enxergava assim.`],
  ] },
  'gl.test': { m: [
    [(c) => `${c.g.N} levou ${c.n} à oftalmologista.`, (c) => `Na oftalmologista, ${c.n} leu letras num cartaz.`, (c) => `A oftalmologista iluminou os olhos ${c.de} com uma luzinha.`],
    [(c) => `— Você precisa de óculos — disse a oftalmologista com gentileza.`, (c) => `— Os óculos vão te ajudar a enxergar — disse a oftalmologista.`, (c) => `A última fila parecia muito embaçada.`],
  ] },
  'gl.pick': { m: [
    [(c) => `${c.N} experimentou muitas armações na ótica.`, (c) => `Havia armações vermelhas, armações redondas e armações de bolinhas.`, (c) => `${c.N} escolheu uma armação azul.`],
    [(c) => `Escolheu os óculos que davam vontade de sorrir.`, (c) => `Eram perfeitos.`, (c) => `— Estes são os meus — disse.`],
  ] },
  'gl.worry': { m: [
    [(c) => `Mas ${c.n} estava ${c.x('preocupad')}.`, (c) => `— E se as outras crianças rirem de mim? — perguntou ${c.n}.`, (c) => `${c.N} não queria usar os óculos na escola.`],
    [(c) => `Escondeu os óculos no bolso.`, (c) => `Achava que ia ficar diferente.`, (c) => `Será que as crianças iam rir?`],
  ], l: [[(c) => `— Muita gente usa óculos — disse ${c.g.n}. — Pilotos, professoras, jogadores de futebol. Óculos são só uma ferramenta, como um capacete de bicicleta ou uma capa de chuva.`, (c) => `Naquela noite, ${c.n} colocou os óculos na frente do espelho, tirou e colocou de novo.`]] },
  'gl.see': { m: [
    [(c) => `${c.N} colocou os óculos e olhou para cima.`, (c) => `Com os óculos, ${c.n} via cada folha!`, (c) => `De repente, o mundo ficou nítido e brilhante.`],
    [(c) => `Via passarinhos, letras e rostos distantes.`, (c) => `— Uau — sussurrou.`, (c) => `Os olhos não ficavam mais cansados.`],
  ] },
  'gl.twist': { m: [
    [(c) => `Na escola, um menino riu e chamou ${c.n} de “quatro-olhos”.`, (c) => `Uma menina apontou para os óculos e deu uma risadinha.`],
    [(c) => `${c.N} ficou vermelh${o(c)} e quis se esconder.`, (c) => `${c.N} olhou para o chão.`],
  ], l: [[(c) => `${c.N} respirou fundo. — Agora eu enxergo o quadro — disse. — Você consegue ler a palavrinha do canto? — O menino apertou os olhos. Não conseguia. ${c.N} conseguia.`, (c) => `A professora ouviu e, na hora da história, colocou os próprios óculos. — Estes me ajudam a ler para vocês — disse. — Óculos são demais.`]] },
  'gl.friend': { m: [
    [(c) => `Um colega disse: — Que óculos legais!`, (c) => `A professora sorriu. — Eu também uso óculos.`, (c) => `Uma amiga pediu para experimentar.`],
    [(c) => `${c.N} sorriu de orelha a orelha.`, (c) => `Muita gente usa óculos.`, (c) => `Ninguém mais ria.`],
  ] },
  'gl.end': { m: [
    [(c) => `Agora ${c.n} usa os óculos todos os dias.`, (c) => `${c.N} adora os seus óculos.`, (c) => `${c.N} vê o mundo inteiro com clareza.`],
    [(c) => `E os olhos estão contentes.`, (c) => `Os óculos fazem parte de ser ${c.n}.`, (c) => `De noite, dá para ver todas as estrelas.`],
  ] },

  'ln.open': { m: [
    [(c) => `${c.N} tinha vindo de muito longe para um país novo.`, (c) => `Era a primeira semana ${c.de} numa escola nova.`, (c) => `${c.N} e a família tinham se mudado para outro país.`],
    [(c) => `Tudo era novo: as ruas, a comida, a língua.`, (c) => `Em casa, falava outra língua.`, (c) => `Na escola nova, ninguém falava a sua língua.`],
  ], l: [[(c) => `${c.N} tinha deixado para trás uma casa, uma escola e uma língua que vestiam como a blusa favorita. Aqui tudo ficava grande demais: o prédio, o barulho, as palavras.`]] },
  'ln.noise': { m: [
    [(c) => `Na sala, as palavras passavam muito depressa.`, (c) => `A professora falava, mas ${c.n} não entendia.`, (c) => `As palavras soavam como uma música desconhecida.`],
    [(c) => `Ainda não sabia falar português.`, (c) => `Balançava a cabeça e sorria, mas não entendia.`, (c) => `A cabeça ficava cheia e cansada.`],
  ], l: [[(c) => `Em casa, ${c.n} sabia centenas de palavras: engraçadas, compridas, palavras para cada sentimento. Aqui sabia três. Era como ter a voz trancada numa caixa.`, (c) => `${c.N} observava rostos e mãos, tentando adivinhar. Um dedo apontando queria dizer “ali”. Um sorriso queria dizer “tudo bem”. Isso ajudava um pouco.`]] },
  'ln.alone': { m: [
    [(c) => `No recreio, ${c.n} sentava ${c.x('sozinh')}.`, (c) => `${c.N} sentia saudade dos amigos de antes.`, (c) => `${c.N} se sentia ${c.x('sozinh')}.`],
    [(c) => `Queria dizer oi, mas como?`, (c) => `Ficava olhando os outros brincarem.`, (c) => `Sem palavras, era difícil entrar na brincadeira.`],
  ], l: [[(c) => `Na escola antiga, ${c.n} era quem contava as piadas. Aqui não conseguia nem perguntar onde ficava o banheiro. Era muito solitário ser ${c.x('divertid')} por dentro e ${c.x('calad')} por fora.`]] },
  'ln.twist': { m: [
    [(c) => `Um dia, a professora fez uma pergunta para ${c.n} na frente de todos.`, (c) => `Alguém perguntou alguma coisa para ${c.n}, e todos esperavam uma resposta.`],
    [(c) => `${c.N} não entendeu uma palavra.`, (c) => `As bochechas ficaram quentes.`],
  ], l: [[(c) => `A professora percebeu e desenhou no quadro um sol e um ponto de interrogação. — O tempo? — disse devagar. ${c.N} apontou para a janela. — Sol — disse. Foi a primeira palavra na sala.`, (c) => `Então uma menina da carteira do lado sussurrou: — Calma. Eu também não falava português quando cheguei. ${c.N} olhou para ela. Ela sorriu.`]] },
  'ln.help': { m: [
    [(c) => `Uma colega sentou ao lado ${c.de}.`, (c) => `Uma menina apontou para uma bola e disse: — Bola.`, (c) => `Um menino mostrou para ${c.n} um livro com desenhos e palavras.`],
    [(c) => `— Bola — disse ${c.n}. Os dois sorriram.`, (c) => `Apontavam coisas e diziam o nome: árvore, céu, amigo.`, (c) => `Aprender palavras juntos era divertido.`],
  ], l: [[(c) => `Todo dia trocavam palavras. ${c.N} aprendeu janela, comida e quarta-feira. A colega aprendeu a dizer obrigado na língua ${c.de}, falou tudo errado, e os dois riram.`]] },
  'ln.learn': { m: [
    [(c) => `Todo dia, ${c.n} aprendia palavras novas.`, (c) => c.named && `${c.N} disse: — Olá! Eu me chamo ${c.n}.`, (c) => `Pouco a pouco, ${c.n} entendia mais.`],
    [(c) => `Olá, por favor, obrigado, brincar.`, (c) => `Os colegas bateram palmas.`, (c) => `As palavras começavam a fazer sentido.`],
  ], l: [[(c) => `Numa manhã, ${c.n} percebeu que tinha entendido uma história inteira sem ninguém explicar. Nem tinha notado quando aquilo tinha acontecido. As palavras simplesmente tinham começado a se encaixar.`]] },
  'ln.teach': { m: [
    [(c) => `Então ${c.n} ensinou à turma uma palavra da sua língua.`, (c) => `${c.N} ensinou todo mundo a dizer oi na sua língua.`, (c) => `${c.N} ensinou uma canção da sua terra.`],
    [(c) => `Todos tentaram dizer.`, (c) => `Agora todos sabiam dizer oi de dois jeitos.`, (c) => `Riram e tentaram outra vez.`],
  ], l: [[(c) => `Agora havia duas línguas na sala, e isso deixava a turma mais rica. Algumas palavras não tinham tradução, e a turma decidiu que essas eram as mais interessantes.`]] },
  'ln.end': { m: [
    [(c) => `Agora ${c.n} fala duas línguas.`, (c) => `${c.N} tem amigos para brincar.`, (c) => `Duas línguas, muitos amigos.`],
    [(c) => `Uma para casa e outra para a escola.`, (c) => `Cada palavra que aprende é uma porta nova.`, (c) => `E a sua própria língua é um tesouro para compartilhar.`],
  ], l: [[(c) => `Às vezes, ${c.n} ainda sonha na primeira língua. Agora sabe que não precisa escolher. Numa pessoa cabem duas línguas, dois lares e muitos, muitos amigos.`]] },

  'fr.open': { m: [
    [(c) => `${c.N} era ${c.x('tímid')}.`, (c) => `${c.N} queria ter um amigo mais do que tudo no mundo.`, (c) => `Todo mundo ${c.where ?? 'no parque'} parecia ter amigos, menos ${c.n}.`],
    [(c) => `Olhava os outros brincarem juntos.`, (c) => `Brincar ${c.x('sozinh')} era muito sem graça.`, (c) => `Não sabia como começar.`],
  ] },
  'fr.shy': { m: [
    [(c) => `${c.N} queria dizer oi, mas a palavra ficava presa.`, (c) => `${c.N} era ${c.x('tímid')} demais para falar.`, (c) => `${c.N} se escondeu atrás de uma árvore.`],
    [(c) => `As bochechas ficaram cor-de-rosa.`, (c) => `E se dissessem que não?`, (c) => `Olhava para os próprios pés.`],
  ] },
  'fr.try': { m: [
    [(c) => `${c.N} chegou perto de um grupo que estava brincando.`, (c) => `${c.N} tentou entrar na brincadeira.`, (c) => `${c.N} disse um “oi” bem baixinho.`],
    [(c) => `Mas ninguém ouviu.`, (c) => `Saíram correndo antes que desse para perguntar.`, (c) => `Ficou ali, ${c.x('sozinh')}.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} tentou de novo, mas tropeçou, e todo mundo olhou.`, (c) => `${c.N} perguntou se podia brincar, mas o time já estava completo.`],
    [(c) => `Foi embora com um nó na garganta.`, (c) => `Ser ${c.x('tímid')} era muito difícil.`],
  ], l: [[(c) => `${c.N} sentou perto do laguinho e contou tudo para um pato. O pato não respondeu, mas escutou, e de algum jeito ${c.n} se sentiu um pouco mais ${c.x('corajos')}.`, (c) => `— Fazer amigos precisa de prática — tinha dito ${c.g.n}. — Como andar de bicicleta. No começo a gente balança. ${c.N} decidiu balançar mais uma vez.`]] },
  'fr.meet': { m: [
    [(c) => `Então ${c.n} viu ${c.pal!.a}, sentad${po(c)} ${c.pal!.f ? 'sozinha' : 'sozinho'}.`, (c) => `Ali estava ${c.pal!.a}, que também parecia tímid${po(c)}.`, (c) => `Perto dos balanços estava ${c.pal!.a}, ${c.pal!.f ? 'sozinha' : 'sozinho'}.`],
    [(c) => `${c.pal!.N} parecia se sentir ${c.pal!.f ? 'sozinha' : 'sozinho'}.`, (c) => `Talvez ${c.pal!.n} também precisasse de um amigo.`, (c) => `${c.N} respirou fundo.`],
  ] },
  'fr.hello': { m: [
    [(c) => `— Oi — disse ${c.n}. — Quer brincar?`, (c) => `${c.N} chegou perto e disse: — Olá!`, (c) => `— Oi. Qual é o seu nome? — perguntou ${c.n}.`],
    [(c) => `${c.pal!.N} sorriu de orelha a orelha.`, (c) => `— Quero, sim! — disse ${c.pal!.n}.`, (c) => `${c.pal!.N} também disse oi.`],
  ], l: [[(c) => `Acontece que ${c.pal!.n} era nov${po(c)} ali, e tímid${po(c)}, e estava esperando havia um tempão que alguém chegasse perto. — Eu não sabia o que dizer — confessou. — Nem eu — disse ${c.n}, e os dois riram.`, (c) => `Contaram um para o outro as coisas favoritas: cores, lanches, brincadeiras. Gostavam de quase tudo igual, e as coisas diferentes eram as mais interessantes.`]] },
  'fr.play': { m: [
    [(c) => `${c.N} e ${c.pal!.n} brincaram juntos a tarde inteira.`, (c) => `Brincaram juntos de esconde-esconde.`, (c) => `Construíram juntos um castelo de areia.`],
    [(c) => `Riram e riram.`, (c) => `Brincar junto era a melhor coisa.`, (c) => `${c.N} não estava mais ${c.x('tímid')}.`],
  ] },
  'fr.end': { m: [
    [(c) => `Agora ${c.n} tem ${c.pal!.f ? 'uma amiga' : 'um amigo'}.`, (c) => `— Até amanhã, amig${po(c)}! — disse ${c.n}.`, (c) => `${c.N} e ${c.pal!.n} são muito amigos.`],
    [(c) => `Só foi preciso um oi corajoso.`, (c) => `Eles se despedem acenando e mal podem esperar para brincar de novo.`, (c) => `Um amigo deixa cada dia mais bonito.`],
  ] },
};
