// Screenshots of the reader page for a person to look at, and the size of a ten-page book's page.
// Run: npx tsx test/book-files/reader-look.ts <folder for the pictures>
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContextOptions } from 'playwright-core';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { renderReaderPage } from '../../lambdas/book-files/reader-page';
import { launchChromium } from '../support/browser';
import { figure, input, MAYA, page } from '../story-engine/illustrator/picture-facts';
import { bookOf, drawPictures, ENGLISH, JAPANESE } from './reader-books';

const folder = resolve(process.argv[2] ?? 'reader-look');
await mkdir(folder, { recursive: true });

// Ten different pictures, as a real book has, for an honest size.
const images = new OfflineImageModel();
const settings = ['a warm kitchen', 'a farm', 'a bedroom at night', 'a busy harbour', 'a cosy home', 'a forest', 'a beach', 'a garden', 'a city street', 'a snowy hill'];
const ten = [];
for (const [i, setting] of settings.entries()) {
  const drawn = await images.illustrate(input(page(setting, [MAYA, figure('dog', 'animal')], 'happy', 'playing together', i === 0), 'watercolor', i));
  ten.push({ bytes: drawn.body, contentType: drawn.contentType });
}
const english = renderReaderPage(bookOf(ENGLISH, ten, 'english', '4-7'));
const pictureBytes = ten.reduce((sum, p) => sum + p.bytes.byteLength, 0);
console.log(`| ten-page book | bytes |\n|---|---|\n| pictures (PNG) | ${pictureBytes} |\n| HTML | ${Buffer.byteLength(english)} |\n| HTML without pictures | ${Buffer.byteLength(renderReaderPage(bookOf(ENGLISH, [], 'english', '4-7')))} |`);

const three = await drawPictures();
const files = {
  english: english,
  toddler: renderReaderPage(bookOf(ENGLISH, three, 'english', '0-3')),
  older: renderReaderPage(bookOf(ENGLISH, three, 'english', '8-12')),
  japanese: renderReaderPage(bookOf(JAPANESE, three, 'japanese', '4-7')),
};
const urls: Record<string, string> = {};
for (const [name, html] of Object.entries(files)) {
  const path = join(folder, `${name}.html`);
  await writeFile(path, html);
  urls[name] = pathToFileURL(path).href;
}

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const PHONE_LANDSCAPE: BrowserContextOptions = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 768 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const shots: [string, string, BrowserContextOptions, Partial<BrowserContextOptions>?][] = [
  ['phone-cover', `${urls.english}#page-1`, PHONE],
  ['phone-story', `${urls.english}#page-2`, PHONE],
  ['phone-text-only', `${urls.english}#page-6`, PHONE],
  ['phone-toddler', `${urls.toddler}#page-3`, PHONE],
  ['phone-older', `${urls.older}#page-3`, PHONE],
  ['phone-landscape', `${urls.english}#page-2`, PHONE_LANDSCAPE],
  ['phone-dark', `${urls.english}#page-2`, PHONE, { colorScheme: 'dark' }],
  ['phone-no-script', `${urls.english}#page-1`, PHONE, { javaScriptEnabled: false }],
  ['tablet-landscape', `${urls.english}#page-4`, TABLET],
  ['desktop-cover', `${urls.english}#page-1`, DESKTOP],
  ['desktop-story', `${urls.english}#page-2`, DESKTOP],
  ['japanese-phone', `${urls.japanese}#page-2`, PHONE],
  ['japanese-desktop', `${urls.japanese}#page-1`, DESKTOP],
];
const browser = await launchChromium();
for (const [name, url, options, extra] of shots) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce', ...extra });
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.screenshot({ path: join(folder, `${name}.png`) });
  await context.close();
}
// Story text size by age, on a phone and on a desktop.
console.log('| age | phone 390 px | desktop 1440 px |\n|---|---|---|');
for (const [age, url] of [['0-3', urls.toddler], ['4-7', urls.english], ['8-12', urls.older]] as const) {
  const sizes = [];
  for (const options of [PHONE, DESKTOP]) {
    const context = await browser.newContext(options);
    const tab = await context.newPage();
    await tab.goto(`${url}#page-2`);
    sizes.push(await tab.locator('#page-2 p').evaluate((p) => (globalThis as any).getComputedStyle(p).fontSize as string));
    await context.close();
  }
  console.log(`| ${age} | ${sizes.join(' | ')} |`);
}
await browser.close();
console.log(`screenshots in ${folder}`);
