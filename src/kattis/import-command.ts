import { shellQuote } from "../cli/parse-args";
import { freeIdLike, suggestId } from "../scaffold/problem-id";

// A refusal for the id ends with the exact command to run next, as a shell takes it: it said "--id <id>" or "for
// example: a-b", and its one command left a path with a space unquoted.

/** `npm run import -- <dir> <options…>`, each word quoted as a shell needs it. */
export function importCommand(dir: string, ...options: string[]): string {
  return `npm run import -- ${[dir, ...options].map(shellQuote).join(" ")}`;
}

/** The nearest valid id to a name that is none, and free: no problem, folder or alias of that name. */
export function freeIdFor(name: string): string {
  return freeIdLike(suggestId(name) || "my-problem");
}
