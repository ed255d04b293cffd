/**
 * What a legality check returns, and the deck counts every check reads:
 * shared by legality.ts (which folds the findings) and its check modules.
 */
import type { DeckCard, AssembledDeck } from '../domain/deck.js';
import { warning, type WarningCode, type WarningValues } from '../contract/warnings.js';
import type { AnalysisWarning } from '../contract/schemas.js';
import type { BestOf, FormatRules } from '../domain/formats.js';
import type { CardRecord, Legality } from '../domain/cards.js';

/** What one check found: notes and warnings in order, and how they bear on the status. */
export interface Findings {
  notes: string[];
  warnings: AnalysisWarning[];
  /** A definite violation: the deck is illegal. */
  illegal: boolean;
  /** Something could not be checked: the deck is at best unknown. */
  undetermined: boolean;
  /** Why it could not be checked, in one line (the verdict's reason when it is unknown). */
  why?: string;
  /** Violations past `messageCap`: counted, their messages not built. */
  omitted: number;
  messageCap: number;
}

/** `messageCap` bounds the messages one check builds; the verdict never depends on it. */
export const noFindings = (messageCap = Infinity): Findings => ({ notes: [], warnings: [], illegal: false, undetermined: false, omitted: 0, messageCap });

/**
 * What a check returns when it found nothing, shared: most checks of most of
 * the twelve reviews a request runs find nothing, and each fresh empty result
 * was three objects to allocate. Read only (folded, never added to); its lists
 * are not frozen, since V8 iterates a frozen array on a slower path.
 */
export const NOTHING_FOUND: Findings = Object.freeze({
  notes: [],
  warnings: [],
  illegal: false,
  undetermined: false,
  omitted: 0,
  messageCap: 0,
});

/**
 * For checks that may find many violations: true while a message is to be
 * built (then call violate); past `messageCap` it counts the violation itself
 * and returns false, so the message's values are not even put together.
 */
export function withinCap(findings: Findings): boolean {
  if (findings.warnings.length < findings.messageCap) return true;
  findings.illegal = true;
  findings.omitted++;
  return false;
}

/** Records a definite violation: its note is its warning's message. */
export function violate<C extends WarningCode>(findings: Findings, code: C, ...values: WarningValues<C>): void {
  findings.illegal = true;
  if (findings.warnings.length >= findings.messageCap) {
    findings.omitted++;
    return;
  }
  const w = warning(code, ...values);
  findings.notes.push(w.message);
  findings.warnings.push(w);
}

/** One card name over the counted sections, with what every format's checks read of it. */
export interface CardGroup {
  name: string;
  /** The name's first card: what the checks read for the name. */
  first: DeckCard;
  total: number;
  /** The first card's record. */
  record: CardRecord | undefined;
  /** Its legality per format in FORMAT_IDS order, read once per card (legality.ts). */
  statuses: readonly (Legality | undefined)[];
  /** Bit i set when it is banned, not legal or without data in FORMAT_IDS[i]; none without a record (legality.ts). */
  trouble: number;
  /** Bit i set when it is restricted in FORMAT_IDS[i]. */
  restricted: number;
  /** The copies its own text allows ("A deck can have up to seven"), or null: read once here, not in each of twelve reviews. */
  ownLimit: number | null;
}

/** The deck's cards and counts, computed once and read by every check. */
export interface DeckCounts {
  deck: AssembledDeck;
  format: FormatRules;
  bestOf: BestOf;
  /** Every section but the maybeboard, which is never counted or checked. */
  counted: DeckCard[];
  byName: Map<string, CardGroup>;
  /** The same groups in list order: the checks walk this (twelve formats a request). */
  groups: CardGroup[];
  /** Bit i set when some group is banned, not legal or without data in FORMAT_IDS[i] (legality.ts). */
  legalityTrouble: number;
  /** The groups a copy limit can be exceeded by: two copies or more, neither basic nor "any number". */
  copyLimited: CardGroup[];
  /** Bit i set when some group of `copyLimited` may exceed its limit in FORMAT_IDS[i] (legality.ts). */
  copyTrouble: number;
  /** Names without card data that are not basic lands, in list order (legality unknown in every format). */
  unknownNames: string[];
  /** The format's place in FORMAT_IDS, where each group's `statuses` keeps its legality. */
  formatIndex: number;
  mainDeckSize: number;
  companions: DeckCard[];
  companionCopies: number;
  sideboardOnly: number;
  sideboardSize: number;
  maybeboardSize: number;
  sideboardLimit: number;
  /**
   * Messages the next check builds at most: unbounded for the requested
   * format; for the other formats one, and none once a check has found a
   * violation, since their verdict needs only the first violation and a count
   * (a 10,000-line paste would otherwise build tens of thousands).
   */
  messageCap: number;
  /**
   * Only the verdict is read (the other formats' one line): the checks skip
   * the card lists that only the requested format's `legality` shows.
   */
  verdictOnly: boolean;
}
