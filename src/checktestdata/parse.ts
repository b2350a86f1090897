// Reads a checktestdata script (its grammar as DOMjudge's doc/format-spec.md gives it) into commands.
import type { Command, CompareOp, Expr, FloatOption, Test, Variable } from "./syntax";
import type { Value } from "./values";
import { arith, int, modulo, negate, parseDecimal, power, ScriptError, str } from "./values";

/** A script that does not parse: where (line and column of the script) and why. */
export class ParseError extends ScriptError {}

type Token = { type: "kw" | "name" | "int" | "float" | "str" | "op" | "end"; text: string; value?: string; pos: number; line: number; col: number };

const KEYWORDS = ["ISEOF", "MATCH", "UNIQUE", "INARRAY", "STRLEN", "SPACE", "NEWLINE", "EOF", "INT", "FLOAT", "FLOATP", "STRING", "REGEX", "ASSERT", "SET", "UNSET", "REP", "WHILE", "REPI", "WHILEI", "IF", "ELSE", "END", "FIXED", "SCIENTIFIC"];
const OPERATORS = ["&&", "||", "<=", ">=", "==", "!=", "<", ">", "(", ")", ",", "[", "]", "=", "+", "-", "*", "/", "%", "^", "!"];
/** How deep blocks, parentheses and operators may nest: a script nested deeper is refused, never a stack overflow. */
export const MAX_NESTING = 400;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (at: number, why: string): never => {
    throw new ParseError(`line ${line}, column ${at - lineStart + 1} of the script: ${why}`);
  };
  while (pos < source.length) {
    const c = source[pos]!;
    if (c === "\n") {
      pos++;
      line++;
      lineStart = pos;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") {
      pos++;
      continue;
    }
    if (c === "#") {
      while (pos < source.length && source[pos] !== "\n") pos++;
      continue;
    }
    const at = { pos, line, col: pos - lineStart + 1 };
    if (c >= "A" && c <= "Z") {
      // The longest keyword that starts here, as a lexer's longest match finds it (SPACENEWLINE is two commands).
      let best = "";
      for (const keyword of KEYWORDS) if (keyword.length > best.length && source.startsWith(keyword, pos)) best = keyword;
      if (!best) fail(pos, `unknown word ${JSON.stringify(/^[A-Za-z0-9_]+/.exec(source.slice(pos))![0])} (commands are upper case, variables lower case)`);
      tokens.push({ type: "kw", text: best, ...at });
      pos += best.length;
      continue;
    }
    if (c >= "a" && c <= "z") {
      const name = /^[a-z][a-z0-9]*/.exec(source.slice(pos, pos + 1000))![0];
      tokens.push({ type: "name", text: name, ...at });
      pos += name.length;
      continue;
    }
    if (c >= "0" && c <= "9") {
      const rest = source.slice(pos, pos + 100_000);
      const float = /^[0-9]+\.[0-9]*([eE][+-]?[0-9]+)?/.exec(rest) ?? /^[0-9]+[eE][+-]?[0-9]+/.exec(rest);
      const text = float ? float[0] : /^[0-9]+/.exec(rest)![0];
      tokens.push({ type: float ? "float" : "int", text, ...at });
      pos += text.length;
      continue;
    }
    if (c === '"') {
      let value = "";
      pos++;
      for (;;) {
        if (pos >= source.length) fail(at.pos, "a string that is never closed");
        const d = source[pos]!;
        if (d === '"') {
          pos++;
          break;
        }
        if (d === "\n") {
          value += d;
          pos++;
          line++;
          lineStart = pos;
          continue;
        }
        if (d !== "\\") {
          value += d;
          pos++;
          continue;
        }
        const e = source[pos + 1];
        const octal = /^[0-7]{1,3}/.exec(source.slice(pos + 1, pos + 4));
        if (octal) {
          const code = parseInt(octal[0], 8);
          if (code > 255) fail(pos, `bad escape sequence \\${octal[0]} (over 255)`);
          value += String.fromCharCode(code);
          pos += 1 + octal[0].length;
        } else if (e !== undefined && "ntrbf\"\\".includes(e)) {
          value += { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", '"': '"', "\\": "\\" }[e];
          pos += 2;
        } else if (e === "\n") {
          // An escaped newline continues the line.
          pos += 2;
          line++;
          lineStart = pos;
        } else {
          // Any other backslash stays, with the character after it.
          value += "\\";
          pos++;
        }
      }
      tokens.push({ type: "str", text: source.slice(at.pos, pos), value, ...at });
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, pos));
    if (!op) return fail(pos, `unexpected character ${JSON.stringify(c)}`);
    tokens.push({ type: "op", text: op, ...at });
    pos += op.length;
  }
  tokens.push({ type: "end", text: "the end of the script", pos, line, col: pos - lineStart + 1 });
  return tokens;
}

const SIMPLE = new Set(["SPACE", "NEWLINE", "EOF", "INT", "FLOAT", "FLOATP", "STRING", "REGEX", "ASSERT", "SET", "UNSET"]);
const COMPARE = new Set(["<", ">", "<=", ">=", "==", "!="]);

class Parser {
  private i = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly syntaxOnly: boolean,
  ) {}

  // Syntax only (the workbench's own check of a script, outside any box): no number is computed, nothing folded.
  private fold(expr: Expr): Expr {
    return this.syntaxOnly ? expr : fold(expr);
  }

  private get t(): Token {
    return this.tokens[this.i]!;
  }

  private fail(why: string, token: Token = this.t): never {
    const found = token.type === "end" ? "the end of the script" : JSON.stringify(token.text.length > 40 ? `${token.text.slice(0, 40)}…` : token.text);
    throw new ParseError(`line ${token.line}, column ${token.col} of the script: ${why}, found ${found}`);
  }

  private is(text: string): boolean {
    return (this.t.type === "op" || this.t.type === "kw") && this.t.text === text;
  }

  private expect(text: string): void {
    if (!this.is(text)) this.fail(`expected '${text}'`);
    this.i++;
  }

  private nest<T>(body: () => T): T {
    if (++this.depth > MAX_NESTING) this.fail(`nesting deeper than ${MAX_NESTING} levels`);
    try {
      return body();
    } finally {
      this.depth--;
    }
  }

  program(): Command[] {
    const commands = this.block();
    if (this.t.type !== "end") this.fail(this.is("ELSE") ? "ELSE outside an IF" : "END without a block to close");
    return commands;
  }

  // Commands up to an END or ELSE (left for the caller) or the script's end.
  private block(): Command[] {
    const commands: Command[] = [];
    while (this.t.type !== "end" && !this.is("END") && !this.is("ELSE")) commands.push(this.command());
    return commands;
  }

  private command(): Command {
    const start = this.t;
    if (start.type !== "kw") this.fail("expected a command");
    const name = start.text;
    this.i++;
    const located = <T extends object>(fields: T) => ({ ...fields, text: this.textFrom(start), line: start.line });
    switch (name) {
      case "SPACE":
      case "NEWLINE":
      case "EOF":
        return located({ k: name });
      case "INT": {
        this.expect("(");
        const min = this.expr();
        this.expect(",");
        const max = this.expr();
        const target = this.optional(() => this.variable());
        this.expect(")");
        return located({ k: "INT" as const, min, max, ...(target ? { target } : {}) });
      }
      case "FLOAT":
      case "FLOATP": {
        this.expect("(");
        const min = this.expr();
        this.expect(",");
        const max = this.expr();
        let decimals: [Expr, Expr] | undefined;
        if (name === "FLOATP") {
          this.expect(",");
          const low = this.expr();
          this.expect(",");
          decimals = [low, this.expr()];
        }
        const target = this.optional(() => this.variable());
        let option: FloatOption;
        if (target && this.is(",")) {
          this.i++;
          if (!this.is("FIXED") && !this.is("SCIENTIFIC")) this.fail("expected FIXED or SCIENTIFIC");
          option = this.t.text as FloatOption;
          this.i++;
        }
        this.expect(")");
        return located({ k: "FLOAT" as const, min, max, option, ...(decimals ? { decimals } : {}), ...(target ? { target } : {}) });
      }
      case "STRING": {
        this.expect("(");
        const value = this.value();
        this.expect(")");
        return located({ k: "STRING" as const, value });
      }
      case "REGEX": {
        this.expect("(");
        const value = this.value();
        const target = this.optional(() => this.variable());
        this.expect(")");
        return located({ k: "REGEX" as const, value, ...(target ? { target } : {}) });
      }
      case "ASSERT": {
        this.expect("(");
        const test = this.test();
        this.expect(")");
        return located({ k: "ASSERT" as const, test });
      }
      case "SET": {
        this.expect("(");
        const assignments: { target: Variable; value: Expr }[] = [];
        do {
          const target = this.variable();
          this.expect("=");
          assignments.push({ target, value: this.expr() });
        } while (this.is(",") && ++this.i);
        this.expect(")");
        return located({ k: "SET" as const, assignments });
      }
      case "UNSET": {
        this.expect("(");
        const names = this.names();
        this.expect(")");
        return located({ k: "UNSET" as const, names });
      }
      case "REP":
      case "REPI":
      case "WHILE":
      case "WHILEI":
        return this.nest(() => {
          this.expect("(");
          const counter = name.endsWith("I") ? this.variable() : undefined;
          if (counter) this.expect(",");
          const count = name.startsWith("REP") ? this.expr() : undefined;
          const test = count ? undefined : this.test();
          const separator = this.optional(() => this.separator());
          this.expect(")");
          const text = this.textFrom(start);
          const body = this.block();
          this.closeBlock(start);
          const shared = { ...(counter ? { counter } : {}), ...(separator ? { separator } : {}), body, text, line: start.line };
          return count ? { k: "REP" as const, count, ...shared } : { k: "WHILE" as const, test: test!, ...shared };
        });
      case "IF":
        return this.nest(() => {
          this.expect("(");
          const test = this.test();
          this.expect(")");
          const text = this.textFrom(start);
          const then = this.block();
          let otherwise: Command[] | undefined;
          if (this.is("ELSE")) {
            this.i++;
            otherwise = this.block();
            if (this.is("ELSE")) this.fail(`a second ELSE for the IF of line ${start.line}`);
          }
          this.closeBlock(start);
          return { k: "IF" as const, test, then, ...(otherwise ? { otherwise } : {}), text, line: start.line };
        });
      case "END":
      case "ELSE":
        return this.fail(`${name} without a block`, start);
      default:
        this.i--;
        return this.fail("expected a command");
    }
  }

  private closeBlock(start: Token): void {
    if (this.is("ELSE")) this.fail(`ELSE inside ${start.text} (line ${start.line}), which is not an IF`);
    if (!this.is("END")) this.fail(`the ${start.text} of line ${start.line} has no END`);
    this.i++;
  }

  private separator(): Command {
    const token = this.t;
    if (token.type !== "kw" || !SIMPLE.has(token.text)) this.fail("a loop's separator must be one simple command (such as SPACE or NEWLINE)");
    return this.command();
  }

  // `, <item>` when a comma follows; undefined when the list closes.
  private optional<T>(item: () => T): T | undefined {
    if (!this.is(",")) return undefined;
    this.i++;
    return item();
  }

  private names(): string[] {
    const names: string[] = [];
    do {
      if (this.t.type !== "name") this.fail("expected a variable name");
      names.push(this.t.text);
      this.i++;
    } while (this.is(",") && ++this.i);
    return names;
  }

  private variable(): Variable {
    if (this.t.type !== "name") this.fail("expected a variable name");
    const name = this.t.text;
    this.i++;
    const index: Expr[] = [];
    if (this.is("[")) {
      this.i++;
      do index.push(this.expr());
      while (this.is(",") && ++this.i);
      this.expect("]");
    }
    return { name, index };
  }

  // value := integer | float | string | variable | STRLEN(value)
  private value(): Expr {
    const token = this.t;
    if (token.type === "int") {
      this.i++;
      const value = integerLiteral(token, (why) => this.fail(why, token), this.syntaxOnly);
      return { k: "const", value };
    }
    if (token.type === "float") {
      this.i++;
      return { k: "const", value: this.syntaxOnly ? int(0n) : parseDecimal(token.text) };
    }
    if (token.type === "str") {
      this.i++;
      return { k: "const", value: str(token.value!) };
    }
    if (token.type === "name") return { k: "var", ...this.variable() };
    if (this.is("STRLEN")) {
      this.i++;
      this.expect("(");
      const a = this.value();
      this.expect(")");
      return { k: "strlen", a };
    }
    return this.fail("expected a value (a number, a string, a variable or STRLEN)");
  }

  // expr := term (('+'|'-') term)*; term := fact (('*'|'/'|'%') fact)*
  private expr(): Expr {
    return this.nest(() => {
      let left = this.term();
      while (this.is("+") || this.is("-")) {
        const op = this.t.text as "+" | "-";
        this.i++;
        left = this.fold({ k: "bin", op, a: left, b: this.term() });
      }
      return left;
    });
  }

  private term(): Expr {
    let left = this.fact();
    while (this.is("*") || this.is("/") || this.is("%")) {
      const op = this.t.text as "*" | "/" | "%";
      this.i++;
      left = this.fold({ k: "bin", op, a: left, b: this.fact() });
    }
    return left;
  }

  // fact := atom ('^' atom)*, left to right; a unary minus takes the whole power after it (-2^2 is -4).
  private fact(): Expr {
    let left = this.atom();
    while (this.is("^")) {
      this.i++;
      left = this.fold({ k: "bin", op: "^", a: left, b: this.atom() });
    }
    return left;
  }

  private atom(): Expr {
    return this.nest(() => {
      if (this.is("-")) {
        this.i++;
        return this.fold({ k: "neg", a: this.fact() });
      }
      if (this.is("(")) {
        this.i++;
        const inner = this.expr();
        this.expect(")");
        return inner;
      }
      return this.value();
    });
  }

  // test := primary (('&&'|'||') primary)*, left to right at one precedence; '!' negates all of the test after it.
  private test(): Test {
    return this.nest(() => {
      let left = this.testPrimary();
      while (this.is("&&") || this.is("||")) {
        const k = this.t.text === "&&" ? ("and" as const) : ("or" as const);
        this.i++;
        left = { k, a: left, b: this.testPrimary() };
      }
      return left;
    });
  }

  private testPrimary(): Test {
    if (this.is("!")) {
      this.i++;
      return { k: "not", a: this.test() };
    }
    if (this.is("(")) {
      // '(' opens a test or an expression: a test is tried first, else the comparison reads it again.
      const saved = this.i;
      try {
        this.i++;
        const inner = this.test();
        this.expect(")");
        return inner;
      } catch (error) {
        if (!(error instanceof ParseError) || /nesting deeper/.test(error.message)) throw error;
        this.i = saved;
      }
    }
    if (this.is("ISEOF")) {
      this.i++;
      return { k: "iseof" };
    }
    if (this.is("MATCH")) {
      this.i++;
      this.expect("(");
      const a = this.value();
      this.expect(")");
      return { k: "match", a };
    }
    if (this.is("UNIQUE")) {
      this.i++;
      this.expect("(");
      const names = this.names();
      this.expect(")");
      return { k: "unique", names };
    }
    if (this.is("INARRAY")) {
      this.i++;
      this.expect("(");
      const a = this.expr();
      this.expect(",");
      const name = this.variable().name;
      this.expect(")");
      return { k: "inarray", a, name };
    }
    const a = this.expr();
    if (!COMPARE.has(this.t.text) || this.t.type !== "op") this.fail("expected a comparison (< > <= >= == !=)");
    const op = this.t.text as CompareOp;
    this.i++;
    return { k: "cmp", op, a, b: this.expr() };
  }

  // A command's text for messages: its source with whitespace runs made one space and comments left out.
  private textFrom(start: Token): string {
    let first = this.i - 1;
    while (first > 0 && this.tokens[first] !== start) first--;
    let text = "";
    for (let k = first; k < this.i && text.length <= 120; k++) {
      const token = this.tokens[k]!;
      const previous = this.tokens[k - 1];
      // One space where the source had any gap (whitespace or a comment), none where it had none.
      if (k > first && previous && previous.pos + previous.text.length < token.pos) text += " ";
      text += token.text.replace(/\s+/g, " ");
    }
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  }
}

// An operation on constants is computed once, here (INT(0, 10^9) in a loop of a million): the same value as at run time.
// One that fails (1/0, a power too large) is left to fail when it runs, where the error names its command.
function fold(expr: Expr): Expr {
  try {
    if (expr.k === "neg" && expr.a.k === "const") return { k: "const", value: negate(expr.a.value) };
    if (expr.k !== "bin" || expr.a.k !== "const" || expr.b.k !== "const") return expr;
    const [a, b] = [expr.a.value, expr.b.value];
    return { k: "const", value: expr.op === "%" ? modulo(a, b) : expr.op === "^" ? power(a, b) : arith(expr.op, a, b) };
  } catch (error) {
    if (error instanceof ScriptError) return expr;
    throw error;
  }
}

// GMP reads a literal with a leading 0 as octal (checktestdata's 010 is 8); one with an 8 or 9 in it (09) as a decimal float.
function integerLiteral(token: Token, fail: (why: string) => never, syntaxOnly: boolean): Value {
  const text = token.text;
  if (text.length > 1 && text[0] === "0") {
    // Not octal (an 8 or 9 in it): GMP's float reading takes it, as a decimal float.
    if (!/^[0-7]+$/.test(text)) return syntaxOnly ? int(0n) : parseDecimal(text);
    return syntaxOnly ? int(0n) : int(BigInt(`0o${text.slice(1)}`));
  }
  if (text.length > 2_600_000) fail("an integer literal too long");
  return syntaxOnly ? int(0n) : int(BigInt(text));
}

/**
 * Parses a whole script; a ParseError (a ScriptError) says the line and column where it stops making sense.
 * syntaxOnly checks the grammar without computing a number (its constants are then placeholders): bounded work for
 * a process that runs outside the validator's box and limits.
 */
export function parseScript(source: string, options: { syntaxOnly?: boolean } = {}): Command[] {
  const tokens = tokenize(source);
  return new Parser(tokens, options.syntaxOnly === true).program();
}
