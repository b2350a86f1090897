// The closed set of verdicts, in the order the judge decides them (see outcome/decide-run-verdict.ts).
export const VERDICTS = ["AC", "PE", "WA", "TLE", "ILE", "MLE", "OLE", "RE", "CE", "IE", "NO"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_MEANING: Record<Verdict, string> = {
  AC: "accepted",
  PE: "presentation error: right tokens, wrong whitespace between them",
  WA: "wrong answer",
  TLE: "time limit exceeded (CPU time, or a wall-time bound for solutions that wait)",
  ILE: "idleness limit exceeded (interactive): solution and interactor both waiting on each other past a wall bound",
  MLE: "memory limit exceeded (peak memory above the language's own baseline)",
  OLE: "output limit exceeded",
  RE: "runtime error: non-zero exit, a signal, or an operation the sandbox denied",
  CE: "compilation error: esbuild could not build the solution",
  IE: "internal error of the judge or of a custom checker, not the solution's fault",
  NO: "no expected output: a .in without .out was run cleanly and its output shown; not AC, not a failure",
};

export function isVerdict(value: string): value is Verdict {
  return (VERDICTS as readonly string[]).includes(value);
}
