// A page rendered by React's two Fizz builds for Node streams: its Node build into a Writable, and the
// build that writes strings (what app/entry.server.tsx uses) into RenderedDocument. Imported by
// server/http/rendered-document.test.ts for the builds of the test's own mode (development), and run by
// it as a script under NODE_ENV=production (React's builds follow NODE_ENV), where it prints both.
import { Writable } from "node:stream";
import { createElement as h, Suspense, use } from "react";
import { renderToPipeableStream as renderStrings } from "react-dom/server.bun";
import { renderToPipeableStream as renderNode } from "react-dom/server.node";
import { RenderedDocument } from "#server/http/rendered-document.ts";

function Late({ late }: { late: Promise<string> }) {
  return h("p", { className: "late" }, use(late));
}

/** What the product's pages have: escaping, non-ASCII text, a long text, an icon, an inline script, a late boundary. */
function page(late: Promise<string>) {
  return h(
    "html",
    { lang: "en" },
    h(
      "body",
      null,
      h(
        "main",
        { id: "main", "data-x": `a "quoted" <value> & more` },
        h("h1", { style: { fontSize: 24, marginTop: "1rem" } }, "Café, 日本語 and 😀 — ", 42),
        h("p", null, "Long text ".repeat(600)),
        h("input", { type: "checkbox", checked: true, readOnly: true, "aria-label": "Kept" }),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of our own, as the drawn icons' shapes
        h("svg", { viewBox: "0 0 24 24", dangerouslySetInnerHTML: { __html: '<path d="M1 1h22"></path>' } }),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an inline script of our own, as the root's
        h("script", { dangerouslySetInnerHTML: { __html: "window.x = '</p>';" } }),
        h(Suspense, { fallback: h("span", null, "Loading…") }, h(Late, { late })),
      ),
    ),
  );
}

/** The whole document a build writes, piped once its shell is ready, as the server does. */
function render(to: "node" | "strings"): Promise<string> {
  let arrive: (text: string) => void = () => {};
  const late = new Promise<string>((resolve) => {
    arrive = resolve;
  });
  const renderToPipeableStream = to === "node" ? renderNode : renderStrings;
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page(late), {
      nonce: "n0nce",
      bootstrapScriptContent: "start()",
      onShellReady() {
        if (to === "strings") {
          const document = new RenderedDocument();
          const chunks: string[] = [];
          document.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
          document.on("end", () => resolve(chunks.join("")));
          pipe(document as unknown as NodeJS.WritableStream);
        } else {
          const bytes: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                bytes.push(Buffer.from(chunk));
                done();
              },
              final(done) {
                resolve(Buffer.concat(bytes).toString());
                done();
              },
            }),
          );
        }
        // The boundary resolves after the shell went out: it is streamed, as a slow loader's data is.
        setTimeout(() => arrive("Arrived, ünïcödé ✓"), 5);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

export async function renderBothBuilds() {
  return { node: await render("node"), strings: await render("strings") };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(JSON.stringify(await renderBothBuilds()));
}
