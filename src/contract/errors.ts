/**
 * The error-code catalogue: every code an ErrorResponse can carry, one row
 * each, with its HTTP status and meaning. ApiError takes its status from here,
 * /llms.txt lists this table, and a test checks the README's Errors table
 * against it, so a code cannot be added without being documented.
 */
export const ERRORS = {
  invalid_json: { status: 400, when: 'the body is not valid JSON, or not a JSON object' },
  missing_decklist: { status: 400, when: '`decklist` is absent, null or not a string' },
  empty_decklist: { status: 400, when: '`decklist` is empty or only whitespace' },
  unsupported_format: { status: 400, when: '`format` (or `best_of`) is not a supported value; `supported_formats` lists the formats' },
  method_not_allowed: { status: 405, when: 'the method is not supported on the path; the `Allow` header lists those that are' },
  internal_error: { status: 500, when: 'unexpected server error (no stack trace; `detail` carries the request id)' },
  // Extensions to the interface's codes: the spec leaves these statuses unnamed.
  not_found: { status: 404, when: 'unknown path' },
  payload_too_large: { status: 413, when: 'body over the limit (1 MiB by default)' },
  rate_limited: { status: 429, when: 'too many requests, when rate limiting is enabled' },
  bad_request: { status: 400, when: 'the request is not valid HTTP (malformed request line, header or chunk); the connection is closed' },
  headers_too_large: { status: 431, when: 'the request line or headers exceed 16 KiB; the connection is closed' },
  // Permalinks (issue 13): codes are bounded and must be ones this service issued.
  permalink_too_long: { status: 414, when: 'a permalink code over 6,000 characters' },
  invalid_permalink: { status: 400, when: 'a permalink code that does not unpack to a format, a best_of and a decklist (cut short or altered)' },
  // Ops: readiness and load shedding.
  service_unavailable: { status: 503, when: 'the card store is not loaded yet (first start), or the process is overloaded; retry after the Retry-After header' },
} as const satisfies Record<string, { status: number; when: string }>;

export type ErrorCode = keyof typeof ERRORS;
/** Every code in catalogue order; the ErrorResponse schema publishes it as an enum. */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
