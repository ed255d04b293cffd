/**
 * The parser on hostile input: the inputs that used to block the service for
 * seconds parse to the right result at 1 MiB (linear time is shown by
 * recheck's verdicts in redos.test.ts and by construction in the scanners,
 * not by timing here), memory does not grow with what is pasted, and .dek
 * quantities are plain decimal counts or a line diagnostic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEK_ELEMENTS } from '../../src/decklist/dek.js';
import { MAX_DISTINCT_NAMES, MAX_LINES, parseDecklist } from '../../src/decklist/parse.js';
import { KEY_CACHE_LIMIT, KEY_CACHE_MAX_NAME_LENGTH, nameKey, nameKeyCacheSize } from '../../src/domain/names.js';

const MIB = 1 << 20;

const dek = (...cards: string[]) =>
  ['<?xml version="1.0" encoding="utf-8"?>', '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">', ...cards, '</Deck>'].join('\n');

const read = (text: string) => {
  const deck = parseDecklist(text);
  return {
    entries: deck.entries.map((e) => [e.section, e.quantity, e.name, e.lines] as const),
    diagnostics: deck.diagnostics.map((d) => [d.line, d.reason] as const),
  };
};

describe('the inputs that used to backtrack, at 1 MiB', () => {
  it('reads a count, a run of spaces and a U+2028 as one card', () => {
    for (const spaces of [4000, MIB]) {
      expect(read(`1${' '.repeat(spaces)}a\u2028b`)).toEqual({ entries: [['main', 1, 'a b', [1]]], diagnostics: [] });
    }
  });

  it('reads a name with a megabyte of spaces inside as one card', () => {
    expect(read(`a${' '.repeat(MIB)}b`)).toEqual({ entries: [['main', 1, 'a b', [1]]], diagnostics: [] });
  });

  it('reads a name followed by a megabyte of "[" (an unclosed category) as the name it is', () => {
    const deck = parseDecklist(`a${'['.repeat(MIB)}`);
    expect(deck.entries).toHaveLength(1);
    expect(deck.entries[0]!.name).toBe(`a${'['.repeat(MIB)}`);
  });

  it('reads runs of the other characters its steps look for', () => {
    for (const run of ['{', '(', '*', '#', ' #', '&', ']', '/', ':', 'x ']) {
      const deck = parseDecklist(`4 Name ${run.repeat(MIB / 4)}`);
      expect(deck.entries.length + deck.diagnostics.length).toBe(1);
    }
    expect(read(`1 Goblin [${'{'.repeat(MIB / 2)}Commander]`).entries).toEqual([['main', 1, 'Goblin', [1]]]);
  });

  it('reads .dek cards whose names hold entities, each on its own line, up to 10,000 elements', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `  <Cards Quantity="1" Name="&amp;c${i % 20}"/>`);
    const deck = parseDecklist(dek(...lines));
    expect(deck.entries).toHaveLength(20);
    expect(deck.entries[0]).toEqual({ name: '&c0', quantity: MAX_DEK_ELEMENTS / 20, section: 'main', lines: Array.from({ length: 500 }, (_, i) => 3 + 20 * i) });
    expect(deck.entries[19]!.quantity).toBe(500);
    expect(deck.diagnostics).toEqual([
      { line: 10_003, text: '<Cards Quantity="1" Name="&amp;c0"/>', reason: 'the deck has more than 10,000 <Cards> elements: nothing from here on was read' },
    ]);
  });

  it('reads a megabyte of broken .dek markup as diagnostics, not cards', () => {
    const junk = dek(`<Cards Name="${'&'.repeat(MIB / 4)}`, `<Cards ${'a='.repeat(MIB / 8)}`, '<Cards Quantity="2" Name="Opt"/>');
    expect(read(junk)).toEqual({
      entries: [['main', 2, 'Opt', [5]]],
      diagnostics: [
        [3, 'the <Cards> element could not be read'],
        [4, 'the <Cards> element could not be read'],
      ],
    });
  });
});

describe('bounded work', () => {
  it(`reads the first ${MAX_LINES} lines and says the rest was not read`, () => {
    const deck = parseDecklist(`${'1 Opt\n'.repeat(MAX_LINES)}1 Shock\n${'1 Duress\n'.repeat(MIB / 9)}`);
    expect(deck.entries.map((e) => [e.name, e.quantity])).toEqual([['Opt', MAX_LINES]]);
    expect(deck.diagnostics).toEqual([
      { line: MAX_LINES + 1, text: '1 Shock', reason: 'the list is longer than 10,000 lines: nothing from here on was read' },
    ]);
  });

  it('says nothing of blank lines past the limit, and reads a list of exactly the limit', () => {
    expect(parseDecklist(`4 Opt${'\n'.repeat(MIB)}`).diagnostics).toEqual([]);
    expect(parseDecklist(`4 Opt${'\r\n'.repeat(MAX_LINES - 2)}\r\n1 Shock`).entries.map((e) => [e.name, e.lines])).toEqual([
      ['Opt', [1]],
      ['Shock', [MAX_LINES]],
    ]);
  });
});

describe('at most MAX_DISTINCT_NAMES different names', () => {
  const names = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `2 Card ${from + i}`);

  it('reads the first MAX_DISTINCT_NAMES names, keeps counting copies of them, and says what was left out', () => {
    // Line MAX_DISTINCT_NAMES + 1 is the first name past the limit; "Card 0" again two lines later still counts.
    const deck = parseDecklist([...names(MAX_DISTINCT_NAMES), `3 Card ${MAX_DISTINCT_NAMES}`, `1 Card ${MAX_DISTINCT_NAMES + 1}`, '1 card 0', `4 Card ${MAX_DISTINCT_NAMES}`].join('\n'));
    expect(deck.entries).toHaveLength(MAX_DISTINCT_NAMES);
    expect(deck.entries[0]).toEqual({ name: 'Card 0', quantity: 3, section: 'main', lines: [1, MAX_DISTINCT_NAMES + 3] });
    expect(deck.namesDropped).toEqual({ limit: MAX_DISTINCT_NAMES, names: 2, copies: 8, firstLine: MAX_DISTINCT_NAMES + 1 });
  });

  it('counts the same name in two sections once, and leaves a list at the limit alone', () => {
    const deck = parseDecklist(['Deck', ...names(MAX_DISTINCT_NAMES - 1), '', 'Sideboard', '1 Card 0', `1 Card ${MAX_DISTINCT_NAMES - 1}`].join('\n'));
    expect(deck.entries).toHaveLength(MAX_DISTINCT_NAMES + 1);
    expect(deck.namesDropped).toBeUndefined();
  });

  it('applies to .dek files too', () => {
    const cards = Array.from({ length: MAX_DISTINCT_NAMES + 5 }, (_, i) => `<Cards CatID="1" Quantity="1" Sideboard="false" Name="Card ${i}" />`);
    const deck = parseDecklist(dek(...cards));
    expect(deck.entries).toHaveLength(MAX_DISTINCT_NAMES);
    expect(deck.namesDropped).toMatchObject({ limit: MAX_DISTINCT_NAMES, names: 5, copies: 5 });
  });
});

describe('bounded memory', () => {
  it('never caches an over-long name, and keeps the short ones', () => {
    const before = nameKeyCacheSize();
    expect(nameKey(`Lightning Bolt ${'x'.repeat(KEY_CACHE_MAX_NAME_LENGTH)}`)).toMatch(/^lightning bolt x+$/);
    expect(nameKeyCacheSize()).toBe(before);
    nameKey(`a name seen once ${Math.random()}`);
    expect(nameKeyCacheSize()).toBe(before + 1);
  });

  it('caches at most KEY_CACHE_LIMIT names however many it sees', () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < KEY_CACHE_LIMIT + 1000; i++) nameKey(`Card number ${round} ${i}`);
      expect(nameKeyCacheSize()).toBeLessThanOrEqual(KEY_CACHE_LIMIT);
      expect(nameKeyCacheSize()).toBeGreaterThanOrEqual(KEY_CACHE_LIMIT / 2);
    }
    expect(nameKey('Card number 0 7')).toBe('card number 0 7');
  });

  it('keeps nothing of a unique 1 MiB comment or card line', () => {
    const before = nameKeyCacheSize();
    for (let i = 0; i < 3; i++) {
      parseDecklist(`# ${i} ${'y'.repeat(MIB)}\n4 Opt`);
      parseDecklist(`1 ${i} ${'z'.repeat(MIB)}\n4 Opt`);
    }
    expect(nameKeyCacheSize()).toBeLessThanOrEqual(Math.min(before + 1, KEY_CACHE_LIMIT));
  });
});

describe('.dek quantities', () => {
  it('reads only plain decimal counts; anything else is a line diagnostic, never NaN', () => {
    const deck = read(
      dek(
        '<Cards Quantity="x" Name="Opt"/>',
        '<Cards Quantity="0x10" Name="Shock"/>',
        '<Cards Quantity="" Name="Duress"/>',
        '<Cards Quantity="1e1" Name="Negate"/>',
        '<Cards Quantity="4" Name="Lightning Bolt"/>',
        '<Cards Quantity="010" Sideboard="true" Name="Pyroblast"/>',
      ),
    );
    expect(deck.entries).toEqual([
      ['main', 4, 'Lightning Bolt', [7]],
      ['sideboard', 10, 'Pyroblast', [8]],
    ]);
    expect(deck.diagnostics).toEqual([
      [3, 'quantity "x" is not a whole number'],
      [4, 'quantity "0x10" is not a whole number'],
      [5, 'quantity "" is not a whole number'],
      [6, 'quantity "1e1" is not a whole number'],
    ]);
  });

  it('quotes the broken element in a diagnostic, not the whole line it sits on', () => {
    const line = `<Cards Quantity="x" Name="Opt"/>${'<Cards Quantity="1" Name="Shock"/>'.repeat(1000)}`;
    const deck = parseDecklist(dek(line));
    expect(deck.entries).toEqual([{ name: 'Shock', quantity: 1000, section: 'main', lines: Array(1000).fill(3) }]);
    expect(deck.diagnostics).toEqual([{ line: 3, text: '<Cards Quantity="x" Name="Opt"/>', reason: 'quantity "x" is not a whole number' }]);
  });

  it('decodes character references and reads several cards on one line', () => {
    const deck = read(dek('<Cards Quantity="1" Name="J&#246;tun Grunt"/><Cards Quantity=\'2\' Name="Lim-D&#xFB;l&apos;s Vault" />'));
    expect(deck.entries).toEqual([
      ['main', 1, 'Jötun Grunt', [3]],
      ['main', 2, "Lim-Dûl's Vault", [3]],
    ]);
  });
});

describe('any input', () => {
  /** Text built from the pieces the parser looks for, so odd combinations of them come up often. */
  const piece = fc.constantFrom(
    ' ', '  ', '\t', '\n', '\r\n', '\r', '\u2028', '\u00a0', '4', '4x', '0x10', '-1', '1.5', 'x', 'X ', '(', ')', '(SET)', '(Used)', '123', '★',
    '[', ']', '{', '}', '*F*', '*', '#', '#tag', '//', '/', ':', 'SB:', 'Commander', 'Sideboard', 'Creatures (27)', 'About', 'Name',
    'Lightning Bolt', 'Fire', 'Ice', '&amp;', '&#233;', '&', ';', '<Cards Quantity="', '" Name="', '"/>', '<?xml version="1.0"?><Deck>', '</Deck>',
  );
  const text = fc.oneof(fc.array(piece, { maxLength: 60 }).map((parts) => parts.join('')), fc.string({ unit: 'binary', maxLength: 200 }));

  it('never throws and answers whole counts from 1 to 999 with line numbers inside the text', () => {
    fc.assert(
      fc.property(text, (input) => {
        const deck = parseDecklist(input);
        const lineCount = input.split(/\r\n|\n|\r/).length;
        for (const entry of deck.entries) {
          expect(Number.isInteger(entry.quantity) && entry.quantity >= 1).toBe(true);
          expect(entry.lines.every((line) => line >= 1 && line <= lineCount)).toBe(true);
          expect(entry.name.trim()).toBe(entry.name);
        }
        for (const diagnostic of deck.diagnostics) expect(diagnostic.line >= 1 && diagnostic.line <= lineCount).toBe(true);
      }),
      { numRuns: 3000, seed: 10 },
    );
  });
});
