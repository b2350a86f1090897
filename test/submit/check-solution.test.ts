import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSolution } from "../../src/submit/check-solution";
import { parseNodeTarget } from "../../src/submit/node-target";

/** The findings for a solution text, as "line: what" so a failure shows which line was named. */
async function findingsFor(text: string, target = "node12", name = "solution.ts"): Promise<string[]> {
  const check = await checkSolution(join(tmpdir(), "stonebench-check", name), text, parseNodeTarget(target));
  return check.findings.map((finding) => `${finding.line}: ${finding.what}`);
}

const READ = 'import { readFileSync } from "node:fs";\nconst input = readFileSync(0, "utf8");\n';

describe("imports", () => {
  it("accepts Node built-ins, with or without the node: prefix", async () => {
    expect(await findingsFor('import { readFileSync } from "node:fs";\nimport * as os from "os";\nconst rl = require("readline");\nreadFileSync(0); os.EOL; rl;\n')).toEqual([]);
  });

  it("refuses an import from the project and names its line", async () => {
    const findings = await findingsFor(`${READ}import { fibonacciSet } from "../../src/helpers";\nfibonacciSet(input.length);\n`);
    expect(findings).toEqual([expect.stringMatching(/^3: imports "\.\.\/\.\.\/src\/helpers", which is not a Node built-in/)]);
  });

  it("refuses require() of a package and of a name computed at run time", async () => {
    const findings = await findingsFor('const lodash = require("lodash");\nconst name = "f" + "s";\nconst fs = require(name);\nlodash; fs;\n');
    expect(findings).toEqual([expect.stringMatching(/^1: imports "lodash"/), expect.stringMatching(/^3: loads a module whose name is computed at run time/)]);
  });

  it("refuses a built-in module younger than the target", async () => {
    expect(await findingsFor('import { readFile } from "fs/promises";\nreadFile;\n', "node12")).toEqual([expect.stringMatching(/^1: imports "fs\/promises", which needs Node 14/)]);
    expect(await findingsFor('import { readFile } from "fs/promises";\nreadFile;\n', "node14")).toEqual([]);
  });
});

describe("files other than stdin", () => {
  it("accepts every usual way of reading stdin", async () => {
    const text = [
      'import { readFileSync } from "node:fs";',
      "const STDIN = 0;",
      "readFileSync(0); readFileSync(STDIN);",
      'readFileSync("/dev/stdin", "utf8");',
      "readFileSync(process.stdin.fd);",
      'readFileSync(process.platform === "win32" ? 0 : "/dev/stdin");',
    ].join("\n");
    expect(await findingsFor(text)).toEqual([]);
  });

  it("refuses reading a named file, however fs was bound, and names each line", async () => {
    const text = [
      'import * as fs from "fs";',
      'const { readFileSync: read } = require("node:fs");',
      'fs.readFileSync("input.txt");',
      "read(process.argv[2]);",
      'require("fs").createReadStream("data.in");',
      'fs.promises.readFile("x.txt");',
    ].join("\n");
    expect(await findingsFor(text)).toEqual([
      expect.stringMatching(/^3: reads the file "input\.txt" \(readFileSync\), not stdin/),
      expect.stringMatching(/^4: reads `process\.argv\[2\]` \(readFileSync\)/),
      expect.stringMatching(/^5: reads the file "data\.in" \(createReadStream\)/),
      expect.stringMatching(/^6: reads the file "x\.txt" \(readFile\)/),
    ]);
  });

  it("refuses writing a file but accepts writing to stdout", async () => {
    const text = 'import { writeFileSync } from "fs";\nwriteFileSync(1, "ok\\n");\nwriteFileSync("out.txt", "no");\n';
    expect(await findingsFor(text)).toEqual([expect.stringMatching(/^3: writes the file "out\.txt" \(writeFileSync\), not stdout/)]);
  });

  it("leaves alone a function of the solution's own that happens to be called open", async () => {
    expect(await findingsFor(`${READ}function open(path: string) { return path; }\nopen("input.txt");\n`)).toEqual([]);
  });
});

describe("process.exit after output", () => {
  it("refuses process.exit after a write and says why", async () => {
    const findings = await findingsFor(`${READ}process.stdout.write(input);\nprocess.exit(0);\n`);
    expect(findings).toEqual([expect.stringMatching(/^4: calls process\.exit\(\) where output may already be written; Node can cut off piped output/)]);
  });

  it("refuses process.exit inside a function, which may run after a write", async () => {
    expect(await findingsFor(`${READ}function done(): never { process.exit(0); }\nif (!input) done();\nconsole.log(input);\n`)).toEqual([expect.stringMatching(/^3: calls process\.exit\(\)/)]);
  });

  it("accepts an early exit at the top level, before anything is printed", async () => {
    expect(await findingsFor(`${READ}if (input.length === 0) process.exit(0);\nprocess.stdout.write(input);\n`)).toEqual([]);
  });
});

describe("features newer than the target", () => {
  it("refuses Array.prototype.at for node12, names the line once, and accepts it for node16.6", async () => {
    const text = `${READ}const xs = input.split(" ");\nconst pair = xs.at(-1)! + xs.at(-2)!;\nprocess.stdout.write(pair);\n`;
    expect(await findingsFor(text, "node12")).toEqual([expect.stringMatching(/^4: uses Array\.prototype\.at, which needs Node 16\.6 \(target node12\)/)]);
    expect(await findingsFor(text, "node16.6")).toEqual([]);
  });

  it("leaves alone a method of the solution's own that is also called at", async () => {
    expect(await findingsFor("const board = { at: (i: number) => i * 2 };\nconsole.log(board.at(3));\n")).toEqual([]);
  });

  it("tells findLast (Node 18) from toSorted (Node 20), both ES2023", async () => {
    const text = "const xs = [3, 1, 2];\nconsole.log(xs.findLast((x) => x > 1));\nconsole.log(xs.toSorted());\n";
    expect(await findingsFor(text, "node18")).toEqual([expect.stringMatching(/^3: uses Array\.prototype\.toSorted, which needs Node 20/)]);
    expect(await findingsFor(text, "node20")).toEqual([]);
  });

  it("refuses Object.hasOwn, replaceAll and structuredClone on node12", async () => {
    const text = 'const o = { a: 1 };\nconsole.log(Object.hasOwn(o, "a"));\nconsole.log("a-b".replaceAll("-", "+"));\nconsole.log(structuredClone(o));\n';
    expect(await findingsFor(text)).toEqual([
      expect.stringMatching(/^2: uses Object\.hasOwn, which needs Node 16\.9/),
      expect.stringMatching(/^3: uses String\.prototype\.replaceAll, which needs Node 15/),
      expect.stringMatching(/^4: uses structuredClone, which needs Node 17/),
    ]);
  });

  it("leaves alone names that only appear in types, which vanish from the JavaScript", async () => {
    expect(await findingsFor("let cache: WeakRef<object> | undefined;\ntype Later = Awaited<Promise<number>>;\nconst later: Later = 1;\nconsole.log(cache, later);\n")).toEqual([]);
  });

  it("refuses syntax the target cannot run, as esbuild reports it, with its line", async () => {
    const findings = await findingsFor('const chunks: string[] = [];\nfor await (const chunk of process.stdin) chunks.push(String(chunk));\nconsole.log(chunks.join(""));\n');
    expect(findings).toEqual([expect.stringMatching(/^2: Top-level await is not available in the configured target environment \("node12"\)/)]);
  });

  it("refuses regular-expression syntax that an old Node cannot parse", async () => {
    expect(await findingsFor('console.log(/(?<year>\\d{4})/.exec("2024"));\n', "node8")).toEqual([expect.stringMatching(/^1: the regular expression .* uses a named group/)]);
    expect(await findingsFor('console.log(/(?<year>\\d{4})/.exec("2024"));\n', "node10")).toEqual([]);
  });
});

describe("every solution in the project", () => {
  it("hdu2516's main.ts passes the check for the default target", async () => {
    const { readFileSync } = await import("node:fs");
    const path = join(import.meta.dirname, "..", "..", "solutions", "hdu2516", "main.ts");
    const check = await checkSolution(path, readFileSync(path, "utf8"), parseNodeTarget("node12"));
    expect(check.findings).toEqual([]);
  });
});
