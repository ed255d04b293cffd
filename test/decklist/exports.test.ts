/**
 * Realistic exports the parser once misread: website copies with type headings
 * and counts ("Creatures (16)"), names with a parenthesised word ("Hazmat Suit
 * (Used)"), and MTGO .txt files whose sideboard is larger than 15 cards.
 */
import { describe, expect, it } from 'vitest';
import { parseDecklist } from '../../src/decklist/parse.js';
import type { ParsedDeck, Section } from '../../src/domain/decklist.js';

const copies = (deck: ParsedDeck, section: Section) =>
  deck.entries.reduce((sum, e) => (e.section === section ? sum + e.quantity : sum), 0);

/** A Modern Burn list as copied from a deck website's page: type headings with counts. */
const WEBSITE_COPY = `Creatures (16)
4 Goblin Guide
4 Monastery Swiftspear
4 Eidolon of the Great Revel
4 Bonecrusher Giant

Instants (12)
4 Lightning Bolt
4 Lightning Helix
4 Boros Charm

Sorceries (12)
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics

Lands (20)
4 Inspiring Vantage
4 Sacred Foundry
2 Arid Mesa
2 Wooded Foothills
2 Bloodstained Mire
6 Mountain

Sideboard (15)
3 Kor Firewalker
2 Path to Exile
2 Skullcrack
4 Sanctifier en-Vec
2 Roiling Vortex
2 Deflecting Palm
`;

/** The same 60 cards as MTGO writes a .txt: main deck, a blank line, then a 16-card sideboard. */
const MTGO_TXT_16 = `4 Goblin Guide
4 Monastery Swiftspear
4 Eidolon of the Great Revel
4 Bonecrusher Giant
4 Lightning Bolt
4 Lightning Helix
4 Boros Charm
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Inspiring Vantage
4 Sacred Foundry
2 Arid Mesa
2 Wooded Foothills
2 Bloodstained Mire
6 Mountain

3 Kor Firewalker
2 Path to Exile
2 Skullcrack
4 Sanctifier en-Vec
2 Roiling Vortex
2 Deflecting Palm
1 Smash to Smithereens
`;

/** 99 singletons, then the commander after a blank line (Arena's and Moxfield's habit). */
const commanderLines = (n: number) => Array.from({ length: n }, (_, i) => `1 Card ${i + 1}`);

describe('website copies with type headings', () => {
  it('reads "Creatures (16)" and its kind as headings of main-deck groups: 60 + 15, not 63 + 16', () => {
    const deck = parseDecklist(WEBSITE_COPY);
    expect(copies(deck, 'main')).toBe(60);
    expect(copies(deck, 'sideboard')).toBe(15);
    expect(deck.entries).toHaveLength(22);
    expect(deck.entries.map((e) => e.name)).not.toContain('Creatures');
    expect(deck.diagnostics).toEqual([]);
  });

  it('reads joined type headings ("Instants & Sorceries", "Artifacts and Enchantments", "Enchantments/Planeswalkers") as headings', () => {
    // A Pioneer Niv to Light copy: the joined headings were read as cards, 63 cards with two unknown names.
    const text = ['Creatures', '4x Niv-Mizzet Reborn', '', 'Instants & Sorceries (10)', '4x Bring to Light', '4x Growth Spiral', '2x Absorb', '',
      'Artifacts and Enchantments', '2x Omen of the Sea', '', 'Enchantments/Planeswalkers:', '1x Ugin, the Spirit Dragon', '', 'Lands (24)', '24x Island'].join('\n');
    const deck = parseDecklist(text);
    expect(deck.entries.map((e) => e.name)).toEqual(['Niv-Mizzet Reborn', 'Bring to Light', 'Growth Spiral', 'Absorb', 'Omen of the Sea', 'Ugin, the Spirit Dragon', 'Island']);
    expect(copies(deck, 'main')).toBe(41);
    expect(deck.diagnostics).toEqual([]);
  });

  it('puts cards under a type heading back in the main deck after "Commander (1)"', () => {
    const text = 'Commander (1)\n1 Krenko, Mob Boss\n\nCreatures (2)\n1 Goblin Chieftain\n1 Goblin Matron\nSorcery (1)\n1 Goblin War Strike\nPlaneswalkers (1)\n1 Chandra, Torch of Defiance\nLands (2)\n2 Mountain';
    expect(parseDecklist(text).entries.map((e) => [e.section, e.quantity, e.name])).toEqual([
      ['commander', 1, 'Krenko, Mob Boss'],
      ['main', 1, 'Goblin Chieftain'],
      ['main', 1, 'Goblin Matron'],
      ['main', 1, 'Goblin War Strike'],
      ['main', 1, 'Chandra, Torch of Defiance'],
      ['main', 2, 'Mountain'],
    ]);
  });

  it('knows every type heading, singular or plural, with or without a count', () => {
    const headings = ['Creature', 'Lands (21)', 'Instants (8)', 'Instant', 'Sorcery (4)', 'Sorceries', 'Artifacts (3)', 'Enchantment (1)', 'Planeswalkers (2)', 'Battles (1)', 'Spells (24)', 'Other Spells (2)'];
    for (const heading of headings) {
      const deck = parseDecklist(`Sideboard\n1 Duress\n${heading}\n4 Opt`);
      expect(deck.entries.map((e) => [e.section, e.name])).toEqual([
        ['sideboard', 'Duress'],
        ['main', 'Opt'],
      ]);
    }
  });
});

describe('parenthesised words in names', () => {
  it('keeps "(Used)" in "Hazmat Suit (Used)": a set code is 2-6 letters and digits, upper case or followed by a number', () => {
    const text = '1 Hazmat Suit (Used)\n1 Hazmat Suit (Used) (UNF) 118\n1 Lightning Bolt (M10)\n1 Sol Ring (cmr) 472\n1 Opt (XLN) 65a\n1 Thing (Extra)';
    expect(parseDecklist(text).entries.map((e) => [e.quantity, e.name])).toEqual([
      [2, 'Hazmat Suit (Used)'],
      [1, 'Lightning Bolt'],
      [1, 'Sol Ring'],
      [1, 'Opt'],
      [1, 'Thing (Extra)'],
    ]);
  });
});

describe('MTGO .txt sideboards', () => {
  it('reads a 16-card final block as the sideboard once the blocks before it make 60', () => {
    const deck = parseDecklist(MTGO_TXT_16);
    expect(deck.sideboardFromTrailingBlock).toBe(true);
    expect(copies(deck, 'main')).toBe(60);
    expect(copies(deck, 'sideboard')).toBe(16);
  });

  it('still reads a large final block as main deck when the blocks before it are not a deck', () => {
    const deck = parseDecklist(`${commanderLines(40).join('\n')}\n\n20 Mountain`);
    expect(deck.sideboardFromTrailingBlock).toBe(false);
    expect(copies(deck, 'main')).toBe(60);
  });

  it('keeps the Commander shape: 99 cards, a blank line, the commander', () => {
    const deck = parseDecklist(`${commanderLines(99).join('\n')}\n\n1 Krenko, Mob Boss`);
    expect(deck.sideboardFromTrailingBlock).toBe(true);
    expect(copies(deck, 'main')).toBe(99);
    expect(deck.entries.at(-1)).toMatchObject({ name: 'Krenko, Mob Boss', section: 'sideboard' });
  });

  it('reads a 100-card list grouped by blank lines as one deck, not 64 cards and a 36-card sideboard', () => {
    const lines = commanderLines(64);
    const deck = parseDecklist(`${lines.slice(0, 30).join('\n')}\n\n${lines.slice(30).join('\n')}\n\n36 Mountain`);
    expect(deck.sideboardFromTrailingBlock).toBe(false);
    expect(copies(deck, 'main')).toBe(100);
  });

  it('reads a 75-card list grouped into blocks, the last of 15, as 60 + 15', () => {
    const lines = commanderLines(75);
    const deck = parseDecklist(`${lines.slice(0, 30).join('\n')}\n\n${lines.slice(30, 60).join('\n')}\n\n${lines.slice(60).join('\n')}`);
    expect(copies(deck, 'main')).toBe(60);
    expect(copies(deck, 'sideboard')).toBe(15);
  });
});
