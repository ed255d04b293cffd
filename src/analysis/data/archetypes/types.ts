/**
 * The shape of a named-archetype definition, kept the way MTGO archetype
 * parsers keep theirs (Badaro's MTGOArchetypeParser / MTGOFormatData: each
 * archetype is a list of card conditions): signature cards in groups, a group
 * matching when any of its cards is in the main deck, each group with a
 * weight, some groups required. Colours say which colours the deck's spells
 * must and may have; `{colors}` in a name is replaced by the deck's colour name
 * ("Jund Food", "Abzan Food").
 */

import type { MacroArchetype } from '../../../contract/schemas.js';

/** The broad plan, the `macro_archetype` field (its enum is the contract's). */
export type Macro = MacroArchetype;

export interface SignatureGroup {
  /** Oracle names (front face; Alchemy's A- versions match their originals). */
  readonly cards: readonly string[];
  readonly weight: number;
  /** Without a card of this group the definition does not apply. */
  readonly required: boolean;
}

export interface ArchetypeDefinition {
  /** The player's name; `{colors}` is the deck's colour name. */
  readonly name: string;
  readonly macro: Macro;
  /**
   * The deck's spell colours: 'UR' means exactly blue and red; 'UR+G' blue and
   * red, with green allowed (a hybrid or splashed card); absent: any colours.
   */
  readonly colors?: string;
  readonly groups: readonly SignatureGroup[];
  /** Cards that mark another archetype: the definition does not apply when one is in the deck. */
  readonly excludes?: readonly string[];
  /** Built on few lands by design (Dredge, Storm, Shops' Moxen): the deck-shape check of naming confidence skips the low end. */
  readonly fewLands?: boolean;
}

/** A required group: one of these cards must be in the deck. Weight 3: the cards that define the deck. */
export function req(...cards: string[]): SignatureGroup {
  return { cards, weight: 3, required: true };
}

/** A supporting group of the given weight. */
export function any(weight: number, ...cards: string[]): SignatureGroup {
  return { cards, weight, required: false };
}

export function def(name: string, macro: Macro, colors: string | undefined, groups: SignatureGroup[], excludes?: string[]): ArchetypeDefinition {
  return { name, macro, ...(colors ? { colors } : {}), groups, ...(excludes ? { excludes } : {}) };
}

/** The same, for a deck built on few lands by design. */
export function fewLands(definition: ArchetypeDefinition): ArchetypeDefinition {
  return { ...definition, fewLands: true };
}
