import { describe, expect, it } from "vitest";
import { kernelCpuLimitMs } from "../../src/run/run-program";

// RLIMIT_CPU is the kernel's backstop behind the judge's sampling. On a loaded machine the kernel's exact runtime runs
// a few percent ahead of the CPU /proc and wait4 report (a 10 s RLIMIT_CPU killed a loop reported at 9.4 s), so a
// fixed 2 s margin let a 60 s reference (make-cases, case) die by SIGKILL at a reported 55.9 s: "RE: killed by
// SIGKILL" instead of TLE. The margin grows with the limit; a contest's limits keep the same whole seconds.
describe("the kernel's CPU backstop stays behind the judge's own limit", () => {
  it("a contest's limits keep limit + 2 s", () => {
    expect(kernelCpuLimitMs(1000)).toBe(3000);
    expect(kernelCpuLimitMs(2500)).toBe(5000);
    expect(kernelCpuLimitMs(8000)).toBe(10_000);
  });

  it("long limits (a reference's 60 s, a generator's 10 s) keep a share of the limit, above any measured drift", () => {
    for (const limit of [10_000, 20_000, 60_000, 120_000, 600_000]) {
      const backstop = kernelCpuLimitMs(limit);
      expect(backstop % 1000).toBe(0);
      expect(backstop).toBeGreaterThanOrEqual(limit * 1.2);
      expect(backstop).toBeGreaterThanOrEqual(limit + 2000);
    }
  });
});
