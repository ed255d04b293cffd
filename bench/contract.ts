/**
 * What the contract additions of issue 13 cost per answer (not part of the
 * test suite): the legality review of one format against all twelve
 * (format_legality and the LIKELY_OTHER_FORMAT hint), the whole analyzeDeck,
 * and packing and unpacking a permalink.
 *
 *   npm run bench:contract      (BENCH_RUNS=2000 by default; DECKDOCTOR_DB picks the store)
 */
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openCardData } from '../src/cards/bootstrap.js';
import { parseDecklist } from '../src/decklist/parse.js';
import { joinDeck, assembleDeck } from '../src/analysis/deck.js';
import { analyzeDeck } from '../src/analysis/analyze.js';
import { reviewLegality } from '../src/rules/legality.js';
import { formatVerdicts, likelyOtherFormat, reviewEveryFormat } from '../src/rules/format-legality.js';
import { FORMATS } from '../src/domain/formats.js';
import { COMMANDER_EXAMPLE_REQUEST, ILLEGAL_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from '../src/http/examples.js';
import { decodePermalink, encodePermalink } from '../src/service/permalink.js';
import type { AnalyzeInput } from '../src/service/service.js';

const runs = Number(process.env.BENCH_RUNS ?? 2000);

function time(label: string, fn: () => unknown): void {
  for (let i = 0; i < 200; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(3);
  console.log(`  ${label.padEnd(44)} median ${at(50)} ms   p99 ${at(99)} ms`);
}

async function main(): Promise<void> {
  const { resolver } = await openCardData({ ...loadConfig(), liveEnabled: false }, pino({ level: 'warn' }));
  const cases: Array<[string, AnalyzeInput]> = [
    ['60-card Standard deck (legal)', STANDARD_EXAMPLE_REQUEST],
    ['100-card Commander deck (legal)', COMMANDER_EXAMPLE_REQUEST],
    ['Modern deck sent as Standard (illegal)', { ...ILLEGAL_EXAMPLE_REQUEST, format: 'standard' }],
  ];
  for (const [label, input] of cases) {
    const parsed = parseDecklist(input.decklist);
    const { records, source, checkedAt } = await resolver.resolve([...new Set(parsed.entries.map((e) => e.name))]);
    const format = FORMATS[input.format];
    console.log(`${label} (${runs} runs):`);
    time('legality, the requested format only', () => reviewLegality(assembleDeck(parsed, records, format), format, input.best_of));
    time('format_legality: all twelve formats + hint', () => {
      const joined = joinDeck(parsed, records);
      const reviews = reviewEveryFormat(joined, parsed, input.best_of, input.format);
      return [formatVerdicts(reviews), likelyOtherFormat(joined, reviews, input.format)];
    });
    const cardData = { source, checkedAt, fetchedLive: false, dataAvailable: true, suggestions: {} };
    time('analyzeDeck, whole answer', () => analyzeDeck(parsed, records, { format: input.format, bestOf: input.best_of, cardData, now: new Date() }));
    const code = encodePermalink(input)!;
    time(`encodePermalink (${code.length} characters)`, () => encodePermalink(input));
    time('decodePermalink', () => decodePermalink(code));
  }
}

await main();
