import { describe, expect, it } from 'vitest';
import { analyzePure, snapshotCatalog } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { recordsOf } from '../helpers/records.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { joinDeck } from '../../src/analysis/deck.js';
import { inDeck } from '../../src/domain/deck.js';
import { deckCastability } from '../../src/analysis/castability.js';
import { WUBRG } from '../../src/domain/cards.js';
import type { MulliganRule } from '../../src/analysis/tuning.js';

/**
 * Issue 11 on 28 real decks of the shared corpus (April-2022 card data): per
 * deck the coloured sources, the land verdict, each key spell's castability
 * ([turn, on the play, on the draw, average delay]), the hardest spells, the
 * cards the plan does not cast, and the exact mana and land advice. Then
 * regression checks over the whole corpus for the failures the issue lists.
 */
interface Pin {
  sources: Record<string, number>;
  lands: number;
  recommended: number;
  status: string;
  cast: Record<string, [number, number, number, number]>;
  hardest: string[];
  notCast: string[];
  advice: string[];
}

const PINS: Record<string, Pin> = {
  'modern-burn': {"sources": {"W": 14, "U": 0, "B": 0, "R": 18, "G": 0}, "lands": 18, "recommended": 20.3, "status": "acceptable_for_low_curve_aggro", "cast": {"Goblin Guide": [1, 0.9995, 0.9997, 0], "Monastery Swiftspear": [1, 0.9995, 0.9997, 0], "Eidolon of the Great Revel": [2, 0.9817, 0.9876, 0.05], "Boros Charm": [2, 0.9661, 0.9759, 0.1], "Lightning Helix": [2, 0.9661, 0.9759, 0.1]}, "hardest": [], "notCast": [], "advice": []},
  'pauper-affinity': {"sources": {"W": 0, "U": 9, "B": 10, "R": 10, "G": 0}, "lands": 20, "recommended": 16.3, "status": "normal", "cast": {"Myr Enforcer": [2, 1, 1, 0], "Frogmite": [2, 1, 1, 0], "Thoughtcast": [2, 0.8352, 0.8637, 0.64], "Deadly Dispute": [2, 0.7829, 0.8258, 0.57]}, "hardest": ["Experimental Synthesizer", "Galvanic Blast", "Krark-Clan Shaman", "Makeshift Munitions", "Deadly Dispute"], "notCast": [], "advice": ["Make 1 more land produce blue (for example a land that also makes blue mana in place of 1 Vault of Whispers): 9 of the 10 sources needed to cast Somber Hoverguard on turn 2; 83.5% to cast it then on the play given enough lands."]},
  'vintage-dredge': {"sources": {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 4, "recommended": 16, "status": "normal", "cast": {"Unmask": [1, 1, 1, 0], "Force of Vigor": [1, 1, 1, 0]}, "hardest": [], "notCast": ["Narcomoeba", "Prized Amalgam", "Ichorid", "Golgari Grave-Troll", "Stinkweed Imp", "Golgari Thug", "Hogaak, Arisen Necropolis", "Fatestitcher", "Street Wraith", "Cabal Therapy", "Bridge from Below", "Creeping Chill", "Dread Return", "Serum Powder"], "advice": []},
  'legacy-doomsday': {"sources": {"W": 0, "U": 13, "B": 13, "R": 0, "G": 7}, "lands": 15, "recommended": 11.6, "status": "normal", "cast": {"Brainstorm": [1, 0.9832, 0.9874, 0.06], "Ponder": [1, 0.9832, 0.9874, 0.06], "Doomsday": [3, 0.4629, 0.549, 2.13], "Thassa's Oracle": [2, 0.8258, 0.863, 0.61]}, "hardest": ["Doomsday"], "notCast": ["Edge of Autumn", "Street Wraith"], "advice": []},
  'legacy-death-and-taxes': {"sources": {"W": 15, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 23, "recommended": 20.1, "status": "normal", "cast": {"Thalia, Guardian of Thraben": [2, 0.9595, 0.9714, 0.12], "Stoneforge Mystic": [2, 0.9595, 0.9714, 0.12], "Mother of Runes": [1, 0.9459, 0.9612, 0.16], "Aether Vial": [1, 1, 1, 0]}, "hardest": [], "notCast": ["Batterskull", "Kaldra Compleat"], "advice": []},
  'pioneer-mono-green-devotion': {"sources": {"W": 0, "U": 0, "B": 0, "R": 0, "G": 20}, "lands": 24, "recommended": 20.2, "status": "normal", "cast": {"Llanowar Elves": [1, 0.9857, 0.9908, 0.03], "Elvish Mystic": [1, 0.9857, 0.9908, 0.03], "Old-Growth Troll": [3, 0.7161, 0.7964, 0.84], "Karn, the Great Creator": [4, 0.7111, 0.8058, 0.77]}, "hardest": ["Old-Growth Troll"], "notCast": [], "advice": []},
  'modern-izzet-murktide': {"sources": {"W": 0, "U": 17, "B": 0, "R": 14, "G": 0}, "lands": 18, "recommended": 17.9, "status": "normal", "cast": {"Dragon's Rage Channeler": [1, 0.9729, 0.9801, 0.09], "Ragavan, Nimble Pilferer": [1, 0.9729, 0.9801, 0.09], "Murktide Regent": [3, 0.9604, 0.9725, 0.11], "Counterspell": [2, 0.9434, 0.9604, 0.16]}, "hardest": [], "notCast": [], "advice": []},
  'modern-izzet-phoenix': {"sources": {"W": 0, "U": 16, "B": 0, "R": 14, "G": 0}, "lands": 18, "recommended": 17.9, "status": "normal", "cast": {"Dragon's Rage Channeler": [1, 0.9729, 0.9801, 0.09], "Expressive Iteration": [2, 0.9638, 0.9743, 0.11], "Thought Scour": [1, 0.9934, 0.9954, 0.02]}, "hardest": [], "notCast": ["Arclight Phoenix"], "advice": []},
  // Prismatic Ending is cast for X = 1 on turn 2 (it exiles a 1-drop): the average as cast, and the land target, fall.
  'modern-4c-omnath': {"sources": {"W": 19, "U": 21, "B": 0, "R": 21, "G": 20}, "lands": 28, "recommended": 21.8, "status": "normal", "cast": {"Omnath, Locus of Creation": [4, 0.8223, 0.894, 0.41], "Wrenn and Six": [2, 0.9527, 0.972, 0.1], "Prismatic Ending": [2, 0.9768, 0.9855, 0.06]}, "hardest": [], "notCast": [], "advice": []},
  // Kaldra Compleat comes in through Stoneforge Mystic, not cast: the average as cast, and so the recommendation, fall.
  'modern-hammer-time': {"sources": {"W": 9, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 18, "recommended": 19.4, "status": "normal", "cast": {"Colossus Hammer": [1, 0.9995, 0.9997, 0], "Sigarda's Aid": [1, 0.8301, 0.8589, 0.67], "Stoneforge Mystic": [2, 0.8499, 0.8772, 0.57], "Ornithopter": [1, 1, 1, 0]}, "hardest": ["Puresteel Paladin", "Esper Sentinel", "Giver of Runes", "Sigarda's Aid", "Steelshaper's Gift"], "notCast": ["Kaldra Compleat"], "advice": []},
  'modern-amulet-titan': {"sources": {"W": 0, "U": 9, "B": 0, "R": 0, "G": 17}, "lands": 27, "recommended": 23.2, "status": "normal", "cast": {"Amulet of Vigor": [1, 0.9164, 0.94, 0.08], "Primeval Titan": [6, 0.4792, 0.6036, 1.62], "Arboreal Grazer": [1, 0.6798, 0.728, 0.41]}, "hardest": ["Arboreal Grazer"], "notCast": [], "advice": []},
  'legacy-izzet-delver': {"sources": {"W": 0, "U": 13, "B": 0, "R": 11, "G": 0}, "lands": 17, "recommended": 16.3, "status": "normal", "cast": {"Dragon's Rage Channeler": [1, 0.9192, 0.936, 0.29], "Murktide Regent": [3, 0.8102, 0.8502, 0.67]}, "hardest": ["Murktide Regent"], "notCast": [], "advice": []},
  'standard-izzet-epiphany': {"sources": {"W": 0, "U": 20, "B": 0, "R": 19, "G": 0}, "lands": 24, "recommended": 21.2, "status": "normal", "cast": {"Alrund's Epiphany": [7, 0.3855, 0.5119, 2.05], "Expressive Iteration": [2, 0.9559, 0.9725, 0.1], "Consider": [1, 0.9436, 0.9617, 0.09], "Memory Deluge": [4, 0.8111, 0.8843, 0.45]}, "hardest": ["Spikefield Hazard // Spikefield Cave"], "notCast": [], "advice": []},
  'standard-mono-white-aggro': {"sources": {"W": 22, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 22, "recommended": 23.1, "status": "normal", "cast": {"Hopeful Initiate": [1, 1, 1, 0], "Luminarch Aspirant": [2, 0.9961, 0.9977, 0.01], "Adeline, Resplendent Cathar": [3, 0.8519, 0.909, 0.36], "The Wandering Emperor": [4, 0.6352, 0.739, 1.06]}, "hardest": [], "notCast": [], "advice": []},
  'historic-jund-food': {"sources": {"W": 0, "U": 0, "B": 14, "R": 14, "G": 14}, "lands": 24, "recommended": 20.6, "status": "normal", "cast": {"Gilded Goose": [1, 0.7982, 0.8362, 0.38], "Witch's Oven": [1, 0.9777, 0.9852, 0.02], "Trail of Crumbs": [2, 0.939, 0.9556, 0.19], "Mayhem Devil": [3, 0.8377, 0.8935, 0.44]}, "hardest": ["Claim the Firstborn", "Gilded Goose", "Thoughtseize"], "notCast": [], "advice": ["Make 3 more lands produce green (for example a land that also makes green mana in place of 2 Mountain and 1 Swamp): 10 of the 13 sources needed to cast Gilded Goose on turn 1; 79.8% to cast it then on the play given enough lands."]},
  'pioneer-rakdos-midrange': {"sources": {"W": 0, "U": 0, "B": 21, "R": 17, "G": 0}, "lands": 24, "recommended": 23.1, "status": "normal", "cast": {"Thoughtseize": [1, 0.7982, 0.8362, 0.21], "Fatal Push": [1, 0.7982, 0.8362, 0.21], "Bloodtithe Harvester": [2, 0.9736, 0.9826, 0.07]}, "hardest": ["Duress", "Fatal Push", "Thoughtseize"], "notCast": [], "advice": []},
  'pauper-stompy': {"sources": {"W": 0, "U": 0, "B": 0, "R": 0, "G": 17}, "lands": 17, "recommended": 19.8, "status": "acceptable_for_low_curve_aggro", "cast": {"Quirion Ranger": [1, 0.9991, 0.9994, 0], "Nettle Sentinel": [1, 0.9991, 0.9994, 0], "Burning-Tree Emissary": [2, 0.9738, 0.9817, 0.08], "Rancor": [1, 0.9991, 0.9994, 0]}, "hardest": [], "notCast": [], "advice": []},
  'vintage-shops': {"sources": {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 15, "recommended": 17.4, "status": "acceptable_for_low_curve_aggro", "cast": {"Sphere of Resistance": [2, 0.9483, 0.9617, 0.16], "Phyrexian Revoker": [2, 0.9483, 0.9617, 0.16], "Foundry Inspector": [3, 0.6226, 0.709, 1.28]}, "hardest": [], "notCast": [], "advice": []},
  // A 100-card deck's ramp counts up to Cultivate's mana value against the template's ten pieces (weight 7; 37 before).
  'commander-elven-empire': {"sources": {"W": 0, "U": 0, "B": 22, "R": 0, "G": 28}, "lands": 38, "recommended": 35.7, "status": "normal", "cast": {"Lathril, Blade of the Elves": [4, 0.841, 0.841, 0.44], "Elvish Mystic": [1, 0.9257, 0.9257, 0.1]}, "hardest": [], "notCast": [], "advice": []},
  'commander-krenko-goblins': {"sources": {"W": 0, "U": 0, "B": 0, "R": 35, "G": 0}, "lands": 36, "recommended": 36, "status": "normal", "cast": {"Sol Ring": [1, 0.9997, 0.9997, 0], "Krenko, Mob Boss": [4, 0.8165, 0.8165, 0.52]}, "hardest": [], "notCast": [], "advice": []},
  // Its 20 rocks and dorks are measured against the template's ten pieces (weight 7) now (28 before, against 12 at 1/2).
  'commander-kinnan-cedh': {"sources": {"W": 0, "U": 16, "B": 0, "R": 0, "G": 18}, "lands": 24, "recommended": 28.2, "status": "normal", "cast": {"Kinnan, Bonder Prodigy": [2, 0.8385, 0.8385, 0.61], "Basalt Monolith": [3, 0.7596, 0.7596, 0.84]}, "hardest": ["Counterspell", "Mana Drain", "Thassa's Oracle"], "notCast": ["Hullbreaker Horror", "Elvish Spirit Guide"], "advice": []},
  // Arena's Brawl is a duel: the player on the play skips the first draw (Comprehensive Rules 103.8a).
  'brawl-ghalta-stompy': {"sources": {"W": 0, "U": 0, "B": 0, "R": 0, "G": 39}, "lands": 39, "recommended": 38, "status": "normal", "cast": {"Llanowar Elves": [1, 0.9999, 1, 0], "Cultivate": [3, 0.9471, 0.9686, 0.12]}, "hardest": [], "notCast": [], "advice": []},
  // Its foretell cards are read at their foretell pips (the curve keeps their printed value).
  // Arena's Brawl is a duel: the player on the play skips the first draw (Comprehensive Rules 103.8a).
  'standardbrawl-adeline': {"sources": {"W": 26, "U": 0, "B": 0, "R": 0, "G": 0}, "lands": 25, "recommended": 23, "status": "normal", "cast": {"Adeline, Resplendent Cathar": [3, 0.9801, 0.99, 0.04]}, "hardest": [], "notCast": [], "advice": []},
  'modern-living-end': {"sources": {"W": 0, "U": 14, "B": 13, "R": 13, "G": 13}, "lands": 20, "recommended": 24.9, "status": "normal", "cast": {"Shardless Agent": [3, 0.7585, 0.8311, 0.7], "Violent Outburst": [3, 0.7663, 0.8379, 0.67], "Demonic Dread": [3, 0.7663, 0.8379, 0.67]}, "hardest": [], "notCast": ["Living End", "Street Wraith", "Architects of Will", "Curator of Mysteries", "Striped Riverwinder"], "advice": []},
  'legacy-reanimator': {"sources": {"W": 1, "U": 0, "B": 12, "R": 9, "G": 0}, "lands": 13, "recommended": 15.1, "status": "normal", "cast": {"Entomb": [1, 0.9675, 0.9742, 0.07], "Reanimate": [1, 0.9675, 0.9742, 0.07], "Animate Dead": [2, 0.9033, 0.9243, 0.34]}, "hardest": [], "notCast": ["Griselbrand", "Archon of Cruelty", "Sheoldred, Whispering One", "Chancellor of the Annex", "Street Wraith"], "advice": []},
  'legacy-storm': {"sources": {"W": 0, "U": 9, "B": 10, "R": 8, "G": 0}, "lands": 12, "recommended": 12.4, "status": "normal", "cast": {"Dark Ritual": [1, 0.9545, 0.9631, 0.17], "Infernal Tutor": [2, 0.8627, 0.8893, 0.51], "Brainstorm": [1, 0.9234, 0.9364, 0.3]}, "hardest": [], "notCast": [], "advice": []},
  'pioneer-izzet-phoenix': {"sources": {"W": 0, "U": 18, "B": 0, "R": 18, "G": 0}, "lands": 18, "recommended": 14.2, "status": "normal", "cast": {"Sprite Dragon": [2, 0.9608, 0.9742, 0.09], "Opt": [1, 0.9541, 0.9679, 0.08], "Chart a Course": [2, 0.9745, 0.9832, 0.05]}, "hardest": ["Temporal Trespass"], "notCast": ["Arclight Phoenix"], "advice": []},
  // Its two Ash Barrens find a basic as Evolving Wilds does (13 blue and 5 black sources before, and blue was short too).
  // Its Ash Barrens is no blue source on turn 1 (it finds a basic by landcycling, from the hand, for {1}): Faerie Seer on turn 1 was 0.956 / 0.9668 / 0.07.
  'pauper-faeries': {"sources": {"W": 0, "U": 15, "B": 7, "R": 0, "G": 0}, "lands": 18, "recommended": 19.4, "status": "normal", "cast": {"Faerie Seer": [1, 0.9059, 0.9254, 0.12], "Spellstutter Sprite": [2, 0.9672, 0.977, 0.08], "Ninja of the Deep Hours": [2, 0.9672, 0.977, 0.08]}, "hardest": ["Cast Down", "Chainer's Edict"], "notCast": [], "advice": ["Make 2 more lands produce black (for example a land that also makes black mana in place of 2 Island): 7 of the 9 sources needed to cast Cast Down on turn 2; 75.9% to cast it then on the play given enough lands."]},
};

const cache = new Map<string, DeckAnalysis>();
function analysisOf(id: string): DeckAnalysis {
  const deck = DECKS.find((d) => d.id === id)!;
  if (!cache.has(id)) cache.set(id, analyzePure(readDeck(id), deck.format, deck.bestOf));
  return cache.get(id)!;
}

const manaAdvice = (a: DeckAnalysis) => (a.recommendations ?? []).filter((r) => /\bland|produce|source/i.test(r));

describe('castability and mana advice on real decks', () => {
  it('pins at least 25 decks, among them the ones the issue names', () => {
    expect(Object.keys(PINS).length).toBeGreaterThanOrEqual(25);
  });
  for (const [id, pin] of Object.entries(PINS)) {
    it(id, () => {
      const a = analysisOf(id);
      const mb = a.mana_base;
      expect(mb.color_sources).toEqual(pin.sources);
      expect([mb.land_count, mb.recommended_land_count, mb.land_count_status]).toEqual([pin.lands, pin.recommended, pin.status]);
      const cast = Object.fromEntries((mb.castability ?? []).filter((c) => c.card in pin.cast).map((c) => [c.card, [c.turn, c.on_play, c.on_draw, c.average_delay_turns]]));
      expect(cast).toEqual(pin.cast);
      expect(mb.hardest_to_cast).toEqual(pin.hardest);
      expect((mb.not_cast ?? []).map((n) => n.card)).toEqual(pin.notCast);
      expect(manaAdvice(a)).toEqual(pin.advice);
    });
  }
});

describe('the failures issue 11 lists cannot come back (whole corpus)', () => {
  const real = DECKS.filter((d) => d.kind !== 'pile');

  it('no colour advice asks for more sources than the deck has lands, nor any from a mono-coloured deck', () => {
    for (const deck of real) {
      const a = analysisOf(deck.id);
      const adds = manaAdvice(a).map((r) => /^Make (\d+) more land/.exec(r)).filter((m) => m !== null).map((m) => Number(m[1]));
      expect(adds.reduce((x, y) => x + y, 0), deck.id).toBeLessThanOrEqual(a.mana_base.land_count);
      const colours = Object.values(a.mana_base.color_sources).filter((n) => n > 0).length;
      if (colours <= 1) expect(adds, deck.id).toEqual([]);
    }
  });

  it('cards the corpus marks as not cast drive no colour advice, and the plan-detected ones are reported', () => {
    for (const deck of real) {
      const a = analysisOf(deck.id);
      for (const card of deck.notCast ?? []) {
        expect(manaAdvice(a).some((r) => r.includes(`cast ${card} on`)), `${deck.id} ${card}`).toBe(false);
      }
    }
    const dredge = analysisOf('vintage-dredge').mana_base.not_cast!.map((n) => n.card);
    expect(dredge).toEqual(expect.arrayContaining(['Bridge from Below', 'Narcomoeba', 'Prized Amalgam', 'Ichorid']));
  });

  it('land advice counts nonland mana: a deck with mana creatures or rocks says so in its land note', () => {
    for (const deck of real) {
      const a = analysisOf(deck.id);
      const cheap = (a.mana_base.nonland_sources ?? []).filter((n) => n.mana_value <= 2 && n.weight > 0);
      if (cheap.length === 0 || ['commander', 'brawl', 'standardbrawl', 'oathbreaker'].includes(deck.format)) continue;
      expect(a.mana_base.notes[0], deck.id).toMatch(/less [\d.]+ for cheap nonland mana/);
    }
  });

  it('no X spell is costed as a 2-drop unless its family is played at X = 1', () => {
    for (const deck of real) {
      for (const c of analysisOf(deck.id).mana_base.castability ?? []) {
        if (c.cast_cost_rule === 'x' && !['Walking Ballista', 'Stonecoil Serpent', 'Hangarback Walker', 'Chalice of the Void', 'Prismatic Ending', 'Engineered Explosives', "Green Sun's Zenith", 'Finale of Devastation'].includes(c.card)) {
          expect(c.mana_value_as_cast, `${deck.id} ${c.card}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('no land that enters tapped pays for a turn-1 spell', () => {
    // 8 Temples of Malice (always tapped) add nothing on turn 1 to the 8 Sulfurous Springs.
    const tapped = analyzePure(['4 Thoughtseize', '4 Fatal Push', '8 Temple of Malice', '8 Sulfurous Springs', '36 Mountain'].join('\n'), 'pioneer');
    const seize = tapped.mana_base.castability!.find((c) => c.card === 'Thoughtseize')!;
    const untappedOnly = analyzePure(['4 Thoughtseize', '4 Fatal Push', '8 Sulfurous Springs', '44 Mountain'].join('\n'), 'pioneer');
    expect(seize.on_play).toBe(untappedOnly.mana_base.castability!.find((c) => c.card === 'Thoughtseize')!.on_play);
  });

  it('one land target per answer: a Commander deck\'s recommendation sits inside its template range, 60-card Brawl reads the 60-card tables', () => {
    for (const deck of real.filter((d) => d.format === 'commander' || d.format === 'brawl' || d.format === 'standardbrawl')) {
      const a = analysisOf(deck.id);
      const t = a.commander_template?.lands;
      if (!t) continue;
      // Less what cheap nonland mana stands in for: cEDH Kinnan's dorks, rocks, Utopia Sprawl and Wild Growth take 8 off.
      expect(a.mana_base.recommended_land_count!, deck.id).toBeGreaterThanOrEqual(t.min - 8);
      expect(a.mana_base.recommended_land_count!, deck.id).toBeLessThanOrEqual(t.max);
    }
    const brawl = analysisOf('standardbrawl-adeline');
    expect(brawl.mana_base.notes.some((n) => n.includes('60-card table'))).toBe(true);
    expect(brawl.mana_base.notes.some((n) => n.includes('99-card'))).toBe(false);
  });
});

/**
 * Issue 11 quoted about 74% for Dragon's Rage Channeler on turn 1 in Izzet
 * Phoenix. The corpus list has 14 red sources that are untapped on turn 1
 * (6 fetch lands that find Steam Vents or Mountain, 2 Steam Vents, 2
 * Spirebluff Canal, 2 Riverglide Pathway played as Lavaglide, 2 Mountain; the
 * 4 Islands are not): by hand, 1 - C(46,7)/C(60,7) = 86.1% with the first 7
 * kept whatever they hold (74% is that figure for 10 sources). The answer's
 * 97.3% is with the London mulligan, which sends back hands of 0 or 1 land
 * and keeps 2-5: among 18 lands with 14 red, 2 lands miss red 3.9% of the time.
 */
describe("Dragon's Rage Channeler on turn 1 in Modern Izzet Phoenix", () => {
  it('86.1% on the play from the first 7 cards (hypergeometric over 14 red sources), 97.3% with the mulligan', () => {
    const deck = DECKS.find((d) => d.id === 'modern-izzet-phoenix')!;
    const parsed = parseDecklist(readDeck(deck.id));
    const main = joinDeck(parsed, recordsOf(parsed, snapshotCatalog())).cards.filter(inDeck);
    const keepSeven: MulliganRule = { name: 'keep-seven', stages: [{ size: 7, keep: [0, 7] }], judgedOn: 'kept', bottom: 'surplus-lands' };
    const drc = (setup: { library: number; commander: boolean; mulligan?: MulliganRule }) => deckCastability(main, [...WUBRG], setup).spells.find((s) => s.card === "Dragon's Rage Channeler")!;
    expect(drc({ library: 60, commander: false, mulligan: keepSeven }).on_play).toBeCloseTo(0.8614, 4);
    expect(drc({ library: 60, commander: false }).on_play).toBe(0.9729);
    expect(analysisOf(deck.id).mana_base.color_sources.R).toBe(14);
  });
});
