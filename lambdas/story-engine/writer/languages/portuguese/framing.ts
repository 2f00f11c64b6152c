// Portuguese feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import { cap, type Pt } from './context';

type P = Part<Pt>;

type Clause = (c: Pt) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['Por um tempo,', 'Lá no fundo,', 'Naquele momento,', 'Bem nessa hora,', 'Em silêncio,', 'De algum jeito,', 'Por um instante,', 'Pouco a pouco,', 'Sem saber direito por quê,', 'Então,', 'Bem devagarinho,', 'Naquele dia,', 'Sem pressa,', 'Por alguns minutos,', 'Logo depois,', 'Naquela hora,', 'Um pouquinho depois,', 'Enquanto o tempo passava,', 'Mais uma vez,', 'Aos pouquinhos,'];
const ENDINGS = ['', ', e estava tudo bem', ', bem de mansinho'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: Pt) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([() => `o mundo pareceu ir mais devagar`, () => `tudo voltou para o lugar, tranquilo e arrumado`, () => `a calma chegou como uma ondinha`, (c) => `${c.n} ${c.v('respirou', 'respiraram')} devagar, para dentro e para fora`, () => `tudo parecia tranquilo e seguro`, (c) => `uma sensação de calma envolveu ${c.n}`, () => `os ombros relaxaram, e as mãos ficaram quietinhas`, (c) => `${c.n} se ${c.v('sentiu', 'sentiram')} ${c.x('tranquil')} por dentro`, () => `o silêncio ficou macio como algodão`, () => `até o relógio parecia andar mais devagar`, (c) => `a respiração ${c.de} ficou lenta e funda`, () => `nada precisava de pressa`, () => `o mundo lá fora ficou bem quietinho`, (c) => `${c.n} ${c.v('soltou', 'soltaram')} o ar devagarinho`]),
  worried: combine([() => `um pensamento inquieto não parava de dar voltas`, () => `a barriga se apertou como um punho fechado`, () => `tudo parecia um pouco mais difícil do que o normal`, () => `deu um nó na barriga`, (c) => `${c.n} ${c.v('mordeu', 'morderam')} o lábio`, (c) => `as preocupações zumbiam na cabeça ${c.de} como abelhas`, () => `o coração batia depressa, e as mãos estavam frias`, (c) => `a preocupação parecia maior do que ${c.n}`]),
  sad: combine([() => `o dia ficou lento e pesado`, () => `até a luz parecia mais apagada`, () => `um suspiro comprido saiu sem querer`, (c) => `uma tristeza pesada ficou dentro ${c.de}, como uma nuvem cinza`, () => `os olhos se encheram de lágrimas`, (c) => `${c.n} ${c.v('deixou', 'deixaram')} a tristeza ficar um pouco`, () => `a garganta se apertou um pouquinho`, () => `tudo parecia um pouco cinzento`]),
  brave: combine([() => `o medo ficou um pouquinho menor`, () => `uma faísca de coragem se acendeu por dentro`, () => `os pés deram um passo para a frente`, (c) => `${c.n} ${c.v('ficou', 'ficaram')} bem ${c.x('aprumad')}`, (c) => `${c.n} ${c.v('decidiu', 'decidiram')} tentar mesmo assim`, () => `os joelhos tremiam, mas o coração era forte`, (c) => `uma sensação valente e brilhante cresceu dentro ${c.de}`, (c) => `${c.n} se ${c.v('sentiu', 'sentiram')} mais ${c.v('valente', 'valentes')} do que o medo`], OPENERS, ['']),
  happy: combine([() => `tudo brilhava um pouco mais do que antes`, () => `dava vontade de dançar`, () => `a risada saiu sozinha, alta e alegre`, (c) => `uma alegria quentinha borbulhou dentro ${c.de}`, (c) => `${c.n} não ${c.v('parava', 'paravam')} de sorrir`, (c) => `o coração ${c.de} estava leve como um balão`, () => `a felicidade fazia cócegas até a ponta dos pés`, () => `era como ter sol por dentro`], OPENERS, ['']),
  warm: combine([() => `o carinho estava no ar`, () => `tudo parecia macio e seguro`, () => `era bom se sentir em casa`, (c) => `${c.n} se ${c.v('sentiu', 'sentiram')} ${c.x('querid')} e à vontade`, (c) => `o carinho envolveu ${c.n} como uma manta macia`, (c) => `uma sensação doce e aconchegante encheu o coração ${c.de}`, (c) => `estar perto ${c.g.de} deixava tudo mais suave`, (c) => `${c.n} se ${c.v('sentiu', 'sentiram')} ${c.x('abraçad')}, mesmo sem abraço`, () => `a casa parecia um ninho quentinho`, (c) => `um sorriso pequeno apareceu no rosto ${c.de}`, () => `o coração ficou quentinho como pão saindo do forno`, (c) => `${c.n} ${c.v('soube', 'souberam')}, lá no fundo, que tinha gente por perto`, () => `até o ar parecia fazer carinho`, (c) => `um calorzinho bom tomou conta ${c.de}`]),
  curious: combine([() => `cada coisa parecia esconder um segredo`, () => `a curiosidade fazia cócegas por dentro`, () => `havia uma pergunta nova em cada canto`, (c) => `${c.n} ${c.v('queria', 'queriam')} saber mais, muito mais`, (c) => `as perguntas brotavam na cabeça ${c.de}`, (c) => `os olhos ${c.de} se arregalaram de espanto`, () => `parecia haver muitíssimo para descobrir`, (c) => `${c.n} ${c.v('chegou', 'chegaram')} um pouco mais perto para ver`], OPENERS, ['']),
  sleepy: combine([() => `os barulhos da casa ficaram baixinhos`, () => `o travesseiro parecia uma nuvem`, () => `as luzes da rua foram se apagando`, (c) => `as pálpebras ${c.de} começaram a pesar`, (c) => `um bocejo lento e enorme apareceu no rosto ${c.de}`, () => `tudo parecia macio, lento e sonolento`, (c) => `${c.n} se ${c.v('aconchegou', 'aconchegaram')}, ${c.x('quentinh')} e com sono`, (c) => `a calma da noite envolveu ${c.n}`], OPENERS, ['']),
};

const NEAR = ['Ali perto,', 'Lá fora,', 'Não muito longe,', 'Lá no alto,', 'Enquanto isso,', 'De vez em quando,'];

export const DETAILS: P = combine([
  (c) => c.place && `${c.place} estava chei${/^as? /.test(c.place) ? 'a' : 'o'}${/^(os|as) /.test(c.place) ? 's' : ''} de sons e de cores`,
  () => `o vento balançava as árvores de leve`,
  () => `um relógio fazia tique-taque bem baixinho`,
  () => `a luz mudava devagar`,
  () => `um sabiá dava pulinhos, como se quisesse ajudar`,
  () => `o ar tinha cheiro de chuva e de grama fresca`,
  () => `uma nuvem branca passava devagar`,
  () => `dava para ouvir, lá longe, o canto de um galo`,
  () => `as folhas sussurravam com a brisa`,
  () => `um gato se espreguiçava no sol`,
], NEAR, ['', ', como sempre']);

/** The hero as a title says it: the name, or the noun phrase with a capital. */
const T = (c: Pt) => c.N;
const G = (c: Pt) => (c.gone ? c.gone.N : '');
const schoolWord = (c: Pt) => (c.place === 'a creche' ? 'a creche' : 'a escola');

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} e o bebê novo`, (c) => `${T(c)}, ${c.f ? 'a' : 'o'} ${c.big}`, (c) => `${c.sib === 'irmãzinha' ? 'Uma irmãzinha' : c.sib === 'irmãozinho' ? 'Um irmãozinho' : 'Um bebê'} para ${c.n}`],
  'moving-home': [(c) => `${T(c)} se muda`, (c) => `${T(c)} e a casa nova`, () => `Tchau, casa antiga; olá, casa nova`],
  'first-day': [(c) => `O primeiro dia ${c.de}`, (c) => `${T(c)} vai para ${schoolWord(c)}`, (c) => `Um grande primeiro dia para ${c.n}`],
  'pet-died': [(c) => `Lembrando ${c.gone!.n}`, (c) => `${G(c)}, para sempre no nosso coração`, (c) => `O dia em que dissemos adeus ${c.gone!.ao}`],
  'grandparent-died': [(c) => `Lembrando ${c.gone!.n}`, (c) => `As histórias ${c.gone!.de}`, (c) => `${G(c)}, para sempre no nosso coração`],
  doctor: [(c) => `${T(c)} vai à médica`, (c) => `${T(c)} e a vacina corajosa`, (c) => `Uma consulta para ${c.n}`],
  dentist: [(c) => `${T(c)} vai ao dentista`, (c) => `${T(c)} e a grande cadeira do dentista`, (c) => `Abra bem a boca, ${c.n}!`],
  potty: [(c) => `${T(c)} e o penico`, (c) => `Para o penico, ${c.n}!`, (c) => `${T(c)} dá tchau para a fralda`],
  bedtime: [(c) => `Boa noite, ${c.n}`, (c) => `${T(c)} não quer dormir`, (c) => `Hora de dormir, ${c.n}`],
  'fear-dark': [(c) => `${T(c)} e o escuro`, (c) => `${T(c)} fica amig${c.f ? 'a' : 'o'} da noite`, () => `Quem tem medo do escuro?`],
  'fear-monsters': [(c) => `${T(c)} e o monstro embaixo da cama`, (c) => `Nada de monstros para ${c.n}`, (c) => `${T(c)} olha embaixo da cama`],
  'fear-water': [(c) => `${T(c)} e a água`, (c) => `${T(c)} aprende a nadar`, (c) => `Para a água, ${c.n}!`],
  sharing: [(c) => `${T(c)} e ${c.pal!.named ? c.pal!.N : c.pal!.f ? 'a amiga' : 'o amigo'}: cada um na sua vez`, (c) => `Sua vez, ${c.n}!`, (c) => `${T(c)} aprende a compartilhar`],
  'telling-truth': [(c) => `${T(c)} diz a verdade`, (c) => `${T(c)} e o vaso quebrado`, (c) => `A verdade ${c.de}`],
  'two-homes': [(c) => `As duas casas ${c.de}`, (c) => `Duas casas para ${c.n}`, (c) => `${T(c)} é amad${c.f ? 'a' : 'o'} nas duas casas`],
  wheelchair: [(c) => `${T(c)} sobre rodas!`, (c) => `${T(c)} entra na brincadeira`, (c) => `Abram caminho para ${c.n}!`],
  glasses: [(c) => `Os óculos novos ${c.de}`, (c) => `${T(c)} enxerga o mundo`, (c) => `Olha quem está de óculos: ${c.n}`],
  'new-language': [(c) => `${T(c)} aprende palavras novas`, (c) => `Olá, ${c.n}`, (c) => `${T(c)} e a língua nova`],
  'making-friend': [(c) => `${T(c)} faz ${c.pal?.f ? 'uma amiga' : 'um amigo'}`, (c) => `${T(c)} diz oi`, (c) => `Um amigo para ${c.n}`],
  'question-sky': [() => `Por que o céu é azul?`, (c) => `${T(c)} pergunta: por que o céu é azul?`, () => `O segredo do céu azul`],
  'question-rain': [() => `De onde vem a chuva?`, (c) => `${T(c)} segue uma gota de chuva`, () => `A grande viagem da chuva`],
  'question-plants': [() => `Como as plantas crescem?`, (c) => `${T(c)} planta uma semente`, () => `De sementinha a flor`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('não sabia') && `${T(c)} tenta outra vez`, (c) => c.wish && `${T(c)} e o grande desejo`,
    (c) => c.to && `${T(c)} quer ${c.to}`,
    (c) => c.pal?.named && `${T(c)} e ${c.pal.N}`, (c) => c.kin && `${T(c)} e ${c.kin.n}`,
    (c) => !c.wish && `${T(c)}${c.where ? ` ${c.where}` : ''}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Pt, text: string): string {
  const missing = c.names.filter((n) => !text.toLowerCase().includes(n.toLowerCase()));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} e ${missing.at(-1)}`;
  return `${text} Com ${list}.`;
}
const S = (make: (c: Pt) => string | false | undefined) => (c: Pt) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} vai ganhar ${c.sib === 'irmãzinha' ? 'uma irmãzinha' : c.sib === 'irmãozinho' ? 'um irmãozinho' : 'um irmãozinho ou uma irmãzinha'} e descobre que o amor cresce.`)],
  'moving-home': [S((c) => `${c.N} se muda para uma casa nova e precisa se despedir da antiga.`)],
  'first-day': [S((c) => `É o primeiro dia ${c.de} ${c.place === 'a creche' ? 'na creche' : 'na escola'}, com uma professora nova e colegas novos.`)],
  'pet-died': [S((c) => `${c.gone!.N} morreu, e a família se lembra ${c.gone!.f ? 'dela' : 'dele'} com carinho.`)],
  'grandparent-died': [S((c) => `${c.gone!.N} morreu, e a família se junta para lembrar ${c.gone!.f ? 'dela' : 'dele'}.`)],
  doctor: [S((c) => `${c.N} vai à médica para uma consulta e uma vacina, e é mais valente do que imaginava.`)],
  dentist: [S((c) => `${c.N} vai ao dentista e descobre o que acontece na grande cadeira.`)],
  potty: [S((c) => `${c.N} aprende a usar o penico, tentativa por tentativa.`)],
  bedtime: [S((c) => `${c.N} não está com sono, mas a hora de dormir sabe ficar aconchegante.`)],
  'fear-dark': [S((c) => `${c.N} tem medo do escuro e descobre o que a noite guarda de verdade.`)],
  'fear-monsters': [S((c) => `${c.N} ouve um monstro embaixo da cama e, com coragem, vai olhar.`)],
  'fear-water': [S((c) => `${c.N} tem medo da água e aprende a ser valente, passo a passo.`)],
  sharing: [S((c) => `${c.N} e ${c.pal!.n} querem o mesmo brinquedo e aprendem a brincar cada um na sua vez.`)],
  'telling-truth': [S((c) => `${c.N} quebra uma coisa e aprende que dizer a verdade é coisa de gente valente.`)],
  'two-homes': [S((c) => `${c.N} mora em duas casas, a casa da mamãe e a casa do papai, e é amad${c.f ? 'a' : 'o'} nas duas.`)],
  wheelchair: [S((c) => `${c.N} usa cadeira de rodas e encontra um jeito de entrar na brincadeira.`)],
  glasses: [S((c) => `${c.N} tem óculos novos e tem medo de que as outras crianças riam.`)],
  'new-language': [S((c) => `${c.N} é nov${c.f ? 'a' : 'o'} na escola e ainda não fala a língua.`)],
  'making-friend': [S((c) => `${c.N} é ${c.x('tímid')} e quer fazer amigos.`)],
  'question-sky': [(c) => `${c.N} pergunta por que o céu é azul e descobre coisas sobre a luz e o ar.`],
  'question-rain': [(c) => `${c.N} pergunta de onde vem a chuva e segue a água do mar até as nuvens, e de volta.`],
  'question-plants': [(c) => `${c.N} planta uma semente e observa como ela cresce.`],
  arc: [S((c) => !c.wish && !c.trouble && `Uma história sobre ${c.a}${c.where ? ` ${c.where}` : ''}.`), S((c) => c.to && (`${c.N} quer ${c.to}.`)), S((c) => c.trouble && `${c.N} ${c.trouble}, mas não por muito tempo.`)],
};

export { cap };
