import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../../lib/project-files';

// The README is a door (issue 26): what the service is, the two commands, a first book, and links to docs/.
const README_LIMIT_BYTES = 12_000;
const root = fromProjectRoot('.');

/** Every Markdown file a reader follows links through: the README, docs/ and the packages' READMEs. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.md') ? [path] : [];
    });
  return [fromProjectRoot('README.md'), fromProjectRoot('client/README.md'), ...walk(fromProjectRoot('docs'))];
}

/** The text a reader sees as prose: fenced blocks and inline code hold examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** What is wrong with each relative link of one file: a missing file or a missing heading. */
export function brokenLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto: and the like are not ours to check
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(root, file)}: (${target})`;
    if (!resolved.startsWith(root)) problems.push(`${where} leaves the repository`);
    else if (!existsSync(resolved)) problems.push(`${where} names a file that does not exist`);
    else if (anchor && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${where} names a heading that ${relative(root, resolved)} does not have`);
    }
  }
  return problems;
}

describe('The README is a door of at most 12 KB', () => {
  it('is at most 12,000 bytes', () => {
    expect(statSync(fromProjectRoot('README.md')).size).toBeLessThanOrEqual(README_LIMIT_BYTES);
  });

  it('keeps the two commands and links the guides index', () => {
    const readme = readFileSync(fromProjectRoot('README.md'), 'utf8');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    expect(readme).toContain('](docs/README.md)');
  });
});

describe('Every relative link in the README, docs/ and the packages\' READMEs resolves', () => {
  it.each(markdownFiles().map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the checker reports a missing file, a missing heading and a path outside the repository', () => {
    const file = fromProjectRoot('docs/README.md');
    const broken = '[a](no-such-guide.md) [b](api-guide.md#no-such-heading) [c](../../elsewhere.md) [d](api-guide.md#requests) `[e](x.md)`';
    expect(brokenLinks(file, broken)).toEqual([
      'docs/README.md: (no-such-guide.md) names a file that does not exist',
      'docs/README.md: (api-guide.md#no-such-heading) names a heading that docs/api-guide.md does not have',
      'docs/README.md: (../../elsewhere.md) leaves the repository',
    ]);
  });

  it('anchors follow GitHub\'s: punctuation dropped, repeats numbered', () => {
    expect([...headingAnchors("# Using a real model (`PROVIDER=openai`)\n## The book's files\n## The book's files")])
      .toEqual(['using-a-real-model-provideropenai', 'the-books-files', 'the-books-files-1']);
  });
});

describe('docs/README.md lists every guide and every decision record', () => {
  const index = readFileSync(fromProjectRoot('docs/README.md'), 'utf8');
  const linked = new Set([...prose(index).matchAll(/\]\(([^)#\s]+)/g)].map((m) => m[1]!));
  const guides = readdirSync(fromProjectRoot('docs')).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const records = readdirSync(fromProjectRoot('docs/decisions')).filter((name) => name.endsWith('.md')).map((name) => `decisions/${name}`);
  it.each([...guides, ...records])('%s', (name) => {
    expect(linked.has(name), `add a row linking (${name}) to docs/README.md`).toBe(true);
  });
});

describe('Code comments point at guides, not at README headings', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'dist' || name === 'generated') return [];
      return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|mts|mjs|js)$/.test(name) ? [path] : [];
    });
  const sources = ['lambdas', 'lib', 'bin', 'local', 'bench', 'test', 'client/src'].filter((dir) => existsSync(fromProjectRoot(dir))).flatMap((dir) => sourceFiles(fromProjectRoot(dir)));
  const self = fromProjectRoot('test/docs/links.test.ts');

  it('no source cites a README heading', () => {
    const citing = sources.filter((file) => file !== self && /README, "/.test(readFileSync(file, 'utf8')));
    expect(citing.map((file) => relative(root, file))).toEqual([]);
  });

  it('every docs/ file a source names exists', () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]+\.md\b/g)].map((m) => m[0]).filter((path) => !existsSync(fromProjectRoot(path))).map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
