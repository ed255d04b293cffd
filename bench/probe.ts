/**
 * Loaded into a server process with `node --import` by the benchmarks (run, soak,
 * event loop, memory), so they measure the real `deckdoctor serve` without
 * changing it: over the IPC channel it answers with the process's memory
 * usage, its V8 heap spaces and its event-loop delay since the last reset, and
 * on request collects garbage (with --expose-gc) or writes a heap snapshot.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics, writeHeapSnapshot, type HeapSpaceInfo } from 'node:v8';

export type ProbeRequest = 'memory' | 'heap-spaces' | 'gc' | 'snapshot' | 'loop-reset' | 'loop';
export interface ProbeReply {
  request: ProbeRequest;
  memory?: NodeJS.MemoryUsage;
  /** V8's heap spaces: which of them RSS growth sits in. */
  spaces?: HeapSpaceInfo[];
  /** The heap snapshot's file name. */
  file?: string;
  /** Longest event-loop delay since the last reset, in ms. */
  loopMaxMs?: number;
}

if (process.send) {
  // 1 ms resolution: blocks shorter than that are not what this is for.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('message', (request: ProbeRequest) => {
    const reply: ProbeReply = { request };
    if (request === 'memory') reply.memory = process.memoryUsage();
    if (request === 'heap-spaces') reply.spaces = getHeapSpaceStatistics();
    // A full collection (with --expose-gc), so the heap read next is what survives; a snapshot file for a closer look.
    if (request === 'gc') (globalThis as { gc?: () => void }).gc?.();
    if (request === 'snapshot') reply.file = writeHeapSnapshot();
    if (request === 'loop-reset') delay.reset();
    if (request === 'loop') reply.loopMaxMs = delay.max / 1e6;
    process.send?.(reply);
  });
  // The channel alone must not keep the server alive once it closes.
  process.channel?.unref();
}
