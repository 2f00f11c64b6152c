import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../lambdas/composition/http-dependencies';
import { parseConfig } from '../../lambdas/contract/config';
import { silentLogger } from '../../lambdas/ports/logger';
import { fromProjectRoot } from '../../lib/project-files';
import { startHttpBridge, type RunningHttpBridge } from '../../local/http-bridge';
import { launchChromium } from '../support/browser';
import { createTestResources } from '../support/test-resources';

// The reference page in a real Chromium, served by the apiReference handler through the local bridge.

const SCREENSHOT = '/tmp/docs-page.png';

let bridge: RunningHttpBridge;
let browser: Browser;
let page: Page;
const requested: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  // Real engines: the page's Try it out calls GET /v1/health, which checks the table, the bucket and the queue.
  const config = parseConfig((await createTestResources('api-reference-page')).env);
  bridge = await startHttpBridge({ port: 0, handlers: createHttpApp(config, { logger: silentLogger }) });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (request) => requested.push(request.url()));
  // A CSP refusal or a script error shows as a console error.
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${bridge.url}/docs`);
  await page.waitForSelector('.opblock', { timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await bridge?.close();
});

describe('GET /docs renders the contract with Swagger UI', () => {
  it('shows the title and version of the document', async () => {
    await expect(page.locator('.info .title').textContent()).resolves.toMatch(/Storybook Generation API\s*1\.0\.0/);
  });

  it('lists the three API operations', async () => {
    const operations = await page.$$eval('.opblock-summary', (summaries) =>
      summaries.map((summary) => `${summary.querySelector('.opblock-summary-method')?.textContent} ${summary.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`),
    );
    expect(operations).toEqual(expect.arrayContaining(['POST /v1/stories', 'GET /v1/stories/{id}', 'GET /v1/health']));
  });

  it('shows the POST example equal to the README walk-through\'s body', async () => {
    await page.click('#operations-Stories-createStory .opblock-summary');
    const example = await page.locator('#operations-Stories-createStory .body-param__example').first().textContent();
    const readme = readFileSync(fromProjectRoot('README.md'), 'utf8');
    const sent = /-X POST [^\n]*\/v1\/stories[\s\S]*?-d '([^']+)'/.exec(readme)![1]!;
    expect(JSON.parse(example!)).toEqual(JSON.parse(sent));
    // The top of the page: the description, and the POST operation open on its example.
    await page.screenshot({ path: SCREENSHOT, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1600 } });
  });
});

describe('"Try it out" calls this server', () => {
  it('GET /v1/health answers 200 on the page', async () => {
    const operation = page.locator('#operations-Service-getHealth');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();
    await expect(operation.locator('.live-responses-table tbody .response-col_status').first().textContent({ timeout: 10_000 })).resolves.toMatch(/^\s*200/);
  });
});

describe('The page loads nothing from outside the server, and nothing is refused', () => {
  it('every request went to the server that served the page', () => {
    const origin = new URL(bridge.url).origin;
    expect(requested.length).toBeGreaterThanOrEqual(5);
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/docs', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/api-reference.js', '/v1/openapi.json']),
    );
  });

  it('no console error: no CSP refusal, no failed load, no script error', () => {
    expect(problems).toEqual([]);
  });
});
