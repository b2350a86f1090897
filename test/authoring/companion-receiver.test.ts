import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startCompanionServer, type CompanionServer } from "../../src/companion/companion-server";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { chromeCompanionHeaders, companionTasks, freePort, rawRequest, sendAsCompanion } from "./helpers/companion-payloads";
import { makeTempProject, runCommand, snapshot, tempProjectPerTest } from "./helpers/temp-project";

// The receiver takes only what Competitive Companion sends, and changes an existing problem only when asked.
// Real payloads (test/fixtures/companion) through the real command, and each attack as a real HTTP request.

const [codeforces118a] = companionTasks("codeforces-problem-normal.json");
const codeforcesContest = companionTasks("codeforces-contest-normal.json");

/** Starts `npm run listen` on a free port; returns the port, its output so far, and how to stop it. */
async function listen(project: { root: string; cacheDir: string }, args: string[] = []) {
  const port = await freePort();
  let out = "";
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const command = runCommand("listen", ["--port", String(port), ...args], {
    root: project.root,
    cacheDir: project.cacheDir,
    timeoutMs: 170_000,
    onStdout: (text) => {
      out = text;
      if (text.includes("Listening")) ready();
    },
  });
  await Promise.race([listening, command]);
  return {
    port,
    output: () => out,
    stop: async () => {
      command.kill();
      return command;
    },
  };
}

describe("npm run listen refuses what a web page sends, and a re-send changes nothing", { timeout: 180_000 }, () => {
  const project = tempProjectPerTest();

  it("the issue's attack: a page posts an existing problem's URL with a wrong sample as text/plain; refused, nothing changes", async () => {
    const receiver = await listen(project);
    try {
      const created = await sendAsCompanion(receiver.port, codeforces118a);
      expect(created.status, created.body).toBe(200);
      const before = snapshot(project.root);
      const wrong = JSON.stringify({ ...codeforces118a, tests: [{ input: "tour\n", output: "WRONG\n" }, { input: "x\n", output: "evil\n" }] });
      const page = { Host: `localhost:${receiver.port}`, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "empty" };
      // 1. The simple request a browser sends without asking: text/plain.
      const simple = await rawRequest(receiver.port, { headers: { ...page, "Content-Type": "text/plain;charset=UTF-8" }, body: wrong });
      expect(simple.status).toBe(403);
      expect(JSON.parse(simple.body).error).toContain("Origin https://evil.example is a web page");
      // 2. The preflight a page needs for application/json: refused, so its browser never sends the POST.
      const preflight = await rawRequest(receiver.port, { method: "OPTIONS", headers: { ...page, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" } });
      expect(preflight.status).toBe(403);
      // 3. And were the POST sent anyway: the page's Origin gives it away.
      const json = await rawRequest(receiver.port, { headers: { ...page, "Content-Type": "application/json" }, body: wrong });
      expect(json.status).toBe(403);
      expect(JSON.parse(json.body).error).toContain("Origin https://evil.example is a web page");
      // 4. A page whose DNS name now points at 127.0.0.1 is same-origin: its Host header names it.
      const rebound = await rawRequest(receiver.port, { headers: { Host: `evil.example:${receiver.port}`, Origin: `http://evil.example:${receiver.port}`, "Content-Type": "application/json" }, body: wrong });
      expect(rebound.status).toBe(403);
      expect(JSON.parse(rebound.body).error).toContain('Host "evil.example:');
      // 5. A sandboxed iframe or a file:// page sends Origin: null, and only simple requests.
      const sandboxed = await rawRequest(receiver.port, { headers: { Host: `localhost:${receiver.port}`, Origin: "null", "Content-Type": "text/plain;charset=UTF-8" }, body: wrong });
      expect(sandboxed.status).toBe(415);
      expect(JSON.parse(sandboxed.body).error).toContain("Competitive Companion sends application/json");
      for (const response of [simple, preflight, json, rebound, sandboxed]) {
        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        expect(Object.keys(response.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
      }
      // 6. Even from the extension itself, a re-send with another sample changes no case: it says what differs.
      const resent = await sendAsCompanion(receiver.port, JSON.parse(wrong));
      expect(resent.status).toBe(200);
      expect(JSON.parse(resent.body)).toMatchObject({ status: "differs", id: "cf118a" });
      expect(snapshot(project.root)).toEqual(before);
      const result = await receiver.stop();
      expect(result.code).toBe(0);
      const log = result.stdout;
      expect(log).toMatch(/refused a request \(HTTP 403, Origin https:\/\/evil\.example\): Origin https:\/\/evil\.example is a web page.*; nothing was written/);
      expect(log).toMatch(/refused a request \(HTTP 415, Origin null\): Content-Type "text\/plain;charset=UTF-8": Competitive Companion sends application\/json .*; nothing was written/);
      expect(log).toMatch(/refused a request \(HTTP 403, Origin https:\/\/evil\.example\): a CORS preflight/);
      expect(log).toContain("differs: sample 1: the same input as cases/cf118a/01-sample.in, another output");
      expect(log).toContain("differs: 1 new sample");
      expect(log).not.toContain("Access-Control");
    } finally {
      await receiver.stop();
    }
  });

  it("takes Competitive Companion's requests as Chrome, Firefox and a local tool send them", async () => {
    const receiver = await listen(project);
    try {
      const [a, b, c] = codeforcesContest;
      const body = (task: unknown) => JSON.stringify(task);
      expect((await sendAsCompanion(receiver.port, a)).status).toBe(200);
      // Firefox sends Origin: null from an extension's background since version 85.
      const firefox = await rawRequest(receiver.port, { headers: { Host: `localhost:${receiver.port}`, Origin: "null", "Content-Type": "application/json" }, body: body(b) });
      expect(firefox.status, firefox.body).toBe(200);
      // curl -H 'Content-Type: application/json' --data @task.json http://localhost:10043/
      const curl = await rawRequest(receiver.port, { headers: { Host: `127.0.0.1:${receiver.port}`, "Content-Type": "application/json; charset=utf-8" }, body: body(c) });
      expect(curl.status, curl.body).toBe(200);
      const moz = await rawRequest(receiver.port, { headers: { ...chromeCompanionHeaders(receiver.port, body(codeforcesContest[3])), Origin: "moz-extension://0f0c3a6e-6a4b-4a0e-9d3c-1b2a3c4d5e6f" }, body: body(codeforcesContest[3]) });
      expect(moz.status, moz.body).toBe(200);
    } finally {
      await receiver.stop();
    }
    expect(snapshot(project.root).has("problems/cf118d/problem.yaml")).toBe(true);
  });
});

describe("npm run listen survives hostile JSON", { timeout: 180_000 }, () => {
  const project = tempProjectPerTest();

  // A cloned project's FIFO named problem.yaml blocked the receiver for good at the next request: its check of the
  // problems it has (is this one a re-send?) read each problem.yaml with a blocking read, and Ctrl-C no longer reached
  // it (found by an attack, 2026-11-29). Each is now opened without blocking, and read only when a plain file.
  it("a FIFO named problem.yaml, and a FIFO sample, in other problems: the receiver answers, and judge names the FIFO", async () => {
    mkdirSync(join(project.root, "problems/evilfifo"), { recursive: true });
    execFileSync("mkfifo", [join(project.root, "problems/evilfifo/problem.yaml")]);
    const receiver = await listen(project);
    try {
      expect((await sendAsCompanion(receiver.port, codeforces118a)).status).toBe(200);
      const id = readdirSync(join(project.root, "problems")).find((name) => name !== "evilfifo")!;
      rmSync(join(project.root, "cases", id, "01-sample.in"));
      execFileSync("mkfifo", [join(project.root, "cases", id, "01-sample.in")]);
      // The same problem in another round: compared by its samples, one of which is now a FIFO (so they differ).
      const div1 = { ...codeforces118a, name: "C. String Task", url: "https://codeforces.com/contest/117/problem/C", group: "Codeforces - Codeforces Beta Round 89 (Div. 1)" };
      expect(JSON.parse((await sendAsCompanion(receiver.port, div1)).body)).toMatchObject({ status: "created", id: "cf117c" });
    } finally {
      await receiver.stop();
    }
    const judged = await runCommand("judge", ["evilfifo"], { root: project.root, cacheDir: project.cacheDir, timeoutMs: 60_000 });
    expect(judged.code).toBe(2);
    expect(judged.stderr).toMatch(/Cannot read problems\/evilfifo\/problem\.yaml: it is not a regular file/);
  });

  it("a fileName whose String() throws ({\"toString\": 1}) is a 422, and the receiver still takes the next problem", async () => {
    const receiver = await listen(project);
    try {
      const hostile = await sendAsCompanion(receiver.port, { ...codeforces118a, input: { type: "file", fileName: { toString: 1 } } });
      expect(hostile.status, hostile.body).toBe(422);
      expect(JSON.parse(hostile.body).error).toContain('uses file input ({"toString":1})');
      expect((await sendAsCompanion(receiver.port, codeforces118a)).status).toBe(200);
    } finally {
      await receiver.stop();
    }
    expect(receiver.output()).not.toContain("TypeError");
  });
});

describe("any title through npm run listen gives a problem.yaml the judge loads, with that title", { timeout: 240_000 }, () => {
  const project = tempProjectPerTest();

  // A page's title with escapes and a line break: problem.yaml kept it exactly, but statement.md's heading carried the
  // raw ESC and BEL (cat repainted the terminal) and the console's line broke where the name did (a helper's attack).
  it("a title with ESC, BEL and CR LF: kept exactly in problem.yaml, shown visibly in statement.md, one console line", async () => {
    const name = "\u001b[31mRED\u001b]0;pwned\u0007 title\r\nfake line";
    const receiver = await listen(project);
    try {
      const answer = await sendAsCompanion(receiver.port, { ...codeforces118a, name, url: "https://codeforces.com/contest/399/problem/B" });
      expect(answer.status, answer.body).toBe(200);
    } finally {
      await receiver.stop();
    }
    expect(parseProblemConfig(readFileSync(join(project.root, "problems/cf399b/problem.yaml"), "utf8"), "problem.yaml").title).toBe(name);
    const statement = readFileSync(join(project.root, "problems/cf399b/statement.md"), "utf8");
    expect(statement).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(statement.split("\n")[0]).toBe("# ␛[31mRED␛]0;pwned␇ title fake line");
    expect(receiver.output()).not.toMatch(/^fake line/m);
  });

  it("long, quoted, Unicode, #, ': ', U+2028, U+2029, edge spaces, a leading '-' or '?'", async () => {
    const titles = [
      `E. ${"A realistic long title for a problem whose statement runs long, ".repeat(2)}with "quotes" and 'apostrophes'`,
      "  #3: Key: value — 取石子游戏 \u2028 and \u2029  ",
      "- dash first",
      "? question first",
    ];
    const receiver = await listen(project);
    try {
      for (const [index, name] of titles.entries()) {
        const answer = await sendAsCompanion(receiver.port, { ...codeforces118a, name, url: `https://codeforces.com/contest/${300 + index}/problem/B` });
        expect(answer.status, answer.body).toBe(200);
      }
    } finally {
      await receiver.stop();
    }
    for (const [index, name] of titles.entries()) {
      const id = `cf${300 + index}b`;
      expect(parseProblemConfig(readFileSync(join(project.root, "problems", id, "problem.yaml"), "utf8"), "problem.yaml").title).toBe(name);
      // The judge loads it (main.ts is still the template, so the verdict is WA: exit 1, not a refused problem.yaml).
      const judged = await runCommand("judge", [id], { ...project, timeoutMs: 120_000 });
      expect(judged.stderr).not.toContain("problem.yaml");
      expect(judged.code).toBe(1);
    }
  });
});

describe("one problem, one id: the same problem from its other addresses", { timeout: 180_000 }, () => {
  const project = tempProjectPerTest();

  it("Codeforces /problemset/problem/118/A?locale=en, then the contest's /contest/118/problem/A: one problem, nothing changed", async () => {
    const receiver = await listen(project);
    try {
      expect(codeforces118a!.url).toBe("https://codeforces.com/problemset/problem/118/A?locale=en");
      expect(codeforcesContest[0]!.url).toBe("https://codeforces.com/contest/118/problem/A");
      expect(JSON.parse((await sendAsCompanion(receiver.port, codeforces118a)).body)).toMatchObject({ status: "created", id: "cf118a", checker: "tokens" });
      const before = snapshot(project.root);
      const again = JSON.parse((await sendAsCompanion(receiver.port, codeforcesContest[0])).body);
      expect(again).toMatchObject({ status: "unchanged", id: "cf118a", differs: [] });
      expect(snapshot(project.root)).toEqual(before);
      // Mirrors and the gym's other address too.
      for (const url of ["https://m1.codeforces.com/contest/118/problem/A", "https://mirror.codeforces.com/problemset/problem/118/A", "https://codeforces.com/contest/118/problem/A/"]) {
        expect(JSON.parse((await sendAsCompanion(receiver.port, { ...codeforces118a, url })).body)).toMatchObject({ status: "unchanged", id: "cf118a" });
      }
      const result = await receiver.stop();
      expect(result.stdout).toContain("→ cf118a: received before, and nothing differs (made from https://codeforces.com/problemset/problem/118/A?locale=en; this is the same problem)");
      expect(Object.keys(Object.fromEntries(snapshot(project.root))).filter((path) => path.startsWith("problems/")).sort()).toEqual(["problems/cf118a/problem.yaml", "problems/cf118a/statement.md"]);
    } finally {
      await receiver.stop();
    }
  });

  it("AtCoder: the task from the problem page, from the contest, and from the old address", async () => {
    const receiver = await listen(project);
    try {
      const [problem] = companionTasks("atcoder-problem-normal.json");
      const contest = companionTasks("atcoder-contest-normal.json");
      expect(JSON.parse((await sendAsCompanion(receiver.port, problem)).body)).toMatchObject({ status: "created", id: "atcoder-abc096-a" });
      for (const task of contest) expect((await sendAsCompanion(receiver.port, task)).status).toBe(200);
      const old = JSON.parse((await sendAsCompanion(receiver.port, { ...problem, url: "https://abc096.contest.atcoder.jp/tasks/abc096_a" })).body);
      expect(old).toMatchObject({ status: "unchanged", id: "atcoder-abc096-a" });
    } finally {
      await receiver.stop();
    }
    expect([...snapshot(join(project.root, "problems")).keys()].filter((path) => path.endsWith("problem.yaml")).sort()).toEqual([
      "atcoder-abc096-a/problem.yaml",
      "atcoder-abc096-b/problem.yaml",
      "atcoder-abc096-c/problem.yaml",
      "atcoder-abc096-d/problem.yaml",
    ]);
  });

  it("the same problem in another round (Div. 1 and Div. 2): the other URL's id becomes an alias, no second problem", async () => {
    const receiver = await listen(project);
    try {
      expect((await sendAsCompanion(receiver.port, codeforces118a)).status).toBe(200);
      const div1 = { ...codeforces118a, name: "C. String Task", url: "https://codeforces.com/contest/117/problem/C", group: "Codeforces - Codeforces Beta Round 89 (Div. 1)" };
      expect(JSON.parse((await sendAsCompanion(receiver.port, div1)).body)).toMatchObject({ status: "unchanged", id: "cf118a", applied: [expect.stringContaining("alias cf117c added")] });
    } finally {
      await receiver.stop();
    }
    const config = parseProblemConfig(readFileSync(join(project.root, "problems/cf118a/problem.yaml"), "utf8"), "problem.yaml");
    expect(config.aliases).toEqual(["cf117c"]);
    expect(snapshot(project.root).has("problems/cf117c/problem.yaml")).toBe(false);
    expect((await runCommand("judge", ["cf117c"], { ...project, timeoutMs: 120_000 })).stdout).toContain("cf118a");
  });
});

describe("a re-send says exactly what differs and how to apply it; --update applies it", { timeout: 240_000 }, () => {
  const project = tempProjectPerTest();

  it("a new time limit is reported, not applied, and the command it gives applies it", async () => {
    const receiver = await listen(project);
    const yaml = () => readFileSync(join(project.root, "problems/cf118a/problem.yaml"), "utf8");
    let log = "";
    try {
      expect((await sendAsCompanion(receiver.port, codeforces118a)).status).toBe(200);
      const before = yaml();
      const answer = JSON.parse((await sendAsCompanion(receiver.port, { ...codeforces118a, timeLimit: 4000 })).body);
      expect(answer).toMatchObject({ status: "differs", differs: ["time limit: problem.yaml 2000 ms, sent 4000 ms"], applied: [] });
      expect(answer.same).toEqual(["title", "memory limit 256 MiB", "3 samples already cases"]);
      expect(answer.howToApply).toEqual(["npm run new -- cf118a --force --tl 4000 (sets only these in problem.yaml)"]);
      expect(yaml()).toBe(before);
      log = (await receiver.stop()).stdout;
    } finally {
      await receiver.stop();
    }
    // It never says a limit it did not apply: 4000 ms appears only where it says what differs.
    const lines = log.split("\n").filter((line) => line.includes("4000"));
    expect(lines.map((line) => line.replace(/^\d\d:\d\d:\d\d /, ""))).toEqual(["  differs: time limit: problem.yaml 2000 ms, sent 4000 ms", "  to apply: npm run new -- cf118a --force --tl 4000 (sets only these in problem.yaml)"]);
    const applied = await runCommand("new", ["cf118a", "--force", "--tl", "4000"], project);
    expect(applied.code, applied.stderr).toBe(0);
    expect(parseProblemConfig(yaml(), "problem.yaml")).toMatchObject({ timeLimitMs: 4000, title: "A. String Task", memoryLimitMiB: 256, checker: "tokens" });
    // And nothing else came with it: no placeholder tools were written by new --force.
    expect([...snapshot(project.root).keys()].filter((path) => !path.startsWith("cases/")).sort()).toEqual(["problems/cf118a/problem.yaml", "problems/cf118a/statement.md", "solutions/cf118a/main.ts"]);
  });

  it("with --update: new samples added, limits and title set; a sample whose output changed is never replaced", async () => {
    const first = await listen(project);
    try {
      expect((await sendAsCompanion(first.port, codeforces118a)).status).toBe(200);
    } finally {
      await first.stop();
    }
    const receiver = await listen(project, ["--update"]);
    try {
      const tests = codeforces118a!.tests as { input: string; output: string }[];
      const changed = { ...codeforces118a, name: "A. String Task (renamed)", memoryLimit: 512, tests: [{ input: tests[0]!.input, output: "changed\n" }, tests[1], { input: "xyz\n", output: ".x.y.z\n" }] };
      const answer = JSON.parse((await sendAsCompanion(receiver.port, changed)).body);
      expect(answer).toMatchObject({ status: "differs", added: ["04-sample"] });
      expect(answer.applied).toEqual(["added 1 new sample as 04-sample", 'problem.yaml: title "A. String Task (renamed)", memoryLimitMiB 512']);
      expect(answer.howToApply).toEqual(["sample 1: check which output is right and edit the .out by hand (never replaced by a re-send)"]);
    } finally {
      await receiver.stop();
    }
    expect(readFileSync(join(project.root, "cases/cf118a/01-sample.out"), "utf8")).toBe(".t.r\n");
    expect(readFileSync(join(project.root, "cases/cf118a/04-sample.in"), "utf8")).toBe("xyz\n");
    expect(parseProblemConfig(readFileSync(join(project.root, "problems/cf118a/problem.yaml"), "utf8"), "problem.yaml")).toMatchObject({ title: "A. String Task (renamed)", memoryLimitMiB: 512, timeLimitMs: 2000 });
  });
});

describe("a Companion-made problem has no placeholder tools; the commands that need one say so", { timeout: 240_000 }, () => {
  const project = tempProjectPerTest();

  it("case takes a given .out as is; stress, make-cases and validate name the missing file and how to write it", async () => {
    const receiver = await listen(project);
    try {
      expect((await sendAsCompanion(receiver.port, codeforces118a)).status).toBe(200);
    } finally {
      await receiver.stop();
    }
    writeFileSync(join(project.root, "w2.in"), "Programming\n");
    writeFileSync(join(project.root, "w2.out"), ".p.r.g.r.m.m.n.g\n");
    const added = await runCommand("case", ["cf118a", "--in", join(project.root, "w2.in"), "--out", join(project.root, "w2.out")], project);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain("expected output from");
    expect(added.stdout).toContain("not validated: there is no problems/cf118a/validate.ts");
    expect(readFileSync(join(project.root, "cases/cf118a/04.out"), "utf8")).toBe(".p.r.g.r.m.m.n.g\n");
    const stress = await runCommand("stress", ["cf118a"], { ...project, timeoutMs: 120_000 });
    expect(stress.code).toBe(2);
    expect(stress.stderr).toContain("solutions/cf118a/brute.ts does not exist: stress compares solutions/cf118a/main.ts with a brute force");
    expect(stress.stderr).toContain("npm run new -- <id> --example");
    const made = await runCommand("make-cases", ["cf118a"], { ...project, timeoutMs: 120_000 });
    expect(made.code).toBe(2);
    expect(made.stderr).toContain("problems/cf118a/cases.ts does not exist: make-cases writes the cases from its recipes");
    const validate = await runCommand("validate", ["cf118a"], { ...project, timeoutMs: 120_000 });
    expect(validate.stdout).toContain("cf118a: no validator yet; write problems/cf118a/validate.ts: export function parseInput(reader)");
    const one = await runCommand("validate", ["cf118a", "--in", join(project.root, "w2.in")], { ...project, timeoutMs: 120_000 });
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('"cf118a" has no validator: problems/cf118a/validate.ts does not exist');
  });
});

describe("the receiver's own limits", () => {
  let project: ReturnType<typeof makeTempProject>;
  let receiver: CompanionServer | undefined;
  let rootBefore: string | undefined;
  const lines: string[] = [];
  // The receiver runs in this process: every request it takes must land in the temp project, so the root stays set.
  beforeEach(() => {
    project = makeTempProject();
    lines.length = 0;
    rootBefore = process.env.STONEBENCH_ROOT;
    process.env.STONEBENCH_ROOT = project.root;
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    if (rootBefore === undefined) delete process.env.STONEBENCH_ROOT;
    else process.env.STONEBENCH_ROOT = rootBefore;
    project.remove();
  });
  const start = async (limits: Parameters<typeof startCompanionServer>[0]["limits"]) => {
    receiver = await startCompanionServer({ port: 0, log: (line) => lines.push(line), limits });
    return receiver.port;
  };
  const closedWithin = (socket: Socket, ms: number) =>
    new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(Date.now() - started);
      });
      socket.on("error", () => undefined);
      // Read what the server says (a 408), or the end of the connection is never seen.
      socket.resume();
    });

  it("a body larger than the limit is refused at once from its Content-Length, and when it keeps coming", async () => {
    const port = await start({ maxBodyBytes: 1024 });
    const declared = await rawRequest(port, { headers: { Host: `localhost:${port}`, "Content-Type": "application/json", "Content-Length": String(17 << 20) } }).catch((error: Error) => ({ status: -1, body: error.message, headers: {} }));
    expect([413, -1]).toContain(declared.status);
    const streamed = await rawRequest(port, { headers: { Host: `localhost:${port}`, "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, body: JSON.stringify({ ...codeforces118a, name: "x".repeat(4096) }) });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error).toContain("more than");
    expect(snapshot(project.root).size).toBe(0);
    // The default: 16 MiB, far above any problem's JSON.
    await receiver!.close();
    const port2 = await start({});
    const huge = await rawRequest(port2, { headers: { Host: `localhost:${port2}`, "Content-Type": "application/json", "Content-Length": String(17 << 20) } }).catch(() => ({ status: 413, body: "", headers: {} }));
    expect(huge.status).toBe(413);
  });

  // A 2 MB name became a 2 MB problem.yaml title, past the 1 MiB every command reads of one: the problem was created,
  // and every command then refused it.
  it("a name, group or URL of megabytes is 413, a limit past the judge's 422, naming the field; nothing is written", async () => {
    const port = await start({});
    for (const [field, value] of [["name", "T".repeat(2_000_000)], ["group", "G".repeat(5000)], ["url", `https://codeforces.com/contest/118/problem/A?${"u".repeat(5000)}`]] as const) {
      const answer = await sendAsCompanion(port, { ...codeforces118a, [field]: value });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toBe(`"${field}" is ${value.length} characters long; at most ${field === "url" ? 4096 : 1000} are taken`);
    }
    expect(snapshot(project.root).size).toBe(0);
    // A limit past the judge's range was a 409 naming a line of a problem.yaml that was never written.
    const slow = await sendAsCompanion(port, { ...codeforces118a, timeLimit: 1e300 });
    expect(slow.status).toBe(422);
    expect(JSON.parse(slow.body).error).toBe('"timeLimit" is 1e+300 milliseconds, more than the judge takes (600000)');
    const big = await sendAsCompanion(port, { ...codeforces118a, memoryLimit: 2e6 });
    expect(big.status).toBe(422);
    expect(JSON.parse(big.body).error).toBe('"memoryLimit" is 2000000 megabytes, more than the judge takes (1048576)');
    expect(snapshot(project.root).size).toBe(0);
    // The longest taken still makes a problem every command reads.
    const longest = await sendAsCompanion(port, { ...codeforces118a, name: "N".repeat(1000) });
    expect(longest.status).toBe(200);
    const id = JSON.parse(longest.body).id as string;
    expect(parseProblemConfig(readFileSync(join(project.root, "problems", id, "problem.yaml"), "utf8"), "problem.yaml").title).toBe("N".repeat(1000));
  });

  it("file input/output is 422, said once: the answer names the file, the console says 'nothing was written' once", async () => {
    const port = await start({});
    const task = { ...codeforces118a, input: { type: "file", fileName: "input.txt" } };
    const answer = await sendAsCompanion(port, task);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toContain("uses file input (input.txt)");
    const line = lines.find((text) => text.includes("HTTP 422"));
    expect(line).toBeDefined();
    expect(line!.split("nothing was written").length - 1).toBe(1);
    expect(snapshot(project.root).size).toBe(0);
  });

  it("more requests in a minute than the limit: 429 with Retry-After, and refusals past the log limit add no line each", async () => {
    const port = await start({ requestsPerMinute: 3, refusalLinesPerMinute: 2 });
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 6; i++) {
      const response = await sendAsCompanion(port, { ...codeforces118a, url: `https://codeforces.com/contest/${200 + i}/problem/A`, tests: [{ input: `${i}\n`, output: `${i}\n` }] });
      statuses.push(response.status);
      retryAfter ??= response.headers["retry-after"];
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect([...snapshot(join(project.root, "problems")).keys()].filter((path) => path.endsWith("problem.yaml")).sort()).toEqual(["cf200a/problem.yaml", "cf201a/problem.yaml", "cf202a/problem.yaml"]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith("refused"))).toHaveLength(2);
  });

  it("a client that sends its headers slowly (slowloris) is cut off; so is one that never finishes its body", async () => {
    const port = await start({ headersTimeoutMs: 1000, requestTimeoutMs: 1500, idleTimeoutMs: 60_000 });
    const slow = connect(port, "127.0.0.1");
    const trickle = connect(port, "127.0.0.1");
    // 60 s: the limits are 1 and 1.5 s; the margin is for a loaded machine (the check runs every second).
    const slowClosed = closedWithin(slow, 60_000);
    const trickleClosed = closedWithin(trickle, 60_000);
    slow.write("POST / HTTP/1.1\r\nHost: localhost\r\n");
    trickle.write(`POST / HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
    const timer = setInterval(() => trickle.writable && trickle.write(" "), 200);
    try {
      expect(await slowClosed).toBeGreaterThanOrEqual(900);
      expect(await trickleClosed).toBeGreaterThanOrEqual(1400);
    } finally {
      clearInterval(timer);
      slow.destroy();
      trickle.destroy();
    }
    expect(snapshot(project.root).size).toBe(0);
  });

  it("at most maxConnections connections at once: the next one is closed at once", async () => {
    const port = await start({ maxConnections: 2 });
    const open = [connect(port, "127.0.0.1"), connect(port, "127.0.0.1")];
    await Promise.all(open.map((socket) => new Promise((resolve) => socket.once("connect", resolve))));
    const extra = connect(port, "127.0.0.1");
    try {
      await closedWithin(extra, 30_000);
    } finally {
      for (const socket of [...open, extra]) socket.destroy();
    }
  });
});
