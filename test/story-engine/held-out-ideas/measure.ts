// npm run measure:ideas: the current offline engine over the held-out corpus, figures per language (issue 25's
// "Done when"). Prints and never fails: the corpus is evidence, not a target to tune on.
// HELD_OUT_DETAIL=1 prints each book's misses; HELD_OUT_BOOKS=en-1,ja-6 prints those books whole; HELD_OUT_CORPUS=2
// measures the second corpus (test/story-engine/held-out-ideas-2), =all both.
import { checkHeldOutBook, figuresByLanguage, formatFigures, overlapOf, type HeldOutReport } from './checker';
import { asHeldOutBook, drawPages, writeHeldOut } from './books';
import { heldOutIdeas as firstCorpus } from './index';
import { heldOutIdeas2 } from '../held-out-ideas-2/index';

const corpus = process.env.HELD_OUT_CORPUS ?? '1';
const heldOutIdeas = corpus === '2' ? heldOutIdeas2 : corpus === 'all' ? [...firstCorpus, ...heldOutIdeas2] : firstCorpus;

const detail = process.env.HELD_OUT_DETAIL === '1';
const printed = new Set((process.env.HELD_OUT_BOOKS ?? '').split(',').filter(Boolean));
const started = Date.now();
const reports: HeldOutReport[] = [];
for (const idea of heldOutIdeas) {
  const written = await writeHeldOut(idea);
  const book = asHeldOutBook(idea, written, drawPages(idea, written));
  reports.push(checkHeldOutBook(book, idea));
  if (printed.has(idea.id)) {
    console.log(`\n# ${idea.id}: ${idea.idea}\n## ${book.title} (${written.shape}) ${book.summary}`);
    book.pages.forEach((p, i) => console.log(`[${i + 1}] ${p.text}\n    drawn: ${p.drawn.setting} ${p.drawn.composition ?? ''} | ${p.drawn.figures.map((f) => `${f.thing}=${f.drawnAs}`).join(', ')} | ${(p.drawn.things ?? []).map((t) => (t.on ? `${t.thing} on ${t.on}` : t.thing)).join(', ')}`));
  }
}

const rows = figuresByLanguage(reports);
console.log(`\nHeld-out ideas (corpus ${corpus}): ${heldOutIdeas.length} books, written and drawn in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
console.log(formatFigures(rows));
console.log('\nheroes: named characters kept in the book\'s script · kinds: drawn as what they are · keys: the idea\'s things, places and times in the text');
console.log('aids: on the right person · wish: books with a stock wish · nonch: non-characters as characters · quest: questions answered');
console.log('broken: broken sentences · pages: within the age\'s length · drawn: pages naming a key thing whose picture record has it · place: pages naming a key place set there');
console.log('filler: lines in 3+ books of the language / books with one · overlap: share of a book\'s sentences in another book of its language');

console.log('\nFiller lines (names blanked as @), most shared first:');
for (const row of rows.filter((r) => r.language !== 'all')) for (const line of row.filler.lines.slice(0, 3)) console.log(`  ${row.language}: ${line}`);

if (detail) {
  const overlap = overlapOf(reports);
  for (const r of reports) {
    const misses = [
      ...r.heroes.missing.map((m) => `name lost: ${m}`), ...r.kinds.wrong, ...r.keys.missing.map((m) => `key missing: ${m}`),
      ...r.aids.wrong, ...r.stockWishes.map((w) => `stock wish: ${w}`), ...r.nonCharacters.map((n) => `non-character: ${n}`),
      ...(r.question && !r.question.answered ? [`question unanswered (found ${r.question.found.join(', ') || 'nothing'})`] : []),
      ...r.brokenSentences.map((s) => `broken: ${s}`), ...r.thingsDrawn.missing.map((m) => `not drawn: ${m}`),
    ];
    console.log(`\n${r.ideaId} (overlap ${Math.round((overlap.get(r.ideaId) ?? 0) * 100)}%, ${r.settings} settings, pages ${r.pages.atAgeLength}/${r.pages.total})`);
    for (const m of misses) console.log(`  - ${m}`);
  }
}
