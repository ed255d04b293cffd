/**
 * The server under fuzz: the project's own app builder on an ephemeral
 * loopback port, with error logs kept by request id so a 500 in the report
 * says what went wrong on the server side.
 */
import { Writable } from 'node:stream';
import { buildApp } from '../../src/http/app.js';
import type { AnalysisService } from '../../src/service/service.js';

export interface FuzzServer {
  host: string;
  port: number;
  serverError: (requestId: string) => string | undefined;
  close: () => Promise<void>;
}

const MAX_KEPT_ERRORS = 2000;

export async function startFuzzServer(service: AnalysisService): Promise<FuzzServer> {
  const errors = new Map<string, string>();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) keepError(errors, line);
      done();
    },
  });
  const app = await buildApp({ service, logger: { level: 'error', stream }, web: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return { host: '127.0.0.1', port: address.port, serverError: (id) => errors.get(id), close: () => app.close() };
}

function keepError(errors: Map<string, string>, line: string): void {
  if (!line.trim()) return;
  try {
    const entry = JSON.parse(line) as { reqId?: string; err?: { type?: string; message?: string; stack?: string } };
    if (!entry.reqId || !entry.err) return;
    const where = entry.err.stack?.split('\n').find((l) => l.includes('/src/'))?.trim() ?? '';
    errors.set(entry.reqId, `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''} ${where}`.slice(0, 400));
    // Keep the newest: the campaign looks an error up right after its answer arrives.
    if (errors.size > MAX_KEPT_ERRORS) errors.delete(errors.keys().next().value!);
  } catch {
    // Not a JSON log line: nothing to keep.
  }
}
