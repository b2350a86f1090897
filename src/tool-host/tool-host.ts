import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { buildTool } from "../build/build-tool";
import { stackTraceMapper } from "../build/map-stack-trace";
import { UserError } from "../errors";
import { displayPath, toolRoot } from "../paths";
import type { ToolAnswer, ToolProgress, ToolRequest, ToolRole } from "../problem-kit/tool-host-serve";
import { encodeFrame, FrameReader } from "../problem-kit/tool-host-frames";
import { showControls } from "../util/visible-text";
import { guardedToolFlags, permissionFlag } from "../run/node-flags";
import { releaseGroup, trackGroup } from "../run/process-groups";
import { descendantAt } from "../run/run-program";
import { boxesStoppedBy, onStopEveryBox } from "../run/stop-every-box";
import { StoppedBySignal } from "../run/stopped-by-signal";
import { sampleTree } from "../run/proc-sampler";
import "../sandbox/no-inspector";
import { engineSizeLimit, heapExhausted, heapReportStart } from "./heap-report";
import { sandboxedArgv, readySandbox } from "../sandbox/sandboxed-argv";
import { detectSandbox, type SandboxLevel } from "../sandbox/sandbox-level";

/**
 * A problem's validate.ts, gen.ts and cases.ts, run in a process of their own inside the same sandbox as solutions
 * (namespaces, Node's permission model reading only the tools' bundles, kernel limits), never in the judge's own
 * process. One host per command serves every request; it goes with the judge.
 */
export interface ToolHost {
  /** What loading each tool said (its exports), by role. */
  loaded: Partial<Record<ToolRole, unknown>>;
  /**
   * Sends one request; a tool that throws comes back as the answer's failure or inputError, never as a rejection.
   * `signal` is the time the request is given: unanswered when it aborts, the host is stopped and the request rejects.
   */
  ask(request: ToolRequest, onProgress?: (update: ToolProgress) => void, signal?: AbortSignal): Promise<ToolAnswer>;
  close(): void;
  /** A failure's stack with each bundle's frames mapped to the tool's .ts file, line and column. */
  mapStack(text: string): string;
}

export interface HostedTool {
  role: ToolRole;
  sourcePath: string;
}

const ENTRY = join(toolRoot, "src", "tool-host", "host-entry.mjs");
/** host-entry.mjs's exit when the first bundle throws as it is imported (before the loop it carries can answer). */
const LOAD_FAILED_EXIT = 70;
let saidLevel = false;
/** No request (a batch, a recipe, a parse of the largest case) goes this long without a word; a tool that does loops.
 * STONEBENCH_TOOL_ANSWER_MS sets it (tests). */
const TOOL_ANSWER_LIMIT_MS = Number(process.env.STONEBENCH_TOOL_ANSWER_MS) > 0 ? Number(process.env.STONEBENCH_TOOL_ANSWER_MS) : 120_000;
// However much it reports, no request runs longer than this (30 answer limits, an hour by default);
// STONEBENCH_TOOL_DEADLINE_MS sets it apart from the answer limit (tests: a short deadline, a generous answer limit).
const PROGRESS_DEADLINE_MS = Number(process.env.STONEBENCH_TOOL_DEADLINE_MS) > 0 ? Number(process.env.STONEBENCH_TOOL_DEADLINE_MS) : 30 * TOOL_ANSWER_LIMIT_MS;
// Loading a bundle is the host's own start-up, not the tool's work: a short answer limit must not cover it on a
// loaded machine, and a tool that loops as it loads is still stopped.
const LOAD_LIMIT_MS = Math.max(TOOL_ANSWER_LIMIT_MS, 60_000);
// The kernel's CPU backstop over the host's whole life (stress --time can run for hours; requests are timed anyway).
const HOST_CPU_SECONDS = 6 * 3600;
/** The host's JavaScript heap; STONEBENCH_TOOL_HEAP_MIB sets it (tests fill a small one). */
const HEAP_MIB = Number(process.env.STONEBENCH_TOOL_HEAP_MIB) > 0 ? Math.floor(Number(process.env.STONEBENCH_TOOL_HEAP_MIB)) : 4096;
// Typed arrays and buffers live outside the heap, so its limit does not bound them: the host's whole resident memory
// is watched too, with 1 GiB above the heap for them and Node itself; STONEBENCH_TOOL_MEMORY_MIB sets it (tests).
const MEMORY_MIB = Number(process.env.STONEBENCH_TOOL_MEMORY_MIB) > 0 ? Math.floor(Number(process.env.STONEBENCH_TOOL_MEMORY_MIB)) : HEAP_MIB + 1024;
const MEMORY_WATCH_MS = 100;

export async function startToolHost(tools: HostedTool[], options: { sandbox?: boolean } = {}): Promise<ToolHost> {
  if (tools.length === 0) throw new Error("startToolHost needs at least one tool");
  const bundles = await Promise.all(tools.map((tool) => buildTool(tool.sourcePath, tool.role, { hosted: true, explorer: tool.role === "game module" })));
  const level = await readySandbox(options.sandbox ?? true);
  // A weaker sandbox than namespaces is said once per command, as the judge says its level on every run.
  if (level !== "namespaces" && !saidLevel) {
    saidLevel = true;
    const why = detectSandbox().reason;
    process.stderr.write(
      level === "off"
        ? `note: problem tools run without a sandbox (${why}): they can do anything you can\n`
        : `note: problem tools run under Node's permission model only (${why}): they can still signal your processes and use the network\n`,
    );
  }
  const flag = permissionFlag();
  const permission = level !== "off" && flag ? guardedToolFlags(flag, [ENTRY, ...bundles]) : [];
  const argv = [process.execPath, "--no-warnings", `--max-old-space-size=${HEAP_MIB}`, ...permission, ENTRY, bundles[0]!];
  const sandboxed = await sandboxedArgv(argv, { cpuSeconds: HOST_CPU_SECONDS, fileSizeBytes: 1 << 20 }, level, { stdioCount: 4 });
  const [file, ...args] = sandboxed.argv;
  const child = spawn(file!, args, { cwd: "/", detached: true, stdio: ["pipe", "pipe", "pipe", "pipe"], env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" } });
  if (child.pid !== undefined) trackGroup(child.pid);
  const host = connect(child, tools, level, sandboxed.sampleDepth);
  const loaded: ToolHost["loaded"] = {};
  for (const [index, tool] of tools.entries()) {
    const answer = await host.ask({ op: "load", role: tool.role, path: bundles[index]! });
    if (!("ok" in answer)) {
      host.close();
      const said = showControls("failure" in answer ? answer.failure.message : answer.inputError.message);
      throw new UserError(`The ${tool.role} ${displayPath(tool.sourcePath)} fails as it loads: ${said}`, `fix the ${tool.role}; it runs in the sandbox, where it may read no file and start no process`);
    }
    loaded[tool.role] = answer.ok;
  }
  const mappers = bundles.map((bundle) => stackTraceMapper(bundle));
  return { ...host, loaded, mapStack: (text) => mappers.reduce((mapped, map) => map(mapped), text) };
}

function connect(child: ChildProcess, tools: HostedTool[], level: SandboxLevel, depth: number): Pick<ToolHost, "ask" | "close"> {
  const pending = new Map<number, { resolve: (answer: ToolAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout; deadline: number; onProgress?: (update: ToolProgress) => void }>();
  const answers = child.stdio[3] as Readable;
  const requests = child.stdin as Writable;
  let nextId = 1;
  let ended: Error | undefined;
  let said = "";
  /** Whether the host has said anything on fd 3: before that, an exit LOAD_FAILED_EXIT is the first bundle throwing as it loads. */
  let answered = false;
  const names = tools.map((tool) => displayPath(tool.sourcePath)).join(", ");
  // What the tools print is theirs to see (console.log while debugging a generator), shown apart and made visible;
  // Node's own report of a full heap (V8's native stack) is not, and the error below says it in one line.
  let heapReport = false;
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      said = (said + text).slice(-2000);
      if (heapReport) return;
      const start = stream === child.stderr ? heapReportStart(text) : -1;
      if (start >= 0) heapReport = true;
      const shown = start >= 0 ? text.slice(0, start) : text;
      if (shown) process.stderr.write(showControls(shown).replace(/^(?=.)/gm, "tool: "));
    });
  }
  const fail = (error: Error) => {
    ended ??= error;
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(ended);
      pending.delete(id);
    }
    idle();
  };
  // Sampled only while a request runs: an idle host holds what it held when it answered.
  let watch: NodeJS.Timeout | undefined;
  const watchMemory = () => {
    const sample = child.pid === undefined ? undefined : sampleTree(child.pid);
    if (!sample || sample.rssKiB <= MEMORY_MIB * 1024) return;
    fail(new UserError(`The tool host running ${names} ran out of memory: it held ${Math.round(sample.rssKiB / 1024)} MiB, over its ${MEMORY_MIB} MiB limit (typed arrays and buffers count, beside the ${HEAP_MIB} MiB heap)`, "a tool keeps more than it needs (a table or a list that grows without end?); fix it, or ask it for less"));
    stopHostProcess(child, depth);
  };
  const idle = () => {
    clearInterval(watch);
    watch = undefined;
    for (const stream of [answers, child.stdout, child.stderr] as (Readable & { unref?: () => void })[]) stream?.unref?.();
    child.unref();
  };
  const busy = () => {
    watch ??= setInterval(watchMemory, MEMORY_WATCH_MS);
    for (const stream of [answers, child.stdout, child.stderr] as (Readable & { ref?: () => void })[]) stream?.ref?.();
    child.ref();
  };
  const reader = new FrameReader((message) => {
    const { id, answer, progress } = message as { id: number; answer?: ToolAnswer; progress?: ToolProgress };
    answered = true;
    const waiting = pending.get(id);
    if (!waiting) return;
    if (answer === undefined) {
      // A request that asked for progress (an exploration) is alive while it reports: its time without a word starts
      // again, up to a hard deadline. Progress on any other request is a tool writing frames itself, and is ignored.
      if (!waiting.onProgress) return;
      if (Date.now() < waiting.deadline) waiting.timer.refresh();
      return waiting.onProgress(progress);
    }
    clearTimeout(waiting.timer);
    pending.delete(id);
    if (pending.size === 0) idle();
    waiting.resolve(answer);
  });
  answers.on("data", (chunk: Buffer) => {
    try {
      reader.push(chunk);
    } catch (error) {
      child.kill("SIGKILL");
      fail(new UserError(`The tool host running ${names} sent a bad answer: ${(error as Error).message}`, "a tool wrote to fd 3 itself, or the host broke; report it"));
    }
  });
  child.once("error", (error) => fail(new UserError(`The tool host for ${names} did not start: ${error.message}`, level === "namespaces" ? "try STONEBENCH_SANDBOX=permission-model" : "check that node runs")));
  child.once("exit", (code, signal) => {
    if (child.pid !== undefined) releaseGroup(child.pid);
    if (heapExhausted(said)) {
      fail(new UserError(`The tool host running ${names} ran out of memory: its JavaScript heap reached the ${HEAP_MIB} MiB limit`, "a tool keeps more than it needs (a table or a list that grows without end?); fix it, or ask it for less"));
      return;
    }
    // A list that never ends (a game's moves() that lists for ever) died with V8's native stack and "stopped (SIGTRAP)".
    const size = engineSizeLimit(said);
    if (size !== undefined) {
      fail(new UserError(`The tool host running ${names} stopped: a list or string grew past the largest size JavaScript allows (${Number(size).toLocaleString("en")} elements)`, "a tool builds a list that never ends (a game's moves() that keeps adding moves?); fix it"));
      return;
    }
    const tail = said.trim().split("\n").slice(-3).join(" | ");
    if (code === LOAD_FAILED_EXIT && !answered) {
      const tool = tools[0]!;
      const last = said.trim().split("\n").pop() ?? "";
      fail(new UserError(`The ${tool.role} ${displayPath(tool.sourcePath)} fails as it loads: ${showControls(last)}`, `fix the ${tool.role}; it runs in the sandbox, where it may read no file and start no process`));
      return;
    }
    fail(new UserError(`The tool host running ${names} stopped (${signal ?? `exit ${code}`})${tail ? `: ${showControls(tail)}` : ""}`, "a tool exhausted its memory or CPU, or exited; fix it"));
  });
  requests.on("error", () => undefined);
  // The command's Ctrl-C stops the host at once: a tool in an endless loop held it until the answer limit (120 s).
  const unregister = onStopEveryBox(() => {
    fail(new StoppedBySignal(boxesStoppedBy() ?? "SIGINT", `the tool host ran ${names}`));
    stopHostProcess(child, depth);
  });
  child.once("exit", unregister);
  idle();
  return {
    ask(request, onProgress, signal) {
      if (ended) return Promise.reject(ended);
      if (signal?.aborted) return Promise.reject(new UserError(`"${request.op}" was not asked of the tool host running ${names}: the time given to it had run out`, "give it more time"));
      const id = nextId++;
      busy();
      return new Promise<ToolAnswer>((answered, rejected) => {
        // Past its time, a request still unanswered (a shrink that loops) stops the host: it would answer nothing else.
        const onAbort = () => {
          if (!pending.has(id)) return;
          fail(new UserError(`The tool host running ${names} was stopped: "${request.op}" had not answered when the time given to it ran out`, "look for an endless loop in the tool"));
          stopHostProcess(child, depth);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        const resolve = (answer: ToolAnswer) => (signal?.removeEventListener("abort", onAbort), answered(answer));
        const reject = (error: Error) => (signal?.removeEventListener("abort", onAbort), rejected(error));
        const deadline = Date.now() + PROGRESS_DEADLINE_MS;
        const limit = request.op === "load" ? LOAD_LIMIT_MS : TOOL_ANSWER_LIMIT_MS;
        const timer = setTimeout(() => {
          const why =
            Date.now() >= deadline
              ? `did not finish "${request.op}" within ${PROGRESS_DEADLINE_MS / 1000} s, however much it reported`
              : `said nothing about "${request.op}" for ${limit / 1000} s`;
          fail(new UserError(`The tool host running ${names} ${why}`, "look for an endless loop in the tool, or explore a smaller range"));
          stopHostProcess(child, depth);
        }, Math.min(limit, PROGRESS_DEADLINE_MS));
        pending.set(id, { resolve, reject, timer, deadline, ...(onProgress ? { onProgress } : {}) });
        requests.write(encodeFrame({ id, request }));
      });
    },
    close() {
      ended ??= new UserError("The tool host was closed", "report it: a request came after the command finished with its tools");
      requests.end();
      if (child.pid !== undefined) releaseGroup(child.pid);
      idle();
    },
  };
}

/**
 * Kills the host's Node below its sandbox's layers first, so each layer reaps the one below and ends: killed first, a
 * layer left the host to an init that may reap it late, and the sandbox's teardown at the exit waited for it (1.8 s
 * here). The whole group follows, should a layer not end. Call it after fail(), which lets go of the host.
 */
function stopHostProcess(child: ChildProcess, depth: number): void {
  if (child.pid === undefined) return;
  // The command waits for the host's end (moments): exiting first, it left its killed Node unreaped, to PID 1.
  child.ref();
  const host = descendantAt(child.pid, depth);
  if (host === undefined) return releaseGroup(child.pid);
  try {
    process.kill(host, "SIGKILL");
  } catch {
    // Gone already.
  }
  setTimeout(() => releaseGroup(child.pid!), 500).unref();
}
