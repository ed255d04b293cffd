/**
 * npm run bench:event-loop: how long one worst-case request blocks the
 * server (issue 10 asks for at most about 100 ms at 1 MiB). Each input runs
 * against a fresh `deckdoctor serve` in its own process, so a request that
 * would take hours is cut off by EL_TIMEOUT_MS and the process killed. The
 * probe reports the longest event-loop delay, and a GET /api/analyze sent
 * while the POST is being processed shows what other clients wait.
 *
 *   EL_SIZES (4096,65536,1048576 bytes of body)  EL_TIMEOUT_MS (20000)  EL_INPUTS (comma list of names)
 *   EL_SETTLE_MS (4000): the wait after the warm-up requests, as for a server up a few seconds
 */
import { request } from 'node:http';
import { CardStore } from '../src/cards/store.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { startServerProcess } from './server-process.js';

const SIZES = (process.env.EL_SIZES ?? '4096,65536,1048576').split(',').map(Number);
const TIMEOUT_MS = Number(process.env.EL_TIMEOUT_MS ?? 20_000);
const SETTLE_MS = Number(process.env.EL_SETTLE_MS ?? 4_000);
const MAX_BODY = 1024 * 1024;

/** Each input builds a decklist whose JSON body is about `bytes` long. */
type Input = { name: string; build: (bytes: number, realNames: string[]) => string };

/** Lines from `unit` until their JSON-escaped size (quotes and newlines doubled) would pass `bytes`. */
const fill = (bytes: number, unit: (i: number) => string) => {
  const parts: string[] = [];
  // Bounded: every line adds at least two bytes.
  for (let size = 0, i = 0; ; i++) {
    const next = unit(i);
    const cost = Buffer.byteLength(JSON.stringify(next)) - 2 + 2;
    if (size + cost > bytes) break;
    parts.push(next);
    size += cost;
  }
  return parts.join('\n');
};

const INPUTS: Input[] = [
  { name: 'quantity + spaces + U+2028', build: (n) => `1${' '.repeat(n - 40)}a\u2028b` },
  { name: '"a" + spaces + "b"', build: (n) => `a${' '.repeat(n - 40)}b` },
  { name: '"a" + "[" x n', build: (n) => `a${'['.repeat(n - 40)}` },
  { name: '.dek &amp;cN lines', build: (n) => `<?xml version="1.0"?>\n<Deck>\n${fill(n - 100, (i) => `<Cards Quantity="1" Name="&amp;c${i}"/>`)}\n</Deck>` },
  { name: 'unique junk names', build: (n) => fill(n - 40, (i) => `1 Qzx${i.toString(36)}vwy Jklmn`) },
  { name: 'real-looking card lines', build: (n, names) => fill(n - 40, (i) => `${(i % 4) + 1} ${names[i % names.length]} (M${10 + (i % 12)}) ${i % 300} *F*`) },
];

/** The JSON body; the builders already count JSON-escaped bytes, so this only guards the 1 MiB limit. */
function jsonBody(decklist: string): string {
  const body = JSON.stringify({ decklist });
  if (Buffer.byteLength(body) > MAX_BODY) throw new Error(`a body of ${Buffer.byteLength(body)} bytes would be refused with 413`);
  return body;
}

interface Timed {
  status: number | string;
  ms: number;
}

/** One request over node:http; `onSent` fires once the whole body is with the kernel. */
function timedRequest(url: string, method: string, body: string | null, onSent?: () => void): Promise<Timed> {
  const start = performance.now();
  return new Promise((resolveTimed) => {
    const req = request(url, { method, agent: false, headers: body ? { 'content-type': 'application/json' } : {}, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolveTimed({ status: res.statusCode ?? 0, ms: performance.now() - start }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolveTimed({ status: error.message === 'timeout' ? 'timeout' : error.message, ms: performance.now() - start }));
    req.end(body ?? undefined, onSent);
  });
}

interface Row {
  input: string;
  kib: number;
  post: Timed;
  get: Timed | null;
  loopMaxMs: number | null;
}

async function measure(store: string, input: Input, bytes: number, names: string[]): Promise<Row> {
  const body = jsonBody(input.build(bytes, names));
  const server = await startServerProcess(store);
  try {
    // Warm up first (JIT, lazy indexes, a fuzzy suggestion), so the figure is the input's and not a cold start's.
    await timedRequest(`${server.url}/api/analyze/demo`, 'GET', null);
    await timedRequest(`${server.url}/api/analyze`, 'POST', JSON.stringify({ decklist: '4 Lightning Bolt\n4 Lightnig Blot\n52 Mountain' }));
    // A server that has been up a few seconds: it has built its suggestion index in the background.
    await new Promise((settled) => setTimeout(settled, SETTLE_MS));
    await server.ask('loop-reset');
    let get: Promise<Timed> | null = null;
    const post = timedRequest(`${server.url}/api/analyze`, 'POST', body, () => {
      // Give the server 20 ms to start on the POST, then see how long another client waits.
      setTimeout(() => {
        get = timedRequest(`${server.url}/api/analyze`, 'GET', null);
      }, 20);
    });
    const postResult = await post;
    const getResult = get ? await get : null;
    const loop = typeof postResult.status === 'number' ? await server.ask('loop', 2000) : null;
    return { input: input.name, kib: Buffer.byteLength(body) / 1024, post: postResult, get: getResult, loopMaxMs: loop?.loopMaxMs ?? null };
  } finally {
    await server.stop();
  }
}

function realNames(store: string): string[] {
  const cards = new CardStore(store);
  const names: string[] = [];
  for (const { record } of cards.all()) if (names.length < 20_000) names.push(record.name);
  cards.close();
  return names;
}

const show = (t: Timed | null) => (t === null ? 'none (POST done)' : typeof t.status === 'number' ? `${t.ms.toFixed(0)} ms` : `>${(TIMEOUT_MS / 1000).toFixed(0)} s (${t.status})`);

async function main(): Promise<void> {
  const store = await ensureTestStore();
  const names = realNames(store);
  const wanted = process.env.EL_INPUTS?.split(',');
  console.log(`event-loop: per-input timeout ${TIMEOUT_MS} ms, sizes ${SIZES.join(', ')} bytes`);
  console.log(`${'input'.padEnd(28)}${'body KiB'.padStart(9)}${'status'.padStart(8)}${'POST'.padStart(16)}${'loop max'.padStart(12)}${'concurrent GET'.padStart(18)}`);
  for (const input of INPUTS.filter((i) => !wanted || wanted.includes(i.name))) {
    for (const bytes of SIZES) {
      const row = await measure(store, input, bytes, names);
      const loop = row.loopMaxMs === null ? '-' : `${row.loopMaxMs.toFixed(0)} ms`;
      console.log(`${row.input.padEnd(28)}${row.kib.toFixed(0).padStart(9)}${String(row.post.status).padStart(8)}${show(row.post).padStart(16)}${loop.padStart(12)}${show(row.get).padStart(18)}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
