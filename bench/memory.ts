/**
 * `npm run bench:memory`: where a server's memory goes under decks never seen
 * before. Starts `deckdoctor serve` as deployed (its V8 flags from `npm
 * start`), loads it with unique decks (50 connections) for MEMORY_ROUNDS
 * rounds (3) of MEMORY_SECONDS (12), and after each prints RSS, the V8 heap
 * and each of its spaces (allocated/used, MiB); then a full collection, so
 * the last line is what survives. MEMORY_NODE_ARGS replaces the flags (to
 * try others); MEMORY_SNAPSHOT=1 writes a heap snapshot into the project
 * folder at the end.
 */
import autocannon from 'autocannon';
import { deployedNodeFlags, rssMiB, startServerProcess, type ServerProcess } from './server-process.js';
import { corpusNames, uniqueDeck } from './unique-deck.js';

const rounds = Number(process.env.MEMORY_ROUNDS ?? 3);
const seconds = Number(process.env.MEMORY_SECONDS ?? 12);
const flags = process.env.MEMORY_NODE_ARGS === undefined ? deployedNodeFlags() : process.env.MEMORY_NODE_ARGS.split(' ').filter(Boolean);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function show(server: ServerProcess, label: string): Promise<void> {
  const memory = (await server.ask('memory'))?.memory;
  const spaces = (await server.ask('heap-spaces'))?.spaces ?? [];
  if (!memory) return void console.log(`${label}: the server did not answer`);
  const heapSpaces = spaces.filter((s) => s.space_size > 0).map((s) => `${s.space_name.replace('_space', '')} ${mib(s.space_size)}/${mib(s.space_used_size)}`);
  console.log(`${label}: RSS ${(await rssMiB(server.child.pid!))?.toFixed(0)} MiB; heap ${mib(memory.heapUsed)} of ${mib(memory.heapTotal)}, external ${mib(memory.external)}; ${heapSpaces.join(', ')}`);
}

async function main(): Promise<void> {
  const pool = corpusNames();
  const server = await startServerProcess('test-output/cards-2022.sqlite', [...flags, '--expose-gc'], { LOG_LEVEL: 'info' });
  try {
    console.log(`Node flags: ${flags.join(' ') || '(none)'}`);
    await show(server, 'after start');
    let seed = 1;
    for (let round = 1; round <= rounds; round++) {
      const result = await autocannon({
        url: `${server.url}/api/analyze`,
        connections: 50,
        duration: seconds,
        requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: JSON.stringify({ decklist: uniqueDeck(pool, seed++), format: 'standard' }) }) }],
      });
      await show(server, `round ${round} (${result.requests.average} req/s)`);
    }
    await server.ask('gc');
    await show(server, 'after a full collection');
    if (process.env.MEMORY_SNAPSHOT === '1') console.log(`snapshot: ${(await server.ask('snapshot', 120_000))?.file}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
