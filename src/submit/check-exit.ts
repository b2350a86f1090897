import type * as TS from "typescript";
import type { Finding } from "./finding";
import type { ParsedSolution } from "./parse-solution";

const STDOUT_WRITERS = new Set(["process.stdout.write", "process.stdout.end", "console.log", "console.info", "console.debug", "console.dir", "console.table"]);

/**
 * Finds process.exit() that may run after output was written. Node can drop the tail of piped stdout
 * when the process exits at once, so the rule is simple and errs on the safe side: an exit is fine only
 * at the top level, before anything that prints or calls the solution's own functions.
 */
export function checkExitAfterOutput(parsed: ParsedSolution): Finding[] {
  const { ts, source } = parsed;
  const findings: Finding[] = [];
  let printedBefore = false;
  const visit = (node: TS.Node, insideFunction: boolean): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source).replace(/\s+/g, "");
      if (callee === "process.exit" || callee === "process.reallyExit") {
        if (printedBefore || insideFunction) {
          findings.push({
            ...parsed.positionOf(node),
            what: `calls ${callee}() where output may already be written; Node can cut off piped output when it exits at once`,
            fix: "let the program end by itself after the last write; set process.exitCode if you need an exit code",
          });
        }
      } else if (STDOUT_WRITERS.has(callee) || callsOwnFunction(parsed, node)) {
        printedBefore = true;
      }
    }
    const entersFunction = ts.isFunctionLike(node);
    ts.forEachChild(node, (child) => visit(child, insideFunction || entersFunction));
  };
  visit(source, false);
  return findings;
}

// A call to a function of the solution's own may print; after it, an exit is no longer safe.
function callsOwnFunction(parsed: ParsedSolution, call: TS.CallExpression): boolean {
  const { ts, checker, source } = parsed;
  const symbol = checker.getSymbolAtLocation(call.expression);
  return (symbol?.declarations ?? []).some((declaration) => {
    if (declaration.getSourceFile() !== source) return false;
    if (ts.isFunctionLike(declaration)) return true;
    const value = ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
    return value !== undefined && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
  });
}
