/** Commander eligibility and pairing (CR 903.3, 702.124). */
import type { CardRecord } from '../domain/cards.js';
import type { FormatRules } from '../domain/formats.js';
import { perCard } from '../domain/card-memo.js';

function abilityLines(record: CardRecord): string[] {
  return record.oracleText
    .replace(/\([^)]*\)/g, '')
    .split('\n')
    .map((l) => l.trim().toLowerCase());
}

export function canLead(record: CardRecord, format: FormatRules): boolean {
  if (!format.commander) return false;
  return format.commander.legendaryPlaneswalkers ? record.commanderEligible.brawl : record.commanderEligible.commander;
}

/** A Background leads only beside a commander with "Choose a Background" (CR 702.124). */
export function canLeadBeside(record: CardRecord, others: CardRecord[], format: FormatRules): boolean {
  if (canLead(record, format)) return true;
  const isBackground = pairings(record).some((p) => p.kind === 'background');
  return isBackground && others.some((o) => pairings(o).some((p) => p.kind === 'choose_background'));
}

export function whyNotEligible(record: CardRecord, format: FormatRules): string {
  const walkers = format.commander?.legendaryPlaneswalkers;
  return `${record.name} (${record.typeLine}) cannot be a commander in ${format.name}: a commander must be a legendary creature${walkers ? ' or legendary planeswalker' : ''} or say it can be your commander.`;
}

type Pairing =
  | { kind: 'partner' }
  | { kind: 'partner_variant'; variant: string }
  | { kind: 'partner_with'; partner: string }
  | { kind: 'choose_background' }
  | { kind: 'background' }
  | { kind: 'doctors_companion' }
  | { kind: 'time_lord_doctor' };

/** A card's pairing abilities, read from its text once per card (commander pairs are checked in three formats a request). */
const pairings = perCard((record: CardRecord): readonly Pairing[] => {
  const found: Pairing[] = [];
  for (const line of abilityLines(record)) {
    if (line === 'partner') found.push({ kind: 'partner' });
    const variant = /^partner\s*[—-]\s*(.+)$/.exec(line);
    if (variant) found.push({ kind: 'partner_variant', variant: variant[1]!.trim() });
    if (line === 'friends forever') found.push({ kind: 'partner_variant', variant: 'friends forever' });
    const withName = /^partner with (.+)$/.exec(line);
    if (withName) found.push({ kind: 'partner_with', partner: withName[1]!.trim() });
    if (line === 'choose a background') found.push({ kind: 'choose_background' });
    if (line === "doctor's companion") found.push({ kind: 'doctors_companion' });
  }
  if (record.subtypes.includes('Background') && record.supertypes.includes('Legendary')) found.push({ kind: 'background' });
  // "Time Lord" is one creature type of two words, so read it from the type line.
  if (record.types.includes('Creature') && /\bTime Lord\b/.test(record.typeLine) && record.subtypes.includes('Doctor')) {
    found.push({ kind: 'time_lord_doctor' });
  }
  return found;
});

function pairsWith(a: readonly Pairing[], b: readonly Pairing[], bName: string): boolean {
  return a.some((p) => {
    switch (p.kind) {
      case 'partner':
        return b.some((q) => q.kind === 'partner');
      case 'partner_variant':
        return b.some((q) => q.kind === 'partner_variant' && q.variant === p.variant);
      case 'partner_with':
        return p.partner === bName.toLowerCase();
      case 'choose_background':
        return b.some((q) => q.kind === 'background');
      case 'doctors_companion':
        return b.some((q) => q.kind === 'time_lord_doctor');
      default:
        return false;
    }
  });
}

/** Why two commanders cannot lead together, or null when they are a legal pair. */
export function pairProblem(a: CardRecord, b: CardRecord): string | null {
  const pa = pairings(a);
  const pb = pairings(b);
  if (a.name === b.name) return `${a.name} cannot be paired with itself.`;
  const ok = (pairsWith(pa, pb, b.name) || pairsWith(pb, pa, a.name)) &&
    // "Partner with X" pairs only with X, both ways.
    !pa.some((p) => p.kind === 'partner_with' && p.partner !== b.name.toLowerCase() && !pa.some((q) => q.kind === 'partner')) &&
    !pb.some((p) => p.kind === 'partner_with' && p.partner !== a.name.toLowerCase() && !pb.some((q) => q.kind === 'partner'));
  if (ok) return null;
  return `${a.name} and ${b.name} cannot lead together: two commanders need Partner on both, the same "Partner—" ability, "Partner with" naming each other, Choose a Background with a Background, or Doctor's companion with a Time Lord Doctor.`;
}
