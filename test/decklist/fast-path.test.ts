import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLine, readLineInFull, type LineReading } from '../../src/decklist/line.js';

/**
 * Plain "4 Name" / "4x Name" lines take a fast path in readLine; it must read
 * every line exactly as the full reader does.
 */

/** A reading without its number in the memo of lines, which only the memo gives. */
const content = ({ seq: _seq, ...reading }: LineReading) => reading;

const DECKS = join(import.meta.dirname, '../fixtures/decks');
const corpusLines = readdirSync(DECKS)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => readFileSync(join(DECKS, f), 'utf8').split(/\r?\n/));

describe('the plain-line fast path', () => {
  it('reads every line of the deck corpus as the full reader does, and takes about two thirds of its card lines', () => {
    let fast = 0;
    for (const line of corpusLines) {
      expect(content(readLine(line)), line).toEqual(content(readLineInFull(line)));
      if (/^[1-9]\d{0,2}[xX]? [A-Za-z][A-Za-z',-]+( [A-Za-z',-]+)*$/.test(line)) fast++;
    }
    expect(corpusLines.length).toBeGreaterThan(2500);
    expect(fast / corpusLines.filter((l) => /^\d/.test(l)).length).toBeGreaterThan(0.6);
  });

  it.each([
    ['4 Lightning Bolt', { name: 'Lightning Bolt', quantity: 4, key: 'lightning bolt' }],
    ['4x Goblin Guide', { name: 'Goblin Guide', quantity: 4, key: 'goblin guide' }],
    ["1 Urza's Saga", { name: "Urza's Saga", quantity: 1, key: 'urzas saga' }],
    ['4 x Goblin Guide', { name: 'Goblin Guide', quantity: 4, key: 'goblin guide' }],
    ['999 Relentless Rats', { name: 'Relentless Rats', quantity: 999, key: 'relentless rats' }],
  ])('%s', (line, card) => {
    expect(content(readLine(line))).toEqual({ kind: 'card', card: { ...card, section: undefined } });
  });

  it('reads generated lines near the plain shape as the full reader does', () => {
    const piece = fc.constantFrom('4', '0', '04', '1000', '999', 'x', 'X', '4x', ' ', '  ', '\t', 'Bolt', 'Sideboard', 'SB:', 'Creatures', '(M10)', '(iko)', '226', '#tag', '*F*', '[Commander]', '//', '/', "'", ',', '-', 'Fire', 'Ice', 'a', 'Ö', 'Deck', 'About');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const line = parts.join(' ').replace(/^ /, '');
        expect(content(readLine(line))).toEqual(content(readLineInFull(line)));
        const glued = parts.join('');
        expect(content(readLine(glued))).toEqual(content(readLineInFull(glued)));
      }),
      { numRuns: 3000, seed: 15 },
    );
  });
});
