import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, parseFlatSubset, parseWithYaml, type Node } from "../../src/problem/config-yaml";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { problemYamlTemplate } from "../../src/scaffold/templates";

// The oracle is the yaml package itself: the fast path must read every file it accepts exactly as yaml does,
// and every file it declines goes to yaml, so parseProblemConfig's results and messages cannot change.

/** A node as far as problem-config.ts can see it: kind, value, type, source and where it starts and ends. */
function view(node: unknown, lines: LineCounter): unknown {
  if (isScalar(node)) {
    const range = (node as { range: number[] }).range;
    return { kind: "scalar", value: node.value, type: node.type, source: (node as { source?: string }).source, range: range.slice(0, 2), line: lines.linePos(range[0]!).line };
  }
  if (isSeq(node)) return { kind: "seq", flow: node.flow, range: node.range?.slice(0, 2), items: node.items.map((item) => view(item, lines)) };
  if (isMap(node)) {
    return { kind: "map", start: node.range?.[0], items: node.items.map((pair) => ({ key: view(pair.key, lines), value: view(pair.value, lines) })) };
  }
  return node;
}

function outcome(text: string): unknown {
  try {
    return { config: parseProblemConfig(text, "p.yaml") };
  } catch (error) {
    return { message: (error as Error).message, hint: (error as { hint?: string }).hint };
  }
}

function withYamlOnly<T>(run: () => T): T {
  process.env.STONEBENCH_YAML_FAST = "0";
  try {
    return run();
  } finally {
    delete process.env.STONEBENCH_YAML_FAST;
  }
}

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/);
const anyKey = fc.oneof(
  fc.constantFrom("title", "source", "aliases", "timeLimitMs", "memoryLimitMiB", "outputLimitMiB", "checker", "tolerance", "timeLimit", "True", "null"),
  fc.stringMatching(/^[A-Za-z_ ][A-Za-z0-9_ -]{0,6}$/),
);
const scalarText = fc.oneof(
  fc.integer({ min: -5, max: 100000 }).map(String),
  fc.constantFrom("0", "007", "+5", "-0", "1e-6", "1E3", ".5", "1.", "2.50", "1e300", "12345678901234567", "0x1F", "0o17", ".inf", "-.Inf", ".nan", "~", "null", "Null", "true", "False", "yes"),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom("Fibonacci Nim", "Brave Game — Bash's game (巴什博弈)", "取石子游戏", "https://acm.hdu.edu.cn/showproblem.php?pid=2516", "hdu", "tokens", "float", "custom", "diff"),
  fc.constantFrom("a: b", "a #b", "a#b", "a:", "x  y", " lead", "trail ", "-dash", "? q", "[1", "{a: 1}", "&anchor", "*alias", "!tag x", "|", ">", "'single'", "'it''s'", '"double"', '"esc\\n"', '"a #b"', "%x", "@x", "`x", "a [b] {c}", "a\u00a0b", "a\u3000b", "é"),
  fc.stringMatching(/^[ -~]{0,12}$/),
  fc.string({ unit: "grapheme", maxLength: 8 }),
);
const flowList = fc.oneof(
  fc.array(word, { maxLength: 4 }).map((items) => `[${items.join(", ")}]`),
  fc.array(fc.oneof(word, scalarText), { maxLength: 3 }).chain((items) => fc.constantFrom(`[${items.join(",")}]`, `[ ${items.join(", ")} ]`, `[${items.join(", ")}]`, `[${items.join(", ")}`)),
);
const line = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(anyKey, fc.oneof(scalarText, flowList)).map(([key, value]) => `${key}: ${value}`) },
  { weight: 1, arbitrary: fc.constantFrom("# a comment", "", "  # indented comment", "  continued", "- item", "---", "...", "key:", "key:  two", "title: x # trailing", "%YAML 1.2", "\ufefftitle: x") },
);
const ending = fc.constantFrom("\n", "", "\n\n", "\r\n");
const document = fc.tuple(fc.array(line, { minLength: 0, maxLength: 9 }), ending, fc.constantFrom("\n", "\r\n")).map(([lines, end, newline]) => lines.join(newline) + end);
// Mostly-valid configs, so the validation messages after a successful read are compared too.
const config = fc
  .record({
    title: scalarText,
    source: fc.option(fc.constantFrom("https://acm.hdu.edu.cn/showproblem.php?pid=1527", "ftp://x", "http://a b", '"https://q.example/"')),
    aliases: fc.option(flowList),
    timeLimitMs: scalarText,
    memoryLimitMiB: fc.oneof(fc.integer({ min: -2, max: 4096 }).map(String), scalarText),
    outputLimitMiB: fc.option(scalarText),
    checker: fc.option(fc.oneof(fc.constantFrom("hdu", "tokens", "float", "custom"), scalarText)),
    tolerance: fc.option(fc.oneof(fc.constantFrom("1e-6", "0.001", "1", "0"), scalarText)),
    comment: fc.boolean(),
  })
  .map(({ comment, ...keys }) =>
    (comment ? "# problem\n" : "") +
    Object.entries(keys)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n") +
    "\n",
  );

// Files inside the subset (plain and quoted text, numbers, lists of ids, comments), so the fast path's own reading is exercised.
const cleanValue = fc.oneof(
  fc.integer({ min: -100, max: 1_000_000 }).map(String),
  fc.constantFrom("1e-6", "2.5", "Fibonacci Nim", "Wythoff's game (取石子游戏)", "https://acm.hdu.edu.cn/showproblem.php?pid=2516", "hdu", "float"),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.()'-]{0,10}[A-Za-z)]$/),
  word.map((text) => `"${text} #x"`),
  word.map((text) => `'${text}: y'`),
  fc.array(word, { maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
);
const cleanKey = fc.oneof(fc.constantFrom("title", "source", "aliases", "timeLimitMs", "memoryLimitMiB", "checker", "tolerance"), fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/));
const cleanConfig = fc
  .tuple(fc.uniqueArray(fc.tuple(cleanKey, cleanValue), { minLength: 1, maxLength: 8, selector: ([key]) => key }), fc.array(fc.constantFrom("# note", ""), { maxLength: 3 }))
  .map(([pairs, extras]) => `${[...extras, ...pairs.map(([key, value]) => `${key}: ${value}`)].join("\n")}\n`);

describe("problem.yaml's fast path", () => {
  afterEach(() => {
    delete process.env.STONEBENCH_YAML_FAST;
  });

  it("reads every problem.yaml in the repository and every scaffolded one itself, as yaml does", () => {
    const dir = join(import.meta.dirname, "..", "..", "problems");
    const texts = readdirSync(dir).map((id) => readFileSync(join(dir, id, "problem.yaml"), "utf8"));
    texts.push(problemYamlTemplate({ title: "Fibonacci Nim", source: "https://acm.hdu.edu.cn/showproblem.php?pid=2516", aliases: ["fib-nim"], timeLimitMs: 2000, memoryLimitMiB: 32 } as Parameters<typeof problemYamlTemplate>[0]));
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(parseFlatSubset(text), text).toBeDefined();
      expect(outcome(text)).toEqual(withYamlOnly(() => outcome(text)));
    }
  });

  it("gives the nodes and line numbers yaml gives, for every generated file it accepts", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(document, config, cleanConfig), (text) => {
        const fastLines = new LineCounter();
        const fast = parseFlatSubset(text, fastLines);
        if (!fast) return;
        accepted++;
        const yamlLines = new LineCounter();
        const reference = parseWithYaml(text, { lineCounter: yamlLines, prettyErrors: false, uniqueKeys: true });
        expect(reference.errors).toEqual([]);
        expect(view(fast.contents, fastLines)).toEqual(view(reference.contents, yamlLines));
        expect(fastLines.lineStarts).toEqual(yamlLines.lineStarts);
      }),
      { numRuns: 3000 },
    );
    // The generators must reach the fast path often, or this test checks nothing.
    expect(accepted).toBeGreaterThan(700);
  });

  it("gives parseProblemConfig the same result or the same message and hint as yaml alone, on generated files", () => {
    fc.assert(
      fc.property(fc.oneof(config, document, cleanConfig), (text) => {
        expect(outcome(text)).toEqual(withYamlOnly(() => outcome(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it("declines what it does not read (indented lines, trailing comments, CRLF, quotes with escapes) and yaml reads them", () => {
    for (const text of ["title: a\n  b\n", "title: x # note\n", "title: x\r\n", 'title: "a\\tb"\n', "title: x\ntitle: y\n", "aliases:\n  - a\n", "title: .inf\n"]) {
      expect(parseFlatSubset(text), JSON.stringify(text)).toBeUndefined();
      expect(parseDocument(text)).toEqual(parseWithYaml(text));
    }
  });
});

// Keeps the type import honest: problem-config.ts takes these nodes as yaml Nodes.
export type { Node };
