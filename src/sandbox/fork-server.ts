import { spawn, type ChildProcess } from "node:child_process";
import { constants } from "node:os";

/**
 * The compiled launcher in its serving mode (launcher.c's --serve), started once per judge process: each sandboxed
 * launch is then a fork of that small process instead of a fork of the judge's whole Node process (about 4 ms of the
 * child's CPU and 3–5 ms of the parent's per case). It opens the judge's fds again by /proc/<judge>/fd/<n> (the same
 * files on the same mounts), relays a Node program's go gate, and reports each launch's exit. Where it cannot start,
 * the run layer spawns per case as before, and `forkServerNote` says why.
 */

/** STONEBENCH_FORK_SERVER=off: every launch is its own spawn from the judge (A/B benches, tests of the fallback). */
export const FORK_SERVER_ENV = "STONEBENCH_FORK_SERVER";
/** STONEBENCH_INIT_FIRST=off: the server forks each launch's first process as before, never its init (launcher.c's
 * launchAsInit): A/B benches, and the tests of the other path on a machine where the server may clone inits. */
export const INIT_FIRST_ENV = "STONEBENCH_INIT_FIRST";

/** How a served launch's fd `n` is opened: see launcher.c's --serve. */
export type Slot = { mode: "r" | "w" | "u" | "d"; fd: number } | "gate" | "closed";

export interface ServedLaunch {
  pid: number;
  /**
   * The layers between this process and the program, fewer than a spawned launch's: 1 when it was born in the holder's
   * PID namespace, 2 when it is the program's init itself (launcher.c's launchAsInit), 0 otherwise.
   */
  fewerLayers: number;
  /** Resolves when the program said ready on its gate, closed it, or ended (at once without a gate). */
  ready: Promise<void>;
  /** Sends the go on the gate (and closes it). */
  go(): void;
  /** The launcher's first process ended: its exit code or its signal, as a spawn's "exit" event gives them. */
  exit: Promise<ServedExit>;
}

/** wallMs: from the go (or the fork, ungated) to the server's reaping, which a judge busy elsewhere does not delay. */
type ServedExit = { code: number | null; signal: NodeJS.Signals | null; wallMs: number };

interface Pending {
  started: { resolve: (started: { pid: number; fewerLayers: number }) => void; reject: (error: Error) => void };
  ready: () => void;
  exited: { resolve: (value: ServedExit) => void; reject: (error: Error) => void };
}

// The first name of each number, as Node lists them (SIGABRT before its alias SIGIOT, which a later entry overwrote).
const signalNames = new Map<number, NodeJS.Signals>(
  Object.entries(constants.signals)
    .reverse()
    .map(([name, number]) => [number, name as NodeJS.Signals]),
);

class ForkServer {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffered = "";
  dead: string | undefined;

  constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding("latin1");
    child.stdout!.on("data", (text: string) => this.read(text));
    child.stdin!.on("error", () => undefined);
    child.on("error", (error) => this.die(`the fork server failed: ${error.message}`));
    child.on("exit", (code, signal) => this.die(`the fork server ended (${signal ?? `exit ${code}`})`));
    this.idle();
  }

  launch(argv: string[], env: NodeJS.ProcessEnv, cwd: string, slots: Slot[]): Promise<ServedLaunch> {
    if (this.dead) return Promise.reject(new Error(this.dead));
    const id = this.nextId++;
    const fields = [String(id), cwd, String(slots.length)];
    for (const slot of slots) fields.push(slot === "gate" ? "g" : slot === "closed" ? "-" : `${slot.mode}/proc/${process.pid}/fd/${slot.fd}`);
    const envList = Object.entries(env).flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${value}`]));
    fields.push(String(envList.length), ...envList, String(argv.length), ...argv);
    if (fields.some((text) => text.includes("\0"))) return Promise.reject(new Error("an argument or environment value holds a NUL byte"));
    const payload = Buffer.from(fields.join("\0") + "\0");
    const gated = slots.includes("gate");
    let sayReady!: () => void;
    const ready = new Promise<void>((resolve) => (sayReady = resolve));
    let exited!: Pending["exited"];
    const exit = new Promise<ServedExit>((resolve, reject) => (exited = { resolve, reject }));
    exit.catch(() => undefined);
    return new Promise<{ pid: number; fewerLayers: number }>((resolve, reject) => {
      this.pending.set(id, { started: { resolve, reject }, ready: sayReady, exited });
      this.busy();
      this.child.stdin!.write(Buffer.concat([Buffer.from(`L${payload.length}\n`), payload]));
    }).then(({ pid, fewerLayers }) => {
      if (!gated) sayReady();
      return { pid, fewerLayers, ready, exit, go: () => this.send("G", String(id)) };
    });
  }

  private send(type: string, payload: string): void {
    if (!this.dead) this.child.stdin!.write(`${type}${Buffer.byteLength(payload)}\n${payload}`);
  }

  private read(text: string): void {
    this.buffered += text;
    let newline: number;
    while ((newline = this.buffered.indexOf("\n")) >= 0) {
      const [kind, idText, ...rest] = this.buffered.slice(0, newline).split(" ");
      this.buffered = this.buffered.slice(newline + 1);
      const id = Number(idText);
      const run = this.pending.get(id);
      if (!run) continue;
      if (kind === "S") run.started.resolve({ pid: Number(rest[0]), fewerLayers: Number(rest[1]) || 0 });
      else if (kind === "F") {
        this.finish(id);
        const error = Object.assign(new Error(`the fork server could not start the launch: ${rest.slice(1).join(" ")} (errno ${rest[0]})`), { errno: Number(rest[0]) });
        run.started.reject(error);
        run.exited.reject(error);
      } else if (kind === "R") run.ready();
      else if (kind === "X") {
        this.finish(id);
        const [code, signal] = [Number(rest[0]), Number(rest[1])];
        run.ready();
        run.exited.resolve({ code: code >= 0 ? code : null, signal: signal > 0 ? (signalNames.get(signal) ?? null) : null, wallMs: Number(rest[4]) / 1000 });
      }
    }
  }

  private finish(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.idle();
  }

  // While a launch is under way the server's pipe keeps the judge alive; idle, it lets the judge end (and the server
  // then reads EOF and ends too).
  private busy(): void {
    this.child.ref();
    (this.child.stdout as unknown as { ref(): void }).ref();
  }

  private idle(): void {
    this.child.unref();
    (this.child.stdout as unknown as { unref(): void }).unref();
    (this.child.stdin as unknown as { unref?(): void }).unref?.();
  }

  /** Ends the server (EOF on its stdin: it kills what still runs and exits) and keeps the judge until it is reaped. */
  close(): void {
    if (this.dead) return;
    this.child.ref();
    this.child.stdin!.end();
  }

  private die(why: string): void {
    if (this.dead) return;
    this.dead = why;
    const error = new Error(why);
    for (const run of this.pending.values()) {
      run.started.reject(error);
      run.exited.reject(error);
    }
    this.pending.clear();
  }
}

const servers = new Map<string, ForkServer>();

// When the judge has nothing left to do, it ends its servers and waits for them: none outlives the command, and their
// CPU (with every launch's, which they reaped) counts in the judge's own, as a spawned launch's did.
process.on("beforeExit", () => {
  for (const server of servers.values()) server.close();
});
let note = "";

/** The fork server of this launcher binary (started on first use), or undefined with the reason in forkServerNote. */
export function forkServer(launcherPath: string, initFirst = process.env[INIT_FIRST_ENV] !== "off"): ForkServer | undefined {
  if (process.env[FORK_SERVER_ENV] === "off") {
    note = `each case started from the judge itself: ${FORK_SERVER_ENV}=off`;
    return undefined;
  }
  const key = `${launcherPath}${initFirst ? "" : "\0no-init-first"}`;
  const known = servers.get(key);
  if (known && !known.dead) return known;
  if (known?.dead) {
    note = `each case started from the judge itself: ${known.dead}`;
    return undefined;
  }
  // Detached: a Ctrl-C reaches the judge, which kills each launch's group itself; the server ends on the judge's exit.
  const env = initFirst ? {} : { [INIT_FIRST_ENV]: "off" };
  const child = spawn(launcherPath, ["--serve", String(process.pid)], { stdio: ["pipe", "pipe", "inherit"], detached: true, env });
  const server = new ForkServer(child);
  servers.set(key, server);
  note = "launches: the launcher's fork server (one fork of a small process per case)";
  return server;
}

/** One line for the verbose output: how this judge process starts its sandboxed runs, and why. */
export function forkServerNote(): string {
  return note || "launches: each case started from the judge itself (no compiled launcher at the namespaces level)";
}

/** Why launches are spawned one by one although the compiled launcher runs (turned off, or a server that died), if so. */
export function forkServerOff(): string | undefined {
  if (process.env[FORK_SERVER_ENV] === "off") return `${FORK_SERVER_ENV}=off`;
  return [...servers.values()].find((server) => server.dead)?.dead;
}

export type { ForkServer };
