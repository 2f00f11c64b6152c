import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFilePicture } from '../../lambdas/book-files/book';
import { renderReaderPage } from '../../lambdas/book-files/reader-page';
import { launchChromium } from '../support/browser';
import { bookOf, drawPictures, ENGLISH, HOSTILE, HOSTILE_TEXT, HOSTILE_TITLE, JAPANESE, RUSSIAN, type BookText } from './reader-books';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

let browser: Browser;
let folder: string;
let pictures: BookFilePicture[];
const files = new Map<string, string>();

beforeAll(async () => {
  [browser, folder, pictures] = await Promise.all([launchChromium(), mkdtemp(join(tmpdir(), 'reader-page-')), drawPictures()]);
});

afterAll(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The book's reader page as a file URL (a file, not setContent, so the hash and reload behave as for a reader). */
async function fileFor(name: string, text: BookText, language: Parameters<typeof bookOf>[2] = 'english', age: Parameters<typeof bookOf>[3] = '4-7'): Promise<string> {
  const key = `${name}-${language}-${age}`;
  if (!files.has(key)) {
    const path = join(folder, `${key}.html`);
    await writeFile(path, renderReaderPage(bookOf(text, pictures, language, age)));
    files.set(key, pathToFileURL(path).href);
  }
  return files.get(key)!;
}

/** A fresh page in its own context, recording every request it makes and every script error. */
async function open(url: string, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  return { page, requests, errors, close: () => context.close() };
}

const indicator = (page: Page) => page.locator('#indicator');
const shownPage = (page: Page) => page.locator('#book > .page:visible');
// The tests are compiled without the DOM's types; the browser has them.
const style = (element: Locator, property: string) => element.evaluate((e, p) => (globalThis as any).getComputedStyle(e)[p] as string, property);
const shownNumber = async (page: Page) => Number(await shownPage(page).getAttribute('data-page'));

describe('it opens on the cover', () => {
  it('shows only the cover, with the title, the summary and its picture, and says 1 / 10', async () => {
    const { page, errors, close } = await open(await fileFor('english', ENGLISH));
    await expect.poll(() => shownPage(page).count()).toBe(1);
    expect(await shownNumber(page)).toBe(1);
    expect(await page.locator('#page-1 h1').textContent()).toBe(ENGLISH.title);
    expect(await page.locator('#page-1 .summary').textContent()).toBe(ENGLISH.summary);
    expect(await page.locator('#page-1 img').evaluate((img: any) => img.complete && img.naturalWidth)).toBe(1024);
    expect(await indicator(page).textContent()).toBe('1 / 10');
    expect(await page.title()).toBe(ENGLISH.title);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('keyboard and buttons page through to the end and back; the indicator follows', () => {
  it('→ and Space go forward, ← back, End to the last page, Home to the cover', async () => {
    const { page, close } = await open(await fileFor('english', ENGLISH));
    await page.keyboard.press('ArrowRight');
    expect(await indicator(page).textContent()).toBe('2 / 10');
    await page.keyboard.press('Space');
    expect(await indicator(page).textContent()).toBe('3 / 10');
    expect(await shownNumber(page)).toBe(3);
    expect(await shownPage(page).textContent()).toContain('“Shall we bake something?”');
    await page.keyboard.press('ArrowLeft');
    expect(await shownNumber(page)).toBe(2);
    await page.keyboard.press('End');
    expect(await indicator(page).textContent()).toBe('10 / 10');
    expect(await shownPage(page).textContent()).toContain('The end.');
    await page.keyboard.press('ArrowRight');
    expect(await shownNumber(page)).toBe(10);
    await page.keyboard.press('Home');
    expect(await indicator(page).textContent()).toBe('1 / 10');
    expect(await shownNumber(page)).toBe(1);
    await close();
  });

  it('the buttons, named in the book’s language, turn every page forward and back, and stop at either end', async () => {
    const { page, close } = await open(await fileFor('english', ENGLISH));
    const next = page.getByRole('button', { name: 'Next page' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    for (let n = 2; n <= 10; n++) {
      await next.click();
      expect(await indicator(page).textContent()).toBe(`${n} / 10`);
      expect(await shownNumber(page)).toBe(n);
    }
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click a control that says it is disabled; a reader's tap still reaches it.
    await next.click({ force: true });
    expect(await shownNumber(page)).toBe(10);
    for (let n = 9; n >= 1; n--) {
      await previous.click();
      expect(await indicator(page).textContent()).toBe(`${n} / 10`);
    }
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await close();
  });

  it('a page without a picture shows its text alone', async () => {
    const { page, close } = await open(`${await fileFor('english', ENGLISH)}#page-6`);
    expect(await shownPage(page).locator('img').count()).toBe(0);
    expect(await shownPage(page).locator('h2').textContent()).toBe('Waiting');
    expect(await shownPage(page).locator('p').allTextContents()).toEqual(['The oven hummed.', 'Maya counted to one hundred, twice.']);
    await close();
  });
});

describe('a swipe turns the page', () => {
  it('on a phone, swiping left goes forward and swiping right goes back; a tap does not turn', async () => {
    const { page, close } = await open(await fileFor('english', ENGLISH), PHONE);
    const touch = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number, y = 300) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: y + step }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 60);
    expect(await indicator(page).textContent()).toBe('2 / 10');
    await swipe(320, 60);
    expect(await indicator(page).textContent()).toBe('3 / 10');
    await swipe(60, 320);
    expect(await indicator(page).textContent()).toBe('2 / 10');
    // A drag to the right is the book's, not the browser's Back.
    expect(new URL(page.url()).hash).toBe('#page-2');
    await page.touchscreen.tap(200, 300);
    expect(await indicator(page).textContent()).toBe('2 / 10');
    await close();
  });
});

describe('the URL hash keeps the place across a reload', () => {
  it('turning writes #page-N, a reload opens on that page, and a link to #page-N opens there', async () => {
    const url = await fileFor('english', ENGLISH);
    const { page, close } = await open(url);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The page writes the hash after it turns; on a loaded machine that lands a moment after the key press.
    await expect.poll(() => new URL(page.url()).hash).toBe('#page-3');
    await page.reload();
    expect(await indicator(page).textContent()).toBe('3 / 10');
    expect(await shownNumber(page)).toBe(3);
    await page.goto(`${url}#page-7`);
    expect(await shownNumber(page)).toBe(7);
    await page.goto(`${url}#page-99`);
    expect(await shownNumber(page)).toBe(10);
    await close();
  });
});

describe('no request leaves the page', () => {
  it('reading the whole book requests only its own file and data URLs', async () => {
    const { page, requests, errors, close } = await open(await fileFor('english', ENGLISH));
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the page carries a strict Content-Security-Policy and no external reference', async () => {
    const html = renderReaderPage(bookOf(ENGLISH, pictures));
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    expect(csp).toMatch(/^default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(html).not.toMatch(/\b(?:src|href)="(?!data:)/);
    expect(html).not.toMatch(/url\(|@import|https?:\/\//);
  });
});

describe('a hostile title or text is shown as text; no script of it runs', () => {
  it('markup in the title, summary, page title and text shows literally and fetches nothing', async () => {
    const { page, requests, close } = await open(await fileFor('hostile', HOSTILE));
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.title()).toBe(HOSTILE_TITLE);
    expect(await page.locator('#page-1 h1').textContent()).toBe(HOSTILE_TITLE);
    expect(await page.locator('#page-1 .summary').textContent()).toBe(HOSTILE.summary);
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('#book > section').count()).toBe(2);
    await page.keyboard.press('ArrowRight');
    expect(await shownPage(page).locator('h2').textContent()).toBe('<b onmouseover="window.__pwned = 1">bold</b>');
    expect(await shownPage(page).locator('p').textContent()).toBe(HOSTILE_TEXT);
    expect(await page.locator('a, b, img[src^="http"]').count()).toBe(0);
    await shownPage(page).locator('h2').hover();
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
    await close();
  });
});

describe('a Japanese and a Russian book show their text, in their language', () => {
  const cases = [
    { language: 'japanese', text: JAPANESE, lang: 'ja', next: '次のページ', previous: '前のページ' },
    { language: 'russian', text: RUSSIAN, lang: 'ru', next: 'Следующая страница', previous: 'Предыдущая страница' },
  ] as const;
  for (const c of cases) {
    it(`${c.language}: lang="${c.lang}", its title and pages, buttons named in ${c.language}`, async () => {
      const { page, close } = await open(await fileFor(c.language, c.text, c.language), PHONE);
      expect(await page.locator('html').getAttribute('lang')).toBe(c.lang);
      expect(await page.locator('#page-1 h1').textContent()).toBe(c.text.title);
      expect(await page.locator('#page-1 h1').isVisible()).toBe(true);
      const size = await page.locator('#page-1 h1').boundingBox();
      expect(size!.width).toBeGreaterThan(100);
      await page.getByRole('button', { name: c.next }).click();
      expect(await shownPage(page).locator('p').textContent()).toBe(c.text.pages[0]!.content);
      await page.getByRole('button', { name: c.previous }).click();
      expect(await indicator(page).textContent()).toBe(`1 / ${c.text.pages.length + 1}`);
      await close();
    });
  }

  it('every language has its BCP 47 tag', () => {
    const tags = (['english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'russian', 'chinese', 'japanese', 'korean'] as const)
      .map((language) => /<html lang="([^"]+)"/.exec(renderReaderPage(bookOf(RUSSIAN, [], language)))?.[1]);
    expect(tags).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh-Hans', 'ja', 'ko']);
  });
});

describe('on a 390 × 844 phone nothing overflows sideways', () => {
  const books: { name: string; text: BookText; language: 'english' | 'japanese' | 'russian' }[] = [
    { name: 'english', text: ENGLISH, language: 'english' },
    { name: 'japanese', text: JAPANESE, language: 'japanese' },
    { name: 'russian', text: RUSSIAN, language: 'russian' },
    { name: 'long-words', text: { title: 'Supercalifragilisticexpialidocious'.repeat(3), summary: 'x'.repeat(200), pages: [{ content: 'https://'.concat('a'.repeat(300)) }] }, language: 'english' },
  ];
  for (const b of books) {
    it(`${b.name}: every page, at the largest type (ages 0–3), fits 390 px; the picture is on top, the text below`, async () => {
      // Measured with motion reduced: a page sliding in is wider for a moment, inside the book's clipped frame.
      const { page, close } = await open(await fileFor(b.name, b.text, b.language, '0-3'), { ...PHONE, reducedMotion: 'reduce' });
      const pages = b.text.pages.length + 1;
      for (let n = 1; n <= pages; n++) {
        expect(await indicator(page).textContent()).toBe(`${n} / ${pages}`);
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
        expect(await page.evaluate('Math.max(...[...document.querySelectorAll("#book *")].map((e) => e.getBoundingClientRect().right))')).toBeLessThanOrEqual(390);
        const picture = (await shownPage(page).locator('img').count()) ? await shownPage(page).locator('img').boundingBox() : null;
        const words = await shownPage(page).locator('.words').boundingBox();
        if (picture) expect(words!.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
        await page.keyboard.press('ArrowRight');
      }
      await close();
    });
  }
});

describe('on a landscape screen the picture and the text sit side by side', () => {
  it('1280 × 800: the text is right of the picture and the page fits the screen without scrolling', async () => {
    const { page, close } = await open(`${await fileFor('english', ENGLISH)}#page-2`);
    const picture = (await shownPage(page).locator('img').boundingBox())!;
    const words = (await shownPage(page).locator('.words').boundingBox())!;
    expect(words.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(picture.width).toBeGreaterThan(600);
    const controls = (await page.locator('#controls').boundingBox())!;
    expect(controls.y + controls.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(800);
    await close();
  });
});

describe('type is sized by age, largest for 0–3', () => {
  it('story text is larger for younger readers, and at least 17 px for the oldest', async () => {
    const sizes: number[] = [];
    for (const age of ['0-3', '4-7', '8-12'] as const) {
      const { page, close } = await open(`${await fileFor('english', ENGLISH, 'english', age)}#page-2`, PHONE);
      sizes.push(Number.parseFloat(await style(shownPage(page).locator('p'), 'fontSize')));
      await close();
    }
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
    expect(sizes[2]).toBeGreaterThanOrEqual(17);
  });
});

describe('without script every page is there, one under another', () => {
  it('all ten pages show, the controls do not, and nothing overflows the phone', async () => {
    const { page, close } = await open(await fileFor('english', ENGLISH), { ...PHONE, javaScriptEnabled: false });
    expect(await shownPage(page).count()).toBe(10);
    expect(await page.locator('#controls').isVisible()).toBe(false);
    const first = (await page.locator('#page-1').boundingBox())!;
    const second = (await page.locator('#page-2').boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await close();
  });
});

describe('motion is reduced when the reader asks', () => {
  it('turning a page animates by default and not under prefers-reduced-motion', async () => {
    const url = await fileFor('english', ENGLISH);
    const names: string[] = [];
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, close } = await open(url, { ...DESKTOP, reducedMotion });
      await page.keyboard.press('ArrowRight');
      names.push(await style(shownPage(page), 'animationName'));
      await close();
    }
    expect(names).toEqual(['reader-turn', 'none']);
  });
});
