import { describe, expect, it } from 'vitest';
import { DECKS, readDeck, type DeckFixture } from '../fixtures/decks/index.js';
import { analyzePure, snapshotCatalog, TEST_NOW } from '../helpers/cards.js';
import { analyzeDeck } from '../../src/analysis/analyze.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { recordsOf } from '../helpers/records.js';

/**
 * Score calibration over the deck corpus (test/fixtures/decks): 63 real lists
 * (top-tier tournament decks of all twelve formats, precons, casual Commander
 * and Brawl lists) and 13 deliberately bad piles. What a strong player knows
 * of them is the yardstick: every legal top-tier list above every pile,
 * precons and casual lists below every legal top-tier list and above every
 * pile (tuning.ts TOURNAMENT_EVIDENCE), more lands help a land-light deck, and a missing
 * legality entry costs confidence, not points.
 *
 * The exact score of every deck is pinned below, so that any change of a
 * weight, target or role shows in review as the scores it moved. When a change
 * is deliberate, update the pins in the same commit and say why.
 */
const PINNED: Record<string, number> = {
  'modern-burn': 9.8,
  'pauper-affinity': 9.2,
  'vintage-dredge': 9.9,
  // 8.9 before: a card cast again from the graveyard (flashback, disturb, embalm, eternalize, escape) counts as card advantage.
  'legacy-doomsday': 9.2,
  // Palace Jailer makes it the monarch, a card each turn: card advantage (9 before).
  'legacy-death-and-taxes': 9.5,
  'pioneer-mono-green-devotion': 8.7,
  // A dozen creatures behind a dozen answers is midrange's way to win ('attrition', when no other plan): 8.9 before.
  'modern-izzet-murktide': 9.2,
  'modern-izzet-phoenix': 8.9,
  'modern-4c-omnath': 9.8, // its creatures that draw a card as they enter are card advantage (9.1 before)
  'modern-hammer-time': 9.5,
  // Its Primeval Titan also fetches Valakut: that plan leaves card advantage out (7.5 before).
  // 8.5 before its plan (Amulet of Vigor and Primeval Titan) was exempt from interaction and card advantage, as Elves and Titan Shift are.
  'modern-amulet-titan': 9.7,
  'legacy-izzet-delver': 8.6,
  'standard-izzet-epiphany': 4,
  'standard-mono-white-aggro': 8.8,
  'alchemy-izzet-epiphany': 9.9,
  'historic-jund-food': 9.7,
  'historic-izzet-phoenix': 9.5,
  // Fable of the Mirror-Breaker's rummage is selection (8.5 before); Go Blank's discard of two is a two-for-one (9 before).
  'pioneer-rakdos-midrange': 9.5,
  // Ichor Wellspring draws as it enters and again as it dies: card advantage (9.3 before).
  'pauper-kuldotha': 9.8,
  'pauper-stompy': 8.5,
  'vintage-shops': 8.7,
  // Ezuri's Predation is a one-sided board wipe (6.2 before).
  'commander-elven-empire': 6.3,
  'commander-krenko-goblins': 6.7,
  // 9.1 before: a permanent that returns another card from the graveyard is card advantage.
  'commander-kinnan-cedh': 9.2,
  'brawl-ghalta-stompy': 6.8,
  // An aggressive Standard Brawl list short of the template's draw and removal (template_fill 5.0): 6 before the template was in the score.
  'standardbrawl-adeline': 5.5,
  // Its cascade spells are two-for-ones, card advantage (9.1 while they were not).
  'modern-living-end': 9.8,
  'modern-yawgmoth': 8.4,
  'modern-tron': 9,
  // The same: Shardless Agent and Violent Outburst each cast a free spell (8.6 before).
  'modern-crashing-footfalls': 9.9,
  'modern-deaths-shadow': 8.9,
  'legacy-elves': 9.6,
  // 8.2 before: a card cast again from the graveyard (flashback, disturb, embalm, eternalize, escape) counts as card advantage.
  'legacy-lands': 8.6,
  'legacy-reanimator': 9.8,
  'legacy-8-cast': 9.5,
  // 8.4 before: a card cast again from the graveyard (flashback, disturb, embalm, eternalize, escape) counts as card advantage.
  'legacy-storm': 8.8,
  'vintage-doomsday': 9.4,
  'vintage-blue-tinker': 9.6,
  'vintage-oath': 9.8,
  'pauper-faeries': 9.8, // its Ash Barrens find a basic, as Evolving Wilds does (9.7 before)
  // Ghostly Flicker blinks its own Mnemonic Wall and Pulse of Murasa returns a card from the graveyard: neither is removal.
  // Its plan defends with Moment's Peace and the Stonehorn lock, so interaction is left out of its score (9.3 while it was not).
  'pauper-flicker-tron': 9.7,
  'pauper-bogles': 8.5,
  'pioneer-izzet-phoenix': 9.3,
  // 8.7 before its plan set its own land count and was exempt from interaction (it untaps lands and wins with its combo).
  'pioneer-lotus-field': 9.6,
  'pioneer-mono-white-humans': 8.9,
  // Wedding Announcement draws a card each turn its owner attacks with two creatures ("If you ..., draw a card"): 9.1 while it was no card draw.
  // The Meathook Massacre is cast for X = 2 (4 mana), not as a 2-drop: the early-game share falls (9.6 before).
  'standard-orzhov-midrange': 9.5,
  'standard-jund-midrange': 9.5,
  // Avabruck Caretaker's 6/6 back face is a finisher (9.3 before).
  'standard-mono-green-aggro': 9.4,
  'alchemy-mono-red-aggro': 9.8,
  'alchemy-mono-white-aggro': 8.8,
  // Avabruck Caretaker's 6/6 back face is a finisher (9.3 before).
  'alchemy-mono-green-chariot': 9.4,
  'historic-mono-red-goblins': 9,
  // Its way to win is the control plan, held to half the finishers, and its Shark Typhoons close games (8.7 before).
  'historic-azorius-control': 9.3,
  // Its madness Vampires are paid their madness cost: no longer full-price 5-drops (6.6 before).
  'commander-vampiric-bloodline': 6.7,
  // Lifecrafter's Bestiary draws ("you may pay {G}. If you do, draw a card"): 5.1 while it was only selection.
  // Its X spells (Kurbis, Mikaeus) are no cheap plays; Yavimaya Elder's two basics to the hand are card advantage.
  // 5.3 before: a permanent that returns another card from the graveyard is card advantage.
  'commander-coven-counters': 5.4, // it ramps into giant threats, a way to win (5.2 before)
  'commander-muldrotha': 6.9, // its creatures that draw a card as they enter are card advantage (6.8 before)
  // Its Teferi's Protection is a Game Changer, evidence of power (6.4 before).
  // 6.5 before: a permanent that returns another card from the graveyard is card advantage.
  'commander-edgar-vampires': 6.6,
  // Tergrid is a Game Changer: 6.9 before Game Changers were evidence of power.
  'brawl-tergrid': 7.1,
  'brawl-krenko-tin-street': 6.6,
  // Four cost reducers (Starfield Mystic, Transcendent Envoy, Nylea, Jukai Naturalist) count as ramp and Kenrith's Transformation as removal (6.1 before).
  'brawl-sythis-enchantress': 6.2,
  // A dozen creatures behind a dozen answers is midrange's way to win ('attrition', when no other plan): 6.6 before.
  'standardbrawl-birgi': 6.7,
  // A transforming creature's back face counts as a finisher, and a tutor for two cards to the hand as card advantage (5.9 before).
  'standardbrawl-kodama': 6.2,
  // Its Tergrid is a Game Changer (6.7 before); Go Blank and Junji make an opponent discard two, card advantage (6.8 before).
  'standardbrawl-lolth': 6.9,
  'standardbrawl-tovolar': 6.4,
  // Tier decks the archetype data first missed: before their definitions they kept 70% of their measured
  // mean as unproven (Hardened Scales 6.4, Infect 5.3 (7.6 named, 8.4 once its poison plan left card advantage out), Humans 5.8, Goryo's 6.9, Bant Miracles 6.7, Goblins 5.9,
  // Mono-Black Control 6.7, Jeskai Ephemerate 6.2), at or below the precons.
  'modern-hardened-scales': 8.6, // Zabaz's 'destroy target artifact you control' is a sacrifice outlet, not removal (9 before)
  // Its removal is no longer asked for (Infect's plan does without it, score-plans.ts): 8.4 before.
  'modern-infect': 8.7,
  'modern-humans': 8.7,
  'modern-goryos-vengeance': 9.8,
  'legacy-bant-miracles': 9.4,
  'legacy-goblins': 9.3,
  // A dozen creatures behind a dozen answers is midrange's way to win ('attrition', when no other plan): 9.6 before.
  'pauper-mono-black-control': 9.9,
  // Its Mnemonic Walls are no threats; its way to win is the Stonehorn lock, a package (8.9 with 'Pressure from many cheap creatures').
  // 8.7 before: a card cast again from the graveyard (flashback, disturb, embalm, eternalize, escape) counts as card advantage.
  'pauper-jeskai-ephemerate': 9,
  'legacy-eldrazi-post': 8.4,
  // A dozen creatures behind a dozen answers is midrange's way to win ('attrition', when no other plan): 9.3 before.
  'modern-jund-saga': 9.6,
  'modern-titan-shift': 9.2,
  // 9.5 before its four Simian Spirit Guide stopped counting as threats (they never reach the board): synergy and velocity read a little lower.
  // Karn, the Great Creator is no finisher: no ultimate, no creatures, no damage (9.4 before).
  'legacy-red-prison': 9.3,
  // Review round 3: combo plans and packages the analysis first misread. Before the fixes: Oops All Spells 5 (Unclassified),
  // Grixis Shadow 6.2 (Grixis Tempo), High Tide 4.5 (Mono-Blue Combo), Familiars 5.4 (no way to win), Stoneblade 6.4, Azorius Auras 6.7.
  'legacy-oops-all-spells': 8.8,
  'legacy-grixis-shadow': 8.7,
  'legacy-high-tide': 9.7,
  // 8.5 before: a permanent that returns another card from the graveyard is card advantage.
  'legacy-painter': 8.8,
  // 8.9 before: a card cast again from the graveyard (flashback, disturb, embalm, eternalize, escape) counts as card advantage.
  'pauper-familiars': 9.4, // its Ash Barrens find a basic, as Evolving Wilds does (8.8 before)
  'pauper-boros-synthesizer': 8.9,
  'standard-esper-control': 9.3,
  // Jace, the Mind Sculptor's Brainstorm every turn is card advantage (9.4 before).
  'legacy-uw-stoneblade': 9.7,
  'vintage-bazaar-survival': 9,
  'historic-azorius-auras': 9.5,
  // An unmodified precon, pasted from TappedOut (*CMDR*): with the commander found, legal and at the precons' level.
  // 5.7 while its 40 lands read as too many for its top-heavy curve (Burgess's count reads only the commander's mana value).
  // Its X spells (Damnable Pact, Pest Infestation, Gaze of Granite) are no cheap plays (6 before).
  'commander-witherbloom-witchcraft': 5.9,
  'pile-bolt-56-mountain': 1,
  'pile-40-lands-5-drops': 1,
  'pile-zero-lands': 1,
  'pile-six-colours': 1,
  'pile-pauper-random': 4.3,
  'pile-legacy-no-win': 1,
  'pile-vintage-vanilla': 4.1,
  'pile-historic-75-random': 1,
  'pile-standardbrawl-all-lands': 1,
  'pile-alchemy-wrong-colours': 1,
  'pile-modern-land-light': 1.1, // its creatures that draw a card as they enter are card advantage (1 before)
  // It fills 40% of the Commander template, slots weighted (7 ramp, 2 draw, 4 removal, no wipe): less 1.5 (2.7 before the template was in the score).
  'pile-commander-60-forests': 1.7, // its creatures that draw a card as they enter are card advantage (1.6 before)
  // Built soundly by the metrics (curve 9.9, threats 10) but 2 ramp, no draw, 2 removal and no wipe: 11% of the template,
  // less 3.7. It scored 5.5, among the precons (5.1-6.7), before the template was in the score.
  'pile-commander-vanilla-aurelia': 2.9,
};

const analyses = new Map(DECKS.map((d) => [d.id, analyzePure(readDeck(d.id), d.format, d.bestOf)]));
const scoreOf = (d: DeckFixture) => analyses.get(d.id)!.score!;
const legalTopTier = DECKS.filter((d) => d.kind === 'top_tier' && analyses.get(d.id)!.legality.status === 'legal');
const piles = DECKS.filter((d) => d.kind === 'pile');
const precons = DECKS.filter((d) => d.kind === 'precon');
const casualAndPrecons = DECKS.filter((d) => d.kind === 'precon' || d.kind === 'casual');

describe('score calibration over the deck corpus', () => {
  it('has at least 60 real decks and 10 piles', () => {
    expect(DECKS.filter((d) => d.kind !== 'pile').length).toBeGreaterThanOrEqual(60);
    expect(piles.length).toBeGreaterThanOrEqual(10);
    expect(legalTopTier.length).toBeGreaterThanOrEqual(45);
  });

  it('scores every legal top-tier list above every pile', () => {
    const worstList = Math.min(...legalTopTier.map(scoreOf));
    const bestPile = Math.max(...piles.map(scoreOf));
    const inverted = legalTopTier.flatMap((d) => piles.filter((p) => scoreOf(p) >= scoreOf(d)).map((p) => `${d.id} ${scoreOf(d)} <= ${p.id} ${scoreOf(p)}`));
    expect(inverted).toEqual([]);
    expect(worstList).toBeGreaterThan(bestPile);
  });

  it('scores every precon above every pile', () => {
    const bestPile = Math.max(...piles.map(scoreOf));
    for (const d of precons) expect(scoreOf(d), d.id).toBeGreaterThan(bestPile);
  });

  it('puts precons and casual lists between: below every legal top-tier list, above every pile', () => {
    const worstList = Math.min(...legalTopTier.map(scoreOf));
    const between = casualAndPrecons.map(scoreOf);
    const bestPile = Math.max(...piles.map(scoreOf));
    expect(casualAndPrecons.length).toBeGreaterThanOrEqual(14);
    expect(worstList).toBeGreaterThan(Math.max(...between));
    expect(Math.min(...between)).toBeGreaterThan(bestPile);
  });

  it('does not praise 4 Lightning Bolt and 56 Mountains', () => {
    const a = analyses.get('pile-bolt-56-mountain')!;
    expect(a.score).toBeLessThanOrEqual(2);
    expect(a.strengths!.some((s) => s.startsWith('Focused') || s.startsWith('Threat-dense'))).toBe(false);
    expect(a.weaknesses!.some((w) => w.startsWith('Unclear way to win'))).toBe(true);
  });

  it('holds a casual Commander deck to the template it is advised on, and a cEDH list to none', () => {
    const pile = analyses.get('pile-commander-vanilla-aurelia')!;
    expect(pile.score_breakdown!.template_fill).toBe(1.1);
    expect(pile.score_reason).toContain("less 3.7 for filling 11% of the Commander template's nonland slots");
    // The advice asks for the same slots the score found short.
    expect(pile.recommendations!.filter((r) => /^Add \d+ (ramp card|card-draw card|targeted removal spell|board wipe)/.test(r))).toHaveLength(4);
    const precon = analyses.get('commander-vampiric-bloodline')!;
    expect(precon.score_breakdown!.template_fill).toBe(9.7);
    expect(precon.score_reason).not.toContain('Commander template');
    expect(analyses.get('commander-kinnan-cedh')!.score_breakdown!.template_fill).toBeUndefined();
  });

  for (const deck of DECKS) {
    it(`${deck.id}: ${PINNED[deck.id]}`, () => {
      expect(scoreOf(deck)).toBe(PINNED[deck.id]);
    });
  }
});

describe('the score is monotone in obvious improvements', () => {
  // A mono-green creature deck of Pioneer (44 spells, no mana creatures: with a dozen of them 16 lands
  // is already enough for the mana base), from land-light towards its recommended land count.
  const spells = ['Scavenging Ooze', 'Werewolf Pack Leader', 'Ulvenwald Oddity', 'Old-Growth Troll', 'Steel Leaf Champion', 'Pelt Collector', 'Stonecoil Serpent', 'Kazandu Mammoth', 'Ranger Class', 'Lovestruck Beast', "Esika's Chariot"].map((n) => `4 ${n}`);
  const withForests = (k: number) => analyzePure([...spells, `${k} Forest`].join('\n'), 'pioneer', 'bo3');

  it('adding the missing lands to a land-light deck raises its score', () => {
    const scores = [16, 18, 20, 22, 24].map((k) => withForests(k).score!);
    // Its 4 Kazandu Mammoth count 0.8 of a land each toward the recommendation, so 16 Forests are less short than they look.
    // Ranger Class counts as card draw (its third level casts creatures from the top of the library): the last two read 6, not 5.9.
    expect(scores).toEqual([4.5, 5.5, 5.8, 6, 6]);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]!);
    expect(scores.at(-1)).toBeGreaterThan(scores[0]!);
  });

  it('a pile with no lands scores below the same spells on lands', () => {
    expect(withForests(16).score).toBeGreaterThan(analyses.get('pile-zero-lands')!.score!);
  });
});

describe('missing legality data lowers confidence, not the score', () => {
  it('the same deck without its format legality keeps its score and loses confidence', () => {
    const deck = DECKS.find((d) => d.id === 'modern-izzet-murktide')!;
    const parsed = parseDecklist(readDeck(deck.id));
    const records = recordsOf(parsed, snapshotCatalog());
    const stripped = new Map([...records].map(([k, r]) => [k, { ...r, legalities: { ...r.legalities, modern: undefined } }]));
    const options = {
      format: 'modern' as const,
      bestOf: 'bo3' as const,
      cardData: { source: 'mtgjson' as const, checkedAt: '2022-04-25T00:00:00.000Z', fetchedLive: false, dataAvailable: true, suggestions: {} },
      now: TEST_NOW,
    };
    const full = analyzeDeck(parsed, records, options);
    const missing = analyzeDeck(parsed, stripped, options);
    expect(full.legality.status).toBe('legal');
    expect(missing.legality.status).toBe('unknown');
    expect(missing.warnings.map((w) => w.code)).toContain('LEGALITY_DATA_MISSING');
    expect(missing.score).toBe(full.score);
    expect(missing.confidence).toBeLessThan(full.confidence!);
  });
});
