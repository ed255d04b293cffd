/**
 * Colourless mana as a need of its own (analysis/colorless-need.ts): a {C}
 * pip (Thought-Knot Seer's {3}{C}) is paid only by a land that makes {C}, and
 * Karsten's tables count such lands as a colour's sources (deckbuilding-facts
 * §1). Real Eldrazi lists meet the need with Eldrazi Temple, Urza's lands and
 * Wastes; the corpus's piles play Thought-Knot Seer on basics alone.
 */
import { describe, expect, it } from 'vitest';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { parseCost } from '../../src/analysis/cast-cost.js';
import { analyze } from '../helpers/cards.js';
import { readDeck, DECKS, HELD_OUT } from '../fixtures/decks/index.js';

const corpus = (id: string) => {
  const d = [...DECKS, ...HELD_OUT].find((x) => x.id === id)!;
  return analyze(readDeck(id), d.format, d.bestOf);
};
const colorlessNote = (a: DeckAnalysis) => a.mana_base.notes.filter((n) => n.startsWith('C (colourless)'));
const colorlessWarning = (a: DeckAnalysis) => a.warnings.find((w) => w.code === 'COLORLESS_SOURCES_SHORT') ?? null;
const castability = (a: DeckAnalysis, card: string) => a.mana_base.castability!.find((c) => c.card === card)!.on_play_given_lands;

describe('{C} pips need lands that make colourless mana', () => {
  it('reads {C} as a pip of its own, not generic mana, and {S} as generic', () => {
    expect(parseCost('{3}{C}')).toEqual({ pips: { W: 0, U: 0, B: 0, R: 0, G: 0 }, hybrid: [], colorless: 1, generic: 3, xCount: 0 });
    expect(parseCost('{8}{C}{C}').colorless).toBe(2);
    expect(parseCost('{S}{S}{G}')).toMatchObject({ colorless: 0, generic: 2 });
  });

  it('finds Eldrazi Tron meeting the need with its Tron lands, Eldrazi Temples and Wastes', async () => {
    const a = await corpus('heldout-modern-eldrazi-tron');
    expect(colorlessNote(a)).toEqual(['C (colourless): {C} from 23 lands meets the 12 that Matter Reshaper ({2}{C}) needs on turn 3 (Karsten 2022, 60-card table scaled to 24 lands).']);
    expect(colorlessWarning(a)).toBeNull();
    expect(castability(a, 'Thought-Knot Seer')).toBe(1);
  });

  it('gives Cloudpost Eldrazi its odds from the ten lands that make {C}, not from all 23', async () => {
    const a = await corpus('legacy-eldrazi-post');
    expect(colorlessNote(a)).toEqual(['C (colourless): {C} from 10 lands meets the 9 that Thought-Knot Seer ({3}{C}) needs on turn 4 (Karsten 2022, 60-card table scaled to 23 lands).']);
    // 0.9999 while {C} was read as generic mana any land pays.
    expect(castability(a, 'Thought-Knot Seer')).toBe(0.9449);
  });

  it('warns a pile with Thought-Knot Seer and Reality Smasher on basics alone, and names lands that make {C}', async () => {
    const a = await corpus('pile-six-colours');
    expect(castability(a, 'Thought-Knot Seer')).toBe(0);
    expect(castability(a, 'Reality Smasher')).toBe(0);
    expect(colorlessWarning(a)).toMatchObject({ severity: 'major', message: 'Add 8 lands that make colourless mana: 0 of the 8 needed to cast Thought-Knot Seer on turn 4.' });
    expect(a.recommendations).toContain(
      'Play 8 more lands that make colourless mana, such as Eldrazi Temple, Adarkar Wastes or Underground River, in place of other lands: Thought-Knot Seer ({3}{C}) needs 8 sources of {C} to cast on turn 4 and has 0; 0.0% to cast it then on the play given enough lands. Mana from a coloured land cannot pay {C}.',
    );
    expect(a.mana_base.color_consistency_status).toBe('review');
  });

  it('counts the two Wastes of a ten-land pile as its only sources of {C}', async () => {
    const a = await corpus('pile-modern-land-light');
    expect(colorlessNote(a)).toEqual(['C (colourless): {C} from 2 lands, 4 needed to cast Thought-Knot Seer ({3}{C}) on turn 4 consistently (Karsten 2022, 60-card table scaled to 10 lands).']);
    expect(castability(a, 'Thought-Knot Seer')).toBe(0.681);
    expect(a.weaknesses).toContain('Short on colourless mana: {C} from 2 lands for Thought-Knot Seer ({3}{C}), which needs 4.');
  });
});
