/**
 * Streaming importers for MTGJSON (AllPrintings, AtomicCards) and Scryfall
 * (bulk arrays, or a {cards: [...]} wrapper), plain or gzipped. Memory stays
 * bounded by the number of distinct cards, never by the file's size.
 */
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { SingleBar, Presets } from 'cli-progress';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { MtgjsonFolder, type MtgjsonCard } from './mtgjson.js';
import { ScryfallFolder, type ScryfallCard } from './scryfall.js';
import type { CardStore } from './store.js';
import type { CardRecord, DataProvenance } from '../domain/cards.js';

export interface ImportSummary {
  file: string;
  source: DataProvenance['source'];
  version: string;
  date: string;
  objectsRead: number;
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

  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  let source: Readable = createReadStream(file).pipe(counter);
  if (file.endsWith('.gz')) source = source.pipe(createGunzip());
  const values = source
    .pipe(parser.asStream({ streamValues: false }))
    .pipe(pick.asStream({ filter: (stack: PathStack) => isWanted(stack) }))
    .pipe(streamValues.asStream());

  const mtgjson = new MtgjsonFolder();
  const scryfall = new ScryfallFolder();
  let meta: { version?: string; date?: string } = {};
  let fetched: string | null = null;
  let objects = 0;
  for await (const item of values as AsyncIterable<{ value: unknown }>) {
    const value = item.value;
    if (typeof value === 'string') {
      if (/^\d{4}-\d{2}-\d{2}/.test(value)) fetched = value;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const object = value as Record<string, unknown>;
    if ('version' in object && 'date' in object && !('name' in object)) {
      meta = object as typeof meta;
      continue;
    }
    objects++;
    if (isScryfall(object)) scryfall.add(object as unknown as ScryfallCard);
    else mtgjson.add(object as unknown as MtgjsonCard);
    if (bar && objects % 2000 === 0) bar.update(bytes, { cards: mtgjson.size + scryfall.size });
  }

  const fromMtgjson = mtgjson.size >= scryfall.size;
  const records: Iterable<CardRecord> = fromMtgjson ? mtgjson.records() : scryfall.records();
  const date =
    (fromMtgjson ? meta.date : fetched) ?? options.date ?? dateFromFileName(file) ?? new Date(statSync(file).mtimeMs).toISOString();
  const version = (fromMtgjson ? meta.version : undefined) ?? options.version ?? basename(file);
  const sourceName: DataProvenance['source'] = fromMtgjson ? 'mtgjson' : 'scryfall';
  const written = store.replaceImport(records, { source: sourceName, version, date, importedAt: new Date().toISOString() });
  bar?.update(size, { cards: written });
  bar?.stop();

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
    objectsRead: objects,
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
  if (summary.formatsWithoutData.length) lines.push(`  no legality data for: ${summary.formatsWithoutData.join(', ')}`);
  return lines.join('\n');
}
