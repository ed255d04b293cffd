/**
 * Section headers ("Sideboard", "Commander:", "// Deck", "Sideboard (15)") and
 * the card-type headings deck websites print above groups ("Creatures (27)",
 * "Lands (21)"). Headers are short, so anything long is not one and is never
 * keyed: a 1 MiB line must not be normalised just to learn it is not a header.
 */
import { nameKeyUncached } from '../domain/names.js';
import type { Section } from '../domain/decklist.js';

const SIMPLE_WORDS = /^[a-z]+(?: [a-z]+)*$/;

/** Longer lines cannot be headers; checking costs nothing for the long ones. */
const MAX_HEADER_LENGTH = 40;

/** Header words players and exporters use for each section (compared after nameKey). A Map, so a card named like an Object method is never a header. */
export const SECTION_HEADERS = new Map<string, Section>(Object.entries({
  deck: 'main',
  main: 'main',
  'main deck': 'main',
  maindeck: 'main',
  mainboard: 'main',
  commander: 'commander',
  commanders: 'commander',
  companion: 'companion',
  sideboard: 'sideboard',
  side: 'sideboard',
  'side board': 'sideboard',
  sb: 'sideboard',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
  considering: 'maybeboard',
} satisfies Record<string, Section>));

/**
 * Card-type group headings from website copies (MTGGoldfish, Moxfield,
 * Archidekt). The groups are all main deck. No card is named like any of
 * these words ("Conspiracy" is a card, so it is not here).
 */
const TYPE_HEADINGS = new Set([
  'creature', 'creatures', 'land', 'lands', 'instant', 'instants', 'sorcery', 'sorceries',
  'artifact', 'artifacts', 'enchantment', 'enchantments', 'planeswalker', 'planeswalkers',
  'battle', 'battles', 'spells', 'other spells', 'noncreature spells',
]);

/**
 * A heading that joins type headings ("Instants & Sorceries", "Artifacts and
 * Enchantments", "Enchantments/Planeswalkers", "Artifact, Enchantment"), as
 * some deck sites group them: every part a type heading, two parts at least.
 */
function isJoinedTypeHeading(key: string): boolean {
  const parts = key.replaceAll(' and ', '&').replaceAll('/', '&').replaceAll(',', '&').split('&');
  return parts.length >= 2 && parts.every((part) => TYPE_HEADINGS.has(part.trim()));
}

/** Markdown's bold and italic marks around a heading ("**Creatures (16)**", "__Sideboard__"). */
function withoutEmphasis(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && (text[from] === '*' || text[from] === '_')) from++;
  while (to > from && (text[to - 1] === '*' || text[to - 1] === '_')) to--;
  return from === 0 && to === text.length ? text : text.slice(from, to).trim();
}

/** Drops a trailing ": 60" count ("Main Deck: 60", "Sideboard: 15"), as "(60)" is dropped. */
function withoutColonCount(text: string): string {
  const colon = text.lastIndexOf(':');
  return colon !== -1 && isDigits(text.slice(colon + 1).trim()) ? text.slice(0, colon).trim() : text;
}

/** Drops a leading "//" or "#" comment mark, Markdown emphasis, and a trailing "(27)" or ": 27" count and ":". */
function bareHeader(text: string): string {
  let bare = withoutEmphasis(text);
  if (bare.startsWith('//')) bare = bare.slice(2);
  else if (bare.startsWith('#')) bare = bare.slice(1);
  bare = withoutColonCount(bare.trim());
  if (bare.endsWith(')')) {
    const open = bare.lastIndexOf('(');
    if (open !== -1 && isDigits(bare.slice(open + 1, -1))) bare = bare.slice(0, open).trim();
  }
  if (bare.endsWith(':')) bare = bare.slice(0, -1).trim();
  return bare;
}

export function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The header a (whitespace-normalised, trimmed) line is, if any. */
export function readHeader(text: string): Section | 'about' | undefined {
  // A line that starts with a count is a card line: no need to key it.
  if (text.length > MAX_HEADER_LENGTH || isDigits(text[0] ?? '')) return undefined;
  const bare = bareHeader(text);
  // Lower-case words with single spaces are their own key: most card lines are
  // known not to be headers without building one.
  const lower = bare.toLowerCase();
  const key = SIMPLE_WORDS.test(lower) ? lower : nameKeyUncached(bare);
  if (key === 'about') return 'about';
  // Type headings open a group of the main deck (after "Commander (1)" too).
  return SECTION_HEADERS.get(key) ?? (TYPE_HEADINGS.has(key) || isJoinedTypeHeading(lower) ? 'main' : undefined);
}
