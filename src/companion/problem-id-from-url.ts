import { PROBLEM_ID_PATTERN, suggestId } from "../scaffold/problem-id";

type Rule = (host: string, path: string, query: URLSearchParams, hash: string) => string | undefined;

// One rule per judge: the judge's own problem number, in the short form people already use (hdu2516, cf1234a).
const RULES: Rule[] = [
  (host, path, query) => (host.endsWith("hdu.edu.cn") && /\/showproblem\.php$/.test(path) && query.get("pid") ? `hdu${query.get("pid")}` : undefined),
  (host, path, query) =>
    host.endsWith("hdu.edu.cn") && /contest_showproblem\.php$/.test(path) && query.get("cid") && query.get("pid") ? `hdu-contest${query.get("cid")}-${query.get("pid")}` : undefined,
  (host, path, query) => (host === "poj.org" && /^\/problem\/?$/.test(path) && query.get("id") ? `poj${query.get("id")}` : undefined),
  (host, path) => {
    if (!/(^|\.)codeforces\.(com|ml|net|org)$/.test(host)) return undefined;
    const contest = /^\/(?:contest|problemset\/problem)\/(\d+)\/(?:problem\/)?([A-Za-z]\d*)\/?$/.exec(path);
    if (contest) return `cf${contest[1]}${contest[2]}`;
    const gym = /^\/gym\/(\d+)\/problem\/([A-Za-z]\d*)\/?$/.exec(path) ?? /^\/problemset\/gymProblem\/(\d+)\/([A-Za-z]\d*)\/?$/.exec(path);
    if (gym) return `cfgym${gym[1]}${gym[2]}`;
    const group = /^\/group\/[^/]+\/contest\/(\d+)\/problem\/([A-Za-z]\d*)\/?$/.exec(path);
    if (group) return `cfgroup${group[1]}${group[2]}`;
    const sgu = /^\/problemsets\/acmsguru\/problem\/\d+\/(\d+)\/?$/.exec(path);
    return sgu ? `acmsguru${sgu[1]}` : undefined;
  },
  // A task is one problem whichever contest shows it (abc042's arc058_a is arc058's); old pages were <contest>.contest.atcoder.jp/tasks/<task>.
  (host, path) => {
    const task = host === "atcoder.jp" ? /^\/contests\/[^/]+\/tasks\/([^/]+)\/?$/.exec(path) : /^[a-z0-9-]+\.contest\.atcoder\.jp$/.test(host) ? /^\/tasks\/([^/]+)\/?$/.exec(path) : null;
    return task ? `atcoder-${task[1]!.toLowerCase().replace(/_/g, "-")}` : undefined;
  },
  (host, path) => {
    const problem = host.endsWith("luogu.com.cn") || host.endsWith("luogu.org") ? /^\/problem\/([A-Za-z0-9_]+)\/?$/.exec(path) : null;
    return problem ? `luogu-${problem[1]}` : undefined;
  },
  (host, path) => {
    const problem = host.endsWith("kattis.com") ? /\/problems\/([a-z0-9]+)\/?$/i.exec(path) : null;
    return problem ? `kattis-${problem[1]}` : undefined;
  },
  (host, path) => {
    const problem = host.endsWith("codechef.com") ? /^(?:\/[A-Za-z0-9_]+)?\/problems\/([A-Za-z0-9_]+)\/?$/.exec(path) : null;
    return problem ? `codechef-${problem[1]}` : undefined;
  },
  (host, path) => {
    const problem = host === "dmoj.ca" ? /^\/problem\/([A-Za-z0-9_]+)\/?$/.exec(path) : null;
    return problem ? `dmoj-${problem[1]}` : undefined;
  },
  (host, path) => {
    const problem = host === "acmicpc.net" ? /^\/problem\/(\d+)\/?$/.exec(path) : null;
    return problem ? `boj${problem[1]}` : undefined;
  },
  (host, path, _query, hash) => {
    if (host !== "vjudge.net" && host !== "vjudge.net.cn") return undefined;
    const problem = /^\/problem\/([A-Za-z0-9]+)-([^/]+?)(?:\/origin)?\/?$/.exec(path);
    if (problem) return fromVjudge(problem[1]!, safeDecode(problem[2]!));
    const contest = /^\/contest\/(\d+)\/?$/.exec(path);
    const letter = /^#problem\/([A-Za-z0-9]+)$/.exec(hash);
    return contest && letter ? `vjudge-contest${contest[1]}-${letter[1]}` : undefined;
  },
  (host, path) => {
    const task = host === "cses.fi" ? /^\/problemset\/(?:task|view)\/(\d+)\/?$/.exec(path) : null;
    return task ? `cses${task[1]}` : undefined;
  },
  (host, path) => {
    const problem = host === "spoj.com" ? /^\/problems\/([A-Za-z0-9_]+)\/?$/.exec(path) : null;
    return problem ? `spoj-${problem[1]}` : undefined;
  },
];

// A malformed escape (HDU-%E0%A4%A) threw URIError, and the problem was not saved (500): keep the raw text instead.
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// Virtual Judge names the original judge: HDU-2516, POJ-1067, CodeForces-1234A, AtCoder-abc300_a.
function fromVjudge(judge: string, number: string): string {
  const known: Record<string, string> = { hdu: "hdu", poj: "poj", codeforces: "cf", gym: "cfgym", uva: "uva", zoj: "zoj", hysbz: "bzoj", spoj: "spoj-", codechef: "codechef-", dmoj: "dmoj-", baekjoon: "boj", cses: "cses", kattis: "kattis-", luogu: "luogu-" };
  const prefix = known[judge.toLowerCase()];
  if (prefix !== undefined) return `${prefix}${number}`;
  if (judge.toLowerCase() === "atcoder") return `atcoder-${number.replace(/_/g, "-")}`;
  return `vjudge-${judge}-${number}`;
}

/**
 * The judge's own id for the problem a URL shows (hdu2516, poj1067, cf1234a, cfgym102345b, atcoder-abc300-a,
 * luogu-p1001, kattis-hello, cses1068), or undefined for a page no rule knows. Every address of one problem gives the
 * same id: /problemset/problem/4/A and /contest/4/problem/A, mirrors, ?locale=en, a trailing slash, vjudge's copy.
 */
export function judgeIdFromUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "").replace(/^(m[0-9]|mirror)\.(codeforces\.)/, "$2");
  for (const rule of RULES) {
    const raw = rule(host, parsed.pathname, parsed.searchParams, parsed.hash);
    const id = raw === undefined ? undefined : suggestId(raw);
    if (id && PROBLEM_ID_PATTERN.test(id)) return id;
  }
  return undefined;
}

/** A problem id from the problem's URL (judgeIdFromUrl), else a slug of its name ("G. Castle Defense" → g-castle-defense). */
export function problemIdFromUrl(url: string, name: string): string {
  return judgeIdFromUrl(url) ?? (suggestId(name).slice(0, 40).replace(/-+$/, "") || "problem");
}
