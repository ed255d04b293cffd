/** Scryfall card objects (bulk files and the API) mapped to CardRecords. */
import { FORMATS, FORMAT_IDS } from '../domain/formats.js';
import { deckLimitFromText, manaValueOfCost, producedManaFromText, sortColors } from './oracle-text.js';
import type { CardFace, CardRecord, Legality } from '../domain/cards.js';

export interface ScryfallFace {
  name: string;
  mana_cost?: string;
  cmc?: number;
  type_line?: string;
  oracle_text?: string;
  colors?: string[];
  color_indicator?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

export interface ScryfallCard extends ScryfallFace {
  object?: string;
  oracle_id?: string;
  layout?: string;
  color_identity?: string[];
  keywords?: string[];
  legalities?: Record<string, string>;
  rarity?: string;
  produced_mana?: string[];
  reserved?: boolean;
  game_changer?: boolean;
  games?: string[];
  edhrec_rank?: number;
  printed_name?: string;
  lang?: string;
  card_faces?: ScryfallFace[];
}

const SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host']);

/** "Legendary Creature — Human Wizard" into supertypes, types and subtypes. */
export function splitTypeLine(typeLine: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left = '', right = ''] = typeLine.split(/\s+[—-]\s+/);
  const words = left.split(/\s+/).filter(Boolean);
  return {
    supertypes: words.filter((w) => SUPERTYPES.has(w)),
    types: words.filter((w) => !SUPERTYPES.has(w)),
    subtypes: right.split(/\s+/).filter(Boolean),
  };
}

function toFace(face: ScryfallFace, fallback: ScryfallCard): CardFace {
  const typeLine = face.type_line ?? '';
  const cost = face.mana_cost ?? '';
  return {
    name: face.name,
    manaCost: cost,
    manaValue: face.cmc ?? (cost ? manaValueOfCost(cost) : 0),
    typeLine,
    ...splitTypeLine(typeLine),
    oracleText: face.oracle_text ?? '',
    colors: sortColors(face.colors ?? fallback.colors ?? []),
    colorIndicator: sortColors(face.color_indicator ?? []),
    ...(face.power !== undefined ? { power: face.power } : {}),
    ...(face.toughness !== undefined ? { toughness: face.toughness } : {}),
    ...(face.loyalty !== undefined ? { loyalty: face.loyalty } : {}),
    ...(face.defense !== undefined ? { defense: face.defense } : {}),
  };
}

function mapLegalities(raw: Record<string, string> | undefined): CardRecord['legalities'] {
  const out: CardRecord['legalities'] = {};
  for (const id of FORMAT_IDS) {
    const value = raw?.[FORMATS[id].legalityKeys.scryfall];
    if (value) out[id] = value as Legality;
  }
  return out;
}

export function scryfallToRecord(card: ScryfallCard): CardRecord {
  const faces = card.card_faces?.length ? card.card_faces.map((f) => toFace(f, card)) : [toFace(card, card)];
  const front = faces[0]!;
  const oracleText = faces.map((f) => f.oracleText).filter(Boolean).join('\n\n');
  const isLegendary = front.supertypes.includes('Legendary');
  const textSaysCommander = /can be your commander/i.test(oracleText);
  const rulesCommander =
    (isLegendary &&
      (front.types.includes('Creature') ||
        (front.subtypes.some((s) => s === 'Vehicle' || s === 'Spacecraft') && front.power !== undefined))) ||
    textSaysCommander;
  // A split card's cost on Scryfall joins both halves ("{1}{R} // {1}{U}"); the front face's is what a player casts first.
  const manaCost = card.card_faces?.length ? front.manaCost : (card.mana_cost ?? '');
  return {
    name: card.name,
    oracleId: card.oracle_id ?? null,
    layout: card.layout ?? 'normal',
    faceNames: faces.map((f) => f.name),
    faces,
    manaValue: card.cmc ?? front.manaValue,
    manaCost,
    colors: sortColors(card.colors ?? faces.flatMap((f) => f.colors)),
    colorIndicator: sortColors(card.color_indicator ?? front.colorIndicator),
    colorIdentity: sortColors(card.color_identity ?? []),
    typeLine: front.typeLine,
    types: front.types,
    supertypes: front.supertypes,
    subtypes: front.subtypes,
    oracleText,
    keywords: card.keywords ?? [],
    legalities: mapLegalities(card.legalities),
    rarities: card.rarity ? [card.rarity] : [],
    producedMana: card.produced_mana
      ? [...sortColors(card.produced_mana), ...(card.produced_mana.includes('C') ? ['C'] : [])]
      : producedManaFromText(oracleText, faces.flatMap((f) => f.subtypes)),
    commanderEligible: {
      commander: rulesCommander,
      brawl: rulesCommander || (isLegendary && front.types.includes('Planeswalker')),
      fromData: false,
    },
    reserved: card.reserved ?? false,
    gameChanger: card.game_changer ?? null,
    deckLimit: deckLimitFromText(oracleText),
    arena: card.games ? card.games.includes('arena') : false,
    edhrecRank: card.edhrec_rank ?? null,
    foreignNames: card.lang && card.lang !== 'en' && card.printed_name ? [card.printed_name] : [],
    source: 'scryfall',
  };
}

/** Folds Scryfall cards by Oracle card (default_cards has one object per printing). */
export class ScryfallFolder {
  private readonly byName = new Map<string, CardRecord>();

  add(card: ScryfallCard): void {
    if (!card.name || (card.object && card.object !== 'card')) return;
    const record = scryfallToRecord(card);
    const existing = this.byName.get(record.name);
    if (!existing) {
      // Non-English printings in all_cards carry the English name and a printed_name.
      this.byName.set(record.name, record);
      return;
    }
    existing.rarities = [...new Set([...existing.rarities, ...record.rarities])].sort();
    existing.arena ||= record.arena;
    existing.foreignNames = [...new Set([...existing.foreignNames, ...record.foreignNames])];
    if (record.edhrecRank !== null) existing.edhrecRank = Math.min(existing.edhrecRank ?? Infinity, record.edhrecRank);
  }

  get size(): number {
    return this.byName.size;
  }

  records(): IterableIterator<CardRecord> {
    return this.byName.values();
  }
}
