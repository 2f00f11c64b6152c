// Reads the closed keys of a brief (situation, wishes, problem, setting, lesson, question) from the folded idea.
import type { Lexicon } from './lexicon/lexicon';
import type { Mention } from './mentions';
import { pattern } from './text';
import { THINGS } from './things';
import type { LessonKey, Problem, QuestionKey, SettingKey, SituationKey, Wish } from './types';

const QUESTION_OF: Partial<Record<QuestionKey, SituationKey>> = { 'sky-blue': 'question-sky', rain: 'question-rain', 'plants-grow': 'question-plants' };

export function readQuestion(folded: string, lexicon: Lexicon): QuestionKey | undefined {
  if (!pattern(lexicon.questionWords).test(folded)) return undefined;
  return lexicon.questions.find(([, source]) => pattern(source).test(folded))?.[0];
}

export function readSituation(folded: string, lexicon: Lexicon, mentions: readonly Mention[], question: QuestionKey | undefined): SituationKey | undefined {
  if (pattern(lexicon.death).test(folded)) {
    if (pattern(lexicon.grandparent).test(folded)) return 'grandparent-died';
    if (mentions.some((m) => m.thing && THINGS[m.thing]?.kind === 'animal')) return 'pet-died';
  }
  const asked = question ? QUESTION_OF[question] : undefined;
  if (asked) return asked;
  return lexicon.situations.find(([key, source]) => !key.startsWith('question-') && pattern(source).test(folded))?.[0];
}

const CLAUSE_END = /[,.;!?。！？，、]/u;

export function readWishes(folded: string, lexicon: Lexicon): Wish[] {
  const wishes: Wish[] = [];
  const verb = new RegExp(pattern(lexicon.wishVerb).source, 'gu');
  for (const match of folded.matchAll(verb)) {
    const start = (match.index ?? 0) + match[0].length;
    let window = folded.slice(start, start + 60);
    const stop = window.search(CLAUSE_END);
    if (stop >= 0) window = window.slice(0, stop);
    const nextVerb = pattern(lexicon.wishVerb).exec(window);
    if (nextVerb) window = window.slice(0, nextVerb.index);
    let best: { at: number; wish: Wish } | undefined;
    for (const [key, thing, source] of lexicon.wishes) {
      const found = pattern(source).exec(window);
      if (found && (!best || found.index < best.at)) {
        const negated = pattern(lexicon.negation).test(folded.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0));
        best = { at: found.index, wish: { key, ...(thing ? { thing } : {}), negated } };
      }
    }
    if (best) wishes.push(best.wish);
  }
  for (const [key, thing, source] of lexicon.refusals ?? []) {
    if (pattern(source).test(folded)) wishes.push({ key, ...(thing ? { thing } : {}), negated: true });
  }
  return wishes;
}

export function readProblem(folded: string, lexicon: Lexicon): Problem | undefined {
  const found = lexicon.problems.find(([, , source]) => pattern(source).test(folded));
  return found ? { key: found[0], ...(found[1] ? { thing: found[1] } : {}) } : undefined;
}

export function readSetting(folded: string, lexicon: Lexicon): SettingKey | undefined {
  let best: { at: number; key: SettingKey } | undefined;
  for (const [key, source] of lexicon.settings) {
    const found = pattern(source).exec(folded);
    if (found && (!best || found.index < best.at)) best = { at: found.index, key };
  }
  return best?.key;
}

export function readLesson(folded: string, lexicon: Lexicon): LessonKey | undefined {
  return lexicon.lessons.find(([, source]) => pattern(source).test(folded))?.[0];
}
