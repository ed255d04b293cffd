import { describe, expect, it } from 'vitest';
import { parseDecklist } from '../../src/decklist/parse.js';
import type { ParsedDeck, Section } from '../../src/domain/decklist.js';
import { displayName, nameKey } from '../../src/domain/names.js';

const sectionCopies = (deck: ParsedDeck, section: Section) =>
  deck.entries.reduce((sum, e) => (e.section === section ? sum + e.quantity : sum), 0);

const entries = (text: string) =>
  parseDecklist(text).entries.map((e) => [e.section, e.quantity, e.name] as const);

describe('plain lines', () => {
  it('reads "4 Name", "4x Name" and a bare name as one copy', () => {
    expect(entries('4 Lightning Bolt\n2x Counterspell\nSol Ring')).toEqual([
      ['main', 4, 'Lightning Bolt'],
      ['main', 2, 'Counterspell'],
      ['main', 1, 'Sol Ring'],
    ]);
  });

  it('copes with tabs, CRLF, blank lines, a BOM and comments', () => {
    const text = '\uFEFF# my burn deck\r\n4\tLightning Bolt\r\n\r\n// creatures\r\n4 Goblin Guide\r\n';
    const deck = parseDecklist(text);
    expect(deck.entries.map((e) => [e.name, e.quantity, e.lines])).toEqual([
      ['Lightning Bolt', 4, [2]],
      ['Goblin Guide', 4, [5]],
    ]);
    expect(deck.diagnostics).toEqual([]);
  });

  it('merges repeated lines of one card, whatever their spelling', () => {
    const deck = parseDecklist('2 Lightning Bolt\n1 Counterspell\n2 lightning bolt');
    expect(deck.entries.map((e) => [e.name, e.quantity, e.lines])).toEqual([
      ['Lightning Bolt', 4, [1, 3]],
      ['Counterspell', 1, [2]],
    ]);
  });

  it('reports bad quantities and unreadable lines as diagnostics instead of throwing', () => {
    const deck = parseDecklist('0 Lightning Bolt\n-2 Shock\n1.5 Opt\n1000 Island\n4\n----\n3 Opt');
    expect(deck.entries.map((e) => [e.name, e.quantity])).toEqual([['Opt', 3]]);
    expect(deck.diagnostics.map((d) => [d.line, d.reason])).toEqual([
      [1, 'quantity 0 must be at least 1'],
      [2, 'quantity -2 must be at least 1'],
      [3, 'quantity 1.5 is not a whole number'],
      [4, 'quantity 1000 is more than 999'],
      [5, 'a quantity with no card name'],
      [6, 'no card name could be read'],
    ]);
  });

  it('accepts 999 copies (Relentless Rats decks)', () => {
    expect(entries('999 Relentless Rats')).toEqual([['main', 999, 'Relentless Rats']]);
  });
});

describe('multi-face names', () => {
  it('writes every spelling of a split card as "A // B"', () => {
    for (const raw of ['Fire // Ice', 'Fire/Ice', 'Fire  //Ice', 'Fire /  Ice', 'Fire///Ice']) {
      expect(displayName(raw)).toBe('Fire // Ice');
    }
    expect(entries('1 Fire/Ice\n1 Delver of Secrets // Insectile Aberration\n1 Bonecrusher Giant')).toEqual([
      ['main', 1, 'Fire // Ice'],
      ['main', 1, 'Delver of Secrets // Insectile Aberration'],
      ['main', 1, 'Bonecrusher Giant'],
    ]);
  });

  it('keys names insensitive to case, diacritics, ligatures, apostrophes and punctuation', () => {
    expect(nameKey('Lim-Dûl’s Vault')).toBe(nameKey("lim-dul's vault"));
    expect(nameKey('Jötun Grunt')).toBe(nameKey('Jotun Grunt'));
    expect(nameKey('Æther Vial')).toBe(nameKey('Aether Vial'));
    expect(nameKey('Fire // Ice')).toBe(nameKey('Fire/Ice'));
  });
});

describe('Arena exports', () => {
  const arena = [
    'About',
    'Name Mono-Red Aggro',
    '',
    'Companion',
    '1 Lurrus of the Dream-Den (IKO) 226',
    '',
    'Deck',
    '4 Monastery Swiftspear (KTK) 118',
    '20 Mountain (ZNR) 381',
    '',
    'Sideboard',
    '2 Roiling Vortex (ZNR) 156',
  ].join('\n');

  it('reads sections, set codes and the deck name', () => {
    const deck = parseDecklist(arena);
    expect(deck.deckName).toBe('Mono-Red Aggro');
    expect(deck.hasSectionHeaders).toBe(true);
    expect(deck.entries.map((e) => [e.section, e.quantity, e.name])).toEqual([
      ['companion', 1, 'Lurrus of the Dream-Den'],
      ['main', 4, 'Monastery Swiftspear'],
      ['main', 20, 'Mountain'],
      ['sideboard', 2, 'Roiling Vortex'],
    ]);
  });

  it('reads Commander and Deck sections', () => {
    const deck = parseDecklist('Commander\n1 Atraxa, Praetors\' Voice (2X2) 190\n\nDeck\n1 Sol Ring (C21) 263\n30 Forest');
    expect(deck.entries.map((e) => [e.section, e.quantity, e.name])).toEqual([
      ['commander', 1, "Atraxa, Praetors' Voice"],
      ['main', 1, 'Sol Ring'],
      ['main', 30, 'Forest'],
    ]);
  });
});

describe('Moxfield exports', () => {
  it('drops foil and etched markers and #tags, and reads SIDEBOARD:', () => {
    const text = '1 Sol Ring (C21) 263 *F* #ramp\n1 Arcane Signet (ELD) 331 *E*\n\nSIDEBOARD:\n1 Pyroblast';
    expect(entries(text)).toEqual([
      ['main', 1, 'Sol Ring'],
      ['main', 1, 'Arcane Signet'],
      ['sideboard', 1, 'Pyroblast'],
    ]);
  });
});

describe('TappedOut exports', () => {
  it('reads *CMDR* after a name as the commander, and a foil marker beside it as nothing', () => {
    // The Witherbloom Witchcraft precon pasted from TappedOut: *CMDR* was dropped as a foil marker, and the legal
    // precon was reported "No commander found", scored 3.9 and pointed to Vintage.
    const text = '1x Willowdusk, Essence Seer *CMDR*\n1x Sol Ring *F*\n1x Tivash, Gloom Summoner *f* *cmdr*\n36x Swamp';
    expect(entries(text)).toEqual([
      ['commander', 1, 'Willowdusk, Essence Seer'],
      ['main', 1, 'Sol Ring'],
      ['commander', 1, 'Tivash, Gloom Summoner'],
      ['main', 36, 'Swamp'],
    ]);
  });
});

describe('Archidekt exports', () => {
  it('reads categories: Commander makes a commander, Maybeboard and Sideboard their sections', () => {
    const text = [
      '1x Krenko, Mob Boss (ddt) 52 [Commander{top}]',
      '1x Sol Ring (cmr) 472 [Ramp,Artifact]',
      '1x Goblin Bombardment (tpr) 128 [Maybeboard{noDeck}{noPrice},Removal]',
      '1x Pyroblast (ice) 212 [Sideboard]',
      '30x Mountain (znr) 381 [Land]',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['commander', 1, 'Krenko, Mob Boss'],
      ['main', 1, 'Sol Ring'],
      ['maybeboard', 1, 'Goblin Bombardment'],
      ['sideboard', 1, 'Pyroblast'],
      ['main', 30, 'Mountain'],
    ]);
  });
});

describe('MTGO exports', () => {
  it('reads a headerless final block after a blank line as the sideboard', () => {
    const deck = parseDecklist('4 Lightning Bolt\n4 Goblin Guide\n52 Mountain\n\n3 Smash to Smithereens\n2 Pyroblast\n');
    expect(deck.sideboardFromTrailingBlock).toBe(true);
    expect(sectionCopies(deck, 'main')).toBe(60);
    expect(sectionCopies(deck, 'sideboard')).toBe(5);
  });

  it('keeps a large final block in the main deck (a grouped list, not a sideboard)', () => {
    const deck = parseDecklist('4 Lightning Bolt\n4 Goblin Guide\n\n24 Mountain\n');
    expect(deck.sideboardFromTrailingBlock).toBe(false);
    expect(sectionCopies(deck, 'main')).toBe(32);
  });

  it('reads SB: lines and the header spellings players use', () => {
    for (const header of ['Sideboard', 'Sideboard:', '//Sideboard', 'SIDEBOARD:', 'Sideboard (15)']) {
      const deck = parseDecklist(`4 Opt\n${header}\n2 Negate\nSB: 1 Duress`);
      expect(deck.entries.map((e) => [e.section, e.name])).toEqual([
        ['main', 'Opt'],
        ['sideboard', 'Negate'],
        ['sideboard', 'Duress'],
      ]);
    }
    for (const header of ['Maybeboard', 'Considering']) {
      expect(entries(`4 Opt\n${header}\n1 Negate`)).toEqual([
        ['main', 4, 'Opt'],
        ['maybeboard', 1, 'Negate'],
      ]);
    }
  });

  it('reads "Commander: Name" on one line', () => {
    expect(entries('Commander: Krenko, Mob Boss\n1 Sol Ring')).toEqual([
      ['commander', 1, 'Krenko, Mob Boss'],
      ['main', 1, 'Sol Ring'],
    ]);
  });

  it('reads .dek XML', () => {
    const dek = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      '  <NetDeckID>0</NetDeckID>',
      '  <PreconstructedDeckID>0</PreconstructedDeckID>',
      '  <Cards CatID="53917" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />',
      '  <Cards CatID="12345" Quantity="20" Sideboard="false" Name="Mountain" Annotation="0" />',
      '  <Cards CatID="23456" Quantity="2" Sideboard="true" Name="Fire/Ice" Annotation="0" />',
      '  <Cards CatID="34567" Quantity="0" Sideboard="true" Name="Shock" Annotation="0" />',
      '</Deck>',
    ].join('\n');
    const deck = parseDecklist(dek);
    expect(deck.source).toBe('mtgo_dek');
    expect(deck.entries.map((e) => [e.section, e.quantity, e.name, e.lines])).toEqual([
      ['main', 4, 'Lightning Bolt', [5]],
      ['main', 20, 'Mountain', [6]],
      ['sideboard', 2, 'Fire // Ice', [7]],
    ]);
    expect(deck.diagnostics.map((d) => [d.line, d.reason])).toEqual([[8, 'quantity 0 must be at least 1']]);
  });
});
