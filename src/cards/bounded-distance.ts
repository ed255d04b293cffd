/**
 * Levenshtein distance from one string (the pattern) to many others, with a
 * cutoff. Myers' bit-parallel algorithm keeps a column of the edit table in
 * one 32-bit word, so the pattern may be up to 32 code units long. Comparing
 * one query with thousands of candidate keys, the pattern's bit table is
 * built once per query instead of once per comparison, and a comparison stops
 * as soon as its distance must exceed the cutoff: each remaining character of
 * the candidate lowers the distance by at most one.
 */

/** The longest pattern one 32-bit word holds. */
export const BOUNDED_PATTERN_MAX_LENGTH = 32;

export class BoundedDistance {
  /** For each UTF-16 code unit, the bits of the pattern positions holding it. */
  private readonly positions = new Int32Array(65_536);
  private pattern = '';

  /** Sets the pattern for the comparisons that follow (at most BOUNDED_PATTERN_MAX_LENGTH code units, at least one). */
  use(pattern: string): void {
    if (pattern.length === 0 || pattern.length > BOUNDED_PATTERN_MAX_LENGTH) throw new RangeError('pattern length out of range');
    this.release();
    for (let i = 0; i < pattern.length; i++) this.positions[pattern.charCodeAt(i)]! |= 1 << i;
    this.pattern = pattern;
  }

  /** Clears the table for the next pattern. */
  release(): void {
    for (let i = 0; i < this.pattern.length; i++) this.positions[this.pattern.charCodeAt(i)] = 0;
    this.pattern = '';
  }

  /** The distance from the pattern to `text`, or `cutoff + 1` when it is greater than `cutoff`. */
  within(text: string, cutoff: number): number {
    const { positions } = this;
    const length = this.pattern.length;
    const last = 1 << (length - 1);
    // Vertical and horizontal deltas of the edit table's column, as bit vectors (plus one, minus one).
    let verticalPlus = -1;
    let verticalMinus = 0;
    let score = length;
    const lastColumn = text.length - 1;
    for (let j = 0; j < text.length; j++) {
      const equal = positions[text.charCodeAt(j)]!;
      const crossVertical = equal | verticalMinus;
      const crossHorizontal = (((equal & verticalPlus) + verticalPlus) ^ verticalPlus) | equal;
      let horizontalPlus = verticalMinus | ~(crossHorizontal | verticalPlus);
      let horizontalMinus = verticalPlus & crossHorizontal;
      if (horizontalPlus & last) score++;
      if (horizontalMinus & last) score--;
      if (score - (lastColumn - j) > cutoff) return cutoff + 1;
      horizontalPlus = (horizontalPlus << 1) | 1;
      horizontalMinus <<= 1;
      verticalPlus = horizontalMinus | ~(crossVertical | horizontalPlus);
      verticalMinus = horizontalPlus & crossVertical;
    }
    return score > cutoff ? cutoff + 1 : score;
  }
}
