import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLine, readLineInFull } from '../../src/decklist/line.js';
import { nameKey } from '../../src/domain/names.js';

/**
 * Plain "4 Name" / "4x Name" lines take a fast path in readLine; it must read
 * every line exactly as the full reader does.
 */

const DECKS = join(import.meta.dirname, '../fixtures/decks');
const corpusLines = readdirSync(DECKS)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => readFileSync(join(DECKS, f), 'utf8').split(/\r?\n/));

describe('the plain-line fast path', () => {
  it('reads every line of the deck corpus as the full reader does, and takes about two thirds of its card lines', () => {
    let fast = 0;
    for (const line of corpusLines) {
      expect(readLine(line), line).toEqual(readLineInFull(line));
      if (/^[1-9]\d{0,2}[xX]? [A-Za-z][A-Za-z',-]+( [A-Za-z',-]+)*$/.test(line)) fast++;
    }
    expect(corpusLines.length).toBeGreaterThan(2500);
    expect(fast / corpusLines.filter((l) => /^\d/.test(l)).length).toBeGreaterThan(0.6);
  });

  it.each([
    ['4 Lightning Bolt', { name: 'Lightning Bolt', quantity: 4 }],
    ['4x Goblin Guide', { name: 'Goblin Guide', quantity: 4 }],
    ["1 Urza's Saga", { name: "Urza's Saga", quantity: 1 }],
    ['4 x Goblin Guide', { name: 'Goblin Guide', quantity: 4 }],
    ['999 Relentless Rats', { name: 'Relentless Rats', quantity: 999 }],
  ])('%s', (line, card) => {
    expect(readLine(line)).toEqual({ kind: 'card', card: { ...card, key: nameKey(card.name), section: undefined } });
  });

  it('reads generated lines near the plain shape as the full reader does', () => {
    const piece = fc.constantFrom('4', '0', '04', '1000', '999', 'x', 'X', '4x', ' ', '  ', '\t', 'Bolt', 'Sideboard', 'SB:', 'Creatures', '(M10)', '(iko)', '226', '#tag', '*F*', '[Commander]', '//', '/', "'", ',', '-', 'Fire', 'Ice', 'a', 'Ö', 'Deck', 'About');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const line = parts.join(' ').replace(/^ /, '');
        expect(readLine(line)).toEqual(readLineInFull(line));
        const glued = parts.join('');
        expect(readLine(glued)).toEqual(readLineInFull(glued));
      }),
      { numRuns: 3000, seed: 15 },
    );
  });
});
