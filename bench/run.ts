#!/usr/bin/env tsx
// `npm run bench [-- --short]`: measured numbers, printed as a table and written to .bench/results.json.
// Ratios and counts, not timed assertions: a slow machine changes the numbers, never a test's outcome.
import { mkdir, writeFile } from 'node:fs/promises';
import { startBenchStack } from './bench-stack';
import { measureBook } from './book-wall-time';

const short = process.argv.includes('--short');
const latency = short ? 'text:100,image:300' : 'text:1000,image:3000';
const pageCount = short ? 5 : 15;

interface Row {
  metric: string;
  value: string;
  goal: string;
}

function printTable(rows: Row[]): void {
  const widths = (['metric', 'value', 'goal'] as const).map((key) => Math.max(key.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(['metric', 'value', 'goal']));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line([row.metric, row.value, row.goal]));
}

async function main(): Promise<void> {
  console.log(`Benchmark (${short ? 'short smoke run' : 'full'}): provider latency ${latency}`);
  process.stdout.write('  starting the local stack… ');
  const stack = await startBenchStack({ PROVIDER_LATENCY_MS: latency });
  console.log('ok');
  try {
    const { userId } = await stack.admin.createUser({ email: 'bench@example.com', plan: 'premium' });
    const { apiKey } = await stack.admin.createKey(userId);
    // The first book pays module loading and first connections, like a cold start; it is not the number asked for.
    process.stdout.write('  warming up with a 5-page book… ');
    const warmUp = await measureBook(stack, apiKey, 5, latency);
    console.log(`${(warmUp.wallMs / 1000).toFixed(2)} s`);
    process.stdout.write(`  generating a ${pageCount}-page book… `);
    const book = await measureBook(stack, apiKey, pageCount, latency);
    console.log(`${(book.wallMs / 1000).toFixed(2)} s\n`);

    const rows: Row[] = [
      { metric: 'first book (cold), 5 pages', value: `${(warmUp.wallMs / 1000).toFixed(2)} s`, goal: '' },
      { metric: `${pageCount}-page book wall time (warm)`, value: `${(book.wallMs / 1000).toFixed(2)} s`, goal: '' },
      { metric: 'critical path (plan + page text + picture)', value: `${(book.criticalPathMs / 1000).toFixed(2)} s`, goal: '' },
      { metric: 'wall time / critical path', value: book.ratio.toFixed(2), goal: short ? '(judged on the full run)' : '≤ 1.25' },
      { metric: 'state transitions per book', value: String(book.stateTransitions), goal: '' },
      { metric: 'Lambda invocations per book', value: String(book.lambdaInvocations), goal: `${2 * pageCount + 4} without retries` },
    ];
    printTable(rows);
    await mkdir('.bench', { recursive: true });
    await writeFile('.bench/results.json', `${JSON.stringify({ mode: short ? 'short' : 'full', latency, measuredAt: new Date().toISOString(), coldBook: warmUp, book }, null, 2)}\n`);
    console.log('\nWritten to .bench/results.json');
  } finally {
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
