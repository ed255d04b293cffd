import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { importCardFile } from '../../src/cards/import.js';
import { scryfallToRecord, type ScryfallCard } from '../../src/cards/scryfall.js';
import { CardStore } from '../../src/cards/store.js';
import { classifyCard } from '../../src/analysis/roles.js';
import { SCRYFALL_SAMPLE, TEST_STORE, snapshotCatalog } from '../helpers/cards.js';

const card = (name: string) => {
  const hit = snapshotCatalog().lookup(name);
  if (!hit) throw new Error(`${name} not in the snapshot`);
  return hit.record;
};

describe('MTGJSON AllPrintings import (shared April-2022 snapshot)', () => {
  it('holds one record per Oracle card and the data provenance', () => {
    const store = new CardStore(TEST_STORE);
    expect(store.count()).toBe(23711);
    expect(store.provenance()).toMatchObject({ source: 'mtgjson', version: '5.2.0+20220425', date: '2022-04-25', cardCount: 23711 });
    store.close();
  });

  it('normalises Lightning Bolt', () => {
    const bolt = card('Lightning Bolt');
    expect(bolt).toMatchObject({ name: 'Lightning Bolt', manaCost: '{R}', manaValue: 1, colors: ['R'], colorIdentity: ['R'], types: ['Instant'], layout: 'normal', deckLimit: null });
    expect(bolt.rarities).toEqual(['common', 'rare', 'uncommon']);
    expect(bolt.legalities).toMatchObject({ legacy: 'legal', modern: 'legal', pauper: 'legal', standard: 'not_legal', pioneer: 'not_legal', commander: 'legal' });
    expect(bolt.legalities.timeless).toBeUndefined();
    expect(bolt.foreignNames).toContain('Blitzschlag');
  });

  it('reads Sol Ring as restricted in Vintage and banned in Legacy', () => {
    expect(card('Sol Ring').legalities).toMatchObject({ vintage: 'restricted', legacy: 'banned', commander: 'legal' });
    expect(card('Sol Ring').producedMana).toEqual(['C']);
  });

  it('keeps both halves of Fire // Ice and both faces of Delver of Secrets', () => {
    const fireIce = card('Fire // Ice');
    expect(fireIce).toMatchObject({ layout: 'split', faceNames: ['Fire', 'Ice'], manaValue: 4, colorIdentity: ['U', 'R'], manaCost: '{1}{R}' });
    expect(fireIce.faces.map((f) => [f.manaCost, f.manaValue])).toEqual([['{1}{R}', 2], ['{1}{U}', 2]]);
    const delver = card('Delver of Secrets // Insectile Aberration');
    expect(delver).toMatchObject({ layout: 'transform', faceNames: ['Delver of Secrets', 'Insectile Aberration'], manaValue: 1 });
    expect(delver.faces[1]).toMatchObject({ colorIndicator: ['U'], power: '3', toughness: '2' });
  });

  it("reads a card's own copy rule", () => {
    expect(card('Relentless Rats').deckLimit).toBe('any');
    expect(card('Seven Dwarves').deckLimit).toBe(7);
    expect(card('Shadowborn Apostle').deckLimit).toBe('any');
  });

  it("maps April-2022 keys to today's: historicbrawl is brawl, brawl is standardbrawl, no timeless", () => {
    // Ugin was banned in Historic Brawl in 2022; Delver was legal in 60-card Brawl (Standard) then.
    expect(card('Ugin, the Spirit Dragon').legalities.brawl).toBe('banned');
    expect(card('Delver of Secrets // Insectile Aberration').legalities.standardbrawl).toBe('legal');
    expect(card('Lightning Bolt').legalities.standardbrawl).toBe('not_legal');
    expect(Object.keys(card('Delver of Secrets // Insectile Aberration').legalities)).not.toContain('timeless');
  });

  it('reads commander eligibility from leadership skills and types', () => {
    expect(card('Krenko, Mob Boss').commanderEligible).toEqual({ commander: true, brawl: true, fromData: true });
    expect(card('Ugin, the Spirit Dragon').commanderEligible.commander).toBe(false);
    expect(card('Goblin Guide').commanderEligible.commander).toBe(false);
  });

  it('reads produced mana from text for lands and rocks', () => {
    expect(card('Breeding Pool').producedMana).toEqual(['U', 'G']);
    expect(card('City of Brass').producedMana).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(card('Llanowar Elves').producedMana).toEqual(['G']);
    expect(card('Flooded Strand').producedMana).toEqual([]);
  });
});

describe('Scryfall import', () => {
  it('imports the 2026 sample with its date and today’s format keys', async () => {
    const store = new CardStore(':memory:');
    const summary = await importCardFile(SCRYFALL_SAMPLE, store, { progress: false });
    expect(summary).toMatchObject({ source: 'scryfall', date: '2026-08-23', objectsRead: 32, cardsWritten: 32 });
    const catalog = new CardCatalog(store.provenance(), store.all());
    const oculus = catalog.lookup('Abhorrent Oculus')!.record;
    expect(oculus.legalities).toMatchObject({ standard: 'legal', timeless: 'legal', standardbrawl: 'legal', brawl: 'legal', pauper: 'not_legal' });
    expect(catalog.lookup('Breeding Pool')!.record.producedMana).toEqual(['U', 'G']);
    expect(catalog.lookup('Chrome Mox')!.record.legalities.modern).toBe('banned');
    store.close();
  });

  it('maps split, transform, modal_dfc, adventure, flip and meld layouts', () => {
    const fixtures = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/scryfall-layouts.json'), 'utf8')) as ScryfallCard[];
    const records = Object.fromEntries(fixtures.map((c) => [c.layout, scryfallToRecord(c)]));
    expect(records.split).toMatchObject({ faceNames: ['Fire', 'Ice'], manaValue: 4, manaCost: '{1}{R}', colors: ['U', 'R'] });
    expect(records.transform).toMatchObject({ faceNames: ['Delver of Secrets', 'Insectile Aberration'], manaValue: 1, manaCost: '{U}', types: ['Creature'] });
    expect(records.transform!.faces[1]!.colorIndicator).toEqual(['U']);
    expect(records.modal_dfc).toMatchObject({ faceNames: ["Emeria's Call", 'Emeria, Shattered Skyclave'], manaValue: 7, types: ['Sorcery'], producedMana: ['W'] });
    expect(records.modal_dfc!.faces[1]!.types).toEqual(['Land']);
    expect(records.adventure).toMatchObject({ faceNames: ['Bonecrusher Giant', 'Stomp'], manaValue: 3, types: ['Creature'], subtypes: ['Giant'] });
    expect(records.flip).toMatchObject({ faceNames: ['Akki Lavarunner', 'Tok-Tok, Volcano Born'], manaValue: 4 });
    expect(records.flip!.faces[1]!.supertypes).toEqual(['Legendary']);
    expect(records.meld).toMatchObject({ faceNames: ['Bruna, the Fading Light'], commanderEligible: { commander: true, brawl: true, fromData: false } });
  });

  it('gives MTGJSON and Scryfall records of one card the same roles', () => {
    const fixtures = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/scryfall-layouts.json'), 'utf8')) as ScryfallCard[];
    for (const fixture of fixtures.filter((f) => f.layout !== 'meld')) {
      const fromScryfall = [...classifyCard(scryfallToRecord(fixture))].sort();
      const fromMtgjson = [...classifyCard(card(fixture.name))].sort();
      expect(fromScryfall, fixture.name).toEqual(fromMtgjson);
    }
  });
});

describe('the same card from both sources', () => {
  it('classifies alike: every card of the 2026 Scryfall sample that the 2022 snapshot also holds', () => {
    const sample = JSON.parse(readFileSync(SCRYFALL_SAMPLE, 'utf8')).cards as ScryfallCard[];
    const shared = sample.filter((c) => snapshotCatalog().lookup(c.name));
    expect(shared).toHaveLength(24);
    for (const c of shared) {
      expect([...classifyCard(scryfallToRecord(c))].sort(), c.name).toEqual([...classifyCard(card(c.name))].sort());
    }
  });
});

describe('name resolution', () => {
  const resolves = (written: string, expected: string) => expect(snapshotCatalog().lookup(written)?.record.name, written).toBe(expected);

  it('ignores case, diacritics, punctuation and apostrophe style', () => {
    resolves("Lim-Dul's Vault", 'Lim-Dûl\'s Vault');
    resolves('lim-dûl’s vault', 'Lim-Dûl\'s Vault');
    resolves('Jotun Grunt', 'Jötun Grunt');
    resolves('Æther Vial', 'Aether Vial');
    resolves('Aether Vial', 'Aether Vial');
    resolves('LIGHTNING BOLT', 'Lightning Bolt');
  });

  it('reads multi-face names in every shape, and by front face', () => {
    for (const written of ['Fire // Ice', 'Fire/Ice', 'fire  //ice', 'Fire']) resolves(written, 'Fire // Ice');
    resolves('Delver of Secrets', 'Delver of Secrets // Insectile Aberration');
    resolves('Bonecrusher Giant', 'Bonecrusher Giant // Stomp');
    resolves('Akki Lavarunner', 'Akki Lavarunner // Tok-Tok, Volcano Born');
    resolves('Bruna, the Fading Light', 'Bruna, the Fading Light // Brisela, Voice of Nightmares');
  });

  it("reads Alchemy's A- names and printed foreign names", () => {
    resolves('A-Demilich', 'A-Demilich');
    resolves('Demilich', 'Demilich');
    resolves('Blitzschlag', 'Lightning Bolt');
    resolves('Sonnenring', 'Sol Ring');
  });

  it('never replaces a misspelt name, but suggests up to three close ones', () => {
    expect(snapshotCatalog().lookup('Lightnig Bolt')).toBeUndefined();
    expect(snapshotCatalog().suggest('Lightnig Bolt')).toEqual(['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf']);
    expect(snapshotCatalog().suggest('Goblin Gide')).toContain('Goblin Guide');
    expect(snapshotCatalog().suggest('Zzyzx Qqqqqq')).toEqual([]);
  });
});
