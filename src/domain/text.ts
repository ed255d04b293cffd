/** "1 card", "2 cards": counts in human-readable notes and warnings. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "A", "A and B", "A, B and C"; past `max` names, "A, B, C and 4 more". */
export function listText(items: readonly string[], max = Infinity): string {
  if (items.length > max) return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** An Oracle ability line's cost: the text before its first colon ('' for a line with none, or one that starts with it). */
export const abilityCost = (line: string): string => line.slice(0, Math.max(0, line.indexOf(':')));
