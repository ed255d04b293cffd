/**
 * Per-card work done once. What depends on a card alone (its roles, its cost
 * as parsed, its land facts, its row in `cards[]`) is worked out the first
 * time an analysis meets the card and kept with the record; later analyses
 * only combine. Records are never changed once built (the catalogue replaces
 * a card by a new record), so a memo keyed by the record cannot go stale.
 * `perCard` itself lives in the domain, which the legality rules share.
 */
import { perObject, rememberBounded } from '../domain/card-memo.js';
import type { Role } from '../domain/roles.js';

export { perCard, rememberBounded } from '../domain/card-memo.js';

/** The longest string kept: the longest Oracle text in the 2022 data is 769 characters; anything longer is worked out each time. */
const MAX_KEPT_TEXT = 2_000;

/**
 * `derive(text)` for a string read from card data (a mana cost, an Oracle
 * text, a card name), remembered up to `maxEntries` different strings; past
 * that it starts afresh, so strings a live provider or a list adds cannot
 * grow it without bound.
 */
export function perCardText<T>(derive: (text: string) => T, maxEntries = 50_000): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (text.length > MAX_KEPT_TEXT) return derive(text);
    // A string seen before is read straight from the memo: the closure rememberBounded takes is built only for a new one.
    const known = memo.get(text);
    if (known !== undefined) return known;
    return rememberBounded(memo, maxEntries, text, () => derive(text));
  };
}

/**
 * `derive(roles)` once per role set: a record's roles are one set for as long
 * as the record lives (roles.ts), so what a step reads of a card's roles is
 * kept with the set rather than asked of it role by role on every request.
 */
export const perRoleSet = <T>(derive: (roles: ReadonlySet<Role>) => T): ((roles: ReadonlySet<Role>) => T) => perObject(derive);
