import { checkApiVersions } from "./check-api-versions";
import { checkExitAfterOutput } from "./check-exit";
import { checkFileAccess } from "./check-file-access";
import { checkImports } from "./check-imports";
import { checkRegExps } from "./check-regexps";
import { checkSyntax } from "./check-syntax";
import { byPosition, type Finding } from "./finding";
import { findModuleReferences, type ModuleReference } from "./module-references";
import type { NodeTarget } from "./node-target";
import { parseSolution, type ParsedSolution } from "./parse-solution";

export interface SolutionCheck {
  /** Every reason the solution may fail on a judge running the target's Node, in file order. */
  findings: Finding[];
  parsed: ParsedSolution;
  references: ModuleReference[];
}

/** Checks that a solution is self-contained and fits the target: one static pass, nothing is run. */
export async function checkSolution(path: string, text: string, target: NodeTarget): Promise<SolutionCheck> {
  const parsed = await parseSolution(path, text);
  const references = findModuleReferences(parsed);
  const findings = [
    ...checkImports(parsed, references, target),
    ...checkFileAccess(parsed),
    ...checkExitAfterOutput(parsed),
    ...checkApiVersions(parsed, target),
    ...checkRegExps(parsed, target),
    ...(await checkSyntax(text, path, target)),
  ].sort(byPosition);
  return { findings: oncePerLine(findings), parsed, references };
}

// xs.at(-1) + xs.at(-2) is one thing to fix, not two.
function oncePerLine(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.line}\0${finding.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
