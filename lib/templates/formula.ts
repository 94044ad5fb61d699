/**
 * Evaluates the spreadsheet-style expressions of computed sheet columns, such
 * as `=[Reach] * [Impact] * ([Confidence %] / 100) / [Effort]`, against one
 * row. The CSV downloads hold values, never formulas; this exists so the
 * tests can recompute every example value from the very expression the page
 * shows, and the two can never drift apart.
 *
 * Grammar (a small subset of spreadsheet formulas):
 *   expression := comparison
 *   comparison := sum (("=" | "<>" | "<" | "<=" | ">" | ">=") sum)?
 *   sum        := product (("+" | "-") product)*
 *   product    := unary (("*" | "/") unary)*
 *   unary      := "-" unary | atom
 *   atom       := number | "string" | [Column name] | NAME "(" args ")" | "(" expression ")"
 * Functions: MAX, MIN, ROUND(x, digits), ROUNDUP(x, digits), IF(cond, then, else), AND, OR.
 */
export type FormulaValue = number | string | boolean;

type Token =
  | { kind: "num"; value: number }
  | { kind: "str"; value: string }
  | { kind: "ref"; name: string }
  | { kind: "name"; name: string }
  | { kind: "op"; op: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (/[0-9.]/.test(ch)) {
      const match = /^[0-9]*\.?[0-9]+/.exec(source.slice(i));
      if (!match) throw new Error(`Bad number at ${i} in ${source}`);
      tokens.push({ kind: "num", value: Number(match[0]) });
      i += match[0].length;
    } else if (ch === '"') {
      const end = source.indexOf('"', i + 1);
      if (end < 0) throw new Error(`Unclosed string in ${source}`);
      tokens.push({ kind: "str", value: source.slice(i + 1, end) });
      i = end + 1;
    } else if (ch === "[") {
      const end = source.indexOf("]", i);
      if (end < 0) throw new Error(`Unclosed column reference in ${source}`);
      tokens.push({ kind: "ref", name: source.slice(i + 1, end) });
      i = end + 1;
    } else if (/[A-Za-z]/.test(ch)) {
      const match = /^[A-Za-z]+/.exec(source.slice(i))!;
      tokens.push({ kind: "name", name: match[0].toUpperCase() });
      i += match[0].length;
    } else {
      const two = source.slice(i, i + 2);
      if (two === "<=" || two === ">=" || two === "<>") {
        tokens.push({ kind: "op", op: two });
        i += 2;
      } else if ("+-*/(),=<>".includes(ch)) {
        tokens.push({ kind: "op", op: ch });
        i++;
      } else {
        throw new Error(`Unexpected "${ch}" in ${source}`);
      }
    }
  }
  return tokens;
}

function toNumber(value: FormulaValue, what: string): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  const n = Number(value.replace(/,/g, ""));
  if (value.trim() === "" || Number.isNaN(n)) throw new Error(`${what} is not a number: "${value}"`);
  return n;
}

const functions: Record<string, (args: FormulaValue[]) => FormulaValue> = {
  MAX: (args) => Math.max(...args.map((a) => toNumber(a, "MAX argument"))),
  MIN: (args) => Math.min(...args.map((a) => toNumber(a, "MIN argument"))),
  ROUND: ([x, digits]) => {
    const factor = 10 ** toNumber(digits ?? 0, "ROUND digits");
    const n = toNumber(x ?? 0, "ROUND argument");
    // Spreadsheets round halves away from zero.
    return (Math.sign(n) * Math.round(Math.abs(n) * factor + 1e-9)) / factor;
  },
  // Away from zero, as spreadsheets do: a count of people to invite is never rounded down.
  ROUNDUP: ([x, digits]) => {
    const factor = 10 ** toNumber(digits ?? 0, "ROUNDUP digits");
    const n = toNumber(x ?? 0, "ROUNDUP argument");
    // The small allowance keeps 800.0000000001 (floating-point noise from a division) at 800.
    return (Math.sign(n) * Math.ceil(Math.abs(n) * factor - 1e-9)) / factor;
  },
  IF: ([cond, then, otherwise]) => (cond ? (then ?? true) : (otherwise ?? false)),
  AND: (args) => args.every(Boolean),
  OR: (args) => args.some(Boolean),
};

/** Evaluates `expression` (with or without its leading "=") against a row keyed by column name. */
export function evaluateFormula(expression: string, row: Record<string, FormulaValue>): FormulaValue {
  const tokens = tokenize(expression.replace(/^\s*=/, ""));
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (op: string) => {
    const t = peek();
    return t?.kind === "op" && t.op === op;
  };
  const expect = (op: string) => {
    if (!isOp(op)) throw new Error(`Expected "${op}" in ${expression}`);
    pos++;
  };

  function comparison(): FormulaValue {
    const left = sum();
    const t = peek();
    if (t?.kind === "op" && ["=", "<>", "<", "<=", ">", ">="].includes(t.op)) {
      pos++;
      const right = sum();
      if (t.op === "=") return left === right;
      if (t.op === "<>") return left !== right;
      const [a, b] = [toNumber(left, "left side"), toNumber(right, "right side")];
      return t.op === "<" ? a < b : t.op === "<=" ? a <= b : t.op === ">" ? a > b : a >= b;
    }
    return left;
  }
  function sum(): FormulaValue {
    let value = product();
    while (isOp("+") || isOp("-")) {
      const op = (tokens[pos++] as { op: string }).op;
      const right = toNumber(product(), "term");
      value = op === "+" ? toNumber(value, "term") + right : toNumber(value, "term") - right;
    }
    return value;
  }
  function product(): FormulaValue {
    let value = unary();
    while (isOp("*") || isOp("/")) {
      const op = (tokens[pos++] as { op: string }).op;
      const right = toNumber(unary(), "factor");
      if (op === "/" && right === 0) throw new Error(`Division by zero in ${expression}`);
      value = op === "*" ? toNumber(value, "factor") * right : toNumber(value, "factor") / right;
    }
    return value;
  }
  function unary(): FormulaValue {
    if (isOp("-")) {
      pos++;
      return -toNumber(unary(), "negated value");
    }
    return atom();
  }
  function atom(): FormulaValue {
    const t = tokens[pos++];
    if (!t) throw new Error(`Unexpected end of ${expression}`);
    if (t.kind === "num" || t.kind === "str") return t.value;
    if (t.kind === "ref") {
      if (!(t.name in row)) throw new Error(`Unknown column [${t.name}] in ${expression}`);
      return row[t.name]!;
    }
    if (t.kind === "name") {
      const fn = functions[t.name];
      if (!fn) throw new Error(`Unknown function ${t.name} in ${expression}`);
      expect("(");
      const args: FormulaValue[] = [];
      if (!isOp(")")) {
        args.push(comparison());
        while (isOp(",")) {
          pos++;
          args.push(comparison());
        }
      }
      expect(")");
      return fn(args);
    }
    if (t.op === "(") {
      const value = comparison();
      expect(")");
      return value;
    }
    throw new Error(`Unexpected "${t.op}" in ${expression}`);
  }

  const result = comparison();
  if (pos !== tokens.length) throw new Error(`Unexpected text after the formula in ${expression}`);
  return result;
}

/** The column names an expression refers to, in order of first use. */
export function referencedColumns(expression: string): string[] {
  const names = tokenize(expression.replace(/^\s*=/, "")).flatMap((t) => (t.kind === "ref" ? [t.name] : []));
  return [...new Set(names)];
}

/** A spreadsheet's name for the column at a 0-based position: A to Z, then AA, AB… (the sheet's column list shows it beside each name). */
export function columnLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`No spreadsheet column at position ${index}`);
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
