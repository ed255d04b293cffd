/**
 * Permalinks without storage: the request itself (format, best_of and the
 * decklist) compressed and written in base64url, so any instance can answer a
 * link and nothing is kept between requests.
 *
 * A code is a version letter and the packed request: "d" + base64url(raw
 * deflate("<format>\n<best_of>\n<decklist>")). A new encoding takes a new
 * letter, and links already shared keep working.
 *
 * Why deflate at level 9: measured on a 100-card Commander list it packs to 791
 * bytes in 0.03 ms (median), where Brotli at quality 11 saves 49 bytes but costs
 * 1.8 ms, ten times the analysis itself, on every answer.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { BEST_OF, isFormatId, type BestOf } from '../domain/formats.js';
import type { AnalyzeInput } from './service.js';

export const PERMALINK = {
  /** The path a code is appended to. */
  path: '/api/analyze/p/',
  /** The version letter of today's encoding. */
  version: 'd',
  /**
   * Longest code accepted or issued. With the public URL it stays under the
   * 8 KiB request line many proxies and servers accept; the longest list of the
   * test corpus (a 100-card Commander export) takes 1,663 characters.
   */
  maxCodeLength: 6000,
  /** Largest unpacked request: the POST body limit, so a small code cannot unpack into a huge list. */
  maxUnpackedBytes: 1024 * 1024,
  /**
   * Longest list packed into a link. Decklists pack about 2-3 to 1, so a list
   * past 64 KiB (a deck is a few KiB) cannot fit in a code, and compressing a
   * 1 MiB body only to throw the result away would cost every such request.
   */
  maxPackedListBytes: 64 * 1024,
} as const;

/** Why a code could not be read: too long, or not a code this service issued. */
export class PermalinkError extends Error {
  constructor(
    readonly kind: 'too_long' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Level 9, in output chunks of 2 KiB: a packed list is 0.3-1.7 KiB, and a chunk
 * under 4 KiB comes from Node's shared buffer pool, where zlib's default
 * 16 KiB chunk was a fresh allocation on every call (22.6-24.0 against
 * 25.9-30.6 us per corpus list, the same bytes).
 */
const DEFLATE_OPTIONS = { level: 9, chunkSize: 2048 } as const;

/** The code for a request, or null when it would be longer than links may be. */
export function encodePermalink(input: AnalyzeInput): string | null {
  if (Buffer.byteLength(input.decklist, 'utf8') > PERMALINK.maxPackedListBytes) return null;
  const packed = deflateRawSync(Buffer.from(`${input.format}\n${input.best_of}\n${input.decklist}`, 'utf8'), DEFLATE_OPTIONS);
  const code = PERMALINK.version + packed.toString('base64url');
  return code.length <= PERMALINK.maxCodeLength ? code : null;
}

export function permalinkUrl(publicUrl: string, input: AnalyzeInput): string | null {
  const code = encodePermalink(input);
  return code === null ? null : `${publicUrl}${PERMALINK.path}${code}`;
}

function unpack(code: string): string {
  if (!code.startsWith(PERMALINK.version) || !/^[A-Za-z0-9_-]+$/.test(code.slice(1))) {
    throw new PermalinkError('invalid', 'not a Deckdoctor permalink code');
  }
  try {
    return inflateRawSync(Buffer.from(code.slice(1), 'base64url'), { maxOutputLength: PERMALINK.maxUnpackedBytes }).toString('utf8');
  } catch {
    throw new PermalinkError('invalid', 'the permalink code does not unpack (cut short or altered?)');
  }
}

/** The request a code holds; throws PermalinkError for a code this service did not issue. */
export function decodePermalink(code: string): AnalyzeInput {
  if (code.length > PERMALINK.maxCodeLength) {
    throw new PermalinkError('too_long', `the permalink code has ${code.length} characters; at most ${PERMALINK.maxCodeLength} are read`);
  }
  const text = unpack(code);
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  const format = text.slice(0, first);
  const bestOf = text.slice(first + 1, second);
  const decklist = text.slice(second + 1);
  if (first < 0 || second < 0 || !isFormatId(format) || !(BEST_OF as readonly string[]).includes(bestOf) || decklist.trim() === '') {
    throw new PermalinkError('invalid', 'the permalink code does not hold a format, a best_of and a decklist');
  }
  return { decklist, format, best_of: bestOf as BestOf };
}
