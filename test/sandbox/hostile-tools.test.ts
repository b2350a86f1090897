import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSandbox, type SandboxLevel } from "../../src/sandbox/sandbox-level";
import { hostileHarness } from "../helpers/hostile-harness";
import { cleanEnv, repoRoot } from "../helpers/cli";

// A problem's own tools (validate.ts, gen.ts, cases.ts, game.ts) are code too: they run in the sandboxed tool host, never in
// the judge's process. Each attack here is made by a tool through a real command (validate, stress, make-cases, explore); each
// test checks the side effect itself (no file, nothing received, the victim alive, the command finished on its own).
const fixtures = join(repoRoot, "test/fixtures/no-typecheck/hostile-tools");
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox/hostile-tools: namespaces unavailable here (${detectSandbox().reason}); their tests are skipped`);

// A victim of this run only (996.<pid, 7 digits> seconds, so no pid is a prefix of another): a second suite beside it starts its own, which is not ours to find.
const VICTIM_SECONDS = `996.${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-tools", `sleep ${VICTIM_SECONDS}`);

type Tool = "validate" | "gen" | "cases" | "game";
interface Ran {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  root: string;
}

/** A project whose problem "echo" has only the attacking tool (and a trivial solution), and the command that runs it. */
async function runTool(level: SandboxLevel, tool: Tool, attack: object, extraEnv: Record<string, string> = {}): Promise<Ran> {
  const root = scratch("stonebench-hostile-tools-project-");
  const problem = join(root, "problems/echo");
  mkdirSync(problem, { recursive: true });
  mkdirSync(join(root, "cases/echo"), { recursive: true });
  mkdirSync(join(root, "solutions/echo"), { recursive: true });
  writeFileSync(join(problem, "problem.yaml"), "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n");
  writeFileSync(join(problem, "statement.md"), "# Echo\n");
  for (const file of ["attack.ts", `${tool}.ts`]) cpSync(join(fixtures, file), join(problem, file));
  // "PROJECT" in an attack's path stands for this project's root.
  const attackText = JSON.stringify(attack).replaceAll("PROJECT", root);
  writeFileSync(join(problem, "params.ts"), `import type { Attack } from "./attack";\nexport const params: Attack = ${attackText};\n`);
  const echo = 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0, "utf8"));\n';
  writeFileSync(join(root, "solutions/echo/main.ts"), echo);
  writeFileSync(join(root, "solutions/echo/brute.ts"), echo);
  const inputFile = join(root, "attack.txt");
  writeFileSync(inputFile, `${attackText}\n`);
  const command =
    tool === "validate"
      ? ["validate", "echo", "--in", inputFile]
      : tool === "gen"
        ? ["stress", "echo", "--count", "20", "--seed", "1"]
        : tool === "cases"
          ? ["make-cases", "echo"]
          : ["explore", "echo"];
  const env = cleanEnv({ STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_SANDBOX: level, ...extraEnv });
  const child: ChildProcess = spawn("node", [join(repoRoot, "scripts/launch.cjs"), ...command], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timeout = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const [exitCode, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once("exit", (code, sig) => resolve([code, sig])));
  clearTimeout(timeout);
  return { exitCode, signal, stdout, stderr, root };
}

/** The command ended by itself (not killed), whatever it concluded, after the tool really made its attack (and saw `saw`). */
function expectFinished(ran: Ran, attack?: string, saw?: string): void {
  if (attack) expect(ran.stderr, ran.stdout).toMatch(new RegExp(`tool: attack running: ${attack}`));
  if (attack && saw) expect(ran.stderr, ran.stdout).toMatch(new RegExp(`tool: attack ran: ${attack}: ${saw}`));
  expect(ran.signal, ran.stderr).toBeNull();
  expect([0, 1, 2], `${ran.stdout}\n${ran.stderr}`).toContain(ran.exitCode);
  expect(ran.stderr).not.toMatch(/Debugger listening/);
}

const TOOLS: Tool[] = ["validate", "gen", "cases", "game"];

describe.each([
  ["namespaces", !namespaces],
  ["permission-model", false],
] as const)("hostile problem tools at the %s level", (level, skip) => {
  const test = it.skipIf(skip);
  const onlyNamespaces = it.skipIf(skip || level !== "namespaces");

  test.each(TOOLS)("%s.ts cannot write a file into the project", async (tool) => {
    const ran = await runTool(level, tool, { kind: "write-file", path: "PROJECT/pwned" });
    expectFinished(ran, "write-file", "refused");
    expect(existsSync(join(ran.root, "pwned"))).toBe(false);
  });

  test.each(TOOLS)("%s.ts cannot start a process", async (tool) => {
    const ran = await runTool(level, tool, { kind: "spawn", path: "PROJECT/spawned" });
    expectFinished(ran, "spawn", "refused");
    expect(existsSync(join(ran.root, "spawned"))).toBe(false);
  });

  test("validate.ts cannot read a file outside its bundle", async () => {
    const secretDir = scratch("stonebench-hostile-tools-secret-");
    writeFileSync(join(secretDir, "id_rsa"), "THE-SECRET-KEY\n");
    const ran = await runTool(level, "validate", { kind: "read-secret", path: join(secretDir, "id_rsa") });
    expectFinished(ran, "read-secret", "refused");
    expect(ran.stdout + ran.stderr).not.toContain("THE-SECRET-KEY");
    expect(ran.stdout + ran.stderr).toMatch(/attack: refused/);
  });

  test("SIGUSR1 to its parent opens no inspector anywhere", async () => {
    const ran = await runTool(level, "validate", { kind: "sigusr1-parent" });
    // Namespaces: the parent is the box's init; otherwise the command. Each ignores it: no inspector anywhere, and the
    // validator's own answer stands (it calls every input invalid: exit 1, naming what the attack saw).
    expectFinished(ran, "sigusr1-parent");
    expect(ran.stderr).toMatch(/attack\.txt:1: attack: signalled \d+/);
    expect(ran.exitCode).toBe(1);
  });

  test("a validator that never returns is stopped with a clear error, and its process goes", async () => {
    const ran = await runTool(level, "validate", { kind: "loop" }, { STONEBENCH_TOOL_ANSWER_MS: "2000" });
    expectFinished(ran, "loop");
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/said nothing about "parse" for 2 s/);
  });

  test("a tool that fills its heap gets one line saying so, not Node's report and V8's native stack", async () => {
    const ran = await runTool(level, "game", { kind: "fill-heap" }, { STONEBENCH_TOOL_HEAP_MIB: "64" });
    expectFinished(ran, "fill-heap");
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/ran out of memory: its JavaScript heap reached the 64 MiB limit/);
    expect(ran.stderr).not.toMatch(/Native stack trace|v8::internal|Last few GCs|FATAL ERROR/);
  });

  test("forged progress frames do not keep a request alive past the limit", async () => {
    const started = Date.now();
    const ran = await runTool(level, "validate", { kind: "forge-progress" }, { STONEBENCH_TOOL_ANSWER_MS: "2000" });
    expectFinished(ran, "forge-progress");
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/said nothing about "parse" for 2 s/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test("an exploration that reports progress forever is stopped at the hard deadline", async () => {
    const started = Date.now();
    // An answer limit (5 s) that a loaded machine's pauses between progress reports never reach; the deadline short.
    const ran = await runTool(level, "game", { kind: "progress-forever" }, { STONEBENCH_TOOL_ANSWER_MS: "5000", STONEBENCH_TOOL_DEADLINE_MS: "9000" });
    expectFinished(ran, "progress-forever");
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/did not finish "explore" within 9 s, however much it reported/);
    // Not before the deadline (progress kept it alive past many answer limits), and not long after.
    expect(Date.now() - started).toBeGreaterThan(9_000);
    expect(Date.now() - started).toBeLessThan(45_000);
  });

  test("escape sequences in what a tool returns reach the terminal only as visible characters", async () => {
    const ran = await runTool(level, "validate", { kind: "escape-message" });
    expectFinished(ran, "escape-message");
    expect(ran.stdout + ran.stderr).toContain("␛]52;c;cHduZWQ=␇␛[2K␍ALL AC");
    expect(ran.stdout + ran.stderr).not.toContain("\u001b");
  });

  test("a case recipe whose name leaves cases/<id>/ is refused, and nothing is written anywhere", async () => {
    const ran = await runTool(level, "cases", { kind: "recipe-name", path: "../../../outside" });
    expectFinished(ran);
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/the case recipe name "\.\.\/\.\.\/\.\.\/outside" is not a plain file name/);
    expect(existsSync(join(ran.root, "..", "outside.in"))).toBe(false);
    expect(existsSync(join(ran.root, "cases", "echo", "01-attack.in"))).toBe(false);
  });

  test("a generator whose maxInstancesPerFile is not a whole number ≥ 1 is refused, not looped on", async () => {
    const ran = await runTool(level, "gen", { kind: "max-nan" });
    expectFinished(ran);
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/maxInstancesPerFile is NaN, not a whole number ≥ 1/);
  });

  test("the command says once when its tools run under a weaker sandbox than namespaces, and never otherwise", async () => {
    const ran = await runTool(level, "gen", { kind: "write-file", path: "PROJECT/pwned" });
    const notes = ran.stderr.split("\n").filter((line) => line.startsWith("note: problem tools run"));
    expect(notes).toHaveLength(level === "namespaces" ? 0 : 1);
    if (level !== "namespaces") expect(notes[0]).toMatch(/under Node's permission model only .*: they can still signal your processes and use the network/);
  });

  test("a forged answer frame on the host's pipe is refused, not buffered", async () => {
    const ran = await runTool(level, "validate", { kind: "forge-frame" });
    expectFinished(ran);
    expect(ran.exitCode).toBe(2);
    expect(ran.stderr).toMatch(/sent a bad answer: a message of 4294967295 bytes/);
  });

  onlyNamespaces.each(TOOLS)("%s.ts reaches no TCP listener on 127.0.0.1", async (tool) => {
    let received = 0;
    const server = createServer((socket) => {
      received++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const ran = await runTool(level, tool, { kind: "tcp", port: (server.address() as { port: number }).port });
      expectFinished(ran, "tcp");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toBe(0);
    } finally {
      server.close();
    }
  });

  onlyNamespaces.each(TOOLS)("%s.ts cannot kill a process of the user", async (tool) => {
    const victim = spawn("sleep", [VICTIM_SECONDS], { stdio: "ignore" });
    try {
      const ran = await runTool(level, tool, { kind: "kill-victim", pid: victim.pid });
      expectFinished(ran, "kill-victim", "refused");
      expect(victim.exitCode).toBeNull();
      expect(victim.signalCode).toBeNull();
    } finally {
      victim.kill("SIGKILL");
    }
  });

  onlyNamespaces("validate.ts cannot kill the command that runs it", async () => {
    const ran = await runTool(level, "validate", { kind: "kill-parent" });
    // Its parent in its own PID namespace is nothing (ppid 0): the kill reaches only its own process group, itself.
    expectFinished(ran, "kill-parent");
  });

  onlyNamespaces("validate.ts cannot leave a socket file in the project", async () => {
    const ran = await runTool(level, "validate", { kind: "socket-file", path: "PROJECT/sock" });
    expectFinished(ran, "socket-file");
    expect(existsSync(join(ran.root, "sock"))).toBe(false);
  });
});

// The control: the same attacks, with the sandbox turned off, do what they try, so the checks above can fail.
describe("hostile problem tools with the sandbox off (the control)", () => {
  it.each(TOOLS)("%s.ts writes its file when nothing stops it", async (tool) => {
    const ran = await runTool("off", tool, { kind: "write-file", path: "PROJECT/pwned" });
    expectFinished(ran, "write-file", "wrote");
    expect(existsSync(join(ran.root, "pwned"))).toBe(true);
  });
});
