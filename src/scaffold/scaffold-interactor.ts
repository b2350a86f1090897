import { join } from "node:path";
import { problemsDir } from "../paths";
import type { PlannedFile } from "./write-plan";

/**
 * Turns a planned new problem into an interactive one: `interactive: true` in its problem.yaml, and an interactor.ts
 * that replays the samples' protocol (send the case's input, expect the sample output's tokens back) for the user to
 * replace with the real dialogue. Used for Competitive Companion tasks marked interactive.
 */
export function makeInteractive(files: PlannedFile[], id: string): PlannedFile[] {
  const config = join(problemsDir(), id, "problem.yaml");
  const out = files.map((file) => (file.path === config ? { ...file, data: `${String(file.data).trimEnd()}\ninteractive: true\n` } : file));
  return [...out, { path: join(problemsDir(), id, "interactor.ts"), data: INTERACTOR_TEMPLATE }];
}

export const INTERACTOR_TEMPLATE = `// The interactor (Kattis protocol): run as \`interactor input answer feedback_dir\`, the solution on stdin/stdout.
// This scaffold replays the samples: it sends the case's input, then expects the sample output's tokens back.
// TODO: replace it with the real dialogue: read a query with io.readInt / io.readWord, answer with io.send, and
// call io.wrong("why") for a wrong answer (WA, exit 43) or io.accept() when the solution has won (AC, exit 42).
import { Interaction } from "../../src/problem-kit/interactor";

const io = new Interaction();
for (const line of io.input.split("\\n")) if (line.trim() !== "") io.send(line);
const expected = io.answer.split(/\\s+/).filter(Boolean);
for (const [index, token] of expected.entries()) {
  const got = io.readWord([token], \`token \${index + 1} of the answer\`);
  if (got !== token) io.wrong(\`token \${index + 1}: expected "\${token}"\`);
}
if (!io.atEnd()) io.wrong("the solution wrote more than the sample's answer");
io.accept();
`;
