/**
 * Archetype detection from role shares, curve and creature types. Each
 * archetype scores its fit from 0 to 1; the best fit wins, and the margin over
 * the runner-up (with the share of resolved cards) gives the confidence.
 */
import type { Role } from '../domain/roles.js';
import { AGGRESSIVE_ARCHETYPES, ARCHETYPE_CONFIDENCE, ARCHETYPE_FIT, type FitRange } from './tuning.js';

/** Every archetype the analysis can name, with `unclassified` for a deck that fits none. */
export const ARCHETYPES = [
  'burn',
  'aggro',
  'tribal',
  'control',
  'tempo',
  'ramp',
  'tokens',
  'aristocrats',
  'spellslinger',
  'reanimator',
  'mill',
  'landfall',
  'counters',
  'voltron',
  'combo',
  'midrange',
  'unclassified',
] as const;
export type ArchetypeKey = (typeof ARCHETYPES)[number];

/** Aggro, burn and tempo: plans that win early (tuning.ts, AGGRESSIVE_ARCHETYPES). */
export function isAggressive(key: ArchetypeKey): boolean {
  return AGGRESSIVE_ARCHETYPES.includes(key);
}

export interface DeckProfile {
  /** Nonland copies of the deck proper that were resolved. */
  nonlands: number;
  /** Copies per role among those nonlands. */
  roleCopies: Record<Role, number>;
  averageManaValue: number;
  /** Share of nonland copies at mana value 6 or more (the payoffs ramp decks search for). */
  bigSpellShare: number;
  /** The most common creature type and its copies. */
  topTribe: { type: string; copies: number } | null;
  /** Every creature type with its copies, most common first (naming looks past Human to the class a deck is built on). */
  tribes: Array<{ type: string; copies: number }>;
  singleton: boolean;
  resolvedShare: number;
}

export interface ArchetypeResult {
  label: string;
  key: ArchetypeKey;
  /** Roles that make up the plan, for synergy metrics. */
  keyRoles: Role[];
  tribe: string | null;
  fit: number;
  confidence: number;
  reason: string;
  runnerUp: string | null;
}

interface Candidate {
  key: Exclude<ArchetypeKey, 'unclassified'>;
  label: (p: DeckProfile) => string;
  keyRoles: Role[];
  fit: (p: DeckProfile, share: (r: Role) => number) => number;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
/** 0 at `from`, 1 at `to` (either direction). Read by index: destructuring an array runs the iterator protocol on every call. */
const ramp = (x: number, range: FitRange) => clamp01((x - range[0]) / (range[1] - range[0]));

const F = ARCHETYPE_FIT;

const CANDIDATES: Candidate[] = [
  {
    key: 'burn',
    label: () => 'Burn',
    keyRoles: ['direct_damage', 'burn'],
    fit: (p, s) => ramp(s('direct_damage'), F.burn.directDamage) * ramp(p.averageManaValue, F.burn.averageManaValue),
  },
  {
    key: 'aggro',
    label: () => 'Aggro',
    keyRoles: ['threat', 'haste'],
    fit: (p, s) => ramp(s('creature') + s('planeswalker') + s('vehicle'), F.aggro.bodies) * ramp(p.averageManaValue, F.aggro.averageManaValue),
  },
  {
    key: 'tribal',
    label: (p) => `${p.topTribe?.type ?? 'Tribal'} Tribal`,
    keyRoles: ['creature'],
    fit: (p, s) => {
      if (!p.topTribe || s('creature') === 0) return 0;
      const ofCreatures = p.topTribe.copies / (s('creature') * p.nonlands);
      return ramp(ofCreatures, F.tribal.ofCreatures) * ramp(p.topTribe.copies, p.singleton ? F.tribal.singletonCopies : F.tribal.copies);
    },
  },
  {
    key: 'control',
    label: () => 'Control',
    keyRoles: ['interaction', 'card_advantage'],
    // Low curves with lots of removal are burn or tempo, not control.
    fit: (p, s) =>
      ramp(s('interaction') + s('card_advantage') * F.control.cardAdvantageWeight, F.control.answers) *
      ramp(s('creature'), F.control.creatures) *
      ramp(p.averageManaValue, F.control.averageManaValue),
  },
  {
    key: 'tempo',
    label: () => 'Tempo',
    keyRoles: ['counterspell', 'evasion', 'removal'],
    // Cheap threats backed by cheap interaction, ideally evasive ones.
    fit: (p, s) =>
      ramp(s('counterspell') + F.tempo.removalWeight * (s('removal') + s('burn')), F.tempo.answers) *
      ramp(s('threat'), F.tempo.threats) *
      ramp(p.averageManaValue, F.tempo.averageManaValue) *
      (F.tempo.withoutEvasion + F.tempo.evasionBonus * ramp(s('evasion'), F.tempo.evasion)),
  },
  {
    key: 'ramp',
    label: () => 'Ramp',
    keyRoles: ['ramp', 'win_condition'],
    // Cheap ramp pieces can pull the average down (Tron), so big payoffs also show the plan.
    fit: (p, s) =>
      ramp(s('ramp'), p.singleton ? F.ramp.singletonRamp : F.ramp.ramp) *
      Math.max(ramp(p.averageManaValue, F.ramp.averageManaValue), ramp(p.bigSpellShare, F.ramp.bigSpells)),
  },
  { key: 'tokens', label: () => 'Tokens', keyRoles: ['token_maker'], fit: (_p, s) => ramp(s('token_maker'), F.tokens.tokenMakers) },
  { key: 'aristocrats', label: () => 'Aristocrats', keyRoles: ['sacrifice', 'token_maker'], fit: (_p, s) => ramp(s('sacrifice'), F.aristocrats.sacrifice) },
  {
    key: 'spellslinger',
    label: () => 'Spellslinger',
    keyRoles: ['instant', 'sorcery', 'spells_matter'],
    fit: (_p, s) => ramp(s('instant') + s('sorcery'), F.spellslinger.instantsAndSorceries) * ramp(s('spells_matter'), F.spellslinger.spellsMatter),
  },
  { key: 'reanimator', label: () => 'Reanimator', keyRoles: ['reanimation', 'recursion'], fit: (_p, s) => ramp(s('reanimation'), F.reanimator.reanimation) },
  { key: 'mill', label: () => 'Mill', keyRoles: ['mill'], fit: (_p, s) => ramp(s('mill'), F.mill.mill) },
  { key: 'landfall', label: () => 'Landfall', keyRoles: ['landfall', 'ramp'], fit: (_p, s) => ramp(s('landfall'), F.landfall.landfall) },
  { key: 'counters', label: () => '+1/+1 Counters', keyRoles: ['counters'], fit: (_p, s) => ramp(s('counters'), F.counters.counters) },
  { key: 'voltron', label: () => 'Voltron', keyRoles: ['equipment', 'aura'], fit: (_p, s) => ramp(s('equipment') + s('aura'), F.voltron.equipmentAndAuras) },
  {
    key: 'combo',
    label: () => 'Combo',
    keyRoles: ['tutor', 'selection'],
    fit: (_p, s) => ramp(s('tutor'), F.combo.tutors) * ramp(s('selection') + s('card_advantage') + s('tutor'), F.combo.dig),
  },
  {
    key: 'midrange',
    label: () => 'Midrange',
    keyRoles: ['threat', 'interaction'],
    fit: (p, s) =>
      ramp(s('creature'), F.midrange.creatures) *
      ramp(s('interaction'), F.midrange.interaction) *
      ramp(p.averageManaValue, F.midrange.averageManaValue) *
      F.midrange.discount,
  },
];

const C = ARCHETYPE_CONFIDENCE;

interface Scored {
  c: Candidate;
  fit: number;
}

/**
 * The best fit and the runner-up, ties to the earlier candidate: what sorting
 * every candidate by fit would put first and second, in one pass.
 */
function bestTwo(profile: DeckProfile, share: (r: Role) => number): [Scored | undefined, Scored | undefined] {
  // Candidates and fits kept apart: an object per candidate scored was most of what this step allocated.
  let best: Candidate | undefined;
  let bestFit = 0;
  let second: Candidate | undefined;
  let secondFit = 0;
  for (const c of CANDIDATES) {
    const fit = profile.nonlands > 0 ? c.fit(profile, share) : 0;
    if (!best || fit > bestFit) {
      second = best;
      secondFit = bestFit;
      best = c;
      bestFit = fit;
    } else if (!second || fit > secondFit) {
      second = c;
      secondFit = fit;
    }
  }
  return [best && { c: best, fit: bestFit }, second && { c: second, fit: secondFit }];
}

export function detectArchetype(profile: DeckProfile): ArchetypeResult {
  const share = (r: Role) => (profile.nonlands > 0 ? profile.roleCopies[r] / profile.nonlands : 0);
  const [best, second] = bestTwo(profile, share);
  if (!best || best.fit < C.minimumFit) {
    return {
      label: 'Unclassified',
      key: 'unclassified',
      keyRoles: ['threat'],
      tribe: null,
      fit: best?.fit ?? 0,
      confidence: Math.round(C.unclassified * profile.resolvedShare * 100) / 100,
      reason: 'No archetype pattern fits well: role shares and curve match none of the known plans.',
      runnerUp: best && best.fit > 0 ? best.c.label(profile) : null,
    };
  }
  const margin = best.fit - (second?.fit ?? 0);
  const confidence = Math.round(clamp01((C.base + C.perFit * best.fit + C.perMargin * margin) * profile.resolvedShare) * 100) / 100;
  const label = best.c.label(profile);
  const runnerUp = second && second.fit >= C.runnerUpMinimumFit ? second.c.label(profile) : null;
  const pct = (r: Role) => `${Math.round(share(r) * 100)}%`;
  const evidence = best.c.keyRoles.map((r) => `${r.replace('_', ' ')} ${pct(r)}`).join(', ');
  return {
    label,
    key: best.c.key,
    keyRoles: best.c.keyRoles,
    tribe: best.c.key === 'tribal' ? (profile.topTribe?.type ?? null) : null,
    fit: best.fit,
    confidence,
    reason: `${label} fits best (${Math.round(best.fit * 100)}% fit: ${evidence} of nonland cards, average mana value ${profile.averageManaValue.toFixed(2)})${runnerUp ? `; next is ${runnerUp} (${Math.round(second!.fit * 100)}%)` : ''}${profile.resolvedShare < 1 ? `; ${Math.round((1 - profile.resolvedShare) * 100)}% of cards unresolved` : ''}.`,
    runnerUp,
  };
}
