/**
 * Coloured sources needed to cast a spell on curve.
 * Source: Frank Karsten, "How Many Sources Do You Need to Consistently Cast
 * Your Spells? A 2022 Update", TCGplayer, 2022-08-02 (simulation code:
 * frankkarsten/MTG-Math, HowManySources2022Update.py).
 *
 * Keys read like mana costs: "C" is one pip of the colour in question, a
 * leading digit the generic mana ("2CC" is two pips plus two generic, mana
 * value 4). Values are sources needed for 40, 60, 80 and 99-card decks
 * (the 99-card table is Commander's, with its free mulligan and turn-1 draw).
 * "Consistently" means at least (89 + mana value)% on the play.
 */
export const KARSTEN_DECK_SIZES = [40, 60, 80, 99] as const;

/** Karsten's "consistently": the chance to cast a spell of this mana value on curve, (89 + mana value)%. */
export function karstenCastTarget(manaValue: number): number {
  return (89 + manaValue) / 100;
}
export type KarstenDeckSize = (typeof KARSTEN_DECK_SIZES)[number];

export const KARSTEN_2022: Record<string, Record<KarstenDeckSize, number>> = {
  C: { 40: 9, 60: 14, 80: 19, 99: 19 },
  '1C': { 40: 9, 60: 13, 80: 18, 99: 19 },
  '2C': { 40: 8, 60: 12, 80: 16, 99: 18 },
  '3C': { 40: 7, 60: 10, 80: 15, 99: 16 },
  '4C': { 40: 6, 60: 9, 80: 14, 99: 15 },
  '5C': { 40: 6, 60: 9, 80: 12, 99: 14 },
  CC: { 40: 14, 60: 21, 80: 28, 99: 30 },
  '1CC': { 40: 12, 60: 18, 80: 25, 99: 28 },
  '2CC': { 40: 11, 60: 16, 80: 23, 99: 26 },
  '3CC': { 40: 10, 60: 15, 80: 20, 99: 23 },
  '4CC': { 40: 9, 60: 13, 80: 19, 99: 22 },
  '5CC': { 40: 8, 60: 12, 80: 17, 99: 20 },
  CCC: { 40: 16, 60: 23, 80: 32, 99: 36 },
  '1CCC': { 40: 14, 60: 21, 80: 29, 99: 33 },
  '2CCC': { 40: 13, 60: 19, 80: 26, 99: 30 },
  '3CCC': { 40: 11, 60: 17, 80: 24, 99: 28 },
  '4CCC': { 40: 10, 60: 16, 80: 22, 99: 26 },
  CCCC: { 40: 17, 60: 24, 80: 34, 99: 39 },
  '1CCCC': { 40: 15, 60: 22, 80: 31, 99: 36 },
};

/** Lands the tables assume (same article): a deck with other counts scales the requirement by lands / this. */
export const KARSTEN_ASSUMED_LANDS: Record<KarstenDeckSize, number> = { 40: 17, 60: 25, 80: 35, 99: 41 };

/** Which table a deck reads: the nearest size; the 99-card table only for 100-card Commander formats (60-card Brawl reads 60). */
export function karstenTableFor(deckSize: number, commanderFormat: boolean): KarstenDeckSize {
  if (commanderFormat && deckSize > 90) return 99;
  if (deckSize <= 50) return 40;
  if (deckSize <= 70) return 60;
  if (deckSize <= 90) return 80;
  return 99;
}

/** Sources needed for `pips` pips of a colour and `generic` other mana, or null beyond the tables. */
export function karstenRequirement(pips: number, generic: number, table: KarstenDeckSize): number | null {
  const key = `${generic > 0 ? generic : ''}${'C'.repeat(pips)}`;
  return KARSTEN_2022[key]?.[table] ?? null;
}
