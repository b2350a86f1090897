import type { Random } from "./random";

/**
 * How one committed case is made, in problems/<id>/cases.ts. `npm run make-cases <id>` writes the .in
 * and computes the .out from the reference (brute.ts, else second-method.ts), so the set is reproducible.
 */
export interface CaseRecipe {
  /** The case's file name without extension, e.g. "03-fib-neighbours". */
  name: string;
  /** The input text, or a function of a generator seeded by the problem id and case name. */
  input: string | ((rng: Random) => string);
  /** An output known independently (e.g. the official sample's); the reference must agree with it. */
  expected?: string;
}
