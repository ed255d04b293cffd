/** Misspellings as players make them, for the benchmarks and the answer comparison. */

/** Drops one letter from the second and third distinct card lines: a typo a player makes. */
export function withTypos(list: string): string {
  const lines = list.split('\n');
  let changed = 0;
  return lines
    .map((line) => {
      const plain = /^(\d+x?\s+)([A-Za-z][^(]{5,})$/.exec(line);
      if (!plain || changed >= 2) return line;
      changed++;
      const name = plain[2]!;
      return plain[1]! + name.slice(0, 3) + name.slice(4);
    })
    .join('\n');
}
