import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { snapshotApp } from '../helpers/cards.js';
import { launchChromium } from '../helpers/browser.js';
import { MODERN_BURN } from '../helpers/decks.js';
import { COMMANDER_EXAMPLE_REQUEST } from '../../src/http/examples.js';

// Each feature of the page, tried as a player would, in headless Chromium. Fields other
// branches add to the answer (format_legality, permalink, castability, mana_cost, scryfall_id,
// macro_archetype) are added to the real answer in the browser, so the page is tested on both shapes.
const OUTPUT = resolve(__dirname, '../../test-output');
let app: FastifyInstance;
let base: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Real mana costs of the Modern Burn list (Oracle text), for answers that do not carry them yet. */
const BURN_COSTS: Record<string, string> = {
  'Goblin Guide': '{R}', 'Monastery Swiftspear': '{R}', 'Burning-Tree Emissary': '{R/G}{R/G}', 'Lightning Bolt': '{R}', 'Lava Spike': '{R}',
  'Rift Bolt': '{2}{R}', 'Skewer the Critics': '{2}{R}', 'Light Up the Stage': '{2}{R}', 'Searing Blaze': '{R}{R}', Skullcrack: '{1}{R}', Mountain: '',
};
const BOLT_ID = 'e3285e6b-3e79-4d7c-bf96-d920f973b122';

type Answer = Record<string, unknown> & { cards: Array<Record<string, unknown>>; mana_base: Record<string, unknown> };

/** Passes /api/analyze to the real server and lets `change` add fields to its answer. */
async function extendAnswers(change: (a: Answer) => void): Promise<void> {
  await page.route('**/api/analyze', async (route: Route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Answer;
    if (response.ok()) change(answer);
    await route.fulfill({ response, json: answer });
  });
}

async function analyzeOnPage(decklist: string, format: string): Promise<void> {
  await page.getByLabel('Decklist').fill(decklist);
  await page.getByLabel('Format', { exact: true }).selectOption(format);
  await page.getByRole('button', { name: 'Analyze deck' }).click();
  await page.getByTestId('verdict').waitFor();
}

const title = () => page.getByTestId('verdict').locator('.verdict-title').textContent();
const shot = (name: string) => page.screenshot({ path: resolve(OUTPUT, `page-${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  app = await snapshotApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});
/** Closes the test's context once its routes are gone: a route handler still reading an answer when its page closes is dropped, not left to fail after the test. */
async function closeContext(): Promise<void> {
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  await context?.close();
}

beforeEach(async () => {
  await closeContext();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Tests never reach the network: Scryfall's image host answers from here.
  await context.route('https://cards.scryfall.io/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') }));
  page = await context.newPage();
  await page.goto(`${base}/`);
});
afterAll(async () => {
  await closeContext();
  await browser?.close();
  await app?.close();
});

describe('the page shows the whole analysis', () => {
  it('draws curve bars in proportion to their counts (16, 12, 12 for Modern Burn)', async () => {
    await analyzeOnPage(MODERN_BURN, 'modern');
    const height = async (bucket: string) => (await page.getByTestId(`curve-${bucket}`).locator('.bar-fill').boundingBox())?.height ?? 0;
    const [one, two, three, zero] = [await height('1'), await height('2'), await height('3'), await height('0')];
    // The tallest bar fills its track (8rem less the 1px baseline).
    expect(one).toBeCloseTo(127, 0);
    expect(two / one).toBeCloseTo(0.75, 2);
    expect(three).toBe(two);
    expect(zero).toBe(0);
  });

  it('puts the card data and its date in the verdict banner', async () => {
    await analyzeOnPage(MODERN_BURN, 'modern');
    expect(await page.getByTestId('data-date').textContent()).toMatch(/^Card data: mtgjson of 2022-04-25, \d{4} days old: legality may have changed since\.$/);
  });

  it('shows the Commander bracket with its reasons, the template, and the cards grouped by type with counts', async () => {
    await analyzeOnPage(COMMANDER_EXAMPLE_REQUEST.decklist, 'commander');
    expect(await page.getByTestId('bracket').textContent()).toBe('Bracket 2: Core');
    expect(await page.locator('.bracket-reasons li').first().textContent()).toBe('No Game Changers.');
    // The score says why it sits below its metrics: a casual Commander list is not cEDH.
    expect(await page.getByTestId('score-reason').textContent()).toMatch(/^Score \d+(\.\d)?: the build measures [\d.]+ \(the weighted mean of its play metrics\), times 0\.7: it is not a cEDH list/);
    // Thrill of Possibility discards a card to draw two: selection, not card draw; Goblin Ringleader and Muxus keep the Goblins they reveal, and Conspicuous Snoop casts them from the top of the library: seven draw pieces count.
    // Ruby Medallion, Goblin Warchief and Herald's Horn make its spells cost less: ramp, as Commander players count it.
    expect(await page.locator('table.template tbody tr').allTextContents()).toEqual(['lands3636-38ok', 'ramp1310-12high', 'card draw710-12low', 'targeted removal810-12low', 'board wipes43-4ok']);
    expect(await page.locator('table.template tr.short th').allTextContents()).toEqual(['ramp', 'card draw', 'targeted removal']);
    const groups = await page.locator('.group h3').allTextContents();
    expect(groups[0]).toBe('Commander (1)');
    expect(groups).toContain('Lands (36)');
    expect(groups.reduce((n, g) => n + Number(/\((\d+)\)$/.exec(g)![1]), 0)).toBe(100);
    // Readable role names, never the API's identifiers.
    const roles = (await page.locator('.card-row .roles').allTextContents()).join(' ');
    expect(roles).toContain('Token maker');
    expect(roles).not.toContain('token_maker');
    // Sixty-odd spells: the dozen hardest are shown, and a line counts the rest.
    expect(await page.getByTestId('castability-row').count()).toBe(12);
    expect(await page.getByTestId('castability-rest').textContent()).toMatch(/^\d+ more spells, each at least as easy to cast/);
    await shot('commander');
  });

  it('draws mana costs as mana-font symbols, served by this server', async () => {
    const fonts: number[] = [];
    page.on('response', (r) => r.url().includes('/assets/mana/') && fonts.push(r.status()));
    await page.reload();
    await analyzeOnPage(MODERN_BURN, 'modern');
    const cost = page.locator('table.sources .cost').first();
    expect(await cost.getAttribute('aria-label')).toBe('mana cost red, red');
    expect(await cost.locator('i.ms.ms-cost.ms-r').count()).toBe(2);
    await page.waitForFunction(() => document.fonts.check('1em Mana'));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.every((s) => s === 200)).toBe(true);
  });

  it('counts coloured pips against sources when cards carry mana costs', async () => {
    await extendAnswers((a) => a.cards.forEach((c) => (c.mana_cost = BURN_COSTS[c.name as string] ?? null)));
    await analyzeOnPage(MODERN_BURN, 'modern');
    expect(await page.locator('table.sources tr[data-color="R"] td').allTextContents()).toEqual(['48 (86%)', '20 (100%)', '17', '82.4% Searing Blaze  turn 2']);
    expect(await page.locator('table.sources tr[data-color="G"] td').first().textContent()).toBe('8 (14%)');
    expect(await page.locator('.card-row', { hasText: 'Rift Bolt' }).locator('.cost').getAttribute('aria-label')).toBe('mana cost 2, red');
  });

  it('badges all twelve formats and switches format in one click', async () => {
    await extendAnswers((a) => {
      a.format_legality = Object.fromEntries(['standard', 'alchemy', 'historic', 'timeless', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'brawl', 'standardbrawl'].map((f) => [f, ['legacy', 'vintage'].includes(f) ? { status: 'legal', reason: 'Every card is legal.' } : { status: 'illegal', reason: 'Chrome Mox is banned.' }]));
    });
    await page.getByRole('button', { name: 'An illegal Modern list' }).click();
    await page.getByTestId('verdict').waitFor();
    expect(await page.locator('.badge').count()).toBe(12);
    expect(await page.getByTestId('legal-elsewhere').textContent()).toBe('This list is legal in Legacy, Vintage.');
    expect(await page.locator('.badge[aria-pressed="true"]').getAttribute('data-format')).toBe('modern');
    await shot('formats');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/analyze') && r.method() === 'POST');
    await page.locator('.badge[data-format="legacy"]').click();
    expect(JSON.parse((await sent).postData()!).format).toBe('legacy');
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict"] .verdict-title')?.textContent?.endsWith('in Legacy'));
    expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('legacy');
  });

  it('shows castability per key spell when the answer has it, and nothing when it does not', async () => {
    await analyzeOnPage(MODERN_BURN, 'modern');
    // The real answer's figures: Burning-Tree Emissary's hybrid cost is paid by Mountains.
    const row = page.getByTestId('castability-row').filter({ hasText: 'Burning-Tree Emissary' });
    expect(await row.locator('td').allTextContents()).toEqual(['', '2', '99.1%', '99.5%', '0.02 turns']);
    // Hardest first, a dozen rows, and a line for the rest (Burn casts 10 different spells: no such line).
    expect(await page.getByTestId('castability-row').count()).toBe(10);
    expect(await page.getByTestId('castability-rest').count()).toBe(0);
    await extendAnswers((a) => {
      delete a.mana_base.castability;
      delete a.mana_base.hardest_to_cast;
    });
    await page.getByRole('button', { name: 'Analyze deck' }).click();
    await page.waitForFunction(() => !document.querySelector('#h-castability'));
    expect(await page.locator('#h-castability').count()).toBe(0);
  });


  it('previews a card image by Scryfall id when online, and falls back to text offline or without an id', async () => {
    // Only Lightning Bolt keeps an id, so Goblin Guide shows the text fallback.
    await extendAnswers((a) => a.cards.forEach((c) => (c.scryfall_id = c.name === 'Lightning Bolt' ? BOLT_ID : null)));
    await analyzeOnPage(MODERN_BURN, 'modern');
    const bolt = page.locator('.card-row .card-name', { hasText: 'Lightning Bolt' });
    await bolt.hover();
    expect(await page.getByTestId('preview-image').getAttribute('src')).toBe(`https://cards.scryfall.io/normal/front/e/3/${BOLT_ID}.jpg`);
    await page.locator('.card-row .card-name', { hasText: 'Goblin Guide' }).hover();
    // The text fallback draws the real mana cost as symbols.
    expect(await page.getByTestId('preview-text').textContent()).toBe('Goblin GuideCreature — Goblin Scout');
    expect(await page.getByTestId('preview-text').locator('.cost').getAttribute('data-cost')).toBe('{R}');
    await context.setOffline(true);
    await bolt.focus();
    expect(await page.getByTestId('preview-text').textContent()).toBe('Lightning BoltInstant');
    expect(await page.getByTestId('preview-text').locator('.cost').getAttribute('aria-label')).toBe('mana cost red');
    await context.setOffline(false);
    // On a phone, a tap on the name shows the image.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await phone.route('https://cards.scryfall.io/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) }));
    const tapPage = await phone.newPage();
    await tapPage.route('**/api/analyze', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.cards.forEach((c: { name: string; scryfall_id?: string }) => c.name === 'Lightning Bolt' && (c.scryfall_id = BOLT_ID));
      await route.fulfill({ json: answer });
    });
    await tapPage.goto(`${base}/`);
    await tapPage.getByLabel('Decklist').fill(MODERN_BURN);
    await tapPage.getByRole('button', { name: 'Analyze deck' }).click();
    await tapPage.getByTestId('verdict').waitFor();
    await tapPage.locator('.card-row .card-name', { hasText: 'Lightning Bolt' }).tap();
    // The preview opens on the tap's event: wait for it to show (and hold the image) rather than read it at once;
    // a scroll that the tap sets off may re-place it a moment later.
    await tapPage.locator('#card-preview').waitFor({ state: 'visible', timeout: 5_000 });
    expect(await tapPage.locator('.card-name[aria-describedby="card-preview"]', { hasText: 'Lightning Bolt' }).count()).toBe(1);
    await tapPage.unrouteAll({ behavior: 'ignoreErrors' });
    await phone.close();
  });
});

describe('the page is a tool', () => {
  it('disables the button, shows a spinner and sets aria-busy while analysing', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/analyze', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Decklist').fill(MODERN_BURN);
    await page.getByRole('button', { name: 'Analyze deck' }).click();
    await page.getByTestId('loading').waitFor();
    expect(await page.locator('#analyze').isDisabled()).toBe(true);
    expect(await page.locator('#results').getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('#analyze .spinner').count()).toBe(1);
    await shot('loading');
    release();
    await page.getByTestId('verdict').waitFor();
    expect(await page.locator('#analyze').isDisabled()).toBe(false);
    expect(await page.locator('#results').getAttribute('aria-busy')).toBe('false');
  });

  it('says plainly when the server cannot be reached or fails, with a retry', async () => {
    await page.route('**/api/analyze', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Decklist').fill(MODERN_BURN);
    await page.getByRole('button', { name: 'Analyze deck' }).click();
    await page.getByTestId('error').waitFor();
    expect(await page.getByTestId('error').locator('.error-title').textContent()).toBe('Could not reach Deckdoctor');
    await shot('network-error');
    await page.unroute('**/api/analyze');
    await page.route('**/api/analyze', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('.error-title')?.textContent === 'The server could not answer');
    expect(await page.getByTestId('error').locator('p').nth(1).textContent()).toBe('It answered HTTP 502 without an analysis. Try again in a moment.');
  });

  it('fixes every typo in one click and one analysis', async () => {
    const typos = MODERN_BURN.replace('Lightning Bolt', 'Lightnig Bolt').replace('Goblin Guide', 'Goblin Guid').replace('Skullcrack', 'Skulcrack');
    await analyzeOnPage(typos, 'modern');
    expect(await page.getByTestId('fix-all').textContent()).toBe('Fix all 3 names');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.getByTestId('fix-all').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict"] .verdict-title')?.textContent === 'Legal in Modern');
    expect(posts).toHaveLength(1);
    expect(await page.getByLabel('Decklist').inputValue()).toBe(MODERN_BURN);
  });

  it('makes the first legendary creature the commander in one click', async () => {
    // Krenko first under a Deck header: the server reads a headerless list's first card as its commander when the
    // rest fits its identity, but a list with headers says where each card goes, so the page offers the move.
    const headerless = COMMANDER_EXAMPLE_REQUEST.decklist.replace('Commander\n1 Krenko, Mob Boss\n\nDeck\n', 'Deck\n1 Krenko, Mob Boss\n');
    await analyzeOnPage(headerless, 'commander');
    expect(await page.locator('[data-code="COMMANDER_MISSING"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Make Krenko, Mob Boss the commander' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verdict"] .verdict-title')?.textContent === 'Legal in Commander');
    expect(await page.getByLabel('Decklist').inputValue()).toMatch(/^Commander\n1 Krenko, Mob Boss\n\nDeck\n1 /);
  });

  it('analyses on Ctrl+Enter and keeps the deck and options across a reload', async () => {
    await page.getByLabel('Decklist').fill(MODERN_BURN);
    await page.getByLabel('Format', { exact: true }).selectOption('pioneer');
    await page.getByLabel('Best of three').check();
    await page.getByLabel('Decklist').press('Control+Enter');
    await page.getByTestId('verdict').waitFor();
    expect(await title()).toBe('Not legal in Pioneer');
    await page.reload();
    expect(await page.getByLabel('Decklist').inputValue()).toBe(MODERN_BURN);
    expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('pioneer');
    expect(await page.getByLabel('Best of three').isChecked()).toBe(true);
  });

  it('hides the best-of choice where it changes nothing', async () => {
    const visible = async (format: string) => {
      await page.getByLabel('Format', { exact: true }).selectOption(format);
      return page.locator('#best-of').isVisible();
    };
    expect(await visible('standard')).toBe(true);
    expect(await visible('pioneer')).toBe(true);
    expect(await visible('modern')).toBe(false);
    expect(await visible('commander')).toBe(false);
    expect(await visible('standardbrawl')).toBe(false);
  });

  it('shares a link that reopens the same analysis, from the permalink when the answer has one', async () => {
    // An answer without a permalink (a list over 64 KiB) shares the request itself in the fragment.
    await extendAnswers((a) => (a.permalink = null));
    await analyzeOnPage(MODERN_BURN, 'modern');
    const link = await page.getByTestId('share-link').inputValue();
    expect(link.startsWith(`${base}/#deck=`)).toBe(true);
    const other = await context.newPage();
    await other.goto(link);
    await other.getByTestId('verdict').waitFor();
    expect(await other.getByTestId('verdict').locator('.verdict-title').textContent()).toBe('Legal in Modern');
    expect(await other.getByLabel('Decklist').inputValue()).toBe(MODERN_BURN);
    // With the service's own permalink, the link reopens it by GET, on this page's origin whatever host the permalink names.
    const saved = await (await fetch(`${base}/api/analyze`, { method: 'POST', body: JSON.stringify({ decklist: MODERN_BURN, format: 'modern' }) })).json();
    expect(saved.permalink).toMatch(/\/api\/analyze\/p\/d[A-Za-z0-9_-]+$/);
    await other.goto(`${base}/?permalink=${encodeURIComponent(saved.permalink)}`);
    await other.getByTestId('verdict').waitFor();
    expect(await other.getByTestId('share-link').inputValue()).toBe(`${base}/?permalink=${encodeURIComponent(saved.permalink)}`);
    expect(await other.getByTestId('verdict').locator('.verdict-title').textContent()).toBe('Legal in Modern');
    expect(await other.getByLabel('Decklist').inputValue()).toMatch(/^Deck\n4 Goblin Guide\n/);
    await other.close();
  });

  it('exports the list as Arena and MTGO text, to copy or download', async () => {
    await analyzeOnPage(COMMANDER_EXAMPLE_REQUEST.decklist, 'commander');
    expect(await page.locator('#export-arena').inputValue()).toMatch(/^Commander\n1 Krenko, Mob Boss\n\nDeck\n1 /);
    const mtgo = await page.locator('#export-mtgo').inputValue();
    expect(mtgo.endsWith('\n36 Mountain\n\n1 Krenko, Mob Boss')).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Arena list' }).click();
    expect((await download).suggestedFilename()).toBe('deck-arena.txt');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.getByRole('button', { name: 'Copy MTGO list' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="export-status"]')?.textContent === 'MTGO list copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mtgo);
  });

  it('deals a sample opening hand, redraws and mulligans', async () => {
    await analyzeOnPage(MODERN_BURN, 'modern');
    const names = new Set(MODERN_BURN.split('\n').map((l) => l.replace(/^\d+ /, '')));
    const hand = await page.getByTestId('hand').locator('li').allTextContents();
    expect(hand).toHaveLength(7);
    expect(hand.every((n) => names.has(n))).toBe(true);
    await page.getByRole('button', { name: 'Mulligan' }).click();
    expect(await page.getByTestId('hand-note').textContent()).toMatch(/Mulligan to 6: keep these 7 and put 1 on the bottom\.$/);
    await page.getByRole('button', { name: 'Mulligan' }).click();
    expect(await page.getByTestId('hand-note').textContent()).toMatch(/Mulligan to 5: keep these 7 and put 2 on the bottom\.$/);
    await page.getByRole('button', { name: 'New hand' }).click();
    expect(await page.getByTestId('hand-note').textContent()).toMatch(/^\d lands?, \d spells?\.$/);
    expect(await page.getByTestId('hand').locator('li').count()).toBe(7);
  });

  it('says "this does not look like a decklist" for prose, never "card data unavailable"', async () => {
    await page.getByLabel('Decklist').fill('Hi! Can you please look at my deck and tell me what to change?\nI keep losing to control decks at my local store.');
    await page.getByRole('button', { name: 'Analyze deck' }).click();
    await page.getByTestId('not-a-decklist').waitFor();
    expect(await page.getByTestId('not-a-decklist').locator('.verdict-title').textContent()).toBe('This does not look like a decklist');
    const text = await page.locator('#results').textContent();
    expect(text).not.toMatch(/card data unavailable|pick a suggestion/i);
    await shot('not-a-decklist');
    // A list of names the data does not know is a list: the page says the names were not found, not that data is missing.
    await analyzeOnPage('4 Blorpo Fizzwhack\n4 Snerkle the Unseen\n52 Wibblemoor', 'modern');
    expect(await page.locator('.summary').textContent()).toBe('None of the names was found in the card data (mtgjson); check the spelling or the suggestions above.');
  });

  it('follows the system dark mode, toggles it, and remembers the choice; serves a favicon', async () => {
    const missing: string[] = [];
    page.on('response', (r) => r.status() >= 400 && missing.push(r.url()));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(21, 23, 26)');
    expect(await page.locator('#theme').getAttribute('aria-pressed')).toBe('true');
    await analyzeOnPage(MODERN_BURN, 'modern');
    await shot('dark');
    await page.locator('#theme').click();
    expect(await background()).toBe('rgb(251, 250, 247)');
    await page.reload();
    expect(await background()).toBe('rgb(251, 250, 247)');
    expect(missing).toEqual([]);
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    // Only mana-font's css/ and fonts/ are served from node_modules.
    expect((await fetch(`${base}/assets/mana/css/mana.min.css`)).status).toBe(200);
    expect((await fetch(`${base}/assets/mana/package.json`)).status).toBe(404);
    expect((await fetch(`${base}/assets/mana/less/mana.less`)).status).toBe(404);
  });
});
