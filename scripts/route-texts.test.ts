// The words a route answers with live in core/ (`*-messages.ts`), never in the route module: a form's
// failure or success message, a toast's title and description, an error thrown to the boundary. Two
// screens that answer the same failure then say the same words, the server's tests can assert them, and
// a wording change is one edit. The page's own markup (headings, labels, the public pages' copy) stays
// with its layout; this check reads only what a loader or action hands back (decision 140).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Calls whose arguments are the answer a person reads. */
const answeringCalls = new Set(["fail", "redirectWithToast", "data", "toast", "setToast", "failure"]);
/** Properties that hold the answer's words. */
const answeringProperties = new Set(["message"]);
/** In a toast object (an argument of an answering call), these hold words too. */
const toastProperties = new Set(["title", "description"]);

/** A literal with at least two words in it: a sentence, not a key such as "sign-in" or "user". */
function isWords(node: ts.Node): boolean {
  if (
    !ts.isStringLiteral(node) &&
    !ts.isNoSubstitutionTemplateLiteral(node) &&
    !ts.isTemplateExpression(node)
  )
    return false;
  const text = ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
    : node.text;
  return /[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/.test(text);
}

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

/** "file:line: the text" for every answer's words written in a route module. */
function routeTextViolations(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    found.push(`${file}:${line}: ${node.getText(sourceFile)}`);
  };
  const visit = (node: ts.Node, inAnswer: boolean) => {
    if (ts.isPropertyAssignment(node) && isWords(node.initializer)) {
      const name = node.name.getText(sourceFile);
      if (answeringProperties.has(name) || (inAnswer && toastProperties.has(name))) report(node.initializer);
    }
    if (ts.isReturnStatement(node) && node.expression && isWords(node.expression)) report(node.expression);
    if (ts.isThrowStatement(node) && isWords(node.expression)) report(node.expression);
    if (ts.isCallExpression(node) && answeringCalls.has(calleeName(node))) {
      for (const argument of node.arguments) {
        if (isWords(argument)) report(argument);
        visit(argument, true);
      }
      return;
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Response") {
      const [body] = node.arguments ?? [];
      if (body && isWords(body)) report(body);
    }
    ts.forEachChild(node, (child) => visit(child, inAnswer));
  };
  visit(sourceFile, false);
  return found;
}

function routeModules(): string[] {
  return readdirSync(path.join(root, "app/routes"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"))
    .map((file) => path.join("app/routes", file));
}

describe("texts out of routes", () => {
  it("no route module writes the words a loader or action answers with", () => {
    const violations = routeModules().flatMap((file) =>
      routeTextViolations(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(violations).toEqual([]);
  });

  it("names the line of a message, a toast's words, a returned or thrown sentence", () => {
    const source = [
      'return fail({ message: "Something went wrong" }, 400);', // 1
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template
      'return redirectWithToast(config, "/x", { type: "success", title: "Saved it", description: `For ${a} now` });', // 2
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template
      'run: async () => { return `${adminMessages.created("user")}. An invitation was sent.`; },', // 3
      'throw new Response("Not here at all", { status: 404 });', // 4
      'throw "Plain words thrown";', // 5
    ].join("\n");
    expect(routeTextViolations("app/routes/x.tsx", source).map((v) => v.split(": ")[0])).toEqual([
      "app/routes/x.tsx:1",
      "app/routes/x.tsx:2",
      "app/routes/x.tsx:2",
      "app/routes/x.tsx:3",
      "app/routes/x.tsx:4",
      "app/routes/x.tsx:5",
    ]);
  });

  it("leaves keys, log lines and texts from core alone", () => {
    const source = [
      'return fail({ intent: "sign-in", message: authMessages.unexpected }, 400);',
      'logger.error({ err }, "achievements read failed");',
      'return redirectWithToast(config, "/admin", { type: "success", title: authMessages.loginSuccess });',
      'const meta = () => [{ title: "About Us" }];',
      '<AdminPageHeader title="FAQ Management" />;',
    ].join("\n");
    expect(routeTextViolations("app/routes/x.tsx", source)).toEqual([]);
  });
});
