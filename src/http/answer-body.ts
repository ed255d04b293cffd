/**
 * The JSON body of an analysis. `cards[]` is a third to a half of an answer's
 * bytes, and its rows recur from answer to answer (the analysis keeps one row
 * object per card, count and section), so each row's bytes are made once and
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

/** A permalink no answer holds (a random id drawn at start), marking where each request's own goes; and its JSON text. */
const PERMALINK_PLACEHOLDER = `permalink-${randomUUID()}`;
const PERMALINK_HOLE = JSON.stringify(PERMALINK_PLACEHOLDER);

const COMMA = Buffer.from(',');

const HAS_NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/g;
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text with every character past ASCII written as a \u escape (a pair
 * of them past the BMP): the same JSON value. Every answer holds some
 * (the messages' dashes, accented card names, the player's own text), and
 * bytes that are all ASCII are turned into text by a client at memory speed:
 * autocannon's reader took 3.9 us for the Standard example's 15 KB answer in
 * ASCII, 16.9 us with its dashes as UTF-8.
 */
function asciiJson(text: string): string {
  return HAS_NON_ASCII.test(text) ? text.replace(NON_ASCII, escapeUnit) : text;
}

/** Each row's bytes (ASCII), for as long as the row lives (rows of resolved cards are shared by every answer naming them). */
const rowBytes = new WeakMap<CardRow, Buffer>();

function bytesOf(row: CardRow, serializeRow: RowSerializer): Buffer {
  let bytes = rowBytes.get(row);
  if (bytes === undefined) rowBytes.set(row, (bytes = Buffer.from(asciiJson(serializeRow(row)), 'latin1')));
  return bytes;
}

/** The answer's text as the route's schema serializes it, around the permalink's placeholder and (`marker`, else '') the placeholder row. */
interface FrameText {
  text: string;
  marker: string;
  rows: readonly CardRow[];
  serializeRow?: RowSerializer;
}

/** One serialization of the answer, with a placeholder for the permalink and, when there are rows, one for the rows. */
function serializeFrame(reply: FastifyReply, analysis: DeckAnalysis): FrameText {
  const rows = analysis.cards ?? [];
  const serialize = (cards: DeckAnalysis['cards']) => asciiJson(reply.serialize({ ...analysis, cards, permalink: PERMALINK_PLACEHOLDER }) as string);
  const whole = () => ({ text: serialize(analysis.cards), marker: '', rows });
  if (rows.length === 0) return whole();
  const serializeRow = reply.compileSerializationSchema(CardSummary as unknown as Record<string, unknown>) as RowSerializer;
  const text = serialize([PLACEHOLDER]);
  const marker = serializeRow(PLACEHOLDER);
  // Should the schema stop writing the rows where the placeholder was, the whole answer is serialized as it stands.
  return text.includes(marker) ? { text, marker, rows, serializeRow } : whole();
}

/**
 * A part of the answer's text as bytes, with the rows' kept bytes copied in
 * where the placeholder row stands in it. Encoded piece by piece rather than
 * joined as text first: the joined text was a second copy of the answer, flattened
 * and encoded again, about a quarter of the frame's cost on a deck never seen before.
 */
function partBytes(part: string, { marker, rows, serializeRow }: FrameText): Buffer {
  const at = serializeRow === undefined ? -1 : part.indexOf(marker);
  if (at < 0) return Buffer.from(part, 'latin1');
  const pieces: Buffer[] = [Buffer.from(part.slice(0, at), 'latin1')];
  rows.forEach((row, i) => {
    if (i > 0) pieces.push(COMMA);
    pieces.push(bytesOf(row, serializeRow!));
  });
  pieces.push(Buffer.from(part.slice(at + marker.length), 'latin1'));
  return Buffer.concat(pieces);
}

/**
 * A frame's digest is a hash of its 10-20 KB of bytes, and only an entity tag
 * reads it: GET answers carry one, a POST's never does (ops.ts). So it is
 * worked out on first use and kept, and a deck only ever POSTed is never hashed.
 */
class Frame implements AnswerFrame {
  private hashed: string | undefined;

  constructor(
    readonly head: Buffer,
    readonly tail: Buffer,
    readonly tagPrefix: string,
    readonly stable: boolean,
  ) {}

  get digest(): string {
    return (this.hashed ??= createHash('sha256').update(`${this.head.length}:`).update(this.head).update(this.tail).digest('base64url'));
  }
}

/**
 * The answer's bytes around its permalink, with what its tag and lifetime take
 * from the analysis: serialized once with both placeholders, and the text
 * either side of the permalink encoded apart (the rows spliced in as bytes).
 */
export function answerFrame(reply: FastifyReply, analysis: DeckAnalysis): AnswerFrame {
  const frameText = serializeFrame(reply, analysis);
  const at = frameText.text.indexOf(PERMALINK_HOLE);
  if (at < 0) throw new Error('the DeckAnalysis schema no longer serializes permalink');
  const head = partBytes(frameText.text.slice(0, at), frameText);
  const tail = partBytes(frameText.text.slice(at + PERMALINK_HOLE.length), frameText);
  const data = `${analysis.card_data.source}-${analysis.card_data.checked_at.slice(0, 10).replaceAll('-', '')}`;
  return new Frame(head, tail, `${SERVICE_VERSION}-${data}`, analysis.card_data.mode === 'cache' && analysis.card_data.unresolved_unique_cards === 0);
}

/** An answer whose strong ETag (for GETs alone) is made when first read, then kept. */
class Finished implements RenderedAnswer {
  private tag: string | undefined;

  constructor(
    readonly body: Buffer,
    readonly stable: boolean,
    private readonly frame: AnswerFrame,
    private readonly own: string,
  ) {}

  get etag(): string {
    return (this.tag ??= `"${this.frame.tagPrefix}-${hash('sha256', this.frame.digest + this.own, 'base64url').slice(0, 27)}"`);
  }
}

/**
 * The whole answer: the frame with this request's permalink (a URL or null, as
 * JSON; the serializer writes the same text for it), and a strong ETag naming
 * the service version, the card data and a hash of the body. The hash is taken
 * over the frame's digest and the permalink, which together fix every byte,
 * rather than over the 10-20 KB body of every request.
 */
export function finishAnswer(frame: AnswerFrame, permalink: string | null): RenderedAnswer {
  const own = asciiJson(JSON.stringify(permalink));
  return new Finished(Buffer.concat([frame.head, Buffer.from(own, 'latin1'), frame.tail]), frame.stable, frame, own);
}
