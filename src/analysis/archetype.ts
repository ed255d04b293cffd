/**
 * Archetype detection from role shares, curve and creature types. Each
 * archetype scores its fit from 0 to 1; the best fit wins, and the margin over
 * the runner-up (with the share of resolved cards) gives the confidence.
 */
import type { Role } from '../domain/roles.js';

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
  singleton: boolean;
  resolvedShare: number;
}

export interface ArchetypeResult {
  label: string;
  key: string;
  /** Roles that make up the plan, for synergy metrics. */
  keyRoles: Role[];
  tribe: string | null;
  fit: number;
  confidence: number;
  reason: string;
  runnerUp: string | null;
}

interface Candidate {
  key: string;
  label: (p: DeckProfile) => string;
  keyRoles: Role[];
  fit: (p: DeckProfile, share: (r: Role) => number) => number;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
/** 0 at `from`, 1 at `to` (either direction). */
const ramp = (x: number, from: number, to: number) => clamp01((x - from) / (to - from));

const CANDIDATES: Candidate[] = [
  {
    key: 'burn',
    label: () => 'Burn',
    keyRoles: ['direct_damage', 'burn'],
    fit: (p, s) => ramp(s('direct_damage'), 0.25, 0.5) * ramp(p.averageManaValue, 3, 2),
  },
  {
    key: 'aggro',
    label: () => 'Aggro',
    keyRoles: ['threat', 'haste'],
    fit: (p, s) => ramp(s('creature') + s('planeswalker') + s('vehicle'), 0.3, 0.55) * ramp(p.averageManaValue, 3.1, 2.2),
  },
  {
    key: 'tribal',
    label: (p) => `${p.topTribe?.type ?? 'Tribal'} Tribal`,
    keyRoles: ['creature'],
    fit: (p, s) => {
      if (!p.topTribe || s('creature') === 0) return 0;
      const ofCreatures = p.topTribe.copies / (s('creature') * p.nonlands);
      return ramp(ofCreatures, 0.45, 0.8) * ramp(p.topTribe.copies, p.singleton ? 10 : 8, p.singleton ? 25 : 16);
    },
  },
  {
    key: 'control',
    label: () => 'Control',
    keyRoles: ['interaction', 'card_advantage'],
    // Low curves with lots of removal are burn or tempo, not control.
    fit: (p, s) => ramp(s('interaction') + s('card_advantage') * 0.5, 0.3, 0.6) * ramp(s('creature'), 0.4, 0.15) * ramp(p.averageManaValue, 2, 2.6),
  },
  {
    key: 'tempo',
    label: () => 'Tempo',
    keyRoles: ['counterspell', 'evasion', 'removal'],
    // Cheap threats backed by cheap interaction, ideally evasive ones.
    fit: (p, s) =>
      ramp(s('counterspell') + 0.5 * (s('removal') + s('burn')), 0.1, 0.3) *
      ramp(s('threat'), 0.15, 0.3) *
      ramp(p.averageManaValue, 3, 2.2) *
      (0.7 + 0.3 * ramp(s('evasion'), 0.05, 0.2)),
  },
  {
    key: 'ramp',
    label: () => 'Ramp',
    keyRoles: ['ramp', 'win_condition'],
    // Cheap ramp pieces can pull the average down (Tron), so big payoffs also show the plan.
    fit: (p, s) => ramp(s('ramp'), p.singleton ? 0.12 : 0.1, 0.25) * Math.max(ramp(p.averageManaValue, 2.5, 3.5), ramp(p.bigSpellShare, 0.05, 0.15)),
  },
  { key: 'tokens', label: () => 'Tokens', keyRoles: ['token_maker'], fit: (_p, s) => ramp(s('token_maker'), 0.15, 0.4) },
  { key: 'aristocrats', label: () => 'Aristocrats', keyRoles: ['sacrifice', 'token_maker'], fit: (_p, s) => ramp(s('sacrifice'), 0.08, 0.2) },
  {
    key: 'spellslinger',
    label: () => 'Spellslinger',
    keyRoles: ['instant', 'sorcery', 'spells_matter'],
    fit: (_p, s) => ramp(s('instant') + s('sorcery'), 0.4, 0.65) * ramp(s('spells_matter'), 0.06, 0.15),
  },
  { key: 'reanimator', label: () => 'Reanimator', keyRoles: ['reanimation', 'recursion'], fit: (_p, s) => ramp(s('reanimation'), 0.04, 0.12) },
  { key: 'mill', label: () => 'Mill', keyRoles: ['mill'], fit: (_p, s) => ramp(s('mill'), 0.12, 0.3) },
  { key: 'landfall', label: () => 'Landfall', keyRoles: ['landfall', 'ramp'], fit: (_p, s) => ramp(s('landfall'), 0.1, 0.25) },
  { key: 'counters', label: () => '+1/+1 Counters', keyRoles: ['counters'], fit: (_p, s) => ramp(s('counters'), 0.3, 0.5) },
  { key: 'voltron', label: () => 'Voltron', keyRoles: ['equipment', 'aura'], fit: (_p, s) => ramp(s('equipment') + s('aura'), 0.12, 0.3) },
  {
    key: 'combo',
    label: () => 'Combo',
    keyRoles: ['tutor', 'selection'],
    fit: (_p, s) => ramp(s('tutor'), 0.05, 0.15) * ramp(s('selection') + s('card_advantage') + s('tutor'), 0.15, 0.35),
  },
  {
    key: 'midrange',
    label: () => 'Midrange',
    keyRoles: ['threat', 'interaction'],
    fit: (p, s) => ramp(s('creature'), 0.2, 0.4) * ramp(s('interaction'), 0.08, 0.2) * ramp(p.averageManaValue, 2.2, 3) * 0.8,
  },
];

export function detectArchetype(profile: DeckProfile): ArchetypeResult {
  const share = (r: Role) => (profile.nonlands > 0 ? profile.roleCopies[r] / profile.nonlands : 0);
  const scored = CANDIDATES.map((c) => ({ c, fit: profile.nonlands > 0 ? c.fit(profile, share) : 0 })).sort(
    (a, b) => b.fit - a.fit || CANDIDATES.indexOf(a.c) - CANDIDATES.indexOf(b.c),
  );
  const [best, second] = scored;
  if (!best || best.fit < 0.25) {
    return {
      label: 'Unclassified',
      key: 'unclassified',
      keyRoles: ['threat'],
      tribe: null,
      fit: best?.fit ?? 0,
      confidence: Math.round(0.3 * profile.resolvedShare * 100) / 100,
      reason: 'No archetype pattern fits well: role shares and curve match none of the known plans.',
      runnerUp: best && best.fit > 0 ? best.c.label(profile) : null,
    };
  }
  const margin = best.fit - (second?.fit ?? 0);
  const confidence = Math.round(clamp01((0.45 + 0.35 * best.fit + 0.4 * margin) * profile.resolvedShare) * 100) / 100;
  const label = best.c.label(profile);
  const runnerUp = second && second.fit >= 0.25 ? second.c.label(profile) : null;
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
