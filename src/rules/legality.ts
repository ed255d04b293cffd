/**
 * The legality review: every construction rule of the format, each violation
 * with a note that names the card, the count, the limit and the rule.
 */
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { warning, type WarningCode, type WarningValues } from '../contract/warnings.js';
import type { AnalysisWarning, Legality } from '../contract/schemas.js';
import { WUBRG, type ManaColor } from '../domain/cards.js';
import { canLeadBeside, pairProblem, whyNotEligible } from './commander.js';
import { COMPANIONS, type StartingCard } from './companions.js';
import { maxSideboard, type BestOf, type FormatRules } from '../domain/formats.js';
import { plural } from '../domain/text.js';

export interface LegalityReview {
  legality: Legality;
  warnings: AnalysisWarning[];
  commanderColors: ManaColor[] | null;
}


export function reviewLegality(deck: AssembledDeck, format: FormatRules, bestOf: BestOf): LegalityReview {
  const notes: string[] = [];
  const warnings: AnalysisWarning[] = [];
  const illegal = new Set<string>();
  const unknown = new Set<string>();
  let definiteViolation = false;
  let undetermined = false;
  // A definite violation's note is its warning's message.
  const violate = <C extends WarningCode>(code: C, ...values: WarningValues<C>) => {
    const w = warning(code, ...values);
    definiteViolation = true;
    notes.push(w.message);
    warnings.push(w);
  };

  const counted = deck.cards.filter((c) => c.section !== 'maybeboard');
  const mainDeckSize = copies(deck.cards, inDeck);
  const companions = deck.cards.filter((c) => c.section === 'companion');
  const companionCopies = copies(companions);
  const sideboardOnly = copies(deck.cards, (c) => c.section === 'sideboard');
  const sideboardSize = sideboardOnly + companionCopies;
  const maybeboardSize = copies(deck.cards, (c) => c.section === 'maybeboard');

  // Deck size.
  const { rule, cards: sizeLimit } = format.deckSize;
  if (rule === 'minimum' && mainDeckSize < sizeLimit) {
    violate('MAIN_DECK_TOO_SMALL', { format: format.name, cards: mainDeckSize, minimum: sizeLimit });
  }
  if (rule === 'exact' && mainDeckSize !== sizeLimit) {
    violate('DECK_SIZE_MISMATCH', { format: format.name, cards: mainDeckSize, exact: sizeLimit });
  }

  // Sideboard: in commander formats only a companion may sit outside the deck.
  const sideboardLimit = maxSideboard(format, bestOf);
  const sideboardChecked = format.commander ? sideboardOnly : sideboardSize;
  if (sideboardChecked > sideboardLimit) {
    const byBestOf = format.arena && format.maxSideboard.bo1 !== format.maxSideboard.bo3;
    violate(
      'SIDEBOARD_TOO_LARGE',
      format.commander
        ? { commanderFormat: true, format: format.name, cards: sideboardOnly }
        : { commanderFormat: false, format: format.name, cards: sideboardSize, limit: sideboardLimit, withCompanion: companionCopies > 0, bestOf: byBestOf ? bestOf : null },
    );
  }
  if (maybeboardSize > 0) notes.push(`Maybeboard: ${plural(maybeboardSize, 'card')} listed, not counted or checked.`);

  // Copy limits over every section but the maybeboard.
  const byName = new Map<string, { cards: DeckCard[]; total: number }>();
  for (const card of counted) {
    const group = byName.get(card.name) ?? { cards: [], total: 0 };
    group.cards.push(card);
    group.total += card.quantity;
    byName.set(card.name, group);
  }
  const copyLimitCards: Legality['copy_limit_cards'] = [];
  for (const [name, { cards, total }] of byName) {
    const card = cards[0]!;
    if (card.basic || card.record?.supertypes.includes('Basic')) continue;
    const own = card.record?.deckLimit ?? null;
    if (own === 'any') continue;
    const restricted = card.record?.legalities[format.id] === 'restricted';
    const limit = restricted ? 1 : (own ?? format.copyLimit);
    if (total > limit) {
      copyLimitCards.push({ name, copies: total, limit });
      const why = restricted
        ? `it is restricted in ${format.name}`
        : own !== null
          ? `its own text allows up to ${own}`
          : format.copyLimit === 1
            ? `${format.name} is a singleton format`
            : `${format.name} allows ${format.copyLimit} copies of a card`;
      violate('COPY_LIMIT_EXCEEDED', { card: name, copies: total, limit, why });
    }
  }

  // Card legality from the data.
  let missingData = false;
  for (const [name, { cards }] of byName) {
    const card = cards[0]!;
    if (!card.record) {
      if (!card.basic) {
        unknown.add(name);
        undetermined = true;
      }
      continue;
    }
    const status = card.record.legalities[format.id];
    if (status === undefined) {
      missingData = true;
      continue;
    }
    if (status === 'banned') {
      illegal.add(name);
      violate('BANNED_CARD', { card: name, format: format.name });
    } else if (status === 'not_legal') {
      illegal.add(name);
      const pauperRarities = format.id === 'pauper' ? card.record.rarities : undefined;
      violate('NOT_LEGAL_IN_FORMAT', { card: name, format: format.name, ...(pauperRarities ? { pauperRarities } : {}) });
    }
  }
  if (missingData) {
    undetermined = true;
    notes.push(`The card data holds no ${format.name} legality, so card legality could not be checked.`);
    warnings.push(warning('LEGALITY_DATA_MISSING', { format: format.name }));
  }
  if (unknown.size > 0) notes.push(`${plural(unknown.size, 'card name')} could not be resolved, so their legality is unknown: ${[...unknown].join(', ')}.`);

  // Commander formats.
  const commanderFields: Partial<Legality> = {};
  let commanderColors: ManaColor[] | null = null;
  if (format.commander) {
    const leaders = deck.cards.filter((c) => c.section === 'commander');
    const present = leaders.length > 0;
    const resolved = present && leaders.every((c) => c.record);
    let eligible = present && resolved;
    if (!present) violate('COMMANDER_MISSING', { format: format.name });
    for (const leader of leaders) {
      const others = leaders.filter((l) => l !== leader && l.record).map((l) => l.record!);
      if (leader.record && !canLeadBeside(leader.record, others, format)) {
        eligible = false;
        violate('COMMANDER_NOT_ELIGIBLE', { reason: whyNotEligible(leader.record, format) });
      }
    }
    const leaderCopies = copies(leaders);
    if (leaderCopies > 2) {
      eligible = false;
      violate('INVALID_COMMANDER_PAIR', { commanders: leaderCopies });
    } else if (leaders.length === 2 && leaders[0]!.record && leaders[1]!.record) {
      const problem = pairProblem(leaders[0]!.record, leaders[1]!.record);
      if (problem) {
        eligible = false;
        violate('INVALID_COMMANDER_PAIR', { reason: problem });
      }
    }
    if (present && !resolved) undetermined = true;

    const identity = new Set<ManaColor>(leaders.flatMap((c) => c.record?.colorIdentity ?? []));
    commanderColors = WUBRG.filter((c) => identity.has(c));
    const violations: NonNullable<Legality['color_identity_violations']> = [];
    // A colourless Standard Brawl commander lets the deck play basic lands of one chosen type.
    let chosenBasic: string | null = null;
    if (format.commander.colorlessChoosesBasicType && identity.size === 0) {
      const basics = counted.filter((c) => c.record?.supertypes.includes('Basic') && c.record.colorIdentity.length > 0);
      chosenBasic = [...basics].sort((a, b) => b.quantity - a.quantity)[0]?.name ?? null;
      if (chosenBasic) notes.push(`Colourless commander: ${chosenBasic} is the chosen basic land type.`);
    }
    if (resolved) {
      for (const card of counted) {
        if (card.section === 'commander' || !card.record || card.name === chosenBasic) continue;
        const outside = card.record.colorIdentity.filter((c) => !identity.has(c));
        if (outside.length > 0) violations.push({ name: card.name, card_identity: card.record.colorIdentity, commander_identity: commanderColors });
      }
      for (const v of violations) {
        violate('COLOR_IDENTITY_VIOLATION', { card: v.name, cardIdentity: v.card_identity, commanderIdentity: commanderColors });
      }
    }
    Object.assign(commanderFields, {
      commander_present: present,
      commander_resolved: resolved,
      commander_eligible: eligible,
      commander_color_identity_legal: resolved ? violations.length === 0 : false,
      color_identity_violations: violations,
    });
  }

  // Companion.
  let companion: Legality['companion'] = undefined;
  if (companions.length > 0) {
    if (companionCopies > 1) violate('COPY_LIMIT_EXCEEDED', { companions: companionCopies });
    const chosen = companions[0]!;
    const rule = Object.hasOwn(COMPANIONS, chosen.name) ? COMPANIONS[chosen.name] : undefined;
    const starting: StartingCard[] = deck.cards
      .filter((c) => inDeck(c) && c.record)
      .map((c) => ({ name: c.name, quantity: c.quantity, record: c.record! }));
    const breaks = rule && chosen.record ? rule.breaks(starting, format) : [];
    companion = {
      name: chosen.name,
      resolved: Boolean(chosen.record),
      condition: rule?.condition ?? null,
      condition_met: rule && chosen.record ? breaks.length === 0 : null,
      violations: breaks,
    };
    if (breaks.length > 0) {
      violate('COMPANION_CONDITION_NOT_MET', { companion: chosen.name, condition: rule!.condition, breaks });
    }
  }

  const status = definiteViolation ? 'illegal' : undetermined ? 'unknown' : 'legal';
  if (status === 'legal') {
    notes.unshift(
      `Legal in ${format.name}: ${plural(mainDeckSize, 'card')}${format.commander ? ' with the commander' : ''}, sideboard ${sideboardSize} of ${format.commander ? 'a companion at most' : sideboardLimit}.`,
    );
  }
  return {
    legality: {
      status,
      main_deck_size: mainDeckSize,
      sideboard_size: sideboardSize,
      format: format.id,
      illegal_cards: [...illegal],
      unknown_cards: [...unknown],
      copy_limit_cards: copyLimitCards,
      ...commanderFields,
      ...(companion !== undefined ? { companion } : {}),
      maybeboard_size: maybeboardSize,
      notes,
    },
    warnings,
    commanderColors,
  };
}
