/**
 * The fuzz campaign in CI (a few thousand cases over real HTTP on 127.0.0.1),
 * and each bug the 100,000-case run found, as its smallest reproducer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_NAMES, encode, makeCase, type FuzzCase } from './cases.js';
import { formatReport, judge, loadContract, runCampaign } from './campaign.js';
import { parseResponse, sendRaw } from './raw-http.js';
import { startFuzzServer, type FuzzServer } from './server.js';
import { snapshotService } from '../helpers/cards.js';

const CI_CASES = Number(process.env.FUZZ_CI_CASES ?? 2000);
let server: FuzzServer;

beforeAll(async () => {
  server = await startFuzzServer(snapshotService());
});
afterAll(() => server.close());

describe('the fuzz generator', () => {
  it('rebuilds the same case from seed and number, and covers every input class in a CI run', () => {
    expect(encode(makeCase(7, 123), 1)).toEqual(encode(makeCase(7, 123), 1));
    const kinds = new Set(Array.from({ length: CI_CASES }, (_, i) => makeCase(1, i).kind));
    expect([...kinds].sort()).toEqual([...CLASS_NAMES].sort());
  });
});

describe('the raw HTTP reader', () => {
  it('reads chunked bodies, skips 100 Continue, and ignores Content-Length on HEAD', () => {
    const chunked = parseResponse(Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n'));
    expect(chunked?.status).toBe(200);
    expect(chunked?.body.toString()).toBe('abcde');
    expect(parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc'))).toBeNull();
    expect(parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n'), true)?.status).toBe(200);
  });
});

describe('fuzz campaign over HTTP', () => {
  it(`${CI_CASES} cases: no 5xx, every request answered, every body within its published schema`, async () => {
    const result = await runCampaign({ host: server.host, port: server.port, seed: 20261122, cases: CI_CASES, timeoutMs: 10_000, maxSeconds: 50, serverError: server.serverError });
    const report = formatReport(result);
    expect(result.ran, report).toBe(CI_CASES);
    expect(Object.keys(result.byStatus).filter((s) => !/^[1-4]\d\d$/.test(s)), report).toEqual([]);
    expect(result.failures, report).toEqual([]);
  }, 90_000);
});

/** Sends one hand-written case and judges it exactly as the campaign does. */
async function verdict(c: Omit<FuzzCase, 'id' | 'kind'>) {
  const full: FuzzCase = { id: 0, kind: 'reproducer', ...c };
  const outcome = await sendRaw(server.host, server.port, encode(full, server.port), { timeoutMs: 10_000, head: c.method === 'HEAD' });
  return judge(full, outcome, await loadContract(server.host, server.port));
}
const postJson = (body: string, headers = ['Content-Type: application/json']) =>
  verdict({ method: 'POST', path: '/api/analyze', headers, body: Buffer.from(body), framing: 'length' });

describe('reproducers found by the fuzz campaign', () => {
  it('a .dek Quantity that is not a number is a diagnostic, not a 500', async () => {
    for (const quantity of ['x', 'NaN', '&#52;']) {
      const dek = `<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="${quantity}" Sideboard="false" Name="Island" />\n</Deck>`;
      expect(await postJson(JSON.stringify({ decklist: dek })), quantity).toEqual({ status: '200', reason: null });
    }
  });

  it('a format or best_of that is an object with its own toString or valueOf is a 400, not a 500', async () => {
    for (const body of ['{"decklist":"1 Island","format":{"toString":1}}', '{"decklist":"1 Island","best_of":{"valueOf":1,"toString":null}}']) {
      expect(await postJson(body), body).toEqual({ status: '400', reason: null });
    }
  });

  it('a format nested 5,000 arrays deep is a 400, not a 500 (stack overflow)', async () => {
    const nested = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    expect(await postJson(`{"decklist":"1 Island","format":${nested}}`)).toEqual({ status: '400', reason: null });
    expect(await postJson(`{"decklist":"1 Island","best_of":${nested}}`)).toEqual({ status: '400', reason: null });
  });

  it('requests that are not valid HTTP get an ErrorResponse body, not Fastify\'s default', async () => {
    const cases: Array<Omit<FuzzCase, 'id' | 'kind'>> = [
      { method: 'FOO', path: '/api/analyze', headers: [], body: Buffer.alloc(0), framing: 'none' },
      { method: 'POST', path: '/api/analyze', headers: ['Bad Header: 1'], body: Buffer.from('{"decklist":"1 Island"}'), framing: 'length' },
      { method: 'POST', path: '/api/analyze', headers: ['Transfer-Encoding: chunked'], body: Buffer.from('zz\r\n{}\r\n0\r\n\r\n'), framing: 'raw' },
      { method: 'GET', path: `/${'a'.repeat(20_000)}`, headers: [], body: Buffer.alloc(0), framing: 'none' },
    ];
    // All four are judged before asserting, so the failure lists every one still answered outside the contract.
    const failing: string[] = [];
    for (const c of cases) {
      const { reason } = await verdict(c);
      if (reason) failing.push(`${c.method} ${c.path.slice(0, 30)} ${c.headers.join(' ')} ${c.body.subarray(0, 8).toString()}: ${reason}`);
    }
    expect(failing).toEqual([]);
  });
});
