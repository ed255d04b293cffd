/**
 * What the mana base reads of a card alone, worked out once per card and
 * kept in one object: castability's plan counts and land entry, and the land
 * count's cantrips and land-matters cards. On a deck never seen before every
 * per-card lookup is a cache miss, so one lookup per card (the first, in
 * castability) serves the whole mana base instead of one per question.
 */
import type { CardRecord } from '../domain/cards.js';
import { entersTapped, modalLandFace, tappedOnTurnOne } from './color-sources.js';
import { perCard } from './card-memo.js';

/** Whether a face played as a land is tapped on turn 1 and whether it always enters tapped. */
export interface LandEntry {
  tappedTurnOne: boolean;
  tapped: boolean;
}

const entryOf = (face: CardRecord['faces'][number] | undefined): LandEntry | null =>
  face ? { tappedTurnOne: tappedOnTurnOne(face.oracleText), tapped: entersTapped(face.oracleText) } : null;

export interface ManaFacts {
  /** What the card adds to its deck's plan counts (the fuel of plans that decide costs). */
  cheapSpell: boolean;
  dredge: boolean;
  artifact: boolean;
  creature: boolean;
  /** How it enters played as a land: its front face when the deck counts it a land, else its modal land back (null without one). */
  asLand: LandEntry | null;
  modal: LandEntry | null;
  /** A 1-mana instant or sorcery that draws a card. */
  cantrip: boolean;
  /** It plays extra lands or rewards them (landfall, extra land drops). */
  landMatters: boolean;
}

export const manaFacts = perCard(
  (record): ManaFacts => ({
    cheapSpell: record.manaValue <= 2 && (record.types.includes('Instant') || record.types.includes('Sorcery')),
    dredge: record.keywords.includes('Dredge'),
    artifact: record.types.includes('Artifact'),
    creature: record.types.includes('Creature'),
    asLand: entryOf(record.faces[0]),
    modal: entryOf(modalLandFace(record)),
    cantrip: record.manaValue <= 1 && (record.types.includes('Instant') || record.types.includes('Sorcery')) && /draw (a|two|three) cards?/i.test(record.oracleText),
    landMatters: record.keywords.includes('Landfall') || /play an additional land|play up to \w+ additional lands/i.test(record.oracleText),
  }),
);
