import type { Position } from "../../problem-kit/game-definition";

// A pattern is only ever stated with the result of checking it against every position of the range.

export interface Claim {
  /** What it is about: "P-positions", "Grundy values", "winning first move". */
  subject: string;
  statement: string;
  /** What the pattern predicts at a position, and what the game's truth is there (same type, compared with ===). */
  predicted(position: Position): unknown;
  actual(position: Position): unknown;
  describe?(value: unknown): string;
  /** How sure: "proved" (a theorem covers every n) or "checked to N" only; periodic claims may carry a proof. */
  proof?: string;
  /** "observed": about a part of the game only (a slice), never a statement of its whole pattern. */
  observed?: boolean;
}

/** proved: a theorem extends it to every position; checked: exact at every position of the range, and no further;
 * observed: seen on a part of the game (a slice), not a claim about its whole pattern. */
export type ClaimStatus = "proved" | "checked" | "observed" | "fails";

export interface CheckedClaim {
  subject: string;
  statement: string;
  holds: boolean;
  status: ClaimStatus;
  /** How many positions were compared. */
  checked: number;
  upTo: string;
  counterexample?: string;
  proof?: string;
}

export function checkClaim(claim: Claim, positions: Iterable<Position>, format: (position: Position) => string, upTo: string): CheckedClaim {
  let checked = 0;
  const show = claim.describe ?? String;
  for (const position of positions) {
    const predicted = claim.predicted(position);
    const actual = claim.actual(position);
    checked++;
    if (predicted !== actual) {
      return {
        subject: claim.subject,
        statement: claim.statement,
        holds: false,
        status: "fails",
        checked,
        upTo,
        counterexample: `at ${format(position)} the pattern says ${show(predicted)}, the game says ${show(actual)}`,
      };
    }
  }
  const status: ClaimStatus = claim.observed ? "observed" : claim.proof ? "proved" : "checked";
  return { subject: claim.subject, statement: claim.statement, holds: true, status, checked, upTo, ...(claim.proof ? { proof: claim.proof } : {}) };
}

export const outcomeName = (isP: unknown) => (isP ? "P (the player to move loses)" : "N (the player to move wins)");

/** "2, 3, 5, 8, 13, …, 987" */
export function sampleList(values: readonly number[], head = 8): string {
  if (values.length <= head + 2) return values.join(", ");
  return `${values.slice(0, head).join(", ")}, …, ${values[values.length - 1]}`;
}
