// No test asserts that something happened within a time (decision 180): on a loaded machine any bound is
// a flake, and a speed goal belongs in `npm run bench`. This reads every test file and test helper and
// fails on an assertion that bounds elapsed time from above: a duration (a clock read minus an earlier
// one) expected to be less than something, a clock read expected to be before something, or a time
// expected to be after "now minus a window". Lower bounds stay legal: waiting until a minimum time has
// passed (the application form's fill time), or a stored stamp not earlier than when it was asked for.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#server/paths.ts";

const LESS = new Set(["toBeLessThan", "toBeLessThanOrEqual"]);
const GREATER = new Set(["toBeGreaterThan", "toBeGreaterThanOrEqual"]);
const EXPECT = new Set(["expect", "expect.poll", "expect.soft", "assert", "assert.ok"]);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

const CLOCKS = ["Date.now", "performance.now", "process.hrtime", "process.hrtime.bigint"];

/** `new Date()` with no argument: the moment it runs. */
const isNewDateNow = (node: ts.Expression) => {
  const n = unwrap(node);
  return ts.isNewExpression(n) && n.expression.getText() === "Date" && !n.arguments?.length;
};

/** Where a test asserts on elapsed time in this source: "file:line: the assertion". */
function timedAssertions(file: string, source: string): string[] {
  if (!/Date\.now|performance\.now|hrtime|new Date\(\)/.test(source)) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  // Every value given to a name (declarations and assignments), whatever its scope.
  const values = new Map<string, ts.Expression[]>();
  const remember = (name: string, value: ts.Expression) =>
    values.set(name, [...(values.get(name) ?? []), value]);
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      remember(node.name.text, node.initializer);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    )
      remember(node.left.text, node.right);
    ts.forEachChild(node, collect);
  };
  collect(sourceFile);
  /** Whether a name ever holds a value that `test` accepts. */
  const holds = (
    name: string,
    test: (value: ts.Expression, seen: Set<string>) => boolean,
    seen: Set<string>,
  ) => !seen.has(name) && (values.get(name) ?? []).some((value) => test(value, new Set([...seen, name])));

  /** A clock read where it is written: `Date.now()`, `performance.now()`, `new Date().getTime()`... */
  const readsClockHere = (node: ts.Expression): boolean => {
    const n = unwrap(node);
    if (!ts.isCallExpression(n)) return false;
    if (CLOCKS.includes(n.expression.getText())) return true;
    return (
      ts.isPropertyAccessExpression(n.expression) &&
      ["getTime", "valueOf"].includes(n.expression.name.text) &&
      isNewDateNow(n.expression.expression)
    );
  };
  /** A clock read, here or earlier into a name (`const started = performance.now()`, `t0.getTime()`). */
  const isClock = (node: ts.Expression, seen = new Set<string>()): boolean => {
    const n = unwrap(node);
    if (readsClockHere(n)) return true;
    if (ts.isIdentifier(n)) return holds(n.text, isClock, seen);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const date = unwrap(n.expression.expression);
      return (
        ["getTime", "valueOf"].includes(n.expression.name.text) &&
        ts.isIdentifier(date) &&
        holds(date.text, (value) => isNewDateNow(value), seen)
      );
    }
    return false;
  };
  /** Elapsed time: one clock read minus another, or such a difference converted, scaled or named. */
  const isDuration = (node: ts.Expression, seen = new Set<string>()): boolean => {
    const n = unwrap(node);
    if (ts.isIdentifier(n)) return holds(n.text, isDuration, seen);
    // process.hrtime(start) is itself the time since `start`.
    if (ts.isCallExpression(n) && n.expression.getText() === "process.hrtime" && n.arguments.length)
      return true;
    if (
      ts.isCallExpression(n) &&
      ["Math.round", "Math.floor", "Math.ceil", "Number"].includes(n.expression.getText())
    )
      return n.arguments.some((argument) => isDuration(argument, seen));
    if (ts.isElementAccessExpression(n)) return isDuration(n.expression, seen);
    if (!ts.isBinaryExpression(n)) return false;
    const operator = n.operatorToken.kind;
    if (operator === ts.SyntaxKind.MinusToken)
      return (isClock(n.left, seen) && isClock(n.right, seen)) || isDuration(n.left, seen);
    if (operator === ts.SyntaxKind.SlashToken || operator === ts.SyntaxKind.AsteriskToken)
      return isDuration(n.left, seen) || isDuration(n.right, seen);
    return false;
  };
  /** "Now minus a window", read at the assertion: what a time must be after to be within the window. */
  const isNowMinus = (node: ts.Expression) => {
    const n = unwrap(node);
    return (
      ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.MinusToken && readsClockHere(n.left)
    );
  };
  /** The smaller side of an asserted comparison bounds elapsed time from above. */
  const boundsElapsed = (small: ts.Expression) =>
    isDuration(small) || readsClockHere(small) || isNowMinus(small);

  /** `a < b`, `a <= b`, `b > a`, `b >= a` inside an asserted expression, with `a` bounding elapsed time. */
  const comparesElapsed = (node: ts.Expression): boolean => {
    const n = unwrap(node);
    if (!ts.isBinaryExpression(n)) return false;
    const op = n.operatorToken.kind;
    if (op === ts.SyntaxKind.LessThanToken || op === ts.SyntaxKind.LessThanEqualsToken)
      return boundsElapsed(n.left);
    if (op === ts.SyntaxKind.GreaterThanToken || op === ts.SyntaxKind.GreaterThanEqualsToken)
      return boundsElapsed(n.right);
    return comparesElapsed(n.left) || comparesElapsed(n.right);
  };

  /** What an `expect(subject)` or `expect.poll(() => subject)` looks at. */
  const subjectOf = (argument: ts.Expression | undefined): ts.Expression | undefined => {
    if (!argument) return undefined;
    const n = unwrap(argument);
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && !ts.isBlock(n.body)) return n.body;
    return n;
  };

  const found: string[] = [];
  const flag = (node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${file}:${line}: ${node.getText().replace(/\s+/g, " ")}`);
  };
  const visit = (node: ts.Node) => {
    // expect(subject).toBeLessThan(bound), .not.toBeGreaterThan(bound), expect(time).toBeGreaterThan(bound)
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      let matcher = node.expression.name.text;
      let target = node.expression.expression;
      let negated = false;
      while (
        ts.isPropertyAccessExpression(target) &&
        ["not", "soft", "resolves"].includes(target.name.text)
      ) {
        negated = negated !== (target.name.text === "not");
        target = target.expression;
      }
      if (negated && LESS.has(matcher)) matcher = "toBeGreaterThan";
      else if (negated && GREATER.has(matcher)) matcher = "toBeLessThan";
      if (ts.isCallExpression(target) && EXPECT.has(target.expression.getText())) {
        const subject = subjectOf(target.arguments[0]);
        const bound = node.arguments[0];
        const small = LESS.has(matcher) ? subject : GREATER.has(matcher) ? bound : undefined;
        // A time asserted after plain "now" is a time scheduled ahead (a retry's run_at): not elapsed time.
        if (small && (LESS.has(matcher) ? boundsElapsed(small) : isDuration(small) || isNowMinus(small)))
          flag(node);
      }
    }
    // expect(ms < 1000).toBe(true), assert(elapsed <= limit)
    if (ts.isCallExpression(node) && EXPECT.has(node.expression.getText())) {
      const subject = subjectOf(node.arguments[0]);
      if (subject && comparesElapsed(subject)) flag(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Test files, and the helpers tests call (tests/), as paths from the project root. */
function testSources(): string[] {
  const files: string[] = [];
  for (const folder of ["app", "core", "server", "scripts", "tests"]) {
    for (const file of readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" })) {
      const relative = path.join(folder, file);
      if (relative.split(path.sep).includes("node_modules") || !/\.(m?[jt]sx?)$/.test(file)) continue;
      if (folder === "tests" || /\.test\.m?[jt]sx?$/.test(file)) files.push(relative);
    }
  }
  return files;
}

/** The sample lines of one section of timed-assertion-samples.txt. */
function samples(section: "timed" | "fine"): string[] {
  const text = readFileSync(path.join(projectRoot, "scripts/timed-assertion-samples.txt"), "utf8");
  const lines = text.split("\n").filter((line) => line && !line.startsWith("#"));
  const start = lines.indexOf(`[${section}]`) + 1;
  const end = lines.findIndex((line, i) => i >= start && line.startsWith("["));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe("no test asserts on elapsed time", () => {
  const check = (source: string) => timedAssertions("sample.test.ts", source).length;

  it("finds an upper bound on elapsed time, however it is written", () => {
    const timed = samples("timed");
    expect(timed).toHaveLength(12);
    for (const source of timed) expect(check(source), source).toBe(1);
  });

  it("leaves lower bounds, stamps, deadlines and other comparisons alone", () => {
    const fine = samples("fine");
    expect(fine).toHaveLength(11);
    for (const source of fine) expect(check(source), source).toBe(0);
  });

  it("in any test file or test helper", () => {
    const files = testSources();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      timedAssertions(file, readFileSync(path.join(projectRoot, file), "utf8")),
    );
    expect(found, "assertions on elapsed time: measure it in `npm run bench` instead").toEqual([]);
  });
});
