/**
 * Mana-base diagnostics: coloured sources, Karsten's early requirements, the
 * on-curve probability, and the land count against a recommendation.
 */
import { WUBRG, type ManaColor } from '../domain/cards.js';
import type { CardRecord } from '../domain/cards.js';
import type { ColorCounts, ManaBase } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { karstenRequirement, karstenTableFor } from './data/karsten-2022.js';
import { hypergeometricAtLeast } from './probability.js';
import { BASIC_LAND_TYPES, basicLandByName } from '../domain/names.js';

const zeroCounts = (): ColorCounts => ({ W: 0, U: 0, B: 0, R: 0, G: 0 });

/** Pips of each colour in a cost; hybrid and Phyrexian symbols are left out (payable otherwise). */
export function pipsByColor(cost: string): Record<ManaColor, number> {
  const pips: Record<ManaColor, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const symbol of cost.match(/\{[WUBRG]\}/g) ?? []) pips[symbol[1] as ManaColor]++;
  return pips;
}

/** Colours a land can make for this deck (fetch lands: the colours of lands they can find here). */
function landColors(record: CardRecord, deck: DeckCard[], usable: Set<ManaColor>): Set<ManaColor> {
  const colors = new Set<ManaColor>();
  const produced = record.producedMana.filter((c): c is ManaColor => (WUBRG as string[]).includes(c));
  for (const c of produced) if (usable.has(c)) colors.add(c);
  const text = record.oracleText.toLowerCase();
  const search = /search your library for (?:a|an|up to \w+) ([^.]*?)cards?/.exec(text);
  if (search && /sacrifice|pay/.test(text)) {
    const wanted = search[1]!;
    const types = Object.keys(BASIC_LAND_TYPES).map((t) => t.toLowerCase()).filter((t) => wanted.includes(t));
    const basicOnly = wanted.includes('basic');
    for (const other of deck) {
      if (!other.land || !other.record || other.record === record) continue;
      const subtypes = other.record.subtypes.map((s) => s.toLowerCase());
      const findable = types.length > 0 ? types.some((t) => subtypes.includes(t)) : wanted.includes('land') && (!basicOnly || other.basic);
      if (!findable || (basicOnly && !other.basic && !other.record.supertypes.includes('Basic'))) continue;
      for (const c of other.record.producedMana) if ((WUBRG as string[]).includes(c) && usable.has(c as ManaColor)) colors.add(c as ManaColor);
    }
  }
  return colors;
}

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

/** A land that always enters tapped (no "unless", no "if", no life to pay). */
export function alwaysEntersTapped(oracleText: string): boolean {
  return oracleText.split(/(?<=\.)\s+|\n/).some((sentence) => /enters( the battlefield)? tapped\.$/i.test(sentence.trim()) && !/^if\b|unless|you may pay/i.test(sentence.trim()));
}

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
  manaBase: ManaBase;
  earlySpells: EarlySpell[];
  recommendedLands: number;
  shortColors: EarlySpell[];
}

/**
 * Recommended lands. 60-card style decks: Karsten's regression 16 + 3.14 x
 * average mana value of the nonland cards, scaled by deck size / 60.
 * Commander formats: Nate Burgess's 31 + colours in the commander identity +
 * the commander's mana value, scaled to the deck size for 60-card Brawl.
 */
export function recommendedLandCount(input: Pick<ManaBaseInput, 'format' | 'deckSize' | 'averageManaValue' | 'commanders' | 'commanderIdentity'>): number {
  if (input.format.commander && input.commanders.length > 0) {
    const commanderMv = Math.max(...input.commanders.map((c) => c.manaValue));
    const hundred = 31 + input.commanderIdentity.length + commanderMv;
    return Math.round((hundred * input.format.deckSize.cards) / 100 * 10) / 10;
  }
  const size = Math.max(input.deckSize, input.format.deckSize.cards);
  return Math.round(((16 + 3.14 * input.averageManaValue) * size) / 60 * 10) / 10;
}

/** How far from the recommendation a land count may stray and still be "normal". */
export function landTolerance(recommended: number): number {
  return Math.max(1.5, recommended * 0.06);
}

export function analyzeManaBase(input: ManaBaseInput): ManaBaseResult {
  const { deck, format } = input;
  const main = deck.cards.filter(inDeck);
  const usable = new Set(input.usableColors);
  const landCount = copies(main, (c) => c.land);

  const sources = zeroCounts();
  const untappedSources = zeroCounts();
  for (const card of main) {
    let colors = new Set<ManaColor>();
    if (card.land && card.record) colors = landColors(card.record, main, usable);
    else if (card.land && card.basic) {
      const basic = basicLandByName(card.name)?.color as ManaColor | null | undefined;
      if (basic && usable.has(basic)) colors.add(basic);
    } else if (card.record && card.record.faces.slice(1).some((f) => f.types.includes('Land'))) {
      // Modal double-faced card with a land back face.
      const back = card.record.faces.find((f, i) => i > 0 && f.types.includes('Land'))!;
      for (const c of [...(back.oracleText.match(/\{[WUBRG]\}/g) ?? [])].map((s) => s[1] as ManaColor)) if (usable.has(c)) colors.add(c);
    }
    const tapped = card.land && card.record ? alwaysEntersTapped(card.record.faces[0]?.oracleText ?? card.record.oracleText) : false;
    for (const c of colors) {
      sources[c] += card.quantity;
      if (!tapped) untappedSources[c] += card.quantity;
    }
  }

  const table = karstenTableFor(input.deckSize, Boolean(format.commander));
  const requirements = zeroCounts();
  const earlySpells: EarlySpell[] = [];
  for (const color of WUBRG) {
    let hardest: EarlySpell | null = null;
    for (const card of main) {
      if (card.land || !card.record) continue;
      for (const face of card.record.faces) {
        if (face.types.includes('Land') || face.manaValue > 3 || !face.manaCost) continue;
        const pips = pipsByColor(face.manaCost);
        if (pips[color] === 0) continue;
        const gold = WUBRG.filter((c) => pips[c] > 0).length > 1;
        const base = karstenRequirement(pips[color], face.manaValue - pips[color], table);
        if (base === null) continue;
        const required = base + (gold ? 1 : 0);
        const turn = Math.max(1, Math.ceil(face.manaValue));
        const have = turn === 1 ? untappedSources[color] : sources[color];
        // The most demanding spell; between equal requirements, the one with fewer usable sources.
        if (!hardest || required > hardest.required || (required === hardest.required && have < hardest.sources)) {
          hardest = { color, spell: card.name, manaCost: face.manaCost, manaValue: face.manaValue, pips: pips[color], required, sources: have, turn };
        }
      }
    }
    if (hardest) {
      requirements[color] = hardest.required;
      earlySpells.push(hardest);
    }
  }

  const shortColors = earlySpells.filter((s) => s.sources < s.required);
  const notes: string[] = [];
  const tableName = table === 99 ? '99-card (Commander)' : `${table}-card`;
  for (const s of earlySpells) {
    const have = s.sources;
    const tappedNote = have < sources[s.color] ? ` (${sources[s.color] - have} of the ${sources[s.color]} enter tapped and do not count on turn 1)` : '';
    notes.push(
      have < s.required
        ? `${s.color}: ${have} sources${tappedNote}, ${s.required} needed to cast ${s.spell} (${s.manaCost}) on turn ${s.turn} consistently (Karsten 2022, ${tableName} table); add ${s.required - have}.`
        : `${s.color}: ${have} sources${tappedNote} meet the ${s.required} that ${s.spell} (${s.manaCost}) needs on turn ${s.turn} (Karsten 2022, ${tableName} table).`,
    );
  }

  const castOnCurve = earlySpells.map((s) => {
    const turn = s.turn;
    const population = format.commander ? Math.max(input.deckSize - copies(deck.cards, (c) => c.section === 'commander'), 1) : Math.max(input.deckSize, 1);
    return {
      color: s.color,
      spell: s.spell,
      mana_cost: s.manaCost,
      turn,
      pips: s.pips,
      sources: s.sources,
      required: s.required,
      probability: Math.round(hypergeometricAtLeast(population, Math.min(s.sources, population), 7 + turn - 1, s.pips) * 10000) / 10000,
    };
  });
  for (const c of castOnCurve) {
    notes.push(`${c.color}: ${(c.probability * 100).toFixed(1)}% to hold ${c.pips} ${c.color} source${c.pips > 1 ? 's' : ''} by turn ${c.turn} on the play (${c.sources} sources in ${format.commander ? 'the library' : 'the deck'}).`);
  }

  const recommended = recommendedLandCount(input);
  let status: ManaBase['land_count_status'] = 'normal';
  const gap = landCount - recommended;
  const tolerance = landTolerance(recommended);
  if (gap < -tolerance) status = input.lowCurveAggro && gap >= -tolerance - 4 ? 'acceptable_for_low_curve_aggro' : 'low';
  else if (gap > tolerance + 0.5) status = 'high';
  const formula = format.commander && input.commanders.length
    ? '31 + colours in the commander identity + commander mana value (Burgess)'
    : `16 + 3.14 x average mana value ${input.averageManaValue.toFixed(2)} (Karsten), scaled to ${Math.max(input.deckSize, format.deckSize.cards)} cards`;
  const statusWords: Record<ManaBase['land_count_status'], string> = {
    normal: 'within the usual range',
    low: 'below it',
    high: 'above it',
    acceptable_for_low_curve_aggro: 'below it, acceptable for an aggressive deck with a low curve',
  };
  notes.unshift(`${landCount} lands; about ${recommended} recommended by ${formula}: ${statusWords[status]}.`);

  return {
    manaBase: {
      land_count: landCount,
      land_count_status: status,
      recommended_land_count: recommended,
      color_sources: sources,
      early_color_requirements: requirements,
      color_consistency_status: shortColors.length > 0 ? 'review' : 'ok',
      cast_on_curve: castOnCurve,
      notes,
    },
    earlySpells,
    recommendedLands: recommended,
    shortColors,
  };
}
