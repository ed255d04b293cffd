/**
 * Why a live lookup failed. The resolver reports it apart from the names
 * Scryfall answered it does not know: "the lookup failed" and "no such card"
 * call for different advice (retry later, or check the spelling), and a name
 * whose lookup failed is never remembered as unknown.
 */

export type LookupFailureReason =
  /** A call got no answer within the per-call timeout (after one retry). */
  | 'timeout'
  /** The analysis's live-lookup time ran out before these names could be asked. */
  | 'budget_exhausted'
  /** Scryfall answered 5xx (after one retry). */
  | 'server_error'
  /** Scryfall answered 429: we hold off for a while. */
  | 'rate_limited'
  /** Not asked: we are holding off after a 429 or an outage. */
  | 'paused'
  /** No connection to Scryfall (after one retry). */
  | 'unreachable'
  /** Scryfall answered with an error object (a 4xx other than 429). */
  | 'rejected'
  /** An answer we cannot use: malformed JSON, the wrong shape, or a card that fails the schema. */
  | 'invalid_answer'
  /** An answer larger than the cap: aborted unread. */
  | 'too_large';

/** One phrase per reason, for a warning such as "Card lookup failed for 3 names (Scryfall did not answer in time)". */
export const LOOKUP_FAILURE_TEXT: Readonly<Record<LookupFailureReason, string>> = {
  timeout: 'Scryfall did not answer in time',
  budget_exhausted: 'the time allowed for card lookups ran out',
  server_error: 'Scryfall answered with a server error',
  rate_limited: 'Scryfall asked us to slow down',
  paused: 'card lookups are paused after a recent Scryfall failure',
  unreachable: 'Scryfall could not be reached',
  rejected: 'Scryfall rejected the request',
  invalid_answer: 'Scryfall sent an answer that could not be used',
  too_large: 'Scryfall sent an answer over the size limit',
};

/** Names whose lookup failed for one reason (one batch, or the names an answer left out). */
export interface FailedLookup {
  reason: LookupFailureReason;
  names: string[];
}

/** What the resolver reports when a live lookup failed; null when none did. */
export interface LookupFailure {
  /** The first failure of the request: the one a warning names. */
  reason: LookupFailureReason;
  /** Every distinct reason, first first (usually just `reason`). */
  reasons: LookupFailureReason[];
  /** Every name whose lookup failed, in the order asked; all of them are also unresolved. */
  names: string[];
}

/** Joins the failures of one request's batches, names in the order they were asked. */
export function summarizeFailures(failures: readonly FailedLookup[], asked: readonly string[]): LookupFailure | null {
  const withNames = failures.filter((f) => f.names.length > 0);
  if (withNames.length === 0) return null;
  const failed = new Set(withNames.flatMap((f) => f.names));
  return {
    reason: withNames[0]!.reason,
    reasons: [...new Set(withNames.map((f) => f.reason))],
    names: asked.filter((name) => failed.has(name)),
  };
}
