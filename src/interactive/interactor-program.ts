import { buildTool } from "../build/build-tool";
import { nodeToolArgv } from "./solution-argv";

/** Where an interactor comes from: a problem's interactor.ts (bundled like any problem tool), or a ready argv (a Kattis build). */
export type InteractorSource = { kind: "ts"; path: string } | { kind: "argv"; argv: string[] };

/** The argv that starts the interactor; the runner appends `input answer feedback_dir`. */
export async function interactorArgv(source: InteractorSource): Promise<string[]> {
  if (source.kind === "argv") return source.argv;
  return nodeToolArgv(await buildTool(source.path, "interactor"));
}
