// Mana costs drawn as symbols with the mana-font package (served by the server from node_modules).
import { el } from './dom.js';

const WORDS = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colorless', S: 'snow', X: 'X', Y: 'Y', Z: 'Z', T: 'tap', Q: 'untap', E: 'energy' };

function symbolWords(symbol) {
  const parts = symbol.split('/');
  if (parts.length === 1) return WORDS[symbol] ?? symbol;
  if (parts[1] === 'P') return `phyrexian ${WORDS[parts[0]] ?? parts[0]}`;
  return parts.map((p) => WORDS[p] ?? p).join(' or ');
}

/** `{2}{U/R}{R/P}` -> ['2', 'U/R', 'R/P']. */
export function symbols(cost) {
  return [...(cost ?? '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toUpperCase());
}

/** The cost as mana-font icons; screen readers read "2, blue, blue". A face separator ` // ` stays text. */
export function manaCost(cost) {
  if (!cost) return null;
  const faces = cost.split(' // ');
  const label = faces.map((f) => symbols(f).map(symbolWords).join(', ')).join(' // ');
  return el(
    'span',
    { class: 'cost', role: 'img', 'aria-label': `mana cost ${label}`, title: cost, 'data-cost': cost },
    faces.map((face, i) => [
      i > 0 ? el('span', { class: 'face-sep', 'aria-hidden': 'true', text: ' // ' }) : null,
      symbols(face).map((s) => el('i', { class: `ms ms-cost ms-${s.toLowerCase().replace('/', '')}`, 'aria-hidden': 'true' })),
    ]),
  );
}

/** Coloured pips per colour over the main deck and commanders (hybrid pips count for each colour). */
export function pipCounts(cards) {
  const pips = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  let known = false;
  for (const card of cards) {
    if (card.section !== 'main' && card.section !== 'commander') continue;
    if (typeof card.mana_cost !== 'string') continue;
    known = true;
    for (const s of symbols(card.mana_cost)) for (const c of s.split('/')) if (c in pips) pips[c] += card.quantity;
  }
  return known ? pips : null;
}
