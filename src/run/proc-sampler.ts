import { readFileSync } from "node:fs";

// Linux reports CPU time in clock ticks; USER_HZ is 100 on every mainstream kernel.
const TICKS_PER_SECOND = 100;

export interface ProcSample {
  cpuMs: number;
  /** VmHWM: the kernel's own peak-RSS high-water mark, so a sample never misses a peak. */
  peakRssKiB: number;
}

/** Reads a live process's CPU time and peak memory from /proc; undefined once it is gone (or off Linux). */
export function sampleProcess(pid: number): ProcSample | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    // The command name may hold spaces and parentheses, so count fields from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, "latin1");
    const hwm = /VmHWM:\s+(\d+)/.exec(status);
    return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, peakRssKiB: hwm ? Number(hwm[1]) : 0 };
  } catch {
    return undefined;
  }
}
