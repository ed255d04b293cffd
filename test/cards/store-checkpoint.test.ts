import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardStore } from '../../src/cards/store.js';
import { TEST_STORE } from '../helpers/cards.js';

describe('card store import', () => {
  it('checkpoints the WAL after an import, so the next start reads no WAL as large as the data', () => {
    const source = new CardStore(TEST_STORE);
    const records = [...source.all()].slice(0, 2000).map((c) => c.record);
    source.close();
    const path = join(mkdtempSync(join(tmpdir(), 'deckdoctor-wal-')), 'cards.sqlite');
    const store = new CardStore(path);
    expect(store.replaceImport(records, { source: 'mtgjson', version: 'test', date: '2022-04-25', importedAt: '2026-11-22T00:00:00Z' })).toBe(2000);
    expect(statSync(`${path}-wal`).size).toBe(0);
    expect(statSync(path).size).toBeGreaterThan(1_000_000);
    expect(store.count()).toBe(2000);
    store.close();
  });
});
