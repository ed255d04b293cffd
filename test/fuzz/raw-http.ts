/**
 * A deliberately bare HTTP/1.1 client over node:net. fetch and node:http
 * refuse to send what the fuzz campaign needs (unknown methods, raw bytes in
 * the path, broken chunk framing, malformed header lines), so requests are
 * written byte for byte and the answer is parsed by hand.
 */
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type RawOutcome = { ok: true; response: RawResponse; ms: number } | { ok: false; error: string; ms: number };

/** Only loopback is ever a target: the campaign must never reach another host. */
export function assertLoopback(host: string): void {
  if (!/^127\.\d+\.\d+\.\d+$/.test(host)) throw new Error(`refusing to send fuzz traffic to ${host}: loopback only`);
}

/** Sends `parts` in order (separate writes, so chunked bodies really arrive in pieces) and reads until the server closes. */
export interface SendOptions {
  timeoutMs: number;
  /** Close our side after writing: a truncated request. */
  halfClose?: boolean;
  /** A HEAD request: the answer has headers only, whatever its Content-Length says. */
  head?: boolean;
}

export function sendRaw(host: string, port: number, parts: Buffer[], options: SendOptions): Promise<RawOutcome> {
  assertLoopback(host);
  const start = performance.now();
  return new Promise((resolvePromise) => {
    const received: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const ms = performance.now() - start;
      const response = parseResponse(Buffer.concat(received), options.head);
      // A reset after a complete answer (e.g. a 413 sent before the body was read) still counts as that answer.
      if (response) resolvePromise({ ok: true, response, ms });
      else resolvePromise({ ok: false, error: error ?? (received.length ? 'unparseable response' : 'closed without a response'), ms });
    };
    const socket = connect({ host, port }, () => {
      for (const part of parts) if (!socket.destroyed) socket.write(part);
      if (options.halfClose && !socket.destroyed) socket.end();
    });
    socket.setTimeout(options.timeoutMs, () => finish(`no answer within ${options.timeoutMs} ms`));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
  });
}

/** Parses the first response in `raw`; null when it is incomplete or not HTTP. */
export function parseResponse(raw: Buffer, head = false): RawResponse | null {
  // Skip interim answers (100 Continue): the final one follows them.
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1'))) {
    const interimEnd = raw.indexOf('\r\n\r\n');
    if (interimEnd < 0) return null;
    raw = raw.subarray(interimEnd + 4);
  }
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine, ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(headEnd + 4);
  if (head) return { status: Number(match[1]), headers, body: Buffer.alloc(0) };
  const framed = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(rest) : sized(rest, headers['content-length']);
  const body = framed && decoded(framed, headers['content-encoding']);
  return body ? { status: Number(match[1]), headers, body } : null;
}

function sized(rest: Buffer, contentLength: string | undefined): Buffer | null {
  if (contentLength === undefined) return rest;
  const length = Number(contentLength);
  return rest.length >= length ? rest.subarray(0, length) : null;
}

/** Decodes a chunked body; null when the terminating zero-size chunk never came. */
function dechunk(rest: Buffer): Buffer | null {
  const pieces: Buffer[] = [];
  let at = 0;
  // Each pass consumes one chunk, so the loop ends within rest.length passes.
  while (at < rest.length) {
    const lineEnd = rest.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(pieces);
    pieces.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return null;
}

/** Undoes Content-Encoding as any HTTP client does (answers over 1 KiB come compressed when asked); null when it does not decode. */
function decoded(body: Buffer, encoding: string | undefined): Buffer | null {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
    return body;
  } catch {
    return null;
  }
}

