/** Decks of real card names never sent before, for the benchmarks: each seed a different deck. */
import { readFileSync } from 'node:fs';
import { DECKS } from '../test/fixtures/decks/index.js';

/** Every plain `4 Name` card line of the corpus (read from the source folder, so run from the project root). */
export const corpusNames = (): string[] => [
  ...new Set(DECKS.flatMap((d) => [...readFileSync(`test/fixtures/decks/${d.file}`, 'utf8').matchAll(/^\d+x? ([A-Z][^(\n]{3,})$/gm)].map((m) => m[1]!.trim()))),
];

/** A 60-card deck of real card names never sent before: 14 random names from the pool, 4 each, plus basics. */
export function uniqueDeck(pool: string[], seed: number): string {
  const names = new Set<string>();
  // 32-bit integer arithmetic throughout (Math.imul): with floating-point products the low bits were lost
  // past seed 2^21 or so, and even small seeds gave a fifth of their decks twice.
  let x = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  while (names.size < 14) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6a09e667) >>> 0;
    names.add(pool[x % pool.length]!);
  }
  return `${[...names].map((n) => `4 ${n}`).join('\n')}\n2 Island\n2 Mountain\n`;
}
