// Portuguese explainer beats: true, simple science, a little more of it for older readers.
import type { BeatText } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} deitou na grama e olhou para cima. — Por que o céu é azul?`, (c) => `— Por que o céu é azul? — perguntou ${c.n}.`, (c) => `O céu estava azul de ponta a ponta, e ${c.n} ficou se perguntando por quê.`],
    [(c) => `— Vamos descobrir — disse ${c.g.n}.`, (c) => `— Que pergunta boa! — disse ${c.g.n}.`, (c) => `Nem verde, nem rosa, mas azul. Por quê?`],
  ], l: [[(c) => `${c.N} tinha reparado que o céu nem sempre era do mesmo azul. Perto do sol era clarinho, bem em cima era forte, e nas beiradas era quase branco. Com certeza havia um motivo.`]] },
  'sky.light': { m: [
    [(c) => `A luz do sol parece branca, mas é feita de todas as cores misturadas.`, (c) => `${c.g.N} colocou um prisma de vidro no sol, e um arco-íris apareceu na parede.`, (c) => `A luz do sol leva dentro todas as cores do arco-íris.`],
    [(c) => `Vermelho, laranja, amarelo, verde, azul e violeta, todos escondidos na luz.`, (c) => `— A luz do sol é cheia de cores — disse ${c.g.n}.`, (c) => `Um arco-íris mostra as cores separadinhas.`],
  ], l: [[(c) => `Cada cor da luz viaja em ondas. A luz vermelha tem ondas compridas e preguiçosas. A luz azul tem ondas curtas, rápidas e agitadas. Essa diferença é todo o segredo.`]] },
  'sky.air': { m: [
    [(c) => `O céu está cheio de ar, e o ar é feito de pedacinhos pequenininhos, pequenos demais para ver.`, (c) => `Entre nós e o espaço existe um cobertor grosso de ar.`, (c) => `O ar é feito de partículas pequenininhas chamadas moléculas.`],
    [(c) => `A luz do sol precisa atravessar todo esse ar para chegar até nós.`, (c) => `Elas são muito menores do que um grão de poeira.`, (c) => `A luz do sol esbarra nelas no caminho.`],
  ], l: [[(c) => `O ar não aparece, mas está mesmo ali: a gente sente quando o vento sopra. Numa só respirada existem mais moléculas de ar do que grãos de areia em todas as praias da Terra.`]] },
  'sky.bounce': { m: [
    [(c) => `Quando a luz do sol esbarra no ar, a luz azul se espalha pelo céu inteiro.`, (c) => `Os pedacinhos de ar desviam a luz azul muito mais do que a vermelha ou a amarela.`, (c) => `A luz azul quica de pedacinho em pedacinho, pelo céu todo.`],
    [(c) => `Então, para onde quer que a gente olhe, chega luz azul nos nossos olhos. É por isso que o céu é azul!`, (c) => `As outras cores quase sempre passam direto, mas o azul se espalha por toda parte.`, (c) => `— Então o céu está cheio de luz azul quicando! — disse ${c.n}.`],
  ], l: [[(c) => `Os cientistas chamam isso de espalhamento. As ondas curtas e agitadas da luz azul são as que o ar desvia com mais facilidade, e por isso a luz azul chega até nós vinda de todas as partes do céu.`]] },
  'sky.twist': { m: [
    [(c) => `— Mas as ondas violeta são ainda mais curtas — disse ${c.n}. — Por que o céu não é violeta?`, (c) => `${c.N} pensou bastante. — A luz violeta é ainda mais agitada. Por que não existe céu violeta?`],
    [(c) => `A luz do sol traz menos violeta, e os nossos olhos enxergam o azul muito melhor.`, (c) => `Parte do violeta fica lá no alto, no ar, e os nossos olhos percebem muito mais o azul.`],
  ], l: [[(c) => `— Muito bem pensado — disse ${c.g.n}. — Tem um pouco de violeta lá em cima. Mas a luz do sol traz menos violeta do que azul, e os nossos olhos são muito mais sensíveis ao azul, então o que a gente vê é azul.`]] },
  'sky.sunset': { m: [
    [(c) => `No fim da tarde, o céu fica laranja e vermelho.`, (c) => `À tarde, o sol está baixo e o céu brilha rosa e dourado.`, (c) => `Quando o sol se põe, o azul vai sumindo.`],
    [(c) => `Nessa hora, a luz atravessa muito mais ar, e quase todo o azul se espalha antes de chegar até nós.`, (c) => `As ondas compridas, vermelhas e laranja, são as que chegam até os nossos olhos.`, (c) => `Só os vermelhos e os laranjas atravessam tanto ar.`],
  ], l: [[(c) => `Então um pôr do sol é a mesma luz do sol do meio-dia. Só que ela fez um caminho mais comprido pelo ar e perdeu o azul pelo caminho.`]] },
  'sky.space': { m: [
    [(c) => `Os astronautas no espaço veem o céu preto, mesmo com o sol brilhando.`, (c) => `No espaço não tem ar, então nada espalha a luz.`, (c) => `Na lua, o céu é preto, porque não tem ar.`],
    [(c) => `Sem ar, não tem azul!`, (c) => `O céu azul é, na verdade, o nosso ar iluminado pelo sol.`, (c) => `O nosso céu azul é uma coisa especial da Terra.`],
  ], l: [[(c) => `Da Estação Espacial Internacional, os astronautas veem a linha azul e fininha do ar da Terra em volta do planeta e, acima dela, a escuridão do espaço.`]] },
  'sky.end': { m: [
    [(c) => `Agora ${c.n} sabe por que o céu é azul.`, (c) => `Luz do sol, ar e luz azul espalhada: esse é o segredo do céu azul.`, (c) => `${c.N} olhou o céu azul e sorriu.`],
    [(c) => `Mal pode esperar para contar para os amigos.`, (c) => `— Luz azul quicando no ar — disse. — Facinho!`, (c) => `E agora também sabe por que o céu fica laranja no fim da tarde.`],
  ], l: [[(c) => `Naquela tarde, ${c.n} olhou o pôr do sol e explicou tudo ${c.g.ao}: a luz branca do sol, os pedacinhos de ar, a luz azul se espalhando por toda parte e o longo caminho vermelho do entardecer.`]] },

  'rain.ask': { m: [
    [(c) => `Plic, plic, fazia a chuva na janela. — De onde vem a chuva? — perguntou ${c.n}.`, (c) => `${c.N} olhava as gotas de chuva apostando corrida no vidro.`, (c) => `— De onde sai toda essa chuva? — ${c.n} ficou pensando.`],
    [(c) => `— Das nuvens — disse ${c.g.n}. — Mas como a água chega lá em cima?`, (c) => `— Vamos seguir uma gota de água — disse ${c.g.n}.`, (c) => `— É uma viagem muito comprida — disse ${c.g.n}.`],
  ], l: [[(c) => `${c.N} encostou o nariz no vidro gelado. De onde as nuvens tiravam tanta água? Parecia impossível o céu guardar tanta água assim.`]] },
  'rain.sun': { m: [
    [(c) => `Tudo começa quando o sol esquenta o mar, os lagos e as poças.`, (c) => `O sol brilha sobre o mar e esquenta a água.`, (c) => `Quando o sol esquenta a água, uma parte sobe devagarinho para o ar.`],
    [(c) => `A água quente vira um gás invisível chamado vapor de água.`, (c) => `Isso se chama evaporação.`, (c) => `É por isso que as poças secam num dia de sol.`],
  ], l: [[(c) => `A evaporação acontece o tempo todo, até em dias frios, só que mais devagar. A água está sempre escapando para o ar: do mar, dos rios e até da roupa molhada no varal.`]] },
  'rain.rise': { m: [
    [(c) => `O vapor de água sobe, sobe e sobe para o céu.`, (c) => `O ar quente leva o vapor de água bem alto, lá longe do chão.`, (c) => `A gente não vê, mas o vapor de água está em toda a nossa volta.`],
    [(c) => `Lá em cima, o ar é frio.`, (c) => `Quanto mais sobe, mais frio fica.`, (c) => `Lá em cima, o vapor começa a esfriar.`],
  ], l: [[(c) => `O ar quente é mais leve do que o ar frio, então ele sobe e leva junto o vapor de água invisível, bem alto, por onde voam os aviões.`]] },
  'rain.cloud': { m: [
    [(c) => `Com o ar frio, o vapor vira de novo gotinhas de água pequenininhas.`, (c) => `Milhões de gotinhas pequenininhas flutuam juntas e formam uma nuvem.`, (c) => `Uma nuvem é feita de gotinhas de água tão leves que flutuam.`],
    [(c) => `Isso se chama condensação, como o vidro embaçado numa janela fria.`, (c) => `Cada gotinha é menor do que um grão de areia.`, (c) => `As nuvens brancas e fofinhas estão cheias de água.`],
  ], l: [[(c) => `Dá para ver isso em casa: sopre num espelho frio, e ele vai embaçar. O vapor de água quente do seu bafo vira gotinhas pequenininhas quando encosta no vidro frio, igualzinho numa nuvem.`]] },
  'rain.twist': { m: [
    [(c) => `— Mas por que as gotas não caem logo? — perguntou ${c.n}.`, (c) => `${c.N} franziu a testa. — Então por que não chove o tempo todo?`],
    [(c) => `As gotinhas são tão leves que o ar que sobe segura todas elas, até que se esbarram, se juntam e crescem.`, (c) => `As gotas só caem quando se juntam em gotas grandes e pesadas.`],
  ], l: [[(c) => `Dentro de uma nuvem, as gotinhas se esbarram e se juntam muitas e muitas vezes. É preciso mais ou menos um milhão de gotinhas de nuvem para formar uma só gota de chuva. Quando uma nuvem está cheia de gotas grandes, fica cinza-escura, e isso é sinal de que vai chover.`]] },
  'rain.fall': { m: [
    [(c) => `Quando as gotas ficam grandes e pesadas, elas caem como chuva.`, (c) => `Plic, ploc! As gotas pesadas caem da nuvem.`, (c) => `A nuvem fica mais escura e mais pesada, e então chove.`],
    [(c) => `A chuva molha as plantas e enche os rios.`, (c) => `Uma parte da chuva entra na terra.`, (c) => `Se está muito frio, as gotas congelam e caem como neve.`],
  ], l: [[(c) => `Uma gota de chuva cai mais ou menos na velocidade de uma bicicleta descendo rápido uma ladeira. E, mesmo que nos desenhos pareçam lágrimas, as gotas pequenas são redondas, e as grandes são achatadas como pãezinhos.`]] },
  'rain.cycle': { m: [
    [(c) => `A chuva escorre para os riachos e os rios, e volta para o mar.`, (c) => `Depois o sol esquenta a água de novo, e tudo começa outra vez.`, (c) => `A água dá voltas e voltas: mar, céu, nuvem, chuva, rio, mar.`],
    [(c) => `Isso se chama ciclo da água.`, (c) => `A mesma água dá voltas e voltas, para sempre.`, (c) => `A chuva de hoje talvez já tenha estado na poça de um dinossauro!`],
  ], l: [[(c) => `Não se fabrica água nova. A Terra tem a mesma água há bilhões de anos, dando voltas entre o mar, o céu e a terra.`]] },
  'rain.end': { m: [
    [(c) => `Agora ${c.n} sabe de onde vem a chuva.`, (c) => `${c.N} calçou as botas e pulou numa poça.`, (c) => `A chuva parou, e o sol apareceu.`],
    [(c) => `Logo o sol vai levar essa água de novo até as nuvens.`, (c) => `Sol, nuvens, chuva, e tudo de novo.`, (c) => `— Tchau, chuva — disse ${c.n}. — A gente se vê nas nuvens.`],
  ], l: [[(c) => `${c.N} viu uma poça encolher no sol e soube exatamente para onde a água ia: para cima, para cima, para o ar, para virar nuvem e, um dia, chuva outra vez.`]] },

  'pl.ask': { m: [
    [(c) => `${c.N} achou uma semente pequenininha. — Como as plantas crescem?`, (c) => `— Como uma planta grande sai de uma semente tão pequena? — perguntou ${c.n}.`, (c) => `${c.N} tinha uma semente na mão.`],
    [(c) => `— Vamos plantar uma e ver — disse ${c.g.n}.`, (c) => `Dentro da semente tem uma plantinha bebê e a comida dela.`, (c) => `Era pequena, dura e marrom.`],
  ], l: [[(c) => `Uma semente é como uma mala arrumada. Dentro dela tem uma plantinha pequenininha, dobrada, e um estoque de comida para aguentar até ela conseguir fazer a própria comida.`]] },
  'pl.plant': { m: [
    [(c) => `Colocaram terra num vaso e puseram a semente dentro.`, (c) => `${c.N} plantou a semente na terra.`, (c) => `Faz um buraquinho, coloca a semente e cobre com terra.`],
    [(c) => `A terra é como um cobertor quentinho para a semente.`, (c) => `Tum, tum, tum.`, (c) => `Agora a semente precisa de água e de calor.`],
  ], l: [[(c) => `A terra não é só sujeira. Ela está cheia de pedacinhos de pedra, folhas velhas, água, ar e bichinhos que ajudam, como as minhocas: tudo o que uma planta precisa.`]] },
  'pl.water': { m: [
    [(c) => `${c.N} colocou um pouco de água na semente.`, (c) => `Todos os dias, ${c.n} regava o vaso.`, (c) => `Colocaram o vaso onde batia sol.`],
    [(c) => `As sementes precisam de água para acordar.`, (c) => `Nem muita, nem pouca.`, (c) => `Depois, esperaram.`],
  ], l: [[(c) => `Quando uma semente bebe água, ela incha e amolece. A água acorda a semente e avisa que chegou uma boa hora para crescer.`]] },
  'pl.root': { m: [
    [(c) => `Embaixo da terra, uma raizinha cresceu para baixo.`, (c) => `Primeiro, a semente se abriu e saiu uma raiz.`, (c) => `A raiz cresce para baixo, dentro da terra.`],
    [(c) => `A raiz bebe água da terra.`, (c) => `Ela segura a planta bem firme no chão.`, (c) => `A gente não vê, mas ela está muito ocupada.`],
  ], l: [[(c) => `As raízes sempre crescem para baixo, e os caules sempre para cima, não importa como a semente foi plantada. As plantas sentem para onde a gravidade puxa.`]] },
  'pl.twist': { m: [
    [(c) => `${c.N} colocou um vaso dentro de um armário escuro, para ver o que acontecia.`, (c) => `Deixaram uma plantinha num lugar onde o sol não chegava.`],
    [(c) => `Ela cresceu alta, fininha e pálida, e depois tombou.`, (c) => `Sem luz, ela ficou amarela e fraquinha.`],
  ], l: [[(c) => `— As plantas precisam de luz para fazer a própria comida — disse ${c.g.n}. A semente trazia comida suficiente para começar, mas depois a planta tinha que fazer a sua, e para isso precisava de sol.`]] },
  'pl.shoot': { m: [
    [(c) => `Então um brotinho verde apareceu na terra!`, (c) => `Numa manhã, ${c.n} viu um brotinho verde pequenininho.`, (c) => `Para cima, para cima, saiu um caulezinho verde.`],
    [(c) => `Crescia na direção da luz.`, (c) => `— Está crescendo! — disse ${c.n}.`, (c) => `Duas folhinhas se abriram.`],
  ], l: [[(c) => `O broto se inclina para a janela, seguindo a luz. Se você virar o vaso, em um ou dois dias ele vai se inclinar de novo para a luz.`]] },
  'pl.leaf': { m: [
    [(c) => `As folhas bebem a luz do sol.`, (c) => `A planta usa o sol, a água e o ar para fazer a própria comida.`, (c) => `Todo dia, a planta crescia mais um pouquinho.`],
    [(c) => `Mais folhas, um caule mais alto.`, (c) => `É assim que ela fica grande e forte.`, (c) => `Sol, água e terra: é tudo de que ela precisa.`],
  ], l: [[(c) => `As folhas são verdes porque estão cheias de uma coisa chamada clorofila. A clorofila pega a luz do sol, e a planta usa essa energia para transformar a água e o ar em açúcar, que é a comida dela. Os cientistas chamam isso de fotossíntese.`]] },
  'pl.end': { m: [
    [(c) => `Finalmente uma flor se abriu!`, (c) => `A sementinha virou uma planta grande com uma flor.`, (c) => `Agora ${c.n} sabe como as plantas crescem.`],
    [(c) => `E dentro da flor havia sementes novas, prontas para crescer outra vez.`, (c) => `Semente, raiz, broto, folhas, flor, sementes.`, (c) => `Água, sol e terra, e um pouco de paciência.`],
  ], l: [[(c) => `De uma semente pequenininha saiu uma planta inteira, e dessa planta, muitas sementes novas. Cada uma guarda outra plantinha, esperando água, calor e luz.`]] },
};
