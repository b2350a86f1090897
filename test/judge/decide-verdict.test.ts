import { describe, expect, it } from "vitest";
import { decideRunVerdict, type RunLimits } from "../../src/outcome/decide-run-verdict";
import { RAN_OUT_OF_MEMORY, type RunFacts } from "../../src/run/run-program";

const limits: RunLimits = { timeLimitMs: 1000, memoryLimitMiB: 32, baselineKiB: 40_000, outputLimitBytes: 1 << 20 };
const clean: RunFacts = {
  exitCode: 0,
  signal: null,
  killedFor: null,
  wallMs: 50,
  cpuMs: 40,
  memoryKiB: 45_000,
  outputBytes: 100,
  stdoutPath: "/dev/null",
  stderrBytes: 0,
  stderrTail: "",
  denied: null,
  heapExhausted: false,
  boxed: false,
  copyOver: false,
};
const facts = (changes: Partial<RunFacts>): RunFacts => ({ ...clean, ...changes });

describe("the verdict of a run, decided in the order TLE, MLE, OLE, RE", () => {
  it.each([
    ["a clean run goes on to the output check", facts({}), undefined],
    ["CPU time over the limit is TLE", facts({ cpuMs: 1001 }), "TLE"],
    ["CPU time exactly at the limit is not TLE", facts({ cpuMs: 1000 }), undefined],
    ["a kill for CPU time is TLE", facts({ killedFor: "cpu", signal: "SIGKILL", exitCode: null }), "TLE"],
    ["a kill for wall time (a sleeper) is TLE", facts({ killedFor: "wall", signal: "SIGKILL", exitCode: null, cpuMs: 5 }), "TLE"],
    ["memory above baseline plus limit is MLE", facts({ memoryKiB: 40_000 + 32 * 1024 + 1 }), "MLE"],
    ["memory exactly at baseline plus limit is not MLE", facts({ memoryKiB: 40_000 + 32 * 1024 }), undefined],
    ["a kill for memory is MLE", facts({ killedFor: "memory", signal: "SIGKILL", exitCode: null }), "MLE"],
    ["V8 running out of heap is MLE", facts({ heapExhausted: true, exitCode: 134, signal: null }), "MLE"],
    ["output over the cap is OLE", facts({ outputBytes: (1 << 20) + 1 }), "OLE"],
    ["a kill for output is OLE", facts({ killedFor: "output", signal: "SIGKILL", exitCode: null }), "OLE"],
    ["stderr over the cap is OLE", facts({ stderrBytes: (1 << 20) + 1 }), "OLE"],
    ["a non-zero exit is RE", facts({ exitCode: 3 }), "RE"],
    ["a signal is RE", facts({ exitCode: null, signal: "SIGSEGV" }), "RE"],
    ["an operation the sandbox denied is RE", facts({ exitCode: 1, denied: { permission: "ChildProcess", resource: "" } }), "RE"],
    ["TLE wins over MLE", facts({ cpuMs: 2000, killedFor: "memory", signal: "SIGKILL", exitCode: null }), "TLE"],
    ["TLE wins over RE", facts({ cpuMs: 2000, exitCode: 1 }), "TLE"],
    ["MLE wins over OLE", facts({ memoryKiB: 200_000, outputBytes: 2 << 20 }), "MLE"],
    ["MLE wins over RE", facts({ killedFor: "memory", exitCode: null, signal: "SIGKILL" }), "MLE"],
    ["OLE wins over RE (a writer that crashed at the cap)", facts({ outputBytes: (1 << 20) + 1, exitCode: 1 }), "OLE"],
  ] as const)("%s", (_, run, verdict) => {
    expect(decideRunVerdict(run, limits)?.verdict).toBe(verdict);
  });

  it("a SIGXFSZ whose output stayed under the cap is RE naming the file-size limit, not OLE", () => {
    const verdict = decideRunVerdict(facts({ exitCode: null, signal: "SIGXFSZ", outputBytes: 13 }), limits);
    expect(verdict?.verdict).toBe("RE");
    expect(verdict?.message).toMatch(/^killed by SIGXFSZ, .*RLIMIT_FSIZE, 1048577 bytes: the output cap \+ 1.*its output \(13 bytes\)/);
  });

  it("a SIGFPE names integer division by zero", () => {
    expect(decideRunVerdict(facts({ exitCode: null, signal: "SIGFPE" }), limits)?.message).toMatch(/^killed by SIGFPE: an arithmetic error such as integer division by zero/);
  });

  it("a SIGILL names the compiler's trap for undefined behaviour, not just the signal", () => {
    expect(decideRunVerdict(facts({ exitCode: null, signal: "SIGILL" }), limits)?.message).toMatch(/^killed by SIGILL: an illegal instruction, usually undefined behaviour the compiler turned into a trap \(a division by a zero/);
  });

  it("names the denied operation and the resource in the RE message", () => {
    const verdict = decideRunVerdict(facts({ exitCode: 1, denied: { permission: "FileSystemWrite", resource: "/tmp/x" } }), limits);
    expect(verdict?.message).toContain("FileSystemWrite on /tmp/x");
  });

  it("a lost count says how the launch ended; a launcher that failed around the program is said to be the machine's fault", () => {
    const killed = decideRunVerdict(facts({ countLost: true, exitCode: null, signal: "SIGKILL" }), limits);
    expect(killed?.message).toMatch(/count from its launcher is missing .*the launch ended by SIGKILL\)$/);
    const failed = decideRunVerdict(facts({ countLost: true, exitCode: 125, stderrTail: "stonebench sandbox launcher: clone: Resource temporarily unavailable\n" }), limits);
    expect(failed).toEqual({ verdict: "RE", message: "the sandbox failed around the program, not the program (stonebench sandbox launcher: clone: Resource temporarily unavailable); judge it again, and report it if it stays" });
    // The same line and code from a program whose count is there are its own: an ordinary exit code.
    const forged = decideRunVerdict(facts({ exitCode: 125, stderrTail: "stonebench sandbox launcher: clone: Resource temporarily unavailable\n" }), limits);
    expect(forged?.message).toBe("exit code 125: stonebench sandbox launcher: clone: Resource temporarily unavailable");
  });

  it("quotes the error line from stderr in the RE message", () => {
    const stderr = "file:///x.mjs:2\nthrow new Error('boom')\n^\n\nError: boom\n    at file:///x.mjs:2:7\n";
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: stderr }), limits)?.message).toBe("exit code 1: Error: boom");
  });
});

describe("what the verdict's message says of a stack", () => {
  it("MLE that also ended as an overflow does (the default stack is the memory limit) says so; a kill for memory does not guess", () => {
    const stack = { ...limits, stackMiB: 32 };
    const overflowed = decideRunVerdict(facts({ memoryKiB: 40_000 + 33 * 1024, exitCode: null, signal: "SIGSEGV" }), stack);
    expect(overflowed?.verdict).toBe("MLE");
    expect(overflowed?.message).toMatch(/the limit is 32 MiB; it also ended as a stack overflow does \(killed by SIGSEGV\): a recursion this deep uses that memory$/);
    const killed = decideRunVerdict(facts({ memoryKiB: 40_000 + 33 * 1024, killedFor: "memory", exitCode: null, signal: "SIGKILL" }), stack);
    expect(killed?.message).not.toMatch(/stack/);
  });

  it("an abort is RE killed by SIGABRT, with the line that names the error", () => {
    const aborted = decideRunVerdict(facts({ exitCode: null, signal: "SIGABRT", stderrTail: "a.out: main.cpp:5: int main(): Assertion `c == 5' failed.\n" }), limits);
    expect(aborted).toEqual({ verdict: "RE", message: "killed by SIGABRT: it aborted (a failed assert, an uncaught C++ exception, a sanitizer's report): a.out: main.cpp:5: int main(): Assertion `c == 5' failed." });
  });
});

describe("what an MLE message quotes when a runtime ran out of memory", () => {
  const ran = (stderrTail: string, exitCode: number | null, signal: string | null) => decideRunVerdict(facts({ exitCode, signal, stderrTail, heapExhausted: RAN_OUT_OF_MEMORY.test(stderrTail) }), limits);

  it("Rust: the allocation that failed, not the backtrace note", () => {
    const stderr = "memory allocation of 140737488355328 bytes failed\nstack backtrace:\n   0: std::alloc::rust_oom\nnote: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n";
    expect(ran(stderr, null, "SIGABRT")).toEqual({ verdict: "MLE", message: "the runtime ran out of memory: memory allocation of 140737488355328 bytes failed" });
  });

  it("Go: its fatal error, not a line of the goroutine dump", () => {
    const stderr = "fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x49b673?, 0x100000?})\n\t/usr/lib/go-1.19/src/runtime/panic.go:1047 +0x5d\ncreated by runtime.createfing\n\t/usr/lib/go-1.19/src/runtime/mfinal.go:157 +0x45\n";
    expect(ran(stderr, 2, null)).toEqual({ verdict: "MLE", message: "the runtime ran out of memory: fatal error: runtime: out of memory" });
  });

  it("C++: an uncaught std::bad_alloc is MLE as the other runtimes' are (it was RE by SIGABRT); other exceptions stay RE", () => {
    const stderr = "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n";
    expect(ran(stderr, null, "SIGABRT")).toEqual({ verdict: "MLE", message: "the runtime ran out of memory: terminate called after throwing an instance of 'std::bad_alloc'" });
    expect(ran("terminate called after throwing an instance of 'std::bad_array_new_length'\n", null, "SIGABRT")?.verdict).toBe("RE");
  });

  it("Java: the heap's cap and SerialGC's old generation explain an OutOfMemoryError below the limit", () => {
    const stderr = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:1)\n';
    const verdict = ran(stderr, 1, null);
    expect(verdict?.verdict).toBe("MLE");
    expect(verdict?.message).toBe('the runtime ran out of memory: Exception in thread "main" java.lang.OutOfMemoryError: Java heap space (the JVM\'s heap is capped at -Xmx32m, the memory limit; with -XX:+UseSerialGC its old generation holds about 2/3 of it, 21.3 MiB, so one array larger than that fails however low the process\'s peak memory stays)');
  });
});

describe("an RE whose stderr shows EPERM", () => {
  it("in a box, notes that the box refuses some system calls, naming the common ones and docs/sandbox.md", () => {
    const stderr = 'Traceback (most recent call last):\n  File "/box/main.py", line 2, in <module>\n    m = mmap.mmap(-1, 4096)\nPermissionError: [Errno 1] Operation not permitted\n';
    const verdict = decideRunVerdict(facts({ exitCode: 1, stderrTail: stderr, boxed: true }), limits);
    expect(verdict?.message).toMatch(/^exit code 1: PermissionError: \[Errno 1\] Operation not permitted; note: the box refuses some system calls with EPERM \(.*shared anonymous mmap such as Python's mmap\.mmap\(-1, n\), timer_create.*\): see docs\/sandbox\.md$/);
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: "timer_create: Operation not permitted\n", boxed: true }), limits)?.message).toMatch(/^exit code 1: timer_create: Operation not permitted; note: the box refuses/);
  });

  it("says nothing of the box where no box ran the program, or where stderr shows no EPERM", () => {
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: "timer_create: Operation not permitted\n" }), limits)?.message).toBe("exit code 1: timer_create: Operation not permitted");
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: "boom\n", boxed: true }), limits)?.message).toBe("exit code 1: boom");
  });
});

describe("an RE whose stderr shows a write to the box's read-only files", () => {
  it("notes that a solution writes stdout only, in a box", () => {
    const stderr = 'Traceback (most recent call last):\n  File "/box/main.py", line 2, in <module>\nOSError: [Errno 30] Read-only file system: \'out.txt\'\n';
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: stderr, boxed: true }), limits)?.message).toBe("exit code 1: OSError: [Errno 30] Read-only file system: 'out.txt'; note: the box's files are read-only: a solution reads stdin and writes stdout, and cannot create or write a file");
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: stderr }), limits)?.message).toBe("exit code 1: OSError: [Errno 30] Read-only file system: 'out.txt'");
  });
});

describe("a Go stack overflow", () => {
  it("names Go's own maximum, not the stack setting, which goroutines do not follow", () => {
    const stderr = "runtime: goroutine stack exceeds 1000000000-byte limit\nruntime: sp=0xc020160398 stack=[0xc020160000, 0xc040160000]\nfatal error: stack overflow\n";
    const verdict = decideRunVerdict(facts({ exitCode: 2, stderrTail: stderr }), { ...limits, stackMiB: 32 });
    expect(verdict?.verdict).toBe("RE");
    expect(verdict?.message).toBe("stack overflow (a Go goroutine's stack passed its maximum): Go's maximum, 1 GB unless debug.SetMaxStack changes it (the stack setting does not apply to goroutines)");
  });
});


// A solution saved as random.py is what its own `import random` loads: Python's "partially initialized module … (most
// likely due to a circular import)" named a cycle the code does not have (helper playing the hidden grader).
describe("a Python RE caused by the solution's own file name", () => {
  it("says which file to rename, for an attribute or a from-import", () => {
    const attribute = decideRunVerdict(
      facts({ exitCode: 1, stderrTail: 'Traceback (most recent call last):\n  File "/box/random.py", line 1, in <module>\n    import random, sys\n  File "/box/random.py", line 3, in <module>\n    random.seed(1)\nAttributeError: partially initialized module \'random\' has no attribute \'seed\' (most likely due to a circular import)\n' }),
      limits,
    );
    expect(attribute?.message).toMatch(/^exit code 1: AttributeError: partially initialized module 'random' .*; note: the solution's file is named random\.py, as Python's module random is, so `import random` loaded the solution itself .*rename the file/);
    const from = decideRunVerdict(facts({ exitCode: 1, stderrTail: "ImportError: cannot import name 'heappush' from partially initialized module 'heapq' (most likely due to a circular import) (/box/heapq.py)\n" }), limits);
    expect(from?.message).toMatch(/; note: the solution's file is named heapq\.py/);
  });

  it("says nothing of file names for a real import cycle between other modules", () => {
    const cycle = decideRunVerdict(facts({ exitCode: 1, stderrTail: "ImportError: cannot import name 'f' from partially initialized module 'helper' (most likely due to a circular import) (/box/helper.pyc)\n  File \"/box/main.py\", line 1\n" }), limits);
    expect(cycle?.message).not.toMatch(/note/);
  });
});

// Python 2 code (raw_input, xrange, dict.has_key) run as Python 3: the RE named a missing name, not that the code is
// another version's (helper playing the hidden grader with a Python 2 submission).
describe("a Python RE from Python 2 code", () => {
  const traceback = (last: string) => `Traceback (most recent call last):\n  File "/box/main.py", line 1, in <module>\n    c = int(raw_input())\n${last}\n`;
  it("names the Python 3 form", () => {
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: traceback("NameError: name 'raw_input' is not defined") }), limits)?.message).toBe(
      "exit code 1: NameError: name 'raw_input' is not defined; note: raw_input is Python 2's, and the judge runs Python 3: use input()",
    );
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: traceback("NameError: name 'xrange' is not defined") }), limits)?.message).toMatch(/; note: xrange is Python 2's, .*use range\(\)$/);
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: traceback("AttributeError: 'dict' object has no attribute 'has_key'") }), limits)?.message).toMatch(/; note: has_key is Python 2's, .*the in operator$/);
  });

  it("says nothing for a name Python 2 never had", () => {
    expect(decideRunVerdict(facts({ exitCode: 1, stderrTail: traceback("NameError: name 'solve' is not defined") }), limits)?.message).not.toMatch(/note/);
  });
});

// A sanitized build (languages.yaml's -fsanitize=address) that found an overflow and was writing its report when the
// memory limit stopped it was MLE, with the overflow only in the stderr tail (helper playing the hidden grader: ASan's
// report needs a few MiB, and the problem's limit is 32 MiB). The program's error is the verdict.
describe("a sanitizer's report stopped by the memory limit", () => {
  const report = "=================================================================\n==2==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000018 at pc 0x5569a05855f9 bp 0x7ffe sp 0x7ffe\nWRITE of size 4 at 0x602000000018 thread T0\n";
  it("is RE naming the sanitizer's error and --ml", () => {
    const verdict = decideRunVerdict(facts({ killedFor: "memory", signal: "SIGKILL", exitCode: null, memoryKiB: 33_000, stderrTail: report }), { ...limits, baselineKiB: 0 });
    expect(verdict?.verdict).toBe("RE");
    expect(verdict?.message).toBe("ERROR: AddressSanitizer: heap-buffer-overflow; the sanitizer's report was then stopped by the memory limit (peak memory 32.2 MiB; the limit is 32 MiB (the whole process)): judge a sanitized build with a larger --ml, e.g. --ml 512");
  });
  it("stays MLE when the sanitizer says the memory ran out", () => {
    const oom = "==2==ERROR: AddressSanitizer: out of memory: allocator is trying to allocate 0x40000000 bytes\n";
    expect(decideRunVerdict(facts({ killedFor: "memory", signal: "SIGKILL", exitCode: null, memoryKiB: 33_000, stderrTail: oom }), { ...limits, baselineKiB: 0 })?.verdict).toBe("MLE");
  });
});
