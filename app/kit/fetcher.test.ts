import { createElement, type ReactNode, useId } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type FetcherWithComponents,
  StaticRouterProvider,
  // biome-ignore lint/style/noRestrictedImports: React Router's own, to compare with
  useFetcher as useRouterFetcher,
} from "react-router";
import { describe, expect, it } from "vitest";
import { useFetcher } from "./fetcher.ts";

type UseFetcher = () => FetcherWithComponents<unknown>;

type Seen = FetcherWithComponents<unknown>[];

function Note() {
  const id = useId();
  return createElement("p", { id }, "note");
}

/** A row as the admin lists draw one: a fetcher of its own, ids made below it. */
function Row({ name, use, seen }: { name: string; use: UseFetcher; seen: Seen }) {
  const fetcher = use();
  seen.push(fetcher);
  return createElement(
    fetcher.Form,
    { method: "post" },
    createElement("input", { type: "hidden", name: "id", value: name }),
    createElement(Note),
    createElement("button", { type: "submit", disabled: fetcher.state !== "idle" }, "Save"),
  );
}

function Label({ children }: { children: ReactNode }) {
  const id = useId();
  return createElement("label", { htmlFor: id }, children, createElement("input", { id }));
}

function Page({ use, seen }: { use: UseFetcher; seen: Seen }) {
  return createElement(
    "main",
    null,
    createElement(Row, { name: "one", use, seen }),
    createElement(Label, null, "Between"),
    createElement(Row, { name: "two", use, seen }),
  );
}

/** The page's markup as the server renders it, inside a data router like React Router's own. */
async function render(use: UseFetcher) {
  const seen: Seen = [];
  const routes = [{ id: "root", path: "/admin/list", element: createElement(Page, { use, seen }) }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/admin/list"));
  if (context instanceof Response) throw new Error("the route answered a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context }));
  return { html, seen };
}

describe("useFetcher (React Router's, idle on the server)", () => {
  it("is the idle one on the server", () => {
    expect(useFetcher).not.toBe(useRouterFetcher);
  });

  it("renders the same markup as React Router's, its Form and the ids below it included", async () => {
    const ours = await render(useFetcher);
    const routers = await render(useRouterFetcher);
    expect(ours.html).toMatch(/<form [^>]*method="post"/);
    expect(ours.html).toMatch(/<p id="[^"]+">note<\/p>/);
    expect(ours.html).toBe(routers.html);
  });

  it("is idle, with no data, as React Router's always is on the server", async () => {
    const { seen } = await render(useFetcher);
    const { seen: theirs } = await render(useRouterFetcher);
    for (const fetcher of seen) {
      expect(fetcher.state).toBe("idle");
      expect(fetcher.data).toBeUndefined();
      expect(fetcher.formData).toBeUndefined();
    }
    expect(theirs.map((f) => f.state)).toEqual(seen.map((f) => f.state));
  });

  it("fails to submit or load on the server, as React Router's does", async () => {
    const { seen } = await render(useFetcher);
    const { seen: theirs } = await render(useRouterFetcher);
    await expect(seen[0]!.submit({ intent: "save" }, { method: "post" })).rejects.toThrow(/browser/);
    await expect(seen[0]!.load("/admin/list")).rejects.toThrow(/browser/);
    await expect(theirs[0]!.submit({ intent: "save" }, { method: "post" })).rejects.toThrow();
    await expect(theirs[0]!.load("/admin/list")).rejects.toThrow();
  });
});
