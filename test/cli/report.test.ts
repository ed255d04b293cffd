import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import pc from 'picocolors';
import { TEST_STORE, analyze } from '../helpers/cards.js';
import { MODERN_BURN } from '../helpers/decks.js';
import { renderReport } from '../../src/cli/report.js';
import { readDeck } from '../fixtures/decks/index.js';
import { ILLEGAL_EXAMPLE_REQUEST } from '../../src/http/examples.js';
import { FakeScryfall, json } from '../helpers/fake-scryfall.js';

// The readable report as a player meets it: colours, wrapping, commander, prompt, no log lines.
const CLI = resolve(__dirname, '../../dist/src/cli/main.js');
const dir = mkdtempSync(resolve(tmpdir(), 'deckdoctor-report-'));
const { NO_COLOR: _n, FORCE_COLOR: _f, COLUMNS: _c, CI: _ci, ...outer } = process.env;
const env = { ...outer, DECKDOCTOR_DB: TEST_STORE, DECKDOCTOR_LIVE: 'off' };
const ESC = String.fromCharCode(27);
const ANSI = new RegExp(`${ESC}\\[[0-9;]*m`, 'g');

function run(args: string[], input?: string, extra: Record<string, string> = {}) {
  return spawnSync(process.execPath, [CLI, ...args], { env: { ...env, ...extra }, input, encoding: 'utf8', timeout: 60_000 });
}

function runAsync(args: string[], input: string, extra: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...env, ...extra } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', () => done({ stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('deckdoctor analyze: the readable report', () => {
  it('colours warnings by severity with FORCE_COLOR, and never with NO_COLOR or in a pipe', () => {
    const forced = run(['analyze', '-', '--format', 'modern'], ILLEGAL_EXAMPLE_REQUEST.decklist, { FORCE_COLOR: '1' });
    expect(forced.status).toBe(1);
    // critical: bold red; minor: cyan; the verdict red.
    expect(forced.stdout).toContain(`${ESC}[1m${ESC}[31m[critical]${ESC}[39m${ESC}[22m ${ESC}[1m${ESC}[31mBANNED_CARD${ESC}[39m${ESC}[22m: Chrome Mox is banned in Modern.`);
    expect(forced.stdout).toContain(`${ESC}[36m[minor]${ESC}[39m ${ESC}[36mCARD_DATA_STALE${ESC}[39m`);
    expect(forced.stdout).toContain(`${ESC}[1m${ESC}[31mILLEGAL${ESC}[39m${ESC}[22m`);
    const plain = run(['analyze', '-', '--format', 'modern'], ILLEGAL_EXAMPLE_REQUEST.decklist, { NO_COLOR: '1' });
    expect(plain.stdout).not.toContain(ESC);
    expect(plain.stdout).toBe(forced.stdout.replace(ANSI, ''));
    expect(run(['analyze', '-', '--format', 'modern'], ILLEGAL_EXAMPLE_REQUEST.decklist).stdout).toBe(plain.stdout);
  });

  it('wraps long lines to COLUMNS with a hanging indent', () => {
    const result = run(['analyze', '-', '--format', 'modern'], ILLEGAL_EXAMPLE_REQUEST.decklist, { COLUMNS: '60' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(60);
    const banned = lines.findIndex((l) => l.startsWith('  [critical] COPY_LIMIT_EXCEEDED: Lightning Bolt'));
    expect(lines[banned]).toBe('  [critical] COPY_LIMIT_EXCEEDED: Lightning Bolt: 5 copies');
    expect(lines[banned + 1]).toBe('             across deck and sideboard; at most 4 allowed');
    const unwrapped = run(['analyze', '-', '--format', 'modern'], ILLEGAL_EXAMPLE_REQUEST.decklist).stdout;
    expect(unwrapped).toContain('  [critical] COPY_LIMIT_EXCEEDED: Lightning Bolt: 5 copies across deck and sideboard; at most 4 allowed (Modern allows 4 copies of a card).');
  });

  it('names the commander, its bracket with reasons and the template', () => {
    const file = resolve(dir, 'krenko.txt');
    writeFileSync(file, readDeck('commander-krenko-goblins'));
    const out = run(['analyze', file, '--format', 'commander']).stdout;
    expect(out).toContain('Commander: Krenko, Mob Boss\nBracket: 2 (Core)\n  - No Game Changers.\n');
    expect(out).toContain('Template (The Command Zone):\n  lands             36  (36-38) ok\n  ramp              10  (10-12) ok\n');
    expect(out).toContain('Castability (hardest first):\n  - Conspicuous Snoop {R}{R}: turn 2, 99.4% on the play, 99.4% on the draw, 99.6% given enough lands, average delay 0.01 turns\n');
  });

  it('--help lists the twelve formats', () => {
    for (const args of [['--help'], ['analyze', '--help']]) {
      const out = run(args).stdout;
      expect(out).toContain('Formats (--format):\n  standard       Standard\n  alchemy        Alchemy\n');
      expect(out).toContain('  standardbrawl  Standard Brawl (60 cards)\n  pauper         Pauper\n');
      expect(out).toContain('NO_COLOR=1');
    }
  });

  it('analyze - on a terminal prompts for the paste (driven through script(1) for a real pty)', () => {
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} analyze - --format modern`;
    const result = spawnSync('script', ['-qec', command, '/dev/null'], { env: { ...env, NO_COLOR: '1' }, input: '4 Lightning Bolt\n56 Mountain\n\u0004', encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout).toContain('Paste a decklist, then press Ctrl-D on a new line (Ctrl-Z then Enter on Windows).');
    expect(result.stdout).toContain('Deckdoctor: Mono-Red Burn (modern, bo1)');
    // Piped input gets no prompt.
    expect(run(['analyze', '-', '--format', 'modern'], '4 Lightning Bolt\n56 Mountain').stderr).toBe('');
  });

  it('a live-lookup failure is a warning in the report, never a JSON log line', async () => {
    const fake = new FakeScryfall(new Map());
    fake.fallback = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    await fake.start();
    try {
      // Asynchronous, so the fake Scryfall in this process can answer while the CLI runs.
      const args = ['analyze', '-', '--format', 'modern'];
      const input = '4 Lightning Bolt\n4 Brand New Card From Tomorrow\n52 Mountain';
      const result = await runAsync(args, input, { DECKDOCTOR_LIVE: 'on', SCRYFALL_API_URL: fake.url, LOG_LEVEL: 'info' });
      expect(fake.requests.map((r) => r.url)).toContain('/cards/collection');
      expect(result.stdout).toContain('CARD_LOOKUP_FAILED');
      const verbose = await runAsync([...args, '--verbose'], input, { DECKDOCTOR_LIVE: 'on', SCRYFALL_API_URL: fake.url, LOG_LEVEL: 'info' });
      expect(verbose.stderr).toContain('"level"');
      expect(verbose.stdout).not.toContain('"level"');
      expect(result.stdout).toContain('CARD_LOOKUP_FAILED');
      expect(`${result.stdout}${result.stderr}`).not.toContain('"level"');
      expect(result.stderr).toBe('');
    } finally {
      await fake.stop();
    }
  });

  it('lists castability per key spell, hardest first, and the on-curve odds when the answer has no castability', async () => {
    const a = await analyze(MODERN_BURN, 'modern');
    const plain = { c: pc.createColors(false), width: Number.POSITIVE_INFINITY };
    const report = renderReport(a, plain);
    expect(report).toContain('Castability (hardest first):\n  - Burning-Tree Emissary {R/G}{R/G}: turn 2, 99.1% on the play, 99.5% on the draw, 100.0% given enough lands, average delay 0.02 turns\n');
    expect(report).not.toContain('Cast on curve');
    delete a.mana_base.castability;
    expect(renderReport(a, plain)).toContain('Cast on curve (on the play):\n  - Searing Blaze {R}{R}: turn 2, 82.4% (20 R sources, 17 needed)\n');
  });

});
