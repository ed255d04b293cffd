/**
 * Decklist text for the fuzz campaign: the shapes players paste, and the
 * characters that break naive text handling. Whitespace and bracket runs are
 * kept short on purpose: the long-run patterns that backtrack are measured by
 * bench/event-loop.ts, and here they would only stall the whole campaign.
 */
import type { Rng } from './rng.js';

export const REAL_NAMES = [
  'Lightning Bolt', 'Counterspell', 'Sol Ring', 'Island', 'Mountain', 'Snow-Covered Forest', 'Fire // Ice',
  'Delver of Secrets', 'Krenko, Mob Boss', 'Æther Vial', 'Lim-Dûl\'s Vault', 'Jace, the Mind Sculptor',
  'Relentless Rats', 'Thoughtseize', 'Ragavan, Nimble Pilferer', 'Brazen Borrower', 'Wear // Tear',
  'Kumano Faces Kakkazan', 'Lurrus of the Dream-Den', 'Yorion, Sky Nomad', 'Black Lotus', 'Plains',
];
export const PROTO_WORDS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty', 'prototype', '__defineGetter__', 'isPrototypeOf'];
export const FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'brawl', 'standardbrawl', 'historic', 'timeless', 'alchemy'];
const HEADERS = ['Deck', 'Sideboard', 'Commander', 'Companion', 'Maybeboard', 'SIDEBOARD:', '//Sideboard', 'About', 'Name Test Deck', 'Creatures (27)', 'Lands (21)', '// Main', '# comment', ''];
const SUFFIXES = ['', ' (M10) 146', ' (2XM) 117 *F*', ' *F*', ' [Sideboard]', ' [Commander{top}]', ' #burn', ' (Used)', ' (27)'];
export const ODD_CHARS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\u000b', '\f', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u2028', '\u2029', '\ufeff', '\u200e', '\u202e', '\ufffd', '\ufffe'];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f'];
/** Latin letters and look-alikes from other scripts (Cyrillic, Greek, fullwidth, mathematical bold). */
const CONFUSABLE: Record<string, string[]> = {
  a: ['а', 'ɑ', 'ａ', '𝐚'], e: ['е', 'е', 'ｅ'], o: ['о', 'ο', '0', '𝐨'], i: ['і', 'ı', 'ｉ'], l: ['ӏ', 'I', '1', 'ǀ'],
  n: ['п', 'ո'], t: ['т', 'ｔ'], g: ['ɡ'], B: ['В', 'Β', '𝐁'], L: ['Ꮮ', 'Ⅼ'], S: ['Ѕ', 'Ｓ'], c: ['с', 'ϲ'],
};
const JUNK = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789 ,.;:\'"-/()[]{}*#<>&=\\Æéüñ★•—\u2028\t';

export function cardName(rng: Rng): string {
  return rng.chance(0.85) ? rng.pick(REAL_NAMES) : rng.chance(0.5) ? rng.pick(PROTO_WORDS) : junk(rng, rng.int(1, 40));
}

/** Random text over an alphabet with punctuation, markup and line separators. */
export function junk(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += JUNK[Math.floor(rng.next() * JUNK.length)];
  return out;
}

export function cardLine(rng: Rng): string {
  const quantity = rng.pick(['4', '1', '2x', '4 x', '0', '-1', '1.5', '1,5', '99999999999', '+3', '', '１']);
  const prefix = rng.chance(0.1) ? rng.pick(['SB: ', 'Commander: ', 'Companion: ']) : '';
  return `${prefix}${quantity}${quantity ? ' ' : ''}${cardName(rng)}${rng.pick(SUFFIXES)}`;
}

/** A decklist in one of the shapes players paste (Arena, MTGO, Moxfield, web-page headings, plain). */
export function decklist(rng: Rng, maxLines = 80): string {
  const lines: string[] = [];
  const count = rng.logInt(1, maxLines);
  for (let i = 0; i < count; i++) lines.push(rng.chance(0.12) ? rng.pick(HEADERS) : cardLine(rng));
  return lines.join(rng.pick(['\n', '\r\n', '\r', '\n\n']));
}

/** Sprinkles control characters, line separators and BOMs through `text`. */
export function withOddChars(rng: Rng, text: string): string {
  const chars = [...text];
  const inserts = rng.int(1, 12);
  for (let i = 0; i < inserts; i++) {
    const odd = rng.pick(ODD_CHARS);
    chars.splice(rng.int(0, chars.length), 0, rng.chance(0.2) ? `${' '.repeat(rng.int(1, 64))}${odd}` : odd);
  }
  return chars.join('');
}

/** Replaces letters with look-alikes, spaces with NBSP, and hides zero-width characters in names. */
export function confusable(rng: Rng, text: string): string {
  let out = '';
  for (const ch of text) {
    const options = CONFUSABLE[ch];
    if (options && rng.chance(0.3)) out += rng.pick(options);
    else if (ch === ' ' && rng.chance(0.2)) out += rng.pick(['\u00a0', '\u2009', '\u3000']);
    else out += ch;
    if (rng.chance(0.05)) out += rng.pick(ZERO_WIDTH);
  }
  return rng.chance(0.1) ? out.normalize('NFD') : out;
}

/** An MTGO .dek document: valid, broken, entity-laden, or with odd Quantity values. */
export function dekXml(rng: Rng): string {
  const quantities = ['1', '4', 'x', '0x10', '-1', '1e3', '', ' 4 ', 'NaN', 'Infinity', '4.5', '99999999999999999999', '&#52;'];
  const names = [...REAL_NAMES, ...PROTO_WORDS, '&amp;c1', 'Fire &amp; Ice', '&lt;script&gt;', '&#x1F600;', '&unknown;', '&#0;', ''];
  const lines = [rng.chance(0.8) ? '<?xml version="1.0" encoding="utf-8"?>' : ''];
  if (rng.chance(0.1)) lines.push('<!DOCTYPE Deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>');
  lines.push('<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">', '  <NetDeckID>0</NetDeckID>');
  const count = rng.logInt(1, 300);
  for (let i = 0; i < count; i++) {
    const quantity = rng.chance(0.8) ? rng.pick(['1', '2', '4']) : rng.pick(quantities);
    const sideboard = rng.pick(['false', 'true', 'TRUE', 'maybe', '']);
    const name = rng.chance(0.1) ? `&amp;c${i}` : rng.pick(names);
    lines.push(`  <Cards CatID="${rng.int(1, 99999)}" Quantity="${quantity}" Sideboard="${sideboard}" Name="${name}" />`);
  }
  lines.push('</Deck>');
  return rng.chance(0.2) ? breakXml(rng, lines.join('\n')) : lines.join('\n');
}

function breakXml(rng: Rng, xml: string): string {
  const cut = rng.int(0, xml.length);
  return rng.pick([xml.slice(0, cut), xml.replace(/"/g, () => (rng.chance(0.05) ? '' : '"')), `${xml}<Cards Quantity="1" Name="x"`, xml.replace('</Deck>', '')]);
}
