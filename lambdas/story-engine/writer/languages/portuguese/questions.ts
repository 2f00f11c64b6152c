// Portuguese explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} olhou pela janela. — Por que a Lua muda de forma?`, (c) => `Na semana passada a Lua estava redonda, e hoje estava fininha como um sorriso. — Por quê? — perguntou ${c.n}.`],
    [(c) => `— Vamos descobrir juntos — disse ${c.g.n}. — A resposta começa no Sol.`, (c) => `— Que pergunta boa! — disse ${c.g.n}, e foi buscar uma bola e uma luminária.`],
  ], l: [[(c) => `${c.N} já tinha visto uma Lua redonda, uma meia-lua e uma Lua fininha como uma unha. Em algumas noites, ela nem aparecia. Será que a Lua encolhia e depois crescia de novo?`]] },
  'mo.light': { m: [
    [() => `A Lua não brilha sozinha. É o Sol que a ilumina.`, () => `A Lua é uma grande bola de rocha, e a luz do Sol faz ela brilhar.`],
    [() => `O Sol sempre ilumina a metade da Lua que está virada para ele, e a outra metade fica no escuro.`, () => `Uma metade da Lua está sempre no sol, e a outra sempre no escuro.`],
  ], l: [[() => `A Lua não tem luz própria, igualzinho a uma bola num quarto escuro. Quando a luz do Sol bate na rocha cinzenta dela, uma parte volta até nós, e a Lua parece brilhar.`]] },
  'mo.orbit': { m: [
    [() => `A Lua viaja em volta da Terra, dando a volta inteira.`, () => `A Lua dá voltas e mais voltas em torno da Terra.`],
    [() => `Cada volta leva mais ou menos um mês.`, () => `Ela leva umas quatro semanas para dar uma volta completa.`],
  ], l: [[() => `Enquanto viaja, vemos a Lua de um lado um pouco diferente a cada noite. A metade iluminada não muda, mas a parte dessa metade que está virada para nós muda um pouquinho todo dia.`]] },
  'mo.phases': { m: [
    [() => `Só vemos a parte da Lua que o Sol ilumina.`, () => `Quando toda a metade iluminada está virada para nós, vemos uma Lua cheia e redonda.`],
    [() => `Quando vemos só um pedacinho dela, a Lua é uma fatia fina, e quando não vemos nada, ela parece sumir.`, () => `Crescente, meia-lua, cheia, e de novo meia-lua e minguante: essas formas são as fases da Lua.`],
  ], l: [[() => `A Lua inteira está sempre lá, redonda como sempre. Ela só parece mudar porque vemos mais ou menos da metade iluminada. Os cientistas chamam essas formas de fases: lua nova, crescente, quarto crescente, lua cheia, e tudo de novo.`]] },
  'mo.twist': { m: [
    [(c) => `— É a sombra da Terra que cobre a Lua? — perguntou ${c.n}.`, (c) => `${c.N} teve uma ideia: — E se a sombra da Terra esconder um pedaço da Lua?`],
    [(c) => `— Boa ideia, mas não — disse ${c.g.n}. — As fases dependem só de quanto vemos da parte iluminada.`, () => `Muita gente acha isso, mas as fases não têm nada a ver com a sombra da Terra.`],
  ], l: [[() => `A sombra da Terra só cai sobre a Lua durante um eclipse lunar, que acontece poucas vezes por ano, quando o Sol, a Terra e a Lua ficam bem em fila. Aí a Lua cheia pode ficar cor de cobre por uma ou duas horas.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} segurou uma bola perto de uma luminária, num quarto escuro.`, () => `Eles fizeram uma Lua com uma bola e um Sol com uma luminária.`],
    [(c) => `Girando devagar, ${c.n} viu a luz na bola passar de uma fatia fina para um círculo inteiro.`, () => `Enquanto a bola dava a volta, a parte iluminada crescia e depois diminuía.`],
  ], l: [[() => `A luminária ficava parada, igual ao Sol. Só a bola se mexia, e com ela mudava quanto se via do lado iluminado. Todo o segredo da Lua cabia naquele quarto.`]] },
  'mo.month': { m: [
    [(c) => `Toda noite, ${c.n} desenhava a Lua num calendário.`, () => `Toda noite eles procuravam a Lua e desenhavam a forma dela.`],
    [() => `As formas engordavam, depois emagreciam, e depois de umas quatro semanas tudo recomeçava.`, () => `Em algumas noites a Lua nascia tarde, e em algumas manhãs ela ainda estava lá, no céu azul.`],
  ], l: [[() => `Quando a parte iluminada cresce, dizemos que a Lua está crescente; quando diminui, que está minguante. De uma lua nova até a seguinte passam uns vinte e nove dias e meio.`]] },
  'mo.end': { m: [
    [(c) => `Agora ${c.n} sabe por que a Lua muda de forma.`, (c) => `— Boa noite, Lua — disse ${c.n}. — Agora eu sei o seu segredo.`],
    [() => `A Lua é sempre redonda: só vemos uma parte diferente do lado iluminado dela.`, () => `Luz do Sol, uma Lua redonda e uma viagem em volta da Terra: esse é todo o segredo.`],
  ], l: [[(c) => `Naquela noite a Lua era um círculo grande e brilhante. ${c.N} sorriu para ela, sabendo que dali a umas duas semanas ela seria uma fatia fina e depois cresceria de novo, como sempre.`]] },

  'ni.ask': { m: [
    [(c) => `O Sol escorregou para trás dos morros. — Para onde vai o Sol de noite? — perguntou ${c.n}.`, (c) => `— Para onde o Sol vai quando escurece? — pensou ${c.n}.`],
    [(c) => `— Ele não vai para lugar nenhum — disse ${c.g.n}. — Quem se mexe somos nós!`, (c) => `— O Sol continua brilhando — disse ${c.g.n}. — Vou te mostrar.`],
  ], l: [[(c) => `Toda tarde o Sol parecia afundar e sumir, e toda manhã voltava do outro lado do céu. Será que se escondia debaixo da terra? Será que ia dormir? ${c.N} queria saber.`]] },
  'ni.ball': { m: [
    [() => `Nós moramos na Terra, e a Terra é uma bola gigante.`, () => `A nossa Terra é redonda, como uma bola enorme flutuando no espaço.`],
    [() => `O Sol está bem longe e brilha o tempo todo.`, () => `O Sol ilumina a Terra de muito, muito longe.`],
  ], l: [[() => `A Terra é tão grande que parece plana para nós, mas vista do espaço é uma bola azul e verde. A luz do Sol só consegue iluminar metade de uma bola de cada vez, como uma lanterna apontada para uma laranja.`]] },
  'ni.spin': { m: [
    [() => `A Terra gira, devagarzinho, uma vez por dia.`, () => `A Terra gira como um pião, uma vez a cada dia.`],
    [() => `O lado virado para o Sol tem dia, e o lado virado para o outro lado tem noite.`, () => `Quando o nosso lado se vira para longe do Sol, escurece, e é noite.`],
  ], l: [[() => `Uma volta inteira leva vinte e quatro horas, um dia e uma noite. Não sentimos isso porque a Terra gira sem trancos e nós giramos junto com ela. Quando o nosso lado se vira para o Sol, vemos o nascer do sol, e quando se afasta, o pôr do sol.`]] },
  'ni.other': { m: [
    [() => `Quando é noite aqui, é dia do outro lado do mundo.`, () => `Agora mesmo, bem longe, tem crianças acordando com o sol.`],
    [() => `Elas tomam café da manhã enquanto nós vamos para a cama.`, () => `O Sol nunca para de brilhar: ele só ilumina outra parte da Terra.`],
  ], l: [[() => `É por isso que alguém pode ligar à noite para um amigo que mora longe e ouvir «Bom dia!». O mundo é dividido em fusos horários, e do outro lado da Terra os relógios estão muitas horas adiantados ou atrasados.`]] },
  'ni.twist': { m: [
    [(c) => `— Então o Sol não se mexe? — perguntou ${c.n}.`, (c) => `${c.N} franziu a testa. — Mas eu vejo o Sol atravessar o céu!`],
    [() => `Só parece que o Sol se mexe, porque nós giramos com a Terra.`, (c) => `— Parece — disse ${c.g.n} — porque estamos girando junto com a Terra.`],
  ], l: [[() => `É como andar num carrossel: as árvores parecem passar voando, mas quem está se mexendo é você. Muito tempo atrás, as pessoas achavam que o Sol girava em volta da Terra, até que observadores pacientes descobriram que é a Terra que gira.`]] },
  'ni.try': { m: [
    [(c) => `${c.g.N} iluminou uma bola com uma lanterna, num quarto escuro.`, () => `Eles colaram um adesivo numa bola e apontaram uma lanterna para ela.`],
    [() => `Quando a bola girava, o adesivo passava da luz para o escuro e voltava para a luz.`, (c) => `— O adesivo somos nós — disse ${c.g.n}. — Agora é dia, e agora é noite.`],
  ], l: [[(c) => `${c.N} girou a bola bem devagar. O adesivo entrou na sombra, como num pôr do sol, e saiu de novo para a luz, como num nascer do sol. Dia, noite, dia, noite: era só a bola girando.`]] },
  'ni.stars': { m: [
    [() => `De noite, quando o Sol não aparece, podemos ver as estrelas.`, () => `Quando o nosso lado da Terra está no escuro, a Lua e as estrelas aparecem.`],
    [() => `Elas estavam lá o dia inteiro, mas o céu ensolarado brilhava demais para vê-las.`, () => `O céu da noite é como uma janela para o espaço.`],
  ], l: [[() => `As estrelas não se acendem de noite. Elas brilham sempre, bem longe, mas de dia o céu azul e claro as esconde. Só quando o nosso lado da Terra dá as costas para o Sol é que podemos vê-las piscar.`]] },
  'ni.end': { m: [
    [(c) => `Agora ${c.n} sabe para onde o Sol vai de noite.`, () => `O Sol não dorme: é a Terra que gira.`],
    [(c) => `— Boa noite, Sol — disse ${c.n}. — Até amanhã!`, () => `De manhã, o nosso lado da Terra vai estar virado para o Sol de novo.`],
  ], l: [[(c) => `${c.N} se aconchegou debaixo do cobertor e imaginou a enorme Terra girando devagar no escuro, levando todo mundo junto, até chegar a uma manhã novinha.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} deitou numa manta para olhar as estrelas. — Por que elas piscam?`, (c) => `— Brilha, brilha, estrelinha — cantou ${c.n}. — Mas o que são as estrelas, e por que elas piscam?`],
    [(c) => `— Vamos descobrir — disse ${c.g.n}.`, () => `As estrelas piscavam e cintilavam, como se estivessem dando uma piscadinha.`],
  ], l: [[(c) => `Eram tantas estrelas que ${c.n} não conseguia contar. Umas brilhavam muito, outras bem pouco, e todas pareciam tremer. ${c.N} queria saber o que elas eram de verdade.`]] },
  'st.suns': { m: [
    [() => `As estrelas são sóis: bolas enormes de gás muito quente que brilham.`, () => `Cada estrela é um sol, igual ao nosso Sol.`],
    [() => `Algumas são até maiores que o nosso Sol.`, () => `O nosso Sol também é uma estrela, a mais perto de nós.`],
  ], l: [[() => `No centro de uma estrela, pedacinhos de gás se chocam com tanta força que fazem um calor e uma luz enormes. O nosso Sol é uma estrela bem comum; ele só parece tão grande e brilhante porque está perto.`]] },
  'st.far': { m: [
    [() => `As estrelas parecem pequeninas porque estão muito, muito longe.`, () => `As estrelas estão tão longe que parecem pontinhos.`],
    [() => `A luz delas viajou anos e anos até chegar aqui.`, () => `Até a mais perto está muito, muito mais longe que o Sol.`],
  ], l: [[() => `A luz é a coisa mais rápida que existe, e mesmo assim a luz da estrela mais perto, depois do Sol, leva mais de quatro anos para chegar até nós. Quando olhamos as estrelas, vemos uma luz que saiu delas há muito tempo.`]] },
  'st.twinkle': { m: [
    [() => `As estrelas piscam por causa do ar em volta da Terra.`, () => `O ar lá em cima está sempre se mexendo, e é isso que faz as estrelas piscarem.`],
    [() => `O ar quente e o ar frio tremem, e a luz da estrela treme quando passa por eles.`, () => `O raiozinho de luz é desviado para cá e para lá, e por isso parece piscar.`],
  ], l: [[() => `A luz de uma estrela chega até nós como um raio fininho. Na descida, ela atravessa camadas de ar quente e fresco que se mexem, e cada camada a desvia um pouquinho. Como esses desvios mudam sem parar, a estrela parece pular e faiscar.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} reparou num ponto brilhante que não piscava nada.`, (c) => `— Aquela ali não pisca — disse ${c.n}.`],
    [(c) => `— Aquilo é um planeta — disse ${c.g.n}. — Os planetas estão bem mais perto e brilham mais firmes.`, () => `Os planetas estão perto, e a luz deles chega num feixe mais largo, que o ar não sacode tão fácil.`],
  ], l: [[() => `No espaço, os astronautas veem as estrelas brilhando paradas, sem piscar, porque lá não tem ar para balançar a luz. Por isso alguns telescópios grandes são mandados para o espaço, onde as fotos ficam nítidas.`]] },
  'st.day': { m: [
    [() => `De dia, as estrelas continuam lá.`, () => `As estrelas não vão embora de manhã.`],
    [() => `O Sol brilha tanto que não conseguimos vê-las.`, () => `O céu azul e claro esconde as estrelas até a noite chegar.`],
  ], l: [[() => `É como tentar ver uma lanterna ao lado de um holofote enorme. As estrelas brilham o dia todo, mas o céu iluminado pelo Sol é muito mais claro, e a luz fraquinha delas se perde.`]] },
  'st.look': { m: [
    [(c) => `${c.N} ligou as estrelas com o dedo para fazer desenhos.`, () => `Eles procuraram formas nas estrelas.`],
    [() => `Esses desenhos de estrelas se chamam constelações.`, () => `Um cruzeiro, um caçador, uma ursa: há milhares de anos as pessoas dão nomes aos desenhos das estrelas.`],
  ], l: [[() => `Antigamente, marinheiros e viajantes usavam as constelações para achar o caminho no escuro. As estrelas de uma constelação só parecem juntas; na verdade, umas estão muito mais longe que outras.`]] },
  'st.end': { m: [
    [(c) => `Agora ${c.n} sabe por que as estrelas piscam.`, () => `Sóis distantes e ar que treme: esse é o segredo das estrelas piscando.`],
    [(c) => `— Boa noite, sóis distantes! — cantou ${c.n}.`, (c) => `${c.N} deu boa-noite para as estrelas.`],
  ], l: [[(c) => `${c.N} ficou bem ${c.x('quietinh')} olhando uma estrela piscar. Era um sol gigante, muito longe, e a luz dele tinha viajado todo aquele caminho só para piscar ali, bem na frente dos seus olhos.`]] },

  'ss.ask': { m: [
    [(c) => `O céu ficou laranja, cor-de-rosa e vermelho. — Por que o pôr do sol é laranja? — perguntou ${c.n}.`, (c) => `— Por que o céu fica vermelho de tarde, se ficou azul o dia todo? — pensou ${c.n}.`],
    [(c) => `— É a mesma luz do Sol — disse ${c.g.n}. — Ela só faz um caminho mais comprido.`, (c) => `— Vamos descobrir — disse ${c.g.n}.`],
  ], l: [[(c) => `O dia inteiro o céu tinha sido azul. Agora, com o Sol bem baixo, as nuvens brilhavam como brasas e o céu ficava rosado. ${c.N} queria saber como o mesmo céu podia mudar tanto de cor.`]] },
  'ss.road': { m: [
    [() => `No fim da tarde o Sol está baixo, e a luz dele atravessa muito ar.`, () => `No pôr do sol, a luz viaja de lado, através de muito, muito ar.`],
    [() => `Nesse caminho comprido, a luz azul é espalhada, e o que chega até nós é a luz vermelha e a laranja.`, () => `O azul se espalha pelo caminho, e só sobram as cores quentes.`],
  ], l: [[() => `Ao meio-dia, a luz do Sol desce quase reta pelo ar: uma viagem curta. No pôr do sol, ela chega de lado e atravessa muito mais ar. Todo esse ar tira o azul da luz, e o que chega aos nossos olhos é laranja e vermelho.`]] },
  'ss.twist': { m: [
    [(c) => `— Por que alguns pores do sol são mais vermelhos que outros? — perguntou ${c.n}.`, (c) => `${c.N} se lembrou de um pôr do sol muito mais vermelho que aquele.`],
    [() => `Poeira, gotinhas de água e fumaça no ar podem deixar o pôr do sol ainda mais vermelho.`, () => `Quanto mais partículas flutuam no ar, mais colorido o pôr do sol pode ficar.`],
  ], l: [[() => `Quando um vulcão entra em erupção bem longe, a poeira fininha dele pode flutuar lá no alto em volta do mundo e deixar os pores do sol bem vermelhos por meses. A poeira dos desertos e a fumaça das queimadas podem fazer o mesmo.`]] },
  'ss.clouds': { m: [
    [() => `As nuvens brilhavam cor-de-rosa e douradas.`, () => `As nuvens pegaram a luz laranja e se acenderam como lanternas.`],
    [() => `O Sol, tão baixo, ilumina as nuvens por baixo.`, () => `As nuvens altas continuam iluminadas mesmo depois que o Sol se põe.`],
  ], l: [[() => `As nuvens são feitas de gotinhas de água que refletem a luz que chega nelas. No pôr do sol, essa luz é laranja e vermelha, então as nuvens ficam cor-de-rosa e douradas, como um quadro pintado no céu.`]] },
  'ss.morning': { m: [
    [() => `No nascer do sol, o céu também pode ficar rosa e laranja.`, () => `De manhã, o Sol está baixo de novo, e as cores voltam.`],
    [() => `É o mesmo caminho comprido pelo ar, do outro lado do céu.`, () => `Quem acorda cedo ganha um espetáculo só seu.`],
  ], l: [[() => `O nascer e o pôr do sol são os momentos em que o Sol está perto da beirada do céu. A única diferença é que, no nascer do sol, o nosso lado da Terra está girando na direção do Sol, e não se afastando dele.`]] },
  'ss.end': { m: [
    [(c) => `Agora ${c.n} sabe por que o pôr do sol é laranja.`, () => `A última luz vermelha se apagou, e a primeira estrela apareceu.`],
    [() => `A luz azul se perde no caminho comprido, e a vermelha consegue chegar.`, (c) => `— Boa noite, Sol — disse ${c.n}. — Que cores lindas!`],
  ], l: [[(c) => `Enquanto o céu ficava azul-escuro, ${c.n} pensou na luz do Sol, que continuava seu caminho comprido pelo ar, pintando de laranja o fim de tarde de outras pessoas, mais a oeste.`]] },

  'se.ask': { m: [
    [(c) => `— Por que faz frio no inverno e calor no verão? — perguntou ${c.n}.`, (c) => `Primavera, verão, outono, inverno. — Por que existem estações? — pensou ${c.n}.`],
    [(c) => `— Porque a Terra é inclinada — disse ${c.g.n}. — Vou te mostrar.`, (c) => `— Vamos descobrir — disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pensou na árvore da praça: flores cor-de-rosa, folhas verdes, folhas vermelhas e amarelas, depois galhos pelados. A mesma árvore na mesma praça, e mesmo assim tudo mudava ao longo do ano.`]] },
  'se.tilt': { m: [
    [() => `A Terra não fica em pé, retinha: ela é um pouco inclinada para um lado.`, () => `A nossa Terra é inclinada, como um pião que tomba um pouquinho.`],
    [() => `Ela fica sempre inclinada para o mesmo lado do espaço.`, () => `Essa inclinação é o segredo das estações.`],
  ], l: [[() => `O eixo da Terra é inclinado uns vinte e três graus. O ano inteiro ele aponta para a mesma direção, então numa parte do ano a nossa metade fica inclinada para o Sol, e em outra parte fica inclinada para longe dele.`]] },
  'se.orbit': { m: [
    [() => `A Terra viaja em volta do Sol, dando a volta inteira.`, () => `A Terra faz uma longa viagem em volta do Sol.`],
    [() => `Cada volta leva um ano inteiro.`, () => `No caminho, a nossa metade da Terra às vezes fica inclinada para o Sol e às vezes para longe dele.`],
  ], l: [[() => `É uma viagem enorme: a Terra percorre centenas de milhões de quilômetros para dar uma volta no Sol. A cada aniversário, você deu mais uma volta em torno do Sol.`]] },
  'se.summer': { m: [
    [() => `No verão, a nossa metade da Terra fica inclinada para o Sol.`, () => `Quando a nossa metade se inclina para o Sol, é verão.`],
    [() => `O Sol sobe alto no céu, e os dias são longos e quentes.`, () => `O sol esquenta forte, e fica claro até tarde.`],
  ], l: [[() => `Quando o Sol está alto, a luz dele desce bem reta e esquenta muito o chão, como uma lanterna apontada de cima. Os dias longos dão muitas horas para esquentar, e as noites curtas pouco tempo para esfriar.`]] },
  'se.winter': { m: [
    [() => `No inverno, a nossa metade da Terra fica inclinada para longe do Sol.`, () => `Quando a nossa metade se inclina para longe do Sol, é inverno.`],
    [() => `O Sol fica baixo, os dias são curtos e faz frio.`, () => `O sol esquenta pouco, chega de lado, e escurece cedo.`],
  ], l: [[() => `A luz baixa chega inclinada, se espalha por mais chão e esquenta menos, como uma lanterna apontada de lado. E nas noites compridas a terra perde o calor.`]] },
  'se.twist': { m: [
    [(c) => `— É verão no mundo inteiro ao mesmo tempo? — perguntou ${c.n}.`, (c) => `${c.N} teve uma ideia curiosa: — Se a nossa metade fica inclinada para o Sol, e a outra metade?`],
    [() => `Quando é verão no norte do mundo, é inverno no sul.`, () => `A outra metade fica inclinada para longe do Sol, então lá é inverno quando aqui é verão.`],
  ], l: [[() => `No Brasil e na Austrália, o Natal chega em pleno verão, e muita gente passa o dia na praia. E as estações não acontecem porque a Terra fica mais perto do Sol: em janeiro ela está até um pouquinho mais perto.`]] },
  'se.between': { m: [
    [() => `Na primavera e no outono, a Terra está no meio do caminho.`, () => `Entre o verão e o inverno vêm a primavera e o outono.`],
    [() => `Nenhuma metade fica mais inclinada para o Sol que a outra, então não faz nem muito calor nem muito frio.`, () => `Na primavera os dias ficam mais longos, e no outono mais curtos.`],
  ], l: [[() => `Em dois dias do ano, em março e em setembro, o dia e a noite têm quase a mesma duração no mundo todo. Esses dias se chamam equinócios, que quer dizer «noites iguais».`]] },
  'se.end': { m: [
    [(c) => `Agora ${c.n} sabe por que existem estações.`, () => `Uma Terra inclinada viajando em volta do Sol: é isso que faz as estações.`],
    [() => `Inclinada para o Sol, verão; inclinada para longe, inverno.`, (c) => `${c.N} desenhou as quatro estações numa folha bem grande.`],
  ], l: [[(c) => `${c.N} espetou uma bola num lápis, inclinou para um lado e andou devagar em volta de uma luminária, sem mudar a inclinação. Verão, outono, inverno, primavera: um ano inteiro numa volta pelo quarto.`]] },

  'de.ask': { m: [
    [(c) => `Era só hora do lanche, e lá fora já estava escuro. — Por que escurece tão cedo no inverno? — perguntou ${c.n}.`, (c) => `— No verão eu brinco lá fora depois do jantar. Por que agora escurece tão cedo? — pensou ${c.n}.`],
    [(c) => `— Tem a ver com o jeito que a Terra é inclinada — disse ${c.g.n}.`, (c) => `— Vamos descobrir juntos — disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} encostou o nariz na janela. Os postes estavam acesos, e as pessoas voltavam para casa de gorro e cachecol. No verão, ficava claro até depois da hora de dormir. Para onde tinha ido toda aquela luz?`]] },
  'de.short': { m: [
    [() => `No inverno, o Sol nasce tarde e se põe cedo.`, () => `No inverno, a nossa metade da Terra fica inclinada para longe do Sol.`],
    [() => `O Sol faz um caminho curto e baixo pelo céu, por isso os dias são curtos e as noites são longas.`, () => `A nossa parte do mundo passa menos horas no sol e mais horas no escuro.`],
  ], l: [[() => `Enquanto a Terra gira, a nossa casa passa pela luz do Sol e depois pela sombra. No inverno, por causa da inclinação, uma parte maior dessa viagem acontece do lado escuro. No sul do mundo, o dia mais curto do ano é em junho; no norte, em dezembro.`]] },
  'de.summer': { m: [
    [() => `No verão, é o contrário.`, () => `No verão, a nossa metade se inclina para o Sol, e os dias são longos.`],
    [() => `O Sol nasce cedo e se põe tarde, e o fim de tarde continua claro.`, () => `É por isso que no verão dá para brincar lá fora depois do jantar.`],
  ], l: [[() => `Bem no norte, em lugares como a Noruega, o Sol de verão quase não se põe, e chamam isso de sol da meia-noite. No meio do inverno, lá, o Sol pode passar semanas sem nascer.`]] },
  'de.cosy': { m: [
    [() => `As noites compridas de inverno são boas para abajures e histórias.`, () => `Quando escurece cedo, a casa parece ainda mais aconchegante.`],
    [(c) => `${c.N} e ${c.g.n} leram um livro perto do abajur.`, () => `Muitos animais descansam durante o inverno longo e escuro.`],
  ], l: [[() => `Os animais também percebem os dias curtos. Alguns pássaros voam para lugares mais quentes, ouriços e ursos hibernam, e muitas árvores descansam até a luz voltar.`]] },
  'de.end': { m: [
    [(c) => `Agora ${c.n} sabe por que escurece cedo no inverno.`, () => `Depois do dia mais curto, os dias começam a ficar mais longos de novo.`],
    [() => `Um pouquinho mais de luz a cada dia, até o verão voltar.`, () => `No inverno a Terra se inclina para longe do Sol, e no verão para perto dele.`],
  ], l: [[(c) => `${c.N} fez uma tabela e anotou toda semana a hora do pôr do sol. Logo depois do dia mais curto, os horários começaram a ficar mais tarde, devagarinho: a luz estava voltando, um ou dois minutos por dia.`]] },

  'sn.ask': { m: [
    [(c) => `Flocos brancos e macios caíam. — O que é a neve? — perguntou ${c.n}.`, (c) => `— Por que só neva no inverno? — pensou ${c.n}.`],
    [(c) => `— A neve é água congelada — disse ${c.g.n}. — Vamos ver como ela se forma.`, (c) => `${c.N} pegou um floco, e ele derreteu numa gota de água.`],
  ], l: [[(c) => `O jardim tinha ficado branco durante a noite. Cada galho usava um gorrinho de neve, e o mundo inteiro estava em silêncio. ${c.N} queria saber de onde tinha vindo tanta neve.`]] },
  'sn.cloud': { m: [
    [() => `A neve começa nas nuvens, igual à chuva.`, () => `As nuvens são feitas de gotinhas de água bem pequenininhas.`],
    [() => `Essa água vem dos mares, dos lagos e das poças que o Sol esquenta.`, () => `Lá no alto do céu, o ar é muito frio.`],
  ], l: [[() => `O Sol esquenta a água no chão, e uma parte sobe para o ar como vapor de água invisível. Lá no alto, o vapor esfria e forma as gotinhas que fazem uma nuvem.`]] },
  'sn.freeze': { m: [
    [() => `Quando uma nuvem está muito fria, a água dela congela em pedacinhos de gelo.`, () => `Numa nuvem gelada crescem cristaizinhos de gelo.`],
    [() => `Cada cristal de gelo tem seis lados, como uma estrelinha.`, () => `A água do ar gruda nos cristais e faz crescer bracinhos neles.`],
  ], l: [[() => `Quando a água congela, os pedacinhos dela se juntam em desenhos de seis lados. Por isso cada floco de neve tem seis braços ou seis lados, mesmo que as formas sejam tão diferentes quanto estrelas, agulhas ou plaquinhas.`]] },
  'sn.flake': { m: [
    [() => `Os cristais grudam uns nos outros e viram flocos de neve.`, () => `Quando os flocos ficam pesados o bastante, eles descem flutuando.`],
    [() => `Eles caem devagar, rodopiando.`, () => `Macios e leves, eles pousam no chão.`],
  ], l: [[() => `Os flocos de neve são tão leves e achatados que o ar os freia. Uma gota de chuva cai rápido, mas um floco de neve pode levar uma hora para descer da nuvem.`]] },
  'sn.twist': { m: [
    [(c) => `— Todos os flocos de neve são diferentes? — perguntou ${c.n}.`, (c) => `${c.N} olhou os flocos com uma lupa.`],
    [() => `Cada um faz seu próprio caminho pela nuvem, então cada um cresce com sua própria forma.`, () => `Os flocos quase nunca são iguais, porque não há dois que caiam exatamente do mesmo jeito.`],
  ], l: [[() => `E por que a neve é branca, se o gelo é transparente? Um floco tem muitas carinhas minúsculas que rebatem a luz em todas as direções, todas as cores juntas, e por isso parece branco. A neve fresquinha também prende ar, e é por isso que um dia de neve é tão silencioso.`]] },
  'sn.cold': { m: [
    [() => `Só neva quando o ar está frio até lá embaixo, perto do chão.`, () => `A neve precisa de ar frio, abaixo de zero.`],
    [() => `Se o ar perto do chão está morno, os flocos derretem e caem como chuva.`, () => `É por isso que neva no inverno, quando o ar está frio, e chove no verão.`],
  ], l: [[() => `A água congela a zero grau. No inverno de alguns lugares, o ar perto do chão fica frio assim, e os flocos chegam sem derreter. Nas montanhas altas faz frio até no verão, e algumas têm neve o ano todo.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} pegou flocos de neve numa luva escura.`, () => `Eles olharam os flocos numa manga fria e escura.`],
    [() => `Estrelinhas de seis pontas! Depois, numa mão quente, elas derreteram.`, () => `Cada floco brilhou por um instante e depois virou gota de novo.`],
  ], l: [[() => `Uma superfície fria e escura é o melhor lugar para olhar flocos de neve, porque eles ficam congelados tempo suficiente para contar os seis lados. Se você leva um para dentro de casa, ele vira uma gota de água de novo, pronta para subir ao céu um dia.`]] },
  'sn.end': { m: [
    [(c) => `Agora ${c.n} sabe o que é a neve.`, () => `A neve é água congelada que se forma nas nuvens.`],
    [(c) => `${c.N} fez um bonequinho de neve.`, () => `Na primavera, a neve vai derreter e correr para os rios.`],
  ], l: [[(c) => `${c.N} rolou uma bola de neve bem grande e pensou nas estrelinhas de gelo que havia dentro dela, cada uma nascida numa nuvem, lá no alto. Na primavera ela ia derreter, escorrer para longe e talvez voltar num outro inverno, virando neve outra vez.`]] },

  'rb.ask': { m: [
    [(c) => `Depois da chuva, um arco-íris atravessou o céu. — Como se forma um arco-íris? — perguntou ${c.n}.`, (c) => `— De onde vêm os arco-íris? — pensou ${c.n}.`],
    [(c) => `— Precisa de duas coisas — disse ${c.g.n}. — Sol e chuva.`, (c) => `— Vamos descobrir juntos — disse ${c.g.n}.`],
  ], l: [[(c) => `O arco-íris tinha vermelho por fora e violeta por dentro, com laranja, amarelo, verde e azul no meio. Parecia tão perto que dava para tocar, mas quando ${c.n} andava na direção dele, ele se afastava.`]] },
  'rb.drop': { m: [
    [() => `Quando a luz do Sol entra numa gota de chuva, ela se curva.`, () => `Cada gota de chuva funciona como um prisma pequenininho.`],
    [() => `Cada cor se curva um pouco diferente, então as cores se separam.`, () => `A luz branca se abre em vermelho, laranja, amarelo, verde, azul e violeta.`],
  ], l: [[() => `A luz fica mais lenta e se curva quando passa do ar para a água. Dentro da gota, ela bate no fundo e se curva de novo ao sair. O vermelho se curva menos e o violeta mais, então as cores se abrem como um leque.`]] },
  'rb.back': { m: [
    [() => `Para ver um arco-íris, o Sol precisa estar atrás de você e a chuva na sua frente.`, () => `Fique de costas para o Sol e olhe para a chuva.`],
    [() => `Milhões de gotas mandam uma cor cada uma, e juntas elas formam o arco.`, () => `Por isso os arco-íris aparecem quando o Sol brilha durante um pé-d’água.`],
  ], l: [[() => `As gotas que mandam luz vermelha estão mais no alto, e as que mandam violeta mais embaixo. Cada pessoa vê o seu próprio arco-íris, feito das suas próprias gotas, e é por isso que ninguém nunca chega ao fim dele.`]] },
  'rb.twist': { m: [
    [(c) => `— Por que o arco-íris é curvo? — perguntou ${c.n}.`, (c) => `${c.N} ficou pensando por que os arco-íris são sempre curvados como um arco.`],
    [() => `Um arco-íris é, na verdade, um círculo inteiro, mas o chão esconde a metade de baixo.`, () => `De um avião, às vezes dá para ver o arco-íris como um círculo completo.`],
  ], l: [[() => `As gotas que mandam cores para os seus olhos estão todas no mesmo ângulo em volta do ponto bem oposto ao Sol, e isso forma um círculo. Às vezes brilha um segundo arco-íris mais fraquinho por fora do primeiro, com as cores ao contrário.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} fez um arco-íris com a mangueira do quintal.`, () => `Num dia de sol, eles fizeram uma chuvinha fina de água.`],
    [() => `Com o Sol nas costas, as cores apareceram na água!`, () => `Lá estava: um arco-íris pequenininho, bem no quintal.`],
  ], l: [[() => `Também dá para fazer um arco-íris com um copo de água numa janela ensolarada, ou ver um na névoa de uma cachoeira. Onde a luz do Sol encontra muitas gotinhas, um arco-íris pode aparecer.`]] },
  'rb.end': { m: [
    [(c) => `Agora ${c.n} sabe como se forma um arco-íris.`, () => `Sol e gotas de chuva: é tudo de que um arco-íris precisa.`],
    [(c) => `${c.N} desenhou um com todas as cores, vermelho por fora e violeta por dentro.`, (c) => `Da próxima vez que chover com sol, ${c.n} vai procurar um.`],
  ], l: [[(c) => `Na tarde seguinte de chuva e sol, ${c.n} ficou de costas para o Sol e procurou no céu. Lá estava: um arco-íris feito por um milhão de gotas brilhantes.`]] },

  'th.ask': { m: [
    [(c) => `Clarão! Bum! — O que faz o trovão? — perguntou ${c.n}.`, (c) => `O céu brilhou e roncou. — Por que o trovão faz bum? — pensou ${c.n}.`],
    [(c) => `— Aqui dentro estamos seguros — disse ${c.g.n}. — Vamos descobrir.`, (c) => `— O trovão é o barulho que o raio faz — disse ${c.g.n}.`],
  ], l: [[(c) => `A chuva tamborilava no telhado. A cada poucos minutos o céu se acendia, e logo depois um ronco grave rolava por cima da casa. ${c.N} queria saber o que estava acontecendo lá em cima, naquelas nuvens escuras.`]] },
  'th.cloud': { m: [
    [() => `As nuvens de tempestade são altíssimas e cheias de gelo e água.`, () => `Dentro de uma nuvem de tempestade, pedacinhos de gelo se batem e se esfregam.`],
    [() => `Tanto esbarrão carrega a nuvem de eletricidade, como quando você esfrega um balão no cabelo.`, () => `A nuvem fica cheia de eletricidade.`],
  ], l: [[() => `Dentro de uma nuvem de tempestade, ventos fortes levam pedras de granizo e cristaizinhos de gelo para cima e para baixo. Quando se chocam, eles trocam pequenas cargas elétricas, até que a parte de cima e a de baixo da nuvem ficam carregadas de jeitos opostos.`]] },
  'th.flash': { m: [
    [() => `O raio é uma faísca de eletricidade gigante.`, () => `Quando a eletricidade pula, vemos o clarão de um raio.`],
    [() => `Ele pula de uma nuvem para outra, ou de uma nuvem até o chão.`, () => `É como o choquinho que às vezes a gente sente ao tocar numa maçaneta, só que enorme.`],
  ], l: [[() => `Por um instante, um raio fica mais quente que a superfície do Sol. Ele é bem fino, mais ou menos da largura de um polegar, mas pode ter quilômetros de comprimento.`]] },
  'th.boom': { m: [
    [() => `O raio esquenta o ar tão depressa que o ar estoura com um estrondo.`, () => `Esse estrondo é o trovão!`],
    [() => `De perto ele estala, e de longe ele ronca.`, () => `O som bate nas nuvens e nos morros, e por isso fica roncando um tempão.`],
  ], l: [[() => `O ar em volta do raio esquenta de repente, se empurra para fora de uma vez e faz uma onda de som. Essa onda chega aos nossos ouvidos como trovão. O trovão não machuca ninguém: é só barulho.`]] },
  'th.twist': { m: [
    [(c) => `— O raio é perigoso? — perguntou ${c.n}.`, (c) => `${c.N} ficou pensando qual seria o lugar mais seguro numa tempestade.`],
    [() => `O raio pode ser perigoso, por isso numa tempestade o melhor é ficar dentro de casa ou do carro.`, (c) => `— Dentro de casa é o lugar mais seguro — disse ${c.g.n}. — Daqui dá para olhar e escutar.`],
  ], l: [[() => `Os raios costumam cair nas coisas altas, como árvores e torres, por isso não é seguro se abrigar debaixo de uma árvore sozinha. Os prédios altos têm para-raios, que levam a eletricidade para o chão sem perigo.`]] },
  'th.count': { m: [
    [(c) => `${c.N} contou entre o clarão e o estrondo.`, () => `Um, dois, três… BUM!`],
    [() => `A luz é mais rápida que o som, então vemos o clarão primeiro e ouvimos o trovão depois.`, () => `Quanto maior a espera, mais longe está a tempestade.`],
  ], l: [[() => `O som percorre mais ou menos um quilômetro a cada três segundos. Se você conta seis segundos entre o clarão e o trovão, o raio caiu a uns dois quilômetros. Quando a espera aumenta, a tempestade está indo embora.`]] },
  'th.end': { m: [
    [(c) => `Agora ${c.n} sabe o que faz o trovão.`, () => `A tempestade foi embora roncando, e o Sol apareceu.`],
    [() => `Uma faísca de raio, um estouro de ar: bum!`, () => `O trovão dá menos medo quando a gente sabe o que ele é.`],
  ], l: [[(c) => `As esperas entre os clarões e os roncos foram ficando cada vez maiores, até que ${c.n} conseguiu contar até vinte. A tempestade tinha ido para longe, e do quintal molhado subia um cheiro fresco e limpinho.`]] },

  'le.ask': { m: [
    [(c) => `Uma folha vermelha desceu rodopiando. — Por que as folhas mudam de cor e caem? — perguntou ${c.n}.`, (c) => `— Por que as folhas ficam amarelas e vermelhas? — pensou ${c.n}.`],
    [(c) => `— As árvores estão se preparando para o inverno — disse ${c.g.n}.`, (c) => `— Vamos descobrir — disse ${c.g.n}.`],
  ], l: [[(c) => `O verão todo as árvores do parque tinham sido verdes. Agora estavam douradas, laranja e vermelhas, e o caminho estalava cheio de folhas caídas. ${c.N} queria saber por que as árvores as deixavam ir embora.`]] },
  'le.green': { m: [
    [() => `No verão, as folhas são verdes.`, () => `As folhas são cozinhas pequenininhas onde a árvore prepara a comida dela.`],
    [() => `Elas são cheias de uma coisa verde que usa a luz do Sol para fazer comida para a árvore.`, () => `Elas precisam de muita luz e muita água para trabalhar.`],
  ], l: [[() => `A coisa verde das folhas se chama clorofila. Ela pega a luz do Sol, e a folha usa essa energia para transformar água e ar em açúcar, a comida da árvore. Tem tanta clorofila que ela esconde todas as outras cores.`]] },
  'le.cold': { m: [
    [() => `No outono, os dias ficam mais curtos e mais frios.`, () => `Quando o outono chega, tem menos luz.`],
    [() => `A árvore para de fazer comida nas folhas.`, () => `Não tem luz suficiente para fazer muita comida, e a geada estragaria as folhas.`],
  ], l: [[() => `As árvores percebem que as noites ficam mais longas e os dias mais frescos. Em vez de fazer comida, elas tiram das folhas o que é útil e guardam nos galhos e nas raízes para a primavera.`]] },
  'le.colours': { m: [
    [() => `O verde vai sumindo, e aparecem o amarelo e o laranja.`, () => `Sem o verde, as cores escondidas aparecem.`],
    [() => `O amarelo e o laranja estavam na folha o verão inteiro, escondidos debaixo do verde!`, () => `Algumas árvores também fazem cores vermelhas novas no outono.`],
  ], l: [[() => `Quando a clorofila se desfaz, finalmente aparecem o amarelo e o laranja que sempre estiveram lá. O vermelho e o roxo são diferentes: algumas árvores fabricam essas cores no outono, principalmente depois de dias de sol e noites frescas.`]] },
  'le.twist': { m: [
    [(c) => `— Por que o pinheiro continua verde? — perguntou ${c.n}.`, (c) => `${c.N} reparou numa árvore que ainda estava toda verde.`],
    [() => `As árvores que ficam sempre verdes têm agulhas finas e cobertas de cera, que aguentam o frio.`, (c) => `— É um pinheiro — disse ${c.g.n}. — As agulhas dele têm uma camada de cera.`],
  ], l: [[() => `As agulhas do pinheiro são finas e cobertas de cera, então perdem pouquíssima água e a geada não as estraga. Os pinheiros também perdem agulhas, mas poucas de cada vez, e por isso parecem sempre verdes.`]] },
  'le.fall': { m: [
    [() => `Depois, a árvore solta as folhas.`, () => `Onde cada folha se prende ao galho cresce uma paredinha, e a folha cai.`],
    [() => `O vento as leva, e elas descem rodopiando até o chão.`, () => `Sem folhas, a árvore perde menos água no inverno.`],
  ], l: [[() => `No inverno, o chão pode congelar, e aí a árvore não consegue beber. As folhas grandes deixariam a água escapar, então a árvore fecha cada uma delas, e a folha cai. As folhas caídas apodrecem e alimentam a terra.`]] },
  'le.try': { m: [
    [(c) => `${c.N} juntou folhas de todas as cores.`, () => `Eles encheram uma cesta de folhas vermelhas, amarelas, laranja e marrons.`],
    [() => `Algumas ainda estavam meio verdes.`, (c) => `${c.N} colocou as folhas em fila, da verde até a vermelha.`],
  ], l: [[(c) => `Em casa, ${c.n} prensou as folhas mais bonitas dentro de um livro pesado. Uma delas, meio verde e meio amarela, mostrava a mudança acontecendo ali mesmo, na página.`]] },
  'le.end': { m: [
    [(c) => `Agora ${c.n} sabe por que as folhas caem no outono.`, () => `A árvore não está morta: ela está descansando.`],
    [() => `Nos galhos, brotinhos pequenininhos esperam a primavera.`, () => `Na primavera, vão crescer folhas verdes novas.`],
  ], l: [[(c) => `${c.N} olhou de perto um galho pelado e achou brotinhos pequenos e apertados. Dentro de cada um havia uma folha nova dobrada, esperando os dias longos e claros da primavera.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} provou a água do mar. — Que salgado! Por que o mar é salgado?`, (c) => `— Por que o mar é salgado, e a chuva não? — perguntou ${c.n}.`],
    [(c) => `— O sal vem das pedras — disse ${c.g.n}.`, (c) => `— Vamos seguir uma gota de chuva — disse ${c.g.n}.`],
  ], l: [[(c) => `Uma onda espirrou no rosto ${c.de}, e a boca ficou com gosto de sal. O rio perto de casa não era salgado, e a chuva também não. Então de onde vinha todo o sal do mar?`]] },
  'sa.rain': { m: [
    [() => `Quando a chuva cai na terra, ela escorre pelas pedras e pelo chão.`, () => `A chuva escorre por morros, rochas e pedrinhas.`],
    [() => `As pedras têm grãozinhos de sal, e a chuva leva esses grãozinhos.`, () => `No caminho, a chuva carrega pedacinhos de sal.`],
  ], l: [[() => `A água da chuva é um pouquinho ácida, e com o tempo vai gastando as rochas. Fazendo isso, ela dissolve quantidades minúsculas de minerais, entre eles o sal, e leva tudo junto.`]] },
  'sa.rivers': { m: [
    [() => `Os rios levam o sal até o mar.`, () => `A água corre para os riachos e os rios, e os rios vão para o mar.`],
    [() => `Um rio tem tão pouco sal que nem dá para sentir.`, () => `Cada rio leva um pouquinho de sal para o mar.`],
  ], l: [[() => `A água de rio tem tão pouco sal que parece doce. Mas milhares de rios deságuam no mar, dia após dia, e nunca param de levar sua cargazinha de sal.`]] },
  'sa.sun': { m: [
    [() => `O Sol esquenta o mar, e a água sobe para o céu.`, () => `A água sobe do mar para formar nuvens, mas o sal fica lá embaixo.`],
    [() => `O sal não consegue subir junto, então fica no mar.`, () => `Só a água sobe, e o mar fica com todo o sal.`],
  ], l: [[() => `Quando a água evapora, só a água sobe, e o sal fica para trás. As nuvens devolvem água doce para a terra em forma de chuva, e o sal do mar vem se acumulando há milhões de anos.`]] },
  'sa.twist': { m: [
    [(c) => `— Todo o sal vem dos rios? — perguntou ${c.n}.`, (c) => `${c.N} ficou pensando se o sal também vinha de outro lugar.`],
    [() => `Uma parte sai de rachaduras no fundo do mar, onde borbulha água quente.`, () => `Fontes quentes e vulcões no fundo do mar também colocam sal.`],
  ], l: [[() => `Lá no fundo, a água do mar entra em rachaduras do chão do oceano, esquenta na rocha quentíssima e sai de novo cheia de minerais. Alguns mares, como o mar Morto, são tão salgados que as pessoas boiam nele como uma rolha.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} colocou um pouco de água salgada num pires, no sol.`, () => `Eles deixaram um pires com água do mar numa janela ensolarada.`],
    [() => `Uns dias depois a água tinha sumido, e tinha sobrado sal branquinho!`, () => `A água foi para o ar, e o sal ficou.`],
  ], l: [[() => `É assim que se faz o sal marinho: deixa-se a água do mar entrar em tanques rasos, e o Sol e o vento levam a água embora. O que sobra é um sal branco e crocante, igual ao da mesa.`]] },
  'sa.time': { m: [
    [() => `Isso acontece há milhões de anos.`, () => `Os rios continuam trazendo sal, de novo e de novo.`],
    [() => `Aos pouquinhos, o mar ficou salgado.`, () => `O mar é um pouco como uma sopa salgada gigante.`],
  ], l: [[() => `Hoje o mar continua mais ou menos com o mesmo sal, porque uma parte dele se deposita no fundo e volta a virar rocha. Um balde de água do mar tem mais de uma xícara de sal.`]] },
  'sa.end': { m: [
    [(c) => `Agora ${c.n} sabe por que o mar é salgado.`, () => `Chuva, pedras, rios e Sol: esse é o segredo do mar salgado.`],
    [(c) => `${c.N} brincou nas ondas salgadas.`, (c) => `— Oi, mar salgado! — disse ${c.n}.`],
  ], l: [[(c) => `${c.N} lambeu o sal dos lábios e riu. Um pouquinho daquele sal talvez já tivesse estado dentro de uma montanha bem longe, antes de a chuva e os rios trazerem tudo até ali.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} viu o desenho de um vulcão. — Como funciona um vulcão?`, (c) => `— Por que sai fogo do vulcão? — perguntou ${c.n}.`],
    [(c) => `— Não é fogo — disse ${c.g.n}. — É pedra derretida.`, (c) => `— Vamos descobrir juntos — disse ${c.g.n}.`],
  ], l: [[(c) => `No desenho, uma montanha soltava fumaça cinza, e rios laranja e brilhantes desciam pelos lados dela. ${c.N} queria saber o que fazia uma montanha fazer aquilo.`]] },
  'vo.inside': { m: [
    [() => `Bem lá embaixo da terra, é muito, muito quente.`, () => `Muito abaixo dos nossos pés, a rocha é tão quente que uma parte derrete.`],
    [() => `A rocha derretida debaixo da terra se chama magma.`, () => `Essa rocha quente e mole se chama magma.`],
  ], l: [[() => `Quanto mais fundo se vai na Terra, mais quente fica. A dezenas de quilômetros de profundidade, é quente o bastante para algumas rochas derreterem num magma grosso e brilhante, que se junta em grandes bolsões chamados câmaras magmáticas.`]] },
  'vo.push': { m: [
    [() => `O magma é mais leve que a rocha dura em volta, então ele empurra para cima.`, () => `O magma vai subindo por rachaduras no chão.`],
    [() => `Ele também tem gás, como as bolhinhas de um refrigerante.`, () => `O empurrão vai crescendo, como numa garrafa sacudida.`],
  ], l: [[() => `Enquanto o magma sobe, o gás que ele tem forma bolhas, igualzinho a um refrigerante quando você abre. As bolhas empurram cada vez mais forte, até o magma achar uma saída.`]] },
  'vo.erupt': { m: [
    [() => `Quando ele sai de uma vez, o vulcão entra em erupção!`, () => `Saem cinzas, gás e lava brilhante.`],
    [() => `A rocha derretida que sai do vulcão se chama lava.`, () => `A lava desce a montanha como um rio lento e pelando de quente.`],
  ], l: [[() => `Alguns vulcões têm erupções calmas, com lava líquida escorrendo. Outros explodem e jogam cinzas lá no alto do céu. A própria montanha é feita de camadas de lava e cinzas antigas, empilhadas erupção depois de erupção.`]] },
  'vo.twist': { m: [
    [(c) => `— Onde ficam os vulcões? — perguntou ${c.n}.`, (c) => `${c.N} queria saber por que só tem vulcão em alguns lugares.`],
    [() => `A parte de fora da Terra é quebrada em pedaços gigantes chamados placas, e a maioria dos vulcões fica onde elas se encontram.`, () => `A maioria dos vulcões fica nas beiradas das grandes placas que cobrem a Terra.`],
  ], l: [[() => `As placas se movem bem devagar, mais ou menos na velocidade em que as suas unhas crescem. Onde elas se afastam, ou onde uma entra debaixo da outra, o magma pode chegar à superfície. Alguns vulcões estão dormindo há milhares de anos.`]] },
  'vo.land': { m: [
    [() => `Quando a lava esfria, vira rocha dura e nova.`, () => `A lava esfriada vira terra nova.`],
    [() => `Algumas ilhas, como o Havaí e a Islândia, foram feitas por vulcões.`, () => `Com o tempo, as plantas crescem na rocha nova.`],
  ], l: [[() => `A terra vulcânica é cheia de minerais, então as plantas crescem muito bem nela, e muitos agricultores moram perto de vulcões. Algumas ilhas saíram do mar, construídas pela lava, camada por camada.`]] },
  'vo.safe': { m: [
    [() => `Os cientistas de vulcões vigiam os vulcões de perto.`, () => `Os vulcanólogos são cientistas que estudam os vulcões.`],
    [() => `Muitas vezes eles percebem quando um vulcão está acordando, e as pessoas podem sair a tempo.`, () => `Eles medem como o chão treme e que gases saem.`],
  ], l: [[() => `Antes de uma erupção, o chão pode inchar e tremer, e pode sair mais gás. Os cientistas observam todos esses sinais com aparelhos e satélites, e avisam as pessoas quando é hora de sair.`]] },
  'vo.end': { m: [
    [(c) => `Agora ${c.n} sabe como funciona um vulcão.`, () => `Magma quente, gás subindo e uma saída: isso é um vulcão.`],
    [(c) => `${c.N} fez um vulcão de brinquedo com bicarbonato e vinagre.`, () => `Chiiii! A lava de mentirinha transbordou em espuma.`],
  ], l: [[(c) => `O vulcão de brinquedo borbulhou e espumou, e ${c.n} riu. Era só bicarbonato e vinagre, mas mostrava a mesma ideia: o gás se acumula e empurra tudo para fora de uma vez.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} olhou uma foto de bebê. — De onde vêm os bebês?`, (c) => `— E eu, vim de onde? — perguntou ${c.n}.`],
    [(c) => `${c.g.N} sorriu. — Que pergunta bonita.`, (c) => `— Vou te contar — disse ${c.g.n}, e os dois se sentaram bem juntinhos.`],
  ], l: [[(c) => `Na foto havia um bebê pequenininho, com a carinha toda enrugada e uma touquinha. — Esse bebê era você — disse ${c.g.n}. Era difícil acreditar que alguém já tinha sido tão pequeno.`]] },
  'ba.start': { m: [
    [() => `Um bebê começa menor que um pontinho.`, () => `Todo bebê começa muito, muito pequenininho.`],
    [() => `Um óvulo minúsculo da mãe e uma célula minúscula do pai se juntam, e um bebê novo começa.`, () => `No começo ele é tão pequeno que só daria para ver com um microscópio.`],
  ], l: [[() => `O corpo dos adultos tem partes especiais para fazer bebês. Quando um óvulo e um espermatozoide se juntam, eles viram uma célula só, e essa célula cresce e se divide de novo e de novo, até virar uma pessoa nova.`]] },
  'ba.womb': { m: [
    [() => `O bebê cresce num lugar aconchegante dentro da barriga da mãe, que se chama útero.`, () => `O bebê cresce no útero, um lugar quentinho e seguro dentro da barriga.`],
    [() => `Não é para onde vai a comida: é um quartinho especial só para o bebê.`, () => `O útero vai esticando conforme o bebê cresce.`],
  ], l: [[() => `O útero é uma bolsa forte e elástica, logo abaixo da barriga. Ele mantém o bebê quentinho e protegido, boiando na água como numa piscininha. O bebê recebe comida e ar do sangue da mãe, por um cordão.`]] },
  'ba.grow': { m: [
    [() => `O bebê cresce e cresce durante uns nove meses.`, () => `Mês a mês, o bebê vai ficando maior.`],
    [() => `Primeiro ele é do tamanho de uma semente, depois de uma ameixa, depois de um melão!`, () => `Ele ganha um coração, mãos, pés e até unhas pequenininhas.`],
  ], l: [[() => `A comida do bebê chega por um tubinho macio chamado cordão umbilical. Quando o bebê nasce, o cordão não é mais necessário, e o lugar onde ele ficava vira o umbigo.`]] },
  'ba.twist': { m: [
    [(c) => `— Então é por isso que eu tenho umbigo! — disse ${c.n}.`, (c) => `${c.N} olhou para o próprio umbigo.`],
    [() => `Todo mundo tem um, porque todo mundo cresceu dentro de alguém.`, () => `É onde ficava o cordão, muito tempo atrás, antes do nascimento.`],
  ], l: [[() => `As famílias começam de jeitos diferentes. Alguns bebês são adotados, algumas famílias têm ajuda dos médicos, e algumas têm duas mães ou dois pais. Mas toda pessoa começou pequenininha e cresceu dentro de alguém, e todo umbigo se lembra disso.`]] },
  'ba.kick': { m: [
    [() => `Dentro do útero, o bebê pode chutar e se mexer.`, () => `Os bebês escutam vozes antes de nascer.`],
    [() => `Dá para sentir os chutinhos com a mão na barriga.`, () => `Eles podem até ter soluço!`],
  ], l: [[() => `Perto do fim, o bebê escuta música, vozes e as batidas do coração da mãe. Por isso os recém-nascidos muitas vezes reconhecem as vozes da família e se acalmam quando as ouvem.`]] },
  'ba.born': { m: [
    [() => `Quando o bebê está pronto, ele nasce.`, () => `Depois de uns nove meses, o bebê chega ao mundo.`],
    [() => `Médicos e parteiras ajudam a mãe e o bebê.`, () => `O bebê novinho é abraçado bem juntinho e recebe muito carinho.`],
  ], l: [[() => `A maioria dos bebês sai por uma abertura especial que estica, e alguns nascem com a ajuda de um médico, pela barriga. De um jeito ou de outro, a família conhece o bebê pela primeira vez.`]] },
  'ba.end': { m: [
    [(c) => `Agora ${c.n} sabe de onde vêm os bebês.`, () => `Todo bebê começa pequenininho e cresce num útero.`],
    [(c) => `${c.N} também já foi um bebê, e recebeu amor desde o comecinho.`, (c) => `${c.N} deu um abraço bem apertado ${c.g.em}.`],
  ], l: [[(c) => `${c.N} olhou de novo a foto de bebê, e depois as próprias mãos. Elas tinham passado de pequenininhas a grandes, e iam continuar crescendo. Todas as pessoas do mundo tinham começado exatamente assim.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} bocejou. — Por que a gente precisa dormir?`, (c) => `— Por que tem que dormir toda noite? — perguntou ${c.n}.`],
    [(c) => `— Dormir é um trabalho importante para o seu corpo — disse ${c.g.n}.`, (c) => `— Vamos descobrir — disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} queria ficar ${c.x('acordad')} brincando. Dormir parecia perda de tempo: ficar parado no escuro enquanto o mundo continuava. Para que servia aquilo?`]] },
  'sl.body': { m: [
    [() => `Quando a gente dorme, o corpo descansa e cresce.`, () => `O sono dá ao corpo tempo para descansar e se consertar.`],
    [() => `As crianças crescem principalmente enquanto dormem!`, () => `Os músculos cansados ficam mais fortes, e os arranhõezinhos saram.`],
  ], l: [[() => `No sono profundo, o corpo solta um hormônio do crescimento que ajuda as crianças a crescer. Ele também conserta os músculos, cura cortes e roxos e ajuda o corpo a combater os germes.`]] },
  'sl.brain': { m: [
    [() => `Enquanto a gente dorme, o cérebro arruma tudo.`, () => `O cérebro organiza tudo o que você aprendeu hoje.`],
    [() => `Ele guarda o que é importante e deixa ir o que não serve.`, () => `É por isso que a gente lembra melhor depois de dormir bem.`],
  ], l: [[() => `Durante o dia, o cérebro recebe uma montanha de coisas novas. À noite, ele organiza tudo, como quando se guardam os brinquedos nas caixas certas, para achar amanhã. Ele até faz uma faxina enquanto você dorme.`]] },
  'sl.dream': { m: [
    [() => `Às vezes a gente sonha enquanto dorme.`, () => `Os sonhos são imagens e histórias que o cérebro faz de noite.`],
    [() => `Os sonhos podem ser engraçados, esquisitos ou emocionantes.`, () => `Ninguém sabe tudo sobre os sonhos ainda.`],
  ], l: [[() => `A maioria dos sonhos acontece num tipo de sono em que os olhos se mexem rápido debaixo das pálpebras fechadas. Os cientistas acham que sonhar talvez ajude o cérebro a organizar sentimentos e lembranças, mas ainda estão pesquisando.`]] },
  'sl.twist': { m: [
    [(c) => `— Os animais também dormem? — perguntou ${c.n}.`, (c) => `${c.N} olhou o gato dormindo, enroladinho na cadeira.`],
    [() => `Quase todos os animais dormem, mas de jeitos diferentes.`, () => `Os gatos dormem quase o dia todo, e os morcegos dormem de cabeça para baixo.`],
  ], l: [[() => `Os golfinhos descansam metade do cérebro de cada vez, para poder continuar subindo para respirar. As girafas dormem só algumas horas, e os coalas até vinte horas por dia. Mas quase todo animal precisa de algum tipo de sono.`]] },
  'sl.tired': { m: [
    [() => `Sem sono suficiente, a gente fica rabugento e cansado.`, () => `Quando a gente não dorme o bastante, tudo fica mais difícil.`],
    [() => `Fica difícil aprender, brincar e ser gentil.`, () => `Qualquer coisinha pode fazer uma pessoa cansada chorar.`],
  ], l: [[() => `As crianças precisam dormir mais que os adultos: as pequenas, umas dez a catorze horas, e as da escola, umas nove a doze. Depois de uma boa noite de sono, fica mais fácil pensar, aprender e ficar feliz.`]] },
  'sl.end': { m: [
    [(c) => `Agora ${c.n} sabe por que a gente precisa dormir.`, () => `O sono ajuda a gente a crescer, a sarar e a lembrar.`],
    [(c) => `${c.N} se aconchegou debaixo das cobertas e fechou os olhos.`, (c) => `— Boa noite — disse ${c.n}. — Meu corpo tem trabalho a fazer.`],
  ], l: [[(c) => `${c.N} ficou ${c.x('quietinh')}, pensando no cérebro arrumando o dia em caixinhas, e no corpo crescendo um tiquinho no escuro. Dormir não parecia mais nenhuma perda de tempo.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} balançou um dente mole. — Por que a gente perde os dentes?`, (c) => `— Meu dente está mole! Por que os dentes caem? — perguntou ${c.n}.`],
    [(c) => `— Ele está abrindo espaço para um maior — disse ${c.g.n}.`, (c) => `— Vamos descobrir — disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} empurrou o dente com a língua, e ele balançou para a frente e para trás. Não doía, mas era muito esquisito. Por que um dente saudável ia querer sair?`]] },
  'te.baby': { m: [
    [() => `Os primeiros dentes se chamam dentes de leite.`, () => `As crianças pequenas têm vinte dentinhos de leite.`],
    [() => `Eles são perfeitos para uma boca pequena.`, () => `Mas a boca continua crescendo, e os dentes de leite não.`],
  ], l: [[() => `Os dentes de leite começam a se formar antes mesmo do nascimento, escondidos na gengiva. Eles nascem nos primeiros anos, pequenos para caber numa mandíbula pequena. Com o crescimento, a mandíbula aumenta, mas os dentes de leite continuam pequenos.`]] },
  'te.under': { m: [
    [() => `Debaixo de cada dente de leite, um dente novo e grande está esperando.`, () => `Os dentes permanentes crescem dentro da gengiva, debaixo dos dentes de leite.`],
    [() => `Quando está pronto, ele começa a empurrar para cima.`, () => `O dente novo é maior e mais forte.`],
  ], l: [[() => `Cada dente permanente cresce na mandíbula, debaixo de um dente de leite. Enquanto empurra para cima, a raiz do dente de leite vai se desfazendo devagar, até que nada mais segura o dentinho no lugar.`]] },
  'te.wobble': { m: [
    [() => `O dente de leite fica mole, e um dia ele cai.`, () => `Balança, balança, e plim, caiu!`],
    [() => `Normalmente não dói nada.`, () => `A maioria das crianças perde o primeiro dente lá pelos seis anos.`],
  ], l: [[() => `Os dentes da frente costumam cair primeiro, entre os cinco e os sete anos, e os últimos dentes de leite caem lá pelos doze. Trocar os vinte leva anos.`]] },
  'te.twist': { m: [
    [(c) => `— Quantos dentes de gente grande eu vou ter? — perguntou ${c.n}.`, (c) => `${c.N} contou os dentes num desenho.`],
    [() => `Os adultos têm até trinta e dois dentes, mais que os vinte dentes de leite.`, () => `Os dentes a mais nascem lá no fundo da boca.`],
  ], l: [[() => `Os últimos dentes de todos, os dentes do siso, podem nascer só na vida adulta, e algumas pessoas nunca têm. Não existe um terceiro jogo de dentes: os permanentes precisam durar para sempre.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} sorriu com uma janelinha nos dentes.`, () => `Agora havia um buraquinho onde antes ficava o dente.`],
    [() => `Logo a pontinha de um dente novo apareceu.`, () => `O dente novo nasce devagar, em alguns meses.`],
  ], l: [[() => `Os dentes permanentes novos muitas vezes parecem grandes no rosto de uma criança, com uns serrilhadinhos na beirada de baixo. Os serrilhados se gastam, e o rosto cresce até os dentes combinarem com ele.`]] },
  'te.care': { m: [
    [() => `Os dentes permanentes precisam durar a vida inteira.`, () => `Por isso escovar os dentes é tão importante.`],
    [() => `Escove duas vezes por dia, e eles vão continuar fortes.`, (c) => `${c.N} escovou os dentes com cuidado, até lá no fundo.`],
  ], l: [[() => `O açúcar alimenta germes pequenininhos na boca, que podem fazer buracos nos dentes. Escovar de manhã e antes de dormir, e não comer doce demais, mantém os dentes saudáveis por muito tempo.`]] },
  'te.end': { m: [
    [(c) => `Agora ${c.n} sabe por que a gente perde os dentes.`, () => `Sai o dente de leite, e chega o grande.`],
    [(c) => `${c.N} guardou o dentinho numa caixinha.`, (c) => `— Tchau, dentinho — disse ${c.n}. — Você trabalhou bem.`],
  ], l: [[(c) => `${c.N} olhou o dentinho na palma da mão. Ele tinha feito bem o seu trabalho. Agora vinha um dente maior e mais forte, um que ia ficar para a vida toda.`]] },
};

type P = Part<Pt>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `Por que a Lua muda de forma?`, (c) => `${c.N} e a Lua que muda`, () => `O segredo das formas da Lua`],
  'question-night': [() => `Para onde vai o Sol de noite?`, (c) => `${c.N} e a Terra que gira`, () => `Boa noite, Sol!`],
  'question-stars': [() => `Por que as estrelas piscam?`, (c) => `${c.N} conta estrelas`, () => `Sóis distantes`],
  'question-sunset': [() => `Por que o pôr do sol é laranja?`, (c) => `${c.N} e o céu vermelho`, () => `O caminho comprido da luz da tarde`],
  'question-seasons': [() => `Por que existem estações?`, (c) => `${c.N} e a Terra inclinada`, () => `Verão, outono, inverno e primavera`],
  'question-dark-early': [() => `Por que escurece cedo no inverno?`, (c) => `${c.N} e os dias curtos de inverno`, () => `Para onde foi a luz do dia?`],
  'question-snow': [() => `O que é a neve?`, (c) => `${c.N} pega um floco de neve`, () => `Por que neva no inverno`],
  'question-rainbow': [() => `Como se forma um arco-íris?`, (c) => `${c.N} encontra um arco-íris`, () => `Sol e gotas de chuva`],
  'question-thunder': [() => `O que faz o trovão?`, (c) => `${c.N} e a grande tempestade`, () => `Clarão e bum!`],
  'question-leaves': [() => `Por que as folhas caem no outono?`, (c) => `${c.N} e as folhas de outono`, () => `Vermelho, amarelo e dourado`],
  'question-salty-sea': [() => `Por que o mar é salgado?`, (c) => `${c.N} prova o mar`, () => `O sal do mar`],
  'question-volcano': [() => `Como funciona um vulcão?`, (c) => `${c.N} e o vulcão`, () => `Lá no fundo, pelando de quente`],
  'question-babies': [() => `De onde vêm os bebês?`, (c) => `${c.N} pergunta de onde vêm os bebês`, () => `Todo mundo começou pequenininho`],
  'question-sleep': [() => `Por que a gente precisa dormir?`, (c) => `${c.N} e a noite ocupada`, () => `Durma bem`],
  'question-teeth': [() => `Por que a gente perde os dentes?`, (c) => `${c.N} e o dente mole`, () => `Tchau, dente de leite`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} pergunta por que a Lua muda de forma e descobre como o Sol a ilumina enquanto ela dá voltas em torno da Terra.`],
  'question-night': [(c) => `${c.N} pergunta para onde vai o Sol de noite e descobre que é a Terra que gira.`],
  'question-stars': [(c) => `${c.N} pergunta por que as estrelas piscam e descobre sóis distantes e ar que treme.`],
  'question-sunset': [(c) => `${c.N} pergunta por que o pôr do sol é laranja e segue a luz da tarde no seu caminho comprido pelo ar.`],
  'question-seasons': [(c) => `${c.N} pergunta por que existem estações e descobre a Terra inclinada e sua viagem de um ano em volta do Sol.`],
  'question-dark-early': [(c) => `${c.N} pergunta por que escurece tão cedo no inverno e descobre como a Terra inclinada faz dias curtos e noites longas.`],
  'question-snow': [(c) => `${c.N} pergunta o que é a neve e por que ela vem no inverno, e segue a água congelada das nuvens até o chão.`],
  'question-rainbow': [(c) => `${c.N} pergunta como se forma um arco-íris e descobre o que o Sol e as gotas de chuva fazem juntos.`],
  'question-thunder': [(c) => `${c.N} pergunta o que faz o trovão e descobre o raio, em segurança dentro de casa.`],
  'question-leaves': [(c) => `${c.N} pergunta por que as folhas mudam de cor e caem, e descobre como as árvores se preparam para o inverno.`],
  'question-salty-sea': [(c) => `${c.N} pergunta por que o mar é salgado e segue o sal das pedras até os rios e o mar.`],
  'question-volcano': [(c) => `${c.N} pergunta como funciona um vulcão e descobre a rocha quente e derretida lá no fundo da Terra.`],
  'question-babies': [(c) => `${c.N} pergunta de onde vêm os bebês e descobre como um bebê cresce, protegido e amado, num útero.`],
  'question-sleep': [(c) => `${c.N} pergunta por que a gente precisa dormir e descobre como o corpo e o cérebro trabalham de noite.`],
  'question-teeth': [(c) => `${c.N} pergunta por que a gente perde os dentes e descobre os dentes novos e grandes que esperam embaixo.`],
};
