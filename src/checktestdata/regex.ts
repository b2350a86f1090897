// POSIX extended regular expressions as checktestdata's REGEX uses them: the longest match at the cursor, '.' matching
// a newline, run as a Thompson NFA (time linear in the text, so no script's pattern can backtrack for ever).
import { ScriptError } from "./values";

type Node =
  | { k: "set"; set: Uint8Array }
  | { k: "bol" }
  | { k: "eol" }
  | { k: "cat"; parts: Node[] }
  | { k: "alt"; options: Node[] }
  | { k: "rep"; node: Node; min: number; max: number }; // max -1: unbounded

/** The most NFA states one pattern may have ({m,n} copies its operand): beyond it the pattern is refused. */
const MAX_STATES = 100_000;
const MAX_COUNT = 10_000;

const CLASSES: Record<string, (c: number) => boolean> = {
  alpha: (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122),
  digit: (c) => c >= 48 && c <= 57,
  alnum: (c) => CLASSES.alpha!(c) || CLASSES.digit!(c),
  upper: (c) => c >= 65 && c <= 90,
  lower: (c) => c >= 97 && c <= 122,
  space: (c) => c === 32 || (c >= 9 && c <= 13),
  blank: (c) => c === 32 || c === 9,
  punct: (c) => c > 32 && c < 127 && !CLASSES.alnum!(c),
  print: (c) => c >= 32 && c < 127,
  graph: (c) => c > 32 && c < 127,
  cntrl: (c) => c < 32 || c === 127,
  xdigit: (c) => CLASSES.digit!(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102),
};

class PatternParser {
  private i = 0;
  constructor(private readonly p: string) {}

  fail(why: string): never {
    throw new ScriptError(`invalid regular expression ${JSON.stringify(this.p)}: ${why} at character ${this.i + 1}`);
  }

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.p.length) this.fail("unmatched ')'");
    return node;
  }

  private alternation(): Node {
    const options = [this.concatenation()];
    while (this.p[this.i] === "|") {
      this.i++;
      options.push(this.concatenation());
    }
    return options.length === 1 ? options[0]! : { k: "alt", options };
  }

  private concatenation(): Node {
    const parts: Node[] = [];
    while (this.i < this.p.length && this.p[this.i] !== "|" && this.p[this.i] !== ")") {
      let atom = this.atom();
      for (;;) {
        const c = this.p[this.i];
        if (c === "*") atom = { k: "rep", node: atom, min: 0, max: -1 };
        else if (c === "+") atom = { k: "rep", node: atom, min: 1, max: -1 };
        else if (c === "?") atom = { k: "rep", node: atom, min: 0, max: 1 };
        else if (c === "{") {
          const m = /^\{(\d+)(,(\d*))?\}/.exec(this.p.slice(this.i));
          if (!m) this.fail("bad repetition {…}");
          const min = Number(m[1]);
          const max = m[2] === undefined ? min : m[3] === "" ? -1 : Number(m[3]);
          if (min > MAX_COUNT || max > MAX_COUNT) this.fail(`a repetition count over ${MAX_COUNT}`);
          if (max !== -1 && max < min) this.fail("a repetition {m,n} with n < m");
          atom = { k: "rep", node: atom, min, max };
          this.i += m[0].length - 1;
        } else break;
        this.i++;
      }
      parts.push(atom);
    }
    return { k: "cat", parts };
  }

  private atom(): Node {
    const c = this.p[this.i]!;
    this.i++;
    switch (c) {
      case "(": {
        const inner = this.alternation();
        if (this.p[this.i] !== ")") this.fail("unmatched '('");
        this.i++;
        return inner;
      }
      case ".":
        return { k: "set", set: new Uint8Array(256).fill(1) };
      case "[":
        return { k: "set", set: this.bracket() };
      case "^":
        return { k: "bol" };
      case "$":
        return { k: "eol" };
      case "*":
      case "+":
      case "?":
      case "{":
        this.i--;
        return this.fail(`'${c}' with nothing to repeat`);
      case "\\": {
        // As GNU's library reads an extended POSIX pattern: a backslash makes one of .[\()*+?{|^$ literal, and any
        // other character after it is an invalid escape (checktestdata stops on it).
        if (this.i >= this.p.length) this.fail("a trailing backslash");
        if (!".[\\()*+?{|^$".includes(this.p[this.i]!)) this.fail(`an invalid escape \\${this.p[this.i]} (only .[\\()*+?{|^$ may follow a backslash)`);
        return single(this.p.charCodeAt(this.i++));
      }
      default:
        return single(c.charCodeAt(0));
    }
  }

  // A bracket expression after its '[': a backslash is literal inside it, as POSIX says.
  private bracket(): Uint8Array {
    const set = new Uint8Array(256);
    let negate = false;
    if (this.p[this.i] === "^") {
      negate = true;
      this.i++;
    }
    let first = true;
    for (;;) {
      if (this.i >= this.p.length) this.fail("unmatched '['");
      const c = this.p[this.i]!;
      if (c === "]" && !first) {
        this.i++;
        break;
      }
      first = false;
      if (c === "[" && (this.p[this.i + 1] === ":" || this.p[this.i + 1] === "." || this.p[this.i + 1] === "=")) {
        const kind = this.p[this.i + 1]!;
        const end = this.p.indexOf(`${kind}]`, this.i + 2);
        if (end < 0) this.fail(`unclosed [${kind}`);
        const name = this.p.slice(this.i + 2, end);
        this.i = end + 2;
        if (kind === ":") {
          const test = CLASSES[name];
          if (!test) this.fail(`unknown character class [:${name}:]`);
          for (let b = 0; b < 256; b++) if (test(b)) set[b] = 1;
          continue;
        }
        if (name.length !== 1) this.fail(`unknown collating element [${kind}${name}${kind}]`);
        this.rangeFrom(name.charCodeAt(0), set);
        continue;
      }
      this.i++;
      this.rangeFrom(c.charCodeAt(0), set);
    }
    if (negate) for (let b = 0; b < 256; b++) set[b] = set[b] ? 0 : 1;
    return set;
  }

  private rangeFrom(low: number, set: Uint8Array): void {
    if (this.p[this.i] === "-" && this.i + 1 < this.p.length && this.p[this.i + 1] !== "]") {
      const high = this.p.charCodeAt(this.i + 1);
      this.i += 2;
      if (high < low) this.fail("a range whose end comes before its start");
      for (let b = low; b <= high && b < 256; b++) set[b] = 1;
    } else if (low < 256) set[low] = 1;
  }
}

function single(code: number): Node {
  const set = new Uint8Array(256);
  if (code < 256) set[code] = 1;
  return { k: "set", set };
}

// The NFA: a state matches a byte (set), or is an assertion, a split (two ε-edges), or the accepting state.
const SET = 0;
const SPLIT = 1;
const JUMP = 2;
const BOL = 3;
const EOL = 4;
const ACCEPT = 5;

class Nfa {
  kind: number[] = [];
  out1: number[] = [];
  out2: number[] = [];
  sets: (Uint8Array | null)[] = [];

  add(kind: number, set: Uint8Array | null = null): number {
    if (this.kind.length >= MAX_STATES) throw new ScriptError(`a regular expression too large (over ${MAX_STATES} states once its repetitions are written out)`);
    this.kind.push(kind);
    this.out1.push(-1);
    this.out2.push(-1);
    this.sets.push(set);
    return this.kind.length - 1;
  }
}

// Compiles `node` so that it ends in state `next`; returns its start state.
function compile(nfa: Nfa, node: Node, next: number): number {
  switch (node.k) {
    case "set": {
      const s = nfa.add(SET, node.set);
      nfa.out1[s] = next;
      return s;
    }
    case "bol":
    case "eol": {
      const s = nfa.add(node.k === "bol" ? BOL : EOL);
      nfa.out1[s] = next;
      return s;
    }
    case "cat": {
      let start = next;
      for (let i = node.parts.length - 1; i >= 0; i--) start = compile(nfa, node.parts[i]!, start);
      return start;
    }
    case "alt": {
      let start = compile(nfa, node.options[node.options.length - 1]!, next);
      for (let i = node.options.length - 2; i >= 0; i--) {
        const s = nfa.add(SPLIT);
        nfa.out1[s] = compile(nfa, node.options[i]!, next);
        nfa.out2[s] = start;
        start = s;
      }
      return start;
    }
    case "rep": {
      let start = next;
      if (node.max === -1) {
        // A loop: split into the operand (which jumps back to the split) or on.
        const s = nfa.add(SPLIT);
        const back = nfa.add(JUMP);
        nfa.out1[back] = s;
        nfa.out1[s] = compile(nfa, node.node, back);
        nfa.out2[s] = next;
        start = s;
      } else {
        for (let i = node.min; i < node.max; i++) {
          const s = nfa.add(SPLIT);
          nfa.out1[s] = compile(nfa, node.node, start);
          nfa.out2[s] = next;
          start = s;
        }
      }
      for (let i = 0; i < node.min; i++) start = compile(nfa, node.node, start);
      return start;
    }
  }
}

export interface Regex {
  /** The length of the longest match that starts at `from` in `text`, or -1 when none does. */
  longestMatch(text: string, from: number): number;
}

export function compileRegex(pattern: string): Regex {
  const tree = new PatternParser(pattern).parse();
  const nfa = new Nfa();
  const accept = nfa.add(ACCEPT);
  const start = compile(nfa, tree, accept);
  const count = nfa.kind.length;
  const mark = new Int32Array(count).fill(-1);
  return {
    longestMatch(text, from) {
      let current: number[] = [];
      let next: number[] = [];
      let generation = 0;
      let best = -1;
      // Adds a state and everything its ε-edges reach at position pos; an explicit stack, so no pattern recurses deep.
      const stack: number[] = [];
      const addClosure = (list: number[], state: number, pos: number): void => {
        stack.push(state);
        while (stack.length > 0) {
          const s = stack.pop()!;
          if (mark[s] === generation) continue;
          mark[s] = generation;
          switch (nfa.kind[s]) {
            case SPLIT:
              stack.push(nfa.out2[s]!, nfa.out1[s]!);
              break;
            case JUMP:
              stack.push(nfa.out1[s]!);
              break;
            case BOL:
              if (pos === from) stack.push(nfa.out1[s]!);
              break;
            case EOL:
              if (pos === text.length) stack.push(nfa.out1[s]!);
              break;
            default:
              list.push(s);
          }
        }
      };
      addClosure(current, start, from);
      for (let pos = from; ; pos++) {
        if (current.includes(accept)) best = pos - from;
        if (pos >= text.length || current.length === 0) break;
        const byte = text.charCodeAt(pos);
        generation++;
        next.length = 0;
        for (const s of current) {
          if (nfa.kind[s] === SET && nfa.sets[s]![byte]) addClosure(next, nfa.out1[s]!, pos + 1);
        }
        [current, next] = [next, current];
      }
      mark.fill(-1);
      return best;
    },
  };
}
