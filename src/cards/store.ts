/**
 * The embedded card store: one SQLite file holding every CardRecord and the
 * data's provenance. At start only the names are read (`names`), enough for
 * the catalogue's name index; each record is read and parsed on first use
 * (`record`) and then held in memory. Written by the importers and by the live
 * provider's write-back.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { CardRecord, DataProvenance } from '../domain/cards.js';

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

/** What the name index needs of a stored card, read without parsing its record. */
export interface StoredName {
  name: string;
  faceNames: string[];
  fetchedAt: string | null;
}

export class CardStore {
  private readonly db: Database.Database;
  private recordByName: Database.Statement | null = null;

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
    `);
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
      for (const record of records) upsert.run(record.name, JSON.stringify(record), fetchedAt);
    })();
  }

  *all(): Generator<StoredCard> {
    const rows = this.db.prepare('SELECT record, fetched_at FROM cards').iterate() as Iterable<{ record: string; fetched_at: string | null }>;
    for (const row of rows) yield { record: JSON.parse(row.record) as CardRecord, fetchedAt: row.fetched_at };
  }

  /**
   * Every card's name and face names: a tenth of the cost of parsing every
   * record at start (SQLite reads the one field; the records stay on disk
   * until `record` asks for them).
   */
  *names(): Generator<StoredName> {
    const rows = this.db.prepare("SELECT name, json_extract(record, '$.faceNames') AS faces, fetched_at FROM cards").iterate() as Iterable<{
      name: string;
      faces: string | null;
      fetched_at: string | null;
    }>;
    for (const row of rows) yield { name: row.name, faceNames: row.faces ? (JSON.parse(row.faces) as string[]) : [], fetchedAt: row.fetched_at };
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
