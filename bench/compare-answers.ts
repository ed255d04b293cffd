/**
 * Writes the JSON answer of every fixture deck (test/fixtures/decks), each
 * also with two names misspelt so suggestions are covered, for this checkout;
 * or diffs two such files. Speed work must leave both files identical. The
 * answers themselves are not committed (they hold card data); their digests are,
 * in test/fixtures/answer-digests.json, which `digests` rewrites after a change
 * to the analysis made on purpose (the test then names every deck it changed).
 *
 *   npm run build && node dist/bench/compare-answers.js write /tmp/before.json   (in the old checkout)
 *   npm run build && node dist/bench/compare-answers.js write /tmp/after.json
 *   node dist/bench/compare-answers.js diff /tmp/before.json /tmp/after.json
 *   npm run build && node dist/bench/compare-answers.js digests   (after an analysis change made on purpose)
 *
 * COMPARE_PASSES=2 analyses the corpus twice in one process and writes the
 * second pass, so answers built from memos of earlier requests are compared too;
 * COMPARE_PREPARE=1 prepares every card first; COMPARE_FROM_STORE=N reads
 * cards from the store as `deckdoctor serve` does, keeping N parsed records.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CardCatalog } from '../src/cards/catalog.js';
import { CardResolver } from '../src/cards/resolver.js';
import { CardStore } from '../src/cards/store.js';
import { DeckService } from '../src/service/service.js';
import type { DeckAnalysis } from '../src/contract/schemas.js';
import { ANSWER_DIGESTS_FILE, answerDigests, corpusAnswers } from '../test/helpers/corpus-answers.js';

const STORE = process.env.DECKDOCTOR_DB ?? 'test-output/cards-2022.sqlite';
const NOW = new Date('2026-11-22T12:00:00Z');
/** COMPARE_PASSES=2 writes the answers of a second pass over the corpus in the same process. */
const PASSES = Number(process.env.COMPARE_PASSES ?? 1);

/**
 * COMPARE_FROM_STORE=N answers from a catalogue over the store as `deckdoctor serve` builds it
 * (records read when needed, foreign names looked up in the store), keeping only N parsed records,
 * so records are dropped and read again between and within requests.
 */
const fromStore = process.env.COMPARE_FROM_STORE ? Number(process.env.COMPARE_FROM_STORE) : null;

function catalogOf(store: CardStore): CardCatalog {
  if (fromStore === null) return new CardCatalog(store.provenance(), store.all());
  return CardCatalog.fromStore(store.provenance(), store.names(), {
    load: (name) => store.record(name),
    foreignName: (key) => store.foreignName(key),
    keptRecords: fromStore,
  });
}

async function answersOfThisCheckout(): Promise<Record<string, DeckAnalysis>> {
  const store = new CardStore(STORE);
  // No time budget for suggestions: a busy machine must not cut them short in one checkout and not the other.
  const service = new DeckService(new CardResolver(catalogOf(store), { now: () => NOW, suggestionBudgetMs: Infinity }), () => NOW);
  if (!fromStore) store.close();
  if (process.env.COMPARE_PREPARE === '1') await service.prepareCards();
  let answers: Record<string, DeckAnalysis> = {};
  // Later passes answer from warm per-card and pay-curve memos (no answer cache): their answers are the ones written.
  for (let pass = 0; pass < PASSES; pass++) {
    service.answers?.clear();
    answers = await corpusAnswers(service);
  }
  return answers;
}

async function write(out: string): Promise<void> {
  const answers = await answersOfThisCheckout();
  writeFileSync(out, JSON.stringify(answers, null, 1));
  console.log(`${Object.keys(answers).length} answers written to ${out}`);
}

/** Records the digest of every answer, which test/analysis/answers-unchanged.test.ts compares against. */
async function digests(): Promise<void> {
  const answers = await answersOfThisCheckout();
  writeFileSync(ANSWER_DIGESTS_FILE, `${JSON.stringify(answerDigests(answers), null, 1)}\n`);
  console.log(`${Object.keys(answers).length} answer digests written to ${ANSWER_DIGESTS_FILE}`);
}

function diff(a: string, b: string): void {
  const left = JSON.parse(readFileSync(a, 'utf8')) as Record<string, unknown>;
  const right = JSON.parse(readFileSync(b, 'utf8')) as Record<string, unknown>;
  const ids = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const differing = ids.filter((id) => JSON.stringify(left[id]) !== JSON.stringify(right[id]));
  console.log(`${ids.length} answers compared, ${differing.length} differ${differing.length ? `: ${differing.join(', ')}` : ''}`);
  if (differing.length) process.exitCode = 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'write' && first) await write(first);
else if (command === 'digests') await digests();
else if (command === 'diff' && first && second) diff(first, second);
else {
  console.error('usage: compare-answers write OUT.json | diff A.json B.json | digests');
  process.exitCode = 2;
}
