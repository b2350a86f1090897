"use strict";
// Loaded into every judged solution with --require: at exit it reports the process's CPU time and peak memory to
// fd 3, and which operation the sandbox denied. The judge reads it in run/run-program.ts.
const { closeSync, fstatSync, readFileSync, readSync, writeSync } = require("node:fs");
let denied = null;
let cpuAtGoUs = 0;
process.on("uncaughtExceptionMonitor", (error) => {
  if (error && error.code === "ERR_ACCESS_DENIED") denied = { permission: String(error.permission || ""), resource: String(error.resource || "") };
});

// Path probes the permission model lets through are answered as for a missing path (path-guard.cjs, shared with the
// judging tools: validators, checkers, interactors and the tool host load it too).
if (process.permission) require("./path-guard.cjs");

// Peak memory is the kernel's VmHWM for this process image. Not resourceUsage().maxRSS: Linux carries that figure
// over from the parent through fork and exec, so a solution started by a big process would look big.
function peakRssKiB() {
  try {
    const match = /VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "latin1"));
    if (match) return Number(match[1]);
  } catch {
    // No /proc (not Linux): fall back to maxRSS.
  }
  return process.resourceUsage().maxRSS;
}

process.on("exit", () => {
  const usage = process.resourceUsage();
  try {
    writeSync(3, JSON.stringify({ cpuUs: usage.userCPUTime + usage.systemCPUTime - cpuAtGoUs, maxRssKiB: peakRssKiB(), denied }));
  } catch {
    // fd 3 was closed by the solution: the judge falls back to what it sampled from /proc.
  }
});

// The go gate (fd 4, from the judge): Node has booted and stdin is open; say so, then wait for the judge's go, so that
// this boot overlaps the previous case. The gate is closed before the solution runs: it cannot talk to the judge.
try {
  if (process.env.STONEBENCH_GO_FD === "4" && fstatSync(4).isSocket()) {
    delete process.env.STONEBENCH_GO_FD;
    writeSync(4, "r");
    readSync(4, Buffer.alloc(1), 0, 1, null);
    closeSync(4);
    // CPU is charged from go: Node's own boot, done before, is not the solution's.
    const atGo = process.resourceUsage();
    cpuAtGoUs = atGo.userCPUTime + atGo.systemCPUTime;
  }
} catch {
  // No gate (run by hand): start at once.
}
