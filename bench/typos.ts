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

/** A request as the benchmarks send it. */
export interface BenchRequest {
  decklist: string;
  format: string;
  best_of?: string;
}

/** The body `JSON.stringify({ ...request, decklist: withTypos(`// ${i}\n${request.decklist}`) })`, made the slow way (the check below). */
const typoBodySlow = (request: BenchRequest, i: number) => JSON.stringify({ ...request, decklist: withTypos(`// ${i}\n${request.decklist}`) });

/**
 * Bodies for the typo scenario: request i is corpus deck i (round the corpus)
 * with its two typos and a first line `// i`, so no two bodies are alike. The
 * typo'd JSON of each deck is made once and each body only writes its number
 * in front: the load generator shares the machine with the server, and making
 * every body afresh cost it 110-130 us of CPU a request (some 55 % of a core at
 * 4,000 requests a second), more than twice what the other scenarios cost it.
 * The bodies are byte for byte the slow way's (checked on a few numbers).
 */
export function numberedTypoBodies(requests: readonly BenchRequest[]): (i: number) => string {
  const opening = '{"decklist":"';
  const rests = requests.map((request) => {
    const json = JSON.stringify({ ...request, decklist: withTypos(request.decklist) });
    if (!json.startsWith(opening)) throw new Error('a typo body must start with its decklist');
    return json.slice(opening.length);
  });
  const body = (i: number) => `${opening}// ${i}\\n${rests[i % rests.length]!}`;
  for (const i of [0, 1, 76, 1_000_003]) {
    if (body(i) !== typoBodySlow(requests[i % requests.length]!, i)) throw new Error(`typo body ${i} differs from the slow way's`);
  }
  return body;
}
