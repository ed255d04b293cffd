/**
 * The in-memory card catalogue: every record and a name index, so a request
 * resolves names without touching the disk.
 */
import { distance } from 'fastest-levenshtein';
import { frontFace, nameKey } from '../domain/names.js';
import type { CardRecord, DataProvenance } from '../domain/cards.js';

interface Entry {
  record: CardRecord;
  fetchedAt: string | null;
}

export interface Lookup {
  record: CardRecord;
  /** Set when the record was fetched live (its fetch time). */
  fetchedAt: string | null;
}

export class CardCatalog {
  /** English names, full and per face, and "A-" Alchemy names. */
  private readonly primary = new Map<string, Entry>();
  /** Face names that another card's full name did not already claim. */
  private readonly faces = new Map<string, Entry>();
  /** Printed foreign names (German "Blitzschlag" is Lightning Bolt). */
  private readonly foreign = new Map<string, Entry>();
  /** Keys for fuzzy suggestions, with the name to suggest. */
  private suggestionKeys: Array<{ key: string; name: string }> = [];
  private suggestionKeysStale = true;

  constructor(
    public provenance: DataProvenance | null,
    cards: Iterable<{ record: CardRecord; fetchedAt: string | null }> = [],
  ) {
    for (const card of cards) this.add(card.record, card.fetchedAt);
  }

  get size(): number {
    return this.primary.size;
  }

  add(record: CardRecord, fetchedAt: string | null = null): void {
    const entry = { record, fetchedAt };
    // A live answer (fetchedAt set) never displaces a card imported from a bulk file.
    const displaces = (held: Entry | undefined) => held !== undefined && held.fetchedAt === null && fetchedAt !== null;
    if (displaces(this.primary.get(nameKey(record.name)))) return;
    this.primary.set(nameKey(record.name), entry);
    {
      // Every face is a name of its own; a meld card's entry has only its front face.
      record.faceNames.forEach((face, index) => {
        const key = nameKey(face);
        if (key === nameKey(record.name)) return;
        if (this.primary.has(key) && this.primary.get(key)!.record.name !== record.name) return;
        // A name that is one card's front face and another's back face ("Fire") means the front face.
        const holder = this.faces.get(key);
        if (displaces(holder)) return;
        if (holder && holder.record.name !== record.name && (index > 0 || nameKey(holder.record.faceNames[0] ?? '') === key)) return;
        this.faces.set(key, entry);
      });
    }
    for (const foreign of record.foreignNames) {
      const key = nameKey(foreign);
      if (!this.foreign.has(key)) this.foreign.set(key, entry);
    }
    this.suggestionKeysStale = true;
  }

  /**
   * Adds a card fetched live, unless a card imported from a bulk file already
   * holds the name (a live answer never replaces imported data). Returns the
   * record the catalogue holds under the name afterwards.
   */
  addLive(record: CardRecord, fetchedAt: string): CardRecord {
    this.add(record, fetchedAt);
    return this.primary.get(nameKey(record.name))!.record;
  }

  /** The card a decklist name means, or undefined. Never a guess: fuzzy matches are only suggestions. */
  lookup(name: string): Lookup | undefined {
    const key = nameKey(name);
    const found = this.primary.get(key) ?? this.faces.get(key) ?? this.faces.get(nameKey(frontFace(name)));
    return found ?? this.foreign.get(key);
  }

  /** Up to `limit` names close to an unresolved one (Levenshtein distance on lookup keys). */
  suggest(name: string, limit = 3): string[] {
    if (this.suggestionKeysStale) {
      this.suggestionKeys = [...this.primary.values()].map((e) => ({ key: nameKey(e.record.name), name: e.record.name }));
      for (const [key, e] of this.faces) this.suggestionKeys.push({ key, name: e.record.name });
      this.suggestionKeysStale = false;
    }
    const key = nameKey(name);
    if (key.length === 0) return [];
    const maxDistance = Math.max(2, Math.floor(key.length * 0.34));
    const scored: Array<{ name: string; d: number }> = [];
    for (const candidate of this.suggestionKeys) {
      if (Math.abs(candidate.key.length - key.length) > maxDistance) continue;
      const d = distance(key, candidate.key);
      if (d <= maxDistance) scored.push({ name: candidate.name, d });
    }
    scored.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
    return [...new Set(scored.map((s) => s.name))].slice(0, limit);
  }
}
