// Renders a DeckAnalysis. Fields other services add later (format_legality, permalink, castability,
// macro_archetype, per-card mana_cost and scryfall_id) are drawn when present and skipped when absent.
import { el, list, percent, scrollable, section, table } from './dom.js';
import { manaCost, pipCounts } from './mana.js';
import { COLOR_NAMES, COMMANDER_FORMATS, FORMATS, formatName } from './labels.js';
import { cardGroups, exportPanel, sampleHand } from './cards.js';

const SEVERITY_ORDER = ['critical', 'major', 'minor'];
const STATUS_WORDS = { legal: 'Legal', illegal: 'Not legal', unknown: 'Legality unknown' };
const DAY_MS = 86_400_000;

function dataLine(cd) {
  const date = cd.checked_at.slice(0, 10);
  const days = Math.floor((Date.now() - Date.parse(cd.checked_at)) / DAY_MS);
  const age = days > 30 ? `, ${days} days old: legality may have changed since` : '';
  return `Card data: ${cd.source} of ${date}${age}.`;
}

function verdictBanner(a) {
  const status = a.legality.status;
  const commanders = a.commanders?.length ? ` led by ${a.commanders.join(' and ')}` : '';
  return el(
    'div',
    { class: `verdict verdict-${status}`, role: 'status', 'data-testid': 'verdict' },
    el('p', { class: 'verdict-title', text: `${STATUS_WORDS[status]} in ${formatName(a.format)}` }),
    el('p', { text: `${a.deck_size} cards${commanders}, sideboard ${a.legality.sideboard_size}.` }),
    list(a.legality.notes, 'reasons'),
    el('p', { class: 'verdict-data', 'data-testid': 'data-date', text: dataLine(a.card_data) }),
  );
}

/** Badges for the twelve formats (format_legality); one click re-analyses in that format. */
function formatBadges(a, ctx) {
  const fl = a.format_legality;
  if (!fl || typeof fl !== 'object') return null;
  const legalElsewhere = FORMATS.filter(([id]) => id !== a.format && fl[id]?.status === 'legal').map(([, name]) => name);
  return section(
    'Formats',
    a.legality.status !== 'legal' && legalElsewhere.length ? el('p', { 'data-testid': 'legal-elsewhere', text: `This list is legal in ${legalElsewhere.join(', ')}.` }) : null,
    el(
      'ul',
      { class: 'badges' },
      FORMATS.map(([id, name]) => {
        const entry = fl[id] ?? { status: 'unknown', reason: 'No verdict for this format.' };
        return el(
          'li',
          {},
          el('button', {
            type: 'button',
            class: `badge badge-${entry.status}`,
            'data-format': id,
            'aria-pressed': id === a.format ? 'true' : 'false',
            title: entry.reason ?? '',
            'aria-label': `${name}: ${STATUS_WORDS[entry.status] ?? entry.status}. ${entry.reason ?? ''} ${id === a.format ? '' : 'Analyze in this format.'}`.trim(),
            onclick: () => id !== a.format && ctx.switchFormat(id),
          }, el('span', { text: name }), el('span', { class: 'badge-status', text: entry.status })),
        );
      }),
    ),
  );
}

const BASIS_WORDS = { definition: 'matched a known archetype', commander: 'named after its commander', colors_and_plan: 'named by its colours and plan' };

/** How the deck got its name: the basis, the calibrated confidence and the cards that matched. */
function archetypeBasis(detail) {
  if (!detail || typeof detail !== 'object') return null;
  const parts = [BASIS_WORDS[detail.basis] ?? null, typeof detail.confidence === 'number' ? `confidence ${Math.round(detail.confidence * 100)}%` : null];
  if (Array.isArray(detail.matched_cards) && detail.matched_cards.length) parts.push(`key cards: ${detail.matched_cards.slice(0, 6).join(', ')}`);
  return el('p', { class: 'help', 'data-testid': 'archetype-basis', text: parts.filter(Boolean).join('; ') });
}

/** The structural fallback's summary speaks of unavailable data; when the data is there and only the names were not found, say that. */
function summaryText(a) {
  const dataMissing = a.warnings.some((w) => w.code === 'CARD_DATA_UNAVAILABLE');
  if (a.card_data.mode === 'fallback' && !dataMissing) return `None of the names was found in the card data (${a.card_data.source}); check the spelling or the suggestions above.`;
  return a.summary ?? '';
}

function summaryCard(a) {
  const archetype = `${a.archetype ?? 'Unclassified'}${a.macro_archetype ? ` (${a.macro_archetype})` : ''}`;
  const breakdown = a.score_breakdown
    ? el('details', { class: 'breakdown-box' }, el('summary', { text: 'Score breakdown' }),
      scrollable('Score breakdown', table('Score breakdown (0-10 each)', ['Metric', 'Score'], Object.entries(a.score_breakdown).map(([k, v]) => el('tr', {}, el('th', { scope: 'row', text: k.replaceAll('_', ' ') }), el('td', { text: String(v) }))), 'breakdown')))
    : el('p', { text: 'No score: no card of the list was found in the card data.' });
  return section(
    'Overview',
    el('p', { class: 'summary', text: summaryText(a) }),
    el(
      'dl',
      { class: 'facts' },
      el('dt', { text: 'Archetype' }), el('dd', { 'data-testid': 'archetype', text: archetype }),
      el('dt', { text: 'Score' }), el('dd', { 'data-testid': 'score', text: a.score !== undefined ? `${a.score} / 10` : 'n/a' }),
      el('dt', { text: 'Colours' }), el('dd', { text: a.facts.colors.map((c) => COLOR_NAMES[c]).join(', ') || 'Colourless' }),
      el('dt', { text: 'Lands / spells' }), el('dd', { text: `${a.facts.lands} / ${a.facts.nonlands}` }),
    ),
    archetypeBasis(a.archetype_detail),
    a.confidence_reason ? el('p', { class: 'help', text: a.confidence_reason }) : null,
    a.score_reason ? el('p', { class: 'help', 'data-testid': 'score-reason', text: a.score_reason }) : null,
    breakdown,
  );
}

function commanderCard(a) {
  const b = a.commander_bracket;
  const t = a.commander_template;
  if (!b && !t) return null;
  const rows = t ? Object.entries(t).map(([k, v]) => el('tr', { class: v.status === 'ok' ? '' : 'short' }, el('th', { scope: 'row', text: k.replaceAll('_', ' ') }), el('td', { text: String(v.count) }), el('td', { text: `${v.min}-${v.max}` }), el('td', { text: v.status }))) : [];
  return section(
    'Commander',
    a.commanders?.length ? el('p', { text: `Commander: ${a.commanders.join(' and ')}` }) : null,
    b ? el('p', { class: 'bracket', 'data-testid': 'bracket' }, el('strong', { text: `Bracket ${b.bracket}: ${b.label}` })) : null,
    b ? list(b.reasons, 'bracket-reasons') : null,
    t ? scrollable('Commander template', table('Against The Command Zone template', ['Category', 'Cards', 'Template', 'Status'], rows, 'template')) : null,
  );
}

function curveChart(a) {
  const entries = Object.entries(a.mana_curve).filter(([k, v]) => k !== 'unknown' || v > 0);
  const max = Math.max(1, ...entries.map(([, v]) => v));
  // The fill's height is a share of a track that holds nothing else, so bars are proportional to their counts.
  return section(
    'Mana curve',
    el('ol', { class: 'bars', 'aria-label': 'Nonland cards by mana value' }, entries.map(([bucket, n]) =>
      el(
        'li',
        { class: 'bar', 'data-testid': `curve-${bucket}`, 'aria-label': `Mana value ${bucket}: ${n} cards` },
        el('span', { class: 'bar-track', 'aria-hidden': 'true' }, el('span', { class: 'bar-fill', style: `height: ${(n / max) * 100}%` }, el('span', { class: 'bar-count', text: String(n) }))),
        el('span', { class: 'bar-label', text: bucket, 'aria-hidden': 'true' }),
      ),
    )),
  );
}

function sourceRows(a) {
  const mb = a.mana_base;
  const odds = new Map((mb.cast_on_curve ?? []).map((c) => [c.color, c]));
  const pips = pipCounts(a.cards ?? []);
  const pipTotal = pips ? Object.values(pips).reduce((s, n) => s + n, 0) : 0;
  const sourceTotal = Object.values(mb.color_sources).reduce((s, n) => s + n, 0);
  return Object.keys(COLOR_NAMES)
    .filter((c) => mb.color_sources[c] > 0 || mb.early_color_requirements[c] > 0 || (pips && pips[c] > 0))
    .map((c) => {
      const need = mb.early_color_requirements[c];
      const have = mb.color_sources[c];
      const o = odds.get(c);
      const pipShare = pips && pipTotal ? `${pips[c]} (${Math.round((pips[c] / pipTotal) * 100)}%)` : '-';
      return el(
        'tr',
        { class: need > have ? 'short' : '', 'data-color': c },
        el('th', { scope: 'row' }, el('i', { class: `ms ms-cost ms-${c.toLowerCase()}`, 'aria-hidden': 'true' }), ` ${COLOR_NAMES[c]}`),
        el('td', { text: pipShare }),
        el('td', { text: `${have}${sourceTotal ? ` (${Math.round((have / sourceTotal) * 100)}%)` : ''}` }),
        el('td', { text: need ? String(need) : '-' }),
        el('td', {}, o ? [`${percent(o.probability)} `, o.spell, ' ', manaCost(o.mana_cost), ` turn ${o.turn}`] : '-'),
      );
    });
}

function manaBase(a) {
  const mb = a.mana_base;
  return section(
    'Mana base',
    el('p', { text: `${mb.land_count} lands: ${mb.land_count_status.replaceAll('_', ' ')}. Colours: ${mb.color_consistency_status === 'ok' ? 'enough sources' : 'review'}.` }),
    scrollable('Coloured sources', table('Coloured pips against sources (Karsten 2022 early requirements)', ['Colour', 'Pips', 'Sources', 'Needed', 'On curve (on the play)'], sourceRows(a), 'sources')),
    list(mb.notes),
  );
}

/** Rows of the castability table. */
const CASTABILITY_ROWS = 12;

/** Per key spell odds from `mana_base.castability`, when the service provides them. */
function castability(a) {
  const all = a.mana_base.castability;
  if (!Array.isArray(all) || all.length === 0) return null;
  // Hardest first, and only the first dozen: a Commander deck casts sixty spells, most of them without trouble.
  const given = (k) => (typeof k.on_play_given_lands === 'number' ? k.on_play_given_lands : k.on_play);
  const rows = [...all].sort((x, y) => given(x) - given(y) || x.on_play - y.on_play).slice(0, CASTABILITY_ROWS);
  const rest = all.length - rows.length;
  const hardest = a.mana_base.hardest_to_cast;
  return section(
    'Castability',
    Array.isArray(hardest) && hardest.length ? el('p', { 'data-testid': 'hardest', text: `Hardest to cast: ${hardest.join(', ')}.` }) : null,
    scrollable('Castability of key spells', table('Chance to cast each key spell on its turn', ['Spell', 'Cost', 'Turn', 'On the play', 'On the draw', 'Average delay'], rows.map((k) =>
      el('tr', { 'data-testid': 'castability-row' },
        el('th', { scope: 'row', text: k.card }),
        el('td', {}, manaCost(k.mana_cost) ?? '-'),
        el('td', { text: String(k.turn) }),
        el('td', { text: percent(k.on_play) }),
        el('td', { text: percent(k.on_draw) }),
        el('td', { text: typeof k.average_delay_turns === 'number' ? `${k.average_delay_turns.toFixed(2)} turns` : '-' }),
      )), 'castability')),
    rest > 0 ? el('p', { class: 'help', 'data-testid': 'castability-rest', text: `${rest} more spell${rest === 1 ? '' : 's'}, each at least as easy to cast (see mana_base.castability).` }) : null,
  );
}

function warnings(a) {
  if (a.warnings.length === 0) return section('Warnings', el('p', { text: 'No warnings.' }));
  const groups = SEVERITY_ORDER.map((sev) => [sev, a.warnings.filter((w) => w.severity === sev)]).filter(([, ws]) => ws.length);
  return section('Warnings', groups.map(([sev, ws]) =>
    el('div', { class: `warn warn-${sev}` }, el('h3', { text: `${sev[0].toUpperCase()}${sev.slice(1)} (${ws.length})` }), el('ul', {}, ws.map((w) => el('li', { 'data-code': w.code }, el('code', { text: w.code }), ` ${w.message}`)))),
  ));
}

function advice(a) {
  return section(
    'Advice',
    el('h3', { text: 'Strengths' }), list(a.strengths?.length ? a.strengths : ['None stood out.']),
    el('h3', { text: 'Weaknesses' }), list(a.weaknesses?.length ? a.weaknesses : ['None found.']),
    el('h3', { text: 'Recommendations' }), list(a.recommendations?.length ? a.recommendations : ['Nothing to change.']),
  );
}

function unresolved(a, ctx) {
  const names = a.card_data.unresolved_names;
  if (names.length === 0) return null;
  const suggestions = a.card_data.suggestions ?? {};
  const fixable = names.filter((n) => suggestions[n]?.length);
  const fixAll = fixable.length > 1
    ? el('button', { type: 'button', 'data-testid': 'fix-all', text: `Fix all ${fixable.length} names`, onclick: () => ctx.applySuggestions(fixable.map((n) => [n, suggestions[n][0]])) })
    : null;
  return section(
    'Unresolved names',
    el('p', { text: `${names.length} name${names.length > 1 ? 's' : ''} could not be found in the card data (${a.card_data.source}).${fixable.length ? ' Pick a suggestion to fix the list.' : ''}` }),
    fixAll,
    el('ul', { class: 'unresolved' }, names.map((name) =>
      el('li', { 'data-testid': 'unresolved' },
        el('strong', { text: name }),
        suggestions[name]?.length
          ? el('span', {}, ' did you mean ', suggestions[name].map((s) => el('button', { type: 'button', class: 'suggestion', text: s, 'aria-label': `Replace ${name} with ${s}`, onclick: () => ctx.applySuggestions([[name, s]]) })))
          : el('span', { text: ' (no close match)' }),
      ))),
  );
}

/** COMMANDER_MISSING with a legendary creature first: one click moves it under a Commander header. */
function makeCommander(a, ctx) {
  if (!COMMANDER_FORMATS.has(a.format) || !a.warnings.some((w) => w.code === 'COMMANDER_MISSING')) return null;
  const first = (a.cards ?? []).find((c) => c.section === 'main');
  const type = first?.type_line?.split(' // ')[0] ?? '';
  if (!first || !/Legendary/.test(type) || !/Creature/.test(type)) return null;
  return el('div', { class: 'card fix', 'data-testid': 'make-commander' },
    el('p', { text: `${first.name} is a legendary creature at the top of the list: is it your commander?` }),
    el('button', { type: 'button', text: `Make ${first.name} the commander`, onclick: () => ctx.makeCommander(first.name) }));
}

function share(a, ctx) {
  const link = ctx.shareLink(a);
  return section('Share', el('label', { for: 'share-link', text: 'Link to this analysis' }),
    el('input', { id: 'share-link', type: 'url', readonly: true, value: link, 'data-testid': 'share-link' }),
    el('div', { class: 'row' }, el('button', { type: 'button', class: 'secondary', text: 'Copy link', onclick: () => ctx.copy(link, 'Link copied.') })));
}

/** Prose or JSON: say so plainly instead of an analysis of nothing. */
function notADecklist(a) {
  const w = a.warnings.find((x) => x.code === 'NOT_A_DECKLIST');
  return el('div', { class: 'verdict verdict-unknown', role: 'alert', 'data-testid': 'not-a-decklist' },
    el('p', { class: 'verdict-title', text: 'This does not look like a decklist' }),
    el('p', { text: w.message }),
    list((a.parse_diagnostics ?? []).slice(0, 5).map((d) => `Line ${d.line}: ${d.reason}`), 'reasons'));
}

export function renderAnalysis(a, ctx) {
  if (a.warnings.some((w) => w.code === 'NOT_A_DECKLIST')) return [notADecklist(a)];
  return [
    verdictBanner(a),
    makeCommander(a, ctx),
    unresolved(a, ctx),
    formatBadges(a, ctx),
    summaryCard(a),
    commanderCard(a),
    curveChart(a),
    manaBase(a),
    castability(a),
    warnings(a),
    advice(a),
    cardGroups(a),
    sampleHand(a),
    exportPanel(a),
    share(a, ctx),
    el('details', { class: 'card' }, el('summary', { text: 'Raw JSON' }), el('pre', { 'data-testid': 'raw-json', tabindex: '0', text: JSON.stringify(a, null, 2) })),
  ].filter(Boolean);
}
