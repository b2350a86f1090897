import { readdirSync } from "node:fs";
import { readProcFile } from "./proc-file";

// Linux reports CPU time in clock ticks; USER_HZ is 100 on every mainstream kernel.
const TICKS_PER_SECOND = 100;

export interface ProcSample {
  cpuMs: number;
  /**
   * VmHWM: the kernel's own peak-RSS high-water mark, so a sample never misses a peak; or, if larger, what it holds now
   * with its page tables beyond its pages' own (excessPageTablesKiB).
   */
  peakRssKiB: number;
}

/** Reads a live process's CPU time and peak memory from /proc; undefined once it is gone (or off Linux). */
export function sampleProcess(pid: number): ProcSample | undefined {
  try {
    const cpuMs = cpuOf(readProcFile(`/proc/${pid}/stat`));
    const status = readProcFile(`/proc/${pid}/status`);
    const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const pageTables = Number(/VmPTE:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { cpuMs, peakRssKiB: Math.max(hwm, rss + excessPageTablesKiB(rss, pageTables)) };
  } catch {
    return undefined;
  }
}

/**
 * Page tables no RSS counts: a program that only reads a huge read-only mapping maps the shared zero page (nothing in
 * its RSS) while the kernel builds 4 KiB of tables per 2 MiB read: 770 MiB of them judged as 1.5 MiB (a helper's
 * attack). What its resident pages need (1/512 of them) is left out twice over, and 4 MiB besides, so that an honest
 * program's figure is its RSS alone, as before; the rest is memory it holds.
 */
export function excessPageTablesKiB(rssKiB: number, pageTablesKiB: number): number {
  return Math.max(0, pageTablesKiB - rssKiB / 256 - 4096);
}

/** A live process's CPU time alone (at go, where its peak is not wanted: /proc/<pid>/status is the dearer read). */
export function sampleCpuMs(pid: number): number | undefined {
  try {
    return cpuOf(readProcFile(`/proc/${pid}/stat`));
  } catch {
    return undefined;
  }
}

function cpuOf(stat: string): number {
  // The command name may hold spaces and parentheses, so count fields from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export interface TreeSample {
  /** CPU of the process and everything below it, the children it already reaped included. */
  cpuMs: number;
  /** What the tree holds now (the sum of VmRSS): a compiler's driver is small, its cc1plus is not. */
  rssKiB: number;
  /** The largest VmHWM in the tree. */
  peakRssKiB: number;
  processes: number;
}

/**
 * A process and its descendants (children of every thread, so a Go or JVM program's too): for a program that starts
 * others (a compiler driver), whose limits must count them all. Each reaped child's CPU is in its parent's cutime and
 * cstime, so summing those over the live tree counts every process once.
 */
export function sampleTree(pid: number): TreeSample | undefined {
  const top = readOne(pid);
  if (!top) return undefined;
  const total: TreeSample = { cpuMs: top.cpuMs, rssKiB: top.rssKiB, peakRssKiB: top.peakRssKiB, processes: 1 };
  const seen = new Set([pid]);
  const queue = childrenOf(pid);
  while (queue.length > 0 && total.processes < 4096) {
    const child = queue.pop()!;
    if (seen.has(child)) continue;
    seen.add(child);
    const sample = readOne(child);
    if (!sample) continue;
    total.cpuMs += sample.cpuMs;
    total.rssKiB += sample.rssKiB;
    total.peakRssKiB = Math.max(total.peakRssKiB, sample.peakRssKiB);
    total.processes++;
    queue.push(...childrenOf(child));
  }
  return total;
}

function readOne(pid: number): { cpuMs: number; rssKiB: number; peakRssKiB: number } | undefined {
  try {
    const stat = readProcFile(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime: fields 14-17 of stat(5), 11-14 here.
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const status = readProcFile(`/proc/${pid}/status`);
    return {
      cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
      rssKiB: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
      peakRssKiB: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0),
    };
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return readProcFile(`/proc/${pid}/task/${tid}/children`).trim().split(" ").filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}
