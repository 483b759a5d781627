// lucide-react builds each icon's attributes anew on every render (its defaults spread and reduced, the
// classes split and merged, every path's element made again): on a signed-in page's sidebar and cards,
// about a millisecond of the server's CPU per request and 90 KB of its garbage (docs/performance.md).
// The product draws its icons two ways only, `aria-hidden` with a static `className`, so the whole
// `<svg>` element is made once per icon and class list and given again: React elements never change.
// Anything else (a label, a size, a stroke width, a ref) is drawn by lucide-react itself. The markup is
// lucide's own, attribute for attribute (drawn-icon.test.ts compares every icon of icons.ts). The
// shapes inside are given as their markup, written once: the server's renderer then writes one string
// instead of walking three or four elements and their attributes per icon on every request.

import type { LucideIcon, LucideProps } from "lucide-react";
import { createElement, type ReactElement } from "react";
import { escapeMarkup } from "#core/escape-markup.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];
type IconData = { name?: string; node: IconNode; aliases?: unknown[] };

/**
 * An icon component's own data: lucide's component renders `<Icon icon={data} />` with no hook before
 * it, so its render function gives the element that carries it. Null if a future lucide draws otherwise.
 */
function dataOf(icon: LucideIcon): IconData | null {
  const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  const element = typeof render === "function" ? (render({}, null) as { props?: { icon?: IconData } }) : null;
  const data = element?.props?.icon;
  return data && Array.isArray(data.node) ? data : null;
}

/** lucide's class list: its own names first, then the caller's, each once. */
function classList(data: IconData, className: string | undefined): string {
  const tokens = new Set(["lucide"]);
  if (data.name) tokens.add(`lucide-${data.name}`);
  for (const alias of data.aliases ?? [])
    if (typeof alias === "string" && alias.trim() !== "") tokens.add(`lucide-${alias}`);
  for (const token of (className ?? "").split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

/** The icon's shapes as React writes them: `key` is React's, not an attribute. */
function shapesMarkup(node: IconNode): string {
  let markup = "";
  for (const [tag, attributes] of node) {
    markup += `<${tag}`;
    for (const [name, value] of Object.entries(attributes))
      if (name !== "key") markup += ` ${name}="${escapeMarkup(String(value))}"`;
    markup += `></${tag}>`;
  }
  return markup;
}

/** Enough for every class list the product writes; a list made at run time beyond it is not kept. */
const MOST_KEPT = 32;

export function drawnOnce(Icon: LucideIcon): LucideIcon {
  const found = dataOf(Icon);
  if (!found) return Icon;
  const data = found;
  const shapes = { __html: shapesMarkup(data.node) };
  const drawn = new Map<string, ReactElement>();
  function DrawnIcon(props: LucideProps) {
    let plain = props["aria-hidden"] === true || props["aria-hidden"] === "true";
    for (const key in props) if (key !== "aria-hidden" && key !== "className") plain = false;
    if (!plain || (props.className !== undefined && typeof props.className !== "string"))
      return createElement(Icon, props);
    const key = props.className ?? "";
    let element = drawn.get(key);
    if (!element) {
      element = createElement("svg", {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classList(data, props.className),
        "aria-hidden": props["aria-hidden"],
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own shapes, escaped, made at import
        dangerouslySetInnerHTML: shapes,
      });
      if (drawn.size < MOST_KEPT) drawn.set(key, element);
    }
    return element;
  }
  DrawnIcon.displayName = Icon.displayName;
  return DrawnIcon as unknown as LucideIcon;
}
