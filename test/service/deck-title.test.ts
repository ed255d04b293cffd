import { describe, expect, it } from 'vitest';
import { analyze } from '../helpers/cards.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { readDeck } from '../fixtures/decks/index.js';

/**
 * A deck's title pasted above its list: forum posts and notes apps put the
 * deck's name on the first line ("Mono-Red Burn by Sam"), and a list that
 * writes every count below it shows the line is no card. Read as one, it was
 * an unknown card that made a 60-card deck 61 and its legality unknown.
 */
const BURN = ['4 Lightning Bolt', '4 Lava Spike', '4 Rift Bolt', '4 Chain Lightning', '4 Fireblast', '4 Price of Progress', '4 Monastery Swiftspear', '4 Goblin Guide', '4 Eidolon of the Great Revel', '4 Skewer the Critics', '20 Mountain'].join('\n');

describe('a title line above a counted list', () => {
  it('is the deck\'s name, not an unknown card: 60 cards, legal, named', async () => {
    const a = await analyze(`Mono-Red Burn by Sam\n${BURN}`, 'legacy', 'bo3');
    expect(a.deck_name).toBe('Mono-Red Burn by Sam');
    expect(a.deck_size).toBe(60);
    expect(a.card_data.unresolved_names).toEqual([]);
    expect(a.legality.status).toBe('legal');
    expect(a.warnings.map((w) => w.code)).not.toContain('UNRESOLVED_CARD_NAMES');
    expect(a.archetype).toBe('Burn');
  });

  it('after blank and comment lines too, and before an Arena-style header', async () => {
    const a = await analyze(`\n// posted on the forum\nRed Deck Wins\n\nDeck\n${BURN}`, 'legacy', 'bo3');
    expect(a.deck_name).toBe('Red Deck Wins');
    expect(a.deck_size).toBe(60);
  });

  it('stays a card when a card has that name and the list does not list it again (Searing Blaze written without a count)', async () => {
    const a = await analyze(`Searing Blaze\n${BURN.replace('4 Skewer the Critics', '3 Skewer the Critics')}`, 'legacy', 'bo3');
    expect(a.deck_name).toBeUndefined();
    expect(a.deck_size).toBe(60);
    expect(a.cards!.find((c) => c.name === 'Searing Blaze')?.quantity).toBe(1);
  });

  it('is the title when it names a card the list lists again on a line of its own (a deck named after its key card)', async () => {
    const a = await analyze(`Lava Spike\n${BURN}`, 'legacy', 'bo3');
    expect(a.deck_name).toBe('Lava Spike');
    expect(a.deck_size).toBe(60);
    expect(a.cards!.find((c) => c.name === 'Lava Spike')?.quantity).toBe(4);
  });

  it('stays an unknown card in a list that writes no counts (a Commander list of one card a line)', async () => {
    const lines = ['Krenko Mob Bos', 'Sol Ring', 'Arcane Signet', 'Goblin Chieftain'].join('\n');
    expect(parseDecklist(lines).titleCandidate).toBeUndefined();
    const a = await analyze(lines, 'commander');
    expect(a.deck_name).toBeUndefined();
    expect(a.card_data.unresolved_names).toEqual(['Krenko Mob Bos']);
  });

  it('is no title when a later line has no count either, or when too few lines follow', () => {
    expect(parseDecklist(`Burn\n4 Lightning Bolt\nGoblin Guide\n4 Lava Spike`).titleCandidate).toBeUndefined();
    expect(parseDecklist(`Burn\n4 Lightning Bolt`).titleCandidate).toBeUndefined();
    expect(parseDecklist(`Burn\n4 Lightning Bolt\n4 Lava Spike`).titleCandidate).toEqual({ name: 'Burn', line: 1 });
  });

  it('an Arena export\'s "About / Name" line names the deck too', async () => {
    const a = await analyze(`About\nName Sam's Burn\n\nDeck\n${BURN}`, 'legacy', 'bo3');
    expect(a.deck_name).toBe("Sam's Burn");
    expect(a.deck_size).toBe(60);
  });

  it('leaves the corpus lists, whose first lines are cards, comments or headers, without a title', () => {
    for (const id of ['modern-burn', 'commander-krenko-goblins', 'commander-witherbloom-witchcraft', 'pauper-affinity']) {
      expect(parseDecklist(readDeck(id)).titleCandidate, id).toBeUndefined();
    }
  });
});
