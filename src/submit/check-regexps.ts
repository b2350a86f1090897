import type * as TS from "typescript";
import type { Finding } from "./finding";
import { formatVersion, hasAtLeast, type NodeTarget, type NodeVersion } from "./node-target";
import type { ParsedSolution } from "./parse-solution";

// esbuild cannot lower regular expressions: it leaves them, and an old Node throws a SyntaxError on load.
const FEATURES: { test: (body: string, flags: string) => boolean; what: string; since: NodeVersion }[] = [
  { test: (_, flags) => flags.includes("s"), what: "the s (dotAll) flag", since: [8, 10] },
  { test: (body) => /\(\?<[=!]/.test(body), what: "a lookbehind (?<= or (?<!", since: [8, 10] },
  { test: (body) => /\(\?<[A-Za-z_$]/.test(body) || /\\k</.test(body), what: "a named group (?<name>", since: [10, 0] },
  { test: (body) => /\\[pP]\{/.test(body), what: "a Unicode property escape \\p{…}", since: [10, 0] },
  { test: (_, flags) => flags.includes("d"), what: "the d (match indices) flag", since: [16, 0] },
  { test: (_, flags) => flags.includes("v"), what: "the v (unicodeSets) flag", since: [20, 0] },
];

/** Finds regular-expression literals that use syntax the target's Node cannot parse. */
export function checkRegExps(parsed: ParsedSolution, target: NodeTarget): Finding[] {
  const { ts, source } = parsed;
  const findings: Finding[] = [];
  const visit = (node: TS.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = (node as TS.RegularExpressionLiteral).text;
      const end = text.lastIndexOf("/");
      const [body, flags] = [text.slice(1, end), text.slice(end + 1)];
      for (const feature of FEATURES) {
        if (!hasAtLeast(target, feature.since) && feature.test(body, flags)) {
          const version = formatVersion(feature.since);
          findings.push({
            ...parsed.positionOf(node),
            what: `the regular expression ${text.length > 40 ? `${text.slice(0, 37)}...` : text} uses ${feature.what}, which needs Node ${version} (target ${target.name})`,
            fix: `write the pattern without it, or submit with --target node${version}`,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
