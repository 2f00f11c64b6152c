// Japanese feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import type { Ja } from './context';

type P = Part<Ja>;
type Clause = (c: Ja) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['しばらくのあいだ、', 'そのとき、', 'ちょうどそのとき、', 'しずかななかで、', 'そして、', 'ほんのすこしのあいだ、', 'すこしずつ、', 'そのしゅんかん、'];
// Clauses end in the plain past; のだった tells the same as a storyteller's close.
const ENDINGS = ['', 'のだった'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `ja-clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: Ja) => {
      const said = clause(c);
      return said && `${o}${said}${e}。`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `${c.n}はゆっくりいきをすって、はいた`, (c) => `まわりのすべてが、おだやかであんしんできるように思えた`, (c) => `しずかでやすらかな気もちが、${c.n}をつつんだ`, (c) => `${c.n}のかたのちからがぬけて、手もおちついた`, (c) => `${c.n}のこころは、たいらでしずかになった`]),
  worried: combine([(c) => `${c.n}のおなかのなかが、きゅっとちぢこまった`, (c) => `${c.n}はくちびるをかんだ`, (c) => `しんぱいが、はちのようにあたまのなかでぶんぶんいった`, (c) => `むねがどきどきして、手がつめたくなった`, (c) => `しんぱいが、${c.n}よりおおきく思えた`]),
  sad: combine([(c) => `おもいかなしみが、はいいろのくものように${c.n}の上にたれこめた`, (c) => `${c.n}の目に、なみだがうかんだ`, (c) => `${c.n}は、かなしい気もちをしばらくそのままにしておいた`, (c) => `のどのおくが、ぎゅっとくるしくなった`, (c) => `なにもかもが、すこしはいいろに見えた`]),
  brave: combine([(c) => `${c.n}はせなかをしゃんとのばした`, (c) => `${c.n}は、それでもやってみようときめた`, (c) => `ひざはがくがくしたけれど、こころはつよかった`, (c) => `${c.n}のなかで、あかるくてつよい気もちがそだった`, (c) => `ゆうきが、こわさよりおおきくなった`], OPENERS, ['']),
  happy: combine([(c) => `あたたかいうれしさが、${c.n}のなかからわきあがった`, (c) => `${c.n}は、にこにこがとまらなかった`, (c) => `${c.n}のこころは、ふうせんのようにかるくなった`, (c) => `しあわせが、あしのさきまでひろがった`, (c) => `こころのなかに、おひさまがてったみたいだった`], OPENERS, ['']),
  warm: combine([(c) => `${c.n}は、あたたかくて、あいされていると感じた`, (c) => `やさしさが、ふわふわのもうふのように${c.n}をつつんだ`, (c) => `やわらかくてぽかぽかした気もちが、むねいっぱいにひろがった`, (c) => `${c.gr.n}のそばにいると、なにもかもがやわらかくなった`, (c) => `だきしめられていなくても、${c.n}はぬくもりを感じた`]),
  curious: combine([(c) => `${c.n}は、もっともっとしりたくなった`, (c) => `${c.n}のあたまに、つぎつぎとしつもんがうかんだ`, (c) => `${c.n}の目が、ふしぎそうにまるくなった`, (c) => `しらべることが、まだまだたくさんありそうだった`, (c) => `${c.n}は、よく見ようとぐっとからだをのりだした`], OPENERS, ['']),
  sleepy: combine([(c) => `${c.n}のまぶたが、おもくなってきた`, (c) => `おおきなゆっくりしたあくびが、${c.n}のかおにひろがった`, (c) => `なにもかもが、やわらかくてゆっくりでねむたくなった`, (c) => `${c.n}はあたたかくまるくなって、うとうとした`, (c) => `よるのしずけさが、${c.n}をそっとつつんだ`], OPENERS, ['']),
};

// Time words, not places: every detail below happens somewhere of its own.
const NEAR = ['そのあいだも、', 'ときどき、', 'ふと気がつくと、', 'しばらくすると、'];

export const DETAILS: P = combine([
  (c) => c.place && `${c.place}のどこかから、たのしそうなおとがきこえてきた`,
  (c) => `かぜが、木々のあいだをやさしくふきぬけて、はっぱがさらさらとゆれた`,
  (c) => `かべのとけいが、こちこちと、いつもとおなじおとをたてていた`,
  (c) => `まどからさしこむひかりが、ゆっくりといろをかえていった`,
  (c) => `まどのそとで、くろいとりがぴょんぴょんはねて、まるでてつだいたがっているみたいだった`,
  (c) => `まどのすきまから、あめあがりのわかくさのにおいがしてきた`,
  (c) => `とおくのいぬが、いっかいだけ、わんとほえた`,
  (c) => `ちいさなしろいくもが、まどのむこうをのんびりとながれていった`,
], NEAR, ['']);

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${c.n}とあかちゃん`, (c) => `${c.n}、${c.big === 'おにいちゃんかおねえちゃん' ? 'おにいちゃんおねえちゃん' : c.big}になる`, (c) => `${c.n}に${c.sib === 'あかちゃん' ? 'あかちゃんがやってきた' : `${c.sib}ができた`}`],
  'moving-home': [(c) => `${c.n}のおひっこし`, (c) => `${c.n}とあたらしいおうち`, (c) => `さよなら、ふるいおうち`],
  'first-day': [(c) => `${c.n}のはじめての${c.school}`, (c) => `${c.n}、${c.school}へいく`, (c) => `${c.n}のどきどきの一日`],
  'pet-died': [(c) => `${c.gone!.n}のおもいで`, (c) => `ずっとこころのなかに、${c.gone!.n}`, (c) => `${c.gone!.n}にさよならをいった日`],
  'grandparent-died': [(c) => `${c.gone!.n}のおもいで`, (c) => `${c.gone!.n}のおはなしは、つづく`, (c) => `ずっとこころのなかに、${c.gone!.n}`],
  doctor: [(c) => `${c.n}、おいしゃさんへいく`, (c) => `${c.n}とちいさなちゅうしゃ`, (c) => `${c.n}のけんしん`],
  dentist: [(c) => `${c.n}、はいしゃさんへいく`, (c) => `${c.n}とおおきないす`, (c) => `あーんして、${c.n}！`],
  potty: [(c) => `${c.n}とおまる`, (c) => `${c.n}のおまるデビュー`, (c) => `バイバイおむつ、${c.n}`],
  bedtime: [(c) => `おやすみ、${c.n}`, (c) => `${c.n}はまだねたくない`, (c) => `${c.n}のねんねのじかん`],
  'fear-dark': [(c) => `${c.n}とくらやみ`, (c) => `${c.n}、よるとなかよしになる`, (c) => `くらいのなんてこわくない`],
  'fear-monsters': [(c) => `${c.n}とベッドのしたのかいぶつ`, (c) => `かいぶつなんていないよ、${c.n}`, (c) => `${c.n}、ベッドのしたをのぞく`],
  'fear-water': [(c) => `${c.n}とみず`, (c) => `${c.n}、およぎをおぼえる`, (c) => `ぱしゃん、${c.n}！`],
  sharing: [(c) => `${c.n}と${c.pal!.named ? c.pal!.n : 'ともだち'}のじゅんばんこ`, (c) => `つぎは${c.n}のばん！`, (c) => `${c.n}、かしてあげる`],
  'telling-truth': [(c) => `${c.n}のほんとうのこと`, (c) => `${c.n}とわれたかびん`, (c) => `しょうじきにいえたよ`],
  'two-homes': [(c) => `${c.n}のふたつのおうち`, (c) => `おうちがふたつ`, (c) => `ママのおうちとパパのおうち`],
  wheelchair: [(c) => `${c.n}、すすめ！`, (c) => `${c.n}もいっしょにあそぼう`, (c) => `${c.n}のくるまいす`],
  glasses: [(c) => `${c.n}のあたらしいめがね`, (c) => `${c.n}、せかいがよく見える`, (c) => `めがねの${c.n}`],
  'new-language': [(c) => `${c.n}とあたらしいことば`, (c) => `こんにちは、${c.n}`, (c) => `${c.n}のはじめてのことば`],
  'making-friend': [(c) => `${c.n}のともだち`, (c) => `${c.n}、こんにちはをいう`, (c) => `${c.n}にともだちができた`],
  'question-sky': [(c) => `そらはどうしてあおいの？`, (c) => `そらのあおのひみつ`, (c) => `あおいそらのふしぎ`],
  'question-rain': [(c) => `あめはどこからくるの？`, (c) => `あまつぶのたび`, (c) => `あめのおおきなたび`],
  'question-plants': [(c) => `しょくぶつはどうやってそだつの？`, (c) => `ちいさなたねから花へ`, (c) => `たねをまいたら`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('どうしても') && `${c.n}、もういちど`, (c) => c.wish && `${c.n}とおおきなゆめ`,
    (c) => c.toStem && `${c.n}は${c.toStem}たい`, (c) => c.pal?.named && `${c.n}と${c.pal.n}`, (c) => c.kin && `${c.n}と${c.kin.n}`,
    (c) => !c.wish && `${c.where ? `${c.where}の` : ''}${c.n}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: Ja, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  return `${text}${missing.join('と')}も、いっしょだよ。`;
}
const S = (make: (c: Ja) => string | false | undefined) => (c: Ja) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.n}に${c.sib === 'あかちゃん' ? 'あかちゃん' : c.sib}がうまれる。あいじょうはふえていくものだと、${c.n}はしる。`)],
  'moving-home': [S((c) => `${c.n}はあたらしいおうちにひっこして、ふるいおうちにさよならをいう。`)],
  'first-day': [S((c) => `きょうは${c.n}がはじめて${c.school}にいく日。あたらしいせんせいと、あたらしいおともだち。`)],
  'pet-died': [S((c) => `${c.named ? `${c.n}のだいすきな` : 'みんなのだいすきな'}${c.gone!.n}がしんでしまった。かぞくはあいをこめて、${c.gone!.n}のことを思い出す。`)],
  'grandparent-died': [S((c) => `${c.named ? `${c.n}のだいすきな` : 'みんなのだいすきな'}${c.gone!.n}がなくなった。かぞくはみんなで、${c.gone!.n}のことを思い出す。`)],
  doctor: [S((c) => `${c.n}はけんしんとちゅうしゃのために、おいしゃさんへいく。そして、思っていたよりずっとゆうかんだった。`)],
  dentist: [S((c) => `${c.n}ははいしゃさんへいって、おおきないすでなにがあるのかをしる。`)],
  potty: [S((c) => `${c.n}は、すこしずつおまるでおしっこができるようになる。`)],
  bedtime: [S((c) => `${c.n}はちっともねむくない。でもねんねのじかんは、だんだんぽかぽかしてくる。`)],
  'fear-dark': [S((c) => `${c.n}はくらやみがこわい。でも、よるにほんとうはなにがあるのかをしる。`)],
  'fear-monsters': [S((c) => `${c.n}はベッドのしたでかいぶつのおとをきいて、ゆうきを出してのぞいてみる。`)],
  'fear-water': [S((c) => `${c.n}はみずがこわい。でも、いっぽずつゆうきを出すことをおぼえる。`)],
  sharing: [S((c) => `${c.n}と${c.pal!.n}はおなじおもちゃであそびたくて、じゅんばんこをおぼえる。`)],
  'telling-truth': [S((c) => `${c.n}はものをこわしてしまい、ほんとうのことをいうのはゆうきがいることだとしる。`)],
  'two-homes': [S((c) => `${c.n}にはママのおうちとパパのおうち、ふたつのおうちがある。どちらのおうちでも、${c.n}はだいすきだよといってもらえる。`)],
  wheelchair: [S((c) => `${c.n}はくるまいすにのっていて、あそびにくわわるほうほうを見つける。`)],
  glasses: [S((c) => `${c.n}はめがねをかけることになり、みんなにわらわれないかとしんぱいする。`)],
  'new-language': [S((c) => `${c.n}はあたらしいがっこうにきたばかりで、まだことばがはなせない。`)],
  'making-friend': [S((c) => `${c.n}ははずかしがりやだけれど、ともだちがほしい。`)],
  'question-sky': [(c) => `${c.n}は、そらがどうしてあおいのかをふしぎに思い、ひかりとくうきのことをしる。`],
  'question-rain': [(c) => `${c.n}は、あめがどこからくるのかをふしぎに思い、うみからくもへ、そしてまたうみへともどる水のたびをおいかける。`],
  'question-plants': [(c) => `${c.n}はたねをまいて、それがどうやってそだつのかを見まもる。`],
  arc: [S((c) => !c.wish && !c.trouble && `${c.where ? `${c.where}の` : ''}${c.n}のおはなし。`), S((c) => c.toStem && (`${c.n}は${c.toStem}たいと思っている。`)), S((c) => c.trouble && `${c.n}は${c.trouble}。でも、それもいまだけのこと。`)],
};
