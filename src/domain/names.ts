/**
 * Card-name text handling shared by the parser (merging repeated lines) and
 * the card resolver (index keys), so both agree on when two spellings are one card.
 */

const LIGATURES: Record<string, string> = { æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ß: 'ss', ø: 'o', Ø: 'O', đ: 'd', ł: 'l', Ł: 'L' };
const APOSTROPHES = /['\u2018\u2019\u02bc`´]/g;

/**
 * Lookup key for a card name: case, diacritics, ligatures, apostrophe style and
 * punctuation do not matter. "Lim-Dûl's Vault", "lim dul's vault" and
 * "Lim-Dul’s Vault" share one key; "Fire // Ice" and "Fire/Ice" share one key.
 */
export function nameKey(name: string): string {
  let key = KEY_CACHE.get(name);
  if (key === undefined) {
    key = computeNameKey(name);
    // Names repeat across requests; a bounded cache keeps the hot path cheap.
    if (KEY_CACHE.size >= KEY_CACHE_LIMIT) KEY_CACHE.clear();
    KEY_CACHE.set(name, key);
  }
  return key;
}

const KEY_CACHE = new Map<string, string>();
const KEY_CACHE_LIMIT = 50_000;

function computeNameKey(name: string): string {
  return name
    .replace(/[æÆœŒßøØđłŁ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How a name is shown back to the user: whitespace collapsed and the faces of a
 * split, adventure, flip or double-faced card written "A // B" whatever the
 * spacing or number of slashes the player used.
 */
export function displayName(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (!collapsed.includes('/')) return collapsed;
  return collapsed
    .split(/\s*\/{1,3}\s*/)
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
