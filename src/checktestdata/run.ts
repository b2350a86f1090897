// Runs a parsed checktestdata script over an input's bytes: valid, invalid (where and why), or the script's own error.
import { compileRegex, type Regex } from "./regex";
import type { Command, Expr, Test, Variable } from "./syntax";
import { arith, compare, int, modulo, negate, parseDecimal, power, ScriptError, show, str, valueKey, type Value } from "./values";

/** The input does not match: the line and character (from 1) where it stops, the command, and why. */
export class DataError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly command: string,
    readonly why: string,
    readonly context: string,
  ) {
    super(`line ${line} character ${column} of the input doesn't match ${command}${why ? `: ${why}` : ""}`);
  }
}

export interface CheckOptions {
  /** checktestdata's --whitespace-ok: any run of spaces and tabs for SPACE, and around each NEWLINE. */
  whitespaceOk?: boolean;
}

const ULONG_MAX = (1n << 64n) - 1n;
const isSpaceNotNewline = (c: number): boolean => c === 32 || c === 9 || c === 11 || c === 12 || c === 13;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Checks `data` (one character per byte: latin1) against the script; throws DataError or ScriptError. */
export function checkData(program: Command[], data: string, options: CheckOptions = {}): void {
  new Checker(data, options.whitespaceOk === true).run(program);
}

class Checker {
  private pos = 0;
  private line = 0;
  private lineStart = 0;
  private current: Command | undefined;
  private readonly vars = new Map<string, Map<string, Value>>();
  // For INARRAY: a variable's values counted by their key, made when INARRAY first asks and kept up to date after.
  private readonly reverse = new Map<string, Map<string, number>>();
  private readonly regexes = new Map<string, Regex>();

  constructor(
    private readonly data: string,
    private readonly wsOk: boolean,
  ) {}

  run(program: Command[]): void {
    try {
      if (this.wsOk) this.skipWhitespace();
      this.block(program);
    } catch (error) {
      // A script's error names the command it happened in, once.
      if (error instanceof ScriptError && this.current) throw new ScriptError(`${error.message} (in ${this.current.text}, line ${this.current.line} of the script)`);
      throw error;
    }
    this.current = undefined;
    if (this.pos < this.data.length) this.fail("end of file expected", "EOF");
  }

  private fail(why: string, command = this.current?.text ?? "EOF"): never {
    const lineText = this.data.slice(this.lineStart, this.data.indexOf("\n", this.pos) < 0 ? this.data.length : this.data.indexOf("\n", this.pos));
    const column = this.pos - this.lineStart;
    const from = Math.max(0, column - 60);
    const shown = lineText.slice(from, column + 40).replace(/[\t\r\v\f]/g, " ");
    const context = `${from > 0 ? "…" : ""}${shown}\n${" ".repeat(column - from + (from > 0 ? 1 : 0))}^`;
    const where = this.current ? `${command} (line ${this.current.line} of the script)` : command;
    throw new DataError(this.line + 1, column + 1, where, why, context);
  }

  private peek(): number {
    return this.pos < this.data.length ? this.data.charCodeAt(this.pos) : -1;
  }

  private read(): number {
    const c = this.data.charCodeAt(this.pos++);
    if (c === 10) {
      this.line++;
      this.lineStart = this.pos;
    }
    return c;
  }

  private skipWhitespace(): void {
    while (this.pos < this.data.length && isSpaceNotNewline(this.data.charCodeAt(this.pos))) this.pos++;
  }

  private block(commands: Command[]): void {
    for (const command of commands) this.command(command);
  }

  private command(command: Command): void {
    this.current = command;
    switch (command.k) {
      case "REP": {
        if (command.counter) this.assign(command.counter, int(0n));
        const count = this.evaluate(command.count);
        if (count.t !== "int" || count.v < 0n || count.v > ULONG_MAX) throw new ScriptError(`the count ${show(count)} of ${command.text} is not an integer from 0 to 2^64-1`);
        for (let i = 0n; i < count.v; i++) {
          if (i > 0n && command.separator) this.command(command.separator);
          this.block(command.body);
          if (command.counter) this.assign(command.counter, int(i + 1n));
          this.current = command;
        }
        return;
      }
      case "WHILE": {
        if (command.counter) this.assign(command.counter, int(0n));
        for (let i = 0n; this.test(command.test); ) {
          if (i > 0n && command.separator) this.command(command.separator);
          this.block(command.body);
          i++;
          if (command.counter) this.assign(command.counter, int(i));
          this.current = command;
        }
        return;
      }
      case "IF":
        if (this.test(command.test)) this.block(command.then);
        else if (command.otherwise) this.block(command.otherwise);
        return;
      case "SPACE":
        if (this.pos >= this.data.length) this.fail("end of file");
        if (this.wsOk) {
          if (!isSpaceNotNewline(this.peek())) this.fail("space expected");
          this.skipWhitespace();
        } else if (this.peek() !== 32) this.fail("space expected");
        else this.read();
        return;
      case "NEWLINE":
        if (this.wsOk) this.skipWhitespace();
        if (this.pos >= this.data.length) this.fail("end of file");
        if (this.peek() !== 10) this.fail("newline expected");
        this.read();
        if (this.wsOk) this.skipWhitespace();
        return;
      case "EOF":
        if (this.pos < this.data.length) this.fail("end of file expected");
        return;
      case "INT":
        return this.readInt(command.min, command.max, command.target);
      case "FLOAT":
        return this.readFloat(command);
      case "STRING": {
        const expected = this.string(command.value, command.text);
        for (let i = 0; i < expected.length; i++) {
          if (this.pos >= this.data.length) this.fail("premature end of file");
          if (this.peek() !== expected.charCodeAt(i)) this.fail(`${describe(expected.charCodeAt(i))} expected`);
          this.read();
        }
        return;
      }
      case "REGEX": {
        const pattern = this.string(command.value, command.text);
        let regex = this.regexes.get(pattern);
        if (!regex) {
          regex = compileRegex(pattern);
          this.regexes.set(pattern, regex);
        }
        const length = regex.longestMatch(this.data, this.pos);
        if (length < 0) this.fail(`no match for the regular expression ${JSON.stringify(pattern)}`);
        const matched = this.data.slice(this.pos, this.pos + length);
        for (let i = 0; i < length; i++) this.read();
        if (command.target) this.assign(command.target, str(matched));
        return;
      }
      case "ASSERT":
        if (!this.test(command.test)) this.fail("assertion failed");
        return;
      case "SET":
        for (const { target, value } of command.assignments) this.assign(target, this.evaluate(value));
        return;
      case "UNSET":
        for (const name of command.names) {
          this.vars.delete(name);
          this.reverse.delete(name);
        }
        return;
    }
  }

  // An integer as checktestdata reads it: 0|-?[1-9][0-9]*, no leading zeros and no -0.
  private readInt(minExpr: Expr, maxExpr: Expr, target: Variable | undefined): void {
    const start = this.pos;
    if (this.peek() === 45) this.read();
    while (isDigit(this.peek())) this.read();
    const text = this.data.slice(start, this.pos);
    const min = this.integer(minExpr, "lower bound");
    const max = this.integer(maxExpr, "upper bound");
    if (text.length === 0) this.fail("integer expected");
    if (text.length >= 2 && text[0] === "0") this.fail("prefix zero(s)");
    if (text[0] === "-" && (text.length === 1 || text[1] === "0")) this.fail("invalid minus sign (-0 not allowed)");
    if (text.length > 2_500_000) this.fail("an integer too long for this checktestdata");
    const x = BigInt(text);
    if (x < min || x > max) this.fail(`value ${show(int(x))} out of range [${show(int(min))}, ${show(int(max))}]`);
    if (target) this.assign(target, int(x));
  }

  // A float: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, the exponent refused by FIXED and required by SCIENTIFIC;
  // FLOATP also counts the decimals, and in scientific notation wants one non-zero digit before the dot.
  private readFloat(command: Extract<Command, { k: "FLOAT" }>): void {
    let decimals: [number, number] | undefined;
    if (command.decimals) {
      const bound = (expr: Expr, which: string): number => {
        const v = this.evaluate(expr);
        if (v.t !== "int") throw new ScriptError(`the ${which} number of decimals of ${command.text} is not an integer`);
        if (v.v < 0n || v.v >= 2147483647n) throw new ScriptError(`the ${which} number of decimals of ${command.text} is out of range`);
        return Number(v.v);
      };
      decimals = [bound(command.decimals[0], "least"), bound(command.decimals[1], "greatest")];
      if (decimals[0] > decimals[1]) throw new ScriptError(`the decimals range of ${command.text} is empty (${decimals[0]} > ${decimals[1]})`);
    }
    const start = this.pos;
    if (this.peek() === 45) this.read();
    if (!isDigit(this.peek())) this.fail("digit expected");
    const digitPos = this.pos;
    const firstDigit = this.peek();
    let dotPos = -1;
    let leading = 0;
    while (isDigit(this.peek()) || (dotPos < 0 && this.pos !== digitPos && this.peek() === 46)) {
      if (this.read() === 46) dotPos = this.pos - 1;
      if (dotPos < 0) leading++;
    }
    if (firstDigit === 48 && leading > 1) this.fail("prefix zero(s)");
    if (!isDigit(this.data.charCodeAt(this.pos - 1))) this.fail("digit expected");
    const expPos = this.pos;
    let hasExponent = false;
    if (command.option === "SCIENTIFIC" || (command.option === undefined && (this.peek() === 69 || this.peek() === 101))) {
      if (this.peek() !== 69 && this.peek() !== 101) this.fail("exponent 'E' expected");
      this.read();
      hasExponent = true;
      if (this.peek() === 45 || this.peek() === 43) this.read();
      const expDigits = this.pos;
      while (isDigit(this.peek())) this.read();
      if (this.pos === expDigits) this.fail("digit expected");
      if (this.data.charCodeAt(expDigits) === 48 && this.pos - expDigits > 1) this.fail("prefix zero(s) in exponent");
    }
    if (decimals) {
      if (hasExponent && (firstDigit === 48 || dotPos !== digitPos + 1)) this.fail("exactly one non-zero before the decimal dot expected");
      const count = dotPos < 0 ? 0 : expPos - dotPos - 1;
      if (count < decimals[0] || count > decimals[1]) this.fail(`number of decimals not within specified range: ${count} not in [${decimals[0]},${decimals[1]}]`);
    }
    const text = this.data.slice(start, this.pos);
    let x: Value;
    try {
      x = parseDecimal(text);
    } catch (error) {
      if (error instanceof ScriptError) this.fail("an exponent too large for this checktestdata");
      throw error;
    }
    const min = this.number(command.min, "lower bound");
    const max = this.number(command.max, "upper bound");
    if (compare(x, min, "<") < 0 || compare(x, max, ">") > 0) this.fail(`value ${text.length > 40 ? `${text.slice(0, 40)}…` : text} out of range [${show(min)}, ${show(max)}]`);
    if (command.target) this.assign(command.target, x);
  }

  private integer(expr: Expr, what: string): bigint {
    const v = this.evaluate(expr);
    if (v.t !== "int") throw new ScriptError(`the ${what} ${show(v)} is not an integer`);
    return v.v;
  }

  private number(expr: Expr, what: string): Value {
    const v = this.evaluate(expr);
    if (v.t === "str") throw new ScriptError(`the ${what} ${show(v)} is not a number`);
    return v;
  }

  private string(expr: Expr, where: string): string {
    const v = this.evaluate(expr);
    if (v.t !== "str") throw new ScriptError(`${where} needs a string, not ${show(v)}`);
    return v.s;
  }

  private indexKey(index: Expr[]): string {
    if (index.length === 0) return "";
    let key = "";
    for (const expr of index) {
      const v = this.evaluate(expr);
      if (v.t !== "int") throw new ScriptError(`an array index must be an integer, not ${show(v)}`);
      key += `${v.v},`;
    }
    return key;
  }

  private assign(target: Variable, value: Value): void {
    const key = this.indexKey(target.index);
    let values = this.vars.get(target.name);
    if (!values) {
      values = new Map();
      this.vars.set(target.name, values);
    }
    // INARRAY's count of values, kept only for a variable INARRAY has asked about (a key costs a number's digits).
    const reverse = this.reverse.get(target.name);
    const old = reverse && values.get(key);
    if (reverse && old) {
      const oldKey = valueKey(old);
      const left = reverse.get(oldKey)! - 1;
      if (left === 0) reverse.delete(oldKey);
      else reverse.set(oldKey, left);
    }
    values.set(key, value);
    if (reverse) {
      const newKey = valueKey(value);
      reverse.set(newKey, (reverse.get(newKey) ?? 0) + 1);
    }
  }

  private lookup(name: string, index: Expr[]): Value {
    const key = this.indexKey(index);
    const value = this.vars.get(name)?.get(key);
    if (!value) throw new ScriptError(`variable ${name}${index.length ? `[${key.slice(0, -1)}]` : ""} undefined`);
    return value;
  }

  private evaluate(expr: Expr): Value {
    switch (expr.k) {
      case "const":
        return expr.value;
      case "var":
        return this.lookup(expr.name, expr.index);
      case "neg":
        return negate(this.evaluate(expr.a));
      case "strlen": {
        const v = this.evaluate(expr.a);
        if (v.t !== "str") throw new ScriptError(`STRLEN needs a string, not ${show(v)}`);
        return int(BigInt(v.s.length));
      }
      case "bin": {
        const a = this.evaluate(expr.a);
        const b = this.evaluate(expr.b);
        if (expr.op === "%") return modulo(a, b);
        if (expr.op === "^") return power(a, b);
        return arith(expr.op, a, b);
      }
    }
  }

  private test(test: Test): boolean {
    switch (test.k) {
      case "not":
        return !this.test(test.a);
      case "and":
        return this.test(test.a) && this.test(test.b);
      case "or":
        return this.test(test.a) || this.test(test.b);
      case "iseof":
        return this.pos >= this.data.length;
      case "match": {
        const chars = this.string(test.a, `MATCH`);
        return this.pos < this.data.length && chars.includes(this.data[this.pos]!);
      }
      case "cmp": {
        const order = compare(this.evaluate(test.a), this.evaluate(test.b), test.op);
        switch (test.op) {
          case "<":
            return order < 0;
          case ">":
            return order > 0;
          case "<=":
            return order <= 0;
          case ">=":
            return order >= 0;
          case "==":
            return order === 0;
          case "!=":
            return order !== 0;
        }
        return false;
      }
      case "inarray": {
        const values = this.vars.get(test.name);
        if (!values) throw new ScriptError(`variable ${test.name} undefined`);
        let reverse = this.reverse.get(test.name);
        if (!reverse) {
          reverse = new Map();
          for (const value of values.values()) reverse.set(valueKey(value), (reverse.get(valueKey(value)) ?? 0) + 1);
          this.reverse.set(test.name, reverse);
        }
        return reverse.has(valueKey(this.evaluate(test.a)));
      }
      case "unique":
        return this.unique(test.names);
    }
  }

  // UNIQUE(a, b, …): the arrays have the same indices, and the tuples (a[i], b[i], …) differ; a failure is the input's.
  private unique(names: string[]): boolean {
    const arrays = names.map((name) => {
      const values = this.vars.get(name);
      if (!values) throw new ScriptError(`variable ${name} undefined`);
      return values;
    });
    for (let i = 1; i < arrays.length; i++) {
      if (arrays[i]!.size !== arrays[0]!.size) this.fail(`variables ${names[0]} and ${names[i]} have different indices`);
    }
    const seen = new Map<string, string>();
    for (const [index, first] of arrays[0]!) {
      const tuple = [first];
      for (let i = 1; i < arrays.length; i++) {
        const value = arrays[i]!.get(index);
        if (!value) this.fail(`index [${index.slice(0, -1)}] not defined for variable ${names[i]}`);
        tuple.push(value);
      }
      const key = tuple.length === 1 ? valueKey(first) : JSON.stringify(tuple.map(valueKey));
      const other = seen.get(key);
      if (other !== undefined) this.fail(`non-unique tuple (${tuple.map(show).join(",")}) found at indices [${other.slice(0, -1)}] and [${index.slice(0, -1)}]`);
      seen.set(key, index);
    }
    return true;
  }
}

function describe(code: number): string {
  if (code === 10) return "newline";
  if (code === 32) return "space";
  if (code >= 33 && code < 127) return `'${String.fromCharCode(code)}'`;
  return `byte ${code}`;
}
