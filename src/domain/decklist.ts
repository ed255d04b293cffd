export const SECTIONS = ['main', 'commander', 'companion', 'sideboard', 'maybeboard'] as const;
export type Section = (typeof SECTIONS)[number];

export interface DeckEntry {
  /** The name as the player wrote it, tidied ("Fire/Ice" becomes "Fire // Ice"). */
  name: string;
  quantity: number;
  section: Section;
  /** 1-based line numbers this entry was read from (repeated lines merge). */
  lines: number[];
}

export interface LineDiagnostic {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedDeck {
  entries: DeckEntry[];
  /** Lines that could not be read as a card, with why. */
  diagnostics: LineDiagnostic[];
  /** True when any section header (Deck, Sideboard, Commander, ...) was present. */
  hasSectionHeaders: boolean;
  /**
   * True when the sideboard is the MTGO habit of a headerless final block after
   * a blank line, or an MTGO .dek's sideboard (where MTGO keeps a Commander
   * deck's commander). Commander formats may read such a block as the
   * commander(s) once card data says the cards are legendary.
   */
  sideboardFromTrailingBlock: boolean;
  /**
   * The names of a headerless first block of one or two copies above a
   * Commander-sized rest ("1 Meren of Clan Nel Toth", a blank line, the 99):
   * Commander formats may read it as the commander(s), as a trailing block.
   */
  leadingBlock?: string[];
  /** Deck name from an Arena "About / Name ..." header, when given. */
  deckName?: string;
  /**
   * The first line, when it may be the deck's title rather than a card: it
   * comes before any header or other card, writes no count, and the list's
   * other card lines all write theirs ("Mono-Red Burn" above "4 Lightning
   * Bolt"). Its entry stays among the entries: only card data can tell, so the
   * service drops it, as the deck's name, when no card has that name.
   */
  titleCandidate?: { name: string; line: number };
  /** The input's shape, as recognised. */
  source: 'text' | 'mtgo_dek';
  /** Set when the list names more different cards than one analysis reads: what was left out. */
  namesDropped?: NamesDropped;
}

/** Cards left out because the list names more than `limit` different cards. */
export interface NamesDropped {
  /** The most different names one analysis reads. */
  limit: number;
  /** Different names past the limit, and their copies. */
  names: number;
  copies: number;
  /** 1-based line of the first name left out. */
  firstLine: number;
}
