// Integration files share their worker's modules (isolate: false, decision 242). Two things would let
// one file change what the next one sees, and both are found here in the source: a file that mocks or
// stubs (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv) outside OWN_MODULES, whose files get a module
// graph of their own; and a test-support module that registers hooks when it is imported, which then
// happens for the first file of a worker only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#server/paths.ts";
import { OWN_MODULES } from "../vitest.config.ts";

const files = (folder: string, pattern: RegExp) =>
  readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.includes("node_modules"))
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

const HOOKS = /^(beforeAll|afterAll|beforeEach|afterEach)$/;

/** Calls made while a module is evaluated: its top-level statements and initializers, not function bodies. */
function topLevelCalls(sourceFile: ts.SourceFile): string[] {
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) calls.push(node.expression.getText(sourceFile));
    ts.forEachChild(node, visit);
  };
  for (const statement of sourceFile.statements) visit(statement);
  return calls;
}

/** Functions declared in a module that register hooks when called (appUnderTestForSuite). */
function hookRegistering(sourceFile: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      let registers = false;
      const find = (inner: ts.Node) => {
        if (ts.isCallExpression(inner) && HOOKS.test(inner.expression.getText(sourceFile))) registers = true;
        ts.forEachChild(inner, find);
      };
      find(node.body);
      if (registers) names.push(node.name.text);
    }
  };
  ts.forEachChild(sourceFile, visit);
  return names;
}

/** The hooks a set of modules register while they are evaluated, directly or through a helper. */
function hooksOnImport(sources: Record<string, string>): string[] {
  const parsed = Object.entries(sources).map(
    ([file, source]) => [file, ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)] as const,
  );
  const helpers = new Set(parsed.flatMap(([, sourceFile]) => hookRegistering(sourceFile)));
  return parsed.flatMap(([file, sourceFile]) =>
    topLevelCalls(sourceFile)
      .filter((callee) => HOOKS.test(callee) || helpers.has(callee))
      .map((callee) => `${file}: ${callee}`),
  );
}

describe("integration files cannot change what the next file sees", () => {
  it("mocks and stubs only in OWN_MODULES, whose files run with a module graph of their own", () => {
    const integration = [...files("server", /\.test\.ts$/), ...files("app", /\.test\.ts$/)];
    const mocking = integration.filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(read(file)));
    expect(mocking.filter((file) => !OWN_MODULES.includes(file))).toEqual([]);
    expect(mocking.length, "the check finds vi.mock where it is").toBeGreaterThan(0);
  });

  it("no test-support module registers hooks when it is imported", () => {
    const support = Object.fromEntries(files("tests/support", /\.ts$/).map((file) => [file, read(file)]));
    expect(hooksOnImport(support)).toEqual([]);
    // The check itself: hooks registered at the top, directly or through a helper, are found.
    expect(
      hooksOnImport({
        "a.ts": "export function forSuite() { beforeAll(() => {}); }\nafterAll(() => {});",
        "b.ts": "export const suite = forSuite({ prepare: () => beforeEach(() => {}) });",
      }),
    ).toEqual(["a.ts: afterAll", "b.ts: forSuite"]);
  });
});
