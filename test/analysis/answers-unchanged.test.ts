/**
 * Issue 15: speed work leaves every answer as it was. Each corpus deck (and
 * each with two names misspelt) is analysed from the April-2022 snapshot on
 * the tests' fixed day, and its answer's digest must be the one recorded in
 * test/fixtures/answer-digests.json. A change to the analysis made on purpose
 * rewrites that file (`node dist/bench/compare-answers.js digests`), and this
 * test names every deck whose answer moved, so the commit shows them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CardResolver } from '../../src/cards/resolver.js';
import { DeckService } from '../../src/service/service.js';
import { snapshotCatalog, TEST_NOW } from '../helpers/cards.js';
import { ANSWER_DIGESTS_FILE, answerDigests, corpusAnswers } from '../helpers/corpus-answers.js';

describe('the corpus answers', () => {
  it('are the recorded ones, for every corpus deck, plain and with two typos, first and second time (warm memos)', async () => {
    const recorded = JSON.parse(readFileSync(ANSWER_DIGESTS_FILE, 'utf8')) as Record<string, string>;
    // No time budget for suggestions: a busy machine must not cut them short here.
    const service = new DeckService(new CardResolver(snapshotCatalog(), { now: () => TEST_NOW, suggestionBudgetMs: Infinity }), () => TEST_NOW, null);
    for (const pass of ['first', 'second']) {
      const now = answerDigests(await corpusAnswers(service));
      expect(Object.keys(now).length).toBe(Object.keys(recorded).length);
      const moved = Object.keys(recorded).filter((id) => now[id] !== recorded[id]);
      expect(moved, `answers changed (${pass} pass); if on purpose: npm run build && node dist/bench/compare-answers.js digests`).toEqual([]);
    }
  }, 120_000);
});
