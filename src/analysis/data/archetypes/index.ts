/**
 * The named-archetype definitions of each format (one file per format or
 * family, each with its sources at the top). Commander, Brawl and Standard
 * Brawl decks are named after their commander instead (commander.ts).
 */
import type { FormatId } from '../../../domain/formats.js';
import { ALCHEMY } from './alchemy.js';
import { HISTORIC } from './historic.js';
import { LEGACY } from './legacy.js';
import { MODERN } from './modern.js';
import { PAUPER } from './pauper.js';
import { PIONEER } from './pioneer.js';
import { STANDARD } from './standard.js';
import { TIMELESS } from './timeless.js';
import type { ArchetypeDefinition } from './types.js';
import { VINTAGE } from './vintage.js';

export const ARCHETYPE_DEFINITIONS: Readonly<Record<FormatId, readonly ArchetypeDefinition[]>> = {
  standard: STANDARD,
  alchemy: ALCHEMY,
  historic: HISTORIC,
  timeless: TIMELESS,
  pioneer: PIONEER,
  modern: MODERN,
  legacy: LEGACY,
  vintage: VINTAGE,
  pauper: PAUPER,
  commander: [],
  brawl: [],
  standardbrawl: [],
};

/** Where each format's definitions come from (the file's header cites the pages). */
export const DEFINITION_SOURCES: Readonly<Record<FormatId, string>> = {
  standard: 'src/analysis/data/archetypes/standard.ts (MTGGoldfish, MTGTop8, Untapped.gg, MTGOFormatData; Nov 2021 - Apr 2022)',
  alchemy: 'src/analysis/data/archetypes/alchemy.ts (Standard plus Arena-only decks; MTGGoldfish, Untapped.gg; Dec 2021 - Apr 2022)',
  historic: 'src/analysis/data/archetypes/historic.ts (MTGGoldfish, Untapped.gg, MTGTop8; 2021 - Apr 2022)',
  timeless: 'src/analysis/data/archetypes/timeless.ts (Historic plus Timeless decks; MTGGoldfish, Untapped.gg; 2024)',
  pioneer: 'src/analysis/data/archetypes/pioneer.ts (MTGGoldfish, MTGTop8, MTGOFormatData; Jan - Apr 2022)',
  modern: 'src/analysis/data/archetypes/modern.ts (MTGGoldfish, MTGTop8, MTGOFormatData; Jan - Apr 2022)',
  legacy: 'src/analysis/data/archetypes/legacy.ts (MTGGoldfish, MTGTop8, MTGOFormatData; Jan - Apr 2022)',
  vintage: 'src/analysis/data/archetypes/vintage.ts (MTGGoldfish, MTGTop8, MTGOFormatData; late 2021 - Apr 2022)',
  pauper: 'src/analysis/data/archetypes/pauper.ts (MTGGoldfish, MTGTop8, MTGOFormatData; Feb - Apr 2022)',
  commander: 'src/analysis/data/archetypes/commander.ts (EDHREC themes, cEDH Decklist Database)',
  brawl: 'src/analysis/data/archetypes/commander.ts (EDHREC themes, Arena Brawl decks)',
  standardbrawl: 'src/analysis/data/archetypes/commander.ts (EDHREC themes, Arena Brawl decks)',
};
