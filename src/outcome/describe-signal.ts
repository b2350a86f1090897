import type { RunFacts } from "../run/run-program";

/** What a signal that ended a run means, for its RE message (the error line of stderr is added by the caller). */
export function describeSignal(signal: string, facts: Pick<RunFacts, "outputBytes" | "stderrBytes">, outputLimitBytes: number): string {
  switch (signal) {
    case "SIGABRT":
      return "killed by SIGABRT: it aborted (a failed assert, an uncaught C++ exception, a sanitizer's report)";
    case "SIGFPE":
      // The name says "floating point", but on x86 it is nearly always an integer division (or % ) by zero.
      return "killed by SIGFPE: an arithmetic error such as integer division by zero (or INT_MIN / -1)";
    case "SIGILL":
      // GCC and Clang compile undefined behaviour they can prove (a division by a known zero, a non-void function that
      // ends without return under Clang) into a trap instruction: the bare signal name said nothing of that.
      return "killed by SIGILL: an illegal instruction, usually undefined behaviour the compiler turned into a trap (a division by a zero it could prove, a non-void function that ends without return, __builtin_trap) or code built for another CPU (-march=native)";
    case "SIGXFSZ":
      // Reached only when stdout and stderr stayed under the cap (else it is OLE): say which limit, and that it was not theirs.
      return `killed by SIGXFSZ, the signal of a file passing the file-size limit (RLIMIT_FSIZE, ${outputLimitBytes + 1} bytes: the output cap + 1, for every file it writes); its output (${facts.outputBytes} bytes) and stderr (${facts.stderrBytes} bytes) stayed under the cap, so another file passed it, or the program raised the signal itself`;
    default:
      return `killed by ${signal}`;
  }
}
