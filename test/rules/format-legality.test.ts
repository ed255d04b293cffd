/**
 * format_legality and LIKELY_OTHER_FORMAT on the shared corpus of real decks,
 * against the April-2022 snapshot.
 */
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '../../src/domain/formats.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { analyze } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';
import { ILLEGAL_EXAMPLE_REQUEST } from '../../src/http/examples.js';

const hint = (a: DeckAnalysis) => a.warnings.filter((w) => w.code === 'LIKELY_OTHER_FORMAT');
const statuses = (a: DeckAnalysis) => Object.fromEntries(FORMAT_IDS.map((id) => [id, a.format_legality![id].status]));

describe('format_legality', () => {
  it('agrees with legality for every deck of the corpus in its own format, and names no other format when that one is legal', async () => {
    for (const deck of DECKS) {
      const a = await analyze(readDeck(deck.id), deck.format, deck.bestOf);
      expect(Object.keys(a.format_legality!), deck.id).toEqual([...FORMAT_IDS]);
      expect(a.format_legality![deck.format], deck.id).toMatchObject({ status: a.legality.status });
      if (a.legality.status === 'legal') {
        expect(a.format_legality![deck.format].reason, deck.id).toBe(a.legality.notes[0]);
        expect(hint(a), deck.id).toEqual([]);
      }
    }
  });

  it('reviews a Modern Burn list in all twelve formats when the format is omitted (Standard by default)', async () => {
    const a = await analyze(readDeck('modern-burn'));
    expect(a.format).toBe('standard');
    expect(a.legality.status).toBe('illegal');
    expect(statuses(a)).toEqual({
      standard: 'illegal', alchemy: 'illegal', historic: 'illegal', timeless: 'illegal', pioneer: 'illegal', modern: 'legal',
      legacy: 'legal', vintage: 'legal', commander: 'illegal', brawl: 'illegal', standardbrawl: 'illegal', pauper: 'illegal',
    });
    expect(a.format_legality!.modern.reason).toBe('Legal in Modern: 60 cards, sideboard 15 of 15.');
    expect(a.format_legality!.standard.reason).toBe('Sideboard has 15 cards; Standard in best-of-one allows at most 7. (and 21 more problems)');
    expect(a.format_legality!.pauper.reason).toBe(
      'Goblin Guide is not legal in Pauper (printed at rare; Pauper allows only cards printed at common). (and 15 more problems)',
    );
    expect(hint(a)).toEqual([
      {
        severity: 'major',
        code: 'LIKELY_OTHER_FORMAT',
        message: 'Illegal in Standard but legal in Modern, Legacy, Vintage; to review it there, send "format": "modern".',
      },
    ]);
  });

  it('says the card data has no Timeless legality (April 2022) rather than calling a deck legal there', async () => {
    const a = await analyze(readDeck('commander-elven-empire'), 'commander');
    expect(a.format_legality!.timeless).toEqual({ status: 'unknown', reason: 'The card data holds no Timeless legality, so card legality is unknown.' });
  });

  it('names Commander for a list with a Commander header sent with no format', async () => {
    const a = await analyze(readDeck('commander-elven-empire'));
    expect(a.format_legality!.commander.status).toBe('legal');
    expect(hint(a).map((w) => w.message)).toEqual([
      'This list looks like a Commander deck (it has a Commander section) but was reviewed as Standard; send "format": "commander" (legal in Commander).',
    ]);
  });

  it('reads a 100-card list with a trailing commander as Commander even though it is legal in Vintage', async () => {
    const a = await analyze(readDeck('commander-krenko-goblins'), 'vintage');
    expect(a.legality.status).toBe('legal');
    expect(hint(a).map((w) => w.message)).toEqual([
      'This list looks like a Commander deck (it has 100 cards with a commander) but was reviewed as Vintage; send "format": "commander" (legal in Commander).',
    ]);
  });

  it('points a commander list with an off-colour card to no non-Commander format: the card is the fix', async () => {
    // Krenko with one Swords to Plowshares in place of a Mountain: illegal in Commander (white outside Krenko's red), yet
    // its 100 singleton cards are a legal Vintage deck; it was told to send "format": "vintage".
    const list = readDeck('commander-krenko-goblins').replace(/^31 Mountain$/m, '30 Mountain\n1 Swords to Plowshares');
    const a = await analyze(list, 'commander');
    expect(a.legality.status).toBe('illegal');
    expect(a.format_legality!.vintage.status).toBe('legal');
    expect(hint(a)).toEqual([]);
    expect(a.recommendations).toContain('Replace Swords to Plowshares (identity W) with a card inside R.');
  });

  it('sends best_of bo3 when the only best-of-one problem is an Arena sideboard of 15', async () => {
    const a = await analyze(readDeck('pioneer-izzet-phoenix'));
    expect(a.format_legality!.pioneer).toEqual({
      status: 'illegal',
      reason: 'Sideboard has 15 cards; Pioneer in best-of-one allows at most 7. Legal in best-of-three (send "best_of": "bo3").',
    });
    expect(hint(a).map((w) => w.message)).toEqual([
      'Illegal in Standard but legal in Pioneer; to review it there, send "format": "pioneer" and "best_of": "bo3".',
    ]);
    const bo3 = await analyze(readDeck('pioneer-izzet-phoenix'), 'pioneer', 'bo3');
    expect(bo3.legality.status).toBe('legal');
  });

  it('proposes the narrowest legal pool: Pauper for a Pauper list, Standard Brawl for a 60-card list with a Commander section', async () => {
    expect(hint(await analyze(readDeck('pauper-affinity'), 'modern')).map((w) => w.message)).toEqual([
      'Illegal in Modern but legal in Pauper, Legacy, Vintage; to review it there, send "format": "pauper".',
    ]);
    expect(hint(await analyze(readDeck('standardbrawl-adeline'))).map((w) => w.message)).toEqual([
      'This list looks like a Commander deck (it has a Commander section) but was reviewed as Standard; send "format": "standardbrawl" (legal in Standard Brawl (60 cards)).',
    ]);
  });

  it('gives no hint when nothing else is legal either (five Lightning Bolts break every format)', async () => {
    const a = await analyze(ILLEGAL_EXAMPLE_REQUEST.decklist, 'modern', 'bo3');
    expect(a.legality.status).toBe('illegal');
    expect(a.format_legality!.vintage.reason).toBe('Lightning Bolt: 5 copies across deck and sideboard; at most 4 allowed (Vintage allows 4 copies of a card).');
    expect(Object.values(a.format_legality!).some((v) => v.status === 'legal')).toBe(false);
    expect(hint(a)).toEqual([]);
  });
});
