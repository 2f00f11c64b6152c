// Portuguese beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import { em, type Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const baby = (c: Pt) => (c.kin && c.kin.named ? c.kin.n : 'o bebê');
const school = (c: Pt) => (c.place === 'a creche' ? 'a creche' : 'a escola');
const o = (c: Pt) => (c.f ? 'a' : 'o');
const sibA = (c: Pt) => (c.sib === 'irmãzinha' ? 'uma irmãzinha' : c.sib === 'irmãozinho' ? 'um irmãozinho' : 'um irmãozinho ou uma irmãzinha');
// Grief books may have "as crianças" as their hero: verbs agree through v.
const gt = (c: Pt) => (c.goneThing === 'dog' ? 'cachorro' : c.goneThing === 'cat' ? 'gato' : c.goneWord);
const go = (c: Pt) => (c.gone!.f ? 'a' : 'o');

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.N} adorava ser a única pessoinha pequena da casa.`, (c) => `${c.N} tinha uma cama grande, uma caixa enorme de brinquedos e muitos abraços.`, (c) => `Em casa, ${c.n} tinha toda a atenção ${c.g.de}.`],
    [(c) => `Nem imaginava que uma coisa muito grande estava para mudar.`, (c) => `Toda noite, ${c.g.n} lia duas histórias, e às vezes três.`, (c) => `A vida era tranquila e aconchegante, do jeitinho que gostava.`],
  ], l: [[(c) => `— Só nós — dizia, se aconchegando. Ainda não sabia o quanto aquilo ia mudar.`, (c) => `Gostava de saber onde ficava cada coisa: o copo vermelho, a manta azul, o seu cantinho no sofá.`]] },
  'sib.news': { m: [
    [(c) => `— Vem aí um bebê — disse ${c.g.n}. — Logo você vai ser ${c.f ? 'a' : 'o'} ${c.big}.`, (c) => `Um dia, ${c.g.n} contou: — Tem um bebê crescendo, e você vai ganhar ${sibA(c)}.`, (c) => `${c.g.N} colocou a mão ${c.de} numa barriga redonda. — Aqui dentro tem um bebê — disse.`],
    [(c) => `${c.N} sentiu um chutinho na barriga. — Oi, bebê — sussurrou.`, (c) => `${c.N} não sabia se ficava feliz ou preocupad${o(c)}.`, (c) => `${c.N} pensou nisso o dia inteiro.`],
  ], s: [[(c) => `Vem aí um bebê novo! ${c.N} vai ser ${c.f ? 'a' : 'o'} ${c.big}.`, (c) => `Tem um bebê na barriga ${c.g.de}.`, (c) => `Logo vai chegar ${c.sib === 'irmãzinha' ? 'uma irmãzinha' : c.sib === 'irmãozinho' ? 'um irmãozinho' : 'um bebê novo'}.`]],
  l: [[(c) => `— Será que o bebê vai gostar de mim? — perguntou. — O bebê vai te amar muito — disse ${c.g.n}. — Os bebês adoram os irmãos mais velhos.`, (c) => `— Quando ele chega? — perguntava toda manhã. — Quando as folhas caírem das árvores — dizia ${c.g.n}.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} ajudou a arrumar o berço do bebê.`, (c) => `Juntos, dobraram meias pequenininhas e camisetas pequenininhas.`, (c) => `${c.N} escolheu um bichinho de pelúcia antigo para dar de presente ao bebê.`],
    [(c) => `Tudo do bebê era tão pequeno!`, (c) => `Colocou um coelhinho macio no berço, só por garantia.`, (c) => `Treinou como segurar uma boneca com muito cuidado.`],
  ], l: [[(c) => `— Eu já fui pequen${o(c)} assim? — perguntou, levantando uma meia do tamanho do seu polegar. — Menor ainda — riu ${c.g.n}.`, (c) => `Desenhou a família toda, com um bebê pequenininho no meio, e colou o desenho em cima do berço.`]] },
  'sib.worry': { m: [
    [(c) => `De noite, bateu uma preocupação.`, (c) => `Mas um dia, ${c.n} sentiu uma coisa estranha por dentro.`, (c) => `${c.N} sentou na escada, pensando muito.`],
    [(c) => `— Você vai continuar gostando de mim quando o bebê chegar? — perguntou.`, (c) => `E se não sobrasse lugar para ${c.el}?`, (c) => `E se todo mundo gostasse mais do bebê?`],
  ], l: [[(c) => `${c.g.N} sentou ao lado. — O amor não é como um bolo — disse. — Quando chega um bebê, ele não é cortado em pedaços menores. Ele simplesmente fica maior.`, (c) => `${c.g.N} deu um abraço apertado ${c.em}. — Ninguém nunca vai tomar o seu lugar — disse. — Só existe ${c.f ? 'uma' : 'um'} como você.`]] },
  'sib.arrive': { m: [
    [(c) => `Então nasceu ${c.sib === 'irmãzinha' ? 'a irmãzinha' : c.sib === 'irmãozinho' ? 'o irmãozinho' : 'o bebê'}.`, (c) => `Numa manhã, o bebê novo chegou em casa.`, (c) => `Finalmente, ${c.n} conheceu ${c.kin?.named ? c.kin.n : 'o bebê'}.`],
    [(c) => `O bebê era pequenininho, com dedinhos pequenininhos e um narizinho pequenininho.`, (c) => `${baby(c) === 'o bebê' ? 'O bebê' : baby(c)} abriu dois olhinhos sonolentos e bocejou.`, (c) => `O bebê tinha cheirinho de leite e de manta quentinha.`],
  ], l: [[(c) => `— Diga oi para ${c.sib === 'irmãozinho ou irmãzinha' ? 'o bebê' : c.sib === 'irmãzinha' ? 'a sua irmãzinha' : 'o seu irmãozinho'} — disse ${c.g.n}. ${c.N} tocou a mãozinha do bebê, e um dedinho se enrolou no seu.`, (c) => `${c.N} ficou olhando por muito tempo. — É tão pequenininho — sussurrou. — E é nosso.`]] },
  'sib.twist': { m: [
    [(c) => `Mas bebês choram muito, e ${baby(c)} chorou a tarde inteira.`, (c) => `Todo mundo estava ocupado com o bebê, e ninguém olhava para ${c.n}.`],
    [(c) => `${c.N} subiu para o quarto batendo os pés e fechou a porta.`, (c) => `${c.N} se sentiu deixad${o(c)} de lado e um pouco zangad${o(c)}.`],
  ], l: [[(c) => `— Ninguém mais lembra de mim — disse para o bichinho de pelúcia. Então a porta se abriu, e ${c.g.n} entrou com dois biscoitos e um grande sorriso.`, (c) => `— Eu sei que é difícil — disse ${c.g.n}, sentando na cama. — O bebê precisa de muita ajuda. E você também, às vezes. Isso é permitido.`]] },
  'sib.help': { m: [
    [(c) => `${c.N} trouxe uma fralda limpa.`, (c) => `${c.N} cantou uma canção, e o bebê parou de chorar.`, (c) => `${c.N} empurrou o carrinho pelo parque.`],
    [(c) => `— Que ajudante maravilhos${o(c)} você é! — disse ${c.g.n}.`, (c) => `O bebê olhou para ${c.n} e deu um sorriso sem dentes.`, (c) => `Ser ${c.f ? 'a' : 'o'} ${c.big} era um trabalho importante.`],
  ], l: [[(c) => `Mostrou ao bebê os brinquedos favoritos, devagarinho. — Isto é um caminhão. Isto é uma bola. Você vai poder brincar com eles quando crescer.`, (c) => `O bebê ainda não sabia falar, mas ${c.n} tinha certeza de que ele estava escutando.`]] },
  'sib.love': { m: [
    [(c) => `Na hora de dormir, ${c.g.n} deu ${c.ao} o abraço mais gostoso de todos.`, (c) => `${c.g.N} e ${c.n} leram uma história, só os dois.`, (c) => `${c.g.N} sussurrou: — Eu te amo do mesmo jeitinho de antes.`],
    [(c) => `Havia amor de sobra para todo mundo.`, (c) => `O amor tinha ficado maior, como ${c.g.n} tinha dito.`, (c) => `${c.N} sentiu um calorzinho da cabeça até os pés.`],
  ] },
  'sib.end': { m: [
    [(c) => `Agora ${c.n} é ${c.f ? 'a' : 'o'} ${c.big}, e o bebê é a sua pessoinha favorita.`, (c) => `${c.N} segura a mão do bebê e sorri.`, (c) => `${c.N} e o bebê, lado a lado.`],
    [(c) => `A família cresceu, e o amor também.`, (c) => `— Eu sou ${c.f ? 'a mais velha' : 'o mais velho'} — diz com orgulho.`, (c) => `Um dia vão brincar juntos.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.N} adorava o seu quarto, o da janela torta.`, (c) => `${c.N} conhecia cada cantinho da casa.`, (c) => `${c.N} tinha os melhores amigos da rua inteira.`],
    [(c) => `Sabia qual degrau rangia e por onde o sol entrava.`, (c) => `Era o seu lar, e gostava muito dele.`, (c) => `Toda tarde, depois da aula, brincava com os vizinhos.`],
  ] },
  'mov.news': { m: [
    [(c) => `Um dia, ${c.g.n} disse: — Nós vamos mudar para uma casa nova.`, (c) => `— Vamos nos mudar — disse ${c.g.n} com carinho.`, (c) => `Havia uma grande notícia: a família ia se mudar ${c.place && /^(a cidade|a fazenda|a praia|as montanhas)$/.test(c.place) ? `para ${c.place}` : 'para bem longe'}.`, (c) => `Chegou a notícia da mudança: a família ia morar numa casa nova.`],
    [(c) => `${c.N} não queria deixar os amigos.`, (c) => `${c.N} ficou triste e um pouco zangad${o(c)}.`, (c) => `— Mas eu gosto de morar aqui — disse ${c.n}, com o lábio tremendo.`],
  ], l: [[(c) => `— Meus amigos vão me esquecer? — perguntou. — Amigos de verdade não esquecem — disse ${c.g.n}. — Você vai poder ligar para eles e mandar cartas.`, (c) => `— Por que a gente tem que ir? — perguntou. ${c.g.N} falou do trabalho novo e da casa nova, segurando a mão ${c.de} o tempo todo.`]] },
  'mov.pack': { m: [
    [(c) => `Logo a casa ficou cheia de caixas.`, (c) => `${c.N} guardou os brinquedos numa caixa grande de papelão.`, (c) => `Embrulharam as xícaras em papel e encheram uma caixa atrás da outra.`],
    [(c) => `Escreveu o próprio nome na caixa com letras enormes.`, (c) => `O bichinho de pelúcia favorito ficou de fora, para viajar junto.`, (c) => `Os cômodos começaram a fazer eco.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} se despediu do quarto antigo.`, (c) => `No último dia, ${c.n} disse tchau para os amigos.`, (c) => `${c.N} acenou para a casa antiga.`],
    [(c) => `— Vou sentir saudade — sussurrou para as paredes vazias.`, (c) => `Os amigos deram um cartão com o nome de todos.`, (c) => `Ir embora era difícil, e tudo bem sentir isso.`],
  ], l: [[(c) => `A melhor amiga deu de presente uma pedra brilhante. — Para você lembrar de mim — disse. ${c.N} guardou a pedra no bolso e apertou bem forte.`, (c) => `${c.N} olhou pela última vez o quintal e o velho balanço. Deu um nó na garganta, e ${c.g.n} apertou a sua mão.`]] },
  'mov.road': { m: [
    [(c) => `O grande caminhão da mudança partiu, e a família foi atrás.`, (c) => `Viajaram por muito, muito tempo.`, (c) => `${c.N} via passar os campos e as cidadezinhas.`],
    [(c) => `${c.N} levava o bichinho de pelúcia e a chave nova e brilhante.`, (c) => `— Falta muito? — perguntava sem parar.`, (c) => `Tudo o que se via pela janela era novo.`],
  ] },
  'mov.new': { m: [
    [(c) => `A casa nova era grande e estava vazia.`, (c) => `A casa nova tinha cheiro de tinta.`, (c) => `Na casa nova, nada estava no lugar.`],
    [(c) => `${c.N} não sabia qual degrau rangia.`, (c) => `Os passos ecoavam no quarto vazio.`, (c) => `Já sentia saudade da casa antiga.`],
  ], l: [[(c) => `— Não parece a minha casa — disse. — Ainda não — disse ${c.g.n}. — Uma casa vira lar quando a gente enche ela com a gente.`, (c) => `Naquela noite, não conseguia dormir. As sombras eram diferentes, e a rua fazia barulhos estranhos.`]] },
  'mov.twist': { m: [
    [(c) => `Então ${c.n} não encontrava o bichinho de pelúcia em lugar nenhum.`, (c) => `A caixa com as coisas favoritas tinha sumido.`],
    [(c) => `Procuraram em todas as caixas da casa nova.`, (c) => `Olhou embaixo de cada caixa, e os olhos se encheram de lágrimas.`],
  ], l: [[(c) => `No fim, ${c.g.n} encontrou o bichinho numa caixa escrita “Cozinha”. — Ele quis ver a cozinha nova primeiro — disse ${c.g.n}, e ${c.n} riu no meio das lágrimas.`, (c) => `Estava na última caixa, amassado mas inteiro. ${c.N} abraçou o bichinho bem forte e se sentiu um pouquinho mais em casa.`]] },
  'mov.find': { m: [
    [(c) => `No dia seguinte, ${c.n} encontrou uma árvore enorme no quintal novo.`, (c) => `Uma menina vizinha acenou por cima da cerca.`, (c) => `No fim da rua nova havia um parque.`],
    [(c) => `— Oi! Quer brincar? — perguntou a menina.`, (c) => `Talvez o lugar novo também pudesse ser bonito.`, (c) => `${c.N} sorriu pela primeira vez desde a mudança.`],
  ] },
  'mov.end': { m: [
    [(c) => `Com as suas coisas em volta, o quarto novo já parecia seu.`, (c) => `Agora a casa nova é o seu lar.`, (c) => `${c.N} ainda sente saudade da casa antiga às vezes, e tudo bem.`],
    [(c) => `Lar é onde a família está junta.`, (c) => `Pegou no sono com a pedra brilhante embaixo do travesseiro.`, (c) => `Amanhã vai escrever para os velhos amigos contando como é a casa nova.`],
  ] },

  'day.open': { m: [
    [(c) => `Amanhã é o primeiro dia ${em(school(c))}.`, (c) => `${c.N} tem uma mochila nova e sapatos novos.`, (c) => `${c.N} deixou a mochila nova perto da porta.`],
    [(c) => `${c.N} guardou alguma coisa para beber e um lanchinho.`, (c) => `— Como será ${school(c)}? — pensou.`, (c) => `Conferiu a mochila três vezes.`],
  ] },
  'day.worry': { m: [
    [(c) => `De manhã, ${c.n} sentia borboletas na barriga.`, (c) => `No caminho para ${school(c)}, ${c.n} apertava forte a mão ${c.g.de}.`, (c) => `${c.N} não queria ir para ${school(c)}.`],
    [(c) => `— E se eu não conhecer ninguém? — perguntou.`, (c) => `— Vou sentir saudade de você — disse.`, (c) => `— É normal ficar nervos${o(c)} — disse ${c.g.n}.`],
  ], l: [[(c) => `— Todo mundo se sente um pouco esquisito no primeiro dia — disse ${c.g.n}. — Até a professora, muito tempo atrás.`, (c) => `${c.g.N} desenhou um coraçãozinho na mão ${c.de}. — Se sentir saudade, aperte aqui, e eu vou sentir — disse.`]] },
  'day.door': { m: [
    [(c) => `Na porta da sala, chegou a hora de dizer tchau.`, (c) => `${c.g.N} deu um abraço bem grande na porta.`, (c) => `${c.N} deu tchau da porta.`],
    [(c) => `— Eu venho te buscar depois do almoço — disse ${c.g.n}.`, (c) => `— Eu sempre volto — disse ${c.g.n}.`, (c) => `— Até mais tarde — disse ${c.g.n}, acenando.`],
  ], l: [[(c) => `${c.N} segurou um pouquinho mais do que o normal. Depois respirou fundo e soltou a mão, dedo por dedo.`, (c) => `Por um momento, quis correr atrás ${c.g.de}. Mas então viu uma caixa de blocos coloridos, e os pés ficaram.`]] },
  'day.teacher': { m: [
    [(c) => `A professora tinha um sorriso gentil.`, (c) => `— Bem-vind${o(c)}! — disse a professora. — Que bom que você está aqui.`, (c) => `A professora mostrou ${c.ao} um cabide com a sua própria foto.`],
    [(c) => `Havia tintas, blocos e um cantinho de leitura.`, (c) => `${c.N} pendurou o casaco.`, (c) => `A sala era clara e cheia de brinquedos.`],
  ] },
  'day.twist': { m: [
    [(c) => `Depois do almoço, ${c.n} se perdeu no corredor comprido.`, (c) => `No almoço, ${c.n} derramou o suco na mesa toda.`],
    [(c) => `Os olhos se encheram de lágrimas.`, (c) => `Por um momento, tudo parecia grande demais.`],
  ], l: [[(c) => `Então uma colega segurou a sua mão. — Eu também me perdi no meu primeiro dia — disse. — Vem, eu sei o caminho.`, (c) => `— Opa — disse a professora com carinho, e trouxe um pano. — Todo mundo derruba coisas. Até eu.`]] },
  'day.play': { m: [
    [(c) => `Um colega perguntou: — Quer fazer uma torre?`, (c) => `${c.N} sentou ao lado de uma colega e pintou um sol.`, (c) => `No recreio, uma colega dividiu a grande bola vermelha.`],
    [(c) => `Brincaram juntos até a hora da história.`, (c) => `${c.N} deu muita risada.`, (c) => `Logo, ${c.n} esqueceu o nervosismo.`],
  ], l: [[(c) => `— Como você se chama? — perguntou o colega. ${c.N} respondeu com a voz baixinha, e depois com a voz mais forte.`, (c) => `Fizeram a torre tão alta que ela balançou e caiu, e os dois riram tanto que a professora também riu.`]] },
  'day.miss': { m: [
    [(c) => `Uma hora, ${c.n} sentiu muita saudade de casa.`, (c) => `Na hora do descanso, ${c.n} pensou ${c.g.em}.`, (c) => `Por um momento, ${c.n} ficou um pouco triste.`],
    [(c) => `Olhou o coração na mão e se sentiu melhor.`, (c) => `A professora leu uma história engraçada, e tudo ficou melhor.`, (c) => `Lembrou: “Eu sempre volto”.`],
  ] },
  'day.end': { m: [
    [(c) => `Quando a porta se abriu, lá estava ${c.g.n}!`, (c) => `Na hora da saída, ${c.g.n} veio buscar ${c.n}.`, (c) => `${c.N} correu até ${c.g.n} na hora da saída.`],
    [(c) => `— Amanhã eu quero voltar — disse ${c.n}.`, (c) => `— Eu fiz ${c.f ? 'uma amiga' : 'um amigo'} — disse com orgulho.`, (c) => `O primeiro dia tinha acabado, e tinha sido um bom dia.`],
  ] },

  'pet.open': { m: [
    [(c) => `${c.gone!.N} era ${c.gone!.f ? 'a' : 'o'} ${gt(c)} da família, maci${go(c)}, engraçad${go(c)} e bonzinh${go(c)}.`, (c) => `${c.N} e ${c.gone!.n} tinham passado muito tempo juntos.`, (c) => `Em casa, todo mundo gostava muito ${c.gone!.de}.`, (c) => `${c.gone!.N} era ${c.gone!.f ? 'a melhor' : 'o melhor'} ${gt(c)} da rua inteira.`, (c) => `${c.N} ${c.v('conhecia', 'conheciam')} ${c.gone!.n} desde sempre.`],
    [(c) => `${c.gone!.N} gostava de ${c.goneThing === 'dog' ? 'passeios compridos' : 'sonecas compridas'} e de cantinhos quentinhos no sol.`, (c) => `Na geladeira havia uma foto ${c.gone!.de}.`, (c) => c.goneThing === 'dog' && `${c.gone!.N} sempre vinha correndo quando alguém chegava em casa.`, (c) => c.goneThing === 'cat' && `${c.gone!.N} se enroscava em todos os colos quentinhos da casa.`, (c) => `${c.gone!.N} tinha um lugar favorito perto da janela.`, (c) => `${c.gone!.N} roncava um pouquinho quando dormia.`],
  ], l: [[(c) => `${c.gone!.N} tinha o costume de encostar a cabeça no seu joelho quando você estava triste, como quem diz: “Estou aqui”.`, (c) => `Toda manhã, ${c.gone!.n} esperava perto da porta, feliz só de ver todo mundo.`]] },
  'pet.news': { m: [
    [(c) => `Mas ${c.gone!.n} ficou muito velhinh${go(c)} e muito doente, e então morreu.`, (c) => `Um dia, ${c.g.n} contou baixinho que ${c.gone!.n} tinha morrido.`, (c) => `Na semana passada, ${c.gone!.n} morreu.`, (c) => `Então chegou um dia muito triste: ${c.gone!.n} morreu.`, (c) => `${c.g.N} reuniu todo mundo e contou que ${c.gone!.n} tinha morrido enquanto dormia.`],
    [(c) => `${c.gone!.N} não vai voltar.`, (c) => `Morrer quer dizer que o corpo para de funcionar. Não dói mais nada.`, (c) => `${c.N} ${c.v('chorou', 'choraram')}, e ${c.g.n} deu um abraço apertado ${c.em}.`, (c) => `A casa inteira ficou em silêncio, e ninguém sabia o que dizer.`, (c) => `Todos estavam muito tristes, e ninguém fingia que não.`],
  ], l: [[(c) => `— Foi culpa ${c.v('minha', 'nossa')}? — ${c.v('perguntou', 'perguntaram')} ${c.n}. — Não — disse ${c.g.n}. — Ninguém podia evitar. ${c.gone!.N} estava velhinh${go(c)}, e o corpo estava muito cansado.`, (c) => `— ${c.gone!.f ? 'Morta' : 'Morto'} quer dizer que ${c.gone!.n} não pode mais comer, nem brincar, nem sentir dor — disse ${c.g.n} com carinho. — É triste, e tudo bem ficar triste.`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} se ${c.v('sentia', 'sentiam')} ${c.v('triste', 'tristes')}, e às vezes ${c.x('zangad')}.`, (c) => `A casa estava muito silenciosa.`, (c) => `${c.N} não ${c.v('tinha', 'tinham')} vontade de brincar.`, (c) => `A tigela ${c.gone!.de} continuava vazia no canto.`, (c) => `Ninguém mais esperava perto da porta.`],
    [(c) => `Todos os sentimentos são permitidos.`, (c) => `${c.g.N} também estava triste, e sentaram juntos.`, (c) => `Às vezes, um abraço ajuda.`, (c) => `Chorar é um dos jeitos que o amor encontra para sair.`, (c) => `${c.N} ${c.v('deixou', 'deixaram')} as lágrimas saírem.`],
  ], l: [[(c) => `Às vezes, ${c.n} ${c.v('esquecia', 'esqueciam')} e se ${c.v('sentia', 'sentiam')} quase normal, e depois ${c.v('lembrava', 'lembravam')}, e a tristeza voltava de uma vez. ${c.g.N} disse que a saudade vem em ondas, como o mar, e que cada onda é um pouquinho menor.`]] },
  'pet.ask': { m: [
    [(c) => `— Onde ${c.gone!.n} está agora? — ${c.v('perguntou', 'perguntaram')} ${c.n}.`, (c) => `${c.N} ${c.v('tinha', 'tinham')} muitas perguntas.`, (c) => `— ${c.gone!.N} vai voltar? — ${c.v('perguntou', 'perguntaram')} ${c.n}.`, (c) => `— ${c.gone!.N} está com frio? — ${c.v('perguntou', 'perguntaram')} ${c.n}.`],
    [(c) => `— ${c.gone!.N} não está mais aqui, mas a gente pode guardar ${c.gone!.f ? 'ela' : 'ele'} no coração — disse ${c.g.n}.`, (c) => `${c.g.N} respondeu cada pergunta com carinho.`, (c) => `— A gente sempre vai lembrar — disse ${c.g.n}.`, (c) => `— ${c.gone!.N} não sente mais frio, nem fome, nem dor — disse ${c.g.n}.`],
  ], l: [[(c) => `— Será que sabia o quanto a gente gostava ${c.gone!.f ? 'dela' : 'dele'}? — ${c.v('perguntou', 'perguntaram')} ${c.n}. — Todos os dias — disse ${c.g.n}. — Os animais sentem o carinho pelo jeito que são tratados, e a gente tratava ${c.gone!.n} como alguém da família.`]] },
  'pet.twist': { m: [
    [(c) => `Numa manhã, ${c.n} ${c.v('viu', 'viram')} a caminha vazia perto da porta.`, (c) => `${c.N} ${c.v('encontrou', 'encontraram')} a bolinha velha ${c.gone!.de} embaixo do sofá.`],
    [(c) => `A tristeza voltou, grande e pesada.`, (c) => `${c.N} ${c.v('abraçou', 'abraçaram')} a bolinha e ${c.v('chorou', 'choraram')} por muito tempo.`],
  ], l: [[(c) => `— Vai doer assim para sempre? — ${c.v('perguntou', 'perguntaram')} ${c.n}. — Vai doer menos, aos pouquinhos — disse ${c.g.n}. — Mas a gente não vai esquecer.`, (c) => `${c.g.N} não disse “não chore”. Sentou no chão e abraçou ${c.n} até as lágrimas acabarem.`]] },
  'pet.remember': { m: [
    [(c) => `Naquela tarde, olharam fotos ${c.gone!.de}.`, (c) => `A família contou histórias ${c.gone!.de}.`, (c) => c.goneThing === 'dog' && `Lembraram o dia em que ${c.gone!.n} pulou no laguinho.`, (c) => c.goneThing === 'cat' && `Lembraram o dia em que ${c.gone!.n} ficou pres${go(c)} no telhado do quartinho.`, (c) => `Cada um contou a sua lembrança favorita ${c.gone!.de}.`],
    [(c) => `Riram e choraram ao mesmo tempo.`, (c) => `${c.N} ${c.v('lembrou', 'lembraram')} como ${c.gone!.n} era maci${go(c)}.`, (c) => `Lembrar era triste e quentinho ao mesmo tempo.`, (c) => `Algumas lembranças davam risada, e outras deixavam todos em silêncio.`],
  ], l: [[(c) => `— Lembram quando ${c.gone!.n} roubou as salsichas? — disse ${c.g.n}. Todo mundo riu, e foi estranho rir, e também bonito.`, (c) => `Havia fotos ${c.gone!.de} de quando era filhote, pequenininh${go(c)}, e fotos de passeios compridos e tardes de soneca.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} ${c.v('fez', 'fizeram')} uma caixa de lembranças para ${c.gone!.n}.`, (c) => `${c.N} ${c.v('desenhou', 'desenharam')} ${c.gone!.n}.`, (c) => `Guardaram a coleira velha numa caixa especial.`, (c) => `${c.N} ${c.v('escreveu', 'escreveram')} uma carta para ${c.gone!.n}.`],
    [(c) => `Dentro, colocaram uma foto, um desenho e o brinquedo favorito ${c.gone!.de}.`, (c) => `No desenho, ${c.gone!.n} corria pela grama.`, (c) => `Deixaram a caixa numa prateleira onde todos pudessem ver.`, (c) => `Dizia: obrigado por fazer parte da nossa família.`],
  ], l: [[(c) => `Fazer a caixa levou uma tarde inteira. Encontraram fotos, um tufo de pelo da escova velha e a plaquinha com o nome. Cada coisa tinha uma história, e contaram todas.`]] },
  'pet.end': { m: [
    [(c) => `No jardim, plantaram uma flor para ${c.gone!.n}.`, (c) => `Plantaram uma arvorezinha no quintal para ${c.gone!.n}.`, (c) => `Onde ${c.gone!.n} gostava de deitar no sol, plantaram flores amarelas.`],
    [(c) => `— A gente sempre vai lembrar de você — ${c.v('sussurrou', 'sussurraram')} ${c.n}.`, (c) => `Quando ${c.n} ${c.v('sente', 'sentem')} saudade ${c.gone!.de}, ${c.v('olha', 'olham')} a foto e ${c.v('sorri', 'sorriem')}.`, (c) => `O amor fica, mesmo quando alguém não está mais aqui.`, (c) => `${c.gone!.N} sempre vai fazer parte da família.`],
  ], l: [[(c) => `A tristeza não sumiu, mas mudou. Ficou mais suave, mais parecida com saudade do que com dor. E cada vez que viam um ${gt(c)} no parque, sorriam e pensavam ${c.gone!.em}.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} ${c.v('amava', 'amavam')} muito ${c.gone!.n}.`, (c) => `${c.gone!.N} sabia as melhores histórias e as músicas mais bobas.`, (c) => `Na estante havia uma foto ${c.gone!.de}.`],
    [(c) => `Costumavam passear juntos.`, (c) => `${c.gone!.N} sempre tinha um abraço pronto.`, (c) => `${c.gone!.N} tinha cheiro de bala de hortelã e de terra do jardim.`],
  ], l: [[(c) => `${c.gone!.N} sabia assobiar como um sabiá e fazer uma moeda sumir atrás da sua orelha. Ninguém mais sabia fazer isso.`, (c) => `Aos domingos, sentavam no jardim, e ${c.gone!.n} dizia o nome de cada passarinho que chegava.`]] },
  'gp.news': { m: [
    [(c) => `${c.gone!.N} estava doente fazia muito tempo, e no fim morreu.`, (c) => `${c.g.N} voltou do hospital com os olhos vermelhos e contou que ${c.gone!.n} tinha morrido.`, (c) => `Na primavera, ${c.gone!.n} morreu.`],
    [(c) => `${c.gone!.N} não vai voltar, por mais que a gente queira.`, (c) => `Quando alguém morre, o corpo para de funcionar e não sente mais dor nenhuma.`, (c) => `Vieram as lágrimas, e ${c.g.n} envolveu ${c.n} num abraço.`],
  ], l: [[(c) => `— E agora, onde ${c.gone!.n} está? — ${c.v('quis', 'quiseram')} saber ${c.n}. — Não está num lugar que a gente possa visitar — disse ${c.g.n}. — Mas continua em cada história que a gente conta.`, (c) => `— ${c.gone!.f ? 'Morta' : 'Morto'} quer dizer que ${c.gone!.n} não pode voltar, mesmo que a gente queira com todas as forças — disse ${c.g.n}. — É muito triste. A gente pode ficar triste junto.`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} ${c.v('sentou', 'sentaram')} na poltrona grande ${c.gone!.de}.`, (c) => `A casa estava muito quieta sem ${c.gone!.n}.`, (c) => `Alguns dias, ${c.n} se ${c.v('sentia', 'sentiam')} ${c.v('triste', 'tristes')}, e em outros, ${c.x('zangad')}.`],
    [(c) => `Triste, zangado, confuso: todos os sentimentos eram bem-vindos.`, (c) => `${c.g.N} também sentia saudade ${c.gone!.de}.`, (c) => `${c.g.N} disse que não existe jeito errado de se sentir.`],
  ], l: [[(c) => `Às vezes, ${c.n} ${c.v('esquecia', 'esqueciam')} por um momento e se ${c.v('sentia', 'sentiam')} quase normal, e depois ${c.v('lembrava', 'lembravam')}, e a tristeza voltava de repente. ${c.g.N} disse que a saudade vem em ondas, como o mar, e que cada onda é um pouquinho menor.`]] },
  'gp.ask': { m: [
    [(c) => `— Para onde ${c.gone!.n} foi? — ${c.v('perguntou', 'perguntaram')} ${c.n}.`, (c) => `${c.N} ${c.v('fazia', 'faziam')} perguntas dia após dia.`, (c) => `— ${c.gone!.N} consegue ver a gente? — ${c.v('perguntou', 'perguntaram')} ${c.n}.`],
    [(c) => `— ${c.gone!.N} não está mais aqui, mas continua vivendo no nosso coração e nas nossas histórias — disse ${c.g.n}.`, (c) => `${c.g.N} respondeu cada pergunta com carinho e com sinceridade.`, (c) => `— Tem coisas que a gente não sabe — disse ${c.g.n}. — Mas sabemos que a gente se amava.`],
  ], l: [[(c) => `— Você também vai morrer? — ${c.v('perguntou', 'perguntaram')} ${c.n} com a voz baixinha. ${c.g.N} deu um abraço apertado ${c.em}. — Espero que só daqui a muito, muito tempo. Eu estou aqui com você.`]] },
  'gp.twist': { m: [
    [(c) => `Um dia, ${c.n} ${c.v('encontrou', 'encontraram')} o chapéu velho ${c.gone!.de}.`, (c) => `No jantar, a cadeira ${c.gone!.de} estava vazia.`],
    [(c) => `A tristeza voltou, grande e pesada.`, (c) => `${c.N} ${c.v('correu', 'correram')} para o quarto para chorar.`],
  ], l: [[(c) => `— Por que ainda dói? — ${c.v('perguntou', 'perguntaram')} ${c.n}. — Porque a gente amava muito ${c.gone!.n} — disse ${c.g.n}. — Com o tempo, a dor fica mais suave. O amor fica.`, (c) => `${c.g.N} veio e sentou na cama. — Eu também sinto saudade ${c.gone!.de} — disse, e ficaram de mãos dadas até as lágrimas pararem.`]] },
  'gp.remember': { m: [
    [(c) => `Encontraram o álbum antigo cheio de fotos ${c.gone!.de}.`, (c) => `Cada um, na sua vez, contou uma história ${c.gone!.de}.`, (c) => `Lembraram as piadas engraçadas ${c.gone!.de}.`],
    [(c) => `Houve risadinhas e lágrimas, tudo misturado.`, (c) => `${c.N} ${c.v('lembrou', 'lembraram')} as músicas que cantavam juntos.`, (c) => `As lembranças deixavam a sala mais quentinha.`],
  ], l: [[(c) => `— Lembram quando ${c.gone!.n} pegou no sono na cadeira de praia com o jornal na cara? — disse ${c.g.n}. Todo mundo riu, e fez bem rir.`, (c) => `Havia fotos ${c.gone!.de} na praia, muito tempo atrás, e uma dos dois com sorvete no nariz.`]] },
  'gp.make': { m: [
    [(c) => `Juntos, fizeram um livro de lembranças ${c.gone!.de}.`, (c) => `${c.N} ${c.v('desenhou', 'desenharam')} ${c.gone!.n}.`, (c) => `Plantaram as flores favoritas ${c.gone!.de}.`],
    [(c) => `Dentro, colocaram fotos, desenhos e histórias.`, (c) => `No desenho, os dois estavam de mãos dadas.`, (c) => `Deixaram o livro na estante, onde todos pudessem ver.`],
  ], l: [[(c) => `Escreveram as frases favoritas, a receita do famoso bolo de fubá e os nomes de todos os passarinhos. O livro se encheu de lembranças, e continuaram colocando páginas por semanas.`]] },
  'gp.end': { m: [
    [(c) => `De noite, olharam as estrelas e pensaram ${c.gone!.em}.`, (c) => `${c.gone!.N} morreu, mas o amor continua aqui.`, (c) => `Quando ${c.n} ${c.v('sente', 'sentem')} saudade ${c.gone!.de}, ${c.v('canta', 'cantam')} a velha canção.`],
    [(c) => `— Boa noite, ${c.gone!.n} — ${c.v('sussurrou', 'sussurraram')} ${c.n} para o céu.`, (c) => `O amor entre eles não acabou.`, (c) => `${c.gone!.N} continua vivendo em cada história que contam.`],
  ], l: [[(c) => `A saudade não foi embora, mas ficou mais suave. Agora, quando ${c.n} ${c.v('ouve', 'ouvem')} um sabiá cantar, ${c.v('pensa', 'pensam')} ${c.gone!.em} e ${c.v('sente', 'sentem')} ${c.gone!.f ? 'ela' : 'ele'} perto outra vez.`]] },
};

