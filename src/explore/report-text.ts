import { UNSETTLED } from "./analyse";
import { isDeclaredNim } from "./nim-rules";
import type { Exploration } from "./explore";
import type { CheckedClaim } from "./patterns/claims";
import { shortCode, type Periodicity } from "./patterns/periodicity";
import { heapStrip, pairGrid, tupleList } from "./terminal-map";

// The terminal report: what was analysed, each pattern with its status and evidence, and a map.

const count = (n: number) => n.toLocaleString("en");

export function claimLine(claim: CheckedClaim): string {
  if (!claim.holds) return `✗ ${claim.subject}: ${claim.statement} — FAILS (${claim.counterexample}; ${count(claim.checked)} positions compared)`;
  if (claim.status === "observed") return `~ ${claim.subject}: ${claim.statement} — observed (checked at ${claim.upTo}; a part of the game, not a claim about all of it)`;
  const proof = claim.status === "proved" ? ` — proved: ${claim.proof}; checked exactly at ${claim.upTo} (${count(claim.checked)} positions)` : ` — checked exactly at ${claim.upTo} (${count(claim.checked)} positions); not claimed beyond`;
  return `✓ ${claim.subject}: ${claim.statement}${proof}`;
}

function periodLine(name: string, period: Periodicity | undefined, upTo: number): string {
  if (!period) return `${name}: no period found up to n = ${upTo}`;
  const head = `${name}: period ${period.period} from n = ${period.preperiod}`;
  if (period.status === "proved") return `${head}, proved (${period.provedBy})`;
  const why = [period.provedBy, period.note].filter(Boolean).join("; ");
  return `${head}, observed up to n = ${period.upTo} (not proved${why ? `; ${why}` : ""})`;
}

// With no P-position the line ended in a bare ": " ("0 of 31: ").
const pHead = (found: number, of: number) => `  P-positions (the player to move loses): ${count(found)} of ${count(of)}${found ? ": " : ""}`;

export function formatReport(result: Exploration, label: string): string[] {
  const { analysis, view, loaded } = result;
  const game = loaded.game;
  const parameters = Object.entries(loaded.parameters).map(([k, v]) => `${k} = ${v}`).join(", ");
  const lines = [`explore ${label}: ${game.name}${parameters && !game.name.includes(parameters) ? ` (${parameters})` : ""}`, `  rules: ${game.rules}`];
  const states = analysis.grundy.reduce((total, value) => total + (value >= 0 ? 1 : 0), 0);
  // The states below the first position are analysed too (moves reach them): "61 states (n = 3..60)" read as a miscount.
  const heapsBelow = view.dims === 1 && view.first > 0 && !game.start;
  const where = view.dims === 1 ? (heapsBelow ? `n = 0..${view.range}, asked about from n = ${view.first}` : `n = ${view.first}..${view.range}`) : `0 ≤ ${view.dims === 2 ? view.names.join(", ") : `x1, …, x${view.dims}`} ≤ ${view.range}`;
  const how = analysis.multisets ? `; sums of heaps searched directly: ${count(analysis.multisets.positions)} positions` : "";
  lines.push(`  analysed ${count(states)} states (${where}), ${result.misere ? "misère play (the last move loses)" : "normal play (the last move wins)"}, in ${analysis.seconds.toFixed(2)} s${how}`);
  if (analysis.unsettled > 0) {
    const one = analysis.unsettled === 1;
    lines.push(`  ${count(analysis.unsettled)} ${one ? "state has" : "states have"} a move that leaves the range (a coordinate grows): left unsettled, and no pattern speaks of ${one ? "it" : "them"}`);
  }
  const octal = game.start ? undefined : analysis.octal;
  if (octal?.verified) lines.push(`  octal code ${shortCode(octal.verified.code)}: declared, and the moves and splits follow it at every n ≤ ${octal.upTo}`);
  else if (octal?.mismatch && octal.declared) lines.push(`  ✗ octal code ${octal.declared} is declared, but ${octal.mismatch}: no periodicity proof`);
  else if (octal?.derived) lines.push(`  the moves follow octal code ${shortCode(octal.derived.code)} at every n ≤ ${octal.upTo} (derived; not declared by the module)`);
  if (result.heap) {
    const P = result.heap.pPositions;
    let asked = 0;
    for (let n = view.first; n <= view.range; n++) if (view.values[n]! >= 0) asked++;
    lines.push(`${pHead(P.length, asked)}${P.slice(0, 16).join(", ")}${P.length > 16 ? ", …" : ""}`);
  } else if (result.pair) {
    const P = result.pair.pAll;
    lines.push(`${pHead(P.length, states)}${P.slice(0, 12).map(([a, b]) => `(${a}, ${b})`).join(", ")}${P.length > 12 ? ", …" : ""}`);
  } else if (result.tuple) {
    const { pCount, pFirst } = result.tuple;
    lines.push(`${pHead(pCount, states)}${pFirst.map((xs) => `(${xs.join(", ")})`).join(", ")}${pCount > pFirst.length ? ", …" : ""}`);
  }
  for (const claim of result.claims) lines.push(`  ${claimLine(claim)}`);
  if (!result.claims.some((claim) => claim.holds && claim.status !== "observed" && claim.subject === "P-positions")) {
    const tried =
      view.dims === 1
        ? "arithmetic progressions, periodicity, linear recurrences of order ≤ 8, take-at-most-k-times sequences, powers, Beatty sequences"
        : view.dims === 2
          ? "the diagonal, misère Nim's rule, a = 0 or b = 0 (1 for misère Nim on one pile), b = a + c, Beatty pairs (⌊kα⌋, ⌊kα⌋ + c·k), mex pairs (A_k, A_k + c·k + d), cones max < α·min, a sum of the two piles, residues modulo m"
          : "the xor of all or some piles, the xor of the piles each counted 1 or 2 more, misère Nim's rule on all or some piles, binary columns modulo m, the sum modulo m, a sum of the piles, residues modulo m";
    lines.push(`  no simple pattern found for the P-positions (tried: ${tried})`);
  }
  if (result.heap) {
    lines.push(`  ${periodLine("Grundy sequence", result.heap.grundyPeriod, view.range)}`);
    lines.push(`  ${periodLine("outcome sequence", result.heap.outcomePeriod, view.range)}`);
    if (result.misere) lines.push("  (misère: values are misère Grundy values, 1 at a position with no move; P exactly where 0)");
  }
  for (const rule of result.sumRule ?? []) {
    lines.push(
      rule.holds
        ? `  ✓ sums: G(h1 + … + h${rule.heaps}) = G(h1) xor … xor G(h${rule.heaps}), checked against direct analysis of every ${rule.heaps} heaps ≤ ${rule.max} (${count(rule.positions)} positions)`
        : `  ✗ sums: the xor rule FAILS against direct analysis: ${rule.counterexample}`,
    );
  }
  if (result.sumRule && result.claims.some((claim) => claim.holds && claim.statement === "G(n) = n")) {
    lines.push(
      isDeclaredNim(analysis)
        ? `  so a sum of heaps is a P-position exactly when the xor of the heap sizes is 0 (Bouton) — proved for every heap: the game is Nim (the slide (1) alone, take any number; its moves are problem-kit's nimMoves, every take at every heap)`
        : `  so a sum of heaps ≤ ${view.range} is a P-position exactly when the xor of the heap sizes is 0 (as G(n) = n there) — checked for heaps up to ${view.range}; not claimed beyond`,
    );
  }
  const unsettled = analysis.grundy.includes(UNSETTLED);
  const skipped = view.dims === 1 ? (view.skipped === "not asked" ? "blank: not asked" : "blank: not a state (isState)") : "blank: not a state (isState)";
  const legend = `█ P-position, · N-position${view.values.includes(-1) ? `, ${skipped}` : ""}${unsettled ? ", ? unsettled (a move leaves the range)" : ""}`;
  const map = view.dims === 1 ? heapStrip(view) : view.dims === 2 ? pairGrid(view) : tupleList(view);
  lines.push("", `  map (${legend}):`, ...map.map((line) => `  ${line}`));
  return lines;
}
