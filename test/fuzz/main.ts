/**
 * npm run fuzz [-- CASES]: the fuzz campaign of issue 10 against an
 * in-process server on 127.0.0.1. Exits 1 on any 5xx, unanswered request
 * or body outside its schema.
 *
 * FUZZ_CASES (default 100000), FUZZ_SEED, FUZZ_ONLY=12,345 (replay cases),
 * FUZZ_CONCURRENCY (4), FUZZ_TIMEOUT_MS (30000), FUZZ_MAX_SECONDS (1800),
 * FUZZ_REPORT (a JSON file for the full result).
 */
import { writeFileSync } from 'node:fs';
import { formatReport, runCampaign } from './campaign.js';
import { startFuzzServer } from './server.js';
import { standaloneService } from '../helpers/standalone-store.js';

export const DEFAULT_SEED = 20261122;

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
}

async function main(): Promise<void> {
  const cases = Number(process.argv[2] ?? envNumber('FUZZ_CASES', 100_000));
  const only = process.env.FUZZ_ONLY?.split(',').map(Number).filter(Number.isInteger);
  const server = await startFuzzServer(await standaloneService());
  try {
    const result = await runCampaign({
      host: server.host,
      port: server.port,
      seed: envNumber('FUZZ_SEED', DEFAULT_SEED),
      cases,
      only,
      concurrency: envNumber('FUZZ_CONCURRENCY', 4),
      timeoutMs: envNumber('FUZZ_TIMEOUT_MS', 30_000),
      maxSeconds: envNumber('FUZZ_MAX_SECONDS', 1800),
      serverError: server.serverError,
      progress: (done, total) => console.error(`fuzz: ${done}/${total}`),
    });
    console.log(formatReport(result));
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(result, null, 2));
    process.exitCode = result.failureCount > 0 ? 1 : 0;
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
