/**
 * The JSON body of an analysis. `cards[]` is a third to a half of an answer's
 * bytes, and its rows recur from answer to answer (the analysis keeps one row
 * object per card, count and section), so each row's JSON is made once and
 * kept with the row. The rest of the answer is serialized by the route's
 * schema as before, around one placeholder row that marks where the rows go;
 * the result is the same text the route's serializer makes of the whole answer.
 *
 * An answer is made in two steps (its frame, then the request's part): the
 * permalink packs the text as sent, so the same deck pasted in another shape
 * (another comment line, a typo fixed the same way) shares everything else,
 * which is serialized once per deck and held with its analysis.
 */
import { createHash, hash, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CardSummary, type DeckAnalysis } from '../contract/schemas.js';
import { SERVICE_VERSION } from '../contract/version.js';
import type { AnswerFrame, RenderedAnswer } from '../service/answer-cache.js';

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

/** A permalink no answer holds (a random id drawn at start), marking where each request's own goes; and its JSON text. */
const PERMALINK_PLACEHOLDER = `permalink-${randomUUID()}`;
const PERMALINK_HOLE = JSON.stringify(PERMALINK_PLACEHOLDER);

/** The answer's bytes around its permalink, with what its tag and lifetime take from the analysis. */
export function answerFrame(reply: FastifyReply, analysis: DeckAnalysis): AnswerFrame {
  const body = Buffer.from(serializeAnswer(reply, { ...analysis, permalink: PERMALINK_PLACEHOLDER }));
  const at = body.indexOf(PERMALINK_HOLE);
  if (at < 0) throw new Error('the DeckAnalysis schema no longer serializes permalink');
  const head = body.subarray(0, at);
  const tail = body.subarray(at + Buffer.byteLength(PERMALINK_HOLE));
  const data = `${analysis.card_data.source}-${analysis.card_data.checked_at.slice(0, 10).replaceAll('-', '')}`;
  return {
    head,
    tail,
    digest: createHash('sha256').update(`${head.length}:`).update(head).update(tail).digest('base64url'),
    tagPrefix: `${SERVICE_VERSION}-${data}`,
    stable: analysis.card_data.mode === 'cache' && analysis.card_data.unresolved_unique_cards === 0,
  };
}

/**
 * The whole answer: the frame with this request's permalink (a URL or null, as
 * JSON; the serializer writes the same text for it), and a strong ETag naming
 * the service version, the card data and a hash of the body. The hash is taken
 * over the frame's digest and the permalink, which together fix every byte,
 * rather than over the 10-20 KB body of every request.
 */
export function finishAnswer(frame: AnswerFrame, permalink: string | null): RenderedAnswer {
  const own = JSON.stringify(permalink);
  const body = Buffer.concat([frame.head, Buffer.from(own), frame.tail]);
  const tag = hash('sha256', frame.digest + own, 'base64url').slice(0, 27);
  return { body, etag: `"${frame.tagPrefix}-${tag}"`, stable: frame.stable };
}
