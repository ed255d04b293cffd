import { describe, expect, it } from 'vitest';
import { analyze } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { screenNonCards } from '../../src/service/non-decklist.js';
import { MODERN_BURN } from '../helpers/decks.js';

const QUESTION =
  'Hi! I have been playing this deck at my local game store for a few weeks and I think it is pretty good, but it keeps losing to control decks. What should I change?';

describe('pastes that are not decklists', () => {
  it('prose becomes NOT_A_DECKLIST and a line diagnostic, never a card named after the text', async () => {
    const a = await analyze(QUESTION, 'modern');
    expect(a.warnings[0]).toEqual({
      severity: 'critical',
      code: 'NOT_A_DECKLIST',
      message:
        'This does not look like a decklist: the text is prose (1 line not read as cards). Paste one card a line, such as "4 Lightning Bolt", or an Arena, MTGO, Moxfield or Archidekt export.',
    });
    expect(a.cards).toEqual([]);
    expect(a.card_data.unresolved_names).toEqual([]);
    expect(a.warnings.map((w) => w.code)).not.toContain('UNRESOLVED_CARD_NAMES');
    expect(a.parse_diagnostics).toEqual([{ line: 1, text: `${QUESTION.slice(0, 79)}…`, reason: 'longer than any card name (141 characters)' }]);
  });

  it('short sentences over several lines are prose too', async () => {
    const a = await analyze('Can you look at my deck please?\nIt is a mono red aggro list for Friday night magic.', 'standard');
    expect(a.warnings[0].code).toBe('NOT_A_DECKLIST');
    expect(a.parse_diagnostics?.map((d) => d.reason)).toEqual(['reads as a sentence, not a card name', 'reads as a sentence, not a card name']);
    expect(a.deck_size).toBe(0);
  });

  it('a pasted JSON request body is JSON, even where a fragment reads like a card line', async () => {
    const blob = JSON.stringify({ decklist: '4 Lightning Bolt\n56 Mountain', format: 'modern' }, null, 2);
    const a = await analyze(blob, 'modern');
    expect(a.warnings[0].message).toContain('the text is JSON (4 lines not read as cards)');
    expect(a.cards).toEqual([]);
    expect(a.parse_diagnostics?.map((d) => `${d.line} ${d.reason}`)).toEqual([
      '1 no card name could be read',
      '2 looks like JSON, not a card line',
      '3 looks like JSON, not a card line',
      '4 no card name could be read',
    ]);
  });

  it('a deck with one stray sentence keeps its cards and only loses the sentence', async () => {
    const a = await analyze(`${MODERN_BURN}\nThis is my burn deck, please tell me what you think of it.`, 'modern');
    expect(a.warnings.map((w) => w.code)).not.toContain('NOT_A_DECKLIST');
    expect(a.deck_size).toBe(60);
    expect(a.parse_diagnostics).toEqual([{ line: 12, text: 'This is my burn deck, please tell me what you think of it.', reason: 'reads as a sentence, not a card name' }]);
  });

  it('screens out no entry of the 100 real decklists and piles of the corpus', () => {
    expect(DECKS.length).toBe(100);
    for (const deck of DECKS) {
      const text = readDeck(deck.id);
      const parsed = parseDecklist(text);
      const screened = screenNonCards(text, parsed);
      expect(screened.notADecklist, deck.id).toBeNull();
      expect(screened.parsed.entries, deck.id).toEqual(parsed.entries);
    }
  });
});
