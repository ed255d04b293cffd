/**
 * Downloading the bulk file GET /bulk-data names. The listing comes from the
 * network, so nothing in it is trusted as is: only the API's own host and the
 * configured bulk hosts are fetched (every redirect checked too), the file
 * name is built from a checked date and fixed words so writes stay inside the
 * target folder, the size is capped, and a partial download is removed rather
 * than left under a name snapshot discovery would pick up.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BULK_DOWNLOAD_TIMEOUT_MS, MAX_BULK_DOWNLOAD_BYTES, MAX_BULK_REDIRECTS } from './limits.js';
import type { BulkFile, ScryfallClient } from './scryfall-client.js';

/** The API's own origin, or https on the default port to one of the bulk hosts; never credentials in the address. */
export function isAllowedBulkUrl(url: URL, apiBase: string, bulkHosts: readonly string[]): boolean {
  if (url.username || url.password) return false;
  const api = new URL(apiBase);
  if (url.protocol === api.protocol && url.host === api.host) return true;
  return url.protocol === 'https:' && url.port === '' && bulkHosts.some((host) => host.toLowerCase() === url.hostname);
}

/** The listing's updated_at when it is a real date-time, else now: it names the file and dates the data. */
export function bulkDate(bulk: BulkFile, now: Date = new Date()): string {
  const valid = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(bulk.updatedAt) && !Number.isNaN(Date.parse(bulk.updatedAt));
  return valid ? bulk.updatedAt : now.toISOString();
}

/** "scryfall-oracle-cards-2026-11-21.jsonl.gz": a checked date and fixed words, nothing else from the listing. */
export function bulkFileName(bulk: BulkFile, now: Date = new Date()): string {
  const type = /^[a-z_]{1,40}$/.test(bulk.type) ? bulk.type.replace(/_/g, '-') : 'cards';
  return `scryfall-${type}-${bulkDate(bulk, now).slice(0, 10)}${bulk.format === 'jsonl' ? '.jsonl.gz' : '.json'}`;
}

/** GET with redirects followed by hand, each hop checked against the allowed hosts. */
async function fetchAllowed(client: ScryfallClient, address: string, signal: AbortSignal): Promise<Response> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_BULK_REDIRECTS; hop++) {
    if (!isAllowedBulkUrl(url, client.baseUrl, client.bulkHosts)) {
      throw new Error(`refusing to download ${url.href}: only ${client.baseUrl} and https://${client.bulkHosts.join(', https://')} are allowed`);
    }
    const response = await fetch(url, { headers: client.headers, redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      void response.body?.cancel().catch(() => {});
      url = new URL(location, url);
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`download of ${url.href} failed with status ${response.status}`);
    return response;
  }
  throw new Error(`download of ${address} redirected more than ${MAX_BULK_REDIRECTS} times`);
}

function byteCap(limit: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      done(total > limit ? new Error(`download over the ${limit}-byte cap`) : null, chunk);
    },
  });
}

/** Downloads a listed bulk file into `dir` and returns its path; on any failure nothing is left behind. */
export async function downloadBulkFile(client: ScryfallClient, bulk: BulkFile, dir: string): Promise<string> {
  const folder = resolve(dir);
  const target = resolve(folder, bulkFileName(bulk));
  if (dirname(target) !== folder) throw new Error(`refusing to write ${target} outside ${folder}`);
  mkdirSync(folder, { recursive: true });
  const partial = `${target}.part`;
  try {
    const response = await fetchAllowed(client, bulk.uri, AbortSignal.timeout(BULK_DOWNLOAD_TIMEOUT_MS));
    await pipeline(Readable.fromWeb(response.body as never), byteCap(MAX_BULK_DOWNLOAD_BYTES), createWriteStream(partial));
    await rename(partial, target);
    return target;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
