import { describe, expect, it } from 'vitest';
import { DECKS, readDeck } from '../fixtures/decks/index.js';
import { analyzePure } from '../helpers/cards.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { PLAN_EXEMPTIONS } from '../../src/analysis/data/score-plans.js';

/**
 * One set of roles, read once per card, feeds the facts, the score, the
 * summary, the warnings and the advice: over every deck of the corpus they
 * must tell the same story (issue 12: Murktide was told "card advantage 10/10"
 * and NO_CARD_ADVANTAGE and "0 card-advantage slots" in one answer), and the
 * advice follows the archetype the answer names.
 */
const COLOR_LETTERS: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const codes = (a: DeckAnalysis) => a.warnings.map((w) => w.code);

/** Copies of the deck proper's nonland cards that carry a role, from the per-card table. */
function roleCopies(a: DeckAnalysis, role: string): number {
  return (a.cards ?? [])
    .filter((c) => (c.section === 'main' || c.section === 'commander') && !c.roles.includes('land') && c.roles.includes(role))
    .reduce((sum, c) => sum + c.quantity, 0);
}

describe('facts, breakdown, summary, warnings and advice agree on every corpus deck', () => {
  for (const deck of DECKS) {
    it(deck.id, () => {
      const a = analyzePure(readDeck(deck.id), deck.format, deck.bestOf);
      const f = a.facts;
      // The facts are the per-card roles, summed.
      expect(f.card_advantage_count).toBe(roleCopies(a, 'card_advantage'));
      expect(f.interaction_count).toBe(roleCopies(a, 'interaction'));
      expect(f.selection_count).toBe(roleCopies(a, 'selection'));
      // The summary quotes the facts.
      expect(a.summary).toContain(`${f.interaction_count} interaction slot`);
      expect(a.summary).toContain(`${f.card_advantage_count} card-advantage slot`);
      // What the recognised plans leave out of the score (data/score-plans.ts), the advice does not ask for either.
      const exempt = new Set(a.win_conditions!.plans.flatMap((p) => PLAN_EXEMPTIONS[p.key]?.metrics ?? []));
      if (exempt.has('interaction_removal')) expect(codes(a)).not.toContain('LOW_INTERACTION');
      if (exempt.has('mana_curve')) expect(codes(a)).not.toContain('CURVE_TOO_HIGH');
      // Card advantage: the warning fires exactly when there is none (unless the plan draws another way), and the metric then stays at most half full.
      expect(codes(a).includes('NO_CARD_ADVANTAGE')).toBe(f.card_advantage_count === 0 && !exempt.has('card_advantage'));
      if (f.card_advantage_count === 0) expect(a.score_breakdown!.card_advantage).toBeLessThanOrEqual(5);
      // A way to win: one count, and the weakness exactly when the metric is low.
      expect(a.win_conditions!.closing_copies).toBe(f.win_condition_count);
      const unclear = a.weaknesses!.find((w) => w.startsWith('Unclear way to win'));
      expect(Boolean(unclear)).toBe(a.score_breakdown!.win_condition_clarity < 4);
      if (unclear) expect(unclear).toContain(`${f.win_condition_count} card`);
      // A deck with a recognised plan is never told to add threats.
      if (a.win_conditions!.plans.length > 0) {
        expect(a.recommendations).not.toContain('Add a few threats that end the game quickly once the deck is ahead.');
        expect(unclear).toBeUndefined();
      }
      // Advice follows the macro archetype the answer shows (data/advice-plans.ts), never another reading.
      const macro = a.macro_archetype!;
      if (['control', 'ramp', 'combo'].includes(macro)) {
        expect(a.recommendations!.filter((r) => r.startsWith('Lower the curve'))).toEqual([]);
        expect(codes(a)).not.toContain('CURVE_TOO_HIGH');
      }
      if (['aggro', 'tempo'].includes(macro)) expect(a.recommendations!.filter((r) => r.includes('card-advantage cards'))).toEqual([]);
      const focused = a.strengths!.find((s) => s.startsWith('Focused '));
      if (focused) expect(focused).toContain(`Focused ${a.archetype!} plan`);
      // Interaction: the warning quotes the facts.
      const low = a.warnings.find((w) => w.code === 'LOW_INTERACTION');
      if (low) expect(low.message.startsWith(`${f.interaction_count} interaction card`)).toBe(true);
      // The mana base is praised as on time only when every colour it quotes meets its requirement:
      // a colour the advice passes over (a light splash, a one-of, a turn-1 spell) can still be short.
      const onTime = a.strengths!.find((s) => s.startsWith('Mana base casts its spells on time'));
      const quoted = [...(onTime ?? '').matchAll(/\b([WUBRG]) (\d+)\/(\d+)\b/g)].map((m) => ({ color: m[1], sources: Number(m[2]), required: Number(m[3]) }));
      if (onTime) expect(quoted.length).toBeGreaterThan(0);
      for (const q of quoted) expect(q.sources, `${q.color} ${q.sources}/${q.required}`).toBeGreaterThanOrEqual(q.required);
      // A plan the score does not judge by its land count (Tron, Dredge, Lands, Storm, Doomsday) is not told to change it either.
      if (exempt.has('land_count')) {
        expect(['low', 'high']).not.toContain(a.mana_base.land_count_status);
        expect(codes(a).filter((c) => c === 'LOW_LAND_COUNT' || c === 'HIGH_LAND_COUNT')).toEqual([]);
      }
      // The score explains itself: the build's measure, the power factor, and the cap exactly when it bit.
      const b = a.score_breakdown!;
      const factor = (a.site_scores as { power_factor: number }).power_factor;
      expect(a.score_reason).toMatch(new RegExp(`^Score ${a.score}: the build measures ${b.overall_raw} \\(`));
      expect(a.score_reason).toContain(`times ${factor}`);
      expect(a.score_reason!.includes('capped at 4')).toBe(b.overall_raw * factor > 4 && a.legality.status === 'illegal');
      // A colour nothing makes: one warning per colour, the colour has no land source, every spell it names is one the
      // deck casts and the castability model gives it no chance, and the colours are then up for review.
      for (const w of a.warnings.filter((x) => x.code === 'COLOR_SOURCES_MISSING')) {
        const color = COLOR_LETTERS[/makes (\w+) mana/.exec(w.message)![1]!]!;
        expect(a.mana_base.color_sources![color], w.message).toBe(0);
        const named = /so (.+) cannot be cast/.exec(w.message)![1]!;
        const rows = (a.mana_base.castability ?? []).filter((r) => named.includes(r.card));
        expect(rows.length, w.message).toBeGreaterThan(0);
        for (const r of rows) expect(r.on_play_given_lands, r.card).toBe(0);
        for (const n of a.mana_base.not_cast ?? []) expect(named.includes(n.card), n.card).toBe(false);
        expect(a.mana_base.color_consistency_status).toBe('review');
      }
    });
  }
});
