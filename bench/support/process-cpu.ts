// CPU time a process has used (all its threads, user and system), read from Linux's
// /proc/<pid>/stat. Divided by the requests a server answered, it is the figure least disturbed
// by other work on the machine: latencies and throughput suffer when the cores are shared, the
// CPU a request costs much less. Elsewhere than Linux it is simply not reported.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** Seconds of CPU the process has used so far, or null where /proc cannot tell. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): state is the
    // 3rd field, utime the 14th and stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / clockTicks() : null;
  } catch {
    return null;
  }
}
