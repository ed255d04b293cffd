/**
 * The legality review: every construction rule of the format, each violation
 * with a note that names the card, the count, the limit and the rule.
 *
 * Each rule is an independent check (size, sideboard, copies, card legality,
 * commander, companion) that returns its findings; `reviewLegality` folds them
 * into notes, warnings and the status in one place, so a new rule is one more
 * check and never touches the verdict logic.
 */
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { warning } from '../contract/warnings.js';
import type { AnalysisWarning, Legality } from '../contract/schemas.js';
import type { CardRecord, ManaColor } from '../domain/cards.js';
import { perCard } from '../domain/card-memo.js';
import { checkCommander, type CommanderCheck } from './legality-commander.js';
import { NOTHING_FOUND, noFindings, violate, withinCap, type CardGroup, type DeckCounts, type Findings } from './findings.js';
import { COMPANIONS, type StartingCard } from './companions.js';
import { FORMAT_IDS, FORMATS, type BestOf, type FormatRules } from '../domain/formats.js';
import { plural } from '../domain/text.js';

export interface LegalityReview {
  legality: Legality;
  /** The verdict in one line: the legal summary, the first violation, or why it is unknown. */
  reason: string;
  warnings: AnalysisWarning[];
  commanderColors: ManaColor[] | null;
}

/**
 * What the other formats' one-line verdicts read of a review: no notes, no
 * warnings list and no card lists, which only the requested format's answer
 * shows (eleven reviews a request skip building them).
 */
export interface LegalityVerdict {
  status: Legality['status'];
  reason: string;
  /** Every critical finding is SIDEBOARD_TOO_LARGE (what best-of-three may allow). */
  onlySideboardTooLarge: boolean;
  /** Commander formats: whether a commander leads the deck as this format places it. */
  commanderPresent: boolean;
  mainDeckSize: number;
}

/** What a deck counts to whatever the format: the twelve reviews of one deck share it (format-legality.ts passes it). */
export type FormatFreeCounts = Pick<
  DeckCounts,
  'counted' | 'byName' | 'groups' | 'legalityTrouble' | 'copyLimited' | 'copyTrouble' | 'unknownNames' | 'mainDeckSize' | 'companions' | 'companionCopies' | 'sideboardOnly' | 'maybeboardSize'
>;

/**
 * What the twelve reviews read of a card's legality, once per card (one
 * lookup per card of a deck): its status in each format, in FORMAT_IDS order,
 * read by position rather than by key; `trouble`, bit i set when it is banned,
 * not legal or without data in FORMAT_IDS[i] (a format no card of the deck
 * sets a bit for needs no walk over the cards: most of the twelve for most
 * decks); `restricted`, bit i set when it is restricted there.
 */
const legalityFactsOf = perCard((record) => {
  const statuses = FORMAT_IDS.map((id) => record.legalities[id]);
  let trouble = 0;
  let restricted = 0;
  statuses.forEach((status, i) => {
    if (status === undefined || status === 'banned' || status === 'not_legal') trouble |= 1 << i;
    else if (status === 'restricted') restricted |= 1 << i;
  });
  return { statuses, trouble, restricted };
});
const NO_LEGALITY_FACTS = { statuses: FORMAT_IDS.map(() => undefined), trouble: 0, restricted: 0 };

/**
 * Bit i set when some group may exceed its copy limit in FORMAT_IDS[i]: it is
 * restricted there, its own text's limit is exceeded, or it has more copies
 * than the format allows. Worked out in one pass over the groups, so the
 * formats no group can break (most of them for a 60-card list of 4-ofs) skip
 * the walk over the groups.
 */
function copyTroubleOf(copyLimited: readonly CardGroup[]): number {
  let mask = 0;
  let mostCopies = 0;
  let ownLimitExceeded = false;
  for (const { restricted, total, ownLimit } of copyLimited) {
    mask |= restricted;
    if (ownLimit === null) mostCopies = Math.max(mostCopies, total);
    else if (total > ownLimit) ownLimitExceeded = true;
  }
  FORMAT_IDS.forEach((id, i) => {
    if (ownLimitExceeded || mostCopies > FORMATS[id].copyLimit) mask |= 1 << i;
  });
  return mask;
}

/** Basic lands and "any number" cards take no copy limit; one copy never exceeds one. */
function copyLimitApplies({ first, record, total }: CardGroup): boolean {
  return total > 1 && !first.basic && !record?.supertypes.includes('Basic') && record?.deckLimit !== 'any';
}

function groupByName(counted: DeckCard[]): Map<string, CardGroup> {
  const byName = new Map<string, CardGroup>();
  for (const card of counted) {
    let group = byName.get(card.name);
    if (!group) {
      const record: CardRecord | undefined = card.record;
      const ownLimit = typeof record?.deckLimit === 'number' ? record.deckLimit : null;
      const { statuses, trouble, restricted } = record ? legalityFactsOf(record) : NO_LEGALITY_FACTS;
      group = { name: card.name, first: card, total: 0, record, statuses, trouble, restricted, ownLimit };
      byName.set(card.name, group);
    }
    group.total += card.quantity;
  }
  return byName;
}

export function countCards(deck: AssembledDeck): FormatFreeCounts {
  const counted = deck.cards.filter((c) => c.section !== 'maybeboard');
  const byName = groupByName(counted);
  const groups = [...byName.values()];
  const companions = deck.cards.filter((c) => c.section === 'companion');
  let legalityTrouble = 0;
  for (const group of groups) legalityTrouble |= group.trouble;
  const copyLimited = groups.filter(copyLimitApplies);
  return {
    counted,
    byName,
    groups,
    legalityTrouble,
    copyLimited,
    copyTrouble: copyTroubleOf(copyLimited),
    unknownNames: groups.filter((g) => !g.record && !g.first.basic).map((g) => g.name),
    mainDeckSize: copies(deck.cards, inDeck),
    companions,
    companionCopies: copies(companions),
    sideboardOnly: copies(deck.cards, (c) => c.section === 'sideboard'),
    maybeboardSize: copies(deck.cards, (c) => c.section === 'maybeboard'),
  };
}

/** A verdict's checks build one message each at most: the verdict needs the first violation and a count. */
const VERDICT_MESSAGE_CAP = 1;

export function countDeck(deck: AssembledDeck, format: FormatRules, bestOf: BestOf, verdictOnly = false, counts = countCards(deck)): DeckCounts {
  // Named one by one: a spread after the first fields is copied on V8's slow path, twelve times a request.
  return {
    deck,
    format,
    bestOf,
    counted: counts.counted,
    byName: counts.byName,
    groups: counts.groups,
    legalityTrouble: counts.legalityTrouble,
    copyLimited: counts.copyLimited,
    copyTrouble: counts.copyTrouble,
    unknownNames: counts.unknownNames,
    mainDeckSize: counts.mainDeckSize,
    companions: counts.companions,
    companionCopies: counts.companionCopies,
    sideboardOnly: counts.sideboardOnly,
    maybeboardSize: counts.maybeboardSize,
    sideboardSize: counts.sideboardOnly + counts.companionCopies,
    sideboardLimit: format.maxSideboard[bestOf],
    formatIndex: FORMAT_IDS.indexOf(format.id),
    messageCap: verdictOnly ? VERDICT_MESSAGE_CAP : Infinity,
    verdictOnly,
  };
}

function checkSize({ format, mainDeckSize, messageCap }: DeckCounts): Findings {
  const { rule, cards } = format.deckSize;
  const tooSmall = rule === 'minimum' && mainDeckSize < cards;
  const mismatch = rule === 'exact' && mainDeckSize !== cards;
  if (!tooSmall && !mismatch) return NOTHING_FOUND;
  const found = noFindings(messageCap);
  if (tooSmall) violate(found, 'MAIN_DECK_TOO_SMALL', { format: format.name, cards: mainDeckSize, minimum: cards });
  if (mismatch) violate(found, 'DECK_SIZE_MISMATCH', { format: format.name, cards: mainDeckSize, exact: cards });
  return found;
}

/** In commander formats only a companion may sit outside the deck. */
function checkSideboard(d: DeckCounts): Findings {
  const { format } = d;
  const checked = format.commander ? d.sideboardOnly : d.sideboardSize;
  if (checked <= d.sideboardLimit && d.maybeboardSize === 0) return NOTHING_FOUND;
  const found = noFindings(d.messageCap);
  if (checked > d.sideboardLimit) {
    const byBestOf = format.arena && format.maxSideboard.bo1 !== format.maxSideboard.bo3;
    violate(
      found,
      'SIDEBOARD_TOO_LARGE',
      format.commander
        ? { commanderFormat: true, format: format.name, cards: d.sideboardOnly }
        : { commanderFormat: false, format: format.name, cards: d.sideboardSize, limit: d.sideboardLimit, withCompanion: d.companionCopies > 0, bestOf: byBestOf ? d.bestOf : null },
    );
  }
  if (d.maybeboardSize > 0) found.notes.push(`Maybeboard: ${plural(d.maybeboardSize, 'card')} listed, not counted or checked.`);
  return found;
}

/** Why a card's limit is what it is, in the words of the note. */
function copyLimitReason(format: FormatRules, restricted: boolean, own: number | null): string {
  if (restricted) return `it is restricted in ${format.name}`;
  if (own !== null) return `its own text allows up to ${own}`;
  return format.copyLimit === 1 ? `${format.name} is a singleton format` : `${format.name} allows ${format.copyLimit} copies of a card`;
}

/** Copy limits over every section but the maybeboard; basics and "any number" cards are exempt (copyLimitApplies). */
function checkCopies({ format, copyLimited, copyTrouble, formatIndex, messageCap, verdictOnly }: DeckCounts): { found: Findings; copyLimitCards: Legality['copy_limit_cards'] } {
  let found: Findings | undefined;
  const copyLimitCards: Legality['copy_limit_cards'] = [];
  if ((copyTrouble & (1 << formatIndex)) === 0) return { found: NOTHING_FOUND, copyLimitCards };
  for (const { name, statuses, total, ownLimit: own } of copyLimited) {
    const restricted = statuses[formatIndex] === 'restricted';
    const limit = restricted ? 1 : (own ?? format.copyLimit);
    if (total > limit) {
      if (!verdictOnly) copyLimitCards.push({ name, copies: total, limit });
      found ??= noFindings(messageCap);
      if (withinCap(found)) violate(found, 'COPY_LIMIT_EXCEEDED', { card: name, copies: total, limit, why: copyLimitReason(format, restricted, own) });
    }
  }
  return { found: found ?? NOTHING_FOUND, copyLimitCards };
}

/** Card legality from the data: a format the data never mentions is unknown, never legal. */
function checkCardLegality({ format, groups, legalityTrouble, unknownNames, formatIndex, messageCap, verdictOnly }: DeckCounts): { found: Findings; illegal: string[]; unknown: string[] } {
  const illegal: string[] = [];
  // The same names in every format: one array, read and never changed.
  const unknown = unknownNames;
  const bit = 1 << formatIndex;
  if ((legalityTrouble & bit) === 0 && unknown.length === 0) return { found: NOTHING_FOUND, illegal, unknown };
  const found = noFindings(messageCap);
  let missingData = false;
  for (const { name, record, statuses, trouble } of groups) {
    // A card legal here (most cards of most decks) is passed over on its bit.
    if (!record || (trouble & bit) === 0) continue;
    const status = statuses[formatIndex];
    if (status === undefined) missingData = true;
    else if (status === 'banned') {
      if (!verdictOnly) illegal.push(name);
      if (withinCap(found)) violate(found, 'BANNED_CARD', { card: name, format: format.name });
    } else if (status === 'not_legal') {
      if (!verdictOnly) illegal.push(name);
      if (!withinCap(found)) continue;
      const pauperRarities = format.id === 'pauper' ? record.rarities : undefined;
      violate(found, 'NOT_LEGAL_IN_FORMAT', { card: name, format: format.name, ...(pauperRarities ? { pauperRarities } : {}) });
    }
  }
  if (missingData) {
    found.notes.push(`The card data holds no ${format.name} legality, so card legality could not be checked.`);
    found.warnings.push(warning('LEGALITY_DATA_MISSING', { format: format.name }));
  }
  if (unknown.length > 0) found.notes.push(`${plural(unknown.length, 'card name')} could not be resolved, so their legality is unknown: ${unknown.join(', ')}.`);
  found.undetermined = missingData || unknown.length > 0;
  if (missingData) found.why = `The card data holds no ${format.name} legality, so card legality is unknown.`;
  else if (unknown.length > 0) found.why = `${plural(unknown.length, 'card name')} could not be resolved: ${listed(unknown)}.`;
  return { found, illegal, unknown };
}

const NO_COMPANION = Object.freeze({ found: NOTHING_FOUND });

function checkCompanion({ deck, format, companions, companionCopies, messageCap }: DeckCounts): { found: Findings; companion?: Legality['companion'] } {
  if (companions.length === 0) return NO_COMPANION;
  const found = noFindings(messageCap);
  if (companionCopies > 1) violate(found, 'COPY_LIMIT_EXCEEDED', { companions: companionCopies });
  const chosen = companions[0]!;
  const rule = Object.hasOwn(COMPANIONS, chosen.name) ? COMPANIONS[chosen.name] : undefined;
  const starting: StartingCard[] = deck.cards
    .filter((c) => inDeck(c) && c.record)
    .map((c) => ({ name: c.name, quantity: c.quantity, record: c.record! }));
  const breaks = rule && chosen.record ? rule.breaks(starting, format) : [];
  if (breaks.length > 0) violate(found, 'COMPANION_CONDITION_NOT_MET', { companion: chosen.name, condition: rule!.condition, breaks });
  const companion = {
    name: chosen.name,
    resolved: Boolean(chosen.record),
    condition: rule?.condition ?? null,
    condition_met: rule && chosen.record ? breaks.length === 0 : null,
    violations: breaks,
  };
  return { found, companion };
}

/** At most this many names in a one-line reason. */
const NAMES_IN_REASON = 3;

function listed(names: readonly string[]): string {
  const more = names.length - NAMES_IN_REASON;
  return `${names.slice(0, NAMES_IN_REASON).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** One line for a verdict other than legal: the first violation and how many follow, or the first reason it is unknown. */
function verdictReason(status: Legality['status'], all: Findings[]): string {
  if (status === 'unknown') return all.find((f) => f.why)?.why ?? 'Legality could not be decided.';
  // The first critical message and a count, read in one pass (most formats a list is reviewed in find it illegal).
  let first: string | undefined;
  let more = -1;
  for (const f of all) {
    more += f.omitted;
    if (!f.illegal) continue;
    for (const w of f.warnings) {
      if (w.severity !== 'critical') continue;
      first ??= w.message;
      more++;
    }
  }
  return more > 0 ? `${first!} (and ${plural(more, 'more problem')})` : first!;
}

function statusOf(all: Findings[]): Legality['status'] {
  return all.some((f) => f.illegal) ? 'illegal' : all.some((f) => f.undetermined) ? 'unknown' : 'legal';
}

/** The one place findings become notes and warnings; `lead`, when given, is the first note. */
function fold(all: Findings[], lead: string | null): { notes: string[]; warnings: AnalysisWarning[] } {
  // Pushed one by one rather than by flatMap or push(...spread), both slower for the short (mostly empty) lists of twelve reviews a request.
  const notes: string[] = lead === null ? [] : [lead];
  const warnings: AnalysisWarning[] = [];
  for (const f of all) {
    for (const note of f.notes) notes.push(note);
    for (const w of f.warnings) warnings.push(w);
  }
  return { notes, warnings };
}

/** The note and reason of a legal deck: its size and sideboard against the format's limits. */
function legalSummary({ format, mainDeckSize, sideboardSize, sideboardLimit }: DeckCounts): string {
  return `Legal in ${format.name}: ${plural(mainDeckSize, 'card')}${format.commander ? ' with the commander' : ''}, sideboard ${sideboardSize} of ${format.commander ? 'a companion at most' : sideboardLimit}.`;
}

type CardLists = Pick<Legality, 'illegal_cards' | 'unknown_cards' | 'copy_limit_cards'>;

/**
 * The verdict in the contract's order. Most formats have no commander or
 * companion fields: they get one plain literal, since spreading objects into
 * the middle of a literal takes V8's slow path (twelve reviews a request).
 */
function legalityFields(d: DeckCounts, status: Legality['status'], cards: CardLists, commander: CommanderCheck['fields'], companion: Legality['companion'], notes: string[]): Legality {
  const { mainDeckSize, sideboardSize, maybeboardSize, format } = d;
  const { illegal_cards, unknown_cards, copy_limit_cards } = cards;
  if (!format.commander && companion === undefined) {
    return { status, main_deck_size: mainDeckSize, sideboard_size: sideboardSize, format: format.id, illegal_cards, unknown_cards, copy_limit_cards, maybeboard_size: maybeboardSize, notes };
  }
  return {
    status,
    main_deck_size: mainDeckSize,
    sideboard_size: sideboardSize,
    format: format.id,
    illegal_cards,
    unknown_cards,
    copy_limit_cards,
    ...commander,
    ...(companion !== undefined ? { companion } : {}),
    maybeboard_size: maybeboardSize,
    notes,
  };
}

/**
 * Every check of the format over one deck's counts, in the order of the
 * notes. A verdict's reason shows the first violation and counts the rest, so
 * once a check of a verdict finds a violation the later checks build no
 * message (they still count each violation).
 */
function runChecks(d: DeckCounts) {
  const all: Findings[] = [];
  const settle = (found: Findings) => {
    all.push(found);
    if (d.verdictOnly && found.illegal) d.messageCap = 0;
  };
  const size = checkSize(d);
  settle(size);
  const sideboard = checkSideboard(d);
  settle(sideboard);
  const copyCheck = checkCopies(d);
  settle(copyCheck.found);
  const cardCheck = checkCardLegality(d);
  settle(cardCheck.found);
  const commanderCheck = checkCommander(d);
  settle(commanderCheck.found);
  const companionCheck = checkCompanion(d);
  settle(companionCheck.found);
  return { sideboard, copyCheck, cardCheck, commanderCheck, companionCheck, all, status: statusOf(all) };
}

/**
 * The whole review: the answer's `legality`, its notes and warnings.
 * `counts`: the deck's format-free counts, when the caller reviews the same
 * deck in several formats.
 */
export function reviewLegality(deck: AssembledDeck, format: FormatRules, bestOf: BestOf, counts = countCards(deck)): LegalityReview {
  const d = countDeck(deck, format, bestOf, false, counts);
  const { copyCheck, cardCheck, commanderCheck, companionCheck, all, status } = runChecks(d);
  // Built only for a legal deck (most of the twelve formats a list is reviewed in find it illegal), and the first note.
  const legalNote = status === 'legal' ? legalSummary(d) : null;
  const { notes, warnings } = fold(all, legalNote);
  const cards = { illegal_cards: cardCheck.illegal, unknown_cards: cardCheck.unknown, copy_limit_cards: copyCheck.copyLimitCards };
  return {
    legality: legalityFields(d, status, cards, commanderCheck.fields, companionCheck.companion, notes),
    reason: legalNote ?? verdictReason(status, all),
    warnings,
    commanderColors: commanderCheck.commanderColors,
  };
}

/** True when every critical warning of the checks is SIDEBOARD_TOO_LARGE. */
function onlySideboardTooLarge(warnings: readonly AnalysisWarning[]): boolean {
  for (const w of warnings) if (w.severity === 'critical' && w.code !== 'SIDEBOARD_TOO_LARGE') return false;
  return true;
}

/**
 * The same checks as `reviewLegality`, for a one-line verdict: one message
 * built at most and no card list. Only the sideboard check finds
 * SIDEBOARD_TOO_LARGE and every violation is critical, so "only the sideboard"
 * is: no other check found a violation or a critical warning.
 */
export function legalityVerdict(deck: AssembledDeck, format: FormatRules, bestOf: BestOf, counts = countCards(deck)): LegalityVerdict {
  const d = countDeck(deck, format, bestOf, true, counts);
  const { sideboard, commanderCheck, all, status } = runChecks(d);
  return {
    status,
    reason: status === 'legal' ? legalSummary(d) : verdictReason(status, all),
    onlySideboardTooLarge: all.every((f) => f === sideboard || (!f.illegal && onlySideboardTooLarge(f.warnings))),
    commanderPresent: commanderCheck.fields.commander_present === true,
    mainDeckSize: d.mainDeckSize,
  };
}

/** The verdict of a whole review (the requested format's line of `format_legality`). */
export function verdictOfReview(review: LegalityReview): LegalityVerdict {
  return {
    status: review.legality.status,
    reason: review.reason,
    onlySideboardTooLarge: onlySideboardTooLarge(review.warnings),
    commanderPresent: review.legality.commander_present === true,
    mainDeckSize: review.legality.main_deck_size,
  };
}
