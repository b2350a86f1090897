import { RAN_OUT_OF_MEMORY } from "../run/run-program";

/**
 * The line of stderr in which a runtime says it ran out of memory (Rust's "memory allocation of N bytes failed", Go's
 * "fatal error: runtime: out of memory", C++'s bad_alloc terminate, the JVM's OutOfMemoryError, Python's MemoryError),
 * or undefined. Quoting stderr's last line instead showed Rust's backtrace note or a line of Go's goroutine dump.
 */
export function outOfMemoryLine(stderr: string): string | undefined {
  const line = stderr.split("\n").map((text) => text.trim()).find((text) => RAN_OUT_OF_MEMORY.test(text));
  return line && line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Why a JVM's heap ran out below the figures the line shows: the peak is the process's, while -Xmx caps the heap at the
 * limit, and SerialGC's old generation is about 2/3 of it, so one array larger than that cannot be placed at all.
 */
export function jvmHeapNote(line: string, memoryLimitMiB: number): string {
  if (!/java\.lang\.OutOfMemoryError: (Java heap space|Requested array size exceeds VM limit)/.test(line)) return "";
  const xmx = Math.max(1, Math.floor(memoryLimitMiB));
  return ` (the JVM's heap is capped at -Xmx${xmx}m, the memory limit; with -XX:+UseSerialGC its old generation holds about 2/3 of it, ${((xmx * 2) / 3).toFixed(1)} MiB, so one array larger than that fails however low the process's peak memory stays)`;
}
