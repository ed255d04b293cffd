/**
 * Fuzzy suggestions: time to build the index and time per unknown name (goal
 * under 0.5 ms), over misspellings of every card line in the deck corpus
 * (one letter dropped, two letters swapped, one doubled), each name new to the memo.
 *
 *   npm run bench:suggest
 */
import { readFileSync } from 'node:fs';
import { CardCatalog } from '../src/cards/catalog.js';
import { CardStore } from '../src/cards/store.js';
import { distance } from 'fastest-levenshtein';
import { nameKey } from '../src/domain/names.js';
import { suggestionDistance } from '../src/cards/suggestion-index.js';
import { DECKS } from '../test/fixtures/decks/index.js';
import { percentile } from './in-process.js';

const STORE = process.env.DECKDOCTOR_DB ?? 'test-output/cards-2022.sqlite';

function misspellings(name: string): string[] {
  const at = Math.floor(name.length / 2);
  return [name.slice(0, at) + name.slice(at + 1), name.slice(0, at - 1) + name[at] + name[at - 1] + name.slice(at + 1), name.slice(0, at) + name[at] + name.slice(at)];
}

function scan(name: string): number {
  const key = nameKey(name);
  const max = suggestionDistance(key.length);
  let near = 0;
  for (const candidate of allKeys) if (Math.abs(candidate.length - key.length) <= max && distance(key, candidate) <= max) near++;
  return near;
}

const store = new CardStore(STORE);
const records = [...store.all()].map((c) => c.record);
const allKeys = records.flatMap((r) => [r.name, ...r.faceNames].map(nameKey));
const catalog = new CardCatalog(store.provenance(), records.map((record) => ({ record, fetchedAt: null })));
store.close();
let start = performance.now();
catalog.warmSuggestions();
console.log(`suggestion index built in ${(performance.now() - start).toFixed(0)} ms`);

const names = new Set<string>();
for (const deck of DECKS) {
  for (const line of readFileSync(`test/fixtures/decks/${deck.file}`, 'utf8').split('\n')) {
    const plain = /^\d+x?\s+([A-Za-z][^(]{4,})$/.exec(line.trim());
    if (plain) for (const typo of misspellings(plain[1]!.trim())) if (!catalog.lookup(typo)) names.add(typo);
  }
}
// The scan the index replaced, on the same names, as a reference that the machine's load affects alike.
const keys = [...names].slice(0, 200);
start = performance.now();
for (const name of keys) scan(name);
const scanMean = (performance.now() - start) / keys.length;
const times: number[] = [];
let offered = 0;
// CPU time as well as wall time: on a shared machine the wall clock also counts time spent waiting for a core.
const cpuBefore = process.cpuUsage();
for (const name of names) {
  start = performance.now();
  offered += catalog.suggest(name).length > 0 ? 1 : 0;
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(`scan of every key (before the index): mean ${scanMean.toFixed(3)} ms per name (${keys.length} names)`);
console.log(`${times.length} unknown names: median ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, mean ${mean.toFixed(3)} ms (goal < 0.5 ms); ${offered} got suggestions`);
console.log(`CPU time per unknown name: ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(3)} ms (load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`);
