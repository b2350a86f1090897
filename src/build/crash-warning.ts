// A C or C++ build that compiles with a warning GCC or Clang gives for code that can crash (a non-void function without
// return: SIGSEGV or SIGILL at -O2) kept it to itself, and the RE said only "an invalid memory access, or a stack
// overflow": the first such warning is kept with the build and quoted in a crash's message.

/** Warnings whose code often fails at run time; others (unused variables, scanf's result) say nothing of a crash. */
const CRASH_FLAGS = /\[-W(return-type|uninitialized|maybe-uninitialized|array-bounds(=\d)?|div-by-zero|aggressive-loop-optimizations|stringop-overflow(=\d)?|format(=\d)?|format-overflow(=\d)?|sometimes-uninitialized|infinite-recursion|dangling-pointer(=\d)?|return-local-addr|return-stack-address|free-nonheap-object|use-after-free(=\d)?)\]\s*$/;

/** The first such warning in the compiler's messages, as "file:line:col: warning: …", in the user's files only. */
export function crashWarning(messages: string, userFiles: ReadonlySet<string>): string | undefined {
  for (const line of messages.split("\n")) {
    const match = /^(.+?):(\d+):(\d+): warning: (.*)$/.exec(line);
    if (match && userFiles.has(match[1]!) && CRASH_FLAGS.test(match[4]!)) return `${match[1]}:${match[2]}:${match[3]}: warning: ${match[4]!.trim()}`;
  }
  return undefined;
}

/** The file beside a build that holds it (read again when the build comes from the cache). */
export const CRASH_WARNING_FILE = "crash-warning.txt";
