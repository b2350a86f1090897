import { describe, expect, it } from "vitest";
import { decideInteractiveVerdict } from "../../src/interactive/decide-interactive-verdict";
import type { InteractiveFacts, SideFacts } from "../../src/interactive/run-interactive";
import { Transcript } from "../../src/interactive/transcript";

// An interactive solution's OLE names the stream that passed the cap, as the batch judge's does: one that printed its
// debugging to stderr was told "the solution wrote past the cap", as if its moves had.

const side = (over: Partial<SideFacts>): SideFacts => ({ exitCode: 0, signal: null, killedFor: null, cpuMs: 10, memoryKiB: 1024, endedAtMs: 50, hungUpAtMs: 50, bytesWritten: 10, stderrBytes: 0, stderrTail: "", lastState: "", ...over });
const facts = (solution: Partial<SideFacts>): InteractiveFacts => ({
  solution: { ...side(solution), denied: null, heapExhausted: false, boxed: true },
  interactor: { ...side({ exitCode: 43, endedAtMs: 60, hungUpAtMs: 60 }), judgeMessage: "" },
  firstToEnd: "solution",
  idle: null,
  lateBytes: 0,
  wallMs: 60,
  transcript: new Transcript(),
});
const limits = { timeLimitMs: 1000, memoryLimitMiB: 64, baselineKiB: 0, outputLimitBytes: 1 << 20 };

describe("an interactive solution's OLE", () => {
  it("names stderr when stderr passed the cap", () => {
    const verdict = decideInteractiveVerdict(facts({ killedFor: "output", stderrBytes: (1 << 20) + 1 }), limits);
    expect(verdict).toMatchObject({ verdict: "OLE", message: "the solution's stderr passed the cap of 1.0 MiB" });
  });
  it("names its output when its moves passed the cap", () => {
    const verdict = decideInteractiveVerdict(facts({ killedFor: "output", bytesWritten: (1 << 20) + 1 }), limits);
    expect(verdict).toMatchObject({ verdict: "OLE", message: "the solution's output passed the cap of 1.0 MiB" });
  });
});

// As in the batch judge: a sanitized solution whose report passed the memory limit is RE naming the sanitizer's error
// (it was MLE, the overflow only in its stderr tail).
describe("an interactive solution's sanitizer report stopped by the memory limit", () => {
  it("is RE naming the error and --ml", () => {
    const stderrTail = "==7==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffd at pc 0x55 bp 0x7ffd sp 0x7ffd\n";
    const verdict = decideInteractiveVerdict(facts({ killedFor: "memory", signal: "SIGKILL", exitCode: null, memoryKiB: 66 * 1024, stderrTail }), limits);
    expect(verdict).toMatchObject({ verdict: "RE", blame: "solution" });
    expect(verdict.message).toMatch(/^ERROR: AddressSanitizer: stack-buffer-overflow; the sanitizer's report was then stopped by the memory limit .*--ml 512$/);
  });
});
