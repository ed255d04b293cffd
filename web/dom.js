// Small DOM helpers shared by the page's modules. Every text goes through textContent.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat(Infinity)) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

export function list(items, cls) {
  return el('ul', { class: cls ?? '' }, items.map((text) => el('li', { text })));
}

export function section(title, ...children) {
  const id = `h-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return el('section', { class: 'card', 'aria-labelledby': id }, el('h2', { id, text: title }), ...children);
}

/** Wide content scrolls inside a focusable region, so keyboard users can scroll it too (axe: scrollable-region-focusable). */
export function scrollable(label, child) {
  return el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': label }, child);
}

export function table(caption, headers, rows, cls) {
  return el(
    'table',
    { class: cls ?? '' },
    caption ? el('caption', { text: caption }) : null,
    el('thead', {}, el('tr', {}, headers.map((h) => el('th', { scope: 'col', text: h })))),
    el('tbody', {}, rows),
  );
}

/** A probability (0-1) as a percentage; a value above 1 is taken as already in percent. */
export const percent = (p) => (typeof p === 'number' ? `${(p > 1 ? p : p * 100).toFixed(1)}%` : '-');
