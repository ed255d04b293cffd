import { BEST_OF, FORMAT_IDS, isFormatId, type BestOf, type FormatId } from '../domain/formats.js';
import { ApiError, unsupportedFormat } from './errors.js';
import type { AnalyzeInput } from '../service/service.js';


/**
 * A request value as a short string for a message. Never calls the value's own
 * toString (a client-sent object may define one, or nest thousands deep).
 */
function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}...` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeName(value);
}

/** A plain-text list sent as the body: the JSON error says what shape is expected. */
const JSON_SHAPE_HINT = 'send a JSON object: {"decklist": "4 Lightning Bolt\\n20 Mountain", "format": "modern"}';

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Reads a POST /api/analyze body in the order the contract notes fix:
 * JSON, object, decklist present, decklist a string, not blank, format, best_of.
 * The body is read as JSON whatever its Content-Type says.
 */
export function readAnalyzeRequest(raw: unknown): AnalyzeInput {
  let body: unknown = raw;
  if (typeof raw === 'string' || Buffer.isBuffer(raw)) {
    const text = raw.toString();
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ApiError('invalid_json', 'request body is not valid JSON', { detail: `${(error as Error).message}; ${JSON_SHAPE_HINT}` });
    }
  } else if (raw === undefined) {
    throw new ApiError('invalid_json', 'request body is not valid JSON', { detail: 'the body is empty' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('invalid_json', 'request body must be a JSON object', { detail: `got ${typeName(body)}` });
  }
  const fields = body as Record<string, unknown>;

  const decklist = fields.decklist;
  if (decklist === undefined || decklist === null) {
    throw new ApiError('missing_decklist', 'decklist is required', { field: 'decklist' });
  }
  if (typeof decklist !== 'string') {
    throw new ApiError('missing_decklist', 'decklist must be a string', {
      detail: `decklist must be a string, got ${typeName(decklist)}`,
      field: 'decklist',
    });
  }
  if (decklist.trim() === '') {
    throw new ApiError('empty_decklist', 'decklist is empty', { field: 'decklist' });
  }

  let format: FormatId = 'standard';
  if (fields.format !== undefined && fields.format !== null) {
    const given = typeof fields.format === 'string' ? fields.format.trim().toLowerCase() : '';
    if (!isFormatId(given)) throw unsupportedFormat(shown(fields.format));
    format = given;
  }

  let bestOf: BestOf = 'bo1';
  if (fields.best_of !== undefined && fields.best_of !== null) {
    const given = typeof fields.best_of === 'string' ? fields.best_of.trim().toLowerCase() : '';
    if (!(BEST_OF as readonly string[]).includes(given)) {
      throw new ApiError('unsupported_format', `best_of "${shown(fields.best_of)}" is not supported`, {
        supported_formats: [...FORMAT_IDS],
        supported_values: [...BEST_OF],
        detail: 'best_of must be one of bo1, bo3',
        field: 'best_of',
      });
    }
    bestOf = given as BestOf;
  }
  return { decklist, format, best_of: bestOf };
}
