// One link to an absolute path, followed in the app (app/kit/in-app-link.ts, decision 268): React Router's
// `Link` markup and click, without its two resolutions of the target per render. For a link drawn on its
// own (the top bar's brand, a row's icon link); a list of links shares one handler (`useFollowInApp`).
import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { useFollowInApp } from "~/kit/in-app-link";

export function InAppLink({
  href,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & { href: string }) {
  const follow = useFollowInApp(useLocation());
  // Link's attributes last, in Link's order, so the server's markup is the same.
  return <a {...rest} href={href} onClick={follow} data-discover="true" />;
}
