// Every icon of icons.ts draws lucide-react's own markup, attribute for attribute, whether it is drawn
// once (aria-hidden with a class list) or handed to lucide (anything else); and drawn once means once.
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import * as icons from "./icons";

const propSets: Record<string, unknown>[] = [
  { "aria-hidden": true, className: "size-4 shrink-0" },
  { "aria-hidden": true },
  { "aria-hidden": "true", className: "size-4  size-4 group-hover:translate-x-1" },
  { className: "size-4" },
  { "aria-label": "Edit", className: "size-4" },
  { "aria-hidden": true, strokeWidth: 1.25, className: "size-8 text-brass" },
];

const drawn = Object.entries(icons).filter(([, value]) => typeof value === "function");

it("draws every icon as lucide-react does, for each way the product draws one", () => {
  expect(drawn.length).toBeGreaterThan(50);
  for (const [name, Drawn] of drawn) {
    const Lucide = (lucide as unknown as Record<string, lucide.LucideIcon>)[name]!;
    for (const props of propSets) {
      const ours = renderToStaticMarkup(createElement(Drawn as lucide.LucideIcon, props));
      expect(ours, `${name} ${JSON.stringify(props)}`).toBe(
        renderToStaticMarkup(createElement(Lucide, props)),
      );
    }
  }
});

it("gives the same element again for the same class list, and lucide's own for anything else", () => {
  const render = (icons.Users as unknown as (props: object) => unknown).bind(null);
  const first = render({ "aria-hidden": true, className: "size-4" });
  expect(render({ "aria-hidden": true, className: "size-4" })).toBe(first);
  expect(render({ "aria-hidden": true, className: "size-5" })).not.toBe(first);
  const labelled = render({ "aria-label": "Members" }) as { type: unknown };
  expect(labelled.type).toBe(lucide.Users);
});
