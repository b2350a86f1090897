import { UserError } from "../errors";
import { PATH_GUARD } from "./preload-path";

// Which permission flag this Node knows: --permission from Node 22.13/23.5, --experimental-permission on Node 20.
const flags = process.allowedNodeEnvironmentFlags;

export function permissionFlag(): string | undefined {
  if (flags.has("--permission")) return "--permission";
  if (flags.has("--experimental-permission")) return "--experimental-permission";
  return undefined;
}

// A solution may read its own stdin by name, as on every Linux judge (the AtCoder template reads /dev/stdin). Both names
// lead to fd 0, the case's input, so allowing them opens nothing else.
export const STDIN_NAMES = ["/dev/stdin", "/proc/self/fd/0"] as const;

/**
 * Node's trace_events module writes its file (node_trace.1.log, with whatever the program put in its marks) into the
 * cwd, and the permission model does not stop it (Node 20): a write at the permission-model level, into / for a
 * process whose cwd is / and a judge running as root. Every sandboxed Node process sends it to /dev/null instead.
 */
export const NO_TRACE_FILE = "--trace-event-file-pattern=/dev/null";

/**
 * The argv of a Node judging tool (an output validator, an interactor) under the permission model: it reads its
 * program and `readable`, and writes only into `feedbackDir`. Without a permission model in this Node, undefined.
 */
export function permittedToolArgv(program: string, readable: string[], feedbackDir: string): string[] | undefined {
  const flag = permissionFlag();
  if (!flag) return undefined;
  return [process.execPath, "--no-warnings", ...guardedToolFlags(flag, [program, ...readable]), `--allow-fs-write=${feedbackDir}`, program];
}

/**
 * A judging tool's permission flags, reading only `reads`, with path-guard.cjs loaded first: without it a validator,
 * checker, interactor or the tool host could still stat any path and read any package.json through the resolver.
 */
export function guardedToolFlags(flag: string, reads: string[]): string[] {
  return [flag, NO_TRACE_FILE, "--require", PATH_GUARD, ...[PATH_GUARD, ...reads].map((path) => `--allow-fs-read=${path}`)];
}

/**
 * V8's --stack-size (KiB) for a main thread whose stack (RLIMIT_STACK) is `stackBytes`: 90% of it, so that V8 throws
 * its RangeError before the native frames below it reach the end (a segfault); AtCoder runs Node the same way.
 * Its cost at start-up (+9–10% of a Node start) is not the stack's size: any V8 flag off its default changes V8's flag
 * hash, so Node's embedded code cache of its own modules is refused and they are compiled from source (the ESM loader's
 * most of all). No other way sets the main thread's V8 limit in Node 20 (docs/performance.md, issue 27).
 */
export function v8StackSizeKiB(stackBytes: number): number {
  return Math.max(64, Math.floor((stackBytes / 1024) * 0.9));
}

/**
 * V8's semi-space (MiB), the young generation's half: V8 sizes it from the machine's memory, 16 MiB on any machine with
 * gigabytes, and a program churning through short-lived strings and arrays touched three of them, 38 MiB above Node's
 * baseline while keeping under 1 MB: MLE at a 32 MiB limit on garbage alone, and another figure on a smaller machine.
 * At 4 MiB that program peaks 14 MiB above it, for 0.47–0.51 CPU-s against 0.45 (gc-slack.test.ts); and, as PyPy's
 * nursery (languages/definitions/python.ts), the same on every machine.
 */
export const SEMI_SPACE_MIB = 4;

/** Node flags for running a built program: the sandbox allows reading only the given files. */
export function nodeFlags(options: { sandbox: boolean; readable: string[]; preload: string; stackBytes?: number }): string[] {
  // No --enable-source-maps (it reads the inline map at every start): the judge maps a trace's frames to the .ts lines
  // itself, only for a run that printed one (build/map-stack-trace.ts).
  const out = ["--require", options.preload, `--max-semi-space-size=${SEMI_SPACE_MIB}`];
  if (options.stackBytes !== undefined) out.push(`--stack-size=${v8StackSizeKiB(options.stackBytes)}`);
  if (flags.has("--disable-warning")) out.push("--disable-warning=ExperimentalWarning");
  else out.push("--no-warnings");
  if (options.sandbox) {
    const flag = permissionFlag();
    if (!flag) throw new UserError(`This Node (${process.version}) has no permission model, so the sandbox cannot start`, "use Node 20.11 or newer, or judge with --no-sandbox");
    // The preload --require's path-guard.cjs, which the permission model then checks as any read.
    out.push(flag, NO_TRACE_FILE, ...[...options.readable, PATH_GUARD, ...STDIN_NAMES].map((path) => `--allow-fs-read=${path}`));
  }
  return out;
}
