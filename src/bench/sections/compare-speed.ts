import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mark, type BenchContext } from "../bench-context";
import { median } from "../measure";
import { sourceFromFile } from "../../check/chunk-source";
import { compareOutputs, type CompareOptions } from "../../check/compare-output";

const PAIRS = 1_000_000;

/**
 * (o) The checkers' speed on an AC output of 2,000,000 tokens (hdu2176's largest answers are 13 MB), each mode against a
 * plain loop that reads both files whole and compares their whitespace-separated tokens byte by byte. The judge compares
 * one case while the next runs: a slow comparison holds its process (a 4 s one once made a quick program's exit look
 * like a wall timeout).
 */
export async function benchCompareSpeed(context: BenchContext): Promise<void> {
  const expected = join(context.workDir, "compare-expected.out");
  const sameLayout = join(context.workDir, "compare-same.out");
  const trailing = join(context.workDir, "compare-trailing.out");
  const lines: string[] = [];
  for (let i = 0; i < PAIRS; i++) lines.push(`${(i * 2654435761) % 1_000_000_007} ${i}`);
  writeFileSync(expected, `${lines.join("\n")}\n`);
  writeFileSync(sameLayout, `${lines.join("\n")}\n`);
  writeFileSync(trailing, `${lines.join(" \n")} \n`);
  const modes: { name: string; actual: string; options: CompareOptions }[] = [
    { name: "hdu, same layout", actual: sameLayout, options: { mode: "hdu" } },
    { name: "hdu, a trailing space a line", actual: trailing, options: { mode: "hdu" } },
    { name: "tokens", actual: trailing, options: { mode: "tokens" } },
    { name: "float", actual: trailing, options: { mode: "float", tolerance: 1e-6 } },
    { name: "kattis (default flags)", actual: trailing, options: { mode: "kattis", flags: [] } },
  ];
  const baseline = () => plainTokenLoop(expected, trailing);
  for (const mode of modes) {
    const compare = () => {
      const want = sourceFromFile(expected);
      const got = sourceFromFile(mode.actual);
      try {
        return compareOutputs(want, got, mode.options).verdict;
      } finally {
        want.close();
        got.close();
      }
    };
    const verdict = compare();
    baseline();
    const ours: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < context.repeats; i++) {
      ours.push(cpuOf(compare));
      plain.push(cpuOf(baseline));
    }
    const ratio = median(ours) / median(plain);
    context.print(`(o) ${mode.name}: ${median(ours).toFixed(0)} ms CPU against the plain token loop's ${median(plain).toFixed(0)} ms, ${ratio.toFixed(2)}×, verdict ${verdict}   target ≤ 3× ${mark(ratio <= 3 && verdict === "AC")}`);
  }
}

function cpuOf(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The baseline: both files whole in memory, tokens found and compared in one loop, nothing reported. */
function plainTokenLoop(a: string, b: string): boolean {
  const x = readFileSync(a);
  const y = readFileSync(b);
  let i = 0;
  let j = 0;
  const space = (byte: number) => byte === 32 || byte === 10 || byte === 13 || byte === 9;
  for (;;) {
    while (i < x.length && space(x[i]!)) i++;
    while (j < y.length && space(y[j]!)) j++;
    if (i === x.length || j === y.length) return i === x.length && j === y.length;
    while (i < x.length && j < y.length && !space(x[i]!) && x[i] === y[j]) {
      i++;
      j++;
    }
    if ((i < x.length && !space(x[i]!)) || (j < y.length && !space(y[j]!))) return false;
  }
}
