import { pathToFileURL } from "node:url";
import { buildTool } from "../build/build-tool";

/** Imports a problem's own TypeScript module (validate.ts, gen.ts, cases.ts) through the build cache. */
export async function importProblemModule<T>(sourcePath: string, role: string): Promise<T> {
  const built = await buildTool(sourcePath, role);
  return (await import(pathToFileURL(built).href)) as T;
}
