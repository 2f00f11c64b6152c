// More ways to say the beats most books share (the wish arc, the quiet interludes, new babies, visits, grief and two
// homes), so two books of the same shape rarely tell the same sentence word for word.
import type { BeatText, Line } from '../pack';
import type { Pt } from './context';

type More = Record<string, { m?: ReadonlyArray<ReadonlyArray<Line<Pt>>>; l?: ReadonlyArray<ReadonlyArray<Line<Pt>>> }>;

const o = (c: Pt) => (c.f ? 'a' : 'o');
const at = (c: Pt) => c.home;
/** The hero's first mention, saying what a named vehicle, animal or toy is: "um pequeno trator chamado Paco". */
const intro = (c: Pt) => (c.named && !c.person ? `${c.what} chamad${o(c)} ${c.n}` : c.a);

export const MORE: More = {
  'arc.open': {
    m: [
      [(c) => `Esta é a história de ${intro(c)}, que morava ${at(c)}.`, (c) => `${c.where ? `Ali, ${at(c)}` : 'Numa casa de telhado vermelho'}, morava ${intro(c)}.`, (c) => `Não faz muito tempo, ${at(c)}, morava ${intro(c)}.`],
      [(c) => `Adorava inventar músicas enquanto trabalhava.`, (c) => `Gostava de manhãs tranquilas e de tardes compridas.`, (c) => `Sempre tinha uma pergunta nova na ponta da língua.`, (c) => `Os dias eram cheios de risadas e de pequenas tarefas.`, (c) => `Era ${c.x('curios')}, ${c.v('alegre', 'alegres')} e um pouco ${c.x('teimos')}.`],
    ],
    l: [[(c) => `Toda manhã, ${c.n} dava bom-dia para o sol pela janela e pensava no que ia fazer naquele dia. Quase sempre tinha um plano, e quase nunca saía do jeito que tinha pensado.`, (c) => `De noite, antes de dormir, ${c.n} repassava o dia inteiro: o que tinha dado certo, o que tinha dado mais ou menos e o que queria tentar amanhã.`]],
  },
  'arc.want': {
    m: [
      [(c) => c.to && (!c.trouble && `Havia uma coisa que ${c.n} desejava de todo o coração: ${c.to}.`), (c) => c.to && (!c.trouble && `Fazia muito tempo que ${c.n} sonhava em ${c.to}.`), (c) => c.trouble && `Só uma coisa atrapalhava: ${c.n} ${c.trouble}.`],
      [(c) => c.wish && `Esse desejo fazia cócegas no coração.`, (c) => c.wish && `Pensava nisso de dia e sonhava com isso de noite.`, (c) => c.wish && `Contava para qualquer um que quisesse ouvir.`, (c) => c.wish && `Só de pensar, os olhos brilhavam.`, (c) => c.wish && `Desenhava isso em cada folha de papel que encontrava.`, (c) => c.wish && `Era um desejo grande, quase maior do que ${c.n}.`],
    ],
    l: [[(c) => c.wish && `Às vezes fechava os olhos e imaginava que já tinha chegado lá. Era uma sensação tão boa que dava vontade de começar naquela hora mesmo.`, (c) => c.wish && `Contou para as nuvens, para o vento e para os passarinhos, e nenhum deles achou bobagem. Isso deu ânimo.`]],
  },
  'arc.go': {
    m: [
      [(c) => `Ao amanhecer, ${c.n} saiu sem fazer barulho.`, (c) => `Com o coração batendo forte, ${c.n} deu o primeiro passo.`, (c) => `Um belo dia, ${c.n} decidiu que era hora de tentar.`],
      [(c) => `O vento soprava a favor.`, (c) => `Cada passo parecia uma pequena vitória.`, (c) => `Os passarinhos cantavam pelo caminho.`, (c) => `Não olhou para trás nem uma vez.`],
    ],
  },
  'arc.hard': {
    m: [
      [(c) => `De repente, tudo ficou mais complicado.`, (c) => `Mas nem tudo saiu como ${c.n} esperava.`, (c) => `No meio do caminho apareceu uma dificuldade.`],
      [(c) => `Por um momento, ${c.n} quis desistir.`, (c) => `O caminho parecia não ter fim.`, (c) => `As pernas estavam cansadas, e o caminho ainda era longo.`, (c) => `Parecia difícil demais.`],
    ],
    l: [[(c) => `${c.N} olhou para trás, para o caminho que já tinha feito, e depois para a frente, para tudo o que faltava. Era muito. Mas já tinha chegado até ali, e isso também contava.`, (c) => `Sentou numa pedra e ficou um tempo quiet${o(c)}. Não era fácil. Ninguém tinha dito que seria fácil. Mas o desejo continuava ali, firme e quentinho, como uma brasa.`]],
  },
  'arc.twist': {
    m: [[(c) => `Então, sem aviso, o céu escureceu e começou a chover forte.`, (c) => `Então um obstáculo enorme apareceu bem no meio do caminho.`], [(c) => `Não havia tempo para pensar muito.`, (c) => `Era o momento mais difícil de todos.`]],
  },
  'arc.help': {
    m: [
      [(c) => `Bem nessa hora, apareceu uma ajuda inesperada.`, (c) => `Um esquilo curioso desceu da árvore para ajudar.`, (c) => `Uma velha tartaruga sabia um atalho e mostrou o caminho.`],
      [(c) => `— Ninguém precisa fazer tudo sozinho — disse.`, (c) => `Com ajuda, o problema ficou menor.`, (c) => `Às vezes, pedir ajuda também é coragem.`, (c) => `— Obrigad${o(c)} — disse ${c.n}, e foi de coração.`],
    ],
  },
  'arc.turn': {
    m: [
      [(c) => `${c.N} fechou os olhos, contou até três e tentou de novo.`, (c) => `Com calma, ${c.n} começou outra vez.`, (c) => `${c.N} se lembrou de tudo o que já tinha aprendido.`],
      [(c) => `Devagar e sempre.`, (c) => `Desta vez, algo foi diferente.`, (c) => `Cada tentativa ensinava alguma coisa nova.`, (c) => `E dessa vez deu mais certo.`],
    ],
  },
  'arc.reach': {
    m: [
      [(c) => c.did && `E então, quando menos esperava, ${c.n} ${c.did}!`, (c) => c.did && `Depois de tanto esforço, ${c.n} ${c.did}.`],
      [(c) => `O coração batia de pura alegria.`, (c) => `Tinha valido a pena cada passo.`, (c) => `Era como um sonho, só que de verdade.`, (c) => `${c.N} mal acreditava.`],
    ],
  },
  'arc.end': {
    m: [
      [(c) => `De volta para casa, ${c.n} contou tudo ${c.g.ao}.`, (c) => `Naquela noite, ${c.n} pegou no sono com um sorriso no rosto.`, (c) => `Quando o sol se pôs, ${c.n} já estava em casa, ${c.x('cansad')} e feliz.`],
      [(c) => `Às vezes, os sonhos grandes começam com um passo pequeno.`, (c) => `Coragem e paciência tinham feito a diferença.`, (c) => `E aquele dia ficou guardado no coração para sempre.`, (c) => `Que aventura!`],
    ],
  },

  'i.notice': { m: [[(c) => `${c.N} ${c.v('reparou', 'repararam')} numa fileira de formiguinhas carregando folhas.`, (c) => `Uma joaninha pousou bem perto ${c.de}.`], [(c) => `Dava para ficar olhando por horas.`, (c) => `Que coisa pequena e bonita.`]] },
  'i.talk': { m: [[(c) => `Mais tarde, ${c.n} e ${c.g.n} conversaram um pouco.`, (c) => `${c.g.N} quis saber como tinha sido o dia.`], [(c) => `Conversar sempre ajudava a pensar melhor.`, (c) => `Falar baixinho também acalma.`]] },
  'i.rest': { m: [[(c) => `Era hora de uma pausa.`, (c) => `${c.N} ${c.v('deitou', 'deitaram')} um pouco na grama.`], [(c) => `O corpo agradeceu.`, (c) => `Depois do descanso, tudo ficou mais leve.`]] },
  'i.think': { m: [[(c) => `${c.N} ${c.v('apoiou', 'apoiaram')} o queixo nas mãos e ${c.v('pensou', 'pensaram')}.`], [(c) => `Uma ideia boa precisa de um tempinho.`]] },
  'i.small': { m: [[(c) => `${c.N} ${c.v('assobiou', 'assobiaram')} baixinho.`, (c) => `${c.N} ${c.v('fez', 'fizeram')} um desenho de uma nuvem.`], [(c) => `Momentos pequenos também são importantes.`]] },
  'i.window': { m: [[(c) => `${c.N} ${c.v('desenhou', 'desenharam')} um coração no vidro embaçado.`], [(c) => `A chuva fininha desenhava riscos no vidro.`]] },
  'i.hand': { m: [[(c) => `${c.g.N} fez carinho no cabelo ${c.de}.`], [(c) => `O silêncio juntos era gostoso.`]] },
  'i.tomorrow': { m: [[(c) => `${c.N} ${c.v('ficou', 'ficaram')} imaginando as aventuras de amanhã.`], [(c) => `O amanhã podia esperar um pouquinho.`]] },

  'sib.open': { m: [[(c) => `Na casa ${c.de}, tudo tinha o seu lugar.`, (c) => `${c.N} era a pessoinha mais nova da família.`], [(c) => `Brincava de carrinho e de boneca no tapete da sala.`, (c) => `Gostava de ter colo a qualquer hora.`]] },
  'sib.news': { m: [[(c) => `Numa tarde, mamãe e papai contaram um segredo: a família ia crescer.`, (c) => `— Adivinha quem vem aí? — perguntou ${c.g.n}. — Um bebê!`], [(c) => `${c.N} encostou a orelha na barriga para escutar.`, (c) => `— Um bebê de verdade? — perguntou ${c.n}, de olhos arregalados.`, (c) => `${c.N} não sabia direito o que achar daquilo.`]] },
  'sib.wait': { m: [[(c) => `${c.N} ajudou a pintar o quartinho do bebê.`, (c) => `Juntos, escolheram um móbile de estrelas para o berço.`], [(c) => `Cada dia faltava um pouco menos.`, (c) => `A barriga ficava cada vez maior.`]] },
  'sib.worry': { m: [[(c) => `Uma noite, ${c.n} não conseguia pegar no sono.`, (c) => `Certa tarde, ${c.n} ficou muito calad${o(c)} no canto do sofá.`], [(c) => `— E se ninguém mais brincar comigo? — perguntou baixinho.`, (c) => `Será que ainda ia caber no colo ${c.g.de}?`, (c) => `— E se o bebê ficar com todos os abraços? — pensou.`]] },
  'sib.arrive': { m: [[(c) => `Um dia, o bebê chegou do hospital, enrolado numa manta.`, (c) => `A porta se abriu, e lá estava o bebê, dormindo no colo ${c.g.de}.`], [(c) => `O bebê tinha as mãozinhas mais pequenas do mundo.`, (c) => `O bebê fez um barulhinho engraçado, e todo mundo riu.`]] },
  'sib.help': { m: [[(c) => `${c.N} ajudou a dar banho no bebê.`, (c) => `${c.N} cantou baixinho para o bebê dormir.`], [(c) => `O bebê segurou o dedo ${c.de} bem forte.`, (c) => `Ajudar fazia ${c.n} se sentir importante.`]] },
  'sib.love': { m: [[(c) => `${c.g.N} chamou ${c.n} para um abraço só dos dois.`, (c) => `Naquela noite, ${c.g.n} e ${c.n} fizeram uma cabana de lençol, só os dois.`], [(c) => `Tinha amor para todo mundo, e ainda sobrava.`, (c) => `O coração ${c.de} ficou quentinho e sossegado.`, (c) => `— Você sempre vai ser o meu tesouro — disse ${c.g.n}.`]] },
  'sib.end': { m: [[(c) => `Agora a casa é mais barulhenta, e também mais alegre.`, (c) => `${c.N} mostra o mundo para o bebê, um pouquinho por dia.`], [(c) => `Irmãos são para a vida toda.`, (c) => `E o amor só fez crescer.`, (c) => `Quando o bebê crescer, vão ter muitas aventuras juntos.`, (c) => `O bebê já ri toda vez que vê ${c.n}.`]] },

  'den.open': { m: [[(c) => `Hoje é dia de cuidar dos dentes.`, (c) => `${c.N} acordou sabendo que ia ao dentista.`], [(c) => `Como será o consultório de um dentista?`, (c) => `${c.N} passou a língua nos dentes, contando.`]] },
  'den.worry': { m: [[(c) => `No caminho para o dentista, ${c.n} foi muito calad${o(c)}.`, (c) => `A porta do consultório parecia enorme.`], [(c) => `${c.g.N} contou que o dentista também já foi criança e também teve medo.`, (c) => `— Eu fico aqui do seu lado — disse ${c.g.n}.`]], l: [[(c) => `Na parede da sala de espera havia um desenho de um dente com capa de super-herói. ${c.N} achou graça, e a barriga ficou um pouco mais calma.`]] },
  'den.chair': { m: [[(c) => `A cadeira do dentista era azul e macia.`], [(c) => `Lá de cima, dava para ver a sala inteira.`]] },
  'den.count': { m: [[(c) => `— Um, dois, três… — contava o dentista, tocando cada dente.`], [(c) => `Os dentes estavam limpinhos e fortes.`]], l: [[(c) => `O dentista mostrou um dente de brinquedo enorme e uma escova gigante. — Assim se escova — disse, fazendo bolinhas. ${c.N} riu e prometeu fazer igual em casa.`]] },
  'den.clean': { m: [[(c) => `Depois veio a pasta de dentes especial.`], [(c) => `As cócegas fizeram ${c.n} rir de boca aberta.`]] },
  'den.end': { m: [[(c) => `O dentista bateu na mão ${c.de}: toca aqui!`], [(c) => `Em casa, ensinou o bichinho de pelúcia a escovar os dentes.`]] },

  'sib.twist': { l: [[(c) => `${c.N} sentou na escada de braços cruzados. Depois de um tempo, ${c.g.n} sentou ao lado sem dizer nada e passou o braço pelos ombros ${c.de}. Aquele silêncio juntos resolveu muita coisa.`]] },
  'pet.open': { m: [[(c) => `Na casa ${c.de}, havia um lugar especial para ${c.gone!.n}.`], [(c) => `${c.gone!.N} era ${c.gone!.f ? 'a companheira' : 'o companheiro'} de todas as brincadeiras.`]] },
  'pet.news': { m: [[(c) => `Numa manhã bem cedo, ${c.g.n} deu a notícia: ${c.gone!.n} tinha morrido.`], [(c) => `Ninguém disse nada por um tempo.`, (c) => `${c.N} ${c.v('ficou', 'ficaram')} em silêncio, sem saber o que sentir.`]] },
  'pet.feel': { m: [[(c) => `Os dias pareciam compridos e vazios.`], [(c) => `Sentir saudade dói, e tudo bem.`]], l: [[(c) => `De noite era quando mais se notava. Ninguém suspirava no pé da cama, ninguém se espreguiçava com um barulhinho. ${c.g.N} deixava o abajur aceso um pouco mais, e isso ajudava.`]] },
  'pet.ask': { l: [[(c) => `— Por que os animais morrem? — ${c.v('perguntou', 'perguntaram')} ${c.n}. ${c.g.N} pensou um pouco. — Todos os seres vivos têm uma vida, umas mais compridas e outras mais curtas. A ${c.gone!.f ? 'dela' : 'dele'} foi uma vida feliz.`]] },
  'pet.twist': { l: [[(c) => `${c.N} ${c.v('sentou', 'sentaram')} perto da caminha vazia e ${c.v('encostou', 'encostaram')} a mão onde ficava a cabeça ${c.gone!.de}. Ainda tinha um pouquinho do cheiro ${c.gone!.f ? 'dela' : 'dele'}. ${c.g.N} sentou ao lado e esperou, sem pressa.`]] },
  'pet.remember': { m: [[(c) => `Abriram o celular e viram vídeos ${c.gone!.de} brincando.`, (c) => `Sentaram no tapete e lembraram as travessuras ${c.gone!.de}.`], [(c) => `Cada lembrança era um pedacinho de amor.`, (c) => `${c.N} ${c.v('riu', 'riram')} no meio das lágrimas.`, (c) => `Algumas histórias eram tão engraçadas que todos sorriram, mesmo tristes.`]] },
  'pet.make': { m: [[(c) => `Fizeram um quadro com as fotos favoritas ${c.gone!.de}.`], [(c) => `Escreveram o nome ${c.gone!.de} com letras bem grandes.`]], l: [[(c) => `Na tampa da caixa escreveram o nome ${c.gone!.de} com letras grandes e desenharam pegadinhas em volta. Cada vez que alguém passava, encostava a mão na caixa por um instante, como quem diz oi.`]] },
  'pet.end': { m: [[(c) => `Às vezes, ${c.n} ainda ${c.v('conversa', 'conversam')} baixinho com ${c.gone!.n} antes de dormir.`, (c) => `A foto ${c.gone!.de} ganhou um lugar especial na estante.`], [(c) => `A saudade mora no coração, junto com o amor.`, (c) => `Lembrar é um jeito de continuar junto.`, (c) => `Quem a gente ama fica guardado dentro da gente.`]] },

  'gp.open': { m: [[(c) => `${c.gone!.N} morava numa casa com cheiro de café e de bolo.`], [(c) => `${c.gone!.N} contava histórias de quando era criança.`]] },
  'gp.news': { m: [[(c) => `Um dia, chegou a notícia triste: ${c.gone!.n} tinha morrido.`], [(c) => `Todo mundo chorou um pouco, e tudo bem.`]], l: [[(c) => `Naquela noite, ${c.g.n} não leu história. Sentaram juntos no sofá, bem pertinho, e falaram ${c.gone!.de}: do que ${c.gone!.f ? 'ela' : 'ele'} gostava, do que dizia e da saudade que iam sentir.`]] },
  'gp.feel': { m: [[(c) => `O telefone tocava, e não era mais a voz ${c.gone!.de}.`], [(c) => `A saudade apertava o peito.`]], l: [[(c) => `Na cozinha, o avental continuava pendurado, e ninguém queria tirar ainda. ${c.g.N} disse que não havia pressa, que as coisas se guardam quando a gente está pront${c.g.f ? 'a' : 'o'}.`]] },
  'gp.ask': { l: [[(c) => `— Será que vai se lembrar de ${c.v('mim', 'nós')}? — ${c.v('perguntou', 'perguntaram')} ${c.n}. — Amava você demais — disse ${c.g.n}. — E agora é a nossa vez de lembrar por todos.`]] },
  'gp.twist': { l: [[(c) => `Dentro do chapéu havia uma bala de hortelã esquecida. ${c.N} ${c.v('segurou', 'seguraram')} a bala na mão por muito tempo, e ${c.v('chorou', 'choraram')}, e depois, sem saber por quê, ${c.v('sorriu', 'sorriram')} um pouquinho.`]] },
  'gp.remember': { m: [[(c) => `Ouviram a música favorita ${c.gone!.de}.`], [(c) => `Lembrar deixava o coração apertado e quentinho ao mesmo tempo.`]] },
  'gp.make': { l: [[(c) => `Na primeira página colaram uma foto das mãos ${c.gone!.de}, grandes e enrugadas, ao lado de uma foto das mãos ${c.de}, pequenas e novas. Embaixo escreveram: “Juntos, sempre”.`]] },
  'gp.end': { m: [[(c) => `Agora, quando o sabiá canta, ${c.n} se ${c.v('lembra', 'lembram')} ${c.gone!.de}.`], [(c) => `A saudade é o amor que continua.`]], l: [[(c) => `Toda vez que faziam a receita favorita ${c.gone!.de}, alguém dizia: — Ia adorar isto. — E assim, aos poucos, lembrar virou um jeito de continuar juntos.`]] },

  'two.open': { m: [[(c) => `${c.N} tem duas chaves no chaveiro: uma de cada casa.`, (c) => `A vida ${c.de} tem duas casas e uma mochila que vai e volta.`, (c) => `Numa semana, ${c.n} dorme na casa da mamãe; na outra, na casa do papai.`], [(c) => `Nas duas casas tem um cantinho só ${c.dele}.`, (c) => `As duas casas são diferentes, e ${c.n} tem um lugar nas duas.`]] },
  'two.why': { m: [[(c) => `Um dia, mamãe e papai contaram uma coisa importante para ${c.n}.`, (c) => `Mamãe e papai explicaram, com calma, que iam morar separados.`], [(c) => `— Vamos morar em duas casas, mas continuamos sendo a sua família — disseram.`, (c) => `${c.N} ficou com um nó na garganta, e os dois deram um abraço bem apertado.`, (c) => `— Tudo bem ficar triste — disse mamãe. — A gente fica junto nisso.`]], l: [[(c) => `Mamãe deu para ${c.n} um desenho de duas casas ligadas por um caminho cheio de corações. — Esse caminho é você — disse. — E os corações somos o papai e eu, amando você das duas pontas.`]] },
  'two.mum': { m: [[(c) => `Na casa da mamãe, tem uma rede na varanda.`, (c) => `Na casa da mamãe, as paredes são amarelas como o sol.`], [(c) => `Mamãe e ${c.n} fazem bolo de cenoura juntos.`, (c) => `Mamãe conhece todas as músicas favoritas ${c.de}.`]] },
  'two.dad': { m: [[(c) => `Na casa do papai, tem uma janela de onde se veem os aviões.`, (c) => `Na casa do papai, tem um vaso de manjericão na janela.`], [(c) => `Papai e ${c.n} andam de bicicleta no domingo.`, (c) => `Papai faz panqueca em forma de coração.`]] },
  'two.twist': { l: [[(c) => `No dia seguinte, papai e ${c.n} arrumaram uma bolsinha para o bichinho de pelúcia, com uma escova de dentes de mentirinha. Assim ele não ia mais ficar para trás.`]] },
  'two.bag': { m: [[(c) => `Na mochila vão o pijama favorito e um livro.`, (c) => `Um calendário colorido ajuda a saber onde dormir.`, (c) => `Toda sexta-feira, a mochila muda de casa.`, (c) => `O ursinho de viagem ${c.de} já conhece o caminho entre as duas casas.`, (c) => `Um quadro na parede mostra a semana inteira.`, (c) => `${c.N} tem uma escova de dentes vermelha numa casa e uma azul na outra.`, (c) => `No domingo à tarde, papai leva ${c.n} até a casa da mamãe.`, (c) => `Na segunda de manhã, mamãe leva ${c.n} para a escola.`], [(c) => `Assim, nada importante fica para trás.`, (c) => `Cada dia tem uma cor: azul para a mamãe, verde para o papai.`, (c) => `${c.N} marca os dias com adesivos de estrela.`, (c) => `Cada casa tem a sua rotina, e ${c.n} já sabe as duas.`, (c) => `Quando esquece alguma coisa, é só ligar.`, (c) => `Ir de uma casa para a outra já virou costume.`, (c) => `O caminho entre as duas casas passa por uma praça com pipoqueiro.`]] },
  'two.love': { m: [[(c) => `Mamãe manda beijos pelo telefone, e papai também.`, (c) => `Em cada casa tem uma foto da família.`, (c) => `Mamãe e papai vão juntos às apresentações da escola.`], [(c) => `Esse carinho viaja com ${c.n} para todo lado.`, (c) => `O amor não fica numa casa só.`, (c) => `Amor de mãe e de pai não se divide: se multiplica.`, (c) => `O amor mora nas duas casas, e ${c.n} também.`, (c) => `Isso nunca, nunca vai mudar.`, (c) => `Em qualquer casa, o abraço é do mesmo tamanho.`, (c) => `Os dois pais dizem “eu te amo” antes de dormir.`]] },
  'two.end': { m: [[(c) => `Duas casas, duas camas, duas escovas de dentes, e um só coração cheio.`, (c) => `Hoje, ${c.n} já não tem medo de ir e vir entre as duas casas.`], [(c) => `E isso é muito amor.`, (c) => `Onde quer que esteja, ${c.n} está em casa.`]] },
};

/** A line for 8–12 readers only: younger pages are filled with feelings and places instead of the longer passages. */
const older = (line: Line<Pt>): Line<Pt> => Object.assign((c: Pt) => c.band === 'older' && line(c), line.key ? { key: line.key } : {});

/** The beats with MORE's variants added to the same parts; their longer passages kept for older readers. */
export function withMore(beats: Record<string, BeatText<Pt>>): Record<string, BeatText<Pt>> {
  const out: Record<string, BeatText<Pt>> = {};
  const join = (own: readonly (readonly Line<Pt>[])[] | undefined, extra: ReadonlyArray<ReadonlyArray<Line<Pt>>> | undefined) =>
    (own ?? []).map((part, i) => [...part, ...(extra?.[i] ?? [])]);
  for (const [id, beat] of Object.entries(beats)) {
    const more = MORE[id] ?? {};
    out[id] = {
      ...beat, m: join(beat.m, more.m),
      ...(beat.l ? { l: join(beat.l, more.l).map((part) => part.map(older)) } : {}),
    };
  }
  return out;
}

