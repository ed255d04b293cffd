/**
 * Deckdoctor as a library (`import { analyzeDeck, parseDecklist } from 'deckdoctor'`).
 * The pure core needs card records: build them with CardStore + CardCatalog +
 * CardResolver, or let DeckService do parse, resolve and analyze in one call.
 */
export { analyzeDeck, type AnalyzeOptions } from './analysis/analyze.js';
export { parseDecklist } from './decklist/parse.js';
export { DeckService, type AnalysisService, type AnalyzeInput, type CardNameLookup, type NameResolution } from './service/service.js';
export { CardStore } from './cards/store.js';
export { CardCatalog } from './cards/catalog.js';
export { CardResolver } from './cards/resolver.js';
export { openCardData } from './cards/bootstrap.js';
export { importCardFile } from './cards/import.js';
export { buildApp, type AppOptions } from './http/app.js';
export { createMcpServer } from './mcp/server.js';
export { loadConfig, DEFAULTS, type Config } from './config.js';
export { FORMAT_IDS, FORMATS, BEST_OF, type FormatId, type BestOf } from './domain/formats.js';
export type { CardRecord } from './domain/cards.js';
export type { DeckAnalysis, AnalyzeRequest, AnalysisWarning, Legality } from './contract/schemas.js';
export { WARNINGS, type WarningCode } from './contract/warnings.js';
export { ERRORS, type ErrorCode } from './contract/errors.js';
