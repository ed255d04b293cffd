/**
 * Timeless archetypes. Timeless began on Arena in 2024, after the card data's
 * date; its card pool is every Arena card, so every Historic archetype can be
 * built there, and the decks players named in its first seasons follow.
 * Sources: MTGGoldfish Timeless metagame (https://www.mtggoldfish.com/metagame/timeless/full),
 * Untapped.gg's Timeless meta (https://mtga.untapped.gg/meta), Wizards' Timeless announcement
 * (https://magic.wizards.com/en/news/mtg-arena/introducing-timeless, 2024-03).
 */
import { HISTORIC } from './historic.js';
import { any, def, req, type ArchetypeDefinition } from './types.js';

export const TIMELESS: readonly ArchetypeDefinition[] = [
  ...HISTORIC,
  def('{colors} Oculus', 'midrange', undefined, [req('Abhorrent Oculus'), any(2, 'Bitter Triumph', 'Drowned Secrets', 'Borne Upon a Wind'), any(1, 'Brainstorm', 'Flusterstorm', 'Abrupt Decay')]),
  def('Boros Energy', 'aggro', 'RW', [req('Guide of Souls', 'Ocelot Pride', 'Ajani, Nacatl Pariah'), any(2, 'Phlage, Titan of Fire\'s Fury', 'Static Prison'), any(1, 'Galvanic Discharge', 'Ranger-Captain of Eos')]),
  def('Amalia Combo', 'combo', 'WBG', [req('Amalia Benavides Aguirre'), any(3, 'Wildgrowth Walker'), any(1, 'Collected Company', 'Chord of Calling')]),
  def('Izzet Murktide', 'tempo', 'UR', [req('Murktide Regent'), any(2, "Dragon's Rage Channeler", 'Ragavan, Nimble Pilferer'), any(1, 'Counterspell', 'Spell Pierce')]),
  def('4c Omnath', 'midrange', undefined, [req('Omnath, Locus of Creation'), any(2, 'Risen Reef', 'Wrenn and Six'), any(1, 'Fury', 'Solitude', 'Endurance')]),
];
