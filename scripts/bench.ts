import { benchJudgeVsFloor } from "../src/bench/sections/judge-vs-floor";
import { benchJobs, benchSandbox } from "../src/bench/sections/jobs-and-sandbox";
import { benchEndToEnd } from "../src/bench/sections/end-to-end";
import { benchVersusCpp } from "../src/bench/sections/versus-cpp";
import { benchJudgeMemory } from "../src/bench/sections/judge-memory";
import { benchStressRate } from "../src/bench/sections/stress-rate";
import { benchFixedCost } from "../src/bench/sections/fixed-cost";
import { benchExploreSpeed } from "../src/bench/sections/explore-speed";
import { benchMaxInputMemory } from "../src/bench/sections/max-input-memory";
import { benchInteractiveGames } from "../src/bench/sections/interactive-games";
import { benchStartUpAndTypes } from "../src/bench/sections/start-up-and-types";
import { benchTimeLimits } from "../src/bench/sections/time-limits";
import { benchLanguages } from "../src/bench/sections/languages";
import { benchJudgeCpu } from "../src/bench/sections/judge-cpu";
import { benchCompareSpeed } from "../src/bench/sections/compare-speed";
import type { BenchContext } from "../src/bench/bench-context";
import { describeMachine } from "../src/bench/measure";
import { positiveInteger, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { toolRoot } from "../src/paths";
import { makeTempDir, removeTempDir } from "../src/util/temp-dir";

// Sections by letter, as docs/performance.md names them.
const SECTIONS: Record<string, (context: BenchContext) => Promise<void>> = {
  a: benchJudgeVsFloor,
  b: benchJobs,
  c: benchEndToEnd,
  d: benchSandbox,
  e: benchVersusCpp,
  f: benchJudgeMemory,
  g: benchStressRate,
  h: benchFixedCost,
  i: benchMaxInputMemory,
  x: benchExploreSpeed,
  j: benchInteractiveGames,
  k: benchStartUpAndTypes,
  l: benchTimeLimits,
  m: benchLanguages,
  n: benchJudgeCpu,
  o: benchCompareSpeed,
};

const spec: CommandSpec = {
  name: "bench",
  summary: "Measure the judge: every figure is a ratio against a baseline measured in the same run.",
  positionals: [],
  options: [
    { name: "repeat", type: "string", value: "<n>", help: "runs per measurement; the median counts (default 5)", parse: positiveInteger("--repeat") },
    { name: "sections", type: "string", value: "<letters>", help: `run only these sections, e.g. "ace" (default: all of ${Object.keys(SECTIONS).join("")})` },
    { name: "only", type: "string", value: "<letters>", help: "the same as --sections (only after --: npm keeps a --only written before -- without a trace)", npmHides: true },
  ],
  examples: ["npm run bench", "npm run bench -- --sections ab --repeat 9"],
};

async function main({ values }: ParsedCommandLine): Promise<number> {
  const chosen = (values.sections ?? values.only) as string | undefined;
  // npm keeps `npm run bench --only c` for itself and leaves no trace; say what runs, so a whole run is no surprise.
  if (chosen === undefined && process.env.npm_lifecycle_event === "bench") {
    process.stderr.write(`note: running every section (${Object.keys(SECTIONS).join("")}); to run some: npm run bench -- --sections c (npm keeps an --only written before -- for itself)\n`);
  }
  const only = (chosen ?? Object.keys(SECTIONS).join("")).split("");
  const unknown = only.filter((letter) => !(letter in SECTIONS));
  if (unknown.length) throw new UserError(`Unknown bench section "${unknown.join("")}"`, `sections are ${Object.keys(SECTIONS).join(", ")}`);
  const workDir = makeTempDir("stonebench-bench");
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`stonebench bench, ${new Date().toISOString().slice(0, 10)}: ${describeMachine()}`);
  print(`each figure is the median of ${(values.repeat as number | undefined) ?? 5} runs, interleaved with its baseline\n`);
  try {
    for (const letter of only) {
      await SECTIONS[letter]!({ workDir, repeats: (values.repeat as number | undefined) ?? 5, print, root: toolRoot });
      print("");
    }
  } finally {
    removeTempDir(workDir);
  }
  return EXIT.ok;
}

runCommand(spec, main);
