import { appendFileSync, closeSync, openSync, readFileSync, readSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { repoRoot } from "../helpers/cli";

// Import copies cases a chunk at a time: memory stays flat whatever their size. Three sparse 128 MiB cases (free to
// make, a text line at the end of each; the copies are written out, so kept modest) are imported by the real command,
// its peak RSS reported by the child itself at exit. Read whole, three of 256 MiB took it to 1.3 GB (five of 1000 MiB:
// 7.2 GB); copied, about 65 MB.

const CASE_BYTES = 128 * 2 ** 20;
const CASES = 3;
// Far above Node's own ~60 MB, and below any import that holds even one case whole with its copy.
const MAX_RSS_BYTES = 160 * 2 ** 20;

describe("import of large cases", { timeout: 240_000 }, () => {
  const scratch = makeTempDir("large-cases");
  const project = makeTempProject();
  const cache = makeTempDir("large-cases-cache");
  afterAll(() => {
    scratch.remove();
    project.remove();
    cache.remove();
  });

  it(`copies ${CASES} cases of ${CASE_BYTES / 2 ** 20} MiB with its peak memory under ${MAX_RSS_BYTES / 2 ** 20} MiB, byte for byte`, async () => {
    const dir = join(scratch.dir, "big");
    writeFiles(dir, {
      "problem.yaml": "problem_format_version: 2023-07-draft\nname: Big\nlimits:\n  time_limit: 1\n  memory: 256\n  output: 8\n",
      "data/sample/1.in": "1\n",
      "data/sample/1.ans": "1\n",
    });
    for (let n = 1; n <= CASES; n++) {
      writeFiles(dir, { [`data/secret/${n}.ans`]: `${n}\n`, [`data/secret/${n}.in`]: "" });
      const input = join(dir, "data/secret", `${n}.in`);
      truncateSync(input, CASE_BYTES - 16);
      appendFileSync(input, `case ${n} tail`.padEnd(15, ".") + "\n");
    }
    const report = join(scratch.dir, "rss");
    const preload = join(scratch.dir, "report-rss.cjs");
    // resourceUsage().maxRSS is in KiB: the child's own peak, whatever else runs on the machine.
    writeFileSync(preload, `process.on("exit", () => require("fs").writeFileSync(${JSON.stringify(report)}, String(process.resourceUsage().maxRSS * 1024)));\n`);
    const result = await execa(process.execPath, ["--require", preload, join(repoRoot, "scripts/launch.cjs"), "import", dir], {
      env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: cache.dir, NO_COLOR: "1", npm_lifecycle_event: "" },
      reject: false,
      timeout: 200_000,
    });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    const peak = Number(readFileSync(report, "utf8"));
    expect(peak, `peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`).toBeLessThan(MAX_RSS_BYTES);
    for (let n = 1; n <= CASES; n++) {
      const copy = join(project.root, "cases/big", `0${n + 1}-${n}.in`);
      expect(statSync(copy).size).toBe(CASE_BYTES);
      expect(tail(copy, 16)).toBe(`case ${n} tail`.padEnd(15, ".") + "\n");
    }
  });
});

function tail(path: string, bytes: number): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    readSync(fd, buffer, 0, bytes, statSync(path).size - bytes);
    return buffer.toString("latin1");
  } finally {
    closeSync(fd);
  }
}
