import { stringify } from "yaml";

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
}

// One YAML scalar, quoted only when it has to be.
const scalar = (value: string): string => stringify(value).trimEnd();

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
    "# Peak memory in MiB, above Node's own baseline.",
    `memoryLimitMiB: ${facts.memoryLimitMiB}`,
    "# Output cap in MiB.",
    `outputLimitMiB: ${facts.outputLimitMiB ?? 64}`,
    "# hdu (exact but for trailing whitespace; PE on layout), tokens, float (with tolerance) or custom (problems/<id>/checker.ts).",
    `checker: ${facts.checker ?? "hdu"}`,
    "# The float checker's absolute-or-relative tolerance.",
    facts.tolerance !== undefined ? `tolerance: ${facts.tolerance}` : "# tolerance: 1e-6",
    "# In progress: npm run verify reports what is unfinished without failing. Delete this line when verify is all ✓.",
    "status: draft",
    "",
  ].join("\n");
}

/** problems/<id>/statement.md: the headed sections every statement has, to fill in in your own words. */
export function statementTemplate(facts: ProblemFacts): string {
  const samples = facts.samples?.length ? facts.samples : [{ input: "…\n", output: "…\n" }];
  const origin = [facts.source ? `[${facts.source}](${facts.source})` : undefined, facts.group].filter(Boolean).join(", ");
  return [
    `# ${facts.title}`,
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

/** solutions/<id>/main.ts: self-contained, reads stdin once with a byte parser, writes once. */
export function mainTemplate(facts: ProblemFacts): string {
  return `// ${facts.title}: TODO say the idea in one line (e.g. "the first player loses exactly when n is a Fibonacci number").
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

/** The answer for one instance. TODO: replace this with the real solution. */
function solve(n: number): string {
  return String(n);
}

// One instance per number until the end of the input (or a closing 0, as many HDU problems have).
const lines: string[] = [];
for (let n = nextInt(); n !== undefined && n !== 0; n = nextInt()) lines.push(solve(n));
process.stdout.write(lines.length ? \`\${lines.join("\\n")}\\n\` : "");
`;
}
