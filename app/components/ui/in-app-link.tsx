// Links to absolute paths followed in the app (app/kit/in-app-link.ts, decisions 265, 268): React Router's
// `Link` markup and click, without its two resolutions of the target per render. `FollowedLink` is one
// link of a list that shares one handler (the sidebars, a table's tabs, sort headers and pages, the
// dashboard's cards); `InAppLink` is a link drawn on its own (the top bar's brand, a row's icon link).
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useLocation } from "react-router";
import { useFollowInApp } from "~/kit/in-app-link";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & { href: string };
type Follow = (event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * The anchor's attributes: the caller's, then Link's own in Link's order, so the server's markup is the
 * same. Copied name by name rather than as `{ ...rest, href, onClick }`: on Node 20's V8 an object spread
 * followed by more properties gets hidden classes of its own on nearly every render, allocated in the old
 * generation with descriptors that outlive the request until a full collection (decision 277). The
 * sidebars draw a dozen of these per page.
 */
function anchorAttributes(props: LinkProps, follow: Follow) {
  const attributes: Record<string, unknown> = {};
  for (const name of Object.keys(props)) {
    if (name !== "href" && name !== "follow") attributes[name] = props[name as keyof LinkProps];
  }
  attributes.href = props.href;
  attributes.onClick = follow;
  attributes["data-discover"] = "true";
  return attributes as AnchorHTMLAttributes<HTMLAnchorElement>;
}

export function FollowedLink(props: LinkProps & { follow: Follow }) {
  return <a {...anchorAttributes(props, props.follow)} />;
}

export function InAppLink(props: LinkProps) {
  return <a {...anchorAttributes(props, useFollowInApp(useLocation()))} />;
}
