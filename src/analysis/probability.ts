/** Exact hypergeometric tail, with BigInt binomials so large decks stay exact. */

const binomialCache = new Map<string, bigint>();

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  const key = `${n},${kk}`;
  const cached = binomialCache.get(key);
  if (cached !== undefined) return cached;
  let result = 1n;
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  if (binomialCache.size < 50_000) binomialCache.set(key, result);
  return result;
}

/** P(at least `atLeast` successes) drawing `draws` cards from `population` holding `successes`. */
export function hypergeometricAtLeast(population: number, successes: number, draws: number, atLeast: number): number {
  const n = Math.min(draws, population);
  if (atLeast <= 0) return 1;
  const total = binomial(population, n);
  if (total === 0n) return 0;
  let favourable = 0n;
  for (let k = atLeast; k <= Math.min(n, successes); k++) {
    favourable += binomial(successes, k) * binomial(population - successes, n - k);
  }
  // Scale before converting so the ratio keeps 12 significant digits.
  const SCALE = 10n ** 12n;
  return Number((favourable * SCALE) / total) / 1e12;
}
