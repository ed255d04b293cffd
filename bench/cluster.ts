/**
 * `npm run bench:cluster`: POST /api/analyze throughput of `deckdoctor serve`
 * with 1 worker and with N (CLUSTER_WORKERS, default one per core), each a
 * separate process on the test store, loaded with autocannon from this process.
 * BENCH_SECONDS (default 10) per run, 20 connections.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/config.js';
import { MODERN_BURN } from '../test/helpers/decks.js';
import { deployedNodeFlags } from './server-process.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.CLUSTER_WORKERS ?? availableParallelism());
const store = resolve(PROJECT_ROOT, 'test-output/cards-2022.sqlite');
const body = JSON.stringify({ decklist: MODERN_BURN, format: 'modern', best_of: 'bo3' });

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function measure(count: number): Promise<autocannon.Result> {
  const port = await freePort();
  const db = join(mkdtempSync(join(tmpdir(), 'deckdoctor-bench-')), 'cards.sqlite');
  copyFileSync(store, db);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DECKDOCTOR_DB: db, DECKDOCTOR_LIVE: 'off', LOG_LEVEL: 'warn', DECKDOCTOR_MAX_EVENT_LOOP_DELAY_MS: '0' };
  const child = spawn(process.execPath, [...deployedNodeFlags(), resolve(PROJECT_ROOT, 'dist/src/cli/main.js'), 'serve', '--workers', String(count)], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Every worker loads its catalogue; readiness from one is not all, so wait until several in a row say ready.
    let readyInARow = 0;
    while (readyInARow < count * 3) {
      readyInARow = (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) ? readyInARow + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
    await autocannon({ url: `${url}/api/analyze`, method: 'POST', body, connections: 20, duration: 2 }); // warm-up
    return await autocannon({ url: `${url}/api/analyze`, method: 'POST', body, connections: 20, duration: seconds });
  } finally {
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const rows: string[] = [];
for (const count of [1, workers]) {
  const r = await measure(count);
  rows.push(`| ${count} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
}
console.log(['| workers | req/s | p50 ms | p99 ms | non-2xx |', '|---|---|---|---|---|', ...rows].join('\n'));
