import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { problemsDir } from "../paths";

// import's record of where each of our solutions and cases came from in the package (problems/<id>/kattis/), read by
// verify (expectations, input validators), export (case paths) and import (our own export's case names) alike.

export const PACKAGE_ORIGINS = "stonebench-origins.json";

/** Our solution's path under solutions/<id>/ → its path under submissions/; our case's name → its path under data/. */
export interface Origins {
  submissions: Record<string, string>;
  cases: Record<string, string>;
}

/** The record's text parsed, each map {} where it is missing or not a map; throws where the text is not JSON. */
export function parseOrigins(text: string): Origins {
  const data = JSON.parse(text) as { submissions?: unknown; cases?: unknown } | null;
  const map = (value: unknown): Record<string, string> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {});
  return { submissions: map(data?.submissions), cases: map(data?.cases) };
}

/** The record of an imported problem, or undefined for one that was not imported; throws where it is not JSON. */
export function readOrigins(id: string): Origins | undefined {
  const path = join(problemsDir(), id, "kattis", PACKAGE_ORIGINS);
  return existsSync(path) ? parseOrigins(readFileSync(path, "utf8")) : undefined;
}
