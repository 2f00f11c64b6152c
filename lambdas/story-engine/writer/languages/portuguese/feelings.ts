// Portuguese beats for fears (dark, monsters, water), sharing, telling the truth and two homes.
import type { BeatText } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const o = (c: Pt) => (c.f ? 'a' : 'o');
const pal = (c: Pt) => c.pal!;
/** "os dois", or "as duas" when both children are girls. */
const two = (c: Pt, start = false) => (c.f && c.pal?.f ? (start ? 'As duas' : 'as duas') : start ? 'Os dois' : 'os dois');
const together = (c: Pt) => (c.f && c.pal?.f ? 'juntas' : 'juntos');

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Toda noite, o céu ficava escuro do outro lado da janela ${c.de}.`, (c) => `Quando a noite chegava, as luzes se apagavam uma depois da outra.`, (c) => `${c.N} não gostava do escuro.`],
    [(c) => `E toda noite, ${c.n} sentia um pouco de medo.`, (c) => `A noite era a hora menos favorita do dia.`, (c) => `Queria que o dia não acabasse nunca.`],
  ] },
  'dark.out': { m: [
    [(c) => `Clique! A luz se apagou, e tudo ficou escuro.`, (c) => `No escuro, ${c.n} sentia medo.`, (c) => `O quarto estava muito escuro e muito quieto.`],
    [(c) => `${c.N} se cobriu com a manta até a cabeça.`, (c) => `— Eu tenho medo do escuro — sussurrou.`, (c) => `Os olhos estavam bem arregalados.`],
  ], l: [[(c) => `O coração batia forte. Cada barulhinho parecia muito mais alto no escuro do que de dia.`, (c) => `— ${c.g.N}? — chamou baixinho. Não queria agir como um bebê, mas estava ${c.x('assustad')}.`]] },
  'dark.shapes': { m: [
    [(c) => `Umas formas estranhas se mexiam na parede.`, (c) => `Uma coisa no canto parecia um gigante!`, (c) => `Havia uma sombra comprida e escura perto da porta.`],
    [(c) => `${c.N} prendeu a respiração.`, (c) => `Seria alguma coisa assustadora?`, (c) => `Não tinha coragem de olhar.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.g.N} chegou com uma lanterna.`, (c) => `${c.g.N} sentou na cama e acendeu o abajur.`, (c) => `${c.g.N} deu ${c.ao} uma lanterna só sua.`],
    [(c) => `— O escuro é só a noite descansando — disse ${c.g.n}.`, (c) => `— Tudo o que existe no escuro é o mesmo que existe de dia — disse ${c.g.n}.`, (c) => `— Vamos olhar juntos — disse ${c.g.n}.`],
  ], l: [[(c) => `— Ter medo do escuro é muito normal — disse ${c.g.n}. — Os olhos não enxergam muito, então a cabeça preenche os buracos com histórias. Vamos ver o que existe de verdade.`, (c) => `— Quando eu era pequen${c.g.f ? 'a' : 'o'}, também tinha medo — disse ${c.g.n}. — Então fiquei amig${c.g.f ? 'a' : 'o'} da noite. Quer que eu te mostre como?`]] },
  'dark.twist': { m: [
    [(c) => `Então alguma coisa rangeu no escuro!`, (c) => `Então a lanterna piscou e se apagou.`],
    [(c) => `${c.N} ficou parad${o(c)} como uma estátua.`, (c) => `O coração batia muito depressa.`],
  ], l: [[(c) => `${c.N} respirou devagar, como ${c.g.n} tinha ensinado: ar pelo nariz, ar pela boca. O rangido voltou. Era só a casa velha se ajeitando para passar a noite.`, (c) => `${c.N} contou até cinco e procurou o abajur às apalpadelas. Clique. Tudo estava exatamente onde estava antes.`]] },
  'dark.look': { m: [
    [(c) => `${c.N} iluminou o gigante com a lanterna. Era só um casaco!`, (c) => `A sombra comprida era só uma cadeira.`, (c) => `A forma assustadora era só o bichinho de pelúcia.`],
    [(c) => `${c.N} riu.`, (c) => `— Oi, cadeira — disse ${c.n}.`, (c) => `No fim, não havia nada de assustador no escuro.`],
  ] },
  'dark.stars': { m: [
    [(c) => `Então ${c.n} olhou pela janela.`, (c) => `O céu escuro estava cheio de estrelas.`, (c) => `A lua brilhava como um abajur de noite.`],
    [(c) => `Sem o escuro, não dá para ver as estrelas.`, (c) => `As estrelas piscavam, como amigas dando boa-noite.`, (c) => `O escuro era macio e cheio de luzinhas.`],
  ], l: [[(c) => `— As estrelas também estão lá de dia — disse ${c.g.n}. — Mas a gente só vê quando está escuro. É o escuro que faz elas aparecerem.`, (c) => `${c.N} contou estrelas até perder a conta. Agora a noite não parecia vazia. Parecia cheia.`]] },
  'dark.end': { m: [
    [(c) => `Agora ${c.n} é ${c.x('corajos')} no escuro.`, (c) => `${c.N} deu boa-noite para as estrelas.`, (c) => `${c.N} não tem mais medo do escuro.`],
    [(c) => `A lanterna fica pertinho, só por garantia.`, (c) => `O escuro é só a noite descansando.`, (c) => `Boa noite, escuro.`],
  ] },

  'mon.open': { m: [
    [(c) => `Na hora de dormir, ${c.n} ouviu um barulho.`, (c) => `${c.N} tinha certeza de que havia um monstro embaixo da cama.`, (c) => `Toda noite, ${c.n} procurava monstros.`],
    [(c) => `Tinha medo de pôr os pés no chão.`, (c) => `Pulava na cama lá de longe.`, (c) => `“Os monstros saem de noite”, pensava.`],
  ] },
  'mon.noise': { m: [
    [(c) => `Cric, crac! Havia alguma coisa embaixo da cama.`, (c) => `Bum! Um barulho veio de baixo da cama.`, (c) => `Um sussurro veio do canto escuro.`],
    [(c) => `${c.N} estava com muito medo.`, (c) => `— Um monstro! — sussurrou.`, (c) => `${c.N} se escondeu embaixo do lençol.`],
  ] },
  'mon.scared': { m: [
    [(c) => `${c.N} chamou ${c.g.n}.`, (c) => `— Tem um monstro embaixo da minha cama! — gritou ${c.n}.`, (c) => `${c.N} estava ${c.x('assustad')} demais para se mexer.`],
    [(c) => `${c.g.N} veio na mesma hora.`, (c) => `— Vamos ser corajosos juntos — disse ${c.g.n}.`, (c) => `${c.g.N} segurou a mão ${c.de}.`],
  ], l: [[(c) => `— Os monstros são feitos de preocupações — disse ${c.g.n}. — E as preocupações encolhem quando a gente olha para elas com luz.`, (c) => `— Como é o seu monstro? — perguntou ${c.g.n}. — Grande — disse ${c.n}. — Com dentes. — Hum — disse ${c.g.n}. — Vamos ver.`]] },
  'mon.look': { m: [
    [(c) => `${c.N} pegou a lanterna e olhou embaixo da cama.`, (c) => `Devagar e com coragem, ${c.n} levantou a manta.`, (c) => `${c.N} iluminou o canto escuro.`],
    [(c) => `A mão tremia um pouco, mas olhou.`, (c) => `Um, dois, três… olhar!`, (c) => `O que será que ia encontrar?`],
  ] },
  'mon.twist': { m: [
    [(c) => `Então uma sombra enorme com garras subiu pela parede!`, (c) => `Então uma coisa peluda encostou na mão ${c.de}!`],
    [(c) => `${c.N} deu um gritinho.`, (c) => `Quase saiu correndo.`],
  ], l: [[(c) => `Mas se obrigou a olhar de novo. As garras eram os galhos da árvore lá fora, balançando com o vento. ${c.N} acenou, e a sombra acenou também.`, (c) => `Era só o chinelo peludo que tinha sumido na semana passada. — Você estava escondido! — disse, e não conseguia parar de rir.`]] },
  'mon.found': { m: [
    [(c) => `Não havia monstro nenhum. Só meias e um carrinho perdido!`, (c) => `Embaixo da cama havia livros, poeira e uma meia.`, (c) => `O monstro era só um monte de roupa.`],
    [(c) => `${c.N} deu uma gargalhada.`, (c) => `— Aqui não tem monstro — disse ${c.n}.`, (c) => `Sentiu-se ${c.x('corajos')} e um pouquinho bob${o(c)}.`],
  ] },
  'mon.draw': { m: [
    [(c) => `${c.N} desenhou um monstro simpático.`, (c) => `${c.N} imaginou um monstro de bolinhas com um chapéu engraçado.`, (c) => `${c.N} inventou um monstro bonzinho que toma conta do quarto.`],
    [(c) => `Tinha um sorriso enorme e nenhum dente.`, (c) => `Ele se chamava Seu Fofura.`, (c) => `E ele tinha medo de crianças!`],
  ] },
  'mon.end': { m: [
    [(c) => `Agora ${c.n} dorme com o desenho ao lado da cama.`, (c) => `Agora ${c.n} é ${c.x('corajos')}.`, (c) => `${c.N} não tem mais medo de monstros.`],
    [(c) => `Boa noite, monstro simpático.`, (c) => `Se ouvir um barulho, olha e confere.`, (c) => `Durma bem, coragem.`],
  ] },

  'wat.open': { m: [
    [(c) => `${c.N} tinha medo da água.`, (c) => `${c.N} gostava de olhar a água, mas de longe.`, (c) => `Hoje ${c.n} tinha aula de natação ${c.water === 'o mar' ? 'no mar' : c.water === 'o lago' ? 'no lago' : 'na piscina'}.`],
    [(c) => `A água parecia grande e funda.`, (c) => `Não queria nadar.`, (c) => `Água no rosto dava medo.`],
  ] },
  'wat.scared': { m: [
    [(c) => `${c.water === 'o mar' ? 'No mar' : c.water === 'o lago' ? 'No lago' : 'Na piscina'}, ${c.n} ficou na beirada.`, (c) => `${c.N} segurava firme a mão ${c.g.de}.`, (c) => `A água espirrou, e ${c.n} deu um passo para trás.`],
    [(c) => `— Eu tenho medo — disse.`, (c) => `— A gente pode ir devagarinho — disse ${c.g.n}.`, (c) => `A barriga tremia.`],
  ], l: [[(c) => `— É normal ter medo da água — disse ${c.g.n}. — Ela é nova e se mexe. A gente vai passo a passo, e você pode parar quando quiser.`, (c) => `Outras crianças espirravam água e gritavam. ${c.N} queria se sentir como elas, mas as pernas não se mexiam.`]] },
  'wat.toes': { m: [
    [(c) => `Primeiro, ${c.n} colocou os dedinhos dos pés na água.`, (c) => `${c.N} sentou na beirada e balançou os pés.`, (c) => `Plim! ${c.N} tocou a água com uma mão.`],
    [(c) => `A água estava fresquinha.`, (c) => `Fazia cócegas.`, (c) => `Não era tão ruim assim.`],
  ] },
  'wat.hold': { m: [
    [(c) => `Depois, ${c.n} segurou as duas mãos ${c.g.de} e entrou na água.`, (c) => `${c.g.N} segurou ${c.n} na água.`, (c) => `O professor de natação deu boias de braço para ${c.n}.`],
    [(c) => `— Estou te segurando — disse ${c.g.n}.`, (c) => `A água chegava na barriga.`, (c) => `${c.N} se sentia segur${o(c)}.`],
  ] },
  'wat.twist': { m: [
    [(c) => `Então um grande jato de água acertou bem no rosto ${c.de}!`, (c) => `Então um pé escorregou, e entrou água no nariz.`],
    [(c) => `${c.N} tossiu e quis sair.`, (c) => `— Eu quero parar! — chorou.`],
  ], l: [[(c) => `Sentaram um pouco nos degraus, enrolados numa toalha. — Tudo bem parar — disse ${c.g.n}. Quando ${c.n} ficou pront${o(c)}, entrou de novo, só até o primeiro degrau.`, (c) => `— Faça bolhas — disse o professor. — A água não entra pelo nariz se você estiver soprando. ${c.N} tentou. Blub, blub, blub. Funcionava!`]] },
  'wat.float': { m: [
    [(c) => `${c.N} deitou para trás e boiou como uma estrela-do-mar.`, (c) => `Com as boias, ${c.n} conseguia boiar!`, (c) => `${c.N} fez bolhas na água.`],
    [(c) => `A água segurava ${c.n}.`, (c) => `— Olha para mim! — disse.`, (c) => `Estava sendo muito ${c.x('corajos')}.`],
  ] },
  'wat.kick': { m: [
    [(c) => `Perna, perna, perna! ${c.N} nadou um pouquinho.`, (c) => `${c.N} bateu as pernas e foi para a frente.`, (c) => `${c.N} espirrou água e riu.`],
    [(c) => `Agora a água era divertida.`, (c) => `${c.g.N} bateu palmas.`, (c) => `Queria fazer de novo.`],
  ] },
  'wat.end': { m: [
    [(c) => `Agora ${c.n} adora a água.`, (c) => `${c.N} não tem mais medo da água.`, (c) => `${c.N} já sabe nadar um pouquinho, e isso é ser valente.`],
    [(c) => `Semana que vem tem outra aula de natação!`, (c) => `Ser ${c.x('corajos')} não é não ter medo. É tentar.`, (c) => `Chuá, chuá, que delícia!`],
  ] },

  'sh.open': { m: [
    [(c) => `${c.N} e ${pal(c).n} gostavam de brincar ${together(c)}.`, (c) => `${c.N} e ${pal(c).n} tinham uma caixa cheia de brinquedos.`, (c) => `${c.N} brincava com ${pal(c).n} todos os dias.`],
    [(c) => `Quase sempre, era divertido.`, (c) => `Mas alguns dias, ${two(c)} queriam o mesmo brinquedo.`, (c) => `Mas havia um brinquedo de que ${two(c)} gostavam mais do que de qualquer outro.`],
  ], l: [[(c) => `Tinham cores favoritas diferentes, músicas favoritas diferentes e ideias diferentes sobre quase tudo. Mas ${two(c)} gostavam de construir, e ${two(c)} gostavam do mesmo caminhão vermelho, e foi aí que começou a confusão.`]] },
  'sh.want': { m: [
    [(c) => `Um dia, ${two(c)} queriam o caminhão de brinquedo vermelho.`, (c) => `${c.N} agarrou o brinquedo. — É meu!`, (c) => `${pal(c).N} tirou o brinquedo ${c.de}. — É meu!`],
    [(c) => `— Não, é meu! — disse ${pal(c).n}.`, (c) => `${two(c, true)} puxavam e puxavam.`, (c) => `Ninguém queria soltar.`],
  ], l: [[(c) => `Cada um tinha certeza de que o justo era ficar com ele. ${c.N} tinha visto primeiro. ${pal(c).N} estava brincando com ele havia mais tempo. As duas coisas eram verdade, e isso deixava tudo ainda mais difícil.`]] },
  'sh.fight': { m: [
    [(c) => `Começaram a brigar pelo brinquedo.`, (c) => `Puxa daqui, puxa dali, e ${two(c)} caíram no chão.`, (c) => `Teve grito, e depois choro.`],
    [(c) => `Ninguém mais estava se divertindo.`, (c) => `O brinquedo ficou no chão, sozinho.`, (c) => `${c.N} se sentia ${c.x('zangad')} e triste.`],
  ], l: [[(c) => `— Você sempre pega primeiro! — disse ${c.n}. — Você nunca divide! — disse ${pal(c).n}. ${two(c, true)} estavam com a cara vermelha e os olhos molhados, e o brinquedo ficou esquecido.`, (c) => `${c.N} se escondeu atrás do sofá, e ${pal(c).n} embaixo da mesa. ${two(c, true)} estavam emburrados, e ${two(c)} se sentiam sozinhos.`]] },
  'sh.idea': { m: [
    [(c) => `${c.g.N} entrou. — E se vocês brincarem cada um na sua vez?`, (c) => `${c.g.N} teve uma ideia: — Vamos compartilhar.`, (c) => `— Vamos usar uma ampulheta — disse ${c.g.n}.`],
    [(c) => `— Primeiro é a sua vez, e depois a vez ${pal(c).de}.`, (c) => `— Quando a areia acabar, é a vez do outro.`, (c) => `— Compartilhar quer dizer que ${two(c)} podem brincar.`],
  ], l: [[(c) => `— Quando duas pessoas querem a mesma coisa — disse ${c.g.n} —, elas podem brigar e as duas perdem, ou revezar e as duas ganham. O que vocês acham melhor? ${c.N} olhou para ${pal(c).n}. ${pal(c).N} olhou para ${c.n}. Ninguém queria perder.`]] },
  'sh.turns': { m: [
    [(c) => `${c.N} teve a primeira vez.`, (c) => `Depois foi a vez ${pal(c).de}.`, (c) => `Sua vez, minha vez, sua vez.`],
    [(c) => `A areia caía, caía, caía.`, (c) => `Esperar era difícil, mas ${c.n} esperou.`, (c) => `Revezar era justo.`],
  ], l: [[(c) => `No começo, a ampulheta parecia lentíssima. Mas quando chegou a vez ${c.de}, aproveitou mais, porque ninguém estava tentando tirar o brinquedo. Esperar deixava a vez mais especial.`]] },
  'sh.twist': { m: [
    [(c) => `Mas esperar era muito difícil.`, (c) => `Mas ${pal(c).n} estava demorando muito para acabar a sua vez.`],
    [(c) => `${c.N} queria tirar o brinquedo de novo.`, (c) => `— Agora é a minha vez! — disse ${c.n}.`],
  ], l: [[(c) => `${c.N} respirou fundo e olhou a areia. — Faltam três grãozinhos — disse. — Agora dois. Agora só um grãozinho! E então era mesmo a sua vez, e ${pal(c).n} entregou o brinquedo.`, (c) => `Em vez de puxar, ${c.n} perguntou: — Você me empresta quando terminar? ${pal(c).N} ficou tão surpreso que entregou na mesma hora.`]] },
  'sh.together': { m: [
    [(c) => `Então ${c.n} teve uma ideia nova: brincar ${together(c)}!`, (c) => `${c.N} e ${pal(c).n} construíram uma estrada para o caminhão.`, (c) => `Dividiram os blocos e fizeram uma cidadezinha.`],
    [(c) => `Dois juntos se divertem mais do que um sozinho.`, (c) => `Riram e riram.`, (c) => `Compartilhar deixou a brincadeira maior.`],
  ], l: [[(c) => `Acontece que uma estrada precisa de alguém para construir e de alguém para dirigir nela. Uma cidadezinha precisa de casas e de um quartel de bombeiros. Tinha lugar de sobra para dois, assim que pararam de brigar.`]] },
  'sh.end': { m: [
    [(c) => `Agora ${c.n} e ${pal(c).n} compartilham os brinquedos.`, (c) => `Agora brincam cada um na sua vez, e ninguém briga.`, (c) => `${c.N} e ${pal(c).n} são a melhor dupla.`],
    [(c) => `Compartilhar é um jeito de gostar.`, (c) => `— Sua vez! — diz ${c.n} com um sorriso.`, (c) => `E quando fica difícil, usam a ampulheta.`],
  ], l: [[(c) => `Às vezes ainda discutem. Todo mundo discute. Mas agora, antes que alguém agarre alguma coisa, um diz: — Cada um na sua vez? — e o outro diz: — Cada um na sua vez —, e apertam as mãos como gente grande.`]] },

  'tr.open': { m: [
    [(c) => `${c.N} estava jogando bola dentro de casa.`, (c) => `${c.N} sabia que a bola era para brincar lá fora.`, (c) => `${c.N} quicava a bola, cada vez mais alto.`],
    [(c) => `Quica, quica, quica!`, (c) => `Só mais um chute, pensou.`, (c) => `A bola atravessou a sala voando.`],
  ] },
  'tr.break': { m: [
    [(c) => `Crec! ${c.N} quebrou ${c.broken}.`, (c) => `A bola bateu ${em2(c.broken)}, e ele caiu. Cataplum!`, (c) => `Ah, não: ${c.broken} estava quebrado.`],
    [(c) => `Era o favorito ${c.g.de}.`, (c) => `Os cacos estavam no chão.`, (c) => `${c.N} ficou muito quiet${o(c)}.`],
  ] },
  'tr.hide': { m: [
    [(c) => `${c.N} escondeu os cacos atrás de uma almofada.`, (c) => `${c.N} empurrou os cacos para baixo do sofá.`, (c) => `Bem rápido, ${c.n} escondeu os cacos.`],
    [(c) => `Ninguém vai descobrir, pensou.`, (c) => `O coração batia depressa.`, (c) => `Não queria se meter em confusão.`],
  ] },
  'tr.twist': { m: [
    [(c) => `— Você sabe o que aconteceu com o vaso azul? — perguntou ${c.g.n}.`, (c) => `${c.g.N} procurou o vaso azul por toda parte.`],
    [(c) => `— Foi o vento — disse ${c.n}. Era uma mentirinha.`, (c) => `${c.N} disse: — Não sei. — Era uma mentira.`],
  ], l: [[(c) => `A mentirinha ficou na barriga como uma pedra gelada. No jantar, pesava cada vez mais, e nem deu para comer a sobremesa.`, (c) => `${c.g.N} parecia triste e confus${c.g.f ? 'a' : 'o'}, e isso fez ${c.n} se sentir ainda pior. Uma mentira pequena tinha virado um segredo grande e pesado.`]] },
  'tr.heavy': { m: [
    [(c) => `${c.N} sentia um peso por dentro.`, (c) => `${c.N} não conseguia parar de pensar nisso.`, (c) => `Guardar o segredo era horrível.`],
    [(c) => `Não tinha vontade de brincar.`, (c) => `A verdade escondida era como uma pedra na barriga.`, (c) => `Quem dera pudesse desfazer tudo.`],
  ] },
  'tr.tell': { m: [
    [(c) => `No fim, ${c.n} foi procurar ${c.g.n}.`, (c) => `${c.N} respirou fundo e disse a verdade.`, (c) => `— Fui eu que quebrei — disse ${c.n}. — Desculpa.`],
    [(c) => `— Fui eu. Estava jogando bola dentro de casa. Desculpa.`, (c) => `Mostrou os cacos ${c.g.ao}.`, (c) => `Dizer a verdade era difícil, mas disse.`],
  ], l: [[(c) => `A voz saiu baixinha, mas as palavras saíram: — Não foi o vento. Foi a minha bola. Escondi os cacos porque tive medo de você ficar zangad${c.g.f ? 'a' : 'o'}.`, (c) => `— Eu cometi um erro — disse — e depois cometi outro quando menti. Desculpa pelos dois.`]] },
  'tr.glad': { m: [
    [(c) => `${c.g.N} deu um abraço enorme ${c.em}.`, (c) => `— Obrigad${c.g.f ? 'a' : 'o'} por me contar a verdade — disse ${c.g.n}.`, (c) => `— Todo mundo comete erros — disse ${c.g.n}.`],
    [(c) => `— Ser sincero é ser valente.`, (c) => `O peso de dentro tinha sumido.`, (c) => `— Tenho orgulho de você por ser sincer${o(c)}.`],
  ] },
  'tr.end': { m: [
    [(c) => `Juntos, colaram os cacos do vaso azul.`, (c) => `Agora ${c.n} joga bola lá fora.`, (c) => `${c.N} voltou a se sentir lev${o(c)} e feliz.`],
    [(c) => `Ficou com uma rachadura, mas continuava lindo.`, (c) => `Dizer a verdade resolveu tudo.`, (c) => `A sinceridade é o melhor caminho.`],
  ] },

  'two.open': { m: [
    [(c) => `${c.N} tem duas casas: a casa da mamãe e a casa do papai.`, (c) => `Agora ${c.n} mora em duas casas.`, (c) => `Tem a casa da mamãe, e tem a casa do papai, e ${c.n} mora nas duas.`],
    [(c) => `Tem uma cama em cada casa.`, (c) => `Em cada casa tem uma escova de dentes só ${c.dele}.`, (c) => `Duas casas, e ${c.f ? 'uma' : 'um'} só ${c.h2.replace(/^(o|a) /, '')}.`],
  ] },
  'two.why': { m: [
    [(c) => `Mamãe e papai decidiram morar em casas diferentes.`, (c) => `— A gente não vai mais morar junto — disseram mamãe e papai.`, (c) => `Mamãe e papai sentaram com ${c.n} para explicar.`],
    [(c) => `— Não é culpa sua — disseram. — Nós dois te amamos, sempre.`, (c) => `— Às vezes os adultos moram separados. O nosso amor por você continua igualzinho.`, (c) => `${c.N} se sentia triste e ${c.x('confus')}.`],
  ], l: [[(c) => `— Eu fiz alguma coisa errada? — perguntou ${c.n}. — Nunca — disse papai. — É uma decisão de adulto — disse mamãe. — E nós dois vamos ser sempre a sua mamãe e o seu papai.`, (c) => `${c.N} tinha muitas perguntas. Onde vão morar os meus brinquedos? Quem vai ler a minha história? Mamãe e papai responderam todas.`]] },
  'two.mum': { m: [
    [(c) => `Na casa da mamãe, aos sábados, tem panqueca.`, (c) => `Na casa da mamãe, ${c.n} tem um quarto azul.`, (c) => `Na casa da mamãe, tem um gato na casa do lado.`],
    [(c) => `Mamãe lê as histórias com vozes engraçadas.`, (c) => `${c.N} rega as plantas com a mamãe.`, (c) => `Mamãe dá os melhores abraços de boa-noite.`],
  ] },
  'two.dad': { m: [
    [(c) => `Na casa do papai, tem um quintal com balanço.`, (c) => `Na casa do papai, ${c.n} tem uma beliche.`, (c) => `Na casa do papai, eles constroem coisas.`],
    [(c) => `Papai faz o melhor macarrão.`, (c) => `Eles jogam futebol no parque.`, (c) => `Papai canta no carro.`],
  ] },
  'two.twist': { m: [
    [(c) => `Uma noite, ${c.n} esqueceu o bichinho de pelúcia na outra casa.`, (c) => `Uma tarde, na casa do papai, ${c.n} sentiu muita saudade da mamãe.`],
    [(c) => `Chorou e não conseguia dormir.`, (c) => `Sem o bichinho de pelúcia, a casa não parecia a mesma.`],
  ], l: [[(c) => `Papai ligou para a mamãe, e mamãe mostrou o bichinho na tela e fez ele dar tchau com a patinha. — O bichinho está dando boa-noite — disse mamãe. ${c.N} riu e enxugou os olhos.`, (c) => `— Tudo bem sentir saudade da mamãe aqui, e de mim lá — disse papai. — Sentir saudade de alguém quer dizer que você ama essa pessoa. — E ligaram para a mamãe para dar boa-noite.`]] },
  'two.bag': { m: [
    [(c) => `${c.N} tem uma mochila especial que vai para as duas casas.`, (c) => `Na geladeira das duas casas tem um calendário.`, (c) => `${c.N} arruma a mochila toda semana.`],
    [(c) => `O bichinho de pelúcia sempre viaja na mochila.`, (c) => `Ele mostra quais dias são da mamãe e quais dias são do papai.`, (c) => `No fim de semana, na casa do papai; nos dias de escola, na casa da mamãe.`],
  ] },
  'two.love': { m: [
    [(c) => `Mamãe ama ${c.n}. Papai ama ${c.n}.`, (c) => `Nas duas casas, ${c.n} é muito amad${o(c)}.`, (c) => `Nas duas casas tem abraço para ${c.n}.`],
    [(c) => `Duas casas, dois abraços, muito amor.`, (c) => `O amor vai junto para todo lugar.`, (c) => `Isso nunca muda.`],
  ] },
  'two.end': { m: [
    [(c) => `Agora ${c.n} sabe: duas casas podem ser, as duas, o seu lar.`, (c) => `${c.N} sorri na casa da mamãe e na casa do papai.`, (c) => `Duas casas, um só coração.`],
    [(c) => `E nas duas casas tem amor, todos os dias.`, (c) => `Durma onde dormir, sempre é amad${o(c)}.`, (c) => `Lar é onde está o amor, e tem amor nas duas casas.`],
  ] },
};

function em2(n: string): string {
  return n.startsWith('o ') ? `no ${n.slice(2)}` : n.startsWith('a ') ? `na ${n.slice(2)}` : `em ${n}`;
}
