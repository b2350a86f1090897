// The shapes of a parsed checktestdata script: commands, expressions and tests, each command with its source text.
import type { Value } from "./values";

export type Expr =
  | { k: "const"; value: Value }
  | { k: "var"; name: string; index: Expr[] }
  | { k: "neg"; a: Expr }
  | { k: "bin"; op: "+" | "-" | "*" | "/" | "%" | "^"; a: Expr; b: Expr }
  | { k: "strlen"; a: Expr };

export type CompareOp = "<" | ">" | "<=" | ">=" | "==" | "!=";

export type Test =
  | { k: "not"; a: Test }
  | { k: "and" | "or"; a: Test; b: Test }
  | { k: "cmp"; op: CompareOp; a: Expr; b: Expr }
  | { k: "iseof" }
  | { k: "match"; a: Expr }
  | { k: "unique"; names: string[] }
  | { k: "inarray"; a: Expr; name: string };

export type Variable = { name: string; index: Expr[] };
export type FloatOption = "FIXED" | "SCIENTIFIC" | undefined;

type Located = { text: string; line: number };

export type Command = Located &
  (
    | { k: "SPACE" | "NEWLINE" | "EOF" }
    | { k: "INT"; min: Expr; max: Expr; target?: Variable }
    | { k: "FLOAT"; min: Expr; max: Expr; decimals?: [Expr, Expr]; target?: Variable; option: FloatOption }
    | { k: "STRING"; value: Expr }
    | { k: "REGEX"; value: Expr; target?: Variable }
    | { k: "ASSERT"; test: Test }
    | { k: "SET"; assignments: { target: Variable; value: Expr }[] }
    | { k: "UNSET"; names: string[] }
    | { k: "REP"; counter?: Variable; count: Expr; separator?: Command; body: Command[] }
    | { k: "WHILE"; counter?: Variable; test: Test; separator?: Command; body: Command[] }
    | { k: "IF"; test: Test; then: Command[]; otherwise?: Command[] }
  );
