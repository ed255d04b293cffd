import { describe, expect, it } from 'vitest';
import { parseDecklist } from '../../src/decklist/parse.js';
import { analyze } from '../helpers/cards.js';
import { readDeck } from '../fixtures/decks/index.js';

/**
 * Paste shapes from deck sites, deck editors and forum posts that were read
 * wrong (each line below is the shape a player pastes). Izzet Murktide, Modern,
 * early 2022: 60 main and 15 sideboard cards.
 */
const MURKTIDE_MAIN = [
  ["Dragon's Rage Channeler", 4], ['Murktide Regent', 4], ['Ragavan, Nimble Pilferer', 4], ['Delver of Secrets', 2], ['Brazen Borrower', 2],
  ['Consider', 4], ['Expressive Iteration', 4], ['Lightning Bolt', 4], ['Unholy Heat', 4], ['Counterspell', 4], ['Spell Pierce', 2],
  ['Mishra\'s Bauble', 4], ['Fire // Ice', 1], ['Spirebluff Canal', 4], ['Steam Vents', 3], ['Scalding Tarn', 4], ['Misty Rainforest', 1], ['Island', 3], ['Mountain', 2],
] as const;
const MURKTIDE_SIDE = [['Blood Moon', 2], ['Engineered Explosives', 2], ['Flusterstorm', 2], ['Mystical Dispute', 2], ['Subtlety', 2], ['Magus of the Moon', 1], ['Fury', 2], ['Dress Down', 2]] as const;
const copies = (rows: ReadonlyArray<readonly [string, number]>) => rows.reduce((n, [, q]) => n + q, 0);

function counts(text: string): { main: number; sideboard: number; names: string[] } {
  const parsed = parseDecklist(text);
  const sum = (section: string) => parsed.entries.filter((e) => e.section === section).reduce((n, e) => n + e.quantity, 0);
  return { main: sum('main'), sideboard: sum('sideboard'), names: parsed.entries.map((e) => e.name) };
}

describe('paste shapes: set codes, bullets, counts after the name, headers with counts', () => {
  it('reads the lists as 60 and 15', () => {
    expect([copies(MURKTIDE_MAIN), copies(MURKTIDE_SIDE)]).toEqual([60, 15]);
  });

  it('Deckstats and MTGTop8 write the set before the name: "4 [MH2] Murktide Regent", XMage "4 [MH2:135] ..."', () => {
    const deckstats = ['//Main', ...MURKTIDE_MAIN.map(([n, q]) => `${q} [MH2] ${n}`), '//Sideboard', ...MURKTIDE_SIDE.map(([n, q]) => `SB: ${q} [MH2:12] ${n}`)].join('\n');
    const read = counts(deckstats);
    expect([read.main, read.sideboard]).toEqual([60, 15]);
    expect(read.names).toContain('Murktide Regent');
    expect(read.names.some((n) => n.startsWith('['))).toBe(false);
  });

  it('Reddit bullets, bold headings, "Name x4" and "Main Deck: 60" headers', () => {
    const reddit = ['**Main Deck: 60**', ...MURKTIDE_MAIN.map(([n, q]) => `* ${q} ${n}`), '', '**Sideboard: 15**', ...MURKTIDE_SIDE.map(([n, q]) => `- ${n} x${q}`)].join('\n');
    const read = counts(reddit);
    expect([read.main, read.sideboard]).toEqual([60, 15]);
    expect(read.names).toContain('Blood Moon');
    expect(parseDecklist(reddit).diagnostics).toEqual([]);
    expect(counts('Lightning Bolt x 4\nMountain X16').main).toBe(20);
  });

  it('a trailing "# comment" goes as Moxfield\'s #tags do', () => {
    expect(counts('4 Counterspell # maybe 3?\n4 Lightning Bolt #burn').names).toEqual(['Counterspell', 'Lightning Bolt']);
  });

  it('an Archidekt label after the categories ("^Have,#37d67a^") is dropped with them, and the commander category still places the card', () => {
    const parsed = parseDecklist('1x Meren of Clan Nel Toth (c15) 49 [Commander{top},Creature] ^Have,#37d67a^\n1x Wood Elves (7ed) 284 [Creature,Sacrifice] ^Have,#37d67a^');
    expect(parsed.entries.map((e) => [e.name, e.section])).toEqual([['Meren of Clan Nel Toth', 'commander'], ['Wood Elves', 'main']]);
  });

  it('a companion written under Companion and again in the Arena sideboard is one card, not a sixteenth', () => {
    const arena = ['Companion', '1 Lurrus of the Dream-Den (IKO) 226', '', 'Deck', '60 Mountain', '', 'Sideboard', '1 Lurrus of the Dream-Den (IKO) 226', '14 Pyroblast'].join('\n');
    const parsed = parseDecklist(arena);
    expect(parsed.entries.map((e) => [e.name, e.section, e.quantity])).toEqual([
      ['Lurrus of the Dream-Den', 'companion', 1],
      ['Mountain', 'main', 60],
      ['Pyroblast', 'sideboard', 14],
    ]);
  });
});

describe('paste shapes that need card data', () => {
  it('a note after a card name ("// best card", "(flex slot)", "- could be 4") resolves to the card before it; a split card stays whole', async () => {
    const a = await analyze(['4 Lightning Bolt // best card', '2 Spell Pierce (flex slot)', '3 Unholy Heat - could be 4', '1 Fire // Ice', '50 Mountain'].join('\n'), 'modern', 'bo3');
    expect(a.card_data.unresolved_names).toEqual([]);
    expect(a.cards!.map((c) => [c.name, c.quantity])).toEqual(
      expect.arrayContaining([['Lightning Bolt', 4], ['Spell Pierce', 2], ['Unholy Heat', 3], ['Fire // Ice', 1]]),
    );
  });

  it('a double-faced card with a lower-case set code and no number ("Duskwatch Recruiter (soi)", Archidekt) resolves as its front face does', async () => {
    const a = await analyze(['4 Duskwatch Recruiter (soi)', '4 Delver of Secrets (soi)', '4 Llanowar Elves (m19)', '48 Forest'].join('\n'), 'modern', 'bo3');
    expect(a.card_data.unresolved_names).toEqual([]);
    expect(a.cards!.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Duskwatch Recruiter // Krallenhorde Howler', 'Delver of Secrets // Insectile Aberration', 'Llanowar Elves']),
    );
  });

  it('Deckstats basics keep their set code out of the name, so a Commander list is not told it has seven copies of "[10E] Swamp"', async () => {
    const meren = readDeck('commander-muldrotha');
    const withSets = meren.replace(/^(\d+)x? (?=[A-Z])/gm, '$1 [10E] ');
    const a = await analyze(withSets, 'commander');
    expect(a.card_data.unresolved_names).toEqual([]);
    expect(a.legality.status).toBe('legal');
  });

  it('an MTGO .dek keeps the commander in its sideboard: a Commander format reads it as the commander', async () => {
    const krenko = readDeck('commander-krenko-goblins');
    const rows = krenko.split('\n').filter((l) => /^\d+x? /.test(l)).map((l) => {
      const [, q, n] = /^(\d+)x? (.*)$/.exec(l)!;
      const side = n === 'Krenko, Mob Boss';
      return `  <Cards CatID="1" Quantity="${q}" Sideboard="${side}" Name="${n.replace(/&/g, '&amp;')}" Annotation="0" />`;
    });
    const dek = ['<?xml version="1.0" encoding="utf-8"?>', '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">', '  <NetDeckID>0</NetDeckID>', '  <PreconstructedDeckID>0</PreconstructedDeckID>', ...rows, '</Deck>'].join('\n');
    const a = await analyze(dek, 'commander');
    expect(a.commanders).toEqual(['Krenko, Mob Boss']);
    expect(a.deck_size).toBe(100);
    expect(a.legality.status).toBe('legal');
    // In a 60-card format the same sideboard stays a sideboard.
    expect((await analyze(dek, 'vintage')).sections!.sideboard).toBe(1);
  });

  it('a commander written first, then a blank line and the 99, leads the deck; a 60-card format keeps it in the main deck', async () => {
    const krenko = readDeck('commander-krenko-goblins');
    const lines = krenko.split('\n').filter((l) => /^\d+x? /.test(l) && !l.includes('Krenko, Mob Boss'));
    const first = ['1 Krenko, Mob Boss', '', ...lines].join('\n');
    expect(parseDecklist(first).leadingBlock).toEqual(['Krenko, Mob Boss']);
    const a = await analyze(first, 'commander');
    expect(a.commanders).toEqual(['Krenko, Mob Boss']);
    expect(a.legality.status).toBe('legal');
    expect((await analyze(first, 'vintage')).sections!.main).toBe(100);
  });

  it('a commander written first with no blank line leads a 100-card list whose every card fits its colour identity', async () => {
    const krenko = readDeck('commander-krenko-goblins');
    const lines = krenko.split('\n').filter((l) => /^\d+x? /.test(l) && !l.includes('Krenko, Mob Boss'));
    const a = await analyze(['1 Krenko, Mob Boss', ...lines].join('\n'), 'commander');
    expect(a.commanders).toEqual(['Krenko, Mob Boss']);
    expect(a.legality.status).toBe('legal');
    // A first card whose identity the rest does not fit is no commander: Krenko is mono-red, a Forest is not.
    const offColour = await analyze(['1 Krenko, Mob Boss', '1 Forest', ...lines.slice(1)].join('\n'), 'commander');
    expect(offColour.commanders ?? []).toEqual([]);
  });

  it("ends deckstats' '//Commander' group at the next '//Ramp' group: the cards below are the deck's", () => {
    const text = ['//Commander', '1 Hapatra, Vizier of Poisons #!Commander', '', '//Ramp', '1 Sol Ring', '1 Cultivate', '', '//Card draw', '1 Phyrexian Arena', '// a note on the build, long enough to be no group', '//Lands', '30 Swamp'].join('\n');
    const parsed = parseDecklist(text);
    const bySection = (section: string) => parsed.entries.filter((e) => e.section === section).map((e) => e.name);
    expect(bySection('commander')).toEqual(['Hapatra, Vizier of Poisons']);
    expect(bySection('main')).toEqual(['Sol Ring', 'Cultivate', 'Phyrexian Arena', 'Swamp']);
    // A "//Ramp" line elsewhere leaves the section as it is: a sideboard stays one.
    const side = parseDecklist(['4 Lightning Bolt', '56 Mountain', '//Sideboard', '2 Pyroblast', '//Graveyard hate', '2 Rest in Peace'].join('\n'));
    expect(side.entries.filter((e) => e.section === 'sideboard').map((e) => e.name)).toEqual(['Pyroblast', 'Rest in Peace']);
  });

  it("reads deckstats' '#!Commander' tag as the commander, also written '# !Commander'", async () => {
    const krenko = readDeck('commander-krenko-goblins');
    const lines = krenko.split('\n').filter((l) => /^\d+x? /.test(l) && !l.includes('Krenko, Mob Boss'));
    for (const tag of ['#!Commander', '# !Commander']) {
      const deckstats = ['//Main', ...lines, `1 Krenko, Mob Boss ${tag}`].join('\n');
      const a = await analyze(deckstats, 'commander');
      expect(a.commanders).toEqual(['Krenko, Mob Boss']);
      expect(a.legality.status).toBe('legal');
    }
  });
});
