import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { snapshotService } from '../helpers/cards.js';

/** Quiet by default: no line per request at info; slow requests at warn with their request id. */

function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const BODY = JSON.stringify({ decklist: '4 Lightning Bolt\n56 Mountain', format: 'modern' });

describe('request logging', () => {
  it('writes nothing for ordinary requests at the default level', async () => {
    const log = capture();
    const app = await buildApp({ service: snapshotService(), web: false, logger: { level: 'info', stream: log.stream } });
    for (const url of ['/api/analyze', '/nowhere']) await app.inject({ method: 'GET', url });
    const posted = await app.inject({ method: 'POST', url: '/api/analyze', payload: BODY });
    expect(posted.statusCode).toBe(200);
    await app.close();
    expect(log.lines().filter((l) => l.reqId !== undefined)).toEqual([]);
  });

  it('logs a request slower than the threshold at warn, with its request id, status and time', async () => {
    const log = capture();
    const app = await buildApp({ service: snapshotService(), web: false, slowRequestMs: 0, logger: { level: 'info', stream: log.stream } });
    await app.inject({ method: 'POST', url: '/api/analyze', payload: BODY, headers: { 'x-request-id': 'slow-1' } });
    await app.close();
    const slow = log.lines().filter((l) => l.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, reqId: 'slow-1', method: 'POST', url: '/api/analyze', statusCode: 200 });
    expect(typeof slow[0]!.responseTime).toBe('number');
  });

  it('logs every request at debug level', async () => {
    const log = capture();
    const app = await buildApp({ service: snapshotService(), web: false, logger: { level: 'debug', stream: log.stream } });
    await app.inject({ method: 'GET', url: '/api/analyze', headers: { 'x-request-id': 'dbg-1' } });
    await app.close();
    expect(log.lines().filter((l) => l.msg === 'request completed')).toMatchObject([{ level: 20, reqId: 'dbg-1', statusCode: 200 }]);
  });

  it('still logs an unexpected error at error level with the request id', async () => {
    const log = capture();
    const failing = { analyze: async () => Promise.reject(new Error('boom')), analyzeRendered: async () => Promise.reject(new Error('boom')) };
    const app = await buildApp({ service: failing, web: false, logger: { level: 'info', stream: log.stream } });
    const res = await app.inject({ method: 'POST', url: '/api/analyze', payload: BODY, headers: { 'x-request-id': 'err-1' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(log.lines().filter((l) => l.level === 50)).toMatchObject([{ reqId: 'err-1', msg: 'unexpected error' }]);
  });
});
