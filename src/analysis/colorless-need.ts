/**
 * Colourless mana as a need of its own. A {C} pip (Thought-Knot Seer's
 * {3}{C}, Reality Smasher's {4}{C}) is paid only by a source of colourless
 * mana (Eldrazi Temple, Urza's lands, Wastes, a pain land): generic mana from
 * a Forest does not pay it. In Karsten's tables colourless pips are a colour
 * of their own (deckbuilding-facts §1), so the deck's most demanding {C}
 * spell gets a requirement scaled to its lands, beside the colours' early
 * requirements.
 */
import type { DeckCard } from '../domain/deck.js';
import { karstenCastTarget, karstenRequirement, KARSTEN_ASSUMED_LANDS, type KarstenDeckSize } from './data/karsten-2022.js';
import { COLORLESS_BIT, type PoolLand, type SpellCastability } from './castability.js';
import type { CastCost } from './cast-cost.js';
import { COLOR_ADVICE, KARSTEN_2022 } from './tuning.js';
import { karstenTableName } from './early-spells.js';
import { plural } from '../domain/text.js';

export interface ColorlessNeed {
  spell: string;
  manaCost: string;
  /** The turn the need is read at (a casual Commander deck's a turn late). */
  turn: number;
  required: number;
  /** The deck's lands that make colourless mana. */
  sources: number;
  /** The castability model's chance on its turn given enough lands, or null. */
  castability: number | null;
  /** Short of the requirement, and the model agrees the spell is hard to cast: the deck is told to fix it. */
  short: boolean;
}

export interface ColorlessContext {
  main: DeckCard[];
  costs: ReadonlyArray<CastCost | undefined>;
  pool: PoolLand[];
  spells: readonly SpellCastability[];
  table: KarstenDeckSize;
  lands: number;
  turnDelay: number;
  /** A singleton deck reads the need from its second most demanding {C} spell, as its colours' (early-spells.ts). */
  singleton: boolean;
}

/** Lands of the pool that make {C}: counted only for a deck that casts a {C} spell, which most decks do not. */
function colorlessSources(pool: PoolLand[]): number {
  let n = 0;
  for (const land of pool) if (land.colorMask & COLORLESS_BIT) n += land.quantity;
  return n;
}

/** The deck's most demanding {C} spell against its colourless sources, or null when it casts none Karsten's tables cover. */
export function colorlessNeed(c: ColorlessContext): ColorlessNeed | null {
  let sources = -1;
  const picks: ColorlessNeed[] = [];
  for (let i = 0; i < c.main.length; i++) {
    const cost = c.costs[i];
    const card = c.main[i]!;
    if (!cost || cost.notCast || cost.colorless === 0 || card.land) continue;
    // One card of a 60-card deck is no plan to build the lands for; a singleton deck's second pick stands for it.
    if (!c.singleton && card.quantity < COLOR_ADVICE.minCopies) continue;
    const turn = Math.max(cost.manaValue, cost.turn) + c.turnDelay;
    const base = karstenRequirement(cost.colorless, turn - cost.colorless, c.table);
    if (base === null) continue;
    if (sources < 0) sources = colorlessSources(c.pool);
    const required = Math.max(1, Math.round((base * c.lands) / KARSTEN_ASSUMED_LANDS[c.table]));
    const castability = c.spells.find((s) => s.card === card.name)?.on_play_given_lands ?? null;
    const short = sources < required && (castability === null || castability < karstenCastTarget(cost.manaValue));
    picks.push({ spell: card.name, manaCost: cost.printed, turn, required, sources, castability, short });
  }
  // The highest requirement first; between equal ones the first met in the deck.
  picks.sort((a, b) => b.required - a.required);
  return (c.singleton ? picks[1] : picks[0]) ?? null;
}

/** The need's note beside the colours' requirements. */
export function colorlessNote(n: ColorlessNeed, table: KarstenDeckSize, lands: number): string {
  const tableName = karstenTableName(table, lands);
  return n.sources < n.required
    ? `C (colourless): {C} from ${plural(n.sources, 'land')}, ${n.required} needed to cast ${n.spell} (${n.manaCost}) on turn ${n.turn} consistently (${KARSTEN_2022}, ${tableName}).`
    : `C (colourless): {C} from ${plural(n.sources, 'land')} meets the ${n.required} that ${n.spell} (${n.manaCost}) needs on turn ${n.turn} (${KARSTEN_2022}, ${tableName}).`;
}
