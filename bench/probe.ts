/**
 * Loaded into a server process with `node --import` by the soak and
 * event-loop benchmarks, so they measure the real `deckdoctor serve` without
 * changing it: over the IPC channel it answers with the process's memory
 * usage and its event-loop delay since the last reset.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type ProbeRequest = 'memory' | 'loop-reset' | 'loop';
export interface ProbeReply {
  request: ProbeRequest;
  memory?: NodeJS.MemoryUsage;
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
    if (request === 'loop-reset') delay.reset();
    if (request === 'loop') reply.loopMaxMs = delay.max / 1e6;
    process.send?.(reply);
  });
  // The channel alone must not keep the server alive once it closes.
  process.channel?.unref();
}
