// English book for a question no key answers: the hero wonders, asks, looks, guesses, tries and honestly says what is
// still to find out. It quotes the question when the idea asks it in English, and never invents an answer.
import { askedIn, type BeatText, type Part } from '../pack';
import { cap, type En } from './context';

type T = Record<string, BeatText<En>>;

/** The question as the child asks it ("Why do cats purr?"), when the idea asks it outright in English. */
const asked = (c: En) => {
  const a = askedIn(c);
  return a?.direct ? `“${cap(a.words)}?”` : undefined;
};
/** The question as a reported clause ("why cats purr"), when the idea reports it. */
const about = (c: En) => {
  const a = askedIn(c);
  return a && !a.direct ? a.words : undefined;
};
const quoted = (c: En) => askedIn(c) !== undefined;

export const FIND_OUT: T = {
  'fo.ask': { m: [
    [(c) => asked(c) && `${asked(c)} asked ${c.n}.`, (c) => asked(c) && `${asked(c)} wondered ${c.n}, all day long.`,
      (c) => about(c) && `${c.N} wondered ${about(c)}, and nobody at home knew.`, (c) => about(c) && `${c.N} really wanted to know ${about(c)}, and so did everyone else.`,
      (c) => !quoted(c) && `${c.N} had a big question, and it would not go away.`, (c) => !quoted(c) && `One morning, ${c.n} woke up with a question buzzing like a bee.`],
    [(c) => `It was a question nobody in the house could answer.`, (c) => `${c.N} thought and thought, but the answer would not come.`, (c) => `It sounded simple, but it was not simple at all.`],
  ], l: [[(c) => `${c.N} asked it at breakfast, asked it in the bath and asked it again at bedtime. Some questions are like that: once you have wondered about them, you cannot stop.`]] },
  'fo.grown': { m: [
    [(c) => `So ${c.n} went to ask ${c.g.n}.`, (c) => `${c.N} took the question to ${c.g.n}.`],
    [(c) => `"I do not know," said ${c.g.n}, "but we can find out together."`, (c) => `${c.g.N} thought for a while. "I am not sure. Let us find out!"`],
  ], l: [[(c) => `"Nobody knows everything," said ${c.g.n}, "not even grown-ups. When we do not know something, we can look, think, try things out, and ask people who have studied it."`]] },
  'fo.look': { m: [
    [(c) => `First, they looked very closely.`, (c) => `They took a magnifying glass and went to look.`],
    [(c) => `${c.N} noticed things that nobody had noticed before.`, (c) => `They wrote down everything they saw in a notebook.`],
  ], l: [[(c) => `Scientists always begin by looking carefully. ${c.N} drew little pictures and wrote down when and where things happened, because small clues can add up to a big answer.`]] },
  'fo.guess': { m: [
    [(c) => `Then each of them made a guess.`, (c) => `${c.N} wrote down a guess, and ${c.g.n} wrote down another.`],
    [(c) => `A guess is a good start, as long as you check it.`, (c) => `Nobody knew yet which guess was right.`],
  ], l: [[(c) => `Scientists call a careful guess a hypothesis. It does not have to be right; it is something to test. Finding out that a guess is wrong is still finding something out.`]] },
  'fo.try': { m: [
    [(c) => `Next, they made up a little test to check a guess.`, (c) => `They tried a small experiment, just to see.`],
    [(c) => `One guess did not work, and that was useful too.`, (c) => `Some things happened as they expected, and some things did not.`],
  ], l: [[(c) => `They did the test three times, to be sure it was not just luck. Each time, ${c.n} wrote down exactly what happened, even the surprising parts.`]] },
  'fo.twist': { m: [
    [(c) => `"Who would know the answer?" asked ${c.n}.`, (c) => `${c.N} had an idea: to write to someone who studies questions like this.`],
    [(c) => `They wrote a letter to a scientist at a museum.`, (c) => `They found an expert and sent a careful message with the question.`],
  ], l: [[(c) => `In the letter, ${c.n} explained the question, described what they had seen and tried, and asked politely for help. Scientists often get letters from curious children, and many of them love to answer.`]] },
  'fo.library': { m: [
    [(c) => `Then they went to the library.`, (c) => `At the library, they looked for books about it.`],
    [(c) => `The librarian helped them find just the right shelf.`, (c) => `One book had part of the answer, and a picture that helped.`],
  ], l: [[(c) => `Libraries keep what people have found out over hundreds of years. ${c.N} learned that even famous scientists began with questions they could not answer, and kept asking until they could.`]] },
  'fo.end': { m: [
    [(c) => `They did not know everything yet, and that was all right.`, (c) => `They had found out some things, and there was more to find.`],
    [(c) => asked(c) && `${asked(c)} stays on the first page of ${c.s} notebook, waiting for its whole answer.`,
      (c) => about(c) && `${c.N} still wants to know ${about(c)}, and will keep finding out.`,
      (c) => `"We will keep looking," said ${c.n}, "and ask an expert too."`, (c) => `${c.N} wrote the question at the top of a new page, ready for more.`],
  ], l: [[(c) => `Some questions take a day to answer, some take a year, and some take a whole life. ${c.N} closed the notebook full of drawings, guesses and a few answers, and smiled: finding out together was the best part.`]] },
};

const T2 = (c: En) => (c.named ? c.N : c.N.replace(/\b\p{Ll}/gu, (x) => x.toUpperCase()));

export const FIND_OUT_TITLES: Record<string, Part<En>> = {
  'question-find-out': [(c) => `${T2(c)} Wants to Know`, () => `Let’s Find Out Together`, (c) => `${T2(c)} and the Big Question`],
};

export const FIND_OUT_SUMMARIES: Record<string, Part<En>> = {
  'question-find-out': [
    (c) => (asked(c) ? `${c.N} asks ${asked(c)} and sets out with ${c.g.n} to find out, step by step.`
      : about(c) ? `${c.N} wants to know ${about(c)} and sets out with ${c.g.n} to find out, step by step.`
        : `${c.N} has a big question and sets out with ${c.g.n} to find out, step by step.`),
  ],
};
