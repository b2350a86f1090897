"use strict";
// Loaded into every judged solution with --require: reports the process's own resource use to fd 3
// when it exits, and which operation the sandbox denied. The judge reads it in run/run-program.ts.
const { writeSync } = require("node:fs");
let denied = null;
process.on("uncaughtExceptionMonitor", (error) => {
  if (error && error.code === "ERR_ACCESS_DENIED") denied = { permission: String(error.permission || ""), resource: String(error.resource || "") };
});
process.on("exit", () => {
  const usage = process.resourceUsage();
  try {
    writeSync(3, JSON.stringify({ cpuUs: usage.userCPUTime + usage.systemCPUTime, maxRssKiB: usage.maxRSS, denied }));
  } catch {
    // fd 3 was closed by the solution: the judge falls back to what it sampled from /proc.
  }
});
