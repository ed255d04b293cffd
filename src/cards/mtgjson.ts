/**
 * MTGJSON printings (AllPrintings) or atomic cards (AtomicCards) folded into
 * one CardRecord per Oracle card.
 */
import { FORMATS, FORMAT_IDS } from '../domain/formats.js';
import { commanderByRules, deckLimitFromText, producedManaFromText, sortColors } from './oracle-text.js';
import { isRarity, toCardLayout, type CardFace, type CardPrinting, type CardRecord, type Legality, type ManaColor } from '../domain/cards.js';

export interface MtgjsonCard {
  name: string;
  faceName?: string;
  side?: string;
  manaCost?: string;
  manaValue?: number;
  convertedManaCost?: number;
  faceManaValue?: number;
  colors?: string[];
  colorIdentity?: string[];
  colorIndicator?: string[];
  types?: string[];
  supertypes?: string[];
  subtypes?: string[];
  type?: string;
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  layout?: string;
  legalities?: Record<string, string>;
  rarity?: string;
  availability?: string[];
  keywords?: string[];
  leadershipSkills?: { commander?: boolean; brawl?: boolean };
  isReserved?: boolean;
  isGameChanger?: boolean;
  isFunny?: boolean;
  hasAlternativeDeckLimit?: boolean;
  edhrecRank?: number;
  identifiers?: { scryfallOracleId?: string; scryfallId?: string };
  setCode?: string;
  number?: string;
  isAlternative?: boolean;
  isPromo?: boolean;
  isOnlineOnly?: boolean;
  foreignData?: Array<{ name?: string; faceName?: string }>;
}

interface Builder {
  first: MtgjsonCard;
  faces: Map<string, MtgjsonCard>;
  rarities: Set<string>;
  arena: boolean;
  foreignNames: Set<string>;
  edhrecRank: number | null;
  reserved: boolean;
  gameChanger: boolean | null;
  printing: CardPrinting | undefined;
}

/**
 * A printing fit to show the card by: on paper, not an alternative frame or
 * promo, numbered plainly (so its image is the ordinary one). AllPrintings has
 * no release date per card, so the first fit printing in the file is taken.
 */
function plainPrinting(card: MtgjsonCard): CardPrinting | undefined {
  if (!card.setCode || !card.number || (card.side ?? 'a') !== 'a') return undefined;
  if (card.isAlternative || card.isPromo || card.isOnlineOnly || !card.availability?.includes('paper')) return undefined;
  if (!/^\d+$/.test(card.number)) return undefined;
  return { set: card.setCode.toLowerCase(), collectorNumber: card.number, scryfallId: card.identifiers?.scryfallId ?? null };
}

/** Folds printings as they stream in, then maps legality keys once all are seen. */
export class MtgjsonFolder {
  private readonly builders = new Map<string, Builder>();
  /** Legality keys seen anywhere in the file: tells which naming scheme and formats the data covers. */
  private readonly seenKeys = new Set<string>();

  add(card: MtgjsonCard): void {
    if (!card.name) return;
    let builder = this.builders.get(card.name);
    if (!builder) {
      builder = {
        first: card,
        faces: new Map(),
        rarities: new Set(),
        arena: false,
        foreignNames: new Set(),
        edhrecRank: null,
        reserved: false,
        gameChanger: null,
        printing: undefined,
      };
      this.builders.set(card.name, builder);
    }
    const side = card.side ?? 'a';
    if (!builder.faces.has(side)) builder.faces.set(side, card);
    if (side === 'a' && builder.first.side && builder.first.side !== 'a') builder.first = card;
    builder.printing ??= plainPrinting(card);
    if (card.rarity) builder.rarities.add(card.rarity);
    if (card.availability?.includes('arena')) builder.arena = true;
    for (const foreign of card.foreignData ?? []) {
      if (foreign.name) builder.foreignNames.add(foreign.name);
      if (foreign.faceName) builder.foreignNames.add(foreign.faceName);
    }
    if (card.edhrecRank !== undefined) builder.edhrecRank = Math.min(builder.edhrecRank ?? Infinity, card.edhrecRank);
    if (card.isReserved) builder.reserved = true;
    if (card.isGameChanger !== undefined) builder.gameChanger = Boolean(card.isGameChanger) || builder.gameChanger === true;
    for (const key of Object.keys(card.legalities ?? {})) this.seenKeys.add(key);
  }

  get size(): number {
    return this.builders.size;
  }

  /** Which key each format reads in this file, or null when the file has no data for it. */
  legalityKeyMap(): Record<string, string | null> {
    const oldScheme = this.seenKeys.has('historicbrawl') && !this.seenKeys.has('standardbrawl');
    return Object.fromEntries(
      FORMAT_IDS.map((id) => {
        const key = oldScheme ? FORMATS[id].legalityKeys.mtgjsonBefore2023Rename : FORMATS[id].legalityKeys.mtgjson;
        return [id, key !== null && this.seenKeys.has(key) ? key : null];
      }),
    );
  }

  *records(): Generator<CardRecord> {
    const keyMap = this.legalityKeyMap();
    for (const builder of this.builders.values()) yield toRecord(builder, keyMap);
  }
}

function face(card: MtgjsonCard): CardFace {
  return {
    name: card.faceName ?? card.name,
    manaCost: card.manaCost ?? '',
    manaValue: card.faceManaValue ?? card.manaValue ?? card.convertedManaCost ?? 0,
    typeLine: card.type ?? '',
    types: card.types ?? [],
    supertypes: card.supertypes ?? [],
    subtypes: card.subtypes ?? [],
    oracleText: card.text ?? '',
    colors: sortColors(card.colors ?? []),
    colorIndicator: sortColors(card.colorIndicator ?? []),
    ...(card.power !== undefined ? { power: card.power } : {}),
    ...(card.toughness !== undefined ? { toughness: card.toughness } : {}),
    ...(card.loyalty !== undefined ? { loyalty: card.loyalty } : {}),
    ...(card.defense !== undefined ? { defense: card.defense } : {}),
  };
}

function mapLegalities(raw: Record<string, string> | undefined, keyMap: Record<string, string | null>): CardRecord['legalities'] {
  const out: CardRecord['legalities'] = {};
  for (const id of FORMAT_IDS) {
    const key = keyMap[id];
    if (!key) continue;
    const value = raw?.[key];
    out[id] = value ? (value.toLowerCase() as Legality) : 'not_legal';
  }
  return out;
}

/** The printing as an optional field: absent, not undefined, when no printing fits. */
function printingField(builder: Builder): { printing?: CardPrinting } {
  return builder.printing ? { printing: builder.printing } : {};
}

function toRecord(builder: Builder, keyMap: Record<string, string | null>): CardRecord {
  const front = builder.faces.get('a') ?? builder.first;
  const faces = [...builder.faces.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, card]) => face(card));
  const oracleText = faces.map((f) => f.oracleText).filter(Boolean).join('\n\n');
  const allSubtypes = faces.flatMap((f) => f.subtypes);
  const types = front.types ?? [];
  const byRules = commanderByRules({ supertypes: front.supertypes ?? [], types, subtypes: front.subtypes ?? [], power: front.power }, oracleText);
  const skills = front.leadershipSkills;
  return {
    name: front.name,
    oracleId: front.identifiers?.scryfallOracleId ?? null,
    layout: toCardLayout(front.layout),
    faceNames: faces.map((f) => f.name),
    faces,
    manaValue: front.manaValue ?? front.convertedManaCost ?? 0,
    manaCost: front.manaCost ?? '',
    colors: sortColors(front.colors ?? []),
    colorIndicator: sortColors(front.colorIndicator ?? []),
    colorIdentity: sortColors(front.colorIdentity ?? []) as ManaColor[],
    typeLine: front.type ?? '',
    types,
    supertypes: front.supertypes ?? [],
    subtypes: front.subtypes ?? [],
    oracleText,
    keywords: [...new Set([...builder.faces.values()].flatMap((card) => card.keywords ?? []))],
    legalities: mapLegalities(front.legalities, keyMap),
    rarities: [...builder.rarities].filter(isRarity).sort(),
    producedMana: producedManaFromText(oracleText, allSubtypes),
    commanderEligible: { commander: byRules.commander || skills?.commander === true, brawl: byRules.brawl || skills?.brawl === true, fromData: skills !== undefined },
    reserved: builder.reserved,
    gameChanger: builder.gameChanger,
    deckLimit: deckLimitFromText(oracleText),
    arena: builder.arena,
    edhrecRank: builder.edhrecRank,
    foreignNames: [...builder.foreignNames],
    source: 'mtgjson',
    ...printingField(builder),
  };
}
