import { describe, expect, it } from 'vitest';
import { analyzePure, snapshotCatalog } from '../helpers/cards.js';
import { adventureFirst, castCost, type CastContext } from '../../src/analysis/cast-cost.js';

/** Cost as cast, pinned on real cards of the April-2022 data (issue 11). */
const record = (name: string) => {
  const hit = snapshotCatalog().lookup(name);
  if (!hit) throw new Error(`no card ${name}`);
  return hit.record;
};
const plain: CastContext = { names: new Set(), dredgeCopies: 0, artifactCopies: 20, creatureCopies: 20, cheapSpellCopies: 0, landCopies: 22, modalLandCopies: 0, commander: false };
const summary = (name: string, ctx: CastContext = plain) => {
  const c = castCost(record(name), ctx);
  return { rule: c.rule, manaValue: c.manaValue, turn: c.turn, notCast: c.notCast };
};

describe('cost as cast', () => {
  it('Arclight Phoenix is returned from the graveyard, not cast, in a deck of cheap spells; hardcast elsewhere', () => {
    expect(summary('Arclight Phoenix', { ...plain, cheapSpellCopies: 28 }).notCast).toBe('the plan returns it from the graveyard with cheap spells');
    expect(summary('Arclight Phoenix', { ...plain, cheapSpellCopies: 8 })).toEqual({ rule: 'printed', manaValue: 4, turn: 4, notCast: null });
  });

  it('a self-mill deck (Oops All Spells) does not cast Narcomoeba, Dread Return or Thassa\'s Oracle; other decks do', () => {
    const oops = { ...plain, names: new Set(['Balustrade Spy']), landCopies: 0, modalLandCopies: 10 };
    const reason = 'the self-mill plan (Balustrade Spy, Undercity Informer) uses it from the graveyard';
    for (const name of ['Narcomoeba', 'Dread Return', "Thassa's Oracle"]) expect(summary(name, oops).notCast, name).toBe(reason);
    expect(summary("Thassa's Oracle")).toEqual({ rule: 'printed', manaValue: 2, turn: 2, notCast: null });
  });

  it('an adventurer whose creature costs 5 or more is cast first as its cheaper adventure; a cheap adventurer is not', () => {
    // Fertile Footsteps ({2}{G}) before Beanstalk Giant ({6}{G}); Cast Off ({3}{W}{W}) before Realm-Cloaked Giant ({5}{W}{W}).
    expect(adventureFirst(record('Beanstalk Giant'))).toBe(3);
    expect(adventureFirst(record('Realm-Cloaked Giant'))).toBe(5);
    // Bonecrusher Giant is a 3-drop; Flaxen Intruder's creature is the cheap half; Questing Beast has no adventure.
    for (const name of ['Bonecrusher Giant', 'Flaxen Intruder', 'Questing Beast']) expect(adventureFirst(record(name)), name).toBeNull();
  });

  it('Bridge from Below works only from the graveyard, so no deck casts it; Carrionette has a body to cast', () => {
    expect(summary('Bridge from Below').notCast).toBe('it works only from the graveyard: the deck mills or discards it');
    expect(summary('Carrionette').notCast).toBeNull();
  });

  it("Hollow One costs {2} less for each card cycled or discarded this turn: a discard deck casts it on turn 2 for little", () => {
    expect(summary('Hollow One')).toEqual({ rule: 'reduced', manaValue: 0, turn: 2, notCast: null });
    // A Commander deck pays a reduced cost in mana, as it does for affinity.
    expect(summary('Hollow One', { ...plain, commander: true })).toMatchObject({ rule: 'printed', manaValue: 5 });
  });

  it('a modal card with a land back is played as a land when the deck has more of them than lands', () => {
    // Oops All Spells plays ten and no land; Jeskai Hinata plays six beside 22 lands and casts them.
    const reason = 'the deck plays it as a land (it has more modal land backs than lands)';
    expect(summary("Agadeem's Awakening", { ...plain, landCopies: 0, modalLandCopies: 10 }).notCast).toBe(reason);
    expect(summary('Jwari Disruption', { ...plain, landCopies: 22, modalLandCopies: 6 }).notCast).toBeNull();
  });

  it("Cauldron Familiar is wanted on turn 3 beside Witch's Oven (a Food loop), on turn 1 without it", () => {
    expect(summary('Cauldron Familiar', { ...plain, names: new Set(["Witch's Oven"]) })).toEqual({ rule: 'printed', manaValue: 1, turn: 3, notCast: null });
    expect(summary('Cauldron Familiar').turn).toBe(1);
  });

  it('X spells at the smallest useful X: 2 by default, named families otherwise', () => {
    expect(summary('Voracious Hydra')).toEqual({ rule: 'x', manaValue: 4, turn: 4, notCast: null });
    expect(summary('The Meathook Massacre')).toEqual({ rule: 'x', manaValue: 4, turn: 4, notCast: null });
    expect(summary('Torment of Hailfire')).toEqual({ rule: 'x', manaValue: 7, turn: 7, notCast: null });
    expect(summary('Walking Ballista')).toEqual({ rule: 'x', manaValue: 2, turn: 2, notCast: null });
    // Ninja of the Deep Hours comes in for its ninjutsu cost {1}{U} from turn 2 (was read as a {3}{U} turn-4 spell).
    expect(summary('Ninja of the Deep Hours')).toEqual({ rule: 'ninjutsu', manaValue: 2, turn: 2, notCast: null });
    // Hangarback Walker ({X}{X}) comes down for X = 1 on turn 2 (was costed at X = 2: turn 4).
    expect(summary('Hangarback Walker')).toEqual({ rule: 'x', manaValue: 2, turn: 2, notCast: null });
  });

  it('affinity, improvise and convoke on turn 2 when the deck has the fuel; delve on turn 3', () => {
    expect(summary('Frogmite')).toEqual({ rule: 'reduced', manaValue: 0, turn: 2, notCast: null });
    expect(summary('Thoughtcast')).toEqual({ rule: 'reduced', manaValue: 1, turn: 2, notCast: null });
    expect(summary('Murktide Regent')).toEqual({ rule: 'reduced', manaValue: 2, turn: 3, notCast: null });
    expect(summary('Frogmite', { ...plain, artifactCopies: 4 })).toEqual({ rule: 'printed', manaValue: 4, turn: 4, notCast: null });
  });

  it("Goryo's Vengeance cheats in only a legendary creature, Persist only a nonlegendary one", () => {
    const goryos = new Set(["Goryo's Vengeance"]);
    const both = new Set(["Goryo's Vengeance", 'Persist']);
    expect(summary('Archon of Cruelty', { ...plain, names: goryos }).notCast).toBeNull();
    expect(summary('Archon of Cruelty', { ...plain, names: both }).notCast).toBe('the plan puts it onto the battlefield (Persist)');
    expect(summary('Griselbrand', { ...plain, names: both }).notCast).toBe("the plan puts it onto the battlefield (Goryo's Vengeance)");
  });

  it('a commander deck pays reduced costs in mana: Organic Extinction is a late wipe, not a turn-2 {W}{W} spell', () => {
    // Buckle Up (Kotori precon) plays Organic Extinction ({8}{W}{W}, improvise) and Universal Surveillance ({X}{U}{U}{U}, improvise):
    // read as turn-2 and turn-3 spells they asked for 5 more white and 7 more blue sources.
    const commander = { ...plain, commander: true };
    expect(summary('Organic Extinction', commander)).toEqual({ rule: 'printed', manaValue: 10, turn: 10, notCast: null });
    expect(summary('Universal Surveillance', commander)).toEqual({ rule: 'x', manaValue: 5, turn: 5, notCast: null });
    expect(summary('Chord of Calling', commander)).toEqual({ rule: 'x', manaValue: 5, turn: 5, notCast: null });
    expect(summary('Organic Extinction')).toEqual({ rule: 'reduced', manaValue: 2, turn: 2, notCast: null });
  });

  it('suspend, spectacle and free alternative costs', () => {
    expect(summary('Rift Bolt')).toEqual({ rule: 'suspend', manaValue: 1, turn: 1, notCast: null });
    // A suspend cost is paid from the lands: Deep-Sea Kraken's {2}{U} on turn 3, not turn 1.
    expect(summary('Deep-Sea Kraken')).toEqual({ rule: 'suspend', manaValue: 3, turn: 3, notCast: null });
    // Spectacle needs an opponent to have lost life first: an attack or a burn spell, so turn 2 at the earliest.
    expect(summary('Skewer the Critics')).toEqual({ rule: 'spectacle', manaValue: 1, turn: 2, notCast: null });
    expect(summary('Fireblast')).toEqual({ rule: 'free_alternative', manaValue: 0, turn: 1, notCast: null });
    expect(summary('Force of Will')).toEqual({ rule: 'free_alternative', manaValue: 0, turn: 1, notCast: null });
    expect(summary('Solitude')).toEqual({ rule: 'free_alternative', manaValue: 0, turn: 1, notCast: null });
  });

  it('hybrid pips need either colour, Phyrexian pips no colour; Serra Avenger waits for turn 4', () => {
    const bte = castCost(record('Burning-Tree Emissary'), plain);
    expect([bte.hybrid, bte.pips.R, bte.pips.G, bte.manaValue]).toEqual([[['R', 'G'], ['R', 'G']], 0, 0, 2]);
    const gut = castCost(record('Gut Shot'), plain);
    expect([gut.manaValue, gut.pips.R]).toEqual([0, 0]);
    expect(summary('Serra Avenger')).toEqual({ rule: 'printed', manaValue: 2, turn: 4, notCast: null });
  });

  it('cards the plan does not cast say why', () => {
    expect(summary('Street Wraith').notCast).toBe('it is cycled for 2 life');
    expect(summary('Living End').notCast).toBe('it has no mana cost: it is suspended, or another card casts it (cascade)');
    expect(summary('Elvish Spirit Guide').notCast).toBe('it is exiled from the hand for mana');
    expect(summary('Edge of Autumn', { ...plain, names: new Set(['Doomsday']) }).notCast).toBe('the plan cycles it');
    expect(summary('Edge of Autumn').notCast).toBeNull();
    expect(summary('Narcomoeba', { ...plain, dredgeCopies: 7 }).notCast).toBe('the dredge plan uses it from the graveyard');
    expect(summary('Griselbrand', { ...plain, names: new Set(['Reanimate', 'Entomb']) }).notCast).toBe('the plan puts it onto the battlefield (Reanimate)');
    // With no way to put it into the graveyard first (Entomb, Faithless Looting...), a reanimation spell cheats nothing in.
    expect(summary('Griselbrand', { ...plain, names: new Set(['Reanimate']) }).notCast).toBeNull();
  });

  it("a hybrid card colours the deck only the way it is paid: Burn stays red, Stompy green, a lone Kitchen Finks deck takes its lands' colour", () => {
    expect(analyzePure(['4 Burning-Tree Emissary', '4 Lightning Bolt', '4 Goblin Guide', '20 Mountain', '28 Lava Spike'].join('\n'), 'modern').facts.colors).toEqual(['R']);
    expect(analyzePure(['4 Burning-Tree Emissary', '4 Nettle Sentinel', '4 Quirion Ranger', '17 Forest', '31 Rancor'].join('\n'), 'pauper').facts.colors).toEqual(['G']);
    expect(analyzePure(['36 Kitchen Finks', '24 Forest'].join('\n'), 'modern').facts.colors).toEqual(['G']);
    expect(analyzePure(['4 Boros Charm', '4 Burning-Tree Emissary', '20 Mountain', '32 Lava Spike'].join('\n'), 'modern').facts.colors).toEqual(['W', 'R']);
  });

  it('a Phyrexian pip colours the deck only when a land of that colour (not an any-colour land) pays it: mono-blue Merfolk with Dismember stays blue', () => {
    const merfolk = ['4 Lord of Atlantis', '4 Silvergill Adept', '2 Dismember', '4 Cavern of Souls', '18 Island', '28 Merfolk Trickster'];
    expect(analyzePure(merfolk.join('\n'), 'modern').facts.colors).toEqual(['U']);
    expect(analyzePure(merfolk.map((l) => l.replace('18 Island', '16 Island\n2 Watery Grave')).join('\n'), 'modern').facts.colors).toEqual(['U', 'B']);
    expect(analyzePure(['4 Gitaxian Probe', '4 Lightning Bolt', '20 Mountain', '32 Lava Spike'].join('\n'), 'modern').facts.colors).toEqual(['R']);
    expect(analyzePure(['4 Gut Shot', '4 Dismember', '4 City of Brass', '16 Island', '32 Counterspell'].join('\n'), 'modern').facts.colors).toEqual(['U']);
  });

  it('Burning-Tree Emissary in a Mountain deck asks for no green source', () => {
    const a = analyzePure(['4 Burning-Tree Emissary', '4 Lightning Bolt', '4 Goblin Guide', '20 Mountain', '4 Monastery Swiftspear', '24 Lava Spike'].join('\n'), 'modern');
    expect(a.mana_base.early_color_requirements.G).toBe(0);
    expect(a.mana_base.castability!.find((c) => c.card === 'Burning-Tree Emissary')).toMatchObject({ turn: 2, on_play_given_lands: 1 });
  });
});
