import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { octalGame } from "../../src/problem-kit/octal";

// No false theorem in misère play either: every code of digits 0-3 (no split) of up to 4 digits, at every range 1..30,
// misère: each proved period (of the values or of the outcomes) is compared with outcomes searched far beyond the range
// by a plain loop written here (no move: the player to move has won), and each value of the range with the same loop.
const FAR = 400;
/** Misère wins by the octal digits' meaning: digit k's bit 1 takes k leaving nothing, bit 2 takes k leaving a heap. */
function misereOutcomes(digits: number[], far: number): boolean[] {
  const win: boolean[] = [];
  for (let n = 0; n <= far; n++) {
    const next: number[] = [];
    for (let k = 1; k <= digits.length; k++) {
      const d = digits[k - 1]!;
      if (k === n && d & 1) next.push(0);
      if (k < n && d & 2) next.push(n - k);
    }
    win.push(next.length === 0 ? true : next.some((m) => !win[m]));
  }
  return win;
}
describe("misère subtraction games and codes without splits: no false proof", () => {
  it("every code of digits 0-3 of up to 4 digits, at every range 1..30: each proved period holds to n = 400", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let proofs = 0;
    for (let len = 1; len <= 4; len++) for (let x = 0; x < 4 ** len; x++) {
      const digits = x.toString(4).padStart(len, "0").split("").map(Number);
      if (digits.at(-1) === 0) continue;
      const code = `0.${digits.join("")}`;
      const far = misereOutcomes(digits, FAR);
      for (let range = 1; range <= 30; range++) {
        const r = await explore({ game: octalGame(code), parameters: {}, path: "inline" }, { range, misere: true });
        for (let n = 0; n <= range; n++) if ((r.view.values[n] === 0) !== !far[n] && failures.length < 10) failures.push(`${code} r${range}: value at ${n}`);
        for (const p of [r.heap!.grundyPeriod, r.heap!.outcomePeriod]) {
          if (p?.status !== "proved") continue;
          proofs++;
          for (let n = p.preperiod; n + p.period <= FAR; n++) if (far[n] !== far[n + p.period]) { if (failures.length < 10) failures.push(`${code} r${range}: period ${p.period} from ${p.preperiod} fails at ${n}: ${p.provedBy}`); break; }
        }
        // A proved claim rests on a proved period.
        const provedPeriod = [r.heap!.grundyPeriod, r.heap!.outcomePeriod].some((p) => p?.status === "proved");
        for (const c of r.claims) if (c.status === "proved" && !provedPeriod && failures.length < 10) failures.push(`${code} r${range}: "${c.statement}" proved without a proved period`);
      }
    }
    expect(failures).toEqual([]);
    // The property has teeth: most codes get a proof at some range.
    expect(proofs).toBeGreaterThan(1000);
  });
});
