/**
 * Runs fuzz cases against a live server on loopback and judges each answer
 * by the published contract: no 5xx ever, a 200 to POST /api/analyze is a
 * DeckAnalysis, and every 4xx is an ErrorResponse.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { encode, makeCase, type FuzzCase } from './cases.js';
import { assertLoopback, sendRaw, type RawOutcome } from './raw-http.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export interface CampaignOptions {
  host: string;
  port: number;
  seed: number;
  cases: number;
  /** Replay only these case numbers. */
  only?: number[];
  concurrency?: number;
  timeoutMs?: number;
  /** The whole campaign stops after this long, however many cases are left. */
  maxSeconds?: number;
  /** What the server logged for a request id (the cause of a 500). */
  serverError?: (requestId: string) => string | undefined;
  progress?: (done: number, total: number) => void;
}

export interface Finding {
  id: number;
  kind: string;
  status: string;
  reason: string;
  request: string;
  response: string;
}

export interface CampaignResult {
  seed: number;
  ran: number;
  seconds: number;
  stoppedByTimeCap: boolean;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  failureCount: number;
  /** One example per distinct failure, with how often it came up. */
  failures: Array<Finding & { count: number }>;
  slowest: Array<{ id: number; kind: string; ms: number }>;
}

interface Contract {
  deckAnalysis: ValidateFunction;
  errorResponse: ValidateFunction;
  capabilities: ValidateFunction;
}

/** Compiles the schemas the server itself publishes, as the http tests do. */
export async function loadContract(host: string, port: number): Promise<Contract> {
  assertLoopback(host);
  const openapi = await (await fetch(`http://${host}:${port}/openapi.json`)).json();
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(openapi, 'openapi.json');
  const get = (name: string) => ajv.getSchema(`openapi.json#/components/schemas/${name}`)!;
  return { deckAnalysis: get('DeckAnalysis'), errorResponse: get('ErrorResponse'), capabilities: get('CapabilityResponse') };
}

/** Null when the answer is within the contract, else why it is not. */
export function judge(c: FuzzCase, outcome: RawOutcome, contract: Contract): { status: string; reason: string | null } {
  if (!outcome.ok) return { status: 'no-response', reason: c.halfClose ? null : `no response: ${outcome.error}` };
  const { status, body } = outcome.response;
  if (status >= 500) return { status: String(status), reason: `${status} answer` };
  if (c.method === 'HEAD' || status < 200 || (status >= 300 && status < 400) || status === 204) return { status: String(status), reason: null };
  const schema = pickSchema(c, status, body, contract);
  if (!schema) return { status: String(status), reason: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { status: String(status), reason: `${status} body is not JSON` };
  }
  if (schema(parsed)) return { status: String(status), reason: null };
  const first = schema.errors?.[0];
  return { status: String(status), reason: `${status} body fails its schema: ${first?.instancePath || '/'} ${first?.message ?? ''}` };
}

function pickSchema(c: FuzzCase, status: number, body: Buffer, contract: Contract): ValidateFunction | null {
  if (status >= 400) return contract.errorResponse;
  if (status !== 200) return null;
  if (c.method === 'POST') return contract.deckAnalysis;
  // GET answers are told apart by content, since odd paths may reach the same route; other JSON (the OpenAPI document) has no contract here.
  const head = body.subarray(0, 4096).toString('utf8');
  if (!head.startsWith('{"tool":"deckdoctor"')) return null;
  if (head.includes('"capabilities"')) return contract.capabilities;
  if (head.includes('"deck_size"')) return contract.deckAnalysis;
  return null;
}

function describeRequest(c: FuzzCase, port: number): string {
  const wire = Buffer.concat(encode(c, port));
  const text = wire.subarray(0, 400).toString('latin1');
  return JSON.stringify(wire.length > 400 ? `${text}... (${wire.length} bytes)` : text);
}

function describeResponse(outcome: RawOutcome, serverError: CampaignOptions['serverError']): string {
  if (!outcome.ok) return outcome.error;
  const id = outcome.response.headers['x-request-id'];
  const logged = id && serverError ? serverError(id) : undefined;
  const body = outcome.response.body.subarray(0, 300).toString('utf8');
  return `${outcome.response.status} ${body}${logged ? ` | server: ${logged}` : ''}`;
}

export async function runCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const { host, port, seed } = options;
  const contract = await loadContract(host, port);
  const ids = options.only ?? Array.from({ length: options.cases }, (_, i) => i);
  const deadline = performance.now() + (options.maxSeconds ?? 3600) * 1000;
  const state = { next: 0, done: 0 };
  const result: CampaignResult = { seed, ran: 0, seconds: 0, stoppedByTimeCap: false, byStatus: {}, byKind: {}, failureCount: 0, failures: [], slowest: [] };
  const seen = new Map<string, Finding & { count: number }>();
  const start = performance.now();

  const worker = async () => {
    // Bounded by the list of case ids and by the deadline.
    while (state.next < ids.length) {
      if (performance.now() > deadline) {
        result.stoppedByTimeCap = true;
        return;
      }
      const c = makeCase(seed, ids[state.next++]!);
      const outcome = await sendRaw(host, port, encode(c, port), { timeoutMs: options.timeoutMs ?? 30_000, halfClose: c.halfClose, head: c.method === 'HEAD' });
      record(result, seen, c, outcome, judge(c, outcome, contract), options);
      state.done++;
      if (state.done % 5000 === 0) options.progress?.(state.done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  result.seconds = (performance.now() - start) / 1000;
  result.failures = [...seen.values()];
  return result;
}

function record(result: CampaignResult, seen: Map<string, Finding & { count: number }>, c: FuzzCase, outcome: RawOutcome, verdict: ReturnType<typeof judge>, options: CampaignOptions): void {
  result.ran++;
  result.byStatus[verdict.status] = (result.byStatus[verdict.status] ?? 0) + 1;
  result.byKind[c.kind] = (result.byKind[c.kind] ?? 0) + 1;
  result.slowest.push({ id: c.id, kind: c.kind, ms: Math.round(outcome.ms) });
  result.slowest.sort((a, b) => b.ms - a.ms).splice(10);
  if (!verdict.reason) return;
  result.failureCount++;
  // Distinct server-side causes of a 500 are distinct bugs, so the cause is part of the key.
  const requestId = outcome.ok ? outcome.response.headers['x-request-id'] : undefined;
  const cause = requestId && options.serverError?.(requestId)?.split(' at ')[0]?.replace(/\d+/g, 'N').slice(0, 80);
  const key = `${c.kind} | ${verdict.reason} | ${cause ?? ''}`;
  const known = seen.get(key);
  if (known) known.count++;
  else seen.set(key, { id: c.id, kind: c.kind, status: verdict.status, reason: verdict.reason, request: describeRequest(c, options.port), response: describeResponse(outcome, options.serverError), count: 1 });
}

/** A plain-text report: counts by status and class, the slowest cases, one line per distinct failure. */
export function formatReport(r: CampaignResult): string {
  const lines = [`fuzz: ${r.ran} cases, seed ${r.seed}, ${r.seconds.toFixed(1)} s${r.stoppedByTimeCap ? ' (stopped by the time cap)' : ''}`];
  lines.push('by status:', ...Object.entries(r.byStatus).sort().map(([s, n]) => `  ${s.padEnd(12)} ${n}`));
  lines.push('by input class:', ...Object.entries(r.byKind).sort().map(([k, n]) => `  ${k.padEnd(16)} ${n}`));
  lines.push('slowest cases:', ...r.slowest.map((s) => `  #${s.id} ${s.kind} ${s.ms} ms`));
  lines.push(`failures: ${r.failureCount} (${r.failures.length} distinct)`);
  for (const f of r.failures) {
    lines.push(`  [${f.count}x] ${f.kind}: ${f.reason}  (replay: FUZZ_SEED=${r.seed} FUZZ_ONLY=${f.id})`, `      request:  ${f.request}`, `      response: ${f.response}`);
  }
  return lines.join('\n');
}
