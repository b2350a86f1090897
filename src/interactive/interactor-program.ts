import { prepareJudgeProgram, type JudgeProgram } from "../build/judge-program";
import type { CompileLimits } from "../build/build-program";

/**
 * Where an interactor comes from: a file in any language (a problem's interactor.ts, bundled like any problem tool;
 * an interactor.py), a folder of sources kept from a Kattis package (problems/<id>/interactor/: built by its
 * language's executor on first use), or a ready argv (a command run as it is).
 */
export type InteractorSource = { kind: "file"; path: string } | { kind: "dir"; dir: string } | { kind: "argv"; argv: string[] };

/** The interactor, built; the runner appends `input answer feedback_dir` when it starts it. */
export async function prepareInteractor(source: InteractorSource, sandbox = true, compileLimits?: CompileLimits): Promise<JudgeProgram> {
  if (source.kind === "argv") return { kind: "argv", argv: source.argv, source: source.argv.join(" "), language: "a command" };
  return prepareJudgeProgram(source.kind === "dir" ? source.dir : source.path, "interactor", sandbox, compileLimits);
}
