/**
 * How many characters two strings have in common, counted as multisets, as an
 * upper bound read in a few bit operations. It bounds the edit distance from
 * below: an alignment with d edits pairs at least max(len a, len b) - d equal
 * characters, so strings with fewer characters in common are farther apart.
 *
 * Characters fall into 32 buckets (each letter its own; digits, the space and
 * the rest folded). Each string keeps three masks: bit b of mask l is set when
 * the string holds more than l characters of bucket b. The count in common is
 * the sum over levels of the bits both masks set, and past the third level the
 * query's own surplus bounds it. Folding and that surplus only raise the
 * count, so the distance bound stays a lower bound.
 */

const LEVELS = 3;

function bucket(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 26;
  if (code === 32) return 27;
  return 28 + (code & 3);
}

/** The masks of one string, written at `at` in `into`. */
function writeMasks(text: string, into: Uint32Array, at: number, counts: Uint8Array): void {
  counts.fill(0);
  for (let i = 0; i < text.length; i++) {
    const b = bucket(text.charCodeAt(i));
    const level = counts[b]!;
    if (level < LEVELS) into[at + level]! |= 1 << b;
    if (level < 255) counts[b] = level + 1;
  }
}

/** Every key's masks, LEVELS per key in key order. */
export function characterMasks(keys: readonly string[]): Uint32Array {
  const masks = new Uint32Array(keys.length * LEVELS);
  const counts = new Uint8Array(32);
  keys.forEach((key, id) => writeMasks(key, masks, id * LEVELS, counts));
  return masks;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** One query's masks, compared with many keys. */
export class QueryCharacters {
  private readonly masks = new Uint32Array(LEVELS);
  /** For buckets the query holds more than LEVELS times: how many more. */
  private readonly surplus = new Int32Array(32);

  constructor(query: string) {
    const counts = new Uint8Array(32);
    writeMasks(query, this.masks, 0, counts);
    counts.forEach((count, b) => (this.surplus[b] = Math.max(0, count - LEVELS)));
  }

  /** At least as many as the characters the query and key `id` (of `keyMasks`) have in common. */
  inCommonAtMost(keyMasks: Uint32Array, id: number): number {
    const at = id * LEVELS;
    const { masks } = this;
    let common = bitCount(masks[0]! & keyMasks[at]!) + bitCount(masks[1]! & keyMasks[at + 1]!);
    let deep = masks[2]! & keyMasks[at + 2]!;
    while (deep !== 0) {
      const b = 31 - Math.clz32(deep);
      common += 1 + this.surplus[b]!;
      deep &= ~(1 << b);
    }
    return common;
  }
}
