/** "1 card", "2 cards": counts in human-readable notes and warnings. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
