/**
 * What a legality check returns, and the deck counts every check reads:
 * shared by legality.ts (which folds the findings) and its check modules.
 */
import type { DeckCard, AssembledDeck } from '../domain/deck.js';
import { warning, type WarningCode, type WarningValues } from '../contract/warnings.js';
import type { AnalysisWarning } from '../contract/schemas.js';
import type { BestOf, FormatRules } from '../domain/formats.js';

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
}

export const noFindings = (): Findings => ({ notes: [], warnings: [], illegal: false, undetermined: false });

/** Records a definite violation: its note is its warning's message. */
export function violate<C extends WarningCode>(findings: Findings, code: C, ...values: WarningValues<C>): void {
  const w = warning(code, ...values);
  findings.illegal = true;
  findings.notes.push(w.message);
  findings.warnings.push(w);
}

/** The deck's cards and counts, computed once and read by every check. */
export interface DeckCounts {
  deck: AssembledDeck;
  format: FormatRules;
  bestOf: BestOf;
  /** Every section but the maybeboard, which is never counted or checked. */
  counted: DeckCard[];
  byName: Map<string, { cards: DeckCard[]; total: number }>;
  mainDeckSize: number;
  companions: DeckCard[];
  companionCopies: number;
  sideboardOnly: number;
  sideboardSize: number;
  maybeboardSize: number;
  sideboardLimit: number;
}
