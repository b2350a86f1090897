"use strict";
// Loaded into every judged solution with --require: at exit it reports the process's CPU time and peak memory to
// fd 3, and which operation the sandbox denied. The judge reads it in run/run-program.ts.
const { readFileSync, writeSync } = require("node:fs");
let denied = null;
process.on("uncaughtExceptionMonitor", (error) => {
  if (error && error.code === "ERR_ACCESS_DENIED") denied = { permission: String(error.permission || ""), resource: String(error.resource || "") };
});

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
    writeSync(3, JSON.stringify({ cpuUs: usage.userCPUTime + usage.systemCPUTime, maxRssKiB: peakRssKiB(), denied }));
  } catch {
    // fd 3 was closed by the solution: the judge falls back to what it sampled from /proc.
  }
});
