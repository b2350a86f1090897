import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// issue 22, item 8: every program the workbench starts is in docs/sandbox.md's table, with its sandbox and limits.
// This walks src/ and scripts/ for every place a process or thread is started and compares, file by file and count by
// count, with the table "Where programs are started": a new spawn anywhere (or one more in a listed file) fails here
// until the table says what it starts and how it is held.

const STARTERS_FROM = /^(?:node:)?(?:child_process|worker_threads|cluster)$|^execa$/;
// Names that start a program, when a module above provides them; `new Worker` and C's exec family are matched directly.
const C_EXEC = /\bexec(?:l|lp|le|v|vp|vpe|ve)\s*\(|\bposix_spawnp?\s*\(|\bsystem\s*\(|\bpopen\s*\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:ts|mts|cts|js|mjs|cjs|c)$/.test(name) ? [path] : [];
  });
}

// Comments say "spawn" and "exec" all the time; only code counts.
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** The number of program starts in one file: uses of names imported from child_process/execa/worker_threads, and C's exec calls. */
export function countStarts(text: string, isC: boolean): number {
  const code = withoutComments(text);
  if (isC) return [...code.matchAll(C_EXEC)].length;
  const names = new Set<string>();
  let starts = 0;
  const importLines = /^\s*import\s+(?:type\s+)?(?:(\*\s+as\s+\w+)|\{([^}]*)\}|(\w+))[^;]*?from\s+"([^"]+)";?\s*$/gm;
  for (const match of code.matchAll(importLines)) {
    if (!STARTERS_FROM.test(match[4]!) || /^\s*import\s+type\b/.test(match[0])) continue;
    for (const part of (match[2] ?? match[1] ?? match[3] ?? "").split(",")) {
      const trimmed = part.trim();
      if (!trimmed || trimmed.startsWith("type ")) continue;
      const local = trimmed.includes(" as ") ? trimmed.split(" as ")[1]!.trim() : trimmed;
      if (/^[A-Z]/.test(local) && local !== "Worker") continue; // ChildProcess, ExecaError: types and classes
      names.add(local);
    }
  }
  // require("child_process") and dynamic import("child_process") would hide from the import scan: refuse them outright.
  if (/require\(\s*["'](?:node:)?(?:child_process|worker_threads|cluster)["']\s*\)|import\(\s*["'](?:node:)?(?:child_process|worker_threads|cluster|execa)["']\s*\)/.test(code)) starts += 1000;
  const body = code.replace(importLines, "");
  for (const name of names) {
    const uses = [...body.matchAll(new RegExp(`(?<![\\w.$"'])${name.replace(/[$*]/g, "\\$&")}\\b(?!\\s*:)`, "g"))].length;
    starts += name === "Worker" ? [...body.matchAll(/\bnew\s+Worker\s*\(/g)].length : uses;
  }
  return starts;
}

function scanStarts(): Map<string, number> {
  const found = new Map<string, number>();
  for (const top of ["src", "scripts"]) {
    for (const path of sourceFiles(join(repoRoot, top))) {
      const count = countStarts(readFileSync(path, "utf8"), path.endsWith(".c"));
      if (count > 0) found.set(relative(repoRoot, path), count);
    }
  }
  return found;
}

/** The rows of a markdown table that follows a heading, as cells. */
function tableAfter(text: string, heading: string): string[][] {
  const at = text.indexOf(heading);
  expect(at, `docs/sandbox.md has no "${heading}"`).toBeGreaterThan(-1);
  const lines = text.slice(at).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows;
}

const page = readFileSync(join(repoRoot, "docs", "sandbox.md"), "utf8");

describe("docs/sandbox.md: the table of every program the workbench starts", () => {
  it("lists every file that starts a program, with how many starts it holds, and nothing else", () => {
    const listed = new Map(tableAfter(page, "### Where programs are started").map(([file, count]) => [file!.replace(/`/g, ""), Number(count)]));
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(scanStarts()));
  });

  it("every program row names where it starts (a listed file) and fills sandbox, CPU, memory, wall, output and files", () => {
    const sites = new Set(tableAfter(page, "### Where programs are started").map(([file]) => file!.replace(/`/g, "")));
    const rows = tableAfter(page, "## Every program the workbench starts");
    expect(rows.length).toBeGreaterThan(15);
    const used = new Set<string>();
    for (const row of rows) {
      expect(row, row.join(" | ")).toHaveLength(8);
      for (const cell of row) expect(cell, row[0]).not.toBe("");
      const named = [...row[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      expect(named.length, row[0]).toBeGreaterThan(0);
      for (const file of named) {
        // A dependency that starts its own helper (esbuild's service binary) is named by its package.
        if (file.startsWith("node_modules/")) continue;
        expect(sites, `${row[0]}: ${file}`).toContain(file);
        used.add(file);
      }
    }
    expect([...sites].filter((file) => !used.has(file))).toEqual([]);
  });

  it("the README links the table", () => {
    expect(readFileSync(join(repoRoot, "README.md"), "utf8")).toContain("docs/sandbox.md#every-program-the-workbench-starts");
  });
});

describe("the scan itself (so that it can fail)", () => {
  it.each([
    ['import { spawn } from "node:child_process";\nspawn("x", []);\nspawn("y", []);\n', false, 2],
    ['import { spawn, type ChildProcess } from "node:child_process";\nconst c: ChildProcess = spawn("x");\n', false, 1],
    ['import type { ChildProcess } from "node:child_process";\nlet c: ChildProcess;\n', false, 0],
    ['import { execFile } from "node:child_process";\nconst run = promisify(execFile);\n', false, 1],
    ['import { execa } from "execa";\n// execa("commented")\nawait execa("g++", []);\n', false, 1],
    ['import { Worker } from "node:worker_threads";\nnew Worker(file);\n', false, 1],
    ['const cp = require("child_process");\ncp.spawn("x");\n', false, 1000],
    ['/* execvp(a) */\nint main(){ execvp(argv[1], argv + 1); }\n', true, 1],
    ["const re = /x/; re.exec(text);\n", false, 0],
  ])("%#: counts the starts in a snippet", (text, isC, expected) => {
    expect(countStarts(text as string, isC as boolean)).toBe(expected);
  });
});
