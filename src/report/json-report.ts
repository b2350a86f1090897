import type { JudgeReport, LanguageReport } from "../outcome/judge-report";

/** The stable --json schema that tools and tests read. Add fields; never rename or remove them. */
export interface JsonReport {
  problem: string;
  solution: string;
  cases: { name: string; verdict: string; wallMs: number; cpuMs: number; memoryKiB: number; message: string }[];
  summary: { total: number; passed: number; verdict: string; message: string; interrupted: boolean };
  /** namespaces, permission-model or off: what this run's sandbox held (docs/sandbox.md). */
  sandbox: string;
  /** The solution's language, and the compiler and runtime with their versions (docs/languages.md). */
  language?: LanguageReport;
}

export function toJsonReport(report: JudgeReport): JsonReport {
  return {
    problem: report.problem,
    solution: report.solution,
    cases: report.cases.map(({ name, verdict, wallMs, cpuMs, memoryKiB, message }) => ({ name, verdict, wallMs, cpuMs, memoryKiB, message })),
    summary: { ...report.summary, interrupted: report.interrupted },
    sandbox: report.sandbox,
    ...(report.language ? { language: report.language } : {}),
  };
}
