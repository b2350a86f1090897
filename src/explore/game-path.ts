import { join } from "node:path";
import { problemsDir } from "../paths";

/** problems/<id>/game.ts for a problem id (or alias, resolved by the caller); --game names any other module. */
export function gamePathForProblem(id: string): string {
  return join(problemsDir(), id, "game.ts");
}
