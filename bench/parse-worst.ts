/**
 * Benchmark (not part of the test suite): how long parseDecklist blocks the
 * event loop on the inputs that used to backtrack or search quadratically,
 * each scaled to about 1 MiB (the largest body the service accepts). Parsing
 * is synchronous, so the time of one call is the time every other request
 * waits. The goal is about 100 ms at most on a 2-core machine. On a shared
 * machine the minimum and the CPU time show the parser's own cost; the first
 * run includes compiling the parser (the service's first large request).
 *
 *   npm run bench:parse          (BENCH_PARSE_RUNS=7 by default; --expose-gc so
 *                                 building one input is not charged to the next)
 */
import { cpus, loadavg } from 'node:os';
import { parseDecklist } from '../src/decklist/parse.js';

const MIB = 1 << 20;
const RUNS = Number(process.env.BENCH_PARSE_RUNS ?? 7);
const BUDGET_MS = 100;

/** Repeats `unit` until the text reaches about 1 MiB. */
const fill = (unit: string) => unit.repeat(Math.max(1, Math.floor(MIB / unit.length)));

const dek = (cards: string) => `<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n${cards}</Deck>\n`;

/** Each worst input of issue 10 at 1 MiB, and a few more aimed at the scanners. */
const INPUTS: Array<[string, () => string]> = [
  ['"1" + spaces + "a\\u2028b" (one line)', () => `1${' '.repeat(MIB - 5)}a\u2028b`],
  ['"1" + 4000 spaces + "a\\u2028b", repeated lines', () => fill(`1${' '.repeat(4000)}a\u2028b\n`)],
  ['"a" + spaces + "b"', () => `a${' '.repeat(MIB - 2)}b`],
  ['"a" + "[" x 1 MiB', () => `a${'['.repeat(MIB - 1)}`],
  ['.dek: <Cards Name="&amp;cN"/> lines', () => dek(Array.from({ length: 26_000 }, (_, i) => `<Cards Quantity="1" Name="&amp;c${i}"/>\n`).join(''))],
  ['.dek: unclosed values and "&" runs', () => dek(fill(`<Cards Name="${'&'.repeat(60)}\n<Cards a=a=a=a=\n`))],
  ['Archidekt category of "{" x 1 MiB', () => `1 Goblin [${'{'.repeat(MIB - 12)}]`],
  ['Moxfield lines "1 Name (SET) 12 *F* #tag"', () => Array.from({ length: 30_000 }, (_, i) => `1 Card ${i} (SET) 12 *F* #tag\n`).join('')],
  ['one 1 MiB comment line', () => `# ${'y'.repeat(MIB - 2)}`],
  ['a million blank lines', () => '\n'.repeat(MIB)],
  ['262,144 lines "1 a" (one card)', () => fill('1 a\n')],
  ['210,000 distinct bare names', () => Array.from({ length: 210_000 }, (_, i) => (i + 36 ** 3).toString(36)).join('\n')],
  ['runs of " #", "(", "*", "/"', () => fill(`4 Name ${' #'.repeat(100)}${'('.repeat(100)}${'*'.repeat(100)}${'/'.repeat(100)}\n`)],
];

/** Wall time (what other requests wait) and this process's CPU time (what the parse costs when the machine is shared). */
function time(text: string): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  parseDecklist(text);
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function main(): void {
  console.log(`parseDecklist on ~1 MiB worst inputs: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()[0]!.toFixed(1)}, ${RUNS} runs each`);
  let worst = 0;
  for (const [label, make] of INPUTS) {
    const text = make();
    // Building the input leaves garbage; collect it now so its collection is not charged to the parse.
    (globalThis as { gc?: () => void }).gc?.();
    const runs = Array.from({ length: RUNS }, () => time(text));
    const walls = runs.map((r) => r.wall);
    const max = Math.max(...walls);
    worst = Math.max(worst, max);
    const size = `${(Buffer.byteLength(text) / MIB).toFixed(2)} MiB`;
    console.log(
      `${label.padEnd(46)} ${size.padStart(9)}  first ${ms(walls[0]!)}  min ${ms(Math.min(...walls))}  median ${ms(median(walls))}  max ${ms(max)}  cpu median ${ms(median(runs.map((r) => r.cpu)))}`,
    );
  }
  console.log(`worst block ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms): ${worst <= BUDGET_MS ? 'within' : 'OVER'}`);
}

main();
