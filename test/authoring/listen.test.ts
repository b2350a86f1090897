import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startCompanionServer, type CompanionServer } from "../../src/companion/companion-server";
import { UserError } from "../../src/errors";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { scaffoldProblem } from "../../src/scaffold/scaffold-problem";
import { inProject, makeTempProject, runCommand, snapshot, tempProjectPerTest } from "./helpers/temp-project";

// What Competitive Companion sends for https://codeforces.com/problemset/problem/954/G (its README's example).
const castleDefense = {
  name: "G. Castle Defense",
  group: "Educational Codeforces Round 40 (Rated for Div. 2)",
  url: "https://codeforces.com/problemset/problem/954/G",
  interactive: false,
  memoryLimit: 256,
  timeLimit: 1500,
  testType: "single",
  input: { type: "stdin" },
  output: { type: "stdout" },
  languages: { java: { mainClass: "Main", taskClass: "GCastleDefense" } },
  batch: { id: "0c4b2a8e-7f4c-4a51-9d6b-3c1c4e7d9f10", size: 1 },
  tests: [
    { input: "5 0 6\n5 4 3 4 9\n", output: "5\n" },
    // Bytes that must survive as they are: CRLF line ends and no final newline.
    { input: "4 2 0\r\n1 2 3 4", output: "6\r\n" },
  ],
};

const post = (url: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body), signal: AbortSignal.timeout(10_000) });

describe("the Competitive Companion receiver", () => {
  let project: ReturnType<typeof makeTempProject>;
  let receiver: CompanionServer | undefined;
  const lines: string[] = [];
  beforeEach(() => {
    project = makeTempProject();
    lines.length = 0;
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    project.remove();
  });
  // Every request is handled while STONEBENCH_ROOT points at the temp project.
  const withReceiver = (body: (url: string) => Promise<void>) =>
    inProject(project.root, async () => {
      receiver = await startCompanionServer({ port: 0, log: (line) => lines.push(line) });
      await body(receiver.url);
    });

  it("listens on 127.0.0.1 only", async () => {
    await withReceiver(async () => {
      expect(receiver!.server.address()).toMatchObject({ address: "127.0.0.1" });
    });
  });

  it("creates the problem with its limits, and its tests as cases byte for byte", async () => {
    await withReceiver(async (url) => {
      const response = await post(url, castleDefense);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "created", id: "cf954g", cases: ["01-sample", "02-sample"] });
      const config = parseProblemConfig(readFileSync(join(project.root, "problems/cf954g/problem.yaml"), "utf8"), "problem.yaml");
      expect(config).toMatchObject({ title: "G. Castle Defense", timeLimitMs: 1500, memoryLimitMiB: 256, source: castleDefense.url });
      expect(existsSync(join(project.root, "solutions/cf954g/main.ts"))).toBe(true);
      expect(readFileSync(join(project.root, "problems/cf954g/statement.md"), "utf8")).toContain("5 4 3 4 9");
      const cases = join(project.root, "cases/cf954g");
      expect(readdirSync(cases).sort()).toEqual(["01-sample.in", "01-sample.out", "02-sample.in", "02-sample.out"]);
      expect(readFileSync(join(cases, "01-sample.in"))).toEqual(Buffer.from(castleDefense.tests[0]!.input));
      expect(readFileSync(join(cases, "02-sample.in"))).toEqual(Buffer.from("4 2 0\r\n1 2 3 4"));
      expect(readFileSync(join(cases, "02-sample.out"))).toEqual(Buffer.from("6\r\n"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('received "G. Castle Defense"');
      expect(lines[0]).toContain("→ cf954g: created with 2 samples, 1500 ms, 256 MiB; checker tokens, as on Codeforces (from the source URL)");
      // No placeholder validator, generator or brute force: a Companion problem has only what is real.
      expect(readdirSync(join(project.root, "problems/cf954g")).sort()).toEqual(["problem.yaml", "statement.md"]);
      expect(readdirSync(join(project.root, "solutions/cf954g"))).toEqual(["main.ts"]);
    });
  });

  it("picks a fresh id on a collision, says so, and leaves the existing problem alone", async () => {
    await withReceiver(async (url) => {
      scaffoldProblem({ id: "hdu2516", title: "Mine" });
      const before = snapshot(project.root);
      const response = await post(url, { ...castleDefense, name: "取石子游戏", url: "https://acm.hdu.edu.cn/showproblem.php?pid=2516", timeLimit: 2000, memoryLimit: 32 });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { id: string; takenId: string; message: string };
      expect(body).toMatchObject({ id: "hdu2516-2", takenId: "hdu2516" });
      expect(body.message).toContain("hdu2516 already exists");
      expect(lines[0]).toContain("hdu2516 was taken by another problem, so it is hdu2516-2");
      for (const [path, bytes] of before) expect(readFileSync(join(project.root, path))).toEqual(bytes);
      expect(existsSync(join(project.root, "cases/hdu2516-2/01-sample.in"))).toBe(true);
    });
  });

  // Payloads in the extension's shape, one per judge (names, groups and limits as its parsers report them).
  const task = (url: string, name: string, group: string, extra: Partial<typeof castleDefense> = {}) => ({
    ...castleDefense,
    name,
    group,
    url,
    memoryLimit: 256,
    timeLimit: 1000,
    languages: { java: { mainClass: "Main", taskClass: "Task" } },
    batch: { id: `batch-${name}`, size: 1 },
    tests: [{ input: "1 2\n", output: "3\n" }],
    ...extra,
  });
  it.each([
    ["https://codeforces.com/contest/4/problem/A", "A. Watermelon", "Codeforces Beta Round 4 (Div. 2 Only)", "cf4a", "tokens"],
    ["https://atcoder.jp/contests/abc300/tasks/abc300_a", "A - N-choice question", "AtCoder Beginner Contest 300", "atcoder-abc300-a", "tokens"],
    ["https://open.kattis.com/problems/hello", "Hello World!", "Kattis", "kattis-hello", "kattis"],
    ["https://cses.fi/problemset/task/1068", "Weird Algorithm", "CSES - CSES Problem Set", "cses1068", "tokens"],
    ["https://www.spoj.com/problems/TEST/", "Life, the Universe, and Everything", "SPOJ - Classical", "spoj-test", "tokens"],
    ["https://www.luogu.com.cn/problem/P1001", "P1001 A+B Problem", "Luogu", "luogu-p1001", "tokens"],
    ["https://acm.hdu.edu.cn/showproblem.php?pid=2516", "取石子游戏", "HDU Online Judge", "hdu2516", "hdu"],
    ["http://poj.org/problem?id=1067", "取石子游戏", "POJ", "poj1067", "hdu"],
    ["https://www.codechef.com/problems/FLOW001", "Add Two Numbers", "CodeChef - Practice", "codechef-flow001", "tokens"],
    ["https://www.codechef.com/START100A/problems/MAXIMISE", "Maximise", "CodeChef - Starters 100", "codechef-maximise", "tokens"],
    ["https://dmoj.ca/problem/aplusb", "A Plus B", "DMOJ", "dmoj-aplusb", "tokens"],
    ["https://www.acmicpc.net/problem/1000", "A+B", "Baekjoon Online Judge", "boj1000", "tokens"],
    ["https://vjudge.net/problem/HDU-2516", "取石子游戏", "Virtual Judge - HDU", "hdu2516", "hdu"],
    ["https://vjudge.net/problem/CodeForces-4A/origin", "Watermelon", "Virtual Judge - CodeForces", "cf4a", "tokens"],
    ["https://example-judge.org/task/17", "Some Task", "Example", "some-task", "tokens"],
  ])("%s becomes %s with the judge's comparison", async (url, name, group, id, checker) => {
    await withReceiver(async (receiverUrl) => {
      const response = await post(receiverUrl, task(url, name, group));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, checker });
      const config = parseProblemConfig(readFileSync(join(project.root, "problems", id, "problem.yaml"), "utf8"), "problem.yaml");
      expect(config.checker).toBe(checker);
    });
  });

  it("a task received again changes nothing and says what differs; with update it adds only the new samples", async () => {
    await withReceiver(async (url) => {
      const first = task("https://codeforces.com/contest/4/problem/A", "A. Watermelon", "Codeforces Beta Round 4 (Div. 2 Only)", { tests: [{ input: "8\n", output: "YES\n" }] });
      expect((await post(url, first)).status).toBe(200);
      const before = snapshot(project.root);
      const more = { ...first, tests: [{ input: "8\n", output: "YES\n" }, { input: "2\n", output: "NO\n" }, { input: "2\n", output: "NO\n" }] };
      const again = await post(url, more);
      expect(await again.json()).toMatchObject({ status: "differs", id: "cf4a", differs: ["1 new sample"], added: [] });
      expect(lines[1]).toBe('received "A. Watermelon" (Codeforces Beta Round 4 (Div. 2 Only)) → cf4a: received before; nothing was changed');
      expect(lines).toContain("  differs: 1 new sample");
      expect(snapshot(project.root)).toEqual(before);
      expect(existsSync(join(project.root, "problems/cf4a-2"))).toBe(false);
    });
    await receiver?.close();
    receiver = undefined;
    await inProject(project.root, async () => {
      receiver = await startCompanionServer({ port: 0, log: (line) => lines.push(line), update: true });
      const first = task("https://codeforces.com/contest/4/problem/A", "A. Watermelon", "Codeforces Beta Round 4 (Div. 2 Only)", { tests: [{ input: "8\n", output: "YES\n" }, { input: "2\n", output: "NO\n" }, { input: "2\n", output: "NO\n" }] });
      const updated = await post(receiver.url, first);
      expect(await updated.json()).toMatchObject({ status: "updated", id: "cf4a", added: ["02-sample"] });
      expect(readdirSync(join(project.root, "cases/cf4a")).sort()).toEqual(["01-sample.in", "01-sample.out", "02-sample.in", "02-sample.out"]);
      const third = await post(receiver.url, first);
      expect(await third.json()).toMatchObject({ status: "unchanged", id: "cf4a", added: [] });
      expect(readdirSync(join(project.root, "cases/cf4a"))).toHaveLength(4);
    });
  });

  it("refuses the CORS preflight, and never answers Access-Control-Allow-Origin", async () => {
    await withReceiver(async (url) => {
      const response = await fetch(url, {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-methods")).toBeNull();
      const ok = await post(url, castleDefense);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  it("answers 400 to bad JSON and to missing fields, and writes nothing", async () => {
    await withReceiver(async (url) => {
      const broken = await post(url, '{"name": "G. Castle Defense", "tests": [');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { error: string }).error).toContain("not JSON");
      const { tests: _tests, ...noTests } = castleDefense;
      const missing = await post(url, noTests);
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error: string }).error).toContain('"tests"');
      const badLimit = await post(url, { ...castleDefense, timeLimit: "1s" });
      expect(badLimit.status).toBe(400);
      expect(((await badLimit.json()) as { error: string }).error).toContain('"timeLimit"');
      expect(snapshot(project.root).size).toBe(0);
      expect(readdirSync(join(project.root, "problems"))).toEqual([]);
    });
  });

  it("creates an interactive task as an interactive problem with a scaffolded interactor that replays the samples", async () => {
    await withReceiver(async (url) => {
      const response = await post(url, { ...castleDefense, interactive: true });
      expect(response.status).toBe(200);
      const dir = join(project.root, "problems", "cf954g");
      const config = parseProblemConfig(readFileSync(join(dir, "problem.yaml"), "utf8"), "problem.yaml");
      expect(config.interactive).toBe(true);
      expect(config.timeLimitMs).toBe(1500);
      const interactor = readFileSync(join(dir, "interactor.ts"), "utf8");
      expect(interactor).toContain("io.send(line)");
      expect(interactor).toContain("TODO");
      expect(readdirSync(join(project.root, "cases", "cf954g")).sort()).toEqual(["01-sample.in", "01-sample.out", "02-sample.in", "02-sample.out"]);
    });
  });

  it("takes a contest's problems one after another, each under its own id", async () => {
    await withReceiver(async (url) => {
      const tasks = ["A", "B", "C"].map((letter) => ({ ...castleDefense, name: `${letter}. Task`, url: `https://codeforces.com/contest/1234/problem/${letter}`, batch: { id: "b", size: 3 } }));
      const responses = await Promise.all(tasks.map((task) => post(url, task)));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(readdirSync(join(project.root, "problems")).sort()).toEqual(["cf1234a", "cf1234b", "cf1234c"]);
    });
  });

  it("refuses a port that is in use with a UserError that names the port and --port", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const attempt = startCompanionServer({ port, log: () => undefined });
      await expect(attempt).rejects.toBeInstanceOf(UserError);
      await expect(attempt).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
      await expect(attempt.catch((error: UserError) => error.hint)).resolves.toContain("--port");
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

describe("npm run listen", () => {
  const project = tempProjectPerTest();

  const freePort = async (): Promise<number> => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  };

  it("serves until stopped, creating a problem from a POST, and exits 0", async () => {
    const port = await freePort();
    let ready: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (ready = resolve));
    const command = runCommand("listen", ["--port", String(port)], {
      root: project.root,
      cacheDir: project.cacheDir,
      timeoutMs: 30_000,
      onStdout: (text) => text.includes("Listening") && ready(),
    });
    await Promise.race([listening, command]);
    const response = await post(`http://127.0.0.1:${port}/`, castleDefense);
    expect(response.status).toBe(200);
    command.kill();
    const result = await command;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`http://127.0.0.1:${port}/`);
    expect(result.stdout).toContain("→ cf954g");
    expect(existsSync(join(project.root, "cases/cf954g/01-sample.in"))).toBe(true);
  });

  it("exits 2 with a one-line error when the port is in use", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await runCommand("listen", ["--port", String(port)], { root: project.root, cacheDir: project.cacheDir });
      expect(result.code).toBe(2);
      expect(result.stderr.split("\n")[0]).toBe(`error: Port ${port} on 127.0.0.1 is already in use (another npm run listen, or a tool such as Caide, CP Editor or cph)`);
      expect(result.stderr).toContain("npm run listen -- --port");
      expect(result.stderr).not.toContain("    at ");
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
