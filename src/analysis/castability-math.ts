/**
 * The castability probability (issue 11): P(a spell can be paid on its turn)
 * from lands only, as Karsten's model counts. Two parts:
 * - how many lands the player has seen by the turn, with a London mulligan
 *   (exact hypergeometric over lands / nonlands, stage by stage);
 * - whether m lands drawn from the deck's land pool pay the cost: exact
 *   multivariate hypergeometric over the pool's source classes, or a seeded
 *   deterministic sample when the classes are too many to enumerate.
 * The lands seen are a uniform subset of the pool (a player bottoms lands at
 * random with respect to colour here: a slight understatement).
 */
import { CASTABILITY_EXACT_LIMIT, CASTABILITY_SAMPLES, COMMANDER_MULLIGAN, LONDON_MULLIGAN, type MulliganRule } from './tuning.js';

/** Lands of one kind for this spell: the pips they can pay (bit mask) and whether they give mana this turn. */
export interface LandClass {
  count: number;
  mask: number;
  usable: boolean;
  /** Enters tapped on any turn (not only the first): it cannot pay on the turn it is played. */
  tapped?: boolean;
}

/** What the spell needs: a mask per coloured or hybrid pip, the total mana and its turn. */
export interface Need {
  pipMasks: number[];
  manaValue: number;
  turn: number;
  /**
   * Cast on curve from turn 2 on, every land played so far pays, the one played
   * this turn too, so one land that enters untapped must be among the payers:
   * 'any' when the cost has generic mana (that land can pay it), 'coloured'
   * when every mana is a pip (it must pay one; one that can is enough, as it
   * can take the pip of any land matched to that colour).
   */
  untappedPayer?: 'any' | 'coloured';
}

/** Whether a class can be the untapped land a cast on curve needs. */
function untappedPayer(cls: LandClass, need: Need): boolean {
  return need.untappedPayer !== undefined && cls.usable && !cls.tapped && (need.untappedPayer === 'any' || cls.mask !== 0);
}

export interface DrawSetup {
  library: number;
  lands: number;
  onPlay: boolean;
  /** Commander formats: one free mulligan, and a draw on turn 1 even on the play (Karsten's 99 table). */
  commander: boolean;
  /**
   * A two-player Commander game (Arena's Brawl queues): the player on the play skips the first draw (Comprehensive
   * Rules 103.8a), as in any duel; the free mulligan stays.
   */
  twoPlayer?: boolean;
  /** A mulligan rule other than the model's own (a reference's, to compare with its stated figures). */
  mulligan?: MulliganRule;
}

const lnFact: number[] = [0];
function logFactorial(n: number): number {
  for (let i = lnFact.length; i <= n; i++) lnFact.push(lnFact[i - 1]! + Math.log(i));
  return lnFact[n]!;
}
/** Binomials of small arguments, asked for millions of times: each worked out once (the same double as computing it again). */
const CHOOSE_TABLE_N = 128;
const chooseTable = new Float64Array(CHOOSE_TABLE_N * CHOOSE_TABLE_N).fill(-1);
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  if (n >= CHOOSE_TABLE_N) return Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k));
  const at = n * CHOOSE_TABLE_N + k;
  const known = chooseTable[at]!;
  if (known >= 0) return known;
  return (chooseTable[at] = Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k)));
}
const hyper = (pop: number, succ: number, draws: number, k: number) => (choose(succ, k) * choose(pop - succ, draws - k)) / choose(pop, draws);

/** Can these lands pay the pips (each pip to its own land) and the total by this turn? */
function payable(counts: number[], classes: LandClass[], need: Need): boolean {
  let usable = 0;
  for (let i = 0; i < classes.length; i++) if (classes[i]!.usable) usable += counts[i]!;
  if (Math.min(usable, need.turn) < need.manaValue) return false;
  if (need.untappedPayer && !classes.some((c, i) => counts[i]! > 0 && untappedPayer(c, need))) return false;
  const left = classes.map((c, i) => (c.usable ? counts[i]! : 0));
  const owner: number[] = [];
  let seen = 0;
  // Augmenting paths over pips x land classes with capacities: a few pips, a few classes (seen is a bit set of classes).
  const assign = (pip: number): boolean => {
    for (let c = 0; c < classes.length; c++) {
      if (seen & (1 << c) || (classes[c]!.mask & need.pipMasks[pip]!) === 0) continue;
      seen |= 1 << c;
      if (left[c]! > 0) { left[c]!--; owner[pip] = c; return true; }
      for (let other = 0; other < pip; other++) {
        if (owner[other] === c && assign(other)) { owner[pip] = c; return true; }
      }
    }
    return false;
  };
  for (let pip = 0; pip < need.pipMasks.length; pip++) {
    seen = 0;
    if (!assign(pip)) return false;
  }
  return true;
}

/** P(payable | m lands drawn uniformly from the pool): exact when the compositions are few. */
export function payableGivenLands(classes: LandClass[], need: Need, m: number, seed = 1): number {
  const total = classes.reduce((n, c) => n + c.count, 0);
  if (m > total) m = total;
  if (exactAffordable(classes, m)) return exactPayable(classes, need, m, total);
  return sampledCurve(classes, need, m, seed)[m]!;
}

function exactPayable(classes: LandClass[], need: Need, m: number, total: number): number {
  const counts = new Array<number>(classes.length).fill(0);
  let favourable = 0;
  const walk = (i: number, left: number, weight: number) => {
    if (i === classes.length - 1) {
      if (left > classes[i]!.count) return;
      counts[i] = left;
      if (payable(counts, classes, need)) favourable += weight * choose(classes[i]!.count, left);
      return;
    }
    for (let x = 0; x <= Math.min(left, classes[i]!.count); x++) {
      counts[i] = x;
      walk(i + 1, left - x, weight * choose(classes[i]!.count, x));
    }
  };
  walk(0, m, 1);
  return favourable / choose(total, m);
}

/** Mulberry32: a small seeded generator, so the same deck always gets the same figures. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * P(payable | m lands) for every m up to maxM from one set of seeded samples:
 * each sample shuffles the pool once and finds, by bisection, the fewest lands
 * of its order that pay (more lands never hurt), so every m shares the samples.
 */
export function sampledCurve(classes: LandClass[], need: Need, maxM: number, seed = 1): number[] {
  const random = generator(seed * 7919 + maxM);
  const pool: number[] = classes.flatMap((c, i) => new Array<number>(c.count).fill(i));
  const top = Math.min(maxM, pool.length);
  const firstPaying = new Array<number>(top + 2).fill(0);
  const counts = new Array<number>(classes.length).fill(0);
  const paysWith = (m: number) => {
    counts.fill(0);
    for (let i = 0; i < m; i++) counts[pool[i]!]!++;
    return payable(counts, classes, need);
  };
  for (let s = 0; s < CASTABILITY_SAMPLES; s++) {
    for (let i = 0; i < top; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    // top + 1 stands for "not even with every land drawn".
    if (!paysWith(top)) { firstPaying[top + 1]!++; continue; }
    let lo = 0;
    let hi = top;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (paysWith(mid)) hi = mid;
      else lo = mid + 1;
    }
    firstPaying[lo]!++;
  }
  const curve: number[] = [];
  let cumulative = 0;
  for (let m = 0; m <= maxM; m++) {
    if (m <= top) cumulative += firstPaying[m]!;
    curve.push(cumulative / CASTABILITY_SAMPLES);
  }
  return curve;
}

/** Whether exact enumeration is affordable for m lands over these classes. */
export function exactAffordable(classes: LandClass[], m: number): boolean {
  return choose(m + classes.length - 1, classes.length - 1) <= CASTABILITY_EXACT_LIMIT;
}

const NO_MULLIGAN: MulliganRule = { name: 'never', stages: [{ size: 7, keep: [0, 7] }], judgedOn: 'kept', bottom: 'surplus-lands' };

/** `true` is the model's rule, `false` draws 7 and keeps (landlord's "never"), or a rule of its own. */
export type MulliganChoice = boolean | MulliganRule;
function ruleOf(choice: MulliganChoice, setup: DrawSetup): MulliganRule {
  if (choice === true) return setup.mulligan ?? (setup.commander ? COMMANDER_MULLIGAN : LONDON_MULLIGAN);
  return choice === false ? NO_MULLIGAN : choice;
}

/**
 * The distribution of lands seen by a turn: index m holds P(m lands among the
 * kept hand and the draws).
 */
const seenCache = new Map<string, number[]>();

/** Empties the lands-seen memo (for a benchmark of a first sight). */
export function forgetLandsSeen(): void {
  seenCache.clear();
}

export function landsSeen(setup: DrawSetup, turn: number, mulligan: MulliganChoice = true): number[] {
  const rule = ruleOf(mulligan, setup);
  // A pure function of a few integers, asked for again and again: remembered (bounded).
  const key = `${setup.library}|${setup.lands}|${setup.onPlay}|${setup.commander}|${setup.twoPlayer === true}|${turn}|${rule.name}`;
  const known = seenCache.get(key);
  if (known) return known;
  const dist = computeLandsSeen(setup, turn, rule);
  if (seenCache.size > 20_000) seenCache.clear();
  seenCache.set(key, dist);
  return dist;
}

/** Lands kept, with their probabilities, when a hand of `hand` cards holding k lands goes down to `size`. */
function keptLands(rule: MulliganRule, hand: number, k: number, size: number): Array<[number, number]> {
  const bottomed = Math.max(0, hand - size);
  if (rule.bottom === 'surplus-lands') return [[k - Math.min(bottomed, Math.max(0, k - Math.ceil(size / 2))), 1]];
  // Two lands are kept first; the cards to bottom are drawn at random from the rest.
  const saved = Math.min(k, 2);
  const rest = hand - saved;
  const out: Array<[number, number]> = [];
  for (let j = 0; j <= Math.min(bottomed, k - saved); j++) {
    const p = hyper(rest, k - saved, Math.min(bottomed, rest), j);
    if (p > 0) out.push([k - j, p]);
  }
  return out;
}

function keeps(rule: MulliganRule, drawn: number, kept: number, [lo, hi]: readonly [number, number]): boolean {
  const lands = rule.judgedOn === 'kept' ? kept : drawn;
  return lands >= lo && lands <= hi;
}

function computeLandsSeen(setup: DrawSetup, turn: number, rule: MulliganRule): number[] {
  const { library: n, lands: l } = setup;
  // Tiny decks (a few cards pasted alone) draw what there is.
  const hand = Math.min(7, n);
  const draws = Math.min(n - hand, Math.max(0, turn - 1 + (setup.onPlay && (!setup.commander || setup.twoPlayer === true) ? 0 : 1)));
  const dist = new Array<number>(Math.min(l, hand + draws) + 1).fill(0);
  let reach = 1;
  for (const [index, { size, keep: range }] of rule.stages.entries()) {
    const last = index === rule.stages.length - 1;
    let keep = 0;
    for (let k = 0; k <= Math.min(hand, l); k++) {
      const pk = hyper(n, l, hand, k);
      if (pk === 0) continue;
      for (const [kept, pKept] of keptLands(rule, hand, k, size)) {
        if (!last && !keeps(rule, k, kept, range)) continue;
        keep += pk * pKept;
        for (let j = 0; j <= Math.min(draws, l - k); j++) dist[kept + j]! += reach * pk * pKept * hyper(n - hand, l - k, draws, j);
      }
    }
    reach *= 1 - keep;
    if (last) break;
  }
  return dist;
}

export interface Castability {
  /** P(castable on the turn). */
  probability: number;
  /** The same, given the player has seen at least as many lands as the spell's mana value (Karsten's measure). */
  givenLands: number;
}

export function castProbability(classes: LandClass[], need: Need, setup: DrawSetup, mulligan: MulliganChoice = true, seed = 1): Castability {
  if (need.manaValue === 0) return { probability: 1, givenLands: 1 };
  if (setup.lands === 0 || classes.length === 0) return { probability: 0, givenLands: 0 };
  return castProbabilityWith((m) => (m < need.manaValue ? 0 : payableGivenLands(classes, need, m, seed)), need, setup, mulligan);
}

/** The same from a function giving P(payable | m lands seen), so callers can share it between spells and turns. */
export function castProbabilityWith(payFn: (m: number) => number, need: Need, setup: DrawSetup, mulligan: MulliganChoice = true): Castability {
  if (need.manaValue === 0) return { probability: 1, givenLands: 1 };
  if (setup.lands === 0) return { probability: 0, givenLands: 0 };
  return castProbabilityOver(landsSeen(setup, need.turn, mulligan), payFn, need.manaValue);
}

/** The same over the lands seen by the turn (`landsSeen`), for a caller that keeps them at hand; the mana value is not 0 and the deck has lands. */
export function castProbabilityOver(dist: number[], payFn: (m: number) => number, manaValue: number): Castability {
  let p = 0;
  let enough = 0;
  let pEnough = 0;
  for (let m = 0; m < dist.length; m++) {
    if (dist[m]! < 1e-12) continue;
    const pay = m < manaValue ? 0 : payFn(m);
    p += dist[m]! * pay;
    if (m >= manaValue) { enough += dist[m]! * pay; pEnough += dist[m]!; }
  }
  return { probability: p, givenLands: pEnough > 0 ? enough / pEnough : 0 };
}

/**
 * Exact P(payable | m lands) for every m up to maxM in one pass, by Hall's
 * theorem: the pips can be matched to distinct lands exactly when, for every
 * set S of pip kinds, the lands able to pay some kind in S are at least the
 * pips in S. A dynamic programme over the land classes tracks, per number of
 * lands drawn, those counts capped at what each S needs (and, for turn 1, the
 * untapped lands capped at the mana value). Returns null when the states
 * would be too many (the caller then samples).
 */
export function exactCurve(classes: LandClass[], need: Need, maxM: number): number[] | null {
  if (!need.untappedPayer) return hallCurve(classes, need, maxM).curve;
  // P(matched and an untapped payer drawn) = P(matched) - P(matched with every land drawn from the others):
  // two programmes without the payer digit, over fewer classes. Near the state limit the payer digit
  // decides, as it always did, whether the answer is exact or sampled.
  const { untappedPayer: _payer, ...hall } = need;
  const all = hallCurve(mergeClasses(classes), hall, maxM);
  if (!all.curve || all.states * 2 > CASTABILITY_EXACT_LIMIT) return hallCurve(classes, need, maxM).curve;
  const others = classes.filter((c) => !untappedPayer(c, need));
  const none = others.length > 0 ? hallCurve(mergeClasses(others), hall, maxM).curve : null;
  const total = classes.reduce((n, c) => n + c.count, 0);
  const rest = others.reduce((n, c) => n + c.count, 0);
  return all.curve.map((p, m) => (none && m <= rest ? p - (none[m]! * choose(rest, m)) / choose(total, m) : p));
}

/** Classes that differ only in entering tapped are one class when no untapped payer is asked for. */
function mergeClasses(classes: LandClass[]): LandClass[] {
  const byKey = new Map<string, LandClass>();
  for (const c of classes) {
    const key = `${c.mask}:${c.usable}`;
    const found = byKey.get(key);
    if (found) found.count += c.count;
    else byKey.set(key, { count: c.count, mask: c.mask, usable: c.usable });
  }
  return [...byKey.values()];
}

interface HallResult {
  curve: number[] | null;
  states: number;
  /** The most lands the curve covers (its values do not depend on it). */
  top: number;
}

/**
 * A memo key for a need and its land classes: one UTF-16 code unit per number
 * (a new pool asks for several such keys, and code units cost a quarter of
 * joined decimal text to build and hash). A count too large for one code unit
 * (never in a real deck) gives the decimal text, under another first letter.
 */
export function needClassesKey(need: Need, classes: LandClass[], turn: number | null): string {
  if (need.manaValue >= 0xffff || (turn ?? 0) >= 0xffff || classes.some((c) => c.count > 0xffff)) return textKey(need, classes, turn);
  const payer = need.untappedPayer === 'any' ? 2 : need.untappedPayer ? 1 : 0;
  // Pip masks stay below 64 (five colours and {C}), so the first '|' after the three leading units ends them.
  let key = `c${String.fromCharCode(need.manaValue, payer, turn ?? 0xffff, ...need.pipMasks)}|`;
  for (const c of classes) key += String.fromCharCode(c.count, c.mask * 4 + (c.usable ? 2 : 0) + (c.tapped ? 1 : 0));
  return key;
}

function textKey(need: Need, classes: LandClass[], turn: number | null): string {
  return `t${need.pipMasks.join(',')}|${need.manaValue}|${turn ?? ''}|${need.untappedPayer ?? ''}|${classes.map((c) => `${c.count}:${c.mask}:${c.usable ? 1 : 0}:${c.tapped ? 1 : 0}`).join(',')}`;
}

/**
 * Programme results within a deck and across requests: the curve without the
 * untapped payer is both a part of the payer's curve and the curve of the same
 * pips cast late, so it is asked for twice per deck. Bounded by entries.
 */
const HALL_MEMO_MAX = 5_000;
const hallMemo = new Map<string, HallResult>();

/** Empties the programme memos, results and digits (for a benchmark of a first sight). */
export function forgetHallCurves(): void {
  hallMemo.clear();
  hallDigitsMemo.clear();
}

/** The programme itself, with the most states it held (null past the limit), remembered. */
function hallCurve(classes: LandClass[], need: Need, maxM: number): { curve: number[] | null; states: number } {
  const key = needClassesKey(need, classes, null);
  const known = hallMemo.get(key);
  // Once the lands covered reach the largest class, every class is drawn in full and the states do not depend on them.
  const sameStates = known && (known.top === maxM || Math.min(known.top, maxM) >= largestCount(classes));
  if (known && sameStates && (known.curve === null || known.top >= maxM)) return { curve: known.curve && known.curve.slice(0, maxM + 1), states: known.states };
  const result = runHall(classes, need, maxM);
  if (hallMemo.size >= HALL_MEMO_MAX) hallMemo.clear();
  hallMemo.set(key, { curve: result.curve, states: result.states, top: maxM });
  return { curve: result.curve && result.curve.slice(), states: result.states };
}

function largestCount(classes: LandClass[]): number {
  let largest = 0;
  for (const c of classes) largest = Math.max(largest, c.count);
  return largest;
}

type HallDigits = ReturnType<typeof readHallDigits>;

/** Hall's digits depend on the need alone (pips, mana value, payer), which a few dozen costs share: each read once (bounded). */
const HALL_DIGITS_MAX = 2_000;
const hallDigitsMemo = new Map<string, HallDigits>();

function hallDigits(need: Need): HallDigits {
  const key = needClassesKey(need, [], null);
  let digits = hallDigitsMemo.get(key);
  if (!digits) {
    if (hallDigitsMemo.size >= HALL_DIGITS_MAX) hallDigitsMemo.clear();
    hallDigitsMemo.set(key, (digits = readHallDigits(need)));
  }
  return digits;
}

/** Hall's digits: per subset of pip kinds the lands able to pay it, the usable lands, and the untapped payers (capped at 1). */
function readHallDigits(need: Need) {
  const kinds = [...new Set(need.pipMasks)];
  const subsets: Array<{ mask: number; needs: number }> = [];
  for (let s = 1; s < 1 << kinds.length; s++) {
    let mask = 0;
    let needs = 0;
    kinds.forEach((k, i) => {
      if (s & (1 << i)) {
        mask |= k;
        needs += need.pipMasks.filter((p) => p === k).length;
      }
    });
    subsets.push({ mask, needs });
  }
  const caps = [...subsets.map((s) => s.needs), need.manaValue, need.untappedPayer ? 1 : 0];
  const radix = caps.map((c) => c + 1);
  const places = radix.map((_, i) => radix.slice(0, i).reduce((a, b) => a * b, 1));
  const target = caps.reduce((code, c, i) => code + c * places[i]!, 0);
  return { subsets, caps, radix, places, target };
}

/**
 * States of the programme: capped codes in the order first reached, each with
 * a row of weights per lands drawn (index j) in one flat array reused from
 * class to class, so no state allocates; the order keeps every sum in the
 * same sequence as a map would.
 */
class HallStates {
  codes: number[] = [];
  width = 1;
  weights = new Float64Array(1024);
  /** Open addressing from code to row: slots hold row + 1 (0 is empty), a power of two at least twice the rows. */
  private slots = new Int32Array(64);
  private slotOf: number[] = [];
  /** Empty, for rows of this many weights (only the slots in use are cleared). */
  reset(width: number): this {
    for (const slot of this.slotOf) this.slots[slot] = 0;
    this.slotOf.length = 0;
    this.codes.length = 0;
    this.width = width;
    return this;
  }
  /** The row of a code, or -1. */
  find(code: number): number {
    const mask = this.slots.length - 1;
    for (let h = hashCode(code) & mask; ; h = (h + 1) & mask) {
      const at = this.slots[h]! - 1;
      if (at < 0 || this.codes[at] === code) return at;
    }
  }
  /** The offset of a code's row, a zero row when first reached. */
  row(code: number): number {
    const found = this.find(code);
    if (found >= 0) return found * this.width;
    const at = this.codes.length;
    if ((at + 1) * this.width > this.weights.length) {
      const grown = new Float64Array(this.weights.length * 2);
      grown.set(this.weights);
      this.weights = grown;
    }
    this.weights.fill(0, at * this.width, (at + 1) * this.width);
    this.codes.push(code);
    if ((at + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(code, at);
    return at * this.width;
  }
  private place(code: number, at: number): void {
    const mask = this.slots.length - 1;
    let h = hashCode(code) & mask;
    while (this.slots[h] !== 0) h = (h + 1) & mask;
    this.slots[h] = at + 1;
    this.slotOf[at] = h;
  }
  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    this.codes.forEach((code, at) => this.place(code, at));
  }
}

/** Codes are integers that may pass 2^32: both halves mixed (Fibonacci hashing). */
function hashCode(code: number): number {
  return Math.imul((code >>> 0) ^ ((code / 4294967296) >>> 0), 0x9e3779b1) >>> 7;
}
/** Two state sets, the current one and the next, swapped class by class (the programme never runs re-entrantly). */
const scratch = [new HallStates(), new HallStates()] as const;

function runHall(classes: LandClass[], need: Need, maxM: number): { curve: number[] | null; states: number } {
  let most = 0;
  const digits = hallDigits(need);
  const total = classes.reduce((n, c) => n + c.count, 0);
  const top = Math.min(maxM, total);
  let states = scratch[0].reset(top + 1);
  states.weights[states.row(0)] = 1;
  for (const cls of classes) {
    const next = addClass(states, states === scratch[0] ? scratch[1] : scratch[0], cls, need, digits, top);
    if (next.codes.length > CASTABILITY_EXACT_LIMIT) return { curve: null, states: next.codes.length };
    most = Math.max(most, next.codes.length);
    states = next;
  }
  const found = states.find(digits.target);
  const at = found < 0 ? undefined : found;
  const curve: number[] = [];
  for (let m = 0; m <= maxM; m++) curve.push(m <= top ? (at === undefined ? 0 : states.weights[at * (top + 1) + m]!) / choose(total, m) : curve[top]!);
  return { curve, states: most };
}

/** The code after x more lands that move the touched digits (each capped). */
function moved(code: number, x: number, touched: number[], digits: number[], caps: number[], places: number[]): number {
  let to = code;
  for (let t = 0; t < touched.length; t++) {
    const i = touched[t]!;
    to += (Math.min(caps[i]!, digits[t]! + x) - digits[t]!) * places[i]!;
  }
  return to;
}

/** One land class drawn x = 0..count times into every state. */
function addClass(states: HallStates, into: HallStates, cls: LandClass, need: Need, { subsets, caps, radix, places }: HallDigits, top: number): HallStates {
  const next = into.reset(top + 1);
  const payer = untappedPayer(cls, need);
  // Only the digits this class moves are read and rewritten; the ways to draw x of it are the same for every state.
  const touched = caps.map((_, i) => i).filter((i) => (i === subsets.length + 1 ? payer : cls.usable && (i >= subsets.length || (subsets[i]!.mask & cls.mask) !== 0)));
  const maxDrawn = Math.min(cls.count, top);
  const ways: number[] = [];
  for (let x = 0; x <= maxDrawn; x++) ways.push(choose(cls.count, x));
  const digits = new Array<number>(touched.length).fill(0);
  const width = top + 1;
  for (let s = 0; s < states.codes.length; s++) {
    const code = states.codes[s]!;
    const from = s * width;
    // The row's nonzero span: the zeros outside it add nothing, so skipping them keeps every sum as it was.
    let lo = 0;
    let hi = top;
    while (lo <= top && states.weights[from + lo] === 0) lo++;
    while (hi > lo && states.weights[from + hi] === 0) hi--;
    // Past the largest room left under a cap, drawing more lands of the class reaches the same state.
    let room = 0;
    for (let t = 0; t < touched.length; t++) {
      digits[t] = Math.floor(code / places[touched[t]!]!) % radix[touched[t]!]!;
      room = Math.max(room, caps[touched[t]!]! - digits[t]!);
    }
    let capped = -1;
    for (let x = 0; x <= maxDrawn; x++) {
      if (x <= room || capped < 0) capped = next.row(moved(code, x, touched, digits, caps, places));
      const row = capped + x;
      const w = ways[x]!;
      const weights = states.weights;
      const out = next.weights;
      const last = Math.min(hi, top - x);
      for (let j = lo; j <= last; j++) if (weights[from + j]! !== 0) out[row + j]! += weights[from + j]! * w;
    }
  }
  return next;
}
