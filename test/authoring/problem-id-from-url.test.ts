import { describe, expect, it } from "vitest";
import { problemIdFromUrl } from "../../src/companion/problem-id-from-url";
import { MAX_TESTS, parseCompanionTask, TaskRefusal } from "../../src/companion/companion-task";
import { PROBLEM_ID_PATTERN } from "../../src/scaffold/problem-id";

describe("problemIdFromUrl", () => {
  it.each([
    ["https://acm.hdu.edu.cn/showproblem.php?pid=2516", "hdu2516"],
    ["http://acm.hdu.edu.cn/contests/contest_showproblem.php?pid=1003&cid=1120", "hdu-contest1120-1003"],
    ["http://poj.org/problem?id=1067", "poj1067"],
    ["https://codeforces.com/contest/1234/problem/A", "cf1234a"],
    ["https://codeforces.com/problemset/problem/1234/A", "cf1234a"],
    ["https://codeforces.com/contest/1740/problem/F1", "cf1740f1"],
    ["https://codeforces.com/gym/102345/problem/B", "cfgym102345b"],
    ["https://atcoder.jp/contests/abc300/tasks/abc300_a", "atcoder-abc300-a"],
    ["https://www.luogu.com.cn/problem/P1001", "luogu-p1001"],
    ["https://open.kattis.com/problems/hello", "kattis-hello"],
    ["https://vjudge.net/problem/HDU-2516", "hdu2516"],
    ["https://vjudge.net/problem/CodeForces-1234A", "cf1234a"],
    ["https://cses.fi/problemset/task/1068", "cses1068"],
  ])("derives the judge's own id from %s", (url, id) => {
    expect(problemIdFromUrl(url, "Some Name")).toBe(id);
  });

  it("falls back to a slug of the name for judges it does not know", () => {
    expect(problemIdFromUrl("https://example.org/p/17", "G. Castle Defense")).toBe("g-castle-defense");
    expect(problemIdFromUrl("not a url", "Crème Brûlée!")).toBe("creme-brulee");
  });

  it("a malformed percent escape in a Virtual Judge URL (HDU-%E0%A4%A) gives an id, not a URIError", () => {
    expect(problemIdFromUrl("https://vjudge.net/problem/HDU-%E0%A4%A", "x")).toMatch(PROBLEM_ID_PATTERN);
    expect(problemIdFromUrl("https://vjudge.net/problem/HDU-%", "x")).toMatch(PROBLEM_ID_PATTERN);
  });

  it("always returns a valid id, even for a name with no Latin letters", () => {
    for (const name of ["取石子游戏", "", "---"]) expect(problemIdFromUrl("https://example.org/", name)).toMatch(PROBLEM_ID_PATTERN);
  });
});

describe("parseCompanionTask", () => {
  it("refuses more tests than a problem's samples (50,000 empty tests held the receiver 3 minutes), before anything is written", () => {
    const task = { name: "many", url: "https://example.org/", timeLimit: 1000, memoryLimit: 256, tests: Array.from({ length: MAX_TESTS + 1 }, () => ({ input: "", output: "" })) };
    expect(() => parseCompanionTask(JSON.stringify(task))).toThrow(TaskRefusal);
    expect(() => parseCompanionTask(JSON.stringify(task))).toThrow(/at most 1000/);
    expect(parseCompanionTask(JSON.stringify({ ...task, tests: task.tests.slice(0, MAX_TESTS) })).tests.length).toBe(MAX_TESTS);
  });
});
