/**
 * The container's start script and cluster mode, run as the image runs them
 * (the compiled CLI under docker/entrypoint.sh), on this machine: no Docker
 * daemon is needed to check what the image would do at start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCRYFALL_SAMPLE, TEST_STORE } from '../helpers/cards.js';
import { MODERN_BURN } from '../helpers/decks.js';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRYPOINT = join(ROOT, 'docker/entrypoint.sh');
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function start(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(ENTRYPOINT, args, {
    env: { ...process.env, APP_DIR: ROOT, PORT: String(port), HOST: '127.0.0.1', DECKDOCTOR_LIVE: 'off', DECKDOCTOR_DOWNLOAD_ON_START: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  running.push(child);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

async function until(url: string, status: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const got = await fetch(url).then((r) => r.status, () => 0);
    if (got === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered ${status}`);
}

function childPids(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
}

describe('docker/entrypoint.sh', () => {
  it('builds the card store in an empty data volume from a snapshot placed there, then turns ready', async () => {
    const data = mkdtempSync(join(tmpdir(), 'deckdoctor-volume-'));
    copyFileSync(SCRYFALL_SAMPLE, join(data, 'scryfall-sample-2026-08-23.json'));
    const server = await start([], { DECKDOCTOR_DATA_DIR: data });
    await until(`${server.url}/healthz`, 200);
    await until(`${server.url}/readyz`, 200);
    expect(existsSync(join(data, 'cards.sqlite'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses a data volume it cannot write, with exit 73 and a reason', () => {
    const parent = mkdtempSync(join(tmpdir(), 'deckdoctor-volume-'));
    writeFileSync(join(parent, 'not-a-dir'), '');
    const result = spawnSync(ENTRYPOINT, ['serve'], { env: { ...process.env, APP_DIR: ROOT, DECKDOCTOR_DATA_DIR: join(parent, 'not-a-dir/data') }, encoding: 'utf8' });
    expect(result.status).toBe(73);
    expect(result.stderr).toMatch(/^deckdoctor: the data volume .*not-a-dir\/data is not writable by uid \d+; mount a volume this user owns\n$/);
  });

  it('passes other commands to deckdoctor (cards info on the volume)', () => {
    const data = mkdtempSync(join(tmpdir(), 'deckdoctor-volume-'));
    copyFileSync(TEST_STORE, join(data, 'cards.sqlite'));
    const result = spawnSync(ENTRYPOINT, ['cards', 'info'], { env: { ...process.env, APP_DIR: ROOT, DECKDOCTOR_DATA_DIR: data }, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`store:     ${join(data, 'cards.sqlite')}`);
  });
});

/** The V8 flags a launch line gives node: the words starting with `--` before the script. */
const nodeFlags = (line: string): string[] => line.slice(0, line.indexOf('main.js')).split(/\s+/).filter((word) => word.startsWith('--'));

describe('the server\'s V8 flags', () => {
  // A young generation of 8 MiB semi-spaces instead of V8's 16 keeps RSS under load about 20 MiB lower (README,
  // Memory): every way of starting the server must give node the same flags.
  const npmStart = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const shebang = readFileSync(join(ROOT, 'src/cli/main.ts'), 'utf8').split('\n')[0]!;
  const entrypoint = readFileSync(ENTRYPOINT, 'utf8').split('\n').find((line) => line.startsWith('exec node'))!;

  it('are the same in npm start, the command\'s first line and the container\'s start script', () => {
    expect(nodeFlags(npmStart)).toEqual(['--max-semi-space-size=8']);
    expect(shebang).toBe('#!/usr/bin/env -S node --max-semi-space-size=8');
    expect(nodeFlags(entrypoint)).toEqual(nodeFlags(npmStart));
  });

  it('reach the process the container runs', async () => {
    const data = mkdtempSync(join(tmpdir(), 'deckdoctor-volume-'));
    copyFileSync(TEST_STORE, join(data, 'cards.sqlite'));
    const server = await start(['serve'], { DECKDOCTOR_DATA_DIR: data });
    await until(`${server.url}/readyz`, 200);
    const argv = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(argv.slice(1, 2)).toEqual(['--max-semi-space-size=8']);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('serve --workers (node:cluster)', () => {
  it('runs N workers on one port, answers from them, and stops them all on SIGTERM after in-flight answers', async () => {
    const data = mkdtempSync(join(tmpdir(), 'deckdoctor-volume-'));
    copyFileSync(TEST_STORE, join(data, 'cards.sqlite'));
    const server = await start(['serve', '--workers', '2'], { DECKDOCTOR_DATA_DIR: data });
    await until(`${server.url}/readyz`, 200);
    const workers = childPids(server.child.pid!);
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${server.url}/api/analyze`, { method: 'POST', body: JSON.stringify({ decklist: MODERN_BURN, format: 'modern' }) }).then((r) => r.json()),
      ),
    );
    expect(answers.map((a) => a.legality.status)).toEqual(Array(6).fill('legal'));
    const slow = fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      body: JSON.stringify({ decklist: Array.from({ length: 5000 }, (_, i) => `1 Unknown Card ${i}`).join('\n'), format: 'modern' }),
    });
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const response = await slow;
    expect(response.status).toBe(200);
    // One analysis reads at most 500 different names (MAX_DISTINCT_NAMES; TOO_MANY_NAMES beyond).
    expect((await response.json()).card_data.unresolved_unique_cards).toBe(500);
    expect(await server.exited).toBe(0);
    expect(workers.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  }, 60_000);
});
