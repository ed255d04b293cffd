/**
 * The embedded card store: one SQLite file holding every CardRecord and the
 * data's provenance. At start only the names are read (`names`, from a narrow
 * table written beside the records), enough for the catalogue's name index;
 * each record is read and parsed when needed (`record`). Foreign names are
 * keyed once, when cards are written, and looked up here (`foreignName`)
 * rather than held in memory. Written by the importers and by the live
 * provider's write-back.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { CardRecord, DataProvenance } from '../domain/cards.js';
import { NAME_KEY_VERSION, nameKey } from '../domain/names.js';

/**
 * The shape of the records this code writes. 2: records keep a representative
 * printing (set, collector number, Scryfall id). A store written by an older
 * version still reads (the printing is then absent), and a start re-imports it
 * when a snapshot is at hand.
 */
export const RECORD_VERSION = 2;

export interface StoredCard {
  record: CardRecord;
  /** Set for cards fetched live: when they were fetched. */
  fetchedAt: string | null;
}

/** What the name index needs of a stored card, read without parsing its record: its names and their keys. */
export interface StoredName {
  name: string;
  key: string;
  faceNames: string[];
  /** `nameKey` of each face name, in order. */
  faceKeys: string[];
  fetchedAt: string | null;
}

interface NameRow {
  seq: number;
  name: string;
  faces: string | null;
  fetched_at: string | null;
}

/**
 * The version of the name tables (`card_names`, `foreign_names`) with the name
 * key they were keyed with: a store whose tables are older (or absent, in a
 * store written before them) has them rebuilt from its records when opened.
 */
/**
 * What the name index reads at start, apart from the records (which fill
 * overflow pages SQLite would otherwise walk row by row). `seq` is the card's
 * rowid, the order cards claim names in; keys are stored so start computes
 * none; `faces` and `face_keys` are null for a card whose one face is its name.
 */
const CARD_NAMES_TABLE =
  'CREATE TABLE IF NOT EXISTS card_names (seq INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL, faces TEXT, face_keys TEXT, fetched_at TEXT)';

const NAME_TABLES_VERSION = `2/${NAME_KEY_VERSION}`;

export class CardStore {
  private readonly db: Database.Database;
  private recordByName: Database.Statement | null = null;
  private cardByForeignKey: Database.Statement | null = null;

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS cards (
        name TEXT PRIMARY KEY,
        record TEXT NOT NULL,
        origin TEXT NOT NULL,
        fetched_at TEXT
      );
      -- Printed foreign names by name key, each held by the first card (in rowid order) that has it.
      CREATE TABLE IF NOT EXISTS foreign_names (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
    `);
    this.db.exec(CARD_NAMES_TABLE);
    // Checked again under the write lock: another process opening the same store may have just rebuilt them.
    if (this.meta('name_tables') !== NAME_TABLES_VERSION) {
      this.db.transaction(() => {
        if (this.meta('name_tables') !== NAME_TABLES_VERSION) this.rebuildNameTables();
      }).immediate();
    }
  }

  private meta(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value;
  }

  private setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** Fills both name tables from the records, in rowid order (inside the caller's transaction). */
  private rebuildNameTables(): void {
    // Dropped rather than emptied: an older version of the table may have other columns.
    this.db.exec('DROP TABLE card_names; DELETE FROM foreign_names;');
    this.db.exec(CARD_NAMES_TABLE);
    const cards = this.db.prepare("SELECT rowid AS seq, name, json_extract(record, '$.faceNames') AS faces, fetched_at FROM cards ORDER BY rowid").all() as NameRow[];
    this.writeNameRows(cards);
    const claim = this.db.prepare('INSERT OR IGNORE INTO foreign_names (key, name) VALUES (?, ?)');
    // Read whole first: better-sqlite3 cannot write while a query is being iterated.
    const rows = this.db.prepare("SELECT name, json_extract(record, '$.foreignNames') AS foreign_names FROM cards ORDER BY rowid").all() as Array<{
      name: string;
      foreign_names: string | null;
    }>;
    for (const row of rows) for (const foreign of row.foreign_names ? (JSON.parse(row.foreign_names) as string[]) : []) claim.run(nameKey(foreign), row.name);
    this.setMeta('name_tables', NAME_TABLES_VERSION);
  }

  /** Writes the rows of `card_names` for cards given with their face names as JSON (null read as none). */
  private writeNameRows(rows: readonly NameRow[]): void {
    const insert = this.db.prepare('INSERT OR REPLACE INTO card_names (seq, name, key, faces, face_keys, fetched_at) VALUES (?, ?, ?, ?, ?, ?)');
    for (const { seq, name, faces, fetched_at } of rows) {
      const faceNames = faces === null ? [] : (JSON.parse(faces) as string[]);
      const single = faceNames.length === 1 && faceNames[0] === name;
      insert.run(seq, name, nameKey(name), single ? null : JSON.stringify(faceNames), single ? null : JSON.stringify(faceNames.map(nameKey)), fetched_at);
    }
  }

  /** Writes one card's row of `card_names` and claims its foreign names not yet held (a card just written). */
  private indexNames(record: CardRecord): void {
    const stored = this.db.prepare('SELECT rowid AS seq, fetched_at FROM cards WHERE name = ?').get(record.name) as Pick<NameRow, 'seq' | 'fetched_at'>;
    this.writeNameRows([{ ...stored, name: record.name, faces: JSON.stringify(record.faceNames) }]);
    const claim = this.db.prepare('INSERT OR IGNORE INTO foreign_names (key, name) VALUES (?, ?)');
    for (const foreign of record.foreignNames) claim.run(nameKey(foreign), record.name);
  }

  provenance(): DataProvenance | null {
    const rows = this.db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
    const meta = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (!meta.source) return null;
    return {
      source: meta.source as DataProvenance['source'],
      version: meta.version ?? '',
      date: meta.date ?? '',
      importedAt: meta.imported_at ?? '',
      cardCount: this.count(),
    };
  }

  /** The record version the imported data was written with; 1 for stores older than the field. */
  recordVersion(): number {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'record_version'").get() as { value: string } | undefined;
    return row ? Number(row.value) : 1;
  }

  /** Whether any imported card is stored (without counting them all, which reads every record). */
  hasImport(): boolean {
    return this.db.prepare("SELECT EXISTS (SELECT 1 FROM cards WHERE origin = 'import') AS found").pluck().get() === 1;
  }

  count(origin?: 'import' | 'live'): number {
    const row = origin
      ? (this.db.prepare('SELECT COUNT(*) AS n FROM cards WHERE origin = ?').get(origin) as { n: number })
      : (this.db.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number });
    return row.n;
  }

  /** Replaces the imported data in one transaction; live answers stay unless the import has the card. */
  replaceImport(records: Iterable<CardRecord>, provenance: Omit<DataProvenance, 'cardCount'>): number {
    const insert = this.db.prepare(
      `INSERT INTO cards (name, record, origin, fetched_at) VALUES (?, ?, 'import', NULL)
       ON CONFLICT(name) DO UPDATE SET record = excluded.record, origin = 'import', fetched_at = NULL`,
    );
    const setMeta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
    let written = 0;
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM cards WHERE origin = 'import'").run();
      for (const record of records) {
        insert.run(record.name, JSON.stringify(record));
        written++;
      }
      setMeta.run('source', provenance.source);
      setMeta.run('version', provenance.version);
      setMeta.run('date', provenance.date);
      setMeta.run('imported_at', provenance.importedAt);
      setMeta.run('record_version', String(RECORD_VERSION));
      this.rebuildNameTables();
    })();
    // An import writes the whole store into the WAL; fold it into the database now, so the
    // next start does not read a WAL as large as the data (and the file beside it shrinks back).
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    return written;
  }

  /** Live provider write-back: refreshes earlier live answers, never a card imported from a bulk file. */
  saveLive(records: CardRecord[], fetchedAt: string): void {
    const upsert = this.db.prepare(
      `INSERT INTO cards (name, record, origin, fetched_at) VALUES (?, ?, 'live', ?)
       ON CONFLICT(name) DO UPDATE SET record = excluded.record, origin = 'live', fetched_at = excluded.fetched_at
       WHERE cards.origin = 'live'`,
    );
    this.db.transaction(() => {
      for (const record of records) if (upsert.run(record.name, JSON.stringify(record), fetchedAt).changes > 0) this.indexNames(record);
    })();
  }

  *all(): Generator<StoredCard> {
    const rows = this.db.prepare('SELECT record, fetched_at FROM cards').iterate() as Iterable<{ record: string; fetched_at: string | null }>;
    for (const row of rows) yield { record: JSON.parse(row.record) as CardRecord, fetchedAt: row.fetched_at };
  }

  /**
   * Every card's names and their keys, in the order the cards were written:
   * read from the narrow `card_names` table (about 15 ms of CPU for the full
   * store, against about 105 ms to extract them from every record, and 40 ms
   * more to key them).
   */
  *names(): Generator<StoredName> {
    const rows = this.db.prepare('SELECT name, key, faces, face_keys, fetched_at FROM card_names ORDER BY seq').iterate() as Iterable<{
      name: string;
      key: string;
      faces: string | null;
      face_keys: string | null;
      fetched_at: string | null;
    }>;
    for (const row of rows) {
      const single = row.faces === null;
      yield {
        name: row.name,
        key: row.key,
        faceNames: single ? [row.name] : (JSON.parse(row.faces!) as string[]),
        faceKeys: single ? [row.key] : (JSON.parse(row.face_keys!) as string[]),
        fetchedAt: row.fetched_at,
      };
    }
  }

  /** The stored name of the card that holds a foreign name key, if any. */
  foreignName(key: string): string | undefined {
    this.cardByForeignKey ??= this.db.prepare('SELECT name FROM foreign_names WHERE key = ?').pluck();
    return this.cardByForeignKey.get(key) as string | undefined;
  }

  /** One card's record by its stored name, read and parsed now. */
  record(name: string): CardRecord | undefined {
    this.recordByName ??= this.db.prepare('SELECT record FROM cards WHERE name = ?').pluck();
    const raw = this.recordByName.get(name) as string | undefined;
    return raw === undefined ? undefined : (JSON.parse(raw) as CardRecord);
  }

  close(): void {
    this.db.close();
  }
}
