/**
 * Every limit and fixed value of the card layer in one place, each with why.
 * Provider answers and card files come from outside: these bounds keep a bad
 * or hostile one from costing memory, disk or a crash.
 */

/** Longest card name accepted (the longest printed name has 141 characters). */
export const MAX_NAME_LENGTH = 256;
/** Longest text field of a card (the longest Oracle texts are about 1,500 characters). */
export const MAX_TEXT_LENGTH = 10_000;
/** Most items in a card's lists (colours, keywords, faces, games): real cards have a few dozen at most. */
export const MAX_LIST_ITEMS = 100;
/** Highest mana value accepted (Gleemax costs 1,000,000). */
export const MAX_MANA_VALUE = 1_000_000;

/** Names per POST /cards/collection: Scryfall's own limit. */
export const COLLECTION_BATCH = 75;
/** Largest collection answer read: 75 full card objects are well under 1 MiB, so 8 MiB is room, not a target. */
export const MAX_COLLECTION_BODY_BYTES = 8 * 1024 * 1024;
/** Largest GET /bulk-data listing read: the real one is a few KB. */
export const MAX_LISTING_BODY_BYTES = 1024 * 1024;

/** Card files the importer reads (and snapshot discovery looks for): JSON or JSON Lines, plain or gzipped. */
export const CARD_FILE_PATTERN = /\.jsonl?(\.gz)?$/i;
/** Hosts bulk files may come from besides the API's own host: Scryfall serves them from data.scryfall.io. */
export const DEFAULT_BULK_HOSTS: readonly string[] = ['data.scryfall.io'];
/** Largest bulk download written to disk: oracle_cards is about 160 MB unpacked; a runaway answer must not fill the disk. */
export const MAX_BULK_DOWNLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** Redirects followed for a bulk download, each checked against the allowed hosts. */
export const MAX_BULK_REDIRECTS = 3;
/** Time allowed for one bulk download (a slow link fetches 40 MB in well under this). */
export const BULK_DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
/** Time allowed for the GET /bulk-data listing. */
export const BULK_LISTING_TIMEOUT_MS = 30_000;
/** Names remembered as unknown to Scryfall (an hour each): pasted junk must not grow this memory without end. */
export const MAX_REMEMBERED_MISSING = 10_000;
/**
 * Parsed records of stored cards kept in memory, the most recently used (each
 * about 2.3 KiB of heap): room for every card of a few hundred distinct decks,
 * a fifth of the full store. A card past it is read from the store again.
 */
export const PARSED_RECORDS_KEPT = 5_000;
/** Suggestion lists remembered by typed name: a typo repeats across requests; past this the memory starts over. */
export const SUGGESTION_MEMO_LIMIT = 5_000;
/**
 * Names looked up lately, as typed, with the card each found: a few dozen
 * decks' worth. Small enough to stay in the processor's cache, unlike the
 * name index itself; past this the memory starts over.
 */
export const RECENT_NAMES_KEPT = 4_096;
/** Time one analysis may spend on fuzzy suggestions; names past it get none. A hundred typos at the index's usual cost (0.2-0.5 ms a name) fit in it; it stops a wall of junk from holding the event loop (issue 10 asks at most about 100 ms for any request). */
export const SUGGESTION_BUDGET_MS = 50;
