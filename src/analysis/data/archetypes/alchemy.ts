/**
 * Alchemy archetypes, as players named them on the Arena Alchemy ladder and
 * in its first events around the card data's date (December 2021 - April
 * 2022). Alchemy's card pool is Standard's plus the Arena-only digital cards,
 * with rebalanced A- versions, which match their originals here; so every
 * Standard archetype is also an Alchemy one, and the digital-only decks follow.
 * Sources: MTGGoldfish Alchemy metagame (https://www.mtggoldfish.com/metagame/alchemy/full),
 * Untapped.gg's Alchemy meta (https://mtga.untapped.gg/meta), Wizards' announcements of the
 * Alchemy rebalances (https://magic.wizards.com/en/news/announcements).
 */
import { STANDARD } from './standard.js';
import { any, def, req, type ArchetypeDefinition } from './types.js';

export const ALCHEMY: readonly ArchetypeDefinition[] = [
  ...STANDARD,
  def('Rakdos Arcanist', 'midrange', 'BR', [req('Ob Nixilis, the Adversary', 'Tenacious Underdog'), any(2, 'Sedgemoor Witch', 'Bloodchief\'s Thirst')]),
  def('Golgari Food', 'midrange', 'BG', [req('Bake into a Pie', 'Tireless Provisioner'), any(2, 'Gilded Goose', 'Trail of Crumbs')]),
  // The rebalanced Kaldheim elves (A-Elderfang Ritualist, A-Skemfar Avenger, A-Harald) made Golgari Elves an Alchemy deck.
  def('{colors} Elves', 'aggro', 'G+B', [req('Elvish Warmaster', 'Jaspera Sentinel', 'Elderfang Ritualist', 'Skemfar Avenger'), any(2, 'Elderleaf Mentor', 'Harald, King of Skemfar', 'Canopy Tactician'), any(1, 'Tyvar Kell', 'Harald Unites the Elves', 'Skemfar Elderhall')], ["Esika's Chariot", 'Werewolf Pack Leader']),
];
