/**
 * The legality review: every construction rule of the format, each violation
 * with a note that names the card, the count, the limit and the rule.
 */
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { warning } from '../contract/warnings.js';
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
  const violate = (code: Parameters<typeof warning>[0], note: string, message = note) => {
    definiteViolation = true;
    notes.push(note);
    warnings.push(warning(code, message));
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
    violate(
      'MAIN_DECK_TOO_SMALL',
      `Main deck has ${plural(mainDeckSize, 'card')}; ${format.name} main decks must contain at least ${sizeLimit} cards.`,
    );
  }
  if (rule === 'exact' && mainDeckSize !== sizeLimit) {
    violate(
      'DECK_SIZE_MISMATCH',
      `Deck has ${plural(mainDeckSize, 'card')} with its commander; ${format.name} decks must contain exactly ${sizeLimit} cards including the commander.`,
    );
  }

  // Sideboard: in commander formats only a companion may sit outside the deck.
  const sideboardLimit = maxSideboard(format, bestOf);
  const sideboardChecked = format.commander ? sideboardOnly : sideboardSize;
  if (sideboardChecked > sideboardLimit) {
    const where = format.arena && format.maxSideboard.bo1 !== format.maxSideboard.bo3 ? ` in ${bestOf === 'bo1' ? 'best-of-one' : 'best-of-three'}` : '';
    violate(
      'SIDEBOARD_TOO_LARGE',
      format.commander
        ? `Sideboard has ${plural(sideboardOnly, 'card')}; ${format.name} decks have no sideboard (only a companion may sit outside the deck).`
        : `Sideboard has ${plural(sideboardSize, 'card')}${companionCopies ? ' with the companion' : ''}; ${format.name}${where} allows at most ${sideboardLimit}.`,
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
      violate('COPY_LIMIT_EXCEEDED', `${name}: ${total} copies across deck and sideboard; at most ${limit} allowed (${why}).`);
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
      violate('BANNED_CARD', `${name} is banned in ${format.name}.`);
    } else if (status === 'not_legal') {
      illegal.add(name);
      const pauperHint = format.id === 'pauper' ? ` (printed at ${card.record.rarities.join('/') || 'an unknown rarity'}; Pauper allows only cards printed at common)` : '';
      violate('NOT_LEGAL_IN_FORMAT', `${name} is not legal in ${format.name}${pauperHint}.`);
    }
  }
  if (missingData) {
    undetermined = true;
    notes.push(`The card data holds no ${format.name} legality, so card legality could not be checked.`);
    warnings.push(warning('LEGALITY_DATA_MISSING', `The card data has no legality for ${format.name}; card legality is unknown, not assumed.`));
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
    if (!present) violate('COMMANDER_MISSING', `No commander found; ${format.name} decks are led by a commander (put it under a "Commander" header).`);
    for (const leader of leaders) {
      const others = leaders.filter((l) => l !== leader && l.record).map((l) => l.record!);
      if (leader.record && !canLeadBeside(leader.record, others, format)) {
        eligible = false;
        violate('COMMANDER_NOT_ELIGIBLE', whyNotEligible(leader.record, format));
      }
    }
    const leaderCopies = copies(leaders);
    if (leaderCopies > 2) {
      eligible = false;
      violate('INVALID_COMMANDER_PAIR', `${plural(leaderCopies, 'commander')} listed; a deck has one commander or two that can partner.`);
    } else if (leaders.length === 2 && leaders[0]!.record && leaders[1]!.record) {
      const problem = pairProblem(leaders[0]!.record, leaders[1]!.record);
      if (problem) {
        eligible = false;
        violate('INVALID_COMMANDER_PAIR', problem);
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
        violate(
          'COLOR_IDENTITY_VIOLATION',
          `${v.name} has colour identity ${v.card_identity.join('') || 'colourless'}, outside the commander's ${commanderColors.join('') || 'colourless'} identity.`,
        );
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
    if (companionCopies > 1) violate('COPY_LIMIT_EXCEEDED', `${plural(companionCopies, 'companion')} listed; a deck may have at most one companion.`);
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
      violate(
        'COMPANION_CONDITION_NOT_MET',
        `${chosen.name}'s condition is not met ("${rule!.condition}"): ${breaks.slice(0, 10).join(', ')}${breaks.length > 10 ? ` and ${breaks.length - 10} more` : ''}.`,
      );
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
