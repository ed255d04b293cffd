/**
 * The JSON body of an analysis. `cards[]` is a third to a half of an answer's
 * bytes, and its rows recur from answer to answer (the analysis keeps one row
 * object per card, count and section), so each row's JSON is made once and
 * kept with the row. The rest of the answer is serialized by the route's
 * schema as before, around one placeholder row that marks where the rows go;
 * the result is the same text the route's serializer makes of the whole answer.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CardSummary, type DeckAnalysis } from '../contract/schemas.js';

type CardRow = NonNullable<DeckAnalysis['cards']>[number];
type RowSerializer = (row: CardRow) => string;

/** A row no answer holds: its name carries a random id drawn at start, so its text cannot come from a paste. */
const PLACEHOLDER: CardRow = {
  name: `placeholder-${randomUUID()}`, quantity: 1, section: 'main', resolved: false, mana_value: null, type_line: null,
  roles: [], mana_cost: null, set: null, collector_number: null, scryfall_id: null, arena: null,
};

/** Each row's JSON, for as long as the row lives (rows of resolved cards are shared by every answer naming them). */
const rowText = new WeakMap<CardRow, string>();

function textOf(row: CardRow, serializeRow: RowSerializer): string {
  let text = rowText.get(row);
  // Kept flat: the serializer's text is a rope of many small pieces, which every join would walk again.
  if (text === undefined) rowText.set(row, (text = Buffer.from(serializeRow(row)).toString()));
  return text;
}

/** The answer as the route's response schema serializes it, with the rows' text made once per row. */
export function serializeAnswer(reply: FastifyReply, analysis: DeckAnalysis): string {
  const rows = analysis.cards;
  if (rows === undefined || rows.length === 0) return reply.serialize(analysis) as string;
  const serializeRow = reply.compileSerializationSchema(CardSummary as unknown as Record<string, unknown>) as RowSerializer;
  const body = reply.serialize({ ...analysis, cards: [PLACEHOLDER] }) as string;
  const marker = serializeRow(PLACEHOLDER);
  const at = body.indexOf(marker);
  if (at < 0) return reply.serialize(analysis) as string;
  return body.slice(0, at) + rows.map((row) => textOf(row, serializeRow)).join(',') + body.slice(at + marker.length);
}
