/**
 * The corpus's answers as speed work must leave them: every fixture deck of
 * test/fixtures/decks, and each again with two names misspelt (so suggestions
 * are covered), from the April-2022 snapshot on the tests' fixed day. The test
 * that pins them (test/analysis/answers-unchanged.test.ts) and
 * `bench/compare-answers.ts` both read them here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../src/config.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import type { DeckService } from '../../src/service/service.js';
import { withTypos } from '../../bench/typos.js';
import { DECKS } from '../fixtures/decks/index.js';

/** Where each answer's digest is recorded (no card data: a hash per deck). */
export const ANSWER_DIGESTS_FILE = resolve(PROJECT_ROOT, 'test/fixtures/answer-digests.json');

/** Every corpus answer by deck id, `<id>+typos` for the misspelt copy. */
export async function corpusAnswers(service: DeckService): Promise<Record<string, DeckAnalysis>> {
  const answers: Record<string, DeckAnalysis> = {};
  for (const deck of DECKS) {
    // Read from the source folder: the compiled fixtures index would look beside itself in dist/.
    const list = readFileSync(resolve(PROJECT_ROOT, 'test/fixtures/decks', deck.file), 'utf8');
    answers[deck.id] = await service.analyze({ decklist: list, format: deck.format, best_of: deck.bestOf });
    answers[`${deck.id}+typos`] = await service.analyze({ decklist: withTypos(list), format: deck.format, best_of: deck.bestOf });
  }
  return answers;
}

/** A short fingerprint of an answer's JSON: any change to any field changes it. */
export function answerDigest(answer: DeckAnalysis): string {
  return createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 22);
}

/** The digests of a set of answers, sorted by id. */
export function answerDigests(answers: Record<string, DeckAnalysis>): Record<string, string> {
  return Object.fromEntries(Object.keys(answers).sort().map((id) => [id, answerDigest(answers[id]!)]));
}
