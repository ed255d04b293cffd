/**
 * The commander checks of the legality review: who leads the deck (present,
 * eligible, a legal pair) and whether every card fits the leaders' colour
 * identity. Only commander formats run them.
 */
import { copies, type DeckCard } from '../domain/deck.js';
import type { Legality } from '../contract/schemas.js';
import { colorMask, WUBRG, type ManaColor } from '../domain/cards.js';
import { perCard } from '../domain/card-memo.js';
import type { FormatRules } from '../domain/formats.js';
import { canLeadBeside, pairProblem, whyNotEligible } from './commander.js';
import { NOTHING_FOUND, noFindings, violate, withinCap, type DeckCounts, type Findings } from './findings.js';

type CommanderFields = Pick<
  Legality,
  'commander_present' | 'commander_resolved' | 'commander_eligible' | 'commander_color_identity_legal' | 'color_identity_violations'
>;

export interface CommanderCheck {
  found: Findings;
  fields: Partial<CommanderFields>;
  commanderColors: ManaColor[] | null;
}

/** Present, eligible beside each other, and one commander or a pair that can partner. */
function checkLeaders(leaders: DeckCard[], format: FormatRules, found: Findings): boolean {
  const present = leaders.length > 0;
  let eligible = present && leaders.every((c) => c.record);
  if (!present) violate(found, 'COMMANDER_MISSING', { format: format.name });
  for (const leader of leaders) {
    const others = leaders.filter((l) => l !== leader && l.record).map((l) => l.record!);
    if (leader.record && !canLeadBeside(leader.record, others, format)) {
      eligible = false;
      violate(found, 'COMMANDER_NOT_ELIGIBLE', { reason: whyNotEligible(leader.record, format) });
    }
  }
  const leaderCopies = copies(leaders);
  if (leaderCopies > 2) {
    eligible = false;
    violate(found, 'INVALID_COMMANDER_PAIR', { commanders: leaderCopies });
  } else if (leaders.length === 2 && leaders[0]!.record && leaders[1]!.record) {
    const problem = pairProblem(leaders[0]!.record, leaders[1]!.record);
    if (problem) {
      eligible = false;
      violate(found, 'INVALID_COMMANDER_PAIR', { reason: problem });
    }
  }
  return eligible;
}

/** A colourless Standard Brawl commander lets the deck play basic lands of one chosen type: the most numerous. */
function chosenBasicType(counted: DeckCard[], format: FormatRules, identity: ReadonlySet<ManaColor>): string | null {
  if (!format.commander?.colorlessChoosesBasicType || identity.size > 0) return null;
  const basics = counted.filter((c) => c.record?.supertypes.includes('Basic') && c.record.colorIdentity.length > 0);
  return [...basics].sort((a, b) => b.quantity - a.quantity)[0]?.name ?? null;
}

/** A card's colour identity as bits, once per card: three commander formats test every card of the deck against the leaders'. */
const identityMaskOf = perCard((record) => colorMask(record.colorIdentity));

/**
 * Every resolved card outside the leaders' identity, checked only when every
 * leader resolved: how many, and each listed unless only the verdict is read.
 */
function checkIdentity(d: DeckCounts, commanderColors: ManaColor[], chosenBasic: string | null, found: Findings) {
  const violations: NonNullable<Legality['color_identity_violations']> = [];
  const outsideIdentity = ~colorMask(commanderColors);
  let outside = 0;
  for (const card of d.counted) {
    if (card.section === 'commander' || !card.record || card.name === chosenBasic) continue;
    if ((identityMaskOf(card.record) & outsideIdentity) === 0) continue;
    outside++;
    if (!d.verdictOnly) violations.push({ name: card.name, card_identity: card.record.colorIdentity, commander_identity: commanderColors });
    if (withinCap(found)) violate(found, 'COLOR_IDENTITY_VIOLATION', { card: card.name, cardIdentity: card.record.colorIdentity, commanderIdentity: commanderColors });
  }
  return { violations, outside };
}

/** Formats without a commander check nothing: one shared, frozen result. */
const NOT_A_COMMANDER_FORMAT: CommanderCheck = Object.freeze({ found: NOTHING_FOUND, fields: Object.freeze({}), commanderColors: null });

export function checkCommander(d: DeckCounts): CommanderCheck {
  const { deck, format, counted, messageCap } = d;
  if (!format.commander) return NOT_A_COMMANDER_FORMAT;
  const found = noFindings(messageCap);
  const leaders = deck.cards.filter((c) => c.section === 'commander');
  const present = leaders.length > 0;
  const resolved = present && leaders.every((c) => c.record);
  const eligible = checkLeaders(leaders, format, found);
  if (present && !resolved) {
    found.undetermined = true;
    found.why = 'The commander could not be resolved, so its eligibility and the colour identity are unknown.';
  }

  const identity = new Set<ManaColor>();
  for (const leader of leaders) for (const color of leader.record?.colorIdentity ?? []) identity.add(color);
  const commanderColors = WUBRG.filter((c) => identity.has(c));
  const chosenBasic = chosenBasicType(counted, format, identity);
  if (chosenBasic) found.notes.push(`Colourless commander: ${chosenBasic} is the chosen basic land type.`);
  const { violations, outside } = resolved ? checkIdentity(d, commanderColors, chosenBasic, found) : { violations: [], outside: 0 };
  return {
    found,
    fields: {
      commander_present: present,
      commander_resolved: resolved,
      commander_eligible: eligible,
      commander_color_identity_legal: resolved ? outside === 0 : false,
      color_identity_violations: violations,
    },
    commanderColors,
  };
}
