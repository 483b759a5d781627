import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { InAppLink } from "./in-app-link";

/** The markup of `page` as the server renders it at `url`, inside a data router like React Router's own. */
async function render(url: string, page: ReactNode) {
  const routes = [{ id: "root", path: "/admin/users", element: page }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("the route answered a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const icon = createElement("span", null, "icon");

describe("InAppLink", () => {
  it("draws the markup React Router's Link draws for the same absolute target", async () => {
    const target = "/admin/audit-log?f.id=a1&f.entity=profile";
    const attributes = {
      "aria-label": "Audit history: A & B",
      title: "Audit history",
      className: "inline-flex size-8",
    };
    const theirs = await render(
      "/admin/users?page=2",
      createElement(Link, { to: target, ...attributes }, icon),
    );
    const ours = await render(
      "/admin/users?page=2",
      createElement(InAppLink, { ...attributes, href: target }, icon),
    );
    expect(ours).toBe(theirs);
    expect(ours).toContain('href="/admin/audit-log?f.id=a1&amp;f.entity=profile"');
  });

  it("draws a table's query link as Link drew it from the page's own path", async () => {
    // DataTable's rule: the location's path and the new query, which Link resolved "?…" to.
    const search = "?sort=name&dir=asc";
    const theirs = await render("/admin/users?q=x", createElement(Link, { to: search }, "Name"));
    const ours = await render(
      "/admin/users?q=x",
      createElement(InAppLink, { href: `/admin/users${search}` }, "Name"),
    );
    expect(ours).toBe(theirs);
  });
});
