/**
 * The fuzz cases, one input class per generator. `makeCase(seed, n)` is pure,
 * so a failure is replayed with FUZZ_SEED and FUZZ_ONLY=n alone.
 */
import fc from 'fast-check';
import { Rng } from './rng.js';
import { cardName, confusable, decklist, dekXml, FORMATS, junk, PROTO_WORDS, withOddChars } from './text.js';

export interface FuzzCase {
  id: number;
  kind: string;
  method: string;
  path: string;
  /** Header lines without CRLF; Host, Connection and framing are added when sent. */
  headers: string[];
  body: Buffer;
  /** 'length' adds Content-Length; 'raw' sends the body as given (chunk framing included); 'none' sends no body. */
  framing: 'length' | 'raw' | 'none';
  /** Close our side after writing (a truncated request): the server may then drop the connection unanswered. */
  halfClose?: boolean;
}

export const BODY_LIMIT = 1024 * 1024;
const JSON_TYPE = 'Content-Type: application/json';

type Partial = Omit<FuzzCase, 'id' | 'kind'>;
const post = (body: string | Buffer, headers = [JSON_TYPE]): Partial => ({
  method: 'POST', path: '/api/analyze', headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body), framing: 'length',
});

/** A request body the contract accepts, with format and best_of sometimes present. */
function validRequest(rng: Rng, text = decklist(rng)): Record<string, unknown> {
  const body: Record<string, unknown> = { decklist: text };
  if (rng.chance(0.6)) body.format = rng.chance(0.9) ? rng.pick(FORMATS) : rng.pick([' Modern ', 'MODERN', 'nope', '']);
  if (rng.chance(0.4)) body.best_of = rng.pick(['bo1', 'bo3', 'BO3', 'bo5', '']);
  return body;
}

function anything(rng: Rng): unknown {
  return fc.sample(fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }), { seed: rng.seed(), numRuns: 1 })[0];
}

function randomBytes(rng: Rng): Partial {
  const bytes = Buffer.alloc(rng.logInt(1, rng.chance(0.05) ? 65536 : 4096));
  for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(0, 255);
  return post(bytes, rng.chance(0.7) ? [JSON_TYPE] : ['Content-Type: application/octet-stream']);
}

function invalidJson(rng: Rng): Partial {
  const text = JSON.stringify(validRequest(rng));
  const at = rng.int(0, text.length);
  const broken = rng.pick([
    () => text.slice(0, at),
    () => text.slice(0, at) + rng.pick(['{', '}', '[', ']', '"', ',', ':', '\\', '\\u12', 'NaN', 'undefined', '/*']) + text.slice(at),
    () => text.replace(/"/g, "'"),
    () => text.replace(/}$/, ',}'),
    () => `\ufeff${text}`,
    () => `${text}${rng.pick(['garbage', '{}', '\n\n{}', '\u0000'])}`,
    () => `{"decklist": "1 Island", "decklist": ${rng.pick(['null', '1', '"2 Island"'])}}`,
    () => rng.pick(['', ' ', 'null', 'true', '0', '"x"', '[]', '{', '{"decklist"}', '{"decklist":}', '1e999']),
  ])();
  return post(broken);
}

function wrongTypes(rng: Rng): Partial {
  if (rng.chance(0.15)) return post(JSON.stringify(anything(rng)) ?? 'null');
  const body = validRequest(rng);
  for (const field of ['decklist', 'format', 'best_of']) {
    if (rng.chance(0.4)) body[field] = rng.chance(0.5) ? anything(rng) : rng.pick([null, 0, -1, 1e308, true, [], {}, ['1 Island'], { decklist: '1 Island' }, '1 Island']);
  }
  if (rng.chance(0.2)) body[junk(rng, rng.int(1, 10))] = anything(rng);
  return post(JSON.stringify(body) ?? 'null');
}

function deepNesting(rng: Rng): Partial {
  const depth = rng.logInt(1, 10_000);
  const [open, close] = rng.pick([['[', ']'], ['{"a":', '}'], ['{"decklist":', '}']]);
  const balanced = rng.chance(0.8);
  const nested = `${open!.repeat(depth)}${rng.pick(['1', '"1 Island"', 'null', '{}'])}${balanced ? close!.repeat(depth) : ''}`;
  return post(rng.pick([nested, `{"decklist":${nested}}`, `{"decklist":"1 Island","format":${nested}}`, `{"decklist":"1 Island","best_of":${nested}}`]));
}

function protoKeys(rng: Rng): Partial {
  const word = rng.pick(PROTO_WORDS);
  const lines = `${rng.int(1, 4)} ${word}\n${word}\nCommander: ${rng.pick(PROTO_WORDS)}\nSB: 1 ${rng.pick(PROTO_WORDS)}\n${decklist(rng, 10)}`;
  return post(rng.pick([
    `{"${word}":{"decklist":"1 Island"},"decklist":${JSON.stringify(lines)}}`,
    `{"decklist":${JSON.stringify(lines)},"${word}":${rng.pick(['null', '{}', '[]', '"x"', '{"polluted":true}'])}}`,
    `{"decklist":"1 Island","format":"${word}"}`,
    `{"decklist":"1 Island","best_of":"${word}"}`,
    `{"__proto__":{"format":"modern","best_of":"bo3"}}`,
    `{"constructor":{"prototype":{"decklist":"1 Island"}}}`,
    `{"decklist":"1 Island","${rng.pick(['format', 'best_of', 'decklist'])}":${rng.pick(['{"toString":1}', '{"valueOf":1,"toString":null}', '[{"toString":1}]', `{"${word}":"x"}`])}}`,
  ]));
}

/** Bytes that are not UTF-8 inside the decklist string, and lone surrogates as JSON escapes. */
function invalidUtf8(rng: Rng): Partial {
  const bad = rng.pick([[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xf0, 0x9f, 0x98]]);
  const text = JSON.stringify(decklist(rng, 20));
  const at = rng.int(1, text.length - 1);
  if (rng.chance(0.3)) return post(`{"decklist":"1 Isl${rng.pick(['\\ud800', '\\udfff', '\\udfff\\ud800', '\\u0000', '\\ud83d'])}and"}`);
  const inner = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bad), Buffer.from(text.slice(at))]);
  return post(Buffer.concat([Buffer.from('{"decklist":'), inner, Buffer.from('}')]));
}

function controlChars(rng: Rng): Partial {
  return post(JSON.stringify(validRequest(rng, withOddChars(rng, decklist(rng, 30)))));
}

function confusables(rng: Rng): Partial {
  return post(JSON.stringify(validRequest(rng, confusable(rng, decklist(rng, 30)))));
}

/** One line or many up to (and a little past) the 1 MiB body limit; runs stay short, see text.ts. */
function hugeLines(rng: Rng): Partial {
  const target = rng.pick([64 * 1024, 256 * 1024, BODY_LIMIT - 64, BODY_LIMIT - 64, BODY_LIMIT + rng.int(1, 4096)]);
  const room = target - 20;
  const text = rng.pick([
    () => `4 Lightning Bolt\n# ${junk(rng, room - 20)}`,
    () => `1 ${junk(rng, room - 2)}`,
    () => `4 ${'Lightning Bolt '.repeat(Math.floor(room / 15))}`,
    () => Array.from({ length: Math.floor(room / 18) }, () => `1 ${cardName(rng)}`).join('\n').slice(0, room),
    () => Array.from({ length: Math.floor(room / 12) }, () => `1 ${junk(rng, 9)}`).join('\n'),
  ])();
  return post(JSON.stringify({ decklist: text.slice(0, room) }).slice(0, target));
}

function dek(rng: Rng): Partial {
  return post(JSON.stringify(validRequest(rng, dekXml(rng))));
}

function shapes(rng: Rng): Partial {
  return post(JSON.stringify(validRequest(rng, decklist(rng, 120))));
}

export const CONTENT_TYPES = [
  null, 'text/plain', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'multipart/form-data',
  'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', ';;;', '', ' ', 'application/json;;;', '*/*',
  'application/json, text/plain', 'APPLICATION/JSON', 'application/jsonx', 'application/json; charset="utf-8"; x=', 'text/html; charset=utf-8',
];

function contentTypes(rng: Rng): Partial {
  const type = rng.chance(0.05) ? `application/json; x=${'a'.repeat(rng.logInt(100, 12_000))}` : rng.pick(CONTENT_TYPES);
  const headers = type === null ? [] : [`Content-Type: ${type}`];
  if (rng.chance(0.1)) headers.push('Content-Type: text/plain');
  const list = decklist(rng, 20);
  const body = rng.pick([JSON.stringify(validRequest(rng, list)), list, `decklist=${encodeURIComponent(list)}`, `--x\r\nContent-Disposition: form-data; name="decklist"\r\n\r\n${list}\r\n--x--`]);
  return post(body, headers);
}

function chunked(rng: Rng): Partial {
  const body = Buffer.from(JSON.stringify(validRequest(rng)));
  const pieces: Buffer[] = [];
  let truncated = rng.chance(0.1);
  for (let at = 0; at < body.length;) {
    const size = Math.min(body.length - at, rng.logInt(1, 4096));
    const ext = rng.chance(0.1) ? ';ext=1' : '';
    const bad = rng.chance(0.05) ? rng.pick(['zz', '-1', 'ffffffffffffffff', '']) : null;
    // A huge declared size leaves the server waiting for bytes that never come, like a truncated body.
    if (bad === 'ffffffffffffffff') truncated = true;
    const head = bad ?? (rng.chance(0.5) ? size.toString(16).toUpperCase() : size.toString(16));
    pieces.push(Buffer.from(`${head}${ext}\r\n`), body.subarray(at, at + size), Buffer.from('\r\n'));
    at += size;
  }
  if (!truncated) pieces.push(Buffer.from(rng.chance(0.1) ? '0\r\nX-Trailer: 1\r\n\r\n' : '0\r\n\r\n'));
  const headers = [JSON_TYPE, 'Transfer-Encoding: chunked'];
  if (rng.chance(0.05)) headers.push(`Content-Length: ${body.length}`);
  return { method: 'POST', path: '/api/analyze', headers, body: Buffer.concat(pieces), framing: 'raw', halfClose: truncated };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'FOO', 'get', 'M-SEARCH', 'PURGE'];
const PATHS = [
  '/api/analyze', '/api/analyze/demo', '/openapi.json', '/llms.txt', '/', '/docs', '/docs/', '/docs/json', '/api/analyze/../x', '//', '//api//analyze',
  '/api/analyze%00', '/%00', '/api/analyze?x=%ZZ', '/api/analyze/', '/API/ANALYZE', '*', 'http://127.0.0.1/api/analyze', '/%2e%2e/%2e%2e/etc/passwd',
  '/docs/static/..%2f..%2fpackage.json', '/index.html', '/api/analyze?__proto__[x]=1', '/api/analyz%65', '/api/analyze;jsessionid=1', '/\u00e9', '/api/%ff',
];

function methodsPaths(rng: Rng): Partial {
  const method = rng.pick(METHODS);
  const path = rng.chance(0.1) ? `/${'a/'.repeat(rng.logInt(10, 40_000))}` : rng.chance(0.1) ? `/api/analyze?${junk(rng, 50).replace(/[\s#]/g, '')}` : rng.pick(PATHS);
  const withBody = rng.chance(0.5);
  const body = withBody ? JSON.stringify(validRequest(rng, decklist(rng, 10))) : '';
  return { method, path: Buffer.from(path, 'utf8').toString('latin1'), headers: withBody ? [JSON_TYPE] : [], body: Buffer.from(body), framing: withBody ? 'length' : 'none' };
}

/** Header values clients really send, and a few that are malformed on the wire. */
function headers(rng: Rng): Partial {
  const extra = rng.pick([
    `X-Request-Id: ${rng.pick(['req-1', 'a'.repeat(65), '../../x', '\u00e9', '', 'ok.id_1'])}`,
    `Origin: ${rng.pick(['https://decks.example', 'null', 'http://127.0.0.1'])}`,
    'Accept-Encoding: gzip, br', 'Accept: text/html', 'Expect: 100-continue', `X-Big: ${'b'.repeat(rng.logInt(100, 20_000))}`,
    'Bad Header: 1', 'NoColon', `X-Ctl: a\u0001b`, 'Content-Length: 5', 'Host: evil.example',
  ]);
  const base = post(JSON.stringify(validRequest(rng, decklist(rng, 10))));
  return { ...base, headers: [...base.headers, Buffer.from(extra, 'utf8').toString('latin1')] };
}

const CLASSES: Array<[string, number, (rng: Rng) => Partial]> = [
  ['random-bytes', 60, randomBytes], ['invalid-json', 80, invalidJson], ['wrong-types', 90, wrongTypes], ['deep-nesting', 50, deepNesting],
  ['proto-keys', 60, protoKeys], ['invalid-utf8', 60, invalidUtf8], ['control-chars', 70, controlChars], ['confusables', 70, confusables],
  ['huge-lines', 4, hugeLines], ['dek-xml', 80, dek], ['decklist-shapes', 100, shapes], ['content-types', 70, contentTypes],
  ['chunked', 60, chunked], ['methods-paths', 80, methodsPaths], ['headers', 40, headers],
];
export const CLASS_NAMES = CLASSES.map(([name]) => name);
const TOTAL_WEIGHT = CLASSES.reduce((sum, [, weight]) => sum + weight, 0);

export function makeCase(seed: number, id: number): FuzzCase {
  const rng = new Rng(seed, id);
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [kind, weight, generate] of CLASSES) {
    roll -= weight;
    if (roll < 0) return { id, kind, ...generate(rng) };
  }
  return { id, kind: 'decklist-shapes', ...shapes(rng) };
}

/** The bytes on the wire, as separate writes. */
export function encode(c: FuzzCase, port: number): Buffer[] {
  const head = [`${c.method} ${c.path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...c.headers, 'Connection: close'];
  if (c.framing === 'length') head.push(`Content-Length: ${c.body.length}`);
  const headBytes = Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
  if (c.framing !== 'raw') return [headBytes, c.body];
  const parts: Buffer[] = [headBytes];
  for (let at = 0; at < c.body.length; at += 16_384) parts.push(c.body.subarray(at, at + 16_384));
  return parts;
}
