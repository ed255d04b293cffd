/**
 * Starts `deckdoctor serve` (the built CLI) as a separate process on a free
 * loopback port, with the test card store, live lookups off, and the probe
 * preloaded; and asks the probe questions with a timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../src/config.js';
import type { ProbeReply, ProbeRequest } from './probe.js';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The last few KiB of its standard error (an out-of-memory message lands there). */
  stderrTail: () => string;
  exited: () => { code: number | null; signal: string | null } | null;
  ask: (request: ProbeRequest, timeoutMs?: number) => Promise<ProbeReply | null>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The flags `npm start` gives node (package.json): the benchmarks run the server as it is deployed. */
export function deployedNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts.start!.split(' ').filter((word) => word.startsWith('--'));
}

export async function startServerProcess(store: string, extraNodeArgs: string[] = deployedNodeFlags(), env: Record<string, string> = {}, script = 'dist/src/cli/main.js'): Promise<ServerProcess> {
  const port = await freePort();
  const probe = pathToFileURL(resolve(PROJECT_ROOT, 'dist/bench/probe.js')).href;
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DECKDOCTOR_DB: store, DECKDOCTOR_LIVE: 'off', DECKDOCTOR_DOWNLOAD_ON_START: 'off', LOG_LEVEL: 'warn', ...env };
  const child = spawn(process.execPath, [...extraNodeArgs, '--import', probe, resolve(PROJECT_ROOT, script), 'serve'], { env: childEnv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString('utf8')).slice(-4096)));
  let exit: { code: number | null; signal: string | null } | null = null;
  child.on('exit', (code, signal) => (exit = { code, signal }));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, () => exit !== null);
  return { child, url, stderrTail: () => tail, exited: () => exit, ask: (request, timeoutMs) => ask(child, request, timeoutMs), stop: () => stop(child) };
}

/** How often readiness is asked for: often enough that the cold-start figure holds the server's start, not the poller's sleep (at 100 ms it added 0-100 ms). */
const READY_POLL_MS = 10;
const READY_WAIT_MS = 30_000;

/** Polls readiness (the server listens before its store loads); the store is already built, so start takes seconds. */
async function waitUntilUp(url: string, died: () => boolean): Promise<void> {
  for (let i = 0; i < READY_WAIT_MS / READY_POLL_MS; i++) {
    if (died()) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, READY_POLL_MS));
  }
  throw new Error(`the server did not start within ${READY_WAIT_MS / 1000} s`);
}

function ask(child: ChildProcess, request: ProbeRequest, timeoutMs = 5000): Promise<ProbeReply | null> {
  return new Promise((resolveReply) => {
    if (!child.connected) return resolveReply(null);
    const timer = setTimeout(() => done(null), timeoutMs);
    const onMessage = (reply: ProbeReply) => reply.request === request && done(reply);
    const done = (reply: ProbeReply | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolveReply(reply);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

/** SIGTERM, then SIGKILL if it has not gone within 5 s (a blocked loop never sees SIGTERM's handler). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}
