import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecklist, parseDecklistAfresh } from '../../src/decklist/parse.js';
import { readingsHash, readLines } from '../../src/decklist/line.js';

/**
 * A list pasted again in another text (another comment or title line, other
 * blank lines) is parsed once, from its second sight on (parse.ts): the texts
 * share one parsed deck. The names here are made up so no other test's lists
 * share their lines.
 */

const list = (comment: string, blank = '') => `${comment}\n4 Zzshared Alpha\n3 Zzshared Beta\n${blank}\n2 Zzshared Gamma\n`;

describe('the memo of parsed lists', () => {
  it('gives every text of one list the same parsed deck, from the second sight on', () => {
    const first = parseDecklist(list('// first paste'));
    const second = parseDecklist(list('// first paste'));
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    const other = parseDecklist(list('# another title', '   '));
    expect(other).toBe(second);
    expect(other.entries).toEqual([
      { name: 'Zzshared Alpha', quantity: 4, section: 'main', lines: [2] },
      { name: 'Zzshared Beta', quantity: 3, section: 'main', lines: [3] },
      // The block after the last blank line is a sideboard-sized final block: the sideboard, as MTGO .txt writes it.
      { name: 'Zzshared Gamma', quantity: 2, section: 'sideboard', lines: [5] },
    ]);
  });

  it('keeps lists apart when a card line differs in its text, even where it reads the same', () => {
    const plain = '4 Zzapart Alpha\n2 Zzapart Beta\n';
    const counted = '4x Zzapart Alpha\n2 Zzapart Beta\n';
    parseDecklist(plain);
    const kept = parseDecklist(plain);
    const other = parseDecklist(counted);
    expect(other).not.toBe(kept);
    expect(other).toEqual(kept);
  });

  it("quotes each text's own line in its diagnostics: an unread line is part of the signature", () => {
    const withError = (comment: string) => `${comment}\n4 Zzquote Alpha\n1000 Zzquote Beta\n`;
    parseDecklist(withError('// one'));
    const kept = parseDecklist(withError('// one'));
    expect(parseDecklist(withError('// two'))).toBe(kept);
    expect(kept.diagnostics).toEqual([{ line: 3, text: '1000 Zzquote Beta', reason: expect.stringContaining('999') }]);
    expect(parseDecklist('// two\n4 Zzquote Alpha\n1001 Zzquote Beta\n').diagnostics[0]!.text).toBe('1001 Zzquote Beta');
  });

  it('never shares a list with a line the memo of lines does not keep (longer than 200 characters)', () => {
    const long = `4 Zzlong ${'Word '.repeat(45)}Alpha`;
    expect(long.length).toBeGreaterThan(200);
    const text = `4 Zzlong Beta\n${long}\n`;
    expect(readingsHash(readLines(text.split('\n')))).toBeNull();
    parseDecklist(text);
    expect(parseDecklist(text)).not.toBe(parseDecklist(text));
  });

  it('hashes blank and comment lines by their kind alone, so texts that differ only there share a parse', () => {
    const hash = (text: string) => readingsHash(readLines(text.split('\n')));
    expect(hash('// a\n\n4 Zzsign Alpha')).toBe(hash('# b\n  \n4 Zzsign Alpha'));
    parseDecklist('// a\n\n4 Zzsign Alpha');
    const kept = parseDecklist('// a\n\n4 Zzsign Alpha');
    expect(parseDecklist('# b\n  \n4 Zzsign Alpha')).toBe(kept);
    // A blank line where the comment was moves the card line: another list.
    expect(parseDecklist('\n// a\n4 Zzsign Alpha')).not.toBe(kept);
  });

  it('answers every text of a list as a parse of that text afresh would, whatever its lines (generated lists)', () => {
    const cardLine = fc.constantFrom('4 Zzgen Alpha', '4x Zzgen Beta', '1 Zzgen Gamma (M10) 12', 'SB: 2 Zzgen Delta', '1000 Zzgen Epsilon', 'Zzgen Zeta', '2 ', 'x Zzgen');
    const headerLine = fc.constantFrom('Deck', 'Sideboard', 'Commander', 'Creatures (12)', 'About', 'Name Zzgen Deck', 'Maybeboard');
    const quietLine = fc.constantFrom('', '   ', '// a comment', '# a title', '//');
    const lines = fc.array(fc.oneof(cardLine, headerLine, quietLine), { minLength: 1, maxLength: 24 });
    // Another text: each comment line written another way, and each blank line as spaces or as a comment (another list, then).
    const rewrite = (line: string, i: number) => (line.trim() === '' ? (i % 2 === 0 ? ' '.repeat(i % 3) : '// was blank') : line.startsWith('//') || line.startsWith('#') ? `// rewritten ${i}` : line);
    fc.assert(
      fc.property(lines, (list) => {
        const text = list.join('\n');
        const other = list.map(rewrite).join('\n');
        parseDecklist(text);
        expect(parseDecklist(text)).toEqual(parseDecklistAfresh(text));
        expect(parseDecklist(other)).toEqual(parseDecklistAfresh(other));
      }),
      { numRuns: 2000, seed: 24 },
    );
  });
});
