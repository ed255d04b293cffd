/**
 * Card-name text handling shared by the parser (merging repeated lines) and
 * the card resolver (index keys), so both agree on when two spellings are one card.
 */
import { Generations } from './card-memo.js';

const LIGATURES: Record<string, string> = { æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ß: 'ss', ø: 'o', Ø: 'O', đ: 'd', ł: 'l', Ł: 'L' };
const APOSTROPHES = /['\u2018\u2019\u02bc`´]/g;

/**
 * Lookup key for a card name: case, diacritics, ligatures, apostrophe style and
 * punctuation do not matter. "Lim-Dûl's Vault", "lim dul's vault" and
 * "Lim-Dul’s Vault" share one key; "Fire // Ice" and "Fire/Ice" share one key.
 */
export function nameKey(name: string): string {
  // Real names are short; a long string is computed every time, never kept,
  // so pasted junk cannot grow the cache by its own size.
  if (name.length > KEY_CACHE_MAX_NAME_LENGTH) return computeNameKey(name);
  let key = keys.get(name);
  if (key === undefined) keys.set(name, (key = computeNameKey(name)));
  return key;
}

/**
 * The version of `nameKey`'s rules: card stores keep foreign names by key, so
 * any change to how a key is computed must bump this (a store keyed with
 * another version re-keys its names when opened).
 */
export const NAME_KEY_VERSION = 1;

/** Entries kept: every card name and face of the catalogue fits, with room for what players type. */
export const KEY_CACHE_LIMIT = 50_000;
/** The longest name cached: the longest real card name is about 140 characters. */
export const KEY_CACHE_MAX_NAME_LENGTH = 200;

/** Name keys by name, in two generations (Generations): names in use stay. */
const keys = new Generations<string, string>(KEY_CACHE_LIMIT);

/** How many names the key cache holds now (for tests of its bound; a name may sit in both generations). */
export function nameKeyCacheSize(): number {
  return keys.size;
}

/**
 * The same key, never added to the cache: for strings seen once, such as the
 * lines of one request, which should not push the card names out of it. A
 * name the cache already holds (every card a request resolved before) is read
 * from it rather than keyed again.
 */
export function nameKeyUncached(name: string): string {
  return keys.peek(name) ?? computeNameKey(name);
}

/* Patterns in constants: a literal inside a function is a new object per call. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_NON_ALPHANUMERIC = /[^a-z0-9]+/g;
const LIGATURE = /[æÆœŒßøØđłŁ]/g;
const MARKS = /\p{M}+/gu;
const NON_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;
const UNUSUAL_SPACE = /\s\s|[^\S ]/;
const SPACE_RUN = /\s+/g;

function computeNameKey(name: string): string {
  // Printable ASCII has no ligatures, diacritics or marks: skip those passes (most names).
  if (PRINTABLE_ASCII.test(name)) {
    return name.toLowerCase().replace(ASCII_APOSTROPHES, '').replace(ASCII_NON_ALPHANUMERIC, ' ').trim();
  }
  return name
    .replace(LIGATURE, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NON_ALPHANUMERIC, ' ')
    .trim();
}

/**
 * How a name is shown back to the user: whitespace collapsed and the faces of a
 * split, adventure, flip or double-faced card written "A // B" whatever the
 * spacing or number of slashes the player used.
 */
export function displayName(raw: string): string {
  const collapsed = UNUSUAL_SPACE.test(raw) ? raw.replace(SPACE_RUN, ' ').trim() : raw.trim();
  if (!collapsed.includes('/')) return collapsed;
  // Split on each slash and drop the empty parts: "A///B" and "A / B" are both
  // "A // B". A plain split cannot backtrack, unlike a pattern with \s* around.
  return collapsed
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' // ');
}

/** The front face of a multi-face name written "A // B"; the name itself otherwise. */
export function frontFace(name: string): string {
  const at = name.indexOf(' // ');
  return at === -1 ? name : name.slice(0, at);
}

/** The five basic land types and the colour each makes. */
export const BASIC_LAND_TYPES = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' } as const;

const BASIC_BY_KEY = new Map<string, { name: string; color: string | null }>();
for (const [base, color] of [...Object.entries(BASIC_LAND_TYPES), ['Wastes', null] as const]) {
  BASIC_BY_KEY.set(nameKey(base), { name: base, color });
  BASIC_BY_KEY.set(nameKey(`Snow-Covered ${base}`), { name: `Snow-Covered ${base}`, color });
}

/** Basic lands are recognised by name alone, even with no card data at all. */
export function basicLandByName(name: string): { name: string; color: string | null } | undefined {
  return BASIC_BY_KEY.get(nameKey(name));
}
