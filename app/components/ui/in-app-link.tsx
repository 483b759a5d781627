// Links to absolute paths followed in the app (app/kit/in-app-link.ts, decisions 265, 268): React Router's
// `Link` markup and click, without its two resolutions of the target per render. `FollowedLink` is one
// link of a list that shares one handler (the sidebars, a table's tabs, sort headers and pages, the
// dashboard's cards); `InAppLink` is a link drawn on its own (the top bar's brand, a row's icon link).
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useLocation } from "react-router";
import { useFollowInApp } from "~/kit/in-app-link";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & { href: string };

export function FollowedLink({
  href,
  follow,
  ...rest
}: LinkProps & { follow: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  // Link's attributes last, in Link's order, so the server's markup is the same.
  return <a {...rest} href={href} onClick={follow} data-discover="true" />;
}

export function InAppLink(props: LinkProps) {
  return <FollowedLink {...props} follow={useFollowInApp(useLocation())} />;
}
