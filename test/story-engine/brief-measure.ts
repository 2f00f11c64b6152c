// Scores readBrief against the book-quality corpus: names kept, kinds right, situations right, names invented.
import type { StoryLanguage } from '../../lambdas/ports/story-model';
import type { IdeaBrief } from '../../lambdas/story-engine/brief';
import type { CorpusEntry } from '../book-quality/corpus-types';

export interface BriefScore {
  names: { right: number; total: number };
  kinds: { right: number; total: number };
  situations: { right: number; total: number };
  invented: string[];
  misses: string[];
}

const empty = (): BriefScore => ({ names: { right: 0, total: 0 }, kinds: { right: 0, total: 0 }, situations: { right: 0, total: 0 }, invented: [], misses: [] });

export function scoreEntry(entry: CorpusEntry, brief: IdeaBrief, into: BriefScore): void {
  const used = new Set<number>();
  for (const expected of entry.characters) {
    let index = -1;
    if (expected.name) {
      into.names.total++;
      index = brief.characters.findIndex((c) => c.name === expected.name);
      if (index >= 0) into.names.right++;
      else into.misses.push(`${entry.id}: name ${expected.name} not found`);
    } else {
      const words = [expected.thing, ...(expected.alsoCalled ?? [])];
      const unnamed = (test: (i: number) => boolean) => brief.characters.findIndex((c, i) => !c.name && !used.has(i) && test(i));
      index = unnamed((i) => words.includes(brief.characters[i]!.thing));
      if (index < 0) index = unnamed((i) => brief.characters[i]!.kind === expected.kind);
    }
    into.kinds.total++;
    if (index >= 0) used.add(index);
    if (index >= 0 && brief.characters[index]!.kind === expected.kind) into.kinds.right++;
    else into.misses.push(`${entry.id}: ${expected.name ?? expected.thing} should be ${expected.kind}, got ${index >= 0 ? brief.characters[index]!.kind : 'nothing'}`);
  }
  into.situations.total++;
  if ((brief.situation ?? 'none') === (entry.situation ?? 'none')) into.situations.right++;
  else into.misses.push(`${entry.id}: situation ${brief.situation ?? 'none'}, want ${entry.situation ?? 'none'}`);
  const expectedNames = new Set(entry.characters.map((c) => c.name).filter(Boolean));
  for (const c of brief.characters) if (c.name && !expectedNames.has(c.name)) into.invented.push(`${entry.id}: ${c.name}`);
}

export function scoreByLanguage(entries: readonly CorpusEntry[], read: (entry: CorpusEntry) => IdeaBrief): Map<StoryLanguage | 'all', BriefScore> {
  const scores = new Map<StoryLanguage | 'all', BriefScore>([['all', empty()]]);
  for (const entry of entries) {
    const brief = read(entry);
    const language = entry.run.language;
    if (!scores.has(language)) scores.set(language, empty());
    scoreEntry(entry, brief, scores.get(language)!);
    scoreEntry(entry, brief, scores.get('all')!);
  }
  return scores;
}

export const percent = (part: { right: number; total: number }): number => (part.total === 0 ? 100 : (100 * part.right) / part.total);

export function formatScores(scores: Map<string, BriefScore>): string {
  const cell = (p: { right: number; total: number }) => `${percent(p).toFixed(0).padStart(3)}% (${p.right}/${p.total})`.padEnd(15);
  const lines = ['language     names          kinds          situations     invented names'];
  for (const [language, s] of scores) lines.push(`${language.padEnd(12)} ${cell(s.names)}${cell(s.kinds)}${cell(s.situations)}${s.invented.length}`);
  return lines.join('\n');
}
