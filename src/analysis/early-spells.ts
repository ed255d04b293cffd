/**
 * Karsten's early colour requirements: per colour, the most demanding spell of
 * low mana value, the sources it needs (Karsten 2022 tables) and the sources
 * the deck has for it, with the exact odds of casting it on curve.
 */
import { WUBRG, type ManaColor } from '../domain/cards.js';
import type { ColorCounts, ManaBase } from '../contract/schemas.js';
import type { DeckCard } from '../domain/deck.js';
import { karstenRequirement, type KarstenDeckSize } from './data/karsten-2022.js';
import { hypergeometricAtLeast } from './probability.js';
import { pipsByColor, type ColorSources } from './color-sources.js';
import { EARLY_SPELL_MANA_VALUE, GOLD_EXTRA_SOURCES, KARSTEN_2022, OPENING_HAND } from './tuning.js';

export interface EarlySpell {
  color: ManaColor;
  spell: string;
  manaCost: string;
  manaValue: number;
  pips: number;
  required: number;
  /** Sources that count for this spell: on turn 1, lands that always enter tapped do not. */
  sources: number;
  turn: number;
}

/** Every early face of the deck's spells that needs this colour, with what it requires. */
function earlyFacesOf(color: ManaColor, main: DeckCard[], table: KarstenDeckSize, sources: ColorSources): EarlySpell[] {
  const found: EarlySpell[] = [];
  for (const card of main) {
    if (card.land || !card.record) continue;
    for (const face of card.record.faces) {
      if (face.types.includes('Land') || face.manaValue > EARLY_SPELL_MANA_VALUE || !face.manaCost) continue;
      const pips = pipsByColor(face.manaCost);
      if (pips[color] === 0) continue;
      const gold = WUBRG.filter((c) => pips[c] > 0).length > 1;
      const base = karstenRequirement(pips[color], face.manaValue - pips[color], table);
      if (base === null) continue;
      const turn = Math.max(1, Math.ceil(face.manaValue));
      found.push({
        color,
        spell: card.name,
        manaCost: face.manaCost,
        manaValue: face.manaValue,
        pips: pips[color],
        required: base + (gold ? GOLD_EXTRA_SOURCES : 0),
        sources: turn === 1 ? sources.untapped[color] : sources.all[color],
        turn,
      });
    }
  }
  return found;
}

/** Per colour, the most demanding early spell; between equal requirements, the one with fewer usable sources. */
export function hardestEarlySpells(main: DeckCard[], table: KarstenDeckSize, sources: ColorSources): EarlySpell[] {
  const hardest: EarlySpell[] = [];
  for (const color of WUBRG) {
    let pick: EarlySpell | null = null;
    for (const spell of earlyFacesOf(color, main, table, sources)) {
      if (!pick || spell.required > pick.required || (spell.required === pick.required && spell.sources < pick.sources)) pick = spell;
    }
    if (pick) hardest.push(pick);
  }
  return hardest;
}

/** One note per colour: sources against Karsten's requirement, and how many to add. */
export function requirementNote(s: EarlySpell, all: ColorCounts, table: KarstenDeckSize): string {
  const tableName = table === 99 ? '99-card (Commander)' : `${table}-card`;
  const have = s.sources;
  const tappedNote = have < all[s.color] ? ` (${all[s.color] - have} of the ${all[s.color]} enter tapped and do not count on turn 1)` : '';
  return have < s.required
    ? `${s.color}: ${have} sources${tappedNote}, ${s.required} needed to cast ${s.spell} (${s.manaCost}) on turn ${s.turn} consistently (${KARSTEN_2022}, ${tableName} table); add ${s.required - have}.`
    : `${s.color}: ${have} sources${tappedNote} meet the ${s.required} that ${s.spell} (${s.manaCost}) needs on turn ${s.turn} (${KARSTEN_2022}, ${tableName} table).`;
}

type CastOnCurve = NonNullable<ManaBase['cast_on_curve']>[number];

/** The exact probability of holding the spell's pips in sources among the cards seen by its turn on the play. */
export function castOnCurve(s: EarlySpell, library: number): CastOnCurve {
  const seen = OPENING_HAND + s.turn - 1;
  const probability = hypergeometricAtLeast(library, Math.min(s.sources, library), seen, s.pips);
  return {
    color: s.color,
    spell: s.spell,
    mana_cost: s.manaCost,
    turn: s.turn,
    pips: s.pips,
    sources: s.sources,
    required: s.required,
    probability: Math.round(probability * 10000) / 10000,
  };
}

export function castOnCurveNote(c: CastOnCurve, commanderFormat: boolean): string {
  const where = commanderFormat ? 'the library' : 'the deck';
  return `${c.color}: ${(c.probability * 100).toFixed(1)}% to hold ${c.pips} ${c.color} source${c.pips > 1 ? 's' : ''} by turn ${c.turn} on the play (${c.sources} sources in ${where}).`;
}
