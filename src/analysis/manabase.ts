/**
 * Mana-base diagnostics: coloured sources (color-sources.ts), Karsten's early
 * requirements and the on-curve odds (early-spells.ts), and the land count
 * against a recommendation (land-count.ts), gathered into mana_base.
 */
import type { CardRecord, ManaColor } from '../domain/cards.js';
import type { ManaBase } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import { copies, inDeck, type AssembledDeck } from '../domain/deck.js';
import { karstenTableFor } from './data/karsten-2022.js';
import { countColorSources, zeroCounts } from './color-sources.js';
import { castOnCurve, castOnCurveNote, hardestEarlySpells, requirementNote, type EarlySpell } from './early-spells.js';
import { landCountNote, landCountStatus, recommendedLandCount, type LandCountStatus } from './land-count.js';

export type { EarlySpell } from './early-spells.js';

export interface ManaBaseInput {
  deck: AssembledDeck;
  format: FormatRules;
  deckSize: number;
  /** Colours the deck uses (its spells', or the commander identity). */
  usableColors: ManaColor[];
  averageManaValue: number;
  /** Aggressive deck with a low curve: may play fewer lands than the formula says. */
  lowCurveAggro: boolean;
  commanders: CardRecord[];
  commanderIdentity: ManaColor[];
}

export interface ManaBaseResult {
  manaBase: ManaBase & { land_count_status: LandCountStatus };
  earlySpells: EarlySpell[];
  recommendedLands: number;
  shortColors: EarlySpell[];
}

/** Cards the on-curve odds draw from: the library, so a commander in the command zone is left out. */
function libraryCount(input: ManaBaseInput): number {
  if (!input.format.commander) return Math.max(input.deckSize, 1);
  return Math.max(input.deckSize - copies(input.deck.cards, (c) => c.section === 'commander'), 1);
}

export function analyzeManaBase(input: ManaBaseInput): ManaBaseResult {
  const main = input.deck.cards.filter(inDeck);
  const landCount = copies(main, (c) => c.land);
  const sources = countColorSources(main, input.usableColors);
  const table = karstenTableFor(input.deckSize, Boolean(input.format.commander));
  const earlySpells = hardestEarlySpells(main, table, sources);
  const requirements = zeroCounts();
  for (const s of earlySpells) requirements[s.color] = s.required;
  const shortColors = earlySpells.filter((s) => s.sources < s.required);

  const library = libraryCount(input);
  const onCurve = earlySpells.map((s) => castOnCurve(s, library));
  const recommended = recommendedLandCount(input);
  const status = landCountStatus(landCount, recommended, input.lowCurveAggro);
  const notes = [
    landCountNote(input, landCount, recommended, status),
    ...earlySpells.map((s) => requirementNote(s, sources.all, table)),
    ...onCurve.map((c) => castOnCurveNote(c, Boolean(input.format.commander))),
  ];

  return {
    manaBase: {
      land_count: landCount,
      land_count_status: status,
      recommended_land_count: recommended,
      color_sources: sources.all,
      early_color_requirements: requirements,
      color_consistency_status: shortColors.length > 0 ? 'review' : 'ok',
      cast_on_curve: onCurve,
      notes,
    },
    earlySpells,
    recommendedLands: recommended,
    shortColors,
  };
}
