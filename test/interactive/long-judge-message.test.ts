import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, makeTempProject } from "../authoring/helpers/temp-project";

// An interactor's judgemessage.txt over the feedback copy's 1 MiB cap read as "(the interactor wrote no
// judgemessage.txt)": the launcher left the file out of its copy before the judge could read its head.

const FILLER_BYTES = 2 << 20;
const INTERACTOR = `import { readFileSync, writeFileSync } from "node:fs";
const n = Number(readFileSync(process.argv[2]!, "utf8"));
process.stdout.write(\`\${n}\\n\`);
let got = "";
process.stdin.on("data", (data) => {
  got += data;
  if (!got.includes("\\n")) return;
  if (got.trim() === String(2 * n)) process.exit(42);
  writeFileSync(\`\${process.argv[4]}judgemessage.txt\`, \`expected \${2 * n}, got \${got.trim()}; \${"x".repeat(${FILLER_BYTES})}\`);
  process.exit(43);
});
`;
// Reads to the end before it exits, so the interactor's rejection comes first.
const SOLUTION = `let seen = "";
process.stdin.on("data", (data) => {
  seen += data;
  if (seen.includes("\\n")) process.stdout.write(\`\${3 * Number(seen.trim())}\\n\`), (seen = "-");
});
process.stdin.on("end", () => process.exit(0));
`;

describe("an interactor's long judgemessage.txt", () => {
  let root = "";
  let remove = () => undefined as void;
  beforeAll(() => {
    const project = makeTempProject();
    root = project.root;
    remove = project.remove;
    mkdirSync(join(root, "problems/long"), { recursive: true });
    mkdirSync(join(root, "cases/long"), { recursive: true });
    writeFileSync(join(root, "problems/long/problem.yaml"), "title: Long\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\ninteractive: true\n");
    writeFileSync(join(root, "problems/long/statement.md"), "# Long\n");
    writeFileSync(join(root, "problems/long/interactor.ts"), INTERACTOR);
    writeFileSync(join(root, "cases/long/1.in"), "21\n");
    writeFileSync(join(root, "cases/long/1.out"), "");
    writeFileSync(join(root, "triple.ts"), SOLUTION);
  });
  afterAll(() => remove());

  it("is shown by its head, said to be cut, with its true size", async () => {
    const report = await inProject(root, () => judgeCases(planJudge("long", { solution: join(root, "triple.ts") })));
    const [result] = report.cases;
    const size = "expected 42, got 63; ".length + FILLER_BYTES;
    expect(result?.verdict, result?.message).toBe("WA");
    expect(result?.message).toMatch(new RegExp(`^the interactor rejected: expected 42, got 63; x+… \\(cut: the first \\d+ of ${size} bytes\\)$`));
  });
});
