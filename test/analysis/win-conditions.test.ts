import { describe, expect, it } from 'vitest';
import { CEDH_LAND_COUNT } from '../../src/analysis/data/score-plans.js';
import { DECKS, HELD_OUT, readDeck } from '../fixtures/decks/index.js';
import { analyzePure, snapshotCatalog } from '../helpers/cards.js';
import { COMBO_KILLS } from '../../src/analysis/data/win-conditions.js';

const analyzeFixture = (id: string) => {
  const d = [...DECKS, ...HELD_OUT].find((x) => x.id === id)!;
  return analyzePure(readDeck(id), d.format, d.bestOf);
};
const planKeys = (id: string) => analyzeFixture(id).win_conditions!.plans.map((p) => p.key);

describe('ways to win, recognised (data/win-conditions.ts)', () => {
  // The plans a strong player names for each deck; exact, so a new plan that fires by accident shows.
  const EXPECTED: Record<string, string[]> = {
    'legacy-doomsday': ['doomsday'],
    'vintage-doomsday': ['doomsday'],
    'legacy-storm': ['storm'],
    'vintage-dredge': ['dredge', 'evasive'],
    'modern-tron': ['tron'],
    'pauper-flicker-tron': ['flicker_tron', 'stonehorn_lock'],
    'legacy-lands': ['marit_lage', 'punishing_grove', 'loam_lands'],
    // Its Time Vault and Voltaic Key are a second kill, as Vintage players count it.
    'vintage-blue-tinker': ['vault_key', 'tinker'],
    // Oath lists also Show and Tell their Griselbrand or Emrakul: a second kill.
    'vintage-oath': ['oath', 'sneak_show'],
    'legacy-reanimator': ['reanimator'],
    'modern-living-end': ['living_end', 'creatures', 'evasive'],
    'modern-amulet-titan': ['valakut', 'amulet_titan', 'creatures'],
    // Blood Artist and Zulaport Cutthroat drain as its creatures die.
    'modern-yawgmoth': ['yawgmoth', 'creatures', 'drain'],
    'pioneer-lotus-field': ['lotus_field'],
    'standard-izzet-epiphany': ['epiphany'],
    // Stoneforge Mystic puts its Kaldra Compleat into play: a package, beside the deck's own plans.
    'modern-hammer-time': ['stoneforge', 'equipment', 'creatures'],
    'legacy-death-and-taxes': ['stoneforge', 'creatures'],
    'pauper-stompy': ['equipment', 'creatures'],
    'pauper-bogles': ['equipment'],
    'modern-burn': ['burn'],
    'pauper-kuldotha': ['burn'],
    'vintage-shops': ['creatures', 'prison'],
    'legacy-izzet-delver': ['evasive'],
    'pile-bolt-56-mountain': [],
    'pile-legacy-no-win': [],
    'heldout-pioneer-greasefang': ['greasefang_parhelion'],
    'heldout-legacy-sneak-and-show': ['sneak_show'],
  };
  for (const [id, keys] of Object.entries(EXPECTED)) {
    it(`${id}: ${keys.join(', ') || 'none'}`, () => expect(planKeys(id)).toEqual(keys));
  }

  it('every curated combo names cards of the snapshot, and any one card of each group completes it', () => {
    for (const combo of COMBO_KILLS) {
      for (const name of combo.needs.flat()) expect(snapshotCatalog().lookup(name)?.record.name, combo.key).toBe(name);
      // A plan that needs copies of its first group (Alrund's Epiphany) gets them; one copy alone is no plan.
      const copies = (i: number) => (i === 0 ? (combo.minCopies ?? 1) : 1);
      const deck = [...combo.needs.map((group, i) => `${copies(i)} ${group[group.length - 1]}`), '20 Wastes'].join('\n');
      expect(analyzePure(deck, 'vintage').win_conditions!.plans.map((p) => p.key), combo.key).toContain(combo.key);
      if (combo.minCopies) {
        const one = [...combo.needs.map((group) => `1 ${group[group.length - 1]}`), '20 Wastes'].join('\n');
        expect(analyzePure(one, 'vintage').win_conditions!.plans.map((p) => p.key), combo.key).not.toContain(combo.key);
      }
    }
  });

  it('Doomsday is never told to add threats, and reads its kill as a strength', () => {
    for (const id of ['legacy-doomsday', 'vintage-doomsday']) {
      const a = analyzeFixture(id);
      expect(a.recommendations).not.toContain('Add a few threats that end the game quickly once the deck is ahead.');
      expect(a.weaknesses!.some((w) => w.startsWith('Unclear way to win'))).toBe(false);
      expect(a.strengths).toContain("Way to win: Doomsday pile into Thassa's Oracle.");
      expect(a.score_breakdown!.win_condition_clarity).toBe(10);
    }
  });

  it('reads Legacy Belcher and Vintage Paradoxical Outcome as the combo decks they are', () => {
    // Belcher (reconstructed, 2021-22) was "Unclassified", midrange, 4.4; Paradoxical Outcome (reconstructed) had no way to win and scored 7.5.
    const belcher = analyzePure([
      '4 Goblin Charbelcher', '4 Empty the Warrens', '4 Lion\'s Eye Diamond', '4 Lotus Petal', '4 Chrome Mox', '4 Simian Spirit Guide',
      '4 Elvish Spirit Guide', '4 Rite of Flame', '4 Desperate Ritual', '4 Pyretic Ritual', '4 Seething Song', '4 Manamorphose',
      '4 Land Grant', '4 Tinder Wall', '3 Burning Wish', '1 Taiga',
    ].join('\n'), 'legacy', 'bo3');
    expect([belcher.archetype, belcher.macro_archetype]).toEqual(['Belcher', 'combo']);
    expect(belcher.win_conditions!.plans.map((p) => p.key)).toEqual(['storm', 'charbelcher']);
    expect(belcher.score).toBe(9.6);
    const outcome = analyzePure([
      '1 Black Lotus', '1 Mox Sapphire', '1 Mox Jet', '1 Mox Ruby', '1 Mox Emerald', '1 Mox Pearl',
      '1 Mox Opal', '1 Mana Crypt', '1 Mana Vault', '1 Sol Ring', '1 Lotus Petal', '2 Chrome Mox',
      '1 Sensei\'s Divining Top', '1 Ancestral Recall', '1 Time Walk', '1 Timetwister', '1 Brainstorm', '1 Ponder',
      '1 Mystical Tutor', '1 Vampiric Tutor', '1 Demonic Tutor', '1 Windfall', '4 Paradoxical Outcome', '4 Force of Will',
      '1 Mental Misstep', '1 Mindbreak Trap', '2 Mystical Dispute', '1 Tendrils of Agony', '1 Thassa\'s Oracle', '1 Urza, Lord High Artificer',
      '1 Jace, the Mind Sculptor', '1 Tolarian Academy', '1 Library of Alexandria', '1 Underground Sea', '1 Volcanic Island', '1 Tropical Island',
      '2 Polluted Delta', '2 Flooded Strand', '1 Misty Rainforest', '1 Scalding Tarn', '2 Island', '1 Dig Through Time',
      '1 Mystic Forge', '1 Voltaic Key', '1 Mana Drain', '1 Merchant Scroll', '1 Gush', '1 Hurkyl\'s Recall',
      '1 Force of Negation',
    ].join('\n'), 'vintage', 'bo3');
    expect(outcome.archetype).toBe('Paradoxical Outcome');
    expect(outcome.win_conditions!.plans.map((p) => p.key)).toEqual(['storm']);
    expect(outcome.score).toBe(9.7);
  });

  it('every two-card combo of the brackets list is a way to win, early when the commander is a piece', () => {
    // Godo cEDH's kill, Godo fetching Helm of the Host, was listed in the bracket but not in the ways to win.
    const godo = analyzePure(['Commander', '1 Godo, Bandit Warlord', '', 'Deck', '1 Helm of the Host', '98 Mountain'].join('\n'), 'commander', 'bo1');
    expect(godo.win_conditions!.plans.map((p) => [p.key, p.kind, p.label])).toEqual([
      ['pair:godo_bandit_warlord+helm_of_the_host', 'combo', 'Godo, Bandit Warlord and Helm of the Host, a two-card infinite combo'],
    ]);
    // 6 + 4 mana, but the commander is always at hand: an early combo, bracket 4.
    expect(godo.commander_bracket!.bracket).toBe(4);
    expect(godo.commander_bracket!.reasons).toContain('Two-card infinite combo (bracket 4 and up): Godo, Bandit Warlord + Helm of the Host.');
  });

  it('creature-light aggro that still wins (Hammer Time, Stompy, Dredge) is never told "0 cards that close games"', () => {
    for (const id of ['modern-hammer-time', 'pauper-stompy', 'vintage-dredge']) {
      const a = analyzeFixture(id);
      expect(a.facts.win_condition_count).toBeGreaterThan(0);
      expect(a.weaknesses!.join(' ')).not.toContain('0 cards that close games');
    }
  });
});

describe('advice gated on the plan and the format', () => {
  it('"Lower the curve" never goes to control, ramp, combo or Affinity decks of the corpus', () => {
    const gated = DECKS.filter((d) => d.kind !== 'pile' && (['control', 'ramp', 'combo'].includes(d.macro) || d.id === 'pauper-affinity'));
    expect(gated.length).toBeGreaterThanOrEqual(20);
    for (const d of gated) {
      const a = analyzePure(readDeck(d.id), d.format, d.bestOf);
      expect(a.recommendations!.filter((r) => r.startsWith('Lower the curve')), d.id).toEqual([]);
    }
  });

  it('scales the Commander template to a 60-card Standard Brawl deck, and asks no Arena Brawl deck for ramp', () => {
    const a = analyzeFixture('standardbrawl-adeline');
    expect(a.recommendations).toContain("Add 5 card-draw cards: 1 now, 6-7 in a 60-card deck (the Commander template's 10-12, scaled).");
    expect(a.recommendations!.some((r) => r.includes('10-12 in a common Commander template'))).toBe(false);
    // One-on-one Brawl at 25 life: Adeline (2 ramp pieces) was told "Add 4 ramp cards", Tergrid in 100-card Brawl "Add 6 ramp cards".
    expect(a.commander_template!.ramp).toMatchObject({ count: 2, status: 'low' });
    for (const id of ['standardbrawl-adeline', 'standardbrawl-lolth', 'brawl-tergrid']) {
      expect(analyzeFixture(id).recommendations!.filter((r) => r.includes('ramp card')), id).toEqual([]);
    }
  });

  it('asks a Commander deck with no card draw for it once, in the template\'s words', () => {
    // Krenko with every card-draw card turned into a Mountain: it was told both "Add 10 card-advantage cards" and
    // "Add 10 card-draw cards".
    const krenko = analyzeFixture('commander-krenko-goblins');
    const draw = new Set(krenko.cards!.filter((c) => c.roles.includes('card_advantage')).map((c) => c.name));
    const dry = readDeck('commander-krenko-goblins').split('\n').map((l) => (draw.has(l.replace(/^1x? /, '')) ? '1 Mountain' : l)).join('\n');
    const a = analyzePure(dry, 'commander', 'bo1');
    expect(a.facts.card_advantage_count).toBe(0);
    expect(a.warnings.map((w) => w.code)).toContain('NO_CARD_ADVANTAGE');
    expect(a.recommendations!.filter((r) => /card-advantage|card-draw/.test(r))).toEqual(['Add 10 card-draw cards: 0 now, 10-12 in a common Commander template.']);
  });

  it('asks no aggressive Commander deck for board wipes, which would kill its own board', () => {
    // Krenko Goblins, Lathril Elves and Edgar Markov Vampires (aggro) were told "Add 1-2 board wipes"; Muldrotha (midrange) still is.
    for (const id of ['commander-krenko-goblins', 'commander-elven-empire', 'commander-edgar-vampires']) {
      const a = analyzeFixture(id);
      expect(a.macro_archetype, id).toBe('aggro');
      // Krenko's Vandalblast, overloaded, now makes its wipes 3, within the template; the other two stay short.
      if (id !== 'commander-krenko-goblins') expect(a.commander_template!.board_wipes.status, id).toBe('low');
      expect(a.recommendations!.filter((r) => r.includes('board wipe')), id).toEqual([]);
    }
    expect(analyzeFixture('commander-muldrotha').recommendations).toContain('Add 1 board wipe: 2 now, 3-4 in a common Commander template.');
  });

  it('reads Infect as a poison plan that does without card advantage and removal', () => {
    // Glistener Elf and Blighted Agent (8 infect creatures) pumped by Might of Old Krosa and Scale Up: it was told to add 4
    // card-advantage cards; Pauper Infect, protected by Vines and Apostle's Blessing, was told to add 8 removal spells.
    const a = analyzeFixture('modern-infect');
    expect(a.win_conditions!.plans.map((p) => [p.key, p.label, p.cards])).toEqual([['infect', 'Poison: infect creatures pumped to ten counters', ['Glistener Elf', 'Blighted Agent']]]);
    expect((a.site_scores as { exempt_metrics: string[] }).exempt_metrics).toEqual(['card_advantage', 'interaction_removal']);
    expect(a.warnings.map((w) => w.code)).not.toContain('NO_CARD_ADVANTAGE');
    expect(a.recommendations).toEqual([]);
  });

  it('gives a cEDH list no advice from the casual template', () => {
    // Kinnan cEDH runs 24 lands, one board wipe (Cyclonic Rift) and tutors in place of draw: it was told "Add 3 board wipes" and "Add 6 card-draw cards".
    const a = analyzeFixture('commander-kinnan-cedh');
    expect(a.archetype).toBe('Kinnan cEDH');
    // Its one board wipe is Cyclonic Rift, overloaded.
    expect(a.commander_template!.board_wipes.count).toBe(1);
    expect(a.recommendations!.filter((r) => r.includes('Commander template'))).toEqual([]);
    // Its 24 lands are the plan's: an Urza cEDH list on 26 lands was told "Play 9 more lands".
    expect(a.mana_base.land_count_status).toBe('normal');
    expect(a.mana_base.notes[1]).toBe(`The plan sets this land count: ${CEDH_LAND_COUNT.why} The formula's low verdict is not applied.`);
  });

  it('keeps the unscaled template for 100-card Commander', () => {
    const a = analyzeFixture('commander-krenko-goblins');
    expect(a.recommendations).toContain('Add 3 card-draw cards: 7 now, 10-12 in a common Commander template.');
  });

  it('tells an Alchemy deck with the original Esika\'s Chariot to play the rebalanced one', () => {
    const list = readDeck('alchemy-mono-green-chariot').replace("4 A-Esika's Chariot", "4 Esika's Chariot (KHM) 169");
    const a = analyzePure(list, 'alchemy', 'bo1');
    expect(a.legality.illegal_cards).toEqual(["Esika's Chariot"]);
    expect(a.recommendations).toContain("Play A-Esika's Chariot instead of Esika's Chariot: Alchemy uses the rebalanced version.");
  });

  it('points Historic Brawl to the rebalanced card, and Standard back to the original', () => {
    // Brawl (Historic Brawl on Arena) plays the A- version, as Alchemy and Historic do: Ghalta's list with the paper
    // Chariot was told only "Replace Esika's Chariot".
    const brawl = analyzePure(readDeck('brawl-ghalta-stompy').replace("1 A-Esika's Chariot", "1 Esika's Chariot"), 'brawl', 'bo1');
    expect(brawl.legality.illegal_cards).toEqual(["Esika's Chariot"]);
    expect(brawl.recommendations).toContain("Play A-Esika's Chariot instead of Esika's Chariot: Brawl (100 cards; Historic Brawl until 2023) uses the rebalanced version.");
    // The Alchemy Chariot list asked as Standard: its A- card is Arena's alone there.
    const standard = analyzePure(readDeck('alchemy-mono-green-chariot'), 'standard', 'bo1');
    expect(standard.legality.illegal_cards).toContain("A-Esika's Chariot");
    expect(standard.recommendations).toContain("Play Esika's Chariot instead of A-Esika's Chariot: the rebalanced version is for Arena's Alchemy, Historic and Brawl; Standard uses the original.");
  });

  it('names the cards that break a companion\'s condition', () => {
    const list = ['Companion', '1 Lurrus of the Dream-Den', '', 'Deck', '4 Monastery Swiftspear', '4 Soul-Scar Mage', '4 Stormwing Entity', '4 Bonecrusher Giant', '4 Kumano Faces Kakkazan', '4 Play with Fire', '4 Lightning Bolt', '4 Burning-Tree Emissary', '4 Eidolon of the Great Revel', '4 Light Up the Stage', '20 Mountain'];
    const a = analyzePure(list.join('\n'), 'legacy', 'bo3');
    expect(a.legality.companion?.condition_met).toBe(false);
    expect(a.recommendations).toContain(
      'Lurrus of the Dream-Den\'s condition ("Each permanent card in your starting deck has mana value 2 or less.") is broken by Stormwing Entity, Bonecrusher Giant // Stomp: cut or replace them, or drop Lurrus of the Dream-Den as companion.',
    );
  });
});
