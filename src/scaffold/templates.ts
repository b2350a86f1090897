import { Document } from "yaml";
import { portableYaml, yamlScalar } from "./yaml-text";
import { showControls } from "../util/visible-text";

export interface ProblemFacts {
  id: string;
  title: string;
  source?: string;
  aliases: string[];
  timeLimitMs: number;
  memoryLimitMiB: number;
  /** Where the problem came from, e.g. a contest name from Competitive Companion. */
  group?: string;
  /** Sample tests to show in the statement (Competitive Companion sends them). */
  samples?: { input: string; output: string }[];
  /** Defaults: 64 MiB, hdu, no tolerance. */
  outputLimitMiB?: number;
  checker?: string;
  tolerance?: number;
  /** Kattis packages: the output validator's arguments, and a whole-process memory limit. */
  validatorFlags?: string[];
  memoryLimitScope?: "above-baseline" | "whole-process";
}

// One YAML scalar on its line, quoted only when it has to be (never folded: a long title stays one line).
const scalar = (value: string): string => yamlScalar(value);

// `key: [a, b]` with every item safe in a flow list (a comma or bracket in an item is quoted).
function flowList(key: string, items: string[]): string {
  const document = new Document({ [key]: items });
  (document.get(key, true) as { flow: boolean }).flow = true;
  return portableYaml(document).replace(/\n$/, "");
}

/** A title as one line of Markdown (a heading cannot hold a line break; problem.yaml keeps the title exactly). */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").trim();
}

/** problems/<id>/problem.yaml with every key, the optional ones commented where they have no value. */
export function problemYamlTemplate(facts: ProblemFacts): string {
  return [
    "# How this problem is judged. The keys are checked by src/problem/problem-config.ts.",
    `title: ${scalar(facts.title)}`,
    "# The original statement (http or https).",
    facts.source ? `source: ${scalar(facts.source)}` : "# source: https://…",
    "# Other ids that find this problem (lowercase letters, digits and dashes).",
    `aliases: [${facts.aliases.join(", ")}]`,
    "# CPU time per case, in milliseconds.",
    `timeLimitMs: ${facts.timeLimitMs}`,
    facts.memoryLimitScope === "whole-process" ? "# Peak memory in MiB of the whole process, the language's own baseline included (as Kattis counts it)." : "# Peak memory in MiB, above the language's own baseline (an empty Node, Python or JVM program's; none for C, C++, Rust, Go).",
    `memoryLimitMiB: ${facts.memoryLimitMiB}`,
    ...(facts.memoryLimitScope === "whole-process" ? ["memoryLimitScope: whole-process"] : []),
    "# Output cap in MiB.",
    `outputLimitMiB: ${facts.outputLimitMiB ?? 64}`,
    "# hdu (exact but for trailing whitespace; PE on layout), tokens, float (with tolerance), kattis (Kattis's default",
    "# validator; flags in validatorFlags), custom (problems/<id>/checker.ts, Kattis protocol: exit 42 AC, 43 WA) or",
    "# testlib (problems/<id>/checker.cpp, Polygon's: checker <input> <output> <answer>, exit 0 AC, 1 WA, 2 PE).",
    `checker: ${facts.checker ?? "hdu"}`,
    "# The float checker's absolute-or-relative tolerance.",
    facts.tolerance !== undefined ? `tolerance: ${facts.tolerance}` : "# tolerance: 1e-6",
    ...(facts.validatorFlags?.length ? ["# The output validator's arguments (the kattis checker's flags, or passed to a custom one).", flowList("validatorFlags", facts.validatorFlags)] : []),
    "# In progress: npm run verify reports what is unfinished without failing. Delete this line when verify is all ✓.",
    "status: draft",
    "",
  ].join("\n");
}

/** problems/<id>/statement.md: the headed sections every statement has, to fill in in your own words. */
export function statementTemplate(facts: ProblemFacts): string {
  const samples = facts.samples?.length ? facts.samples : [{ input: "…\n", output: "…\n" }];
  // A title from a web page may carry escapes: shown as visible characters, or `cat statement.md` would act on them.
  const origin = [facts.source ? `[${facts.source}](${facts.source})` : undefined, facts.group].filter(Boolean).map((part) => showControls(oneLine(part!))).join(", ");
  return [
    `# ${showControls(oneLine(facts.title))}`,
    "",
    `Source: ${origin || "…"}. Limits: ${facts.timeLimitMs} ms, ${facts.memoryLimitMiB} MiB.`,
    "",
    "## Story",
    "",
    "<!-- The task in your own words: who plays, what a move is, what is asked. -->",
    "",
    "## Input",
    "",
    "<!-- The exact format: counts, one line per what, the terminator if any. -->",
    "",
    "## Output",
    "",
    "<!-- One line per what, the exact words to print. -->",
    "",
    "## Constraints",
    "",
    "<!-- Every range: 1 ≤ n ≤ …; these are what problems/" + facts.id + "/validate.ts checks. -->",
    "",
    "## Samples",
    "",
    ...samples.flatMap((sample, index) => [
      `### Sample ${index + 1}`,
      "",
      "Input:",
      "",
      fence(sample.input),
      "",
      "Output:",
      "",
      fence(sample.output),
      "",
    ]),
    "## Why the solution is right",
    "",
    "<!-- The idea behind solutions/" + facts.id + "/main.ts, and why it holds (a proof sketch or the known theorem). -->",
    "",
  ].join("\n");
}

// A fenced block long enough never to be closed by the text inside it.
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = "`".repeat(longest + 1);
  return `${marks}text\n${text.endsWith("\n") ? text : `${text}\n`}${marks}`;
}

/**
 * solutions/<id>/main.ts: self-contained, reads stdin once with a byte parser, writes once. With the worked example it
 * solves the example's format (T, then T lines "a b"; print a + b), so judge, stress and verify work before the real
 * problem is in; without it, it reads nothing and prints nothing until the real solution is written (WA, not a fake AC).
 */
export function mainTemplate(facts: ProblemFacts, options: { example?: boolean } = {}): string {
  const head = options.example
    ? `// ${oneLine(facts.title)}: TODO say the idea in one line. Until then this solves the scaffold's example (a + b per line).`
    : `// ${oneLine(facts.title)}: TODO say the idea in one line.`;
  const body = options.example
    ? `/** The answer for one instance. TODO: replace this with the real solution. */
function solve(a: number, b: number): string {
  return String(a + b);
}

// The example format: T, then T instances. TODO: read the real format.
const count = nextInt() ?? 0;
const lines: string[] = [];
for (let i = 0; i < count; i++) lines.push(solve(nextInt() ?? 0, nextInt() ?? 0));
`
    : `// TODO: read the input with nextInt(), solve it, and push one line per answer.
const lines: string[] = [];
`;
  return `${head}
import { readFileSync } from "node:fs";

// The whole input at once: one read is far faster than line events.
const input = readFileSync(0);
let at = 0;

/** The next integer (optionally negative), or undefined at the end of the input. Exact below 2^53; use BigInt beyond. */
function nextInt(): number | undefined {
  for (;;) {
    while (at < input.length && input[at] !== 45 && (input[at]! < 48 || input[at]! > 57)) at++;
    if (at >= input.length) return undefined;
    const negative = input[at] === 45;
    if (negative) at++;
    if (at < input.length && input[at]! >= 48 && input[at]! <= 57) {
      let value = 0;
      while (at < input.length && input[at]! >= 48 && input[at]! <= 57) value = value * 10 + (input[at++]! - 48);
      return negative ? -value : value;
    }
    // A lone "-" is not a number: keep scanning.
  }
}

${body}process.stdout.write(lines.length ? \`\${lines.join("\\n")}\\n\` : "");
`;
}

/** problems/<id>/validate.ts: the example format checked exactly, with the reader's API in comments. */
export function validateTemplate(facts: ProblemFacts): string {
  return `import type { InputReader } from "../../src/problem-kit/input-reader";

// TODO: the real format of ${facts.id}. This example: T (1 ≤ T ≤ MAX_T), then T lines "a b" with 0 ≤ a, b ≤ MAX_V.
export const MAX_T = 100;
export const MAX_V = 1_000_000_000;

/** One instance of the input: what gen.ts makes and brute.ts reasons about. */
export interface Instance {
  a: number;
  b: number;
}

/**
 * Checks an input against the constraints and returns its instances; a violation throws an InputError naming the line.
 * The reader (src/problem-kit/input-reader.ts), in the spirit of testlib:
 *   reader.strict = true          exact layout: no whitespace is skipped, so call readSpace / readEoln / readEof
 *   readInt(min, max, "n")        an integer in [min, max] (no leading zeros, no "+")
 *   readInts(k, min, max, "a")    k integers, named a[1], a[2], … in messages (strict: single spaces between)
 *   readReal(min, max, "x", { maxDecimals: 6 })   a plain decimal, bounds compared exactly
 *   readToken("name", /[a-z]{1,10}/)               a word, optionally matching a pattern (readWord is the same)
 *   readLine("title")             the rest of the line
 *   readSpace(), readEoln(), readEof()             strict layout; lenient mode checks only line breaks and the end
 */
export function parseInput(reader: InputReader): Instance[] {
  reader.strict = true;
  const count = reader.readInt(1, MAX_T, "T");
  reader.readEoln();
  const instances: Instance[] = [];
  for (let i = 1; i <= count; i++) {
    const a = reader.readInt(0, MAX_V, \`a of line \${i + 1}\`);
    reader.readSpace();
    const b = reader.readInt(0, MAX_V, \`b of line \${i + 1}\`);
    reader.readEoln();
    instances.push({ a, b });
  }
  reader.readEof();
  return instances;
}
`;
}

/** problems/<id>/gen.ts: random instances, packing, shrinking, with the generator's API in comments. */
export function generatorTemplate(facts: ProblemFacts): string {
  return `import type { ProblemGenerator } from "../../src/problem-kit/generator";
import { shrinkInteger } from "../../src/problem-kit/shrink";
import { MAX_T, MAX_V, type Instance } from "./validate";

// TODO: instances of ${facts.id}'s real format. "small" stays where brute.ts answers fast; "large" spans the limits.
export const SMALL_MAX = 20;

/** A whole input file: the count line, then one instance per line (what parseInput reads back). */
export function formatInstances(instances: readonly Instance[]): string {
  return \`\${instances.length}\\n\${instances.map(({ a, b }) => \`\${a} \${b}\\n\`).join("")}\`;
}

/**
 * npm run stress packs many random instances per file, and shrinks a difference to a minimal input. The API:
 *   random(rng, size)      one instance; rng.int(min, max) uniform, rng.spread(min, max) favours small and edge
 *                          values, rng.chance(p) true with probability p (src/problem-kit/random.ts, seeded)
 *   format(instances)      the input file holding them
 *   shrink(instance)       simpler instances to try, most aggressive first (shrinkInteger(value, target) helps);
 *                          an array or any iterable (a function* is read only as far as needed)
 *   bruteCanSolve(i)       whether brute.ts answers it quickly
 *   maxInstancesPerFile    the format's limit per file (stress --strict keeps to it)
 */
export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const top = size === "small" ? SMALL_MAX : MAX_V;
    return { a: rng.spread(0, top), b: rng.spread(0, top) };
  },
  format: formatInstances,
  shrink({ a, b }) {
    return [...shrinkInteger(a, 0).map((smaller) => ({ a: smaller, b })), ...shrinkInteger(b, 0).map((smaller) => ({ a, b: smaller }))];
  },
  bruteCanSolve({ a, b }) {
    return a <= SMALL_MAX && b <= SMALL_MAX;
  },
  maxInstancesPerFile: MAX_T,
};
`;
}

/** solutions/<id>/brute.ts: an obviously right, slow answer for small instances (stress's and verify's oracle). */
export function bruteTemplate(facts: ProblemFacts): string {
  return `// ${facts.title}: brute force. TODO: an exhaustive search that is obviously right, however slow, for small instances.
// This example counts a + b one by one: a different method from main.ts, so the two can disagree when one is wrong.
import { readFileSync } from "node:fs";

const numbers = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);
const count = numbers[0] ?? 0;
const lines: string[] = [];
for (let i = 0; i < count; i++) {
  let sum = numbers[1 + 2 * i]!;
  for (let step = 0; step < numbers[2 + 2 * i]!; step++) sum++;
  lines.push(String(sum));
}
process.stdout.write(lines.length ? \`\${lines.join("\\n")}\\n\` : "");
`;
}

/** problems/<id>/cases.ts: the committed cases as recipes (npm run make-cases); the sample keeps "sample" in its name. */
export function caseRecipesTemplate(facts: ProblemFacts): string {
  return `import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { formatInstances, generator } from "./gen";

// TODO: ${facts.id}'s own cases. npm run make-cases ${facts.id} writes cases/${facts.id}/<name>.in and computes each
// .out with brute.ts (else second-method.ts). A name holding "sample" goes to data/sample on a Kattis export.
export const caseRecipes: CaseRecipe[] = [
  // The statement's sample, with its known output: the reference must agree with it.
  { name: "01-sample", input: "2\\n1 2\\n3 4\\n", expected: "3\\n7\\n" },
  // Seeded random instances (the seed is the problem id and the case name, so the file is the same on every run).
  { name: "02-small-random", input: (rng) => formatInstances(Array.from({ length: 50 }, () => generator.random(rng, "small"))) },
  { name: "03-edges", input: "3\\n0 0\\n0 20\\n20 20\\n" },
];
`;
}

/** A testlib checker to start from (Polygon's convention), comparing tokens; `new --judge polygon` writes it. */
export function testlibCheckerTemplate(facts: ProblemFacts): string {
  return `// The checker of ${oneLine(facts.title)}, in testlib's convention (Polygon's): checker <input> <output> <answer>,
// ending in quitf(_ok | _wa | _pe, ...). As written it compares the output's tokens with the answer's, as Polygon's
// wcmp does; change it where more than one answer is right (read the input with inf, the answer with ans, the output
// with ouf). testlib.h comes with stonebench (vendor/testlib) unless this folder holds its own.
#include "testlib.h"
#include <string>

int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    int count = 0;
    while (!ans.seekEof()) {
        std::string expected = ans.readWord();
        count++;
        if (ouf.seekEof()) quitf(_wa, "the output ends before token %d (%s)", count, compress(expected).c_str());
        std::string found = ouf.readWord();
        if (found != expected) quitf(_wa, "token %d differs: expected %s, found %s", count, compress(expected).c_str(), compress(found).c_str());
    }
    if (!ouf.seekEof()) quitf(_wa, "the output goes on after the answer's %d tokens", count);
    quitf(_ok, "%d tokens", count);
}
`;
}
