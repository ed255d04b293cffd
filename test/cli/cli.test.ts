import { execFile, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_STORE } from '../helpers/cards.js';
import { MODERN_BURN } from '../helpers/decks.js';
import { ILLEGAL_EXAMPLE_REQUEST } from '../../src/http/examples.js';
import { FakeScryfall, json, madeUpCard } from '../helpers/fake-scryfall.js';

// `npm test` compiles to dist/ first; the CLI is tested as users run it.
const CLI = resolve(__dirname, '../../dist/src/cli/main.js');
const dir = mkdtempSync(resolve(tmpdir(), 'deckdoctor-cli-'));
// The report's colour and width must not depend on how the test runner was started.
const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, COLUMNS: _columns, ...outer } = process.env;
const env = { ...outer, DECKDOCTOR_DB: TEST_STORE, DECKDOCTOR_LIVE: 'off', LOG_LEVEL: 'error' };

function run(args: string[], input?: string, extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [CLI, ...args], { env: { ...env, ...extraEnv }, input, encoding: 'utf8', timeout: 60_000 });
}

describe('deckdoctor CLI', () => {
  it('analyze prints a readable report and exits 0 for a legal deck', () => {
    const file = resolve(dir, 'burn.txt');
    writeFileSync(file, MODERN_BURN);
    const result = run(['analyze', file, '--format', 'modern', '--best-of', 'bo3']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Deckdoctor: Burn (modern, bo3)');
    expect(result.stdout).toContain('LEGAL  60 cards, sideboard 0');
    expect(result.stdout).toMatch(/^ {8}1 #{30} 16$/m);
    // Issue 11: 20 Mountains are not told to add red; the report shows castability per spell instead.
    expect(result.stdout).not.toContain('COLOR_SOURCES_SHORT');
    expect(result.stdout).toContain('R: 20 sources meet the 17 that Searing Blaze ({R}{R}) needs on turn 2 (Karsten 2022, 60-card table scaled to 20 lands).');
    expect(result.stdout.replace(/\s+/g, ' ')).toContain('Burning-Tree Emissary {R/G}{R/G}: turn 2, 99.1% on the play, 99.5% on the draw, 100.0% given enough lands, average delay 0.02 turns');
  });

  it('reads standard input, prints the API JSON with --json, and exits 1 for an illegal deck', () => {
    const result = run(['analyze', '-', '--format', 'modern', '--json'], ILLEGAL_EXAMPLE_REQUEST.decklist);
    expect(result.status).toBe(1);
    const analysis = JSON.parse(result.stdout);
    expect(analysis.legality.status).toBe('illegal');
    expect(analysis.legality.illegal_cards).toEqual(['Chrome Mox']);
  });

  it('exits 2 on bad usage or input', () => {
    expect(run(['analyze', resolve(dir, 'missing.txt')]).status).toBe(2);
    const badFormat = run(['analyze', '-', '--format', 'oathbreaker'], '4 Island');
    expect(badFormat.status).toBe(2);
    expect(badFormat.stderr).toContain('format "oathbreaker" is not supported');
    expect(run(['analyze', '-'], '   ').status).toBe(2);
    expect(run(['frobnicate']).status).toBe(2);
  });

  it('has --help for every command, and cards info shows the data age', () => {
    for (const args of [['--help'], ['analyze', '--help'], ['serve', '--help'], ['cards', '--help'], ['cards', 'import', '--help'], ['cards', 'sync', '--help'], ['cards', 'info', '--help']]) {
      const result = run(args);
      expect(result.status, args.join(' ')).toBe(0);
      expect(result.stdout).toContain('Usage: deckdoctor');
    }
    const info = run(['cards', 'info']);
    expect(info.status).toBe(0);
    expect(info.stdout).toContain('source:    mtgjson');
    expect(info.stdout).toContain('version:   5.2.0+20220425');
    expect(info.stdout).toMatch(/data date: 2022-04-25 \(\d+ days old: stale, run "deckdoctor cards sync"\)/);
    expect(info.stdout).toContain('cards:     23711 (23711 imported, 0 fetched live)');
  });

  it('cards import loads a Scryfall file into a fresh store', () => {
    const store = resolve(dir, 'fresh.sqlite');
    const result = spawnSync(process.execPath, [CLI, 'cards', 'import', resolve(__dirname, '../../../shared/carddata/scryfall-sample-2026-08-23.json')], {
      env: { ...env, DECKDOCTOR_DB: store },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Imported 32 cards \(32 objects read\) from .*scryfall-sample-2026-08-23\.json in [\d.]+ s$/m);
    expect(result.stdout).toContain('source scryfall, version scryfall-sample-2026-08-23.json, data date 2026-08-23');
  });

  it("cards sync downloads Scryfall's oracle_cards into the store (against a fake Scryfall)", async () => {
    const fake = new FakeScryfall(new Map());
    fake.fallback = (req, res) => {
      if (req.url === '/bulk-data') {
        json(res, 200, { object: 'list', data: [{ type: 'oracle_cards', download_uri: `${fake.url}/oracle.json`, updated_at: '2026-11-21T10:00:00.000+00:00' }] });
      } else json(res, 200, [madeUpCard('Cli Sync Elf')]);
    };
    await fake.start();
    try {
      const store = resolve(dir, 'synced.sqlite');
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'cards', 'sync'], {
        env: { ...env, DECKDOCTOR_DB: store, SCRYFALL_API_URL: fake.url },
      });
      expect(stdout).toMatch(/^Imported 1 cards \(1 objects read\) from .*scryfall-oracle-cards-2026-11-21\.json in [\d.]+ s$/m);
      expect(stdout).toContain('source scryfall, version oracle_cards 2026-11-21T10:00:00.000+00:00, data date 2026-11-21T10:00:00.000+00:00');
      expect(fake.requests.map((r) => r.url)).toEqual(['/bulk-data', '/oracle.json']);
    } finally {
      await fake.stop();
    }
  });

  it('serve finishes an in-flight answer on SIGTERM, then exits 0', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, [CLI, 'serve'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
    const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
    const url = `http://127.0.0.1:${port}/api/analyze`;
    // serve listens before the card store loads; /readyz says when it has.
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // A long list keeps the request in flight while the signal arrives.
    const decklist = Array.from({ length: 5000 }, (_, i) => `1 Unknown Card ${i}`).join('\n');
    const answer = fetch(url, { method: 'POST', body: JSON.stringify({ decklist, format: 'modern' }) });
    await new Promise((r) => setTimeout(r, 30));
    server.kill('SIGTERM');
    const response = await answer;
    expect(response.status).toBe(200);
    const body = await response.json();
    // One analysis reads at most 500 different names (MAX_DISTINCT_NAMES); the rest is reported, not dropped silently.
    expect(body.card_data.unresolved_unique_cards).toBe(500);
    expect(body.warnings.map((w: { code: string }) => w.code)).toContain('TOO_MANY_NAMES');
    expect(await exited).toBe(0);
  });
});
