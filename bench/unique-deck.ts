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
  let x = seed * 2654435761;
  while (names.size < 14) {
    x = (x * 1103515245 + 12345) >>> 0;
    names.add(pool[x % pool.length]!);
  }
  return `${[...names].map((n) => `4 ${n}`).join('\n')}\n2 Island\n2 Mountain\n`;
}
