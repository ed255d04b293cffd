// The card list grouped by type, card image previews, export of the list and a sample opening hand.
import { el, section } from './dom.js';
import { manaCost } from './mana.js';
import { GROUP_ORDER, TYPE_GROUPS, TYPE_ROLES, roleLabel } from './labels.js';

export function groupOf(card) {
  if (!card.resolved || !card.type_line) return 'Not found';
  const front = card.type_line.split(' // ')[0];
  return TYPE_GROUPS.find(([type]) => front.includes(type))?.[1] ?? 'Other';
}

/** Scryfall's image service by card id (https://scryfall.com/docs/api/images); the page's CSP allows this host only. */
export function imageUrl(id) {
  return `https://cards.scryfall.io/normal/front/${id[0]}/${id[1]}/${id}.jpg`;
}

const preview = el('div', { id: 'card-preview', class: 'preview', role: 'tooltip', hidden: true });
document.body.append(preview);

let anchor = null;

/** Next to its card name, below it when there is room, else above; follows the name when the page scrolls. */
function place() {
  if (!anchor) return;
  const box = anchor.getBoundingClientRect();
  if (box.bottom < 0 || box.top > window.innerHeight) return hidePreview();
  preview.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - 260))}px`;
  preview.style.top = `${box.bottom + 6 + 350 > window.innerHeight ? Math.max(4, box.top - 356) : box.bottom + 6}px`;
}

function showPreview(button, card) {
  const online = navigator.onLine !== false;
  const text = el(
    'div',
    { class: 'preview-text', 'data-testid': 'preview-text' },
    el('strong', { text: card.name }),
    el('span', { text: card.type_line ?? 'Not found in the card data' }),
    manaCost(card.mana_cost) ?? (card.mana_value !== null && card.mana_value !== undefined ? el('span', { text: `Mana value ${card.mana_value}` }) : null),
  );
  if (card.scryfall_id && online) {
    const img = el('img', { src: imageUrl(card.scryfall_id), alt: card.name, width: '244', height: '340', 'data-testid': 'preview-image' });
    img.addEventListener('error', () => preview.replaceChildren(text));
    preview.replaceChildren(img);
  } else preview.replaceChildren(text);
  preview.hidden = false;
  anchor = button;
  place();
  button.setAttribute('aria-describedby', 'card-preview');
}

export function hidePreview() {
  preview.hidden = true;
  anchor = null;
}
document.addEventListener('keydown', (event) => event.key === 'Escape' && hidePreview());
window.addEventListener('scroll', place, { passive: true });

/** A card name that previews its image on hover, focus or tap. */
export function cardName(card) {
  const button = el('button', { type: 'button', class: 'card-name', text: card.name, 'data-card': card.name });
  // Hover is for mice only: touch screens send compatibility mouse events that would hide a tapped preview at once.
  button.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && showPreview(button, card));
  button.addEventListener('focus', () => showPreview(button, card));
  // A tap focuses and clicks at once, so a click shows (never toggles); blur, Escape or scrolling hide it.
  button.addEventListener('click', () => showPreview(button, card));
  button.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && hidePreview());
  button.addEventListener('blur', hidePreview);
  return button;
}

function cardRow(card) {
  const roles = card.roles.filter((r) => !TYPE_ROLES.has(r)).map(roleLabel);
  return el(
    'li',
    { class: 'card-row', 'data-testid': 'card-row' },
    el('span', { class: 'qty', text: String(card.quantity) }),
    cardName(card),
    manaCost(card.mana_cost) ?? el('span', { class: 'mv', text: card.mana_value === null || groupOf(card) === 'Lands' ? '' : `MV ${card.mana_value}` }),
    roles.length ? el('span', { class: 'roles', text: roles.join(' · ') }) : null,
  );
}

function groupBlock(title, cards) {
  const count = cards.reduce((n, c) => n + c.quantity, 0);
  return el('div', { class: 'group', 'data-group': title }, el('h3', { text: `${title} (${count})` }), el('ul', { class: 'card-list' }, cards.map(cardRow)));
}

export function cardGroups(a) {
  const cards = (a.cards ?? []).filter((c) => c.section !== 'maybeboard');
  const blocks = [];
  const bySection = (s) => cards.filter((c) => c.section === s);
  if (bySection('commander').length) blocks.push(groupBlock('Commander', bySection('commander')));
  if (bySection('companion').length) blocks.push(groupBlock('Companion', bySection('companion')));
  const main = bySection('main');
  for (const g of GROUP_ORDER) {
    const inGroup = main.filter((c) => groupOf(c) === g).sort((x, y) => (x.mana_value ?? 99) - (y.mana_value ?? 99) || x.name.localeCompare(y.name));
    if (inGroup.length) blocks.push(groupBlock(g, inGroup));
  }
  if (bySection('sideboard').length) blocks.push(groupBlock('Sideboard', bySection('sideboard')));
  return section('Cards', el('div', { class: 'groups' }, blocks));
}

/** The list as Arena imports it (Commander / Companion / Deck / Sideboard headers). */
export function arenaText(a) {
  const cards = (a.cards ?? []).filter((c) => c.section !== 'maybeboard');
  const block = (header, s) => {
    const lines = cards.filter((c) => c.section === s).map((c) => `${c.quantity} ${c.name}`);
    return lines.length ? [header, ...lines].join('\n') : null;
  };
  return [block('Commander', 'commander'), block('Companion', 'companion'), block('Deck', 'main'), block('Sideboard', 'sideboard')].filter(Boolean).join('\n\n');
}

/** MTGO's .txt: main deck, a blank line, then the sideboard (where MTGO also keeps the commander and the companion). */
export function mtgoText(a) {
  const cards = (a.cards ?? []).filter((c) => c.section !== 'maybeboard');
  const line = (c) => `${c.quantity} ${c.name}`;
  const side = cards.filter((c) => c.section !== 'main').map(line);
  return [cards.filter((c) => c.section === 'main').map(line).join('\n'), side.join('\n')].filter(Boolean).join('\n\n');
}

function download(name, text) {
  const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
  const link = el('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function exportPanel(a) {
  const status = el('p', { class: 'help', role: 'status', 'data-testid': 'export-status' });
  const shape = (label, id, text, file) =>
    el(
      'div',
      { class: 'export' },
      el('label', { for: id, text: label }),
      el('textarea', { id, readonly: true, rows: '6', spellcheck: 'false' }, text),
      el(
        'div',
        { class: 'row' },
        el('button', { type: 'button', class: 'secondary', text: `Copy ${label}`, onclick: async () => {
          try {
            await navigator.clipboard.writeText(text);
            status.textContent = `${label} copied.`;
          } catch {
            document.getElementById(id).select();
            status.textContent = 'Copying is blocked here: the text is selected, press Ctrl+C.';
          }
        } }),
        el('button', { type: 'button', class: 'secondary', text: `Download ${label}`, onclick: () => download(file, text) }),
      ),
    );
  return section('Export', shape('Arena list', 'export-arena', arenaText(a), 'deck-arena.txt'), shape('MTGO list', 'export-mtgo', mtgoText(a), 'deck-mtgo.txt'), status);
}

function shuffled(cards) {
  const library = cards.flatMap((c) => Array.from({ length: c.quantity }, () => c));
  const random = new Uint32Array(library.length);
  crypto.getRandomValues(random);
  for (let i = library.length - 1; i > 0; i--) {
    const j = random[i] % (i + 1);
    [library[i], library[j]] = [library[j], library[i]];
  }
  return library;
}

/** Seven cards from the main deck; a mulligan draws seven again and puts one more on the bottom (London mulligan, CR 103.5). */
export function sampleHand(a) {
  const main = (a.cards ?? []).filter((c) => c.section === 'main');
  if (main.reduce((n, c) => n + c.quantity, 0) < 7) return null;
  let mulligans = 0;
  const hand = el('ul', { class: 'hand', 'data-testid': 'hand' });
  const note = el('p', { class: 'help', 'data-testid': 'hand-note', 'aria-live': 'polite' });
  const mulligan = el('button', { type: 'button', class: 'secondary', text: 'Mulligan' });
  const draw = () => {
    const cards = shuffled(main).slice(0, 7);
    const lands = cards.filter((c) => groupOf(c) === 'Lands').length;
    hand.replaceChildren(...cards.map((c) => el('li', {}, cardName(c))));
    note.textContent = `${lands} land${lands === 1 ? '' : 's'}, ${7 - lands} spell${7 - lands === 1 ? '' : 's'}.${mulligans ? ` Mulligan to ${7 - mulligans}: keep these 7 and put ${mulligans} on the bottom.` : ''}`;
    mulligan.disabled = mulligans >= 6;
  };
  mulligan.addEventListener('click', () => {
    mulligans += 1;
    draw();
  });
  const redraw = el('button', { type: 'button', class: 'secondary', text: 'New hand', onclick: () => {
    mulligans = 0;
    draw();
  } });
  draw();
  return section('Sample hand', hand, note, el('div', { class: 'row' }, redraw, mulligan));
}

