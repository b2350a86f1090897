import type { CaseResult } from "../outcome/case-result";
import type { Verdict } from "../verdicts";
import type { SolutionLabel } from "./solution-label";
import type { TimeMultipliers } from "./time-multipliers";

/** One solution's row: what it is, its label, and its verdict on every case (or why it has none). */
export interface TableRow {
  solution: string;
  label?: SolutionLabel;
  /** Accepted solutions (main, an AC label) count for the slowest accepted run; oracles ran with room and do not. */
  accepted: boolean;
  /** brute.ts and second-method.ts: AC on the cases they reach, with a looser limit. */
  oracle?: boolean;
  results: CaseResult[] | string;
}

/** What a time_limit_exceeded solution did when judged again at the limit × time_limit_to_tle (tle-margin.ts). */
export interface TleMargin {
  solution: string;
  caseName: string;
  limitMs: number;
  verdict: Verdict;
  cpuMs: number;
}

export interface VerdictTable {
  cases: string[];
  rows: { solution: string; label: string; verdicts: (Verdict | null)[]; cpuMs: (number | null)[]; kills: string[]; error?: string }[];
  timeLimitMs: number;
  multipliers: TimeMultipliers;
  slowestAccepted?: { solution: string; caseName: string; cpuMs: number; neededMs: number; ok: boolean };
  tleMargins: (TleMargin & { ok: boolean })[];
}

// One letter per verdict, as BAPCtools' `run --table` shows a row per submission.
const LETTER: Record<Verdict, string> = { AC: "A", WA: "W", PE: "P", TLE: "T", ILE: "I", MLE: "M", OLE: "O", RE: "R", CE: "C", IE: "E", NO: "N" };

export function labelText(label: SolutionLabel | undefined, accepted: boolean): string {
  if (!label) return accepted ? "AC" : "?";
  return label.kind === "exact" ? label.verdicts.join("|") : label.kind;
}

function allows(label: SolutionLabel | undefined, verdict: Verdict): boolean {
  if (!label) return false;
  return label.kind === "rejected" ? verdict !== "AC" : label.kind === "exact" ? label.verdicts.includes(verdict) && verdict !== "AC" : false;
}

/** The facts of a verdict table: every row against every case, the slowest accepted run and the TLE margins. */
export function buildVerdictTable(cases: string[], rows: TableRow[], timeLimitMs: number, multipliers: TimeMultipliers, tleMargins: TleMargin[]): VerdictTable {
  let slowest: VerdictTable["slowestAccepted"];
  const tableRows = rows.map((row) => {
    const byName = new Map(typeof row.results === "string" ? [] : row.results.map((result) => [result.name, result]));
    for (const result of byName.values()) {
      if (row.accepted && result.verdict === "AC" && (!slowest || result.cpuMs > slowest.cpuMs)) {
        const neededMs = Math.ceil(result.cpuMs * multipliers.acToTimeLimit);
        slowest = { solution: row.solution, caseName: result.name, cpuMs: result.cpuMs, neededMs, ok: neededMs <= timeLimitMs };
      }
    }
    return {
      solution: row.solution,
      label: row.oracle ? "oracle" : labelText(row.label, row.accepted),
      verdicts: cases.map((name) => byName.get(name)?.verdict ?? null),
      cpuMs: cases.map((name) => byName.get(name)?.cpuMs ?? null),
      kills: cases.filter((name) => {
        const verdict = byName.get(name)?.verdict;
        return verdict !== undefined && allows(row.label, verdict);
      }),
      ...(typeof row.results === "string" ? { error: row.results } : {}),
    };
  });
  return {
    cases,
    rows: tableRows,
    timeLimitMs,
    multipliers,
    ...(slowest ? { slowestAccepted: slowest } : {}),
    tleMargins: tleMargins.map((margin) => ({ ...margin, ok: margin.verdict === "TLE" })),
  };
}

/** The table as text: a header of case numbers, a row of verdict letters per solution, the legend and the margins. */
export function formatVerdictTable(table: VerdictTable): string {
  const width = Math.max(8, ...table.rows.map((row) => row.solution.length));
  const labelWidth = Math.max(5, ...table.rows.map((row) => row.label.length));
  const lines: string[] = [];
  const tens = table.cases.map((_, index) => ((index + 1) % 10 === 0 ? String(((index + 1) / 10) % 10) : " ")).join("");
  const ones = table.cases.map((_, index) => String((index + 1) % 10)).join("");
  if (table.cases.length >= 10) lines.push(`${"".padEnd(width)}  ${"".padEnd(labelWidth)}  ${tens}`);
  lines.push(`${"solution".padEnd(width)}  ${"label".padEnd(labelWidth)}  ${ones}  slowest  kills`);
  for (const row of table.rows) {
    const letters = row.error ? row.error.padEnd(table.cases.length).slice(0, table.cases.length) : row.verdicts.map((verdict) => (verdict ? LETTER[verdict] : "·")).join("");
    const times = row.cpuMs.filter((ms): ms is number => ms !== null);
    const slowest = times.length ? `${Math.max(...times)} ms` : "—";
    const kills = ["AC", "mixed", "oracle"].includes(row.label) ? "" : row.kills.length ? `${row.kills.length}: ${abbreviate(row.kills)}` : "none";
    lines.push(`${row.solution.padEnd(width)}  ${row.label.padEnd(labelWidth)}  ${letters}  ${slowest.padStart(7)}  ${kills}`.trimEnd());
  }
  lines.push(`cases: ${table.cases.map((name, index) => `${index + 1} ${name}`).join(", ")}`);
  lines.push("A AC  W WA  P PE  T TLE  I ILE  M MLE  O OLE  R RE  C CE  E IE  N NO  · not judged (an oracle off its reach)");
  const { acToTimeLimit, timeLimitToTle, from } = table.multipliers;
  lines.push(`time limit ${table.timeLimitMs} ms; margins ac_to_time_limit ${acToTimeLimit}, time_limit_to_tle ${timeLimitToTle} (${from})`);
  const slow = table.slowestAccepted;
  if (slow) {
    lines.push(
      `  slowest accepted: ${slow.cpuMs} ms (${slow.solution} on ${slow.caseName}) × ${acToTimeLimit} = ${slow.neededMs} ms ${slow.ok ? `≤ ${table.timeLimitMs} ms: ok` : `> ${table.timeLimitMs} ms: too tight, the limit should be at least ${slow.neededMs} ms`}`,
    );
  } else lines.push("  slowest accepted: no accepted run");
  for (const margin of table.tleMargins) {
    lines.push(
      margin.ok
        ? `  ${margin.solution}: still TLE on ${margin.caseName} at ${margin.limitMs} ms (limit × ${timeLimitToTle}): ok`
        : `  ${margin.solution}: ${margin.verdict} in ${margin.cpuMs} ms on ${margin.caseName} at ${margin.limitMs} ms (limit × ${timeLimitToTle}): too close to the limit`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function abbreviate(names: string[]): string {
  return names.length <= 4 ? names.join(", ") : `${names.slice(0, 3).join(", ")}, … ${names.at(-1)}`;
}
