// Portuguese beats for the wish or problem arc, and the quiet interludes that stretch any story.
import type { BeatText } from '../pack';
import type { Pt } from './context';

type T = Record<string, BeatText<Pt>>;

const at = (c: Pt) => c.home;
const o = (c: Pt) => (c.f ? 'a' : 'o');

export const ARC: T = {
  'arc.open': { m: [
    [(c) => `Era uma vez ${c.named && !c.person ? `${c.what} chamad${o(c)} ${c.n}, que` : c.named ? `${c.n}, que` : `${c.a} que`} morava ${at(c)}.`, (c) => `${c.N} morava ${at(c)}.`, (c) => c.where && `Todo dia, ${c.where}, ${c.n} ficava ocupad${o(c)} de manhã até a noite.`],
    [(c) => c.pal && `${c.pal.f ? 'Sua melhor amiga' : 'Seu melhor amigo'} era ${c.pal.n}.`, (c) => c.kin && `${c.kin.N} nunca estava longe.`, (c) => `Tinha um coração enorme e a cabeça cheia de ideias.`, (c) => `Cada dia era cheio de pequenas coisas para fazer.`],
  ], l: [[(c) => `Conhecia cada caminho e cada cantinho ${c.place ? (c.place.startsWith('o ') ? `do ${c.place.slice(2)}` : c.place.startsWith('a ') ? `da ${c.place.slice(2)}` : c.place.startsWith('as ') ? `das ${c.place.slice(3)}` : `de ${c.place}`) : 'perto de casa'}, e gostava de ver o céu passar do azul da manhã ao dourado da tarde. Mas, ultimamente, andava se perguntando o que haveria mais longe.`, (c) => `Quem conhecia ${c.n} dizia que reparava em tudo: uma flor nova, um som diferente, um amigo que parecia um pouco triste.`]] },
  'arc.want': { m: [
    [(c) => !c.trouble && !c.to && `Todo dia, ${c.n} descobria alguma coisa nova${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && c.kin && `${c.N} passava os melhores momentos com ${c.kin.n}.`, (c) => !c.trouble && !c.to && c.pal && `${c.N} e ${c.pal.n} faziam tudo juntos.`, (c) => !c.trouble && !c.to && `Nada${c.where ? ` ${c.where}` : ''} era igual dois dias seguidos, e ${c.n} adorava isso.`, (c) => !c.trouble && !c.to && `${c.N} tinha um cantinho preferido${c.where ? ` ${c.where}` : ''} e cem perguntas sobre ele.`, (c) => c.trouble && `Mas ${c.n} tinha um problema: ${c.trouble}.`, (c) => c.not && `Todo mundo achava que ${c.n} devia ${c.not}, mas não queria isso de jeito nenhum.`, (c) => c.to && (!c.trouble && `Mais do que tudo no mundo, ${c.n} queria ${c.to}.`), (c) => c.trouble && `${c.N} ${c.trouble}, e isso deixava o coração apertado.`],
    [(c) => c.wish && `Queria ${c.to}.`, (c) => c.say && c.to && `— Um dia eu vou ${c.to} — disse.`, (c) => c.wish && `Sonhava com isso todas as noites.`],
  ], s: [[(c) => c.trouble && !c.wish && `${c.N} ${c.trouble}.`, (c) => !c.trouble && !c.to && `Todo dia, ${c.n} descobria alguma coisa nova${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && `Nada${c.where ? ` ${c.where}` : ''} era igual dois dias seguidos, e ${c.n} adorava isso.`, (c) => !c.trouble && !c.to && `${c.N} tinha um cantinho preferido${c.where ? ` ${c.where}` : ''} e cem perguntas sobre ele.`, (c) => c.trouble && c.wish && `${c.N} ${c.trouble}. Queria ${c.to}.`, (c) => c.say && c.to && (c.trouble && !c.wish && `${c.N} ${c.trouble}. — Um dia eu vou ${c.to} — disse.`), (c) => c.to && (!c.trouble && `${c.N} queria ${c.to}, mais do que tudo.`)]],
  l: [[(c) => c.wish && `Pensava nisso enquanto trabalhava e enquanto descansava. O desejo crescia a cada dia, até que não dava mais para guardar só para si.`, (c) => c.wish && `Alguns diziam que era impossível. ${c.N} ouvia com educação e depois pensava: “Vamos ver”.`]] },
  'arc.go': { m: [
    [(c) => `Então, numa manhã, ${c.n} se pôs a caminho.`, (c) => `${c.N} arrumou uma mochila e partiu.`, (c) => c.pal && `${c.N} e ${c.pal.n} partiram juntos.`, (c) => c.kin && `${c.N} e ${c.kin.n} partiram juntos.`],
    [(c) => `O caminho era longo, mas o coração estava valente.`, (c) => `— Lá vou eu! — disse.`, (c) => `O sol brilhava, e o caminho estava livre.`],
  ], l: [[(c) => `Não sabia direito quanto faltava, nem o que ia encontrar pelo caminho. Isso dava um pouco de medo, e também era a coisa mais emocionante que já tinha sentido.`, (c) => `${c.g.N} acenou até ${c.n} virar só um pontinho lá longe. — Cuidado! — gritou. — E seja valente!`]] },
  'arc.hard': { m: [
    [(c) => c.to && `Mas ${c.to} era mais difícil do que parecia.`, (c) => c.trouble && `Não era fácil, porque ${c.n} ${c.trouble}.`, (c) => `A estrada era comprida e cheia de buracos.`, (c) => `Logo apareceu um grande problema.`, (c) => c.lost && `${c.N} procurou ${c.lost.n} por toda parte, mas não encontrava.`],
    [(c) => `${c.N} tentou, e não deu certo.`, (c) => `Sentiu-se pequen${o(c)} e chei${o(c)} de dúvidas.`, (c) => `Começou a soprar um vento frio.`],
  ], l: [[(c) => `— Talvez tenha sido uma ideia boba — sussurrou. Estava cansad${o(c)}, e o coração pesava. Mas, lá no fundo, uma vozinha disse: ainda não.`, (c) => c.to && `${c.N} sentou para pensar. Desistir seria fácil. Voltar para casa seria fácil. Mas ainda queria ${c.to}.`]] },
  'arc.twist': { m: [
    [(c) => `Então veio uma tempestade, escura e barulhenta.`, (c) => `Então o caminho se dividiu em dois, e ${c.n} não sabia para onde ir.`],
    [(c) => `${c.N} precisava decidir, e rápido.`, (c) => `Nada nunca tinha parecido tão difícil.`],
  ], l: [[(c) => `${c.N} lembrou o que ${c.g.n} sempre dizia: — Quando não souber o caminho, pare, olhe e escute. Então parou. Olhou. E escutou, até ouvir algo que mostrava para onde ir.`, (c) => `Por um momento, quis dar meia-volta. Depois pensou em todos que esperavam, respirou fundo e escolheu o caminho mais difícil, o que levava para a frente.`]] },
  'arc.help': { m: [
    [(c) => c.pal && `${c.pal.N} veio ajudar.`, (c) => c.kin && `${c.kin.N} estendeu a mão.`, (c) => `Um passarinho simpático mostrou o caminho.`, (c) => `${c.g.N} passou por ali com uma boa ideia.`],
    [(c) => `— Juntos a gente consegue — disse uma voz gentil.`, (c) => `Juntos, tudo parecia mais fácil.`, (c) => `Ajuda deixa as coisas difíceis mais leves.`],
  ], l: [[(c) => `— Por que você veio? — perguntou ${c.n}. — Porque é isso que os amigos fazem — foi a resposta. Dividiram o lanche e fizeram um plano.`]] },
  'arc.turn': { m: [
    [(c) => `${c.N} respirou fundo e tentou outra vez.`, (c) => `${c.N} não desistiu.`, (c) => `Dessa vez, ${c.n} tentou de outro jeito.`],
    [(c) => `Um passo, e depois outro.`, (c) => `Foi valente, mesmo com um pouco de medo.`, (c) => `Pouco a pouco, começou a dar certo.`],
  ], l: [[(c) => `Dessa vez foi devagar e com cuidado, pensando no que tinha dado errado antes. Um erro, percebeu, é só uma lição disfarçada.`, (c) => `— Eu consigo fazer coisas difíceis — disse em voz alta, e, ao dizer, aquilo ficou um pouco mais verdadeiro.`]] },
  'arc.reach': { m: [
    [(c) => !c.did && !c.mended && `E no fim, tudo${c.where ? ` ${c.where}` : ''} estava do jeitinho certo.`, (c) => !c.did && !c.mended && `No fim do dia, ${c.n} estava feliz da cabeça aos pés.`, (c) => !c.did && !c.mended && `Que dia bonito${c.where ? ` ${c.where}` : ''}!`, (c) => c.did && `E, finalmente, ${c.n} ${c.did}!`, (c) => c.did && `Então, depois de tanto tempo, ${c.n} ${c.did}.`, (c) => c.mended && !c.wish && `Agora ${c.n} ${c.mended}.`],
    [(c) => `Foi ainda melhor do que tinha sonhado.`, (c) => `${c.N} riu de pura alegria.`, (c) => `Que sensação maravilhosa!`],
  ], l: [[(c) => `${c.N} ficou quietinh${o(c)} e olhou tudo com calma, para lembrar para sempre: as cores, os sons, as batidas felizes do próprio coração.`]] },
  'arc.end': { m: [
    [(c) => `Naquela noite, ${c.n} voltou para casa, cansad${o(c)} e feliz.`, (c) => `${c.N} mal podia esperar para contar tudo para todo mundo.`, (c) => `Já em casa, ${c.n} abriu um grande sorriso sonolento.`],
    [(c) => `Tudo é possível com um coração valente.`, (c) => `Foi o melhor dia de todos.`, (c) => `E amanhã? Quem sabe o que vai acontecer!`],
  ], l: [[(c) => `Mais tarde, enquanto contava tudo ${c.g.ao}, ${c.n} percebeu que o melhor não tinha sido o final. Tinha sido descobrir que dava para seguir em frente quando as coisas ficavam difíceis.`, (c) => `Naquela noite, ficou um tempo acordad${o(c)}, sorrindo no escuro, já pensando na próxima aventura.`]] },

  'i.notice': { m: [
    [(c) => `${c.N} ${c.v('parou', 'pararam')} um instante e ${c.v('olhou', 'olharam')} em volta.`, (c) => `Lá fora, um passarinho cantava num galho.`, (c) => `Por um tempo, tudo ficou calmo.`],
    [(c) => `Havia coisinhas por toda parte: um caracol, uma nuvem, uma pedra brilhante.`, (c) => `Era gostoso parar para olhar.`, (c) => `O mundo estava cheio de pequenas surpresas.`],
  ], l: [[(c) => `É fácil passar direto quando se está com pressa. Mas, quando ${c.n} ${c.v('foi', 'foram')} mais devagar, o mundo pareceu se abrir, cheio de detalhes pequeninos que ninguém mais tinha notado.`]] },
  'i.talk': { m: [
    [(c) => `${c.N} ${c.v('conversou', 'conversaram')} com ${c.g.n} sobre o dia.`, (c) => `${c.g.N} perguntou: — Como você está se sentindo?`, (c) => `${c.N} ${c.v('contou', 'contaram')} ${c.g.ao} o que ${c.v('estava', 'estavam')} pensando.`],
    [(c) => `Ajudava dizer as coisas em voz alta.`, (c) => `${c.g.N} escutava com atenção.`, (c) => `Conversar deixava os sentimentos menores.`],
  ], l: [[(c) => `— Ninguém precisa ter todas as respostas — disse ${c.g.n}. — Só precisa continuar fazendo boas perguntas. ${c.N} ${c.v('ficou', 'ficaram')} pensando nisso por um bom tempo.`]] },
  'i.rest': { m: [
    [(c) => `${c.N} ${c.v('sentou', 'sentaram')} para descansar.`, (c) => `Houve tempo para beber alguma coisa e comer um lanchinho.`, (c) => `${c.N} ${c.v('descansou', 'descansaram')} um pouquinho.`],
    [(c) => `Descansar também é importante.`, (c) => `Depois, tudo parecia um pouco melhor.`, (c) => `Aí dava para continuar.`],
  ], l: [[(c) => `${c.N} ${c.v('deixou', 'deixaram')} os pensamentos flutuarem como folhas num riacho. Depois de um tempo, o cansaço passou, e uma ideia nova começou a crescer.`]] },
  'i.think': { m: [
    [(c) => `${c.N} ${c.v('ficou', 'ficaram')} pensando em silêncio.`, (c) => `${c.N} ${c.v('fechou', 'fecharam')} os olhos e ${c.v('pensou', 'pensaram')} bastante.`, (c) => `${c.N} se ${c.v('lembrou', 'lembraram')} de uma coisa que ${c.g.n} tinha dito.`],
    [(c) => `“Passos pequenos também levam para a frente.”`, (c) => `Pensar ajuda.`, (c) => `“Você é mais corajoso do que imagina.”`.replace('corajoso', c.x('corajos'))],
  ], l: [[(c) => `Às vezes a resposta não vem quando a gente corre atrás dela. Vem quando a gente fica quieto e deixa que ela nos encontre. ${c.N} ${c.v('esperou', 'esperaram')}, e a resposta veio.`]] },
  'i.small': { m: [
    [(c) => `${c.N} ${c.v('cantarolou', 'cantarolaram')} uma musiquinha.`, (c) => `${c.N} ${c.v('achou', 'acharam')} uma pedra lisinha e ${c.v('guardou', 'guardaram')} no bolso.`, (c) => `${c.N} ${c.v('contou', 'contaram')} as nuvens do céu.`],
    [(c) => `Coisas pequenas podem mudar muito.`, (c) => `Isso trouxe um sorriso.`, (c) => `Foi um momento bom.`],
  ], l: [[(c) => `Não foi um momento grande, mas foi um momento bom, e ${c.n} ${c.v('guardou', 'guardaram')} aquilo para lembrar depois, como um tesouro no bolso.`]] },
  'i.window': { m: [
    [(c) => `${c.N} ${c.v('olhou', 'olharam')} pela janela por um tempo.`, (c) => `${c.N} ${c.v('ficou', 'ficaram')} vendo as nuvens passarem.`, (c) => `${c.N} ${c.v('encostou', 'encostaram')} o nariz no vidro.`],
    [(c) => `O céu era grande e cheio de formas.`, (c) => `Uma nuvem parecia um gato dormindo.`, (c) => `Lá longe, um passarinho voltava para o ninho.`],
  ], l: [[(c) => `Olhar pela janela tem alguma coisa que deixa os pensamentos mais lentos e mais claros. Quando ${c.n} finalmente ${c.v('desviou', 'desviaram')} o olhar, tudo parecia mais arrumado por dentro.`]] },
  'i.hand': { m: [
    [(c) => `${c.N} ${c.v('segurou', 'seguraram')} a mão ${c.g.de} por um tempo.`, (c) => `${c.g.N} sentou pertinho ${c.de}.`, (c) => `${c.N} se ${c.v('encostou', 'encostaram')} ${c.g.em}.`],
    [(c) => `Não era preciso dizer nada.`, (c) => `Era gostoso ficar perto.`, (c) => `Estar juntos bastava.`],
  ], l: [[(c) => `Tem momentos que não precisam de palavras. ${c.N} ${c.v('sentia', 'sentiam')} a respiração tranquila ${c.g.de}, e aos poucos a própria respiração foi se acalmando no mesmo ritmo.`]] },
  'i.tomorrow': { m: [
    [(c) => `${c.N} ${c.v('ficou', 'ficaram')} imaginando o que o dia seguinte traria.`, (c) => `${c.N} ${c.v('pensou', 'pensaram')} nos dias que viriam.`, (c) => `${c.N} ${c.v('fez', 'fizeram')} um pequeno plano na cabeça.`],
    [(c) => `Amanhã é sempre um novo começo.`, (c) => `Um dia de cada vez, como ${c.g.n} sempre dizia.`, (c) => `Era bom ter algo para esperar.`],
  ], l: [[(c) => `${c.N} não ${c.v('sabia', 'sabiam')} tudo o que ia acontecer, e tudo bem. Ninguém sabe. O que já se sabia bastava para dar o próximo passinho.`]] },
};
