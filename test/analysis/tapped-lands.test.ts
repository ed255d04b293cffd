/**
 * Lands that always enter tapped against Karsten's rough budget (tuning.ts
 * TAPPED_LAND_BUDGET: 3 per 60 cards for an aggressive deck with one-drops,
 * 9 for a slow deck), on real lists through the service, which names the
 * untapped duals legal in the format. Bounce lands (Amulet Titan's plan),
 * artifact lands in a deck that counts artifacts (Affinity's bridges) and, in
 * a slow deck, lands that untap once four lands are out (Fabled Passage) do
 * not count against it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import type { FormatId } from '../../src/domain/formats.js';
import { analyze } from '../helpers/cards.js';
import { readDeck, DECKS } from '../fixtures/decks/index.js';

const reviewed = (file: string, format: FormatId) => analyze(readFileSync(`test/fixtures/reviewed/${file}.txt`, 'utf8'), format, 'bo3');
const corpus = (id: string) => {
  const d = DECKS.find((x) => x.id === id)!;
  return analyze(readDeck(id), d.format, d.bestOf);
};
const tapped = (a: DeckAnalysis) => a.warnings.find((w) => w.code === 'TAPPED_LANDS')?.message ?? null;
const advice = (a: DeckAnalysis) => (a.recommendations ?? []).filter((r) => r.includes('enter tapped'));

describe("lands that always enter tapped, against the budget of the deck's speed", () => {
  it('asks a Pauper control deck on eleven tapped lands to turn its Guildgates, not its life-gaining Barrens, into basics', async () => {
    const a = await reviewed('pauper-orzhov-pestilence', 'pauper');
    expect(tapped(a)).toBe('11 of 23 lands always enter tapped (4 Scoured Barrens, 3 Orzhov Guildgate, 2 Bojuka Bog and 2 Evolving Wilds); even a slow deck of 60 cards affords about 9.');
    // Pauper has no untapped white-black dual: white has sources to spare, so two Guildgates become Plains.
    expect(advice(a)).toEqual(['Replace 2 Orzhov Guildgate with 2 Plains: 11 lands enter tapped where even a slow deck of 60 cards affords about 9.']);
    expect(a.warnings.find((w) => w.code === 'TAPPED_LANDS')!.severity).toBe('minor');
  });

  it("names an untapped dual of the pair inside a commander's identity, one copy, for an aggressive precon", async () => {
    const a = await reviewed('commander-adaptive-enchantment', 'commander');
    // Singleton 100 cards, aggressive: 6 per 60, so 10; Evolving Wilds finds a land of either colour, so no dual replaces it.
    expect(tapped(a)).toMatch(/^11 of 39 lands always enter tapped .*; an aggressive deck of 100 cards affords about 10\.$/);
    expect(advice(a)).toEqual(['Replace 1 Meandering River with Glacial Fortress: 11 lands enter tapped where an aggressive deck of 100 cards affords about 10, and the duals named enter untapped on turn 2.']);
  });

  it('leaves out cycling lands in a deck that rewards cycling: the Merciless Rage precon (Anje, cycle or discard) and Historic Cycling', async () => {
    // Its Barren Moor and Forgotten Cave are cards to cycle: 9 of 40 count, within an aggressive deck's 10.
    expect(tapped(await reviewed('commander-merciless-rage', 'commander'))).toBeNull();
    // Flourishing Fox and Zenith Flare reward each cycle: the Irrigated Farmlands and Secluded Steppes are spells too.
    const cycling = await reviewed('historic-jeskai-cycling', 'historic');
    expect(tapped(cycling)).toBeNull();
    expect(cycling.score_breakdown!.color_consistency).toBeGreaterThan(5);
  });

  it("warns a five-colour deck over its budget without a swap it cannot make: no dual replaces a Triome", async () => {
    const a = await reviewed('pioneer-niv-to-light', 'pioneer');
    expect(tapped(a)).toBe('10 of 27 lands always enter tapped (3 Ketria Triome, 2 Raugrin Triome, 2 Zagoth Triome, 2 Indatha Triome and 1 Savai Triome); even a slow deck of 60 cards affords about 9.');
    expect(advice(a)).toEqual([]);
  });

  it("leaves out Fabled Passage in a slow deck, bounce lands, and an artifact deck's bridges", async () => {
    // Three Fabled Passages untap once four lands are out: 9 of 26 within a control deck's budget.
    expect(tapped(await reviewed('historic-5c-niv', 'historic'))).toBeNull();
    // Eight bounce lands are Amulet Titan's plan; nine bridges are Affinity's artifact count.
    expect(tapped(await corpus('modern-amulet-titan'))).toBeNull();
    expect(tapped(await corpus('pauper-affinity'))).toBeNull();
  });

  it("costs an aggressive deck's colour consistency a point per tapped land over its budget, and a slow deck's score nothing", async () => {
    // Eight tapped lands under twenty one-drops, 5 over: 8.9 before, level with tuned lists.
    const boros = await reviewed('standard-new-player-boros-tapped', 'standard');
    expect(boros.score_breakdown!.color_consistency).toBe(3);
    expect(boros.score).toBe(5.8);
    // Niv to Light is one over a slow deck's budget: the warning, no score.
    const niv = await reviewed('pioneer-niv-to-light', 'pioneer');
    expect(tapped(niv)).not.toBeNull();
    expect(niv.score_breakdown!.color_consistency).toBe(6);
  });

  it('holds an aggressive deck with one-drops to three', async () => {
    const a = await reviewed('pauper-dimir-delver', 'pauper');
    expect(tapped(a)).toBe('4 of 18 lands always enter tapped (2 Dismal Backwater and 2 Evolving Wilds); an aggressive deck with one-drops of 60 cards affords about 3.');
  });
});
