import type { Exploration } from "./explore";
import type { CheckedClaim } from "./patterns/claims";
import type { Periodicity } from "./patterns/periodicity";
import { heapStrip, pairGrid } from "./terminal-map";

// The terminal report: what was analysed, each pattern with its evidence, and a map.

const count = (n: number) => n.toLocaleString("en");

export function claimLine(claim: CheckedClaim): string {
  if (!claim.holds) return `✗ ${claim.subject}: ${claim.statement} — FAILS (${claim.counterexample}; ${count(claim.checked)} positions compared)`;
  const proof = claim.proof ? `; proved: ${claim.proof}` : "";
  return `✓ ${claim.subject}: ${claim.statement} — checked exactly at ${claim.upTo} (${count(claim.checked)} positions)${proof}`;
}

function periodLine(name: string, period: Periodicity | undefined, upTo: number): string {
  if (!period) return `${name}: no period found up to n = ${upTo}`;
  const head = `${name}: period ${period.period} from n = ${period.preperiod}`;
  return period.status === "proved" ? `${head}, proved (${period.provedBy})` : `${head}, observed up to n = ${period.upTo} (not proved${period.provedBy ? `; ${period.provedBy}` : ""})`;
}

export function formatReport(result: Exploration, label: string): string[] {
  const { analysis, view, loaded } = result;
  const game = loaded.game;
  const parameters = Object.entries(loaded.parameters).map(([k, v]) => `${k} = ${v}`).join(", ");
  const lines = [`explore ${label}: ${game.name}${parameters && !game.name.includes(parameters) ? ` (${parameters})` : ""}`, `  rules: ${game.rules}`];
  const states = analysis.grundy.reduce((total, value) => total + (value >= 0 ? 1 : 0), 0);
  const where = view.dims === 1 ? `n = ${view.first}..${view.range}` : `0 ≤ a, b ≤ ${view.range}`;
  lines.push(`  analysed ${count(states)} states (${where}), ${result.misere ? "misère play (the last move loses)" : "normal play (the last move wins)"}, in ${analysis.seconds.toFixed(2)} s`);
  if (result.heap) {
    const P = result.heap.pPositions;
    lines.push(`  P-positions (the player to move loses): ${count(P.length)} of ${count(view.range - view.first + 1)}: ${P.slice(0, 16).join(", ")}${P.length > 16 ? ", …" : ""}`);
  } else if (result.pair) {
    const P = result.pair.pPairs;
    lines.push(`  P-positions with a ≤ b (the player to move loses): ${count(P.length)}: ${P.slice(0, 10).map(([a, b]) => `(${a}, ${b})`).join(", ")}${P.length > 10 ? ", …" : ""}`);
  }
  for (const claim of result.claims) lines.push(`  ${claimLine(claim)}`);
  if (!result.claims.some((claim) => claim.holds && claim.subject === "P-positions")) {
    lines.push(`  no simple pattern found for the P-positions (tried: arithmetic progressions, periodicity, linear recurrences, powers, Beatty sequences${view.dims === 2 ? ", the diagonal, pairs with b − a = k" : ""})`);
  }
  if (result.heap) {
    lines.push(`  ${periodLine("Grundy sequence", result.heap.grundyPeriod, view.range)}`);
    lines.push(`  ${periodLine("outcome sequence", result.heap.outcomePeriod, view.range)}`);
    if (result.misere) lines.push("  (misère: values are misère Grundy values, 1 at a position with no move; Guy–Smith does not apply)");
  }
  for (const rule of result.sumRule ?? []) {
    lines.push(
      rule.holds
        ? `  ✓ sums: G(h1 + … + h${rule.heaps}) = G(h1) xor … xor G(h${rule.heaps}), checked against direct analysis of every ${rule.heaps} heaps ≤ ${rule.max} (${count(rule.positions)} positions)`
        : `  ✗ sums: the xor rule FAILS against direct analysis: ${rule.counterexample}`,
    );
  }
  if (result.sumRule && result.claims.some((claim) => claim.holds && claim.statement === "G(n) = n")) {
    lines.push("  so a sum of heaps is a P-position exactly when the xor of the heap sizes is 0 (Bouton)");
  }
  lines.push("", "  map (█ P-position, · N-position):", ...(view.dims === 1 ? heapStrip(view) : pairGrid(view)).map((line) => `  ${line}`));
  return lines;
}
