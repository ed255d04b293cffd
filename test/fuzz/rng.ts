/**
 * A small seeded generator: every fuzz case is rebuilt from (seed, case
 * number) alone, so any case of a 100,000-case run can be replayed by itself.
 */
export class Rng {
  private state: number;

  constructor(seed: number, stream: number) {
    // Mix both numbers so neighbouring case numbers start far apart.
    this.state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35)) >>> 0 || 1;
    for (let i = 0; i < 4; i++) this.next();
  }

  /** xorshift32: fast, and plenty for choosing test inputs. */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x100000000;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A size spread over orders of magnitude, so small and large both come up often. */
  logInt(min: number, max: number): number {
    const lo = Math.log(Math.max(1, min));
    return Math.min(max, Math.round(Math.exp(lo + this.next() * (Math.log(max) - lo))));
  }

  /** A 32-bit seed for fast-check's own generators. */
  seed(): number {
    return this.int(0, 0x7fffffff);
  }
}
