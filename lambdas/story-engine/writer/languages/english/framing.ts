// English feelings and place sentences that fill pages for older readers, and the titles and summaries of each shape.
import type { Mood } from '../../types';
import type { Part } from '../pack';
import type { En } from './context';

type P = Part<En>;

type Clause = (c: En) => string | false | undefined;

// Openers and endings multiply the clauses, so two books rarely fill a page with the same sentence.
const OPENERS = ['For a while,', 'Deep down,', 'In that moment,', 'Right then,', 'Quietly,', 'Somehow,', 'Just for a moment,', 'Bit by bit,'];
const ENDINGS = ['', ', and that was all right'];

let clauseCount = 0;
function combine(clauses: readonly Clause[], openers: readonly string[] = OPENERS, endings: readonly string[] = ENDINGS): P {
  return clauses.flatMap((clause) => {
    const key = `clause${clauseCount++}`;
    return openers.flatMap((o) => endings.map((e) => Object.assign((c: En) => {
      const said = clause(c);
      return said && `${o} ${said}${e}.`;
    }, { key })));
  });
}

export const MOODS: Record<Mood, P> = {
  calm: combine([(c) => `${c.n} breathed slowly in and out`, (c) => `everything felt calm and safe`, (c) => `a quiet, peaceful feeling settled over ${c.n}`, (c) => `${c.his} shoulders dropped and ${c.his} hands were still`, (c) => `${c.n} felt steady inside`]),
  worried: combine([(c) => `a knot tightened in ${c.s} tummy`, (c) => `${c.n} bit ${c.his} lip`, (c) => `worries buzzed around ${c.s} head like bees`, (c) => `${c.his} heart beat fast and ${c.his} hands felt cold`, (c) => `the worry felt bigger than ${c.n}`]),
  sad: combine([(c) => `a heavy sadness sat inside ${c.n}, like a grey cloud`, (c) => `tears came to ${c.s} eyes`, (c) => `${c.n} let the sad feeling stay a while`, (c) => `${c.s} throat felt tight`, (c) => `everything seemed a little grey`]),
  brave: combine([(c) => `${c.n} stood up straight`, (c) => `${c.n} decided to try anyway`, (c) => `${c.s} knees wobbled, but ${c.his} heart was strong`, (c) => `a brave, bright feeling grew inside ${c.n}`, (c) => `${c.n} felt braver than the fear`], OPENERS, ['']),
  happy: combine([(c) => `a warm, happy feeling bubbled up inside ${c.n}`, (c) => `${c.n} could not stop smiling`, (c) => `${c.s} heart felt as light as a balloon`, (c) => `happiness fizzed right down to ${c.s} toes`, (c) => `it felt like sunshine on the inside`], OPENERS, ['']),
  warm: combine([(c) => `${c.n} felt warm and loved`, (c) => `love wrapped around ${c.n} like a soft blanket`, (c) => `a gentle, cosy feeling filled ${c.s} heart`, (c) => `being close to ${c.g.n} made everything softer`, (c) => `${c.n} felt held, even without a hug`]),
  curious: combine([(c) => `${c.n} wanted to know more, much more`, (c) => `questions popped up in ${c.s} head`, (c) => `${c.s} eyes grew wide with wonder`, (c) => `there seemed to be so much to find out`, (c) => `${c.n} leaned in closer to see`], OPENERS, ['']),
  sleepy: combine([(c) => `${c.s} eyelids grew heavy`, (c) => `a big, slow yawn stretched across ${c.s} face`, (c) => `everything felt soft and slow and sleepy`, (c) => `${c.n} snuggled down, warm and drowsy`, (c) => `the quiet of the night wrapped around ${c.n}`], OPENERS, ['']),
};

const NEAR = ['Nearby,', 'Outside,', 'Not far away,', 'Above them,', 'All the while,', 'Every now and then,'];

export const DETAILS: P = combine([
  (c) => c.place && `${c.place} was full of sounds and colours`,
  (c) => `the wind moved gently through the trees`,
  (c) => `a clock ticked softly`,
  (c) => `the light changed slowly`,
  (c) => `a blackbird hopped about, as if it wanted to help`,
  (c) => `the air smelled of rain and fresh grass`,
], NEAR, ['', ', as it always did']);

const T = (c: En) => (c.named ? c.N : c.N.replace(/^The /, 'The ').replace(/\b\p{Ll}/gu, (x) => x.toUpperCase()));

export const TITLES: Record<string, P> = {
  'new-sibling': [(c) => `${T(c)} and the New Baby`, (c) => `${T(c)} Becomes a Big ${c.big === 'sibling' ? 'Sibling' : c.big === 'sister' ? 'Sister' : 'Brother'}`, (c) => `A Baby ${c.sib === 'sister' ? 'Sister' : c.sib === 'brother' ? 'Brother' : 'Comes'} for ${T(c)}`],
  'moving-home': [(c) => `${T(c)} Moves House`, (c) => `${T(c)} and the New Home`, (c) => `Goodbye, Old House, Hello, ${T(c)}’s New Home`],
  'first-day': [(c) => `${T(c)}’s First Day`, (c) => `${T(c)} Goes to ${c.place === 'the nursery' ? 'Nursery' : 'School'}`, (c) => `A Big First Day for ${T(c)}`],
  'pet-died': [(c) => `Remembering ${c.gone!.N}`, (c) => `Always in Our Hearts: ${c.gone!.N}`, (c) => `The Day We Said Goodbye to ${c.gone!.N}`],
  'grandparent-died': [(c) => `Remembering ${c.gone!.N}`, (c) => `${c.gone!.N}’s Stories Live On`, (c) => `Always in Our Hearts: ${c.gone!.N}`],
  doctor: [(c) => `${T(c)} Visits the Doctor`, (c) => `${T(c)} and the Brave Little Shot`, (c) => `A Check-up for ${T(c)}`],
  dentist: [(c) => `${T(c)} Goes to the Dentist`, (c) => `${T(c)} and the Big Dentist’s Chair`, (c) => `Open Wide, ${T(c)}!`],
  potty: [(c) => `${T(c)} and the Potty`, (c) => `Potty Time for ${T(c)}`, (c) => `${T(c)} Says Bye-Bye, Nappy`],
  bedtime: [(c) => `Goodnight, ${T(c)}`, (c) => `${T(c)} Does Not Want to Sleep`, (c) => `Bedtime for ${T(c)}`],
  'fear-dark': [(c) => `${T(c)} and the Dark`, (c) => `${T(c)} Makes Friends with the Night`, (c) => `Who Is Afraid of the Dark? Not ${T(c)}!`],
  'fear-monsters': [(c) => `${T(c)} and the Monster Under the Bed`, (c) => `No Monsters for ${T(c)}`, (c) => `${T(c)} Looks Under the Bed`],
  'fear-water': [(c) => `${T(c)} and the Water`, (c) => `${T(c)} Learns to Swim`, (c) => `Splash, ${T(c)}!`],
  sharing: [(c) => `${T(c)} and ${c.pal!.named ? c.pal!.N : 'the Friend'} Take Turns`, (c) => `Your Turn, ${T(c)}!`, (c) => `${T(c)} Learns to Share`],
  'telling-truth': [(c) => `${T(c)} Tells the Truth`, (c) => `${T(c)} and the Broken Vase`, (c) => `The Truth, ${T(c)}`],
  'two-homes': [(c) => `${T(c)}’s Two Homes`, (c) => `Two Homes for ${T(c)}`, (c) => `${T(c)} Is Loved in Both Homes`],
  wheelchair: [(c) => `${T(c)} Rolls On`, (c) => `${T(c)} Joins the Game`, (c) => `Make Way for ${T(c)}!`],
  glasses: [(c) => `${T(c)}’s New Glasses`, (c) => `${T(c)} Sees the World`, (c) => `Look Who Has Glasses: ${T(c)}`],
  'new-language': [(c) => `${T(c)} Learns New Words`, (c) => `Hello, ${T(c)}`, (c) => `${T(c)} and the New Language`],
  'making-friend': [(c) => `${T(c)} Makes a Friend`, (c) => `${T(c)} Says Hello`, (c) => `A Friend for ${T(c)}`],
  'question-sky': [(c) => `Why Is the Sky Blue?`, (c) => `${T(c)} Asks: Why Is the Sky Blue?`, (c) => `The Secret of the Blue Sky`],
  'question-rain': [(c) => `Where Does Rain Come From?`, (c) => `${T(c)} Follows a Raindrop`, (c) => `The Great Journey of the Rain`],
  'question-plants': [(c) => `How Do Plants Grow?`, (c) => `${T(c)} Grows a Seed`, (c) => `From Tiny Seed to Flower`],
  arc: [
    (c) => c.trouble && c.trouble.startsWith('could not') && `${T(c)} Tries Again`, (c) => c.wish && `${T(c)} and the Big Wish`,
    (c) => c.wish && c.to && `${T(c)} Wants to ${c.to.replace(/\b\p{Ll}/gu, (x) => x.toUpperCase()).replace(/\b(The|A|An|To|Of|In|On)\b(?!$)/g, (w) => w.toLowerCase())}`,
    (c) => c.pal?.named && `${T(c)} and ${c.pal.N}`, (c) => c.kin && `${T(c)} and ${c.kin.N}`,
    (c) => c.trouble?.startsWith('did not want') && `${T(c)} Says No`, (c) => c.trouble && /\bscared\b/.test(c.trouble) && `${T(c)} Is Not Scared Any More`,
    (c) => !c.wish && `${T(c)} ${(c.where ?? 'at home').replace(/\b\p{Ll}/gu, (x) => x.toUpperCase()).replace(/\b(The|In|On|At|By|Up)\b/g, (w) => w.toLowerCase())}`,
  ],
};

/** Names the summary has not said yet, so every named character is met before the story starts. */
function withNames(c: En, text: string): string {
  const missing = c.names.filter((n) => !text.includes(n));
  if (missing.length === 0) return text;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `${text} With ${list}.`;
}
const S = (make: (c: En) => string | false | undefined) => (c: En) => {
  const text = make(c);
  return text && withNames(c, text);
};

export const SUMMARIES: Record<string, P> = {
  'new-sibling': [S((c) => `${c.N} is getting a baby ${c.sib}, and finds out that love grows.`)],
  'moving-home': [S((c) => `${c.N} is moving to a new home and must say goodbye to the old one.`)],
  'first-day': [S((c) => `It is ${c.s} first day at ${c.place === 'the nursery' ? 'nursery' : 'school'}, with a new teacher and new classmates.`)],
  'pet-died': [S((c) => `${c.gone!.N} has died, and the family remembers ${c.gone!.n} with love.`)],
  'grandparent-died': [S((c) => `${c.gone!.N} has died, and the family remembers ${c.gone!.n} together.`)],
  doctor: [S((c) => `${c.N} visits the doctor for a check-up and a shot, and is braver than ${c.he} thought.`)],
  dentist: [S((c) => `${c.N} goes to the dentist and finds out what happens in the big chair.`)],
  potty: [S((c) => `${c.N} learns to use the potty, one try at a time.`)],
  bedtime: [S((c) => `${c.N} does not feel sleepy, but bedtime has a way of getting cosy.`)],
  'fear-dark': [S((c) => `${c.N} is scared of the dark and finds out what the night really holds.`)],
  'fear-monsters': [S((c) => `${c.N} hears a monster under the bed and bravely takes a look.`)],
  'fear-water': [S((c) => `${c.N} is afraid of the water and learns to be brave, one step at a time.`)],
  sharing: [S((c) => `${c.N} and ${c.pal!.n} both want the same toy and learn to take turns.`)],
  'telling-truth': [S((c) => `${c.N} breaks something and learns that telling the truth is brave.`)],
  'two-homes': [S((c) => `${c.N} lives in two homes, Mum’s house and Dad’s house, and is loved in both.`)],
  wheelchair: [S((c) => `${c.N} uses a wheelchair and finds a way to join the game.`)],
  glasses: [S((c) => `${c.N} gets glasses and worries the other kids will laugh.`)],
  'new-language': [S((c) => `${c.N} is new at school and does not speak the language yet.`)],
  'making-friend': [S((c) => `${c.N} is shy and wants to make a friend.`)],
  'question-sky': [(c) => `${c.N} asks why the sky is blue and finds out about light and air.`],
  'question-rain': [(c) => `${c.N} asks where rain comes from and follows the water from the sea to the clouds and back.`],
  'question-plants': [(c) => `${c.N} plants a seed and watches how it grows.`],
  arc: [
    S((c) => c.wish && `${c.N} wants to ${c.to}.`), S((c) => c.trouble && `${c.N} ${c.trouble}, but not for long.`),
    S((c) => !c.wish && !c.trouble && `A story about ${c.a}${c.where ? ` ${c.where}` : ''}${c.pal ? ` and ${c.pal.a}` : c.kin ? ` and ${c.kin.n}` : ''}.`),
  ],
};
