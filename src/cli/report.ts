/** The terminal report of `deckdoctor analyze`: the same facts as the page, coloured by severity and wrapped. */
import type { DeckAnalysis } from '../contract/schemas.js';
import { hanging, type Colors, type Terminal } from './terminal.js';

type Severity = DeckAnalysis['warnings'][number]['severity'];

const severityPaint = (c: Colors): Record<Severity, (s: string) => string> => ({
  critical: (s) => c.bold(c.red(s)),
  major: c.yellow,
  minor: c.cyan,
});

/** A probability (0-1) as a percentage; a value above 1 is taken as already in percent. */
const pct = (p: number | undefined) => (p === undefined ? '?' : `${(p > 1 ? p : p * 100).toFixed(1)}%`);

function header(a: DeckAnalysis, t: Terminal): string[] {
  const { c } = t;
  const verdict = a.legality.status === 'legal' ? c.green : a.legality.status === 'illegal' ? c.red : c.yellow;
  const lines = [c.bold(`Deckdoctor: ${a.archetype ?? 'deck'} (${a.format}, ${a.best_of})`)];
  lines.push(`${c.bold(verdict(a.legality.status.toUpperCase()))}  ${a.deck_size} cards, sideboard ${a.legality.sideboard_size}${a.score !== undefined ? `, score ${a.score}/10` : ''}`);
  for (const note of a.legality.notes) lines.push(hanging(t, '  - ', note));
  return lines;
}

function commanderLines(a: DeckAnalysis, t: Terminal): string[] {
  const lines: string[] = [];
  if (a.commanders?.length) lines.push(`Commander: ${t.c.bold(a.commanders.join(' and '))}`);
  const b = a.commander_bracket;
  if (b) {
    lines.push(`Bracket: ${b.bracket} (${b.label})`);
    for (const reason of b.reasons) lines.push(hanging(t, '  - ', reason));
  }
  const tpl = a.commander_template;
  if (tpl) {
    lines.push('Template (The Command Zone):');
    for (const [key, v] of Object.entries(tpl)) {
      const status = v.status === 'ok' ? t.c.green('ok') : v.applies === false ? t.c.dim(`${v.status}, not asked of this deck`) : t.c.yellow(v.status);
      lines.push(`  ${key.replaceAll('_', ' ').padEnd(16)} ${String(v.count).padStart(3)}  (${v.min}-${v.max}) ${status}`);
    }
  }
  return lines;
}

function curveLines(a: DeckAnalysis): string[] {
  const lines = [`Colours: ${a.facts.colors.join('') || 'colourless'}   Lands ${a.facts.lands}, nonlands ${a.facts.nonlands}`, 'Curve:'];
  const max = Math.max(1, ...Object.values(a.mana_curve));
  for (const [bucket, n] of Object.entries(a.mana_curve)) {
    if (bucket === 'unknown' && n === 0) continue;
    lines.push(`  ${bucket.padStart(7)} ${'#'.repeat(Math.round((n / max) * 30)).padEnd(30)} ${n}`);
  }
  return lines;
}

function manaLines(a: DeckAnalysis, t: Terminal): string[] {
  const lines = ['Mana base:', ...a.mana_base.notes.map((n) => hanging(t, '  - ', n))];
  // Hardest first: given enough lands, then on the play.
  const castability = [...(a.mana_base.castability ?? [])].sort((x, y) => x.on_play_given_lands - y.on_play_given_lands || x.on_play - y.on_play).slice(0, 8);
  if (castability.length) {
    lines.push('Castability (hardest first):');
    for (const k of castability) lines.push(hanging(t, '  - ', `${k.card}${k.mana_cost ? ` ${k.mana_cost}` : ''}: turn ${k.turn}, ${pct(k.on_play)} on the play, ${pct(k.on_draw)} on the draw, ${pct(k.on_play_given_lands)} given enough lands, average delay ${k.average_delay_turns} turns`));
  } else if (a.mana_base.cast_on_curve?.length) {
    lines.push('Cast on curve (on the play):');
    for (const k of a.mana_base.cast_on_curve) lines.push(hanging(t, '  - ', `${k.spell} ${k.mana_cost}: turn ${k.turn}, ${pct(k.probability)} (${k.sources} ${k.color} sources, ${k.required} needed)`));
  }
  return lines;
}

function warningLines(a: DeckAnalysis, t: Terminal): string[] {
  if (!a.warnings.length) return [];
  const paint = severityPaint(t.c);
  return ['Warnings:', ...a.warnings.map((w) => hanging(t, `  ${paint[w.severity](`[${w.severity}]`)} `, `${paint[w.severity](w.code)}: ${w.message}`))];
}

function adviceLines(a: DeckAnalysis, t: Terminal): string[] {
  const lines: string[] = [];
  for (const [title, items] of [['Strengths', a.strengths], ['Weaknesses', a.weaknesses], ['Recommendations', a.recommendations]] as const) {
    if (items?.length) lines.push(`${title}:`, ...items.map((item) => hanging(t, '  - ', item)));
  }
  return lines;
}

export function renderReport(a: DeckAnalysis, t: Terminal): string {
  const lines = [
    ...header(a, t),
    ...commanderLines(a, t),
    '',
    ...curveLines(a),
    ...manaLines(a, t),
    ...warningLines(a, t),
    ...adviceLines(a, t),
    t.c.dim(`Card data: ${a.card_data.source} (${a.card_data.mode}), checked ${a.card_data.checked_at}`),
  ];
  return `${lines.join('\n')}\n`;
}
