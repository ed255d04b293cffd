/** Identity every response carries (contract notes: Identity). */
export const TOOL = 'deckdoctor';
export const SERVICE_VERSION = '1.0.0';
export const ANALYZER_SOURCE = 'site_app_analyzer';
