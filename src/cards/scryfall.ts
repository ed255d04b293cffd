/** Scryfall card objects (bulk files and the API) mapped to CardRecords. */
import type { Static } from 'typebox';
import Type from '../contract/typebox.js';
import { FORMATS, FORMAT_IDS } from '../domain/formats.js';
import { MAX_LIST_ITEMS, MAX_MANA_VALUE, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits.js';
import { bracketLoyaltyCosts, commanderByRules, deckLimitFromText, manaValueOfCost, producedManaFromText, sortColors } from './oracle-text.js';
import { isRarity, toCardLayout, type CardFace, type CardPrinting, type CardRecord, type Legality } from '../domain/cards.js';

/**
 * The fields of a Scryfall card object we read, as a TypeBox schema: every
 * answer of the live API (and every object of a bulk file) is checked against
 * it before it becomes a CardRecord, so a card with `cmc: "lots"` or
 * `mana_cost: 42` is dropped instead of stored (a stored one made every later
 * analysis naming it fail). Fields we do not read may hold anything.
 */
const Text = Type.String({ maxLength: MAX_TEXT_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH });
const Words = Type.Array(Type.String({ maxLength: MAX_NAME_LENGTH }), { maxItems: MAX_LIST_ITEMS });

const FaceFields = {
  name: Name,
  mana_cost: Type.Optional(Text),
  cmc: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_MANA_VALUE })),
  type_line: Type.Optional(Text),
  oracle_text: Type.Optional(Text),
  colors: Type.Optional(Words),
  color_indicator: Type.Optional(Words),
  power: Type.Optional(Text),
  toughness: Type.Optional(Text),
  loyalty: Type.Optional(Text),
  defense: Type.Optional(Text),
};

export const ScryfallFaceSchema = Type.Object(FaceFields);

export const ScryfallCardSchema = Type.Object({
  ...FaceFields,
  object: Type.Optional(Type.String()),
  oracle_id: Type.Optional(Text),
  id: Type.Optional(Text),
  set: Type.Optional(Text),
  collector_number: Type.Optional(Text),
  layout: Type.Optional(Text),
  color_identity: Type.Optional(Words),
  keywords: Type.Optional(Words),
  legalities: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: MAX_NAME_LENGTH }))),
  rarity: Type.Optional(Text),
  produced_mana: Type.Optional(Words),
  reserved: Type.Optional(Type.Boolean()),
  game_changer: Type.Optional(Type.Boolean()),
  games: Type.Optional(Words),
  edhrec_rank: Type.Optional(Type.Number({ minimum: 0 })),
  printed_name: Type.Optional(Name),
  lang: Type.Optional(Text),
  card_faces: Type.Optional(Type.Array(ScryfallFaceSchema, { maxItems: MAX_LIST_ITEMS })),
});

export type ScryfallFace = Static<typeof ScryfallFaceSchema>;
export type ScryfallCard = Static<typeof ScryfallCardSchema>;

/** The check every Scryfall card object passes before it is mapped. */
export interface ScryfallCardCheck {
  /** True when a provider or bulk-file object is a card we can map safely. */
  isValid(value: unknown): value is ScryfallCard;
  /** The first schema error of an object that is not a valid card, for logs. */
  problem(value: unknown): string;
}

let cardCheck: Promise<ScryfallCardCheck> | null = null;

/**
 * The card schema compiled on first use: TypeBox's compiler costs about 0.1 s
 * of CPU to load, which a server that has not yet looked a card up, or
 * imported one, should not pay at start.
 */
export function scryfallCardCheck(): Promise<ScryfallCardCheck> {
  cardCheck ??= import('typebox/compile').then(({ Compile }) => {
    const validator = Compile(ScryfallCardSchema);
    return {
      isValid: (value: unknown): value is ScryfallCard => validator.Check(value),
      problem: (value: unknown) => {
        const [first] = validator.Errors(value);
        return first ? `${first.instancePath || '/'} ${first.message}` : 'valid';
      },
    };
  });
  return cardCheck;
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
    oracleText: bracketLoyaltyCosts(face.oracle_text ?? '', typeLine),
    colors: sortColors(face.colors ?? fallback.colors ?? []),
    colorIndicator: sortColors(face.color_indicator ?? []),
    ...(face.power !== undefined ? { power: face.power } : {}),
    ...(face.toughness !== undefined ? { toughness: face.toughness } : {}),
    ...(face.loyalty !== undefined ? { loyalty: face.loyalty } : {}),
    ...(face.defense !== undefined ? { defense: face.defense } : {}),
  };
}

const LEGALITIES: ReadonlySet<string> = new Set<Legality>(['legal', 'not_legal', 'banned', 'restricted']);

/** Today's format keys; a value Scryfall may add one day is "no data", never a bad verdict. */
function mapLegalities(raw: Record<string, string> | undefined): CardRecord['legalities'] {
  const out: CardRecord['legalities'] = {};
  for (const id of FORMAT_IDS) {
    const value = raw?.[FORMATS[id].legalityKeys.scryfall];
    if (value && LEGALITIES.has(value)) out[id] = value as Legality;
  }
  return out;
}

/** The printing the object describes (oracle_cards: Scryfall's own pick for the card); English only, for its image. */
function printingOf(card: ScryfallCard): { printing?: CardPrinting } {
  if (!card.set || !card.collector_number || (card.lang && card.lang !== 'en')) return {};
  return { printing: { set: card.set, collectorNumber: card.collector_number, scryfallId: card.id ?? null } };
}

export function scryfallToRecord(card: ScryfallCard): CardRecord {
  const faces = card.card_faces?.length ? card.card_faces.map((f) => toFace(f, card)) : [toFace(card, card)];
  const front = faces[0]!;
  const oracleText = faces.map((f) => f.oracleText).filter(Boolean).join('\n\n');
  // A split card's cost on Scryfall joins both halves ("{1}{R} // {1}{U}"); the front face's is what a player casts first.
  const manaCost = card.card_faces?.length ? front.manaCost : (card.mana_cost ?? '');
  return {
    name: card.name,
    oracleId: card.oracle_id ?? null,
    layout: toCardLayout(card.layout),
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
    rarities: card.rarity && isRarity(card.rarity) ? [card.rarity] : [],
    producedMana: card.produced_mana
      ? [...sortColors(card.produced_mana), ...(card.produced_mana.includes('C') ? ['C'] : [])]
      : producedManaFromText(oracleText, faces.flatMap((f) => f.subtypes)),
    commanderEligible: { ...commanderByRules(front, oracleText), fromData: false },
    reserved: card.reserved ?? false,
    gameChanger: card.game_changer ?? null,
    deckLimit: deckLimitFromText(oracleText),
    arena: card.games ? card.games.includes('arena') : false,
    edhrecRank: card.edhrec_rank ?? null,
    foreignNames: card.lang && card.lang !== 'en' && card.printed_name ? [card.printed_name] : [],
    source: 'scryfall',
    ...printingOf(card),
  };
}

/** Folds Scryfall cards by Oracle card (default_cards has one object per printing). */
export class ScryfallFolder {
  private readonly byName = new Map<string, CardRecord>();
  /** Card objects that failed the schema and were left out. */
  rejected = 0;

  constructor(private readonly check: ScryfallCardCheck) {}

  add(object: Record<string, unknown>): void {
    if (object.object !== undefined && object.object !== 'card') return;
    if (!this.check.isValid(object)) {
      this.rejected++;
      return;
    }
    const card = object;
    const record = scryfallToRecord(card);
    const existing = this.byName.get(record.name);
    if (!existing) {
      // Non-English printings in all_cards carry the English name and a printed_name.
      this.byName.set(record.name, record);
      return;
    }
    existing.rarities = [...new Set([...existing.rarities, ...record.rarities])].sort();
    existing.arena ||= record.arena;
    existing.printing ??= record.printing;
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
