// Deckdoctor's page: posts the decklist to /api/analyze and shows the answer.
// Plain DOM modules, no framework; the only outside asset is mana-font, served by this server.
import { el } from './dom.js';
import { renderAnalysis } from './render.js';
import { arenaText, hidePreview } from './cards.js';
import { BEST_OF_FORMATS } from './labels.js';

const form = document.getElementById('deck-form');
const textarea = document.getElementById('decklist');
const results = document.getElementById('results');
const formatSelect = document.getElementById('format');
const fileInput = document.getElementById('file');
const button = document.getElementById('analyze');
const bestOfField = document.getElementById('best-of');
const themeButton = document.getElementById('theme');
const STORE_KEY = 'deckdoctor-deck';
const THEME_KEY = 'deckdoctor-theme';

const bestOf = () => form.querySelector('input[name="best_of"]:checked').value;
const setBestOf = (value) => {
  const input = form.querySelector(`input[name="best_of"][value="${value}"]`);
  if (input) input.checked = true;
};

/** Best-of only changes Arena sideboard limits; elsewhere the choice is hidden. */
function syncBestOf() {
  bestOfField.hidden = !BEST_OF_FORMATS.has(formatSelect.value);
}

function saveDeck() {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ decklist: textarea.value, format: formatSelect.value, best_of: bestOf() }));
  } catch {
    // Storage may be off (private mode); the page works without it.
  }
}

function fill({ decklist, format, best_of: bo }) {
  if (typeof decklist === 'string') textarea.value = decklist;
  if (format && formatSelect.querySelector(`option[value="${format}"]`)) formatSelect.value = format;
  if (bo) setBestOf(bo);
  syncBestOf();
}

function toBase64Url(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
function fromBase64Url(code) {
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The service's permalink when it gives one; otherwise the request itself, in the link's fragment. */
function shareLink(a) {
  if (typeof a.permalink === 'string' && a.permalink) return `${location.origin}/?permalink=${encodeURIComponent(a.permalink)}`;
  return `${location.origin}/#deck=${toBase64Url(JSON.stringify({ decklist: textarea.value, format: a.format, best_of: a.best_of }))}`;
}

const status = el('p', { class: 'sr-only', role: 'status', 'data-testid': 'page-status' });
document.body.append(status);

async function copy(text, message) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = message;
  } catch {
    status.textContent = 'Copying is blocked here: select the text and press Ctrl+C.';
  }
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const linePattern = (name) => new RegExp(`^(\\s*(?:SB:\\s*)?\\d*x?\\s*)${escapeRegExp(name)}(?=\\s*(\\(|\\[|#|\\*|$))`, 'gmi');

/** Every chosen suggestion at once, then one analysis. */
function applySuggestions(pairs) {
  for (const [written, suggestion] of pairs) textarea.value = textarea.value.replace(linePattern(written), `$1${suggestion}`);
  void analyze();
}

/** Moves the named card's line under a Commander header; the rest becomes the Deck section. */
function makeCommander(name) {
  const lines = textarea.value.split(/\r?\n/);
  const index = lines.findIndex((line) => linePattern(name).test(line));
  if (index === -1) return;
  lines.splice(index, 1);
  const rest = lines.join('\n').trim();
  textarea.value = `Commander\n1 ${name}\n\n${/^\s*deck\s*$/im.test(rest) ? '' : 'Deck\n'}${rest}`;
  void analyze();
}

const ctx = {
  switchFormat: (id) => {
    formatSelect.value = id;
    syncBestOf();
    void analyze();
  },
  applySuggestions,
  makeCommander,
  shareLink,
  copy,
};

function errorCard(title, message, retry) {
  return el('div', { class: 'error-card', role: 'alert', 'data-testid': 'error' },
    el('p', { class: 'error-title', text: title }),
    el('p', { text: message }),
    retry ? el('button', { type: 'button', text: 'Try again', onclick: retry }) : null);
}

function setBusy(busy) {
  button.disabled = busy;
  button.setAttribute('aria-disabled', busy ? 'true' : 'false');
  button.replaceChildren(...(busy ? [el('span', { class: 'spinner', 'aria-hidden': 'true' }), 'Analyzing…'] : ['Analyze deck']));
  results.setAttribute('aria-busy', busy ? 'true' : 'false');
  if (busy) results.replaceChildren(el('p', { class: 'loading', 'data-testid': 'loading' }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), 'Analyzing the deck…'));
}

function show(answer) {
  hidePreview();
  results.replaceChildren(...renderAnalysis(answer, ctx));
}

async function analyze() {
  if (button.disabled) return;
  saveDeck();
  const body = { decklist: textarea.value, format: formatSelect.value, best_of: BEST_OF_FORMATS.has(formatSelect.value) ? bestOf() : 'bo1' };
  setBusy(true);
  try {
    const response = await fetch('/api/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const data = await response.json().catch(() => null);
    if (response.ok && data) show(data);
    else if (data?.error) results.replaceChildren(errorCard('The list could not be analyzed', data.error.message));
    else results.replaceChildren(errorCard('The server could not answer', `It answered HTTP ${response.status} without an analysis. Try again in a moment.`, () => void analyze()));
  } catch {
    results.replaceChildren(errorCard('Could not reach Deckdoctor', 'The request did not get through. Check your connection, or that the server is running, then try again.', () => void analyze()));
  } finally {
    setBusy(false);
    results.focus();
  }
}

/**
 * A permalink from a share link, answered by GET with the same DeckAnalysis.
 * Only its path is used, on this page's own origin: the service's public URL
 * may name another host (a proxy), and a link must never send the page elsewhere.
 */
async function openPermalink(permalink) {
  const given = new URL(permalink, location.origin);
  if (!given.pathname.startsWith('/api/analyze/p')) return;
  const url = new URL(given.pathname + given.search, location.origin);
  setBusy(true);
  try {
    const response = await fetch(url);
    const data = await response.json();
    if (!response.ok) throw new Error(data?.error?.message ?? `HTTP ${response.status}`);
    fill({ decklist: arenaText(data), format: data.format, best_of: data.best_of });
    show(data);
  } catch (error) {
    results.replaceChildren(errorCard('This shared analysis could not be opened', error.message));
  } finally {
    setBusy(false);
    if (results.querySelector('[data-testid="loading"]')) results.replaceChildren();
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void analyze();
});
textarea.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    void analyze();
  }
});
textarea.addEventListener('input', saveDeck);
form.addEventListener('change', () => {
  syncBestOf();
  saveDeck();
});

async function loadFile(file) {
  textarea.value = await file.text();
  saveDeck();
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
for (const example of document.querySelectorAll('[data-example]')) {
  example.addEventListener('click', async () => {
    examples ??= await (await fetch('/web/examples.json')).json();
    fill(examples[example.dataset.example]);
    void analyze();
  });
}

function applyTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  const dark = theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  themeButton.setAttribute('aria-pressed', dark ? 'true' : 'false');
}
themeButton.addEventListener('click', () => {
  const next = themeButton.getAttribute('aria-pressed') === 'true' ? 'light' : 'dark';
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Not remembered without storage.
  }
  applyTheme(next);
});

function start() {
  let theme = null;
  let saved = null;
  try {
    theme = localStorage.getItem(THEME_KEY);
    saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
  } catch {
    // Nothing kept.
  }
  applyTheme(theme);
  const permalink = new URLSearchParams(location.search).get('permalink');
  if (permalink) return void openPermalink(permalink);
  if (location.hash.startsWith('#deck=')) {
    try {
      fill(JSON.parse(fromBase64Url(location.hash.slice(6))));
      return void analyze();
    } catch {
      results.replaceChildren(errorCard('This share link is damaged', 'The deck in the link could not be read.'));
    }
  }
  if (saved) fill(saved);
  syncBestOf();
}
start();
