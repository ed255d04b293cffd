/**
 * Streaming importers for MTGJSON (AllPrintings, AtomicCards) and Scryfall
 * (bulk arrays, a {cards: [...]} wrapper, or JSON Lines), plain or gzipped.
 * Memory stays bounded by the number of distinct cards, never by the file's
 * size. Every stage runs in one pipeline, so a truncated or corrupt file
 * rejects the import (never an unhandled stream error), and the store is
 * written only once the whole file has been read, in one transaction: a
 * failed import leaves the previous data and provenance as they were.
 */
import { createReadStream, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform, Writable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { SingleBar, Presets } from 'cli-progress';
import jsonlParser from 'stream-chain/jsonl/parserStream.js';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { MtgjsonFolder, type MtgjsonCard } from './mtgjson.js';
import { ScryfallFolder, scryfallCardCheck, type ScryfallCardCheck } from './scryfall.js';
import type { CardStore } from './store.js';
import type { CardRecord, DataProvenance } from '../domain/cards.js';

/** JSON Lines files: one card object per line (Scryfall's bulk files since 2026). */
const JSONL_FILE_PATTERN = /\.jsonl(\.gz)?$/i;
/** The two bytes every gzip stream starts with: a downloaded .gz may arrive already unpacked, and a .json may be packed. */
const GZIP_MAGIC = [0x1f, 0x8b];

export interface ImportSummary {
  file: string;
  source: DataProvenance['source'];
  version: string;
  date: string;
  objectsRead: number;
  /** Scryfall card objects left out because they failed the card schema. */
  objectsRejected: number;
  cardsWritten: number;
  seconds: number;
  /** Formats the file holds no legality for. */
  formatsWithoutData: string[];
}

type PathStack = Array<string | number | null>;

/** Which values of the document are cards (or metadata), by their path. */
function isWanted(stack: PathStack): boolean {
  const [first, second, third, fourth] = stack;
  if (stack.length === 1) return first === 'meta' || first === 'fetched' || first === 'source' || typeof first === 'number';
  if (stack.length === 2) return first === 'cards' && typeof second === 'number';
  if (stack.length === 3) return first === 'data' && typeof third === 'number'; // AtomicCards: data.NAME[i]
  if (stack.length === 4) return first === 'data' && third === 'cards' && typeof fourth === 'number'; // AllPrintings
  return false;
}

function isScryfall(value: Record<string, unknown>): boolean {
  return value.object === 'card' || 'type_line' in value || 'oracle_id' in value || 'card_faces' in value;
}

function dateFromFileName(file: string): string | null {
  const m = /(\d{4})-?(\d{2})-?(\d{2})/.exec(basename(file));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

async function isGzipped(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/** The stages from the file's bytes to `{value}` items: unpack, then parse as JSON Lines or pick the cards of a JSON document. */
async function parseStages(file: string): Promise<Duplex[]> {
  const stages: Duplex[] = (await isGzipped(file)) ? [createGunzip()] : [];
  if (JSONL_FILE_PATTERN.test(file)) return [...stages, jsonlParser() as unknown as Duplex];
  return [
    ...stages,
    parser.asStream({ streamValues: false }),
    pick.asStream({ filter: (stack: PathStack) => isWanted(stack) }),
    streamValues.asStream(),
  ];
}

/** What one pass over a file collects: cards folded by source, and the file's own metadata. */
class FileContents {
  readonly mtgjson = new MtgjsonFolder();
  readonly scryfall: ScryfallFolder;
  meta: { version?: string; date?: string } = {};
  fetched: string | null = null;
  objects = 0;

  constructor(check: ScryfallCardCheck) {
    this.scryfall = new ScryfallFolder(check);
  }

  take(value: unknown): void {
    if (typeof value === 'string') {
      if (/^\d{4}-\d{2}-\d{2}/.test(value)) this.fetched = value;
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const object = value as Record<string, unknown>;
    if ('version' in object && 'date' in object && !('name' in object)) {
      this.meta = object as typeof this.meta;
      return;
    }
    this.objects++;
    if (isScryfall(object)) this.scryfall.add(object);
    else this.mtgjson.add(object as unknown as MtgjsonCard);
  }

  get cards(): number {
    return this.mtgjson.size + this.scryfall.size;
  }
}

/** Reads the whole file; rejects on any read, unpack or parse error of any stage. */
async function readCardFile(file: string, onProgress: (bytes: number, cards: number) => void): Promise<FileContents> {
  const contents = new FileContents(await scryfallCardCheck());
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const sink = new Writable({
    objectMode: true,
    write(item: { value: unknown }, _enc, done) {
      try {
        contents.take(item.value);
        if (contents.objects % 2000 === 0) onProgress(bytes, contents.cards);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  await pipeline([createReadStream(file), counter, ...(await parseStages(file)), sink]);
  return contents;
}

export interface ImportOptions {
  /** Date the data describes when the file itself does not say (Scryfall bulk files). */
  date?: string;
  version?: string;
  /** Show a progress bar (default: when stderr is a terminal). */
  progress?: boolean;
}

export async function importCardFile(file: string, store: CardStore, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = Date.now();
  const size = statSync(file).size;
  const showProgress = options.progress ?? Boolean(process.stderr.isTTY);
  const bar = showProgress ? new SingleBar({ format: 'importing {bar} {percentage}% | {cards} cards', hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(size, 0, { cards: 0 });
  let contents: FileContents;
  try {
    contents = await readCardFile(file, (bytes, cards) => bar?.update(bytes, { cards }));
  } catch (error) {
    throw new Error(`${file} could not be read to the end (${(error as Error).message}); the card store is unchanged`, { cause: error });
  } finally {
    bar?.stop();
  }
  if (contents.cards === 0) throw new Error(`${file} holds no cards; the card store is unchanged`);

  const { mtgjson, scryfall, meta, fetched } = contents;
  const fromMtgjson = mtgjson.size >= scryfall.size;
  const records: Iterable<CardRecord> = fromMtgjson ? mtgjson.records() : scryfall.records();
  const date =
    (fromMtgjson ? meta.date : fetched) ?? options.date ?? dateFromFileName(file) ?? new Date(statSync(file).mtimeMs).toISOString();
  const version = (fromMtgjson ? meta.version : undefined) ?? options.version ?? basename(file);
  const sourceName: DataProvenance['source'] = fromMtgjson ? 'mtgjson' : 'scryfall';
  const written = store.replaceImport(records, { source: sourceName, version, date, importedAt: new Date().toISOString() });

  const formatsWithoutData = fromMtgjson
    ? Object.entries(mtgjson.legalityKeyMap())
        .filter(([, key]) => key === null)
        .map(([id]) => id)
    : [];
  return {
    file,
    source: sourceName,
    version,
    date,
    objectsRead: contents.objects,
    objectsRejected: scryfall.rejected,
    cardsWritten: written,
    seconds: (Date.now() - started) / 1000,
    formatsWithoutData,
  };
}

export function describeImport(summary: ImportSummary): string {
  const lines = [
    `Imported ${summary.cardsWritten} cards (${summary.objectsRead} objects read) from ${summary.file} in ${summary.seconds.toFixed(1)} s`,
    `  source ${summary.source}, version ${summary.version}, data date ${summary.date}`,
  ];
  if (summary.objectsRejected) lines.push(`  left out ${summary.objectsRejected} Scryfall objects that are not valid cards`);
  if (summary.formatsWithoutData.length) lines.push(`  no legality data for: ${summary.formatsWithoutData.join(', ')}`);
  return lines.join('\n');
}
