/** The terminal report of `deckdoctor analyze`. */
import type { DeckAnalysis } from '../contract/schemas.js';

export function renderReport(a: DeckAnalysis, color: boolean): string {
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const verdictColor = a.legality.status === 'legal' ? 32 : a.legality.status === 'illegal' ? 31 : 33;
  const lines: string[] = [];
  lines.push(paint(1, `Deckdoctor: ${a.archetype ?? 'deck'} (${a.format}, ${a.best_of})`));
  lines.push(`${paint(verdictColor, a.legality.status.toUpperCase())}  ${a.deck_size} cards, sideboard ${a.legality.sideboard_size}${a.score !== undefined ? `, score ${a.score}/10` : ''}`);
  for (const note of a.legality.notes) lines.push(`  - ${note}`);
  lines.push('');
  lines.push(`Colours: ${a.facts.colors.join('') || 'colourless'}   Lands ${a.facts.lands}, nonlands ${a.facts.nonlands}`);
  lines.push('Curve:');
  const max = Math.max(1, ...Object.values(a.mana_curve));
  for (const [bucket, n] of Object.entries(a.mana_curve)) {
    if (bucket === 'unknown' && n === 0) continue;
    lines.push(`  ${bucket.padStart(7)} ${'#'.repeat(Math.round((n / max) * 30)).padEnd(30)} ${n}`);
  }
  lines.push('Mana base:');
  for (const note of a.mana_base.notes) lines.push(`  - ${note}`);
  const cast = [...(a.mana_base.castability ?? [])].sort((x, y) => x.on_play_given_lands - y.on_play_given_lands || x.on_play - y.on_play).slice(0, 8);
  if (cast.length) {
    lines.push('Castability (hardest first: turn, on the play / on the draw, given enough lands, average delay):');
    const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
    for (const c of cast) lines.push(`  ${c.card}: turn ${c.turn}, ${pct(c.on_play)} / ${pct(c.on_draw)}, ${pct(c.on_play_given_lands)}, ${c.average_delay_turns} turns`);
  }
  if (a.warnings.length) {
    lines.push('Warnings:');
    for (const w of a.warnings) lines.push(`  [${w.severity}] ${w.code}: ${w.message}`);
  }
  for (const [title, items] of [['Strengths', a.strengths], ['Weaknesses', a.weaknesses], ['Recommendations', a.recommendations]] as const) {
    if (items?.length) {
      lines.push(`${title}:`);
      for (const item of items) lines.push(`  - ${item}`);
    }
  }
  lines.push(`Card data: ${a.card_data.source} (${a.card_data.mode}), checked ${a.card_data.checked_at}`);
  return `${lines.join('\n')}\n`;
}
