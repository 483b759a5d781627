// No production module imports itself through others: a circle of imports means no part of it can be
// read, tested or moved without the rest, and its modules' evaluation order decides whether a value
// is there yet. Type-only imports count: they tie the modules' meaning together as much as values do.
// Tests and test support are left out (a test may reach anything); core/, server/ and app/ are read.
import { describe, expect, it } from "vitest";
import { isTest, moduleFile, read, sourcesUnder, specifiers } from "./source-imports.ts";

type Graph = Map<string, string[]>;

/** The imports between production modules: each file with the files it imports. */
function importGraph(): Graph {
  const files = ["core", "server", "app"].flatMap(sourcesUnder).filter((file) => !isTest(file));
  const known = new Set(files);
  return new Map(
    read(files).map(({ file, source }) => [
      file,
      specifiers(source)
        .map((specifier) => moduleFile(file, specifier))
        .filter((target): target is string => target !== undefined && known.has(target)),
    ]),
  );
}

/** Every circle (Tarjan's strongly connected components), each as its files in order, smallest first. */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) found.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe("import circles", () => {
  it("no production module of core/, server/ or app/ reaches itself through its imports", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(400);
    expect(circles(graph)).toEqual([]);
  });

  it("names the files of each circle, type imports and self-imports included, and nothing else", () => {
    const graph: Graph = new Map([
      ["server/a.ts", ["server/b.ts", "core/x.ts"]],
      ["server/b.ts", ["server/c.ts"]],
      ["server/c.ts", ["server/a.ts"]],
      ["core/x.ts", ["core/y.ts"]],
      ["core/y.ts", []],
      ["app/z.ts", ["app/z.ts"]],
      ["app/w.ts", ["server/a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["app/z.ts"], ["server/a.ts", "server/b.ts", "server/c.ts"]]);
    expect(specifiers('import type { SessionUser } from "./session-user.ts";')).toEqual([
      "./session-user.ts",
    ]);
  });

  it("resolves app/'s imports written without an extension", () => {
    expect(moduleFile("app/routes/admin/faqs.tsx", "~/kit/url-dialog")).toBe("app/kit/url-dialog.ts");
    expect(moduleFile("app/routes/admin/faqs.tsx", "./+types/faqs")).toBeUndefined();
  });
});
