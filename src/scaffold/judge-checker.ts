import { UserError } from "../errors";
import { nearestName } from "../util/nearest-name";
import type { CheckerMode } from "../problem/problem-config";

/** A judge and the comparison its usual checker makes, so a new problem is judged here as it is there. */
interface Judge {
  judge: string;
  /** What --judge accepts (lowercase). */
  names: string[];
  /** Its hosts, and what Virtual Judge calls it (vjudge.net/problem/HDU-2516). */
  host: RegExp;
  checker: CheckerMode;
  why: string;
}

const JUDGES: Judge[] = [
  // Before Codeforces, whose host pattern would take polygon.codeforces.com.
  { judge: "Polygon", names: ["polygon"], host: /^polygon\.codeforces\.com$|^polygon$/, checker: "testlib", why: "its problems are checked by a testlib checker: problems/<id>/checker.cpp, written to compare tokens as its wcmp does, to change where more than one answer is right" },
  { judge: "Codeforces", names: ["codeforces", "cf", "gym"], host: /(^|\.)codeforces\.(com|ml|net|org)$|^codeforces$|^gym$/, checker: "tokens", why: "its checkers compare tokens, so spaces and line breaks are free" },
  { judge: "AtCoder", names: ["atcoder"], host: /(^|\.)atcoder\.jp$|^atcoder$/, checker: "tokens", why: "it compares tokens, so spaces and line breaks are free" },
  { judge: "HDU", names: ["hdu"], host: /(^|\.)hdu\.edu\.cn$|^hdu$/, checker: "hdu", why: "it answers Presentation Error when only the layout differs" },
  { judge: "POJ", names: ["poj"], host: /^poj\.org$|^poj$/, checker: "hdu", why: "it answers Presentation Error when only the layout differs" },
  { judge: "Kattis", names: ["kattis", "open.kattis"], host: /(^|\.)kattis\.com$|^kattis$/, checker: "kattis", why: "its default output validator compares tokens, ignoring case (a package may add flags)" },
  { judge: "CSES", names: ["cses"], host: /^cses\.fi$|^cses$/, checker: "tokens", why: "it compares tokens" },
  { judge: "SPOJ", names: ["spoj"], host: /(^|\.)spoj\.com$|^spoj$/, checker: "tokens", why: "its default judge ignores whitespace" },
  { judge: "Luogu", names: ["luogu"], host: /(^|\.)luogu\.(com\.cn|org)$|^luogu$/, checker: "tokens", why: "it ignores trailing spaces and blank lines" },
  { judge: "CodeChef", names: ["codechef"], host: /(^|\.)codechef\.com$|^codechef$/, checker: "tokens", why: "its default checker ignores whitespace" },
  { judge: "DMOJ", names: ["dmoj"], host: /^dmoj\.ca$|^dmoj$/, checker: "tokens", why: "its default checker ignores whitespace" },
];

export const JUDGE_NAMES = JUDGES.map((judge) => judge.names[0]!);

export interface CheckerChoice {
  checker: CheckerMode;
  /** The judge, as people name it ("Codeforces"), or a description when none is known. */
  judge: string;
  /** One line: which checker, for which judge, taken from where, and why. */
  why: string;
}

/** The judge a URL belongs to (directly, or through Virtual Judge's name for it), if known. */
function judgeOfUrl(url: string): Judge | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const vjudge = (host === "vjudge.net" || host === "vjudge.net.cn") && /^\/problem\/([A-Za-z0-9]+)-/.exec(parsed.pathname);
  const origin = vjudge ? vjudge[1]!.toLowerCase() : host;
  return JUDGES.find((judge) => judge.host.test(origin));
}

/**
 * The checker a new problem starts with: its judge's, named by --judge or taken from its URL; with neither (or an
 * unknown judge), tokens, the rule of most judges. Says which it chose and why, for `new` and the receiver to print.
 */
export function chooseChecker(options: { judge?: string; source?: string }): CheckerChoice {
  if (options.judge !== undefined) {
    const wanted = options.judge.trim().toLowerCase();
    const judge = JUDGES.find((item) => item.names.includes(wanted));
    const guess = judge ? undefined : nearestName(wanted, JUDGES.flatMap((item) => item.names));
    if (!judge) throw new UserError(`Unknown judge "${options.judge}" for --judge${guess ? `; did you mean ${guess}?` : ""}`, `one of: ${JUDGE_NAMES.join(", ")} (or leave it out: the checker then follows --source, else tokens)`);
    return { checker: judge.checker, judge: judge.judge, why: `checker ${judge.checker}, as on ${judge.judge} (--judge ${wanted}): ${judge.why}` };
  }
  if (options.source !== undefined) {
    const judge = judgeOfUrl(options.source);
    if (judge) return { checker: judge.checker, judge: judge.judge, why: `checker ${judge.checker}, as on ${judge.judge} (from the source URL): ${judge.why}` };
    const host = (() => {
      try {
        return new URL(options.source).hostname;
      } catch {
        return "an unknown site";
      }
    })();
    return { checker: "tokens", judge: `${host} (unknown)`, why: `checker tokens: ${host} is not a judge known here, and most judges compare tokens (--judge <name> or editing problem.yaml changes it)` };
  }
  return { checker: "tokens", judge: "no judge given", why: "checker tokens: no --judge or --source was given, and most judges compare tokens (--judge hdu for HDU's and POJ's presentation errors)" };
}
