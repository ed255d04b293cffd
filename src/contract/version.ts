/**
 * Identity every response carries (contract notes: Identity). `as const`
 * keeps the literal types when these are copied into response objects, which
 * the schemas type as single-value enums.
 */
export const TOOL = 'deckdoctor' as const;
export const SERVICE_VERSION = '1.0.0';
export const ANALYZER_SOURCE = 'site_app_analyzer' as const;
