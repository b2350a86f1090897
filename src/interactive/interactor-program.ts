import { buildTool } from "../build/build-tool";
import { buildKattisInteractor } from "./kattis-interactor";
import { nodeToolArgv } from "./solution-argv";

/**
 * Where an interactor comes from: a problem's interactor.ts (bundled like any problem tool), a folder of sources kept
 * from a Kattis package (problems/<id>/interactor/: C++, Python, TS or JS, built on first use), or a ready argv.
 */
export type InteractorSource = { kind: "ts"; path: string } | { kind: "dir"; dir: string } | { kind: "argv"; argv: string[] };

/** The argv that starts the interactor; the runner appends `input answer feedback_dir`. */
export async function interactorArgv(source: InteractorSource): Promise<string[]> {
  if (source.kind === "argv") return source.argv;
  if (source.kind === "dir") return buildKattisInteractor(source.dir);
  return nodeToolArgv(await buildTool(source.path, "interactor"));
}
