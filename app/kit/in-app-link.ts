// Links drawn as plain anchors with one click handler (decisions 265, 268: the sidebars, the data tables'
// tabs, sort headers and pages), doing what React Router's `Link` does on a click: a plain left click
// navigates in the app, replacing the history entry when the link leads to the page already shown; any
// other click (a new tab, a new window, a download) is the browser's. A `Link` resolves its target twice
// per render (its href and its click handler, each with the matched routes' paths written out to compare
// them) and keeps its own state and callbacks: for a sidebar of absolute paths drawn on every signed-in
// page, a third of what React Router allocated on `/members/settings`. The markup stays `Link`'s,
// attribute for attribute.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

export type LinkClick = Pick<
  MouseEvent,
  "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented"
>;

/** `Link`'s rule: the app follows a plain left click not already handled; the browser does the rest. */
export function followsInApp(click: LinkClick): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  return !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey);
}

/** `Link`'s rule: the history entry is replaced when the link leads to the page shown, search and hash alike. */
export function replacesEntry(to: string, location: { pathname: string; search: string; hash: string }) {
  return to === location.pathname + location.search + location.hash;
}

/**
 * One click handler for a list of same-tab links to absolute paths (their `href`). `preventScrollReset`
 * is `Link`'s option of that name: the page keeps its scroll (a table's tabs, sort headers and pages).
 */
export function useFollowInApp(
  location: { pathname: string; search: string; hash: string },
  options: { preventScrollReset?: boolean } = {},
) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const to = event.currentTarget.getAttribute("href");
    if (!to || !followsInApp(event)) return;
    event.preventDefault();
    navigate(to, { replace: replacesEntry(to, location), preventScrollReset: options.preventScrollReset });
  };
}
