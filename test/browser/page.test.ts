import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { snapshotApp } from '../helpers/cards.js';
import { launchChromium } from '../helpers/browser.js';
import { MODERN_BURN } from '../helpers/decks.js';

const OUTPUT = resolve(__dirname, '../../test-output');
const require = createRequire(import.meta.url);
let app: FastifyInstance;
let base: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  app = await snapshotApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function analyzeOnPage(decklist: string, format: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByLabel('Decklist').fill(decklist);
  await page.getByLabel('Format').selectOption(format);
  await page.getByRole('button', { name: 'Analyze deck' }).click();
  await page.getByTestId('verdict').waitFor();
}

describe('the web page', () => {
  it('analyzes a pasted legal deck: verdict, curve bars, castability per spell, and a screenshot', async () => {
    await analyzeOnPage(MODERN_BURN, 'modern');
    await expect(page.getByTestId('verdict').locator('.verdict-title').textContent()).resolves.toBe('Legal in Modern');
    expect(await page.getByTestId('archetype').textContent()).toBe('Burn (aggro)');
    expect(await page.getByTestId('archetype-basis').textContent()).toMatch(/^matched a known archetype; confidence \d+%; key cards: /);
    expect(await page.getByTestId('curve-1').getAttribute('aria-label')).toBe('Mana value 1: 16 cards');
    expect(await page.getByTestId('curve-2').getAttribute('aria-label')).toBe('Mana value 2: 12 cards');
    expect(await page.getByTestId('curve-3').getAttribute('aria-label')).toBe('Mana value 3: 12 cards');
    // Issue 11: 20 Mountains are not told to add red; the mana section shows castability per spell.
    expect(await page.locator('[data-code="COLOR_SOURCES_SHORT"]').count()).toBe(0);
    const row = page.getByTestId('castability-row').filter({ hasText: 'Burning-Tree Emissary' });
    expect(await row.locator('td').allTextContents()).toEqual(['', '2', '99.1%', '99.5%', '0.02 turns']);
    await page.screenshot({ path: resolve(OUTPUT, 'page-legal.png'), fullPage: true });
  });

  it('shows every reason an illegal deck is illegal', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'An illegal Modern list' }).click();
    await page.getByTestId('verdict').waitFor();
    const verdict = page.getByTestId('verdict');
    expect(await verdict.locator('.verdict-title').textContent()).toBe('Not legal in Modern');
    const reasons = await verdict.locator('.reasons li').allTextContents();
    expect(reasons).toContain('Chrome Mox is banned in Modern.');
    expect(reasons).toContain('Lightning Bolt: 5 copies across deck and sideboard; at most 4 allowed (Modern allows 4 copies of a card).');
    await page.screenshot({ path: resolve(OUTPUT, 'page-illegal.png'), fullPage: true });
  });

  it('offers suggestions for an unresolved name and applies one', async () => {
    await analyzeOnPage(MODERN_BURN.replace('4 Lightning Bolt', '4 Lightnig Bolt'), 'modern');
    const item = page.getByTestId('unresolved');
    expect(await item.locator('strong').textContent()).toBe('Lightnig Bolt');
    expect(await item.locator('button.suggestion').allTextContents()).toEqual(['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf']);
    expect(await page.getByTestId('verdict').locator('.verdict-title').textContent()).toBe('Legality unknown in Modern');
    await item.getByRole('button', { name: 'Replace Lightnig Bolt with Lightning Bolt' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict"] .verdict-title')?.textContent === 'Legal in Modern');
    expect(await page.getByLabel('Decklist').inputValue()).toContain('4 Lightning Bolt\n');
  });

  it('opens an MTGO .dek file from the file picker', async () => {
    await page.goto(`${base}/`);
    const dek = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      ...MODERN_BURN.split('\n').map((line) => {
        const [, quantity, name] = /^(\d+) (.+)$/.exec(line)!;
        return `  <Cards CatID="0" Quantity="${quantity}" Sideboard="false" Name="${name}" Annotation="0" />`;
      }),
      '  <Cards CatID="0" Quantity="2" Sideboard="true" Name="Smash to Smithereens" Annotation="0" />',
      '</Deck>',
    ].join('\n');
    await page.locator('#file').setInputFiles({ name: 'burn.dek', mimeType: 'application/xml', buffer: Buffer.from(dek) });
    await page.waitForFunction(() => (document.getElementById('decklist') as HTMLTextAreaElement).value.includes('<Deck'));
    await page.getByLabel('Format').selectOption('modern');
    await page.getByRole('button', { name: 'Analyze deck' }).click();
    await page.getByTestId('verdict').waitFor();
    expect(await page.getByTestId('verdict').locator('p').nth(1).textContent()).toBe('60 cards, sideboard 2.');
  });

  it('has no serious accessibility violations (axe-core) at 1366x900 and 390x844, light and dark, before and after an analysis', async () => {
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const audit = async (target: Page) => {
      // evaluate runs through the debugging protocol, so the page's CSP (no inline scripts) stays on while axe is loaded.
      await target.evaluate(axeSource);
      const result = await target.evaluate(async () => {
        const run = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        });
        return run.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`);
      });
      return result.filter((v) => v.startsWith('serious') || v.startsWith('critical'));
    };
    await page.goto(`${base}/`);
    expect(await audit(page)).toEqual([]);
    await analyzeOnPage(MODERN_BURN, 'modern');
    expect(await audit(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await audit(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    for (const scheme of ['light', 'dark'] as const) {
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
      await phone.goto(`${base}/`);
      await phone.getByRole('button', { name: 'Krenko goblins (Commander)' }).click();
      await phone.getByTestId('verdict').waitFor();
      expect(await audit(phone), `phone ${scheme}`).toEqual([]);
      await phone.close();
    }
    // Keyboard: the first Tab reaches the skip link, then the decklist field.
    await page.goto(`${base}/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to results');
  });

  it('is usable on a phone-sized screen, and serves /docs without a CDN', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const outside: string[] = [];
    phone.on('request', (r) => {
      if (!r.url().startsWith(base)) outside.push(r.url());
    });
    await phone.goto(`${base}/`);
    await phone.getByRole('button', { name: 'Krenko goblins (Commander)' }).click();
    await phone.getByTestId('verdict').waitFor();
    expect(await phone.getByTestId('verdict').locator('.verdict-title').textContent()).toBe('Legal in Commander');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: resolve(OUTPUT, 'page-phone.png'), fullPage: false });
    await phone.goto(`${base}/docs`);
    await phone.locator('#swagger-ui .info .title').waitFor();
    expect(await phone.locator('#swagger-ui .info .title').textContent()).toContain('Deckdoctor');
    await phone.getByText('/api/analyze/demo').first().waitFor();
    expect(outside).toEqual([]);
    await phone.close();
  });
});
