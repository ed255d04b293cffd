// Deckdoctor's page: posts the decklist to /api/analyze and shows the answer.
// Plain DOM code, no framework: every text goes through textContent.

const form = document.getElementById('deck-form');
const textarea = document.getElementById('decklist');
const results = document.getElementById('results');
const formatSelect = document.getElementById('format');
const fileInput = document.getElementById('file');
const COLOR_NAMES = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
const SEVERITY_ORDER = ['critical', 'major', 'minor'];

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function list(items, cls) {
  return el('ul', { class: cls ?? '' }, items.map((text) => el('li', { text })));
}

function section(title, ...children) {
  const id = `h-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return el('section', { class: 'card', 'aria-labelledby': id }, el('h2', { id, text: title }), ...children);
}

function verdictBanner(a) {
  const status = a.legality.status;
  const words = { legal: 'Legal', illegal: 'Not legal', unknown: 'Legality unknown' };
  const formatName = formatSelect.querySelector(`option[value="${a.format}"]`)?.textContent ?? a.format;
  return el(
    'div',
    { class: `verdict verdict-${status}`, role: 'status', 'data-testid': 'verdict' },
    el('p', { class: 'verdict-title', text: `${words[status]} in ${formatName}` }),
    el('p', { text: `${a.deck_size} cards${a.commander ? ` led by ${a.commanders.join(' and ')}` : ''}, sideboard ${a.legality.sideboard_size}.` }),
    list(a.legality.notes, 'reasons'),
  );
}

function summaryCard(a) {
  const breakdown = a.score_breakdown
    ? el(
        'table',
        { class: 'breakdown' },
        el('caption', { text: 'Score breakdown (0-10 each)' }),
        el('tbody', {}, Object.entries(a.score_breakdown).map(([k, v]) => el('tr', {}, el('th', { scope: 'row', text: k.replaceAll('_', ' ') }), el('td', { text: String(v) })))),
      )
    : el('p', { text: 'No score breakdown: the card data was unavailable.' });
  return section(
    'Overview',
    el('p', { class: 'summary', text: a.summary ?? '' }),
    el(
      'dl',
      { class: 'facts' },
      el('dt', { text: 'Archetype' }), el('dd', { 'data-testid': 'archetype', text: a.archetype ?? 'Unclassified' }),
      el('dt', { text: 'Score' }), el('dd', { 'data-testid': 'score', text: a.score !== undefined ? `${a.score} / 10` : 'n/a' }),
      el('dt', { text: 'Confidence' }), el('dd', { text: a.confidence !== undefined ? `${Math.round(a.confidence * 100)}%` : 'n/a' }),
      el('dt', { text: 'Colours' }), el('dd', { text: a.facts.colors.map((c) => COLOR_NAMES[c]).join(', ') || 'Colourless' }),
      el('dt', { text: 'Lands / spells' }), el('dd', { text: `${a.facts.lands} / ${a.facts.nonlands}` }),
    ),
    a.confidence_reason ? el('p', { class: 'help', text: a.confidence_reason }) : null,
    breakdown,
  );
}

function curveChart(a) {
  const entries = Object.entries(a.mana_curve).filter(([k, v]) => k !== 'unknown' || v > 0);
  const max = Math.max(1, ...entries.map(([, v]) => v));
  return section(
    'Mana curve',
    el(
      'ol',
      { class: 'bars', 'aria-label': 'Nonland cards by mana value' },
      entries.map(([bucket, n]) =>
        el(
          'li',
          { class: 'bar', 'data-testid': `curve-${bucket}`, 'aria-label': `Mana value ${bucket}: ${n} cards` },
          el('span', { class: 'bar-fill', style: `height: ${(n / max) * 100}%`, 'aria-hidden': 'true' }),
          el('span', { class: 'bar-count', text: String(n) }),
          el('span', { class: 'bar-label', text: bucket }),
        ),
      ),
    ),
  );
}

function manaBase(a) {
  const mb = a.mana_base;
  const odds = new Map((mb.cast_on_curve ?? []).map((c) => [c.color, c]));
  const rows = Object.keys(COLOR_NAMES)
    .filter((c) => mb.color_sources[c] > 0 || mb.early_color_requirements[c] > 0)
    .map((c) => {
      const need = mb.early_color_requirements[c];
      const have = mb.color_sources[c];
      const o = odds.get(c);
      return el(
        'tr',
        { class: need > have ? 'short' : '' },
        el('th', { scope: 'row', text: COLOR_NAMES[c] }),
        el('td', { text: String(have) }),
        el('td', { text: need ? String(need) : '-' }),
        el('td', { text: o ? `${(o.probability * 100).toFixed(1)}% (${o.spell}, turn ${o.turn})` : '-' }),
      );
    });
  return section(
    'Mana base',
    el('p', { text: `${mb.land_count} lands: ${mb.land_count_status.replaceAll('_', ' ')}. Colours: ${mb.color_consistency_status === 'ok' ? 'enough sources' : 'review'}.` }),
    el(
      'table',
      { class: 'sources' },
      el('caption', { text: 'Coloured sources against Karsten (2022) early requirements' }),
      el('thead', {}, el('tr', {}, ['Colour', 'Sources', 'Needed', 'On curve'].map((h) => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, rows),
    ),
    castability(mb),
    list(mb.notes),
  );
}

const pct = (p) => `${(p * 100).toFixed(1)}%`;

/** Issue 11: castability per spell, hardest first (at most 12 rows; the API has every spell). */
function castability(mb) {
  const spells = [...(mb.castability ?? [])].sort((x, y) => x.on_play_given_lands - y.on_play_given_lands || x.on_play - y.on_play).slice(0, 12);
  if (spells.length === 0) return [];
  const hardest = new Set(mb.hardest_to_cast ?? []);
  return el(
    'table',
    { class: 'castability', 'data-testid': 'castability' },
    el('caption', { text: 'Castability on the wanted turn (lands only, London mulligan), hardest first' }),
    el('thead', {}, el('tr', {}, ['Spell', 'Turn', 'On the play', 'On the draw', 'Given enough lands', 'Average delay'].map((h) => el('th', { scope: 'col', text: h })))),
    el(
      'tbody',
      {},
      spells.map((c) =>
        el(
          'tr',
          { class: hardest.has(c.card) ? 'short' : '' },
          el('th', { scope: 'row', text: c.card }),
          el('td', { text: String(c.turn) }),
          el('td', { text: pct(c.on_play) }),
          el('td', { text: pct(c.on_draw) }),
          el('td', { text: pct(c.on_play_given_lands) }),
          el('td', { text: `${c.average_delay_turns} turns` }),
        ),
      ),
    ),
  );
}

function warnings(a) {
  if (a.warnings.length === 0) return section('Warnings', el('p', { text: 'No warnings.' }));
  const groups = SEVERITY_ORDER.map((sev) => [sev, a.warnings.filter((w) => w.severity === sev)]).filter(([, ws]) => ws.length);
  return section(
    'Warnings',
    groups.map(([sev, ws]) =>
      el('div', { class: `warn warn-${sev}` }, el('h3', { text: `${sev[0].toUpperCase()}${sev.slice(1)} (${ws.length})` }), el('ul', {}, ws.map((w) => el('li', { 'data-code': w.code }, el('code', { text: w.code }), ` ${w.message}`)))),
    ),
  );
}

function advice(a) {
  return section(
    'Advice',
    el('h3', { text: 'Strengths' }), list(a.strengths?.length ? a.strengths : ['None stood out.']),
    el('h3', { text: 'Weaknesses' }), list(a.weaknesses?.length ? a.weaknesses : ['None found.']),
    el('h3', { text: 'Recommendations' }), list(a.recommendations?.length ? a.recommendations : ['Nothing to change.']),
  );
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function applySuggestion(written, suggestion) {
  const pattern = new RegExp(`^(\\s*(?:SB:\\s*)?\\d*x?\\s*)${escapeRegExp(written)}(?=\\s*(\\(|\\[|#|\\*|$))`, 'gmi');
  textarea.value = textarea.value.replace(pattern, `$1${suggestion}`);
  void analyze();
}

function unresolved(a) {
  const names = a.card_data.unresolved_names;
  if (names.length === 0) return null;
  const suggestions = a.card_data.suggestions ?? {};
  return section(
    'Unresolved names',
    el('p', { text: `${names.length} name${names.length > 1 ? 's' : ''} could not be found in the card data (${a.card_data.source}). Pick a suggestion to fix the list.` }),
    el(
      'ul',
      { class: 'unresolved' },
      names.map((name) =>
        el(
          'li',
          { 'data-testid': 'unresolved' },
          el('strong', { text: name }),
          suggestions[name]?.length
            ? el('span', {}, ' did you mean ', suggestions[name].map((s) => el('button', { type: 'button', class: 'suggestion', text: s, 'aria-label': `Replace ${name} with ${s}`, onclick: () => applySuggestion(name, s) })))
            : el('span', { text: ' (no close match)' }),
        ),
      ),
    ),
  );
}

function roles(a) {
  const cards = (a.cards ?? []).filter((c) => c.section !== 'maybeboard');
  return section(
    'Cards and roles',
    el(
      'table',
      { class: 'roles' },
      el('thead', {}, el('tr', {}, ['Qty', 'Card', 'Section', 'Mana value', 'Roles'].map((h) => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, cards.map((c) => el('tr', {}, el('td', { text: String(c.quantity) }), el('td', { text: c.name }), el('td', { text: c.section }), el('td', { text: c.mana_value ?? '?' }), el('td', { text: c.roles.filter((r) => r !== 'threat').join(', ') })))),
    ),
  );
}

function render(a) {
  results.replaceChildren(
    verdictBanner(a),
    unresolved(a) ?? '',
    summaryCard(a),
    curveChart(a),
    manaBase(a),
    warnings(a),
    advice(a),
    roles(a),
    el('details', { class: 'card' }, el('summary', { text: 'Raw JSON' }), el('pre', { 'data-testid': 'raw-json', text: JSON.stringify(a, null, 2) })),
    el('p', { class: 'help', text: `Card data: ${a.card_data.source}, ${a.card_data.mode}, checked ${a.card_data.checked_at.slice(0, 10)}.` }),
  );
}

async function analyze() {
  const body = {
    decklist: textarea.value,
    format: formatSelect.value,
    best_of: form.querySelector('input[name="best_of"]:checked').value,
  };
  results.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('/api/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const data = await response.json();
    if (!response.ok) {
      results.replaceChildren(el('div', { class: 'verdict verdict-illegal', role: 'alert' }, el('p', { class: 'verdict-title', text: 'The list could not be analyzed' }), el('p', { text: data.error?.message ?? `HTTP ${response.status}` })));
    } else {
      render(data);
    }
  } catch (error) {
    results.replaceChildren(el('p', { role: 'alert', text: `Request failed: ${error.message}` }));
  } finally {
    results.setAttribute('aria-busy', 'false');
    results.focus();
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void analyze();
});

async function loadFile(file) {
  textarea.value = await file.text();
}
fileInput.addEventListener('change', () => fileInput.files?.[0] && loadFile(fileInput.files[0]));
textarea.addEventListener('dragover', (event) => event.preventDefault());
textarea.addEventListener('drop', (event) => {
  const file = event.dataTransfer?.files?.[0];
  if (file) {
    event.preventDefault();
    void loadFile(file);
  }
});

let examples = null;
for (const button of document.querySelectorAll('[data-example]')) {
  button.addEventListener('click', async () => {
    examples ??= await (await fetch('/web/examples.json')).json();
    const example = examples[button.dataset.example];
    textarea.value = example.decklist;
    formatSelect.value = example.format;
    form.querySelector(`input[name="best_of"][value="${example.best_of}"]`).checked = true;
    void analyze();
  });
}
